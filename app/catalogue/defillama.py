"""DefiLlama as a live source: RWA protocols' TVL and mapped yield pools' APY, for the products mapped in
app/data/defillama_map.json.

Rules:
- only mapped products are touched; every other protocol or pool in DefiLlama's answers is ignored;
- a figure is written only when DefiLlama sent it as a number in range; a missing or malformed field leaves the
  cached figure, and the refresh record says so for that product;
- a mapped entry absent from DefiLlama's answer leaves the product as it was and lists it as missing from the
  source (drift `slug_missing`);
- a product that gets a figure becomes `source_type: live`, `source_class: aggregator`, cites its DefiLlama
  page, and each figure written is dated by the fetch (DefiLlama's /protocols and /pools answers carry no date
  of their own); figures DefiLlama did not send keep their own date and basis; a TVL written drops the product's
  TVL by chain, which was stated for the older figure;
- an answer that fails (HTTP error, not JSON, not the documented shape) fails the whole refresh: nothing is
  written and the record says why.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import datetime

from flask import current_app

from app.catalogue.sources import Pulled, SourceError, get_json
from app.platform.clock import utcnow
from app.platform.data import load

POOL_BASIS = "defillama_pool_apy"


def mapping() -> dict:
    """Catalogue id -> {protocol | pool, pool_symbol, why}: the shipped mapping table."""
    return load("defillama_map")["products"]


def protocol_page(slug: str) -> str:
    return f"https://defillama.com/protocol/{slug}"


def pool_page(pool: str) -> str:
    return f"https://defillama.com/yields/pool/{pool}"


def _number(value, low: float = 0.0, high: float = math.inf):
    """The value as a float when it is a real number within [low, high], else None."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    value = float(value)
    return value if math.isfinite(value) and low <= value <= high else None


def _figure(entry: dict, key: str, name: str, pulled: Pulled, product_id: str, high: float = math.inf):
    """A figure of a DefiLlama entry, or None with the reason noted for the product."""
    if entry.get(key) is None:
        pulled.keep(product_id, f"DefiLlama sent no {name}, cached figure kept")
        return None
    value = _number(entry[key], 0.0, high)
    if value is None:
        pulled.keep(product_id, f"DefiLlama's {name} is not a number in range ({entry[key]!r}), cached figure kept")
    return value


def _index(items, key: str, what: str) -> dict:
    if not isinstance(items, list):
        raise SourceError(f"DefiLlama's {what} answer is not a list")
    return {item[key]: item for item in items if isinstance(item, dict) and isinstance(item.get(key), str)}


def figures_of(product_id: str, target: dict, protocols: dict, pools: dict, pulled: Pulled, day: str) -> dict:
    """The live figures of one mapped product ({} when none came), noting what was kept or missing."""
    if "protocol" in target:
        entry = protocols.get(target["protocol"])
        if entry is None:
            pulled.missing.append(product_id)
            pulled.keep(product_id, f"protocol {target['protocol']} is not in DefiLlama's answer")
            return {}
        tvl = _figure(entry, "tvl", "TVL", pulled, product_id)
        if tvl is None:
            return {}
        return {"tvl_usd": tvl, "tvl_as_of": day, "chain_tvl_usd": None,
                "source_url": protocol_page(target["protocol"])}
    entry = pools.get(target["pool"])
    if entry is None:
        pulled.missing.append(product_id)
        pulled.keep(product_id, f"pool {target['pool']} is not in DefiLlama's answer")
        return {}
    if str(entry.get("symbol", "")).upper() != target["pool_symbol"].upper():
        pulled.keep(product_id, f"pool {target['pool']} is now {entry.get('symbol')!r}, not "
                                f"{target['pool_symbol']}: not read, cached figures kept")
        return {}
    out = {}
    apy = _figure(entry, "apy", "APY", pulled, product_id, high=100.0)
    if apy is not None:
        out.update(apy=apy, apy_basis=POOL_BASIS, apy_as_of=day)
    tvl = _figure(entry, "tvlUsd", "TVL", pulled, product_id)
    if tvl is not None:
        out.update(tvl_usd=tvl, tvl_as_of=day, chain_tvl_usd=None)
    return {**out, "source_url": pool_page(target["pool"])} if out else {}


@dataclass(frozen=True)
class DefiLlama:
    api_url: str
    yields_url: str
    max_bytes: int
    timeout: float

    @classmethod
    def from_config(cls) -> DefiLlama:
        cfg = current_app.config
        return cls(cfg["DEFILLAMA_API_URL"], cfg["DEFILLAMA_YIELDS_URL"], cfg["DEFILLAMA_MAX_BYTES"],
                   cfg["DEFILLAMA_TIMEOUT"])

    @property
    def label(self) -> str:
        return f"defillama: {self.api_url}/protocols, {self.yields_url}/pools"

    def answers(self, targets: dict) -> tuple[dict, dict]:
        """DefiLlama's protocols and pools, indexed by slug and pool id (each fetched only when mapped)."""
        protocols, pools = {}, {}
        if any("protocol" in t for t in targets.values()):
            answer = get_json(f"{self.api_url}/protocols", max_bytes=self.max_bytes, timeout=self.timeout,
                              what="DefiLlama /protocols")
            protocols = _index(answer, "slug", "/protocols")
        if any("pool" in t for t in targets.values()):
            answer = get_json(f"{self.yields_url}/pools", max_bytes=self.max_bytes, timeout=self.timeout,
                              what="DefiLlama /pools")
            pools = _index(answer.get("data") if isinstance(answer, dict) else None, "pool", "/pools")
        return protocols, pools

    def pull(self, current, now: datetime | None = None) -> Pulled:
        targets = mapping()
        protocols, pools = self.answers(targets)
        day = (now or utcnow()).date().isoformat()
        stored = current(list(targets))
        pulled = Pulled(rows=[], missing=[])
        for product_id, target in targets.items():
            if product_id not in stored:
                pulled.keep(product_id, "mapped but not in the catalogue")
                continue
            figures = figures_of(product_id, target, protocols, pools, pulled, day)
            if figures:
                pulled.rows.append({**stored[product_id], **figures, "source_class": "aggregator", "as_of": day})
        return pulled
