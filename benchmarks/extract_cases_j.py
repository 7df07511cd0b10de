"""Hand-written extraction cases, batch J (session 20, HELD OUT), English pages.

Written whole (``extract_case_whole``) by session 20's writer, a new writer who had not
written A to I, Z or Z2, and committed with its "before" figures (measured on main
``f1fa913``) before any extraction change of the session; it is scored only to report
changes, never read page by page to make one. The page families are ones the earlier
batches drew little or not at all: a Brightspot page with a newsletter module and an
"Enhancement" embed between paragraphs, a local TV station's story under a weather alert
bar and a school-closings ticker, a Medium post, a university news office's story, a
court story with an embedded DocumentCloud viewer, a funeral home's obituary with its
guest book, a newspaper recipe with a recipe card, an election-night results page, a body
cut by a "Most read" rail and a video player, a podcast episode's transcript, the web
version of an e-mail newsletter, a hyperlocal network's post, a sports club's own match
report, a .gov agency release and a fact check with a rating box and a correction. The
judgment calls are batch D's, F's, H's and I's (``extract_cases_d``, ``extract_cases_f``,
``extract_cases_h``, ``extract_cases_i``) and these:

- a quote module set between paragraphs (Brightspot's "Quote" enhancement) is left open,
  as batch I's pull quote;
- a newsletter sign-up module, a "Download our app" bar, a weather widget, a closings
  ticker and a station's copyright line are furniture, wherever they sit;
- Medium's subtitle (a standfirst set inside the post) is left open; its "Follow",
  "Listen", "Share", clap counts and "Written by" card are furniture;
- an embedded document viewer's toolbar and its "Contributed to DocumentCloud" line are
  furniture; quotations from the ruling inside the story are body;
- an obituary's own text, its survivors and its service details (as the family wrote
  them) are body; the funeral home's event card is left open; "Send Flowers", "Plant a
  Tree" and guest-book entries are furniture;
- a recipe's ingredients and steps are body (the recipe is the article's point), and so
  are the card's name and its "Ingredients" / "Instructions" headings (headings inside
  the body); its times, yield and nutrition lines are left open; "Jump to Recipe", "Print" and
  "Pin" are furniture;
- a results page's narrative is body; the results table's cells and the "% of expected
  vote" line are left open;
- a podcast transcript is the body (its "Transcript" heading too), each speaker's name
  part of the line it starts; the player's duration and "Subscribe on …" links are
  furniture; "This transcript was machine-generated" is left open;
- an e-mail newsletter's items are body, each item's heading too; "View in browser",
  "Forward to a friend", the sponsor slot and the unsubscribe footer are furniture;
- a club's match report is body; its line-ups are left open; "brought to you by" sponsor
  lines are furniture;
- a fact check's rating box ("Claim: …", "Rating: …") is left open; a correction at the
  end is body (batch E's rule).
"""

from __future__ import annotations

from collections.abc import Callable

from extract_case_parts import Case
from extract_case_whole import whole

__all__ = ["BATCH_J_EN"]

_J = "j"
BATCH_J_EN: list[Callable[[], Case]] = []


def _case(fn: Callable[[], Case]) -> Callable[[], Case]:
    BATCH_J_EN.append(fn)
    return fn


@_case
def brightspot_newsletter_module() -> Case:
    page = """<!DOCTYPE html><html class="Page" lang="en"><head><meta charset="UTF-8"><title>Tollway board approves cashless lanes at three plazas | Lakeshore Public Media</title>
<meta property="og:type" content="article"><meta name="brightspot.contentId" content="0000018b-2c4e-d7a1-a3ff-7dfe91a60000">
<link rel="stylesheet" href="/resource/00000170-4ee9/styleguide/All.min.css"><script src="/resource/00000170-4ee9/styleguide/All.min.js" async></script></head>
<body class="ArticlePage"><div class="Page-header"><div class="Page-header-bar"><a class="Page-header-logo">Lakeshore Public Media</a><nav class="NavigationItem-items"><a class="NavigationItem-text">⟪News⟫</a><a class="NavigationItem-text">Arts &amp; Culture</a><a class="NavigationItem-text">Schedule</a></nav><a class="DonateButton">⟪Donate⟫</a></div></div>
<main class="Page-main"><div class="Page-above"><div class="ArticlePage-breadcrumbs"><a class="Link">Transportation</a></div><h1 class="ArticlePage-headline">Tollway board approves cashless lanes at three plazas</h1>
<div class="ArticlePage-byline"><div class="ArticlePage-authorName">By <a class="Link">Marisol Tran</a></div><div class="ArticlePage-datePublished">Published October 14, 2025 at 5:12 PM CDT</div></div>
<div class="ActionBar"><ul class="ActionBar-items"><li>⟪Facebook⟫</li><li>Twitter</li><li>LinkedIn</li><li>Email</li></ul></div></div>
<div class="ArticlePage-mainContent"><div class="RichTextArticleBody RichTextBody">
<p>⟦The state tollway board voted 7-2 on Tuesday to remove the last staffed booths at the Elm Creek, Harlan Road and Oakmont plazas, ending cash payment on the western loop by next summer.⟧</p>
<p>⟦Drivers without a transponder will be billed by mail from a photo of their plate. The board's staff said about 6 percent of trips at the three plazas still pay cash, most of them on weekends.⟧</p>
<div class="Enhancement" data-align-center><div class="Enhancement-item"><div class="NewsletterSignupInline"><div class="NewsletterSignupInline-title">⟪Get Lakeshore Daily in your inbox⟫</div><div class="NewsletterSignupInline-description">⟪The region's news, every weekday at 6 a.m. Free.⟫</div><form class="NewsletterSignupInline-form"><input type="email" placeholder="Your email address"><button>Subscribe</button></form><div class="NewsletterSignupInline-disclaimer">⟪By subscribing you agree to our privacy policy.⟫</div></div></div></div>
<p>⟦The two members who voted no said the mail-in bills fall hardest on drivers who do not have a bank card. &ldquo;We are asking the people with the least to pay a late fee first and ask questions later,&rdquo; said board member Ron Alvarez.⟧</p>
<p>⟦Tollway staff said a new pay-by-plate website will let drivers settle a trip within 14 days without a penalty, and that a cash option will remain at 40 partner gas stations.⟧</p>
<div class="Enhancement"><div class="Enhancement-item"><div class="Quote"><blockquote class="Quote-text">"The staffed booth is a 1950s solution to a 2025 problem."</blockquote><div class="Quote-attribution">&mdash; Tollway executive director Sheryl Ng, in a September memo</div></div></div></div>
<p>⟦The 23 toll collectors at the three plazas will be offered jobs in the agency's customer service center, the union representing them said.⟧</p>
<p>⟦Work on the new gantries starts in March.⟧</p>
</div>
<div class="ArticlePage-tags"><span class="ArticlePage-tags-label">Tags</span><a class="Link">⟪Transportation⟫</a><a class="Link">Tollway</a></div>
<div class="ArticlePage-authors"><div class="ArticlePage-authors-name">Marisol Tran</div><div class="ArticlePage-authors-bio">⟪Marisol Tran reports on transportation and infrastructure for Lakeshore Public Media.⟫</div></div>
<div class="PromoList"><h2 class="PromoList-title">⟪Related Content⟫</h2><ul><li class="PromoB"><a class="Link">⟪Western loop construction to close ramps through May⟫</a></li><li class="PromoB"><a class="Link">Transit agency weighs fare-free Fridays</a></li></ul></div></div></main>
<footer class="Page-footer"><div class="Page-footer-disclaimer">⟪&copy; 2025 Lakeshore Public Media. A member station of NPR and PBS.⟫</div></footer>
<script>window.dataLayer=window.dataLayer||[];dataLayer.push({"contentType":"Article"});</script></body></html>"""
    return whole(
        "j-brightspot-newsletter",
        _J,
        "brightspot",
        "en",
        "https://www.lakeshorepublicmedia.example/transportation/2025-10-14/tollway-board-cashless-lanes",
        page,
    )


