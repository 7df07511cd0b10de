"""Hand-written extraction cases, batch E (round three, HELD OUT), English pages.

Written whole (``extract_case_whole``) in the same session as batch D and with the same
mix, before round three's extraction change; it is scored only to report that change,
never looked at to make one. The judgment calls are batch D's (``extract_cases_d``);
two more arise here:

- a paywall that ships blurred placeholder text where the rest of the story would be:
  the placeholder is furniture, the visible paragraphs are the body;
- an article whose ``__NEXT_DATA__`` carries the body as an HTML string: the body is that
  string's paragraphs, as for batch D's JSON page.
"""

from __future__ import annotations

from collections.abc import Callable

from extract_case_parts import Case
from extract_case_whole import whole

__all__ = ["BATCH_E_EN"]

_E = "e"
BATCH_E_EN: list[Callable[[], Case]] = []


def _case(fn: Callable[[], Case]) -> Callable[[], Case]:
    BATCH_E_EN.append(fn)
    return fn


@_case
def split_rich_text_modules() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Inside the warehouse where the city's lost property goes | Harbor City Times</title></head>
<body><div class="Page-header"><a class="Page-logo" href="/">Harbor City Times</a><nav class="Navigation"><a>Metro</a><a>Opinion</a><a>Things to Do</a></nav><a class="Page-subscribe">⟪Subscribe for $1⟫</a></div>
<div class="Page-main"><div class="ArticlePage-headline"><h1>Inside the warehouse where the city's lost property goes</h1></div><div class="ArticlePage-byline">By Marcus Tell | Photos by Ana Ruiz</div>
<div class="ArticlePage-articleBody"><div class="RichTextArticleBody"><div class="RichTextBody"><p>⟦Somewhere in a warehouse off Pier Road there are 4,312 umbrellas, 900 single gloves and a stuffed swordfish that nobody has claimed since 2019.⟧</p>
<p>⟦The transit authority's lost property office keeps everything left on its buses, trains and ferries for ninety days. After that, most of it is auctioned, given to charity or, in the case of the swordfish, kept because nobody has the heart to throw it out.⟧</p></div></div>
<div class="Enhancement"><div class="Enhancement-item"><div class="VideoEnhancement"><span class="VideoEnhancement-title">⟪Related video: The busiest bus routes in the city, ranked⟫</span></div></div></div>
<div class="RichTextArticleBody"><div class="RichTextBody"><p>⟦Supervisor Gail Osei has worked here for eighteen years. She can tell from the smell of a bag whether it has come off a ferry.⟧</p>
<p>⟦"People lose the same things every year," she said. "Phones in winter, sunglasses in summer, and in March, for some reason, a lot of left shoes."⟧</p></div></div>
<div class="Enhancement"><div class="Enhancement-item"><blockquote class="instagram-media"><a href="https://instagram.example/p/x">⟪A post shared by Harbor Transit (@harbortransit)⟫</a></blockquote></div></div>
<div class="RichTextArticleBody"><div class="RichTextBody"><p>⟦About one item in five is reunited with its owner. The rate doubles for things with a name in them, which is why Osei wishes more people wrote their phone numbers inside their hats.⟧</p>
<p>⟦To report a lost item, riders can fill in a form on the authority's website or call the office, which is open weekdays from 9 a.m. to 5 p.m.⟧</p></div></div></div>
<div class="ArticlePage-tags"><a>⟪Public transit⟫</a></div>
<div class="ListW-items"><h3>⟪Trending now⟫</h3><ul><li><a>⟪Ferry fares frozen for another year⟫</a></li><li><a>⟪Night market returns to the waterfront⟫</a></li></ul></div></div>
<div class="Page-footer">⟪Copyright © 2025 Harbor City Times. All rights reserved.⟫</div></body></html>"""
    return whole(
        "e-split-rich-text",
        _E,
        "split",
        "en",
        "https://harborcitytimes.example/metro/lost-property-warehouse/",
        page,
    )


@_case
def listicle_slides() -> Case:
    items = [
        (
            "Cast-iron skillet",
            "⟦A ten-inch skillet will outlive you if you dry it properly. It goes from the hob to the oven, sears better than anything non-stick and costs less than a takeaway for four.⟧",
        ),
        (
            "A proper chef's knife",
            "⟦You need one good knife, not a block of twelve. Hold a few in a shop before you buy; the right one feels like an extension of your hand.⟧",
        ),
        (
            "Digital probe thermometer",
            "⟦Stop guessing whether the chicken is done. A probe reads in three seconds and ends every argument about pink meat.⟧",
        ),
        (
            "Bench scraper",
            "⟦The cheapest thing on this list and the one I reach for most, for moving chopped onions, cleaning flour off the counter and dividing dough.⟧",
        ),
        (
            "Heavy casserole",
            "⟦An enamelled casserole makes stews, bread and soup for a crowd. Buy it second-hand; they are almost impossible to break.⟧",
        ),
        (
            "Microplane grater",
            "⟦Zest, hard cheese, garlic, nutmeg and ginger in seconds, and it goes in the dishwasher.⟧",
        ),
        (
            "Kitchen scales",
            "⟦Baking by weight is the single biggest improvement most home bakers can make. Get scales that measure in single grams.⟧",
        ),
        (
            "Sheet pans",
            "⟦Two rimmed sheet pans will roast vegetables, bake cookies and catch drips under a pie. Buy the heaviest you can find so they do not buckle.⟧",
        ),
    ]
    slides = []
    for i, (name, text) in enumerate(items, 1):
        slides.append(
            f'<div class="listicle-slide" data-index="{i}"><div class="slide-media"><img src="/img/k{i}.jpg" alt=""><span class="credit">Getty Images</span></div>'
            f'<h2 class="slide-title">⟦{i}. {name}⟧</h2><div class="slide-text"><p>{text}</p></div>'
            f'<a class="affiliate-button" rel="sponsored">{"⟪Shop now at KitchenMart⟫" if i == 1 else "Shop now at KitchenMart"}</a></div>'
        )
        if i % 3 == 0:
            slides.append(
                '<div class="ad-unit ad-unit--leaderboard"><p class="ad-unit__label">⟪Continue reading below⟫</p></div>'
                if i == 3
                else '<div class="ad-unit ad-unit--leaderboard"><p class="ad-unit__label">Continue reading below</p></div>'
            )
    page = f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>8 kitchen tools a professional cook would actually buy</title></head>
<body class="listicle"><header id="site-header"><div class="logo">Good Plate</div><nav><a>Recipes</a><a>Reviews</a><a>How To</a></nav></header>
<div id="content"><div class="article-header"><h1>8 kitchen tools a professional cook would actually buy</h1><p class="dek">Skip the gadgets. These are the ones that earn their drawer space.</p><p class="byline">By Hal Brody, former head chef</p>
<p class="affiliate-disclosure">⟪We may earn commission from links on this page, but we only recommend products we back.⟫</p></div>
<div class="article-intro"><p>⟦I cooked in restaurant kitchens for twenty years, and the tools I used every day at work are, almost without exception, cheap, heavy and boring.⟧</p><p>⟦Here is what I would buy again if I lost my whole kitchen tomorrow.⟧</p></div>
<div class="listicle-body">{"".join(slides)}</div>
<div class="article-outro"><p>⟦None of these needs to be new. Restaurant supply shops and charity shops are full of them, often for a fraction of the price.⟧</p></div>
<div class="more-stories"><h3>⟪You may also like⟫</h3><a>⟪The best non-stick pans, tested for a year⟫</a><a>⟪Is an air fryer worth it?⟫</a></div></div>
<footer>⟪Good Plate is part of Homestead Media Group. ©2025⟫</footer></body></html>"""
    return whole(
        "e-listicle-slides",
        _E,
        "list",
        "en",
        "https://goodplate.example/reviews/kitchen-tools-professional-cook",
        page,
    )


