"""Source classes: how much each counts for transparency, shown next to every source link; non-yielding products."""

import io
import re

import pypdf

from app.catalogue import service
from app.catalogue.labels import SOURCE_POINTS
from app.platform.db import unit_of_work
from tests.catalogue.factories import product_row
from tests.conftest import shipped_products


def _import(app, *rows) -> None:
    with app.app_context(), unit_of_work():
        report = service.import_rows(list(rows))
    assert not report.rejected, report.rejected


def _listed(client, ids: list[str]) -> dict:
    answer = client.get(f"/api/compare?ids={','.join(ids)}&limit=10").json
    return {p["id"]: p for p in answer["products"]}


def _text(html: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", html).split())


def test_a_press_only_source_counts_for_less_than_the_issuer_s_own_document(app, client):
    rows = [product_row(id=f"acme-{c}", name=f"Acme {c}", source_class=c) for c in SOURCE_POINTS]
    _import(app, *rows, product_row(id="acme-unsaid", name="Acme unsaid"))
    listed = _listed(client, [r["id"] for r in rows] + ["acme-unsaid"])
    scores = {pid: p["transparency_score"] for pid, p in listed.items()}
    assert scores["acme-issuer"] == scores["acme-regulator"]
    assert scores["acme-issuer"] - scores["acme-aggregator"] == 3
    assert scores["acme-issuer"] - scores["acme-press"] == 7
    assert scores["acme-unsaid"] == scores["acme-press"]  # a row that does not say what its source is counts as press


def test_a_product_that_pays_no_yield_by_design_reads_non_yielding_not_undisclosed(app, client):
    _import(app, product_row(id="acme-coin", name="Acme Coin (ACM)", category="stablecoins", apy=None,
                             pays_yield=False),
            product_row(id="acme-fund", name="Acme Fund", apy=None, pays_yield=None),
            product_row(id="acme-note", name="Acme Note", apy=None, pays_yield=True))
    listed = _listed(client, ["acme-coin", "acme-fund", "acme-note"])
    assert listed["acme-coin"]["simple"]["indicative_apy"] == "non-yielding"
    assert listed["acme-coin"]["pays_yield"] is False
    assert listed["acme-fund"]["simple"]["indicative_apy"] == "not disclosed"
    assert listed["acme-note"]["simple"]["indicative_apy"] == "not disclosed"
    assert "Indicative APY: non-yielding" in _text(client.get("/products/acme-coin").get_data(as_text=True))
    assert "Indicative APY: not disclosed" in _text(client.get("/products/acme-fund").get_data(as_text=True))


def test_the_shipped_stablecoins_that_pay_nothing_say_so(client, catalogue):
    listed = _listed(client, ["circle-usdc", "paxos-paxg", "ethena-susde"])
    assert listed["circle-usdc"]["simple"]["indicative_apy"] == "non-yielding"
    assert listed["paxos-paxg"]["simple"]["indicative_apy"] == "non-yielding"
    assert listed["ethena-susde"]["simple"]["indicative_apy"].startswith("3.55%")


def test_every_source_link_says_what_the_source_is(client, catalogue):
    page = client.get("/products/fidelity-fdit").get_data(as_text=True)
    fdit = next(p for p in shipped_products() if p["id"] == "fidelity-fdit")
    assert f'href="{fdit["source_url"]}"' in page and "sec.gov/Archives" in fdit["source_url"]
    assert re.search(rf"sec\.gov \( ?regulator filing ?\), as of {fdit['as_of']}", _text(page))
    compare = _text(client.get("/compare?ids=tether-usdt,circle-usdc,midas-mtbill").get_data(as_text=True))
    assert compare.count("source · ") == 3
    for label in ("press", "issuer document", "on-chain / aggregator data"):
        assert f"source · {label} · as of" in compare
    pdf = client.get("/api/compare/report/pdf?compare=tether-usdt,circle-usdc&locale=en")
    text = "".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(pdf.data)).pages).replace("\n", "")
    assert "https://circle.com/en/transparency · issuer document" in text
    assert "· press" in text


def test_the_methodology_page_says_by_how_much_a_press_source_counts_less_and_the_pages_link_it(client, catalogue):
    page = _text(client.get("/methodology").get_data(as_text=True))
    assert ("A press-only source counts 3 points instead of the 10 of the issuer's own document: 7 points less; "
            "aggregator data counts 7.") in page
    assert 'href="/methodology"' in client.get("/").get_data(as_text=True)
    assert 'href="/methodology#sources"' in client.get("/products/circle-usdc").get_data(as_text=True)


def test_the_developer_hub_documents_source_classes_weights_and_the_live_adapter(client):
    page = _text(client.get("/developers/catalogue").get_data(as_text=True))
    assert "Catalogue sources and live figures" in page
    assert "A press-only source counts 7 points less than the issuer's own document" in page
    assert "CATALOGUE_SOURCE=defillama" in page and "protocol blackrock-buidl" in page
    assert "pool 66985a81-9c51-46ca-9977-42b4fe7bc6df (SUSDE)" in page
