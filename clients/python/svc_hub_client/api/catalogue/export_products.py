from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.export_products_asset_class_item import ExportProductsAssetClassItem
from ...models.export_products_format import ExportProductsFormat
from ...models.export_products_preset import ExportProductsPreset
from ...models.export_products_risk_tier_item import ExportProductsRiskTierItem
from ...models.export_products_sort import ExportProductsSort
from ...models.export_products_sort_dir import ExportProductsSortDir
from ...models.export_products_source import ExportProductsSource
from ...models.export_products_yield_basis_item import ExportProductsYieldBasisItem
from ...models.export_read import ExportRead
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    risk_tier: list[ExportProductsRiskTierItem] | Unset = UNSET,
    asset_class: list[ExportProductsAssetClassItem] | Unset = UNSET,
    sub_category: list[str] | Unset = UNSET,
    source: ExportProductsSource | Unset = UNSET,
    jurisdiction: list[str] | Unset = UNSET,
    chain_or_region: list[str] | Unset = UNSET,
    search: str | Unset = UNSET,
    preset: ExportProductsPreset | Unset = UNSET,
    sort: ExportProductsSort | Unset = UNSET,
    sort_dir: ExportProductsSortDir | Unset = UNSET,
    min_investment: float | Unset = UNSET,
    max_ticket_usd: float | Unset = UNSET,
    yield_min: float | Unset = UNSET,
    green_only: bool | Unset = UNSET,
    live: bool | Unset = UNSET,
    ids: list[str] | Unset = UNSET,
    attested: bool | Unset = UNSET,
    redeemable: bool | Unset = UNSET,
    exchange_listed: bool | Unset = UNSET,
    kyc_to_mint: bool | Unset = UNSET,
    kyc_to_hold: bool | Unset = UNSET,
    transferable: bool | Unset = UNSET,
    self_custody: bool | Unset = UNSET,
    yield_basis: list[ExportProductsYieldBasisItem] | Unset = UNSET,
    limit: int | Unset = UNSET,
    offset: int | Unset = UNSET,
    page: int | Unset = UNSET,
    class_: str | Unset = UNSET,
    category: str | Unset = UNSET,
    chain: str | Unset = UNSET,
    q: str | Unset = UNSET,
    format_: ExportProductsFormat | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_risk_tier: list[str] | Unset = UNSET
    if not isinstance(risk_tier, Unset):
        json_risk_tier = []
        for risk_tier_item_data in risk_tier:
            risk_tier_item = risk_tier_item_data.value
            json_risk_tier.append(risk_tier_item)


    params["risk_tier"] = json_risk_tier

    json_asset_class: list[str] | Unset = UNSET
    if not isinstance(asset_class, Unset):
        json_asset_class = []
        for asset_class_item_data in asset_class:
            asset_class_item = asset_class_item_data.value
            json_asset_class.append(asset_class_item)


    params["asset_class"] = json_asset_class

    json_sub_category: list[str] | Unset = UNSET
    if not isinstance(sub_category, Unset):
        json_sub_category = sub_category


    params["sub_category"] = json_sub_category

    json_source: str | Unset = UNSET
    if not isinstance(source, Unset):
        json_source = source.value

    params["source"] = json_source

    json_jurisdiction: list[str] | Unset = UNSET
    if not isinstance(jurisdiction, Unset):
        json_jurisdiction = jurisdiction


    params["jurisdiction"] = json_jurisdiction

    json_chain_or_region: list[str] | Unset = UNSET
    if not isinstance(chain_or_region, Unset):
        json_chain_or_region = chain_or_region


    params["chain_or_region"] = json_chain_or_region

    params["search"] = search

    json_preset: str | Unset = UNSET
    if not isinstance(preset, Unset):
        json_preset = preset.value

    params["preset"] = json_preset

    json_sort: str | Unset = UNSET
    if not isinstance(sort, Unset):
        json_sort = sort.value

    params["sort"] = json_sort

    json_sort_dir: str | Unset = UNSET
    if not isinstance(sort_dir, Unset):
        json_sort_dir = sort_dir.value

    params["sort_dir"] = json_sort_dir

    params["min_investment"] = min_investment

    params["max_ticket_usd"] = max_ticket_usd

    params["yield_min"] = yield_min

    params["green_only"] = green_only

    params["live"] = live

    json_ids: list[str] | Unset = UNSET
    if not isinstance(ids, Unset):
        json_ids = ids


    params["ids"] = json_ids

    params["attested"] = attested

    params["redeemable"] = redeemable

    params["exchange_listed"] = exchange_listed

    params["kyc_to_mint"] = kyc_to_mint

    params["kyc_to_hold"] = kyc_to_hold

    params["transferable"] = transferable

    params["self_custody"] = self_custody

    json_yield_basis: list[str] | Unset = UNSET
    if not isinstance(yield_basis, Unset):
        json_yield_basis = []
        for yield_basis_item_data in yield_basis:
            yield_basis_item = yield_basis_item_data.value
            json_yield_basis.append(yield_basis_item)


    params["yield_basis"] = json_yield_basis

    params["limit"] = limit

    params["offset"] = offset

    params["page"] = page

    params["class"] = class_

    params["category"] = category

    params["chain"] = chain

    params["q"] = q

    json_format_: str | Unset = UNSET
    if not isinstance(format_, Unset):
        json_format_ = format_.value

    params["format"] = json_format_


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/products/export",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | ExportRead:
    if response.status_code == 200:
        response_200 = ExportRead.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())



        return response_403

    if response.status_code == 414:
        response_414 = Error.from_dict(response.json())



        return response_414

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())



        return response_503

    response_default = Error.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | ExportRead]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    risk_tier: list[ExportProductsRiskTierItem] | Unset = UNSET,
    asset_class: list[ExportProductsAssetClassItem] | Unset = UNSET,
    sub_category: list[str] | Unset = UNSET,
    source: ExportProductsSource | Unset = UNSET,
    jurisdiction: list[str] | Unset = UNSET,
    chain_or_region: list[str] | Unset = UNSET,
    search: str | Unset = UNSET,
    preset: ExportProductsPreset | Unset = UNSET,
    sort: ExportProductsSort | Unset = UNSET,
    sort_dir: ExportProductsSortDir | Unset = UNSET,
    min_investment: float | Unset = UNSET,
    max_ticket_usd: float | Unset = UNSET,
    yield_min: float | Unset = UNSET,
    green_only: bool | Unset = UNSET,
    live: bool | Unset = UNSET,
    ids: list[str] | Unset = UNSET,
    attested: bool | Unset = UNSET,
    redeemable: bool | Unset = UNSET,
    exchange_listed: bool | Unset = UNSET,
    kyc_to_mint: bool | Unset = UNSET,
    kyc_to_hold: bool | Unset = UNSET,
    transferable: bool | Unset = UNSET,
    self_custody: bool | Unset = UNSET,
    yield_basis: list[ExportProductsYieldBasisItem] | Unset = UNSET,
    limit: int | Unset = UNSET,
    offset: int | Unset = UNSET,
    page: int | Unset = UNSET,
    class_: str | Unset = UNSET,
    category: str | Unset = UNSET,
    chain: str | Unset = UNSET,
    q: str | Unset = UNSET,
    format_: ExportProductsFormat | Unset = UNSET,

) -> Response[Error | ExportRead]:
    """ Export products

     Every product the screener's filters match, in its sort order, as CSV or JSON, each figure with its
    date
    and source. Text cells that a spreadsheet would run as a formula start with a '.

    Args:
        risk_tier (list[ExportProductsRiskTierItem] | Unset):
        asset_class (list[ExportProductsAssetClassItem] | Unset):
        sub_category (list[str] | Unset):
        source (ExportProductsSource | Unset):
        jurisdiction (list[str] | Unset):
        chain_or_region (list[str] | Unset):
        search (str | Unset):
        preset (ExportProductsPreset | Unset):
        sort (ExportProductsSort | Unset):
        sort_dir (ExportProductsSortDir | Unset):
        min_investment (float | Unset):
        max_ticket_usd (float | Unset):
        yield_min (float | Unset):
        green_only (bool | Unset):
        live (bool | Unset):
        ids (list[str] | Unset):
        attested (bool | Unset):
        redeemable (bool | Unset):
        exchange_listed (bool | Unset):
        kyc_to_mint (bool | Unset):
        kyc_to_hold (bool | Unset):
        transferable (bool | Unset):
        self_custody (bool | Unset):
        yield_basis (list[ExportProductsYieldBasisItem] | Unset):
        limit (int | Unset):
        offset (int | Unset):
        page (int | Unset):
        class_ (str | Unset):
        category (str | Unset):
        chain (str | Unset):
        q (str | Unset):
        format_ (ExportProductsFormat | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ExportRead]
     """


    kwargs = _get_kwargs(
        risk_tier=risk_tier,
asset_class=asset_class,
sub_category=sub_category,
source=source,
jurisdiction=jurisdiction,
chain_or_region=chain_or_region,
search=search,
preset=preset,
sort=sort,
sort_dir=sort_dir,
min_investment=min_investment,
max_ticket_usd=max_ticket_usd,
yield_min=yield_min,
green_only=green_only,
live=live,
ids=ids,
attested=attested,
redeemable=redeemable,
exchange_listed=exchange_listed,
kyc_to_mint=kyc_to_mint,
kyc_to_hold=kyc_to_hold,
transferable=transferable,
self_custody=self_custody,
yield_basis=yield_basis,
limit=limit,
offset=offset,
page=page,
class_=class_,
category=category,
chain=chain,
q=q,
format_=format_,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    risk_tier: list[ExportProductsRiskTierItem] | Unset = UNSET,
    asset_class: list[ExportProductsAssetClassItem] | Unset = UNSET,
    sub_category: list[str] | Unset = UNSET,
    source: ExportProductsSource | Unset = UNSET,
    jurisdiction: list[str] | Unset = UNSET,
    chain_or_region: list[str] | Unset = UNSET,
    search: str | Unset = UNSET,
    preset: ExportProductsPreset | Unset = UNSET,
    sort: ExportProductsSort | Unset = UNSET,
    sort_dir: ExportProductsSortDir | Unset = UNSET,
    min_investment: float | Unset = UNSET,
    max_ticket_usd: float | Unset = UNSET,
    yield_min: float | Unset = UNSET,
    green_only: bool | Unset = UNSET,
    live: bool | Unset = UNSET,
    ids: list[str] | Unset = UNSET,
    attested: bool | Unset = UNSET,
    redeemable: bool | Unset = UNSET,
    exchange_listed: bool | Unset = UNSET,
    kyc_to_mint: bool | Unset = UNSET,
    kyc_to_hold: bool | Unset = UNSET,
    transferable: bool | Unset = UNSET,
    self_custody: bool | Unset = UNSET,
    yield_basis: list[ExportProductsYieldBasisItem] | Unset = UNSET,
    limit: int | Unset = UNSET,
    offset: int | Unset = UNSET,
    page: int | Unset = UNSET,
    class_: str | Unset = UNSET,
    category: str | Unset = UNSET,
    chain: str | Unset = UNSET,
    q: str | Unset = UNSET,
    format_: ExportProductsFormat | Unset = UNSET,

) -> Error | ExportRead | None:
    """ Export products

     Every product the screener's filters match, in its sort order, as CSV or JSON, each figure with its
    date
    and source. Text cells that a spreadsheet would run as a formula start with a '.

    Args:
        risk_tier (list[ExportProductsRiskTierItem] | Unset):
        asset_class (list[ExportProductsAssetClassItem] | Unset):
        sub_category (list[str] | Unset):
        source (ExportProductsSource | Unset):
        jurisdiction (list[str] | Unset):
        chain_or_region (list[str] | Unset):
        search (str | Unset):
        preset (ExportProductsPreset | Unset):
        sort (ExportProductsSort | Unset):
        sort_dir (ExportProductsSortDir | Unset):
        min_investment (float | Unset):
        max_ticket_usd (float | Unset):
        yield_min (float | Unset):
        green_only (bool | Unset):
        live (bool | Unset):
        ids (list[str] | Unset):
        attested (bool | Unset):
        redeemable (bool | Unset):
        exchange_listed (bool | Unset):
        kyc_to_mint (bool | Unset):
        kyc_to_hold (bool | Unset):
        transferable (bool | Unset):
        self_custody (bool | Unset):
        yield_basis (list[ExportProductsYieldBasisItem] | Unset):
        limit (int | Unset):
        offset (int | Unset):
        page (int | Unset):
        class_ (str | Unset):
        category (str | Unset):
        chain (str | Unset):
        q (str | Unset):
        format_ (ExportProductsFormat | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ExportRead
     """


    return sync_detailed(
        client=client,
risk_tier=risk_tier,
asset_class=asset_class,
sub_category=sub_category,
source=source,
jurisdiction=jurisdiction,
chain_or_region=chain_or_region,
search=search,
preset=preset,
sort=sort,
sort_dir=sort_dir,
min_investment=min_investment,
max_ticket_usd=max_ticket_usd,
yield_min=yield_min,
green_only=green_only,
live=live,
ids=ids,
attested=attested,
redeemable=redeemable,
exchange_listed=exchange_listed,
kyc_to_mint=kyc_to_mint,
kyc_to_hold=kyc_to_hold,
transferable=transferable,
self_custody=self_custody,
yield_basis=yield_basis,
limit=limit,
offset=offset,
page=page,
class_=class_,
category=category,
chain=chain,
q=q,
format_=format_,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    risk_tier: list[ExportProductsRiskTierItem] | Unset = UNSET,
    asset_class: list[ExportProductsAssetClassItem] | Unset = UNSET,
    sub_category: list[str] | Unset = UNSET,
    source: ExportProductsSource | Unset = UNSET,
    jurisdiction: list[str] | Unset = UNSET,
    chain_or_region: list[str] | Unset = UNSET,
    search: str | Unset = UNSET,
    preset: ExportProductsPreset | Unset = UNSET,
    sort: ExportProductsSort | Unset = UNSET,
    sort_dir: ExportProductsSortDir | Unset = UNSET,
    min_investment: float | Unset = UNSET,
    max_ticket_usd: float | Unset = UNSET,
    yield_min: float | Unset = UNSET,
    green_only: bool | Unset = UNSET,
    live: bool | Unset = UNSET,
    ids: list[str] | Unset = UNSET,
    attested: bool | Unset = UNSET,
    redeemable: bool | Unset = UNSET,
    exchange_listed: bool | Unset = UNSET,
    kyc_to_mint: bool | Unset = UNSET,
    kyc_to_hold: bool | Unset = UNSET,
    transferable: bool | Unset = UNSET,
    self_custody: bool | Unset = UNSET,
    yield_basis: list[ExportProductsYieldBasisItem] | Unset = UNSET,
    limit: int | Unset = UNSET,
    offset: int | Unset = UNSET,
    page: int | Unset = UNSET,
    class_: str | Unset = UNSET,
    category: str | Unset = UNSET,
    chain: str | Unset = UNSET,
    q: str | Unset = UNSET,
    format_: ExportProductsFormat | Unset = UNSET,

) -> Response[Error | ExportRead]:
    """ Export products

     Every product the screener's filters match, in its sort order, as CSV or JSON, each figure with its
    date
    and source. Text cells that a spreadsheet would run as a formula start with a '.

    Args:
        risk_tier (list[ExportProductsRiskTierItem] | Unset):
        asset_class (list[ExportProductsAssetClassItem] | Unset):
        sub_category (list[str] | Unset):
        source (ExportProductsSource | Unset):
        jurisdiction (list[str] | Unset):
        chain_or_region (list[str] | Unset):
        search (str | Unset):
        preset (ExportProductsPreset | Unset):
        sort (ExportProductsSort | Unset):
        sort_dir (ExportProductsSortDir | Unset):
        min_investment (float | Unset):
        max_ticket_usd (float | Unset):
        yield_min (float | Unset):
        green_only (bool | Unset):
        live (bool | Unset):
        ids (list[str] | Unset):
        attested (bool | Unset):
        redeemable (bool | Unset):
        exchange_listed (bool | Unset):
        kyc_to_mint (bool | Unset):
        kyc_to_hold (bool | Unset):
        transferable (bool | Unset):
        self_custody (bool | Unset):
        yield_basis (list[ExportProductsYieldBasisItem] | Unset):
        limit (int | Unset):
        offset (int | Unset):
        page (int | Unset):
        class_ (str | Unset):
        category (str | Unset):
        chain (str | Unset):
        q (str | Unset):
        format_ (ExportProductsFormat | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ExportRead]
     """


    kwargs = _get_kwargs(
        risk_tier=risk_tier,
asset_class=asset_class,
sub_category=sub_category,
source=source,
jurisdiction=jurisdiction,
chain_or_region=chain_or_region,
search=search,
preset=preset,
sort=sort,
sort_dir=sort_dir,
min_investment=min_investment,
max_ticket_usd=max_ticket_usd,
yield_min=yield_min,
green_only=green_only,
live=live,
ids=ids,
attested=attested,
redeemable=redeemable,
exchange_listed=exchange_listed,
kyc_to_mint=kyc_to_mint,
kyc_to_hold=kyc_to_hold,
transferable=transferable,
self_custody=self_custody,
yield_basis=yield_basis,
limit=limit,
offset=offset,
page=page,
class_=class_,
category=category,
chain=chain,
q=q,
format_=format_,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    risk_tier: list[ExportProductsRiskTierItem] | Unset = UNSET,
    asset_class: list[ExportProductsAssetClassItem] | Unset = UNSET,
    sub_category: list[str] | Unset = UNSET,
    source: ExportProductsSource | Unset = UNSET,
    jurisdiction: list[str] | Unset = UNSET,
    chain_or_region: list[str] | Unset = UNSET,
    search: str | Unset = UNSET,
    preset: ExportProductsPreset | Unset = UNSET,
    sort: ExportProductsSort | Unset = UNSET,
    sort_dir: ExportProductsSortDir | Unset = UNSET,
    min_investment: float | Unset = UNSET,
    max_ticket_usd: float | Unset = UNSET,
    yield_min: float | Unset = UNSET,
    green_only: bool | Unset = UNSET,
    live: bool | Unset = UNSET,
    ids: list[str] | Unset = UNSET,
    attested: bool | Unset = UNSET,
    redeemable: bool | Unset = UNSET,
    exchange_listed: bool | Unset = UNSET,
    kyc_to_mint: bool | Unset = UNSET,
    kyc_to_hold: bool | Unset = UNSET,
    transferable: bool | Unset = UNSET,
    self_custody: bool | Unset = UNSET,
    yield_basis: list[ExportProductsYieldBasisItem] | Unset = UNSET,
    limit: int | Unset = UNSET,
    offset: int | Unset = UNSET,
    page: int | Unset = UNSET,
    class_: str | Unset = UNSET,
    category: str | Unset = UNSET,
    chain: str | Unset = UNSET,
    q: str | Unset = UNSET,
    format_: ExportProductsFormat | Unset = UNSET,

) -> Error | ExportRead | None:
    """ Export products

     Every product the screener's filters match, in its sort order, as CSV or JSON, each figure with its
    date
    and source. Text cells that a spreadsheet would run as a formula start with a '.

    Args:
        risk_tier (list[ExportProductsRiskTierItem] | Unset):
        asset_class (list[ExportProductsAssetClassItem] | Unset):
        sub_category (list[str] | Unset):
        source (ExportProductsSource | Unset):
        jurisdiction (list[str] | Unset):
        chain_or_region (list[str] | Unset):
        search (str | Unset):
        preset (ExportProductsPreset | Unset):
        sort (ExportProductsSort | Unset):
        sort_dir (ExportProductsSortDir | Unset):
        min_investment (float | Unset):
        max_ticket_usd (float | Unset):
        yield_min (float | Unset):
        green_only (bool | Unset):
        live (bool | Unset):
        ids (list[str] | Unset):
        attested (bool | Unset):
        redeemable (bool | Unset):
        exchange_listed (bool | Unset):
        kyc_to_mint (bool | Unset):
        kyc_to_hold (bool | Unset):
        transferable (bool | Unset):
        self_custody (bool | Unset):
        yield_basis (list[ExportProductsYieldBasisItem] | Unset):
        limit (int | Unset):
        offset (int | Unset):
        page (int | Unset):
        class_ (str | Unset):
        category (str | Unset):
        chain (str | Unset):
        q (str | Unset):
        format_ (ExportProductsFormat | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ExportRead
     """


    return (await asyncio_detailed(
        client=client,
risk_tier=risk_tier,
asset_class=asset_class,
sub_category=sub_category,
source=source,
jurisdiction=jurisdiction,
chain_or_region=chain_or_region,
search=search,
preset=preset,
sort=sort,
sort_dir=sort_dir,
min_investment=min_investment,
max_ticket_usd=max_ticket_usd,
yield_min=yield_min,
green_only=green_only,
live=live,
ids=ids,
attested=attested,
redeemable=redeemable,
exchange_listed=exchange_listed,
kyc_to_mint=kyc_to_mint,
kyc_to_hold=kyc_to_hold,
transferable=transferable,
self_custody=self_custody,
yield_basis=yield_basis,
limit=limit,
offset=offset,
page=page,
class_=class_,
category=category,
chain=chain,
q=q,
format_=format_,

    )).parsed
