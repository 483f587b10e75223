# make run   : create .venv if missing, install the project, start the game
# make test  : same environment, then lint, type checks, the layers (lint-imports) and the
#              whole test suite, headless
# make screenshots : the screen audit (tests/ui/test_audit_screens.py: every screen at three
#                    sizes, both themes, English and German), its screenshots in screenshots/
# make bench : engine, hard AI, GUI (highlights on and off, animations against the AI
#              pace), analysis and network benchmarks
# make forms : compile the Qt Designer forms ui/*.ui into acquire_qt/forms/
# make translations : update the .ts sources from the code and forms, compile the .qm files
# make package       : the one-folder executable dist/acquire-qt/, its .tar.xz and a .deb
# make package-test  : make package, then the packaged game's tests (tests/test_package.py)
# make package-bench : make package, then its archive size and start-up time
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

.PHONY: run test lint typecheck bench screenshots forms translations clean package package-test package-bench

# The install compiles the engine and AI with mypyc (setup.py), so it is redone when they change.
# It says what it is doing, step by step; pip's and setuptools' own output goes to
# $(INSTALL_LOG) (shown when a step fails), so a player sees no warning they cannot act on.
# Step 2 installs the dependencies pyproject.toml lists (and the test extra); step 3 builds
# the project itself without them (--no-deps), which is the mypyc compile.
INSTALL_LOG  := $(VENV)/install.log
DEPENDENCIES := import tomllib; project = tomllib.load(open("pyproject.toml", "rb"))["project"]; \
  print(*project["dependencies"], *project["optional-dependencies"]["test"], sep="\n")
FAILED_STEP  := { echo "  failed; the last lines of $(INSTALL_LOG):"; tail -n 30 $(INSTALL_LOG); exit 1; }

