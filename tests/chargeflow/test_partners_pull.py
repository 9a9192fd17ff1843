"""Partner connectors: the catalogue, sandbox records from the shipped samples, and live pulls from a fake OCPI
2.2.1 peer over TLS, with the token sent only in its header and never shown in an error or a log line."""

import base64
import json
import logging
from datetime import UTC, datetime, timedelta
from urllib.parse import parse_qs, urlsplit

import pytest

from app.chargeflow import ocpi
from app.chargeflow.ocmf import verify_signed_data
from app.chargeflow.partners import CATALOGUE, DATA_DIR, pull
from app.platform.errors import DomainError
from tests.chargeflow.ocpi_peer import PEER_TOKEN

TOKEN_B64 = base64.b64encode(PEER_TOKEN.encode()).decode()


@pytest.fixture
def hub(make_app, ocpi_peer):  # noqa: F811
    """A hub whose fetch door may reach the fake peer; pull() runs in its app context."""
    application = make_app(**ocpi_peer.settings())
    with application.app_context():
        yield application


@pytest.fixture(scope="module")
def declaring(_hub_factory):
    """A hub that reads no database: the status and code of an error are what its domain declares to the app."""
    return _hub_factory()


def _refusal(partner="generic_ocpi", mode="live", credentials=None, limit=10) -> DomainError:
    with pytest.raises(DomainError) as caught:
        pull(partner, mode, credentials=credentials, limit=limit)
    return caught.value


def _leaks(error: DomainError) -> bool:
    shown = f"{error} {error.message} {error.details} {error.__cause__} {error.__context__}"
    return PEER_TOKEN in shown or TOKEN_B64 in shown


def _query(received: dict) -> dict:
    return {k: v[0] for k, v in parse_qs(urlsplit(received["path"]).query).items()}


def test_the_catalogue_lists_three_connectors_with_their_modes_and_credentials():
    assert [c["id"] for c in CATALOGUE] == ["vendor_fleet", "vendor_ocpi", "generic_ocpi"]
    for connector in CATALOGUE:
        assert set(connector) == {"id", "name", "description", "modes", "credential_fields", "records"}
        assert set(connector["modes"]) <= {"sandbox", "live"} and "sandbox" in connector["modes"]
        for spec in connector["credential_fields"]:
            assert set(spec) == {"name", "type", "required", "secret", "description"}
            assert spec["secret"] is (spec["name"] in ("token", "access_token"))
    by_id = {c["id"]: c for c in CATALOGUE}
    assert by_id["vendor_fleet"]["modes"] == ["sandbox"]
    assert {f["name"] for f in by_id["generic_ocpi"]["credential_fields"] if f["required"]} == {"base_url", "token"}
    assert {"module", "date_from"} <= {f["name"] for f in by_id["generic_ocpi"]["credential_fields"]}


@pytest.mark.parametrize("partner", ["vendor_fleet", "vendor_ocpi", "generic_ocpi"])
def test_each_sample_file_says_it_is_sample_data(partner):
    document = json.loads((DATA_DIR / f"{partner}.json").read_text())
    assert document["as_of"] and "not a real operator" in document["note"]


def test_the_fleet_sandbox_gives_flat_cdr_rows_that_map():
    records = pull("vendor_fleet", "sandbox", credentials=None, limit=50)
    assert len(records) == 6 and {r["kind"] for r in records} == {"flat_cdr"}
    mapped = [ocpi.from_flat_cdr(r["record"], "FR*FLEET")["session"] for r in records]
    assert {m["location"]["country"] for m in mapped} == {"FR", "DE", "NL", "BE", "ES"}
    assert mapped[-1]["operator_id"] == "FR*FLEET"  # the one row without a cpo_id


def test_the_ocpi_vendor_sandbox_gives_cdrs_one_signed_by_its_meter():
    records = pull("vendor_ocpi", "sandbox", credentials=None, limit=50)
    assert len(records) == 5 and {r["kind"] for r in records} == {"cdr"}
    assert all(ocpi.is_real_cdr(r["record"]) for r in records)
    signed = [r["record"] for r in records if "signed_data" in r["record"]]
    assert len(signed) == 1
    check = verify_signed_data(signed[0]["signed_data"], signed[0]["total_energy"])
    assert check["verdict"] == "valid" and check["matches_total_energy"] is True
    assert ocpi.from_cdr(signed[0], None)["session"]["location"]["country"] == "NL"


def test_the_generic_sandbox_gives_cdrs_or_sessions_as_the_module_says():
    cdrs = pull("generic_ocpi", "sandbox", credentials={}, limit=2)
    sessions = pull("generic_ocpi", "sandbox", credentials={"module": "sessions"}, limit=50)
    assert [r["kind"] for r in cdrs] == ["cdr", "cdr"]
    assert len(sessions) == 4 and {r["kind"] for r in sessions} == {"session"}
    completed = [r["record"] for r in sessions if r["record"]["status"] == "COMPLETED"]
    assert len(completed) == 3 and all(ocpi.from_session(s, None) for s in completed)


