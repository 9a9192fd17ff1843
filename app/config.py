"""The platform's settings, read from the environment with safe defaults for the embedded mode.

Each domain declares its own settings in its `Domain(settings=...)`; this file declares only the platform's and
builds the Flask config from them and from every installed domain's. Every limit of the interface contract is a
setting whose default is the contract's value. The README's settings table and the developer hub's are written from
the declarations (`declared`).
"""

from __future__ import annotations

import os
from pathlib import Path

from app.platform.settings import (
    BASE_URL,
    FLAG,
    INTEGER,
    NAMES,
    RATE_LIMIT,
    SECONDS,
    Setting,
    choice,
    read_all,
)

PROTOCOL_VERSION = "1.0"

_GENERATED = "generated into `instance/` in the embedded mode"

SETTINGS: tuple[Setting, ...] = (
    Setting("DATABASE_URL", "sqlite:///instance/svc.db", "SQLAlchemy URL; PostgreSQL in production"),
    Setting("REDIS_URL", "", "Redis: RQ queue and rate-limit storage; empty means the embedded mode"),
    Setting("BASE_URL", "", "Public base URL used in links the hub returns; unset, a request's links use the host it "
            "came on and jobs use `http://127.0.0.1:5000`", BASE_URL),
    Setting("API_BASE_URL", "", "Optional API host: `{API_BASE_URL}/v1/*` answers like `{BASE_URL}/api/v1/*`, its "
            "root redirects to the developer hub", BASE_URL),
    Setting("SECRET_KEY", "", "Flask secret", shown="generated into `instance/`"),
    Setting("SVC_BURST_LIMIT", "30/minute", "Burst limit: one per-IP window across the whole API, both hosts "
            "(sliding window)", RATE_LIMIT),
    Setting("SVC_QUOTA_FREE", "1000", "Monthly requests of a free key (UTC month)", INTEGER),
    Setting("SVC_QUOTA_DEMO", "1000", "Monthly requests shared by all users of the demo key", INTEGER),
    Setting("SVC_QUOTA_PREMIUM", "100000", "Monthly requests of a premium key", INTEGER),
    Setting("SVC_QUOTA_ENTERPRISE", "1000000", "Monthly requests of an enterprise key", INTEGER),
    Setting("SVC_MAX_CONTENT_LENGTH", "1048576", "Largest request body in bytes (413 beyond)", INTEGER),
    Setting("SVC_MAX_URL_LENGTH", "4096", "Longest path plus query string in bytes (414 `uri_too_long` beyond)",
            INTEGER),
    Setting("SVC_TRUSTED_PROXIES", "0", "Reverse proxies whose `X-Forwarded-For` is trusted (ProxyFix)", INTEGER),
    Setting("ATTEST_SIGNING_KEY", "", "HMAC key of every signed document; no `signature` without it"),
    Setting("WEBHOOK_SECRET", "", "Server key every webhook's signing secret is derived from (set it in production: "
            "without it no webhook can be registered)", shown=_GENERATED),
    Setting("SVC_ED25519_PRIVATE_KEY", "", "Ed25519 key (PEM or base64 seed)", shown=_GENERATED),
    Setting("SVC_ED25519_VALID_FROM", "", "Date from which the configured Ed25519 key signs"),
    Setting("SVC_ED25519_PREVIOUS_KEYS", "", "JSON list of retired public keys (`kid`, `x`, `valid_from`, "
            "`valid_until`) still published"),
    Setting("SVC_FETCH_ALLOW_LOOPBACK", "0", "Let outbound fetches reach loopback (tests and development only; "
            "logged loudly)", FLAG),
    Setting("SVC_FETCH_TIMEOUT", "10", "Outbound fetch time limit (connect and whole response)", SECONDS),
    Setting("SVC_FETCH_MAX_BYTES", "5242880", "Largest outbound response body, in bytes", INTEGER),
    Setting("SVC_FETCH_CA_FILE", "", "Extra CA bundle for outbound fetches (besides the system store and "
            "`SSL_CERT_FILE`)"),
    Setting("SVC_COMMIT", "", "Commit reported by `/api/v1/status`", shown="read from git"),
    Setting("SVC_RQ_QUEUE", "svc", "RQ queue name"),
    Setting("SVC_JOBS_INLINE", "auto", "`1` forces inline jobs, `0` forces RQ; `auto` runs them inline without "
            "`REDIS_URL`", choice("auto", "1", "0")),
    Setting("SVC_STALE_DAYS", "180", "A figure older than this many days is flagged stale (`stale_cache` in "
            "shortlist snapshots)", INTEGER),
    Setting("SMTP_HOST", "", "SMTP server for alert mails; empty keeps them in the outbox"),
    Setting("SMTP_PORT", "587", "SMTP port", INTEGER),
    Setting("SMTP_USER", "", "SMTP login"),
    Setting("SMTP_PASSWORD", "", "SMTP password"),
    Setting("SMTP_STARTTLS", "1", "STARTTLS with the SMTP server", FLAG),
    Setting("SMTP_FROM", "alerts@localhost", "Sender of alert mails"),
    Setting("SVC_TRUSTED_HOSTS", "", "Host names the hub answers to besides those of `BASE_URL` and `API_BASE_URL` "
            "(`*` for any); other `Host` headers get 400"),
    Setting("SVC_DB_TIMEOUT", "5", "Seconds to connect to the database, or to wait for SQLite's write lock", SECONDS),
    Setting("SVC_DB_STATEMENT_TIMEOUT", "15", "Longest PostgreSQL statement, in seconds", SECONDS),
    Setting("SVC_DB_PRE_PING", "1", "Check a pooled PostgreSQL connection as it is taken: one the server ended (a "
            "restart) holds the end of its stream on its socket and is replaced, never a 503; no round trip (`0` "
            "only to measure it in benchmarks)", FLAG),
    Setting("SVC_DB_READ_AUTOCOMMIT", "1", "GET and HEAD requests read PostgreSQL without a transaction (no BEGIN "
            "and ROLLBACK round trips; each statement sees what was committed before it, as under READ COMMITTED) "
            "and may not write through their session (`0` only to measure it in benchmarks)", FLAG),
    Setting("SVC_DB_WRITE_AUTOCOMMIT", "1", "A POST whose whole write is one statement (a new score and its "
            "session, a unit and its event) sends it to PostgreSQL as its own transaction (no BEGIN and COMMIT round "
            "trips); the request may write nothing else; one with an Idempotency-Key writes in its transaction "
            "(`0` only to measure it in benchmarks)", FLAG),
    Setting("SVC_WARM_UP", "1", "Each gunicorn worker, as it starts, renders one PDF and builds the assistant's index "
            "before it serves, so no first visitor waits for them (`0` starts serving at once: tests that start "
            "many short-lived servers)", FLAG),
    Setting("SVC_REDIS_TIMEOUT", "0.5", "Seconds to connect to Redis and for each Redis call", SECONDS),
    Setting("SVC_REDIS_PREFIX", "svc-limits", "Prefix of the hub's keys in Redis (rate-limit windows, quota "
            "counters)"),
    Setting("SVC_REDIS_RETRY", "5", "After a Redis failure, seconds on the local fallback before trying Redis again",
            SECONDS),
    Setting("SVC_KEY_CACHE_TTL", "60", "Seconds a process keeps a key in memory (revocations and tier changes apply "
            "within 1 s)", SECONDS),
    Setting("SVC_SCHEDULER", "auto", "Embedded scheduler thread: `auto` (on when jobs run inline), `1` or `0`",
            choice("auto", "1", "0")),
    Setting("SVC_SEED_SAMPLES", "auto", "Sample data `flask seed` loads, marked sample wherever it shows: `auto` (in "
            "the embedded mode only, never with `DATABASE_URL`), `1` (also in production: or `flask seed --samples`) "
            "or `0`", choice("auto", "1", "0")),
    Setting("SVC_PAGE_LIMIT", "120/minute", "Per-IP limit shared by the hub's pages", RATE_LIMIT),
    Setting("SVC_EMBED_LIMIT", "300/minute", "Per-IP limit on the partner embeds", RATE_LIMIT),
    Setting("SVC_PDF_LIMIT", "10/minute", "Per-IP limit on each route that renders a PDF (reports, attestations, "
            "dossiers), each in a window of its own", RATE_LIMIT),
    Setting("SVC_RATELIMIT_ENABLED", "1", "`0` turns every per-IP limit off (benchmarks); quotas still count", FLAG),
    Setting("SVC_ANSWER_CACHE", "256", "Answers each process keeps per catalogue version and request in the answer "
            "cache (the screener's and the reads that borrow it), oldest out first; `0` keeps none", INTEGER),
    Setting("LOCALES", "en,fr", "Languages of the pages (`?lang=`, the `svc_lang` cookie, then Accept-Language); "
            "each needs a catalogue in `app/translations`", NAMES),
)


