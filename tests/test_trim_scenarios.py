"TRIM classifiers, scenario files and the judge: held-out turns, failures that leave memory untouched, file errors, fuzzing."
import json, re
import networkx as nx
import pytest
from hypothesis import given, settings, HealthCheck, strategies as st

from spatial_memory.tasks.subtask import Subtask, SubtaskError
from spatial_memory.tasks.rule_trim import RuleTrim, MemoryIndex
from spatial_memory.tasks.llm_trim import LLMTrim, ANSWER_SCHEMA
from spatial_memory.tasks.ablations import RandomTrim, OracleTrim, GoldError, make_trim
from spatial_memory.llm import ScriptedClient, SchemaViolation
from spatial_memory.tasks.engine import Engine, TurnRecord
from spatial_memory.tasks.scenarios import (load_scenario, validate_scenario, list_scenarios, run_scenario, format_table, judge,
                                      hallucination_details, ScenarioError, CASE_STUDIES, SCRIPTS, HELD_OUT)

# ---------------------------------------------------------------- RuleTrim on turns outside the scripts
# (text, memory view, expected [(intent, op, title, to)]) -- domains and wording that the five scripts do not use
HELD_OUT_TURNS = [
    ('Book a table for four at 8 PM at Luigi.', '',
     [('new', 'add', 'table', None), ('new', 'add', 'time', '8 PM'), ('new', 'add', 'guests', '4')]),
    ('Actually, make it 9 PM.', 'table\ntable/time = 8 PM\ntable/guests = 4',
     [('update', 'update', 'time', '9 PM')]),
    ("Didn't I book it for five people?", 'table\ntable/time = 8 PM\ntable/guests = 4',
     [('check', 'check', None, None)]),
    ('Please add bread, cheese and two bottles of water to the shopping list.', '',
     [('new', 'add', 'shopping list', None), ('new', 'add', 'bread', None), ('new', 'add', 'cheese', None), ('new', 'add', 'bottles of water', None)]),
    ('Remove the cheese.', 'shopping list\nshopping list/bread = bread\nshopping list/cheese = cheese',
     [('update', 'delete', 'cheese', None)]),
    ('Oh wait, keep the cheese after all.', 'shopping list\nshopping list/bread = bread\n(deleted: cheese)',
     [('update', 'add', 'cheese', None)]),
    ('No butter, use olive oil instead.', 'cake\ncake/butter = butter\ncake/flour = flour',
     [('update', 'replace', 'butter', 'olive oil')]),
    ('Revert the color to blue.', 'poster\nposter/color = red',
     [('update', 'rollback', 'color', 'blue')]),
    ('My phone number is 555-0199.', 'profile\nprofile/name = Kim',
     [('new', 'add', 'phone number', '555-0199')]),
    ('Sorry, my name is Kim Park.', 'profile\nprofile/name = Kim',
     [('update', 'update', 'name', 'Kim Park')]),
    ('What is on my shopping list?', 'shopping list\nshopping list/bread = bread',
     [('check', 'check', 'shopping list', None)]),
    ('I believe the deadline was Friday, right?', 'report\nreport/deadline = Monday',
     [('check', 'check', 'deadline', 'Friday')]),
    ('Could you change the deadline to Thursday?', 'report\nreport/deadline = Monday',
     [('update', 'update', 'deadline', 'Thursday')]),
    ('Swap the rice for quinoa in the salad.', 'salad\nsalad/rice = rice\nbowl\nbowl/rice = rice',
     [('update', 'replace', 'rice', 'quinoa')]),
]

@pytest.mark.parametrize('text,view,expected', HELD_OUT_TURNS, ids=[t[0][:30] for t in HELD_OUT_TURNS])
def test_ruletrim_held_out_turns(text, view, expected):
    got = RuleTrim().classify(text, view)
    assert [(s.intent, s.op) for s in got] == [(e[0], e[1]) for e in expected], [s.to_json() for s in got]
    for s, (_, _, title, to) in zip(got, expected):
        if title is not None: assert s.subtask_title == title, s
        if to is not None: assert s.to == to, s

def test_ruletrim_checks_never_store_a_value():
    "Questions and beliefs, whatever they assert, are checks."
    view = 'trip\ntrip/start = Chicago\ntrip/date = June 10th'
    for q in ["Wasn't I leaving from Denver?", 'I think the date was June 12th.', 'Did I say Denver?', 'Is the start Denver?']:
        assert {s.intent for s in RuleTrim().classify(q, view)} == {'check'}, q

