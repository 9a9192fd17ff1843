"""watts: sample offers (loaded by the seed in the embedded mode, marked sample, never reserved), and a reservation
without a carbon cap

Revision ID: a7c3e9f1d2b4
Revises: c4e8a1f0b2d6
Create Date: 2026-11-27

"""
from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = 'a7c3e9f1d2b4'
down_revision = 'c4e8a1f0b2d6'
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table('watts_offers', schema=None) as batch_op:
        batch_op.add_column(sa.Column('sample', sa.Boolean(), server_default=sa.text('false'), nullable=False))
    with op.batch_alter_table('watts_reservations', schema=None) as batch_op:
        batch_op.alter_column('carbon_max', existing_type=sa.Float(), nullable=True)


def downgrade():
    op.execute("UPDATE watts_reservations SET carbon_max = 2000 WHERE carbon_max IS NULL")
    with op.batch_alter_table('watts_reservations', schema=None) as batch_op:
        batch_op.alter_column('carbon_max', existing_type=sa.Float(), nullable=False)
    op.execute("DELETE FROM watts_offers WHERE sample")
    with op.batch_alter_table('watts_offers', schema=None) as batch_op:
        batch_op.drop_column('sample')
