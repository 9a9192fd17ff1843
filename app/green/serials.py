"""Carbon credit serial numbers of the registries the hub knows, parsed and checked, with registry links.

Formats (../shared/research/reference-facts.md, section 2):
- Verra VCS: 13 dash-separated parts, `batch-first-last-VCS-VCU-vvb-VER-CC-scope-project-DDMMYYYY-DDMMYYYY-flag`
  (older serials leave out the programme code `VCS`: 12 parts, and the legacy registry code `MER`). Both ends of
  the unit range count. `VCS-<project id>` names a project rather than a block of credits.
- Gold Standard: `GS1-1-CC-GS<project>-<n>-<vintage>-<n>-<first>-<last>`; the older form ends after the vintage
  and one number and carries its range elsewhere. The meaning of `GS1-1` and of the two unnamed numbers is not
  documented publicly, so they are returned as they are, not interpreted.
- Puro.earth CORC: `PURO_PR_<type>_CC_<facility>_<vintage>_<issuance uuid>_<first>-<last>`.

A parse never guesses: a part that does not fit the format is named in the error.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date

from babel import Locale

REGISTRIES = ("verra", "gold_standard", "puro")
VERRA_PROJECT = "https://registry.verra.org/app/projectDetail/VCS/{project}"
GOLD_STANDARD_PROJECT = "https://registry.goldstandard.org/projects/details/{number}"
PURO_REGISTRY = "https://registry.puro.earth/"


def links_for(registry: str, project_id: str | None) -> dict:
    """The registry pages of a project (Verra's and Gold Standard's project pages; Puro.earth's registry)."""
    if registry == "puro":
        return {"registry": PURO_REGISTRY}
    if not project_id:
        return {}
    if registry == "verra":
        return {"project": VERRA_PROJECT.format(project=project_id)}
    return {"project": GOLD_STANDARD_PROJECT.format(number=project_id.removeprefix("GS"))}


class SerialError(ValueError):
    """A serial that is not one the named registry issues, and why."""


@dataclass(frozen=True)
class Serial:
    registry: str
    kind: str  # "block" (a range of issued credits) or "project" (a project reference)
    project_id: str | None
    country: str | None = None
    vintage_start: str | None = None  # ISO dates, or a year
    vintage_end: str | None = None
    first_unit: int | None = None
    last_unit: int | None = None
    parts: dict = field(default_factory=dict)  # every named part, as written
    links: dict = field(default_factory=dict)

    @property
    def quantity(self) -> int | None:
        """Credits in the block: both ends count."""
        if self.first_unit is None or self.last_unit is None:
            return None
        return self.last_unit - self.first_unit + 1


def _countries() -> frozenset[str]:
    return frozenset(code for code in Locale.parse("en").territories if len(code) == 2 and code.isalpha())


def _country(code: str, where: str) -> str:
    if code.upper() not in _countries():
        raise SerialError(f"{where}: {code!r} is not an ISO 3166 country code")
    return code.upper()


DIGITS = re.compile(r"[0-9]{1,15}")  # ASCII digits only; unit numbers past 15 digits are not a registry's


def _number(text: str) -> bool:
    return DIGITS.fullmatch(text) is not None


def _range(first: str, last: str, where: str) -> tuple[int, int]:
    if not (_number(first) and _number(last)):
        raise SerialError(f"{where}: the unit range {first}-{last} is not two numbers of at most 15 digits")
    a, b = int(first), int(last)
    if b < a:
        raise SerialError(f"{where}: the range ends ({b}) before it starts ({a})")
    return a, b


def _ddmmyyyy(text: str, where: str) -> date:
    if not re.fullmatch(r"[0-9]{8}", text):
        raise SerialError(f"{where}: {text!r} is not a date written DDMMYYYY")
    try:
        return date(int(text[4:]), int(text[2:4]), int(text[:2]))
    except ValueError as exc:
        raise SerialError(f"{where}: {text!r} is not a real date") from exc


def _verra(serial: str) -> Serial:
    project = re.fullmatch(r"VCS-([0-9]{1,6})", serial, re.IGNORECASE)
    if project:
        number = str(int(project.group(1)))
        return Serial("verra", "project", number, links=links_for("verra", number))
    parts = serial.split("-")
    if len(parts) == 12:  # older serials leave out the programme code
        parts = [*parts[:3], "VCS", *parts[3:]]
    if len(parts) != 13:
        raise SerialError("a Verra VCU serial has 13 dash-separated parts (12 without the programme code VCS), "
                          f"this one has {len(serial.split('-'))}")
    batch, first, last, programme, unit, vvb, registry, country, scope, project, start, end, flag = parts
    if programme.upper() != "VCS" or unit.upper() != "VCU":
        raise SerialError(f"Verra serial: expected the programme VCS and the unit VCU, found {programme} {unit}")
    if registry.upper() not in ("VER", "MER"):
        raise SerialError(f"Verra serial: the registry code is VER (or the legacy MER), not {registry}")
    for name, value in (("batch", batch), ("validation body", vvb), ("sectoral scope", scope), ("project", project)):
        if not _number(value):
            raise SerialError(f"Verra serial: the {name} {value!r} is not a number")
    if flag not in ("0", "1"):
        raise SerialError(f"Verra serial: the last part is a 0/1 label flag, not {flag!r}")
    a, b = _range(first, last, "Verra serial")
    vintage = (_ddmmyyyy(start, "Verra serial vintage start"), _ddmmyyyy(end, "Verra serial vintage end"))
    if vintage[1] < vintage[0]:
        raise SerialError("Verra serial: the vintage ends before it starts")
    number = str(int(project))
    named = {"batch": batch, "vvb_id": vvb, "registry_code": registry.upper(), "sectoral_scope": int(scope),
             "label_flag": int(flag)}
    return Serial("verra", "block", number, _country(country, "Verra serial"), vintage[0].isoformat(),
                  vintage[1].isoformat(), a, b, named, links_for("verra", number))


GS = re.compile(r"GS1-1-(?P<cc>[A-Z]{2})-GS(?P<project>[0-9]{1,6})-(?P<n1>[0-9]{1,10})-(?P<vintage>[0-9]{4})-"
                r"(?P<n2>[0-9]{1,15})(?:-(?P<first>[0-9]{1,15})-(?P<last>[0-9]{1,15}))?", re.IGNORECASE | re.ASCII)


def _gold_standard(serial: str) -> Serial:
    project = re.fullmatch(r"GS ?([0-9]{1,6})", serial, re.IGNORECASE)
    if project:
        number = str(int(project.group(1)))
        return Serial("gold_standard", "project", f"GS{number}", links=links_for("gold_standard", f"GS{number}"))
    found = GS.fullmatch(serial)
    if not found:
        raise SerialError("a Gold Standard serial reads GS1-1-CC-GS<project>-<n>-<vintage>-<n>[-<first>-<last>]")
    first = last = None
    if found["first"]:
        first, last = _range(found["first"], found["last"], "Gold Standard serial")
    number = str(int(found["project"]))
    named = {"unnamed_parts": [found["n1"], found["n2"]]}  # undocumented publicly: kept as written
    return Serial("gold_standard", "block", f"GS{number}", _country(found["cc"], "Gold Standard serial"),
                  found["vintage"], found["vintage"], first, last, named, links_for("gold_standard", f"GS{number}"))


PURO = re.compile(r"PURO_PR_(?P<type>CORC[0-9A-Z+]{0,10})_(?P<cc>[A-Z]{2})_(?P<facility>[0-9A-Z]{6})_"
                  r"(?P<vintage>[0-9]{4})_"
                  r"(?P<issuance>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})_(?P<first>[0-9]{1,15})-"
                  r"(?P<last>[0-9]{1,15})", re.IGNORECASE | re.ASCII)


def _puro(serial: str) -> Serial:
    found = PURO.fullmatch(serial)
    if not found:
        raise SerialError("a Puro.earth certificate id reads PURO_PR_<type>_CC_<facility>_<vintage>_<issuance>_"
                          "<first>-<last>")
    first, last = _range(found["first"], found["last"], "Puro.earth serial")
    named = {"credit_type": found["type"].upper(), "facility_code": found["facility"].upper(),
             "issuance_id": found["issuance"]}
    return Serial("puro", "block", None, _country(found["cc"], "Puro.earth serial"), found["vintage"],
                  found["vintage"], first, last, named, links_for("puro", None))


PARSERS = {"verra": _verra, "gold_standard": _gold_standard, "puro": _puro}


def parse(serial: str, registry: str | None = None) -> Serial:
    """A serial of the named registry, or of the one its form names (VCS-, GS, PURO_); SerialError otherwise."""
    text = (serial or "").strip()
    if not text or len(text) > 200:
        raise SerialError("a serial is 1 to 200 characters")
    if registry is None:
        registry = guess_registry(text)
    if registry not in PARSERS:
        raise SerialError(f"unknown registry {registry!r}: one of {', '.join(REGISTRIES)}")
    return PARSERS[registry](text)


def guess_registry(text: str) -> str:
    """The registry a serial's own form names; a VCS- prefix is Verra's, as the contract says."""
    upper = text.upper()
    if upper.startswith("VCS-") or re.fullmatch(r"[0-9]+-[0-9]+-[0-9]+-(VCS-)?VCU-.*", upper):
        return "verra"
    if upper.startswith("GS"):
        return "gold_standard"
    if upper.startswith("PURO_"):
        return "puro"
    raise SerialError("name the registry (verra, gold_standard or puro): this serial's form does not say")
