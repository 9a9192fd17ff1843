"""make bench: the foundation benchmark (bare JSON route, status, an authenticated route).

Prints requests per second and p50/p95 per route, and their ratios to the bare route.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.harness import add_mode_argument, measure, modes, served, table  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--requests", type=int, default=2000)
    parser.add_argument("--concurrency", type=int, default=8)
    add_mode_argument(parser, default="embedded")
    args = parser.parse_args()
    for mode in modes(args.mode):
        with served(mode=mode) as (host, port, key, env):
            auth = {"Authorization": f"Bearer {key}"}
            routes = {
                "bare JSON (/bench/bare)": ("/bench/bare", {}),
                "GET /api/v1/status": ("/api/v1/status", {}),
                "GET /api/v1/jurisdictions": ("/api/v1/jurisdictions", auth),
                "GET /api/v1/changelog": ("/api/v1/changelog", {}),
            }
            results = measure(host, port, routes, args.requests, args.concurrency)
            backend = env["DATABASE_URL"].split(":", 1)[0] + (" + redis" if env.get("REDIS_URL") else "")
        print(f"foundation benchmark ({mode} mode): gunicorn 2 workers x 4 threads on loopback, {backend}, "
              f"{args.requests} requests x 3 rounds per route, {args.concurrency} keep-alive clients", flush=True)
        print(table(results, "bare JSON (/bench/bare)"), flush=True)


if __name__ == "__main__":
    main()
