"""Screener answers are kept per catalogue version and request: the second asker of a view gets the same
answer without reading the catalogue, and a new catalogue version, another language, another day or another
query is never answered from what was kept for something else."""

import time_machine

from app.catalogue import facets
from tests.catalogue.factories import set_figures
from tests.conftest import bearer
from tests.support import sql_sent

VIEWS = ["/?asset_class=bonds", "/api/compare?asset_class=bonds", "/api/v1/products?asset_class=bonds"]


def _get(client, path, headers=None):
    response = client.get(path, headers=headers or {})
    assert response.status_code == 200, response.get_data(as_text=True)[:300]
    return response


def test_a_repeated_screener_request_is_answered_without_reading_the_catalogue(app, client, catalogue, new_key):
    headers = bearer(new_key("premium"))
    for path in VIEWS:
        first = _get(client, path, headers)
        with sql_sent(app) as sent:
            again = _get(client, path, headers)
        assert again.get_data() == first.get_data()
        assert not [text for text, _ in sent if "products" in text], sent  # at most the key's quota is counted


def test_a_new_catalogue_version_is_never_answered_from_the_old_one(app, client, catalogue, new_key):
    headers = bearer(new_key("premium"))
    before = {path: _get(client, path, headers).get_data(as_text=True) for path in VIEWS}
    set_figures(app, "ondo-usdy", name="Ondo USDY Renamed For The Test")
    for path in VIEWS:
        after = _get(client, path, headers).get_data(as_text=True)
        assert "Ondo USDY Renamed For The Test" in after and after != before[path]


def test_each_language_gets_its_own_page(client, catalogue):
    english = _get(client, "/?asset_class=bonds", {"Accept-Language": "en"}).get_data(as_text=True)
    french = _get(client, "/?asset_class=bonds", {"Accept-Language": "fr"}).get_data(as_text=True)
    assert '<html lang="en">' in english and '<html lang="fr">' in french


def test_the_htmx_fragment_and_the_whole_page_are_kept_apart(client, catalogue):
    page = _get(client, "/?asset_class=bonds").get_data(as_text=True)
    fragment = _get(client, "/?asset_class=bonds", {"HX-Request": "true"}).get_data(as_text=True)
    assert "<html" in page and "<html" not in fragment
    assert "<html" in _get(client, "/?asset_class=bonds").get_data(as_text=True)


def test_a_kept_page_follows_the_date_its_stale_marks_depend_on(app, client, catalogue):
    with time_machine.travel("2026-11-24T12:00:00Z", tick=False):
        today = _get(client, "/?q=ondo").get_data(as_text=True)
    with time_machine.travel("2036-11-24T12:00:00Z", tick=False):
        ten_years_on = _get(client, "/?q=ondo").get_data(as_text=True)
    assert ten_years_on.count('class="stale"') > today.count('class="stale"')


def test_a_refused_query_is_not_kept_and_keeps_nothing(app, client, catalogue):
    for _ in range(2):
        assert client.get("/api/compare?sort=nonsense").status_code == 400
        assert client.get("/?sort=nonsense").status_code == 400
    with app.app_context():
        assert not facets.cache("kept").entries


def test_keeping_can_be_turned_off(app, client, catalogue):
    app.config["SVC_ANSWER_CACHE"] = 0
    _get(client, "/api/compare?asset_class=bonds")
    with sql_sent(app) as sent:
        _get(client, "/api/compare?asset_class=bonds")
    assert [text for text, _ in sent if "products" in text]


def test_a_page_reads_whole_rows_only_for_answers_not_kept(app, client, catalogue):
    _get(client, "/api/compare?asset_class=bonds")
    with sql_sent(app) as sent:  # the same products in another order: every answer is kept already
        _get(client, "/api/compare?asset_class=bonds&sort=name")
    assert not [text for text, _ in sent if "products.search_text" in text], sent


def test_an_answer_is_neither_shown_nor_kept_for_a_key_its_row_no_longer_matches(app, catalogue):
    from collections import namedtuple
    from datetime import datetime

    from app.catalogue import service
    from app.catalogue.models import Product
    from app.extensions import db

    Key = namedtuple("Key", "id updated_at")
    with app.test_request_context():
        current = db.session.get(Product, "ondo-usdy")
        stale = Key("ondo-usdy", datetime(2001, 1, 1))
        assert service.answers([stale, Key("gone-product", current.updated_at)]) == []
        shown = service.answers([Key("ondo-usdy", current.updated_at)])
        assert [answer["id"] for answer in shown] == ["ondo-usdy"]
        assert service.answers([stale]) == []  # nothing was kept under the stale key
