"""Property tests of spatial_memory.versioning: random programs of mutations, commits, rollbacks and discards on a
MultiDiGraph (maps) and a DiGraph (task forests), checked against snapshots the test takes itself at commit time."""
import json
import networkx as nx
import pytest
from hypothesis import given, settings, HealthCheck, strategies as st
from spatial_memory.versioning import (VersionedGraph, VersionError, MISSING, apply_diff, reverse_diff, loads, encode,
                                       decode)

FACTORIES = [nx.MultiDiGraph, nx.DiGraph]
node_ids = st.one_of(st.integers(0, 7), st.sampled_from(['Hall', 'Office', 'Lab']), st.tuples(st.integers(0, 2), st.integers(0, 2)))
atoms = st.one_of(st.none(), st.booleans(), st.integers(-3, 3), st.floats(allow_nan=False, width=32), st.text(max_size=3))
values = st.recursive(atoms, lambda c: st.one_of(st.tuples(c, c), st.lists(c, max_size=2),
                                                 st.dictionaries(st.one_of(st.text(max_size=2), st.integers(0, 2)), c, max_size=2)),
                      max_leaves=4)
attr_names = st.sampled_from(['pos', 'name', 'step', '__tuple__', 'w'])
attrs = st.dictionaries(attr_names, values, max_size=3)


def snap(G):
    "Canonical, order-free content of a graph: ({node: attrs}, {(u, v, key): attrs})."
    if G.is_multigraph(): es = G.edges(keys=True, data=True)
    else: es = ((u, v, None, d) for u, v, d in G.edges(data=True))
    return {n: dict(d) for n, d in G.nodes(data=True)}, {(u, v, k): dict(d) for u, v, k, d in es}


def check_nx_consistent(G):
    "The adjacency dicts the versioning core writes directly are consistent, as networkx keeps them."
    assert set(G._succ) == set(G._node) == set(G._pred)
    for u, nb in G._succ.items():
        for v, d in nb.items():
            assert G._pred[v][u] is d
            if G.is_multigraph(): assert d, (u, v)   # no empty key dicts left behind
    assert sum(len(nb) for nb in G._pred.values()) == sum(len(nb) for nb in G._succ.values())


def run_program(data, factory):
    "Draw and run a random program; return the VersionedGraph, the snapshots at each commit and the commit records."
    vg = VersionedGraph(factory, min_checkpoint=data.draw(st.sampled_from([0, 2, 64]), label='min_checkpoint'))
    mirror = factory()               # the same mutations applied with plain networkx calls
    snaps, records, first_parent, step = [], [], {}, 0
    for _ in range(data.draw(st.integers(1, 40), label='length')):
        G = vg.graph
        nodes = list(G.nodes)
        edges = list(G.edges(keys=True)) if vg.multi else [(u, v, None) for u, v in G.edges]
        act = data.draw(st.sampled_from(['add_node', 'add_node', 'set_node', 'remove_node', 'add_edge', 'add_edge',
                                         'set_edge', 'remove_edge', 'commit', 'commit', 'rollback', 'discard']))
        if act == 'add_node':
            n, a = data.draw(node_ids), data.draw(attrs)
            parent = data.draw(st.one_of(st.none(), st.sampled_from(list(vg.tau))) if vg.tau else st.none())
            if parent == n: parent = None
            if n not in G and n not in vg.tau and n not in first_parent: first_parent[n] = parent
            vg.add_node(n, parent=parent, via=('via', parent), **a)
            mirror.add_node(n, **a)
        elif act == 'set_node' and nodes:
            n, a = data.draw(st.sampled_from(nodes)), data.draw(attrs)
            if a and data.draw(st.booleans()): a[next(iter(a))] = MISSING
            vg.set_node_attrs(n, **a)
            for k, x in a.items():
                if x is MISSING: mirror.nodes[n].pop(k, None)
                else: mirror.nodes[n][k] = x
        elif act == 'remove_node' and nodes:
            n = data.draw(st.sampled_from(nodes))
            vg.remove_node(n); mirror.remove_node(n)
        elif act == 'add_edge' and nodes:
            u, v, a = data.draw(st.sampled_from(nodes)), data.draw(st.sampled_from(nodes)), data.draw(attrs)
            key = data.draw(st.sampled_from([None, 'north', 'south', 0])) if vg.multi else None
            k = vg.add_edge(u, v, key, **a)
            if vg.multi: mirror.add_edge(u, v, key=k, **a)
            else: mirror.add_edge(u, v, **a)
        elif act == 'set_edge' and edges:
            u, v, k = data.draw(st.sampled_from(edges))
            a = data.draw(attrs)
            vg.set_edge_attrs(u, v, k, **a)
            d = mirror.edges[u, v, k] if vg.multi else mirror.edges[u, v]
            d.update(a)
        elif act == 'remove_edge' and edges:
            u, v, k = data.draw(st.sampled_from(edges))
            vg.remove_edge(u, v, k)
            if vg.multi: mirror.remove_edge(u, v, k)
            else: mirror.remove_edge(u, v)
        elif act == 'commit':
            step += data.draw(st.integers(0, 2))
            c = vg.commit(step, observation_id=f'obs{step}', observation='seen', analysis='a')
            snaps.append(snap(vg.graph)); records.append(c.as_dict())
            assert c.version == len(snaps) - 1
        elif act == 'rollback' and vg.head >= 0:
            v = data.draw(st.integers(0, vg.head))
            c = vg.rollback_to(v)
            snaps.append(snap(vg.graph)); records.append(c.as_dict())
            assert snaps[-1] == snaps[v], 'rollback_to(v) restores v exactly'
            mirror = vg.checkout(v)
        elif act == 'discard':
            vg.discard()
            for n in [n for n in first_parent if n not in vg.tau]: del first_parent[n]
            mirror = vg.checkout(vg.head) if vg.head >= 0 else factory()
        assert snap(vg.graph) == snap(mirror)
        check_nx_consistent(vg.graph)
    step += 1
    c = vg.commit(step)
    snaps.append(snap(vg.graph)); records.append(c.as_dict())
    return vg, snaps, records, first_parent


