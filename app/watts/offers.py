"""Producer capacity: publish an offer, the offer board, an offer's free capacity, ranking offers for a buyer,
withdrawing. Sample offers (samples.py: the seed's, marked `sample`) are shown and ranked beside the caller's
mode's offers, and never ranked for a reservation.

Capacity is power over time: a confirmed reservation holds `reserved_kw` (its energy over the hours it shares with
the offer's window) during that overlap. An offer's free kW over a window is its capacity less the peak of what the
confirmed reservations overlapping that window hold at once (a sweep over their starts and ends). Withdrawing an
offer closes it to new reservations; the confirmed ones keep their units.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, time, timedelta
from typing import ClassVar

from sqlalchemy import select

from app.extensions import db
from app.platform import livemode
from app.platform.auth import KeyIdentity
from app.platform.clock import aware, utcnow
from app.platform.db import move
from app.platform.ids import new_id
from app.platform.listing import Page, Window, page_of
from app.platform.urls import external_url
from app.watts import match
from app.watts.advice import Advice, advise
from app.watts.errors import OfferNotFound
from app.watts.models import Offer, Reservation

MAX_CANDIDATES = 2000  # open offers in one country sharing one window: far more than a local market holds


@dataclass(frozen=True)
class OfferShown:
    """An offer as a key sees it: `mine` says whether that key published it (the owner is never named)."""

    offer: Offer
    mine: bool
    generation_source_note: ClassVar[str] = "indicative: not a verified green claim"


@dataclass(frozen=True)
class OfferWithFree(OfferShown):
    """An offer with its free kW (rounded to the watt): over its own window on the board, over the buyer's in a
    match."""

    free_kw: float


@dataclass(frozen=True)
class RankedOffer(OfferWithFree):
    """An open offer ranked for a buyer's profile: its match score and the parts it is the sum of."""

    match_score: float
    parts: list[dict]

    @property
    def match(self) -> dict:
        """The match as an answer shows it."""
        return {"parts": self.parts}

    def shares_time(self) -> bool:
        """Whether the offer's window meets the buyer's at all (the window factor is above 0)."""
        return next(p for p in self.parts if p["name"] == "window")["value"] > 0


@dataclass(frozen=True)
class Ranking:
    """The open offers ranked for a profile, best first, with the weights the score used and where it is
    explained."""

    offers: list[RankedOffer]
    weights: dict[str, int]
    methodology_url: str
    advice: Advice | None = None  # what to change in the profile when nothing (or nothing under the cap) matches


def shown_to(key: KeyIdentity | None):
    """Where an offer is shown to this caller: its mode's offers (livemode), and the samples, marked as such."""
    return livemode.visible(Offer.owner_key_id, key) | Offer.sample.is_(True)


def _mine(offer: Offer, key: KeyIdentity | None) -> bool:
    return key is not None and offer.owner_key_id == key.id


def publish(body: dict, key: KeyIdentity) -> OfferShown:
    """A new open offer of this key."""
    offer = Offer(id=new_id("wof"), owner_key_id=key.id, status="open", window_start=body["window"]["start"],
                  window_end=body["window"]["end"], capacity_kw=body["capacity_kw"],
                  country=body["zone"]["country"], zone_id=body["zone"].get("zone_id"), firmness=body["firmness"],
                  generation_source=body["generation_source"], label=body["label"], version=0, created_at=utcnow())
    db.session.add(offer)
    db.session.flush()
    return OfferShown(offer, mine=True)


def peak_kw(holds: list[tuple[datetime, datetime, float]], window: tuple[datetime, datetime]) -> float:
    """The most kW the holds (start, end, kW) take at once within the window."""
    edges = []
    for start, end, kw in holds:
        common = match.overlap((aware(start), aware(end)), window)
        if common:
            edges += [(common[0], kw), (common[1], -kw)]
    peak = current = 0.0
    for _moment, change in sorted(edges, key=lambda edge: (edge[0], edge[1])):  # an end before a start at a tie
        current += change
        peak = max(peak, current)
    return peak


def _holds(offer_ids: list[str], exclude: str | None = None) -> dict[str, list]:
    """offer id -> the (start, end, kW) its confirmed and settled reservations hold, in one query."""
    out: dict[str, list] = {offer_id: [] for offer_id in offer_ids}
    if not offer_ids:
        return out
    rows = db.session.execute(select(Reservation.offer_id, Reservation.window_start, Reservation.window_end,
                                     Reservation.reserved_kw)
                              .where(Reservation.offer_id.in_(offer_ids),
                                     Reservation.status.in_(("confirmed", "settled")),
                                     Reservation.id != (exclude or "")))
    for offer_id, start, end, kw in rows:
        out[offer_id].append((start, end, kw or 0.0))
    return out


def free_kw(offer: Offer, window: tuple[datetime, datetime], exclude: str | None = None,
            holds: list | None = None) -> float:
    """The offer's capacity not held by its confirmed or settled reservations over the window."""
    holds = _holds([offer.id], exclude)[offer.id] if holds is None else holds
    return offer.capacity_kw - peak_kw(holds, window)


