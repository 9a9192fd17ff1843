"""How a domain plugs into the hub: one `Domain(...)` declaration in its package, nothing else.

A domain names what it brings with "module:attribute" strings (blueprints, CLI group) and module
paths (models, jobs), so declaring it imports nothing heavy and no two packages import each other
while the app is built. `install(app, domains)` resolves them once, in order, and fills this app's
registry: routes, commands, tables, jobs, periodic jobs, events, id prefixes, signed artefact kinds,
navigation entries, developer-hub sections, the verifiers of issued ids and the anchoring the verify door
reports. The platform offers the registry; it never names a domain.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field

from flask import Flask, current_app


@dataclass(frozen=True)
class Periodic:
    """A job run every `interval` seconds (embedded scheduler, and `rq cron app.cron` in production)."""

    name: str
    path: str  # "module:function" of a @job
    interval: int
    timeout: int = 600


@dataclass(frozen=True)
class Event:
    """An event a domain publishes: its name, the marshmallow schema of its payload, its version."""

    name: str
    schema: str | type  # a Schema class, or "module:Class"
    version: int = 1
    doc: str = ""


@dataclass(frozen=True)
class Artefact:
    """A kind of signed document: the HMAC/Ed25519 prefix it is signed under, its schema id, and how its signed
    content is rebuilt from a document someone shows the verify door ("module:function" taking an
    app.platform.documents.Dropped and answering a Reading, or None when the document is not of this kind).
    There is no default: a kind the door could not rebuild cannot be declared."""

    kind: str
    prefix: str
    schema: str
    signed_content: str
    doc: str = ""


@dataclass(frozen=True)
class NavEntry:
    label: str
    endpoint: str
    order: int = 50


@dataclass(frozen=True)
class Domain:
    name: str
    api: tuple[str, ...] = ()
    views: tuple[str, ...] = ()
    cli: str | None = None
    models: tuple[str, ...] = ()
    jobs: tuple[str, ...] = ()
    periodic: tuple[Periodic, ...] = ()
    events: tuple[Event, ...] = ()
    ids: tuple[str, ...] = ()
    artefacts: tuple[Artefact, ...] = ()
    nav: tuple[NavEntry, ...] = ()
    hub_section: str | None = None  # a template included in the developer hub
    seed: str | None = None  # "module:function" run by `flask seed`; returns what it seeded, or None
    on_publish: tuple[str, ...] = ()  # "module:function" of @jobs queued after a commit that published an event
    verifiers: tuple[tuple[str, str], ...] = ()  # (id prefix, "module:function") the one verify door calls by id
    # "module:function" of a 64-hex hash answering the verify door's anchoring block (anchored, receipt_id, status,
    # included, root, sealed_at), or None when the hash was never anchored; at most one domain anchors
    anchoring: str | None = None


@dataclass
class Registry:
    """What the installed domains declared, for this app."""

    domains: list[Domain] = field(default_factory=list)
    events: dict[str, tuple[Event, type, str]] = field(default_factory=dict)  # name -> (event, schema, owner)
    artefacts: dict[str, Artefact] = field(default_factory=dict)
    ids: dict[str, str] = field(default_factory=dict)  # prefix -> owner
    periodic: list[Periodic] = field(default_factory=list)
    nav: list[NavEntry] = field(default_factory=list)
    hub_sections: list[str] = field(default_factory=list)
    on_publish: list[str] = field(default_factory=list)
    verifiers: dict[str, str] = field(default_factory=dict)  # id prefix -> "module:function"
    anchoring: str | None = None  # "module:function" the verify door asks whether a hash was anchored


def resolve(path: str | object):
    """The object a "module:attribute" string names (objects are returned as they are)."""
    if not isinstance(path, str):
        return path
    module, _, name = path.partition(":")
    target = importlib.import_module(module)
    for part in filter(None, name.split(".")):
        target = getattr(target, part)
    return target


def registry(app: Flask | None = None) -> Registry:
    """The registry of this app (the current one by default)."""
    return (app or current_app).extensions["svc_registry"]


def _claim(table: dict, key: str, owner: str, what: str) -> None:
    if key in table and table[key] != owner:
        raise ValueError(f"{what} {key!r} is declared by both {table[key]} and {owner}")
    table[key] = owner


def _declare(reg: Registry, domain: Domain) -> None:
    for prefix in domain.ids:
        _claim(reg.ids, prefix, domain.name, "id prefix")
    for event in domain.events:
        if event.name in reg.events:
            raise ValueError(f"event {event.name!r} is declared twice")
        reg.events[event.name] = (event, resolve(event.schema), domain.name)
    for artefact in domain.artefacts:
        if artefact.kind in reg.artefacts:
            raise ValueError(f"artefact kind {artefact.kind!r} is declared twice")
        if not callable(resolve(artefact.signed_content)):
            raise ValueError(f"artefact kind {artefact.kind!r}: signed_content must name a function")
        reg.artefacts[artefact.kind] = artefact
    for prefix, path in domain.verifiers:
        _claim(reg.verifiers, prefix, path, "verifier of")
    if domain.anchoring:
        if reg.anchoring is not None:
            raise ValueError(f"the anchoring of hashes is declared by both {reg.anchoring} and {domain.anchoring}")
        reg.anchoring = domain.anchoring
    reg.periodic.extend(domain.periodic)
    reg.on_publish.extend(domain.on_publish)
    reg.nav.extend(domain.nav)
    if domain.hub_section:
        reg.hub_sections.append(domain.hub_section)


def install(app: Flask, domains) -> Registry:
    """Wire every domain into the app, in order; the one place that reads the declarations."""
    from app.extensions import api
    from app.platform.jobs import registered_job

    reg = Registry()
    app.extensions["svc_registry"] = reg
    for domain in domains:
        for module in (*domain.models, *domain.jobs):
            importlib.import_module(module)
        _declare(reg, domain)
        reg.domains.append(domain)
        for blp in domain.api:
            api.register_blueprint(resolve(blp))
        for bp in domain.views:
            app.register_blueprint(resolve(bp))
        if domain.cli:
            app.cli.add_command(resolve(domain.cli))
    for path in [p.path for p in reg.periodic] + reg.on_publish:
        registered_job(path)  # a periodic entry or a publish listener must name a declared @job
    reg.nav.sort(key=lambda entry: entry.order)
    return reg
