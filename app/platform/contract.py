"""What the served OpenAPI document adds to what flask-smorest generates, so that tools read it well: reusable error
answers (components.responses) on every operation, the declared response headers (components.headers) on the
answers that carry them, the error codes as an enum of the envelope, no `nullable` without a type, and no unused
schema."""

from __future__ import annotations

import copy

from app.platform import response_headers
from app.platform.error_codes import CODES, codes

HTTP_METHODS = ("get", "post", "put", "patch", "delete")
RESPONSES = "#/components/responses/"
ENVELOPE = {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}
ERRORS = {  # status: (component name, description)
    400: ("BadRequest", "The request is refused: a parameter or body field (details.fields), the Host header, "
                        "or an unknown query parameter."),
    401: ("Unauthorized", "No key where one is required, or an unknown, revoked or expired key (refused on public "
                          "operations too)."),
    402: ("PaymentRequired", "A paid tier is required."),
    403: ("Forbidden", "This key may not do that (premium_required, demo_key_immutable ...)."),
    404: ("NotFound", "Nothing with that id, or not this key's."),
    409: ("Conflict", "The request conflicts with the current state (details say how)."),
    413: ("PayloadTooLarge", "The request body is larger than the hub accepts."),
    414: ("UriTooLong", "The path and query string are longer than the hub accepts (SVC_MAX_URL_LENGTH)."),
    422: ("Unprocessable", "The request is understood but cannot be applied (idempotency_mismatch)."),
    429: ("TooManyRequests", "A rate limit or the key's quota is used up; Retry-After says when to try again."),
    502: ("BadGateway", "A service the hub asked on the caller's behalf failed."),
    503: ("ServiceUnavailable", "A dependency is not available right now; retry after Retry-After seconds."),
    504: ("GatewayTimeout", "A service the hub asked on the caller's behalf did not answer in time."),
}
SMOREST_NAMES = {"DEFAULT_ERROR": "DefaultError", "BAD_REQUEST": "BadRequest", "UNAUTHORIZED": "Unauthorized",
                 "PAYMENT_REQUIRED": "PaymentRequired", "FORBIDDEN": "Forbidden", "NOT_FOUND": "NotFound",
                 "CONFLICT": "Conflict", "UNPROCESSABLE_ENTITY": "Unprocessable",
                 "TOO_MANY_REQUESTS": "TooManyRequests", "SERVICE_UNAVAILABLE": "ServiceUnavailable"}


def _headers_on(*kinds: str) -> dict:
    """An answer's headers map, keyed by each header's name on the wire (X-Request-ID), each a reference to its
    declaration under components.headers (XRequestID)."""
    return {h.name: {"$ref": f"#/components/headers/{h.component}"} for h in response_headers.HEADERS if h.on in kinds}


def _error_responses() -> dict:
    out = {"NotModified": {"description": "The answer has not changed since the ETag sent in If-None-Match: no body.",
                           "headers": _headers_on(response_headers.EVERY, response_headers.READ)},
           "DefaultError": {"description": "Any other error, in the same envelope.", "content": ENVELOPE,
                            "headers": _headers_on(response_headers.EVERY)}}
    for status, (name, description) in ERRORS.items():
        kinds = (response_headers.EVERY, response_headers.RETRY) if status in (409, 429, 503) else (
            response_headers.EVERY,)
        out[name] = {"description": description, "content": ENVELOPE, "headers": _headers_on(*kinds)}
    return out


def _expected_answers(path: str, method: str, op: dict) -> list[int]:
    """What the platform may answer on every operation of this shape, before or after its route: 304 to a JSON read
    whose ETag the caller sent back; 400 from the request guard; 401 from the gate, to a missing key where one is
    required and to an unknown, revoked or expired key anywhere; 403 to a key that may not; 404 to an unknown id;
    413 to a body beyond SVC_MAX_CONTENT_LENGTH; 414 to a URL beyond SVC_MAX_URL_LENGTH; 429 and 503."""
    statuses = [304] if method == "get" and _json_read(op.get("responses", {}).get("200", {})) else []
    statuses += [400, 401]
    if op.get("security"):
        statuses.append(403)
    if "{" in path:
        statuses.append(404)
    if "requestBody" in op:
        statuses.append(413)
    return [*statuses, 414, 429, 503]


def _json_read(answer: dict) -> bool:
    """Whether a 200 is a JSON read (its media types JSON, or none declared, as a plain JSON answer does): it sends an
    ETag and may answer 304. A download (an attachment, CSV, PDF or ZIP) is streamed or signed on its own: neither."""
    content = answer.get("content", {})
    return "Content-Disposition" not in answer.get("headers", {}) and all(
        t == "application/json" or t.endswith("+json") for t in content)


