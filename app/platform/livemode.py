"""Live and test objects, in one place.

An object a key makes (a reservation, an offer, a listing, a unit, an attestation, a receipt) is live when its owner
key is a live key (svc_pk_live_...) and a test object when its owner is a test key (svc_pk_test_..., the shared demo
key included). Test objects never appear where everyone's objects are shown: a board, a match, a listing read by a
live key or by an anonymous caller shows live objects only. A test key sees the test objects (its own and other test
keys': a shared sandbox), never a live one, so a test reservation can never hold live capacity. Verify answers say
`livemode` of what they verify.

Services put `visible(Model.owner_key_id, key)` in the query of every list of everyone's objects, and in every read
by id of another key's object, so the rule is one SQL condition, written here once.
"""

from __future__ import annotations

from sqlalchemy import ColumnElement, select

from app.extensions import db
from app.platform.models import ApiKey


def mode_of(key) -> str:
    """The mode a caller sees: its key's; live for an anonymous caller."""
    return "live" if key is None else key.mode


def visible(owner_column, key) -> ColumnElement[bool]:
    """Where an object owned through `owner_column` may be shown to `key` (None: anonymous): its owner is a key of
    the caller's mode."""
    return owner_column.in_(select(ApiKey.id).where(ApiKey.mode == mode_of(key)).scalar_subquery())


def is_live(owner_key_id: int | None) -> bool:
    """Whether an object with this owner is live: owned by a live key (an object without an owner, a demo's, is
    not)."""
    if owner_key_id is None:
        return False
    return db.session.scalar(select(ApiKey.mode).where(ApiKey.id == owner_key_id)) == "live"
