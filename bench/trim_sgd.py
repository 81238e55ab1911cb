"""TRIM classifiers on the SGD dev split (CC BY-SA 4.0), run dialogue by dialogue through the Engine.

Prints per-intent precision/recall, the share of revisions whose new value is right, turns with no subtask, turns/s;
with --curve, the learned TRIM trained on 10%, 30% and 100% of the train split (the learning curve).
Usage: .venv/bin/python bench/trim_sgd.py [--limit N] [--arms rule,random,learned] [--curve] [--json]"""
import argparse, json, sys, time
from spatial_memory.tasks.learned_trim import sgd_dialogues, run_sgd
from spatial_memory.tasks.rule_trim import RuleTrim
from spatial_memory.tasks.ablations import RandomTrim

def arm(name, frac=1.0, train_limit=None):
    "A factory of fresh classifiers for `name` (the learned one trained once, shared by every dialogue)."
    if name == 'rule': return RuleTrim
    if name == 'random': return lambda: RandomTrim(seed=0)
    from spatial_memory.tasks.learned_trim import LearnedTrim, load_model, train_model
    model = load_model() if frac is None else train_model(fraction=frac, limit=train_limit)
    return lambda: LearnedTrim(model)

def row(name, r):
    f = lambda x: '-' if x is None else f'{x:5.1f}'
    return (f"{name:<22} new P/R {f(r['new']['precision'])}/{f(r['new']['recall'])}  "
            f"update P/R {f(r['update']['precision'])}/{f(r['update']['recall'])}  "
            f"check P/R {f(r['check']['precision'])}/{f(r['check']['recall'])}  value right {f(r['value_right'])}%  "
            f"no subtask {f(r['no_subtask'])}%  {r['turns_per_s']:7.1f} turns/s")

def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--limit', type=int, default=None, help='dev dialogues (default: all)')
    ap.add_argument('--arms', default='random,rule', help='comma-separated: random, rule, learned')
    ap.add_argument('--curve', action='store_true', help='train the learned TRIM on 10/30/100%% of train and score each')
    ap.add_argument('--train-limit', type=int, default=None, help='train dialogues read for --curve (default: all)')
    ap.add_argument('--json', action='store_true', help='print the figures as JSON')
    a = ap.parse_args(argv)
    try: dev = sgd_dialogues('dev', limit=a.limit)
    except FileNotFoundError as e: print(f'skipped: {e}'); return 0
    n_turns = None; out = {}
    for name in a.arms.split(','):
        out[name] = r = run_sgd(arm(name, frac=None), dev)
        if not a.json: print(row(name, r), flush=True)
    if 'learned' in a.arms.split(','):
        import spatial_memory.tasks.learned_trim as LT
        LT._CACHE.clear(); t0 = time.perf_counter(); m = LT.load_model(); load_s = time.perf_counter() - t0
        texts = [t for d in dev[:300] for t in LT.sgd_turns(d)]
        from spatial_memory.tasks import english, opener   # their caches hold these turns from the run above: empty
        for f in [*vars(english).values(), *vars(opener).values(), *vars(LT).values()]:
            getattr(f, 'cache_clear', lambda: None)()
        lt, t0 = LT.LearnedTrim(m), time.perf_counter()
        for t in texts: lt.classify(t.text, None, assistant=t.assistant)
        rate = len(texts) / (time.perf_counter() - t0)
        out['learned_speed'] = dict(load_seconds=round(load_s, 3), classify_turns_per_s=round(rate, 1),
                                    model_mb=round(LT.model_path().stat().st_size / 1e6, 2))
        if not a.json: print(f"learned model: {out['learned_speed']['model_mb']} MB, loads in {load_s:.3f}s, "
                             f"classifies {rate:.0f} turns/s on one core (LearnedTrim.classify alone)", flush=True)
    if a.curve:
        for frac in (0.1, 0.3, 1.0):
            t0 = time.perf_counter(); f = arm('learned', frac=frac, train_limit=a.train_limit)
            train_s = time.perf_counter() - t0
            out[f'learned@{int(frac * 100)}%'] = r = dict(run_sgd(f, dev), train_seconds=round(train_s, 1))
            if not a.json: print(row(f'learned @ {int(frac * 100)}% train', r) + f'  (trained in {train_s:.0f}s)', flush=True)
    if a.json: json.dump(out, sys.stdout, indent=1)
    print(f"dev dialogues: {len(dev)}, user turns: {next(iter(out.values()))['turns']}", file=sys.stderr)

if __name__ == '__main__': main()
