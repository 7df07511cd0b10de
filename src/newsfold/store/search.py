"""Full-text search over headlines and bodies: SQLite FTS5 or PostgreSQL ``tsvector``.

The search index is derived data, rebuilt from ``articles`` at any time, so it
lives beside the schema rather than in it: :func:`ensure_search` creates it on
first use, and :func:`sync_search` brings it up to date in batches. New
articles are found by the fold's sequence number (``story_members.seq`` only
grows, and is indexed), so folding pays nothing for search; an article
rewritten in place (``newsfold reextract``) is queued by a trigger into
``search_dirty`` and indexed again. The web app syncs in a background thread
and every query reads what is indexed so far.

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
from collections.abc import Callable
from dataclasses import dataclass

from sqlalchemy import Connection, Engine, Text, TextClause, bindparam, column, select, text
from sqlalchemy.sql.selectable import Subquery

from newsfold.store import schema as t

__all__ = [
    "MAX_QUERY_CHARS",
    "SearchStatus",
    "article_matches",
    "ensure_search",
    "index_text",
    "query_terms",
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

_SQLITE_DDL = (
    "CREATE VIRTUAL TABLE IF NOT EXISTS search_fts USING fts5("
    "body, tokenize='porter unicode61 remove_diacritics 2')",
    "CREATE TABLE IF NOT EXISTS search_state (id INTEGER PRIMARY KEY, seq BIGINT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS search_dirty (article_id TEXT PRIMARY KEY)",
    "CREATE TRIGGER IF NOT EXISTS search_dirty_on_update AFTER UPDATE OF headline, paragraphs "
    "ON articles BEGIN INSERT OR IGNORE INTO search_dirty (article_id) VALUES (new.id); END",
)
_PG_DDL = (
    "CREATE TABLE IF NOT EXISTS search_docs (article_id TEXT PRIMARY KEY "
    "REFERENCES articles (id), doc tsvector NOT NULL)",
    "CREATE INDEX IF NOT EXISTS ix_search_docs_doc ON search_docs USING GIN (doc)",
    "CREATE TABLE IF NOT EXISTS search_state (id INTEGER PRIMARY KEY, seq BIGINT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS search_dirty (article_id TEXT PRIMARY KEY)",
    "CREATE OR REPLACE FUNCTION newsfold_search_dirty() RETURNS trigger AS $$ BEGIN "
    "INSERT INTO search_dirty (article_id) VALUES (NEW.id) ON CONFLICT DO NOTHING; "
    "RETURN NEW; END $$ LANGUAGE plpgsql",
    "CREATE OR REPLACE TRIGGER search_dirty_on_update AFTER UPDATE OF headline, paragraphs "
    "ON articles FOR EACH ROW EXECUTE FUNCTION newsfold_search_dirty()",
)


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


def ensure_search(conn: Connection) -> None:
    """Create the search index structures if they are missing (idempotent)."""
    for statement in _SQLITE_DDL if conn.dialect.name == "sqlite" else _PG_DDL:
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
    ensure_search(conn)
    indexed = conn.exec_driver_sql("SELECT seq FROM search_state WHERE id = 1").scalar() or 0
    newest = select(t.story_members.c.seq).order_by(t.story_members.c.seq.desc()).limit(1)
    latest = conn.execute(newest).scalar() or 0
    dirty = conn.exec_driver_sql("SELECT COUNT(*) FROM search_dirty").scalar() or 0
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


def _sync_batch(conn: Connection) -> int:
    sqlite = conn.dialect.name == "sqlite"
    a, sm = t.articles, t.story_members
    dirty = [
        row[0]
        for row in conn.exec_driver_sql(f"SELECT article_id FROM search_dirty LIMIT {_BATCH}")
    ]
    if dirty:
        rows = conn.execute(
            select(a.c.id, a.c.headline, a.c.paragraphs).where(a.c.id.in_(dirty))
        ).all()
        _write(conn, [(r.id, _document(r.headline, r.paragraphs)) for r in rows], sqlite)
        conn.execute(
            text("DELETE FROM search_dirty WHERE article_id IN :ids").bindparams(
                bindparam("ids", expanding=True)
            ),
            {"ids": dirty},
        )
        return len(dirty)
    indexed = conn.exec_driver_sql("SELECT seq FROM search_state WHERE id = 1").scalar()
    since = int(indexed or 0)
    fresh = conn.execute(
        select(sm.c.seq, a.c.id, a.c.headline, a.c.paragraphs)
        .join(a, a.c.id == sm.c.article_id)
        .where(sm.c.seq > since)
        .order_by(sm.c.seq)
        .limit(_BATCH)
    ).all()
    if not fresh:
        return 0
    _write(conn, [(r.id, _document(r.headline, r.paragraphs)) for r in fresh], sqlite)
    latest = int(fresh[-1].seq)
    if indexed is None:
        conn.execute(text("INSERT INTO search_state (id, seq) VALUES (1, :seq)"), {"seq": latest})
    else:
        conn.execute(text("UPDATE search_state SET seq = :seq WHERE id = 1"), {"seq": latest})
    return len(fresh)


def _write(conn: Connection, docs: list[tuple[str, str]], sqlite: bool) -> None:
    """Index ``(article id, text)``, replacing what an article had."""
    if not docs:
        return
    ids = [d[0] for d in docs]
    if sqlite:
        rowids: dict[str, int] = dict(
            conn.execute(
                text("SELECT id, rowid FROM articles WHERE id IN :ids").bindparams(
                    bindparam("ids", expanding=True)
                ),
                {"ids": ids},
            ).all()
        )
        cursor = conn.connection.cursor()
        try:
            cursor.executemany(
                "DELETE FROM search_fts WHERE rowid = ?", [(rowids[i],) for i in ids]
            )
            cursor.executemany(
                "INSERT INTO search_fts (rowid, body) VALUES (?, ?)",
                [(rowids[i], doc) for i, doc in docs],
            )
        finally:
            cursor.close()
        return
    conn.execute(
        text(
            "INSERT INTO search_docs (article_id, doc) VALUES (:id, to_tsvector('english', :doc)) "
            "ON CONFLICT (article_id) DO UPDATE SET doc = excluded.doc"
        ),
        [{"id": i, "doc": doc} for i, doc in docs],
    )


def _fts5_query(terms: list[list[str]]) -> str:
    parts = []
    for tokens in terms:
        quoted = " ".join(tok.replace('"', '""') for tok in tokens)
        parts.append(f'"{quoted}"')
    return " AND ".join(parts)


def article_matches(conn: Connection, query: str) -> Subquery | None:
    """Ids of articles matching ``query`` (column ``article_id``), or None when the
    query has no searchable term. Every term must match (AND)."""
    terms = query_terms(query)
    if not terms:
        return None
    statement: TextClause
    if conn.dialect.name == "sqlite":
        statement = text(
            "SELECT articles.id AS article_id FROM search_fts "
            "JOIN articles ON articles.rowid = search_fts.rowid "
            "WHERE search_fts MATCH :q"
        ).bindparams(q=_fts5_query(terms))
    else:
        params: dict[str, str] = {}
        parts = []
        for n, tokens in enumerate(terms):
            params[f"t{n}"] = " ".join(tokens)
            parts.append(f"phraseto_tsquery('english', :t{n})")
        statement = text(
            f"SELECT article_id FROM search_docs WHERE doc @@ ({' && '.join(parts)})"
        ).bindparams(**params)
    return statement.columns(column("article_id", Text())).subquery("matches")
