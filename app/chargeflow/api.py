"""The ChargeFlow API under /api/v1/chargeflow: mint (E, W, F, one or a batch of up to 50), list, read, retire,
export, verify (public), demo mints (no key), the OCPI and CSV adapter and the partner connectors.

Minting, listing, reading, retiring and exporting need a premium or enterprise key, and see only that key's units
(another key's unit answers 404). Verification and the partner catalogue are public; the demo mints take no key
(SVC_CHARGEFLOW_DEMO_LIMIT per address), are marked demo and publish no event.
"""

from __future__ import annotations

from flask.views import MethodView

from app.chargeflow import export, intake, service
from app.chargeflow.intake_schemas import FromOcpiBody, PartnerCatalogue, PartnerSyncBody, PartnerSyncRead
from app.chargeflow.kinds import KINDS
from app.chargeflow.schemas import (
    MINT_SCHEMAS,
    RetireBody,
    UnitBatchBody,
    UnitBatchRead,
    UnitExportArgs,
    UnitList,
    UnitListArgs,
    UnitRead,
    UnitVerifyArgs,
    UnitVerifyRead,
)
from app.extensions import Blueprint
from app.platform.auth import current_key, door_limit, require_premium
from app.platform.ids import id_parameter
from app.verify import service as door

blp = Blueprint("chargeflow", __name__, url_prefix="/api/v1/chargeflow",
                description="ChargeFlow units: signed energy (kWh), water (m3) and flex (kW) records.")
PATHS = {"e": "", "w": "/w", "f": "/f"}
NOUNS = {"e": "EnergyUnit", "w": "WaterUnit", "f": "FlexUnit"}
WORDS = {"e": "an energy", "w": "a water", "f": "a flex"}
DUPLICATE = "duplicate_unit: this key has an active unit for the operator and external id (details.active_unit_id)"


def _mint_routes(code: str) -> None:
    """The mint, batch, demo and verify routes of one kind (the same rules for E, W and F)."""
    kind, path, noun, word = KINDS[code], PATHS[code], NOUNS[code], WORDS[code]

    @blp.route(path or "", endpoint=f"Mint{code.upper()}")
    class Mint(MethodView):
        @require_premium
        @blp.arguments(MINT_SCHEMAS[code])
        @blp.response(201, UnitRead)
        @blp.alt_response(409, description=DUPLICATE)
        @blp.doc(operationId=f"mint{noun}", summary=f"Mint {word} unit",
                 description=f"Mint {word} unit from a {kind.body}: its record hashed and signed "
                             f"(svc-{kind.artefact}:v1:), with its {kind.model.upper()} companion score.")
        def post(self, body):
            return service.mint(code, body, current_key())

    @blp.route(f"{path}/batch", endpoint=f"Batch{code.upper()}")
    class Batch(MethodView):
        @require_premium
        @blp.arguments(UnitBatchBody)
        @blp.response(200, UnitBatchRead)
        @blp.doc(operationId=f"mint{noun}Batch", summary=f"Mint {word.split()[-1]} units in a batch",
                 description=f"Mint up to 50 {word.split()[-1]} units, each on its own: a bad item is answered "
                             "{index, ok: false, error} and the others are kept; the batch stays 200.")
        def post(self, body):
            return service.batch(code, body["items"], current_key())

    @blp.route(f"{path}/demo", endpoint=f"Demo{code.upper()}")
    class Demo(MethodView):
        @door_limit("SVC_CHARGEFLOW_DEMO_LIMIT", "chargeflow-demo")
        @blp.arguments(MINT_SCHEMAS[code])
        @blp.response(201, UnitRead)
        @blp.doc(operationId=f"demoMint{noun}", summary=f"Try {word} unit mint without a key",
                 description=f"Try {word} unit mint without a key: a real signed unit marked demo, with no event.")
        def post(self, body):
            return service.mint(code, body, None, demo=True)

    prefixes = [k.id_prefix for k in KINDS.values()] if code == "e" else [kind.id_prefix]

    @blp.route(f"{path}/verify", endpoint=f"Verify{code.upper()}")
    class Verify(MethodView):
        @blp.arguments(UnitVerifyArgs, location="query")
        @blp.response(200, UnitVerifyRead)
        @blp.alt_response(404, description="No such unit of this kind")
        @blp.doc(operationId=f"verify{noun}", summary=f"Verify {word} unit",
                 description=f"Verify {word} unit by id, public: the one verify door's answer, with the record's "
                             "hash recomputed, the HMAC and Ed25519 verdicts, the unit's status and meter verdict, "
                             "and the record with its signatures." + (" Takes any unit id." if code == "e" else ""))
        def get(self, args):
            return door.by_id(args["id"], prefixes=prefixes, with_document=True)