@_case
def liveblog_posts() -> Case:
    posts = [
        (
            "pinned",
            "Key facts",
            [
                "⟦The storm made landfall near Port Ellis at 4:10 a.m. with gusts of 92 mph.⟧",
                "⟦More than 60,000 homes are without power; the utility says most will be reconnected by Friday.⟧",
            ],
        ),
        (
            "9:47 a.m.",
            "Schools closed across the county",
            [
                "⟦All public schools in the county will stay closed Thursday, the superintendent said, while crews check buildings for roof damage.⟧"
            ],
        ),
        (
            "9:15 a.m.",
            "Bridge reopens to emergency vehicles",
            [
                "⟦The Causeway bridge has reopened to ambulances and fire trucks only. State police say it will stay closed to other traffic until an inspection is finished.⟧"
            ],
        ),
        (
            "8:30 a.m.",
            "Shelter numbers",
            [
                "⟦About 1,400 people spent the night in the county's eleven shelters, according to the emergency management office.⟧",
                "⟦The high school shelter is full; evacuees are being sent to the convention center instead.⟧",
            ],
        ),
    ]
    arts = []
    for i, (t, title, paras) in enumerate(posts):
        label = (
            '<span class="live-post__pinned">Pinned</span>'
            if t == "pinned"
            else f'<time class="live-post__time">{t}</time>'
        )
        author = (
            '<div class="live-post__author"><img src="/a.png" alt=""><span>⟪Posted by Nadia Vance⟫</span></div>'
            if i == 1
            else '<div class="live-post__author"><img src="/a.png" alt=""><span>Posted by Nadia Vance</span></div>'
        )
        arts.append(
            f'<article class="live-post" id="post-{i}">{label}{author}<h2 class="live-post__title">⟦{title}⟧</h2>'
            f'<div class="live-post__body">{"".join(f"<p>{p}</p>" for p in paras)}</div></article>'
        )
    page = f"""<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><title>Hurricane Delia live updates: power out for 60,000 | Gulf Coast Herald</title></head>
<body><div class="site-header"><a href="/">Gulf Coast Herald</a></div>
<main id="main"><div class="live-header"><span class="live-badge">⟪Live⟫</span><h1>Hurricane Delia live updates: power out for 60,000</h1><p class="live-updated">⟪Last updated 9:47 a.m. — refresh for the latest⟫</p></div>
<div class="live-feed">{"".join(arts)}</div>
<div class="live-feed__more"><button>⟪Load more posts⟫</button></div>
<aside class="storm-resources"><h3>⟪Storm resources⟫</h3><ul><li><a>⟪Find your evacuation zone⟫</a></li><li><a>⟪Report a power outage⟫</a></li></ul></aside></main>
<footer class="site-footer">⟪Gulf Coast Herald — Serving the coast since 1911⟫</footer></body></html>"""
    return whole(
        "e-liveblog-posts",
        _E,
        "liveblog",
        "en",
        "https://gulfcoastherald.example/news/weather/hurricane-delia-live-updates",
        page,
    )


