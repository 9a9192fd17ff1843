"""What Watts Reserve answers: offers, the match and its parts, reservations, listings, interest."""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from app.chargeflow.schemas import UnitFields
from app.platform.listing import PageLinks
from app.platform.meta import ResponseSchema
from app.platform.validate import Instant, count

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


class Match(Schema):
    parts = fields.List(fields.Nested(MatchPart), required=True)
    free_kw = fields.Float(**KW)
    note = fields.String()


class OfferFields(Schema):
    id = fields.String(required=True, metadata={"example": "wof_abcdefghijklmnopqrstuvwx"})
    status = fields.String(required=True, metadata={"description": "open or withdrawn"})
    window = fields.Nested(Span, required=True)
    capacity_kw = fields.Float(required=True, **KW)
    zone = fields.Nested(Place, required=True)
    firmness = fields.String(required=True)
    generation_source = fields.String(required=True)
    generation_source_note = fields.String(required=True)
    label = fields.String(required=True)
    created_at = fields.String(required=True)
    withdrawn_at = fields.String(allow_none=True)
    mine = fields.Boolean(required=True, metadata={"description": "Published by this key"})
    free_kw = fields.Float(metadata={"description": "Capacity not held by confirmed reservations, over the offer's "
                                                    "window (in a match: over the buyer's window)"}, **KW)
    match_score = fields.Float(validate=validate.Range(min=0, max=100))
    match = fields.Nested(Match)


class OfferRead(OfferFields, ResponseSchema):
    pass


class OfferBoard(PageLinks, ResponseSchema):
    offers = fields.List(fields.Nested(OfferFields), required=True)


class MatchRead(ResponseSchema):
    offers = fields.List(fields.Nested(OfferFields), required=True, metadata={"description": "Best match first"})
    weights = fields.Dict(keys=fields.String(), values=fields.Integer(validate=validate.Range(min=0, max=100)),
                          required=True)
    methodology_url = fields.String(required=True)


class ReservationFields(Schema):
    """A reservation (app.watts.models.Reservation), or the demo's preview of one."""

    id = fields.String(allow_none=True, metadata={"example": "wrs_abcdefghijklmnopqrstuvwx"})
    status = fields.String(required=True, metadata={"description": "pending_confirm, confirmed, settled, "
                                                                   "cancelled, expired (preview in the demo)"})
    window = fields.Nested(Span)
    energy_kwh = fields.Float(**KW)
    zone = fields.Nested(Place)
    carbon_intensity_max_gco2_kwh = fields.Float(attribute="carbon_max", **KW)
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
    unit = fields.Nested(UnitFields, metadata={"description": "confirm: the unit minted; settle: the unit retired"})


class ReservationList(PageLinks, ResponseSchema):
    reservations = fields.List(fields.Nested(ReservationFields), required=True)


class ListedReservation(Schema):
    status = fields.String(required=True)
    window = fields.Nested(Span, required=True)
    energy_kwh = fields.Float(required=True, **KW)
    firmness = fields.String(required=True)
    zone = fields.Nested(Place, required=True)
    unit_id = fields.String(allow_none=True)


class InterestRecord(Schema):
    note = fields.String(allow_none=True)
    created_at = fields.String(required=True)


class ListingFields(Schema):
    id = fields.String(required=True, metadata={"example": "wls_abcdefghijklmnopqrstuvwx"})
    status = fields.String(required=True, metadata={"description": "open or withdrawn"})
    reservation_id = fields.String(required=True)
    reservation = fields.Nested(ListedReservation, required=True)
    indicative_price_eur = fields.Float(required=True, **KW)
    compare_ref_id = fields.String(allow_none=True)
    compare_url = fields.String(allow_none=True, metadata={"description": "/compare?ids=<compare_ref_id>"})
    label = fields.String(required=True)
    created_at = fields.String(required=True)
    withdrawn_at = fields.String(allow_none=True)
    mine = fields.Boolean(required=True)
    interest_count = count(required=True)
    binding = fields.Boolean(required=True, metadata={"description": "Always false: a signal, not an order"})
    interests = fields.List(fields.Nested(InterestRecord), metadata={"description": "The owner's eyes only"})


class ListingRead(ListingFields, ResponseSchema):
    pass


class ListingBoard(PageLinks, ResponseSchema):
    listings = fields.List(fields.Nested(ListingFields), required=True)


class InterestRead(ResponseSchema):
    """An interest recorded (app.watts.models.Interest), with what it does not do."""

    listing_id = fields.String(required=True)
    note = fields.String(allow_none=True)
    created_at = Instant(required=True)
    binding = fields.Boolean(required=True, dump_default=False)
    note_for_you = fields.String(required=True, dump_default="Recorded and shown to the listing's owner; nothing is "
                                                             "reserved, sold or transferred.")
