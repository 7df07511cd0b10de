"""The made-up publishers of the simulated web and how each writes URLs and dates.

Every outlet is a value: its host, language, time zone, encoding and the
choices its (imaginary) CMS makes: where the body sits (``<article>`` or
nested ``<div>``s), which JSON-LD shape it emits, whether it has OpenGraph
meta, ``<time>`` elements, a ``rel=canonical`` link, how it writes the visible
date, how its URLs look and which feed it publishes. The renderer in
:mod:`newsfold.sim.render` reads these fields; nothing there is keyed on a
host name, so adding an outlet is adding a value here.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

__all__ = ["OUTLETS", "Outlet", "article_path", "outlets_for", "visible_date", "zone_named"]


@dataclass(frozen=True, slots=True)
class Outlet:
    """One simulated publisher."""

    key: str
    name: str
    host: str
    lang: str
    tz: str
    #: Bytes on the wire: ``utf-8``, ``gbk`` or ``gb18030``.
    encoding: str = "utf-8"
    #: Where the charset is declared: ``meta``, ``header``, ``both``, ``none``,
    #: or ``wrong`` (the page says utf-8 but the bytes are not).
    charset_decl: str = "both"
    #: ``article`` (semantic ``<article>``), ``divs`` (nested anonymous divs) or ``main``.
    layout: str = "article"
    #: ``news``, ``reportage``, ``graph``, ``list``, ``typearray``, ``naive`` or ``none``.
    jsonld: str = "news"
    og: bool = True
    time_el: bool = True
    canonical_link: bool = True
    date_style: str = "iso_naive"
    url_style: str = "ymd_slug"
    feed: str = "rss"
    wire: bool = False
    comments: bool = True
    cookie_banner: bool = True
    crawl_delay: float | None = None
    sections: tuple[str, ...] = ("world", "business", "politics", "technology", "sport")
    #: Class-name prefix, so no two outlets share markup.
    css: str = "nf"
    #: How the visible byline is written (see :mod:`newsfold.sim.bylines`): ``span_by``,
    #: ``rel_author``, ``p_byline``, ``name_role``, ``plain_by``, ``zh_label``,
    #: ``zh_reporter``, ``zh_wen``, ``zh_source``, ``zh_paren``, ``zh_editor`` or ``none``.
    byline: str = "span_by"
    #: JSON-LD ``author``: ``person_list``, ``string``, ``name_list``, ``given_family``, ``id_ref``.
    author_ld: str = "person_list"
    #: Author ``<meta>``: ``none``, ``author`` (one per person), ``joined``, ``citation``
    #: (``citation_author`` as "Last, First") or ``og_author``.
    author_meta: str = "none"
    #: Share of pages whose JSON-LD block is broken (an unescaped quote, a stray ``".,``...).
    broken_ld: float = 0.0
    #: ``<title>``: ``suffix`` (headline, separator, site), ``prefix`` (site first) or ``none``.
    title_style: str = "suffix"
    #: Separator in ``<title>`` ('' for the language's usual one: `` - `` or ``_``).
    title_sep: str = ""
    #: A ``<meta>`` naming the publisher besides ``og:site_name``: ``none``,
    #: ``article_publisher`` or ``application_name``.
    publisher_meta: str = "none"

    @property
    def zone(self) -> ZoneInfo:
        """The outlet's local time zone."""
        return zone_named(self.tz)

    @property
    def base(self) -> str:
        """Origin of the outlet's canonical URLs (always http: the sim server is plain HTTP)."""
        return f"http://{self.host}"


_ZONES: dict[str, ZoneInfo] = {}


def zone_named(name: str) -> ZoneInfo:
    """The ``ZoneInfo`` for an IANA name, built once per process."""
    zone = _ZONES.get(name)
    if zone is None:
        zone = _ZONES[name] = ZoneInfo(name)
    return zone


_ZH_SECTIONS = ("国内", "国际", "财经", "科技", "社会", "体育")

