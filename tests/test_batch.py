"""Batch on Dask: a run through the --scheduler of a LocalCluster started here; a worker killed mid-run loses no
finished report and leaves no partial one; a killed run resumes, skipping finished games; a bad game is an error row."""
import json, os, random, signal, subprocess, sys, threading, time
from pathlib import Path
import pytest
from distributed import Client, LocalCluster
from spatial_memory.cli import main
from spatial_memory.maps.batch import run_batch, write_game
from spatial_memory.maps.navigation import REVERSE

DIRS = ['north', 'south', 'east', 'west', 'up', 'down']

def make_game(folder, name, seed, n_rooms=8, n_steps=60):
    "A random consistent two-way map walked for n_steps, written in the MANGO layout with its ground truth."
    rng = random.Random(seed)
    rooms = [f'Room {name} {i}' for i in range(n_rooms)]
    adj, cur, blocks, first = {r: {} for r in rooms}, rooms[0], [('Init', f'{rooms[0]}\nStart.')], {}
    for k in range(1, n_steps + 1):
        d = rng.choice(DIRS)
        if d not in adj[cur]:
            free = [r for r in rooms if r != cur and REVERSE[d] not in adj[r]]
            if not free: blocks.append((d, 'You cannot go that way.')); continue
            nxt = rng.choice(free); adj[cur][d] = nxt; adj[nxt][REVERSE[d]] = cur
        way_up = ' A ladder leads up.' if d == 'down' else ''    # the map is two-way, and its text says so
        nxt = adj[cur][d]; blocks.append((d, f'{nxt}\nA room.{way_up}'))
        first.setdefault((cur, d, nxt), k); cur = nxt
    edges = {}
    for (a, d, b), k in first.items():
        e = edges.setdefault((a, d, b), dict(src_node=a.lower(), action=d, dst_node=b.lower(), seen_in_forward=9999,
                                             seen_in_reversed=9999))
        e['seen_in_forward'] = min(e['seen_in_forward'], k)
        r = edges.setdefault((b, REVERSE[d], a), dict(src_node=b.lower(), action=REVERSE[d], dst_node=a.lower(),
                                                     seen_in_forward=9999, seen_in_reversed=9999))
        r['seen_in_reversed'] = min(r['seen_in_reversed'], k)
    for e in edges.values(): e['edge_min_step'] = min(e['seen_in_forward'], e['seen_in_reversed'])
    write_game(folder, name, blocks, list(edges.values()))

@pytest.fixture(scope='module')
def cluster():
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as lc:
        yield lc

def test_scheduler_of_a_local_cluster(tmp_path, cluster, capsys):
    for i in range(4): make_game(tmp_path / 'data', f'g{i}', i)
    (tmp_path / 'data' / 'bad').mkdir(); (tmp_path / 'data' / 'bad' / 'bad.walkthrough').write_bytes(b'\xff\x00')
    rc = main(['batch', '--games', 'g0,g1,g2,g3,bad', '--data-dir', str(tmp_path / 'data'), '--out',
               str(tmp_path / 'out'), '--scheduler', cluster.scheduler_address, '--quiet'])
    assert rc == 0
    s = json.loads((tmp_path / 'out' / 'summary.json').read_text())
    a = s['aggregate']
    assert (a['games'], a['ok'], a['failed']) == (5, 4, 1)
    assert a['edge_f1'] == 1.0 and a['route_success'] == 1.0 and a['destination_success'] == 1.0
    bad = next(r for r in s['rows'] if r['game'] == 'bad')
    assert 'bad.walkthrough' in bad['error'] and not (tmp_path / 'out' / 'games' / 'bad.json').exists()
    assert (tmp_path / 'out' / 'summary.md').read_text().count('\n') == 5 + 3

def _reports(out):
    "Parsed reports in out/games (a partial one would fail to parse), and any temporary files left."
    games = out / 'games'
    if not games.is_dir(): return {}, []
    return ({p.stem: json.loads(p.read_text()) for p in games.glob('*.json')},
            [p.name for p in games.iterdir() if p.suffix == '.tmp'])

