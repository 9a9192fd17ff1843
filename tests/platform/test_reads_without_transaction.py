"""A GET or HEAD reads PostgreSQL without a transaction (no BEGIN, no ROLLBACK round trip) and never writes
through its session; what it must record (a PDF it served) lasts; other requests keep their one transaction, or
send their whole write as one statement that is its own transaction (a new score, a mint)."""

import pytest
from flask import request
from sqlalchemy import event, select, text

from app.extensions import db
from app.platform.db import unit_of_work
from app.platform.models import Counter
from app.platform.session import WriteInRead
from tests.catalogue.factories import product
from tests.chargeflow.factories import body
from tests.conftest import USE_POSTGRES, bearer
from tests.support import drop


def _transaction_states(app):
    """(statement, in a transaction?, on a connection in autocommit?) of every statement the app's engine sends, as
    the driver sees it before sending it (a connection not in autocommit opens a transaction before its first)."""
    seen = []

    def record(conn, _cursor, statement, *_args):
        raw = conn.connection.dbapi_connection
        in_tx = raw.in_transaction if not USE_POSTGRES else raw.info.transaction_status != 0
        seen.append((statement.split()[0], in_tx, bool(getattr(raw, "autocommit", False))))

    with app.app_context():
        event.listen(db.engine, "before_cursor_execute", record)
    return seen


@pytest.mark.skipif(not USE_POSTGRES, reason="production mode: PostgreSQL")
def test_a_get_sends_no_statement_in_a_transaction_and_a_new_score_is_one_statement(make_app, _migrated, new_key):
    app = make_app()
    client, key = app.test_client(), new_key("premium")
    seen = _transaction_states(app)
    assert client.get("/api/v1/keys/current", headers=bearer(key)).status_code == 200
    assert client.get("/api/compare?asset_class=bonds").status_code == 200
    assert seen and not any(in_tx for _, in_tx, _autocommit in seen), seen
    seen.clear()
    assert client.post("/api/v1/score", headers=bearer(key), json={"asset_type": "bonds"}).status_code == 200
    # a new score session and its first entry: one statement (app.platform.db.insert_together), its own transaction
    # (the key's first use is counted apart, in a transaction of its own)
    assert [row for row in seen if row[0] == "WITH"] == [("WITH", False, True)], seen
    with app.app_context(), db.engine.connect() as conn:  # the pool hands out transactions again after a read
        assert conn.connection.dbapi_connection.autocommit is False


@pytest.mark.skipif(not USE_POSTGRES, reason="production mode: PostgreSQL")
def test_a_mint_and_its_event_are_one_statement_and_a_duplicate_writes_neither(make_app, _migrated, new_key):
    app = make_app()
    client, key = app.test_client(), new_key("premium")
    # the key's first request reads it in the request's transaction: the mint then joins that transaction
    first = client.post("/api/v1/chargeflow", headers=bearer(key), json=body(external_session_id="S-1"))
    assert first.status_code == 201
    seen = _transaction_states(app)
    minted = client.post("/api/v1/chargeflow", headers=bearer(key), json=body(external_session_id="S-WHOLE"))
    assert minted.status_code == 201, minted.get_json()
    assert [row for row in seen if row[0] != "SELECT"] == [("WITH", False, True)], seen
    again = client.post("/api/v1/chargeflow", headers=bearer(key), json=body(external_session_id="S-WHOLE"))
    assert again.status_code == 409 and again.get_json()["error"]["code"] == "duplicate_unit"
    with app.app_context():
        units = db.session.execute(text("SELECT id FROM cf_units WHERE external_id = 'S-WHOLE'")).scalars().all()
        told = db.session.execute(text("SELECT payload FROM outbox_events WHERE event = 'chargeflow.unit.minted' "
                                       "AND payload->>'unit_id' = :id"), {"id": minted.get_json()["id"]}).all()
    assert units == [minted.get_json()["id"]] and len(told) == 1


@pytest.mark.skipif(not USE_POSTGRES, reason="production mode: PostgreSQL")
def test_a_write_after_a_requests_whole_write_is_refused_and_the_whole_write_stands(make_app, _migrated):
    """whole_write(): the request's one statement is committed on its own, so another write of the request would not
    be whole with it: it raises, and the first statement is kept whole."""
    from sqlalchemy import delete, insert

    from app.platform.db import WholeWritten, whole_write

    app = make_app()
    with app.test_request_context("/api/v1/score", method="POST"):
        whole_write(insert(Counter), {"name": "svc-test-whole-a", "value": 1})
        db.session.add(Counter(name="svc-test-whole-b", value=1))
        with pytest.raises(WholeWritten):
            db.session.flush()
        db.session.rollback()
    with app.app_context(), db.engine.begin() as conn:
        ours = Counter.name.like("svc-test-whole-%")
        kept = dict(conn.execute(select(Counter.name, Counter.value).where(ours)).all())
        conn.execute(delete(Counter).where(ours))
    assert kept == {"svc-test-whole-a": 1}


