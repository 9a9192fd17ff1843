"""Factories of Watts Reserve: an offer and a buyer's profile a day ahead (request bodies), and offers,
reservations in any state, listings and interests made through the domain's services inside the caller's app
context (flushed, not committed)."""

from __future__ import annotations

import copy
from datetime import UTC, datetime, timedelta

from app.extensions import db
from app.platform.auth import KeyIdentity
from app.watts import listings, offers, service
from app.watts.models import Interest, Listing, Offer, Reservation
from app.watts.schemas import InterestBody, ListingBody, OfferBody, Profile, SettleBody

DAY = (datetime.now(UTC) + timedelta(days=1)).replace(hour=10, minute=0, second=0, microsecond=0)


def at(hours: float) -> str:
    """An ISO time `hours` after 10:00 UTC tomorrow."""
    return (DAY + timedelta(hours=hours)).isoformat().replace("+00:00", "Z")


OFFER = {"window": {"start": at(0), "end": at(8)}, "capacity_kw": 500.0, "zone": {"country": "FR", "zone_id": "FR"},
         "firmness": "firm", "generation_source": "solar", "label": "Rooftop solar, Lyon"}
PROFILE = {"window": {"start": at(2), "end": at(4)}, "energy_kwh": 600.0, "zone": {"country": "FR", "zone_id": "FR"},
           "carbon_intensity_max_gco2_kwh": 100.0, "firmness": "firm"}
SETTLE = {"delivery_ref": "METER-2026-11-25", "energy_kwh_delivered": 590.0}


def after_delivery():
    """The clock moved to 15:00 UTC tomorrow: the test windows' deliveries have happened."""
    import time_machine

    return time_machine.travel(DAY + timedelta(hours=5), tick=True)


def offer_body(**changes) -> dict:
    out = copy.deepcopy(OFFER)
    out.update(changes)
    return out


def profile_body(**changes) -> dict:
    out = copy.deepcopy(PROFILE)
    out.update(changes)
    return out


def offer(key: KeyIdentity, **changes) -> Offer:
    """An open offer of this key, published from offer_body(**changes) as the API validates it."""
    return offers.publish(OfferBody().load(offer_body(**changes)), key).offer


STEPS = {"pending_confirm": (), "confirmed": ("confirm",), "settled": ("confirm", "settle"), "cancelled": ("cancel",)}


def reservation(key: KeyIdentity, state: str = "pending_confirm", **changes) -> Reservation:
    """A reservation of this key from profile_body(**changes), matched to the best open offer, then moved to
    `state` (confirmed: its unit minted; settled: after its delivery, with SETTLE's figures)."""
    made = service.reserve(Profile().load(profile_body(**changes)), key)
    for step in STEPS[state]:
        if step == "confirm":
            service.confirm(made.id, key)
        elif step == "settle":
            with after_delivery():
                service.settle(made.id, SettleBody().load(SETTLE), key)
        else:
            service.cancel(made.id, key)
    return made


def listing(key: KeyIdentity, reservation_id: str, **changes) -> Listing:
    """An open listing of this key's confirmed or settled reservation."""
    body = {"reservation_id": reservation_id, "indicative_price_eur": 42.0, "label": "Noon solar block", **changes}
    return listings.create(ListingBody().load(body), key).listing


def interest(key: KeyIdentity, listing_id: str, note: str | None = "Interested") -> Interest:
    """This key's interest in another key's open listing."""
    listings.interest(listing_id, InterestBody().load({"note": note}), key)
    return db.session.scalar(db.select(Interest).where(Interest.listing_id == listing_id, Interest.key_id == key.id))
