from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.citation import Citation
  from ..models.drift_entry import DriftEntry
  from ..models.meta import Meta
  from ..models.shortlist_policy import ShortlistPolicy
  from ..models.shortlist_product import ShortlistProduct





T = TypeVar("T", bound="ShortlistRead")



@_attrs_define
class ShortlistRead:
    """ 
        Attributes:
            as_of (str):
            citations (list[Citation]):
            content_hash (str):
            drift (list[DriftEntry]): slug_missing or stale_cache entries
            meta (Meta):
            policy (ShortlistPolicy):
            product_ids (list[str]):
            products (list[ShortlistProduct]):
            schema (str):
            share_url (str):
            signed_fields (list[str]):
            source_type (str):
            taken_at (str):
            ed25519_signature (str | Unset): Ed25519 over the same bytes, base64url
            signature (str | Unset): HMAC-SHA256 (prefix svc-compare:v1:); absent without ATTEST_SIGNING_KEY
            signing_key_id (str | Unset): kid in /.well-known/svc-signing-keys.json
     """

    as_of: str
    citations: list[Citation]
    content_hash: str
    drift: list[DriftEntry]
    meta: Meta
    policy: ShortlistPolicy
    product_ids: list[str]
    products: list[ShortlistProduct]
    schema: str
    share_url: str
    signed_fields: list[str]
    source_type: str
    taken_at: str
    ed25519_signature: str | Unset = UNSET
    signature: str | Unset = UNSET
    signing_key_id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.citation import Citation # noqa: PLC0415
        from ..models.drift_entry import DriftEntry # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.shortlist_policy import ShortlistPolicy # noqa: PLC0415
        from ..models.shortlist_product import ShortlistProduct # noqa: PLC0415
        as_of = self.as_of

        citations = []
        for citations_item_data in self.citations:
            citations_item = citations_item_data.to_dict()
            citations.append(citations_item)



        content_hash = self.content_hash

        drift = []
        for drift_item_data in self.drift:
            drift_item = drift_item_data.to_dict()
            drift.append(drift_item)



        meta = self.meta.to_dict()

        policy = self.policy.to_dict()

        product_ids = self.product_ids



        products = []
        for products_item_data in self.products:
            products_item = products_item_data.to_dict()
            products.append(products_item)



        schema = self.schema

        share_url = self.share_url

        signed_fields = self.signed_fields



        source_type = self.source_type

        taken_at = self.taken_at

        ed25519_signature = self.ed25519_signature

        signature = self.signature

        signing_key_id = self.signing_key_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "as_of": as_of,
            "citations": citations,
            "content_hash": content_hash,
            "drift": drift,
            "meta": meta,
            "policy": policy,
            "product_ids": product_ids,
            "products": products,
            "schema": schema,
            "share_url": share_url,
            "signed_fields": signed_fields,
            "source_type": source_type,
            "taken_at": taken_at,
        })
        if ed25519_signature is not UNSET:
            field_dict["ed25519_signature"] = ed25519_signature
        if signature is not UNSET:
            field_dict["signature"] = signature
        if signing_key_id is not UNSET:
            field_dict["signing_key_id"] = signing_key_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.citation import Citation # noqa: PLC0415
        from ..models.drift_entry import DriftEntry # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.shortlist_policy import ShortlistPolicy # noqa: PLC0415
        from ..models.shortlist_product import ShortlistProduct # noqa: PLC0415
        d = dict(src_dict)
        as_of = d.pop("as_of")

        citations = []
        _citations = d.pop("citations")
        for citations_item_data in (_citations):
            citations_item = Citation.from_dict(citations_item_data)



            citations.append(citations_item)


        content_hash = d.pop("content_hash")

        drift = []
        _drift = d.pop("drift")
        for drift_item_data in (_drift):
            drift_item = DriftEntry.from_dict(drift_item_data)



            drift.append(drift_item)


        meta = Meta.from_dict(d.pop("meta"))




        policy = ShortlistPolicy.from_dict(d.pop("policy"))




        product_ids = cast(list[str], d.pop("product_ids"))


        products = []
        _products = d.pop("products")
        for products_item_data in (_products):
            products_item = ShortlistProduct.from_dict(products_item_data)



            products.append(products_item)


        schema = d.pop("schema")

        share_url = d.pop("share_url")

        signed_fields = cast(list[str], d.pop("signed_fields"))


        source_type = d.pop("source_type")

        taken_at = d.pop("taken_at")

        ed25519_signature = d.pop("ed25519_signature", UNSET)

        signature = d.pop("signature", UNSET)

        signing_key_id = d.pop("signing_key_id", UNSET)

        shortlist_read = cls(
            as_of=as_of,
            citations=citations,
            content_hash=content_hash,
            drift=drift,
            meta=meta,
            policy=policy,
            product_ids=product_ids,
            products=products,
            schema=schema,
            share_url=share_url,
            signed_fields=signed_fields,
            source_type=source_type,
            taken_at=taken_at,
            ed25519_signature=ed25519_signature,
            signature=signature,
            signing_key_id=signing_key_id,
        )

        return shortlist_read

