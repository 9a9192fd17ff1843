from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.anchor_receipt_read import AnchorReceiptRead
from ...models.error import Error
from typing import cast



def _get_kwargs(
    receipt_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/shield/receipts/{receipt_id}".format(receipt_id=quote(str(receipt_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AnchorReceiptRead | Any | Error:
    if response.status_code == 200:
        response_200 = AnchorReceiptRead.from_dict(response.json())



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AnchorReceiptRead | Any | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    receipt_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[AnchorReceiptRead | Any | Error]:
    """ Get a receipt

     A receipt, public: the hash, and once sealed its leaf, inclusion path, root and the root's seals.

    Args:
        receipt_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AnchorReceiptRead | Any | Error]
     """


    kwargs = _get_kwargs(
        receipt_id=receipt_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    receipt_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> AnchorReceiptRead | Any | Error | None:
    """ Get a receipt

     A receipt, public: the hash, and once sealed its leaf, inclusion path, root and the root's seals.

    Args:
        receipt_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AnchorReceiptRead | Any | Error
     """


    return sync_detailed(
        receipt_id=receipt_id,
client=client,

    ).parsed

async def asyncio_detailed(
    receipt_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[AnchorReceiptRead | Any | Error]:
    """ Get a receipt

     A receipt, public: the hash, and once sealed its leaf, inclusion path, root and the root's seals.

    Args:
        receipt_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AnchorReceiptRead | Any | Error]
     """


    kwargs = _get_kwargs(
        receipt_id=receipt_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    receipt_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> AnchorReceiptRead | Any | Error | None:
    """ Get a receipt

     A receipt, public: the hash, and once sealed its leaf, inclusion path, root and the root's seals.

    Args:
        receipt_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AnchorReceiptRead | Any | Error
     """


    return (await asyncio_detailed(
        receipt_id=receipt_id,
client=client,

    )).parsed
