"""The status page shows what GET /api/v1/status finds (one probe run for both); /llms.txt and /llms-full.txt
list every operation of the OpenAPI document and every methodology page."""

import re

import pytest

from app.hub import service


def _ops(spec: dict) -> list[tuple[str, str, dict]]:
    return [(m.upper(), p, o) for p, item in spec["paths"].items() for m, o in item.items()
            if m in ("get", "post", "put", "patch", "delete")]


def test_the_status_page_shows_each_probe_as_the_api_does(client):
    api = client.get("/api/v1/status").json
    page = client.get("/status")
    text = page.get_data(as_text=True)
    assert page.status_code == 200 and 'id="status-overall" data-status="ok"' in text
    for name, probe in api["services"].items():
        assert f'id="probe-{name}" data-status="{probe["status"]}"' in text
    assert 'id="probe-database" data-status="ok"' in text and " ms</td>" in text and "Checked at" in text


def test_a_failing_probe_is_down_on_the_page_and_in_the_api(client, monkeypatch):
    def refused():
        raise ConnectionRefusedError

    monkeypatch.setattr(service, "_ping_redis", refused)
    monkeypatch.setitem(client.application.config, "REDIS_URL", "redis://127.0.0.1:6379/0")
    api = client.get("/api/v1/status").json
    text = client.get("/status").get_data(as_text=True)
    assert api["status"] == "degraded" and api["services"]["redis"] == {"status": "down",
                                                                        "error": "ConnectionRefusedError"}
    assert 'id="status-overall" data-status="degraded"' in text and 'id="probe-redis" data-status="down"' in text
    assert "Down <span class=\"disclaimer\">(ConnectionRefusedError)</span>" in text


def test_the_status_page_is_503_like_the_api_when_the_database_is_down(make_app, _migrated):
    down = make_app(SQLALCHEMY_DATABASE_URI="postgresql+psycopg://svc@127.0.0.1:1/none",
                    SQLALCHEMY_ENGINE_OPTIONS={"connect_args": {"connect_timeout": 2}})
    page = down.test_client().get("/status")
    assert page.status_code == 503 and 'id="probe-database" data-status="down"' in page.get_data(as_text=True)


def test_every_page_links_the_status_page_from_its_footer(client):
    footer = client.get("/developers/embeds").get_data(as_text=True).split('<footer class="site">')[1]
    assert 'href="/status"' in footer


@pytest.mark.parametrize("path", ["/llms.txt", "/llms-full.txt"])
def test_the_llms_files_list_every_operation(client, path):
    spec = client.get("/svc-openapi.json").json
    response = client.get(path)
    text = response.get_data(as_text=True)
    assert response.status_code == 200 and response.mimetype == "text/plain"
    lines = text.splitlines()
    assert lines[0] == f"# {spec['info']['title']}" and lines[2].startswith("> ")
    assert "## API" in lines and "## Methodology" in lines
    for method, op_path, op in _ops(spec):
        assert f"- [{method} {op_path}](http://hub.test/developers/reference/{op['operationId']})" in text, op_path
    assert "- [API reference](http://hub.test/developers/reference)" in text
    assert len([line for line in lines if line.startswith(("- [GET /", "- [POST /", "- [PUT /", "- [PATCH /",
                                                           "- [DELETE /"))]) == len(_ops(spec))


def test_the_llms_files_link_each_operation_to_a_reference_page_that_answers(client):
    text = client.get("/llms.txt").get_data(as_text=True)
    linked = re.findall(r"\]\(http://hub\.test(/developers/reference/\w+)\)", text)
    assert linked and all(client.get(path).status_code == 200 for path in linked[:5] + linked[-5:])


def test_the_llms_files_list_the_methodology_pages_and_the_full_one_has_their_text(client):
    short, full = client.get("/llms.txt").get_data(as_text=True), client.get("/llms-full.txt").get_data(as_text=True)
    for path in ("/methodology", "/developers/methodology", "/developers/methodology/green/cqs",
                 "/developers/methodology/watts"):
        assert f"](http://hub.test{path})" in short and f"Source: http://hub.test{path}\n" in full
    assert "Source: http" not in short and len(full) > 2 * len(short)
    assert "### Carbon" in full or "CQS" in full


def test_the_llms_files_answer_304_to_their_etag(client):
    first = client.get("/llms.txt")
    assert first.headers["ETag"]
    again = client.get("/llms.txt", headers={"If-None-Match": first.headers["ETag"]})
    assert again.status_code == 304 and again.data == b""
