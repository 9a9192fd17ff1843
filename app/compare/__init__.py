"""Side-by-side comparison of 2-4 products, shortlist snapshots, eligibility, benchmarks, reports, embeds."""

from app.platform.domain import Artefact, Domain, ErrorCode, Event, Periodic, Setting
from app.platform.settings import RATE_LIMIT

_REBUILT = "app.compare.signed:signed_content"
_ERRORS = "app.compare.errors:"

DOMAIN = Domain(
    name="compare",
    api=("app.compare.api:blp",),
    views=("app.compare.views:bp",),
    models=("app.compare.models",),
    jobs=("app.compare.jobs",),
    periodic=(Periodic("compare-alerts", "app.compare.jobs:check_watchers", interval=900),),
    events=(Event("compare.alerts.apy_move", "app.compare.schemas:ApyMove", version=1,
                  doc="A watched product moved (APY, TVL, attestation links or liquidity); best effort."),),
    ids=("cw",),
    artefacts=(
        Artefact("compare-shortlist", "svc-compare:v1:", "svc.compare.shortlist.v1", _REBUILT,
                 doc="A signed shortlist snapshot (GET/POST /api/compare, the embed badge): the fields named in its "
                     "signed_fields."),
        Artefact("compare-result", "svc-compare:v1:", "svc.compare.result.v1", _REBUILT,
                 doc="A comparison result (POST /api/v1/compare): its mode, time and query, each product's dated "
                     "figures and source, the highlights and why a mark is absent."),
        Artefact("compare-report", "svc-compare:v1:", "svc.compare.report.pdf.v1", _REBUILT,
                 doc="The attested comparison PDF (GET /api/compare/report/pdf): the snapshot it prints."),
    ),
    errors=(ErrorCode(_ERRORS + "ProductsNotFound", 404, "not_found"),
            ErrorCode(_ERRORS + "TooFewMatches", 404, "not_found"),
            ErrorCode(_ERRORS + "LinkInvalid", 404, "not_found"),
            ErrorCode(_ERRORS + "LinkExpired", 404, "link_expired"),
            ErrorCode(_ERRORS + "WrongCount", 400, "validation_error"),
            ErrorCode(_ERRORS + "UnknownProducts", 400, "validation_error"),
            ErrorCode(_ERRORS + "UnknownLocale", 400, "validation_error"),
            ErrorCode(_ERRORS + "UnknownJurisdiction", 400, "validation_error"),
            ErrorCode(_ERRORS + "SignatureMissing", 400, "validation_error"),
            ErrorCode(_ERRORS + "WebhooksUnavailable", 400, "webhooks_unavailable")),
    hub_section="compare/_hub.html",
    hub_context="app.compare.views:hub_rules",
    settings=(Setting("SVC_WAITLIST_LIMIT", "10/hour", "Per-IP limit on compare alert registrations", RATE_LIMIT),),
)
