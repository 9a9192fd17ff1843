"""Scoring with persistence: score, batch, history, monitors and their regulatory re-scores."""

from __future__ import annotations

from dataclasses import dataclass, field

from marshmallow import ValidationError
from sqlalchemy import insert, select

from app.extensions import db
from app.platform.auth import KeyIdentity
from app.platform.batch import Batch, summary
from app.platform.clock import utcnow
from app.platform.db import insert_together, savepoint
from app.platform.errors import DomainError, flatten_messages
from app.platform.ids import new_id
from app.platform.listing import HoldsPage, Page, Window, page_of
from app.platform.meta import meta
from app.platform.urls import external_url
from app.scoring.errors import ScoreHistoryNotFound
from app.scoring.models import ScoreEntry, ScoreSeries
from app.scoring.readiness import Readiness, compute, resolve_weights
from app.scoring.schemas import ScoreRequest


@dataclass(frozen=True)
class Scored:
    """One score as the API answers it (ScoreResult): its readiness, the id of its history and whether this score
    was stored there, and the meta (with the weights applied when they are not the default). The readiness's
    parts read as the answer's own (`scored.score`, `scored.gaps`)."""

    score_id: str
    history_url: str
    persisted: bool
    readiness: Readiness
    meta: dict

    def __getattr__(self, name: str):
        try:
            return getattr(self.__dict__["readiness"], name)
        except KeyError:
            raise AttributeError(name) from None


@dataclass(frozen=True)
class BatchItem:
    """One item of a score batch (ScoreBatchItem): its score, or the error that refused it; the score's parts read
    as the item's own, and a refused item has none."""

    index: int
    ok: bool
    answer: Scored | None = None
    error: dict | None = None
    meta: dict = field(default_factory=meta)

    def __getattr__(self, name: str):
        answer = self.__dict__.get("answer")
        if answer is None:
            raise AttributeError(name)
        return getattr(answer, name)


@dataclass(frozen=True)
class History(HoldsPage):
    """One window of a series' entries (ScoreEntry, oldest first): the scr_ session or mon_ monitor, and the Page
    of its entries."""

    series: ScoreSeries
    found: Page

    score_id = property(lambda self: self.series.id)
    kind = property(lambda self: self.series.kind)
    entries = property(lambda self: self.found.items)


def history_url(score_id: str) -> str:
    return external_url("scoring.ScoreHistoryView", score_id=score_id)


def _check_premium(request: dict, key: KeyIdentity | None) -> None:
    if (request.get("profile") or request.get("weights")) and not (key and key.is_premium):
        from app.platform.auth import premium_required

        raise premium_required(403)


def owned_series(series_id: str, key: KeyIdentity) -> ScoreSeries:
    series = db.session.scalars(select(ScoreSeries).where(
        ScoreSeries.id == series_id, ScoreSeries.owner_key_id == key.id)).first()
    if series is None:
        raise ScoreHistoryNotFound()
    return series


def _entry(series_id: str, result: Readiness, trigger: str) -> dict:
    return {"series_id": series_id, "score": result.score, "grade": result.grade, "status": result.status,
            "mica_classification": result.mica_classification, "breakdown": result.breakdown, "trigger": trigger,
            "created_at": utcnow()}


def add_entry(series: ScoreSeries, result: Readiness, trigger: str) -> ScoreEntry:
    entry = ScoreEntry(**_entry(series.id, result, trigger))
    db.session.add(entry)
    db.session.flush()
    return entry


def stored_request(request: dict) -> dict:
    return {k: v for k, v in request.items() if k not in ("record_history", "score_id") and v is not None}


def evaluate(request: dict) -> Readiness:
    """Pure scoring of a validated request with the weights it asks for, nothing stored."""
    weights, _, _ = resolve_weights(request.get("profile"), request.get("weights"))
    return compute(request, weights, request.get("locale") or "en")


