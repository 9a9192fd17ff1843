"""The green reads at the service, without HTTP: each answers an object whose fields are what its API door and
its page show."""

from app.green import service
from app.green.reads import CarbonQuality, GreenProfile, MemberScore, NatureRead, WaterRead


def test_a_registry_serial_of_a_shipped_project_reads_its_carbon_quality_and_its_areas_nature(client, catalogue):
    with client.application.app_context():
        found = service.lookup("VCS-985", None)
        asked = client.get("/api/green/carbon-quality/verra-985").json
    assert isinstance(found.project, CarbonQuality) and found.project.id == "verra-985"
    assert found.nature == found.project.nature and found.nature["id"] == "nature-cordillera-azul-national-park"
    assert (found.project.cqs, found.project.flagged, found.project.as_of) == (asked["cqs"], asked["flagged"],
                                                                              asked["as_of"])


def test_a_water_asset_with_its_passport_facts_links_its_passport_and_a_nature_area_keeps_its_rank(client,
                                                                                                   catalogue):
    with client.application.app_context():
        sorek = service.h2o_read("water-sorek-1-desalination-plant")
        wadden = service.nature_read("nature-wadden-sea")
    assert isinstance(sorek, WaterRead) and sorek.kind == "water" and sorek.h2o_score.passport_required is False
    assert sorek.h2o_score.passport_unlock_url.endswith("/api/green/dpp/water-sorek-1-desalination-plant")
    assert isinstance(wadden, NatureRead) and wadden.kind == "nature" and wadden.rank >= 1 and wadden.of >= 20


def test_a_carbon_tokens_unified_score_and_green_profile_carry_the_same_cqs_and_flags(client, catalogue):
    with client.application.app_context():
        unified = service.unified("toucan-char")
        profile = service.green_profile("toucan-char")
    assert isinstance(unified, MemberScore) and unified.kind == "product" and unified.watt is None
    assert isinstance(profile, GreenProfile) and profile.category == "carbon_token"
    assert (profile.cqs, profile.flags, profile.flagged) == (unified.cqs, unified.flags, unified.flagged)
    assert profile.linked_projects == [p["id"] for p in unified.linked_projects]
