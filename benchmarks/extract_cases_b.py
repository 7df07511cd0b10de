"""Hand-written extraction cases, batch B, English pages: HELD OUT.

Written for this project, with batch A and before any extraction change, from general
knowledge of how CMSes render articles (no page copied or paraphrased). Batch B covers
the same kinds of page as batch A with other templates; it is scored only to report a
change, never looked at to make one. See ``benchmarks/extract_cases.py``.
"""

from __future__ import annotations

from collections.abc import Callable

from extract_case_parts import Case, Sheet

__all__ = ["BATCH_B_EN"]

_B = "b"
_CASES: list[Callable[[], Case]] = []


def _case(fn: Callable[[], Case]) -> Callable[[], Case]:
    _CASES.append(fn)
    return fn


@_case
def ghost_listicle() -> Case:
    s = Sheet("b-ghost-listicle", site="The Walking Guide")
    parts = "".join(
        f"<h2 id='s{i}'>{i}. {s.heading()}</h2>{s.paras(2)}"
        + (
            "<figure class='kg-card kg-gallery-card kg-width-wide'><div class='kg-gallery-container'>"
            "<div class='kg-gallery-row'><div class='kg-gallery-image'><img src='/a.jpg'></div>"
            "<div class='kg-gallery-image'><img src='/b.jpg'></div></div></div></figure>"
            if i % 2
            else ""
        )
        + (
            f"<div class='kg-card kg-callout-card'><div class='kg-callout-text'>"
            f"{s.junk(s.chrome['newsletter'])}</div></div>"
            if i == 3
            else ""
        )
        for i in range(1, 6)
    )
    body = (
        "<div class='viewport'><header id='gh-head'><a class='gh-head-logo'>The Walking Guide</a>"
        "</header><main class='site-main'><article class='single post'><header class='single-header'>"
        "<h1 class='single-title'>Five coast paths for a winter weekend</h1></header>"
        f"<div class='single-content gh-content'>{s.paras(1)}{parts}</div></article>"
        f"<section class='related-wrapper'><h3>You might also like</h3>{s.teasers(3, deks=True)}</section>"
        f"</main>{s.footer()}</div>"
    )
    return s.case(_B, "list", "https://walkingguide.example/five-coast-paths/", s.page(body))


@_case
def listicle_items() -> Case:
    s = Sheet("b-listicle-items", site="Weekend Magazine")
    items = []
    for i in range(1, 8):
        items.append(
            "<div class='listicle-item'><div class='listicle-item__media'><picture><img "
            f"src='/l{i}.jpg'></picture><span class='credit'>Getty Images</span></div>"
            f"<h3 class='listicle-item__title'>{i}. {s.heading()}</h3>"
            f"<div class='listicle-item__text'>{s.paras(1)}</div></div>"
        )
        if i % 3 == 0:
            items.append(s.ad(i))
    body = (
        f"{s.cookie()}{s.nav()}<main><div class='article-header'><h1>Seven small towns worth a detour"
        f"</h1></div><div class='article-intro'>{s.paras(1)}</div><div class='listicle'>"
        f"{''.join(items)}</div>{s.share()}{s.related(4)}</main>{s.footer()}"
    )
    return s.case(_B, "list", "https://weekendmag.example/travel/seven-small-towns", s.page(body))


@_case
def ul_tips() -> Case:
    s = Sheet("b-ul-tips", site="Practical Living")
    items = "".join(f"<li><h4>{s.heading()}</h4><p>{s.text(2)}</p></li>" for _ in range(6))
    body = (
        f"{s.nav()}<div id='content'><div class='entry'><h1>Six ways to cut your heating bill</h1>"
        f"<div class='entry-body'>{s.paras(2)}<ul class='tips-list'>{items}</ul></div></div>"
        f"<div class='sidebar'>{s.newsletter()}{s.most_read()}</div></div>{s.footer()}"
    )
    return s.case(
        _B, "list", "https://practicalliving.example/money/heating-bill-tips", s.page(body)
    )


