"""PDF rendering with WeasyPrint; every resource it loads goes through the hub's own rules.

The hub's static files are read from disk, data: URIs are decoded, https:// goes through
platform/fetch.py (the one outbound door), and anything else is refused. A document that carries anything a
caller gave (the dossier) renders with remote=False: then https:// is refused too, and what it needs from outside
(a logo) is fetched beforehand through the door, checked, and embedded as a data: URI.

Each thread keeps one FontConfiguration for all its renders: a new one per render loads Fontconfig
and Pango font maps that are never given back, so a worker's memory grew with every report. It keeps the hub's
static style sheets a document names (`static_css`) too, parsed once against that configuration: they are the
same for every document, and are given to WeasyPrint as user style sheets, so the document's own <style> (a
caller's colour) still wins over them, as it did when they were linked before it.

Python's cyclic collector is paused while WeasyPrint renders: a document is some hundred thousand young objects
(boxes, styles, layouts), and a collection that fell in the middle of a render traversed them all, and with them
the whole heap when it was a full one (a quarter of a dossier's time when it happened, every other dossier or
so). What a render leaves is collected once the collector is back on, as usual; when renders keep overlapping so
that it never comes back, every PAUSED_RENDERS_MAX-th render to end collects by hand, so memory stays bounded.
"""

from __future__ import annotations

import base64
import gc
import mimetypes
import threading
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import unquote_to_bytes

from weasyprint.urls import URLFetcher, URLFetcherResponse

from app.platform.fetch import FetchError, fetch

STATIC = Path(__file__).resolve().parents[2] / "static"
_local = threading.local()
_gc_lock = threading.Lock()
_gc_renders = 0  # renders running now in this process: the collector is paused while any is
_local_state = {"was_enabled": True,  # the collector's state when the first of them started
                "ended_paused": 0}  # renders ended since the collector last ran
PAUSED_RENDERS_MAX = 16  # renders that end while others keep it paused before a full collection by hand

# What warm_up renders: the fonts, page rules and static image the reports use (templates/compare/report.html),
# so a worker's first report finds WeasyPrint imported and Fontconfig/Pango caches loaded.
WARM_UP_HTML = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>warm-up</title><style>
@page { size: A4 landscape; margin: 14mm;
  @bottom-right { content: counter(page) " / " counter(pages); font-size: 8pt; } }
