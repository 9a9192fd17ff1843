"""What the green domain refuses, in its own words; `DOMAIN.errors` (app/green/__init__.py) says what each answers."""

from __future__ import annotations

from app.platform.errors import Invalid, LimitReached, NotFound


class ProjectNotFound(NotFound):
    """No shipped carbon project with that id (in a carbon batch: no carbon project or carbon product)."""

    default_message = "No such carbon project."


class MemberNotFound(NotFound):
    """No green index member with that id; a water or nature asset's message names the read that knows it."""

    default_message = "No such green index member."


class EnergyAssetNotFound(NotFound):
    default_message = "No such energy asset."


class WaterAssetNotFound(NotFound):
    default_message = "No such water asset."


class NatureAssetNotFound(NotFound):
    default_message = "No such nature asset."


class AssetNotFound(NotFound):
    """No green index member, carbon project, water or nature asset with that id."""

    default_message = "No such green asset."


class UnknownProject(NotFound):
    """A well-formed serial whose project the hub has no data on (a carbon batch item)."""


class InvalidSerial(Invalid):
    """A registry serial that does not parse (details.fields.serial)."""


class InvalidRequest(Invalid):
    """Ids, a description, a batch item or a widget's query that the green reads refuse."""


class BatchTooLarge(LimitReached):
    """More carbon items in one batch than a free or demo key sends (details.tier)."""
