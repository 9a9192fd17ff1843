"""Every `error.code` the hub answers, with its HTTP status and what it means: the one catalogue the OpenAPI
document's error envelope enumerates and the developer hub's errors guide prints. A code raised anywhere under app/
and missing here fails tests/platform/test_error_codes.py."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Code:
    code: str
    status: int
    meaning: str
    also: tuple[int, ...] = ()  # other statuses the same code answers in some places

    @property
    def statuses(self) -> tuple[int, ...]:
        return (self.status, *self.also)


CODES: tuple[Code, ...] = (
    Code("bad_request", 400, "The request could not be understood."),
    Code("validation_error", 400, "A parameter or a body field is refused; details.fields names each one."),
    Code("untrusted_host", 400, "The Host header names a host this hub does not answer to."),
    Code("invalid_idempotency_key", 400, "The Idempotency-Key header is not a valid key (1-255 visible characters)."),
    Code("credentials_required", 400, "A live partner sync needs the credentials the partner catalogue lists."),
    Code("export_too_large", 400, "More products match than an export holds (details.matched, details.limit)."),
    Code("invalid_serial", 400, "The registry serial does not read as a serial of a known registry."),
    Code("webhooks_unavailable", 400, "Webhook alerts need a signing secret (WEBHOOK_SECRET) this hub does not have."),
    Code("unauthorized", 401, "Authentication is required."),
    Code("missing_api_key", 401, "No key was sent: send 'Authorization: Bearer <key>'."),
    Code("invalid_api_key", 401, "The key is unknown or revoked."),
    Code("expired_api_key", 401, "The key has expired (a rotated key's grace period is over)."),
    Code("payment_required", 402, "A paid tier is required."),
    Code("forbidden", 403, "This key may not do that."),
    Code("premium_required", 403, "The feature needs a premium or enterprise key.", also=(402,)),
    Code("live_key_required", 403, "Test keys are made from a live key: call with a live key, or a test key made "
                                    "from one (not the demo key, not a free test key)."),
    Code("demo_key_immutable", 403, "The public demo key cannot be revoked or rotated."),
    Code("not_found", 404, "Nothing is found at this address or with that id (or it is not this key's)."),
    Code("link_expired", 404, "The confirmation or unsubscribe link has expired."),
    Code("unknown_project", 404, "The registry does not know this project."),
    Code("method_not_allowed", 405, "This method is not allowed here; the Allow header lists those that are."),
    Code("conflict", 409, "The request conflicts with the current state."),
    Code("invalid_state", 409, "The object is not in the state this move starts from; details.status says where."),
    Code("idempotency_in_progress", 409, "A request with this Idempotency-Key is still being answered."),
    Code("already_listed", 409, "This reservation already has an open listing."),
    Code("duplicate_unit", 409, "This key has an active unit for the operator and external id."),
    Code("nothing_to_pack", 409, "The key has no sealed receipt to put in an evidence pack yet."),
    Code("offer_unavailable", 409, "The offer is no longer open."),
    Code("overbooked", 409, "The offer has not enough free capacity left for this reservation."),
    Code("own_listing", 409, "A key cannot show interest in its own listing."),
    Code("receipt_pending", 409, "The receipt is not sealed yet; try again after the next seal."),
    Code("seal_conflict", 409, "Another seal ran at the same moment; try again."),
    Code("too_early", 409, "The reservation can be settled only once its delivery window has begun."),
    Code("too_many_webhooks", 409, "The key has as many webhooks as it may register."),
    Code("payload_too_large", 413, "The request body is larger than the hub accepts."),
    Code("uri_too_long", 414, "The path and query string are longer than the hub accepts."),
    Code("unsupported_media_type", 415, "Send the body as application/json."),
    Code("idempotency_mismatch", 422, "The Idempotency-Key was used before with another request."),
    Code("rate_limited", 429, "Too many requests from this address; Retry-After says when to try again."),
    Code("quota_exceeded", 429, "The key's monthly quota is used up; X-RateLimit-Reset says when it renews."),
    Code("limit_reached", 429, "A limit of the key's (a count, a size per period) is used up."),
    Code("anchor_quota_exceeded", 429, "The key's anchors of this UTC month are used up."),
    Code("internal_error", 500, "Something went wrong on the hub's side; it has been logged (details.request_id)."),
    Code("upstream_error", 502, "A service the hub asked on the caller's behalf failed."),
    Code("partner_refused", 502, "The partner refused the request."),
    Code("partner_bad_answer", 502, "The partner answered something the hub could not read."),
    Code("partner_unavailable", 502, "The partner could not be reached or did not answer in time.", also=(504,)),
    Code("service_unavailable", 503, "A dependency (the database or Redis) is not available; retry shortly."),
    Code("signing_unavailable", 503, "The signing key is not configured on this hub."),
    Code("http_error", 400, "Any other HTTP refusal, with its own status.", also=(406, 408, 410, 411, 412, 416)),
)

BY_CODE: dict[str, Code] = {c.code: c for c in CODES}


def codes() -> list[str]:
    """Every code, in the catalogue's order (by status)."""
    return [c.code for c in CODES]


def catalogue() -> list[dict]:
    """[{code, status, statuses, meaning}] for pages and the document."""
    return [{"code": c.code, "status": c.status, "statuses": list(c.statuses), "meaning": c.meaning} for c in CODES]
