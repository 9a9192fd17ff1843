"""Readers of the generated OpenAPI document: the document as served (with its recorded examples) and operations by
tag. The Postman collection is built from the tour (app/hub/tour/postman.py)."""

from __future__ import annotations

import re

from app.platform.contract import complete

LICENCE = {"name": "AGPL-3.0-or-later", "url": "https://www.gnu.org/licenses/agpl-3.0.html"}
HTTP_METHODS = ("get", "post", "put", "patch", "delete")


def published(spec: dict, base_url: str) -> dict:
    """The document as the hub serves it: this hub as its server, who answers for the API and under which licence,
    every public operation saying it is public (`security: []`) rather than leaving tools to guess, every operation
    with an id (a domain that declares none gets one from its method and path, so its reference page can be linked),
    and what app/platform/contract.py completes (error answers, response headers, the error codes)."""
    spec["servers"] = [{"url": base_url, "description": "This hub"}]
    spec["info"].setdefault("contact", {"name": "svc-hub maintainers", "url": f"{base_url}/developers"})
    spec["info"].setdefault("license", dict(LICENCE))
    for path, item in spec.get("paths", {}).items():
        for method in HTTP_METHODS:
            if method in item:
                item[method].setdefault("security", [])
                item[method].setdefault("operationId", derived_id(method, path))
    from app.platform import idempotency

    return complete(with_examples(idempotency.document(spec)))


def derived_id(method: str, path: str) -> str:
    """camelCase from the method and the path's words: GET /api/v1/things/{thing_id} is getThingsByThingId."""
    words = []
    for segment in path.strip("/").split("/"):
        if segment in ("api", "v1") or not segment:
            continue
        parts = [p for p in re.split(r"[^A-Za-z0-9]+", segment) if p]
        words += (["by"] if segment.startswith("{") else []) + parts
    return method.lower() + "".join(w[:1].upper() + w[1:].lower() for w in words)


def with_examples(spec: dict) -> dict:
    """Each operation's recorded request and answer (app/data/openapi_examples.json, `make examples`) as the
    examples of its JSON request body and of its answer's JSON content."""
    from app.platform.data import DATA_DIR, load

    recorded = load("openapi_examples") if (DATA_DIR / "openapi_examples.json").exists() else {}
    for operation, example in recorded.items():
        method, path = operation.split(" ", 1)
        op = spec.get("paths", {}).get(path, {}).get(method.lower())
        if op is None:
            continue
        if "request" in example and "application/json" in op.get("requestBody", {}).get("content", {}):
            op["requestBody"]["content"]["application/json"]["example"] = example["request"]
        responses = op.get("responses", {})
        answer = responses.get(str(example["status"]), {}).get("content", {}).get("application/json")
        if "response" in example and answer is not None:
            for twin in _same_answers(responses, answer.get("schema")):
                twin["example"] = example["response"]
    return spec


def _same_answers(responses: dict, schema) -> list[dict]:
    """The JSON contents of every 2xx answer described by `schema` (a repeat's 200 beside a creation's 201 tells
    the same record): the recorded answer is an example of each."""
    return [content for status, answer in responses.items() if status.startswith("2")
            and (content := answer.get("content", {}).get("application/json")) is not None
            and content.get("schema") == schema]


def operations_by_tag(spec: dict) -> list[dict]:
    """[{name, description, operations: [(path, method, op)]}] in the order the tags are declared."""
    groups = {t["name"]: {"name": t["name"], "description": t.get("description", ""), "operations": []}
              for t in spec.get("tags", [])}
    for path, item in spec.get("paths", {}).items():
        for method in HTTP_METHODS:
            if method in item:
                op = item[method]
                tag = (op.get("tags") or ["other"])[0]
                groups.setdefault(tag, {"name": tag, "description": "", "operations": []})
                groups[tag]["operations"].append((path, method, op))
    return [g for g in groups.values() if g["operations"]]
