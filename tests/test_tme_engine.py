"""Task Memory Engine: properties over random sessions (a check never changes memory; the forest stays a well-formed DAG;
records are JSON-able; the memory view reads back from its text) and bad input (empty, very long, non-English turns, a
model answer that is not JSON)."""
import json
import networkx as nx
import pytest
from hypothesis import given, settings, strategies as st, HealthCheck

from spatial_memory.tasks.subtask import Subtask, OPS_BY_INTENT
from spatial_memory.tasks.forest import TaskForest, ForestError, STATUSES, MemoryView, is_item, slot_key
from spatial_memory.tasks.engine import Engine, FlatAgent, FedFlat, TMEFlat, TurnRecord, Arm, run_pair
from spatial_memory.llm import ScriptedClient, extract_json, NoJSON

TITLES = ['trip', 'destination', 'start', 'date', 'flight', 'soup', 'dumplings', 'celery', 'Celery ', 'cart', 'charger']
VALUES = ['Seattle', 'Chicago', 'San Francisco', 'June 10th', 'mushrooms', 'celery', 'from Chicago to Seattle', 'è', '']
PAIRS = [(i, op) for i, ops in OPS_BY_INTENT.items() for op in ops] + [('new', 'add')] * 6   # mostly adds, so memory fills up


class QueueTrim:
    "Returns the next scripted list of subtasks for each turn (a random session); keeps the memory views it was shown."
    def __init__(self, turns): self.turns, self.views = list(turns), []
    def classify(self, turn, memory_view=''):
        self.views.append(memory_view)
        return self.turns.pop(0) if self.turns else []


opt = lambda s: st.one_of(st.none(), s)

@st.composite
def subtasks(draw, check=None):
    intent, op = ('check', 'check') if check else draw(st.sampled_from([p for p in PAIRS if check is None or p[0] != 'check']))
    return Subtask(intent, draw(st.sampled_from(TITLES)), draw(opt(st.sampled_from(TITLES))),
                   draw(st.lists(st.sampled_from(TITLES), max_size=2)), from_=draw(opt(st.sampled_from(VALUES[:-1]))),
                   to=draw(opt(st.sampled_from(VALUES[:-1]))), op=op, scope=draw(st.sampled_from(['local', 'global'])))

# a session: turns that change memory (maybe with checks mixed in) and check-only turns, in random order
session = st.lists(st.one_of(st.tuples(st.just('change'), st.lists(subtasks(), max_size=3)),
                             st.tuples(st.just('check'), st.lists(subtasks(check=True), min_size=1, max_size=2))),
                   min_size=1, max_size=16)


def snapshot(f:TaskForest):
    "Everything a turn could change: head version, commit count, the graph with all attributes, the state."
    return f.vg.head, len(f.vg.commits), json.dumps(nx.node_link_data(f.graph, edges='edges'), sort_keys=True, default=repr), f.state()


def well_formed(f:TaskForest):
    g = f.graph
    assert nx.is_directed_acyclic_graph(g)
    assert f.vg.staged == []
    for u, v, d in g.edges(data=True): assert d['kind'] in ('hierarchy', 'dependency')
    for n, a in g.nodes(data=True):
        assert a['status'] in STATUSES
        assert a['history'] and a['history'][-1][0] == a['value'], (n, a)
        assert [t for _, t in a['history']] == sorted(t for _, t in a['history'])
    active = {}
    for n, a in g.nodes(data=True):
        if a['status'] == 'active': active.setdefault(f.label(n), []).append(a['value'])
    for path, value in f.state().items():
        names = path.split('/')
        assert all(x in active for x in names), (path, active)       # every name on a path is an active node
        assert value in active[names[-1]]


def legacy_view(f:TaskForest) -> str:
    "The memory view text exactly as Engine.view wrote it before MemoryView (the oracle of byte-identity)."
    g = f.graph
    lines = [f'{p} = {v}' if v is not None else p for p, v in f.state().items()]
    for status in ('deleted', 'inactive'):
        ns = [g.nodes[n]['slot'] for n in g if g.nodes[n]['status'] == status]
        if ns: lines.append(f'({status}: {", ".join(ns)})')
    now = {f.label(n) for n in g}
    old = [x for n, a in g.nodes(data=True) if a['status'] != 'deleted' and (is_item(a) or a.get('name'))
           for x in [a['slot']] + ([v for v, _ in a['history'] if isinstance(v, str) and v.strip()]
                                   if is_item(a) else [])
           if slot_key(x) not in now]     # session 11: a renamed slot's values are not old names (only an item's are)
    if old: lines.append(f'(replaced: {", ".join(dict.fromkeys(old))})')
    return '\n'.join(lines)


