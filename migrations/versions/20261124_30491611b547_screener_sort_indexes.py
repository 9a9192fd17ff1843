"""screener sort indexes: one index per offered sort, alone and within an asset class or a risk tier, in the
ORDER BY's own terms (unknown values last, ties by id in the sort's direction); ids and names compared byte
by byte on PostgreSQL (collation "C", as SQLite's BINARY) so both databases sort alike and the indexes match;
the search's word index (product_terms)

Revision ID: 30491611b547
Revises: 8e1c0c81987a
Create Date: 2026-11-24

"""
import re

from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = '30491611b547'
down_revision = '8e1c0c81987a'
branch_labels = None
depends_on = None

SORTS = {  # sort name: (value expression, can it be unknown?), as app/catalogue/models.py SORT_KEYS
    'transparency': ('transparency', False), 'liquidity': ('liquidity_score', False),
    'documented': ('documented', False), 'apy': ('apy', True), 'tvl': ('tvl_usd', True),
    'name': ('lower(name)', False), 'min_investment': ('min_investment_usd', True),
}
PREFIXES = {'': [], '_class': ['asset_class'], '_tier': ['risk_tier']}
KEPT = {'ix_products_transparency', 'ix_products_liquidity', 'ix_products_documented'}  # same columns as before
REFERENCES = ('product_chains', 'product_snapshots')


def _indexes():
    """(name, columns) of every sort index, as the models declare them."""
    for sort, (value, nullable) in SORTS.items():
        for suffix, prefix in PREFIXES.items():
            name = f'ix_products_{sort}{suffix}'
            if not nullable:
                yield name, [*prefix, sa.text(value) if '(' in value else value, 'id']
                continue
            yield name, [*prefix, sa.text(f'({value} IS NULL)'), value, 'id']
            yield f'{name}_desc', [*prefix, sa.text(f'({value} IS NULL)'), sa.text(f'{value} DESC'), sa.text('id DESC')]


def _collate(collation):
    """PostgreSQL: products.id, products.name and the ids that reference products in `collation`."""
    if op.get_bind().dialect.name != 'postgresql':
        return
    clause = f' COLLATE "{collation}"' if collation else ' COLLATE "default"'
    for table in REFERENCES:
        op.drop_constraint(f'fk_{table}_product_id_products', table, type_='foreignkey')
    op.execute(f'ALTER TABLE products ALTER COLUMN id TYPE VARCHAR(80){clause}, '
               f'ALTER COLUMN name TYPE VARCHAR(200){clause}')
    for table in REFERENCES:
        op.execute(f'ALTER TABLE {table} ALTER COLUMN product_id TYPE VARCHAR(80){clause}')
        op.create_foreign_key(f'fk_{table}_product_id_products', table, 'products', ['product_id'], ['id'],
                              ondelete='CASCADE')


def _terms():
    """product_terms from each product's search text, as app/catalogue/query.py search_terms() splits it."""
    term = sa.String(length=80).with_variant(sa.String(length=80, collation='C'), 'postgresql')
    table = op.create_table('product_terms',
    sa.Column('term', term, nullable=False),
    sa.Column('product_id', sa.String(length=80).with_variant(sa.String(length=80, collation='C'), 'postgresql'),
              nullable=False),
    sa.ForeignKeyConstraint(['product_id'], ['products.id'], name=op.f('fk_product_terms_product_id_products'),
                            ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('term', 'product_id', name=op.f('pk_product_terms'))
    )
    op.create_index('ix_product_terms_product', 'product_terms', ['product_id', 'term'], unique=False)
    words = re.compile(r'[^\W_]+')
    rows = op.get_bind().execute(sa.text('SELECT id, search_text FROM products')).all()
    found = [{'term': t, 'product_id': ident} for ident, text in rows
             for t in dict.fromkeys(w[:80] for w in words.findall((text or '').lower()))]
    if found:
        op.bulk_insert(table, found)


def upgrade():
    _collate('C')
    for name in ('ix_products_asset_class', 'ix_products_apy', 'ix_products_tvl', 'ix_products_min_investment'):
        op.drop_index(name, table_name='products')
    for name, columns in _indexes():
        if name not in KEPT:
            op.create_index(name, 'products', columns, unique=False)
    _terms()


def downgrade():
    op.drop_index('ix_product_terms_product', table_name='product_terms')
    op.drop_table('product_terms')
    for name, _columns in _indexes():
        if name not in KEPT:
            op.drop_index(name, table_name='products')
    op.create_index('ix_products_asset_class', 'products', ['asset_class'], unique=False)
    op.create_index('ix_products_apy', 'products', ['apy', 'id'], unique=False)
    op.create_index('ix_products_tvl', 'products', ['tvl_usd', 'id'], unique=False)
    op.create_index('ix_products_min_investment', 'products', ['min_investment_usd'], unique=False)
    _collate(None)
