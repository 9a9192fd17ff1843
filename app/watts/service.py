"""Watts Reserve's service: the booking engine the doors call for reservation intents, from request to settled
(reserve, the keyless preview, read, list, confirm, settle, cancel, expiry). It ranks offers and counts their free
capacity through offers.py (which also keeps the offer board), scores through match.py, and mints and retires the
units through ChargeFlow's service; the secondary listing board is listings.py.

States (documented in the developer hub): pending_confirm (stored with its match, nothing minted) -> confirmed (a
CFU-E for a firm request, a CFU-F for a flex one, minted with attributes.reservation_id, the offer's capacity held)
-> settled (the delivery recorded, the unit retired). A pending intent may be cancelled by its owner, and expires
when its window ends unconfirmed. Any other move is refused (an InvalidState: 409 invalid_state) and changes
nothing. Every move is a conditional update; a confirm also bumps its offer's version under the condition that it
is unchanged, so two confirms racing for one offer give one success, and capacity is never promised twice.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import ClassVar

from sqlalchemy import select, update

from app.chargeflow import service as units
from app.chargeflow.service import stamp
from app.extensions import db
from app.platform.auth import KeyIdentity
from app.platform.clock import aware, utcnow
from app.platform.db import move, write_in_read
from app.platform.errors import InvalidState
from app.platform.ids import new_id
from app.platform.listing import Page, Window, page_of
from app.watts import match, notices, offers
from app.watts.errors import (
    CapacityTaken,
    OfferUnavailable,
    Overbooked,
    ReservationNotFound,
    ReservationNotPending,
    TooEarly,
)
from app.watts.models import Offer, Reservation

TOLERANCE = 1e-9
NO_MATCH = {"parts": [], "note": "no open offer shares this window"}  # the match an intent stores without an offer


@dataclass(frozen=True)
class Preview:
    """The demo's answer: the intent a reservation would store, computed and not stored (no id, nothing minted)."""

    offer_id: str | None
    match_score: float
    match: dict
    status: ClassVar[str] = "preview"
    note: ClassVar[str] = "A demo: nothing is stored, reserved or minted."


def reserve(body: dict, key: KeyIdentity) -> Reservation:
    """Store an intent with its best match among the open offers, samples never (none: offer_id null,
    match_score 0)."""
    profile = offers.profile_of(body)
    best = next(iter(r for r in offers.ranked(profile, key, limit=1, samples=False) if r.shares_time()), None)
    intent = Reservation(id=new_id("wrs"), owner_key_id=key.id, status="pending_confirm",
                         window_start=profile["start"], window_end=profile["end"], energy_kwh=profile["energy_kwh"],
                         country=profile["country"], zone_id=profile["zone_id"], carbon_max=profile["carbon_max"],
                         firmness=profile["firmness"], generation_source=profile["generation_source"],
                         created_at=utcnow(), offer_id=best.offer.id if best else None,
                         match_score=best.match_score if best else 0.0,
                         match={"parts": best.parts, "free_kw": best.free_kw} if best else dict(NO_MATCH))
    db.session.add(intent)
    db.session.flush()
    return intent


def preview(body: dict) -> Preview:
    """The demo: the intent a reservation would store, computed and not stored (no id, nothing minted)."""
    best = next(iter(offers.ranked(offers.profile_of(body), None, limit=1, samples=False)), None)
    if best is None:
        return Preview(None, 0.0, {"parts": []})
    return Preview(best.offer.id, best.match_score, best.match)


def owned(reservation_id: str, key: KeyIdentity) -> Reservation:
    """One of the key's reservations (another key's, or an unknown id, is ReservationNotFound); an unconfirmed one
    whose window has ended is moved to expired first."""
    found = db.session.scalar(select(Reservation).where(Reservation.id == reservation_id,
                                                        Reservation.owner_key_id == key.id))
    if found is None:
        raise ReservationNotFound()
    if found.status == "pending_confirm" and aware(found.window_end) <= utcnow():
        with write_in_read():  # a GET that finds it overdue moves it too
            _move(found, "pending_confirm", "expired", closed_at=utcnow())
            notices.reservation_moved(notices.EXPIRED, found)
    return found


def _move(intent: Reservation, from_state: str, to_state: str, **values) -> None:
    """The conditional move; InvalidState (nothing changed) when the intent is not in from_state."""
    move(intent, from_state, to_state, f"This reservation is {{status}}: it cannot become {to_state}.", **values)


def read(reservation_id: str, key: KeyIdentity) -> Reservation:
    return owned(reservation_id, key)


def mine(args: dict, key: KeyIdentity) -> Page:
    """This key's reservations, newest first, of one status when asked."""
    stmt = select(Reservation).where(Reservation.owner_key_id == key.id)
    if args.get("status"):
        stmt = stmt.where(Reservation.status == args["status"])
    return page_of(stmt.order_by(Reservation.created_at.desc(), Reservation.id.desc()),
                   Window(args["limit"], args["offset"]), params={"status": args.get("status")})


