from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.product_read_source_class import ProductReadSourceClass
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.evidence_read import EvidenceRead
  from ..models.product_points import ProductPoints
  from ..models.product_read_chain_tvl_usd_type_0 import ProductReadChainTvlUsdType0
  from ..models.simple_labels import SimpleLabels





T = TypeVar("T", bound="ProductRead")



@_attrs_define
class ProductRead:
    """ 
        Attributes:
            accredited_only (bool):
            as_of (str):
            asset_class (str):
            category (str):
            chains (list[str]):
            documented (int): How many of the evidence flags, APY, TVL and minimum are stated
            entity_id (str):  Example: ent:blackrock:buidl.
            entity_key (str):
            evidence (EvidenceRead):
            green (bool):
            id (str):
            issuer (str):
            issuer_key (str):
            liquidity_score (int):
            live (bool):
            name (str):
            parent_issuer (str):
            points (ProductPoints):
            risk_tier (str):
            simple (SimpleLabels):
            source_class (ProductReadSourceClass): issuer (issuer or fund document), regulator (a filing), aggregator (on-
                chain data or a data aggregator), press
            source_type (str):
            source_url (str):
            transparency_score (int):
            apy (float | None | Unset): Percent; null when not disclosed, never 0
            apy_as_of (None | str | Unset):
            apy_basis (None | str | Unset):
            chain_tvl_usd (None | ProductReadChainTvlUsdType0 | Unset): The TVL on some of its chains, in USD, where a
                source states it (of tvl_as_of); null: the TVL is not split by chain
            fees (None | str | Unset):
            jurisdiction (None | str | Unset):
            jurisdiction_code (None | str | Unset): ISO 3166 alpha-2
            liquidity_days (float | None | Unset):
            min_investment_usd (float | None | Unset):
            notes (None | str | Unset): What the sources state beyond the figures
            pays_yield (bool | None | Unset): false: non-yielding by design; null: not stated
            platform (None | str | Unset):
            source_fetched_at (None | str | Unset): When a live figure was fetched
            sub_category (None | str | Unset):
            ticker (None | str | Unset):
            tvl_as_of (None | str | Unset):
            tvl_usd (float | None | Unset):
     """

    accredited_only: bool
    as_of: str
    asset_class: str
    category: str
    chains: list[str]
    documented: int
    entity_id: str
    entity_key: str
    evidence: EvidenceRead
    green: bool
    id: str
    issuer: str
    issuer_key: str
    liquidity_score: int
    live: bool
    name: str
    parent_issuer: str
    points: ProductPoints
    risk_tier: str
    simple: SimpleLabels
    source_class: ProductReadSourceClass
    source_type: str
    source_url: str
    transparency_score: int
    apy: float | None | Unset = UNSET
    apy_as_of: None | str | Unset = UNSET
    apy_basis: None | str | Unset = UNSET
    chain_tvl_usd: None | ProductReadChainTvlUsdType0 | Unset = UNSET
    fees: None | str | Unset = UNSET
    jurisdiction: None | str | Unset = UNSET
    jurisdiction_code: None | str | Unset = UNSET
    liquidity_days: float | None | Unset = UNSET
    min_investment_usd: float | None | Unset = UNSET
    notes: None | str | Unset = UNSET
    pays_yield: bool | None | Unset = UNSET
    platform: None | str | Unset = UNSET
    source_fetched_at: None | str | Unset = UNSET
    sub_category: None | str | Unset = UNSET
    ticker: None | str | Unset = UNSET
    tvl_as_of: None | str | Unset = UNSET
    tvl_usd: float | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.evidence_read import EvidenceRead # noqa: PLC0415
        from ..models.product_points import ProductPoints # noqa: PLC0415
        from ..models.product_read_chain_tvl_usd_type_0 import ProductReadChainTvlUsdType0 # noqa: PLC0415
        from ..models.simple_labels import SimpleLabels # noqa: PLC0415
        accredited_only = self.accredited_only

        as_of = self.as_of

        asset_class = self.asset_class

        category = self.category

        chains = self.chains



        documented = self.documented

        entity_id = self.entity_id

        entity_key = self.entity_key

        evidence = self.evidence.to_dict()

        green = self.green

        id = self.id

        issuer = self.issuer

        issuer_key = self.issuer_key

        liquidity_score = self.liquidity_score

        live = self.live

        name = self.name

        parent_issuer = self.parent_issuer

        points = self.points.to_dict()

        risk_tier = self.risk_tier

        simple = self.simple.to_dict()

        source_class = self.source_class.value

        source_type = self.source_type

        source_url = self.source_url

        transparency_score = self.transparency_score

        apy: float | None | Unset
        if isinstance(self.apy, Unset):
            apy = UNSET
        else:
            apy = self.apy

        apy_as_of: None | str | Unset
        if isinstance(self.apy_as_of, Unset):
            apy_as_of = UNSET
        else:
            apy_as_of = self.apy_as_of

        apy_basis: None | str | Unset
        if isinstance(self.apy_basis, Unset):
            apy_basis = UNSET
        else:
            apy_basis = self.apy_basis

        chain_tvl_usd: dict[str, Any] | None | Unset
        if isinstance(self.chain_tvl_usd, Unset):
            chain_tvl_usd = UNSET
        elif isinstance(self.chain_tvl_usd, ProductReadChainTvlUsdType0):
            chain_tvl_usd = self.chain_tvl_usd.to_dict()
        else:
            chain_tvl_usd = self.chain_tvl_usd

        fees: None | str | Unset
        if isinstance(self.fees, Unset):
            fees = UNSET
        else:
            fees = self.fees

        jurisdiction: None | str | Unset
        if isinstance(self.jurisdiction, Unset):
            jurisdiction = UNSET
        else:
            jurisdiction = self.jurisdiction

        jurisdiction_code: None | str | Unset
        if isinstance(self.jurisdiction_code, Unset):
            jurisdiction_code = UNSET
        else:
            jurisdiction_code = self.jurisdiction_code

        liquidity_days: float | None | Unset
        if isinstance(self.liquidity_days, Unset):
            liquidity_days = UNSET
        else:
            liquidity_days = self.liquidity_days

        min_investment_usd: float | None | Unset
        if isinstance(self.min_investment_usd, Unset):
            min_investment_usd = UNSET
        else:
            min_investment_usd = self.min_investment_usd

        notes: None | str | Unset
        if isinstance(self.notes, Unset):
            notes = UNSET
        else:
            notes = self.notes

        pays_yield: bool | None | Unset
        if isinstance(self.pays_yield, Unset):
            pays_yield = UNSET
        else:
            pays_yield = self.pays_yield

        platform: None | str | Unset
        if isinstance(self.platform, Unset):
            platform = UNSET
        else:
            platform = self.platform

        source_fetched_at: None | str | Unset
        if isinstance(self.source_fetched_at, Unset):
            source_fetched_at = UNSET
        else:
            source_fetched_at = self.source_fetched_at

        sub_category: None | str | Unset
        if isinstance(self.sub_category, Unset):
            sub_category = UNSET
        else:
            sub_category = self.sub_category

        ticker: None | str | Unset
        if isinstance(self.ticker, Unset):
            ticker = UNSET
        else:
            ticker = self.ticker

        tvl_as_of: None | str | Unset
        if isinstance(self.tvl_as_of, Unset):
            tvl_as_of = UNSET
        else:
            tvl_as_of = self.tvl_as_of

        tvl_usd: float | None | Unset
        if isinstance(self.tvl_usd, Unset):
            tvl_usd = UNSET
        else:
            tvl_usd = self.tvl_usd


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "accredited_only": accredited_only,
            "as_of": as_of,
            "asset_class": asset_class,
            "category": category,
            "chains": chains,
            "documented": documented,
            "entity_id": entity_id,
            "entity_key": entity_key,
            "evidence": evidence,
            "green": green,
            "id": id,
            "issuer": issuer,
            "issuer_key": issuer_key,
            "liquidity_score": liquidity_score,
            "live": live,
            "name": name,
            "parent_issuer": parent_issuer,
            "points": points,
            "risk_tier": risk_tier,
            "simple": simple,
            "source_class": source_class,
            "source_type": source_type,
            "source_url": source_url,
            "transparency_score": transparency_score,
        })
        if apy is not UNSET:
            field_dict["apy"] = apy
        if apy_as_of is not UNSET:
            field_dict["apy_as_of"] = apy_as_of
        if apy_basis is not UNSET:
            field_dict["apy_basis"] = apy_basis
        if chain_tvl_usd is not UNSET:
            field_dict["chain_tvl_usd"] = chain_tvl_usd
        if fees is not UNSET:
            field_dict["fees"] = fees
        if jurisdiction is not UNSET:
            field_dict["jurisdiction"] = jurisdiction
        if jurisdiction_code is not UNSET:
            field_dict["jurisdiction_code"] = jurisdiction_code
        if liquidity_days is not UNSET:
            field_dict["liquidity_days"] = liquidity_days
        if min_investment_usd is not UNSET:
            field_dict["min_investment_usd"] = min_investment_usd
        if notes is not UNSET:
            field_dict["notes"] = notes
        if pays_yield is not UNSET:
            field_dict["pays_yield"] = pays_yield
        if platform is not UNSET:
            field_dict["platform"] = platform
        if source_fetched_at is not UNSET:
            field_dict["source_fetched_at"] = source_fetched_at
        if sub_category is not UNSET:
            field_dict["sub_category"] = sub_category
        if ticker is not UNSET:
            field_dict["ticker"] = ticker
        if tvl_as_of is not UNSET:
            field_dict["tvl_as_of"] = tvl_as_of
        if tvl_usd is not UNSET:
            field_dict["tvl_usd"] = tvl_usd

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.evidence_read import EvidenceRead # noqa: PLC0415
        from ..models.product_points import ProductPoints # noqa: PLC0415
        from ..models.product_read_chain_tvl_usd_type_0 import ProductReadChainTvlUsdType0 # noqa: PLC0415
        from ..models.simple_labels import SimpleLabels # noqa: PLC0415
        d = dict(src_dict)
        accredited_only = d.pop("accredited_only")

        as_of = d.pop("as_of")

        asset_class = d.pop("asset_class")

        category = d.pop("category")

        chains = cast(list[str], d.pop("chains"))


        documented = d.pop("documented")

        entity_id = d.pop("entity_id")

        entity_key = d.pop("entity_key")

        evidence = EvidenceRead.from_dict(d.pop("evidence"))




        green = d.pop("green")

        id = d.pop("id")

        issuer = d.pop("issuer")

        issuer_key = d.pop("issuer_key")

        liquidity_score = d.pop("liquidity_score")

        live = d.pop("live")

        name = d.pop("name")

        parent_issuer = d.pop("parent_issuer")

        points = ProductPoints.from_dict(d.pop("points"))




        risk_tier = d.pop("risk_tier")

        simple = SimpleLabels.from_dict(d.pop("simple"))




        source_class = ProductReadSourceClass(d.pop("source_class"))




        source_type = d.pop("source_type")

        source_url = d.pop("source_url")

        transparency_score = d.pop("transparency_score")

        def _parse_apy(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        apy = _parse_apy(d.pop("apy", UNSET))


        def _parse_apy_as_of(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        apy_as_of = _parse_apy_as_of(d.pop("apy_as_of", UNSET))


        def _parse_apy_basis(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        apy_basis = _parse_apy_basis(d.pop("apy_basis", UNSET))


        def _parse_chain_tvl_usd(data: object) -> None | ProductReadChainTvlUsdType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                chain_tvl_usd_type_0 = ProductReadChainTvlUsdType0.from_dict(data)



                return chain_tvl_usd_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ProductReadChainTvlUsdType0 | Unset, data)

        chain_tvl_usd = _parse_chain_tvl_usd(d.pop("chain_tvl_usd", UNSET))


        def _parse_fees(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        fees = _parse_fees(d.pop("fees", UNSET))


        def _parse_jurisdiction(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        jurisdiction = _parse_jurisdiction(d.pop("jurisdiction", UNSET))


        def _parse_jurisdiction_code(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        jurisdiction_code = _parse_jurisdiction_code(d.pop("jurisdiction_code", UNSET))


        def _parse_liquidity_days(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        liquidity_days = _parse_liquidity_days(d.pop("liquidity_days", UNSET))


        def _parse_min_investment_usd(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        min_investment_usd = _parse_min_investment_usd(d.pop("min_investment_usd", UNSET))


        def _parse_notes(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        notes = _parse_notes(d.pop("notes", UNSET))


        def _parse_pays_yield(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        pays_yield = _parse_pays_yield(d.pop("pays_yield", UNSET))


        def _parse_platform(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        platform = _parse_platform(d.pop("platform", UNSET))


        def _parse_source_fetched_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        source_fetched_at = _parse_source_fetched_at(d.pop("source_fetched_at", UNSET))


        def _parse_sub_category(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        sub_category = _parse_sub_category(d.pop("sub_category", UNSET))


        def _parse_ticker(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        ticker = _parse_ticker(d.pop("ticker", UNSET))


        def _parse_tvl_as_of(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        tvl_as_of = _parse_tvl_as_of(d.pop("tvl_as_of", UNSET))


        def _parse_tvl_usd(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        tvl_usd = _parse_tvl_usd(d.pop("tvl_usd", UNSET))


        product_read = cls(
            accredited_only=accredited_only,
            as_of=as_of,
            asset_class=asset_class,
            category=category,
            chains=chains,
            documented=documented,
            entity_id=entity_id,
            entity_key=entity_key,
            evidence=evidence,
            green=green,
            id=id,
            issuer=issuer,
            issuer_key=issuer_key,
            liquidity_score=liquidity_score,
            live=live,
            name=name,
            parent_issuer=parent_issuer,
            points=points,
            risk_tier=risk_tier,
            simple=simple,
            source_class=source_class,
            source_type=source_type,
            source_url=source_url,
            transparency_score=transparency_score,
            apy=apy,
            apy_as_of=apy_as_of,
            apy_basis=apy_basis,
            chain_tvl_usd=chain_tvl_usd,
            fees=fees,
            jurisdiction=jurisdiction,
            jurisdiction_code=jurisdiction_code,
            liquidity_days=liquidity_days,
            min_investment_usd=min_investment_usd,
            notes=notes,
            pays_yield=pays_yield,
            platform=platform,
            source_fetched_at=source_fetched_at,
            sub_category=sub_category,
            ticker=ticker,
            tvl_as_of=tvl_as_of,
            tvl_usd=tvl_usd,
        )

        return product_read

