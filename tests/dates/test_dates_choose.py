"""The decision's bound on support skips only candidates that cannot win.

:func:`newsfold.dates.decide._choose` does not work out the support of a contender
whose weight plus half the heaviest weight of every other group (plus the text
repeats' bonus) is below the best score so far. This check compares it with the
plain way (every contender scored) on generated pools, ties and repeats included.
"""

from __future__ import annotations

from datetime import date, tzinfo

from hypothesis import example, given, settings
from hypothesis import strategies as st

from newsfold.dates import candidates, decide, parse_date, support
from newsfold.dates.zones import get_zone

_VALUES = [
    "2020-01-26", "2020-01-27", "2020-01-25", "January 2020", "2020-01-26T23:30:00Z",
    "2020-01-26T01:00:00+08:00", "2020-01-26T15:30:00", "2020-01-27T02:00:00-05:00",
    "2020-02-26T10:00:00Z", "26.01.2020", "2019-12-31",
]  # fmt: skip
_GROUPS = ["text", "text", "text", "url", "structured", "markup", "image", "description"]
_WEIGHTS = [0.05, 0.1, 0.12, 0.15, 0.19, 0.2, 0.3, 0.36, 0.45, 0.5, 0.55, 0.6, 0.7, 0.85, 0.9]


def _plain_choose(
    pool: list[candidates.Candidate], zone: tzinfo
) -> tuple[candidates.Candidate, dict[str, candidates.Candidate]] | None:
    """Every contender scored (the decision before the bound)."""
    best = None
    contenders = sorted(pool, key=lambda c: -c.weight)[: decide._CONTENDERS]
    days: dict[int, set[date]] = {}
    for cand in contenders:
        score, groups = support._support(cand, pool, zone, days)
        rank = (
            round(score, 6),
            cand.weight,
            support._PRECISION_RANK[cand.parsed.precision],
            -cand.parsed.instant.timestamp(),
        )
        if best is None or rank > best[0]:
            best = (rank, cand, groups)
    return None if best is None else (best[1], best[2])


@settings(max_examples=400, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.sampled_from(_VALUES),
            st.sampled_from(_GROUPS),
            st.sampled_from(_WEIGHTS),
            st.integers(0, 5),
        ),
        max_size=60,
    ),
    st.sampled_from(["UTC", "Europe/Berlin", "Asia/Shanghai"]),
)
# The text date wins by its repeats alone: 0.45 + 0.5 * 0.5 + 3 * 0.02 over 0.5 + 0.5 * 0.45.
@example(
    [("2020-01-26", "structured", 0.5, 0), ("2020-01-26", "text", 0.45, 0)]
    + [("2020-01-26", "text", 0.1, 0)] * 3,
    "UTC",
)
def test_bounded_choice_is_the_choice_of_every_contender(
    values: list[tuple[str, str, float, int]], zone_name: str
) -> None:
    zone = get_zone(zone_name)
    pool = [
        candidates.Candidate(
            f"{group}:{source}", group, "any", weight, parse_date(raw, zone_name), raw, i % 9
        )
        for i, (raw, group, weight, source) in enumerate(values)
    ]
    got, expected = decide._choose(pool, zone), _plain_choose(pool, zone)
    if expected is None:
        assert got is None
    else:
        assert got is not None
        assert got[0] is expected[0]
        assert got[1] == expected[1]
