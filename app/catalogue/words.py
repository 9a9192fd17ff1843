"""The catalogue's label words (API values) as the reader's language shows them; unknown words pass as they are.

Used by the `label` macro (templates/partials/labels.html) on every row of every table of the catalogue's, the
comparison's and the dossier's pages, as the template global `label_words` the catalogue declares: one lookup and one
translation per word shown, rather than the whole vocabulary translated on each call.
"""

from __future__ import annotations

from app.platform.i18n import gettext


def N_(message: str) -> str:  # noqa: N802 - the msgid marker Babel's extractor knows
    return message


WORDS = {
    "bonds": N_("bonds"), "stablecoins": N_("stablecoins"), "real_estate": N_("real estate"),
    "private_credit": N_("private credit"), "commodities": N_("commodities"),
    "core": N_("core"), "satellite": N_("satellite"), "speculative": N_("speculative"),
    "high": N_("high"), "medium": N_("medium"), "low": N_("low"),
    "attested": N_("attested"), "issuer statements only": N_("issuer statements only"),
    "redeemable": N_("redeemable"), "not redeemable": N_("not redeemable"),
    "redemption not shown": N_("redemption not shown"), "not disclosed": N_("not disclosed"),
    "non-yielding": N_("non-yielding"),
    "transparency": N_("transparency"), "liquidity": N_("liquidity"), "documented": N_("best documented"),
    "apy": N_("APY"), "tvl": N_("TVL"), "name": N_("name"), "min_investment": N_("minimum investment"),
    "best": N_("best"), "worst": N_("worst"),
}


def label(value) -> str:
    """Each comma-separated word of value in the reader's language (unknown ones with spaces for underscores)."""
    return ", ".join(gettext(WORDS[word]) if word in WORDS else word.replace("_", " ")
                     for word in str(value).split(", "))
