"""Settings read from the environment, with safe defaults for the embedded mode.

Every limit of the interface contract is a setting whose default is the contract's value.
The README lists them all; `settings_table()` feeds the developer hub.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

PROTOCOL_VERSION = "1.0"


@dataclass(frozen=True)
class Setting:
    name: str
    default: str
    doc: str


SETTINGS: tuple[Setting, ...] = (
    Setting("DATABASE_URL", "sqlite:///instance/svc.db", "SQLAlchemy URL; PostgreSQL in production."),
    Setting("REDIS_URL", "", "Redis URL: RQ queue and rate-limit storage. Empty means the embedded mode."),
    Setting("BASE_URL", "http://127.0.0.1:5000", "Public base URL of the hub, used in links it returns."),
    Setting("API_BASE_URL", "", "Optional API host (for example https://api.example.org): /v1/* answers there."),
    Setting("SECRET_KEY", "", "Flask secret; generated into instance/ in the embedded mode when empty."),
    Setting("SVC_BURST_LIMIT", "30/minute", "One per-IP window across the whole API (sliding window)."),
    Setting("SVC_KEY_CREATE_LIMIT", "5/hour", "Per-IP limit on POST /api/v1/keys."),
    Setting("SVC_RATELIMIT_ENABLED", "1", "Per-IP rate limits on (1) or off (0); monthly key quotas apply either way."),
    Setting("SVC_QUOTA_FREE", "1000", "Monthly requests of a free key (UTC month)."),
    Setting("SVC_QUOTA_DEMO", "1000", "Monthly requests shared by every user of the demo key."),
    Setting("SVC_QUOTA_PREMIUM", "100000", "Monthly requests of a premium key."),
    Setting("SVC_QUOTA_ENTERPRISE", "1000000", "Monthly requests of an enterprise key."),
    Setting("SVC_MAX_CONTENT_LENGTH", "1048576", "Largest accepted request body in bytes (413 beyond)."),
    Setting("SVC_MAX_URL_LENGTH", "4096", "Longest accepted path plus query string in bytes (414 beyond)."),
    Setting("SVC_TRUSTED_PROXIES", "0", "Number of reverse proxies whose X-Forwarded-For is trusted."),
    Setting("ATTEST_SIGNING_KEY", "", "HMAC key for attestations, units and reports; no signature without it."),
    Setting("WEBHOOK_SECRET", "", "Server key every webhook signing secret is derived from; generated into "
            "instance/ in the embedded mode, required in production to register webhooks."),
    Setting("SVC_ED25519_PRIVATE_KEY", "", "Ed25519 private key (PEM or base64 seed); generated in embedded mode."),
    Setting("SVC_ED25519_VALID_FROM", "", "ISO 8601 date from which the configured Ed25519 key signs."),
    Setting("SVC_ED25519_PREVIOUS_KEYS", "", "JSON list of retired public keys still published for verification."),
    Setting("SVC_FETCH_ALLOW_LOOPBACK", "0", "Let outbound fetches reach loopback (tests and development only)."),
    Setting("SVC_FETCH_TIMEOUT", "10", "Outbound fetch time limit in seconds (connect and whole response)."),
    Setting("SVC_FETCH_MAX_BYTES", "5242880", "Largest outbound response body in bytes."),
    Setting("SVC_FETCH_CA_FILE", "", "Extra CA bundle trusted by outbound fetches (besides the system store)."),
    Setting("SVC_COMMIT", "", "Deployed commit reported by /api/v1/status; read from git when empty."),
    Setting("SVC_RQ_QUEUE", "svc", "Name of the RQ queue in production mode."),
    Setting("SVC_JOBS_INLINE", "", "Force inline jobs even when REDIS_URL is set (1) or never (0)."),
    Setting("CATALOGUE_SOURCE", "url", "Live source of the catalogue: url (the JSON at CATALOGUE_SOURCE_URL, none "
            "set serves the dated snapshot) or defillama (DefiLlama's public API, mapped by "
            "app/data/defillama_map.json)."),
    Setting("CATALOGUE_SOURCE_URL", "", "HTTPS JSON of live catalogue rows; empty serves the dated snapshot."),
    Setting("REGULATORY_SOURCE_URL", "", "HTTPS JSON of regulatory references (the shipped file's shape), imported "
            "hourly and by `flask regulatory refresh`; empty serves the shipped references."),
    Setting("DEFILLAMA_API_URL", "https://api.llama.fi", "Base URL of DefiLlama's TVL API (its /protocols answer)."),
    Setting("DEFILLAMA_YIELDS_URL", "https://yields.llama.fi", "Base URL of DefiLlama's yields API (its /pools "
            "answer)."),
    Setting("DEFILLAMA_MAX_BYTES", "67108864", "Largest DefiLlama answer read, in bytes (its lists of every "
            "protocol and pool are larger than SVC_FETCH_MAX_BYTES)."),
    Setting("DEFILLAMA_TIMEOUT", "60", "Seconds allowed for each DefiLlama answer (connect and whole response)."),
    Setting("SVC_COPILOT_ANON_LIMIT", "60/hour", "Per-IP limit on the assistant's questions without a key (the API "
            "and the assistant page each); a key counts on its monthly quota instead."),
    Setting("SVC_COPILOT_TURNS", "10", "Turns of a conversation the assistant keeps (of each question only its search "
            "words, never its text); older turns are deleted."),
    Setting("SVC_COPILOT_TTL", "86400", "Seconds a conversation with the assistant lives after its last turn."),
    Setting("COPILOT_LLM_URL", "", "Base URL of an OpenAI-compatible API (its /chat/completions) that rephrases the "
            "assistant's quoted answer without adding facts; empty answers with the quotes alone."),
    Setting("COPILOT_LLM_MODEL", "", "Model name sent to COPILOT_LLM_URL (left out when empty)."),
    Setting("COPILOT_LLM_KEY", "", "Bearer key sent to COPILOT_LLM_URL, if it needs one."),
    Setting("COPILOT_LLM_TIMEOUT", "10", "Seconds allowed for the rephrasing; past them the quoted answer is given."),
    Setting("SMTP_HOST", "", "SMTP server for alert mails; empty keeps them in the outbox."),
    Setting("SMTP_PORT", "587", "SMTP port."),
    Setting("SMTP_USER", "", "SMTP login, if the server needs one."),
    Setting("SMTP_PASSWORD", "", "SMTP password."),
    Setting("SMTP_STARTTLS", "1", "Use STARTTLS with the SMTP server (1) or not (0)."),
    Setting("SMTP_FROM", "alerts@localhost", "Sender address of alert mails."),
    Setting("SVC_WEBHOOK_RETRY_AFTER", "60,300,900,3600", "Seconds a failed webhook delivery waits before attempts "
            "2, 3, 4 and 5 (the fifth failure is dead_letter)."),
    Setting("SVC_WEBHOOK_LEASE", "120", "Seconds a worker holds a webhook delivery while it sends; past it, the "
            "delivery is due again (the worker died)."),
    Setting("SVC_STALE_DAYS", "180", "A figure older than this many days is flagged stale_cache in shortlists."),
    Setting("SVC_TRUSTED_HOSTS", "", "Comma-separated host names the hub answers to (besides BASE_URL's and "
            "API_BASE_URL's hosts); other Host headers get 400."),
    Setting("SVC_DB_TIMEOUT", "5", "Seconds to connect to the database, or to wait for SQLite's write lock."),
    Setting("SVC_DB_STATEMENT_TIMEOUT", "15", "Longest PostgreSQL statement in seconds before it is cancelled."),
    Setting("SVC_REDIS_TIMEOUT", "0.5", "Seconds to connect to Redis and for each Redis call."),
    Setting("SVC_REDIS_PREFIX", "svc-limits", "Prefix of the hub's keys in Redis (rate windows, quota counters)."),
    Setting("SVC_REDIS_RETRY", "5", "After a Redis failure, seconds spent on the local fallback before retrying."),
    Setting("SVC_KEY_CACHE_TTL", "60", "Seconds a process keeps a key in memory; revocations apply within 1 s."),
    Setting("SVC_SCHEDULER", "auto", "Embedded scheduler thread: auto (on when jobs run inline), 1 or 0."),
    Setting("SVC_PAGE_LIMIT", "120/minute", "Per-IP limit shared by the hub's pages."),
    Setting("SVC_SCORER_LIMIT", "30/minute", "Per-IP limit on the scorer page's requests (POST /score/try)."),
    Setting("SVC_EMBED_LIMIT", "300/minute", "Per-IP limit on the partner embeds."),
    Setting("SVC_WAITLIST_LIMIT", "10/hour", "Per-IP limit on compare alert registrations."),
    Setting("SVC_GREEN_ANON_LIMIT", "100/day", "Per-IP limit on the public green reads without a key (a key "
            "counts on its monthly quota instead)."),
    Setting("SVC_PDF_LIMIT", "10/minute", "Per-IP limit on each PDF route (compare report, attestation PDF, "
            "dossier), each in a window of its own."),
    Setting("SVC_SHIELD_FREE_ANCHORS", "100", "Proof-tap anchors per free or demo key and UTC month (premium: no "
            "limit)."),
    Setting("SVC_SHIELD_DEMO_LIMIT", "10/hour", "Per-IP limit on the keyless proof-tap demo (POST "
            "/api/v1/shield/demo)."),
    Setting("SVC_SHIELD_INGEST_MAX", "10485760", "Largest raw body POST /api/v1/shield/ingest hashes, in bytes."),
    Setting("SVC_WATTS_DEMO_LIMIT", "30/hour", "Per-IP limit on the keyless Watts Reserve demos (POST "
            "/api/v1/watts/demo/reserve and /demo/offers/match), one window for both."),
    Setting("SVC_CHARGEFLOW_DEMO_LIMIT", "20/hour", "Per-IP limit on the keyless ChargeFlow demo mints (POST "
            "/api/v1/chargeflow/demo, /w/demo, /f/demo), one window for the three."),
    Setting("SVC_ANSWER_CACHE", "256", "Screener answers (page, /api/compare, /api/v1/products) each process keeps "
            "per catalogue version, oldest out first; 0 keeps none."),
    Setting("LOCALES", "en,fr", "Languages of the pages, comma-separated; each needs a catalogue in app/translations."),
)


def _env(name: str) -> str:
    default = next(s.default for s in SETTINGS if s.name == name)
    return os.environ.get(name, default)


def retry_schedule(raw: str) -> tuple[int, ...]:
    """The four waits before webhook attempts 2 to 5, in seconds."""
    waits = tuple(int(part) for part in raw.split(",") if part.strip())
    if len(waits) != 4 or min(waits) < 0:
        raise ValueError("SVC_WEBHOOK_RETRY_AFTER needs four comma-separated numbers of seconds")
    return waits


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
    """Every database call has a limit: connect, lock wait, statement; no pre-ping (recycle instead)."""
    if url.startswith("sqlite"):
        return {"connect_args": {"timeout": timeout, "check_same_thread": False}}
    return {"pool_size": 10, "max_overflow": 10, "pool_recycle": 1800, "pool_timeout": timeout,
            "connect_args": {"connect_timeout": max(1, int(timeout)),
                             "options": f"-c statement_timeout={int(statement_timeout * 1000)}"}}


def _hosts(*urls: str) -> list[str]:
    from urllib.parse import urlsplit

    return [h for h in (urlsplit(u).hostname for u in urls if u) if h]


def trusted_hosts(base_url: str, api_base_url: str, extra: str) -> list[str] | None:
    """Hosts the hub answers to: BASE_URL's and API_BASE_URL's, SVC_TRUSTED_HOSTS; loopback names go
    together (a hub on 127.0.0.1 also answers on localhost). None when the list is '*'."""
    if extra.strip() == "*":
        return None
    hosts = _hosts(base_url, api_base_url) + [h.strip() for h in extra.split(",") if h.strip()]
    if {"127.0.0.1", "localhost", "::1"} & set(hosts):
        hosts += ["127.0.0.1", "localhost", "::1"]
    return sorted(set(hosts))


def _outbound() -> dict:
    """Settings of what leaves the hub: the fetch door and mail."""
    return {
        "SVC_FETCH_ALLOW_LOOPBACK": _env("SVC_FETCH_ALLOW_LOOPBACK") == "1",
        "SVC_FETCH_TIMEOUT": float(_env("SVC_FETCH_TIMEOUT")),
        "SVC_FETCH_MAX_BYTES": int(_env("SVC_FETCH_MAX_BYTES")),
        "SVC_FETCH_CA_FILE": _env("SVC_FETCH_CA_FILE"),
        "SMTP_HOST": _env("SMTP_HOST"), "SMTP_PORT": int(_env("SMTP_PORT")), "SMTP_USER": _env("SMTP_USER"),
        "SMTP_PASSWORD": _env("SMTP_PASSWORD"), "SMTP_STARTTLS": _env("SMTP_STARTTLS") == "1",
        "SMTP_FROM": _env("SMTP_FROM"),
    }


def _live_sources() -> dict:
    """Settings of the data the hub reads from elsewhere: the catalogue's live figures, the regulatory feed."""
    return {
        "CATALOGUE_SOURCE": _env("CATALOGUE_SOURCE").strip().lower() or "url",
        "CATALOGUE_SOURCE_URL": _env("CATALOGUE_SOURCE_URL"),
        "REGULATORY_SOURCE_URL": _env("REGULATORY_SOURCE_URL"),
        "DEFILLAMA_API_URL": _env("DEFILLAMA_API_URL").rstrip("/"),
        "DEFILLAMA_YIELDS_URL": _env("DEFILLAMA_YIELDS_URL").rstrip("/"),
        "DEFILLAMA_MAX_BYTES": int(_env("DEFILLAMA_MAX_BYTES")),
        "DEFILLAMA_TIMEOUT": float(_env("DEFILLAMA_TIMEOUT")),
    }


