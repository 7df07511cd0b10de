"""Hand-written extraction cases, batch A, English pages (the batch fixes may look at).

Written for this project from general knowledge of how CMSes render articles; no page
copied or paraphrased from anyone. See ``benchmarks/extract_cases.py`` for the protocol
(batch A to develop on, batch B held out) and ``extract_case_parts.py`` for the builder.
"""

from __future__ import annotations

from collections.abc import Callable

from extract_case_parts import Case, Sheet

__all__ = ["BATCH_A_EN"]

_B = "a"
_CASES: list[Callable[[], Case]] = []


def _case(fn: Callable[[], Case]) -> Callable[[], Case]:
    _CASES.append(fn)
    return fn


_QUESTIONS = (
    "Why did the council wait so long before acting on the flood wall?",
    "What do you say to the families who moved away last year?",
    "How will the new timetable be paid for?",
    "Is there a risk that the bridge will not be finished on time?",
    "What would you have done differently in your first year?",
    "Where does the money for the library come from?",
)


@_case
def wp_listicle() -> Case:
    s = Sheet("a-wp-listicle", site="Valley Times")
    items = "".join(
        f"<h2>{i}. {s.heading()}</h2><figure class='wp-block-image size-large'>"
        f"<img src='/wp-content/uploads/p{i}.jpg' alt=''><figcaption>Photo: Staff</figcaption>"
        f"</figure>{s.paras(2)}"
        for i in range(1, 7)
    )
    body = (
        s.nav()
        + "<div id='page' class='site'><div id='primary' class='content-area'><main id='main'>"
        "<article id='post-812' class='post-812 post type-post status-publish'>"
        "<header class='entry-header'><h1 class='entry-title'>Six changes coming to the valley this year</h1>"
        "<div class='entry-meta'><span class='byline'>By Dana Holt</span></div></header>"
        f"<div class='entry-content'>{s.paras(2)}{items}"
        f"<div class='sharedaddy sd-sharing-enabled'>{s.share()}</div></div>"
        "<footer class='entry-footer'><span class='cat-links'>Posted in Local</span></footer></article>"
        f"<div id='jp-relatedposts' class='jp-relatedposts'><h3>Related</h3>{s.teasers(3, deks=True)}</div>"
        f"{s.comments(3)}</main></div><aside id='secondary' class='widget-area'>"
        f"<section class='widget widget_recent_entries'><h2>Recent Posts</h2>{s.teasers(5)}</section>"
        f"</aside></div>{s.footer()}"
    )
    return s.case(_B, "list", "https://valleytimes.example/2024/05/six-changes/", s.page(body))


@_case
def arc_sections() -> Case:
    s = Sheet("a-arc-sections", site="The Metro Ledger")

    def para() -> str:
        return f"<p data-el='text' class='c-paragraph'>{s.text()}</p>"

    parts = []
    for i in range(5):
        parts.append(f"<h3 class='c-header'>{s.heading()}</h3>")
        parts.append("".join(para() for _ in range(2 if i else 4)))
        if i in (1, 3):
            parts.append(
                f"<figure class='c-media-item'><img src='/r/{i}.jpg'><figcaption class='c-media-caption'>"
                "A view of the site. (Staff photo)</figcaption></figure>"
            )
        if i == 2:
            parts.append(
                f"<div class='c-interstitial'><a href='/x'>{s.junk(s.headline())}</a></div>{s.ad(3)}"
            )
    body = (
        f"{s.cookie()}{s.nav()}<div id='fusion-app'><div class='layout-section'>"
        "<h1 class='headline'>What the budget means for five parts of the city</h1>"
        "<div class='byline'>By Ken Ashe</div>"
        f"<div class='article-body'>{''.join(parts)}</div>"
        f"<div class='right-rail'>{s.most_read()}</div></div></div>{s.footer()}"
    )
    return s.case(
        _B, "list", "https://metroledger.example/news/2024/04/02/budget-five-parts/", s.page(body)
    )


@_case
def ol_list() -> Case:
    s = Sheet("a-ol-list", site="Home & Town")
    items = "".join(f"<li><strong>{s.heading()}.</strong> {s.text(2)}</li>" for _ in range(8))
    body = (
        f"{s.nav()}<div class='container'><div class='col-main'>"
        "<h1>Eight things to know before the new bins arrive</h1>"
        f"<div class='post-body'>{s.paras(1)}<ol class='tips'>{items}</ol>{s.paras(1)}</div>"
        f"{s.share()}{s.related(4, deks=True)}</div><div class='col-side'>{s.newsletter()}"
        f"{s.most_read()}</div></div>{s.footer()}"
    )
    return s.case(_B, "list", "https://hometown.example/guides/new-bins", s.page(body))


