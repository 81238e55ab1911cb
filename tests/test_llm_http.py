"""`OpenAIClient` through the real `openai` SDK against a small OpenAI-compatible server on 127.0.0.1, with fault injection.

Each test queues what the server does with the next requests (`FakeServer.plan`) and checks what the layer did:
retries, backoff bounds, parsed results, typed failures and the usage ledger. Backoffs are tiny so the file runs in seconds.
"""
import json, logging, random, socket, threading, time
from collections import deque
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from spatial_memory.config import load_settings
from spatial_memory.llm import (OpenAIClient, LLMTransportError, LLMRequestError, SchemaViolation, NoJSON, Usage,
                                UsageLedger, count_chat_tokens, count_tokens)

KEY = 'sk-test-Zq8w3VtP0c7LmN2x'
ROOM = {'type': 'object', 'required': ['room', 'exits'], 'additionalProperties': False,
        'properties': {'room': {'type': 'string'}, 'exits': {'type': 'array', 'items': {'enum': ['north', 'south', 'east', 'west']}}}}
ASK = [{'role': 'user', 'content': 'You are in the hall; a door leads north. Where are you?'}]
GOOD = '{"room": "hall", "exits": ["north"]}'


class _Handler(BaseHTTPRequestHandler):
    "Answers POST /v1/chat/completions with the next planned action."
    def log_message(self, *a): pass

    def _send_json(self, status, obj, headers=()):
        body = obj if isinstance(obj, bytes) else json.dumps(obj).encode()
        self.send_response(status)
        self.send_header('Content-Type', 'application/json')
        self.send_header('Content-Length', str(len(body)))
        for k, v in headers: self.send_header(k, v)
        self.end_headers()
        self.wfile.write(body)

    def do_POST(self):
        srv = self.server.owner
        body = json.loads(self.rfile.read(int(self.headers['Content-Length'])))
        srv.requests.append(dict(path=self.path, headers={k.lower(): v for k, v in self.headers.items()}, body=body))
        act = srv.plan.popleft() if srv.plan else {}
        try:
            if act.get('drop'):                       # close the socket without answering
                self.connection.shutdown(socket.SHUT_RDWR); self.close_connection = True; return
            if act.get('sleep'): time.sleep(act['sleep'])   # slower than the client's timeout
            if act.get('raw') is not None: return self._send_json(200, act['raw'])   # a body that is not JSON
            if act.get('status'):
                return self._send_json(act['status'], {'error': {'message': act.get('error', 'injected fault'), 'type': 'fault'}},
                                       act.get('headers', {}).items())
            usage = act.get('usage', (25, 9))
            self._send_json(200, dict(id='chatcmpl-1', object='chat.completion', created=0, model=act.get('model', 'fake-model'),
                choices=[dict(index=0, finish_reason='stop', message=dict(role='assistant', content=act.get('content', GOOD)))],
                usage=None if usage is None else dict(prompt_tokens=usage[0], completion_tokens=usage[1], total_tokens=sum(usage))))
        except (BrokenPipeError, ConnectionResetError, OSError): pass   # the client gave up (timeout)


class FakeServer:
    "An OpenAI-compatible chat endpoint on 127.0.0.1 that fails on demand."
    def __init__(self):
        self.plan, self.requests = deque(), []
        self.httpd = ThreadingHTTPServer(('127.0.0.1', 0), _Handler)
        self.httpd.daemon_threads, self.httpd.owner = True, self
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    @property
    def url(self): return f'http://127.0.0.1:{self.httpd.server_port}/v1'
    def __enter__(self): self.thread.start(); return self
    def __exit__(self, *exc): self.httpd.shutdown(); self.httpd.server_close()


@pytest.fixture(scope='module')
def _server():
    with FakeServer() as s: yield s

@pytest.fixture
def server(_server):
    _server.plan.clear(); _server.requests.clear()
    yield _server

BASE, CAP = 0.01, 0.04

def make_client(server, waits=None, **kw):
    "A client on the fake server with tiny backoffs; `waits` collects every backoff (and really sleeps it)."
    def sleep(d):
        if waits is not None: waits.append(d)
        time.sleep(d)
    opts = dict(api_key=KEY, base_url=server.url, timeout=2.0, max_retries=3, backoff_base=BASE, backoff_max=CAP,
                ledger=UsageLedger({'fake-model': (1.0, 2.0)}), sleep=sleep, rng=random.Random(0))
    opts.update(kw)
    return OpenAIClient(load_settings(user='/nonexistent', environ={}), **opts)

def in_bounds(waits):
    "Every wait is within the equal-jitter bounds of its attempt."
    return all(min(CAP, BASE * 2 ** a) / 2 <= w <= min(CAP, BASE * 2 ** a) for a, w in enumerate(waits))