@_case
def qa_q_a() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Q&amp;A: The fire chief on why response times are up | Lakeside Observer</title></head>
<body><div id="container"><div id="masthead"><span class="paper">Lakeside Observer</span><span class="date">Thursday, April 17, 2025</span></div>
<div id="navbar"><a>News</a> <a>Sports</a> <a>Obituaries</a> <a>Classifieds</a></div>
<div id="story"><h1>Q&amp;A: The fire chief on why response times are up</h1><p class="byline">By Ruth Kimani, Staff Writer</p>
<div id="story-text"><p>⟦Average emergency response times in Lakeside rose by nearly two minutes last year, according to the fire department's annual report. Chief Daniel Boateng sat down with the Observer to explain why.⟧</p>
<p><b>⟦Q.⟧</b> ⟦Two minutes sounds like a lot. What happened?⟧</p>
<p><b>⟦A.⟧</b> ⟦It is a lot. Three things: we closed Station 4 for eight months while the roof was replaced, calls went up eleven percent, and we had nine vacancies for most of the year.⟧</p>
<div class="inline-ad"><span>⟪ADVERTISEMENT⟫</span></div>
<p><b>Q.</b> ⟦Why so many vacancies?⟧</p>
<p><b>A.</b> ⟦Neighbouring departments pay more. We lost five firefighters to the county in one summer. The new contract closes most of that gap.⟧</p>
<p><b>Q.</b> ⟦When will times come back down?⟧</p>
<p><b>A.</b> ⟦Station 4 reopened in February and we are fully staffed from next month. I would expect to see it in the summer numbers.⟧</p>
<p class="tagline"><i>⟦This interview has been condensed and lightly edited.⟧</i></p></div>
<div id="story-tools"><a>⟪Print this story⟫</a> | <a>⟪Email this story⟫</a> | <a>⟪Comment⟫</a></div></div>
<div id="sidebar"><div class="box"><h3>⟪Today's obituaries⟫</h3><p>⟪Harold J. Pruitt, 88, of Lakeside⟫</p></div></div>
<div id="footer">⟪Lakeside Observer, 210 Main St. Subscriptions: (555) 014-2290⟫</div></div></body></html>"""
    return whole(
        "e-qa-q-a",
        _E,
        "interview",
        "en",
        "https://lakesideobserver.example/news/qa-fire-chief-response-times",
        page,
    )


@_case
def next_data_html_string() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Startup turns brewery waste into flour | TechNorth</title></head>
<body><div id="__next"><div class="app"><header class="app-header"><a href="/">TechNorth</a><a href="/newsletter">⟪Get the TechNorth newsletter⟫</a></header>
<main><h1>Startup turns brewery waste into flour</h1><p class="app-loading">⟪Loading article…⟫</p></main></div></div>
<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"post":{"title":"Startup turns brewery waste into flour","author":{"name":"Ines Kader"},"date":"2024-08-19","content":"<p>⟦A two-year-old company in Leeds is drying the spent grain that breweries throw away and milling it into a high-protein flour.⟧</p><p>⟦Spent grain is the barley left after brewing. Most of it goes to farms as cattle feed or is thrown away; the company says a mid-sized brewery produces about 300 tonnes a year.⟧</p><figure><img src=\\"/g.jpg\\"><figcaption>Drying racks at the plant.</figcaption></figure><p>⟦The founders raised £1.8 million this month from two food investors and plan to triple capacity by spring.⟧</p><p>⟦Their flour already goes into crackers sold by a supermarket chain, and a bakery in Manchester uses it for a seeded loaf.⟧</p>","tags":["food","startups"]},"morePosts":[{"title":"Five climate startups to watch"}]}},"page":"/posts/[slug]","isFallback":false}</script></body></html>"""
    return whole(
        "e-next-data-html",
        _E,
        "json",
        "en",
        "https://technorth.example/posts/brewery-waste-flour",
        page,
    )


