"""The API reference of the developer hub, read from the published OpenAPI document: the operations by tag, one
operation in full (parameters, bodies as field tables, examples, headers, error answers, a curl line), and "try it",
which runs a GET operation in-process with the shared demo key on behalf of a visitor."""

from __future__ import annotations

import json
import re
import shlex
from contextlib import suppress
from dataclasses import dataclass, field, replace

from flask import current_app

from app.hub.errors import TryRefused, UnknownOperation
from app.hub.reference_fields import FieldRow, enum_of, resolve, rows, type_label
from app.platform.openapi import operations_by_tag
from app.platform.urls import base_url

TRIED_HEADERS = ("Content-Type", "X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset", "Retry-After",
                 "ETag", "Link", "X-Request-ID")
MAX_BODY = 20_000  # characters of a tried answer shown; the rest is cut with a note
TEXTUAL = re.compile(r"^(text/.*|application/(json|.*\+json|xml|.*\+xml|csv|yaml))$")


def document() -> dict:
    """The published OpenAPI document, built once per app and base URL (it depends on the code and the base alone;
    the base changes only with the request's host when BASE_URL is unset)."""
    from app.hub.service import openapi_document

    kept = current_app.extensions.setdefault("hub_reference", {})
    base = base_url()
    if "spec" not in kept or kept.get("base") != base:
        kept["spec"], kept["base"] = openapi_document(), base
    return kept["spec"]


def auth_label(security: list | None) -> str:
    """public, optional key or Bearer: what an operation asks of its caller."""
    if not security:
        return "public"
    return "optional key" if {} in security else "Bearer"


@dataclass(frozen=True)
class OperationLink:
    id: str
    method: str
    path: str
    summary: str
    auth: str
    deprecated: bool = False


@dataclass(frozen=True)
class TagGroup:
    name: str
    description: str
    operations: list[OperationLink]


def index() -> list[TagGroup]:
    """Every operation of the document under its tag, in the order the tags are declared."""
    return [TagGroup(g["name"], g["description"], [_link(path, method, op) for path, method, op in g["operations"]])
            for g in operations_by_tag(document())]


def _link(path: str, method: str, op: dict) -> OperationLink:
    return OperationLink(op["operationId"], method.upper(), path, op.get("summary", ""), auth_label(op.get("security")),
                         bool(op.get("deprecated")))


def group_of(operation_id: str) -> TagGroup:
    """The tag group an operation belongs to (for the table of contents beside its page)."""
    return next(g for g in index() if any(o.id == operation_id for o in g.operations))


@dataclass(frozen=True)
class Parameter:
    name: str
    location: str
    type: str
    required: bool
    default: str | None
    enum: list
    description: str
    sample: str = ""  # the value the examples use, if any: the try-it form starts from it
    alias: bool = False  # a write-only alias of another parameter (q for search): not offered in the try-it form


@dataclass(frozen=True)
class Scheme:
    name: str
    kind: str
    description: str


@dataclass(frozen=True)
class Answer:
    """One declared answer: its status, meaning, media types, body fields, example, headers and error codes."""

    status: str
    description: str
    media: list[str]
    fields: list[FieldRow]
    example: str | None
    headers: list[tuple[str, str]]
    codes: list[tuple[str, str]] = field(default_factory=list)

    @property
    def is_error(self) -> bool:
        return self.status == "default" or self.status[0] in "45"


@dataclass(frozen=True)
class Body:
    media: list[str]
    required: bool
    fields: list[FieldRow]
    example: str | None


@dataclass(frozen=True)
class Operation:
    id: str
    method: str
    path: str
    summary: str
    description: str
    tag: str
    auth: str
    schemes: list[Scheme]
    deprecated: bool
    parameters: list[Parameter]
    body: Body | None
    answers: list[Answer]
    curl: str
    sunset: str | None = None  # a deprecated operation's last day (x-svc-sunset), and what replaces it
    replacement: str | None = None

    @property
    def successes(self) -> list[Answer]:
        return [a for a in self.answers if not a.is_error]

    @property
    def errors(self) -> list[Answer]:
        return [a for a in self.answers if a.is_error]

    @property
    def can_try(self) -> bool:
        return self.method == "GET"

    @property
    def try_parameters(self) -> list[Parameter]:
        return [p for p in self.parameters if p.location in ("path", "query") and not p.alias]


def _find(operation_id: str) -> tuple[str, str, dict, list[dict]]:
    """The operation's path, method, object and parameters (the path's own, then the operation's, which win)."""
    spec = document()
    for path, item in spec.get("paths", {}).items():
        for method, op in item.items():
            if isinstance(op, dict) and op.get("operationId") == operation_id:
                own = {(p.get("name"), p.get("in")): p for p in (resolve(spec, p) for p in op.get("parameters", []))}
                shared = [p for p in (resolve(spec, p) for p in item.get("parameters", []))
                          if (p.get("name"), p.get("in")) not in own]
                return path, method, op, shared + list(own.values())
    raise UnknownOperation()


