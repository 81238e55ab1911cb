#!/usr/bin/env python
"""Fail when `nbdev-clean`, `nbdev-export` or the README generator would change a tracked file.

Runs the three, compares the files before and after, and names every file that changed (the changes are left in
place, so `git diff` shows them).
"""
import hashlib, subprocess, sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent

def snapshot():
    files = [*ROOT.glob('nbs/**/*.ipynb'), *ROOT.glob('spatial_memory/**/*.py'), ROOT / 'README.md']
    return {str(p.relative_to(ROOT)): hashlib.sha256(p.read_bytes()).hexdigest() for p in files if p.exists()}

def step(name, cmd):
    before = snapshot()
    subprocess.run(cmd, cwd=ROOT, check=True)
    after = snapshot()
    changed = sorted(k for k in before.keys() | after.keys() if before.get(k) != after.get(k))
    if changed: print(f'FAIL {name} changed: ' + ', '.join(changed))
    else: print(f'ok   {name} leaves no diff')
    return not changed

ok = all([step('nbdev-clean', [BIN / 'nbdev-clean']),
          step('nbdev-export', [BIN / 'nbdev-export']),
          step('README from nbs/index.ipynb', [sys.executable, 'tools/make_readme.py'])])
if not ok:
    print('Run `nbdev-clean && nbdev-export && python tools/make_readme.py`, review and commit the diff.')
    sys.exit(1)
