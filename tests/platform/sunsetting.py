"""A throw-away domain with deprecated routes, for the deprecation tests: one MethodView operation, one paged list
(whose Link header the deprecation's links join) and a plain page route, each citing a change-feed entry; and an
answer with two deprecated fields, one announced by the entry the test gives and one citing no entry."""

from datetime import date

from flask import Blueprint as PageBlueprint
from flask.views import MethodView
from marshmallow import Schema, fields

from app.extensions import Blueprint
from app.platform.deprecation import deprecated, deprecated_field
from app.platform.domain import Domain

SUNSET = date(2027, 6, 30)
ENTRY = "2026-11-24-chargeflow"  # a real entry (its date is the announcement), named by the feed the test gives

blp = Blueprint("sunsetting", __name__, url_prefix="/api/v1/sunsetting", description="Routes on their way out.")
pages = PageBlueprint("sunsetting_pages", __name__)


@blp.route("/old")
class Old(MethodView):
    @deprecated(sunset=SUNSET, replacement="/api/v1/sunsetting/new", changelog=ENTRY)
    @blp.response(200)
    def get(self):
        """The old way."""
        return {"old": True}


class WayOutSchema(Schema):
    new = fields.Boolean(required=True)
    old_flag = fields.Boolean(metadata=deprecated_field(sunset=SUNSET, changelog=ENTRY, replacement="new"))
    legacy = fields.Boolean(metadata=deprecated_field(sunset=date(2026, 12, 31), changelog="no-such-entry"))


@blp.route("/new")
class New(MethodView):
    @blp.response(200, WayOutSchema)
    def get(self):
        """The new way."""
        return {"new": True}


@blp.route("/listed")
class Listed(MethodView):
    @deprecated(sunset=SUNSET, changelog=ENTRY, since=date(2026, 12, 1))
    @blp.response(200)
    def get(self):
        """A list whose page links are set for the response."""
        from flask import g

        g.svc_link = '</api/v1/sunsetting/listed?offset=10>; rel="next"'
        return {"items": []}


@pages.get("/sunsetting/page")
@deprecated(sunset=date(2026, 12, 31), changelog="no-such-entry")
def page():
    return "an old page"


DOMAIN = Domain(name="sunsetting", api=("tests.platform.sunsetting:blp",), views=("tests.platform.sunsetting:pages",))
