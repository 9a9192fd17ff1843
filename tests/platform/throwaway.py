"""A throw-away domain for tests: one package-like module that declares everything a domain can bring."""

from flask import Blueprint as PageBlueprint
from flask.views import MethodView
from marshmallow import Schema, fields

from app.extensions import Blueprint
from app.platform.domain import Domain, Event, NavEntry, Periodic, Setting
from app.platform.events import publish
from app.platform.jobs import job
from app.platform.settings import INTEGER, RATE_LIMIT

RAN: list = []


class Label(Schema):
    label = fields.String(required=True)


blp = Blueprint("throwaway", __name__, url_prefix="/api/v1/throwaway", description="A test domain.")
pages = PageBlueprint("throwaway_pages", __name__)


@blp.route("/ping")
class Ping(MethodView):
    @blp.response(200)
    def get(self):
        """Answer pong."""
        return {"pong": True}


@pages.get("/throwaway")
def page():
    return "throwaway page"


@job
def record(label: str) -> None:
    publish("throwaway.thing.happened", {"label": label}, None)


@job
def fail(label: str) -> None:
    raise RuntimeError(label)


@job
def tick() -> None:
    RAN.append("tick")


def hub_numbers() -> dict:
    return {"throwaway_numbers": {"batch": 25}}


def shout(text: str) -> str:
    return text.upper()


DOMAIN = Domain(
    name="throwaway",
    api=("tests.platform.throwaway:blp",),
    views=("tests.platform.throwaway:pages",),
    jobs=("tests.platform.throwaway",),
    periodic=(Periodic("throwaway-tick", "tests.platform.throwaway:tick", interval=60),),
    events=(Event("throwaway.thing.happened", Label, version=2, doc="Something happened."),),
    ids=("tw",),
    nav=(NavEntry("Throwaway", "throwaway_pages.page", 60),),
    hub_context="tests.platform.throwaway:hub_numbers",
    template_globals=(("throwaway_shout", "tests.platform.throwaway:shout"),),
    settings=(Setting("SVC_THROWAWAY_BATCH", "25", "Things handled per batch", INTEGER),
              Setting("SVC_THROWAWAY_LIMIT", "3/hour", "Per-IP pings", RATE_LIMIT)),
)
