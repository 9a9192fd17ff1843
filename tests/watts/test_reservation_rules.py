"""Watts Reserve's rules at the service, without HTTP: the reservation state table (pending_confirm -> confirmed ->
settled) and its refusals, the capacity confirmed reservations hold, expiry, the listing rules, and the objects the
boards, the demo and a listing return."""

from datetime import timedelta

import pytest
import time_machine

from app.chargeflow.models import Unit
from app.extensions import db
from app.watts import listings, match, offers, service
from app.watts.jobs import expire_stale
from app.watts.models import Reservation
from app.watts.schemas import InterestBody, Profile, SettleBody
from tests.keys.factories import api_key
from tests.watts import factories
from tests.watts.factories import DAY, SETTLE, after_delivery, at


@pytest.fixture
def ctx(app):
    """The test runs in the app's context; what it writes is flushed and never committed."""
    with app.app_context():
        yield


@pytest.fixture
def producer(ctx):
    return api_key(tier="premium")[0]


@pytest.fixture
def buyer(ctx):
    return api_key(tier="premium")[0]


def _settle(reservation_id, key):
    return service.settle(reservation_id, SettleBody().load(SETTLE), key)


def test_a_reservation_moves_from_pending_to_confirmed_with_its_unit_then_to_settled(producer, buyer):
    offer = factories.offer(producer)
    intent = factories.reservation(buyer)
    assert (intent.status, intent.offer_id, intent.unit_id) == ("pending_confirm", offer.id, None)
    service.confirm(intent.id, buyer)
    assert intent.status == "confirmed" and intent.unit_id.startswith("cfu_e_") and intent.confirmed_at
    assert intent.reserved_kw == pytest.approx(300.0)  # 600 kWh over the 2 h it shares with the offer
    with after_delivery():
        _settle(intent.id, buyer)
    assert intent.status == "settled" and intent.energy_kwh_delivered == 590.0 and intent.settled_at
    assert db.session.get(Unit, intent.unit_id).status == "retired"


@pytest.mark.parametrize(("state", "move"), [
    ("confirmed", "confirm"), ("confirmed", "cancel"), ("settled", "settle"), ("cancelled", "confirm"),
    ("pending_confirm", "settle")])
def test_a_move_the_state_table_has_no_row_for_is_refused_as_invalid_state(producer, buyer, state, move):
    factories.offer(producer)
    intent = factories.reservation(buyer, state)
    calls = {"confirm": service.confirm, "cancel": service.cancel, "settle": _settle}
    with pytest.raises(Exception, match=state) as refused:
        calls[move](intent.id, buyer)
    assert refused.value.code == "invalid_state" and refused.value.details["status"] == state
    assert intent.status == state


def test_a_reservation_is_settled_only_once_its_delivery_window_has_begun(producer, buyer):
    factories.offer(producer)
    intent = factories.reservation(buyer, "confirmed")
    with pytest.raises(Exception, match="has not begun") as refused:
        _settle(intent.id, buyer)
    assert refused.value.code == "too_early" and intent.status == "confirmed"


def test_a_confirm_past_the_offers_free_capacity_is_refused_as_overbooked(producer, buyer):
    offer = factories.offer(producer)  # 500 kW
    factories.reservation(buyer, "confirmed", energy_kwh=700.0)  # holds 350 kW from 12:00 to 14:00
    second = factories.reservation(buyer, energy_kwh=400.0)  # needs 200 kW more in the same hours
    with pytest.raises(Exception, match="150.0 kW free") as refused:
        service.confirm(second.id, buyer)
    assert refused.value.code == "overbooked" and second.status == "pending_confirm"
    assert offers.free_kw(offer, (DAY + timedelta(hours=2), DAY + timedelta(hours=4))) == pytest.approx(150.0)


def test_a_withdrawn_offer_takes_no_new_confirm_and_keeps_the_confirmed_ones(producer, buyer):
    offer = factories.offer(producer)
    kept = factories.reservation(buyer, "confirmed")
    waiting = factories.reservation(buyer, energy_kwh=100.0)
    offers.withdraw(offer.id, producer)
    with pytest.raises(Exception, match="withdrawn") as refused:
        service.confirm(waiting.id, buyer)
    assert refused.value.code == "offer_unavailable" and kept.status == "confirmed"


