"""The exercises (nbs/34) and grading (nbs/35): every reference solution (nbs/solutions) passes its checker for several
seeds; typical wrong answers are rejected with a message naming the mistake; `grade` reports a class folder with a
correct, a wrong, a broken, a tampered and a never-ending notebook."""
import json, shutil
from pathlib import Path
import pytest
from spatial_memory.exercises import EXERCISES, exercise, seed_for, REVERSE
from spatial_memory.grade import grade_folder, format_grades, exercise_of

ROOT = Path(__file__).resolve().parent.parent
SOLUTIONS = {exercise_of(p): p for p in sorted((ROOT / 'nbs' / 'solutions').glob('*.ipynb'))}
STUDENT_NBS = {exercise_of(p): p for p in sorted((ROOT / 'nbs' / 'exercises').glob('*.ipynb'))}

def code(path) -> list:
    return [''.join(c['source']) for c in json.loads(Path(path).read_text())['cells'] if c['cell_type'] == 'code']

def solve(name, seed) -> tuple:
    "Run the reference solution notebook's code on variant `seed`: (exercise, answer)."
    cells = code(SOLUTIONS[name])
    ns = {}
    exec(cells[0].replace(f"exercise('{name}', student=STUDENT)", f"exercise('{name}', seed={seed})"), ns)
    for c in cells[1:]:
        if 'assert feedback' not in c: exec(c, ns)
    return ns['ex'], ns['answer']

def test_every_exercise_has_a_student_notebook_and_a_solution():
    assert set(SOLUTIONS) == set(STUDENT_NBS) == set(EXERCISES) and len(EXERCISES) >= 7

@pytest.mark.parametrize('name', list(EXERCISES))
@pytest.mark.parametrize('seed', [1, 2, 3, seed_for('alice', 'x'), 987654])
def test_reference_solution_passes(name, seed):
    ex, answer = solve(name, seed)
    fb = ex.check(answer)
    assert fb.passed, (name, seed, fb.messages)
    assert not exercise(name, seed=seed).check(None), 'no answer is not a pass'

def test_variants_differ_and_repeat():
    for name in EXERCISES:
        assert exercise(name, seed=5).problem == exercise(name, seed=5).problem
        assert len({json.dumps(exercise(name, seed=s).problem, sort_keys=True) for s in range(4)}) > 1, name

def rejected(ex, answer, *words):
    "The answer fails, and one message contains every word of `words` (lower case)."
    fb = ex.check(answer)
    assert not fb.passed, (answer, 'passed')
    assert any(all(w in m.lower() for w in words) for m in fb.messages), (words, fb.messages)
    return fb.messages

def test_hints_unlock_one_at_a_time():
    ex = exercise('tau_lca', seed=1)
    assert ex.hint().startswith('Hint 1/3') and ex.hints_used == 1
    assert ex.hint().startswith('Hint 2/3'); ex.hint()
    assert ex.hint().startswith('no more hints') and ex.hints_used == 3
    assert ex.submission()['hints_used'] == 3

# --- typical wrong answers, per exercise (each message must point at the mistake, not give the answer) ---

@pytest.mark.parametrize('seed', [0, 1, 2, 3, 4, 5])
def test_build_map_wrong(seed):
    ex, right = solve('build_map', seed)
    a, d, b = right[0]
    rejected(ex, [[b, d, a]] + right[1:], 'swapped')
    i = next((i for i, (a, d, b) in enumerate(right) if [b, REVERSE[d], a] not in right), None)   # way back not walked
    if i is None: return   # every move of this variant is walked both ways: the slip is 'swapped', tested above
    a, d, b = right[i]
    rejected(ex, right[:i] + [[a, REVERSE[d], b]] + right[i + 1:], 'way back')
    rejected(ex, right[:i] + [[b, REVERSE[d], a]] + right[i + 1:], 'way back', 'not walked')
    rejected(ex, right[1:], 'not in your map', 'step')
    rejected(ex, right + [['Nowhere', 'north', a]], 'not a room')

