from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.dossier_request import DossierRequest
from ...models.error import Error
from ...types import File, FileTypes
from ...types import UNSET, Unset
from io import BytesIO
from typing import cast



def _get_kwargs(
    *,
    body: DossierRequest,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/dossier",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | File:
    if response.status_code == 200:
        response_200 = File(
             payload = BytesIO(response.content)
        )



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

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())



        return response_404

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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | File]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: DossierRequest,
    idempotency_key: str | Unset = UNSET,

) -> Response[Error | File]:
    """ Create a PDF dossier

     A PDF dossier of an asset: score and breakdown, gaps with actions, MiCA classification and regime,
    the
    regulatory references concerning its jurisdiction, comparable products (each figure dated and
    sourced),
    a green score when asked, the content hash with its signatures, a QR code to the verify page and the
    proof-tap receipt; branded with your name, logo and colour. The content hash and the PDF's SHA-256
    are
    both anchored with your key.

    Args:
        idempotency_key (str | Unset):
        body (DossierRequest): Give asset (scored now) or attestation_id (one of your
            attestations, quoted as attested), not both.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | File]
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
    body: DossierRequest,
    idempotency_key: str | Unset = UNSET,

) -> Error | File | None:
    """ Create a PDF dossier

     A PDF dossier of an asset: score and breakdown, gaps with actions, MiCA classification and regime,
    the
    regulatory references concerning its jurisdiction, comparable products (each figure dated and
    sourced),
    a green score when asked, the content hash with its signatures, a QR code to the verify page and the
    proof-tap receipt; branded with your name, logo and colour. The content hash and the PDF's SHA-256
    are
    both anchored with your key.

    Args:
        idempotency_key (str | Unset):
        body (DossierRequest): Give asset (scored now) or attestation_id (one of your
            attestations, quoted as attested), not both.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | File
     """


    return sync_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: DossierRequest,
    idempotency_key: str | Unset = UNSET,

) -> Response[Error | File]:
    """ Create a PDF dossier

     A PDF dossier of an asset: score and breakdown, gaps with actions, MiCA classification and regime,
    the
    regulatory references concerning its jurisdiction, comparable products (each figure dated and
    sourced),
    a green score when asked, the content hash with its signatures, a QR code to the verify page and the
    proof-tap receipt; branded with your name, logo and colour. The content hash and the PDF's SHA-256
    are
    both anchored with your key.

    Args:
        idempotency_key (str | Unset):
        body (DossierRequest): Give asset (scored now) or attestation_id (one of your
            attestations, quoted as attested), not both.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | File]
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
    body: DossierRequest,
    idempotency_key: str | Unset = UNSET,

) -> Error | File | None:
    """ Create a PDF dossier

     A PDF dossier of an asset: score and breakdown, gaps with actions, MiCA classification and regime,
    the
    regulatory references concerning its jurisdiction, comparable products (each figure dated and
    sourced),
    a green score when asked, the content hash with its signatures, a QR code to the verify page and the
    proof-tap receipt; branded with your name, logo and colour. The content hash and the PDF's SHA-256
    are
    both anchored with your key.

    Args:
        idempotency_key (str | Unset):
        body (DossierRequest): Give asset (scored now) or attestation_id (one of your
            attestations, quoted as attested), not both.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | File
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
