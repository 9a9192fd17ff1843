"""Where a live catalogue comes from: an HTTPS JSON document read through the one fetch door.

CATALOGUE_SOURCE_URL names it; the document is a list of products, or {"products": [...]}, in the
import format. No source configured means the hub keeps serving its dated snapshot.
"""

from __future__ import annotations

import json

from flask import current_app

from app.platform.fetch import FetchError, fetch


class SourceError(Exception):
    pass


def configured_url() -> str:
    return (current_app.config.get("CATALOGUE_SOURCE_URL") or "").strip()


def pull(url: str) -> list[dict]:
    """The rows of the live source, or SourceError saying why not."""
    try:
        response = fetch(url, headers={"Accept": "application/json"})
    except FetchError as error:
        raise SourceError(f"{error.code}: {error.message}") from error
    if response.status != 200:
        raise SourceError(f"the source answered HTTP {response.status}")
    try:
        data = json.loads(response.body)
    except ValueError as error:
        raise SourceError("the source did not send JSON") from error
    rows = data.get("products") if isinstance(data, dict) else data
    if not isinstance(rows, list):
        raise SourceError("the source's JSON has no product list")
    return rows
