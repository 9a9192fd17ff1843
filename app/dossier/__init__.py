"""PDF dossiers of an asset: signed, anchored with proof-tap, branded by the caller."""

from app.platform.domain import Artefact, Domain, ErrorCode

_ERRORS = "app.dossier.errors:"

DOMAIN = Domain(
    name="dossier",
    api=("app.dossier.api:blp",),
    artefacts=(Artefact("dossier", "svc-dossier:v1:", "svc.dossier.pdf.v1", "app.dossier.service:signed_content",
                        doc="The snapshot a PDF dossier prints (POST /api/v1/dossier): subject, assessment, "
                            "regulatory references, comparables, green score; no branding, no inputs."),),
    errors=(ErrorCode(_ERRORS + "ProductsNotFound", 404, "not_found"),
            ErrorCode(_ERRORS + "GreenAssetNotFound", 404, "not_found"),
            ErrorCode(_ERRORS + "LogoRefused", 400, "validation_error")),
    hub_section="dossier/_hub.html",
)
