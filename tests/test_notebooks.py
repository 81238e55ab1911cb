"""Every notebook in nbs/ is a test: run it with nbdev's own runner, skipping cells flagged in `tst_flags`."""
import io, sys
from pathlib import Path
import pytest
from nbdev.config import get_config
from nbdev.test import test_nb as run_nb  # aliased so pytest does not collect it

ROOT = Path(__file__).resolve().parent.parent
NBS = sorted(p for p in (ROOT / 'nbs').rglob('*.ipynb')
             if not any(part.startswith(('.', '_')) for part in p.relative_to(ROOT / 'nbs').parts))
assert NBS, f'no notebooks found under {ROOT / "nbs"}'

@pytest.mark.parametrize('nb', NBS, ids=[str(p.relative_to(ROOT / 'nbs')) for p in NBS])
def test_notebook(nb, monkeypatch):
    "The notebook runs top to bottom; a failure names the notebook and the failing cell."
    err = io.StringIO()
    monkeypatch.setattr(sys, '__stderr__', err)  # nbdev writes the cell traceback there
    flags = get_config(ROOT).tst_flags.split()
    ok, secs = run_nb(nb, skip_flags=flags, basepath=ROOT)
    assert ok, f'notebook {nb.relative_to(ROOT)} failed:\n{err.getvalue()}'
