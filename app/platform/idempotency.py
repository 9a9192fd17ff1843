"""Idempotency-Key on the API's creating requests: a retried POST gets the first answer, and creates nothing again.

The creating operations are declared once, here (CREATING, by endpoint); a domain's api.py names this only for a
route whose body streams (STREAMED): reading its body first would hold it whole, so that route's view hashes the body
as it arrives and then calls claim() with the hash. For a creating POST that carries `Idempotency-Key` (1 to 255
printable ASCII characters):

- the request's fingerprint is its method, path, query string (when it has one) and the SHA-256 of its body
  (canonical JSON when it is JSON; a streamed body's bytes as they came);
- a row (scope, key) is inserted, committed, before the work starts: the unique constraint lets one of two racing
  requests in; the other finds the row;
- a row still running answers 409 idempotency_in_progress (Retry-After: 1); a row with another fingerprint
  answers 422 idempotency_mismatch; a finished row answers its kept answer again, with Idempotency-Replayed: true;
- when the request ends, its answer (status, body, the headers that belong to it) is sealed (AES-GCM,
  app/platform/sealed.py) into the row: answers may carry secrets. A 401, a 429, or a 5xx whose request wrote
  nothing that lasts, is not kept: the key is released and a retry runs again (a 5xx after a commit is kept).

Keys are scoped by the caller's API key (its SHA-256), or by the client address without one, and forgotten after
24 hours (purged hourly).
"""

from __future__ import annotations

import json
import re
from datetime import UTC, timedelta

from flask import Flask, current_app, g, has_app_context, request, request_finished
from sqlalchemy import delete, insert, select, update
from sqlalchemy.exc import IntegrityError

from app.extensions import db
from app.platform.clock import utcnow
from app.platform.db import separate_transaction
from app.platform.errors import ApiError
from app.platform.idempotency_models import DONE, RUNNING, IdempotencyRecord
from app.platform.jobs import job
from app.platform.requests import STREAMED
from app.platform.sealed import Unsealable, seal, unseal
from app.platform.signing import canonical_json, sha256_hex

HEADER = "Idempotency-Key"
REPLAYED = "Idempotency-Replayed"
KEEP_FOR = timedelta(hours=24)
ABANDONED_AFTER = timedelta(minutes=10)  # a row still running this long lost its process: the key is free again
NOT_KEPT = frozenset({401, 429})  # refused before the work: a retry should run (as a 5xx)
PURPOSE = "idempotency"
_KEY = re.compile(r"^[\x20-\x7e]{1,255}$")
_KEPT_HEADERS = ("Content-Type", "Content-Disposition", "Location", "Cache-Control")

# The API's creating operations (flask endpoint names): every POST under /api/v1 that makes something new.
CREATING = frozenset({
    "keys.Keys",
    "keys.RotateKey",
    "keys.TestKeys",
    "scoring.Score", "scoring.ScoreBatch", "scoring.Monitors",
    "attest.Attest",
    "webhooks.Webhooks",
    "chargeflow.MintE", "chargeflow.MintW", "chargeflow.MintF",
    "chargeflow.BatchE", "chargeflow.BatchW", "chargeflow.BatchF",
    "chargeflow.DemoE", "chargeflow.DemoW", "chargeflow.DemoF", "chargeflow.FromOcpi",
    "watts.Reserve", "watts.Offers", "watts.Secondary", "watts.ListingInterest",
    "shield.Tap", "shield.Demo",
    "dossier.Dossier",
    "shield.Ingest",
})


def _valid_key(raw: str) -> str:
    if not _KEY.match(raw):
        message = "Idempotency-Key must be 1 to 255 printable ASCII characters."
        raise ApiError(400, "invalid_idempotency_key", message, {"fields": {f"header.{HEADER}": [message]}})
    return raw


def _scope() -> str:
    """Whose key this is: the API key's SHA-256, or the client address's without one."""
    from app.platform.auth import bearer_secret, hash_secret

    secret = bearer_secret()
    if secret:
        return f"key:{hash_secret(secret)}"
    return f"addr:{sha256_hex((request.remote_addr or '').encode())}"


