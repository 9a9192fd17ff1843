"""The catalogue of tokenized products, its one query layer, the screener and the product pages."""

from flask_babel import lazy_gettext as _l

from app.platform.domain import Domain, ErrorCode, NavEntry, Periodic

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
)
