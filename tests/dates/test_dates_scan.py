"""The text scan's shortcuts find exactly what the plain scan finds.

:func:`newsfold.dates.find_dates` tries the forms with a year only where they can
start (runs of digits of the right length, month names) and some patterns use
possessive quantifiers so that a long run of whitespace cannot make the regex
engine backtrack for seconds. Both are speed measures that must change no result:
these checks compare them with the plain way (every pattern over every year
window; the same patterns with ordinary quantifiers) on generated text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import UTC, date, datetime

from hypothesis import example, given, settings
from hypothesis import strategies as st

from newsfold.dates import (
    DateError,
    candidates,
    find_dates,
    parse_date,
    reading,
    support,
)
from newsfold.dates import normalize as dn
from newsfold.dates import parse as dp
from newsfold.dates import patterns as pt
from newsfold.dates.zones import get_zone
from newsfold.extract import language

FETCHED = datetime(2026, 1, 1, tzinfo=UTC)

_PIECES = [
    "2020", "2019", "1999", "12345", "123", "26", "5", "01", "12", "3", "5.", "01.", "26 ",
    "3/", "12/", "2020-", "05-", "7,", "2021 ", "31.", "2020-05-", "2019/1/", "26.01.",
    "Jan 5, ", "5 Mar ",
    "Jan", "January", "Mar", "may", "MAR", "DEC", "Januar", "février", "Version", "Windows",
    "de", "at", "um", "PM", "a.m.", "Uhr", "EST", "GMT+8", "st", "th",
    " ", "  ", "\n", ", ", ".", "-", "/", ":", "年", "月", "日", "号", "星期三", "下午", "时",
    "分", "秒", "昨天", "今日", "today", "Yesterday", "前", "ago", "3 hours", "vor 2 Tagen",
    "113", "112/", "民國", "2024. ", "szeptember ", "Jan 28", "28 Jan", "an hour ago",
]  # fmt: skip
texts = st.lists(st.sampled_from(_PIECES), min_size=1, max_size=40).map("".join)


def _plain_spans(
    text: str, windows: list[tuple[int, int]] | None, language: str | None = None
) -> list[tuple[int, int, re.Pattern[str], re.Match[str]]]:
    """Every form with a year searched over every year window, the unoptimised way; the
    forms without one (and those of the page's language) over every window; ``Jan 28``
    over every window of a text that holds no year."""
    spans = []
    year_windows = dp._year_windows(text)
    for start, end in year_windows:
        for pattern in dp._YEAR_PATTERNS:
            for match in pattern.finditer(text, start, end):
                spans.append((match.start(), match.end(), pattern, match))
    regions = [(0, len(text))] if windows is None else windows
    yearless = [p for p, _ in dp._YEARLESS_PATTERNS + dp._LANGUAGE_YEARLESS.get(language or "", ())]
    if windows is not None:
        yearless += [p for p, _ in dp._WINDOW_ONLY]
    if windows is not None and not year_windows:
        yearless += [pt.NAMED_MD, pt.NAMED_DM]
    for pattern in yearless:
        for start, end in regions:
            for match in pattern.finditer(text, start, end):
                spans.append((match.start(), match.end(), pattern, match))
    return spans


@settings(max_examples=400, deadline=None)
@given(
    texts,
    st.sampled_from(["en", "de", "zh", "fr", "ja", "th", "ko"]),
    st.none() | st.lists(st.tuples(st.integers(0, 80), st.integers(0, 80)), max_size=4),
)
@example("vor 2 Tagen, 3 hours ago", "de", [(0, 5), (4, 30)])
@example("202031.Jan 5, 2020", "en", None)
@example("民國113年11月18日 112/05/03 Jan 28 28 Jan 2024. szeptember 23.", "zh", [(0, 40)])
@example("Jan 28 · 28 Jan", "en", [(0, 15)])
@example("昨天 今日 前 2020 01-26 15:30", "zh", [(0, 2), (9, 40)])
@example("am 02.12.26, 14:05 Uhr · 1.2.3.4 · 31/12/29", "de", [(0, 45)])
@example("Hier à 23h10 · hier 9.15 · aujourd'hui, 08:00", "fr", [(0, 46)])
@example("令和8年12月2日 14時05分 平成元年1月8日", "ja", [(0, 30)])
@example("3 ธันวาคม 2569 · 3 ธ.ค. 69 09:15 น.", "th", [(0, 40)])
@example("어제 23:40 오늘 오후 2:30", "ko", [(0, 20)])
def test_starts_shortcut_finds_what_every_position_finds(
    text: str, language: str, cuts: list[tuple[int, int]] | None
) -> None:
    # Windows for the forms without a year, as text_candidates gives them (sorted, may
    # overlap): a form's needles are first looked for in the whole text, then in each.
    windows = None if cuts is None else sorted((start, start + size) for start, size in cuts)
    ctx = reading.make_context("UTC", FETCHED, language, None)
    expected = dp._scan(text, ctx, _plain_spans(text, windows, language), 200)
    got = find_dates(text, fetched_at=FETCHED, language=language, normalized=True, windows=windows)
    assert got == expected


def test_named_and_numeric_forms_among_other_words_and_numbers() -> None:
    text = (
        "Order 12345 of 2019 (Version 5, 2020): see 3 Feb. 2020, then 2020-02-04, "
        "05.02.2020 and March 6, 2020, ticket 123456, in May 2020."
    )
    found = [parsed.local for _, _, parsed in find_dates(text, fetched_at=FETCHED, language="en")]
    assert found == ["2020-02-03", "2020-02-04", "2020-02-05", "2020-03-06", "2020-05"]


#: The plain spelling of each pattern's start, by the fast one (which starts with a class,
#: so that the regex engine skips ahead in C); possessive blanks (``\s*+``) are plain ``\s*``.
_PLAIN_STARTS = {
    "CJK_MD": (pt._month_after(r"\d年"), r"(?<![\d年])(?P<m>1[0-2]|0?[1-9])"),
    "NUM_MD_TIME": (pt._month_after(r"\d\-/.:"), r"(?<![\d\-/.:])(?P<m>1[0-2]|0?[1-9])"),
    "RELATIVE_AGO": (
        r"(?P<n>[\dAaOo](?i:(?<=\d)\d{0,2}|(?<![^\W\d_]a)(?<=a)n?"
        r"|(?<![^\W\d_]o)(?<=o)ne))(?i:",
        r"(?i:(?P<n>\d{1,3}|(?<![^\W\d_])(?:an?|one))",
    ),
    "RELATIVE_VOR": (r"[Vv](?i:or", r"(?i:vor"),
    "RELATIVE_POST": (r"(?P<n>[0-9](?<![0-9][0-9])[0-9]{0,2})", r"(?<![0-9])(?P<n>[0-9]{1,3})"),
    "RELATIVE_PRE": (
        r"[HhIi](?<!\w[HhIi])(?:(?<=[Hh])(?:ace|á)|(?<=[Ii])l\s+y\s+a)",
        r"\b(?:[Hh]ace|[Hh]á|[Ii]l\s+y\s+a)",
    ),
    "RELATIVE_DAY": (
        r"(?P<word>今[天日]|昨[天日]|前[天日]|Today|today|TODAY|Yesterday|yesterday|YESTERDAY"
        r"|Heute|heute|Gestern|gestern|Vorgestern|vorgestern)",
        r"(?P<word>[今昨前][天日]|[Tt]oday|TODAY|[Yy]esterday|YESTERDAY|[Hh]eute|[Gg]estern"
        r"|[Vv]orgestern)",
    ),
    "CJK_YMD": ("", ""),
    # Between a date and its time (the same in the four forms with one):
    **dict.fromkeys(
        ("ISO_YMD", "NUM_DMY", "NAMED_DMY", "NAMED_MDY"),
        (pt._T_SEP, r"(?:T|\s*(?:,|@|\||-|–|—|/|\s(?i:at|um|à|a las|alle|om|kl\.?|в|o))?\s*)"),
    ),
}
_SPELLED_PIECES = [
    "2020", "1", "12", "26", "3", "05", "٣", "年", "月", "日", "号", "星期三", "周五", "(二)",
    "上午", "下午", "时", "点", "分", "秒", ":", " ", "   ", "\n", "\t", "\u3000", "-", "/", ".",
    "12-", "01-", "0-", " 0", "00", " 10:", "15:30", "昨天", "今日", "前天", "today", "Yesterday",
    "HEUTE", ",",
    " at ", "um ", "PM", "x", "ago", "AGO", " an ", "one", "One", "ph", "Florid", "é",
    "hours", "days", "min",
    "vor ", "Vor ", "VOR ", "einer", "Tagen", "Stunden", "ı", "İ",
    "hace ", "Há ", "il y a ", "chace ", "_há ", "días", "jours", "giorni fa", "ore ", "fa",
    " temu", "дня назад", "123",
    "Jan", "26 March", "T", "@", "|", "—", " o ", "kl. ", " a las ", "2020-1-26", "26.01.2020",
    "Jan 26, 2020", "3 PM EST", "+08:00", "Z", " Uhr",
]  # fmt: skip
spelled_texts = st.lists(st.sampled_from(_SPELLED_PIECES), min_size=1, max_size=30).map("".join)


def _plain(name: str) -> re.Pattern[str]:
    fast, plain = _PLAIN_STARTS[name]
    source: str = getattr(pt, name).pattern
    assert fast in source
    return re.compile(source.replace(fast, plain, 1).replace("*+", "*"))


@settings(max_examples=500, deadline=None)
@given(spelled_texts)
@example("0-5 10:00, 00-5 10:00, 1-05 9:30, 13-1 10:00, x12-31 23:59:59, 2020-01-26 10:00")
@example("0月5日 10月31日 13月1日 年1月2日 ٣月1日 1月 2日 12月31日 下午3:30")
@example("3 hours ago, an hour ago, One day AGO, 1234 days ago, a weeks ago, ı day ago")
@example("vor 2 Tagen, Vor einer Stunde, VOR einem Tag, vorgestern, Vorgestern 10:30")
@example("hace 2 días, Il y a 3 jours, chace 2 días, _há 2 dias, 1234 giorni fa, 2 ore fa")
@example("今天 8:30, 昨日下午 3:30, 前天, TODAY at 10:30 PM, Heute, um 9:15, gestern,15:30")
@example("2020-01-26 \n\t  at  10:30 Z 26.01.2020 , 15:30 Jan 26, 2020 —\n3 PM EST")
@example("26 March 2020 kl. 15:30, 2020-1-26T10:30+08:00, 26.01.2020 \n \t \n  x 10:30")
@example("2020-01-26um 10:30, 26.01.2020at 3 PM, Jan 26, 2020o 9:15, 2020-01-26 ,, 10:30")
@example("Jan 26, 2020 o 9:15 Uhr, 2020/01/26 | 10:30, 26.01.2020 a las 10:30, 2020-01-26@9:30")
def test_fast_spellings_match_what_the_plain_ones_match(text: str) -> None:
    # "2022年01月28日" and then a long run of blanks made the plain CJK_YMD try every way to
    # share the blanks among its optional parts: seconds for one date (possessive blanks);
    # "26.01.2020" and blanks did the same between a date and a time that is not there.
    for name in _PLAIN_STARTS:
        fast: re.Pattern[str] = getattr(pt, name)
        plain = _plain(name)
        assert fast.pattern != plain.pattern
        for at in range(len(text)):
            a, b = fast.match(text, at), plain.match(text, at)
            assert (a and (a.span(), a.groupdict())) == (b and (b.span(), b.groupdict()))


def test_date_before_long_whitespace_is_read_with_its_time_or_without() -> None:
    blank = " \n\t" * 400
    text = f"发布日期:2022年01月28日{blank}来源:新华网 昨天{blank}x 2022年01月29日 \n\t 10:30"
    found = find_dates(text, "Asia/Shanghai", fetched_at=FETCHED, language="zh")
    assert [parsed.local for _, _, parsed in found] == [
        "2022-01-28",
        "2025-12-31",
        "2022-01-29T10:30:00+08:00",
    ]


def test_inline_script_dates_in_either_quote_style() -> None:
    scripts = [
        "var update = 'x', state = \"date\"; // no date key here",
        "window.meta = {'datePublished': '2020-01-26T10:00:00Z', 'title': 'A'};",
        '{"dateModified":"2020-01-27 08:00","pubDate": "2020-01-25","datePublished":"2021-01-01"}',
    ]
    found = candidates._script_candidates(scripts, lambda raw: parse_date(raw, "UTC"))
    assert [(c.source, c.role, c.parsed.local[:10]) for c in found] == [
        ("script:datePublished", "published", "2020-01-26"),
        ("script:dateModified", "modified", "2020-01-27"),
        ("script:pubDate", "published", "2020-01-25"),
    ]


_SCRIPT_PIECES = [
    '"', "'", ":", " ", "datePublished", "pubDate", "publishedAt", "updatedAt", "date",
    "2020-01-26T10:00:00Z", "2020-01-27", "x", "{", "}", ",", '"pubDate"', "'updatedAt'",
    '"2020-01-27"', "'2020-01-26T10:00:00Z'", ": ",
]  # fmt: skip


#: The plain way: one pattern, both quotes in a class at its start.
_SCRIPT_PLAIN = re.compile(
    r"[\"'](" + "|".join(candidates._SCRIPT_KEYS) + ")" + candidates._SCRIPT_VALUE
)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_SCRIPT_PIECES), max_size=30).map("".join))
@example("'pubDate\": '2020-01-27' \"updatedAt': \"2020-01-26T10:00:00Z\", 'pubDate':'2020-01-27'")
@example("\"datePublished\":\"2020-01-26'datePublished':'2020-01-27'\"x")
def test_script_dates_by_quote_are_what_one_pattern_finds(script: str) -> None:
    # Each quote style searched on its own, the earlier match taken each time, is finditer.
    def found(matches: Iterable[re.Match[str]]) -> list[tuple[object, ...]]:
        return [(m.span(), m.group(1), m.group(2)) for m in matches]

    assert found(candidates._script_dates(script)) == found(_SCRIPT_PLAIN.finditer(script))


def test_no_script_key_starts_another() -> None:
    # Else the trie and the plain alternation could read different keys at one place.
    keys = candidates._SCRIPT_KEYS
    assert not [(a, b) for a in keys for b in keys if a != b and b.startswith(a)]


def _parse_plain(text: str) -> object:
    """What :func:`parse_date` reads, found the plain way: every form over the whole value."""
    ctx = reading.make_context("Asia/Shanghai", FETCHED, "en", None)
    source = dp.normalize_text(text[:2000])
    spans = [
        (m.start(), m.end(), p, m) for p in dp._STRUCTURED_PATTERNS for m in p.finditer(source)
    ]
    found = dp._scan(source, ctx, spans, 1)
    return found[0][2] if found else "no date"


_VALUE_PIECES = [
    "2020-01-26", "2020-02-30", "2019/1/5", "2020.01.26", "T", " ", "15:30", ":00", ".123",
    "Z", "+08:00", "-0500", "-24:00", " GMT+8", " EST", "1580052600", "x", "26.01.2020", "日",
]  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_VALUE_PIECES), min_size=1, max_size=6).map("".join))
@example("2020-01-26T15:30:00+08:00")
@example("2020-02-30T15:30:00Z")
@example("2020-01-26 15:30 -24:00")
def test_parse_date_shortcut_for_one_iso_value(text: str) -> None:
    try:
        got: object = parse_date(text, "Asia/Shanghai", fetched_at=FETCHED, language="en")
    except DateError:
        got = "no date"
    assert got == _parse_plain(text)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(["1999", "2020", "19", "20", "1", "0", " ", "x"]), max_size=40))
def test_year_windows_are_those_of_every_standalone_year(pieces: list[str]) -> None:
    text = "".join(pieces)
    windows: list[tuple[int, int]] = []
    for match in re.finditer(r"(?:19|20)(?<!\d..)\d\d(?!\d)", text):
        start, end = max(0, match.start() - dp._BEFORE_YEAR), match.end() + dp._AFTER_YEAR
        if windows and start <= windows[-1][1]:
            windows[-1] = (windows[-1][0], end)
        else:
            windows.append((start, end))
    assert dp._year_windows(text) == windows


_FOLD_PIECES = [
    "a", "2020", " ", "\n", "\x00", "\x7f", "é", "\u00a0", "\u00ad", "\u200b", "\u2010",
    "\u201c", "\u3000", "中", "年", "\uff12", "\uff1a", "\ufeff", "\ud800", "\udc00", "😀",
    "\u2212", "\u0080", "ÿ", "Ā", "я", "α", "ع", "カ", "한",
]  # fmt: skip


@settings(max_examples=400, deadline=None)
@given(
    st.lists(st.sampled_from(_FOLD_PIECES), max_size=40).map("".join),
    st.integers(min_value=0, max_value=200),
)
@example("2020\u00a0年\uff11月 \u201cx\u201d \ud800", 0)
@example("中\uff12\u3000" * 30, 0)
def test_folded_chars_are_those_the_regex_finds_in_the_whole_text(text: str, ascii: int) -> None:
    # Mostly ASCII text is searched through its non-ASCII bytes only: padded here so that
    # both ways (the whole text, or what is left without ASCII) are taken.
    for padded in (text, "x" * ascii + text, text + " " * ascii):
        assert dn.folded_chars(padded) == set(dn.NEEDS_FOLDING_RE.findall(padded))
        rest = dn.non_ascii(padded)
        assert rest == padded or rest == "".join(c for c in padded if not c.isascii())
        # language detection asks the same of the scripts it can tell apart
        non_latin = language._NON_LATIN_RE
        assert bool(non_latin.search(rest)) == bool(non_latin.search(padded))


_DECIDE_VALUES = [
    "2020-01-26", "2020-01-27", "2020-01-25", "January 2020", "2020-01-26T23:30:00Z",
    "2020-01-26T01:00:00+08:00", "2020-01-26T15:30:00", "2020-01-27T02:00:00-05:00",
    "2020-02-26T10:00:00Z", "26.01.2020",
]  # fmt: skip


@settings(max_examples=100, deadline=None)
@given(
    st.lists(
        st.tuples(st.sampled_from(_DECIDE_VALUES), st.sampled_from(["text", "url", "structured"])),
        min_size=1,
        max_size=12,
    ),
    st.sampled_from(["UTC", "Europe/Berlin", "Asia/Shanghai"]),
)
def test_agreement_with_days_kept_is_agreement_worked_out_each_time(
    values: list[tuple[str, str]], zone_name: str
) -> None:
    zone = get_zone(zone_name)
    pool = [
        candidates.Candidate(
            f"{group}:x", group, "any", 0.1 * (i % 7), parse_date(raw, zone_name), raw, i
        )
        for i, (raw, group) in enumerate(values)
    ]
    days: dict[int, set[date]] = {}
    for a in pool:
        for b in pool:
            assert support._agree(a, b, zone, days) == support._agree(a, b, zone)
        assert support._support(a, pool, zone, days) == support._support(a, pool, zone)
