"""flask keys create | set-tier | revoke | list: key management for operators."""

import click
from flask.cli import AppGroup

from app.keys import service
from app.platform.clock import iso
from app.platform.db import unit_of_work
from app.platform.errors import DomainError
from app.platform.listing import Window
from app.platform.models import MODES, TIERS

keys_cli = AppGroup("keys", help="Manage API keys (paid subscriptions are handled outside the hub).")


def _fail(error: DomainError):
    raise click.ClickException(error.message)


@keys_cli.command("create")
@click.option("--tier", type=click.Choice(TIERS), default="free", show_default=True)
@click.option("--label", default=None, help="A name for the key.")
@click.option("--mode", type=click.Choice(MODES), default="live", show_default=True)
@click.option("--expires-in-days", type=click.IntRange(1, 366), default=None,
              help="The key expires this many days from now (1-366); never by default.")
def create(tier, label, mode, expires_in_days):
    """Create a key and print it once."""
    with unit_of_work():
        key, secret = service.create_key(tier=tier, mode=mode, label=label,
                                         expires_at=service.expiry(None, expires_in_days))
        public_id, expires = key.public_id, iso(key.expires_at) or "never"
    click.echo(f"key_id:  {public_id}\ntier:    {tier}\nmode:    {mode}\nexpires: {expires}\nkey:     {secret}")
    click.echo("This key is shown once; only its SHA-256 is stored.", err=True)


@keys_cli.command("set-tier")
@click.argument("ref")
@click.argument("tier", type=click.Choice(TIERS))
def set_tier(ref, tier):
    """Move a key (key_... id or the key itself) to another tier."""
    try:
        with unit_of_work():
            key = service.set_tier(ref, tier)
            click.echo(f"{key.public_id} is now {key.tier}")
    except DomainError as error:
        _fail(error)


@keys_cli.command("revoke")
@click.argument("ref")
def revoke(ref):
    """Revoke a key (key_... id or the key itself) at once."""
    try:
        with unit_of_work():
            key = service.revoke(service.resolve(ref))
            click.echo(f"{key.public_id} revoked")
    except DomainError as error:
        _fail(error)


@keys_cli.command("list")
@click.option("--all", "include_revoked", is_flag=True, help="Include revoked keys.")
@click.option("--limit", type=click.IntRange(1, 1000), default=100, show_default=True)
@click.option("--offset", type=click.IntRange(0), default=0, show_default=True)
def list_keys(include_revoked, limit, offset):
    """List keys, oldest first: id, masked key, tier, mode, label, state; then the page."""
    with unit_of_work():
        page = service.list_keys(Window(limit, offset), include_revoked)
        for key in page.items:
            state = "revoked" if key.revoked_at else "expired" if service.expired(key) else "active"
            click.echo(f"{key.public_id}  {key.display:<24}  {key.tier:<10}  {key.mode:<4}  "
                       f"{state:<7}  {key.label or ''}")
        click.echo(f"{offset + 1 if page.items else 0}-{offset + len(page.items)} of {page.total} keys", err=True)