@_case
def amp_consent() -> Case:
    page = """<!doctype html><html ⚡ lang="en"><head><meta charset="utf-8"><script async src="https://cdn.ampproject.org/v0.js"></script><title>Village wins fight to keep its post office</title>
<link rel="canonical" href="https://ruralpost.example/news/village-keeps-post-office"><style amp-boilerplate>body{visibility:hidden}</style></head>
<body><amp-consent id="consent" layout="nodisplay"><div class="consent-ui"><p>⟪We and our partners use cookies to store and access information on your device.⟫</p><button on="tap:consent.accept">Agree</button></div></amp-consent>
<header class="hdr"><a href="/">Rural Post</a></header>
<main><article><h1>Village wins fight to keep its post office</h1><p class="meta">June 30, 2024 · Hollie Grant</p>
<amp-img src="/po.jpg" width="800" height="450" layout="responsive"></amp-img>
<p>⟦Residents of Little Marden have saved their post office, three months after it was told it would close when the shop it sits in was sold.⟧</p>
<p>⟦A group of twelve villagers formed a community company and bought the shop for £185,000, raised through shares, a bank loan and a grant from the district council.⟧</p>
<amp-iframe width="600" height="400" layout="responsive" sandbox="allow-scripts" src="https://maps.example/embed?q=little-marden"><div placeholder>⟪Map loading⟫</div></amp-iframe>
<p>⟦The post office counter reopens on Monday with the same postmistress, Jean Harlow, who has run it since 1996.⟧</p>
<p>⟦"I thought I was going to be the one to turn the lights off," she said.⟧</p>
<amp-accordion><section><h4>⟪More stories⟫</h4><ul><li><a>⟪Bus route 41 saved after council u-turn⟫</a></li><li><a>⟪Pub reopens as a cooperative⟫</a></li></ul></section></amp-accordion></article></main>
<footer><p>⟪Rural Post · Independent journalism for the countryside⟫</p></footer></body></html>"""
    return whole(
        "e-amp-consent",
        _E,
        "amp",
        "en",
        "https://ruralpost.example/amp/news/village-keeps-post-office",
        page,
    )


