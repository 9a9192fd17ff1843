"""CFU-E units from what charge-point operators already have: OCPI 2.2.1 CDRs (the flat shape and the real CDR
object, with the meter's signed_data), CDR-like CSV rows, and the partner connectors that pull them.

Each item is mapped (app/chargeflow/ocpi.py), then what maps is minted as one batch, with the same validation and
duplicate rules as POST /batch: a bad item is answered {index, ok: false, source, source_index, error} and the
others are kept.

Partner sync: sandbox mode reads shipped sample records and mints them as demo units (marked demo, owned by no key,
no event), so a developer sees real signed units without sample data entering the key's ledger; live mode pulls
from the partner and mints the key's own units. Live credentials exist for this call only: they are never written
to the database, a log line or an error message.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.chargeflow import ocpi, partners, service
from app.chargeflow.errors import InvalidItem
from app.chargeflow.service import ItemAnswer
from app.platform.auth import KeyIdentity
from app.platform.batch import Batch, summary
from app.platform.errors import DomainError

MAPPERS = {"flat_cdr": ocpi.from_flat_cdr, "cdr": ocpi.from_cdr, "session": ocpi.from_session,
           "csv": ocpi.from_csv_row}


def _mapped(kind: str, item, default_operator: str | None) -> dict:
    """An item as a CFU-E mint body, or InvalidItem naming the source field that does not map."""
    if not isinstance(item, dict):
        raise InvalidItem("Each item must be a JSON object.")
    try:
        return MAPPERS[kind](item, default_operator)
    except ocpi.MappingError as error:
        raise InvalidItem(error.message, field=error.field) from error


def mint_all(entries: list[tuple[str, str, int, dict]], default_operator: str | None, key: KeyIdentity | None,
             *, demo: bool = False) -> Batch:
    """Map (kind, source, source_index, item) entries, then mint what maps as one CFU-E batch (the batch's own
    rules: each item on its own, duplicates answered); every answer names its source and source index."""
    answers, mapped, places = {}, [], []
    for index, (kind, _source, _source_index, item) in enumerate(entries):
        try:
            mapped.append(_mapped(kind, item, default_operator))
            places.append(index)
        except DomainError as error:
            answers[index] = ItemAnswer.refused(index, error)
    minted = service.batch("e", mapped, key, demo=demo).items if mapped else []
    answers.update(zip(places, minted, strict=True))
    return summary([answers[i].placed(i, entries[i][1], entries[i][2]) for i in sorted(answers)])


def from_ocpi(body: dict, key: KeyIdentity) -> Batch:
    """POST /from-ocpi: cdrs (flat or real OCPI CDRs, told apart per item) then csv_rows."""
    entries = [("cdr" if ocpi.is_real_cdr(item) else "flat_cdr", "cdrs", i, item)
               for i, item in enumerate(body["cdrs"])]
    entries += [("csv", "csv_rows", i, row) for i, row in enumerate(body["csv_rows"])]
    return mint_all(entries, body.get("default_operator_id"), key)


@dataclass(frozen=True)
class Catalogue:
    """The partner connectors (schema PartnerCatalogue): each one's modes and credential fields, and what the modes
    do."""

    partners: list[dict]
    note: str = ("sandbox reads sample records shipped with the hub and mints them as demo units; live pulls from "
                 "the partner with the credentials of the call, which the hub never keeps.")


def catalogue() -> Catalogue:
    """The partner connectors a key may pull from."""
    return Catalogue(partners.CATALOGUE)


def sync(body: dict, key: KeyIdentity) -> Batch:
    """Pull from a partner and mint what it sent: demo units in sandbox mode, the key's units live."""
    demo = body["mode"] == "sandbox"
    pulled = partners.pull(body["partner"], body["mode"], credentials=body.get("credentials") or None,
                           limit=body["limit"])
    entries = [(p["kind"], p["kind"], i, p["record"]) for i, p in enumerate(pulled)]
    result = mint_all(entries, body.get("operator_id"), None if demo else key, demo=demo)
    return summary(result.items, partner=body["partner"], mode=body["mode"], pulled=len(pulled), demo=demo)
