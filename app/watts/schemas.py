"""What Watts Reserve takes and answers.

Takes: a buyer's profile (a reservation, or a match without one), a producer's offer, a settlement, a secondary
listing and an interest; and the list filters. Every refusal is a 400 naming its field.
Answers: offers (with their free capacity, or ranked with their match and its parts), reservations, listings and
interest, each serialised from the object the service returns."""

from __future__ import annotations

from datetime import timedelta

from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from app.chargeflow.kinds import FIRMNESS, GENERATION_SOURCES
from app.chargeflow.schemas import UnitFields, Window, Zone, ident, positive
from app.platform.clock import utcnow
from app.platform.listing import ListArgs, PageLinks
from app.platform.meta import ResponseSchema
from app.platform.validate import Instant, PlainText, count
from app.watts.match import NO_CAP

# a firm reservation becomes a CFU-E (at most 7 days), a flex one a CFU-F (at most 31)
LONGEST = {"firm": timedelta(days=7), "reservation": timedelta(days=31), "offer": timedelta(days=92)}
AHEAD = timedelta(days=400)


def label_field() -> fields.String:
    return fields.String(required=True, validate=[validate.Length(1, 120), PlainText()])


def window_errors(window: dict, longest: timedelta) -> dict | None:
    """The window's refusal (as {"window": {"end": [...]}}) or None: in order, not over, not too long or far."""
    start, end, now = window["start"], window["end"], utcnow()
    if end - start < timedelta(seconds=1):
        message = "Must be at least one second after window.start."
    elif end <= now:
        message = "The window is over: capacity is reserved or offered ahead of its use."
    elif end - start > longest:
        message = f"A window lasts at most {longest.days} days."
    elif end > now + AHEAD:
        message = f"A window ends at most {AHEAD.days} days ahead."
    else:
        return None
    return {"window": {"end": [message]}}


class Profile(Schema):
    """A buyer's profile: what a reservation asks for, and what a match ranks offers against."""

    window = fields.Nested(Window, required=True)
    energy_kwh = positive(1e7, required=True, metadata={"description": "At most 10 GWh, what a unit records"})
    zone = fields.Nested(Zone, required=True)
    carbon_intensity_max_gco2_kwh = positive(NO_CAP, load_default=None, allow_none=True, metadata={
        "description": "The most life-cycle gCO2e/kWh accepted; absent or null: no cap"})
    firmness = fields.String(required=True, validate=validate.OneOf(FIRMNESS))
    generation_source = fields.String(validate=validate.OneOf(GENERATION_SOURCES),
                                      metadata={"description": "A preference, indicative: not a verified claim"})

    @validates_schema
    def _window(self, data, **kwargs):
        if not data.get("window"):
            return
        longest = LONGEST["firm" if data.get("firmness") == "firm" else "reservation"]
        if errors := window_errors(data["window"], longest):
            raise ValidationError(errors)


class OfferBody(Schema):
    window = fields.Nested(Window, required=True)
    capacity_kw = positive(1e6, required=True)
    zone = fields.Nested(Zone, required=True)
    firmness = fields.String(required=True, validate=validate.OneOf(FIRMNESS))
    generation_source = fields.String(required=True, validate=validate.OneOf(GENERATION_SOURCES))
    label = label_field()

    @validates_schema
    def _window(self, data, **kwargs):
        if data.get("window") and (errors := window_errors(data["window"], LONGEST["offer"])):
            raise ValidationError(errors)


class SettleBody(Schema):
    delivery_ref = ident(128, required=True, metadata={"description": "The delivery's reference (a meter read, "
                                                                      "an invoice, a grid statement)"})
    energy_kwh_delivered = fields.Float(required=True, validate=validate.Range(min=0, max=1e7))


class ListingBody(Schema):
    reservation_id = fields.String(required=True, validate=validate.Length(1, 64))
    indicative_price_eur = positive(1e9, required=True, metadata={"description": "Indicative, non-binding"})
    compare_ref_id = fields.String(validate=validate.Length(1, 64),
                                   metadata={"description": "A catalogue product to compare with"})
    label = label_field()


class InterestBody(Schema):
    note = fields.String(validate=[validate.Length(1, 500), PlainText()], load_default=None)


class BoardArgs(ListArgs):
    status = fields.String(load_default="open", validate=validate.OneOf(("open", "withdrawn")))
    mine = fields.Boolean(load_default=False, metadata={"description": "1: only this key's"})


