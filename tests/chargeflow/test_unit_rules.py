"""ChargeFlow's rules at the service, without HTTP: one active unit per key, operator and external id; a unit is
retired once and keeps its record and hash; owners only; minted and retired events for keyed units alone."""

import pytest
from sqlalchemy import select

from app.chargeflow import service
from app.chargeflow.models import Unit
from app.extensions import db
from app.platform import signing
from app.platform.models import OutboxEvent
from tests.chargeflow import factories
from tests.keys.factories import api_key


@pytest.fixture
def key(app):
    """A premium key's identity; the test runs in the app's context and nothing it writes is committed."""
    with app.app_context():
        yield api_key(tier="premium")[0]


def _mint(key, **changes):
    return service.mint("e", service.load("e", factories.body("e", **changes)), key)


def _events(name: str) -> list[dict]:
    return [row.payload for row in db.session.scalars(select(OutboxEvent).where(OutboxEvent.event == name))]


def test_a_second_active_unit_for_the_same_operator_and_external_id_is_refused_naming_the_first(key):
    first = factories.unit(key)
    with pytest.raises(Exception, match=f"CFU-E {first.id}") as refused:
        _mint(key)
    assert refused.value.code == "duplicate_unit" and refused.value.details == {"active_unit_id": first.id}
    assert db.session.scalar(select(Unit.id).where(Unit.owner_key_id == key.id, Unit.status == "active")) == first.id


def test_the_same_external_id_is_free_for_another_operator_another_key_or_once_retired(key):
    factories.unit(key, retired=True)
    factories.unit(key)  # the retired one no longer holds the id
    factories.unit(key, operator_id="FR*OTHER")
    factories.unit(api_key(tier="premium")[0])
    assert db.session.query(Unit).filter_by(external_id="S-1001").count() == 4


def test_a_unit_is_retired_once_and_keeps_its_record_and_hash(key):
    made = factories.unit(key, kind="w")
    record, digest = dict(made.record), made.content_hash
    service.retire(made.id, key, "delivered")
    assert (made.status, made.retire_reason) == ("retired", "delivered") and made.retired_at
    with pytest.raises(Exception, match="retired once") as again:
        service.retire(made.id, key, "twice")
    assert again.value.code == "invalid_state" and again.value.details == {"status": "retired"}
    assert made.record == record and made.content_hash == digest == signing.content_hash(record)
    assert made.retire_reason == "delivered"


def test_another_keys_unit_is_not_found_and_stays_active(key):
    made = factories.unit(key)
    stranger = api_key(tier="premium")[0]
    for call in (lambda: service.owned(made.id, stranger), lambda: service.retire(made.id, stranger, None)):
        with pytest.raises(Exception, match="No such unit") as refused:
            call()
        assert refused.value.code == "not_found"
    assert made.status == "active"


def test_keyed_units_publish_their_mint_and_retirement_and_demo_units_nothing(key):
    keyed = factories.unit(key, kind="f")
    factories.unit(None, kind="w", demo=True)
    service.retire(keyed.id, key, "settled")
    (minted,) = _events("chargeflow.unit.minted")
    (retired,) = _events("chargeflow.unit.retired")
    assert minted["unit_id"] == retired["unit_id"] == keyed.id and minted["content_hash"] == keyed.content_hash
    assert retired["status"] == "retired" and retired["reason"] == "settled"
