from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.verify_read import VerifyRead
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    id: str | Unset = UNSET,
    hash_: str | Unset = UNSET,
    sig: str | Unset = UNSET,
    ed25519_sig: str | Unset = UNSET,
    key_id: str | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["id"] = id

    params["hash"] = hash_

    params["sig"] = sig

    params["ed25519_sig"] = ed25519_sig

    params["key_id"] = key_id


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/attest/verify",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Error | VerifyRead:
    if response.status_code == 200:
        response_200 = VerifyRead.from_dict(response.json())



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Error | VerifyRead]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    id: str | Unset = UNSET,
    hash_: str | Unset = UNSET,
    sig: str | Unset = UNSET,
    ed25519_sig: str | Unset = UNSET,
    key_id: str | Unset = UNSET,

) -> Response[Any | Error | VerifyRead]:
    """ Verify an attestation

     Verify by ?id=att_... (the answer carries the public snapshot and its signatures), or statelessly by
    ?hash=&sig= (and/or &ed25519_sig=&key_id=); the one verify door's answer.

    Args:
        id (str | Unset):
        hash_ (str | Unset):
        sig (str | Unset):
        ed25519_sig (str | Unset):
        key_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | VerifyRead]
     """


    kwargs = _get_kwargs(
        id=id,
hash_=hash_,
sig=sig,
ed25519_sig=ed25519_sig,
key_id=key_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    id: str | Unset = UNSET,
    hash_: str | Unset = UNSET,
    sig: str | Unset = UNSET,
    ed25519_sig: str | Unset = UNSET,
    key_id: str | Unset = UNSET,

) -> Any | Error | VerifyRead | None:
    """ Verify an attestation

     Verify by ?id=att_... (the answer carries the public snapshot and its signatures), or statelessly by
    ?hash=&sig= (and/or &ed25519_sig=&key_id=); the one verify door's answer.

    Args:
        id (str | Unset):
        hash_ (str | Unset):
        sig (str | Unset):
        ed25519_sig (str | Unset):
        key_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | VerifyRead
     """


    return sync_detailed(
        client=client,
id=id,
hash_=hash_,
sig=sig,
ed25519_sig=ed25519_sig,
key_id=key_id,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    id: str | Unset = UNSET,
    hash_: str | Unset = UNSET,
    sig: str | Unset = UNSET,
    ed25519_sig: str | Unset = UNSET,
    key_id: str | Unset = UNSET,

) -> Response[Any | Error | VerifyRead]:
    """ Verify an attestation

     Verify by ?id=att_... (the answer carries the public snapshot and its signatures), or statelessly by
    ?hash=&sig= (and/or &ed25519_sig=&key_id=); the one verify door's answer.

    Args:
        id (str | Unset):
        hash_ (str | Unset):
        sig (str | Unset):
        ed25519_sig (str | Unset):
        key_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | VerifyRead]
     """


    kwargs = _get_kwargs(
        id=id,
hash_=hash_,
sig=sig,
ed25519_sig=ed25519_sig,
key_id=key_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    id: str | Unset = UNSET,
    hash_: str | Unset = UNSET,
    sig: str | Unset = UNSET,
    ed25519_sig: str | Unset = UNSET,
    key_id: str | Unset = UNSET,

) -> Any | Error | VerifyRead | None:
    """ Verify an attestation

     Verify by ?id=att_... (the answer carries the public snapshot and its signatures), or statelessly by
    ?hash=&sig= (and/or &ed25519_sig=&key_id=); the one verify door's answer.

    Args:
        id (str | Unset):
        hash_ (str | Unset):
        sig (str | Unset):
        ed25519_sig (str | Unset):
        key_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | VerifyRead
     """


    return (await asyncio_detailed(
        client=client,
id=id,
hash_=hash_,
sig=sig,
ed25519_sig=ed25519_sig,
key_id=key_id,

    )).parsed
