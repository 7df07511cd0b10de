"""Hand-written extraction cases, batch C, English pages: HELD OUT (round two).

Written for this project in session 16's second round, before that round's extraction
change, from general knowledge of how CMSes render articles (no page copied or
paraphrased, none of the bench pages looked at). Batch C aims at issue 15's failure
kinds in shapes batches A and B lack: list and sectioned articles in many markups
(``<ol>`` with long items, card grids under ``<h2>``/``<h3>``, numbered
``<p><strong>1.</strong>`` runs, ``<dl>`` Q&As, ranking tables, entries as sibling
``<article>``s, sections cut apart by ad slots, embeds, sign-up boxes and "Related:"
inserts), bodies split over sibling containers (``div.article-body`` siblings, Arc-style
``div.paywall`` chunks, Brightspot rich-text modules, AMP ads), and bodies no ``<p>``
holds (``<div>``/``<br>`` text, layout-table cells, ``<section>``s of bare text,
``<div>`` paragraphs). It is scored only to report a change, never looked at to make
one. See ``benchmarks/extract_cases.py``.
"""

from __future__ import annotations

from collections.abc import Callable

from extract_case_parts import Case, Sheet

__all__ = ["BATCH_C_EN"]

_C = "c"
_CASES: list[Callable[[], Case]] = []


def _case(fn: Callable[[], Case]) -> Callable[[], Case]:
    _CASES.append(fn)
    return fn


def _related_insert(s: Sheet) -> str:
    return f"<p class='related-inline'><strong>Related:</strong> <a href='/r/1'>{s.junk(s.headline())}</a></p>"


def _tweet(s: Sheet) -> str:
    return (
        "<figure class='embed embed--twitter'><blockquote class='twitter-tweet'>"
        "<p lang='en'>pic.x.example/abc</p>&mdash; Council (@council) "
        "<a href='https://x.example/status/9'>June 2, 2024</a></blockquote></figure>"
    )


# -- list and sectioned articles -----------------------------------------------------------


@_case
def ol_long_items() -> Case:
    s = Sheet("c-ol-long-items", site="The Evening Post")
    items = "".join(f"<li><strong>{s.heading()}.</strong> {s.text(3)}</li>" for _ in range(6))
    body = (
        f"{s.cookie()}{s.nav()}<main id='main'><article class='post type-post'>"
        "<header class='entry-header'><h1 class='entry-title'>Six things the new parking rules change"
        f"</h1></header><div class='entry-content'>{s.paras(1)}<ol class='wp-block-list'>{items}"
        f"</ol>{s.paras(1)}</div><footer class='entry-footer'>{s.share()}</footer></article>"
        f"<aside id='secondary'>{s.most_read()}</aside></main>{s.footer()}"
    )
    return s.case(_C, "list", "https://eveningpost.example/2024/06/parking-rules/", s.page(body))


@_case
def card_grid_h3() -> Case:
    s = Sheet("c-card-grid-h3", site="City Guide")
    cards = "".join(
        f"<div class='guide-card'><div class='guide-card__img'><img src='/g{i}.jpg'></div>"
        f"<div class='guide-card__body'><h3 class='guide-card__title'>{s.heading()}</h3>"
        f"<p class='guide-card__text'>{s.text(2)}</p></div></div>"
        for i in range(6)
    )
    body = (
        f"{s.nav()}<div class='page'><div class='hero'><h1>Where to eat by the river this summer</h1>"
        f"<p class='standfirst'>{s.text(1)}</p></div><div class='guide-grid'>{cards}</div>"
        f"{s.newsletter('div', 'nl-box')}{s.related(4)}</div>{s.footer()}"
    )
    return s.case(_C, "list", "https://cityguide.example/eat/river-summer", s.page(body))


