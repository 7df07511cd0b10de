"""Hand-written extraction cases, batch I (session 19, HELD OUT), English pages.

Written whole (``extract_case_whole``) by session 19's writer, a new writer who had not
written A to H or Z, and committed with its "before" figures before any change of the
session; it is scored only to report changes, never read page by page to make one. The
page families are ones the earlier batches drew little or not at all: WordPress with
Gutenberg blocks, Jetpack related posts and a threaded comment list, an Arc-style
Fusion page with hashed classes, Ghost with a members' paywall under a free part,
Blogger's ``<br>`` text, a Drupal local paper behind a consent banner, wire copy on a
syndicating site, a Next.js live page with a key-events box, a slideshow whose slides
carry the story, a press release with its boilerplate, a metered teaser, an explainer
with a table of contents and an FAQ accordion, letters to the editor, a sports recap
with a scoring table, Squarespace blocks and a Substack post with footnotes and
comments. The judgment calls are batch D's, F's and H's (``extract_cases_d``,
``extract_cases_f``, ``extract_cases_h``) and these:

- a table of contents and a "key events" box at the top of a page point into it: they
  are furniture;
- an FAQ's questions and answers at the end of an explainer are body;
- a press release's "About …" paragraph is body (it is part of the release); its
  "SOURCE …", "View original content" and media-contact lines are furniture or open;
- a wire story's dateline is part of its first paragraph; the "___" line and the
  contributors' line after it are left open; the syndicator's "Copyright … The
  Associated Press" line is furniture;
- a paywalled page's body is the part it shows; the "subscribe to keep reading" box is
  furniture;
- letters to the editor are each body; the writers' sign-offs are left open;
- a slideshow's slide texts are its body; "3 of 7" counters are left open;
- a post's footnotes are body, as F's endnotes; the note numbers and back-links open.
"""

from __future__ import annotations

from collections.abc import Callable

from extract_case_parts import Case
from extract_case_whole import whole

__all__ = ["BATCH_I_EN"]

_I = "i"
BATCH_I_EN: list[Callable[[], Case]] = []


def _case(fn: Callable[[], Case]) -> Callable[[], Case]:
    BATCH_I_EN.append(fn)
    return fn


@_case
def gutenberg_comments() -> Case:
    page = """<!DOCTYPE html><html lang="en-US"><head><meta charset="UTF-8"><title>The last ferry captain on Lake Orrin hangs up his cap &#8211; The Orrin Current</title>
<link rel='stylesheet' id='wp-block-library-css' href='/wp-includes/css/dist/block-library/style.min.css' media='all' /></head>
<body class="post-template-default single single-post postid-18824 single-format-standard wp-embed-responsive">
<div id="page" class="site"><header id="masthead" class="site-header"><p class="site-title"><a>The Orrin Current</a></p><nav id="site-navigation" class="main-navigation"><ul id="primary-menu" class="menu"><li class="menu-item"><a>⟪Community⟫</a></li><li class="menu-item"><a>Business</a></li><li class="menu-item"><a>Events</a></li><li class="menu-item"><a>Donate</a></li></ul></nav></header>
<div id="content" class="site-content"><main id="main" class="site-main"><article id="post-18824" class="post-18824 post type-post status-publish format-standard has-post-thumbnail hentry category-community">
<header class="entry-header"><h1 class="entry-title">The last ferry captain on Lake Orrin hangs up his cap</h1><div class="entry-meta"><span class="posted-on">Posted on <time class="entry-date published" datetime="2025-09-21T09:14:00-04:00">September 21, 2025</time></span><span class="byline"> by <span class="author vcard"><a class="url fn n">Pat Ferreira</a></span></span></div></header>
<div class="entry-content">
<p>⟦For 31 summers, Russ Dunleavy has stood at the wheel of the Mary Ellen and carried cars, cattle and, once, a piano across the narrows of Lake Orrin. On Sunday he made his last crossing.⟧</p>
<p>⟦The county will keep the ferry running next season with a contracted operator, but Dunleavy is the last captain who learned the route from the man before him. He started as a deckhand at 19.⟧</p>
<figure class="wp-block-pullquote"><blockquote><p>You learn where the wind comes around the point. No chart tells you that.</p><cite>Russ Dunleavy</cite></blockquote></figure>
<p>⟦He counts his crossings in notebooks, one for each year, kept in a drawer in the pilot house. By his tally the Mary Ellen has made a little more than 41,000 trips under him.⟧</p>
<figure class="wp-block-embed is-type-rich is-provider-twitter wp-block-embed-twitter"><div class="wp-block-embed__wrapper"><blockquote class="twitter-tweet"><p lang="en" dir="ltr">⟪Last run of the season, and the last one for Captain Russ. Thank you for everything ⛴️⟫</p>&mdash; Orrin County (@OrrinCounty) <a>September 21, 2025</a></blockquote></div></figure>
<p>⟦A few dozen people waited on the east landing with a banner. Dunleavy sounded the horn three times, which he said he had never done before, because the county's rule is one.⟧</p>
<p>⟦He plans to spend next summer on the other side of the water, fishing.⟧</p>
<div id="jp-relatedposts" class="jp-relatedposts"><h3 class="jp-relatedposts-headline"><em>⟪Related⟫</em></h3><div class="jp-relatedposts-items"><div class="jp-relatedposts-post"><h4 class="jp-relatedposts-post-title"><a>⟪County signs three-year ferry contract⟫</a></h4><p class="jp-relatedposts-post-date">August 30, 2025</p></div><div class="jp-relatedposts-post"><h4 class="jp-relatedposts-post-title"><a>Narrows bridge study shelved again</a></h4></div></div></div>
</div>
<footer class="entry-footer"><span class="cat-links">⟪Posted in Community⟫</span><span class="tags-links">Tagged ferry, Lake Orrin</span></footer></article>
<div id="comments" class="comments-area"><h2 class="comments-title">⟪4 thoughts on &ldquo;The last ferry captain on Lake Orrin hangs up his cap&rdquo;⟫</h2>
<ol class="comment-list"><li id="comment-901" class="comment even thread-even depth-1"><article class="comment-body"><footer class="comment-meta"><div class="comment-author vcard"><b class="fn">Linda K.</b> <span class="says">says:</span></div><div class="comment-metadata"><time>September 21, 2025 at 11:02 am</time></div></footer><div class="comment-content"><p>⟪My kids grew up waving at Captain Russ every summer. He always waved back with his whole arm.⟫</p></div></article>
<ol class="children"><li id="comment-904" class="comment odd alt depth-2"><article class="comment-body"><div class="comment-content"><p>⟪Same here. The horn was the signal that summer had started.⟫</p></div></article></li></ol></li>
<li id="comment-910" class="comment even depth-1"><article class="comment-body"><div class="comment-content"><p>Who is the new operator? Will the fares go up?</p></div></article></li></ol>
<div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">⟪Leave a Reply⟫</h3><p class="comment-notes">⟪Your email address will not be published. Required fields are marked *⟫</p></div></div>
</main><aside id="secondary" class="widget-area"><section class="widget widget_recent_entries"><h2 class="widget-title">⟪Recent Posts⟫</h2><ul><li><a>⟪Library book sale returns to the fire hall⟫</a></li><li><a>Harvest supper tickets on sale</a></li></ul></section></aside></div>
<footer id="colophon" class="site-footer"><div class="site-info">⟪The Orrin Current is a nonprofit newsroom. Proudly powered by WordPress⟫</div></footer></div></body></html>"""
    return whole(
        "i-gutenberg-comments",
        _I,
        "wordpress-gutenberg",
        "en",
        "https://orrincurrent.example/2025/09/21/last-ferry-captain-lake-orrin/",
        page,
    )


