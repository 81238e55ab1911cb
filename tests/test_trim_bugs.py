"The three RuleTrim bugs of issue 14, each pinned by a test that fails on the code before the fix."
import pytest
from spatial_memory.tasks.rule_trim import RuleTrim
from spatial_memory.tasks.engine import Engine
from spatial_memory.tasks.subtask import SubtaskError


@pytest.mark.parametrize('turn', ['Thank you for that.', 'Thank you.', 'Thanks so much for your help!', 'OK, bye.',
                                  "Great, that's all."])
def test_thanks_is_no_task(turn):
    "Courtesy turns start no task (before: 'Thank you for that.' made a task named 'that' or raised SubtaskError)."
    try: out = RuleTrim().classify(turn, '')
    except SubtaskError as e: pytest.fail(f'{turn!r} raised {e}')
    assert out == []


def test_thanks_keeps_memory():
    "Thanks after a task changes nothing in memory."
    e = Engine(RuleTrim())
    e.turn('Book a table for two on Friday.')
    before = e.state()
    rec = e.turn('Thank you for that.')
    assert e.state() == before and not [w for w in rec.warnings if 'refused' in w]


def test_appointment_at_time_is_a_slot_of_the_appointment():
    "'an appointment at 10:45 am' after booking one sets its time (before: appointment under itself, refused)."
    e = Engine(RuleTrim())
    e.turn('I would like to book an appointment.')
    rec = e.turn('I would like an appointment at 10:45 am.')
    assert not any('refused' in w for w in rec.warnings), rec.warnings
    assert all(s['subtask_title'] != s['parent_node'] for s in rec.subtasks)
    assert e.state() == {'appointment': None, 'appointment/time': '10:45 am'}


@pytest.mark.parametrize('turn', ['2', '14:30.', '2024-05-03 14:00', ' 3 '])
def test_number_only_turns_are_read(turn):
    "A turn of numbers only is not refused as 'not English' (it has no language at all)."
    assert isinstance(RuleTrim().classify(turn, ''), list)


def test_non_latin_still_refused():
    "The language check still refuses a turn written in another script."
    with pytest.raises(ValueError, match='Latin-script'): RuleTrim().classify('目的地を大阪に変更してください。', '')
