"bench/trim_llm_reader.py: requests go through relay folders, each to one answerer, and replay offline from the record."
import contextlib, io, json, pathlib, shutil, sys, threading, time
import pytest
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / 'bench'))
from trim_llm_reader import cmd_run, cmd_answer, cmd_replay, _claim

SCRIPT = pathlib.Path(__file__).resolve().parent.parent / 'data' / 'scenarios' / 'cooking.json'

def quiet(f, *a):
    with contextlib.redirect_stdout(io.StringIO()) as out: f(*a)
    return out.getvalue()

def test_two_answerers_share_the_requests_and_the_record_replays(tmp_path):
    relay, record, folder = tmp_path / 'relay', tmp_path / 'record.jsonl', tmp_path / 'folder'
    folder.mkdir(); shutil.copy(SCRIPT, folder)
    printed = {}
    run = threading.Thread(target=lambda: printed.update(run=quiet(cmd_run, relay / "cooking", record, [str(SCRIPT)])),
                           daemon=True)
    run.start()
    took, t0 = [], time.time()
    while run.is_alive() and time.time() - t0 < 60:
        who, other = ('A', 'B') if len(took) % 2 == 0 else ('B', 'A')        # they take turns
        req = _claim(relay, who)
        if req is not None:
            assert _claim(relay, other) is None                               # held: the other gets nothing
            took.append((who, req.name))
            req.with_name('ans' + req.name[3:]).write_text('{"subtasks": []}')    # what `answer` writes
            (relay / f'{who}.claim').unlink()
        time.sleep(0.02)
    run.join(10)
    n_turns = len(json.loads(SCRIPT.read_text())['turns'])
    assert len(took) == len({r for _, r in took}) == n_turns              # each request answered once
    assert {w for w, _ in took} == {'A', 'B'}                             # by both answerers
    assert len(record.read_text().splitlines()) == n_turns                # and recorded
    replayed = quiet(cmd_replay, record, [str(folder)])
    assert printed['run'].splitlines()[-1].split()[1:] == replayed.splitlines()[-1].split()[-4:]   # the same figures
    with pytest.raises(SystemExit, match='requests are not in'):             # a request the record lacks: an error
        quiet(cmd_replay, record, [str(SCRIPT.with_name('trip_planning.json'))])

def test_a_claim_is_held_until_answered(tmp_path):
    d = tmp_path / 'conv'; d.mkdir()
    (d / 'req_0001.json').write_text(json.dumps([{'role': 'user', 'content': 'x'}]))
    assert _claim(tmp_path, 'A') == d / 'req_0001.json'
    assert _claim(tmp_path, 'B') is None                                  # taken
    assert _claim(tmp_path, 'A') == d / 'req_0001.json'                   # still A's
    (d / 'DONE').touch()
    quiet(cmd_answer, tmp_path, 'A', '{"subtasks": []}')
    assert (d / 'ans_0001.json').read_text() == '{"subtasks": []}' and not (tmp_path / 'A.claim').exists()
    assert quiet(cmd_answer, tmp_path, 'B', '{}').startswith('you hold no request')
