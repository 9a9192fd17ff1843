"""issued files: the SHA-256 of every PDF the hub serves, with the signed document it prints

Revision ID: 7b2f4c1d9e3a
Revises: 3d4820f11f6c
Create Date: 2026-11-26

"""
from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = '7b2f4c1d9e3a'
down_revision = '3d4820f11f6c'
branch_labels = None
depends_on = None


def upgrade():
    op.create_table('issued_files',
    sa.Column('sha256', sa.String(length=64), nullable=False),
    sa.Column('media_type', sa.String(length=40), nullable=False),
    sa.Column('kind', sa.String(length=40), nullable=False),
    sa.Column('document_id', sa.String(length=80), nullable=True),
    sa.Column('content_hash', sa.String(length=64), nullable=False),
    sa.Column('signature', sa.String(length=64), nullable=True),
    sa.Column('ed25519_signature', sa.String(length=128), nullable=True),
    sa.Column('signing_key_id', sa.String(length=64), nullable=True),
    sa.Column('document_date', sa.String(length=40), nullable=True),
    sa.Column('verify_url', sa.String(length=1000), nullable=False),
    sa.Column('issued_at', sa.DateTime(timezone=True), nullable=False),
    sa.PrimaryKeyConstraint('sha256', name=op.f('pk_issued_files'))
    )


def downgrade():
    op.drop_table('issued_files')
