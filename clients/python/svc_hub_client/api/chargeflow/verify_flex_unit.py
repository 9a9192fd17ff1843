from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.unit_verify_read import UnitVerifyRead
from typing import cast



def _get_kwargs(
    *,
    id: str,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["id"] = id


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/chargeflow/f/verify",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Error | UnitVerifyRead:
    if response.status_code == 200:
        response_200 = UnitVerifyRead.from_dict(response.json())



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Error | UnitVerifyRead]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    id: str,

) -> Response[Any | Error | UnitVerifyRead]:
    """ Verify a flex unit

     Verify a flex unit by id, public: the one verify door's answer, with the record's hash recomputed,
    the HMAC and Ed25519 verdicts, the unit's status and meter verdict, and the record with its
    signatures.

    Args:
        id (str):  Example: cfu_e_....

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | UnitVerifyRead]
     """


    kwargs = _get_kwargs(
        id=id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    id: str,

) -> Any | Error | UnitVerifyRead | None:
    """ Verify a flex unit

     Verify a flex unit by id, public: the one verify door's answer, with the record's hash recomputed,
    the HMAC and Ed25519 verdicts, the unit's status and meter verdict, and the record with its
    signatures.

    Args:
        id (str):  Example: cfu_e_....

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | UnitVerifyRead
     """


    return sync_detailed(
        client=client,
id=id,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    id: str,

) -> Response[Any | Error | UnitVerifyRead]:
    """ Verify a flex unit

     Verify a flex unit by id, public: the one verify door's answer, with the record's hash recomputed,
    the HMAC and Ed25519 verdicts, the unit's status and meter verdict, and the record with its
    signatures.

    Args:
        id (str):  Example: cfu_e_....

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | UnitVerifyRead]
     """


    kwargs = _get_kwargs(
        id=id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    id: str,

) -> Any | Error | UnitVerifyRead | None:
    """ Verify a flex unit

     Verify a flex unit by id, public: the one verify door's answer, with the record's hash recomputed,
    the HMAC and Ed25519 verdicts, the unit's status and meter verdict, and the record with its
    signatures.

    Args:
        id (str):  Example: cfu_e_....

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | UnitVerifyRead
     """


    return (await asyncio_detailed(
        client=client,
id=id,

    )).parsed