def facts(offer: Offer) -> dict:
    """What matching reads of an offer."""
    return {"start": aware(offer.window_start), "end": aware(offer.window_end), "country": offer.country,
            "zone_id": offer.zone_id, "firmness": offer.firmness, "generation_source": offer.generation_source,
            "capacity_kw": offer.capacity_kw}


def profile_of(body: dict) -> dict:
    """A buyer's profile (the API's body) as matching reads it."""
    return {"start": body["window"]["start"], "end": body["window"]["end"], "energy_kwh": body["energy_kwh"],
            "country": body["zone"]["country"], "zone_id": body["zone"].get("zone_id"),
            "carbon_max": body.get("carbon_intensity_max_gco2_kwh"), "firmness": body["firmness"],
            "generation_source": body.get("generation_source")}


def open_to(key: KeyIdentity | None, samples: bool = True):
    """The open offers a buyer may be ranked against: shown to the caller (samples only when asked), never its own."""
    stmt = select(Offer).where(Offer.status == "open", shown_to(key) if samples else
                               livemode.visible(Offer.owner_key_id, key) & Offer.sample.is_(False))
    if key is not None:
        stmt = stmt.where((Offer.owner_key_id != key.id) | Offer.owner_key_id.is_(None))
    return stmt


def ranked(profile: dict, key: KeyIdentity | None, limit: int = 20, samples: bool = True) -> list[RankedOffer]:
    """The open offers in the buyer's country that share time with the buyer's window, best match first (never
    the buyer's own; samples unless a reservation asks); power is bought where it is delivered, so another
    country's offers are not ranked."""
    stmt = open_to(key, samples).where(Offer.country == profile["country"], Offer.window_end > profile["start"],
                                          Offer.window_start < profile["end"])
    candidates = list(db.session.scalars(stmt.order_by(Offer.created_at, Offer.id).limit(MAX_CANDIDATES)))
    holds = _holds([offer.id for offer in candidates])
    rows = []
    for offer in candidates:
        free = max(0.0, free_kw(offer, (profile["start"], profile["end"]), holds=holds[offer.id]))
        scored = match.score(profile, facts(offer), free)
        rows.append(RankedOffer(offer, _mine(offer, key), round(free, 3), scored["match_score"], scored["parts"]))
    rows.sort(key=lambda r: (-r.match_score, aware(r.offer.created_at), r.offer.id))
    return rows[:limit]


def match_offers(body: dict, key: KeyIdentity | None) -> Ranking:
    """Rank the open offers for a buyer's profile (samples included, marked), with what to change when nothing
    fits; nothing is stored."""
    profile = profile_of(body)
    rows = ranked(profile, key)
    others = [] if rows else list(db.session.scalars(open_to(key).order_by(Offer.window_start, Offer.id)
                                                     .limit(MAX_CANDIDATES)))
    return Ranking(rows, match.WEIGHTS, external_url("watts_pages.methodology"), advise(profile, rows, others))


def board(args: dict, key: KeyIdentity | None) -> Page:
    """The offer board: open offers (or withdrawn ones), everyone's or this key's, filtered; earliest window first,
    each with its free capacity over its window."""
    stmt = select(Offer).where(Offer.status == args["status"], shown_to(key))
    if args.get("mine") and key is not None:
        stmt = stmt.where(Offer.owner_key_id == key.id)
    for name in ("country", "firmness", "generation_source"):
        if args.get(name):
            stmt = stmt.where(getattr(Offer, name) == args[name].upper() if name == "country" else
                              getattr(Offer, name) == args[name])
    if args.get("day"):
        start = datetime.combine(args["day"], time.min, tzinfo=UTC)
        stmt = stmt.where(Offer.window_start < start + timedelta(days=1), Offer.window_end > start)
    params = {k: str(args[k]) for k in ("status", "day", "country", "firmness", "generation_source")
              if args.get(k)}
    if args.get("mine"):
        params["mine"] = 1
    page = page_of(stmt.order_by(Offer.window_start, Offer.id), Window(args["limit"], args["offset"]),
                   params=params)
    holds = _holds([o.id for o in page.items])  # one query for the page, not one per offer
    return page.mapped(lambda offer: _with_free(offer, key, holds[offer.id]))


def _with_free(offer: Offer, key: KeyIdentity | None, holds: list | None = None) -> OfferWithFree:
    window = (aware(offer.window_start), aware(offer.window_end))
    return OfferWithFree(offer, _mine(offer, key), round(max(0.0, free_kw(offer, window, holds=holds)), 3))


def read(offer_id: str, key: KeyIdentity) -> OfferWithFree:
    """An offer of the board, with its free capacity."""
    offer = db.session.scalar(select(Offer).where(Offer.id == offer_id, shown_to(key))) \
        if isinstance(offer_id, str) else None
    if offer is None:
        raise OfferNotFound()
    return _with_free(offer, key)


def withdraw(offer_id: str, key: KeyIdentity) -> OfferWithFree:
    """open -> withdrawn, by its owner (another key's offer is 404); confirmed reservations keep their units."""
    offer = db.session.scalar(select(Offer).where(Offer.id == offer_id, Offer.owner_key_id == key.id))
    if offer is None:
        raise OfferNotFound()
    move(offer, "open", "withdrawn", "This offer is already {status}.", withdrawn_at=utcnow(),
         version=Offer.version + 1)
    return _with_free(offer, key)
