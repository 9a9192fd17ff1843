"""make bench (second part): every screener query over synthetic catalogues of 10,000 and 100,000 products.

Two hubs are served side by side under gunicorn (one per catalogue size, same mode) and loaded in interleaved
slices, together with each hub's own bare JSON route. Every offered query (each sort in both directions, each
filter type, a search, chain and jurisdiction filters, deep pages) goes to GET /api/compare, the keyed
GET /api/v1/products and the page /. A route's ratio is the median over the slices of its p50 over the bare
route's p50 in the same slice (bench.harness.slice_ratio); its growth, the median over the slices of its p50 over
the large catalogue against the small one. Then PASS or FAIL per goal.

The hub as deployed keeps each screener answer per catalogue version (app/platform/answer_cache.py), loaded by one
keep-alive client:

- every query over the small catalogue within 3x of the bare route;
- growth from the small catalogue to the large one within 2x.

--uncached also serves every hub with SVC_ANSWER_CACHE=0 beside it (every request read and built anew: the first
asker's cost), loaded by --concurrency keep-alive clients (8 by default), against the bare route under the same
load:

- the page / : every query within 10x of the bare route, growth within 2x;
- GET /api/compare and GET /api/v1/products: every query within 4x of the bare route (growth shown).

    python bench/screener.py --mode both          # SQLite, then PostgreSQL + Redis (BENCH_DATABASE_URL)
    python bench/screener.py --mode embedded --sizes 10000,100000 --requests 100
    python bench/screener.py --mode embedded --uncached   # and what each query costs read and built anew
    python bench/screener.py --mode embedded --uncached-only --sizes 10000,100000 --requests 48
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from contextlib import ExitStack
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.harness import (  # noqa: E402
    ROOT,
    add_mode_argument,
    create_key,
    gunicorn,
    hub,
    interleaved,
    modes,
    slice_ratio,
)

RATIO_GOAL = 3.0
GROWTH_GOAL = 2.0
# the goals of answers read and built anew (SVC_ANSWER_CACHE=0): {family: (ratio, growth or None: shown only)}
UNCACHED_GOALS = {"api": (4.0, None), "v1": (4.0, None), "page": (10.0, GROWTH_GOAL)}
KEPT_GOALS = {family: (RATIO_GOAL, GROWTH_GOAL) for family in ("api", "v1", "page")}
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
                 variants: dict[str, int] | None = None) -> dict:
    """{variant: results of bench.harness.interleaved keyed by (size, "bare", None) | (size, family, query name)}
    for hubs of every size served side by side, each variant by its own gunicorn on the same database and loaded
    by its own number of clients ({variant: concurrency}), one variant after the other."""
    variants = variants or {"kept": 1}
    with ExitStack() as stack:
        routes: dict = {variant: {} for variant in variants}
        for size in sizes:
            env = stack.enter_context(hub(mode, prepare(size)))
            auth = {"Authorization": f"Bearer {create_key(env, 'enterprise')}"}
            for variant in variants:
                _host, port, _proc = stack.enter_context(gunicorn(env, extra_env=VARIANTS[variant]))
                routes[variant][(size, "bare", None)] = ("/bench/bare", {}, port)
                for name, query in queries(size).items():
                    if only not in name:
                        continue
                    for family, path in paths(query).items():
                        routes[variant][(size, family, name)] = (path, auth if family == "v1" else {}, port)
        return {variant: interleaved("127.0.0.1", port, routes[variant], requests, clients, slices=slices,
                                     warm=max(3, clients))
                for variant, clients in variants.items()}


def report(mode: str, results: dict, sizes: list[int], only: str = "",
           goals: dict | None = None) -> list[tuple[str, bool | None]]:
    """Print each query's p50, ratio and growth per family; one (verdict text, met or None: shown only) per family
    and goal."""
    goals = goals or KEPT_GOALS
    small, large = sizes[0], sizes[-1]
    bare = {size: results[(size, "bare", None)]["p50"] for size in sizes}
    say(f"\n=== {mode}: bare route p50 {bare[small]:.2f} ms ({small:,} products), {bare[large]:.2f} ms "
        f"({large:,}) ===")
    head = "".join(f"{FAMILIES[f][:22]:>24}" for f in FAMILIES)
    say(f"{'query':<34}{head}")
    say(f"{'':<34}" + f"{'p50 ms  /bare   grow':>24}" * len(FAMILIES))
    worst = {f: {"ratio": (0.0, ""), "growth": (0.0, ""), "errors": 0} for f in FAMILIES}
    for name in (n for n in queries(small) if only in n):
        cells = []
        for family in FAMILIES:
            one, big = results[(small, family, name)], results[(large, family, name)]
            ratio = slice_ratio(results, (small, family, name), (small, "bare", None))
            growth = slice_ratio(results, (large, family, name), (small, family, name))
            cells.append(f"{one['p50']:>10.2f}{ratio:>7.2f}{growth:>7.2f}")
            w = worst[family]
            w["ratio"] = max(w["ratio"], (ratio, name))
            w["growth"] = max(w["growth"], (growth, name))
            w["errors"] += one["errors"] + big["errors"]
        say(f"{name[:33]:<34}" + "".join(cells))
    verdicts = []
    for family, w in worst.items():
        ratio_goal, growth_goal = goals[family]
        growth_text = f"growth within {growth_goal:g}x" if growth_goal else "growth"
        for goal, (value, name), limit, what in (
                (f"within {ratio_goal:g}x of bare", w["ratio"], ratio_goal, f"{small:,} products"),
                (growth_text, w["growth"], growth_goal, f"{small:,} -> {large:,}")):
            ok = None if limit is None else value <= limit and w["errors"] == 0  # None: shown, not a goal
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
                        help="also serve each hub with SVC_ANSWER_CACHE=0 and hold every request read and built anew "
                             "to its goals (page within 10x, growth within 2x; the APIs within 4x)")
    parser.add_argument("--uncached-only", action="store_true", help="--uncached without the kept answers' run")
    parser.add_argument("--concurrency", type=int, default=8,
                        help="keep-alive clients loading the uncached hubs (the kept hubs: one)")
    args = parser.parse_args()
    sizes = sorted(int(s) for s in args.sizes.split(","))
    variants = {} if args.uncached_only else {"kept": 1}
    if args.uncached or args.uncached_only:
        variants["uncached"] = args.concurrency
    say(f"screener benchmark: gunicorn 2 workers x 4 threads (gthread) per hub, "
        f"{args.requests} requests per route in {args.slices} interleaved slices; "
        + ", ".join(f"{v}: {c} keep-alive client{'s' if c > 1 else ''}" for v, c in variants.items())
        + f"; ratios to the bare route of the same hub under the same load (median of the slices' ratios); "
          f"growth = {sizes[-1]:,} / {sizes[0]:,} products (+81 real ones)")
    verdicts = []
    for mode in modes(args.mode):
        results = measure_mode(mode, sizes, args.requests, args.slices, args.only, variants)
        if "kept" in results:
            verdicts += [("kept", *v) for v in report(mode, results["kept"], sizes, args.only, KEPT_GOALS)]
        if "uncached" in results:
            verdicts += [("uncached", *v) for v in report(f"{mode}, uncached", results["uncached"], sizes,
                                                          args.only, UNCACHED_GOALS)]
    for variant, title in (("kept", "answers kept per catalogue version, as deployed"),
                           ("uncached", f"every request read and built anew, {args.concurrency} clients")):
        mine = [(text, ok) for v, text, ok in verdicts if v == variant]
        if mine:
            say(f"\ngoals ({title}):")
            for text, ok in mine:
                say(f"  {'shown' if ok is None else 'PASS' if ok else 'FAIL'}  {text}")


if __name__ == "__main__":
    main()
