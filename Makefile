# The interpreter .venv is made from: the distribution's python3 when it is 3.11 or newer and
# can make an environment (venv, and pip or ensurepip to put the locked tools in), else the
# first python3 on PATH. Here that one is pyenv's build, whose interpreter calls into a shared
# libpython; the distribution's is linked whole: plain Python loops ran 27% faster on it, the
# suite's Python-only files 15%, a fresh clone's `make test` 254.1 and 267.5 s against 290.1
# and 271.0 s, interleaved (bench/out/suite.txt, session 13). `make PYTHON=python3` (or any
# interpreter) chooses another; an existing .venv keeps the one it was made with.
SYSTEM_PYTHON := /usr/bin/python3
FIT_PYTHON := import sys, venv, importlib.util as u; \
	sys.exit(sys.version_info < (3, 11) or not (u.find_spec("pip") or u.find_spec("ensurepip")))
ifeq ($(origin PYTHON),undefined)
PYTHON := $(shell $(SYSTEM_PYTHON) -c '$(FIT_PYTHON)' > /dev/null 2>&1 && echo $(SYSTEM_PYTHON) || echo python3)
endif
VENV := .venv
BIN := $(VENV)/bin
STAMP_RUN := $(VENV)/.installed-run
STAMP_TEST := $(VENV)/.installed-test

.PHONY: run test lint style format bench clean club lock

# The installers are locked too (requirements/tools.txt, with hashes): pip, which puts them
# into the new environment, and uv, which installs the lock (in seconds where pip took minutes:
# bench/out/suite.txt) and resolves it (`make lock`). Both stay in .venv for hand use.
# The new environment is made without pip: this Python's own pip installs the locked tools
# into it (pip 22.3 on can: --python), and only a Python without such a pip sets up venv's
# bundled one first (4.5 s more on a fresh clone: bench/out/suite.txt, session 12). Either
# pip only bootstraps, as the bundled one did: the environment's pip is the lock's.
UV := $(BIN)/uv
$(UV): requirements/tools.txt
	test -x $(BIN)/python || $(PYTHON) -m venv --without-pip $(VENV)
	if $(BIN)/python -m pip --version > /dev/null 2>&1; then pip="$(BIN)/python -m pip"; \
	elif $(PYTHON) -m pip --python $(BIN)/python --version > /dev/null 2>&1; then \
		pip="$(PYTHON) -m pip --python $(BIN)/python"; \
	else $(BIN)/python -m ensurepip --default-pip > /dev/null && pip="$(BIN)/python -m pip"; fi; \
	$$pip install --quiet --no-compile --require-hashes -r requirements/tools.txt
	touch $@

STAMP_CLUB := $(VENV)/.installed-club

# Every install is the lock's (requirements/*.txt: exact versions with their hashes, README
# "Installing"): `uv pip sync` makes the environment hold exactly one lock and the tools, no
# more, then the project itself is installed without dependencies. `make lock` refreshes it.
# (A new tools.txt reinstalls $(UV), which is then newer than every stamp.)
INSTALL = $(UV) pip sync --quiet --require-hashes --python $(BIN)/python requirements/tools.txt $(1) \
	&& $(UV) pip install --quiet --no-deps --python $(BIN)/python -e .

$(STAMP_RUN): requirements/run.txt pyproject.toml $(UV)
	$(call INSTALL,requirements/run.txt)
	touch $@

$(STAMP_CLUB): requirements/club.txt pyproject.toml $(UV)
	$(call INSTALL,requirements/club.txt)
	touch $@ $(STAMP_RUN)

# The test lock holds the app's, the club's (the PostgreSQL tests) and the tests' packages.
$(STAMP_TEST): requirements/test.txt pyproject.toml $(UV)
	$(call INSTALL,requirements/test.txt)
	touch $@ $(STAMP_CLUB) $(STAMP_RUN)

# Refresh the lock from pyproject.toml: `make lock` keeps every pinned version that still
# fits pyproject.toml's bounds (add a dependency, then run it); `make lock UPGRADE=1` takes
# the newest versions that fit. Then `make test`, and commit requirements/ if it passes.
# run.txt and club.txt are constrained to test.txt's versions, so the app runs on exactly the
# versions the tests ran on. The tools' own lock (tools.in: pip and uv) is refreshed the same way.
LOCK_FLAGS := --generate-hashes --python-version 3.11 --no-header --quiet $(if $(UPGRADE),--upgrade)

