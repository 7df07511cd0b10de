"""A dateline's source after its date is no event's place (review of session 20, r5).

Session 20 (9ca32eb) let an unlabelled dateline overrule a stale structured date only
when nothing but a clock follows it on its line: "14 November 2026 · Harbour Hall" is an
event's day. But any four letters counted as the place, so a Chinese dateline's source
("来源：中国新闻网", four Han characters) or an agency after a bar ("| Reuters") kept a
stale site-wide date, while a three-character source ("来源：新华网") did not. Pages
written for the test: a stale ``article:published_time`` two months before a dateline
under the headline, nothing else naming either day.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from newsfold.engine.stages import extract_page
from newsfold.models import Page

_ZH = (
    "<p>记者从市交通运输局获悉，今年冬季城市公交线网优化调整方案已经正式公布，共涉及全市四十二条线路，"
    "其中新开线路六条，调整线路二十九条，撤销线路七条，调整后将进一步方便市民出行。</p>"
) * 4
_EN = (
    "<p>The city council approved the new harbour plan on Wednesday after a long debate, "
    "with eleven members voting in favour and four against, officials said.</p>"
) * 4
_FETCHED = datetime(2026, 12, 4, tzinfo=UTC)


def _published_day(lang: str, line: str) -> str | None:
    title = "市区公交线网冬季优化调整" if lang == "zh" else "Council approves harbour plan"
    html = (
        f'<html lang="{lang}"><head><title>{title}</title>'
        '<meta property="article:published_time" content="2026-10-01T08:00:00Z"></head>'
        f'<body><article><h1>{title}</h1><div class="info">{line}</div>'
        f"{_ZH if lang == 'zh' else _EN}</article></body></html>"
    )
    page = Page(url="https://news.example/local/harbour", body=html.encode(), fetched_at=_FETCHED)
    published = extract_page(page).published_at
    return None if published is None else published.date().isoformat()


@pytest.mark.parametrize(
    ("lang", "line", "day"),
    [
        ("zh", "2026年12月03日 10:15　来源：新华网", "2026-12-03"),
        ("zh", "2026年12月03日 10:15　来源：中国新闻网", "2026-12-03"),
        ("zh", "2026-12-03 10:15 人民日报", "2026-12-03"),
        ("en", "December 3, 2026 10:15 GMT", "2026-12-03"),
        ("en", "December 3, 2026 10:15 GMT | Reuters", "2026-12-03"),
        ("en", "November 14, 2026 10:15 · Source: Reuters", "2026-11-14"),
        ("en", "November 14, 2026 10:15 By Jane Roe", "2026-11-14"),
    ],
)
def test_a_datelines_source_leaves_it_the_posts_day(lang: str, line: str, day: str) -> None:
    assert _published_day(lang, line) == day


@pytest.mark.parametrize(
    "line",
    [
        "November 14, 2026 10:15 · Harbour Hall",
        "November 14, 2026 10:15 · Venue: Harbour Hall",
    ],
)
def test_an_events_place_after_the_date_still_leaves_the_structured_date(line: str) -> None:
    assert _published_day("en", line) == "2026-10-01"