def declared(domains) -> list[tuple[str, Setting]]:
    """Every declared setting with who declares it: the platform's, then each domain's in the installed order."""
    return [("platform", s) for s in SETTINGS] + [(d.name, s) for d in domains for s in d.settings]


def _database_url(raw: str, instance_path: Path) -> str:
    if raw.startswith("sqlite:///") and not raw.startswith("sqlite:////"):
        relative = raw.removeprefix("sqlite:///")
        if relative.startswith("instance/"):
            return f"sqlite:///{instance_path / relative.removeprefix('instance/')}"
        return f"sqlite:///{Path(relative).resolve()}"
    for prefix in ("postgres://", "postgresql://"):
        if raw.startswith(prefix):
            return "postgresql+psycopg://" + raw.removeprefix(prefix)
    return raw


def _engine_options(url: str, timeout: float = 5, statement_timeout: float = 15) -> dict:
    """Every database call has a limit: connect, lock wait, statement. A pooled PostgreSQL connection is checked
    when it is taken from the pool (app/platform/db.py, SVC_DB_PRE_PING), so one left dead by a database restart is
    replaced before a request uses it, never reaching a client as a 503 once the database is back."""
    if url.startswith("sqlite"):
        return {"connect_args": {"timeout": timeout, "check_same_thread": False}}
    return {"pool_size": 10, "max_overflow": 10, "pool_recycle": 1800, "pool_timeout": timeout,
            "connect_args": {"connect_timeout": max(1, int(timeout)),
                             "options": f"-c statement_timeout={int(statement_timeout * 1000)}"}}


