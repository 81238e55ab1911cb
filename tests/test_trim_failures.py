"bench/trim_failures.py: each confused turn gets the first class that fits it."
import pathlib, sys
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / 'bench'))
from trim_failures import _class, classify_run, mended_by, CLASSES, CEILINGS

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

def test_what_one_perfect_part_would_mend():
    ok, bad = dict(intent_ok=True), dict(intent_ok=False)
    assert mended_by(ok, {'away match/venue': ('set', 'Red Lion')}, GOLD, {'away match'}) == {'task names'}
    assert mended_by(bad, {'away match/venue': ('set', 'Red Lion')}, GOLD, {'away match'}) == set()   # intent too
    assert mended_by(ok, {'away match/pub': ('set', 'Red Lion')}, GOLD, {'away match'}) == set()      # slot too
    when = {'darts|darts match/date|day': ('set', ['Friday', 'this Friday'])}
    assert mended_by(ok, {}, when, {'darts match'}) == {'typed values'}      # a date, and the task named right
    assert mended_by(ok, {}, when, {'away match'}) == set()                  # a date, but under a task misnamed
    assert mended_by(ok, {}, GOLD, {'darts'}) == set()                       # 'Red Lion' is no typed value
    assert mended_by(ok, {'x': ('set', None)}, {'?darts/venue': ('set', None)}, {'x'}) == set()   # nothing to mend
    extra = {'darts match/venue': ('set', 'Red Lion'), 'darts match/time': ('set', '8 pm')}
    assert mended_by(ok, extra, GOLD, {'darts match'}) == set()             # a change of its own: no name mends it
    span = {'darts|darts match/length|duration': ('set', ['45 minutes', '45 mins'])}
    assert mended_by(ok, {}, span, {'darts'}) == {'typed values'}           # a duration is typed
