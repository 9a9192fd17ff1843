"""Watt score (0-100) of an energy asset, and the energy it can still deliver.

Deterministic: a pure function of the asset's stated facts, the date asked about, and the tables below, which
the methodology page shows as they are. Indicative, not a rating.

- carbon: the source's life-cycle emissions (IPCC AR5 WGIII Annex III medians, gCO2e/kWh), 0 g = 100 points and
  200 g or more = 0; storage generates nothing, so it is scored neutral;
- capacity factor: the share of the year the asset runs at full power, as stated by a source for the asset,
  else the dated typical value of its source (TYPICAL); 60 % or more = 100;
- remaining life: the share of the design lifetime still ahead at the date asked about;
- scale: capacity on a log scale (1 MW = 0, 10 GW = 100);
- evidence: a primary source, a dated source, a capacity factor stated for the asset itself.

lifetime_gwh = capacity (MW) x capacity factor x 8760 h x remaining years / 1000; energy_value_eur = lifetime_gwh
x 1000 x the reference wholesale price (PRICES), undiscounted. Storage returns what it stores, it generates
nothing: its lifetime_gwh and value are not given.
"""

from __future__ import annotations

from datetime import date

from app.green.scale import evidence, log_points, weighted

WEIGHTS = {"carbon": 30, "capacity_factor": 25, "remaining_life": 25, "scale": 10, "evidence": 10}
# source: (life-cycle gCO2e/kWh median, typical capacity factor %, its basis, design lifetime years, its basis)
IPCC = "IPCC AR5 WGIII Annex III, Table A.III.2 (2014), median"
TYPICAL = {
    "wind": (11, 50.0, "offshore wind, new farms, about 50 % (WindEurope via S&P Global, 2024-01-12)",
             25, "wind 20-25 years (Thunder Said Energy, asset lives)"),
    "solar": (48, 11.0, "solar PV in the EU, about 11 %: 203 TWh on 209 GW in 2022 (Ember via pv magazine, 2023-06)",
              25, "solar 20-25 years (Thunder Said Energy); PV 25-40 (NREL)"),
    "hydro": (24, 38.0, "hydro load factor assumption 38 % (UK DECC 2050 calculator)",
              70, "large hydro about 70 years (Thunder Said Energy)"),
    "nuclear": (12, 60.0, "nuclear, France 2023, about 60 %: 320.4 TWh on 61.4 GW (RTE; World Nuclear Association)",
                60, "nuclear 40-60 years, extensions to 80 (sustainability-directory, LCOE assumptions)"),
    "battery": (None, None, "storage: no capacity factor of its own", 15, "batteries about 15 years (Thunder Said "
                                                                            "Energy)"),
    "mixed": (None, None, "a mix of sources: no single typical value", 25, "wind and solar 20-25 years"),
}
TYPICAL["generation"] = TYPICAL["mixed"]
# wind on land: the low end of new farms' 30-48 % (WindEurope via S&P Global, 2024-01-12)
ONSHORE = (11, 30.0, "onshore wind, new farms 30-48 %: the low end (WindEurope via S&P Global, 2024-01-12)", 25,
           "wind 20-25 years (Thunder Said Energy, asset lives)")


def typical(asset: dict) -> tuple:
    """The typical values of an asset's source (offshore and onshore wind apart)."""
    if asset["source_type"] == "wind" and "offshore" not in (asset.get("technology") or "").lower():
        return ONSHORE
    return TYPICAL[asset["source_type"]]


CARBON_ZERO_AT = 200  # gCO2e/kWh at which the carbon factor reaches 0
FULL_CAPACITY_FACTOR = 60.0
SCALE = (1, 10_000)  # MW on the log scale
NEUTRAL = 50.0
# reference wholesale price, EUR/MWh: 2024 day-ahead base averages from ENTSO-E data (FfE, published 2025)
PRICE_SOURCE = "https://www.ffe.de/en/publications/european-day-ahead-electricity-prices-in-2024/"
PRICE_YEAR = 2024
PRICES = {"DE": 79.6, "IT": 107.0, "IE": 109.0, "SE": 36.0}
EUROPEAN_AVERAGE = 75.0


def capacity_factor(asset: dict) -> tuple[float | None, str]:
    """The capacity factor (%) the score uses and where it comes from."""
    if asset.get("capacity_factor_pct") is not None:
        return asset["capacity_factor_pct"], f"stated for this asset: {asset.get('capacity_factor_basis') or 'source'}"
    values = typical(asset)
    return values[1], f"typical value, {values[2]}"