@_case
def numbered_strong_p() -> Case:
    s = Sheet("c-numbered-strong-p", site="Home and Money")
    runs = "".join(
        f"<p><strong>{i}. {s.heading()}</strong></p><p>{s.text(2)}</p>" for i in range(1, 7)
    )
    body = (
        f"{s.nav()}<div class='container'><div class='main-col'><h1>Six ways to get a fair quote "
        f"for roof repairs</h1><div class='byline'>By Dana Price</div><div class='post-body'>"
        f"{s.paras(1)}{runs}</div>{s.bio('Dana Price')}</div><div class='side-col'>"
        f"{s.most_read()}</div></div>{s.footer()}"
    )
    return s.case(_C, "list", "https://homeandmoney.example/roof-repair-quotes", s.page(body))


@_case
def numbered_strong_inline() -> Case:
    s = Sheet("c-numbered-strong-inline", site="The Commuter")
    runs = "".join(f"<p><strong>{i}.</strong> {s.text(2)}</p>" for i in range(1, 9))
    body = (
        f"{s.cookie()}{s.nav()}<div id='article'><h1>Eight changes on the buses from Monday</h1>"
        f"<div class='article-text'>{s.paras(1)}{runs[: len(runs) // 2]}{s.ad(1)}"
        f"{runs[len(runs) // 2 :]}</div></div>{s.comments(3)}{s.footer()}"
    )
    return s.case(_C, "list", "https://commuter.example/buses-monday-changes", s.page(body))


@_case
def sections_ad_slots() -> Case:
    s = Sheet("c-sections-ad-slots", site="Regional Herald")
    parts = []
    for i in range(5):
        parts.append(f"<section class='list-section'><h3>{s.heading()}</h3>{s.paras(1)}</section>")
        if i < 4:
            parts.append(s.ad(i + 1))
    body = (
        f"{s.nav()}<main><article class='story'><h1>Five walks that start at a railway station</h1>"
        f"<div class='story-intro'>{s.paras(1)}</div>{''.join(parts)}</article>"
        f"{s.related(4)}</main>{s.footer()}"
    )
    return s.case(_C, "list", "https://regionalherald.example/outdoors/station-walks", s.page(body))


@_case
def sections_embeds() -> Case:
    s = Sheet("c-sections-embeds", site="The Beacon")
    parts = []
    for i in range(4):
        parts.append(f"<div class='body-section'><h2>{s.heading()}</h2>{s.paras(2)}</div>")
        if i < 3:
            parts.append(_tweet(s))
    body = (
        f"{s.nav()}<div class='story-wrap'><h1>What the flood defence vote means for each ward</h1>"
        f"{''.join(parts)}<div class='tags'><a>Floods</a><a>Council</a></div></div>"
        f"{s.most_read()}{s.footer()}"
    )
    return s.case(_C, "list", "https://beacon.example/news/flood-vote-wards", s.page(body))


@_case
def list_related_inserts() -> Case:
    s = Sheet("c-list-related-inserts", site="Weekend Living")
    parts = [s.paras(1)]
    for i in range(1, 7):
        parts.append(f"<h2>{i}. {s.heading()}</h2>{s.paras(1)}")
        if i in (2, 4):
            parts.append(_related_insert(s))
    body = (
        f"{s.cookie()}{s.nav()}<main><h1>Six day trips without a car</h1>"
        f"<div class='content-body'>{''.join(parts)}</div>{s.share()}"
        f"<div class='more-from'>{s.teasers(3, deks=True, cls='more')}</div></main>{s.footer()}"
    )
    return s.case(_C, "list", "https://weekendliving.example/day-trips-no-car", s.page(body))


@_case
def list_newsletter_between() -> Case:
    s = Sheet("c-list-newsletter-between", site="The Garden Page")
    parts = []
    for i in range(1, 6):
        parts.append(
            f"<div class='item'><h2 class='item-title'>{s.heading()}</h2>"
            f"<div class='item-body'>{s.paras(1)}</div></div>"
        )
        if i == 2:
            parts.append(s.newsletter("div", "inline-newsletter"))
    body = (
        f"{s.nav()}<div class='layout'><div class='article'><h1>Five jobs for the garden in June</h1>"
        f"<div class='intro'>{s.paras(1)}</div><div class='items'>{''.join(parts)}</div></div>"
        f"<div class='rail'>{s.related(3)}</div></div>{s.footer()}"
    )
    return s.case(_C, "list", "https://gardenpage.example/june-jobs", s.page(body))


