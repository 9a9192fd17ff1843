"""flask regulatory import FILE | refresh: manage the curated references."""

import json
from pathlib import Path

import click
from flask.cli import AppGroup

from app.platform.db import unit_of_work
from app.regulatory import service

regulatory_cli = AppGroup("regulatory", help="Manage the regulatory feed.")


def _say(report: service.ImportReport) -> None:
    click.echo(report.summary())
    for rejected in report.rejected:
        click.echo(f"  rejected {rejected['id']}: {json.dumps(rejected['errors'], ensure_ascii=False)}")


@regulatory_cli.command("import")
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
def import_file(file: Path):
    """Import references from FILE (JSON: a list, or {"references": [...]}); a new or amended one is announced."""
    try:
        data = json.loads(file.read_text(encoding="utf-8"))
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        raise click.ClickException(f"cannot read {file}: {error}") from error
    rows = data.get("references") if isinstance(data, dict) else data
    if not isinstance(rows, list):
        raise click.ClickException("JSON must be a list of references or an object with a 'references' list.")
    with unit_of_work():
        report = service.import_references(rows)
    _say(report)


@regulatory_cli.command("refresh")
def refresh():
    """Import the references at REGULATORY_SOURCE_URL now."""
    try:
        with unit_of_work():
            report = service.refresh()
    except service.SourceError as error:
        raise click.ClickException(f"refresh failed, nothing changed: {error}") from error
    if report is None:
        raise click.ClickException("REGULATORY_SOURCE_URL is not set: the shipped references are served.")
    _say(report)
