"""The green widgets' "Embed this": a green index member's page offers its green score widget and the water page
the water check, each as an iframe and a script snippet with absolute addresses on the hub, written as the embed
builder writes them; every widget is dark unless asked, light or transparent on request, and a bad theme or
background is a 400 answered inside the widget."""

import html
import re

import pytest

WIDGETS = ["/embed/compare?ids=ondo-usdy", "/embed/green-score?id=verra-1477", "/eau/embed"]


def _snippets(page: str, prefix: str) -> tuple[str, str]:
    return tuple(html.unescape(re.search(f'<code id="{prefix}-{form}">(.*?)</code>', page, re.S).group(1))
                 for form in ("iframe", "script"))


@pytest.mark.parametrize("path", WIDGETS)
def test_every_widget_is_dark_on_its_themes_backdrop_when_no_theme_is_asked(client, catalogue, path):
    response = client.get(path)
    assert response.status_code == 200
    assert '<html lang="en" data-theme="dark" data-bg="theme">' in response.get_data(as_text=True)


@pytest.mark.parametrize("path", WIDGETS)
def test_every_widget_is_light_or_transparent_on_request(client, catalogue, path):
    joined = "&" if "?" in path else "?"
    page = client.get(f"{path}{joined}theme=light&bg=transparent").get_data(as_text=True)
    assert 'data-theme="light" data-bg="transparent"' in page


@pytest.mark.parametrize("path", WIDGETS)
@pytest.mark.parametrize(("query", "says"), [("theme=neon", "theme must be one of: dark, light, auto."),
                                             ("bg=pink", "bg must be one of: theme, transparent.")])
def test_a_bad_theme_or_background_is_a_400_inside_the_widget(client, catalogue, path, query, says):
    response = client.get(f"{path}{'&' if '?' in path else '?'}{query}")
    page = response.get_data(as_text=True)
    assert response.status_code == 400 and "frame-ancestors *" in response.headers["Content-Security-Policy"]
    assert 'id="embed-error"' in page and says in page and 'data-theme="dark"' in page


def test_a_members_page_offers_its_green_score_widget_as_the_builder_writes_it(client, catalogue):
    page = client.get("/green/verra-1477").get_data(as_text=True)
    assert "Embed this" in page and 'href="/developers/embeds?widget=green-score&amp;id=verra-1477"' in page
    iframe, script = _snippets(page, "embed")
    assert iframe.startswith('<iframe src="http://hub.test/embed/green-score?id=verra-1477&amp;theme=dark&amp;bg=theme"')
    assert script == ('<div data-svc-green-score data-id="verra-1477" data-theme="dark" data-bg="theme"></div>\n'
                      '<script src="http://hub.test/green-score.js"></script>')
    built = client.get("/developers/embeds?widget=green-score&id=verra-1477").get_data(as_text=True)
    assert _snippets(built, "snippet") == (iframe, script)


def test_the_water_page_offers_the_water_check_as_the_builder_writes_it(client, catalogue):
    page = client.get("/green/water").get_data(as_text=True)
    iframe, script = _snippets(page, "embed")
    assert iframe.startswith('<iframe src="http://hub.test/eau/embed?theme=dark&amp;bg=theme" title="Water check"')
    assert script.endswith('<script src="http://hub.test/eau-check.js"></script>')
    built = client.get("/developers/embeds?widget=water-check").get_data(as_text=True)
    assert _snippets(built, "snippet") == (iframe, script)


def test_a_member_with_red_flags_gets_a_taller_iframe_and_a_water_asset_no_score_widget(client, catalogue):
    heights = {member: re.search(r'height="(\d+)"', _snippets(client.get(f"/green/{member}").get_data(True),
                                                               "embed")[0]).group(1)
               for member in ("verra-1477", "verra-kariba-redd-project")}
    assert int(heights["verra-kariba-redd-project"]) > int(heights["verra-1477"])
    assert 'id="embed"' not in client.get("/green/water-sorek-1-desalination-plant").get_data(as_text=True)


def test_a_members_page_in_french_offers_the_same_absolute_snippets(client, catalogue):
    page = client.get("/green/verra-1477?lang=fr").get_data(as_text=True)
    assert 'id="embed"' in page and "http://hub.test/embed/green-score?id=verra-1477" in html.unescape(page)