def test_worker_killed_mid_run_then_resume(tmp_path, cluster):
    n = 16
    for i in range(n): make_game(tmp_path / 'data', f'g{i}', 100 + i, n_rooms=40, n_steps=1500)
    games = [f'g{i}' for i in range(n)]
    killed = []
    def killer():
        while not _reports(tmp_path / 'out')[0]: time.sleep(0.01)
        with Client(cluster.scheduler_address) as c:
            pid = next(iter(c.run(os.getpid).values()))
            os.kill(pid, signal.SIGKILL); killed.append(pid)
    t = threading.Thread(target=killer); t.start()
    with Client(cluster.scheduler_address) as c:
        s = run_batch(games, tmp_path / 'data', tmp_path / 'out', max_steps=None, client=c)
    t.join()
    assert killed, 'no worker was killed'
    reports, tmps = _reports(tmp_path / 'out')
    assert sorted(reports) == sorted(games) and tmps == []
    assert s['aggregate']['ok'] + s['aggregate']['failed'] == n
    # a second run skips every finished game, sending nothing to the cluster
    s2 = run_batch(games, tmp_path / 'data', tmp_path / 'out', max_steps=None, client=None, workers=1)
    assert s2['aggregate']['skipped'] == s['aggregate']['ok']

def test_killed_run_resumes(tmp_path):
    n = 12
    for i in range(n): make_game(tmp_path / 'data', f'g{i}', 200 + i, n_rooms=40, n_steps=1500)
    cmd = [str(Path(sys.executable).parent / 'spatial-memory'), 'batch', '--all', '--data-dir', str(tmp_path / 'data'),
           '--out', str(tmp_path / 'out'), '--workers', '1', '--max-steps', '100000', '--quiet']
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    t0 = time.time()
    while not _reports(tmp_path / 'out')[0] and time.time() - t0 < 120: time.sleep(0.01)
    os.killpg(p.pid, signal.SIGKILL); p.wait()
    done, tmps = _reports(tmp_path / 'out')
    assert p.returncode != 0, 'the run finished before it was killed'
    assert done and tmps == [] and not (tmp_path / 'out' / 'summary.json').exists()
    with Client(LocalCluster(n_workers=1, processes=False, dashboard_address=None)) as c:
        s = run_batch([f'g{i}' for i in range(n)], tmp_path / 'data', tmp_path / 'out', max_steps=None, client=c)
        c.cluster.close()
    assert s['aggregate']['skipped'] >= len(done) and s['aggregate']['ok'] == n

def test_shipped_textworld_games(tmp_path):
    "The games in data/textworld/ map and navigate perfectly with the offline extractor (TextWorld headers)."
    data = Path(__file__).resolve().parent.parent / 'data' / 'textworld'
    with Client(LocalCluster(n_workers=1, processes=False, dashboard_address=None)) as c:
        s = run_batch(sorted(p.name for p in data.iterdir() if p.is_dir()), data, tmp_path, max_steps=None, client=c)
        c.cluster.close()
    a = s['aggregate']
    assert a['games'] == 5 and a['failed'] == 0
    assert (a['edge_f1'], a['room_f1'], a['route_success'], a['destination_success']) == (1.0, 1.0, 1.0, 1.0)

def test_textworld_ground_truth_reads_world_facts(tmp_path):
    "north_of(a, b) means a is north of b: going north from b leads to a."
    pytest.importorskip('textworld')
    import textworld
    from textworld.generator import make_game
    from spatial_memory.maps.textworld import world_exits
    o = textworld.GameOptions(); o.seeds, o.nb_rooms, o.nb_objects, o.quest_length = 11, 4, 2, 1
    g = make_game(o)
    ex = world_exits(g)
    name = lambda v: g.infos[v.name].name
    facts = [f for f in g.world.facts if f.name == 'north_of']
    assert facts and all(ex[name(f.arguments[1]), 'north'] == name(f.arguments[0]) for f in facts)
    assert all(ex[b, REVERSE[d]] == a for (a, d), b in ex.items())
