"""Proof-tap's rules at the service, without HTTP: a tap waits for a seal, a seal puts every pending tap under one
signed root that its path leads to, no two seals share a root, the free tier's monthly anchors, demo taps, reseals."""

import hashlib

import pytest
from sqlalchemy import select

from app.extensions import db
from app.platform.models import OutboxEvent
from app.shield import merkle, service, usage
from app.shield.models import ShieldRoot, ShieldSeal
from tests.keys.factories import api_key
from tests.shield import factories


@pytest.fixture
def ctx(app):
    """The test runs in the app's context; what it writes is flushed and never committed."""
    with app.app_context():
        yield


def test_a_tap_waits_for_a_seal_that_puts_every_pending_tap_under_one_signed_root(ctx):
    key = api_key(tier="premium")[0]
    taps = [factories.tap(key, f"doc {i}") for i in range(3)]
    assert [t.root_id for t in taps] == [None] * 3 and service.seal_now() == 1
    (root,) = db.session.scalars(select(ShieldRoot)).all()
    assert root.tree_size == 4  # the three taps and the seal's own marker
    for index, made in enumerate(taps):
        db.session.refresh(made)
        assert (made.root_id, made.leaf_index) == (root.id, index)
        assert merkle.verify_inclusion(made.digest, made.leaf_index, root.tree_size, made.path, root.root)
    (seal,) = db.session.scalars(select(ShieldSeal).where(ShieldSeal.root_id == root.id)).all()
    assert seal.signature and seal.ed25519_signature and service.seal_now() == 0


def test_the_same_hashes_sealed_again_make_another_root(ctx):
    key = api_key(tier="premium")[0]
    first = factories.sealed(key, 2)
    again = factories.sealed(key, 2)
    assert [t.digest for t in first] == [t.digest for t in again]
    roots = {db.session.get(ShieldRoot, t.root_id).root for t in first + again}
    assert len(roots) == 2


def test_a_free_key_anchors_its_monthly_allowance_and_a_premium_key_has_none(app, ctx):
    app.config["SVC_SHIELD_FREE_ANCHORS"] = 2
    free, premium = api_key()[0], api_key(tier="premium")[0]
    factories.tap(free, "a")
    factories.tap(free, "b")
    with pytest.raises(Exception, match="anchored its 2 hashes") as refused:
        factories.tap(free, "c")
    assert refused.value.code == "anchor_quota_exceeded" and refused.value.details["limit"] == 2
    assert usage.status(free).used == 2
    for n in range(3):
        factories.tap(premium, f"p{n}")
    assert usage.status(premium).limit is None and usage.status(premium).used == 3


def test_a_demo_tap_has_no_owner_counts_nothing_and_is_published_to_no_one(ctx):
    key = api_key()[0]
    demo = factories.tap(key, "demo", kind="demo", demo=True)
    owned = factories.tap(key, "mine")
    assert demo.owner_key_id is None and demo.demo is True and usage.status(key).used == 1
    published = [row.payload["receipt_id"] for row in db.session.scalars(
        select(OutboxEvent).where(OutboxEvent.event == service.EVENT))]
    assert published == [owned.id]


def test_a_reseal_signs_again_only_the_roots_not_under_the_current_key(ctx):
    key = api_key(tier="premium")[0]
    root_id = factories.sealed(key, 1)[0].root_id
    assert service.reseal(key).resealed == 0
    db.session.execute(db.update(ShieldSeal).values(signing_key_id="svc-ed25519-retired"))
    done = service.reseal(key)
    assert done.resealed == 1 and done.root_ids == [root_id]
    kept = db.session.scalars(select(ShieldSeal.signing_key_id).where(ShieldSeal.root_id == root_id)
                              .order_by(ShieldSeal.id)).all()
    assert kept == ["svc-ed25519-retired", done.signing_key_id]
    assert service.reseal(api_key(tier="premium")[0]).roots == 0  # another key's roots are not its own


def test_a_hash_that_is_not_sha256_hex_is_refused(ctx):
    with pytest.raises(Exception) as refused:
        service.anchor("abc", api_key()[0], "tap")
    assert refused.value.code == "validation_error"
    assert service.payload_digest({"payload": "x"}) == hashlib.sha256(b"x").hexdigest()


def test_a_receipt_is_pending_until_sealed_then_carries_its_proof_and_every_seal_of_its_root(ctx):
    key = api_key(tier="premium")[0]
    pending = service.anchor(hashlib.sha256(b"minutes").hexdigest(), key, "tap")
    assert (pending.status, pending.proof) == ("pending", None) and pending.receipt_url.endswith(pending.id)
    service.seal_now()
    db.session.refresh(pending.tap)
    proof = service.receipt(pending.id).proof
    assert proof.root_id == pending.tap.root_id and proof.leaf_index == 0 and len(proof.seals) == 1
    assert merkle.verify_inclusion(pending.hash, proof.leaf_index, proof.tree_size, proof.path, proof.root)
    checked = service.verify(pending.hash, proof.leaf_index, proof.tree_size, proof.path, proof.root, proof.seals[0])
    assert checked.valid and checked.root_known_to_hub and checked.signature["verdict"] == "valid"


def test_the_verify_door_reads_a_receipts_anchoring_and_its_verdict_as_objects(ctx):
    from app.platform.verdicts import NOT_ANCHORED, Anchoring, Found
    from app.verify import service as door

    key = api_key(tier="premium")[0]
    pending = service.anchor(hashlib.sha256(b"board minutes").hexdigest(), key, "tap")
    assert service.anchoring_of(pending.hash) == Anchoring(anchored=True, receipt_id=pending.id, status="pending")
    assert service.verify_receipt(pending.id) == Found(kind="receipt", content_hash=pending.hash, verdict="pending",
                                                       reasons=["receipt_pending"], livemode=True)
    service.seal_now()
    sealed = service.anchoring_of(pending.hash)
    assert sealed.status == "anchored" and sealed.included is True and sealed.sealed_at.endswith("Z")
    answer = door.by_id(pending.id)
    assert answer.anchoring == sealed and answer.valid and answer.kind == "receipt"
    assert service.anchoring_of("0" * 64) is None and door.anchoring_of("0" * 64) is NOT_ANCHORED