def confirm(reservation_id: str, key: KeyIdentity) -> Reservation:
    """pending_confirm -> confirmed: hold the offer's capacity and mint the unit, in one transaction."""
    intent = owned(reservation_id, key)
    if intent.status != "pending_confirm":
        raise ReservationNotPending(f"This reservation is {intent.status}: only a pending one is confirmed.",
                                    state=intent.status)
    offer = db.session.get(Offer, intent.offer_id) if intent.offer_id else None
    if offer is not None and offer.sample:
        raise OfferUnavailable("The matched offer is a sample (illustrative, not real capacity): it cannot be "
                               "reserved.")
    if offer is None or offer.status != "open":
        raise OfferUnavailable("The matched offer is withdrawn or there is none: reserve again to match the open "
                               "offers.")
    common = match.overlap((aware(intent.window_start), aware(intent.window_end)),
                           (aware(offer.window_start), aware(offer.window_end)))
    if common is None or common[1] <= utcnow():
        raise OfferUnavailable("The window this reservation shares with its offer is over: capacity is confirmed "
                               "ahead of its use.")
    needed = intent.energy_kwh / match.hours(*common)
    free = offers.free_kw(offer, common, exclude=intent.id)
    if needed > free * (1 + TOLERANCE):
        raise Overbooked(f"The offer has {max(0.0, free):,.1f} kW free in this window; the reservation needs "
                         f"{needed:,.1f} kW.", details={"status": intent.status})
    _hold(offer)
    unit = units.mint_raw("e" if intent.firmness == "firm" else "f", _unit_body(intent, offer, common, needed), key,
                          booked=True)
    _move(intent, "pending_confirm", "confirmed", confirmed_at=utcnow(), reserved_kw=needed, unit_id=unit.id)
    intent.unit = unit
    notices.reservation_moved(notices.CONFIRMED, intent)
    notices.capacity_taken(offer, intent, common, offers.free_kw(offer, (aware(offer.window_start),
                                                                        aware(offer.window_end))))
    return intent


def _hold(offer: Offer) -> None:
    """Bump the offer's version unless someone else did since it was read: a racing confirm is CapacityTaken."""
    held = db.session.execute(update(Offer).where(Offer.id == offer.id, Offer.version == offer.version,
                                                  Offer.status == "open")
                              .values(version=offer.version + 1).execution_options(synchronize_session=False))
    if held.rowcount != 1:
        raise CapacityTaken("Another confirmation took this offer's capacity at the same moment; read the "
                            "reservation and confirm again.")


def _unit_body(intent: Reservation, offer: Offer, common, needed: float) -> dict:
    """A firm reservation's CFU-E (the energy booked over the shared window, at the power it needs) or a flex
    one's CFU-F (that power as capacity over the window), for ChargeFlow's own validation."""
    power = math.ceil(needed * 1000) / 1000
    start, end = stamp(common[0]), stamp(common[1])
    attributes = {"reservation_id": intent.id, "generation_source": offer.generation_source}
    if intent.firmness == "firm":
        return {"session": {"external_session_id": intent.id, "started_at": start, "ended_at": end,
                            "energy_kwh": intent.energy_kwh, "location": {"country": offer.country},
                            "operator_id": offer.id, "max_power_kw": power},
                "attributes": attributes}
    zone = {"country": offer.country, **({"zone_id": offer.zone_id} if offer.zone_id else {})}
    return {"flex": {"external_window_id": intent.id, "window": {"start": start, "end": end}, "capacity_kw": power,
                     "zone": zone, "direction": "up", "firmness": "flex", "operator_id": offer.id},
            "attributes": attributes}


def settle(reservation_id: str, body: dict, key: KeyIdentity) -> Reservation:
    """confirmed -> settled, once the window has begun: record the delivery and retire the unit, in one
    transaction (a unit its owner already retired stays as it is)."""
    intent = owned(reservation_id, key)
    if intent.status == "confirmed" and aware(intent.window_start) > utcnow():
        raise TooEarly("The delivery window has not begun: a reservation is settled after its delivery.",
                       state=intent.status)
    _move(intent, "confirmed", "settled", settled_at=utcnow(), delivery_ref=body["delivery_ref"],
          energy_kwh_delivered=body["energy_kwh_delivered"])
    try:
        unit = units.retire(intent.unit_id, key, f"settled: reservation {intent.id}, delivery "
                                                 f"{body['delivery_ref']}, {body['energy_kwh_delivered']:g} kWh "
                                                 "delivered")
    except InvalidState:  # its owner retired it already
        unit = units.read(intent.unit_id, key)
    intent.unit = unit
    notices.reservation_moved(notices.SETTLED, intent)
    return intent


def cancel(reservation_id: str, key: KeyIdentity) -> Reservation:
    """pending_confirm -> cancelled, by its owner; nothing was minted, so nothing else moves."""
    intent = owned(reservation_id, key)
    _move(intent, "pending_confirm", "cancelled", closed_at=utcnow())
    notices.reservation_moved(notices.CANCELLED, intent)
    return intent


def expire_stale() -> int:
    """Move every pending intent whose window has ended to expired; how many moved.

    The session's copies of the rows moved are found by the rows the UPDATE returns ("fetch"), not by evaluating
    the condition in Python, which would compare a time read back without its zone (SQLite) with an aware one."""
    now = utcnow()
    moved = list(db.session.scalars(update(Reservation).where(Reservation.status == "pending_confirm",
                                                              Reservation.window_end <= now)
                                    .values(status="expired", closed_at=now).returning(Reservation)
                                    .execution_options(synchronize_session="fetch")))
    notices.reservations_expired(moved)
    return len(moved)