@_case
def tv_station_weather_bar() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Crews restore power to most of Bellmont after overnight ice storm | WKVT 7</title>
<script>window.__STATION__={"callLetters":"WKVT","market":"Bellmont"};</script><link rel="stylesheet" href="/wp-content/themes/station/dist/main.css"></head>
<body class="single single-post"><div class="weather-alert-bar"><a class="weather-alert-bar__link"><span class="weather-alert-bar__label">⟪WINTER STORM WARNING⟫</span> ⟪until 6 PM for Bellmont, Kerr and Dale counties⟫</a></div>
<div class="closings-ticker"><span class="closings-ticker__title">⟪Closings &amp; Delays:⟫</span><span class="closings-ticker__count">⟪142 closings⟫</span><a>See the full list</a></div>
<header class="site-header"><a class="site-header__logo">WKVT 7</a><nav class="site-nav"><a>⟪News⟫</a><a>Weather</a><a>Sports</a><a>Live</a><a>Contests</a></nav><div class="site-header__weather"><span class="current-temp">⟪28°⟫</span><span class="current-cond">Freezing Rain</span></div></header>
<main class="site-main"><article class="article"><header class="article-header"><h1 class="article-title">Crews restore power to most of Bellmont after overnight ice storm</h1><div class="article-meta"><span class="article-author">by Devin Marsh</span> <time datetime="2025-01-09T07:48:00-06:00">Thu, January 9th 2025, 7:48 AM CST</time></div></header>
<div class="article-featured-video"><div class="jw-player-wrap" data-media-id="Xk21pQ"><div class="jw-title">WATCH: Ice coats trees and lines across Bellmont</div></div></div>
<div class="article-content">
<p>⟦BELLMONT (WKVT) &mdash; Power is back on for most of Bellmont after a night of freezing rain brought down limbs and lines across the city, but about 3,800 customers in the southern part of the county were still in the dark Thursday morning.⟧</p>
<p>⟦Prairie Electric said at the peak of the storm, shortly after 2 a.m., more than 21,000 customers had lost power. Crews from three neighboring co-ops arrived before dawn to help.⟧</p>
<div class="widget-weather-inline"><div class="widget-weather-inline__head">⟪7-Day Forecast⟫</div><ul class="widget-weather-inline__days"><li>⟪THU 31°/19°⟫</li><li>FRI 27°/12°</li><li>SAT 35°/22°</li></ul><a class="widget-weather-inline__more">⟪Interactive Radar⟫</a></div>
<p>⟦The utility asked people to stay at least 35 feet from any downed line and to assume every line is live.⟧</p>
<p>⟦Bellmont Public Schools and most districts in the viewing area called off classes for the day. The city opened a warming center at the Grant Street recreation center, which will stay open until power is restored in the south county.⟧</p>
<div class="app-promo"><p>⟪Download the WKVT 7 News app for breaking news and weather alerts.⟫</p></div>
<p>⟦More freezing drizzle is possible through the afternoon before temperatures fall into the teens overnight, the WKVT 7 First Alert Weather team said.⟧</p>
</div>
<div class="article-copyright">⟪Copyright 2025 WKVT. All rights reserved.⟫</div></article>
<aside class="sidebar"><section class="trending"><h3>⟪Trending Now⟫</h3><ul><li><a>⟪Man charged after chase ends on Route 9 bridge⟫</a></li><li><a>Bellmont's new arena gets a name</a></li></ul></section></aside></main>
<footer class="site-footer"><p>⟪WKVT 7 &middot; EEO Report &middot; FCC Public File &middot; Closed Captioning⟫</p></footer></body></html>"""
    return whole(
        "j-tv-weather-bar",
        _J,
        "tv-station",
        "en",
        "https://wkvt7.example/news/local/crews-restore-power-bellmont-ice-storm",
        page,
    )


@_case
def medium_post() -> Case:
    page = """<!doctype html><html lang="en"><head><title>I Spent a Year Reading Every City Council Agenda. Here's What I Learned. | by Ada Quill | Civic Notes | Medium</title><meta charset="utf-8"><meta name="viewport" content="width=device-width,minimum-scale=1,initial-scale=1,maximum-scale=1"><meta property="al:ios:app_name" content="Medium"><link rel="stylesheet" href="https://glyph.medium.com/css/unbound.css"></head>
