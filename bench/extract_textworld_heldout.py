"""The offline extractor and navigation on held-out TextWorld games (bench/extract_textworld_heldout.json).

Generates the games the spec names (needs the [textworld] extra) into --cache, then prints the extraction table
(room and edge precision, recall, F1 over whole walkthroughs, worst games first) and the navigation table (route and
destination success, easy and hard, per source of map).

    .venv/bin/python bench/extract_textworld_heldout.py [--cache DIR]
"""
import argparse, json, shutil, sys, tempfile, time
from pathlib import Path
from spatial_memory.maps.extract import extraction_table, format_extraction
from spatial_memory.maps.navigate import navigation_table, format_navigation

HERE = Path(__file__).resolve().parent

def games(spec, cache:Path) -> list:
    "Names of the spec's games in `cache`, generated when missing (skipping seeds whose play misses a room)."
    from spatial_memory.maps.textworld import textworld_game
    names, seed = [], spec['first_seed'] - 1
    while len(names) < spec['games']:
        seed += 1; name = f'tw-{seed}'
        if not (cache / name / f'{name}.edges.json').is_file():
            info = textworld_game(seed, cache, nb_rooms=spec['nb_rooms'], nb_objects=spec['nb_objects'],
                                  quest_length=spec['quest_length'])
            if info['visited'] < info['rooms']: shutil.rmtree(info['path']); (cache / f'{name}.skipped').touch()
        if (cache / name / f'{name}.edges.json').is_file(): names.append(name)
    return names

def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument('--cache', default=None, help='folder for the generated games (default: a temporary folder)')
    a = p.parse_args(argv)
    try: import textworld  # noqa: F401
    except ImportError:
        print('extract_textworld_heldout: skipped: textworld is not installed (pip install -e .[textworld])'); return 0
    spec = json.loads((HERE / 'extract_textworld_heldout.json').read_text())
    cache = Path(a.cache or tempfile.mkdtemp(prefix='tw_heldout_')); cache.mkdir(parents=True, exist_ok=True)
    t = time.perf_counter(); names = games(spec, cache)
    print(f'{len(names)} games ({names[0]} .. {names[-1]}), generated or found in {time.perf_counter() - t:.0f} s')
    print(format_extraction(extraction_table(names, cache, max_steps=None), worst=5))
    print(format_navigation(navigation_table(names, cache, max_steps=None)))

if __name__ == '__main__': sys.exit(main())
