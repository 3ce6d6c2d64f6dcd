# The platform's commands. `make run` serves it; `make test` runs the whole suite.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
HOST ?= 127.0.0.1
PORT ?= 8000
# The queues `make run`'s and `make worker`'s one worker consumes (docker/compose.yaml runs a
# worker per queue instead)
WORKER_QUEUES ?= celery,bots,analysis

.PHONY: install run worker test bench lint fuzz messages soak soak-cluster cluster cluster-stop \
	nginx browser-games clean

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $@

install: $(VENV)/.installed

# Migrate, create the demo user, start a Celery worker with beat (embedded broker in
# var/broker.sqlite3 unless REDIS_URL is set; restarted whenever it dies, which it prints; one
# worker for every queue: the default `celery`, `bots` and `analysis`, see config/task_queues.py) and
# serve on http://$(HOST):$(PORT) with uvicorn (ASGI: the pages, the API and the live event
# streams in one process). Ctrl-C stops both.
run: install
	$(PY) manage.py migrate --noinput
	$(PY) manage.py create_demo_user
	@echo "Serving on http://$(HOST):$(PORT)/ (API at /api/, docs at /api/docs/)"
	@$(PY) -m config.worker_supervisor $(VENV)/bin/celery -A config worker --beat --pool=solo \
		-Q $(WORKER_QUEUES) --loglevel=WARNING --schedule=var/celerybeat-schedule & worker=$$!; \
	trap "kill $$worker 2>/dev/null" EXIT INT TERM; \
	$(VENV)/bin/uvicorn config.asgi:application --host $(HOST) --port $(PORT) --log-level warning

worker: install
	$(VENV)/bin/celery -A config worker --beat --pool=solo -Q $(WORKER_QUEUES) --loglevel=INFO \
		--schedule=var/celerybeat-schedule

# The whole suite. SQLite unless DATABASE_URL is set (CI sets PostgreSQL and Redis). It measures
# the coverage of the project's code (pytest-cov, across the xdist workers) and fails under the
# floor in pyproject.toml ([tool.coverage.report] fail_under); `var/coverage/` holds the report.
test: install
	$(PY) -m pytest -n auto --cov --cov-report=term:skip-covered --cov-report=html:var/coverage

# The soak: one worker on the embedded broker, 8 bot games of every engine and 2 clocked games
# played over HTTP for SOAK_MINUTES (20); 0 crashes, nothing stuck, every chain verified. The
# worker shares the test database: set DATABASE_URL to PostgreSQL.
soak: install
	SOAK_MINUTES=$${SOAK_MINUTES:-20} $(PY) -m pytest tests/soak -m soak -n 0 -s -q -p no:cacheprovider

# The production topology of docker/compose.yaml on this machine, without containers
# (config/cluster.py): nginx on 127.0.0.1:$${CLUSTER_PORT:-8480} in front of 2 gunicorn and 2
# uvicorn stream processes, a Celery worker per queue (celery, bots, analysis), one beat and a
# Redis of the cluster's own, on the machine's PostgreSQL (CLUSTER_DATABASE_URL, a database
# platform_cluster by default). Waits for the health checks, prints each process's pid, address
# and log; a supervisor brings back any process that dies. `make cluster-stop` ends them (pid
# files in var/cluster/pids).
cluster: install nginx
	$(PY) -m config.cluster start

cluster-stop: install
	$(PY) -m config.cluster stop

# nginx from Debian's packages when it is missing (its service is not started: the cluster runs
# its own nginx on a loopback port).
nginx:
	@command -v nginx >/dev/null 2>&1 || { echo "Installing nginx (Debian's nginx-light)"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
		--no-install-recommends nginx-light >/dev/null; }

