#!/usr/bin/env python
"""Write README.md from nbs/index.ipynb (quarto is not available, so `nbdev-readme` cannot run).

Markdown cells are copied; code cells become ```python blocks followed by their text output; cells marked
`#| hide` are left out and `#|` directives are dropped, as nbdev's docs do.
"""
import json, sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HEADER = '<!-- generated from nbs/index.ipynb by tools/make_readme.py: edit the notebook, not this file -->\n\n'

def cell_text(cell):
    src = ''.join(cell['source'])
    if cell['cell_type'] == 'markdown': return src.strip() + '\n'
    lines = src.splitlines()
    if any(l.replace(' ', '').startswith('#|hide') for l in lines): return ''
    code = '\n'.join(l for l in lines if not l.startswith('#|')).strip()
    if not code: return ''
    out = [f'```python\n{code}\n```\n']
    for o in cell.get('outputs', []):
        text = o.get('text') or o.get('data', {}).get('text/plain')
        if text: out.append('```\n' + ''.join(text).rstrip() + '\n```\n')
    return '\n'.join(out)

def render(nb_path=ROOT / 'nbs' / 'index.ipynb'):
    nb = json.loads(Path(nb_path).read_text(encoding='utf-8'))
    parts = [t for t in map(cell_text, nb['cells']) if t]
    return HEADER + '\n'.join(parts)

if __name__ == '__main__':
    (ROOT / 'README.md').write_text(render(), encoding='utf-8')
