from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="ExportRow")



@_attrs_define
class ExportRow:
    """ 
        Attributes:
            accredited_only (bool | None):
            apy (float | None): Percent; empty when not disclosed
            apy_as_of (None | str): The APY's own date
            apy_basis (None | str): What the APY measures
            apy_stale (bool | None): APY older than SVC_STALE_DAYS or undated
            as_of (None | str): Date of the row's other facts (minimum, flags, fees)
            asset_class (None | str):
            attestations (list[str]): Attestation links
            chains (list[str]):
            documented (int): 0-9
            exchange_listed (bool | None):
            fees (None | str): As the source states them
            green (bool | None):
            id (None | str): Catalogue id
            issuer (None | str):
            jurisdiction (None | str): As the source states it
            jurisdiction_code (None | str): ISO 3166 alpha-2
            kyc_to_hold (bool | None):
            kyc_to_mint (bool | None):
            liquidity_days (float | None): Dated by as_of
            liquidity_score (int): 0-100
            live (bool | None):
            min_investment_usd (float | None): Dated by as_of
            name (None | str):
            pays_yield (bool | None): false: non-yielding by design; empty: not stated
            platform (None | str):
            redeemable (bool | None):
            risk_tier (None | str):
            self_custody (bool | None):
            source_class (None | str): issuer, regulator, aggregator or press
            source_fetched_at (None | str): When a live figure was fetched
            source_type (None | str): snapshot or live
            source_url (None | str): Where the row's figures come from
            sub_category (None | str):
            ticker (None | str):
            transferable (bool | None):
            transparency_score (int): 0-100
            tvl_as_of (None | str): The TVL's own date
            tvl_stale (bool | None): TVL older than SVC_STALE_DAYS or undated
            tvl_usd (float | None): US dollars; empty when not disclosed
            url (None | str): The product's page on the hub
     """

    accredited_only: bool | None
    apy: float | None
    apy_as_of: None | str
    apy_basis: None | str
    apy_stale: bool | None
    as_of: None | str
    asset_class: None | str
    attestations: list[str]
    chains: list[str]
    documented: int
    exchange_listed: bool | None
    fees: None | str
    green: bool | None
    id: None | str
    issuer: None | str
    jurisdiction: None | str
    jurisdiction_code: None | str
    kyc_to_hold: bool | None
    kyc_to_mint: bool | None
    liquidity_days: float | None
    liquidity_score: int
    live: bool | None
    min_investment_usd: float | None
    name: None | str
    pays_yield: bool | None
    platform: None | str
    redeemable: bool | None
    risk_tier: None | str
    self_custody: bool | None
    source_class: None | str
    source_fetched_at: None | str
    source_type: None | str
    source_url: None | str
    sub_category: None | str
    ticker: None | str
    transferable: bool | None
    transparency_score: int
    tvl_as_of: None | str
    tvl_stale: bool | None
    tvl_usd: float | None
    url: None | str





    def to_dict(self) -> dict[str, Any]:
        accredited_only: bool | None
        accredited_only = self.accredited_only

        apy: float | None
        apy = self.apy

        apy_as_of: None | str
        apy_as_of = self.apy_as_of

        apy_basis: None | str
        apy_basis = self.apy_basis

        apy_stale: bool | None
        apy_stale = self.apy_stale

        as_of: None | str
        as_of = self.as_of

        asset_class: None | str
        asset_class = self.asset_class

        attestations = self.attestations



        chains = self.chains



        documented = self.documented

        exchange_listed: bool | None
        exchange_listed = self.exchange_listed

        fees: None | str
        fees = self.fees

        green: bool | None
        green = self.green

        id: None | str
        id = self.id

        issuer: None | str
        issuer = self.issuer

        jurisdiction: None | str
        jurisdiction = self.jurisdiction

        jurisdiction_code: None | str
        jurisdiction_code = self.jurisdiction_code

        kyc_to_hold: bool | None
        kyc_to_hold = self.kyc_to_hold

        kyc_to_mint: bool | None
        kyc_to_mint = self.kyc_to_mint

        liquidity_days: float | None
        liquidity_days = self.liquidity_days

        liquidity_score = self.liquidity_score

        live: bool | None
        live = self.live

        min_investment_usd: float | None
        min_investment_usd = self.min_investment_usd

        name: None | str
        name = self.name

        pays_yield: bool | None
        pays_yield = self.pays_yield

        platform: None | str
        platform = self.platform

        redeemable: bool | None
        redeemable = self.redeemable

        risk_tier: None | str
        risk_tier = self.risk_tier

        self_custody: bool | None
        self_custody = self.self_custody

        source_class: None | str
        source_class = self.source_class

        source_fetched_at: None | str
        source_fetched_at = self.source_fetched_at

        source_type: None | str
        source_type = self.source_type

        source_url: None | str
        source_url = self.source_url

        sub_category: None | str
        sub_category = self.sub_category

        ticker: None | str
        ticker = self.ticker

        transferable: bool | None
        transferable = self.transferable

        transparency_score = self.transparency_score

        tvl_as_of: None | str
        tvl_as_of = self.tvl_as_of

        tvl_stale: bool | None
        tvl_stale = self.tvl_stale

        tvl_usd: float | None
        tvl_usd = self.tvl_usd

        url: None | str
        url = self.url


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "accredited_only": accredited_only,
            "apy": apy,
            "apy_as_of": apy_as_of,
            "apy_basis": apy_basis,
            "apy_stale": apy_stale,
            "as_of": as_of,
            "asset_class": asset_class,
            "attestations": attestations,
            "chains": chains,
            "documented": documented,
            "exchange_listed": exchange_listed,
            "fees": fees,
            "green": green,
            "id": id,
            "issuer": issuer,
            "jurisdiction": jurisdiction,
            "jurisdiction_code": jurisdiction_code,
            "kyc_to_hold": kyc_to_hold,
            "kyc_to_mint": kyc_to_mint,
            "liquidity_days": liquidity_days,
            "liquidity_score": liquidity_score,
            "live": live,
            "min_investment_usd": min_investment_usd,
            "name": name,
            "pays_yield": pays_yield,
            "platform": platform,
            "redeemable": redeemable,
            "risk_tier": risk_tier,
            "self_custody": self_custody,
            "source_class": source_class,
            "source_fetched_at": source_fetched_at,
            "source_type": source_type,
            "source_url": source_url,
            "sub_category": sub_category,
            "ticker": ticker,
            "transferable": transferable,
            "transparency_score": transparency_score,
            "tvl_as_of": tvl_as_of,
            "tvl_stale": tvl_stale,
            "tvl_usd": tvl_usd,
            "url": url,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_accredited_only(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        accredited_only = _parse_accredited_only(d.pop("accredited_only"))


        def _parse_apy(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        apy = _parse_apy(d.pop("apy"))


        def _parse_apy_as_of(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        apy_as_of = _parse_apy_as_of(d.pop("apy_as_of"))


        def _parse_apy_basis(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        apy_basis = _parse_apy_basis(d.pop("apy_basis"))


        def _parse_apy_stale(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        apy_stale = _parse_apy_stale(d.pop("apy_stale"))


        def _parse_as_of(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        as_of = _parse_as_of(d.pop("as_of"))


        def _parse_asset_class(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        asset_class = _parse_asset_class(d.pop("asset_class"))


        attestations = cast(list[str], d.pop("attestations"))


        chains = cast(list[str], d.pop("chains"))


        documented = d.pop("documented")

        def _parse_exchange_listed(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        exchange_listed = _parse_exchange_listed(d.pop("exchange_listed"))


        def _parse_fees(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        fees = _parse_fees(d.pop("fees"))


        def _parse_green(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        green = _parse_green(d.pop("green"))


        def _parse_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        id = _parse_id(d.pop("id"))


        def _parse_issuer(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        issuer = _parse_issuer(d.pop("issuer"))


        def _parse_jurisdiction(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        jurisdiction = _parse_jurisdiction(d.pop("jurisdiction"))


        def _parse_jurisdiction_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        jurisdiction_code = _parse_jurisdiction_code(d.pop("jurisdiction_code"))


        def _parse_kyc_to_hold(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        kyc_to_hold = _parse_kyc_to_hold(d.pop("kyc_to_hold"))


        def _parse_kyc_to_mint(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        kyc_to_mint = _parse_kyc_to_mint(d.pop("kyc_to_mint"))


        def _parse_liquidity_days(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        liquidity_days = _parse_liquidity_days(d.pop("liquidity_days"))


        liquidity_score = d.pop("liquidity_score")

        def _parse_live(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        live = _parse_live(d.pop("live"))


        def _parse_min_investment_usd(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        min_investment_usd = _parse_min_investment_usd(d.pop("min_investment_usd"))


        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))


        def _parse_pays_yield(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        pays_yield = _parse_pays_yield(d.pop("pays_yield"))


        def _parse_platform(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        platform = _parse_platform(d.pop("platform"))


        def _parse_redeemable(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        redeemable = _parse_redeemable(d.pop("redeemable"))


        def _parse_risk_tier(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        risk_tier = _parse_risk_tier(d.pop("risk_tier"))


        def _parse_self_custody(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        self_custody = _parse_self_custody(d.pop("self_custody"))


        def _parse_source_class(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        source_class = _parse_source_class(d.pop("source_class"))


        def _parse_source_fetched_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        source_fetched_at = _parse_source_fetched_at(d.pop("source_fetched_at"))


        def _parse_source_type(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        source_type = _parse_source_type(d.pop("source_type"))


        def _parse_source_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        source_url = _parse_source_url(d.pop("source_url"))


        def _parse_sub_category(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        sub_category = _parse_sub_category(d.pop("sub_category"))


        def _parse_ticker(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        ticker = _parse_ticker(d.pop("ticker"))


        def _parse_transferable(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        transferable = _parse_transferable(d.pop("transferable"))


        transparency_score = d.pop("transparency_score")

        def _parse_tvl_as_of(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        tvl_as_of = _parse_tvl_as_of(d.pop("tvl_as_of"))


        def _parse_tvl_stale(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        tvl_stale = _parse_tvl_stale(d.pop("tvl_stale"))


        def _parse_tvl_usd(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        tvl_usd = _parse_tvl_usd(d.pop("tvl_usd"))


        def _parse_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        url = _parse_url(d.pop("url"))


        export_row = cls(
            accredited_only=accredited_only,
            apy=apy,
            apy_as_of=apy_as_of,
            apy_basis=apy_basis,
            apy_stale=apy_stale,
            as_of=as_of,
            asset_class=asset_class,
            attestations=attestations,
            chains=chains,
            documented=documented,
            exchange_listed=exchange_listed,
            fees=fees,
            green=green,
            id=id,
            issuer=issuer,
            jurisdiction=jurisdiction,
            jurisdiction_code=jurisdiction_code,
            kyc_to_hold=kyc_to_hold,
            kyc_to_mint=kyc_to_mint,
            liquidity_days=liquidity_days,
            liquidity_score=liquidity_score,
            live=live,
            min_investment_usd=min_investment_usd,
            name=name,
            pays_yield=pays_yield,
            platform=platform,
            redeemable=redeemable,
            risk_tier=risk_tier,
            self_custody=self_custody,
            source_class=source_class,
            source_fetched_at=source_fetched_at,
            source_type=source_type,
            source_url=source_url,
            sub_category=sub_category,
            ticker=ticker,
            transferable=transferable,
            transparency_score=transparency_score,
            tvl_as_of=tvl_as_of,
            tvl_stale=tvl_stale,
            tvl_usd=tvl_usd,
            url=url,
        )

        return export_row

