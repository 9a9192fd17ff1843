"""Side-by-side comparison of 2-4 products, shortlist snapshots, eligibility, benchmarks, reports, embeds."""

from app.platform.domain import Artefact, Domain, Event, Periodic

DOMAIN = Domain(
    name="compare",
    api=("app.compare.api:blp",),
    views=("app.compare.views:bp",),
    models=("app.compare.models",),
    jobs=("app.compare.jobs",),
    periodic=(Periodic("compare-alerts", "app.compare.jobs:check_watchers", interval=900),),
    events=(Event("compare.alerts.apy_move", "app.compare.events:ApyMove", version=1,
                  doc="A watched product moved (APY, TVL, attestation links or liquidity); best effort."),),
    ids=("cw",),
    artefacts=(
        Artefact("compare-shortlist", "svc-compare:v1:", "svc.compare.shortlist.v1",
                 doc="A signed shortlist snapshot (GET/POST /api/compare, the embed badge)."),
        Artefact("compare-report", "svc-compare:v1:", "svc.compare.report.pdf.v1",
                 doc="The attested comparison PDF (GET /api/compare/report/pdf)."),
    ),
    hub_section="compare/_hub.html",
)
