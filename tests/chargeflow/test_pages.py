"""The ChargeFlow pages through the Flask client: a unit's public verify page, the operator view with its list,
pager and export buttons, and the developer hub's section."""

from __future__ import annotations

import csv
import hashlib
import io
import re
from html.parser import HTMLParser

from tests.chargeflow.conftest import METERED, tamper
from tests.chargeflow.ocpi_peer import ocmf_signed_data, sample_cdr
from tests.conftest import bearer

HTMX = {"HX-Request": "true"}


def _html(response) -> str:
    return response.get_data(as_text=True)


def _secret(headers: dict) -> str:
    return headers["Authorization"].removeprefix("Bearer ")


class _Forms(HTMLParser):
    """Each form of a page: its action and the fields it posts (hidden inputs), keyed by its button's id."""

    def __init__(self):
        super().__init__()
        self.forms: dict[str, dict] = {}
        self._current: dict | None = None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "form":
            self._current = {"action": attrs.get("action"), "method": attrs.get("method"), "fields": {}}
        elif tag == "input" and self._current is not None and attrs.get("type") == "hidden":
            self._current["fields"][attrs["name"]] = attrs.get("value", "")
        elif tag == "button" and self._current is not None and attrs.get("id"):
            self.forms[attrs["id"]] = self._current

    def handle_endtag(self, tag):
        if tag == "form":
            self._current = None


def _form_of(page: str, button_id: str) -> dict:
    parser = _Forms()
    parser.feed(page)
    return parser.forms[button_id]


def _listed(client, secret: str, **filters):
    return client.post("/chargeflow/units", data={"api_key": secret, **filters}, headers=HTMX)


def _retire(client, unit_id: str, headers: dict):
    return client.post(f"/api/v1/chargeflow/{unit_id}/retire", json={"reason": "delivered"}, headers=headers)


def test_the_unit_page_says_valid_and_shows_the_content_hash_and_what_was_signed(client, minted):
    made = minted("e", attributes={"generation_source": "solar", "renewable_claim": "go"})
    response = client.get(f"/chargeflow/units/{made.id}")
    page = _html(response)
    assert response.status_code == 200
    assert 'class="verdict valid" id="verdict"' in page
    assert f'id="content-hash">{made.content_hash}</code>' in page
    assert f"matches the published key {made.signing_key_id}" in page
    assert 'id="unit-quantity"><span class="figure">42.5&nbsp;kWh</span>' in page
    assert 'id="unit-operator">FR*CPO</code>' in page and 'id="unit-external">S-1001</code>' in page
    assert "France (FR)" in page and "guarantee of origin (GO)" in page
    assert 'id="unit-status">active</span>' in page and 'id="unit-demo"' not in page
    assert f'href="/api/v1/chargeflow/verify?id={made.id}"' in page
    assert f'href="/verify?id={made.id}"' in page


def test_a_changed_byte_in_the_stored_record_turns_the_page_invalid(app, client, minted):
    made = minted("e")
    tamper(app, made.id)
    page = _html(client.get(f"/chargeflow/units/{made.id}"))
    assert 'class="verdict invalid" id="verdict"' in page and 'class="verdict valid"' not in page
    assert "was changed after it was signed" in page
    assert f'id="content-hash">{made.content_hash}</code>' in page and 'id="recomputed-hash"' in page


def test_a_retired_unit_shows_retired_with_its_date_and_the_same_hash(client, minted, premium):
    made = minted("w")
    retired = _retire(client, made.id, premium).json
    page = _html(client.get(f"/chargeflow/units/{made.id}"))
    assert 'id="unit-status">retired</span>' in page
    assert f'<time datetime="{retired["retired_at"]}">' in page
    assert f'id="content-hash">{made.content_hash}</code>' in page and 'class="verdict valid"' in page


def test_an_unknown_or_malformed_unit_id_is_the_hubs_404_page(client):
    for unit_id in ("cfu_e_nosuchunitnosuchunitnosu", "att_whatever", "x" * 300):
        response = client.get(f"/chargeflow/units/{unit_id}")
        assert response.status_code == 404 and "<h1>404</h1>" in _html(response), unit_id


def test_a_unit_with_the_meters_signature_shows_its_verdict_readings_and_energy(client, minted):
    signed, _ = ocmf_signed_data(1520.0, 1562.5, serial="SM-77")
    made = minted("e", signed_data=signed, **METERED)
    page = _html(client.get(f"/chargeflow/units/{made.id}"))
    assert 'class="verdict valid" id="meter-verdict"' in page
    assert 'id="meter-serial">SM-77</code>' in page and 'id="meter-algorithm">ECDSA-secp256r1-SHA256</code>' in page
    assert "1,562.5" in page and "<strong>They match.</strong>" in page


def test_meter_readings_changed_after_signing_are_shown_invalid_with_the_reason(client, minted):
    signed, _ = ocmf_signed_data(1520.0, 1562.5, tamper=True)
    made = minted("e", signed_data=signed, **METERED)
    page = _html(client.get(f"/chargeflow/units/{made.id}"))
    assert 'class="verdict invalid" id="meter-verdict"' in page
    assert 'data-reason="signature_mismatch"' in page and "Do not rely on these kWh" in page
    assert 'class="verdict valid" id="verdict"' in page  # the hub's own signature still holds