def test_round_trip_json_mode_and_usage(server):
    c = make_client(server)
    r = c.complete(ASK, schema=ROOM)
    assert (r.data, r.retries, r.corrections, r.parse, r.model) == ({'room': 'hall', 'exits': ['north']}, 0, 0, 'direct', 'fake-model')
    assert r.usage == Usage(25, 9)
    req = server.requests[0]
    assert req['path'] == '/v1/chat/completions' and req['headers']['authorization'] == f'Bearer {KEY}'
    assert req['body']['response_format'] == {'type': 'json_object'}
    assert req['body']['messages'][0]['role'] == 'system' and 'JSON Schema' in req['body']['messages'][0]['content']
    assert c.ledger.summary()['calls'] == 1 and c.ledger.requests == 1


def test_free_text_has_no_json_mode(server):
    server.plan.append(dict(content='The hall.'))
    r = make_client(server).complete(ASK, max_tokens=5)
    assert (r.text, r.data, r.parse) == ('The hall.', None, '')
    assert 'response_format' not in server.requests[0]['body'] and server.requests[0]['body']['max_tokens'] == 5


def test_429_then_200_retries_once_with_bounded_backoff(server):
    server.plan.extend([dict(status=429), {}])
    waits = []
    c = make_client(server, waits)
    r = c.complete(ASK, schema=ROOM)
    assert r.retries == 1 and len(server.requests) == 2      # the SDK's own retries are off: every request is ours
    assert len(waits) == 1 and in_bounds(waits)
    assert c.ledger.events['retry:rate_limit'] == 1 and c.ledger.requests == 2 and c.ledger.retries == 1


def test_retry_after_is_honoured_up_to_the_cap(server):
    server.plan.extend([dict(status=429, headers={'Retry-After': '0.03'}), dict(status=429, headers={'Retry-After': '30'}), {}])
    waits = []
    make_client(server, waits).complete(ASK)
    assert waits[0] == pytest.approx(0.03) and waits[1] == CAP


def test_500_then_200(server):
    server.plan.extend([dict(status=500), {}])
    c = make_client(server)
    r = c.complete(ASK, schema=ROOM)
    assert r.retries == 1 and r.data['room'] == 'hall' and c.ledger.events['retry:server_error'] == 1


def test_5xx_every_time_is_a_typed_failure_after_max_retries(server):
    server.plan.extend([dict(status=503)] * 4)
    waits = []
    c = make_client(server, waits)
    with pytest.raises(LLMTransportError) as ei: c.complete(ASK, schema=ROOM)
    e = ei.value
    assert (e.kind, e.attempts, e.status) == ('server_error', 4, 503) and len(server.requests) == 4
    assert len(waits) == 3 and in_bounds(waits)
    assert (c.ledger.calls, c.ledger.failures, c.ledger.requests, c.ledger.retries) == (1, 1, 4, 3)
    assert c.ledger.events['failure:LLMTransportError'] == 1


def test_slower_than_timeout_then_ok(server):
    server.plan.extend([dict(sleep=1.0), {}])
    c = make_client(server, timeout=0.25)
    t = time.monotonic()
    r = c.complete(ASK, schema=ROOM)
    assert r.retries == 1 and r.data['room'] == 'hall' and c.ledger.events['retry:timeout'] == 1
    assert time.monotonic() - t < 0.9    # the client did not wait for the slow reply


def test_always_too_slow_is_a_timeout_failure(server):
    server.plan.extend([dict(sleep=0.8)] * 2)
    c = make_client(server, timeout=0.2, max_retries=1)
    with pytest.raises(LLMTransportError) as ei: c.complete(ASK)
    assert (ei.value.kind, ei.value.attempts) == ('timeout', 2)


def test_dropped_connection_then_ok(server):
    server.plan.extend([dict(drop=True), {}])
    c = make_client(server)
    r = c.complete(ASK, schema=ROOM)
    assert r.retries == 1 and c.ledger.events['retry:connection'] == 1


def test_malformed_http_body_is_retried_then_typed(server):
    server.plan.extend([dict(raw=b'{"id": "x", "choices": [tru'), {}])
    c = make_client(server)
    assert c.complete(ASK, schema=ROOM).retries == 1 and c.ledger.events['retry:bad_response'] == 1
    server.plan.extend([dict(raw=b'<html>bad gateway</html>')] * 4)
    with pytest.raises(LLMTransportError) as ei: c.complete(ASK, schema=ROOM)
    assert ei.value.kind == 'bad_response' and ei.value.attempts == 4


def test_fenced_prose_and_trailing_commas_are_parsed_without_a_retry(server):
    server.plan.append(dict(content='Sure! Here it is:\n```json\n{"room": "hall", "exits": ["north",],}\n```\nHope it helps.'))
    r = make_client(server).complete(ASK, schema=ROOM)
    assert (r.data, r.parse, r.corrections, len(server.requests)) == ({'room': 'hall', 'exits': ['north']}, 'fence+commas', 0, 1)


