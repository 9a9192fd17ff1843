from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.benchmark_read import BenchmarkRead
from ...models.error import Error
from ...models.list_benchmarks_category import ListBenchmarksCategory
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    category: ListBenchmarksCategory,
    jurisdiction: None | str | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_category = category.value
    params["category"] = json_category

    json_jurisdiction: None | str | Unset
    if isinstance(jurisdiction, Unset):
        json_jurisdiction = UNSET
    else:
        json_jurisdiction = jurisdiction
    params["jurisdiction"] = json_jurisdiction


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/benchmarks",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | BenchmarkRead | Error:
    if response.status_code == 200:
        response_200 = BenchmarkRead.from_dict(response.json())



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | BenchmarkRead | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    category: ListBenchmarksCategory,
    jurisdiction: None | str | Unset = UNSET,

) -> Response[Any | BenchmarkRead | Error]:
    """ List yield benchmarks

     Median, p25 and p75 of dated disclosed yields in a category (jurisdiction matched partially); under
    3
    of them, the static reference with its source and date (status fallback).

    Args:
        category (ListBenchmarksCategory):
        jurisdiction (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | BenchmarkRead | Error]
     """


    kwargs = _get_kwargs(
        category=category,
jurisdiction=jurisdiction,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    category: ListBenchmarksCategory,
    jurisdiction: None | str | Unset = UNSET,

) -> Any | BenchmarkRead | Error | None:
    """ List yield benchmarks

     Median, p25 and p75 of dated disclosed yields in a category (jurisdiction matched partially); under
    3
    of them, the static reference with its source and date (status fallback).

    Args:
        category (ListBenchmarksCategory):
        jurisdiction (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | BenchmarkRead | Error
     """


    return sync_detailed(
        client=client,
category=category,
jurisdiction=jurisdiction,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    category: ListBenchmarksCategory,
    jurisdiction: None | str | Unset = UNSET,

) -> Response[Any | BenchmarkRead | Error]:
    """ List yield benchmarks

     Median, p25 and p75 of dated disclosed yields in a category (jurisdiction matched partially); under
    3
    of them, the static reference with its source and date (status fallback).

    Args:
        category (ListBenchmarksCategory):
        jurisdiction (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | BenchmarkRead | Error]
     """


    kwargs = _get_kwargs(
        category=category,
jurisdiction=jurisdiction,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    category: ListBenchmarksCategory,
    jurisdiction: None | str | Unset = UNSET,

) -> Any | BenchmarkRead | Error | None:
    """ List yield benchmarks

     Median, p25 and p75 of dated disclosed yields in a category (jurisdiction matched partially); under
    3
    of them, the static reference with its source and date (status fallback).

    Args:
        category (ListBenchmarksCategory):
        jurisdiction (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | BenchmarkRead | Error
     """


    return (await asyncio_detailed(
        client=client,
category=category,
jurisdiction=jurisdiction,

    )).parsed
