"""The evidence mode's second reading on held-out single errors in the MANGO ground-truth maps.

For each game (first 70 steps) and each seed and type in bench/repair_reading_heldout.json, one record of the
ground-truth map is corrupted: relabelled to another compass direction (direction) or sent to another room of the
map (topology). The map is built, checked and repaired in evidence mode, with the second reading (the offline
extractor's reading of the game's walkthrough, `repair.walkthrough_reading`) and without it. Prints, per type and
arm: errors detected (the corrupted map has more conflicts than the clean one), repaired to the truth (the true move is
in the map and the wrong one is not), wrong one removed or relabelled, other true edges lost, conflicts left above
the clean map's, and wall time. Held out are the injection seeds (bench/repair_reading_heldout.json), not the games:
the extractor that reads them was developed on the same MANGO games, so the figures follow the extractor's version.
A spec with a "textworld" part (bench/repair_reading_heldout2.json) adds games generated offline from new seeds (needs
the [textworld] extra; whole walkthroughs), held out in games as well as in seeds.

    .venv/bin/python bench/repair_reading.py [--spec bench/repair_reading_heldout2.json] [--cache DIR]
"""
import argparse, json, random, sys, tempfile, time, warnings, zlib
from pathlib import Path
from spatial_memory.maps import repair as R
from spatial_memory.maps.mango import data_missing, game_file, list_games, load_ground_truth
from spatial_memory.maps.navigation import DIRECTIONS, MoveRecord
from spatial_memory.maps.pipeline import MapSlamSystem

HERE = Path(__file__).resolve().parent
COMPASS = [d for d in DIRECTIONS if d not in ('in', 'out')]

def inject(recs, typ, seed, game):
    "(records with one error, (src, dst, true label), (src, dst, wrong label)) or None when no record can take one."
    rng = random.Random(seed + zlib.crc32(game.encode()))
    rooms = sorted({x for r in recs for x in (r.src, r.dst)})
    for _ in range(50):
        i = rng.randrange(len(recs)); r = recs[i]
        if r.direction not in COMPASS: continue
        if typ == 'direction':
            new = MoveRecord(r.step, r.src, rng.choice([d for d in COMPASS if d != r.direction]), r.dst)
        else:
            others = [x for x in rooms if x not in (r.src, r.dst)]
            if not others: return None
            new = MoveRecord(r.step, r.src, r.direction, rng.choice(others))
        return recs[:i] + [new] + recs[i + 1:], (r.src, r.dst, r.direction), (new.src, new.dst, new.direction)
    return None

def case(recs, wrong_truth, reading):
    "Scores of one corrupted map repaired with or without the reading."
    bad, true, wrong = wrong_truth
    truth = {(r.src, r.dst, r.direction) for r in recs} - {true}
    s = MapSlamSystem(ranking='evidence'); s.run(bad)
    before = len(s.detector.current)
    R.repair(s, 'evidence', reading=reading)
    G = s.vg.graph
    obs = {e for e in G.edges(keys=True) if not G.edges[e].get('inferred')}
    return dict(before=before, after=len(s.detector.current), fixed=true in obs and wrong not in obs,
                gone=wrong not in obs, lost=len(truth - obs))

def run(tot, name, recs, rd, spec, seeds):
    "Add the cases of one game (its true records, its reading) to the running totals `tot`."
    clean = MapSlamSystem(ranking='evidence'); clean.run(recs); base = len(clean.detector.current)
    for typ in spec['types']:
        for seed in seeds:
            made = inject(recs, typ, seed, name)
            if made is None: continue
            for arm, reading in (('reading', rd), ('maps only', None)):
                t = time.perf_counter(); c = case(recs, made, reading)
                a = tot.setdefault((typ, arm), dict(n=0, detected=0, fixed=0, gone=0, lost=0, left=0, s=0.0))
                a['n'] += 1; a['detected'] += c['before'] > base; a['fixed'] += c['fixed']
                a['gone'] += c['gone']; a['lost'] += c['lost']; a['left'] += max(0, c['after'] - base)
                a['s'] += time.perf_counter() - t

def table(title, tot):
    "Print the totals as a markdown table."
    print(f'\n## {title}\n')
    print('| type | arm | cases | detected | repaired to the truth | wrong move gone | true edges lost | '
          'conflicts left above the clean map | wall time |')
    print('|---|---|---|---|---|---|---|---|---|')
    for (typ, arm), a in tot.items():
        n = a['n']
        print(f"| {typ} | {arm} | {n} | {a['detected'] / n:.1%} | {a['fixed'] / n:.1%} | {a['gone'] / n:.1%} | "
              f"{a['lost']} | {a['left']} | {a['s']:.1f} s |")

def textworld(spec, cache):
    "Totals over the spec's TextWorld games (None when textworld is not installed)."
    try: import textworld  # noqa: F401
    except ImportError: print('\nTextWorld part skipped: textworld is not installed (pip install -e .[textworld])'); return None
    sys.path.insert(0, str(HERE)); from extract_textworld_heldout import games
    cache = Path(cache or tempfile.mkdtemp(prefix='tw_repair_')); cache.mkdir(parents=True, exist_ok=True)
    tot = {}
    for name in games(spec['textworld'], cache):
        recs = load_ground_truth(cache / name / f'{name}.edges.json')
        run(tot, name, recs, R.game_reading(cache / name), spec, spec['textworld']['seeds'])
    return tot

def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument('--spec', default=str(HERE / 'repair_reading_heldout.json'), help='the held-out spec (JSON)')
    p.add_argument('--cache', default=None, help='folder for generated TextWorld games (default: a temporary one)')
    p.add_argument('--reading-steps', type=int, default=70,
                   help="MANGO walkthrough steps the second reading reads (default 70, the maps' own; 0: all)")
    a = p.parse_args(argv)
    if data_missing(): print('repair_reading: skipped: the MANGO data is not here (see README: data)'); return 0
    warnings.simplefilter('ignore')
    spec, tot, t0 = json.loads(Path(a.spec).read_text()), {}, time.perf_counter()
    print(f'spec {Path(a.spec).name}, MANGO reading: {a.reading_steps or "all"} steps')
    for g in list_games():
        recs = [r for r in load_ground_truth(g) if r.step <= 70]
        rd = R.game_reading(game_file(g, 'walkthrough').parent, a.reading_steps or None)
        run(tot, g, recs, rd, spec, spec['seeds'])
    table('MANGO ground-truth maps (first 70 steps)', tot)
    if 'textworld' in spec and (tw := textworld(spec, a.cache)): table('TextWorld games (whole walkthroughs)', tw)
    print(f'\nwall time {time.perf_counter() - t0:.0f} s')

if __name__ == '__main__': sys.exit(main())