@_case
def split_mid_mostread() -> Case:
    s = Sheet("b-split-mid-mostread", site="The Daily Sentinel")
    mid = (
        f"<div class='mid-article-mostread'><h4>{s.chrome['most_read']}</h4><ol>"
        + "".join(f"<li><a href='/m/{i}'>{s.junk(s.headline())}</a></li>" for i in range(3))
        + "</ol></div>"
    )
    body = (
        f"{s.nav()}<div class='article'><h1>Rail fares frozen for another year</h1>"
        f"<section class='article-body-part'>{s.paras(3)}</section>{mid}"
        f"<section class='article-body-part'>{s.paras(3)}</section>{s.ad(2)}"
        f"<section class='article-body-part'>{s.paras(2)}</section></div>{s.related(4)}{s.footer()}"
    )
    return s.case(_B, "split", "https://dailysentinel.example/2024/rail-fares-frozen", s.page(body))


@_case
def split_rich_text() -> Case:
    s = Sheet("b-split-rich-text", site="Capital Press")

    def chunk(n: int) -> str:
        return (
            f"<div class='rich-text'><div class='rich-text__inner'><div class='rich-text__body'>"
            f"{s.paras(n)}</div></div></div>"
        )

    body = (
        f"{s.cookie()}{s.nav()}<main><article><h1>Stadium plan approved after five-hour meeting</h1>"
        f"<div class='article__main'>{chunk(3)}<div class='embed embed--youtube'><iframe "
        "src='https://video.example/embed/x'></iframe></div>"
        f"{chunk(2)}<div class='embed embed--inline-related'>{s.read_more()}</div>{chunk(3)}"
        f"</div></article>{s.most_read()}</main>{s.footer()}"
    )
    return s.case(
        _B, "split", "https://capitalpress.example/news/stadium-plan-approved", s.page(body)
    )


@_case
def paywall_fade() -> Case:
    s = Sheet("b-paywall-fade", site="Business Daily")
    body = (
        f"{s.nav()}<main><article><h1>Why the bakery chain is closing a third of its shops</h1>"
        f"<div class='article-body' data-paywall='true'>{s.paras(3)}</div>"
        f"<div class='piano-offer tp-container-inner'>{s.paywall()}</div></article>"
        f"{s.related(3, deks=True)}</main>{s.footer()}"
    )
    return s.case(
        _B, "paywall", "https://businessdaily.example/retail/bakery-closures", s.page(body)
    )


@_case
def liveblog_posts() -> Case:
    s = Sheet("b-liveblog-posts", site="Sports Desk")
    posts = "".join(
        f"<div class='lb-post' data-id='{i}'><div class='lb-post__meta'><time>{20 - i} min ago</time>"
        f"<span class='lb-author'>Sam Reed</span></div><div class='lb-post__content'>{s.paras(1)}"
        + (
            "<blockquote class='twitter-tweet'><p>What a finish.</p>&mdash; A Fan (@fan)</blockquote>"
            if i == 2
            else ""
        )
        + "</div></div>"
        for i in range(9)
    )
    body = (
        f"{s.nav()}<div class='page'><h1>Cup final: live updates</h1><div class='liveblog'>"
        f"<div class='lb-pinned'><p>{s.junk('Refresh the page for the latest updates from the stadium.')}"
        f"</p></div>{posts}</div>{s.newsletter()}</div>{s.footer()}"
    )
    return s.case(_B, "live", "https://sportsdesk.example/live/cup-final", s.page(body))


@_case
def qa_h3() -> Case:
    s = Sheet("b-qa-h3", site="Arts Weekly")
    qs = (
        "How did the idea for the festival start?",
        "What was the hardest part of the first year?",
        "Who pays for the free concerts?",
        "What will be different next summer?",
    )
    qa = "".join(f"<h3 class='question'>{s.body(q)}</h3>{s.paras(1)}" for q in qs)
    body = (
        f"{s.nav()}<main><article class='interview'><h1>The festival director on ten years of music"
        f"</h1><div class='interview-body'>{s.paras(2)}{qa}</div></article>{s.bio('Nell Carter')}"
        f"{s.comments(3)}</main>{s.footer()}"
    )
    return s.case(
        _B, "interview", "https://artsweekly.example/interviews/festival-director", s.page(body)
    )


