from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.history_read import HistoryRead
from typing import cast



def _get_kwargs(
    member_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/green/score/{member_id}/history".format(member_id=quote(str(member_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Error | HistoryRead:
    if response.status_code == 200:
        response_200 = HistoryRead.from_dict(response.json())



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

    if response.status_code == 402:
        response_402 = Error.from_dict(response.json())



        return response_402

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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Error | HistoryRead]:
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

) -> Response[Any | Error | HistoryRead]:
    """ Get a green score's history

     Twelve indicative months of CQS, Watt and composite, each the model run at the month's end on the
    facts
    dated by then (premium or enterprise; a free key gets 402 premium_required).

    Args:
        member_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | HistoryRead]
     """


    kwargs = _get_kwargs(
        member_id=member_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    member_id: str,
    *,
    client: AuthenticatedClient,

) -> Any | Error | HistoryRead | None:
    """ Get a green score's history

     Twelve indicative months of CQS, Watt and composite, each the model run at the month's end on the
    facts
    dated by then (premium or enterprise; a free key gets 402 premium_required).

    Args:
        member_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | HistoryRead
     """


    return sync_detailed(
        member_id=member_id,
client=client,

    ).parsed

async def asyncio_detailed(
    member_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Any | Error | HistoryRead]:
    """ Get a green score's history

     Twelve indicative months of CQS, Watt and composite, each the model run at the month's end on the
    facts
    dated by then (premium or enterprise; a free key gets 402 premium_required).

    Args:
        member_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | HistoryRead]
     """


    kwargs = _get_kwargs(
        member_id=member_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    member_id: str,
    *,
    client: AuthenticatedClient,

) -> Any | Error | HistoryRead | None:
    """ Get a green score's history

     Twelve indicative months of CQS, Watt and composite, each the model run at the month's end on the
    facts
    dated by then (premium or enterprise; a free key gets 402 premium_required).

    Args:
        member_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | HistoryRead
     """


    return (await asyncio_detailed(
        member_id=member_id,
client=client,

    )).parsed
