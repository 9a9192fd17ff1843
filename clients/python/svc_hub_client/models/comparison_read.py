from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.comparison_block import ComparisonBlock
  from ..models.meta import Meta
  from ..models.product_read import ProductRead
  from ..models.screener_query_read import ScreenerQueryRead





T = TypeVar("T", bound="ComparisonRead")



@_attrs_define
class ComparisonRead:
    """ The comparison, signed: content_hash is the SHA-256 of the RFC 8785 JSON of {schema, mode, fetched_at, query (mode
    filters), products (each product's dated figures and source: id, name, issuer, platform, jurisdiction, category,
    risk_tier, apy, apy_basis, apy_as_of, tvl_usd, tvl_as_of, min_investment_usd, transparency_score, liquidity_score,
    source_url, source_class, source_type, source_fetched_at, as_of, pays_yield, jurisdiction_code), highlights,
    highlight_reasons}; drop the answer on /verify to check it.

        Attributes:
            comparison (ComparisonBlock):
            content_hash (str):
            fetched_at (str):
            meta (Meta):
            mode (str): product_ids or filters
            products (list[ProductRead]):
            schema (str):  Example: svc.compare.result.v1.
            ed25519_signature (str | Unset): Ed25519 over the same bytes, base64url
            query (ScreenerQueryRead | Unset):
            signature (str | Unset): HMAC-SHA256 (prefix svc-compare:v1:); absent without ATTEST_SIGNING_KEY
            signing_key_id (str | Unset): kid in /.well-known/svc-signing-keys.json
     """

    comparison: ComparisonBlock
    content_hash: str
    fetched_at: str
    meta: Meta
    mode: str
    products: list[ProductRead]
    schema: str
    ed25519_signature: str | Unset = UNSET
    query: ScreenerQueryRead | Unset = UNSET
    signature: str | Unset = UNSET
    signing_key_id: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.comparison_block import ComparisonBlock # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.product_read import ProductRead # noqa: PLC0415
        from ..models.screener_query_read import ScreenerQueryRead # noqa: PLC0415
        comparison = self.comparison.to_dict()

        content_hash = self.content_hash

        fetched_at = self.fetched_at

        meta = self.meta.to_dict()

        mode = self.mode

        products = []
        for products_item_data in self.products:
            products_item = products_item_data.to_dict()
            products.append(products_item)



        schema = self.schema

        ed25519_signature = self.ed25519_signature

        query: dict[str, Any] | Unset = UNSET
        if not isinstance(self.query, Unset):
            query = self.query.to_dict()

        signature = self.signature

        signing_key_id = self.signing_key_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "comparison": comparison,
            "content_hash": content_hash,
            "fetched_at": fetched_at,
            "meta": meta,
            "mode": mode,
            "products": products,
            "schema": schema,
        })
        if ed25519_signature is not UNSET:
            field_dict["ed25519_signature"] = ed25519_signature
        if query is not UNSET:
            field_dict["query"] = query
        if signature is not UNSET:
            field_dict["signature"] = signature
        if signing_key_id is not UNSET:
            field_dict["signing_key_id"] = signing_key_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.comparison_block import ComparisonBlock # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.product_read import ProductRead # noqa: PLC0415
        from ..models.screener_query_read import ScreenerQueryRead # noqa: PLC0415
        d = dict(src_dict)
        comparison = ComparisonBlock.from_dict(d.pop("comparison"))




        content_hash = d.pop("content_hash")

        fetched_at = d.pop("fetched_at")

        meta = Meta.from_dict(d.pop("meta"))




        mode = d.pop("mode")

        products = []
        _products = d.pop("products")
        for products_item_data in (_products):
            products_item = ProductRead.from_dict(products_item_data)



            products.append(products_item)


        schema = d.pop("schema")

        ed25519_signature = d.pop("ed25519_signature", UNSET)

        _query = d.pop("query", UNSET)
        query: ScreenerQueryRead | Unset
        if isinstance(_query,  Unset):
            query = UNSET
        else:
            query = ScreenerQueryRead.from_dict(_query)




        signature = d.pop("signature", UNSET)

        signing_key_id = d.pop("signing_key_id", UNSET)

        comparison_read = cls(
            comparison=comparison,
            content_hash=content_hash,
            fetched_at=fetched_at,
            meta=meta,
            mode=mode,
            products=products,
            schema=schema,
            ed25519_signature=ed25519_signature,
            query=query,
            signature=signature,
            signing_key_id=signing_key_id,
        )


        comparison_read.additional_properties = d
        return comparison_read

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
