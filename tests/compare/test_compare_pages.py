"""The compare page that share_url gives, and the report verification page."""

from tests.conftest import bearer


def test_compare_page_shows_products_side_by_side_with_highlights_and_links(client, catalogue, new_key):
    share = client.post("/api/v1/compare", json={"product_ids": ["franklin-benji-fobxx", "ondo-usdy"]},
                        headers=bearer(new_key(tier="premium"))).json["comparison"]["share_url"]
    page = client.get(share.replace("http://hub.test", "")).get_data(as_text=True)
    assert page.index('data-id="franklin-benji-fobxx"') < page.index('data-id="ondo-usdy"')
    assert "mark-best" in page and "mark-worst" in page and "median" in page
    assert "/api/compare/report/pdf?compare=franklin-benji-fobxx,ondo-usdy" in page and 'id="share-link"' in page


def test_compare_page_accepts_repeated_ids_and_explains_errors(client, catalogue):
    assert client.get("/compare?ids=ondo-usdy&ids=circle-usdc").status_code == 200
    single = client.get("/compare?ids=ondo-usdy")
    assert single.status_code == 400 and "2 to 4" in single.get_data(as_text=True)
    unknown = client.get("/compare?ids=ondo-usdy,nope")
    assert unknown.status_code == 404 and "nope" in unknown.get_data(as_text=True)


def test_verify_page_checks_a_report_hash(client, catalogue):
    pdf = client.get("/api/compare/report/pdf?compare=ondo-usdy,circle-usdc")
    page = client.get(f"/compare/verify?hash={pdf.headers['X-SVC-Content-Hash']}&sig={pdf.headers['X-SVC-Signature']}")
    assert "✓ Valid" in page.get_data(as_text=True)
    assert "✗ Invalid" in client.get(f"/compare/verify?hash={'0' * 64}&sig={'1' * 64}").get_data(as_text=True)
