"""make bench (second part): every screener query over synthetic catalogues of 10,000 and 100,000 products.

Two hubs are served side by side under gunicorn (one per catalogue size, same mode) and loaded by one
keep-alive client, in interleaved slices, together with each hub's own bare JSON route. Every offered query
(each sort in both directions, each filter type, a search, chain and jurisdiction filters, deep pages) goes
to GET /api/compare, the keyed GET /api/v1/products and the page /. Prints each route's p50 as a ratio to
its own hub's bare p50, and the p50 growth from the small catalogue to the large one, then PASS or FAIL
per goal:

- every query over the small catalogue within 3x of the bare route's p50;
- p50 growth from the small catalogue to the large one within 2x.

The goals are measured on the hub as deployed, which keeps each screener answer per catalogue version
(app/platform/answer_cache.py); --uncached also serves every hub with SVC_ANSWER_CACHE=0 beside it and prints what
a query costs when it is read and built anew (the first asker's cost), against the same bare route.

    python bench/screener.py --mode both          # SQLite, then PostgreSQL + Redis (BENCH_DATABASE_URL)
    python bench/screener.py --mode embedded --sizes 10000,100000 --requests 100
    python bench/screener.py --mode embedded --uncached   # and what each query costs read and built anew
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from contextlib import ExitStack
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.harness import ROOT, add_mode_argument, create_key, gunicorn, hub, interleaved, modes  # noqa: E402

RATIO_GOAL = 3.0
GROWTH_GOAL = 2.0
LIMIT = 50
SORTS = ("transparency", "liquidity", "documented", "apy", "tvl", "name", "min_investment")
FAMILIES = {"api": "GET /api/compare", "v1": "GET /api/v1/products (key)", "page": "page /"}


def queries(size: int) -> dict:
    """Every offered query, as a query string; `last page` depends on the catalogue's size."""
    out = {"default (transparency desc)": ""}
    for sort in SORTS:
        for direction in ("asc", "desc"):
            if (sort, direction) != ("transparency", "desc"):
                out[f"sort {sort} {direction}"] = f"sort={sort}&sort_dir={direction}"
    out.update({
        "class bonds": "asset_class=bonds",
        "class bonds by APY": "asset_class=bonds&sort=apy",
        "class stablecoins by TVL asc": "asset_class=stablecoins&sort=tvl&sort_dir=asc",
        "tier core by APY": "risk_tier=core&sort=apy",
        "tier core + class bonds by name": "risk_tier=core&asset_class=bonds&sort=name",
        "two classes": "asset_class=bonds,real_estate",
        "source live": "source=live",
        "chain ethereum": "chain=ethereum",
        "chain stellar,xrpl by APY": "chain=stellar,xrpl&sort=apy",
        "jurisdiction US": "jurisdiction=US",
        "jurisdiction Cayman by TVL": "jurisdiction=cayman%20islands&sort=tvl",
        "search common (treasury)": "q=treasury",
        "search rare (buidl)": "q=buidl",
        "minimum >= 100,000": "min_investment=100000",
        "ticket <= 1,000 by APY": "max_ticket_usd=1000&sort=apy",
        "APY >= 8": "yield_min=8&sort=apy",
        "yield basis target": "yield_basis=target",
        "green only": "green_only=true",
        "not live": "live=false",
        "attested": "attested=true",
        "redeemable, not transferable": "redeemable=true&transferable=false",
        "ids (3)": "ids=synthetic-000001,synthetic-000002,ondo-usdy",
        "preset debutant-prudent": "preset=debutant-prudent",
        "preset immo": "preset=immo",
        "page 100": "page=100",
        "last page": f"page={-(-(size + 81) // LIMIT)}",
    })
    return out


def paths(query: str) -> dict:
    suffix = f"?{query}" if query else ""
    return {"api": f"/api/compare{suffix}", "v1": f"/api/v1/products{suffix}", "page": f"/{suffix}"}


def prepare(size: int):
    def load(env):
        subprocess.run([sys.executable, "bench/synthetic.py", str(size)], cwd=ROOT, env=env, check=True)
    return load


def say(text: str = "") -> None:
    print(text, flush=True)


VARIANTS = {"kept": {}, "uncached": {"SVC_ANSWER_CACHE": "0"}}  # as deployed; every request read and built anew


