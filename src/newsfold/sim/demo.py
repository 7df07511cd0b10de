"""The demo's second half: fold a small simulated web and score it against its truth.

The bundled sample shows what stories look like; this shows how right they
are. Pages of :mod:`newsfold.sim` go through the same ingest path as any
input (store, extract, fold) in a temporary SQLite file, and through the
batch path (extract, then fold in memory, as ``newsfold extract`` and
``newsfold fold`` do). Both are scored against the simulator's ground truth
on every field (:mod:`newsfold.sim.score`): pairwise precision and recall of
the stories, ``follows`` links, the table of true against found relations,
look-alikes folded; and the two paths must agree record for record.
"""

from __future__ import annotations

import tempfile
from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from newsfold.config import Settings
from newsfold.errors import PageError
from newsfold.extract import extract_article
from newsfold.fold import Folder, MemoryFoldIndex
from newsfold.fold.batch import fold_records
from newsfold.models import Page
from newsfold.pipeline import process_pending
from newsfold.sim.generate import iter_pages
from newsfold.sim.score import FoldScore, score_stories
from newsfold.store import open_store

__all__ = ["SimCheck", "batch_records", "pairwise_scores", "run_sim_check"]


@dataclass(frozen=True, slots=True)
class SimCheck:
    """How the stories found on a simulated web compare with its ground truth."""

    pages: int
    articles: int
    failed: int
    true_stories: int
    found_stories: int
    precision: float
    recall: float
    #: Every field of the ingest path's export scored against the truth.
    ingest: FoldScore | None = None
    #: The same for the batch path (extract, then fold in memory).
    batch: FoldScore | None = None
    #: Records where the two paths disagree on story, relation, similarity or link.
    disagreements: int = 0


def _pairs(counts: Iterable[int]) -> int:
    return sum(n * (n - 1) // 2 for n in counts)


def pairwise_scores(truth: dict[str, Hashable], found: dict[str, Hashable]) -> tuple[float, float]:
    """Pairwise precision and recall of clustering ``found`` against ``truth`` (same keys).

    Counted from the contingency table, so it costs O(n), not O(n²) pairs.
    """
    keys = [k for k in truth if k in found]
    both = _pairs(Counter((truth[k], found[k]) for k in keys).values())
    in_found = _pairs(Counter(found[k] for k in keys).values())
    in_truth = _pairs(Counter(truth[k] for k in keys).values())
    precision = both / in_found if in_found else 1.0
    recall = both / in_truth if in_truth else 1.0
    return precision, recall


def run_sim_check(
    pages: int,
    settings: Settings,
    *,
    seed: int = 0,
    progress: Callable[[int, int], None] | None = None,
) -> SimCheck:
    """Ingest ``pages`` simulated pages into a temporary store, fold them in memory too,
    and score both against the truth."""
    truth: list[dict[str, Any]] = []
    sim_pages = []
    for sim_page in iter_pages(seed, pages):
        truth.append(sim_page.truth_record())
        sim_pages.append(sim_page.to_page())
    with tempfile.TemporaryDirectory(prefix="newsfold-demo-") as folder:
        url = f"sqlite:///{Path(folder) / 'sim.db'}"
        with open_store(url) as store:
            store.add_pages(sim_pages)
            summary = process_pending(store, settings.replace(db=url), progress=progress)
            exported = [
                {"id": article.page_id or article.id, **extra}
                for article, extra in store.iter_export_rows()
            ]
    batch = batch_records(sim_pages, settings)
    by_id = {r["id"]: r for r in batch}
    keys = ("story_id", "relation", "follows")
    disagreements = sum(
        1
        for r in exported
        if r["id"] not in by_id
        or any(r.get(k) != by_id[r["id"]].get(k) for k in keys)
        or round(float(r["similarity"]), 4) != by_id[r["id"]]["similarity"]
    ) + abs(len(batch) - len(exported))
    truth_story = {r["page_id"]: r["story_id"] for r in truth}
    found = {r["id"]: r["story_id"] for r in exported}
    precision, recall = pairwise_scores(truth_story, found)
    return SimCheck(
        pages=len(sim_pages),
        articles=summary.articles,
        failed=sum(summary.failed.values()),
        true_stories=len(set(truth_story.values())),
        found_stories=len(set(found.values())),
        precision=precision,
        recall=recall,
        ingest=score_stories(truth, exported),
        batch=score_stories(truth, batch),
        disagreements=disagreements,
    )


def batch_records(pages: Sequence[Page], settings: Settings) -> list[dict[str, Any]]:
    """The batch path: every page extracted, then folded in memory (``newsfold fold``);
    pages that fail extraction are left out, as ``newsfold fold`` skips their records."""
    articles = []
    for page in pages:
        try:
            articles.append(extract_article(page, settings=settings))
        except PageError:
            continue
    folder = Folder(MemoryFoldIndex(), settings)
    return fold_records(articles, folder)
