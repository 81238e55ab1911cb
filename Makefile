# Two commands do all set-up on a fresh machine (Python 3.11, make, pip):
#   make demo  -- create .venv, install, run the main job on offline defaults (reports under out/)
#   make test  -- create .venv, install, check notebooks clean/exported and README current, run pytest
PYTHON ?= python3.11
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: install demo test test-llm test-browser lab bench check clean-venv train-trim

$(STAMP): pyproject.toml
	@echo "==> creating $(VENV) and installing spatial_memory[dev] (editable)"
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	@$(BIN)/python -m pip install --quiet --disable-pip-version-check -e '.[dev]'
	@touch $(STAMP)

install: $(STAMP)

SCENARIOS := trip_planning cooking meeting_scheduling cart_editing form_filling

demo: install
	@echo "==> spatial-memory info"
	@$(BIN)/spatial-memory info
	@echo "==> map rectification on Case Study B (build, commit, detect, localize, rank): out/case_study_b/report.json"
	@$(BIN)/spatial-memory map data/maprepair_cases/case_study_b.json --out out/case_study_b
	@mkdir -p out/tme
	@for s in $(SCENARIOS); do \
	  echo "==> Task Memory Engine, offline RuleTrim: $$s (out/tme/$$s.json)"; \
	  $(BIN)/spatial-memory tme $$s || exit 1; \
	  $(BIN)/spatial-memory tme $$s --json > out/tme/$$s.json || exit 1; \
	done
	@echo "==> a TextWorld game from its walkthrough: extract, map, navigate (out/textworld/report.json)"
	@$(BIN)/spatial-memory map data/textworld/tw-4 --out out/textworld
	@$(BIN)/spatial-memory navigate out/textworld/report.json --from Cookery --to Shower
	@$(BIN)/spatial-memory navigate out/textworld/report.json --from cookery --actions east,west
	@echo "==> repair, offline: Case Study B (the paper's heuristic_modify), a synthetic world with 4 wrong labels (evidence)"
	@$(BIN)/spatial-memory repair data/maprepair_cases/case_study_b.json --out out/repair_case_b --mode heuristic_modify --quiet
	@$(BIN)/spatial-memory repair world:random:60:direction:4:0 --out out/repair_world --quiet
	@echo "==> batch on Dask over the shipped TextWorld games (out/batch_textworld/summary.json)"
	@$(BIN)/spatial-memory batch --all --data-dir data/textworld --out out/batch_textworld --workers 2 --quiet --repair evidence
	@echo "==> demo finished; reports are under out/"

check: install
	@echo "==> cleaning notebooks, exporting the package, regenerating README (each change is named; CI=true fails on one)"
	@$(BIN)/python tools/check_sync.py

test: check
	@echo "==> pytest (tests/ and every notebook in nbs/)"
	@$(BIN)/python -m pytest

