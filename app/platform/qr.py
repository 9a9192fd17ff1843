"""QR codes of verification URLs, as inline SVG (segno), for pages and PDF reports."""

import segno
from markupsafe import Markup


def qr_svg(url: str, scale: int = 3) -> Markup:
    """An SVG QR code of url, dark on white so it scans on both themes."""
    return Markup(segno.make(url, error="m").svg_inline(scale=scale, light="#fff"))  # noqa: S704 (segno's own SVG)
