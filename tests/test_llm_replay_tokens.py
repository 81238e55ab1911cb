"""Record/replay, offline token counts and secrets of `spatial_memory.llm`."""
import io, json, logging, os, random, socket, string, subprocess, sys, traceback
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st, HealthCheck
from conftest import secret_keys

from spatial_memory.config import load_settings
from spatial_memory.llm import (ReplayClient, ScriptedClient, OpenAIClient, LLMResult, Usage, UsageLedger, LLMError, LLMConfigError,
                                LLMTransportError, LLMRequestError, ReplayMiss, ReplayFileError, NoJSON, SchemaViolation,
                                request_key, count_tokens, count_chat_tokens, get_encoding, get_client, extract_json, Secret)

ROOT = Path(__file__).resolve().parent.parent
OFFLINE = load_settings(user='/nonexistent', environ={})
ROOM = {'type': 'object', 'required': ['room'], 'properties': {'room': {'type': 'string'}}}

# ---------------------------------------------------------------- token counts
# Published by OpenAI ("How to count tokens with tiktoken", openai-cookbook) and tiktoken's README.
PUBLISHED = [
    ('cl100k_base', 'hello world', [15339, 1917]),
    ('o200k_base', 'hello world', [24912, 2375]),
    ('cl100k_base', 'tiktoken is great!', [83, 1609, 5963, 374, 2294, 0]),
    ('o200k_base', 'tiktoken is great!', [83, 8251, 2488, 382, 2212, 0]),
    ('cl100k_base', 'antidisestablishmentarianism', [519, 85342, 34500, 479, 8997, 2191]),
    ('o200k_base', 'antidisestablishmentarianism', [493, 129901, 376, 160388, 21203, 2367]),
    ('cl100k_base', '2 + 2 = 4', [17, 489, 220, 17, 284, 220, 19]),
    ('o200k_base', '2 + 2 = 4', [17, 659, 220, 17, 314, 220, 19]),
    ('cl100k_base', 'お誕生日おめでとう', [33334, 45918, 243, 21990, 9080, 33334, 62004, 16556, 78699]),
    ('o200k_base', 'お誕生日おめでとう', [8930, 9697, 243, 128225, 8930, 17693, 4344, 48669]),
]

@pytest.mark.parametrize('encoding,text,ids', PUBLISHED)
def test_published_token_ids(encoding, text, ids):
    assert get_encoding(encoding).encode(text) == ids
    assert count_tokens(text, encoding) == len(ids)

COOKBOOK_MESSAGES = [
    {'role': 'system', 'content': 'You are a helpful, pattern-following assistant that translates corporate jargon into plain English.'},
    {'role': 'system', 'name': 'example_user', 'content': 'New synergies will help drive top-line growth.'},
    {'role': 'system', 'name': 'example_assistant', 'content': 'Things working well together will increase revenue.'},
    {'role': 'system', 'name': 'example_user', 'content': "Let's circle back when we have more bandwidth to touch base on opportunities for increased leverage."},
    {'role': 'system', 'name': 'example_assistant', 'content': "Let's talk later when we're less busy about how to do better."},
    {'role': 'user', 'content': "This late pivot means we don't have time to boil the ocean for the client deliverable."},
]

@pytest.mark.parametrize('encoding,billed', [('cl100k_base', 129), ('o200k_base', 124)])
def test_chat_overhead_matches_prompt_tokens_billed_by_the_api(encoding, billed):
    "The cookbook's example: the API billed 129 prompt tokens on gpt-4-0613 and 124 on gpt-4o."
    assert count_chat_tokens(COOKBOOK_MESSAGES, encoding) == billed

@given(st.lists(st.fixed_dictionaries({'role': st.sampled_from(['system', 'user', 'assistant']), 'content': st.text(max_size=40)},
                                      optional={'name': st.text(string.ascii_letters, min_size=1, max_size=8)}), max_size=5))
@settings(max_examples=30, deadline=None)
def test_chat_count_is_the_sum_of_its_parts(messages):
    enc = 'o200k_base'
    parts = sum(3 + count_tokens(m['role'], enc) + count_tokens(m['content'], enc) + (count_tokens(m['name'], enc) + 1 if m.get('name') else 0)
                for m in messages)
    assert count_chat_tokens(messages, enc) == parts + 3

