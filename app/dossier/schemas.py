"""Schemas of the dossier API: the request (an asset or an attestation, what to compare it with, the branding).

The answer is the PDF itself; its evidence travels in response headers (documented in api.py)."""

from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from app.dossier.branding import MIN_CONTRAST, contrast_on_white
from app.platform.validate import FullMatch, StrictBoolean
from app.scoring.schemas import ScoreRequest

MAX_PRODUCTS = 4
CATALOGUE_ID = validate.Length(min=1, max=80)
ASSET_ID = validate.Length(min=1, max=160)
HEX_COLOUR = FullMatch(r"^#[0-9a-fA-F]{6}$", error="A colour written #rrggbb.")
NO_CONTROL = FullMatch(r"^[^\x00-\x1f\x7f]*$", error="No control characters.")


def _distinct(ids: list) -> None:
    if len(set(ids)) != len(ids):
        raise ValidationError("Give distinct ids.")


def _readable_on_white(value: str) -> None:
    """Headings and rules are drawn in this colour on white: WCAG 2 AA for text (4.5:1) keeps them legible."""
    if HEX_COLOUR.regex.fullmatch(value) is None:
        return  # HEX_COLOUR says what is wrong
    ratio = contrast_on_white(value)
    if ratio < MIN_CONTRAST:
        raise ValidationError(f"Contrast {ratio:.2f}:1 on white is below WCAG AA ({MIN_CONTRAST}:1): "
                              "choose a darker colour.")


class DossierAsset(ScoreRequest):
    """The asset, as POST /api/v1/score takes it, less what only a score session uses (record_history,
    score_id) and its locale (the dossier's locale applies)."""

    class Meta:
        exclude = ("record_history", "score_id", "locale")
        description = ("The asset as a score request: a description or at least one structured field; a profile "
                       "or custom weights, not both.")


class Branding(Schema):
    """How the dossier is branded; none of it is part of the signed content."""

    company_name = fields.String(validate=[validate.Length(min=1, max=80), NO_CONTROL], load_default=None,
                                 metadata={"description": "Shown as the document's author, on every page"})
    logo_url = fields.Url(schemes={"https"}, validate=validate.Length(max=2048), load_default=None,
                          metadata={"description": "HTTPS URL of a PNG or JPEG logo (at most 512 KiB, 4096 px a "
                                                   "side), fetched once through the hub's outbound door: a public "
                                                   "address only, at most 2 redirects; embedded, never linked"})
    primary_color = fields.String(validate=[HEX_COLOUR, _readable_on_white], load_default=None,
                                  metadata={"description": "#rrggbb for headings and rules; at least 4.5:1 "
                                                           "contrast on white (WCAG AA)", "example": "#1d4e89"})
    hide_svc_branding = StrictBoolean(load_default=False,
                                      metadata={"description": "true leaves out the hub's name and logo (the "
                                                               "'Prepared with svc hub' line); the signing "
                                                               "identifiers stay"})


class DossierRequest(Schema):
    class Meta:
        description = ("Give asset (scored now) or attestation_id (one of your attestations, quoted as attested), "
                       "not both.")

    asset = fields.Nested(DossierAsset, load_default=None, metadata={"description": "The asset, scored now"})
    attestation_id = fields.String(validate=FullMatch(r"^att_[a-z2-7]{24}$", error="An attestation id, att_..."),
                                   load_default=None, metadata={"description": "One of your attestations"})
    label = fields.String(validate=[validate.Length(min=1, max=120), NO_CONTROL], load_default=None,
                          metadata={"description": "Your name for the asset (an attestation's own label otherwise)"})
    jurisdiction = fields.String(validate=FullMatch(r"^[A-Za-z]{2}$", error="An ISO 3166 alpha-2 code, or EU."),
                                 load_default=None,
                                 metadata={"description": "Whose regulatory references to list (a member state's "
                                                          "include the EU's); default: the asset's jurisdiction, "
                                                          "else EU"})
    product_ids = fields.List(fields.String(validate=[CATALOGUE_ID, NO_CONTROL]), load_default=None,
                              validate=[validate.Length(min=1, max=MAX_PRODUCTS), _distinct],
                              metadata={"description": "1-4 catalogue products to compare with, in this order; "
                                                       "default: the 4 most transparent of the asset's category",
                                        "uniqueItems": True})
    green_id = fields.String(validate=[ASSET_ID, NO_CONTROL], load_default=None,
                             metadata={"description": "A green index member, water or nature asset: adds the green "
                                                      "section"})
    locale = fields.String(validate=validate.OneOf(["en", "fr"]), load_default="en")
    branding = fields.Nested(Branding, load_default=None)

    @validates_schema
    def _one_subject(self, data, **kwargs):
        if (data.get("asset") is None) == (data.get("attestation_id") is None):
            raise ValidationError("Give asset or attestation_id, not both.", "_schema")
