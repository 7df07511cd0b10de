"""Hand-written extraction cases, batch D (round three, development), English pages.

Each page is written whole (``extract_case_whole``), its body marked ``⟦…⟧`` and its
furniture ``⟪…⟫``. Judgment calls, the same in batch E:

- headings inside the body (a listicle's item titles, an explainer's sections, a live
  blog entry's title) are body; the page's headline, byline, dates, captions are not;
- a live blog's entries are the body, newest first as the page shows them; its "key
  events" summary links and timestamps are not;
- an interview's questions and answers are body, with the speakers' names as printed;
- a page whose article exists only in ``__NEXT_DATA__`` (the HTML shell holds a headline
  and a skeleton): the body is the article's paragraphs in that JSON, which is what a
  reader's browser renders;
- a paywall teaser whose server sent only the first paragraphs: those paragraphs are the
  body, the subscription prompt is not;
- a pull quote repeats a sentence of the body: the sentence in its paragraph is body, the
  repeat is not; author bio boxes are not;
- a correction or editor's note about the article is body (it is part of the record);
- comments, newsletter boxes, "Read more:" inserts and related lists are not, even when
  they sit between two paragraphs of the body;
- a print page's body is the article; its "printed from" line and URL footer are not.
"""

from __future__ import annotations

from collections.abc import Callable

from extract_case_parts import Case
from extract_case_whole import whole

__all__ = ["BATCH_D_EN"]

_D = "d"
BATCH_D_EN: list[Callable[[], Case]] = []


def _case(fn: Callable[[], Case]) -> Callable[[], Case]:
    BATCH_D_EN.append(fn)
    return fn


@_case
def split_siblings() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<title>Tram extension opens a year late and over budget | Metro Ledger</title>
<meta property="og:title" content="Tram extension opens a year late and over budget"></head>
<body class="story-page"><div id="fusion-app"><header class="nav-bar"><a href="/" class="logo">Metro Ledger</a>
<ul class="nav-sections"><li><a href="/local">Local</a></li><li><a href="/politics">Politics</a></li><li><a href="/business">Business</a></li></ul></header>
<main class="article-layout"><div class="headline-wrap"><h1 class="headline">Tram extension opens a year late and over budget</h1>
<div class="byline">By <a href="/people/rhea-mott">Rhea Mott</a> | <time>March 4, 2025</time></div></div>
<div class="article-body__content"><p class="paragraph">⟦The first passenger tram rolled onto the new eastern branch at 5:42 a.m. Monday, carrying eleven riders, two inspectors and a driver who had trained on the route for six months without a single fare-paying passenger.⟧</p>
<p class="paragraph">⟦The 3.8-mile extension was meant to open last spring. Flooding in a cutting near Harrow Lane, a dispute with the signalling contractor and a shortage of overhead-line crews pushed it back twice, and the final bill came to $412 million against the $340 million approved in 2021.⟧</p></div>
<div class="ad-container ad-inline"><div class="ad-label">⟪Advertisement⟫</div><div id="gpt-inline-1" class="ad-slot"></div></div>
<div class="article-body__content"><p class="paragraph">⟦Transit board chair Lorna Feld said the delay was "not a proud chapter" but argued the branch would pay for itself in reduced bus mileage within a decade.⟧</p>
<p class="paragraph">⟦Riders at the Quarry Street stop were less interested in the budget. "It's twelve minutes to the hospital now," said Dwayne Acker, a porter who used to take two buses. "That's the whole story for me."⟧</p></div>
<div class="video-embed"><div class="video-player" data-id="v9931"><p class="video-title">WATCH: First tram crosses the Harrow Lane viaduct</p><button>Play video</button></div></div>
<div class="article-body__content"><p class="paragraph">⟦Not everything is finished. Two of the seven stations still lack lifts, which the authority says will be installed by August, and the park-and-ride lot at the terminus has 140 of its planned 600 spaces.⟧</p>
<p class="paragraph">⟦The authority will run a reduced timetable for the first three weeks, with trams every 15 minutes instead of every 8, while drivers finish their route hours.⟧</p></div>
<div class="ad-container ad-inline"><div class="ad-label">Advertisement</div><div id="gpt-inline-2" class="ad-slot"></div></div>
<div class="article-body__content"><p class="paragraph">⟦An independent review of the cost overrun, ordered by the city council in January, is due to report in the autumn.⟧</p></div>
<div class="tags-row"><a href="/tag/transit">Transit</a><a href="/tag/budget">Budget</a></div>
<section class="recirc"><h2>⟪More from Local⟫</h2><ul><li><a href="/l/1">⟪School board delays vote on later start times⟫</a></li><li><a href="/l/2">⟪Bridge repainting to close lanes for six weekends⟫</a></li><li><a href="/l/3">⟪Library card sign-ups hit a ten-year high⟫</a></li></ul></section>
</main><footer class="site-footer"><p>⟪© 2025 Metro Ledger Media. All rights reserved.⟫</p><a href="/terms">Terms of Use</a> <a href="/privacy">Privacy Policy</a></footer></div></body></html>"""
    return whole(
        "d-split-siblings",
        _D,
        "split",
        "en",
        "https://metroledger.example/local/2025/03/04/tram-extension-opens/",
        page,
    )


@_case
def listicle_h2_images() -> Case:
    items = [
        (
            "1. The salt marsh boardwalk",
            "tide.jpg",
            "⟦The boardwalk runs a mile and a half across the marsh on oak piles, and at high water it feels like walking on the sea.⟧",
            "⟦Go an hour either side of the tide for wading birds; the car park at the north end is free before ten.⟧",
        ),
        (
            "2. Gull Rock lighthouse",
            "light.jpg",
            "⟦The keepers left in 1988, but the trust that runs the tower opens the lamp room on Saturdays from Easter to October.⟧",
            "⟦There are 117 steps and no lift, and children under eight are not allowed up the last ladder.⟧",
        ),
        (
            "3. The smokehouse on Wharf Street",
            "smoke.jpg",
            "⟦Three generations of the Penrose family have cured mackerel over oak chips in the same brick shed.⟧",
            "⟦Buy it hot from the hatch at noon, when the first batch comes out, or it will be gone.⟧",
        ),
        (
            "4. Periwinkle Cove",
            "cove.jpg",
            "⟦A steep path from the church lane drops to a shingle cove that faces west and keeps the evening sun.⟧",
            "⟦The rip off the point is strong on an ebb tide: swim only inside the rocks.⟧",
        ),
        (
            "5. The chapel of the drowned",
            "chapel.jpg",
            "⟦A tiny granite chapel on the cliff holds the names of every fisherman the village lost since 1820, painted on wooden boards.⟧",
            "⟦It is never locked; leave the door shut behind you because of the sheep.⟧",
        ),
        (
            "6. Harbour Row bookshop",
            "books.jpg",
            "⟦Two rooms of second-hand books, most of them about ships, birds or the sea, and a cat that sleeps on the poetry.⟧",
            "⟦The owner takes cash only and closes when the weather is good enough to sail.⟧",
        ),
        (
            "7. The ferry to Teal Island",
            "ferry.jpg",
            "⟦A wooden launch crosses to the island twice a day in summer; the crossing takes twenty minutes if the wind is kind.⟧",
            "⟦Check the chalkboard on the quay by nine, because the skipper cancels when the swell is over a metre.⟧",
        ),
    ]
    parts = []
    for i, (head, img, p1, p2) in enumerate(items):
        parts.append(
            f'<h2 class="wp-block-heading">⟦{head}⟧</h2><figure class="wp-block-image size-large"><img src="/uploads/{img}" alt="">'
            f"<figcaption>Photograph: Tess Morrow</figcaption></figure><p>{p1}</p><p>{p2}</p>"
        )
        if i in (1, 4):
            parts.append(
                f'<div class="code-block code-block-{i}"><div class="adsbygoogle"></div><p class="ad-note">⟪Story continues below advertisement⟫</p></div>'
                if i == 1
                else '<div class="code-block code-block-4"><div class="adsbygoogle"></div></div>'
            )
    page = f"""<!doctype html><html lang="en-GB"><head><meta charset="UTF-8"><title>7 reasons to spend a weekend in Porthwenna &#8211; The Coast Road</title></head>
