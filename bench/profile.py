"""Profile one route with pyinstrument, in process, on a migrated and seeded hub of the chosen mode.

The hub is the benchmarks' (bench.wsgi: the app plus its bare route), its database made by bench.harness.hub;
the route is called --requests times through Flask's test client after --warm calls, and pyinstrument prints
where the time went (text, or --html FILE). What it shows is each part's share of a request, the thing to act
on when a route misses its goal in bench/; its absolute times mean little on a shared box.

    python bench/profile.py /api/compare?sort=apy --requests 200
    python bench/profile.py /api/v1/score --method POST --json '{"asset_type": "real_estate"}' --key enterprise
    python bench/profile.py /api/v1/chargeflow --method POST --key enterprise --fresh \
        --json '{"session": {"external_session_id": "S-{n}", ...}}'
    python bench/profile.py / --products 10000 --env SVC_ANSWER_CACHE=0 --html /tmp/page.html
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.harness import ROOT, add_mode_argument, create_key, hub  # noqa: E402


def _prepare(products: int):
    if not products:
        return None

    def load(env):
        subprocess.run([sys.executable, "bench/synthetic.py", str(products)], cwd=ROOT, env=env, check=True)
    return load


_CALLS = itertools.count(1)


def _call(client, args, headers: dict):
    raw = args.json.replace("{n}", str(next(_CALLS))) if args.fresh else args.json
    body = json.loads(raw) if raw else None
    response = client.open(args.path, method=args.method, json=body, headers=headers)
    if response.status_code >= 400:
        raise SystemExit(f"{args.method} {args.path} answered {response.status_code}: {response.get_data(True)[:300]}")


def main() -> None:
    from pyinstrument import Profiler

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("path")
    parser.add_argument("--method", default="GET")
    parser.add_argument("--json", default="", help="a JSON request body")
    parser.add_argument("--fresh", action="store_true",
                        help="replace {n} in the body by a new number each call (a mint's fresh external id)")
    parser.add_argument("--key", default="", help="a tier: the request carries a new key of it")
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("--warm", type=int, default=20)
    parser.add_argument("--products", type=int, default=0, help="synthetic products loaded first")
    parser.add_argument("--env", action="append", default=[], help="NAME=VALUE for the app, repeatable")
    parser.add_argument("--html", default="", help="write pyinstrument's HTML report here")
    parser.add_argument("--show-all", action="store_true", help="show library frames too (WeasyPrint's ...)")
    add_mode_argument(parser, default="embedded")
    args = parser.parse_args()
    mode = "production" if args.mode == "production" else "embedded"
    with hub(mode, _prepare(args.products)) as env:
        headers = {"Authorization": f"Bearer {create_key(env, args.key)}"} if args.key else {}
        os.environ.update(env)
        os.environ.update(dict(item.split("=", 1) for item in args.env))
        from bench.wsgi import app

        client = app.test_client()
        for _ in range(args.warm):
            _call(client, args, headers)
        profiler = Profiler(interval=0.0005)
        with profiler:
            for _ in range(args.requests):
                _call(client, args, headers)
        if args.html:
            Path(args.html).write_text(profiler.output_html())
        print(profiler.output_text(unicode=True, color=False, show_all=args.show_all))


if __name__ == "__main__":
    main()
