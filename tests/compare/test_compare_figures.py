"""Compare page, widget and report: formatted figures with their own dates and the stale mark, marks in words with
the reason where there is none, and a widget badge whose link verifies what the widget shows."""

import html as html_lib
import re
from datetime import date
from urllib.parse import parse_qs, urlsplit

import pytest

from tests.catalogue.factories import set_figures

THREE = "blackrock-buidl,ondo-usdy,franklin-benji-fobxx"


def _text(page: str) -> str:
    return html_lib.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", page.split("<main")[1])))


def _row(page: str, row_id: str) -> str:
    return page.split(f'id="{row_id}"')[1].split("</tr>")[0]


def test_the_compare_page_shows_each_figure_with_its_own_date_and_the_stale_mark(client, catalogue):
    page = client.get(f"/compare?ids={THREE}").get_data(as_text=True)
    apy, tvl = _row(page, "row-apy"), _row(page, "row-tvl-usd")
    assert "5.35%" in apy and "as of 2024-08-12" in apy and "3.81%" in apy and "as of 2025-11-13" in apy
    assert "$2.2B" in tvl and "as of 2026-02-21" in tvl and "$690.4M" in tvl and "2,172,960,458" not in page
    assert apy.count(">stale<") == 2 and apy.count("no mark: stale figure") == 2
    assert "British Virgin Islands (VG)" in page and "United States (US)" in page
    assert 'title="SEC 7-day yield (current)' in apy and ">SEC 7-day</abbr>" in apy


def test_the_compare_page_says_tvl_and_tickets_as_sizes_and_why_apy_has_no_mark(app, client, catalogue):
    today = date.today().isoformat()
    set_figures(app, "ondo-usdy", apy_as_of=today, tvl_as_of=today)
    set_figures(app, "franklin-benji-fobxx", apy_as_of=today, tvl_as_of=today)
    page = client.get(f"/compare?ids={THREE}").get_data(as_text=True)
    assert "no mark: different yield bases" in _row(page, "row-apy")  # issuer APY against a SEC 7-day yield
    tvl, ticket = _row(page, "row-tvl-usd"), _row(page, "row-min-investment-usd")
    assert 'data-mark="best">largest<' in tvl and 'data-mark="worst">smallest<' in tvl
    assert 'data-mark="best">smallest<' in ticket and 'data-mark="worst">largest<' in ticket
    assert ">best<" not in tvl + ticket and ">worst<" not in tvl + ticket
    assert 'id="mark-rules"' in page


def test_no_internal_value_reaches_the_compare_page_widget_or_report(client, catalogue):
    ids = "sky-susds,ethena-susde,blackrock-buidl"
    for path in (f"/compare?ids={ids}", f"/embed/compare?ids={ids}"):
        text = _text(client.get(path).get_data(as_text=True))
        assert not re.search(r"\b(True|False|None)\b", text), path
        assert "protocol_rate" not in text and "(SSR)" not in text and "Sky Savings Rate" in text, path
        assert not re.search(r"\b[a-z]+_[a-z_]+\b", text), (path, re.findall(r"\b[a-z]+_[a-z_]+\b", text))


def test_a_non_yielding_product_reads_non_yielding_on_the_compare_page_and_widget(app, client, catalogue):
    set_figures(app, "circle-usdc", apy=None, pays_yield=False)
    for path in ("/compare?ids=circle-usdc,ondo-usdy", "/embed/compare?ids=circle-usdc,ondo-usdy"):
        page = client.get(path).get_data(as_text=True)
        assert "non-yielding" in page, path


def test_the_widget_shows_formatted_dated_figures_and_says_what_signed_means(client, catalogue):
    page = client.get("/embed/compare?ids=blackrock-buidl,ondo-usdy").get_data(as_text=True)
    row = page.split('data-id="blackrock-buidl"')[1].split("</tr>")[0]
    assert "$2.2B" in row and "as of 2026-02-21" in row and ">stale<" in row
    note = page.split('id="signed-note"')[1].split("</p>")[0]
    assert "Signed snapshot: at " in note and "the hub hashed these figures" in note and "Check it" in note
    assert re.search(r"at \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC", note) and 'aria-describedby="signed-note"' in page


@pytest.mark.parametrize("hmac_key", ["test-attest-signing-key", ""])
def test_the_widget_badge_link_verifies_with_or_without_an_hmac_key(make_app, _migrated, catalogue, hmac_key):
    client = make_app(ATTEST_SIGNING_KEY=hmac_key).test_client()
    page = client.get("/embed/compare?ids=ondo-usdy,circle-usdc").get_data(as_text=True)
    href = html_lib.unescape(re.search(r'id="verify-badge" href="([^"]+)"', page).group(1))
    query = parse_qs(urlsplit(href).query)
    assert ("sig" in query) == bool(hmac_key) and "ed25519_sig" in query and "key_id" in query
    verdict = client.get(href.replace("http://hub.test", "")).get_data(as_text=True)
    assert "✓ Valid" in verdict and "The Ed25519 signature matches the published key." in verdict


@pytest.mark.parametrize("query", ["theme=pink", "bg=blue", "bg=transparent&theme=DARK"])
def test_the_widget_refuses_an_unknown_theme_or_background(client, catalogue, query):
    response = client.get(f"/embed/compare?ids=ondo-usdy&{query}")
    page = response.get_data(as_text=True)
    assert response.status_code == 400 and "must be one of" in page and "verify-badge" not in page


@pytest.mark.parametrize("query,theme,bg", [("", "dark", "theme"), ("theme=&bg=", "dark", "theme"),
                                            ("theme=light&bg=transparent", "light", "transparent"),
                                            ("theme=auto", None, "theme")])
def test_the_partner_picks_the_theme_and_the_background(client, catalogue, query, theme, bg):
    page = client.get(f"/embed/compare?ids=ondo-usdy&{query}").get_data(as_text=True)
    root = re.search(r"<html [^>]*>", page).group(0)
    assert (f'data-theme="{theme}"' in root) if theme else ("data-theme" not in root)
    assert f'data-bg="{bg}"' in root


def test_the_compare_verify_api_takes_an_ed25519_signature(client, catalogue):
    snapshot = client.post("/api/compare", json={"product_ids": ["ondo-usdy", "circle-usdc"]}).json
    body = {"content_hash": snapshot["content_hash"], "ed25519_signature": snapshot["ed25519_signature"],
            "signing_key_id": snapshot["signing_key_id"]}
    answer = client.post("/api/compare/verify", json=body).json
    assert answer["valid"] is True and answer["ed25519"] is True and answer["hmac"] is None
    unknown = client.post("/api/compare/verify", json={**body, "signing_key_id": "svc-ed25519-nope"}).json
    assert unknown["verdict"] == "invalid" and unknown["reasons"] == ["unknown_key"]
    missing = client.post("/api/compare/verify", json={"content_hash": snapshot["content_hash"]})
    assert missing.status_code == 400 and missing.json["error"]["code"] == "validation_error"


def test_the_report_shows_dated_formatted_figures_and_the_bases_in_full(client, catalogue):
    import io

    import pypdf

    pdf = client.get(f"/api/compare/report/pdf?compare={THREE}&locale=en").data
    text = " ".join(page.extract_text() for page in pypdf.PdfReader(io.BytesIO(pdf)).pages).replace("\n", " ")
    assert "$2.2B as of 2026-02-21 stale" in text and "5.35% issuer APY as of 2024-08-12 stale" in text
    assert "British Virgin Islands (VG)" in text and "no mark: stale figure" in text
    assert "SEC 7-day yield (current)" in text and "None" not in text and "True" not in text
