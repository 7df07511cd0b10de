"""Hand-written metadata cases: one small page per failure family, English and Chinese.

Written for this project (no page copied from anyone): each case is a page as a CMS
would emit it, with the headline, authors (as a set of people), publisher and credits
a careful reader would give. Families: visible bylines (markup and Chinese labels),
JSON-LD ``@id`` references, name parts, name lists, live blogs, broken JSON-LD, meta
tags, headline fallbacks, publisher fallbacks and non-person credits, and (``_GENERAL``)
the general classes of Chinese roles and organisations and of English organisation
credits, each on two or more made-up sites, so that a word list entry the development
pages use is grounded in pages written for the tests too (benchmarks/README.md,
"Session 15" of the Metadata section, says which and why). Every case has a host of its
own, so out-of-fold judging treats each as a site of its own.

Used by ``benchmarks/metadata.py`` (the ``cases`` set) and ``tests/extract``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from html import escape

__all__ = ["CASES", "Case"]

_EN_BODY = (
    "The harbour board voted on Tuesday to rebuild the north pier, which storms damaged "
    "twice last winter, and work is due to start in the spring.",
    "Engineers said the new pier would stand a metre higher than the old one and would "
    "be built from concrete rather than timber, at a cost of about four million.",
    "Fishermen who use the pier every morning welcomed the decision but asked the board "
    "to keep one berth open while the work goes on.",
)
_ZH_BODY = (
    "青禾市港务局周二表示，去年冬天两次被风暴损坏的北码头将于明年春天开始重建，工期预计为八个月。",
    "工程师介绍，新码头将比旧码头高出一米，并改用混凝土结构，总投资约四百万元。",
    "每天清晨在码头作业的渔民对这一决定表示欢迎，同时希望施工期间能保留一个泊位。",
)


@dataclass(frozen=True, slots=True)
class Case:
    """One hand-written page and what it truly says."""

    name: str
    family: str
    lang: str
    html: str
    headline: str
    authors: tuple[str, ...]
    publisher: str
    credits: tuple[str, ...] = ()
    url: str = ""
    extra: dict[str, str] = field(default_factory=dict)

    @property
    def host(self) -> str:
        """The case's made-up host (its "site" for out-of-fold judging)."""
        return self.url.split("/")[2]


def _page(
    lang: str,
    *,
    head: str = "",
    top: str = "",
    bottom: str = "",
    h1: str | None = None,
    title: str | None = None,
) -> str:
    body = _EN_BODY if lang == "en" else _ZH_BODY
    paras = "".join(f"<p>{escape(p)}</p>\n" for p in body)
    title_tag = f"<title>{escape(title)}</title>" if title is not None else ""
    heading = f"<h1>{escape(h1)}</h1>" if h1 is not None else ""
    return (
        f'<!DOCTYPE html><html lang="{"en" if lang == "en" else "zh-CN"}"><head>'
        f'<meta charset="utf-8">{title_tag}{head}</head><body>'
        f'<header class="masthead"><a href="/">Home</a></header>'
        f"<article>{heading}{top}<div class='story-body'>{paras}</div>{bottom}</article>"
        f"<footer><p>Contact us</p></footer></body></html>"
    )


def _ld(data: object) -> str:
    return f'<script type="application/ld+json">{json.dumps(data, ensure_ascii=False)}</script>'


def _raw_ld(text: str) -> str:
    return f'<script type="application/ld+json">{text}</script>'


_EN_H = "Harbour board votes to rebuild storm-hit north pier"
_ZH_H = "青禾市北码头明年春天开始重建"
_EN_P = "Keld Coast Times"
_ZH_P = "青禾日报"
_OG_EN = f'<meta property="og:site_name" content="{_EN_P}">'
_OG_ZH = f'<meta property="og:site_name" content="{_ZH_P}">'


def _case(
    name: str,
    family: str,
    lang: str,
    html: str,
    authors: tuple[str, ...],
    *,
    headline: str | None = None,
    publisher: str | None = None,
    credits: tuple[str, ...] = (),
) -> Case:
    host = f"{name.replace('_', '-')}.example"
    return Case(
        name=name,
        family=family,
        lang=lang,
        html=html,
        headline=headline or (_EN_H if lang == "en" else _ZH_H),
        authors=authors,
        publisher=publisher or (_EN_P if lang == "en" else _ZH_P),
        credits=credits,
        url=f"https://{host}/news/2024/04/30/pier",
    )


