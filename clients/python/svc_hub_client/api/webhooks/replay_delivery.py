from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.delivery_read import DeliveryRead
from ...models.error import Error
from typing import cast



def _get_kwargs(
    delivery_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/webhooks/deliveries/{delivery_id}/replay".format(delivery_id=quote(str(delivery_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> DeliveryRead | Error:
    if response.status_code == 202:
        response_202 = DeliveryRead.from_dict(response.json())



        return response_202

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

    if response.status_code == 409:
        response_409 = Error.from_dict(response.json())



        return response_409

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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[DeliveryRead | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    delivery_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[DeliveryRead | Error]:
    """ Replay a delivery

     Send a delivered or dead_letter delivery again: a new series of attempts, same id.

    Args:
        delivery_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeliveryRead | Error]
     """


    kwargs = _get_kwargs(
        delivery_id=delivery_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    delivery_id: str,
    *,
    client: AuthenticatedClient,

) -> DeliveryRead | Error | None:
    """ Replay a delivery

     Send a delivered or dead_letter delivery again: a new series of attempts, same id.

    Args:
        delivery_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeliveryRead | Error
     """


    return sync_detailed(
        delivery_id=delivery_id,
client=client,

    ).parsed

async def asyncio_detailed(
    delivery_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[DeliveryRead | Error]:
    """ Replay a delivery

     Send a delivered or dead_letter delivery again: a new series of attempts, same id.

    Args:
        delivery_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeliveryRead | Error]
     """


    kwargs = _get_kwargs(
        delivery_id=delivery_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    delivery_id: str,
    *,
    client: AuthenticatedClient,

) -> DeliveryRead | Error | None:
    """ Replay a delivery

     Send a delivered or dead_letter delivery again: a new series of attempts, same id.

    Args:
        delivery_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeliveryRead | Error
     """


    return (await asyncio_detailed(
        delivery_id=delivery_id,
client=client,

    )).parsed
