"""Settings loader: precedence, errors that name the place, unknown keys, secrets never shown."""
import json, warnings
import pytest
from hypothesis import given, settings as hsettings, strategies as st
from conftest import secret_keys
from spatial_memory.config import load_settings, read_layer, env_layer, SettingsError, SCHEMA
from spatial_memory import cli

def write(tmp_path, name, text):
    p = tmp_path / name; p.write_text(text); return p

def test_precedence_packaged_user_env(tmp_path):
    user = write(tmp_path, 'user.ini', '[llm]\nmodel = u\ntemperature = 0.5\n[tokens]\nencoding = cl100k_base\n')
    s = load_settings(user=user, environ={'SPATIAL_MEMORY_LLM_MODEL': 'e'})
    assert (s.get('llm', 'model'), s.source('llm', 'model')) == ('e', '$SPATIAL_MEMORY_LLM_MODEL')
    assert (s.get('llm', 'temperature'), s.source('llm', 'temperature')) == (0.5, str(user))
    assert s.get('tokens', 'encoding') == 'cl100k_base'
    assert s.get('llm', 'provider') == 'offline' and s.source('llm', 'provider').endswith('settings.ini')

def test_user_file_from_env_variable(tmp_path):
    user = write(tmp_path, 'mine.ini', '[llm]\nmodel = mine\n')
    assert load_settings(environ={'SPATIAL_MEMORY_SETTINGS': str(user)}).get('llm', 'model') == 'mine'
    with pytest.raises(SettingsError, match='file not found'):
        load_settings(environ={'SPATIAL_MEMORY_SETTINGS': str(tmp_path / 'missing.ini')})

def test_openai_aliases(tmp_path):
    s = load_settings(user=tmp_path / 'none.ini', environ={'OPENAI_BASE_URL': 'http://127.0.0.1:9/v1'})
    assert s.get('llm', 'base_url') == 'http://127.0.0.1:9/v1'

@pytest.mark.parametrize('text,where', [
    ('[llm]\ntimeout = soon\n', '[llm] timeout'),
    ('[llm]\nmax_retries = 2.5\n', '[llm] max_retries'),
    ('[llm]\ntemperature = hot\n', '[llm] temperature'),
])
def test_bad_value_names_file_section_key(tmp_path, text, where):
    p = write(tmp_path, 'bad.ini', text)
    with pytest.raises(SettingsError) as e: load_settings(user=p, environ={})
    assert str(p) in str(e.value) and where in str(e.value)

def test_malformed_file_names_file_and_line(tmp_path):
    p = write(tmp_path, 'broken.ini', '[llm]\nmodel = a\nthis line has no equals sign\n')
    with pytest.raises(SettingsError) as e: read_layer(p)
    assert str(p) in str(e.value) and 'line' in str(e.value)

def test_unknown_key_and_section_warn(tmp_path):
    p = write(tmp_path, 'typo.ini', '[llm]\nmodle = x\n[lmm]\nmodel = y\n')
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter('always'); load_settings(user=p, environ={})
    msgs = [str(x.message) for x in w]
    assert any("unknown key 'modle'" in m for m in msgs) and any('unknown section [lmm]' in m for m in msgs)

# key-shaped secrets: hypothesis also draws constants from the code under test ('mango_gp', 'scenario'), which
# appear in settings names and paths; a real key's shape (any printable ASCII after `sk-`, 20 or more) keeps the
# assertion about leaks only
secret_text = secret_keys(st.characters(min_codepoint=33, max_codepoint=126, exclude_characters='%'), azure=False)

@hsettings(max_examples=30, deadline=None)
@given(key=secret_text)
def test_secret_never_shown(key, tmp_path_factory):
    s = load_settings(user=tmp_path_factory.mktemp('u') / 'none.ini', environ={'OPENAI_API_KEY': key})
    assert s.get('llm', 'api_key') == key
    assert key not in repr(s) and key not in str(s) and key not in json.dumps(s.redacted())

@hsettings(max_examples=30, deadline=None)
@given(key=secret_text)
def test_secret_not_in_errors(key):
    # a secret that fails to parse must not be echoed in the error either
    with pytest.raises(SettingsError) as e:
        from spatial_memory.config import _convert
        _convert(key, int, '$X', 'llm', 'api_key')
    assert key.strip() not in str(e.value)

def test_unreadable_files_name_the_file(tmp_path):
    bad = tmp_path / 'bytes.ini'; bad.write_bytes(b'[llm]\nmodel = \xff\n')
    for p, what in [(bad, 'not UTF-8'), (tmp_path, 'is a directory'), (tmp_path / 'missing.ini', 'no such file')]:
        with pytest.raises(SettingsError) as e: read_layer(p)
        assert str(p) in str(e.value) and what in str(e.value) and not str(e.value).rstrip().endswith(':')

def test_parse_error_does_not_echo_the_line(tmp_path):
    p = write(tmp_path, 's.ini', '[llm]\nsk-pasted-key-123\n')
    with pytest.raises(SettingsError) as e: read_layer(p)
    assert 'line 2' in str(e.value) and 'sk-pasted-key-123' not in str(e.value)

def test_credentials_in_urls_are_masked():
    s = load_settings(environ={'OPENAI_BASE_URL': 'https://me:sk-url-secret@example.org/v1'})
    assert s.get('llm', 'base_url').startswith('https://me:')      # used as given
    assert 'sk-url-secret' not in repr(s) and 'sk-url-secret' not in json.dumps(s.redacted())

def test_info_masks_secret(monkeypatch, capsys):
    monkeypatch.setenv('OPENAI_API_KEY', 'sk-test-0123456789')
    from spatial_memory.config import reset_settings
    reset_settings()
    try:
        assert cli.main(['info']) == 0 and cli.main(['info', '--json']) == 0
        out = capsys.readouterr().out
        assert 'sk-test-0123456789' not in out and '***' in out
    finally:
        reset_settings()
