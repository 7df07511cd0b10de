"""Hand-written extraction cases, batch K (session 21, HELD OUT), English pages, part two:
stories with boxes, gates and bars in or around the text.

The seam with ``extract_cases_k`` (which says the protocol and the judgment calls, these
pages' included): the pages there are articles whose form is more than paragraphs (an
FAQ, a blotter, references, a Q&A, a listicle, a timeline, captions); the pages here are
plain stories with something set into or around them: a syndication partner's box and
"originally appeared" line, an odds box, a radar embed and an alerts list, ticker chips
and a quote module, a language switcher, "members only" sidebars, a paywall gate and an
AMP page's ``amp-*`` furniture.
"""

from __future__ import annotations

from collections.abc import Callable

from extract_case_parts import Case
from extract_case_whole import whole

__all__ = ["BATCH_K_BOXES"]

_K = "k"
BATCH_K_BOXES: list[Callable[[], Case]] = []


def _case(fn: Callable[[], Case]) -> Callable[[], Case]:
    BATCH_K_BOXES.append(fn)
    return fn


@_case
def syndicated_originally_appeared() -> Case:
    doc = """<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="UTF-8">
<title>Rural clinics turn to nurse practitioners as doctors retire - Prairie Public Wire</title>
<link rel="canonical" href="https://plainshealthdesk.example/2024/06/rural-clinics-nurse-practitioners/">
<meta name="robots" content="max-image-preview:large">
<script type="text/javascript" src="https://prairiepublicwire.example/wp-content/plugins/newspack-blocks/dist/view.js"></script>
</head>
<body class="post-template-default single single-post newspack-front-page">
<header id="masthead" class="site-header"><div class="site-title"><a href="/">Prairie Public Wire</a></div><nav class="main-navigation"><ul><li><a href="/category/health/">Health</a></li><li><a href="/category/ag/">Agriculture</a></li><li><a href="/category/politics/">Politics</a></li></ul></nav></header>
<div id="content" class="site-content"><div id="primary" class="content-area"><main id="main" class="site-main">
<article id="post-5521" class="post-5521 post type-post">
<header class="entry-header"><h1 class="entry-title">Rural clinics turn to nurse practitioners as doctors retire</h1><div class="entry-subhead"><span class="author vcard">Lena Hovdestad, Plains Health Desk</span> <time class="entry-date published" datetime="2024-06-03T05:30:00-05:00">June 3, 2024</time></div></header>
<div class="entry-content">
<div class="wp-block-group syndication-partner"><img src="/wp-content/uploads/plains-health-desk-logo.png" alt="Plains Health Desk"><p>⟪This story is published through our content-sharing partnership with Plains Health Desk.⟫</p></div>
<p>⟦When the only physician in Wessel retired last spring, the town's clinic did not close. It hired two nurse practitioners instead, and patients say they barely noticed the difference.⟧</p>
<p>⟦Across the state, 41 of the 63 rural clinics now have a nurse practitioner as their main provider, up from 19 a decade ago, according to the state board of nursing. A 2021 law lets them practise without a supervising doctor once they have 2,000 hours of experience.⟧</p>
<p>⟦&#8220;People were afraid they'd have to drive 70 miles to see anyone,&#8221; said Gretchen Albers, who manages the Wessel clinic. &#8220;Now they see the same two faces every visit, and the waiting room is full.&#8221;⟧</p>
<p>⟦The state medical association opposed the 2021 law and still argues that complicated cases need a physician's training. Its president, Dr. Vernon Kasprzak, said telehealth links to specialists in the cities have helped but are not a substitute for a doctor in the building.⟧</p>
<p>⟦The clinics say the bigger problem is keeping anyone. Nurse practitioners can earn a third more in a city hospital, and two of the state's rural clinics lost theirs within a year of hiring them.⟧</p>
<p><em>⟪This article originally appeared on Plains Health Desk and is republished here under a Creative Commons license.⟫</em></p>
<img src="https://plainshealthdesk.example/?republication-pixel=true&amp;post=2210" width="1" height="1" alt="">
</div>
</article>
<div class="newspack-related"><h3>Read more</h3><ul><li><a href="/2024/05/hospital-obstetrics/">⟪Two more hospitals stop delivering babies⟫</a></li><li><a href="/2024/05/ambulance-volunteers/">⟪Volunteer ambulance crews are ageing out⟫</a></li></ul></div>
</main></div></div>
<footer class="site-footer"><div class="site-info"><p>⟪Prairie Public Wire is a project of the Prairie Journalism Collaborative.⟫</p><a href="/privacy-policy/">Privacy Policy</a></div></footer>
</body>
</html>
"""
    return whole(
        "k-syndicated-originally",
        _K,
        "syndicated-originally-appeared",
        "en",
        "https://prairiepublicwire.example/2024/06/03/rural-clinics-nurse-practitioners/",
        doc,
    )


