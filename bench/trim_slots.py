"""Leave-one-folder-out figures of the slot chooser (spatial_memory.tasks.slots) inside RuleTrim.

For each scenario folder (the top-level scripts, dev_trim*, heldout_trim*), the opener chooser and the slot chooser are
trained on every other folder; the folder's scenarios are then run through RuleTrim with the opener chooser alone and
with both (hallucinations / confusions / consistent, as bench/trim_scenarios.py counts them).
Usage: .venv/bin/python bench/trim_slots.py [--only dev] [--threshold 0.5] [--C 1.0]"""
import argparse, time
import spatial_memory.tasks.opener as O
import spatial_memory.tasks.slots as S
from spatial_memory.tasks.rule_trim import RuleTrim
from spatial_memory.tasks.scenarios import table_row
from trim_openers import run

def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--only', default='', help="run only the folders whose name contains this ('dev': the dev sets)")
    ap.add_argument('--threshold', type=float, default=0.5, help='the value chooser threshold')
    ap.add_argument('--C', type=float, default=1.0, help='inverse regularisation of both logistic regressions')
    a = ap.parse_args(argv)
    t0, folders = time.perf_counter(), O.scenario_folders()
    ev = {f: O.opener_events(f) for f in folders}
    sv = {f: S.slot_events(f) for f in folders}
    arms = ('rules+opener', 'rules+opener+slots')
    print(f"{'folder':<16}{'turns':>6}" + ''.join(f'{x + ": hal/conf/cons":>34}' for x in arms), flush=True)
    tot = {}
    for f in [f for f in folders if a.only in (f.name if f != folders[0] else 'scenarios dev')]:
        o = O.train_opener([e for g in folders if g != f for e in ev[g]])
        s = dict(S.train_slots([e for g in folders if g != f for e in sv[g]], C=a.C), threshold=a.threshold)
        trims = {arms[0]: lambda: RuleTrim(opener=o, slots=None), arms[1]: lambda: RuleTrim(opener=o, slots=s)}
        figs = {}
        for x in arms:
            r = table_row('', [run(p, trims[x]()) for p in sorted(f.glob('*.json'))])
            figs[x] = (r['hallucinations'], r['confusions'], *(int(v) for v in r['consistent'].split('/')))
        figs['turns'] = (r['turns'],)
        tot = {k: tuple(map(sum, zip(tot.get(k, (0,) * len(v)), v))) for k, v in figs.items()}
        show(f.name, figs, arms)
    show('all', tot, arms)
    print(f'both choosers trained without the folder they run on; threshold {a.threshold}; '
          f'{time.perf_counter() - t0:.0f}s')

def show(name, f, arms):
    cell = lambda h, c, k, n: f'{h} / {c} / {k} of {n}'
    print(f"{name:<16}{f['turns'][0]:>6}" + ''.join(f'{cell(*f[x]):>34}' for x in arms), flush=True)

if __name__ == '__main__': main()
