"""Mint, read, retire and verify ChargeFlow units.

A unit's record (schema svc.chargeflow.unit.v1: its id, kind, the operator's session, flow or flex window as
validated, the attributes, the mint time, the demo mark) is canonicalised (RFC 8785), hashed and signed under its
kind's prefix (svc-cfu-e:v1:, svc-cfu-w:v1:, svc-cfu-f:v1:) through platform/signing.py. Retiring moves the status
by a conditional update and never touches the record or its hash. Events go to the outbox in the same transaction,
never for demo units.

Each function answers with objects: a Unit, a Page of units, a Batch of ItemAnswers, a Verification; the schemas
(app/chargeflow/schemas.py) write them for the API, and the pages read the same objects.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import UTC, datetime
from functools import cache

from sqlalchemy import select, text
from sqlalchemy.dialects.postgresql import insert as postgresql_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import make_transient_to_detached

from app.chargeflow import enrich as enrichment
from app.chargeflow.errors import DuplicateUnit, InvalidItem, UnitNotFound
from app.chargeflow.kinds import KINDS, SCHEMA, Kind, kind_of_id, period_of
from app.chargeflow.models import ACTIVE, Unit
from app.chargeflow.schemas import BOOKED_SCHEMAS, MINT_SCHEMAS, UnitAtTheDoor, UnitEvent
from app.extensions import db
from app.platform import events, livemode, signing
from app.platform.auth import KeyIdentity
from app.platform.batch import Batch, summary
from app.platform.clock import utcnow
from app.platform.db import move, savepoint
from app.platform.errors import DomainError, load_or_400
from app.platform.ids import new_id
from app.platform.listing import Page, Window, page_of
from app.platform.verdicts import Found

MINTED, RETIRED = "chargeflow.unit.minted", "chargeflow.unit.retired"


def stamp(value: datetime) -> str:
    """A time as the record keeps it: UTC, ISO 8601 with a Z, sub-seconds kept when given."""
    return value.astimezone(UTC).isoformat().replace("+00:00", "Z")


def _plain(value):
    if isinstance(value, datetime):
        return stamp(value)
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


@cache
def _mint_schema(kind_code: str, booked: bool = False):
    """One schema instance per kind: building one copies its fields; loading does not change it."""
    return (BOOKED_SCHEMAS if booked else MINT_SCHEMAS)[kind_code]()


def load(kind_code: str, raw, booked: bool = False) -> dict:
    """A mint body validated by its kind's schema, or a 400 validation_error naming each field."""
    if not isinstance(raw, dict):
        raise InvalidItem("Each item must be a JSON object.")
    return load_or_400(_mint_schema(kind_code, booked), raw, "The unit is not valid; see details.fields.")


def prepare(kind_code: str, payload: dict, key: KeyIdentity | None, *, demo: bool = False) -> Unit:
    """A unit built from a validated body: its record hashed and signed, its companion score; not yet kept."""
    kind = KINDS[kind_code]
    body, attributes = payload[kind.body], payload.get("attributes") or {}
    now = utcnow()
    unit_id = new_id(kind.id_prefix)
    record = {"schema": SCHEMA, "id": unit_id, "kind": kind.code, "minted_at": stamp(now), "demo": demo,
              kind.body: _plain(body), "attributes": _plain(attributes)}
    start, end = period_of(kind, body)
    if body.get("signed_data"):
        record[kind.body].pop("signed_data")
        record[kind.body]["meter"] = meter_check(body, (start, end), now)
    signed = signing.sign_artefact(kind.artefact, record)
    return Unit(id=unit_id, kind=kind.code, status="active", owner_key_id=None if demo or key is None else key.id,
                demo=demo, operator_id=body["operator_id"], external_id=body[kind.external],
                quantity=body[kind.quantity], started_at=start.astimezone(UTC), ended_at=end.astimezone(UTC),
                record=record,
                content_hash=signed.content_hash, signature=signed.signature,
                ed25519_signature=(signed.ed25519 or {}).get("signature"),
                signing_key_id=(signed.ed25519 or {}).get("key_id"),
                enrichment=enrichment.enrich(kind, body, attributes, now.date()), minted_at=now,
                meter_data=_plain(body.get("signed_data")))