@_case
def dl_questions() -> Case:
    s = Sheet("c-dl-questions", site="Public Services Daily")
    qa = "".join(f"<dt>{s.heading()}?</dt><dd><p>{s.text(2)}</p></dd>" for _ in range(5))
    body = (
        f"{s.nav()}<main><article><h1>Your questions about the new bin collections, answered</h1>"
        f"<div class='article-body'>{s.paras(1)}<dl class='faq'>{qa}</dl></div></article>"
        f"{s.related(4)}</main>{s.footer()}"
    )
    return s.case(_C, "list", "https://publicservices.example/bins-questions", s.page(body))


@_case
def ranking_table() -> Case:
    s = Sheet("c-ranking-table", site="Schools Weekly")
    rows = "".join(
        f"<tr><td class='rank'>{i}</td><td class='name'>{s.heading()}</td>"
        f"<td class='why'>{s.text(2)}</td></tr>"
        for i in range(1, 7)
    )
    body = (
        f"{s.nav()}<div class='main'><h1>The six most improved schools in the county</h1>"
        f"<div class='article-body'>{s.paras(2)}<table class='ranking'><thead><tr><th>#</th>"
        f"<th>School</th><th>Why</th></tr></thead><tbody>{rows}</tbody></table>{s.paras(1)}</div>"
        f"</div>{s.most_read()}{s.footer()}"
    )
    return s.case(_C, "list", "https://schoolsweekly.example/most-improved", s.page(body))


@_case
def sibling_article_entries() -> Case:
    s = Sheet("c-sibling-article-entries", site="Travel Notes")
    entries = "".join(
        f"<article class='list-entry'><h2>{i}. {s.heading()}</h2><img src='/e{i}.jpg'>"
        f"{s.paras(1)}</article>"
        for i in range(1, 6)
    )
    body = (
        f"{s.nav()}<main><div class='listicle-head'><h1>Five harbour towns for a quiet week</h1>"
        f"<p class='intro'>{s.text(2)}</p></div><div class='listicle-entries'>{entries}</div>"
        f"<section class='next-up'><h3>Up next</h3>{s.teasers(3, deks=True)}</section></main>"
        f"{s.footer()}"
    )
    return s.case(_C, "list", "https://travelnotes.example/harbour-towns", s.page(body))


@_case
def steps_howto() -> Case:
    s = Sheet("c-steps-howto", site="Fix It Yourself")
    steps = "".join(
        f"<div class='step' id='step-{i}'><div class='step-num'>Step {i}</div>"
        f"<h3>{s.heading()}</h3><div class='step-text'>{s.text(2)}</div></div>"
        + (s.read_more() if i == 3 else "")
        for i in range(1, 7)
    )
    body = (
        f"{s.cookie()}{s.nav()}<div class='howto'><h1>How to apply for a dropped kerb</h1>"
        f"<div class='howto-intro'>{s.paras(1)}</div><div class='steps'>{steps}</div></div>"
        f"{s.comments(2)}{s.footer()}"
    )
    return s.case(_C, "list", "https://fixityourself.example/dropped-kerb", s.page(body))


# -- bodies split over sibling containers ----------------------------------------------------


