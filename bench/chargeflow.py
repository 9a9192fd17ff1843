"""make bench: ChargeFlow minting one by one against a batch, and the export's time and memory as it grows.

Gunicorn 1 worker x 1 thread (one worker, so its RSS is the export's), one keep-alive client, an enterprise key:

- Mint: 50 single POST /api/v1/chargeflow against one POST /api/v1/chargeflow/batch of the same 50 bodies (fresh
  external ids each time), --rounds interleaved rounds; the median of each and their ratio. Goal: the batch at
  least 3x faster than 50 singles, what a user batching 50 sessions should expect (each single pays the HTTP
  request, the key check and quota count and its own commit; the batch pays them once).
- Export: 5000 units seeded (100 batches of 50) under one operator and 50 under another, then GET
  /api/v1/chargeflow/export?format=csv&operator_id=... of the 5000 and of the 50 in --rounds interleaved rounds on
  a fresh worker. Goal for time: the 5000 export within 150x the 50 export (100x the units, each costing at most
  1.5x what it costs in the small one). Goal for memory: the worker's RSS (VmRSS polled every 2 ms while the
  client reads the stream in 16 KiB chunks) grows during the 5000 export by at most 8 MiB more than during the 50
  export. A streamed export holds one or two fetch windows of rows whatever its size: about 6 MiB, the same at 1000
  units as at 5000. Holding the 5000 rows before streaming them adds about 12 MiB even as plain dicts, about 60 MiB
  as ORM units, and fails it. The peak RSS of the 5000 export over the 50's is printed beside it.
  JSON once (one timed round), on its own fresh worker, with the same goals.

    python bench/chargeflow.py --mode both
"""

from __future__ import annotations

import argparse
import http.client
import itertools
import json
import statistics
import sys
import threading
import time
from contextlib import contextmanager
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.harness import add_mode_argument, create_key, gunicorn, hub, modes, worker_pids  # noqa: E402
from bench.pdf_memory import rss_kib  # noqa: E402

BATCH, BIG, SMALL = 50, 5000, 50
BATCH_GOAL, PER_UNIT_GOAL, RSS_GOAL_MIB = 3.0, 1.5, 8.0
MINT_OP, BIG_OP, SMALL_OP = "FR*BENCH", "FR*BIG", "FR*SMALL"
CHUNK, POLL = 16 * 1024, 0.002
_IDS = itertools.count(1)


def say(text: str = "") -> None:
    print(text, flush=True)


def verdict(ok: bool) -> str:
    return "PASS" if ok else "FAIL"


def mint_body(operator: str) -> dict:
    """A CFU-E mint body with a fresh external session id."""
    return {"session": {"external_session_id": f"S-{next(_IDS)}", "started_at": "2026-11-01T10:00:00Z",
                        "ended_at": "2026-11-01T11:00:00Z", "energy_kwh": 20.5, "location": {"country": "FR"},
                        "operator_id": operator, "source_format": "json_custom"},
            "attributes": {"generation_source": "solar"}}


class Client:
    """One keep-alive connection with the key's Authorization header."""

    def __init__(self, host: str, port: int, key: str):
        self.conn = http.client.HTTPConnection(host, port, timeout=300)
        self.auth = {"Authorization": f"Bearer {key}"}

    def post(self, path: str, data: bytes, expect: int) -> bytes:
        self.conn.request("POST", path, body=data, headers={**self.auth, "Content-Type": "application/json"})
        response = self.conn.getresponse()
        body = response.read()
        if response.status != expect:
            raise RuntimeError(f"POST {path}: HTTP {response.status} {body[:300]!r}")
        return body

    def export(self, operator: str, fmt: str, pause: float = 0.0) -> tuple[int, int]:
        """Read one export to its end in CHUNK reads (sleeping `pause` between them); (units, bytes)."""
        self.conn.request("GET", f"/api/v1/chargeflow/export?format={fmt}&operator_id={operator}", headers=self.auth)
        response = self.conn.getresponse()
        if response.status != 200:
            raise RuntimeError(f"export {fmt} {operator}: HTTP {response.status} {response.read()[:300]!r}")
        size = 0
        while data := response.read(CHUNK):
            size += len(data)
            if pause:
                time.sleep(pause)
        return int(response.getheader("X-Total-Count", "0")), size

    def close(self) -> None:
        self.conn.close()


