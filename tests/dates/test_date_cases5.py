"""Session 18's fifth round of hand-written date cases (``benchmarks/date_cases5.py``),
held out in round five: written by a new writer before the round's fixes, which looked only
at batch 4's misses and the review's leftovers (spent since: round six's fixes were made
from its misses). Every case goes through ``extract_article`` and
through the light path ``benchmarks/dates.py`` scores. The cases still missed are listed
with why; each must still miss (a fix shows up and the list shrinks), every other case
must give its day.
"""

from __future__ import annotations

import pytest
from tests.benchmark_modules import load_benchmark
from tests.dates.test_date_cases import assert_days, batch_days

CASES = load_benchmark("date_cases5.py", "date_cases5").CASES

#: Cases newsfold does not read yet, with why (35 of 42 read before round five's fixes,
#: 36 after: the Vietnamese "05 tháng 12, 2026" is the one gained; all 42 after round six's,
#: which were made from these six: Hebrew, Hindi and Persian month names, the Solar Hijri
#: calendar, a month's name in the URL, a yearless event date in the story's prose).
KNOWN_MISSES: dict[str, str] = {}


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_every_case_gives_its_day(case: object) -> None:
    assert_days(batch_days(case), case, KNOWN_MISSES)


def test_the_batch_has_its_families_and_each_case_a_site_of_its_own() -> None:
    assert {c.family for c in CASES} == {
        "lang", "url", "timetext", "conflict", "midnight", "updfirst", "archive", "comments",
        "event", "nodate",
    }  # fmt: skip
    assert len({c.host for c in CASES}) == len(CASES) == 42
    assert set(KNOWN_MISSES) <= {c.name for c in CASES}
    # no page dated after the day the batch was written (htmldate drops later dates)
    assert all(c.truth is None or c.truth <= "2026-12-06" for c in CASES)
