"""Readers of the generated OpenAPI document: operations by tag, and the Postman collection.

The collection (v2.1) is generated from the OpenAPI, never written by hand."""

from __future__ import annotations

import json
import re

SCHEMA_URL = "https://schema.getpostman.com/json/collection/v2.1.0/collection.json"
LICENCE = {"name": "AGPL-3.0-or-later", "url": "https://www.gnu.org/licenses/agpl-3.0.html"}
HTTP_METHODS = ("get", "post", "put", "patch", "delete")


def _example(schema: dict, components: dict, depth: int = 0):
    if "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[-1]
        return _example(components.get(name, {}), components, depth + 1)
    if depth > 4:
        return None
    if "example" in schema:
        return schema["example"]
    if "default" in schema:
        return schema["default"]
    if schema.get("enum"):
        return schema["enum"][0]
    kind = schema.get("type")
    if kind == "object" or "properties" in schema:
        return {k: _example(v, components, depth + 1) for k, v in schema.get("properties", {}).items()}
    if kind == "array":
        return [_example(schema.get("items", {}), components, depth + 1)]
    return {"integer": 0, "number": 0, "boolean": False}.get(kind, "")


def _request(path: str, method: str, op: dict, components: dict) -> dict:
    segments = [re.sub(r"\{(\w+)\}", r":\1", s) for s in path.strip("/").split("/")]
    query = [{"key": p["name"], "value": "", "disabled": not p.get("required", False)}
             for p in op.get("parameters", []) if p.get("in") == "query"]
    request: dict = {
        "method": method.upper(),
        "header": [{"key": "Accept", "value": "application/json"}],
        "url": {"raw": "{{baseUrl}}/" + "/".join(segments), "host": ["{{baseUrl}}"], "path": segments,
                "query": query},
        "description": op.get("description") or op.get("summary", ""),
    }
    if not op.get("security"):
        request["auth"] = {"type": "noauth"}
    body_schema = op.get("requestBody", {}).get("content", {}).get("application/json", {}).get("schema")
    if body_schema:
        request["header"].append({"key": "Content-Type", "value": "application/json"})
        request["body"] = {"mode": "raw", "raw": json.dumps(_example(body_schema, components), indent=2),
                           "options": {"raw": {"language": "json"}}}
    return {"name": op.get("summary") or f"{method.upper()} {path}", "request": request}


def published(spec: dict, base_url: str) -> dict:
    """The document as the hub serves it: this hub as its server, who answers for the API and under which licence,
    and every public operation saying it is public (`security: []`) rather than leaving tools to guess."""
    spec["servers"] = [{"url": base_url, "description": "This hub"}]
    spec["info"].setdefault("contact", {"name": "svc-hub maintainers", "url": f"{base_url}/developers"})
    spec["info"].setdefault("license", dict(LICENCE))
    for item in spec.get("paths", {}).values():
        for method in HTTP_METHODS:
            if method in item:
                item[method].setdefault("security", [])
    return with_examples(spec)


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
        answer = op.get("responses", {}).get(str(example["status"]), {}).get("content", {})
        if "response" in example and "application/json" in answer:
            answer["application/json"]["example"] = example["response"]
    return spec


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


def collection(spec: dict, base_url: str, api_key: str) -> dict:
    """Folders by tag, one request per operation; baseUrl and apiKey are collection variables."""
    components = spec.get("components", {}).get("schemas", {})
    folders = [{"name": g["name"], "description": g["description"],
                "item": [_request(path, method, op, components) for path, method, op in g["operations"]]}
               for g in operations_by_tag(spec)]
    return {
        "info": {"name": spec["info"]["title"], "schema": SCHEMA_URL,
                 "description": spec["info"].get("description", ""), "version": spec["info"]["version"]},
        "auth": {"type": "bearer", "bearer": [{"key": "token", "value": "{{apiKey}}", "type": "string"}]},
        "variable": [{"key": "baseUrl", "value": base_url, "type": "string"},
                     {"key": "apiKey", "value": api_key, "type": "string"}],
        "item": folders,
    }
