"The opener chooser (spatial_memory.tasks.opener): deterministic training, the shipped artefact, the fallback, properties."
import numpy as np, pytest
from pathlib import Path
from hypothesis import given, settings, strategies as st
from spatial_memory.tasks.opener import (scenario_folders, opener_events, train_opener, save_opener, load_opener, choose,
                                         candidates, rank, opener_path)
from spatial_memory.tasks.english import value_kind
from spatial_memory.tasks.rule_trim import RuleTrim

_EVENTS = {}
def events():
    if not _EVENTS: _EVENTS['all'] = [e for f in scenario_folders() for e in opener_events(f)]
    return _EVENTS['all']

def test_training_is_deterministic():
    a, b = train_opener(events()), train_opener(events())
    assert a['names'].tolist() == b['names'].tolist() and np.array_equal(a['w'], b['w']) and a['b'] == b['b']

def test_shipped_artefact_loads_and_is_what_training_gives():
    m = load_opener()
    assert opener_path().exists() and len(m['names']) == len(m['w']) > 100
    fresh = train_opener(events())               # stale weights (rules, features or scenarios changed) fail here
    close = np.allclose(m['w'], fresh['w'], rtol=0, atol=0.01)   # liblinear's rand(): see test_trim_slot_model.same
    assert m['names'].tolist() == fresh['names'].tolist() and close, \
        f'{opener_path()} is stale: retrain it with `.venv/bin/python tools/train_trim.py --opener-only`'

def test_save_load_round_trip(tmp_path):
    m = train_opener(events()[:60])
    back = load_opener(save_opener(m, tmp_path / 'o.npz'))
    assert back['names'].tolist() == m['names'].tolist() and np.array_equal(back['w'], m['w'])

def test_fallback_without_the_artefact(tmp_path):
    t = RuleTrim(opener=str(tmp_path / 'absent.npz'))
    try: t.chooser(); assert False, 'a missing named artefact must fail'
    except FileNotFoundError as e: assert 'make train-trim' in str(e)
    assert load_opener(tmp_path / 'absent.npz', missing_ok=True) is None
    turn = "We're going to host a French exchange student through the school in April."
    rules = [s.subtask_title for s in RuleTrim(opener=None).classify(turn) if s.parent_node is None]
    assert rules == ['through the school']       # the rules alone, as before the chooser
    chosen = [s.subtask_title for s in RuleTrim().classify(turn) if s.parent_node is None]
    assert chosen != rules and len(chosen) == 1

WORDS = ['I', 'we', 'need', 'a', 'the', 'new', 'bike', 'repair', 'for', 'on', 'Friday', 'at', '7 pm', '$40', 'June 3',
         'tomorrow', 'garden', 'party', 'to', 'host', 'book', 'my', 'dog', 'vet', 'and', ',', 'April', '10:30 am', '£18']
turns = st.lists(st.sampled_from(WORDS), min_size=1, max_size=14).map(' '.join)

@settings(max_examples=150, deadline=None)
@given(turns)
def test_chosen_name_is_a_span_of_the_turn_and_never_a_value(text):
    m = load_opener()
    name = choose(m, text)
    if name is None: assert not candidates(text); return
    assert name.lower() in text.lower() or name.endswith('ing')      # a phrase of the turn, or 'to host' -> hosting
    assert value_kind(name) == 'text'
    for v in ('7 pm', '$40', 'June 3', 'tomorrow', 'Friday', 'April', '10:30 am', '£18'):
        assert name.lower() != v.lower()

@settings(max_examples=100, deadline=None)
@given(turns, st.sampled_from(['bike', 'garden party', 'vet']))
def test_a_known_task_is_never_chosen_again(text, known):
    m = load_opener()
    assert all(n.lower() != known for _, n in rank(m, text, known=[known]))

def test_training_folders_are_the_listed_ones(tmp_path):
    for n in ('a', 'b'): (tmp_path / n).mkdir(); (tmp_path / n / 'x.json').write_text('{}')
    assert scenario_folders(tmp_path) == [tmp_path, tmp_path / 'a', tmp_path / 'b']   # no list: every folder
    (tmp_path / 'training_folders.txt').write_text('# the list\n.\na\n')
    assert scenario_folders(tmp_path) == [tmp_path, tmp_path / 'a']                   # b, a blind set, is left out
    (tmp_path / 'training_folders.txt').write_text('.\nc\n')
    with pytest.raises(FileNotFoundError, match='no folder c'): scenario_folders(tmp_path)

def test_a_broken_artefact_is_named_not_a_traceback(tmp_path):
    from spatial_memory.tasks.rule_trim import RuleTrim
    junk = tmp_path / 'opener.npz'; junk.write_bytes(b'not a zip file')
    with pytest.raises(ValueError, match='opener.npz: not a valid opener chooser'):
        RuleTrim(opener=junk).classify('I need a plumber.')
    from spatial_memory.config import save_npz
    save_npz(tmp_path / 'part.npz', {k: [1.0] for k in ('names', 'w', 'b', 'events')})   # no use_rule
    with pytest.raises(ValueError, match='no use_rule'): load_opener(tmp_path / 'part.npz')