for _code in PATHS:
    _mint_routes(_code)


@blp.route("")
class Units(MethodView):
    @require_premium
    @blp.arguments(UnitListArgs, location="query")
    @blp.response(200, UnitList)
    @blp.doc(operationId="listUnits", summary="List units")
    def get(self, args):
        """This key's units, newest first; filters kind, status, operator_id; limit and offset."""
        return service.listing(current_key(), args)


_TEXT = {"type": "string", "maxLength": 200}
EXPORT_HEADERS = {
    "X-Total-Count": {"description": "Units the filters and the date range select, over every page",
                      "schema": {"type": "integer", "minimum": 0, "maximum": 2**53 - 1}},
    "X-SVC-Export-Truncated": {"description": "true when more units follow (next_cursor)",
                               "schema": {"type": "string", "enum": ["true", "false"]}},
    "X-SVC-Content-SHA256": {"description": "With shield=1: the SHA-256 of this page's file", "schema": _TEXT},
    "X-SVC-Anchor-Receipt": {"description": "With shield=1: the proof-tap receipt anchoring it", "schema": _TEXT},
    "Content-Disposition": {"description": 'attachment; filename="chargeflow-units-<date>.<format>"',
                            "schema": _TEXT},
}


@blp.route("/export")
class Export(MethodView):
    @require_premium
    @blp.arguments(UnitExportArgs, location="query")
    @blp.response(200)
    @blp.doc(responses={"200": {"description": "One page of the export, JSON or CSV", "headers": EXPORT_HEADERS}})
    @blp.doc(operationId="exportUnits", summary="Export units")
    def get(self, args):
        """This key's units (pages of at most 5000, newest first; next_cursor, X-SVC-Next-Cursor and Link rel="next"
        lead on) as JSON or CSV, streamed; shield=1 anchors the export's SHA-256 (X-SVC-Anchor-Receipt, Link)."""
        return export.export(current_key(), args)


UNIT_ID = id_parameter("unit_id", "The unit's id (cfu_e_, cfu_w_ or cfu_f_ and 24 characters).",
                       *(k.id_prefix for k in KINDS.values()))


@blp.route("/<string:unit_id>", parameters=[UNIT_ID])
class Unit(MethodView):
    @require_premium
    @blp.response(200, UnitRead)
    @blp.alt_response(404, description="No unit of this key has that id")
    @blp.doc(operationId="getUnit", summary="Get a unit")
    def get(self, unit_id):
        """One of this key's units, with its retire reason."""
        return service.read(unit_id, current_key())


@blp.route("/<string:unit_id>/retire", parameters=[UNIT_ID])
class Retire(MethodView):
    @require_premium
    @blp.arguments(RetireBody)
    @blp.response(200, UnitRead)
    @blp.alt_response(404, description="No unit of this key has that id")
    @blp.alt_response(409, description="invalid_state: already retired")
    @blp.doc(operationId="retireUnit", summary="Retire a unit")
    def post(self, body, unit_id):
        """Retire one of this key's units: its status becomes retired, its record and hash stay as they were."""
        return service.retire(unit_id, current_key(), body["reason"])


@blp.route("/from-ocpi")
class FromOcpi(MethodView):
    @require_premium
    @blp.arguments(FromOcpiBody)
    @blp.response(200, UnitBatchRead)
    @blp.doc(operationId="mintUnitsFromOcpi", summary="Mint units from OCPI CDRs")
    def post(self, body):
        """CFU-E units from OCPI 2.2.1 CDRs (the flat shape, or real CDR objects with the meter's signed_data) and
        CSV rows: 1-50 items in all, each minted on its own."""
        return intake.from_ocpi(body, current_key())


@blp.route("/partners")
class Partners(MethodView):
    @blp.response(200, PartnerCatalogue)
    @blp.doc(operationId="listPartners", summary="List partner connectors")
    def get(self):
        """The partner connectors: ids, modes (sandbox, live), the credential fields each needs."""
        return intake.catalogue()


@blp.route("/partners/sync")
class PartnerSync(MethodView):
    @require_premium
    @blp.arguments(PartnerSyncBody)
    @blp.response(200, PartnerSyncRead)
    @blp.alt_response(404, description="No partner has that partner_id")
    @blp.alt_response(502, description="partner_refused, partner_unavailable or partner_bad_answer: the partner "
                                       "refused, could not be reached, or answered what the hub could not read")
    @blp.alt_response(504, description="partner_unavailable: the partner did not answer in time")
    @blp.doc(operationId="syncPartner", summary="Sync a partner")
    def post(self, body):
        """Pull sessions or CDRs from a partner (sandbox fixtures, or live over OCPI) and mint them as CFU-E; live
        tokens are used for this call only, never kept."""
        return intake.sync(body, current_key())
