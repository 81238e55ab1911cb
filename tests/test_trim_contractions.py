"A noun's contracted 'is' ('budget's 400 tops') is a statement; a possessive or a contracted 'has' is not."
import pytest
from spatial_memory.tasks.rule_trim import RuleTrim, contracted_is
from spatial_memory.tasks.engine import Engine

MEM = 'washing machine'
def said(turn, mem=MEM):
    return [(s.intent, s.subtask_title, s.to) for s in RuleTrim().classify(turn, mem)]

@pytest.mark.parametrize('turn, slot, value', [
    ("Budget's 400 tops.", 'budget', '400 tops'),
    ("Delivery's 7 to 10 working days.", 'delivery', '7 to 10 working days'),
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

@pytest.mark.parametrize('text', ["John's flight at 6", "James's party at 3", "Mum's at 4", "McDonald's at 6",
                                  "Gran's £20 for the cake", "Mum's 70 next week", "Here's the address: 12 High St",
                                  "Tom's number 07700 900123", "Let's go with 3pm", "Mum's told me",
                                  "The children's party", "She's got to go", "Our club's layout got in"])
def test_contracted_is_keeps_possessives_and_has(text):
    "Whose thing it is, or a contracted 'has': left as it was (review of session 9)."
    assert contracted_is(text) == text

@pytest.mark.parametrize('text', ["Budget's 400 tops", "Framing's another 45", "Pick-up's at 3",
                                  "Code's X25 when I call"])
def test_contracted_is_spells_out_is_before_a_value(text):
    assert contracted_is(text) == text.replace("'s ", ' is ', 1)

@pytest.mark.parametrize('turn', ['Mum has a £5 note.', 'Each has a £5 fee.', 'Everyone wants £10 back.',
                                  'Kids have it free, adults £10.', 'Saturday has a £10 entry fee.'])
def test_people_days_and_quantifiers_are_no_firm(turn):
    assert not any(s[1] in ('shop', 'company') for s in said(turn, 'party'))

def test_a_day_with_a_price_does_not_overwrite_the_quote():
    "Before the review: 'Monday has a £50 call-out surcharge' made Monday the shop and the price £50."
    e = Engine(RuleTrim())
    for t in ('We need a new back fence.', 'Green Acre Fencing quoted £780.', 'Monday has a £50 call-out surcharge.'):
        e.turn(t)
    assert e.state()['back fence/price'] == '£780' and e.state()['back fence/company'] == 'Green Acre Fencing'

def test_a_bare_hour_held_is_still_a_time():
    "'The pickup is at 10', then 'pickup at 11' updates the pickup (before the review: a second slot, time)."
    e = Engine(RuleTrim())
    for t in ('I need a taxi to the airport.', 'The pickup is at 10.', 'Actually, pickup at 11.'): e.turn(t)
    assert {k: v for k, v in e.state().items() if '/' in k} == {'taxi/pickup': '11'}