@_case
def arc_fusion_hashed() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Water utility to replace 4,000 lead pipes by 2028</title><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><div id="fusion-app" class="layout-section wrap-bottom"><div class="b-header-nav-chain"><nav class="c-nav"><a class="c-nav__link">⟪Local⟫</a><a class="c-nav__link">Politics</a><a class="c-nav__link">Opinion</a><a class="c-nav__link">Sports</a></nav></div>
<div class="b-right-rail-advanced"><div class="b-right-rail-advanced__main">
<div class="b-headline"><h1 class="c-heading b-headline__text">Water utility to replace 4,000 lead pipes by 2028</h1></div>
<div class="b-subheadline"><h2 class="c-heading">The $62 million program starts in the neighborhoods with the oldest homes</h2></div>
<div class="b-byline"><span class="c-attribution">By <a>Naomi Sewell</a></span><time class="c-date" datetime="2025-05-02T10:00:00Z">May 2, 2025 at 6:00 a.m. EDT</time></div>
<article class="b-article-body">
<p class="c-paragraph" data-testid="paragraph-0">⟦The city's water utility will dig up and replace roughly 4,000 lead service lines over the next three years, officials said Thursday, in the largest pipe program the city has attempted.⟧</p>
<p class="c-paragraph" data-testid="paragraph-1">⟦Lead lines connect older homes to water mains under the street. The utility says its water is treated to keep lead from leaching, but federal rules now require the lines to come out entirely.⟧</p>
<div class="b-ad-block b-ad-block--inline"><div class="arcad_feature" id="arcad_inline_1"><div class="arcad_10">⟪ADVERTISEMENT⟫</div></div></div>
<p class="c-paragraph" data-testid="paragraph-2">⟦Crews will start in Eastbrook and Pell Park, where most houses were built before 1930. Owners will not pay for the work on their side of the curb, a change from an earlier plan that asked them to split the cost.⟧</p>
<div class="b-interstitial-link"><p class="c-paragraph">⟪<strong>Related:</strong> <a>How to find out if your house has a lead pipe</a>⟫</p></div>
<p class="c-paragraph" data-testid="paragraph-3">⟦&ldquo;We are not going to make a family choose between the rent and a safe pipe,&rdquo; utility director Hal Brightwater said.⟧</p>
<div class="b-newsletter-signup"><div class="c-stack"><p class="c-heading">⟪Get the Morning Local newsletter⟫</p><p>⟪The stories your neighbors are talking about, weekday mornings.⟫</p><form><input type="email" placeholder="Email address"><button>Sign up</button></form></div></div>
<p class="c-paragraph" data-testid="paragraph-4">⟦Most of the money comes from a federal infrastructure loan at low interest. Rates will rise about 2 percent next year to cover the rest, the utility said.⟧</p>
<p class="c-paragraph" data-testid="paragraph-5">⟦Residents can check an online map, updated weekly, to see when crews will reach their block.⟧</p>
</article>
<div class="b-author-bio"><div class="c-stack"><p class="b-author-bio__name">Naomi Sewell</p><p class="b-author-bio__text">⟪Naomi Sewell covers city infrastructure. She joined the paper in 2021.⟫</p></div></div>
</div><div class="b-right-rail-advanced__rail"><div class="b-top-table-list"><h2 class="b-top-table-list__title">⟪Most Read⟫</h2><ol><li><a class="c-link">⟪Ferry terminal closes for repairs⟫</a></li><li><a class="c-link">School board picks new superintendent</a></li></ol></div></div></div>
<footer class="b-footer"><p>⟪&copy; 2025 The Riverside Ledger. All rights reserved.⟫</p></footer></div>
<script id="fusion-metadata" type="application/javascript">window.Fusion=window.Fusion||{};Fusion.arcSite="ledger";</script></body></html>"""
    return whole(
        "i-arc-fusion",
        _I,
        "arc",
        "en",
        "https://www.riversideledger.example/local/2025/05/02/lead-pipes-replacement-plan/",
        page,
    )


@_case
def ghost_members_paywall() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>What the new zoning map means for corner stores</title><meta name="generator" content="Ghost 5.82"></head>
<body class="post-template tag-housing"><div class="gh-site"><header id="gh-head" class="gh-head outer"><div class="gh-head-inner inner"><a class="gh-head-logo">Block by Block</a><nav class="gh-head-menu"><ul class="nav"><li class="nav-housing"><a>⟪Housing⟫</a></li><li class="nav-transit"><a>Transit</a></li><li class="nav-about"><a>About</a></li></ul></nav><div class="gh-head-actions"><a class="gh-head-btn gh-btn gh-primary-btn">Subscribe</a></div></div></header>
<main id="site-main" class="site-main"><article class="article post tag-housing"><header class="article-header gh-canvas"><section class="article-tag post-card-meta"><a>Housing</a></section><h1 class="article-title">What the new zoning map means for corner stores</h1><p class="article-excerpt">Small shops are legal again on most residential blocks. Here is the fine print.</p>
<div class="article-byline"><div class="article-byline-meta"><h4 class="author-name"><a>Jonah Pike</a></h4><div class="byline-meta-content"><time class="byline-meta-date" datetime="2025-03-14">Mar 14, 2025</time><span class="byline-reading-time"><span class="bull">&bull;</span> 6 min read</span></div></div></div></header>
<section class="gh-content gh-canvas">
<p>⟦For sixty years the city's zoning code has kept shops off residential streets. The map the council passed on Tuesday changes that for about 70 percent of the city's blocks.⟧</p>
<p>⟦Under the new rules a store of up to 2,500 square feet can open on the ground floor of any building on a corner lot. It cannot sell alcohol without a separate permit, and it has to close by 10 p.m.⟧</p>
<div class="kg-card kg-callout-card kg-callout-card-accent"><div class="kg-callout-emoji">💌</div><div class="kg-callout-text">⟪Block by Block is free to read three times a month. Paid members keep the lights on.⟫</div></div>
<p>⟦Planners say the change is less about new stores than about old ones. Hundreds of corner buildings were built as shops before 1960 and have sat empty or been turned into apartments because the code no longer allowed their first use.⟧</p>
<aside class="gh-post-upgrade-cta"><div class="gh-post-upgrade-cta-content" style="background-color: #1f5f8b"><h2>⟪This post is for paying subscribers only⟫</h2><a class="gh-btn" href="#/portal/signup">Subscribe now</a><p>⟪Already have an account? <a>Sign in</a>⟫</p></div></aside>
</section></article>
<section class="footer-cta outer"><div class="inner"><h2 class="footer-cta-title">⟪Sign up for Block by Block⟫</h2><a class="footer-cta-button"><div class="footer-cta-input">Enter your email</div><span>Subscribe</span></a></div></section>
<aside class="read-more-wrap outer"><div class="read-more inner"><article class="post-card"><div class="post-card-content"><h2 class="post-card-title">⟪The bus lanes that worked, and the ones that did not⟫</h2><div class="post-card-excerpt">⟪Two years of ridership data, route by route.⟫</div></div></article><article class="post-card"><h2 class="post-card-title">Who owns the vacant lots on Vine Street</h2></article></div></aside></main>
<footer class="site-footer outer"><div class="inner"><section class="copyright">⟪Block by Block &copy; 2025⟫</section><div class="gh-powered-by">Powered by Ghost</div></div></footer></div></body></html>"""
    return whole(
        "i-ghost-paywall",
        _I,
        "ghost",
        "en",
        "https://blockbyblock.example/zoning-map-corner-stores/",
        page,
    )


