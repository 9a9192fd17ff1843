"""A fake HTTPS peer on loopback (trustme certificate), for the live catalogue source and webhooks; the hub
itself under gunicorn, for tests of concurrent requests; and a Redis of a test's own, for tests that stop it."""

from __future__ import annotations

import http.server
import os
import shutil
import socket
import ssl
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from contextlib import contextmanager
from dataclasses import dataclass, field

import trustme


@dataclass
class FakeHttps:
    """Serves `routes` {path: (status, body), a list of them answered in turn, or a function of the path} and
    records every request it receives. An answer may carry a third item, its Content-Type (JSON otherwise)."""

    routes: dict = field(default_factory=dict)
    received: list = field(default_factory=list)
    ca_file: str = ""
    url: str = ""

    def start(self, tmp_path):
        ca = trustme.CA()
        self.ca_file = str(tmp_path / "fake-ca.pem")
        ca.cert_pem.write_to_path(self.ca_file)
        peer = self

        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"  # keeps the connection open between requests, as most receivers do

            def log_message(self, *args):
                pass

            def _answer(self):
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length) if length else b""
                peer.received.append({"method": self.command, "path": self.path, "headers": dict(self.headers),
                                      "body": body, "connection": self.client_address})
                status, payload, *content_type = peer.answer(self.path)
                self.send_response(status)
                self.send_header("Content-Type", content_type[0] if content_type else "application/json")
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

            do_GET = do_POST = _answer  # noqa: N815

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        ca.issue_cert("localhost", "127.0.0.1").configure_cert(context)
        self.server.socket = context.wrap_socket(self.server.socket, server_side=True)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"https://localhost:{self.server.server_address[1]}"
        return self

    def answer(self, path: str) -> tuple[int, bytes]:
        """The route's (status, body); a list of them is answered in turn, its last one from then on."""
        found = self.routes.get(path, (404, b"not found"))
        if callable(found):
            return found(path)
        if isinstance(found, list):
            return found.pop(0) if len(found) > 1 else found[0]
        return found

    def settings(self) -> dict:
        """App settings that let the fetch door reach this peer, and only this kind of peer."""
        return {"SVC_FETCH_ALLOW_LOOPBACK": True, "SVC_FETCH_CA_FILE": self.ca_file, "SVC_FETCH_TIMEOUT": 3}

    def stop(self):
        self.server.shutdown()


def drain_jobs(app) -> None:
    """Run what the jobs layer queued: nothing to do inline; an RQ burst worker on every declared queue in
    production mode."""
    if app.config["SVC_JOBS_INLINE"]:
        return
    from rq import SimpleWorker

    from app.platform.jobs import JOBS, queue

    with app.app_context():
        queues = [queue(name) for name in sorted({spec.queue for spec in JOBS.values()})]
        SimpleWorker(queues, connection=queues[0].connection).work(burst=True)


@contextmanager
def sql_sent(app, keep=lambda statement: True):
    """The SQL statements, as (text, parameters), that leave the app's engine inside the block (`keep` chooses).

    Only this thread's statements count, and the counters' once-a-second re-read does not fall due by itself
    inside the block (a test forces it with counters.versions().forget()): a slow, loaded machine cannot add a
    statement the request would not send."""
    import threading

    from sqlalchemy import event

    from app.extensions import db
    from app.platform.counters import versions

    sent, me = [], threading.get_ident()

    def record(conn, cursor, statement, parameters, context, executemany):
        if threading.get_ident() == me and keep(statement):
            sent.append((statement, parameters))

    with app.app_context():
        engine, view = db.engine, versions()
    every, view.check_every = view.check_every, float("inf")
    event.listen(engine, "before_cursor_execute", record)
    try:
        yield sent
    finally:
        event.remove(engine, "before_cursor_execute", record)
        view.check_every = every


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


REDIS_SERVER = shutil.which("redis-server") or "/usr/bin/redis-server"