def operation(operation_id: str) -> Operation:
    """One operation in full; UnknownOperation when the document has no operation with this id."""
    path, method, op, raw_params = _find(operation_id)
    spec = document()
    samples = sample_values(method, path)
    params = [_parameter(spec, p, samples) for p in raw_params]
    body = _body(spec, op.get("requestBody"))
    answers = [_answer(spec, status, answer) for status, answer in sorted(op.get("responses", {}).items(),
                                                                          key=lambda kv: _status_order(kv[0]))]
    return Operation(operation_id, method.upper(), path, op.get("summary", ""), op.get("description", ""),
                     (op.get("tags") or ["other"])[0], auth_label(op.get("security")), _schemes(spec, op),
                     bool(op.get("deprecated")), params, body, answers,
                     curl_line(method, path, params, body, op, samples), op.get("x-svc-sunset"),
                     op.get("x-svc-replacement"))


def _status_order(status: str) -> tuple[int, str]:
    return (999, status) if not status.isdigit() else (int(status), status)


def _text(value) -> str | None:
    return None if value is None else json.dumps(value) if not isinstance(value, str) else value


def _parameter(spec: dict, raw: dict, samples: dict) -> Parameter:
    raw = resolve(spec, raw)
    schema = raw.get("schema", {})
    target = resolve(spec, schema)
    enum = enum_of(spec, target)
    sample = samples.get(raw["name"], raw.get("example", target.get("example")))
    return Parameter(raw["name"], raw["in"], type_label(spec, schema), bool(raw.get("required")),
                     _text(target.get("default")), enum, raw.get("description") or target.get("description", ""),
                     _text(sample) or "", bool(target.get("writeOnly")))


def _pretty(value) -> str | None:
    return None if value is None else json.dumps(value, indent=2, ensure_ascii=False)


def _body(spec: dict, raw: dict | None) -> Body | None:
    if not raw:
        return None
    raw = resolve(spec, raw)
    content = raw.get("content", {})
    first = next(iter(content.values()), {})
    return Body(list(content), bool(raw.get("required")), rows(spec, first.get("schema")),
                _pretty(first.get("example")))


def _answer(spec: dict, status: str, raw: dict) -> Answer:
    from app.platform.response_headers import HEADERS

    names = {h.component: h.name for h in HEADERS}
    raw = resolve(spec, raw)
    content = raw.get("content", {})
    json_part = content.get("application/json") or next(iter(content.values()), {})
    headers = [(names.get(key, key), resolve(spec, value).get("description", ""))
               for key, value in raw.get("headers", {}).items()]
    answer = Answer(status, raw.get("description", ""), list(content), rows(spec, json_part.get("schema")),
                    _pretty(json_part.get("example")), headers)
    return replace(answer, codes=_codes(status, answer.description)) if answer.is_error else answer


def _codes(status: str, description: str) -> list[tuple[str, str]]:
    """The error codes an error answer names in its description; else every code the catalogue gives its status."""
    from app.platform.error_codes import CODES

    named = [(c.code, c.meaning) for c in CODES if re.search(rf"\b{re.escape(c.code)}\b", description)]
    if named or not status.isdigit():
        return named
    return [(c.code, c.meaning) for c in CODES if int(status) in c.statuses]


def _schemes(spec: dict, op: dict) -> list[Scheme]:
    declared = spec.get("components", {}).get("securitySchemes", {})
    out = []
    for requirement in op.get("security") or []:
        for name in requirement:
            scheme = declared.get(name, {})
            kind = " ".join(filter(None, (scheme.get("type", ""), scheme.get("scheme", ""))))
            out.append(Scheme(name, kind, scheme.get("description", "")))
    return out


def sample_values(method: str, path: str) -> dict[str, str]:
    """The path and query values the tour (app/hub/tour) uses for this operation, as text: its own literals, and a
    variable an earlier step saved read from that step's recorded example; {} where the tour has none."""
    from app.hub.tour import steps
    from app.hub.tour.runner import PARAM, PLACEHOLDER, param

    tour = steps()
    step = next((s for s in tour if s.operation == f"{method.upper()} {path}"), None)
    if step is None:
        return {}
    wanted = {name: param(step, name) for name in PARAM.findall(path)} | dict(step.query)
    out = {}
    for name, value in wanted.items():
        value = str(value)
        found = PLACEHOLDER.fullmatch(value)
        value = _saved(tour, found.group(1)) if found else value
        if value is not None and not PLACEHOLDER.search(value):
            out[name] = value
    return out