class OfferBoardArgs(BoardArgs):
    day = fields.Date(metadata={"description": "Offers whose window touches this UTC day (YYYY-MM-DD)"})
    country = fields.String(validate=validate.Length(2, 2))
    firmness = fields.String(validate=validate.OneOf(FIRMNESS))
    generation_source = fields.String(validate=validate.OneOf(GENERATION_SOURCES))


class ReservationListArgs(ListArgs):
    status = fields.String(validate=validate.OneOf(("pending_confirm", "confirmed", "settled", "cancelled",
                                                    "expired")))


# What the API answers

KW = {"validate": validate.Range(min=0, max=1e12)}


class Span(Schema):
    start = Instant(required=True)
    end = Instant(required=True)


class Place(Schema):
    country = fields.String(required=True)
    zone_id = fields.String(allow_none=True)


class MatchPart(Schema):
    name = fields.String(required=True, metadata={"description": "window, energy, zone, carbon, firmness, source"})
    value = fields.Float(required=True, validate=validate.Range(min=0, max=1))
    weight = fields.Integer(required=True, validate=validate.Range(min=0, max=100))
    points = fields.Float(required=True, validate=validate.Range(min=0, max=100))
    basis = fields.String(required=True)


class AdviceFields(Schema):
    """What to change when a match finds nothing, or nothing under the cap (app.watts.advice.Advice)."""

    reason = fields.String(required=True, metadata={"description": "carbon_cap, no_window, no_country, no_offer"})
    field = fields.String(allow_none=True, metadata={
        "description": "The profile field to change: carbon_intensity_max_gco2_kwh, window, zone.country"})
    message = fields.String(required=True)
    lowest_gco2_kwh = fields.Float(attribute="lowest", allow_none=True,
                                   metadata={"description": "carbon_cap: the lowest life-cycle figure in the window"})


class Match(Schema):
    parts = fields.List(fields.Nested(MatchPart), required=True)
    free_kw = fields.Float(**KW)
    note = fields.String()


class OfferFields(Schema):
    """An offer as a key sees it (app.watts.offers.OfferShown, or with its free capacity, or ranked)."""

    id = fields.String(required=True, attribute="offer.id", metadata={"example": "wof_abcdefghijklmnopqrstuvwx"})
    status = fields.String(required=True, attribute="offer.status", metadata={"description": "open or withdrawn"})
    window = fields.Nested(Span, required=True, attribute="offer.window")
    capacity_kw = fields.Float(required=True, attribute="offer.capacity_kw", **KW)
    zone = fields.Nested(Place, required=True, attribute="offer.zone")
    firmness = fields.String(required=True, attribute="offer.firmness")
    generation_source = fields.String(required=True, attribute="offer.generation_source")
    generation_source_note = fields.String(required=True)
    label = fields.String(required=True, attribute="offer.label")
    sample = fields.Boolean(required=True, attribute="offer.sample", metadata={
        "description": "A sample the seed loaded (illustrative, not real capacity); a reservation never matches one"})
    created_at = Instant(required=True, attribute="offer.created_at")
    withdrawn_at = Instant(allow_none=True, attribute="offer.withdrawn_at")
    mine = fields.Boolean(required=True, metadata={"description": "Published by this key"})
    free_kw = fields.Float(metadata={"description": "Capacity not held by confirmed reservations, over the offer's "
                                                    "window (in a match: over the buyer's window)"}, **KW)
    match_score = fields.Float(validate=validate.Range(min=0, max=100))
    match = fields.Nested(Match)


class OfferRead(OfferFields, ResponseSchema):
    pass


class OfferBoard(PageLinks, ResponseSchema):
    offers = fields.List(fields.Nested(OfferFields), required=True, attribute="items")


class MatchRead(ResponseSchema):
    """The open offers ranked for a profile (app.watts.offers.Ranking)."""

    offers = fields.List(fields.Nested(OfferFields), required=True, metadata={"description": "Best match first"})
    weights = fields.Dict(keys=fields.String(), values=fields.Integer(validate=validate.Range(min=0, max=100)),
                          required=True)
    methodology_url = fields.String(required=True)
    advice = fields.Nested(AdviceFields, allow_none=True, metadata={
        "description": "What to change in the profile when no offer, or none under the carbon cap, fits"})


