"""Status probes, the change feed, the published OpenAPI document and the settings the guides show."""

from __future__ import annotations

import re
import time
from dataclasses import dataclass
from datetime import datetime

from flask import current_app
from flask_babel import lazy_gettext as _l
from markupsafe import Markup, escape
from sqlalchemy import text

from app.config import PROTOCOL_VERSION, declared
from app.extensions import db
from app.platform.clock import iso, utcnow
from app.platform.data import load
from app.platform.domain import registry
from app.platform.settings import RATE_LIMIT, one_window, spoken, table_rows
from app.platform.urls import absolute, base_url


def _timed(probe) -> dict:
    started = time.perf_counter()
    try:
        probe()
    except Exception as exc:  # any failure of a dependency is a "down", reported not raised
        return {"status": "down", "error": type(exc).__name__}
    return {"status": "ok", "latency_ms": round((time.perf_counter() - started) * 1000, 2)}


def _ping_database() -> None:
    with db.engine.connect() as conn:  # its own connection: the request's session is left alone
        conn.execute(text("SELECT 1"))


def _ping_redis() -> None:
    from app.platform.redis import client

    client().ping()


@dataclass(frozen=True)
class Status:
    """What the probes found (`services`: the database's and Redis's probe, each {status, ...}), when, and what
    this deployment is (its commit, mode and how it runs jobs)."""

    services: dict
    timestamp: datetime
    commit: str
    mode: str
    jobs: str
    protocol_version: str = PROTOCOL_VERSION

    @property
    def database_up(self) -> bool:
        return self.services["database"]["status"] == "ok"

    @property
    def status(self) -> str:
        """ok; degraded when Redis is configured and down; down when the database is."""
        redis_up = self.services["redis"]["status"] in ("ok", "not_configured")
        return "ok" if self.database_up and redis_up else ("degraded" if self.database_up else "down")


def status() -> tuple[Status, int]:
    """Probe the database and Redis; 503 when the database is down."""
    cfg = current_app.config
    services = {"database": {"backend": db.engine.dialect.name, **_timed(_ping_database)},
                "redis": _timed(_ping_redis) if cfg["REDIS_URL"] else {"status": "not_configured"}}
    found = Status(services, utcnow(), cfg["SVC_COMMIT"], cfg["SVC_MODE"],
                   "inline" if cfg["SVC_JOBS_INLINE"] else "rq")
    return found, 200 if found.database_up else 503


def _absolute(href: str) -> str:
    return absolute(href)


@dataclass(frozen=True)
class ChangeFeed:
    """The change feed: its disclaimer and version, when it was read, its page, and its entries (data rows as
    the changelog file holds them, links made absolute), newest first, with the announced ones."""

    disclaimer: str
    version: str
    generated_at: str
    page_url: str
    entries: list[dict]
    upcoming: list[dict]


def changelog() -> ChangeFeed:
    """The change feed, entries newest first, links absolute."""
    data = load("changelog")
    entries = sorted(data["entries"], key=lambda e: (e["date"], e["id"]), reverse=True)
    entries = [{**e, "links": [{**link, "href": _absolute(link["href"])} for link in e["links"]]}
               for e in entries]
    return ChangeFeed(data["disclaimer"], data["version"], iso(utcnow()), _absolute(data["page_path"]), entries,
                      data["upcoming"])


def offline_snippet() -> str:
    """The offline verification example shipped in examples/, shown as is on the developer hub."""
    from pathlib import Path

    return (Path(__file__).resolve().parents[2] / "examples" / "verify_attestation.py").read_text()


def openapi_document() -> dict:
    from app.extensions import api
    from app.platform.openapi import published

    return published(api.spec.to_dict(), base_url())


def _code_spans(text: str) -> Markup:
    """A setting's meaning as the README writes it, with its `code` spans as <code> elements."""
    return Markup(re.sub(r"`([^`]+)`", r"<code>\1</code>", str(escape(text))))  # noqa: S704 (escaped first)


def settings() -> list[dict]:
    """The developer hub's settings table: every setting the platform and the installed domains declare."""
    return [{**row, "doc": _code_spans(row["doc"]), "shown": _code_spans(row["shown"])}
            for row in table_rows(declared(registry().domains))]


PER = {"second": _l("%(count)s a second"), "minute": _l("%(count)s a minute"), "hour": _l("%(count)s an hour"),
       "day": _l("%(count)s a day")}


def _said(limit: str) -> str:
    """A rate limit in the page's language ("100/day": "100 a day", "100 par jour")."""
    window = one_window(limit)
    return str(PER[window[1]]) % {"count": window[0]} if window else spoken(limit)


def setting_defaults() -> dict[str, str]:
    """Each declared setting's default as the hub's sentences say it (a rate limit "100 a day"), by name."""
    return {s.name: _said(s.default) if s.type is RATE_LIMIT else s.default for _, s in declared(registry().domains)}
