"""Build app/data/catalogue.json from the sourced research table, the one path to the shipped catalogue.

    python scripts/build_catalogue.py [research/rwa-products.csv [research/green-products.csv]] \
        > app/data/catalogue.json

Rules, each kept in this file so that the catalogue says nothing its table does not:
- Only what a row states is kept; an unknown figure stays null (an APY is never invented).
- Figure dates are checked before anything is written (check_row): a figure needs its own as_of (YYYY-MM or
  YYYY-MM-DD, a real date, not after the catalogue's own date), an as_of needs its figure, an APY its basis.
  A row that fails stops the build with the reasons.
- `source_class` comes from the table: issuer, regulator, aggregator or press; a row without one stops the build.
- A row that keeps a press source says so: its notes open with "Press source kept: ..." and why (PRESS_KEPT).
- A source must be about the product (check_subjects): a source whose address names another catalogue product's
  ticker and not the row's own stops the build, unless OVERRIDES fixes the row or RELATED_SUBJECTS says why the
  page covers this product too.
- `pays_yield` follows PAYS_YIELD_RULE, from the row's own words and sub-category only (pays_yield()).
- Corrections to the table live in OVERRIDES, each with its reason, which the built row's notes repeat;
  nothing else changes a row. Flags the row does not state are derived only where its own words say so.
- A TVL is split by chain (chain_tvl_usd) only where CHAIN_TVL quotes the row's own source stating it, of the
  row's TVL date (check_split); otherwise chain_tvl_usd is null: the TVL is not split.
- The tokenized green bonds of the green table (category green_bond) join as green bonds: GREEN_RULES says how
  each of their cells becomes a catalogue field (green_to_product()). Its tokenized carbon credits (category
  carbon_token) join as commodities of sub-category carbon_credit_token by CARBON_RULES (carbon_to_product()),
  except a token its row says never launched; its REC and other rows stay out (the catalogue has no class for
  them).
"""

from __future__ import annotations

import csv
import json
import re
import sys
from datetime import date
from pathlib import Path

CATALOGUE_AS_OF = "2026-11-26"
RESEARCH_TABLE = Path(__file__).resolve().parent.parent / "research" / "rwa-products.csv"
GREEN_TABLE = RESEARCH_TABLE.with_name("green-products.csv")
SOURCE_CLASSES = ("issuer", "regulator", "aggregator", "press")
WOUND_DOWN = re.compile(r"\b(wound down|collapsed|discontinued|defunct)\b", re.IGNORECASE)
MINT_KYC = re.compile(r"\b(kyc|kyb|verified customers|whitelisted|allowlisted|business accounts)\b", re.IGNORECASE)
EXCHANGE = re.compile(r"\b(exchange liquidity|dex/cex|cex|tzero ats|bx swiss|listed on)\b", re.IGNORECASE)

# The corrections, related subjects and kept press sources, each with its reason.
sys.path.insert(0, str(Path(__file__).resolve().parent))
from catalogue_corrections import CHAIN_TVL, OVERRIDES, PRESS_KEPT, PRESS_MARKER, RELATED_SUBJECTS  # noqa: E402