@pytest.mark.skipif(not USE_POSTGRES, reason="production mode: PostgreSQL")
def test_a_mint_whose_idempotent_answer_fails_writes_nothing_so_its_retry_mints_once(make_app, _migrated, new_key):
    """A request that claimed an Idempotency-Key writes in the unit of work, not alone: a 5xx frees the key, so the
    write must roll back with it, and the retry then creates the unit (not a 409 for a unit the caller never got)."""
    app = make_app()
    failed = []

    @app.after_request
    def fail_once(response):  # runs before the request's end commits (after_request hooks run last-registered first)
        if "Idempotency-Key" in request.headers and not failed:
            failed.append(response.status_code)
            return app.response_class("{}", status=503, mimetype="application/json")
        return response

    client, key = app.test_client(), new_key("premium")
    # the key's first request reads it in the request's transaction; the next ones could write alone
    first = client.post("/api/v1/chargeflow", headers=bearer(key), json=body(external_session_id="S-1"))
    assert first.status_code == 201
    headers = {**bearer(key), "Idempotency-Key": "mint-once-after-a-503"}
    unit = body(external_session_id="S-IDEM-RETRY")
    assert client.post("/api/v1/chargeflow", headers=headers, json=unit).status_code == 503 and failed == [201]
    retried = client.post("/api/v1/chargeflow", headers=headers, json=unit)
    assert retried.status_code == 201, retried.get_json()
    replayed = client.post("/api/v1/chargeflow", headers=headers, json=unit)
    assert replayed.headers.get("Idempotency-Replayed") == "true" and replayed.get_json() == retried.get_json()
    with app.app_context():
        units = db.session.execute(text("SELECT id FROM cf_units WHERE external_id = 'S-IDEM-RETRY'")).scalars().all()
    assert units == [retried.get_json()["id"]]


@pytest.mark.skipif(not USE_POSTGRES, reason="production mode: PostgreSQL")
def test_a_job_run_inside_a_post_writes_in_its_unit_of_work(make_app, _migrated):
    """A job run inline by a POST (no Redis) is a unit of work: its first statement does not commit alone, and its
    later writes are part of the same transaction."""
    from sqlalchemy import delete, insert

    from app.platform.db import whole_write

    app = make_app()
    with app.test_request_context("/api/v1/score", method="POST"):
        with unit_of_work():
            whole_write(insert(Counter), {"name": "svc-test-unit-a", "value": 1})
            db.session.add(Counter(name="svc-test-unit-b", value=2))
            db.session.flush()
        with pytest.raises(ZeroDivisionError), unit_of_work():
            whole_write(insert(Counter), {"name": "svc-test-unit-undone", "value": 3})
            _ = 1 / 0
    with app.app_context(), db.engine.begin() as conn:
        ours = Counter.name.like("svc-test-unit-%")
        kept = dict(conn.execute(select(Counter.name, Counter.value).where(ours)).all())
        conn.execute(delete(Counter).where(ours))
    assert kept == {"svc-test-unit-a": 1, "svc-test-unit-b": 2}


def test_a_write_through_the_session_of_a_get_is_refused_and_nothing_is_written(app):
    with app.test_request_context("/api/compare", method="GET"):
        db.session.add(Counter(name="svc-test-written-in-a-get", value=1))
        with pytest.raises(WriteInRead):
            db.session.flush()
        db.session.rollback()
    with app.test_request_context("/api/compare", method="POST"), unit_of_work():
        assert db.session.get(Counter, "svc-test-written-in-a-get") is None
        db.session.add(Counter(name="svc-test-written-in-a-post", value=1))
        db.session.flush()


def test_a_pdf_served_to_a_get_is_recorded_and_lasts(make_app, _migrated):
    app = make_app()
    with app.app_context(), unit_of_work():
        product(id="acme-one", name="Acme One")
        product(id="acme-two", name="Acme Two", apy=5.0)
    client = app.test_client()
    response = client.get("/api/compare/report/pdf", query_string={"compare": "acme-one,acme-two", "locale": "en"})
    assert response.status_code == 200
    answer = drop(app.test_client(), response.data, "report.pdf")
    assert answer["verdict"] == "valid" and answer["document"]["issued_by_hub"] is True


def test_a_write_a_get_makes_on_purpose_is_whole_and_lasts(make_app, _migrated):
    """write_in_read(): in autocommit (PostgreSQL) the block is a transaction of its own, committed at its end
    and undone whole when it raises; on SQLite it joins the request's transaction."""
    from app.platform.db import write_in_read

    app = make_app()
    with app.test_request_context("/api/v1/watts/reserve/wrs_x", method="GET"):
        db.session.scalar(select(Counter.value).limit(1))  # the request has read first
        with write_in_read():
            db.session.add(Counter(name="svc-test-kept-a", value=1))
            db.session.add(Counter(name="svc-test-kept-b", value=2))
        with pytest.raises(ZeroDivisionError), write_in_read():
            db.session.add(Counter(name="svc-test-undone", value=3))
            db.session.flush()
            _ = 1 / 0
        app.process_response(app.response_class())  # the request's end commits what it may
    with app.app_context():
        names = set(db.session.scalars(select(Counter.name).where(Counter.name.like("svc-test-%"))))
    assert names == {"svc-test-kept-a", "svc-test-kept-b"}


def test_a_streamed_export_reads_through_its_cursor_on_a_get(make_app, _migrated, new_key):
    """A server-side cursor needs a transaction: the receipts export reads on a connection of its own."""
    import json

    from tests.keys.factories import identity
    from tests.shield import factories

    app = make_app()
    client, key = app.test_client(), new_key("premium")
    with app.app_context(), unit_of_work():
        made = {tap.id for tap in factories.sealed(identity(key), 3)}
    exported = client.get("/api/v1/shield/export?format=json", headers=bearer(key))
    assert exported.status_code == 200
    assert {row["id"] for row in json.loads(exported.get_data(as_text=True))} == made
