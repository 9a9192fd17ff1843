"""A list answer is described once: the service returns a Page, the list's schema serialises it."""

from marshmallow import fields

from app.platform.listing import Page, PageLinks, Window


class NumberList(PageLinks):
    numbers = fields.List(fields.Integer(), attribute="items", required=True)


def test_a_page_serialises_through_its_list_schema_with_links_keeping_the_filters(app):
    page = Page([3, 4], total=5, window=Window(2, 2)).keeping({"kind": "e", "status": None})
    with app.test_request_context("/api/v1/chargeflow?kind=e&limit=2&offset=2"):
        out = NumberList().dump(page)
    assert out["numbers"] == [3, 4]
    assert (out["total"], out["limit"], out["offset"]) == (5, 2, 2)
    assert "kind=e" in out["next"] and "offset=4" in out["next"] and "status" not in out["next"]
    assert "offset=0" in out["previous"]


def test_the_last_page_has_no_next_link(app):
    page = Page([5], total=5, window=Window(2, 4))
    with app.test_request_context("/api/v1/chargeflow"):
        out = NumberList().dump(page)
    assert out["next"] is None and out["numbers"] == [5]


def test_mapped_keeps_the_window_and_changes_only_the_items():
    page = Page([1, 2], total=9, window=Window(2, 0), params={"q": "x"})
    doubled = page.mapped(lambda n: n * 2)
    assert doubled.items == [2, 4] and doubled.total == 9 and doubled.params == {"q": "x"}
