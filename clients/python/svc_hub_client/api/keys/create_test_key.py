from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.key_created import KeyCreated
from ...models.test_key_create import TestKeyCreate
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: TestKeyCreate,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/keys/current/test-keys",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | KeyCreated:
    if response.status_code == 201:
        response_201 = KeyCreated.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())



        return response_403

    if response.status_code == 409:
        response_409 = Error.from_dict(response.json())



        return response_409

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())



        return response_413

    if response.status_code == 414:
        response_414 = Error.from_dict(response.json())



        return response_414

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())



        return response_503

    response_default = Error.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | KeyCreated]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: TestKeyCreate,
    idempotency_key: str | Unset = UNSET,

) -> Response[Error | KeyCreated]:
    """ Make a test key of the calling key's tier

     From a live key: a svc_pk_test_ key of the same tier (premium test keys are obtained this way). Its
    requests count on the live key's monthly quota; revoking the live key revokes it, and it never
    outlives the live key's expiry. Its objects are test objects. Called with a test key made this way,
    it makes another test key of the same live key (same tier and quota; never a live key); any other
    test key answers 403 live_key_required.

    Args:
        idempotency_key (str | Unset):
        body (TestKeyCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | KeyCreated]
     """


    kwargs = _get_kwargs(
        body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: TestKeyCreate,
    idempotency_key: str | Unset = UNSET,

) -> Error | KeyCreated | None:
    """ Make a test key of the calling key's tier

     From a live key: a svc_pk_test_ key of the same tier (premium test keys are obtained this way). Its
    requests count on the live key's monthly quota; revoking the live key revokes it, and it never
    outlives the live key's expiry. Its objects are test objects. Called with a test key made this way,
    it makes another test key of the same live key (same tier and quota; never a live key); any other
    test key answers 403 live_key_required.

    Args:
        idempotency_key (str | Unset):
        body (TestKeyCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | KeyCreated
     """


    return sync_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: TestKeyCreate,
    idempotency_key: str | Unset = UNSET,

) -> Response[Error | KeyCreated]:
    """ Make a test key of the calling key's tier

     From a live key: a svc_pk_test_ key of the same tier (premium test keys are obtained this way). Its
    requests count on the live key's monthly quota; revoking the live key revokes it, and it never
    outlives the live key's expiry. Its objects are test objects. Called with a test key made this way,
    it makes another test key of the same live key (same tier and quota; never a live key); any other
    test key answers 403 live_key_required.

    Args:
        idempotency_key (str | Unset):
        body (TestKeyCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | KeyCreated]
     """


    kwargs = _get_kwargs(
        body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: TestKeyCreate,
    idempotency_key: str | Unset = UNSET,

) -> Error | KeyCreated | None:
    """ Make a test key of the calling key's tier

     From a live key: a svc_pk_test_ key of the same tier (premium test keys are obtained this way). Its
    requests count on the live key's monthly quota; revoking the live key revokes it, and it never
    outlives the live key's expiry. Its objects are test objects. Called with a test key made this way,
    it makes another test key of the same live key (same tier and quota; never a live key); any other
    test key answers 403 live_key_required.

    Args:
        idempotency_key (str | Unset):
        body (TestKeyCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | KeyCreated
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
