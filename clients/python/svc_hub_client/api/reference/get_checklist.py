from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.checklist_read import ChecklistRead
from ...models.error import Error
from ...models.get_checklist_dimension_type_1 import GetChecklistDimensionType1
from ...models.get_checklist_dimension_type_2_type_1 import GetChecklistDimensionType2Type1
from ...models.get_checklist_dimension_type_3_type_1 import GetChecklistDimensionType3Type1
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    dimension: GetChecklistDimensionType1 | GetChecklistDimensionType2Type1 | GetChecklistDimensionType3Type1 | None | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_dimension: None | str | Unset
    if isinstance(dimension, Unset):
        json_dimension = UNSET
    elif isinstance(dimension, GetChecklistDimensionType1):
        json_dimension = dimension.value
    elif isinstance(dimension, GetChecklistDimensionType2Type1):
        json_dimension = dimension.value
    elif isinstance(dimension, GetChecklistDimensionType3Type1):
        json_dimension = dimension.value
    else:
        json_dimension = dimension
    params["dimension"] = json_dimension


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/checklist",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | ChecklistRead | Error:
    if response.status_code == 200:
        response_200 = ChecklistRead.from_dict(response.json())



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | ChecklistRead | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    dimension: GetChecklistDimensionType1 | GetChecklistDimensionType2Type1 | GetChecklistDimensionType3Type1 | None | Unset = UNSET,

) -> Response[Any | ChecklistRead | Error]:
    """ Get the tokenization checklist

     The tokenization checklist that readiness scoring uses, by dimension, with sources.

    Args:
        dimension (GetChecklistDimensionType1 | GetChecklistDimensionType2Type1 |
            GetChecklistDimensionType3Type1 | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ChecklistRead | Error]
     """


    kwargs = _get_kwargs(
        dimension=dimension,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    dimension: GetChecklistDimensionType1 | GetChecklistDimensionType2Type1 | GetChecklistDimensionType3Type1 | None | Unset = UNSET,

) -> Any | ChecklistRead | Error | None:
    """ Get the tokenization checklist

     The tokenization checklist that readiness scoring uses, by dimension, with sources.

    Args:
        dimension (GetChecklistDimensionType1 | GetChecklistDimensionType2Type1 |
            GetChecklistDimensionType3Type1 | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ChecklistRead | Error
     """


    return sync_detailed(
        client=client,
dimension=dimension,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    dimension: GetChecklistDimensionType1 | GetChecklistDimensionType2Type1 | GetChecklistDimensionType3Type1 | None | Unset = UNSET,

) -> Response[Any | ChecklistRead | Error]:
    """ Get the tokenization checklist

     The tokenization checklist that readiness scoring uses, by dimension, with sources.

    Args:
        dimension (GetChecklistDimensionType1 | GetChecklistDimensionType2Type1 |
            GetChecklistDimensionType3Type1 | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ChecklistRead | Error]
     """


    kwargs = _get_kwargs(
        dimension=dimension,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    dimension: GetChecklistDimensionType1 | GetChecklistDimensionType2Type1 | GetChecklistDimensionType3Type1 | None | Unset = UNSET,

) -> Any | ChecklistRead | Error | None:
    """ Get the tokenization checklist

     The tokenization checklist that readiness scoring uses, by dimension, with sources.

    Args:
        dimension (GetChecklistDimensionType1 | GetChecklistDimensionType2Type1 |
            GetChecklistDimensionType3Type1 | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ChecklistRead | Error
     """


    return (await asyncio_detailed(
        client=client,
dimension=dimension,

    )).parsed
