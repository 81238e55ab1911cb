"""bench/batch.py: the 53 MANGO games plus 200 TextWorld games through `run_batch` on Dask at 1 and 2 workers.

Prints games/s, the speed-up of 2 workers over 1 (measured in the same run), and the per-stage time split (extract,
build and check, localize, navigate) summed over games. The TextWorld games are generated once into a cache folder
(needs the [textworld] extra; without it only the MANGO games run, and it says so). Cluster start-up is timed apart."""
import argparse, json, os, sys, tempfile, time
from pathlib import Path
from distributed import Client, LocalCluster
from spatial_memory.maps.batch import run_batch
from spatial_memory.maps.mango import data_missing, list_games, mango_dir

ROOT = Path(__file__).resolve().parent.parent

def textworld_games(n, cache):
    "Names of n cached TextWorld games (generating the missing ones on Dask), or [] without textworld."
    try: from spatial_memory.maps.textworld import textworld_game; import textworld  # noqa: F401
    except ImportError: print('textworld not installed: MANGO games only (pip install -e .[textworld])'); return []
    names = [f'tw-{s}' for s in range(1, n + 1)]
    todo = [s for s in range(1, n + 1) if not (cache / f'tw-{s}' / f'tw-{s}.edges.json').is_file()]
    if todo:
        print(f'generating {len(todo)} TextWorld games into {cache} (once) ...', flush=True)
        with LocalCluster(n_workers=2, threads_per_worker=1, dashboard_address=None) as lc, Client(lc) as c:
            c.gather([c.submit(textworld_game, s, str(cache), pure=False) for s in todo])
    return names

def linked_data(mango, tw, cache):
    "A folder of links to every game, as run_batch reads one data folder."
    d = Path(tempfile.mkdtemp(prefix='bench_batch_'))
    for g in mango: (d / g).symlink_to(mango_dir().resolve() / g)
    for g in tw: (d / g).symlink_to(cache.resolve() / g)
    return d

def run(workers, games, data):
    "(seconds, summary, cluster start-up seconds) of one batch at `workers` processes."
    t = time.perf_counter()
    with LocalCluster(n_workers=workers, threads_per_worker=1, dashboard_address=None) as lc, Client(lc) as c:
        c.wait_for_workers(workers); start = time.perf_counter() - t
        out = tempfile.mkdtemp(prefix='bench_batch_out_')
        t = time.perf_counter(); s = run_batch(games, data, out, client=c); secs = time.perf_counter() - t
    return secs, s, start

def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument('--textworld', type=int, default=200, help='TextWorld games (default 200)')
    p.add_argument('--cache', default=str(ROOT / 'out' / 'bench_textworld'))
    a = p.parse_args(argv)
    mango = [] if data_missing() else list_games()
    if not mango: print('MANGO data missing:', data_missing())
    cache = Path(a.cache); cache.mkdir(parents=True, exist_ok=True)
    tw = textworld_games(a.textworld, cache)
    games, data = mango + tw, linked_data(mango, tw, cache)
    print(f'{len(mango)} MANGO + {len(tw)} TextWorld games; {os.cpu_count()} CPUs on this machine')
    res = {w: run(w, games, data) for w in (1, 2)}
    for w, (secs, s, start) in res.items():
        agg = s['aggregate']; st = agg['stage_seconds']; tot = sum(st.values()) or 1
        print(f"workers {w}: {len(games) / secs:7.1f} games/s ({secs:.2f} s; cluster start {start:.2f} s); "
              f"ok {agg['ok']}, failed {agg['failed']}; edge F1 {agg['edge_f1']:.3f}, route {agg['route_success']:.3f}")
        print('   stages: ' + ', '.join(f'{k} {v:.2f} s ({100 * v / tot:.0f}%)' for k, v in st.items()))
    print(f'speed-up 2 workers / 1 worker: {res[1][0] / res[2][0]:.2f}x')

if __name__ == '__main__': main()