@pytest.mark.parametrize('factory', FACTORIES, ids=lambda f: f.__name__)
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_every_version_checks_out_as_committed(factory, data):
    vg, snaps, records, _ = run_program(data, factory)
    assert len(vg.commits) == len(snaps), 'no commit is ever lost'
    assert [c.as_dict() for c in vg.commits] == records, 'commit records never change after the fact'
    assert [c.version for c in vg.commits] == list(range(len(snaps)))
    for v, s in enumerate(snaps):
        G = vg.checkout(v)
        check_nx_consistent(G)
        assert snap(G) == s, f'version {v}'
        assert snap(nx.node_link_graph(vg.recall_step(v)['graph'], edges='edges')) == s


@pytest.mark.parametrize('factory', FACTORIES, ids=lambda f: f.__name__)
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_diff_applied_to_a_gives_b(factory, data):
    vg, snaps, _, _ = run_program(data, factory)
    a = data.draw(st.integers(0, vg.head), label='a')
    b = data.draw(st.integers(0, vg.head), label='b')
    d = vg.diff(a, b)
    G = vg.checkout(a)
    apply_diff(G, d)
    assert snap(G) == snaps[b]
    G = vg.checkout(b)
    apply_diff(G, reverse_diff(d))
    assert snap(G) == snaps[a]
    if snaps[a] == snaps[b]: assert not any(d.values()), 'no changes reported between equal versions'
    assert not any(vg.diff(a, a).values())


@pytest.mark.parametrize('factory', FACTORIES, ids=lambda f: f.__name__)
@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_json_round_trip_is_exact(factory, data, tmp_path_factory):
    vg, snaps, _, _ = run_program(data, factory)
    if data.draw(st.booleans(), label='leave staged'):   # staged changes survive the round trip too
        vg.add_node('staged-node', parent=None, pos=(1, 2, 3))
    path = tmp_path_factory.mktemp('vc') / 'history.json'
    vg.save(path)
    vg2 = VersionedGraph.load(path)
    assert vg2.to_dict() == vg.to_dict()
    assert [c.as_dict() for c in vg2.commits] == [c.as_dict() for c in vg.commits]
    assert snap(vg2.graph) == snap(vg.graph)
    assert vg2.staged == vg.staged
    assert vg2.tau == vg.tau
    T, T2 = vg.history_tree(), vg2.history_tree()
    assert dict(T2.nodes(data=True)) == dict(T.nodes(data=True))
    assert {(p, n): d for p, n, d in T2.edges(data=True)} == {(p, n): d for p, n, d in T.edges(data=True)}
    for v, s in enumerate(snaps): assert snap(vg2.checkout(v)) == s
    vg3 = VersionedGraph.from_dict(vg.to_dict())   # the dict form, without JSON
    assert vg3.to_dict() == vg.to_dict()