def score_meta(request: dict) -> dict:
    """A score answer's meta: with the weights applied, their source and whether they were normalised, unless
    they are the default."""
    weights, source, normalised = resolve_weights(request.get("profile"), request.get("weights"))
    if source == "default":
        return meta()
    return meta(weights_applied=weights, weights_source=source, weights_normalized=normalised)


def score(request: dict, key: KeyIdentity | None, record_history: bool = True) -> Scored:
    """Score one request; store it in its history when the caller has a real key and wants it."""
    _check_premium(request, key)
    result = evaluate(request)
    wanted = request.get("record_history")
    persist = key is not None and not key.is_demo and (record_history if wanted is None else wanted)
    score_id = request.get("score_id")
    if persist:
        score_id = _record(request, result, key, score_id)
    score_id = score_id or new_id("scr")
    return Scored(score_id, history_url(score_id), persist, result, score_meta(request))


# the values are bound when the statement runs: building an INSERT with values() coerces each one, JSON too
_ENTRY = insert(ScoreEntry.__table__)


def _record(request: dict, result: Readiness, key: KeyIdentity, score_id: str | None) -> str:
    """Store a score in its history (a new scr_ session unless score_id names one of the key's): INSERTs without
    ORM objects for a unit of work to sort out, a new session and its entry in one statement on PostgreSQL; the
    session's id."""
    series = owned_series(score_id, key) if score_id else None
    if series is None:
        score_id = new_id("scr")
        insert_together(ScoreSeries.__table__, {
            "id": score_id, "kind": "session", "owner_key_id": key.id, "label": None,
            "request": stored_request(request), "jurisdiction": None, "asset_type": None, "active": True,
            "created_at": utcnow()}, ScoreEntry.__table__, _entry(score_id, result, "request"))
        return score_id
    series.request = stored_request(request)
    db.session.execute(_ENTRY, _entry(series.id, result, "request"))
    return series.id


def score_batch(items: list, key: KeyIdentity | None, record_history: bool) -> Batch:
    """Score 1-20 items; a bad item answers its own error and the others go on."""
    out = []
    for index, raw in enumerate(items):
        try:
            if not isinstance(raw, dict):
                raise ValidationError({"_schema": ["Each item must be a JSON object."]})
            request = ScoreRequest().load(raw)
            with savepoint():  # a failing item writes nothing
                answer = score(request, key, record_history)
            out.append(BatchItem(index, True, answer, meta=answer.meta))
        except ValidationError as error:
            out.append(BatchItem(index, False, error={
                "code": "validation_error", "message": "; ".join(_messages(error.messages)),
                "details": {"fields": flatten_messages(error.messages)}}))
        except DomainError as error:
            out.append(BatchItem(index, False, error={"code": error.code, "message": error.message}))
    return summary(out)


def _messages(messages, prefix: str = "") -> list[str]:
    if isinstance(messages, dict):
        return [m for k, v in messages.items()
                for m in _messages(v, "" if k == "_schema" else f"{prefix}{k}: ")]
    return [f"{prefix}{m}" for m in messages] if isinstance(messages, list) else [f"{prefix}{messages}"]


def history(series_id: str, key: KeyIdentity, limit: int = 100, offset: int = 0) -> History:
    """The owner's entries (ScoreEntry, serialised by the HistoryEntry schema) of a scr_ or mon_ series, oldest
    first; another key's id is 404."""
    series = owned_series(series_id, key)
    return History(series, page_of(select(ScoreEntry).where(ScoreEntry.series_id == series.id)
                                   .order_by(ScoreEntry.id), Window(limit, offset)))


def score_with_secret(request: dict, secret: str | None) -> tuple[Scored, History | None]:
    """Score for the hub's page: anonymous like the demo key, or with the visitor's own key (counted).

    Returns the result and, when it was stored, the history of its score_id.
    """
    from app.platform.auth import page_key

    # checked, counted, and a premium feature refused before it spends anything, as every keyed page does
    key = page_key(secret, premium=bool(request.get("profile") or request.get("weights"))) if secret else None
    result = score(request, key)
    return result, history(result.score_id, key) if result.persisted else None
