"""Questions ranking products by a figure: only the live products stating it, dated and sourced, are ranked; the
answer says how many state it, of which dates, that it is indicative and not advice. Expected products are read
from the shipped catalogue, so the tests hold for any catalogue."""

import pytest

from app.platform.urls import external_url
from tests.catalogue.factories import set_figures
from tests.conftest import shipped_products
from tests.copilot.conftest import ask

DATE_OF = {"apy": "apy_as_of", "tvl_usd": "tvl_as_of", "min_investment_usd": "as_of"}


def stating(figure: str) -> list[dict]:
    """The live products stating the figure with its date and a source."""
    return [p for p in shipped_products() if p.get("live", True) and p.get(figure) is not None
            and p.get(DATE_OF[figure]) and p.get("source_url")]


def ranked(figure: str, descending: bool) -> list[dict]:
    return sorted(stating(figure), key=lambda p: (-p[figure] if descending else p[figure], p["name"].lower(), p["id"]))


def _urls(hub, products: list[dict]) -> list[str]:
    with hub.app_context():
        return [external_url("catalogue_pages.product", product_id=p["id"]) for p in products]


RANKINGS = [
    ("Which product has the highest APY?", "apy", True),
    ("Which product has the lowest minimum investment?", "min_investment_usd", False),
    ("Which product has the largest TVL?", "tvl_usd", True),
    ("What is the lowest yield in the catalogue?", "apy", False),
]


@pytest.mark.parametrize(("question", "figure", "descending"), RANKINGS, ids=[q for q, _, _ in RANKINGS])
def test_a_ranking_question_ranks_only_products_stating_the_figure(hub, client, question, figure, descending):
    body = ask(client, question).json
    expected = ranked(figure, descending)
    assert body["refused"] is False and expected
    cited = [c["url"] for c in body["citations"]]
    assert cited == _urls(hub, expected[:3]) and {c["kind"] for c in body["citations"]} == {"product"}
    missing = [p for p in shipped_products() if p not in stating(figure)]
    assert missing and not set(_urls(hub, missing)) & set(cited)
    assert not any(p["name"] in body["answer"] for p in missing if not any(p["name"] in e["name"]
                                                                           for e in expected[:3]))


@pytest.mark.parametrize(("question", "figure", "descending"), RANKINGS[:3], ids=[q for q, _, _ in RANKINGS[:3]])
def test_a_ranking_says_how_many_products_state_the_figure_of_which_dates_and_that_it_is_not_advice(
        hub, client, question, figure, descending):
    first_line = ask(client, question).json["answer"].split("\n")[0]
    having, live = stating(figure), [p for p in shipped_products() if p.get("live", True)]
    dates = sorted({p[DATE_OF[figure]] for p in having})
    assert f"{len(having)} of the {len(live)} live products" in first_line
    assert dates[0] in first_line and dates[-1] in first_line
    assert "indicative" in first_line and "not advice" in first_line


def test_each_ranked_product_is_quoted_with_its_figure_date_and_source(hub, client):
    body = ask(client, "Which product has the highest APY?").json
    for citation, product in zip(body["citations"], ranked("apy", True), strict=False):
        assert f"APY: {product['apy']:g}%" in citation["excerpt"]
        assert f"as of {product['apy_as_of']}" in citation["excerpt"] and product["source_url"] in citation["excerpt"]


def test_an_apy_without_a_date_is_never_ranked_and_is_once_dated(hub, client):
    undisclosed = next(p for p in shipped_products()
                       if p.get("live", True) and p.get("apy") is None and p.get("source_url"))
    (url,) = _urls(hub, [undisclosed])
    set_figures(hub, undisclosed["id"], apy=99.5, apy_as_of=None)
    undated = ask(client, "Which product has the highest APY?").json
    assert url not in [c["url"] for c in undated["citations"]] and undisclosed["name"] not in undated["answer"]
    set_figures(hub, undisclosed["id"], apy_as_of="2026-11-01")
    dated = ask(client, "Which product has the highest APY?").json
    assert dated["citations"][0]["url"] == url and "APY: 99.5%" in dated["citations"][0]["excerpt"]


def test_a_follow_up_asks_the_same_ranking_the_other_way(hub, client):
    first = ask(client, "Which product has the highest APY?").json
    follow = ask(client, "And the lowest?", first["conversation_id"]).json
    assert [c["url"] for c in follow["citations"]] == _urls(hub, ranked("apy", False)[:3])


def test_asking_which_product_to_buy_for_its_yield_is_still_refused_as_advice(hub, client):
    body = ask(client, "Should I buy the product with the highest APY?").json
    assert body["refused"] is True and body["reason"] == "advice" and body["citations"] == []
