"""How long a URL may be: the app's limit (SVC_MAX_URL_LENGTH, 414 uri_too_long in the envelope) and, in front of it,
gunicorn's request-line limit (gunicorn.conf.py), set above the app's so that the app is the one that answers."""

import http.client
import json
import logging
import runpy
from pathlib import Path

import pytest

from tests.support import gunicorn_hub

ROOT = Path(__file__).resolve().parents[2]


def _url(length: int, path: str = "/api/compare?q=") -> str:
    """A path plus query string of exactly `length` bytes."""
    return path + "a" * (length - len(path))


def test_a_url_at_the_limit_is_served_and_one_byte_more_is_a_414_in_the_envelope(client):
    assert client.get(_url(4096, "/api/compare?limit=5&x=")).status_code == 400  # read, and refused as unknown
    refused = client.get(_url(4097))
    assert refused.status_code == 414 and refused.json["error"]["code"] == "uri_too_long"
    assert refused.json["error"]["details"] == {"limit": 4096}


def test_the_url_limit_is_a_setting_and_pages_answer_their_own_414(make_app, _migrated):
    client = make_app(SVC_MAX_URL_LENGTH=100).test_client()
    assert client.get(_url(100, "/?utm_source=")).status_code == 200
    page = client.get(_url(101, "/?utm_source="))
    assert page.status_code == 414 and page.mimetype == "text/html" and "uri_too_long" in page.get_data(as_text=True)


class FakeServer:
    log = logging.getLogger("gunicorn.error")


def _conf(monkeypatch, **env) -> dict:
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    return runpy.run_path(str(ROOT / "gunicorn.conf.py"))


def test_gunicorn_reads_longer_request_lines_than_the_app_accepts(monkeypatch, caplog):
    monkeypatch.delenv("SVC_MAX_URL_LENGTH", raising=False)
    conf = _conf(monkeypatch)
    assert conf["limit_request_line"] >= conf["app_url_limit"]() + len("OPTIONS  HTTP/1.1")
    with caplog.at_level(logging.WARNING, logger="gunicorn.error"):
        conf["on_starting"](FakeServer())
    assert caplog.records == []


def test_gunicorn_warns_at_start_when_the_app_would_accept_lines_it_refuses(monkeypatch, caplog):
    conf = _conf(monkeypatch, SVC_MAX_URL_LENGTH="9000")
    with caplog.at_level(logging.WARNING, logger="gunicorn.error"):
        conf["on_starting"](FakeServer())
    assert "SVC_MAX_URL_LENGTH=9000" in caplog.text and "limit_request_line=8190" in caplog.text


def _send(base: str, target: str) -> tuple[int, str, bytes]:
    host, port = base.removeprefix("http://").split(":")
    conn = http.client.HTTPConnection(host, int(port), timeout=30)
    try:
        conn.request("GET", target, headers={"Host": "localhost"})
        response = conn.getresponse()
        return response.status, response.getheader("Content-Type") or "", response.read()
    finally:
        conn.close()


@pytest.mark.slow
def test_under_gunicorn_the_app_answers_long_request_lines_in_its_envelope(app, database_url, base_config):
    with gunicorn_hub(database_url, base_config) as url:
        for length in (4097, 6000, 8150):  # past the app's limit, and up to gunicorn's
            status, kind, body = _send(url, _url(length))
            assert (status, kind) == (414, "application/json"), (length, body[:200])
            assert json.loads(body)["error"] == {"code": "uri_too_long", "details": {"limit": 4096},
                                                 "message": "The path and query string may not pass 4096 bytes."}
        status, kind, _ = _send(url, _url(9000))  # past gunicorn's limit: its own page, before the hub
        assert (status, kind) == (414, "text/html")
