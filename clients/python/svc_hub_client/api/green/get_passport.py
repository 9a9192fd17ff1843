from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.get_passport_format import GetPassportFormat
from ...models.passport_read import PassportRead
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    member_id: str,
    *,
    format_: GetPassportFormat | Unset = GetPassportFormat.JSON,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_format_: str | Unset = UNSET
    if not isinstance(format_, Unset):
        json_format_ = format_.value

    params["format"] = json_format_


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/green/dpp/{member_id}".format(member_id=quote(str(member_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Error | PassportRead:
    if response.status_code == 200:
        response_200 = PassportRead.from_dict(response.json())



        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())



        return response_403

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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Error | PassportRead]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    member_id: str,
    *,
    client: AuthenticatedClient,
    format_: GetPassportFormat | Unset = GetPassportFormat.JSON,

) -> Response[Any | Error | PassportRead]:
    """ Get a product passport

     The product passport of any green asset or product: JSON by default; format=jsonld answers a UNTP
    Digital Product Passport credential (application/ld+json) whose @context the hub serves itself.

    Args:
        member_id (str):
        format_ (GetPassportFormat | Unset):  Default: GetPassportFormat.JSON.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | PassportRead]
     """


    kwargs = _get_kwargs(
        member_id=member_id,
format_=format_,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    member_id: str,
    *,
    client: AuthenticatedClient,
    format_: GetPassportFormat | Unset = GetPassportFormat.JSON,

) -> Any | Error | PassportRead | None:
    """ Get a product passport

     The product passport of any green asset or product: JSON by default; format=jsonld answers a UNTP
    Digital Product Passport credential (application/ld+json) whose @context the hub serves itself.

    Args:
        member_id (str):
        format_ (GetPassportFormat | Unset):  Default: GetPassportFormat.JSON.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | PassportRead
     """


    return sync_detailed(
        member_id=member_id,
client=client,
format_=format_,

    ).parsed

async def asyncio_detailed(
    member_id: str,
    *,
    client: AuthenticatedClient,
    format_: GetPassportFormat | Unset = GetPassportFormat.JSON,

) -> Response[Any | Error | PassportRead]:
    """ Get a product passport

     The product passport of any green asset or product: JSON by default; format=jsonld answers a UNTP
    Digital Product Passport credential (application/ld+json) whose @context the hub serves itself.

    Args:
        member_id (str):
        format_ (GetPassportFormat | Unset):  Default: GetPassportFormat.JSON.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | PassportRead]
     """


    kwargs = _get_kwargs(
        member_id=member_id,
format_=format_,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    member_id: str,
    *,
    client: AuthenticatedClient,
    format_: GetPassportFormat | Unset = GetPassportFormat.JSON,

) -> Any | Error | PassportRead | None:
    """ Get a product passport

     The product passport of any green asset or product: JSON by default; format=jsonld answers a UNTP
    Digital Product Passport credential (application/ld+json) whose @context the hub serves itself.

    Args:
        member_id (str):
        format_ (GetPassportFormat | Unset):  Default: GetPassportFormat.JSON.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | PassportRead
     """


    return (await asyncio_detailed(
        member_id=member_id,
client=client,
format_=format_,

    )).parsed