@_case
def blogger_br_text() -> Case:
    page = """<!DOCTYPE html><html class='v2' dir='ltr' lang='en'><head><meta content='text/html; charset=UTF-8' http-equiv='Content-Type'/><title>Hollow Creek Naturalist: Counting swifts at the old mill chimney</title></head>
<body class='loading'><div class='content'><div class='content-outer'><header><div class='header-outer'><div class='Header widget' id='Header1'><h1 class='title'>Hollow Creek Naturalist</h1><p class='description'>⟪Notes on birds, bugs and weather from a small valley.⟫</p></div></div></header>
<div class='columns fauxcolumns'><div class='main-outer'><div class='main-inner'><div class='column-center-outer'><div class='main section' id='main'><div class='widget Blog' id='Blog1'><div class='blog-posts hfeed'>
<div class='date-outer'><h2 class='date-header'><span>Sunday, September 14, 2025</span></h2><div class='date-posts'><div class='post-outer'><div class='post hentry uncustomized-post-template' itemprop='blogPost'>
<h3 class='post-title entry-title' itemprop='name'>Counting swifts at the old mill chimney</h3>
<div class='post-header'><div class='post-header-line-1'></div></div>
<div class='post-body entry-content' id='post-body-7781' itemprop='description articleBody'>
⟦Every September the chimney swifts gather over the old mill before they leave for South America, and every September a few of us sit on the bank with clickers and try to count them going in.⟧<br /><br />⟦This year the first birds showed up around 7:10 in the evening. By 7:35 there were so many circling that the group over the parking lot looked like smoke. Then, all at once, they started pouring into the chimney, a few hundred every minute.⟧<br /><br /><div class="separator" style="clear: both; text-align: center;"><a href="https://blogger.googleusercontent.example/img/a/swifts.jpg" style="margin-left: 1em; margin-right: 1em;"><img border="0" height="240" src="https://blogger.googleusercontent.example/img/a/swifts-s320.jpg" width="320" /></a></div><br />⟦Our count: 2,860 birds, give or take. That is lower than last year's 3,400 but higher than the low year of 2021, when a storm seems to have pushed them south early.⟧<br /><br />⟦If you want to join next year, we meet at the picnic table behind the mill at 6:45 on the second Saturday of September. Bring a chair and bug spray.⟧<br /><br />
</div>
<div class='post-footer'><div class='post-footer-line post-footer-line-1'><span class='post-author vcard'>⟪Posted by <span class='fn'>Ellen Marsh</span>⟫</span> <span class='post-timestamp'>at <a class='timestamp-link'>8:42 PM</a></span> <span class='post-comment-link'><a class='comment-link'>⟪3 comments:⟫</a></span></div>
<div class='post-share-buttons goog-inline-block'><a class='share-button sb-email' title='Email This'>⟪Email This⟫</a><a class='share-button sb-blog'>BlogThis!</a><a class='share-button sb-twitter'>Share to X</a></div>
<div class='post-footer-line post-footer-line-2'><span class='post-labels'>⟪Labels: birds, chimney swifts, migration⟫</span></div></div></div>
<div class='comments' id='comments'><h4>⟪3 comments:⟫ </h4><div class='comments-content'><div class='comment-thread'><ol><li class='comment'><div class='comment-block'><div class='comment-header'><cite class='user'>Tom R.</cite></div><p class='comment-content'>⟪We counted from the bridge side and got almost the same number. Great night for it.⟫</p></div></li><li class='comment'><div class='comment-block'><p class='comment-content'>Thanks for doing this every year, Ellen.</p></div></li></ol></div></div><p class='comment-footer'><a>⟪Post a Comment⟫</a></p></div>
</div></div></div>
<div class='blog-pager' id='blog-pager'><span id='blog-pager-newer-link'><a class='blog-pager-newer-link'>⟪Newer Post⟫</a></span><span id='blog-pager-older-link'><a class='blog-pager-older-link'>Older Post</a></span><a class='home-link'>Home</a></div>
</div></div></div></div></div>
<div class='column-right-outer'><div class='sidebar section' id='sidebar-right-1'><div class='widget BlogArchive' id='BlogArchive1'><h2>⟪Blog Archive⟫</h2><ul class='hierarchy'><li><a>► 2025 (14)</a></li><li><a>⟪► 2024 (22)⟫</a></li></ul></div></div></div></div>
<footer><div class='widget Attribution' id='Attribution1'><div class='widget-content'>⟪Simple theme. Powered by Blogger.⟫</div></div></footer></div></div></body></html>"""
    return whole(
        "i-blogger-br",
        _I,
        "blogger",
        "en",
        "https://hollowcreeknaturalist.blogspot.example/2025/09/counting-swifts-at-old-mill-chimney.html",
        page,
    )


