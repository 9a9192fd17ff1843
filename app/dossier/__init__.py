"""PDF dossiers of an asset: signed, anchored with proof-tap, branded by the caller."""

from app.platform.domain import Artefact, Domain

DOMAIN = Domain(
    name="dossier",
    api=("app.dossier.api:blp",),
    artefacts=(Artefact("dossier", "svc-dossier:v1:", "svc.dossier.pdf.v1", "app.dossier.service:signed_content",
                        doc="The snapshot a PDF dossier prints (POST /api/v1/dossier): subject, assessment, "
                            "regulatory references, comparables, green score; no branding, no inputs."),),
    hub_section="dossier/_hub.html",
)
