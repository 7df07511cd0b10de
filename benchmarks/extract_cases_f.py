"""Hand-written extraction cases, batch F (round four, HELD OUT), English pages.

Written whole (``extract_case_whole``) by a different writer from batches D and E, and
committed with its "before" figures before round four's change; it is scored only to
report that change, never looked at to make one. The style departs from D/E on purpose:
other CMSes (WordPress with Gutenberg blocks, Drupal 9 field markup, Arc XP, Squarespace,
Medium, Substack, Blogger, a mobile ``m.`` site) and other failure kinds (body text loose
in a ``<td>`` or a ``<div>`` with ``<br><br>`` paragraphs, a ``<span>`` per sentence,
three-sentence briefs among teasers, an article beside a longer "most read" excerpt
block, footnotes, a table in the body, a blockquote and an embedded post, page 2 of an
article). The judgment calls are batch D's (``extract_cases_d``) and these:

- a brief of two or three sentences is the whole body; the teasers of other stories
  around it are furniture, however long they are;
- footnotes or endnotes the author wrote are body; their "↩" back-links and a "Notes"
  heading are left open;
- a data table inside the article is body, one passage per cell (header cells too); the
  table's caption and source line are left open;
- a quotation in ``<blockquote>`` is body; so is the text of an embedded social post the
  article quotes, whose "— name (@handle) date" attribution line is left open;
- a Substack or Medium post's "Subscribe", "Share", claps and "Thanks for reading" boxes
  are furniture, even when the author's own voice writes them;
- a mobile page's body is the same as the desktop one's: its "open in app" bar and
  swipe-to-next card are furniture.
"""

from __future__ import annotations

from collections.abc import Callable

from extract_case_parts import Case
from extract_case_whole import whole

__all__ = ["BATCH_F_EN"]

_F = "f"
BATCH_F_EN: list[Callable[[], Case]] = []


def _case(fn: Callable[[], Case]) -> Callable[[], Case]:
    BATCH_F_EN.append(fn)
    return fn


@_case
def gutenberg_blocks() -> Case:
    page = """<!doctype html><html lang="en-US"><head><meta charset="UTF-8"><title>County fair cancels pig races after 71 years &#8211; Valley Ledger</title>
<link rel='stylesheet' id='wp-block-library-css' href='/wp-includes/css/dist/block-library/style.min.css' media='all' /></head>
<body class="post-template-default single single-post postid-8812 wp-embed-responsive"><div id="page" class="site"><a class="skip-link screen-reader-text" href="#primary">Skip to content</a>
<header id="masthead" class="site-header"><p class="site-title"><a href="/">Valley Ledger</a></p><nav id="site-navigation" class="main-navigation"><ul id="primary-menu" class="menu"><li><a>News</a></li><li><a>Farm</a></li><li><a>Obituaries</a></li></ul></nav></header>
<main id="primary" class="site-main"><article id="post-8812" class="post-8812 post type-post status-publish format-standard has-post-thumbnail hentry category-news">
<header class="entry-header"><h1 class="entry-title">County fair cancels pig races after 71 years</h1><div class="entry-meta"><span class="posted-on">Posted on <time class="entry-date published">June 3, 2025</time></span><span class="byline"> by <span class="author vcard">Dot Kimura</span></span></div></header>
<div class="entry-content">
<p class="has-drop-cap">⟦The Marlow County Fair will not hold its pig races this August, ending a tradition that began in 1954 with four borrowed piglets and a hay-bale track.⟧</p>
<figure class="wp-block-image size-large"><img src="/wp-content/uploads/2025/06/pigs-1024x683.jpg" alt=""><figcaption class="wp-element-caption">Racers leave the gate at the 2019 fair. (Ledger file photo)</figcaption></figure>
<p>⟦Fair board president Len Acosta said the decision came down to insurance. The board's carrier raised the premium for "animal performance events" by more than 300 percent this year.⟧</p>
<div class="wp-block-group is-layout-constrained"><div class="wp-block-group__inner-container"><p class="has-background has-pale-cyan-blue-background-color">⟪Get the Ledger in your inbox every Thursday. It's free.⟫</p><div class="wp-block-buttons"><div class="wp-block-button"><a class="wp-block-button__link">⟪Sign me up⟫</a></div></div></div></div>
<h2 class="wp-block-heading">⟦What replaces it⟧</h2>
<p>⟦The board will try a duck parade in its place, which Acosta admitted "is not the same thing, but the ducks don't need a starting gate."⟧</p>
<ul class="wp-block-list"><li>⟦The parade runs twice a day, at 11 a.m. and 4 p.m.⟧</li><li>⟦Children under 12 can walk with the ducks if a parent signs a form.⟧</li></ul>
<p>⟦Acosta said the races could come back if the board finds a cheaper policy, and asked anyone who knows of one to call the fair office.⟧</p>
</div>
<footer class="entry-footer"><span class="cat-links">Posted in <a>⟪News⟫</a></span><span class="tags-links">Tagged <a>⟪Fairs and festivals⟫</a>, <a>pigs</a></span></footer></article>
<div class="sharedaddy sd-sharing-enabled"><h3 class="sd-title">⟪Share this:⟫</h3><ul><li><a>Facebook</a></li><li><a>X</a></li></ul></div>
<div id="jp-relatedposts" class="jp-relatedposts"><h3 class="jp-relatedposts-headline"><em>⟪Related⟫</em></h3><div class="jp-relatedposts-items"><p class="jp-relatedposts-post-title"><a>⟪Fair board names new grounds manager⟫</a></p><p class="jp-relatedposts-post-context">⟪In "News"⟫</p></div></div>
<nav class="navigation post-navigation"><div class="nav-previous"><a><span class="nav-subtitle">Previous:</span> <span class="nav-title">⟪Library extends Sunday hours⟫</span></a></div></nav>
<div id="comments" class="comments-area"><div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">⟪Leave a Reply⟫</h3><p class="comment-notes">⟪Your email address will not be published. Required fields are marked *⟫</p></div></div>
</main><footer id="colophon" class="site-footer"><div class="site-info">⟪Proudly powered by WordPress⟫</div></footer></div></body></html>"""
    return whole(
        "f-gutenberg-blocks",
        _F,
        "wordpress",
        "en",
        "https://valleyledger.example/2025/06/03/county-fair-cancels-pig-races/",
        page,
    )


