"""The green models' codes (kinds, tiers, models, factors, facts, source classes) as the pages and widgets show
them in the reader's language; an unknown code passes as it is, with spaces for underscores."""

from __future__ import annotations

from app.platform.i18n import gettext


def N_(message: str) -> str:  # noqa: N802 - the msgid marker Babel's extractor knows
    return message


WORDS = {
    # kinds of green assets
    "carbon": N_("carbon project"), "energy": N_("energy asset"), "product": N_("green product"),
    "water": N_("water asset"), "nature": N_("nature asset"), "area": N_("area"), "scheme": N_("scheme"),
    # tiers of every green score (app/green/scale.py TIERS)
    "high": N_("high"), "good": N_("good"), "fair": N_("fair"), "low": N_("low"),
    # the tier a red flag sets, the flags' severities and codes (app/green/flags.py)
    "flagged": N_("flagged"), "severity:red": N_("Red flag"), "severity:watch": N_("Watch"),
    "flag:rater_delisted": N_("a rater delisted the project"),
    "flag:rater_lowest_grade": N_("a rater gave its lowest grade"),
    "flag:methodology_inactivated": N_("its methodology has been inactivated"),
    "flag:registry_suspended": N_("its registry suspended the project"),
    "flag:registry_withdrawn": N_("the project was withdrawn from its registry"),
    "flag:rating_watch": N_("a rating is on watch"),
    "where:rating": N_("a rater's grade"), "where:methodology": N_("the methodology"),
    "where:status": N_("the status notes, clause by clause"),
    # models
    "cqs": N_("CQS"), "watt": N_("Watt"), "h2o": N_("H2O"), "model:nature": N_("nature score"),
    "composite": N_("composite"), "text": N_("free text"),
    # factors
    "additionality": N_("additionality"), "permanence": N_("permanence"), "leakage": N_("leakage"),
    "mrv": N_("MRV"), "cobenefits": N_("co-benefits"), "vintage": N_("vintage"), "registry": N_("registry"),
    "capacity_factor": N_("capacity factor"), "remaining_life": N_("remaining life"), "scale": N_("scale"),
    "evidence": N_("evidence"), "stress": N_("water stress"), "volume": N_("volume"), "use": N_("use"),
    "tangibility": N_("tangibility"), "protection": N_("protection"), "pressure": N_("pressure"),
    "biome": N_("biome"), "factor:carbon": N_("carbon intensity"),
    # stated facts (passports, the extractor's findings)
    "project_id": N_("project id"), "methodology": N_("methodology"), "project_type": N_("project type"),
    "crediting_period": N_("crediting period"), "credits_issued": N_("credits issued"),
    "buffer_permanence_notes": N_("buffer and permanence"), "source_type": N_("source"),
    "technology": N_("technology"), "capacity_mw": N_("capacity (MW)"), "storage_mwh": N_("storage (MWh)"),
    "commissioning_year": N_("commissioning year"), "operator": N_("operator"),
    "capacity_factor_pct": N_("capacity factor (%)"), "asset_type": N_("asset type"),
    "asset_class": N_("asset class"), "basin": N_("basin"), "unit": N_("unit"),
    "volume_m3_per_year": N_("volume (m3 a year)"), "storage_m3": N_("storage (m3)"),
    "stress_band": N_("water stress band"), "stress_measure": N_("stress measure"),
    "stress_scope": N_("stress scope"), "nature_class": N_("nature class"), "area_ha": N_("area (ha)"),
    "protection_status": N_("protection status"), "iucn_category": N_("IUCN category"), "country": N_("country"),
    "kind_word": N_("kind"),
    # source classes
    "issuer": N_("issuer document"), "regulator": N_("regulator filing"),
    "aggregator": N_("aggregator or secondary source"), "press": N_("press"), "description": N_("description"),
}


def word(value, group: str | None = None) -> str:
    """A code in the reader's language ("remaining_life" -> "remaining life"); a group ("factor") first looks up
    the code's meaning there ("carbon" is a kind of asset, and a Watt factor)."""
    text = str(value)
    found = WORDS.get(f"{group}:{text}") or WORDS.get(text)
    return gettext(found) if found else text.replace("_", " ")
