"""The events Watts Reserve publishes through the outbox, in the transaction of the move that caused them, and the
schemas of their payloads (declared in the domain, listed on the webhooks guide).

- watts.reservation.confirmed / .settled / .cancelled / .expired: to the reservation's owner, one per move.
- watts.offer.capacity_taken: to the offer's owner, when a confirmed reservation holds part of its capacity (the
  buyer is not named).
- watts.listing.interest: to the listing's owner, when another key records or updates its interest (the interested
  key is not named).
"""

from __future__ import annotations

from marshmallow import Schema, fields

from app.platform import events
from app.platform.clock import utcnow
from app.platform.validate import Instant

CONFIRMED = "watts.reservation.confirmed"
SETTLED = "watts.reservation.settled"
CANCELLED = "watts.reservation.cancelled"
EXPIRED = "watts.reservation.expired"
CAPACITY_TAKEN = "watts.offer.capacity_taken"
INTEREST = "watts.listing.interest"


def _d(text: str) -> dict:
    return {"description": text}


class ReservationEvent(Schema):
    """Payload of watts.reservation.confirmed, .settled, .cancelled and .expired: the reservation after its move."""

    event = fields.String(required=True, metadata=_d("The event's name"))
    reservation_id = fields.String(required=True, attribute="id", metadata=_d("wrs_..."))
    status = fields.String(required=True, metadata=_d("confirmed, settled, cancelled or expired"))
    offer_id = fields.String(allow_none=True, metadata=_d("The offer it was matched to (null: none)"))
    unit_id = fields.String(allow_none=True, metadata=_d("The ChargeFlow unit minted at confirm (retired at "
                                                         "settle)"))
    firmness = fields.String(required=True, metadata=_d("firm (a CFU-E) or flex (a CFU-F)"))
    energy_kwh = fields.Float(required=True, metadata=_d("The energy reserved"))
    reserved_kw = fields.Float(allow_none=True, metadata=_d("The power held on the offer (confirmed, settled)"))
    window_start = Instant(required=True, metadata=_d("The reservation's window"))
    window_end = Instant(required=True)
    delivery_ref = fields.String(allow_none=True, metadata=_d("settled: the delivery's reference"))
    energy_kwh_delivered = fields.Float(allow_none=True, metadata=_d("settled: the energy delivered"))
    shortfall_kwh = fields.Float(allow_none=True, metadata=_d("settled: energy_kwh less energy_kwh_delivered"))
    confirmed_at = Instant(allow_none=True)
    settled_at = Instant(allow_none=True)
    closed_at = Instant(allow_none=True, metadata=_d("cancelled or expired: when"))


class CapacityTakenEvent(Schema):
    """Payload of watts.offer.capacity_taken: what a confirmed reservation holds of the offer, and what is left."""

    event = fields.String(required=True, metadata=_d("The event's name"))
    offer_id = fields.String(required=True, metadata=_d("wof_..."))
    reservation_id = fields.String(required=True, metadata=_d("The reservation holding it (its owner is not "
                                                              "named)"))
    reserved_kw = fields.Float(required=True, metadata=_d("The power held"))
    hold_start = Instant(required=True, metadata=_d("The hold: the window the reservation shares with the offer"))
    hold_end = Instant(required=True)
    capacity_kw = fields.Float(required=True, metadata=_d("The offer's capacity"))
    free_kw = fields.Float(required=True, metadata=_d("What stays free at the busiest moment of the offer's "
                                                      "window, after this hold"))


class InterestEvent(Schema):
    """Payload of watts.listing.interest: an interest recorded (or its note updated) in one of your listings."""

    event = fields.String(required=True, metadata=_d("The event's name"))
    listing_id = fields.String(required=True, metadata=_d("wls_..."))
    reservation_id = fields.String(required=True, metadata=_d("The reservation listed"))
    note = fields.String(allow_none=True, metadata=_d("The interested key's note (the key is not named)"))
    updated = fields.Boolean(required=True, metadata=_d("true: a key already interested changed its note"))
    interest_count = fields.Integer(required=True, metadata=_d("How many keys are interested now"))
    recorded_at = Instant(required=True, metadata=_d("When it was recorded or updated"))


_RESERVATION = ReservationEvent(exclude=("event",))


def reservation_moved(event: str, intent) -> None:
    """One of the reservation events, for the reservation's owner."""
    events.publish(event, {"event": event, **_RESERVATION.dump(intent)}, intent.owner_key_id)


def reservations_expired(intents) -> None:
    """watts.reservation.expired for each of these reservations, in one write."""
    events.publish_many([(EXPIRED, {"event": EXPIRED, **_RESERVATION.dump(i)}, i.owner_key_id, None)
                         for i in intents])


def capacity_taken(offer, intent, common, free_kw: float) -> None:
    """watts.offer.capacity_taken for the offer's owner."""
    payload = CapacityTakenEvent().dump({
        "event": CAPACITY_TAKEN, "offer_id": offer.id, "reservation_id": intent.id, "reserved_kw": intent.reserved_kw,
        "hold_start": common[0], "hold_end": common[1], "capacity_kw": offer.capacity_kw,
        "free_kw": round(free_kw, 3)})
    events.publish(CAPACITY_TAKEN, payload, offer.owner_key_id)


def interest_shown(listing, found, updated: bool, count: int) -> None:
    """watts.listing.interest for the listing's owner."""
    payload = InterestEvent().dump({
        "event": INTEREST, "listing_id": listing.id, "reservation_id": listing.reservation_id, "note": found.note,
        "updated": updated, "interest_count": count, "recorded_at": utcnow()})
    events.publish(INTEREST, payload, listing.owner_key_id)
