"""Where a live catalogue comes from, read through the one fetch door.

CATALOGUE_SOURCE chooses the source:
- `url` (the default): the HTTPS JSON document at CATALOGUE_SOURCE_URL, a list of products or {"products": [...]}
  in the import format; no URL configured means the hub keeps serving its dated snapshot;
- `defillama`: DefiLlama's public API, mapped to catalogue ids by app/data/defillama_map.json
  (app/catalogue/defillama.py).

A source answers `pull(current)` with the rows to import (marked live by the refresh) or raises SourceError;
`current(ids)` gives the stored products as import rows, for a source that only updates some of their figures.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace

from flask import current_app

from app.platform.fetch import FetchError, FetchPolicy, fetch


class SourceError(Exception):
    pass


@dataclass
class Pulled:
    """What a source gave: rows to import, the ids gone from it (None: every product it did not send) and, per
    product, why a cached figure was kept."""

    rows: list
    missing: list | None = None
    kept: dict = field(default_factory=dict)

    def keep(self, product_id: str, why: str) -> None:
        self.kept.setdefault(product_id, []).append(why)

    def summary(self) -> str | None:
        """The per-product notes as one readable text (the refresh record keeps it), or None."""
        return "; ".join(f"{pid}: {', '.join(whys)}" for pid, whys in sorted(self.kept.items())) or None


def get_json(url: str, *, max_bytes: int | None = None, timeout: float | None = None, what: str = "the source"):
    """The parsed JSON answer at url (within the given size and time limits, else the fetch door's), or
    SourceError saying why not."""
    policy = FetchPolicy.from_config()
    policy = replace(policy, max_bytes=max_bytes or policy.max_bytes, timeout=timeout or policy.timeout)
    try:
        response = fetch(url, headers={"Accept": "application/json"}, policy=policy)
    except FetchError as error:
        raise SourceError(f"{error.code}: {error.message}") from error
    if response.status != 200:
        raise SourceError(f"{what} answered HTTP {response.status}")
    try:
        return json.loads(response.body)
    except ValueError as error:
        raise SourceError(f"{what} did not send JSON") from error


@dataclass(frozen=True)
class JsonDocument:
    """Catalogue rows in the import format, at CATALOGUE_SOURCE_URL."""

    url: str

    @property
    def label(self) -> str:
        return self.url

    def pull(self, current) -> Pulled:
        data = get_json(self.url)
        rows = data.get("products") if isinstance(data, dict) else data
        if not isinstance(rows, list):
            raise SourceError("the source's JSON has no product list")
        return Pulled(rows=rows)


def configured_url() -> str:
    return (current_app.config.get("CATALOGUE_SOURCE_URL") or "").strip()


def configured():
    """The configured live source, or None when the hub serves its dated snapshot."""
    choice = current_app.config.get("CATALOGUE_SOURCE") or "url"
    if choice == "defillama":
        from app.catalogue.defillama import DefiLlama

        return DefiLlama.from_config()
    if choice != "url":
        raise SourceError(f"CATALOGUE_SOURCE must be url or defillama, not {choice!r}")
    url = configured_url()
    return JsonDocument(url) if url else None
