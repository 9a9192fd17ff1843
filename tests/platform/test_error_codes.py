"""Every error code the code raises is declared in the one catalogue (app/platform/error_codes.py), which the
OpenAPI document's error envelope enumerates."""

import ast
import re
from pathlib import Path

from app.platform import errors
from app.platform.error_codes import BY_CODE, codes

APP = Path(__file__).resolve().parents[2] / "app"
CODE = re.compile(r"^[a-z][a-z0-9_]*[a-z0-9]$")
CODE_ARGUMENT = {"ApiError": 1, "ErrorCode": 2, "envelope": 1, "error_response": 1}  # the position of the code


def _literal(node) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str) and CODE.match(node.value):
        return node.value
    return None


def _codes_in_call(node: ast.Call):
    name = getattr(node.func, "id", getattr(node.func, "attr", ""))
    position = CODE_ARGUMENT.get(name)
    if position is not None and len(node.args) > position:
        yield _literal(node.args[position])
    if position is not None:
        yield from (_literal(kw.value) for kw in node.keywords if kw.arg == "code")
    if name == "get" and getattr(node.func.value, "id", "") == "DEFAULT_CODES" and len(node.args) == 2:
        yield from (_literal(e) for e in getattr(node.args[1], "elts", [])[:1])


def _codes_in(node):
    if isinstance(node, ast.Call):
        yield from _codes_in_call(node)
    elif isinstance(node, ast.Dict):
        for key, value in zip(node.keys, node.values, strict=True):
            if _literal(key) == "code":  # an error object written out: {"code": "...", "message": ...}
                yield _literal(value)
            if isinstance(value, ast.Tuple) and isinstance(key, ast.Constant) and isinstance(key.value, int):
                yield _literal(value.elts[0])  # DEFAULT_CODES: {status: (code, message)}
    elif isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Tuple) and isinstance(node.value, ast.Tuple):
        names = [getattr(t, "id", "") for t in node.targets[0].elts]
        if "code" in names:
            yield _literal(node.value.elts[names.index("code")])


def raised_codes() -> dict[str, str]:
    """{code: "file:line"} of every code literal the hub raises or declares under app/."""
    found: dict[str, str] = {}
    for path in sorted(APP.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            for code in filter(None, _codes_in(node)):
                found.setdefault(code, f"{path.relative_to(APP.parent)}:{node.lineno}")
    return found


def test_every_raised_code_is_declared_in_the_catalogue():
    undeclared = {code: where for code, where in raised_codes().items() if code not in BY_CODE}
    assert undeclared == {}


def test_the_scan_finds_the_codes_of_the_doors_the_domains_and_the_defaults():
    found = raised_codes()
    assert {"missing_api_key", "duplicate_unit", "rate_limited", "untrusted_host", "http_error",
            "method_not_allowed", "validation_error"} <= set(found)


def test_the_catalogue_gives_each_code_once_with_a_status_and_a_meaning():
    rows = errors.catalogue()
    assert len({r["code"] for r in rows}) == len(rows) == len(codes())
    assert all(400 <= r["status"] < 600 and r["meaning"] for r in rows)
    pre_declared = {"idempotency_mismatch": 422, "idempotency_in_progress": 409, "invalid_idempotency_key": 400,
                    "expired_api_key": 401}
    assert {code: BY_CODE[code].status for code in pre_declared} == pre_declared


def test_the_error_envelope_of_the_document_enumerates_the_catalogue_with_each_status_and_meaning(client):
    spec = client.get("/svc-openapi.json").json
    code = spec["components"]["schemas"]["ErrorDetail"]["properties"]["code"]
    assert code["enum"] == codes()
    meanings = code["x-enumDescriptions"]
    assert list(meanings) == codes()
    assert meanings["idempotency_mismatch"] == "HTTP 422: The Idempotency-Key was used before with another request."
    assert meanings["partner_unavailable"].startswith("HTTP 502/504: ")
