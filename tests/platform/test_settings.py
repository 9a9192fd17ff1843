"""Settings are declared once, by the platform or by their domain, read from the environment at start (overrides
win), refused at start when they do not read, and listed in the README and the developer hub from the declarations."""

from pathlib import Path

import pytest

from app.config import declared
from app.domains import INSTALLED
from app.platform.domain import Domain, Setting
from app.platform.settings import (
    FLAG,
    RATE_LIMIT,
    SECONDS,
    URL,
    SettingError,
    choice,
    markdown_table,
    table_rows,
    with_table,
)
from tests.platform import throwaway

ROOT = Path(__file__).resolve().parents[2]
WITH_THROWAWAY = (*INSTALLED, throwaway.DOMAIN)


@pytest.fixture
def clean_env(monkeypatch):
    for name in ("SVC_THROWAWAY_BATCH", "SVC_THROWAWAY_LIMIT"):
        monkeypatch.delenv(name, raising=False)
    return monkeypatch


def test_a_domain_setting_left_unset_is_its_declared_default_in_its_type(make_app, clean_env):
    config = make_app(domains=WITH_THROWAWAY).config
    assert config["SVC_THROWAWAY_BATCH"] == 25 and config["SVC_THROWAWAY_LIMIT"] == "3/hour"


def test_a_domain_setting_is_read_from_the_environment_as_its_type(make_app, clean_env):
    clean_env.setenv("SVC_THROWAWAY_BATCH", " 40 ")
    clean_env.setenv("SVC_THROWAWAY_LIMIT", "5/minute")
    config = make_app(domains=WITH_THROWAWAY).config
    assert config["SVC_THROWAWAY_BATCH"] == 40 and config["SVC_THROWAWAY_LIMIT"] == "5/minute"


def test_an_empty_environment_value_means_the_default(make_app, clean_env):
    clean_env.setenv("SVC_THROWAWAY_BATCH", "")
    assert make_app(domains=WITH_THROWAWAY).config["SVC_THROWAWAY_BATCH"] == 25


def test_an_override_given_to_create_app_wins_over_the_environment(make_app, clean_env):
    clean_env.setenv("SVC_THROWAWAY_BATCH", "40")
    assert make_app(domains=WITH_THROWAWAY, SVC_THROWAWAY_BATCH=7).config["SVC_THROWAWAY_BATCH"] == 7


@pytest.mark.parametrize(("name", "value", "kind"), [
    ("SVC_THROWAWAY_BATCH", "many", "integer"),
    ("SVC_THROWAWAY_BATCH", "-3", "integer"),
    ("SVC_THROWAWAY_LIMIT", "lots", "rate limit"),
])
def test_a_setting_the_environment_spells_wrong_stops_the_hub_at_start(make_app, clean_env, name, value, kind):
    clean_env.setenv(name, value)
    with pytest.raises(SettingError, match=f"{name}='{value}' is not a valid {kind}"):
        make_app(domains=WITH_THROWAWAY)


def test_a_platform_setting_the_environment_spells_wrong_stops_the_hub_at_start(make_app, monkeypatch):
    monkeypatch.setenv("SVC_MAX_URL_LENGTH", "4k")
    with pytest.raises(SettingError, match="SVC_MAX_URL_LENGTH='4k' is not a valid integer"):
        make_app()


def test_a_setting_of_a_domain_not_installed_is_not_read(make_app, clean_env):
    clean_env.setenv("SVC_THROWAWAY_BATCH", "many")  # nobody declares it here: not read, so not refused
    assert "SVC_THROWAWAY_BATCH" not in make_app().config


def test_two_declarations_of_one_setting_are_refused(make_app):
    copycat = Domain(name="copycat", settings=(Setting("SVC_BURST_LIMIT", "1/minute", "again", RATE_LIMIT),))
    with pytest.raises(SettingError, match="SVC_BURST_LIMIT.*platform and copycat"):
        make_app(domains=(*INSTALLED, copycat))


@pytest.mark.parametrize(("kind", "raw", "value"), [
    (SECONDS, "90", 90.0), (SECONDS, "2h", 7200.0), (SECONDS, "1.5 m", 90.0),
    (FLAG, "1", True), (FLAG, "off", False), (URL, "https://example.org/feed.json", "https://example.org/feed.json"),
    (choice("url", "defillama"), " DefiLlama ", "defillama"),
])
def test_each_kind_reads_what_it_documents(kind, raw, value):
    assert Setting("X", "", "", kind).read({"X": raw}) == value


@pytest.mark.parametrize(("kind", "raw"), [
    (SECONDS, "soon"), (SECONDS, "-5"), (FLAG, "maybe"), (URL, "ftp://example.org"), (choice("url", "defillama"), "s3"),
])
def test_each_kind_refuses_what_it_cannot_read(kind, raw):
    with pytest.raises(SettingError, match=f"X='{raw}'"):
        Setting("X", "", "", kind).read({"X": raw})


def test_the_test_configuration_makes_every_declared_rate_limit_generous(base_config):
    limits = [s.name for _, s in declared(INSTALLED) if s.type is RATE_LIMIT]
    assert "SVC_CHARGEFLOW_DEMO_LIMIT" in limits and "SVC_BURST_LIMIT" in limits
    assert all(base_config[name] == "100000/minute" for name in limits)


def test_the_readme_settings_table_is_the_one_the_declarations_write():
    readme = (ROOT / "README.md").read_text()
    table = markdown_table(table_rows(declared(INSTALLED)))
    assert with_table(readme, table) == readme, "run `make settings-table` and commit the README"


def test_the_settings_command_prints_the_table_the_declarations_write(make_app):
    app = make_app(domains=WITH_THROWAWAY)
    printed = app.test_cli_runner().invoke(args=["settings"]).output
    assert printed == markdown_table(table_rows(declared(WITH_THROWAWAY)))
    assert "| `SVC_THROWAWAY_BATCH` | `25` | integer | throwaway | Things handled per batch |" in printed


def test_the_developer_hub_lists_an_installed_domains_settings_with_their_type_and_owner(make_app, _migrated):
    page = make_app(domains=WITH_THROWAWAY).test_client().get("/developers/operations").get_data(as_text=True)
    assert ('<tr><td><code title="rate limit, declared by throwaway">SVC_THROWAWAY_LIMIT</code></td>'
            "<td><code>3/hour</code></td><td>Per-IP pings</td></tr>") in page
    assert "<td>Per-IP limit on <code>POST /api/v1/keys</code></td>" in page  # the README's code spans, as HTML