def test_ruletrim_rejects_unreadable_input_with_valueerror():
    for bad in ['', '   ', 'x' * 4001, '目的地を大阪に変更してください。', None, 42]:
        with pytest.raises(ValueError): RuleTrim().classify(bad)

# ---------------------------------------------------------------- LLMTrim: schema violations are recorded failures, memory untouched
GOOD = {'subtasks': [{'intent_type': 'new', 'subtask_title': 'start', 'parent_node': 'trip', 'dependency_nodes': [], 'to': 'Chicago'}]}
BAD_OP = {'subtasks': [{'intent_type': 'check', 'subtask_title': 'start', 'parent_node': 'trip', 'dependency_nodes': [], 'op': 'delete'}]}

@pytest.mark.parametrize('replies', [[BAD_OP, BAD_OP], ['not json', 'still not json'], [{'subtasks': 'x'}, {'answer': []}],
                                     [{'subtasks': [{'intent_type': 'new'}]}, BAD_OP]])
def test_schema_violation_is_a_recorded_failure_and_memory_is_untouched(replies):
    eng = Engine(OracleTrim([('start: I will depart from Chicago.', GOOD['subtasks'])]))
    eng.turn('start: I will depart from Chicago.')
    before, head, n = eng.forest.state(), eng.forest.vg.head, len(eng.forest.vg.commits)
    eng.trim = LLMTrim(ScriptedClient(list(replies)))
    rec = eng.turn('start: actually I leave from Denver.')
    assert eng.forest.state() == before and eng.forest.vg.head == head and len(eng.forest.vg.commits) == n
    assert len(eng.trim.failures) == 1 and rec.warnings and rec.operations == []
    with pytest.raises(SchemaViolation): LLMTrim(ScriptedClient(list(replies))).classify('x y', '')

def test_llmtrim_accepts_a_valid_answer_after_one_correction():
    lt = LLMTrim(ScriptedClient(['Sure, here you go!', GOOD]))
    got = lt.classify('start: I will depart from Chicago.', '')
    assert got[0].to == 'Chicago' and lt.failures == [] and lt.results[0].corrections == 1

# ---------------------------------------------------------------- RandomTrim, OracleTrim, make_trim
def test_randomtrim_is_reproducible_and_keeps_the_decomposition():
    t = 'Add bread, cheese and milk to the shopping list.'
    a, b = RandomTrim(seed=7).classify(t), RandomTrim(seed=7).classify(t)
    assert [s.to_json() for s in a] == [s.to_json() for s in b]
    assert [s.subtask_title for s in a] == [s.subtask_title for s in RuleTrim().classify(t)]

@pytest.mark.parametrize('name', SCRIPTS)
def test_oracle_gold_reproduces_every_gold_state(name):
    "The gold subtasks, applied by the engine, give exactly the gold states (the gold is self-consistent)."
    r = run_scenario(name, trim='oracle')
    assert r['summary']['state_errors'] == 0, [(v['turn'], v['state_errors']) for v in r['turns'] if v['state_errors']]
    assert r['summary']['confusions'] == 0 and r['summary']['hallucinations'] == 0

def test_oracle_serves_each_gold_entry_once_then_raises():
    "A repeated turn text gets its gold entries in order; one call more is a GoldError naming the turn, not a reuse."
    first, second = GOOD['subtasks'], [dict(GOOD['subtasks'][0], to='Denver')]
    o = OracleTrim([('start: Chicago.', first), ('start: Chicago.', second)])
    assert [s.to for s in o.classify('start: Chicago.')] == ['Chicago']
    assert [s.to for s in o.classify('start: Chicago.')] == ['Denver']
    with pytest.raises(GoldError, match=r"gold ran out .*'start: Chicago\.'") as e: o.classify('start: Chicago.')
    assert isinstance(e.value, ValueError) and e.value.turn == 'start: Chicago.'
    with pytest.raises(GoldError, match='no gold subtasks'): o.classify('start: Boston.')

def test_make_trim_names():
    with pytest.raises(ValueError, match='unknown trim'): make_trim('bogus')

# ---------------------------------------------------------------- scenario files: errors name the file and the field
def _write(tmp_path, d, name='mine.json'):
    p = tmp_path / name; p.write_text(d if isinstance(d, str) else json.dumps(d)); return p