@_case
def split_chunks() -> Case:
    s = Sheet("a-split-chunks", site="Daily Wire Service")
    body = (
        f"{s.nav()}<main><article class='story'><h1>Port strike enters its second week</h1>"
        "<div class='story-meta'>By Lee Crane | Updated 3 hours ago</div>"
        f"<div class='story-body'><div class='body-chunk'>{s.paras(3)}</div>"
        f"{s.ad(1)}<div class='body-chunk'>{s.paras(2)}</div>"
        "<div class='video-player'><iframe src='https://video.example/embed/77'></iframe>"
        "<p class='video-caption'>Watch: pickets at the gate</p></div>"
        f"<div class='body-chunk'>{s.paras(3)}</div>{s.newsletter()}"
        f"<div class='body-chunk'>{s.paras(2)}</div></div></article>"
        f"{s.related(4)}</main>{s.footer()}"
    )
    return s.case(
        _B, "split", "https://dailywire.example/2024/06/port-strike-week-two", s.page(body)
    )


@_case
def drupal_paragraphs() -> Case:
    s = Sheet("a-drupal-paragraphs", site="County Herald")

    def text_par(n: int) -> str:
        return (
            "<div class='paragraph paragraph--type--text'><div class='field field--name-field-text "
            f"field--type-text-long'>{s.paras(n)}</div></div>"
        )

    tweet = (
        "<div class='paragraph paragraph--type--embed'><blockquote class='twitter-tweet'>"
        "<p lang='en'>Queue already round the block at the town hall.</p>&mdash; A Resident "
        "(@resident) <a href='https://x.example/status/1'>May 3, 2024</a></blockquote></div>"
    )
    body = (
        f"{s.cookie()}{s.nav()}<div class='region region-content'><article role='article' "
        "class='node node--type-article node--view-mode-full'><h1 class='page-title'>"
        "<span>Voters queue early at the town hall</span></h1><div class='node__content'>"
        f"{text_par(3)}{tweet}{text_par(2)}<div class='paragraph paragraph--type--related'>"
        f"{s.read_more()}</div>{text_par(3)}</div></article>"
        f"<div class='block block-views'>{s.related(3, deks=True)}</div></div>{s.footer()}"
    )
    return s.case(_B, "split", "https://countyherald.example/news/voters-queue-early", s.page(body))


@_case
def paywall_teaser() -> Case:
    s = Sheet("a-paywall-teaser", site="The Evening Post")
    body = (
        f"{s.nav()}<div class='article-wrapper'><article><h1>Inside the plan to save the old pier</h1>"
        "<p class='standfirst'>The council has a year to decide.</p>"
        f"<div class='article-content article-content--truncated'>{s.paras(2, 3)}</div>"
        f"{s.paywall()}</article><aside>{s.most_read()}</aside></div>{s.footer()}"
    )
    return s.case(
        _B, "paywall", "https://eveningpost.example/news/save-the-old-pier-1.22", s.page(body)
    )


@_case
def liveblog() -> Case:
    s = Sheet("a-liveblog", site="National News")
    entries = "".join(
        f"<article class='live-post' id='post-{i}'><header><time datetime='2024-05-03T1{i}:05'>"
        f"1{i}:05</time><h3>{s.heading()}</h3></header><div class='live-post__body'>"
        f"{s.paras(1 + i % 2)}</div>{s.share()}</article>"
        for i in range(8)
    )
    body = (
        f"{s.nav()}<main><h1>Election night as it happened</h1><div class='live-blog'>"
        "<div class='key-events'><h2>Key events</h2><ul><li><a href='#post-1'>First count</a></li>"
        f"<li><a href='#post-5'>Turnout figures</a></li></ul></div>{entries}"
        "<button class='load-more'>Load more updates</button></div>"
        f"{s.related(3)}</main>{s.footer()}"
    )
    return s.case(
        _B, "live", "https://nationalnews.example/politics/live/2024/may/03/election", s.page(body)
    )