@given(st.text(max_size=200), st.sampled_from(['cl100k_base', 'o200k_base']))
@settings(max_examples=80, deadline=None)
def test_tokens_round_trip_any_text(text, encoding):
    enc = get_encoding(encoding)
    ids = enc.encode_ordinary(text)
    assert enc.decode(ids) == text and count_tokens(text, encoding) == len(ids)

def test_default_encoding_comes_from_settings():
    assert count_tokens('hello world') == len(get_encoding(OFFLINE.get('tokens', 'encoding')).encode('hello world'))

# ---------------------------------------------------------------- JSON extraction
json_values = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=10),
                           lambda kids: st.lists(kids, max_size=4) | st.dictionaries(st.text(max_size=6), kids, max_size=4), max_leaves=12)

@given(st.dictionaries(st.text(max_size=8), json_values, max_size=5), st.sampled_from(['plain', 'fence', 'prose', 'fence+prose']),
       st.text(alphabet=string.ascii_letters + ' .:!', max_size=30))
@settings(max_examples=150, deadline=None)
def test_extract_json_finds_the_object_however_it_is_wrapped(obj, wrap, prose):
    text = json.dumps(obj)
    if 'fence' in wrap: text = f'```json\n{text}\n```'
    if 'prose' in wrap: text = f'{prose}\n{text}\n{prose}'
    assert extract_json(text)[0] == obj

@given(st.dictionaries(st.text(string.ascii_letters, min_size=1, max_size=6), st.integers(), min_size=1, max_size=5))
@settings(max_examples=60, deadline=None)
def test_trailing_commas_are_repaired(obj):
    text = '{' + ', '.join(f'"{k}": [{v},]' for k, v in obj.items()) + ',}'
    data, how = extract_json(f'Result: {text}')
    assert data == {k: [v] for k, v in obj.items()} and how.endswith('+commas')

# ---------------------------------------------------------------- record / replay
msg_text = st.text(alphabet=string.ascii_letters + string.digits + ' ?.,\n', min_size=1, max_size=40)

@given(st.lists(st.tuples(msg_text, st.text(string.ascii_lowercase, min_size=1, max_size=12)), min_size=1, max_size=6, unique_by=lambda t: t[0]))
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_record_then_replay_gives_identical_results(tmp_path_factory, pairs):
    path = tmp_path_factory.mktemp('replay') / 'run.jsonl'
    inner = ScriptedClient([{'room': room} for _, room in pairs], model='scripted-1')
    rec = ReplayClient(inner, path, mode='record')
    recorded = [rec.complete([{'role': 'user', 'content': q}], schema=ROOM, temperature=0) for q, _ in pairs]
    play = ReplayClient(path=path, mode='replay', model='scripted-1', settings=OFFLINE)
    replayed = [play.complete([{'role': 'user', 'content': q}], schema=ROOM, temperature=0.0) for q, _ in pairs]
    assert replayed == recorded                       # text, data, usage, model, latency, retries, corrections, parse
    assert [r.data['room'] for r in replayed] == [room for _, room in pairs]
    assert play.ledger.prompt_tokens == sum(r.usage.prompt_tokens for r in recorded) and play.ledger.requests == 0

def test_replay_miss_names_the_request_and_never_calls_the_inner_client(tmp_path):
    path = tmp_path / 'run.jsonl'
    ReplayClient(ScriptedClient(['a room']), path, mode='record').complete([{'role': 'user', 'content': 'Where am I?'}])
    calls = []
    play = ReplayClient(ScriptedClient(lambda m, **kw: calls.append(m) or 'x'), path, mode='replay', model='scripted')
    with pytest.raises(ReplayMiss) as ei: play.complete([{'role': 'user', 'content': 'Where is the attic?'}])
    e = ei.value
    assert calls == [] and isinstance(e, LLMError) and e.key in (play.records.keys() | {e.key}) and e.key[:12] in str(e)
    assert "'Where is the attic?'" in str(e) and 'run.jsonl' in str(e) and e.request['messages'][-1]['content'] == 'Where is the attic?'
    assert play.ledger.events['replay:miss'] == 1