@pytest.mark.parametrize('seed', [0, 1, 2])
def test_first_conflict_wrong(seed):
    ex, right = solve('first_conflict', seed)
    ids = [r['step'] for r in ex.problem['records']]
    rejected(ex, dict(right, step=ex._error['step']), 'nothing contradicts it yet')
    rejected(ex, dict(right, checker=next(c for c in ('topological', 'directional', 'naming', 'loop')
                                          if c not in {x['type'] for x in ex._conflicts})), 'step is right', 'looks for')
    rejected(ex, dict(right, step=ids[ids.index(right['step']) + 1]), 'already open')
    assert right['step'] != ids.index(right['step'])
    rejected(ex, dict(right, step=ids.index(right['step'])), 'step id')

def test_tau_lca_wrong():
    hits = dict(position=0, off=0, map=0, lowest=0)
    for seed in range(12):
        ex, right = solve('tau_lca', seed)
        pos = {}
        for i, r in enumerate(ex.problem['records'], 1):
            for k in ('from', 'to'): pos.setdefault(r[k], i)
        if any(pos[r] != t for r, t in right['tau'].items()):
            rejected(ex, dict(right, tau=pos), 'not its position'); hits['position'] += 1
        rejected(ex, dict(right, tau={r: t + (r == right['lca']) for r, t in right['tau'].items()}), 'off by one')
        hits['off'] += 1
        import networkx as nx
        a, b = ex.problem['rooms']
        between = [x for x in nx.shortest_path(ex._graph.to_undirected(as_view=True), a, b)
                   if x not in nx.ancestors(ex._tree, a) | {a} or x not in nx.ancestors(ex._tree, b) | {b}]
        if between: rejected(ex, dict(right, lca=between[0]), 'between the two rooms on the map', 'on t'); hits['map'] += 1
        higher = [x for x in nx.ancestors(ex._tree, right['lca'])]
        if higher: rejected(ex, dict(right, lca=higher[0]), 'not the lowest'); hits['lowest'] += 1
    assert all(hits.values()), hits

def test_eis_wrong():
    hits = dict(unnorm=0, maxonly=0, self_=0, nodisc=0, upside=0)
    for seed in range(10):
        ex, right = solve('eis', seed)
        rows, n = ex._rows, len(right['R'])
        raw = [r + c + u for r, c, u in zip(right['R'], right['C'], right['U'])]
        if raw != right['EIS']: rejected(ex, dict(right, EIS=raw), 'unnormalised'); hits['unnorm'] += 1
        mx = [max(right[k]) or 1 for k in 'RCU']
        maxonly = [right['R'][i] / mx[0] + right['C'][i] / mx[1] + right['U'][i] / mx[2] for i in range(n)]
        if all(min(right[k]) > 0 for k in 'RCU') and abs(sum(maxonly) - sum(right['EIS'])) > 1e-3:
            rejected(ex, dict(right, EIS=maxonly), 'subtracts the minimum'); hits['maxonly'] += 1
        big = [i for i, d in enumerate(rows) if d['reach'] > 1]
        if big: rejected(ex, dict(right, R=[r - (i == big[0]) for i, r in enumerate(right['R'])]), 'target room too'); hits['self_'] += 1
        one = [i for i, d in enumerate(rows) if d['reach'] == 1]
        if one: rejected(ex, dict(right, R=[r + 2 * (i == one[0]) for i, r in enumerate(right['R'])]), 'did not discover'); hits['nodisc'] += 1
        rejected(ex, dict(right, ranking=right['ranking'][::-1]), 'ranking'); hits['upside'] += 1
    assert hits['unnorm'] and hits['self_'] and hits['nodisc'] and hits['upside'], hits

