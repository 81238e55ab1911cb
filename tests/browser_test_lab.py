"""The notebooks in a real JupyterLab, driven by a real browser (`make test-browser`; opt-in, not part of `make test`).

JupyterLab runs on 127.0.0.1 over a temporary copy of nbs/ (so nothing in the repository is saved over), with
temporary config, runtime and settings folders; Debian's chromium (`apt-get install chromium`) is driven by Playwright
(`executable_path='/usr/bin/chromium'`: Playwright's own browser download does not work here). The test opens the
stepper notebook, runs all, steps to the move where the conflict opens and checks the map, the observation and the
conflict panel changed; then it runs every notebook with Run All and checks none shows an error. Screenshots go to
out/browser/. Skips, saying why, without chromium, Playwright or JupyterLab.
"""
import json, os, re, secrets, shutil, socket, subprocess, sys, tempfile, time
from pathlib import Path
import pytest

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = Path(os.environ.get('SPATIAL_MEMORY_CHROMIUM', '/usr/bin/chromium'))
OUT = ROOT / 'out' / 'browser'
NBS = sorted(p.name for p in (ROOT / 'nbs').glob('*.ipynb'))
WIDGET_NBS = ('30_views.ipynb', '31_stepper.ipynb', '32_commit_view.ipynb', '33_turn_stepper.ipynb')

if not os.environ.get('SPATIAL_MEMORY_BROWSER'):
    pytest.skip('the browser test is opt-in: run `make test-browser`', allow_module_level=True)
if not CHROMIUM.exists():
    pytest.skip(f'no chromium at {CHROMIUM}: `apt-get update && apt-get install chromium` (Debian) to run this test',
                allow_module_level=True)
sync_api = pytest.importorskip('playwright.sync_api', reason='Playwright is not installed: pip install -e ".[browser]"')
pytest.importorskip('jupyterlab', reason='JupyterLab is not installed: pip install -e ".[browser]"')

def free_port() -> int:
    with socket.socket() as s: s.bind(('127.0.0.1', 0)); return s.getsockname()[1]

@pytest.fixture(scope='module')
def lab():
    "JupyterLab on 127.0.0.1 over a temporary copy of nbs/; yields (base url, token, notebook folder)."
    tmp = Path(tempfile.mkdtemp(prefix='sm-lab-'))
    shutil.copytree(ROOT / 'nbs', tmp / 'nbs', ignore=shutil.ignore_patterns('.*', '_*'))
    (tmp / 'data').symlink_to(ROOT / 'data')                   # the notebooks read ../data/...
    (tmp / 'bench').symlink_to(ROOT / 'bench')                 # ...and ../bench (17_worlds, 19a_repair)
    for f in ('pyproject.toml', 'settings.ini'): shutil.copy(ROOT / f, tmp / f)      # each notebook's nbdev_export
    shutil.copytree(ROOT / 'spatial_memory', tmp / 'spatial_memory', symlinks=True)  # writes into this copy
    settings = tmp / 'settings' / '@jupyterlab' / 'notebook-extension'
    settings.mkdir(parents=True)                               # every cell in the DOM (no virtual scrolling)
    (settings / 'tracker.jupyterlab-settings').write_text(json.dumps({'windowingMode': 'none'}))
    news = tmp / 'settings' / '@jupyterlab' / 'apputils-extension'   # no news pop-up over the screenshots
    news.mkdir(parents=True)
    (news / 'notification.jupyterlab-settings').write_text(json.dumps({'fetchNews': 'false', 'checkForUpdates': False}))
    env = {k: v for k, v in os.environ.items() if not k.startswith(('SPATIAL_MEMORY_', 'OPENAI_'))}
    env.update(JUPYTER_CONFIG_DIR=str(tmp / 'config'), JUPYTER_RUNTIME_DIR=str(tmp / 'runtime'),
               JUPYTERLAB_SETTINGS_DIR=str(tmp / 'settings'), JUPYTERLAB_WORKSPACES_DIR=str(tmp / 'workspaces'),
               XDG_CONFIG_HOME=str(tmp / 'xdg'))
    port, token = free_port(), secrets.token_hex(16)
    log = open(tmp / 'lab.log', 'w')
    proc = subprocess.Popen([str(Path(sys.executable).parent / 'jupyter-lab'), '--no-browser', '--ServerApp.ip=127.0.0.1',
                             f'--ServerApp.port={port}', f'--IdentityProvider.token={token}',
                             f'--ServerApp.root_dir={tmp / "nbs"}', '--ServerApp.open_browser=False',
                             *(['--allow-root'] if hasattr(os, 'geteuid') and os.geteuid() == 0 else [])],
                            env=env, stdout=log, stderr=subprocess.STDOUT)
    base = f'http://127.0.0.1:{port}'
    deadline = time.time() + 90
    while time.time() < deadline:
        try:
            with socket.create_connection(('127.0.0.1', port), timeout=1): break
        except OSError: time.sleep(0.5)
    else: pytest.fail(f'JupyterLab did not start: see {tmp / "lab.log"}')
    yield base, token, tmp / 'nbs'
    proc.terminate()
    try: proc.wait(20)
    except subprocess.TimeoutExpired: proc.kill()
    shutil.rmtree(tmp, ignore_errors=True)

@pytest.fixture(scope='module')
def browser():
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM), args=['--no-sandbox', '--disable-gpu'])
        yield b
        b.close()

