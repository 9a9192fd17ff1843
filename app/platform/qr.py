"""QR codes of verification URLs (segno): inline SVG for pages and reports, a PNG data: URI for the dossier.

The mask is fixed: any of the eight is valid and every reader decodes it, while choosing the best one scores all
eight patterns, most of the time a code took to make (a dossier makes one per render, for its own hash). The PNG
has one pixel a module, drawn without smoothing (image-rendering: pixelated in static/css/dossier.css): the
renderer embeds it as it is, where an SVG's path of a few hundred segments was parsed and drawn every time."""

import segno
from markupsafe import Markup

MASK = 4


def _code(url: str):
    return segno.make_qr(url, error="m", mask=MASK)


def qr_svg(url: str, scale: int = 3) -> Markup:
    """An SVG QR code of url, dark on white so it scans on both themes."""
    return Markup(_code(url).svg_inline(scale=scale, light="#fff"))  # noqa: S704 (segno's own SVG)


def qr_png_uri(url: str) -> str:
    """A PNG QR code of url as a data: URI, one pixel a module with its quiet zone, dark on white."""
    return _code(url).png_data_uri(scale=1, light="#fff")
