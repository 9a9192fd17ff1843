"""The developer hub: status, change feed, API reference, downloads and the site's frame."""

from flask_babel import lazy_gettext as _l

from app.platform.domain import Domain, ErrorCode, NavEntry

DOMAIN = Domain(
    name="hub",
    api=("app.hub.api:blp",),
    views=("app.hub.views:bp", "app.hub.builder:bp", "app.hub.public:bp"),
    errors=(ErrorCode("app.hub.errors:InvalidEmbedChoice", 400, "validation_error"),
            ErrorCode("app.hub.errors:UnknownGuide", 404, "not_found"),
            ErrorCode("app.hub.errors:UnknownOperation", 404, "not_found"),
            ErrorCode("app.hub.errors:TryRefused", 400, "validation_error")),
    template_globals=(("doc_toc", "app.hub.docs:toc"),),
    nav=(NavEntry(_l("Developers"), "hub_pages.developers", 90), NavEntry(_l("Changelog"), "hub_pages.changelog", 95)),
)
