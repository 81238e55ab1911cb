"A request for a summary, with or without a question mark, checks the tasks it names, or every task (issue 14)."
import pytest
from spatial_memory.tasks.rule_trim import RuleTrim
from spatial_memory.tasks.engine import Engine

def two_tasks():
    e = Engine(RuleTrim())
    e.turn('I need to book the boiler service for next Tuesday.')
    e.turn('Separately, I want to order a new bike helmet, £40.')
    return e

@pytest.mark.parametrize('turn', ['Run me through both.', 'Both, top to bottom please.', 'Everything together for me.',
                                  'Sum it all up for me.', 'Right, where we are with both, please.',
                                  'Fill me in on both.', 'Both, then: the boiler and the helmet.'])
def test_a_summary_of_both_checks_every_task(turn):
    "Before: no subtask, and the answer said nothing was changed."
    e = two_tasks(); before = e.state()
    rec = e.turn(turn)
    assert sorted(s['subtask_title'] for s in rec.subtasks) == sorted(k for k in before if '/' not in k)
    assert {s['intent_type'] for s in rec.subtasks} == {'check'} and e.state() == before
    assert 'next Tuesday' in rec.response          # the answer reads memory, not 'nothing was changed'

def test_a_summary_of_one_named_task_checks_it_alone():
    e = two_tasks()
    rec = e.turn('The boiler service, the whole lot please.')
    assert [s['subtask_title'] for s in rec.subtasks] == ['boiler service']

NOT_SUMMARIES = ['£85 for the lot.', "We're on 140 so far.", 'Both need stopping today.', 'All right.',
                 "We're both so sick of wedding stuff, honestly.", "That's everything for now, thanks.",
                 "Perfect, that's everything.", 'Everything is correct.', "Everything's booked.",
                 'Schedule a walk through.', 'Cancel everything.', 'Move everything to Friday.',
                 'Everything on Friday please.', 'Go through with it.', 'Book everything.',
                 'Push it back to the first Monday in May.', 'Both rooms get the same paint.',
                 'Everything for the party needs to be vegan.', 'All good.', 'All correct, yes.']

@pytest.mark.parametrize('turn', NOT_SUMMARIES)
def test_facts_requests_and_goodbyes_with_summary_words_are_no_summary(turn):
    assert not any(s['intent_type'] == 'check' for s in two_tasks().turn(turn).subtasks)

@pytest.mark.parametrize('turn', ['Run me through both.', 'Give me the full rundown.', 'Recap everything, please.'])
def test_no_summary_without_a_task(turn):
    "With nothing in memory, a summary request starts no task and records nothing (before: a task named 'run')."
    e = Engine(RuleTrim())
    e.turn(turn)
    assert e.state() == {}

@pytest.mark.parametrize('turn', ['Boiler and headgear: the whole lot.', 'Go on then, run through both — the boiler '
                                  'and the headgear.', 'Tell me everything — the boiler and the headgear.',
                                  'Boiler and headgear — the whole thing, please.',
                                  'Can you go over all of it one more time?'])
def test_a_summary_that_lists_tasks_by_other_names_checks_every_task(turn):
    "The listed part names the tasks, one in words memory does not hold ('headgear' for the helmet): not a fact."
    e = two_tasks(); before = e.state()
    assert sorted(s['subtask_title'] for s in e.turn(turn).subtasks) == sorted(k for k in before if '/' not in k)

@pytest.mark.parametrize('turn', ['Move the boiler and the helmet, everything.', 'Order a helmet and a lock, the lot.',
                                  'Blue and white, both.', 'Milk and eggs, everything.', 'Leave me the lot.',
                                  'The whole thing is a mess.'])
def test_a_listed_request_to_change_or_a_list_of_other_things_is_no_summary(turn):
    assert not any(s['intent_type'] == 'check' for s in two_tasks().turn(turn).subtasks)
