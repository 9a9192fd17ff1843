"""The product page: figures for people with their own dates, stale marks, the yield basis in full, and history
charts placed at each figure's own date with a table of every point."""

import re
from datetime import date

from tests.catalogue.factories import set_figures
from tests.conftest import shipped_products

POINTS = {"apy": [["2025-01-01", 4.0], ["2025-06-30", 4.5], ["2026-11-01", 4.8]],
          "tvl_usd": [["2025-01-01", 5e8], ["2026-11-01", 6.9e8]]}


def test_figures_read_as_people_write_them_with_their_dates(client, catalogue):
    page = client.get("/products/blackrock-buidl").get_data(as_text=True)
    assert "$2.2B" in page and "as of 2026-02-21" in page and "2,172,960,458" not in page
    assert "British Virgin Islands (VG)" in page and "$5.0M" in page
    fobxx = client.get("/products/franklin-benji-fobxx").get_data(as_text=True)
    assert "3.81%" in fobxx and 'title="SEC 7-day yield (current)' in fobxx and "as of 2025-11-13" in fobxx


def test_an_old_figure_says_stale_in_words(app, client, catalogue):
    today = date.today().isoformat()
    set_figures(app, "ondo-usdy", apy_as_of="2024-08-12", tvl_as_of=today)
    figures = client.get("/products/ondo-usdy").get_data(as_text=True).split('id="figures"')[1].split("</div>")[0]
    apy, tvl = figures.split("TVL:")
    assert ">stale<" in apy and ">stale<" not in tvl


def test_a_non_yielding_product_says_so(app, client, catalogue):
    set_figures(app, "circle-usdc", apy=None, pays_yield=False)
    page = client.get("/products/circle-usdc").get_data(as_text=True)
    assert "non-yielding" in page and "APY: <strong>not disclosed" not in page


def test_history_places_points_at_their_own_dates_and_lists_every_one(app, client, catalogue):
    set_figures(app, "ondo-usdy", points=POINTS)
    page = client.get("/products/ondo-usdy").get_data(as_text=True)
    dots = re.findall(r'<circle cx="([\d.]+)"[^>]*data-as-of="([^"]+)"', page)
    # the shipped figure (2024-08-12) joins the kept points; none sits at the day the hub imported it
    assert [d for _, d in dots] == ["2024-08-12", "2025-01-01", "2025-06-30", "2026-11-01",  # APY
                                    "2025-01-01", "2025-09-12", "2026-11-01"]  # TVL
    assert date.today().isoformat() not in [d for _, d in dots]
    table = page.split('id="apy-points"')[1].split("</details>")[0]
    assert re.findall(r"<tr><td>([\d-]+)", table) == ["2024-08-12", "2025-01-01", "2025-06-30", "2026-11-01"]
    assert "4.5%" in table and "5.35%" in table
    tvl_table = page.split('id="tvl-usd-points"')[1].split("</details>")[0]
    assert "$690.4M" in tvl_table and "$500.0M" in tvl_table
    assert 'role="img" aria-label="APY history: 4 dated points from 2024-08-12 to 2026-11-01, latest 4.8%"' in page


def test_no_internal_value_reaches_the_product_page(client, catalogue):
    for product_id in ("sky-susds", "blackrock-buidl", "ethena-susde"):
        page = client.get(f"/products/{product_id}").get_data(as_text=True)
        text = re.sub(r"<[^>]+>", " ", page.split("<main")[1])
        assert not re.search(r"\b(True|False|None)\b", text), product_id
        assert "protocol_rate" not in text and "(SSR)" not in text and "_" not in text.replace("svc_", ""), product_id


def _card(page: str, card: str) -> str:
    return page.split(f'id="{card}"')[1].split("</div>")[0]


def test_the_source_is_cited_by_its_class_link_and_date_instead_of_the_research_notes(client, catalogue):
    shipped = {p["id"]: p for p in shipped_products()}
    for product_id, host, said in (("blackrock-buidl", "gov.frax.finance", "issuer document"),
                                   ("wisdomtree-wttsx", "mutualfunds.com", "on-chain / aggregator data"),
                                   ("chinaamc-usd-digital-mmf", "chinadailyhk.com", "press")):
        p = shipped[product_id]
        page = client.get(f"/products/{product_id}").get_data(as_text=True)
        source = _card(page, "sources")
        link = f'<a href="{p["source_url"]}" rel="noopener nofollow" title="{p["source_url"]}">{host}</a>'
        assert f"<cite>{link}</cite>" in source, product_id
        assert f">{said}</a>" in source and f"as of {p['as_of']}" in source, product_id
        assert p["notes"][:40] not in page and "Previously cited" not in page and "Press source kept" not in page
    press = _card(client.get("/products/chinaamc-usd-digital-mmf").get_data(as_text=True), "sources")
    assert "A press source reports what others said" in press
    assert "A press source" not in _card(client.get("/products/blackrock-buidl").get_data(as_text=True), "sources")


def test_a_tvl_split_by_chain_shows_the_sourced_part_and_the_rest(client, catalogue):
    figures = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", _card(client.get("/products/ripple-rlusd").get_data(
        as_text=True), "figures")))
    assert "By chain, as its source states: ethereum $1.0B; $230.0M not split by chain." in figures
    assert "By chain" not in _card(client.get("/products/blackrock-buidl").get_data(as_text=True), "figures")
