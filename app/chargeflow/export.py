"""The key's units as JSON or CSV, streamed row by row (a page of at most EXPORT_MAX, newest first), so memory stays
flat whatever the size. minted_from/minted_to narrow it to a range; a page that is not the last names the next one's
cursor (next_cursor in the JSON head, X-SVC-Next-Cursor and Link rel="next" in the headers: cursor.py).

With shield=1 the export is written once to a spooled file (memory up to 1 MiB, then disk) while its SHA-256 is
computed, the hash is anchored through the proof-tap domain (kind "export"), and the same bytes are streamed with
the receipt in the headers: X-SVC-Content-SHA256, X-SVC-Anchor-Receipt and a Link to the receipt. The receipt cannot
sit inside the body it proves, so it travels beside it; dropping the file on /verify finds its anchoring.
"""

from __future__ import annotations

import csv
import io
import json
import tempfile
from collections.abc import Iterator

from flask import Response
from sqlalchemy import func, select

from app.chargeflow import cursor
from app.chargeflow.kinds import KINDS
from app.chargeflow.models import Unit, verify_url
from app.chargeflow.service import filtered
from app.extensions import db
from app.platform import signing
from app.platform.auth import KeyIdentity
from app.platform.clock import aware, iso, utcnow
from app.platform.db import write_in_read

EXPORT_MAX = 5000
ROWS_PER_FETCH = 250
SPOOL_IN_MEMORY = 1024 * 1024
COLUMNS = ("id", "kind", "status", "demo", "operator_id", "external_id", "quantity", "unit", "started_at",
           "ended_at", "country", "generation_source", "renewable_claim", "reservation_id", "content_hash",
           "signature", "ed25519_signature", "signing_key_id", "verify_url", "minted_at", "retired_at")


def flat(unit, verify_base: str) -> dict:
    """One unit (a row of cf_units) as an export row: the columns above, in that order, as JSON types (demo a
    boolean; the CSV writes it as true/false)."""
    kind = KINDS[unit.kind]
    body, attributes = unit.record.get(kind.body) or {}, unit.record.get("attributes") or {}
    place = body.get("zone") if unit.kind == "f" else body.get("location")
    return {"id": unit.id, "kind": unit.kind, "status": unit.status, "demo": bool(unit.demo),
            "operator_id": unit.operator_id, "external_id": unit.external_id, "quantity": unit.quantity,
            "unit": kind.unit, "started_at": iso(aware(unit.started_at)), "ended_at": iso(aware(unit.ended_at)),
            "country": (place or {}).get("country"), "generation_source": attributes.get("generation_source"),
            "renewable_claim": attributes.get("renewable_claim"), "reservation_id": attributes.get("reservation_id"),
            "content_hash": unit.content_hash, "signature": unit.signature,
            "ed25519_signature": unit.ed25519_signature, "signing_key_id": unit.signing_key_id,
            "verify_url": verify_base + unit.id, "minted_at": iso(aware(unit.minted_at)),
            "retired_at": iso(unit.retired_at)}


FORMULA = ("=", "+", "-", "@", "\t", "\r")


def cell(value):
    """A CSV cell: a boolean as true/false (as JSON writes it); text a spreadsheet would run as a formula gets a
    leading apostrophe (OWASP)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return "'" + value if isinstance(value, str) and value.startswith(FORMULA) else value


def uncell(text: str) -> str:
    """A CSV cell as read back: the apostrophe `cell` put before formula-like text taken off again (a signature
    in base64url may begin with "-")."""
    return text[1:] if text.startswith("'") and text[1:].startswith(FORMULA) else text


def _rows(engine, stmt, verify_base: str) -> Iterator[dict]:
    """The rows as they are read, on a connection of their own: the stream needs no request or app context,
    and whoever closes it early (a client gone) closes the connection with it."""
    with engine.connect() as conn:
        for unit in conn.execute(stmt.execution_options(yield_per=ROWS_PER_FETCH)):
            yield flat(unit, verify_base)


def _json(rows: Iterator[dict], head: dict) -> Iterator[str]:
    yield json.dumps(head)[:-1] + ', "units": ['
    count = 0
    for row in rows:
        yield ("," if count else "") + json.dumps(row)
        count += 1
    yield f'], "count": {count}}}'


def _csv(rows: Iterator[dict], _head: dict) -> Iterator[str]:
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=COLUMNS, lineterminator="\r\n")
    writer.writeheader()
    for row in rows:
        writer.writerow({name: cell(value) for name, value in row.items()})
        if buffer.tell() > 64 * 1024:
            yield buffer.getvalue()
            buffer.seek(0)
            buffer.truncate()
    yield buffer.getvalue()


def export(key: KeyIdentity, args: dict) -> Response:
    """One page of the export as a streamed response (the next page's cursor in its head and headers); with
    args["shield"], anchored first and streamed from its spool."""
    args = {**args, "limit": min(args.get("limit") or EXPORT_MAX, EXPORT_MAX)}
    ranged = filtered(key, {**args, "cursor": None}).where(*cursor.conditions(key, {**args, "cursor": None}))
    total = db.session.scalar(select(func.count()).select_from(ranged.order_by(None).subquery())) or 0
    where = filtered(key, args).where(*cursor.conditions(key, args)).whereclause
    following = cursor.next_cursor(key, args, where)
    filters = {k: args[k] for k in ("kind", "status", "operator_id") if args.get(k)}
    filters.update({k: iso(args[k]) for k in ("minted_from", "minted_to") if args.get(k)})
    head = {"schema": "svc.chargeflow.export.v1", "generated_at": iso(utcnow()), "filters": filters,
            "total": total, "truncated": following is not None, "max_units": EXPORT_MAX, "limit": args["limit"],
            "next_cursor": following}
    fmt = args["format"]
    columns = [c for c in Unit.__table__.columns if c.name != "enrichment"]
    stmt = select(*columns).where(where).order_by(Unit.minted_at.desc(), Unit.id.desc()).limit(args["limit"])
    chunks = (_csv if fmt == "csv" else _json)(_rows(db.engine, stmt, verify_url("_")[:-1]), head)
    headers = {"X-Total-Count": str(total), "X-SVC-Export-Truncated": str(following is not None).lower(),
               "Content-Disposition": f'attachment; filename="chargeflow-units-{utcnow():%Y%m%d}.{fmt}"',
               **cursor.next_headers(following)}
    mimetype = "text/csv" if fmt == "csv" else "application/json"
    if not args.get("shield"):
        return Response((c.encode() for c in chunks), mimetype=mimetype, headers=headers)
    spool, digest = _spooled(chunks)
    from app.shield.service import anchor

    with write_in_read():  # shield=1 asks this GET to anchor what it exports
        receipt = anchor(digest, key, "export")
    links = [link for link in (headers.get("Link"), f'<{receipt.receipt_url}>; rel="svc-anchor-receipt"') if link]
    headers.update({"X-SVC-Content-SHA256": digest, "X-SVC-Anchor-Receipt": receipt.id, "Link": ", ".join(links)})
    return Response(_drain(spool), mimetype=mimetype, headers=headers)


def _spooled(chunks: Iterator[str]):
    spool = tempfile.SpooledTemporaryFile(max_size=SPOOL_IN_MEMORY)  # noqa: SIM115 (closed by _drain)
    hasher = signing.sha256_hasher()
    for chunk in chunks:
        data = chunk.encode()
        hasher.update(data)
        spool.write(data)
    spool.seek(0)
    return spool, hasher.hexdigest()


def _drain(spool) -> Iterator[bytes]:
    try:
        while data := spool.read(64 * 1024):
            yield data
    finally:
        spool.close()