@_case
def drupal_fields() -> Case:
    page = """<!DOCTYPE html><html lang="en" dir="ltr"><head><meta charset="utf-8"><title>Council approves bike lanes on Orchard Street | Eastbrook Courier</title></head>
<body class="path-node page-node-type-article"><div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
<div class="layout-container"><header role="banner"><div class="region region-header"><div id="block-sitebranding"><a href="/" rel="home">Eastbrook Courier</a></div></div>
<div class="region region-primary-menu"><nav role="navigation" id="block-mainnavigation"><ul class="menu"><li class="menu-item"><a>Local</a></li><li class="menu-item"><a>Schools</a></li><li class="menu-item"><a>Sports</a></li></ul></nav></div></header>
<main role="main"><div class="layout-content"><div class="region region-content"><div id="block-mainpagecontent">
<article role="article" class="node node--type-article node--view-mode-full"><h1 class="page-title"><span class="field field--name-title">Council approves bike lanes on Orchard Street</span></h1>
<div class="node__meta"><span class="field field--name-uid"><span>By Priya Natarajan</span></span> <span class="field field--name-created">Tue, 04/08/2025 - 19:42</span></div>
<div class="node__content">
<div class="clearfix text-formatted field field--name-field-summary field--type-text-long field--label-hidden field__item"><p>The vote was 5-2 after three hours of public comment.</p></div>
<div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">
<p>⟦Eastbrook's city council voted 5-2 on Monday to paint protected bike lanes along a mile of Orchard Street, from the library to the high school.⟧</p>
<p>⟦The plan removes 46 parking spaces. Shop owners on the street's north end spoke against it for most of the three-hour meeting; parents and students spoke for it.⟧</p>
<p>⟦"I have watched kids ride in traffic on that street for fifteen years," said council member Rosa Deng, who proposed the lanes. "This is the cheapest thing we can do that will actually help."⟧</p>
<p>⟦Work is set to begin in July and take about three weeks. The city will pay for it from its road maintenance fund, at a cost of about $180,000.⟧</p>
</div>
<div class="field field--name-field-tags field--type-entity-reference field--label-above"><div class="field__label">⟪Tags⟫</div><div class="field__items"><div class="field__item"><a>⟪Transportation⟫</a></div><div class="field__item"><a>City Council</a></div></div></div>
</div></article></div>
<div class="views-element-container block block-views" id="block-views-block-more-local-block-1"><h2>⟪More local news⟫</h2><div class="view-content"><div class="views-row"><span class="field-content"><a>⟪Water main break closes Elm Avenue for a day⟫</a></span></div><div class="views-row"><span class="field-content"><a>⟪School board weighs later start times⟫</a></span></div></div></div>
</div></div></main>
<footer role="contentinfo"><div class="region region-footer"><p>⟪© 2025 Eastbrook Courier. Contact the newsroom: news@eastbrookcourier.example⟫</p></div></footer></div></div></body></html>"""
    return whole(
        "f-drupal-fields",
        _F,
        "drupal",
        "en",
        "https://eastbrookcourier.example/news/council-approves-bike-lanes-orchard-street",
        page,
    )


