"""regulatory feed: curated references (dated, linked to the official text, hashed to tell an amendment) and
the subscriptions of premium keys

Revision ID: 1cc5d5b6fbaf
Revises: 8e7cefd573a0
Create Date: 2026-11-24

"""
from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = '1cc5d5b6fbaf'
down_revision = '8e7cefd573a0'
branch_labels = None
depends_on = None


def upgrade():
    op.create_table('regulatory_references',
    sa.Column('id', sa.String(length=80), nullable=False),
    sa.Column('date', sa.String(length=10), nullable=False),
    sa.Column('date_note', sa.Text(), nullable=True),
    sa.Column('jurisdiction', sa.String(length=8), nullable=False),
    sa.Column('tags', sa.JSON(), nullable=False),
    sa.Column('tag_list', sa.String(length=200), nullable=False),
    sa.Column('title', sa.Text(), nullable=False),
    sa.Column('summary', sa.Text(), nullable=False),
    sa.Column('url', sa.Text(), nullable=False),
    sa.Column('requirement', sa.Text(), nullable=True),
    sa.Column('asset_types', sa.JSON(), nullable=False),
    sa.Column('caution', sa.Text(), nullable=True),
    sa.Column('sources', sa.JSON(), nullable=False),
    sa.Column('content_hash', sa.String(length=64), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('updated_at', sa.DateTime(timezone=True), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_regulatory_references'))
    )
    with op.batch_alter_table('regulatory_references', schema=None) as batch_op:
        batch_op.create_index('ix_regulatory_references_date', ['date', 'id'], unique=False)
        batch_op.create_index(batch_op.f('ix_regulatory_references_jurisdiction'), ['jurisdiction'], unique=False)

    op.create_table('regulatory_subscriptions',
    sa.Column('owner_key_id', sa.Integer(), nullable=False),
    sa.Column('jurisdictions', sa.JSON(), nullable=False),
    sa.Column('tags', sa.JSON(), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('updated_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['owner_key_id'], ['api_keys.id'], name=op.f('fk_regulatory_subscriptions_owner_key_id_api_keys'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('owner_key_id', name=op.f('pk_regulatory_subscriptions'))
    )


def downgrade():
    op.drop_table('regulatory_subscriptions')
    with op.batch_alter_table('regulatory_references', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_regulatory_references_jurisdiction'))
        batch_op.drop_index('ix_regulatory_references_date')

    op.drop_table('regulatory_references')