@_case
def drupal_consent_banner() -> Case:
    page = """<!DOCTYPE html><html lang="en" dir="ltr"><head><meta charset="utf-8" /><meta name="Generator" content="Drupal 10 (https://www.drupal.org)" /><title>Council delays vote on short-term rental cap | The Kettle Falls Tribune</title></head>
<body class="path-node page-node-type-article"><div id="sliding-popup" class="sliding-popup-bottom eu-cookie-compliance-popup" role="banner"><div class="eu-cookie-compliance-banner eu-cookie-compliance-banner-info"><div class="popup-content info eu-cookie-compliance-content"><div id="popup-text" class="eu-cookie-compliance-message"><h2>⟪We use cookies on this site to enhance your user experience⟫</h2><p>⟪By clicking any link on this page you are giving your consent for us to set cookies.⟫</p></div><div id="popup-buttons" class="eu-cookie-compliance-buttons"><button class="agree-button eu-cookie-compliance-default-button">OK, I agree</button><button class="decline-button">No, thanks</button></div></div></div></div>
<a href="#main-content" class="visually-hidden focusable skip-link">⟪Skip to main content⟫</a>
<div class="dialog-off-canvas-main-canvas"><div class="layout-container"><header role="banner"><div class="region region-header"><div id="block-sitebranding" class="block block-system block-system-branding-block"><a class="site-logo">The Kettle Falls Tribune</a></div></div><div class="region region-primary-menu"><nav role="navigation" id="block-mainnavigation"><ul class="menu"><li class="menu-item"><a>⟪News⟫</a></li><li class="menu-item"><a>Sports</a></li><li class="menu-item"><a>Obituaries</a></li></ul></nav></div></header>
<main role="main"><a id="main-content" tabindex="-1"></a><div class="layout-content"><div class="region region-content"><div id="block-tribune-content" class="block block-system block-system-main-block">
<article role="article" class="node node--type-article node--promoted node--view-mode-full"><h1 class="page-title"><span class="field field--name-title field--type-string">Council delays vote on short-term rental cap</span></h1>
<div class="node__meta"><span class="field field--name-uid field--type-entity-reference">⟪Submitted by <span>tribune_staff</span>⟫</span> on <span class="field field--name-created">Tue, 06/10/2025 - 19:45</span></div>
<div class="node__content">
<div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">
<p>⟦The Kettle Falls City Council put off a vote Monday on capping short-term rentals, after more than two hours of public comment that ran past 10 p.m.⟧</p>
<p>⟦The proposal would limit whole-house rentals to 120 permits citywide, about 40 fewer than are operating now. Owners who live on the property and rent a room would not count toward the cap.⟧</p>
<p>⟦Most of the 38 speakers were against it. Several said they bought a second house on the lake expecting to rent it and would have to sell. Others, mostly renters, said the rentals have taken long-term housing off the market.⟧</p>
<p>⟦Council member Ada Villanueva asked staff to come back with numbers on how many of the rental houses were long-term rentals before 2019. The vote is now set for July 14.⟧</p>
</div>
<div class="field field--name-field-tags field--type-entity-reference field--label-above"><div class="field__label">⟪Tags⟫</div><div class="field__items"><div class="field__item"><a>Housing</a></div><div class="field__item"><a>City Council</a></div></div></div>
</div></article></div>
<div class="views-element-container block block-views block-views-blockrelated-articles-block-1"><h2>⟪More from the Tribune⟫</h2><div class="view view-related-articles"><div class="view-content"><div class="views-row"><span class="field-content"><a>⟪Lakefront trail extension opens Saturday⟫</a></span></div><div class="views-row"><span class="field-content"><a>Fire district asks voters for levy lift</a></span></div></div></div></div></div></div></main>
<footer role="contentinfo"><div class="region region-footer"><div id="block-footer-info">⟪The Kettle Falls Tribune, 114 Third Ave. Published every Thursday since 1908.⟫</div></div></footer></div></div></body></html>"""
    return whole(
        "i-drupal-consent",
        _I,
        "drupal",
        "en",
        "https://www.kettlefallstribune.example/news/council-delays-vote-short-term-rental-cap",
        page,
    )


@_case
def wire_copy_syndicated() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Senate panel advances bill to shore up rural hospitals - KTLX News 9</title></head>
<body class="station-site article-page"><div class="top-bar"><span class="weather-now">⟪72&deg; Partly cloudy⟫</span><a class="watch-live">Watch Live</a></div>
<header class="station-header"><a class="station-logo">KTLX News 9</a><ul class="station-nav"><li>⟪Local News⟫</li><li>Weather</li><li>Traffic</li><li>National</li></ul></header>
<div class="page-body"><div class="story-column"><div class="story-kicker">NATIONAL</div><h1 class="story-title">Senate panel advances bill to shore up rural hospitals</h1>
<div class="story-credit">By ROSA ADEYEMI Associated Press <span class="story-timestamp">Updated: 4:18 PM CDT Jun 25, 2025</span></div>
<div class="story-video"><div class="video-player" data-video-id="88213"><p class="video-title">⟪WATCH: Rural hospital closures, explained⟫</p></div></div>
<div class="story-text">
<p>⟦WASHINGTON (AP) &mdash; A Senate committee voted 19-8 on Wednesday to send the full Senate a bill that would raise Medicare payments to small rural hospitals, some of which say they are weeks from closing.⟧</p>
<p>⟦The bill would raise what Medicare pays hospitals with fewer than 25 beds by about 6% and would let them keep a bonus payment that was due to expire in September.⟧</p>
<p>⟦&ldquo;When the hospital closes, the town closes,&rdquo; said Sen. Marjorie Tillman, a Republican who co-wrote the bill. &ldquo;The school goes next, and then the grocery store.&rdquo;⟧</p>
<div class="story-ad"><div class="ad-unit" data-slot="mid1"><small>⟪Advertisement⟫</small></div></div>
<p>⟦More than 140 rural hospitals have closed or stopped offering inpatient care since 2010, according to researchers at the University of North Carolina. Nearly half of those closures were in the South.⟧</p>
<p>⟦Opponents on the committee said the bill does not say how it would be paid for. The Congressional Budget Office has not yet estimated its cost.⟧</p>
<p>⟦It is not clear when the full Senate will take it up.⟧</p>
<p>___</p>
<p>Associated Press writer Dev Chaudhry contributed to this report.</p>
</div>
<div class="story-copyright">⟪Copyright 2025 The Associated Press. All rights reserved. This material may not be published, broadcast, rewritten or redistributed.⟫</div>
<div class="story-topics"><span>⟪Topics:⟫</span><a>Health</a><a>Politics</a></div></div>
<div class="rail"><div class="rail-weather">⟪Hourly forecast: storms after 6 p.m.⟫</div><div class="rail-trending"><h3>⟪Trending Now⟫</h3><ul><li><a>⟪Storm damage photos from across the metro⟫</a></li><li><a>Crash closes I-35 lanes overnight</a></li></ul></div></div></div>
<footer class="station-footer">⟪KTLX News 9 | EEO Report | FCC Public File | Closed Captioning⟫</footer></body></html>"""
    return whole(
        "i-wire-syndicated",
        _I,
        "tv-station",
        "en",
        "https://www.ktlxnews9.example/article/senate-panel-rural-hospitals-bill/65184420",
        page,
    )


@_case
def nextjs_live_page() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Live: Flood crest passes Marlow as river begins to fall | Valley Daily</title></head>
<body><div id="__next"><div class="Layout_root__q8Lk2"><header class="SiteHeader_header__Zp3m1"><a class="SiteHeader_logo__x2">Valley Daily</a><nav class="SiteHeader_nav__9sK1"><a>⟪Live⟫</a><a>News</a><a>Weather</a></nav></header>
<main class="LivePage_main__d8F0q"><div class="LivePage_header__bC1"><span class="LiveBadge_badge__1Q">LIVE</span><h1 class="LivePage_title__w7">Flood crest passes Marlow as river begins to fall</h1><p class="LivePage_updated__eX">Updated 14 minutes ago</p></div>
<section class="KeyEvents_box__u3Pq"><h2 class="KeyEvents_title__p1">⟪Key events⟫</h2><ul class="KeyEvents_list__R0"><li><a href="#post-5">⟪Crest a foot under the 1936 record⟫</a></li><li><a href="#post-3">⟪Route 9 open to cars again⟫</a></li><li><a href="#post-1">Shelters open in two schools</a></li></ul></section>
<div class="LivePage_summary__mK"><p>⟦The Tamsin River crested early Saturday in Marlow about a foot below the record, and forecasters expect it to fall below flood stage by Monday. About 300 homes took on water.⟧</p></div>
<div class="LiveFeed_feed__Z2k">
<article class="LivePost_post__a1B" id="post-5" data-testid="live-post"><div class="LivePost_meta__7p"><time datetime="2025-04-12T09:48:00-04:00">9:48 a.m.</time><span class="LivePost_pinned__Yc">⟪Pinned⟫</span></div><h2 class="LivePost_headline__Q0">⟦River crests at 31.2 feet in Marlow⟧</h2><div class="LivePost_body__Uv"><p>⟦The gauge at the Front Street bridge peaked at 31.2 feet at 6:15 a.m., the weather service said. The record, set in 1936, is 32.4 feet.⟧</p></div></article>
<article class="LivePost_post__a1B" id="post-4" data-testid="live-post"><div class="LivePost_meta__7p"><time>9:05 a.m.</time></div><div class="LivePost_body__Uv"><p>⟦Volunteers at the Marlow fire hall are handing out sandbags until noon. They ask people to bring their own shovels.⟧</p></div></article>
<div class="LiveFeed_ad__K1"><div class="AdSlot_slot__n2" data-ad="live-mid"><span>⟪Advertisement⟫</span></div></div>
<article class="LivePost_post__a1B" id="post-3" data-testid="live-post"><div class="LivePost_meta__7p"><time>8:20 a.m.</time></div><h2 class="LivePost_headline__Q0">⟦Route 9 bridge reopens⟧</h2><div class="LivePost_body__Uv"><p>⟦State inspectors reopened the Route 9 bridge to cars after checking its piers overnight. Trucks over 10 tons are still detoured.⟧</p><blockquote class="Embed_social__h"><p>⟪Bridge is open, drive slow, there is still debris on the east approach.⟫</p><span>@MarlowPD</span></blockquote></div></article>
<article class="LivePost_post__a1B" id="post-2" data-testid="live-post"><div class="LivePost_meta__7p"><time>7:41 a.m.</time></div><div class="LivePost_body__Uv"><p>⟦Power is out for about 1,900 customers south of the river, the utility's outage map shows.⟧</p></div></article>
</div>
<button class="LiveFeed_more__b4">⟪Load more updates⟫</button>
<section class="RelatedLinks_box__G"><h2>⟪More flood coverage⟫</h2><ul><li><a>⟪Map: where the water is highest⟫</a></li><li><a>How to apply for flood assistance</a></li></ul></section></main>
<footer class="SiteFooter_footer__L"><p>⟪&copy; 2025 Valley Daily Media. Terms &middot; Privacy⟫</p></footer></div></div>
<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"liveId":"flood-apr-2025","posts":5}},"page":"/live/[slug]","buildId":"kP2m9"}</script></body></html>"""
    return whole(
        "i-nextjs-live",
        _I,
        "nextjs-live",
        "en",
        "https://valleydaily.example/live/flood-crest-marlow-april-2025",
        page,
    )


