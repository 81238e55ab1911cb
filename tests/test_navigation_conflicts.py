"""Navigation graph and conflict checkers: incremental == rebuild under random moves, removals and rollbacks; bad input; Case Study B."""
import json, warnings
from pathlib import Path
import pytest
from hypothesis import given, settings, strategies as st, HealthCheck
from spatial_memory.maps.navigation import (NavigationGraph, MoveRecord, RecordError, UnknownDirectionWarning, parse_records,
                                       load_records, DIRECTIONS, REVERSE)
from spatial_memory.maps.conflicts import ConflictDetector, Conflict, DirectionalChecker, canonical_name

ROOT = Path(__file__).resolve().parent.parent
CASES = ROOT / 'data' / 'maprepair_cases'

def snapshot(conflicts):
    "What must agree between the incremental and the rebuilt conflicts (everything but the detection step)."
    return {k: (c.type, c.nodes, c.edges, c.message) for k, c in conflicts.items()}

def frames_of(nav):
    "Frame -> set of rooms, as the navigation graph's own bookkeeping has it."
    return {f: set(ns) for f, ns in nav.members.items() if ns}

def frames_in_graph(G):
    out = {}
    for n, d in G.nodes(data=True): out.setdefault(d['frame'], set()).add(n)
    return out

# --- random walks with removals and rollbacks ------------------------------------------------------------------------

ROOMS = ['Hall', 'the hall', 'Kitchen', 'Kitchen (2)', 'Attic', 'Cellar', 'Study', 'Garden', 'Vault', 'Lab']
ACTIONS = ['north', 'south', 'east', 'west'] * 4 + list(DIRECTIONS) + ['in', 'out', 'climb tree']
room = st.one_of(st.sampled_from(ROOMS[:6]), st.sampled_from(ROOMS))      # a small pool, so rooms collide often
move = st.tuples(st.just('move'), room, st.sampled_from(ACTIONS), room)
edit = st.tuples(st.sampled_from(['remove_node', 'remove_edge', 'rollback', 'rename']), st.integers(0, 10**6))
program = st.lists(st.one_of(move, move, move, edit), min_size=1, max_size=60)

def run_program(prog, reverse_edges=True, check_every_commit=True):
    "Apply moves (process_step + commit) and edits (repair commits, rollbacks); check the detector after every commit."
    nav, det = NavigationGraph(reverse_edges=reverse_edges), ConflictDetector()
    vg, step, versions = nav.vg, 0, {}
    for op in prog:
        step += 1
        if op[0] == 'move':
            with warnings.catch_warnings():
                warnings.simplefilter('ignore')
                nav.process_step(MoveRecord(step, op[1], op[2], op[3]))
            c = vg.commit(step)
        else:
            kind, r = op
            G = vg.graph
            if kind == 'rollback':
                if not vg.commits: continue
                c = vg.rollback_to(r % len(vg.commits), step=step)
            elif kind == 'remove_node':
                if not len(G): continue
                vg.remove_node(sorted(G.nodes)[r % len(G)])
                c = vg.commit(step, 'conflict_repair')
            elif kind == 'remove_edge':
                es = sorted(G.edges(keys=True))
                if not es: continue
                vg.remove_edge(*es[r % len(es)])
                c = vg.commit(step, 'conflict_repair')
            else:
                if not len(G): continue
                n = sorted(G.nodes)[r % len(G)]
                vg.set_node_attrs(n, name=ROOMS[r % len(ROOMS)])
                c = vg.commit(step, 'conflict_repair')
        res = det.update(vg.graph, c)
        versions[c.version] = snapshot(det.current)
        if check_every_commit:
            assert snapshot(det.current) == snapshot(ConflictDetector().rebuild(vg.graph)), f'after commit {c}'
            keys_new = {x.key for x in res['new']}
            assert keys_new <= set(det.current) and not keys_new & {x.key for x in res['resolved']}
    return nav, det, versions

