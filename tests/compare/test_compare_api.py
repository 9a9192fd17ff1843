"""POST /api/v1/compare, shortlist snapshots, verification, eligibility and the PDF report."""

import io

import pypdf
import pytest

from app.platform import signing
from tests.conftest import bearer

IDS = ["franklin-benji-fobxx", "ondo-usdy", "blackrock-buidl"]


@pytest.fixture
def premium(new_key):
    return bearer(new_key(tier="premium"))


def test_compare_is_premium_free_and_demo_keys_are_refused(client, catalogue, demo_key, new_key):
    for key in (demo_key, new_key(tier="free")):
        response = client.post("/api/v1/compare", json={"product_ids": IDS}, headers=bearer(key))
        assert response.status_code == 403 and response.json["error"]["code"] == "premium_required"
    assert client.post("/api/v1/compare", json={"product_ids": IDS}).status_code == 401


def test_compare_by_ids_keeps_the_order_and_highlights_each_metric(client, catalogue, premium):
    body = client.post("/api/v1/compare", json={"product_ids": IDS}, headers=premium).json
    assert body["mode"] == "product_ids" and [p["id"] for p in body["products"]] == IDS
    comparison = body["comparison"]
    assert comparison["product_count"] == 3
    assert comparison["share_url"] == "http://hub.test/compare?ids=" + ",".join(IDS)
    # 3.81 (SEC 7-day, 2025-11-13) and 5.35 (issuer, 2024-08-12) are both past SVC_STALE_DAYS; BUIDL discloses none
    assert comparison["highlights"]["apy"] == [None, None, None]
    assert comparison["highlight_reasons"]["apy"] == ["stale", "stale", "not_disclosed"]
    # the smallest ticket is best: 20, 500, 5,000,000
    assert comparison["highlights"]["min_investment_usd"] == ["best", None, "worst"]
    assert comparison["highlight_reasons"]["min_investment_usd"] == [None, "in_between", None]
    assert body["fetched_at"].endswith("Z") and body["meta"]["version"] == "1.0"


@pytest.mark.parametrize("ids,status", [(["ondo-usdy"], 400), (IDS + ["ondo-ousg", "circle-usdc"], 400),
                                        (["ondo-usdy", "nope"], 404)])
def test_compare_needs_two_to_four_known_ids(client, catalogue, premium, ids, status):
    response = client.post("/api/v1/compare", json={"product_ids": ids}, headers=premium)
    assert response.status_code == status


def test_compare_by_filters_takes_the_top_four_by_apy(client, catalogue, premium):
    body = client.post("/api/v1/compare", json={"category": "bonds"}, headers=premium).json
    apys = [p["apy"] for p in body["products"]]
    assert body["mode"] == "filters" and len(apys) == 4 and apys == sorted(apys, reverse=True)
    two = client.post("/api/v1/compare", json={"category": "bonds", "limit": 2}, headers=premium).json
    assert len(two["products"]) == 2
    bad = client.post("/api/v1/compare", json={"category": "bonds", "limit": 5}, headers=premium)
    assert bad.status_code == 400
    assert client.post("/api/v1/compare", json={"category": "bonds"}).status_code == 401


def test_shortlist_snapshot_cites_dates_and_reports_drift(client, catalogue):
    body = client.get("/api/compare?mode=shortlist&ids=franklin-benji-fobxx,ondo-usdy").json
    assert body["product_ids"] == ["franklin-benji-fobxx", "ondo-usdy"]
    assert body["source_type"] == "snapshot" and body["as_of"]
    assert body["citations"][0]["source_url"].startswith("https://www.franklintempleton.com")
    kinds = {(d["kind"], d["product_id"]) for d in body["drift"]}
    assert ("stale_cache", "franklin-benji-fobxx") in kinds
    assert body["policy"] == {"never_invent_apy": True, "indicative_only": True}


@pytest.mark.parametrize("ids", [["ondo-usdy"], IDS + ["ondo-ousg", "circle-usdc"]], ids=["one", "five"])
def test_a_shortlist_takes_two_to_four_ids_and_names_the_field(client, catalogue, ids):
    got = client.get("/api/compare", query_string={"mode": "shortlist", "ids": ",".join(ids)})
    assert got.status_code == 400 and "content_hash" not in got.json
    assert got.json["error"]["code"] == "validation_error" and "query.ids" in got.json["error"]["details"]["fields"]
    posted = client.post("/api/compare", json={"product_ids": ids})
    assert posted.status_code == 400 and "product_ids" in posted.json["error"]["details"]["fields"]
    spec = client.get("/svc-openapi.json").json["components"]["schemas"]["ShortlistRequest"]["properties"]
    assert (spec["product_ids"]["minItems"], spec["product_ids"]["maxItems"]) == (2, 4)


