"""How the verify door rebuilds the signed content of ChargeFlow's documents.

- A unit as the API answers it (minted, read, a batch item, or the unit of a reservation's answer): its signed
  content is the record it carries; the figures shown beside the record (quantity, period, operator...) must be the
  record's, and the record must be the one the hub keeps under its id. A unit's verify answer (the one verify
  door's shape, with the record) shows its figures in its `unit` block.
- An export (JSON or CSV): a row carries no record, so each row is rebuilt from the unit the hub keeps under its id
  and compared with it column by column (a unit's status and retirement move after the export; they are not
  judged). A row whose id the hub does not know cannot be proved.
"""

from __future__ import annotations

import csv
import io

from sqlalchemy import select

from app.chargeflow import export
from app.chargeflow.kinds import KINDS, SCHEMA, kind_of_id
from app.chargeflow.models import Unit, verify_url
from app.chargeflow.schemas import UnitFields
from app.extensions import db
from app.platform.documents import MISSING, Claim, Dropped, Reading, differences, join, text, unsigned_fields
from app.verify.schemas import DoorRead

EXPORT_SCHEMA = "svc.chargeflow.export.v1"
# What a unit's answer shows of its record; what moves after minting (status, retirement) or is not signed (the
# companion score, computed from the record) is not judged.
SHOWN = ("id", "kind", "kind_name", "operator_id", "external_id", "quantity", "unit", "started_at", "ended_at",
         "demo", "minted_at", "verify_url", "meter")
MOVING = ("status", "retired_at", "retire_reason", "enrichment", "meter_data", "valid", "verdict", "reasons",
          "checks", "prefix", "schema", "recomputed_hash", *DoorRead().fields)
# A verify answer's `unit` block, as the unit's own fields it shows
BLOCK = {"kind": "kind_name", "quantity": "quantity", "unit": "unit", "demo": "demo", "page_url": "verify_url"}
SHOWN_FIELDS = UnitFields(only=SHOWN)  # the kept unit's shown fields, as its answers write them
NOT_JUDGED_COLUMNS = ("status", "retired_at")


def _stored(ids: list) -> dict[str, Unit]:
    wanted = [i for i in ids if text(i, 64)]
    return {u.id: u for u in db.session.scalars(select(Unit).where(Unit.id.in_(wanted)))} if wanted else {}


def _from_record(record: dict) -> dict:
    """The shown fields a record alone determines (for a unit this hub does not keep)."""
    kind = KINDS.get(record.get("kind"))
    body = record.get(kind.body) if kind else None
    if not isinstance(body, dict):
        return {}
    return {"id": record.get("id"), "kind": kind.code, "operator_id": body.get("operator_id"),
            "external_id": body.get(kind.external), "quantity": body.get(kind.quantity), "demo": record.get("demo")}


def _shown(unit_doc: dict) -> dict:
    """The unit's fields a document shows beside its record: its own, or a verify answer's `unit` block."""
    block = unit_doc.get("unit")
    if not isinstance(block, dict):
        return unit_doc
    return {BLOCK[name]: value for name, value in block.items() if name in BLOCK}


def unit_claim(unit_doc: dict, at: str, stored: Unit | None) -> Claim:
    """One unit's claim: its record, its shown figures checked against the record (and the hub's copy)."""
    record = unit_doc["record"]
    kind = KINDS.get(record.get("kind")) or kind_of_id(record.get("id")) or KINDS["e"]
    expected = SHOWN_FIELDS.dump(stored) if stored is not None else _from_record(record)
    shown = _shown(unit_doc)
    shown = {k: shown[k] for k in expected if k in shown}
    changed = differences({k: expected[k] for k in shown}, shown, at)
    return Claim(kind.artefact, unit_doc.get("content_hash"), record, signature=unit_doc.get("signature"),
                 ed25519_signature=unit_doc.get("ed25519_signature"), signing_key_id=unit_doc.get("signing_key_id"),
                 stored=stored.record if stored is not None else MISSING, changed=changed, at=join(at, "record"))


