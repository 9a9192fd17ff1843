"""Factories of the regulatory feed: a made-up reference row, a reference imported (or amended) through the feed's
own import, and a key's subscription; inside the caller's app context, flushed, not committed."""

from __future__ import annotations

from collections.abc import Sequence

from app.extensions import db
from app.platform.auth import KeyIdentity
from app.regulatory import service
from app.regulatory.models import RegulatoryReference, RegulatorySubscription


def reference_row(**overrides) -> dict:
    """A valid import row of a made-up French reference; override any field."""
    return {"id": "fr-made-up-notice", "date": "2026-11-02", "jurisdiction": "FR", "tags": ["amf"],
            "title": "A made-up AMF notice on tokenized bonds", "summary": "What the notice says, in two lines.",
            "url": "https://www.amf-france.org/en/made-up-notice", "requirement": None, "asset_types": [],
            "sources": [{"label": "AMF", "url": "https://www.amf-france.org/en"}], **overrides}


def reference(**overrides) -> RegulatoryReference:
    """A reference imported from reference_row(**overrides): added, or amended when its id exists (announced as
    the import announces it)."""
    report = service.import_references([reference_row(**overrides)])
    assert not report.rejected, report.rejected
    return db.session.get(RegulatoryReference, reference_row(**overrides)["id"])


def subscription(key: KeyIdentity, jurisdictions: Sequence[str] = (),
                 tags: Sequence[str] = ()) -> RegulatorySubscription:
    """The key's subscription to the feed (empty lists: everything)."""
    service.subscribe(key, list(jurisdictions), list(tags))
    return db.session.get(RegulatorySubscription, key.id)