def keep(units: list[Unit]) -> None:
    """Insert units with one flush and publish their events with another; an IntegrityError when one of them
    collides with an active unit (the partial unique index decides)."""
    db.session.add_all(units)
    db.session.flush()
    _published(units)


def _published(units: list[Unit]) -> None:
    """The minted event of each unit a key owns, in the outbox with the units."""
    events.publish_many([(MINTED, event_payload(u, MINTED), u.owner_key_id, None)
                         for u in units if u.owner_key_id is not None])


ACTIVE_INDEX = ("uq_cf_units_active", "cf_units.owner_key_id, cf_units.operator_id, cf_units.external_id")


def _is_duplicate(error: IntegrityError) -> bool:
    """True when the partial unique index of active units refused the row (PostgreSQL names the index, SQLite
    its columns); any other integrity error is a fault, not a duplicate."""
    return any(name in str(error.orig) for name in ACTIVE_INDEX)


def mint(kind_code: str, payload: dict, key: KeyIdentity | None, *, demo: bool = False) -> Unit:
    """Record, hash, sign and keep a unit from a validated body; DuplicateUnit when the key already has an active
    unit for the operator and external id (the partial unique index decides, not a read)."""
    unit = prepare(kind_code, payload, key, demo=demo)
    if not _inserted(unit):
        kind = KINDS[kind_code]
        raise _duplicate(kind, payload[kind.body], key)
    return unit


_COLUMNS = tuple(c.key for c in Unit.__table__.columns)


def _insert_or_nothing(insert):
    """INSERT ... ON CONFLICT DO NOTHING on the active-unit index, RETURNING the id: no row back is a conflict."""
    return insert(Unit.__table__).on_conflict_do_nothing(
        index_elements=["owner_key_id", "operator_id", "external_id"], index_where=text(ACTIVE)
    ).returning(Unit.__table__.c.id)


_INSERTS = {"postgresql": _insert_or_nothing(postgresql_insert), "sqlite": _insert_or_nothing(sqlite_insert)}


def _inserted(unit: Unit) -> bool:
    """Insert one unit, with its minted event when a key owns it, unless the key has an active unit for its operator
    and external id (INSERT ... ON CONFLICT DO NOTHING on the partial unique index: no savepoint, and the transaction
    stays usable); False when it had one, and nothing is written. The unit and its event are one statement on
    PostgreSQL (insert_together). The unit is then part of the session as a row read back (every column set), not a
    pending object to flush."""
    values = {name: getattr(unit, name) for name in _COLUMNS}
    for name, value in values.items():  # every column given, so none is left to load back
        if value is None:
            setattr(unit, name, None)
    unit_insert = _INSERTS[db.engine.dialect.name]
    if unit.owner_key_id is None:
        if db.session.execute(unit_insert, values).first() is None:  # no row: a conflict
            return False
    elif not events.publish_with(unit_insert, values, (MINTED, event_payload(unit, MINTED), unit.owner_key_id, None)):
        return False
    make_transient_to_detached(unit)
    db.session.add(unit)
    return True


def _duplicate(kind: Kind, body: dict, key: KeyIdentity | None, active: str | None = None) -> DuplicateUnit:
    active = active or db.session.scalar(select(Unit.id).where(
        Unit.owner_key_id == (key.id if key else None), Unit.operator_id == body["operator_id"],
        Unit.external_id == body[kind.external], Unit.status == "active"))
    named = kind_of_id(active or "")
    return DuplicateUnit(f"This key already has an active unit ({named.name if named else 'a unit'} {active}) for "
                         f"operator {body['operator_id']!r} and external id {body[kind.external]!r}; retire it "
                         "first to mint again.", details={"active_unit_id": active})


def mint_raw(kind_code: str, raw, key: KeyIdentity | None, *, demo: bool = False, booked: bool = False) -> Unit:
    """Validate a raw body, then mint it; booked: the unit of a reservation Watts Reserve confirms (it may lie
    ahead and carries attributes.reservation_id)."""
    return mint(kind_code, load(kind_code, raw, booked), key, demo=demo)