# ---------------------------------------------------------------- the memory view: object -> text -> object
# Names and values from the scripts plus free text. The text form has limits (MemoryView.parse): no line breaks, no ', '
# in a name or value, no ' = ' in a path; so the free text leaves out ',', '=', ':' and line breaks, and keeps spaces,
# parentheses, slashes and other punctuation.
words = st.text(alphabet='abcé XYZ-.?!()/', min_size=1, max_size=10).filter(lambda s: any(c.isalpha() for c in s))
values = st.one_of(st.none(), st.sampled_from(VALUES + ['None', 'x = y']), words)

@st.composite
def forest_ops(draw):
    "Random forest operations over a few names (so that they meet: shared, deleted, replaced nodes)."
    names = st.sampled_from(draw(st.lists(st.one_of(st.sampled_from(TITLES), words), min_size=1, max_size=5)))
    add = st.tuples(st.just('add'), names, values, st.one_of(st.none(), names), st.lists(names, max_size=2)).filter(
        lambda a: a[3] != a[1] and a[1] not in a[4])                   # not under or after itself
    op = st.one_of(add, add, add,                                      # mostly adds, so that memory fills up
        st.tuples(st.just('update'), names, values),
        st.tuples(st.just('replace'), names, st.one_of(names, words), st.one_of(st.none(), names),
                  st.sampled_from(['global', 'local'])),
        st.tuples(st.just('delete'), names), st.tuples(st.just('inactivate'), names, st.one_of(st.none(), words)),
        st.tuples(st.just('rollback'), names, values),
        st.tuples(st.just('link'), names, names, st.sampled_from(['dependency', 'hierarchy'])))
    return draw(st.lists(op, min_size=3, max_size=30))


def build_forest(ops) -> TaskForest:
    "A forest made by the operations `ops`, one turn each; refused ones leave it as it was (as the engine does)."
    f = TaskForest()
    for i, (kind, *a) in enumerate(ops):
        try:
            if kind == 'add': f.add(a[0], a[1], i, parent=a[2], dependencies=a[3])
            elif kind == 'update': f.update(a[0], a[1], i)
            elif kind == 'replace': f.replace(a[0], a[1], i, parent=a[2], scope=a[3])
            elif kind == 'delete': f.delete(a[0], i)
            elif kind == 'inactivate': f.inactivate(a[0], i, reason=a[1])
            elif kind == 'rollback': f.rollback(a[0], i, to=a[1])
            else: f.link(a[0], a[1], i, kind=a[2])
        except ForestError: f.vg.discard()
    return f


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(forest_ops())
def test_memory_view_round_trip(ops):
    "forest -> view -> text -> parse gives the same view; text -> parse -> text gives the same text; the text is today's."
    f = build_forest(ops)
    view = f.memory_view()
    text = view.to_text()
    assert text == legacy_view(f)
    assert MemoryView.parse(text) == view
    assert MemoryView.parse(text).to_text() == text
    assert bool(view) == bool(text) == bool(len(f))


def test_memory_view_filled_by_operations():
    "A few operations fill every part of a view: entries with and without values, deleted, inactive, replaced names."
    f = build_forest([('add', 'celery', 'celery', 'soup', []), ('add', 'salt', None, 'soup', []),
                      ('add', 'leek', 'leek', 'soup', []), ('delete', 'leek'), ('inactivate', 'salt', 'none left'),
                      ('replace', 'celery', 'mushrooms', None, 'global'), ('add', 'pot (big)', 'x = y', None, [])])
    v = f.memory_view()
    assert (v.deleted, v.inactive, v.replaced) == (('leek',), ('salt',), ('celery',))
    assert ('pot (big)', 'x = y') in v.entries and ('soup', None) in v.entries
    assert MemoryView.parse(v.to_text()) == v and Engine(QueueTrim([]), forest=f).view() == v


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(session)
def test_check_never_changes_memory(turns):
    e = Engine(QueueTrim([subs for _, subs in turns]))
    for kind, subs in turns:
        before, shown = snapshot(e.forest), legacy_view(e.forest)
        rec = e.turn('a user turn')
        assert e.trim.views[-1].to_text() == shown       # TRIM gets the view whose text is what it read before
        if kind == 'check':
            assert snapshot(e.forest) == before, rec
            assert rec.operations == []
        well_formed(e.forest)
        assert isinstance(rec, TurnRecord) and json.loads(json.dumps(rec.to_dict())) == rec.to_dict()
        assert rec.prompt_tokens > 0 and isinstance(rec.response, str) and rec.response


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(session)
def test_history_only_grows(turns):
    "Without a failed turn, every node's history at the end extends its history at any earlier turn."
    e = Engine(QueueTrim([subs for _, subs in turns]))
    seen = {}
    for _ in turns:
        e.turn('a user turn')
        for n, a in e.forest.graph.nodes(data=True):
            old = seen.get(n, ())
            assert tuple(a['history'][:len(old)]) == tuple(old)
            seen[n] = tuple(a['history'])


