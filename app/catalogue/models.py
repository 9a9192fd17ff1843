"""Products, their chains (for indexed chain filters) and dated snapshots of their figures."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import JSON, Boolean, DateTime, Float, ForeignKey, Index, Integer, String, Text, func
from sqlalchemy.orm import Mapped, mapped_column, relationship

from app.extensions import db
from app.platform.clock import utcnow


def _bytewise(length: int) -> String:
    """A string compared byte by byte on both databases: SQLite's BINARY, PostgreSQL's "C" (whatever the
    server's default collation), so ids and names sort the same way everywhere and their indexes serve
    the ORDER BY as written."""
    return String(length).with_variant(String(length, collation="C"), "postgresql")


class Product(db.Model):
    __tablename__ = "products"
    __table_args__ = (Index("ix_products_category_tier", "category", "risk_tier"),)

    id: Mapped[str] = mapped_column(_bytewise(80), primary_key=True)
    name: Mapped[str] = mapped_column(_bytewise(200), nullable=False)
    issuer: Mapped[str] = mapped_column(String(200), nullable=False)
    issuer_key: Mapped[str] = mapped_column(String(80), nullable=False, index=True)
    product_key: Mapped[str] = mapped_column(String(80), nullable=False)
    parent_issuer: Mapped[str] = mapped_column(String(200), nullable=False)
    platform: Mapped[str | None] = mapped_column(String(120))
    category: Mapped[str] = mapped_column(String(32), nullable=False)
    asset_class: Mapped[str] = mapped_column(String(32), nullable=False)
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
    # {chain: USD} where a source states the TVL on a chain (of tvl_as_of); product_chains.tvl_usd serves the sums
    chain_tvl_usd: Mapped[dict | None] = mapped_column(JSON(none_as_null=True))
    search_text: Mapped[str] = mapped_column(Text, nullable=False, default="")
    points: Mapped[dict] = mapped_column(JSON, nullable=False, default=dict)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, nullable=False)

    chain_rows: Mapped[list[ProductChain]] = relationship(cascade="all, delete-orphan", lazy="select",
                                                          order_by="ProductChain.position")
    term_rows: Mapped[list[ProductTerm]] = relationship(cascade="all, delete-orphan", lazy="select")

    @property
    def chains(self) -> list[str]:
        """The chains as stored with the product (one query loads a page); product_chains serves the filter."""
        return list(self.chain_list or [])


SORT_KEYS = {  # the screener's sorts: (column or expression, can it be unknown?)
    "transparency": (Product.transparency, False), "liquidity": (Product.liquidity_score, False),
    "documented": (Product.documented, False), "apy": (Product.apy, True), "tvl": (Product.tvl_usd, True),
    "name": (func.lower(Product.name), False), "min_investment": (Product.min_investment_usd, True),
}
SORT_PREFIXES = {"": (), "_class": (Product.asset_class,), "_tier": (Product.risk_tier,)}


def order_keys(sort: str, descending: bool, reverse: bool = False) -> tuple:
    """ORDER BY of a sort: unknown values last in both directions, ties by id in the sort's direction.

    Written the same on both databases, as the indexes below are, so one index scan serves each sort
    (alone, or within one asset class or risk tier): `value IS NULL` first (known values before unknown
    ones), then the value, then the id. reverse=True gives the exact opposite order (the same index read
    backwards): the far end of a long list is read from its own end."""
    value, nullable = SORT_KEYS[sort]
    down = descending != reverse
    ordered = (value.desc(), Product.id.desc()) if down else (value.asc(), Product.id.asc())
    if not nullable:
        return ordered
    unknown = value.is_(None)
    return (unknown.desc() if reverse else unknown.asc(),) + ordered


def _sort_indexes() -> None:
    """One index per sort (two for a sort whose values can be unknown: one per direction), alone and
    behind the asset class and the risk tier."""
    for sort, (value, nullable) in SORT_KEYS.items():
        for suffix, prefix in SORT_PREFIXES.items():
            name = f"ix_products_{sort}{suffix}"
            if not nullable:
                Index(name, *prefix, value, Product.id)
                continue
            Index(name, *prefix, value.is_(None), value, Product.id)
            Index(f"{name}_desc", *prefix, value.is_(None), value.desc(), Product.id.desc())


_sort_indexes()


class ProductChain(db.Model):
    __tablename__ = "product_chains"
    __table_args__ = (Index("ix_product_chains_chain", "chain", "product_id"),)

    product_id: Mapped[str] = mapped_column(ForeignKey("products.id", ondelete="CASCADE"), primary_key=True)
    chain: Mapped[str] = mapped_column(String(40), primary_key=True)
    position: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    tvl_usd: Mapped[float | None] = mapped_column(Float)  # only where a source states the TVL on this chain


class ProductTerm(db.Model):
    """Each word of a product's search text (name, ticker, issuer, platform, id): the search's index. A
    typed word finds the products with a word that starts with it, by a range on `term` (byte order)."""

    __tablename__ = "product_terms"
    __table_args__ = (Index("ix_product_terms_product", "product_id", "term"),)

    term: Mapped[str] = mapped_column(_bytewise(80), primary_key=True)
    product_id: Mapped[str] = mapped_column(ForeignKey("products.id", ondelete="CASCADE"), primary_key=True)


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
