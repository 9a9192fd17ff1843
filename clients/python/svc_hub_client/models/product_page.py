from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.meta import Meta
  from ..models.product_read import ProductRead
  from ..models.screener_query_read import ScreenerQueryRead





T = TypeVar("T", bound="ProductPage")



@_attrs_define
class ProductPage:
    """ 
        Attributes:
            as_of (str):
            disclaimer (str):
            limit (int):
            meta (Meta):
            next_ (None | str): URL of the next page, or null
            offset (int):
            page (int): The page the first product falls on
            pages (int):
            previous (None | str): URL of the previous page, or null
            products (list[ProductRead]):
            query (ScreenerQueryRead):
            total (int):
     """

    as_of: str
    disclaimer: str
    limit: int
    meta: Meta
    next_: None | str
    offset: int
    page: int
    pages: int
    previous: None | str
    products: list[ProductRead]
    query: ScreenerQueryRead
    total: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.product_read import ProductRead # noqa: PLC0415
        from ..models.screener_query_read import ScreenerQueryRead # noqa: PLC0415
        as_of = self.as_of

        disclaimer = self.disclaimer

        limit = self.limit

        meta = self.meta.to_dict()

        next_: None | str
        next_ = self.next_

        offset = self.offset

        page = self.page

        pages = self.pages

        previous: None | str
        previous = self.previous

        products = []
        for products_item_data in self.products:
            products_item = products_item_data.to_dict()
            products.append(products_item)



        query = self.query.to_dict()

        total = self.total


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "as_of": as_of,
            "disclaimer": disclaimer,
            "limit": limit,
            "meta": meta,
            "next": next_,
            "offset": offset,
            "page": page,
            "pages": pages,
            "previous": previous,
            "products": products,
            "query": query,
            "total": total,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.product_read import ProductRead # noqa: PLC0415
        from ..models.screener_query_read import ScreenerQueryRead # noqa: PLC0415
        d = dict(src_dict)
        as_of = d.pop("as_of")

        disclaimer = d.pop("disclaimer")

        limit = d.pop("limit")

        meta = Meta.from_dict(d.pop("meta"))




        def _parse_next_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_ = _parse_next_(d.pop("next"))


        offset = d.pop("offset")

        page = d.pop("page")

        pages = d.pop("pages")

        def _parse_previous(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        previous = _parse_previous(d.pop("previous"))


        products = []
        _products = d.pop("products")
        for products_item_data in (_products):
            products_item = ProductRead.from_dict(products_item_data)



            products.append(products_item)


        query = ScreenerQueryRead.from_dict(d.pop("query"))




        total = d.pop("total")

        product_page = cls(
            as_of=as_of,
            disclaimer=disclaimer,
            limit=limit,
            meta=meta,
            next_=next_,
            offset=offset,
            page=page,
            pages=pages,
            previous=previous,
            products=products,
            query=query,
            total=total,
        )

        return product_page

