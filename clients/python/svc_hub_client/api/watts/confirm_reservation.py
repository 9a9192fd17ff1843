from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.reservation_read import ReservationRead
from typing import cast



def _get_kwargs(
    reservation_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/watts/reserve/{reservation_id}/confirm".format(reservation_id=quote(str(reservation_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | ReservationRead:
    if response.status_code == 200:
        response_200 = ReservationRead.from_dict(response.json())



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | ReservationRead]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    reservation_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Error | ReservationRead]:
    """ Confirm a reservation

     pending_confirm -> confirmed: the offer's capacity is held and a CFU-E (firm) or CFU-F (flex) is
    minted
    with attributes.reservation_id, in one transaction.

    Args:
        reservation_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ReservationRead]
     """


    kwargs = _get_kwargs(
        reservation_id=reservation_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    reservation_id: str,
    *,
    client: AuthenticatedClient,

) -> Error | ReservationRead | None:
    """ Confirm a reservation

     pending_confirm -> confirmed: the offer's capacity is held and a CFU-E (firm) or CFU-F (flex) is
    minted
    with attributes.reservation_id, in one transaction.

    Args:
        reservation_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ReservationRead
     """


    return sync_detailed(
        reservation_id=reservation_id,
client=client,

    ).parsed

async def asyncio_detailed(
    reservation_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Error | ReservationRead]:
    """ Confirm a reservation

     pending_confirm -> confirmed: the offer's capacity is held and a CFU-E (firm) or CFU-F (flex) is
    minted
    with attributes.reservation_id, in one transaction.

    Args:
        reservation_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ReservationRead]
     """


    kwargs = _get_kwargs(
        reservation_id=reservation_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    reservation_id: str,
    *,
    client: AuthenticatedClient,

) -> Error | ReservationRead | None:
    """ Confirm a reservation

     pending_confirm -> confirmed: the offer's capacity is held and a CFU-E (firm) or CFU-F (flex) is
    minted
    with attributes.reservation_id, in one transaction.

    Args:
        reservation_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ReservationRead
     """


    return (await asyncio_detailed(
        reservation_id=reservation_id,
client=client,

    )).parsed
