"""Deprecating a route: `@deprecated(sunset=date(...), replacement="/api/v1/...", changelog="<entry id>")` on a view
(a function, or a MethodView's method, above its flask-smorest decorators).

Every answer of a deprecated route then carries
- `Deprecation: @<unix time>` (RFC 9745): since when, the date of the change-feed entry that announced it (or
  `since=`);
- `Sunset: <HTTP-date>` (RFC 8594): the day after which it may answer 410;
- `Link: <.../changelog#<entry>>; rel="deprecation"`, and `<replacement>; rel="successor-version"` when there is one.
The OpenAPI marks the operation `deprecated: true` with `x-svc-sunset` and `x-svc-replacement`.

A field is deprecated by its metadata: `fields.String(metadata=deprecated_field(sunset=..., changelog=...))` marks
the property `deprecated: true` in its schema, with the same `x-svc-*` keys. Its answers carry no header: RFC 9745's
Deprecation says the resource itself is deprecated, which a route answering a deprecated field is not.

The policy (the versioning guide): a route or field is announced in the change feed first and lives at least
MIN_NOTICE after that announcement. `deprecated_routes(app)` and `deprecated_fields(spec)` list what is deprecated;
`unannounced()` and `too_short()` name the routes and fields the feed does not announce or whose sunset comes too
soon (tested on the hub).
"""

from __future__ import annotations

import calendar
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from email.utils import format_datetime
from functools import wraps

from flask import Flask, after_this_request, g

MIN_NOTICE = timedelta(days=183)  # six months, at least, from the announcement to the sunset
HTTP_METHODS = ("get", "post", "put", "patch", "delete")


@dataclass(frozen=True)
class Deprecation:
    sunset: date
    changelog: str  # the id of the change-feed entry that announces it
    replacement: str | None = None
    since: date | None = None  # None: the announcing entry's date

    def announced_on(self, feed: dict | None = None) -> date | None:
        """The date it was announced: `since`, or its change-feed entry's date (None: no such entry)."""
        if self.since:
            return self.since
        entry = _entry(self.changelog, feed)
        return date.fromisoformat(entry["date"]) if entry else None

    def headers(self) -> dict[str, str]:
        since = self.announced_on() or self.sunset - MIN_NOTICE
        moment = calendar.timegm(since.timetuple())
        sunset = datetime(self.sunset.year, self.sunset.month, self.sunset.day, 23, 59, 59, tzinfo=UTC)
        return {"Deprecation": f"@{moment}", "Sunset": format_datetime(sunset, usegmt=True)}

    def links(self) -> list[str]:
        from app.platform.urls import absolute

        out = [f'<{absolute("/changelog")}#{self.changelog}>; rel="deprecation"; type="text/html"']
        if self.replacement:
            out.append(f'<{absolute(self.replacement)}>; rel="successor-version"')
        return out


def _feed() -> dict:
    from app.platform.data import load

    return load("changelog")


def _entry(entry_id: str, feed: dict | None = None) -> dict | None:
    feed = feed if feed is not None else _feed()
    return next((e for e in [*feed.get("entries", []), *feed.get("upcoming", [])] if e.get("id") == entry_id), None)


def deprecated(*, sunset: date, changelog: str, replacement: str | None = None, since: date | None = None):
    """Mark a view deprecated: its answers carry Deprecation, Sunset and Link; its operation is deprecated."""
    notice = Deprecation(sunset, changelog, replacement, since)

    def decorate(view):
        @wraps(view)
        def wrapper(*args, **kwargs):
            after_this_request(lambda response: _announce(response, notice))
            return view(*args, **kwargs)

        apidoc = dict(getattr(wrapper, "_apidoc", {}))
        apidoc["manual_doc"] = {**apidoc.get("manual_doc", {}), "deprecated": True,
                                "x-svc-sunset": sunset.isoformat(), "x-svc-changelog": changelog,
                                **({"x-svc-replacement": replacement} if replacement else {})}
        wrapper._apidoc = apidoc  # noqa: SLF001 (flask-smorest reads the operation's doc there)
        wrapper.svc_deprecation = notice
        return wrapper

    return decorate


