"""Generate the TextWorld games shipped in data/textworld/ (MANGO layout): python tools/textworld_games.py [--n N].

Needs the optional extra: pip install -e '.[textworld]'. Seeds from 1 up, 6 rooms, 8 objects, quests of length 4; a
seed whose play cannot visit every room (a door the walkthrough unlocks only with its last command) is skipped."""
import argparse, shutil
from pathlib import Path
from spatial_memory.maps.textworld import textworld_game

def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument('--n', type=int, default=5, help='number of games')
    p.add_argument('--out', default=str(Path(__file__).resolve().parent.parent / 'data' / 'textworld'))
    p.add_argument('--rooms', type=int, default=6)
    a = p.parse_args(argv)
    seed, made = 0, 0
    while made < a.n:
        seed += 1
        info = textworld_game(seed, a.out, nb_rooms=a.rooms)
        if info['visited'] < info['rooms']:
            print(f"seed {seed}: skipped, {info['visited']} of {info['rooms']} rooms visited"); shutil.rmtree(info['path'])
            continue
        made += 1; print(f"seed {seed}: {info['path']} ({info['rooms']} rooms)")

if __name__ == '__main__': main()
