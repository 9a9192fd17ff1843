"""Every answer an /api/ operation gives in a test is one its OpenAPI operation documents.

Every request a Flask test client makes is looked up, after its answer, in the hub's served document: its path
matched against the app's URL map gives the Flask rule, the rule's path ({name} for <converter:name>) and the
method give the operation, and the answer's status must be a key of the operation's `responses` (or its range,
4XX). `default` does not count: flask-smorest puts it on every operation ("any other error"), so it would document
everything and say nothing. Each answer is noted, and the test that caused an undocumented one fails at its teardown
with the operation and the status. The document is built once per set of installed blueprints and kept for the run.
Enabled for the whole suite from tests/conftest.py."""

from __future__ import annotations

import re

import pytest
from flask.testing import FlaskClient
from werkzeug.exceptions import HTTPException

METHODS = {"GET": "get", "HEAD": "get", "POST": "post", "PUT": "put", "PATCH": "patch", "DELETE": "delete"}
# A crash is no answer of the contract: a test that provokes one asserts it on its own.
UNCONTRACTED = {500}
_documents: dict = {}  # frozenset of blueprint names -> {(openapi path, method): set of documented keys}
_answered: list[tuple] = []  # (app, openapi path, method, status) of this test's requests to the hub's routes


def _document(app) -> dict:
    """{(path, method): documented response keys} of the document the app serves, built once per blueprint set."""
    key = frozenset(app.blueprints)
    if key not in _documents:
        from app.hub.service import openapi_document

        with app.test_request_context("/svc-openapi.json"):
            spec = openapi_document()
        _documents[key] = {(path, method): set(op.get("responses", {}))
                           for path, item in spec.get("paths", {}).items()
                           for method, op in item.items() if isinstance(op, dict)}
    return _documents[key]


def _operation(app, environ) -> tuple[str, str] | None:
    """(OpenAPI path, method) of the hub's rule the request reached, or None: no route (404, 405: no operation to
    document them on), a method no operation has (OPTIONS), or a route a test registered for itself (its view is
    not the hub's code, so its answers are no part of the contract)."""
    method = METHODS.get(environ.get("REQUEST_METHOD", ""))
    if method is None:
        return None
    try:
        rule, _ = app.url_map.bind_to_environ(environ).match(return_rule=True)
    except HTTPException:
        return None
    if not getattr(app.view_functions.get(rule.endpoint), "__module__", "").startswith("app."):
        return None
    return re.sub(r"<(?:[^:<>]+:)?([^<>]+)>", r"{\1}", rule.rule), method


def documented(keys: set[str], status: int) -> bool:
    return str(status) in keys or f"{status // 100}XX" in keys


def problem(app, path: str, method: str, status: int) -> str | None:
    """What is wrong with this operation answering `status`, or None."""
    keys = _document(app).get((path, method))
    if keys is None:
        return f"{method.upper()} {path} is not in the OpenAPI document (answered {status})"
    if not documented(keys, status):
        return f"{method.upper()} {path} answered {status}, not among its documented {sorted(keys)}"
    return None


_open = FlaskClient.open


def _checked_open(self, *args, **kwargs):
    """The client's request, its operation and status noted (looked up at the test's end, off the clock)."""
    response = _open(self, *args, **kwargs)
    environ = getattr(getattr(response, "request", None), "environ", {})
    if environ.get("PATH_INFO", "").startswith("/api/") and response.status_code not in UNCONTRACTED:
        operation = _operation(self.application, environ)
        if operation is not None:
            _answered.append((self.application, *operation, response.status_code))
    return response


def pytest_configure(config) -> None:
    FlaskClient.open = _checked_open


@pytest.fixture(autouse=True)
def _answers_documented_by_their_operation():
    _answered.clear()
    yield
    answered = list(dict.fromkeys(_answered))
    _answered.clear()
    found = [p for p in (problem(*a) for a in answered) if p is not None]
    if found:
        pytest.fail("undocumented answers (declare them on the operation): " + "; ".join(found), pytrace=False)