PAYS_YIELD_RULE = (
    "true when the row gives an APY, when its sub-category is a fund, note, tracker, credit pool or yield-bearing "
    "stablecoin, or when its own words describe a yield (interest, dividends, rent, distributions, income, a "
    "yield or APY; a sentence saying a yield was not found or not captured describes none); false when its own "
    "words say it pays no yield, and for fiat-backed stablecoins, e-money tokens and metal tokens unless their "
    "words describe a yield paid to holders; null otherwise (not stated)"
)
NON_YIELDING_SUBCATEGORIES = frozenset({  # MiCA forbids interest on e-money tokens
    "fiat_stablecoin", "fiat_stablecoin_eur", "fiat_stablecoin_sgd", "e_money_token_eur", "e_money_token_usd",
    "e_money_token_chf", "gold", "silver",
})
YIELDING_SUBCATEGORIES = frozenset({
    "money_market_fund", "tokenized_treasury", "tokenized_treasury_note", "tokenized_treasury_certificate",
    "tokenized_treasury_etf_tracker", "ultrashort_bond_etf_tracker", "corporate_bond_etf_tracker",
    "yield_stablecoin", "institutional_secured_lending", "institutional_unsecured_lending", "clo_structured_credit",
    "structured_credit", "corporate_credit", "private_credit_funds", "emerging_market_fintech_credit",
    "payment_receivables_finance", "asset_backed_credit", "real_estate_bridge_loans", "consumer_home_equity_loans",
    "money_market_fund_token", "money_market_fund_feeder", "tokenized_treasury_wrapper",
    "tokenized_treasury_registered_closed_end_fund", "tokenized_treasury_bill_series", "bond_fund",
    "treasury_bond_fund", "treasury_floating_rate_fund", "corporate_bond_fund", "crypto_basis_fund",
    "tbill_secured_lending_vault", "senior_secured_loans", "listed_private_credit_index_fund",
    "institutional_and_rwa_credit_vaults", "working_capital_receivables", "sme_loans",
    "yield_bearing_fiat_stablecoin", "treasury_backed_yield_token",
})
NO_YIELD_WORDS = re.compile(r"\b(pays no yield|passes no yield|non-yielding|no yield to holders)\b", re.IGNORECASE)
YIELD_WORDS = re.compile(r"(?i:\b(yields?|dividends?|interest|coupons?|rent|rental|distributions?|income)\b)"
                         r"|\b(APY|APR)\b")  # APY/APR in capitals only: "Apr 2025" is a month
UNSTATED = re.compile(r"\b(not captured|not found|no dated)\b", re.IGNORECASE)  # "No dated size/yield found"
SENTENCE = re.compile(r"(?<=[.;])\s+")
HOLDER_YIELD_WORDS = re.compile(r"\b(holder'?s yield|yield to holders|paid to holders)\b", re.IGNORECASE)
TICKER = re.compile(r"\(([^()]+)\)\s*$")
TICKER_WORD = re.compile(r"[A-Za-z0-9._$]{2,12}")


def flag(value: str):
    return {"true": True, "false": False}.get(value.strip().lower())


def number(value: str):
    value = value.strip()
    return float(value) if value else None


def pays_yield(row: dict, apy: float | None):
    """PAYS_YIELD_RULE: True, False (non-yielding by design) or None (not stated)."""
    text = f"{row['liquidity_note']} {row['notes']}"
    if apy is not None:
        return True
    if NO_YIELD_WORDS.search(text):
        return False
    if row["sub_category"] in NON_YIELDING_SUBCATEGORIES:
        return bool(HOLDER_YIELD_WORDS.search(text))
    stated = " ".join(s for s in SENTENCE.split(text) if not UNSTATED.search(s))
    if row["sub_category"] in YIELDING_SUBCATEGORIES or YIELD_WORDS.search(stated):
        return True
    return None


def _ticker_like(word: str) -> bool:
    upper = sum(c.isupper() for c in word)
    return bool(TICKER_WORD.fullmatch(word)) and upper >= 2 and upper * 2 > sum(c.isalpha() for c in word)


def tickers(name: str) -> set[str]:
    """A product's tickers, lower-cased: the parts of the parentheses its name ends with when they are all
    tickers ("(FOBXX / BENJI)"), and the words of its name written mostly in capitals, four or more characters
    long ("Ethena USDe", "deJAAA"); "USD", "DeFi" or "(Centrifuge/Tinlake, MakerDAO vaults)" give none."""
    found = TICKER.search(name)
    parts = [p.strip() for p in found.group(1).split("/")] if found else []
    out = {p.lower() for p in parts} if parts and all(_ticker_like(p) for p in parts) else set()
    words = re.split(r"[\s(),/]+", TICKER.sub("", name))
    return out | {w.lower() for w in words if len(w) >= 4 and _ticker_like(w)}


