"""The versioning guide states the deprecation policy the code enforces, and every route it lists outside /api/v1 is
a route the hub answers."""

import re

from flask import render_template

from app.platform.deprecation import MIN_NOTICE


def _guide(app) -> str:
    with app.test_request_context("/developers/versioning"):
        return render_template("hub/docs/versioning.html")


def _pattern(path: str) -> str:
    return re.sub(r"<[^>]+>|\{[^}]+\}", "{}", path)


def test_every_route_listed_outside_v1_is_answered_by_the_hub(app):
    table = _guide(app).split('id="public-paths"')[1].split("</table>")[0]
    listed = re.findall(r"<code>(GET|POST) (/[^<]*)</code>", table)
    assert len(listed) >= 25
    answered = {(method, _pattern(rule.rule)) for rule in app.url_map.iter_rules() for method in rule.methods}
    for method, path in listed:
        assert not path.startswith("/api/v1/")
        assert (method, _pattern(path)) in answered, f"{method} {path}"


def test_every_api_route_outside_v1_is_listed(app):
    table = _guide(app).split('id="public-paths"')[1].split("</table>")[0]
    listed = {(method, _pattern(path)) for method, path in re.findall(r"<code>(GET|POST) (/[^<]*)</code>", table)}
    outside = {(method, _pattern(rule.rule)) for rule in app.url_map.iter_rules() for method in rule.methods
               if method in ("GET", "POST") and rule.rule.startswith("/api/") and not rule.rule.startswith("/api/v1/")}
    assert sorted(f"{m} {p}" for m, p in outside - listed) == []


def test_the_policy_on_the_page_is_the_one_the_code_checks(app):
    page = _guide(app)
    assert MIN_NOTICE.days == 183 and "at least six months (183 days)" in page
    for words in ("Deprecation: @", "RFC 9745", "Sunset:", "RFC 8594", 'rel="deprecation"', "deprecated: true",
                  "Access-Control-Expose-Headers", "change feed"):
        assert words in page
