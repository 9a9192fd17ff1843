"""Every paged list answers an RFC 8288 Link header (next, prev, first, last) beside the links in its body, the
same on a kept answer as on a fresh one."""

import re

from app.platform.db import unit_of_work
from tests.chargeflow import factories
from tests.keys.factories import identity


def _links(response) -> dict[str, str]:
    return {rel: url for url, rel in re.findall(r'<([^>]+)>; rel="(\w+)"', response.headers.get("Link", ""))}


def test_a_middle_page_links_next_prev_first_and_last_as_its_body_does(client, catalogue):
    answer = client.get("/api/compare?limit=5&page=2")
    body, links = answer.json, _links(answer)
    assert set(links) == {"next", "prev", "first", "last"}
    assert links["next"] == body["next"] and links["prev"] == body["previous"]
    assert "page=1" in links["first"] and f"page={body['pages']}" in links["last"]
    assert "Link" in answer.headers["Access-Control-Expose-Headers"]


def test_a_kept_answer_sends_the_same_link_and_etag_as_the_first(client, catalogue):
    first = client.get("/api/compare?limit=3&page=2&sort=name")
    again = client.get("/api/compare?limit=3&page=2&sort=name")
    assert again.headers["Link"] == first.headers["Link"] and again.headers["ETag"] == first.headers["ETag"]


def test_the_first_page_has_no_prev_and_a_single_page_only_first_and_last(app, client, new_key):
    secret = new_key("premium")
    headers = {"Authorization": f"Bearer {secret}"}
    with app.app_context(), unit_of_work():
        for n in range(3):
            factories.unit(identity(secret), external_session_id=f"S-link-{n}")
    first = _links(client.get("/api/v1/chargeflow?limit=2", headers=headers))
    assert set(first) == {"next", "first", "last"} and "offset=2" in first["last"]
    whole = _links(client.get("/api/v1/chargeflow?limit=10", headers=headers))
    assert set(whole) == {"first", "last"}


def test_an_answer_that_is_not_a_list_has_no_link_header(client):
    assert "Link" not in client.get("/api/v1/status").headers


def test_the_developer_hub_says_lists_answer_a_link_header(client):
    assert "RFC 8288" in client.get("/developers/paging").get_data(as_text=True)
