"""The date a reader sees on each page agrees with the true publication instant.

Parsed here independently of the renderer: absolute forms in the outlet's own
zone to the minute, relative forms ("2 hours ago", "3小时前", "昨天 15:30")
against the simulated fetch time.
"""

from __future__ import annotations

import html
import re
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from newsfold.sim.generate import SimPage, iter_pages

_ABSOLUTE = {
    "en_wire": (
        r"([A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} [AP]M) [A-Z]{3,4}",
        "%b %d, %Y %I:%M %p",
    ),
    "en_uk": (r"(\d{2}/\d{2}/\d{4} \d{2}:\d{2}) (?:GMT|BST)", "%d/%m/%Y %H:%M"),
    "iso_naive": (r"(\d{4}-\d{2}-\d{2} \d{2}:\d{2}):\d{2}", "%Y-%m-%d %H:%M"),
    "zh_iso": (r"(\d{4}-\d{2}-\d{2} \d{2}:\d{2}):\d{2}", "%Y-%m-%d %H:%M"),
    "zh_full": (r"(\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2})", "%Y年%m月%d日 %H:%M"),
    "zh_compact": (r"(\d{4}年\d{2}月\d{2}日\d{2}:\d{2})", "%Y年%m月%d日%H:%M"),
    "zh_slash": (r"(\d{4}/\d{2}/\d{2} \d{2}:\d{2}) HKT", "%Y/%m/%d %H:%M"),
}


@pytest.fixture(scope="module")
def pages() -> list[SimPage]:
    return [p for p in iter_pages(seed=21, articles=700) if p.article.version == 0]


def _meta_text(page: SimPage) -> str:
    text = html.unescape(page.rendered.body.decode(page.rendered.encoding))
    match = re.search(r'class="\w+-date">(.*?)</span>', text)
    assert match, page.url
    return re.sub(r"<[^>]+>", "", match.group(1))


def test_absolute_visible_dates_give_the_true_minute(pages: list[SimPage]) -> None:
    checked = set()
    for page in pages:
        outlet = page.article.outlet
        if outlet.date_style not in _ABSOLUTE:
            continue
        pattern, fmt = _ABSOLUTE[outlet.date_style]
        shown = _meta_text(page)
        match = re.fullmatch(pattern, shown)
        assert match, (outlet.date_style, shown)
        local = datetime.strptime(match.group(1), fmt).replace(tzinfo=ZoneInfo(outlet.tz))
        assert local == page.article.published.replace(second=0), (shown, page.url)
        checked.add(outlet.date_style)
    assert checked == set(_ABSOLUTE)


def test_relative_visible_dates_agree_with_the_fetch_time(pages: list[SimPage]) -> None:
    seen = set()
    for page in pages:
        art = page.article
        shown = _meta_text(page)
        age = art.fetched - art.published
        if m := re.fullmatch(r"(\d+) hours? ago", shown):
            assert timedelta(hours=int(m.group(1))) <= age < timedelta(hours=int(m.group(1)) + 1)
            seen.add("hours ago")
        elif m := re.fullmatch(r"(\d+)小时前", shown):
            assert timedelta(hours=int(m.group(1))) <= age < timedelta(hours=int(m.group(1)) + 1)
            seen.add("小时前")
        elif m := re.fullmatch(r"(昨天|今天) (\d{2}):(\d{2})", shown):
            zone = ZoneInfo(art.outlet.tz)
            local = art.published.astimezone(zone)
            days = (art.fetched.astimezone(zone).date() - local.date()).days
            assert days == (1 if m.group(1) == "昨天" else 0)
            assert (int(m.group(2)), int(m.group(3))) == (local.hour, local.minute)
            seen.add(m.group(1))
    assert {"hours ago", "小时前", "昨天", "今天"} <= seen