def _announce(response, notice: Deprecation):
    response.headers.update(notice.headers())
    links = ", ".join([*([g.svc_link] if g.get("svc_link") else []), *notice.links()])
    if g.get("svc_link"):  # a paged list's Link is written after this: it carries both
        g.svc_link = links
    else:
        existing = response.headers.get("Link")
        response.headers["Link"] = ", ".join([existing, links]) if existing else links
    return response


def deprecated_routes(app: Flask) -> list[tuple[str, str, Deprecation]]:
    """(rule, METHOD, Deprecation) of every deprecated route of the app."""
    out = []
    for rule in app.url_map.iter_rules():
        view = app.view_functions.get(rule.endpoint)
        handlers = ({m.upper(): getattr(view.view_class, m) for m in HTTP_METHODS if hasattr(view.view_class, m)}
                    if hasattr(view, "view_class") else dict.fromkeys(rule.methods or (), view))
        for method, handler in handlers.items():
            notice = getattr(handler, "svc_deprecation", None)
            if notice is not None and method not in ("HEAD", "OPTIONS"):
                out.append((rule.rule, method, notice))
    return out


def deprecated_field(*, sunset: date, changelog: str, replacement: str | None = None) -> dict:
    """The metadata of a deprecated marshmallow field: its property in the OpenAPI is `deprecated: true`, with its
    sunset, the change-feed entry that announces it and the field that replaces it."""
    return {"deprecated": True, "x-svc-sunset": sunset.isoformat(), "x-svc-changelog": changelog,
            **({"x-svc-replacement": replacement} if replacement else {})}


def deprecated_fields(spec: dict) -> list[tuple[str, Deprecation]]:
    """("Schema.field", Deprecation) of every property of the document's schemas marked deprecated (no sunset:
    date.min, which is too short). Parameters are not read: a query or path parameter is deprecated with its route."""
    out = []
    for name, schema in spec.get("components", {}).get("schemas", {}).items():
        for field, prop in schema.get("properties", {}).items():
            if prop.get("deprecated"):
                sunset = date.fromisoformat(prop["x-svc-sunset"]) if prop.get("x-svc-sunset") else date.min
                notice = Deprecation(sunset, prop.get("x-svc-changelog", ""), prop.get("x-svc-replacement"))
                out.append((f"{name}.{field}", notice))
    return out


def _deprecated(app: Flask, spec: dict | None) -> list[tuple[str, str, Deprecation]]:
    """What is deprecated, each as its label, what its announcement must name (a route's path, a field's
    "Schema.field") and its notice; the fields of `spec`, else of the app's document as served."""
    if spec is None:
        spec = app.test_client().get("/svc-openapi.json").get_json()
    routes = [(f"{method} {rule}", _shown(rule), notice) for rule, method, notice in deprecated_routes(app)]
    return routes + [(label, label, notice) for label, notice in deprecated_fields(spec)]


def unannounced(app: Flask, feed: dict | None = None, spec: dict | None = None) -> list[str]:
    """The deprecated routes ("METHOD rule") and fields ("Schema.field") that no change-feed entry names: the entry
    their notice cites is missing or does not mention the route's path or the field's "Schema.field"."""
    feed = feed if feed is not None else _feed()
    missing = []
    for label, named, notice in _deprecated(app, spec):
        entry = _entry(notice.changelog, feed)
        text = " ".join([entry.get("title", ""), entry.get("summary", ""), *entry.get("details", [])]) if entry else ""
        if named not in text:
            missing.append(label)
    return missing


def too_short(app: Flask, feed: dict | None = None, spec: dict | None = None) -> list[str]:
    """The deprecated routes and fields whose sunset comes less than MIN_NOTICE after their announcement."""
    feed = feed if feed is not None else _feed()
    return [label for label, _named, notice in _deprecated(app, spec)
            if (announced := notice.announced_on(feed)) is None or notice.sunset - announced < MIN_NOTICE]


def _shown(rule: str) -> str:
    """A rule as the change feed writes a path: /api/v1/score/<string:id>/history -> /api/v1/score/{id}/history."""
    import re

    return re.sub(r"<(?:[^:<>]+:)?([^<>]+)>", r"{\1}", rule)