@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(program, st.booleans())
def test_incremental_equals_rebuild(prog, reverse_edges):
    nav, det, versions = run_program(prog, reverse_edges)
    # every version's conflicts are those of its checkout (so conflicts after rollback_to(v) equal conflicts at v)
    for v, snap in versions.items():
        assert snap == snapshot(ConflictDetector().rebuild(nav.vg.checkout(v)))
    # the frame bookkeeping agrees with the graph once re-synced, and positions are consistent integer triples
    nav.sync()
    assert frames_of(nav) == frames_in_graph(nav.graph)
    for n, d in nav.graph.nodes(data=True):
        assert isinstance(d['pos'], tuple) and len(d['pos']) == 3 and all(type(x) is int for x in d['pos'])

@settings(max_examples=100, deadline=None)
@given(st.lists(move, min_size=1, max_size=60))
def test_conflicts_do_not_depend_on_reverse_edges(moves):
    _, on, _ = run_program(moves, True, check_every_commit=False)
    _, off, _ = run_program(moves, False, check_every_commit=False)
    assert snapshot(on.current) == snapshot(off.current)
    assert {k: c.step for k, c in on.current.items()} == {k: c.step for k, c in off.current.items()}

@settings(max_examples=100, deadline=None)
@given(st.lists(move, min_size=1, max_size=60))
def test_frames_and_positions_stay_consistent(moves):
    "Frames partition the rooms; each geometric placement edge has its unit offset unless recorded as a loop closure."
    nav, _, _ = run_program(moves, check_every_commit=False)
    G = nav.graph
    assert frames_of(nav) == frames_in_graph(G)
    for n, d in G.nodes(data=True):
        pb = d['placed_by']
        if pb is None: continue
        u, v, k = pb
        assert G.nodes[u]['frame'] == G.nodes[v]['frame']
        assert tuple(b - a for a, b in zip(G.nodes[u]['pos'], G.nodes[v]['pos'])) == DIRECTIONS[k]
    # every frame has exactly one origin (placed_by None)
    origins = {}
    for n, d in G.nodes(data=True):
        if d['placed_by'] is None: origins[d['frame']] = origins.get(d['frame'], 0) + 1
    assert origins == {f: 1 for f in frames_in_graph(G)}

def test_observed_and_inferred_edges():
    nav = NavigationGraph()
    nav.process_step(MoveRecord(1, 'A', 'north', 'B')); nav.vg.commit(1)
    G = nav.graph
    assert (G.edges['A', 'B', 'north']['inferred'], G.edges['B', 'A', 'south']['inferred']) == (False, True)
    nav.process_step(MoveRecord(2, 'B', 'south', 'A')); nav.vg.commit(2)
    assert G.edges['B', 'A', 'south']['inferred'] is False and G.number_of_edges() == 2
    nav.process_step(MoveRecord(3, 'A', 'climb tree', 'C')); nav.vg.commit(3)
    assert not G.has_edge('C', 'A') and G.edges['A', 'C', 'climb tree']['geometric'] is False
    assert G.nodes['C']['frame'] != G.nodes['A']['frame'] and G.nodes['C']['placed_by'] is None
    assert nav.usage == {('A', 'B', 'north'): 1, ('B', 'A', 'south'): 1, ('A', 'C', 'climb tree'): 1}

# --- vertical and portal moves in a consistent world never conflict ------------------------------------------------

PORTAL_LABELS = ['in', 'enter', 'climb tree', 'pray']

