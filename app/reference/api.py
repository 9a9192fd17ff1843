"""GET /api/v1/jurisdictions, /api/v1/jurisdictions/{code}, /api/v1/checklist (Bearer)."""

from flask.views import MethodView

from app.extensions import Blueprint
from app.platform.auth import require_key
from app.platform.meta import static_answer
from app.reference import service
from app.reference.schemas import (
    ChecklistArgs,
    ChecklistRead,
    JurisdictionArgs,
    JurisdictionList,
    JurisdictionOne,
)

blp = Blueprint("reference", __name__, url_prefix="/api/v1",
                description="Reference data: covered jurisdictions and the tokenization checklist.")


@blp.route("/jurisdictions")
class Jurisdictions(MethodView):
    @require_key
    @blp.arguments(JurisdictionArgs, location="query")
    @blp.response(200, JurisdictionList)
    @blp.doc(operationId="listJurisdictions", summary="List jurisdictions")
    def get(self, args):
        """The jurisdictions the hub covers: regulator, regime, MiCA applicability, sources."""
        return static_answer(JurisdictionList, (args["mica_applicable"],),
                             lambda: service.jurisdictions(mica_applicable=args["mica_applicable"]))


@blp.route("/jurisdictions/<string:code>")
class Jurisdiction(MethodView):
    @require_key
    @blp.response(200, JurisdictionOne)
    @blp.doc(operationId="getJurisdiction", summary="Get a jurisdiction")
    def get(self, code):
        """One jurisdiction by its code (EU, FR, DE ...)."""
        return service.jurisdiction(code)


@blp.route("/checklist")
class Checklist(MethodView):
    @require_key
    @blp.arguments(ChecklistArgs, location="query")
    @blp.response(200, ChecklistRead)
    @blp.doc(operationId="getChecklist", summary="Get the tokenization checklist")
    def get(self, args):
        """The tokenization checklist that readiness scoring uses, by dimension, with sources."""
        return static_answer(ChecklistRead, (args["dimension"],),
                             lambda: service.checklist(dimension=args["dimension"]))
