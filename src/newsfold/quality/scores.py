"""Per-article scores: how far to trust one record.

Every score is stored in ``articles.quality`` (a JSON object), exported as its
own field and shown by ``newsfold stories --json``:

``source_rank`` [0, 1]
    The publisher's rank from the sources configuration (``rank:``, clipped to
    [0, 1]) when it gives one above 0; else the rank ``newsfold score``
    computed from the store (:mod:`newsfold.quality.rank`); else null (no
    rank known yet). ``source_rank_from`` says which: ``config``, ``computed``.
``temporal_confidence`` [0, 1]
    The date decision's confidence (exists since the first release).
``completeness`` [0, 1]
    A weighted sum of six checks (:data:`COMPLETENESS_PARTS`): paragraphs (5 or
    more: full marks), the lead's length (counted in characters for Chinese, 60
    for full marks; in words otherwise, 25), a number in the body, an entity,
    a headline, and a body that does not look cut off (its last paragraph ends
    with sentence punctuation, not with an ellipsis or "read more").
    Limits: a short brief scores low although nothing is missing from it.
``entities``
    People, places and organisations with offsets and a confidence
    (:mod:`newsfold.quality.entities`); ``unsure`` below ``entity_threshold``.
``syntactic_depth`` 1-5 (null without a sentence)
    See :mod:`newsfold.quality.depth`; ``syntactic_depth_from`` is ``parse`` or ``proxy``.
``quality_score`` [0, 1]
    The weighted mean of source_rank (0 when unknown), temporal_confidence,
    completeness, depth ((level - 1) / 2, capped at 1: beyond level 3 deeper is not
    better) and entity coverage (sure entities / 3, capped at 1), with the
    ``weight_*`` settings.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from newsfold.config import Settings
from newsfold.models import Article
from newsfold.quality.depth import PARSE_THRESHOLDS, depth_level, parse_raw, proxy_level
from newsfold.quality.entities import Entity, entity_records, spacy_docs
from newsfold.urls import url_host

__all__ = [
    "COMPLETENESS_PARTS",
    "SCORE_KEYS",
    "Completeness",
    "Scorer",
    "combine",
    "completeness",
]

#: Weight of each completeness check (they sum to 1).
COMPLETENESS_PARTS: Final[Mapping[str, float]] = {
    "paragraphs": 0.2,
    "lead": 0.2,
    "numbers": 0.1,
    "entities": 0.15,
    "headline": 0.2,
    "not_truncated": 0.15,
}
#: The keys every scored article has in ``quality`` (values may be null).
SCORE_KEYS: Final = (
    "source_rank",
    "source_rank_from",
    "completeness",
    "entities",
    "entity_backend",
    "syntactic_depth",
    "syntactic_depth_from",
    "quality_score",
    "body_chars",
)

_FULL_PARAGRAPHS: Final = 5
_FULL_LEAD_CHARS: Final = 60
_FULL_LEAD_WORDS: Final = 25
_FULL_ENTITIES: Final = 3
_WORD: Final = re.compile(r"[^\W_]+")
_ASCII_DIGIT: Final = re.compile(r"[0-9]")
#: The marks a complete body ends with (after its trailing whitespace).
_END_MARKS: Final = frozenset('.!?。！？…」』”’")）)')
_CUT_OFF: Final = re.compile(
    r"(?:\.\.\.|…|……|\[\.\.\.\]|read more|continue reading|全文|未完待续|阅读全文)\s*[»>]?\s*$",
    re.IGNORECASE,
)
#: The longest text :data:`_CUT_OFF`'s words match (``continue reading``; case-blind, a
#: character matches one character).
_CUT_OFF_LONGEST: Final = 16


@dataclass(frozen=True, slots=True)
class Completeness:
    """The six checks, each in [0, 1], and their weighted sum."""

    parts: Mapping[str, float]

    @property
    def score(self) -> float:
        """Weighted sum in [0, 1]."""
        return sum(COMPLETENESS_PARTS[k] * v for k, v in self.parts.items())


def _chinese(language: str | None) -> bool:
    return bool(language) and str(language).lower().startswith("zh")


def truncated(paragraphs: Sequence[str]) -> bool:
    """Whether the body looks cut off: no body, an ellipsis or a "read more" at its end,
    or a last paragraph without closing punctuation."""
    if not paragraphs:
        return True
    last = paragraphs[-1].strip()
    if not last or last[-1] not in _END_MARKS:
        return True
    # Ending in a mark (no » or >, no space), the text can match _CUT_OFF only where its
    # words end the text: searched from there, where an expression anchored at the end
    # was tried at every character of the paragraph.
    return _CUT_OFF.search(last, max(0, len(last) - _CUT_OFF_LONGEST)) is not None


def has_digit(paragraphs: Sequence[str]) -> bool:
    """Whether any character of ``paragraphs`` is a digit (``str.isdigit``).

    An ASCII digit first (one search a paragraph, and most bodies hold one), then
    character by character through the paragraphs that are not ASCII (in ASCII text
    the digits are 0-9, so those have been searched already).
    """
    for p in paragraphs:
        if _ASCII_DIGIT.search(p):
            return True
    for p in paragraphs:
        if not p.isascii():
            for c in p:
                if c.isdigit():
                    return True
    return False


def completeness(
    headline: str | None,
    paragraphs: Sequence[str],
    language: str | None,
    n_entities: int,
) -> Completeness:
    """The completeness checks of one article (see the module doc)."""
    lead = paragraphs[0] if paragraphs else ""
    if _chinese(language):
        lead_part = min(1.0, len("".join(lead.split())) / _FULL_LEAD_CHARS)
    else:
        # Counted up to the full count (a lead's words past it change nothing).
        words = 0
        for _ in _WORD.finditer(lead):
            words += 1
            if words >= _FULL_LEAD_WORDS:
                break
        lead_part = min(1.0, words / _FULL_LEAD_WORDS)
    body_has_number = has_digit(paragraphs)
    return Completeness(
        {
            "paragraphs": min(1.0, len(paragraphs) / _FULL_PARAGRAPHS),
            "lead": lead_part,
            "numbers": 1.0 if body_has_number else 0.0,
            "entities": min(1.0, n_entities / _FULL_ENTITIES),
            "headline": 1.0 if headline and headline.strip() else 0.0,
            "not_truncated": 0.0 if truncated(paragraphs) else 1.0,
        }
    )


def combine(quality: Mapping[str, Any], temporal_confidence: float, settings: Settings) -> float:
    """``quality_score`` from the stored parts and the weights in ``settings``."""
    rank = quality.get("source_rank")
    depth = quality.get("syntactic_depth")
    sure = sum(1 for e in quality.get("entities") or () if not e.get("unsure"))
    parts = (
        (settings.weight_source_rank, float(rank) if rank is not None else 0.0),
        (settings.weight_temporal, float(temporal_confidence)),
        (settings.weight_completeness, float(quality.get("completeness") or 0.0)),
        (settings.weight_depth, min(1.0, (depth - 1) / 2) if depth else 0.0),
        (settings.weight_entities, min(1.0, sure / _FULL_ENTITIES)),
    )
    total = sum(w for w, _ in parts)
    return round(sum(w * v for w, v in parts) / total, 4)


def config_rank(rank: float | None) -> float | None:
    """A sources-configuration rank as a source_rank: above 0 and clipped to 1, else None."""
    if rank is None or rank <= 0:
        return None
    return min(1.0, float(rank))


class Scorer:
    """Scores articles with one settings object and one table of computed ranks.

    ``ranks`` maps a publisher to the rank :mod:`newsfold.quality.rank`
    computed; a rank from the sources configuration wins over it.
    """

    def __init__(self, settings: Settings, ranks: Mapping[str, float] | None = None) -> None:
        self.settings = settings
        self.ranks = dict(ranks or {})

    def rank_for(self, article: Article, configured: float | None) -> tuple[float | None, str]:
        """The article's source_rank and where it came from."""
        rank = config_rank(configured)
        if rank is not None:
            return rank, "config"
        computed = self.ranks.get(publisher_key(article))
        if computed is not None:
            return round(computed, 4), "computed"
        return None, "none"

    def entities(self, article: Article) -> tuple[list[Entity], str]:
        """The article's entities and the recogniser's name."""
        from newsfold.quality.entities import recognizer_for

        recognizer = recognizer_for(self.settings.entities, article.language)
        return (
            recognizer.find(article.headline or "", article.body),
            recognizer.name,
        )

    def depth(self, article: Article) -> tuple[int | None, str]:
        """Syntactic depth level and how it was measured."""
        if self.settings.depth == "parse" and not _chinese(article.language):
            _, doc = spacy_docs(article.headline or "", article.body)
            return depth_level(parse_raw(doc), PARSE_THRESHOLDS), "parse"
        return proxy_level(article.paragraphs, article.language), "proxy"

    def score(self, article: Article, configured_rank: float | None = None) -> dict[str, Any]:
        """Every score of one article, as stored in ``articles.quality``."""
        found, backend = self.entities(article)
        rank, rank_from = self.rank_for(article, configured_rank)
        level, level_from = self.depth(article)
        complete = completeness(article.headline, article.paragraphs, article.language, len(found))
        threshold = self.settings.entity_threshold
        quality: dict[str, Any] = {
            "source_rank": rank,
            "source_rank_from": rank_from,
            "completeness": round(complete.score, 4),
            "completeness_parts": {k: round(v, 4) for k, v in complete.parts.items()},
            "entities": entity_records(found, threshold),
            "entity_backend": backend,
            "syntactic_depth": level,
            "syntactic_depth_from": level_from,
            "body_chars": sum(len(p) for p in article.paragraphs),
        }
        quality["quality_score"] = combine(quality, article.temporal_confidence, self.settings)
        return quality

    def rescore_rank(
        self, quality: Mapping[str, Any], article: Article, temporal_confidence: float
    ) -> dict[str, Any]:
        """``quality`` with source_rank (when not from the configuration) and quality_score
        brought up to date with this scorer's ranks and weights."""
        out = dict(quality)
        if out.get("source_rank_from") != "config":
            rank, rank_from = self.rank_for(article, None)
            out["source_rank"], out["source_rank_from"] = rank, rank_from
        out["quality_score"] = combine(out, temporal_confidence, self.settings)
        return out


#: The scores ``newsfold stories --json`` shows for a story's representative.
STORY_SCORE_KEYS: Final = (
    "quality_score",
    "source_rank",
    "source_rank_from",
    "completeness",
    "syntactic_depth",
    "entities",
)


def story_scores(store: Any, representative_ids: Sequence[str]) -> dict[str, dict[str, Any]]:
    """Per representative article, the scores of :data:`STORY_SCORE_KEYS` (null when unscored)."""
    from newsfold.store.quality import load_quality

    stored = load_quality(store.engine, representative_ids)
    return {
        rid: {key: stored.get(rid, {}).get(key) for key in STORY_SCORE_KEYS}
        for rid in representative_ids
    }


def publisher_key(article: Article) -> str:
    """The name ranks are kept under: the publisher, else the canonical URL's host."""
    return publisher_name(article.publisher, article.canonical_url)


def publisher_name(publisher: str | None, url: str | None) -> str:
    """``publisher``, else the host of ``url`` (lower case, no ``www.``)."""
    if publisher:
        return publisher
    host = url_host(url)
    return host[4:] if host.startswith("www.") else host
