"""ChargeFlow units: signed records of energy sessions (CFU-E), water flows (CFU-W) and flex capacity windows
(CFU-F), minted from JSON, CSV and OCPI, verifiable by anyone, retired by their owner."""

from flask_babel import lazy_gettext as _l

from app.platform.domain import Artefact, Domain, ErrorCode, Event, NavEntry, Setting
from app.platform.settings import RATE_LIMIT

_UNIT = "The unit's record (svc.chargeflow.unit.v1): the signed bytes are the prefix and the record's content hash."

_REBUILT = "app.chargeflow.signed:signed_content"  # units, answers carrying one, and exports (JSON, CSV)
_ERRORS = "app.chargeflow.errors:"

DOMAIN = Domain(
    name="chargeflow",
    api=("app.chargeflow.api:blp",),
    views=("app.chargeflow.views:bp",),
    models=("app.chargeflow.models",),
    ids=("cfu_e", "cfu_w", "cfu_f"),
    events=(Event("chargeflow.unit.minted", "app.chargeflow.schemas:UnitEvent", version=1,
                  doc="A CFU-E, CFU-W or CFU-F was minted with your key (never for demo mints)."),
            Event("chargeflow.unit.retired", "app.chargeflow.schemas:UnitEvent", version=1,
                  doc="One of your units was retired (by its retire call, or by a settled reservation)."),),
    artefacts=(Artefact("cfu-e", "svc-cfu-e:v1:", "svc.chargeflow.unit.v1", _REBUILT,
                        doc="A CFU-E, an energy session (also a firm reservation's unit). " + _UNIT),
               Artefact("cfu-w", "svc-cfu-w:v1:", "svc.chargeflow.unit.v1", _REBUILT,
                        doc="A CFU-W, a water flow. " + _UNIT),
               Artefact("cfu-f", "svc-cfu-f:v1:", "svc.chargeflow.unit.v1", _REBUILT,
                        doc="A CFU-F, a flex capacity window (also a flex reservation's unit). " + _UNIT)),
    verifiers=(("cfu_e", "app.chargeflow.service:verify_for_door"), ("cfu_w", "app.chargeflow.service:verify_for_door"),
               ("cfu_f", "app.chargeflow.service:verify_for_door")),
    errors=(ErrorCode(_ERRORS + "UnitNotFound", 404, "not_found"),
            ErrorCode(_ERRORS + "PartnerNotFound", 404, "not_found"),
            ErrorCode(_ERRORS + "InvalidItem", 400, "validation_error"),
            ErrorCode(_ERRORS + "InvalidPull", 400, "validation_error"),
            ErrorCode(_ERRORS + "InvalidCursor", 400, "validation_error"),
            ErrorCode(_ERRORS + "CredentialsRequired", 400, "credentials_required"),
            ErrorCode(_ERRORS + "DuplicateUnit", 409, "duplicate_unit"),
            ErrorCode(_ERRORS + "PartnerRefused", 502, "partner_refused"),
            ErrorCode(_ERRORS + "PartnerUnavailable", 502, "partner_unavailable"),
            ErrorCode(_ERRORS + "PartnerTimedOut", 504, "partner_unavailable"),
            ErrorCode(_ERRORS + "PartnerBadAnswer", 502, "partner_bad_answer")),
    nav=(NavEntry(_l("ChargeFlow"), "chargeflow_pages.units", 25),),
    hub_section="chargeflow/_hub.html",
    hub_context="app.chargeflow.views:hub_numbers",
    settings=(Setting("SVC_CHARGEFLOW_DEMO_LIMIT", "20/hour", "Per-IP limit on the keyless ChargeFlow demo mints (E, "
                      "W and F share one window)", RATE_LIMIT),),
)
