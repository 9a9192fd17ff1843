"""The developer guides: which slugs exist, what each is called and says in one line, and which template renders it.

The platform's guides are written pages (templates/hub/docs/<slug>.html). Each installed domain with a developer
section (its Domain's hub_section) has a guide of its own named after the domain, rendering that section with the
names the domains' hub_context give; the webhooks domain's section is part of the webhooks guide instead.
"""

from __future__ import annotations

from dataclasses import dataclass

from flask import current_app
from flask_babel import lazy_gettext as _l

from app.hub.errors import UnknownGuide
from app.platform.domain import registry


@dataclass(frozen=True)
class Guide:
    slug: str
    title: str
    line: str


GUIDES = (
    Guide("quickstart", _l("Quickstart"), _l("Get a key, make a first call, check a signature.")),
    Guide("authentication", _l("Authentication"), _l("Keys, tiers, rotation, expiry and test mode.")),
    Guide("errors", _l("Errors"), _l("The one error body and every error code.")),
    Guide("limits", _l("Limits"), _l("Monthly quotas, per-address windows and every response header.")),
    Guide("operations", _l("Operations"), _l("Status, Redis and database faults, hosts, long URLs, periodic jobs.")),
    Guide("idempotency", _l("Idempotency"), _l("Retry a write safely with an Idempotency-Key.")),
    Guide("paging", _l("Paging"), _l("Limits, offsets, pages and Link headers on lists.")),
    Guide("versioning", _l("Versioning"), _l("What may change, with what notice.")),
    Guide("signatures", _l("Signatures"), _l("Content hashes, HMAC and Ed25519 signatures, every signed document.")),
    Guide("webhooks", _l("Webhooks"), _l("Signed deliveries, retries, replay and every event's payload.")),
    Guide("embeds", _l("Embeds"), _l("Partner widgets and their snippets.")),
    Guide("methodologies", _l("Methodologies"), _l("How every score is computed, from the tables the code runs.")),
    Guide("changelog", _l("Changelog"), _l("The latest changes and where the whole feed is.")),
)
GUIDE_SLUGS = tuple(g.slug for g in GUIDES)
MERGED = {"webhooks"}  # domains whose section is part of a platform guide of the same name
DOMAIN_TITLES = {
    "attest": (_l("Attestations"), _l("Signed readiness attestations, and checking one offline.")),
    "catalogue": (_l("Catalogue"), _l("Where the catalogue's products and live figures come from.")),
    "chargeflow": (_l("ChargeFlow"), _l("Energy, watt and flex units: minting, retiring, verifying.")),
    "compare": (_l("Screener and comparison"), _l("Filters, presets, comparisons and their marks.")),
    "copilot": (_l("Hub assistant"), _l("What the assistant reads and how it cites.")),
    "dossier": (_l("Dossier"), _l("A branded, signed PDF of an asset.")),
    "green": (_l("Green scores"), _l("Green models, flags, passports and their limits.")),
    "regulatory": (_l("Regulatory feed"), _l("The references the hub follows and how they reach you.")),
    "scoring": (_l("Readiness scoring"), _l("Scores, history and monitors.")),
    "shield": (_l("Proof-tap"), _l("Hash-only anchoring and its receipts.")),
    "verify": (_l("Verify door"), _l("One door that checks every document the hub signs.")),
    "watts": (_l("Watts Reserve"), _l("Energy offers, reservations and matches.")),
}


def domain_guides() -> list[Guide]:
    """One guide per installed domain that declares a developer section, in the installed order."""
    out = []
    for domain in registry().domains:
        if domain.hub_section and domain.name not in MERGED and domain.name not in GUIDE_SLUGS:
            title, line = DOMAIN_TITLES.get(domain.name, (domain.name.title(), ""))
            out.append(Guide(domain.name, title, line))
    return out


def section_of(slug: str) -> str | None:
    """The developer section template of the domain a guide is named after, or None."""
    return next((d.hub_section for d in registry().domains if d.name == slug and d.hub_section), None)


def all_slugs() -> list[str]:
    return [*GUIDE_SLUGS, *(g.slug for g in domain_guides())]


def guide_template(slug: str) -> str:
    """The template for a guide: the platform's written page, or the frame around a domain's section."""
    if slug in GUIDE_SLUGS:
        name = f"hub/docs/{slug}.html"
        current_app.jinja_env.get_template(name)
        return name
    if slug in {g.slug for g in domain_guides()}:
        return "hub/docs/_domain.html"
    raise UnknownGuide()


def toc() -> dict:
    """The documentation frame's contents: the platform's guides, then the domains' (a template global)."""
    return {"guides": GUIDES, "domains": domain_guides()}