def test_a_stray_bracket_in_the_prose_does_not_hide_the_answer(server):
    server.plan.append(dict(content='As noted in [1], the answer is {"room": "hall", "exits": []}.'))
    r = make_client(server).complete(ASK, schema=ROOM)
    assert (r.data, r.parse, r.corrections) == ({'room': 'hall', 'exits': []}, 'span', 0)


def test_prose_without_json_gets_one_corrective_retry(server):
    server.plan.extend([dict(content='You are in the hall, I believe.', usage=(30, 8)), dict(usage=(60, 9))])
    c = make_client(server)
    r = c.complete(ASK, schema=ROOM)
    assert (r.data['room'], r.corrections, r.usage) == ('hall', 1, Usage(90, 17))
    msgs = server.requests[1]['body']['messages']
    assert msgs[-2] == {'role': 'assistant', 'content': 'You are in the hall, I believe.'}
    assert msgs[-1]['role'] == 'user' and 'no JSON value' in msgs[-1]['content']
    assert c.ledger.events['correction:no_json'] == 1 and (c.ledger.requests, c.ledger.corrections) == (2, 1)


def test_schema_violation_after_the_corrective_retry(server):
    bad = '{"room": "hall", "exits": ["up"]}'
    server.plan.extend([dict(content=bad), dict(content='{"room": 7, "exits": []}')])
    c = make_client(server)
    with pytest.raises(SchemaViolation) as ei: c.complete(ASK, schema=ROOM)
    e = ei.value
    assert not isinstance(e, NoJSON) and e.text == '{"room": 7, "exits": []}'
    assert e.errors == ["$.room: 7 is not of type 'string'"] and len(server.requests) == 2
    assert "$.exits[0]: 'up' is not one of" in server.requests[1]['body']['messages'][-1]['content']
    assert (c.ledger.failures, c.ledger.corrections) == (1, 1) and c.ledger.events['failure:SchemaViolation'] == 1


def test_malformed_json_twice_is_nojson(server):
    server.plan.extend([dict(content='{"room": "hall", "exits": [north]}'), dict(content='{"room": "hall"')])
    with pytest.raises(NoJSON) as ei: make_client(server).complete(ASK, schema=ROOM)
    assert ei.value.text == '{"room": "hall"' and len(server.requests) == 2


def test_server_rejecting_json_mode_falls_back_once(server):
    server.plan.extend([dict(status=400, error="'response_format' of type 'json_object' is not supported with this model"), {}, {}])
    c = make_client(server)
    r = c.complete(ASK, schema=ROOM)
    assert r.data['room'] == 'hall' and r.retries == 1 and c.json_mode is False
    assert 'response_format' in server.requests[0]['body'] and 'response_format' not in server.requests[1]['body']
    c.complete(ASK, schema=ROOM)
    assert 'response_format' not in server.requests[2]['body'] and c.ledger.events['json_mode_fallback'] == 1


def test_refusal_is_not_retried_and_never_shows_the_key(server, caplog):
    caplog.set_level(logging.DEBUG)
    server.plan.append(dict(status=401, error=f'Incorrect API key provided: {KEY}.'))
    c = make_client(server)
    with pytest.raises(LLMRequestError) as ei: c.complete(ASK)
    e = ei.value
    assert e.status == 401 and len(server.requests) == 1 and 'OPENAI_API_KEY' in str(e)
    assert KEY not in str(e) and KEY not in repr(e) and KEY not in repr(c) and KEY not in caplog.text
    assert e.__cause__ is None and e.__suppress_context__   # the SDK error (which holds the request) is not chained


def test_retry_logs_do_not_show_the_key(server, caplog):
    caplog.set_level(logging.DEBUG)
    server.plan.extend([dict(status=429, error=f'slow down {KEY}'), {}])
    make_client(server).complete(ASK)
    assert 'retry 1/3 after rate_limit' in caplog.text and KEY not in caplog.text


def test_missing_usage_is_counted_offline(server):
    server.plan.append(dict(content='The hall.', usage=None))
    c = make_client(server)
    r = c.complete(ASK)
    assert r.usage == Usage(count_chat_tokens(ASK), count_tokens('The hall.')) and c.ledger.events['usage:estimated'] == 1


def test_ledger_sums_usage_and_cost_over_calls(server):
    plan = [(25, 9), (100, 3), (7, 1000)]
    server.plan.extend([dict(usage=u) for u in plan] + [dict(status=500), dict(usage=(1, 1))])
    c = make_client(server)
    for _ in range(4): c.complete(ASK, schema=ROOM)
    p, q = sum(u[0] for u in plan) + 1, sum(u[1] for u in plan) + 1
    assert (c.ledger.calls, c.ledger.requests, c.ledger.retries) == (4, 5, 1)
    assert (c.ledger.prompt_tokens, c.ledger.completion_tokens) == (p, q)
    assert c.ledger.cost == pytest.approx((p * 1.0 + q * 2.0) / 1e6)
