from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.read_registry_serial_registry_type_1 import ReadRegistrySerialRegistryType1
from ...models.read_registry_serial_registry_type_2_type_1 import ReadRegistrySerialRegistryType2Type1
from ...models.read_registry_serial_registry_type_3_type_1 import ReadRegistrySerialRegistryType3Type1
from ...models.registry_lookup import RegistryLookup
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    serial: str,
    registry: None | ReadRegistrySerialRegistryType1 | ReadRegistrySerialRegistryType2Type1 | ReadRegistrySerialRegistryType3Type1 | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["serial"] = serial

    json_registry: None | str | Unset
    if isinstance(registry, Unset):
        json_registry = UNSET
    elif isinstance(registry, ReadRegistrySerialRegistryType1):
        json_registry = registry.value
    elif isinstance(registry, ReadRegistrySerialRegistryType2Type1):
        json_registry = registry.value
    elif isinstance(registry, ReadRegistrySerialRegistryType3Type1):
        json_registry = registry.value
    else:
        json_registry = registry
    params["registry"] = json_registry


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/green/registry",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Error | RegistryLookup:
    if response.status_code == 200:
        response_200 = RegistryLookup.from_dict(response.json())



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Error | RegistryLookup]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    serial: str,
    registry: None | ReadRegistrySerialRegistryType1 | ReadRegistrySerialRegistryType2Type1 | ReadRegistrySerialRegistryType3Type1 | Unset = UNSET,

) -> Response[Any | Error | RegistryLookup]:
    """ Read a registry serial

     Read a registry serial (Verra VCU blocks and VCS- project references, Gold Standard, Puro.earth
    CORCs):
    project, country, vintage, unit range and quantity, registry links, and the project's CQS and its
    area's
    nature score when the hub has them. A serial that does not fit its registry's form answers 400
    invalid_serial saying which part.

    Args:
        serial (str):
        registry (None | ReadRegistrySerialRegistryType1 | ReadRegistrySerialRegistryType2Type1 |
            ReadRegistrySerialRegistryType3Type1 | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | RegistryLookup]
     """


    kwargs = _get_kwargs(
        serial=serial,
registry=registry,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    serial: str,
    registry: None | ReadRegistrySerialRegistryType1 | ReadRegistrySerialRegistryType2Type1 | ReadRegistrySerialRegistryType3Type1 | Unset = UNSET,

) -> Any | Error | RegistryLookup | None:
    """ Read a registry serial

     Read a registry serial (Verra VCU blocks and VCS- project references, Gold Standard, Puro.earth
    CORCs):
    project, country, vintage, unit range and quantity, registry links, and the project's CQS and its
    area's
    nature score when the hub has them. A serial that does not fit its registry's form answers 400
    invalid_serial saying which part.

    Args:
        serial (str):
        registry (None | ReadRegistrySerialRegistryType1 | ReadRegistrySerialRegistryType2Type1 |
            ReadRegistrySerialRegistryType3Type1 | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | RegistryLookup
     """


    return sync_detailed(
        client=client,
serial=serial,
registry=registry,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    serial: str,
    registry: None | ReadRegistrySerialRegistryType1 | ReadRegistrySerialRegistryType2Type1 | ReadRegistrySerialRegistryType3Type1 | Unset = UNSET,

) -> Response[Any | Error | RegistryLookup]:
    """ Read a registry serial

     Read a registry serial (Verra VCU blocks and VCS- project references, Gold Standard, Puro.earth
    CORCs):
    project, country, vintage, unit range and quantity, registry links, and the project's CQS and its
    area's
    nature score when the hub has them. A serial that does not fit its registry's form answers 400
    invalid_serial saying which part.

    Args:
        serial (str):
        registry (None | ReadRegistrySerialRegistryType1 | ReadRegistrySerialRegistryType2Type1 |
            ReadRegistrySerialRegistryType3Type1 | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | RegistryLookup]
     """


    kwargs = _get_kwargs(
        serial=serial,
registry=registry,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    serial: str,
    registry: None | ReadRegistrySerialRegistryType1 | ReadRegistrySerialRegistryType2Type1 | ReadRegistrySerialRegistryType3Type1 | Unset = UNSET,

) -> Any | Error | RegistryLookup | None:
    """ Read a registry serial

     Read a registry serial (Verra VCU blocks and VCS- project references, Gold Standard, Puro.earth
    CORCs):
    project, country, vintage, unit range and quantity, registry links, and the project's CQS and its
    area's
    nature score when the hub has them. A serial that does not fit its registry's form answers 400
    invalid_serial saying which part.

    Args:
        serial (str):
        registry (None | ReadRegistrySerialRegistryType1 | ReadRegistrySerialRegistryType2Type1 |
            ReadRegistrySerialRegistryType3Type1 | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | RegistryLookup
     """


    return (await asyncio_detailed(
        client=client,
serial=serial,
registry=registry,

    )).parsed
