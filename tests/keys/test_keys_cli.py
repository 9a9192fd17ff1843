"""Operators manage keys with `flask keys ...`."""

import re

from app.platform.db import unit_of_work
from tests.conftest import bearer
from tests.keys.factories import api_key


def _made(app, **key) -> tuple[str, str]:
    """A key made by the factory (committed): its secret and its key_id."""
    with app.app_context(), unit_of_work():
        made, secret = api_key(**key)
        return secret, made.public_id


def _created_key(output: str) -> tuple[str, str]:
    key = re.search(r"key:\s+(svc_pk_\S+)", output).group(1)
    key_id = re.search(r"key_id:\s+(key_\S+)", output).group(1)
    return key, key_id


def test_cli_creates_a_premium_key_that_the_api_accepts(runner, client):
    result = runner.invoke(args=["keys", "create", "--tier", "premium", "--label", "Acme"])
    assert result.exit_code == 0, result.output
    key, key_id = _created_key(result.output)
    body = client.get("/api/v1/keys/current", headers=bearer(key)).json
    assert body["tier"] == "premium" and body["key_id"] == key_id and body["label"] == "Acme"
    assert body["quota"]["limit"] == 100000


def test_cli_set_tier_and_revoke_by_key_id(app, runner, client):
    key, key_id = _made(app)
    assert runner.invoke(args=["keys", "set-tier", key_id, "enterprise"]).exit_code == 0
    assert client.get("/api/v1/keys/current", headers=bearer(key)).json["tier"] == "enterprise"
    assert runner.invoke(args=["keys", "revoke", key]).exit_code == 0
    assert client.get("/api/v1/keys/current", headers=bearer(key)).status_code == 401


def test_cli_lists_masked_keys_and_hides_revoked_ones_unless_asked(app, runner):
    key, key_id = _made(app, label="gone", revoked=True)
    kept, kept_id = _made(app, label="kept")
    listing = runner.invoke(args=["keys", "list"]).output
    assert kept_id in listing and key_id not in listing and kept not in listing
    assert key_id in runner.invoke(args=["keys", "list", "--all"]).output


def test_cli_reports_an_unknown_key_as_an_error(runner):
    result = runner.invoke(args=["keys", "revoke", "key_doesnotexist"])
    assert result.exit_code != 0 and "No such key" in result.output


def test_seed_creates_the_demo_key_once(runner, client):
    assert runner.invoke(args=["seed"]).exit_code == 0
    assert runner.invoke(args=["seed"]).exit_code == 0
    assert client.get("/api/v1/keys/current", headers=bearer("svc_pk_test_demo")).status_code == 200
