"""Passages of the hub's data, each citing the page that shows it: the catalogue's products (as stored now), the
regulatory feed's references, the change feed's latest entry, the green index, water and nature assets, the
jurisdictions and checklist, and the endpoint reference (from the OpenAPI document the hub serves).

Products and references are read through their domains' services, so an import is seen at the next knowledge
version (app/copilot/knowledge.py); the shipped files change only with a release.
"""

from __future__ import annotations

from dataclasses import replace

from flask import current_app

from app.catalogue import query
from app.catalogue import service as catalogue
from app.catalogue.query import ScreenerQuery
from app.copilot.knowledge import Figure, Passage
from app.copilot.pages import FEED_ABOUT, FEED_WORDS, page_passages, segments
from app.green import assets, index
from app.green import service as green
from app.hub import service as hub
from app.platform.data import load
from app.platform.listing import Window
from app.platform.openapi import HTTP_METHODS
from app.platform.urls import external_url
from app.regulatory import service as regulatory
from app.scoring.rules import RULES

MAX_PRODUCTS = 5000  # products indexed, by name: a catalogue larger than this is answered on its first 5,000
PAGE = 500


def _said(*parts: str | None) -> tuple[str, ...]:
    """The segments that say something (a part built from an unknown value is None)."""
    return tuple(p for p in parts if p)


def _usd(value: float | None) -> str | None:
    return None if value is None else f"${value:,.0f}"


def _yes(flag: bool | None, yes: str, no: str) -> str | None:
    return None if flag is None else (yes if flag else no)


def _apy(p: dict) -> str:
    if p["apy"] is None:
        return f"APY: {p['simple']['indicative_apy']} (the hub never invents one)."
    basis = f", {p['apy_basis']}" if p.get("apy_basis") else ""
    return f"APY: {p['apy']:g}% (indicative{basis}, as of {p['apy_as_of'] or 'an undated source'})."


def _figures(p: dict, said: tuple[str, ...], stated: dict[str, str | None]) -> tuple[Figure, ...]:
    """The figures a live product may be ranked by, each with the segments stating it and its source; a figure
    without a value, a date or a source is kept without a value (the product is counted, never ranked by it).
    A product no longer live has none: it is not ranked."""
    if not p["live"]:
        return ()
    source = said.index(stated["source"])
    dates = {"apy": p.get("apy_as_of"), "tvl": p.get("tvl_as_of"), "min_investment": p.get("as_of")}
    values = {"apy": p.get("apy"), "tvl": p.get("tvl_usd"), "min_investment": p.get("min_investment_usd")}
    out = []
    for name, value in values.items():
        known = value is not None and dates[name] and p.get("source_url") and stated[name] in said
        out.append(Figure(name, value, dates[name], (said.index(stated[name]), source)) if known
                   else Figure(name, None, None, ()))
    return tuple(out)


