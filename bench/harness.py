"""Benchmark harness: serve the hub under gunicorn on loopback and load it from a client pool.

Figures are ratios measured side by side in one run; absolute numbers on a noisy 2-core box mean little.
"""

from __future__ import annotations

import http.client
import itertools
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


MODES = ("embedded", "production")
_DATABASES = itertools.count(1)
DEFAULT_SERVER_URL = "postgresql://127.0.0.1:5432/test"
DEFAULT_REDIS_URL = "redis://127.0.0.1:6379/15"


def add_mode_argument(parser, default: str = "both") -> None:
    """--mode embedded|production|both for a benchmark script."""
    parser.add_argument("--mode", choices=(*MODES, "both"), default=default,
                        help="embedded: SQLite, no Redis; production: PostgreSQL (BENCH_DATABASE_URL names the "
                             f"server, default {DEFAULT_SERVER_URL}) and Redis (BENCH_REDIS_URL, default "
                             f"{DEFAULT_REDIS_URL})")


def modes(choice: str) -> tuple[str, ...]:
    return MODES if choice == "both" else (choice,)


def bench_env(workdir: Path, mode: str = "embedded", extra: dict | None = None) -> dict:
    env = dict(os.environ)
    if mode == "embedded":  # whatever the shell says: a DATABASE_URL or REDIS_URL there is for the tests
        env.update({"DATABASE_URL": f"sqlite:///{workdir / 'bench.db'}", "REDIS_URL": ""})
    env.update(unreachable_limits())
    env.update({"SECRET_KEY": "bench", "SVC_COMMIT": "bench", "FLASK_APP": "bench.wsgi"})
    env.update(extra or {})
    return env


def unreachable_limits() -> dict[str, str]:
    """Every declared rate limit and monthly quota (the platform's and each installed domain's), set so high no run
    reaches it: limits stay on, since their cost is part of what is measured."""
    from app.config import declared
    from app.domains import INSTALLED
    from app.platform.settings import RATE_LIMIT

    out = {}
    for _, setting in declared(INSTALLED):
        if setting.type is RATE_LIMIT:
            out[setting.name] = "100000000/minute"
        elif setting.name.startswith("SVC_QUOTA_"):
            out[setting.name] = "1000000000"
    return out


def _sqlalchemy_url(raw: str) -> str:
    for prefix in ("postgres://", "postgresql://"):
        if raw.startswith(prefix):
            return "postgresql+psycopg://" + raw.removeprefix(prefix)
    return raw


def _clear_redis(url: str) -> None:
    """Forget what a run left in the bench Redis db: the svc-* keys only (limiter counters, the svc-bench queue)."""
    import redis

    client = redis.Redis.from_url(url)
    keys = list(client.scan_iter(match="*svc-*", count=1000))
    if keys:
        client.delete(*keys)
    client.close()


