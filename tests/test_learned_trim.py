"The learned TRIM (issue 14): SGD labels, the shipped model, the assistant's message as context, LLMTrim end to end."
import json
import pytest
from hypothesis import given, strategies as st
from spatial_memory.tasks import learned_trim as L
from spatial_memory.tasks.engine import Engine, classify_turn
from spatial_memory.tasks.forest import MemoryView
from spatial_memory.tasks.subtask import Subtask
from spatial_memory.tasks.llm_trim import LLMTrim
from spatial_memory.llm import ScriptedClient



def _dialogue():
    u = lambda text, acts, state, slots=(): dict(speaker='USER', utterance=text, frames=[dict(
        service='Restaurants_2', actions=acts, slots=list(slots),
        state=dict(active_intent='ReserveRestaurant', requested_slots=[], slot_values=state))])
    a = lambda act, slot='', values=(): dict(act=act, slot=slot, values=list(values))
    s = lambda text: dict(speaker='SYSTEM', utterance=text, frames=[])
    return dict(dialogue_id='t', turns=[
        u('Book a table for 2 at 11:30 am.', [a('INFORM_INTENT', 'intent', ['ReserveRestaurant']),
          a('INFORM', 'time', ['11:30 am'])], {'time': ['11:30 am']}, [dict(slot='time', start=21, exclusive_end=29)]),
        s('Please confirm: 11:30 am today.'),
        u('No, make it 12 pm.', [a('NEGATE'), a('INFORM', 'time', ['12 pm'])], {'time': ['12 pm']}),
        s('Done.'),
        u('What is their address?', [a('REQUEST', 'street_address')], {'time': ['12 pm']}),
        s('1 Main St.'),
        u('Thanks!', [a('THANK_YOU')], {'time': ['12 pm']})])


def test_sgd_labels_from_the_annotations():
    "New, revision, check and none read from SGD's acts and states as its README says."
    ts = L.sgd_turns(_dialogue())
    assert [sorted(t.labels) for t in ts] == [['new'], ['update'], ['check'], []]
    assert ts[1].revisions == [('time', ['11:30 am'], ['12 pm'])]
    assert ts[1].assistant == 'Please confirm: 11:30 am today.' and ts[0].assistant is None


def test_value_right_names_the_gold_value():
    t = L.sgd_turns(_dialogue())[1]
    assert L.value_right([dict(intent_type='update', to='12 pm')], t)
    assert not L.value_right([dict(intent_type='update', to='11:30 am')], t)
    assert not L.value_right([dict(intent_type='new', to='12 pm')], t)


def test_sgd_dialogues_missing_file_names_it(tmp_path):
    with pytest.raises(FileNotFoundError, match='dev.jsonl.gz'): L.sgd_dialogues('dev', folder=tmp_path)


def test_bio_tags_the_span():
    toks = L.tokens('No, make it 12 pm.')
    assert [t for (t, _, _), b in zip(toks, L.bio(toks, [(12, 17)])) if b] == ['12', 'pm']


def test_model_round_trip(tmp_path):
    "save_model / load_model keep the weights (float16) and the counts; a missing file is named."
    import numpy as np
    m = dict(intent=np.ones((3, L.DIM + 1), np.float32), tag=np.zeros((3, L.DIM + 1), np.float32),
             link=np.zeros((1, L.DIM + 1), np.float32), dialogues=3, turns=7)
    p = L.save_model(m, tmp_path / 'm.npz')
    back = L.load_model(p)
    assert back['intent'].dtype == np.float32 and back['intent'].shape == (3, L.DIM + 1) and int(back['turns']) == 7
    with pytest.raises(FileNotFoundError, match='nope.npz'): L.load_model(tmp_path / 'nope.npz')


def test_shipped_model_loads_and_is_small():
    p = L.model_path()
    assert p.exists() and p.stat().st_size <= 20e6
    assert (p.parent / 'LICENSE-SGD.txt').exists() and 'CC BY-SA 4.0' in (p.parent / 'README.md').read_text()


def test_revision_against_the_offer():
    "'No, make it 12 pm.' after the assistant's confirmation updates the time (the assistant's message is context)."
    e = Engine(L.LearnedTrim())
    e.turn('I want to book a table for 2 at 11:30 am.')
    time_key = next(k for k, v in e.state().items() if v == '11:30 am')
    rec = e.turn('No, make it 12 pm.', assistant='Please confirm: a table for 2 at 11:30 am today.')
    assert 'update' in {s['intent_type'] for s in rec.subtasks}
    assert e.state()[time_key] == '12 pm'


def test_question_is_a_check():
    e = Engine(L.LearnedTrim())
    e.turn('I want to book a table for 2 at 11:30 am.')
    before = e.state()
    rec = e.turn('What time did I book it for?', assistant='Your table is booked.')
    assert {s['intent_type'] for s in rec.subtasks} == {'check'} and e.state() == before


class _Recorder:
    "A Trim that records the assistant message it was given."
    def __init__(self): self.seen = []
    def classify(self, turn, memory_view=None, assistant=None):
        self.seen.append(assistant); return []


class _Plain:
    def classify(self, turn, memory_view=None): return [Subtask('new', 'x', None)]


def test_engine_gives_assistant_to_a_trim_that_reads_it():
    t = _Recorder(); e = Engine(t)
    e.turn('yes, book it', assistant='Shall I book Sino at 7 pm?')
    e.turn('thanks')
    assert t.seen == ['Shall I book Sino at 7 pm?', None]
    assert e.records[0].assistant == 'Shall I book Sino at 7 pm?'


def test_engine_keeps_working_with_a_trim_without_assistant():
    w = []
    assert [s.subtask_title for s in classify_turn(_Plain(), 'hi', MemoryView(), w, assistant='hello')] == ['x']
    assert w == []


def test_llmtrim_end_to_end_through_the_engine():
    "LLMTrim keeps its interface: a scripted client's answers go through the Engine into memory."
    client = ScriptedClient([
        {'subtasks': [dict(intent_type='new', subtask_title='dinner', parent_node=None, dependency_nodes=[]),
                      dict(intent_type='new', subtask_title='day', parent_node='dinner', dependency_nodes=[],
                           to='Friday')]},
        {'subtasks': [dict(intent_type='update', subtask_title='day', parent_node='dinner', dependency_nodes=[],
                           op='update', to='Saturday', **{'from': 'Friday'})]},
        {'subtasks': [dict(intent_type='check', subtask_title='dinner', parent_node=None, dependency_nodes=[],
                           op='check')]}])
    e = Engine(LLMTrim(client))
    e.turn('Plan a dinner on Friday.')
    e.turn('Move it to Saturday.', assistant='Dinner on Friday noted.')
    rec = e.turn('When is the dinner?')
    assert e.state() == {'dinner': None, 'dinner/day': 'Saturday'}
    assert 'Saturday' in rec.response and len(client.requests) == 3


@given(st.text(max_size=80), st.one_of(st.none(), st.text(max_size=60)))
def test_learned_trim_never_fails_oddly(text, assistant):
    "Any text: valid subtasks, or a ValueError (empty, unreadable) with a message."
    try: out = L.LearnedTrim().classify(text, 'trip\ntrip/date = Friday', assistant=assistant)
    except ValueError as e: assert str(e); return
    assert all(isinstance(s, Subtask) and s.validate() for s in out)