@st.composite
def consistent_walk(draw):
    "A walk through 3 buildings (3x3x3 unit grids) joined only by portals (one per room, to the next building): no error."
    steps, here, recs = draw(st.integers(1, 80)), (0, 0, 0, 0), []
    room = lambda b, x, y, z: f'b{b} x{x} y{y} z{z}'
    for i in range(1, steps + 1):
        b, x, y, z = here
        if draw(st.integers(0, 4)) == 0:
            to, act = ((b + 1) % 3, x, y, z), PORTAL_LABELS[(x + y + z) % 4]
        else:
            act = draw(st.sampled_from(sorted(DIRECTIONS)))
            dx, dy, dz = DIRECTIONS[act]
            to = (b, x + dx, y + dy, z + dz)
            if not all(0 <= c <= 2 for c in to[1:]): continue
        recs.append(MoveRecord(i, room(*here), act, room(*to)))
        here = to
    return recs

@settings(max_examples=150, deadline=None)
@given(consistent_walk(), st.booleans())
def test_consistent_world_has_no_conflicts(recs, reverse_edges):
    nav, det = NavigationGraph(reverse_edges=reverse_edges), ConflictDetector()
    for r in recs:
        nav.process_step(r)
        res = det.update(nav.graph, nav.vg.commit(r.step))
        assert not res['new'], res['new']
    assert nav.loop_closures == []

def test_vertical_and_portal_moves_place_correctly():
    nav = NavigationGraph()
    for i, (a, m, b) in enumerate([('K', 'up', 'Attic'), ('Attic', 'down', 'K'), ('K', 'down', 'Cellar'),
                                   ('K', 'enter', 'Closet'), ('Closet', 'exit', 'K'), ('K', 'climb tree', 'Shed')], 1):
        nav.process_step(MoveRecord(i, a, m, b)); nav.vg.commit(i)
    G = nav.graph
    assert G.nodes['Attic']['pos'] == (0, 0, 1) and G.nodes['Cellar']['pos'] == (0, 0, -1)
    assert len({G.nodes[n]['frame'] for n in ('K', 'Closet', 'Shed')}) == 3
    assert ConflictDetector().rebuild(G) == {}

# --- Case Study B ---------------------------------------------------------------------------------------------------

def case_b_records():
    "Case Study B from the transcribed reference inputs (step, src, dst, direction)."
    d = json.loads((CASES / 'case_study_b_and_tc_inputs.json').read_text())['case_study_b']
    return [MoveRecord(s, u, a, v) for s, u, v, a in d['walkthrough']], d['expected_repo_output']

@pytest.mark.parametrize('reverse_edges', [True, False])
@pytest.mark.parametrize('source', ['walkthrough', 'records'])
def test_case_study_b(reverse_edges, source):
    if source == 'walkthrough': recs, expected = case_b_records()
    else: recs, expected = load_records(CASES / 'case_study_b.json'), case_b_records()[1]
    nav, det, fired = NavigationGraph(reverse_edges=reverse_edges), ConflictDetector(), []
    for r in recs:
        nav.process_step(r)
        fired += [(r.step, c) for c in det.update(nav.graph, nav.vg.commit(r.step))['new']]
    assert len(fired) == 1 and len(det.current) == 1
    step, c = fired[0]
    assert step == c.step == expected['conflict_step'] == 20
    assert c.type == 'topological' and set(c.nodes) == {'Meeting Room', 'Lab'}
    assert nav.graph.nodes['Lab']['pos'] == nav.graph.nodes['Meeting Room']['pos'] == (1, -1, 0)
    assert set(c.edges) == {('Office', 'Meeting Room', 'south'), ('Corridor', 'Lab', 'east')}
    assert nav.vg.tau == expected['tau']
    assert nav.graph.number_of_edges() == (16 if reverse_edges else 8)

# --- bad input ------------------------------------------------------------------------------------------------------

GOOD = {'step': 1, 'from': 'Hall', 'action': 'north', 'to': 'Kitchen'}

@pytest.mark.parametrize('record, field', [
    ({**GOOD, 'from': ''}, 'from'), ({**GOOD, 'to': '   '}, 'to'), ({**GOOD, 'from': 3}, 'from'),
    ({**GOOD, 'step': '1'}, 'step'), ({**GOOD, 'step': None}, 'step'), ({**GOOD, 'step': True}, 'step'),
    ({**GOOD, 'action': ''}, 'action'), ({**GOOD, 'action': ['north']}, 'action'), ({**GOOD, 'observation': 7}, 'observation'),
    ({k: v for k, v in GOOD.items() if k != 'to'}, 'to'), ({k: v for k, v in GOOD.items() if k != 'step'}, 'step')])