def _en(name: str, family: str, authors: tuple[str, ...], **kw: str) -> Case:
    credits = tuple(kw.pop("credits", "").split("|")) if kw.get("credits") else ()
    kw.pop("credits", None)
    html = _page("en", title=f"{_EN_H} | {_EN_P}", h1=_EN_H, head=_OG_EN + kw.pop("head", ""), **kw)
    return _case(name, family, "en", html, authors, credits=credits)


def _zh(name: str, family: str, authors: tuple[str, ...], **kw: str) -> Case:
    credits = tuple(kw.pop("credits", "").split("|")) if kw.get("credits") else ()
    kw.pop("credits", None)
    html = _page("zh", title=f"{_ZH_H}_{_ZH_P}", h1=_ZH_H, head=_OG_ZH + kw.pop("head", ""), **kw)
    return _case(name, family, "zh", html, authors, credits=credits)


def _article(**fields: object) -> dict[str, object]:
    return {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        "headline": _EN_H,
        "datePublished": "2024-04-30T08:00:00+02:00",
        "publisher": {"@type": "NewsMediaOrganization", "name": _EN_P},
        **fields,
    }


def _zh_article(**fields: object) -> dict[str, object]:
    return {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        "headline": _ZH_H,
        "datePublished": "2024-04-30T08:00:00+08:00",
        "publisher": {"@type": "Organization", "name": _ZH_P},
        **fields,
    }


_BYLINE_EN = [
    _en("span_author", "byline", ("Jenny Smith",), top='<span class="author">Jenny Smith</span>'),
    _en(
        "rel_author",
        "byline",
        ("Jenny Smith", "Omar Haddad"),
        top='<div class="meta">By <a rel="author" href="/staff/jenny-smith">Jenny Smith</a> and '
        '<a rel="author" href="/staff/omar-haddad">Omar Haddad</a></div>',
    ),
    _en("p_byline", "byline", ("Jenny Smith",), top='<p class="byline">By Jenny Smith</p>'),
    _en(
        "byline_with_date",
        "byline",
        ("Priya Lindqvist", "Tom Baker"),
        top='<div class="article-byline">By Priya Lindqvist and Tom Baker | April 30, 2024</div>',
    ),
    _en(
        "name_card",
        "byline",
        ("Jenny Smith",),
        top='<div class="author-card"><span class="name">Jenny Smith</span> '
        '<a href="https://social.example/jsmith">@jsmith</a> '
        '<span class="role">Senior Correspondent</span></div>',
    ),
    _en(
        "data_component",
        "byline",
        ("Lena Holt", "Sam Ortiz", "Ana Ruiz"),
        top='<div data-component="Byline">Lena Holt, Sam Ortiz, and Ana Ruiz</div>',
    ),
    _en(
        "address_author",
        "byline",
        ("Jenny Smith",),
        top='<address class="author">Jenny Smith</address>',
    ),
    _en(
        "byline_und",
        "split",
        ("Jenny Schmidt", "Jonas Weber"),
        top='<span class="byline">Von Jenny Schmidt und Jonas Weber</span>',
    ),
    _en(
        "plain_by_line",
        "byline",
        ("Maya Chen",),
        top="<p>By Maya Chen</p>",
    ),
    _en(
        "comment_author_is_not_the_author",
        "byline",
        ("Jenny Smith",),
        top='<span class="author">Jenny Smith</span>',
        bottom='<section class="comments"><div class="comment"><span class="comment-author">'
        "Rob Wilde</span><p>Great news.</p></div></section>",
    ),
]

_BYLINE_ZH = [
    _zh(
        "zh_label",
        "byline",
        ("王建宏",),
        top='<div class="info">作者：王建宏　来源：青禾日报</div>',
    ),
    _zh(
        "zh_reporters",
        "byline",
        ("王建宏", "张文攀"),
        top="<p>本报记者 王建宏 张文攀</p>",
    ),
    _zh(
        "zh_agency_paren",
        "byline",
        ("格桑边觉",),
        top="<p>据新华社青禾电（记者 格桑边觉）港务局近日表示，码头重建方案已经确定。</p>",
    ),
    _zh(
        "zh_editor_only",
        "byline",
        ("魏喆",),
        bottom="<p>（责任编辑：魏喆）</p>",
    ),
    _zh(
        "zh_writer_beats_editor",
        "byline",
        ("宋怡", "杨志华"),
        top="<table><tr><td>编辑：金金</td><td>作者：宋怡 杨志华</td></tr></table>",
    ),
    _zh("zh_wen", "byline", ("马俊峰",), top="<p>青禾日报记者马俊峰/文</p>"),
    _zh(
        "zh_split_and",
        "split",
        ("赵延东", "风笑天"),
        top='<span class="author">赵延东和风笑天</span>',
    ),
    _zh("zh_split_dun", "split", ("伊琳", "李清芬"), top="<p>记者 伊琳、李清芬</p>"),
    _zh(
        "zh_reporter_in_prose_is_not_a_byline",
        "byline",
        (),
        top="<p>港务局负责人告诉记者，码头重建方案已经确定。</p>",
    ),
    _zh(
        "zh_signature_end",
        "byline",
        ("袁源",),
        bottom="<p>（袁源）</p>",
    ),
]

