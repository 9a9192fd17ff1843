"""Reference data: the jurisdictions the hub covers and the tokenization checklist."""

from app.platform.domain import Domain

DOMAIN = Domain(name="reference", api=("app.reference.api:blp",))
