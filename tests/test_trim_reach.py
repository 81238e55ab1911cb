"bench/trim_reach.py: a gold change is within reach when its task, slot name and value can be picked, not known."
import json, pathlib, sys
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / 'bench'))
from trim_reach import out_of_reach, reach, slot_names

S = 'bike repair|bike'
def test_each_part_of_a_change():
    said = 'The bike needs a repair, £40 at Spokes.'
    assert out_of_reach(f'{S}/price|cost', ('set', ['£40', '40']), {}, said, set()) == set()      # the value's kind
    assert out_of_reach(f'{S}/shop|where', ('set', 'Spokes'), {}, said, set()) == {'slot'}          # no word, no vocab
    assert out_of_reach(f'{S}/shop|where', ('set', 'Spokes'), {}, said, {'where'}) == set()       # a known name
    assert out_of_reach(f'{S}/frame|colour', ('set', 'red'), {}, said, set()) == {'slot', 'value'}
    assert out_of_reach('wheel truing|truing', ('set', None), {}, said, set()) == {'task'}
    held = {S: None, f'{S}/price|cost': '£40'}
    assert out_of_reach(f'{S}/price|cost', ('del',), held, 'Forget the price.', set()) == set()       # a removal

def test_a_folder(tmp_path):
    turns = [dict(text='The bike needs a repair, £40.', scored=True,
                  gold=dict(intents=['new'], state={S: None, f'{S}/price|cost': '£40'})),
             dict(text="It's red.", scored=True,
                  gold=dict(intents=['new'], state={S: None, f'{S}/price|cost': '£40', f'{S}/frame colour': 'red'}))]
    (tmp_path / 'a.json').write_text(json.dumps(dict(name='a', kind='held_out', turns=turns)))
    assert slot_names(tmp_path) == {'price': 1, 'cost': 1, 'frame colour': 1}
    n = reach(tmp_path, set())
    assert (n['turns'], n['out of reach'], n['slot'], n['value'], n['task']) == (2, 1, 1, 0, 0)
