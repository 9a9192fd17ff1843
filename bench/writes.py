"""make bench: the keyed writes (a score, a ChargeFlow mint, a comparison) against the bare route, in both modes.

Under gunicorn 2 workers x 4 threads (gthread) on loopback, 8 keep-alive clients, an enterprise key (bench_env sets
every limit and quota out of reach, so they stay on and are paid for), side by side in one run with the bare
{"ok": true} route (the floor):

- POST /api/v1/score: a structured request (the OpenAPI example's), stored in the key's history;
- POST /api/v1/chargeflow: one CFU-E unit, a fresh external session id each time (bench/chargeflow.py mint_body);
- POST /api/v1/compare: three products by id.

Each route's figure is the median over --slices interleaved slices of its p50 over the bare route's p50 in the same
slice (harness.slice_ratio). Goals are printed, not asserted: each write within 5x of the bare route.

--against DIR serves another checkout of the hub (e.g. a worktree of main) beside this one, over the same database,
and interleaves both servers' routes in the same slices: each write's ratio before and after a change, measured in
one run.

    python bench/writes.py --mode both
    python bench/writes.py --mode both --against ../main-checkout
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from contextlib import contextmanager
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.chargeflow import mint_body  # noqa: E402
from bench.harness import (  # noqa: E402
    ROOT,
    add_mode_argument,
    create_key,
    free_port,
    gunicorn,
    hub,
    interleaved,
    modes,
    post,
    slice_ratio,
    table,
    wait_ready,
    worker_pids,
)

BARE = "bare JSON (/bench/bare)"
SCORE = "POST /api/v1/score"
MINT = "POST /api/v1/chargeflow (one unit)"
COMPARE = "POST /api/v1/compare (3 products)"
GOALS = {SCORE: 5.0, MINT: 5.0, COMPARE: 5.0}
CONCURRENCY = 8
SCORE_BODY = {"asset_type": "real_estate", "issuer_type": "company_spv", "jurisdiction": "FR",
              "whitepaper": "draft", "prospectus": "draft", "has_kyc": True, "aml_policy": True,
              "custody": "qualified_custodian", "audit": "audited", "legal_opinion": True, "valuation": True,
              "lei": True}
COMPARE_BODY = {"product_ids": ["blackrock-buidl", "ondo-usdy", "superstate-ustb"]}


def say(text: str = "") -> None:
    print(text, flush=True)


def verdict(ratio: float, goal: float) -> str:
    return "met" if ratio <= goal else "NOT met"


def routes(key: str) -> dict:
    auth = {"Authorization": f"Bearer {key}"}
    return {
        BARE: ("/bench/bare", {}),
        SCORE: ("/api/v1/score", auth, post(SCORE_BODY)),
        MINT: ("/api/v1/chargeflow", auth, post(lambda: mint_body("FR*WRITES"), expect=201)),
        COMPARE: ("/api/v1/compare", auth, post(COMPARE_BODY)),
    }


def writes(mode: str, requests: int, slices: int) -> dict[str, float]:
    """One mode's run: the table, then each write's slice-median ratio to the bare route and its goal."""
    with hub(mode) as env:
        key = create_key(env, "enterprise")
        with gunicorn(env) as (host, port, _proc):
            results = interleaved(host, port, routes(key), requests, CONCURRENCY, slices=slices)
    backend = "PostgreSQL + Redis" if mode == "production" else "SQLite, no Redis"
    say(f"\n[{mode}] ({backend}) {CONCURRENCY} keep-alive clients, {requests} requests per route in {slices} "
        "interleaved slices")
    say(table(results, BARE))
    ratios = {}
    for name, goal in GOALS.items():
        ratios[name] = slice_ratio(results, name, BARE)
        say(f"goal: {name} p50 within {goal:.0f}x of bare (median of the slices' ratios): {ratios[name]:.2f}x "
            f"({verdict(ratios[name], goal)})")
    return ratios


@contextmanager
def served_from(env: dict, root: Path):
    """gunicorn 2 x 4 serving the checkout at root (its own code, the same database); yields the port."""
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "gunicorn", "-w", "2", "-k", "gthread", "--threads", "4", "-b",
                             f"127.0.0.1:{port}", "bench.wsgi:app"], cwd=root, env={**env, "PYTHONPATH": str(root)},
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_ready("127.0.0.1", port)
        for _ in range(100):
            if len(worker_pids(proc.pid)) >= 2:
                break
            time.sleep(0.1)
        yield port
    finally:
        proc.terminate()
        proc.wait(timeout=20)


def side_by_side(mode: str, other: Path, requests: int, slices: int) -> None:
    """The other checkout's routes and this one's in the same interleaved slices; each write's ratio in both."""
    with hub(mode) as env, served_from(env, other) as before, served_from(env, ROOT) as after:
        key = create_key(env, "enterprise")
        spec = {f"{label}: {name}": (path, headers, port, *rest) for label, port in (("other", before),
                                                                                      ("this", after))
                for name, (path, headers, *rest) in routes(key).items()}
        results = interleaved("127.0.0.1", after, spec, requests, CONCURRENCY, slices=slices)
    say(f"\n[{mode}] {other} (other) and {ROOT} (this) side by side, {CONCURRENCY} keep-alive clients, {requests} "
        f"requests per route in {slices} interleaved slices")
    say(table(results, f"this: {BARE}"))
    for name, goal in GOALS.items():
        was, now = (slice_ratio(results, f"{label}: {name}", f"{label}: {BARE}") for label in ("other", "this"))
        say(f"{name}: other {was:.2f}x, this {now:.2f}x (goal <= {goal:.0f}x: {verdict(now, goal)})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_mode_argument(parser)
    parser.add_argument("--requests", type=int, default=2400, help="per route, over all the slices")
    parser.add_argument("--slices", type=int, default=3, help="interleaved slices (3 or more)")
    parser.add_argument("--against", type=Path, help="another checkout of the hub, served beside this one")
    args = parser.parse_args()
    say("keyed writes benchmark: gunicorn 2 workers x 4 threads (gthread) on loopback; figures are ratios "
        "measured side by side in one run")
    if args.against:
        for mode in modes(args.mode):
            side_by_side(mode, args.against.resolve(), args.requests, max(3, args.slices))
        return
    summary = {mode: writes(mode, args.requests, max(3, args.slices)) for mode in modes(args.mode)}
    say("\nsummary (p50 over bare, median of the slices' ratios; goal <= 5x)")
    for mode, ratios in summary.items():
        say(f"  {mode:<11}" + "  ".join(f"{name.split(' (')[0].removeprefix('POST ')}: {r:.2f}x "
                                       f"({verdict(r, GOALS[name])})" for name, r in ratios.items()))


if __name__ == "__main__":
    main()
