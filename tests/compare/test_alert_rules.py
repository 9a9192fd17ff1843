"""The compare alerts' rules at the service, without HTTP: what counts as a move, one watcher per shortlist and
address, links that confirm and stop, and who is told."""

import time

import pytest
import time_machine

from app.compare import alerts
from app.compare.models import CompareWatcher
from app.extensions import db
from tests.compare import factories

BASE = {"entity_id": "ent_x", "apy": 5.0, "tvl_usd": 10_000_000.0, "liquidity_score": 3, "attestations": ["a"],
        "source_type": "snapshot"}


def _product(**changes) -> dict:
    product = {"id": "p", "apy": 5.0, "apy_as_of": "2026-11-01", "tvl_usd": 10_000_000.0, "tvl_as_of": "2026-11-01",
               "liquidity_score": 3, "evidence": {"attestations": ["a"]}, "source_type": "snapshot"}
    return {**product, **changes}


def _fields(product: dict, signals=("apy_move",)) -> list[str]:
    return [m["field"] for m in alerts.moves({"p": BASE}, [product], list(signals))]


@pytest.mark.parametrize(("changes", "moved"), [
    ({"apy": 5.24}, []), ({"apy": 5.25}, ["apy"]), ({"apy": 4.75}, ["apy"]), ({"apy": None}, []),
    ({"tvl_usd": 10_400_000.0}, []), ({"tvl_usd": 10_500_000.0}, ["tvl_usd"]),
])
def test_an_apy_moves_by_a_quarter_point_and_a_tvl_by_five_percent_and_an_unknown_apy_never(changes, moved):
    assert _fields(_product(**changes)) == moved


def test_a_small_tvl_moves_only_past_100000_usd_and_the_doc_and_liquidity_signals_are_asked_for():
    small = {**BASE, "tvl_usd": 1_000_000.0}
    assert alerts.moves({"p": small}, [_product(tvl_usd=1_090_000.0)], ["apy_move"]) == []  # 9 %, 90,000 USD
    changed = _product(liquidity_score=4, evidence={"attestations": ["a", "b"]})
    assert _fields(changed) == []
    assert _fields(changed, ("doc", "liquidity")) == ["liquidity_score", "attestations"]


@pytest.fixture
def ctx(app, catalogue):
    """The shipped catalogue, and the test in the app's context; nothing it writes is committed."""
    with app.app_context():
        yield


def test_the_same_shortlist_and_address_is_one_watcher_whatever_the_order(ctx):
    first = factories.watcher(product_ids=["ondo-usdy", "paxos-usdp"], confirmed=False)
    alerts.register("ANA@example.org", None, ["paxos-usdp", "ondo-usdy"], ["apy_move"])
    assert db.session.query(CompareWatcher).all() == [first] and first.email_confirmed_at is None


def test_an_unknown_product_is_refused_and_nothing_kept(ctx):
    with pytest.raises(Exception, match="Unknown products") as refused:
        alerts.register("ana@example.org", None, ["ondo-usdy", "no-such-product"], ["apy_move"])
    assert refused.value.code == "validation_error" and db.session.query(CompareWatcher).count() == 0


def test_a_link_confirms_its_own_watcher_once_and_a_forged_or_late_one_is_refused(ctx):
    watcher = factories.watcher(confirmed=False)
    link = alerts.token(watcher.id, "confirm")
    assert alerts.confirm(link).email_status == "confirmed"
    confirmed_at = watcher.email_confirmed_at
    alerts.confirm(link)
    assert watcher.email_confirmed_at == confirmed_at
    with pytest.raises(Exception) as forged:
        alerts.confirm(alerts.token(watcher.id, "unsubscribe"))  # another purpose's link
    assert forged.value.code == "not_found"
    with time_machine.travel(time.time() + 8 * 86400), pytest.raises(Exception, match="expired") as late:
        alerts.confirm(link)
    assert late.value.code == "link_expired"


def test_a_confirm_link_gives_back_its_own_watcher_as_the_page_names_it(ctx):
    watcher = factories.watcher(product_ids=["ondo-usdy", "paxos-usdp"], confirmed=False)
    assert watcher.email_status == "pending_confirmation" and watcher.channels == ["email"]
    shown = alerts.confirm(alerts.token(watcher.id, "confirm"))
    assert shown is watcher and shown.email_status == "confirmed" and shown.product_ids == ["ondo-usdy", "paxos-usdp"]


def test_an_unconfirmed_address_is_not_checked_and_its_baseline_waits(ctx):
    watcher = factories.watcher(confirmed=False)
    assert alerts.check_one(watcher.id) is False
    assert watcher.baseline["ondo-usdy"]["apy"] == 5.35 and watcher.last_checked_at is None


def test_unsubscribing_stops_the_watcher_and_turns_its_webhook_off(ctx, app, fake_https):
    from app.webhooks.models import Webhook

    app.config.update(fake_https.settings())
    watcher = factories.watcher(email=None, webhook_url=f"{fake_https.url}/hook")
    alerts.unsubscribe(alerts.token(watcher.id, "unsubscribe"))
    hook = db.session.query(Webhook).filter_by(audience=alerts.audience(watcher.id)).one()
    assert watcher.active is False and hook.active is False and hook.disabled_reason == "Unsubscribed."
    assert alerts.check_one(watcher.id) is False