def test_a_unit_without_signed_meter_data_has_no_meter_section(client, minted):
    page = _html(client.get(f"/chargeflow/units/{minted('f').id}"))
    assert 'id="meter"' not in page and "up: more generation or less load" in page and "<code>DE-LU</code>" in page


def test_the_companion_score_is_dated_sourced_and_marked_not_signed(client, minted):
    energy = minted("e", attributes={"generation_source": "wind"})
    page = _html(client.get(f"/chargeflow/units/{energy.id}"))
    as_of = energy.enrichment["as_of"]
    assert f'<h2>Companion score <span class="as-of">as of {as_of}</span></h2>' in page
    assert "it is not part of what was signed" in page
    assert energy.enrichment["price_basis"] in page and "IPCC AR5" in page
    assert 'data-factor="capacity_factor"' in page
    water = minted("w")
    page = _html(client.get(f"/chargeflow/units/{water.id}"))
    assert 'id="companion-passport">A passport is needed' in page and 'data-factor="stress"' in page


def test_a_demo_unit_is_marked_demo(client, minted):
    made = minted("f", demo=True)
    page = _html(client.get(f"/chargeflow/units/{made.id}"))
    assert 'id="unit-demo">demo</span>' in page and 'id="demo-note"' in page


def test_the_unit_page_reads_in_french(client, minted):
    page = _html(client.get(f"/chargeflow/units/{minted('e').id}?lang=fr"))
    assert '<html lang="fr">' in page and "Est-ce bien l’enregistrement signé ?" in page
    assert "Is this the record that was signed?" not in page


def test_the_operator_view_lists_the_keys_units_and_not_another_keys(client, minted, premium, new_key):
    mine = [minted(kind).id for kind in ("e", "w", "f")]
    other = bearer(new_key("premium"))
    theirs = minted("e", _secret(other), external_session_id="THEIRS").id
    response = _listed(client, _secret(premium))
    page = _html(response)
    assert response.status_code == 200 and response.headers["Cache-Control"] == "no-store"
    assert all(f'href="/chargeflow/units/{unit_id}"' in page for unit_id in mine) and theirs not in page
    assert 'id="cf-count">3 units' in page and "<html" not in page
    assert 'id="cf-error" hx-swap-oob="true"></div>' in page  # the form's earlier error goes away
    assert mine[0] not in _html(_listed(client, _secret(other)))


def test_the_filters_reach_the_list_and_the_export_buttons(client, minted, premium):
    minted("e")
    flex = minted("f").id
    page = _html(_listed(client, _secret(premium), kind="f", operator_id="DE-AGG-7"))
    assert 'id="cf-count">1 unit<' in page and flex in page
    assert _form_of(page, "cf-export-csv")["fields"] == {"api_key": _secret(premium), "kind": "f",
                                                         "operator_id": "DE-AGG-7", "format": "csv"}


def test_a_bad_filter_is_told_in_the_form(client, premium):
    response = _listed(client, _secret(premium), kind="z")
    assert response.status_code == 400 and "Check the filters:" in _html(response)
    assert "<code>kind</code>" in _html(response)


def test_the_pager_moves_through_the_list_with_the_key_in_a_form(client, minted, premium):
    for n in range(3):
        minted("e", external_session_id=f"S-{n}")
    first = _html(_listed(client, _secret(premium), limit="2"))
    assert 'id="cf-count">3 units · showing 1 to 2' in first and 'id="cf-previous"' not in first
    following = _form_of(first, "cf-next")
    assert following["method"] == "post" and following["fields"]["api_key"] == _secret(premium)
    second = _html(client.post(following["action"], data={**following["fields"], "offset": "2"}, headers=HTMX))
    assert "showing 3 to 3" in second and "S-0" in second and "S-2" not in second


def test_a_free_key_gets_the_premium_message_in_the_form(client, new_key):
    response = _listed(client, new_key("free"))
    page = _html(response)
    assert response.status_code == 403 and 'data-code="premium_required"' in page
    assert "This key is a free key" in page and 'id="cf-error" hx-swap-oob="true"' in page
    assert 'id="cf-list"' not in page


def test_no_key_or_an_unknown_key_is_told_in_plain_words(client):
    missing = client.post("/chargeflow/units", data={"api_key": "  "}, headers=HTMX)
    assert missing.status_code == 401 and "Enter your API key" in _html(missing)
    unknown = client.post("/chargeflow/units", data={"api_key": "svc_pk_live_nosuchkey"}, headers=HTMX)
    assert unknown.status_code == 401 and "This key is unknown or revoked" in _html(unknown)
    assert "Authorization: Bearer" not in _html(unknown)