def _real_date(text: str) -> bool:
    parts = [int(p) for p in text.split("-")] + [1]
    try:
        date(parts[0], parts[1], parts[2])
    except ValueError:
        return False
    return True


def check_row(row: dict) -> list[str]:
    """Why a row cannot ship (dates of its figures, its source class), or []."""
    problems = []
    for figure, value_col in (("apy", "apy_percent"), ("tvl", "tvl_usd")):
        value, as_of = row[value_col].strip(), row[f"{figure}_as_of"].strip()
        if value and not as_of:
            problems.append(f"{figure} has no as_of")
        if as_of and not value:
            problems.append(f"{figure}_as_of {as_of} without a figure")
        if as_of and not (re.fullmatch(r"\d{4}-\d{2}(-\d{2})?", as_of) and _real_date(as_of)):
            problems.append(f"{figure}_as_of {as_of!r} is not YYYY-MM or YYYY-MM-DD")
        elif as_of > CATALOGUE_AS_OF:
            problems.append(f"{figure}_as_of {as_of} is after the catalogue's date {CATALOGUE_AS_OF}")
    if row["apy_percent"].strip() and row["apy_basis"].strip() in ("", "none"):
        problems.append("an APY without its basis")
    if row["source_class"].strip() not in SOURCE_CLASSES:
        problems.append(f"source_class {row['source_class']!r} is not one of {', '.join(SOURCE_CLASSES)}")
    return problems + check_split(row)


def check_split(row: dict) -> list[str]:
    """Why the row's TVL by chain (CHAIN_TVL) cannot ship: not of its TVL's date, a chain it is not on, more than
    its TVL; or []."""
    split = CHAIN_TVL.get(row["id"])
    if split is None:
        return []
    problems = [f"CHAIN_TVL names {chain}, not one of its chains" for chain in split["chains"]
                if chain not in row["chains"].split(";")]
    if split["as_of"] != row["tvl_as_of"]:
        problems.append(f"CHAIN_TVL is of {split['as_of']}, its TVL of {row['tvl_as_of'] or 'no date'}")
    elif sum(split["chains"].values()) > float(row["tvl_usd"]):
        problems.append("CHAIN_TVL adds up to more than its TVL")
    return problems


def check_subjects(rows: list[dict]) -> list[str]:
    """Rows whose source names another product's ticker and not their own, unless fixed or explained."""
    owners: dict[str, set] = {}
    for row in rows:
        for ticker in tickers(row["name"]):
            owners.setdefault(ticker, set()).add(row["id"])
    problems = []
    for row in rows:
        words = set(re.split(r"[^a-z0-9]+", row["source_url"].lower()))
        others = sorted({pid for w in words & set(owners) for pid in owners[w]} - {row["id"]})
        if others and not (tickers(row["name"]) & words) and row["id"] not in RELATED_SUBJECTS:
            problems.append(f"{row['id']}: its source names {', '.join(others)}, not this product")
    return problems


def corrected(row: dict) -> dict:
    """The row with its OVERRIDES applied and said in its notes (a row moved off the press loses the table's
    "press source, not yet searched" marker)."""
    fix = OVERRIDES.get(row["id"])
    if fix is None:
        return row
    out = {**row, **fix["set"]}
    research_notes = row["notes"] if out["source_class"] == "press" else row["notes"].replace(PRESS_MARKER, "").strip()
    notes = [research_notes, f"Build correction: {fix['why']}"]
    if out["source_url"] != row["source_url"]:
        notes.append(f"Previously cited: {row['source_url']}")
    return {**out, "notes": " ".join(n for n in notes if n)}


def press_kept(row: dict) -> str:
    """The sentence a press-sourced row opens its notes with."""
    reason = next((why for marker, why in PRESS_KEPT.items() if marker in row["notes"]),
                  "no issuer, regulator or aggregator page is cited")
    return f"Press source kept: {reason}."