def _limits(redis_url: str, jobs_inline: bool) -> dict:
    """Rate limits, Redis and key cache settings; flask-limiter fails to memory when Redis fails."""
    redis_timeout = float(_env("SVC_REDIS_TIMEOUT"))
    scheduler = _env("SVC_SCHEDULER").strip().lower()
    return {
        "SVC_TRUSTED_HOSTS_RAW": _env("SVC_TRUSTED_HOSTS"),
        "SVC_REDIS_TIMEOUT": redis_timeout, "SVC_REDIS_RETRY": float(_env("SVC_REDIS_RETRY")),
        "SVC_KEY_CACHE_TTL": float(_env("SVC_KEY_CACHE_TTL")),
        "SVC_SCHEDULER": jobs_inline if scheduler == "auto" else scheduler == "1",
        "SVC_PAGE_LIMIT": _env("SVC_PAGE_LIMIT"), "SVC_SCORER_LIMIT": _env("SVC_SCORER_LIMIT"),
        "SVC_EMBED_LIMIT": _env("SVC_EMBED_LIMIT"), "SVC_PDF_LIMIT": _env("SVC_PDF_LIMIT"),
        "SVC_GREEN_ANON_LIMIT": _env("SVC_GREEN_ANON_LIMIT"),
        "SVC_SHIELD_DEMO_LIMIT": _env("SVC_SHIELD_DEMO_LIMIT"),
        "SVC_SHIELD_FREE_ANCHORS": int(_env("SVC_SHIELD_FREE_ANCHORS")),
        "SVC_SHIELD_INGEST_MAX": int(_env("SVC_SHIELD_INGEST_MAX")),
        "SVC_CHARGEFLOW_DEMO_LIMIT": _env("SVC_CHARGEFLOW_DEMO_LIMIT"),
        "SVC_WATTS_DEMO_LIMIT": _env("SVC_WATTS_DEMO_LIMIT"),
        "SVC_WAITLIST_LIMIT": _env("SVC_WAITLIST_LIMIT"),
        "SVC_RATELIMIT_ENABLED": _env("SVC_RATELIMIT_ENABLED") != "0",
        "RATELIMIT_ENABLED": _env("SVC_RATELIMIT_ENABLED") != "0",
        "RATELIMIT_STORAGE_URI": redis_url or "memory://",
        "RATELIMIT_STORAGE_OPTIONS": {"socket_timeout": redis_timeout, "socket_connect_timeout": redis_timeout},
        "RATELIMIT_STRATEGY": "moving-window",
        "RATELIMIT_HEADERS_ENABLED": False,
        "RATELIMIT_SWALLOW_ERRORS": True,
        "RATELIMIT_IN_MEMORY_FALLBACK_ENABLED": True,
        "RATELIMIT_KEY_PREFIX": _env("SVC_REDIS_PREFIX"),
    }


