"""The Watt, H2O and nature models and the composite: every factor within 0-100, weights summing to 100, each
factor moving the way its table says, the same facts giving the same score; the extractor in both languages."""

from datetime import date

import pytest

from app.green import h2o, index, nature, text, watt

DAY = date(2026, 11, 24)
WIND = {"id": "w", "name": "Wind", "source_type": "wind", "technology": "offshore wind", "capacity_mw": 500.0,
        "commissioning_year": 2020, "country": "DE", "capacity_factor_pct": None,
        "source": {"url": "https://x.example", "class": "press", "as_of": "undated"}}
WATER = {"id": "d", "name": "Plant", "asset_class": "desalination", "volume_m3_per_year": 1e8, "volume": 1.0,
         "basin": "b", "use": "drinking water", "stress_band": "high", "stress_measure": "baseline_stress",
         "stress_scope": "basin", "source": {"url": "https://x.example", "class": "issuer", "as_of": "2024-01-01"}}
AREA = {"id": "n", "name": "Park", "asset_type": "national park", "protection_status": "national park",
        "biome": "tropical rainforest", "area_ha": 100_000.0, "pressure": "good", "nature_class": "area",
        "source": {"url": "https://x.example", "class": "registry", "as_of": "2020-12-02"}}


def _value(scored: dict, name: str) -> float:
    return next(f["value"] for f in scored["factors"] if f["name"] == name)


@pytest.mark.parametrize(("model", "asset"), [(lambda a: watt.score(a, DAY), WIND), (h2o.score, WATER),
                                              (nature.score, AREA)])
def test_every_model_is_bounded_weighted_to_100_and_deterministic(model, asset):
    first, second = model(asset), model(dict(asset))
    assert first == second and 0 <= first["rating"] <= 100
    assert sum(f["weight"] for f in first["factors"]) == 100
    assert all(0 <= f["value"] <= 100 and f["basis"] for f in first["factors"])
    assert first["tier"] in ("high", "good", "fair", "low")


def test_watt_rewards_a_cleaner_source_a_higher_capacity_factor_and_more_life_left():
    base = watt.score(WIND, DAY)
    solar = watt.score({**WIND, "source_type": "solar", "technology": "PV"}, DAY)
    assert _value(solar, "carbon") < _value(base, "carbon")
    assert _value(watt.score({**WIND, "capacity_factor_pct": 20.0}, DAY), "capacity_factor") < \
        _value(base, "capacity_factor")
    older = watt.score({**WIND, "commissioning_year": 2005}, DAY)
    assert _value(older, "remaining_life") < _value(base, "remaining_life") and older["rating"] < base["rating"]


def test_lifetime_gwh_is_capacity_times_factor_times_hours_times_years_valued_at_the_dated_price():
    scored = watt.score({**WIND, "commissioning_year": 2025}, date(2025, 1, 1))
    assert scored["lifetime_gwh"] == round(500 * 0.50 * 8760 * 25 / 1000, 1)
    assert scored["energy_value_eur"] == round(scored["lifetime_gwh"] * 1000 * 79.6)
    assert scored["price_basis"].startswith("DE 2024") and scored["price_source"].startswith("https://")
    abroad = watt.score({**WIND, "country": "AU"}, DAY)
    assert abroad["price_eur_mwh"] == 75.0 and "not the market of AU" in abroad["price_basis"]


def test_storage_has_no_lifetime_energy_and_says_why():
    battery = watt.score({**WIND, "source_type": "battery", "technology": "battery"}, DAY)
    assert battery["lifetime_gwh"] is None and battery["energy_value_eur"] is None
    assert "generates nothing" in battery["energy_note"]


def test_onshore_wind_reads_the_lower_typical_capacity_factor():
    onshore = watt.score({**WIND, "technology": "onshore wind"}, DAY)
    assert _value(onshore, "capacity_factor") < _value(watt.score(WIND, DAY), "capacity_factor")


def test_h2o_rewards_stress_volume_drinking_use_and_a_basin_level_band():
    base = h2o.score(WATER)
    assert _value(h2o.score({**WATER, "stress_band": "low"}), "stress") < _value(base, "stress")
    assert _value(h2o.score({**WATER, "stress_scope": "country"}), "stress") == _value(base, "stress") - 10
    assert _value(h2o.score({**WATER, "volume_m3_per_year": 1e6}), "volume") < _value(base, "volume")
    assert _value(h2o.score({**WATER, "use": "price hedging"}), "use") < _value(base, "use")
    assert _value(h2o.score({**WATER, "asset_class": "water_index"}), "tangibility") < _value(base, "tangibility")


