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

Used by ``benchmarks/metadata.py`` (the ``cases`` set) and ``tests/extract``. The page
around each case (body, headline, site name, host) is written by
``benchmarks/metadata_case_pages.py``; this module holds what each case tests.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from metadata_case_pages import (
    EN_H,
    EN_P,
    OG_EN,
    OG_ZH,
    ZH_H,
    ZH_P,
    Case,
    article,
    case,
    en,
    ld,
    no_site,
    page,
    raw_ld,
    zh,
    zh_article,
)

__all__ = ["CASES", "Case"]


_BYLINE_EN = [
    en("span_author", "byline", ("Jenny Smith",), top='<span class="author">Jenny Smith</span>'),
    en(
        "rel_author",
        "byline",
        ("Jenny Smith", "Omar Haddad"),
        top='<div class="meta">By <a rel="author" href="/staff/jenny-smith">Jenny Smith</a> and '
        '<a rel="author" href="/staff/omar-haddad">Omar Haddad</a></div>',
    ),
    en("p_byline", "byline", ("Jenny Smith",), top='<p class="byline">By Jenny Smith</p>'),
    en(
        "byline_with_date",
        "byline",
        ("Priya Lindqvist", "Tom Baker"),
        top='<div class="article-byline">By Priya Lindqvist and Tom Baker | April 30, 2024</div>',
    ),
    en(
        "name_card",
        "byline",
        ("Jenny Smith",),
        top='<div class="author-card"><span class="name">Jenny Smith</span> '
        '<a href="https://social.example/jsmith">@jsmith</a> '
        '<span class="role">Senior Correspondent</span></div>',
    ),
    en(
        "data_component",
        "byline",
        ("Lena Holt", "Sam Ortiz", "Ana Ruiz"),
        top='<div data-component="Byline">Lena Holt, Sam Ortiz, and Ana Ruiz</div>',
    ),
    en(
        "address_author",
        "byline",
        ("Jenny Smith",),
        top='<address class="author">Jenny Smith</address>',
    ),
    en(
        "byline_und",
        "split",
        ("Jenny Schmidt", "Jonas Weber"),
        top='<span class="byline">Von Jenny Schmidt und Jonas Weber</span>',
    ),
    en(
        "plain_by_line",
        "byline",
        ("Maya Chen",),
        top="<p>By Maya Chen</p>",
    ),
    en(
        "comment_author_is_not_the_author",
        "byline",
        ("Jenny Smith",),
        top='<span class="author">Jenny Smith</span>',
        bottom='<section class="comments"><div class="comment"><span class="comment-author">'
        "Rob Wilde</span><p>Great news.</p></div></section>",
    ),
]

