"""Reference data: the jurisdictions the hub covers and the tokenization checklist."""

from app.platform.domain import Domain, ErrorCode

DOMAIN = Domain(name="reference", api=("app.reference.api:blp",),
                errors=(ErrorCode("app.reference.errors:JurisdictionNotFound", 404, "not_found"),))