<body class="post-template-default single single-post"><div id="page" class="site"><header id="masthead" class="site-header"><p class="site-title"><a href="/">The Coast Road</a></p>
<nav id="site-navigation"><ul id="primary-menu"><li><a href="/walks/">Walks</a></li><li><a href="/food/">Food</a></li><li><a href="/stays/">Stays</a></li></ul></nav></header>
<div id="content" class="site-content"><div id="primary" class="content-area"><main id="main" class="site-main">
<article id="post-5521" class="post-5521 post type-post status-publish"><header class="entry-header"><h1 class="entry-title">7 reasons to spend a weekend in Porthwenna</h1>
<div class="entry-meta"><span class="posted-on">Posted on <time>12 May 2025</time></span> <span class="byline">by Tess Morrow</span></div></header>
<div class="entry-content"><p>⟦Porthwenna is the kind of village that gets one line in a guidebook and deserves a chapter. I have been going back for fifteen years; these are the seven things that keep me coming.⟧</p>
{"".join(parts)}
<p>⟦Porthwenna has two pubs, a shop that sells everything and one cash machine, which runs dry on bank holidays.⟧</p>
<div class="sharedaddy sd-sharing-enabled"><h3 class="sd-title">⟪Share this:⟫</h3><ul><li><a class="share-facebook">Facebook</a></li><li><a class="share-twitter">X</a></li></ul></div>
<div id="jp-relatedposts" class="jp-relatedposts"><h3 class="jp-relatedposts-headline"><em>⟪Related⟫</em></h3><div class="jp-relatedposts-items"><p class="jp-relatedposts-post"><a href="/a">⟪A wet week on the Lizard, and why I loved it⟫</a></p><p class="jp-relatedposts-post"><a href="/b">⟪Where to find the best pasty between Truro and Penzance⟫</a></p></div></div>
</div></article>
<div id="comments" class="comments-area"><h2 class="comments-title">⟪2 thoughts on &ldquo;7 reasons to spend a weekend in Porthwenna&rdquo;⟫</h2><ol class="comment-list"><li class="comment"><div class="comment-content"><p>⟪We went on your recommendation last June and the smokehouse was shut for a funeral, so check before you go!⟫</p></div></li><li class="comment"><div class="comment-content"><p>⟪Gull Rock is worth the climb even with a bad knee. Take it slowly.⟫</p></div></li></ol></div>
</main></div><aside id="secondary" class="widget-area"><section class="widget widget_recent_entries"><h2 class="widget-title">Recent Posts</h2><ul><li><a href="/c">⟪Ten cliff-top cafés with a proper view⟫</a></li></ul></section></aside></div>
<footer id="colophon" class="site-footer"><div class="site-info">⟪Proudly powered by WordPress⟫</div></footer></div></body></html>"""
    return whole(
        "d-listicle-h2-images",
        _D,
        "list",
        "en",
        "https://thecoastroad.example/2025/05/porthwenna-weekend/",
        page,
    )


@_case
def liveblog() -> Case:
    entries = [
        (
            "16:40",
            "Polls close in three hours",
            "⟦Turnout in the city was 41 per cent at four o'clock, the returning officer says, six points up on the last local election at the same hour.⟧ ⟦Queues were reported at two polling stations in the university ward.⟧",
        ),
        (
            "15:12",
            "Ballot paper misprint in Eastfield",
            "⟦About 300 ballot papers in Eastfield listed one candidate under the wrong party name.⟧ ⟦The council says the affected papers were withdrawn by ten past eight this morning and no votes were cast on them.⟧",
        ),
        (
            "13:05",
            "Candidates make final pitch",
            "⟦All four mayoral candidates spent the lunch hour in the market square, within shouting distance of each other.⟧ ⟦The Green candidate handed out seed packets; the independent brought a brass band.⟧",
        ),
        (
            "11:30",
            "What time will we know?",
            "⟦Counting starts at 10pm at the leisure centre. The result for mayor is expected between 3am and 5am, the council says, depending on whether second preferences are needed.⟧",
        ),
        (
            "08:00",
            "Good morning",
            "⟦Welcome to our live coverage of election day. Polling stations opened at seven and will close at ten tonight; we will bring you turnout figures, pictures and the count as it happens.⟧",
        ),
    ]
    blocks = "".join(
        f'<div class="block" id="block-{i}"><div class="block-time"><time>{t}</time></div>'
        f'<h3 class="block-title">⟦{h}⟧</h3><div class="block-elements">'
        + "".join(f"<p>⟦{x.strip()}⟧</p>" for x in body.replace("⟦", "").split("⟧") if x.strip())
        + f'</div><div class="block-footer"><a class="share">{"⟪Share this update⟫" if i == 0 else "Share this update"}</a></div></div>'
        for i, (t, h, body) in enumerate(entries)
    )
    page = f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Election day live: turnout up as polls stay open until 10pm | Northern Echo Live</title></head>
<body><header class="masthead"><a href="/">Northern Echo Live</a><nav><a href="/news">News</a><a href="/elections">Elections</a></nav></header>
<div class="liveblog-container"><h1>Election day live: turnout up as polls stay open until 10pm</h1>
<p class="standfirst">Follow the day's voting, the count and the result as it happens</p>
<div class="key-events"><h2>⟪Key events⟫</h2><ul><li><a href="#block-1">Ballot paper misprint in Eastfield</a></li><li><a href="#block-3">What time will we know?</a></li></ul></div>
<div class="live-status">⟪LIVE — updated 2 minutes ago⟫</div>
<div class="liveblog-body">{blocks}</div>
<button class="load-more">⟪Show older updates⟫</button></div>
<aside class="sidebar"><h3>Most viewed</h3><ol><li><a href="/x">⟪Road closed after lorry sheds its load of gravel⟫</a></li><li><a href="/y">⟪Fish and chip shop named best in the region⟫</a></li></ol></aside>
<footer><p>⟪Northern Echo Live is part of Regional Voice Media Ltd.⟫</p></footer></body></html>"""
    return whole(
        "d-liveblog",
        _D,
        "liveblog",
        "en",
        "https://northernecholive.example/news/election-day-live-9921",
        page,
    )


