# The README's commands, nothing hidden. Python 3.11+ and make are all a fresh machine needs.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
export FLASK_APP := app

.PHONY: run test test-all worker cron production migrate seed lint bench clean translations extract-messages settings-table client examples

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet -e .
	touch $@

$(VENV)/.installed-test: pyproject.toml $(VENV)/.installed
	$(BIN)/pip install --quiet -e '.[test]'
	touch $@

migrate: $(VENV)/.installed
	$(BIN)/flask db upgrade

seed: migrate
	$(BIN)/flask seed

## translations: compile the message catalogues (app/translations/*/LC_MESSAGES/messages.po -> .mo)
translations: $(VENV)/.installed
	$(BIN)/pybabel -q compile -d app/translations

## extract-messages: refresh messages.pot and merge it into each catalogue (then translate the new msgids)
extract-messages: $(VENV)/.installed
	$(BIN)/pybabel -q extract -F babel.cfg -k _l --project svc-hub --copyright-holder "the svc hub authors" --no-location --sort-output -o app/translations/messages.pot .
	$(BIN)/pybabel -q update -N --ignore-obsolete -i app/translations/messages.pot -d app/translations

## settings-table: write the README's settings table from the platform's and the domains' declarations
settings-table: $(VENV)/.installed
	$(BIN)/flask settings --readme README.md

## run: set up and serve the hub in the embedded mode on http://127.0.0.1:5000
run: seed translations
	$(BIN)/flask serve --host 127.0.0.1 --port 5000

## test: install the test needs and run the whole suite (PostgreSQL/Redis too when DATABASE_URL/REDIS_URL are set)
test: $(VENV)/.installed-test translations
	./scripts/ensure-chromium
	./scripts/ensure-axe
	./scripts/ensure-poppler
	./scripts/ensure-redocly
	./scripts/ensure-newman
	$(BIN)/pytest -q -n 2 --dist loadgroup --durations=15

## worker / cron: production-mode background processes (need REDIS_URL)
worker: $(VENV)/.installed
	$(BIN)/rq worker -w app.platform.worker.Worker --with-scheduler --url "$$REDIS_URL" $${SVC_RQ_QUEUE:-svc} $${SVC_RQ_QUEUE:-svc}-webhooks

cron: $(VENV)/.installed
	$(BIN)/rq cron --url "$$REDIS_URL" app.cron

$(VENV)/.installed-production: pyproject.toml $(VENV)/.installed
	$(BIN)/pip install --quiet -e '.[production]'
	touch $@

## production: migrate, seed and run the supervised set (two gunicorn processes, the RQ worker, rq cron) in the
## foreground against DATABASE_URL and REDIS_URL; deploy/supervisord.conf restarts whatever dies
production: export SVC_RUN_DIR ?= $(CURDIR)/instance/run
production: export SVC_WEB_HOST ?= 127.0.0.1
production: export SVC_WEB_PORT_A ?= 8000
production: export SVC_WEB_PORT_B ?= 8001
production: export SVC_WEB_WORKERS ?= 2
production: export SVC_RQ_QUEUE ?= svc
production: $(VENV)/.installed-production translations
	@test -n "$$DATABASE_URL" && test -n "$$REDIS_URL" || { echo "production needs DATABASE_URL and REDIS_URL"; exit 2; }
	$(BIN)/flask db upgrade
	$(BIN)/flask seed
	mkdir -p "$(SVC_RUN_DIR)"
	$(BIN)/supervisord -c deploy/supervisord.conf

## client: regenerate the Python client in clients/python from the OpenAPI document (a test fails when it is stale)
client: $(VENV)/.installed-test
	$(BIN)/python scripts/generate_client.py

## examples: record the OpenAPI examples again (app/data/openapi_examples.json) from the tour of every operation
examples: $(VENV)/.installed-test translations
	SVC_RECORD_EXAMPLES=1 $(BIN)/pytest -q -p no:cacheprovider tests/hub/test_tour.py

lint: $(VENV)/.installed-test
	$(BIN)/ruff check .

## bench: every benchmark; the key path and the keyed writes run in both modes (PostgreSQL + Redis via BENCH_DATABASE_URL / BENCH_REDIS_URL)
$(VENV)/.installed-bench: pyproject.toml $(VENV)/.installed-test
	$(BIN)/pip install --quiet -e '.[test,bench]'
	touch $@

bench: $(VENV)/.installed-bench
	$(BIN)/python bench/run.py
	$(BIN)/python bench/screener.py
	$(BIN)/python bench/keypath.py --mode both
	$(BIN)/python bench/pdf_memory.py
	$(BIN)/python bench/dossier.py --mode both
	$(BIN)/python bench/webhooks.py
	$(BIN)/python bench/green.py --mode both
	$(BIN)/python bench/chargeflow.py --mode both
	$(BIN)/python bench/writes.py --mode both

clean:
	rm -rf $(VENV) instance .pytest_cache .ruff_cache