@dataclass
class OwnRedis:
    """A redis-server of the test's own on a free loopback port, keeping nothing on disk: stop() is Redis going
    away (killed, as a crash does), start() again on the same port a restarted Redis that kept nothing."""

    port: int = field(default_factory=lambda: free_port())
    proc: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> OwnRedis:
        from redis import Redis
        from redis.exceptions import ConnectionError as NotYet

        self.proc = subprocess.Popen([REDIS_SERVER, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "",
                                      "--appendonly", "no"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                     start_new_session=True)
        probe = Redis(port=self.port, socket_timeout=1, socket_connect_timeout=1)
        for _ in range(100):
            try:
                probe.ping()
                return self
            except NotYet:
                time.sleep(0.1)
        self.stop()
        raise RuntimeError(f"redis-server on port {self.port} did not answer")

    def stop(self) -> None:
        if self.proc is not None:
            self.proc.kill()
            self.proc.wait(timeout=10)
            self.proc = None

    def restart(self) -> None:
        self.stop()
        self.start()


@contextmanager
def own_redis():
    """A Redis of the test's own (OwnRedis), always killed at the end."""
    server = OwnRedis().start()
    try:
        yield server
    finally:
        server.stop()


@contextmanager
def gunicorn_hub(database_url: str, base_config: dict, **env):
    """The hub served by gunicorn (3 workers x 4 threads) on the test database; yields its base URL."""
    with gunicorn_hubs(database_url, base_config, 1, workers=3, **env) as (url,):
        yield url


@contextmanager
def gunicorn_hubs(database_url: str, base_config: dict, count: int, workers: int = 1, **env):
    """`count` gunicorn servers of the hub (each `workers` x 4 threads) on the test database, started side by
    side; yields their base URLs."""
    # no warm-up: a test's first requests need no PDF font or assistant index, and three workers warming up at
    # once on a small machine take longer than the test itself (tests/platform/test_pdf.py checks the warm-up)
    environment = {**os.environ, "DATABASE_URL": database_url, "SVC_BURST_LIMIT": "100000/minute", "SVC_WARM_UP": "0",
                   "SECRET_KEY": "test", "SVC_COMMIT": "test", "ATTEST_SIGNING_KEY": base_config["ATTEST_SIGNING_KEY"],
                   "SVC_ED25519_PRIVATE_KEY": base_config["SVC_ED25519_PRIVATE_KEY"],
                   "SVC_REDIS_PREFIX": base_config["RATELIMIT_KEY_PREFIX"], **env}
    served = []  # (process, URL, log)
    try:
        for _ in range(count):
            port = free_port()
            log = tempfile.TemporaryFile()  # noqa: SIM115 (closed below) a file, not a pipe: never blocks a server
            served.append((subprocess.Popen([sys.executable, "-m", "gunicorn", "-w", str(workers), "-k", "gthread",
                                             "--threads", "4", "-b", f"127.0.0.1:{port}", "app:create_app()"],
                                            env=environment, stdout=subprocess.DEVNULL, stderr=log,
                                            start_new_session=True), f"http://127.0.0.1:{port}", log))
        for proc, url, log in served:
            _wait_until_served(proc, url, log)
        yield [url for _, url, _ in served]
    finally:
        for proc, _, log in served:
            stop(proc)
            log.close()


def _wait_until_served(proc: subprocess.Popen, url: str, log) -> None:
    for _ in range(150):
        try:
            urllib.request.urlopen(f"{url}/api/v1/status", timeout=5)
            return
        except OSError:
            time.sleep(0.1)
    proc.kill()
    log.seek(0)
    raise RuntimeError(log.read().decode()[-2000:])


def stop(proc: subprocess.Popen) -> None:
    """Stop a served hub: gracefully, or, on a loaded machine where its workers take longer, its whole process
    group at once (what the test checked was answered before)."""
    import signal

    proc.terminate()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=10)


def status_of(url: str, headers: dict) -> int:
    """The status a GET of the served hub answers, 4xx and 5xx included."""
    import urllib.error

    try:
        with urllib.request.urlopen(urllib.request.Request(url, headers=headers), timeout=30) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


def post_when_released(url: str, headers: dict, start: threading.Barrier, payload: dict | None = None):
    """POST to the served hub once every caller is ready (a race): (status, JSON answer)."""
    import json
    import urllib.error

    data = json.dumps(payload).encode() if payload is not None else b""
    request = urllib.request.Request(url, data=data, method="POST",
                                     headers={**headers, **({"Content-Type": "application/json"} if payload else {})})
    start.wait()
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            return response.status, json.load(response)
    except urllib.error.HTTPError as error:
        return error.code, json.load(error)


def outbox(app, event: str) -> list[dict]:
    """The payloads of the outbox's rows of one event, in no particular order."""
    from sqlalchemy import select

    from app.extensions import db
    from app.platform.models import OutboxEvent

    with app.app_context():
        return [e.payload for e in db.session.scalars(select(OutboxEvent).where(OutboxEvent.event == event))]


def drop(client, data, name: str = "document.json") -> dict:
    """Drop a file on the verify door (POST /api/v1/verify/file): bytes as they are, anything else as JSON."""
    import io
    import json

    raw = data if isinstance(data, bytes) else json.dumps(data).encode()
    response = client.post("/api/v1/verify/file", data={"file": (io.BytesIO(raw), name)},
                           content_type="multipart/form-data")
    assert response.status_code == 200, response.get_data(as_text=True)[:400]
    return response.json


def changed_byte(data: bytes, at: int | None = None) -> bytes:
    """The same file with one byte changed (in its middle by default)."""
    at = len(data) // 2 if at is None else at
    return data[:at] + bytes([data[at] ^ 0x01]) + data[at + 1:]


@contextmanager
def served_in_thread(served):
    """A hub served on a free loopback port from a thread of this process; yields its base URL (BASE_URL too)."""
    from werkzeug.serving import make_server

    # the port is held from the start: a port probed then freed can be taken meanwhile by any outgoing connection
    server = make_server("127.0.0.1", 0, served, threaded=True)
    served.config["BASE_URL"] = f"http://127.0.0.1:{server.server_port}"  # read when the first URL is built
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield served.config["BASE_URL"]
    finally:
        server.shutdown()
