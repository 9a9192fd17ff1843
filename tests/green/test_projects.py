"""The shipped carbon projects: exactly what the build script makes of the research table, each with its
source, and found by the serials that name them."""

import json
import subprocess
import sys
from pathlib import Path

from app.green import projects
from app.green.serials import parse

ROOT = Path(__file__).resolve().parents[2]


def test_the_shipped_file_is_what_the_script_builds_from_the_research_table():
    built = subprocess.run([sys.executable, "scripts/build_green.py"], cwd=ROOT, capture_output=True, text=True,
                           check=True).stdout
    assert json.loads(built) == json.loads((ROOT / "app/data/carbon_projects.json").read_text())


def test_every_project_has_a_registry_a_name_and_a_dated_classed_source():
    rows = projects.projects()
    assert len(rows) == 22 and len({p["id"] for p in rows}) == 22
    assert {p["registry"] for p in rows} == {"verra", "gold_standard", "puro"}
    for p in rows:
        assert p["name"] and p["source"]["url"].startswith("http"), p["id"]
        assert p["source"]["class"] in {"issuer", "registry", "regulator", "aggregator", "press"}, p["id"]
        assert p["source"]["as_of"], p["id"]
        assert p["project_id"] or p["project_id_note"], p["id"]


def test_a_rating_is_kept_only_as_a_source_showed_it():
    katingan = projects.get("verra-1477")
    assert katingan["ratings"] == [{"agency": "BeZero Carbon", "grade": "A", "date": "undated",
                                    "source_url": katingan["ratings"][0]["source_url"]}]
    assert projects.get("verra-674")["ratings"] == []


def test_a_serial_finds_the_project_it_names():
    assert projects.for_serial(parse("VCS-1477"))["name"].startswith("Katingan")
    assert projects.for_serial(parse("GS879"))["id"] == "gold_standard-gs879"
    assert projects.for_serial(parse("VCS-999999")) is None


def test_the_shipped_assets_are_what_the_script_builds_from_the_research_tables():
    built = subprocess.run([sys.executable, "scripts/build_green.py", "assets"], cwd=ROOT, capture_output=True,
                           text=True, check=True).stdout
    assert json.loads(built) == json.loads((ROOT / "app/data/green_assets.json").read_text())


def test_each_index_ranks_at_least_twenty_real_named_assets_with_a_dated_classed_source():
    from app.green import assets, index

    rows = assets.assets()
    for kind in ("energy", "water", "nature"):
        assert len([a for a in rows if a["kind"] == kind]) >= 20, kind
    assert len([r for r in index.nature_index() if r["rank"]]) >= 20
    for a in rows:
        assert a["name"] and a["source"]["url"].startswith("http") and a["source"]["as_of"], a["id"]
        assert a["source"]["class"] in {"issuer", "registry", "regulator", "aggregator", "press"}, a["id"]


def test_a_flow_converts_to_m3_a_year_only_from_a_stated_unit_and_says_how():
    from app.green import assets

    sorek = assets.get("water-sorek-1-desalination-plant")
    assert sorek["volume_m3_per_year"] == 624_000 * 365 and sorek["volume_basis"] == "m3 a day x 365"
    assert assets.get("water-murray-darling-basin-water-entitlement-and-allocation-market")["volume_m3_per_year"] \
        is None
    mead = assets.get("water-lake-mead-hoover-dam-reservoir")
    assert mead["volume_m3_per_year"] is None and mead["storage_m3"] and "acre-feet" in mead["storage_basis"]