<body><div id="root"><div class="a b c"><div class="l d"><nav class="bh bi"><a class="au av">Medium</a><div class="ab q"><a class="bx">⟪Write⟫</a><a class="bx">Sign up</a><a class="bx">Sign in</a></div></nav></div>
<div class="l"><article><div class="l"><section><div class="fi fj fk fl fm"><div class="ab ca"><div class="ch bg fn fo fp fq">
<div><h1 class="pw-post-title ha hb hc bf hd he hf hg" data-testid="storyTitle">I Spent a Year Reading Every City Council Agenda. Here's What I Learned.</h1></div>
<div><h2 class="pw-subtitle-paragraph hu hb hc bf b hv hw">Most of what matters happens in the consent agenda, and almost nobody reads it.</h2></div>
<div class="hx hy"><div class="ab"><span class="bf b bg"><a class="af ag">Ada Quill</a></span><span>·</span><button class="bf b">⟪Follow⟫</button></div><div class="ab"><span>Published in Civic Notes</span><span>·</span><span data-testid="storyReadTime">7 min read</span><span>·</span><span>Feb 3, 2025</span></div></div>
<div class="ab q jc"><div class="pw-multi-vote-count"><p class="bf b">⟪1.2K⟫</p></div><div><span class="pw-responses-count">14</span></div><button aria-label="Listen">⟪Listen⟫</button><button aria-label="Share">Share</button></div>
<p class="pw-post-body-paragraph kz la hc lb b lc ld" data-selectable-paragraph="" id="2f1c">⟦Last January I made myself a promise: I would read the full agenda packet for every meeting of my city council, all 48 of them, including the parts that get approved without discussion.⟧</p>
<p class="pw-post-body-paragraph kz la hc lb b lc ld" data-selectable-paragraph="" id="8a0d">⟦The packets ran to 11,400 pages. I did not read every page closely, but I read every item, and I kept a spreadsheet.⟧</p>
<h3 class="mp mq hc bf mr ms mt" data-selectable-paragraph="" id="b6e1">⟦The consent agenda is where the money goes⟧</h3>
<p class="pw-post-body-paragraph kz la hc lb b lc ld" data-selectable-paragraph="" id="5c77">⟦Of the $214 million in contracts the council approved last year, $171 million passed on the consent agenda, voted on in a single motion with no presentation. That includes the city's new towing contract and a nine-year lease for the police impound lot.⟧</p>
<figure class="np nq nr ns nt nu"><div class="nv nw"><picture><img alt="" class="bg lg nx c" width="700" height="394" loading="eager"></picture></div><figcaption class="oa ob oc ns nt od oe bf b bg">My spreadsheet, by month. Image by the author.</figcaption></figure>
<p class="pw-post-body-paragraph kz la hc lb b lc ld" data-selectable-paragraph="" id="90fe">⟦None of this is hidden. It is all posted on the city website on the Friday before each meeting. It is just long, and it is dull, and it arrives when people have other plans for the weekend.⟧</p>
<h3 class="mp mq hc bf mr ms mt" data-selectable-paragraph="" id="d3a2">⟦Three things I would tell anyone who wants to start⟧</h3>
<ol class=""><li class="og oh hc lb b lc" data-selectable-paragraph="" id="7e10">⟦Read the staff report, not the resolution. The resolution says what; the report says why.⟧</li><li class="og oh hc lb b lc" data-selectable-paragraph="" id="0b33">⟦Search the packet for "sole source." Those are the contracts nobody bid on.⟧</li><li class="og oh hc lb b lc" data-selectable-paragraph="" id="f4c9">⟦Email the clerk. Mine answered every question I sent within two days.⟧</li></ol>
<p class="pw-post-body-paragraph kz la hc lb b lc ld" data-selectable-paragraph="" id="aa81">⟦I am going to keep going this year, and I will post a short note here after each meeting.⟧</p>
</div></div></div></section></div></article>
<div class="ab ca"><div class="ch bg"><div class="ab cb"><ul class="ab"><li><a class="ox">⟪Local Government⟫</a></li><li><a class="ox">Civic Tech</a></li><li><a class="ox">Journalism</a></li></ul></div>
<div class="pk"><h2 class="bf pz">⟪Written by Ada Quill⟫</h2><p class="bf b">⟪312 Followers · Writer for Civic Notes⟫</p><p>I read the boring documents so you do not have to.</p><button>Follow</button></div>
<div class="qh"><h2 class="bf">⟪Responses (14)⟫</h2><div class="qi"><p class="bf b">⟪This is the kind of thing every city needs. Doing the same for my county board now.⟫</p></div></div>
<div class="ql"><h2 class="bf">⟪More from Civic Notes⟫</h2><div><h2 class="bf">⟪How to read a municipal budget in an afternoon⟫</h2></div></div></div></div></div></div></div>
<script>window.__APOLLO_STATE__ = {"ROOT_QUERY":{"viewer":null}}</script></body></html>"""
    return whole(
        "j-medium-post",
        _J,
        "medium",
        "en",
        "https://medium.example/civic-notes/i-spent-a-year-reading-every-city-council-agenda-4e2b9c1d7a30",
        page,
    )


@_case
def university_news_office() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Soil fungus helps prairie grasses survive drought, study finds | News | Hollins State University</title><meta name="generator" content="Cascade CMS"><link rel="stylesheet" href="/_resources/css/hsu.min.css"></head>
<body><a class="skip-link" href="#main">⟪Skip to main content⟫</a><div class="utility-bar"><ul><li>⟪Apply⟫</li><li>Visit</li><li>Give</li><li>MyHSU</li></ul></div>
<header class="hsu-header"><a class="hsu-header__wordmark">Hollins State University</a><nav class="hsu-mainnav"><ul><li>Academics</li><li>Admissions</li><li>Research</li><li>Campus Life</li><li>⟪Athletics⟫</li></ul></nav></header>
<div class="hsu-banner"><span class="hsu-banner__unit">HSU News</span></div>
<main id="main" class="hsu-main"><div class="grid"><div class="col-9"><nav class="breadcrumbs"><ol><li>Home</li><li>News</li><li>2025</li></ol></nav>
<article class="news-story"><h1>Soil fungus helps prairie grasses survive drought, study finds</h1><p class="news-story__date">April 22, 2025</p><p class="news-story__author">By Wen Okafor, University Communications</p>
<figure class="news-story__image"><img src="/news/2025/images/prairie-plots.jpg" alt="Researchers in a prairie test plot"><figcaption>Graduate student Lena Farr checks a rain-exclusion shelter at the Hollins Prairie Station. (Photo: HSU Communications)</figcaption></figure>
<div class="news-story__body">
<p>⟦A common soil fungus may help native prairie grasses hold on through long droughts, according to a study led by Hollins State University ecologists and published this month in the journal Ecology Letters.⟧</p>
<p>⟦The team grew big bluestem, a tallgrass native to the region, in 96 outdoor plots at the university's prairie research station. Half of the plots were inoculated with an arbuscular mycorrhizal fungus; all were kept under rain shelters for two summers that cut rainfall by half.⟧</p>
<p>⟦Grasses paired with the fungus kept 38 percent more of their root mass through the dry period and recovered faster when the shelters came off.⟧</p>
<p>⟦&ldquo;The fungus is acting almost like a second root system,&rdquo; said Professor Tomas Heikkila, who led the study. &ldquo;It reaches water the plant's own roots cannot.&rdquo;⟧</p>
<p>⟦The work was funded by the National Science Foundation and the state's Department of Agriculture. The researchers now plan to test whether seed mixes sold for prairie restoration could include the fungus.⟧</p>
</div>
<div class="news-story__contact"><h2>Media contact</h2><p>Wen Okafor, University Communications<br>wokafor@hsu.example &middot; 555-0142</p></div>
<div class="news-story__tags"><span>⟪Topics:⟫</span> <a>⟪Research⟫</a> <a>College of Sciences</a> <a>Sustainability</a></div>
<div class="share-links">⟪Share this story⟫ <a>Facebook</a> <a>X</a> <a>LinkedIn</a></div>
</article></div>
<div class="col-3"><aside class="news-sidebar"><h2>⟪More HSU News⟫</h2><ul><li><a>⟪Nursing program expands to Riverton campus⟫</a></li><li><a>Alumni award winners named</a></li></ul><a class="btn">⟪Read more news⟫</a></aside></div></div></main>
<footer class="hsu-footer"><address>⟪Hollins State University · 400 College Avenue · Hollins⟫</address><ul><li>Accessibility</li><li>Privacy</li><li>Title IX</li></ul></footer>
<script src="/_resources/js/hsu.min.js"></script></body></html>"""
    return whole(
        "j-university-news",
        _J,
        "university-cms",
        "en",
        "https://www.hsu.example/news/2025/04/soil-fungus-prairie-drought.php",
        page,
    )


