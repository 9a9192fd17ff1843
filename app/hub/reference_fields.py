"""A schema of the OpenAPI document as the rows of a field table: each field under its dotted name (`items[].id`),
its type as a reader needs it (format, nullable, enum), whether it is required and what it means; $refs resolved,
a schema met again inside itself shown once and not walked again, and nothing deeper than MAX_DEPTH."""

from __future__ import annotations

from dataclasses import dataclass, field

MAX_DEPTH = 6
REF = "#/components/"


@dataclass(frozen=True)
class FieldRow:
    """One field of a body: `name` is its dotted path, `depth` how far it is nested (0: a top-level field)."""

    name: str
    depth: int
    type: str
    required: bool = False
    description: str = ""
    enum: list = field(default_factory=list)
    note: str = ""  # "recursive" or "deeper": the walk stopped here, with a reason


def resolve(spec: dict, node: dict | None) -> dict:
    """The node a $ref points to (following $refs until a node without one), or the node itself."""
    seen = 0
    while isinstance(node, dict) and "$ref" in node and seen < 20:
        kind, name = node["$ref"][len(REF):].split("/", 1)
        node, seen = spec.get("components", {}).get(kind, {}).get(name, {}), seen + 1
    return node or {}


def ref_name(node: dict) -> str:
    return node["$ref"].rsplit("/", 1)[-1] if isinstance(node, dict) and "$ref" in node else ""


def enum_of(spec: dict, target: dict) -> list:
    """The values a schema (or the items of an array schema) takes, without the null of a nullable enum."""
    values = target.get("enum") or resolve(spec, target.get("items", {})).get("enum") or []
    return [v for v in values if v is not None]


def _variants(node: dict) -> tuple[list[dict], bool]:
    """The real choices of an anyOf/oneOf and whether null is one: marshmallow writes a nullable nested
    object as anyOf [X, {type: object, nullable: true}]."""
    choices = node.get("anyOf") or node.get("oneOf") or []
    empty = [c for c in choices if c.get("nullable") and "$ref" not in c and not c.get("properties")]
    return [c for c in choices if c not in empty], bool(empty)


def _merged(spec: dict, node: dict) -> dict:
    """An allOf folded into one schema (properties and required lists joined), the node's own keys winning."""
    if "allOf" not in node:
        return node
    merged: dict = {"properties": {}, "required": []}
    for part in node["allOf"]:
        part = _merged(spec, resolve(spec, part))
        for key, value in part.items():
            if key == "properties":
                merged["properties"].update(value)
            elif key == "required":
                merged["required"] += value
            else:
                merged.setdefault(key, value)
    own = {k: v for k, v in node.items() if k != "allOf"}
    return {**merged, **own, "properties": {**merged["properties"], **own.get("properties", {})},
            "required": merged["required"] + own.get("required", [])}


def type_label(spec: dict, node: dict) -> str:
    """`string (date-time), nullable`, `array of Product`, `map of string`, `Meta` (a named object)."""
    name, target = ref_name(node), _merged(spec, resolve(spec, node))
    choices, nullable = _variants(target)
    if choices:
        label = " | ".join(type_label(spec, c) for c in choices)
    elif target.get("type") == "array":
        label = f"array of {type_label(spec, target.get('items', {}))}"
    elif name and (target.get("type") in (None, "object")):
        label = name
    elif target.get("type") == "object" and isinstance(target.get("additionalProperties"), dict) \
            and not target.get("properties"):
        label = f"map of {type_label(spec, target['additionalProperties'])}"
    else:
        label = target.get("type") or ("object" if target.get("properties") else "any")
    if target.get("format"):
        label += f" ({target['format']})"
    if nullable or target.get("nullable") or node.get("nullable"):
        label += ", nullable"
    return label


def _children(spec: dict, node: dict) -> tuple[dict, str, list[str]]:
    """What to walk under a field: (schema with properties, suffix added to the children's names, refs passed)."""
    refs = []
    while True:
        if ref_name(node):
            refs.append(ref_name(node))
        target = _merged(spec, resolve(spec, node))
        choices, _ = _variants(target)
        if len(choices) == 1:
            node = choices[0]
        elif target.get("type") == "array" and target.get("items"):
            node, suffix = target["items"], "[]"
            inner, more, inner_refs = _children(spec, node)
            return inner, suffix + more, refs + inner_refs
        elif target.get("type") == "object" and isinstance(target.get("additionalProperties"), dict) \
                and not target.get("properties"):
            inner, more, inner_refs = _children(spec, target["additionalProperties"])
            return inner, ".*" + more, refs + inner_refs
        else:
            return target, "", refs


def rows(spec: dict, schema: dict | None) -> list[FieldRow]:
    """The field rows of a request or response schema (an array answer's rows are named `[].x`)."""
    if not schema:
        return []
    top, suffix, refs = _children(spec, schema)
    choices, _ = _variants(top)
    if len(choices) > 1:  # one of several shapes: each shape's fields after a row naming it
        out = []
        for choice in choices:
            out.append(FieldRow(ref_name(choice) or type_label(spec, choice), 0, type_label(spec, choice),
                                note="variant"))
            out += _walk(spec, choice, "", 1, tuple(refs))
        return out
    return _properties(spec, top, suffix.lstrip("."), 0, tuple(refs))


def _walk(spec: dict, node: dict, prefix: str, depth: int, chain: tuple[str, ...]) -> list[FieldRow]:
    target, suffix, refs = _children(spec, node)
    return _properties(spec, target, prefix + suffix, depth, chain + tuple(refs))


def _properties(spec: dict, target: dict, prefix: str, depth: int, chain: tuple[str, ...]) -> list[FieldRow]:
    out = []
    required = set(target.get("required", []))
    for name, prop in target.get("properties", {}).items():
        full = f"{prefix}.{name}" if prefix else name
        merged = _merged(spec, resolve(spec, prop))
        enum = enum_of(spec, merged)
        description = prop.get("description") or merged.get("description", "")
        row = dict(name=full, depth=depth, type=type_label(spec, prop), required=name in required,
                   description=description, enum=enum)
        inner, _, refs = _children(spec, prop)
        if not inner.get("properties"):
            out.append(FieldRow(**row))
        elif set(refs) & set(chain):
            out.append(FieldRow(**row, note="recursive"))
        elif depth + 1 >= MAX_DEPTH:
            out.append(FieldRow(**row, note="deeper"))
        else:
            out.append(FieldRow(**row))
            out += _walk(spec, prop, full, depth + 1, chain)
    return out
