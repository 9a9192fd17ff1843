"""proof-tap: anchored hashes (taps), the Merkle roots that seal them, every signature of a root (seals),
and each key's anchors per UTC month (the free tier's counter)

Revision ID: 453e46a50b2e
Revises: fb46c07894b1
Create Date: 2026-11-24

"""
from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = '453e46a50b2e'
down_revision = 'fb46c07894b1'
branch_labels = None
depends_on = None


def upgrade():
    op.create_table('shield_roots',
    sa.Column('id', sa.String(length=40), nullable=False),
    sa.Column('root', sa.String(length=64), nullable=False),
    sa.Column('tree_size', sa.Integer(), nullable=False),
    sa.Column('sealed_at', sa.DateTime(timezone=True), nullable=False),
    sa.CheckConstraint('tree_size >= 1', name=op.f('ck_shield_roots_size')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_shield_roots')),
    sa.UniqueConstraint('root', name=op.f('uq_shield_roots_root'))
    )
    op.create_table('shield_seals',
    sa.Column('id', sa.Integer(), autoincrement=True, nullable=False),
    sa.Column('root_id', sa.String(length=40), nullable=False),
    sa.Column('signature', sa.String(length=64), nullable=True),
    sa.Column('ed25519_signature', sa.String(length=128), nullable=True),
    sa.Column('signing_key_id', sa.String(length=64), nullable=True),
    sa.Column('signed_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['root_id'], ['shield_roots.id'], name=op.f('fk_shield_seals_root_id_shield_roots'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_shield_seals'))
    )
    with op.batch_alter_table('shield_seals', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_shield_seals_root_id'), ['root_id'], unique=False)

    op.create_table('shield_taps',
    sa.Column('id', sa.String(length=40), nullable=False),
    sa.Column('digest', sa.String(length=64), nullable=False),
    sa.Column('kind', sa.String(length=32), nullable=False),
    sa.Column('owner_key_id', sa.Integer(), nullable=True),
    sa.Column('demo', sa.Boolean(), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('root_id', sa.String(length=40), nullable=True),
    sa.Column('leaf_index', sa.Integer(), nullable=True),
    sa.Column('path', sa.JSON(), nullable=True),
    sa.CheckConstraint('(root_id IS NULL) = (leaf_index IS NULL)', name=op.f('ck_shield_taps_sealed')),
    sa.ForeignKeyConstraint(['owner_key_id'], ['api_keys.id'], name=op.f('fk_shield_taps_owner_key_id_api_keys'), ondelete='SET NULL'),
    sa.ForeignKeyConstraint(['root_id'], ['shield_roots.id'], name=op.f('fk_shield_taps_root_id_shield_roots'), ondelete='RESTRICT'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_shield_taps'))
    )
    with op.batch_alter_table('shield_taps', schema=None) as batch_op:
        batch_op.create_index('ix_shield_taps_owner', ['owner_key_id', 'created_at'], unique=False)
        batch_op.create_index('ix_shield_taps_pending', ['root_id', 'created_at'], unique=False)

    op.create_table('shield_usage',
    sa.Column('owner_key_id', sa.Integer(), nullable=False),
    sa.Column('period', sa.String(length=7), nullable=False),
    sa.Column('used', sa.Integer(), nullable=False),
    sa.ForeignKeyConstraint(['owner_key_id'], ['api_keys.id'], name=op.f('fk_shield_usage_owner_key_id_api_keys'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('owner_key_id', 'period', name=op.f('pk_shield_usage'))
    )


def downgrade():
    op.drop_table('shield_usage')
    with op.batch_alter_table('shield_taps', schema=None) as batch_op:
        batch_op.drop_index('ix_shield_taps_pending')
        batch_op.drop_index('ix_shield_taps_owner')

    op.drop_table('shield_taps')
    with op.batch_alter_table('shield_seals', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_shield_seals_root_id'))

    op.drop_table('shield_seals')
    op.drop_table('shield_roots')