@_case
def slideshow_story() -> Case:
    slides = [
        "⟦The Delmont Theater opened in 1927 with 1,400 seats and a pipe organ that could be heard from the street. It showed its last film in 1988.⟧",
        "⟦For thirty years the lobby was used to store furniture from a store next door. The plaster ceiling survived, though water had stained half of it brown.⟧",
        "⟦Restorers spent eight months cleaning and repainting the ceiling by hand, matching the colors to a scrap of the original paint found behind a radiator.⟧",
        "⟦The organ was not saved. Its pipes were sold in the 1960s. A church in Ohio donated a smaller organ of the same make, which volunteers rebuilt.⟧",
        "⟦The theater reopens May 30 with a silent film and live organ music. Tickets for the first night sold out in a day.⟧",
    ]
    cells = "\n".join(
        f'<li class="gallery-slide" data-index="{i}"><figure><img src="/media/delmont/{i}.jpg" alt=""><figcaption><span class="slide-count">{i} of {len(slides)}</span><p class="slide-text">{s}</p><span class="slide-credit">Photo: Ivy Roux</span></figcaption></figure></li>'
        for i, s in enumerate(slides, 1)
    )
    page = f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Photos: Inside the Delmont Theater's restoration | Northside Weekly</title></head>
<body class="gallery-page"><header class="hdr"><a class="hdr-logo">Northside Weekly</a><ul class="hdr-menu"><li>⟪Arts⟫</li><li>Food</li><li>Neighborhoods</li></ul></header>
<div class="gallery-wrapper"><h1 class="gallery-title">Photos: Inside the Delmont Theater's restoration</h1><p class="gallery-byline">Photos and text by Ivy Roux | May 20, 2025</p>
<div class="gallery-intro"><p>⟦After four years and $9 million, the old movie palace on Carver Street is almost ready for an audience again. We went inside.⟧</p></div>
<div class="gallery-ctrls"><button class="prev">⟪Previous⟫</button><button class="next">Next</button><button class="fullscreen">View fullscreen</button></div>
<ul class="gallery-slides">
{cells}
</ul>
<div class="gallery-end"><h2>⟪Next gallery: The best tacos on the east side, ranked⟫</h2><a class="gallery-end-link">Start</a></div></div>
<div class="promo-strip"><div class="promo-newsletter"><p>⟪Love the neighborhood? Get Northside Weekly in your inbox every Friday.⟫</p><button>Subscribe</button></div></div>
<footer class="ftr"><p>⟪Northside Weekly &copy; 2025 &middot; Advertise with us&middot; Contact⟫</p></footer></body></html>"""
    return whole(
        "i-slideshow-story",
        _I,
        "gallery",
        "en",
        "https://northsideweekly.example/arts/photos-delmont-theater-restoration/",
        page,
    )


@_case
def press_release() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Harlow Foods to open distribution center in Brookfield, adding 450 jobs</title></head>
<body class="release-detail"><div class="pw-header"><a class="pw-logo">PressWire</a><ul class="pw-nav"><li>⟪News in Focus⟫</li><li>Business</li><li>Send a Release</li></ul><form class="pw-search"><input placeholder="Search"></form></div>
<div class="container release-body-wrapper"><div class="row"><div class="col-sm-10 col-sm-offset-1">
<header class="release-header"><h1>Harlow Foods to open distribution center in Brookfield, adding 450 jobs</h1><p class="release-subhead"><i>Company will invest $120 million in the 600,000-square-foot site, its first in the Midwest</i></p>
<p class="mb-no">⟪News provided by⟫ <a class="company-link">Harlow Foods, Inc.</a></p><p class="mb-no">Feb 18, 2025, 08:00 ET</p></header>
<div class="release-body">
<p>⟦BROOKFIELD, Wis., Feb. 18, 2025 /PressWire/ -- Harlow Foods, Inc. today announced it will build a regional distribution center in Brookfield, Wisconsin, creating about 450 full-time jobs when it opens in late 2026.⟧</p>
<p>⟦The 600,000-square-foot center will serve more than 300 grocery stores in Wisconsin, Illinois, Minnesota and Iowa. It will include a refrigerated section for dairy and produce and a solar array on its roof.⟧</p>
<p>⟦"Brookfield puts us within a day's drive of every store we supply in the region," said Carla Mendes, Harlow's chief operating officer. "We expect to hire most of the team locally."⟧</p>
<p>⟦Hiring will begin in the spring of 2026. Starting pay for warehouse associates will be $22 an hour.⟧</p>
<p><b>⟦About Harlow Foods⟧</b><br/>⟦Harlow Foods, Inc. is a family-owned grocery distributor founded in 1952 in Dayton, Ohio. It employs 6,800 people and supplies independent grocers in 14 states.⟧</p>
<p><b>Media Contact:</b><br/>Ben Okafor<br/>press@harlowfoods.example<br/>(555) 010-2234</p>
<p id="PURL">⟪SOURCE Harlow Foods, Inc.⟫</p>
</div>
<div class="release-footer"><p>⟪View original content to download multimedia⟫</p></div>
<div class="related-releases"><h3>⟪Also from this source⟫</h3><ul><li><a>⟪Harlow Foods names new chief financial officer⟫</a><span>Jan 06, 2025</span></li><li><a>Harlow Foods reports record year</a></li></ul></div>
</div></div></div>
<div class="pw-footer"><p>⟪Contact PressWire | Terms of Use | Privacy Policy | Site Map. Copyright &copy; 2025 PressWire Corporation.⟫</p></div></body></html>"""
    return whole(
        "i-press-release",
        _I,
        "press-release",
        "en",
        "https://www.presswire.example/news-releases/harlow-foods-brookfield-distribution-center-302188.html",
        page,
    )