$(STAMP): pyproject.toml setup.py $(wildcard acquire_qt/engine/*.py acquire_qt/ai/*.py)
	@echo "Setting up acquire-qt in $(VENV) (the first time takes two or three minutes)"
	@test -x $(PY) || { echo "  1/3 creating the virtual environment"; $(PYTHON) -m venv $(VENV); }
	@echo "  2/3 installing Qt (PySide6) and the test tools with pip"
	@$(PY) -m pip install --upgrade pip > $(INSTALL_LOG) 2>&1 || $(FAILED_STEP)
	@$(PY) -c '$(DEPENDENCIES)' > $(VENV)/requirements.txt
	@$(PY) -m pip install -r $(VENV)/requirements.txt >> $(INSTALL_LOG) 2>&1 || $(FAILED_STEP)
	@echo "  3/3 compiling the engine and the AI with mypyc (about 80 seconds)"
	@$(PY) -m pip install --no-deps -e . >> $(INSTALL_LOG) 2>&1 || $(FAILED_STEP)
	@$(PY) -c 'from acquire_qt.build import build_description as b; print(f"  done: {b()}")'
	@touch $(STAMP)

run: $(STAMP)
	$(PY) -m acquire_qt

lint: $(STAMP)
	$(PY) -m ruff check acquire_qt tests benchmarks packaging
	$(PY) -m ruff format --check acquire_qt tests benchmarks packaging

typecheck: $(STAMP)
	$(PY) -m mypy
	$(VENV)/bin/lint-imports

# The engine and AI tests run twice: on the compiled modules, then on their .py sources
# (the second time without the slow tier: its thousands of random games have run compiled,
# and the golden games and property tests of the fast tier check the pure build). The AI
# tests that play many whole games (PURE_SKIPPED: the hard AI's, and the tournaments of
# tournament.py, which is not compiled; nearly three quarters of the pure AI time) run
# compiled only: tests/test_compiled_build.py has every policy of every rule set, the hard
# AI's search, a win-chance curve and a move review give the same answers from both builds.
PURE_TESTS   := tests/engine tests/ai tests/test_compiled_build.py
PURE_SKIPPED := tests/ai/test_hard.py tests/ai/test_rule_sets.py tests/ai/test_determinism.py \
  tests/ai/test_review.py tests/ai/test_tournament.py

# Both runs use TEST_WORKERS pytest-xdist workers (the guide's machine has two cores); the
# package tests are one unit of work (tests/conftest.py; the largest, so one worker starts
# with it) while the others run the rest. TEST_WORKERS=0 runs everything in one process. The timing-sensitive
# tests (marker `alone`: an AI worker's deadline, autosave pace) run afterwards on their own.
# A worker that crashes ends the run at once, naming the test it was running
# (--max-worker-restart=0): with --dist loadgroup, xdist waits forever for a replaced one.
# The suite starts hundreds of interpreters (the workers, the AI's spawned processes, the
# program run as a subprocess): they cache the compiled bytecode of the sources (__pycache__,
# ignored by git) even where PYTHONDONTWRITEBYTECODE is set, instead of each compiling them
# again (collecting the suite: 9 s without the cache, 3 s with it).
TEST_WORKERS ?= 2
PYTEST := PYTHONDONTWRITEBYTECODE= QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q
XDIST  := -n $(TEST_WORKERS) --dist loadgroup --max-worker-restart=0

test: lint typecheck
	$(PYTEST) $(XDIST) -m "not alone"
	$(PYTEST) -m alone
	ACQUIRE_QT_PURE_PYTHON=1 $(PYTEST) $(XDIST) -m "not slow" $(PURE_TESTS) \
	  $(addprefix --ignore=,$(PURE_SKIPPED))

# The README's pictures are three of them, copied to docs/screenshots/ (committed).
README_SHOTS := table-classic-1600x1000-light-en:table start-page-1600x1000-light-en:start \
  table-classic-1600x1000-dark-en:table-dark

screenshots: $(STAMP)
	rm -rf screenshots
	ACQUIRE_QT_SCREENSHOTS=$(CURDIR)/screenshots $(PYTEST) tests/ui/test_audit_screens.py
	mkdir -p docs/screenshots
	for shot in $(README_SHOTS); do \
	  cp "screenshots/$${shot%%:*}.png" "docs/screenshots/$${shot##*:}.png" || exit 1; \
	done

# ui/NAME.ui (Qt Designer) -> acquire_qt/forms/ui_NAME.py, generated and committed.
forms: $(STAMP)
	for ui in ui/*.ui; do \
	  $(VENV)/bin/pyside6-uic "$$ui" -o "acquire_qt/forms/ui_$$(basename "$$ui" .ui).py" || exit 1; \
	done

# The words of the Python sources (tr, self.tr, _tr, QCoreApplication.translate), of the forms
# and of the rule-set registry (packaging/registry_words.py) into each language's
# resources/translations/acquire_qt_LANG.ts: new words are added unfinished, translations
# kept, vanished words dropped. Then each .ts is compiled into the .qm the game loads (both
# committed). Rerun it after any change of words; see docs/translations.md.
LANGUAGES := de
TS_FILES  := $(foreach lang,$(LANGUAGES),resources/translations/acquire_qt_$(lang).ts)
TR_SOURCES = $(filter-out acquire_qt/forms/% acquire_qt/engine/% acquire_qt/ai/%,\
               $(sort $(shell find acquire_qt -name '*.py')))

translations: $(STAMP)
	$(PY) packaging/registry_words.py build/translations/rule_set_words.py
	$(VENV)/bin/pyside6-lupdate -tr-function-alias tr+=_tr -no-obsolete -locations relative \
	  $(TR_SOURCES) $(sort $(wildcard ui/*.ui)) build/translations/rule_set_words.py \
	  -ts $(TS_FILES)
	for ts in $(TS_FILES); do \
	  $(VENV)/bin/pyside6-lrelease -removeidentical "$$ts" -qm "$${ts%.ts}.qm" || exit 1; \
	done

bench: $(STAMP)
	$(PY) benchmarks/engine_speed.py
	$(PY) benchmarks/hard_speed.py
	QT_QPA_PLATFORM=offscreen $(PY) benchmarks/gui_responsiveness.py
	QT_QPA_PLATFORM=offscreen $(PY) benchmarks/animation_pace.py
	QT_QPA_PLATFORM=offscreen $(PY) benchmarks/analysis_responsiveness.py
	QT_QPA_PLATFORM=offscreen $(PY) benchmarks/network_latency.py

# The packaging tools (the `package` extra: PyInstaller, and PySide6-Addons for QtMultimedia,
# which the package carries for the sound cues) go into the same .venv: the extra's
# requirements as pyproject.toml lists them, not `pip install -e '.[package]'`, which would
# build the project (mypyc) again.
PACKAGE_STAMP := $(VENV)/.installed-package
PACKAGE_DIST  ?= dist
PACKAGE_BUILD ?= build/package
PACKAGE_EXTRA := import tomllib; \
  print(*tomllib.load(open("pyproject.toml", "rb"))["project"]["optional-dependencies"]["package"], sep="\n")

$(PACKAGE_STAMP): $(STAMP)
	$(PY) -c '$(PACKAGE_EXTRA)' > $(VENV)/package-requirements.txt
	$(PY) -m pip install --quiet -r $(VENV)/package-requirements.txt
	touch $(PACKAGE_STAMP)

package: $(PACKAGE_STAMP)
	$(PY) packaging/build.py --dist $(PACKAGE_DIST) --build $(PACKAGE_BUILD)

package-test: package
	ACQUIRE_QT_DIST=$(PACKAGE_DIST) QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q -m package tests/test_package.py

package-bench: package
	$(PY) benchmarks/package_bench.py --dist $(PACKAGE_DIST)

clean:
	rm -rf $(VENV) build dist *.egg-info
