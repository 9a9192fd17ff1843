"""The tour through every operation, replayed against a fresh seeded hub: each answer has its documented status and
matches its documented schema, every operation has a step, and every request body and JSON answer has its recorded
example in the served document. With SVC_RECORD_EXAMPLES=1 (`make examples`) the run records the examples again."""

from __future__ import annotations

import os
import random
from types import SimpleNamespace

import pytest
import time_machine
from openapi_schema_validator import OAS30Validator

from app.hub.tour import examples, steps
from app.hub.tour.runner import run
from app.platform import ids
from tests.hub.tour_hub import SHOWN_WEBHOOK_URL, flask_sender, seed, starting_variables

RECORD = os.environ.get("SVC_RECORD_EXAMPLES") == "1"
AT = "2026-11-25T09:30:00Z"  # a fixed clock: the recorded dates do not move between recordings
ED25519_SEED = "dG91ci1zaWduaW5nLWtleS1vZi10aGUtZXhhbXBsZXM"  # a fixed signing key: the same signatures each time
METHODS = ("get", "post", "put", "patch", "delete")


@pytest.fixture
def hub(make_app, fake_https):
    fake_https.routes["/hooks/svc"] = (200, b"received")
    return make_app(SVC_JOBS_INLINE=True, SVC_ED25519_PRIVATE_KEY=ED25519_SEED, **fake_https.settings())


def _operations(spec: dict) -> set[str]:
    return {f"{m.upper()} {path}" for path, item in spec["paths"].items() for m in item if m in METHODS}


def _problems(record, spec: dict) -> list[str]:
    step = record.step
    answer = spec["paths"][step.path][step.method.lower()]["responses"].get(str(record.status))
    if answer is None:
        return [f"{step.operation}: {record.status} is not a documented answer"]
    schema = answer.get("content", {}).get("application/json", {}).get("schema")
    if schema is None or record.answer is None:
        return []
    validator = OAS30Validator({**schema, "components": spec["components"]})
    return [f"{step.operation}: {'/'.join(map(str, e.absolute_path))}: {e.message}"
            for e in validator.iter_errors(record.answer)]


def test_every_operation_has_a_step_and_its_examples(app):
    spec = app.test_client().get("/svc-openapi.json").json
    tour = {step.operation for step in steps()}
    assert _operations(spec) - tour == set(), "operations with no tour step"
    assert tour - _operations(spec) == set(), "tour steps of no documented operation"
    recorded = examples.load()
    assert set(recorded) - _operations(spec) == set(), "examples of no documented operation: run make examples"
    for path, item in spec["paths"].items():
        for method in set(item) & set(METHODS):
            operation, op = f"{method.upper()} {path}", item[method]
            body = op.get("requestBody", {}).get("content", {}).get("application/json")
            if body is not None:
                assert "example" in body, f"{operation}: no request example"
            for status, answer in op["responses"].items():  # a repeat's 200 shares its creation's example
                if status.startswith("2") and "application/json" in answer.get("content", {}):
                    assert "example" in answer["content"]["application/json"], f"{operation} {status}: no example"
            assert operation in recorded, f"{operation}: nothing recorded"


def test_the_tour_replays_against_a_fresh_hub_and_every_answer_matches_its_schema(hub, new_key, fake_https,
                                                                                    monkeypatch):
    monkeypatch.setattr(ids, "secrets", SimpleNamespace(token_bytes=random.Random(7).randbytes))  # ids in order
    spec = hub.test_client().get("/svc-openapi.json").json
    with time_machine.travel(AT, tick=False) as clock:
        seed(hub)
        variables = starting_variables(new_key, f"{fake_https.url}/hooks/svc")
        records = run(steps(), flask_sender(hub), variables, between=lambda: clock.shift(1))
    problems = [problem for record in records for problem in _problems(record, spec)]
    assert problems == [], "\n".join(problems)
    assert len(fake_https.received) >= 2  # the test event and its replay reached the receiver
    if RECORD:
        examples.write(examples.recorded(records, {fake_https.url + "/hooks/svc": SHOWN_WEBHOOK_URL}))