def row_to_product(row: dict) -> dict:
    text = f"{row['liquidity_note']} {row['notes']}"
    issuer_key, _, product_key = row["id"].partition("-")
    kyc_to_hold = flag(row["kyc_to_hold"])
    apy = number(row["apy_percent"])
    apy = apy if apy and apy > 0 else None
    notes = " ".join(n for n in (press_kept(row) if row["source_class"] == "press" else "", row["notes"]) if n)
    return {
        "id": row["id"], "name": row["name"], "issuer": row["issuer"],
        "issuer_key": issuer_key, "product_key": product_key or row["id"],
        "parent_issuer": row["issuer"].split(" (")[0].strip(), "platform": row["platform"] or None,
        "category": row["category"], "asset_class": row["category"], "sub_category": row["sub_category"],
        "chains": [c for c in row["chains"].split(";") if c],
        "chain_tvl_usd": {c: float(v) for c, v in CHAIN_TVL[row["id"]]["chains"].items()} if row["id"] in CHAIN_TVL
        else None, "jurisdiction": row["jurisdiction"] or None,
        "apy": apy, "apy_basis": None if row["apy_basis"] in ("", "none") else row["apy_basis"],
        "apy_as_of": row["apy_as_of"] or None, "tvl_usd": number(row["tvl_usd"]), "tvl_as_of": row["tvl_as_of"] or None,
        "pays_yield": pays_yield(row, apy),
        "min_investment_usd": number(row["min_investment_usd"]),
        "accredited_only": flag(row["accredited_only"]) or False,
        "kyc_to_hold": kyc_to_hold, "kyc_to_mint": True if (kyc_to_hold or MINT_KYC.search(text)) else None,
        "redeemable": flag(row["redeemable"]), "transferable": flag(row["transferable"]),
        "exchange_listed": True if EXCHANGE.search(text) else None, "self_custody": None,
        "attestations": [u for u in [row["attestation_url"].strip()] if u],
        "fees": row["fees"] or None, "liquidity_note": row["liquidity_note"] or None,
        "live": not WOUND_DOWN.search(text), "green": False, "source_url": row["source_url"], "source_type": "snapshot",
        "source_class": row["source_class"], "as_of": CATALOGUE_AS_OF, "notes": notes or None,
    }


# Green bonds (GREEN_RULES): the ledger a bond is registered on, as the short lowercase slug the chain filter
# offers, keyed by the green table's chains_or_ledger cell. A ledger not listed here stops the build; an empty
# cell (no source names the platform) gives no chain.
LEDGER_SLUGS = {
    "private blockchain network (GS DAP)": "gs-dap",  # Goldman Sachs' GS DAP, a private permissioned network
    "HSBC Orion digital assets platform (DLT)": "hsbc-orion",
    "so|bond public permissioned blockchain (nodes: Credit Agricole CIB, SEB, CACEIS)": "so-bond",
    "Ethereum (public)": "ethereum",
    "ibet for Fin consortium blockchain": "ibet-for-fin",  # BOOSTRY's consortium chain
}
# Carbon tokens (CARBON_RULES): the public chains their chains_or_ledger cell names, in its order
CHAIN_WORDS = (("ethereum", "ethereum"), ("polygon", "polygon"), ("base", "base"), ("celo", "celo"))
NEVER_LAUNCHED = re.compile(r"never launched", re.IGNORECASE)
CARBON_RULES = (
    "category commodities, sub-category carbon_credit_token, green; chains: the public chains the row names; "
    "live only when the row's status is live (wound_down refers to new tokenization, said in the notes); no APY, "
    "no TVL (a carbon credit pays no yield and the rows state no market value); a token its row says never "
    "launched is left out; dated like a green bond (GREEN_RULES)"
)
GREEN_RULES = (
    "category bonds, sub-category green_bond, green; chains from LEDGER_SLUGS; live only when the row's status "
    "is live (matured, wound down or unconfirmed: not live); TVL only when the size is stated in USD, otherwise "
    "size and currency go to the notes, never converted; no APY: a coupon in another currency, or several "
    "tranches, is no USD yield, so the coupon text is quoted in the notes; pays a yield (coupons); as_of is the "
    "date the cited page states, else the issue date, else the catalogue's date with the notes saying the page "
    "is undated"
)
# The green table's README: only the 2025 Hong Kong release itself was found; 2023 and 2024 rest on press copies.
GREEN_PRESS_KEPT = PRESS_KEPT["No primary source found"]
LEADING_DATE = re.compile(r"^(\d{4}-\d{2}-\d{2})\b")


