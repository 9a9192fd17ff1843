"""Factories of the catalogue: import rows, products imported through the catalogue's own import (inside the
caller's app context, flushed), and changed figures."""

from app.catalogue import facets, service
from app.catalogue.models import Product
from app.extensions import db
from app.platform import counters
from app.platform.clock import utcnow
from app.platform.db import unit_of_work


def product_row(**overrides) -> dict:
    """A valid import row (JSON form) of a made-up bond product; override any field."""
    return {"id": "acme-bond", "name": "Acme Bond", "issuer": "Acme SA", "category": "bonds",
            "source_url": "https://acme.example.org/bond", "as_of": "2026-11-01", "apy": 4.0,
            "chains": ["ethereum"], **overrides}


def product(**overrides) -> Product:
    """A product imported from product_row(**overrides), as an import file's row is (its dated snapshot kept, the
    catalogue's version moved)."""
    report = service.import_rows([product_row(**overrides)])
    assert not report.rejected, report.rejected
    return db.session.get(Product, report.accepted[0])


def set_figures(app, product_id: str, **figures) -> None:
    """Change a catalogue product's figures as a refresh would (a new catalogue version)."""
    with app.app_context(), unit_of_work():
        product = db.session.get(Product, product_id)
        for name, value in figures.items():
            setattr(product, name, value)
        product.updated_at = utcnow()
        counters.bump(facets.VERSION_COUNTER)
        facets.cache().forget()


def every_page(client, query: str = "") -> list[dict]:
    """Every product the public screener answers for `query`, read page after page (100 a page, its most)."""
    products, page = [], 1
    while True:
        body = client.get(f"/api/compare?{query}&limit=100&page={page}").json
        assert body["total"] >= len(body["products"]), body
        products += body["products"]
        if page >= body["pages"]:
            assert len(products) == body["total"]
            return products
        page += 1