@_case
def gallery_slides() -> Case:
    s = Sheet("b-gallery-slides", site="Picture Desk")
    slides = "".join(
        f"<div class='slide' data-index='{i}'><div class='slide-media'><img src='/s{i}.jpg'></div>"
        f"<div class='slide-caption'><p>{s.text(2)}</p><small>Picture: Agency</small></div>"
        f"<div class='slide-count'>{i + 1} / 6</div></div>"
        for i in range(6)
    )
    body = (
        f"{s.nav()}<div class='gallery-page'><h1>The flood, one year on</h1>"
        f"<div class='slideshow'>{slides}</div>{s.share()}{s.related(4)}</div>{s.footer()}"
    )
    return s.case(
        _B, "photo", "https://picturedesk.example/galleries/flood-one-year-on", s.page(body)
    )


@_case
def div_lines() -> Case:
    s = Sheet("b-div-lines", site="Weekly Bulletin")
    lines = "<div><br></div>".join(f"<div>{s.text()}</div>" for _ in range(6))
    body = (
        "<div id='wrapper'><div id='top'><a href='/'>Weekly Bulletin</a> | <a href='/news'>News</a>"
        " | <a href='/events'>Events</a></div><div id='middle'><div id='leftcol'><ul>"
        "<li><a href='/a'>Archive</a></li><li><a href='/s'>Subscribe</a></li></ul></div>"
        "<div id='centercol'><div class='ttl'>Market square to be closed to cars</div>"
        f"<div class='txt'>{lines}</div></div></div><div id='bottom'>"
        f"{s.junk('Weekly Bulletin is published every Thursday by the Bulletin Press cooperative.')}"
        "</div></div>"
    )
    return s.case(_B, "soup", "http://weeklybulletin.example/index.php?art=2231", s.page(body))


@_case
def table_timetable() -> Case:
    s = Sheet("b-table-timetable", site="Transit Times")
    rows = "".join(
        f"<tr><td>{a}</td><td>{b}</td><td>{c}</td></tr>"
        for a, b, c in (("Line 1", "every 10 min", "05:30"), ("Line 4", "every 15 min", "06:00"))
    )
    note = s.body(
        "Night buses on line 4 will run on Fridays and Saturdays only until further notice."
    )
    body = (
        f"{s.nav()}<div class='main-col'><article><h1>New bus timetable starts on Monday</h1>"
        f"<div class='text'>{s.paras(2)}<table><caption>Weekday service</caption><tr><th>Line</th>"
        f"<th>Frequency</th><th>First bus</th></tr>{rows}<tr><td colspan='3'>{note}</td></tr></table>"
        f"{s.paras(2)}</div></article></div><div class='side-col'>{s.most_read()}</div>{s.footer()}"
    )
    return s.case(_B, "table", "https://transittimes.example/news/new-timetable", s.page(body))


@_case
def blogger_comments() -> Case:
    s = Sheet("b-blogger-comments", site="A Village Diary")
    text = "<br /><br />".join(s.text() for _ in range(5))
    popular = "".join(
        f"<li><div class='item-title'><a href='/p{i}'>{s.junk(s.headline())}</a></div>"
        f"<div class='item-snippet'>{s.junk(s.prose.sentence())}</div></li>"
        for i in range(3)
    )
    body = (
        "<div class='content-outer'><div class='header'><h1 class='title'>A Village Diary</h1></div>"
        "<div class='main-inner'><div class='date-outer'><h2 class='date-header'>Monday, 4 March 2024"
        "</h2><div class='post hentry'><h3 class='post-title entry-title'>The well is dry again</h3>"
        f"<div class='post-body entry-content'>{text}</div><div class='post-footer'>Posted by "
        "Jo at 9:14 AM</div></div></div>"
        f"<div class='comments' id='comments'><h4>4 comments:</h4>{s.comments(4)}</div></div>"
        f"<div class='sidebar'><div class='widget PopularPosts'><h2>Popular Posts</h2><ul>{popular}"
        "</ul></div></div></div>"
    )
    return s.case(
        _B, "boilerplate", "https://villagediary.example/2024/03/well-is-dry.html", s.page(body)
    )


