"A new value with an aside ('make it 6, they'll want more'), a choice of a count ('let's go for ten'), number words."
import pytest
from spatial_memory.tasks.english import clauses
from spatial_memory.tasks.rule_trim import RuleTrim

MEM = 'bowls\nbowls/number = 4\nbowls/glaze = blue'
def said(turn, mem=MEM):
    return [(s.intent, s.subtask_title, s.from_, s.to) for s in RuleTrim().classify(turn, mem)]

@pytest.mark.parametrize('turn', ["Nah, make it 6, they'll want more.", "Make it 6, she's got guests.",
                                  "Let's go for 6.", 'Six, not four.', 'Nope, 6, not 4.'])
def test_the_new_count_is_read(turn):
    "Before: nothing, or the aside read as the value ('6, they'll want more')."
    [(intent, slot, old, new)] = said(turn)
    assert (intent, slot, old, new.lower()) in [('update', 'number', '4', '6'), ('update', 'number', '4', 'six')]

def test_an_aside_with_its_own_subject_is_its_own_clause():
    assert clauses("Make it 6, they'll want more.") == ['Make it 6', "they'll want more."]
    assert clauses("Move it to the 16th, we're away on the 9th.") == ["Move it to the 16th, we're away on the 9th."]

@pytest.mark.parametrize('turn', ["Let's go for a walk.", 'Go with the flow.'])
def test_going_for_something_that_is_no_value_changes_nothing(turn):
    assert not any(s[0] == 'update' for s in said(turn))

@pytest.mark.parametrize('turn, new', [("They've moved it to 7.45.", '7.45'),
                                       ('Hollis has moved it to 10.15.', '10.15'),
                                       ("They've put it on Saturday.", 'Saturday')])
def test_what_someone_else_changed_is_an_update(turn, new):
    "Before: nothing (a change said of others, not asked for)."
    mem = 'darts\ndarts/time = 8\ndarts/day = Friday'
    assert [(i, n) for i, _, _, n in said(turn, mem)] == [('update', new)]
