"""Developer guide pages: each guide answers inside the documentation frame; unknown guides are not found."""

import pytest

from app.hub.docs import GUIDE_SLUGS


@pytest.mark.parametrize("slug", GUIDE_SLUGS)
def test_every_guide_answers_with_the_contents(client, slug):
    response = client.get(f"/developers/{slug}")
    assert response.status_code == 200
    assert b'aria-label="Developer documentation"' in response.data


def test_an_unknown_guide_is_not_found(client):
    assert client.get("/developers/no-such-guide").status_code == 404


def test_guides_answer_in_french(client):
    response = client.get("/developers/errors?lang=fr")
    assert response.status_code == 200
    assert b'<html lang="fr">' in response.data


def test_the_quickstart_shows_the_example_script_the_tests_run(client):
    page = client.get("/developers/quickstart").get_data(as_text=True)
    assert "create_test_key.sync" in page and "confirm_reservation.sync" in page
    assert "/api/v1/products?search=treasury" in page


def test_the_methodology_pages_sit_in_the_developer_hub_with_its_contents_and_search(client):
    for path in ("/developers/methodology", "/developers/methodology/watts", "/developers/methodology/green/cqs"):
        page = client.get(path).get_data(as_text=True)
        assert 'aria-label="Developer documentation"' in page and 'action="/developers/search"' in page, path
