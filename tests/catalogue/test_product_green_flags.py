"""The product page's green profile: a product holding a red-flagged carbon project shows each flag in words with
a sign, its date and its source, and its CQS flagged, before the score; a product whose holdings raise no flag
shows its CQS as before."""

from tests.green.factories import hold

KARIBA = "verra-kariba-redd-project"
CARBON_PULSE = "https://carbon-pulse.com/232860"


def _panel(client, product_id: str) -> str:
    response = client.get(f"/products/{product_id}")
    assert response.status_code == 200
    return response.get_data(as_text=True).split('id="green-profile"', 1)[1].split('id="sources"', 1)[0]


def test_a_product_holding_kariba_shows_its_flags_before_its_cqs(client, catalogue, monkeypatch):
    hold(monkeypatch, "moss-mco2", ["verra-fortaleza-ituxi-redd-project", KARIBA])
    panel = _panel(client, "moss-mco2")
    box = panel.split('class="flag-box" role="note"', 1)[1].split("</div>", 1)[0]
    assert "5 red flags: read them before the score" in box
    delisted = box.split('data-flag="rater_delisted"', 1)[1].split("</li>", 1)[0]
    assert "Red flag:</strong> a rater delisted the project" in delisted
    assert f'(in a project it holds: <a href="/green/{KARIBA}">{KARIBA}</a>)' in delisted
    assert "<q>lowest possible score; project delisted</q>" in delisted and "2023-10-31" in delisted
    assert f'href="{CARBON_PULSE}"' in delisted
    assert 'data-flag="registry_withdrawn"' in box and "2024-05-30" in box
    cqs = panel.split("Indicative carbon quality (CQS):", 1)[1].split("</p>", 1)[0]
    assert '<span class="badge tier-flagged"><span aria-hidden="true">⚠ </span>flagged</span>' in cqs
    assert panel.index("5 red flags") < panel.index("Indicative carbon quality (CQS):")
    held = panel.rsplit(f'href="/green/{KARIBA}">{KARIBA}</a>', 1)[1].split("</li>", 1)[0]  # its line in the list
    assert "⚠ </span>flagged" in held
    fortaleza = panel.split('href="/green/verra-fortaleza-ituxi-redd-project">', 1)[1].split("</li>", 1)[0]
    assert "flagged" not in fortaleza


def test_the_flags_of_a_held_project_read_in_french(client, catalogue, monkeypatch):
    hold(monkeypatch, "moss-mco2", [KARIBA])
    client.get("/?lang=fr")
    panel = _panel(client, "moss-mco2")
    assert "5 signaux d'alerte : à lire avant le score" in panel
    assert "une agence de notation a retiré le projet de sa liste" in panel and "dans un projet qu'il détient" in panel
    assert "⚠ </span>signalée</span>" in panel


def test_a_product_whose_holdings_raise_no_flag_shows_its_cqs_as_before(client, catalogue):
    panel = _panel(client, "moss-mco2")
    assert "Indicative carbon quality (CQS):" in panel
    assert "flag-box" not in panel and "flagged" not in panel and "⚠" not in panel