@_case
def arc_short_brief() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Highway 9 reopens after rockslide - The Northern Sentinel</title></head>
<body><div id="fusion-app"><div class="b-header-nav-chain"><a class="c-link">⟪Sections⟫</a><a class="logo">The Northern Sentinel</a><a class="c-link">Sign In</a><a class="c-button">Subscribe</a></div>
<main class="b-right-rail-advanced"><div class="b-right-rail-advanced__main"><div class="b-headline"><h1 class="c-heading">Highway 9 reopens after rockslide</h1></div>
<div class="b-byline"><span>By Staff</span></div><div class="b-date"><time>May 2, 2025 at 6:05 a.m. PDT</time></div>
<article class="b-article-body"><p class="c-paragraph">⟦Highway 9 reopened to traffic in both directions early Friday, two days after a rockslide buried the road near mile marker 41.⟧</p><p class="c-paragraph">⟦Crews cleared about 2,000 cubic yards of rock and soil. Drivers should expect single-lane traffic at the site through next week while the slope is netted.⟧</p></article>
<div class="b-article-tag-list"><a>⟪Traffic⟫</a></div>
</div><div class="b-right-rail-advanced__right-rail"><div class="b-top-table-list"><h2 class="c-heading">⟪Latest news⟫</h2>
<div class="b-top-table-list-medium"><h3><a>⟪School district names finalist for superintendent⟫</a></h3><p class="c-description">⟪The district's board will interview Dr. Alana Fitch, currently deputy superintendent in Clearwater, at a public meeting on Tuesday. Two other candidates withdrew last month, citing the length of the search and the board's decision to hold interviews in public.⟫</p></div>
<div class="b-top-table-list-medium"><h3><a>⟪Salmon return to Cedar Creek for the first time in decades⟫</a></h3><p class="c-description">⟪Biologists counted 37 coho salmon spawning above the site of the old mill dam, which was removed in 2022. The tribe and the state spent eleven years planning the removal and say the count is better than they had hoped for the first years.⟫</p></div>
<div class="b-top-table-list-medium"><h3><a>⟪Ferry schedule cut for the summer⟫</a></h3><p class="c-description">⟪Staffing shortages mean the island route will run six crossings a day instead of nine from June through August, the ferry service said, and reservations will be required on weekends.⟫</p></div></div></div></main>
<footer class="b-footer"><p>⟪© 2025 The Northern Sentinel. All Rights Reserved.⟫</p></footer></div></body></html>"""
    return whole(
        "f-arc-short-brief",
        _F,
        "brief",
        "en",
        "https://northernsentinel.example/news/2025/05/02/highway-9-reopens-after-rockslide/",
        page,
    )


@_case
def td_body_text() -> Case:
    page = """<html><head><title>Lakeside Gazette - Volunteer firemen honored at annual dinner</title></head>
<body bgcolor="#ffffff"><table width="760" cellpadding="0" cellspacing="0" border="0"><tr><td colspan="2"><img src="/images/masthead.gif" alt="Lakeside Gazette"></td></tr>
<tr><td width="150" valign="top" bgcolor="#eeeeee"><a href="/">Home</a><br><a href="/news.html">News</a><br><a href="/sports.html">Sports</a><br><a href="/classifieds.html">⟪Classifieds⟫</a><br><a href="/subscribe.html">Subscribe</a><br><br><b>⟪Weather⟫</b><br>⟪Partly cloudy, high 64⟫</td>
<td width="610" valign="top"><font face="Arial" size="4"><b>Volunteer firemen honored at annual dinner</b></font><br><font face="Arial" size="2"><i>By Walt Hennessey, Gazette Correspondent</i></font><br><br>
<font face="Arial" size="2">⟦Forty-two members of the Lakeside Volunteer Fire Department and their families filled the Grange hall Saturday night for the department's 88th annual awards dinner.⟧<br><br>
⟦Chief Ron Baptiste gave the Firefighter of the Year award to Lt. Carla Wynn, who answered 212 of the department's 240 calls last year while working full time at the feed store.⟧<br><br>
⟦"She gets to the station before I do, and I live across the street," Baptiste said.⟧<br><br>
⟦Five members were recognized for 25 years of service: Dale Orr, Mike and Sue Petrakis, Hal Young and Bob Tenney. Tenney, who joined in 1975, was given a plaque for 50 years.⟧<br><br>
⟦The department is looking for new members. Anyone over 18 who lives in the fire district can apply at the station on Tuesday evenings.⟧</font><br><br>
<font face="Arial" size="1">⟪Copyright 2025 Lakeside Gazette. Reproduction without permission prohibited.⟫</font><br>
<a href="/news.html">⟪&lt;&lt; Back to News⟫</a></td></tr></table></body></html>"""
    return whole(
        "f-td-body-text",
        _F,
        "old-table",
        "en",
        "http://www.lakesidegazette.example/news/2025/firemen_dinner.html",
        page,
    )


@_case
def div_brbr_paragraphs() -> Case:
    page = """<!DOCTYPE html><html><head><meta charset="utf-8"><title>Why the north lot floods every spring | Campus Wire</title></head>