@_case
def metered_teaser() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Inside the fight over the Belmont quarry expansion | Granite State Journal</title></head>
<body class="story-page is-metered"><div class="meter-bar" role="status">⟪You have read 3 of 3 free articles this month.⟫ <a>Log in</a></div>
<header class="gsj-header"><div class="gsj-logo">Granite State Journal</div><nav class="gsj-nav"><a>⟪Environment⟫</a><a>Statehouse</a><a>Business</a></nav></header>
<div class="story-wrap"><article class="story"><h1 class="story-hed">Inside the fight over the Belmont quarry expansion</h1><div class="story-byline">By Theo Lindqvist | Nov. 3, 2025</div>
<figure class="story-lead-art"><img src="/img/quarry.jpg" alt=""><figcaption>The Belmont quarry from Pine Hill Road. (Photo: Theo Lindqvist)</figcaption></figure>
<div class="story-body truncated" data-truncate="2">
<p>⟦On a clear day, the blasting at the Belmont quarry can be felt a mile away. Twice a week at noon, the windows in Gail Pressey's kitchen rattle, and the dog goes under the table.⟧</p>
<p>⟦Now the company that runs the quarry wants to make it twice as big, and the town is split over whether to let it.⟧</p>
<div class="story-fade"></div>
</div>
<div class="paywall-offer" id="regwall"><div class="offer-inner"><h3>⟪Subscribe to keep reading⟫</h3><p>⟪Get unlimited access to the Granite State Journal for $1 for your first three months.⟫</p><a class="offer-button">Subscribe now</a><p class="offer-login">⟪Already a subscriber? Log in⟫</p></div></div>
</article>
<aside class="story-rail"><div class="rail-module"><h4>⟪Recommended⟫</h4><ul><li><a>⟪Ski areas brace for a thin snow year⟫</a></li><li><a>Lawmakers weigh a gas tax holiday</a></li></ul></div></aside></div>
<footer class="gsj-footer">⟪&copy; 2025 Granite State Journal. All rights reserved. Use of this site constitutes acceptance of our User Agreement.⟫</footer></body></html>"""
    return whole(
        "i-metered-teaser",
        _I,
        "paywall",
        "en",
        "https://www.granitestatejournal.example/environment/2025/11/03/belmont-quarry-expansion-fight/",
        page,
    )


@_case
def explainer_toc_faq() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Heat pumps in cold climates: what actually works | HomeWise</title></head>
<body class="single-guide"><header class="site-hdr"><a class="brand">HomeWise</a><nav><a>⟪Energy⟫</a><a>Renovation</a><a>Money</a></nav></header>
<main class="guide"><h1>Heat pumps in cold climates: what actually works</h1><div class="guide-meta">Updated January 9, 2026 &middot; Reviewed by Sam Oduya, HVAC engineer</div>
<div class="guide-disclosure"><p>⟪We may earn a commission when you buy through links on our site.⟫</p></div>
<nav class="toc" aria-label="Table of contents"><p class="toc-title">⟪In this article⟫</p><ol><li><a href="#how">⟪The physics of cold-weather heating⟫</a></li><li><a href="#size">Sizing</a></li><li><a href="#backup">Do you need a backup?</a></li><li><a href="#faq">FAQ</a></li></ol></nav>
<div class="guide-content">
<p>⟦Ten years ago the advice in cold places was simple: heat pumps stop working below freezing, so get a furnace. That advice is out of date, but it is not entirely wrong either.⟧</p>
<h2 id="how">⟦How a heat pump heats when it is freezing outside⟧</h2>
<p>⟦Even at 5°F the outdoor air holds heat. Newer cold-climate models use variable-speed compressors to pull it in, and many keep most of their rated output down to about -5°F.⟧</p>
<h2 id="size">⟦Sizing is the whole game⟧</h2>
<p>⟦Most complaints about heat pumps in cold houses come from units sized for cooling. Ask the installer for a room-by-room load calculation, and make sure it uses your town's design temperature.⟧</p>
<div class="product-card"><div class="product-name">⟪Our pick: the Northfield CX-24⟫</div><div class="product-price">$4,199</div><a class="product-cta">Check price</a></div>
<h2 id="backup">⟦Do you need a backup?⟧</h2>
<p>⟦In most of the northern U.S., a well-sized heat pump with electric resistance strips for the coldest nights is enough. Where winters regularly drop below -15°F, keeping an existing furnace as a backup still makes sense.⟧</p>
<section class="faq" id="faq"><h2>⟦Frequently asked questions⟧</h2>
<details><summary>⟦Are heat pumps noisy?⟧</summary><p>⟦The outdoor unit hums about as loud as a refrigerator. Defrost cycles are louder for a minute or two.⟧</p></details>
<details><summary>⟦Will my electric bill go up?⟧</summary><p>⟦Yes, but in most cases your total heating bill goes down, because you stop buying oil or propane.⟧</p></details>
</section>
</div>
<div class="guide-author"><img src="/a/priya.jpg" alt=""><p>⟪Priya Natarajan has written about home energy for a decade. She heats her Vermont farmhouse with two heat pumps and a wood stove.⟫</p></div>
<div class="guide-related"><h3>⟪Keep reading⟫</h3><a>⟪The best smart thermostats of 2026⟫</a><a>How to read an energy audit</a></div></main>
<footer class="site-ftr">⟪HomeWise is reader-supported. &copy; 2026 HomeWise Media LLC⟫</footer></body></html>"""
    return whole(
        "i-explainer-faq",
        _I,
        "guide",
        "en",
        "https://homewise.example/energy/heat-pumps-cold-climates/",
        page,
    )


