"""Tolerant JSON-LD reading.

Real pages get JSON-LD wrong in every way: trailing commas, HTML entities where
quotes should be, raw newlines inside strings, an HTML comment around the
block, several objects in a list, everything inside ``@graph``, the article
nested as a WebPage's ``mainEntity``. Each repair is tried in turn; the last
is the ``json_repair`` library, which reads what a hand-written or templated
block gets wrong beyond that (unescaped quotes inside a string, a stray ``".,``,
an unclosed brace) and keeps every field it can, rather than the whole block or
nothing. A block no repair can read is skipped (and logged at debug level), never
raised, because one broken script tag must not cost the page its article. Nesting
depth and object counts are bounded so a hostile block cannot exhaust the stack.

People and organisations are often given once in ``@graph`` and referred to by
``{"@id": ...}`` elsewhere; :func:`index_by_id` maps ids to the objects that
describe them, so readers can follow such references.
"""

from __future__ import annotations

import html
import json
import logging
import re
from collections import deque
from collections.abc import Iterable, Iterator
from typing import Any

from lxml import etree

__all__ = ["index_by_id", "iter_jsonld_objects", "load_jsonld", "resolve", "types_of"]

log = logging.getLogger(__name__)

_TRAILING_COMMA_RE = re.compile(r",\s*([\]}])")
_CONTROL_RE = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f]")
#: The characters :data:`_CONTROL_RE` finds (see :func:`_without_controls`).
_CONTROLS = tuple(chr(code) for code in (*range(0x09), 0x0B, 0x0C, *range(0x0E, 0x20)))
_MAX_BLOCK_CHARS = 2_000_000
_MAX_OBJECTS = 2_000
_MAX_DEPTH = 6
#: json_repair walks the text in Python: only blocks up to this size are repaired.
_MAX_REPAIR_CHARS = 200_000
#: Keys whose values may hold the page's main entity.
_NESTED_KEYS = ("@graph", "mainEntity", "mainEntityOfPage", "hasPart", "itemListElement", "item")


def load_jsonld(text: str) -> Any:
    """Parse one JSON-LD block, repairing common faults; None when unreadable."""
    if len(text) > _MAX_BLOCK_CHARS:
        log.debug("JSON-LD block of %d chars skipped", len(text))
        return None
    cleaned = _without_controls(text.strip())
    cleaned = cleaned.removeprefix("<!--").removesuffix("-->").strip()
    cleaned = cleaned.removeprefix("<![CDATA[").removesuffix("]]>").strip().rstrip(";")
    attempts = (
        lambda t: t,
        lambda t: _TRAILING_COMMA_RE.sub(r"\1", t),
        html.unescape,
        lambda t: _TRAILING_COMMA_RE.sub(r"\1", html.unescape(t)),
    )
    for repair in attempts:
        try:
            return json.loads(repair(cleaned), strict=False)
        except (json.JSONDecodeError, RecursionError, ValueError):
            continue
    repaired = _repair(cleaned)
    if repaired is None:
        log.debug("unreadable JSON-LD block (%d chars)", len(cleaned))
    return repaired


def _without_controls(text: str) -> str:
    """``text`` with every control character but tab, line feed and carriage return made a
    space (JSON forbids them raw in strings; templates leave them).

    Each of the 29 is looked for on its own first: a block holds none as a rule, and 29
    ``in`` tests (a C scan each) cost a seventh of the pattern's class test at every
    character (7.6 us a page of the English and snippet sets, their JSON-LD 1.9 kB a page).
    """
    if any(char in text for char in _CONTROLS):
        return _CONTROL_RE.sub(" ", text)
    return text


def _repair(text: str) -> dict[str, Any] | list[Any] | None:
    """What json_repair reads from a broken block: an object or a list with objects, or None.

    Anything else it returns (a bare string from prose, an empty object) is no JSON-LD.
    """
    if len(text) > _MAX_REPAIR_CHARS or not text.startswith(("{", "[")):
        return None
    import json_repair  # here: few pages need it, and its import is 5 ms of CPU at each start

    try:
        value = json_repair.loads(html.unescape(text) if "&quot;" in text else text)
    except (RecursionError, ValueError) as exc:  # json_repair's own failures on hostile input
        log.debug("JSON-LD repair failed: %s", exc)
        return None
    if isinstance(value, dict) and value:
        log.debug("JSON-LD block read after repair (%d chars)", len(text))
        return value
    if isinstance(value, list) and any(isinstance(v, dict) and v for v in value):
        return value
    return None


def types_of(obj: dict[str, Any]) -> set[str]:
    """Lower-case schema.org type names of an object (``@type`` string or array, IRIs cut)."""
    raw = obj.get("@type")
    values = raw if isinstance(raw, list) else [raw]
    return {str(v).lower().rstrip("/").rsplit("/", 1)[-1] for v in values if v}


def iter_jsonld_objects(
    tree: etree._Element, scripts: Iterable[etree._Element] | None = None
) -> Iterator[dict[str, Any]]:
    """Every JSON object in the page's JSON-LD, outermost first.

    Lists, ``@graph`` and main-entity wrappers are unpacked breadth-first, so a
    top-level article comes before one mentioned inside another object. ``scripts``
    are the tree's ``<script>`` elements when the caller has them already.
    """
    yielded = 0
    for script in tree.iter("script") if scripts is None else scripts:
        kind = (script.get("type") or "").lower()
        if "ld+json" not in kind or not script.text:
            continue
        queue: deque[tuple[Any, int]] = deque([(load_jsonld(script.text), 0)])
        while queue and yielded < _MAX_OBJECTS:
            item, depth = queue.popleft()
            if depth > _MAX_DEPTH:
                continue
            if isinstance(item, list):
                queue.extend((child, depth + 1) for child in item)
            elif isinstance(item, dict):
                yielded += 1
                yield item
                for key in _NESTED_KEYS:
                    child = item.get(key)
                    if isinstance(child, dict | list):
                        queue.append((child, depth + 1))


def index_by_id(objects: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """``@id`` -> the object that describes it (one with more than its ``@id``)."""
    out: dict[str, dict[str, Any]] = {}
    for obj in objects:
        key = obj.get("@id")
        if isinstance(key, str) and key and len(obj) > 1 and key not in out:
            out[key] = obj
    return out


def resolve(value: Any, ids: dict[str, dict[str, Any]]) -> Any:
    """``value`` with a bare ``{"@id": ...}`` reference replaced by the object it names."""
    if isinstance(value, dict) and len(value) <= 2 and "@id" in value:
        target = ids.get(str(value.get("@id")))
        if target is not None:
            return target
    return value
