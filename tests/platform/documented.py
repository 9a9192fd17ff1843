"""Every answer an /api/ operation gives in a test is one its OpenAPI operation documents.

Every request a Flask test client makes is looked up, after its answer, in the hub's served document: its path
matched against the app's URL map gives the Flask rule, the rule's path ({name} for <converter:name>) and the
method give the operation, and the answer's status must be a key of the operation's `responses` (or its range,
4XX). `default` does not count: flask-smorest puts it on every operation ("any other error"), so it would document
everything and say nothing. An undocumented answer is recorded, and the test that caused it fails at its teardown
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
_undocumented: list[str] = []


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
    """(OpenAPI path, method) of the rule the request reached, or None when it reached no route (404, 405: no
    operation to document them on) or a method no operation has (OPTIONS)."""
    method = METHODS.get(environ.get("REQUEST_METHOD", ""))
    if method is None:
        return None
    try:
        rule, _ = app.url_map.bind_to_environ(environ).match(return_rule=True)
    except HTTPException:
        return None
    return re.sub(r"<(?:[^:<>]+:)?([^<>]+)>", r"{\1}", rule.rule), method


def documented(keys: set[str], status: int) -> bool:
    return str(status) in keys or f"{status // 100}XX" in keys


def check(app, environ, status: int) -> str | None:
    """What is wrong with answering `status` to this request, or None."""
    if not environ.get("PATH_INFO", "").startswith("/api/") or status in UNCONTRACTED:
        return None
    operation = _operation(app, environ)
    if operation is None:
        return None
    keys = _document(app).get(operation)
    if keys is None:
        return f"{operation[1].upper()} {operation[0]} is not in the OpenAPI document (answered {status})"
    if not documented(keys, status):
        return f"{operation[1].upper()} {operation[0]} answered {status}, not among its documented {sorted(keys)}"
    return None


_open = FlaskClient.open


def _checked_open(self, *args, **kwargs):
    response = _open(self, *args, **kwargs)
    request = getattr(response, "request", None)
    if request is not None:
        problem = check(self.application, request.environ, response.status_code)
        if problem is not None:
            _undocumented.append(problem)
    return response


def pytest_configure(config) -> None:
    FlaskClient.open = _checked_open


@pytest.fixture(autouse=True)
def _answers_documented_by_their_operation():
    _undocumented.clear()
    yield
    found = list(dict.fromkeys(_undocumented))
    _undocumented.clear()
    if found:
        pytest.fail("undocumented answers (declare them on the operation): " + "; ".join(found), pytrace=False)