_PEOPLE = [
    {"@type": "Person", "@id": "https://graph.example/#/person/1", "name": "Jenny Smith"},
    {"@type": "Person", "@id": "https://graph.example/#/person/2", "name": "Omar Haddad"},
]

_JSONLD = [
    _en(
        "graph_id_refs",
        "jsonld_id",
        ("Jenny Smith", "Omar Haddad"),
        head=_ld(
            {
                "@context": "https://schema.org",
                "@graph": [
                    {"@type": "WebSite", "@id": "https://graph.example/#site", "name": _EN_P},
                    *_PEOPLE,
                    {
                        **_article(),
                        "author": [{"@id": p["@id"]} for p in _PEOPLE],
                        "publisher": {"@id": "https://graph.example/#org"},
                    },
                    {"@type": "Organization", "@id": "https://graph.example/#org", "name": _EN_P},
                ],
            }
        ),
    ),
    _zh(
        "zh_graph_id_ref",
        "jsonld_id",
        ("林艳",),
        head=_ld(
            {
                "@graph": [
                    _zh_article(author={"@id": "#p1"}),
                    {"@type": "Person", "@id": "#p1", "name": "林艳"},
                ]
            }
        ),
    ),
    _en(
        "given_family",
        "name_parts",
        ("Jenny Smith",),
        head=_ld(_article(author={"@type": "Person", "givenName": "Jenny", "familyName": "Smith"})),
    ),
    _en(
        "given_additional_family",
        "name_parts",
        ("Mary Ann Jones",),
        head=_ld(
            _article(
                author={
                    "@type": "Person",
                    "givenName": "Mary",
                    "additionalName": "Ann",
                    "familyName": "Jones",
                }
            )
        ),
    ),
    _zh(
        "zh_family_given",
        "name_parts",
        ("欧阳明",),
        head=_ld(_zh_article(author={"@type": "Person", "familyName": "欧阳", "givenName": "明"})),
    ),
    _en(
        "name_list",
        "name_list",
        ("Jenny Smith", "Omar Haddad", "Lena Holt"),
        head=_ld(
            _article(
                author={"@type": "Person", "name": ["Jenny Smith", "Omar Haddad", "Lena Holt"]}
            )
        ),
    ),
    _zh(
        "zh_name_string",
        "name_list",
        ("张三", "李四"),
        head=_ld(_zh_article(author="张三、李四")),
    ),
    _en(
        "liveblog",
        "liveblog",
        ("Jenny Smith", "Omar Haddad"),
        head=_ld(
            _article(
                **{
                    "@type": "LiveBlogPosting",
                    "liveBlogUpdate": [
                        {
                            "@type": "BlogPosting",
                            "headline": "Vote passes",
                            "author": {"@type": "Person", "name": "Jenny Smith"},
                        },
                        {
                            "@type": "BlogPosting",
                            "headline": "Reaction",
                            "author": {"@type": "Person", "name": "Omar Haddad"},
                        },
                    ],
                }
            )
        ),
    ),
]

