"""The green batches' rules at the service, without HTTP: each item is read or refused on its own, in its place,
and the batch counts them and says how many items the key may send."""

from app.green import batches
from tests.keys.factories import api_key


def test_a_bad_item_is_refused_alone_in_its_place_and_the_batch_counts_both(app, catalogue):
    with app.app_context():
        key = api_key()[0]
        batch = batches.run("carbon", [{"id": "nowhere-0"}, {"id": "verra-1477"}], key)
    refused, scored = batch.items
    assert isinstance(refused, batches.Refused) and refused.index == 0 and refused.id == "nowhere-0"
    assert refused.error["code"] == "not_found"
    assert isinstance(scored, batches.Scored) and scored.index == 1 and scored.score["cqs"] > 0
    assert (batch.total, batch.succeeded, batch.failed, batch.limit) == (2, 1, 1, batches.FREE_CARBON_ITEMS)


def test_a_premium_key_may_send_the_larger_batch(app, catalogue):
    with app.app_context():
        batch = batches.run("carbon", [{"id": "verra-1477"}], api_key(tier="premium")[0])
    assert batch.limit == batches.MAX_ITEMS and batch.succeeded == 1
