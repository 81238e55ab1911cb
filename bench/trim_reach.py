"""Whether what the gold accepts is within reach of a reader that only picks: the candidates it could choose from.

A scored turn is within reach when every change its gold makes (optional paths aside) can be spelled from what a
reader has at hand, with no knowledge of what words mean:
  task   an alias in the conversation's words so far (all its stems), or a task the gold held before the turn;
  slot   an alias in the conversation's words so far, a slot the gold held before, the name of the value's kind
         (`kind_slot`, `count_kind`: 'price' for '£40'), or a name the gold of the *other* folders uses at least
         --least times (the vocabulary a learned chooser would have);
  value  an alternative said in the conversation so far (whole words), or a removal.
Turns out of reach are confused for any such reader; the rest are a matter of choosing among candidates.
Usage: .venv/bin/python bench/trim_reach.py [--least 10] [FOLDER...]   (default: heldout_trim5-16)"""
import argparse, glob
from collections import Counter
from spatial_memory.tasks.scenarios import load_scenario, state_changes, mentions, _seg_match
from spatial_memory.tasks.english import stem_set, norm_title
from spatial_memory.tasks.rule_trim import count_kind, kind_slot

def turns(folder):
    "(turn, gold state before, gold state after, the user's words so far) of each turn of a folder's scenarios."
    for p in sorted(glob.glob(f'{folder}/*.json')):
        before, said = {}, []
        for t in load_scenario(p)['turns']:
            said.append(t['text'])
            yield t, before, t['gold']['state'], ' '.join(said)
            before = t['gold']['state']

def slot_names(folder) -> Counter:
    "How many gold changes of a folder accept each slot name (aliases, canonical)."
    n = Counter()
    for _, before, after, _ in turns(folder):
        for k, ch in state_changes(before, after).items():
            if '/' in k and ch[0] == 'set' and not k.startswith('?'):
                n.update(set(norm_title(a) for a in k.split('/')[1].split('|')))
    return n

def _said(alias, words) -> bool: return bool(stem_set(alias)) and stem_set(alias) <= words

def out_of_reach(path:str, ch:tuple, before:dict, said:str, vocab:set) -> set:
    "What of one gold change (`path`, its change `ch`) is out of reach: a subset of {'task', 'slot', 'value'}."
    parts, words, out = path.lstrip('?').split('/'), stem_set(said), set()
    held = {k.lstrip('?').split('/')[0] for k in before}
    if not (parts[0] in held or any(_said(a, words) for a in parts[0].split('|'))): out.add('task')
    if len(parts) == 2:
        vals = [] if ch[0] == 'del' or ch[1] is None else ch[1] if isinstance(ch[1], list) else [ch[1]]
        kinds = {x for v in vals[:1] for x in (kind_slot(v), count_kind(v)) if x}
        if not (path in before or '?' + path in before or any(_said(a, words) for a in parts[1].split('|'))
                or any(norm_title(a) in vocab for a in parts[1].split('|'))
                or any(_seg_match(x, parts[1]) for x in kinds)): out.add('slot')
        if vals and not any(mentions(said, v) for v in vals): out.add('value')
    return out

def reach(folder, vocab:set) -> Counter:
    "Scored turns of a folder, those out of reach, and why (task, slot, value: a turn may count in several)."
    n = Counter()
    for t, before, after, said in turns(folder):
        if not t['scored']: continue
        n['turns'] += 1
        why = set().union(*[out_of_reach(k, ch, before, said, vocab) for k, ch in state_changes(before, after).items()
                            if not k.startswith('?')])
        n['out of reach'] += bool(why); n.update(why)
    return n

def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('folders', nargs='*', default=[f'data/scenarios/heldout_trim{i}' for i in range(5, 17)])
    ap.add_argument('--least', type=int, default=10, help='uses of a slot name in the other folders to know it')
    a = ap.parse_args(argv)
    every = sorted({*a.folders, *glob.glob('data/scenarios/dev_trim*'), *glob.glob('data/scenarios/heldout_trim*')})
    names = {f: slot_names(f) for f in every}
    print(f"{'folder':<24}{'turns':>6}{'out of reach':>14}{'task':>6}{'slot':>6}{'value':>7}{'per 63 turns':>14}")
    tot = Counter()
    for f in a.folders:
        vocab = {x for x, k in sum((names[g] for g in every if g != f), Counter()).items() if k >= a.least}
        n = reach(f, vocab); tot += n
        print(f"{f.rsplit('/', 1)[-1]:<24}{n['turns']:>6}{n['out of reach']:>14}{n['task']:>6}{n['slot']:>6}"
              f"{n['value']:>7}{63 * n['out of reach'] / max(n['turns'], 1):>14.1f}", flush=True)
    print(f"{'all':<24}{tot['turns']:>6}{tot['out of reach']:>14}{tot['task']:>6}{tot['slot']:>6}{tot['value']:>7}"
          f"{63 * tot['out of reach'] / max(tot['turns'], 1):>14.1f}")

if __name__ == '__main__': main()
