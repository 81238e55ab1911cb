"bench/trim_failures.py: each confused turn gets the first class that fits it."
import pathlib, sys
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / 'bench'))
from trim_failures import _class, classify_run, CLASSES

GOLD = {'darts|darts match/venue|place': ('set', ['Red Lion', 'the Red Lion'])}
sub = [{'intent_type': 'new'}]

def test_each_class():
    ok = dict(subtasks=sub, intent_ok=True)
    assert _class(dict(subtasks=[], intent_ok=False), {}, GOLD) == 'nothing recorded'
    assert _class(dict(subtasks=sub, intent_ok=False), {'darts/venue': ('set', 'Red Lion')}, GOLD) == 'wrong intent'
    assert _class(ok, {'away match/venue': ('set', 'Red Lion')}, GOLD) == 'wrong task'
    assert _class(ok, {'darts match/pub': ('set', 'Red Lion')}, GOLD) == 'wrong slot name'
    assert _class(ok, {'darts/venue': ('set', 'the Fox')}, GOLD) == 'wrong value'
    assert _class(ok, {'darts/venue': ('set', 'Red Lion'), 'darts/time': ('set', '8pm')}, GOLD) == 'extra change'
    assert _class(ok, {'darts/venue': ('set', 'the Fox'), 'darts/time': ('set', '8pm')}, GOLD) == 'wrong value'
    assert _class(ok, {'darts/place': ('set', 'Red Lion')}, {'?darts/venue': ('set', None)}) == 'extra change'

def test_a_run_counts_every_scored_turn_and_classes_only_confusions():
    path = pathlib.Path(__file__).resolve().parent.parent / 'data' / 'scenarios' / 'trip_planning.json'
    n = classify_run(path)
    assert n['turns'] == 10 and sum(n[c] for c in CLASSES) == 0     # the paper's script: no confusion
    r = classify_run(path, 'random')
    assert 0 < sum(r[c] for c in CLASSES) <= r['turns'] == 10