OUTLETS: tuple[Outlet, ...] = (
    # --- English ---------------------------------------------------------------
    Outlet(
        "northgate",
        "Northgate Wire",
        "northgatewire.example",
        "en",
        "America/New_York",
        layout="article",
        jsonld="news",
        date_style="en_wire",
        url_style="ymd_slug",
        wire=True,
        comments=False,
        cookie_banner=False,
        css="ngw",
        byline="span_by",
        author_ld="person_list",
    ),
    Outlet(
        "harbor",
        "Harbor Daily Ledger",
        "harbordaily.example",
        "en",
        "Europe/London",
        layout="divs",
        jsonld="graph",
        og=False,
        time_el=False,
        date_style="en_uk",
        url_style="section_html",
        feed="atom",
        css="hdl",
        crawl_delay=1.0,
        byline="rel_author",
        author_ld="id_ref",
        author_meta="author",
        title_sep=" | ",
    ),
    Outlet(
        "midland",
        "Midland Courier",
        "midlandcourier.example",
        "en",
        "America/Chicago",
        layout="divs",
        jsonld="none",
        date_style="en_rel",
        url_style="article_id",
        canonical_link=False,
        css="mc",
        byline="p_byline",
        author_meta="joined",
    ),
    Outlet(
        "pacific",
        "Pacific Sentinel",
        "pacificsentinel.example",
        "en",
        "Australia/Sydney",
        layout="article",
        jsonld="reportage",
        og=False,
        date_style="en_long",
        url_style="trailing",
        feed="atom",
        css="ps",
        byline="name_role",
        author_ld="given_family",
        broken_ld=0.3,
        publisher_meta="article_publisher",
        title_sep=" » ",
    ),
    Outlet(
        "capital",
        "Capital Brief",
        "capitalbrief.example",
        "en",
        "UTC",
        layout="main",
        jsonld="list",
        time_el=False,
        date_style="iso_naive",
        url_style="query_id",
        comments=False,
        css="cb",
        byline="plain_by",
        author_ld="string",
        broken_ld=0.2,
        title_style="prefix",
        title_sep=" | ",
    ),
    Outlet(
        "riverside",
        "The Riverside Post",
        "riversidepost.example",
        "en",
        "America/Los_Angeles",
        layout="divs",
        jsonld="typearray",
        date_style="en_us_long",
        url_style="ymd_slug",
        css="rp",
        byline="span_by",
        author_ld="name_list",
        author_meta="citation",
        title_sep=" – ",
    ),
    Outlet(
        "lakeland",
        "Lakeland Observer",
        "lakelandobserver.example",
        "en",
        "Europe/Berlin",
        layout="article",
        jsonld="naive",
        og=False,
        time_el=False,
        date_style="en_short",
        url_style="section_html",
        canonical_link=False,
        css="lo",
        byline="none",
        author_meta="author",
        broken_ld=0.25,
        title_style="none",
    ),
    Outlet(
        "summit",
        "Summit Evening Star",
        "summitstar.example",
        "en",
        "Asia/Singapore",
        layout="divs",
        jsonld="none",
        og=True,
        time_el=False,
        date_style="en_numeric",
        url_style="article_id",
        feed="atom",
        css="ses",
        byline="rel_author",
        author_meta="og_author",
        title_sep=" | ",
    ),
    # --- Chinese ---------------------------------------------------------------
    Outlet(
        "huatong",
        "华通社",
        "huatongnews.example",
        "zh",
        "Asia/Shanghai",
        layout="article",
        jsonld="news",
        date_style="zh_full",
        url_style="zh_content",
        wire=True,
        comments=False,
        sections=_ZH_SECTIONS,
        css="hts",
        byline="zh_label",
        author_ld="person_list",
    ),
    Outlet(
        "donghai",
        "东海晨报",
        "donghai-morning.example",
        "zh",
        "Asia/Shanghai",
        layout="article",
        jsonld="graph",
        date_style="zh_iso",
        url_style="zh_a",
        sections=_ZH_SECTIONS,
        css="dh",
        byline="zh_source",
        author_ld="id_ref",
    ),
    Outlet(
        "nanling",
        "南岭新闻网",
        "nanling-news.example",
        "zh",
        "Asia/Shanghai",
        encoding="gbk",
        charset_decl="meta",
        layout="divs",
        jsonld="none",
        og=False,
        date_style="zh_compact",
        url_style="zh_content",
        canonical_link=False,
        sections=_ZH_SECTIONS,
        css="nl",
        crawl_delay=2.0,
        byline="zh_reporter",
    ),
    Outlet(
        "xichuan",
        "西川日报",
        "xichuan-daily.example",
        "zh",
        "Asia/Shanghai",
        layout="divs",
        jsonld="graph",
        time_el=False,
        date_style="zh_yesterday",
        url_style="zh_a",
        feed="atom",
        sections=_ZH_SECTIONS,
        css="xc",
        byline="zh_wen",
        author_ld="given_family",
        broken_ld=0.2,
    ),
    Outlet(
        "beichen",
        "北辰网",
        "beichen.example",
        "zh",
        "Asia/Shanghai",
        encoding="gb18030",
        charset_decl="header",
        layout="main",
        jsonld="none",
        time_el=False,
        date_style="zh_hours",
        url_style="article_id",
        sections=_ZH_SECTIONS,
        css="bc",
        byline="zh_paren",
        author_meta="joined",
    ),
    Outlet(
        "xiangjiang",
        "香江快报",
        "xiangjiang-express.example",
        "zh",
        "Asia/Hong_Kong",
        layout="article",
        jsonld="reportage",
        og=False,
        date_style="zh_slash",
        url_style="trailing",
        sections=_ZH_SECTIONS,
        css="xj",
        byline="zh_label",
        author_ld="string",
        broken_ld=0.3,
        publisher_meta="application_name",
        title_sep="｜",
    ),
    Outlet(
        "binhai",
        "滨海财经",
        "binhai-finance.example",
        "zh",
        "Asia/Shanghai",
        encoding="gbk",
        charset_decl="wrong",
        layout="divs",
        jsonld="list",
        og=False,
        time_el=False,
        date_style="zh_full",
        url_style="query_id",
        canonical_link=False,
        sections=_ZH_SECTIONS,
        css="bh",
        byline="none",
        author_meta="joined",
        title_sep=" - ",
    ),
    Outlet(
        "zhongyuan",
        "中原时报",
        "zhongyuan-times.example",
        "zh",
        "Asia/Shanghai",
        encoding="gbk",
        charset_decl="none",
        layout="divs",
        jsonld="naive",
        og=True,
        time_el=False,
        date_style="zh_noyear",
        url_style="zh_content",
        sections=_ZH_SECTIONS,
        css="zy",
        byline="zh_editor",
        author_ld="name_list",
    ),
)