def _body_hash() -> str:
    """The SHA-256 of the body read whole: of its canonical JSON when it is JSON, of its bytes otherwise."""
    body = request.get_data(cache=True)
    try:
        return sha256_hex(canonical_json(json.loads(body))) if body else sha256_hex(b"")
    except (ValueError, TypeError):
        return sha256_hex(body)


def fingerprint(body_hash: str | None = None) -> str:
    """SHA-256 of the method, the path, the query string (when there is one) and the body's hash (`body_hash`, or
    the body read whole, see _body_hash)."""
    parts = [request.method, request.path, body_hash or _body_hash()]
    if request.query_string:
        parts.append(request.query_string.decode("latin-1"))
    return sha256_hex("\n".join(parts).encode())


def _inserted(scope: str, key: str, fp: str) -> bool:
    """Insert the running row, committed at once; False when the (scope, key) row exists."""
    try:
        with separate_transaction() as conn:
            conn.execute(insert(IdempotencyRecord).values(scope=scope, key=key, fingerprint=fp, status=RUNNING,
                                                          created_at=utcnow()))
        return True
    except IntegrityError:
        return False


def _found(scope: str, key: str):
    table = IdempotencyRecord.__table__
    with db.engine.connect() as conn:
        return conn.execute(select(table).where(table.c.scope == scope, table.c.key == key)).first()


def _forget(row) -> None:
    table = IdempotencyRecord.__table__
    with separate_transaction() as conn:
        conn.execute(delete(table).where(table.c.id == row.id, table.c.status == row.status))


def _aware(moment):
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def _stale(row) -> bool:
    age = utcnow() - _aware(row.created_at)
    return age > KEEP_FOR or (row.status == RUNNING and age > ABANDONED_AFTER)


def _context(scope: str, key: str) -> bytes:
    return f"{scope}\n{key}".encode()


def _replay(row, scope: str, key: str):
    """The kept answer, again; None when it no longer opens (SECRET_KEY changed): the row is then forgotten."""
    try:
        sealed = unseal(PURPOSE, row.answer, _context(scope, key))
    except Unsealable:
        _forget(row)
        return None
    head, _, body = sealed.partition(b"\n")
    meta = json.loads(head)
    response = current_app.response_class(body, status=meta["status"])
    for name, value in meta["headers"]:
        response.headers[name] = value
    response.headers[REPLAYED] = "true"
    return response


def _claim():
    """before_request: let the first request with a key run; answer the others from its row. A streamed route's
    key is only checked here: its view claims it once the body is hashed (claim(body_hash=...)); a refusal before
    then (a body too large or empty, a 401, a 429) keeps nothing, and is answered again alike anyway."""
    if request.method != "POST" or request.endpoint not in CREATING or HEADER not in request.headers:
        return None
    if request.endpoint in STREAMED:
        _valid_key(request.headers[HEADER])
        return None
    return claim()


def claim(body_hash: str | None = None):
    """Claim this request's Idempotency-Key (none sent: nothing to do). None: this request runs, its answer is kept
    when it ends; a response: the kept answer, to return as it is. Raises 422 idempotency_mismatch, 409
    idempotency_in_progress. `body_hash`: the SHA-256 of a streamed body, hashed by the view as it arrived."""
    if HEADER not in request.headers or "svc_idempotency" in g:
        return None
    key, scope, fp = _valid_key(request.headers[HEADER]), _scope(), fingerprint(body_hash)
    for _ in range(3):
        if _inserted(scope, key, fp):
            g.svc_idempotency = (scope, key)
            return None
        row = _found(scope, key)
        if row is None:
            continue  # released between our insert and our read
        if _stale(row):
            _forget(row)
            continue
        if row.fingerprint != fp:
            raise ApiError(422, "idempotency_mismatch",
                           "This Idempotency-Key was used with another request; use a new key for a new request.")
        if row.status == DONE:
            replayed = _replay(row, scope, key)
            if replayed is not None:
                return replayed
            continue
        break
    raise ApiError(409, "idempotency_in_progress",
                   "A request with this Idempotency-Key is still being processed; retry in a moment.",
                   headers={"Retry-After": "1"})


