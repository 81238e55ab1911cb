"""The package's layers: the core (config, llm, versioning) imports neither pillar; `maps` and `tasks` never import each
other; `import spatial_memory` alone imports no pillar. Checked on the source (every import, also inside functions)
and at run time (what a fresh interpreter has loaded)."""
import ast, subprocess, sys
from pathlib import Path
import pytest

PKG = Path(__file__).resolve().parent.parent / 'spatial_memory'
CORE = ('config', 'llm', 'versioning')
FORBIDDEN = {'maps': ('spatial_memory.tasks',), 'tasks': ('spatial_memory.maps',),
             **{c: ('spatial_memory.maps', 'spatial_memory.tasks', 'spatial_memory.views', 'spatial_memory.cli')
                for c in CORE}}

def imports(source:str, module:str) -> list:
    "(line, absolute module name) of every import in `source`, the source of `module` (dotted, under spatial_memory)."
    pkg = module.split('.')[:-1]
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import): out += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = pkg[:len(pkg) - node.level + 1] if node.level else []
            name = '.'.join(base + ([node.module] if node.module else []))
            out += [(node.lineno, name)] if node.module else [(node.lineno, f'{name}.{a.name}') for a in node.names]
    return out

def violations(source:str, module:str) -> list:
    "The imports of `module` that cross a layer it must not cross."
    layer = module.split('.')[1] if module.count('.') else ''
    bad = FORBIDDEN.get(layer, ())
    return [(line, name) for line, name in imports(source, module) if name.startswith(bad)]

def modules():
    for p in sorted(PKG.rglob('*.py')):
        if p.name == '_modidx.py': continue
        rel = p.relative_to(PKG.parent).with_suffix('')
        yield p, '.'.join(rel.parts[:-1] if p.name == '__init__.py' else rel.parts) + ('.__init__' if p.name == '__init__.py' else '')

def test_the_checker_sees_a_crossing():
    assert violations('from ..tasks.forest import TaskForest', 'spatial_memory.maps.repair') == [(1, 'spatial_memory.tasks.forest')]
    assert violations('def f():\n    import spatial_memory.maps.pipeline', 'spatial_memory.llm') == [(2, 'spatial_memory.maps.pipeline')]
    assert violations('from .. import tasks', 'spatial_memory.maps.x') == [(1, 'spatial_memory.tasks')]
    assert violations('from .navigation import MoveRecord', 'spatial_memory.maps.pipeline') == []

@pytest.mark.parametrize('path,module', list(modules()), ids=lambda x: str(x) if isinstance(x, str) else '')
def test_no_import_crosses_a_layer(path, module):
    bad = violations(path.read_text(encoding='utf-8'), module)
    assert not bad, f'{path.relative_to(PKG.parent)} imports across layers: ' + ', '.join(f'line {l}: {n}' for l, n in bad)

def test_pillars_exist():
    assert {m for _, m in modules() if m.startswith('spatial_memory.maps.')} and \
           {m for _, m in modules() if m.startswith('spatial_memory.tasks.')}

@pytest.mark.parametrize('start,absent', [
    ('import spatial_memory', ('spatial_memory.maps', 'spatial_memory.tasks', 'openai', 'matplotlib')),
    ('import spatial_memory.maps.pipeline', ('spatial_memory.tasks',)),
    ('import spatial_memory.tasks.scenarios', ('spatial_memory.maps',))])
def test_loaded_modules(start, absent):
    code = f'import sys; {start}; print("\\n".join(sys.modules))'
    loaded = subprocess.run([sys.executable, '-c', code], capture_output=True, text=True, check=True).stdout.split()
    assert not [m for m in loaded if m.startswith(absent)], f'{start} loads ' + ', '.join(m for m in loaded if m.startswith(absent))
