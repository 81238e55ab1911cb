"""Full-size run of the unit-distance vs ordinal measurement of nbs/16_ordinal.ipynb.

Injects --trials wrong directions per game and kind (seeded) into the 53 refined MANGO ground-truth maps and counts, per
check, the trials in which it raised a new alarm; also the false alarms on the clean maps.

    python bench/unit_distance.py [--trials 200] [--seed 0]
"""
import argparse, sys, time
from spatial_memory.maps.mango import data_missing, list_games, load_ground_truth
from spatial_memory.maps.ordinal import CHECKS, alarms, detection_table

def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    p.add_argument('--trials', type=int, default=200); p.add_argument('--seed', type=int, default=0)
    a = p.parse_args(argv)
    skip = data_missing()
    if skip: print('skipped:', skip); return 0
    gt = {g: load_ground_truth(g) for g in list_games()}
    t = time.perf_counter()
    table = detection_table(gt, a.trials, a.seed)
    print(f'{a.trials} seeded injections per game (seed {a.seed}); cells: trials detected, % (games with a detection)')
    print(f"{'error':15}{'trials':>7}" + ''.join(f'{c:>20}' for c in CHECKS))
    for kind, row in table.items():
        n = row['trials']
        print(f"{kind:15}{n:>7}" + ''.join(f'{f"{row[c][0]} {100 * row[c][0] / n:.1f}% ({row[c][1]})":>20}' for c in CHECKS))
    base = {g: alarms(r) for g, r in gt.items()}
    print(f"{'false alarms':15}{len(gt):>7}" + ''.join(f'{f"({sum(bool(b[c]) for b in base.values())} maps)":>20}' for c in CHECKS))
    print(f'{time.perf_counter() - t:.1f} s')

if __name__ == '__main__': sys.exit(main())