def _good():
    return {'name': 'mine', 'kind': 'user', 'turns': [{'text': 'Add milk to my list.', 'gold': {'intents': ['new'], 'state': {'list': None, 'list/milk': None}}}]}

@pytest.mark.parametrize('mutate,field', [
    (lambda d: d.pop('turns'), 'turns'),
    (lambda d: d.update(kind='novel'), 'kind'),
    (lambda d: d.update(colour='red'), 'colour'),
    (lambda d: d['turns'][0].update(text=''), 'turns[0].text'),
    (lambda d: d['turns'][0].pop('gold'), 'turns[0].gold'),
    (lambda d: d['turns'][0]['gold'].update(intents=['maybe']), 'turns[0].gold.intents[0]'),
    (lambda d: d['turns'][0]['gold'].pop('state'), 'turns[0].gold.state'),
    (lambda d: d['turns'][0]['gold'].update(state={'list/milk': 3}), "turns[0].gold.state['list/milk']"),
    (lambda d: d['turns'][0]['gold'].update(facts='milk'), 'turns[0].gold.facts'),
    (lambda d: d['turns'][0]['gold'].update(false_claims=['(unclosed']), 'turns[0].gold.false_claims[0]'),
    (lambda d: d['turns'][0]['gold'].update(subtasks=[{'intent_type': 'new', 'subtask_title': 'milk', 'op': 'fly'}]), 'turns[0].gold.subtasks[0].op'),
    (lambda d: d['turns'][0].update(scored='yes'), 'turns[0].scored'),
])
def test_scenario_errors_name_file_and_field(tmp_path, mutate, field):
    d = _good(); mutate(d)
    with pytest.raises(ScenarioError) as e: load_scenario(str(_write(tmp_path, d)))
    assert str(e.value).startswith('mine.json: ') and field in str(e.value), str(e.value)
    assert isinstance(e.value, ValueError)

def test_bad_json_names_line_and_column(tmp_path):
    with pytest.raises(ScenarioError, match=r'mine.json: not valid JSON: .*\(line 2, column \d+\)'): load_scenario(str(_write(tmp_path, '{"name": "x",\n "turns": [,]}')))

def test_a_user_scenario_runs(tmp_path):
    r = run_scenario(str(_write(tmp_path, _good())))
    assert r['summary']['confusions'] == 0 and r['summary']['consistent'] is True
    assert len(format_table(r).splitlines()) == 2 + 1 + 1

def test_all_shipped_scenarios_validate():
    names = list_scenarios()
    assert set(SCRIPTS) | set(HELD_OUT) <= set(names)
    assert sum(t['scored'] for n in CASE_STUDIES for t in load_scenario(n)['turns']) == 27

# ---------------------------------------------------------------- the judge
def test_hallucination_rules():
    g = {'facts': ['trip/start=Chicago'], 'contradicts': ['Boston']}
    hd = lambda a: hallucination_details(a, g, {'trip/start': ['Chicago']})
    assert not hd('There is no record of start being Boston; the start is Chicago.')['hallucination']
    assert hd('Your start is Boston.')['hallucination']                     # contradicted, and Chicago omitted
    assert hd('Start: Chicago. Flight from Boston.')['contradicted']        # asserted without a cue
    assert hd('Noted.')['omitted'] == ['Chicago']

def test_judge_counts_a_wrong_change_once():
    sc = validate_scenario({'name': 's', 'turns': [
        {'text': 'a', 'gold': {'intents': ['new'], 'state': {'t': None, 't/x': '1'}}},
        {'text': 'b', 'gold': {'intents': ['update'], 'state': {'t': None, 't/x': '2'}}},
        {'text': 'c', 'gold': {'intents': ['check'], 'state': {'t': None, 't/x': '2'}}}]})
    recs = [TurnRecord(n, t, [{'intent_type': i}], prompt_tokens=1) for n, (t, i) in enumerate(zip('abc', ('new', 'update', 'check')), 1)]
    states = [{'t': None, 't/x': '1'}, {'t': None, 't/x': '1'}, {'t': None, 't/x': '1'}]   # the update at turn 2 was lost
    s = judge(sc, recs, states)['summary']
    assert (s['confusions'], s['state_errors'], s['final_state_ok'], s['consistent']) == (1, 2, False, False)