@contextmanager
def production_backend():
    """A fresh PostgreSQL database svc_bench_<pid>_<n> on the BENCH_DATABASE_URL server, dropped afterwards,
    and the bench Redis db (BENCH_REDIS_URL); yields the DATABASE_URL and REDIS_URL for the hub."""
    from sqlalchemy import create_engine, make_url, text

    server = make_url(_sqlalchemy_url(os.environ.get("BENCH_DATABASE_URL", DEFAULT_SERVER_URL)))
    redis_url = os.environ.get("BENCH_REDIS_URL", DEFAULT_REDIS_URL)
    name = f"svc_bench_{os.getpid()}_{next(_DATABASES)}"  # several hubs may be served side by side
    admin = create_engine(server, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    _clear_redis(redis_url)
    try:
        yield {"DATABASE_URL": server.set(database=name).render_as_string(hide_password=False),
               "REDIS_URL": redis_url, "SVC_RQ_QUEUE": "svc-bench"}
    finally:
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()
        _clear_redis(redis_url)


def flask(env: dict, *args: str) -> str:
    out = subprocess.run([sys.executable, "-m", "flask", *args], cwd=ROOT, env=env, capture_output=True,
                         text=True, check=True)
    return out.stdout


def create_key(env: dict, tier: str) -> str:
    return flask(env, "keys", "create", "--tier", tier, "--label", "bench").split("key:")[1].split()[0]


@contextmanager
def hub(mode: str = "embedded", prepare=None):
    """A migrated, seeded hub database in the given mode; yields the environment to serve it with.

    prepare(env), when given, runs after the seed (e.g. to load data)."""
    with tempfile.TemporaryDirectory() as tmp, ExitStack() as stack:
        backend = stack.enter_context(production_backend()) if mode == "production" else {}
        env = bench_env(Path(tmp), mode, backend)
        flask(env, "db", "upgrade")
        flask(env, "seed")
        if prepare:
            prepare(env)
        yield env


def worker_pids(master_pid: int) -> list[int]:
    """The gunicorn workers: the processes whose parent is the master."""
    pids = []
    for status in Path("/proc").glob("[0-9]*/status"):
        try:
            fields = dict(line.split(":", 1) for line in status.read_text().splitlines() if ":" in line)
        except OSError:  # the process ended while we looked
            continue
        if int(fields.get("PPid", "0").strip()) == master_pid:
            pids.append(int(status.parent.name))
    return sorted(pids)


@contextmanager
def gunicorn(env: dict, workers: int = 2, threads: int = 4, extra_env: dict | None = None):
    """Serve bench.wsgi:app under gunicorn (gthread) on a free loopback port; yields (host, port, process)."""
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "gunicorn", "-w", str(workers), "-k", "gthread",
                             "--threads", str(threads), "-b", f"127.0.0.1:{port}", "bench.wsgi:app"],
                            cwd=ROOT, env={**env, **(extra_env or {})}, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    try:
        wait_ready("127.0.0.1", port)
        for _ in range(100):  # every worker up, so no request lands on one still booting
            if len(worker_pids(proc.pid)) >= workers:
                break
            time.sleep(0.1)
        yield "127.0.0.1", port, proc
    finally:
        proc.terminate()
        proc.wait(timeout=20)


@contextmanager
def served(workers: int = 2, threads: int = 4, prepare=None, mode: str = "embedded", tier: str = "enterprise"):
    """A migrated, seeded hub under gunicorn; yields (host, port, key of the given tier, env).

    prepare(env), when given, runs after the seed and before the server starts (e.g. to load data)."""
    with hub(mode, prepare) as env:
        key = create_key(env, tier)
        with gunicorn(env, workers, threads) as (host, port, _proc):
            yield host, port, key, env


def wait_ready(host: str, port: int) -> None:
    for _ in range(200):
        try:
            conn = http.client.HTTPConnection(host, port, timeout=2)
            conn.request("GET", "/api/v1/status")
            if conn.getresponse().status == 200:
                return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError("the hub did not start")


@dataclass(frozen=True)
class Call:
    """How a route is called when it is not a GET answering 200: the method, the JSON body (a dict or list, sent as
    it is, or a callable making a fresh one per request, e.g. a mint with a new external id) and the status that
    counts as a success."""

    method: str = "GET"
    body: object = None
    expect: int = 200

    def encoded(self) -> bytes | None:
        if self.body is None:
            return None
        return json.dumps(self.body() if callable(self.body) else self.body).encode()


GET = Call()


def post(body, expect: int = 200) -> Call:
    """A POST with a JSON body (or a body factory): for a route tuple (path, headers, post(...))."""
    return Call("POST", body, expect)


def _route(spec: tuple, port: int) -> tuple[str, dict, int, Call]:
    """A route is (path, headers), optionally followed by the port of another server and/or a Call."""
    path, headers, *other = spec
    call = next((x for x in other if isinstance(x, Call)), GET)
    port = next((x for x in other if isinstance(x, int)), port)
    return path, headers, port, call


def load(host: str, port: int, path: str, headers: dict, total: int, concurrency: int, call: Call = GET) -> dict:
    """Send `total` requests (GETs unless `call` says otherwise) over `concurrency` keep-alive connections; rps and
    latency percentiles. A request whose status is not call.expect counts as an error."""
    latencies: list[float] = []
    errors = 0
    lock = threading.Lock()
    per_worker = total // concurrency
    if call.body is not None:
        headers = {**headers, "Content-Type": "application/json"}
    fresh = callable(call.body)
    fixed = None if fresh else call.encoded()

    def worker():
        nonlocal errors
        conn = http.client.HTTPConnection(host, port, timeout=30)
        mine = []
        for _ in range(per_worker):
            body = call.encoded() if fresh else fixed  # made before the clock starts
            started = time.perf_counter()
            try:
                conn.request(call.method, path, body=body, headers=headers)
                response = conn.getresponse()
                response.read()
                failed = response.status != call.expect
            except (OSError, http.client.HTTPException):  # a timeout counts as an error, its wait as its latency
                conn.close()
                conn = http.client.HTTPConnection(host, port, timeout=30)
                failed = True
            mine.append(time.perf_counter() - started)
            if failed:
                with lock:
                    errors += 1
        conn.close()
        with lock:
            latencies.extend(mine)

    threads = [threading.Thread(target=worker) for _ in range(concurrency)]
    started = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return summary(latencies, time.perf_counter() - started, errors)


