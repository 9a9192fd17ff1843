"""The green reads as the service answers them and the schemas, pages, embeds and other domains read them: a
carbon project's quality, an index member's unified score, an energy, water or nature asset, and a product's
green profile. The scores inside them are the models' own (cqs.py, watt.py, h2o.py, nature.py)."""

from __future__ import annotations

from dataclasses import dataclass

DISCLAIMER = ("Indicative green signal computed from the sources cited, not a rating and not advice; public "
              "ratings are shown as their sources state them.")


@dataclass(frozen=True, kw_only=True)
class CarbonQuality:
    """A shipped carbon project as the carbon quality read answers it: the project's stated facts, its CQS with
    every factor (cqs.score's parts), the public ratings beside it, its flags, registry links, the nature score of
    its area (when the hub ships that area) and its source."""

    id: str
    name: str
    registry: str
    project_id: str | None
    country: str | None
    project_type: str | None
    kind: str
    cqs: float
    factors: list[dict]
    ratings: list[dict]
    raters_note: str
    flags: list[dict]
    flagged: bool
    warnings: list[str]
    registry_links: dict
    nature: dict | None
    source: dict
    as_of: str
    disclaimer: str = DISCLAIMER


@dataclass(frozen=True, kw_only=True)
class MemberScore:
    """A green index member's unified score: its index row (CQS, composite, tier, flags, ranks), the Watt summary
    of an energy asset, the composite's weights, its model's factors, the projects a product holds, its links."""

    id: str
    name: str
    kind: str
    country: str | None
    cqs: float | None
    composite: float | None
    tier: str | None
    flags: list[dict]
    flagged: bool
    basis: str
    rank: int | None
    of: int
    rank_in_kind: int | None
    of_kind: int
    watt: dict | None
    weights: dict
    factors: list[dict]
    linked_projects: list[dict]
    links: dict
    as_of: str
    disclaimer: str = DISCLAIMER


@dataclass(frozen=True, kw_only=True)
class AssetRead:
    """What every energy, water and nature read starts with: the asset, its source and when its table was
    compiled."""

    id: str
    name: str
    kind: str
    country: str | None
    source: dict
    as_of: str
    disclaimer: str = DISCLAIMER

    @classmethod
    def from_asset(cls, asset: dict, as_of: str, **read):
        """The read of an asset (a row of the asset table) with what its kind adds."""
        return cls(id=asset["id"], name=asset["name"], kind=asset["kind"], country=asset.get("country"),
                   source=asset["source"], as_of=as_of, **read)


@dataclass(frozen=True, kw_only=True)
class EnergyRead(AssetRead):
    """An energy asset with its Watt score (watt.score) and the facts it was scored on."""

    watt_score: dict
    source_type: str
    capacity_mw: float | None
    commissioning_year: int | None


@dataclass(frozen=True, kw_only=True)
class H2OScore:
    """The H2O score of a water asset or a description (h2o.score's parts), and whether a passport backs it: a
    shipped asset with a passport's facts links its passport; anything else needs one."""

    rating: float
    tier: str
    asset_class: str
    factors: list[dict]
    passport_required: bool
    passport_unlock_url: str
    preview_id: str


@dataclass(frozen=True, kw_only=True)
class WaterRead(AssetRead):
    """A water asset with its H2O score and the facts it was scored on."""

    h2o_score: H2OScore
    basin: str | None
    use: str | None
    volume_m3_per_year: float | None


@dataclass(frozen=True, kw_only=True)
class NatureRead(AssetRead):
    """A nature area or scheme with its nature score (nature.score's parts) and its rank in the nature index."""

    rating: float
    tier: str
    nature_class: str
    factors: list[dict]
    biome: str | None
    area_ha: float | None
    rank: int | None
    of: int


@dataclass(frozen=True, kw_only=True)
class GreenProfile:
    """A catalogue product's green profile (the product page's green panel, and the facts compare eligibility reads
    as the "green_profile" provider): its CQS and what it is of, the tier that CQS shows (flagged under a red
    flag), the flags of the projects it holds and which of them carry a red one, its category, the projects it
    holds, and CSRD hints from what its sources state."""

    cqs: float | None
    basis: str
    flags: list[dict]
    flagged: bool
    tier: str | None
    flagged_projects: list[str]
    category: str
    linked_projects: list[str]
    csrd_hints: list[str]