@_case
def court_documentcloud() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Judge blocks county from closing Eastside polling sites before runoff - The Capitol Record</title><link rel="canonical" href="https://capitolrecord.example/courts/2025/11/judge-blocks-polling-site-closures/"></head>
<body class="story courts"><header class="masthead"><div class="masthead__logo">The Capitol Record</div><nav class="masthead__nav"><a>⟪Politics⟫</a><a>Courts</a><a>Investigations</a><a>Newsletters</a></nav></header>
<main><article class="story-body"><div class="story-kicker">Courts</div><h1 class="story-title">Judge blocks county from closing Eastside polling sites before runoff</h1>
<div class="story-byline">By <a>Ines Calloway</a> &middot; <time datetime="2025-11-20T18:35:00-05:00">Nov. 20, 2025, 6:35 p.m.</time></div>
<div class="story-content">
<p>⟦A federal judge on Thursday ordered Marlow County to keep open six polling places on the city's east side through the Dec. 9 runoff, finding that the county's plan to close them was likely to burden Black voters more than others.⟧</p>
<p>⟦U.S. District Judge Karen Obi granted a preliminary injunction sought by two voting rights groups and a church, which argued the closures would force some voters to travel more than four miles to cast a ballot in person.⟧</p>
<blockquote class="story-quote"><p>⟦&ldquo;The County offers no explanation for why the burden of its cost savings should fall so heavily on the precincts with the lowest rates of car ownership,&rdquo; Obi wrote.⟧</p></blockquote>
<p>⟦The county's elections director, Paul Whitcomb, had said the closures would save about $140,000 a year and that the six sites had some of the lowest turnout in the county.⟧</p>
<div class="embed embed--documentcloud"><div class="DC-embed DC-embed-document"><div class="DC-toolbar"><span class="DC-title">⟪Obi order granting preliminary injunction (PDF)⟫</span><span class="DC-pages">⟪Page 1 of 34⟫</span><a class="DC-download">⟪Download⟫</a><a class="DC-fullscreen">Fullscreen</a></div><iframe src="https://embed.documentcloud.example/documents/2491133-obi-order/?embed=1" title="Obi order" width="100%" height="600"></iframe><div class="DC-footer">⟪Contributed to DocumentCloud by Ines Calloway (The Capitol Record)⟫ &bull; <a>View document</a></div></div></div>
<p>⟦A lawyer for the county said it would appeal to the 11th Circuit. Early voting for the runoff begins Monday.⟧</p>
<p>⟦The order does not settle the case. Obi set a trial for March on the groups' claim that the county's polling-place plan violates Section 2 of the Voting Rights Act.⟧</p>
</div>
<div class="story-tipline">⟪Have a tip about elections in Marlow County? Contact Ines Calloway securely on Signal.⟫</div></article>
<section class="more-stories"><h2>⟪More from Courts⟫</h2><ul><li>⟪Appeals court revives lawsuit over jail medical care⟫</li><li>Ex-commissioner pleads guilty in land deal</li></ul></section></main>
<footer class="site-footer">⟪&copy; 2025 The Capitol Record, a nonprofit newsroom⟫</footer></body></html>"""
    return whole(
        "j-court-documentcloud",
        _J,
        "court-embed",
        "en",
        "https://capitolrecord.example/courts/2025/11/judge-blocks-polling-site-closures/",
        page,
    )


@_case
def funeral_home_obituary() -> Case:
    page = """<!DOCTYPE html><html lang="en-US"><head><meta charset="UTF-8"><title>Obituary for Margaret "Peggy" Ann Lindqvist | Halvorsen-Dahl Funeral Home</title><link rel="stylesheet" href="https://cdn.tributearchive.example/styles/obit.css"></head>
<body class="obituary-page"><div class="fh-topbar"><span>⟪Call us 24/7: (555) 0175⟫</span></div><header class="fh-header"><div class="fh-logo">Halvorsen-Dahl Funeral Home</div><nav><ul><li>⟪Obituaries⟫</li><li>Services</li><li>Pre-Planning</li><li>Grief Support</li><li>Contact</li></ul></nav></header>
<main class="obit-container"><div class="obit-hero"><img class="obit-photo" src="/photos/lindqvist.jpg" alt=""><div class="obit-hero__text"><h1 class="obit-name">Margaret "Peggy" Ann Lindqvist</h1><p class="obit-dates">March 3, 1938 &ndash; June 11, 2025</p></div></div>
<div class="obit-actions"><a class="btn btn-flowers">⟪Send Flowers⟫</a><a class="btn btn-tree">⟪Plant a Tree⟫</a><a class="btn">Share</a></div>
<div class="obit-tabs"><a class="active">Obituary</a><a>⟪Tribute Wall⟫</a><a>Services</a></div>
<div class="obit-text">
<p>⟦Margaret &ldquo;Peggy&rdquo; Ann Lindqvist, 87, of Norvik, died peacefully on June 11, 2025, at Fjordview Care Center, with her daughters at her side.⟧</p>
<p>⟦Peggy was born on March 3, 1938, on the family farm east of Norvik to Arne and Hilda (Moen) Sorensen. She graduated from Norvik High School in 1956 and married Carl Lindqvist at Bethany Lutheran Church in 1959.⟧</p>
<p>⟦She taught second grade at Lincoln Elementary for 31 years. Generations of Norvik children learned to read in her classroom, and she could still name most of them. She sang alto in the Bethany choir, kept bees, and never lost a pie contest at the county fair that she admitted to.⟧</p>
<p>⟦She is survived by her daughters, Karen (Mike) Stavig and Julie Lindqvist; five grandchildren; three great-grandchildren; and her sister, Ruth Olander. She was preceded in death by her husband Carl in 2011 and her brother, Lars Sorensen.⟧</p>
<p>⟦A funeral service will be held at 11 a.m. Saturday, June 21, at Bethany Lutheran Church in Norvik, with visitation one hour before. Burial will follow at Norvik Lutheran Cemetery. In lieu of flowers, memorials are preferred to the Norvik Public Library.⟧</p>
</div>
<div class="obit-events"><h2>Services</h2><div class="event-card"><h3>Visitation</h3><p>Saturday, June 21, 2025 · 10:00 AM - 11:00 AM</p><p>Bethany Lutheran Church, 210 Church St, Norvik</p></div><div class="event-card"><h3>Funeral Service</h3><p>Saturday, June 21, 2025 · 11:00 AM</p></div><a class="btn">⟪Get Directions⟫</a></div>
<div class="tribute-wall"><h2>⟪Tribute Wall⟫</h2><div class="tribute"><p class="tribute-author">Dave and Linda Kerr</p><p class="tribute-text">⟪Mrs. Lindqvist was my second grade teacher and the reason I became a teacher myself. Our prayers are with the family.⟫</p></div><div class="tribute"><p class="tribute-text">⟪Peggy's honey was the best at the farmers market. She will be missed.⟫</p></div><a class="btn">⟪Post a Tribute⟫</a></div></main>
<footer class="fh-footer"><p>⟪&copy; 2025 Halvorsen-Dahl Funeral Home. All Rights Reserved. Website by Tribute Archive⟫</p></footer></body></html>"""
    return whole(
        "j-obituary-funeral-home",
        _J,
        "obituary",
        "en",
        "https://www.halvorsendahl.example/obituaries/margaret-lindqvist",
        page,
    )


@_case
def recipe_card_news() -> Case:
    page = """<!DOCTYPE html><html lang="en-US"><head><meta charset="UTF-8"><title>This sheet-pan supper is what I cook when the garden won't stop giving zucchini - The Valley Gazette</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"Sheet-Pan Zucchini with Sausage and White Beans","recipeYield":"4 servings"}</script></head>
