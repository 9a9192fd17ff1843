from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.export_row import ExportRow
  from ..models.meta import Meta
  from ..models.screener_query_read import ScreenerQueryRead





T = TypeVar("T", bound="ExportRead")



@_attrs_define
class ExportRead:
    """ 
        Attributes:
            as_of (str): Date of the catalogue
            cap (int): The most rows one export holds (10,000)
            columns (list[str]): The CSV's columns, in order
            count (int):
            disclaimer (str):
            meta (Meta):
            products (list[ExportRow]):
            query (ScreenerQueryRead):
     """

    as_of: str
    cap: int
    columns: list[str]
    count: int
    disclaimer: str
    meta: Meta
    products: list[ExportRow]
    query: ScreenerQueryRead





    def to_dict(self) -> dict[str, Any]:
        from ..models.export_row import ExportRow # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.screener_query_read import ScreenerQueryRead # noqa: PLC0415
        as_of = self.as_of

        cap = self.cap

        columns = self.columns



        count = self.count

        disclaimer = self.disclaimer

        meta = self.meta.to_dict()

        products = []
        for products_item_data in self.products:
            products_item = products_item_data.to_dict()
            products.append(products_item)



        query = self.query.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "as_of": as_of,
            "cap": cap,
            "columns": columns,
            "count": count,
            "disclaimer": disclaimer,
            "meta": meta,
            "products": products,
            "query": query,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.export_row import ExportRow # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.screener_query_read import ScreenerQueryRead # noqa: PLC0415
        d = dict(src_dict)
        as_of = d.pop("as_of")

        cap = d.pop("cap")

        columns = cast(list[str], d.pop("columns"))


        count = d.pop("count")

        disclaimer = d.pop("disclaimer")

        meta = Meta.from_dict(d.pop("meta"))




        products = []
        _products = d.pop("products")
        for products_item_data in (_products):
            products_item = ExportRow.from_dict(products_item_data)



            products.append(products_item)


        query = ScreenerQueryRead.from_dict(d.pop("query"))




        export_read = cls(
            as_of=as_of,
            cap=cap,
            columns=columns,
            count=count,
            disclaimer=disclaimer,
            meta=meta,
            products=products,
            query=query,
        )

        return export_read

