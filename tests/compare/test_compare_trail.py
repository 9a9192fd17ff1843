"""Product → compare → back: a product page adds to the screener's selection and opens the comparison; the
comparison and the product page lead back to the screener as the reader left it, and never off the hub."""

import html
import re
from urllib.parse import parse_qs, urlsplit

import pytest

SCREENER = "/?asset_class=bonds&sort=apy&sort_dir=desc&limit=25&page=2&picked=ondo-usdy,circle-usdc"


def href(page: str, element_id: str) -> str | None:
    """The link of the element with this id, as the browser reads it."""
    found = re.search(rf'<a [^>]*id="{element_id}"[^>]*>', page) or re.search(rf'<a [^>]*id="{element_id}"', page)
    if not found:
        return None
    return html.unescape(re.search(r'href="([^"]*)"', found.group(0)).group(1))


def query(url: str) -> dict:
    return {k: v[0] for k, v in parse_qs(urlsplit(url).query).items()}


def test_a_product_page_reached_from_the_screener_leads_back_to_it_as_it_was(client, catalogue):
    page = client.get("/products/blackrock-buidl", query_string={"back": SCREENER}).get_data(as_text=True)
    back = href(page, "back-to-screener")
    assert query(back) == query(SCREENER) and urlsplit(back).path == "/"
    assert "Selected to compare (2):" in page and "Ondo US Dollar Yield" in page


def test_add_to_compare_keeps_the_filters_and_adds_the_product_to_the_selection(client, catalogue):
    page = client.get("/products/blackrock-buidl", query_string={"back": SCREENER}).get_data(as_text=True)
    added = query(href(page, "add-to-compare"))
    assert added["picked"] == "ondo-usdy,circle-usdc,blackrock-buidl"
    assert added["asset_class"] == "bonds" and added["sort"] == "apy" and added["page"] == "2"
    screener = client.get(href(page, "add-to-compare")).get_data(as_text=True)
    assert screener.count('class="chip"') == 3


def test_the_compare_link_holds_the_selection_and_this_product_and_the_way_back(client, catalogue):
    page = client.get("/products/blackrock-buidl", query_string={"back": SCREENER}).get_data(as_text=True)
    compare = href(page, "compare-now")
    assert "Compare 3 products" in page
    assert query(compare)["ids"] == "ondo-usdy,circle-usdc,blackrock-buidl"
    shown = client.get(compare).get_data(as_text=True)
    assert shown.count('scope="col" data-id=') == 3
    back = href(shown, "back-to-screener")
    assert query(back)["picked"] == "ondo-usdy,circle-usdc,blackrock-buidl" and query(back)["page"] == "2"


def test_a_product_already_selected_can_be_taken_out_and_compared(client, catalogue):
    page = client.get("/products/ondo-usdy", query_string={"back": SCREENER}).get_data(as_text=True)
    assert href(page, "add-to-compare") is None
    assert query(href(page, "remove-from-compare"))["picked"] == "circle-usdc"
    assert query(href(page, "compare-now"))["ids"] == "ondo-usdy,circle-usdc"


def test_without_a_selection_add_to_compare_ticks_the_product_on_the_screener(client, catalogue):
    page = client.get("/products/blackrock-buidl").get_data(as_text=True)
    assert href(page, "back-to-screener") == "/"
    assert href(page, "add-to-compare") == "/?picked=blackrock-buidl"
    assert href(page, "compare-now") is None and "No product selected to compare yet." in page


def test_the_screener_the_reader_came_from_is_the_way_back_without_a_back_parameter(client, catalogue):
    page = client.get("/products/blackrock-buidl", headers={"Referer": f"http://localhost{SCREENER}"})
    assert query(href(page.get_data(as_text=True), "back-to-screener")) == query(SCREENER)


def test_a_full_selection_says_a_comparison_takes_at_most_four(client, catalogue):
    full = "/?picked=ondo-usdy,circle-usdc,franklin-benji-fobxx,paxos-paxg"
    page = client.get("/products/blackrock-buidl", query_string={"back": full}).get_data(as_text=True)
    assert href(page, "compare-now") is None
    assert "A comparison takes 2 to 4 products and this would make 5" in page


@pytest.mark.parametrize("elsewhere", ["https://evil.example/?picked=ondo-usdy", "//evil.example/?picked=a",
                                       "/\\evil.example/", "/products/ondo-usdy?picked=circle-usdc",
                                       "javascript:alert(1)", "/?picked=ondo-usdy\r\nSet-Cookie: x=1"])
def test_a_way_back_off_the_screener_is_never_followed(client, catalogue, elsewhere):
    page = client.get("/products/blackrock-buidl", query_string={"back": elsewhere},
                      headers={"Referer": "https://evil.example/?picked=ondo-usdy"}).get_data(as_text=True)
    assert href(page, "back-to-screener") == "/"
    assert "evil" not in page and href(page, "add-to-compare") == "/?picked=blackrock-buidl"


def test_the_comparison_leads_back_to_the_screener_it_was_opened_from(client, catalogue):
    page = client.get("/compare?ids=ondo-usdy&ids=circle-usdc",
                      headers={"Referer": f"http://localhost{SCREENER}"}).get_data(as_text=True)
    assert query(href(page, "back-to-screener")) == query(SCREENER)
    product = html.unescape(re.search(r'href="(/products/ondo-usdy[^"]*)"', page).group(1))
    assert query(query(product)["back"]) == query(SCREENER)
    switch = html.unescape(re.search(r'href="([^"]*lang=fr[^"]*)"', page).group(1))
    assert query(query(switch)["back"]) == query(SCREENER)


def test_a_comparison_opened_by_a_shared_link_leads_to_the_screener_with_its_products_ticked(client, catalogue):
    page = client.get("/compare?ids=ondo-usdy,circle-usdc").get_data(as_text=True)
    assert href(page, "back-to-screener") == "/?picked=ondo-usdy,circle-usdc"


def test_a_comparison_of_one_product_says_to_pick_two_to_four_and_links_back(client, catalogue):
    answer = client.get("/compare", query_string={"ids": "ondo-usdy", "back": SCREENER})
    page = answer.get_data(as_text=True)
    assert answer.status_code == 400
    assert "A comparison takes 2 to 4 products, and this link names 1." in page
    assert query(href(page, "back-to-screener")) == query(SCREENER)
    bare = client.get("/compare").get_data(as_text=True)
    assert "this link names 0" in bare and href(bare, "back-to-screener") == "/"


def test_a_figure_none_of_the_compared_products_states_is_said_once_instead_of_an_empty_row(app, client, catalogue):
    from tests.catalogue.factories import set_figures

    page = client.get("/compare?ids=ondo-usdy&ids=circle-usdc").get_data(as_text=True)
    assert 'id="row-liquidity-days"' not in page and 'id="row-apy"' in page
    said = re.search(r'<p class="disclaimer" id="unstated">([^<]*)</p>', page).group(1)
    assert "Days to liquidity" in said
    set_figures(app, "ondo-usdy", liquidity_days=3)
    page = client.get("/compare?ids=ondo-usdy&ids=circle-usdc").get_data(as_text=True)
    assert 'id="row-liquidity-days"' in page and 'id="unstated"' not in page
