"""The eligibility composite's green part: a product holding a red-flagged carbon project carries the flags with
their sources and dates and the tier flagged, and its CQS stays out of the composite (neither lifting nor lowering
it); a product whose holdings raise no flag keeps its green part as before."""

import pytest

from tests.green.factories import hold

KARIBA = "verra-kariba-redd-project"
CARBON_PULSE = "https://carbon-pulse.com/232860"


def _answers(client, *ids: str) -> list[dict]:
    """The items of both doors, checked to be the same."""
    got = client.get(f"/api/compare/eligibility?ids={','.join(ids)}")
    posted = client.post("/api/compare/eligibility", json={"product_ids": list(ids)})
    assert got.status_code == posted.status_code == 200, (got.json, posted.json)
    assert got.json["items"] == posted.json["items"]
    return got.json["items"]


def _without_green(item: dict) -> int:
    """The composite of MiCA, jurisdiction and transparency alone (the method's weights without green)."""
    return round(0.4 * item["mica"]["clarity"] + 0.3 * item["jurisdiction"]["points"] + 0.3 * item["transparency"])


@pytest.fixture
def holds_kariba(monkeypatch):
    hold(monkeypatch, "moss-mco2", ["verra-fortaleza-ituxi-redd-project", KARIBA])


def test_a_product_holding_kariba_carries_its_flags_and_is_never_called_green(client, catalogue, holds_kariba):
    green = _answers(client, "moss-mco2", "toucan-bct")[0]["green"]
    assert green["flagged"] is True and green["tier"] == "flagged" and green["in_composite"] is False
    assert green["cqs_data_available"] is True and green["cqs"] is not None  # the number is still said
    delisted = green["flags"][0]
    assert (delisted["code"], delisted["severity"], delisted["source"], delisted["date"], delisted["project"]) == (
        "rater_delisted", "red", CARBON_PULSE, "2023-10-31", KARIBA)
    assert {f["code"] for f in green["flags"]} >= {"registry_suspended", "registry_withdrawn",
                                                   "methodology_inactivated"}
    assert green["note"].startswith("Red-flagged: a project it holds (verra-kariba-redd-project)")
    assert "Green part" not in green["note"]


def test_a_flagged_products_cqs_stays_out_of_its_composite(client, catalogue, holds_kariba):
    products = {p["id"]: p for p in client.get("/api/compare?ids=moss-mco2&limit=1").json["products"]}
    item = _answers(client, "moss-mco2")[0]
    item["transparency"] = products["moss-mco2"]["transparency_score"]
    assert item["composite"] == _without_green(item)


def test_a_product_whose_holdings_raise_no_flag_keeps_its_green_part(client, catalogue):
    products = {p["id"]: p for p in client.get("/api/compare?ids=moss-mco2&limit=1").json["products"]}
    answer = client.get("/api/compare/eligibility?ids=moss-mco2").json
    item, green = answer["items"][0], answer["items"][0]["green"]
    assert green["flags"] == [] and green["flagged"] is False and green["in_composite"] is True
    assert green["tier"] in ("high", "good", "fair", "low") and green["note"].startswith("Green part:")
    parts = {"mica": item["mica"]["clarity"], "jurisdiction": item["jurisdiction"]["points"],
             "transparency": products["moss-mco2"]["transparency_score"], "green": green["cqs"]}
    weights = answer["method"]["weights_with_green"]
    assert item["composite"] == round(sum(weights[name] * parts[name] for name in weights))
    assert "no red flag" in answer["method"]["green"]


def test_a_product_without_a_green_profile_carries_no_flag(client, catalogue):
    green = _answers(client, "blackrock-buidl")[0]["green"]
    assert green == {**green, "flags": [], "flagged": False, "tier": None, "in_composite": False,
                     "cqs_data_available": False}


def test_the_developer_hub_says_a_flagged_products_cqs_stays_out_of_the_composite(client):
    page = client.get("/developers/compare").get_data(as_text=True)
    item = page.split('id="compare-eligibility"', 1)[1].split("</li>", 1)[0]
    assert "<code>flagged</code>" in item and "<code>in_composite: false</code>" in item


def test_without_a_domain_providing_green_facts_eligibility_has_no_green_part(make_app, catalogue):
    from app.domains import INSTALLED

    client = make_app(domains=tuple(d for d in INSTALLED if d.name != "green")).test_client()
    green = _answers(client, "moss-mco2")[0]["green"]
    assert green["cqs_data_available"] is False and green["cqs"] is None and green["in_composite"] is False
    assert green["note"].startswith("No green profile for this product")