@_case
def qa_interview() -> Case:
    s = Sheet("a-qa-interview", site="City Journal")
    qa = "".join(f"<p><strong>{s.body(q)}</strong></p><p>{s.text()}</p>" for q in _QUESTIONS[:5])
    body = (
        f"{s.nav()}<div class='main'><article class='interview'><h1>'We should have acted sooner': "
        "the mayor on her first year</h1>"
        f"<div class='text'>{s.paras(2)}{qa}<p><em>This interview has been edited for length.</em></p>"
        f"</div></article>{s.bio('Ruth Amis')}{s.related(3)}</div>{s.footer()}"
    )
    return s.case(
        _B, "interview", "https://cityjournal.example/interviews/mayor-first-year", s.page(body)
    )


@_case
def photo_essay() -> Case:
    s = Sheet("a-photo-essay", site="The Observer Weekly")
    figures = "".join(
        f"<figure class='gallery-item'><img src='/g/{i}.jpg' alt=''><figcaption>"
        f"<p>{s.text(2)}</p><span class='credit'>Photograph: M. Ortiz</span></figcaption></figure>"
        for i in range(7)
    )
    body = (
        f"{s.nav()}<main><div class='gallery-header'><h1>A year on the river, in pictures</h1>"
        f"<p class='intro'>{s.text(1)}</p></div><div class='gallery'>{figures}</div>"
        f"{s.share()}{s.most_read()}</main>{s.footer()}"
    )
    return s.case(
        _B, "photo", "https://observerweekly.example/in-pictures/a-year-on-the-river", s.page(body)
    )


@_case
def div_soup() -> Case:
    s = Sheet("a-div-soup", site="Harbour Gazette")
    text = "<br><br>\n".join(s.text() for _ in range(6))
    body = (
        "<table width='100%'><tr><td class='left' width='160'>"
        "<a href='/'>Home</a><br><a href='/news'>News</a><br><a href='/sport'>Sport</a><br>"
        f"<a href='/archive'>Archive</a></td><td class='main' valign='top'>"
        "<div class='hdr'><font size='5'><b>Harbour dues to rise in July</b></font></div>"
        "<div class='by'>Staff reporter</div>"
        f"<div class='story'>{text}</div>"
        f"<div class='more'>{s.junk('More stories from the harbour desk')}: "
        f"<a href='/1'>{s.junk(s.headline())}</a></div></td></tr></table>"
        f"<div class='foot'>{s.junk('Copyright Harbour Gazette Ltd, registered in the port district.')}</div>"
    )
    return s.case(_B, "soup", "http://harbourgazette.example/news/story.php?id=5512", s.page(body))


@_case
def table_body() -> Case:
    s = Sheet("a-table-body", site="Regional Statistics Digest")
    rows = "".join(
        f"<tr><td>{d}</td><td>{v}%</td><td>{c:+d}</td></tr>"
        for d, v, c in (("North", 61, 3), ("South", 58, -2), ("East", 64, 5), ("West", 55, 0))
    )
    note = s.body(
        "Figures for the eastern district include postal votes counted on Friday morning."
    )
    body = (
        f"{s.cookie()}{s.nav()}<article class='post'><h1>Turnout rose in three of four districts</h1>"
        f"<div class='post-content'>{s.paras(3)}<table class='data'><thead><tr><th>District</th>"
        f"<th>Turnout</th><th>Change</th></tr></thead><tbody>{rows}</tbody><tfoot><tr>"
        f"<td colspan='3'>{note}</td></tr></tfoot></table>{s.paras(3)}</div></article>"
        f"{s.related(3)}{s.footer()}"
    )
    return s.case(_B, "table", "https://statsdigest.example/2024/turnout-by-district", s.page(body))


@_case
def wp_blog_comments() -> Case:
    s = Sheet("a-wp-blog-comments", site="Notes from the Marsh")
    body = (
        "<div id='page'><header id='masthead'><p class='site-title'>Notes from the Marsh</p></header>"
        "<div id='content'><article class='post hentry'><h1 class='entry-title'>Why I still walk the "
        f"sea wall every morning</h1><div class='entry-content'>{s.paras(6)}</div></article>"
        f"{s.bio('Pat Greene')}<nav class='post-navigation'><a rel='prev'>{s.junk(s.headline())}</a></nav>"
        f"{s.comments(6)}<div id='respond'><h3>Leave a Reply</h3><form><textarea></textarea></form>"
        f"</div></div><aside class='sidebar'>{s.teasers(4)}</aside>{s.footer()}</div>"
    )
    return s.case(_B, "boilerplate", "https://marshnotes.example/2024/03/sea-wall/", s.page(body))


