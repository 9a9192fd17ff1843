"""How documents are judged: the paths that differ, and no signed kind without a way to rebuild its content."""

import pytest

from app.platform.documents import MISSING, differences
from app.platform.domain import Artefact, Domain, install


def test_differences_name_each_changed_missing_or_added_path():
    before = {"products": [{"id": "a", "apy": 4.05}, {"id": "b"}], "as_of": "2026-11-01", "note": "x"}
    after = {"products": [{"id": "a", "apy": 9.99}, {"id": "b"}, {"id": "c"}], "as_of": "2026-11-01", "extra": 1}
    assert differences(before, after) == ["extra", "note", "products[0].apy", "products[2]"]
    assert differences(before, before) == []


def test_numbers_equal_in_canonical_json_are_not_differences_but_a_boolean_is_not_a_number():
    assert differences({"q": 1}, {"q": 1.0}) == []
    assert differences({"q": 1}, {"q": True}) == ["q"]
    assert differences({"q": None}, {}) == ["q"]
    assert differences(MISSING, MISSING) == []


def test_a_signed_kind_cannot_be_declared_without_its_rebuild():
    with pytest.raises(TypeError):
        Artefact("thing", "svc-thing:v1:", "svc.thing.v1")  # its rebuild is missing


def test_a_signed_kind_whose_rebuild_names_no_function_is_refused(app):
    from flask import Flask

    broken = Domain(name="broken", artefacts=(Artefact("thing", "svc-thing:v1:", "svc.thing.v1",
                                                       "app.platform.documents:MAX_PATHS"),))
    with pytest.raises(ValueError, match="signed_content"):
        install(Flask("probe"), [broken])


def test_every_signed_kind_of_the_hub_rebuilds_its_content(app):
    from app.platform.domain import registry, resolve

    with app.app_context():
        kinds = registry().artefacts.values()
        assert {a.kind for a in kinds} >= {"compare-shortlist", "compare-result", "compare-report", "attestation",
                                           "cfu-e", "cfu-w", "cfu-f", "shield-root", "dossier"}
        assert all(callable(resolve(a.signed_content)) for a in kinds)
