"""The records that flow through the pipeline: Page -> Article -> Story.

Dates are timezone-aware UTC ``datetime`` objects in memory and ISO 8601 with
``Z`` on disk (see :func:`iso_utc`); a naive datetime is a bug, so the
constructors reject one instead of guessing its zone.
"""

from __future__ import annotations

import enum
import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, fields
from datetime import UTC, datetime
from typing import Any, NamedTuple

__all__ = [
    "ARTICLE_SPECS",
    "RECORD_SPECS",
    "Article",
    "BadRecord",
    "Kind",
    "Page",
    "Relation",
    "Spec",
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


class BodyStream(NamedTuple):
    """A zlib stream and the exact bytes it holds.

    The bytes travel with the stream because a page given another body
    (``dataclasses.replace``) carries its old stream along: a stream is kept only for
    a body equal to ``body``, byte for byte. A checksum is no such proof (Adler-32
    collides at will: ``2019-10`` and ``2109-01`` have the same sums).
    """

    #: the bytes the stream inflates to
    body: bytes
    #: a standard zlib stream (RFC 1950) of ``body``
    stream: bytes

    def stream_of(self, body: bytes) -> bytes | None:
        """The stream when it holds exactly ``body`` (equal bytes; the same object is
        found at once), else None."""
        return self.stream if body == self.body else None


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
    #: ``body`` as a zlib stream when the input held it deflated already (an
    #: ``.html.gz`` file: :func:`newsfold.compression.read_gzip_member`), with the bytes
    #: it was made from: the store keeps it rather than deflating the body again, only
    #: while those bytes are still the page's body. Not part of the page's identity.
    body_stream: BodyStream | None = field(default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        _require_aware("fetched_at", self.fetched_at)
        if not self.id:
            object.__setattr__(self, "id", page_id_for(self.url, self.body))

    def header(self, name: str) -> str | None:
        """Case-insensitive header lookup."""
        return header_value(self.headers, name)


class Kind(enum.Enum):
    """What an article field holds; each kind has one encoding per format."""

    TEXT = "string"  # str (or None where the field is optional)
    TEXTS = "list<string>"  # list[str]
    INSTANT = "timestamp"  # aware datetime or None; ISO 8601 with Z in records
    NUMBER = "float"  # float
    FLAG = "bool"  # bool
    SCORES = "scores"  # dict[str, float]: the corpus scores, exported field by field


@dataclass(frozen=True, slots=True)
class Spec:
    """How one :class:`Article` field is written, read, stored and exported.

    This is the one definition the extract record (:meth:`Article.to_record`,
    :meth:`Article.from_record`), the store's ``articles`` table and rows
    (``newsfold.store.schema``, ``newsfold.store.rows``) and the export contract
    (``newsfold.export_schema``) are derived from, so a new field is added here once.
    """

    kind: Kind
    #: What the field means (the export's JSON Schema description).
    doc: str
    #: The Python value may be None (the record and the export allow null).
    optional: bool = False
    #: Written to the extract record (``to_record``); the extra fields of the export
    #: and the store's rows are not.
    written: bool = True
    #: Read from an input record (``from_record``).
    read: bool = True
    #: A bounded text column (``String(size)``); None: unbounded ``Text``.
    size: int | None = None
    #: The column's nullability where it differs from ``optional`` (a column added by
    #: a migration to tables that had rows, or one the store fills itself).
    column_null: bool | None = None
    #: Rounded to this many digits in the record.
    digits: int | None = None
    #: Bounds stated by the export's JSON Schema.
    minimum: float | None = None
    maximum: float | None = None

    @property
    def nullable_column(self) -> bool:
        """Whether the store's column accepts NULL."""
        return self.optional if self.column_null is None else self.column_null


def _spec(kind: Kind, doc: str, **options: Any) -> dict[str, Spec]:
    return {"newsfold": Spec(kind, doc, **options)}


_T, _L, _I = Kind.TEXT, Kind.TEXTS, Kind.INSTANT


@dataclass(slots=True)
class Article:
    """What extraction made of one page.

    Every field carries its :class:`Spec` (see :data:`ARTICLE_SPECS`): the extract
    record, the store's rows and schema and the export are derived from it.
    """

    id: str = field(metadata=_spec(_T, "article id (the page's content hash)"))
    canonical_url: str = field(metadata=_spec(_T, "canonical URL"))
    urls: list[str] = field(
        default_factory=list,
        metadata=_spec(_L, "every URL the article was seen at", written=False),
    )
    headline: str | None = field(default=None, metadata=_spec(_T, "headline", optional=True))
    paragraphs: list[str] = field(default_factory=list, metadata=_spec(_L, "body paragraphs"))
    publisher: str | None = field(default=None, metadata=_spec(_T, "publisher name", optional=True))
    section: str | None = field(default=None, metadata=_spec(_T, "section", optional=True))
    language: str | None = field(
        default=None, metadata=_spec(_T, "language code", optional=True, size=16)
    )
    authors: list[str] = field(default_factory=list, metadata=_spec(_L, "authors"))
    published_at: datetime | None = field(
        default=None, metadata=_spec(_I, "publication instant, UTC", optional=True)
    )
    published_at_local: str | None = field(
        default=None, metadata=_spec(_T, "the date as the page states it", optional=True)
    )
    modified_at: datetime | None = field(
        default=None, metadata=_spec(_I, "last modification, UTC", optional=True)
    )
    date_source: str | None = field(
        default=None, metadata=_spec(_T, "where the date came from", optional=True, size=64)
    )
    temporal_confidence: float = field(
        default=0.0,
        metadata=_spec(Kind.NUMBER, "confidence of the date, 0-1", digits=4, minimum=0, maximum=1),
    )
    date_flags: list[str] = field(
        default_factory=list, metadata=_spec(_L, "notes of the date decision")
    )
    extraction_method: str = field(
        default="", metadata=_spec(_T, "how the body was found", size=64, column_null=True)
    )
    encoding: str | None = field(
        default=None, metadata=_spec(_T, "character encoding read", optional=True)
    )
    decode_errors: bool = field(
        default=False, metadata=_spec(Kind.FLAG, "bytes that did not decode")
    )
    fetched_at: datetime | None = field(
        default=None,
        metadata=_spec(_I, "when the page was fetched, UTC", optional=True, written=False),
    )
    page_id: str | None = field(
        default=None,
        metadata=_spec(
            _T,
            "the page the article was extracted from",
            optional=True,
            written=False,
            read=False,
            column_null=False,
        ),
    )
    quality: dict[str, float] = field(
        default_factory=dict,
        metadata=_spec(Kind.SCORES, "the corpus scores", written=False, read=False),
    )
    #: Where headline, authors and publisher were read: ``jsonld``, ``microdata``, ``meta``,
    #: ``byline``, ``title``, ``h1``, ``host`` or ``config`` (sources.yaml); None when absent.
    headline_source: str | None = field(
        default=None,
        metadata=_spec(_T, "where the headline came from", optional=True, size=16),
    )
    authors_source: str | None = field(
        default=None,
        metadata=_spec(_T, "where the authors came from", optional=True, size=16),
    )
    publisher_source: str | None = field(
        default=None,
        metadata=_spec(_T, "where the publisher came from", optional=True, size=16),
    )
    #: Credits that name no person ("Staff", "编辑部", an agency, an e-mail address).
    credits: list[str] = field(
        default_factory=list,
        metadata=_spec(_L, "non-person credits (agencies, desks)", column_null=True),
    )

    def __post_init__(self) -> None:
        _require_aware("published_at", self.published_at)
        _require_aware("modified_at", self.modified_at)
        _require_aware("fetched_at", self.fetched_at)

    @property
    def body(self) -> str:
        """Paragraphs joined by newlines, as in the extract record."""
        return "\n".join(self.paragraphs)

    def to_record(self) -> dict[str, Any]:
        """The ``newsfold extract`` output record (a contract: keys are stable).

        The written fields in their order, with ``body`` (the paragraphs joined)
        before ``paragraphs``.
        """
        record: dict[str, Any] = {}
        for name, spec in RECORD_SPECS:
            if name == "paragraphs":
                record["body"] = self.body
            record[name] = _to_json(spec, getattr(self, name))
        return record

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
        values: dict[str, Any] = {
            "id": str(record["id"]),
            "canonical_url": str(url),
            "urls": [str(u) for u in record.get("urls") or ([url] if url else [])],
            "paragraphs": [str(p) for p in paragraphs],
        }
        for name, spec in READ_SPECS:
            if name not in values:
                values[name] = _from_json(spec, record.get(name))
        return cls(**values)


#: Every :class:`Article` field with its :class:`Spec`, in declaration order.
ARTICLE_SPECS: tuple[tuple[str, Spec], ...] = tuple(
    (f.name, f.metadata["newsfold"]) for f in fields(Article)
)
#: The fields of the extract record, in its order (``body`` goes before ``paragraphs``).
RECORD_SPECS = tuple((name, spec) for name, spec in ARTICLE_SPECS if spec.written)
#: The fields :meth:`Article.from_record` reads.
READ_SPECS = tuple((name, spec) for name, spec in ARTICLE_SPECS if spec.read)


def _to_json(spec: Spec, value: Any) -> Any:
    kind = spec.kind
    if kind is Kind.INSTANT:
        return iso_utc(value)
    if kind is Kind.TEXTS:
        return list(value)
    if kind is Kind.SCORES:
        return dict(value)
    if spec.digits is not None:
        return round(value, spec.digits)
    return value


def _from_json(spec: Spec, value: Any) -> Any:
    kind = spec.kind
    if kind is Kind.INSTANT:
        return parse_iso_utc(value)
    if kind is Kind.TEXTS:
        return [str(v) for v in value or []]
    if kind is Kind.NUMBER:
        return float(value or 0.0)
    if kind is Kind.FLAG:
        return bool(value)
    if kind is Kind.SCORES:
        return dict(value or {})
    if spec.optional:
        return value
    return str(value or "")


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
    #: Every URL the article was seen at (fetched as), its canonical URL first.
    urls: tuple[str, ...] = ()


@dataclass(slots=True)
class Story:
    """A cluster of articles that tell the same story: what ``Store.stories`` lists.

    Members are in order of publication. The story record of the export
    (``newsfold.export``) and the web app's views are built from the same store rows.
    """

    id: str
    representative_id: str
    members: list[StoryMember] = field(default_factory=list)
    follows: str | None = None
    first_seen: datetime | None = None
    last_seen: datetime | None = None
    #: The representative's headline.
    headline: str | None = None
    #: When the 10th distinct outlet carried it (None while fewer have).
    tenth_outlet_at: datetime | None = None

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

    @property
    def time_to_tenth_outlet(self) -> float | None:
        """Seconds from first seen to the 10th outlet, or None."""
        if self.tenth_outlet_at is None or self.first_seen is None:
            return None
        return (self.tenth_outlet_at - self.first_seen).total_seconds()


@dataclass(frozen=True, slots=True)
class BadRecord:
    """An input record that could not become a page."""

    id: str
    kind: str
    message: str

    def to_record(self) -> dict[str, object]:
        """The error record written by ``newsfold extract``."""
        return {"id": self.id, "error": {"kind": self.kind, "message": self.message}}
