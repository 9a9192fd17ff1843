"""The Postman collection (v2.1), built from the tour: the tour's requests in its order, folders by tag, ids flowing
between requests through collection variables that each request's test script sets, every request testing its
status and one field of its answer, and the requests that revoke or rotate a key in a last folder of their own."""

from __future__ import annotations

import json
from itertools import groupby

from app.hub.tour import Step, steps
from app.hub.tour.runner import PARAM, param

SCHEMA_URL = "https://schema.getpostman.com/json/collection/v2.1.0/collection.json"
LAST_FOLDER = "Key lifecycle (runs last)"
UPLOAD = "invoice-0042.txt"  # the file the multipart request sends (next to the collection when run by newman)

# delivery windows begun an hour ago, unless set: a confirmed reservation can then be settled in the same run
WINDOWS = """var hour = new Date(); hour.setUTCMinutes(0, 0, 0);
function at(hours) { return new Date(hour.getTime() + hours * 3600000).toISOString().replace(".000Z", "Z"); }
if (!pm.collectionVariables.get("windowStart")) {
  pm.collectionVariables.set("windowStart", at(-1));
  pm.collectionVariables.set("windowEnd", at(9));
  pm.collectionVariables.set("reserveEnd", at(3));
}"""

VARIABLES = {
    "apiKey": "A premium key, live or test (a premium test key is made with POST /api/v1/keys/current/test-keys): "
              "runs the whole tour; with a test key every object the run makes is a test object",
    "producerKey": "A second premium key of the same mode (test keys share one sandbox, live keys the public board): "
                   "the producer side of Watts Reserve and interest in a listing",
    "webhookUrl": "An HTTPS URL of yours that answers 2xx: the webhook the tour registers",
}


def _test_script(step: Step) -> list[str]:
    lines = [f'pm.test("status is {step.status}", function () {{ pm.response.to.have.status({step.status}); }});']
    field = step.check or next(iter(step.save.values()), None)
    if field:
        lines += ["var answer = pm.response.json();",
                  f'pm.test("answer has {field}", function () {{',
                  f'  pm.expect(_.get(answer, "{field}")).to.not.be.undefined;', "});"]
        lines += [f'pm.collectionVariables.set("{name}", _.get(answer, "{path}"));' for name, path in step.save.items()]
    elif step.status != 204:
        lines.append('pm.test("answer has a Content-Type", function () {'
                     ' pm.response.to.have.header("Content-Type"); });')
    return lines


def _body(step: Step) -> dict | None:
    if step.body is None:
        return None
    if step.content_type == "multipart/form-data":
        return {"mode": "formdata", "formdata": [{"key": name, "type": "file", "src": UPLOAD}
                                                 for name in step.body]}
    raw = json.dumps(step.body, indent=2) if step.content_type == "application/json" else step.body
    language = {"options": {"raw": {"language": "json"}}} if step.content_type == "application/json" else {}
    return {"mode": "raw", "raw": raw, **language}


def _auth(step: Step) -> dict | None:
    if step.key is None:
        return {"type": "noauth"}
    if step.key == "apiKey":
        return None  # the collection's
    return {"type": "bearer", "bearer": [{"key": "token", "value": "{{" + step.key + "}}", "type": "string"}]}


def _item(step: Step, op: dict) -> dict:
    segments = PARAM.sub(lambda m: param(step, m.group(1)), step.path).strip("/").split("/")
    query = [{"key": k, "value": str(v).lower() if isinstance(v, bool) else str(v)} for k, v in step.query.items()]
    raw = "{{baseUrl}}/" + "/".join(segments) + ("?" + "&".join(f"{q['key']}={q['value']}" for q in query)
                                                 if query else "")
    headers = [{"key": "Accept", "value": "application/json"}]
    if step.body is not None and step.content_type != "multipart/form-data":
        headers.append({"key": "Content-Type", "value": step.content_type})
    request = {"method": step.method, "header": headers,
               "url": {"raw": raw, "host": ["{{baseUrl}}"], "path": segments, "query": query},
               "description": f"`{step.operation}`\n\n" + (op.get("description") or op.get("summary", ""))}
    for name, value in (("auth", _auth(step)), ("body", _body(step))):
        if value is not None:
            request[name] = value
    return {"name": step.name or op.get("summary") or step.operation, "request": request,
            "event": [{"listen": "test", "script": {"type": "text/javascript", "exec": _test_script(step)}}]}


def _tag(spec: dict, step: Step) -> str:
    op = spec["paths"].get(step.path, {}).get(step.method.lower(), {})
    return LAST_FOLDER if step.last else (op.get("tags") or ["other"])[0]


def collection(spec: dict, base_url: str, api_key: str) -> dict:
    """The tour as a collection; baseUrl, apiKey, producerKey and webhookUrl are its variables."""
    descriptions = {t["name"]: t.get("description", "") for t in spec.get("tags", [])}
    folders = []
    for tag, run in groupby(steps(), key=lambda s: _tag(spec, s)):
        items = [_item(s, spec["paths"].get(s.path, {}).get(s.method.lower(), {})) for s in run]
        folders.append({"name": tag, "description": descriptions.get(tag, ""), "item": items})
    values = {"baseUrl": base_url, "apiKey": api_key, "producerKey": api_key,
              "webhookUrl": "https://hooks.example.org/svc"}
    return {
        "info": {"name": spec["info"]["title"], "schema": SCHEMA_URL, "version": spec["info"]["version"],
                 "description": spec["info"].get("description", "") + "\n\nRuns top to bottom: each request saves "
                 "the ids the next ones use. " + " ".join(f"`{k}`: {v}." for k, v in VARIABLES.items())},
        "auth": {"type": "bearer", "bearer": [{"key": "token", "value": "{{apiKey}}", "type": "string"}]},
        "event": [{"listen": "prerequest", "script": {"type": "text/javascript", "exec": WINDOWS.splitlines()}}],
        "variable": [{"key": k, "value": v, "type": "string"} for k, v in values.items()]
        + [{"key": k, "value": "", "type": "string"} for k in ("windowStart", "windowEnd", "reserveEnd")],
        "item": folders,
    }
