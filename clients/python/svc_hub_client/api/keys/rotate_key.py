from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.key_created import KeyCreated
from ...models.key_rotate import KeyRotate
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: KeyRotate,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/keys/current/rotate",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | KeyCreated:
    if response.status_code == 200:
        response_200 = KeyCreated.from_dict(response.json())



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
    body: KeyRotate,
    idempotency_key: str | Unset = UNSET,

) -> Response[Error | KeyCreated]:
    """ Rotate the calling key

     Answers a new secret, shown once. The secret that made this call keeps answering for grace_seconds
    (default 3600, at most 86400; 0 ends it now), then answers 401 expired_api_key. Tier, mode, expiry,
    quota and everything the key owns stay the same. Rotating again ends an earlier grace period at
    once. Never counts on the quota.

    Args:
        idempotency_key (str | Unset):
        body (KeyRotate):

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
    body: KeyRotate,
    idempotency_key: str | Unset = UNSET,

) -> Error | KeyCreated | None:
    """ Rotate the calling key

     Answers a new secret, shown once. The secret that made this call keeps answering for grace_seconds
    (default 3600, at most 86400; 0 ends it now), then answers 401 expired_api_key. Tier, mode, expiry,
    quota and everything the key owns stay the same. Rotating again ends an earlier grace period at
    once. Never counts on the quota.

    Args:
        idempotency_key (str | Unset):
        body (KeyRotate):

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
    body: KeyRotate,
    idempotency_key: str | Unset = UNSET,

) -> Response[Error | KeyCreated]:
    """ Rotate the calling key

     Answers a new secret, shown once. The secret that made this call keeps answering for grace_seconds
    (default 3600, at most 86400; 0 ends it now), then answers 401 expired_api_key. Tier, mode, expiry,
    quota and everything the key owns stay the same. Rotating again ends an earlier grace period at
    once. Never counts on the quota.

    Args:
        idempotency_key (str | Unset):
        body (KeyRotate):

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
    body: KeyRotate,
    idempotency_key: str | Unset = UNSET,

) -> Error | KeyCreated | None:
    """ Rotate the calling key

     Answers a new secret, shown once. The secret that made this call keeps answering for grace_seconds
    (default 3600, at most 86400; 0 ends it now), then answers 401 expired_api_key. Tier, mode, expiry,
    quota and everything the key owns stay the same. Rotating again ends an earlier grace period at
    once. Never counts on the quota.

    Args:
        idempotency_key (str | Unset):
        body (KeyRotate):

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
