"""The regulatory feed: curated references, imported row by row; a new or amended reference is published as
regulatory.update to the keys whose subscription covers it, and re-scores the monitors it concerns, in the
transaction that changes it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import datetime

from flask import current_app
from marshmallow import ValidationError
from sqlalchemy import select
from sqlalchemy.exc import DataError, IntegrityError

from app.extensions import db
from app.platform import counters, events, signing
from app.platform.auth import KeyIdentity
from app.platform.clock import utcnow
from app.platform.data import jurisdictions_concerning, load
from app.platform.db import each_in_savepoint, savepoint
from app.platform.fetch import FetchError, fetch
from app.platform.listing import HoldsPage, Page, Window, page_of
from app.platform.models import PREMIUM_TIERS, ApiKey
from app.regulatory.models import RegulatoryReference, RegulatorySubscription
from app.regulatory.schemas import ReferenceImport, ReferenceItem, RegulatoryUpdate
from app.scoring.monitors import on_regulatory_reference
from app.webhooks.service import receiving

VERSION_COUNTER = "regulatory"  # moves with every import that adds or amends a reference
DISCLAIMER = "Curated regulatory references: indicative, not legal advice. Check the official text before acting."
EVENT = "regulatory.update"
IMPORT = ReferenceImport()
READ = ReferenceItem()
UPDATE = RegulatoryUpdate()


@dataclass
class ImportReport:
    added: list = field(default_factory=list)
    amended: list = field(default_factory=list)
    unchanged: list = field(default_factory=list)
    rejected: list = field(default_factory=list)
    events: list = field(default_factory=list)

    def summary(self) -> str:
        return (f"{len(self.added)} added, {len(self.amended)} amended, {len(self.unchanged)} unchanged, "
                f"{len(self.rejected)} rejected; {len(self.events)} events")


@dataclass(frozen=True)
class Feed(HoldsPage):
    """One window of the feed (its references are the page's items), with when the shipped references were
    curated and the feed's disclaimer."""

    found: Page
    as_of: str
    disclaimer: str = DISCLAIMER

    @property
    def references(self) -> list[RegulatoryReference]:
        return self.found.items


@dataclass(frozen=True)
class Subscribed:
    """A key's subscription as it now stands, the key's webhooks that will receive its changes, and what that
    means for the key."""

    subscription: RegulatorySubscription
    webhooks: list[str]
    note: str


@dataclass(frozen=True)
class Change:
    """A reference added or amended, as regulatory.update tells it (its payload is this, dumped by
    RegulatoryUpdate)."""

    change: str
    reference: RegulatoryReference
    timestamp: datetime
    event: str = EVENT
    disclaimer: str = DISCLAIMER


def describe(ref: RegulatoryReference) -> dict:
    """A reference as the feed reads it (regulatory.update's `reference`, the monitors' input)."""
    return READ.dump(ref)


def _covers(sub: RegulatorySubscription, ref: RegulatoryReference) -> bool:
    """Empty lists cover everything; an EU text concerns a key that follows any member state."""
    where = not sub.jurisdictions or any(ref.jurisdiction in jurisdictions_concerning(code)
                                         for code in sub.jurisdictions)
    return where and (not sub.tags or bool(set(sub.tags) & set(ref.tags)))


def _announce(ref: RegulatoryReference, change: str) -> list[str]:
    """regulatory.update for every subscription that covers the reference, and the monitors it concerns."""
    payload = UPDATE.dump(Change(change, ref, utcnow()))
    live_premium = (ApiKey.revoked_at.is_(None), ApiKey.tier.in_(PREMIUM_TIERS), ApiKey.is_demo.is_(False))
    subs = db.session.scalars(select(RegulatorySubscription)
                              .join(ApiKey, ApiKey.id == RegulatorySubscription.owner_key_id).where(*live_premium)
                              .order_by(RegulatorySubscription.owner_key_id))
    out = [events.publish(EVENT, payload, sub.owner_key_id).id for sub in subs if _covers(sub, ref)]
    return out + on_regulatory_reference(describe(ref))


def _upsert(row: dict, report: ImportReport) -> None:
    data = IMPORT.load(row)
    data["tags"] = list(dict.fromkeys(data["tags"]))
    digest = signing.content_hash(data)
    ref = db.session.get(RegulatoryReference, data["id"])
    if ref is not None and ref.content_hash == digest:
        report.unchanged.append(data["id"])
        return
    change = "added" if ref is None else "amended"
    if ref is None:
        ref = RegulatoryReference(id=data["id"], created_at=utcnow())
        db.session.add(ref)
    for name, value in data.items():
        setattr(ref, name, value)
    ref.tag_list, ref.content_hash, ref.updated_at = f",{','.join(ref.tags)},", digest, utcnow()
    db.session.flush()
    report.events += _announce(ref, change)
    getattr(report, change).append(data["id"])


def import_references(rows: list) -> ImportReport:
    """Upsert references one by one, each in its own savepoint: a bad row is reported, never half-written."""
    report = ImportReport()

    def refuse(row, error):
        messages = (error.messages if isinstance(error, ValidationError) else
                    {"row": ["A value does not fit its column."]} if isinstance(error, DataError) else
                    {"row": ["Not an object."]})
        report.rejected.append({"id": row.get("id") if isinstance(row, dict) else None, "errors": messages})

    each_in_savepoint(rows, lambda row: _upsert(row, report), refuse,
                      expected=(ValidationError, AttributeError, DataError))
    if report.added or report.amended:  # readers that keep what they built from the feed (the assistant) rebuild
        counters.bump(VERSION_COUNTER)
        counters.versions().forget()
    return report


def seed() -> str | None:
    """`flask seed`: the shipped references (added or amended ones only announce themselves)."""
    report = import_references(load("regulatory")["references"])
    return None if not (report.added or report.amended) else f"regulatory references, {report.summary()}"


def feed(window: Window, jurisdiction: str | None = None, tag: str | None = None, since: str | None = None) -> Feed:
    """References, newest first; a member state's feed includes the EU's texts."""
    stmt = select(RegulatoryReference)
    if jurisdiction:
        stmt = stmt.where(RegulatoryReference.jurisdiction.in_(jurisdictions_concerning(jurisdiction)))
    if tag:
        stmt = stmt.where(RegulatoryReference.tag_list.contains(f",{tag},", autoescape=True))
    if since:
        stmt = stmt.where(RegulatoryReference.date >= since)
    asked = {"jurisdiction": jurisdiction, "tag": tag, "since": since}
    page = page_of(stmt.order_by(RegulatoryReference.date.desc(), RegulatoryReference.id), window, params=asked)
    return Feed(page, load("regulatory")["as_of"])


def jurisdictions() -> list[str]:
    """The jurisdictions the feed has references for, EU first (the page's filter)."""
    found = set(db.session.scalars(select(RegulatoryReference.jurisdiction).distinct()))
    return sorted(found, key=lambda code: (code != "EU", code))


def subscribe(key: KeyIdentity, jurisdictions: list[str], tags: list[str]) -> Subscribed:
    """Create or replace the key's subscription; say which of its webhooks will receive regulatory.update."""
    now = utcnow()
    sub = db.session.get(RegulatorySubscription, key.id)
    if sub is None:
        try:
            with savepoint():
                sub = RegulatorySubscription(owner_key_id=key.id, jurisdictions=[], tags=[], created_at=now,
                                             updated_at=now)
                db.session.add(sub)
                db.session.flush()
        except IntegrityError:  # the same key subscribed at the same moment: the database kept one
            sub = db.session.get(RegulatorySubscription, key.id)
    sub.jurisdictions, sub.tags, sub.updated_at = sorted(set(jurisdictions)), sorted(set(tags)), now
    db.session.flush()
    hooks = receiving(key.id, EVENT)
    note = ("Each new or amended reference this subscription covers is sent as regulatory.update to these webhooks."
            if hooks else "No active webhook of this key chose regulatory.update yet: register one "
                          "(POST /api/v1/webhooks) to receive the changes.")
    return Subscribed(sub, hooks, note)


class SourceError(Exception):
    """The live source could not be read; nothing was changed."""


def refresh() -> ImportReport | None:
    """Import the references at REGULATORY_SOURCE_URL (HTTPS JSON, the shipped file's shape) through the fetch
    door; None when no source is set. A failed fetch or an unreadable answer changes nothing."""
    url = current_app.config.get("REGULATORY_SOURCE_URL")
    if not url:
        return None
    try:
        response = fetch(url)
        if response.status != 200:
            raise SourceError(f"the source answered {response.status}")
        data = json.loads(response.body)
    except FetchError as error:
        raise SourceError(f"{error.code}: {error.message}") from error
    except ValueError as error:
        raise SourceError("the source's answer is not JSON") from error
    rows = data.get("references") if isinstance(data, dict) else data
    if not isinstance(rows, list):
        raise SourceError("the source's JSON has no 'references' list")
    return import_references(rows)
