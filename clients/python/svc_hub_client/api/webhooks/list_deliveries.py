from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.delivery_list import DeliveryList
from ...models.error import Error
from ...models.list_deliveries_status_type_1 import ListDeliveriesStatusType1
from ...models.list_deliveries_status_type_2_type_1 import ListDeliveriesStatusType2Type1
from ...models.list_deliveries_status_type_3_type_1 import ListDeliveriesStatusType3Type1
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    webhook_id: str,
    *,
    limit: int | Unset = 20,
    offset: int | Unset = 0,
    status: ListDeliveriesStatusType1 | ListDeliveriesStatusType2Type1 | ListDeliveriesStatusType3Type1 | None | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["limit"] = limit

    params["offset"] = offset

    json_status: None | str | Unset
    if isinstance(status, Unset):
        json_status = UNSET
    elif isinstance(status, ListDeliveriesStatusType1):
        json_status = status.value
    elif isinstance(status, ListDeliveriesStatusType2Type1):
        json_status = status.value
    elif isinstance(status, ListDeliveriesStatusType3Type1):
        json_status = status.value
    else:
        json_status = status
    params["status"] = json_status


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/webhooks/{webhook_id}/deliveries".format(webhook_id=quote(str(webhook_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | DeliveryList | Error:
    if response.status_code == 200:
        response_200 = DeliveryList.from_dict(response.json())



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | DeliveryList | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    webhook_id: str,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 20,
    offset: int | Unset = 0,
    status: ListDeliveriesStatusType1 | ListDeliveriesStatusType2Type1 | ListDeliveriesStatusType3Type1 | None | Unset = UNSET,

) -> Response[Any | DeliveryList | Error]:
    """ List a webhook's deliveries

     The delivery log, newest first, each delivery with its attempts (limit, offset, status).

    Args:
        webhook_id (str):
        limit (int | Unset):  Default: 20.
        offset (int | Unset):  Default: 0.
        status (ListDeliveriesStatusType1 | ListDeliveriesStatusType2Type1 |
            ListDeliveriesStatusType3Type1 | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeliveryList | Error]
     """


    kwargs = _get_kwargs(
        webhook_id=webhook_id,
limit=limit,
offset=offset,
status=status,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    webhook_id: str,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 20,
    offset: int | Unset = 0,
    status: ListDeliveriesStatusType1 | ListDeliveriesStatusType2Type1 | ListDeliveriesStatusType3Type1 | None | Unset = UNSET,

) -> Any | DeliveryList | Error | None:
    """ List a webhook's deliveries

     The delivery log, newest first, each delivery with its attempts (limit, offset, status).

    Args:
        webhook_id (str):
        limit (int | Unset):  Default: 20.
        offset (int | Unset):  Default: 0.
        status (ListDeliveriesStatusType1 | ListDeliveriesStatusType2Type1 |
            ListDeliveriesStatusType3Type1 | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeliveryList | Error
     """


    return sync_detailed(
        webhook_id=webhook_id,
client=client,
limit=limit,
offset=offset,
status=status,

    ).parsed

async def asyncio_detailed(
    webhook_id: str,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 20,
    offset: int | Unset = 0,
    status: ListDeliveriesStatusType1 | ListDeliveriesStatusType2Type1 | ListDeliveriesStatusType3Type1 | None | Unset = UNSET,

) -> Response[Any | DeliveryList | Error]:
    """ List a webhook's deliveries

     The delivery log, newest first, each delivery with its attempts (limit, offset, status).

    Args:
        webhook_id (str):
        limit (int | Unset):  Default: 20.
        offset (int | Unset):  Default: 0.
        status (ListDeliveriesStatusType1 | ListDeliveriesStatusType2Type1 |
            ListDeliveriesStatusType3Type1 | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeliveryList | Error]
     """


    kwargs = _get_kwargs(
        webhook_id=webhook_id,
limit=limit,
offset=offset,
status=status,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    webhook_id: str,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 20,
    offset: int | Unset = 0,
    status: ListDeliveriesStatusType1 | ListDeliveriesStatusType2Type1 | ListDeliveriesStatusType3Type1 | None | Unset = UNSET,

) -> Any | DeliveryList | Error | None:
    """ List a webhook's deliveries

     The delivery log, newest first, each delivery with its attempts (limit, offset, status).

    Args:
        webhook_id (str):
        limit (int | Unset):  Default: 20.
        offset (int | Unset):  Default: 0.
        status (ListDeliveriesStatusType1 | ListDeliveriesStatusType2Type1 |
            ListDeliveriesStatusType3Type1 | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeliveryList | Error
     """


    return (await asyncio_detailed(
        webhook_id=webhook_id,
client=client,
limit=limit,
offset=offset,
status=status,

    )).parsed