def test_the_operator_view_works_without_javascript(client, minted, premium):
    page = _html(client.get("/chargeflow"))
    assert 'method="post" action="/chargeflow/units"' in page and 'type="password" name="api_key"' in page
    made = minted("e").id
    answer = client.post("/chargeflow/units", data={"api_key": _secret(premium)})
    whole = _html(answer)
    assert answer.status_code == 200 and whole.startswith("<!doctype html>") and made in whole
    assert 'hx-swap-oob' not in whole and whole.count('id="cf-error"') == 1
    refused = _html(client.post("/chargeflow/units", data={"api_key": ""}))
    assert refused.startswith("<!doctype html>") and 'aria-invalid="true"' in refused
    assert "Enter your API key" in refused


def test_the_csv_export_button_returns_csv_the_csv_module_reads_back(client, minted, premium):
    made = [minted(kind) for kind in ("e", "w")]
    form = _form_of(_html(_listed(client, _secret(premium))), "cf-export-csv")
    response = client.post(form["action"], data=form["fields"])
    assert response.status_code == 200 and response.mimetype == "text/csv"
    assert response.headers["Cache-Control"] == "no-store" and "attachment" in response.headers["Content-Disposition"]
    rows = list(csv.DictReader(io.StringIO(_html(response))))
    assert [r["id"] for r in rows] == [made[1].id, made[0].id]
    assert rows[1]["content_hash"] == made[0].content_hash and rows[1]["unit"] == "kWh"


def test_the_anchored_export_carries_the_receipt_in_its_headers(client, minted, premium):
    minted("e")
    form = _form_of(_html(_listed(client, _secret(premium))), "cf-export-csv-anchored")
    assert form["fields"]["shield"] == "1"
    response = client.post(form["action"], data=form["fields"])
    receipt = response.headers["X-SVC-Anchor-Receipt"]
    assert response.status_code == 200 and receipt.startswith("rcp_")
    assert response.headers["X-SVC-Content-SHA256"] == hashlib.sha256(response.data).hexdigest()
    assert 'rel="svc-anchor-receipt"' in response.headers["Link"]


def test_the_json_export_button_answers_the_exports_json(client, minted, premium):
    minted("f")
    form = _form_of(_html(_listed(client, _secret(premium))), "cf-export-json")
    answer = client.post(form["action"], data=form["fields"]).json
    assert answer["schema"] == "svc.chargeflow.export.v1" and answer["count"] == 1


def test_an_export_with_a_free_key_shows_the_page_with_the_message(client, new_key):
    response = client.post("/chargeflow/export", data={"api_key": new_key("free"), "format": "csv"})
    assert response.status_code == 403 and "This key is a free key" in _html(response)
    assert _html(response).startswith("<!doctype html>")


def test_the_key_is_never_put_in_an_address(client, minted, premium):
    minted("e")
    page = _html(client.post("/chargeflow/units", data={"api_key": _secret(premium)}))
    addresses = re.findall(r'(?:href|src|action|hx-post|hx-get)="([^"]*)"', page)
    assert addresses and not [a for a in addresses if _secret(premium) in a or "api_key" in a]
    assert set(re.findall(r'<form[^>]*method="([^"]*)"', page)) == {"post"}


def test_the_developer_hub_documents_chargeflow_with_the_numbers_the_code_runs(client):
    from app.chargeflow import export, kinds

    whole = _html(client.get("/developers/chargeflow"))
    start = whole.index('id="chargeflow"')
    page = whole[start:whole.index("</section>", start)]  # the ChargeFlow section alone
    for anchor in ("chargeflow-flex", "chargeflow-bounds", "chargeflow-uniqueness", "chargeflow-retire",
                   "chargeflow-export", "chargeflow-ocpi", "chargeflow-partners", "chargeflow-demo",
                   "chargeflow-companion"):
        assert f'id="{anchor}"' in page, anchor
    for number in (kinds.DEFAULT_MAX_POWER_KW, kinds.MAX_POWER_KW, kinds.DEFAULT_MAX_FLOW_M3_H, kinds.MAX_FLEX_KW,
                   export.EXPORT_MAX):
        assert f"{number:,.0f}" in page, number
    assert "409 duplicate_unit" in page and "details.active_unit_id" in page and "credentials_required" in page
    assert "X-SVC-Anchor-Receipt" in page and "COUNTRY*PARTY" in page and "SVC_CHARGEFLOW_DEMO_LIMIT" in page


def test_the_verify_door_page_says_a_units_status_and_meter_verdict_and_links_its_page(client, premium):
    signed, _key = ocmf_signed_data(1000.0, 1012.5)
    unit = client.post("/api/v1/chargeflow/from-ocpi", json={"cdrs": [sample_cdr(signed_data=signed)]},
                       headers=premium).json["items"][0]["unit"]
    page = _html(client.post("/verify", data={"id": unit["id"]}))
    assert "✓ Valid" in page and "unit is active" in page and 'id="door-meter"' in page
    assert "signature over its readings checks out" in page and f'/chargeflow/units/{unit["id"]}"' in page
    _retire(client, unit["id"], premium)
    page = _html(client.post("/verify", data={"id": unit["id"]}))
    assert "was retired on" in page and "record and hash are unchanged" in page