@_case
def printer_friendly_table() -> Case:
    page = """<html><head><title>Printer Friendly Version</title></head>
<body bgcolor="#ffffff"><table width="600" cellpadding="4"><tr><td><font face="Arial" size="2"><b>The Prairie Ledger</b> &mdash; ⟪Printer-friendly version⟫ &mdash; <a href="javascript:window.close()">⟪Close window⟫</a></font></td></tr>
<tr><td><font face="Arial" size="4"><b>Grain elevator to become a climbing gym</b></font><br><font face="Arial" size="2">Posted: Tuesday, March 12, 2024 &middot; By Leon Whitcomb</font></td></tr>
<tr><td><font face="Georgia" size="3"><p>⟦The 1926 grain elevator on Depot Street, empty since the co-op moved to a new terminal in 2008, will become an indoor climbing gym under plans approved by the town board Monday.⟧</p>
<p>⟦The 110-foot concrete silos will hold climbing walls on the inside, and a glass lift will take visitors to a viewing deck on the roof.⟧</p>
<p>⟦Developer Kara Linde, who grew up two blocks away, said the project would cost about $6 million and open in late 2025.⟧</p>
<p>⟦Two board members voted against it, citing parking and the cost of removing asbestos from the old headhouse.⟧</p></font></td></tr>
<tr><td><font face="Arial" size="1">⟪This story was printed from The Prairie Ledger online edition. Copyright 2024. All rights reserved.⟫</font></td></tr></table></body></html>"""
    return whole(
        "e-printer-friendly",
        _E,
        "print",
        "en",
        "https://prairieledger.example/print/grain-elevator-climbing-gym-2024",
        page,
    )


@_case
def paywall_blurred_placeholder() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Private equity is buying the town's vet practices | Business Weekly</title></head>
<body><div class="bw-shell"><header class="bw-header"><a class="bw-logo">Business Weekly</a><div class="bw-account"><a>⟪Log in⟫</a><a class="bw-btn">⟪Start free trial⟫</a></div></header>
<article class="bw-article"><span class="bw-section">Companies</span><h1>Private equity is buying the town's vet practices</h1><div class="bw-author">Olu Adeyemi · 7 min read</div>
<div class="bw-body"><p>⟦Five years ago, all six veterinary practices in Ferndale were owned by the vets who worked in them. Today four belong to two national groups backed by private equity, and the price of a routine consultation has risen by 60 per cent.⟧</p>
<p>⟦The pattern is being repeated across the country, according to the competition regulator, which opened a formal investigation into the sector last year.⟧</p></div>
<div class="bw-paywall"><div class="bw-blur" aria-hidden="true"><p>⟪Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.⟫</p><p>⟪Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat.⟫</p></div>
<div class="bw-offer"><h2>⟪This article is for subscribers⟫</h2><p>⟪Try 30 days free, then $29 a month. Cancel anytime.⟫</p><a>Start my trial</a></div></div></article>
<section class="bw-related"><h3>⟪Related⟫</h3><a>⟪Why dental chains are buying up rural practices⟫</a></section></div>
<footer>⟪© Business Weekly Ltd 2025⟫</footer></body></html>"""
    return whole(
        "e-paywall-blurred",
        _E,
        "paywall",
        "en",
        "https://businessweekly.example/companies/private-equity-vet-practices",
        page,
    )


@_case
def long_comment_thread() -> Case:
    comments = [
        (
            "LongtimeReader",
            "I have been going to that market since I was a child and it has always closed on Sundays. Opening seven days a week means the traders who have been there forty years will either burn out or give up their stalls to chains who can staff them.",
        ),
        (
            "Mara_V",
            "Nobody is forcing the traders to open on Sundays. The report says it is optional for existing stall holders. Read before you rage.",
        ),
        (
            "LongtimeReader",
            "Optional until the landlord says the footfall figures require it. We all know how this goes.",
        ),
        (
            "pete h",
            "Honestly the market has been dying for a decade. Half the stalls sell phone cases. If Sunday opening brings people back then fine, try it, and if it fails it fails.",
        ),
        (
            "Sunita R",
            "What about the parking? The car park is already full on Saturdays and the residents' streets are rammed. Nothing in this article says how the council will deal with that.",
        ),
        (
            "Derek from Hillside",
            "Put on a shuttle bus from the park and ride like they did for the Christmas fair. It worked really well and it was free.",
        ),
        (
            "Mara_V",
            "The Christmas shuttle cost the council £30,000 for four weekends, it was in the papers. That is not sustainable every Sunday.",
        ),
        ("anon", "Just bring back the fish stall."),
        (
            "Joan Pell",
            "I run a stall there. We were consulted, most of us said yes to a trial, and the rent for Sunday is halved for the first year. It is not the disaster some people here think it is.",
        ),
    ]
    thread = "".join(
        f'<div class="comment" id="c{i}"><div class="comment-header"><span class="comment-user">{u}</span><span class="comment-ago">{i + 1}h</span></div>'
        f'<div class="comment-text">⟪{t}⟫</div><div class="comment-actions"><a>Like</a> <a>Reply</a> <a>Report</a></div></div>'
        for i, (u, t) in enumerate(comments)
    )
    page = f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Covered market to open on Sundays for a year-long trial | Midshire Post</title></head>
<body><div class="wrapper"><div class="header"><span class="logo">Midshire Post</span></div><div class="breadcrumb">News › Business</div>
<div class="story-column"><h1>Covered market to open on Sundays for a year-long trial</h1><div class="story-meta">By Tariq Lyle · 5 hours ago · <a href="#comments">⟪42 comments⟫</a></div>
<div class="story-content"><p>⟦The covered market will open on Sundays from next month in a year-long trial agreed by the council's cabinet on Wednesday.⟧</p>
<p>⟦Traders who open on Sundays will pay half the usual rent for that day during the trial. Existing stall holders can choose whether to take part.⟧</p>
<p>⟦Cabinet member for the economy, Fiona Dunn, said footfall had fallen by a quarter since 2015 and the market needed "to be open when people are free to come".⟧</p></div>
<div class="discussion" id="comments"><div class="discussion-header"><h2>⟪Comments⟫</h2><p>⟪Have your say. Comments are checked against our community guidelines.⟫</p></div><div class="comment-stream">{thread}</div><a class="more-comments">⟪View all 42 comments⟫</a></div></div>
<div class="sidebar"><h3>⟪Most commented⟫</h3><ul><li>⟪Plans for 300 homes on the golf course rejected⟫</li></ul></div>
<div class="footer">⟪Midshire Post · Part of Shires Media⟫</div></div></body></html>"""
    return whole(
        "e-long-comment-thread",
        _E,
        "comments",
        "en",
        "https://midshirepost.example/news/business/covered-market-sunday-trial",
        page,
    )


