"""TRIM classifiers on folders of scored scenarios (the paper's scripts, dev_trim(2, 3), heldout_trim(2-18)).

Prints hallucinations, confusions and consistent tasks per classifier and folder (`run_scenario`, as `spatial-memory
tme <path> --trim ...` runs each file). Usage: .venv/bin/python bench/trim_scenarios.py [--trims rule,learned] [FOLDER...]"""
import argparse, glob
from spatial_memory.tasks.scenarios import run_scenario, table_row, show_rows, CASE_STUDIES

def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('folders', nargs='*', default=['data/scenarios/dev_trim', 'data/scenarios/dev_trim2',
                    'data/scenarios/dev_trim3', 'data/scenarios/heldout_trim', 'data/scenarios/heldout_trim2',
                    'data/scenarios/heldout_trim3', 'data/scenarios/heldout_trim4',
                    'data/scenarios/heldout_trim5', 'data/scenarios/heldout_trim6',
                    'data/scenarios/heldout_trim7', 'data/scenarios/heldout_trim8', 'data/scenarios/heldout_trim9',
                    'data/scenarios/heldout_trim10',
                    'data/scenarios/heldout_trim11', 'data/scenarios/heldout_trim12',
                    'data/scenarios/heldout_trim13', 'data/scenarios/heldout_trim14',
                    'data/scenarios/heldout_trim15', 'data/scenarios/heldout_trim16',
                    'data/scenarios/heldout_trim17', 'data/scenarios/heldout_trim18'])
    ap.add_argument('--trims', default='rule,learned', help='comma-separated: rule, learned, random')
    ap.add_argument('-v', action='store_true', help='each scenario on its own line')
    a = ap.parse_args(argv)
    sets = [('paper case studies', list(CASE_STUDIES)), ('13 older held-out', sorted(glob.glob('data/scenarios/heldout*.json')))] + [(f, sorted(glob.glob(f'{f}/*.json'))) for f in a.folders]
    for name, paths in sets:
        rows = []
        for tr in a.trims.split(','):
            runs = [run_scenario(p, trim=tr) for p in paths]
            rows.append(table_row(f'{name} [{tr}]', runs))
            if a.v: rows += [table_row(f"  {r['summary']['scenario']}", [r]) for r in runs]
        print(show_rows(rows), flush=True)

if __name__ == '__main__': main()