<body class="single-post category-food"><header class="vg-header"><a class="vg-logo">The Valley Gazette</a><nav><a>News</a><a>⟪Food⟫</a><a>Things to Do</a><a>Obituaries</a></nav></header>
<main class="vg-main"><article class="post"><h1 class="entry-title">This sheet-pan supper is what I cook when the garden won't stop giving zucchini</h1><div class="entry-meta">By Colette Brandt &middot; August 6, 2025</div>
<a class="wprm-recipe-jump wprm-recipe-link">⟪Jump to Recipe⟫</a>
<div class="entry-content">
<p>⟦Every August there is a week when I stop giving zucchini to the neighbors, because the neighbors have started leaving theirs on my porch. This is the recipe I make that week, more than once.⟧</p>
<p>⟦It is barely a recipe: zucchini, onion, sausage and a can of white beans, roasted hot on one pan until the edges of everything go brown. The beans crisp a little and soak up the sausage fat. A squeeze of lemon at the end keeps it from being heavy.⟧</p>
<p>⟦Cut the zucchini thick. Thin slices turn to mush before the sausage is done.⟧</p>
<div class="wprm-recipe-container"><div class="wprm-recipe wprm-recipe-template-valley"><h2 class="wprm-recipe-name">⟦Sheet-Pan Zucchini with Sausage and White Beans⟧</h2>
<div class="wprm-recipe-buttons"><a class="wprm-recipe-print">⟪Print⟫</a><a class="wprm-recipe-pin">⟪Pin⟫</a><a class="wprm-recipe-rate">Rate</a></div>
<div class="wprm-recipe-times-container"><span class="wprm-recipe-details-label">Prep Time</span> <span>15 mins</span> <span class="wprm-recipe-details-label">Cook Time</span> <span>30 mins</span> <span class="wprm-recipe-details-label">Servings</span> <span>4</span></div>
<div class="wprm-recipe-ingredients-container"><h3 class="wprm-recipe-header">⟦Ingredients⟧</h3><ul class="wprm-recipe-ingredients">
<li class="wprm-recipe-ingredient">⟦3 medium zucchini, cut into 1-inch chunks⟧</li>
<li class="wprm-recipe-ingredient">⟦1 red onion, cut into wedges⟧</li>
<li class="wprm-recipe-ingredient">⟦1 pound Italian sausage links, cut into 2-inch pieces⟧</li>
<li class="wprm-recipe-ingredient">⟦1 can (15 ounces) cannellini beans, drained and patted dry⟧</li>
<li class="wprm-recipe-ingredient">⟦3 tablespoons olive oil, salt and pepper, and half a lemon⟧</li></ul></div>
<div class="wprm-recipe-instructions-container"><h3 class="wprm-recipe-header">⟦Instructions⟧</h3><ol class="wprm-recipe-instructions">
<li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">⟦Heat the oven to 450 degrees. Toss the zucchini, onion and beans with the oil, a big pinch of salt and plenty of pepper on a rimmed sheet pan.⟧</div></li>
<li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">⟦Tuck the sausage pieces among the vegetables and roast for 25 to 30 minutes, stirring once, until the sausage is cooked through and the zucchini is browned.⟧</div></li>
<li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">⟦Squeeze the lemon over the pan and serve hot.⟧</div></li></ol></div>
<div class="wprm-nutrition-label-container"><span class="wprm-nutrition-label-text-nutrition-container">Calories: 512kcal | Protein: 24g | Fat: 36g</span></div>
<div class="wprm-call-to-action"><span class="wprm-call-to-action-header">⟪Tried this recipe?⟫</span> ⟪Tag @valleygazettefood on Instagram.⟫</div></div></div>
</div>
<div class="post-newsletter"><h3>⟪Get our Weeknight Dinners newsletter⟫</h3><form><input type="email"><button>Sign me up</button></form></div></article>
<aside class="sidebar"><h3>⟪More recipes⟫</h3><ul><li>⟪Tomato pie for a crowd⟫</li><li>No-churn peach ice cream</li></ul></aside></main>
<footer class="vg-footer">⟪&copy; 2025 The Valley Gazette⟫</footer></body></html>"""
    return whole(
        "j-recipe-card",
        _J,
        "recipe-news",
        "en",
        "https://valleygazette.example/food/2025/08/06/sheet-pan-zucchini-sausage-white-beans/",
        page,
    )


@_case
def election_results_live() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Live results: Harbor City mayoral runoff | Harbor City Herald</title><meta http-equiv="refresh" content="300"></head>
<body class="results-page"><header class="hdr"><a class="hdr__logo">Harbor City Herald</a><nav class="hdr__nav"><a>⟪Elections⟫</a><a>Local</a><a>Business</a><a>Subscribe</a></nav></header>
<main class="results"><div class="results__header"><span class="results__live">⟪LIVE⟫</span><h1>Live results: Harbor City mayoral runoff</h1><p class="results__updated">Last updated 11:42 p.m. &middot; 87% of expected vote counted</p><button class="results__refresh">⟪Refresh results⟫</button></div>
<div class="results__summary">
<p>⟦Council member Yolanda Pruitt holds a lead of about 4,100 votes over former port commissioner Dale Haverford with most ballots counted in the race to become Harbor City's next mayor.⟧</p>
<p>⟦Pruitt built her margin in early and mail ballots, which were counted first. Haverford has narrowed the gap as Election Day precincts reported, especially in the northern wards, but not by enough to overtake her at the current pace.⟧</p>
</div>
<table class="results-table"><caption>Mayor (runoff)</caption><thead><tr><th>Candidate</th><th>Votes</th><th>Pct.</th></tr></thead><tbody><tr><td>Yolanda Pruitt</td><td>48,217</td><td>52.2%</td></tr><tr><td>Dale Haverford</td><td>44,102</td><td>47.8%</td></tr></tbody></table>
<p class="results-table__source">Source: Harbor County Registrar of Voters</p>
<div class="results__summary">
<p>⟦About 14,000 ballots remain to be counted, most of them mail ballots dropped off on Election Day, the registrar's office said. The next count will be released Wednesday at 5 p.m.⟧</p>
<p>⟦Voters also approved Measure K, a half-cent sales tax for street repairs, with 58 percent voting yes. It needed a simple majority.⟧</p>
</div>
<table class="results-table"><caption>Measure K</caption><tbody><tr><td>Yes</td><td>53,390</td><td>58.1%</td></tr><tr><td>No</td><td>38,511</td><td>41.9%</td></tr></tbody></table>
<div class="results__signup">⟪Get results alerts on your phone: text HERALD to 55500.⟫</div>
<section class="results__more"><h2>⟪More election coverage⟫</h2><ul><li><a>⟪Where the candidates stand on housing⟫</a></li><li><a>Turnout tracker</a></li></ul></section></main>
<footer class="ftr">⟪&copy; 2025 Harbor City Herald Media Group⟫</footer>
<script src="/elections/results-app.js" data-race="mayor-runoff"></script></body></html>"""
    return whole(
        "j-election-results",
        _J,
        "live-results",
        "en",
        "https://www.harborcityherald.example/elections/2025/runoff-mayor-live-results/",
        page,
    )