_BROKEN = [
    _en(
        "unescaped_quotes",
        "jsonld_broken",
        ("Jenny Smith",),
        head=_raw_ld(
            '{"@type": "NewsArticle", "headline": "' + _EN_H + '", "description": '
            '"The board said "yes" on Tuesday", "author": {"@type": "Person", "name": '
            '"Jenny Smith"}, "publisher": {"@type": "Organization", "name": "' + _EN_P + '"}}'
        ),
    ),
    _en(
        "stray_dot_comma",
        "jsonld_broken",
        ("Omar Haddad",),
        head=_raw_ld(
            '{"@type": "NewsArticle", "headline": "' + _EN_H + '".,"author": [{"@type": '
            '"Person", "name": "Omar Haddad"}], "publisher": {"name": "' + _EN_P + '"}}'
        ),
    ),
    _zh(
        "zh_unclosed_brace",
        "jsonld_broken",
        ("林艳", "胡杰"),
        head=_raw_ld(
            '{"@type": "NewsArticle", "headline": "' + _ZH_H + '", "author": [{"@type": '
            '"Person", "name": "林艳"}, {"@type": "Person", "name": "胡杰"}], '
            '"publisher": {"@type": "Organization", "name": "' + _ZH_P + '"}'
        ),
    ),
    _zh(
        "zh_quotes_inside",
        "jsonld_broken",
        ("周敏",),
        head=_raw_ld(
            '{"@type": "NewsArticle", "headline": "' + _ZH_H + '", "description": "渔民说"好"", '
            '"author": {"@type": "Person", "name": "周敏"}}'
        ),
    ),
]

_META = [
    _en(
        "citation_authors",
        "meta",
        ("Jenny Smith", "Omar Haddad"),
        head='<meta name="citation_author" content="Smith, Jenny">'
        '<meta name="citation_author" content="Haddad, Omar">',
    ),
    _en(
        "og_author",
        "meta",
        ("Jenny Smith",),
        head='<meta property="og:author" content="Jenny Smith">',
    ),
    _en(
        "two_author_metas",
        "meta",
        ("Jenny Smith", "Omar Haddad"),
        head='<meta name="author" content="Jenny Smith"><meta name="author" content="Omar Haddad">',
    ),
    _en(
        "author_meta_and",
        "split",
        ("Jenny Smith", "Omar Haddad"),
        head='<meta name="author" content="Jenny Smith and Omar Haddad">',
    ),
    _zh(
        "zh_author_meta_he",
        "split",
        ("张三", "李四"),
        head='<meta name="author" content="张三和李四">',
    ),
]


def _no_site(lang: str, name: str, family: str, html: str, **kw: str) -> Case:
    return _case(name, family, lang, html, (), **kw)  # type: ignore[arg-type]


_HEADLINE = [
    _no_site(
        "en",
        "h1_without_title",
        "headline",
        _page("en", h1=_EN_H, head=_OG_EN),
    ),
    _no_site(
        "en",
        "og_title_only",
        "headline",
        _page("en", head=f'<meta property="og:title" content="{_EN_H}">{_OG_EN}'),
    ),
    _no_site(
        "en",
        "title_guillemet_suffix",
        "headline",
        _page("en", title=f"{_EN_H} » {_EN_P}", head=_OG_EN),
    ),
    _no_site(
        "zh",
        "zh_title_underscore",
        "headline",
        _page("zh", title=f"{_ZH_H}_{_ZH_P}", head=_OG_ZH),
    ),
    _no_site(
        "en",
        "title_site_from_host",
        "headline",
        _page("en", title=f"{_EN_H} | Keld Coast Times"),
    ),
]


_PUBLISHER = [
    _no_site(
        "en",
        "article_publisher_meta",
        "publisher",
        _page(
            "en",
            h1=_EN_H,
            title=_EN_H,
            head=f'<meta property="article:publisher" content="{_EN_P}">',
        ),
    ),
    _no_site(
        "zh",
        "zh_site_in_title",
        "publisher",
        _page("zh", title=f"{_ZH_H}_{_ZH_P}", h1=_ZH_H),
    ),
    _case(
        "publisher_from_host",
        "publisher",
        "en",
        _page("en", title=_EN_H, h1=_EN_H),
        (),
        publisher="publisher-from-host.example",
    ),
]

_CREDITS = [
    _en("staff", "credits", (), top='<span class="byline">By Staff</span>', credits="Staff"),
    _zh(
        "zh_desk", "credits", (), top='<span class="author">本报编辑部</span>', credits="本报编辑部"
    ),
    _en(
        "email_author",
        "credits",
        (),
        head='<meta name="author" content="news@keldcoast.example">',
        credits="news@keldcoast.example",
    ),
    _en("one_word", "credits", (), head='<meta name="author" content="admin">', credits="admin"),
    _en("emoji", "credits", ("Jenny Smith",), top='<span class="author">Jenny Smith 🌊</span>'),
    _en(
        "person_and_agency",
        "credits",
        ("Jenny Smith",),
        top='<span class="byline">By Jenny Smith, Reuters</span>',
        credits="Reuters",
    ),
    _en(
        "cms_team_then_byline",
        "credits",
        ("Omar Haddad",),
        head='<meta name="author" content="Newsroom Team">',
        top='<p class="byline">By Omar Haddad</p>',
        credits="Newsroom Team",
    ),
    _zh(
        "zh_login_then_byline",
        "credits",
        ("葛灵丹",),
        head='<meta name="author" content="L_104485">',
        bottom="<p>□ 本报记者 葛灵丹</p>",
        credits="L_104485",
    ),
]

