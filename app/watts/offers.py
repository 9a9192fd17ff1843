"""Producer capacity: publish an offer, the offer board, an offer's free capacity, ranking offers for a buyer,
withdrawing.

Capacity is power over time: a confirmed reservation holds `reserved_kw` (its energy over the hours it shares with
the offer's window) during that overlap. An offer's free kW over a window is its capacity less the peak of what the
confirmed reservations overlapping that window hold at once (a sweep over their starts and ends). Withdrawing an
offer closes it to new reservations; the confirmed ones keep their units.
"""

from __future__ import annotations

from datetime import UTC, datetime, time, timedelta

from sqlalchemy import select

from app.extensions import db
from app.platform.auth import KeyIdentity
from app.platform.clock import aware, iso, utcnow
from app.platform.db import move
from app.platform.ids import new_id
from app.platform.listing import Window, page_of
from app.platform.urls import external_url
from app.watts import match
from app.watts.errors import OfferNotFound
from app.watts.models import Offer, Reservation

MAX_CANDIDATES = 2000  # open offers in one country sharing one window: far more than a local market holds


def publish(body: dict, key: KeyIdentity) -> dict:
    """A new open offer of this key."""
    offer = Offer(id=new_id("wof"), owner_key_id=key.id, status="open", window_start=body["window"]["start"],
                  window_end=body["window"]["end"], capacity_kw=body["capacity_kw"],
                  country=body["zone"]["country"], zone_id=body["zone"].get("zone_id"), firmness=body["firmness"],
                  generation_source=body["generation_source"], label=body["label"], version=0, created_at=utcnow())
    db.session.add(offer)
    db.session.flush()
    return view(offer, key)


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
            "carbon_max": body["carbon_intensity_max_gco2_kwh"], "firmness": body["firmness"],
            "generation_source": body.get("generation_source")}


def ranked(profile: dict, key: KeyIdentity | None, limit: int = 20) -> list[dict]:
    """The open offers in the buyer's country that share time with the buyer's window, best match first (never
    the buyer's own); power is bought where it is delivered, so another country's offers are not ranked."""
    stmt = select(Offer).where(Offer.status == "open", Offer.country == profile["country"],
                               Offer.window_end > profile["start"], Offer.window_start < profile["end"])
    if key is not None:
        stmt = stmt.where((Offer.owner_key_id != key.id) | Offer.owner_key_id.is_(None))
    candidates = list(db.session.scalars(stmt.order_by(Offer.created_at, Offer.id).limit(MAX_CANDIDATES)))
    holds = _holds([offer.id for offer in candidates])
    rows = []
    for offer in candidates:
        free = free_kw(offer, (profile["start"], profile["end"]), holds=holds[offer.id])
        rows.append({"offer": offer, "free_kw": max(0.0, free), **match.score(profile, facts(offer), free)})
    rows.sort(key=lambda r: (-r["match_score"], aware(r["offer"].created_at), r["offer"].id))
    return rows[:limit]


def match_offers(body: dict, key: KeyIdentity | None) -> dict:
    """Rank the open offers for a buyer's profile; nothing is stored."""
    profile = profile_of(body)
    rows = ranked(profile, key)
    return {"offers": [{**view(r["offer"], key), "free_kw": round(r["free_kw"], 3), "match_score": r["match_score"],
                        "match": {"parts": r["parts"]}} for r in rows],
            "weights": match.WEIGHTS, "methodology_url": external_url("watts_pages.methodology")}


def view(offer: Offer, key: KeyIdentity | None) -> dict:
    """An offer as the board shows it; `mine` says whether the caller published it (the owner is never named)."""
    return {"id": offer.id, "status": offer.status, "window": {"start": iso(offer.window_start),
                                                               "end": iso(offer.window_end)},
            "capacity_kw": offer.capacity_kw, "zone": {"country": offer.country, "zone_id": offer.zone_id},
            "firmness": offer.firmness, "generation_source": offer.generation_source, "label": offer.label,
            "created_at": iso(offer.created_at), "withdrawn_at": iso(offer.withdrawn_at),
            "mine": key is not None and offer.owner_key_id == key.id,
            "generation_source_note": "indicative: not a verified green claim"}


def board(args: dict, key: KeyIdentity | None) -> dict:
    """The offer board: open offers (or withdrawn ones), everyone's or this key's, filtered; earliest window first."""
    stmt = select(Offer).where(Offer.status == args["status"])
    if args.get("mine") and key is not None:
        stmt = stmt.where(Offer.owner_key_id == key.id)
    for name in ("country", "firmness", "generation_source"):
        if args.get(name):
            stmt = stmt.where(getattr(Offer, name) == args[name].upper() if name == "country" else
                              getattr(Offer, name) == args[name])
    if args.get("day"):
        start = datetime.combine(args["day"], time.min, tzinfo=UTC)
        stmt = stmt.where(Offer.window_start < start + timedelta(days=1), Offer.window_end > start)
    page = page_of(stmt.order_by(Offer.window_start, Offer.id), Window(args["limit"], args["offset"]))
    params = {k: str(args[k]) for k in ("status", "day", "country", "firmness", "generation_source")
              if args.get(k)}
    if args.get("mine"):
        params["mine"] = 1
    holds = _holds([o.id for o in page.items])  # one query for the page, not one per offer
    return {"offers": [_with_free(o, key, holds[o.id]) for o in page.items], **page.envelope(params=params)}


def _with_free(offer: Offer, key: KeyIdentity | None, holds: list | None = None) -> dict:
    window = (aware(offer.window_start), aware(offer.window_end))
    return {**view(offer, key), "free_kw": round(max(0.0, free_kw(offer, window, holds=holds)), 3)}


def read(offer_id: str, key: KeyIdentity) -> dict:
    offer = db.session.get(Offer, offer_id) if isinstance(offer_id, str) else None
    if offer is None:
        raise OfferNotFound()
    return _with_free(offer, key)


def withdraw(offer_id: str, key: KeyIdentity) -> dict:
    """open -> withdrawn, by its owner (another key's offer is 404); confirmed reservations keep their units."""
    offer = db.session.scalar(select(Offer).where(Offer.id == offer_id, Offer.owner_key_id == key.id))
    if offer is None:
        raise OfferNotFound()
    move(offer, "open", "withdrawn", "This offer is already {status}.", withdrawn_at=utcnow(),
         version=Offer.version + 1)
    return _with_free(offer, key)