@_case
def qa_interview() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>&lsquo;I wanted a shop people could smell from the street&rsquo; &mdash; The Baker's Dozen</title></head>
<body><div class="wrapper"><div class="topbar"><a href="/">The Baker's Dozen</a> <a href="/subscribe" class="btn-sub">⟪Subscribe to the print edition⟫</a></div>
<div class="main"><div class="post"><span class="kicker">Interview</span><h1>&lsquo;I wanted a shop people could smell from the street&rsquo;</h1>
<div class="post-meta">Words by Anil Sorensen &middot; Photos by Jo Pike</div>
<div class="post-content">
<p class="intro">⟦Mirela Dobos opened her first bakery in a former betting shop in 2019 with one oven and a loan from her aunt. She now runs three, employs 38 people and still starts work at four.⟧</p>
<p>⟦We met her in the back of the original shop, between the proving cabinets.⟧</p>
<p><strong>⟦Anil Sorensen: Why a betting shop?⟧</strong></p>
<p>⟦<strong>Mirela Dobos:</strong> It was the only place on the street I could afford, and it had a big window. The landlord had given up on it. I wanted a shop people could smell from the street, and you can't do that behind frosted glass.⟧</p>
<p><strong>⟦AS: What did you get wrong in the first year?⟧</strong></p>
<p>⟦<strong>MD:</strong> Almost everything about money. I priced the sourdough like my grandmother's village bread and lost money on every loaf for eight months. A customer told me, very kindly, that I was too cheap.⟧</p>
<blockquote class="pullquote"><p>A customer told me, very kindly, that I was too cheap.</p></blockquote>
<p><strong>⟦AS: How do you keep 38 people happy at four in the morning?⟧</strong></p>
<p>⟦<strong>MD:</strong> Nobody works more than four early shifts in a row, and everyone eats first. That sounds small. It isn't.⟧</p>
<div class="inline-promo"><p>⟪Love food writing? Get our weekly Crumbs newsletter, free every Friday.⟫</p><form><input type="email"><button>Sign up</button></form></div>
<p><strong>⟦AS: Would you open a fourth?⟧</strong></p>
<p>⟦<strong>MD:</strong> Ask me after Christmas. If the ovens survive December, maybe.⟧</p>
<p><em>⟦This interview has been edited for length and clarity.⟧</em></p>
</div>
<div class="author-box"><img src="/img/anil.jpg" alt=""><p>⟪Anil Sorensen is the magazine's features editor and has written about independent food businesses for twelve years.⟫</p></div>
</div><div class="sidebar"><div class="widget"><h4>Popular</h4><ul><li><a href="/p1">⟪The rye revival: why dark loaves are back⟫</a></li><li><a href="/p2">⟪How to feed a starter while you're on holiday⟫</a></li></ul></div></div></div>
<div class="footer">⟪&copy; The Baker's Dozen Magazine 2025⟫</div></div></body></html>"""
    return whole(
        "d-qa-interview",
        _D,
        "interview",
        "en",
        "https://bakersdozenmag.example/interviews/mirela-dobos",
        page,
    )


