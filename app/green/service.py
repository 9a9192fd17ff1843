"""Green scores as other domains, the API and the pages read them: carbon quality, registry lookup, the unified
score and the green index, Watt, H2O, nature, and free text through the extractor."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from datetime import date

from app.catalogue import facets
from app.green import assets, cqs, flags, h2o, history, index, nature, passport, projects, text, watt
from app.green.errors import (
    AssetNotFound,
    EnergyAssetNotFound,
    InvalidRequest,
    InvalidSerial,
    MemberNotFound,
    NatureAssetNotFound,
    ProjectNotFound,
    WaterAssetNotFound,
)
from app.green.reads import (
    DISCLAIMER,
    CarbonQuality,
    EnergyRead,
    GreenProfile,
    H2OScore,
    MemberScore,
    NatureRead,
    WaterRead,
)
from app.green.scale import tier
from app.green.serials import Serial, SerialError, links_for, parse
from app.platform import signing
from app.platform.clock import utcnow
from app.platform.data import load
from app.platform.urls import external_url

OTHER_READS = {"water": "/api/green/h2o/{id}", "nature": "/api/green/nature-score/{id}",
               "energy": "/api/green/watt/{id}"}


@dataclass(frozen=True)
class Lookup:
    """What a registry serial says (its parts as the answer writes them), its registry links and, when the hub
    has its project, the project's CQS and the nature score of its area; the note says which."""

    serial: dict
    registry_links: dict
    project: CarbonQuality | None
    note: str

    @property
    def nature(self) -> dict | None:
        return self.project.nature if self.project else None


@dataclass(frozen=True)
class Scores:
    """Several unified scores at once, the ids the index does not hold, and the most ids one call may ask."""

    items: list[MemberScore]
    missing: list[str]
    limit: int


ANSWER_NAMES = {"carbon": "cqs", "energy": "watt_score", "water": "h2o_score", "nature": "nature_score"}
TEXT_NOTE = "Scored from what the description states; anything it does not state is scored as unknown."


@dataclass(frozen=True)
class TextScore:
    """A description scored: the model the extractor read it as, what it inferred from which words, and that
    model's score."""

    model: str
    inferred: list[dict]
    score: dict
    note: str = TEXT_NOTE
    disclaimer: str = DISCLAIMER

    @property
    def scores(self) -> dict:
        """The score under the name the answer gives it (cqs, watt_score, h2o_score or nature_score)."""
        return {ANSWER_NAMES[self.model]: self.score}


def today() -> date:
    return utcnow().date()


def green_index() -> tuple[dict, ...]:
    """The green index as of today and the current catalogue: kept in this app's catalogue cache, so an import
    or a refresh (which moves the catalogue's version) rebuilds it, and two apps never share it."""
    on = today()
    return facets.cache("green", 4).get(("green_index", on), lambda: index.green_index(on))


def member(member_id: str) -> dict | None:
    return next((m for m in green_index() if m["id"] == member_id), None)


def carbon_quality(project_key: str) -> CarbonQuality:
    """A shipped project with its CQS, factors, ratings beside it, warnings, links and source."""
    project = projects.get(project_key)
    if project is None:
        raise ProjectNotFound()
    return described(project)


def described(project: dict) -> CarbonQuality:
    """A project with its CQS (the score's own parts, as cqs.score gives them), links, area and source."""
    return CarbonQuality(id=project["id"], name=project["name"], registry=project["registry"],
                         project_id=project["project_id"], country=project["country"],
                         project_type=project["project_type"], **cqs.score(project),
                         registry_links=links_for(project["registry"], project["project_id"]),
                         nature=nature_of(project), source=project["source"], as_of=load("carbon_projects")["as_of"])


def nature_of(project: dict) -> dict | None:
    """The nature score of the area a carbon project covers, when the hub ships that area."""
    area = assets.nature_area_of(project)
    return None if area is None else {"id": area["id"], "name": area["name"], **nature.score(area)}


def lookup(serial_text: str, registry: str | None) -> Lookup:
    """What a serial says, its registry links and, when the hub has its project, the project's CQS and the
    nature score of its area."""
    try:
        serial = parse(serial_text, registry)
    except SerialError as error:
        raise InvalidSerial(str(error), field="serial") from error
    project = projects.for_serial(serial)
    note = ("The project is one the hub scores." if project else
            "The serial is well formed; the hub has no data on its project, so no score is given.")
    return Lookup(_serial(serial), serial.links, described(project) if project else None, note)


def _serial(serial: Serial) -> dict:
    out = {k: v for k, v in asdict(serial).items() if k not in ("links", "parts")}
    out["quantity"] = serial.quantity
    out["parts"] = {k: "-".join(v) if isinstance(v, list) else str(v) for k, v in serial.parts.items()}
    return out


