"""A value that names nothing (':', '—') never breaks memory: found by heldout_trim16's first run, where
LearnedTrim set an item of the website task to ':' and every later turn raised ForestError from memory_view."""
import pytest
from hypothesis import given, settings, strategies as st
from spatial_memory.tasks.forest import TaskForest
from spatial_memory.tasks.engine import Engine
from spatial_memory.tasks.subtask import Subtask

@settings(max_examples=60, deadline=None)
@given(st.text(alphabet=':;,.!?—-–()[]"\' ', min_size=1, max_size=4))
def test_an_item_updated_to_punctuation_keeps_its_name_and_the_view(mark):
    f = TaskForest()
    f.add('dad'); f.add('caved', 'caved', parent='dad')
    f.update('caved', mark, turn=1)
    view = f.memory_view()                           # before: ForestError 'a subtask title must be a non-empty string'
    assert 'dad/caved' in dict(view.entries) and f.label('caved') == 'caved'

class Scripted:
    "A TRIM that says what it is told, turn by turn."
    def __init__(self, *turns): self.turns = list(turns)
    def classify(self, turn, memory_view=None): return [Subtask.from_json(d) for d in self.turns.pop(0)]

def test_the_engine_goes_on_after_a_value_that_names_nothing():
    e = Engine(Scripted([dict(intent_type='new', subtask_title='website', parent_node=None, dependency_nodes=[]),
                         dict(intent_type='new', subtask_title='pages', parent_node='website', dependency_nodes=[],
                              to='pages')],
                        [dict(intent_type='update', subtask_title='pages', parent_node='website', dependency_nodes=[],
                              op='update', **{'from': 'pages'}, to=':')],
                        [dict(intent_type='new', subtask_title='price', parent_node='website', dependency_nodes=[],
                              to='$16')]))
    recs = [e.turn(t) for t in ('I need a website.', 'Change the pages.', "It's $16.")]
    assert any("':' names nothing" in w for w in recs[1].warnings), recs[1].warnings     # refused, named, not applied
    assert e.state() == {'website': None, 'website/pages': 'pages', 'website/price': '$16'}
