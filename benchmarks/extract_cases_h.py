"""Hand-written extraction cases, batch H (round six, HELD OUT), English pages.

Written whole (``extract_case_whole``) by round six's writer, a third writer after D/E's
and F's, and committed with its "before" figures before round six's change; it is scored
only to report that change, never read page by page to make one. The CMS families are
ones D, E, F and G did not draw: WordPress with Elementor widgets, Adobe Experience
Manager text components, TownNews BLOX, Hugo, Wix, Webflow, Joomla, a Next.js shop
guide with hashed classes, a WordPress live-blog plugin, AMP, a print view, a
think-tank report; and the failure kinds issue 15 names for unseen pages: bodies split
over many sibling containers (one widget or component per paragraph, rich-text fields
split by a call to action), list articles whose items are cards or widgets, sectioned
explainers, and furniture with no class word inside the body. The judgment calls are
batch D's and F's (``extract_cases_d``, ``extract_cases_f``) and these:

- a list article's item headings ("3. Pack a paper map") are body, like section
  headings; an item's "Check price" button, price line and star rating are furniture;
- a line inside the body's container that points elsewhere ("Related: …", "Read also: …",
  "Share this story with a friend", "Sign up for …") is furniture even with no class;
- an author's bio at the end of the body ("Dana Ruiz covers …", often in ``<em>``) is
  furniture; a note that an interview "has been edited for length and clarity" is left
  open;
- a report's endnotes (an ``<ol>`` under "Notes" or "Endnotes", or Hugo's footnotes
  ``<div>``) are body, as in F; the "↩" back-links and the heading are left open;
- a live blog's entries are body (the entry's headline too); its time stamps and
  "Pinned" / "Load more" labels are left open or furniture;
- a photo essay's captions are its body (batch A's convention); photo credits are open;
- a print view's body is the article; its "Print" / "Close window" links and the
  "Article printed from …" / "URL: …" lines are furniture;
- a one-sentence brief is the whole body.
"""

from __future__ import annotations

from collections.abc import Callable

from extract_case_parts import Case
from extract_case_whole import whole

__all__ = ["BATCH_H_EN"]

_H = "h"
BATCH_H_EN: list[Callable[[], Case]] = []


def _case(fn: Callable[[], Case]) -> Callable[[], Case]:
    BATCH_H_EN.append(fn)
    return fn


def _el_text(html: str) -> str:
    """One Elementor text-editor widget around ``html``, as the page builder nests it."""
    return (
        '<div class="elementor-element elementor-widget elementor-widget-text-editor" '
        'data-widget_type="text-editor.default"><div class="elementor-widget-container">'
        f"{html}</div></div>"
    )


def _el_heading(text: str) -> str:
    return (
        '<div class="elementor-element elementor-widget elementor-widget-heading" '
        'data-widget_type="heading.default"><div class="elementor-widget-container">'
        f'<h3 class="elementor-heading-title elementor-size-default">{text}</h3></div></div>'
    )


def _el_ad(slot: str) -> str:
    return (
        '<div class="elementor-element elementor-widget elementor-widget-html">'
        f'<div class="elementor-widget-container"><div class="ad-slot" id="{slot}">'
        "<span>⟪Advertisement⟫</span></div></div></div>"
    )


@_case
def elementor_listicle() -> Case:
    items = [
        (
            "⟦1. Start with the stream, not the trail⟧",
            "⟦Most people walk the loop clockwise from the lot and hit the steep part first. Go the other way and you follow Beaver Run for the first mile, on a grade you barely notice.⟧",
        ),
        (
            "⟦2. Bring more water than the sign says⟧",
            "⟦The trailhead board says one liter. That was written before the burn took the shade off the ridge; on a July afternoon two liters is the least we would carry.⟧",
        ),
        (
            "⟦3. Pack a paper map⟧",
            "⟦There is no signal past the second footbridge. The county prints a free map that shows the old logging roads, which are the only way back if the ridge trail is closed.⟧",
        ),
        (
            "⟦4. Know where the spring is⟧",
            "⟦A piped spring runs year round about 300 feet below the saddle, on the north side. Filter it; cattle graze the meadow above it in summer.⟧",
        ),
        (
            "⟦5. Leave before two⟧",
            "⟦Storms build over the ridge most afternoons from June to August. If you are not on the way down by two, you will be on the most exposed part of the loop when they arrive.⟧",
        ),
    ]
    widgets = []
    for i, (head, para) in enumerate(items):
        widgets.append(_el_heading(head))
        widgets.append(_el_text(f"<p>{para}</p>"))
        if i in (1, 3):
            widgets.append(_el_ad(f"div-gpt-ad-{i}"))
    body = "\n".join(widgets)
    page = f"""<!DOCTYPE html><html lang="en-US"><head><meta charset="UTF-8"><title>5 things to know before you hike the Beaver Run loop - Ridge &amp; Valley Outdoors</title>
<link rel="stylesheet" href="/wp-content/plugins/elementor/assets/css/frontend.min.css"></head>
<body class="post-template post-template-elementor_header_footer single single-post elementor-default elementor-kit-5 elementor-page elementor-page-2291">
<div data-elementor-type="header" class="elementor elementor-12 elementor-location-header"><nav class="elementor-nav-menu--main"><ul class="elementor-nav-menu"><li><a>⟪Trails⟫</a></li><li><a>Gear</a></li><li><a>Camping</a></li><li><a>About</a></li></ul></nav></div>
<div data-elementor-type="wp-post" data-elementor-id="2291" class="elementor elementor-2291">
<section class="elementor-section elementor-top-section elementor-section-boxed"><div class="elementor-container elementor-column-gap-default"><div class="elementor-column elementor-col-100 elementor-top-column"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-widget elementor-widget-theme-post-title"><div class="elementor-widget-container"><h1 class="elementor-heading-title elementor-size-default">5 things to know before you hike the Beaver Run loop</h1></div></div>
<div class="elementor-element elementor-widget elementor-widget-post-info"><div class="elementor-widget-container"><ul class="elementor-inline-items elementor-icon-list-items elementor-post-info"><li class="elementor-icon-list-item">By Marta Quill</li><li class="elementor-icon-list-item">August 2, 2025</li></ul></div></div>
{_el_text("<p>⟦The Beaver Run loop is 9.4 miles and climbs about 2,100 feet. It is one of the busiest day hikes in the county, and every summer rangers walk a few people out of it after dark. These are the things we wish someone had told us the first time.⟧</p>")}
</div></div></div></section>
<section class="elementor-section elementor-top-section elementor-section-boxed"><div class="elementor-container elementor-column-gap-default"><div class="elementor-column elementor-col-100 elementor-top-column"><div class="elementor-widget-wrap elementor-element-populated">
{body}
{_el_text("<p>⟦None of this makes the loop dangerous. It makes it a real hike, and the people who treat it as one have the best day on it.⟧</p>")}
<div class="elementor-element elementor-widget elementor-widget-share-buttons"><div class="elementor-widget-container"><div class="elementor-grid"><div class="elementor-share-btn"><span class="elementor-share-btn__title">⟪Share on Facebook⟫</span></div><div class="elementor-share-btn"><span class="elementor-share-btn__title">Pin it</span></div></div></div></div>
</div></div></div></section>
<section class="elementor-section elementor-top-section"><div class="elementor-container"><div class="elementor-column elementor-col-100"><div class="elementor-widget-wrap">
<div class="elementor-element elementor-widget elementor-widget-posts"><div class="elementor-widget-container"><h2>⟪You might also like⟫</h2><article class="elementor-post"><h3 class="elementor-post__title"><a>⟪The quietest campsites within an hour of town⟫</a></h3><div class="elementor-post__excerpt"><p>⟪We spent six weekends checking every first-come site in the forest so you do not have to.⟫</p></div></article><article class="elementor-post"><h3 class="elementor-post__title"><a>Trekking poles: worth it or not?</a></h3><div class="elementor-post__excerpt"><p>Our testers carried four pairs for a month and changed their minds twice.</p></div></article></div></div>
</div></div></div></section></div>
<div data-elementor-type="footer" class="elementor elementor-40 elementor-location-footer"><p>⟪© 2025 Ridge &amp; Valley Outdoors. As an Amazon Associate we earn from qualifying purchases.⟫</p></div>
</body></html>"""
    return whole(
        "h-elementor-listicle",
        _H,
        "wordpress-elementor",
        "en",
        "https://ridgevalleyoutdoors.example/beaver-run-loop-things-to-know/",
        page,
    )