_BYLINE_ZH = [
    zh(
        "zh_label",
        "byline",
        ("王建宏",),
        top='<div class="info">作者：王建宏　来源：青禾日报</div>',
    ),
    zh(
        "zh_reporters",
        "byline",
        ("王建宏", "张文攀"),
        top="<p>本报记者 王建宏 张文攀</p>",
    ),
    zh(
        "zh_agency_paren",
        "byline",
        ("格桑边觉",),
        top="<p>据新华社青禾电（记者 格桑边觉）港务局近日表示，码头重建方案已经确定。</p>",
    ),
    zh(
        "zh_editor_only",
        "byline",
        ("魏喆",),
        bottom="<p>（责任编辑：魏喆）</p>",
    ),
    zh(
        "zh_writer_beats_editor",
        "byline",
        ("宋怡", "杨志华"),
        top="<table><tr><td>编辑：金金</td><td>作者：宋怡 杨志华</td></tr></table>",
    ),
    zh("zh_wen", "byline", ("马俊峰",), top="<p>青禾日报记者马俊峰/文</p>"),
    zh(
        "zh_split_and",
        "split",
        ("赵延东", "风笑天"),
        top='<span class="author">赵延东和风笑天</span>',
    ),
    zh("zh_split_dun", "split", ("伊琳", "李清芬"), top="<p>记者 伊琳、李清芬</p>"),
    zh(
        "zh_reporter_in_prose_is_not_a_byline",
        "byline",
        (),
        top="<p>港务局负责人告诉记者，码头重建方案已经确定。</p>",
    ),
    zh(
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
    en(
        "graph_id_refs",
        "jsonld_id",
        ("Jenny Smith", "Omar Haddad"),
        head=ld(
            {
                "@context": "https://schema.org",
                "@graph": [
                    {"@type": "WebSite", "@id": "https://graph.example/#site", "name": EN_P},
                    *_PEOPLE,
                    {
                        **article(),
                        "author": [{"@id": p["@id"]} for p in _PEOPLE],
                        "publisher": {"@id": "https://graph.example/#org"},
                    },
                    {"@type": "Organization", "@id": "https://graph.example/#org", "name": EN_P},
                ],
            }
        ),
    ),
    zh(
        "zh_graph_id_ref",
        "jsonld_id",
        ("林艳",),
        head=ld(
            {
                "@graph": [
                    zh_article(author={"@id": "#p1"}),
                    {"@type": "Person", "@id": "#p1", "name": "林艳"},
                ]
            }
        ),
    ),
    en(
        "given_family",
        "name_parts",
        ("Jenny Smith",),
        head=ld(article(author={"@type": "Person", "givenName": "Jenny", "familyName": "Smith"})),
    ),
    en(
        "given_additional_family",
        "name_parts",
        ("Mary Ann Jones",),
        head=ld(
            article(
                author={
                    "@type": "Person",
                    "givenName": "Mary",
                    "additionalName": "Ann",
                    "familyName": "Jones",
                }
            )
        ),
    ),
    zh(
        "zh_family_given",
        "name_parts",
        ("欧阳明",),
        head=ld(zh_article(author={"@type": "Person", "familyName": "欧阳", "givenName": "明"})),
    ),
    en(
        "name_list",
        "name_list",
        ("Jenny Smith", "Omar Haddad", "Lena Holt"),
        head=ld(
            article(author={"@type": "Person", "name": ["Jenny Smith", "Omar Haddad", "Lena Holt"]})
        ),
    ),
    zh(
        "zh_name_string",
        "name_list",
        ("张三", "李四"),
        head=ld(zh_article(author="张三、李四")),
    ),
    en(
        "liveblog",
        "liveblog",
        ("Jenny Smith", "Omar Haddad"),
        head=ld(
            article(
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
    en(
        "unescaped_quotes",
        "jsonld_broken",
        ("Jenny Smith",),
        head=raw_ld(
            '{"@type": "NewsArticle", "headline": "' + EN_H + '", "description": '
            '"The board said "yes" on Tuesday", "author": {"@type": "Person", "name": '
            '"Jenny Smith"}, "publisher": {"@type": "Organization", "name": "' + EN_P + '"}}'
        ),
    ),
    en(
        "stray_dot_comma",
        "jsonld_broken",
        ("Omar Haddad",),
        head=raw_ld(
            '{"@type": "NewsArticle", "headline": "' + EN_H + '".,"author": [{"@type": '
            '"Person", "name": "Omar Haddad"}], "publisher": {"name": "' + EN_P + '"}}'
        ),
    ),
    zh(
        "zh_unclosed_brace",
        "jsonld_broken",
        ("林艳", "胡杰"),
        head=raw_ld(
            '{"@type": "NewsArticle", "headline": "' + ZH_H + '", "author": [{"@type": '
            '"Person", "name": "林艳"}, {"@type": "Person", "name": "胡杰"}], '
            '"publisher": {"@type": "Organization", "name": "' + ZH_P + '"}'
        ),
    ),
    zh(
        "zh_quotes_inside",
        "jsonld_broken",
        ("周敏",),
        head=raw_ld(
            '{"@type": "NewsArticle", "headline": "' + ZH_H + '", "description": "渔民说"好"", '
            '"author": {"@type": "Person", "name": "周敏"}}'
        ),
    ),
]

_META = [
    en(
        "citation_authors",
        "meta",
        ("Jenny Smith", "Omar Haddad"),
        head='<meta name="citation_author" content="Smith, Jenny">'
        '<meta name="citation_author" content="Haddad, Omar">',
    ),
    en(
        "og_author",
        "meta",
        ("Jenny Smith",),
        head='<meta property="og:author" content="Jenny Smith">',
    ),
    en(
        "two_author_metas",
        "meta",
        ("Jenny Smith", "Omar Haddad"),
        head='<meta name="author" content="Jenny Smith"><meta name="author" content="Omar Haddad">',
    ),
    en(
        "author_meta_and",
        "split",
        ("Jenny Smith", "Omar Haddad"),
        head='<meta name="author" content="Jenny Smith and Omar Haddad">',
    ),
    zh(
        "zh_author_meta_he",
        "split",
        ("张三", "李四"),
        head='<meta name="author" content="张三和李四">',
    ),
]


_HEADLINE = [
    no_site(
        "en",
        "h1_without_title",
        "headline",
        page("en", h1=EN_H, head=OG_EN),
    ),
    no_site(
        "en",
        "og_title_only",
        "headline",
        page("en", head=f'<meta property="og:title" content="{EN_H}">{OG_EN}'),
    ),
    no_site(
        "en",
        "title_guillemet_suffix",
        "headline",
        page("en", title=f"{EN_H} » {EN_P}", head=OG_EN),
    ),
    no_site(
        "zh",
        "zh_title_underscore",
        "headline",
        page("zh", title=f"{ZH_H}_{ZH_P}", head=OG_ZH),
    ),
    no_site(
        "en",
        "title_site_from_host",
        "headline",
        page("en", title=f"{EN_H} | Keld Coast Times"),
    ),
]


_PUBLISHER = [
    no_site(
        "en",
        "article_publisher_meta",
        "publisher",
        page(
            "en",
            h1=EN_H,
            title=EN_H,
            head=f'<meta property="article:publisher" content="{EN_P}">',
        ),
    ),
    no_site(
        "zh",
        "zh_site_in_title",
        "publisher",
        page("zh", title=f"{ZH_H}_{ZH_P}", h1=ZH_H),
    ),
    case(
        "publisher_from_host",
        "publisher",
        "en",
        page("en", title=EN_H, h1=EN_H),
        (),
        publisher="publisher-from-host.example",
    ),
]

_CREDITS = [
    en("staff", "credits", (), top='<span class="byline">By Staff</span>', credits="Staff"),
    zh(
        "zh_desk", "credits", (), top='<span class="author">本报编辑部</span>', credits="本报编辑部"
    ),
    en(
        "email_author",
        "credits",
        (),
        head='<meta name="author" content="news@keldcoast.example">',
        credits="news@keldcoast.example",
    ),
    en("one_word", "credits", (), head='<meta name="author" content="admin">', credits="admin"),
    en("emoji", "credits", ("Jenny Smith",), top='<span class="author">Jenny Smith 🌊</span>'),
    en(
        "person_and_agency",
        "credits",
        ("Jenny Smith",),
        top='<span class="byline">By Jenny Smith, Reuters</span>',
        credits="Reuters",
    ),
    en(
        "cms_team_then_byline",
        "credits",
        ("Omar Haddad",),
        head='<meta name="author" content="Newsroom Team">',
        top='<p class="byline">By Omar Haddad</p>',
        credits="Newsroom Team",
    ),
    zh(
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
    zh(
        "zh_intern_after_reporter",
        "byline",
        ("王建宏", "李沐"),
        top="<p>本报记者 王建宏 实习生 李沐</p>",
    ),
    zh(
        "zh_intern_signature",
        "byline",
        ("刘涛", "赵晴"),
        bottom="<p>（记者 刘涛 实习生 赵晴）</p>",
    ),
    zh("zh_wen_slash", "byline", ("李明远",), top="<p>文/李明远</p>"),
    zh("zh_wen_colon_pen_name", "byline", ("山间月",), bottom="<p>文：山间月</p>"),
    # A portal's channel glued to the reporter's role: "X网Y频道记者 Z".
    zh(
        "zh_portal_channel",
        "byline",
        ("王建宏",),
        top="<p>青禾网财经频道记者 王建宏</p>",
    ),
    zh(
        "zh_portal_channel_two",
        "byline",
        ("周敏", "胡杰"),
        top="<p>云帆网体育频道记者周敏、胡杰</p>",
    ),
    # A site-building firm ("X网络") or a periodical ("X周刊", "X学刊") in the author meta
    # of a page that names nobody: a credit, not a four-character person.
    zh(
        "zh_vendor_in_author_meta",
        "credits",
        (),
        head='<meta name="generator" content="青禾站群"><meta name="author" content="青禾网络">',
        credits="青禾网络",
    ),
    zh(
        "zh_vendor_in_author_meta_two",
        "credits",
        (),
        head='<meta name="author" content="云帆网络">',
        credits="云帆网络",
    ),
    zh(
        "zh_periodical_in_author_meta",
        "credits",
        (),
        head='<meta name="author" content="青禾周刊">',
        credits="青禾周刊",
    ),
    zh(
        "zh_journal_in_author_meta",
        "credits",
        ("林艳",),
        head='<meta name="citation_author" content="林艳"><meta name="author" content="南湖学刊">',
        credits="南湖学刊",
    ),
    # Latin organisations in an author meta: a publisher beside the paper's own authors,
    # and a forum or CMS team (a template's default author) beside a byline or alone.
    en(
        "journal_publisher_in_author_meta",
        "credits",
        ("Jenny Smith",),
        head='<meta name="citation_author" content="Smith, Jenny">'
        '<meta name="author" content="Keld Academic Publishers">',
        credits="Keld Academic Publishers",
    ),
    zh(
        "zh_journal_english_publisher",
        "credits",
        ("周敏",),
        head='<meta name="citation_author" content="周敏">'
        '<meta name="author" content="Lindqvist Scientific Publisher">',
        credits="Lindqvist Scientific Publisher",
    ),
    en(
        "cms_team_meta_then_byline",
        "credits",
        ("Omar Haddad",),
        head='<meta name="author" content="Larkspur Team">',
        top='<p class="byline">By Omar Haddad</p>',
        credits="Larkspur Team",
    ),
    zh(
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
