"""How a domain plugs into the hub: one `Domain(...)` declaration in its package, nothing else.

A domain names what it brings with "module:attribute" strings (blueprints, CLI group) and module
paths (models, jobs), so declaring it imports nothing heavy and no two packages import each other
while the app is built. `install(app, domains)` resolves them once, in order, and fills this app's
registry: routes, commands, tables, jobs, periodic jobs, events, id prefixes, signed artefact kinds,
error classes, navigation entries, template globals, developer-hub sections with what they show, the panels
a domain adds to another's pages and the facts it provides to others, the verifiers of issued ids and the
anchoring the verify door reports. A domain's settings are read earlier, when create_app builds the config
(app/config.py, app/platform/settings.py). The platform offers the registry; it never names a domain.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field

from flask import Flask, current_app

from app.platform.settings import Setting

__all__ = ["Artefact", "Domain", "Event", "NavEntry", "Periodic", "Registry", "Setting", "install", "registry",
           "resolve"]


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
class ErrorCode:
    """How the doors answer one of the domain's errors ("module:Class" of an app.platform.errors.DomainError): the
    HTTP status and the stable code of the envelope (the message is the raised error's)."""

    error: str | type
    status: int
    code: str


@dataclass(frozen=True)
class NavEntry:
    label: str
    endpoint: str
    order: int = 50


@dataclass(frozen=True)
class Panel:
    """A piece a domain adds to a page of another: the page's name ("product"), the "module:function" that renders
    it from what the page shows (HTML as markupsafe.Markup, or None when it has nothing to say there), and its
    place among that page's panels (lowest first). The page asks the registry, so it never imports the guest."""

    page: str
    render: str
    order: int = 50


@dataclass(frozen=True)
class Provider:
    """Facts a domain offers to others under a name the asker knows ("green_profile"): a "module:function". An
    asker reads them through the registry, and an app without the provider answers None for them."""

    name: str
    path: str


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
    hub_context: str | None = None  # "module:function" giving the names (a dict) the hub_section reads
    template_globals: tuple[tuple[str, str], ...] = ()  # (name, "module:attribute") every template can use
    settings: tuple[Setting, ...] = ()  # read into app.config at start (app/config.py: load_config)
    seed: str | None = None  # "module:function" run by `flask seed`; returns what it seeded, or None
    on_publish: tuple[str, ...] = ()  # "module:function" of @jobs queued after a commit that published an event
    # "module:function"(owner_key_id, audience) -> bool of a domain with on_publish: whether anything of that owner
    # could receive an event now (where jobs run inline, an event no reader could use is written already dispatched)
    receives: str | None = None
    # (id prefix, "module:function") the one verify door calls by id; it answers a verdicts.Found
    verifiers: tuple[tuple[str, str], ...] = ()
    panels: tuple[Panel, ...] = ()  # what it adds to other domains' pages
    providers: tuple[Provider, ...] = ()  # facts it offers to other domains by name
    errors: tuple[ErrorCode, ...] = ()
    # "module:function" of a 64-hex hash answering the verify door's anchoring block (a verdicts.Anchoring), or None
    # when the hash was never anchored; at most one domain anchors
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
    hub_context: list[str] = field(default_factory=list)  # "module:function" of each section's names
    on_publish: list[str] = field(default_factory=list)
    receives: list[str] = field(default_factory=list)  # "module:function" of each outbox reader's receives
    every_reader_tells: bool = True  # every domain with on_publish declared receives
    verifiers: dict[str, str] = field(default_factory=dict)  # id prefix -> "module:function"
    panels: dict[str, list[tuple[int, Callable]]] = field(default_factory=dict)  # page -> [(order, render)]
    providers: dict[str, Callable] = field(default_factory=dict)  # name -> function
    errors: dict[type, tuple[int, str]] = field(default_factory=dict)  # DomainError class -> (status, code)
    error_answers: dict[type, tuple[int, str]] = field(default_factory=dict)  # raised class -> its nearest declared

    anchoring: str | None = None  # "module:function" the verify door asks whether a hash was anchored

    def panels_of(self, page: str) -> list[Callable]:
        """The render functions of a page's panels, in their declared order."""
        return [render for _order, render in self.panels.get(page, ())]

    def provided(self, name: str) -> Callable | None:
        """The function a domain provides under name, or None when no installed domain provides it."""
        return self.providers.get(name)


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


def panels(page: str, shown) -> list:
    """The HTML of the panels the installed domains registered for a page, in their order, each rendered from
    what the page shows; a panel with nothing to say about it is left out."""
    return [html for render in registry().panels_of(page) if (html := render(shown))]


def _claim(table: dict, key: str, owner: str, what: str) -> None:
    if key in table and table[key] != owner:
        raise ValueError(f"{what} {key!r} is declared by both {table[key]} and {owner}")
    table[key] = owner


def _declare(reg: Registry, domain: Domain) -> None:
    for prefix in domain.ids:
        _claim(reg.ids, prefix, domain.name, "id prefix")
    _declare_documents(reg, domain)
    _declare_hooks(reg, domain)
    for declared in domain.errors:
        _declare_error(reg, declared)
    reg.periodic.extend(domain.periodic)
    reg.on_publish.extend(domain.on_publish)
    if domain.on_publish:
        reg.every_reader_tells = reg.every_reader_tells and domain.receives is not None
        reg.receives.extend([domain.receives] if domain.receives else [])
    reg.nav.extend(domain.nav)
    if domain.hub_section:
        reg.hub_sections.append(domain.hub_section)
    if domain.hub_context:
        reg.hub_context.append(domain.hub_context)


def _declare_documents(reg: Registry, domain: Domain) -> None:
    """Its events and signed kinds (with their verifiers): each name once in the hub."""
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


def _declare_hooks(reg: Registry, domain: Domain) -> None:
    """The panels it adds to other domains' pages, the facts it provides to them, the anchoring it answers."""
    if domain.anchoring:
        if reg.anchoring is not None:
            raise ValueError(f"the anchoring of hashes is declared by both {reg.anchoring} and {domain.anchoring}")
        reg.anchoring = domain.anchoring
    for panel in domain.panels:
        reg.panels.setdefault(panel.page, []).append((panel.order, resolve(panel.render)))
    for provider in domain.providers:
        if provider.name in reg.providers:
            raise ValueError(f"provider {provider.name!r} is declared twice")
        reg.providers[provider.name] = resolve(provider.path)


def _declare_error(reg: Registry, declared: ErrorCode) -> None:
    from app.platform.errors import ApiError, DomainError

    cls = resolve(declared.error)
    if not (isinstance(cls, type) and issubclass(cls, DomainError)) or issubclass(cls, ApiError):
        raise ValueError(f"error {declared.error!r} must name a DomainError class")
    if cls in reg.errors:
        raise ValueError(f"error {declared.error!r} is declared twice")
    if not 400 <= declared.status <= 599 or not declared.code:
        raise ValueError(f"error {declared.error!r}: a 4xx or 5xx status and a code")
    reg.errors[cls] = (declared.status, declared.code)


def hub_context(app: Flask | None = None) -> dict:
    """The names the developer hub's sections read, from each domain's declared hub_context; one name, one owner."""
    names: dict = {}
    for path in registry(app).hub_context:
        provided = resolve(path)()
        if clash := names.keys() & provided.keys():
            raise ValueError(f"hub context names {sorted(clash)} are given twice (again by {path})")
        names.update(provided)
    return names


def _template_globals(app: Flask, domain: Domain, owners: dict) -> None:
    for name, path in domain.template_globals:
        _claim(owners, name, domain.name, "template global")
        if name in app.jinja_env.globals:
            raise ValueError(f"template global {name!r} of {domain.name} is already the platform's")
        app.jinja_env.globals[name] = resolve(path)


def install(app: Flask, domains) -> Registry:
    """Wire every domain into the app, in order; the one place that reads the declarations."""
    from app.extensions import api
    from app.platform.jobs import registered_job

    reg = Registry()
    app.extensions["svc_registry"] = reg
    global_owners: dict[str, str] = {}
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
        _template_globals(app, domain, global_owners)
    for path in [p.path for p in reg.periodic] + reg.on_publish:
        registered_job(path)  # a periodic entry or a publish listener must name a declared @job
    reg.nav.sort(key=lambda entry: entry.order)
    for page_panels in reg.panels.values():
        page_panels.sort(key=lambda panel: panel[0])
    return reg
