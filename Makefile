# Two commands do all set-up on a fresh machine (Python 3.11, make, pip):
#   make demo  -- create .venv, install, run the main job on offline defaults (reports under out/)
#   make test  -- create .venv, install, check notebooks clean/exported and README current, run pytest
PYTHON ?= python3.11
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: install demo test test-llm check clean-venv

$(STAMP): pyproject.toml
	@echo "==> creating $(VENV) and installing spatial_memory[dev] (editable)"
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	@$(BIN)/python -m pip install --quiet --disable-pip-version-check -e '.[dev]'
	@touch $(STAMP)

install: $(STAMP)

demo: install
	@echo "==> spatial-memory info"
	@$(BIN)/spatial-memory info
	@echo "==> demo finished; reports are under out/"

check: install
	@echo "==> checking notebooks are clean, the package is exported, README is current"
	@$(BIN)/python tools/check_sync.py

test: check
	@echo "==> pytest (tests/ and every notebook in nbs/)"
	@$(BIN)/python -m pytest

clean-venv:
	rm -rf $(VENV)
