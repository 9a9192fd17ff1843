"""idempotency records: the Idempotency-Key of creating requests, with their sealed answers, for 24 hours

Revision ID: 5e1a9c3d7b20
Revises: b7d2e4c1a9f3
Create Date: 2026-11-27

"""
from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = '5e1a9c3d7b20'
down_revision = 'b7d2e4c1a9f3'
branch_labels = None
depends_on = None


def upgrade():
    op.create_table('idempotency_records',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('scope', sa.String(length=80), nullable=False),
    sa.Column('key', sa.String(length=255), nullable=False),
    sa.Column('fingerprint', sa.String(length=64), nullable=False),
    sa.Column('status', sa.String(length=8), nullable=False),
    sa.Column('answer', sa.LargeBinary(), nullable=True),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('completed_at', sa.DateTime(timezone=True), nullable=True),
    sa.CheckConstraint("status IN ('running', 'done')", name=op.f('ck_idempotency_records_status')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_idempotency_records')),
    sa.UniqueConstraint('scope', 'key', name='uq_idempotency_records_scope_key')
    )
    op.create_index('ix_idempotency_records_created_at', 'idempotency_records', ['created_at'], unique=False)


def downgrade():
    op.drop_index('ix_idempotency_records_created_at', table_name='idempotency_records')
    op.drop_table('idempotency_records')
