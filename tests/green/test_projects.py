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
