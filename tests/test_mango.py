"""MANGO loader: walkthrough errors name file and line; maps load in order; real maps raise no up/down/portal conflict."""
import json, random
import pytest
from hypothesis import given, settings, strategies as st
from spatial_memory.maps.mango import (MangoFormatError, WalkthroughStep, parse_walkthrough, map_records, data_missing,
                                  list_games, load_ground_truth, load_walkthrough, load_gpt41, gpt41_dir)

SEP = '==========='
text_line = st.text(st.characters(blacklist_categories=('Cs', 'Cc'), blacklist_characters='\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029'),
                    max_size=30).filter(lambda s: not s.lstrip().startswith(('=', '==>')) and s == s.strip())
step_st = st.tuples(text_line.filter(bool), st.lists(text_line, min_size=1, max_size=4))

def render(steps):
    "A walkthrough text for [(action, observation lines)], and the line of each block's STEP NUM."
    lines, where = [], []
    for n, (act, obs) in enumerate(steps):
        lines.append(SEP); where.append(len(lines) + 1)
        lines += [f'==>STEP NUM: {n}', f'==>ACT: {act}', f'==>OBSERVATION: {obs[0]}', *obs[1:], '']
    lines.append(SEP)
    return '\n'.join(lines) + '\n', where

@given(st.lists(step_st, max_size=6))
def test_round_trip(steps):
    text, where = render(steps)
    got = parse_walkthrough(text, 'g.walkthrough')
    assert [(s.step, s.action, s.line) for s in got] == [(n, a, w) for n, ((a, _), w) in enumerate(zip(steps, where))]
    assert [s.observation for s in got] == ['\n'.join(o).rstrip() for _, o in steps]

MUTATIONS = ('drop_act', 'rename_obs', 'bad_number', 'skip_number', 'junk_before', 'truncate')

@given(st.lists(step_st, min_size=2, max_size=6), st.sampled_from(MUTATIONS), st.data())
@settings(max_examples=200, deadline=None)
def test_malformed_block_names_file_and_line(steps, how, data):
    "Every kind of malformed block raises MangoFormatError naming the file and the line at fault."
    text, where = render(steps)
    lines = text.split('\n')
    k = data.draw(st.integers(1, len(steps) - 1))        # the block to break
    at = where[k] - 1                                      # 0-based index of its STEP NUM line
    if how == 'drop_act': del lines[at + 1]; bad = at + 2              # OBSERVATION now where ACT belongs
    elif how == 'rename_obs': lines[at + 2] = '==>OBS: x'; bad = at + 3
    elif how == 'bad_number': lines[at] = '==>STEP NUM: 1x'; bad = at + 1
    elif how == 'skip_number': lines[at] = f'==>STEP NUM: {k + 1}'; bad = at + 1
    elif how == 'junk_before': lines.insert(0, 'junk'); bad = 1
    else: lines = lines[:at + 2] + [SEP]; bad = at + 2                  # block ends after ACT
    with pytest.raises(MangoFormatError) as e: parse_walkthrough('\n'.join(lines), 'g.walkthrough')
    assert e.value.path == 'g.walkthrough' and e.value.line == bad, (how, str(e.value))
    assert str(e.value).startswith(f'g.walkthrough:{bad}:')

@given(st.lists(st.fixed_dictionaries({'src_node': text_line.filter(bool), 'action': st.sampled_from(['north', 'up', 'in']),
                                       'dst_node': text_line.filter(bool), 'edge_min_step': st.integers(0, 5)}), max_size=8))
def test_map_records_order(edges):
    "Records come in edge_min_step order, ties in file order."
    recs = map_records(edges, 'x.edges.json')
    assert [r.step for r in recs] == sorted(e['edge_min_step'] for e in edges)
    order = [int(r.observation_id.split('#')[1]) for r in recs]
    assert order == sorted(range(len(edges)), key=lambda i: (edges[i]['edge_min_step'], i))

@pytest.mark.parametrize('edges,field', [([{'src_node': 'a', 'action': 'north', 'dst_node': 'b'}], "'edge_min_step'"),
                                         ([{'src_node': 'a', 'action': 'north', 'edge_min_step': 1}], "'dst_node'"),
                                         ([{'src_node': 'a', 'action': 'north', 'dst_node': 'b', 'edge_min_step': 1}, 3], 'record 1')])
