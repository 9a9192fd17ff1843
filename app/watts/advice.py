"""What a buyer should change when a match finds nothing, or nothing under the carbon cap: computed from the open
offers, never a fixed sentence. The page words it in the reader's language from `reason` and the figures; the API
answers `field`, `reason` and an English `message`.

- carbon_cap: offers share the window, but none states a life-cycle figure at or under the cap: the lowest figure
  among them is named (raise the cap, empty it for no cap, or widen the window);
- no_window: open offers in the buyer's country, none sharing the window: the nearest one's window is named;
- no_country: no open offer in the buyer's country: the countries that have some are named;
- no_offer: no open offer at all.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from app.platform.clock import aware, iso
from app.watts import match


@dataclass(frozen=True)
class Advice:
    """The profile field to change (its path in the API's body; none for no_offer), why, and the figures."""

    reason: str
    field: str | None = None
    cap: float | None = None
    lowest: float | None = None
    country: str | None = None
    nearest: tuple[datetime, datetime] | None = None
    elsewhere: tuple[str, ...] = ()

    @property
    def message(self) -> str:
        """The advice in English, as the API answers it."""
        if self.reason == "carbon_cap":
            return (f"No offer in this window meets a carbon cap of {self.cap:g} g/kWh; the lowest is "
                    f"{self.lowest:g} g/kWh ({match.IPCC}): raise the cap, leave it empty for no cap, or widen "
                    "the window.")
        if self.reason == "no_window":
            return (f"No open offer in {self.country} shares this window; the nearest runs from "
                    f"{iso(self.nearest[0])} to {iso(self.nearest[1])}: move or widen the window.")
        if self.reason == "no_country":
            return (f"No open offer in {self.country}; open offers are in {', '.join(self.elsewhere)}: change the "
                    "country if power delivered there serves you.")
        return "There is no open offer yet: come back later, or publish one with a premium key."


def _carbon(profile: dict, rows: list) -> Advice | None:
    """carbon_cap when a cap is set, and no ranked offer's source has a figure at or under it."""
    cap = profile.get("carbon_max")
    figures = [g for g in (match.grams(r.offer.generation_source) for r in rows) if g is not None]
    if cap is None or not figures or min(figures) <= cap:
        return None
    return Advice("carbon_cap", "carbon_intensity_max_gco2_kwh", cap=cap, lowest=min(figures))


def _gap(profile: dict, offer) -> float:
    """Seconds between the buyer's window and an offer's (0 when they touch)."""
    start, end = aware(offer.window_start), aware(offer.window_end)
    return max((start - profile["end"]).total_seconds(), (profile["start"] - end).total_seconds(), 0.0)


def advise(profile: dict, rows: list, others: list) -> Advice | None:
    """What to change: `rows` are the offers ranked for the profile, `others` the open offers shown to the buyer
    (read only when nothing was ranked)."""
    if rows:
        return _carbon(profile, rows)
    here = [o for o in others if o.country == profile["country"]]
    if here:
        nearest = min(here, key=lambda o: (_gap(profile, o), aware(o.window_start), o.id))
        return Advice("no_window", "window", country=profile["country"],
                      nearest=(aware(nearest.window_start), aware(nearest.window_end)))
    if others:
        return Advice("no_country", "zone.country", country=profile["country"],
                      elsewhere=tuple(sorted({o.country for o in others})))
    return Advice("no_offer")
