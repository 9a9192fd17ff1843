"""Dossier PDFs: the first render in a fresh worker against the renders that follow it.

One gunicorn worker, one thread, started afresh --fresh times per mode: POST /api/v1/dossier (an asset scored now,
its regulatory references, comparables, a green section and a branded colour) --renders times over one keep-alive
connection each time. A worker's first answer is a cold render (the dossier's template, modules, style sheets and
data met for the first time; the gunicorn warm-up has already loaded WeasyPrint and the fonts); the p50 of the
others is the warm render; cold is the median of the workers' firsts (one sample is at the mercy of a load burst).

Goal printed, not asserted: warm p50 / cold at most 0.7.

    python bench/dossier.py --mode both --fresh 3 --renders 10
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

from bench.harness import add_mode_argument, create_key, gunicorn, hub, modes  # noqa: E402

GOAL = 0.7
BODY = {"asset": {"asset_type": "real_estate", "jurisdiction": "FR", "has_kyc": True, "whitepaper": "draft",
                  "issuer_type": "company_spv"},
        "green_id": "energy-olkiluoto-3-ol3-epr", "label": "Bench tower",
        "branding": {"company_name": "Bench Compliance", "primary_color": "#1d4e89"}}


def renders(host: str, port: int, key: str, count: int) -> list[float]:
    """Seconds of each of `count` dossiers, one after the other over one connection."""
    conn = http.client.HTTPConnection(host, port, timeout=180)
    headers = {"Authorization": f"Bearer {key}", "Content-Type": "application/json"}
    body, times = json.dumps(BODY), []
    for n in range(1, count + 1):
        started = time.perf_counter()
        conn.request("POST", "/api/v1/dossier", body=body, headers=headers)
        response = conn.getresponse()
        pdf = response.read()
        times.append(time.perf_counter() - started)
        if response.status != 200 or not pdf.startswith(b"%PDF"):
            raise RuntimeError(f"dossier {n}: HTTP {response.status} {pdf[:300]!r}")
    conn.close()
    return times


def run(mode: str, count: int, fresh: int) -> float:
    colds, warms = [], []
    with hub(mode) as env:
        key = create_key(env, "enterprise")
        for _ in range(fresh):  # a single first render is one sample: a burst of the machine's load spoils it
            with gunicorn(env, workers=1, threads=1) as (host, port, _proc):
                times = renders(host, port, key, count)
            colds.append(times[0])
            warms.extend(times[1:])
    cold, warm = statistics.median(colds), statistics.median(warms)
    ratio = warm / cold
    print(f"\nDossier PDF ({mode} mode): {fresh} fresh gunicorn workers (1 x 1 thread) one after the other, "
          f"POST /api/v1/dossier, {count} renders each", flush=True)
    print(f"  cold render (a worker's first), median  {cold * 1000:>8.1f} ms   "
          f"({', '.join(f'{c * 1000:.0f}' for c in colds)})")
    print(f"  warm renders (2..{count}) p50              {warm * 1000:>8.1f} ms   "
          f"(p95 {sorted(warms)[int(len(warms) * 0.95) - 1] * 1000:.1f} ms)")
    print(f"  {'PASS' if ratio <= GOAL else 'FAIL'}  warm / cold = {ratio:.2f} (goal at most {GOAL})", flush=True)
    return ratio


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_mode_argument(parser, default="both")
    parser.add_argument("--renders", type=int, default=10, help="per worker")
    parser.add_argument("--fresh", type=int, default=3, help="fresh workers; cold is the median of their firsts")
    args = parser.parse_args()
    for mode in modes(args.mode):
        run(mode, args.renders, args.fresh)


if __name__ == "__main__":
    main()