def test_auto_mode_records_misses_and_replays_hits(tmp_path):
    path = tmp_path / 'run.jsonl'
    inner = ScriptedClient(['first answer', 'second answer'])
    auto = ReplayClient(inner, path, mode='auto')
    a = auto.complete([{'role': 'user', 'content': 'q'}])
    b = auto.complete([{'role': 'user', 'content': 'q'}])
    assert a == b and len(inner.requests) == 1 and auto.ledger.events['replay:hit'] == 1
    assert len(path.read_text().splitlines()) == 1

def test_recorded_failures_replay_as_the_same_type(tmp_path):
    path = tmp_path / 'run.jsonl'
    rec = ReplayClient(ScriptedClient(['no idea', 'still no idea', {'room': 3}, {'room': 4}]), path, mode='record')
    for q in ('a', 'b'):
        with pytest.raises(SchemaViolation): rec.complete([{'role': 'user', 'content': q}], schema=ROOM)
    play = ReplayClient(path=path, model='scripted', settings=OFFLINE)
    with pytest.raises(NoJSON) as e1: play.complete([{'role': 'user', 'content': 'a'}], schema=ROOM)
    with pytest.raises(SchemaViolation) as e2: play.complete([{'role': 'user', 'content': 'b'}], schema=ROOM)
    assert e1.value.text == 'still no idea' and not isinstance(e2.value, NoJSON) and e2.value.errors == ["$.room: 4 is not of type 'string'"]

def test_request_key_is_stable_across_processes():
    msgs = [{'role': 'user', 'content': 'Where am I?'}]
    code = ("from spatial_memory.llm import request_key; "
            "print(request_key('m', [{'role': 'user', 'content': 'Where am I?'}], {'type': 'object'}, {'temperature': 0}))")
    outs = {subprocess.run([sys.executable, '-c', code], capture_output=True, text=True, check=True,
                           env={**os.environ, 'PYTHONHASHSEED': seed}).stdout.strip() for seed in ('1', '2')}
    assert outs == {request_key('m', msgs, {'type': 'object'}, {'temperature': 0.0})}

@given(st.dictionaries(st.sampled_from(['temperature', 'max_tokens', 'seed', 'top_p']), st.integers(0, 5), max_size=4), msg_text)
@settings(max_examples=60, deadline=None)
def test_request_key_ignores_form_but_not_content(params, text):
    m1 = [{'role': 'user', 'content': text}]
    m2 = [{'content': text.replace('\n', '\r\n'), 'role': 'user', 'name': None}]
    p2 = {k: float(v) for k, v in reversed(list(params.items()))}
    assert request_key('m', m1, ROOM, params) == request_key('m', m2, dict(reversed(list(ROOM.items()))), p2)
    assert request_key('m', m1, ROOM, params) != request_key('m', [{'role': 'user', 'content': text + '!'}], ROOM, params)
    assert request_key('m', m1, ROOM, params) != request_key('m', m1, None, params)

def test_bad_replay_file_names_file_and_line(tmp_path):
    p = tmp_path / 'broken.jsonl'
    p.write_text(json.dumps({'key': 'k', 'result': LLMResult('x').as_dict()}) + '\n\n{"key": "k2"}\n')
    with pytest.raises(ReplayFileError, match=r'broken\.jsonl:3') as ei: ReplayClient(path=p, settings=OFFLINE)
    assert isinstance(ei.value, ValueError)

def test_replay_needs_a_file_and_record_needs_a_client(tmp_path):
    with pytest.raises(LLMConfigError, match='replay_file'): ReplayClient(settings=OFFLINE)
    with pytest.raises(LLMConfigError, match='inner client'): ReplayClient(path=tmp_path / 'x.jsonl', mode='record', settings=OFFLINE)
    with pytest.raises(ValueError, match='mode'): ReplayClient(path=tmp_path / 'x.jsonl', mode='playback', settings=OFFLINE)

