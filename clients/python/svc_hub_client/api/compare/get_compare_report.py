from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.get_compare_report_locale import GetCompareReportLocale
from ...types import File, FileTypes
from ...types import UNSET, Unset
from io import BytesIO
from typing import cast



def _get_kwargs(
    *,
    compare: list[str],
    locale: GetCompareReportLocale | Unset = GetCompareReportLocale.EN,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_compare = compare


    params["compare"] = json_compare

    json_locale: str | Unset = UNSET
    if not isinstance(locale, Unset):
        json_locale = locale.value

    params["locale"] = json_locale


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/compare/report/pdf",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | File:
    if response.status_code == 200:
        response_200 = File(
             payload = BytesIO(response.content)
        )



        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())



        return response_401

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())



        return response_404

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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | File]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    compare: list[str],
    locale: GetCompareReportLocale | Unset = GetCompareReportLocale.EN,

) -> Response[Error | File]:
    """ Get a comparison PDF

     A PDF comparing 2-4 products, with the content hash, its signatures and a QR code on the last page.

    Args:
        compare (list[str]):
        locale (GetCompareReportLocale | Unset):  Default: GetCompareReportLocale.EN.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | File]
     """


    kwargs = _get_kwargs(
        compare=compare,
locale=locale,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    compare: list[str],
    locale: GetCompareReportLocale | Unset = GetCompareReportLocale.EN,

) -> Error | File | None:
    """ Get a comparison PDF

     A PDF comparing 2-4 products, with the content hash, its signatures and a QR code on the last page.

    Args:
        compare (list[str]):
        locale (GetCompareReportLocale | Unset):  Default: GetCompareReportLocale.EN.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | File
     """


    return sync_detailed(
        client=client,
compare=compare,
locale=locale,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    compare: list[str],
    locale: GetCompareReportLocale | Unset = GetCompareReportLocale.EN,

) -> Response[Error | File]:
    """ Get a comparison PDF

     A PDF comparing 2-4 products, with the content hash, its signatures and a QR code on the last page.

    Args:
        compare (list[str]):
        locale (GetCompareReportLocale | Unset):  Default: GetCompareReportLocale.EN.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | File]
     """


    kwargs = _get_kwargs(
        compare=compare,
locale=locale,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    compare: list[str],
    locale: GetCompareReportLocale | Unset = GetCompareReportLocale.EN,

) -> Error | File | None:
    """ Get a comparison PDF

     A PDF comparing 2-4 products, with the content hash, its signatures and a QR code on the last page.

    Args:
        compare (list[str]):
        locale (GetCompareReportLocale | Unset):  Default: GetCompareReportLocale.EN.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | File
     """


    return (await asyncio_detailed(
        client=client,
compare=compare,
locale=locale,

    )).parsed