lock: $(UV)
	$(UV) pip compile pyproject.toml --extra test --extra club $(LOCK_FLAGS) -o requirements/test.txt
	$(UV) pip compile pyproject.toml --extra club $(LOCK_FLAGS) -c requirements/test.txt -o requirements/club.txt
	$(UV) pip compile pyproject.toml $(LOCK_FLAGS) -c requirements/test.txt -o requirements/run.txt
	$(UV) pip compile requirements/tools.in $(LOCK_FLAGS) -o requirements/tools.txt

ADDRESS ?= localhost
# File watching is off (.streamlit/config.toml: it cost each new visitor a third of a
# second); `make run WATCH=auto` while editing offers to rerun a page whose source changed.
WATCH ?= none

# uv installs without compiling: a module is compiled on its first import and kept, even where
# PYTHONDONTWRITEBYTECODE is set (as on this machine; else every start compiled them again).
KEEP_BYTECODE := env -u PYTHONDONTWRITEBYTECODE

run: $(STAMP_RUN)
	$(KEEP_BYTECODE) $(BIN)/streamlit run streamlit_app.py --server.address $(ADDRESS) --server.fileWatcherType $(WATCH)

# A club's tutor on this machine: PostgreSQL, two replicas and nginx with sticky sessions,
# private profiles on (deploy/README.md). Ctrl-C stops it; the database stays in .club/.
CLUB_PORT ?= 8600
club: $(STAMP_CLUB)
	$(KEEP_BYTECODE) $(BIN)/python deploy/club.py --port $(CLUB_PORT)

style: $(STAMP_TEST)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

lint: style
	$(BIN)/mypy

# Hypothesis profile of `make test` (tests/conftest.py, tests/budget.py): "ci" sets the fuzz
# budget to 2,500 examples, of which each fuzz test runs a share sized by its measured cost
# (tests/test_hostile_input.py, fuzz()), from a fixed start; `make test TEST_PROFILE=nightly`
# tries ten times as many examples (the fuzz: 100,000); `make test TEST_PROFILE=dev` is the quick, randomized run.
TEST_PROFILE ?= ci
# Test processes (pytest-xdist): three on CI's two cores. A browser test spends part of its
# time waiting (for the app's run, a scroll to settle): two processes left the cores idle
# about a sixth of the time, a third fills that. Files are handed out longest first
# (tests/budget.py LONGEST_FIRST), so no process ends alone on a long one
# (bench/out/suite.txt). Every test has its own database, and a browser
# file's tests their own server or one shared where none can see another's data (each
# fixture's docstring says why), so tests in parallel share nothing; a file runs whole on one
# process, in order (a file may check at its end what its tests produced).
JOBS ?= 3

# The tests run with bytecode written even where PYTHONDONTWRITEBYTECODE is set (as on this
# machine): pytest keeps each test module's rewritten asserts in __pycache__ only then.
# Without it every test process of every later run rewrote and compiled the test modules
# again: 18-21 s of one core a process at collection against 7 s (bench/out/suite.txt). A
# fresh clone's first run pays it either way.
# The type checker runs beside the suite (its first run on a fresh clone takes 6-7 s of one
# core: bench/out/suite.txt); its report follows the suite's, and either failing fails
# `make test`.
TYPES_LOG := $(VENV)/mypy.log
test: style
	@$(KEEP_BYTECODE) $(BIN)/mypy > $(TYPES_LOG) 2>&1 & types=$$!; \
	$(KEEP_BYTECODE) $(BIN)/python -m pytest -n $(JOBS) --dist loadfile --no-loadscope-reorder --hypothesis-profile=$(TEST_PROFILE); \
	suite=$$?; wait $$types; checked=$$?; echo "== mypy"; cat $(TYPES_LOG); \
	exit $$(( suite || checked ))

format: $(STAMP_TEST)
	$(BIN)/ruff format .
	$(BIN)/ruff check --fix .

# The benchmarks of bench/benchmarks.txt, one after the other (each prints its medians and
# exits 1 when one misses its target): every one runs, the misses are listed at the end and
# make fails then. The tools of bench/tools/ are run by hand, with their docstrings' arguments.
# BENCH=name runs only the lines that name it (BENCH=bench_load).
BENCH ?=
bench: $(STAMP_TEST)
	@grep -v '^#' bench/benchmarks.txt | grep -e "$(BENCH)" | { missed=""; \
	while read -r run; do echo "== $$run"; \
		$(BIN)/python $$run < /dev/null || missed="$$missed\n  $$run"; done; \
	if [ -n "$$missed" ]; then printf "== missed a target:$$missed\n"; exit 1; fi; \
	echo "== every benchmark met its targets"; }

clean:
	rm -rf $(VENV) .cache .pytest_cache .ruff_cache .mypy_cache tests/artifacts