@_case
def readmore_newsletter_mid() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>The four-day week trial: what happened at 30 firms | Work Life</title></head>
<body><nav class="wl-nav"><a class="wl-brand">Work Life</a><a>Careers</a><a>Money</a><a>Wellbeing</a></nav>
<div class="wl-article"><h1>The four-day week trial: what happened at 30 firms</h1><div class="wl-meta">Priyanka Sol · 11 min read</div>
<div class="wl-content"><p>⟦A year ago, thirty companies in the region cut their working week to four days without cutting pay. Twenty-four of them have decided to keep it.⟧</p>
<p>⟦The trial, run by a university team, measured revenue, sick days, staff turnover and job applications before and after the change.⟧</p>
<div class="read-more-links"><h4>⟪Read more⟫</h4><ul><li><a>⟪How to ask your boss for flexible hours⟫</a></li><li><a>⟪Remote work is not going away, survey finds⟫</a></li></ul></div>
<p>⟦Revenue held steady or rose at most firms, while sick days fell by a third. The biggest change was in recruitment: several firms said applications for each vacancy had doubled.⟧</p>
<p>⟦Not every company found it easy. A logistics firm that dropped out said it could not cover its warehouse shifts and went back to five days after four months.⟧</p>
<div class="wl-newsletter"><p class="wl-newsletter__title">⟪The Work Life Letter⟫</p><p>⟪Practical advice for your career, every Thursday. No spam, ever.⟫</p><input type="email"><button>Subscribe</button></div>
<p>⟦The researchers say the firms that succeeded had changed how they worked, not only when: fewer meetings, shorter emails and protected time for focused work.⟧</p>
<p>⟦The report will be presented to the regional employers' forum in October.⟧</p></div>
<div class="wl-byline-box"><p>⟪Priyanka Sol writes about work and the economy. She has covered employment for a decade.⟫</p></div>
<div class="wl-next"><span>⟪Up next⟫</span><a>⟪Burnout: the signs to watch for in your team⟫</a></div></div>
<footer class="wl-foot">⟪Work Life is published by Ledger Digital. All rights reserved.⟫</footer></body></html>"""
    return whole(
        "e-readmore-newsletter",
        _E,
        "inserts",
        "en",
        "https://worklife.example/careers/four-day-week-trial-results",
        page,
    )


@_case
def pullquote_figure_bio() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Opinion: Our libraries are not a luxury | The Borough Review</title></head>
<body><div class="site"><div class="topnav"><span class="brand">The Borough Review</span><a>News</a><a>Opinion</a><a>Culture</a></div>
<div class="opinion-article"><p class="section-label">Opinion</p><h1>Our libraries are not a luxury</h1><div class="author-line">Yusuf Adair</div>
<div class="opinion-body"><p>⟦When the borough proposed closing five of its eleven libraries last month, the reasoning was simple: fewer people borrow books than did twenty years ago. That is true, and it misses the point.⟧</p>
<p>⟦A library is the only indoor public space left where nobody expects you to buy anything. On a weekday morning at the branch near me, there are pensioners reading the papers, a man filling in a benefits form and two students who cannot work at home.⟧</p>
<figure class="quote"><blockquote>⟪“A library is the only indoor public space left where nobody expects you to buy anything.”⟫</blockquote></figure>
<p>⟦The savings are small. Closing all five would save about £800,000 a year, less than one per cent of the borough's budget.⟧</p>
<p>⟦If the council wants to save money, it should look at the consultants it hired to tell it to close the libraries.⟧</p></div>
<div class="contributor"><img src="/y.jpg" alt=""><p>⟪Yusuf Adair is a retired headteacher and chairs the Friends of Eastgate Library.⟫</p></div>
<div class="opinion-disclaimer">⟪The views expressed are the author's own. Want to respond? Write to letters@boroughreview.example.⟫</div></div>
<div class="footer">⟪© The Borough Review⟫</div></div></body></html>"""
    return whole(
        "e-pullquote-figure-bio",
        _E,
        "pullquote",
        "en",
        "https://boroughreview.example/opinion/libraries-not-a-luxury",
        page,
    )


