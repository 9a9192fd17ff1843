"""The status's rules without HTTP: the overall status follows the probes (Redis down degrades, the database down
is down, Redis not configured is fine)."""

import pytest

from app.hub.service import Status
from app.platform.clock import utcnow


@pytest.mark.parametrize(("database", "redis", "overall"), [
    ("ok", "ok", "ok"), ("ok", "not_configured", "ok"), ("ok", "down", "degraded"), ("down", "ok", "down"),
    ("down", "not_configured", "down")])
def test_the_overall_status_follows_the_probes(database, redis, overall):
    found = Status({"database": {"status": database}, "redis": {"status": redis}}, utcnow(), "abc", "embedded",
                   "inline")
    assert found.status == overall and found.database_up is (database == "ok")