def test_bad_record_names_index_and_field(record, field):
    with pytest.raises(RecordError) as e: parse_records([GOOD, {**GOOD, 'step': 1}, record], 'moves.json')
    assert e.value.index == 2 and e.value.field == field and e.value.source == 'moves.json'
    assert 'moves.json, record 2' in str(e.value) and repr(field) in str(e.value)
    assert isinstance(e.value, ValueError)

@pytest.mark.parametrize('records', [[['Hall', 'north', 'Kitchen']], ['north'], [None], {'step': 1}, 'moves'])
def test_malformed(records):
    with pytest.raises(RecordError, match='moves.json'): parse_records(records, 'moves.json')

def test_step_going_backwards():
    with pytest.raises(RecordError, match=r"record 2 \(step 1\), field 'step': step goes backwards"):
        parse_records([GOOD, {**GOOD, 'step': 5}, {**GOOD, 'step': 1}], 'moves.json')
    assert [r.step for r in parse_records([GOOD, GOOD])] == [1, 1]   # equal steps are allowed

def test_unknown_direction_kept_with_warning():
    with pytest.warns(UnknownDirectionWarning, match=r"record 0 \(step 1\): action 'Pray!'"):
        (r,) = parse_records([{**GOOD, 'action': 'Pray!'}], 'moves.json')
    nav = NavigationGraph()
    nav.process_step(r); nav.vg.commit(1)
    e = nav.graph.edges['Hall', 'Kitchen', 'pray']
    assert e['geometric'] is False and e['inferred'] is False and not nav.graph.has_edge('Kitchen', 'Hall')

def test_bad_file_loses_nothing(tmp_path):
    nav = NavigationGraph()
    for r in load_records(CASES / 'case_study_b.json'):
        nav.process_step(r); nav.vg.commit(r.step)
    head, nodes, edges = nav.vg.head, dict(nav.graph.nodes(data=True)), set(nav.graph.edges(keys=True))
    bad = tmp_path / 'bad.json'
    bad.write_text(json.dumps([{**GOOD, 'step': 30, 'from': 'Lab', 'to': 'Roof'}, {**GOOD, 'step': 31, 'to': ''}]))
    with pytest.raises(RecordError, match=r"bad.json, record 1 \(step 31\), field 'to': empty room name"): load_records(bad)
    bad.write_text('[{"step": 1,')
    with pytest.raises(RecordError, match=r'bad.json: not valid JSON: .*line 1'): load_records(bad)
    assert nav.vg.head == head and dict(nav.graph.nodes(data=True)) == nodes and set(nav.graph.edges(keys=True)) == edges
    assert [c.version for c in nav.vg.commits] == list(range(head + 1))

def test_normalisation_and_names():
    from spatial_memory.maps.navigation import normalize_direction
    assert {normalize_direction(a) for a in ['go north', 'N', 'North.', 'n', 'head north']} == {'north'}
    assert normalize_direction('enter') == 'in' and normalize_direction('exit') == 'out'
    assert all(REVERSE[REVERSE[d]] == d for d in REVERSE)
    assert canonical_name('The Kitchen (2)') == canonical_name('kitchen') != canonical_name('Kitchen 2')

