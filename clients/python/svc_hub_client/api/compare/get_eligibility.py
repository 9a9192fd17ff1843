from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.eligibility_read import EligibilityRead
from ...models.error import Error
from typing import cast



def _get_kwargs(
    *,
    ids: list[str],

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_ids = ids


    params["ids"] = json_ids


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/compare/eligibility",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | EligibilityRead | Error:
    if response.status_code == 200:
        response_200 = EligibilityRead.from_dict(response.json())



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | EligibilityRead | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    ids: list[str],

) -> Response[Any | EligibilityRead | Error]:
    """ Get indicative eligibility

     Indicative eligibility composite (MiCA, jurisdiction, green) of 1-4 products.

    Args:
        ids (list[str]):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | EligibilityRead | Error]
     """


    kwargs = _get_kwargs(
        ids=ids,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    ids: list[str],

) -> Any | EligibilityRead | Error | None:
    """ Get indicative eligibility

     Indicative eligibility composite (MiCA, jurisdiction, green) of 1-4 products.

    Args:
        ids (list[str]):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | EligibilityRead | Error
     """


    return sync_detailed(
        client=client,
ids=ids,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    ids: list[str],

) -> Response[Any | EligibilityRead | Error]:
    """ Get indicative eligibility

     Indicative eligibility composite (MiCA, jurisdiction, green) of 1-4 products.

    Args:
        ids (list[str]):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | EligibilityRead | Error]
     """


    kwargs = _get_kwargs(
        ids=ids,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    ids: list[str],

) -> Any | EligibilityRead | Error | None:
    """ Get indicative eligibility

     Indicative eligibility composite (MiCA, jurisdiction, green) of 1-4 products.

    Args:
        ids (list[str]):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | EligibilityRead | Error
     """


    return (await asyncio_detailed(
        client=client,
ids=ids,

    )).parsed
