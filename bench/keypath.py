"""make bench: the key path, in the embedded and the production mode.

Under gunicorn 2 workers x 4 threads (gthread) on loopback, with one keep-alive client and then with 8,
side by side in one run: the bare {"ok": true} route (the floor), GET /api/v1/jurisdictions with a free key,
GET /api/v1/status and the anonymous GET /api/compare?limit=5. Prints p50, p95 and the p50 ratio to the
bare route per mode; in the production mode also the authenticated route with the per-IP rate limits on
against off (SVC_RATELIMIT_ENABLED=0 on a second server over the same database), and the cost of checking a pooled
PostgreSQL connection before each use (SVC_DB_PRE_PING=1, the default, against 0 on a second server), and what
reading without a transaction saves (SVC_DB_READ_AUTOCOMMIT=1, the default, against 0), both on an anonymous
screener read that reaches the database every time (SVC_ANSWER_CACHE=0 on both servers). Each ratio
is the median over the interleaved slices of the two routes' p50 ratio in that slice (bench.harness.slice_ratio).
Goals are printed, not asserted: the authenticated read within 2x of the bare p50, limits on within 1.15x of off.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.harness import (  # noqa: E402
    add_mode_argument,
    create_key,
    gunicorn,
    hub,
    interleaved,
    modes,
    slice_ratio,
    table,
)

BARE = "bare JSON (/bench/bare)"
AUTHED = "GET /api/v1/jurisdictions (free key)"
AUTH_GOAL = 2.0
LIMITS_GOAL = 1.15
CONCURRENCIES = (1, 8)
SLICES = 10


def verdict(ratio: float, goal: float) -> str:
    return "met" if ratio <= goal else "NOT met"


def say(text: str = "") -> None:
    print(text, flush=True)


def key_path(host: str, port: int, key: str, requests: dict, mode: str) -> None:
    auth = {"Authorization": f"Bearer {key}"}
    routes = {
        BARE: ("/bench/bare", {}),
        AUTHED: ("/api/v1/jurisdictions", auth),
        "GET /api/v1/status": ("/api/v1/status", {}),
        "GET /api/compare?limit=5 (anon)": ("/api/compare?limit=5", {}),
    }
    for concurrency in CONCURRENCIES:
        results = interleaved(host, port, routes, requests[concurrency], concurrency, slices=SLICES)
        ratio = slice_ratio(results, AUTHED, BARE)
        say(f"\n[{mode}] {concurrency} keep-alive client(s), {requests[concurrency]} requests per route in "
            f"{SLICES} interleaved slices")
        say(table(results, BARE))
        say(f"goal: authenticated read p50 within {AUTH_GOAL:.2f}x of bare: {ratio:.2f}x "
            f"({verdict(ratio, AUTH_GOAL)})")


# A read that reaches the database on every request (no kept answer): what a database setting is measured on.
DB_READ = ("GET /api/compare?sort=tvl&limit=5", "/api/compare?sort=tvl&limit=5", {"SVC_ANSWER_CACHE": "0"})


def on_against_off(env: dict, key: str, requests: dict, mode: str, setting: str, what: str,
                   goal: float | None = None, route: tuple | None = None) -> None:
    """A read on a server with `setting` as deployed against a second one with it at 0, over one database, in
    the same slices (the keyed read, or `route`: (label, path, environment of both servers)); prints the p50
    ratio of on to off, against the goal when there is one."""
    label, path, both = route or ("/api/v1/jurisdictions", "/api/v1/jurisdictions", {})
    headers = {} if route else {"Authorization": f"Bearer {key}"}
    with gunicorn(env, extra_env=both) as (host, on_port, _), \
            gunicorn(env, extra_env={**both, setting: "0"}) as (_host, off_port, _proc):
        routes = {f"{what} ON  {label}": (path, headers, on_port), f"{what} OFF {label}": (path, headers, off_port)}
        on, off = routes
        for concurrency in CONCURRENCIES:
            results = interleaved(host, on_port, routes, requests[concurrency], concurrency, slices=SLICES)
            ratio = slice_ratio(results, on, off)
            say(f"\n[{mode}] {what} on against off ({setting}=0), two servers over one database, {concurrency} "
                f"keep-alive client(s), {requests[concurrency]} requests per route in {SLICES} interleaved slices")
            say(table(results, off, label="off"))
            if goal is None:
                say(f"{what} cost: p50 with it {ratio:.2f}x of without")
            else:
                say(f"goal: {what} on p50 within {goal:.2f}x of off: {ratio:.2f}x ({verdict(ratio, goal)})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_mode_argument(parser)
    parser.add_argument("--requests", type=int, default=1200, help="per route with one client")
    parser.add_argument("--requests-concurrent", type=int, default=2400, help="per route with 8 clients")
    args = parser.parse_args()
    requests = {1: args.requests, 8: args.requests_concurrent}
    say("key-path benchmark: gunicorn 2 workers x 4 threads (gthread) on loopback; figures are ratios "
        "measured side by side in one run")
    for mode in modes(args.mode):
        with hub(mode) as env:
            backend = "PostgreSQL + Redis" if mode == "production" else "SQLite, no Redis"
            say(f"\n=== {mode} mode ({backend}) ===")
            key = create_key(env, "free")
            with gunicorn(env) as (host, port, _proc):
                key_path(host, port, key, requests, mode)
            if mode == "production":
                on_against_off(env, key, requests, mode, "SVC_RATELIMIT_ENABLED", "rate limits", LIMITS_GOAL)
                on_against_off(env, key, requests, mode, "SVC_DB_PRE_PING", "pre-ping", route=DB_READ)
                on_against_off(env, key, requests, mode, "SVC_DB_READ_AUTOCOMMIT", "reads in autocommit",
                               route=DB_READ)


if __name__ == "__main__":
    main()
