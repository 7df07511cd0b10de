"""The hand-written publication-date cases give their truth, through extraction and alone.

Every family of ``benchmarks/date_cases.py`` (languages, day/month order, CMS markup,
relative dates, stale structured dates, zones around midnight, modified lines, URLs,
distractors) is a page written for the project with the day a reader gives as its
publication day in the page's own zone: ``extract_article`` must give it, and so must
the light path ``benchmarks/dates.py`` scores (metadata, then ``resolve_dates`` on the
tree). A case this project does not yet read is listed in :data:`KNOWN_MISSES` and must
still miss (so that fixing it is noticed and the list shrinks).
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from types import ModuleType

import pytest
from lxml import html
from tests.benchmark_modules import load_benchmark

from newsfold.dates import resolve_dates
from newsfold.extract import extract_article
from newsfold.extract.encoding import decode_html
from newsfold.extract.language import detect_language
from newsfold.extract.metadata import read_metadata
from newsfold.models import Page


def _cases() -> ModuleType:
    return load_benchmark("date_cases.py", "date_cases")


CASES = _cases().CASES
#: Cases newsfold does not read yet, with why (none since session 18 read the last, the
#: page whose only dates are its comments': it now gives none).
KNOWN_MISSES: dict[str, str] = {}


def _day(value: str | None) -> str | None:
    return value[:10] if value else None


def _light(case: object) -> str | None:
    return light_day(case.html, case.fetched_at, case.url)  # type: ignore[attr-defined]


def light_day(page_html: str, fetched_at: datetime, url: str) -> str | None:
    """The day the light path gives a page (what ``benchmarks/dates.py`` scores): the
    metadata, the page's language, then ``resolve_dates`` on the tree."""
    tree = html.document_fromstring(page_html)
    meta = read_metadata(tree)
    language = detect_language(
        " ".join(filter(None, [meta.title, meta.description])), meta.html_lang or meta.jsonld_lang
    )
    result = resolve_dates(meta.dates, fetched_at=fetched_at, tree=tree, url=url, language=language)
    return _day(result.published_at_local)


def assert_days(
    got: tuple[str | None, str | None], case: object, misses: Mapping[str, str]
) -> None:
    """Both paths' days (the full extractor's, the light path's) against the case's truth:
    equal, or, for a case named among the known misses, not both right (a fixed miss must
    leave the list). One check for every date case batch."""
    truth = case.truth  # type: ignore[attr-defined]
    if case.name in misses:  # type: ignore[attr-defined]
        assert got != (truth, truth), "fixed: remove it from KNOWN_MISSES"
    else:
        assert got == (truth, truth)


def batch_days(case: object) -> tuple[str | None, str | None]:
    """A byte-page batch case's day by the full extractor and by the light path."""
    page = Page(
        url=case.url,  # type: ignore[attr-defined]
        body=case.body,  # type: ignore[attr-defined]
        fetched_at=case.fetched_at,  # type: ignore[attr-defined]
    )
    return (_day(extract_article(page).published_at_local), batch_light(case))


def batch_light(case: object) -> str | None:
    """A byte-page batch case's day by the light path, on the page decoded as ingest does."""
    text = decode_html(case.body, None).text  # type: ignore[attr-defined]
    return light_day(text, case.fetched_at, case.url)  # type: ignore[attr-defined]


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_every_case_gives_its_day(case: object) -> None:
    page = Page(
        url=case.url,  # type: ignore[attr-defined]
        body=case.html.encode(),  # type: ignore[attr-defined]
        fetched_at=case.fetched_at,  # type: ignore[attr-defined]
    )
    assert_days((_day(extract_article(page).published_at_local), _light(case)), case, KNOWN_MISSES)


def test_cases_cover_every_family_and_language() -> None:
    families = {c.family for c in CASES}
    assert families == {
        "lang", "order", "cms", "relative", "stale", "midnight", "modified", "url", "distractor"
    }  # fmt: skip
    langs = {c.lang for c in CASES if c.family == "lang"}
    assert {"en", "de", "fr", "es", "it", "pt", "nl", "ru", "pl", "tr", "ja", "ko", "zh"} <= langs
    assert {"zh-TW", "ar"} <= langs
    assert len({c.host for c in CASES}) == len(CASES), "each case is a site of its own"
    assert len(KNOWN_MISSES) <= len(CASES) // 10
