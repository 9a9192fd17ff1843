"""The green widgets as a partner's page frames them: the green score (iframe and script) and the eau check. Any
site may frame them; a bad id is a 404 and a bad theme, partner or text a 400, each shown inside the widget."""

import pytest

WATER = "A desalination plant in Morocco delivering 300 000 m3/day of drinking water, extremely high water stress"


def _framable_by_anyone(response) -> bool:
    return ("frame-ancestors *" in response.headers["Content-Security-Policy"]
            and "X-Frame-Options" not in response.headers)


def test_the_green_score_widget_shows_the_score_rank_date_and_a_badge_to_the_hub(client, catalogue):
    member = client.get("/api/green/score/verra-1477").json
    response = client.get("/embed/green-score?id=verra-1477&partner=Acme&frame=svc-green-score-ab12")
    html = response.get_data(as_text=True)
    assert response.status_code == 200 and _framable_by_anyone(response)
    assert "Acme · " + member["name"] in html and f"{member['composite']:g}" in html and member["tier"] in html
    assert f"{member['rank']} of {member['of']}" in html and member["as_of"] in html
    assert f"{member['cqs']:g}/100" in html and "Watt score" not in html  # a carbon project has no Watt score
    assert 'href="http://hub.test/green/verra-1477"' in html and 'id="score-badge"' in html
    assert 'href="http://hub.test/api/green/dpp/verra-1477"' in html
    assert "not a rating" in html and 'data-frame="svc-green-score-ab12"' in html
    assert 'data-frame-message="svc-green-score:height"' in html


def test_the_green_score_widget_of_an_energy_asset_shows_its_watt_score(client, catalogue):
    member = client.get("/api/green/score/energy-hornsea-2-offshore-wind-farm").json
    html = client.get("/embed/green-score?id=energy-hornsea-2-offshore-wind-farm").get_data(as_text=True)
    assert f"{member['watt']['rating']:g}/100" in html and "Carbon quality" not in html


@pytest.mark.parametrize(("query", "status", "words"), [
    ("id=no-such-member", 404, "No such green index member"),
    ("id=water-sorek-1-desalination-plant", 404, "/api/green/h2o/water-sorek-1-desalination-plant"),
    ("id=verra-1477&theme=pink", 400, "theme must be one of"),
    ("id=verra-1477&bg=paper", 400, "bg must be one of"),
    ("", 400, "Give the id of a green index member"),
])
def test_a_bad_green_score_request_is_answered_inside_the_widget(client, catalogue, query, status, words):
    response = client.get(f"/embed/green-score?{query}")
    html = response.get_data(as_text=True)
    assert response.status_code == status and _framable_by_anyone(response)
    assert 'id="embed-error"' in html and words in html and 'class="embed' in html


def test_the_widget_takes_the_partners_theme_and_background(client, catalogue):
    light = client.get("/embed/green-score?id=verra-1477&theme=light&bg=transparent").get_data(as_text=True)
    assert 'data-theme="light"' in light and 'data-bg="transparent"' in light
    auto = client.get("/embed/green-score?id=verra-1477&theme=auto").get_data(as_text=True)
    assert "data-theme=" not in auto and 'data-bg="theme"' in auto


def test_the_script_is_served_to_any_site(client):
    response = client.get("/green-score.js")
    body = response.get_data(as_text=True)
    assert response.status_code == 200 and response.mimetype == "application/javascript"
    assert response.headers["Access-Control-Allow-Origin"] == "*"
    assert "data-svc-green-score" in body and '"path": "/embed/green-score"' in body
    assert "svc-green-score:height" in body and '"key_attr": "data-id"' in body


def test_the_eau_widget_shows_a_form_with_a_labelled_text_box_and_the_partner(client):
    response = client.get("/eau/embed?partner=acme-water")
    html = response.get_data(as_text=True)
    assert response.status_code == 200 and _framable_by_anyone(response)
    assert '<label for="eau-text">' in html and 'minlength="10"' in html and ">acme-water<" in html
    assert 'method="post" action="/eau/embed?theme=dark&amp;bg=theme&amp;partner=acme-water"' in html


def test_the_eau_widget_posts_a_description_and_shows_its_h2o_result(client, catalogue):
    api = client.post("/api/eau/check", json={"text": WATER}).json["h2o_score"]
    response = client.post("/eau/embed?partner=acme-water&theme=light", data={"text": WATER})
    html = response.get_data(as_text=True)
    assert response.status_code == 200 and _framable_by_anyone(response)
    assert f'id="eau-rating">{api["rating"]:g}<' in html and f'id="eau-tier">{api["tier"]}<' in html
    assert 'id="eau-class">desalination<' in html and "required" in html.split('id="eau-passport"', 1)[1][:200]
    assert f'href="{api["passport_unlock_url"]}"' in html and api["preview_id"] in html
    assert 'data-field="country"' in html and "“Morocco”" in html and "“300 000 m3/day”" in html
    assert ">acme-water<" in html and 'data-theme="light"' in html


@pytest.mark.parametrize(("text", "words"), [
    ("too short", "at least 10 characters"),
    ("A lovely watercolour of a cat asleep in the garden", "names no kind of asset"),
    ("", "at least 10 characters"),
])
def test_a_short_or_unreadable_description_is_a_400_inside_the_widget(client, catalogue, text, words):
    response = client.post("/eau/embed?partner=acme-water", data={"text": text})
    html = response.get_data(as_text=True)
    assert response.status_code == 400 and _framable_by_anyone(response)
    assert 'id="embed-error"' in html and words in html and 'id="eau-result"' not in html
    assert f">{text}</textarea>" in html  # the text stays, to be corrected


@pytest.mark.parametrize("partner", ["acme water", "x" * 41, "<script>", "acme_water"])
def test_a_bad_partner_code_is_a_400_inside_the_widget(client, partner):
    response = client.get("/eau/embed", query_string={"partner": partner})
    html = response.get_data(as_text=True)
    assert response.status_code == 400 and "letters, digits and dashes" in html and "<script>" not in html


def test_the_widgets_share_the_embed_limit(make_app, _migrated):
    client = make_app(SVC_EMBED_LIMIT="2/minute").test_client()
    assert client.get("/eau/embed").status_code == 200
    assert client.post("/eau/embed", data={"text": WATER}).status_code == 200
    assert client.post("/eau/embed", data={"text": WATER}).status_code == 429