@_case
def newspaper_theme() -> Case:
    s = Sheet("b-newspaper-theme", site="Region Now")
    body = (
        f"{s.nav()}<div class='td-main-content-wrap'><div class='td-container'><article>"
        "<header class='td-post-title'><h1 class='entry-title'>Hospital car park to get two more floors"
        "</h1></header><div class='td-post-content tagdiv-type'>"
        f"{s.paras(5)}</div><div class='td-post-source-tags'><ul><li>TAGS</li><li><a>Health</a></li></ul>"
        f"</div></article><div class='td_block_related_posts'><h4>RELATED ARTICLES</h4>"
        f"{s.teasers(3, deks=True)}</div><div class='author-box-wrap'>{s.bio('Ben Hale')}</div>"
        f"</div></div>{s.footer()}"
    )
    return s.case(
        _B, "boilerplate", "https://regionnow.example/health/hospital-car-park/", s.page(body)
    )


@_case
def newsletter_platform() -> Case:
    s = Sheet("b-newsletter-platform", site="The Civic Letter")
    body = (
        "<div class='main-menu'><a class='navbar-title'>The Civic Letter</a><a>Subscribe</a></div>"
        "<article class='typography newsletter-post post'><div class='post-header'><h1 class='post-title'>"
        "What the council did not say about the reservoir</h1></div><div class='available-content'>"
        f"<div class='body markup'>{s.paras(3)}<div class='subscription-widget-wrap'>"
        f"<p>{s.junk('Thanks for reading The Civic Letter! Subscribe for free to receive new posts.')}"
        f"</p></div>{s.paras(3)}</div></div><div class='post-footer'><a>Share</a>"
        "<a>12 Comments</a></div></article>"
    )
    return s.case(_B, "boilerplate", "https://civicletter.example/p/reservoir", s.page(body))


@_case
def amp_carousel() -> Case:
    s = Sheet("b-amp-carousel", site="Shore Post")
    body = (
        "<header class='amp-header'><a href='/'>Shore Post</a></header><main><article>"
        "<h1>Sand dunes to be fenced off for nesting birds</h1><amp-carousel type='slides' "
        "width='400' height='300'><amp-img src='/1.jpg'></amp-img></amp-carousel>"
        f"<div class='article-body'>{s.paras(2)}<amp-iframe src='https://maps.example/e' "
        f"width='400' height='300'></amp-iframe>{s.paras(3)}</div></article>"
        f"<amp-ad type='adsense' width='300' height='250'></amp-ad>{s.related(3)}</main>{s.footer()}"
    )
    return s.case(_B, "boilerplate", "https://shorepost.example/amp/dunes-fenced", s.page(body))


@_case
def section_content_about() -> Case:
    s = Sheet("b-section-content-about", site="Valley Voice")
    about = s.junk(
        "Valley Voice is a reader-funded news site for the upper valley. Our reporters attend "
        "every council meeting so that you do not have to, and every story we publish is free "
        "to read and free to republish."
    )
    body = (
        f"{s.cookie('consent-overlay')}{s.nav()}<section id='content'><div class='headline-block'>"
        "<h1>Fire station to stay open after all</h1></div>"
        f"<div class='text'>{s.paras(5)}</div></section><section class='about-block'><p>{about}</p>"
        f"</section>{s.footer()}"
    )
    return s.case(_B, "boilerplate", "https://valleyvoice.example/fire-station-open", s.page(body))


