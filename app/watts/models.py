"""Watts Reserve: producers' capacity offers, buyers' reservation intents, the secondary listing board and the
interest shown in a listing.

State moves are conditional updates (UPDATE ... WHERE status = ...), and a confirm bumps its offer's version under
the condition that no one else did meanwhile, so two confirms racing for one offer's capacity cannot both win.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import (
    JSON,
    Boolean,
    CheckConstraint,
    DateTime,
    Float,
    ForeignKey,
    Index,
    Integer,
    String,
    UniqueConstraint,
    text,
)
from sqlalchemy.orm import Mapped, mapped_column, relationship

from app.extensions import db
from app.platform.clock import utcnow

RESERVATION_STATES = ("pending_confirm", "confirmed", "settled", "cancelled", "expired")
OFFER_STATES = ("open", "withdrawn")
LISTING_STATES = ("open", "withdrawn")


def _one_of(column: str, values: tuple[str, ...]) -> str:
    return f"{column} IN ({', '.join(repr(v) for v in values)})"


class WindowAndZone:
    """An offer's or a reservation's window and zone as their answers group them."""

    @property
    def window(self) -> dict:
        return {"start": self.window_start, "end": self.window_end}

    @property
    def zone(self) -> dict:
        return {"country": self.country, "zone_id": self.zone_id}


class Offer(WindowAndZone, db.Model):
    """A producer's capacity window: capacity_kw available from start to end, in a zone (or a sample of one)."""

    __tablename__ = "watts_offers"

    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    owner_key_id: Mapped[int | None] = mapped_column(ForeignKey("api_keys.id", ondelete="SET NULL"))
    status: Mapped[str] = mapped_column(String(12), nullable=False, default="open")
    window_start: Mapped[datetime] = mapped_column(DateTime(timezone=True), nullable=False)
    window_end: Mapped[datetime] = mapped_column(DateTime(timezone=True), nullable=False)
    capacity_kw: Mapped[float] = mapped_column(Float, nullable=False)
    country: Mapped[str] = mapped_column(String(2), nullable=False)
    zone_id: Mapped[str | None] = mapped_column(String(32))
    firmness: Mapped[str] = mapped_column(String(8), nullable=False)
    generation_source: Mapped[str] = mapped_column(String(16), nullable=False)
    label: Mapped[str] = mapped_column(String(120), nullable=False)
    version: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    # a sample the seed loaded (app/data/watts_samples.json): shown and ranked, marked so; never reserved
    sample: Mapped[bool] = mapped_column(Boolean, nullable=False, default=False, server_default=text("false"))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, nullable=False)
    withdrawn_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))

    __table_args__ = (
        CheckConstraint(_one_of("status", OFFER_STATES), name="status"),
        CheckConstraint("capacity_kw > 0", name="capacity"),
        CheckConstraint("window_end > window_start", name="window"),
        Index("ix_watts_offers_board", "status", "window_start"),
        Index("ix_watts_offers_owner", "owner_key_id", "created_at"),
    )


class Reservation(WindowAndZone, db.Model):
    """A buyer's reservation intent, matched to an offer, then confirmed (a unit minted), then settled."""

    __tablename__ = "watts_reservations"

    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    owner_key_id: Mapped[int | None] = mapped_column(ForeignKey("api_keys.id", ondelete="SET NULL"))
    status: Mapped[str] = mapped_column(String(16), nullable=False, default="pending_confirm")
    window_start: Mapped[datetime] = mapped_column(DateTime(timezone=True), nullable=False)
    window_end: Mapped[datetime] = mapped_column(DateTime(timezone=True), nullable=False)
    energy_kwh: Mapped[float] = mapped_column(Float, nullable=False)
    country: Mapped[str] = mapped_column(String(2), nullable=False)
    zone_id: Mapped[str | None] = mapped_column(String(32))
    carbon_max: Mapped[float | None] = mapped_column(Float)  # None: no cap
    firmness: Mapped[str] = mapped_column(String(8), nullable=False)
    generation_source: Mapped[str | None] = mapped_column(String(16))
    offer_id: Mapped[str | None] = mapped_column(ForeignKey("watts_offers.id", ondelete="RESTRICT"), index=True)
    match_score: Mapped[float] = mapped_column(Float, nullable=False)
    match: Mapped[dict] = mapped_column(JSON, nullable=False)
    reserved_kw: Mapped[float | None] = mapped_column(Float)
    unit_id: Mapped[str | None] = mapped_column(String(40))
    delivery_ref: Mapped[str | None] = mapped_column(String(128))
    energy_kwh_delivered: Mapped[float | None] = mapped_column(Float)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, nullable=False)
    confirmed_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    settled_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    closed_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))

    __table_args__ = (
        CheckConstraint(_one_of("status", RESERVATION_STATES), name="status"),
        CheckConstraint("energy_kwh > 0", name="energy"),
        CheckConstraint("window_end > window_start", name="window"),
        CheckConstraint("(status IN ('confirmed', 'settled')) = (unit_id IS NOT NULL)", name="unit"),
        Index("ix_watts_reservations_owner", "owner_key_id", "created_at"),
    )

    unit = None  # not a column: the ChargeFlow unit a confirm minted or a settle retired, as the answer shows it

    @property
    def shortfall_kwh(self) -> float | None:
        """What a settled reservation's delivery fell short of its energy (negative: delivered more)."""
        if self.energy_kwh_delivered is None:
            return None
        return round(self.energy_kwh - self.energy_kwh_delivered, 3)


class Listing(db.Model):
    """A secondary listing of a confirmed or settled reservation, at an indicative price (non-binding)."""

    __tablename__ = "watts_listings"

    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    owner_key_id: Mapped[int | None] = mapped_column(ForeignKey("api_keys.id", ondelete="SET NULL"))
    reservation_id: Mapped[str] = mapped_column(ForeignKey("watts_reservations.id", ondelete="RESTRICT"),
                                                nullable=False, index=True)
    status: Mapped[str] = mapped_column(String(12), nullable=False, default="open")
    indicative_price_eur: Mapped[float] = mapped_column(Float, nullable=False)
    compare_ref_id: Mapped[str | None] = mapped_column(String(64))
    label: Mapped[str] = mapped_column(String(120), nullable=False)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, nullable=False)
    withdrawn_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    reservation: Mapped[Reservation] = relationship()  # the reservation listed, as the listing shows it

    __table_args__ = (
        CheckConstraint(_one_of("status", LISTING_STATES), name="status"),
        CheckConstraint("indicative_price_eur > 0", name="price"),
        Index("ix_watts_listings_board", "status", "created_at"),
        Index("uq_watts_listings_open", "reservation_id", unique=True, sqlite_where=text("status = 'open'"),
              postgresql_where=text("status = 'open'")),
    )


class Interest(db.Model):
    """A key's non-binding interest in a listing (one per key and listing), seen by the listing's owner."""

    __tablename__ = "watts_interests"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    listing_id: Mapped[str] = mapped_column(ForeignKey("watts_listings.id", ondelete="CASCADE"), nullable=False)
    key_id: Mapped[int] = mapped_column(ForeignKey("api_keys.id", ondelete="CASCADE"), nullable=False)
    note: Mapped[str | None] = mapped_column(String(500))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, nullable=False)

    __table_args__ = (UniqueConstraint("listing_id", "key_id", name="one_per_key"),)
