"""The webhooks tests' hub (its fetch door reaches the fake receiver) and registration helpers."""

from tests.webhooks.conftest import hub, owner, register  # noqa: F401 (fixtures)