@_case
def recommended_feed() -> Case:
    s = Sheet("b-recommended-feed", site="Morning Star Online")
    feed = "".join(
        f"<div class='feed-card'><a href='/f/{i}'><h3>{s.junk(s.headline())}</h3></a>"
        f"<p>{s.junk(s.prose.paragraph(2))}</p></div>"
        for i in range(3)
    )
    body = (
        f"{s.nav()}<main><article class='article'><h1>Ferry fares to fall in the winter months</h1>"
        f"<div class='article-body'>{s.paras(4)}</div></article><section class='recommended'>"
        f"<h2>Recommended for you</h2>{feed}</section></main>{s.footer()}"
    )
    return s.case(
        _B, "boilerplate", "https://morningstar.example/travel/ferry-fares-fall", s.page(body)
    )


@_case
def timeline_box() -> Case:
    s = Sheet("b-timeline-box", site="The Inquirer")
    body = (
        f"{s.nav()}<div class='article-container'><h1>The ten-year story of the harbour tunnel</h1>"
        f"<div class='article-content'>{s.paras(3)}<div class='timeline'><h4>Timeline</h4><ul>"
        "<li><b>2014</b> Plan first proposed</li><li><b>2019</b> Funding agreed</li></ul></div>"
        f"{s.paras(2)}<div class='related-card'><a href='/r'>{s.junk(s.headline())}</a></div>"
        f"{s.paras(2)}</div></div>{s.most_read()}{s.footer()}"
    )
    return s.case(
        _B, "split", "https://inquirer.example/features/harbour-tunnel-story", s.page(body)
    )


@_case
def university_news() -> Case:
    s = Sheet("b-university-news", site="State University")
    body = (
        f"{s.cookie()}<header class='uni-header'>State University</header><nav class='breadcrumbs'>"
        "<a href='/'>Home</a> / <a href='/news'>News</a></nav><div class='news-item'>"
        "<h1 class='news-item__title'>Study finds reservoir levels at ten-year low</h1>"
        f"<div class='news-item__body'>{s.paras(4)}</div><div class='news-item__contact'>"
        f"<h4>Media contact</h4><p>{s.junk('Press Office, telephone 0100 000 000, press@uni.example')}"
        f"</p></div></div><aside class='latest-news'><h3>Latest news</h3>{s.teasers(4)}</aside>"
        f"{s.footer()}"
    )
    return s.case(_B, "boilerplate", "https://stateuni.example/news/reservoir-study", s.page(body))


@_case
def short_long_comments() -> Case:
    s = Sheet("b-short-long-comments", site="Town Crier")
    body = (
        f"{s.nav()}<div class='story'><h1>Library to open on Sundays</h1>"
        f"<div class='story-text'>{s.paras(2, 2)}</div></div>{s.comments(6)}{s.footer()}"
    )
    return s.case(_B, "boilerplate", "https://towncrier.example/news/library-sundays", s.page(body))


@_case
def long_inline_related() -> Case:
    s = Sheet("b-long-inline-related", site="The Chronicle")
    parts = []
    for i in range(12):
        parts.append(s.para())
        if i in (2, 7):
            parts.append(
                f"<aside class='inline-related'><h4>{s.chrome['related']}</h4><a href='/r{i}'>"
                f"{s.junk(s.headline())}</a><p>{s.junk(s.prose.sentence())}</p></aside>"
            )
        if i == 5:
            parts.append(s.newsletter("div", "inline-newsletter"))
    body = (
        f"{s.nav()}<article class='story'><h1>The year the river changed course</h1>"
        f"<div class='story-body'>{''.join(parts)}</div></article>{s.footer()}"
    )
    return s.case(
        _B, "split", "https://chronicle.example/features/river-changed-course", s.page(body)
    )


BATCH_B_EN: tuple[Callable[[], Case], ...] = tuple(_CASES)
