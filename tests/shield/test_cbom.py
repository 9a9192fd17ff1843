"""The CBOM is valid CycloneDX 1.6 JSON, and every place it names holds the algorithm it names."""

import json
from pathlib import Path

from cyclonedx.schema import SchemaVersion
from cyclonedx.validation.json import JsonStrictValidator

from app.shield import cbom

ROOT = Path(__file__).resolve().parents[2]
WORDS = {"SHA-256": ("sha256", "sha256_hex"), "HMAC-SHA256": ("hmac",), "Ed25519": ("ed25519", "Ed25519"),
         "TLS": ("ssl", "https"), "ECDSA": ("ecdsa", "ECDSA")}


def test_the_cbom_validates_against_the_cyclonedx_schema(client):
    response = client.get("/api/v1/shield/cbom")
    assert response.status_code == 200
    document = response.json
    errors = JsonStrictValidator(SchemaVersion.V1_6).validate_str(json.dumps({k: v for k, v in document.items()
                                                                               if k != "meta"}))
    assert errors is None, errors
    names = {c["name"] for c in document["components"]}
    assert {"SHA-256", "HMAC-SHA256", "Ed25519", "ECDSA", "TLS", "SVC_ED25519_PRIVATE_KEY"} <= names


def test_every_occurrence_is_a_shipped_file_that_uses_the_algorithm():
    for _ref, name, *_rest, occurrences in cbom.ALGORITHMS:
        for where, _why in occurrences:
            text = (ROOT / where).read_text()
            assert any(word in text for word in WORDS[name]), (name, where)
    assert "ssl" in (ROOT / cbom.PROTOCOL[4]).read_text() or "https" in (ROOT / cbom.PROTOCOL[4]).read_text()
