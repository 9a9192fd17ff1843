"""Build the green reference data from the sourced research tables, the one path to them.

    python scripts/build_green.py carbon > app/data/carbon_projects.json
    python scripts/build_green.py assets > app/data/green_assets.json

`carbon` reads research/carbon-projects.csv; `assets` reads research/energy-assets.csv, water-assets.csv,
nature-assets.csv and green-products.csv (the green profiles of the catalogue's green products).

Rules: only what a row states is kept, as stated (an empty cell stays null); the registry and the project id are
written the way app/green/serials.py reads them (verra with the bare number, gold_standard with GS and the
number, puro with the listing number), and a project without a registry id gets a slug of its name and says so;
every row keeps its source, the source's class and the date the page states ("undated" where it states none).
"""

from __future__ import annotations

import csv
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
REGISTRIES = {"Verra (VCS)": "verra", "Gold Standard": "gold_standard", "Puro.earth": "puro"}
AS_OF = "2026-11-22"  # when the research table was compiled


def _blank(value: str) -> str | None:
    value = (value or "").strip()
    return value or None


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")[:60]


def project_id(registry: str, raw: str | None) -> str | None:
    """The project id as the registry writes it, or None where the table gives none."""
    found = re.search(r"\d+", raw or "")
    if not found:
        return None
    number = str(int(found.group()))
    return f"GS{number}" if registry == "gold_standard" else number


def build_row(row: dict) -> dict:
    registry = REGISTRIES[row["registry"].strip()]
    pid = project_id(registry, row["project_id"])
    rating = None
    if _blank(row["rating_grade"]):
        rating = {"agency": _blank(row["rating_agency"]), "grade": row["rating_grade"].strip(),
                  "date": _blank(row["rating_date"]), "source_url": _blank(row["rating_source_url"])}
    return {
        "id": f"{registry}-{pid.lower()}" if pid else f"{registry}-{_slug(row['name'])}",
        "registry": registry, "project_id": pid,
        "project_id_note": None if pid else "No registry id was found in the sources consulted.",
        "name": row["name"].strip(), "methodology": _blank(row["methodology"]),
        "project_type": _blank(row["project_type"]), "country": _blank(row["country"]),
        "crediting_period": _blank(row["vintage_or_crediting_period"]),
        "credits_issued": int(row["credits_issued"].replace(",", "")) if _blank(row["credits_issued"]) else None,
        "credits_basis": _blank(row["credits_basis"]),
        "buffer_permanence_notes": _blank(row["buffer_permanence_notes"]),
        "cobenefits": _blank(row["sdg_cobenefits"]), "ratings": [rating] if rating else [],
        "status_notes": _blank(row["status_notes"]),
        "source": {"url": row["source_url"].strip(), "class": row["source_class"].strip(),
                   "as_of": row["as_of"].strip() or "undated"},
        "other_sources": [u.strip() for u in (row["other_source_urls"] or "").split(";") if u.strip()],
    }


def build(path: Path) -> dict:
    with path.open(encoding="utf-8") as handle:
        projects = [build_row(row) for row in csv.DictReader(handle)]
    ids = [p["id"] for p in projects]
    duplicates = sorted({i for i in ids if ids.count(i) > 1})
    if duplicates:
        raise SystemExit(f"duplicate project ids: {', '.join(duplicates)}")
    return {"as_of": AS_OF, "source_note": "Carbon credit projects from the sourced research table "
            "(research/carbon-projects.csv): each row as its cited page states it, unknown cells left empty. "
            "Indicative, not a rating.", "projects": projects}


if __name__ == "__main__":
    which = sys.argv[1] if len(sys.argv) > 1 else "carbon"
    if which not in ("carbon", "assets"):
        raise SystemExit("usage: build_green.py carbon|assets")
    sys.path.insert(0, str(ROOT / "scripts"))
    from green_assets import build_assets

    built = build(ROOT / "research" / "carbon-projects.csv") if which == "carbon" else build_assets(ROOT / "research")
    print(json.dumps(built, indent=2, ensure_ascii=False))