@dataclass(frozen=True)
class ItemAnswer:
    """One item of a batch as it answers (schema UnitBatchItem): the unit it minted, or the error that refused it;
    from OCPI or a partner, the list it came from and its place there."""

    index: int
    ok: bool
    id: str | None = None
    unit: Unit | None = None
    error: DomainError | None = None
    source: str | None = None
    source_index: int | None = None

    @classmethod
    def minted(cls, index: int, unit: Unit) -> ItemAnswer:
        return cls(index, True, unit.id, unit)

    @classmethod
    def refused(cls, index: int, error: DomainError) -> ItemAnswer:
        return cls(index, False, error=error)

    def placed(self, index: int, source: str, source_index: int) -> ItemAnswer:
        """The same answer at its place in a request of several lists (from-ocpi, a partner's pull)."""
        return replace(self, index=index, source=source, source_index=source_index)


def batch(kind_code: str, items: list, key: KeyIdentity | None, *, demo: bool = False) -> Batch:
    """Mint each valid item, answer each bad one (invalid, or a duplicate of an active unit or of an earlier item);
    the good ones are kept together with one flush, or one by one if a concurrent mint collides with them. Demo
    units belong to no key, so nothing makes them duplicates."""
    kind, results, ready = KINDS[kind_code], {}, []
    for index, raw in enumerate(items):
        try:
            ready.append((index, load(kind_code, raw)))
        except DomainError as error:
            results[index] = ItemAnswer.refused(index, error)
    taken = {} if demo else _active_ids(kind, key, [payload[kind.body] for _, payload in ready])
    units = []
    for index, payload in ready:
        pair = (payload[kind.body]["operator_id"], payload[kind.body][kind.external])
        try:
            if pair in taken:
                raise _duplicate(kind, payload[kind.body], key, taken[pair])
            unit = prepare(kind_code, payload, key, demo=demo)
        except DomainError as error:
            results[index] = ItemAnswer.refused(index, error)
            continue
        if not demo:
            taken[pair] = unit.id
        units.append((index, unit))
    if _kept(units):
        results.update({i: ItemAnswer.minted(i, u) for i, u in units})
    else:  # a concurrent request minted one of them meanwhile: every valid item on its own, in order, as singles
        results.update(_one_by_one(kind_code, ready, key, demo))
    return summary([results[i] for i in sorted(results)])


def _active_ids(kind: Kind, key: KeyIdentity, bodies: list[dict]) -> dict[tuple[str, str], str]:
    """(operator, external id) -> the key's active unit, for the pairs these bodies name (one query)."""
    if not bodies:
        return {}
    rows = db.session.execute(select(Unit.operator_id, Unit.external_id, Unit.id).where(
        Unit.owner_key_id == key.id, Unit.status == "active",
        Unit.operator_id.in_({b["operator_id"] for b in bodies}),
        Unit.external_id.in_({b[kind.external] for b in bodies})))
    return {(operator, external): unit_id for operator, external, unit_id in rows}


def _kept(units: list[tuple[int, Unit]]) -> bool:
    """Keep the batch's units together; False (nothing kept) when one collides with an active unit."""
    try:
        with savepoint():
            keep([unit for _, unit in units])
        return True
    except IntegrityError as error:
        if not _is_duplicate(error):
            raise
        return False


def _one_by_one(kind_code: str, ready: list[tuple[int, dict]], key: KeyIdentity | None,
                demo: bool = False) -> dict[int, ItemAnswer]:
    out = {}
    for index, payload in ready:
        try:
            out[index] = ItemAnswer.minted(index, mint(kind_code, payload, key, demo=demo))
        except DomainError as failure:
            out[index] = ItemAnswer.refused(index, failure)
    return out


def owned(unit_id: str, key: KeyIdentity) -> Unit:
    """One of the key's units; another key's or an unknown id is UnitNotFound, never its content."""
    unit = db.session.scalar(select(Unit).where(Unit.id == unit_id, Unit.owner_key_id == key.id))
    if unit is None:
        raise UnitNotFound()
    return unit


def filtered(key: KeyIdentity, args: dict):
    """The key's units, newest first, filtered by kind, status and operator_id (the list and the export)."""
    stmt = select(Unit).where(Unit.owner_key_id == key.id)
    for name in ("kind", "status", "operator_id"):
        if args.get(name):
            stmt = stmt.where(getattr(Unit, name) == args[name])
    return stmt.order_by(Unit.minted_at.desc(), Unit.id.desc())


