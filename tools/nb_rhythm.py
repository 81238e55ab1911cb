"""Notebook rhythm: how the notebooks under nbs/ alternate exported code with something shown.

Prints, over every notebook (and per notebook with --each): the median lines per exported cell, the share of exported
cells followed by an example or test (the next code cell is not exported), the runs of 3+ exported cells with nothing
shown between them, and the share of lines over 120 characters (code and markdown)."""
import json, re, statistics, sys
from pathlib import Path

EXPORT = re.compile(r'^#\|\s*export', re.M)

def cells(nb):
    return [c for c in json.loads(Path(nb).read_text())['cells'] if c['cell_type'] in ('code', 'markdown')]

def measure(nbs):
    sizes, followed, exported, runs, longest, lines, over, widest = [], 0, 0, 0, 0, 0, 0, 0
    for nb in nbs:
        cs = cells(nb); run = 0
        code = [c for c in cs if c['cell_type'] == 'code']
        for c in cs:
            src = ''.join(c['source']).splitlines()
            lines += len(src); over += sum(len(l) > 120 for l in src); widest = max([widest, *map(len, src)])
        for i, c in enumerate(code):
            src = ''.join(c['source'])
            if EXPORT.search(src):
                exported += 1; sizes.append(sum(1 for l in src.splitlines() if l.strip() and not l.startswith('#|')))
                nxt = code[i + 1] if i + 1 < len(code) else None
                followed += bool(nxt is not None and not EXPORT.search(''.join(nxt['source'])))
                run += 1
            else:
                if run >= 3: runs += 1; longest = max(longest, run)
                run = 0
        if run >= 3: runs += 1; longest = max(longest, run)
    return dict(exported_cells=exported, median_lines=statistics.median(sizes) if sizes else 0,
                followed_pct=round(100 * followed / max(exported, 1)), runs_3plus=runs, longest_run=longest,
                over_120_pct=round(100 * over / max(lines, 1), 1), longest_line=widest)

if __name__ == '__main__':
    root = Path(__file__).resolve().parent.parent / 'nbs'
    nbs = sorted(p for p in root.rglob('*.ipynb') if not any(s.startswith(('.', '_')) for s in p.relative_to(root).parts))
    if '--each' in sys.argv:
        for nb in nbs: print(nb.relative_to(root), measure([nb]))
    print(measure(nbs))
