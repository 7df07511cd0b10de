"""Measuring a new article against stories' representatives, with the rules for its length.

What :class:`~newsfold.fold.folder.Folder` decides with: each candidate story is
confirmed against its representative by resemblance (MinHash Jaccard estimate or
SimHash similarity), window containment and paragraph twins both ways, combined
into one :class:`~newsfold.fold.rules.Comparison` under the thresholds for the
shorter text (:func:`~newsfold.fold.rules.thresholds_for`). One pair at a time
(:meth:`Comparer.compare`), or one article against many representatives with the
figures from :func:`~newsfold.fold.measure.measure_rows` (:meth:`Comparer.compare_many`).
Kept apart from the folder's decisions, which only read the comparisons.
"""

from __future__ import annotations

from newsfold.config import Settings
from newsfold.dedup.minhash import estimate_jaccard
from newsfold.dedup.paragraphs import NO_MATCH, ParagraphMatch, match
from newsfold.dedup.simhash import simhash_similarity
from newsfold.dedup.windows import containment
from newsfold.fold.entry import FoldEntry
from newsfold.fold.measure import measure_rows
from newsfold.fold.rules import Comparison, Thresholds, relevant, thresholds_for

__all__ = ["PAIR_CACHE_SIZE", "Comparer"]

#: Comparisons remembered by :meth:`Comparer._compare_cached` before the memory is reset.
PAIR_CACHE_SIZE = 20_000


class Comparer:
    """Measures entries against representatives (the base of the folder)."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self._pairs: dict[tuple[str, str, str], Comparison] = {}
        self._rules: dict[int, Thresholds] = {}  # thresholds_for() by length

    def resemblance(self, new: FoldEntry, old: FoldEntry) -> float:
        """MinHash Jaccard estimate, or SimHash similarity, of two entries."""
        if new.simhash is not None and old.simhash is not None:
            return simhash_similarity(new.simhash, old.simhash)
        return estimate_jaccard(new.signature, old.signature)

    def compare(self, new: FoldEntry, story_id: str, rep: FoldEntry) -> Comparison:
        """Measure ``new`` against a representative, with the rules for their length."""
        resemblance = self.resemblance(new, rep)
        windows = containment(new.windows, rep.windows)
        paragraphs = match(new.sketches, new.sketch_lengths, rep.sketches, rep.sketch_lengths)
        return self._comparison(new, story_id, rep, resemblance, windows, paragraphs)

    def _compare_cached(self, new: FoldEntry, story_id: str, rep: FoldEntry) -> Comparison:
        """:meth:`compare`, remembered for the pairs that re-linking follow-ups asks
        about again and again (each copy of an original re-checks the same stories).
        Entries never change once stored, so a pair's figures never go stale."""
        key = (new.article_id, story_id, rep.article_id)
        found = self._pairs.get(key)
        if found is None:
            if len(self._pairs) >= PAIR_CACHE_SIZE:
                self._pairs.clear()
            found = self._pairs[key] = self.compare(new, story_id, rep)
        return found

    def compare_many(
        self, new: FoldEntry, reps: list[tuple[str, FoldEntry]], at_least: float = 0.0
    ) -> list[Comparison]:
        """:meth:`compare` against many representatives at once (same figures, vectorised).

        With ``at_least``, only the representatives that share at least that
        much by some measure (resemblance, or containment either way), or whose
        lead paragraph has a twin in ``new`` or the other way round, are returned.
        """
        if len(reps) < 2:
            return [
                c
                for c in (self.compare(new, story_id, rep) for story_id, rep in reps)
                if relevant(c, at_least)
            ]
        floats, flags = measure_rows(new, [rep for _, rep in reps])
        return self._compare_rows(new, reps, floats, flags, at_least)

    def _rules_for(self, shorter: int) -> Thresholds:
        """The thresholds for a text of ``shorter`` tokens, remembered."""
        rules = self._rules[shorter] = thresholds_for(shorter, self.settings)
        return rules

    def _compare_rows(
        self,
        new: FoldEntry,
        reps: list[tuple[str, FoldEntry]],
        floats: list[list[float]],
        flags: list[list[bool]],
        at_least: float,
    ) -> list[Comparison]:
        """The loop of :meth:`compare_many` over :func:`measure_rows`' figures (the C
        core measures; building the Comparisons is Python's job: a kernel that filled
        their slots would tie the C core to these classes' layout)."""
        # One plain Python loop over lists: with a dozen candidates, numpy calls on
        # k-sized arrays and a Comparison built through _comparison cost more than
        # the figures (the same arithmetic, in the same order, as _comparison).
        resemblance, win_a, win_b, par_a, par_b = floats
        lead_a, lead_b = flags
        no_sketches = new.sketches.size == 0
        rules_of = self._rules
        n_tokens, numbers = new.n_tokens, new.numbers
        out: list[Comparison] = []
        for i, (story_id, rep) in enumerate(reps):
            r, a, b, x, y = resemblance[i], win_a[i], win_b[i], par_a[i], par_b[i]
            la, lb = lead_a[i], lead_b[i]
            if at_least > 0.0 and not (
                la
                or lb
                or r >= at_least
                or a >= at_least
                or b >= at_least
                or x >= at_least
                or y >= at_least
            ):
                continue
            shorter = n_tokens if n_tokens < rep.n_tokens else rep.n_tokens
            rules = rules_of.get(shorter) or self._rules_for(shorter)
            if no_sketches or not (x or y or la or lb) or rep.sketches.size == 0:
                paragraphs = NO_MATCH  # nothing shared (the same values as a new one)
            else:
                paragraphs = ParagraphMatch(x, y, la, lb)
            # max() spelt out (it is a third of this loop's time): the first of equals wins
            x, y = paragraphs.a_in_b, paragraphs.b_in_a
            new_in_old = x if x > a else a
            old_in_new = y if y > b else b
            similarity = r
            if rules.use_containment:
                if new_in_old > similarity:
                    similarity = new_in_old
                if old_in_new > similarity:
                    similarity = old_in_new
            if rules.numbers_must_match and numbers != rep.numbers:
                similarity = min(similarity, rules.low * 0.99)
            out.append(
                Comparison(story_id, rep, r, new_in_old, old_in_new, similarity, rules, paragraphs)
            )
        return out

    def _comparison(
        self,
        new: FoldEntry,
        story_id: str,
        rep: FoldEntry,
        resemblance: float,
        windows: tuple[float, float],
        paragraphs: ParagraphMatch,
    ) -> Comparison:
        shorter = min(new.n_tokens, rep.n_tokens)
        rules = self._rules.get(shorter) or self._rules_for(shorter)
        new_in_old = max(windows[0], paragraphs.a_in_b)
        old_in_new = max(windows[1], paragraphs.b_in_a)
        similarity = (
            max(resemblance, new_in_old, old_in_new) if rules.use_containment else resemblance
        )
        if rules.numbers_must_match and new.numbers != rep.numbers:
            similarity = min(similarity, rules.low * 0.99)
        return Comparison(
            story_id, rep, resemblance, new_in_old, old_in_new, similarity, rules, paragraphs
        )
