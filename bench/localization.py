"""Benchmark: the paper's localization scale-up on synthetic worlds with one injected error each (issue 9).

Trees of depth 3-6, grids of side 3-7 and random maps of 15, 30, 60 and 120 rooms (spatial_memory.maps.worlds), each
explored by a walkthrough that tries every exit, x {direction, topology, naming} x seeds: the paper's 1,170 graphs for
seeds 0-29; topology once more with its second kind, a room placed at a wrong offset ('offset', maps.worlds): 390 more,
1,560 in all. Each corrupted walkthrough runs through MapSlamSystem (process, commit, detect, localize at every step). Per graph:

- detected: some conflict fired (graphs where nothing fires are counted, not dropped);
- candidates: the union of the report's candidate edges; reduction = 1 - candidates / observed edges of the map;
- kept: an edge the error wrote is among the candidates;
- top-1 / top-3, strict: the best such edge outranks every other candidate (ties count against it) / has at most two
  candidates at or above it; for the paper's EIS and for the project's evidence ranking (maps.impact.evidence_rank);
- delay: steps from the injected record to the first conflict;
- refutable: the corrupted records contradict themselves at unit distance (a collision, a loop that does not close,
  one room with one label to two rooms); an error that leaves none of these is invisible to any structural check.
  The observations can still refute it: with them, a move whose label the room's exit lists never name is an 'exit'
  conflict; --no-text drops them, and then detected = refutable.

Seeds 1000-1029 are the development seeds (bench/localization_heldout.json); 0-29 are reported. For 'offset':
development 3000-3029, held out 2000-2029 (bench/localization_offset_heldout.json). For the exit checker (an 'exit'
conflict: a move whose label the room's 'Exits: a, b' lists never name, maps.conflicts.ExitChecker): development
3000-3029, held out 4000-4029, all four errors (bench/localization_exit_heldout.json).

    python bench/localization.py [--seeds 0-29] [--errors label,destination,naming,offset] [--no-text] [--json out.json]

--no-text drops the records' observations (structure-only evidence). The last line is
`localization: graphs N, detected X%, kept Y%, top-1 Z%, reduction W%, T s` (top-1: the evidence ranking).
"""
import argparse, json, statistics, sys, time
from collections import defaultdict
from spatial_memory.maps.worlds import tree_world, grid_world, random_world, walkthrough, corrupt
from spatial_memory.maps.pipeline import MapSlamSystem
from spatial_memory.maps.navigation import parse_records, REVERSE
from spatial_memory.maps.ordinal import unit_distance_scan
from spatial_memory.maps.impact import edge_impact_score, evidence_rank

CONFIGS = [('tree', tree_world, d) for d in range(3, 7)] + [('grid', grid_world, s) for s in range(3, 8)] + \
          [('random', random_world, n) for n in (15, 30, 60, 120)]
# the reference code on its own generator (the figures): mean reduction, kept, and per type
REFERENCE = dict(graphs=1170, dropped=10, reduction=47.80, kept=81.12,
                 types={'direction': (54.64, 100.0, 0), 'topology': (32.27, 100.0, 2), 'naming': (56.72, 42.38, 2)})
# the errors injected: (name, type, kind); kind None is corrupt's default (naming: alias or merge, by seed)
ERRORS = [('label', 'direction', None), ('destination', 'topology', 'destination'), ('naming', 'naming', None),
          ('offset', 'topology', 'offset')]

def strict_rank(scores:dict, culprits:set):
    "1 + the candidates other than the error's edges scoring at least as high as its best (None: not a candidate)."
    best = max((s for e, s in scores.items() if e in culprits), default=None)
    if best is None: return None
    return 1 + sum(1 for e, s in scores.items() if e not in culprits and s >= best)

def refutable(recs) -> bool:
    "The records contradict themselves at unit distance: a collision, an open loop, one room with one label to two."
    uf = unit_distance_scan(recs)
    if uf.collisions or uf.mismatches: return True
    to = {}
    for r in recs:
        for a, d, b in ((r.src, r.direction, r.dst), (r.dst, REVERSE.get(r.direction), r.src)):
            if d and to.setdefault((a, d), b) != b: return True
    return False

def one(family, make, size, etype, seed, text=True, kind=None) -> dict:
    "Build, corrupt and run one graph; its row."
    w = make(size, seed)
    out = corrupt(w, walkthrough(w, seed), etype, seed, kind=kind)
    recs = out['records'] if text else [{k: v for k, v in r.items() if k != 'observation'} for r in out['records']]
    err = out['errors'][0]
    ms, moves = MapSlamSystem(), parse_records(recs)
    for r in moves: ms.process(r)   # as `run` does, without building the report
    edges = sum(1 for *_, d in ms.vg.graph.edges(keys=True, data=True) if not d.get('inferred'))
    cs = ms.conflicts                             # the report's conflict entries
    row = dict(family=family, size=size, type=etype, kind=err['kind'], seed=seed, edges=edges,
               refutable=refutable(moves), detected=bool(cs), kept=False, cands=0, eis=None, evidence=None, delay=None)
    if not cs: return row
    union = list(dict.fromkeys((d['src'], d['dst'], d['direction']) for c in cs for d in c['candidates']))
    culprits = set(map(tuple, err['edges']))
    eis = {d['edge']: d['score'] for d in edge_impact_score(union, ms.vg.history_tree(), cs, ms.nav.usage)}
    ev = {d['edge']: d['evidence'] for d in evidence_rank(union, ms.vg, ms.nav.usage, cs)}
    row.update(kept=bool(culprits & set(union)), cands=len(union), eis=strict_rank(eis, culprits),
               evidence=strict_rank(ev, culprits), delay=min(c['step'] for c in cs) - err['step'])
    return row