@_case
def update_and_correction() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Zoo's red panda cub gets a name | Hillcrest Daily</title></head>
<body><div id="page"><div id="hd"><a href="/">Hillcrest Daily</a><ul><li>Local</li><li>Schools</li><li>Sports</li></ul></div>
<div id="bd"><div class="story"><h1>Zoo's red panda cub gets a name</h1><div class="credit">Staff report · Updated Aug. 14, 2024</div>
<div class="story-body"><p class="update"><strong>⟦UPDATE, Aug. 14:⟧</strong> ⟦The zoo says the cub was weighed on Wednesday at 2.9 kilograms, a healthy weight for her age.⟧</p>
<p>⟦Hillcrest Zoo's red panda cub, born in June, will be called Maple after a public vote that drew more than 11,000 entries.⟧</p>
<p>⟦Maple beat Ember and Juniper. The name was suggested by a class of second-graders at Oakview Elementary, who will get a behind-the-scenes tour.⟧</p>
<p>⟦The cub is the first red panda born at the zoo in nine years. She will stay in the nest box with her mother, Sora, until late September.⟧</p>
<p><em>⟦Correction: An earlier version of this story gave the wrong month for the cub's birth. She was born in June, not May.⟧</em></p></div>
<div class="story-foot"><span>⟪Got a story tip? Email news@hillcrestdaily.example⟫</span></div></div>
<div class="rail"><h3>⟪Popular now⟫</h3><ol><li>⟪County fair parking map⟫</li><li>⟪High school football preview⟫</li></ol></div></div>
<div id="ft">⟪Hillcrest Daily © 2024 · Terms · Privacy⟫</div></div></body></html>"""
    return whole(
        "e-update-correction",
        _E,
        "correction",
        "en",
        "https://hillcrestdaily.example/local/zoo-red-panda-cub-name",
        page,
    )


@_case
def howto_steps() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>How to bleed a radiator in six steps - Home Fix</title></head>
<body><header class="hf-top"><span>Home Fix</span><nav><a>Plumbing</a><a>Electrics</a><a>Garden</a></nav></header>
<main class="hf-main"><article class="hf-guide"><h1>How to bleed a radiator in six steps</h1><div class="hf-meta">Difficulty: easy · Time: 15 minutes</div>
<div class="hf-toc"><p>⟪Jump to:⟫</p><ol><li><a href="#s1">What you need</a></li><li><a href="#s2">Step by step</a></li></ol></div>
<div class="hf-body"><p>⟦If a radiator is cold at the top and warm at the bottom, there is air trapped in it. Letting the air out takes a few minutes and a key that costs less than a pound.⟧</p>
<h3 id="s1">⟦What you need⟧</h3>
<ul><li>⟦A radiator key, or a flat screwdriver for newer valves⟧</li><li>⟦An old cloth or towel⟧</li><li>⟦A small bowl to catch drips⟧</li></ul>
<h3 id="s2">⟦Step by step⟧</h3>
<ol><li>⟦Turn the heating off and let the radiators cool, so you are not sprayed with hot water.⟧</li>
<li>⟦Find the bleed valve at the top corner of the radiator.⟧</li>
<li>⟦Hold the cloth under the valve and turn the key a quarter turn anticlockwise. You should hear a hiss.⟧</li>
<li>⟦When water starts to come out instead of air, close the valve.⟧</li>
<li>⟦Check the pressure gauge on your boiler; if it has dropped below one bar, top it up.⟧</li>
<li>⟦Turn the heating back on and check the radiator warms evenly.⟧</li></ol>
<div class="hf-product"><p>⟪Need a radiator key? Buy one from our shop for £1.49 with free delivery.⟫</p></div>
<p>⟦If the same radiator needs bleeding every few weeks, call a heating engineer: air keeps getting in somewhere.⟧</p></div>
<div class="hf-rating">⟪Did this guide help you?⟫</div></article></main>
<footer class="hf-foot">⟪Home Fix guides are for information only. If in doubt, call a professional.⟫</footer></body></html>"""
    return whole(
        "e-howto-steps",
        _E,
        "sections",
        "en",
        "https://homefix.example/plumbing/how-to-bleed-a-radiator",
        page,
    )


