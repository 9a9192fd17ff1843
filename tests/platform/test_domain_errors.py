"""Domains raise errors in their own words and declare what each answers; the doors translate them, the API with
the envelope and the pages with the same code and message."""

import ast
import inspect
import logging
from importlib import import_module
from pathlib import Path

import pytest

from app.domains import INSTALLED
from app.platform.domain import Domain, ErrorCode, resolve
from app.platform.errors import DomainError
from tests.platform import throwaway

APP = Path(__file__).resolve().parents[2] / "app"
# Every installed domain but the platform (which may speak HTTP): a new one is held to the rule from its first line.
CONVERTED = tuple(d.name for d in INSTALLED if d.name != "platform" and (APP / d.name).is_dir())
DOORS = ("api.py", "views.py")
HTTP_ERRORS = {"ApiError", "not_found"}


def _http_error_sites(source: str) -> list[tuple[int, str]]:
    """(line, name) of each place a module builds, raises or imports ApiError or not_found()."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None
            if name in HTTP_ERRORS:
                found.append((node.lineno, name))
        elif isinstance(node, ast.ImportFrom):
            found += [(node.lineno, f"import {alias.name}") for alias in node.names if alias.name in HTTP_ERRORS]
    return sorted(found)


def test_the_services_of_a_converted_domain_raise_its_own_errors_not_http_ones():
    modules = [path for name in CONVERTED for path in sorted((APP / name).rglob("*.py")) if path.name not in DOORS]
    assert len(modules) > 10
    offenders = [f"{path.relative_to(APP)}:{line} {name}" for path in modules
                 for line, name in _http_error_sites(path.read_text())]
    assert offenders == []


def test_the_walk_finds_every_way_a_service_could_answer_http():
    source = ("from app.platform.errors import ApiError, not_found\n"
              "from app.platform import errors\n"
              "def mint():\n    raise errors.ApiError(409, 'duplicate_unit', 'Taken.')\n"
              "def read():\n    raise not_found('unit')\n"
              "def refusal():\n    return ApiError(400, 'validation_error', 'No.')\n")
    assert _http_error_sites(source) == [(1, "import ApiError"), (1, "import not_found"), (4, "ApiError"),
                                         (6, "not_found"), (8, "ApiError")]


@pytest.mark.parametrize("name", CONVERTED)
def test_every_error_a_converted_domain_defines_is_declared_by_it(name):
    """A domain that refuses nothing of its own (the hub, the regulatory feed) has no errors room and declares none."""
    declaration = import_module(f"app.{name}").DOMAIN
    if not (APP / name / "errors.py").exists():
        assert declaration.errors == ()
        return
    module = import_module(f"app.{name}.errors")
    defined = {cls for _, cls in inspect.getmembers(module, inspect.isclass)
               if issubclass(cls, DomainError) and cls.__module__ == module.__name__}
    assert defined and defined == {resolve(declared.error) for declared in declaration.errors}


def _twice(make_app, declared: ErrorCode):
    from app.platform import PLATFORM

    return make_app(domains=(PLATFORM, Domain(name="twice", errors=(declared,))))


def test_an_error_class_declared_twice_is_refused_when_the_app_is_built(make_app):
    with pytest.raises(ValueError, match="declared twice"):
        _twice(make_app, ErrorCode("app.platform.errors:NotFound", 410, "gone"))


@pytest.mark.parametrize("target", ["app.platform.errors:ApiError", "builtins:ValueError"])
def test_a_declaration_must_name_a_domain_error(make_app, target):
    with pytest.raises(ValueError, match="must name a DomainError"):
        _twice(make_app, ErrorCode(target, 400, "nope"))


@pytest.fixture(scope="module")
def hub(_hub_factory, _migrated):
    """The hub with the throw-away domain installed beside the real ones (it answers refusals, writing nothing)."""
    from app.domains import INSTALLED

    return _hub_factory(domains=(*INSTALLED, throwaway.DOMAIN))


def _refused(hub, path: str, which: str):
    return hub.test_client().get(f"{path}/{which}", headers={"Accept-Language": "en"})


def test_a_declared_error_answers_its_status_and_code_with_the_envelope(hub):
    response = _refused(hub, "/api/v1/throwaway/refuse", "jammed")
    assert response.status_code == 423 and response.is_json
    assert response.json["error"] == {"code": "thing_jammed", "message": "The thing is jammed.",
                                      "details": {"status": "jammed"}}
    assert response.json["meta"]["version"] == "1.0"


def test_a_page_shows_a_declared_error_with_the_same_status_code_and_message(hub):
    response = _refused(hub, "/throwaway/refuse", "jammed")
    page = response.get_data(as_text=True)
    assert response.status_code == 423 and response.mimetype == "text/html"
    assert "<code>thing_jammed</code>" in page and "The thing is jammed." in page


def test_an_undeclared_error_answers_as_its_declared_base_and_is_logged(hub, caplog):
    caplog.set_level(logging.WARNING, "svc.errors")
    response = _refused(hub, "/api/v1/throwaway/refuse", "clash")
    assert response.status_code == 409
    assert response.json["error"] == {"code": "conflict", "message": "The things clash."}
    logged = [record.getMessage() for record in caplog.records]
    assert any("throwaway.Clash is not declared by its domain: answered 409 conflict" in line for line in logged)


@pytest.mark.parametrize("path", ["/api/v1/throwaway/refuse", "/throwaway/refuse"])
def test_an_error_with_no_declared_base_is_a_400_with_its_message_never_a_500(hub, caplog, path):
    caplog.set_level(logging.WARNING, "svc.errors")
    response = _refused(hub, path, "stray")
    shown = response.get_data(as_text=True)
    assert response.status_code == 400 and "bad_request" in shown and "A stray refusal." in shown
    logged = [record.getMessage() for record in caplog.records]
    assert any("throwaway.Stray is not declared by its domain: answered 400 bad_request" in line for line in logged)


def test_an_installed_domain_declares_each_error_class_once_and_the_platform_its_generic_bases(hub):
    from app.platform import errors
    from app.platform.domain import registry

    with hub.app_context():
        table = registry().errors
        assert table[errors.NotFound] == (404, "not_found") and table[errors.InvalidState] == (409, "invalid_state")
        assert table[throwaway.Jammed] == (423, "thing_jammed") and throwaway.Clash not in table
        assert throwaway.Jammed().code == "thing_jammed" and throwaway.Clash().status == 409