<body><div id="wrap"><div id="top"><a href="/">Campus Wire</a> · <a>News</a> · <a>Opinion</a> · <a>Arts</a></div>
<div id="main"><div class="story-head"><h1>Why the north lot floods every spring</h1><div class="meta">Jules Okafor, staff writer · April 14, 2025</div></div>
<div class="story-text">⟦Every March, the north parking lot turns into a shallow lake, and every March the university posts the same sign: LOT CLOSED DUE TO STANDING WATER.⟧<br><br>⟦The reason is older than most of the buildings around it. The lot was built in 1968 on top of a filled-in creek bed, and the creek never entirely agreed to leave.⟧<br><br>⟦Facilities director Mona Haddad said the drains under the lot were sized for the rain of the 1960s. "We get storms now that drop two inches in an hour. The pipes simply can't move that much water," she said.⟧<br><br>⟦A fix has been designed: a rain garden along the lot's east edge and larger drains feeding it. It would cost about $2.4 million, and it is not in next year's budget.⟧<br><br>⟦Until then, Haddad suggests the south lot, or boots.⟧<br><br><div class="tagline">⟪Campus Wire is produced by students of the journalism program.⟫</div></div>
<div class="popular"><b>⟪Most read this week⟫</b><ol><li><a>⟪Dining hall to stay open until midnight during finals⟫</a></li><li><a>⟪Review: the spring musical is a delight⟫</a></li></ol></div></div>
<div id="bottom">⟪Campus Wire · Student Media Center · Room 210⟫</div></div></body></html>"""
    return whole(
        "f-div-brbr",
        _F,
        "br-soup",
        "en",
        "https://campuswire.example/news/2025/04/north-lot-floods",
        page,
    )


@_case
def span_per_sentence() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>A bakery that opens at 3 a.m. | Morning Street</title></head>
<body><header class="hdr"><a class="brand">Morning Street</a><nav><a>Food</a><a>People</a><a>Places</a></nav></header>
<section class="article"><h1>A bakery that opens at 3 a.m.</h1><p class="kicker">Profiles</p><p class="author">Words by Inés Carvalho</p>
<div class="content" data-reader="true">
<p class="para"><span class="s" data-i="1">⟦In the dark before the first bus, the light at Ferreira's is already on.⟧</span> <span class="s" data-i="2">⟦Tomás Ferreira unlocks at three, bakes until six and sells until the bread is gone, usually around ten.⟧</span></p>
<p class="para"><span class="s" data-i="3">⟦His customers at that hour are night nurses, taxi drivers and a few students who have not yet gone to bed.⟧</span> <span class="s" data-i="4">⟦"They all want the same thing," he said. "Something warm, and for nobody to ask them questions."⟧</span></p>
<aside class="inline-promo"><span class="s">⟪Love stories like this? Get Morning Street's weekend letter.⟫</span></aside>
<p class="para"><span class="s" data-i="5">⟦Ferreira learned to bake from his grandmother in Braga and moved here in 2009.⟧</span> <span class="s" data-i="6">⟦He makes six kinds of bread and one cake, an orange cake, which he refuses to change.⟧</span></p>
<p class="para"><span class="s" data-i="7">⟦Asked whether he ever sleeps, he laughed.⟧</span> <span class="s" data-i="8">⟦"In August," he said. "The whole month."⟧</span></p>
</div>
<div class="reactions"><span>⟪Was this story useful?⟫</span><button>Yes</button><button>No</button></div></section>
<footer><span>⟪Morning Street is reader-supported.⟫</span></footer></body></html>"""
    return whole(
        "f-span-sentences",
        _F,
        "inline",
        "en",
        "https://morningstreet.example/people/bakery-opens-at-3am",
        page,
    )


@_case
def two_bodies_most_read() -> Case:
    excerpt = (
        "<p>⟪The plan, which the state board approved in a 9-0 vote on Wednesday, will add a fifth "
        "period of reading instruction to every elementary school day from the autumn term, and pay for "
        "1,200 reading coaches across the state's districts for three years.⟫</p>"
        "<p>⟪Teachers' unions had pushed for smaller classes instead. Their president said the board "
        "had chosen the cheaper option, and that coaches without time in the classroom would struggle "
        "to change how children are taught.⟫</p>"
        "<p>⟪The board's chair said the state would measure the results every spring and publish them "
        "by school, so that parents could see for themselves whether the coaches were making a "
        "difference.⟫</p>"
    )
    page = f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Museum returns stolen bell to village church</title></head>