body { font-family: "DejaVu Sans", sans-serif; font-size: 9pt; }
table { width: 100%; border-collapse: collapse; } th, td { border-bottom: 0.5pt solid #c9d3cf; padding: 1.5mm; }
.best { font-weight: bold; } .hash { font-family: "DejaVu Sans Mono", monospace; font-size: 8pt; }
</style></head><body><h1><img src="{base}/static/img/svc-logo.svg" width="28" height="28" alt=""> Warm-up</h1>
<table><tr><th>APY</th><td class="best">4.1 %</td><td>Liquidité · juridiction — « non publié »</td></tr></table>
<p class="hash">0123456789abcdef</p></body></html>"""


class ResourceRefused(ValueError):
    pass


def _data_uri(url: str) -> URLFetcherResponse:
    header, _, payload = url[5:].partition(",")
    mime = header.split(";")[0] or "text/plain"
    body = base64.b64decode(payload) if header.endswith(";base64") else unquote_to_bytes(payload)
    return URLFetcherResponse(url, body, {"Content-Type": mime})


class HubURLFetcher(URLFetcher):
    """WeasyPrint's fetcher for the hub: static files, data: URIs, and https:// through the fetch door."""

    def __init__(self, base_url: str, remote: bool = True):
        super().__init__(allowed_protocols=("https", "http", "data"), allow_redirects=False)
        self.static_prefix = f"{base_url}/static/"
        self.remote = remote

    def fetch(self, url, headers=None):
        if url.startswith("data:"):
            return _data_uri(url)
        if url.startswith(self.static_prefix):
            path = (STATIC / url[len(self.static_prefix):].split("?")[0]).resolve()
            if STATIC not in path.parents or not path.is_file():
                raise ResourceRefused(url)
            mime = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
            return URLFetcherResponse(url, path.read_bytes(), {"Content-Type": mime})
        if url.startswith("https://") and self.remote:
            try:
                response = fetch(url)
            except FetchError as error:
                raise ResourceRefused(f"{url}: {error.code}") from error
            return URLFetcherResponse(url, response.body, {"Content-Type": response.headers.get("content-type", "")},
                                      response.status)
        raise ResourceRefused(url)


def font_config():
    """This thread's WeasyPrint FontConfiguration, made on first use and kept for the thread's life."""
    config = getattr(_local, "font_config", None)
    if config is None:
        from weasyprint.text.fonts import FontConfiguration

        config = _local.font_config = FontConfiguration()
    return config


def static_stylesheets(names: tuple[str, ...], base: str, fetcher: HubURLFetcher) -> list:
    """This thread's parsed CSS objects of static files (paths under static/), made on first use per base URL
    and kept with the thread's FontConfiguration; a changed file is parsed again."""
    from weasyprint import CSS

    kept = _local.__dict__.setdefault("stylesheets", {})
    out = []
    for name in names:
        path = (STATIC / name).resolve()
        if STATIC not in path.parents or not path.is_file():
            raise ResourceRefused(name)
        key = (base, name, path.stat().st_mtime_ns)
        if key not in kept:
            kept[key] = CSS(string=path.read_text(encoding="utf-8"), base_url=f"{base}/static/{name}",
                            url_fetcher=fetcher, font_config=font_config())
        out.append(kept[key])
    return out


@contextmanager
def gc_paused():
    """The cyclic garbage collector off while the block runs (for every thread: it is paused from the first
    render that starts to the last that ends), and as it was after."""
    global _gc_renders
    with _gc_lock:
        if _gc_renders == 0:
            _local_state["was_enabled"] = gc.isenabled()
            gc.disable()
        _gc_renders += 1
    try:
        yield
    finally:
        with _gc_lock:
            _gc_renders -= 1
            _local_state["ended_paused"] += 1
            if _gc_renders == 0 and _local_state["was_enabled"]:
                gc.enable()
                _local_state["ended_paused"] = 0
            overdue = _local_state["ended_paused"] >= PAUSED_RENDERS_MAX
            if overdue:
                _local_state["ended_paused"] = 0
        if overdue:  # renders kept overlapping: the collector never came back on, so collect by hand
            gc.collect()


def _info(metadata: dict[str, str]):
    """A finisher writing entries into the PDF's document information dictionary (keys as given)."""
    import pydyf

    def finish(_document, pdf) -> None:
        for key, value in metadata.items():
            pdf.info[key] = pydyf.String(value)

    return finish


def render_pdf(html: str, stylesheets: tuple[str, ...] = (), *, remote: bool = True,
               metadata: dict[str, str] | None = None, static_css: tuple[str, ...] = ()) -> bytes:
    """Render a full HTML document (plus optional CSS sources, and static style sheets parsed once per thread:
    `static_css`, paths under static/) to PDF bytes; remote=False refuses every https:// resource (only the hub's
    static files and data: URIs load). `metadata` entries are written into the PDF's information dictionary."""
    from weasyprint import CSS, HTML

    from app.platform.urls import base_url

    base = base_url()
    fetcher = HubURLFetcher(base, remote)
    fonts = font_config()
    css = static_stylesheets(static_css, base, fetcher) + [
        CSS(string=source, base_url=f"{base}/", url_fetcher=fetcher, font_config=fonts) for source in stylesheets]
    with gc_paused():
        return HTML(string=html, base_url=f"{base}/", url_fetcher=fetcher).write_pdf(
            stylesheets=css, font_config=fonts, finisher=_info(metadata) if metadata else None)


def warm_up() -> None:
    """Render one small document like the reports (needs an app context), so the first report is not cold."""
    from app.platform.urls import base_url

    render_pdf(WARM_UP_HTML.replace("{base}", base_url()))
