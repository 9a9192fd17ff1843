"""Signed readiness attestations and their public verification."""

from app.platform.domain import Artefact, Domain, ErrorCode

_ERRORS = "app.attest.errors:"

DOMAIN = Domain(
    name="attest",
    api=("app.attest.api:blp",),
    views=("app.attest.views:bp",),
    models=("app.attest.models",),
    ids=("att",),
    artefacts=(Artefact("attestation", "svc-attest:v1:", "svc.attestation.v1", "app.attest.signed:signed_content",
                        doc="A canonical snapshot of a readiness score (POST /api/v1/attest)."),),
    verifiers=(("att", "app.attest.service:verify_for_door"),),
    errors=(ErrorCode(_ERRORS + "AttestationNotFound", 404, "not_found"),),
    hub_section="attest/_hub.html",
)
