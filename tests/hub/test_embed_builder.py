"""The embed builder at /developers/embeds: the chosen widget and options in its preview and both snippets; a bad
choice is the same page answered 400, never a 500."""

import html

import pytest

THREE = ["blackrock-buidl", "ondo-usdy", "franklin-benji-fobxx"]


def _snippets(response) -> tuple[str, str]:
    text = response.get_data(as_text=True)
    iframe = text.split('<code id="snippet-iframe">')[1].split("</code>")[0]
    script = text.split('<code id="snippet-script">')[1].split("</code>")[0]
    return html.unescape(iframe), html.unescape(script)


def test_the_builder_opens_on_the_comparison_with_the_dark_theme(client, catalogue):
    response = client.get("/developers/embeds")
    assert response.status_code == 200
    iframe, script = _snippets(response)
    assert 'src="http://hub.test/embed/compare?theme=dark&amp;bg=theme"' in iframe
    assert 'data-svc-compare data-theme="dark" data-bg="theme"' in script
    assert '<script src="http://hub.test/svc-compare.js"></script>' in script
    assert 'id="preview-frame" src="/embed/compare?theme=dark&amp;bg=theme"' in response.get_data(as_text=True)


def test_the_snippets_carry_the_chosen_products_theme_background_partner_and_language(client, catalogue):
    response = client.get("/developers/embeds", query_string=[("widget", "compare"), *(("ids", i) for i in THREE),
                                                              ("theme", "light"), ("bg", "transparent"),
                                                              ("partner", "Acme & Co"), ("widget_lang", "fr")])
    assert response.status_code == 200
    iframe, script = _snippets(response)
    assert ("/embed/compare?ids=blackrock-buidl%2Condo-usdy%2Cfranklin-benji-fobxx&amp;theme=light&amp;"
            "bg=transparent&amp;partner=Acme+%26+Co&amp;lang=fr") in iframe
    assert (f'data-ids="{",".join(THREE)}" data-theme="light" data-bg="transparent" data-partner="Acme &amp; Co" '
            'data-lang="fr"') in script
    page = response.get_data(as_text=True)
    assert all(f'value="{i}" selected' in page for i in THREE)


def test_the_green_score_and_the_water_check_have_their_own_snippets(client, catalogue):
    green = client.get("/developers/embeds?widget=green-score&id=energy-hornsea-2-offshore-wind-farm&theme=auto")
    iframe, script = _snippets(green)
    assert "/embed/green-score?id=energy-hornsea-2-offshore-wind-farm&amp;theme=auto&amp;bg=theme" in iframe
    assert 'data-svc-green-score data-id="energy-hornsea-2-offshore-wind-farm" data-theme="auto"' in script
    assert "/green-score.js" in script
    water = client.get("/developers/embeds?widget=water-check&partner=acme-water")
    iframe, script = _snippets(water)
    assert "/eau/embed?theme=dark&amp;bg=theme&amp;partner=acme-water" in iframe
    assert 'data-svc-eau data-theme="dark" data-bg="theme" data-partner="acme-water"' in script
    assert "/eau-check.js" in script


def test_the_water_check_script_is_served_to_any_site(client):
    response = client.get("/eau-check.js")
    assert response.status_code == 200 and response.mimetype == "application/javascript"
    assert response.headers["Access-Control-Allow-Origin"] == "*" and '"svc-eau:height"' in response.get_data(True)


@pytest.mark.parametrize(("query", "says"), [
    ("widget=map", "widget must be one of: compare, green-score, water-check."),
    ("theme=neon", "theme must be one of: dark, light, auto."),
    ("bg=pink", "bg must be one of: theme, transparent."),
    ("ids=no-such-product", "Unknown products: no-such-product."),
    ("ids=a&ids=b&ids=c&ids=d&ids=e", "ids: at most 4."),
    ("widget=green-score&id=no-such-member", "Unknown member: no-such-member."),
    ("widget=water-check&partner=bad%20code!", "partner must be letters, digits and dashes, at most 40."),
    ("widget_lang=de", "widget_lang must be one of: en, fr."),
])
def test_a_bad_choice_is_a_400_page_that_says_why(client, catalogue, query, says):
    response = client.get(f"/developers/embeds?{query}")
    page = response.get_data(as_text=True)
    assert response.status_code == 400 and response.mimetype == "text/html"
    assert 'id="builder-error"' in page and html.escape(says) in page
    assert 'id="snippet-iframe"' not in page


def test_the_builder_form_keeps_the_page_language(client, catalogue):
    response = client.get("/developers/embeds?lang=fr&widget=water-check")
    assert response.status_code == 200 and 'name="lang" value="fr"' in response.get_data(as_text=True)
