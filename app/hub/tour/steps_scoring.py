"""Jurisdictions, the checklist, readiness scores, monitors and attestations."""

from app.hub.tour import Step

ASSET = {"asset_type": "real_estate", "issuer_type": "company_spv", "jurisdiction": "FR", "whitepaper": "draft",
         "prospectus": "draft", "has_kyc": True, "aml_policy": True, "custody": "qualified_custodian",
         "audit": "audited", "legal_opinion": True, "valuation": True, "lei": True}
BONDS = {"asset_type": "bonds", "issuer_type": "operating_company", "jurisdiction": "LU", "whitepaper": "published",
         "has_kyc": True, "legal_opinion": True}

STEPS = [
    Step("GET", "/api/v1/jurisdictions", query={"mica_applicable": "true"}, check="jurisdictions"),
    Step("GET", "/api/v1/jurisdictions/{code}", params={"code": "FR"}, check="code"),
    Step("GET", "/api/v1/checklist", query={"dimension": "kyc_aml"}, check="items"),
    Step("POST", "/api/v1/score", {**ASSET, "record_history": True}, save={"score_id": "score_id"}),
    Step("POST", "/api/v1/score/batch", {"items": [ASSET, BONDS]}, check="items"),
    Step("GET", "/api/v1/score/{score_id}/history", query={"limit": 10}, check="entries"),
    Step("POST", "/api/v1/monitor", {"score": BONDS, "label": "Luxembourg green bond"}, status=201,
         save={"monitor_id": "monitor_id"}),
    Step("GET", "/api/v1/monitor", check="monitors"),
    Step("DELETE", "/api/v1/monitor/{monitor_id}", check="active"),
    Step("POST", "/api/v1/attest", {"score": ASSET, "label": "Paris office SPV", "locale": "en"}, status=201,
         save={"attestation_id": "id", "attestation_hash": "content_hash", "attestation_sig": "signature"}),
    Step("GET", "/api/v1/attest/verify", key=None,
         query={"id": "{{attestation_id}}", "hash": "{{attestation_hash}}", "sig": "{{attestation_sig}}"},
         check="valid"),
    Step("POST", "/api/v1/verify", {"id": "{{attestation_id}}"}, key=None, check="valid"),
    Step("POST", "/api/v1/dossier", {"attestation_id": "{{attestation_id}}", "jurisdiction": "FR",
                                     "product_ids": ["blackrock-buidl"], "locale": "en"}),
]
