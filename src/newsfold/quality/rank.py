"""Source ranks computed from the store, and rescoring the stored articles with them.

A publisher's computed rank, in [0, 1], is::

    0.4 * first_share + 0.2 * extraction + 0.2 * dated + 0.2 * (1 - copy_share)

- ``first_share``: of the stories it carried that at least one other publisher
  carried too, the share it published first (it is the one others copy);
- ``extraction``: the share of its articles with a headline and a body of at
  least :data:`MIN_BODY_CHARS` characters (its pages extract well);
- ``dated``: the share of its articles with a publication date;
- ``copy_share``: the share of its articles that are copies or revisions of
  an earlier article (it carries others' stories).

With few articles the figures say little, so the rank is pulled toward 0.5:
``(n * rank + PRIOR * 0.5) / (n + PRIOR)`` with :data:`PRIOR` = 5 articles.
The same store always gives the same ranks (no clock, no sampling, ties
broken by sequence). A rank from ``sources.yaml`` always wins over the
computed one (see :class:`newsfold.quality.scores.Scorer`).
"""

from __future__ import annotations

import logging
from collections import defaultdict
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from sqlalchemy import bindparam, select, update

from newsfold.config import Settings
from newsfold.quality.scores import Scorer, publisher_key, publisher_name
from newsfold.store.export_rows import scanning

__all__ = ["MIN_BODY_CHARS", "PRIOR", "RescoreSummary", "compute_ranks", "rescore_store"]

log = logging.getLogger(__name__)

MIN_BODY_CHARS = 200
PRIOR = 5.0
_WEIGHTS = {"first_share": 0.4, "extraction": 0.2, "dated": 0.2, "independence": 0.2}


@dataclass(slots=True)
class _Tally:
    articles: int = 0
    extracted: int = 0
    dated: int = 0
    copies: int = 0
    shared_stories: int = 0
    first: int = 0


def _flush_story(members: list[tuple[Any, ...]], tallies: dict[str, _Tally]) -> None:
    publishers = {m[0] for m in members if m[0]}
    if len(publishers) < 2:
        return
    dated = [m for m in members if m[0] and m[1] is not None]
    first = min(dated, key=lambda m: (m[1], m[2]))[0] if dated else None
    for publisher in publishers:
        tallies[publisher].shared_stories += 1
        if publisher == first:
            tallies[publisher].first += 1


def compute_ranks(engine: Any) -> dict[str, tuple[float, dict[str, Any]]]:
    """``publisher -> (rank, figures)`` from the stored stories and articles (streamed)."""
    from newsfold.store import schema as t

    sm, a = t.story_members, t.articles
    query = (
        select(
            sm.c.story_id,
            a.c.publisher,
            a.c.canonical_url,
            sm.c.published_at,
            sm.c.seq,
            sm.c.relation,
            a.c.headline,
            a.c.published_at.label("dated"),
            a.c.quality,
        )
        .join(a, a.c.id == sm.c.article_id)
        .order_by(sm.c.story_id)
    )
    tallies: dict[str, _Tally] = defaultdict(_Tally)
    story: list[tuple[Any, ...]] = []
    current = None
    with scanning(engine) as conn:
        for row in conn.execution_options(yield_per=2000).execute(query):
            key = publisher_name(row.publisher, row.canonical_url)
            if row.story_id != current:
                _flush_story(story, tallies)
                story, current = [], row.story_id
            story.append((key, row.published_at, row.seq))
            tally = tallies[key]
            tally.articles += 1
            body = (row.quality or {}).get("body_chars") or 0
            tally.extracted += bool(row.headline) and body >= MIN_BODY_CHARS
            tally.dated += row.dated is not None
            tally.copies += row.relation in ("copy", "revision")
    _flush_story(story, tallies)
    out = {}
    for publisher, tally in sorted(tallies.items()):
        n = tally.articles
        figures = {
            "articles": n,
            "shared_stories": tally.shared_stories,
            "first_share": tally.first / tally.shared_stories if tally.shared_stories else 0.5,
            "extraction": tally.extracted / n,
            "dated": tally.dated / n,
            "independence": 1.0 - tally.copies / n,
        }
        raw = sum(w * figures[k] for k, w in _WEIGHTS.items())
        rank = round((n * raw + PRIOR * 0.5) / (n + PRIOR), 4)
        out[publisher] = (rank, {k: round(v, 4) for k, v in figures.items()})
    return out


@dataclass(slots=True)
class RescoreSummary:
    """What ``newsfold score`` did."""

    publishers: int = 0
    articles: int = 0
    fully_scored: int = 0

    def as_dict(self) -> dict[str, int]:
        """JSON form."""
        return {
            "publishers": self.publishers,
            "articles": self.articles,
            "fully_scored": self.fully_scored,
        }


def rescore_store(
    store: Any,
    settings: Settings,
    *,
    config_ranks: Mapping[str, float] | None = None,
    full: bool = False,
    progress: Callable[[int], None] | None = None,
) -> RescoreSummary:
    """Compute and store the ranks, then bring every article's scores up to date.

    An article without scores (stored before scoring existed), or every one
    with ``full``, is scored completely; the others get their source_rank
    and quality_score recomputed (cheap). ``config_ranks`` (publisher -> rank
    from ``sources.yaml``) win over computed ranks.
    """
    from newsfold.store import schema as t
    from newsfold.store.export_rows import iter_article_rows
    from newsfold.store.quality import save_ranks

    ranks = compute_ranks(store.engine)
    save_ranks(store.engine, ranks)
    scorer = Scorer(settings, {p: r for p, (r, _) in ranks.items()})
    configured = dict(config_ranks or {})
    summary = RescoreSummary(publishers=len(ranks))
    pending: list[dict[str, Any]] = []
    statement = (
        update(t.articles)
        .where(t.articles.c.id == bindparam("b_id"))
        .values(quality=bindparam("b_quality"))
    )

    def flush() -> None:
        if pending:
            with store.engine.begin() as conn:
                conn.execute(statement, pending)
            pending.clear()

    for article, _ in iter_article_rows(store.engine):
        configured_rank = configured.get(publisher_key(article))
        if full or "quality_score" not in article.quality or configured_rank is not None:
            quality = scorer.score(article, configured_rank)
            summary.fully_scored += 1
        else:
            quality = scorer.rescore_rank(article.quality, article, article.temporal_confidence)
        summary.articles += 1
        if quality != article.quality:
            pending.append({"b_id": article.id, "b_quality": quality})
        if len(pending) >= 500:
            flush()
        if progress is not None and summary.articles % 1000 == 0:
            progress(summary.articles)
    flush()
    return summary
