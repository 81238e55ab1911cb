"""Benchmark: the map-rectification pipeline on a synthetic walkthrough over a grid world.

A W x H grid of rooms (default 200 x 100 = 20,000) is explored by a walk that visits every room, then walked at random
(seeded) until the walkthrough has STEPS moves (default 100,000). The exploration is a comb by default (along the south
row; up each column and back, as a player explores a branch and backtracks: the history tree T is a comb of depth
<= W + H) or a serpentine (--explore serpentine: row by row, T is one path of 20,000 rooms). A few moves get a wrong
direction label (--errors, spread over the run; seeded). Every stage runs at every step: process_step -> commit -> detect -> localize and
score each new conflict (spatial_memory.maps.pipeline.MapSlamSystem when it exists, else the modules wired by hand).

By default the run freezes the collector after each window, exactly as MapSlamSystem.run does every FREEZE_EVERY
(10,000) steps: the history is long-lived and need not be rescanned by every full collection. --no-gc-freeze measures
the raw cost with the collector rescanning it (the exploration windows then fall to about 11-18k steps/s here).

The walkthrough (100,000 MoveRecord objects) is built before the run and frozen out of the garbage collector's
generations (gc.freeze), as records streamed in one by one would be: the run's collections scan the system's state, not
the input.

Prints steps/s per 10,000-step window (CPU time of this process, robust to a loaded machine; wall time beside it; and
the CPU time of it spent in Python's cyclic garbage collector, which rescans the whole history at each full collection),
peak memory (ru_maxrss), and a baseline measured in the same run: detection alone, re-detecting every conflict from
scratch at every step (as the reference code does) against the incremental detector, on the first --prefix steps.

    python bench/pipeline.py [--steps 100000] [--width 200] [--height 100] [--errors 100] [--prefix 2000] [--seed 0]
                             [--explore comb|serpentine] [--no-gc-freeze]
                             [--profile]            # cProfile the run and print the top hotspots
"""
import argparse, cProfile, gc, io, pstats, random, resource, sys, time

from spatial_memory.maps.navigation import DIRECTIONS, REVERSE, MoveRecord, NavigationGraph

CARDINAL = {'north': (0, 1), 'south': (0, -1), 'east': (1, 0), 'west': (-1, 0)}

def room(x, y): return f'room {x},{y}'

def serpentine(w, h):
    "Moves (x, y, direction) of a walk from (0, 0) visiting every room of the grid once."
    out = []
    for y in range(h):
        xs = range(w) if y % 2 == 0 else range(w - 1, -1, -1)
        d = 'east' if y % 2 == 0 else 'west'
        for x in list(xs)[:-1]: out.append((x, y, d))
        if y < h - 1: out.append((xs[-1], y, 'north'))
    return out

def comb(w, h):
    "Moves (x, y, direction) of a walk from (0, 0): up each column and back down, then one step east."
    out = []
    for x in range(w):
        out += [(x, y, 'north') for y in range(h - 1)] + [(x, y, 'south') for y in range(h - 1, 0, -1)]
        if x < w - 1: out.append((x, 0, 'east'))
    return out

def walkthrough(steps, w, h, errors, seed, explore='comb'):
    "The synthetic movement records and the steps whose direction was corrupted."
    rng = random.Random(seed)
    moves = (comb if explore == 'comb' else serpentine)(w, h)[:steps]
    x, y = (moves[-1][0], moves[-1][1]) if moves else (0, 0)
    if moves: dx, dy = CARDINAL[moves[-1][2]]; x, y = x + dx, y + dy
    while len(moves) < steps:
        d = rng.choice([d for d, (dx, dy) in CARDINAL.items() if 0 <= x + dx < w and 0 <= y + dy < h])
        moves.append((x, y, d)); x, y = x + CARDINAL[d][0], y + CARDINAL[d][1]
    bad = set(rng.sample(range(1, steps), min(errors, steps - 1)))
    recs = []
    for i, (x, y, d) in enumerate(moves):
        dx, dy = CARDINAL[d]
        label = rng.choice([e for e in DIRECTIONS if e != d]) if i in bad else d
        recs.append(MoveRecord(i, room(x, y), label, room(x + dx, y + dy), observation_id=i))
    return recs, sorted(bad)