@_case
def sports_preview_odds() -> Case:
    doc = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Preview: River Cats need a road win at Summit City to keep playoff hopes alive | Capital Sports Daily</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="https://capitalsportsdaily.example/static/app.8f2c.css">
<script async src="https://widgets.example-odds.com/embed.js"></script>
</head>
<body class="article sports">
<div class="scores-ticker"><span>⟪FINAL: Harbor 3, Ridgeline 1⟫</span><span>FINAL: Mesa 5, Pines 4 (OT)</span></div>
<header class="hdr"><a href="/" class="hdr-logo">Capital Sports Daily</a><nav><a href="/football/">Football</a><a href="/basketball/">Basketball</a><a href="/hockey/">Hockey</a><a href="/betting/">Betting</a></nav></header>
<main id="main">
<article class="post">
<h1 class="post-title">Preview: River Cats need a road win at Summit City to keep playoff hopes alive</h1>
<div class="post-meta">By Duane Whitcombe · Nov 22, 2024 · 4 min read</div>
<div class="post-content">
<p>⟦The River Cats have lost four of their last five and sit two points outside the last playoff spot with six games left. Saturday's trip to Summit City, the best home team in the league, may decide whether they play in December.⟧</p>
<div class="how-to-watch"><h4>How to watch</h4><p>Saturday, 7 p.m. ET, Summit Arena. TV: Regional Sports Network. Radio: 101.3 FM.</p></div>
<p>⟦Coach Benedetta Marsh has kept the same forward lines for three games despite the slump, saying the team is creating chances but not finishing. The River Cats lead the league in shots on goal and rank 14th in goals.⟧</p>
<div class="odds-module" data-provider="example-odds"><h4>⟪Odds⟫</h4>
<table><tr><th>Team</th><th>Spread</th><th>Moneyline</th><th>Total</th></tr>
<tr><td>River Cats</td><td>+1.5 (-190)</td><td>+165</td><td>O 6.5 (-105)</td></tr>
<tr><td>Summit City</td><td>-1.5 (+155)</td><td>-200</td><td>U 6.5 (-115)</td></tr></table>
<p class="odds-note">⟪Odds as of Friday morning and subject to change.⟫ <a href="https://sportsbook.example/">⟪Bet now⟫</a></p>
<p class="rg">⟪Gambling problem? Call 1-800-GAMBLER. Must be 21+ and present in a state where betting is legal.⟫</p></div>
<p>⟦Summit City goalie Anders Vukovic has allowed two goals or fewer in nine straight home games. The River Cats beat him once this season, a 4-3 overtime win in October, when winger Kofi Mensah-Larsen scored twice.⟧</p>
<p>⟦Defenseman Ray Ostrowski is expected back from a lower-body injury after missing two weeks, which would let Marsh return to three full defensive pairs for the first time since early November.⟧</p>
<p>⟦&#8220;We know the math,&#8221; Ostrowski said after Thursday's practice. &#8220;Nobody has to explain it to us.&#8221;⟧</p>
</div>
</article>
<aside class="more-stories"><h3>Latest</h3><ul><li><a href="/hockey/trade-deadline/">⟪Five players who could move at the trade deadline⟫</a></li><li><a href="/football/power-rankings/">⟪Week 12 power rankings⟫</a></li></ul></aside>
</main>
<footer class="ftr"><p>⟪Capital Sports Daily is not a sportsbook and does not accept wagers.⟫</p><p>&copy; 2024 Capital Sports Daily</p></footer>
<script src="https://capitalsportsdaily.example/static/app.8f2c.js"></script>
</body>
</html>
"""
    return whole(
        "k-sports-preview-odds",
        _K,
        "sports-preview-odds",
        "en",
        "https://capitalsportsdaily.example/hockey/river-cats-summit-city-preview/",
        doc,
    )


@_case
def weather_radar_alerts() -> Case:
    doc = """<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<title>Ice storm could coat the metro in half an inch of ice by Wednesday morning | KTVR First Alert Weather</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="stylesheet" href="/pf/resources/styles/main.css">