def _full_date(text: str) -> str | None:
    found = LEADING_DATE.match(text.strip())
    return found.group(1) if found and _real_date(found.group(1)) else None


def green_as_of(row: dict) -> tuple[str, str]:
    """The bond's date (GREEN_RULES) and the sentence its notes say about it."""
    if stated := _full_date(row["as_of"]):
        said = "" if row["as_of"] == stated else f" ({row['as_of']})"
        return stated, f"Dated {stated} by the cited page{said}."
    if issued := _full_date(row["issue_date"]):
        return issued, f"The cited page is {row['as_of']}: dated by the issue date {issued}."
    return CATALOGUE_AS_OF, f"The cited page is {row['as_of'] or 'undated'}: dated by the catalogue's date."


def check_green_row(row: dict) -> list[str]:
    """Why a green bond cannot ship (its ledger, its source class, its date), or []."""
    problems = []
    if row["chains_or_ledger"] and row["chains_or_ledger"] not in LEDGER_SLUGS:
        problems.append(f"ledger {row['chains_or_ledger']!r} has no slug in LEDGER_SLUGS")
    if row["source_class"] not in SOURCE_CLASSES:
        problems.append(f"source_class {row['source_class']!r} is not one of {', '.join(SOURCE_CLASSES)}")
    if green_as_of(row)[0] > CATALOGUE_AS_OF:
        problems.append(f"as_of {green_as_of(row)[0]} is after the catalogue's date {CATALOGUE_AS_OF}")
    return problems


def green_notes(row: dict, dated: str) -> str:
    usd = row["currency"] == "USD"
    size = f"Size: {int(float(row['size'])):,} {row['currency']} as stated" if row["size"] else "Size not stated"
    coupon = (f"Coupon as stated: {row['coupon_or_yield']} (no APY is derived from it)" if row["coupon_or_yield"]
              else "Coupon not disclosed")
    parts = [f"Press source kept: {GREEN_PRESS_KEPT}." if row["source_class"] == "press" else "",
             f"Green bond framework: {row['framework_or_standard']}." if row["framework_or_standard"] else "",
             f"{size}{'' if usd or not row['size'] else ' (not converted to USD)'}.",
             f"{coupon}.", f"Issue date: {row['issue_date'] or 'not stated'}.",
             f"Status: {row['status'] or 'not confirmed'} ({row['status_basis']}).",
             f"Second-party opinion: {row['second_party_opinion']}." if row["second_party_opinion"] else "",
             row["notes"], dated, f"Other sources: {row['other_source_urls']}." if row["other_source_urls"] else ""]
    return " ".join(p for p in parts if p)