def pct(n, d): return 100 * n / d if d else 0.0

def stats(rows) -> dict:
    "The figures of a group of rows."
    det = [r for r in rows if r['detected']]
    n = len(rows)
    return dict(graphs=n, refutable=pct(sum(r['refutable'] for r in rows), n), detected=pct(len(det), n), kept=pct(sum(r['kept'] for r in rows), n),
                top1_eis=pct(sum(r['eis'] == 1 for r in rows), n), top3_eis=pct(sum((r['eis'] or 9) <= 3 for r in rows), n),
                top1=pct(sum(r['evidence'] == 1 for r in rows), n), top3=pct(sum((r['evidence'] or 9) <= 3 for r in rows), n),
                reduction=100 * statistics.fmean([1 - r['cands'] / r['edges'] for r in det]) if det else 0.0,
                delay=statistics.median([r['delay'] for r in det]) if det else None)

HEAD = f"{'':22}{'graphs':>7}{'refut.':>8}{'detected':>10}{'kept':>8}{'reduction':>11}{'EIS top-1':>11}{'top-3':>7}" \
       f"{'evid. top-1':>13}{'top-3':>7}{'delay':>7}"

def line(name, s) -> str:
    return (f"{name:22}{s['graphs']:>7}{s.get('refutable', 0):>7.1f}%{s['detected']:>9.1f}%{s['kept']:>7.1f}%{s['reduction']:>10.1f}%"
            f"{s['top1_eis']:>10.1f}%{s['top3_eis']:>6.1f}%{s['top1']:>12.1f}%{s['top3']:>6.1f}%{s['delay'] or 0:>7.0f}")

def seeds_arg(s):
    a, _, b = s.partition('-')
    return range(int(a), int(b or a) + 1)

def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    p.add_argument('--seeds', type=seeds_arg, default=range(0, 30))
    p.add_argument('--errors', type=lambda s: s.split(','), default=[n for n, *_ in ERRORS],
                   help='which errors: ' + ','.join(n for n, *_ in ERRORS))
    p.add_argument('--no-text', action='store_true'); p.add_argument('--json')
    a = p.parse_args(argv)
    bad = set(a.errors) - {n for n, *_ in ERRORS}
    if bad: p.error(f'--errors: unknown {sorted(bad)}; known: ' + ','.join(n for n, *_ in ERRORS))
    t = time.perf_counter()
    rows = [one(f, make, size, et, seed, not a.no_text, kind) for name, et, kind in ERRORS if name in a.errors
            for f, make, size in CONFIGS for seed in a.seeds]
    secs = time.perf_counter() - t
    groups = {'all': rows}
    for key in ('type', 'kind', 'family'):
        by = defaultdict(list)
        for r in rows: by[r[key]].append(r)
        groups.update({f'{key} {k}': v for k, v in by.items()})
    table = {g: stats(rs) for g, rs in groups.items()}
    print(f"seeds {a.seeds.start}-{a.seeds.stop - 1}, observations {'dropped' if a.no_text else 'kept'}; "
          "rates over all graphs (undetected count as misses); reduction over detected graphs; delay: median steps")
    print(HEAD)
    for g, s in table.items(): print(line(g, s))
    ref = REFERENCE
    print(f"reference (its own generator): {ref['graphs']} graphs, {ref['dropped']} dropped (nothing fired), "
          f"mean reduction {ref['reduction']}%, kept {ref['kept']}%; " +
          ', '.join(f'{t} {r}% / {k}% (median rank {m})' for t, (r, k, m) in ref['types'].items()))
    missed = [r for r in rows if not r['detected'] or not r['kept']]
    for r in missed[:10]:
        print(f"  {'missed' if not r['detected'] else 'not kept'}: {r['family']} {r['size']} {r['type']} ({r['kind']}) seed {r['seed']}")
    if a.json:
        with open(a.json, 'w') as f: json.dump(dict(seeds=[a.seeds.start, a.seeds.stop - 1], text=not a.no_text, seconds=secs,
                                                  table=table, reference=ref), f, indent=1)
    s = table['all']
    print(f"localization: graphs {s['graphs']}, detected {s['detected']:.1f}%, kept {s['kept']:.1f}%, "
          f"top-1 {s['top1']:.1f}%, reduction {s['reduction']:.1f}%, {secs:.1f} s")
    return 0

if __name__ == '__main__': sys.exit(main())