<script src="https://player.example-video.com/embed/player.js" async></script>
</head>
<body class="weather-article">
<div class="alert-banner alert-red"><strong>⟪WEATHER ALERT⟫</strong> ⟪Ice Storm Warning in effect for 14 counties until noon Wednesday.⟫ <a href="/weather/alerts/">Details</a></div>
<header class="site-head"><a class="logo" href="/">KTVR 7</a><nav><a href="/news/">News</a><a href="/weather/">Weather</a><a href="/traffic/">Traffic</a><a href="/watch-live/">Watch Live</a></nav></header>
<main>
<article>
<h1>Ice storm could coat the metro in half an inch of ice by Wednesday morning</h1>
<div class="byline">By Meteorologist Caroline Ubaldi · Published: Jan. 16, 2024 at 4:12 PM CST</div>
<div class="radar-embed"><iframe src="https://radar.example-wx.com/embed?station=ktvr&amp;zoom=7" title="Interactive radar"></iframe><p class="radar-caption">⟪Interactive Radar: tap to zoom and track the storm.⟫</p></div>
<div class="article-body">
<p>⟦Freezing rain will spread into the metro after 9 p.m. Tuesday and continue through the overnight hours, with the heaviest ice between 2 a.m. and 8 a.m. Wednesday.⟧</p>
<p>⟦Temperatures at the surface will hover between 28 and 31 degrees while warmer air aloft melts snowflakes into rain. That rain freezes on contact with roads, trees and power lines.⟧</p>
<p>⟦Most of the metro should expect a quarter to half an inch of ice. Accumulations above a quarter inch are enough to bring down tree limbs and lines, so scattered power outages are likely by morning.⟧</p>
<div class="active-alerts"><h3>⟪Active alerts⟫</h3><ul><li>⟪Ice Storm Warning: Dallam, Hartley, Moore, Potter counties⟫</li><li>⟪Winter Weather Advisory: Randall, Deaf Smith counties⟫</li></ul></div>
<p>⟦Road crews began pre-treating bridges and overpasses on Tuesday afternoon. The state transportation department asks drivers to stay home Wednesday morning if they can.⟧</p>
<p>⟦Temperatures climb above freezing by early Wednesday afternoon, and the ice should melt from most roads by evening. Another, weaker system may bring light snow on Friday.⟧</p>
<div class="app-promo"><p>⟪Download the KTVR First Alert Weather app for live radar and alerts on your phone.⟫</p><a href="https://apps.example/ktvr">App Store</a> <a href="https://play.example/ktvr">Google Play</a></div>
</div>
</article>
<section class="latest-video"><h3>⟪Latest Newscasts⟫</h3><ul><li><a href="/video/6pm/">⟪KTVR News at 6⟫</a></li><li><a href="/video/first-alert/">⟪First Alert Forecast: Tuesday evening⟫</a></li></ul></section>
</main>
<footer class="site-foot"><p>⟪Copyright 2024 KTVR. All rights reserved.⟫</p><p><a href="/eeo/">EEO Report</a> · <a href="/fcc-public-file/">FCC Public File</a></p></footer>
</body>
</html>
"""
    return whole(
        "k-weather-radar-alerts",
        _K,
        "weather-radar-alerts",
        "en",
        "https://ktvr7.example/2024/01/16/ice-storm-metro-wednesday/",
        doc,
    )


@_case
def business_ticker_chips() -> Case:
    doc = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Regional grocers bet on smaller stores as big-box rivals slow expansion - Market Ledger</title>
<meta name="description" content="Smaller-format stores are the new battleground for regional grocery chains.">
<link rel="stylesheet" href="https://marketledger.example/assets/css/article.min.css">
<script>window.ML_QUOTES={"endpoint":"https://quotes.marketledger.example/v2/"};</script>
</head>
<body>
<div class="market-strip"><span class="idx">⟪S&amp;P 500 5,221.42 +0.38%⟫</span><span class="idx">Nasdaq 16,399.52 +0.51%</span><span class="idx">10-Yr 4.42%</span></div>
<header class="ml-header"><a class="ml-logo" href="/">Market Ledger</a><nav><a href="/markets">Markets</a><a href="/companies">Companies</a><a href="/economy">Economy</a><a href="/personal-finance">Personal Finance</a></nav></header>
<main class="ml-main">
<article class="ml-article">
<h1>Regional grocers bet on smaller stores as big-box rivals slow expansion</h1>
<div class="ml-byline">By Farah Quenneville · May 22, 2024 11:48 AM ET</div>
<div class="ml-body">
<p>⟦Regional grocery chains are opening smaller stores in suburbs and city neighborhoods, betting that shoppers who buy staples online still want a quick trip for fresh food. Harvest Lane <a class="ticker-chip" href="/quote/HVLN">HVLN <span class="chg up">+2.1%</span></a> said on Wednesday it would open 30 stores of about 15,000 square feet over the next two years.⟧</p>
<p>⟦The company's shares rose after it reported same-store sales up 3.4% in the first quarter, ahead of analysts' estimates. Rival Greenfield Markets <a class="ticker-chip" href="/quote/GRFM">GRFM <span class="chg down">-0.8%</span></a> reported a smaller gain last week and said it would close six of its largest stores.⟧</p>
<aside class="quote-module"><div class="qm-name">⟪Harvest Lane Inc.⟫</div><div class="qm-price">⟪$48.12 +0.99 (+2.10%)⟫</div><div class="qm-meta">⟪Vol 1.2M · Mkt cap $3.9B · P/E 18.4⟫</div></aside>
<p>⟦Small stores cost less to build and staff, and their sales per square foot tend to be higher, said Rohan Deshpande, a retail analyst at Whitlow Partners. The risk is that a narrower selection pushes families back to the big stores for their weekly shop.⟧</p>
<p>⟦National chains have slowed their own openings. The two largest discounters <a class="ticker-chip" href="/quote/BGMT">BGMT <span class="chg up">+0.3%</span></a> said this year they would open fewer supercenters than planned and spend more on delivery instead.⟧</p>
<div class="ml-inline-ad"><span>⟪Advertisement⟫</span></div>
<p>⟦Harvest Lane's chief executive, Odile Marchetti, told analysts the first small stores opened last year were profitable within eight months. &#8220;Our customers told us they want to be in and out in ten minutes,&#8221; she said.⟧</p>
</div>
<div class="ml-disclaimer"><p>⟪Quotes delayed at least 15 minutes. Market data provided by Example Exchange Data Services.⟫</p></div>
</article>
<aside class="ml-rail"><h3>Trending Tickers</h3><ul><li>⟪NVDX Nexus Devices +4.2%⟫</li><li>⟪RTLR Retailer Holdings -1.1%⟫</li></ul></aside>
</main>
<footer class="ml-footer"><p>⟪&copy; 2024 Market Ledger. Market data is for informational purposes only and is not investment advice.⟫</p></footer>
<script src="https://marketledger.example/assets/js/quotes.min.js"></script>
</body>
</html>
"""
    return whole(
        "k-business-ticker-chips",
        _K,
        "business-ticker-chips",
        "en",
        "https://marketledger.example/companies/regional-grocers-small-stores",
        doc,
    )