<body><div class="site"><header><div class="logo">Tri-State Review</div><nav><a>Home</a><a>State</a><a>Culture</a></nav></header>
<div class="grid"><div class="col-main"><article class="story"><h1 class="story__title">Museum returns stolen bell to village church</h1><div class="story__byline">By Anders Holm · March 9, 2025</div>
<div class="story__body"><p>⟦A bronze bell stolen from St. Brigid's church in Kilcarn in 1987 was returned on Saturday by a museum that bought it, unknowingly, at an auction in 1994.⟧</p>
<p>⟦The museum's director, Helen Marsh, handed the bell to the parish priest at a short ceremony. A researcher had matched the bell's inscription to a police report last year.⟧</p>
<p>⟦"We are glad it is going home," Marsh said.⟧</p></div></article></div>
<div class="col-side"><section class="most-read"><h2>⟪Most read⟫</h2><article class="most-read__lead"><h3><a>⟪State adds a reading hour to every school day⟫</a></h3><div class="most-read__excerpt">{excerpt}</div><a class="more">⟪Continue reading⟫</a></article>
<ul><li><a>⟪Snow totals from the weekend storm⟫</a></li><li><a>⟪The best bakeries in the valley, ranked⟫</a></li></ul></section></div></div>
<footer><p>⟪Tri-State Review · About · Careers · Privacy⟫</p></footer></div></body></html>"""
    return whole(
        "f-two-bodies",
        _F,
        "brief",
        "en",
        "https://tristatereview.example/culture/museum-returns-stolen-bell",
        page,
    )


@_case
def footnotes_essay() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>The forgotten canal towns — Field Notes</title></head>
<body class="collection-type-blog view-item"><div class="Site" data-nc-base="header"><header class="Header"><div class="Header-branding"><a>Field Notes</a></div><nav class="Header-nav"><a>Essays</a><a>Maps</a><a>About</a></nav></header>
<main class="Main Main--blog-item"><section class="Main-content"><article class="BlogItem hentry"><div class="BlogItem-title"><h1 class="entry-title">The forgotten canal towns</h1></div><div class="Blog-meta"><span class="Blog-meta-item--author">Sam Okoro</span><time class="Blog-meta-item--date">February 1, 2025</time></div>
<div class="sqs-layout sqs-grid-12 columns-12" data-type="item"><div class="row sqs-row"><div class="col sqs-col-12 span-12"><div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content">
<p>⟦For forty years the canal made a string of small towns rich, and then the railway made them quiet.<sup><a href="#fn1" id="r1">1</a></sup> You can still trace the route by the inns: every eight miles, the distance a horse could pull a boat before it needed a rest.⟧</p>
<p>⟦Most of the inns are houses now. A few kept their names, painted over the door in letters nobody has touched up since the 1950s.<sup><a href="#fn2" id="r2">2</a></sup>⟧</p>
<p>⟦The towns did not die. They shrank to the size the land could feed, which is what towns had been before the canal came.⟧</p>
</div></div><div class="sqs-block horizontalrule-block"><hr></div><div class="sqs-block html-block"><div class="sqs-block-content"><h3>Notes</h3>
<ol class="footnotes"><li id="fn1"><p>⟦The canal opened in 1811; the railway reached the valley in 1852, and the canal company stopped paying dividends four years later.⟧ <a href="#r1">↩</a></p></li>
<li id="fn2"><p>⟦The best surviving example is the Plough at Ashby Lock, now a private house; the owners do not welcome visitors.⟧ <a href="#r2">↩</a></p></li></ol></div></div></div></div></div>
<div class="BlogItem-share"><span>⟪Share this essay⟫</span></div>
<div class="BlogItem-pagination"><a class="BlogItem-pagination-link--prev">⟪Previous: Walking the old drove roads⟫</a></div></article></section></main>
<footer class="Footer"><div class="sqs-block newsletter-block"><h2>⟪Get new essays by email⟫</h2><p>⟪We respect your privacy.⟫</p></div><p>⟪Powered by Squarespace⟫</p></footer></div></body></html>"""
    return whole(
        "f-footnotes",
        _F,
        "squarespace",
        "en",
        "https://fieldnotes.example/essays/the-forgotten-canal-towns",
        page,
    )