def summary(latencies: list[float], elapsed: float, errors: int) -> dict:
    ordered = sorted(latencies)
    return {"rps": len(ordered) / elapsed, "p50": statistics.median(ordered) * 1000,
            "p95": ordered[int(len(ordered) * 0.95) - 1] * 1000, "errors": errors,
            "latencies": latencies, "elapsed": elapsed}


def measure(host, port, routes: dict, total: int, concurrency: int, rounds: int = 3, warm: int = 200) -> dict:
    """Each route `rounds` times, in rotating order; the median round of each route is kept.

    A route is (path, headers), followed by the port of another server and/or a Call (e.g. post(body))."""
    results: dict = {name: [] for name in routes}
    names = list(routes)

    def run(name, count):
        path, headers, to, call = _route(routes[name], port)
        return load(host, to, path, headers, count, concurrency, call)

    for name in names:  # warm-up
        run(name, warm)
    for r in range(rounds):
        for name in names[r % len(names):] + names[:r % len(names)]:
            results[name].append(run(name, total))
    return {name: sorted(runs, key=lambda x: x["rps"])[len(runs) // 2] for name, runs in results.items()}


def interleaved(host, port, routes: dict, total: int, concurrency: int, slices: int = 10, warm: int = 200) -> dict:
    """Each route `total` times, cut into `slices` short runs in rotating order, latencies pooled.

    On a shared, noisy machine a burst of someone else's load then falls on every route alike, instead
    of on whichever route a long round happened to be running. A route is (path, headers[, port][, Call])."""
    names = list(routes)
    runs: dict = {name: [] for name in names}

    def run(name, count, clients=concurrency):
        path, headers, to, call = _route(routes[name], port)
        return load(host, to, path, headers, count, clients, call)

    for name in names:  # warm-up: one request alone first, so a first asker's one-off work (a filter's count) is
        run(name, 1, 1)  # not done by every client at once
        run(name, warm)
    per_slice = max(concurrency, total // slices)
    for r in range(slices):
        for name in names[r % len(names):] + names[:r % len(names)]:
            runs[name].append(run(name, per_slice))
    out = {}
    for name, done in runs.items():
        out[name] = summary([x for one in done for x in one["latencies"]], sum(one["elapsed"] for one in done),
                            sum(one["errors"] for one in done))
        out[name]["slices"] = [one["p50"] for one in done]
    return out


def slice_ratio(results: dict, name: str, baseline: str) -> float:
    """The median over the interleaved slices of (the route's p50 / the baseline's p50 in the same slice).

    Each slice's pair ran back to back, so a burst of someone else's load falls on both; the median of the
    slices' ratios then drops the slice a burst spoiled. Falls back to the pooled p50s for a single run."""
    mine, base = results[name].get("slices"), results[baseline].get("slices")
    if not mine or not base:
        return results[name]["p50"] / results[baseline]["p50"]
    return statistics.median(m / b for m, b in zip(mine, base, strict=True))


def table(results: dict, baseline: str, label: str = "bare") -> str:
    base = results[baseline]
    width = max(28, *(len(name) + 2 for name in results))
    lines = [f"{'route':<{width}}{'req/s':>9}{'p50 ms':>9}{'p95 ms':>9}{'rps/' + label:>10}{'p50/' + label:>10}"
             f"{'errors':>8}"]
    for name, r in results.items():
        lines.append(f"{name:<{width}}{r['rps']:>9.0f}{r['p50']:>9.2f}{r['p95']:>9.2f}"
                     f"{r['rps'] / base['rps']:>10.2f}{r['p50'] / base['p50']:>10.2f}{r['errors']:>8}")
    return "\n".join(lines)
