"""Walking the export past one page: an opaque cursor, signed with the hub's secret, holds where a page stopped in
the export's order (minted_at, id, newest first), the key and the filters it was made for. The next page starts
strictly after that position (a keyset, no offset), so a unit minted meanwhile never shifts the walk and each unit
comes once. A cursor altered, of another key or of other filters is refused: 400 validation_error on `cursor`.
"""

from __future__ import annotations

import json
from datetime import datetime
from urllib.parse import urlencode

from flask import current_app, request
from itsdangerous import BadSignature, URLSafeSerializer
from sqlalchemy import and_, or_, select

from app.chargeflow.errors import InvalidCursor
from app.chargeflow.models import Unit
from app.extensions import db
from app.platform.auth import KeyIdentity
from app.platform.signing import sha256_hex
from app.platform.urls import external_url

SALT = "svc.chargeflow.export.cursor.v1"
FILTERS = ("kind", "status", "operator_id", "minted_from", "minted_to")


def _signer() -> URLSafeSerializer:
    return URLSafeSerializer(current_app.config["SECRET_KEY"], salt=SALT)


def _fingerprint(key: KeyIdentity, args: dict) -> str:
    """What a cursor is bound to: the key and the filters (not the format or the page size, which may change)."""
    asked = {name: str(args[name]) for name in FILTERS if args.get(name) is not None}
    return sha256_hex(json.dumps([key.id, asked], sort_keys=True).encode())[:16]


def encode(key: KeyIdentity, args: dict, minted_at: datetime, unit_id: str) -> str:
    return _signer().dumps({"at": minted_at.isoformat(), "id": unit_id, "for": _fingerprint(key, args)})


def decode(key: KeyIdentity, args: dict, cursor: str) -> tuple[datetime, str]:
    """The position a cursor holds, or InvalidCursor."""
    try:
        held = _signer().loads(cursor)
        position = datetime.fromisoformat(held["at"]), str(held["id"])
        bound = held["for"]
    except (BadSignature, KeyError, TypeError, ValueError) as error:
        raise InvalidCursor("This cursor is not one the export gave: start again without it.",
                            field="query.cursor") from error
    if bound != _fingerprint(key, args):
        raise InvalidCursor("This cursor was given for another key or other filters: send the filters it was "
                            "given with.", field="query.cursor")
    return position


def conditions(key: KeyIdentity, args: dict) -> list:
    """The WHERE terms of one page: the date range asked and, with a cursor, strictly after its position."""
    terms = []
    if args.get("minted_from"):
        terms.append(Unit.minted_at >= args["minted_from"])
    if args.get("minted_to"):
        terms.append(Unit.minted_at < args["minted_to"])
    if args.get("cursor"):
        at, unit_id = decode(key, args, args["cursor"])
        terms.append(or_(Unit.minted_at < at, and_(Unit.minted_at == at, Unit.id < unit_id)))
    return terms


def next_cursor(key: KeyIdentity, args: dict, where) -> str | None:
    """The cursor of the page after this one, or None when this page is the last: the position of the page's last
    unit, when a unit follows it (two index reads, nothing held in memory)."""
    stmt = (select(Unit.minted_at, Unit.id).where(where).order_by(Unit.minted_at.desc(), Unit.id.desc())
            .offset(args["limit"] - 1).limit(2))
    rows = db.session.execute(stmt).all()
    return encode(key, args, rows[0].minted_at, rows[0].id) if len(rows) == 2 else None


def next_headers(cursor: str | None) -> dict:
    """X-SVC-Next-Cursor and a Link rel="next" to the same export after this page (none on the last page)."""
    if cursor is None:
        return {}
    query = {**request.args.to_dict(), "cursor": cursor}
    url = external_url("chargeflow.Export") + "?" + urlencode(query)
    return {"X-SVC-Next-Cursor": cursor, "Link": f'<{url}>; rel="next"'}
