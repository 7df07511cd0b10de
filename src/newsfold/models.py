"""The records that flow through the pipeline: Page -> Article -> Story.

Dates are timezone-aware UTC ``datetime`` objects in memory and ISO 8601 with
``Z`` on disk (see :func:`iso_utc`); a naive datetime is a bug, so the
constructors reject one instead of guessing its zone.
"""

from __future__ import annotations

import enum
import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

__all__ = [
    "Article",
    "BadRecord",
    "Page",
    "Relation",
    "Story",
    "StoryMember",
    "header_value",
    "iso_utc",
    "page_id_for",
    "parse_iso_utc",
]


def iso_utc(value: datetime | None) -> str | None:
    """Format an aware datetime as ISO 8601 in UTC with a ``Z`` suffix."""
    if value is None:
        return None
    if value.tzinfo is None:
        raise ValueError("naive datetime: newsfold keeps every instant timezone-aware")
    utc = value.astimezone(UTC)
    text = utc.isoformat(timespec="seconds" if utc.microsecond == 0 else "microseconds")
    return text.replace("+00:00", "Z")


def parse_iso_utc(text: str | None) -> datetime | None:
    """Parse an ISO 8601 instant; a value without an offset is taken as UTC.

    Used for our own on-disk fields, which are always UTC, and for the
    ``fetched_at`` of input records, which the contract says is ISO 8601.
    """
    if text is None or text == "":
        return None
    value = datetime.fromisoformat(text.strip().replace("Z", "+00:00"))
    if value.tzinfo is None:
        value = value.replace(tzinfo=UTC)
    return value.astimezone(UTC)


def _require_aware(name: str, value: datetime | None) -> None:
    if value is not None and value.tzinfo is None:
        raise ValueError(f"{name} must be timezone-aware, got naive {value!r}")


def header_value(headers: Mapping[str, str], name: str) -> str | None:
    """Case-insensitive lookup in a plain header mapping (HTTP names ignore case)."""
    lowered = name.lower()
    for key, value in headers.items():
        if key.lower() == lowered:
            return value
    return None


def page_id_for(url: str, body: bytes) -> str:
    """A stable page id: the same URL with the same bytes is the same page.

    This is what makes ingest idempotent: a second ingest of the same input
    finds every id already stored.
    """
    digest = hashlib.blake2b(digest_size=12)
    digest.update(url.encode("utf-8", "surrogatepass"))
    digest.update(b"\0")
    digest.update(body)
    return digest.hexdigest()


@dataclass(frozen=True, slots=True)
class Page:
    """One fetched (or archived) HTTP response."""

    url: str
    body: bytes
    fetched_at: datetime | None = None
    id: str = ""
    final_url: str | None = None
    status: int = 200
    headers: Mapping[str, str] = field(default_factory=dict)
    source: str | None = None
    warc_path: str | None = None
    warc_offset: int | None = None

    def __post_init__(self) -> None:
        _require_aware("fetched_at", self.fetched_at)
        if not self.id:
            object.__setattr__(self, "id", page_id_for(self.url, self.body))

    def header(self, name: str) -> str | None:
        """Case-insensitive header lookup."""
        return header_value(self.headers, name)