@_case
def table_in_body() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>How much rents rose in each district this year | The Civic Ledger</title></head>
<body><div class="masthead"><a>The Civic Ledger</a><ul class="menu"><li>Housing</li><li>Transit</li><li>Data</li></ul></div>
<div class="article-wrap"><h1>How much rents rose in each district this year</h1><div class="dateline">Data desk · Nov. 20, 2025</div>
<div class="article-body">
<p>⟦Median asking rents for a one-bedroom apartment rose in every district of the city this year, according to listings data the Ledger collected each month.⟧</p>
<p>⟦The steepest rise was in Riverside, where new offices have brought thousands of jobs; the smallest was in Old Mill, which has added more housing than any other district.⟧</p>
<table class="data-table"><caption>Median one-bedroom asking rent</caption><thead><tr><th>⟦District⟧</th><th>⟦2024⟧</th><th>⟦2025⟧</th><th>⟦Change⟧</th></tr></thead>
<tbody><tr><td>⟦Riverside⟧</td><td>⟦$1,480⟧</td><td>⟦$1,690⟧</td><td>⟦+14.2%⟧</td></tr><tr><td>⟦Downtown⟧</td><td>⟦$1,910⟧</td><td>⟦$2,040⟧</td><td>⟦+6.8%⟧</td></tr><tr><td>⟦Northgate⟧</td><td>⟦$1,220⟧</td><td>⟦$1,300⟧</td><td>⟦+6.6%⟧</td></tr><tr><td>⟦Old Mill⟧</td><td>⟦$1,150⟧</td><td>⟦$1,170⟧</td><td>⟦+1.7%⟧</td></tr></tbody></table>
<p class="source">Source: Civic Ledger analysis of monthly listings.</p>
<p>⟦Housing economists say Old Mill shows what new supply can do: rents there have barely moved in three years while the neighborhood's population grew by a fifth.⟧</p>
</div>
<div class="methodology-box"><h4>⟪How we did this⟫</h4><p>⟪Read about our methods and download the data on our GitHub page.⟫</p></div>
<div class="donate">⟪The Civic Ledger is a nonprofit newsroom. Donate today.⟫</div></div></body></html>"""
    return whole(
        "f-table-body",
        _F,
        "table",
        "en",
        "https://civicledger.example/data/2025/11/rents-by-district",
        page,
    )


@_case
def blockquote_tweet() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Astronaut's photo of the aurora from orbit goes viral - Orbit Daily</title></head>
<body><div class="page"><header class="site-head"><span class="logo">Orbit Daily</span><nav><a>Launches</a><a>Science</a><a>Industry</a></nav></header>
<article class="post"><h1 class="post-title">Astronaut's photo of the aurora from orbit goes viral</h1><div class="post-meta">Lena Park — 12 October 2025</div>
<div class="post-content"><p>⟦A photograph of the northern lights taken from the space station has been shared more than a million times since Sunday.⟧</p>
<p>⟦Astronaut Ravi Menon posted the picture with a short caption:⟧</p>
<blockquote class="twitter-tweet"><p lang="en" dir="ltr">⟦Green curtains over Canada tonight. No filter, no words.⟧</p>&mdash; Ravi Menon (@ravi_in_orbit) <a href="https://x.example/ravi_in_orbit/status/1">October 12, 2025</a></blockquote>
<p>⟦Aurora researchers said the picture was unusually sharp because the station passed almost directly over the brightest part of the display.⟧</p>
<blockquote><p>⟦You normally see the aurora from the side, like a curtain. From up there you look down through it, and you can see its structure.⟧</p></blockquote>
<p>⟦That was Dr. Eva Lind of the polar research institute, who said she would use the photo in her lectures.⟧</p></div>
<div class="author-box"><img src="/a/lena.jpg"><p>⟪Lena Park covers human spaceflight. She previously worked at a planetarium.⟫</p></div>
<div class="newsletter-signup"><p>⟪Launch schedules, every Friday in your inbox.⟫</p></div></article>
<aside class="trending"><h3>⟪Trending⟫</h3><a>⟪Rocket booster lands on a barge in heavy seas⟫</a></aside></div></body></html>"""
    return whole(
        "f-blockquote-tweet",
        _F,
        "embed",
        "en",
        "https://orbitdaily.example/science/aurora-photo-from-orbit",
        page,
    )


