"""The served Postman collection, run by newman against a live hub (a real server process, seeded) with premium test
keys, each made from a live key: every request of it passes its tests, ids flowing from one request to the next."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import urllib.request
from pathlib import Path

import pytest

from app.config import declared
from app.domains import INSTALLED
from app.hub.tour.postman import UPLOAD
from app.platform.settings import RATE_LIMIT
from tests.hub.tour_hub import seed, starting_variables
from tests.keys.factories import make_test_key
from tests.support import gunicorn_hub

NEWMAN = Path(__file__).resolve().parent / "newman" / "node_modules" / "newman" / "bin" / "newman.js"


def _newman() -> str:
    node = shutil.which("node")
    if node and NEWMAN.exists():
        return node
    if os.environ.get("SVC_REQUIRE_NEWMAN") == "1":
        pytest.fail("newman is required (SVC_REQUIRE_NEWMAN=1): run scripts/ensure-newman (needs node and npm)")
    pytest.skip("node or newman missing: run scripts/ensure-newman")


@pytest.mark.slow
def test_the_served_collection_runs_green_against_a_live_hub(app, make_app, database_url, base_config, fake_https,
                                                            tmp_path):
    node = _newman()
    fake_https.routes["/hooks/svc"] = (200, b"received")
    seed(make_app())
    variables = starting_variables(lambda tier: make_test_key(app, tier), f"{fake_https.url}/hooks/svc")
    assert variables["apiKey"].startswith("svc_pk_test_") and variables["producerKey"].startswith("svc_pk_test_")
    limits = {setting.name: "100000/minute" for _, setting in declared(INSTALLED) if setting.type is RATE_LIMIT}
    with gunicorn_hub(database_url, base_config, SVC_JOBS_INLINE="1", SVC_FETCH_ALLOW_LOOPBACK="1",
                      WEBHOOK_SECRET=base_config["WEBHOOK_SECRET"],
                      SVC_FETCH_CA_FILE=fake_https.ca_file, **limits) as url:
        with urllib.request.urlopen(f"{url}/svc-postman.json", timeout=30) as answer:
            (tmp_path / "collection.json").write_bytes(answer.read())
        (tmp_path / UPLOAD).write_text("invoice INV-2026-0042, 1 250.00 EUR")
        given = {"baseUrl": url, "apiKey": variables["apiKey"], "producerKey": variables["producerKey"],
                 "webhookUrl": variables["webhookUrl"]}
        command = [node, str(NEWMAN), "run", str(tmp_path / "collection.json"), "--working-dir", str(tmp_path),
                   "--reporters", "cli,json", "--reporter-json-export", str(tmp_path / "report.json"),
                   "--timeout-request", "60000", "--color", "off", "--disable-unicode"]
        for key, value in given.items():
            command += ["--env-var", f"{key}={value}"]
        done = subprocess.run(command, capture_output=True, text=True, timeout=600, check=False)
    run = json.loads((tmp_path / "report.json").read_text())["run"]
    failures = [f"{f['source'].get('name')}: {f['error'].get('message')}" for f in run["failures"]]
    assert failures == [], done.stdout[-6000:]
    assert done.returncode == 0, done.stdout[-3000:]
    assert run["stats"]["requests"]["total"] == sum(len(folder["item"]) for folder in
                                                    json.loads((tmp_path / "collection.json").read_text())["item"])
    assert run["stats"]["assertions"]["failed"] == 0 and run["stats"]["assertions"]["total"] > 0
