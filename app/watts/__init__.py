"""Watts Reserve: producers offer capacity windows, buyers reserve them (matched by a documented score), a
confirmed reservation mints a ChargeFlow unit and a settled one retires it; a secondary board lists reservations
at indicative prices.

Its rooms: service.py (the booking engine the doors call), offers.py (the offer board, free capacity and ranking),
listings.py (the secondary board), match.py (the score), schemas.py (what the API takes and answers)."""

from flask_babel import lazy_gettext as _l

from app.platform.domain import Domain, ErrorCode, Event, NavEntry, Periodic, Setting
from app.platform.settings import RATE_LIMIT

_ERRORS = "app.watts.errors:"
_RESERVATION = "app.watts.notices:ReservationEvent"

DOMAIN = Domain(
    name="watts",
    api=("app.watts.api:blp",),
    views=("app.watts.views:bp",),
    models=("app.watts.models",),
    jobs=("app.watts.jobs",),
    ids=("wof", "wrs", "wls"),
    periodic=(Periodic("watts-expire", "app.watts.jobs:expire_stale", interval=600),),
    events=(Event("watts.reservation.confirmed", _RESERVATION, version=1,
                  doc="One of your reservations was confirmed: its unit minted, the offer's capacity held."),
            Event("watts.reservation.settled", _RESERVATION, version=1,
                  doc="One of your reservations was settled: its delivery recorded, its unit retired."),
            Event("watts.reservation.cancelled", _RESERVATION, version=1,
                  doc="One of your pending reservations was cancelled."),
            Event("watts.reservation.expired", _RESERVATION, version=1,
                  doc="One of your pending reservations expired: its window ended unconfirmed."),
            Event("watts.offer.capacity_taken", "app.watts.notices:CapacityTakenEvent", version=1,
                  doc="A confirmed reservation holds part of one of your offers' capacity (the buyer is not named)."),
            Event("watts.listing.interest", "app.watts.notices:InterestEvent", version=1,
                  doc="A key recorded or updated its interest in one of your listings (the key is not named)."),),
    errors=(ErrorCode(_ERRORS + "ReservationNotFound", 404, "not_found"),
            ErrorCode(_ERRORS + "OfferNotFound", 404, "not_found"),
            ErrorCode(_ERRORS + "ListingNotFound", 404, "not_found"),
            ErrorCode(_ERRORS + "UnknownProduct", 400, "validation_error"),
            ErrorCode(_ERRORS + "ReservationNotPending", 409, "invalid_state"),
            ErrorCode(_ERRORS + "NotListable", 409, "invalid_state"),
            ErrorCode(_ERRORS + "ListingWithdrawn", 409, "invalid_state"),
            ErrorCode(_ERRORS + "TooEarly", 409, "too_early"),
            ErrorCode(_ERRORS + "OfferUnavailable", 409, "offer_unavailable"),
            ErrorCode(_ERRORS + "Overbooked", 409, "overbooked"),
            ErrorCode(_ERRORS + "CapacityTaken", 409, "conflict"),
            ErrorCode(_ERRORS + "AlreadyListed", 409, "already_listed"),
            ErrorCode(_ERRORS + "OwnListing", 409, "own_listing"),
            ErrorCode(_ERRORS + "InterestRecorded", 409, "conflict")),
    nav=(NavEntry(_l("Reserve"), "watts_pages.reserve_page", 27),),
    hub_section="watts/_hub.html",
    hub_context="app.watts.views:hub_numbers",
    seed="app.watts.sample_offers:seed",
    settings=(Setting("SVC_WATTS_DEMO_LIMIT", "30/hour", "Per-IP limit on the keyless Watts Reserve demos (the "
                      "reservation preview and the offer match share one window)", RATE_LIMIT),),
)
