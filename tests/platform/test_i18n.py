"""Languages: the reader picks English or French once, every page and the widget follow; API locales stay exact."""

import io
from pathlib import Path

import pypdf
import pytest
from babel.messages.pofile import read_po

from app.platform.i18n import COOKIE

ROOT = Path(__file__).resolve().parents[2]
CATALOGUES = ROOT / "app" / "translations"
PAIR = "franklin-benji-fobxx,ondo-usdy"
UNLICENSED_STABLECOIN = {"asset_type": "stablecoins", "reference_asset": "basket", "has_kyc": False}


def _html(response) -> str:
    return response.get_data(as_text=True)


def _pdf_text(data: bytes) -> str:
    return "".join(page.extract_text() for page in pypdf.PdfReader(io.BytesIO(data)).pages).replace("\n", "")


def test_lang_switches_the_screener_to_french_and_is_remembered_in_a_cookie(client, catalogue):
    response = client.get("/?lang=fr")
    page = _html(response)
    assert response.status_code == 200 and '<html lang="fr">' in page
    assert "Actifs réels tokenisés" in page and "Comparer la sélection" in page and "Tokenized real-world" not in page
    cookie = response.headers["Set-Cookie"]
    assert cookie.startswith(f"{COOKIE}=fr;") and "SameSite=Lax" in cookie and "Max-Age=31536000" in cookie
    assert "Accept-Language" in response.headers["Vary"]

    later = client.get("/compare?ids=" + PAIR)
    assert '<html lang="fr">' in _html(later) and "Rapport PDF" in _html(later)
    assert "Set-Cookie" not in later.headers


def test_lang_switches_back_to_english(client):
    client.get("/?lang=fr")
    page = _html(client.get("/score?lang=en"))
    assert '<html lang="en">' in page and "Try the readiness scorer" in page
    assert '<html lang="en">' in _html(client.get("/verify"))


def test_accept_language_gives_french_without_a_cookie(client):
    response = client.get("/verify", headers={"Accept-Language": "fr-FR,fr;q=0.9"})
    page = _html(response)
    assert '<html lang="fr">' in page and "Vérifier tout ce que le hub a émis" in page
    assert "Set-Cookie" not in response.headers


def test_the_cookie_wins_over_accept_language(client):
    client.set_cookie(COOKIE, "en")
    page = _html(client.get("/compare/verify", headers={"Accept-Language": "fr-FR,fr;q=0.9"}))
    assert '<html lang="en">' in page and "Verify a comparison report" in page


@pytest.mark.parametrize("lang", ["de", "FR", "", "fr-FR'><script>"])
def test_an_unknown_lang_is_ignored_and_not_remembered(client, lang):
    response = client.get("/score", query_string={"lang": lang})
    page = _html(response)
    assert '<html lang="en">' in page and "Try the readiness scorer" in page
    assert "Set-Cookie" not in response.headers


def test_locales_setting_limits_the_languages(make_app, _migrated):
    client = make_app(LOCALES=("en",)).test_client()
    page = _html(client.get("/score?lang=fr", headers={"Accept-Language": "fr"}))
    assert '<html lang="en">' in page and 'hreflang="fr"' not in page


def test_every_public_page_renders_in_french(client, catalogue):
    client.get("/?lang=fr")
    expected = {
        "/products/ondo-usdy": "Chiffres",
        "/score": "Essayer le score de préparation",
        "/verify": "Vérifier tout ce que le hub a émis",
        "/compare/verify": "Vérifier un rapport de comparaison",
        f"/compare?ids={PAIR}": "Classe · niveau",
        "/nowhere": "Retour au hub",
        f"/embed/compare?ids={PAIR}": "Ouvrir sur le hub",
    }
    for url, words in expected.items():
        page = _html(client.get(url))
        assert words in page, url
        assert 'lang="fr"' in page and "Indicative signals only" not in page, url


def test_language_switch_keeps_the_page_and_its_understood_query(client, catalogue):
    page = _html(client.get(f"/compare?ids={PAIR}&tracking=x"))
    assert '<nav class="lang-switch" id="lang-switch"' in page
    assert f'href="/compare?ids={PAIR.replace(",", "%2C")}&amp;lang=fr" hreflang="fr"' in page
    assert "tracking" not in page
    english = _html(client.get(f"/compare?ids={PAIR}&lang=fr"))
    assert 'hreflang="en" lang="en" aria-label="EN (English)">EN</a>' in english
    assert 'aria-label="FR (Français)" aria-current="true">FR</a>' in english


