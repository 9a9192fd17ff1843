"""hub assistant: conversations (an opaque id, the key that owns it, when it was last used) and their last
turns (each question's search words, never its text; refused or not; the pages cited)

Revision ID: 658ecfc2e38e
Revises: 453e46a50b2e
Create Date: 2026-11-24

"""
from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = '658ecfc2e38e'
down_revision = '453e46a50b2e'
branch_labels = None
depends_on = None


def upgrade():
    op.create_table('copilot_conversations',
    sa.Column('id', sa.String(length=40), nullable=False),
    sa.Column('owner_key_id', sa.Integer(), nullable=True),
    sa.Column('turns', sa.Integer(), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('updated_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['owner_key_id'], ['api_keys.id'], name=op.f('fk_copilot_conversations_owner_key_id_api_keys'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_copilot_conversations'))
    )
    with op.batch_alter_table('copilot_conversations', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_copilot_conversations_owner_key_id'), ['owner_key_id'], unique=False)
        batch_op.create_index(batch_op.f('ix_copilot_conversations_updated_at'), ['updated_at'], unique=False)

    op.create_table('copilot_turns',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('conversation_id', sa.String(length=40), nullable=False),
    sa.Column('turn', sa.Integer(), nullable=False),
    sa.Column('stems', sa.JSON(), nullable=False),
    sa.Column('refused', sa.Boolean(), nullable=False),
    sa.Column('reason', sa.String(length=16), nullable=True),
    sa.Column('cited', sa.JSON(), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['conversation_id'], ['copilot_conversations.id'], name=op.f('fk_copilot_turns_conversation_id_copilot_conversations'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_copilot_turns')),
    sa.UniqueConstraint('conversation_id', 'turn', name=op.f('uq_copilot_turns_conversation_id'))
    )


def downgrade():
    op.drop_table('copilot_turns')
    with op.batch_alter_table('copilot_conversations', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_copilot_conversations_updated_at'))
        batch_op.drop_index(batch_op.f('ix_copilot_conversations_owner_key_id'))

    op.drop_table('copilot_conversations')
