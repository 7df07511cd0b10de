"""Each written date is read once a page, and reads as it would alone.

:func:`newsfold.dates.candidates.collect_candidates` parses each distinct structured
value once. This check compares it with the plain way (every value read on its own)
on generated pages.
"""

from __future__ import annotations

from datetime import UTC, datetime

from hypothesis import given, settings
from hypothesis import strategies as st

from newsfold.dates import DateError, ParsedDate, candidates, parse_date
from newsfold.dates import page as dpage

FETCHED = datetime(2026, 1, 1, tzinfo=UTC)


_VALUES = [
    "2020-01-26T10:00:00Z", "2020-01-26", "2020-01-27T10:00:00+01:00", "Jan 26, 2020",
    "26.01.2020", "03/04/2020", "1580000000", "2020-13-40", "not a date", "2020-01-26 ",
]  # fmt: skip
_KEYS = ["article:published_time", "og:updated_time", "date", "dc.date", "pubdate"]


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.tuples(st.sampled_from(_KEYS), st.sampled_from(_VALUES)), max_size=8),
    st.lists(st.sampled_from(_VALUES), max_size=5),
    st.lists(st.sampled_from(_VALUES), max_size=4),
    st.sampled_from(["en", "de"]),
)
def test_each_value_read_once_reads_as_it_would_alone(
    metas: list[tuple[str, str]], times: list[str], jsonld: list[str], language: str
) -> None:
    view = dpage.PageView(
        metas=metas,
        attributes=[("time", raw, dpage.PUBLISHED, 10 * i) for i, raw in enumerate(times)],
        scripts=[f'{{"dateModified": "{jsonld[0]}"}}'] if jsonld else [],
    )
    flags: list[str] = []
    found = candidates.collect_candidates(
        [("jsonld:datePublished", raw) for raw in jsonld],
        view,
        url=None,
        default_tz="Europe/Berlin",
        fetched_at=FETCHED,
        language=language,
        day_first=language != "en",
        feed_date=jsonld[-1] if jsonld else None,
        flags=flags,
    )
    for cand in found:
        if cand.group in ("structured", "markup", "feed"):
            alone = parse_date(
                cand.raw, "Europe/Berlin", fetched_at=FETCHED, language=language,
                day_first=language != "en",
            )  # fmt: skip
            assert cand.parsed == alone
    unparsed = {raw for raw in _VALUES if _reads(raw, language) is None}
    expected = ["unparsed:jsonld:datePublished" for raw in dict.fromkeys(jsonld) if raw in unparsed]
    assert [flag for flag in flags if flag == "unparsed:jsonld:datePublished"] == expected


def _reads(raw: str, language: str) -> ParsedDate | None:
    try:
        return parse_date(
            raw, "Europe/Berlin", fetched_at=FETCHED, language=language, day_first=language != "en"
        )
    except DateError:
        return None
