"""What Watts Reserve refuses, in its own words; `DOMAIN.errors` (app/watts/__init__.py) says what each answers."""

from __future__ import annotations

from app.platform.errors import Conflict, Invalid, InvalidState, NotFound


class ReservationNotFound(NotFound):
    """No reservation with that id, or another key's."""

    default_message = "No such reservation."


class OfferNotFound(NotFound):
    default_message = "No such offer."


class ListingNotFound(NotFound):
    default_message = "No such listing."


class UnknownProduct(Invalid):
    """A listing's compare_ref_id that names no catalogue product."""


class ReservationNotPending(InvalidState):
    """Only a pending reservation is confirmed."""


class NotListable(InvalidState):
    """Only a confirmed or settled reservation is listed."""


class ListingWithdrawn(InvalidState):
    """A withdrawn listing takes no interest."""


class TooEarly(InvalidState):
    """A reservation is settled once its delivery window has begun."""


class OfferUnavailable(Conflict):
    """The matched offer is withdrawn, missing, or its shared window is over."""


class Overbooked(Conflict):
    """The offer lacks the free capacity the reservation needs."""


class CapacityTaken(Conflict):
    """Another confirmation took the offer's capacity at the same moment."""


class AlreadyListed(Conflict):
    """The reservation has an open listing."""


class OwnListing(Conflict):
    """A key does not show interest in its own listing."""


class InterestRecorded(Conflict):
    """The same key's interest was recorded by a concurrent request."""