def _hosts(*urls: str) -> list[str]:
    from urllib.parse import urlsplit

    return [h for h in (urlsplit(u).hostname for u in urls if u) if h]


def trusted_hosts(base_url: str, api_base_url: str, extra: str) -> list[str] | None:
    """Hosts the hub answers to: BASE_URL's (loopback when it is unset) and API_BASE_URL's, SVC_TRUSTED_HOSTS;
    loopback names go together (a hub on 127.0.0.1 also answers on localhost). None when the list is '*'."""
    from app.platform.urls import DEFAULT_BASE_URL

    if extra.strip() == "*":
        return None
    hosts = _hosts(base_url or DEFAULT_BASE_URL, api_base_url) + [h.strip() for h in extra.split(",") if h.strip()]
    if {"127.0.0.1", "localhost", "::1"} & set(hosts):
        hosts += ["127.0.0.1", "localhost", "::1"]
    return sorted(set(hosts))


def _rate_limiting(values: dict, redis_url: str) -> dict:
    """flask-limiter's settings from the platform's: moving windows, failing to memory when Redis fails."""
    redis_timeout = values["SVC_REDIS_TIMEOUT"]
    return {
        "RATELIMIT_ENABLED": values["SVC_RATELIMIT_ENABLED"],
        "RATELIMIT_STORAGE_URI": redis_url or "memory://",
        "RATELIMIT_STORAGE_OPTIONS": {"socket_timeout": redis_timeout, "socket_connect_timeout": redis_timeout},
        "RATELIMIT_STRATEGY": "moving-window",
        "RATELIMIT_HEADERS_ENABLED": False,
        "RATELIMIT_SWALLOW_ERRORS": True,
        "RATELIMIT_IN_MEMORY_FALLBACK_ENABLED": True,
        "RATELIMIT_KEY_PREFIX": values["SVC_REDIS_PREFIX"],
    }


def _derived(values: dict, instance_path: Path) -> dict:
    """The Flask and extension settings the platform's settings decide (database, mode, jobs, rate limiting)."""
    db_url = _database_url(values["DATABASE_URL"], instance_path)
    redis_url = values["REDIS_URL"].strip()
    inline = values["SVC_JOBS_INLINE"]
    jobs_inline = inline == "1" or (not redis_url and inline == "auto")
    scheduler = values["SVC_SCHEDULER"]
    return {
        "SQLALCHEMY_DATABASE_URI": db_url,
        "SQLALCHEMY_ENGINE_OPTIONS": _engine_options(db_url, values["SVC_DB_TIMEOUT"],
                                                     values["SVC_DB_STATEMENT_TIMEOUT"]),
        "REDIS_URL": redis_url,
        "SVC_MODE": "production" if redis_url or not db_url.startswith("sqlite") else "embedded",
        "SVC_QUOTAS": {tier: values[f"SVC_QUOTA_{tier.upper()}"] for tier in ("free", "demo", "premium", "enterprise")},
        "MAX_CONTENT_LENGTH": values["SVC_MAX_CONTENT_LENGTH"],
        "SVC_JOBS_INLINE": jobs_inline,
        "SVC_SCHEDULER": jobs_inline if scheduler == "auto" else scheduler == "1",
        "SVC_TRUSTED_HOSTS_RAW": values["SVC_TRUSTED_HOSTS"],
        **_rate_limiting(values, redis_url),
        "SQLALCHEMY_TRACK_MODIFICATIONS": False,
        "API_TITLE": "Real-Asset Tokenization Intelligence API",
        "API_VERSION": PROTOCOL_VERSION,
        "OPENAPI_VERSION": "3.0.3",
        "JSON_SORT_KEYS": False,
    }


def load_config(instance_path: Path, domains=(), environ=None) -> dict:
    """The Flask config: every declared setting (the platform's and the domains') read from the environment, and
    what the platform's decide. A value that does not read stops here with a SettingError naming it."""
    values = read_all(declared(domains), os.environ if environ is None else environ)
    return {**values, **_derived(values, instance_path)}
