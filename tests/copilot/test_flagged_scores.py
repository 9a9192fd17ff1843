"""The assistant never quotes the score of a red-flagged project, or of a product holding one, without saying it is
flagged; asked for the flags, it quotes them with their dates and sources. A member with nothing to flag is quoted
as before."""

from app.platform.urls import external_url
from tests.copilot.conftest import ask, cited
from tests.green.factories import hold

KARIBA = "verra-kariba-redd-project"


def _kariba(hub) -> str:
    with hub.app_context():
        return external_url("green_pages.asset", asset_id=KARIBA)


def test_kariba_s_cqs_is_quoted_with_its_flagged_tier(hub, client):
    body = ask(client, "What is Kariba's CQS?").json
    assert cited(body, _kariba(hub), "Carbon quality score (CQS) 55.5, tier flagged by 5 red flags, whatever the "
                                     "number: read them before the score.")
    assert "flagged by 5 red flags" in body["answer"]


def test_kariba_s_green_score_is_quoted_with_its_flagged_tier(hub, client):
    body = ask(client, "What is the green score of the Kariba REDD+ project?").json
    assert cited(body, _kariba(hub), "Green composite 55.5 (flagged by 5 red flags")
    assert all("55.5" not in line or "flagged" in line for line in body["answer"].splitlines())


def test_kariba_s_red_flags_are_quoted_with_their_dates_and_sources(hub, client):
    body = ask(client, "What are Kariba's red flags?").json
    assert cited(body, _kariba(hub), "Red flags: a rater delisted the project (2023-10-31, "
                                     "https://carbon-pulse.com/232860)")


def test_a_product_holding_kariba_is_quoted_flagged_with_the_project_it_holds(hub, client, monkeypatch):
    hold(monkeypatch, "moss-mco2", [KARIBA])
    with hub.app_context():
        url = external_url("green_pages.asset", asset_id="moss-mco2")
    body = ask(client, "What is the green score of MOSS Carbon Credit token?").json
    assert cited(body, url, "(flagged by 5 red flags, whatever the number: read them before the score; mean CQS")
    flags = ask(client, "What are the red flags of MOSS Carbon Credit token?").json
    assert cited(flags, url, f"a rater delisted the project (in {KARIBA}, a project it holds) (2023-10-31,")


def test_a_member_with_nothing_to_flag_is_quoted_as_before(hub, client):
    body = ask(client, "What is the CQS of the Katingan project?").json
    assert "Carbon quality score (CQS) 55.5." in body["answer"]
    assert "flag" not in body["answer"].lower()


def test_the_developer_hub_says_a_flagged_score_is_never_quoted_without_its_flags(client):
    page = client.get("/developers/copilot").get_data(as_text=True)
    section = " ".join(page.split('id="copilot-flags"', 1)[1].split("</li>", 1)[0].split())
    assert "flagged by N red flags, whatever the number" in section and "date and source" in section