def _copilot() -> dict:
    """Settings of the hub assistant: its anonymous window, conversations, and the optional rephrasing model."""
    return {
        "SVC_COPILOT_ANON_LIMIT": _env("SVC_COPILOT_ANON_LIMIT"), "SVC_COPILOT_TURNS": int(_env("SVC_COPILOT_TURNS")),
        "SVC_COPILOT_TTL": int(_env("SVC_COPILOT_TTL")), "COPILOT_LLM_URL": _env("COPILOT_LLM_URL").rstrip("/"),
        "COPILOT_LLM_MODEL": _env("COPILOT_LLM_MODEL"), "COPILOT_LLM_KEY": _env("COPILOT_LLM_KEY"),
        "COPILOT_LLM_TIMEOUT": float(_env("COPILOT_LLM_TIMEOUT")),
    }


def load_config(instance_path: Path) -> dict:
    """Build the Flask config mapping from the environment."""
    db_url = _database_url(_env("DATABASE_URL"), instance_path)
    db_timeout, statement_timeout = float(_env("SVC_DB_TIMEOUT")), float(_env("SVC_DB_STATEMENT_TIMEOUT"))
    redis_url = _env("REDIS_URL").strip()
    inline_flag = _env("SVC_JOBS_INLINE").strip()
    jobs_inline = (inline_flag == "1") or (not redis_url and inline_flag != "0")
    return {
        "SQLALCHEMY_DATABASE_URI": db_url,
        "SQLALCHEMY_ENGINE_OPTIONS": _engine_options(db_url, db_timeout, statement_timeout),
        "REDIS_URL": redis_url,
        "SVC_MODE": "production" if redis_url or not db_url.startswith("sqlite") else "embedded",
        "BASE_URL": _env("BASE_URL").rstrip("/"),
        "API_BASE_URL": _env("API_BASE_URL").rstrip("/"),
        "SECRET_KEY": _env("SECRET_KEY"),
        "SVC_BURST_LIMIT": _env("SVC_BURST_LIMIT"),
        "SVC_KEY_CREATE_LIMIT": _env("SVC_KEY_CREATE_LIMIT"),
        "SVC_QUOTAS": {
            "free": int(_env("SVC_QUOTA_FREE")),
            "demo": int(_env("SVC_QUOTA_DEMO")),
            "premium": int(_env("SVC_QUOTA_PREMIUM")),
            "enterprise": int(_env("SVC_QUOTA_ENTERPRISE")),
        },
        "MAX_CONTENT_LENGTH": int(_env("SVC_MAX_CONTENT_LENGTH")),
        "SVC_MAX_URL_LENGTH": int(_env("SVC_MAX_URL_LENGTH")),
        "SVC_TRUSTED_PROXIES": int(_env("SVC_TRUSTED_PROXIES")),
        "ATTEST_SIGNING_KEY": _env("ATTEST_SIGNING_KEY"),
        "WEBHOOK_SECRET": _env("WEBHOOK_SECRET"),
        "SVC_ED25519_PRIVATE_KEY": _env("SVC_ED25519_PRIVATE_KEY"),
        "SVC_ED25519_VALID_FROM": _env("SVC_ED25519_VALID_FROM"),
        "SVC_ED25519_PREVIOUS_KEYS": _env("SVC_ED25519_PREVIOUS_KEYS"),
        **_outbound(),
        "SVC_COMMIT": _env("SVC_COMMIT"),
        "SVC_RQ_QUEUE": _env("SVC_RQ_QUEUE"),
        "SVC_JOBS_INLINE": jobs_inline,
        **_live_sources(),
        **_copilot(),
        "SVC_STALE_DAYS": int(_env("SVC_STALE_DAYS")),
        "SVC_ANSWER_CACHE": int(_env("SVC_ANSWER_CACHE")),
        "SVC_WEBHOOK_RETRY_AFTER": retry_schedule(_env("SVC_WEBHOOK_RETRY_AFTER")),
        "SVC_WEBHOOK_LEASE": float(_env("SVC_WEBHOOK_LEASE")),
        "LOCALES": tuple(code.strip() for code in _env("LOCALES").split(",") if code.strip()) or ("en",),
        **_limits(redis_url, jobs_inline),
        "SQLALCHEMY_TRACK_MODIFICATIONS": False,
        "API_TITLE": "Real-Asset Tokenization Intelligence API",
        "API_VERSION": PROTOCOL_VERSION,
        "OPENAPI_VERSION": "3.0.3",
        "JSON_SORT_KEYS": False,
    }


def settings_table() -> list[dict]:
    """Every setting with its default and meaning, for the README and the developer hub."""
    return [{"name": s.name, "default": s.default, "doc": s.doc} for s in SETTINGS]
