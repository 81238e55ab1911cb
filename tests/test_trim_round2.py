"Issue 14, round 2: phrasal and clause-subject openers, time ranges as one value, slots named by kind, a second task."
import pytest
from spatial_memory.tasks.engine import Engine
from spatial_memory.tasks.rule_trim import RuleTrim, kind_slot
from spatial_memory.tasks.english import typed_values

def run(*turns):
    e = Engine(RuleTrim()); [e.turn(t) for t in turns]
    return e.state()

@pytest.mark.parametrize('turn,root', [("I'm signing my niece up for tennis lessons on Mondays.", 'tennis lessons'),
                                       ("We're looking for a cat sitter next weekend.", 'cat sitter'),
                                       ("I want to get my watch repaired before Friday.", 'watch'),
                                       ("The heating is broken, so I need a technician tomorrow.", 'technician'),
                                       ("My printer is jammed and I need a repair shop.", 'repair shop')])
def test_openers_name_the_task_not_the_particle_or_the_circumstance(turn, root):
    assert root in run(turn)

@pytest.mark.parametrize('s,v', [('anytime between 2 and 6 pm', 'between 2 and 6 pm'), ('open 9 am to noon', '9 am to noon'),
                                 ('it runs from 7 to 8 pm', '7 to 8 pm')])
def test_a_time_range_is_one_value(s, v):
    assert typed_values(s) == [('time', v)]

def test_a_move_from_one_time_to_another_is_two_times():
    assert typed_values('move it from 2 pm to 4 pm') == [('time', '2 pm'), ('time', '4 pm')]

def test_slots_are_named_by_the_kind_of_their_value():
    assert [kind_slot(v) for v in ('Friday', 'May 2', '5 pm', '$30', 'Ms. Ruiz', 'blue')] == \
           ['day', 'date', 'time', 'price', 'name', None]
    st = run("I need a piano mover on Friday.", "It costs $200.", "They can come between 1 and 3 pm.")
    assert st['piano mover/price'] == '$200' and st['piano mover/time'] == 'between 1 and 3 pm'

def test_a_second_task_beside_the_first_and_a_revision_of_the_first():
    st = run("I'd like to book a cooking class on Sunday.", "The class starts at 5 pm.",
             "Separately, I have to buy a new apron.", "Change the time to 6 pm.")
    assert 'new apron' in st or 'apron' in st
    assert st['cooking class/time'] == '6 pm'      # the older task's slot (naming the older task itself: not yet)