@_case
def next_data_only() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Rangers sign teenage goalkeeper on a five-year deal - Sports Desk</title>
<meta name="description" content="The club beat three rivals to the 17-year-old."><link rel="preload" href="/_next/static/chunks/main.js" as="script"></head>
<body><div id="__next"><div class="Layout_root__x1"><header class="Header_bar__9a"><a href="/">Sports Desk</a><nav><a href="/football">Football</a><a href="/rugby">Rugby</a></nav></header>
<main class="Article_main__2b"><h1 class="Article_title__k3">Rangers sign teenage goalkeeper on a five-year deal</h1><div class="Article_skeleton__p0"><div class="Skeleton_line__a"></div><div class="Skeleton_line__a"></div></div></main>
<footer class="Footer_root__z">⟪Sports Desk is a trading name of Matchday Digital Ltd.⟫</footer></div></div>
<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"article":{"id":"a-7781","headline":"Rangers sign teenage goalkeeper on a five-year deal","byline":"Cal Brennan","published":"2025-01-30T18:02:00Z","body":[{"type":"paragraph","text":"⟦Rangers have signed the 17-year-old goalkeeper Eoin Farrelly from Dundalk on a five-year contract, beating three English clubs to a player who has not yet made a senior league start.⟧"},{"type":"paragraph","text":"⟦Farrelly, who is 6ft 5in, kept eleven clean sheets for the Irish under-19 side last season and trained with the first team at Dundalk since he was fifteen.⟧"},{"type":"ad","slot":"mpu-1"},{"type":"paragraph","text":"⟦The fee was not disclosed, but is understood to rise with appearances and a sell-on clause of 20 per cent.⟧"},{"type":"paragraph","text":"⟦He will start in the B team and is not expected to challenge for a place in the first team before next season, the club's goalkeeping coach said.⟧"}],"related":[{"title":"Cup draw: holders face a trip to the Highlands"}]}},"__N_SSG":true},"page":"/[section]/[slug]","buildId":"b7Qx"}</script>
<script src="/_next/static/chunks/main.js" defer></script></body></html>"""
    return whole(
        "d-next-data-only",
        _D,
        "json",
        "en",
        "https://sportsdesk.example/football/rangers-sign-teenage-goalkeeper",
        page,
    )


@_case
def amp_page() -> Case:
    page = """<!doctype html><html amp lang="en"><head><meta charset="utf-8"><script async src="https://cdn.ampproject.org/v0.js"></script>
<title>Heat pump grants reopen with a smaller budget</title><link rel="canonical" href="https://greenhomes.example/news/heat-pump-grants-reopen">
<style amp-custom>body{font-family:sans-serif}.ad{margin:1em 0}</style></head>
<body><amp-sidebar id="sidebar" layout="nodisplay" side="left"><ul><li><a href="/">Home</a></li><li><a href="/news">News</a></li><li><a href="/guides">Guides</a></li></ul></amp-sidebar>
<header class="amp-header"><button on="tap:sidebar.toggle">Menu</button><a href="/" class="amp-logo">Green Homes</a></header>
<article class="amp-article"><h1>Heat pump grants reopen with a smaller budget</h1><div class="amp-byline">Priya Nand &middot; 9 April 2025</div>
<amp-img src="/img/heatpump.jpg" width="1200" height="675" layout="responsive" alt="A heat pump outside a brick house"></amp-img>
<div class="amp-body"><p>⟦The government's heat pump grant reopened to applications on Tuesday with £150 million for the year, down from £295 million, and a cap of £6,000 per home instead of £7,500.⟧</p>
<p>⟦Installers said the smaller grant would still cover about half the cost of a typical air-source system in a three-bedroom semi.⟧</p>
<amp-ad width="300" height="250" type="doubleclick" data-slot="/1234/amp_mid" class="ad"><div fallback>⟪Ad failed to load⟫</div></amp-ad>
<p>⟦Homes must have a valid energy certificate with no outstanding recommendation for loft or cavity wall insulation to qualify.⟧</p>
<p>⟦Last year's scheme ran out in November, leaving about 9,000 applications unpaid, which the department says will be honoured first.⟧</p>
<amp-social-share type="twitter"></amp-social-share><amp-social-share type="facebook"></amp-social-share>
<p>⟦Applications go through an accredited installer, who claims the grant and takes it off the bill.⟧</p></div></article>
<section class="amp-related"><h2>⟪Read next⟫</h2><ul><li><a href="/n1">⟪Is your loft insulation thick enough? How to check in five minutes⟫</a></li><li><a href="/n2">⟪Solar panel prices fall for a third year⟫</a></li></ul></section>
<footer class="amp-footer"><p>⟪Green Homes &copy; 2025 &middot; View the full site⟫</p></footer></body></html>"""
    return whole(
        "d-amp-page",
        _D,
        "amp",
        "en",
        "https://greenhomes.example/amp/news/heat-pump-grants-reopen",
        page,
    )


@_case
def print_page() -> Case:
    page = """<html><head><title>Print: Water company fined over sewage spills into the Wend</title>
