"""The export record contract: one list of fields gives the JSON Schema and the Parquet schema.

Every exported record has every field of its level, in this order, with an
explicit ``null`` where there is no value; nothing else. The JSON Schemas
(``newsfold/schemas/article.schema.json``, ``story.schema.json``) are
generated from :data:`ARTICLE_FIELDS` and :data:`STORY_FIELDS` and shipped in
the package; a test checks the shipped files equal what this module makes
(``python -m newsfold.export_schema`` rewrites them). The Parquet schema is
fixed and typed from the same list (timestamps as UTC timestamps, lists and
nested records typed), also for an empty export.

:data:`SCHEMA_VERSION` follows semantic versioning: a new field is a minor
version, a removed or retyped one would be a major one (the contract says never).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from newsfold.models import ARTICLE_SPECS, RECORD_SPECS, Spec

__all__ = [
    "ARTICLE_FIELDS",
    "SCHEMA_VERSION",
    "STORY_FIELDS",
    "Field",
    "arrow_schema",
    "fields_for",
    "json_schema",
    "load_schema",
]

SCHEMA_VERSION = "1.2.0"


@dataclass(frozen=True, slots=True)
class Field:
    """One exported field: name, kind, whether it may be null, what it means."""

    name: str
    kind: str
    nullable: bool
    doc: str
    enum: tuple[str, ...] = ()
    minimum: float | None = None
    maximum: float | None = None


_RELATIONS = ("representative", "copy", "revision", "follow_up", "unique")
_ENTITY = {
    "text": ("string", "the mention as written"),
    "label": ("string", "person, place or organization"),
    "field": ("string", "headline or body: the field the offsets index"),
    "start": ("int", "first code point (0-based) in that field"),
    "end": ("int", "one past the last code point"),
    "confidence": ("float", "0-1, see newsfold.quality.entities"),
    "unsure": ("bool", "confidence below the entity_threshold setting"),
}
_COMPLETENESS = ("paragraphs", "lead", "numbers", "entities", "headline", "not_truncated")
_MEMBER = {
    "article_id": ("string", False),
    "publisher": ("string", True),
    "url": ("string", True),
    "published_at": ("timestamp", True),
    "relation": ("string", False),
    "similarity": ("float", False),
    "review": ("bool", False),
}


def _f(name: str, kind: str, nullable: bool, doc: str, **extra: Any) -> Field:
    return Field(name, kind, nullable, doc, **extra)


_RANK_FROM = ("config", "computed", "none")
_SCORES: tuple[Field, ...] = (
    _f("source_rank", "float", True, "publisher rank (config or computed)", minimum=0, maximum=1),
    _f("source_rank_from", "string", True, "source of source_rank", enum=_RANK_FROM),
    _f("completeness", "float", True, "0-1, see newsfold.quality.scores", minimum=0, maximum=1),
    _f("completeness_parts", "completeness", True, "each completeness check, 0-1"),
    _f("syntactic_depth", "int", True, "1-5, see newsfold.quality.depth", minimum=1, maximum=5),
    _f("syntactic_depth_from", "string", True, "parse or proxy", enum=("parse", "proxy")),
    _f("entities", "entities", True, "people, places, organisations with code-point offsets"),
    _f("entity_backend", "string", True, "rules, spacy or lac"),
    _f("quality_score", "float", True, "weighted mean of the scores, 0-1", minimum=0, maximum=1),
)  # fmt: skip

#: What the export's --text option does to the two text fields.
_TEXT_DOCS = {
    "body": "paragraphs joined by \\n (a snippet or null with --text)",
    "paragraphs": "body paragraphs (null unless --text full)",
}


def _article_field(name: str, spec: Spec) -> Field:
    """An exported field of the article, from its spec (``newsfold.models``)."""
    if name in _TEXT_DOCS:  # body is the paragraphs joined
        return _f(name, "string" if name == "body" else spec.kind.value, True, _TEXT_DOCS[name])
    return Field(
        name, spec.kind.value, spec.optional, spec.doc, minimum=spec.minimum, maximum=spec.maximum
    )


def _article_part() -> tuple[Field, ...]:
    """The extract record's fields in its order (``body`` before ``paragraphs``)."""
    out: list[Field] = []
    for name, spec in RECORD_SPECS:
        if name == "paragraphs":
            out.append(_article_field("body", spec))
        out.append(_article_field(name, spec))
    return tuple(out)


_SPECS = dict(ARTICLE_SPECS)

#: The article level: the extract record, the article's place in its story, where and
#: when it was seen, then the scores.
ARTICLE_FIELDS: tuple[Field, ...] = (
    *_article_part(),
    _f("story_id", "string", False, "the story the article belongs to"),
    _f("relation", "string", False, "place in its story", enum=_RELATIONS),
    _f("similarity", "float", False, "similarity to the representative", minimum=0, maximum=1),
    _f("review", "bool", False, "a borderline fold, open for review"),
    _f("follows", "string", True, "story this story follows up"),
    _article_field("urls", _SPECS["urls"]),
    _article_field("fetched_at", _SPECS["fetched_at"]),
    _f("related", "list<string>", False, "stories event links relate this story to"),
    *_SCORES,
)  # fmt: skip