@_case
def translated_language_switcher() -> Case:
    doc = """<!DOCTYPE html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<title>Farmworkers say heat rules are ignored on contract crews | Frontera Report</title>
<link rel="alternate" hreflang="es" href="https://fronterareport.example/es/2024/07/calor-trabajadores-agricolas/">
<link rel="alternate" hreflang="en" href="https://fronterareport.example/2024/07/farmworkers-heat-rules/">
<link rel="stylesheet" href="/wp-content/themes/frontera/style.css">
<script src="/wp-content/plugins/polylang/js/frontend.min.js"></script>
</head>
<body class="single lang-en">
<header class="site-header"><a href="/" class="logo">Frontera Report</a><ul class="menu"><li><a href="/border/">Border</a></li><li><a href="/labor/">Labor</a></li><li><a href="/water/">Water</a></li></ul>
<ul class="lang-switcher"><li class="current-lang">English</li><li><a href="/es/">Español</a></li></ul></header>
<main class="site-main">
<article>
<h1 class="entry-title">Farmworkers say heat rules are ignored on contract crews</h1>
<div class="lang-notice">⟪Read in: Español · Français⟫</div>
<div class="entry-meta">By Itzel Carrasco-Vidal | July 24, 2024</div>
<div class="entry-content">
<p><em>Translated from Spanish by Nora Whitfield.</em></p>
<p>⟦At 2 p.m. on a July afternoon in the melon fields south of Yuma, the thermometer on Rafael Ibarra's phone read 112 degrees. The shade tent his crew was promised was still folded in the back of a truck.⟧</p>
<p>⟦Arizona's heat rule, adopted last year, requires employers to provide shade, water and a ten-minute rest every two hours when the heat index passes 95. Workers interviewed by Frontera Report said large growers mostly follow it. Contract crews, hired through labor agencies, are another matter.⟧</p>
<p>⟦&#8220;The grower tells the contractor, the contractor tells the foreman, and the foreman wants the field done by three,&#8221; said Ibarra, who has picked melons for 19 seasons.⟧</p>
<p>⟦The state's occupational safety office has opened 14 heat inspections this year, eight of them after complaints. It declined to say how many involved labor contractors.⟧</p>
<p>⟦A spokesperson for the growers' association said members require contractors to follow state law and would end contracts with any that do not.⟧</p>
</div>
<div class="translation-box"><p>⟪Frontera Report publishes every story in English and Spanish. Help us translate more: become a member.⟫</p></div>
</article>
<aside class="related-posts"><h3>Related</h3><a href="/2024/06/water-wells/">⟪Wells run dry in a border colonia⟫</a><a href="/2024/05/asylum-shelter/">⟪A shelter doubles its beds⟫</a></aside>
</main>
<footer class="site-footer"><p>⟪Frontera Report is an independent, bilingual newsroom.⟫</p><ul class="lang-switcher"><li>English</li><li><a href="/es/">Español</a></li></ul></footer>
</body>
</html>
"""
    return whole(
        "k-translated-lang-switcher",
        _K,
        "translated-language-switcher",
        "en",
        "https://fronterareport.example/2024/07/farmworkers-heat-rules/",
        doc,
    )