def product_passage(p: dict) -> Passage:
    """One catalogue product, as its page states it, with the figures it may be ranked by."""
    ticker = f" ({p['ticker']})" if p.get("ticker") and p["ticker"] not in p["name"] else ""
    stated = {
        "apy": _apy(p),
        "tvl": f"TVL: {_usd(p['tvl_usd'])} as of {p['tvl_as_of'] or 'an undated source'}."
        if p["tvl_usd"] is not None else None,
        "min_investment": f"Minimum investment: {_usd(p['min_investment_usd'])}."
        if p.get("min_investment_usd") is not None else None,
        "source": f"Source ({p['source_class']}, {p['source_type']}, as of {p['as_of']}): {p['source_url']}.",
    }
    said = _said(
        f"{p['name']}{ticker}, a tokenized product of the catalogue, is issued by {p['issuer']} on the "
        f"{p['platform'] or 'unnamed'} platform (parent issuer {p['parent_issuer']}).",
        f"Category {p['category']}, asset class {p['asset_class']}, sub-category {p['sub_category'] or 'not shown'}, "
        f"risk tier {p['risk_tier']}{'' if p['live'] else ', no longer live'}.",
        f"Jurisdiction: {p['jurisdiction']}." if p.get("jurisdiction") else None,
        f"Chains: {', '.join(p['chains'])}." if p.get("chains") else None,
        stated["apy"], stated["tvl"], stated["min_investment"],
        _yes(p["accredited_only"], "Accredited or qualified investors only.", None),
        f"Fees: {p['fees']}." if p.get("fees") else None,
        f"Transparency {p['transparency_score']}/100 ({p['simple']['transparency']}), liquidity "
        f"{p['liquidity_score']}/100 ({p['simple']['liquidity']}), proofs: {p['simple']['proofs']}.",
        stated["source"],
    )
    notes = tuple(segments(p["notes"])) if p.get("notes") else ()
    return Passage(f"product:{p['id']}", "product", p["name"],
                   external_url("catalogue_pages.product", product_id=p["id"]), said + notes, headed=True,
                   subject=f"{p['name']}{ticker}" if ticker else None, figures=_figures(p, said, stated))


