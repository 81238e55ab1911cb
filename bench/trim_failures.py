"""Where a TRIM classifier's confusions come from, turn by turn, on folders of scored scenarios.

Each scored turn the judge counts as a confusion (`scenarios.judge`) gets the first class that fits it:
  nothing recorded   the gold changes memory and the run emits no subtask at all;
  wrong intent       the run's intents differ from the gold's (a new task read as an update, a check missed, ...);
  wrong task         a gold change lands under no task of its name (the task was named otherwise, or never opened);
  wrong slot name    the task is right, the slot's name is not one the gold accepts;
  wrong value        the path is right, the value (or set/remove) is not;
  extra change       every gold change is made, and the run also changes something the gold does not.
A wrong task name costs every later turn of that task, so 'wrong task' counts turns, not tasks.
With --ceilings it prints instead how many confused turns one perfect part alone would mend (`mended_by`): a perfect
task namer, or a perfect reader of typed values (dates, times, money, counts, durations). Both are estimates read off
the run's own output: a perfect part would also change what later turns read, which they do not count.
Usage: .venv/bin/python bench/trim_failures.py [--trim rule] [--ceilings] [FOLDER...]   (default: heldout_trim5-16)"""
import argparse, glob
from collections import Counter
from spatial_memory.tasks.engine import Engine
from spatial_memory.tasks.ablations import make_trim
from spatial_memory.tasks.scenarios import load_scenario, judge, state_changes, key_match, value_match, _seg_match
from spatial_memory.tasks.english import value_kind
from spatial_memory.tasks.rule_trim import kind_slot

CLASSES = ('nothing recorded', 'wrong intent', 'wrong task', 'wrong slot name', 'wrong value', 'extra change')
_same = lambda r, c: r[0] == c[0] and (c[0] != 'set' or value_match(r[1], c[1]))   # one change as another
_root = lambda p: p.lstrip('?').split('/')[0]                                          # a path's task

def _class(v, run_ch:dict, gold_ch:dict) -> str:
    "The class of one confused turn (verdict `v`, the run's and the gold's changes)."
    if gold_ch and not v['subtasks']: return 'nothing recorded'
    if v['intent_ok'] is False: return 'wrong intent'
    gold = {g: c for g, c in gold_ch.items() if not g.startswith('?')}
    if any(not any(_seg_match(_root(k), _root(g)) for k in run_ch) for g in gold): return 'wrong task'
    if any(not any(key_match(k, g) for k in run_ch) for g in gold): return 'wrong slot name'
    if all(any(key_match(k, g) and _same(r, c) for k, r in run_ch.items()) for g, c in gold.items()):
        return 'extra change'                # every gold change made: what is left over is the run's own
    return 'wrong value'

TYPED = ('date', 'time', 'money', 'number', 'duration')
CEILINGS = ('task names', 'typed values')

def _typed(v) -> bool:
    "Whether a gold value (its first spelling) is a date, time, sum, count or duration."
    v = v[0] if isinstance(v, list) else v
    return bool(v) and (value_kind(v) in TYPED or kind_slot(v) == 'duration')

def mended_by(v, run_ch:dict, gold_ch:dict, roots) -> set:
    """Which perfect part alone would mend a confused turn (`roots`: the run's tasks after it):
    'task names' when, each task renamed as the gold names it, the run's changes are the gold's (intent right);
    'typed values' when every gold change is a typed value (`_typed`) under a task the run named right."""
    gold, out = {g: c for g, c in gold_ch.items() if not g.startswith('?')}, set()
    if not gold: return out
    renamed = lambda k, g: key_match('/'.join([_root(g).split('|')[0]] + k.split('/')[1:]), g)
    made = lambda k, r, g, c: renamed(k, g) and _same(r, c)
    if (v['intent_ok'] is not False and all(any(made(k, r, g, c) for k, r in run_ch.items()) for g, c in gold.items())
            and all(any(made(k, r, g, c) for g, c in gold_ch.items()) for k, r in run_ch.items())):
        out.add('task names')
    if all(c[0] == 'set' and _typed(c[1]) and any(_seg_match(r, _root(g)) for r in roots)
           for g, c in gold.items()):
        out.add('typed values')
    return out

def classify_run(path, trim:str='rule') -> Counter:
    "Classes of the confused turns of one scenario run through the Engine with TRIM `trim`, and their CEILINGS."
    sc = load_scenario(path)
    eng, records, states = Engine(make_trim(trim)), [], []
    for t in sc['turns']: records.append(eng.turn(t['text'])); states.append(eng.state())
    out, prev, gprev = Counter(), {}, {}
    for t, v, st in zip(sc['turns'], judge(sc, records, states)['turns'], states):
        gold = t['gold']['state']
        if v['scored']:
            out['turns'] += 1
            if v['confusion']:
                run_ch, gold_ch = state_changes(prev, st), state_changes(gprev, gold)
                out[_class(v, run_ch, gold_ch)] += 1
                parts = mended_by(v, run_ch, gold_ch, set(map(_root, st)))
                out.update(parts); out['either'] += bool(parts)
        prev, gprev = st, gold
    return out

def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('folders', nargs='*', default=[f'data/scenarios/heldout_trim{i}' for i in range(5, 19)])
    ap.add_argument('--trim', default='rule', help='rule | learned | random')
    ap.add_argument('--ceilings', action='store_true', help='confused turns one perfect part alone would mend')
    a = ap.parse_args(argv)
    cols = CEILINGS + ('either',) if a.ceilings else CLASSES
    left = lambda n: sum(n[c] for c in CLASSES) - n['either']
    per63 = lambda n, x: f"{63 * x / max(n['turns'], 1):.1f}"
    row = lambda name, n: (f"{name:<32}{n['turns']:>6}{sum(n[c] for c in CLASSES):>9}" +
                           ''.join(f'{n[c]:>18}' for c in cols) +
                           (f"{left(n):>8}{per63(n, sum(n[c] for c in CLASSES)):>12} ->{per63(n, left(n)):>5}"
                            if a.ceilings else ''))
    print(f"{'folder':<32}{'turns':>6}{'confused':>9}" + ''.join(f'{c:>18}' for c in cols) +
          (f"{'left':>8}{'per 63 turns':>20}" if a.ceilings else ''))
    tot = Counter()
    for f in a.folders:
        n = sum((classify_run(p, a.trim) for p in sorted(glob.glob(f'{f}/*.json'))), Counter())
        tot += n; print(row(f.rsplit('/', 1)[-1], n), flush=True)
    print(row('all', tot))

if __name__ == '__main__': main()
