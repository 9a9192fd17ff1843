"""A score at the service, without HTTP: the Readiness the model gives is the answer the API serialises, a batch
item carries the same answer, and what a signed document quotes of it is one dict in a fixed order."""

import pytest

from app.scoring import service
from app.scoring.readiness import Readiness
from app.scoring.schemas import ScoreBatchResult, ScoreResult
from tests.keys.factories import api_key
from tests.scoring import factories


@pytest.fixture
def ctx(app):
    """The test runs in the app's context; what it writes is flushed and never committed."""
    with app.app_context():
        yield


def test_a_score_is_the_readiness_its_answer_serialises(ctx):
    scored = service.score(factories.score_request(), api_key()[0])
    assert isinstance(scored.readiness, Readiness) and scored.persisted and scored.score_id.startswith("scr_")
    answered = ScoreResult().dump(scored)
    assert answered["score"] == scored.readiness.score and answered["grade"] == scored.readiness.grade
    assert answered["gaps"][0]["action"] == scored.readiness.gaps[0].action
    assert answered["methodology"] == {"version": scored.readiness.methodology_version}
    applies = [r for rows in answered["rules"].values() for r in rows if r["state"] != "not_applicable"]
    assert applies and all("note" not in r for r in applies)


def test_a_batch_item_carries_the_same_answer_and_a_refused_item_only_its_error(ctx):
    batch = service.score_batch([factories.ASSET, {}], None, record_history=False)
    scored, refused = batch.items
    assert scored.ok and scored.answer.readiness == service.evaluate(factories.score_request())
    assert not refused.ok and refused.answer is None and refused.error["code"] == "validation_error"
    first, second = ScoreBatchResult().dump(batch)["items"]
    assert "error" not in first and first["score"] == scored.answer.score
    assert set(second) == {"index", "ok", "error", "meta"}


def test_what_a_signed_document_quotes_is_a_dict_in_a_fixed_order(ctx):
    readiness = service.evaluate(factories.score_request())
    quoted = readiness.snapshot()
    assert list(quoted) == ["methodology_version", "score", "grade", "status", "breakdown", "weights",
                            "mica_classification", "mica_test", "blockers", "gaps", "sections", "disclaimer"]
    assert quoted["blockers"] == [b.code for b in readiness.blockers]
    assert list(quoted["gaps"][0]) == ["item", "dimension", "points_lost", "score_impact", "action"]
