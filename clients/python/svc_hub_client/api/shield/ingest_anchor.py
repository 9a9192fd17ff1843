from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.anchor_receipt_read import AnchorReceiptRead
from ...models.error import Error
from ...types import File, FileTypes
from ...types import UNSET, Unset
from io import BytesIO
from typing import cast



def _get_kwargs(
    *,
    body: File,
    anchor_now: bool | Unset = False,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    params: dict[str, Any] = {}

    params["anchor_now"] = anchor_now


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/shield/ingest",
        "params": params,
    }

    _kwargs["content"] = body.payload
    headers["Content-Type"] = "application/octet-stream"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AnchorReceiptRead | Error:
    if response.status_code == 201:
        response_201 = AnchorReceiptRead.from_dict(response.json())



        return response_201

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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AnchorReceiptRead | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: File,
    anchor_now: bool | Unset = False,
    idempotency_key: str | Unset = UNSET,

) -> Response[AnchorReceiptRead | Error]:
    """ Anchor a raw body

     Anchor the SHA-256 of a raw body of any type, hashed as it streams in (at most SVC_SHIELD_INGEST_MAX
    bytes); the body itself is never kept. An Idempotency-Key is claimed with that hash, once it is
    known.

    Args:
        anchor_now (bool | Unset):  Default: False.
        idempotency_key (str | Unset):
        body (File):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AnchorReceiptRead | Error]
     """


    kwargs = _get_kwargs(
        body=body,
anchor_now=anchor_now,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: File,
    anchor_now: bool | Unset = False,
    idempotency_key: str | Unset = UNSET,

) -> AnchorReceiptRead | Error | None:
    """ Anchor a raw body

     Anchor the SHA-256 of a raw body of any type, hashed as it streams in (at most SVC_SHIELD_INGEST_MAX
    bytes); the body itself is never kept. An Idempotency-Key is claimed with that hash, once it is
    known.

    Args:
        anchor_now (bool | Unset):  Default: False.
        idempotency_key (str | Unset):
        body (File):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AnchorReceiptRead | Error
     """


    return sync_detailed(
        client=client,
body=body,
anchor_now=anchor_now,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: File,
    anchor_now: bool | Unset = False,
    idempotency_key: str | Unset = UNSET,

) -> Response[AnchorReceiptRead | Error]:
    """ Anchor a raw body

     Anchor the SHA-256 of a raw body of any type, hashed as it streams in (at most SVC_SHIELD_INGEST_MAX
    bytes); the body itself is never kept. An Idempotency-Key is claimed with that hash, once it is
    known.

    Args:
        anchor_now (bool | Unset):  Default: False.
        idempotency_key (str | Unset):
        body (File):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AnchorReceiptRead | Error]
     """


    kwargs = _get_kwargs(
        body=body,
anchor_now=anchor_now,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: File,
    anchor_now: bool | Unset = False,
    idempotency_key: str | Unset = UNSET,

) -> AnchorReceiptRead | Error | None:
    """ Anchor a raw body

     Anchor the SHA-256 of a raw body of any type, hashed as it streams in (at most SVC_SHIELD_INGEST_MAX
    bytes); the body itself is never kept. An Idempotency-Key is claimed with that hash, once it is
    known.

    Args:
        anchor_now (bool | Unset):  Default: False.
        idempotency_key (str | Unset):
        body (File):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AnchorReceiptRead | Error
     """


    return (await asyncio_detailed(
        client=client,
body=body,
anchor_now=anchor_now,
idempotency_key=idempotency_key,

    )).parsed