def test_foreign_edits_resync():
    "An edit by other code in an ordinary 'observation' commit is noticed at the next step (op count), not only rollbacks."
    nav = NavigationGraph()
    steps = [('A', 'in', 'B'), ('B', 'north', 'C'), ('C', 'east', 'D')]
    for i, (a, m, b) in enumerate(steps, 1): nav.process_step(MoveRecord(i, a, m, b)); nav.vg.commit(i)
    nav.vg.remove_node('C'); nav.vg.commit(4)
    nav.process_step({'step': 5, 'from': 'D', 'action': 'west', 'to': 'A'}); c = nav.vg.commit(5)   # merges D's frame into A's
    G = nav.graph
    assert G.nodes['D']['frame'] == G.nodes['A']['frame'] == G.nodes['B']['frame']
    assert frames_of(nav) == frames_in_graph(G)
    assert snapshot(ConflictDetector().rebuild(G)) == {}
    with pytest.raises(TypeError): nav.process_step(['D', 'west', 'A'])


def test_unreadable_record_files_name_the_file(tmp_path):
    from spatial_memory.maps.navigation import load_records, RecordError
    b = tmp_path / 'bytes.json'; b.write_bytes(b'\xff[]')
    for p, what in [(b, 'not UTF-8'), (tmp_path, 'is a directory'), (tmp_path / 'none.json', 'no such file')]:
        with pytest.raises(RecordError) as e: load_records(p)
        assert str(p) in str(e.value) and what in str(e.value)

def test_negative_step_names_file_and_record(tmp_path):
    import json
    from spatial_memory.maps.navigation import load_records, RecordError
    p = tmp_path / 'neg.json'; p.write_text(json.dumps([{'step': -5, 'from': 'A', 'action': 'north', 'to': 'B'}]))
    with pytest.raises(RecordError, match=r"neg.json, record 0 \(step -5\), field 'step': step must be a non-negative"): load_records(p)

# --- one record per boundary: Conflict <-> its dict form ------------------------------------------------------------

name = st.text(min_size=1, max_size=12)
conflicts = st.builds(Conflict, st.sampled_from(['topological', 'directional', 'naming', 'ordinal']),
                      st.lists(name, min_size=1, max_size=3).map(tuple),
                      st.lists(st.tuples(name, name, name), max_size=3).map(tuple),
                      st.one_of(st.none(), st.integers(0, 10**6)), st.text(max_size=40), st.one_of(st.none(), name))

@given(conflicts)
def test_conflict_dict_round_trip(c):
    "The dict form (through JSON, as report.json holds it) reads back as the same Conflict."
    assert Conflict.from_dict(c.as_dict()) == c
    assert Conflict.from_dict(json.loads(json.dumps(c.as_dict()))) == c

@settings(max_examples=50, deadline=None)
@given(program)
def test_real_conflicts_round_trip(prog):
    "Every conflict the checkers raise on random walks survives its dict form."
    _, det, _ = run_program(prog, check_every_commit=False)
    for c in det.current.values(): assert Conflict.from_dict(json.loads(json.dumps(c.as_dict()))) == c

def test_report_entries_read_back():
    "A report.json conflict entry (extra keys: lca, paths, candidates, ...) is read as the conflict it describes."
    from spatial_memory.maps.pipeline import MapSlamSystem
    ms = MapSlamSystem()
    rep = ms.run(load_records(CASES / 'case_study_b.json'))
    (entry,), (c,) = rep['conflicts'], ms.detector.current.values()
    assert Conflict.from_dict(entry) == c

@pytest.mark.parametrize('d, field', [
    (dict(nodes=['a', 'b'], edges=[]), 'type'), (dict(type='', nodes=['a', 'b']), 'type'),
    (dict(type='naming', edges=[]), 'nodes'), (dict(type='naming', nodes=[]), 'nodes'), (dict(type='naming', nodes='ab'), 'nodes'),
    (dict(type='naming', nodes=['a', 'b'], edges=[['a', 'b']]), 'edges')])
def test_bad_conflict_dict_names_the_field(d, field):
    with pytest.raises(ValueError, match=f"field '{field}'"): Conflict.from_dict(d)

def test_conflict_from_dict_wants_a_dict():
    with pytest.raises(TypeError, match='expected a dict'): Conflict.from_dict([('topological', ['a', 'b'])])