<link rel="stylesheet" href="/css/print.css" media="print"></head>
<body onload="window.print()"><div id="print-header"><img src="/img/logo-bw.gif" alt="The Valley Gazette"><br>
<span class="print-url">⟪Printed from: valleygazette.example/news/water-company-fined-wend⟫</span></div><hr>
<h2>Water company fined over sewage spills into the Wend</h2>
<div class="print-date">Published: 14 November 2024 by Greg Allard, Court Reporter</div>
<div class="print-body">
⟦A water company has been fined £1.2 million for letting untreated sewage into the River Wend on 41 days in a single summer.⟧<br><br>
⟦Magistrates in Colbridge heard that a pump at the Mill Lane works failed in June 2022 and was not repaired until September, while alarms were switched off to stop them waking the night crew.⟧<br><br>
⟦The company admitted three offences under the environmental permitting rules. Its lawyer said it had since spent £3 million on the works and now reported every spill within an hour.⟧<br><br>
⟦District Judge Harriet Lowe said the switching-off of the alarms was "a deliberate choice to look away".⟧<br><br>
⟦Anglers' groups, who first reported dead fish below the works, said the fine was less than the company's profit from a fortnight.⟧
</div><hr>
<div id="print-footer">⟪&copy; 2024 The Valley Gazette. This article is for personal use only. For reprints call 01632 960 301.⟫<br>
⟪URL of this article: https://valleygazette.example/news/water-company-fined-wend⟫</div></body></html>"""
    return whole(
        "d-print-page",
        _D,
        "print",
        "en",
        "https://valleygazette.example/print/news/water-company-fined-wend",
        page,
    )


@_case
def paywall_teaser() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>The quiet collapse of the county's dairy farms | The Standard</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"The quiet collapse of the county's dairy farms","isAccessibleForFree":"False","hasPart":{"@type":"WebPageElement","isAccessibleForFree":"False","cssSelector":".paywalled"}}</script></head>
<body><div class="site"><div class="header"><a class="brand" href="/">The Standard</a><a href="/login" class="login">⟪Sign in⟫</a></div>
<div class="story"><p class="label">Premium</p><h1>The quiet collapse of the county's dairy farms</h1><p class="deck">Forty years ago there were 900 herds. Now there are 61.</p>
<p class="by">By Maeve Doyle &middot; Agriculture correspondent</p>
<div class="story-body"><p>⟦On a wet Thursday in February, Tom Harker sold the last of his 140 Friesians at the market in Ashby and drove home with an empty trailer for the first time in his life.⟧</p>
<p>⟦His family had milked cows on the same 200 acres since 1911. The milk price, the cost of feed and a bovine TB outbreak that closed the farm for nine months in 2023 did what two world wars had not.⟧</p>
<p>⟦He is not alone. Figures from the county agricultural society show 61 dairy herds left, against about 900 in 1985 and 230 as recently as 2005.⟧</p>
<div class="paywalled fade-out"></div></div>
<div class="paywall-box"><h3>⟪Continue reading with a subscription⟫</h3><p>⟪Get unlimited access to award-winning journalism for just £1 for your first three months.⟫</p><a class="cta" href="/subscribe">Subscribe</a><p class="small">⟪Already a subscriber? Sign in to continue reading.⟫</p></div>
</div><div class="more"><h4>More in Farming</h4><a href="/f1">⟪Sheep prices hold up despite the dry summer⟫</a><a href="/f2">⟪Young Farmers club marks its centenary⟫</a></div>
<div class="footer">⟪The Standard Newspapers Ltd, registered in England no. 0419882⟫</div></div></body></html>"""
    return whole(
        "d-paywall-teaser",
        _D,
        "paywall",
        "en",
        "https://thestandard.example/farming/dairy-farms-collapse",
        page,
    )


@_case
def long_comments() -> Case:
    comments = [
        "I have lived on Alder Road for thirty years and the speed bumps were the best thing the council ever did. Before them we had a crash outside number 12 every winter. Taking them out to save on maintenance is madness and I will be writing to my councillor tonight.",
        "Speed bumps wreck ambulances and buses. My sister is a paramedic and she says every bump on the way to the hospital is agony for a patient with a broken hip. There are better ways, like average speed cameras, which do not punish careful drivers.",
        "Average speed cameras on a residential street? Who is going to pay for those? The bumps cost next to nothing and they work. People just like to complain about anything that slows them down by ten seconds.",
        "The real problem is the satnav apps sending lorries down here to avoid the junction on the high street. Fix the junction and the rat run disappears on its own, bumps or no bumps.",
        "Did anyone actually read the report? It says the resurfacing is happening anyway and the bumps would have to be rebuilt at a cost of £90,000. That is the whole point. Nobody is against safety.",
        "£90,000 for eleven speed bumps? I could rebuild them myself for a tenth of that with a bag of tarmac and a roller. This is how councils waste our money.",
        "Please don't try to rebuild speed bumps yourself, Gary.",
        "I cycle down Alder Road to work every day and the bumps are fine on a bike. The cars parked on both sides are the real danger because nobody can see you coming out of the side roads.",
    ]
    thread = "".join(
        f'<li class="comment depth-1"><article class="comment-body"><footer class="comment-meta"><b class="fn">{n}</b> <time>{d}</time></footer>'
        f'<div class="comment-content"><p>⟪{c}⟫</p></div><div class="reply"><a class="comment-reply-link">Reply</a></div></article></li>'
        for n, d, c in zip(
            ["OldTimer", "Shelley B", "mark_t", "ratrun", "K. Obi", "Gary", "Nell", "wheels"],
            [
                "2 hours ago",
                "2 hours ago",
                "1 hour ago",
                "1 hour ago",
                "58 minutes ago",
                "40 minutes ago",
                "38 minutes ago",
                "10 minutes ago",
            ],
            comments,
            strict=True,
        )
    )
    page = f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Council to remove speed bumps on Alder Road during resurfacing - Eastbrook Voice</title></head>
<body class="single"><div class="container"><header><h2 class="site-name"><a href="/">Eastbrook Voice</a></h2></header>
<div class="row"><div class="col-main"><article class="news-item"><h1>Council to remove speed bumps on Alder Road during resurfacing</h1><p class="meta">Posted 3 June 2025 in <a href="/cat/roads">Roads</a></p>
<div class="news-text"><p>⟦Eleven speed bumps on Alder Road will be taken out when the street is resurfaced in July and not put back, the council's highways committee decided on Monday.⟧</p>
<p>⟦Officers said rebuilding them to the current standard would cost about £90,000 and that a 20mph limit with two flashing signs would cost a third of that.⟧</p>
<p>⟦Residents' association chair Ian Soper said the decision was taken "without asking a single person who lives here" and that a petition had 212 signatures by Tuesday night.⟧</p>
<p>⟦The council says it will review crash figures after a year and could reinstall the bumps if casualties rise.⟧</p></div></article>
<section id="comments"><h3>⟪37 Comments⟫</h3><p class="comment-policy">⟪Comments are moderated. Please keep it civil and on topic.⟫</p><ol class="commentlist">{thread}</ol>
<div id="respond"><h3>⟪Leave a Reply⟫</h3><form><textarea name="comment"></textarea><input type="submit" value="Post Comment"></form></div></section></div>
<div class="col-side"><div class="widget"><h4>Latest</h4><ul><li><a href="/1">⟪Carnival route confirmed for August bank holiday⟫</a></li></ul></div></div></div>
<footer><p>⟪Eastbrook Voice is a not-for-profit community news site.⟫</p></footer></div></body></html>"""
    return whole(
        "d-long-comments",
        _D,
        "comments",
        "en",
        "https://eastbrookvoice.example/2025/06/03/alder-road-speed-bumps/",
        page,
    )