def remaining_years(asset: dict, on: date) -> float | None:
    year = asset.get("commissioning_year")
    if not year:
        return None
    design = typical(asset)[3]
    return min(float(design), max(0.0, round(year + design - (on.year + (on.timetuple().tm_yday - 1) / 365), 2)))


def price(country: str | None) -> tuple[float, str]:
    """The reference price of an asset's country (EUR/MWh) and what it is."""
    if country in PRICES:
        return PRICES[country], f"{country} {PRICE_YEAR} day-ahead base average"
    return EUROPEAN_AVERAGE, (f"European {PRICE_YEAR} day-ahead base average (a reference for comparison, "
                              f"not the market of {country or 'this asset'})")


def _carbon(asset: dict) -> tuple[float, str]:
    grams = typical(asset)[0]
    if grams is None:
        return NEUTRAL, "storage or a mix: what charges or feeds it decides its emissions (neutral)"
    points = max(0.0, 100 * (1 - grams / CARBON_ZERO_AT))
    return points, f"{asset['source_type']}: {grams} gCO2e/kWh life-cycle ({IPCC})"


def _capacity(asset: dict) -> tuple[float, str]:
    value, basis = capacity_factor(asset)
    if value is None:
        return NEUTRAL, f"{basis} (neutral)"
    return min(100.0, value / FULL_CAPACITY_FACTOR * 100), f"{value:g} %, {basis}"


def _life(asset: dict, on: date) -> tuple[float, str]:
    left = remaining_years(asset, on)
    design = typical(asset)[3]
    if left is None:
        return NEUTRAL, "commissioning year not stated (neutral)"
    return min(100.0, left / design * 100), (f"{left:g} of {design} design years left from "
                                             f"{asset['commissioning_year']} ({typical(asset)[4]})")


def factors(asset: dict, on: date) -> dict[str, tuple[float, str]]:
    scale = log_points(asset.get("capacity_mw"), *SCALE)
    return {"carbon": _carbon(asset), "capacity_factor": _capacity(asset), "remaining_life": _life(asset, on),
            "scale": (scale, f"{asset['capacity_mw']:g} MW") if scale is not None else (0.0, "capacity not stated"),
            "evidence": evidence(asset, "a capacity factor stated for the asset",
                                 asset.get("capacity_factor_pct") is not None)}


def energy(asset: dict, on: date) -> dict:
    """lifetime_gwh and energy_value_eur, with the figures they multiply, or None where they do not apply."""
    cf, _basis = capacity_factor(asset)
    left = remaining_years(asset, on)
    eur, price_basis = price(asset.get("country"))
    if cf is None or left is None or asset.get("capacity_mw") is None:
        return {"lifetime_gwh": None, "energy_value_eur": None, "price_eur_mwh": eur, "price_basis": price_basis,
                "energy_note": "not given: " + ("storage delivers what it stored, it generates nothing"
                                                if asset["source_type"] == "battery" else
                                                "a figure it multiplies is not stated")}
    gwh = round(asset["capacity_mw"] * cf / 100 * 8760 * left / 1000, 1)
    return {"lifetime_gwh": gwh, "energy_value_eur": round(gwh * 1000 * eur), "price_eur_mwh": eur,
            "price_basis": price_basis,
            "energy_note": f"{asset['capacity_mw']:g} MW x {cf:g} % x 8760 h x {left:g} years; x {eur:g} EUR/MWh, "
                           "undiscounted"}


def score(asset: dict, on: date) -> dict:
    """The Watt score: rating, tier, factors, lifetime_gwh and energy_value_eur at a date."""
    scored = weighted(factors(asset, on), WEIGHTS)
    return {"rating": scored["score"], "tier": scored["tier"], "factors": scored["factors"], **energy(asset, on),
            "price_source": PRICE_SOURCE, "as_of": on.isoformat()}


def tables() -> dict:
    return {"weights": WEIGHTS, "typical": TYPICAL, "carbon_zero_at": CARBON_ZERO_AT, "ipcc": IPCC,
            "full_capacity_factor": FULL_CAPACITY_FACTOR, "scale": SCALE, "prices": PRICES,
            "european_average": EUROPEAN_AVERAGE, "price_year": PRICE_YEAR, "price_source": PRICE_SOURCE}
