"""platform counters (key revocation version) and the event version in the outbox

Revision ID: 3c1e7a9d2f10
Revises: b5e16b6aa7c5
Create Date: 2026-11-23

"""
from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = '3c1e7a9d2f10'
down_revision = 'b5e16b6aa7c5'
branch_labels = None
depends_on = None


def upgrade():
    op.create_table('platform_counters',
    sa.Column('name', sa.String(length=40), nullable=False),
    sa.Column('value', sa.Integer(), nullable=False),
    sa.PrimaryKeyConstraint('name', name=op.f('pk_platform_counters'))
    )
    with op.batch_alter_table('outbox_events', schema=None) as batch_op:
        batch_op.add_column(sa.Column('version', sa.Integer(), server_default='1', nullable=False))


def downgrade():
    with op.batch_alter_table('outbox_events', schema=None) as batch_op:
        batch_op.drop_column('version')
    op.drop_table('platform_counters')
