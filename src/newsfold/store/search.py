"""Full-text search and list facets: SQLite FTS5 or PostgreSQL ``tsvector``, and a small table.

The search index is derived data, rebuilt from ``articles`` at any time, so it
lives beside the schema rather than in it: :func:`ensure_search` creates it on
first use, and :func:`sync_search` brings it up to date in batches. New
articles are found by the fold's sequence number (``story_members.seq`` only
grows, and is indexed), so folding pays nothing for search; an article
rewritten in place (``newsfold reextract``) or moved to another story (an
editor's decision) is queued by a trigger into ``search_queue`` and indexed
again; members deleted (a refold of the fold order's tail, which then reuses
their sequence numbers) are noted by a trigger in ``search_gone``, their index
rows dropped and indexing resumed from there. The web app syncs in a
background thread and every query reads what is indexed so far.

Beside the text index, ``search_facets`` keeps each article's language,
publisher and quality score in small, indexed rows, so the story list filters
on them without reading article rows (in SQLite those columns sit behind the
paragraphs, in overflow pages; reading them for every story of a large store
took most of a list request).

In SQLite the FTS5 row id is the member's fold sequence number
(``story_members.seq``), so a match leads to its story through that index
without touching ``articles``.

Chinese has no spaces, and neither FTS5's ``unicode61`` tokenizer nor
PostgreSQL's parser splits a run of Han characters, so both index the text
through :func:`index_text`, which writes each run as its overlapping character
pairs (the bigram indexing of CJK search engines); a query is split the same
way and a Chinese term becomes a phrase of its pairs. English words are
stemmed (FTS5's ``porter``, PostgreSQL's ``english`` configuration), so
"elections" finds "election". User input never reaches the query syntax: it
is cut into terms, each quoted or bound as a parameter.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import (
    BigInteger,
    Column,
    Connection,
    Engine,
    Float,
    MetaData,
    Table,
    Text,
    bindparam,
    column,
    select,
    text,
)
from sqlalchemy.sql.elements import BindParameter

from newsfold.store import schema as t

__all__ = [
    "MAX_QUERY_CHARS",
    "Matches",
    "SearchStatus",
    "ensure_search",
    "index_text",
    "matches",
    "move_facets",
    "primary_language",
    "query_terms",
    "search_facets",
    "search_status",
    "sync_search",
]

log = logging.getLogger(__name__)

#: Longer queries are cut here (a query is a few words, never a document).
MAX_QUERY_CHARS = 200
#: At most this many terms of a query are used.
MAX_TERMS = 12
#: Characters of an article's text that are indexed (headline first).
MAX_INDEXED_CHARS = 50_000
_BATCH = 500

_CJK = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3040-\u30ff"
_CJK_RUN = re.compile(f"[{_CJK}]+")
_TERM = re.compile(f"[{_CJK}]+|[^\\W{_CJK}_]+", re.UNICODE)

#: Structures of an earlier layout, dropped when found (the index is rebuilt).
_OLD = ("search_fts", "search_state", "search_dirty")


def _facets_ddl(seq_key: str) -> tuple[str, ...]:
    return (
        "CREATE TABLE IF NOT EXISTS search_progress (id INTEGER PRIMARY KEY, seq BIGINT NOT NULL)",
        "CREATE TABLE IF NOT EXISTS search_queue (article_id TEXT PRIMARY KEY)",
        "CREATE TABLE IF NOT EXISTS search_gone (seq BIGINT PRIMARY KEY)",
        f"CREATE TABLE IF NOT EXISTS search_facets (seq {seq_key}, article_id TEXT NOT NULL "
        "UNIQUE, story_id TEXT NOT NULL, language TEXT, publisher TEXT, quality DOUBLE PRECISION)",
        "CREATE INDEX IF NOT EXISTS ix_search_facets_language ON search_facets "
        "(language, article_id)",
        "CREATE INDEX IF NOT EXISTS ix_search_facets_publisher ON search_facets "
        "(publisher, story_id)",
        "CREATE INDEX IF NOT EXISTS ix_search_facets_quality ON search_facets "
        "(quality, article_id)",
    )


#: Made last (after the triggers), so that its presence says every structure exists; a store
#: indexed before it was added gets it (and nothing else changes) at the next start.
_STORY_INDEX = "CREATE INDEX IF NOT EXISTS ix_search_facets_story ON search_facets (story_id, seq)"


#: Article columns whose change queues the article to be indexed again.
_WATCHED = "headline, paragraphs, language, publisher, quality"
_SQLITE_DDL = (
    "DROP TRIGGER IF EXISTS search_dirty_on_update",
    *(f"DROP TABLE IF EXISTS {name}" for name in _OLD),
    "CREATE VIRTUAL TABLE IF NOT EXISTS search_index USING fts5("
    "body, tokenize='porter unicode61 remove_diacritics 2')",
    *_facets_ddl("INTEGER PRIMARY KEY"),  # the row id: an FTS5 match is a key lookup
    "CREATE TRIGGER IF NOT EXISTS search_gone_on_delete AFTER DELETE ON story_members "
    "BEGIN INSERT OR IGNORE INTO search_gone (seq) VALUES (old.seq); END",
    "CREATE TRIGGER IF NOT EXISTS search_queue_on_move AFTER UPDATE OF story_id "
    "ON story_members BEGIN INSERT OR IGNORE INTO search_queue (article_id) "
    "VALUES (new.article_id); END",
    f"CREATE TRIGGER IF NOT EXISTS search_queue_on_update AFTER UPDATE OF {_WATCHED} "
    "ON articles BEGIN INSERT OR IGNORE INTO search_queue (article_id) VALUES (new.id); END",
    _STORY_INDEX,
)
_PG_DDL = (
    "DROP TRIGGER IF EXISTS search_dirty_on_update ON articles",
    "DROP FUNCTION IF EXISTS newsfold_search_dirty()",
    *(f"DROP TABLE IF EXISTS {name}" for name in _OLD),
    "CREATE TABLE IF NOT EXISTS search_docs (article_id TEXT PRIMARY KEY "
    "REFERENCES articles (id), doc tsvector NOT NULL)",
    "CREATE INDEX IF NOT EXISTS ix_search_docs_doc ON search_docs USING GIN (doc)",
    *_facets_ddl("BIGINT PRIMARY KEY"),
    "CREATE OR REPLACE FUNCTION newsfold_search_gone() RETURNS trigger AS $$ BEGIN "
    "INSERT INTO search_gone (seq) VALUES (OLD.seq) ON CONFLICT DO NOTHING; "
    "RETURN OLD; END $$ LANGUAGE plpgsql",
    "CREATE OR REPLACE TRIGGER search_gone_on_delete AFTER DELETE ON story_members "
    "FOR EACH ROW EXECUTE FUNCTION newsfold_search_gone()",
    "CREATE OR REPLACE FUNCTION newsfold_search_queue() RETURNS trigger AS $$ BEGIN "
    "INSERT INTO search_queue (article_id) VALUES (NEW.id) ON CONFLICT DO NOTHING; "
    "RETURN NEW; END $$ LANGUAGE plpgsql",
    "CREATE OR REPLACE FUNCTION newsfold_search_queue_member() RETURNS trigger AS $$ BEGIN "
    "INSERT INTO search_queue (article_id) VALUES (NEW.article_id) ON CONFLICT DO NOTHING; "
    "RETURN NEW; END $$ LANGUAGE plpgsql",
    "CREATE OR REPLACE TRIGGER search_queue_on_move AFTER UPDATE OF story_id "
    "ON story_members FOR EACH ROW EXECUTE FUNCTION newsfold_search_queue_member()",
    f"CREATE OR REPLACE TRIGGER search_queue_on_update AFTER UPDATE OF {_WATCHED} "
    "ON articles FOR EACH ROW EXECUTE FUNCTION newsfold_search_queue()",
    _STORY_INDEX,
)


def primary_language(tag: str | None) -> str | None:
    """``zh`` of ``zh-CN``: the list filters by language, not by region or script."""
    if not tag:
        return None
    return tag.strip().lower().replace("_", "-").split("-", 1)[0] or None


def index_text(value: str) -> str:
    """``value`` as it is indexed: every run of CJK characters written as its character pairs."""

    def pairs(match: re.Match[str]) -> str:
        run = match.group(0)
        if len(run) == 1:
            return f" {run} "
        return " " + " ".join(run[i : i + 2] for i in range(len(run) - 1)) + " "

    return _CJK_RUN.sub(pairs, value)


def query_terms(query: str) -> list[list[str]]:
    """The terms of a user's query, each a list of tokens that must follow each other
    (one word, or the character pairs of a Chinese term); punctuation and syntax dropped."""
    out: list[list[str]] = []
    for match in _TERM.finditer(query[:MAX_QUERY_CHARS]):
        term = match.group(0)
        if _CJK_RUN.fullmatch(term):
            out.append(index_text(term).split())
        else:
            out.append([term.lower()])
        if len(out) >= MAX_TERMS:
            break
    return out


def _ready(conn: Connection) -> bool:
    """Whether the structures exist (the facets' story index is made last)."""
    found = conn.exec_driver_sql(
        "SELECT name FROM sqlite_master WHERE name = 'ix_search_facets_story'"
        if conn.dialect.name == "sqlite"
        else "SELECT indexname FROM pg_indexes WHERE indexname = 'ix_search_facets_story'"
    ).first()
    return found is not None


def ensure_search(conn: Connection) -> None:
    """Create the search index structures if they are missing (idempotent; the web app
    calls it at start, :func:`sync_search` before indexing)."""
    if _ready(conn):
        return
    sqlite = conn.dialect.name == "sqlite"
    for statement in _SQLITE_DDL if sqlite else _PG_DDL:
        conn.exec_driver_sql(statement)


@dataclass(frozen=True, slots=True)
class SearchStatus:
    """How far the index has got: folded articles up to ``indexed_seq`` of ``latest_seq``."""

    indexed_seq: int
    latest_seq: int
    dirty: int

    @property
    def up_to_date(self) -> bool:
        """Whether every folded article is searchable."""
        return self.indexed_seq >= self.latest_seq and not self.dirty


def search_status(conn: Connection) -> SearchStatus:
    """Where the index stands (cheap: two index lookups and a small count)."""
    newest = select(t.story_members.c.seq).order_by(t.story_members.c.seq.desc()).limit(1)
    if not _ready(conn):
        return SearchStatus(0, int(conn.execute(newest).scalar() or 0), 0)
    indexed = conn.exec_driver_sql("SELECT seq FROM search_progress WHERE id = 1").scalar() or 0
    latest = conn.execute(newest).scalar() or 0
    dirty = conn.exec_driver_sql("SELECT COUNT(*) FROM search_queue").scalar() or 0
    return SearchStatus(int(indexed), int(latest), int(dirty))


def _document(headline: str | None, paragraphs: list[str] | None) -> str:
    body = "\n".join([headline or "", *(paragraphs or [])])[:MAX_INDEXED_CHARS]
    return index_text(body)


def sync_search(
    engine: Engine, *, max_batches: int | None = None, stop: Callable[[], bool] | None = None
) -> int:
    """Index folded articles not indexed yet, and rewritten ones; returns how many.

    Each batch of :data:`_BATCH` articles is one short transaction, so a
    running fold (which holds SQLite's write lock for a batch) is delayed
    little. ``stop`` is asked between batches (the server's shutdown).
    """
    done = 0
    batches = 0
    with engine.begin() as conn:
        ensure_search(conn)
    while max_batches is None or batches < max_batches:
        if stop is not None and stop():
            break
        with engine.begin() as conn:
            n = _sync_batch(conn)
        batches += 1
        done += n
        if n == 0:
            break
    if done:
        log.info("search index: %d articles indexed", done)
    return done


_ROW = (
    t.story_members.c.seq,
    t.story_members.c.story_id,
    t.articles.c.id,
    t.articles.c.headline,
    t.articles.c.paragraphs,
    t.articles.c.language,
    t.articles.c.publisher,
    t.articles.c.quality,
)


def _sync_batch(conn: Connection) -> int:
    a, sm = t.articles, t.story_members
    joined = select(*_ROW).join(a, a.c.id == sm.c.article_id)
    # the first statement writes: it takes SQLite's write lock (or the row's lock in
    # PostgreSQL) before anything is read, so two servers on one store never index
    # the same batch twice
    if conn.exec_driver_sql("UPDATE search_progress SET seq = seq WHERE id = 1").rowcount == 0:
        conn.execute(text("INSERT INTO search_progress (id, seq) VALUES (1, 0)"))
    gone = [r[0] for r in conn.exec_driver_sql(f"SELECT seq FROM search_gone LIMIT {_BATCH}")]
    if gone:
        _forget(conn, gone)
        return len(gone)
    queued = [
        row[0]
        for row in conn.exec_driver_sql(f"SELECT article_id FROM search_queue LIMIT {_BATCH}")
    ]
    if queued:
        _write(conn, conn.execute(joined.where(a.c.id.in_(queued))).all())
        conn.execute(
            text("DELETE FROM search_queue WHERE article_id IN :ids").bindparams(
                bindparam("ids", expanding=True)
            ),
            {"ids": queued},
        )
        return len(queued)
    since = int(conn.exec_driver_sql("SELECT seq FROM search_progress WHERE id = 1").scalar_one())
    fresh = conn.execute(joined.where(sm.c.seq > since).order_by(sm.c.seq).limit(_BATCH)).all()
    if not fresh:
        return 0
    _write(conn, fresh)
    latest = int(fresh[-1].seq)
    conn.execute(text("UPDATE search_progress SET seq = :seq WHERE id = 1"), {"seq": latest})
    return len(fresh)


def _forget(conn: Connection, seqs: list[int]) -> None:
    """Members deleted from the store (a refold takes back the tail of the fold order and
    folds it again, reusing sequence numbers): their index rows go, and indexing
    resumes before the first of them so that what replaced them is indexed."""
    ids = {"seqs": seqs}
    expanding: BindParameter[Any] = bindparam("seqs", expanding=True)
    if conn.dialect.name == "sqlite":
        conn.execute(
            text("DELETE FROM search_index WHERE rowid IN :seqs").bindparams(expanding), ids
        )
    else:
        conn.execute(
            text(
                "DELETE FROM search_docs WHERE article_id IN "
                "(SELECT article_id FROM search_facets WHERE seq IN :seqs)"
            ).bindparams(expanding),
            ids,
        )
    conn.execute(text("DELETE FROM search_facets WHERE seq IN :seqs").bindparams(expanding), ids)
    conn.execute(
        text("UPDATE search_progress SET seq = :before WHERE id = 1 AND seq >= :before"),
        {"before": min(seqs) - 1},
    )
    conn.execute(text("DELETE FROM search_gone WHERE seq IN :seqs").bindparams(expanding), ids)


def _quality(value: Any) -> float | None:
    score = value.get("quality_score") if isinstance(value, dict) else None
    return float(score) if isinstance(score, int | float) else None


def _write(conn: Connection, rows: Sequence[Any]) -> None:
    """Index the articles of ``rows`` (text and facets), replacing what they had."""
    if not rows:
        return
    facets = [
        {
            "seq": r.seq,
            "id": r.id,
            "story": r.story_id,
            "lang": primary_language(r.language),
            "pub": r.publisher,
            "q": _quality(r.quality),
        }
        for r in rows
    ]
    ids = [r.id for r in rows]
    delete_facets = text("DELETE FROM search_facets WHERE article_id IN :ids").bindparams(
        bindparam("ids", expanding=True)
    )
    conn.execute(delete_facets, {"ids": ids})
    conn.execute(
        text(
            "INSERT INTO search_facets (seq, article_id, story_id, language, publisher, quality) "
            "VALUES (:seq, :id, :story, :lang, :pub, :q)"
        ),
        facets,
    )
    docs = [(r.seq, r.id, _document(r.headline, r.paragraphs)) for r in rows]
    if conn.dialect.name == "sqlite":
        cursor = conn.connection.cursor()
        try:
            cursor.executemany(
                "DELETE FROM search_index WHERE rowid = ?", [(seq,) for seq, _, _ in docs]
            )
            cursor.executemany(
                "INSERT INTO search_index (rowid, body) VALUES (?, ?)",
                [(seq, doc) for seq, _, doc in docs],
            )
        finally:
            cursor.close()
        return
    conn.execute(
        text(
            "INSERT INTO search_docs (article_id, doc) VALUES (:id, to_tsvector('english', :doc)) "
            "ON CONFLICT (article_id) DO UPDATE SET doc = excluded.doc"
        ),
        [{"id": i, "doc": doc} for _, i, doc in docs],
    )


def _fts5_query(terms: list[list[str]]) -> str:
    parts = []
    for tokens in terms:
        quoted = " ".join(tok.replace('"', '""') for tok in tokens)
        parts.append(f'"{quoted}"')
    return " AND ".join(parts)


@dataclass(frozen=True, slots=True)
class Matches:
    """The articles matching a search, as a subquery with one column, ``key``, that
    :data:`search_facets` is joined on (``seq`` in SQLite: the FTS5 row id;
    ``article_id`` in PostgreSQL). Read lazily: joined, the text index yields matches
    one by one, so a query that stops after N stories reads only their matches."""

    rows: Any
    key: Any

    @property
    def facet_key(self) -> Any:
        """The :data:`search_facets` column the subquery's ``key`` refers to."""
        return search_facets.c.seq if self.key.name == "seq" else search_facets.c.article_id


def matches(conn: Connection, query: str) -> Matches | None:
    """The articles matching ``query`` (every term must match); None when the query has
    no searchable term."""
    terms = query_terms(query)
    if not terms:
        return None
    if conn.dialect.name == "sqlite":
        found = (
            text("SELECT rowid AS seq FROM search_index WHERE search_index MATCH :q")
            .bindparams(q=_fts5_query(terms))
            .columns(column("seq", BigInteger()))
            .subquery("matches")
        )
        return Matches(found, found.c.seq)
    params: dict[str, str] = {}
    parts = []
    for n, tokens in enumerate(terms):
        params[f"t{n}"] = " ".join(tokens)
        parts.append(f"phraseto_tsquery('english', :t{n})")
    docs = (
        text(f"SELECT article_id FROM search_docs WHERE doc @@ ({' && '.join(parts)})")
        .bindparams(**params)
        .columns(column("article_id", Text()))
        .subquery("matches")
    )
    return Matches(docs, docs.c.article_id)


def move_facets(conn: Connection, moves: Sequence[tuple[str, str]]) -> None:
    """``(article, story)``: articles an editor moved, so the list sees it at once (the
    ``story_members`` trigger also queues them for the next sync)."""
    if moves and _ready(conn):
        conn.execute(
            text("UPDATE search_facets SET story_id = :story WHERE article_id = :article"),
            [{"article": a, "story": s} for a, s in moves],
        )


#: The facets table, for the story list's filters (see the module docstring).
search_facets = Table(
    "search_facets",
    MetaData(),  # not the store's metadata: derived, made by ensure_search
    Column("seq", BigInteger, primary_key=True),
    Column("article_id", Text),
    Column("story_id", Text),
    Column("language", Text),
    Column("publisher", Text),
    Column("quality", Float),
)
