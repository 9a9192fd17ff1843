"""The one verify door and its page: any id, hash or file the hub issued, answered in one shape.

It names no domain: the verifiers of issued ids, the signed kinds with how their content is rebuilt, and the
anchoring of hashes are what the installed domains declare (app/platform/domain.py); each domain's own verify path
answers through it.
"""

from flask_babel import lazy_gettext as _l

from app.platform.domain import Domain, ErrorCode, NavEntry

_ERRORS = "app.verify.errors:"

DOMAIN = Domain(
    name="verify",
    api=("app.verify.api:blp",),
    views=("app.verify.views:bp",),
    nav=(NavEntry(_l("Verify"), "verify_pages.verify_page", 30),),
    hub_section="verify/_hub.html",
    errors=(ErrorCode(_ERRORS + "UnknownIdForm", 404, "not_found"),
            ErrorCode(_ERRORS + "NothingAsked", 400, "validation_error"),
            ErrorCode(_ERRORS + "EmptyFile", 400, "validation_error")),
)