# benchmarks print their figures (ratios against a baseline measured in the same run); not part of `make test`
bench: install
	@echo "==> bench/pipeline.py: 100,000 steps over 20,000 rooms, all stages at every step"
	@$(BIN)/python bench/pipeline.py
	@echo "==> bench/token_growth.py: 200-turn session, TME vs Flat prompt tokens"
	@$(BIN)/python bench/token_growth.py --every 25
	@echo "==> bench/unit_distance.py: unit-distance vs ordinal checks on MANGO ground truth (skips without the data)"
	@$(BIN)/python bench/unit_distance.py
	@echo "==> bench/batch.py: 53 MANGO + 200 TextWorld games on Dask at 1 and 2 workers (games/s, speed-up, stages)"
	@$(BIN)/python bench/batch.py
	@echo "==> bench/localization.py: 1,560 synthetic graphs with one injected error each (label, destination, offset, naming), EIS vs evidence ranking"
	@$(BIN)/python bench/localization.py
	@echo "==> bench/repair_synthetic.py: repair of random 60-room worlds with 4 and 8 errors, every offline mode; round budget; held-out single errors"
	@$(BIN)/python bench/repair_synthetic.py
	@echo "==> bench/repair_mango.py: repair of the gpt-4.1 MANGO maps, one detector before and after (skips without the data)"
	@$(BIN)/python bench/repair_mango.py
	@echo "==> bench/repair_reading.py: held-out single errors in the MANGO ground-truth maps, evidence mode with and without the second reading (skips without the data)"
	@$(BIN)/python bench/repair_reading.py
	@echo "==> bench/repair_reading.py, second held-out set: new MANGO seeds and 30 new TextWorld games (TextWorld part skips without the [textworld] extra)"
	@$(BIN)/python bench/repair_reading.py --spec bench/repair_reading_heldout2.json
	@echo "==> bench/repair_reading.py, third held-out set: MANGO seeds 9700-9704 and 30 more TextWorld games (15 rooms)"
	@$(BIN)/python bench/repair_reading.py --spec bench/repair_reading_heldout3.json
	@echo "==> bench/trim_sgd.py: TRIM classifiers on the SGD dev split (skips without the data)"
	@$(BIN)/python bench/trim_sgd.py --arms random,rule,learned
	@echo "==> bench/trim_scenarios.py: RuleTrim and the learned TRIM on the paper's scripts, the dev sets and the held-out sets"
	@$(BIN)/python bench/trim_scenarios.py
	@echo "==> bench/trim_failures.py: RuleTrim's confusions on the blind TRIM sets, by class (nothing recorded, wrong intent, task, slot name, value)"
	@$(BIN)/python bench/trim_failures.py
	@echo "==> bench/trim_failures.py --ceilings: confused turns a perfect task namer or typed-value reader alone would mend"
	@$(BIN)/python bench/trim_failures.py --ceilings
	@echo "==> bench/trim_openers.py: the opener chooser left one scenario folder out at a time, beside RuleTrim's openers and the gold-openers ceiling"
	@$(BIN)/python bench/trim_openers.py --gold
	@echo "==> bench/trim_slots.py: RuleTrim with the opener chooser, with and without the slot chooser, one scenario folder left out at a time"
	@$(BIN)/python bench/trim_slots.py
	@echo "==> bench/trim_new_task.py: the new-task classifier on the folders it was not trained on, and the gold ceiling"
	@$(BIN)/python bench/trim_new_task.py --gold
	@echo "==> bench/trim_reach.py: blind-set turns whose gold names and values a picking reader could reach"
	@$(BIN)/python bench/trim_reach.py
	@echo "==> bench/stepper.py: a step of the walkthrough stepper, drawn in place vs built afresh (MANGO ballyhoo)"
	@$(BIN)/python bench/stepper.py

# the learned TRIM: trains on ../shared/data/sgd (train split) and writes data/models/learned_trim.npz, then the opener
# and slot choosers on the scenario folders (data/models/trim_opener.npz, trim_slots.npz); all deterministic
train-trim: install
	@echo "==> tools/train_trim.py: learned TRIM on the SGD train split"
	@$(BIN)/python tools/train_trim.py
	@echo "==> bench/trim_sgd.py: RandomTrim, RuleTrim and the learned TRIM on the SGD dev split"
	@$(BIN)/python bench/trim_sgd.py --arms random,rule,learned

# opt-in, not part of `make test`: a real local model (SmolLM2-135M via llama.cpp's OpenAI-compatible server on 127.0.0.1)
test-llm: install
	@VENV=$(VENV) bash tools/test_llm.sh

# JupyterLab on 127.0.0.1 over nbs/, each notebook cleaned by nbdev on save (tools/jupyter_server_config.py)
LAB_STAMP := $(VENV)/.lab-installed
$(LAB_STAMP): $(STAMP) pyproject.toml
	@echo "==> installing spatial_memory[dev,lab] (JupyterLab)"
	@$(BIN)/python -m pip install --quiet --disable-pip-version-check -e '.[dev,lab]'
	@touch $(LAB_STAMP)

lab: $(LAB_STAMP)
	@$(BIN)/jupyter lab --config=tools/jupyter_server_config.py --notebook-dir=nbs

# opt-in, not part of `make test`: JupyterLab on 127.0.0.1 driven by Playwright with Debian's chromium
# (`apt-get install chromium`); skips with the reason when chromium is absent. Screenshots go to out/browser/.
test-browser: install
	@$(BIN)/python -m pip install --quiet --disable-pip-version-check -e '.[dev,browser]'
	@SPATIAL_MEMORY_BROWSER=1 $(BIN)/python -m pytest -rs -q tests/browser_test_lab.py

clean-venv:
	rm -rf $(VENV)
