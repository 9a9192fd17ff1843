"""The request guard: what no route should ever see, refused before any route runs.

A JSON body is parsed once here and cached on the request (Flask's get_json() reuses it): malformed JSON,
nesting deeper than MAX_JSON_DEPTH, integers beyond Python's 4,300-digit conversion limit, non-finite
numbers, strings that are not valid UTF-8 (lone surrogates such as "\\ud800") and NUL characters in any
string or key are a 400 `validation_error`. The checks look at the parsed strings, so the text
"C:\\\\u0000dir" (a backslash, then u0000) is accepted: it is not a NUL. Paths and query strings must be
valid UTF-8 without NUL, and the path plus query string may not pass SVC_MAX_URL_LENGTH bytes (414).

An API operation refuses a query parameter it does not declare: those with query arguments through the
parser's rule for the query location (app/extensions.py), those without any through refuse_undeclared_query
below, with the same 400 validation_error naming each parameter (details.fields["query.<name>"]). Pages and
embeds read their query strings themselves and ignore what they do not know (partners add tracking
parameters to links).
"""

from __future__ import annotations

import json
import math
from urllib.parse import quote, unquote_to_bytes

from flask import current_app, request
from marshmallow import Schema

from app.platform.errors import ApiError

MAX_JSON_DEPTH = 32


def _bad(message: str, where: str = "_schema") -> ApiError:
    return ApiError(400, "validation_error", message, details={"fields": {where: [message]}})


def _no_constant(name: str):
    raise ValueError(f"{name} is not a JSON number")


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError("number out of range")
    return value


def _check_text(text: str, where: str) -> None:
    if "\x00" in text:
        raise _bad("Text may not contain NUL characters (U+0000).", where)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise _bad("Text must be valid Unicode: a lone surrogate is not.", where) from None


def check_json_value(value, max_depth: int = MAX_JSON_DEPTH) -> None:
    """Walk a parsed JSON value without recursion: depth, strings and keys."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, str):
            _check_text(item, "json")
        elif isinstance(item, dict | list):
            if depth > max_depth:
                raise _bad(f"JSON may not nest deeper than {max_depth} levels.", "json")
            if isinstance(item, dict):
                for key, child in item.items():
                    _check_text(key, "json")
                    stack.append((child, depth + 1))
            else:
                stack.extend((child, depth + 1) for child in item)


def parse_json_body(raw: bytes):
    """The parsed body, or a 400 saying what is wrong with it."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise _bad("The body is not valid UTF-8.", "json") from None
    try:
        value = json.loads(text, parse_constant=_no_constant, parse_float=_finite)
    except RecursionError:
        raise _bad(f"JSON may not nest deeper than {MAX_JSON_DEPTH} levels.", "json") from None
    except json.JSONDecodeError as error:
        raise _bad(f"Malformed JSON: {error.msg} (line {error.lineno}, column {error.colno}).", "json") from None
    except ValueError as error:  # integers past the 4,300-digit conversion limit, NaN, Infinity, 1e999
        raise _bad(f"Unsupported JSON number: {str(error)[:120]}", "json") from None
    check_json_value(value)
    return value


def _check_query(raw: bytes) -> None:
    for pair in raw.split(b"&"):
        for part in pair.split(b"=", 1):
            try:
                text = unquote_to_bytes(part.replace(b"+", b" ")).decode("utf-8")
            except UnicodeDecodeError:
                raise _bad("The query string is not valid UTF-8.", "query") from None
            _check_text(text, "query")


def _check_path(environ: dict) -> None:
    try:
        path = environ.get("PATH_INFO", "").encode("latin-1").decode("utf-8")
    except (UnicodeEncodeError, UnicodeDecodeError):
        raise _bad("The path is not valid UTF-8.", "path") from None
    _check_text(path, "path")


def _url_length(environ: dict) -> int:
    raw = environ.get("RAW_URI") or environ.get("REQUEST_URI")
    if raw:
        return len(raw.encode("latin-1", "replace"))
    path = quote(environ.get("SCRIPT_NAME", "") + environ.get("PATH_INFO", ""), safe="/;:@&=+$,~!*'()-._")
    query = environ.get("QUERY_STRING", "")
    return len(path) + (len(query) + 1 if query else 0)


# Routes whose body streams to their view, whatever its type (a file to anchor is hashed as it arrives, never held
# whole): the guard leaves their body unread.
STREAMED = frozenset({"shield.Ingest"})


def guard_request() -> None:
    """before_request: refuse over-long request lines, bad paths, queries, forms and JSON bodies (a streamed
    route's body is its view's)."""
    environ = request.environ
    limit = int(current_app.config.get("SVC_MAX_URL_LENGTH") or 4096)
    if _url_length(environ) > limit:
        raise ApiError(414, "uri_too_long", f"The path and query string may not pass {limit} bytes.",
                       details={"limit": limit})
    _check_path(environ)
    _check_query(request.query_string)
    if request.endpoint in STREAMED:
        return
    if request.is_json:
        raw = request.get_data(cache=True)
        if raw.strip():
            value = parse_json_body(raw)
            request._cached_json = (value, value)  # Flask's own cache: get_json() answers without parsing again
    elif request.mimetype in ("application/x-www-form-urlencoded", "multipart/form-data"):
        for key, value in request.form.items(multi=True):
            if key is None or value is None:  # a multipart part without a name
                raise _bad("Every form field needs a name.", "form")
            _check_text(key, "form")
            _check_text(value, "form")


class NoQuery(Schema):
    """The query of an operation that declares no query parameter: none."""


def _declares_query(target) -> bool:
    parameters = (getattr(target, "_apidoc", None) or {}).get("arguments", {}).get("parameters", [])
    return any(p.get("in") in ("query", "querystring") for p in parameters)


def refuse_undeclared_query() -> None:
    """before_request, after the API's door: an API operation that declares no query parameter is sent none."""
    from flask_smorest import Blueprint as ApiBlueprint

    from app.extensions import Blueprint
    from app.platform.auth import route_target

    if not request.args or request.method == "OPTIONS":
        return
    if not isinstance(current_app.blueprints.get(request.blueprint or ""), ApiBlueprint):
        return  # a page, an embed, the API's front door: lenient
    if not _declares_query(route_target()):
        Blueprint.ARGUMENTS_PARSER.parse(NoQuery, request, location="query")