@_case
def trade_press_members_only() -> Case:
    doc = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Cold-chain operators add capacity as pharma shipments grow | Freight Insider</title>
<meta name="keywords" content="cold chain, warehousing, pharma logistics">
<link rel="stylesheet" href="https://freightinsider.example/css/fi.min.css">
<script>var pianoTags=["cold-chain","warehousing"];var userTier="anonymous";</script>
<script async src="https://experience.example-piano.io/xbuilder/experience/load?aid=FI"></script>
</head>
<body class="node-type-article">
<div class="topbar"><a href="/events">⟪Freight Insider Summit, Oct 8-9, Chicago: register now⟫</a> <a href="/user/login">Sign in</a></div>
<header class="fi-header"><a href="/" class="fi-logo">Freight Insider</a><nav><a href="/trucking">Trucking</a><a href="/ocean">Ocean</a><a href="/warehousing">Warehousing</a><a href="/pro">Insider PRO</a></nav></header>
<div class="fi-wrap">
<main class="fi-content">
<article class="node node-article">
<h1>Cold-chain operators add capacity as pharma shipments grow</h1>
<div class="field-byline">Samira Okonkwo-Lund, Senior Editor · September 9, 2024</div>
<div class="field-body">
<p>⟦Temperature-controlled warehouse operators are adding space at the fastest pace in five years, as drug makers move more biologic medicines that must be kept between 2 and 8 degrees Celsius.⟧</p>
<p>⟦Arcton Cold Storage said on Monday it would build a 310,000-square-foot facility near Memphis with 40,000 pallet positions, about a fifth of them for pharmaceutical clients. Two other operators announced expansions in New Jersey and Texas last month.⟧</p>
<aside class="members-only"><span class="badge">⟪PRO⟫</span><h4>⟪Members only: Cold-chain capacity tracker, Q3⟫</h4><p>⟪Unlock the full dataset of 212 facilities with Insider PRO.⟫</p><a href="/pro/subscribe">⟪Unlock with PRO⟫</a></aside>
<p>⟦Pharmaceutical cold storage needs more than refrigeration. Facilities must document temperatures continuously, keep backup power for days and pass audits by each client, which makes the space costlier to build than food storage.⟧</p>
<p>⟦&#8220;Food customers ask how much a pallet costs. Pharma customers ask what happens at minute three of a power cut,&#8221; said Arcton's chief operating officer, Bertrand Lemieux.⟧</p>
<div class="webinar-promo"><p>⟪Webinar: Building a compliant cold chain for biologics. Thursday, 1 p.m. ET. Sponsored by Polarline Systems.⟫</p></div>
<p>⟦Vacancy in cold-storage space nationally was 6.1% in the second quarter, according to broker data, compared with 3.8% two years ago, as a wave of speculative building reached the market. Operators serving pharma say their segment remains tight.⟧</p>
</div>
</article>
</main>
<aside class="fi-sidebar"><div class="block members-only"><h3>⟪PRO Analysis⟫</h3><ul><li><a href="/pro/ocean-rates">⟪Ocean spot rates: what the fall contract season holds⟫</a> <span class="lock">Members only</span></li><li><a href="/pro/ltl-pricing">⟪LTL pricing outlook⟫</a> <span class="lock">Members only</span></li></ul></div>
<div class="block"><h3>Most Read</h3><ol><li><a href="/trucking/driver-pay">⟪Driver pay rises slow in second quarter⟫</a></li></ol></div></aside>
</div>
<footer class="fi-footer"><p>⟪&copy; 2024 Freight Insider, a division of Meridian Trade Media.⟫</p><a href="/advertise">Advertise</a> <a href="/privacy">Privacy</a></footer>
</body>
</html>
"""
    return whole(
        "k-trade-press-members",
        _K,
        "trade-press-members-only",
        "en",
        "https://freightinsider.example/warehousing/cold-chain-capacity-pharma",
        doc,
    )


@_case
def hard_paywall_gate() -> Case:
    doc = """<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<title>State auditor faults hospital authority over no-bid contracts | The Statehouse Courier</title>
