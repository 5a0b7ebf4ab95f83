# Two entry points for a fresh clone: `make serve` (set up + run the service) and
# `make test` (set up + run the tests). Every step is idempotent: a second run is a fast no-op.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

.PHONY: install system-deps virtuoso chromium proxy test test-all serve bench-probes clean

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

# Reinstall only when pyproject.toml changed since the last install.
$(STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

install: $(STAMP)

# Debian packages the tests need: Virtuoso (a real second SPARQL server).
virtuoso:
	@command -v virtuoso-t >/dev/null 2>&1 || { \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq virtuoso-opensource >/dev/null; }

# Debian's chromium for the headless web-page test (Playwright drives it; nothing is downloaded).
chromium:
	@command -v chromium >/dev/null 2>&1 || { \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }

# Debian's haproxy: one HTTP entry in front of service replicas (tests/service/test_replicas.py).
proxy:
	@command -v haproxy >/dev/null 2>&1 || { \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy >/dev/null; }

system-deps: virtuoso chromium proxy

test: install system-deps
	$(PY) -m pytest

# Everything, including training-scale tests marked slow.
test-all: install system-deps
	$(PY) -m pytest -m ''

serve: install
	$(PY) -m kgqa.serve

bench-probes: install system-deps
	$(PY) -m kgqa.bench.probes

clean:
	rm -rf $(VENV) .cache .pytest_cache
