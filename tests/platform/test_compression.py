"""Answers sent compressed to a client that takes it, with validators and streams that still work, and static files
under versioned URLs that browsers keep for a year."""

import gzip
import re

import brotli
import pytest

from tests.conftest import bearer

GZIP = {"Accept-Encoding": "gzip"}


def _static_url(page: str, name: str) -> str:
    return re.search(rf'(/static/{re.escape(name)}\?v=[0-9a-f]+)"', page).group(1)


def _page(client) -> str:
    return client.get("/developers").get_data(as_text=True)


@pytest.mark.parametrize("kind", ["page", "css", "js", "json"])
def test_a_client_taking_gzip_gets_gzip_that_unpacks_to_the_same_answer(client, catalogue, demo_key, kind):
    page = _page(client)
    path = {"page": "/developers", "css": _static_url(page, "css/hub.css"), "js": _static_url(page, "js/menu.js"),
            "json": "/api/v1/jurisdictions"}[kind]
    headers = bearer(demo_key) if kind == "json" else {}
    plain = client.get(path, headers=headers)
    packed = client.get(path, headers={**headers, **GZIP})
    assert packed.status_code == plain.status_code == 200
    assert packed.headers["Content-Encoding"] == "gzip" and "Content-Encoding" not in plain.headers
    assert "Accept-Encoding" in packed.headers["Vary"] and "Accept-Encoding" in plain.headers["Vary"]
    unpacked = gzip.decompress(packed.data)
    if kind == "page":  # a page carries its own request id and form token: compare what stays
        unpacked, expected = (re.sub(rb'value="[^"]{20,}"', b"", body) for body in (unpacked, plain.data))
    else:
        expected = plain.data
    assert len(packed.data) < len(plain.data)
    if kind == "json":
        assert gzip.decompress(packed.data).split(b'"meta"')[0] == plain.data.split(b'"meta"')[0]
    else:
        assert unpacked == expected


def test_brotli_is_preferred_when_the_client_takes_it(client):
    answer = client.get("/developers", headers={"Accept-Encoding": "gzip, br"})
    assert answer.headers["Content-Encoding"] == "br"
    assert b"<!doctype html>" in brotli.decompress(answer.data)


def test_a_compressed_answer_has_its_own_etag_and_if_none_match_still_gives_304(client, catalogue, demo_key):
    plain = client.get("/api/v1/jurisdictions", headers=bearer(demo_key))
    packed = client.get("/api/v1/jurisdictions", headers={**bearer(demo_key), **GZIP})
    assert packed.headers["ETag"] != plain.headers["ETag"]
    for tag, encoding in ((packed.headers["ETag"], GZIP), (plain.headers["ETag"], {})):
        again = client.get("/api/v1/jurisdictions", headers={**bearer(demo_key), **encoding, "If-None-Match": tag})
        assert again.status_code == 304 and again.data == b""
    css = _static_url(_page(client), "css/hub.css")
    first = client.get(css, headers=GZIP)
    assert client.get(css, headers={**GZIP, "If-None-Match": first.headers["ETag"]}).status_code == 304


def test_a_whole_csv_export_is_compressed_too(client, catalogue):
    plain = client.get("/export?format=csv&limit=10")
    packed = client.get("/export?format=csv&limit=10", headers=GZIP)
    assert packed.headers["Content-Encoding"] == "gzip" and gzip.decompress(packed.data) == plain.data


def test_a_range_of_a_static_file_is_never_compressed(client):
    part = client.get("/static/css/hub.css", headers={**GZIP, "Range": "bytes=0-4"})
    assert part.status_code == 206 and "Content-Encoding" not in part.headers and part.data == b":root"


def test_versioned_static_urls_are_immutable_and_unversioned_ones_short_lived(client):
    css = _static_url(_page(client), "css/hub.css")
    assert client.get(css).headers["Cache-Control"] == "public, max-age=31536000, immutable"
    assert client.get("/static/css/hub.css").headers["Cache-Control"] == "public, max-age=300"
    assert client.get("/static/css/hub.css?v=000000000000").headers["Cache-Control"] == "public, max-age=300"


def test_changing_a_static_file_changes_its_url_within_a_second(make_app, _migrated, tmp_path, monkeypatch):
    from flask import url_for

    from app.platform import static_versions

    clock = [1000.0]
    monkeypatch.setattr(static_versions.time, "monotonic", lambda: clock[0])
    app = make_app()
    app.static_folder = str(tmp_path)
    (tmp_path / "site.css").write_text("body { color: red; }")
    with app.test_request_context("/"):
        before = url_for("static", filename="site.css")
        (tmp_path / "site.css").write_text("body { color: blue; }")
        clock[0] += 0.5
        still = url_for("static", filename="site.css")  # looked at once a second, not on every url_for
        clock[0] += static_versions.CHECK_EVERY
        after = url_for("static", filename="site.css")
    assert before == still and before != after and before.startswith("/static/site.css?v=")
    client = app.test_client()
    assert client.get(after).headers["Cache-Control"] == "public, max-age=31536000, immutable"
    assert client.get(before).headers["Cache-Control"] == "public, max-age=300"