@_case
def newsletter_readmore() -> Case:
    page = """<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><title>Why your energy bill went up even though prices fell | MoneyWise Daily</title></head>
<body><div id="app"><nav class="topnav"><a href="/">MoneyWise Daily</a><a href="/bills">Bills</a><a href="/mortgages">Mortgages</a><a href="/savings">Savings</a></nav>
<article class="article"><header><h1>Why your energy bill went up even though prices fell</h1><p class="article-dek">The standing charge is doing more of the work.</p><address class="author">Lena Pryce, Consumer Editor</address></header>
<section class="article-content">
<p>⟦The price cap on unit rates fell again this quarter, yet thousands of readers have written to say their bills went up. Most of the answer lies in a line many people never read: the standing charge.⟧</p>
<p>⟦The standing charge is a fixed daily fee for being connected, paid whether you use any energy or not. For electricity it has risen from about 25p a day in 2021 to more than 60p now.⟧</p>
<div class="newsletter-inline"><h4>⟪Get smarter with your money⟫</h4><p>⟪Join 400,000 readers who get our best tips on bills, savings and deals every Tuesday.⟫</p><input type="email" placeholder="Your email"><button>Sign me up</button><small>⟪You can unsubscribe at any time. See our privacy notice.⟫</small></div>
<p>⟦That matters most for households that use little energy. A pensioner in a small flat can pay more in standing charges over a year than for the electricity itself.⟧</p>
<p class="read-more"><strong>⟪READ MORE:⟫</strong> <a href="/bills/smart-meter-readings">⟪How to check your smart meter is sending the right readings⟫</a></p>
<p>⟦The other reason is the weather. This winter was colder than the last, and a cold month can add more to a bill than a cheaper unit rate takes away.⟧</p>
<p>⟦Finally, check your direct debit. Suppliers set it on a year's forecast, and many raised it in the autumn to clear debts built up when prices peaked.⟧</p>
<aside class="related-inline"><span>⟪You might also like⟫</span><ul><li><a href="/s1">⟪The best easy-access savings accounts this month⟫</a></li><li><a href="/s2">⟪Is it worth fixing your energy tariff now?⟫</a></li></ul></aside>
<p>⟦If you think your bill is wrong, ask your supplier for a breakdown first, and if that fails, the ombudsman will look at a complaint after eight weeks.⟧</p>
</section><div class="article-share"><span>⟪Share this article⟫</span><a>Email</a><a>WhatsApp</a></div></article></div>
<footer class="foot">⟪MoneyWise Daily is not a financial adviser. Always seek independent advice.⟫</footer></body></html>"""
    return whole(
        "d-newsletter-readmore",
        _D,
        "inserts",
        "en",
        "https://moneywisedaily.example/bills/energy-bill-up-prices-fell",
        page,
    )