def _cmp_text(html: str) -> str:
    return (
        '<div class="text aem-GridColumn aem-GridColumn--default--12">'
        f'<div class="cmp-text" data-cmp-data-layer="{{}}">{html}</div></div>'
    )


@_case
def aem_text_components() -> Case:
    page = f"""<!DOCTYPE HTML><html lang="en"><head><meta charset="UTF-8"><title>Regional transit authority adds overnight bus routes | Metro Transit Newsroom</title>
<link rel="stylesheet" href="/etc.clientlibs/transit/clientlibs/clientlib-site.min.css" type="text/css"></head>
<body class="page basicpage" id="page-5c1e0f2a7b"><div class="root container responsivegrid"><div id="container-7a1" class="cmp-container"><div class="aem-Grid aem-Grid--12 aem-Grid--default--12">
<header class="experiencefragment aem-GridColumn aem-GridColumn--default--12"><div class="cmp-experiencefragment cmp-experiencefragment--header"><nav class="cmp-navigation"><ul class="cmp-navigation__group"><li class="cmp-navigation__item"><a>⟪Riding⟫</a></li><li class="cmp-navigation__item"><a>Fares</a></li><li class="cmp-navigation__item"><a>Newsroom</a></li></ul></nav></div></header>
<div class="breadcrumb aem-GridColumn aem-GridColumn--default--12"><nav class="cmp-breadcrumb"><ol class="cmp-breadcrumb__list"><li class="cmp-breadcrumb__item">Home</li><li class="cmp-breadcrumb__item">Newsroom</li></ol></nav></div>
<div class="title aem-GridColumn aem-GridColumn--default--12"><div class="cmp-title"><h1 class="cmp-title__text">Regional transit authority adds overnight bus routes</h1></div></div>
<div class="text aem-GridColumn aem-GridColumn--default--12"><div class="cmp-text"><p><i>Published March 11, 2025</i></p></div></div>
{_cmp_text("<p>⟦Four bus routes will run all night starting April 6, the regional transit authority said Tuesday, the first overnight service the system has offered since 2009.⟧</p>")}
{_cmp_text("<p>⟦The routes follow the four busiest corridors: Grand Avenue, the Airport line, University Boulevard and Route 12 to the hospital district. Buses will run every 30 minutes between 1 a.m. and 5 a.m.⟧</p>")}
<div class="image aem-GridColumn aem-GridColumn--default--12"><div class="cmp-image" itemscope itemtype="http://schema.org/ImageObject"><img class="cmp-image__image" src="/content/dam/transit/news/owl-bus.jpg" alt="A bus at night"><span class="cmp-image__title">A Route 12 bus at the hospital stop.</span></div></div>
{_cmp_text("<p>⟦Night workers asked for the change for years. A survey last fall found that more than 6,000 riders end a shift between midnight and 4 a.m., most of them at hospitals, warehouses and the airport.⟧</p>")}
{_cmp_text('<p>⟪Related: <a href="/newsroom/fare-capping">Fare capping comes to all routes this summer</a>⟫</p>')}
{_cmp_text("<p>⟦The service will cost about $4.2 million a year. The authority will pay for it from a state grant for the first two years and then decide, from ridership, whether to keep it.⟧</p>")}
<div class="experiencefragment aem-GridColumn aem-GridColumn--default--12"><div class="cmp-experiencefragment cmp-experiencefragment--signup"><div class="cmp-container"><div class="cmp-text"><h3>⟪Get service alerts by text⟫</h3><p>⟪Text the word ALERTS to 55123 to get delays and detours for your routes.⟫</p></div></div></div></div>
{_cmp_text("<p>⟦&ldquo;If you clean the hospital at three in the morning, you should not need a car to get home,&rdquo; said board chair Wendell Osei.⟧</p>")}
{_cmp_text("<p>⟦Schedules for the four routes will be posted at stops and in the trip planner by March 25.⟧</p>")}
{_cmp_text("<p>⟪Share this story with a friend who rides at night.⟫</p>")}
<div class="list aem-GridColumn aem-GridColumn--default--12"><h2 class="cmp-list__title">⟪More news⟫</h2><ul class="cmp-list"><li class="cmp-list__item"><a class="cmp-list__item-link"><span class="cmp-list__item-title">⟪Elevator repairs at Central Station⟫</span></a></li><li class="cmp-list__item"><a class="cmp-list__item-link"><span class="cmp-list__item-title">Board meeting schedule for 2025</span></a></li></ul></div>
<footer class="experiencefragment aem-GridColumn aem-GridColumn--default--12"><div class="cmp-experiencefragment--footer"><p>⟪© 2025 Regional Transit Authority. All rights reserved.⟫</p></div></footer>
</div></div></div></body></html>"""
    return whole(
        "h-aem-text-components",
        _H,
        "aem",
        "en",
        "https://metrotransit.example/newsroom/2025/overnight-bus-routes.html",
        page,
    )


