from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.green_index import GreenIndex
from ...models.list_green_index_flagged_type_1 import ListGreenIndexFlaggedType1
from ...models.list_green_index_flagged_type_2_type_1 import ListGreenIndexFlaggedType2Type1
from ...models.list_green_index_flagged_type_3_type_1 import ListGreenIndexFlaggedType3Type1
from ...models.list_green_index_kind_type_1 import ListGreenIndexKindType1
from ...models.list_green_index_kind_type_2_type_1 import ListGreenIndexKindType2Type1
from ...models.list_green_index_kind_type_3_type_1 import ListGreenIndexKindType3Type1
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
    kind: ListGreenIndexKindType1 | ListGreenIndexKindType2Type1 | ListGreenIndexKindType3Type1 | None | Unset = UNSET,
    country: None | str | Unset = UNSET,
    q: None | str | Unset = UNSET,
    flagged: ListGreenIndexFlaggedType1 | ListGreenIndexFlaggedType2Type1 | ListGreenIndexFlaggedType3Type1 | None | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["limit"] = limit

    params["offset"] = offset

    json_kind: None | str | Unset
    if isinstance(kind, Unset):
        json_kind = UNSET
    elif isinstance(kind, ListGreenIndexKindType1):
        json_kind = kind.value
    elif isinstance(kind, ListGreenIndexKindType2Type1):
        json_kind = kind.value
    elif isinstance(kind, ListGreenIndexKindType3Type1):
        json_kind = kind.value
    else:
        json_kind = kind
    params["kind"] = json_kind

    json_country: None | str | Unset
    if isinstance(country, Unset):
        json_country = UNSET
    else:
        json_country = country
    params["country"] = json_country

    json_q: None | str | Unset
    if isinstance(q, Unset):
        json_q = UNSET
    else:
        json_q = q
    params["q"] = json_q

    json_flagged: None | str | Unset
    if isinstance(flagged, Unset):
        json_flagged = UNSET
    elif isinstance(flagged, ListGreenIndexFlaggedType1):
        json_flagged = flagged.value
    elif isinstance(flagged, ListGreenIndexFlaggedType2Type1):
        json_flagged = flagged.value
    elif isinstance(flagged, ListGreenIndexFlaggedType3Type1):
        json_flagged = flagged.value
    else:
        json_flagged = flagged
    params["flagged"] = json_flagged


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/green/index",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Error | GreenIndex:
    if response.status_code == 200:
        response_200 = GreenIndex.from_dict(response.json())



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Error | GreenIndex]:
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
    kind: ListGreenIndexKindType1 | ListGreenIndexKindType2Type1 | ListGreenIndexKindType3Type1 | None | Unset = UNSET,
    country: None | str | Unset = UNSET,
    q: None | str | Unset = UNSET,
    flagged: ListGreenIndexFlaggedType1 | ListGreenIndexFlaggedType2Type1 | ListGreenIndexFlaggedType3Type1 | None | Unset = UNSET,

) -> Response[Any | Error | GreenIndex]:
    """ List the green index

     The green index: every member ranked by composite (equal composites share a rank), filtered by kind,
    country, a word of the name or red flags (flagged=include, the default, marked; exclude; only). A
    member
    under a red flag has the tier flagged and lists its flags, each with its source and date.

    Args:
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.
        kind (ListGreenIndexKindType1 | ListGreenIndexKindType2Type1 |
            ListGreenIndexKindType3Type1 | None | Unset):
        country (None | str | Unset):
        q (None | str | Unset):
        flagged (ListGreenIndexFlaggedType1 | ListGreenIndexFlaggedType2Type1 |
            ListGreenIndexFlaggedType3Type1 | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | GreenIndex]
     """


    kwargs = _get_kwargs(
        limit=limit,
offset=offset,
kind=kind,
country=country,
q=q,
flagged=flagged,

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
    kind: ListGreenIndexKindType1 | ListGreenIndexKindType2Type1 | ListGreenIndexKindType3Type1 | None | Unset = UNSET,
    country: None | str | Unset = UNSET,
    q: None | str | Unset = UNSET,
    flagged: ListGreenIndexFlaggedType1 | ListGreenIndexFlaggedType2Type1 | ListGreenIndexFlaggedType3Type1 | None | Unset = UNSET,

) -> Any | Error | GreenIndex | None:
    """ List the green index

     The green index: every member ranked by composite (equal composites share a rank), filtered by kind,
    country, a word of the name or red flags (flagged=include, the default, marked; exclude; only). A
    member
    under a red flag has the tier flagged and lists its flags, each with its source and date.

    Args:
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.
        kind (ListGreenIndexKindType1 | ListGreenIndexKindType2Type1 |
            ListGreenIndexKindType3Type1 | None | Unset):
        country (None | str | Unset):
        q (None | str | Unset):
        flagged (ListGreenIndexFlaggedType1 | ListGreenIndexFlaggedType2Type1 |
            ListGreenIndexFlaggedType3Type1 | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | GreenIndex
     """


    return sync_detailed(
        client=client,
limit=limit,
offset=offset,
kind=kind,
country=country,
q=q,
flagged=flagged,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
    kind: ListGreenIndexKindType1 | ListGreenIndexKindType2Type1 | ListGreenIndexKindType3Type1 | None | Unset = UNSET,
    country: None | str | Unset = UNSET,
    q: None | str | Unset = UNSET,
    flagged: ListGreenIndexFlaggedType1 | ListGreenIndexFlaggedType2Type1 | ListGreenIndexFlaggedType3Type1 | None | Unset = UNSET,

) -> Response[Any | Error | GreenIndex]:
    """ List the green index

     The green index: every member ranked by composite (equal composites share a rank), filtered by kind,
    country, a word of the name or red flags (flagged=include, the default, marked; exclude; only). A
    member
    under a red flag has the tier flagged and lists its flags, each with its source and date.

    Args:
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.
        kind (ListGreenIndexKindType1 | ListGreenIndexKindType2Type1 |
            ListGreenIndexKindType3Type1 | None | Unset):
        country (None | str | Unset):
        q (None | str | Unset):
        flagged (ListGreenIndexFlaggedType1 | ListGreenIndexFlaggedType2Type1 |
            ListGreenIndexFlaggedType3Type1 | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | GreenIndex]
     """


    kwargs = _get_kwargs(
        limit=limit,
offset=offset,
kind=kind,
country=country,
q=q,
flagged=flagged,

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
    kind: ListGreenIndexKindType1 | ListGreenIndexKindType2Type1 | ListGreenIndexKindType3Type1 | None | Unset = UNSET,
    country: None | str | Unset = UNSET,
    q: None | str | Unset = UNSET,
    flagged: ListGreenIndexFlaggedType1 | ListGreenIndexFlaggedType2Type1 | ListGreenIndexFlaggedType3Type1 | None | Unset = UNSET,

) -> Any | Error | GreenIndex | None:
    """ List the green index

     The green index: every member ranked by composite (equal composites share a rank), filtered by kind,
    country, a word of the name or red flags (flagged=include, the default, marked; exclude; only). A
    member
    under a red flag has the tier flagged and lists its flags, each with its source and date.

    Args:
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.
        kind (ListGreenIndexKindType1 | ListGreenIndexKindType2Type1 |
            ListGreenIndexKindType3Type1 | None | Unset):
        country (None | str | Unset):
        q (None | str | Unset):
        flagged (ListGreenIndexFlaggedType1 | ListGreenIndexFlaggedType2Type1 |
            ListGreenIndexFlaggedType3Type1 | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | GreenIndex
     """


    return (await asyncio_detailed(
        client=client,
limit=limit,
offset=offset,
kind=kind,
country=country,
q=q,
flagged=flagged,

    )).parsed
