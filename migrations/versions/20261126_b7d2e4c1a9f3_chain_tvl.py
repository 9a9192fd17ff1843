"""catalogue: a product's TVL by chain where a source states it (with the product for its answer, on
product_chains for the market overview's sums)

Revision ID: b7d2e4c1a9f3
Revises: 7b2f4c1d9e3a
Create Date: 2026-11-26

"""
from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = 'b7d2e4c1a9f3'
down_revision = '7b2f4c1d9e3a'
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table('products', schema=None) as batch_op:
        batch_op.add_column(sa.Column('chain_tvl_usd', sa.JSON(none_as_null=True), nullable=True))

    with op.batch_alter_table('product_chains', schema=None) as batch_op:
        batch_op.add_column(sa.Column('tvl_usd', sa.Float(), nullable=True))


def downgrade():
    with op.batch_alter_table('product_chains', schema=None) as batch_op:
        batch_op.drop_column('tvl_usd')

    with op.batch_alter_table('products', schema=None) as batch_op:
        batch_op.drop_column('chain_tvl_usd')