@_case
def blox_split_body() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Grain elevator fire smolders for third day | Local News | prairieherald.example</title></head>
<body class="tnt-section-news tnt-page-asset"><div id="site-container"><header id="site-header"><div id="main-navigation"><ul class="nav navbar-nav"><li><a>⟪News⟫</a></li><li><a>Sports</a></li><li><a>Obituaries</a></li><li><a>e-Edition</a></li></ul></div></header>
<div id="main-page-container"><div class="row"><div class="col-lg-8 col-md-8 asset-main">
<article class="asset story"><header class="asset-header"><h1 class="headline"><span class="tnt-headline">Grain elevator fire smolders for third day</span></h1>
<ul class="list-inline"><li><span class="tnt-byline">By Cal Brennan Staff Writer</span></li><li><time datetime="2025-10-15T17:20:00-05:00">Oct 15, 2025</time></li></ul></header>
<div class="asset-content subscriber-premium" id="article-body" itemprop="articleBody">
<div class="subscriber-only encrypted-content"><p>⟦A fire inside the co-op grain elevator in Halvorsen was still smoldering Wednesday, three days after it started, and fire crews say it could burn for another week.⟧</p>
<p>⟦The fire is deep inside a concrete bin holding about 180,000 bushels of soybeans. Water cannot reach it, and opening the bin would feed it air, said Halvorsen fire chief Donna Pruett.⟧</p></div>
<div class="tnt-ads-container"><div class="tnt-ads hidden-print" id="tncms-region-article_instory_top"><span class="ad-label">⟪ADVERTISEMENT⟫</span></div></div>
<div class="subscriber-only encrypted-content"><p>⟦"We are basically waiting it out and keeping it from spreading," Pruett said. Crews are pumping nitrogen into the bin to starve the fire and watching the neighboring bins with heat cameras.⟧</p>
<p>⟦No one was hurt. The co-op's manager, Tom Eckert, said the soybeans in the burning bin are a loss, worth about $1.8 million at current prices, and are insured.⟧</p>
<p><strong>⟪Read also: Co-op members approve merger with Lindgren Grain⟫</strong></p></div>
<div class="inline-editorial-container"><div class="tnt-newsletter-signup"><h4>⟪Sign up for our Morning Headlines⟫</h4><p>⟪Get the day's top stories in your inbox every morning.⟫</p><button>Sign up</button></div></div>
<div class="subscriber-only encrypted-content"><p>⟦Highway 14 reopened Tuesday evening after smoke cleared. Residents within half a mile were asked on Monday to keep windows closed, and the school district kept students indoors at recess.⟧</p>
<p>⟦The state fire marshal's office will investigate once the bin can be emptied. Pruett said the most likely cause is heat building up in damp beans, which happens a few times a year somewhere in the state.⟧</p>
<p><em>⟪Cal Brennan covers agriculture and rural communities for the Herald. Reach him at 555-0143.⟫</em></p></div>
</div>
<div class="asset-tags"><span>⟪Tags⟫</span><a>Halvorsen</a><a>Fire</a></div></article>
</div><aside class="col-lg-4 col-md-4"><section class="block"><h3 class="block-title">⟪Most Popular⟫</h3><ol class="tnt-list"><li><a>⟪Homecoming court named at Halvorsen High⟫</a></li><li><a>Obituary: Ruth Ann Solberg</a></li></ol></section></aside></div></div>
<footer id="site-footer"><p>⟪© Copyright 2025 The Prairie Herald, 402 Main St. Halvorsen. Terms of Use | Privacy Policy⟫</p></footer></div></body></html>"""
    return whole(
        "h-blox-split-body",
        _H,
        "blox",
        "en",
        "https://prairieherald.example/news/local/grain-elevator-fire-smolders/article_3f2e.html",
        page,
    )


@_case
def hugo_footnotes() -> Case:
    page = """<!DOCTYPE html><html lang="en-us"><head><meta charset="utf-8"><meta name="generator" content="Hugo 0.121.1"><title>Why the town clock runs four minutes fast | Notes from Lower Street</title></head>
