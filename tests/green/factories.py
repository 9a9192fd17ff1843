"""Factories of the green domain: made-up carbon projects in the shape of the shipped ones, shipped beside them
for one test."""

from app.green import assets, projects


def carbon_project(**overrides) -> dict:
    """A made-up, well documented Verra biochar project whose facts raise no flag; override any field."""
    return {"id": "verra-9001", "registry": "verra", "project_id": "9001", "project_id_note": None,
            "name": "Made-up Biochar Project", "methodology": "VM0044", "project_type": "Biochar (pyrolysis)",
            "country": "FI", "crediting_period": "2022-01-01 to 2031-12-31", "credits_issued": None,
            "credits_basis": None, "buffer_permanence_notes": None, "cobenefits": "CCB Triple Gold", "ratings": [],
            "status_notes": None,
            "source": {"url": "https://registry.example.org/9001", "class": "registry", "as_of": "2025-02-01"},
            "other_sources": [], **overrides}


def ship(monkeypatch, *extra: dict) -> None:
    """Ship these projects beside the hub's own (before the test's first request builds the index)."""
    shipped = projects.projects()
    monkeypatch.setattr(projects, "projects", lambda: [*shipped, *extra])


def hold(monkeypatch, product_id: str, project_ids: list[str]) -> None:
    """Make a green product's profile name these projects as what it holds."""
    profiles = [{**p, "linked_projects": project_ids} if p["product_id"] == product_id else p
                for p in assets.profiles()]
    monkeypatch.setattr(assets, "profiles", lambda: profiles)