def test_score_fragment_follows_the_advice_language(client):
    form = {"asset_type": "stablecoins", "reference_asset": "basket", "has_kyc": "no", "locale": "fr"}
    page = _html(client.post("/score/try", data=form))
    assert "Un jeton de monnaie électronique ou se référant à des actifs exige un émetteur agréé." in page
    assert "Structure juridique" in page


def test_score_api_answers_in_the_requested_locale_whatever_the_page_language(client):
    client.get("/?lang=fr")
    french = client.post("/api/v1/score", json={**UNLICENSED_STABLECOIN, "locale": "fr"}).json
    english = client.post("/api/v1/score", json={**UNLICENSED_STABLECOIN, "locale": "en"},
                          headers={"Accept-Language": "fr"}).json
    assert {b["message"] for b in french["blockers"]} == {
        "Un jeton de monnaie électronique ou se référant à des actifs exige un émetteur agréé.",
        "Déclaré sans KYC : aucune offre dans l'UE ne peut se faire sans connaissance client."}
    assert "Mettre en place la connaissance client (KYC) avant émission, rachat ou transfert." in [
        g["action"] for g in french["gaps"]]
    assert {s["title"] for s in french["sections"]} <= {"Structure juridique", "KYC et LCB-FT", "Conformité MiCA",
                                                       "Data room", "Protection des investisseurs"}
    assert "Put customer due diligence (KYC) in place before minting, redeeming or transferring." in [
        g["action"] for g in english["gaps"]]
    assert "KYC and AML" in {s["title"] for s in english["sections"]}
    assert english["blockers"][0]["message"].startswith("An e-money or asset-referenced token")
    assert english["score"] == french["score"] and english["breakdown"] == french["breakdown"]


def test_report_pdf_language_follows_its_locale_and_its_hash_does_not_follow_the_reader(client, catalogue):
    french = client.get(f"/api/compare/report/pdf?compare={PAIR}&locale=fr")
    text = _pdf_text(french.data)
    assert french.status_code == 200
    for heading in ("Comparaison de produits tokenisés", "Contexte : rendements de référence", "Attestation du rapport",
                    "Émetteur · juridiction", "Ticket minimum (USD)"):
        assert heading in text, heading
    assert "Benchmark context" not in text

    plain = client.get(f"/api/compare/report/pdf?compare={PAIR}&locale=en")
    client.set_cookie(COOKIE, "fr")
    read_in_french = client.get(f"/api/compare/report/pdf?compare={PAIR}&locale=en")
    assert "Benchmark context" in _pdf_text(read_in_french.data) and "Contexte" not in _pdf_text(read_in_french.data)
    assert read_in_french.headers["X-SVC-Content-Hash"] == plain.headers["X-SVC-Content-Hash"]
    assert french.headers["X-SVC-Content-Hash"] != plain.headers["X-SVC-Content-Hash"]  # the locale is in the snapshot


def test_presets_keep_their_slugs_and_show_translated_labels(client, catalogue):
    page = _html(client.get("/?lang=fr"))
    assert '<option value="immo" title="Immobilier uniquement" >Immobilier</option>' in page
    assert ">Débutant prudent</option>" in page
    assert 'value="debutant-prudent"' in page and 'value="eau-energie"' in page and 'value="pro-dd"' in page


def test_methodology_shows_the_rules_in_the_request_language(client):
    assert "Protection des investisseurs" in _html(client.get("/developers/methodology?lang=fr"))
    assert "Investor protection" in _html(client.get("/developers/methodology?lang=en"))


def test_every_french_msgid_has_a_translation():
    with (CATALOGUES / "fr" / "LC_MESSAGES" / "messages.po").open("rb") as handle:
        catalogue = read_po(handle, locale="fr")
    assert not catalogue.fuzzy
    messages = [m for m in catalogue if m.id]
    assert len(messages) > 150
    for message in messages:
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        assert all(s.strip() for s in strings), message.id
        assert "fuzzy" not in message.flags, message.id


def test_the_french_catalogue_covers_every_msgid_of_the_template():
    with (CATALOGUES / "messages.pot").open("rb") as handle:
        template = {m.id for m in read_po(handle) if m.id}
    with (CATALOGUES / "fr" / "LC_MESSAGES" / "messages.po").open("rb") as handle:
        french = {m.id for m in read_po(handle, locale="fr") if m.id}
    assert template <= french, sorted(map(str, template - french))[:5]