def measure_mode(mode: str, sizes: list[int], requests: int, slices: int, only: str = "",
                 variants: tuple[str, ...] = ("kept",)) -> dict:
    """{variant: {size: {("bare", None) | (family, query name): summary}}} for hubs of every size served side
    by side, each variant by its own gunicorn on the same database."""
    with ExitStack() as stack:
        routes = {}
        for size in sizes:
            env = stack.enter_context(hub(mode, prepare(size)))
            auth = {"Authorization": f"Bearer {create_key(env, 'enterprise')}"}
            for variant in variants:
                _host, port, _proc = stack.enter_context(gunicorn(env, extra_env=VARIANTS[variant]))
                routes[(variant, size, "bare", None)] = ("/bench/bare", {}, port)
                for name, query in queries(size).items():
                    if only not in name:
                        continue
                    for family, path in paths(query).items():
                        routes[(variant, size, family, name)] = (path, auth if family == "v1" else {}, port)
        results = interleaved("127.0.0.1", port, routes, requests, 1, slices=slices, warm=3)
    out: dict = {variant: {size: {} for size in sizes} for variant in variants}
    for (variant, size, family, name), summary in results.items():
        out[variant][size][(family, name)] = summary
    return out


def report(mode: str, results: dict, sizes: list[int], only: str = "") -> list[tuple[str, bool]]:
    small, large = sizes[0], sizes[-1]
    bare = {size: results[size][("bare", None)]["p50"] for size in sizes}
    say(f"\n=== {mode}: bare route p50 {bare[small]:.2f} ms ({small:,} products), {bare[large]:.2f} ms "
        f"({large:,}) ===")
    head = "".join(f"{FAMILIES[f][:22]:>24}" for f in FAMILIES)
    say(f"{'query':<34}{head}")
    say(f"{'':<34}" + f"{'p50 ms  /bare   grow':>24}" * len(FAMILIES))
    worst = {f: {"ratio": (0.0, ""), "growth": (0.0, ""), "errors": 0} for f in FAMILIES}
    for name in (n for n in queries(small) if only in n):
        cells = []
        for family in FAMILIES:
            one, big = results[small][(family, name)], results[large][(family, name)]
            ratio, growth = one["p50"] / bare[small], big["p50"] / one["p50"]
            cells.append(f"{one['p50']:>10.2f}{ratio:>7.2f}{growth:>7.2f}")
            w = worst[family]
            w["ratio"] = max(w["ratio"], (ratio, name))
            w["growth"] = max(w["growth"], (growth, name))
            w["errors"] += one["errors"] + big["errors"]
        say(f"{name[:33]:<34}" + "".join(cells))
    verdicts = []
    for family, w in worst.items():
        ratio, growth = w["ratio"], w["growth"]
        for goal, (value, name), limit, what in (
                ("within 3x of bare", ratio, RATIO_GOAL, f"{small:,} products"),
                ("growth within 2x", growth, GROWTH_GOAL, f"{small:,} -> {large:,}")):
            ok = value <= limit and w["errors"] == 0
            verdicts.append((f"[{mode}] {FAMILIES[family]}: every query {goal} ({what}): worst {value:.2f}x "
                             f"({name}){', errors ' + str(w['errors']) if w['errors'] else ''}", ok))
    return verdicts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_mode_argument(parser)
    parser.add_argument("--sizes", default="10000,100000", help="synthetic products per hub, comma-separated")
    parser.add_argument("--requests", type=int, default=60, help="per route and catalogue size")
    parser.add_argument("--slices", type=int, default=3, help="interleaved slices per route")
    parser.add_argument("--only", default="", help="only the queries whose name contains this")
    parser.add_argument("--uncached", action="store_true",
                        help="also serve each hub with SVC_ANSWER_CACHE=0 and report every request read and built "
                             "anew (shown, not a goal: the hub as deployed keeps its answers)")
    args = parser.parse_args()
    sizes = sorted(int(s) for s in args.sizes.split(","))
    say(f"screener benchmark: gunicorn 2 workers x 4 threads (gthread) per hub, one keep-alive client, "
        f"{args.requests} requests per route in {args.slices} interleaved slices; ratios to the bare route of "
        f"the same hub; growth = p50 at {sizes[-1]:,} / p50 at {sizes[0]:,} products (+81 real ones)")
    verdicts = []
    variants = ("kept", "uncached") if args.uncached else ("kept",)
    shown = []
    for mode in modes(args.mode):
        results = measure_mode(mode, sizes, args.requests, args.slices, args.only, variants)
        verdicts += report(mode, results["kept"], sizes, args.only)
        if args.uncached:
            shown += report(f"{mode}, uncached", results["uncached"], sizes, args.only)
    say("\ngoals (answers kept per catalogue version, as deployed):")
    for text, ok in verdicts:
        say(f"  {'PASS' if ok else 'FAIL'}  {text}")
    if shown:
        say("\nuncached (every request read and built anew; shown, not a goal):")
        for text, ok in shown:
            say(f"  {'within' if ok else 'beyond'}  {text}")


if __name__ == "__main__":
    main()
