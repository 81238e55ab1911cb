"Issue 14, second pass: RuleTrim reads clauses by their shape (openers, undo, third person, named slots, checks over tasks)."
import pytest
from spatial_memory.tasks.engine import Engine
from spatial_memory.tasks.rule_trim import RuleTrim
from spatial_memory.tasks.english import sentences, gerund

def run(*turns, trim=RuleTrim):
    e = Engine(trim()); recs = [e.turn(t) for t in turns]
    return e, recs

def test_an_opener_with_a_list_starts_the_task_of_its_purpose_with_one_item_each():
    e, _ = run("I'm packing a tent, a stove and two sleeping bags for the camping trip.")
    assert set(e.state()) >= {'camping trip', 'camping trip/tent', 'camping trip/stove', 'camping trip/sleeping bags'}

@pytest.mark.parametrize('turn,root', [("I'd like to plant tomatoes, basil and carrots.", 'planting'),
                                       ("My laptop needs a new battery and a keyboard.", 'laptop'),
                                       ("I'm going to view an apartment on Friday.", 'apartment'),
                                       ("I'm training for a half marathon in October.", 'training')])
def test_openers_without_a_known_verb_start_a_task(turn, root):
    e, _ = run(turn)
    assert root in e.state(), e.state()

def test_scratch_that_rolls_the_last_change_back_and_the_original_goes_to_the_first_value():
    e, _ = run('Book a dental check-up for Friday at 10 am.', 'Push it to 2 pm.', 'Scratch that.')
    assert e.state()['dental check-up/time'] == '10 am'
    e, _ = run('Book a dental check-up for Friday at 10 am.', 'Push it to 2 pm.', 'Move it to 4 pm.',
               'Keep the original time.')
    assert e.state()['dental check-up/time'] == '10 am'

def test_i_dont_need_something_memory_does_not_hold_changes_nothing():
    e, recs = run('Book a canoe for Saturday.', "I don't need a cooler.")
    assert recs[-1].subtasks == [] and not recs[-1].warnings
    e, recs = run("I'm packing a tent and a stove for the camping trip.", "I don't need the stove after all.")
    assert 'camping trip/stove' not in e.state()

def test_a_question_naming_no_task_checks_every_task():
    e, recs = run('Book a haircut for Friday at 3 pm.', 'Book a taxi for Friday at 2 pm.', 'What do I have on Friday?')
    assert {s['subtask_title'] for s in recs[-1].subtasks} == {'haircut', 'taxi'}
    assert 'Haircut' in recs[-1].response and 'Taxi' in recs[-1].response

def test_third_person_facts_and_named_slots_and_any_verb_with_a_value():
    e, _ = run('Book a house cleaning for Wednesday at 9 am.', 'She should also do the windows.',
               'It should serve 12 people.', 'Bump it up to 16 people.', 'Actually, day on Thursday.')
    st = e.state()
    assert 'house cleaning/windows' in st and st['house cleaning/people'] == '16' and st['house cleaning/day'] == 'Thursday'

def test_the_event_itself_at_a_time_is_the_task_time_and_a_title_keeps_its_full_stop():
    e, _ = run('I need a dentist appointment next Tuesday.', 'The check-up should be at 10 am.',
               'My dentist is Dr. Okafor.')
    st = e.state()
    assert st['dentist appointment/time'] == '10 am' and st['dentist appointment/dentist'] == 'Dr. Okafor'
    assert sentences('The landlord is Mrs. Patel. Thanks!') == ['The landlord is Mrs. Patel.', 'Thanks!']

def test_gerund():
    assert [gerund(v) for v in ('plan', 'bake', 'paint')] == ['planning', 'baking', 'painting']