@_case
def most_read_and_video_split() -> Case:
    page = """<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><title>Ferry operator fined £1.2m over cracked hull on island route | Northern Chronicle</title><link rel="stylesheet" href="/static/css/article.css"></head>
<body><div class="cmp-banner" role="dialog"><p>⟪We and our partners use cookies to store and access information on your device.⟫</p><button>⟪I Accept⟫</button><button>Options</button></div>
<header class="site-header"><a class="logo">Northern Chronicle</a><nav><a>⟪News⟫</a><a>Sport</a><a>What's On</a><a>Property</a></nav></header>
<main><article class="article-container"><h1 class="article-headline">Ferry operator fined £1.2m over cracked hull on island route</h1><p class="article-byline">By Fiona Gair, Courts Reporter &middot; 09:15, 3 JUN 2025</p>
<div class="article-body">
<p>⟦A ferry operator has been fined &pound;1.2 million after one of its vessels kept sailing to the islands for three weeks with a crack in its hull that the crew had reported.⟧</p>
<p>⟦Sheriff Moira Grant said Western Isles Shipping had put "profit before the safety of passengers" when it kept the MV Caristan in service during the busy Easter timetable in 2023.⟧</p>
<div class="most-read-inline"><h3 class="most-read-inline__title">⟪MOST READ⟫</h3><ol><li><a>⟪Body found in search for missing walker⟫</a></li><li><a>Town centre bar loses licence after fight</a></li><li><a>New dates for bridge closure</a></li></ol></div>
<p>⟦The court heard that a deckhand found the crack, about 40cm long, during a routine check and photographed it. The company's marine superintendent told the master the ship could keep sailing until a dry-dock slot opened.⟧</p>
<p>⟦The Maritime and Coastguard Agency detained the vessel after a passenger, a retired marine engineer, noticed water in a void space and contacted the agency.⟧</p>
<div class="video-player-inline"><div class="vjs-player" data-video-id="6321"><div class="vjs-title">⟪Video: Ferry passengers describe rough crossing⟫</div><div class="vjs-duration">⟪01:42⟫</div><div class="vjs-ad-label">Ad &middot; 0:15</div></div><p class="video-player-inline__more">⟪Watch more videos from Northern Chronicle⟫</p></div>
<p>⟦The company pleaded guilty to a breach of merchant shipping regulations. Its lawyer said it had since changed how hull defects are reported and now keeps a relief vessel on standby during peak weeks.⟧</p>
<p>⟦No one was hurt. The Caristan returned to service in June 2023 after repairs.⟧</p>
</div>
<div class="article-tags">⟪Tags: Courts · Western Isles · Ferries⟫</div></article>
<aside class="article-rail"><div class="taboola">⟪Promoted Stories⟫ <a>⟪You won't believe what this castle looks like now⟫</a></div></aside></main>
<footer class="site-footer">⟪Northern Chronicle is part of Reach plc. &copy; 2025⟫</footer></body></html>"""
    return whole(
        "j-mostread-video-split",
        _J,
        "tabloid-regional",
        "en",
        "https://www.northernchronicle.example/news/courts/ferry-operator-fined-cracked-hull-30411872",
        page,
    )


@_case
def podcast_transcript() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Why your town's water tower is being painted again | The Small Print podcast | Midlands Radio</title></head>
<body class="episode"><header class="mr-header"><a class="mr-logo">Midlands Radio</a><nav><a>⟪Listen Live⟫</a><a>Podcasts</a><a>News</a><a>Support</a></nav></header>
<main class="episode-page"><div class="episode-hero"><p class="episode-show">The Small Print</p><h1>Why your town's water tower is being painted again</h1><p class="episode-date">Episode 112 &middot; May 9, 2025</p>
<div class="audio-player"><button class="audio-player__play">⟪Play episode⟫</button><span class="audio-player__duration">⟪28:14⟫</span><a class="audio-player__download">Download</a></div>
<ul class="subscribe-links"><li><a>⟪Subscribe on Apple Podcasts⟫</a></li><li><a>Spotify</a></li><li><a>RSS</a></li></ul></div>
<section class="episode-description"><p>Host Jordan Mills talks to a tank inspector about lead paint, cell antennas and why some towers get a fresh coat every ten years.</p></section>
<section class="episode-transcript"><h2>⟦Transcript⟧</h2><p class="transcript-note"><em>This transcript was machine-generated and lightly edited.</em></p>
<p>⟦<strong>JORDAN MILLS:</strong> This is The Small Print. I'm Jordan Mills. If you've driven through Carver this spring, you have seen the water tower wrapped in white tarp like a giant marshmallow. My guest today inspects those tanks for a living. Renata Soto, welcome.⟧</p>
<p>⟦<strong>RENATA SOTO:</strong> Thanks for having me. And yes, the marshmallow. That is containment. When we blast off old paint we have to catch all of it, because a lot of towers from before the 1970s have lead in the coating.⟧</p>
<p>⟦<strong>JORDAN MILLS:</strong> So that's the expensive part?⟧</p>
<p>⟦<strong>RENATA SOTO:</strong> That is a big part. A full repaint on a tank that size runs between $700,000 and a million dollars, and containment can be a third of it.⟧</p>
<p>⟦<strong>JORDAN MILLS:</strong> And towns have to do this how often?⟧</p>
<p>⟦<strong>RENATA SOTO:</strong> Inspections every five years is the usual guidance. A good coating lasts fifteen to twenty. What shortens it is people bolting antennas to the top and scratching the paint every time a crew goes up.⟧</p>
</section>
<div class="support-ask"><p>⟪Midlands Radio is listener-supported. Become a sustaining member today.⟫</p></div>
<section class="more-episodes"><h2>⟪More episodes⟫</h2><ul><li>⟪Who decides where the stop signs go⟫</li><li>The history of the county fair's butter cow</li></ul></section></main>
<footer class="mr-footer">⟪&copy; 2025 Midlands Radio &middot; FCC Public Files⟫</footer></body></html>"""
    return whole(
        "j-podcast-transcript",
        _J,
        "podcast",
        "en",
        "https://www.midlandsradio.example/podcasts/the-small-print/112-water-tower-painted-again",
        page,
    )


@_case
def email_newsletter_web_version() -> Case:
    page = """<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd"><html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><meta name="viewport" content="width=device-width"><title>The Morning Bell: Library levy passes, bridge bids come in high</title>
