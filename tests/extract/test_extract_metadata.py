"""Metadata: JSON-LD in every shape real pages use, meta tags, microdata, headline, language."""

from __future__ import annotations

import json
from typing import Any

import pytest
from lxml import html

from newsfold.extract import extract_article
from newsfold.extract.headline import clean_headline
from newsfold.extract.jsonld import load_jsonld
from newsfold.extract.language import detect_language
from newsfold.extract.metadata import Metadata, read_metadata
from tests.extract.extract_pages import en_article_page, page

ARTICLE: dict[str, Any] = {
    "@type": "NewsArticle",
    "headline": "Pier to be rebuilt",
    "datePublished": "2024-04-30T08:00:00+02:00",
    "articleSection": "Local",
    "author": {"@type": "Person", "name": "Tove Arnesen"},
    "publisher": {"@type": "NewsMediaOrganization", "name": "Keld Coast Times"},
}


def _meta(head: str, body: str = "<p>x</p>") -> Metadata:
    return read_metadata(
        html.document_fromstring(f"<html><head>{head}</head><body>{body}</body></html>")
    )


def _ld(doc: Any) -> Metadata:
    text = doc if isinstance(doc, str) else json.dumps(doc)
    return _meta(f"<script type='application/ld+json'>{text}</script>")


@pytest.mark.parametrize(
    "doc",
    [
        {"@context": "https://schema.org", **ARTICLE},
        [{"@type": "BreadcrumbList", "itemListElement": []}, ARTICLE],
        {
            "@context": "https://schema.org",
            "@graph": [{"@type": "WebSite", "name": "KCT"}, ARTICLE],
        },
        {**ARTICLE, "@type": ["NewsArticle", "Article"]},
        {**ARTICLE, "@type": "http://schema.org/ReportageNewsArticle"},
        {**ARTICLE, "@type": "AnalysisNewsArticle"},
        {**ARTICLE, "@type": "LiveBlogPosting"},
        {"@type": "WebPage", "mainEntity": ARTICLE},
    ],
    ids=["plain", "list", "graph", "type-array", "iri-type", "analysis", "liveblog", "main-entity"],
)
def test_jsonld_shapes(doc: Any) -> None:
    meta = _ld(doc)
    assert meta.headline == "Pier to be rebuilt"
    assert meta.authors == ["Tove Arnesen"]
    assert meta.publisher == "Keld Coast Times"
    assert meta.section == "Local"
    assert ("jsonld:datePublished", "2024-04-30T08:00:00+02:00") in meta.dates


def test_jsonld_trailing_commas_entities_and_raw_newlines() -> None:
    text = (
        '{"@type": "NewsArticle", "headline": "Harbour &amp; pier: &quot;at last&quot;",\n'
        '"author": [{"name": "Tove Arnesen"}, {"name": "Per Lund",},],\n'
        '"description": "two\nlines",}'
    )
    meta = _ld(text)
    assert meta.headline == 'Harbour & pier: "at last"'
    assert meta.authors == ["Tove Arnesen", "Per Lund"]


def test_jsonld_wrapped_in_html_comment() -> None:
    assert _ld(f"<!-- {json.dumps(ARTICLE)} -->").headline == "Pier to be rebuilt"


@pytest.mark.parametrize(
    "text",
    ["{not json at all", "[" * 100_000 + "]" * 100_000, '{"@type": "NewsArticle", "headline": }'],
    ids=["garbage", "deep-nesting", "missing-value"],
)
def test_invalid_jsonld_is_skipped_not_raised(text: str) -> None:
    # What can be read is kept (the type of the missing-value block), never a made-up headline.
    loaded = load_jsonld(text)
    assert loaded is None or loaded == {"@type": "NewsArticle", "headline": ""}
    meta = _meta(
        f"<script type='application/ld+json'>{text}</script>"
        "<meta property='og:title' content='Pier to be rebuilt'>"
    )
    assert meta.headline is None
    assert meta.clean_headline() == "Pier to be rebuilt"


def test_invalid_jsonld_page_still_extracts() -> None:
    markup = en_article_page().replace(
        "</head>", "<script type='application/ld+json'>{\"@type\": [}</script></head>"
    )
    article = extract_article(page(markup))
    assert len(article.paragraphs) == 4


def test_opengraph_article_and_dublin_core() -> None:
    meta = _meta(
        "<meta property='og:title' content='Pier to be rebuilt - Keld Coast Times'>"
        "<meta property='og:site_name' content='Keld Coast Times'>"
        "<meta property='og:url' content='https://keldcoast.example/pier'>"
        "<meta property='article:section' content='Local'>"
        "<meta property='article:published_time' content='2024-04-30T08:00:00Z'>"
        "<meta property='article:author' content='https://facebook.example/tove'>"
        "<meta name='DC.creator' content='By Tove Arnesen'>"
        "<meta name='dc.language' content='nb-NO'>"
        "<link rel='canonical' href='https://keldcoast.example/news/pier'>"
    )
    assert meta.clean_headline() == "Pier to be rebuilt"
    assert meta.site_name == "Keld Coast Times"
    assert meta.section == "Local"
    assert meta.authors == ["Tove Arnesen"]
    assert meta.meta_lang == "nb-NO"
    assert meta.canonical == "https://keldcoast.example/news/pier"
    assert meta.og_url == "https://keldcoast.example/pier"
    assert ("meta:article:published_time", "2024-04-30T08:00:00Z") in meta.dates


