"""MiCA classification by the standardised test of the ESAs' joint guidelines (JC 2024 28, Annex C).

The questions are asked in the test's order; each answer names the field it rests on and where that
field came from, so the result reads as the test's reasoning. Indicative: it is not a legal opinion.
"""

from __future__ import annotations

from dataclasses import dataclass

SOURCE = {"label": "ESAs Joint Guidelines JC 2024 28 (Art. 97(1) MiCA), Annex C standardised test",
          "url": "https://www.esma.europa.eu/sites/default/files/2025-03/JC_2024_28_Guidelines_on_explanations_"
                 "and_opinions__and_the_standardised_test_for_crypto-assets_under_MiCA.pdf",
          "date": "2024-12-10", "applies_from": "2025-05-12"}

INSTRUMENT_RIGHTS = frozenset({"debt", "equity", "fund_units", "profit_share"})
INSTRUMENT_ASSETS = {"bonds": "debt", "funds": "fund_units", "equity": "equity", "private_credit": "debt",
                     "receivables": "debt"}
EXCLUDED_ISSUERS = frozenset({"central_bank", "public_entity"})

REGIMES = {
    "financial_instrument": "MiFID II and the Prospectus Regulation apply; MiCA does not (Art. 2(4)). "
                            "The DLT Pilot Regime may host trading and settlement.",
    "e_money_token": "MiCA Title IV: issuer must be a credit institution or an e-money institution.",
    "asset_referenced_token": "MiCA Title III: authorised issuer, white paper approved by the supervisor.",
    "other_crypto_asset": "MiCA Title II: white paper notified and published before an offer to the public.",
    "out_of_scope": "Outside MiCA by the test's answers; other national rules may still apply.",
    "undetermined": "The test cannot finish: state what rights the token gives (field rights).",
}


@dataclass(frozen=True)
class Question:
    id: str
    text: str
    field: str


QUESTIONS = (
    Question("q1_digital_representation", "Is it a digital representation of a value or a right?", "tokenized"),
    Question("q2_dlt_transferable", "Can it be transferred and stored electronically, using DLT or similar?",
             "transferable"),
    Question("q3_excluded_issuer", "Is it issued by an excluded issuer (ECB, a central bank acting as monetary "
             "authority, another public authority of Art. 2(2))?", "issuer_type"),
    Question("q4_unique_non_fungible", "Is it unique and not fungible with other crypto-assets?", "fungible"),
    Question("q5_excluded_product", "Is it a financial instrument, deposit, structured deposit, fund, "
             "securitisation position, insurance or pension product?", "rights"),
    Question("q6_single_official_currency", "Does it purport to keep a stable value by referencing one official "
             "currency?", "reference_asset"),
    Question("q7_other_reference", "Does it purport to keep a stable value by referencing another value or right, "
             "or a combination, including official currencies?", "reference_asset"),
)


def _answer(question: Question, answer: str, facts: dict, sources: dict, reason: str) -> dict:
    return {"id": question.id, "question": question.text, "answer": answer, "field": question.field,
            "value": facts.get(question.field), "source": sources.get(question.field, "default"), "reason": reason}


def _q5(facts: dict) -> tuple[str, str]:
    rights = facts.get("rights")
    if rights in INSTRUMENT_RIGHTS:
        return "yes", f"the token gives {rights.replace('_', ' ')} rights"
    if rights is not None:
        return "no", f"the token gives {rights} rights, not those of a financial instrument"
    return "unknown", "the rights the token gives are not stated"


def classify(facts: dict, sources: dict) -> dict:
    """Walk the test; stop at the first answer that decides the classification."""
    qs = {q.id: q for q in QUESTIONS}
    steps: list[dict] = []

    def done(result: str) -> dict:
        return {"classification": result, "questions": steps, "regime": REGIMES[result], "source": SOURCE,
                "indicative": True}

    steps.append(_answer(qs["q1_digital_representation"], "yes" if facts.get("tokenized", True) else "no",
                         facts, sources, "the asset is represented by a token"))
    if steps[-1]["answer"] == "no":
        return done("out_of_scope")
    transferable = facts.get("transferable", True)
    steps.append(_answer(qs["q2_dlt_transferable"], "yes" if transferable else "no", facts, sources,
                         "transferable on a distributed ledger" if transferable else "not transferable"))
    if not transferable:
        return done("out_of_scope")
    excluded = facts.get("issuer_type") in EXCLUDED_ISSUERS
    steps.append(_answer(qs["q3_excluded_issuer"], "yes" if excluded else "no", facts, sources,
                         "issuer listed in Art. 2(2)" if excluded else "issuer not among the excluded persons"))
    if excluded:
        return done("out_of_scope")
    unique = facts.get("fungible", True) is False
    steps.append(_answer(qs["q4_unique_non_fungible"], "yes" if unique else "no", facts, sources,
                         "unique and non-fungible (Art. 2(3))" if unique else "fungible within its issue"))
    if unique:
        return done("out_of_scope")
    answer, reason = _q5(facts)
    steps.append(_answer(qs["q5_excluded_product"], answer, facts, sources, reason))
    if answer == "yes":
        return done("financial_instrument")
    if answer == "unknown":
        return done("undetermined")
    reference = facts.get("reference_asset") or "none"
    single = reference == "single_fiat"
    steps.append(_answer(qs["q6_single_official_currency"], "yes" if single else "no", facts, sources,
                         "pegged to one official currency" if single else "not pegged to one official currency"))
    if single:
        return done("e_money_token")
    other = reference in ("basket", "commodity")
    steps.append(_answer(qs["q7_other_reference"], "yes" if other else "no", facts, sources,
                         f"pegged to a {reference}" if other else "no stable-value reference"))
    return done("asset_referenced_token" if other else "other_crypto_asset")


def infer_rights(asset_type: str | None) -> str | None:
    """The rights an asset type usually gives, used only when the request does not say."""
    return INSTRUMENT_ASSETS.get(asset_type or "")