def green_to_product(row: dict) -> dict:
    """A tokenized green bond of the green table as a catalogue product (GREEN_RULES)."""
    issuer_key, _, product_key = row["id"].partition("-")
    as_of, dated = green_as_of(row)
    tvl = number(row["size"]) if row["currency"] == "USD" else None
    return {
        "id": row["id"], "name": row["name"], "issuer": row["issuer"], "issuer_key": issuer_key,
        "product_key": product_key or row["id"], "parent_issuer": row["issuer"], "platform": row["platform"] or None,
        "category": "bonds", "asset_class": "bonds", "sub_category": "green_bond",
        "chains": [LEDGER_SLUGS[row["chains_or_ledger"]]] if row["chains_or_ledger"] else [], "chain_tvl_usd": None,
        "jurisdiction": row["jurisdiction"] or None, "apy": None, "apy_basis": None, "apy_as_of": None,
        "tvl_usd": tvl, "tvl_as_of": as_of if tvl is not None else None, "pays_yield": True,
        "min_investment_usd": None, "accredited_only": False, "kyc_to_hold": None, "kyc_to_mint": None,
        "redeemable": None, "transferable": None, "exchange_listed": None, "self_custody": None, "attestations": [],
        "fees": None, "liquidity_note": None, "live": row["status"] == "live", "green": True,
        "source_url": row["source_url"], "source_type": "snapshot", "source_class": row["source_class"],
        "as_of": as_of, "notes": green_notes(row, dated),
    }


def carbon_to_product(row: dict) -> dict:
    """A tokenized carbon credit of the green table as a catalogue product (CARBON_RULES)."""
    as_of, dated = green_as_of(row)
    ledger = row["chains_or_ledger"].lower()
    parts = [f"Press source kept: {GREEN_PRESS_KEPT}." if row["source_class"] == "press" else "",
             f"Credits: {row['framework_or_standard']}." if row["framework_or_standard"] else "",
             f"Status: {row['status'] or 'not confirmed'} ({row['status_basis']}).", row["notes"], dated,
             f"Other sources: {row['other_source_urls']}." if row["other_source_urls"] else ""]
    return {
        **green_to_product({**row, "chains_or_ledger": "", "size": ""}),
        "category": "commodities", "asset_class": "commodities", "sub_category": "carbon_credit_token",
        "chains": [slug for word, slug in CHAIN_WORDS if re.search(rf"\b{word}\b", ledger)],
        "tvl_usd": None, "tvl_as_of": None, "pays_yield": False, "as_of": as_of,
        "notes": " ".join(p for p in parts if p),
    }


def carbon_rows(rows: list[dict]) -> list[dict]:
    """The green table's carbon tokens that exist (CARBON_RULES)."""
    return [r for r in rows if r["category"] == "carbon_token" and not NEVER_LAUNCHED.search(r["status_basis"])]


def _read(path: Path) -> list[dict]:
    with open(path, newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def build(path: Path = RESEARCH_TABLE, green_path: Path = GREEN_TABLE) -> dict:
    """The catalogue document built from the research table at path and the green bonds of the green table at
    green_path; ValueError lists what stops the build."""
    research = _read(path)
    green_table = _read(green_path)
    green = [r for r in green_table if r["category"] == "green_bond"]
    carbon = carbon_rows(green_table)
    ids = {r["id"] for r in research}
    unknown = sorted(set(OVERRIDES) - ids)
    rows = [corrected(r) for r in research]
    problems = [f"{r['id']}: {p}" for r in rows for p in check_row(r)] + check_subjects(rows + green + carbon)
    problems += [f"{r['id']}: {p}" for r in green for p in check_green_row(r)]
    problems += [f"OVERRIDES names {pid}, which the table does not have" for pid in unknown]
    problems += [f"CHAIN_TVL names {pid}, which the table does not have" for pid in sorted(set(CHAIN_TVL) - ids)]
    if problems:
        raise ValueError("\n".join(problems))
    return {"as_of": CATALOGUE_AS_OF, "source_type": "snapshot",
            "disclaimer": "Indicative, dated figures from public sources; each row cites its own. "
                          "Unknown figures are null, never 0.",
            "products": [row_to_product(r) for r in rows] + [green_to_product(r) for r in green]
            + [carbon_to_product(r) for r in carbon]}


def main(argv: list[str]) -> int:
    try:
        document = build(*(Path(a) for a in argv[1:3]))
    except ValueError as error:
        sys.stderr.write(f"the research table cannot ship:\n{error}\n")
        return 1
    json.dump(document, sys.stdout, indent=1, ensure_ascii=False)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
