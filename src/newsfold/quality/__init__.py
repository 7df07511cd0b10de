"""Corpus governance: per-article scores, source ranks, publisher health, validation gates.

Each module has one job:

- :mod:`~newsfold.quality.entities` people, places, organisations (rules, spaCy, LAC);
- :mod:`~newsfold.quality.entity_rules` what the built-in entity rules read in a text;
- :mod:`~newsfold.quality.depth` syntactic depth 1-5 (parse or proxy);
- :mod:`~newsfold.quality.scores` completeness, quality_score and the :class:`Scorer`;
- :mod:`~newsfold.quality.rank` source ranks computed from the store;
- :mod:`~newsfold.quality.health` publisher health per day and its alerts;
- :mod:`~newsfold.quality.gates` validation rules for a batch;
- :mod:`~newsfold.quality.retention` pruning raw pages, keeping a sample.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from newsfold.quality.scores import Scorer

if TYPE_CHECKING:
    from newsfold.config import Settings
    from newsfold.store import Store

__all__ = ["Scorer", "clear_caches", "scorer_for"]


def clear_caches() -> None:
    """Empty the per-text caches of the scores: paragraphs, and the runs of capitalised
    words the English rules read (benchmarks start every run cold)."""
    from newsfold.quality.depth import _proxy_paragraph
    from newsfold.quality.entities import spacy_docs
    from newsfold.quality.entity_rules import _en_name, en_paragraph, zh_tagged

    for cached in (_proxy_paragraph, en_paragraph, zh_tagged, _en_name, spacy_docs):
        cached.cache_clear()


def scorer_for(store: Store, settings: Settings) -> Scorer:
    """A scorer with the ranks ``newsfold score`` last computed for this store."""
    from newsfold.store.quality import load_ranks

    return Scorer(settings, load_ranks(store.engine))