@pytest.mark.parametrize('factory', FACTORIES, ids=lambda f: f.__name__)
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_history_tree_is_first_discovery_forest(factory, data):
    vg, _, _, first_parent = run_program(data, factory)
    T = vg.history_tree()
    assert (len(T) == 0 or nx.is_forest(T)) and all(d <= 1 for _, d in T.in_degree())
    for n, p in first_parent.items():
        assert n in T
        assert list(T.predecessors(n)) == ([] if p is None else [p]), n
        first = next(c for c in vg.commits if n in c.added_nodes)
        assert vg.tau[n] == T.nodes[n]['tau'] == first.step
        if p is not None: assert vg.tau[p] <= vg.tau[n]


@given(st.recursive(atoms | node_ids, lambda c: st.one_of(st.tuples(c, c), st.lists(c, max_size=3),
                                                           st.frozensets(st.integers(0, 5), max_size=3),
                                                           st.dictionaries(st.one_of(st.text(max_size=9), node_ids), c, max_size=3)),
                    max_leaves=10))
def test_encode_round_trip(x):
    text = json.dumps(encode(x))
    assert loads(text) == x and decode(json.loads(text)) == x
    assert repr(loads(text)) == repr(x)   # tuples stay tuples, lists stay lists


# ---- errors: clear, and nothing committed is lost

def small_history(factory=nx.MultiDiGraph):
    vg = VersionedGraph(factory)
    vg.add_node('Hall', pos=(0, 0, 0)); vg.commit(1, 'init')
    vg.add_node('Office', parent='Hall', via=('Hall', 'Office', 'north'), pos=(0, 1, 0))
    vg.add_edge('Hall', 'Office', 'north' if vg.multi else None)
    vg.commit(2)
    return vg


def test_step_going_backwards_names_the_step_and_loses_nothing():
    vg = small_history()
    before = vg.to_dict()
    vg.add_node('Lab', parent='Office')
    with pytest.raises(ValueError, match='step 1 goes backwards'): vg.commit(1)
    assert vg.head == 1 and vg.to_dict()['commits'] == before['commits']
    vg.commit(2)   # the staged change is still there and can be committed
    assert vg.commits[-1].added_nodes == ['Lab']


def test_bad_operations_raise_value_errors():
    vg = small_history()
    with pytest.raises(ValueError, match='never added'): vg.add_node('Lab', parent='Kitchen')
    with pytest.raises(ValueError, match='no node'): vg.remove_node('Kitchen')
    with pytest.raises(ValueError, match='no edge'): vg.remove_edge('Office', 'Hall')
    with pytest.raises(ValueError, match='no version 7'): vg.checkout(7)
    with pytest.raises(ValueError, match='unknown trigger'): vg.commit(3, trigger='guess')
    vg.add_edge('Hall', 'Office', 'up')
    with pytest.raises(ValueError, match='give the key'): vg.remove_edge('Hall', 'Office')


@pytest.mark.parametrize('mutate, field', [
    (lambda d: d['commits'][1].pop('step'), 'commits[1]'),
    (lambda d: d['commits'][1].update(step=0), 'commits[1]'),
    (lambda d: d['commits'][1]['changes'].append(['remove_node', 'Nowhere', {}]), 'commits[1].changes[2]'),
    (lambda d: d['commits'][1]['changes'].__setitem__(0, ['fly', 'Hall']), 'commits[1].changes[0]'),
    (lambda d: d['commits'][0].update(trigger='guess'), 'commits[0]'),
    (lambda d: d['tree']['nodes'].pop(), 'tree'),
    (lambda d: d.update(format='other/9'), 'format'),
])
def test_malformed_file_names_file_and_field(tmp_path, mutate, field):
    vg = small_history()
    path = tmp_path / 'history.json'
    vg.save(path)
    d = json.loads(path.read_text())
    mutate(d)
    bad = tmp_path / 'bad.json'
    bad.write_text(json.dumps(d))
    with pytest.raises(ValueError) as e: VersionedGraph.load(bad)
    assert str(bad) in str(e.value) and field in str(e.value), str(e.value)


def test_not_json_names_the_file(tmp_path):
    bad = tmp_path / 'bad.json'
    bad.write_text('{"format": ')
    with pytest.raises(ValueError, match='bad.json: not JSON'): VersionedGraph.load(bad)


def test_save_is_atomic(tmp_path, monkeypatch):
    "A failure while writing leaves the existing file intact and no temporary file behind."
    vg = small_history()
    path = tmp_path / 'history.json'
    vg.save(path)
    good = path.read_text()
    vg.add_node('Lab', parent='Office'); vg.commit(3)
    import spatial_memory.config as m   # the one atomic writer
    def boom(*a, **k): raise OSError('disk full')
    monkeypatch.setattr(m.os, 'replace', boom)
    with pytest.raises(OSError): vg.save(path)
    assert path.read_text() == good
    assert [p.name for p in tmp_path.iterdir()] == ['history.json']


