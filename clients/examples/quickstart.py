"""The hub's quickstart with the generated Python client (clients/python, package svc_hub_client).

    pip install -e clients/python
    SVC_BASE_URL=http://127.0.0.1:5000 SVC_API_KEY=svc_pk_live_... python clients/examples/quickstart.py

From a premium live key it makes two premium test keys (a producer and a buyer: test objects never reach the public
boards), then lists treasury products, scores an asset, attests and verifies the attestation, mints and verifies an
energy unit, and reserves and confirms energy from the producer's offer. Each step prints one line."""

from __future__ import annotations

import os
import sys
from datetime import UTC, datetime, timedelta

from svc_hub_client import AuthenticatedClient, Client
from svc_hub_client.api.attest import create_attestation, verify_attestation
from svc_hub_client.api.catalogue import list_products
from svc_hub_client.api.chargeflow import mint_energy_unit, verify_energy_unit
from svc_hub_client.api.keys import create_test_key
from svc_hub_client.api.scoring import create_score
from svc_hub_client.api.watts import confirm_reservation, create_offer, create_reservation
from svc_hub_client.models import AttestCreate, Error, MintE, OfferBody, Profile, ScoreRequest, TestKeyCreate

ASSET = {"asset_type": "real_estate", "issuer_type": "company_spv", "jurisdiction": "FR", "whitepaper": "draft",
         "prospectus": "draft", "has_kyc": True, "aml_policy": True, "custody": "qualified_custodian",
         "audit": "audited", "legal_opinion": True, "valuation": True, "lei": True}


def answered(result):
    """The parsed answer, or stop with the hub's error envelope."""
    if result is None or isinstance(result, Error):
        sys.exit(f"the hub refused: {result.to_dict() if result else 'no answer'}")
    return result


def at(hours: int) -> str:
    start = (datetime.now(UTC) + timedelta(days=1)).replace(hour=8, minute=0, second=0, microsecond=0)
    return (start + timedelta(hours=hours)).isoformat().replace("+00:00", "Z")


def run(base_url: str, live_key: str) -> dict:
    live = AuthenticatedClient(base_url=base_url, token=live_key)
    producer_key = answered(create_test_key.sync(client=live, body=TestKeyCreate(label="producer"))).key
    buyer_key = answered(create_test_key.sync(client=live, body=TestKeyCreate(label="buyer"))).key
    producer = AuthenticatedClient(base_url=base_url, token=producer_key)
    buyer = AuthenticatedClient(base_url=base_url, token=buyer_key)
    public = Client(base_url=base_url)
    seen: dict = {}

    products = answered(list_products.sync(client=buyer, search="treasury", limit=3))
    seen["products"] = [p.id for p in products.products]
    score = answered(create_score.sync(client=buyer, body=ScoreRequest.from_dict(ASSET)))
    seen["score"] = score.score
    attestation = answered(create_attestation.sync(client=buyer, body=AttestCreate.from_dict(
        {"score": ASSET, "label": "Paris office SPV", "locale": "en"})))
    verdict = answered(verify_attestation.sync(client=public, id=attestation.id,
                                               hash_=attestation.content_hash, sig=attestation.signature))
    seen["attestation"] = (attestation.id, verdict.verdict)
    unit = answered(mint_energy_unit.sync(client=buyer, body=MintE.from_dict({"session": {
        "external_session_id": f"S-{datetime.now(UTC):%Y%m%d%H%M%S%f}", "started_at": "2026-11-01T10:00:00+01:00",
        "ended_at": "2026-11-01T11:30:00+01:00", "energy_kwh": 42.5, "location": {"country": "FR"},
        "operator_id": "FR*CPO", "source_format": "json_custom"}})))
    seen["unit"] = (unit.id, answered(verify_energy_unit.sync(client=public, id=unit.id)).verdict)
    zone = {"country": "FR", "zone_id": "FR"}
    answered(create_offer.sync(client=producer, body=OfferBody.from_dict({
        "window": {"start": at(0), "end": at(10)}, "capacity_kw": 500.0, "zone": zone, "firmness": "firm",
        "generation_source": "solar", "label": "Rooftop solar, Lyon"})))
    reservation = answered(create_reservation.sync(client=buyer, body=Profile.from_dict({
        "window": {"start": at(2), "end": at(4)}, "energy_kwh": 600.0, "zone": zone,
        "carbon_intensity_max_gco2_kwh": 100.0, "firmness": "firm"})))
    confirmed = answered(confirm_reservation.sync(reservation.id, client=buyer))
    seen["reservation"] = (confirmed.id, str(confirmed.status), confirmed.unit_id)
    return seen


def main() -> None:
    for step, value in run(os.environ.get("SVC_BASE_URL", "http://127.0.0.1:5000"),
                           os.environ["SVC_API_KEY"]).items():
        print(f"{step}: {value}")


if __name__ == "__main__":
    main()