def test_flat_baseline_is_not_judged_offline():
    s = run_scenario('cooking', baseline='flat')['summary']
    assert s['confusions'] is None and s['hallucinations'] is None and s['consistent'] is None and s['prompt_tokens'] > 0

def test_case_study_targets():
    "TME with RuleTrim: 0 hallucinations, 0 confusions, 4/4 consistent over the 27 scored turns; >= 40% fewer tokens than Flat."
    runs = [run_scenario(n) for n in CASE_STUDIES]
    assert sum(r['summary']['hallucinations'] for r in runs) == 0
    assert sum(r['summary']['confusions'] for r in runs) == 0
    assert all(r['summary']['consistent'] for r in runs)
    tme = sum(run_scenario(n)['summary']['prompt_tokens'] for n in SCRIPTS)
    flat = sum(run_scenario(n, baseline='flat')['summary']['prompt_tokens'] for n in SCRIPTS)
    assert tme <= 0.6 * flat, (tme, flat)

# ---------------------------------------------------------------- fuzzing RuleTrim (alone and in the engine)
WORDS = ("add remove keep the a to my cart celery use instead of no actually sorry go back change it make that split into "
         "two parts single reset just only and , . ? ! : — 2 PM June 10th Seattle wasn't I did I think can you please my "
         "name is set destination to for soup (black and clear) – ' \" ; then also list all").split()
turns = st.one_of(st.text(max_size=300), st.lists(st.sampled_from(WORDS + ['', ' ', '\n']), max_size=30).map(' '.join))
views = st.sampled_from(['', 'cart\ncart/charger = charger\n(deleted: clear case)', 'trip\ntrip/destination = Seattle\ntrip/date = June 10th',
                         'soup\nsoup/mushrooms = mushrooms\ndumplings\ndumplings/mushrooms = mushrooms', '(inactive: part 1)', 'a/b/c = d = e', '/ = /'])

@settings(max_examples=400, deadline=None, suppress_health_check=list(HealthCheck))
@given(turns, views)
def test_fuzz_ruletrim_only_valueerror_and_valid_subtasks(text, view):
    try: out = RuleTrim().classify(text, view)
    except ValueError as e:
        assert str(e)
        return
    for s in out: assert Subtask.from_json(s.to_json()) == s

@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(turns, min_size=1, max_size=8))
def test_fuzz_engine_with_ruletrim_never_corrupts_memory(session):
    eng = Engine(RuleTrim())
    for t in ['Add bread and cheese to my shopping list.', 'My name is Kim.'] + session:
        before = eng.forest.state()
        rejected = False
        try: RuleTrim().classify(t, eng.view())
        except ValueError: rejected = True
        rec = eng.turn(t)
        if rejected: assert eng.forest.state() == before, rec
        assert nx.is_directed_acyclic_graph(eng.forest.graph)
        assert eng.forest.vg.head == len(eng.forest.vg.commits) - 1 and eng.forest.vg.staged == []
        assert all(a['status'] in ('active', 'inactive', 'deleted') for _, a in eng.forest.graph.nodes(data=True))
        json.dumps(rec.to_dict())

def test_a_file_named_like_a_scenario_does_not_shadow_it(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path); (tmp_path / 'cooking').mkdir()
    assert load_scenario('cooking')['turns']                    # the shipped scenario, not the directory

def test_unreadable_scenario_names_the_file(tmp_path):
    p = tmp_path / 'bytes.json'; p.write_bytes(b'\xff\xfe{}')
    with pytest.raises(ScenarioError, match='bytes.json: not UTF-8'): load_scenario(str(p))

def test_missing_key_stops_the_run_instead_of_scoring_failures(monkeypatch, capsys):
    from spatial_memory.config import reset_settings
    from spatial_memory.llm import LLMConfigError
    from spatial_memory import cli
    monkeypatch.setenv('SPATIAL_MEMORY_LLM_PROVIDER', 'openai'); monkeypatch.delenv('OPENAI_API_KEY', raising=False)
    reset_settings()
    try:
        with pytest.raises(LLMConfigError, match='OPENAI_API_KEY'): run_scenario('cooking', trim='llm')
        assert cli.main(['tme', 'cooking', '--trim', 'llm']) == 2
        assert 'OPENAI_API_KEY' in capsys.readouterr().err
    finally: reset_settings()