<style type="text/css">body{margin:0;padding:0}table{border-collapse:collapse}.mcnTextContent{font-family:Georgia,serif}</style></head>
<body><center><table align="center" border="0" cellpadding="0" cellspacing="0" width="100%" id="bodyTable"><tr><td align="center" valign="top">
<table border="0" cellpadding="0" cellspacing="0" width="600" class="templateContainer"><tr><td class="preheaderContainer"><table class="mcnTextBlock"><tr><td class="mcnTextContent" style="font-size:11px">⟪Library levy passes; bridge bids come in high.⟫ <a>⟪View this email in your browser⟫</a></td></tr></table></td></tr>
<tr><td class="headerContainer"><table class="mcnImageBlock"><tr><td><img src="https://mcusercontent.example/morningbell-logo.png" alt="The Morning Bell" width="564"></td></tr></table></td></tr>
<tr><td class="bodyContainer"><table class="mcnTextBlock"><tr><td class="mcnTextContent">
<p>Good morning, Pinewood. It's Thursday, Nov. 6.</p>
<h2>⟦Library levy passes⟧</h2>
<p>⟦The five-year library levy passed with 61 percent of the vote, according to Tuesday night's unofficial count. It keeps the Main Street branch open on Sundays and pays for a bookmobile for the east side, which the library says will start running in April.⟧</p>
<h2>⟦Bridge bids come in high⟧</h2>
<p>⟦All three bids to replace the Cutter Creek bridge came in over the county's estimate, the lowest by $1.9 million. Commissioners will decide next week whether to rebid the job in the spring or cut the sidewalk from the design.⟧</p>
</td></tr></table>
<table class="mcnBoxedTextBlock"><tr><td class="mcnTextContent" style="background:#f4efe3"><p>⟪PRESENTED BY PINEWOOD CREDIT UNION⟫</p><p>⟪Holiday loans from 5.9% APR. Apply in five minutes.⟫</p></td></tr></table>
<table class="mcnTextBlock"><tr><td class="mcnTextContent">
<h2>⟦Quick hits⟧</h2>
<ul><li>⟦The farmers market moves indoors to the fairgrounds hall starting Saturday.⟧</li><li>⟦Leaf pickup on the north side is delayed a week because a truck broke down.⟧</li><li>⟦The high school's robotics team is going to the state finals.⟧</li></ul>
<p>That's it for today. See you tomorrow.<br>&mdash; Tess</p>
</td></tr></table></td></tr>
<tr><td class="footerContainer"><table class="mcnTextBlock"><tr><td class="mcnTextContent" style="font-size:12px"><p><a>⟪Forward to a friend⟫</a> &middot; <a>Update your preferences</a></p><p>⟪Copyright &copy; 2025 The Morning Bell, All rights reserved.⟫</p><p>⟪You are receiving this email because you signed up at pinewoodbell.example.⟫ <a>Unsubscribe from this list</a></p></td></tr></table></td></tr></table>
</td></tr></table></center></body></html>"""
    return whole(
        "j-email-web-version",
        _J,
        "email-newsletter",
        "en",
        "https://us14.campaign-archive.example/?u=8d1e3a&id=5c07b2f9aa",
        page,
    )


@_case
def hyperlocal_network_post() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Route 12 Diner To Close After 54 Years, Owners Say | Fairhaven, NJ Local</title><script>window.__PRELOADED_STATE__={"patchId":"fairhaven-nj"};</script></head>
<body><div id="app"><div class="styles_Header__1Rb9c"><a class="styles_Logo__x2">LocalBeat</a><div class="styles_Community__3kP">Fairhaven, NJ</div><nav class="styles_Nav__9aa"><a>⟪News Feed⟫</a><a>Neighbor Posts</a><a>Classifieds</a><a>Calendar</a></nav><button class="styles_Subscribe__kk">⟪Subscribe⟫</button></div>
<main class="styles_Main__w0"><article class="styles_Article__ZqI"><h6 class="styles_Section__u">Business</h6><h1 class="styles_Title__mN">Route 12 Diner To Close After 54 Years, Owners Say</h1>
<p class="styles_Deck__Zx">The family said they could not find anyone to take over the grill. Last day is Sept. 28.</p>
<div class="styles_Byline__p1"><span>By Gina Ruocco, Patch Staff</span><time>Posted Tue, Sep 9, 2025 at 3:41 pm ET</time></div>
<div class="styles_Reply__t"><span>⟪Reply⟫</span><span>⟪(12)⟫</span></div>
<section class="styles_Body__b3">
<p>⟦FAIRHAVEN, NJ &mdash; The Route 12 Diner, where three generations of Fairhaven families have ordered disco fries after high school football games, will close at the end of the month, its owners announced Tuesday.⟧</p>
<p>⟦Gus and Eleni Papadakis bought the diner from Gus's uncle in 1988. In a post on the diner's Facebook page, they said they are ready to retire and that neither of their children wants to run it.⟧</p>
<div class="styles_Subscribe__inline"><p>⟪Get more local news delivered straight to your inbox. Sign up for free Patch newsletters and alerts.⟫</p></div>
<p>⟦&ldquo;We tried for two years to find the right person,&rdquo; the post said. &ldquo;Running a 24-hour diner is not a job, it is a life.&rdquo;⟧</p>
<p>⟦The property has been sold to a developer, according to county records. No plans have been filed with the township.⟧</p>
<p>⟦The diner's last day is Sunday, Sept. 28. The owners said the jukebox will stay until the end.⟧</p>
</section>
<div class="styles_Thanks__r">⟪Thank you for supporting local journalism. Become a Patch member.⟫</div>
<div class="styles_Comments__c"><h3>⟪Comments (12)⟫</h3><div class="styles_Comment__a"><p class="styles_Commenter__x">Bobby T.</p><p>⟪End of an era. Best rice pudding in the county.⟫</p></div></div></article>
<aside class="styles_Rail__7"><h3>⟪Trending Nearby⟫</h3><ul><li>⟪Fairhaven Man Wins $50K Lottery Prize⟫</li><li>Street Fair Returns Oct. 4</li></ul></aside></main>
<footer class="styles_Footer__f">⟪&copy; 2025 LocalBeat Media. All rights reserved.⟫</footer></div></body></html>"""
    return whole(
        "j-hyperlocal-post",
        _J,
        "hyperlocal",
        "en",
        "https://localbeat.example/new-jersey/fairhaven/route-12-diner-close-after-54-years-owners-say",
        page,
    )


@_case
def club_match_report() -> Case:
    page = """<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><title>Match Report: Ashby Town 2-1 Kettlewell Rovers | Ashby Town FC</title><link rel="stylesheet" href="/assets/club.css"></head>
<body class="club-site"><div class="sponsor-strip">⟪Official Partner: Ashby Motors⟫</div><header class="club-header"><a class="club-crest">Ashby Town FC</a><nav><ul><li>⟪Tickets⟫</li><li>News</li><li>Fixtures</li><li>Teams</li><li>Shop</li></ul></nav></header>
<main class="club-main"><article class="news-article"><div class="news-article__cat">Match Report</div><h1>Match Report: Ashby Town 2-1 Kettlewell Rovers</h1><p class="news-article__date">Saturday 15 March 2025</p>
<div class="match-centre-widget"><div class="mc-score"><span class="mc-team">Ashby Town</span> <span class="mc-goals">2 - 1</span> <span class="mc-team">Kettlewell Rovers</span></div><div class="mc-scorers">Holloway 34', Adebayo 88' &middot; Pryce 61'</div><a class="mc-link">⟪Full match centre⟫</a></div>
<p class="news-article__sponsor">⟪Match reports brought to you by Pennine Glass &amp; Glazing⟫</p>
<div class="news-article__body">
<p>⟦Tobi Adebayo's header two minutes from time gave the Town a third home win in a row and lifted them to eighth in the table.⟧</p>
<p>⟦On a heavy pitch after a week of rain, the Town started brightly and took the lead on 34 minutes, when Callum Holloway curled a free kick over the wall and in off the underside of the bar.⟧</p>
<p>⟦Rovers were level soon after the hour. A corner was only half cleared and Owen Pryce drove the loose ball through a crowd of legs from the edge of the box.⟧</p>
<p>⟦Both sides had chances to win it. Rovers' substitute hit the post with ten minutes left, before Adebayo met Jack Rudd's cross at the far post to send the 1,412 home supporters away happy.⟧</p>
<p>⟦Manager Lee Sutcliffe said: &ldquo;That's the kind of game we'd have lost in the autumn. The lads kept going and got their reward.&rdquo;⟧</p>
</div>
<div class="lineups"><h3>Teams</h3><p><strong>Ashby Town:</strong> Webb, Rudd, Okafor, Lane, Marsh, Holloway, Kerr (Dyer 70), Finch, Ross, Adebayo, Neal.</p><p><strong>Kettlewell Rovers:</strong> Shaw, Pryce, Mills, Hart, Boyd, Nash, Gill, Carr, Dunn, Rowe, Fox.</p></div>
<div class="club-cta"><p>⟪Next home game: Ashby Town v Lowfield, Saturday 29 March, 3pm. Buy tickets online now.⟫</p></div></article>
<aside class="latest-news"><h2>⟪Latest News⟫</h2><ul><li>⟪Under-18s reach county cup final⟫</li><li>Season ticket renewals now open</li></ul></aside></main>
<footer class="club-footer">⟪&copy; Ashby Town Football Club 2025. Site by Pitchside Digital.⟫</footer></body></html>"""
    return whole(
        "j-club-match-report",
        _J,
        "club-site",
        "en",
        "https://www.ashbytownfc.example/news/match-report-ashby-town-2-1-kettlewell-rovers",
        page,
    )


