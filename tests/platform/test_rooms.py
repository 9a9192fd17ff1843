"""Every domain has the same rooms, and no domain module is named like a platform module (a reader who meets
`documents.py` in a domain should not have to ask which of two it is)."""

from pathlib import Path

from app.domains import INSTALLED

APP = Path(__file__).resolve().parents[2] / "app"
# The rooms every domain may have; the platform has its own models and errors, which is no confusion.
ROOMS = {"__init__", "models", "service", "schemas", "api", "views", "jobs", "errors", "queries", "cli"}
PLATFORM = {path.stem for path in (APP / "platform").glob("*.py")}


def _packages() -> list[Path]:
    return [APP / d.name for d in INSTALLED if d.name != "platform" and (APP / d.name).is_dir()]


def test_no_domain_module_is_named_like_a_platform_module():
    named_twice = sorted(f"{package.name}/{path.name}" for package in _packages() for path in package.glob("*.py")
                         if path.stem in PLATFORM - ROOMS)
    assert named_twice == []


def test_every_domain_with_a_door_has_a_service_room():
    packages = _packages()
    assert len(packages) >= 15
    doors_without_service = sorted(package.name for package in packages
                                   if ((package / "api.py").exists() or (package / "views.py").exists())
                                   and not (package / "service.py").exists())
    assert doors_without_service == []
