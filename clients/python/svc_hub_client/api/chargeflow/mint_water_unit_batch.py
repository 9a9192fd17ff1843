from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.unit_batch_body import UnitBatchBody
from ...models.unit_batch_read import UnitBatchRead
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: UnitBatchBody,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/chargeflow/w/batch",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | UnitBatchRead:
    if response.status_code == 200:
        response_200 = UnitBatchRead.from_dict(response.json())



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

    if response.status_code == 409:
        response_409 = Error.from_dict(response.json())



        return response_409

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())



        return response_413

    if response.status_code == 414:
        response_414 = Error.from_dict(response.json())



        return response_414

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())



        return response_503

    response_default = Error.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | UnitBatchRead]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: UnitBatchBody,
    idempotency_key: str | Unset = UNSET,

) -> Response[Error | UnitBatchRead]:
    """ Mint water units in a batch

     Mint up to 50 water units, each on its own: a bad item is answered {index, ok: false, error} and the
    others are kept; the batch stays 200.

    Args:
        idempotency_key (str | Unset):
        body (UnitBatchBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | UnitBatchRead]
     """


    kwargs = _get_kwargs(
        body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: UnitBatchBody,
    idempotency_key: str | Unset = UNSET,

) -> Error | UnitBatchRead | None:
    """ Mint water units in a batch

     Mint up to 50 water units, each on its own: a bad item is answered {index, ok: false, error} and the
    others are kept; the batch stays 200.

    Args:
        idempotency_key (str | Unset):
        body (UnitBatchBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | UnitBatchRead
     """


    return sync_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: UnitBatchBody,
    idempotency_key: str | Unset = UNSET,

) -> Response[Error | UnitBatchRead]:
    """ Mint water units in a batch

     Mint up to 50 water units, each on its own: a bad item is answered {index, ok: false, error} and the
    others are kept; the batch stays 200.

    Args:
        idempotency_key (str | Unset):
        body (UnitBatchBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | UnitBatchRead]
     """


    kwargs = _get_kwargs(
        body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: UnitBatchBody,
    idempotency_key: str | Unset = UNSET,

) -> Error | UnitBatchRead | None:
    """ Mint water units in a batch

     Mint up to 50 water units, each on its own: a bad item is answered {index, ok: false, error} and the
    others are kept; the batch stays 200.

    Args:
        idempotency_key (str | Unset):
        body (UnitBatchBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | UnitBatchRead
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
