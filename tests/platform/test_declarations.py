"""What a domain shows outside its own pages (the developer hub's names, template globals) comes from its
`Domain(...)` declaration, read by the platform's registry; no domain writes the app's Jinja globals itself."""

import re
from pathlib import Path

import pytest

from app.domains import INSTALLED
from app.platform.domain import Domain, hub_context
from tests.platform import throwaway

APP = Path(__file__).resolve().parents[2] / "app"
WITH_THROWAWAY = (*INSTALLED, throwaway.DOMAIN)


def test_no_domain_writes_the_apps_template_globals_itself():
    offenders = [str(path.relative_to(APP)) for path in APP.glob("*/*.py")
                 if path.parent.name != "platform"
                 and re.search(r"jinja_env\.globals|app_template_global|app_context_processor", path.read_text())]
    assert offenders == []


def test_a_template_global_is_the_one_its_domain_declares(make_app):
    app = make_app(domains=WITH_THROWAWAY)
    assert app.jinja_env.from_string("{{ throwaway_shout('ping') }}").render() == "PING"
    without = make_app(domains=tuple(d for d in INSTALLED if d.name != "catalogue"))
    assert "label_words" in app.jinja_env.globals and "label_words" not in without.jinja_env.globals


@pytest.mark.parametrize("name", ["label_words", "external_url"])
def test_a_template_global_declared_twice_or_over_the_platforms_is_refused(make_app, name):
    copycat = Domain(name="copycat", template_globals=((name, "tests.platform.throwaway:shout"),))
    with pytest.raises(ValueError, match=name):
        make_app(domains=(*INSTALLED, copycat))


def test_the_developer_hub_reads_each_domains_declared_names(make_app):
    app = make_app(domains=WITH_THROWAWAY)
    with app.app_context():
        names = hub_context()
    assert names["throwaway_numbers"] == {"batch": 25}
    assert {"green_models", "chargeflow_numbers", "watts_numbers", "copilot_rules", "catalogue_tables",
            "presets", "risk_rule"} <= set(names)


def test_two_domains_giving_the_developer_hub_one_name_are_refused(make_app):
    copycat = Domain(name="copycat", hub_context="tests.platform.throwaway:hub_numbers")
    app = make_app(domains=(*WITH_THROWAWAY, copycat))
    with app.app_context(), pytest.raises(ValueError, match="throwaway_numbers"):
        hub_context()


def test_an_operation_its_domain_gave_no_id_gets_one_from_its_path_and_its_reference_page_answers(make_app, _migrated):
    client = make_app(domains=WITH_THROWAWAY).test_client()
    ping = client.get("/svc-openapi.json").json["paths"]["/api/v1/throwaway/ping"]["get"]
    assert ping["operationId"] == "getThrowawayPing"
    refuse = client.get("/svc-openapi.json").json["paths"]["/api/v1/throwaway/refuse/{which}"]["get"]
    assert refuse["operationId"] == "getThrowawayRefuseByWhich"
    page = client.get("/developers/reference/getThrowawayPing")
    assert page.status_code == 200 and "/api/v1/throwaway/ping" in page.get_data(as_text=True)
    assert client.get("/developers/operations").status_code == 200