def _saved(tour, variable: str) -> str | None:
    """A variable of the tour as the recorded example of the step that saved it gives it."""
    from app.hub.tour.runner import pick
    from app.platform.data import load

    recorded = load("openapi_examples")
    for step in tour:
        if variable in step.save and "response" in recorded.get(step.operation, {}):
            try:
                return str(pick(recorded[step.operation]["response"], step.save[variable]))
            except (KeyError, IndexError, TypeError, ValueError):
                return None
    return None


def curl_line(method: str, path: str, params: list[Parameter], body: Body | None, op: dict, samples: dict) -> str:
    """A curl command for the operation against this hub, with the demo key, the sample values and example body."""
    from urllib.parse import quote, urlencode

    from app.keys.service import DEMO_KEY

    filled = re.sub(r"\{(\w+)\}", lambda m: quote(samples[m.group(1)], safe="") if m.group(1) in samples
                    else m.group(0), path)
    query = [(p.name, p.sample) for p in params if p.location == "query" and p.name in samples]
    url = base_url() + filled + ("?" + urlencode(query) if query else "")
    parts = ["curl -sS" + ("" if method == "get" else f" -X {method.upper()}") + (" -g" if "{" in filled else ""),
             shlex.quote(url)]
    if op.get("security"):
        parts.append(f"-H {shlex.quote('Authorization: Bearer ' + DEMO_KEY)}")
    for p in params:
        if p.location == "header" and p.required:
            parts.append(f"-H {shlex.quote(p.name + ': ' + (p.sample or 'a-unique-key'))}")
    parts += _curl_body(body)
    return " \\\n  ".join(parts)


def _curl_body(body: Body | None) -> list[str]:
    if body is None:
        return []
    media = body.media[0] if body.media else "application/json"
    if media == "multipart/form-data":
        return [f"-F {shlex.quote(row.name + '=@' + row.name + '.json')}" for row in body.fields if row.depth == 0]
    if media != "application/json":
        return [f"-H {shlex.quote('Content-Type: ' + media)}", "--data-binary @body.bin"]
    return ["-H 'Content-Type: application/json'", f"--data-raw {shlex.quote(body.example or '{}')}"]


@dataclass(frozen=True)
class TryResult:
    """What the API answered to a tried request: the request line, status, the headers that matter, the body."""

    target: str
    status: int
    headers: list[tuple[str, str]]
    media: str
    body: str
    size: int
    truncated: bool = False
    binary: bool = False


def try_target(operation_id: str, values) -> tuple[Operation, str]:
    """The operation and the address to ask for it (path filled, query encoded) from the visitor's values; refuses
    (TryRefused) an operation other than a GET and a path value that is missing or would leave the path."""
    from urllib.parse import quote, urlencode

    op = operation(operation_id)
    if not op.can_try:
        raise TryRefused("Only GET operations can be tried from the reference.")
    path = op.path
    for p in op.try_parameters:
        value = (values.get(p.name) or "").strip()
        if p.location == "path":
            if not value or value in (".", ".."):
                raise TryRefused(f"Give a value for {p.name}.", field=p.name)
            path = path.replace("{" + p.name + "}", quote(value, safe=""))
    pattern = "^" + re.sub(r"\\\{\w+\\\}", "[^/]+", re.escape(op.path)) + "$"
    if not re.match(pattern, path):
        raise TryRefused("That address is not one of this operation's.")
    query = [(p.name, values.get(p.name).strip()) for p in op.try_parameters
             if p.location == "query" and (values.get(p.name) or "").strip()]
    return op, path + ("?" + urlencode(query) if query else "")


def run_try(op: Operation, target: str, *, remote_addr: str | None, base_url: str) -> TryResult:
    """Ask the API for target in-process, as the visitor's address (its per-address limits apply), with the demo
    key when the operation takes one."""
    from app.keys.service import DEMO_KEY

    headers = {"Authorization": f"Bearer {DEMO_KEY}"} if op.auth != "public" else {}
    answer = current_app.test_client().get(target, headers=headers, base_url=base_url,
                                           environ_base={"REMOTE_ADDR": remote_addr or "127.0.0.1"})
    media = answer.mimetype or ""
    raw = answer.get_data()
    shown = [(name, answer.headers[name]) for name in TRIED_HEADERS if name in answer.headers]
    if not TEXTUAL.match(media) and raw:
        return TryResult(target, answer.status_code, shown, media, "", len(raw), binary=True)
    text = raw.decode("utf-8", errors="replace")
    if media == "application/json" or media.endswith("+json"):
        with suppress(ValueError):
            text = json.dumps(json.loads(text), indent=2, ensure_ascii=False)
    return TryResult(target, answer.status_code, shown, media, text[:MAX_BODY], len(raw), len(text) > MAX_BODY)
