"A request for a summary, with or without a question mark, checks the tasks it names, or every task (issue 14)."
import pytest
from hypothesis import given, strategies as st
from spatial_memory.tasks.rule_trim import RuleTrim
from spatial_memory.tasks.engine import Engine

def two_tasks():
    e = Engine(RuleTrim())
    e.turn('I need to book the boiler service for next Tuesday.')
    e.turn('Separately, I want to order a new bike helmet, £40.')
    return e

@pytest.mark.parametrize('turn', ['Run me through both.', 'Both, top to bottom please.', 'Everything together for me.',
                                  'Sum it all up for me.', 'Right, where are we at with both?',
                                  'Tell me where everything is.'])
def test_a_summary_of_both_checks_every_task(turn):
    e = two_tasks(); before = e.state()
    rec = e.turn(turn)
    assert sorted(s['subtask_title'] for s in rec.subtasks) == sorted(k for k in before if '/' not in k)
    assert {s['intent_type'] for s in rec.subtasks} == {'check'} and e.state() == before
    assert 'next Tuesday' in rec.response          # the answer reads memory, not 'nothing was changed'

def test_a_summary_of_one_named_task_checks_it_alone():
    e = two_tasks()
    rec = e.turn('The boiler service, the whole lot please.')
    assert [s['subtask_title'] for s in rec.subtasks] == ['boiler service']

@pytest.mark.parametrize('turn', ['£85 for the lot.', "We're on 140 so far.", 'Both need stopping today.',
                                  "We're both so sick of wedding stuff, honestly.", 'All right.',
                                  "That's everything for now, thanks.", 'Everything is correct.', 'Schedule a walk through.'])
def test_facts_and_goodbyes_with_summary_words_are_no_summary(turn):
    assert not any(s['intent_type'] == 'check' for s in two_tasks().turn(turn).subtasks)

@given(st.sampled_from(['Run me through both.', 'Give me the full rundown.', 'Recap everything, please.']))
def test_no_summary_without_a_task(turn):
    "With nothing in memory, a summary request starts no task and records nothing."
    e = Engine(RuleTrim())
    e.turn(turn)
    assert e.state() == {}
