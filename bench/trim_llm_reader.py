"""LLMTrim on scored scenarios with a model that answers through a folder, its answers recorded for offline replay.

Issue 14 asks whether the gap on new-domain scenarios is the offline reader or the engine. No LLM endpoint is reachable
here, so a capable model answers LLMTrim's own requests through a relay folder: `run` sends each request there and waits
for the answer; `next` and `answer` are what the answering model types. Every request and answer is recorded by
`ReplayClient`, so `replay` reproduces the figures offline, with no model.

  run     .venv/bin/python bench/trim_llm_reader.py run RELAY REPLAY.jsonl SCENARIO.json...   (records)
  next    .venv/bin/python bench/trim_llm_reader.py next RELAY          (prints the pending request; waits for one)
  answer  .venv/bin/python bench/trim_llm_reader.py answer RELAY 'JSON'|- (answers it, '-' from stdin; prints the next)
  replay  .venv/bin/python bench/trim_llm_reader.py replay REPLAY.jsonl [FOLDER...]  (the figures, offline)"""
import json, sys, time
from pathlib import Path
from spatial_memory.llm import ScriptedClient, ReplayClient
from spatial_memory.tasks.scenarios import run_scenario, table_row, show_rows

MODEL = 'relay'        # the model name in the replay keys: the recorded answers replay under this name

def _pending(relay:Path):
    "The request file waiting for an answer, if any."
    return next((p for p in sorted(relay.glob('req_*.json')) if not p.with_name('ans' + p.name[3:]).exists()), None)

def relay_answer(relay:Path, poll:float=0.05):
    "A reply function for `ScriptedClient`: writes each request to `relay` and waits for its answer file."
    def reply(messages, **params):
        n = len(list(relay.glob('req_*.json'))) + 1
        req = relay / f'req_{n:04d}.json'
        req.write_text(json.dumps(messages, ensure_ascii=False, indent=1))
        ans = relay / f'ans_{n:04d}.json'
        while not ans.exists(): time.sleep(poll)
        time.sleep(poll)                                  # the writer has finished
        return ans.read_text()
    return reply

def _show(relay:Path, req:Path, first:bool):
    "What the answering model reads: every message the first time, then those after the system prompt and few-shot."
    msgs = json.loads(req.read_text())
    base = len(json.loads((relay / 'req_0001.json').read_text())) - 1
    print(f'== request {req.stem[4:]} ({relay.name})')
    for m in (msgs if first else msgs[base:]): print(f'-- {m["role"]}\n{m["content"]}')

def cmd_next(relay:Path, timeout:float=120):
    "Print the pending request, waiting up to `timeout` s; 'DONE' when the run has finished."
    t0 = time.time()
    while time.time() - t0 < timeout:
        req = _pending(relay)
        if req: return _show(relay, req, first=req.name == 'req_0001.json')
        if (relay / 'DONE').exists(): return print('DONE')
        time.sleep(0.05)
    print('no request yet')

def cmd_answer(relay:Path, text:str):
    "Answer the pending request with `text`, then print the next one."
    req = _pending(relay)
    if req is None: return print('no request is waiting')
    req.with_name('ans' + req.name[3:]).write_text(text)
    time.sleep(0.3)
    cmd_next(relay)

def cmd_run(relay:Path, replay:Path, paths:list):
    "Run each scenario with LLMTrim answered through `relay`, recording to `replay`."
    relay.mkdir(parents=True, exist_ok=True)
    client = ReplayClient(ScriptedClient(relay_answer(relay), model=MODEL), path=replay, mode='auto', model=MODEL)
    for p in paths:
        r = run_scenario(p, trim='llm', client=client)
        print(show_rows([table_row(r['summary']['scenario'], [r])]), flush=True)
    (relay / 'DONE').write_text('')

def cmd_replay(replay:Path, folders:list):
    "The figures of the recorded answers, offline: hallucinations, confusions, consistent tasks per folder."
    client = ReplayClient(path=replay, mode='replay', model=MODEL)
    rows = []
    for f in folders:
        runs = [run_scenario(p, trim='llm', client=client) for p in sorted(Path(f).glob('*.json'))]
        rows.append(table_row(f'{f} [llm: recorded answers]', runs))
    print(show_rows(rows))

if __name__ == '__main__':
    cmd, args = sys.argv[1], sys.argv[2:]
    if cmd == 'run': cmd_run(Path(args[0]), Path(args[1]), args[2:])
    elif cmd == 'next': cmd_next(Path(args[0]))
    elif cmd == 'answer': cmd_answer(Path(args[0]), sys.stdin.read() if args[1] == '-' else args[1])
    elif cmd == 'replay': cmd_replay(Path(args[0]), args[1:] or ['data/scenarios/heldout_trim16'])
    else: sys.exit(__doc__)