PANEL = '.jp-NotebookPanel:not(.lm-mod-hidden)'
PROMPTS = """() => [...document.querySelectorAll('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-CodeCell .jp-InputPrompt')]
                 .map(e => e.textContent.trim())"""

def _run_all(page):
    page.locator('.lm-MenuBar-itemLabel', has_text=re.compile(r'^Run$')).click()
    page.locator('.lm-Menu-itemLabel', has_text=re.compile(r'^Run All Cells$')).click()

def open_and_run_all(page, base, token, folder, name, timeout=600):
    "Open notebook `name`, wait for every cell and the kernel, Run All, wait until every code cell ran or one failed."
    n = sum(c['cell_type'] == 'code' for c in json.loads((folder / name).read_text())['cells'])
    page.goto(f'{base}/lab/workspaces/{Path(name).stem}/tree/{name}?token={token}&reset')   # a fresh workspace
    page.wait_for_function(f"() => ({PROMPTS})().length >= {n}", timeout=120_000)
    page.wait_for_selector(f'{PANEL} .jp-Notebook-ExecutionIndicator[data-status="idle"]', timeout=120_000)
    time.sleep(2)
    t, deadline, clicks, start = time.time(), time.time() + timeout, 0, None
    while time.time() < deadline:
        prompts = page.evaluate(PROMPTS)
        if clicks == 0 or (prompts == start and time.time() - t > 10 * clicks):   # Run All, again if nothing moved
            if clicks == 3: raise AssertionError(f'{name}: Run All did not start')
            start = page.evaluate(PROMPTS); _run_all(page); clicks += 1; time.sleep(1); continue
        idle = page.locator(f'{PANEL} .jp-Notebook-ExecutionIndicator[data-status="idle"]').count() > 0
        done = all(re.fullmatch(r'\[\d+\]:', p) for p in prompts)
        failed = page.locator(f'{PANEL} .jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]'
                              ' :text("Traceback")').count() > 0
        if idle and prompts != start and '[*]:' not in prompts and (done or failed): break
        time.sleep(1)
    return time.time() - t

def saved_errors(page, folder, name) -> list:
    "Save the notebook and return (cell index, error name) of every error output in the saved file."
    page.keyboard.press('Control+s'); time.sleep(2)
    nb = json.loads((folder / name).read_text())
    ran = [c.get('execution_count') is not None for c in nb['cells'] if c['cell_type'] == 'code']
    assert all(ran), f'{name}: Run All stopped after {sum(ran)} of {len(ran)} code cells'
    return [(i, o.get('ename')) for i, c in enumerate(nb['cells']) if c['cell_type'] == 'code'
            for o in c.get('outputs', []) if o.get('output_type') == 'error']

def test_stepper_in_the_browser(lab, browser):
    "Run All on the stepper notebook; step to the conflict; the map, observation and conflict panel change."
    base, token, folder = lab
    OUT.mkdir(parents=True, exist_ok=True)
    page = browser.new_page(viewport={'width': 1400, 'height': 1000})
    t0 = time.time()
    secs = open_and_run_all(page, base, token, folder, '31_stepper.ipynb')
    widget = page.locator('.widget-vbox', has=page.locator('button', has_text='next conflict')).last
    widget.scroll_into_view_if_needed(); widget.wait_for(timeout=60_000)
    img, html = widget.locator('img').first, widget.locator('.widget-html-content')
    widget.locator('button', has_text='step ▶').click(); time.sleep(2)
    before = img.get_attribute('src'), html.all_inner_texts()
    widget.screenshot(path=str(OUT / 'stepper-before.png'))
    widget.locator('button', has_text='next conflict').click()
    page.wait_for_function("""(el) => el.innerText.includes('opened at this step')""",
                           arg=widget.element_handle(), timeout=30_000)
    time.sleep(1)
    after = img.get_attribute('src'), html.all_inner_texts()
    widget.screenshot(path=str(OUT / 'stepper-conflict.png'))
    assert after[0] != before[0], 'the map did not change'
    obs_before, obs_after = before[1][0], after[1][0]
    assert obs_before != obs_after and 'step 20' in obs_after, (obs_before, obs_after)
    assert 'no open conflict' in ' '.join(before[1]) and 'Office -south-> Meeting Room' in ' '.join(after[1])
    assert saved_errors(page, folder, '31_stepper.ipynb') == []
    print(f'stepper notebook: Run All {secs:.1f} s; whole test {time.time() - t0:.1f} s')
    page.close()

@pytest.mark.parametrize('name', NBS)
def test_run_all_shows_no_error(lab, browser, name):
    "Run All in JupyterLab: no cell shows an error; widgets are screenshotted."
    base, token, folder = lab
    page = browser.new_page(viewport={'width': 1400, 'height': 1000})
    secs = open_and_run_all(page, base, token, folder, name)
    if name in WIDGET_NBS:
        OUT.mkdir(parents=True, exist_ok=True)
        for k, w in enumerate(page.locator(f'{PANEL} .jp-OutputArea-output > .widget-vbox').all()):
            if w.is_visible() and w.bounding_box() and w.bounding_box()['height'] > 100:
                w.scroll_into_view_if_needed(); w.screenshot(path=str(OUT / f'{Path(name).stem}-widget{k}.png'))
    errors = saved_errors(page, folder, name)
    page.close()
    assert not errors, f'{name} shows errors after Run All in JupyterLab: {errors}'
    print(f'{name}: Run All {secs:.1f} s')