@_case
def drupal_bio_tags() -> Case:
    s = Sheet("a-drupal-bio-tags", site="The Provincial")
    body = (
        f"{s.nav()}<div class='layout-container'><main role='main'><div class='region-content'>"
        "<article class='node node--type-news'><h1>School meals contract goes to tender</h1>"
        f"<div class='field--name-body'>{s.paras(5)}</div><div class='field--name-field-tags'>"
        "<div class='field__label'>Tags</div><a href='/t/schools'>Schools</a> <a href='/t/c'>Council</a>"
        f"</div></article>{s.bio('Owen Pryce')}</div></main><aside class='region-sidebar'>"
        f"{s.related(4, deks=True)}{s.most_read()}</aside></div>{s.footer()}"
    )
    return s.case(
        _B, "boilerplate", "https://provincial.example/news/school-meals-tender", s.page(body)
    )


@_case
def ghost_post() -> Case:
    s = Sheet("a-ghost-post", site="Field Notes")
    content = (
        f"{s.paras(2)}<h2>{s.heading()}</h2>{s.paras(2)}"
        "<figure class='kg-card kg-image-card kg-card-hascaption'><img src='/content/images/1.jpg'>"
        f"<figcaption>The new ferry at the quay</figcaption></figure>{s.paras(2)}"
        f"<h2>{s.heading()}</h2>{s.paras(2)}"
    )
    body = (
        "<div class='site-wrapper'><header class='site-header'><a class='site-nav-logo'>Field Notes</a>"
        "</header><main id='site-main'><article class='article post'><header class='article-header'>"
        "<h1 class='article-title'>The ferry that keeps an island alive</h1></header>"
        f"<section class='gh-content gh-canvas'>{content}</section></article>"
        f"<section class='footer-cta'><h2>{s.junk('Sign up for more like this.')}</h2>"
        f"<a href='#/portal'>Enter your email</a></section><aside class='read-more-wrap'>"
        f"<div class='read-more'>{s.teasers(3, deks=True, cls='post-card')}</div></aside></main>"
        f"{s.footer()}</div>"
    )
    return s.case(_B, "boilerplate", "https://fieldnotes.example/the-ferry/", s.page(body))


@_case
def amp_article() -> Case:
    s = Sheet("a-amp-article", site="Coast News")
    body = (
        "<header class='amp-wp-header'><a href='/'>Coast News</a></header>"
        "<article class='amp-wp-article'><header class='amp-wp-article-header'>"
        "<h1 class='amp-wp-title'>Lifeboat crew called out twice in one night</h1></header>"
        "<figure class='amp-wp-article-featured-image'><amp-img src='/l.jpg' width='600' "
        "height='400'></amp-img></figure><div class='amp-wp-article-content'>"
        f"{s.paras(3)}<amp-ad width='300' height='250' type='doubleclick'></amp-ad>{s.paras(3)}"
        "</div><footer class='amp-wp-article-footer'><amp-social-share type='facebook'>"
        f"</amp-social-share>{s.related(3)}</footer></article>{s.footer()}"
    )
    head = "<link rel='canonical' href='https://coastnews.example/lifeboat-twice/'>"
    return s.case(
        _B, "boilerplate", "https://coastnews.example/lifeboat-twice/amp/", s.page(body, head=head)
    )


@_case
def main_no_article() -> Case:
    s = Sheet("a-main-no-article", site="Northern Echo Online")
    about = s.junk(
        "Northern Echo Online is an independent newsroom founded by local reporters in 2011. "
        "We cover the towns of the northern valleys, their councils, courts and schools, and "
        "we rely on the support of our readers to keep doing so."
    )
    body = (
        f"{s.nav()}<main id='main-content'><div class='story-header'><h1>Bypass opens a year late</h1>"
        f"</div><div class='story-body'>{s.paras(6)}</div>{s.share()}</main>"
        f"<footer class='mega-footer'><div class='about'><h4>About us</h4><p>{about}</p></div>"
        f"<div class='links'>{s.teasers(4)}</div>{s.footer()}</footer>"
    )
    return s.case(_B, "boilerplate", "https://northernecho.example/news/bypass-opens", s.page(body))


@_case
def next_article() -> Case:
    s = Sheet("a-next-article", site="The Tribune")
    story = (
        "<article class='article'><h1>Bridge tolls to be scrapped in autumn</h1>"
        f"<div class='article-body'>{s.paras(5)}</div></article>"
    )
    nxt = (
        "<div class='next-article' data-infinite-scroll='1'><span class='label'>Next article</span>"
        f"<article class='article article--preview'><h2>{s.junk(s.headline())}</h2>"
        f"<div class='article-body'><p>{s.junk(s.prose.paragraph(2))}</p><p>{s.junk(s.prose.paragraph(2))}</p>"
        "</div><a href='/next'>Continue reading</a></article></div>"
    )
    body = f"{s.nav()}<main>{story}{s.ad(2)}{nxt}</main>{s.footer()}"
    return s.case(
        _B, "boilerplate", "https://tribune.example/news/bridge-tolls-scrapped", s.page(body)
    )