<body><header><nav><a href="/">⟪Notes from Lower Street⟫</a> <a href="/posts/">Posts</a> <a href="/about/">About</a> <a href="/index.xml">RSS</a></nav></header>
<main><article><h1>Why the town clock runs four minutes fast</h1><p><time datetime="2025-01-19">January 19, 2025</time> · 6 min read</p>
<p>⟦The clock on the old bank building has been four minutes fast for as long as anyone on Lower Street can remember. I assumed it was neglect. It is not: it is a decision, made in 1931 and never undone.<sup id="fnref:1"><a href="#fn:1" class="footnote-ref" role="doc-noteref">1</a></sup>⟧</p>
<h2 id="the-ferry">⟦The ferry⟧</h2>
<p>⟦Until the bridge opened, most people who worked across the river took the 7:40 ferry. The bank's president, who also owned a share of the ferry, had the clock set ahead so that nobody on the street would miss it.⟧</p>
<p>⟦The council minutes say nothing about it. The only record is a letter to the paper complaining that "the bank's clock lies, and lies on purpose."<sup id="fnref:2"><a href="#fn:2" class="footnote-ref" role="doc-noteref">2</a></sup>⟧</p>
<h2 id="after-the-bridge">⟦After the bridge⟧</h2>
<p>⟦The ferry stopped in 1958. The clock stayed fast, by then out of habit, and a man named Ellis Varga wound it every Sunday for thirty-one years without ever changing the hands.⟧</p>
<p>⟦When the building was restored in 2012, the contractor asked whether to set the clock right. The owners said no.⟧</p>
<div class="footnotes" role="doc-endnotes"><hr><ol>
<li id="fn:1"><p>⟦I found this in a box of the bank's papers at the county historical society, in a memo from the president to the building's caretaker.⟧&#160;<a href="#fnref:1" class="footnote-backref" role="doc-backlink">&#x21a9;&#xfe0e;</a></p></li>
<li id="fn:2"><p>⟦The letter ran on March 4, 1932, signed only "A Late Passenger".⟧&#160;<a href="#fnref:2" class="footnote-backref" role="doc-backlink">&#x21a9;&#xfe0e;</a></p></li>
</ol></div>
</article>
<nav class="post-nav"><a class="prev" href="/posts/flood-markers/">← ⟪The flood markers nobody reads⟫</a> <a class="next" href="/posts/mill-pond/">The mill pond's second life →</a></nav></main>
<footer><p>⟪© 2025 Notes from Lower Street · Built with Hugo⟫</p></footer></body></html>"""
    return whole(
        "h-hugo-footnotes",
        _H,
        "hugo",
        "en",
        "https://lowerstreet.example/posts/town-clock-four-minutes-fast/",
        page,
    )


@_case
def nextjs_cards() -> Case:
    cards = [
        (
            "1",
            "⟦Best overall: the Harwell 12-cup⟧",
            "⟦It brewed the hottest coffee in our tests, 197 degrees at the basket, and kept a full carafe drinkable for two hours without a burner.⟧",
            "⟦The lid is fussy to clean, which is the only reason it did not score higher.⟧",
            "$89",
        ),
        (
            "2",
            "⟦Best budget pick: the Corvo Basic⟧",
            "⟦For under $40 it makes a clean, slightly weak pot. Use an extra scoop and it is hard to tell apart from machines three times the price.⟧",
            "⟦The carafe dribbles if you pour fast.⟧",
            "$36",
        ),
        (
            "3",
            "⟦Best for one person: the Lumen Solo⟧",
            "⟦It brews straight into a travel mug in under four minutes, and the mug fits most car cup holders.⟧",
            "⟦It cannot make more than 14 ounces at a time.⟧",
            "$54",
        ),
    ]
    blocks = []
    for num, head, p1, p2, price in cards:
        blocks.append(
            f'<div class="ProductCard_card__x81Kq"><span class="ProductCard_rank__2bX0v">{num}</span>'
            f'<h3 class="ProductCard_title__Qm3Tz">{head}</h3>'
            f'<div class="ProductCard_body__Lw9aR"><p>{p1}</p><p>{p2}</p></div>'
            f'<div class="ProductCard_buy__7hYcD"><span class="ProductCard_price__kK2pE">{price}</span>'
            f'<a class="Button_primary__o1Zq3" rel="sponsored nofollow">⟪Check price at Amazon {num}⟫</a></div></div>'
        )
    page = f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>The best drip coffee makers of 2025, tested | Countertop Lab</title><meta name="next-head-count" content="4"></head>
<body><div id="__next"><div class="Layout_wrap__c9HnE"><header class="Header_header__3ZxLf"><a class="Header_logo__p2Gq1">Countertop Lab</a><nav class="Header_nav__Yb7e2"><a>⟪Kitchen⟫</a><a>Cleaning</a><a>Deals</a></nav></header>
<main class="Article_main__wF3kR"><h1 class="Article_headline__R5m1T">The best drip coffee makers of 2025, tested</h1>
<div class="Article_meta__mN2xP"><span>By Jonah Feld</span><span>Updated May 30, 2025</span></div>
<p class="Disclosure_text__Zp0aY">⟪We may earn a commission when you buy through links on our site.⟫</p>
<div class="Article_body__kT8nU"><p>⟦We ran 14 drip coffee makers through six weeks of morning pots, measuring brew temperature, time and how the coffee tasted after an hour on the warmer. Three stood out.⟧</p></div>
<div class="Article_cards__vS2fL">{"".join(blocks)}</div>
<div class="Article_body__kT8nU"><h2>⟦How we tested⟧</h2><p>⟦Every machine brewed the same medium roast, ground the same morning, at the ratio its manual asked for. We measured water temperature at the basket with a probe and timed each full pot.⟧</p><p>⟦Three tasters scored each pot blind, fresh and again after an hour.⟧</p></div>
<div class="Newsletter_box__Jw1pQ"><p>⟪Get our best deals every Friday.⟫</p><input placeholder="Email"><button>Subscribe</button></div>
<section class="Related_related__Hn5yS"><h2>⟪Keep reading⟫</h2><a><h3>⟪The best burr grinders under $100⟫</h3></a><a><h3>Is a milk frother worth it?</h3></a></section></main>
<footer class="Footer_footer__pQ2rS"><p>⟪© 2025 Countertop Lab Media LLC⟫</p></footer></div></div></body></html>"""
    return whole(
        "h-nextjs-cards",
        _H,
        "nextjs",
        "en",
        "https://countertoplab.example/reviews/best-drip-coffee-makers",
        page,
    )