@settings(max_examples=60, deadline=None)
@given(session)
def test_baselines_never_crash(turns):
    subs = [s for _, s in turns]
    tf = TMEFlat(QueueTrim(subs))
    recs = []
    for _ in turns:
        table = '\n'.join(f'{t}/{s} = {v}' if t else f'{s} = {v}' for (t, s), v in tf.slots.items())
        recs.append(tf.turn('a user turn'))
        assert tf.trim.views[-1].to_text() == table and recs[-1].context == (tf.view().to_text() or '(empty)')
    assert all(json.loads(json.dumps(r.to_dict())) == r.to_dict() for r in recs)
    tme, flat = run_pair(Engine(QueueTrim(subs)), ['turn %d' % i for i in range(len(turns))])
    assert [r.response for r in tme] == [r.response for r in flat]
    assert [r.prompt_tokens for r in flat] == sorted(r.prompt_tokens for r in flat)   # flat prompts only grow


def test_arms_share_one_interface():
    "Engine, TMEFlat, FlatAgent and FedFlat are Arms; each keeps the assistant's message on its record."
    subs = [[Subtask('new', 'trip', None)], [Subtask('new', 'destination', 'trip', to='Seattle')]]
    arms = [Engine(QueueTrim(subs)), TMEFlat(QueueTrim(subs)), FlatAgent(), FedFlat(Engine(QueueTrim(subs)))]
    for arm in arms:
        assert isinstance(arm, Arm)
        first, second = arm.turn('plan a trip'), arm.turn('to Seattle', assistant='Started the task trip.')
        assert (first.assistant, second.assistant, second.turn) == (None, 'Started the task trip.', 2)
        assert 'assistant' not in first.to_dict() and second.to_dict()['assistant'] == 'Started the task trip.'
    assert arms[0].state() == {'trip': None, 'trip/destination': 'Seattle'} == arms[1].state()
    assert arms[2].state() == arms[3].state() == {}
    assert arms[3].source_records[1].response == 'Noted: destination is Seattle.'


@settings(max_examples=80, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(TITLES), st.sampled_from(TITLES)), max_size=25))
def test_link_keeps_forest_acyclic(pairs):
    f = TaskForest()
    for t in TITLES: f.add(t, t, 0)
    for i, (a, b) in enumerate(pairs):
        n = len(f.vg.commits)
        try: f.link(a, b, i + 1)
        except ForestError as err:
            assert len(f.vg.commits) == n and f.vg.staged == [] and 'refused' in str(err)
        assert nx.is_directed_acyclic_graph(f.graph)


# ---------------------------------------------------------------- bad input
class ModelTrim:
    "A classifier that reads a (scripted) model reply as JSON subtasks, like LLMTrim does."
    def __init__(self, replies): self.client = ScriptedClient(replies)
    def classify(self, turn, memory_view=''):
        data, _ = extract_json(self.client.complete([dict(role='user', content=turn)]).text)
        return [Subtask.from_json(d, source='model answer') for d in data]


def primed(trim):
    e = Engine(QueueTrim([[Subtask('new', 'trip', None)], [Subtask('new', 'destination', 'trip', to='Seattle')],
                          [Subtask('new', 'start', 'trip', to='Chicago')]]))
    for t in ('trip', 'destination Seattle', 'start Chicago'): e.turn(t)
    e.trim = trim
    return e


