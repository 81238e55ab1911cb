"""LLMTrim on scored scenarios with a model that answers through folders, its answers recorded for offline replay.

Issue 14 asks whether the gap on new-domain scenarios is the offline reader or the engine. No LLM endpoint is reachable
here, so a capable model answers LLMTrim's own requests through relay folders: `run` (one process a conversation) sends
each request to its folder under ROOT and waits for the answer; `next` and `answer` are what an answering model types.
Several answerers share ROOT: each request is claimed by one, the oldest first, so an answerer sees only scattered turns
of a conversation (a real endpoint sees none but the request). Every request and answer is recorded by `ReplayClient`
(`auto`: recorded requests are answered from the file), so `replay` reproduces the figures offline, with no model.

  run     .venv/bin/python bench/trim_llm_reader.py run ROOT/NAME REPLAY.jsonl SCENARIO.json...   (records)
  next    .venv/bin/python bench/trim_llm_reader.py next ROOT WHO      (claims and prints a request; waits for one)
  answer  .venv/bin/python bench/trim_llm_reader.py answer ROOT WHO 'JSON'|-   ('-': from stdin; prints the next one)
  replay  .venv/bin/python bench/trim_llm_reader.py replay REPLAY.jsonl [FOLDER|FILE|paper...]  (figures, offline)"""
import json, os, sys, time
from pathlib import Path
from spatial_memory.config import write_json_atomic, write_text_atomic
from spatial_memory.llm import ScriptedClient, ReplayClient, LLMError
from spatial_memory.tasks.llm_trim import trim_messages
from spatial_memory.tasks.scenarios import run_scenario, table_row, show_rows, CASE_STUDIES

MODEL = 'relay'        # the model name in the replay keys: the recorded answers replay under this name

def _pending(root:Path):
    "The request files waiting for an answer under `root` (its relay folders), oldest first."
    reqs = [p for p in root.glob('*/req_*.json') if not p.with_name('ans' + p.name[3:]).exists()]
    return sorted(reqs, key=lambda p: p.stat().st_mtime)

def _number(p:Path) -> int: return int(p.stem.split('_')[1])

def relay_answer(relay:Path, poll:float=0.05, wait:float=3600):
    "A reply function for `ScriptedClient`: writes each request to `relay` and waits up to `wait` s for its answer."
    def reply(messages, **params):
        n = max(map(_number, relay.glob('req_*.json')), default=0) + 1
        write_json_atomic(relay / f'req_{n:04d}.json', messages)
        ans, t0 = relay / f'ans_{n:04d}.json', time.time()
        while not ans.exists():
            if time.time() - t0 > wait: raise LLMError(f'no answer to {relay.name}/req_{n:04d} in {wait:.0f} s')
            time.sleep(poll)
        return ans.read_text(encoding='utf-8')
    return reply

def _show(req:Path, first:bool):
    "What the answering model reads: every message the first time, then those after the system prompt and few-shot."
    msgs = json.loads(req.read_text())
    print(f'== request {req.parent.name}/{req.stem[4:]}')
    for m in (msgs if first else msgs[len(trim_messages('-')) - 1:]): print(f'-- {m["role"]}\n{m["content"]}')

def _claim(root:Path, who:str):
    "The request `who` holds, else the oldest unclaimed one, claimed for `who` (a file made once: no two answer one)."
    held = root / f'{who}.claim'
    if held.exists():
        req = Path(held.read_text())
        if not req.with_name('ans' + req.name[3:]).exists(): return req
        held.unlink()                                             # answered already: hold nothing
    for req in _pending(root):
        try: os.close(os.open(req.with_suffix('.claim'), os.O_CREAT | os.O_EXCL))
        except FileExistsError: continue
        held.write_text(str(req))
        return req

def cmd_next(root:Path, who:str, timeout:float=120):
    "Claim and print a pending request for `who`, waiting up to `timeout` s; 'DONE' when every run has finished."
    t0 = time.time()
    while time.time() - t0 < timeout:
        req = _claim(root, who)
        if req:
            seen = root / f'{who}.seen'                          # a fresh answerer needs a fresh name
            _show(req, first=not seen.exists()); seen.touch(); return
        runs = [d for d in root.iterdir() if d.is_dir()]
        if runs and all((d / 'DONE').exists() for d in runs): return print('DONE')
        time.sleep(0.1)
    print('no request yet')

def cmd_answer(root:Path, who:str, text:str):
    "Answer the request `who` holds with `text`, then claim and print the next one."
    held = root / f'{who}.claim'
    if not held.exists(): return print('you hold no request: run next')
    req = Path(held.read_text())
    write_text_atomic(req.with_name('ans' + req.name[3:]), text)
    held.unlink()
    time.sleep(0.3)                                               # the run's next request, if it has one
    cmd_next(root, who)

def cmd_run(relay:Path, replay:Path, paths:list):
    "Run each scenario with LLMTrim answered through `relay`, recording to `replay`."
    relay.mkdir(parents=True, exist_ok=True)
    (relay / 'DONE').unlink(missing_ok=True)                     # a folder reused: its unanswered requests are stale
    for req in [r for r in relay.glob('req_*.json') if not r.with_name('ans' + r.name[3:]).exists()]:
        req.unlink(); req.with_suffix('.claim').unlink(missing_ok=True)
    client = ReplayClient(ScriptedClient(relay_answer(relay), model=MODEL), path=replay, mode='auto', model=MODEL)
    for p in paths:
        r = run_scenario(p, trim='llm', client=client)
        print(show_rows([table_row(r['summary']['scenario'], [r])]), flush=True)
    (relay / 'DONE').write_text('')

def _scenarios(arg:str) -> list:
    "The scenarios an argument names: a folder's .json files, 'paper' for the paper's scripts, or one file."
    if arg == 'paper': return list(CASE_STUDIES)
    return sorted(str(p) for p in Path(arg).glob('*.json')) if Path(arg).is_dir() else [arg]

def cmd_replay(replay:Path, args:list):
    "The figures of the recorded answers, offline: hallucinations, confusions, consistent tasks per argument."
    client = ReplayClient(path=replay, mode='replay', model=MODEL)
    rows = []
    for a in args:
        runs = [run_scenario(p, trim='llm', client=client) for p in _scenarios(a)]
        rows.append(table_row(f'{a} [llm: recorded answers]', runs))
    print(show_rows(rows))
    if client.ledger.events['replay:miss']:
        sys.exit(f"{client.ledger.events['replay:miss']} requests are not in {replay} (recorded with another prompt or "
                 'engine? the figures above count them as failed turns)')

if __name__ == '__main__':
    cmd, args = sys.argv[1], sys.argv[2:]
    if cmd == 'run': cmd_run(Path(args[0]), Path(args[1]), args[2:])
    elif cmd == 'next': cmd_next(Path(args[0]), args[1])
    elif cmd == 'answer': cmd_answer(Path(args[0]), args[1], sys.stdin.read() if args[2] == '-' else args[2])
    elif cmd == 'replay': cmd_replay(Path(args[0]), args[1:] or ['data/scenarios/heldout_trim18'])
    else: sys.exit(__doc__)