def singles(client: Client) -> float:
    bodies = [json.dumps(mint_body(MINT_OP)).encode() for _ in range(BATCH)]
    started = time.perf_counter()
    for data in bodies:
        client.post("/api/v1/chargeflow", data, 201)
    return time.perf_counter() - started


def batch(client: Client, operator: str = MINT_OP) -> float:
    data = json.dumps({"items": [mint_body(operator) for _ in range(BATCH)]}).encode()
    started = time.perf_counter()
    answer = json.loads(client.post("/api/v1/chargeflow/batch", data, 200))
    elapsed = time.perf_counter() - started
    if answer["succeeded"] != BATCH:
        raise RuntimeError(f"batch: {answer['failed']} failed, first {answer['items'][0]}")
    return elapsed


def mint_rounds(client: Client, rounds: int) -> dict:
    """Singles and batches in alternating order, after one of each to warm up; seconds per round."""
    singles(client)
    batch(client)
    runs: dict = {"singles": [], "batch": []}
    for r in range(rounds):
        order = ("singles", "batch") if r % 2 == 0 else ("batch", "singles")
        for name in order:
            runs[name].append(singles(client) if name == "singles" else batch(client))
    return runs


def seed(client: Client) -> float:
    """BIG units under BIG_OP (batches of 50) and SMALL under SMALL_OP; seconds taken."""
    started = time.perf_counter()
    for _ in range(BIG // BATCH):
        batch(client, BIG_OP)
    for _ in range(SMALL // BATCH):
        batch(client, SMALL_OP)
    return time.perf_counter() - started


@contextmanager
def peak_rss(pid: int):
    """Poll the process's VmRSS every POLL seconds; yields a dict whose before/peak (KiB) are final on exit."""
    seen = {"before": rss_kib(pid)}
    seen["peak"] = seen["before"]
    stop = threading.Event()

    def poll():
        while not stop.is_set():
            seen["peak"] = max(seen["peak"], rss_kib(pid))
            time.sleep(POLL)

    thread = threading.Thread(target=poll, daemon=True)
    thread.start()
    try:
        yield seen
    finally:
        stop.set()
        thread.join()
        seen["peak"] = max(seen["peak"], rss_kib(pid))


def export_memory(client: Client, worker: int, operator: str, fmt: str) -> dict:
    """One export read slowly while the worker's RSS is polled: units, bytes, RSS before and at its peak (KiB)."""
    with peak_rss(worker) as seen:
        units, size = client.export(operator, fmt, pause=POLL)
    return {"units": units, "bytes": size, **seen}


def export_times(client: Client, fmt: str, rounds: int) -> dict:
    """The big and the small export in alternating order, read at full speed; seconds per round."""
    runs: dict = {BIG_OP: [], SMALL_OP: []}
    for r in range(rounds):
        for operator in (BIG_OP, SMALL_OP) if r % 2 == 0 else (SMALL_OP, BIG_OP):
            started = time.perf_counter()
            client.export(operator, fmt)
            runs[operator].append(time.perf_counter() - started)
    return runs


def export_pass(env: dict, key: str, fmt: str, rounds: int) -> dict:
    """On a fresh worker: warm-up, RSS during the small then the big export, then the timed rounds."""
    with gunicorn(env, workers=1, threads=1) as (host, port, proc):
        (worker,) = worker_pids(proc.pid)
        client = Client(host, port, key)
        for _ in range(2):
            client.export(SMALL_OP, fmt)
        memory = {op: export_memory(client, worker, op, fmt) for op in (SMALL_OP, BIG_OP)}
        times = export_times(client, fmt, rounds)
        client.close()
    for operator, expected in ((BIG_OP, BIG), (SMALL_OP, SMALL)):
        if memory[operator]["units"] != expected:
            raise RuntimeError(f"{operator}: {memory[operator]['units']} units exported, {expected} expected")
    return {op: {**memory[op], "median": statistics.median(times[op]), "rounds": len(times[op])} for op in memory}


def measure(mode: str, rounds: int) -> dict:
    with hub(mode) as env:
        key = create_key(env, "enterprise")
        with gunicorn(env, workers=1, threads=1) as (host, port, _proc):
            client = Client(host, port, key)
            mint = mint_rounds(client, rounds)
            seeded = seed(client)
            client.close()
        csv_export = export_pass(env, key, "csv", rounds)
        json_export = export_pass(env, key, "json", 1)
    return {"mint": mint, "seed": seeded, "csv": csv_export, "json": json_export}


def mib(kib: float) -> float:
    return kib / 1024


def report_mint(mint: dict, seeded: float) -> None:
    single, batched = statistics.median(mint["singles"]), statistics.median(mint["batch"])
    rounds = len(mint["singles"])
    say(f"  {'mint 50 CFU-E units':<34}{'median ms':>11}{'per unit ms':>13}{'min ms':>10}{'max ms':>10}")
    for name, runs in ((f"50 single POSTs ({rounds} rounds)", mint["singles"]),
                       (f"one batch of 50 ({rounds} rounds)", mint["batch"])):
        median = statistics.median(runs)
        say(f"  {name:<34}{median * 1000:>11.1f}{median * 1000 / BATCH:>13.2f}{min(runs) * 1000:>10.1f}"
            f"{max(runs) * 1000:>10.1f}")
    say(f"  seed: {BIG // BATCH + SMALL // BATCH} batches of 50 in {seeded:.1f} s "
        f"({seeded * 1000 / (BIG + SMALL):.2f} ms per unit)")
    ratio = single / batched
    say(f"{verdict(ratio >= BATCH_GOAL)} batch of 50: {ratio:.2f}x faster than 50 singles (goal >= {BATCH_GOAL:g}x)")


def report_export(fmt: str, result: dict) -> None:
    say(f"  {'export ' + fmt.upper():<24}{'units':>6}{'KiB':>7}{'rounds':>7}{'median ms':>11}{'us/unit':>9}"
        f"{'RSS before':>12}{'RSS peak':>10}{'growth':>8}  (MiB)")
    for operator in (SMALL_OP, BIG_OP):
        r = result[operator]
        say(f"  {'operator_id=' + operator:<24}{r['units']:>6}{r['bytes'] / 1024:>7.0f}{r['rounds']:>7}"
            f"{r['median'] * 1000:>11.1f}{r['median'] * 1e6 / r['units']:>9.1f}{mib(r['before']):>12.1f}"
            f"{mib(r['peak']):>10.1f}{mib(r['peak'] - r['before']):>8.2f}")
    big, small = result[BIG_OP], result[SMALL_OP]
    ratio, goal = big["median"] / small["median"], PER_UNIT_GOAL * BIG / SMALL
    per_unit = (big["median"] / BIG) / (small["median"] / SMALL)
    say(f"{verdict(ratio <= goal)} {fmt.upper()} export time: 5000 units {ratio:.1f}x the 50 (per unit "
        f"{per_unit:.2f}x; goal <= {goal:g}x, per unit <= {PER_UNIT_GOAL:g}x)")
    grown, small_grown = mib(big["peak"] - big["before"]), mib(small["peak"] - small["before"])
    say(f"{verdict(grown - small_grown <= RSS_GOAL_MIB)} {fmt.upper()} export memory: RSS grows {grown:.2f} MiB "
        f"during the 5000 export, {small_grown:.2f} MiB during the 50 (goal: at most {RSS_GOAL_MIB:g} MiB more); "
        f"peak {big['peak'] / small['peak']:.3f}x the 50's")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_mode_argument(parser, default="both")
    parser.add_argument("--rounds", type=int, default=10, help="interleaved rounds of the mint and the CSV export")
    args = parser.parse_args()
    for mode in modes(args.mode):
        result = measure(mode, args.rounds)
        say(f"\n[{mode}] ChargeFlow: gunicorn 1 worker x 1 thread, one keep-alive client, an enterprise key")
        report_mint(result["mint"], result["seed"])
        report_export("csv", result["csv"])
        report_export("json", result["json"])


if __name__ == "__main__":
    main()