@_case
def article_body_siblings() -> Case:
    s = Sheet("c-article-body-siblings", site="The Chronicle")
    body = (
        f"{s.nav()}<main><div class='article-header'><h1>Harbour wall repairs to start in autumn</h1>"
        "<span class='byline'>By Tom Reyes</span></div>"
        f"<div class='article-body'>{s.paras(3)}</div>{s.ad(1)}"
        f"<div class='article-body'>{s.paras(2)}</div>"
        "<div class='video-embed'><div class='jw-player' data-id='x1'></div>"
        "<p class='video-caption'>Video: the harbour from the air</p></div>"
        f"<div class='article-body'>{s.paras(3)}</div>{s.related(4)}</main>{s.footer()}"
    )
    return s.case(_C, "split", "https://chronicle.example/news/harbour-wall-repairs", s.page(body))


@_case
def arc_paywall_chunks() -> Case:
    s = Sheet("c-arc-paywall-chunks", site="The Metro Tribune")
    cls = " class='article-body-text'"
    chunks = "".join(
        f"<div class='paywall'>{s.para(2, cls)}{s.para(2, cls)}</div>"
        + (s.ad(i) if i == 1 else "")
        + (_related_insert(s) if i == 2 else "")
        for i in range(4)
    )
    body = (
        f"{s.cookie()}<div id='fusion-app'>{s.nav()}<main><article class='b-article'>"
        "<header><h1 class='headline'>Water bills to rise by a tenth next spring</h1></header>"
        f"<div class='article-body-wrapper'>{chunks}</div></article>"
        f"<div class='b-top-table-list'>{s.most_read()}</div></main>{s.footer()}</div>"
    )
    return s.case(_C, "split", "https://metrotribune.example/2024/06/03/water-bills/", s.page(body))


@_case
def brightspot_modules() -> Case:
    s = Sheet("c-brightspot-modules", site="Valley News")
    parts = (
        f"<div class='RichTextBody'>{s.paras(2)}</div>"
        f"<div class='Enhancement'><div class='Enhancement-item'><div class='PromoSmall'>"
        f"<a href='/x'>{s.junk(s.headline())}</a></div></div></div>"
        f"<div class='RichTextBody'>{s.paras(3)}</div>"
        f"<div class='Enhancement'><div class='Enhancement-item'>{s.newsletter('div', 'NewsletterModule')}</div></div>"
        f"<div class='RichTextBody'>{s.paras(2)}</div>"
    )
    body = (
        f"{s.nav()}<main class='Page-main'><div class='ArticlePage-mainContent'>"
        "<h1 class='ArticlePage-headline'>Hospital car park fees scrapped for night staff</h1>"
        f"<div class='ArticlePage-articleBody'><div class='RichTextArticleBody'>{parts}</div></div>"
        f"</div><aside class='ArticlePage-aside'>{s.most_read()}</aside></main>{s.footer()}"
    )
    return s.case(_C, "split", "https://valleynews.example/health/car-park-fees", s.page(body))


@_case
def amp_ad_split() -> Case:
    s = Sheet("c-amp-ad-split", site="Quick News")
    body = (
        "<header class='amp-header'><a href='/'>Quick News</a></header><main><article>"
        "<h1>Library to open on Sundays from July</h1>"
        f"<div class='amp-body'>{s.paras(2)}</div><amp-ad width='300' height='250' type='doubleclick' "
        "data-slot='/1/a'><div fallback>Advertisement</div></amp-ad>"
        f"<div class='amp-body'>{s.paras(2)}</div><amp-embed type='taboola' height='300'></amp-embed>"
        f"<div class='amp-body'>{s.paras(2)}</div></article>"
        f"<section class='amp-related'>{s.teasers(3)}</section></main>{s.footer()}"
    )
    head = "<link rel='canonical' href='https://quicknews.example/library-sundays'>"
    return s.case(
        _C, "split", "https://quicknews.example/amp/library-sundays", s.page(body, head=head)
    )


@_case
def split_newsletter_sibling() -> Case:
    s = Sheet("c-split-newsletter-sibling", site="Northern Echo Post")
    body = (
        f"{s.nav()}<div class='content'><h1>Bridge closure extended by three weeks</h1>"
        f"<div class='body-text'>{s.paras(3)}</div>{s.newsletter('div', 'newsletter-inline')}"
        f"<div class='body-text'>{s.paras(3)}</div>{s.share()}</div>"
        f"<div class='sidebar'>{s.related(4)}</div>{s.footer()}"
    )
    return s.case(_C, "split", "https://northernechopost.example/bridge-closure", s.page(body))


