"""Benchmark harness: serve the hub under gunicorn on loopback and load it from a client pool.

Figures are ratios measured side by side in one run; absolute numbers on a noisy 2-core box mean little.
"""

from __future__ import annotations

import http.client
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def bench_env(workdir: Path) -> dict:
    env = dict(os.environ)
    env.setdefault("DATABASE_URL", f"sqlite:///{workdir / 'bench.db'}")
    env.update({"SVC_BURST_LIMIT": "100000000/minute", "SVC_QUOTA_ENTERPRISE": "1000000000",
                "SECRET_KEY": "bench", "SVC_COMMIT": "bench", "FLASK_APP": "bench.wsgi"})
    return env


def flask(env: dict, *args: str) -> str:
    out = subprocess.run([sys.executable, "-m", "flask", *args], cwd=ROOT, env=env, capture_output=True,
                         text=True, check=True)
    return out.stdout


@contextmanager
def served(workers: int = 2, threads: int = 4, prepare=None):
    """A migrated, seeded hub under gunicorn; yields (host, port, enterprise key, env).

    prepare(env), when given, runs after the seed and before the server starts (e.g. to load data)."""
    with tempfile.TemporaryDirectory() as tmp:
        env = bench_env(Path(tmp))
        flask(env, "db", "upgrade")
        flask(env, "seed")
        if prepare:
            prepare(env)
        key = flask(env, "keys", "create", "--tier", "enterprise", "--label", "bench").split("key:")[1].split()[0]
        port = free_port()
        proc = subprocess.Popen([sys.executable, "-m", "gunicorn", "-w", str(workers), "-k", "gthread",
                                 "--threads", str(threads), "-b", f"127.0.0.1:{port}", "bench.wsgi:app"],
                                cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            wait_ready("127.0.0.1", port)
            yield "127.0.0.1", port, key, env
        finally:
            proc.terminate()
            proc.wait(timeout=10)


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


def load(host: str, port: int, path: str, headers: dict, total: int, concurrency: int) -> dict:
    """Send `total` GETs over `concurrency` keep-alive connections; rps and latency percentiles."""
    latencies: list[float] = []
    errors = 0
    lock = threading.Lock()
    per_worker = total // concurrency

    def worker():
        nonlocal errors
        conn = http.client.HTTPConnection(host, port, timeout=30)
        mine = []
        for _ in range(per_worker):
            started = time.perf_counter()
            conn.request("GET", path, headers=headers)
            response = conn.getresponse()
            response.read()
            mine.append(time.perf_counter() - started)
            if response.status != 200:
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
    elapsed = time.perf_counter() - started
    ordered = sorted(latencies)
    return {"rps": len(ordered) / elapsed, "p50": statistics.median(ordered) * 1000,
            "p95": ordered[int(len(ordered) * 0.95) - 1] * 1000, "errors": errors}


def measure(host, port, routes: dict, total: int, concurrency: int, rounds: int = 3) -> dict:
    """Each route `rounds` times, in rotating order; the median round of each route is kept."""
    results: dict = {name: [] for name in routes}
    names = list(routes)
    for name in names:  # warm-up
        load(host, port, routes[name][0], routes[name][1], 200, concurrency)
    for r in range(rounds):
        for name in names[r % len(names):] + names[:r % len(names)]:
            path, headers = routes[name]
            results[name].append(load(host, port, path, headers, total, concurrency))
    return {name: sorted(runs, key=lambda x: x["rps"])[len(runs) // 2] for name, runs in results.items()}


def table(results: dict, baseline: str) -> str:
    base = results[baseline]
    lines = [f"{'route':<28}{'req/s':>9}{'p50 ms':>9}{'p95 ms':>9}{'rps/bare':>10}{'p50/bare':>10}{'errors':>8}"]
    for name, r in results.items():
        lines.append(f"{name:<28}{r['rps']:>9.0f}{r['p50']:>9.2f}{r['p95']:>9.2f}"
                     f"{r['rps'] / base['rps']:>10.2f}{r['p50'] / base['p50']:>10.2f}{r['errors']:>8}")
    return "\n".join(lines)
