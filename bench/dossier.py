"""Dossier PDFs: the first render in a fresh worker against the renders that follow it.

One gunicorn worker, one thread, a fresh process per mode: POST /api/v1/dossier (an asset scored now, its
regulatory references, comparables, a green section and a branded colour) --renders times over one keep-alive
connection. The first answer is the cold render (WeasyPrint, fonts, styles, the QR code's encoder, the shared
pages all met for the first time); the p50 of the others is the warm render. What a worker builds once (fonts,
style sheets, the logo, the static images) is what makes the warm ones cheaper.

Goal printed, not asserted: warm p50 / cold at most 0.7.

    python bench/dossier.py --mode both --renders 30
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


def run(mode: str, count: int) -> float:
    with hub(mode) as env:
        key = create_key(env, "enterprise")
        with gunicorn(env, workers=1, threads=1) as (host, port, _proc):
            times = renders(host, port, key, count)
    cold, warm = times[0], statistics.median(times[1:])
    ratio = warm / cold
    print(f"\nDossier PDF ({mode} mode): gunicorn 1 worker x 1 thread, POST /api/v1/dossier, {count} renders",
          flush=True)
    print(f"  cold render (the worker's first)   {cold * 1000:>8.1f} ms")
    print(f"  warm renders p50 (2..{count})        {warm * 1000:>8.1f} ms   "
          f"(p95 {sorted(times[1:])[int((count - 1) * 0.95) - 1] * 1000:.1f} ms)")
    print(f"  {'PASS' if ratio <= GOAL else 'FAIL'}  warm / cold = {ratio:.2f} (goal at most {GOAL})", flush=True)
    return ratio


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_mode_argument(parser, default="both")
    parser.add_argument("--renders", type=int, default=30)
    args = parser.parse_args()
    for mode in modes(args.mode):
        run(mode, args.renders)


if __name__ == "__main__":
    main()
