"A noun's contracted 'is' ('budget's 400 tops') is a statement; a possessive or a contracted 'has' is not."
import pytest
from spatial_memory.tasks.rule_trim import RuleTrim

MEM = 'washing machine'
def said(turn, mem=MEM):
    return [(s.intent, s.subtask_title, s.to) for s in RuleTrim().classify(turn, mem)]

@pytest.mark.parametrize('turn, slot, value', [
    ("Budget's 400 tops.", 'budget', '400 tops'), ("Delivery's 7 to 10 working days.", 'delivery', '7 to 10 working days'),
    ("Code's SMITHJONES25 when I call.", 'code', 'SMITHJONES25 when I call'), ("Target's 250.", 'target', '250')])
def test_a_contracted_is_states_a_slot(turn, slot, value):
    "Before: these emitted nothing."
    assert said(turn) == [('new', slot, value)]

@pytest.mark.parametrize('turn', ["Mum's picked the spot by the pond.", "The artist's name is Juno.",
                                  "Our club's layout got accepted.", "The dog's going to hate the noise."])
def test_possessives_and_has_are_not_read_as_is(turn):
    assert not any(s[1] in ('mum', 'artist', 'our club', 'club', 'dog') for s in said(turn))

def test_a_time_by_its_place_does_not_go_to_a_count():
    "'at 10' after 'each one is 45 minutes' is a time, not a new duration."
    assert ('new', 'time', '10') in said('Saturday, at 10.', 'golf lessons\ngolf lessons/duration = 45 minutes')
