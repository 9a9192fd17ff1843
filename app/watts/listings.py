"""The secondary listing board: a holder offers a confirmed or settled reservation at an indicative price,
other keys record a non-binding interest, the holder sees who is interested and withdraws the listing.

Listing states: open (on the board, taking interest) -> withdrawn (by its owner; the interest stays recorded). A
reservation has at most one open listing (a partial unique index).
Nothing is sold, transferred or bound through the hub: a listing is a signal between two parties, and the
reservation and its unit stay with their owner whatever interest is shown.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from sqlalchemy import func, select
from sqlalchemy.exc import IntegrityError

from app.extensions import db
from app.platform import livemode
from app.platform.auth import KeyIdentity
from app.platform.clock import utcnow
from app.platform.db import move, savepoint
from app.platform.ids import new_id
from app.platform.listing import Page, Window, page_of
from app.platform.urls import external_url
from app.watts import notices
from app.watts.errors import (
    AlreadyListed,
    InterestRecorded,
    ListingNotFound,
    ListingWithdrawn,
    NotListable,
    OwnListing,
    ReservationNotFound,
    UnknownProduct,
)
from app.watts.models import Interest, Listing, Reservation

LISTABLE = ("confirmed", "settled")


@dataclass(frozen=True)
class ListingShown:
    """A listing as a key sees it: `mine` says whether that key listed it; everyone sees how much interest it drew,
    and that it binds no one."""

    listing: Listing
    mine: bool
    interest_count: int
    binding: ClassVar[bool] = False

    @property
    def compare_url(self) -> str | None:
        """The screener with the catalogue product the holder named in the selection, ready to compare with
        others (a comparison takes 2 to 4 products), if any."""
        ref = self.listing.compare_ref_id
        return external_url("catalogue_pages.screener", picked=ref) if ref else None


@dataclass(frozen=True)
class OwnersListing(ListingShown):
    """A listing as its owner sees it: with the interests recorded, oldest first."""

    interests: list[Interest]


def create(body: dict, key: KeyIdentity) -> ListingShown:
    """List one of the key's confirmed or settled reservations; compare_ref_id must be a catalogue product."""
    intent = db.session.scalar(select(Reservation).where(Reservation.id == body["reservation_id"],
                                                         Reservation.owner_key_id == key.id))
    if intent is None:
        raise ReservationNotFound("No reservation of this key has that id.",
                                  details={"fields": {"reservation_id": ["Not a reservation of this key."]}})
    if intent.status not in LISTABLE:
        raise NotListable(f"A {intent.status} reservation cannot be listed: only a confirmed or settled one.",
                          state=intent.status)
    if body.get("compare_ref_id"):
        _known_product(body["compare_ref_id"])
    listing = Listing(id=new_id("wls"), owner_key_id=key.id, reservation_id=intent.id, status="open",
                      indicative_price_eur=body["indicative_price_eur"], compare_ref_id=body.get("compare_ref_id"),
                      label=body["label"], created_at=utcnow())
    try:
        with savepoint():
            db.session.add(listing)
            db.session.flush()
    except IntegrityError as error:  # one open listing per reservation: the index decides
        raise AlreadyListed("This reservation has an open listing: withdraw it to list it again.") from error
    return view(listing, key)


def _known_product(product_id: str) -> None:
    from app.catalogue.service import names

    if product_id not in names([product_id]):
        raise UnknownProduct(f"No catalogue product {product_id!r} to compare with.",
                             details={"fields": {"compare_ref_id": ["Not a catalogue product id."]}})


def _get(listing_id: str, key: KeyIdentity) -> Listing:
    listing = db.session.scalar(select(Listing).where(Listing.id == listing_id,
                                                      livemode.visible(Listing.owner_key_id, key))) \
        if isinstance(listing_id, str) else None
    if listing is None:
        raise ListingNotFound()
    return listing


def read(listing_id: str, key: KeyIdentity) -> ListingShown:
    """A listing; its owner also sees the interests recorded."""
    return view(_get(listing_id, key), key)


def board(args: dict, key: KeyIdentity | None) -> Page:
    """Open (or withdrawn) listings, everyone's or this key's, newest first."""
    stmt = select(Listing).where(Listing.status == args["status"], livemode.visible(Listing.owner_key_id, key))
    if args.get("mine") and key is not None:
        stmt = stmt.where(Listing.owner_key_id == key.id)
    page = page_of(stmt.order_by(Listing.created_at.desc(), Listing.id.desc()), Window(args["limit"], args["offset"]),
                   params={"status": args["status"], "mine": 1 if args.get("mine") else None})
    return page.mapped(lambda listing: view(listing, key))


def interest(listing_id: str, body: dict, key: KeyIdentity) -> tuple[Interest, int]:
    """Record (or update) this key's interest in an open listing of another key: 201 new, 200 updated."""
    listing = _get(listing_id, key)
    if listing.owner_key_id == key.id:
        raise OwnListing("A key does not show interest in its own listing.")
    if listing.status != "open":
        raise ListingWithdrawn("This listing is withdrawn.", state=listing.status)
    found = db.session.scalar(select(Interest).where(Interest.listing_id == listing.id, Interest.key_id == key.id))
    if found is not None:
        found.note = body["note"]
        db.session.flush()
        _shown(listing, found, updated=True)
        return found, 200
    try:
        with savepoint():
            found = Interest(listing_id=listing.id, key_id=key.id, note=body["note"], created_at=utcnow())
            db.session.add(found)
            db.session.flush()
    except IntegrityError as error:  # the same key, twice at once: the other request recorded it
        raise InterestRecorded("This interest was just recorded; send it again to update its note.") from error
    _shown(listing, found, updated=False)
    return found, 201


def _shown(listing: Listing, found: Interest, updated: bool) -> None:
    count = db.session.scalar(select(func.count()).select_from(Interest).where(Interest.listing_id == listing.id))
    notices.interest_shown(listing, found, updated, count)


def withdraw(listing_id: str, key: KeyIdentity) -> ListingShown:
    """open -> withdrawn, by its owner (another key's listing is 404)."""
    listing = _get(listing_id, key)
    if listing.owner_key_id != key.id:
        raise ListingNotFound()
    move(listing, "open", "withdrawn", "This listing is already {status}.", withdrawn_at=utcnow())
    return view(listing, key)


def view(listing: Listing, key: KeyIdentity | None) -> ListingShown:
    """A listing as this key sees it; its owner also sees the interests recorded (others see how many)."""
    count = db.session.scalar(select(func.count()).select_from(Interest).where(Interest.listing_id == listing.id))
    if key is None or listing.owner_key_id != key.id:
        return ListingShown(listing, mine=False, interest_count=count)
    interests = list(db.session.scalars(select(Interest).where(Interest.listing_id == listing.id)
                                        .order_by(Interest.created_at, Interest.id)))
    return OwnersListing(listing, mine=True, interest_count=count, interests=interests)