<meta property="article:content_tier" content="locked">
<link rel="stylesheet" href="https://statehousecourier.example/dist/main.css">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"State auditor faults hospital authority over no-bid contracts","isAccessibleForFree":"False","hasPart":{"@type":"WebPageElement","isAccessibleForFree":"False","cssSelector":".paywalled"}}</script>
<script src="https://cdn.example-paywall.com/loader.js" async></script>
</head>
<body class="article locked">
<header class="masthead"><a class="logo" href="/">The Statehouse Courier</a><nav><a href="/politics/">Politics</a><a href="/budget/">Budget</a><a href="/courts/">Courts</a><a href="/health/">Health</a></nav><a class="cta" href="/subscribe/">Subscribe</a></header>
<main>
<article class="article">
<h1>State auditor faults hospital authority over no-bid contracts</h1>
<div class="meta">By Gideon Fairweather-Oduya · September 30, 2024</div>
<div class="article-content">
<p>⟦The state auditor said Monday that the regional hospital authority awarded $27 million in contracts without competitive bidding over three years, including a $4.2 million consulting deal with a firm whose founder sat on the authority's advisory board.⟧</p>
<p>⟦The audit, covering fiscal years 2021 through 2023, found that 38 of the authority's 61 largest contracts were signed under an emergency exemption meant for pandemic purchases, long after the emergency had ended.⟧</p>
<p>⟦The authority's chief executive, Marianne Szabo, said in a written response that most of the contracts were extensions of existing agreements and that the board had approved each one in public.⟧</p>
<div class="paywalled" style="display:none"></div>
<div class="paywall-gate"><div class="gate-fade"></div>
<h2>⟪Subscribe to continue reading⟫</h2>
<p>⟪Get unlimited access to in-depth statehouse reporting for just $1 for 6 months. Cancel anytime.⟫</p>
<a class="btn" href="/subscribe/?offer=6for1">⟪Subscribe now⟫</a>
<p class="gate-login">⟪Already a subscriber? Log in⟫</p></div>
</div>
</article>
<section class="recommended"><h3>Recommended for you</h3><a href="/budget/revenue-forecast/">⟪Revenue forecast trimmed for the second time⟫</a><a href="/courts/redistricting-appeal/">⟪Redistricting appeal heads to the high court⟫</a></section>
</main>
<footer class="footer"><p>⟪&copy; 2024 The Statehouse Courier. All rights reserved.⟫</p><a href="/terms/">Terms</a> <a href="/privacy/">Privacy</a></footer>
</body>
</html>
"""
    return whole(
        "k-hard-paywall-gate",
        _K,
        "hard-paywall-gate",
        "en",
        "https://statehousecourier.example/health/2024/09/30/auditor-hospital-authority-contracts/",
        doc,
    )


@_case
def amp_page() -> Case:
    doc = """<!doctype html>