def test_sandbox_records_are_copies_the_caller_may_change():
    pull("vendor_ocpi", "sandbox", credentials=None, limit=1)[0]["record"]["id"] = "changed"
    assert pull("vendor_ocpi", "sandbox", credentials=None, limit=1)[0]["record"]["id"] == "CDR-FR-SCP-0001"


def test_a_live_pull_follows_the_pages_and_sends_the_token_base64(hub, ocpi_peer):  # noqa: F811
    records = pull("vendor_ocpi", "live", credentials=ocpi_peer.credentials(), limit=50)
    assert [r["record"]["id"] for r in records] == [c["id"] for c in ocpi_peer.cdrs]
    assert {r["kind"] for r in records} == {"cdr"}
    sent = ocpi_peer.received
    assert len(sent) == 3  # two records a page
    assert all(r["headers"]["Authorization"] == f"Token {TOKEN_B64}" for r in sent)
    assert all(PEER_TOKEN not in r["path"] for r in sent)
    first = _query(sent[0])
    assert urlsplit(sent[0]["path"]).path == "/ocpi/2.2.1/cdrs" and first["offset"] == "0" and first["limit"] == "50"
    since = datetime.strptime(first["date_from"], "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=UTC)
    assert abs(since - (datetime.now(UTC) - timedelta(days=30))) < timedelta(minutes=5)
    assert [_query(r)["offset"] for r in sent] == ["0", "2", "4"]
    signed = next(r["record"] for r in records if "signed_data" in r["record"])
    assert verify_signed_data(signed["signed_data"], signed["total_energy"])["verdict"] == "valid"


def test_a_live_pull_stops_at_the_limit(hub, ocpi_peer):  # noqa: F811
    records = pull("generic_ocpi", "live", credentials=ocpi_peer.credentials(), limit=3)
    assert [r["record"]["id"] for r in records] == [c["id"] for c in ocpi_peer.cdrs[:3]]
    assert len(ocpi_peer.received) == 2


def test_a_live_pull_reads_at_most_five_pages(hub, ocpi_peer):  # noqa: F811
    ocpi_peer.page_size = 1
    ocpi_peer.cdrs = ocpi_peer.cdrs * 3
    assert len(pull("generic_ocpi", "live", credentials=ocpi_peer.credentials(), limit=50)) == 5
    assert len(ocpi_peer.received) == 5


def test_a_live_pull_reads_sessions_from_the_date_given(hub, ocpi_peer):  # noqa: F811
    since = (datetime.now(UTC) - timedelta(days=1)).astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S+00:00")
    records = pull("generic_ocpi", "live", credentials=ocpi_peer.credentials(module="sessions", date_from=since),
                   limit=10)
    assert [r["record"]["id"] for r in records] == [s["id"] for s in ocpi_peer.sessions]
    assert {r["kind"] for r in records} == {"session"}
    assert urlsplit(ocpi_peer.received[0]["path"]).path == "/ocpi/2.2.1/sessions"
    assert _query(ocpi_peer.received[0])["date_from"] == since.replace("+00:00", "Z")


def test_a_live_pull_keeps_only_the_party_asked_for(hub, ocpi_peer):  # noqa: F811
    ocpi_peer.cdrs[1]["party_id"] = "OTH"
    records = pull("vendor_ocpi", "live", credentials=ocpi_peer.credentials(party_id="oth"), limit=50)
    assert [r["record"]["id"] for r in records] == [ocpi_peer.cdrs[1]["id"]]


def test_a_wrong_token_is_refused_by_the_partner_and_never_shown(hub, ocpi_peer):  # noqa: F811
    error = _refusal(credentials={**ocpi_peer.credentials(), "token": "not-the-token"})
    assert (error.status, error.code) == (502, "partner_refused") and "not-the-token" not in str(error)
    ocpi_peer.token = "rotated"  # the peer no longer knows our token
    error = _refusal(credentials=ocpi_peer.credentials() | {"token": PEER_TOKEN})
    assert error.code == "partner_refused" and not _leaks(error)


def test_live_without_credentials_names_the_missing_fields(hub):
    error = _refusal(credentials=None)
    assert (error.status, error.code) == (400, "credentials_required")
    assert set(error.details["fields"]) == {"credentials.base_url", "credentials.token"}
    error = _refusal(credentials={"token": PEER_TOKEN, "base_url": "  "})
    assert error.code == "credentials_required" and set(error.details["fields"]) == {"credentials.base_url"}
    assert not _leaks(error)


def test_an_http_base_url_is_refused_before_any_request(hub, ocpi_peer):  # noqa: F811
    plain = ocpi_peer.base_url.replace("https://", "http://")
    error = _refusal(credentials=ocpi_peer.credentials(base_url=plain))
    assert (error.status, error.code) == (400, "validation_error")
    assert list(error.details["fields"]) == ["credentials.base_url"] and ocpi_peer.received == []


@pytest.mark.parametrize("base_url", ["https://10.1.2.3/ocpi/2.2.1", f"https://peer.test/ocpi/{PEER_TOKEN}"])
def test_a_base_url_the_door_refuses_or_that_carries_the_token_is_refused(hub, ocpi_peer, base_url):  # noqa: F811
    error = _refusal(credentials=ocpi_peer.credentials(base_url=base_url))
    assert error.code == "validation_error" and list(error.details["fields"]) == ["credentials.base_url"]
    assert not _leaks(error)


@pytest.mark.parametrize(("answer", "status", "code"), [
    ((500, b"{}"), 502, "partner_unavailable"),
    ((404, b"{}"), 502, "partner_bad_answer"),
    ((200, b"<html>"), 502, "partner_bad_answer"),
    ((200, b'{"data": [], "status_code": 2001, "status_message": "cpo-credentials-token-5Qe9"}'), 502,
     "partner_bad_answer"),
    ((200, b'{"data": {"id": 1}, "status_code": 1000}'), 502, "partner_bad_answer"),
    ((200, b'{"data": [1, 2], "status_code": 1000}'), 502, "partner_bad_answer"),
])
def test_a_partner_answer_that_is_not_an_ocpi_list_is_an_error(hub, ocpi_peer, answer, status, code):  # noqa: F811
    ocpi_peer.answer_with = answer
    error = _refusal(credentials=ocpi_peer.credentials())
    assert (error.status, error.code) == (status, code) and not _leaks(error)


def test_a_next_page_on_another_origin_is_not_followed(hub, ocpi_peer, monkeypatch):  # noqa: F811
    answer = ocpi_peer.answer

    def elsewhere(path, headers):
        status, body, extra = answer(path, headers)
        return status, body, {**extra, "Link": '<https://collector.example/ocpi/cdrs?offset=2>; rel="next"'}

    monkeypatch.setattr(ocpi_peer, "answer", elsewhere)
    error = _refusal(credentials=ocpi_peer.credentials())
    assert error.code == "partner_bad_answer" and "origin" in error.message and len(ocpi_peer.received) == 1


def test_an_unreachable_partner_is_unavailable(hub, ocpi_peer):  # noqa: F811
    error = _refusal(credentials=ocpi_peer.credentials(base_url="https://127.0.0.1:9/ocpi/2.2.1"))
    assert (error.status, error.code) == (502, "partner_unavailable") and not _leaks(error)


def test_a_partner_that_does_not_answer_in_time_is_a_gateway_timeout(make_app, ocpi_peer):  # noqa: F811
    ocpi_peer.delay = 1.5
    with make_app(**{**ocpi_peer.settings(), "SVC_FETCH_TIMEOUT": 0.3}).app_context():
        error = _refusal(credentials=ocpi_peer.credentials())
        assert (error.status, error.code) == (504, "partner_unavailable")  # as the app's declarations say


def test_the_token_appears_in_no_log_record(hub, ocpi_peer, caplog):  # noqa: F811
    caplog.set_level(logging.DEBUG)
    assert pull("vendor_ocpi", "live", credentials=ocpi_peer.credentials(), limit=50)
    _refusal(credentials={**ocpi_peer.credentials(), "token": PEER_TOKEN + "-old"})
    ocpi_peer.answer_with = (500, b"{}")
    _refusal(credentials=ocpi_peer.credentials())
    assert any("pulled 5 OCPI cdrs" in r.getMessage() for r in caplog.records)
    for record in caplog.records:
        text = f"{record.getMessage()} {record.args} {record.exc_text} {getattr(record, '__dict__', '')}"
        assert PEER_TOKEN not in text and TOKEN_B64 not in text


@pytest.mark.parametrize(("partner", "mode", "credentials", "limit", "status", "code", "field"), [
    ("charge_anywhere", "sandbox", None, 5, 404, "not_found", None),
    ("generic_ocpi", "demo", None, 5, 400, "validation_error", "mode"),
    ("generic_ocpi", "sandbox", None, 0, 400, "validation_error", "limit"),
    ("generic_ocpi", "sandbox", None, 51, 400, "validation_error", "limit"),
    ("generic_ocpi", "sandbox", {"module": "tariffs"}, 5, 400, "validation_error", "credentials.module"),
    ("generic_ocpi", "sandbox", "token", 5, 400, "validation_error", "credentials"),
    ("vendor_fleet", "live", None, 5, 400, "credentials_required", "credentials.access_token"),
    ("vendor_fleet", "live", {"access_token": "t0k"}, 5, 400, "validation_error", "mode"),
    ("generic_ocpi", "live", {"base_url": "https://x.test", "token": "t", "date_from": "yesterday"}, 5, 400,
     "validation_error", "credentials.date_from"),
    ("generic_ocpi", "live", {"base_url": "https://x.test", "token": "\ud800"}, 5, 400, "validation_error",
     "credentials.token"),
    ("vendor_ocpi", "live", {"base_url": "https://x.test", "token": ["t"]}, 5, 400, "credentials_required",
     "credentials.token"),
])
def test_a_request_the_connector_cannot_serve_is_refused(declaring, partner, mode, credentials, limit, status, code,
                                                        field):
    with declaring.app_context():
        error = _refusal(partner, mode, credentials, limit)
        assert (error.status, error.code) == (status, code)
    assert field is None or field in error.details["fields"]