_BY_LANG: dict[str, tuple[Outlet, ...]] = {
    lang: tuple(o for o in OUTLETS if o.lang == lang) for lang in ("en", "zh")
}


def outlets_for(lang: str) -> tuple[Outlet, ...]:
    """The outlets publishing in ``lang``."""
    return _BY_LANG[lang]


def article_path(outlet: Outlet, section: str, slug: str, article_id: int, when: datetime) -> str:
    """The path (with query) of an article as the outlet itself links to it.

    Some styles end in ``/`` (the canonical form drops it); none contain
    anything :func:`newsfold.urls.canonicalize` would rewrite otherwise.
    """
    local = when.astimezone(outlet.zone)
    style = outlet.url_style
    if style == "ymd_slug":
        return f"/{local:%Y/%m/%d}/{slug}-{article_id}"
    if style == "section_html":
        return f"/news/{_ascii_section(outlet, section)}/{local:%Y%m%d}/{slug}-{article_id}.html"
    if style == "article_id":
        return f"/article/{article_id}"
    if style == "query_id":
        return f"/story?id={article_id}"
    if style == "trailing":
        return f"/{_ascii_section(outlet, section)}/{slug}-{article_id}/"
    if style == "zh_content":
        return f"/content/{local:%Y-%m}/{local:%d}/content_{article_id}.htm"
    if style == "zh_a":
        return f"/a/{local:%Y%m%d}/{article_id}.html"
    raise ValueError(f"unknown url_style {style!r}")


