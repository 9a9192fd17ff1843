"""Registry serials: each registry's form parsed into what it says (project, country, vintage, unit range and
quantity, both ends counted), with its registry link; a serial that does not fit says which part is wrong."""

import pytest

from app.green.serials import SerialError, parse

VERRA = "9660-115597313-115618057-VCS-VCU-261-VER-US-14-1060-01012019-31122019-0"
VERRA_OLD = "8040-449402275-449402275-VCU-042-MER-PE-14-1360-01072013-30062014-1"
GOLD = "GS1-1-KE-GS7495-16-2025-30645-608-30350"
GOLD_OLD = "GS1-1-CN-GS7604-3-2020-21289"
PURO = "PURO_PR_CORC100+_FI_577166_2020_055a3fbe-1234-4abc-9def-0123456789ab_1-100"


def test_a_verra_block_gives_its_project_country_vintage_and_quantity():
    found = parse(VERRA)
    assert (found.registry, found.kind, found.project_id, found.country) == ("verra", "block", "1060", "US")
    assert (found.vintage_start, found.vintage_end) == ("2019-01-01", "2019-12-31")
    assert found.quantity == 20_745 and found.parts["sectoral_scope"] == 14 and found.parts["vvb_id"] == "261"
    assert found.links["project"] == "https://registry.verra.org/app/projectDetail/VCS/1060"


def test_an_older_verra_serial_without_the_programme_code_is_read_too():
    found = parse(VERRA_OLD, "verra")
    assert found.quantity == 1 and found.parts["registry_code"] == "MER" and found.project_id == "1360"
    assert found.vintage_start == "2013-07-01" and found.parts["label_flag"] == 1


def test_a_vcs_prefix_names_a_verra_project_without_a_registry():
    found = parse("VCS-0985")
    assert (found.registry, found.kind, found.project_id, found.quantity) == ("verra", "project", "985", None)


def test_gold_standard_serials_keep_their_undocumented_parts_as_written():
    found = parse(GOLD)
    assert (found.project_id, found.country, found.vintage_start, found.quantity) == ("GS7495", "KE", "2025", 29_743)
    assert found.parts["unnamed_parts"] == ["16", "30645"]
    older = parse(GOLD_OLD, "gold_standard")
    assert older.project_id == "GS7604" and older.quantity is None


def test_a_puro_certificate_gives_its_facility_vintage_and_range():
    found = parse(PURO)
    assert (found.registry, found.country, found.vintage_start, found.quantity) == ("puro", "FI", "2020", 100)
    assert found.parts["credit_type"] == "CORC100+" and found.parts["facility_code"] == "577166"


@pytest.mark.parametrize(("serial", "registry", "words"), [
    (VERRA.replace("115618057", "115597312"), None, "ends"),  # the range runs backwards
    (VERRA.replace("31122019", "31022019"), None, "real date"),
    (VERRA.replace("-US-", "-QQ-"), None, "country"),
    (VERRA.replace("-VER-", "-XYZ-"), None, "registry code"),
    ("9660-1-2-VCS-VCU-261", "verra", "13 dash-separated parts"),
    ("GS1-1-KE-GS7495-16-2025-30645-900-608", None, "ends"),
    ("GS-abc", "gold_standard", "GS1-1"),
    (PURO.replace("_FI_", "_QQ_"), None, "country"),
    ("PURO_PR_CORC100+_FI_577166_2020_not-a-uuid_1-100", None, "PURO_PR"),
    ("123-456", None, "name the registry"),
    ("VCS-1477", "isometric", "unknown registry"),
    ("", None, "1 to 200"),
])
def test_a_serial_that_does_not_fit_says_why(serial, registry, words):
    with pytest.raises(SerialError, match=words):
        parse(serial, registry)
