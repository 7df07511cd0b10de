"""The demo's second half: fold a small simulated web and score it against its truth.

The bundled sample shows what stories look like; this shows how right they
are. Pages of :mod:`newsfold.sim` go through the same ingest path as any
input (store, extract, fold) in a temporary SQLite file, and the stories
found are compared with the simulator's ground truth by pairwise precision
and recall: of the pairs of pages newsfold put in one story, how many truly
belong together, and of the pairs that truly belong together, how many
newsfold put in one story.
"""

from __future__ import annotations

import tempfile
from collections import Counter
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass
from pathlib import Path

from newsfold.config import Settings
from newsfold.pipeline import process_pending
from newsfold.sim.generate import iter_pages
from newsfold.store import open_store

__all__ = ["SimCheck", "pairwise_scores", "run_sim_check"]


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
    """Ingest ``pages`` simulated pages into a temporary store and score the stories."""
    truth: dict[str, Hashable] = {}
    sim_pages = []
    for sim_page in iter_pages(seed, pages):
        truth[sim_page.page_id] = sim_page.article.story_id
        sim_pages.append(sim_page.to_page())
    with tempfile.TemporaryDirectory(prefix="newsfold-demo-") as folder:
        url = f"sqlite:///{Path(folder) / 'sim.db'}"
        with open_store(url) as store:
            store.add_pages(sim_pages)
            summary = process_pending(store, settings.replace(db=url), progress=progress)
            found: dict[str, Hashable] = {
                article.page_id or article.id: extra["story_id"]
                for article, extra in store.iter_export_rows()
            }
    precision, recall = pairwise_scores(truth, found)
    return SimCheck(
        pages=len(sim_pages),
        articles=summary.articles,
        failed=sum(summary.failed.values()),
        true_stories=len(set(truth.values())),
        found_stories=len(set(found.values())),
        precision=precision,
        recall=recall,
    )