def _ascii_section(outlet: Outlet, section: str) -> str:
    if section.isascii():
        return section
    return f"s{outlet.sections.index(section) if section in outlet.sections else 0}"


_EN_MONTHS = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)
_EN_DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def _h12(local: datetime, dots: bool) -> str:
    hour = local.hour % 12 or 12
    if dots:
        return f"{hour}:{local:%M} {'a.m.' if local.hour < 12 else 'p.m.'}"
    return f"{hour}:{local:%M} {'AM' if local.hour < 12 else 'PM'}"


def visible_date(outlet: Outlet, when: datetime, fetched: datetime) -> str:
    """The date line a reader sees, in the outlet's style, zone and language.

    Relative styles (``2 hours ago``, ``3小时前``, ``昨天 15:30``) are computed
    against ``fetched``, the simulated crawl time, as a live page would be.
    """
    local = when.astimezone(outlet.zone)
    abbr = local.tzname() or ""
    style = outlet.date_style
    age = fetched - when
    if style == "en_wire":
        month = _EN_MONTHS[local.month - 1][:3]
        return f"{month} {local.day}, {local.year} {_h12(local, False)} {abbr}"
    if style == "en_uk":
        return f"{local:%d/%m/%Y %H:%M} {abbr}"
    if style == "en_rel":
        return _en_relative(age) or f"{_EN_MONTHS[local.month - 1][:3]} {local.day}, {local.year}"
    if style == "en_long":
        hour = local.hour % 12 or 12
        ampm = "am" if local.hour < 12 else "pm"
        return (
            f"{_EN_DAYS[local.weekday()]} {local.day} {_EN_MONTHS[local.month - 1]} "
            f"{local.year} {hour}.{local:%M}{ampm} {abbr}"
        )
    if style == "iso_naive":
        return f"{local:%Y-%m-%d %H:%M:%S}"
    if style == "en_us_long":
        return (
            f"{_EN_MONTHS[local.month - 1]} {local.day}, {local.year} at {_h12(local, True)} {abbr}"
        )
    if style == "en_short":
        return f"{_EN_MONTHS[local.month - 1][:3]} {local.day}, {local.year}"
    if style == "en_numeric":
        return f"{local:%d/%m/%Y}"
    if style == "zh_full":
        return f"{local.year}年{local.month}月{local.day}日 {local:%H:%M}"
    if style == "zh_iso":
        return f"{local:%Y-%m-%d %H:%M:%S}"
    if style == "zh_compact":
        return f"{local:%Y}年{local:%m}月{local:%d}日{local:%H:%M}"
    if style == "zh_yesterday":
        day_gap = (fetched.astimezone(outlet.zone).date() - local.date()).days
        if day_gap == 0:
            return f"今天 {local:%H:%M}"
        if day_gap == 1:
            return f"昨天 {local:%H:%M}"
        return f"{local:%m-%d %H:%M}"
    if style == "zh_hours":
        if age < timedelta(hours=1):
            return f"{max(1, int(age.total_seconds() // 60))}分钟前"
        if age < timedelta(hours=24):
            return f"{int(age.total_seconds() // 3600)}小时前"
        return f"{local:%Y-%m-%d}"
    if style == "zh_slash":
        return f"{local:%Y/%m/%d %H:%M} {abbr}"
    if style == "zh_noyear":
        return f"{local:%m-%d %H:%M}"
    raise ValueError(f"unknown date_style {style!r}")


def _en_relative(age: timedelta) -> str | None:
    minutes = int(age.total_seconds() // 60)
    if minutes < 60:
        n = max(1, minutes)
        return f"{n} minute{'s' if n != 1 else ''} ago"
    if minutes < 24 * 60:
        n = minutes // 60
        return f"{n} hour{'s' if n != 1 else ''} ago"
    return None
