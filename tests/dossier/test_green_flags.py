"""A dossier asked with the green id of a red-flagged carbon project prints each flag in words, with the words it
was read from, its date and its source, and the tier flagged; the flags are signed with the snapshot. A dossier
of a project with nothing to flag prints its score as before."""

import pytest

from tests.dossier.conftest import pdf_text, unhyphenated, words
from tests.green.factories import hold
from tests.support import drop

ASSET = {"asset_type": "real_estate", "jurisdiction": "FR", "has_kyc": True, "whitepaper": "draft"}
KARIBA = "verra-kariba-redd-project"
CARBON_PULSE = "https://carbon-pulse.com/232860"
WITHDRAWN = "https://www.finanznachrichten.de/nachrichten-2024-05/"


def _text(client, headers, **body) -> str:
    response = client.post("/api/v1/dossier", json={"asset": ASSET, **body}, headers=headers)
    assert response.status_code == 200, response.get_json(silent=True)
    return pdf_text(response.data)


def _green(text: str) -> str:
    """The green section's words, up to the evidence."""
    return words(text.split("Green score", 1)[1].split("Content hash (SHA-256", 1)[0])


def test_a_dossier_of_kariba_prints_its_red_flags_with_their_sources_and_dates(client, catalogue, premium):
    text = _text(client, premium, green_id=KARIBA)
    green = _green(text)
    assert "55.5/100 · ⚠ tier flagged" in green and " · fair" not in green
    assert "⚠ 5 red flags: read them before the score" in green
    assert "Red flag: a rater delisted the project — “lowest possible score; project delisted”" in green
    assert f"dated 2023-10-31 · Source: {CARBON_PULSE}" in green
    assert "Red flag: its registry suspended the project — “Verra suspended project Oct 2023” dated 2023-10" in green
    assert "Red flag: its methodology has been inactivated — “VM0009 (now inactivated)” undated · Source:" in green
    assert "the project was withdrawn from its registry" in green and "dated 2024-05-30" in green
    assert unhyphenated(WITHDRAWN) in unhyphenated(text)
    assert green.index("5 red flags") < green.index("Factor")  # read before the score's factors


def test_a_french_dossier_of_kariba_says_its_flags_in_french(client, catalogue, premium):
    green = words(_text(client, premium, green_id=KARIBA, locale="fr").split("Score vert", 1)[1])
    assert "⚠ niveau signalée" in green and "⚠ 5 signaux d'alerte : à lire avant le score" in green
    assert "Signal d'alerte: une agence de notation a retiré le projet de sa liste" in green
    assert f"daté du 2023-10-31 · Source: {CARBON_PULSE}" in green and "non daté" in green
    assert "quel que soit le chiffre" in green


def test_a_product_holding_kariba_prints_the_flags_of_the_project_it_holds(client, catalogue, premium, monkeypatch):
    hold(monkeypatch, "moss-mco2", ["verra-fortaleza-ituxi-redd-project", KARIBA])
    green = _green(_text(client, premium, green_id="moss-mco2"))
    assert "⚠ tier flagged" in green and "5 red flags: read them before the score" in green
    assert f"a rater delisted the project (in a project it holds: {KARIBA})" in green


@pytest.mark.parametrize("green_id", ["verra-1477", "moss-mco2", "energy-olkiluoto-3-ol3-epr"])
def test_a_dossier_of_a_member_with_nothing_to_flag_prints_its_own_tier_and_no_flag(client, catalogue, premium,
                                                                                   green_id):
    tier = client.get(f"/api/green/score/{green_id}").json["tier"]
    green = _green(_text(client, premium, green_id=green_id))
    assert f"/100 · {tier} · green composite" in green
    assert "flag" not in green and "⚠" not in green and "whatever the number" not in green


def test_the_flags_are_signed_with_the_snapshot_and_a_changed_flag_does_not_verify(client, catalogue, premium,
                                                                                  monkeypatch):
    from app.platform import signing

    signed = []
    sign = signing.sign_artefact
    monkeypatch.setattr(signing, "sign_artefact",
                        lambda kind, snap: signed.append(snap) or sign(kind, snap))
    response = client.post("/api/v1/dossier", json={"asset": ASSET, "green_id": KARIBA}, headers=premium)
    assert response.status_code == 200
    snap = signed[-1]
    assert snap["green"]["flagged"] is True and snap["green"]["tier"] == "flagged"
    delisted = snap["green"]["flags"][0]
    assert (delisted["code"], delisted["source"], delisted["date"]) == ("rater_delisted", CARBON_PULSE, "2023-10-31")
    evidence = {"content_hash": response.headers["X-SVC-Content-Hash"],
                "signature": response.headers["X-SVC-Signature"],
                "ed25519_signature": response.headers["X-SVC-Ed25519-Signature"],
                "signing_key_id": response.headers["X-SVC-Signing-Key-Id"]}
    assert signing.content_hash(snap) == evidence["content_hash"]
    assert drop(client, {**snap, **evidence})["verdict"] == "valid"
    undated = {**snap, "green": {**snap["green"], "flags": [{**delisted, "date": None}, *snap["green"]["flags"][1:]]}}
    assert drop(client, {**undated, **evidence})["verdict"] == "invalid"
    unflagged = {**snap, "green": {**snap["green"], "flags": [], "flagged": False}}
    assert drop(client, {**unflagged, **evidence})["verdict"] == "invalid"


def test_the_developer_hub_says_the_green_section_prints_and_signs_the_flags(client):
    page = client.get("/developers/dossier").get_data(as_text=True)
    dossier = page.split('id="dossier"', 1)[1].split("</section>", 1)[0]
    assert "<code>green.flags</code>" in dossier and "tier <code>flagged</code>" in dossier
