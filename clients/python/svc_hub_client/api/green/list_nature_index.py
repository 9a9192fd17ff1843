from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.list_nature_index_nature_class_type_1 import ListNatureIndexNatureClassType1
from ...models.list_nature_index_nature_class_type_2_type_1 import ListNatureIndexNatureClassType2Type1
from ...models.list_nature_index_nature_class_type_3_type_1 import ListNatureIndexNatureClassType3Type1
from ...models.nature_index import NatureIndex
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
    country: None | str | Unset = UNSET,
    nature_class: ListNatureIndexNatureClassType1 | ListNatureIndexNatureClassType2Type1 | ListNatureIndexNatureClassType3Type1 | None | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["limit"] = limit

    params["offset"] = offset

    json_country: None | str | Unset
    if isinstance(country, Unset):
        json_country = UNSET
    else:
        json_country = country
    params["country"] = json_country

    json_nature_class: None | str | Unset
    if isinstance(nature_class, Unset):
        json_nature_class = UNSET
    elif isinstance(nature_class, ListNatureIndexNatureClassType1):
        json_nature_class = nature_class.value
    elif isinstance(nature_class, ListNatureIndexNatureClassType2Type1):
        json_nature_class = nature_class.value
    elif isinstance(nature_class, ListNatureIndexNatureClassType3Type1):
        json_nature_class = nature_class.value
    else:
        json_nature_class = nature_class
    params["nature_class"] = json_nature_class


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/green/nature-index",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Error | NatureIndex:
    if response.status_code == 200:
        response_200 = NatureIndex.from_dict(response.json())



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Error | NatureIndex]:
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
    country: None | str | Unset = UNSET,
    nature_class: ListNatureIndexNatureClassType1 | ListNatureIndexNatureClassType2Type1 | ListNatureIndexNatureClassType3Type1 | None | Unset = UNSET,

) -> Response[Any | Error | NatureIndex]:
    """ List the nature index

     Nature areas ranked by nature score (schemes after them, scored but not ranked).

    Args:
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.
        country (None | str | Unset):
        nature_class (ListNatureIndexNatureClassType1 | ListNatureIndexNatureClassType2Type1 |
            ListNatureIndexNatureClassType3Type1 | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | NatureIndex]
     """


    kwargs = _get_kwargs(
        limit=limit,
offset=offset,
country=country,
nature_class=nature_class,

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
    country: None | str | Unset = UNSET,
    nature_class: ListNatureIndexNatureClassType1 | ListNatureIndexNatureClassType2Type1 | ListNatureIndexNatureClassType3Type1 | None | Unset = UNSET,

) -> Any | Error | NatureIndex | None:
    """ List the nature index

     Nature areas ranked by nature score (schemes after them, scored but not ranked).

    Args:
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.
        country (None | str | Unset):
        nature_class (ListNatureIndexNatureClassType1 | ListNatureIndexNatureClassType2Type1 |
            ListNatureIndexNatureClassType3Type1 | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | NatureIndex
     """


    return sync_detailed(
        client=client,
limit=limit,
offset=offset,
country=country,
nature_class=nature_class,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
    country: None | str | Unset = UNSET,
    nature_class: ListNatureIndexNatureClassType1 | ListNatureIndexNatureClassType2Type1 | ListNatureIndexNatureClassType3Type1 | None | Unset = UNSET,

) -> Response[Any | Error | NatureIndex]:
    """ List the nature index

     Nature areas ranked by nature score (schemes after them, scored but not ranked).

    Args:
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.
        country (None | str | Unset):
        nature_class (ListNatureIndexNatureClassType1 | ListNatureIndexNatureClassType2Type1 |
            ListNatureIndexNatureClassType3Type1 | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | NatureIndex]
     """


    kwargs = _get_kwargs(
        limit=limit,
offset=offset,
country=country,
nature_class=nature_class,

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
    country: None | str | Unset = UNSET,
    nature_class: ListNatureIndexNatureClassType1 | ListNatureIndexNatureClassType2Type1 | ListNatureIndexNatureClassType3Type1 | None | Unset = UNSET,

) -> Any | Error | NatureIndex | None:
    """ List the nature index

     Nature areas ranked by nature score (schemes after them, scored but not ranked).

    Args:
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.
        country (None | str | Unset):
        nature_class (ListNatureIndexNatureClassType1 | ListNatureIndexNatureClassType2Type1 |
            ListNatureIndexNatureClassType3Type1 | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | NatureIndex
     """


    return (await asyncio_detailed(
        client=client,
limit=limit,
offset=offset,
country=country,
nature_class=nature_class,

    )).parsed
