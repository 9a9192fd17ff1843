"""api keys: rotation with a grace period for the previous secret, optional expiry, and the live key a test key
was made from (it counts on that key's quota)

Revision ID: c4e8a1f0b2d6
Revises: 5e1a9c3d7b20
Create Date: 2026-11-27

"""
from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = 'c4e8a1f0b2d6'
down_revision = '5e1a9c3d7b20'
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table('api_keys', schema=None) as batch_op:
        batch_op.add_column(sa.Column('expires_at', sa.DateTime(timezone=True), nullable=True))
        batch_op.add_column(sa.Column('previous_hash', sa.String(length=64), nullable=True))
        batch_op.add_column(sa.Column('previous_expires_at', sa.DateTime(timezone=True), nullable=True))
        batch_op.add_column(sa.Column('live_key_id', sa.Integer(), nullable=True))
        batch_op.create_index(batch_op.f('ix_api_keys_previous_hash'), ['previous_hash'], unique=False)
        batch_op.create_foreign_key(batch_op.f('fk_api_keys_live_key_id_api_keys'), 'api_keys', ['live_key_id'],
                                    ['id'], ondelete='CASCADE')


def downgrade():
    with op.batch_alter_table('api_keys', schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f('fk_api_keys_live_key_id_api_keys'), type_='foreignkey')
        batch_op.drop_index(batch_op.f('ix_api_keys_previous_hash'))
        batch_op.drop_column('live_key_id')
        batch_op.drop_column('previous_expires_at')
        batch_op.drop_column('previous_hash')
        batch_op.drop_column('expires_at')
