"""The widgets headless, driven through their traits as the browser drives them: the stepper's conflict list and
painted edges, the commit view's diff sets and colours; drawings checked by their artists' data, not by pixels."""
import matplotlib; matplotlib.use('agg')
from pathlib import Path
from hypothesis import given, settings, strategies as st
from matplotlib.colors import to_rgba
from spatial_memory.maps.navigation import load_records, MoveRecord
from spatial_memory.maps.pipeline import MapSlamSystem
from spatial_memory.stepper import WalkthroughStepper
from spatial_memory.commit_view import CommitView, changes_since, CHANGE_COLORS

CASE_B = load_records(Path(__file__).resolve().parent.parent / 'data/maprepair_cases/case_study_b.json')

def test_stepper_conflict_opens_at_step_20():
    s = WalkthroughStepper(CASE_B)
    for i in range(len(s.frames) - 1):
        s.show(i)
        assert s.current['conflicts'] == [] and s.map.shown['hot'] == [] and s.map.shown['marked'] == []
    s.slider.value = len(s.frames) - 1
    c = s.current
    assert (c['step'], c['new'], c['lca'], c['top']) == (20, True, 'Entrance Hall', ('Office', 'Meeting Room'))
    assert [(d['src'], d['dst'], round(d['score'], 3)) for d in c['focus']['candidates']] == [
        ('Office', 'Meeting Room', 1.8), ('Entrance Hall', 'Office', 1.0), ('Corridor', 'Lab', 1.0),
        ('Entrance Hall', 'Corridor', 0.2)]
    pos = s.map.pos
    assert s.map.hot.get_segments()[0].tolist() == [list(pos['Office']), list(pos['Meeting Room'])]
    assert sorted(map(tuple, s.map.rings.get_offsets().tolist())) == sorted([pos['Lab'], pos['Meeting Room']])
    assert s.tree.squares.get_offsets().tolist() == [list(s.tree.pos['Entrance Hall'])]

def test_stepper_axes_never_move():
    s = WalkthroughStepper(CASE_B)
    lims = s.map.ax.get_xlim(), s.map.ax.get_ylim(), s.tree.ax.get_xlim(), s.tree.ax.get_ylim()
    n = len(s.map.ax.get_children())
    for i in (3, 0, 7, 5): s.slider.value = i
    assert (s.map.ax.get_xlim(), s.map.ax.get_ylim(), s.tree.ax.get_xlim(), s.tree.ax.get_ylim()) == lims
    assert len(s.map.ax.get_children()) == n

walks = st.lists(st.tuples(st.sampled_from('ABCDE'), st.sampled_from(['north', 'south', 'east', 'west']),
                           st.sampled_from('ABCDE')).filter(lambda m: m[0] != m[2]), min_size=1, max_size=8)

@settings(max_examples=25, deadline=None)
@given(walks, st.data())
def test_commit_view_colours_are_the_diff(moves, data):
    "Whatever the walk and the version picked, the green and red edges on the right are exactly the diff's."
    sys = MapSlamSystem()
    for i, (a, d, b) in enumerate(moves, 1): sys.process(MoveRecord(i, a, d, b))
    v = data.draw(st.integers(0, sys.vg.head))
    cv = CommitView(sys.vg); cv.commits.value = v; cv.show(v)
    ch = changes_since(sys.vg, v)
    got = {e: tuple(c) for e, c in zip(cv.right.shown['edges'], cv.right.edges.get_colors())}
    assert {e for e, c in got.items() if c == to_rgba(CHANGE_COLORS['added'])} == ch['added_edges']
    assert {e for e, c in got.items() if c == to_rgba(CHANGE_COLORS['removed'])} == ch['removed_edges']
    assert set(cv.left.shown['nodes']) == set(sys.vg.checkout(v).nodes)

def test_turn_stepper_replace_turn():
    from spatial_memory.turn_stepper import TurnStepper
    ts = TurnStepper('cooking')
    ts.slider.value = 4
    assert ts.changes['relabelled_nodes'] == {'celery'} and ts.changes['added_nodes'] == set()
    assert ts.after.texts['celery'].get_text() == 'mushrooms (was celery)'
    assert ts.before.texts['celery'].get_text() == 'celery'
    ts.slider.value = 1
    assert set(ts.after.shown['nodes']) == {'soup', 'celery'} and ts.before.shown['nodes'] == []
    assert f'TME {ts.records[0].prompt_tokens} · Flat {ts.flat[0]}' in ts.text.value
