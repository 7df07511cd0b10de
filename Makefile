# Two entry points for a fresh machine: `make demo` and `make test`.
# Both create .venv and install with constraints.txt, so a rerun next year
# installs the exact versions the tests passed with.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PIP := $(BIN)/python -m pip --disable-pip-version-check

.PHONY: demo test lint typecheck unit constraints clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

NATIVE := setup.py $(wildcard src/newsfold/native/*.c src/newsfold/native/*.h)
# mypyc compiles these modules (newsfold.compiled.MODULES, a superset here): an edit
# reinstalls, so `make test` runs the compiled form of the code it checks.
NATIVE += src/newsfold/compiled.py src/newsfold/markup.py $(wildcard src/newsfold/extract/*.py src/newsfold/dates/*.py)
NATIVE += src/newsfold/quality/entities.py src/newsfold/quality/entity_rules.py
NATIVE += src/newsfold/quality/depth.py src/newsfold/quality/scores.py
NATIVE += src/newsfold/store/jsoncols.py
NATIVE += src/newsfold/urls.py
# The C core is built for the stable ABI (*.abi3.so); a module left by an older
# build under the interpreter's own suffix would be imported before it. mypyc's
# modules (*.cpython-*.so beside their sources, and its shared *__mypyc* library)
# are rebuilt each time, so one no longer listed cannot shadow its source.
STALE_NATIVE = find src -name '*.cpython-*.so' -delete

$(VENV)/.installed: pyproject.toml constraints.txt $(NATIVE) | $(BIN)/python
	$(STALE_NATIVE)
	$(PIP) install --quiet -c constraints.txt -e .
	touch $@

$(VENV)/.installed-dev: pyproject.toml constraints.txt $(NATIVE) | $(BIN)/python
	$(STALE_NATIVE)
	$(PIP) install --quiet -c constraints.txt -e '.[dev]'
	touch $@ $(VENV)/.installed

demo: $(VENV)/.installed
	$(BIN)/newsfold demo --sim 200

lint: $(VENV)/.installed-dev
	$(BIN)/ruff check src tests benchmarks
	$(BIN)/ruff format --check src tests benchmarks

typecheck: $(VENV)/.installed-dev
	$(BIN)/mypy src

unit: $(VENV)/.installed-dev
	$(BIN)/pytest
	# the numpy paths the C core replaces (newsfold.native) must keep passing too
	NEWSFOLD_PURE_PYTHON=1 $(BIN)/pytest -q tests/fold tests/native

test: lint typecheck unit

# Refresh the pins after changing dependencies (then run `make test`).
constraints: $(VENV)/.installed-dev
	$(PIP) freeze --exclude-editable | grep -v '^newsfold' > constraints.txt

clean:
	rm -rf $(VENV) .mypy_cache .ruff_cache .pytest_cache
