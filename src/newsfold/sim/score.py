"""Score newsfold's stories against the simulated web's ground truth, field by field.

Story membership alone is the easy half of the output: a run can put every
copy in the right story and still label originals ``follow_up`` or link half
the stories to a wrong predecessor. So every field a user reads is scored:

* **pairs**: precision and recall over pairs of pages in one story (the
  standard clustering measure; a look-alike folded into the story it
  resembles costs precision, a copy left out costs recall);
* **follows** (story level): each story newsfold links to a predecessor is
  mapped to the truth story most of its pages belong to; a link is right when
  that truth story follows the truth story of the linked one. Recall is over
  the truth follow-up stories whose predecessor is in the input;
* **relations**: the full table of true relation (``original``, ``copy``,
  ``revision``, ``follow-up``, ``unrelated``) against newsfold's
  (``representative``, ``copy``, ``revision``, ``follow_up``, ``unique``), and
  the share of each true relation given its expected label
  (:data:`EXPECTED`);
* **look-alikes**: unrelated pages written to resemble a story (they carry its
  ``near_story_id``), and the share of them folded into that story.

Inputs are plain records: the truth (``truth.jsonl`` of ``newsfold sim
generate``) and newsfold's output, either the export (``id``, ``story_id``,
``relation``, ``follows``) or ``newsfold fold``'s assignments (the same keys).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from math import comb
from typing import Any

__all__ = ["EXPECTED", "FoldScore", "score_stories"]

#: The newsfold relations that are right for each true relation. An original
#: represents its story; a look-alike (``unrelated``) is a story of its own,
#: alone (``unique`` in fold output, ``representative`` in the store) or with
#: its own copies.
EXPECTED: dict[str, frozenset[str]] = {
    "original": frozenset({"representative", "unique"}),
    "copy": frozenset({"copy"}),
    "revision": frozenset({"revision"}),
    "follow-up": frozenset({"follow_up"}),
    "unrelated": frozenset({"representative", "unique"}),
}


@dataclass(slots=True)
class FoldScore:
    """Every figure of one scoring, with the counts behind each share."""

    pages: int = 0
    pair_tp: int = 0
    pair_fp: int = 0
    pair_fn: int = 0
    follows_links: int = 0
    follows_right: int = 0
    follows_truth: int = 0
    follows_found: int = 0
    lookalikes: int = 0
    lookalikes_folded: int = 0
    #: (true relation, newsfold relation) -> pages
    relations: Counter[tuple[str, str]] = field(default_factory=Counter)

    @property
    def pair_precision(self) -> float:
        return _share(self.pair_tp, self.pair_tp + self.pair_fp)

    @property
    def pair_recall(self) -> float:
        return _share(self.pair_tp, self.pair_tp + self.pair_fn)

    @property
    def follows_precision(self) -> float:
        return _share(self.follows_right, self.follows_links)

    @property
    def follows_recall(self) -> float:
        return _share(self.follows_found, self.follows_truth)

    @property
    def lookalike_fold_rate(self) -> float:
        return _share(self.lookalikes_folded, self.lookalikes, empty=0.0)

    def relation_accuracy(self, truth: str) -> float:
        """Share of pages of a true relation given an expected newsfold relation."""
        total = sum(n for (t, _), n in self.relations.items() if t == truth)
        right = sum(n for (t, p), n in self.relations.items() if t == truth and p in EXPECTED[t])
        return _share(right, total)

    def as_dict(self) -> dict[str, Any]:
        """Plain figures for JSON (shares rounded to 4 places)."""
        return {
            "pages": self.pages,
            "pair_precision": round(self.pair_precision, 4),
            "pair_recall": round(self.pair_recall, 4),
            "follows_precision": round(self.follows_precision, 4),
            "follows_recall": round(self.follows_recall, 4),
            "follows_links": self.follows_links,
            "follows_truth": self.follows_truth,
            "lookalikes": self.lookalikes,
            "lookalike_fold_rate": round(self.lookalike_fold_rate, 4),
            "relation_accuracy": {t: round(self.relation_accuracy(t), 4) for t in EXPECTED},
            "relations": {f"{t}->{p}": n for (t, p), n in sorted(self.relations.items())},
        }

    def table(self) -> list[list[str]]:
        """The relation table as rows: a header, then one row per true relation."""
        found = sorted({p for _, p in self.relations})
        rows = [["truth \\ newsfold", *found, "right"]]
        for truth in EXPECTED:
            counts = [self.relations.get((truth, p), 0) for p in found]
            if sum(counts):
                rows.append([truth, *map(str, counts), f"{self.relation_accuracy(truth):.3f}"])
        return rows


def _share(part: int, whole: int, empty: float = 1.0) -> float:
    return part / whole if whole else empty


def _pairs(groups: Iterable[int]) -> int:
    return sum(comb(n, 2) for n in groups)


def score_stories(
    truth: Iterable[Mapping[str, Any]], found: Iterable[Mapping[str, Any]]
) -> FoldScore:
    """Score newsfold's records ``found`` against the ``truth`` records of the same pages.

    Pages missing from ``found`` (failed extraction) count as stories of their
    own; records of pages the truth does not know are ignored.
    """
    true_story: dict[str, str] = {}
    true_relation: dict[str, str] = {}
    parent_of: dict[str, str] = {}
    near: dict[str, str] = {}
    for record in truth:
        page = str(record["page_id"])
        true_story[page] = str(record["story_id"])
        true_relation[page] = str(record["relation"])
        if record.get("parent_story_id"):
            parent_of[str(record["story_id"])] = str(record["parent_story_id"])
        if record.get("near_story_id") and record["relation"] == "unrelated":
            near[page] = str(record["near_story_id"])
    story_of: dict[str, str] = {}
    follows: dict[str, str] = {}
    score = FoldScore(pages=len(true_story))
    for record in found:
        page = str(record["id"])
        if page not in true_story or "story_id" not in record:
            continue
        story_of[page] = str(record["story_id"])
        score.relations[(true_relation[page], str(record["relation"]))] += 1
        if record.get("follows"):
            follows[story_of[page]] = str(record["follows"])
    for page in true_story:
        story_of.setdefault(page, f"missing:{page}")

    _score_pairs(score, true_story, story_of)
    members: defaultdict[str, list[str]] = defaultdict(list)
    for page, story in story_of.items():
        members[story].append(page)
    majority = {
        story: min(
            Counter(true_story[p] for p in pages).most_common(), key=lambda c: (-c[1], c[0])
        )[0]
        for story, pages in members.items()
    }
    _score_follows(score, majority, follows, parent_of, set(true_story.values()))
    for page, story in near.items():
        score.lookalikes += 1
        score.lookalikes_folded += majority[story_of[page]] == story
    return score


def _score_pairs(score: FoldScore, true_story: dict[str, str], story_of: dict[str, str]) -> None:
    both = Counter((true_story[p], story_of[p]) for p in true_story)
    same = _pairs(both.values())
    score.pair_tp = same
    score.pair_fp = _pairs(Counter(story_of.values()).values()) - same
    score.pair_fn = _pairs(Counter(true_story.values()).values()) - same


def _score_follows(
    score: FoldScore,
    majority: dict[str, str],
    follows: dict[str, str],
    parent_of: dict[str, str],
    present: set[str],
) -> None:
    linked: set[tuple[str, str]] = set()
    for story, followed in follows.items():
        score.follows_links += 1
        child, parent = majority.get(story), majority.get(followed)
        right = child is not None and parent is not None and parent_of.get(child) == parent
        score.follows_right += right
        if right and child is not None and parent is not None:
            linked.add((child, parent))
    wanted = {(c, p) for c, p in parent_of.items() if p in present}
    score.follows_truth = len(wanted)
    score.follows_found = len(wanted & linked)
