"""The compact form the scenario folders' `make_scenarios.py` scripts are written in: each turn sets or deletes gold
paths ((text, intents, {path: value or "DEL"}[, extra gold fields])), and the gold state after it sums those changes."""
import copy, json
from pathlib import Path

def writer(folder, kind:str, source:str):
    "A function sc(name, title, desc, turns) writing <folder>/<name>.json from compact turns (see the module doc)."
    def sc(name, title, desc, turns):
        st, out = {}, []
        for t in turns:
            text, intents, ch = t[0], t[1], t[2]
            extra = t[3] if len(t) > 3 else {}
            for k, v in ch.items():
                if v == 'DEL': st.pop(k)
                else: st[k] = v
            out.append(dict(text=text, scored=True, gold=dict(intents=intents, state=copy.deepcopy(st), **extra)))
        d = dict(name=name, title=title, kind=kind, source=source, description=desc, notes=[], turns=out)
        Path(folder, name + '.json').write_text(json.dumps(d, indent=1, ensure_ascii=False) + '\n')
    return sc