def test_capacity_held_back_to_back_is_never_counted_twice():
    window = (DAY, DAY + timedelta(hours=8))
    morning = (DAY, DAY + timedelta(hours=2), 450.0)
    noon = (DAY + timedelta(hours=2), DAY + timedelta(hours=4), 450.0)
    overlapping = (DAY + timedelta(hours=1), DAY + timedelta(hours=3), 100.0)
    assert offers.peak_kw([morning, noon], window) == 450.0
    assert offers.peak_kw([morning, noon, overlapping], window) == 550.0
    assert offers.peak_kw([morning], (DAY + timedelta(hours=2), DAY + timedelta(hours=3))) == 0.0


def test_expiry_moves_only_the_pending_intents_whose_window_has_ended(producer, buyer):
    factories.offer(producer)
    pending = factories.reservation(buyer)
    later = factories.reservation(buyer, window={"start": at(30), "end": at(32)})
    confirmed = factories.reservation(buyer, "confirmed", energy_kwh=100.0)
    db.session.expire_all()  # the periodic job runs in a session of its own, holding no reservation
    with time_machine.travel(DAY.replace(hour=23), tick=False):
        assert expire_stale() == 1
    for intent in (pending, later, confirmed):
        db.session.refresh(intent)
    assert (pending.status, later.status, confirmed.status) == ("expired", "pending_confirm", "confirmed")


def test_expiry_runs_while_the_session_holds_a_reservation_it_moves(producer, buyer):
    factories.offer(producer)
    pending = factories.reservation(buyer)
    db.session.refresh(pending)  # read back as the database stores it (SQLite: a time without its zone)
    with time_machine.travel(DAY.replace(hour=23), tick=False):
        assert service.expire_stale() == 1
    assert pending.status == "expired" and pending.closed_at is not None  # the session's copy follows the move


def test_only_a_confirmed_or_settled_reservation_is_listed_and_never_twice_at_once(producer, buyer):
    factories.offer(producer)
    pending = factories.reservation(buyer)
    with pytest.raises(Exception, match="cannot be listed") as refused:
        factories.listing(buyer, pending.id)
    assert refused.value.code == "invalid_state"
    confirmed = factories.reservation(buyer, "confirmed", energy_kwh=100.0)
    factories.listing(buyer, confirmed.id)
    with pytest.raises(Exception, match="open listing") as again:
        factories.listing(buyer, confirmed.id)
    assert again.value.code == "already_listed"


def test_a_key_shows_no_interest_in_its_own_listing_and_none_in_a_withdrawn_one(producer, buyer):
    factories.offer(producer)
    listing = factories.listing(buyer, factories.reservation(buyer, "confirmed").id)
    with pytest.raises(Exception, match="its own listing") as own:
        listings.interest(listing.id, InterestBody().load({}), buyer)
    assert own.value.code == "own_listing"
    listings.withdraw(listing.id, buyer)
    with pytest.raises(Exception, match="withdrawn") as late:
        factories.interest(producer, listing.id)
    assert late.value.code == "invalid_state" and listing.status == "withdrawn"


def test_the_offer_board_shows_each_offer_with_the_capacity_confirmed_reservations_leave_free(producer, buyer):
    offer = factories.offer(producer)  # 500 kW
    factories.reservation(buyer, "confirmed")  # holds 300 kW from 12:00 to 14:00
    board = offers.board({"status": "open", "limit": 10, "offset": 0}, buyer)
    assert board.total == 1 and [shown.offer for shown in board.items] == [offer]
    assert (board.items[0].free_kw, board.items[0].mine) == (200.0, False)
    assert offers.read(offer.id, producer).mine is True


def test_the_demo_preview_names_the_best_offer_and_stores_nothing(producer):
    offer = factories.offer(producer)
    before = db.session.scalar(db.select(db.func.count()).select_from(Reservation))
    preview = service.preview(Profile().load(factories.profile_body()))
    assert (preview.status, preview.offer_id) == ("preview", offer.id) and preview.match_score > 0
    assert [part["name"] for part in preview.match["parts"]] == list(match.WEIGHTS)
    assert db.session.scalar(db.select(db.func.count()).select_from(Reservation)) == before


def test_only_a_listings_owner_sees_the_interests_recorded_in_it(producer, buyer):
    factories.offer(producer)
    listing = factories.listing(buyer, factories.reservation(buyer, "confirmed").id)
    shown_interest = factories.interest(producer, listing.id, note="Noon block wanted")
    owners = listings.read(listing.id, buyer)
    assert owners.mine and owners.interest_count == 1 and owners.interests == [shown_interest]
    others = listings.read(listing.id, producer)
    assert not others.mine and others.interest_count == 1 and not hasattr(others, "interests")
    assert others.listing.reservation.status == "confirmed" and others.binding is False