@pytest.mark.parametrize('seed', [0, 1, 2])
def test_rollback_wrong(seed):
    ex, right = solve('rollback', seed)
    rejected(ex, right + 1, 'already holds the wrong move')
    rejected(ex, 0, 'throws away')
    head, steps = len(ex.problem['steps']) - 1, ex.problem['steps']
    rejected(ex, next(s for s in (steps[right], steps[-1]) if s > head), 'step id')
    rejected(ex, 10_000, 'no version')

@pytest.mark.parametrize('seed', [0, 1, 2])
def test_undetected_wrong(seed):
    ex, right = solve('undetected', seed)
    r = ex.problem['records'][0]
    rejected(ex, dict(right, changes=[]), 'no change')
    rejected(ex, dict(right, changes=right['changes'][:1]), 'checker fires at step')
    rejected(ex, dict(right, changes=[dict(step=r['step'], field='to', value=r['to'] + ' (2)')]), 'checker fires')
    rejected(ex, dict(right, changes=[dict(step=r['step'], field='action', value=r['action'])]), 'leaves the map')
    rejected(ex, dict(right, why='because'), 'explain why')

@pytest.mark.parametrize('seed', [0, 1, 2, 3])
def test_trim_wrong(seed):
    ex, right = solve('trim', seed)
    other = 'rollback' if right['op'] == 'replace' else 'replace'
    rejected(ex, dict(right, op=other), 'the last turn')
    k = right['intents'].index('check')
    rejected(ex, dict(right, intents=right['intents'][:k] + ['update'] + right['intents'][k + 1:]), f'turn {k + 1}', 'only asks')
    rejected(ex, dict(right, intents=['update'] + right['intents'][1:]), 'turn 1', 'does not hold yet')

def test_trim_templates_read_cleanly():
    "Every variant: one intent per turn, and the last turn is a rollback or a replace (what the exercise asks)."
    for seed in range(40):
        ex = exercise('trim', seed=seed)
        assert all(len(i) == 1 for i in ex._intents) and ex._op in ('rollback', 'replace')

# --- grading a class folder ---

def notebook(cells:list) -> str:
    return json.dumps({'cells': [{'cell_type': 'code', 'source': c, 'metadata': {}, 'outputs': []} for c in cells],
                       'metadata': {}, 'nbformat': 4, 'nbformat_minor': 5})

def test_grade_a_class(tmp_path):
    cls = tmp_path / 'class'
    for s in ('ann', 'ben', 'cat', 'dan', 'eve', 'fay'): (cls / s).mkdir(parents=True)
    shutil.copy(SOLUTIONS['tau_lca'], cls / 'ann' / '03_tau_lca.ipynb')                 # correct
    shutil.copy(SOLUTIONS['rollback'], cls / 'ann' / '05_rollback.ipynb')               # correct
    shutil.copy(SOLUTIONS['repair'], cls / 'ann' / '06_repair.ipynb')                   # correct
    wrong = code(STUDENT_NBS['rollback'])
    (cls / 'ben' / '05_rollback.ipynb').write_text(notebook(wrong[:1] + ['answer = 0', 'ex.hint()']))   # wrong, a hint
    (cls / 'cat' / '05_rollback.ipynb').write_text(notebook(wrong[:1] + ['answer = undefined_name']))   # raises
    (cls / 'cat' / '03_tau_lca.ipynb').write_text('{"cells": [')                                        # not JSON
    (cls / 'dan' / '05_rollback.ipynb').write_text(notebook(wrong[:1] + ['while True: pass']))         # never ends
    tampered = code(SOLUTIONS['rollback'])
    tampered[0] = tampered[0].replace("student=STUDENT", "seed=3")
    (cls / 'eve' / '05_rollback.ipynb').write_text(notebook(tampered))                                  # another variant
    cheat = code(SOLUTIONS['rollback'])
    cheat.insert(1, 'import spatial_memory.exercises as m\nm.Rollback.mistakes = lambda self, a: []\nanswer = 0')
    (cls / 'fay' / '05_rollback.ipynb').write_text(notebook(cheat[:2]))   # patches the checker in its own process
    rows = grade_folder(cls, timeout=20)
    got = {(r['student'], r['exercise']): r for r in rows}
    print(format_grades(rows))
    assert got['ann', 'tau_lca']['passed'] and got['ann', 'rollback']['passed'] and got['ann', 'repair']['passed']
    assert got['ben', 'rollback']['status'] == 'wrong' and got['ben', 'rollback']['hints_used'] == 1
    assert 'throws away' in got['ben', 'rollback']['detail']
    assert got['cat', 'rollback']['status'] == 'broken' and 'NameError' in got['cat', 'rollback']['detail']
    assert got['cat', 'tau_lca']['status'] == 'broken' and 'not a readable notebook' in got['cat', 'tau_lca']['detail']
    assert got['dan', 'rollback']['status'] == 'timed out'
    assert got['eve', 'rollback']['status'] == 'tampered'
    assert got['fay', 'rollback']['status'] == 'wrong'
    lines = (cls / 'grades.csv').read_text().splitlines()
    assert lines[0].startswith('student,exercise,passed,hints_used,status') and len(lines) == len(rows) + 1