def _answer_headers(response) -> list[list[str]]:
    return [[name, value] for name, value in response.headers.items()
            if name in _KEPT_HEADERS or (name.startswith("X-SVC-") and name not in ("X-SVC-Protocol-Version",
                                                                                      "X-SVC-Logo"))]


def _body(response) -> bytes:
    if response.direct_passthrough:
        response.direct_passthrough = False
    response.make_sequence()
    return response.get_data()


def _release(scope: str, key: str) -> None:
    table = IdempotencyRecord.__table__
    with separate_transaction() as conn:
        conn.execute(delete(table).where(table.c.scope == scope, table.c.key == key, table.c.status == RUNNING))


def _keep(scope: str, key: str, response) -> None:
    meta = json.dumps({"status": response.status_code, "headers": _answer_headers(response)}).encode()
    sealed = seal(PURPOSE, meta + b"\n" + _body(response), _context(scope, key))
    table = IdempotencyRecord.__table__
    with separate_transaction() as conn:
        conn.execute(update(table).where(table.c.scope == scope, table.c.key == key, table.c.status == RUNNING)
                     .values(status=DONE, answer=sealed, completed_at=utcnow()))


def _finished(sender, response, **_extra) -> None:
    """request_finished (after every after_request hook, the unit of work's commit included): keep the final
    answer, or release the key when the answer is a 401, a 429 or a 5xx of a request whose writes were undone. A
    5xx after the request's writes were committed (a later hook failed) is kept as it is: a retry must not write
    them again."""
    claimed = g.pop("svc_idempotency", None)
    if claimed is None:
        return
    status = response.status_code
    if status in NOT_KEPT or (status >= 500 and not g.get("svc_committed")):
        _release(*claimed)
    else:
        _keep(*claimed, response)


def _teardown(_error=None) -> None:
    """A request that ended without an answer (an error past every handler) frees its key."""
    claimed = g.pop("svc_idempotency", None)
    if claimed is not None:
        _release(*claimed)


@job
def purge_expired() -> int:
    """Periodic job: forget idempotency keys older than 24 hours."""
    cutoff = utcnow() - KEEP_FOR
    return db.session.execute(delete(IdempotencyRecord).where(IdempotencyRecord.created_at < cutoff)).rowcount or 0


def init_app(app: Flask) -> None:
    app.before_request(_claim)
    app.teardown_request(_teardown)
    request_finished.connect(_finished, app)


ANSWERS = {"409": "Conflict", "422": "Unprocessable"}  # what a creating operation may answer to a reused key
PARAMETER = {
    "name": HEADER, "in": "header", "required": False,
    "schema": {"type": "string", "minLength": 1, "maxLength": 255},
    "description": "Makes a retry safe: the same key with the same body within 24 hours answers the first answer "
                   "again (with `Idempotency-Replayed: true`) and creates nothing. Another body: 422 "
                   "idempotency_mismatch; while the first still runs: 409 idempotency_in_progress.",
}


def document(spec: dict) -> dict:
    """Name the Idempotency-Key header parameter on every creating operation of the OpenAPI document."""
    if not has_app_context():
        return spec
    for rule in current_app.url_map.iter_rules():
        if rule.endpoint not in CREATING:
            continue
        path = re.sub(r"<(?:[^:<>]+:)?([^<>]+)>", r"{\1}", rule.rule)
        operation = spec.get("paths", {}).get(path, {}).get("post")
        if operation is not None and not any(p.get("name") == HEADER for p in operation.get("parameters", [])):
            operation["parameters"] = [*operation.get("parameters", []), dict(PARAMETER)]
        if operation is not None:
            for status, name in ANSWERS.items():  # 409 idempotency_in_progress, 422 idempotency_mismatch
                operation.setdefault("responses", {}).setdefault(status, {"$ref": f"#/components/responses/{name}"})
    return spec
