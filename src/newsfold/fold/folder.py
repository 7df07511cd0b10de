"""Story assignment: is this article a copy, a revision, a follow-up, or new?

Every candidate story is confirmed against its *representative*, never
against whichever member the article happened to resemble, so a chain A~B~C
of gradually drifting texts cannot pull unrelated articles into one story.

Two measures are taken against the representative: resemblance ``J`` (the
MinHash Jaccard estimate, or the SimHash similarity with ``--method
simhash``) and containment ``c`` (the share of the new article's window
fingerprints found in the representative, see :mod:`newsfold.dedup.windows`,
or the share of its paragraphs with a near twin there, see
:mod:`newsfold.dedup.paragraphs`, whichever is larger; both directions are
measured).
The similarity is ``max(J, c)``, so an article trimmed to its first
paragraphs, or with a paragraph inserted, still meets its source. Decision,
with the thresholds of :class:`~newsfold.config.Settings`:

* same canonical URL, same text: a copy (the same page seen again);
* same canonical URL, different text: a revision; when the URL is the
  representative's, the revision becomes the representative (the story
  reads its newest text) and the older text stays as a member;
* same normalised body: a copy;
* similarity >= ``fold_high``: a copy;
* ``fold_low`` <= similarity < ``fold_high``: a copy flagged for review
  (the store opens a review item listing the shared paragraphs); with the
  optional semantic check (:mod:`newsfold.fold.semantic`) the candidate in
  this band closest in meaning is the one joined;
* below ``fold_low`` but opening with the representative's lead paragraph and
  sharing most of the shorter text, published within hours of it
  (:func:`~newsfold.fold.rules.shares_lead`: syndication keeps the lead): a copy
  flagged for review;
* after the representative (:func:`~newsfold.fold.rules.direction`), repeating
  part of it (:data:`FOLLOW_UP_MIN_REPEAT`, or its lead) and adding new text
  (:data:`FOLLOW_UP_MIN_NEW`): a follow-up, its own story linked with
  ``follows`` (to the story whose lead it repeats, published before it, closest
  in time: see :func:`~newsfold.fold.rules.follow_up_rank`); a follow-up stored
  before its original is re-linked when the original arrives, whichever way it
  joins its story;
* otherwise: a new story; with event links on (:mod:`newsfold.fold.events`),
  stories reporting the same event in other words are linked ``related``.

Candidates come from the bucket index (:mod:`newsfold.fold.index`), ranked by
buckets shared (rare ones weigh more) then recency, plus the stories met through
lead paragraphs alone (:meth:`~newsfold.fold.entry.FoldEntry.lead_buckets`); all
of them are measured in one numpy pass (:mod:`newsfold.fold.measure`).

Short items use stricter rules (:func:`thresholds_for`): a handful of shared
words makes two flashes look alike, so below :data:`LONG_TOKENS` tokens the
thresholds rise linearly towards 0.98 / 0.92 at :data:`SHORT_TOKENS`,
containment is not counted below :data:`CONTAINMENT_MIN_TOKENS`, and two
short items whose numbers differ are never copies of each other.

The representative is the earliest published member, unless a later one
comes from a source ranked ``rank_margin`` higher; only a text that covers
the representative (``J`` or the share of the representative in it at least
``fold_low``) can take the place, never a trimmed copy. Nothing is
deleted: an earlier representative stays as a member.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Iterator
from dataclasses import replace

import numpy as np

from newsfold.config import Settings
from newsfold.dedup.minhash import MinHasher
from newsfold.fold.compare import Comparer
from newsfold.fold.entry import MAX_PASSAGES, PASSAGE_BAND, Fingerprinter, FoldEntry, Method
from newsfold.fold.index import Assignment, FoldIndex, StoryState
from newsfold.fold.rules import (
    FOLLOW_UP_MIN_NEW,
    FOLLOW_UP_MIN_REPEAT,
    FOLLOW_UP_SLACK,
    Comparison,
    by_id,
    direction,
    earlier,
    follow_up_rank,
    is_follow_up,
    mirrored,
    overlap,
    recapped,
    recaps,
    shares_lead,
)
from newsfold.fold.semantic import SemanticCheck, load_semantic
from newsfold.models import Article, Relation
from newsfold.text import CjkMode

__all__ = ["FoldStage", "Folder"]

log = logging.getLogger(__name__)

#: Candidate stories found through lead buckets alone (:meth:`FoldEntry.lead_buckets`),
#: confirmed on top of the best-supported ones.
LEAD_CANDIDATES = 8
#: A passage that this many other stories hold word for word is common (boilerplate,
#: stock background): it is no evidence that one story follows another.
COMMON_PASSAGE_STORIES = 3
#: Stories linked as ``related`` per article at most (event links, for review).
MAX_RELATED = 3
#: Same URL but this dissimilar: not a revision, the URL was reused.
REVISION_MIN_SIMILARITY = 0.3


class Folder(Comparer):
    """Assigns articles to stories one at a time against a :class:`FoldIndex`.

    Measuring an article against a story's representative is :class:`Comparer`'s job.
    """

    def __init__(
        self,
        index: FoldIndex,
        settings: Settings | None = None,
        hasher: MinHasher | None = None,
        *,
        method: Method = "minhash",
        cjk: CjkMode = "char",
        fingerprinter: Fingerprinter | None = None,
        semantic: SemanticCheck | None = None,
    ) -> None:
        super().__init__(settings or Settings())
        self.index = index
        self.semantic = semantic if semantic is not None else load_semantic(self.settings.semantic)
        self.fingerprinter = fingerprinter or Fingerprinter(
            self.settings, method=method, hasher=hasher, cjk=cjk
        )
        if self.semantic is not None:
            self.fingerprinter.gists = True  # the semantic check compares gists

    @property
    def method(self) -> Method:
        """The near-duplicate method in use."""
        return self.fingerprinter.method

    # -- deciding ----------------------------------------------------------------

    def _takes_over(self, entry: FoldEntry, comparison: Comparison) -> bool:
        representative = comparison.representative
        covers = max(comparison.resemblance, comparison.old_in_new) >= self.settings.fold_low
        if not (covers or shares_lead(entry, comparison)):
            return False  # only a text that covers the representative, or has its lead, replaces it
        margin = 1.0 + self.settings.rank_margin
        if representative.rank > 0 and entry.rank >= representative.rank * margin:
            return True
        if entry.rank > 0 and representative.rank >= entry.rank * margin:
            return False
        return earlier(entry.published_at, representative.published_at)

    def _join(
        self,
        entry: FoldEntry,
        comparison: Comparison,
        relation: Relation,
        review: bool,
        similarity: float | None = None,
        *,
        semantic: float | None = None,
    ) -> Assignment:
        rep = comparison.representative
        entry.story_id = comparison.story_id
        if relation is Relation.REVISION:
            # The newest text of the representative's URL stands for the story.
            takes_over = rep.canonical_url == entry.canonical_url and not earlier(
                entry.published_at, rep.published_at
            )
        else:
            takes_over = self._takes_over(entry, comparison)
        assignment = Assignment(
            entry.article_id,
            comparison.story_id,
            relation,
            comparison.similarity if similarity is None else similarity,
            review,
            compared_with=rep.article_id,
            new_representative=takes_over,
            semantic=semantic,
        )
        self.index.add(entry, assignment)
        return assignment

    def _new_story(self, entry: FoldEntry, follows: Comparison | None) -> Assignment:
        entry.story_id = f"s-{entry.article_id}"
        assignment = Assignment(
            entry.article_id,
            entry.story_id,
            Relation.FOLLOW_UP if follows else Relation.REPRESENTATIVE,
            follows.similarity if follows else 1.0,
            follows=follows.story_id if follows else None,
            compared_with=follows.representative.article_id if follows else None,
            new_representative=True,
        )
        self.index.add(entry, assignment)
        return assignment

    def _story_comparison(self, entry: FoldEntry, story_id: str) -> Comparison:
        story = self.index.story(story_id)
        return self.compare(entry, story.id, self.index.entry(story.representative_id))

    def fold(self, article: Article, rank: float = 0.0) -> Assignment:
        """Assign one article, update the index, and return the decision."""
        return self.fold_entry(self.fingerprinter.fingerprint(article, rank))

    def fold_entry(self, entry: FoldEntry) -> Assignment:
        """Assign an already fingerprinted article (and link the stories of its event)."""
        assignment = self._decide(entry)
        if entry.event_probes:
            related = self._related(entry, assignment)
            if related:
                assignment = replace(assignment, related=related)
        return assignment

    def _related(self, entry: FoldEntry, assignment: Assignment) -> tuple[str, ...]:
        """Other stories that share an event key with ``entry`` (at most MAX_RELATED).

        Its own story, the story it follows and the stories that follow it are
        related already; the rest are linked ``related`` for an editor to see,
        because one event told in other words is no copy.
        """
        own = self.index.story(assignment.story_id)
        found = self.index.candidate_stories(entry.event_buckets())
        skip = {own.id, own.follows}
        states = self.index.representatives([s for s in found if s not in skip])
        out = [s for s, (state, _) in states.items() if state.follows != own.id]
        return tuple(sorted(out, key=found.index)[:MAX_RELATED])

    def _decide(self, entry: FoldEntry) -> Assignment:
        same_url = self.index.find_url(entry.canonical_url) if entry.canonical_url else None
        if same_url is not None:
            comparison = self._story_comparison(entry, same_url.story_id)
            if same_url.body_key == entry.body_key:
                return self._adopt_if_new_representative(
                    entry, self._join(entry, comparison, Relation.COPY, False, 1.0)
                )
            previous = self.compare(entry, same_url.story_id, same_url)
            if max(previous.resemblance, previous.new_in_old, previous.old_in_new) >= (
                REVISION_MIN_SIMILARITY
            ):
                return self._adopt_if_new_representative(
                    entry, self._join(entry, comparison, Relation.REVISION, False)
                )
            log.info(
                "%s reuses the URL of %s for other text", entry.article_id, same_url.article_id
            )

        same_body = self.index.find_body(entry.body_key)
        if same_body is not None:
            comparison = self._story_comparison(entry, same_body.story_id)
            return self._adopt_if_new_representative(
                entry, self._join(entry, comparison, Relation.COPY, False, 1.0)
            )

        states, comparisons = self._measure_candidates(entry)
        # the first of equally similar candidates (they come best supported first)
        best = max(comparisons, key=lambda c: c.similarity, default=None)
        if best is not None and best.similarity >= best.rules.low:
            review = max(best.resemblance, best.new_in_old) < best.rules.high
            semantic = None
            if self.semantic is not None and best.similarity < best.rules.high:
                best, semantic = self._rerank(entry, comparisons, best)
            assignment = self._join(entry, best, Relation.COPY, review, semantic=semantic)
            self._adopt_follow_ups(entry, comparisons, best, states)
            return assignment
        same_lead = [c for c in comparisons if shares_lead(entry, c)]
        if same_lead:
            lead = max(by_id(same_lead), key=overlap)
            assignment = self._join(entry, lead, Relation.COPY, True)
            self._adopt_follow_ups(entry, comparisons, lead, states)
            return assignment

        targets = [
            c
            for c in comparisons
            if is_follow_up(entry, c) and self._recaps(entry, c.representative, c.story_id)
        ]
        followed = max(by_id(targets), key=lambda c: follow_up_rank(entry, c), default=None)
        assignment = self._new_story(entry, followed)
        self._adopt_follow_ups(entry, comparisons, followed, states)
        return assignment

    def _recaps(self, later: FoldEntry, earlier: FoldEntry, *stories: str) -> bool:
        """Whether ``later`` recaps ``earlier`` (:func:`~newsfold.fold.rules.recaps`),
        the passages that many other stories hold counting for nothing.

        How common a repeated passage is comes from the index (PASSAGE_BAND): the
        stories holding it word for word, but for ``stories`` (the two at hand).
        Earlier follow-ups of the same story hold its recapped passages too, so a
        story recapped by more than COMMON_PASSAGE_STORIES follow-ups word for word
        gets no more; counting them out instead let every wrong link make the next
        one look rarer.
        """
        repeated = recapped(later, earlier)
        if not repeated.any():
            return False
        keys = earlier.passages
        if keys.size != repeated.size:
            return recaps(repeated, earlier.sketch_lengths, np.zeros(repeated.size, np.bool_))
        known: dict[int, bool] = {}

        def common(i: int) -> bool:  # looked up once, and only when recaps asks
            if i >= MAX_PASSAGES:
                return False
            if i not in known:
                known[i] = self._common(int(keys[i]), stories)
            return known[i]

        return recaps(repeated, earlier.sketch_lengths, common)

    def _common(self, passage: int, stories: tuple[str, ...]) -> bool:
        """Whether at least :data:`COMMON_PASSAGE_STORIES` other stories hold this passage."""
        found = 0
        for story_id in self.index.candidate_stories([(PASSAGE_BAND, passage)]):
            if story_id in stories:
                continue
            found += 1
            if found >= COMMON_PASSAGE_STORIES:
                return True
        return False

    def _rerank(
        self, entry: FoldEntry, comparisons: list[Comparison], best: Comparison
    ) -> tuple[Comparison, float]:
        """The borderline candidate closest in meaning, and its semantic similarity.

        Only candidates the lexical rules already fold for review (``low`` <=
        similarity < ``high``) take part; the semantic check changes which of
        them the article joins, never whether it joins one.
        """
        assert self.semantic is not None
        borderline = [c for c in comparisons if c.rules.low <= c.similarity < c.rules.high]
        gist = entry.gist or self.index.gist(entry.article_id)
        others = [
            (
                c.representative.gist or self.index.gist(c.representative.article_id),
                c.representative.language,
            )
            for c in borderline
        ]
        scores = self.semantic.similarities(gist, entry.language, others)
        ranked = sorted(
            zip(borderline, scores, strict=True),
            key=lambda pair: (-pair[1], -pair[0].similarity, pair[0].story_id),
        )
        if not ranked:
            return best, 0.0
        return ranked[0]

    def _adopt_if_new_representative(self, entry: FoldEntry, assignment: Assignment) -> Assignment:
        """After a join by URL or identical text: when ``entry`` now represents its
        story (an original fetched after its copies or revisions), the follow-ups
        stored in between are measured against it, as :meth:`_adopt_follow_ups`
        does for every other join; otherwise its text was checked already."""
        if assignment.new_representative:
            states, comparisons = self._measure_candidates(entry)
            self._adopt_follow_ups(entry, comparisons, None, states)
        return assignment

    def _measure_candidates(
        self, entry: FoldEntry
    ) -> tuple[dict[str, tuple[StoryState, FoldEntry]], list[Comparison]]:
        """Candidate stories of ``entry`` (not its own), measured against their
        representatives; those sharing less than a follow-up must repeat are left
        out, since they cannot be anything to this article."""
        candidates = self.index.candidate_stories(entry.lookup_buckets())
        # a story that repeats this lead, or whose lead this repeats, shares few
        # buckets when both share common passages with many others: look it up alone
        for story_id in self.index.candidate_stories(entry.lead_buckets())[:LEAD_CANDIDATES]:
            if story_id not in candidates:
                candidates.append(story_id)
        if entry.story_id in candidates:
            candidates.remove(entry.story_id)
        states = self.index.representatives(candidates)
        comparisons = self.compare_many(
            entry, [(sid, states[sid][1]) for sid in candidates], FOLLOW_UP_MIN_REPEAT
        )
        return states, comparisons

    def _adopt_follow_ups(
        self,
        entry: FoldEntry,
        comparisons: list[Comparison],
        skip: Comparison | None,
        states: dict[str, tuple[StoryState, FoldEntry]],
    ) -> None:
        """Link earlier-stored stories that turn out to follow ``entry``'s story.

        When ``entry`` represents its story (a new story, or an original that
        arrived after its copies), the stories that repeat its lead paragraph are
        looked up on their own as well: a follow-up stored before its original
        recaps that lead, but it can share few other buckets with it and rank
        below the quota of :meth:`_measure_candidates`.
        """
        own = self.index.story(entry.story_id)
        if own.representative_id == entry.article_id:
            states, comparisons = self._with_lead_repeaters(entry, states, comparisons)
        own_rep: FoldEntry | None = None
        # a story whose representative was published more than FOLLOW_UP_SLACK before
        # ``entry`` cannot follow it (direction() says "forward"): most candidates, and
        # skipped here without the calls
        published = entry.published_at
        cutoff = published - FOLLOW_UP_SLACK if published is not None else None
        for comparison in comparisons:
            if comparison is skip or comparison.story_id in (own.id, own.follows):
                continue
            rep_published = comparison.representative.published_at
            if cutoff is not None and rep_published is not None and rep_published < cutoff:
                continue
            current = states[comparison.story_id][0].follows
            if own_rep is None:
                own_rep = self.index.entry(own.representative_id)
            if self._is_earlier_original(entry, comparison, current, own.id, own_rep):
                self.index.link_follow_up(comparison.story_id, own.id)

    def _with_lead_repeaters(
        self,
        entry: FoldEntry,
        states: dict[str, tuple[StoryState, FoldEntry]],
        comparisons: list[Comparison],
    ) -> tuple[dict[str, tuple[StoryState, FoldEntry]], list[Comparison]]:
        """``states`` and ``comparisons`` with the best-supported stories that repeat
        ``entry``'s lead (:meth:`FoldEntry.own_lead_buckets`) measured too."""
        # the entry is indexed by now: its own story tops this list, and takes no place
        found = [
            s for s in self.index.candidate_stories(entry.own_lead_buckets()) if s != entry.story_id
        ]
        extra = [s for s in found[:LEAD_CANDIDATES] if s not in states]
        if not extra:
            return states, comparisons
        more = self.index.representatives(extra)
        measured = self.compare_many(
            entry, [(sid, more[sid][1]) for sid in extra], FOLLOW_UP_MIN_REPEAT
        )
        return {**states, **more}, comparisons + measured

    def _is_earlier_original(
        self,
        entry: FoldEntry,
        comparison: Comparison,
        current: str | None,
        own_id: str,
        own_rep: FoldEntry,
    ) -> bool:
        """Whether the candidate story is a follow-up of ``entry``, which arrived after it.

        In a crawl an original often arrives after the follow-up that repeats it
        (and its copies, published hours later, too: hence :data:`FOLLOW_UP_SLACK`);
        the follow-up was then stored without a link (``current`` is None), or
        linked to a story it only shares a background paragraph with. It is
        linked to ``entry`` when it has no link, or when ``entry`` ranks higher
        as its predecessor (:func:`follow_up_rank`: its lead repeated, closer in
        time, more overlap), measured against the representative of ``entry``'s
        story (``own_rep``: the original once it is known, not a later copy).
        """
        rep = comparison.representative
        # the cheap conditions first (all must hold, and none has side effects)
        p = comparison.paragraphs
        # the mirror of is_follow_up: the stored story recaps this article's lead
        # under a lead of its own, and adds new text
        if p.b_lead_in_a or not comparison.rules.use_containment:
            return False
        if not (p.a_lead_in_b or p.a_in_b > 0.0):
            return False
        if 1.0 - comparison.old_in_new < FOLLOW_UP_MIN_NEW:
            return False
        if direction(entry, comparison) != "reverse":
            return False
        if not self._recaps(rep, entry, own_id, comparison.story_id):
            return False
        if current is None:
            return True
        if current == own_id:
            return False
        previous_state, previous_rep = self.index.representatives([current])[current]
        if previous_state.follows == comparison.story_id:
            return False
        previous = self._compare_cached(rep, current, previous_rep)
        if own_rep is entry:
            proposed = mirrored(comparison, own_id, entry)
        else:
            proposed = self._compare_cached(rep, own_id, own_rep)
        ranks = (follow_up_rank(rep, proposed), follow_up_rank(rep, previous))
        return ranks[0] > ranks[1] or (ranks[0] == ranks[1] and own_id < current)


class FoldStage:
    """Stage wrapper: articles in, assignments out, in input order."""

    def __init__(self, folder: Folder) -> None:
        self.folder = folder

    def run(self, articles: Iterable[tuple[Article, float]]) -> Iterator[Assignment]:
        """Fold each ``(article, source rank)`` pair in turn."""
        for article, rank in articles:
            yield self.folder.fold(article, rank)