# The soak of the whole topology under faults (tests/soak/cluster_soak.py), through nginx: it
# starts the cluster (make cluster), plays SOAK_MINUTES (20) with at least 40 people over HTTP,
# bots in every engine, clocked games and stream listeners reconnecting with Last-Event-ID,
# while a fault loop SIGKILLs a web, a stream, a worker mid-task and beat and restarts Redis and
# PostgreSQL (SOAK_RESTART_POSTGRES=0 leaves the shared server alone); then prints and checks
# the figures, and stops the cluster.
soak-cluster: cluster
	SOAK_MINUTES=$${SOAK_MINUTES:-20} $(PY) -m tests.soak.cluster_soak; status=$$?; \
		$(PY) -m config.cluster stop; exit $$status

# Only the whole games against bots (the suite plays them too, beside a shortened one), one per
# engine, played by clicking only in headless Chromium: every move inside a 1400×1000 window without scrolling,
# no sideways scroll at 390 px, the whole log in words in English and Korean; screenshots at the
# start, mid-game and end in var/screenshots/play-*.png. About 3½ minutes for the four.
browser-games: install
	$(PY) -m pytest tests/web/test_browser_whole_games.py -m browser_games -n 0 -q -s -p no:cacheprovider

# Every tests/benchmarks/bench_*.py, then one summary table of their `RESULT name value unit`
# lines. The HTTP benchmarks (load, races, faults) need PostgreSQL (BENCH_PG) and run gunicorn;
# bench_faults restarts PostgreSQL. BENCHES="bench_load bench_races" runs only those.
bench: install
	$(PY) tests/benchmarks/run_all.py $(BENCHES)

# The fuzzers with many examples (the suite runs a few): engines' decide and determinize, the
# bots' choices (legal, reproducible) at about 1,600 positions,
# the API schema (every response check), nasty bodies to every POST route (no 500 allowed), then
# the pairing core's properties over thousands of simulated rounds (PAIRING_FUZZ_EVENTS).
fuzz: install
	FUZZ_PROFILE=fuzz $(PY) -m pytest tests/engines/test_fuzz.py -q -p no:django
	FUZZ_PROFILE=fuzz $(PY) -m pytest tests/engines/test_determinize.py -q -p no:django
	FUZZ_PROFILE=fuzz $(PY) -m pytest tests/engines/test_bots.py -q -p no:django -k "legal or same_rng"
	SCHEMA_FUZZ_EXAMPLES=$${SCHEMA_FUZZ_EXAMPLES:-200} $(PY) -m pytest tests/games/test_schema_fuzz.py -q -s
	FUZZ_PROFILE=fuzz BODY_FUZZ_ROUNDS=$${BODY_FUZZ_ROUNDS:-3} $(PY) -m pytest tests/games/test_input_fuzz.py -q -s
	PAIRING_FUZZ_EVENTS=$${PAIRING_FUZZ_EVENTS:-40} $(PY) -m pytest tests/tournaments/pairing/test_pairing_properties.py -q

# The Korean catalog: collect new strings into config/locale/ko (with the phrases engines mark
# `translatable`; social keeps its own catalog),
# translate the empty msgstr entries, then compile. Needs gettext (apt-get install gettext);
# the compiled .mo files are committed, so running the platform does not.
messages: install
	$(PY) manage.py makemessages -l ko --no-location --ignore=.venv --ignore=tests \
		--ignore=social --ignore=reviews --ignore=clubs --ignore=leagues --ignore=staticfiles --ignore=var --ignore=build
	$(PY) manage.py makemessages -l ko --app-dir social --ignore=migrations
	$(PY) manage.py makemessages -l ko --app-dir reviews --ignore=migrations --no-location
	$(PY) manage.py makemessages -l ko --app-dir clubs --ignore=migrations --no-location
	$(PY) manage.py makemessages -l ko --app-dir leagues --ignore=migrations --no-location
	$(PY) manage.py compilemessages -l ko --ignore=.venv

# The gate (CI runs it before the tests; .pre-commit-config.yaml runs the same before a commit):
# lint, formatting, types (mypy's settings in pyproject.toml), the import layers (.importlinter).
lint: install
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/mypy
	$(VENV)/bin/lint-imports

clean:
	rm -rf $(VENV) var staticfiles .pytest_cache
