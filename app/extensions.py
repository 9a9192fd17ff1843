"""The shared extension instances: db, migrate, api (flask-smorest), limiter."""

from __future__ import annotations

from functools import cache

from flask_limiter import Limiter
from flask_limiter.util import get_remote_address
from flask_migrate import Migrate
from flask_smorest import Api
from flask_smorest import Blueprint as SmorestBlueprint
from flask_sqlalchemy import SQLAlchemy
from marshmallow import RAISE, Schema
from sqlalchemy import MetaData
from sqlalchemy.orm import DeclarativeBase
from webargs.flaskparser import FlaskParser

from app.platform.meta import ErrorSchema
from app.platform.session import Session

NAMING = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING)


class Parser(FlaskParser):
    """Request parser: invalid input is a 400 with per-field messages, never a 422; a query parameter the
    operation does not declare is refused like a bad value ("Unknown field."), whatever its schema's Meta says
    (pages read their query strings themselves and stay lenient)."""

    DEFAULT_VALIDATION_STATUS = 400
    DEFAULT_UNKNOWN_BY_LOCATION = {**FlaskParser.DEFAULT_UNKNOWN_BY_LOCATION, "query": RAISE, "querystring": RAISE}

    def _raw_load_json(self, req):
        """The body the request guard already parsed and checked (app/platform/requests.py), parsed once."""
        cached = getattr(req, "_cached_json", (Ellipsis, Ellipsis))[0]
        return super()._raw_load_json(req) if cached is Ellipsis else cached

    def _get_schema(self, argmap, req):
        """One instance per arguments schema class, not one per request (building a schema copies its fields)."""
        if isinstance(argmap, type) and issubclass(argmap, Schema):
            return _instance(argmap)
        return super()._get_schema(argmap, req)


@cache
def _instance(schema_class: type[Schema]) -> Schema:
    return schema_class()


class Blueprint(SmorestBlueprint):
    """An operation's `@blp.doc(summary=...)` is its short title; its docstring then becomes its description."""

    ARGUMENTS_PARSER = Parser()

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._prepare_doc_cbks.append(_docstring_as_description)


def _docstring_as_description(doc: dict, doc_info: dict, **_kwargs) -> dict:
    manual, docstring = doc_info.get("manual_doc", {}), doc_info.get("docstring", {})
    if "summary" in manual and "description" not in manual:
        text = "\n\n".join(part for part in (docstring.get("summary"), docstring.get("description")) if part)
        doc_info["docstring"] = {"description": text} if text else {}
    return doc


class SvcApi(Api):
    """flask-smorest Api whose error handling is the hub's one envelope."""

    ERROR_SCHEMA = ErrorSchema

    def _register_error_handlers(self):
        from app.platform.errors import register_error_handlers

        register_error_handlers(self._app)


db = SQLAlchemy(model_class=Base, session_options={"class_": Session})
migrate = Migrate()
api = SvcApi()
limiter = Limiter(key_func=get_remote_address)