def test_the_widget_still_signs_the_one_product_it_shows(client, catalogue):
    page = client.get("/embed/compare?ids=ondo-usdy")
    assert page.status_code == 200 and 'id="verify-badge"' in page.get_data(as_text=True)


def test_shortlist_hash_covers_the_signed_fields_and_verifies(client, catalogue):
    body = client.post("/api/compare", json={"product_ids": ["ondo-usdy", "circle-usdc"]}).json
    snapshot = {k: body[k] for k in body["signed_fields"]}
    assert signing.content_hash(snapshot) == body["content_hash"]
    ok = client.post("/api/compare/verify", json={"content_hash": body["content_hash"], "signature": body["signature"]})
    assert ok.json["valid"] is True and ok.json["verdict"] == "valid"
    door = client.post("/api/v1/verify", json={"hash": body["content_hash"], "signature": body["signature"]})
    # the comparison's own path answers through the one door, in its shape (each in the second it was computed in)
    assert {k: v for k, v in ok.json.items() if k != "meta"} == {k: v for k, v in door.json.items() if k != "meta"}
    flipped = ("0" if body["signature"][0] != "0" else "1") + body["signature"][1:]
    bad = client.post("/api/compare/verify", json={"content_hash": body["content_hash"], "signature": flipped})
    assert bad.json["valid"] is False and bad.json["verdict"] == "invalid"
    assert client.post("/api/compare/verify", json={"content_hash": "x", "signature": "y"}).status_code == 400


def test_eligibility_composite_fails_soft_without_carbon_data(client, catalogue):
    got = client.get("/api/compare/eligibility?ids=circle-eurc,blackrock-buidl,nope").json
    posted = client.post("/api/compare/eligibility", json={"product_ids": ["circle-eurc", "blackrock-buidl"]}).json
    assert [i["product_id"] for i in got["items"]] == ["circle-eurc", "blackrock-buidl"] and got["missing"] == ["nope"]
    assert got["items"] == posted["items"]
    eurc, buidl = got["items"]
    assert eurc["mica"]["classification"] == "e_money_token"
    assert buidl["mica"]["classification"] == "financial_instrument"
    assert eurc["green"]["cqs_data_available"] is False and 0 <= eurc["composite"] <= 100
    assert client.get("/api/compare/eligibility?ids=").status_code == 400


def _pdf_text(data: bytes) -> str:
    return "".join(page.extract_text() for page in pypdf.PdfReader(io.BytesIO(data)).pages).replace("\n", "")


def test_pdf_report_holds_the_products_and_its_hash_and_verifies(client, catalogue):
    response = client.get("/api/compare/report/pdf?compare=franklin-benji-fobxx,ondo-usdy&locale=en")
    assert response.status_code == 200 and response.mimetype == "application/pdf" and response.data[:5] == b"%PDF-"
    text = _pdf_text(response.data)
    content_hash, signature = response.headers["X-SVC-Content-Hash"], response.headers["X-SVC-Signature"]
    assert "Franklin OnChain" in text and "Ondo US Dollar Yield" in text and content_hash in text
    assert signature in text and "SEC 7-day yield" in text
    verdict = client.post("/api/compare/verify", json={"content_hash": content_hash, "signature": signature}).json
    assert verdict["valid"] is True
    changed = content_hash[:-1] + ("0" if content_hash[-1] != "0" else "1")
    assert client.post("/api/compare/verify", json={"content_hash": changed, "signature": signature}).json[
        "valid"] is False
    again = client.get("/api/compare/report/pdf?compare=franklin-benji-fobxx,ondo-usdy&locale=en")
    assert again.headers["X-SVC-Content-Hash"] == content_hash


def test_pdf_report_in_french_and_its_errors(client, catalogue):
    french = client.get("/api/compare/report/pdf?compare=franklin-benji-fobxx,ondo-usdy&locale=fr")
    assert "Comparaison de produits tokenisés" in _pdf_text(french.data)
    assert client.get("/api/compare/report/pdf?compare=ondo-usdy").status_code == 400
    assert client.get("/api/compare/report/pdf?compare=ondo-usdy,nope").status_code == 404
    assert client.get("/api/compare/report/pdf?compare=ondo-usdy,circle-usdc&locale=de").status_code == 400


@pytest.mark.parametrize("ids", ["franklin-benji-fobxx,no-such-product", "<script>evil</script>"])
def test_a_shortlist_of_unknown_products_is_refused_before_anything_is_signed(client, catalogue, ids):
    response = client.get("/api/compare", query_string={"mode": "shortlist", "ids": ids})
    assert response.status_code == 400 and "content_hash" not in response.get_data(as_text=True)
    assert response.json["error"]["code"] == "validation_error"
    posted = client.post("/api/compare", json={"product_ids": ids.split(",")})
    assert posted.status_code == 400
