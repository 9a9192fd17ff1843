"""PDF rendering: one FontConfiguration per thread, the warm-up, and the gunicorn hook that runs it."""

import gc
import logging
import runpy
import threading
from pathlib import Path

import pytest
from weasyprint import HTML

from app.platform import pdf

ROOT = Path(__file__).resolve().parents[2]
DOC = '<html><body style="font-family: \'DejaVu Sans\'">svc</body></html>'


@pytest.fixture
def font_configs_used(monkeypatch):
    """The font_config given to each write_pdf call."""
    used = []
    write_pdf = HTML.write_pdf

    def spy(self, *args, **kwargs):
        used.append(kwargs.get("font_config"))
        return write_pdf(self, *args, **kwargs)

    monkeypatch.setattr(HTML, "write_pdf", spy)
    return used


def in_new_thread(app, fn):
    """fn() in a fresh thread with an app context; its result (exceptions are raised here)."""
    out = {}

    def run():
        try:
            with app.app_context():
                out["value"] = fn()
        except Exception as error:  # noqa: BLE001 - handed back to the test's thread
            out["error"] = error

    thread = threading.Thread(target=run)
    thread.start()
    thread.join()
    if "error" in out:
        raise out["error"]
    return out["value"]


def test_two_renders_in_one_thread_reuse_the_threads_font_configuration(app, font_configs_used):
    def render_twice():
        first, second = pdf.render_pdf(DOC), pdf.render_pdf(DOC, stylesheets=("p { color: #0f3d3e; }",))
        assert first.startswith(b"%PDF") and second.startswith(b"%PDF")
        return pdf.font_config()

    mine = in_new_thread(app, render_twice)
    assert len(font_configs_used) == 2
    assert font_configs_used[0] is font_configs_used[1] is mine


def test_each_thread_has_its_own_font_configuration(app):
    assert in_new_thread(app, pdf.font_config) is not in_new_thread(app, pdf.font_config)


def test_warm_up_renders_without_error_or_warning(app, caplog, font_configs_used):
    with caplog.at_level(logging.WARNING, logger="weasyprint"):
        in_new_thread(app, pdf.warm_up)
    assert len(font_configs_used) == 1
    assert [r.getMessage() for r in caplog.records if r.name.startswith("weasyprint")] == []


class FakeWorker:
    def __init__(self, wsgi):
        self.wsgi = wsgi
        self.log = logging.getLogger("gunicorn.error")


def gunicorn_conf(monkeypatch, **env) -> dict:
    monkeypatch.delenv("GUNICORN_MAX_REQUESTS", raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    return runpy.run_path(str(ROOT / "gunicorn.conf.py"))


def test_gunicorn_conf_raises_the_request_line_limit_and_leaves_max_requests_off(monkeypatch):
    conf = gunicorn_conf(monkeypatch)
    assert conf["limit_request_line"] == 8190
    assert conf["max_requests"] == 0 and conf["max_requests_jitter"] == 0
    conf = gunicorn_conf(monkeypatch, GUNICORN_MAX_REQUESTS="5000")
    assert conf["max_requests"] == 5000 and conf["max_requests_jitter"] == 500


def test_worker_start_warms_up_and_a_failed_warm_up_only_logs(app, monkeypatch, caplog):
    conf = gunicorn_conf(monkeypatch)
    calls = []
    monkeypatch.setattr(pdf, "warm_up", lambda: calls.append(app.name))
    conf["post_worker_init"](FakeWorker(app))
    assert calls == [app.name]

    def broken():
        raise OSError("no fonts")

    monkeypatch.setattr(pdf, "warm_up", broken)
    with caplog.at_level(logging.ERROR, logger="gunicorn.error"):
        conf["post_worker_init"](FakeWorker(app))
    assert "PDF warm-up failed" in caplog.text


def test_a_worker_told_not_to_warm_up_serves_at_once(app, monkeypatch):
    conf = gunicorn_conf(monkeypatch)
    calls = []
    monkeypatch.setattr(pdf, "warm_up", lambda: calls.append(app.name))
    app.config["SVC_WARM_UP"] = False
    conf["post_worker_init"](FakeWorker(app))
    assert calls == []


def _collections_during(block) -> int:
    runs = []

    def seen(phase, info):
        if phase == "start":
            runs.append(info["generation"])

    gc.callbacks.append(seen)
    try:
        block()
    finally:
        gc.callbacks.remove(seen)
    return len(runs)


def test_the_collector_is_paused_during_renders_and_back_on_after_the_last_ends():
    assert gc.isenabled()
    with pdf.gc_paused():
        with pdf.gc_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()  # another render still runs
    assert gc.isenabled()


def test_renders_that_keep_overlapping_still_collect_every_few_renders():
    def overlapping():
        with pdf.gc_paused():  # one long render holds the collector off while the others come and go
            for _ in range(pdf.PAUSED_RENDERS_MAX * 2):
                with pdf.gc_paused():
                    pass
            assert not gc.isenabled()

    assert _collections_during(overlapping) >= 2
    assert gc.isenabled()
