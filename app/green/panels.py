"""What the green domain adds to other domains' pages (declared as panels in app/green/__init__.py): the green
panel of a catalogue product's page."""

from __future__ import annotations

from flask import render_template
from markupsafe import Markup

from app.green import words
from app.green.service import green_profile


def product_panel(product: dict) -> Markup | None:
    """A product's green profile (flags, CQS, the projects it holds, CSRD hints) as the product page shows it;
    None for a product with no green profile."""
    profile = green_profile(product["id"])
    if profile is None:
        return None
    html = render_template("green/_product_panel.html", green=profile, p=product, gword=words.word)
    return Markup(html)  # noqa: S704 (the output of an autoescaped template)