def test_nature_rewards_protection_low_pressure_and_area():
    base = nature.score(AREA)
    assert _value(nature.score({**AREA, "pressure": "critical"}), "pressure") < _value(base, "pressure")
    assert _value(nature.score({**AREA, "protection_status": None, "asset_type": None}), "protection") < \
        _value(base, "protection")
    assert _value(nature.score({**AREA, "area_ha": 1000.0}), "area") < _value(base, "area")


def test_the_composite_weighs_the_models_present_and_ties_share_a_rank():
    assert index.composite({"cqs": 60.0, "watt": None}) == 60.0
    assert index.composite({"cqs": 60.0, "watt": 80.0}) == 70.0
    assert index.composite({"cqs": None, "watt": None}) is None
    rows = [{"name": n, "composite": c} for n, c in (("b", 50.0), ("a", 50.0), ("c", 70.0), ("d", None))]
    assert [(r["name"], r["rank"]) for r in index.ranked(rows)] == [("c", 1), ("a", 2), ("b", 2), ("d", None)]


@pytest.mark.parametrize(("description", "model", "expected"), [
    ("Parc solaire de 250 MW mis en service en 2019 au Maroc, facteur de charge de 22 %", "energy",
     {"source_type": "solar", "capacity_mw": 250.0, "commissioning_year": 2019, "country": "MA",
      "capacity_factor_pct": 22.0}),
    ("Offshore wind farm of 1.2 GW commissioned in 2022 in Denmark", "energy",
     {"source_type": "wind", "capacity_mw": 1200.0, "commissioning_year": 2022, "country": "DK"}),
    ("Usine de dessalement de 200 000 m3/jour pour l'eau potable, stress hydrique extrêmement élevé", "water",
     {"asset_class": "desalination", "volume_m3_per_year": 73_000_000.0, "use": "drinking water",
      "stress_band": "extremely_high"}),
    ("REDD+ project in Peru registered with Verra, vintage 2018", "carbon",
     {"project_type": "REDD+ avoided deforestation", "registry": "verra", "vintage": 2018, "country": "PE"}),
    ("Parc national de 12 000 ha de forêt tropicale au Gabon", "nature",
     {"asset_type": "protected area", "area_ha": 12000.0, "biome": "tropical forest", "country": "GA"}),
])
def test_the_extractor_reads_english_and_french_and_names_the_words(description, model, expected):
    found = text.extract(description)
    assert found["model"] == model
    assert {k: found["facts"][k] for k in expected} == expected
    assert all(f["words"] and f["words"].lower() in description.lower() for f in found["inferred"])


def test_the_extractor_refuses_short_text_and_text_naming_no_asset():
    with pytest.raises(text.TextError, match="at least 10"):
        text.extract("solar 5MW")
    with pytest.raises(text.TextError, match="names no kind"):
        text.extract("A lovely day at the seaside with friends")
    with pytest.raises(text.TextError):
        text.extract("Solar farm of 10 MW in Spain", "water")


def test_a_run_of_digits_is_not_read_as_a_figure():
    found = text.extract("Solar park of " + "9" * 400 + " MW in Spain, 5 MWh of storage")
    assert "capacity_mw" not in found["facts"] and found["facts"]["storage_mwh"] == 5.0


def test_an_asset_commissioned_later_counts_at_most_its_design_lifetime():
    future = watt.score({**WIND, "commissioning_year": 2090}, DAY)
    assert future["lifetime_gwh"] == round(500 * 0.50 * 8760 * 25 / 1000, 1)


def test_an_unknown_band_or_pressure_never_beats_a_stated_one():
    assert _value(h2o.score({**WATER, "stress_band": None}), "stress") <= \
        _value(h2o.score({**WATER, "stress_band": "low"}), "stress")
    assert _value(nature.score({**AREA, "pressure": None}), "pressure") < \
        _value(nature.score({**AREA, "pressure": "deforestation and fire"}), "pressure")


def test_the_words_are_the_texts_own_whatever_its_case_and_a_number_inside_a_word_is_not_read():
    found = text.extract("İstanbul solar plant 50 MW since 2020 in Türkiye; SOLAR 1e308 MW")
    words = {f["field"]: f["words"] for f in found["inferred"]}
    assert words == {"source_type": "solar", "capacity_mw": "50 MW", "commissioning_year": "since 2020",
                     "country": "Türkiye"}
    assert "capacity_mw" not in text.extract("Solar plant 1e308 MW in Spain")["facts"]
