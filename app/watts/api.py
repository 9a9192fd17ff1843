"""The Watts Reserve API under /api/v1/watts: reservations (reserve, read, confirm, settle, cancel), capacity
offers (publish, board, match, withdraw), the secondary listing board (list, interest, withdraw) and the keyless
demos under /demo (rate limited; nothing is stored, reserved or minted).

Everything but the demos needs a premium or enterprise key; a key sees and moves only its own reservations,
offers and listings (another key's answers 404), and reads the boards.
"""

from __future__ import annotations

from flask.views import MethodView

from app.extensions import Blueprint
from app.platform.auth import current_key, door_limit, require_premium
from app.platform.ids import id_parameter
from app.watts import listings, offers, service
from app.watts.schemas import (
    BoardArgs,
    InterestBody,
    InterestRead,
    ListingBoard,
    ListingBody,
    ListingRead,
    MatchRead,
    OfferBoard,
    OfferBoardArgs,
    OfferBody,
    OfferRead,
    Profile,
    ReservationList,
    ReservationListArgs,
    ReservationRead,
    SettleBody,
)

blp = Blueprint("watts", __name__, url_prefix="/api/v1/watts",
                description="Watts Reserve: reserve capacity, confirm (a unit is minted), settle (it is retired).")
STATE = "invalid_state: the reservation is not in the state this move starts from; nothing changed"


@blp.route("/reserve")
class Reserve(MethodView):
    @require_premium
    @blp.arguments(ReservationListArgs, location="query")
    @blp.response(200, ReservationList)
    @blp.doc(operationId="listReservations", summary="List reservations")
    def get(self, args):
        """This key's reservations, newest first; filter status."""
        return service.mine(args, current_key())

    @require_premium
    @blp.arguments(Profile)
    @blp.response(201, ReservationRead)
    @blp.doc(operationId="createReservation", summary="Create a reservation")
    def post(self, body):
        """Store a reservation intent (pending_confirm) with its best match among the open offers and its
        deterministic match_score; nothing is minted or reserved until it is confirmed."""
        return service.reserve(body, current_key())


@blp.route("/reserve/<string:reservation_id>")
class ReservationOne(MethodView):
    @require_premium
    @blp.response(200, ReservationRead)
    @blp.alt_response(404, description="No reservation of this key has that id")
    @blp.doc(operationId="getReservation", summary="Get a reservation")
    def get(self, reservation_id):
        """One of this key's reservations (an unconfirmed one whose window has ended reads as expired)."""
        return service.read(reservation_id, current_key())


@blp.route("/reserve/<string:reservation_id>/confirm")
class Confirm(MethodView):
    @require_premium
    @blp.response(200, ReservationRead)
    @blp.alt_response(409, description=STATE + "; overbooked: the offer lacks the capacity; offer_unavailable; "
                                               "conflict: another confirmation took the capacity at the same moment")
    @blp.doc(operationId="confirmReservation", summary="Confirm a reservation")
    def post(self, reservation_id):
        """pending_confirm -> confirmed: the offer's capacity is held and a CFU-E (firm) or CFU-F (flex) is minted
        with attributes.reservation_id, in one transaction."""
        return service.confirm(reservation_id, current_key())


@blp.route("/reserve/<string:reservation_id>/settle")
class Settle(MethodView):
    @require_premium
    @blp.arguments(SettleBody)
    @blp.response(200, ReservationRead)
    @blp.alt_response(409, description=STATE)
    @blp.doc(operationId="settleReservation", summary="Settle a reservation")
    def post(self, body, reservation_id):
        """confirmed -> settled: the delivery is recorded and the linked unit retired, in one transaction."""
        return service.settle(reservation_id, body, current_key())


@blp.route("/reserve/<string:reservation_id>/cancel")
class Cancel(MethodView):
    @require_premium
    @blp.response(200, ReservationRead)
    @blp.alt_response(409, description=STATE)
    @blp.doc(operationId="cancelReservation", summary="Cancel a reservation")
    def post(self, reservation_id):
        """pending_confirm -> cancelled, by its owner."""
        return service.cancel(reservation_id, current_key())


@blp.route("/offers")
class Offers(MethodView):
    @require_premium
    @blp.arguments(OfferBoardArgs, location="query")
    @blp.response(200, OfferBoard)
    @blp.doc(operationId="listOffers", summary="List offers")
    def get(self, args):
        """The offer board: status (default open), mine=1, country, firmness, generation_source; earliest first,
        each with its free capacity."""
        return offers.board(args, current_key())

    @require_premium
    @blp.arguments(OfferBody)
    @blp.response(201, OfferRead)
    @blp.doc(operationId="createOffer", summary="Publish an offer")
    def post(self, body):
        """Publish a capacity window: capacity_kw from window.start to window.end in a zone."""
        return offers.publish(body, current_key())


