"""chargeflow units: the signed record of an energy session, a water flow or a flex window, its status, its
companion score; at most one active unit per key, operator and external id (a partial unique index)

Revision ID: 9088a833cc32
Revises: 658ecfc2e38e
Create Date: 2026-11-24

"""
from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = '9088a833cc32'
down_revision = '658ecfc2e38e'
branch_labels = None
depends_on = None


def upgrade():
    op.create_table('cf_units',
    sa.Column('id', sa.String(length=40), nullable=False),
    sa.Column('kind', sa.String(length=1), nullable=False),
    sa.Column('status', sa.String(length=10), nullable=False),
    sa.Column('owner_key_id', sa.Integer(), nullable=True),
    sa.Column('demo', sa.Boolean(), nullable=False),
    sa.Column('operator_id', sa.String(length=64), nullable=False),
    sa.Column('external_id', sa.String(length=128), nullable=False),
    sa.Column('quantity', sa.Float(), nullable=False),
    sa.Column('started_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('ended_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('record', sa.JSON(), nullable=False),
    sa.Column('content_hash', sa.String(length=64), nullable=False),
    sa.Column('signature', sa.String(length=64), nullable=True),
    sa.Column('ed25519_signature', sa.String(length=128), nullable=True),
    sa.Column('signing_key_id', sa.String(length=64), nullable=True),
    sa.Column('enrichment', sa.JSON(), nullable=True),
    sa.Column('meter_data', sa.JSON(), nullable=True),
    sa.Column('minted_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('retired_at', sa.DateTime(timezone=True), nullable=True),
    sa.Column('retire_reason', sa.String(length=500), nullable=True),
    sa.CheckConstraint("(status = 'retired') = (retired_at IS NOT NULL)", name=op.f('ck_cf_units_retired')),
    sa.CheckConstraint("kind IN ('e', 'w', 'f')", name=op.f('ck_cf_units_kind')),
    sa.CheckConstraint("status IN ('active', 'retired')", name=op.f('ck_cf_units_status')),
    sa.CheckConstraint('ended_at > started_at', name=op.f('ck_cf_units_period')),
    sa.CheckConstraint('quantity > 0', name=op.f('ck_cf_units_quantity')),
    sa.ForeignKeyConstraint(['owner_key_id'], ['api_keys.id'], name=op.f('fk_cf_units_owner_key_id_api_keys'), ondelete='SET NULL'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_cf_units'))
    )
    with op.batch_alter_table('cf_units', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_cf_units_content_hash'), ['content_hash'], unique=False)
        batch_op.create_index('ix_cf_units_owner', ['owner_key_id', 'minted_at'], unique=False)
        batch_op.create_index('ix_cf_units_owner_operator', ['owner_key_id', 'operator_id', 'minted_at'], unique=False)
        batch_op.create_index('uq_cf_units_active', ['owner_key_id', 'operator_id', 'external_id'], unique=True, sqlite_where=sa.text("status = 'active'"), postgresql_where=sa.text("status = 'active'"))



def downgrade():
    with op.batch_alter_table('cf_units', schema=None) as batch_op:
        batch_op.drop_index('uq_cf_units_active', sqlite_where=sa.text("status = 'active'"), postgresql_where=sa.text("status = 'active'"))
        batch_op.drop_index('ix_cf_units_owner_operator')
        batch_op.drop_index('ix_cf_units_owner')
        batch_op.drop_index(batch_op.f('ix_cf_units_content_hash'))

    op.drop_table('cf_units')