@dataclass(slots=True)
class Article:
    """What extraction made of one page."""

    id: str
    canonical_url: str
    urls: list[str] = field(default_factory=list)
    headline: str | None = None
    paragraphs: list[str] = field(default_factory=list)
    publisher: str | None = None
    section: str | None = None
    language: str | None = None
    authors: list[str] = field(default_factory=list)
    published_at: datetime | None = None
    published_at_local: str | None = None
    modified_at: datetime | None = None
    date_source: str | None = None
    temporal_confidence: float = 0.0
    date_flags: list[str] = field(default_factory=list)
    extraction_method: str = ""
    encoding: str | None = None
    decode_errors: bool = False
    fetched_at: datetime | None = None
    page_id: str | None = None
    quality: dict[str, float] = field(default_factory=dict)
    #: Where headline, authors and publisher were read: ``jsonld``, ``microdata``, ``meta``,
    #: ``byline``, ``title``, ``h1``, ``host`` or ``config`` (sources.yaml); None when absent.
    headline_source: str | None = None
    authors_source: str | None = None
    publisher_source: str | None = None
    #: Credits that name no person ("Staff", "编辑部", an agency, an e-mail address).
    credits: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        _require_aware("published_at", self.published_at)
        _require_aware("modified_at", self.modified_at)
        _require_aware("fetched_at", self.fetched_at)

    @property
    def body(self) -> str:
        """Paragraphs joined by newlines, as in the extract record."""
        return "\n".join(self.paragraphs)

    def to_record(self) -> dict[str, Any]:
        """The ``newsfold extract`` output record (a contract: keys are stable)."""
        return {
            "id": self.id,
            "canonical_url": self.canonical_url,
            "headline": self.headline,
            "body": self.body,
            "paragraphs": list(self.paragraphs),
            "publisher": self.publisher,
            "section": self.section,
            "language": self.language,
            "authors": list(self.authors),
            "published_at": iso_utc(self.published_at),
            "published_at_local": self.published_at_local,
            "modified_at": iso_utc(self.modified_at),
            "date_source": self.date_source,
            "temporal_confidence": round(self.temporal_confidence, 4),
            "date_flags": list(self.date_flags),
            "extraction_method": self.extraction_method,
            "encoding": self.encoding,
            "decode_errors": self.decode_errors,
            "headline_source": self.headline_source,
            "authors_source": self.authors_source,
            "publisher_source": self.publisher_source,
            "credits": list(self.credits),
        }

    @classmethod
    def from_record(cls, record: Mapping[str, Any]) -> Article:
        """Rebuild an article from an extract record (or a fold input line).

        Only ``id`` and a body (``body`` or ``paragraphs``) are required, so
        the fold command can take records made by other tools.
        """
        paragraphs = record.get("paragraphs")
        if not paragraphs:
            body = record.get("body") or ""
            paragraphs = [p for p in str(body).split("\n") if p.strip()]
        url = record.get("canonical_url") or record.get("url") or ""
        return cls(
            id=str(record["id"]),
            canonical_url=str(url),
            urls=[str(u) for u in record.get("urls") or ([url] if url else [])],
            headline=record.get("headline"),
            paragraphs=[str(p) for p in paragraphs],
            publisher=record.get("publisher"),
            section=record.get("section"),
            language=record.get("language"),
            authors=[str(a) for a in record.get("authors") or []],
            published_at=parse_iso_utc(record.get("published_at")),
            published_at_local=record.get("published_at_local"),
            modified_at=parse_iso_utc(record.get("modified_at")),
            date_source=record.get("date_source"),
            temporal_confidence=float(record.get("temporal_confidence") or 0.0),
            date_flags=[str(f) for f in record.get("date_flags") or []],
            extraction_method=str(record.get("extraction_method") or ""),
            encoding=record.get("encoding"),
            decode_errors=bool(record.get("decode_errors", False)),
            fetched_at=parse_iso_utc(record.get("fetched_at")),
            headline_source=record.get("headline_source"),
            authors_source=record.get("authors_source"),
            publisher_source=record.get("publisher_source"),
            credits=[str(c) for c in record.get("credits") or []],
        )


class Relation(enum.StrEnum):
    """How a story member relates to its story."""

    REPRESENTATIVE = "representative"
    COPY = "copy"
    REVISION = "revision"
    FOLLOW_UP = "follow_up"
    UNIQUE = "unique"


@dataclass(frozen=True, slots=True)
class StoryMember:
    """One article's place in a story: who carried it, where, when, and how."""

    article_id: str
    relation: Relation
    similarity: float
    publisher: str | None = None
    url: str | None = None
    published_at: datetime | None = None
    review: bool = False


@dataclass(slots=True)
class Story:
    """A cluster of articles that tell the same story."""

    id: str
    representative_id: str
    members: list[StoryMember] = field(default_factory=list)
    follows: str | None = None
    first_seen: datetime | None = None
    last_seen: datetime | None = None

    @property
    def outlets(self) -> list[str]:
        """Distinct publishers in member order."""
        seen: dict[str, None] = {}
        for member in self.members:
            if member.publisher:
                seen.setdefault(member.publisher, None)
        return list(seen)

    def urls(self) -> Sequence[str]:
        """Every URL that carried this story, in member order."""
        return [m.url for m in self.members if m.url]


@dataclass(frozen=True, slots=True)
class BadRecord:
    """An input record that could not become a page."""

    id: str
    kind: str
    message: str

    def to_record(self) -> dict[str, object]:
        """The error record written by ``newsfold extract``."""
        return {"id": self.id, "error": {"kind": self.kind, "message": self.message}}