# General classes, each on two or more made-up sites of its own (session 15). The zh
# development pages use these words too, but the pages below are not copies of them: each
# is a pattern common on Chinese and English news, journal, forum and government sites,
# written so that the word list's entry is what decides the answer (remove the entry and
# the page's answer changes), which is how the out-of-fold ablation sees an entry in use.
_GENERAL = [
    # Chinese writer roles: an intern beside the reporters, and 文 ("text by") before a name.
    _zh(
        "zh_intern_after_reporter",
        "byline",
        ("王建宏", "李沐"),
        top="<p>本报记者 王建宏 实习生 李沐</p>",
    ),
    _zh(
        "zh_intern_signature",
        "byline",
        ("刘涛", "赵晴"),
        bottom="<p>（记者 刘涛 实习生 赵晴）</p>",
    ),
    _zh("zh_wen_slash", "byline", ("李明远",), top="<p>文/李明远</p>"),
    _zh("zh_wen_colon_pen_name", "byline", ("山间月",), bottom="<p>文：山间月</p>"),
    # A portal's channel glued to the reporter's role: "X网Y频道记者 Z".
    _zh(
        "zh_portal_channel",
        "byline",
        ("王建宏",),
        top="<p>青禾网财经频道记者 王建宏</p>",
    ),
    _zh(
        "zh_portal_channel_two",
        "byline",
        ("周敏", "胡杰"),
        top="<p>云帆网体育频道记者周敏、胡杰</p>",
    ),
    # A site-building firm ("X网络") or a periodical ("X周刊", "X学刊") in the author meta
    # of a page that names nobody: a credit, not a four-character person.
    _zh(
        "zh_vendor_in_author_meta",
        "credits",
        (),
        head='<meta name="generator" content="青禾站群"><meta name="author" content="青禾网络">',
        credits="青禾网络",
    ),
    _zh(
        "zh_vendor_in_author_meta_two",
        "credits",
        (),
        head='<meta name="author" content="云帆网络">',
        credits="云帆网络",
    ),
    _zh(
        "zh_periodical_in_author_meta",
        "credits",
        (),
        head='<meta name="author" content="青禾周刊">',
        credits="青禾周刊",
    ),
    _zh(
        "zh_journal_in_author_meta",
        "credits",
        ("林艳",),
        head='<meta name="citation_author" content="林艳"><meta name="author" content="南湖学刊">',
        credits="南湖学刊",
    ),
    # Latin organisations in an author meta: a publisher beside the paper's own authors,
    # and a forum or CMS team (a template's default author) beside a byline or alone.
    _en(
        "journal_publisher_in_author_meta",
        "credits",
        ("Jenny Smith",),
        head='<meta name="citation_author" content="Smith, Jenny">'
        '<meta name="author" content="Keld Academic Publishers">',
        credits="Keld Academic Publishers",
    ),
    _zh(
        "zh_journal_english_publisher",
        "credits",
        ("周敏",),
        head='<meta name="citation_author" content="周敏">'
        '<meta name="author" content="Lindqvist Scientific Publisher">',
        credits="Lindqvist Scientific Publisher",
    ),
    _en(
        "cms_team_meta_then_byline",
        "credits",
        ("Omar Haddad",),
        head='<meta name="author" content="Larkspur Team">',
        top='<p class="byline">By Omar Haddad</p>',
        credits="Larkspur Team",
    ),
    _zh(
        "zh_forum_template_team",
        "credits",
        (),
        head='<meta name="generator" content="Tidewater 2.1">'
        '<meta name="author" content="Tidewater UI Team">',
        credits="Tidewater UI Team",
    ),
]

CASES: tuple[Case, ...] = tuple(
    _BYLINE_EN
    + _BYLINE_ZH
    + _JSONLD
    + _BROKEN
    + _META
    + _HEADLINE
    + _PUBLISHER
    + _CREDITS
    + _GENERAL
)
