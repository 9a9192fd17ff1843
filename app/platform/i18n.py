"""Languages of the pages: one locale per request, message catalogues under app/translations.

The locale is chosen once per request: a `lang` query parameter (one of LOCALES) switches and is
remembered in the `svc_lang` cookie, then the cookie, then Accept-Language, then English. Texts kept
in tables (rule actions, blockers, dimension titles, presets) are lazy msgids; `text(message, locale)`
renders one in a given language, in a request, a job, a CLI command or with no app at all, so the
scoring model stays a pure function of its inputs.
"""

from __future__ import annotations

import logging
import os
import tempfile
from functools import cache
from pathlib import Path
from urllib.parse import parse_qsl, urlencode

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from babel.support import NullTranslations, Translations
from flask import Flask, current_app, g, has_app_context, has_request_context, request
from flask_babel import Babel, force_locale, get_locale, get_translations
from markupsafe import Markup

from app.platform.headers import behind_https

TRANSLATIONS = Path(__file__).resolve().parents[1] / "translations"
DEFAULT_LOCALE = "en"
COOKIE = "svc_lang"
COOKIE_MAX_AGE = 365 * 24 * 3600
log = logging.getLogger("svc")


def _allowed() -> tuple[str, ...]:
    return tuple(current_app.config.get("LOCALES") or (DEFAULT_LOCALE,))


def _fallback(allowed: tuple[str, ...]) -> str:
    return DEFAULT_LOCALE if DEFAULT_LOCALE in allowed else allowed[0]


def select_locale() -> str:
    """The request's language: ?lang=, then the cookie, then Accept-Language, then English."""
    allowed = _allowed()
    if not has_request_context():
        return _fallback(allowed)
    for asked in (request.args.get("lang"), request.cookies.get(COOKIE)):
        if asked in allowed:
            return asked
    return request.accept_languages.best_match(allowed) or _fallback(allowed)


def current_locale() -> str:
    """The language this request renders in ("en", "fr")."""
    return str(get_locale() or DEFAULT_LOCALE) if has_app_context() else DEFAULT_LOCALE


def english() -> Markup:
    """` lang="en"` on a page in another language, for an element showing data the hub keeps in English only
    (the OpenAPI document's texts, the change feed, rule tables), so screen readers read it as English."""
    return Markup(' lang="en"') if current_locale() != DEFAULT_LOCALE else Markup("")


def switch_url(locale: str, keep: dict | str | None = None) -> str:
    """This page in another language: the same path, the query the page chose to keep, and ?lang=.

    The request's own query is not echoed: a page passes what it understood (a dict, or a query string it
    built itself), nothing else.
    """
    pairs = parse_qsl(keep) if isinstance(keep, str) else list((keep or {}).items())
    args = [(k, v) for k, v in pairs if v not in (None, "") and k != "lang"] + [("lang", locale)]
    return f"{request.script_root}{request.path}?{urlencode(args)}"


def _remember(response):
    """A valid ?lang= is kept for a year; pages that depend on the language say so to caches."""
    asked = request.args.get("lang")
    if asked in _allowed() and request.cookies.get(COOKIE) != asked:
        response.set_cookie(COOKIE, asked, max_age=COOKIE_MAX_AGE, samesite="Lax", httponly=True,
                            secure=request.is_secure or behind_https())
    if response.mimetype == "text/html":
        response.vary.update(("Cookie", "Accept-Language"))
    return response


@cache
def _standalone(locale: str) -> NullTranslations:
    return Translations.load(str(TRANSLATIONS), [locale])


def text(message, locale: str | None = None) -> str:
    """A (lazy) msgid rendered in `locale`, or in the request's language when locale is None."""
    if locale is None:
        return str(message)
    if has_app_context():
        with force_locale(locale):
            return str(message)
    return _standalone(locale).gettext(str(message))


def translations() -> NullTranslations:
    """The catalogue of the current locale, found once per locale in a request or app context.

    flask-babel finds it again on every call (about fifty microseconds); a page of fifty products calls
    gettext hundreds of times. The memo is keyed by the locale object itself, so force_locale (a PDF in
    the report's language) and a locale refresh are followed."""
    if not has_app_context():
        return get_translations()
    found = g.get("_flask_babel")
    memo = getattr(found, "svc_translations", None)
    if memo is not None and memo[0] is getattr(found, "babel_locale", None):
        return memo[1]
    catalogue = get_translations()  # sets g._flask_babel.babel_locale
    g._flask_babel.svc_translations = (g._flask_babel.babel_locale, catalogue)
    return catalogue


def gettext(message: str) -> str:
    """message in the current locale (the fast path of the pages' _())."""
    return translations().ugettext(message)


def compile_stale(directory: Path = TRANSLATIONS) -> None:
    """Compile a catalogue whose .mo is missing or older than its .po (`make translations` does it first).

    A checkout run without make (pytest, flask run) still gets its translations; the write is atomic,
    so parallel workers starting together cannot read half a file.
    """
    for po in directory.glob("*/LC_MESSAGES/*.po"):
        mo = po.with_suffix(".mo")
        if mo.exists() and mo.stat().st_mtime >= po.stat().st_mtime:
            continue
        try:
            with po.open("rb") as source:
                catalog = read_po(source, locale=po.parts[-3])
            fd, tmp = tempfile.mkstemp(dir=mo.parent, suffix=".mo.tmp")
            with os.fdopen(fd, "wb") as target:
                write_mo(target, catalog)
            os.replace(tmp, mo)
        except OSError as exc:
            log.warning("could not compile %s (%s): run `make translations`", po, exc)
    _standalone.cache_clear()


def init_app(app: Flask) -> None:
    compile_stale()
    app.config.setdefault("BABEL_DEFAULT_LOCALE", DEFAULT_LOCALE)
    Babel(app, locale_selector=select_locale, default_translation_directories=str(TRANSLATIONS))
    app.after_request(_remember)
    app.jinja_env.install_gettext_callables(
        gettext=gettext, ngettext=lambda s, p, n: translations().ungettext(s, p, n),
        pgettext=lambda c, s: translations().upgettext(c, s),
        npgettext=lambda c, s, p, n: translations().unpgettext(c, s, p, n), newstyle=True)
    app.jinja_env.globals.update(current_locale=current_locale, switch_url=switch_url, english=english)