STORY_FIELDS: tuple[Field, ...] = (
    _f("story_id", "string", False, "story id"),
    _f("headline", "string", True, "the representative's headline"),
    _f("representative_id", "string", False, "the representative article"),
    _f("publisher", "string", True, "the representative's publisher"),
    _f("language", "string", True, "the representative's language"),
    _f("follows", "string", True, "story this story follows up"),
    _f("related", "list<string>", False, "related stories (event links)"),
    _f("first_seen", "timestamp", True, "first publication, UTC"),
    _f("last_seen", "timestamp", True, "last publication, UTC"),
    _f("n_members", "int", False, "articles in the story", minimum=1),
    _f("n_outlets", "int", False, "distinct publishers", minimum=0),
    _f("outlets", "list<string>", False, "publishers in order of publication"),
    _f("time_to_10th_outlet_s", "float", True, "seconds from first seen to the 10th outlet"),
    _f("members", "members", False, "every member article, in order of publication"),
    _f("body", "string", True, "the representative's body (a snippet or null with --text)"),
    *_SCORES,
)  # fmt: skip


def fields_for(level: str) -> tuple[Field, ...]:
    """The fields of ``article`` or ``story`` records."""
    return ARTICLE_FIELDS if level == "article" else STORY_FIELDS


# --- JSON Schema --------------------------------------------------------------------


def _nullable(schema: dict[str, Any], nullable: bool) -> dict[str, Any]:
    if not nullable:
        return schema
    kind = schema.get("type")
    if kind is None:
        return {"anyOf": [schema, {"type": "null"}]}
    return {**schema, "type": [kind, "null"]}


def _object(props: dict[str, dict[str, Any]]) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": props,
        "required": list(props),
        "additionalProperties": False,
    }


def _json_kind(field: Field) -> dict[str, Any]:
    simple = {"string": "string", "float": "number", "int": "integer", "bool": "boolean"}
    if field.kind in simple:
        out: dict[str, Any] = {"type": simple[field.kind]}
        if field.enum:
            out["enum"] = list(field.enum) + ([None] if field.nullable else [])
        if field.minimum is not None:
            out["minimum"] = field.minimum
        if field.maximum is not None:
            out["maximum"] = field.maximum
        return out
    if field.kind == "timestamp":
        return {"type": "string", "format": "date-time", "pattern": "^\\d{4}-\\d\\d-\\d\\dT.*Z$"}
    if field.kind == "list<string>":
        return {"type": "array", "items": {"type": "string"}}
    if field.kind == "entities":
        kinds = {"string": "string", "int": "integer", "float": "number", "bool": "boolean"}
        props: dict[str, dict[str, Any]] = {
            k: {"type": kinds[v[0]], "description": v[1]} for k, v in _ENTITY.items()
        }
        props["label"]["enum"] = ["person", "place", "organization"]
        props["field"]["enum"] = ["headline", "body"]
        return {"type": "array", "items": _object(props)}
    if field.kind == "completeness":
        return _object({k: {"type": "number", "minimum": 0, "maximum": 1} for k in _COMPLETENESS})
    if field.kind == "members":
        props = {}
        for name, (kind, nullable) in _MEMBER.items():
            sub = _json_kind(Field(name, kind, nullable, ""))
            props[name] = _nullable(sub, nullable)
        props["relation"]["enum"] = list(_RELATIONS)
        return {"type": "array", "items": _object(props)}
    raise ValueError(f"unknown field kind {field.kind!r}")


def json_schema(level: str) -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of one record of ``level``."""
    props = {}
    for field in fields_for(level):
        schema = _nullable(_json_kind(field), field.nullable)
        props[field.name] = {"description": field.doc, **schema}
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": f"urn:newsfold:schema:{level}:{SCHEMA_VERSION}",
        "title": f"newsfold {level} record",
        "description": "Every field is present; null where there is no value.",
        "x-schema-version": SCHEMA_VERSION,
        **_object(props),
    }


def load_schema(level: str) -> dict[str, Any]:
    """The JSON Schema shipped in the package for ``level``."""
    text = resources.files("newsfold").joinpath(f"schemas/{level}.schema.json").read_text("utf-8")
    schema: dict[str, Any] = json.loads(text)
    return schema


def schema_text(level: str) -> str:
    """The shipped file's exact text."""
    return json.dumps(json_schema(level), indent=2, ensure_ascii=False) + "\n"


# --- Parquet ------------------------------------------------------------------------


def _arrow_type(kind: str, pa: Any) -> Any:
    simple = {
        "string": pa.string(),
        "float": pa.float64(),
        "int": pa.int64(),
        "bool": pa.bool_(),
        "timestamp": pa.timestamp("us", tz="UTC"),
        "list<string>": pa.list_(pa.string()),
    }
    if kind in simple:
        return simple[kind]
    if kind == "entities":
        return pa.list_(pa.struct([(k, _arrow_type(v[0], pa)) for k, v in _ENTITY.items()]))
    if kind == "completeness":
        return pa.struct([(k, pa.float64()) for k in _COMPLETENESS])
    if kind == "members":
        return pa.list_(
            pa.struct(
                [pa.field(k, _arrow_type(v[0], pa), nullable=v[1]) for k, v in _MEMBER.items()]
            )
        )
    raise ValueError(f"unknown field kind {kind!r}")


def arrow_schema(level: str, fields: Sequence[Field] | None = None) -> Any:
    """The fixed, typed Parquet schema of ``level`` (needs pyarrow)."""
    import pyarrow as pa

    chosen = fields if fields is not None else fields_for(level)
    return pa.schema(
        [pa.field(f.name, _arrow_type(f.kind, pa), nullable=f.nullable) for f in chosen],
        metadata={"newsfold.schema_version": SCHEMA_VERSION, "newsfold.level": level},
    )


def _write_shipped(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for level in ("article", "story"):
        (folder / f"{level}.schema.json").write_text(schema_text(level), encoding="utf-8")


if __name__ == "__main__":
    _write_shipped(Path(__file__).with_name("schemas"))
