"""Leave-one-folder-out figures of the opener chooser (spatial_memory.tasks.opener) beside RuleTrim's own openers.

For each scenario folder (the top-level scripts, dev_trim*, heldout_trim*), the chooser is trained on every other folder
and then (a) names the task of each turn of that folder that opens one (accuracy against the gold aliases) and (b) runs
the folder's scenarios inside RuleTrim (hallucinations / confusions / consistent, as bench/trim_scenarios.py counts).
Usage: .venv/bin/python bench/trim_openers.py [--no-rule] [--C 1.0] [--quick]"""
import argparse, time
from spatial_memory.tasks.engine import Engine
from spatial_memory.tasks.opener import scenario_folders, opener_events, train_opener, choose, _named
from spatial_memory.tasks.rule_trim import RuleTrim
from spatial_memory.tasks.scenarios import load_scenario, judge, table_row

def run(path, opener):
    "A scenario run through RuleTrim with this chooser (None: the rules alone), judged as `run_scenario` judges."
    sc, eng = load_scenario(path), Engine(RuleTrim(opener=opener))
    records, states = [], []
    for t in sc['turns']: records.append(eng.turn(t['text'])); states.append(eng.state())
    return judge(sc, records, states)

def named(model, events):
    "How many events the chooser (None: the rules) names rightly."
    pick = lambda e: e[3] if model is None else choose(model, e[0], [a for k in e[2] for a in k.split('|')], e[3])
    return sum(bool(p) and _named(p, e[1]) for e in events for p in [pick(e)])

def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--no-rule', action='store_true', help="train without the rules' own name as a feature")
    ap.add_argument('--C', type=float, default=1.0, help='inverse regularisation of the logistic regression')
    ap.add_argument('--quick', action='store_true', help='opener accuracy only (no scenario runs)')
    a = ap.parse_args(argv)
    t0, folders = time.perf_counter(), scenario_folders()
    ev = {f: opener_events(f) for f in folders}
    cols = f"{'folder':<24}{'openers':>8}{'rule':>6}{'chooser':>8}" + ('' if a.quick else
            f"{'':4}{'rule: hal / conf / cons':>24}{'chooser: hal / conf / cons':>28}")
    print(cols); tot = [0] * 9
    for f in folders:
        m = train_opener([e for g in folders if g != f for e in ev[g]], C=a.C, use_rule=not a.no_rule)
        n, r, c = len(ev[f]), named(None, ev[f]), named(m, ev[f])
        line, tot[:3] = f"{f.name:<24}{n:>8}{r:>6}{c:>8}", [tot[0] + n, tot[1] + r, tot[2] + c]
        if not a.quick:
            paths = sorted(f.glob('*.json'))
            rows = [table_row('', [run(p, o) for p in paths]) for o in (None, m)]
            fig = lambda x: f"{x['hallucinations']} / {x['confusions']} / {x['consistent']}"
            line += f"{'':4}{fig(rows[0]):>24}{fig(rows[1]):>28}"
            for i, x in enumerate(rows):
                tot[3 + 3 * i:6 + 3 * i] = [tot[3 + 3 * i] + x['hallucinations'], tot[4 + 3 * i] + x['confusions'],
                                            tot[5 + 3 * i] + int(x['consistent'].split('/')[0])]
        print(line, flush=True)
    line = f"{'all':<24}{tot[0]:>8}{tot[1]:>6}{tot[2]:>8}"
    if not a.quick:
        line += f"{'':4}{f'{tot[3]} / {tot[4]} / {tot[5]}':>24}{f'{tot[6]} / {tot[7]} / {tot[8]}':>28}"
    print(line)
    print(f"rule = RuleTrim's own name right, chooser = the chooser trained without that folder; {time.perf_counter() - t0:.0f}s")

if __name__ == '__main__': main()
