"""bench/extract_speed.py: the offline extractor over the 53 MANGO games' whole walkthroughs, this version against an
older one (`--old REV`, default `ecc57a0`, round 3) loaded from git, timed in the same run.

Times extraction (`RuleExtractor` on every step of every walkthrough) and the map's edges with inferred reverses
(`map_edges`), best of `--repeat` interleaved runs each, and prints the ratio new / old. Skips without the MANGO data."""
import argparse, importlib.util, subprocess, sys, tempfile, time
from pathlib import Path
from spatial_memory.maps import extract as new
from spatial_memory.maps.mango import data_missing, list_games, load_walkthrough, game_file, _read_json

ROOT = Path(__file__).resolve().parent.parent

def old_module(rev):
    "The extract module of git revision `rev`, loaded beside the package (its relative imports resolve)."
    src = subprocess.run(['git', 'show', f'{rev}:spatial_memory/maps/extract.py'], cwd=ROOT, check=True,
                         capture_output=True, text=True).stdout
    f = Path(tempfile.mkdtemp()) / 'extract_old.py'; f.write_text(src)
    spec = importlib.util.spec_from_file_location('spatial_memory.maps._extract_old', f)
    mod = importlib.util.module_from_spec(spec); sys.modules[spec.name] = mod; spec.loader.exec_module(mod)
    return mod

def timed(mod, games):
    "(seconds to extract all games, seconds for their edges, the records) with module `mod`, once."
    t = time.perf_counter(); recs = [mod.RuleExtractor(rooms)(steps) for steps, rooms in games]
    ext = time.perf_counter() - t
    t = time.perf_counter(); [mod.map_edges(r) for r in recs]
    return ext, time.perf_counter() - t, recs

def best(mods, games, repeat):
    "Per module, the best (extract, edges) seconds and its records, the modules' runs interleaved (a shared machine)."
    runs = {k: [] for k in mods}
    for _ in range(repeat):
        for k, m in mods.items(): runs[k].append(timed(m, games))
    return {k: (min(r[0] for r in rs), min(r[1] for r in rs), rs[0][2]) for k, rs in runs.items()}

def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument('--old', default='ecc57a0', help='git revision of the older extractor (default: round 3)')
    p.add_argument('--repeat', type=int, default=7)
    a = p.parse_args(argv)
    if data_missing(): print('MANGO data missing:', data_missing()); return
    games = [(load_walkthrough(g), _read_json(game_file(g, 'locations.json'))) for g in list_games()]
    steps = sum(len(s) for s, _ in games)
    old = old_module(a.old)
    res = best(dict(old=old, new=new), games, a.repeat)
    (oe, oo, orecs), (ne, nn, nrecs) = res['old'], res['new']
    print(f'{len(games)} games, {steps} steps (whole walkthroughs); best of {a.repeat}')
    print(f'old ({a.old}): extract {oe:.2f} s, edges {oo:.3f} s, {sum(map(len, orecs))} moves')
    print(f'new (working tree): extract {ne:.2f} s, edges {nn:.3f} s, {sum(map(len, nrecs))} moves')
    print(f'new / old: extract {ne / oe:.2f}x, extract + edges {(ne + nn) / (oe + oo):.2f}x')

if __name__ == '__main__': main()
