"""flask catalogue import FILE: load products from CSV or JSON, row by row, with a summary."""

import csv
import json
from pathlib import Path

import click
from flask.cli import AppGroup

from app.catalogue import service
from app.platform.db import unit_of_work

catalogue_cli = AppGroup("catalogue", help="Manage the product catalogue.")


def read_rows(path: Path) -> list:
    """Rows of a CSV file (header line) or a JSON file (a list, or {"products": [...]})."""
    text = path.read_text(encoding="utf-8-sig")
    if path.suffix.lower() == ".json":
        data = json.loads(text)
        rows = data.get("products") if isinstance(data, dict) else data
        if not isinstance(rows, list):
            raise click.ClickException("JSON must be a list of products or an object with a 'products' list.")
        return rows
    return list(csv.DictReader(text.splitlines()))


@catalogue_cli.command("import")
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
def import_file(file: Path):
    """Import products from FILE (CSV or JSON); invalid rows are listed and not written."""
    try:
        rows = read_rows(file)
    except (json.JSONDecodeError, UnicodeDecodeError, csv.Error) as error:
        raise click.ClickException(f"cannot read {file}: {error}") from error
    with unit_of_work(), click.progressbar(length=len(rows), label="importing") as bar:
        report = service.import_rows(rows, progress=bar.update)
    click.echo(report.summary())
    for rejected in report.rejected:
        reasons = "; ".join(f"{k}: {', '.join(map(str, v)) if isinstance(v, list) else v}"
                            for k, v in rejected["reasons"].items())
        click.echo(f"  row {rejected['index'] + 1} ({rejected['id'] or 'no id'}): {reasons}")
    if report.rejected and not report.accepted:
        raise SystemExit(1)


@catalogue_cli.command("refresh")
def refresh_command():
    """Pull the live source (CATALOGUE_SOURCE); on failure keep serving the cache (drift: stale_cache)."""
    with unit_of_work():
        result = service.refresh()
    if result["status"] == "not_configured":
        click.echo("no live source configured (CATALOGUE_SOURCE, CATALOGUE_SOURCE_URL): serving the dated snapshot")
    elif result["status"] == "failed":
        click.echo(f"refresh failed, serving the cache: {result['error']}")
        raise SystemExit(1)
    else:
        click.echo(f"refreshed from {result['source']}: {result['accepted']} accepted, {result['rejected']} rejected, "
                   f"{len(result['missing_ids'])} missing from the source")
        for product_id, whys in sorted(result["kept"].items()):
            click.echo(f"  {product_id}: {'; '.join(whys)}")
