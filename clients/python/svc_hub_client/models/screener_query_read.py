from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ScreenerQueryRead")



@_attrs_define
class ScreenerQueryRead:
    """ 
        Attributes:
            asset_class (list[str] | Unset):
            attested (bool | Unset):
            chain (list[str] | Unset):
            exchange_listed (bool | Unset):
            green_only (bool | Unset):
            ids (list[str] | Unset):
            jurisdiction (list[str] | Unset): ISO 3166 codes
            kyc_to_hold (bool | Unset):
            kyc_to_mint (bool | Unset):
            limit (int | Unset):
            live (bool | Unset):
            max_ticket_usd (float | Unset):
            min_investment (float | Unset):
            offset (int | Unset):
            page (int | Unset):
            preset (str | Unset):
            redeemable (bool | Unset):
            risk_tier (list[str] | Unset):
            search (str | Unset):
            self_custody (bool | Unset):
            sort (str | Unset):
            sort_dir (str | Unset):
            source (str | Unset):
            transferable (bool | Unset):
            yield_basis (list[str] | Unset):
            yield_min (float | Unset):
     """

    asset_class: list[str] | Unset = UNSET
    attested: bool | Unset = UNSET
    chain: list[str] | Unset = UNSET
    exchange_listed: bool | Unset = UNSET
    green_only: bool | Unset = UNSET
    ids: list[str] | Unset = UNSET
    jurisdiction: list[str] | Unset = UNSET
    kyc_to_hold: bool | Unset = UNSET
    kyc_to_mint: bool | Unset = UNSET
    limit: int | Unset = UNSET
    live: bool | Unset = UNSET
    max_ticket_usd: float | Unset = UNSET
    min_investment: float | Unset = UNSET
    offset: int | Unset = UNSET
    page: int | Unset = UNSET
    preset: str | Unset = UNSET
    redeemable: bool | Unset = UNSET
    risk_tier: list[str] | Unset = UNSET
    search: str | Unset = UNSET
    self_custody: bool | Unset = UNSET
    sort: str | Unset = UNSET
    sort_dir: str | Unset = UNSET
    source: str | Unset = UNSET
    transferable: bool | Unset = UNSET
    yield_basis: list[str] | Unset = UNSET
    yield_min: float | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        asset_class: list[str] | Unset = UNSET
        if not isinstance(self.asset_class, Unset):
            asset_class = self.asset_class



        attested = self.attested

        chain: list[str] | Unset = UNSET
        if not isinstance(self.chain, Unset):
            chain = self.chain



        exchange_listed = self.exchange_listed

        green_only = self.green_only

        ids: list[str] | Unset = UNSET
        if not isinstance(self.ids, Unset):
            ids = self.ids



        jurisdiction: list[str] | Unset = UNSET
        if not isinstance(self.jurisdiction, Unset):
            jurisdiction = self.jurisdiction



        kyc_to_hold = self.kyc_to_hold

        kyc_to_mint = self.kyc_to_mint

        limit = self.limit

        live = self.live

        max_ticket_usd = self.max_ticket_usd

        min_investment = self.min_investment

        offset = self.offset

        page = self.page

        preset = self.preset

        redeemable = self.redeemable

        risk_tier: list[str] | Unset = UNSET
        if not isinstance(self.risk_tier, Unset):
            risk_tier = self.risk_tier



        search = self.search

        self_custody = self.self_custody

        sort = self.sort

        sort_dir = self.sort_dir

        source = self.source

        transferable = self.transferable

        yield_basis: list[str] | Unset = UNSET
        if not isinstance(self.yield_basis, Unset):
            yield_basis = self.yield_basis



        yield_min = self.yield_min


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if asset_class is not UNSET:
            field_dict["asset_class"] = asset_class
        if attested is not UNSET:
            field_dict["attested"] = attested
        if chain is not UNSET:
            field_dict["chain"] = chain
        if exchange_listed is not UNSET:
            field_dict["exchange_listed"] = exchange_listed
        if green_only is not UNSET:
            field_dict["green_only"] = green_only
        if ids is not UNSET:
            field_dict["ids"] = ids
        if jurisdiction is not UNSET:
            field_dict["jurisdiction"] = jurisdiction
        if kyc_to_hold is not UNSET:
            field_dict["kyc_to_hold"] = kyc_to_hold
        if kyc_to_mint is not UNSET:
            field_dict["kyc_to_mint"] = kyc_to_mint
        if limit is not UNSET:
            field_dict["limit"] = limit
        if live is not UNSET:
            field_dict["live"] = live
        if max_ticket_usd is not UNSET:
            field_dict["max_ticket_usd"] = max_ticket_usd
        if min_investment is not UNSET:
            field_dict["min_investment"] = min_investment
        if offset is not UNSET:
            field_dict["offset"] = offset
        if page is not UNSET:
            field_dict["page"] = page
        if preset is not UNSET:
            field_dict["preset"] = preset
        if redeemable is not UNSET:
            field_dict["redeemable"] = redeemable
        if risk_tier is not UNSET:
            field_dict["risk_tier"] = risk_tier
        if search is not UNSET:
            field_dict["search"] = search
        if self_custody is not UNSET:
            field_dict["self_custody"] = self_custody
        if sort is not UNSET:
            field_dict["sort"] = sort
        if sort_dir is not UNSET:
            field_dict["sort_dir"] = sort_dir
        if source is not UNSET:
            field_dict["source"] = source
        if transferable is not UNSET:
            field_dict["transferable"] = transferable
        if yield_basis is not UNSET:
            field_dict["yield_basis"] = yield_basis
        if yield_min is not UNSET:
            field_dict["yield_min"] = yield_min

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        asset_class = cast(list[str], d.pop("asset_class", UNSET))


        attested = d.pop("attested", UNSET)

        chain = cast(list[str], d.pop("chain", UNSET))


        exchange_listed = d.pop("exchange_listed", UNSET)

        green_only = d.pop("green_only", UNSET)

        ids = cast(list[str], d.pop("ids", UNSET))


        jurisdiction = cast(list[str], d.pop("jurisdiction", UNSET))


        kyc_to_hold = d.pop("kyc_to_hold", UNSET)

        kyc_to_mint = d.pop("kyc_to_mint", UNSET)

        limit = d.pop("limit", UNSET)

        live = d.pop("live", UNSET)

        max_ticket_usd = d.pop("max_ticket_usd", UNSET)

        min_investment = d.pop("min_investment", UNSET)

        offset = d.pop("offset", UNSET)

        page = d.pop("page", UNSET)

        preset = d.pop("preset", UNSET)

        redeemable = d.pop("redeemable", UNSET)

        risk_tier = cast(list[str], d.pop("risk_tier", UNSET))


        search = d.pop("search", UNSET)

        self_custody = d.pop("self_custody", UNSET)

        sort = d.pop("sort", UNSET)

        sort_dir = d.pop("sort_dir", UNSET)

        source = d.pop("source", UNSET)

        transferable = d.pop("transferable", UNSET)

        yield_basis = cast(list[str], d.pop("yield_basis", UNSET))


        yield_min = d.pop("yield_min", UNSET)

        screener_query_read = cls(
            asset_class=asset_class,
            attested=attested,
            chain=chain,
            exchange_listed=exchange_listed,
            green_only=green_only,
            ids=ids,
            jurisdiction=jurisdiction,
            kyc_to_hold=kyc_to_hold,
            kyc_to_mint=kyc_to_mint,
            limit=limit,
            live=live,
            max_ticket_usd=max_ticket_usd,
            min_investment=min_investment,
            offset=offset,
            page=page,
            preset=preset,
            redeemable=redeemable,
            risk_tier=risk_tier,
            search=search,
            self_custody=self_custody,
            sort=sort,
            sort_dir=sort_dir,
            source=source,
            transferable=transferable,
            yield_basis=yield_basis,
            yield_min=yield_min,
        )

        return screener_query_read

