"""Every notebook in nbs/ is a test, run as a reader's Run All does: every cell in order, flags ignored, offline.

The kernel is the one JupyterLab starts (`nbclient`), with no model configured: a cell flagged `#| llm` must check for
a model (`spatial_memory.llm.live_client`) and say how to configure one instead of raising.
"""
import os, tempfile
from pathlib import Path
import nbformat, pytest
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError

ROOT = Path(__file__).resolve().parent.parent
NBS = sorted(p for p in (ROOT / 'nbs').rglob('*.ipynb')
             if not any(part.startswith(('.', '_')) for part in p.relative_to(ROOT / 'nbs').parts))
assert NBS, f'no notebooks found under {ROOT / "nbs"}'
# no model and no network, whatever the user's shell or settings file says: the packaged settings.ini only
# (provider = offline), no user file (an empty XDG_CONFIG_HOME), no variable naming a provider, key or endpoint
UNSET_PREFIXES = ('SPATIAL_MEMORY_', 'OPENAI_')
UNSET = ('LLM_RECORD',)

def error_outputs(nb) -> list:
    "(cell index, error name) of every error output a notebook shows."
    return [(i, o.get('ename')) for i, c in enumerate(nb.cells) if c.cell_type == 'code'
            for o in c.get('outputs', []) if o.get('output_type') == 'error']

@pytest.mark.parametrize('path', NBS, ids=[str(p.relative_to(ROOT / 'nbs')) for p in NBS])
def test_notebook(path, monkeypatch):
    "Run All, offline, flags ignored: no cell raises; a failure names the notebook, the cell and the error."
    for k in [k for k in os.environ if k.startswith(UNSET_PREFIXES) or k in UNSET]: monkeypatch.delenv(k)
    monkeypatch.setenv('XDG_CONFIG_HOME', tempfile.mkdtemp(prefix='sm-nb-config-'))
    monkeypatch.setenv('MPLBACKEND', 'agg')
    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(nb, timeout=600, kernel_name='python3', resources={'metadata': {'path': str(path.parent)}})
    try: client.execute()
    except CellExecutionError as e:
        pytest.fail(f'notebook {path.relative_to(ROOT)} failed under Run All:\n{str(e)[-3000:]}', pytrace=False)
    assert not error_outputs(nb), f'{path.relative_to(ROOT)} shows errors: {error_outputs(nb)}'