@pytest.mark.parametrize('text', ['', '   \n\t', 'x' * 10_000, '目的地を大阪に変更してください。', 'Ändere das Ziel auf München!', None, 42])
def test_bad_turns_leave_memory_alone(text):
    e = primed(QueueTrim([]))
    before = snapshot(e.forest)
    rec = e.turn(text)
    assert snapshot(e.forest) == before
    assert rec.response and json.loads(json.dumps(rec.to_dict())) == rec.to_dict()
    if not isinstance(text, str) or not text.strip(): assert rec.warnings


@pytest.mark.parametrize('reply', ['Sure! I will change the destination to Denver.', '{"intent_type": "update", "subtask_title": ',
                                   '[{"intent_type": "teleport", "subtask_title": "destination"}]', '[{"foo": 1}]'])
def test_model_answer_not_json_or_invalid(reply):
    e = primed(ModelTrim([reply]))
    before = snapshot(e.forest)
    rec = e.turn('destination: change it to Denver')
    assert snapshot(e.forest) == before
    assert rec.warnings and 'classifier failed' in rec.warnings[0] and 'memory unchanged' in rec.warnings[0]
    assert rec.subtasks == [] and rec.operations == []


def test_no_json_is_reported_by_type():
    e = primed(ModelTrim(['no JSON here at all']))
    assert 'NoJSON' in e.turn('destination: Denver').warnings[0]


def test_llm_trim_non_json(tmp_path):
    "TME-B's LLMTrim through the engine: a prose answer leaves memory alone."
    from spatial_memory.tasks.llm_trim import LLMTrim
    e = primed(LLMTrim(ScriptedClient(['I think you want Denver.'] * 4)))
    before = snapshot(e.forest)
    rec = e.turn('destination: change it to Denver')
    assert snapshot(e.forest) == before and rec.warnings


def test_value_too_long_is_cut():
    e = primed(QueueTrim([[Subtask('new', 'notes', 'trip', to='y' * 5000)]]))
    rec = e.turn('notes: ' + 'y' * 5000)
    assert len(e.forest.node('notes').value) <= 300 and any('characters' in w for w in rec.warnings)


def test_long_random_sessions():
    "Seeded long sessions (hypothesis shrinks towards short ones): the same properties over 40 x 60 turns."
    import random
    rng = random.Random(7)
    def sub(check):
        intent, op = ('check', 'check') if check else rng.choice(PAIRS)
        pick = lambda xs: rng.choice(xs + [None])
        return Subtask(intent, rng.choice(TITLES), pick(TITLES), rng.sample(TITLES, rng.randint(0, 2)), from_=pick(VALUES[:-1]),
                       to=pick(VALUES[:-1]), op=op, scope=rng.choice(['local', 'global']))
    grown = 0
    for _ in range(40):
        turns = [(c, [sub(c) for _ in range(rng.randint(1, 3))]) for c in (rng.random() < 0.3 for _ in range(60))]
        e = Engine(QueueTrim([s for _, s in turns]))
        for check, _ in turns:
            before = snapshot(e.forest)
            e.turn('a user turn')
            if check: assert snapshot(e.forest) == before
        well_formed(e.forest)
        again = TaskForest.from_dict(json.loads(json.dumps(e.forest.to_dict())))     # the history survives a save
        assert again.state() == e.forest.state() and len(again.vg.commits) == len(e.forest.vg.commits)
        grown += len(e.forest.state())
    assert grown > 40 * 4   # the sessions really filled memory


def test_names_and_keys_after_a_replacement():
    "celery -> mushrooms everywhere, celery bought again, then mushrooms -> leek: each operation reaches the right node."
    S = Subtask
    e = Engine(QueueTrim([[S('new', 'celery', 'soup'), S('new', 'celery', 'stew')],
                          [S('update', 'celery', None, from_='celery', to='mushrooms', op='replace', scope='global')],
                          [S('new', 'celery', 'soup')],
                          [S('update', 'mushrooms', None, from_='mushrooms', to='leek', op='replace', scope='global')],
                          [S('check', 'celery', 'stew', op='check')],
                          [S('update', 'celery', 'soup', op='delete')]]))
    recs = [e.turn(f'turn {i}') for i in range(6)]
    assert e.forest.state() == {'soup': None, 'soup/leek': 'leek', 'stew': None, 'stew/leek': 'leek'}
    assert 'celery was in the stew until turn 2, when it was replaced by mushrooms; at turn 4 it was replaced by leek' in recs[4].response
    assert e.forest.node('celery').value == 'leek' and e.forest.node('celery (2)').status == 'deleted'
    assert all(not r.warnings for r in recs)
