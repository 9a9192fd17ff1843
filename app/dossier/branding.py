"""A dossier's branding: a colour readable on white, and a logo fetched once through the hub's outbound door
(platform/fetch.py: HTTPS, public addresses, size and time limits), checked as a PNG or JPEG of bounded size, and
embedded as a data: URI, so the renderer itself never reaches out (it renders with remote=False)."""

from __future__ import annotations

import base64
import io
from dataclasses import dataclass, replace

from app.dossier.errors import LogoRefused
from app.platform.fetch import FetchError, FetchPolicy, fetch

DEFAULT_COLOUR = "#0f3d3e"  # the hub's own heading colour (static/css/pdf.css)
MIN_CONTRAST = 4.5  # WCAG 2 AA for text: headings down to 12 pt are drawn in the colour
LOGO_MAX_BYTES = 512 * 1024
LOGO_MAX_SIDE = 4096
LOGO_MAX_PIXELS = 8_000_000  # what a decoded logo may cost the renderer: 32 MB as RGBA
LOGO_TYPES = {"image/png": "PNG", "image/jpeg": "JPEG"}  # SVG refused: a script and link carrier, not a picture
LOGO_REDIRECTS = 2
FIELD = "branding.logo_url"


@dataclass(frozen=True)
class Brand:
    """What the template draws: the author's name, the logo as a data: URI, the colour, the hub's line or not."""

    company_name: str | None = None
    logo: str | None = None
    colour: str = DEFAULT_COLOUR
    show_svc: bool = True


def _linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def contrast_on_white(colour: str) -> float:
    """WCAG 2 contrast ratio of #rrggbb against white (1 to 21)."""
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    luminance = 0.2126 * _linear(r) + 0.7152 * _linear(g) + 0.0722 * _linear(b)
    return 1.05 / (luminance + 0.05)


def refused(message: str) -> LogoRefused:
    """The refusal of a logo the hub will not embed, naming the field."""
    return LogoRefused(f"The logo was refused: {message}",
                       details={"fields": {FIELD: [message]}})


def _fetched(url: str) -> tuple[str, bytes]:
    policy = FetchPolicy.from_config()
    policy = replace(policy, max_bytes=min(policy.max_bytes, LOGO_MAX_BYTES))
    try:
        response = fetch(url, headers={"Accept": ", ".join(LOGO_TYPES)}, max_redirects=LOGO_REDIRECTS,
                         policy=policy)
    except FetchError as error:
        if error.code == "too_large":
            raise refused(f"it is larger than {LOGO_MAX_BYTES // 1024} KiB.") from error
        raise refused(f"{error.message} ({error.code}).") from error
    if response.status != 200:
        raise refused(f"the URL answered HTTP {response.status}.")
    declared = (response.headers.get("content-type") or "").split(";")[0].strip().lower()
    if declared not in LOGO_TYPES:
        raise refused(f"a PNG or JPEG is needed (image/png or image/jpeg), not {declared or 'an untyped answer'}.")
    return declared, response.body


def _check_image(declared: str, body: bytes) -> None:
    """The bytes are the picture their type says, small enough to decode; parsed by Pillow's PNG or JPEG reader
    alone, and never decoded here."""
    from PIL import Image, UnidentifiedImageError

    try:
        with Image.open(io.BytesIO(body), formats=[LOGO_TYPES[declared]]) as image:
            width, height = image.size
            if width > LOGO_MAX_SIDE or height > LOGO_MAX_SIDE or width * height > LOGO_MAX_PIXELS:
                raise refused(f"{width} x {height} pixels is more than a logo needs (at most {LOGO_MAX_SIDE} a "
                              f"side and {LOGO_MAX_PIXELS:,} pixels).")
            image.verify()
    except (UnidentifiedImageError, Image.DecompressionBombError, OSError, SyntaxError, ValueError) as error:
        raise refused(f"the bytes are not a readable {declared} image.") from error


def logo_data_uri(url: str) -> str:
    """The logo at url, fetched and checked, as a data: URI; any failure is a 400 naming branding.logo_url."""
    declared, body = _fetched(url)
    _check_image(declared, body)
    return f"data:{declared};base64,{base64.b64encode(body).decode('ascii')}"


def resolve(branding: dict | None) -> Brand:
    """The request's branding, its logo fetched (the only outbound call a dossier makes)."""
    branding = branding or {}
    return Brand(company_name=branding.get("company_name"),
                 logo=logo_data_uri(branding["logo_url"]) if branding.get("logo_url") else None,
                 colour=(branding.get("primary_color") or DEFAULT_COLOUR).lower(),
                 show_svc=not branding.get("hide_svc_branding", False))