def product_passages() -> list[Passage]:
    """Every product of the catalogue as stored now (up to MAX_PRODUCTS, by name), through the one query layer."""
    out: list[Passage] = []
    q = ScreenerQuery(sort="name", sort_dir="asc", limit=PAGE)
    for number in range(1, MAX_PRODUCTS // PAGE + 1):
        page = query.run(replace(q, page=number))
        out.extend(product_passage(dict(catalogue.read(row))) for row in page.items)
        if len(page.items) < PAGE:
            break
    return out


def reference_passage(r: dict) -> Passage:
    """One reference of the regulatory feed, cited on the feed page filtered to its jurisdiction."""
    said = _said(f"{r['title']}: a reference of the regulatory feed ({r['jurisdiction']}, {r['date']}; tags: "
                 f"{', '.join(r['tags'])}).", r["summary"],
                 f"Other dates: {r['date_note']}." if r.get("date_note") else None,
                 f"Requirement: {r['requirement']}" if r.get("requirement") else None,
                 f"Caution: {r['caution']}" if r.get("caution") else None,
                 f"Official text: {r['url']}.")
    url = external_url("regulatory_pages.feed_page", jurisdiction=r["jurisdiction"], _anchor=f"ref-{r['id']}")
    return Passage(f"regulatory:{r['id']}", "regulatory", r["title"], url, said, headed=True)


def reference_passages() -> list[Passage]:
    out: list[Passage] = []
    offset = 0
    while True:
        page = regulatory.feed(Window(100, offset))
        out.extend(reference_passage(regulatory.describe(r)) for r in page.references)
        offset += 100
        if offset >= page.total or not page.references:
            return out


def changelog_passages() -> list[Passage]:
    """The latest release (the change feed's page has every entry; this says which one is the newest)."""
    entries = hub.changelog().entries
    if not entries:
        return []
    latest = entries[0]
    said = (f"The latest entry of the change feed, its newest release, is dated {latest['date']}: "
            f"{latest['title']}.", latest["summary"], *latest["details"][:3])
    return [Passage("changelog:latest", "changelog", f"Latest release: {latest['title']}",
                    external_url("hub_pages.changelog", _anchor=latest["id"]), said, headed=True,
                    subject=f"{FEED_ABOUT}: the latest release, {latest['title']}", asked_by=FEED_WORDS)]


def _ranked(row: dict) -> str:
    if row["composite"] is None:
        return f"In the green index with no composite and no rank ({row['basis']})."
    return (f"Green composite {row['composite']:g} ({_flagged(row) or row['tier']}; {row['basis']}), "
            f"rank {row['rank']} of {row['of']} "
            f"in the green index and {row['rank_in_kind']} of {row['of_kind']} among its kind ({row['kind']}).")


def _flagged(scored: dict) -> str | None:
    """What a score quoted of a red-flagged member says for its tier: flagged, by how many red flags; or None."""
    if not scored["flagged"]:
        return None
    red = sum(flag["severity"] == "red" for flag in scored["flags"])
    return (f"flagged by {red} red flag{'s' if red > 1 else ''}, whatever the number: read "
            f"{'them' if red > 1 else 'it'} before the score")


def _flag_list(row: dict) -> str | None:
    """Each flag of a member in words, with the project it holds that carries it, its date and its source."""
    said = []
    for flag in row["flags"]:
        held = "" if flag["project"] == row["id"] else f" (in {flag['project']}, a project it holds)"
        said.append(f"{flag['message']}{held} ({flag['date'] or 'undated'}, {flag['source'] or 'no source link'})")
    return f"{'Red flags' if row['flagged'] else 'Watch'}: {'; '.join(said)}." if said else None


def _member_facts(row: dict) -> tuple[str | None, ...]:
    if row["kind"] == "carbon":
        c = green.carbon_quality(row["id"])
        tier = f", tier {_flagged(row)}" if c.flagged else ""
        return (f"{c.name}: {c.project_type} carbon project in {c.country}, registry {c.registry} "
                f"{c.project_id}.", f"Carbon quality score (CQS) {c.cqs:g}{tier}.", c.raters_note)
    if row["kind"] == "energy":
        w = green.watt_read(row["id"])
        s = w.watt_score
        energy = (f"lifetime_gwh {s['lifetime_gwh']:,} GWh and energy_value_eur {s['energy_value_eur']:,} EUR "
                  f"({s.get('energy_note') or 'undiscounted'})." if s.get("lifetime_gwh") is not None else None)
        return (f"{w.name}: {w.source_type} energy asset in {w.country}, {w.capacity_mw:g} MW, "
                f"commissioned {w.commissioning_year}.", f"Watt score {s['rating']:g} ({s['tier']}).", energy)
    profile = assets.profile(row["id"]) or {}
    return (f"{row['name']}: a green product of the catalogue ({profile.get('category', 'product')}).",
            f"Framework: {profile['framework']}." if profile.get("framework") else None)


def green_passages() -> list[Passage]:
    """The green index's members, the water assets and the nature areas, each cited on its green page."""
    out = []
    for row in green.green_index():  # a member's flags follow its name, before any score of it
        named, *facts = _member_facts(row)
        out.append(Passage(f"green:{row['id']}", "green", row["name"],
                           external_url("green_pages.asset", asset_id=row["id"]),
                           _said(named, _flag_list(row), *facts, _ranked(row)), headed=True))
    for asset in assets.assets("water"):
        w = green.h2o_read(asset["id"])
        s = w.h2o_score
        said = _said(f"{w.name}: water asset ({s.asset_class}) in {w.country}.",
                     f"Basin: {w.basin}." if w.basin else None, f"Use: {w.use}." if w.use else None,
                     f"H2O score {s.rating:g} ({s.tier}); passport required: "
                     f"{'yes' if s.passport_required else 'no'}.")
        out.append(Passage(f"green:{w.id}", "green", w.name, external_url("green_pages.asset", asset_id=w.id),
                           said, headed=True))
    for row in index.nature_index():
        n = green.nature_read(row["id"])
        rank = f", rank {n.rank} of {n.of} in the nature index" if n.rank else ", scored, not ranked"
        said = _said(f"{n.name}: nature {n.nature_class} in {n.country}.",
                     f"Biome: {n.biome}." if n.biome else None,
                     f"Nature score {n.rating:g} ({n.tier}){rank}.")
        out.append(Passage(f"green:{n.id}", "green", n.name, external_url("green_pages.asset", asset_id=n.id),
                           said, headed=True))
    return out


def _tag_of(spec: dict, path: str) -> str | None:
    item = spec["paths"].get(path, {})
    return next(((item[m].get("tags") or [None])[0] for m in HTTP_METHODS if m in item), None)


def _access(op: dict) -> str:
    security = op.get("security")
    if not security:
        return "public, no key"
    return "an optional key (anonymous callers pass)" if {} in security else "a Bearer key"


def _fields(spec: dict, op: dict) -> str | None:
    schema = op.get("requestBody", {}).get("content", {}).get("application/json", {}).get("schema", {})
    name = schema.get("$ref", "").rsplit("/", 1)[-1]
    props = spec.get("components", {}).get("schemas", {}).get(name, {}).get("properties", {})
    return f"Body fields: {', '.join(props)}." if props else None


def _reference_url(op: dict) -> str:
    """An operation's page of the developer hub's API reference (its tag's group of the index without an id)."""
    if "operationId" in op:
        return external_url("hub_pages.developer_operation", operation_id=op["operationId"])
    return external_url("hub_pages.developer_reference", _anchor=f"tag-{(op.get('tags') or ['other'])[0]}")


def endpoint_passages(spec: dict) -> list[Passage]:
    """One passage per operation of the OpenAPI document, cited on its page of the developer hub's reference."""
    out = []
    for path, item in spec.get("paths", {}).items():
        for method in (m for m in HTTP_METHODS if m in item):
            op, title = item[method], f"{method.upper()} {path}"
            params = [p["name"] for p in op.get("parameters", []) if p.get("in") == "query"]
            said = _said(f"{title}: {op.get('summary', '')}", *segments(op.get("description", "")),
                         f"Access: {_access(op)}.", f"Query parameters: {', '.join(params)}." if params else None,
                         _fields(spec, op))
            out.append(Passage(f"endpoint:{title}", "endpoint", title, _reference_url(op), said, headed=True,
                               names=(title, path)))
    return out


def reference_data_passages(spec: dict) -> list[Passage]:
    """The jurisdictions the hub covers (cited on their endpoint's reference) and the tokenization checklist
    (cited on the readiness methodology, at the first rule that reads each item)."""
    tag = _tag_of(spec, "/api/v1/jurisdictions") or "reference"
    where = external_url("hub_pages.developer_reference", _anchor=f"tag-{tag}")
    out = [Passage(f"jurisdiction:{j['code']}", "jurisdiction", f"{j['name']} ({j['code']})", where,
                   _said(f"{j['name']} ({j['code']}): regulator {j['regulator']}.", f"Regime: {j['regime']}.",
                         f"MiCA applies: {'yes' if j.get('mica_applicable') else 'no'}.",
                         j.get("mica_transitional"), *segments(j.get("notes") or "")), headed=True)
           for j in load("jurisdictions")["jurisdictions"]]
    first_rule = {}
    for rule in RULES:
        first_rule.setdefault(rule.checklist, rule.id)
    for item in load("checklist")["items"]:
        anchor = f"rule-{first_rule[item['id']]}" if item["id"] in first_rule else "rules"
        out.append(Passage(f"checklist:{item['id']}", "checklist", f"Checklist: {item['item']}",
                           external_url("scoring_pages.methodology", _anchor=anchor),
                           _said(f"{item['item']} ({item['dimension']}).", item["why"]), headed=True))
    return out


def all_passages() -> list[Passage]:
    """Everything the assistant knows, for one knowledge version: each source whose page this hub serves."""
    spec = hub.openapi_document()
    out = page_passages()
    for page, build in (("hub_pages.developer_reference", lambda: endpoint_passages(spec)),
                        ("catalogue_pages.product", product_passages),
                        ("regulatory_pages.feed_page", reference_passages),
                        ("hub_pages.changelog", changelog_passages),
                        ("green_pages.asset", green_passages),
                        ("scoring_pages.methodology", lambda: reference_data_passages(spec))):
        if page in current_app.view_functions:
            out.extend(build())
    return out
