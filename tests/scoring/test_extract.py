"""Reading a description in English or French, with negations."""

import pytest

from app.scoring.extract import extract
from app.scoring.readiness import compute, resolve_weights

W = resolve_weights(None, None)[0]


@pytest.mark.parametrize("text,field,value", [
    ("Tokenized office building in Paris", "asset_type", "real_estate"),
    ("Tokenisation d'un immeuble de bureaux", "asset_type", "real_estate"),
    ("A solar park in Spain", "asset_type", "low_carbon_power"),
    ("Parc éolien en Bretagne", "asset_type", "low_carbon_power"),
    ("Tokenized US treasury fund", "asset_type", "bonds"),
    ("Held by a Luxembourg SPV", "issuer_type", "company_spv"),
    ("Émis par une société ad hoc française", "issuer_type", "company_spv"),
    ("Held by a Luxembourg SPV", "jurisdiction", "LU"),
    ("Émis par une société ad hoc française", "jurisdiction", "FR"),
    ("With KYC by the platform", "has_kyc", True),
    ("No KYC is done", "has_kyc", False),
    ("Sans KYC pour l'instant", "has_kyc", False),
    ("Pas de KYC", "has_kyc", False),
    ("We do not have a legal opinion", "legal_opinion", False),
    ("Avis juridique obtenu", "legal_opinion", True),
    ("White paper in draft", "whitepaper", "draft"),
    ("Livre blanc publié en mars", "whitepaper", "published"),
    ("No white paper", "whitepaper", "none"),
    ("Audited financial statements", "audit", "audited"),
    ("Comptes audités par un commissaire aux comptes", "audit", "audited"),
    ("Minimum ticket 100 000 €", "min_ticket_eur", 100000),
    ("Ticket minimum 10k euros", "min_ticket_eur", 10000),
    ("Ouvert aux particuliers", "investor_type", "retail"),
    ("Professional investors only", "investor_type", "professional"),
    ("Rental income shared monthly", "rights", "profit_share"),
])
def test_description_fills_the_field_it_mentions(text, field, value):
    assert extract(text)[field][0] == value


def test_a_negation_reaches_only_its_own_clause():
    found = extract("Sans KYC, livre blanc en projet")
    assert found["has_kyc"][0] is False and found["whitepaper"][0] == "draft"


def test_the_answer_lists_inferred_fields_and_structured_fields_win():
    result = compute({"description": "Immeuble à Lyon via une SPV, sans KYC", "has_kyc": True}, W)
    assert result.inputs["has_kyc"] == {"value": True, "source": "input"}
    assert "has_kyc" not in result.inferred_fields
    assert result.inferred_fields["asset_type"] == {"value": "real_estate", "evidence": "Immeuble"}
    assert result.inputs["issuer_type"]["source"] == "description"
