"""Prefixed opaque ids: each prefix is declared by the domain that owns it."""

import pytest

from app.platform.ids import is_id, new_id


def test_ids_carry_their_prefix_and_are_unique(app):
    with app.app_context():
        ids = {new_id("scr") for _ in range(1000)}
        assert len(ids) == 1000 and all(is_id(i, "scr") for i in ids)
        assert is_id(new_id("att"), "att") and not is_id(new_id("att"), "scr")


def test_an_undeclared_prefix_is_refused(app):
    with app.app_context(), pytest.raises(ValueError):
        new_id("nope")


def test_a_trailing_newline_is_not_a_well_formed_id(app):
    with app.app_context():
        assert not is_id(new_id("scr") + "\n", "scr")


def test_two_domains_cannot_claim_one_prefix(make_app, _migrated):
    from app.domains import INSTALLED
    from app.platform.domain import Domain

    with pytest.raises(ValueError, match="scr"):
        make_app(domains=(*INSTALLED, Domain(name="copycat", ids=("scr",))))
