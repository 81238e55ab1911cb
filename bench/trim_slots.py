"""Leave-one-folder-out figures of the slot chooser (spatial_memory.tasks.slots) inside RuleTrim.

For each scenario folder (the top-level scripts, dev_trim*, heldout_trim*), the opener chooser and the slot chooser are
trained on every other folder; the folder's scenarios are then run through RuleTrim with the opener chooser alone and
with both (hallucinations / confusions / consistent, as bench/trim_scenarios.py counts them); 'pairs' counts the (slot,
value) pairs the slot chooser set, of them the values the turn's gold sets, and the slot names and whole paths it matches.
--scripts instead runs the paper's case studies and the 13 older held-out scripts with RuleTrim as shipped, without and
with the shipped slot chooser (trained on every folder, these included: seen).
Usage: .venv/bin/python bench/trim_slots.py [--only dev] [--threshold 0.5] [--C 1.0] [--scripts]"""
import argparse, glob, time
import spatial_memory.tasks.opener as O
import spatial_memory.tasks.slots as S
from spatial_memory.tasks.rule_trim import RuleTrim
from spatial_memory.tasks.engine import Engine
from spatial_memory.tasks.scenarios import (table_row, scenarios_dir, CASE_STUDIES, load_scenario, judge, value_match,
                                            key_match, _seg_match)
from trim_openers import run

class Counted(RuleTrim):
    "RuleTrim noting the (task, slot, value) of each pair its slot chooser sets."
    def _stated(self, c, w):
        n = len(w.out); r = super()._stated(c, w)
        self.pairs += [(x.parent_node, x.subtask_title, x.to) for x in w.out[n:]]
        return r

def counted_run(path, trim:Counted, tally:list):
    "`run`, adding to `tally` [pairs, values right, slot names right, paths right] against each turn's gold sets."
    sc, eng, records, states, before = load_scenario(path), Engine(trim), [], [], {}
    for t in sc['turns']:
        trim.pairs = []
        records.append(eng.turn(t['text'])); states.append(eng.state())
        sets, before = S.gold_sets(before, t['gold']['state']), t['gold']['state']
        for task, slot, v in trim.pairs:
            hit = [(gt, gs) for gt, gs, gv in sets if value_match(v, gv)]
            tally[:] = [tally[0] + 1, tally[1] + bool(hit), tally[2] + any(_seg_match(slot, gs) for _, gs in hit),
                        tally[3] + any(key_match(f'{task}/{slot}', f'{gt}/{gs}') for gt, gs in hit)]
    return judge(sc, records, states)

def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--only', default='', help="run only the folders whose name contains this ('dev': the dev sets)")
    ap.add_argument('--threshold', type=float, default=0.5, help='the value chooser threshold')
    ap.add_argument('--C', type=float, default=1.0, help='inverse regularisation of both logistic regressions')
    ap.add_argument('--scripts', action='store_true', help="the paper's scripts and the 13 older held-out ones instead")
    a = ap.parse_args(argv)
    if a.scripts: return scripts()
    t0, folders = time.perf_counter(), O.scenario_folders()
    ev = {f: O.opener_events(f) for f in folders}
    sv = {f: S.slot_events(f) for f in folders}
    arms = ('rules+opener', 'rules+opener+slots')
    print(f"{'folder':<16}{'turns':>6}" + ''.join(f'{x + ": hal/conf/cons":>34}' for x in arms) +
          f"{'pairs: set / value / slot / path':>36}", flush=True)
    tot = {}
    for f in [f for f in folders if a.only in (f.name if f != folders[0] else 'scenarios dev')]:
        o = O.train_opener([e for g in folders if g != f for e in ev[g]])
        s = dict(S.train_slots([e for g in folders if g != f for e in sv[g]], C=a.C), threshold=a.threshold)
        figs, tally = {}, [0, 0, 0, 0]
        runs = {arms[0]: lambda p: run(p, RuleTrim(opener=o, slots=None)),
                arms[1]: lambda p: counted_run(p, Counted(opener=o, slots=s), tally)}
        for x in arms:
            r = table_row('', [runs[x](p) for p in sorted(f.glob('*.json'))])
            figs[x] = (r['hallucinations'], r['confusions'], *(int(v) for v in r['consistent'].split('/')))
        figs['turns'], figs['pairs'] = (r['turns'],), tuple(tally)
        tot = {k: tuple(map(sum, zip(tot.get(k, (0,) * len(v)), v))) for k, v in figs.items()}
        show(f.name, figs, arms)
    show('all', tot, arms)
    print(f'both choosers trained without the folder they run on; threshold {a.threshold}; '
          f'{time.perf_counter() - t0:.0f}s')

def scripts():
    "The paper's case studies and the 13 older held-out scripts: RuleTrim as shipped, without and with the slot chooser."
    sets = [('paper case studies', [scenarios_dir() / f'{n}.json' for n in CASE_STUDIES]),
            ('13 older held-out', sorted(glob.glob(str(scenarios_dir() / 'heldout*.json'))))]
    for name, paths in sets:
        for arm, make in (('RuleTrim()', RuleTrim), ("RuleTrim(slots='auto')", lambda: RuleTrim(slots='auto'))):
            r = table_row('', [run(p, make()) for p in paths])
            print(f"{name:<20}{arm:<24}{r['turns']:>4} turns  {r['hallucinations']} / {r['confusions']} / "
                  f"{r['consistent']}  (hallucinations / confusions / consistent)", flush=True)

def show(name, f, arms):
    cell = lambda h, c, k, n: f'{h} / {c} / {k} of {n}'
    print(f"{name:<16}{f['turns'][0]:>6}" + ''.join(f'{cell(*f[x]):>34}' for x in arms) +
          f"{' / '.join(map(str, f['pairs'])):>36}", flush=True)

if __name__ == '__main__': main()