<html amp lang="en">
<head>
<meta charset="utf-8">
<script async src="https://cdn.ampproject.org/v0.js"></script>
<script async custom-element="amp-sidebar" src="https://cdn.ampproject.org/v0/amp-sidebar-0.1.js"></script>
<script async custom-element="amp-consent" src="https://cdn.ampproject.org/v0/amp-consent-0.1.js"></script>
<script async custom-element="amp-ad" src="https://cdn.ampproject.org/v0/amp-ad-0.1.js"></script>
<script async custom-element="amp-social-share" src="https://cdn.ampproject.org/v0/amp-social-share-0.1.js"></script>
<title>Ferry fares to rise 8% as operator cites fuel and crew costs</title>
<link rel="canonical" href="https://islandtimes.example/news/ferry-fares-rise/">
<meta name="viewport" content="width=device-width,minimum-scale=1,initial-scale=1">
<style amp-boilerplate>body{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both;animation:-amp-start 8s steps(1,end) 0s 1 normal both}</style>
<style amp-custom>.art{padding:16px}.amp-ad-label{font-size:11px;color:#777}</style>
</head>
<body>
<amp-consent id="consent" layout="nodisplay"><div class="consent-ui"><p>⟪We and our partners use cookies to deliver ads and measure traffic. Choose your preferences.⟫</p><button on="tap:consent.accept">Accept</button><button on="tap:consent.reject">Reject</button></div></amp-consent>
<amp-sidebar id="sidebar" layout="nodisplay" side="left"><ul><li><a href="/news/">⟪Island news and community⟫</a></li><li><a href="/ferries/">Ferry schedules</a></li><li><a href="/classifieds/">Classifieds</a></li></ul></amp-sidebar>
<header class="top"><button on="tap:sidebar.toggle">Menu</button><a href="https://islandtimes.example/">Island Times</a></header>
<article class="art">
<h1>Ferry fares to rise 8% as operator cites fuel and crew costs</h1>
<p class="meta">By Solveig Amundsen-Price · April 2, 2024</p>
<amp-img src="https://islandtimes.example/img/ferry.jpg" width="1200" height="675" layout="responsive" alt="Ferry at the dock"></amp-img>
<p>⟦Walk-on fares between the mainland and the islands will rise 8% from May 1, the ferry operator said on Tuesday, the second increase in eighteen months.⟧</p>
<p>⟦A round trip for an adult will cost $17.30, up from $16.00, and a car with driver $61.50. Island residents with a resident card keep their 40% discount.⟧</p>
<amp-ad width="300" height="250" type="doubleclick" data-slot="/1234/islandtimes/amp"><div class="amp-ad-label" placeholder>⟪Advertisement⟫</div></amp-ad>
<p>⟦The operator blamed diesel prices and a new labour agreement that raised crew wages by 11% over two years. It said it had cut two off-season sailings to limit the increase.⟧</p>
<p>⟦Island council chair Benedikt Ó Faoláin said the increase would hit commuters hardest and asked the state to restore the fare subsidy it ended in 2019.⟧</p>
<amp-social-share type="facebook" width="40" height="40"></amp-social-share><amp-social-share type="email" width="40" height="40"></amp-social-share>
</article>
<footer class="foot"><p>⟪Island Times &copy; 2024. View the full site for comments and more stories.⟫</p><a href="https://islandtimes.example/news/ferry-fares-rise/">View non-AMP version</a></footer>
</body>
</html>
"""
    return whole(
        "k-amp-page",
        _K,
        "amp-page",
        "en",
        "https://islandtimes.example/news/ferry-fares-rise/amp/",
        doc,
    )
