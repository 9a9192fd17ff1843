"""Dossier branding: a logo reaches the PDF only through the fetch door (public HTTPS, PNG or JPEG, bounded),
embedded; the renderer loads nothing from outside; a colour must be readable on white."""

import io

import pypdf
import pytest
from PIL import Image

from app.dossier.branding import LOGO_MAX_BYTES, contrast_on_white
from app.platform import pdf
from tests.conftest import bearer
from tests.dossier.conftest import pdf_text
from tests.keys.factories import make_key

ASSET = {"asset_type": "bonds", "jurisdiction": "LU", "has_kyc": True}


LOGO_SIZE = (120, 40)


def _image(kind: str = "PNG", size=LOGO_SIZE) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", size, (29, 78, 137)).save(out, kind)
    return out.getvalue()


def _raster_images(document: bytes) -> int:
    """Distinct raster logos in the PDF (pages may share one resource dictionary); the QR code, a raster image
    too, is not one of them."""
    return len({image.data for page in pypdf.PdfReader(io.BytesIO(document)).pages for image in page.images
                if image.image.size == LOGO_SIZE})


@pytest.fixture
def hub(make_app, _migrated, fake_https):
    """A hub whose fetch door may reach the fake HTTPS peer on loopback (and nothing else private)."""
    from app.extensions import db
    from tests.conftest import _empty_tables

    application = make_app(**fake_https.settings())
    yield application
    _empty_tables(application)
    with application.app_context():
        db.engine.dispose()


@pytest.fixture
def owner(hub):
    return bearer(make_key(hub, "premium"))


def _with_logo(hub, owner, url: str):
    return hub.test_client().post("/api/v1/dossier", headers=owner, json={
        "asset": ASSET, "branding": {"company_name": "Acme Compliance", "logo_url": url}})


@pytest.mark.parametrize("url", [
    "https://127.0.0.1/logo.png", "https://localhost/logo.png", "https://10.0.0.7/logo.png",
    "https://192.168.1.20/logo.png", "https://169.254.169.254/latest/meta-data/", "https://[::1]/logo.png",
    "https://[fd00::1]/logo.png", "https://[::ffff:10.0.0.7]/logo.png",
])
def test_a_logo_at_a_private_address_is_refused_before_anything_is_written(client, premium, taps, url):
    response = client.post("/api/v1/dossier", headers=premium, json={
        "asset": ASSET, "branding": {"logo_url": url}})
    assert response.status_code == 400, response.json
    error = response.json["error"]
    assert error["code"] == "validation_error" and "branding.logo_url" in error["details"]["fields"]
    assert taps() == 0


def test_the_refusal_of_a_private_logo_says_why(client, premium):
    response = client.post("/api/v1/dossier", headers=premium, json={
        "asset": ASSET, "branding": {"logo_url": "https://127.0.0.1:8443/logo.png"}})
    message = response.json["error"]["details"]["fields"]["branding.logo_url"][0]
    assert response.status_code == 400 and "address_not_allowed" in message


def test_a_public_png_logo_is_fetched_once_and_embedded(hub, owner, fake_https):
    fake_https.routes["/brand/logo.png"] = (200, _image("PNG"), "image/png")
    response = _with_logo(hub, owner, f"{fake_https.url}/brand/logo.png")
    assert response.status_code == 200, response.get_json(silent=True)
    assert [r["path"] for r in fake_https.received] == ["/brand/logo.png"]
    assert _raster_images(response.data) == 1
    assert "Acme Compliance" in pdf_text(response.data)


def test_a_jpeg_logo_is_embedded_too(hub, owner, fake_https):
    fake_https.routes["/logo.jpg"] = (200, _image("JPEG"), "image/jpeg; charset=binary")
    response = _with_logo(hub, owner, f"{fake_https.url}/logo.jpg")
    assert response.status_code == 200 and _raster_images(response.data) == 1


SVG = b'<svg xmlns="http://www.w3.org/2000/svg"><image href="https://169.254.169.254/x"/></svg>'


@pytest.mark.parametrize(("answer", "says"), [
    ((200, SVG, "image/svg+xml"), "PNG or JPEG"),
    ((200, _image("PNG"), "application/json"), "PNG or JPEG"),
    ((200, _image("JPEG"), "image/png"), "not a readable image/png"),
    ((200, b"\x89PNG\r\n\x1a\n" + b"\0" * 64, "image/png"), "not a readable image/png"),
    ((200, _image("PNG", (5000, 10)), "image/png"), "pixels"),
    ((200, b"\0" * (LOGO_MAX_BYTES + 1), "image/png"), "larger than 512 KiB"),
    ((404, b"gone", "text/plain"), "HTTP 404"),
])
def test_a_logo_that_is_not_a_bounded_png_or_jpeg_is_refused(hub, owner, fake_https, answer, says):
    fake_https.routes["/logo"] = answer
    response = _with_logo(hub, owner, f"{fake_https.url}/logo")
    assert response.status_code == 400, response.get_json(silent=True)
    messages = response.json["error"]["details"]["fields"]["branding.logo_url"]
    assert says in messages[0]


def test_the_renderer_of_a_dossier_loads_no_remote_resource(app, monkeypatch):
    def no_fetch(*args, **kwargs):
        raise AssertionError("the renderer reached out")

    monkeypatch.setattr(pdf, "fetch", no_fetch)
    fetcher = pdf.HubURLFetcher("http://hub.test", remote=False)
    for url in ("https://example.org/logo.png", "http://example.org/x.css", "file:///etc/passwd",
                "ftp://example.org/x"):
        with pytest.raises(pdf.ResourceRefused):
            fetcher.fetch(url)
    assert fetcher.fetch("data:text/plain,ok").read() == b"ok"
    with app.app_context():
        html = '<html><body><img src="https://example.org/logo.png"><p>ok</p></body></html>'
        assert pdf.render_pdf(html, remote=False).startswith(b"%PDF")


@pytest.mark.parametrize(("colour", "ratio"), [("#ffffff", 1.0), ("#000000", 21.0), ("#767676", 4.54)])
def test_contrast_on_white_is_the_wcag_ratio(colour, ratio):
    assert contrast_on_white(colour) == pytest.approx(ratio, abs=0.01)


@pytest.mark.parametrize(("colour", "accepted"), [("#0f3d3e", True), ("#767676", True), ("#777777", False),
                                                   ("#1D4E89", True), ("#ff8800", False)])
def test_a_colour_must_reach_wcag_aa_on_white(client, premium, colour, accepted):
    response = client.post("/api/v1/dossier", headers=premium, json={
        "asset": ASSET, "branding": {"primary_color": colour}})
    assert (response.status_code == 200) is accepted, response.get_json(silent=True)