def test_missing_on_a_new_element_is_dropped_and_on_an_existing_one_deletes():
    vg = VersionedGraph()
    vg.add_node('x', a=MISSING, b=1)
    vg.add_node('y')
    vg.add_edge('x', 'y', 'k', w=MISSING, z=2)
    assert vg.graph.nodes['x'] == {'b': 1} and vg.graph.edges['x', 'y', 'k'] == {'z': 2}
    vg.commit(0)
    vg.add_node('x', b=MISSING)
    vg.add_edge('x', 'y', 'k', z=MISSING)
    vg.commit(1)
    assert vg.graph.nodes['x'] == {} and vg.graph.edges['x', 'y', 'k'] == {}
    assert vg.checkout(0).nodes['x'] == {'b': 1}


def test_unencodable_value_names_the_commit():
    vg = small_history()
    vg.commit(3, note=object())
    with pytest.raises(ValueError, match=r'commits\[2\]: cannot encode'): vg.to_dict()


def test_observation_of_any_encodable_type_round_trips():
    vg = VersionedGraph(nx.DiGraph)
    vg.add_node('a'); vg.commit(0, observation=None, analysis=('x', 1))
    assert VersionedGraph.from_dict(vg.to_dict()).commits[0].as_dict() == vg.commits[0].as_dict()


def test_checkout_replays_at_most_one_checkpoint_interval(monkeypatch):
    "checkout(v) replays ops from the nearest checkpoint (or the head), never the whole history."
    import random
    import spatial_memory.versioning as m
    rnd, vg, sizes = random.Random(1), VersionedGraph(min_checkpoint=16), []
    vg.add_node(0); vg.commit(0)
    for step in range(1, 3000):   # a graph of at most 40 rooms, churned for 3,000 commits
        n = rnd.randrange(40)
        if n in vg.graph and rnd.random() < 0.3: vg.remove_node(n)
        else:
            vg.add_node(n, pos=(step, 0, 0))
            vg.add_edge(n, rnd.choice(list(vg.graph)), rnd.choice(['north', 'south']), step=step)
        vg.commit(step)
        sizes.append(len(vg.graph) + vg.graph.number_of_edges())
    bound = max(max(sizes), vg.min_checkpoint) + max(len(c.changes) for c in vg.commits)
    calls = []
    orig = m.apply_op
    monkeypatch.setattr(m, 'apply_op', lambda G, op, check=True: (calls.append(1), orig(G, op, check))[1])
    total = sum(len(c.changes) for c in vg.commits)
    for v in range(0, vg.head + 1, 7):
        calls.clear()
        vg.checkout(v)
        assert len(calls) <= bound, (v, len(calls), bound)
    assert bound * 10 < total   # the bound is far below a replay of the whole history


def test_checkpoint_work_is_paid_for_by_changes():
    "Snapshots cost at most half as much as the changes committed: commit() is amortised O(changes)."
    import random
    rnd, vg = random.Random(2), VersionedGraph()
    for step in range(5000):
        n = rnd.randrange(300)
        vg.add_node(n, pos=(step, 0, 0))
        if step % 3 == 0 and len(vg.graph) > 1: vg.add_edge(n, rnd.choice(list(vg.graph)), step=step)
        vg.commit(step)
    work = sum(len(nodes) + sum(len(kd) for _, nb in succ for kd in nb.values())
               for v, (nodes, succ) in vg._checkpoints.items() if v >= 0)
    total = sum(len(c.changes) for c in vg.commits)
    assert len(vg._checkpoints) >= 3 and 2 * work <= total, (work, total)


@pytest.mark.parametrize('disc', [
    [['Lab', 'Pantry', None]],                                  # parent never discovered
    [['Lab', 'Lab', None]],                                     # its own parent
    [['Hall', None, None]],                                     # discovered twice
    [['Attic', None, None]],                                    # not added by the commit
])
def test_broken_history_tree_in_file_is_refused(tmp_path, disc):
    vg = small_history()
    vg.add_node('Lab', parent='Office'); vg.commit(3)
    d = vg.to_dict()
    d['commits'][2]['discovered'] = disc
    with pytest.raises(ValueError, match=r'commits\[2\]\.discovered'): VersionedGraph.from_dict(d)