@_case
def pullquote_bio() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>The last lamplighter of Kellen Street</title></head>
<body><div class="page-wrap"><header class="global-header"><div class="brand">Old Town Chronicle</div><ul class="menu"><li>History</li><li>People</li><li>Places</li></ul></header>
<div class="article-container"><div class="article-header"><h1>The last lamplighter of Kellen Street</h1><span class="author-name">By Orla Finch</span></div>
<div class="rich-text"><p>⟦Every evening at dusk, Bernard Hale walks the length of Kellen Street with a brass pole and lights twenty-two gas lamps, one by one, as his father did before him.⟧</p>
<p>⟦The street is one of the last in the country still lit by gas. The council tried to convert it in 1974 and again in 1999; both times the residents fought it off, the second time with a sit-in on the town hall steps.⟧</p>
<aside class="pull-quote"><blockquote>⟪&ldquo;People think it's a costume. It's a job.&rdquo;⟫</blockquote></aside>
<p>⟦Hale, who is 71, took over the round in 1986. "People think it's a costume. It's a job," he said. "The mantles break, the clocks stop, the wind blows them out. Somebody has to care."⟧</p>
<p>⟦He has trained a successor, a 24-year-old plumber called Amy Turner, who covers his round on Tuesdays and during his fortnight in Scarborough every August.⟧</p>
<figure class="inline-image"><img src="/img/lamp.jpg" alt=""><figcaption>Bernard Hale on his round in October. Photograph: Orla Finch</figcaption></figure>
<p>⟦The lamps cost the council about £9,000 a year to run, against £2,000 for LED street lights, a difference the residents' association now pays from its own funds.⟧</p>
<p>⟦"When I stop," Hale said, "I'd like to be the second-last lamplighter. Not the last."⟧</p></div>
<div class="about-author"><h3>⟪About the author⟫</h3><p>⟪Orla Finch writes about local history and is the author of two books on the town's canals. She lives on the other side of the river, where the lights are electric.⟫</p></div>
<div class="newsletter-footer"><p>⟪Enjoyed this story? Sign up for the Chronicle's Sunday letter.⟫</p></div></div>
<div class="global-footer">⟪All content © Old Town Chronicle Trust, a registered charity.⟫</div></div></body></html>"""
    return whole(
        "d-pullquote-bio",
        _D,
        "pullquote",
        "en",
        "https://oldtownchronicle.example/people/last-lamplighter-kellen-street",
        page,
    )


@_case
def correction_note() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>University drops plan to close its music department</title></head>
<body><div id="wrapper"><div id="header"><a href="/"><img src="/logo.png" alt="The Campus Record"></a><div id="menu"><a href="/news">News</a> | <a href="/opinion">Opinion</a> | <a href="/arts">Arts</a></div></div>
<div id="content"><div class="entry"><h1 class="title">University drops plan to close its music department</h1><div class="dateline">By Sam Okafor, News Editor &mdash; October 2, 2024</div>
<div class="correction"><p><strong>⟦Correction:⟧</strong> ⟦An earlier version of this article said the department has 14 staff. It has 19, including five part-time tutors. The article has been updated.⟧</p></div>
<div class="entry-body"><p>⟦The university has dropped its plan to close the music department after a review found that closing it would save less than a third of what the finance office had forecast.⟧</p>
<p>⟦The proposal, announced in May, would have ended admissions to the music degree from next year. More than 6,000 people signed an open letter against it, including two of the university's own governors.⟧</p>
<p>⟦Provost Helen Marsh told the senate on Tuesday that the department would instead merge its administration with the drama school and cut two vacant posts.⟧</p>
<p>⟦Students in the department said they were relieved but wanted a written commitment that the degree would not be reviewed again within five years.⟧</p>
<p class="editors-note"><em>⟦Editor's note: Sam Okafor is a student in the School of Arts, which includes the music department. He does not study music.⟧</em></p></div>
<div class="entry-tags">Filed under: <a href="/tag/music">music</a>, <a href="/tag/budget">⟪budget cuts⟫</a></div></div>
<div class="sidebar"><h3>Trending</h3><div class="trend"><a href="/t1">⟪Dining hall to trial a meat-free Monday⟫</a></div><div class="trend"><a href="/t2">⟪Rowing club wins its first regatta in a decade⟫</a></div></div></div>
<div id="footer">⟪The Campus Record is published by students and is editorially independent of the university.⟫</div></div></body></html>"""
    return whole(
        "d-correction-note",
        _D,
        "correction",
        "en",
        "https://campusrecord.example/news/2024/10/music-department-saved",
        page,
    )


@_case
def explainer_lists() -> Case:
    page = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Measles cases rise: what parents need to know - Health Bulletin</title></head>