@_case
def liveblog_plugin() -> Case:
    entries = [
        (
            "4:52 p.m.",
            "⟦Polls close in one hour⟧",
            [
                "⟦Lines at the Westside library were still out the door at 4:45. Anyone in line at 6 p.m. will be allowed to vote, the county clerk's office said.⟧"
            ],
        ),
        (
            "3:30 p.m.",
            "⟦Turnout passes 2021's total⟧",
            [
                "⟦More than 41,000 ballots have been cast, the clerk said, already more than the whole 2021 city election.⟧",
                "⟦Mail ballots make up a little over half of them.⟧",
            ],
        ),
        (
            "1:05 p.m.",
            "⟦Machine problem fixed at Ward 6⟧",
            [
                "⟦A ballot scanner at the Ward 6 fire station jammed for about 40 minutes. Ballots were kept in a locked box and scanned once a replacement arrived, an election judge said.⟧"
            ],
        ),
    ]
    blocks = []
    for stamp, head, paras in entries:
        ps = "".join(f"<p>{p}</p>" for p in paras)
        blocks.append(
            f'<div class="liveblog-entry" id="liveblog-entry-{len(blocks) + 77}"><header class="liveblog-meta">'
            f'<span class="liveblog-meta-time">{stamp}</span><span class="liveblog-author-name">Ana Suarez</span></header>'
            f'<div class="liveblog-entry-text"><h3>{head}</h3>{ps}</div>'
            '<div class="liveblog-entry-actions"><a class="liveblog-entry-share">Share</a></div></div>'
        )
    page = f"""<!DOCTYPE html><html lang="en-US"><head><meta charset="UTF-8"><title>Live updates: Election Day in Ashford &#8211; Ashford Daily Bulletin</title></head>
<body class="post-template-default single single-post"><div id="wrapper"><header class="site-header"><a class="custom-logo-link">Ashford Daily Bulletin</a><ul class="menu"><li>⟪Elections⟫</li><li>City Hall</li><li>Schools</li></ul></header>
<div id="content" class="site-content"><main class="content-area"><article class="post type-post">
<h1 class="entry-title">Live updates: Election Day in Ashford</h1><div class="entry-meta">By Bulletin staff · Last updated 4:52 p.m.</div>
<div class="entry-content"><p>⟦Ashford votes today for mayor, four council seats and a $60 million school bond. Polls are open until 6 p.m. Follow along here for updates from polling places through the evening.⟧</p>
<div id="liveblog-container" class="liveblog-container"><div class="liveblog-feed">
<div class="liveblog-entry liveblog-entry-sticky" id="liveblog-entry-70"><span class="liveblog-pinned-label">⟪Pinned⟫</span><div class="liveblog-entry-text"><p>⟪Find your polling place and see a sample ballot on the county clerk's website.⟫</p></div></div>
{"".join(blocks)}
<button class="liveblog-load-more">⟪Load more updates⟫</button></div></div></div></article>
</main><aside class="widget-area"><section class="widget"><h2 class="widget-title">⟪Recent Posts⟫</h2><ul><li><a>⟪Candidate forum draws 300 to Ashford High⟫</a></li><li><a>School bond explained: what $60 million buys</a></li></ul></section></aside></div>
<footer class="site-footer"><p>⟪© 2025 Ashford Daily Bulletin⟫</p></footer></div></body></html>"""
    return whole(
        "h-liveblog-plugin",
        _H,
        "wordpress-liveblog",
        "en",
        "https://ashfordbulletin.example/2025/11/04/live-updates-election-day/",
        page,
    )


@_case
def qa_interview_bio() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>'We kept the recipes, not the rules': a baker on taking over her grandmother's shop — The Corner Table</title></head>
<body class="single-post"><header class="masthead"><a class="logo">The Corner Table</a><nav><a>⟪Food⟫</a><a>People</a><a>Places</a></nav></header>
<div class="container"><div class="post"><h1 class="post-title">'We kept the recipes, not the rules': a baker on taking over her grandmother's shop</h1>
<p class="post-meta">Interview by Hal Okafor · February 9, 2025</p>
<div class="post-body">
<p>⟦Nadia Brandt was 26 when she took over Brandt's Bakery, the shop her grandmother opened on Carver Street in 1968. Three years later the line on Saturday mornings goes around the corner. We talked about what she changed and what she would not touch.⟧</p>
<p><em>This interview has been edited for length and clarity.</em></p>
<p><strong>⟦What did you change first?⟧</strong></p>
<p>⟦The hours. My grandmother opened at 5 a.m. and closed at noon, six days a week. Nobody walks past at 5 a.m. anymore. We open at 7 and stay until 3, and we sell more bread than she ever did.⟧</p>
<p><strong>⟦And what did you refuse to change?⟧</strong></p>
<p>⟦The rye. People told me to make it lighter, more like a sandwich bread. It takes two days and it is dense, and it is the reason half our customers come in.⟧</p>
<p>⟪Related: How three family restaurants survived the highway bypass⟫</p>
<p><strong>⟦Was it hard to be the boss of people who had known you since you were a child?⟧</strong></p>
<p>⟦Very. Marguerite has worked the counter since 1989. For the first year she called me "the little one" in front of customers. Now she calls me "the boss" in front of customers and "the little one" in the back.⟧</p>
<p><strong>⟦What is next?⟧</strong></p>
<p>⟦A second oven, if the landlord agrees. Not a second shop. My grandmother always said one shop is a living and two shops is a job.⟧</p>
<p><em>⟪Hal Okafor writes about food and small businesses. His last piece for The Corner Table was about the county's last dairy.⟫</em></p>
</div>
<div class="share-bar"><span>⟪Share⟫</span><a>Facebook</a><a>Email</a></div></div>
<div class="more-posts"><h3>⟪More from People⟫</h3><ul><li><a>⟪The barber who keeps a library⟫</a></li><li><a>Forty years behind the diner counter</a></li></ul></div></div>
<footer><p>⟪The Corner Table is a reader-supported magazine. © 2025⟫</p></footer></body></html>"""
    return whole(
        "h-qa-interview-bio",
        _H,
        "custom-php",
        "en",
        "https://cornertable.example/people/brandts-bakery-interview",
        page,
    )


@_case
def photo_essay_captions() -> Case:
    shots = [
        (
            "salt-1.jpg",
            "⟦Workers rake brine into rows at the Delmar salt pans at dawn, before the wind picks up and dries the surface too fast.⟧",
            "Photo: Iris Menon",
        ),
        (
            "salt-2.jpg",
            "⟦Ramon Vidal, 71, has harvested salt here since he was twelve. He tests the crust with his heel before he lets anyone walk on it.⟧",
            "Photo: Iris Menon",
        ),
        (
            "salt-3.jpg",
            "⟦The harvest is loaded into wooden carts that run on rails laid in the 1920s. Two of the original carts are still in use.⟧",
            "Photo: Iris Menon",
        ),
        (
            "salt-4.jpg",
            "⟦Flamingos feed in the outer pans in September. The cooperative leaves two ponds unharvested each year for them.⟧",
            "Photo: Iris Menon",
        ),
        (
            "salt-5.jpg",
            "⟦By noon the finished salt stands in white mounds along the dike, waiting for the trucks that come on Thursdays.⟧",
            "Photo: Iris Menon",
        ),
    ]
    figs = "\n".join(
        f'<figure class="essay-photo"><img src="/img/2025/{src}" alt="" loading="lazy"><figcaption><span class="caption">{cap}</span> <span class="credit">{credit}</span></figcaption></figure>'
        for src, cap, credit in shots
    )
    page = f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Photos: The last salt harvest on the Delmar flats | Coastline Weekly</title></head>
<body class="layout-photo-essay"><header class="top"><a class="brand">Coastline Weekly</a><nav><a>⟪News⟫</a><a>Photos</a><a>Opinion</a></nav></header>
<main><div class="essay-head"><h1>Photos: The last salt harvest on the Delmar flats</h1><p class="byline">Photographs and text by Iris Menon · September 21, 2025</p></div>
<div class="essay-intro"><p>⟦The Delmar cooperative has made salt from seawater by hand for 140 years. This is its last season: the land has been sold for a wetland restoration, and the 19 families who work the pans will finish in October.⟧</p></div>
<div class="essay-photos">
{figs}
</div>
<div class="essay-share"><p>⟪Share this gallery⟫</p></div></main>
<section class="more-galleries"><h2>⟪More photo stories⟫</h2><a><h3>⟪Harbor seals return to the breakwater⟫</h3></a><a><h3>A night on the crab boats</h3></a></section>
<footer><p>⟪Coastline Weekly · 18 Front Street · Subscribe⟫</p></footer></body></html>"""
    return whole(
        "h-photo-essay-captions",
        _H,
        "custom",
        "en",
        "https://coastlineweekly.example/photos/delmar-salt-harvest",
        page,
    )