def listing(key: KeyIdentity, args: dict) -> Page:
    """A page of the key's units, newest first, whose links keep the filters asked."""
    return page_of(filtered(key, args), Window(args["limit"], args["offset"]),
                   params={name: args.get(name) for name in ("kind", "status", "operator_id")})


def read(unit_id: str, key: KeyIdentity) -> Unit:
    """One of the key's units (its retire reason and meter data are its owner's to see)."""
    return owned(unit_id, key)


def retire(unit_id: str, key: KeyIdentity, reason: str | None) -> Unit:
    """active -> retired for the owner, by a conditional update (two racing retires: one wins, the other is
    InvalidState)."""
    unit = owned(unit_id, key)
    move(unit, "active", "retired", "This unit is already {status}: a unit is retired once.", retired_at=utcnow(),
         retire_reason=reason)
    events.publish(RETIRED, event_payload(unit, RETIRED), unit.owner_key_id)
    return unit


@cache
def _event_schema(leaving_out: tuple[str, ...]) -> UnitEvent:
    return UnitEvent(exclude=leaving_out)


def event_payload(unit: Unit, event: str) -> dict:
    """The webhook payload of chargeflow.unit.minted / .retired: the unit as UnitEvent dumps it, after the event's
    name; a retirement's reason in a retirement alone, the HMAC only when the unit has one."""
    leaving_out = ("event", *(() if unit.signature else ("signature",)), *(() if event == RETIRED else ("reason",)))
    return {"event": event, **_event_schema(leaving_out).dump(unit)}


def meter_check(body: dict, period: tuple[datetime, datetime], now: datetime) -> dict:
    """The hub's check of a session's meter-signed data (OCMF), tied to the session's energy, meter and period; the
    data itself is represented by its SHA-256 (it names the driver's token, so it stays out of the public record)."""
    from app.chargeflow.ocmf import verify_signed_data

    checked = verify_signed_data(body["signed_data"], body.get("energy_kwh"), meter_id=body.get("meter_id"),
                                 period=period)
    return {**checked, "signed_data_sha256": signing.content_hash(_plain(body["signed_data"])),
            "checked_at": stamp(now)}


@dataclass(frozen=True)
class Verification:
    """A unit checked again (the verify page): its record's hash recomputed, both signatures, with the verdict."""

    unit: Unit
    valid: bool
    verdict: str
    reasons: list[str]
    checks: dict
    prefix: str
    schema: str
    recomputed_hash: str | None


def verify(unit_id: str) -> Verification:
    """Public: recompute the stored record's hash, check both signatures and say the verdict; the unit says its
    status and the meter's verdict."""
    kind = kind_of_id(unit_id)
    unit = db.session.get(Unit, unit_id) if kind else None
    if unit is None:
        raise UnitNotFound()
    checked = signing.verify_artefact(kind.artefact, unit.content_hash, signature=unit.signature,
                                      ed25519_signature=unit.ed25519_signature, key_id=unit.signing_key_id,
                                      snapshot=unit.record)
    return Verification(unit, checked["valid"], checked["verdict"], checked["reasons"], checked["checks"],
                        checked["prefix"], checked["schema"], checked.get("recomputed_hash"))


_DOOR_BLOCK = UnitAtTheDoor()


def verify_for_door(unit_id: str) -> Found:
    """What the one /verify door asks of a unit id (its verifier's answer, app/verify/service.py): the verdicts,
    the unit's block (UnitAtTheDoor), and its record with its signatures, which the units' own verify paths answer
    beside the verdict."""
    checked = verify(unit_id)
    unit = checked.unit
    return Found(kind=KINDS[unit.kind].artefact, content_hash=unit.content_hash, checks=checked.checks,
                 signing_key_id=unit.signing_key_id, verdict=checked.verdict, reasons=checked.reasons,
                 kept={"record": unit.record, "signature": unit.signature, "ed25519_signature": unit.ed25519_signature},
                 unit=_DOOR_BLOCK.dump(unit), livemode=livemode.is_live(unit.owner_key_id))


