"""Green products in the catalogue: the tokenized green bonds and carbon credits answer eligibility, the
green_only filter and the eau-energie preset on real rows, each linked to its green profile."""


def test_a_carbon_token_holding_scored_projects_joins_eligibility_with_its_cqs(client, catalogue):
    body = client.get("/api/compare/eligibility?ids=moss-mco2,blackrock-buidl").json
    mco2, buidl = body["items"]
    assert mco2["green"]["cqs_data_available"] is True and 0 < mco2["green"]["cqs"] < 100
    assert "5 projects" in mco2["green"]["note"]
    assert any("ESRS E1-7" in hint for hint in mco2["green"]["csrd_hints"])
    assert buidl["green"]["cqs_data_available"] is False and buidl["green"]["csrd_hints"] == []
    weights = body["method"]["weights_with_green"]
    assert weights == {"mica": 0.3, "jurisdiction": 0.25, "transparency": 0.25, "green": 0.2}
    product = client.get("/api/compare?ids=moss-mco2").json["products"][0]
    parts = {"mica": mco2["mica"]["clarity"], "jurisdiction": mco2["jurisdiction"]["points"],
             "transparency": product["transparency_score"], "green": mco2["green"]["cqs"]}
    assert mco2["composite"] == round(sum(weights[k] * v for k, v in parts.items()))



def test_a_green_bond_fails_soft_on_cqs_but_gets_its_csrd_hints(client, catalogue):
    bond = client.get("/api/compare/eligibility?ids=hksar-digital-green-bonds-2025").json["items"][0]
    assert bond["green"]["cqs_data_available"] is False and bond["green"]["cqs"] is None
    hints = " ".join(bond["green"]["csrd_hints"])
    assert "HKSAR Government Sustainable Bond Programme" in hints and "HKQAA" in hints
    assert "EU Green Bond Standard" in hints


def test_green_only_and_the_water_and_energy_preset_find_the_green_products(client, catalogue):
    green = client.get("/api/compare?green_only=true&limit=50").json
    ids = {p["id"] for p in green["products"]}
    assert {"moss-mco2", "toucan-char", "hksar-digital-green-bonds-2025"} <= ids
    assert all(p["green"] for p in green["products"]) and len(ids) == 12
    preset = client.get("/api/compare?preset=eau-energie&limit=50").json
    assert {p["id"] for p in preset["products"]} == ids


def test_a_carbon_token_reads_as_non_yielding_with_its_credits_in_the_notes(client, catalogue):
    page = client.get("/products/toucan-char").get_data(as_text=True)
    assert "Biochar carbon pool token (CHAR)" in page and "non-yielding" in page
    product = client.get("/api/compare?ids=toucan-char").json["products"][0]  # the page cites its source instead
    assert "Puro Standard biochar" in product["notes"]
    unified = client.get("/api/green/score/toucan-char").json
    assert unified["kind"] == "product" and unified["cqs"] is not None
    assert "acceptance criteria" in unified["basis"] and unified["rank"] >= 1