def _success_headers(spec: dict, method: str, op: dict, answer: dict) -> dict:
    """The headers of a 2xx answer: a JSON read's ETag (_json_read); a page's Link (an answer whose schema has a
    next link, or an export walked by cursor, which also names the cursor)."""
    kinds = [response_headers.EVERY, response_headers.SUCCESS]
    content = answer.get("content", {})
    if method == "get":
        if _json_read(answer):
            kinds.append(response_headers.READ)
        names = {p.get("name") for p in op.get("parameters", [])}
        if "cursor" in names:
            kinds += [response_headers.PAGED, response_headers.CURSOR]
        elif names & {"limit", "offset"} and _has_next(spec, content.get("application/json", {}).get("schema")):
            kinds.append(response_headers.PAGED)
    if method == "post":
        kinds.append(response_headers.WRITE)
    return _headers_on(*kinds)


def _has_next(spec: dict, schema: dict | None) -> bool:
    """Whether a schema (a $ref, or allOf, oneOf or anyOf of them) describes a page: it has a `next` link."""
    if not schema:
        return False
    if "$ref" in schema:
        schema = spec.get("components", {}).get("schemas", {}).get(schema["$ref"].rsplit("/", 1)[-1], {})
    parts = [part for key in ("allOf", "oneOf", "anyOf") for part in schema.get(key, [])]
    return "next" in schema.get("properties", {}) or any(_has_next(spec, part) for part in parts)


def _complete_operation(spec: dict, path: str, method: str, op: dict) -> None:
    responses = op.setdefault("responses", {})
    for status in _expected_answers(path, method, op):
        name = "NotModified" if status == 304 else ERRORS[status][0]
        responses.setdefault(str(status), {"$ref": RESPONSES + name})
    for status, answer in responses.items():
        if "$ref" in answer:
            name = answer["$ref"].rsplit("/", 1)[-1]
            answer["$ref"] = RESPONSES + SMOREST_NAMES.get(name, name)
        elif status.startswith("2"):
            answer["headers"] = {**_success_headers(spec, method, op, answer), **answer.get("headers", {})}
        elif status[0] in "45" and "content" not in answer:
            answer["content"] = ENVELOPE
            answer["headers"] = _headers_on(response_headers.EVERY)


def _walk(node):
    if isinstance(node, dict):
        yield node
        for child in node.values():
            yield from _walk(child)
    elif isinstance(node, list):
        for child in node:
            yield from _walk(child)


def _typed_nullables(spec: dict) -> None:
    """OpenAPI 3.0 lets `nullable` qualify a type only: a schema with no type already admits any value."""
    for node in _walk(spec):
        if node.get("nullable") is True and "type" not in node and not {"$ref", "allOf", "oneOf", "anyOf"} & set(node):
            del node["nullable"]


def _used(spec: dict, kind: str) -> set[str]:
    prefix = f"#/components/{kind}/"
    without = {k: v for k, v in spec["components"].items() if k != kind}
    todo = [n["$ref"][len(prefix):] for n in _walk([spec["paths"], without]) if n.get("$ref", "").startswith(prefix)]
    seen: set[str] = set()
    while todo:
        name = todo.pop()
        if name not in seen and name in spec["components"].get(kind, {}):
            seen.add(name)
            todo.extend(n["$ref"][len(prefix):] for n in _walk(spec["components"][kind][name])
                        if n.get("$ref", "").startswith(prefix))
    return seen


def complete(spec: dict) -> dict:
    """A copy of the generated document, completed (see the module's docstring)."""
    spec = copy.deepcopy(spec)
    components = spec.setdefault("components", {})
    components["headers"] = {h.component: {"description": h.description, "schema": h.schema}
                             for h in response_headers.HEADERS}
    components["responses"] = _error_responses()
    for path, item in spec.get("paths", {}).items():
        for method in HTTP_METHODS:
            if method in item:
                _complete_operation(spec, path, method, item[method])
    detail = components.get("schemas", {}).get("ErrorDetail", {}).get("properties", {}).get("code")
    if detail is not None:
        detail["enum"] = codes()
        detail["description"] = ("A stable code; `x-enumDescriptions` gives each one's HTTP status and meaning, as the "
                                 "errors guide (/developers/errors) does.")
        detail["x-enumDescriptions"] = {c.code: f"HTTP {'/'.join(map(str, c.statuses))}: {c.meaning}" for c in CODES}
    _typed_nullables(spec)
    for kind in ("schemas", "responses"):
        used = _used(spec, kind)
        components[kind] = {name: value for name, value in components[kind].items() if name in used}
    return spec
