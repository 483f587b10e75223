# make run   : create .venv if missing, install the project, start the game
# make test  : same environment, then lint, type checks and the whole test suite, headless
# make bench : engine (and later AI/GUI) benchmarks
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

.PHONY: run test lint typecheck bench clean

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

run: $(STAMP)
	$(PY) -m acquire_qt

lint: $(STAMP)
	$(PY) -m ruff check acquire_qt tests benchmarks
	$(PY) -m ruff format --check acquire_qt tests benchmarks

typecheck: $(STAMP)
	$(PY) -m mypy

test: lint typecheck
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q

bench: $(STAMP)
	$(PY) benchmarks/engine_speed.py
	QT_QPA_PLATFORM=offscreen $(PY) benchmarks/gui_responsiveness.py

clean:
	rm -rf $(VENV) build dist *.egg-info
