"""What ChargeFlow refuses, in its own words; `DOMAIN.errors` (app/chargeflow/__init__.py) says what each answers."""

from __future__ import annotations

from app.platform.errors import Conflict, Invalid, NotFound, Upstream


class UnitNotFound(NotFound):
    """No unit with that id (or of that kind), or another key's."""

    default_message = "No such unit."


class PartnerNotFound(NotFound):
    default_message = "No such partner."


class InvalidItem(Invalid):
    """A mint item, an OCPI or CSV item, or an asset it names, that the unit's rules refuse."""


class InvalidPull(Invalid):
    """A partner pull asked with a mode, a limit or a credential the connector does not take."""


class InvalidCursor(Invalid):
    """An export cursor the hub did not give, or gave for another key or other filters."""


class CredentialsRequired(Invalid):
    """A live pull without every credential the connector needs (named, never their values)."""


class DuplicateUnit(Conflict):
    """The key already has an active unit for the operator and external id (details.active_unit_id)."""


class PartnerRefused(Upstream):
    """The partner refused the credentials (HTTP 401 or 403)."""


class PartnerUnavailable(Upstream):
    """The partner is down, busy or unreachable."""


class PartnerTimedOut(PartnerUnavailable):
    """The partner did not answer in time."""


class PartnerBadAnswer(Upstream):
    """The partner answered something that is not an OCPI 2.2.1 list, or too much of it."""
