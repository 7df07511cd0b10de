"""Rows of the ``articles`` table: an :class:`~newsfold.models.Article` to a row and back,
and the idempotent insert every writer uses.

The row mapping is derived from the article's field specs
(:data:`~newsfold.models.ARTICLE_SPECS`, from which ``newsfold.store.schema`` derives the
columns too): the fields, plus three columns the store keeps for folding (``fold_key``,
``rank``, ``created_at``). A field added to the article is stored without touching this
module.

Kept apart from :mod:`newsfold.store.sql` because several modules read or write
article rows (folding, export, re-extraction, the editors' views) and none of them
needs the store's class for it.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Connection, Table
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert

from newsfold.fold.order import fold_key
from newsfold.hygiene import store_safe
from newsfold.models import ARTICLE_SPECS, Article, Kind, Spec

__all__ = ["INSERT_BATCH", "article_from_row", "article_row", "insert_ignore", "now_utc"]

#: Rows (or ids in an ``IN`` list) per statement.
INSERT_BATCH = 500


def now_utc() -> datetime:
    """The time rows are stamped with (aware UTC)."""
    return datetime.now(UTC)


def insert_ignore(conn: Connection, table: Table, rows: list[dict[str, Any]]) -> int:
    """Insert ``rows``, skipping those whose primary key is stored already (another
    worker was first); return how many went in."""
    if not rows:
        return 0
    statement: Any
    if conn.dialect.name == "postgresql":
        statement = pg_insert(table).on_conflict_do_nothing()
    else:
        statement = sqlite_insert(table).on_conflict_do_nothing()
    result = conn.execute(statement, rows)
    return result.rowcount if result.rowcount >= 0 else len(rows)


def _same(value: Any) -> Any:
    return value


def _safe_text(value: str | None) -> str | None:
    return None if value is None else store_safe(value)


def _safe_texts(values: list[str]) -> list[str]:
    # one look over all of them first: the usual case is that none needs a change, and
    # an article's paragraphs were a search each (what is unsafe is a single code point,
    # so a join with newlines has it exactly when one of the values has)
    joined = "\n".join(values)
    if store_safe(joined) == joined:
        return list(values)
    return [store_safe(v) for v in values]


def _copy_list(values: list[str] | None) -> list[str]:
    return list(values or [])


def _copy_dict(values: dict[str, float] | None) -> dict[str, float]:
    return dict(values or {})


def _text_or_empty(value: str | None) -> str:
    return value or ""


def _writer(spec: Spec) -> Callable[[Any], Any]:
    """How a field's value becomes its column's value.

    Text passes :func:`~newsfold.hygiene.store_safe`: extraction cleans it already,
    and no other path may put a value in a batch that a backend refuses
    (PostgreSQL fails a whole transaction on one NUL).
    """
    if spec.kind is Kind.TEXT:
        return _safe_text
    if spec.kind is Kind.TEXTS:
        return _safe_texts
    if spec.kind is Kind.SCORES:
        return _copy_dict
    return _same


def _reader(spec: Spec) -> Callable[[Any], Any]:
    """How a column's value becomes the field's value (a NULL where the field has none:
    a column a migration added to rows that were there before)."""
    if spec.kind is Kind.TEXTS:
        return _copy_list
    if spec.kind is Kind.SCORES:
        return _copy_dict
    if spec.kind is Kind.FLAG:
        return bool
    if spec.kind is Kind.TEXT and not spec.optional:
        return _text_or_empty
    return _same


_WRITERS = tuple((name, _writer(spec)) for name, spec in ARTICLE_SPECS)
_READERS = tuple((name, _reader(spec)) for name, spec in ARTICLE_SPECS)


def article_row(article: Article, rank: float = 0.0) -> dict[str, Any]:
    """The ``articles`` row of an article (``created_at`` is now), with its fold key
    and the source rank folding used; ``page_id`` is the article's id when it has none."""
    row: dict[str, Any] = {"fold_key": fold_key(article), "rank": rank}
    for name, write in _WRITERS:
        row[name] = write(getattr(article, name))
    if not row["page_id"]:
        row["page_id"] = article.id
    row["created_at"] = now_utc()
    return row


_READERS_WITHOUT_SCORES = tuple((name, read) for name, read in _READERS if name != "quality")


def article_from_row(row: Any, *, scores: bool = True) -> Article:
    """Rebuild an :class:`Article` from an ``articles`` row (without ``scores``, from a row
    read without its ``quality`` column: the article's ``quality`` is left empty)."""
    m = row._mapping
    readers = _READERS if scores else _READERS_WITHOUT_SCORES
    return Article(**{name: read(m[name]) for name, read in readers})
