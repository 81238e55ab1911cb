"A correction that names the old value ('7.45, not 8', 'that's 420 rather than 310') updates the slot holding it."
import pytest
from spatial_memory.tasks.rule_trim import RuleTrim

MEM = 'hire\nhire/price = £310\nhire/time = 8\nhire/plot = 14\nhire/date = the 20th\nhire/tofu'
def said(turn):
    return [(s.intent, s.op, s.subtask_title, s.from_, s.to) for s in RuleTrim().classify(turn, MEM)]

@pytest.mark.parametrize('turn, slot, old, new', [
    ('7.45, not 8.', 'time', '8', '7.45'), ('Not 8, 7.45.', 'time', '8', '7.45'),
    ('The plot is 41, not 14.', 'plot', '14', '41'), ("That's 420 rather than 310.", 'price', '£310', '420'),
    ('Make it 7.45 instead of 8.', 'time', '8', '7.45'), ('The 27th, not the 20th.', 'date', 'the 20th', '27th')])
def test_a_correction_by_the_old_value_updates_its_slot(turn, slot, old, new):
    "Before: the slot holding a number was renamed ('time' became '7.45'), or nothing changed."
    assert said(turn) == [('update', 'update', slot, old, new)]

def test_a_correction_by_an_item_still_replaces_the_item():
    assert said('Chicken, not tofu.') == [('update', 'replace', 'tofu', 'tofu', 'chicken')]