@_case
def page_two_of_three() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>The last lighthouse keepers (page 2 of 3) | Coastline Magazine</title></head>
<body><div class="container"><div class="topbar"><a>Coastline Magazine</a> <a>Features</a> <a>Travel</a> <a>Subscribe</a></div>
<div class="feature"><h1>The last lighthouse keepers</h1><p class="by">By Morgan Ellis</p>
<div class="pagebody">
<p>⟦By the time the Coast Guard automated the light in 1991, the Sorensons had kept it for twenty-six years, through four hurricanes and the birth of three children.⟧</p>
<p>⟦Ruth Sorenson remembers the silence most. "The keeper's job was to listen," she said. "For the fog horn, for the generator, for a boat in trouble. When the light went automatic, there was nothing to listen for."⟧</p>
<p>⟦The family moved to the mainland that winter. Their son Erik, then fourteen, was the only one who cried.⟧</p>
</div>
<div class="pager"><a href="?page=1">⟪« Previous page⟫</a> <a href="?page=1">1</a> <strong>2</strong> <a href="?page=3">3</a> <a href="?page=3">⟪Next page »⟫</a></div></div>
<div class="related"><h3>⟪From the archive⟫</h3><a>⟪A summer on a fire lookout tower⟫</a></div>
<div class="footer">⟪Coastline Magazine · Since 1972⟫</div></div></body></html>"""
    return whole(
        "f-page-two",
        _F,
        "pages",
        "en",
        "https://coastlinemag.example/features/last-lighthouse-keepers?page=2",
        page,
    )


@_case
def substack_post() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Why I stopped grading homework - by Nora Feld</title></head>
<body><div id="entry"><div class="main-menu"><a class="navbar-title">The Staff Room</a><button class="subscribe-btn">⟪Subscribe⟫</button><button>Sign in</button></div>
<div class="single-post-container"><article class="typography newsletter-post post"><div class="post-header"><h1 class="post-title">Why I stopped grading homework</h1><h3 class="subtitle">And what happened to my students when I did</h3>
<div class="post-meta"><span class="pencraft">Nora Feld</span><span>Sep 28, 2025</span></div></div>
<div class="available-content"><div class="body markup" dir="auto">
<p>⟦Three years ago I stopped putting grades on homework. I still set it, I still read it, and I still write comments on it. I just stopped turning it into a number.⟧</p>
<p>⟦The first thing that changed was copying. When homework counted, a third of my class copied it from a friend before the bell. When it stopped counting, almost nobody bothered.⟧</p>
<div class="subscription-widget-wrap"><div class="subscription-widget"><p class="subscription-widget-title">⟪Thanks for reading The Staff Room! Subscribe for free to receive new posts and support my work.⟫</p><input type="email" placeholder="Type your email..."><button>Subscribe</button></div></div>
<p>⟦The second thing was harder to measure. Students started writing questions in the margins, the kind they would never ask in front of the class.⟧</p>
<p>⟦I don't think this works everywhere, and I know colleagues who tried it and went back. But I am not going back.⟧</p>
<p class="button-wrapper"><a class="button primary"><span>⟪Share⟫</span></a></p>
</div></div>
<div class="post-footer"><div class="like-button-container"><span>⟪42 Likes⟫</span></div><div class="post-ufi-comment-button">⟪18 Comments⟫</div></div></article>
<div class="comments-section"><div class="comment"><span class="commenter-name">Tom H.</span><div class="comment-body"><p>⟪I did the same with my year 9s and saw exactly this. The margin questions were the best part.⟫</p></div></div></div>
<div class="footer-wrap"><p>⟪© 2025 Nora Feld · Privacy ∙ Terms ∙ Collection notice⟫</p><p>Substack is the home for great culture</p></div></div></div></body></html>"""
    return whole(
        "f-substack",
        _F,
        "newsletter",
        "en",
        "https://thestaffroom.substack.example/p/why-i-stopped-grading-homework",
        page,
    )


@_case
def medium_story() -> Case:
    page = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>What a year of cold showers actually did for me | by Kai Rennert | Medium</title></head>
<body><div id="root"><div class="a b c"><div class="l ae"><nav class="ah ai"><a aria-label="Homepage">Medium</a><a>⟪Write⟫</a><a>Sign up</a><a>Sign in</a></nav></div>
<div class="l bv"><article><div class="l"><section><div class="gn go gp gq gr"><div class="ab ca"><div class="ch bg ew ex ey ez">
<div><h1 id="f1e2" class="pw-post-title gs gt gu bf gv gw gx gy">What a year of cold showers actually did for me</h1></div>
<div class="speechify-ignore ab cp"><div class="ab co"><a><p class="bf b ia ib bk">Kai Rennert</p></a><span>·</span><button>⟪Follow⟫</button></div><div class="ab"><span>6 min read</span><span>·</span><span>Jan 5, 2025</span></div>
<div class="ab q"><span>⟪1.2K⟫</span><span>⟪31⟫</span><button aria-label="Listen">⟪Listen⟫</button><button>Share</button></div></div>
<p id="a01" class="pw-post-body-paragraph jr js gu jt b ju jv jw jx">⟦On the first of January last year I turned the shower dial all the way to cold and stood under it for thirty seconds, swearing.⟧</p>
<p id="a02" class="pw-post-body-paragraph jr js gu jt b ju jv jw jx">⟦I kept doing it every morning for a year. I expected to become a more disciplined person. That is not quite what happened.⟧</p>
<h2 id="a03" class="nq nr gu bf ns nt nu">⟦What changed⟧</h2>
<p id="a04" class="pw-post-body-paragraph jr js gu jt b ju jv jw jx">⟦I now wake up faster, which is the least surprising result possible. I also stopped dreading small unpleasant things, like phone calls, which I did not expect.⟧</p>
<h2 id="a05" class="nq nr gu bf ns nt nu">⟦What didn't⟧</h2>
<p id="a06" class="pw-post-body-paragraph jr js gu jt b ju jv jw jx">⟦I was not ill less often. I did not get more done. And I still hate the first five seconds, every single day.⟧</p>
</div></div></div></section></div></article>
<div class="ab ca"><div class="ch bg"><div class="pw-multi-vote-count"><p>⟪1.2K claps⟫</p></div><div><h2>⟪Written by Kai Rennert⟫</h2><p>⟪412 Followers⟫</p><p>⟪Writing about habits, sleep and other small experiments.⟫</p></div>
<div><h2>⟪More from Kai Rennert⟫</h2><div><h2>⟪I tried to read 100 books in a year. Here is what I learned.⟫</h2></div></div>
<div><h2>⟪Recommended from Medium⟫</h2><div><h2>⟪The 5 a.m. club is a lie⟫</h2></div></div></div></div></div></div></div></body></html>"""
    return whole(
        "f-medium",
        _F,
        "medium",
        "en",
        "https://medium.example/@kairennert/what-a-year-of-cold-showers-actually-did-for-me-4f2a9",
        page,
    )


@_case
def mobile_page() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Rail strike called off after late-night deal</title></head>
<body class="m"><div class="app-banner"><span>⟪Open in the News Now app for a faster experience⟫</span><a class="btn">Open</a></div>
<div class="m-header"><a class="m-logo">NewsNow</a><a class="m-menu">☰</a></div>
<div class="m-article"><div class="m-tag">⟪BREAKING⟫</div><h1 class="m-title">Rail strike called off after late-night deal</h1><div class="m-time">2h ago</div>
<div class="m-text"><div class="m-p">⟦A national rail strike planned for Monday has been called off after unions and operators reached a deal shortly before midnight.⟧</div>
<div class="m-p">⟦The agreement gives workers a 5.5% pay rise this year and a further 3% next year, and drops a proposal to close ticket offices.⟧</div>
<div class="m-p">⟦Union members will vote on the deal next week. Trains will run normally in the meantime.⟧</div></div>
<div class="m-swipe"><span>⟪Swipe for next story⟫</span><div class="m-next"><b>⟪Up next:⟫</b> ⟪Energy prices to fall in April, regulator says⟫</div></div></div>
<div class="m-footer"><a>⟪Desktop site⟫</a> · <a>Privacy</a></div></body></html>"""
    return whole(
        "f-mobile",
        _F,
        "mobile",
        "en",
        "https://m.newsnow.example/story/rail-strike-called-off",
        page,
    )


