"""Proof-tap: hash-only anchoring under signed Merkle roots, receipts anyone can verify, evidence packs, CBOM."""

from app.platform.domain import Artefact, Domain, Event, Periodic

DOMAIN = Domain(
    name="shield",
    api=("app.shield.api:blp",),
    models=("app.shield.models",),
    jobs=("app.shield.jobs",),
    ids=("rcp", "root"),
    periodic=(Periodic("shield-seal", "app.shield.jobs:seal_pending", interval=60),),
    events=(Event("shield.tap.created", "app.shield.schemas:TapCreated", version=1,
                  doc="A hash was anchored with your key (pending: its proof follows at the next seal)."),),
    artefacts=(Artefact("shield-root", "svc-shield:v1:", "svc.shield.root.v1", "app.shield.documents:signed_content",
                        doc="A Merkle root over anchored hashes (RFC 9162): the signed bytes are the prefix and the "
                            "root's 64 hex characters; a receipt, the receipts export and an evidence pack carry it, "
                            "and the root is recomputed from each receipt's inclusion path."),),
    verifiers=(("rcp", "app.shield.service:verify_receipt"),),
    anchoring="app.shield.service:anchoring_of",
    hub_section="shield/_hub.html",
)
