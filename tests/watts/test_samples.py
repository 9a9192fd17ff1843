"""Sample offers: `flask seed` loads them in the embedded mode, never in production unless asked; the board, the
match and the API mark them sample; a reservation never matches one, and a confirm against one is refused."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from sqlalchemy import func, select

from app.extensions import db
from app.platform.clock import aware, utcnow
from app.platform.db import unit_of_work
from app.watts import sample_offers, service
from app.watts.models import Offer
from tests.keys.factories import identity
from tests.watts.factories import DAY, offer_body, profile_body

SHIPPED = 4  # the offers of app/data/watts_samples.json


def _samples(app) -> int:
    with app.app_context():
        return db.session.scalar(select(func.count()).select_from(Offer).where(Offer.sample.is_(True)))


def _seed(app, runner, mode: str, *args: str):
    app.config["SVC_MODE"] = mode
    result = runner.invoke(args=["seed", *args])
    assert result.exit_code == 0, result.output
    return result.output


def test_seed_in_the_embedded_mode_loads_the_sample_offers_once(app, runner):
    assert "watts sample offers, 4 written (marked sample)" in _seed(app, runner, "embedded")
    assert "watts sample offers" not in _seed(app, runner, "embedded")  # run again: the same offers, kept
    assert _samples(app) == SHIPPED


def test_seed_in_production_mode_loads_no_sample_unless_asked(app, runner):
    assert "watts sample offers" not in _seed(app, runner, "production")
    assert _samples(app) == 0
    assert "watts sample offers, 4 written" in _seed(app, runner, "production", "--samples")
    assert _samples(app) == SHIPPED


def test_the_setting_turns_the_samples_off_in_the_embedded_mode(app, runner):
    app.config["SVC_SEED_SAMPLES"] = "0"
    _seed(app, runner, "embedded")
    assert _samples(app) == 0


@pytest.fixture
def seeded(app):
    """The samples laid out from the day the bodies' windows were (tests/watts/factories.py: DAY, tomorrow as the
    module was imported), so a run that crosses midnight keeps both on one calendar."""
    with app.app_context(), unit_of_work():
        sample_offers.load_samples(now=DAY - timedelta(days=1))


def test_the_board_shows_each_sample_with_a_badge_and_a_dated_sourced_note(client, seeded):
    page = client.get("/reserve").get_data(as_text=True)
    assert "4 open offers" in page
    assert len(re.findall(r'<tr data-id="wof_[a-z2-7]{24}" data-sample="true">', page)) == SHIPPED
    assert page.count('<span class="badge sample" data-sample="true">Sample</span>') == SHIPPED
    assert 'id="sample-note"' in page and "a reservation never matches one" in page
    assert "2024 day-ahead base price averaged about €75/MWh" in page
    assert 'href="https://www.ffe.de/en/publications/european-day-ahead-electricity-prices-in-2024/"' in page


def test_the_api_marks_samples_and_a_published_offer_is_not_one(client, seeded, producer, buyer):
    published = client.post("/api/v1/watts/offers", json=offer_body(), headers=producer).json
    assert published["sample"] is False
    board = client.get("/api/v1/watts/offers", headers=buyer).json["offers"]
    assert sorted(o["sample"] for o in board) == [False] + [True] * SHIPPED
    assert all(o["label"].startswith("Sample:") for o in board if o["sample"])
    ranked = client.post("/api/v1/watts/offers/match", json=profile_body(), headers=buyer).json["offers"]
    assert {o["sample"] for o in ranked} == {True, False}  # ranked, and marked


def test_a_reservation_never_matches_a_sample_offer(client, seeded, reserve):
    answer = reserve()
    assert answer.status_code == 201
    assert answer.json["offer_id"] is None and answer.json["match_score"] == 0
    assert client.post("/api/v1/watts/demo/reserve", json=profile_body()).json["offer_id"] is None


def test_a_confirm_against_a_sample_offer_is_refused_and_mints_nothing(app, client, seeded, publish, reserved, buyer,
                                                                     buyer_key):
    publish()
    intent_id = reserved()
    with app.app_context(), unit_of_work():  # as if the intent had matched a sample: the guard still holds
        intent = service.read(intent_id, identity(buyer_key))
        intent.offer_id = sample_offers.sample_id("solar-fr")
    refused = client.post(f"/api/v1/watts/reserve/{intent_id}/confirm", headers=buyer)
    assert refused.status_code == 409 and refused.json["error"]["code"] == "offer_unavailable"
    assert "sample" in refused.json["error"]["message"]
    assert client.get(f"/api/v1/watts/reserve/{intent_id}", headers=buyer).json["status"] == "pending_confirm"


def test_seeding_again_moves_an_ended_sample_window_forward(app):
    with app.app_context(), unit_of_work():
        assert sample_offers.load_samples(now=utcnow() - timedelta(days=10)) == SHIPPED  # their windows have ended
        assert sample_offers.load_samples() == SHIPPED
        assert sample_offers.load_samples() == 0  # nothing left to move
        ends = db.session.scalars(select(Offer.window_end).where(Offer.sample.is_(True)))
        assert all(aware(end) > utcnow() for end in ends)