def test_microdata() -> None:
    meta = _meta(
        "",
        "<div itemscope itemtype='https://schema.org/NewsArticle'>"
        "<h1 itemprop='headline'>Pier to be rebuilt</h1>"
        "<span itemprop='author' itemscope><span itemprop='name'>Tove Arnesen</span></span>"
        "<time itemprop='datePublished' datetime='2024-04-30T08:00:00Z'>30 April</time>"
        "<div itemprop='publisher' itemscope><meta itemprop='name' content='KCT'></div></div>",
    )
    assert meta.headline == "Pier to be rebuilt"
    assert meta.authors == ["Tove Arnesen"]
    assert meta.publisher == "KCT"
    assert ("microdata:datePublished", "2024-04-30T08:00:00Z") in meta.dates


@pytest.mark.parametrize(
    ("raw", "sites", "aggressive", "expected"),
    [
        (
            "Pier to be rebuilt | Keld Coast Times",
            ["Keld Coast Times"],
            False,
            "Pier to be rebuilt",
        ),
        (
            "Keld Coast Times — Pier to be rebuilt",
            ["Keld Coast Times"],
            False,
            "Pier to be rebuilt",
        ),
        ("青禾大桥下月起维修_社会新闻_青禾日报", ["青禾日报"], True, "青禾大桥下月起维修"),
        ("青禾大桥下月起维修-青禾日报", ["青禾日报"], False, "青禾大桥下月起维修"),
        ("COVID-19 cases fall in Keld", [], True, "COVID-19 cases fall in Keld"),
        (
            "Pier to be rebuilt, mayor says | Local | KCT",
            [],
            True,
            "Pier to be rebuilt, mayor says",
        ),
        ("Pier to be rebuilt - keldcoast.example", [], False, "Pier to be rebuilt"),
        ("Rock - Paper - Scissors", [], False, "Rock - Paper - Scissors"),
    ],
)
def test_clean_headline(raw: str, sites: list[str], aggressive: bool, expected: str) -> None:
    assert clean_headline(raw, sites, aggressive=aggressive) == expected


def test_article_headline_is_cleaned_and_canonical_resolved() -> None:
    markup = en_article_page(
        head_extra="<link rel='canonical' href='https://keldcoast.example/news/pier-rebuild'>"
    )
    article = extract_article(page(markup, url="https://keldcoast.example/news/pier?utm_source=x"))
    assert article.headline == "Port Keld to rebuild storm-hit north pier"
    assert article.canonical_url == "https://keldcoast.example/news/pier-rebuild"
    assert article.publisher == "Keld Coast Times"


@pytest.mark.parametrize(
    ("text", "declared", "expected"),
    [
        ("青禾大桥将于下月起进行为期三个月的维修，市民可绕行南湖隧道。", "en", "zh"),
        ("The pier will be rebuilt and the work is due to start in June.", None, "en"),
        (
            "Die Brücke wird im Juni gesperrt und die Arbeiten sind für den Herbst geplant.",
            None,
            "de",
        ),
        (
            "Le pont sera fermé en juin et les travaux dureront tout l'été dans la ville.",
            None,
            "fr",
        ),
        ("The pier will be rebuilt and the work is due to start in June.", "en-GB", "en"),
        ("The pier will be rebuilt and the work is due to start in June.", "zh-CN", "en"),
        ("桟橋の改修工事は六月に始まり、秋までに終わる予定です。", None, "ja"),
    ],
)
def test_language(text: str, declared: str | None, expected: str) -> None:
    assert detect_language(text, declared) == expected


def test_h1_inside_the_title_is_the_headline() -> None:
    meta = _meta(
        "<title>快讯｜青禾大桥下月起维修_青禾日报</title>", "<h1>快讯｜青禾大桥下月起维修</h1>"
    )
    assert meta.clean_headline() == "快讯｜青禾大桥下月起维修"


def test_publisher_falls_back_to_the_site_part_of_the_title() -> None:
    meta = _meta("<title>青禾大桥下月起维修_青禾日报</title>", "<h1>青禾大桥下月起维修</h1>")
    assert meta.publisher_name() == "青禾日报"
    assert _meta("<title>Just a title</title>").publisher_name() is None


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        ("快讯｜青禾大桥下月起维修_青禾日报", "快讯｜青禾大桥下月起维修"),
        ("物流公司推出两种服务——自理与代理_青禾日报", "物流公司推出两种服务——自理与代理"),
    ],
)
def test_title_keeps_leading_labels_and_chinese_dashes(title: str, expected: str) -> None:
    assert clean_headline(title, ["青禾日报"], aggressive=True) == expected


def test_the_headline_follows_every_field_it_is_read_from() -> None:
    # The answer is kept between calls (three per page): a change of any field it
    # reads, a list changed in place included, must give a new one.
    meta = Metadata(title="Pier to be rebuilt | Harbour News", site_name="Harbour News")
    assert meta.headline_and_source() == ("Pier to be rebuilt", "title")
    meta.og_title = "Pier rebuilt by May - Harbour News"
    assert meta.headline_and_source() == ("Pier rebuilt by May", "meta")
    meta.site_name = None
    assert meta.headline_and_source() == ("Pier rebuilt by May - Harbour News", "meta")
    meta.site_name = "Harbour News"
    assert meta.clean_headline() == "Pier rebuilt by May"
    bare = Metadata()
    assert bare.headline_and_source() == (None, None)
    bare.h1s.append("Harbour pier")
    assert bare.headline_and_source() == ("Harbour pier", "h1")
    bare.h1s[0] = "Harbour pier rebuilt"
    assert bare.headline_and_source() == ("Harbour pier rebuilt", "h1")
    bare.og_title = "Pier to be rebuilt | harbourpier"
    assert bare.headline_and_source() == ("Pier to be rebuilt | harbourpier", "meta")
    bare.url = "https://harbourpier.example/news/1"  # the host names the site part
    assert bare.headline_and_source() == ("Pier to be rebuilt", "meta")
