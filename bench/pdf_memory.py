"""make bench: memory and time of PDF rendering in one gunicorn worker.

One worker, one thread (production-like; SQLite is enough here): GET /api/compare/report/pdf of two catalogue
products, --renders times over one keep-alive connection. Prints the worker's RSS (VmRSS) after --early
renders and after all of them, their ratio, the time of the cold (first) render and the p50 of the warm ones.
Goal printed, not asserted: RSS after all renders within 1.2x of RSS after the early ones.
"""

from __future__ import annotations

import argparse
import http.client
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.harness import ROOT, add_mode_argument, gunicorn, hub, modes, worker_pids  # noqa: E402

RSS_GOAL = 1.2


def catalogue_ids(count: int = 2) -> list[str]:
    products = json.loads((ROOT / "app/data/catalogue.json").read_text())["products"]
    return [p["id"] for p in products[:count]]


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError(f"no VmRSS for {pid}")


def run(mode: str, renders: int, early: int) -> None:
    ids = catalogue_ids()
    path = f"/api/compare/report/pdf?compare={','.join(ids)}&locale=en"
    with hub(mode) as env, gunicorn(env, workers=1, threads=1) as (host, port, proc):
        (worker,) = worker_pids(proc.pid)
        started_rss = rss_kib(worker)
        conn = http.client.HTTPConnection(host, port, timeout=120)
        times, rss = [], {}
        for n in range(1, renders + 1):
            started = time.perf_counter()
            conn.request("GET", path)
            response = conn.getresponse()
            body = response.read()
            times.append(time.perf_counter() - started)
            if response.status != 200 or not body.startswith(b"%PDF"):
                raise RuntimeError(f"render {n}: HTTP {response.status}")
            if n in (early, renders):
                rss[n] = rss_kib(worker)
        conn.close()
    ratio = rss[renders] / rss[early]
    print(f"\nPDF memory benchmark ({mode} mode): gunicorn 1 worker x 1 thread, GET {path}, {renders} renders "
          "over one keep-alive connection", flush=True)
    print(f"  worker RSS at start (before any render)  {started_rss / 1024:>8.1f} MiB")
    print(f"  worker RSS after {early:>3} renders             {rss[early] / 1024:>8.1f} MiB")
    print(f"  worker RSS after {renders:>3} renders             {rss[renders] / 1024:>8.1f} MiB")
    print(f"  RSS ratio {renders}/{early}                       {ratio:>8.2f}   goal: within {RSS_GOAL:.2f}x "
          f"({'met' if ratio <= RSS_GOAL else 'NOT met'})")
    warm = times[1:]
    print(f"  cold render (first)                      {times[0] * 1000:>8.1f} ms")
    print(f"  warm renders p50 / p95 (2..{renders})        {statistics.median(warm) * 1000:>8.1f} ms "
          f"/ {sorted(warm)[int(len(warm) * 0.95) - 1] * 1000:.1f} ms   (cold/warm p50 "
          f"{times[0] / statistics.median(warm):.2f}x)", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_mode_argument(parser, default="embedded")
    parser.add_argument("--renders", type=int, default=200)
    parser.add_argument("--early", type=int, default=20, help="RSS is read after this many renders too")
    args = parser.parse_args()
    for mode in modes(args.mode):
        run(mode, args.renders, args.early)


if __name__ == "__main__":
    main()
