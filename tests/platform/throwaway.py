"""A throw-away domain for tests: one package-like module that declares everything a domain can bring."""

from flask import Blueprint as PageBlueprint
from flask.views import MethodView
from markupsafe import Markup
from marshmallow import Schema, fields

from app.extensions import Blueprint
from app.platform.domain import Domain, ErrorCode, Event, NavEntry, Panel, Periodic, Provider, Setting
from app.platform.errors import Conflict, DomainError, InvalidState
from app.platform.events import publish
from app.platform.jobs import job
from app.platform.settings import INTEGER, RATE_LIMIT

RAN: list = []


class Jammed(InvalidState):
    """Declared below with a status and a code of its own (not its base's 409 invalid_state)."""

    default_message = "The thing is jammed."


class Clash(Conflict):
    """Not declared: it answers as its base, Conflict, is declared by the platform."""


class Stray(DomainError):
    """Not declared, and no declared base."""


REFUSALS = {"jammed": lambda: Jammed(state="jammed"), "clash": lambda: Clash("The things clash."),
            "stray": lambda: Stray("A stray refusal.")}


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


@blp.route("/refuse/<string:which>")
class Refuse(MethodView):
    @blp.response(200)
    def get(self, which):
        """Raise the refusal the path names."""
        raise REFUSALS[which]()


@pages.get("/throwaway")
def page():
    return "throwaway page"


def product_panel(product: dict) -> Markup | None:
    """A card on a product's page naming the product; nothing on the page of a product it has no word for."""
    if product["id"] in SILENT_ON:
        return None
    return Markup('<div class="card" id="throwaway-panel">Throwaway says: {}</div>').format(product["name"])


def note_on(product_id: str) -> str:
    """A fact the throw-away domain provides to others."""
    return f"a note on {product_id}"


SILENT_ON = {"ondo-usdy"}


@pages.get("/throwaway/refuse/<which>")
def refuse_page(which: str):
    raise REFUSALS[which]()


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
    errors=(ErrorCode("tests.platform.throwaway:Jammed", 423, "thing_jammed"),),
    nav=(NavEntry("Throwaway", "throwaway_pages.page", 60),),
    panels=(Panel("product", "tests.platform.throwaway:product_panel", order=10),),
    providers=(Provider("throwaway_note", "tests.platform.throwaway:note_on"),),
    hub_context="tests.platform.throwaway:hub_numbers",
    template_globals=(("throwaway_shout", "tests.platform.throwaway:shout"),),
    settings=(Setting("SVC_THROWAWAY_BATCH", "25", "Things handled per batch", INTEGER),
              Setting("SVC_THROWAWAY_LIMIT", "3/hour", "Per-IP pings", RATE_LIMIT)),
)