def _is_unit(value) -> bool:
    return isinstance(value, dict) and isinstance(value.get("record"), dict) and value["record"].get("schema") == SCHEMA


def _unit_reading(document: dict) -> Reading | None:
    """A unit, or an answer carrying one under `unit` (a batch item, a reservation's confirm or settle)."""
    unit_doc, at = (document, "") if _is_unit(document) else (document.get("unit"), "unit")
    if not _is_unit(unit_doc):
        return None
    record = unit_doc["record"]
    stored = _stored([record.get("id")]).get(record.get("id"))
    claim = unit_claim(unit_doc, at, stored)
    kind = KINDS.get(record.get("kind"))
    return Reading(kind.artefact if kind else "cfu", [claim],
                   {"id": text(record.get("id"), 64), "schema": SCHEMA, "issued_at": text(record.get("minted_at"), 40),
                    "page_url": verify_url(record["id"]) if stored is not None else None},
                   unsigned_fields(unit_doc, ("record",), SHOWN + MOVING) if not at else [])


def _row_claim(row: dict, at: str, stored: Unit | None, expected: dict | None) -> Claim:
    kind = kind_of_id(row.get("id")) or KINDS["e"]
    if stored is None:  # a unit this hub does not keep: nothing to rebuild its record from
        return Claim(kind.artefact, row.get("content_hash"), recomputed=None, changed=[join(at, "id")], at=at)
    changed = [join(at, name) for name, value in expected.items()
               if name not in NOT_JUDGED_COLUMNS and row.get(name, MISSING) != value]
    return Claim(kind.artefact, row.get("content_hash"), stored.record, signature=row.get("signature") or None,
                 ed25519_signature=row.get("ed25519_signature") or None,
                 signing_key_id=row.get("signing_key_id") or None, changed=changed, at=at)


def _export_reading(rows: list, as_text: bool, issued_at=None) -> Reading:
    """Each row of an export, rebuilt from the unit the hub keeps under its id."""
    rows = [r if isinstance(r, dict) else {} for r in rows]
    stored = _stored([r.get("id") for r in rows])
    base = verify_url("_")[:-1]
    claims = []
    for index, row in enumerate(rows):
        unit = stored.get(row.get("id")) if isinstance(row.get("id"), str) else None
        expected = export.flat(unit, base) if unit is not None else None
        if expected is not None and as_text:
            expected = {k: "" if v is None else export.uncell(str(export.cell(v))) for k, v in expected.items()}
        claims.append(_row_claim(row, f"units[{index}]", unit, expected))
    return Reading("chargeflow-export", claims, {"schema": EXPORT_SCHEMA, "issued_at": text(issued_at, 40)})


def _csv_rows(data: bytes) -> list[dict] | None:
    """The rows of a CSV export (its header is the export's columns), or None for any other file."""
    head = ",".join(export.COLUMNS).encode()
    if not data.startswith(head + b"\r\n"):
        return None
    try:
        rows = list(csv.DictReader(io.StringIO(data.decode("utf-8"), newline="")))
    except (UnicodeDecodeError, csv.Error):
        return None
    return [{k: export.uncell(v) if isinstance(v, str) else v for k, v in row.items()} for row in rows]


def signed_content(dropped: Dropped) -> Reading | None:
    """A unit (alone or inside an answer) or an export, recognised by its schema id or its CSV header."""
    document = dropped.json_object()
    if document is not None and document.get("schema") == EXPORT_SCHEMA and isinstance(document.get("units"), list):
        return _export_reading(document["units"], False, document.get("generated_at"))
    if document is not None:
        return _unit_reading(document)
    rows = _csv_rows(dropped.data) if dropped.document is None else None
    return _export_reading(rows, True) if rows is not None else None
