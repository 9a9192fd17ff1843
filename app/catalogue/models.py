"""Products, their chains (for indexed chain filters) and dated snapshots of their figures."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import JSON, Boolean, DateTime, Float, ForeignKey, Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column, relationship

from app.extensions import db
from app.platform.clock import utcnow


class Product(db.Model):
    __tablename__ = "products"
    __table_args__ = (
        Index("ix_products_category_tier", "category", "risk_tier"),
        Index("ix_products_transparency", "transparency", "id"),
        Index("ix_products_liquidity", "liquidity_score", "id"),
        Index("ix_products_documented", "documented", "id"),
        Index("ix_products_apy", "apy", "id"),
        Index("ix_products_tvl", "tvl_usd", "id"),
        Index("ix_products_min_investment", "min_investment_usd"),
    )

    id: Mapped[str] = mapped_column(String(80), primary_key=True)
    name: Mapped[str] = mapped_column(String(200), nullable=False)
    issuer: Mapped[str] = mapped_column(String(200), nullable=False)
    issuer_key: Mapped[str] = mapped_column(String(80), nullable=False, index=True)
    product_key: Mapped[str] = mapped_column(String(80), nullable=False)
    parent_issuer: Mapped[str] = mapped_column(String(200), nullable=False)
    platform: Mapped[str | None] = mapped_column(String(120))
    category: Mapped[str] = mapped_column(String(32), nullable=False)
    asset_class: Mapped[str] = mapped_column(String(32), nullable=False, index=True)
    sub_category: Mapped[str | None] = mapped_column(String(64))
    jurisdiction: Mapped[str | None] = mapped_column(String(64))
    jurisdiction_code: Mapped[str | None] = mapped_column(String(2), index=True)
    apy: Mapped[float | None] = mapped_column(Float)
    pays_yield: Mapped[bool | None] = mapped_column(Boolean)
    apy_basis: Mapped[str | None] = mapped_column(String(64))
    apy_as_of: Mapped[str | None] = mapped_column(String(10))
    tvl_usd: Mapped[float | None] = mapped_column(Float)
    tvl_as_of: Mapped[str | None] = mapped_column(String(10))
    min_investment_usd: Mapped[float | None] = mapped_column(Float)
    accredited_only: Mapped[bool] = mapped_column(Boolean, nullable=False, default=False)
    kyc_to_hold: Mapped[bool | None] = mapped_column(Boolean)
    kyc_to_mint: Mapped[bool | None] = mapped_column(Boolean)
    redeemable: Mapped[bool | None] = mapped_column(Boolean)
    transferable: Mapped[bool | None] = mapped_column(Boolean)
    exchange_listed: Mapped[bool | None] = mapped_column(Boolean)
    self_custody: Mapped[bool | None] = mapped_column(Boolean)
    attestations: Mapped[list] = mapped_column(JSON, nullable=False, default=list)
    attested: Mapped[bool] = mapped_column(Boolean, nullable=False, default=False)
    fees: Mapped[str | None] = mapped_column(Text)
    liquidity_note: Mapped[str | None] = mapped_column(Text)
    liquidity_days: Mapped[float | None] = mapped_column(Float)
    risk_tier: Mapped[str] = mapped_column(String(16), nullable=False)
    live: Mapped[bool] = mapped_column(Boolean, nullable=False, default=True)
    green: Mapped[bool] = mapped_column(Boolean, nullable=False, default=False)
    transparency: Mapped[int] = mapped_column(Integer, nullable=False)
    liquidity_score: Mapped[int] = mapped_column(Integer, nullable=False)
    documented: Mapped[int] = mapped_column(Integer, nullable=False)
    source_url: Mapped[str] = mapped_column(Text, nullable=False)
    source_type: Mapped[str] = mapped_column(String(16), nullable=False, default="snapshot", index=True)
    source_class: Mapped[str] = mapped_column(String(16), nullable=False, default="press")
    source_fetched_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    as_of: Mapped[str] = mapped_column(String(10), nullable=False)
    notes: Mapped[str | None] = mapped_column(Text)
    synthetic: Mapped[bool] = mapped_column(Boolean, nullable=False, default=False)
    ticker: Mapped[str | None] = mapped_column(String(32))
    chain_list: Mapped[list] = mapped_column(JSON, nullable=False, default=list)
    search_text: Mapped[str] = mapped_column(Text, nullable=False, default="")
    points: Mapped[dict] = mapped_column(JSON, nullable=False, default=dict)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, nullable=False)

    chain_rows: Mapped[list[ProductChain]] = relationship(cascade="all, delete-orphan", lazy="select",
                                                          order_by="ProductChain.position")

    @property
    def chains(self) -> list[str]:
        """The chains as stored with the product (one query loads a page); product_chains serves the filter."""
        return list(self.chain_list or [])


class ProductChain(db.Model):
    __tablename__ = "product_chains"
    __table_args__ = (Index("ix_product_chains_chain", "chain", "product_id"),)

    product_id: Mapped[str] = mapped_column(ForeignKey("products.id", ondelete="CASCADE"), primary_key=True)
    chain: Mapped[str] = mapped_column(String(40), primary_key=True)
    position: Mapped[int] = mapped_column(Integer, nullable=False, default=0)


class ProductSnapshot(db.Model):
    """A dated reading of a product's figures: every import and refresh keeps one."""

    __tablename__ = "product_snapshots"
    __table_args__ = (Index("ix_product_snapshots_product", "product_id", "taken_at"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    product_id: Mapped[str] = mapped_column(ForeignKey("products.id", ondelete="CASCADE"), nullable=False)
    taken_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, nullable=False)
    apy: Mapped[float | None] = mapped_column(Float)
    tvl_usd: Mapped[float | None] = mapped_column(Float)
    apy_as_of: Mapped[str | None] = mapped_column(String(10))
    tvl_as_of: Mapped[str | None] = mapped_column(String(10))
    source_type: Mapped[str] = mapped_column(String(16), nullable=False)


class CatalogueRefresh(db.Model):
    """One run of the live-source refresh: what came back, what was missing, or why it failed."""

    __tablename__ = "catalogue_refreshes"

    id: Mapped[int] = mapped_column(primary_key=True)
    started_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, nullable=False)
    status: Mapped[str] = mapped_column(String(16), nullable=False)
    source: Mapped[str | None] = mapped_column(Text)
    error: Mapped[str | None] = mapped_column(Text)
    accepted: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    rejected: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    missing_ids: Mapped[list] = mapped_column(JSON, nullable=False, default=list)
