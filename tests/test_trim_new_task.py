"The new-task classifier (spatial_memory.tasks.new_task): training, the shipped artefact, the fallback, RuleTrim's use."
import numpy as np, pytest
from hypothesis import given, settings, strategies as st
from spatial_memory.tasks.new_task import new_task_events, train_new_task, save_new_task, load_new_task, opens_task
from spatial_memory.tasks.opener import scenario_folders
from spatial_memory.tasks.engine import Engine
from spatial_memory.tasks.rule_trim import RuleTrim

_EVENTS = {}
def events():
    if not _EVENTS: _EVENTS['all'] = [e for f in scenario_folders() for e in new_task_events(f)]
    return _EVENTS['all']

def test_events_are_turns_after_the_first_task():
    ev = events()
    assert len(ev) > 500 and 10 < sum(y for _, y, _ in ev) < len(ev) / 10     # a task opened now and then
    from spatial_memory.tasks.scenarios import load_scenario
    firsts = {load_scenario(p)['turns'][0]['text'] for f in scenario_folders() for p in f.glob('*.json')}
    assert not firsts & {t for t, _, _ in events()}                  # a first turn opens the first task: no event

def test_training_is_deterministic_and_the_shipped_artefact_is_what_it_gives():
    a, b = train_new_task(events()), train_new_task(events())
    assert a['names'].tolist() == b['names'].tolist() and np.array_equal(a['w'], b['w']) and a['b'] == b['b']
    m = load_new_task()
    close = np.allclose(m['w'], a['w'], rtol=0, atol=0.01)      # liblinear's rand(): as test_trim_slot_model.same
    assert m['names'].tolist() == a['names'].tolist() and close and float(m['threshold']) == float(a['threshold']), \
        'data/models/trim_new_task.npz is stale: retrain it with `.venv/bin/python tools/train_trim.py --new-task-only`'

def test_save_load_round_trip(tmp_path):
    m = train_new_task(events()[:300])
    back = load_new_task(save_new_task(m, tmp_path / 'n.npz'))
    turn = 'Separately, I need to book a dentist appointment.'
    assert opens_task(back, turn, ['car service']) == pytest.approx(opens_task(m, turn, ['car service']), abs=1e-6)

def test_a_missing_named_artefact_fails_and_none_leaves_the_rules_alone(tmp_path):
    try: RuleTrim(new_task=str(tmp_path / 'absent.npz')).new_task_model(); assert False, 'must fail'
    except FileNotFoundError as e: assert 'make train-trim' in str(e)
    assert load_new_task(tmp_path / 'absent.npz', missing_ok=True) is None
    assert RuleTrim(new_task=None).new_task_model() is None

def roots(trim, *said):
    e = Engine(trim)
    for t in said: e.turn(t)
    return [k for k in e.state() if '/' not in k]

FIRST = ['Our chimney needs sweeping before winter.', 'I need to get the car serviced next week.',
         "We're planning a birthday party for Sam on Saturday."]
SECOND = [("Oh, and while I'm at it, I want new curtains for the lounge.", 'curtains'),
          ("While I'm at it, we need a load of logs for the stove.", 'logs'),
          ("We'll need a new doormat as well.", 'doormat'), ('Oh and I need a haircut before then too.', 'haircut'),
          ('Separately, the kids need new school shoes.', 'school shoes')]     # phrasings the rules alone file under
FACTS = ['It costs £65.', 'The earliest slot is Friday at 9.', "They'll bring everything with them."]

@pytest.mark.parametrize('first', FIRST)
@pytest.mark.parametrize('second', SECOND)
def test_a_second_task_is_opened_under_its_own_name(first, second):
    turn, name = second
    assert len(roots(RuleTrim(new_task=None), first, turn)) == 1     # the rules alone file it under the first task
    got = roots(RuleTrim(), first, turn)
    assert len(got) == 2 and got[1] == name, got

@pytest.mark.parametrize('first', FIRST)
@pytest.mark.parametrize('fact', FACTS)
def test_a_fact_of_the_task_in_focus_opens_none(first, fact):
    assert len(roots(RuleTrim(), first, fact)) == 1

def test_a_question_or_a_first_turn_never_asks_the_classifier():
    first = "While I'm at it, we need a load of logs for the stove."
    assert roots(RuleTrim(), first) == roots(RuleTrim(new_task=None), first)
    assert len(roots(RuleTrim(), FIRST[0], "While I'm at it, do we need a load of logs for the stove?")) == 1

WORDS = ['also', 'separately', 'need', 'want', 'the', 'a', 'chimney', 'sweep', 'logs', 'Friday', '£65', 'and', 'oh',
         'too', 'book', 'while', "I'm", 'at', 'it', ',', '.', 'dentist', 'passport', 'it', 'costs']
@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(WORDS), min_size=1, max_size=14).map(' '.join),
       st.lists(st.sampled_from(['chimney sweep', 'car service', 'party']), min_size=1, max_size=3, unique=True))
def test_a_probability_that_depends_only_on_the_turn_and_memory(text, tasks):
    m = load_new_task()
    p = opens_task(m, text, tasks, [('price', '£65')])
    assert 0.0 <= p <= 1.0 and p == opens_task(m, text, list(tasks), (('price', '£65'),))