@_case
def gov_agency_release() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>State to test private wells near former air base for PFAS | Department of Environmental Quality</title><link rel="stylesheet" href="/themes/custom/uswds_base/dist/css/styles.css"></head>
<body class="path-node page-node-type-news"><section class="usa-banner" aria-label="Official website of the State"><div class="usa-banner__header"><p class="usa-banner__header-text">⟪An official website of the State of Northland⟫</p><button class="usa-banner__button">⟪Here's how you know⟫</button></div><div class="usa-banner__content"><p>⟪Official websites use .gov. A .gov website belongs to an official government organization.⟫</p></div></section>
<header class="usa-header usa-header--extended"><div class="usa-logo">Department of Environmental Quality</div><nav class="usa-nav"><ul class="usa-nav__primary"><li>Air</li><li>Water</li><li>Land</li><li>⟪Permits⟫</li><li>News</li></ul></nav></header>
<main id="main-content" class="usa-layout-docs"><div class="grid-container"><nav class="usa-breadcrumb"><ol><li>Home</li><li>News Releases</li></ol></nav>
<h1>State to test private wells near former air base for PFAS</h1><p class="news-date">FOR IMMEDIATE RELEASE &middot; July 17, 2025</p>
<div class="field--name-body usa-prose">
<p>⟦LAKEVILLE &mdash; The Department of Environmental Quality will offer free testing for PFAS chemicals to about 600 households with private wells within two miles of the former Lakeville Air Force Base, Director Ana Whitfield announced today.⟧</p>
<p>⟦PFAS, sometimes called "forever chemicals," were used in firefighting foam at the base for decades. Monitoring wells on the base have shown levels well above the federal drinking water limit, and the department wants to learn whether the chemicals have reached homes nearby.⟧</p>
<p>⟦Households in the testing area will receive a letter in August with a consent form. Sampling is expected to start in September, and each household will get its own results by mail within eight weeks.⟧</p>
<p>⟦&ldquo;If your well is affected, we will provide bottled water right away and work with you on a longer-term fix,&rdquo; Whitfield said.⟧</p>
<p>⟦Residents can call the department's PFAS line at 555-0199 with questions.⟧</p>
<p class="text-center">###</p>
</div>
<div class="media-contact"><h2>Media Contact</h2><p>Rick Dolan, Public Information Officer<br>rick.dolan@deq.northland.example</p></div>
<div class="usa-share">⟪Share this page:⟫ <a>Facebook</a> <a>X</a> <a>Email</a></div>
<p class="last-updated">Last updated: July 17, 2025</p></div></main>
<footer class="usa-footer"><div class="usa-footer__secondary-section"><p>⟪Department of Environmental Quality · 1200 Capitol Way · Northland⟫</p><ul><li>⟪Accessibility⟫</li><li>Privacy Policy</li><li>FOIA</li></ul></div></footer>
<script src="/themes/custom/uswds_base/dist/js/uswds.min.js"></script></body></html>"""
    return whole(
        "j-gov-release",
        _J,
        "gov-uswds",
        "en",
        "https://deq.northland.example/news/state-test-private-wells-near-former-air-base-pfas",
        page,
    )


@_case
def fact_check_correction() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Fact check: No, the state did not cut teacher pay by 10% | The Prairie Verifier</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"ClaimReview","claimReviewed":"The state cut teacher pay by 10 percent this year.","reviewRating":{"@type":"Rating","alternateName":"False"}}</script></head>
<body class="factcheck"><header class="pv-header"><a class="pv-logo">The Prairie Verifier</a><nav><a>⟪Fact Checks⟫</a><a>Explainers</a><a>About our ratings</a><a>Donate</a></nav></header>
<main><article class="fc-article"><h1 class="fc-title">Fact check: No, the state did not cut teacher pay by 10%</h1><p class="fc-byline">By Samir Lodge &middot; Published Oct. 2, 2025 &middot; Updated Oct. 3, 2025</p>
<div class="fc-ratingbox"><div class="fc-claim"><span class="fc-label">Claim:</span> The state cut teacher pay by 10 percent this year.</div><div class="fc-rating"><span class="fc-label">Rating:</span> <span class="fc-rating-value">False</span></div><div class="fc-source">Source: a widely shared Facebook post</div></div>
<div class="fc-body">
<p>⟦A post shared more than 9,000 times on Facebook says the state &ldquo;cut teacher pay by 10% this year.&rdquo; It did not. The state does not set teacher salaries; districts do, and the state's share of school funding rose this year.⟧</p>
<h2>⟦What the budget did⟧</h2>
<p>⟦The budget signed in June raised the per-pupil base aid that the state sends to districts by 3.5 percent. It also kept the minimum teacher salary at $42,000, the same as last year.⟧</p>
<p>⟦The claim may come from a different number. The budget cut by 10 percent a grant program for teacher bonuses in hard-to-staff schools, from $20 million to $18 million. That grant pays one-time bonuses, not salaries.⟧</p>
<h2>⟦Our ruling⟧</h2>
<p>⟦The state did not cut teacher pay. It raised the aid districts use to pay teachers and cut a smaller bonus program by 10 percent. We rate this claim False.⟧</p>
<p class="fc-correction">⟦<em>Correction, Oct. 3, 2025: An earlier version of this fact check gave the wrong amount for the bonus grant after the cut. It is $18 million, not $16 million.</em>⟧</p>
</div>
<div class="fc-sources"><h3>⟪Our sources⟫</h3><ul><li>⟪State budget act, Section 14⟫</li><li>Department of Education, base aid table</li></ul></div>
<div class="fc-ifcn">⟪The Prairie Verifier is a signatory of the IFCN Code of Principles.⟫</div></article>
<aside class="fc-related"><h2>⟪Recent fact checks⟫</h2><ul><li>⟪Did the governor veto school lunch funding?⟫</li></ul></aside></main>
<footer class="pv-footer">⟪&copy; 2025 The Prairie Verifier⟫</footer></body></html>"""
    return whole(
        "j-fact-check-correction",
        _J,
        "fact-check",
        "en",
        "https://prairieverifier.example/fact-check/state-did-not-cut-teacher-pay-10-percent/",
        page,
    )
