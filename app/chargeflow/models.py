"""ChargeFlow units: a signed record of an energy session (CFU-E), a water flow (CFU-W) or a flex capacity window
(CFU-F), active until its owner retires it.

The record is what was hashed and signed (for a session with the meter's own signed data, the hub's check of it
and the data's SHA-256; the raw data, which names the driver's token, is kept beside the record for its owner);
retiring changes the status and its date, never the record or its hash.
The database keeps the one invariant: a key has at most one active unit per operator and external id (a partial
unique index, on SQLite and PostgreSQL alike), so concurrent identical mints give one unit.
A unit also says what its kind and record say of it (kind_name, unit, meter, reservation_id) and where its public
page is (verify_url), so that its answers and pages read them off the unit.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import JSON, Boolean, CheckConstraint, DateTime, Float, ForeignKey, Index, String, text
from sqlalchemy.orm import Mapped, mapped_column

from app.chargeflow.kinds import KINDS
from app.extensions import db
from app.platform.clock import utcnow
from app.platform.urls import external_url

ACTIVE = "status = 'active'"


def verify_url(unit_id: str) -> str:
    """A unit's public verify page, as an absolute URL."""
    return external_url("chargeflow_pages.unit", unit_id=unit_id)


class Unit(db.Model):
    __tablename__ = "cf_units"

    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    kind: Mapped[str] = mapped_column(String(1), nullable=False)
    status: Mapped[str] = mapped_column(String(10), nullable=False, default="active")
    owner_key_id: Mapped[int | None] = mapped_column(ForeignKey("api_keys.id", ondelete="SET NULL"))
    demo: Mapped[bool] = mapped_column(Boolean, nullable=False, default=False)
    operator_id: Mapped[str] = mapped_column(String(64), nullable=False)
    external_id: Mapped[str] = mapped_column(String(128), nullable=False)
    quantity: Mapped[float] = mapped_column(Float, nullable=False)
    started_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), nullable=False)
    ended_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), nullable=False)
    record: Mapped[dict] = mapped_column(JSON, nullable=False)
    content_hash: Mapped[str] = mapped_column(String(64), nullable=False, index=True)
    signature: Mapped[str | None] = mapped_column(String(64))
    ed25519_signature: Mapped[str | None] = mapped_column(String(128))
    signing_key_id: Mapped[str | None] = mapped_column(String(64))
    enrichment: Mapped[dict | None] = mapped_column(JSON)
    meter_data: Mapped[dict | None] = mapped_column(JSON)  # the meter's raw signed data: its owner's eyes only
    minted_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, nullable=False)
    retired_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    retire_reason: Mapped[str | None] = mapped_column(String(500))

    __table_args__ = (
        CheckConstraint("kind IN ('e', 'w', 'f')", name="kind"),
        CheckConstraint("status IN ('active', 'retired')", name="status"),
        CheckConstraint("(status = 'retired') = (retired_at IS NOT NULL)", name="retired"),
        CheckConstraint("quantity > 0", name="quantity"),
        CheckConstraint("ended_at > started_at", name="period"),
        Index("uq_cf_units_active", "owner_key_id", "operator_id", "external_id", unique=True,
              sqlite_where=text(ACTIVE), postgresql_where=text(ACTIVE)),
        Index("ix_cf_units_owner", "owner_key_id", "minted_at"),
        Index("ix_cf_units_owner_operator", "owner_key_id", "operator_id", "minted_at"),
    )

    @property
    def kind_name(self) -> str:
        """CFU-E, CFU-W or CFU-F."""
        return KINDS[self.kind].name

    @property
    def unit(self) -> str:
        """What the quantity counts: kWh, m3 or kW."""
        return KINDS[self.kind].unit

    @property
    def verify_url(self) -> str:
        return verify_url(self.id)

    @property
    def body(self) -> dict:
        """The session, flow or flex window as the record signed it."""
        return self.record.get(KINDS[self.kind].body) or {}

    @property
    def attributes(self) -> dict:
        return self.record.get("attributes") or {}

    @property
    def meter(self) -> dict | None:
        """The hub's check of the meter's signed data, as the record signed it; None when the unit carries none."""
        return self.body.get("meter")

    @property
    def meter_verdict(self) -> str | None:
        return self.meter["verdict"] if self.meter else None

    @property
    def reservation_id(self) -> str | None:
        """The Watts Reserve reservation this unit records, if any."""
        return self.attributes.get("reservation_id")