# --- exercise 6, repair (kept apart: its variants are TextWorld games, its answers lists of repair actions) ---

def test_repair_wrong():
    from spatial_memory.maps.repair import apply_action, edit_actions
    hits = dict(confirmed=0, label=0, removed=0, budget=0, rejected=0, rollback=0, partial=0, new=0)
    for seed in range(12):
        ex, right = solve('repair', seed)
        cs = [e for e in ex.problem['edges'] if e[4] and any(e[:3] in c['edges'] for c in ex.problem['conflicts'])]
        if cs:
            a, d, b = cs[0][:3]
            rejected(ex, [dict(action='remove_edge', src=a, dst=b, direction=d)] + right[1:],
                     'first action removes a confirmed edge', 'both ways'); hits['confirmed'] += 1
        for fix in ex._fix:   # the relabellings that restore the walk (the solution may remove a duplicate instead)
            other = next(x for x in ('north', 'south', 'east', 'west') if x not in (fix['direction'],
                                                                              fix['old_direction']))
            fb = ex.check([dict(fix, direction=other)])
            assert not fb.passed and any('relabels' in m or 'rejected' in m for m in fb.messages), fb.messages
            hits['label'] += any('relabels' in m for m in fb.messages)
            if not any(e[1] != fix['old_direction'] and (e[0], e[2]) == (fix['src'], fix['dst'])
                       for e in ex.problem['edges']):
                rm = dict(action='remove_edge', src=fix['src'], dst=fix['dst'], direction=fix['old_direction'])
                rejected(ex, [rm], 'removes the wrong label and the move with it'); hits['removed'] += 1
        rejected(ex, right + [dict(action='skip_conflict')], 'over budget'); hits['budget'] += 1
        rejected(ex, [dict(action='modify_edge', src='nowhere', dst=right[0]['dst'], direction='north')],
                 'action 1 is rejected', 'unknown room'); hits['rejected'] += 1
        rejected(ex, [dict(action='rollback_to_version', version=0)], 'throws away'); hits['rollback'] += 1
        if len(right) > 1: rejected(ex, right[:1], 'still'); hits['partial'] += 1
        s = ex.map()
        for u, v, k, d in list(s.vg.graph.edges(keys=True, data=True)):
            acts = [a for a in edit_actions(s.vg.graph, (u, v, k)) if apply_action(ex.map(), a).get('opened')]
            if not d.get('inferred') and acts:
                rejected(ex, acts[:1], 'new conflict appears after action 1'); hits['new'] += 1; break
    assert all(hits.values()), hits
    assert exercise('repair', seed=0).check([]).messages == ['no action: the conflicts are still open']