def _missing(member_id: str) -> MemberNotFound:
    asset = assets.get(member_id)
    if asset and asset["kind"] in ("water", "nature"):
        return MemberNotFound(f"{member_id} is a {asset['kind']} asset, outside the green index: read "
                              f"{OTHER_READS[asset['kind']].format(id=member_id)}.")
    return MemberNotFound()


def links(row: dict) -> dict:
    out = {"page": external_url("green_pages.asset", asset_id=row["id"]),
           "passport": external_url("green.Passport", member_id=row["id"]),
           "history": external_url("green.History", member_id=row["id"])}
    if row["kind"] == "carbon":
        out["carbon_quality"] = external_url("green.CarbonQuality", project_id=row["id"])
    if row["kind"] == "energy":
        out["watt"] = external_url("green.Watt", asset_id=row["id"])
    if row["kind"] == "product":
        out["product"] = external_url("catalogue_pages.product", product_id=row["id"])
    return out


def unified(member_id: str) -> MemberScore:
    """The unified green score: CQS, Watt, their composite, its rank in the green index and among its kind."""
    row = member(member_id)
    if row is None:
        raise _missing(member_id)
    return MemberScore(**{k: v for k, v in row.items() if k != "watt"}, watt=_watt_summary(row),
                       weights=index.COMPOSITE_WEIGHTS, factors=model_factors(row), linked_projects=_linked(row),
                       links=links(row), as_of=today().isoformat())


def _watt_summary(row: dict) -> dict | None:
    if row["kind"] != "energy":
        return None
    full = watt.score(assets.get(row["id"]), today())
    return {k: full[k] for k in ("rating", "tier", "lifetime_gwh", "energy_value_eur")}


def model_factors(row: dict) -> list[dict]:
    """The factors of the model behind a member's composite, each named with its model."""
    if row["kind"] == "carbon":
        return [{"model": "cqs", **f} for f in cqs.score(projects.get(row["id"]))["factors"]]
    if row["kind"] == "energy":
        return [{"model": "watt", **f} for f in watt.score(assets.get(row["id"]), today())["factors"]]
    return []


def _linked(row: dict) -> list[dict]:
    profile = assets.profile(row["id"]) if row["kind"] == "product" else None
    return [{"id": pid, "name": projects.get(pid)["name"], **{k: scored[k] for k in ("cqs", "flags", "flagged")}}
            for pid in (profile or {}).get("linked_projects", []) for scored in (cqs.score(projects.get(pid)),)]


def scores(ids: list[str], most: int) -> Scores:
    """Several unified scores at once (at most `most`); unknown ids are listed, not fatal."""
    ids = list(dict.fromkeys(i.strip() for i in ids if i.strip()))
    if not 1 <= len(ids) <= most:
        raise InvalidRequest(f"Give 1 to {most} distinct ids.", field="ids")
    found = [unified(i) for i in ids if member(i)]
    return Scores(found, [i for i in ids if not member(i)], most)


def watt_read(asset_id: str) -> EnergyRead:
    asset = assets.get(asset_id, "energy")
    if asset is None:
        raise EnergyAssetNotFound()
    return EnergyRead.from_asset(asset, assets.as_of(), watt_score=watt.score(asset, today()),
                         source_type=asset["source_type"], capacity_mw=asset["capacity_mw"],
                         commissioning_year=asset["commissioning_year"])


def h2o_score(asset: dict, preview_key: str) -> H2OScore:
    """The H2O score with its passport fields: a shipped asset with a passport's facts links its passport;
    anything else (free text always) needs one."""
    required = asset.get("id") is None or not h2o.has_passport_facts(asset)
    unlock = (external_url("hub_pages.developer_guide", slug="green", _anchor="green-passport") if required
              else external_url("green.Passport", member_id=asset["id"]))
    preview = "h2o_" + signing.sha256_hex(preview_key.encode())[:16]
    return H2OScore(**h2o.score(asset), passport_required=required, passport_unlock_url=unlock, preview_id=preview)


def h2o_read(asset_id: str) -> WaterRead:
    asset = assets.get(asset_id, "water")
    if asset is None:
        raise WaterAssetNotFound()
    return WaterRead.from_asset(asset, assets.as_of(), h2o_score=h2o_score(asset, asset_id), basin=asset.get("basin"),
                        use=asset.get("use"), volume_m3_per_year=asset.get("volume_m3_per_year"))


def nature_read(asset_id: str) -> NatureRead:
    """A nature asset with its row of the nature index (its score's parts, its facts, its rank)."""
    row = next((r for r in index.nature_index() if r["id"] == asset_id), None)
    if row is None:
        raise NatureAssetNotFound()
    return NatureRead.from_asset(assets.get(asset_id), assets.as_of(),
                         **{k: v for k, v in row.items() if k not in ("id", "name", "country")})