@blp.route("/offers/match")
class OfferMatch(MethodView):
    @require_premium
    @blp.arguments(Profile)
    @blp.response(200, MatchRead)
    @blp.doc(operationId="matchOffers", summary="Match offers")
    def post(self, body):
        """Rank the open offers against a buyer's profile, with each match's parts; nothing is stored."""
        return offers.match_offers(body, current_key())


OFFER_ID = id_parameter("offer_id", "The offer's id (wof_ and 24 characters).", "wof")


@blp.route("/offers/<string:offer_id>", parameters=[OFFER_ID])
class OfferOne(MethodView):
    @require_premium
    @blp.response(200, OfferRead)
    @blp.doc(operationId="getOffer", summary="Get an offer")
    def get(self, offer_id):
        """An offer of the board, with its free capacity."""
        return offers.read(offer_id, current_key())


@blp.route("/offers/<string:offer_id>/withdraw", parameters=[OFFER_ID])
class OfferWithdraw(MethodView):
    @require_premium
    @blp.response(200, OfferRead)
    @blp.alt_response(409, description="invalid_state: already withdrawn")
    @blp.doc(operationId="withdrawOffer", summary="Withdraw an offer")
    def post(self, offer_id):
        """open -> withdrawn, by its publisher; confirmed reservations keep their capacity and units."""
        return offers.withdraw(offer_id, current_key())


@blp.route("/secondary")
class Secondary(MethodView):
    @require_premium
    @blp.arguments(BoardArgs, location="query")
    @blp.response(200, ListingBoard)
    @blp.doc(operationId="listListings", summary="List secondary listings")
    def get(self, args):
        """The listing board: status (default open), mine=1; newest first."""
        return listings.board(args, current_key())

    @require_premium
    @blp.arguments(ListingBody)
    @blp.response(201, ListingRead)
    @blp.alt_response(404, description="No reservation of this key has that reservation_id")
    @blp.doc(operationId="createListing", summary="Create a secondary listing")
    def post(self, body):
        """List one of this key's confirmed or settled reservations at an indicative price (non-binding);
        compare_ref_id (a catalogue product) gives compare_url."""
        return listings.create(body, current_key())


@blp.route("/secondary/<string:listing_id>")
class ListingOne(MethodView):
    @require_premium
    @blp.response(200, ListingRead)
    @blp.doc(operationId="getListing", summary="Get a secondary listing")
    def get(self, listing_id):
        """A listing; its owner also sees the interest recorded."""
        return listings.read(listing_id, current_key())


@blp.route("/secondary/<string:listing_id>/interest")
class ListingInterest(MethodView):
    @require_premium
    @blp.arguments(InterestBody)
    @blp.response(201, InterestRead, description="The first interest of this key in the listing, recorded")
    @blp.alt_response(200, schema=InterestRead,
                      description="A repeat: this key's interest was already recorded; its note is updated, nothing "
                                  "else changes")
    @blp.alt_response(409, description="own_listing, or invalid_state: withdrawn")
    @blp.doc(operationId="createListingInterest", summary="Record interest in a listing")
    def post(self, body, listing_id):
        """Record a non-binding interest in another key's open listing: 201 the first time, 200 for a repeat
        (one interest per key and listing; the repeat updates its note)."""
        return listings.interest(listing_id, body, current_key())


@blp.route("/secondary/<string:listing_id>/withdraw")
class ListingWithdraw(MethodView):
    @require_premium
    @blp.response(200, ListingRead)
    @blp.alt_response(409, description="invalid_state: already withdrawn")
    @blp.doc(operationId="withdrawListing", summary="Withdraw a listing")
    def post(self, listing_id):
        """open -> withdrawn, by its owner."""
        return listings.withdraw(listing_id, current_key())


@blp.route("/demo/reserve")
class DemoReserve(MethodView):
    @door_limit("SVC_WATTS_DEMO_LIMIT", "watts-demo")
    @blp.arguments(Profile)
    @blp.response(200, ReservationRead)
    @blp.doc(operationId="demoCreateReservation", summary="Try a reservation without a key")
    def post(self, body):
        """The intent a reservation would store, without a key: computed, never stored, never minted."""
        return service.preview(body)


@blp.route("/demo/offers/match")
class DemoMatch(MethodView):
    @door_limit("SVC_WATTS_DEMO_LIMIT", "watts-demo")
    @blp.arguments(Profile)
    @blp.response(200, MatchRead)
    @blp.doc(operationId="demoMatchOffers", summary="Try offer matching without a key")
    def post(self, body):
        """Rank the open offers for a buyer's profile without a key; nothing is stored."""
        return offers.match_offers(body, None)