@_case
def amp_split_body() -> Case:
    page = """<!doctype html><html ⚡ lang="en"><head><meta charset="utf-8"><title>State lifts boil-water notice for three towns</title><link rel="canonical" href="https://riverdispatch.example/news/boil-water-notice-lifted">
<script async src="https://cdn.ampproject.org/v0.js"></script><style amp-boilerplate>body{visibility:hidden}</style></head>
<body><amp-sidebar id="sidebar" layout="nodisplay" side="left"><ul><li><a>⟪Home⟫</a></li><li><a>News</a></li><li><a>Weather</a></li></ul></amp-sidebar>
<header class="amp-header"><button on="tap:sidebar.toggle">Menu</button><a class="amp-logo">River Dispatch</a></header>
<article class="amp-article"><h1 class="amp-title">State lifts boil-water notice for three towns</h1><div class="amp-byline">By Gus Treadwell | June 14, 2025</div>
<amp-img src="/img/water-tower.jpg" width="1200" height="675" layout="responsive" alt="Water tower"></amp-img>
<div class="amp-body"><p>⟦Residents of Millbrook, Ferris and East Hadley can drink their tap water again. The state health department lifted a boil-water notice Saturday morning after two days of clean test results.⟧</p>
<p>⟦The notice went out Wednesday when a main broke at the Millbrook treatment plant and pressure dropped across the system, which can let untreated water into the pipes.⟧</p></div>
<amp-ad width="300" height="250" type="doubleclick" data-slot="/1234/river/news"><div placeholder>⟪Advertisement⟫</div></amp-ad>
<div class="amp-body"><p>⟦Utility director Kay Lindqvist said crews replaced 40 feet of pipe and flushed hydrants in all three towns overnight Friday.⟧</p>
<p>⟦Residents should run their cold taps for two minutes before drinking, and throw out ice made during the notice.⟧</p></div>
<amp-social-share type="facebook" width="40" height="40"></amp-social-share>
<amp-accordion><section><h4>⟪Related stories⟫</h4><ul><li><a>⟪Millbrook approves water rate increase⟫</a></li><li><a>What a boil-water notice means</a></li></ul></section></amp-accordion>
<div class="amp-body"><p>⟦The health department said the water was never found to be unsafe; the notice was a precaution required whenever pressure falls below 20 pounds per square inch.⟧</p></div>
</article><footer class="amp-footer"><p>⟪© 2025 River Dispatch · View non-AMP version⟫</p></footer></body></html>"""
    return whole(
        "h-amp-split-body",
        _H,
        "amp",
        "en",
        "https://riverdispatch.example/news/boil-water-notice-lifted/amp",
        page,
    )


@_case
def print_view() -> Case:
    page = """<!DOCTYPE html><html><head><meta charset="utf-8"><title>Print: Library levy fails by 212 votes</title><link rel="stylesheet" href="/css/print.css" media="all"><meta name="robots" content="noindex"></head>
<body onload="window.print()"><div id="printHeader"><img src="/img/logo-bw.gif" alt="The Harbor Times"><a href="javascript:window.print()">⟪Print this page⟫</a> | <a href="javascript:window.close()">Close window</a></div>
<div id="printBody"><h1>Library levy fails by 212 votes</h1><p class="printByline">By Wes Carrow, Staff Writer<br>Published: Wednesday, November 5, 2025</p>
<p>⟦A property tax levy that would have kept the Harbor Public Library open on Sundays and paid for a new roof failed Tuesday by 212 votes out of about 9,800 cast.⟧</p>
<p>⟦The levy would have cost the owner of a $300,000 home about $48 a year. It was the library's first request for new money since 1996.⟧</p>
<p>⟦Library director Pam Oduya said the board will meet next week to decide what to cut. "Sunday hours are the first thing to go," she said. "The roof will have to wait another winter, and so will the buckets under it."⟧</p>
<p>⟦The board can put the levy on the ballot again in May.⟧</p></div>
<div id="printFooter"><p>⟪Article printed from The Harbor Times⟫</p><p>URL: https://harbortimes.example/news/library-levy-fails</p><p>⟪Copyright © 2025 The Harbor Times. All rights reserved.⟫</p></div>
</body></html>"""
    return whole(
        "h-print-view",
        _H,
        "print",
        "en",
        "https://harbortimes.example/news/library-levy-fails?print=1",
        page,
    )


@_case
def joomla_one_sentence() -> Case:
    page = """<!DOCTYPE html><html lang="en-gb" dir="ltr"><head><meta charset="utf-8"><meta name="generator" content="Joomla! - Open Source Content Management"><title>Frost warning for the valley tonight</title></head>
<body class="site com_content view-article no-layout no-task itemid-112"><div class="body"><div class="container"><header class="header"><a class="brand-logo">Greenfield Valley News</a></header>
<nav class="navigation"><ul class="nav menu"><li class="item-101"><a>⟪Home⟫</a></li><li class="item-112 current active"><a>Weather</a></li><li class="item-113"><a>Events</a></li></ul></nav>
<div class="row-fluid"><main id="content" role="main" class="span9"><div class="item-page" itemscope itemtype="https://schema.org/Article">
<div class="page-header"><h2 itemprop="headline">Frost warning for the valley tonight</h2></div>
<dl class="article-info muted"><dt class="article-info-term">Details</dt><dd class="createdby">Written by Newsdesk</dd><dd class="published">Published: 09 October 2025</dd><dd class="hits">⟪Hits: 1344⟫</dd></dl>
<div itemprop="articleBody"><p>⟦The weather service has issued a frost warning for the whole valley from 10 p.m. tonight until 9 a.m. Friday, with lows of minus 2 expected in low-lying orchards.⟧</p></div>
<ul class="pager pagenav"><li class="previous"><a>⟪Prev⟫</a></li><li class="next"><a>Next</a></li></ul></div></main>
<div id="aside" class="span3"><div class="moduletable"><h3>⟪Upcoming events⟫</h3><div class="custom"><p>⟪The Harvest Market returns to the town square every Saturday in October from 8 a.m. to 1 p.m., with more than forty stalls, a cider press and live music from local bands. Parking is free in the school lot, and a shuttle runs from the station every twenty minutes.⟫</p>
<p>The Valley Historical Society holds its autumn lecture on the old railway on October 16 at 7 p.m. in the library hall. Admission is free for members and three pounds for visitors; tea and cake will be served afterwards by the society's volunteers.</p></div></div></div></div>
<footer class="footer"><p>⟪&copy; 2025 Greenfield Valley News⟫</p></footer></div></div></body></html>"""
    return whole(
        "h-joomla-one-sentence",
        _H,
        "joomla",
        "en",
        "https://greenfieldvalleynews.example/weather/frost-warning-tonight",
        page,
    )


