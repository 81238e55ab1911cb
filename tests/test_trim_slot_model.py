"The slot chooser (spatial_memory.tasks.slots): deterministic training, the shipped artefact, the fallback, properties."
import numpy as np
from hypothesis import given, settings, strategies as st
from spatial_memory.tasks.opener import scenario_folders
from spatial_memory.tasks.slots import (slot_events, train_slots, save_slots, load_slots, slots_path, spans,
                                        choose_slots, read_values, turn_clauses)
from spatial_memory.tasks.english import norm_title
from spatial_memory.tasks.engine import Engine
from spatial_memory.tasks.rule_trim import RuleTrim

_EVENTS = {}
def events():
    if not _EVENTS: _EVENTS['all'] = [e for f in scenario_folders() for e in slot_events(f)]
    return _EVENTS['all']

def same(a, b):
    """The same features and vocabulary, and weights within 0.01: liblinear shuffles with C's global rand(), which the
    threads a Dask cluster leaves in the process can advance (seen: 0.0017 after tests/test_batch.py)."""
    return all(a[k].tolist() == b[k].tolist() for k in ('v_names', 's_names', 'vocab')) and \
        all(np.allclose(a[k], b[k], rtol=0, atol=0.01) for k in ('v_w', 's_w', 'v_b', 's_b'))

def test_training_is_deterministic():
    assert same(train_slots(events()), train_slots(events()))

def test_shipped_artefact_is_what_training_gives():
    m = load_slots()
    assert slots_path().exists() and len(m['v_names']) == len(m['v_w']) > 100 and len(m['vocab']) > 10
    assert same(m, train_slots(events())), \
        f'{slots_path()} is stale: retrain it with `.venv/bin/python tools/train_trim.py --slots-only`'

def test_save_load_round_trip(tmp_path):
    m = train_slots(events()[:200])
    assert same(load_slots(save_slots(m, tmp_path / 's.npz')), m)

def test_fallback_without_the_artefact(tmp_path):
    try: RuleTrim(slots=str(tmp_path / 'absent.npz')).slot_chooser(); assert False, 'a missing named file must fail'
    except FileNotFoundError as e: assert 'make train-trim' in str(e)
    assert load_slots(tmp_path / 'absent.npz', missing_ok=True) is None
    assert RuleTrim().slot_chooser() is None               # off by default: the rules alone

def run(trim, turns):
    eng = Engine(trim)
    for t in turns: eng.turn(t)
    return eng.state()

def test_a_fact_no_rule_reads_is_recorded_with_the_chooser_only():
    turns = ["We're redoing the patio.", "Charcoal blocks, about 40 square metres."]
    assert run(RuleTrim(slots=None), turns) == {'patio': None}            # the rules read nothing in the second turn
    got = run(RuleTrim(slots='auto'), turns)
    assert any(k.startswith('patio/') and v and '40' in v for k, v in got.items()), got

def test_update_when_the_task_holds_the_slot():
    m = load_slots()
    trim, eng = RuleTrim(slots=m), None
    eng = Engine(trim)
    eng.turn("We're redoing the patio."); eng.turn("Charcoal blocks, about 40 square metres.")
    slot = next(k for k, v in eng.state().items() if v and '40' in v)
    rec = eng.turn("Make that about 55 square metres.")
    assert eng.state()[slot] is not None and '55' in eng.state()[slot], (eng.state(), rec.subtasks)

WORDS = ['I', 'we', 'the', 'budget', 'is', "'s", '400', 'tops', 'a', 'cedar', 'hive', ',', 'from', "Thorne's", 'about',
         '40', 'square', 'metres', 'on', 'Friday', 'at', '7 pm', '$40', 'June 3', 'for', 'Ana', 'and', 'Ben', '14', '.']
clauses = st.lists(st.sampled_from(WORDS), min_size=1, max_size=12).map(' '.join)
mems = st.dictionaries(st.sampled_from(['price', 'budget', 'day', 'time', 'colour', 'people']),
                       st.sampled_from(['£20', 'Monday', '9 am', 'red', 'Ana and Ben', None]), max_size=3)

@settings(max_examples=150, deadline=None)
@given(clauses, mems)
def test_a_value_is_a_span_of_the_clause_and_never_its_own_slot(clause, mem):
    m = load_slots()
    for _, c in read_values(m, clause, threshold=0.0):
        assert clause[clause.index(c[2]):].startswith(c[2]) and c in spans(clause)
    for slot, value in choose_slots(m, clause, mem, tasks={'patio'}, threshold=0.2):
        assert value in clause                              # a value is a span of the clause
        assert norm_title(slot) != norm_title(value)        # never recorded under a slot named by itself
        assert norm_title(slot) != 'patio'                  # nor under the task's own name

@settings(max_examples=60, deadline=None)
@given(clauses)
def test_values_of_one_clause_do_not_overlap(clause):
    got = [c for _, c in read_values(load_slots(), clause, threshold=0.0)]
    for i, a in enumerate(got):
        for b in got[i + 1:]: assert a[1] <= b[0] or b[1] <= a[0]

@settings(max_examples=60, deadline=None)
@given(st.lists(clauses, min_size=1, max_size=4))
def test_the_chooser_only_adds_to_what_the_rules_say(turns):
    "Off, RuleTrim is the rules; on, every subtask the rules emit is still emitted (it only reads clauses they left)."
    turns = ["I'm redoing the patio."] + [t for t in turns if any(ch.isalpha() for ch in t)]
    a, b = Engine(RuleTrim(slots=None)), Engine(RuleTrim(slots='auto'))
    for t in turns:
        ra, rb = a.turn(t), b.turn(t)
        if a.state() != b.state(): break                    # memories differ from here on: nothing more to compare
        ka = [(s['intent_type'], s.get('subtask_title')) for s in ra.subtasks or []]
        kb = [(s['intent_type'], s.get('subtask_title')) for s in rb.subtasks or []]
        assert all(x in kb for x in ka), (t, ka, kb)
