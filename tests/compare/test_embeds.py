"""The compare widget: framable anywhere, a live sample without ids, a badge of its signed snapshot."""

import re

from app.platform import signing


def test_embed_is_framable_by_any_site_unlike_other_pages(client, catalogue):
    embed = client.get("/embed/compare?ids=ondo-usdy,circle-usdc&theme=light&partner=Acme")
    assert embed.status_code == 200
    assert "frame-ancestors *" in embed.headers["Content-Security-Policy"] and "X-Frame-Options" not in embed.headers
    html = embed.get_data(as_text=True)
    assert re.findall(r'<tr data-id="([^"]+)"', html) == ["ondo-usdy", "circle-usdc"]
    assert 'data-theme="light"' in html and "Acme" in html
    assert client.get("/compare?ids=ondo-usdy,circle-usdc").headers["X-Frame-Options"] == "DENY"


def test_embed_without_ids_shows_a_live_screener_sample(client, catalogue):
    html = client.get("/embed/compare").get_data(as_text=True)
    shown = re.findall(r'<tr data-id="([^"]+)"', html)
    expected = [p["id"] for p in client.get("/api/compare?live=true&sort=transparency&limit=4").json["products"]]
    assert shown == expected and "Live screener sample" in html and 'data-theme="dark"' in html


def test_embed_badge_points_to_a_valid_signed_snapshot_of_what_it_shows(client, catalogue):
    html = client.get("/embed/compare?ids=ondo-usdy,circle-usdc").get_data(as_text=True)
    href = re.search(r'id="verify-badge" href="([^"]+)"', html).group(1)
    content_hash, signature = re.search(r"hash=([0-9a-f]{64})&amp;sig=([0-9a-f]{64})", href).groups()
    snapshot = client.post("/api/compare", json={"product_ids": ["ondo-usdy", "circle-usdc"]}).json
    assert signing.is_hex64(content_hash)
    verdict = client.post("/api/compare/verify", json={"content_hash": content_hash, "signature": signature}).json
    assert verdict["valid"] is True and snapshot["product_ids"] == ["ondo-usdy", "circle-usdc"]


def test_embed_refuses_more_than_four_ids_and_unknown_ones_and_escapes_the_partner(client, catalogue):
    five = ",".join(["ondo-usdy", "circle-usdc", "ondo-ousg", "paxos-paxg", "tether-xaut"])
    assert client.get(f"/embed/compare?ids={five}").status_code == 400
    unknown = client.get("/embed/compare?ids=nope")
    assert unknown.status_code == 404 and "verify-badge" not in unknown.get_data(as_text=True)
    html = client.get("/embed/compare?ids=ondo-usdy&partner=<script>alert(1)</script>").get_data(as_text=True)
    assert "<script>alert(1)</script>" not in html and "&lt;script&gt;" in html


def test_the_embed_script_is_served_for_any_site(client):
    script = client.get("/svc-compare.js")
    assert script.status_code == 200 and script.mimetype == "application/javascript"
    assert script.headers["Access-Control-Allow-Origin"] == "*" and "data-svc-compare" in script.get_data(as_text=True)