@_case
def report_endnotes() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Who fixes the bridges? County road budgets after the federal money | Halden Institute</title></head>
<body class="node-type-report"><header class="site-header"><a class="site-logo">Halden Institute for Rural Policy</a><nav><a>⟪Research⟫</a><a>Commentary</a><a>Events</a><a>Donate</a></nav></header>
<main><article class="report"><header class="report-header"><p class="eyebrow">Commentary</p><h1>Who fixes the bridges? County road budgets after the federal money</h1><p class="report-authors">Lena Marsh and Oscar Bui</p><p class="report-date">April 2025</p></header>
<section class="report-body">
<p>⟦Between 2022 and 2026, rural counties received more federal money for roads and bridges than in any five years since the interstate era. Almost none of it can be spent on the thing county engineers say they need most: people to maintain what gets built.⟧</p>
<h2>⟦The maintenance gap⟧</h2>
<p>⟦In the 38 counties we surveyed, road departments had on average 14 percent fewer staff in 2024 than in 2010, while the miles of road they maintain stayed the same.[1]⟧</p>
<p>⟦New bridges need less work than old ones, but not none. A concrete deck needs sealing every five to seven years, and drains clogged with gravel are the most common reason a new bridge ages early.[2]⟧</p>
<h2>⟦What counties can do⟧</h2>
<p>⟦Some counties have pooled crews. Three in the northern tier share one bridge inspection team and one sealing crew, and report lower costs per bridge than any of them had alone.[3]⟧</p>
<p>⟦Others have asked voters for a dedicated road levy. These pass more often than other local taxes when the ballot names the roads and bridges the money will fix.⟧</p>
</section>
<section class="report-notes"><h2>Endnotes</h2><ol>
<li>⟦Survey of county engineers conducted by the Institute, October to December 2024; 38 of 52 counties responded.⟧</li>
<li>⟦State Department of Transportation, Bridge Preservation Guide, 2021 edition, chapter 4.⟧</li>
<li>⟦Interviews with the three county engineers, February 2025.⟧</li>
</ol></section>
<section class="report-authors-bio"><h2>⟪About the authors⟫</h2><p>⟪Lena Marsh is a senior fellow at the Halden Institute. Oscar Bui is a research associate.⟫</p></section>
</article>
<aside class="related-research"><h2>⟪Related research⟫</h2><ul><li><a>⟪Broadband in the last mile⟫</a></li><li><a>The county jail budget squeeze</a></li></ul></aside></main>
<footer><p>⟪Halden Institute is a nonpartisan research organization. © 2025⟫</p></footer></body></html>"""
    return whole(
        "h-report-endnotes",
        _H,
        "drupal-report",
        "en",
        "https://haldeninstitute.example/commentary/who-fixes-the-bridges",
        page,
    )


@_case
def explainer_sections() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>What the new daylight rule means for your commute - The Civic Explainer</title></head>
<body><div class="page"><header class="nav-header"><a class="logo">The Civic Explainer</a><nav><a>⟪Explainers⟫</a><a>Data</a><a>Newsletter</a></nav></header>
<main class="story"><h1 class="story-headline">What the new daylight rule means for your commute</h1><div class="story-byline">By Tess Arnaud</div><div class="story-date">March 2, 2025</div>
<section class="story-section"><p>⟦The state legislature voted last week to stay on standard time all year, starting in November. Here is what changes, and what does not.⟧</p></section>
<section class="story-section"><h2>⟦Will it be darker in the morning?⟧</h2><p>⟦No. Standard time is the winter clock, so winter mornings stay as they are. The change is in summer: sunrise will come an hour earlier than it does now, and sunset an hour earlier too.⟧</p><p>⟦In June, the sun will set around 7:45 p.m. instead of 8:45 p.m.⟧</p></section>
<div class="inline-promo"><p>⟪Read also: How the legislature spent its last week⟫</p></div>
<section class="story-section"><h2>⟦What about neighboring states?⟧</h2><p>⟦Two of the three neighboring states still change their clocks. For half the year, a drive across the eastern border will mean setting your watch back an hour.⟧</p><p>⟪Share this explainer: it helps more people understand the change.⟫</p></section>
<section class="story-section"><h2>⟦Can it still be undone?⟧</h2><p>⟦Yes. A petition for a referendum needs about 86,000 signatures by July. If it qualifies, voters would decide in November, and the change would wait until the result.⟧</p></section>
<div class="newsletter-cta"><h3>⟪Get explainers like this in your inbox⟫</h3><p>⟪One email a week, no spam.⟫</p></div>
<section class="story-section"><p>⟦Federal law does not allow a state to stay on daylight saving time all year, which is why the bill chose standard time.⟧</p></section></main>
<aside class="sidebar"><h3>⟪Most read⟫</h3><ol><li><a>⟪Property tax bills, explained⟫</a></li><li><a>Who runs the port authority?</a></li></ol></aside></div>
<footer><p>⟪The Civic Explainer is a nonprofit newsroom. © 2025⟫</p></footer></body></html>"""
    return whole(
        "h-explainer-sections",
        _H,
        "custom",
        "en",
        "https://civicexplainer.example/2025/03/daylight-rule-commute",
        page,
    )


