"""publish(event, payload, owner): an outbox row in the caller's transaction.

Domains declare the events they publish (`Event(name, PayloadSchema, version)` in their `Domain`);
publish() refuses an undeclared event and a payload its schema does not accept. The event exists
exactly when the change that caused it is committed. The outbox has one reader API: pending() lists what
waits, take() hands a batch to one reader and marks it dispatched in that reader's transaction (the
webhooks domain turns what it takes into deliveries).
"""

from __future__ import annotations

from dataclasses import dataclass

from flask import current_app
from marshmallow import fields
from sqlalchemy import insert, select, update

from app.extensions import db
from app.platform.clock import utcnow
from app.platform.db import insert_together
from app.platform.domain import registry, resolve
from app.platform.ids import new_id
from app.platform.jobs import nudge
from app.platform.models import OutboxEvent


class UnknownEvent(ValueError):
    pass


class InvalidPayload(ValueError):
    def __init__(self, event: str, errors: dict):
        super().__init__(f"payload of {event} does not match its schema: {errors}")
        self.errors = errors


def declared(name: str):
    """(Event, schema class, owner domain) of a declared event, or UnknownEvent."""
    entry = registry().events.get(name)
    if entry is None:
        raise UnknownEvent(f"unknown event {name!r}")
    return entry


def publish(event: str, payload: dict, owner_key_id: int | None, audience: str | None = None) -> OutboxEvent:
    """Validate the payload against the event's schema and write it to the outbox (written, not committed).
    The event is for the key's receivers, or for a keyless audience's (a compare alert watcher)."""
    return publish_many([(event, payload, owner_key_id, audience)])[0]


def publish_many(entries: list[tuple[str, dict, int | None, str | None]]) -> list[OutboxEvent]:
    """publish() for several events at once: each validated, all written with one INSERT (a batch of units)."""
    rows = _prepared(entries)
    if rows:
        # one INSERT (after the session's pending changes), not a unit of work: the rows are written, never changed
        values = _values(rows)
        db.session.execute(insert(OutboxEvent), values)
        _written(values)
    return rows


def publish_with(parent, parent_values: dict, entry: tuple[str, dict, int | None, str | None]) -> bool:
    """Write a row and the one event that tells of it, whole (app.platform.db.insert_together: one statement on
    PostgreSQL): the event is written exactly when the row is. `parent` is a table or an INSERT that may write
    nothing (ON CONFLICT DO NOTHING RETURNING); True when the row was written."""
    rows = _values(_prepared([entry]))
    if not insert_together(parent, parent_values, OutboxEvent.__table__, rows[0]):
        return False
    _written(rows)
    return True


def _written(rows: list[dict]) -> None:
    """The outbox's readers are nudged (after the commit) for rows just written that wait for them."""
    if any(row["dispatched_at"] is None for row in rows):
        for path in registry().on_publish:
            nudge(resolve(path))


def _prepared(entries) -> list[OutboxEvent]:
    rows = []
    for event, payload, owner_key_id, audience in entries:
        declaration, schema, _owner = declared(event)
        errors = _schema(schema).validate(payload)
        if errors:
            raise InvalidPayload(event, errors)
        rows.append(OutboxEvent(id=new_id("evt"), event=event, version=declaration.version, payload=payload,
                                owner_key_id=owner_key_id, audience=audience, created_at=utcnow()))
    if rows and not _wanted(rows):  # no reader could use them: already dispatched, as the inline reader finds them
        for row in rows:
            row.dispatched_at = row.created_at
    return rows


def _values(rows: list[OutboxEvent]) -> list[dict]:
    return [{c: getattr(row, c) for c in _COLUMNS} for row in rows]


def _wanted(rows: list[OutboxEvent]) -> bool:
    """False only in the embedded mode's shape, jobs inline on SQLite (the reader would run right after this commit,
    and SQLite's transactions are serializable), when every reader says that no owner of these rows has anything
    that could receive them."""
    reg = registry()
    if not reg.on_publish or not reg.every_reader_tells or not current_app.config["SVC_JOBS_INLINE"] \
            or db.engine.dialect.name != "sqlite":
        return True
    owners = dict.fromkeys((row.owner_key_id, row.audience) for row in rows)
    return any(resolve(path)(*owner) for path in reg.receives for owner in owners)


_COLUMNS = tuple(c.key for c in OutboxEvent.__table__.columns)
_SCHEMAS: dict[type, object] = {}


def _schema(schema_class: type):
    """One instance per payload schema: building a marshmallow schema copies its fields, validating does not
    change it."""
    if schema_class not in _SCHEMAS:
        _SCHEMAS[schema_class] = schema_class()
    return _SCHEMAS[schema_class]


def pending(limit: int = 100, *, lock: bool = False) -> list[OutboxEvent]:
    """Committed events not yet dispatched, oldest first; locked, rows another reader holds are passed over
    (FOR UPDATE SKIP LOCKED on PostgreSQL; SQLite has one writer)."""
    stmt = (select(OutboxEvent).where(OutboxEvent.dispatched_at.is_(None))
            .order_by(OutboxEvent.created_at, OutboxEvent.id).limit(limit))
    return list(db.session.scalars(stmt.with_for_update(skip_locked=True) if lock else stmt))


def mark_dispatched(event_id: str) -> bool:
    """Mark an event dispatched by a conditional update; True for the one caller that moved it."""
    moved = db.session.execute(update(OutboxEvent).where(OutboxEvent.id == event_id,
                                                         OutboxEvent.dispatched_at.is_(None))
                               .values(dispatched_at=utcnow())).rowcount
    return bool(moved)


@dataclass(frozen=True)
class Taken:
    events: list[OutboxEvent]  # what this reader took, oldest first
    full: bool  # the batch was full: more events may wait


def take(limit: int) -> Taken:
    """Up to `limit` waiting events for one reader, each marked dispatched in the reader's transaction; an event
    another reader marked first is left to it, so no event is handed out twice."""
    rows = pending(limit, lock=True)
    if not rows:
        return Taken([], False)
    moved = set(db.session.scalars(update(OutboxEvent).where(  # one conditional update for the whole batch
        OutboxEvent.id.in_([row.id for row in rows]), OutboxEvent.dispatched_at.is_(None))
        .values(dispatched_at=utcnow()).returning(OutboxEvent.id)))
    return Taken([row for row in rows if row.id in moved], len(rows) == limit)


def _type_of(field: fields.Field) -> str:
    if isinstance(field, fields.Nested):
        return "object"
    if isinstance(field, fields.List):
        return f"array of {_type_of(field.inner)}"
    names = {fields.String: "string", fields.Integer: "integer", fields.Float: "number", fields.Boolean: "boolean",
             fields.Dict: "object", fields.Raw: "any"}
    return next((label for kind, label in names.items() if isinstance(field, kind)), "any")


def catalogue() -> list[dict]:
    """Every declared event with its version, owner and payload fields, for the developer hub."""
    out = []
    for name, (event, schema, owner) in registry().events.items():
        declared_fields = schema._declared_fields  # noqa: SLF001 (marshmallow's documented field table)
        rows = [{"name": f.data_key or key, "type": _type_of(f), "required": f.required,
                 "description": f.metadata.get("description", "")} for key, f in declared_fields.items()]
        out.append({"name": name, "version": event.version, "owner": owner, "doc": event.doc,
                    "schema": schema.__name__, "fields": rows})
    return out