@_case
def old_cms_font_br() -> Case:
    page = """<html><head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"><title>Hartsville Courier - Local News</title></head>
<body bgcolor="#FFFFF0" link="#003366"><table width="760" border="0" cellspacing="0" cellpadding="0" align="center"><tr><td colspan="2"><img src="/images/masthead.gif" alt="Hartsville Courier"></td></tr>
<tr><td width="150" valign="top" bgcolor="#E8E8D0"><font face="Verdana" size="1"><a href="/">Home</a><br><a href="/news">Local News</a><br><a href="/sports">Sports</a><br><a href="/obits">Obituaries</a><br><a href="/subscribe">⟪Subscribe to the Courier⟫</a></font></td>
<td valign="top" width="610"><font face="Times New Roman" size="5"><b>Covered bridge reopens after two-year restoration</b></font><br><font face="Verdana" size="1">By EDNA PARR, Courier Correspondent<br>Friday, October 4, 2024</font><br><br>
<font face="Times New Roman" size="3">⟦HARTSVILLE - The Miller's Creek covered bridge reopened to foot traffic Thursday, two years after a flood knocked one of its abutments loose and left the 1872 span leaning downstream.⟧<br><br>
⟦About 150 people walked across it in the first hour, many of them carrying photographs of the bridge from their childhoods.⟧<br><br>
⟦The restoration cost $1.3 million, most of it from a state historic preservation grant. Timber framers from Vermont replaced 40 percent of the original oak with new wood cut to the same size.⟧<br><br>
⟦"We saved every beam we could," said project carpenter Luis Arroyo. "The ones we couldn't save are going to the historical society."⟧<br><br>
⟦The bridge will stay closed to cars. The county plans a small parking area on the east bank next spring.⟧</font><br><br>
<font face="Verdana" size="1">⟪Copyright 2024 Hartsville Courier. Contact the newsroom at (555) 013-8800.⟫</font></td></tr></table></body></html>"""
    return whole(
        "e-old-cms-font-br",
        _E,
        "br",
        "en",
        "http://www.hartsvillecourier.example/news/2024/1004/bridge.html",
        page,
        encoding="latin-1",
    )
