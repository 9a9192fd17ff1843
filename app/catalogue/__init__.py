"""The catalogue of tokenized products, its one query layer, the screener and the product pages."""

from flask_babel import lazy_gettext as _l

from app.platform.domain import Domain, ErrorCode, NavEntry, Periodic, Setting
from app.platform.settings import BASE_URL, INTEGER, SECONDS, URL, choice

_ERRORS = "app.catalogue.errors:"

DOMAIN = Domain(
    name="catalogue",
    api=("app.catalogue.api:blp",),
    views=("app.catalogue.views:bp", "app.catalogue.method:bp"),
    cli="app.catalogue.cli:catalogue_cli",
    models=("app.catalogue.models",),
    jobs=("app.catalogue.jobs",),
    periodic=(Periodic("catalogue-refresh", "app.catalogue.jobs:refresh_catalogue", interval=3600),),
    nav=(NavEntry(_l("Screener"), "catalogue_pages.screener", 10),),
    seed="app.catalogue.service:seed",
    hub_section="catalogue/_hub.html",
    errors=(ErrorCode(_ERRORS + "ProductNotFound", 404, "not_found"),
            ErrorCode(_ERRORS + "InvalidFilter", 400, "validation_error"),
            ErrorCode(_ERRORS + "ExportTooLarge", 400, "export_too_large")),
    hub_context="app.catalogue.method:hub_tables",
    template_globals=(("label_words", "app.catalogue.words:label"),
                      ("screener_rows", "app.catalogue.rows:screener_rows"), ("kept_html", "app.catalogue.kept:html"),
                      ("screener_cells", "app.catalogue.rows:cells")),
    settings=(
        Setting("SVC_ROW_CACHE", "10000", "Screener table rows each process keeps as HTML per product, language and "
                "day in the catalogue's version (about 6 KB each), least recently used out first; `0` keeps none",
                INTEGER),
        Setting("CATALOGUE_SOURCE", "url", "Live source of the catalogue: `url` (the JSON at `CATALOGUE_SOURCE_URL`) "
                "or `defillama` (DefiLlama's public API, mapped by `app/data/defillama_map.json`)",
                choice("url", "defillama")),
        Setting("CATALOGUE_SOURCE_URL", "", "HTTPS JSON of live catalogue rows, pulled hourly and by `flask catalogue "
                "refresh`; empty serves the dated snapshot", URL),
        Setting("DEFILLAMA_API_URL", "https://api.llama.fi", "Base URL of DefiLlama's TVL API (`/protocols`)",
                BASE_URL),
        Setting("DEFILLAMA_YIELDS_URL", "https://yields.llama.fi", "Base URL of DefiLlama's yields API (`/pools`)",
                BASE_URL),
        Setting("DEFILLAMA_MAX_BYTES", "67108864", "Largest DefiLlama answer read, in bytes (its lists of every "
                "protocol and pool exceed `SVC_FETCH_MAX_BYTES`)", INTEGER),
        Setting("DEFILLAMA_TIMEOUT", "60", "Seconds allowed for each DefiLlama answer, instead of "
                "`SVC_FETCH_TIMEOUT`", SECONDS),
    ),
)
