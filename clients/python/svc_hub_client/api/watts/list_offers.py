from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.list_offers_firmness import ListOffersFirmness
from ...models.list_offers_generation_source import ListOffersGenerationSource
from ...models.list_offers_status import ListOffersStatus
from ...models.offer_board import OfferBoard
from ...types import UNSET, Unset
from typing import cast
import datetime



def _get_kwargs(
    *,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
    status: ListOffersStatus | Unset = ListOffersStatus.OPEN,
    mine: bool | Unset = False,
    day: datetime.date | Unset = UNSET,
    country: str | Unset = UNSET,
    firmness: ListOffersFirmness | Unset = UNSET,
    generation_source: ListOffersGenerationSource | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["limit"] = limit

    params["offset"] = offset

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    params["mine"] = mine

    json_day: str | Unset = UNSET
    if not isinstance(day, Unset):
        json_day = day.isoformat()
    params["day"] = json_day

    params["country"] = country

    json_firmness: str | Unset = UNSET
    if not isinstance(firmness, Unset):
        json_firmness = firmness.value

    params["firmness"] = json_firmness

    json_generation_source: str | Unset = UNSET
    if not isinstance(generation_source, Unset):
        json_generation_source = generation_source.value

    params["generation_source"] = json_generation_source


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/watts/offers",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Error | OfferBoard:
    if response.status_code == 200:
        response_200 = OfferBoard.from_dict(response.json())



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Error | OfferBoard]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
    status: ListOffersStatus | Unset = ListOffersStatus.OPEN,
    mine: bool | Unset = False,
    day: datetime.date | Unset = UNSET,
    country: str | Unset = UNSET,
    firmness: ListOffersFirmness | Unset = UNSET,
    generation_source: ListOffersGenerationSource | Unset = UNSET,

) -> Response[Any | Error | OfferBoard]:
    """ List offers

     The offer board: status (default open), mine=1, country, firmness, generation_source; earliest
    first,
    each with its free capacity.

    Args:
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.
        status (ListOffersStatus | Unset):  Default: ListOffersStatus.OPEN.
        mine (bool | Unset):  Default: False.
        day (datetime.date | Unset):
        country (str | Unset):
        firmness (ListOffersFirmness | Unset):
        generation_source (ListOffersGenerationSource | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | OfferBoard]
     """


    kwargs = _get_kwargs(
        limit=limit,
offset=offset,
status=status,
mine=mine,
day=day,
country=country,
firmness=firmness,
generation_source=generation_source,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
    status: ListOffersStatus | Unset = ListOffersStatus.OPEN,
    mine: bool | Unset = False,
    day: datetime.date | Unset = UNSET,
    country: str | Unset = UNSET,
    firmness: ListOffersFirmness | Unset = UNSET,
    generation_source: ListOffersGenerationSource | Unset = UNSET,

) -> Any | Error | OfferBoard | None:
    """ List offers

     The offer board: status (default open), mine=1, country, firmness, generation_source; earliest
    first,
    each with its free capacity.

    Args:
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.
        status (ListOffersStatus | Unset):  Default: ListOffersStatus.OPEN.
        mine (bool | Unset):  Default: False.
        day (datetime.date | Unset):
        country (str | Unset):
        firmness (ListOffersFirmness | Unset):
        generation_source (ListOffersGenerationSource | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | OfferBoard
     """


    return sync_detailed(
        client=client,
limit=limit,
offset=offset,
status=status,
mine=mine,
day=day,
country=country,
firmness=firmness,
generation_source=generation_source,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
    status: ListOffersStatus | Unset = ListOffersStatus.OPEN,
    mine: bool | Unset = False,
    day: datetime.date | Unset = UNSET,
    country: str | Unset = UNSET,
    firmness: ListOffersFirmness | Unset = UNSET,
    generation_source: ListOffersGenerationSource | Unset = UNSET,

) -> Response[Any | Error | OfferBoard]:
    """ List offers

     The offer board: status (default open), mine=1, country, firmness, generation_source; earliest
    first,
    each with its free capacity.

    Args:
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.
        status (ListOffersStatus | Unset):  Default: ListOffersStatus.OPEN.
        mine (bool | Unset):  Default: False.
        day (datetime.date | Unset):
        country (str | Unset):
        firmness (ListOffersFirmness | Unset):
        generation_source (ListOffersGenerationSource | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | OfferBoard]
     """


    kwargs = _get_kwargs(
        limit=limit,
offset=offset,
status=status,
mine=mine,
day=day,
country=country,
firmness=firmness,
generation_source=generation_source,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
    status: ListOffersStatus | Unset = ListOffersStatus.OPEN,
    mine: bool | Unset = False,
    day: datetime.date | Unset = UNSET,
    country: str | Unset = UNSET,
    firmness: ListOffersFirmness | Unset = UNSET,
    generation_source: ListOffersGenerationSource | Unset = UNSET,

) -> Any | Error | OfferBoard | None:
    """ List offers

     The offer board: status (default open), mine=1, country, firmness, generation_source; earliest
    first,
    each with its free capacity.

    Args:
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.
        status (ListOffersStatus | Unset):  Default: ListOffersStatus.OPEN.
        mine (bool | Unset):  Default: False.
        day (datetime.date | Unset):
        country (str | Unset):
        firmness (ListOffersFirmness | Unset):
        generation_source (ListOffersGenerationSource | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | OfferBoard
     """


    return (await asyncio_detailed(
        client=client,
limit=limit,
offset=offset,
status=status,
mine=mine,
day=day,
country=country,
firmness=firmness,
generation_source=generation_source,

    )).parsed
