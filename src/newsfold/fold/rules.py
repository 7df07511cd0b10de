"""The rules of one comparison: thresholds by length, the lead rule, follow-up order.

Everything here is a pure function of a :class:`Comparison` (a new article
measured against one story's representative) and the two entries' dates;
:class:`~newsfold.fold.folder.Folder` applies them to the candidates it
measured. See the folder's module docstring for how they combine.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta

import numpy as np
import numpy.typing as npt

from newsfold.config import Settings
from newsfold.dedup.paragraphs import NO_MATCH, ParagraphMatch
from newsfold.fold.entry import RECAP_PARAGRAPHS, FoldEntry

__all__ = [
    "CONTAINMENT_MIN_TOKENS",
    "FOLLOW_UP_MIN_NEW",
    "FOLLOW_UP_MIN_REPEAT",
    "FOLLOW_UP_SLACK",
    "KEY_PASSAGE_SHARE",
    "LEAD_COPY_MIN_SHARED",
    "LEAD_COPY_WINDOW",
    "LONG_TOKENS",
    "RECAP_MAX_DISTANCE",
    "SHORT_TOKENS",
    "Comparison",
    "Thresholds",
    "by_id",
    "direction",
    "earlier",
    "follow_up_rank",
    "is_follow_up",
    "mirrored",
    "overlap",
    "recapped",
    "recaps",
    "relevant",
    "shares_lead",
    "thresholds_for",
]

#: Share of the story (or of the new article) a later article must repeat to be its follow-up.
FOLLOW_UP_MIN_REPEAT = 0.1
#: A follow-up may be published this much before the story's representative: in a
#: crawl the original often arrives after its copies, which are published hours
#: later, so the earliest member known when the follow-up arrives can postdate it.
FOLLOW_UP_SLACK = timedelta(0)
#: Share of a follow-up's text that must be new (not in the story): it reports new facts.
FOLLOW_UP_MIN_NEW = 0.3
#: A follow-up's recap of the earlier story: paragraph sketches at most this many bits
#: apart (a verbatim or lightly reworded paragraph; one sharing a sentence of a
#: two-sentence paragraph lies 9-12 bits away on the simulated web).
RECAP_MAX_DISTANCE = 5
#: A follow-up recaps the earlier lead, or whole paragraphs making up at least this
#: share of the earlier story (its key passages: more than an odd shared sentence or
#: a background paragraph).
KEY_PASSAGE_SHARE = 0.3
#: Items with at least this many tokens use the configured thresholds as they are.
LONG_TOKENS = 120
#: Items with this many tokens or fewer use the strictest thresholds.
SHORT_TOKENS = 30
#: Strictest thresholds (high, low), for items of SHORT_TOKENS tokens or fewer.
SHORT_HIGH, SHORT_LOW = 0.98, 0.92
#: Below this many tokens, containment does not count: only resemblance does.
CONTAINMENT_MIN_TOKENS = 60
#: Two long texts that open with the same lead paragraph and share at least this
#: share of the shorter one are a candidate copy even below ``fold_low`` (see
#: :func:`shares_lead`); they fold with a review item.
LEAD_COPY_MIN_SHARED = 0.6
#: ... and were published at most this far apart (syndication republishes within hours).
LEAD_COPY_WINDOW = timedelta(hours=12)


@dataclass(frozen=True, slots=True)
class Thresholds:
    """The rules that apply to one comparison, by the length of the shorter text."""

    high: float
    low: float
    use_containment: bool
    numbers_must_match: bool


def thresholds_for(n_tokens: int, settings: Settings) -> Thresholds:
    """Length-dependent thresholds: the configured ones for long items, stricter for short."""
    high, low = settings.fold_high, settings.fold_low
    if n_tokens >= LONG_TOKENS:
        return Thresholds(high, low, True, False)
    strict = 1.0 - max(0, n_tokens - SHORT_TOKENS) / (LONG_TOKENS - SHORT_TOKENS)
    return Thresholds(
        high + strict * max(0.0, SHORT_HIGH - high),
        low + strict * max(0.0, SHORT_LOW - low),
        n_tokens >= CONTAINMENT_MIN_TOKENS,
        True,
    )


@dataclass(slots=True, unsafe_hash=True)
class Comparison:
    """A new article measured against one story's representative.

    Its figures never change once made; it is not ``frozen`` because the folder
    makes a dozen per article and a frozen dataclass's ``__init__`` costs four
    times as much (``unsafe_hash`` keeps it hashable, as it was), and because
    :func:`follow_up_rank` remembers its result here.
    """

    story_id: str
    representative: FoldEntry
    resemblance: float
    new_in_old: float
    old_in_new: float
    similarity: float
    rules: Thresholds
    paragraphs: ParagraphMatch = NO_MATCH
    #: :func:`follow_up_rank` of the measured article against this story, once asked.
    rank: tuple[bool, bool, float, float, float] | None = field(
        default=None, init=False, compare=False, hash=False, repr=False
    )


def earlier(a: datetime | None, b: datetime | None) -> bool:
    return a is not None and (b is None or a < b)


def is_follow_up(entry: FoldEntry, comparison: Comparison) -> bool:
    """Whether ``entry`` follows the compared story: after it (:func:`direction`),
    repeating its lead paragraph under a lead of its own, and adding new text.

    A follow-up reports new facts about an earlier story and recaps it: it
    repeats that story's lead (or a near twin of it) below a lead of its own.
    Sharing another paragraph, or a sentence, is no evidence: unrelated reports
    share background paragraphs, boilerplate and odd sentences. Two texts that
    open with the same lead are a copy or a look-alike, never a follow-up.
    """
    p = comparison.paragraphs
    # the cheap conditions first (all must hold, and none has side effects)
    if p.a_lead_in_b or not comparison.rules.use_containment:
        return False  # opens with the same lead, or too short to tell
    if not (p.b_lead_in_a or p.b_in_a > 0.0):
        return False  # repeats no paragraph of it
    if 1.0 - comparison.new_in_old < FOLLOW_UP_MIN_NEW:
        return False  # adds too little
    return direction(entry, comparison) == "forward"


def recapped(later: FoldEntry, earlier_entry: FoldEntry) -> npt.NDArray[np.bool_]:
    """Which paragraphs of ``earlier_entry`` ``later`` repeats nearly word for word
    (sketches at most :data:`RECAP_MAX_DISTANCE` bits apart), one flag per sketch.

    The paragraph twins of :mod:`newsfold.dedup.paragraphs` (12 bits) also pair a
    paragraph with one that shares only one of its sentences, and window
    containment counts sentences wherever they stand: unrelated reports share an
    odd sentence now and then, so neither tells a recap. A recap keeps whole
    paragraphs, reworded at most lightly.
    """
    theirs = earlier_entry.sketches
    mine = later.sketches
    if theirs.size == 0 or mine.size == 0:
        return np.zeros(theirs.size, dtype=np.bool_)
    near = np.bitwise_count(theirs[:, None] ^ mine[None, :]) <= RECAP_MAX_DISTANCE
    out: npt.NDArray[np.bool_] = near.any(axis=1)
    # the lead is recapped near the top (RECAP_PARAGRAPHS, as the index assumes);
    # further down the same paragraph is background the two happen to share
    out[0] = bool(near[0, :RECAP_PARAGRAPHS].any())
    if theirs.size > 1 and mine.size > 1 and near[-1, -1]:
        out[-1] = False  # both close with it: a sign-off, a note about the outlet
    return out


def recaps(
    repeated: npt.NDArray[np.bool_],
    lengths: npt.NDArray[np.int32],
    common: npt.NDArray[np.bool_] | Callable[[int], bool],
) -> bool:
    """Whether the ``repeated`` paragraphs of a story (:func:`recapped`) make a recap of
    it: its lead, or whole paragraphs making up :data:`KEY_PASSAGE_SHARE` of it.

    ``common`` marks the paragraphs many unrelated stories share (boilerplate,
    stock background): they count for nothing, neither as repeated nor in the
    story's length, and the story's lead is its first paragraph that is not one.
    Besides the lead, it takes two paragraphs or more: a single one is as likely a
    stock paragraph not yet seen often enough to be known as common.

    ``common`` may be a function of the paragraph's place, asked only for the
    paragraphs the answer depends on, in order: finding out whether a paragraph
    is common is an index lookup, and most pairs are decided by the first few.
    """
    is_common: Callable[[int], bool] = (
        (lambda i: bool(common[i])) if isinstance(common, np.ndarray) else common
    )
    n = int(repeated.size)
    lead = next((i for i in range(n) if not is_common(i)), None)
    if lead is None:
        return False  # every paragraph is common
    if repeated[lead]:
        return True
    later = (np.flatnonzero(repeated[lead + 1 :]) + lead + 1).tolist()
    if len(later) < 2:
        return False  # one paragraph besides the lead is background, not a recap
    key = [j for j in later if not is_common(j)]
    if len(key) < 2:
        return False
    # before the lead every paragraph is common; the lead itself is rare
    rare = [j for j in range(lead, n) if not is_common(j)]
    return float(lengths[key].sum()) >= KEY_PASSAGE_SHARE * float(lengths[rare].sum())


def direction(entry: FoldEntry, comparison: Comparison) -> str:
    """Which of two related reports follows the other: ``forward`` when ``entry``
    follows the compared story, ``reverse`` when that story follows ``entry``.

    Publication times decide when they are more than :data:`FOLLOW_UP_SLACK`
    apart. Closer than that they do not (a story's earliest known member may be
    a copy published hours after the original), and the text does: a follow-up
    recaps the lead paragraph of the story it follows, not the other way round.
    Failing both, the later published one follows.
    """
    mine, theirs = entry.published_at, comparison.representative.published_at
    if mine is not None and theirs is not None:
        if mine > theirs + FOLLOW_UP_SLACK:
            return "forward"
        if mine < theirs - FOLLOW_UP_SLACK:
            return "reverse"
    p = comparison.paragraphs
    if p.b_lead_in_a != p.a_lead_in_b:
        return "forward" if p.b_lead_in_a else "reverse"
    return "reverse" if earlier(mine, theirs) else "forward"


def shares_lead(entry: FoldEntry, comparison: Comparison) -> bool:
    """Whether two long texts open with the same paragraph and share much of the shorter.

    Syndication keeps the lead: a copy trimmed at the end, padded with a
    background paragraph and lightly reworded can fall below ``fold_low`` by
    every measure, yet it still opens with its source's first paragraph. A
    follow-up, or another story on the same topic, writes a lead of its own
    and recaps the earlier story further down. So two texts whose leads are
    twins, and that share at least :data:`LEAD_COPY_MIN_SHARED` of the shorter
    one, are a candidate copy (folded for review), never a follow-up.
    """
    p = comparison.paragraphs
    if not (p.a_lead_in_b and p.b_lead_in_a and comparison.rules.use_containment):
        return False  # the cheap conditions first: most pairs do not share both leads
    if overlap(comparison) < LEAD_COPY_MIN_SHARED:
        return False
    if comparison.rules.numbers_must_match and entry.numbers != comparison.representative.numbers:
        return False  # a template filled with other figures: other news
    mine, theirs = entry.published_at, comparison.representative.published_at
    return mine is None or theirs is None or abs(mine - theirs) <= LEAD_COPY_WINDOW


def overlap(comparison: Comparison) -> float:
    return max(comparison.new_in_old, comparison.old_in_new)


def follow_up_rank(
    entry: FoldEntry, comparison: Comparison
) -> tuple[bool, bool, float, float, float]:
    """Which story a follow-up follows, best first: the one whose lead paragraph it
    repeats (a follow-up recaps the story it continues), then one published before
    it (a report follows what came out earlier; a story's earliest known member can
    postdate the follow-up only while its original is not fetched yet, and then the
    original re-links it on arrival), then the one closest in time by the hour (a
    follow-up continues the latest development, not an older story that shares a
    background paragraph), then the one it repeats most (to a tenth: within an hour
    many stories appear, and a chance match repeats one paragraph where a follow-up
    recaps more), then the closest to the minute. Ties go to the smallest story id
    (:func:`by_id`), so the choice is deterministic.

    ``entry`` is always the article ``comparison`` measured (a comparison is made
    for one article), so the result is remembered on the comparison: re-linking
    follow-ups ranks the same remembered pairs again and again."""
    if comparison.rank is not None:
        return comparison.rank
    rep = comparison.representative
    lead = comparison.paragraphs.b_lead_in_a
    before = True
    gap = float("inf")
    if rep.published_at is not None and entry.published_at is not None:
        before = rep.published_at <= entry.published_at
        gap = abs((entry.published_at - rep.published_at).total_seconds()) // 60
    comparison.rank = (lead, before, -(gap // 60), round(overlap(comparison), 1), -gap)
    return comparison.rank


def mirrored(comparison: Comparison, story_id: str, new_rep: FoldEntry) -> Comparison:
    """``comparison`` (A measured against representative B) seen from B's side: B
    measured against A, which represents ``story_id``. Every measure is symmetric
    or swaps its two directions, so this equals ``compare(B, story_id, A)``."""
    p = comparison.paragraphs
    return Comparison(
        story_id,
        new_rep,
        comparison.resemblance,
        comparison.old_in_new,
        comparison.new_in_old,
        comparison.similarity,
        comparison.rules,
        ParagraphMatch(p.b_in_a, p.a_in_b, p.b_lead_in_a, p.a_lead_in_b),
    )


def relevant(comparison: Comparison, at_least: float) -> bool:
    """The ``at_least`` filter of :meth:`~newsfold.fold.folder.Folder.compare_many`, for one."""
    p = comparison.paragraphs
    return (
        at_least <= 0.0
        or max(comparison.resemblance, comparison.new_in_old, comparison.old_in_new) >= at_least
        or p.a_lead_in_b
        or p.b_lead_in_a
    )


def by_id(comparisons: list[Comparison]) -> list[Comparison]:
    """Comparisons by story id: ``max`` returns the first of equals, the smallest id."""
    return sorted(comparisons, key=lambda c: c.story_id)
