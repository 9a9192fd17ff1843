from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.subscribe_request import SubscribeRequest
from ...models.subscription import Subscription
from typing import cast



def _get_kwargs(
    *,
    body: SubscribeRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/regulatory/subscribe",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | Subscription:
    if response.status_code == 200:
        response_200 = Subscription.from_dict(response.json())



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

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())



        return response_413

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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | Subscription]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: SubscribeRequest,

) -> Response[Error | Subscription]:
    """ Follow regulatory references

     Follow some jurisdictions and tags (empty lists follow everything): each new or amended reference
    they
    cover is sent as regulatory.update to your webhooks that chose it. Sending again replaces the
    choice.

    Args:
        body (SubscribeRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Subscription]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: SubscribeRequest,

) -> Error | Subscription | None:
    """ Follow regulatory references

     Follow some jurisdictions and tags (empty lists follow everything): each new or amended reference
    they
    cover is sent as regulatory.update to your webhooks that chose it. Sending again replaces the
    choice.

    Args:
        body (SubscribeRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Subscription
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: SubscribeRequest,

) -> Response[Error | Subscription]:
    """ Follow regulatory references

     Follow some jurisdictions and tags (empty lists follow everything): each new or amended reference
    they
    cover is sent as regulatory.update to your webhooks that chose it. Sending again replaces the
    choice.

    Args:
        body (SubscribeRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Subscription]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: SubscribeRequest,

) -> Error | Subscription | None:
    """ Follow regulatory references

     Follow some jurisdictions and tags (empty lists follow everything): each new or amended reference
    they
    cover is sent as regulatory.update to your webhooks that chose it. Sending again replaces the
    choice.

    Args:
        body (SubscribeRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Subscription
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
