"""The paper's synthetic repair table, offline: random 60-room worlds with 4 and 8 injected direction or topology
errors, 20 seeds (0-19) per cell, every offline mode side by side; the round budget (max_iter 5, 10, 20, 40); and the
held-out single-error walks of bench/repair_heldout.json (the repaired map must carry the true label on the corrupted
move). Writes bench/results/repair_synthetic.{md,json}.

    .venv/bin/python bench/repair_synthetic.py [--seeds 20] [--modes evidence,heuristic_modify,heuristic_remove]
"""
import argparse, json, sys, time, warnings
from pathlib import Path
from spatial_memory.maps import repair as R
from spatial_memory.maps.worlds import corrupt, grid_world, random_world, tree_world, walkthrough

HERE = Path(__file__).resolve().parent
PAPER = {('topology', 4): (0.50, 0.95), ('topology', 8): (0.30, 0.60), ('direction', 4): (0.70, 0.75),
         ('direction', 8): (0.70, 0.50)}   # gpt-4.1 conflict-free rate, base and EI (the paper's table)
MAKE = dict(tree=tree_world, grid=grid_world, random=random_world)

def world(family, size, typ, count, seed):
    "(records, truth edges, errors) of one corrupted walk."
    w = MAKE[family](size, seed); walk = walkthrough(w, seed)
    truth = [dict(src_node=r['from'], action=r['action'], dst_node=r['to'], seen_in_forward=r['step']) for r in walk]
    c = corrupt(w, walk, typ, seed=seed, count=count)
    return c['records'], truth, c['errors']

def cell(typ, count, seeds, mode, max_iter=20):
    "Rows of one (error type, count) cell in one mode."
    rows = []
    for seed in seeds:
        recs, truth, _ = world('random', 60, typ, count, seed)
        row, _, _ = R.repair_one(f'random-60-{typ}-{count}-{seed}', recs, truth, mode, max_iter=max_iter)
        row['share_after'] = row['direction_correct_after'] / max(1, row['edges_after'])
        rows.append(row)
    return rows

def summarize(rows):
    "Conflict-free rate, share of maps >= 95% direction-correct, mean share, net resolution, seconds."
    n = len(rows)
    a = R.aggregate(rows)
    return dict(maps=n, conflict_free=sum(r['conflicts_after'] == 0 for r in rows) / n,
                dc95=sum(r['share_after'] >= 0.95 for r in rows) / n,
                share=sum(r['share_after'] for r in rows) / n, conflicts_before=a['conflicts_before'],
                conflicts_after=a['conflicts_after'], net=a['net_resolution'], seconds=sum(r['seconds'] for r in rows))

def carries_truth(G, err) -> bool:
    "Does the repaired map hold the true move of a corrupted one, and not the corrupted edge?"
    (u, v, k), (_, x, k2) = err['truth'], err['edges'][0]
    wrong = (u, x, k2)
    return G.has_edge(u, v, k) and not (G.has_edge(*wrong) and not G.edges[wrong].get('inferred'))

def held_out(mode):
    "First-run figures on the committed held-out single-error walks."
    cases, out = json.loads((HERE / 'repair_heldout.json').read_text())['cases'], {}
    for c in cases:
        recs, truth, errs = world(c['family'], c['size'], c['type'], 1, c['seed'])
        row, s, _ = R.repair_one('x', recs, truth, mode)
        o = out.setdefault((c['family'], c['type']), dict(cases=0, detected=0, fixed=0, free=0))
        o['cases'] += 1; o['detected'] += row['conflicts_before'] > 0
        o['fixed'] += carries_truth(s.vg.graph, errs[0]); o['free'] += row['conflicts_after'] == 0
    return out

def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    p.add_argument('--seeds', type=int, default=20)
    p.add_argument('--modes', default='evidence,heuristic_modify,heuristic_remove')
    p.add_argument('--no-heldout', action='store_true')
    a = p.parse_args(argv)
    warnings.simplefilter('ignore')
    modes, seeds, t0, lines, res = a.modes.split(','), range(a.seeds), time.perf_counter(), [], {}
    lines += ['## Synthetic repair: random 60-room worlds, 20 seeds per cell', '',
              '| cell | paper gpt-4.1 base / EI | ' + ' | '.join(modes) + ' |', '|---|---|' + '---|' * len(modes)]
    for typ in ('topology', 'direction'):
        for count in (4, 8):
            res[f'{typ}-{count}'] = {m: summarize(cell(typ, count, seeds, m)) for m in modes}
            b, e = PAPER[typ, count]
            lines.append(f'| {typ}, {count} errors | {b:.0%} / {e:.0%} | ' + ' | '.join(
                f"{r['conflict_free']:.0%} free, {r['dc95']:.0%} ≥95% correct ({r['share']:.3f}), "
                f"{r['seconds']:.1f} s"
                for r in res[f'{typ}-{count}'].values()) + ' |')
    lines += ['', 'Each cell: share of maps conflict-free after repair, share of maps with >= 95% of their edges '
              'direction-correct (mean share), repair wall time summed over the 20 maps.', '',
              '## Round budget (evidence mode, 8-error cells, 20 seeds each)', '',
              '| max_iter | residual conflicts | net resolution | seconds |', '|---|---|---|---|']
    for mi in (5, 10, 20, 40):
        rows = cell('topology', 8, seeds, 'evidence', mi) + cell('direction', 8, seeds, 'evidence', mi)
        s = summarize(rows); res[f'max_iter-{mi}'] = s
        lines.append(f"| {mi} | {s['conflicts_after']} of {s['conflicts_before']} | {s['net']:.3f} | "
                     f"{s['seconds']:.1f} |")
    if not a.no_heldout:
        lines += ['', '## Held-out single errors (bench/repair_heldout.json; first run: in the git history)', '',
                  '| mode | family | error | cases | detected | true label restored | conflict-free |',
                  '|---|---|---|---|---|---|---|']
        for m in modes:
            for (fam, typ), o in held_out(m).items():
                lines.append(f"| {m} | {fam} | {typ} | {o['cases']} | {o['detected']} | {o['fixed']} | {o['free']} |")
                res[f'heldout-{m}-{fam}-{typ}'] = o
    text = '\n'.join(lines) + f'\n\nwall time {time.perf_counter() - t0:.0f} s\n'
    out = HERE / 'results'; out.mkdir(exist_ok=True)
    (out / 'repair_synthetic.md').write_text(text)
    (out / 'repair_synthetic.json').write_text(json.dumps(res, indent=1))
    print(text)

if __name__ == '__main__': sys.exit(main())
