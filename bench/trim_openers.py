"""Leave-one-folder-out figures of the opener chooser (spatial_memory.tasks.opener) beside RuleTrim's own openers.

For each scenario folder (the top-level scripts, dev_trim*, heldout_trim*), the chooser is trained on every other folder
and then (a) names the task of each turn of that folder that opens one (accuracy against the gold aliases) and (b) runs
the folder's scenarios inside RuleTrim (hallucinations / confusions / consistent, as bench/trim_scenarios.py counts).
--gold adds a ceiling: every opener named by its gold name, and a task started under it where the rules start none.
Usage: .venv/bin/python bench/trim_openers.py [--no-rule] [--C 1.0] [--quick] [--gold]"""
import argparse, contextlib, time
import spatial_memory.tasks.opener as O
from spatial_memory.tasks.engine import Engine
from spatial_memory.tasks.english import clean_turn, split_hint
from spatial_memory.tasks.rule_trim import RuleTrim, _merge_checks
from spatial_memory.tasks.scenarios import load_scenario, judge, table_row

class GoldOpeners(RuleTrim):
    "RuleTrim whose openers are named by the gold (an upper bound on what naming openers can give, not a classifier)."
    def __init__(self, gold:dict): super().__init__(opener=dict(gold=gold)); self.gold = gold
    def classify(self, turn, memory_view=None):
        out = super().classify(turn, memory_view)
        if turn in self.gold and not any(s.op == 'add' and s.parent_node is None for s in out):
            hint, t = split_hint(clean_turn(turn))          # a task the rules did not start: read again under it
            out = _merge_checks(self._read(t, self._memory(memory_view), hint, root=self.gold[turn]).out)
            self._remember(out)
        return out

@contextlib.contextmanager
def gold_choice():
    "While it lasts, a model {'gold': {turn: name}} names a turn's task by that map (else the rules' name)."
    real = O.choose
    O.choose = lambda m, text, known=(), rule=None: (m['gold'].get(text, rule) if 'gold' in m
                                                      else real(m, text, known, rule))
    try: yield
    finally: O.choose = real

def run(path, trim):
    "A scenario run through `trim`, judged as `run_scenario` judges."
    sc, eng = load_scenario(path), Engine(trim)
    records, states = [], []
    for t in sc['turns']: records.append(eng.turn(t['text'])); states.append(eng.state())
    return judge(sc, records, states)

def named(model, events):
    "How many events the chooser (None: the rules) names rightly."
    pick = lambda e: e[3] if model is None else O.choose(model, e[0], [a for k in e[2] for a in k.split('|')], e[3])
    return sum(bool(p) and O._named(p, e[1]) for e in events for p in [pick(e)])

def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--no-rule', action='store_true', help="train without the rules' own name as a feature")
    ap.add_argument('--C', type=float, default=1.0, help='inverse regularisation of the logistic regression')
    ap.add_argument('--quick', action='store_true', help='opener accuracy only (no scenario runs)')
    ap.add_argument('--gold', action='store_true', help='add the ceiling: openers named by the gold')
    a = ap.parse_args(argv)
    t0, folders = time.perf_counter(), O.scenario_folders()
    ev = {f: O.opener_events(f) for f in folders}
    arms = ['rule', 'chooser'] + ['gold openers'] * a.gold
    print(f"{'folder':<16}{'openers':>8}{'rule':>6}{'chooser':>8}" + ('' if a.quick else
          ''.join(f"{f'{x}: hal/conf/cons':>30}" for x in arms)))
    tot = {}
    for f in folders:
        m = O.train_opener([e for g in folders if g != f for e in ev[g]], C=a.C, use_rule=not a.no_rule)
        figs = dict(openers=len(ev[f]), rule=named(None, ev[f]), chooser=named(m, ev[f]))
        if not a.quick:
            gold = {e[0]: e[1][0].split('|')[0] for e in ev[f]}
            trims = dict(rule=lambda: RuleTrim(opener=None), chooser=lambda: RuleTrim(opener=m),
                         **{'gold openers': lambda: GoldOpeners(gold)})
            with gold_choice():
                for x in arms:
                    r = table_row('', [run(p, trims[x]()) for p in sorted(f.glob('*.json'))])
                    figs[x + ' h'], figs[x + ' c'] = r['hallucinations'], r['confusions']
                    figs[x + ' k'], figs[x + ' n'] = (int(v) for v in r['consistent'].split('/'))
        tot = {k: tot.get(k, 0) + v for k, v in figs.items()}
        show(f.name, figs, arms, a.quick)
    show('all', tot, arms, a.quick)
    print(f"rule = RuleTrim's own name right, chooser = the chooser trained without that folder; "
          f"{time.perf_counter() - t0:.0f}s")

def show(name, f, arms, quick):
    line = f"{name:<16}{f['openers']:>8}{f['rule']:>6}{f['chooser']:>8}"
    cell = lambda x: f"{f[x + ' h']} / {f[x + ' c']} / {f[x + ' k']} of {f[x + ' n']}"
    if not quick: line += ''.join(f'{cell(x):>30}' for x in arms)
    print(line, flush=True)

if __name__ == '__main__': main()
