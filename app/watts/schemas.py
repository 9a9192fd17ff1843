"""What Watts Reserve takes: a buyer's profile (a reservation, or a match without one), a producer's offer, a
settlement, a secondary listing and an interest; and the list filters. Every refusal is a 400 naming its field."""

from __future__ import annotations

from datetime import timedelta

from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from app.chargeflow.kinds import FIRMNESS, GENERATION_SOURCES
from app.chargeflow.schemas import Window, Zone, ident, positive
from app.platform.clock import utcnow
from app.platform.listing import ListArgs
from app.platform.validate import PlainText

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
    carbon_intensity_max_gco2_kwh = positive(2000, required=True,
                                             metadata={"description": "The most life-cycle gCO2e/kWh accepted"})
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
