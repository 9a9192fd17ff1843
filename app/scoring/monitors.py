"""Premium monitors: a mon_ series that re-scores its asset when a matching regulatory reference arrives.

on_regulatory_reference() is the door the regulatory feed calls for each new or amended reference; it emits
regulation_update for every matching monitor and new_requirement when the reference brings a requirement.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select

from app.extensions import db
from app.platform import events
from app.platform.auth import KeyIdentity
from app.platform.clock import iso, utcnow
from app.platform.data import jurisdictions_concerning
from app.platform.ids import new_id
from app.platform.listing import Page, Window, page_of
from app.scoring.errors import MonitorNotFound
from app.scoring.models import ScoreEntry, ScoreSeries
from app.scoring.schemas import MonitorAlert
from app.scoring.service import add_entry, evaluate, history_url, owned_series, stored_request

DISCLAIMER = "Indicative monitor alert: not legal advice. Check the official text before acting."
HIGH_IMPACT = 5.0


@dataclass(frozen=True)
class Monitor:
    """A monitor as its answers show it: its mon_ series and its latest entry (None before the first)."""

    series: ScoreSeries
    latest: ScoreEntry | None

    @property
    def monitor_id(self) -> str:
        return self.series.id

    @property
    def history_url(self) -> str:
        return history_url(self.series.id)

    @property
    def label(self) -> str | None:
        return self.series.label

    @property
    def active(self) -> bool:
        return self.series.active

    @property
    def created_at(self) -> str:
        return iso(self.series.created_at)

    @property
    def watching(self) -> ScoreSeries:
        """What re-scores the monitor: its series' jurisdiction and asset type."""
        return self.series


def _latest(series_id: str) -> ScoreEntry | None:
    return db.session.scalars(select(ScoreEntry).where(ScoreEntry.series_id == series_id)
                              .order_by(ScoreEntry.id.desc()).limit(1)).first()


def create_monitor(request: dict, key: KeyIdentity, label: str | None) -> Monitor:
    """Start watching an asset: first entry now, re-scores on matching regulatory references."""
    result = evaluate(request)
    series = ScoreSeries(id=new_id("mon"), kind="monitor", owner_key_id=key.id, label=label,
                         request=stored_request(request), active=True, created_at=utcnow(),
                         jurisdiction=(result.value_of("jurisdiction") or "").upper() or None,
                         asset_type=result.value_of("asset_type"))
    db.session.add(series)
    db.session.flush()
    return Monitor(series, add_entry(series, result, "created"))


def list_monitors(key: KeyIdentity, window: Window) -> Page:
    """The key's monitors (Monitor), oldest first, one window at a time."""
    page = page_of(select(ScoreSeries).where(ScoreSeries.owner_key_id == key.id, ScoreSeries.kind == "monitor")
                   .order_by(ScoreSeries.created_at, ScoreSeries.id), window)
    return page.mapped(lambda series: Monitor(series, _latest(series.id)))


def stop_monitor(monitor_id: str, key: KeyIdentity) -> Monitor:
    """Stop a monitor of this key; its history stays readable."""
    series = owned_series(monitor_id, key)
    if series.kind != "monitor":
        raise MonitorNotFound()
    series.active = False
    db.session.flush()
    return Monitor(series, _latest(series.id))


def matches(series: ScoreSeries, reference: dict) -> bool:
    """A reference concerns a monitor by its jurisdiction (EU covers member states) or asset type."""
    where = (reference.get("jurisdiction") or "").upper()
    if series.asset_type and series.asset_type in (reference.get("asset_types") or ()):
        return True
    if not where:
        return False
    if series.jurisdiction is None:  # a monitor of no stated place follows the EU's texts
        return where == "EU"
    return where in jurisdictions_concerning(series.jurisdiction)


def _severity(reference: dict, impact: float) -> str:
    if reference.get("requirement") or abs(impact) >= HIGH_IMPACT:
        return "high"
    return "medium" if {"mica", "aml"} & set(reference.get("tags") or ()) else "low"


@dataclass(frozen=True)
class Alert:
    """A monitor alert (regulation_update or new_requirement): the reference that re-scored the monitor, how much
    the score moved, and what happened in words; its payload is the MonitorAlert schema's dump of it."""

    event: str
    series: ScoreSeries
    reference: dict
    impact_on_score: float
    summary: str
    timestamp: str
    disclaimer: str = DISCLAIMER

    @property
    def severity(self) -> str:
        return _severity(self.reference, self.impact_on_score)

    @property
    def monitor_id(self) -> str:
        return self.series.id

    @property
    def asset_type(self) -> str | None:
        return self.series.asset_type

    @property
    def jurisdiction(self) -> str | None:
        return self.series.jurisdiction

    @property
    def reference_id(self) -> str | None:
        return self.reference.get("id")


def _payload(event: str, series: ScoreSeries, reference: dict, impact: float, summary: str) -> dict:
    return MonitorAlert().dump(Alert(event, series, reference, impact, summary, iso(utcnow())))


def on_regulatory_reference(reference: dict) -> list[str]:
    """Re-score every active monitor the reference concerns; return the ids of the events emitted."""
    emitted = []
    monitors = db.session.scalars(select(ScoreSeries).where(ScoreSeries.kind == "monitor",
                                                            ScoreSeries.active.is_(True)).order_by(ScoreSeries.id))
    for series in monitors:
        if not matches(series, reference):
            continue
        previous = _latest(series.id)
        result = evaluate(series.request)
        add_entry(series, result, f"regulatory:{reference.get('id', 'unknown')}")
        impact = round(result.score - (previous.score if previous else result.score), 1)
        title = reference.get("title") or "Regulatory reference"
        emitted.append(events.publish("regulation_update", _payload(
            "regulation_update", series, reference, impact, f"{title}: re-scored {result.score}"),
            series.owner_key_id).id)
        if reference.get("requirement"):
            emitted.append(events.publish("new_requirement", _payload(
                "new_requirement", series, reference, impact, f"New requirement: {reference['requirement']}"),
                series.owner_key_id).id)
    return emitted