def test_committed_recordings_load_and_replay():
    files = sorted((ROOT / 'data' / 'llm').glob('*.jsonl'))
    if not files: pytest.skip('no recordings committed under data/llm/')
    for f in files:
        for key, rec in ReplayClient.load(f).items():
            req = rec['request']
            assert request_key(req['model'], req['messages'], req['schema'], req['params']) == key, f'{f.name}: key {key[:12]} does not match its request'
            play = ReplayClient(path=f, model=req['model'], settings=OFFLINE)
            if 'result' in rec: assert play.complete(req['messages'], req['schema'], **req['params']) == LLMResult.from_dict(rec['result'])

# ---------------------------------------------------------------- settings and lazy construction
def test_import_and_construction_never_need_a_key():
    env = {k: v for k, v in os.environ.items() if k not in ('OPENAI_API_KEY', 'OPENAI_BASE_URL') and not k.startswith('SPATIAL_MEMORY_')}
    env['SPATIAL_MEMORY_LLM_PROVIDER'] = 'openai'
    env['XDG_CONFIG_HOME'] = '/nonexistent'
    code = ("import spatial_memory.llm as L\n"
            "c = L.get_client()\n"
            "try: c.complete([{'role': 'user', 'content': 'hi'}])\n"
            "except L.LLMConfigError as e: print('CONFIG', e)\n")
    out = subprocess.run([sys.executable, '-c', code], capture_output=True, text=True, env=env, check=True).stdout
    assert out.startswith('CONFIG') and 'OPENAI_API_KEY' in out and '[llm]' in out

def test_offline_provider_says_what_to_set():
    with pytest.raises(LLMConfigError, match='SPATIAL_MEMORY_LLM_PROVIDER=openai'): get_client(OFFLINE)
    s = load_settings(user='/nonexistent', environ={'SPATIAL_MEMORY_LLM_PROVIDER': 'replay'})
    with pytest.raises(LLMConfigError, match='replay_file'): get_client(s)

# ---------------------------------------------------------------- secrets
def _closed_port():
    s = socket.socket(); s.bind(('127.0.0.1', 0)); port = s.getsockname()[1]; s.close()
    return port

# a key has the shape of a real one, so no class name or message the code prints can contain it by chance
keys = secret_keys()

@pytest.fixture(scope='module')
def fake_server():
    from test_llm_http import FakeServer
    with FakeServer() as srv: yield srv

@given(keys)
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
def test_secrets_never_shown(tmp_path_factory, fake_server, key):
    "A key appears in no repr, str, exception, traceback, log line, ledger summary or replay file, whatever it looks like."
    srv = fake_server
    srv.plan.clear()
    buf = io.StringIO()
    handler = logging.StreamHandler(buf); handler.setLevel(logging.DEBUG)
    root = logging.getLogger(); old = root.level
    root.addHandler(handler); root.setLevel(logging.DEBUG)
    shown = []
    try:
        srv.plan.extend([dict(status=429, error=f'rate limited for key {key}'), dict(status=401, error=f'Incorrect API key provided: {key}')])
        path = tmp_path_factory.mktemp('secret') / 'run.jsonl'
        c = OpenAIClient(OFFLINE, api_key=key, base_url=srv.url, max_retries=2, backoff_base=0.001, backoff_max=0.002)
        rec = ReplayClient(c, path, mode='record')
        with pytest.raises(LLMRequestError) as e1: rec.complete([{'role': 'user', 'content': 'hi'}])
        shown += [str(e1.value), repr(e1.value), ''.join(traceback.format_exception(e1.value)), path.read_text()]
        c2 = OpenAIClient(OFFLINE, api_key=key, base_url=f'http://127.0.0.1:{_closed_port()}/v1', max_retries=0)
        with pytest.raises(LLMTransportError) as e2: c2.complete([{'role': 'user', 'content': 'hi'}])
        shown += [str(e2.value), ''.join(traceback.format_exception(e2.value)), repr(c), str(c), repr(vars(c)), repr(Secret(key)),
                  json.dumps(c.ledger.summary()), repr(c.ledger), repr(rec)]
    finally:
        root.removeHandler(handler); root.setLevel(old)
    shown.append(buf.getvalue())
    assert 'rate_limit' in buf.getvalue()          # the retry was logged...
    for text in shown: assert key not in text      # ...and nothing shows the key