@_case
def wix_blog() -> Case:
    paras = [
        "⟦When we bought the house on Alder Lane, the garden was one enormous bed of bindweed with a rhubarb plant in the middle that nobody had picked in years.⟧",
        "⟦We did not dig anything the first spring. We covered the whole bed with cardboard from the move and a foot of leaves from the neighbours, and waited.⟧",
        "⟦By June the bindweed was coming up only along the edges, where the cardboard overlapped badly. We pulled those by hand every weekend, which took twenty minutes.⟧",
        "⟦In September we planted garlic straight through the rotted cardboard. It is the best garlic we have ever grown, and we did not turn a single spade of soil.⟧",
        "⟦The rhubarb, left alone in the middle, is still there. We pick it now.⟧",
    ]
    blocks = "".join(
        f'<div class="_2PHJq public-DraftStyleDefault-ltr" data-hook="rcv-block{i}"><p class="mm8Nw _1j-51 _1FoOD"><span class="_2PHJq">{p}</span></p></div>'
        for i, p in enumerate(paras)
    )
    page = f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="generator" content="Wix.com Website Builder"><title>A year of no-dig gardening on Alder Lane</title></head>
<body><div id="SITE_CONTAINER"><div id="main_MF"><header id="SITE_HEADER"><div class="_1k1bO"><p class="font_0">Alder Lane Garden</p></div><nav id="comp-kq1"><ul><li><a>⟪Home⟫</a></li><li><a>Blog</a></li><li><a>Contact</a></li></ul></nav></header>
<main id="PAGES_CONTAINER"><div id="SITE_PAGES"><section class="blog-post-page-font"><div data-hook="post-page"><article data-hook="post">
<div class="_3Opcz"><div data-hook="post-header"><span data-hook="user-name">Fern Whitlow</span><span data-hook="time-ago">⟪Mar 14⟫</span><span data-hook="time-to-read">2 min read</span></div>
<h1 class="blog-post-title-font _3qoVe" data-hook="post-title"><span class="post-title">A year of no-dig gardening on Alder Lane</span></h1></div>
<div data-hook="post-description"><div class="_6SyeS"><div data-id="rich-content-viewer" class="_2Ku9g">{blocks}</div></div></div>
<div data-hook="post-footer"><div class="_2F6FR"><ul data-hook="post-tags"><li><a>⟪no-dig gardening tips⟫</a></li><li><a>compost</a></li></ul><div data-hook="share-buttons"><button aria-label="Share on Facebook">f</button></div></div>
<div data-hook="post-main-actions"><span data-hook="view-count">⟪112 views⟫</span><span>0 comments</span></div></div></article>
<div data-hook="recent-posts"><h2>⟪Recent Posts⟫</h2><a>⟪See All⟫</a><div><h3>⟪Leaf mould in a bin: six months on⟫</h3></div><div><h3>Seed swap at the library</h3></div></div></div></section></div></main>
<footer id="SITE_FOOTER"><p>⟪© 2025 by Alder Lane Garden. Proudly created with Wix.com⟫</p></footer></div></div></body></html>"""
    return whole(
        "h-wix-blog",
        _H,
        "wix",
        "en",
        "https://alderlanegarden.example/post/a-year-of-no-dig-gardening",
        page,
    )


@_case
def webflow_two_fields() -> Case:
    page = """<!DOCTYPE html><html data-wf-site="6412a" data-wf-page="6412b" lang="en"><head><meta charset="utf-8"><title>How we cut our cloud bill by 40% without rewriting anything | Tallyhaus Blog</title><meta content="Webflow" name="generator"></head>
<body><div class="navbar w-nav"><a class="brand w-nav-brand">Tallyhaus</a><nav class="nav-menu w-nav-menu"><a class="nav-link w-nav-link">⟪Product⟫</a><a class="nav-link w-nav-link">Pricing</a><a class="nav-link w-nav-link">Blog</a></nav></div>
<div class="section-blog-post"><div class="container-blog w-container"><div class="blog-category">Engineering</div><h1 class="blog-title">How we cut our cloud bill by 40% without rewriting anything</h1>
<div class="blog-summary">Five boring changes, in the order we made them.</div>
<div class="author-row"><div class="author-name">Ivo Lindahl</div><div class="post-date">January 28, 2025</div></div>
<div class="rich-text-blog w-richtext"><p>⟦Last spring our cloud bill passed our payroll for the first time. We are a twelve-person company; that was not a good sign. Over the next four months we cut it by 40 percent, and none of the changes touched our application code.⟧</p>
<h2>⟦Turn off what nobody uses⟧</h2><p>⟦We found nine staging environments. Two were in use. The other seven had been created for demos and forgotten, and together they cost more than production.⟧</p>
<h2>⟦Buy the baseline, rent the peaks⟧</h2><p>⟦Our database and two app servers run all day every day. We bought one-year reservations for exactly those and left everything else on demand. That alone was 18 percent.⟧</p></div>
<div class="cta-block"><div class="cta-heading">⟪Try Tallyhaus free for 14 days⟫</div><a class="button w-button">Start free trial</a></div>
<div class="rich-text-blog w-richtext"><h2>⟦Move the logs⟧</h2><p>⟦We were keeping 90 days of debug logs in the most expensive storage tier. We now keep seven days there and move the rest to cold storage, where reading them takes a few minutes instead of seconds. Nobody has complained.⟧</p>
<h2>⟦Look at the bill every week⟧</h2><p>⟦The last change was a habit: one person reads the bill every Monday and posts three lines about it in our team chat. Most of the waste we found started as something that would have been obvious in a weekly glance.⟧</p>
<p>⟪Related: Our on-call rotation, one year in⟫</p>
<p>⟪Ivo Lindahl is Tallyhaus's head of infrastructure. He previously ran operations at two payment startups.⟫</p></div>
<div class="share-row"><div>⟪Share this post⟫</div><a class="w-inline-block">in</a><a class="w-inline-block">x</a></div></div></div>
<div class="section-more"><div class="w-dyn-list"><div class="w-dyn-items"><div class="w-dyn-item"><a class="more-title">⟪Why we still write design docs⟫</a></div><div class="w-dyn-item"><a class="more-title">Hiring our first support engineer</a></div></div></div></div>
<div class="footer"><div>⟪© 2025 Tallyhaus Inc.⟫</div></div></body></html>"""
    return whole(
        "h-webflow-two-fields",
        _H,
        "webflow",
        "en",
        "https://tallyhaus.example/blog/cut-cloud-bill-40-percent",
        page,
    )
