"""Session 17's two batches of hand-written date cases give their truth, at the level reached.

``benchmarks/date_cases3a.py`` (batch A: the pages fixes looked at) and
``benchmarks/date_cases3b.py`` (batch B: held out, scored only before and after) were
written together before any code change: harder pages than session 16's (dates nothing
was returned for, stale structured dates, the page's own zone around midnight and for
relative dates, Chinese portals, more languages and calendars), each on a made-up host,
fetched at 2026-12-04 03:30 UTC. Every case goes through ``extract_article`` and through
the light path ``benchmarks/dates.py`` scores. The cases still missed are listed with why;
each must still miss (a fix shows up and the list shrinks), every other case must give its
day.
"""

from __future__ import annotations

from types import ModuleType

import pytest
from tests.benchmark_modules import load_benchmark
from tests.dates.test_date_cases import assert_days, batch_days, batch_light

from newsfold.extract import extract_article
from newsfold.models import Page


def _batch(name: str) -> ModuleType:
    return load_benchmark(f"{name}.py", name)


CASES = (*_batch("date_cases3a").CASES, *_batch("date_cases3b").CASES)

#: Cases newsfold does not read yet, with why.
KNOWN_MISSES: dict[str, str] = {
    "a_zh_wechat_ct": (
        "a WeChat article's date is only in a script's `var ct = \"<unix seconds>\"`: a "
        "variable that short names nothing a general rule could read (session 19 read it, "
        "and so read countdown clocks' and minified code's `var ct`; the review took it out)"
    ),
    # Batch B (held out): none left after the fixes made on batch A, the review's mends,
    # round four's fixes ("5h ago", Indonesian "Des", Croatian months) and round six's
    # (the 'alerte' box, a breaking-news box classed in French).
}


#: The two Thai stories, whose words are not set apart by spaces, raised
#: ``EmptyPageError`` before extraction's round six (a Thai sentence counted two or three
#: words, no block was prose): their body is found now, and they give their day by the
#: whole path like every other case (``tests/extract/test_extract_round6.py``).
THAI = frozenset({"a_lang_th_buddhist", "b_lang_th_abbr"})


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_every_case_gives_its_day(case: object) -> None:
    if case.name in THAI:  # type: ignore[attr-defined]
        page = Page(
            url=case.url,  # type: ignore[attr-defined]
            body=case.body,  # type: ignore[attr-defined]
            fetched_at=case.fetched_at,  # type: ignore[attr-defined]
        )
        assert extract_article(page).body
        assert batch_light(case) == case.truth  # type: ignore[attr-defined]
    assert_days(batch_days(case), case, KNOWN_MISSES)


def test_the_batches_are_alike_and_each_case_a_site_of_its_own() -> None:
    a, b = _batch("date_cases3a").CASES, _batch("date_cases3b").CASES
    families = {c.family for c in a}
    assert families == {c.family for c in b} == {
        "missing", "stale", "midnight", "modified", "relative", "zh", "lang", "teaser",
        "comments", "place",
    }  # fmt: skip
    for family in families:
        assert sum(c.family == family for c in a) == sum(c.family == family for c in b)
    assert len({c.host for c in CASES}) == len(CASES)
    assert {c.encoding for c in CASES} == {"utf-8", "gbk"}
    assert set(KNOWN_MISSES) <= {c.name for c in CASES}
