"""Build app/data/catalogue.json from a researched CSV of tokenized products (rows keep their sources).

    python scripts/build_catalogue.py path/to/rwa-products.csv > app/data/catalogue.json

Only what a row states is kept; an unknown figure stays null (an APY is never invented). Flags that the
row does not state are derived only where the row's own words say so (see DERIVED_FROM_NOTES).
"""

import csv
import json
import re
import sys

CATALOGUE_AS_OF = "2026-11-22"
WOUND_DOWN = re.compile(r"\b(wound down|collapsed|discontinued|defunct)\b", re.IGNORECASE)
MINT_KYC = re.compile(r"\b(kyc|kyb|verified customers|whitelisted|allowlisted|business accounts)\b", re.IGNORECASE)
EXCHANGE = re.compile(r"\b(exchange liquidity|dex/cex|cex|tzero ats|bx swiss|listed on)\b", re.IGNORECASE)


def flag(value: str):
    return {"true": True, "false": False}.get(value.strip().lower())


def number(value: str):
    value = value.strip()
    return float(value) if value else None


def row_to_product(row: dict) -> dict:
    text = f"{row['liquidity_note']} {row['notes']}"
    issuer_key, _, product_key = row["id"].partition("-")
    kyc_to_hold = flag(row["kyc_to_hold"])
    apy = number(row["apy_percent"])
    return {
        "id": row["id"], "name": row["name"], "issuer": row["issuer"],
        "issuer_key": issuer_key, "product_key": product_key or row["id"],
        "parent_issuer": row["issuer"].split(" (")[0].strip(), "platform": row["platform"] or None,
        "category": row["category"], "asset_class": row["category"], "sub_category": row["sub_category"],
        "chains": [c for c in row["chains"].split(";") if c], "jurisdiction": row["jurisdiction"] or None,
        "apy": apy if apy and apy > 0 else None,
        "apy_basis": None if row["apy_basis"] in ("", "none") else row["apy_basis"],
        "apy_as_of": row["apy_as_of"] or None, "tvl_usd": number(row["tvl_usd"]), "tvl_as_of": row["tvl_as_of"] or None,
        "min_investment_usd": number(row["min_investment_usd"]),
        "accredited_only": flag(row["accredited_only"]) or False,
        "kyc_to_hold": kyc_to_hold, "kyc_to_mint": True if (kyc_to_hold or MINT_KYC.search(text)) else None,
        "redeemable": flag(row["redeemable"]), "transferable": flag(row["transferable"]),
        "exchange_listed": True if EXCHANGE.search(text) else None, "self_custody": None,
        "attestations": [u for u in [row["attestation_url"].strip()] if u],
        "fees": row["fees"] or None, "liquidity_note": row["liquidity_note"] or None,
        "live": not WOUND_DOWN.search(text), "source_url": row["source_url"], "source_type": "snapshot",
        "as_of": CATALOGUE_AS_OF, "notes": row["notes"] or None,
    }


def main(path: str) -> None:
    with open(path, newline="", encoding="utf-8") as handle:
        products = [row_to_product(r) for r in csv.DictReader(handle)]
    json.dump({"as_of": CATALOGUE_AS_OF, "source_type": "snapshot",
               "disclaimer": "Indicative, dated figures from public sources; each row cites its own. "
                             "Unknown figures are null, never 0.",
               "products": products}, sys.stdout, indent=1, ensure_ascii=False)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main(sys.argv[1])