@_case
def pullquote_factbox() -> Case:
    s = Sheet("a-pullquote-factbox", site="Lakeside Reporter")
    body = (
        f"{s.cookie()}{s.nav()}<div class='page'><article><h1>The long fight over the lake shore</h1>"
        f"<div class='body'>{s.paras(3)}<aside class='pullquote'><blockquote>We have waited long "
        "enough.</blockquote></aside>"
        f"{s.paras(2)}<div class='instagram-media'><a href='https://instagram.example/p/1'>A post "
        "shared by the lake trust</a></div><h2>What happens next</h2>"
        f"{s.paras(3)}<div class='factbox'><h4>Key facts</h4><ul><li>Length: 4 km</li>"
        f"<li>Owner: the county</li></ul></div></div></article>{s.related(4, deks=True)}</div>"
        f"{s.footer()}"
    )
    return s.case(
        _B, "split", "https://lakesidereporter.example/2024/lake-shore-fight", s.page(body)
    )


@_case
def press_release() -> Case:
    s = Sheet("a-press-release", site="Department of Transport")
    notes = "".join(f"<li>{s.text(1)}</li>" for _ in range(3))
    body = (
        f"{s.cookie()}<header class='gov-header'>Department of Transport</header>"
        "<div class='breadcrumb'><a href='/'>Home</a> &gt; <a href='/news'>News</a></div>"
        "<div class='layout'><div class='sidebar'><h3>In this section</h3><ul>"
        "<li><a href='/news/speeches'>Speeches</a></li><li><a href='/news/consultations'>"
        "Consultations</a></li></ul></div><div class='region-content'><div class='node__content'>"
        "<h1>Funding confirmed for four new rail stations</h1><p class='date'>Press release, 12 March 2024</p>"
        f"{s.paras(4)}<h3>Notes to editors</h3><ul>{notes}</ul></div></div></div>"
        f"{s.footer()}"
    )
    return s.case(
        _B, "boilerplate", "https://transport.gov.example/news/four-new-stations", s.page(body)
    )


@_case
def brief_big_sidebar() -> Case:
    s = Sheet("a-brief-big-sidebar", site="Metro Today")
    body = (
        f"{s.nav()}<div class='wrap'><div class='article'><h1>Road closed after water main burst</h1>"
        f"<div class='content'>{s.paras(2, 2)}</div></div><div class='sidebar'>"
        f"{s.related(4, deks=True)}{s.newsletter()}<div class='popular'>{s.teasers(4, deks=True)}</div>"
        f"</div></div>{s.footer()}"
    )
    return s.case(
        _B, "boilerplate", "https://metrotoday.example/news/water-main-burst", s.page(body)
    )


@_case
def long_read_more() -> Case:
    s = Sheet("a-long-read-more", site="The Standard")
    parts = []
    for i in range(14):
        parts.append(s.para())
        if i in (3, 8, 11):
            parts.append(s.read_more())
        if i in (5, 10):
            parts.append(s.ad(i))
    body = (
        f"{s.nav()}<article class='article-full'><h1>How the valley lost its last factory</h1>"
        f"<div class='article-text'>{''.join(parts)}</div></article>{s.most_read()}{s.footer()}"
    )
    return s.case(
        _B, "split", "https://standard.example/long-reads/valley-last-factory", s.page(body)
    )


@_case
def sections_short_first() -> Case:
    s = Sheet("a-sections-short-first", site="The Review")
    sections = "".join(
        f"<section class='article-section'><h3>{s.heading()}</h3>{s.paras(1 if i == 0 else 3)}</section>"
        + (s.ad(i) if i == 1 else "")
        for i in range(4)
    )
    body = (
        f"{s.nav()}<div class='article-page'><h1>Four questions about the harbour tunnel</h1>"
        f"<div class='article-sections'>{sections}</div>{s.share()}</div>{s.related(3)}{s.footer()}"
    )
    return s.case(
        _B, "list", "https://thereview.example/analysis/harbour-tunnel-questions", s.page(body)
    )


BATCH_A_EN: tuple[Callable[[], Case], ...] = tuple(_CASES)