<body><header class="hb-header"><div class="hb-logo">Health Bulletin</div><nav class="hb-nav"><a>Conditions</a><a>Wellbeing</a><a>Parenting</a></nav></header>
<main class="hb-main"><div class="hb-article"><div class="hb-eyebrow">Explainer</div><h1>Measles cases rise: what parents need to know</h1><div class="hb-meta">Reviewed by Dr Asha Menon &middot; Updated 21 February 2025</div>
<div class="hb-summary"><h2>⟪In short⟫</h2><ul><li>⟪Cases are up in five regions⟫</li><li>⟪Two doses of MMR protect about 97 in 100 children⟫</li></ul></div>
<div class="hb-text"><p>⟦Measles cases have risen in five regions since the new year, with most among children under ten who have not had both doses of the MMR vaccine.⟧</p>
<h2>⟦What are the symptoms?⟧</h2>
<p>⟦Measles usually starts like a cold, with a high temperature, a runny nose and red, watery eyes. A rash follows two to four days later.⟧</p>
<ul><li>⟦The rash starts on the face and behind the ears, then spreads down the body.⟧</li><li>⟦Small white spots may appear inside the cheeks a day or two before the rash.⟧</li><li>⟦Children are usually most unwell on the third or fourth day of the rash.⟧</li></ul>
<h2>⟦Is my child protected?⟧</h2>
<p>⟦Children are offered the first dose of MMR at one year old and the second at three years and four months. Two doses give lasting protection to about 97 in 100 people.⟧</p>
<div class="hb-callout"><p>⟪Find your nearest walk-in vaccination clinic with our postcode finder.⟫</p></div>
<p>⟦It is never too late to catch up. Older children and adults who missed a dose can ask their GP practice at any age.⟧</p>
<h2>⟦What should I do if I think my child has measles?⟧</h2>
<p>⟦Call your GP practice or the NHS helpline first rather than turning up, so that staff can keep your child away from babies and pregnant women in the waiting room.⟧</p></div>
<div class="hb-sources"><h3>⟪Sources⟫</h3><ol><li>⟪UK Health Security Agency, measles epidemiology report, February 2025⟫</li></ol></div>
<div class="hb-feedback">⟪Was this page helpful?⟫ <button>Yes</button> <button>No</button></div></div></main>
<footer class="hb-footer"><p>⟪Health Bulletin does not provide medical advice, diagnosis or treatment.⟫</p></footer></body></html>"""
    return whole(
        "d-explainer-lists",
        _D,
        "sections",
        "en",
        "https://healthbulletin.example/conditions/measles-what-parents-need-to-know",
        page,
    )


@_case
def blogger_br() -> Case:
    page = """<!DOCTYPE html><html dir="ltr" xmlns="http://www.w3.org/1999/xhtml"><head><meta content="text/html; charset=UTF-8" http-equiv="Content-Type"><title>Pip's Allotment Diary: The great onion failure of 2024</title></head>
<body><div class="outer-wrapper"><div class="header-outer"><div class="Header"><h1 class="title"><a href="/">Pip's Allotment Diary</a></h1><p class="description">⟪Muddy boots, slug wars and the occasional triumph, from plot 14B⟫</p></div></div>
<div class="main-outer"><div class="main-inner"><div class="date-outer"><h2 class="date-header"><span>Sunday, 8 September 2024</span></h2>
<div class="post-outer"><div class="post hentry"><h3 class="post-title entry-title">The great onion failure of 2024</h3>
<div class="post-body entry-content" id="post-body-771">⟦Well. I said I would be honest on this blog, so here it is: I grew forty onions this year and I have harvested eleven, and four of those are the size of a marble.⟧<br><br>⟦The sets went in at the end of March, which in hindsight was too early for our heavy clay. Then it rained for the whole of May, and the bed at the bottom of the plot sat in water for a fortnight.⟧<br><br><div class="separator" style="clear: both; text-align: center;"><a href="/img/onions.jpg"><img border="0" src="/img/onions-s.jpg" width="320"></a></div><br>⟦Onion white rot is the likely culprit, according to Derek on plot 9, who has been growing onions since before I was born and has never once failed.⟧<br><br>⟦The bad news is that white rot stays in the soil for years, so that bed is out for alliums until at least 2030. The good news is that the beans loved it.⟧<br><br>⟦Next year: raised beds, sets in April, and I am going to ask Derek what he puts on them, even if it means listening to him talk about it for an hour.⟧<br><br>Pip x<br></div>
<div class="post-footer"><span class="post-author">Posted by Pip</span> at <a class="timestamp-link">17:20</a> <span class="post-comment-link"><a>⟪6 comments⟫</a></span> <span class="post-labels">Labels: <a>onions</a>, <a>⟪growing disasters⟫</a></span>
<div class="post-share-buttons"><a class="share-button">⟪Email This⟫</a><a class="share-button">⟪BlogThis!⟫</a></div></div></div>
<div class="comments" id="comments"><h4>6 comments:</h4><dl id="comments-block"><dt class="comment-author">Marjorie said...</dt><dd class="comment-body"><p>⟪Oh Pip, I had exactly the same with my shallots. Derek's secret is chicken manure pellets, I have it on good authority.⟫</p></dd>
<dt class="comment-author">Anonymous said...</dt><dd class="comment-body"><p>⟪Try growing them from seed in modules next year, it worked for me on clay.⟫</p></dd></dl></div></div></div></div></div>
<div class="sidebar"><div class="widget BlogArchive"><h2>⟪Blog Archive⟫</h2><ul><li>⟪September (2)⟫</li><li>⟪August (5)⟫</li></ul></div><div class="widget Profile"><h2>About Me</h2><p>⟪Plot holder since 2017, slug enemy since 2017.⟫</p></div></div></div></div></body></html>"""
    return whole(
        "d-blogger-br",
        _D,
        "br",
        "en",
        "http://pipsallotment.example/2024/09/the-great-onion-failure-of-2024.html",
        page,
    )
