"""catalogue display columns: source class, yield status, jurisdiction code, chains and search text with the
product (one query loads a page), dated points for sparklines, figure dates on snapshots

Revision ID: 8e1c0c81987a
Revises: 3c1e7a9d2f10
Create Date: 2026-11-23

"""
import json

from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = '8e1c0c81987a'
down_revision = '3c1e7a9d2f10'
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table('product_snapshots', schema=None) as batch_op:
        batch_op.add_column(sa.Column('apy_as_of', sa.String(length=10), nullable=True))
        batch_op.add_column(sa.Column('tvl_as_of', sa.String(length=10), nullable=True))

    with op.batch_alter_table('products', schema=None) as batch_op:
        batch_op.add_column(sa.Column('jurisdiction_code', sa.String(length=2), nullable=True))
        batch_op.add_column(sa.Column('pays_yield', sa.Boolean(), nullable=True))
        batch_op.add_column(sa.Column('source_class', sa.String(length=16), server_default='press', nullable=False))
        batch_op.add_column(sa.Column('source_fetched_at', sa.DateTime(timezone=True), nullable=True))
        batch_op.add_column(sa.Column('ticker', sa.String(length=32), nullable=True))
        batch_op.add_column(sa.Column('chain_list', sa.JSON(), server_default='[]', nullable=False))
        batch_op.add_column(sa.Column('search_text', sa.Text(), server_default='', nullable=False))
        batch_op.add_column(sa.Column('points', sa.JSON(), server_default='{}', nullable=False))
        batch_op.drop_index(batch_op.f('ix_products_jurisdiction'))
        batch_op.create_index(batch_op.f('ix_products_jurisdiction_code'), ['jurisdiction_code'], unique=False)
    _backfill()


def _backfill():
    """Existing rows: chains from product_chains, a two-letter jurisdiction as its code, the search text.
    The next import (flask seed re-imports a changed reference catalogue) fills the rest."""
    conn = op.get_bind()
    chains = {}
    for product_id, chain in conn.execute(sa.text("SELECT product_id, chain FROM product_chains ORDER BY position")):
        chains.setdefault(product_id, []).append(chain)
    cast = "CAST(:chains AS JSON)" if conn.dialect.name == "postgresql" else ":chains"
    rows = conn.execute(sa.text("SELECT id, name, issuer, platform, jurisdiction FROM products")).all()
    for ident, name, issuer, platform, jurisdiction in rows:
        code = jurisdiction.strip().upper() if jurisdiction and len(jurisdiction.strip()) == 2 else None
        text = " ".join(v for v in (name, issuer, platform, ident) if v).lower()
        conn.execute(sa.text(f"UPDATE products SET chain_list = {cast}, jurisdiction_code = :code, "
                             "search_text = :text WHERE id = :id"),
                     {"chains": json.dumps(chains.get(ident, [])), "code": code, "text": text, "id": ident})



def downgrade():
    with op.batch_alter_table('products', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_products_jurisdiction_code'))
        batch_op.create_index(batch_op.f('ix_products_jurisdiction'), ['jurisdiction'], unique=False)
        batch_op.drop_column('points')
        batch_op.drop_column('search_text')
        batch_op.drop_column('chain_list')
        batch_op.drop_column('ticker')
        batch_op.drop_column('source_fetched_at')
        batch_op.drop_column('source_class')
        batch_op.drop_column('pays_yield')
        batch_op.drop_column('jurisdiction_code')

    with op.batch_alter_table('product_snapshots', schema=None) as batch_op:
        batch_op.drop_column('tvl_as_of')
        batch_op.drop_column('apy_as_of')

