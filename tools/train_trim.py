"""Train the learned TRIM on the SGD train split (CC BY-SA 4.0), and the opener and slot choosers on the scenario folders;
write the artefacts shipped in the package.

Deterministic: the same data gives the same weights.
Usage: .venv/bin/python tools/train_trim.py [--limit N] [--out PATH] [--opener-only] [--opener-out PATH]
                                            [--slots-only] [--slots-out PATH] [--new-task-only] [--new-task-out PATH]"""
import argparse, hashlib, time
from spatial_memory.tasks.learned_trim import train_model, save_model, model_path
from spatial_memory.tasks.opener import scenario_folders, opener_events, train_opener, save_opener, opener_path
from spatial_memory.tasks.slots import slot_events, train_slots, save_slots, slots_path
from spatial_memory.tasks.new_task import new_task_events, train_new_task, save_new_task, new_task_path

def _said(p, t0, what):
    print(f"{what} in {time.perf_counter() - t0:.0f}s; wrote {p} ({p.stat().st_size / 1e6:.2f} MB, "
          f"sha256 {hashlib.sha256(p.read_bytes()).hexdigest()[:12]})")

def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--limit", type=int, default=None, help="train dialogues read (default: all; small to try)")
    ap.add_argument('--out', default=None, help=f'where to write the model (default: {model_path()})')
    ap.add_argument('--opener-only', action='store_true', help='train only the opener chooser (seconds, no SGD)')
    ap.add_argument('--opener-out', default=None, help=f'where to write the opener chooser (default: {opener_path()})')
    ap.add_argument('--slots-only', action='store_true', help='train only the slot chooser (seconds, no SGD)')
    ap.add_argument('--slots-out', default=None, help=f'where to write the slot chooser (default: {slots_path()})')
    ap.add_argument('--new-task-only', action='store_true', help='train only the new-task classifier (seconds, no SGD)')
    ap.add_argument('--new-task-out', default=None, help=f'where to write it (default: {new_task_path()})')
    a = ap.parse_args(argv)
    only = a.opener_only or a.slots_only or a.new_task_only
    if not only:
        t0 = time.perf_counter()
        m = train_model(limit=a.limit)
        _said(save_model(m, a.out), t0, f"trained on {int(m['dialogues'])} dialogues, {int(m['turns'])} user turns")
    folders = scenario_folders()
    if not only or a.opener_only:
        t0, events = time.perf_counter(), [e for f in folders for e in opener_events(f)]
        o = train_opener(events)
        _said(save_opener(o, a.opener_out), t0, f"opener chooser: {len(events)} openers of {len(folders)} scenario folders")
    if not only or a.slots_only:
        t0, events = time.perf_counter(), [e for f in folders for e in slot_events(f)]
        _said(save_slots(train_slots(events), a.slots_out), t0,
              f"slot chooser: {len(events)} turns of {len(folders)} scenario folders")
    if not only or a.new_task_only:
        t0, events = time.perf_counter(), [e for f in folders for e in new_task_events(f)]
        _said(save_new_task(train_new_task(events), a.new_task_out), t0,
              f"new-task classifier: {len(events)} turns ({sum(e[1] for e in events)} opening a task) of "
              f"{len(folders)} scenario folders")

if __name__ == '__main__': main()
