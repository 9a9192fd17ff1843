"""Shield: anchor evidence, read and verify its receipt, audit, export, pack and reseal."""

from app.hub.tour import Step

DIGEST = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"

INVOICE = "invoice INV-2026-0042, 1 250.00 EUR"

STEPS = [
    Step("POST", "/api/v1/shield/tap", {"payload": "meter reading 2026-11-01 FR*CPO 42.5 kWh", "anchor_now": True},
         status=201, save={"receipt_id": "id", "receipt_hash": "hash"}),
    Step("POST", "/api/v1/shield/ingest", INVOICE, query={"anchor_now": "true"},
         content_type="application/octet-stream", status=201, check="id"),
    Step("POST", "/api/v1/verify/file", {"file": ["invoice-0042.txt", INVOICE]}, key=None,
         content_type="multipart/form-data", check="valid"),
    Step("POST", "/api/v1/shield/demo", {"hash": DIGEST}, key=None, status=201, check="id"),
    Step("GET", "/api/v1/shield/receipts/{receipt_id}", key=None, check="hash"),
    Step("POST", "/api/v1/shield/verify", {"hash": "{{receipt_hash}}", "receipt_id": "{{receipt_id}}"}, key=None,
         check="valid"),
    Step("GET", "/api/v1/shield/quota", check="used"),
    Step("GET", "/api/v1/shield/cbom", key=None, check="bomFormat"),
    Step("GET", "/api/v1/shield/audit", query={"limit": 10}, check="items"),
    Step("GET", "/api/v1/shield/export", query={"format": "json"}, check="0.id"),
    Step("POST", "/api/v1/shield/pack", {"receipt_ids": ["{{receipt_id}}"]}),
    Step("POST", "/api/v1/shield/reseal", check="resealed"),
]