@_case
def split_short_chunks() -> Case:
    s = Sheet("c-split-short-chunks", site="The Observer Daily")
    chunks = []
    for i in range(6):
        chunks.append(f"<div class='text-block'>{s.para(2)}</div>")
        if i % 2 == 1 and i < 5:
            chunks.append(
                "<div class='inline-gallery'><img src='/p.jpg'><span>1 / 8</span></div>"
                if i == 1
                else s.ad(i)
            )
    body = (
        f"{s.cookie()}{s.nav()}<article><h1>Ferry timetable cut for the winter</h1>"
        f"<div class='article-content'>{''.join(chunks)}</div></article>{s.most_read()}{s.footer()}"
    )
    return s.case(_C, "split", "https://observerdaily.example/ferry-winter", s.page(body))


# -- bodies no <p> holds --------------------------------------------------------------------


@_case
def div_br_text() -> Case:
    s = Sheet("c-div-br-text", site="County Gazette")
    text = "<br><br>".join(s.text() for _ in range(6))
    body = (
        f"{s.nav()}<div id='wrapper'><div id='left'><div class='headline'>Market hall roof to be "
        f"replaced</div><div class='date'>June 4, 2024</div><div class='story'>{text}</div>"
        f"</div><div id='right'>{s.most_read()}</div></div>{s.footer()}"
    )
    return s.case(_C, "no-p", "https://countygazette.example/story.php?id=5521", s.page(body))


@_case
def layout_table_cells() -> Case:
    s = Sheet("c-layout-table-cells", site="Parish Times")
    text = "<br><br>".join(s.text() for _ in range(5))
    links = "".join(f"<a href='/n{i}'>{s.junk(s.headline())}</a><br>" for i in range(4))
    body = (
        "<table width='100%' cellpadding='0'><tr><td colspan='2' class='banner'>Parish Times</td></tr>"
        "<tr><td width='180' valign='top' class='menu'><a href='/'>Home</a><br><a href='/news'>News"
        "</a><br><a href='/events'>Events</a></td><td valign='top'><table width='100%'><tr>"
        "<td class='heading'><b>Village hall wins grant for new heating</b></td></tr>"
        f"<tr><td class='body'>{text}</td></tr></table></td></tr>"
        f"<tr><td class='menu'>Latest:<br>{links}</td><td class='foot'>{s.junk(s.chrome['rights'])}"
        "</td></tr></table>"
    )
    return s.case(_C, "no-p", "http://parishtimes.example/news/hall-grant.htm", s.page(body))


@_case
def sections_bare_text() -> Case:
    s = Sheet("c-sections-bare-text", site="The Ledger")
    sections = "".join(f"<section class='para'>{s.text()}</section>" for _ in range(6))
    body = (
        f"{s.nav()}<main><h1>New cycle lane opens on the ring road</h1><div class='story'>"
        f"{sections}</div>{s.share()}{s.related(3)}</main>{s.footer()}"
    )
    return s.case(_C, "no-p", "https://theledger.example/cycle-lane-opens", s.page(body))


@_case
def div_paragraphs() -> Case:
    s = Sheet("c-div-paragraphs", site="Morning Star Online")
    paras = "".join(f"<div class='paragraph'><span>{s.text()}</span></div>" for _ in range(6))
    body = (
        f"{s.cookie()}{s.nav()}<div class='main'><div class='title-block'><h1>Pool reopens after "
        f"two years of repairs</h1></div><div class='text-container'>{paras}</div>"
        f"{s.comments(2)}</div>{s.footer()}"
    )
    return s.case(_C, "no-p", "https://morningstaronline.example/pool-reopens", s.page(body))


BATCH_C_EN = list(_CASES)
