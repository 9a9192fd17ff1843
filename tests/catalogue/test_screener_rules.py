"""The screener's rules at the service, without HTTP: a page of products whose links name pages and keep the
query, each product's answer built once per catalogue version and shared by every page that shows it."""

from app.catalogue import service
from app.catalogue.query import ScreenerQuery


def test_a_screener_page_shares_each_products_kept_answer_and_its_links_keep_the_query(app, catalogue):
    q = ScreenerQuery(sort="name", sort_dir="asc", limit=5)
    with app.test_request_context("/api/compare"):
        first, again = service.screen(q), service.screen(q)
        assert [p["id"] for p in first.products] == [p["id"] for p in again.products]
        assert all(a is b for a, b in zip(first.products, again.products, strict=True))
        assert first.found.by_page and first.page == 1 and first.pages == -(-first.total // 5)
        assert first.previous is None and "page=2" in first.next and "sort=name" in first.next
