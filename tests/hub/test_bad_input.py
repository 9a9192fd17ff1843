"""Bad input never gives a 500: a corpus generated from the OpenAPI document, sent to every operation.

Each family (deep nesting, huge integers, lone surrogates, NUL, literal backslash-u text, wrong types,
booleans as 0/1, huge query numbers, over-long strings, trailing newlines in codes, missing bodies,
over-long URLs) goes to every path and method with a premium key, so authenticated routes are reached.
Every answer is below 500, and every 4xx is the JSON envelope {"error": {"code", "message"}}.
"""

from __future__ import annotations

import json
from urllib.parse import quote

import pytest

from tests.conftest import bearer

METHODS = ("get", "post", "put", "patch", "delete")
WRONG_TYPES = ([], {}, "text", 1.5, True, None, -1)


@pytest.fixture
def spec(client):
    return client.get("/svc-openapi.json").json


@pytest.fixture
def send(client, catalogue, new_key):
    """send(method, path, **kwargs): the answer, checked; a fresh premium key on DELETE (it may revoke it)."""
    premium = new_key(tier="premium")
    failures: list[str] = []

    def _send(method: str, path: str, **kwargs):
        key = new_key(tier="premium") if method == "delete" else premium
        headers = {**bearer(key), **kwargs.pop("headers", {})}
        response = client.open(path, method=method.upper(), headers=headers, **kwargs)
        label = f"{method.upper()} {path[:120]} {str(kwargs.get('data', kwargs.get('json', '')))[:80]!r}"
        if response.status_code >= 500:
            failures.append(f"{label}: {response.status_code} {response.get_data(as_text=True)[:200]}")
        elif response.status_code >= 400:
            body = response.get_json(silent=True) or {}
            if not {"code", "message"} <= set(body.get("error") or {}):
                failures.append(f"{label}: {response.status_code} without the envelope")
        return response

    _send.failures = failures
    return _send


def _operations(spec):
    for path, item in spec["paths"].items():
        for method, operation in item.items():
            if method in METHODS:
                yield method, path, operation


def _concrete(path: str, value: str = "x") -> str:
    """The path with every {parameter} replaced."""
    out, rest = "", path
    while "{" in rest:
        head, _, tail = rest.partition("{")
        out += head + value
        rest = tail.partition("}")[2]
    return out + rest


def _resolve(spec, schema: dict) -> dict:
    while "$ref" in schema:
        schema = spec["components"]["schemas"][schema["$ref"].rsplit("/", 1)[1]]
    if "allOf" in schema:
        merged: dict = {"properties": {}}
        for part in schema["allOf"]:
            merged["properties"].update(_resolve(spec, part).get("properties", {}))
        return merged
    return schema


def _body_schema(spec, operation) -> dict | None:
    body = operation.get("requestBody")
    if not body or "application/json" not in body["content"]:  # a raw body (proof-tap ingest) takes any bytes
        return None
    return _resolve(spec, body["content"]["application/json"]["schema"])


def _properties(spec, schema: dict, depth: int = 0):
    """(path as a list of keys, resolved property schema) for each property, one nested level deep."""
    for name, prop in (schema.get("properties") or {}).items():
        resolved = _resolve(spec, prop)
        yield [name], resolved
        if depth == 0 and resolved.get("properties"):
            for sub, sub_schema in _properties(spec, resolved, depth + 1):
                yield [name, *sub], sub_schema


def _nest(keys: list[str], value) -> dict:
    for key in reversed(keys):
        value = {key: value}
    return value


def _raw(keys: list[str], json_text: str) -> str:
    """A JSON body whose innermost value is the given JSON text, verbatim."""
    body = json_text
    for key in reversed(keys):
        body = "{" + json.dumps(key) + ": " + body + "}"
    return body


def _json_bodies(spec):
    for method, path, operation in _operations(spec):
        schema = _body_schema(spec, operation)
        if schema is not None:
            yield method, _concrete(path), schema


def _post_raw(send, method, path, text: str):
    return send(method, path, data=text.encode("utf-8", "surrogatepass"), content_type="application/json")


def test_deep_nesting_is_refused_everywhere(spec, send):
    deep = "[" * 5000 + "]" * 5000
    nested_object = '{"a": ' * 40 + "1" + "}" * 40
    for method, path, operation in _operations(spec):
        content = operation.get("requestBody", {}).get("content", {})
        if content and "application/json" not in content:
            continue  # a file to anchor: its bytes are hashed as they stream, never parsed
        for text in (deep, nested_object):
            response = _post_raw(send, method, _concrete(path), text)
            assert response.status_code == 400, (method, path, response.status_code)
    assert send.failures == []


def test_huge_integers_are_refused_everywhere(spec, send):
    huge = "9" * 5000
    for method, path, schema in _json_bodies(spec):
        assert _post_raw(send, method, path, huge).status_code == 400
        for keys, _ in _properties(spec, schema):
            assert _post_raw(send, method, path, _raw(keys, huge)).status_code == 400
    assert send.failures == []


def test_lone_surrogates_and_nul_in_json_strings_and_keys_are_refused(spec, send):
    for method, path, schema in _json_bodies(spec):
        for keys, _ in _properties(spec, schema):
            for text in ('"\\ud800"', '"a\\u0000b"', '["ok", "\\udfff"]'):
                response = _post_raw(send, method, path, _raw(keys, text))
                assert response.status_code == 400, (method, path, keys, text, response.status_code)
        assert _post_raw(send, method, path, '{"\\u0000": 1}').status_code == 400
        assert _post_raw(send, method, path, '{"a": "\\ud800"}').status_code == 400
    assert send.failures == []


