"""PDF rendering with WeasyPrint; every resource it loads goes through the hub's own rules.

The hub's static files are read from disk, data: URIs are decoded, https:// goes through
platform/fetch.py (the one outbound door), and anything else is refused.
"""

from __future__ import annotations

import base64
import mimetypes
from pathlib import Path
from urllib.parse import unquote_to_bytes

from flask import current_app
from weasyprint.urls import URLFetcher, URLFetcherResponse

from app.platform.fetch import FetchError, fetch

STATIC = Path(__file__).resolve().parents[2] / "static"


class ResourceRefused(ValueError):
    pass


def _data_uri(url: str) -> URLFetcherResponse:
    header, _, payload = url[5:].partition(",")
    mime = header.split(";")[0] or "text/plain"
    body = base64.b64decode(payload) if header.endswith(";base64") else unquote_to_bytes(payload)
    return URLFetcherResponse(url, body, {"Content-Type": mime})


class HubURLFetcher(URLFetcher):
    """WeasyPrint's fetcher for the hub: static files, data: URIs, and https:// through the fetch door."""

    def __init__(self, base_url: str):
        super().__init__(allowed_protocols=("https", "http", "data"), allow_redirects=False)
        self.static_prefix = f"{base_url}/static/"

    def fetch(self, url, headers=None):
        if url.startswith("data:"):
            return _data_uri(url)
        if url.startswith(self.static_prefix):
            path = (STATIC / url[len(self.static_prefix):].split("?")[0]).resolve()
            if STATIC not in path.parents or not path.is_file():
                raise ResourceRefused(url)
            mime = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
            return URLFetcherResponse(url, path.read_bytes(), {"Content-Type": mime})
        if url.startswith("https://"):
            try:
                response = fetch(url)
            except FetchError as error:
                raise ResourceRefused(f"{url}: {error.code}") from error
            return URLFetcherResponse(url, response.body, {"Content-Type": response.headers.get("content-type", "")},
                                      response.status)
        raise ResourceRefused(url)


def render_pdf(html: str) -> bytes:
    """Render a full HTML document to PDF bytes."""
    from weasyprint import HTML

    base = current_app.config["BASE_URL"]
    return HTML(string=html, base_url=f"{base}/", url_fetcher=HubURLFetcher(base)).write_pdf()
