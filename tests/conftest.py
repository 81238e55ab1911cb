"""Shared test set-up: the Hypothesis profile (reproducible under CI, random locally) and the shape of a secret key."""
import os, string
from pathlib import Path
from hypothesis import settings, strategies as st

# CI=true: the same examples on every run (derandomized from the test's source), no example database carried between
# runs, and a reproduction blob printed with any failure. Example counts stay those each test asks for.
settings.register_profile('ci', derandomize=True, database=None, print_blob=True)
settings.register_profile('dev', print_blob=True)
settings.load_profile(os.environ.get('SPATIAL_MEMORY_HYPOTHESIS_PROFILE') or ('ci' if os.environ.get('CI') else 'dev'))

ROOT = Path(__file__).resolve().parent.parent
# every text the code under test or the tests could print or show in a traceback: the package and the test sources
CODE_TEXT = '\n'.join(p.read_text(encoding='utf-8') for d in ('spatial_memory', 'tests') for p in (ROOT / d).rglob('*.py'))

def secret_keys(alphabet=string.ascii_letters + string.digits + '-_', azure=True):
    "Keys shaped like real ones (`sk-`/`sk-proj-` and 20-48 characters, or Azure's 32 hex digits), never in code text."
    openai = st.tuples(st.sampled_from(['sk-', 'sk-proj-']), st.text(alphabet, min_size=20, max_size=48)).map(''.join)
    hex32 = st.text('0123456789abcdef', min_size=32, max_size=32)   # no prefix: only the exact-value scrub catches it
    return (st.one_of(openai, hex32) if azure else openai).filter(lambda k: k not in CODE_TEXT and k.strip() == k)
