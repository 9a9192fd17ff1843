from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.feed import Feed
from ...models.list_regulatory_feed_tag_type_1 import ListRegulatoryFeedTagType1
from ...models.list_regulatory_feed_tag_type_2_type_1 import ListRegulatoryFeedTagType2Type1
from ...models.list_regulatory_feed_tag_type_3_type_1 import ListRegulatoryFeedTagType3Type1
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    limit: int | Unset = 20,
    offset: int | Unset = 0,
    jurisdiction: None | str | Unset = UNSET,
    tag: ListRegulatoryFeedTagType1 | ListRegulatoryFeedTagType2Type1 | ListRegulatoryFeedTagType3Type1 | None | Unset = UNSET,
    since: None | str | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["limit"] = limit

    params["offset"] = offset

    json_jurisdiction: None | str | Unset
    if isinstance(jurisdiction, Unset):
        json_jurisdiction = UNSET
    else:
        json_jurisdiction = jurisdiction
    params["jurisdiction"] = json_jurisdiction

    json_tag: None | str | Unset
    if isinstance(tag, Unset):
        json_tag = UNSET
    elif isinstance(tag, ListRegulatoryFeedTagType1):
        json_tag = tag.value
    elif isinstance(tag, ListRegulatoryFeedTagType2Type1):
        json_tag = tag.value
    elif isinstance(tag, ListRegulatoryFeedTagType3Type1):
        json_tag = tag.value
    else:
        json_tag = tag
    params["tag"] = json_tag

    json_since: None | str | Unset
    if isinstance(since, Unset):
        json_since = UNSET
    else:
        json_since = since
    params["since"] = json_since


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/regulatory/feed",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Error | Feed:
    if response.status_code == 200:
        response_200 = Feed.from_dict(response.json())



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Error | Feed]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 20,
    offset: int | Unset = 0,
    jurisdiction: None | str | Unset = UNSET,
    tag: ListRegulatoryFeedTagType1 | ListRegulatoryFeedTagType2Type1 | ListRegulatoryFeedTagType3Type1 | None | Unset = UNSET,
    since: None | str | Unset = UNSET,

) -> Response[Any | Error | Feed]:
    """ List regulatory references

     References newest first, each dated and linked to its official text (jurisdiction, tag, since,
    limit,
    offset); a member state's feed includes the EU's texts.

    Args:
        limit (int | Unset):  Default: 20.
        offset (int | Unset):  Default: 0.
        jurisdiction (None | str | Unset):
        tag (ListRegulatoryFeedTagType1 | ListRegulatoryFeedTagType2Type1 |
            ListRegulatoryFeedTagType3Type1 | None | Unset):
        since (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | Feed]
     """


    kwargs = _get_kwargs(
        limit=limit,
offset=offset,
jurisdiction=jurisdiction,
tag=tag,
since=since,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 20,
    offset: int | Unset = 0,
    jurisdiction: None | str | Unset = UNSET,
    tag: ListRegulatoryFeedTagType1 | ListRegulatoryFeedTagType2Type1 | ListRegulatoryFeedTagType3Type1 | None | Unset = UNSET,
    since: None | str | Unset = UNSET,

) -> Any | Error | Feed | None:
    """ List regulatory references

     References newest first, each dated and linked to its official text (jurisdiction, tag, since,
    limit,
    offset); a member state's feed includes the EU's texts.

    Args:
        limit (int | Unset):  Default: 20.
        offset (int | Unset):  Default: 0.
        jurisdiction (None | str | Unset):
        tag (ListRegulatoryFeedTagType1 | ListRegulatoryFeedTagType2Type1 |
            ListRegulatoryFeedTagType3Type1 | None | Unset):
        since (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | Feed
     """


    return sync_detailed(
        client=client,
limit=limit,
offset=offset,
jurisdiction=jurisdiction,
tag=tag,
since=since,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 20,
    offset: int | Unset = 0,
    jurisdiction: None | str | Unset = UNSET,
    tag: ListRegulatoryFeedTagType1 | ListRegulatoryFeedTagType2Type1 | ListRegulatoryFeedTagType3Type1 | None | Unset = UNSET,
    since: None | str | Unset = UNSET,

) -> Response[Any | Error | Feed]:
    """ List regulatory references

     References newest first, each dated and linked to its official text (jurisdiction, tag, since,
    limit,
    offset); a member state's feed includes the EU's texts.

    Args:
        limit (int | Unset):  Default: 20.
        offset (int | Unset):  Default: 0.
        jurisdiction (None | str | Unset):
        tag (ListRegulatoryFeedTagType1 | ListRegulatoryFeedTagType2Type1 |
            ListRegulatoryFeedTagType3Type1 | None | Unset):
        since (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | Feed]
     """


    kwargs = _get_kwargs(
        limit=limit,
offset=offset,
jurisdiction=jurisdiction,
tag=tag,
since=since,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 20,
    offset: int | Unset = 0,
    jurisdiction: None | str | Unset = UNSET,
    tag: ListRegulatoryFeedTagType1 | ListRegulatoryFeedTagType2Type1 | ListRegulatoryFeedTagType3Type1 | None | Unset = UNSET,
    since: None | str | Unset = UNSET,

) -> Any | Error | Feed | None:
    """ List regulatory references

     References newest first, each dated and linked to its official text (jurisdiction, tag, since,
    limit,
    offset); a member state's feed includes the EU's texts.

    Args:
        limit (int | Unset):  Default: 20.
        offset (int | Unset):  Default: 0.
        jurisdiction (None | str | Unset):
        tag (ListRegulatoryFeedTagType1 | ListRegulatoryFeedTagType2Type1 |
            ListRegulatoryFeedTagType3Type1 | None | Unset):
        since (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | Feed
     """


    return (await asyncio_detailed(
        client=client,
limit=limit,
offset=offset,
jurisdiction=jurisdiction,
tag=tag,
since=since,

    )).parsed