def make_system():
    "A per-step callable running every stage, a label saying which stages, and the system object."
    try:
        from spatial_memory.maps.pipeline import MapSlamSystem
        sys_ = MapSlamSystem()
        return sys_.process, 'MapSlamSystem', sys_
    except ImportError: pass
    nav = NavigationGraph()
    vg = nav.vg
    try:
        from spatial_memory.maps.conflicts import ConflictDetector
        from spatial_memory.maps.localize import localize
        from spatial_memory.maps.impact import edge_impact_score
    except ImportError:
        def step(rec):
            nav.process_step(rec); vg.commit(rec.step, observation_id=rec.observation_id)
        return step, 'navigation + versioning only (spatial_memory.maps.conflicts missing)', nav
    det = ConflictDetector()
    def step(rec):
        nav.process_step(rec)
        c = vg.commit(rec.step, observation_id=rec.observation_id)
        res = det.update(vg.graph, c)
        for conf in res['new']:
            loc = localize(conf, vg.history_tree(), vg.graph)
            edge_impact_score(loc['candidates'], vg.history_tree(), det.current, nav.usage)
        return res
    return step, 'navigation + versioning + conflicts + localize + impact', det

def rss_mb():
    "Peak resident set size of this process so far, in MB (ru_maxrss is KB on Linux)."
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024

def gc_clock():
    "Start counting the CPU seconds Python's cyclic garbage collector spends; returns [seconds, full collections] and a stop function."
    acc, start = [0.0, 0], [0.0]
    def cb(phase, info):
        if phase == 'start': start[0] = time.process_time()
        else: acc[0] += time.process_time() - start[0]; acc[1] += info['generation'] == 2
    gc.callbacks.append(cb)
    return acc, lambda: gc.callbacks.remove(cb)

def run(recs, window, freeze=False):
    "Run every stage on every record, printing steps/s per window; return the rates, seconds, label and system."
    step, label, sys_ = make_system()
    print(f'stages: {label}', flush=True)
    acc, stop = gc_clock()
    rates, t0, t, c, g = [], time.process_time(), time.perf_counter(), time.process_time(), list(acc)
    for i, r in enumerate(recs, 1):
        step(r)
        if i % window == 0 or i == len(recs):
            now, cnow = time.perf_counter(), time.process_time(); n = i - len(rates) * window
            rates.append((i, n / (cnow - c)))
            print(f'  steps {i - n + 1:>7}-{i:<7} {rates[-1][1]:>10,.0f} steps/s CPU  {n / (now - t):>10,.0f} steps/s wall'
                  f'   peak memory {rss_mb():>6,.0f} MB   GC {acc[0] - g[0]:5.2f} CPU s ({acc[1] - g[1]} full)', flush=True)
            if freeze: gc.freeze()
            t, c, g = time.perf_counter(), time.process_time(), list(acc)
    stop()
    return rates, time.process_time() - t0, label, sys_

def baseline(recs, window):
    "Detection alone on a growing map: incremental update vs from-scratch rebuild at every step (CPU s per step, per window)."
    from spatial_memory.maps.conflicts import ConflictDetector
    out, final = [], []
    for scratch in (False, True):        # two passes, so that one's garbage is not collected on the other's clock
        nav, det, per, t = NavigationGraph(), ConflictDetector(), [], 0.0
        for i, r in enumerate(recs, 1):
            nav.process_step(r); c = nav.vg.commit(r.step)
            t0 = time.process_time()
            if scratch: det.rebuild(nav.graph)
            else: det.update(nav.graph, c)
            t += time.process_time() - t0
            if i % window == 0: per.append(t / window); t = 0.0
        out.append(per); final.append(set(det.current))
    return out[0], out[1], final[0] == final[1]