def test_literal_backslash_u_text_is_not_a_nul(spec, send, client):
    for method, path, schema in _json_bodies(spec):
        for keys, prop in _properties(spec, schema):
            if prop.get("type") == "string":
                response = send(method, path, json=_nest(keys, "C:\\u0000dir"))
                if response.status_code == 400:
                    assert "NUL" not in response.json["error"]["message"]
    accepted = send("post", "/api/v1/score", json={"description": "Stored under C:\\u0000dir, tokenized SPV"})
    assert accepted.status_code == 200, accepted.json
    assert send.failures == []


def test_wrong_types_in_every_property(spec, send):
    for method, path, schema in _json_bodies(spec):
        for body in WRONG_TYPES:
            send(method, path, json=body)
        for keys, _ in _properties(spec, schema):
            for value in WRONG_TYPES:
                send(method, path, json=_nest(keys, value))
    assert send.failures == []


def test_booleans_in_json_bodies_are_true_or_false_only(spec, send):
    for method, path, schema in _json_bodies(spec):
        for keys, prop in _properties(spec, schema):
            if prop.get("type") == "boolean":
                for value in (0, 1, "true", "yes"):
                    response = send(method, path, json=_nest(keys, value))
                    assert response.status_code in (400, 401, 403), (method, path, keys, value)
    for value in (0, 1):
        refused = send("post", "/api/v1/score", json={"description": "tokenized SPV", "record_history": value})
        assert refused.status_code == 400 and "record_history" in refused.json["error"]["details"]["fields"]
    kept = send("post", "/api/v1/score", json={"description": "tokenized SPV", "record_history": False})
    assert kept.status_code == 200
    assert send.failures == []


def test_huge_and_odd_numbers_in_query_strings(spec, send):
    for method, path, operation in _operations(spec):
        for param in operation.get("parameters", []):
            if param["in"] != "query":
                continue
            kind = param["schema"].get("type")
            values = ["2" + "0" * 19, str(2**63), str(10**30), "-1", "1e999", "nan", "abc", "0x10"]
            if kind == "boolean":
                values += ["0", "1", "maybe"]
            for value in values:
                response = send(method, f"{_concrete(path)}?{param['name']}={value}")
                if kind == "integer" and value != "-1":
                    assert response.status_code in (400, 401, 403, 404), (path, param["name"], value)
    history = send("get", f"/api/v1/score/scr_{'a' * 24}/history?offset={2**63}")
    assert history.status_code == 400 and "query.offset" in history.json["error"]["details"]["fields"]
    assert send.failures == []


def test_nul_surrogates_and_invalid_utf8_in_paths_and_queries(spec, send):
    for method, path, operation in _operations(spec):
        for bad in ("%00", "%ff", "%ED%A0%80", "a%C3"):
            assert send(method, _concrete(path, bad) + f"?q={bad}").status_code in (400, 404, 405)
            names = [p["name"] for p in operation.get("parameters", []) if p["in"] == "query"]
            for name in names:
                assert send(method, f"{_concrete(path)}?{name}={bad}").status_code == 400
    assert send.failures == []


def test_over_long_strings(spec, send):
    long_text = "x" * 200_000
    for method, path, schema in _json_bodies(spec):
        for keys, prop in _properties(spec, schema):
            if prop.get("type") in ("string", None):
                send(method, path, json=_nest(keys, long_text))
    for method, path, operation in _operations(spec):
        for param in operation.get("parameters", []):
            if param["in"] == "query":
                send(method, f"{_concrete(path)}?{param['name']}={'y' * 3000}")
    assert send.failures == []


def test_trailing_newlines_in_codes_are_refused(spec, send):
    for method, path, schema in _json_bodies(spec):
        for keys, prop in _properties(spec, schema):
            if prop.get("pattern"):
                send(method, path, json=_nest(keys, "FR\n"))
    refused = send("post", "/api/v1/score", json={"jurisdiction": "FR\n"})
    assert refused.status_code == 400 and "jurisdiction" in refused.json["error"]["details"]["fields"]
    assert send("post", "/api/v1/score", json={"jurisdiction": "FR"}).status_code == 200
    for bad in (f"{'a' * 64}\n", f"{'a' * 64}%0A"):
        response = send("get", f"/api/v1/attest/verify?hash={quote(bad) if '%' not in bad else bad}&sig={'b' * 64}")
        assert response.status_code == 400
    assert send.failures == []


def test_a_missing_body_is_refused_where_one_is_required(spec, send):
    for method, path, operation in _operations(spec):
        body = operation.get("requestBody")
        if not body or not body.get("required") or "application/json" not in body["content"]:
            continue
        schema = _resolve(spec, body["content"]["application/json"]["schema"])
        if not schema.get("required") and path != "/api/v1/score":
            continue  # every field optional (POST /api/v1/keys): an empty body is a valid request
        for kwargs in ({}, {"data": b"", "content_type": "application/json"}, {"data": b"null",
                                                                               "content_type": "application/json"}):
            response = send(method, _concrete(path), **kwargs)
            assert response.status_code == 400, (method, path, kwargs, response.status_code)
    assert send.failures == []


def test_over_long_urls_answer_414_in_the_envelope(spec, send):
    for method, path, _ in _operations(spec):
        response = send(method, f"{_concrete(path)}?q={'a' * 5000}")
        assert response.status_code == 414 and response.json["error"]["code"] == "uri_too_long"
        if "{" in path:
            assert send(method, _concrete(path, "p" * 5000)).status_code == 414
    assert send("get", "/api/v1/status/" + "p" * 5000).status_code == 414
    assert send.failures == []