@_case
def letters_to_editor() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Letters: Keep the library open Sundays; the parking garage plan | Opinion | The Harbor Gazette</title></head>
<body><div class="wrapper"><div class="masthead"><div class="logo">The Harbor Gazette</div><ul class="sections"><li>News</li><li>⟪Opinion⟫</li><li>Sports</li><li>Classifieds</li></ul></div>
<div class="main-col"><div class="section-label">Letters to the Editor</div><h1>Letters: Keep the library open Sundays; the parking garage plan</h1><div class="pubdate">Saturday, March 1, 2025</div>
<div class="story-content">
<h3>⟦Sunday hours matter⟧</h3>
<p>⟦The library board wants to close on Sundays to save $60,000 a year. Sunday afternoon is the only time many working parents can bring their children. I have watched the children's room fill up every Sunday for years. Find the money somewhere else.⟧</p>
<p>&mdash; Rebecca Hale, Eastport</p>
<h3>⟦A garage nobody asked for⟧</h3>
<p>⟦The council says downtown needs a 400-space garage. On any weekday I can park within a block of the post office. Before we borrow $14 million, could someone count the empty spaces we already have?⟧</p>
<p>&mdash; Walter Dunn, Harbor City</p>
<h3>⟦Thanks to the snowplow crews⟧</h3>
<p>⟦After the February storm our street was plowed before 6 a.m. My husband is on dialysis and has to be at the clinic at 7. Thank you to whoever drove that plow.⟧</p>
<p>&mdash; Maria Esposito, North Harbor</p>
<div class="letters-policy"><p><em>⟪Letters should be no longer than 250 words and must include the writer's name, town and phone number. Send them to letters@harborgazette.example.⟫</em></p></div>
</div>
<div class="share-tools"><a>⟪Email⟫</a><a>Print</a><a>Facebook</a></div>
<div class="more-opinion"><h4>⟪More Opinion⟫</h4><ul><li><a>⟪Editorial: The school budget deserves a yes vote⟫</a></li><li><a>Column: What my father's garden taught me</a></li></ul></div></div>
<div class="ads-col"><div class="ad">⟪Advertisement⟫</div></div>
<div class="footer">⟪The Harbor Gazette &bull; 22 Wharf St. &bull; Copyright 2025⟫</div></div></body></html>"""
    return whole(
        "i-letters-editor",
        _I,
        "letters",
        "en",
        "https://harborgazette.example/opinion/letters/letters-keep-library-open-sundays-parking-garage",
        page,
    )


@_case
def sports_recap_table() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Kestrels rally past Wolves in overtime to reach state semis - Prep Sports Now</title></head>
<body><div id="wrapper"><div id="header"><h2 class="site-name">Prep Sports Now</h2><ul id="sports-nav"><li>⟪Football⟫</li><li>Basketball</li><li>Soccer</li><li>Scores</li></ul></div>
<div id="scoreboard-ticker"><span>⟪FINAL: Central 58, Lincoln 44⟫</span><span>FINAL: Mercy 61, St. Paul 59</span></div>
<div id="content"><h1 class="entry-title">Kestrels rally past Wolves in overtime to reach state semis</h1><p class="byline">By Dre Whitfield | March 8, 2025</p>
<div class="entry">
<p>⟦Down nine with three minutes left, the Fairmont Kestrels looked finished. Then Jalen Moss hit three straight 3-pointers, and Fairmont beat Hollis 67-63 in overtime Friday to reach the state semifinals for the first time since 2011.⟧</p>
<p>⟦Moss finished with 29 points, 17 of them after the third quarter. Teammate Owen Bright added 14 rebounds.⟧</p>
<table class="linescore"><thead><tr><th>Team</th><th>1</th><th>2</th><th>3</th><th>4</th><th>OT</th><th>F</th></tr></thead><tbody><tr><td>Hollis</td><td>15</td><td>18</td><td>14</td><td>10</td><td>6</td><td>63</td></tr><tr><td>Fairmont</td><td>12</td><td>14</td><td>17</td><td>14</td><td>10</td><td>67</td></tr></tbody></table>
<p>⟦&ldquo;I told them at the timeout that nine points is three possessions,&rdquo; Fairmont coach Lisa Carver said. &ldquo;They believed it before I did.&rdquo;⟧</p>
<p>⟦Hollis (24-5) was led by Marcus Lane with 22 points. The Wolves had won 14 straight.⟧</p>
<p>⟦Fairmont (22-7) plays top-seeded Ridgeview on Thursday at 6 p.m. at the university arena.⟧</p>
<p><strong>⟪Box score: Fairmont 67, Hollis 63 (OT)⟫</strong></p>
<p>⟪<a>Buy tickets for the state tournament here.</a>⟫</p>
</div>
<div class="post-nav"><a class="prev">⟪&laquo; Girls roundup: Mercy edges St. Paul at the buzzer⟫</a><a class="next">Swimming: Records fall at sectionals &raquo;</a></div></div>
<div id="sidebar"><div class="widget"><h3>⟪Top Performers⟫</h3><ul><li>⟪Jalen Moss, Fairmont: 29 pts⟫</li><li>Ana Ruiz, Mercy: 24 pts</li></ul></div></div>
<div id="footer">⟪&copy; 2025 Prep Sports Now. Scores are reported by coaches.⟫</div></div></body></html>"""
    return whole(
        "i-sports-recap",
        _I,
        "sports",
        "en",
        "https://prepsportsnow.example/basketball/2025/03/08/kestrels-rally-past-wolves-overtime/",
        page,
    )


def _sqs_html(html: str) -> str:
    """One Squarespace text block, as the page editor nests it."""
    return (
        '<div class="sqs-block html-block sqs-block-html" data-block-type="2">'
        f'<div class="sqs-block-content"><div class="sqs-html-content">{html}</div></div></div>'
    )


