"""What every domain uses, and nothing domain-specific.

The platform declares itself like a domain (its tables, its periodic jobs, its id prefixes, its generic errors),
so the one list in app/domains.py drives everything; it never imports a domain package.
"""

from app.platform.domain import Domain, ErrorCode, Periodic

_ERRORS = "app.platform.errors:"

PLATFORM = Domain(
    name="platform",
    models=("app.platform.models", "app.platform.mail", "app.platform.idempotency_models"),
    jobs=("app.platform.quota", "app.platform.mail", "app.platform.idempotency"),
    periodic=(
        Periodic("quota-prune", "app.platform.quota:prune_old_periods", interval=24 * 3600),
        Periodic("quota-flush", "app.platform.quota:flush_redis_counts", interval=60, timeout=120),
        Periodic("mail-send", "app.platform.mail:send_pending", interval=60),
        Periodic("idempotency-purge", "app.platform.idempotency:purge_expired", interval=3600),
    ),
    ids=("evt", "req", "mail", "key"),
    errors=(  # the generic bases: what a domain's error answers when its own declaration does not say
        ErrorCode(_ERRORS + "NotFound", 404, "not_found"),
        ErrorCode(_ERRORS + "Invalid", 400, "validation_error"),
        ErrorCode(_ERRORS + "InvalidState", 409, "invalid_state"),
        ErrorCode(_ERRORS + "Conflict", 409, "conflict"),
        ErrorCode(_ERRORS + "LimitReached", 429, "limit_reached"),
        ErrorCode(_ERRORS + "Upstream", 502, "upstream_error"),
    ),
)
