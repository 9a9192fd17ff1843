"""watts reserve: producers' capacity offers (versioned, so racing confirms cannot both take capacity), buyers'
reservation intents with their match and linked unit, secondary listings and the interest shown in them

Revision ID: 3d4820f11f6c
Revises: 9088a833cc32
Create Date: 2026-11-24

"""
from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = '3d4820f11f6c'
down_revision = '9088a833cc32'
branch_labels = None
depends_on = None


def upgrade():
    op.create_table('watts_offers',
    sa.Column('id', sa.String(length=40), nullable=False),
    sa.Column('owner_key_id', sa.Integer(), nullable=True),
    sa.Column('status', sa.String(length=12), nullable=False),
    sa.Column('window_start', sa.DateTime(timezone=True), nullable=False),
    sa.Column('window_end', sa.DateTime(timezone=True), nullable=False),
    sa.Column('capacity_kw', sa.Float(), nullable=False),
    sa.Column('country', sa.String(length=2), nullable=False),
    sa.Column('zone_id', sa.String(length=32), nullable=True),
    sa.Column('firmness', sa.String(length=8), nullable=False),
    sa.Column('generation_source', sa.String(length=16), nullable=False),
    sa.Column('label', sa.String(length=120), nullable=False),
    sa.Column('version', sa.Integer(), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('withdrawn_at', sa.DateTime(timezone=True), nullable=True),
    sa.CheckConstraint("status IN ('open', 'withdrawn')", name=op.f('ck_watts_offers_status')),
    sa.CheckConstraint('capacity_kw > 0', name=op.f('ck_watts_offers_capacity')),
    sa.CheckConstraint('window_end > window_start', name=op.f('ck_watts_offers_window')),
    sa.ForeignKeyConstraint(['owner_key_id'], ['api_keys.id'], name=op.f('fk_watts_offers_owner_key_id_api_keys'), ondelete='SET NULL'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_watts_offers'))
    )
    with op.batch_alter_table('watts_offers', schema=None) as batch_op:
        batch_op.create_index('ix_watts_offers_board', ['status', 'window_start'], unique=False)
        batch_op.create_index('ix_watts_offers_owner', ['owner_key_id', 'created_at'], unique=False)

    op.create_table('watts_reservations',
    sa.Column('id', sa.String(length=40), nullable=False),
    sa.Column('owner_key_id', sa.Integer(), nullable=True),
    sa.Column('status', sa.String(length=16), nullable=False),
    sa.Column('window_start', sa.DateTime(timezone=True), nullable=False),
    sa.Column('window_end', sa.DateTime(timezone=True), nullable=False),
    sa.Column('energy_kwh', sa.Float(), nullable=False),
    sa.Column('country', sa.String(length=2), nullable=False),
    sa.Column('zone_id', sa.String(length=32), nullable=True),
    sa.Column('carbon_max', sa.Float(), nullable=False),
    sa.Column('firmness', sa.String(length=8), nullable=False),
    sa.Column('generation_source', sa.String(length=16), nullable=True),
    sa.Column('offer_id', sa.String(length=40), nullable=True),
    sa.Column('match_score', sa.Float(), nullable=False),
    sa.Column('match', sa.JSON(), nullable=False),
    sa.Column('reserved_kw', sa.Float(), nullable=True),
    sa.Column('unit_id', sa.String(length=40), nullable=True),
    sa.Column('delivery_ref', sa.String(length=128), nullable=True),
    sa.Column('energy_kwh_delivered', sa.Float(), nullable=True),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('confirmed_at', sa.DateTime(timezone=True), nullable=True),
    sa.Column('settled_at', sa.DateTime(timezone=True), nullable=True),
    sa.Column('closed_at', sa.DateTime(timezone=True), nullable=True),
    sa.CheckConstraint("(status IN ('confirmed', 'settled')) = (unit_id IS NOT NULL)", name=op.f('ck_watts_reservations_unit')),
    sa.CheckConstraint("status IN ('pending_confirm', 'confirmed', 'settled', 'cancelled', 'expired')", name=op.f('ck_watts_reservations_status')),
    sa.CheckConstraint('energy_kwh > 0', name=op.f('ck_watts_reservations_energy')),
    sa.CheckConstraint('window_end > window_start', name=op.f('ck_watts_reservations_window')),
    sa.ForeignKeyConstraint(['offer_id'], ['watts_offers.id'], name=op.f('fk_watts_reservations_offer_id_watts_offers'), ondelete='RESTRICT'),
    sa.ForeignKeyConstraint(['owner_key_id'], ['api_keys.id'], name=op.f('fk_watts_reservations_owner_key_id_api_keys'), ondelete='SET NULL'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_watts_reservations'))
    )
    with op.batch_alter_table('watts_reservations', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_watts_reservations_offer_id'), ['offer_id'], unique=False)
        batch_op.create_index('ix_watts_reservations_owner', ['owner_key_id', 'created_at'], unique=False)

    op.create_table('watts_listings',
    sa.Column('id', sa.String(length=40), nullable=False),
    sa.Column('owner_key_id', sa.Integer(), nullable=True),
    sa.Column('reservation_id', sa.String(length=40), nullable=False),
    sa.Column('status', sa.String(length=12), nullable=False),
    sa.Column('indicative_price_eur', sa.Float(), nullable=False),
    sa.Column('compare_ref_id', sa.String(length=64), nullable=True),
    sa.Column('label', sa.String(length=120), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('withdrawn_at', sa.DateTime(timezone=True), nullable=True),
    sa.CheckConstraint("status IN ('open', 'withdrawn')", name=op.f('ck_watts_listings_status')),
    sa.CheckConstraint('indicative_price_eur > 0', name=op.f('ck_watts_listings_price')),
    sa.ForeignKeyConstraint(['owner_key_id'], ['api_keys.id'], name=op.f('fk_watts_listings_owner_key_id_api_keys'), ondelete='SET NULL'),
    sa.ForeignKeyConstraint(['reservation_id'], ['watts_reservations.id'], name=op.f('fk_watts_listings_reservation_id_watts_reservations'), ondelete='RESTRICT'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_watts_listings'))
    )
    with op.batch_alter_table('watts_listings', schema=None) as batch_op:
        batch_op.create_index('ix_watts_listings_board', ['status', 'created_at'], unique=False)
        batch_op.create_index('uq_watts_listings_open', ['reservation_id'], unique=True, sqlite_where=sa.text("status = 'open'"), postgresql_where=sa.text("status = 'open'"))
        batch_op.create_index(batch_op.f('ix_watts_listings_reservation_id'), ['reservation_id'], unique=False)

    op.create_table('watts_interests',
    sa.Column('id', sa.Integer(), autoincrement=True, nullable=False),
    sa.Column('listing_id', sa.String(length=40), nullable=False),
    sa.Column('key_id', sa.Integer(), nullable=False),
    sa.Column('note', sa.String(length=500), nullable=True),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['key_id'], ['api_keys.id'], name=op.f('fk_watts_interests_key_id_api_keys'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['listing_id'], ['watts_listings.id'], name=op.f('fk_watts_interests_listing_id_watts_listings'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_watts_interests')),
    sa.UniqueConstraint('listing_id', 'key_id', name='one_per_key')
    )


def downgrade():
    op.drop_table('watts_interests')
    with op.batch_alter_table('watts_listings', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_watts_listings_reservation_id'))
        batch_op.drop_index('uq_watts_listings_open')
        batch_op.drop_index('ix_watts_listings_board')

    op.drop_table('watts_listings')
    with op.batch_alter_table('watts_reservations', schema=None) as batch_op:
        batch_op.drop_index('ix_watts_reservations_owner')
        batch_op.drop_index(batch_op.f('ix_watts_reservations_offer_id'))

    op.drop_table('watts_reservations')
    with op.batch_alter_table('watts_offers', schema=None) as batch_op:
        batch_op.drop_index('ix_watts_offers_owner')
        batch_op.drop_index('ix_watts_offers_board')

    op.drop_table('watts_offers')
