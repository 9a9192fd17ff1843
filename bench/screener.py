"""make bench (second part): the screener query over synthetic catalogues of 10,000 and 100,000 products.

Prints p50/p95 per query, the ratio to the bare JSON route measured in the same run, and the growth
ratio from 10k to 100k.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.harness import ROOT, measure, served, table  # noqa: E402

QUERIES = {
    "bare JSON (/bench/bare)": "/bench/bare",
    "screener default page": "/api/compare",
    "bonds by APY": "/api/compare?asset_class=bonds&sort=apy&limit=50",
    "chain + jurisdiction": "/api/compare?chain=ethereum&jurisdiction=u&sort=transparency",
    "prudent preset": "/api/compare?preset=debutant-prudent",
}


def run_size(size: int, requests: int, concurrency: int) -> dict:
    def prepare(env):
        subprocess.run([sys.executable, "bench/synthetic.py", str(size)], cwd=ROOT, env=env, check=True)

    with served(prepare=prepare) as (host, port, _key, _env):
        routes = {name: (path, {}) for name, path in QUERIES.items()}
        return measure(host, port, routes, requests, concurrency)


def main() -> None:
    sizes = {10_000: None, 100_000: None}
    for size in sizes:
        sizes[size] = run_size(size, requests=400, concurrency=4)
        print(f"\nscreener over {size:,} synthetic products (+81 real), gunicorn 2x4 on loopback, SQLite")
        print(table(sizes[size], "bare JSON (/bench/bare)"))
    print("\ngrowth from 10k to 100k (p50 ratio):")
    for name in QUERIES:
        if name.startswith("bare"):
            continue
        print(f"  {name:<28}{sizes[100_000][name]['p50'] / sizes[10_000][name]['p50']:>8.2f}")


if __name__ == "__main__":
    main()