def free_text(description: str, model: str | None = None) -> TextScore:
    """Free text through the extractor to its model: the score, and what was inferred from which words."""
    try:
        extracted = text.extract(description, model)
    except text.TextError as error:
        raise InvalidRequest(str(error), field="text") from error
    asset = text.asset_from(extracted)
    read_as = extracted["model"]
    if read_as == "carbon":
        scored = cqs.score(asset)
    elif read_as == "energy":
        scored = watt.score(asset, today())
    elif read_as == "water":
        scored = h2o_score(asset, description.strip())
    else:
        scored = nature.score(asset)
    return TextScore(read_as, extracted["inferred"], scored)


def _scores_of(record: dict, row: dict | None) -> list[dict]:
    """Every model's score of a passported record, with its factors and its API address."""
    kind, rid = record["kind"], record["id"]
    if kind == "carbon":
        scored = cqs.score(record)
        out = [{"model": "cqs", "value": scored["cqs"], "tier": flags.capped(tier(scored["cqs"]), scored["flags"]),
                "factors": scored["factors"], "flags": scored["flags"],
                "url": external_url("green.CarbonQuality", project_id=rid)}]
    elif kind == "energy":
        scored = watt.score(record, today())
        out = [{"model": "watt", "value": scored["rating"], "tier": scored["tier"], "factors": scored["factors"],
                "flags": [], "url": external_url("green.Watt", asset_id=rid)}]
    elif kind == "water":
        scored = h2o.score(record)
        out = [{"model": "h2o", "value": scored["rating"], "tier": scored["tier"], "factors": scored["factors"],
                "flags": [], "url": external_url("green.H2O", asset_id=rid)}]
    elif kind == "nature":
        scored = nature.score(record)
        out = [{"model": "nature", "value": scored["rating"], "tier": scored["tier"], "factors": scored["factors"],
                "flags": [], "url": external_url("green.NatureScore", asset_id=rid)}]
    else:
        out = []
    if row is not None:
        out.append({"model": "composite", "value": row["composite"], "tier": row["tier"], "factors": [],
                    "flags": row["flags"], "url": external_url("green.Score", member_id=rid)})
    return out


def product_passport(member_id: str, fmt: str) -> dict:
    """A passport (JSON, or UNTP DPP JSON-LD) of any green index member, water or nature asset."""
    row = member(member_id)
    record = projects.get(member_id) or assets.get(member_id)
    if record is not None:
        record = {**record, "kind": record.get("kind", "carbon")}
    elif row is not None:  # a green product of the catalogue
        record = {"id": row["id"], "name": row["name"], "kind": "product", "country": row["country"],
                  "source": assets.profile(member_id)["source"]}
    else:
        raise AssetNotFound()
    found = row["flags"] if row else flags.of(projects.get(member_id))
    made = passport.passport(record, _scores_of(record, row), found, today().isoformat())
    return passport.jsonld(made) if fmt == "jsonld" else {**made, "disclaimer": DISCLAIMER}


def history_of(member_id: str) -> history.History:
    """Twelve months of an index member's scores; a water or nature asset is told where it is read."""
    row = member(member_id)
    if row is None:
        raise _missing(member_id)
    return history.history(row, today(), DISCLAIMER)


def green_profile(product_id: str) -> GreenProfile | None:
    """A catalogue product's green profile (reads.GreenProfile says what it holds); None for a product with no
    green profile."""
    profile = assets.profile(product_id)
    if profile is None:
        return None
    row = member(product_id)
    value, basis = (row["cqs"], row["basis"]) if row else (None, "not in the catalogue")
    found = row["flags"] if row else index.held_flags(profile)
    return GreenProfile(cqs=value, basis=basis, flags=found, flagged=flags.red(found),
                        tier=flags.capped(tier(value) if value is not None else None, found),
                        flagged_projects=list(dict.fromkeys(f["project"] for f in found if f["severity"] == flags.RED)),
                        category=profile["category"], linked_projects=profile["linked_projects"],
                        csrd_hints=csrd_hints(profile, value))


def csrd_hints(profile: dict, value: float | None) -> list[str]:
    """What a reporting company would look up next, in the words of the rules that ask it."""
    hints = []
    if profile["category"] == "green_bond":
        hints.append(f"Green bond framework stated: {profile['framework']}." if profile["framework"]
                     else "No green bond framework stated by the sources.")
        hints.append(f"Second-party opinion: {profile['second_party_opinion']}." if profile["second_party_opinion"]
                     else "No second-party opinion found in the sources: check the framework's external review.")
        hints.append("Alignment with the EU Taxonomy and the EU Green Bond Standard (Regulation (EU) 2023/2631) "
                     "is not stated by the sources.")
    if profile["category"] == "carbon_token":
        hints.append("Carbon credits are reported apart from the company's own reductions (ESRS E1-7: GHG "
                     "removals and mitigation projects financed through carbon credits).")
        hints.append(f"Indicative CQS {value:g}/100." if value is not None else
                     "The credits held are not stated: no CQS.")
    return hints
