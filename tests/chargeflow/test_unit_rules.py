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


def test_the_list_is_a_page_of_the_keys_own_units_newest_first_that_keeps_its_filters(key):
    older, newer = factories.unit(key), factories.unit(key, kind="w")
    factories.unit(api_key(tier="premium")[0])
    page = service.listing(key, {"limit": 10, "offset": 0, "kind": None, "status": "active", "operator_id": ""})
    assert [u.id for u in page.items] == [newer.id, older.id] and page.total == 2
    assert page.params == {"status": "active"}


def test_a_batch_answers_each_item_with_the_unit_it_minted_or_the_error_that_refused_it(key):
    taken = factories.unit(key)
    items = [factories.body("e", external_session_id="S-2"), {"session": {}}, factories.body("e")]
    answered = service.batch("e", items, key)
    (minted, invalid, duplicate) = answered.items
    assert (answered.total, answered.succeeded, answered.failed) == (3, 1, 2)
    assert minted.ok and isinstance(minted.unit, Unit) and minted.id == minted.unit.id and minted.error is None
    assert (invalid.ok, invalid.unit, invalid.error.code) == (False, None, "validation_error")
    assert duplicate.error.code == "duplicate_unit" and duplicate.error.details == {"active_unit_id": taken.id}


def test_a_minted_event_says_no_reason_and_a_retired_one_says_its_reason(key):
    made = factories.unit(key)
    minted = service.event_payload(made, service.MINTED)
    assert "reason" not in minted and minted["event"] == service.MINTED and minted["unit_id"] == made.id
    assert minted["unit"] == "kWh" and minted["verify_url"].endswith(f"/chargeflow/units/{made.id}")
    service.retire(made.id, key, "delivered")
    retired = service.event_payload(made, service.RETIRED)
    assert retired["reason"] == "delivered" and retired["retired_at"].endswith("Z")
    assert list(retired) == ["event", *[k for k in minted if k != "event"], "reason"]


def test_the_verify_door_sees_a_unit_by_its_kind_name_its_page_and_its_meter_verdict_never_its_meter_data(key):
    made = factories.unit(key, kind="f")
    found = service.verify_for_door(made.id)
    assert found.verdict == "valid" and found.kept["record"] == made.record
    assert found.unit == {"status": "active", "retired_at": None, "kind": "CFU-F", "quantity": 500.0, "unit": "kW",
                             "demo": False, "meter_verdict": None, "page_url": made.verify_url}
    assert "meter_data" not in str(found)
