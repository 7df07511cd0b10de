"""Session 19: batch I (HELD OUT), 30 pages by a new writer, 15 English and 15 in other
languages.

Batch I (``benchmarks/extract_cases_i.py``, ``extract_cases_i_intl.py``) was written whole
in page families and failure kinds A to H drew little or not at all (Gutenberg with a
comment thread, Arc Fusion, a Ghost members' paywall, Blogger ``<br>`` text, a Drupal
page behind a consent banner, wire copy on a TV station's site, a Next.js live page, a
slideshow, a press release, a metered teaser, an explainer with a table of contents and
an FAQ, letters to the editor, a sports recap with a line score, Squarespace blocks, a
Substack post with footnotes; and fr, de, es, it, pt, pl, ru, tr, ar, id, vi, ja, ko, sv,
hi pages in their markets' shapes), and committed with its "before" figures (newsfold
0.938, trafilatura 0.887) before any change; it is scored only to report changes. Its
labels must be sound and its score must hold; the pages it misses are listed by name
(``benchmarks/README.md``, session 19, says what each keeps): a new miss is a
regression, a miss fixed means the list may shrink.
"""

from __future__ import annotations

from tests.extract.test_extract_cases_d import _cases, batch_f1, page_scores


def test_batch_i_labels_are_sound() -> None:
    cases = _cases().batch("i")
    assert len(cases) == 30
    assert len({c.name for c in cases}) == len(cases)
    for case in cases:
        assert _cases().check(case) == [], case.name
        assert case.truth == "\n".join(case.with_), case.name
    langs = {c.lang for c in cases}
    assert langs == {
        "en", "fr", "de", "es", "it", "pt", "pl", "ru", "tr", "ar", "id", "vi", "ja", "ko",
        "sv", "hi",
    }  # fmt: skip
    assert sum(c.lang == "en" for c in cases) == 15
    earlier = {c.body for b in ("a", "b", "c", "d", "e", "f", "g", "h") for c in _cases().batch(b)}
    assert not earlier & {c.body for c in cases}


#: F1 on batch I (``benchmarks/extraction.py --sets cases-i``) before session 19's
#: changes: 0.938 (trafilatura 0.887).
_REACHED_I = 0.93
#: Batch I's pages under 0.97 of matching shingles (``benchmarks/README.md``, session 19,
#: says what each keeps or loses). Session 20's fixes by class (read-also labels in ~40
#: languages and per ``<br>`` line, channel prompts, ad-break labels beside their slot,
#: desk initials, a release's contact block, caption counters) took eight off: the pl,
#: tr, ar, id, ko and hi pages, the press release and the slideshow.
#: (i-pt-br-columns crossed 0.97 with session 21's fixes: its video player's title.)
_KNOWN_MISSES_I = {
    "i-ghost-paywall",
    "i-wire-syndicated",
    "i-nextjs-live",
    "i-explainer-faq",
    "i-letters-editor",
    "i-sports-recap",
    "i-substack-footnotes",
    "i-fr-metered",
    "i-de-regional-dpa",
    "i-it-gallery",
    "i-sv-annons",
}


def test_batch_i_keeps_its_score() -> None:
    assert batch_f1("i") >= _REACHED_I


def test_batch_i_misses_only_the_known_pages() -> None:
    scores = page_scores("i")
    assert {name for name, tp in scores.items() if tp < 0.97} == _KNOWN_MISSES_I