@_case
def squarespace_blocks() -> Case:
    page = f"""<!doctype html><html lang="en-US"><head><meta charset="utf-8"><title>Why we stopped selling sourdough on Saturdays &mdash; Crumb &amp; Kettle Bakery</title></head>
<body class="collection-type-blog view-item tweak-blog-item-width-normal"><header id="header" class="header theme-col--primary"><div class="header-title-logo"><a>Crumb &amp; Kettle</a></div><nav class="header-nav-list"><div class="header-nav-item"><a>⟪Menu⟫</a></div><div class="header-nav-item"><a>Journal</a></div><div class="header-nav-item"><a>Visit</a></div></nav></header>
<main id="page" class="container" role="main"><article class="entry h-entry hentry blog-item"><div class="blog-item-top-wrapper"><h1 class="entry-title" data-content-field="title">Why we stopped selling sourdough on Saturdays</h1><div class="blog-item-meta-wrapper"><time class="dt-published">October 4, 2025</time><span class="blog-author">Nell Okafor</span></div></div>
<div class="blog-item-content-wrapper"><div class="blog-item-content e-content"><div class="sqs-layout sqs-grid-12 columns-12" data-type="item"><div class="row sqs-row"><div class="col sqs-col-12 span-12">
{_sqs_html("<p>⟦Starting this month you will not find sourdough on the shelf on Saturdays. We know. Several of you have already told us, some of you in person and at length.⟧</p>")}
{_sqs_html("<p>⟦Here is why. A loaf of sourdough takes us about 30 hours from feeding the starter to pulling it from the oven. To have 200 loaves ready at 7 a.m. on Saturday, two of us were starting Thursday night and working through Friday, which is also our busiest wholesale day.⟧</p>")}
<div class="sqs-block image-block sqs-block-image" data-block-type="5"><div class="sqs-block-content"><figure class="sqs-block-image-figure intrinsic"><img src="https://images.squarespace-cdn.example/loaves.jpg" alt=""><figcaption class="image-caption-wrapper"><p>Friday's bake, before the change.</p></figcaption></figure></div></div>
{_sqs_html("<p>⟦Something had to give, and it was going to be either the bread or Tomás, who has worked that shift for four years and has a new baby.⟧</p>")}
<div class="sqs-block newsletter-block sqs-block-newsletter" data-block-type="51"><div class="sqs-block-content"><div class="newsletter-form-wrapper"><h2 class="newsletter-form-header-title">⟪Get our weekly bake list⟫</h2><p class="newsletter-form-header-description">⟪Find out what is in the oven before you come in.⟫</p><button class="newsletter-form-button">Sign Up</button></div></div></div>
{_sqs_html("<p>⟦Sourdough is still on the shelf Tuesday to Friday, and you can pre-order Saturday loaves by Thursday noon for pickup. Those we bake on Friday, alongside everything else.⟧</p><p>⟦Thank you for understanding, and for eating so much bread.⟧</p>")}
</div></div></div></div></div>
<div class="blog-item-comments"><div class="squarespace-comments"><a>⟪Comments (12)⟫</a></div></div>
<section class="item-pagination item-pagination--prev-next"><a class="item-pagination-link item-pagination-link--prev"><div class="item-pagination-prev-next">Previous</div><h2 class="item-pagination-title">⟪Meet our new pastry chef⟫</h2></a><a class="item-pagination-link item-pagination-link--next"><div class="item-pagination-prev-next">Next</div><h2 class="item-pagination-title">Summer hours</h2></a></section></article></main>
<footer class="sections" id="footer-sections"><div class="sqs-html-content"><p>⟪Crumb &amp; Kettle Bakery &middot; 41 Orchard Lane &middot; Open Tue&ndash;Sun 7&ndash;3⟫</p></div></footer></body></html>"""
    return whole(
        "i-squarespace-blocks",
        _I,
        "squarespace",
        "en",
        "https://www.crumbandkettle.example/journal/why-we-stopped-selling-sourdough-on-saturdays",
        page,
    )


@_case
def substack_footnotes() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>The quiet collapse of the county weekly - by Arlo Pennington</title></head>
<body><div id="entry"><div id="main" class="main typography use-theme-bg"><div class="topbar-content"><a class="navbar-title-link">The Local Ledger</a><button class="button primary subscribe-btn">⟪Subscribe⟫</button><button>Sign in</button></div>
<div class="container"><div class="single-post-container"><div class="single-post"><article class="typography newsletter-post post">
<div class="post-header"><h1 class="post-title published">The quiet collapse of the county weekly</h1><h3 class="subtitle">Three papers closed in our state this year. Nobody wrote their obituaries.</h3><div class="post-meta"><div class="profile-hover-card-target"><a>Arlo Pennington</a></div><div class="post-date">Jul 22, 2025</div></div>
<div class="post-ufi"><div class="like-button-container"><span class="label">⟪142⟫</span></div><div class="post-ufi-comment-button"><span class="label">37</span></div><div class="post-ufi-button share">Share</div></div></div>
<div class="available-content"><div dir="auto" class="body markup">
<p>⟦In March the Tilden County Courier printed its last issue. It had come out every Thursday since 1887, through two world wars and a fire that destroyed its press.⟧<a class="footnote-anchor" id="footnote-anchor-1" href="#footnote-1">1</a></p>
<p>⟦The paper had four employees at the end. Its publisher, who is 71, told me she had tried for two years to find a buyer and could not find one who wanted to keep printing.⟧</p>
<div class="subscription-widget-wrap"><div class="subscription-widget show-subscribe"><div class="preamble"><p>⟪The Local Ledger is a reader-supported publication. To receive new posts and support my work, consider becoming a free or paid subscriber.⟫</p></div><form class="form"><input type="email" placeholder="Type your email..."><button class="button primary">Subscribe</button></form></div></div>
<p>⟦What replaced it? Mostly nothing. The county's legal notices now run in a daily 60 miles away. The school board's meetings have no reporter in the room.⟧<a class="footnote-anchor" id="footnote-anchor-2" href="#footnote-2">2</a></p>
<p>⟦I am going to spend the next few months visiting the towns that lost their papers, starting with Tilden. If you live in one, write to me.⟧</p>
<p class="button-wrapper"><a class="button primary"><span>⟪Share The Local Ledger⟫</span></a></p>
<div class="footnote"><a id="footnote-1" href="#footnote-anchor-1" class="footnote-number">1</a><div class="footnote-content"><p>⟦The fire was in 1923. The paper came out that week anyway, printed on a borrowed press in the next county.⟧</p></div></div>
<div class="footnote"><a id="footnote-2" href="#footnote-anchor-2" class="footnote-number">2</a><div class="footnote-content"><p>⟦The daily's editor told me it sends a reporter when it can, which in practice means a few times a year.⟧</p></div></div>
</div></div>
<div class="post-footer"><div class="post-ufi"><div class="like-button-container"><span>⟪Like⟫</span></div></div></div></article>
<div class="comments-section"><h4 class="comments-heading">⟪Discussion about this post⟫</h4><div class="comment"><div class="comment-meta"><a>Ruth A.</a> <span>Jul 22</span></div><div class="comment-body"><p>⟪Our paper went from weekly to monthly last year. I think it is only a matter of time.⟫</p></div></div><div class="comment"><div class="comment-body"><p>Thank you for doing this.</p></div></div></div>
</div></div></div></div></div>
<div class="footer-wrap"><div class="footer">⟪&copy; 2025 Arlo Pennington. Privacy &middot; Terms &middot; Collection notice⟫</div><div class="footer-substack"><a>⟪Start writing⟫</a></div></div></div></body></html>"""
    return whole(
        "i-substack-footnotes",
        _I,
        "substack",
        "en",
        "https://localledger.substack.example/p/the-quiet-collapse-of-the-county",
        page,
    )
