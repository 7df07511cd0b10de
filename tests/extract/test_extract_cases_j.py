"""Session 20: batch J (HELD OUT), 30 pages by a new writer, 15 English and 15 in other
languages.

Batch J (``benchmarks/extract_cases_j.py``, ``extract_cases_j_intl.py``) was written whole
in page families A to I drew little or not at all (a Brightspot page with a newsletter
module, a TV station's story under a weather bar, a Medium post, a university news office,
a court story with a DocumentCloud viewer, a funeral home's obituary, a recipe card, an
election results page, a body cut by "Most read" and a video player, a podcast transcript,
an e-mail newsletter's web version, a hyperlocal post, a club's match report, a .gov
release, a fact check with a correction; and nl, cs, ro, el, uk, he, fa, th, ms, bn, sw,
fi, da, hu, ta pages in their markets' shapes), and committed with its "before" figures
(newsfold 0.948, trafilatura 0.904, on main ``f1fa913``) before any extraction change of
session 20; it is scored only to report changes. Its labels must be sound and its score
must hold; the pages it misses are listed by name (``benchmarks/README.md``, session 20,
says what each keeps): a new miss is a regression, a miss fixed means the list may shrink.
"""

from __future__ import annotations

from tests.extract.test_extract_cases_d import _cases, batch_f1, page_scores


def test_batch_j_labels_are_sound() -> None:
    cases = _cases().batch("j")
    assert len(cases) == 30
    assert len({c.name for c in cases}) == len(cases)
    for case in cases:
        assert _cases().check(case) == [], case.name
        assert case.truth == "\n".join(case.with_), case.name
    langs = {c.lang for c in cases}
    assert langs == {
        "en", "nl", "cs", "ro", "el", "uk", "he", "fa", "th", "ms", "bn", "sw", "fi", "da",
        "hu", "ta",
    }  # fmt: skip
    assert sum(c.lang == "en" for c in cases) == 15
    earlier = {
        c.body for b in ("a", "b", "c", "d", "e", "f", "g", "h", "i") for c in _cases().batch(b)
    }
    assert not earlier & {c.body for c in cases}


#: F1 on batch J (``benchmarks/extraction.py --sets cases-j``) before session 20's
#: changes: 0.948 (trafilatura 0.904).
_REACHED_J = 0.940
#: Batch J's pages under 0.97 of matching shingles before any change (``benchmarks/
#: README.md``, session 20, says what each keeps); one (a Thai page's <br> lines) crossed
#: 0.97 after session 20's extraction fixes (2e97d0e), which never opened the batch; eight
#: more after session 21's, made from the spent batch's misses as classes (agency
#: sign-offs, ad labels, class-named boxes, the head's meta lines).
_KNOWN_MISSES_J = {
    "j-brightspot-newsletter",
    "j-tv-weather-bar",
    "j-medium-post",
    "j-recipe-card",
    "j-election-results",
    "j-podcast-transcript",
    "j-email-web-version",
    "j-hyperlocal-post",
    "j-club-match-report",
    "j-fi-lue-myos",
    "j-da-ritzau",
}


def test_batch_j_keeps_its_score() -> None:
    assert batch_f1("j") >= _REACHED_J


def test_batch_j_misses_only_the_known_pages() -> None:
    scores = page_scores("j")
    assert {name for name, tp in scores.items() if tp < 0.97} == _KNOWN_MISSES_J
