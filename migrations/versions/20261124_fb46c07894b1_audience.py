"""keyless receivers: an event may be for an audience (a compare alert watcher) rather than a key, and a webhook
may belong to one

Revision ID: fb46c07894b1
Revises: 1cc5d5b6fbaf
Create Date: 2026-11-24

"""
from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = 'fb46c07894b1'
down_revision = '1cc5d5b6fbaf'
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table('outbox_events', schema=None) as batch_op:
        batch_op.add_column(sa.Column('audience', sa.String(length=64), nullable=True))

    with op.batch_alter_table('webhooks', schema=None) as batch_op:
        batch_op.add_column(sa.Column('audience', sa.String(length=64), nullable=True))
        batch_op.alter_column('owner_key_id',
               existing_type=sa.INTEGER(),
               nullable=True)
        batch_op.create_unique_constraint(batch_op.f('uq_webhooks_audience'), ['audience'])



def downgrade():
    with op.batch_alter_table('webhooks', schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f('uq_webhooks_audience'), type_='unique')
        batch_op.alter_column('owner_key_id',
               existing_type=sa.INTEGER(),
               nullable=False)
        batch_op.drop_column('audience')

    with op.batch_alter_table('outbox_events', schema=None) as batch_op:
        batch_op.drop_column('audience')

