"""The green reads against the hub's bare JSON route, in one run (part of make bench).

Under gunicorn 2 workers x 4 threads on loopback, one keep-alive client, every route cut into interleaved slices
so that the noisy machine's bursts fall on all alike: the unified score, 20 scores at once, the green index, the
nature index, a Watt read, a JSON-LD passport (with an enterprise key, so the anonymous daily window does not
stop the run) and the green index page. Prints p50 and its ratio to the bare route; the goal, printed and not
asserted, is every API read within 3x of bare (the screener's goal) and the page within 20x.

    python bench/green.py --mode embedded
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.harness import ROOT, add_mode_argument, interleaved, modes, served, table  # noqa: E402

BARE = "bare JSON (/bench/bare)"
API_GOAL, PAGE_GOAL = 3.0, 20.0
PAGE = "GET /green (page)"


def routes(key: str) -> dict:
    projects = json.loads((ROOT / "app" / "data" / "carbon_projects.json").read_text())["projects"]
    twenty = ",".join(p["id"] for p in projects[:20])
    auth = {"Authorization": f"Bearer {key}"}
    return {BARE: ("/bench/bare", {}),
            "GET /api/green/score/{id}": ("/api/green/score/verra-1477", auth),
            "GET /api/green/scores (20 ids)": (f"/api/green/scores?ids={twenty}", auth),
            "GET /api/green/index?limit=50": ("/api/green/index?limit=50", auth),
            "GET /api/green/nature-index": ("/api/green/nature-index", auth),
            "GET /api/green/watt/{id}": ("/api/green/watt/energy-hornsea-2-offshore-wind-farm", {}),
            "GET /api/green/dpp/{id} JSON-LD": ("/api/green/dpp/verra-1477?format=jsonld", auth),
            PAGE: ("/green", {})}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--requests", type=int, default=300)
    add_mode_argument(parser, default="embedded")
    args = parser.parse_args()
    for mode in modes(args.mode):
        with served(mode=mode) as (host, port, key, _env):
            results = interleaved(host, port, routes(key), args.requests, 1, slices=10)
        print(f"\n[{mode}] one keep-alive client, {args.requests} requests per route in 10 interleaved slices",
              flush=True)
        print(table(results, BARE), flush=True)
        for name, result in results.items():
            if name == BARE:
                continue
            ratio, goal = result["p50"] / results[BARE]["p50"], PAGE_GOAL if name == PAGE else API_GOAL
            print(f"{'PASS' if ratio <= goal and not result['errors'] else 'FAIL'} {name}: {ratio:.2f}x bare "
                  f"(goal {goal:g}x)", flush=True)


if __name__ == "__main__":
    main()
