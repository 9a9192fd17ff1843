"""The hub assistant: answers questions from the hub's own pages and data, citing the pages it used."""

from flask_babel import lazy_gettext as _l

from app.platform.domain import Domain, ErrorCode, NavEntry, Periodic

DOMAIN = Domain(
    name="copilot",
    api=("app.copilot.api:blp",),
    views=("app.copilot.views:bp",),
    models=("app.copilot.models",),
    jobs=("app.copilot.jobs",),
    periodic=(Periodic("copilot-expire", "app.copilot.jobs:expire", interval=3600),),
    ids=("cnv",),
    nav=(NavEntry(_l("Assistant"), "copilot_pages.assistant", 85),),
    hub_section="copilot/_hub.html",
    errors=(ErrorCode("app.copilot.errors:ConversationNotFound", 404, "not_found"),),
)
