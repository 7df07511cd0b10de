"""Session 19's seventh round of hand-written date cases (``benchmarks/date_cases7.py``
and ``date_cases7b.py``), held out: written by a new writer before the round's fixes,
never looked at by them. Every case goes through ``extract_article`` and through the light
path ``benchmarks/dates.py`` scores. The cases still missed are listed with why; each must
still miss (a fix shows up and the list shrinks), every other case must give its day. The
pages that state when they were updated are scored on that day too, the same way.
"""

from __future__ import annotations

import pytest
from tests.benchmark_modules import load_benchmark
from tests.dates.test_date_cases import assert_days, batch_days

from newsfold.extract import extract_article
from newsfold.models import Page

BATCH = load_benchmark("date_cases7.py", "date_cases7")
CASES = BATCH.CASES
MODIFIED: dict[str, str] = BATCH.MODIFIED
DATES = load_benchmark("dates.py", "dates_benchmark")

#: Cases newsfold does not read yet, with why (41 of 50 read before round seven's fixes,
#: 44 after session 19's, tests/dates/test_dates_batch7_fixes.py).
KNOWN_MISSES: dict[str, str] = {
    "k_conf_sitewide_stale_meta": (
        "a site-wide article:published_time two months before the byline's 'December 4, "
        "2026' wins over it"
    ),
    "k_conf_jsonld_year_off_by_one": (
        "a JSON-LD datePublished a year before the byline and the /2026/12/03/ path wins"
    ),
    "k_conf_ar_created_draft_levant_month": (
        "an itemprop dateCreated (the draft's day) wins over 'نُشر في 3 كانون الأول 2026' "
        "(its Levantine month read since session 19)"
    ),
    "n_none_en_about_founded": "an about page's 'founded on April 1, 1998' is taken as its date",
    "n_none_en_section_front": "a section front takes one of its teasers' <time> as its date",
    "n_none_ja_company_profile": "a company profile's 設立 (founding) day is taken as its date",
}

#: Pages whose stated last-updated day newsfold's modified_at misses, with why.
KNOWN_MODIFIED_MISSES: dict[str, str] = {
    "d_upd_ko_gisa_ipryeok": "the '최종수정' (last modified) line gives no modified_at",
}


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_every_case_gives_its_day(case: object) -> None:
    assert_days(batch_days(case), case, KNOWN_MISSES)


MODIFIED_CASES = [c for c in CASES if c.name in MODIFIED]


@pytest.mark.parametrize("case", MODIFIED_CASES, ids=[c.name for c in MODIFIED_CASES])
def test_a_page_that_states_its_update_gives_that_day(case: object) -> None:
    page = Page(
        url=case.url,  # type: ignore[attr-defined]
        body=case.body,  # type: ignore[attr-defined]
        fetched_at=case.fetched_at,  # type: ignore[attr-defined]
    )
    article = extract_article(page)
    got = DATES._modified_day(article.published_at_local, article.modified_at)
    name = case.name  # type: ignore[attr-defined]
    if name in KNOWN_MODIFIED_MISSES:
        assert got != MODIFIED[name], "fixed: remove it from KNOWN_MODIFIED_MISSES"
    else:
        assert got == MODIFIED[name]


def test_the_batch_has_its_families_and_each_case_a_site_of_its_own() -> None:
    assert {c.family for c in CASES} == {
        "cms", "rel", "conflict", "url", "prose", "midnight", "sidebar", "updated", "nodate",
    }  # fmt: skip
    assert len({c.host for c in CASES}) == len(CASES) == 50
    names = {c.name for c in CASES}
    assert set(KNOWN_MISSES) <= names
    assert set(KNOWN_MODIFIED_MISSES) <= set(MODIFIED) <= names
    # no page dated after the day the batch was written (htmldate drops later dates), and
    # no page updated before it was published
    assert all(c.truth is None or c.truth <= "2026-12-06" for c in CASES)
    assert all(c.truth is not None and c.truth <= MODIFIED[c.name] for c in MODIFIED_CASES)
    # about half in languages other than English, a dozen of them
    assert sum(c.lang != "en" for c in CASES) >= len(CASES) * 2 // 5
    assert len({c.lang for c in CASES}) >= 12