@_case
def blogger_br_recipe() -> Case:
    page = """<!DOCTYPE html><html dir="ltr" xmlns:b="http://www.google.com/2005/gml/b"><head><meta content="text/html; charset=UTF-8" http-equiv="Content-Type"><title>Grandpa's Garden Diary: The tomatoes finally came in</title></head>
<body><div class="content-outer"><header><div class="header-outer"><div class="Header"><h1 class="title"><a>Grandpa's Garden Diary</a></h1><p class="description">⟪Notes from a half-acre in Ohio since 2008⟫</p></div></div></header>
<div class="main-outer"><div class="date-outer"><h2 class="date-header"><span>Saturday, August 16, 2025</span></h2>
<div class="post-outer"><div class="post hentry"><h3 class="post-title entry-title">The tomatoes finally came in</h3>
<div class="post-body entry-content" id="post-body-551"><div dir="ltr" style="text-align: left;">⟦After the wettest July I can remember, the tomatoes have finally come in, all at once, the way they do.⟧<br><br>⟦I picked 31 pounds this morning. The Brandywines split in the rain but the Romas are perfect, so it's sauce week in this house.⟧<br><div class="separator" style="clear: both; text-align: center;"><a href="/img/t.jpg"><img border="0" src="/img/t.jpg" width="320"></a></div><br>⟦Here is how Martha does it: halve them, roast them cut side up at 400 for an hour with garlic and oil, then run the lot through the food mill. No peeling.⟧<br><br>⟦Next year I'm staking them higher. I say that every year.⟧<br></div></div>
<div class="post-footer"><span class="post-author vcard">Posted by <span class="fn">Walt</span></span> at <span class="post-timestamp">10:14 AM</span> <span class="post-comment-link"><a>⟪3 comments:⟫</a></span><span class="post-icons">⟪Email This⟫ BlogThis! Share to X</span><span class="post-labels">Labels: <a>⟪vegetable garden⟫</a></span></div></div>
<div class="comments" id="comments"><h4>3 comments:</h4><dl id="comments-block"><dt class="comment-author">Anonymous said...</dt><dd class="comment-body"><p>⟪Roasting first is the secret. Thanks Walt!⟫</p></dd></dl></div></div></div>
<div class="blog-pager"><a class="blog-pager-newer-link">⟪Newer Post⟫</a> <a class="home-link">Home</a></div></div>
<div class="sidebar"><div class="widget BlogArchive"><h2>⟪Blog Archive⟫</h2><ul><li>► 2024 (41)</li></ul></div></div></div></body></html>"""
    return whole(
        "f-blogger-br",
        _F,
        "br-soup",
        "en",
        "https://grandpasgarden.blogspot.example/2025/08/the-tomatoes-finally-came-in.html",
        page,
    )