def test_map_record_errors(edges, field):
    with pytest.raises(MangoFormatError, match=field): map_records(edges, 'x.edges.json')

def test_bad_json_names_line(tmp_path):
    p = tmp_path / 'g.edges.json'; p.write_text('[\n{"src_node": "a",,\n]')
    with pytest.raises(MangoFormatError, match=r'g\.edges\.json:2'): load_ground_truth(p)

# ---- the real data (not redistributable: skipped when absent) ----
SKIP = data_missing()
needs_data = pytest.mark.skipif(SKIP is not None, reason=SKIP or '')

@needs_data
def test_all_games_load():
    games = list_games()
    assert len(games) == 53
    for g in games:
        assert load_walkthrough(g)[0].step == 0
        recs = load_ground_truth(g)
        assert recs and [r.step for r in recs] == sorted(r.step for r in recs)
        if gpt41_dir().is_dir(): load_gpt41(g)

PORTALS = ('up', 'down', 'in', 'out')

@needs_data
@pytest.mark.parametrize('reverse_edges', [True, False])
def test_ground_truth_no_vertical_or_portal_conflict(reverse_edges):
    "No conflict on a ground-truth map joins the two ends of an up/down/in/out move, or is over such a label."
    from spatial_memory.maps.navigation import NavigationGraph
    from spatial_memory.maps.conflicts import ConflictDetector, DirectionalChecker
    n_pairs = 0
    for g in list_games():
        nav = NavigationGraph(reverse_edges=reverse_edges)
        det = ConflictDetector(('topological', DirectionalChecker(include_inferred=True), 'naming'))
        for r in load_ground_truth(g): nav.process_step(r); det.update(nav.graph, nav.vg.commit(r.step))
        pairs = {frozenset((u, v)) for u, v, k, d in nav.graph.edges(keys=True, data=True) if k in PORTALS and u != v}
        n_pairs += len(pairs)
        for c in det.current.values():
            rooms = frozenset(c.nodes[1:] if c.type == 'directional' else c.nodes)
            assert rooms not in pairs, (g, c.message)
            assert not (c.type == 'directional' and c.edges[0][2] in PORTALS), (g, c.message)
            assert c.type != 'naming', (g, c.message)
    assert n_pairs > 100   # the check is not vacuous: the maps have many vertical and portal moves

# ---- the ordinal check (nbs/16_ordinal.ipynb) ----
import networkx as nx
from spatial_memory.maps.ordinal import AxisOrder, OrdinalChecker

def _closes_cycle(accepted, new):
    "Brute force: the constraints (op, a, b), merged by their equalities, hold a strict cycle."
    g, cons = nx.Graph(), accepted + [new]
    g.add_nodes_from(x for _, a, b in cons for x in (a, b)); g.add_edges_from((a, b) for op, a, b in cons if op == '=')
    cls = {x: i for i, c in enumerate(nx.connected_components(g)) for x in c}
    dag = nx.DiGraph((cls[a], cls[b]) for op, a, b in cons if op == '<')
    return any(cls[a] == cls[b] for op, a, b in cons if op == '<') or not nx.is_directed_acyclic_graph(dag)

@given(st.lists(st.tuples(st.sampled_from('<<='), st.integers(0, 7), st.integers(0, 7)).filter(lambda t: t[1] != t[2]), max_size=30))
@settings(max_examples=300, deadline=None)
def test_axis_order_rejects_exactly_the_cycles(cons):
    "AxisOrder rejects a constraint iff it closes a strict cycle with those accepted; its order stays topological."
    ax, accepted = AxisOrder(), []
    for op, a, b in cons:
        c = (ax.less if op == '<' else ax.equal)(a, b)
        assert (c is not None) == _closes_cycle(accepted, (op, a, b))
        if c is None: accepted.append((op, a, b))
        assert all(ax.ord[x] < ax.ord[y] for x in ax.succ for y in ax.succ[x])

@needs_data
def test_ordinal_checker_silent_on_ground_truth():
    "The strict ordinal checker raises nothing on the 53 error-free maps (and its update agrees with rebuild)."
    from spatial_memory.maps.navigation import NavigationGraph
    for g in list_games():
        nav, chk = NavigationGraph(), OrdinalChecker()
        for r in load_ground_truth(g): nav.process_step(r); chk.update(nav.graph, nav.vg.commit(r.step))
        assert chk.current == {} and OrdinalChecker().rebuild(nav.graph) == {}, g
