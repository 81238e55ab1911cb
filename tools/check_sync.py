#!/usr/bin/env python
"""Clean the notebooks, export the package and regenerate README, naming every file each step changed.

Locally the changes are fixes, made and reported in one run (`git diff` shows them; commit them): saving a notebook
in Jupyter after Run All no longer makes `make test` fail once and pass the next time. Under CI (`CI=true`) a change
means the committed tree was not clean, exported or current, and the run fails.
"""
import hashlib, os, subprocess, sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
STRICT = os.environ.get('CI', '').lower() in ('1', 'true', 'yes')

def snapshot():
    files = [*ROOT.glob('nbs/**/*.ipynb'), *ROOT.glob('spatial_memory/**/*.py'), ROOT / 'README.md']
    return {str(p.relative_to(ROOT)): hashlib.sha256(p.read_bytes()).hexdigest() for p in files if p.exists()}

def step(name, cmd, verb):
    "Run one step; print what it changed; return the changed files."
    before = snapshot()
    subprocess.run(cmd, cwd=ROOT, check=True)
    after = snapshot()
    changed = sorted(k for k in before.keys() | after.keys() if before.get(k) != after.get(k))
    print(f'{"FAIL" if changed and STRICT else "ok  "} {name}: ' +
          (f'{verb} ' + ', '.join(changed) if changed else 'nothing to change'))
    return changed

changed = [*step('nbdev-clean', [BIN / 'nbdev-clean'], 'cleaned'),
           *step('nbdev-export', [BIN / 'nbdev-export'], 'exported'),
           *step('README from nbs/index.ipynb', [sys.executable, 'tools/make_readme.py'], 'regenerated')]
if changed and STRICT:
    print('CI: the committed tree was not clean/exported/current. '
          'Run `make check` locally, review and commit the diff.')
    sys.exit(1)
if changed: print(f'==> {len(changed)} file(s) fixed in place: review `git diff` and commit them')
