PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP_RUN := $(VENV)/.installed-run
STAMP_TEST := $(VENV)/.installed-test

.PHONY: run test lint format bench clean club

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP_RUN): pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet -e .
	touch $@

$(STAMP_TEST): pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet -e ".[test]"
	touch $@ $(STAMP_RUN)

ADDRESS ?= localhost
# File watching is off (.streamlit/config.toml: it cost each new visitor a third of a
# second); `make run WATCH=auto` while editing offers to rerun a page whose source changed.
WATCH ?= none

run: $(STAMP_RUN)
	$(BIN)/streamlit run streamlit_app.py --server.address $(ADDRESS) --server.fileWatcherType $(WATCH)

# A club's tutor on this machine: PostgreSQL, two replicas and nginx with sticky sessions,
# private profiles on (deploy/README.md). Ctrl-C stops it; the database stays in .club/.
CLUB_PORT ?= 8600
club: $(STAMP_RUN)
	$(BIN)/python deploy/club.py --port $(CLUB_PORT)

lint: $(STAMP_TEST)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

# Hypothesis profile of `make test` (tests/conftest.py, tests/budget.py): "ci" sets the fuzz
# budget to 10,000 examples, of which each fuzz test runs a share sized by its measured cost
# (tests/test_hostile_input.py, fuzz()), from a fixed start; `make test TEST_PROFILE=nightly`
# tries ten times as many examples; `make test TEST_PROFILE=dev` is the quick, randomized run.
TEST_PROFILE ?= ci
# Test processes (pytest-xdist): one a core. Every test has its own database (and every
# browser test its own server), so tests in parallel share nothing; a file runs whole on one
# process, in order (a file may check at its end what its tests produced).
JOBS ?= 2

test: $(STAMP_TEST) lint
	$(BIN)/python -m pytest -n $(JOBS) --dist loadfile --hypothesis-profile=$(TEST_PROFILE)

format: $(STAMP_TEST)
	$(BIN)/ruff format .
	$(BIN)/ruff check --fix .

bench: $(STAMP_TEST)
	for f in bench/*.py; do echo "== $$f"; $(BIN)/python $$f || exit 1; done

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache tests/artifacts
