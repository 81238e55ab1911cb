"""The new-task classifier (spatial_memory.tasks.new_task) on scenario folders it was not trained on.

It trains on the folders data/scenarios/training_folders.txt lists (as the shipped artefact) and measures each other
folder: (a) the turns whose gold opens a task while one is open, found at each threshold (precision, recall), beside
RuleTrim's own (a task opened at that turn without the classifier); (b) the folder's scenarios run through RuleTrim
without and with the classifier (hallucinations / confusions / consistent). --gold adds the ceiling: every such turn
found and its task named by the gold (bench/trim_openers.py's GoldOpeners).
Usage: .venv/bin/python bench/trim_new_task.py [--gold] [FOLDER...]   (default: the folders the list leaves out)"""
import argparse, time
from pathlib import Path
import spatial_memory.tasks.opener as O
from spatial_memory.tasks.new_task import new_task_events, train_new_task, score
from spatial_memory.tasks.rule_trim import RuleTrim
from spatial_memory.tasks.scenarios import table_row, show_rows
from trim_openers import GoldOpeners, run

THRESHOLDS = (0.3, 0.4, 0.5, 0.6)

def held_out() -> list:
    "The scenario sub-folders the training list leaves out."
    seen = {Path(f).resolve() for f in O.scenario_folders()}
    return [p for p in sorted(Path('data/scenarios').glob('*/')) if p.resolve() not in seen and list(p.glob('*.json'))]

def found(model, events, th:float) -> tuple:
    "(found rightly, found wrongly, turns opening a task) at threshold `th`."
    hits = [(score(model, fs) >= th, y) for _, y, fs in events]
    return sum(h and y for h, y in hits), sum(h and not y for h, y in hits), sum(y for _, y in hits)

class GoldSecond(GoldOpeners):
    "GoldOpeners for the second tasks only (first tasks as RuleTrim names them); no classifier."
    def __init__(self, gold): super().__init__(gold); self.opener, self.new_task = 'auto', None

def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('folders', nargs='*', help='scenario folders (default: those the training list leaves out)')
    ap.add_argument('--gold', action='store_true', help='add the ceiling: second tasks found and named by the gold')
    a = ap.parse_args(argv)
    t0 = time.perf_counter()
    model = train_new_task([e for f in O.scenario_folders() for e in new_task_events(f)])
    folders = [Path(f) for f in a.folders] or held_out()
    ev = [e for f in folders for e in new_task_events(f)]
    print(f"trained on {int(model['events'])} turns of {len(O.scenario_folders())} folders; measured on "
          f"{len(ev)} turns of {', '.join(f.name for f in folders)}")
    rule = sum(1 for f in folders for e in O.opener_events(f) if e[2] and e[3])     # the rules opened a task there
    for th in THRESHOLDS:
        tp, fp, pos = found(model, ev, th)
        print(f'threshold {th}: {tp} of {pos} found (recall {tp / max(pos, 1):.2f}), {fp} wrongly '
              f'(precision {tp / max(tp + fp, 1):.2f})' + (' <- shipped' if th == float(model['threshold']) else ''))
    print(f"RuleTrim's own second tasks (an opener event whose turn the rules open a task at): {rule} of "
          f"{sum(1 for f in folders for e in O.opener_events(f) if e[2])}")
    arms = [('RuleTrim(new_task=None)', lambda f: RuleTrim(new_task=None)), ('RuleTrim()', lambda f: RuleTrim())]
    if a.gold:
        arms.append(('gold second tasks', lambda f: GoldSecond({e[0]: e[1][0].split('|')[0]
                                                                for e in O.opener_events(f) if e[2]})))
    rows = [table_row(name, [run(p, make(f)) for f in folders for p in sorted(f.glob('*.json'))])
            for name, make in arms]
    print(show_rows(rows))
    print(f'{time.perf_counter() - t0:.0f}s')

if __name__ == '__main__': main()
