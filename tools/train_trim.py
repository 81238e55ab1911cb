"""Train the learned TRIM on the SGD train split (CC BY-SA 4.0) and write the artefact shipped in the package.

Deterministic: the same data gives the same file. Usage: .venv/bin/python tools/train_trim.py [--limit N] [--out PATH]"""
import argparse, hashlib, time
from spatial_memory.tasks.learned_trim import train_model, save_model, model_path

def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--limit', type=int, default=None, help='train dialogues read (default: all; small for a quick try)')
    ap.add_argument('--out', default=None, help=f'where to write the model (default: {model_path()})')
    a = ap.parse_args(argv)
    t0 = time.perf_counter()
    m = train_model(limit=a.limit)
    p = save_model(m, a.out)
    print(f"trained on {int(m['dialogues'])} dialogues, {int(m['turns'])} user turns in {time.perf_counter() - t0:.0f}s; "
          f"wrote {p} ({p.stat().st_size / 1e6:.1f} MB, sha256 {hashlib.sha256(p.read_bytes()).hexdigest()[:12]})")

if __name__ == '__main__': main()