def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    p.add_argument('--steps', type=int, default=100_000); p.add_argument('--width', type=int, default=200)
    p.add_argument('--height', type=int, default=100); p.add_argument('--errors', type=int, default=100)
    p.add_argument('--prefix', type=int, default=2000); p.add_argument('--window', type=int, default=10_000)
    p.add_argument('--seed', type=int, default=0); p.add_argument('--profile', action='store_true')
    p.add_argument('--explore', choices=('comb', 'serpentine'), default='comb')
    p.add_argument('--no-gc-freeze', action='store_true',
                   help="don't gc.freeze() after each window (MapSlamSystem.run does; this measures the collector's rescans)")
    a = p.parse_args(argv)
    recs, bad = walkthrough(a.steps, a.width, a.height, a.errors, a.seed, a.explore)
    explored = len((comb if a.explore == 'comb' else serpentine)(a.width, a.height))
    print(f'world {a.width}x{a.height} = {a.width * a.height} rooms, explored by a {a.explore} in {explored} steps; '
          f'{len(recs)} steps; {len(bad)} corrupted moves ({sum(b < explored for b in bad)} while exploring; seed {a.seed})')
    gc.collect(); gc.freeze()  # the pre-built walkthrough is input, not the system's state: keep it out of the run's collections
    prof = cProfile.Profile() if a.profile else None
    if prof: prof.enable()
    from spatial_memory.maps.pipeline import FREEZE_EVERY
    if not a.no_gc_freeze and a.window != FREEZE_EVERY: print(f'note: windows of {a.window} steps, MapSlamSystem.run freezes every {FREEZE_EVERY}')
    print(f'garbage collector: {"rescans the history (--no-gc-freeze)" if a.no_gc_freeze else "frozen after each window, as in MapSlamSystem.run"}')
    rates, secs, label, sys_ = run(recs, a.window, not a.no_gc_freeze)
    if prof: prof.disable()
    gc.unfreeze()
    lo, hi = min(r for _, r in rates), max(r for _, r in rates)
    print(f'total {len(recs) / secs:,.0f} steps/s over {secs:.1f} CPU s; slowest window {lo:,.0f}, fastest {hi:,.0f} '
          f'(slowest/fastest {lo / hi:.2f}); peak memory (maxrss) {rss_mb():,.0f} MB')
    cur = getattr(sys_, 'current', None)
    if cur is None: cur = getattr(getattr(sys_, 'detector', None), 'current', None)
    if cur is not None:
        from collections import Counter
        print(f'open conflicts at the end: {len(cur)} {dict(Counter(c.type for c in cur.values()))}'
              + (f'; conflicts explained (localized + scored): {len(sys_.conflicts)}' if hasattr(sys_, 'conflicts') else ''))
    target = 20_000
    print(f'target >= {target:,} steps/s in every window: {"MET" if lo >= target else "NOT MET"}')
    if prof:
        s = io.StringIO(); pstats.Stats(prof, stream=s).sort_stats('cumulative').print_stats(25); print(s.getvalue())
    del sys_; gc.collect()                # the run's history must not be scanned by the baseline's collections
    w = max(a.prefix // 4, 1)
    try: inc, scratch, agree = baseline(recs[:a.prefix], w)
    except ImportError: print('baseline skipped: spatial_memory.maps.conflicts missing'); return
    print(f'baseline on the first {a.prefix} steps (windows of {w}): detection CPU microseconds per step, incremental update '
          f'vs from-scratch rebuild (as the reference code does); same open conflicts at the end: {agree}')
    for k, (x, y) in enumerate(zip(inc, scratch), 1):
        print(f'  steps {(k - 1) * w + 1:>6}-{k * w:<6} incremental {x * 1e6:>9.1f}   from scratch {y * 1e6:>10.1f}   ratio {y / x:>7.1f}x')
    if scratch and inc:
        print(f'from-scratch cost grew {scratch[-1] / scratch[0]:.1f}x from the first to the last window; '
              f'incremental {inc[-1] / inc[0]:.1f}x; last-window ratio {scratch[-1] / inc[-1]:.1f}x')

if __name__ == '__main__': main()