class ReservationFields(Schema):
    """A reservation (app.watts.models.Reservation), or the demo's preview of one (app.watts.service.Preview)."""

    id = fields.String(allow_none=True, metadata={"example": "wrs_abcdefghijklmnopqrstuvwx"})
    status = fields.String(required=True, metadata={"description": "pending_confirm, confirmed, settled, "
                                                                   "cancelled, expired (preview in the demo)"})
    window = fields.Nested(Span)
    energy_kwh = fields.Float(**KW)
    zone = fields.Nested(Place)
    carbon_intensity_max_gco2_kwh = fields.Float(attribute="carbon_max", allow_none=True,
                                                 metadata={"description": "null: no cap"}, **KW)
    firmness = fields.String()
    generation_source = fields.String(allow_none=True)
    offer_id = fields.String(allow_none=True)
    match_score = fields.Float(required=True, validate=validate.Range(min=0, max=100))
    match = fields.Nested(Match, required=True)
    reserved_kw = fields.Float(allow_none=True, **KW)
    unit_id = fields.String(allow_none=True)
    delivery_ref = fields.String(allow_none=True)
    energy_kwh_delivered = fields.Float(allow_none=True, **KW)
    shortfall_kwh = fields.Float(allow_none=True, validate=validate.Range(min=-1e12, max=1e12))
    created_at = Instant()
    confirmed_at = Instant(allow_none=True)
    settled_at = Instant(allow_none=True)
    closed_at = Instant(allow_none=True)
    note = fields.String()


class ReservationRead(ReservationFields, ResponseSchema):
    unit = fields.Nested(UnitFields, allow_none=True,
                         metadata={"description": "confirm: the unit minted; settle: the unit retired"})


class ReservationList(PageLinks, ResponseSchema):
    reservations = fields.List(fields.Nested(ReservationFields), required=True, attribute="items")


class ListedReservation(Schema):
    """The reservation a listing lists (app.watts.models.Reservation)."""

    status = fields.String(required=True)
    window = fields.Nested(Span, required=True)
    energy_kwh = fields.Float(required=True, **KW)
    firmness = fields.String(required=True)
    zone = fields.Nested(Place, required=True)
    unit_id = fields.String(allow_none=True)


class InterestRecord(Schema):
    note = fields.String(allow_none=True)
    created_at = Instant(required=True)


class ListingFields(Schema):
    """A listing as a key sees it (app.watts.listings.ListingShown; its owner's, OwnersListing, with the interests)."""

    id = fields.String(required=True, attribute="listing.id", metadata={"example": "wls_abcdefghijklmnopqrstuvwx"})
    status = fields.String(required=True, attribute="listing.status", metadata={"description": "open or withdrawn"})
    reservation_id = fields.String(required=True, attribute="listing.reservation_id")
    reservation = fields.Nested(ListedReservation, required=True, attribute="listing.reservation")
    indicative_price_eur = fields.Float(required=True, attribute="listing.indicative_price_eur", **KW)
    compare_ref_id = fields.String(allow_none=True, attribute="listing.compare_ref_id")
    compare_url = fields.String(allow_none=True, metadata={"description": (
        "The screener with compare_ref_id in the selection (/?picked=<compare_ref_id>), ready to compare with "
        "others")})
    label = fields.String(required=True, attribute="listing.label")
    created_at = Instant(required=True, attribute="listing.created_at")
    withdrawn_at = Instant(allow_none=True, attribute="listing.withdrawn_at")
    mine = fields.Boolean(required=True)
    interest_count = count(required=True)
    binding = fields.Boolean(required=True, metadata={"description": "Always false: a signal, not an order"})
    interests = fields.List(fields.Nested(InterestRecord), metadata={"description": "The owner's eyes only"})


class ListingRead(ListingFields, ResponseSchema):
    pass


class ListingBoard(PageLinks, ResponseSchema):
    listings = fields.List(fields.Nested(ListingFields), required=True, attribute="items")


class InterestRead(ResponseSchema):
    """An interest recorded (app.watts.models.Interest), with what it does not do."""

    listing_id = fields.String(required=True)
    note = fields.String(allow_none=True)
    created_at = Instant(required=True)
    binding = fields.Boolean(required=True, dump_default=False)
    note_for_you = fields.String(required=True, dump_default="Recorded and shown to the listing's owner; nothing is "
                                                             "reserved, sold or transferred.")
