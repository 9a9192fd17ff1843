"""The shipped catalogue: real products, every row sourced, classed and dated, no invented APY, built from the
research table by the build script alone."""

import csv
import importlib.util
import re
from collections import Counter
from pathlib import Path

import pytest

from app.catalogue.labels import SOURCE_CLASSES
from app.platform.data import load

ROOT = Path(__file__).resolve().parents[2]
RESEARCH = ROOT / "research" / "rwa-products.csv"
GREEN = ROOT / "research" / "green-products.csv"


def _build_script():
    spec = importlib.util.spec_from_file_location("build_catalogue", ROOT / "scripts" / "build_catalogue.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build = _build_script()


def _research(path: Path = RESEARCH) -> dict:
    with open(path, newline="", encoding="utf-8") as handle:
        return {row["id"]: row for row in csv.DictReader(handle)}


def _green_bonds() -> dict:
    return {pid: row for pid, row in _research(GREEN).items() if row["category"] == "green_bond"}


def _carbon_tokens() -> dict:
    return {pid: row for pid, row in _research(GREEN).items() if row["category"] == "carbon_token"
            and "never launched" not in row["status_basis"]}


def _table(tmp_path, change, source: Path = RESEARCH) -> Path:
    """A copy of the research table (or the green table) with change(rows) applied."""
    rows = list(_research(source).values())
    change(rows)
    path = tmp_path / "table.csv"
    with open(path, "w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    return path


def test_catalogue_has_at_least_60_real_products_across_the_five_categories():
    products = load("catalogue")["products"]
    assert len(products) >= 60
    counts = Counter(p["category"] for p in products)
    assert set(counts) == {"bonds", "stablecoins", "real_estate", "private_credit", "commodities"}
    assert min(counts.values()) >= 8
    assert len({p["platform"] for p in products}) >= 10
    assert len({c for p in products for c in p["chains"]}) >= 10
    assert len({p["jurisdiction"] for p in products if p["jurisdiction"]}) >= 8


def test_the_shipped_catalogue_is_exactly_what_the_build_makes_of_the_research_table():
    assert build.build(RESEARCH) == load("catalogue")


def test_every_row_cites_its_source_and_date_as_a_snapshot():
    for p in load("catalogue")["products"]:
        assert p["source_url"].startswith("http") and p["as_of"] and p["source_type"] == "snapshot", p["id"]
        if p["apy"] is not None:
            assert p["apy_as_of"] and p["apy_basis"], p["id"]
        if p["tvl_usd"] is not None:
            assert p["tvl_as_of"], p["id"]
        for as_of in (p["apy_as_of"], p["tvl_as_of"]):
            assert as_of is None or as_of <= p["as_of"], p["id"]


def test_every_row_has_a_source_class_and_it_is_the_research_table_s_or_a_said_correction():
    research = {**_research(), **_green_bonds(), **_carbon_tokens()}
    shipped = load("catalogue")["products"]
    assert {p["id"] for p in shipped} == set(research)
    for p in shipped:
        expected = build.OVERRIDES.get(p["id"], {}).get("set", {}).get("source_class")
        assert p["source_class"] in SOURCE_CLASSES, p["id"]
        assert p["source_class"] == (expected or research[p["id"]]["source_class"]), p["id"]
    assert {p["source_class"] for p in shipped} == set(SOURCE_CLASSES)


def test_a_row_that_keeps_a_press_source_says_so_and_why():
    for p in load("catalogue")["products"]:
        says = (p["notes"] or "").startswith("Press source kept: ")
        assert says == (p["source_class"] == "press"), p["id"]
        if says:
            assert p["notes"].split(". ")[0].removeprefix("Press source kept: ") in build.PRESS_KEPT.values(), p["id"]


def test_corrections_to_the_research_table_are_said_in_the_row():
    research, shipped = _research(), {p["id"]: p for p in load("catalogue")["products"]}
    for product_id, fix in build.OVERRIDES.items():
        notes = shipped[product_id]["notes"]
        assert f"Build correction: {fix['why']}" in notes
        if fix["set"].get("source_url"):
            assert shipped[product_id]["source_url"] == fix["set"]["source_url"]
            assert f"Previously cited: {research[product_id]['source_url']}" in notes
    research.update({**_green_bonds(), **_carbon_tokens()})
    changed = {pid for pid, p in shipped.items() if p["source_url"] != research[pid]["source_url"]}
    assert changed == {pid for pid, fix in build.OVERRIDES.items() if "source_url" in fix["set"]}


def test_no_source_is_about_another_product():
    rows = [build.corrected(r) for r in _research().values()]
    assert build.check_subjects(rows) == []
    assert build.check_subjects(list(_research().values())) == []  # no row needs a correction to pass
    related = dict(build.RELATED_SUBJECTS)
    try:  # every related-subject exception is still needed
        build.RELATED_SUBJECTS.clear()
        assert {line.split(":")[0] for line in build.check_subjects(rows)} == set(related)
    finally:
        build.RELATED_SUBJECTS.update(related)


def test_a_source_about_another_product_stops_the_build(tmp_path):
    def cite_usdc_article(rows):
        row = next(r for r in rows if r["id"] == "ripple-rlusd")
        row["source_url"] = "https://news.example.org/usdc-hits-a-record"

    with pytest.raises(ValueError, match="ripple-rlusd: its source names circle-usdc, not this product"):
        build.build(_table(tmp_path, cite_usdc_article))


@pytest.mark.parametrize(("cells", "reason"), [
    ({"tvl_as_of": ""}, "tvl has no as_of"),
    ({"tvl_as_of": "2031-01-01"}, "tvl_as_of 2031-01-01 is after the catalogue's date"),
    ({"tvl_as_of": "2025-02-30"}, "tvl_as_of '2025-02-30' is not YYYY-MM or YYYY-MM-DD"),
    ({"tvl_usd": "", "tvl_as_of": "2025-09-12"}, "tvl_as_of 2025-09-12 without a figure"),
    ({"apy_basis": "none"}, "an APY without its basis"),
    ({"source_class": ""}, "source_class '' is not one of issuer, regulator, aggregator, press"),
])
def test_figure_dates_and_source_classes_are_checked_before_anything_ships(tmp_path, cells, reason):
    def spoil(rows):
        next(r for r in rows if r["id"] == "wisdomtree-wtgxx").update(cells)

    with pytest.raises(ValueError, match=f"wisdomtree-wtgxx: {reason}"):
        build.build(_table(tmp_path, spoil))


def test_pays_yield_follows_the_row_s_own_words_and_sub_category():
    shipped = {p["id"]: p for p in load("catalogue")["products"]}
    assert [shipped[p]["pays_yield"] for p in ("circle-usdc", "tether-usdt", "circle-eurc", "paxos-paxg")] == [
        False] * 4
    assert shipped["ethena-usde"]["pays_yield"] is False  # its notes: "USDe itself pays no yield"
    assert shipped["kinesis-kau"]["pays_yield"] is True  # a holder's yield from the fee pool
    assert shipped["realt-realtokens"]["pays_yield"] is True  # weekly rent distributions
    assert shipped["blackrock-buidl"]["pays_yield"] is True  # a money market fund
    assert shipped["propy-nft-home"]["pays_yield"] is None  # one house sold once: not stated
    assert all(p["apy"] is None for p in shipped.values() if p["pays_yield"] is False)


def test_e_money_tokens_pay_no_yield_and_a_yield_not_found_is_no_yield_described():
    shipped = {p["id"]: p for p in load("catalogue")["products"]}
    assert "Holders receive no interest" in shipped["monerium-eure"]["notes"]
    assert [shipped[p]["pays_yield"] for p in ("monerium-eure", "quantoz-usdq", "allunity-chfau")] == [False] * 3
    assert "yield and status not captured" in shipped["mbam-warehouse-security-token"]["notes"]
    assert shipped["mbam-warehouse-security-token"]["pays_yield"] is None
    assert shipped["blocksquare-bspt"]["pays_yield"] is True  # rent paid in stablecoins


def test_a_cell_its_source_does_not_show_ships_unknown_with_the_reason():
    research, shipped = _research(), {p["id"]: p for p in load("catalogue")["products"]}
    assert research["wisdomtree-wtsix"]["tvl_usd"] == "987050"  # read against the page's "(000)" label
    assert (shipped["wisdomtree-wtsix"]["tvl_usd"], shipped["wisdomtree-wtsix"]["tvl_as_of"]) == (None, None)
    assert shipped["wisdomtree-wtsix"]["apy"] == 3.36  # what the page states stays
    for product_id, cell in (("arca-rcoin", "transferable"), ("digift-isnr", "kyc_to_hold"),
                             ("gss-aus-gold", "jurisdiction"), ("gss-ags-silver", "jurisdiction")):
        assert research[product_id][cell] and shipped[product_id][cell] is None, product_id
        assert "Build correction: " in shipped[product_id]["notes"], product_id


def test_restructured_issuers_ship_under_their_new_names():
    shipped = {p["id"]: p for p in load("catalogue")["products"]}
    usdy, wtgxx = shipped["ondo-usdy"], shipped["wisdomtree-wtgxx"]
    assert (usdy["issuer"], usdy["parent_issuer"]) == ("Ondo Global Markets (formerly Ondo USDY LLC)",
                                                       "Ondo Global Markets")
    assert wtgxx["name"] == "WisdomTree Treasury Money Market Digital Fund (WTGXX)"
    assert "December 15, 2025" in usdy["notes"] and "2026-02-27" in wtgxx["notes"]


def test_a_tvl_is_split_by_chain_only_as_its_own_source_states_it_for_the_same_date(tmp_path):
    shipped = {p["id"]: p for p in load("catalogue")["products"]}
    assert shipped["ripple-rlusd"]["chain_tvl_usd"] == {"ethereum": 1.03e9}
    assert all(p["chain_tvl_usd"] is None for pid, p in shipped.items() if pid not in build.CHAIN_TVL)

    def newer_total(rows):
        next(r for r in rows if r["id"] == "ripple-rlusd").update(tvl_usd="1520000000", tvl_as_of="2026-02")

    with pytest.raises(ValueError, match="ripple-rlusd: CHAIN_TVL is of 2025-12, its TVL of 2026-02"):
        build.build(_table(tmp_path, newer_total))


def test_an_unknown_apy_is_null_never_zero():
    products = load("catalogue")["products"]
    assert all(p["apy"] is None or p["apy"] > 0 for p in products)
    assert sum(p["apy"] is None for p in products) > 0


def test_the_green_bonds_of_the_green_table_ship_as_dated_green_bonds_without_invented_figures():
    shipped = {p["id"]: p for p in load("catalogue")["products"]}
    green = _green_bonds()
    assert green and {pid for pid, p in shipped.items() if p["green"]} == set(green) | set(_carbon_tokens())
    for pid, row in green.items():
        p = shipped[pid]
        assert (p["category"], p["sub_category"], p["pays_yield"], p["apy"]) == ("bonds", "green_bond", True, None)
        assert p["live"] is (row["status"] == "live"), pid
        assert p["tvl_usd"] is None or row["currency"] == "USD", pid
        assert all(re.fullmatch(r"[a-z0-9-]+", c) for c in p["chains"]), pid
        assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", p["as_of"]) and p["as_of"] <= build.CATALOGUE_AS_OF, pid
        assert f"{int(float(row['size'])):,} {row['currency']} as stated" in p["notes"], pid
        assert row["coupon_or_yield"] in p["notes"], pid
    assert all(not p["green"] for p in shipped.values() if p["id"] not in green and p["id"] not in _carbon_tokens())


def test_the_tokenized_carbon_credits_that_exist_ship_as_non_yielding_green_commodities():
    shipped = {p["id"]: p for p in load("catalogue")["products"]}
    tokens = _carbon_tokens()
    assert set(tokens) == {"toucan-bct", "toucan-nct", "toucan-char", "moss-mco2", "nori-nrt"}
    for pid, row in tokens.items():
        p = shipped[pid]
        assert (p["category"], p["sub_category"], p["green"], p["pays_yield"]) == (
            "commodities", "carbon_credit_token", True, False), pid
        assert p["apy"] is None and p["tvl_usd"] is None and p["live"] is (row["status"] == "live"), pid
        assert row["framework_or_standard"] in p["notes"] and p["source_url"] == row["source_url"], pid
    assert shipped["toucan-char"]["chains"] == ["base", "celo"] and shipped["toucan-char"]["live"] is True
    never = {pid for pid, row in _research(GREEN).items() if row["category"] != "green_bond"} - set(tokens)
    assert never == {"flowcarbon-gnt", "klimadao-klima", "jasmine-energy-attribute-tokens"}
    assert not never & set(shipped)


def test_a_green_bond_is_dated_by_its_page_else_its_issue_date_else_the_catalogue_s_date_said_in_notes():
    shipped = {p["id"]: p for p in load("catalogue")["products"]}
    assert shipped["hitachi-digitally-tracked-green-bond-2023"]["as_of"] == "2023-12-07"  # the page's own date
    undated_page = shipped["hksar-tokenised-green-bond-2023"]  # undated (URL path 2023/02)
    assert undated_page["as_of"] == "2023-02-16" and "dated by the issue date 2023-02-16" in undated_page["notes"]
    undated = shipped["eib-digital-climate-awareness-bond-sek-2023"]  # no date and no issue date
    assert undated["as_of"] == build.CATALOGUE_AS_OF and "The cited page is undated" in undated["notes"]
    assert shipped["hksar-digital-green-bonds-2024"]["live"] is False  # no status confirmed: never shown live


def test_a_green_bond_on_a_ledger_without_a_slug_stops_the_build(tmp_path):
    def new_ledger(rows):
        next(r for r in rows if r["id"] == "hitachi-digitally-tracked-green-bond-2023")["chains_or_ledger"] = "Corda"

    with pytest.raises(ValueError, match="hitachi-digitally-tracked-green-bond-2023: ledger 'Corda' has no slug"):
        build.build(RESEARCH, _table(tmp_path, new_ledger, GREEN))


def test_the_readme_writes_no_product_count_by_hand():
    """The catalogue's size comes from its data (the screener counts it): a number in the README would go stale."""
    readme = (ROOT / "README.md").read_text()
    assert re.findall(r"\b\d[\d,]* (?:sourced |tokenized |real |catalogue )+products", readme) == []
    assert "sourced tokenized products" in readme and "`app/data/catalogue.json`" in readme
