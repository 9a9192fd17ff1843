"""What the assistant knows: the hub's pages cut where they cut, its data, kept per knowledge version and built
again when the catalogue or the regulatory feed changes."""

from app.copilot.pages import passages_of
from app.platform.data import load
from app.platform.db import unit_of_work
from app.platform.urls import external_url
from tests.catalogue.factories import set_figures
from tests.copilot.conftest import ask, cited

PAGE = """<!doctype html><html><body><nav><a href="/">Screener</a></nav><main id="main">
<h1>Method</h1><section id="weights"><h2>Formula</h2><p>Seven factors, weighted.</p>
<table><caption>Weights</caption><tr><th>Factor</th><th>Weight</th></tr><tr><td>additionality</td><td>20</td></tr>
</table></section><section id="code"><h2>Code</h2><pre>curl -s https://hub.test/api</pre>
<script>ignored()</script><ul><li>First <em>item</em>.</li><li>Second item.</li></ul></section></main>
<footer>Not advice.</footer></body></html>"""


def test_a_page_is_cut_into_passages_under_its_headings_and_anchors():
    weights, code = passages_of(PAGE, "http://hub.test/method")
    assert weights.title == "Method — Formula" and weights.url == "http://hub.test/method#weights"
    assert weights.segments == ("Seven factors, weighted.", "Weights; Factor · Weight; additionality · 20")
    assert code.url == "http://hub.test/method#code"
    assert code.segments == ("First item.", "Second item.")  # code listings are left out
    assert not {"Screener", "advice", "curl", "ignored"} & set((weights.text + code.text).replace(".", "").split())


def test_the_index_is_built_again_when_the_catalogue_changes(hub, client):
    before = ask(client, "What is the APY of Ondo USDY?").json
    set_figures(hub, "ondo-usdy", apy=7.77, apy_as_of="2026-11-20")
    after = ask(client, "What is the APY of Ondo USDY?").json
    with hub.app_context():
        url = external_url("catalogue_pages.product", product_id="ondo-usdy")
    assert after["retrieval"]["knowledge_version"] != before["retrieval"]["knowledge_version"]
    assert not cited(before, url, "7.77%") and cited(after, url, "APY: 7.77% (indicative")


def test_a_product_imported_into_the_catalogue_is_known_at_once(hub, client):
    from app.catalogue.service import import_rows
    from tests.catalogue.factories import product_row

    assert ask(client, "Who issues the Zorblat bond?").json["refused"] is True
    with hub.app_context(), unit_of_work():
        import_rows([product_row(id="zorblat-bond", name="Zorblat Bond", issuer="Zorblat SA")])
    body = ask(client, "Who issues the Zorblat bond?").json
    with hub.app_context():
        url = external_url("catalogue_pages.product", product_id="zorblat-bond")
    assert body["refused"] is False and cited(body, url, "issued by Zorblat SA")


def test_an_amended_regulatory_reference_is_answered_as_amended(hub, client):
    from app.regulatory.service import import_references

    shipped = next(r for r in load("regulatory")["references"] if r["id"] == "mica-published")
    with hub.app_context(), unit_of_work():
        import_references([{**shipped, "summary": shipped["summary"] + " Corrigendum noted by the Qwertz office."}])
    body = ask(client, "What did the Qwertz office note about MiCA?").json
    with hub.app_context():
        url = external_url("regulatory_pages.feed_page", jurisdiction="EU", _anchor="ref-mica-published")
    assert cited(body, url, "Qwertz office")


def test_the_knowledge_endpoint_says_what_the_assistant_answers_from(hub, client):
    body = client.get("/api/v1/copilot/knowledge").json
    kinds = {s["kind"]: s["passages"] for s in body["sources"]}
    assert kinds["product"] == len(load("catalogue")["products"])
    assert kinds["regulatory"] == len(load("regulatory")["references"])
    assert {"page", "endpoint", "changelog", "green", "jurisdiction", "checklist"} <= set(kinds)
    assert body["passages"] == sum(kinds.values()) and body["rephrasing"] is False
    assert body["min_score"] > 0 and 0 < body["min_coverage"] <= 1 and body["examples"]


def test_every_citation_points_at_a_page_the_hub_serves(hub, client):
    from urllib.parse import urlsplit

    from app.copilot.knowledge import index

    with hub.app_context():
        urls = {p.url.split("#")[0] for p in index().passages}
    for url in sorted(urls):
        parts = urlsplit(url)
        page = client.get(parts.path + (f"?{parts.query}" if parts.query else ""))
        assert page.status_code == 200, url


def test_the_index_answers_in_english_whatever_the_callers_language(hub, client):
    body = client.post("/api/v1/copilot/chat", json={"question": "What are the CQS weights?"},
                       headers={"Accept-Language": "fr"}).json
    assert any("additionality" in c["excerpt"] for c in body["citations"])
