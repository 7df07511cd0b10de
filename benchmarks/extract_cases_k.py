"""Hand-written extraction cases, batch K (session 21, HELD OUT), English pages.

Written whole (``extract_case_whole``) by session 21's writer, a new writer who had not
written A to J, Z, Z2 or Z3, and committed with its "before" figures (measured on main
``0fc6fe2``) before any extraction change of the session; it is scored only to report
changes, never read page by page to make one. The page families are ones the earlier
batches drew little or not at all: a WordPress Gutenberg explainer with a "Key takeaways"
box and a Yoast FAQ block, a county paper's police blotter of short items, a science
story ending in a references list, a Q&A interview whose speakers are bold names, a
numbered listicle whose items are each an ``<h2>``, an image and a paragraph, a story
with an inline timeline, a syndicated story with its "This article originally appeared
on…" line, a sports preview with an odds box, a weather story with a radar embed and an
alerts list, a business story with inline ticker chips, a photo essay whose long
captions are the story, a translated story with a language switcher, a trade-press page
with "members only" sidebars, a hard paywall whose visible body ends in a "Subscribe to
continue" gate, and an AMP page with its ``amp-*`` furniture. This module holds the pages
whose form is more than paragraphs (the first seven); ``extract_cases_k_boxes`` holds the
stories with boxes, gates and bars in or around the text. The judgment calls are the
earlier batches' (``extract_cases_d``, ``extract_cases_f``, ``extract_cases_h``,
``extract_cases_i``, ``extract_cases_j``) and these:

- a "Key takeaways" / "At a glance" box at the top of a story is left open (a standfirst
  in list form); an FAQ block at the end is body, its questions as headings inside it
  (batch I's FAQ);
- a police blotter's items are body, each item's place-and-time heading too (a heading
  inside the body); "The blotter is compiled from public records…" is left open; "Arrests
  are not convictions" policy boxes, tip lines and mugshot-gallery links are furniture;
- a science story's references list is body (as batch F's endnotes); the "Journal
  reference" / DOI line is part of it; "Republish this article" and a funder's logo line
  are furniture;
- a Q&A interview's questions and answers are body, each speaker's bold name part of the
  line it starts; "This interview has been edited for length and clarity" is left open;
- a listicle's items are body, each item's ``<h2>`` too; image credits are left open;
  affiliate disclaimers and "Shop now" buttons are furniture;
- an inline timeline inside the story is body (each entry with its date);
- a syndicated story's "This article originally appeared on …" line is furniture, as an
  agency line; the syndication partner's logo box too;
- a sports preview's odds box (spread, moneyline, over/under) and its "Gambling problem?
  Call …" line are furniture; the preview's "How to watch" details are left open;
- a weather story's radar embed, its "Active alerts" list and the "Download the weather
  app" prompt are furniture;
- a business story's ticker chips (the symbol and its move set inline) are part of the
  paragraph they sit in; a quote module beside the text is furniture;
- a photo essay whose captions carry the story: the captions are body (the story is told
  in them), the photographer's credit on each is left open;
- a translated story's language switcher ("Read in: Español · Français") and its
  "Translated by …" note are furniture and left open respectively;
- a trade-press "members only" sidebar, its "Unlock with PRO" prompt and webinar promos are
  furniture;
- a hard paywall's visible paragraphs are body; the gate ("Subscribe to continue reading")
  and its price offer are furniture;
- an AMP page's ``amp-sidebar`` menu, ``amp-consent`` banner and ``amp-ad`` labels are
  furniture.
"""

from __future__ import annotations

from collections.abc import Callable

from extract_case_parts import Case
from extract_case_whole import whole

__all__ = ["BATCH_K_EN"]

_K = "k"
BATCH_K_EN: list[Callable[[], Case]] = []


def _case(fn: Callable[[], Case]) -> Callable[[], Case]:
    BATCH_K_EN.append(fn)
    return fn


@_case
def gutenberg_takeaways_faq() -> Case:
    doc = """<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>What the new water rate structure means for your bill &#8211; Valley Ledger</title>
<link rel='stylesheet' id='wp-block-library-css' href='https://valleyledger.example/wp-includes/css/dist/block-library/style.min.css?ver=6.4.2' media='all' />
<link rel='stylesheet' id='astra-theme-css-css' href='https://valleyledger.example/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.5.2' media='all' />
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"NewsArticle","headline":"What the new water rate structure means for your bill","datePublished":"2024-03-11T09:02:11+00:00"},{"@type":"FAQPage","mainEntity":[{"@type":"Question","name":"When do the new rates start?"}]}]}</script>
<script src='https://valleyledger.example/wp-includes/js/jquery/jquery.min.js?ver=3.7.1' id='jquery-core-js'></script>
</head>
<body class="post-template-default single single-post postid-18842 single-format-standard ast-single-post ast-right-sidebar">
<a class="skip-link screen-reader-text" href="#content">Skip to content</a>
<div id="page" class="hfeed site">
<header class="site-header ast-primary-submenu-animation-fade header-main-layout-1" id="masthead">
<div class="site-branding"><p class="site-title"><a href="https://valleyledger.example/">Valley Ledger</a></p><p class="site-description">Independent news for the upper valley</p></div>
<nav id="primary-site-navigation" class="main-header-bar-navigation"><ul id="primary-menu" class="main-header-menu"><li class="menu-item"><a href="/news/">News</a></li><li class="menu-item"><a href="/explainers/">Explainers</a></li><li class="menu-item"><a href="/schools/">Schools</a></li><li class="menu-item"><a href="/donate/">Donate</a></li></ul></nav>
</header>
<div id="content" class="site-content"><div class="ast-container">
<div id="primary" class="content-area primary">
<main id="main" class="site-main">
<article class="post-18842 post type-post status-publish format-standard has-post-thumbnail hentry category-explainers" id="post-18842">
<div class="ast-post-format- single-layout-1">
<header class="entry-header"><h1 class="entry-title" itemprop="headline">What the new water rate structure means for your bill</h1>
<div class="entry-meta"><span class="posted-on"><time class="entry-date published" datetime="2024-03-11T09:02:11+00:00">March 11, 2024</time></span> / <span class="byline">By <a href="/author/renata-oyelaran/">Renata Oyelaran</a></span></div></header>
<div class="entry-content clear" itemprop="text">
<div class="wp-block-group key-takeaways has-pale-cyan-blue-background-color has-background is-layout-flow"><div class="wp-block-group__inner-container">
<h2 class="wp-block-heading">Key takeaways</h2>
<ul class="wp-block-list"><li>Households using less than 4,000 gallons a month will pay about $3 less.</li><li>Heavy users, mostly lawn irrigation, will see the largest increases.</li><li>The change takes effect with bills mailed in July.</li></ul>
</div></div>
<p>⟦The valley water district approved a tiered rate structure on Thursday that charges more per gallon the more a household uses, replacing the flat rate it has billed since 2009.⟧</p>
<p>⟦Under the old system every customer paid $6.10 per thousand gallons on top of a $22 monthly service charge. The new plan keeps the service charge but splits usage into three tiers: $4.85 for the first 4,000 gallons, $7.40 for the next 8,000 and $11.20 for anything above that.⟧</p>
<p>⟦District finance director Colm Hattersley said the aim was to pay for a $41 million treatment plant upgrade without putting the burden on small households. &#8220;A retired couple in a condo should not be subsidising a half-acre lawn in August,&#8221; he told the board.⟧</p>
<figure class="wp-block-image size-large"><img decoding="async" src="https://valleyledger.example/wp-content/uploads/2024/03/meter-1024x683.jpg" alt="A water meter under a lid"><figcaption class="wp-element-caption">A residential meter on Pine Hollow Road. (Valley Ledger photo)</figcaption></figure>
<p>⟦Board member Inés Galarza cast the only vote against the plan, arguing that large families in small houses would land in the second tier through no fault of their own. She asked staff to study a per-person allowance before the next budget.⟧</p>
<div class="wp-block-buttons is-layout-flex"><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="/donate/">⟪Valley Ledger is nonprofit news. Chip in to keep it free.⟫</a></div></div>
<h2 class="wp-block-heading">⟦How to estimate your new bill⟧</h2>
<p>⟦Your usage is printed on the back of each bill in thousands of gallons. Multiply the first four by $4.85, any use between four and twelve by $7.40 and the rest by $11.20, then add the $22 service charge.⟧</p>
<div class="schema-faq wp-block-yoast-faq-block">
<div class="schema-faq-section" id="faq-question-1710150000001"><strong class="schema-faq-question">⟦When do the new rates start?⟧</strong> <p class="schema-faq-answer">⟦They apply to water used from June 1, which appears on bills mailed in early July.⟧</p></div>
<div class="schema-faq-section" id="faq-question-1710150000002"><strong class="schema-faq-question">⟦Is there help for low-income customers?⟧</strong> <p class="schema-faq-answer">⟦Yes. Customers enrolled in the state heating assistance program can apply for a 30 percent discount on the service charge.⟧</p></div>
<div class="schema-faq-section" id="faq-question-1710150000003"><strong class="schema-faq-question">⟦Will sewer charges change too?⟧</strong> <p class="schema-faq-answer">⟦Not this year. The sewer authority sets its own rates and will review them in the fall.⟧</p></div>
</div>
<div class="sharedaddy sd-sharing-enabled"><div class="robots-nocontent sd-block sd-social sd-social-icon-text sd-sharing"><h3 class="sd-title">⟪Share this:⟫</h3><div class="sd-content"><ul><li class="share-facebook"><a class="share-facebook sd-button" href="?share=facebook"><span>Facebook</span></a></li><li class="share-email"><a class="share-email sd-button" href="?share=email"><span>Email</span></a></li></ul></div></div></div>
</div>
<footer class="entry-footer"><span class="cat-links">Filed under <a href="/explainers/">Explainers</a></span> <span class="tags-links"><a href="/tag/water-district/" rel="tag">water district</a></span></footer>
</div>
</article>
<nav class="navigation post-navigation" aria-label="Posts"><div class="nav-links"><div class="nav-previous"><a href="/2024/03/08/library-levy/" rel="prev"><span class="ast-post-nav">Previous</span> ⟪Library levy heads to the May ballot⟫</a></div><div class="nav-next"><a href="/2024/03/12/bridge-closure/" rel="next"><span class="ast-post-nav">Next</span> ⟪Mill Street bridge to close for six weeks⟫</a></div></div></nav>
</main></div>
<div class="widget-area secondary" id="secondary"><div class="sidebar-main"><aside id="block-7" class="widget widget_block"><h2>Newsletter</h2><p>⟪Get the Ledger in your inbox every weekday at 6 a.m.⟫</p><form><input type="email" placeholder="you@example.com"><button>Subscribe</button></form></aside></div></div>
</div></div>
<footer class="site-footer" id="colophon"><div class="ast-small-footer"><p>⟪Copyright &copy; 2024 Valley Ledger, a 501(c)(3) nonprofit newsroom.⟫</p></div></footer>
</div>
<script src='https://valleyledger.example/wp-content/themes/astra/assets/js/minified/frontend.min.js?ver=4.5.2' id='astra-theme-js-js'></script>
</body>
</html>
"""
    return whole(
        "k-gutenberg-takeaways-faq",
        _K,
        "gutenberg-takeaways-faq",
        "en",
        "https://valleyledger.example/2024/03/11/water-rate-tiers/",
        doc,
    )


@_case
def police_blotter() -> Case:
    doc = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Police blotter: Stolen trailer, mailbox damage, a loose horse | Harlan County Herald</title>
<meta property="og:type" content="article">
<meta name="description" content="Incidents reported to the sheriff's office and city police, Feb. 26 to March 3.">
<link rel="stylesheet" href="/static/css/tncms.min.css">
<script>var __tnt = __tnt || {}; __tnt.asset = {"uuid":"6c1f2a64-9e0d-11ee","type":"article","section":"news/public_safety"};</script>
</head>
<body class="asset-article section-news-public_safety">
<div id="site-top-nav"><ul><li><a href="/e-edition/">e-Edition</a></li><li><a href="/classifieds/">Classifieds</a></li><li><a href="/obituaries/">Obituaries</a></li><li><a href="/users/login/">Log in</a></li></ul></div>
<header id="main-page-header"><a href="/" class="site-logo">Harlan County Herald</a><nav><a href="/news/">News</a> <a href="/sports/">Sports</a> <a href="/opinion/">Opinion</a> <a href="/news/public_safety/">Public Safety</a></nav></header>
<div id="main-page-container" class="container">
<div class="row"><div class="col-md-8 main-content">
<div class="asset-masthead"><h1 class="headline"><span class="asset-headline">Police blotter: Stolen trailer, mailbox damage, a loose horse</span></h1>
<ul class="list-inline asset-byline"><li><span class="tnt-byline">Herald staff</span></li><li><time datetime="2024-03-04T07:00:00-05:00">Mar 4, 2024</time></li></ul></div>
<div id="article-body" class="asset-content subscriber-premium" itemprop="articleBody">
<div class="subscriber-preview">
<p>The blotter is compiled from public records released by the Harlan County Sheriff's Office and the Cumberland Falls Police Department.</p>
<div class="tnt-box policy-box"><p>⟪Arrests are not convictions. Anyone named here is presumed innocent unless proven guilty in court. To request an update on the outcome of a case, email news@harlanherald.example.⟫</p></div>
<p><strong>⟦Route 421, Feb. 26, 3:15 p.m.⟧</strong></p>
<p>⟦A man reported that a 16-foot utility trailer was taken from the gravel lot beside his shop sometime over the weekend. The trailer has a blue tarp strapped across the deck and a Kentucky plate. Deputies have no suspects.⟧</p>
<p><strong>⟦Laurel Fork Road, Feb. 27, 6:40 a.m.⟧</strong></p>
<p>⟦Four mailboxes along a half-mile stretch were knocked off their posts overnight. A resident told deputies she heard a truck with a loud exhaust pass several times around 1 a.m.⟧</p>
</div>
<div class="tnt-ads-container"><span class="tnt-ad-label">⟪ADVERTISEMENT⟫</span><div id="tncms-region-article_instory_top"></div></div>
<div class="subscriber-only">
<p><strong>⟦Main Street, Feb. 28, 11:05 a.m.⟧</strong></p>
<p>⟦Police were called to a pharmacy after a customer became upset over a prescription delay and knocked over a display. He left before officers arrived. The store declined to press charges.⟧</p>
<p><strong>⟦Kettle Creek Road, March 1, 9:20 p.m.⟧</strong></p>
<p>⟦A caller reported a horse standing in the roadway near the low-water bridge. A deputy and the owner, who lives nearby, walked the animal home. No one was hurt.⟧</p>
<p><strong>⟦U.S. 119, March 2, 2:50 a.m.⟧</strong></p>
<p>⟦A 34-year-old Cumberland Falls woman was arrested on a charge of driving under the influence after deputies saw her vehicle cross the center line several times. She was released on bond later that morning.⟧</p>
<p><strong>⟦Pine Street, March 3, 4:10 p.m.⟧</strong></p>
<p>⟦Officers took a report of a catalytic converter cut from a parked SUV. It is the third such report in the city since January.⟧</p>
<div class="tnt-box tip-line"><p>⟪Have information about a crime? Call the anonymous tip line at 606-555-0142 or submit a tip online.⟫</p></div>
</div>
</div>
<div class="asset-tags"><a href="/tags/blotter/">blotter</a> <a href="/tags/sheriff/">sheriff</a></div>
<div class="card-grid related-content"><h3>⟪More from Public Safety⟫</h3>
<div class="card"><a href="/news/public_safety/jail-booking/">⟪Weekly jail booking log and mugshot gallery⟫</a></div>
<div class="card"><a href="/news/public_safety/fire-calls/">⟪Volunteer firefighters answer 41 calls in February⟫</a></div>
</div>
</div>
<div class="col-md-4 sidebar"><section class="tnt-block"><h4>Most Popular</h4><ol><li><a href="/news/school-board/">⟪School board names interim superintendent⟫</a></li><li><a href="/sports/district-final/">⟪Bears fall in district final⟫</a></li></ol></section></div>
</div></div>
<footer id="site-footer"><p>⟪&copy; Copyright 2024 Harlan County Herald, 210 E. Central St., Harlan, KY.⟫ <a href="/site/terms.html">Terms of Use</a> | <a href="/site/privacy.html">Privacy Policy</a></p><p>Powered by BLOX Content Management System from TownNews.com.</p></footer>
<script src="/static/js/tncms.min.js"></script>
</body>
</html>
"""
    return whole(
        "k-police-blotter",
        _K,
        "police-blotter",
        "en",
        "https://harlanherald.example/news/public_safety/police-blotter-stolen-trailer/article_6c1f2a64.html",
        doc,
    )


@_case
def science_references() -> Case:
    doc = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Soil fungi may slow how fast forests recover from drought - Field Notes Science</title>
<meta name="citation_doi" content="10.0000/fns.2024.0412">
<link rel="canonical" href="https://fieldnotes-science.example/2024/04/soil-fungi-drought/">
<script async src="https://www.googletagmanager.com/gtag/js?id=G-FNS0001"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());</script>
</head>
<body class="single-article">
<div class="top-banner"><p>⟪Field Notes is free to read and free to republish. We rely on readers like you.⟫ <a href="/support">Support us</a></p></div>
<header class="masthead"><a class="brand" href="/">Field Notes Science</a><ul class="topics"><li><a href="/earth">Earth</a></li><li><a href="/life">Life</a></li><li><a href="/space">Space</a></li><li><a href="/health">Health</a></li></ul></header>
<main class="layout">
<article class="story">
<p class="kicker"><a href="/earth">Earth</a></p>
<h1>Soil fungi may slow how fast forests recover from drought</h1>
<p class="standfirst">A four-year study of beech stands suggests the fungal partners of tree roots take longer to bounce back than the trees do.</p>
<div class="byline">By <a href="/people/tomasz-wierzbicki">Tomasz Wierzbicki</a> · <time datetime="2024-04-12">12 April 2024</time></div>
<figure class="lead"><img src="/img/beech-roots.jpg" alt="Exposed beech roots on a slope"><figcaption>Beech roots on an eroded slope in the study area. Photo: A. Lindqvist</figcaption></figure>
<div class="story-body">
<p>⟦When a drought ends, a forest can look healthy again within a season. Underground, the recovery may take much longer, according to a study of beech woodland published this week.⟧</p>
<p>⟦Researchers sampled the roots of 240 trees across twelve plots every spring and autumn from 2019 to 2023, spanning the dry summers of 2019 and 2022. They counted how many root tips were colonised by ectomycorrhizal fungi, which trade soil nutrients for the sugars trees make.⟧</p>
<p>⟦Colonisation fell by about a third after each drought and took two to three years to return to earlier levels, while leaf growth recovered within one year<sup><a href="#ref1">1</a></sup>. Plots that had been thinned a decade earlier recovered fastest.⟧</p>
<aside class="republish"><button class="republish-button">⟪Republish this article⟫</button></aside>
<p>⟦&#8220;The canopy tells you the tree survived. The roots tell you what it cost,&#8221; said Maren Oyelowo, a soil ecologist who was not involved in the work. Earlier experiments in pine plantations found a similar lag<sup><a href="#ref2">2</a></sup>, she noted, but beech had not been followed for so long.⟧</p>
<p>⟦The authors caution that twelve plots in one region cannot show how widespread the effect is. They plan to extend the survey to oak and spruce stands this year.⟧</p>
<section class="references"><h2>⟦References⟧</h2>
<ol>
<li id="ref1">⟦Lindqvist, A., Baranowska, K. &amp; Hale, R. Delayed recovery of ectomycorrhizal colonisation after repeated drought in European beech. Journal of Forest Soils 18, 233–247 (2024). https://doi.org/10.0000/fns.2024.0412⟧</li>
<li id="ref2">⟦Ortega, P. et al. Mycorrhizal lag in Pinus sylvestris after the 2018 drought. Plant and Soil Letters 7, 51–60 (2021).⟧</li>
</ol></section>
<p class="funding">⟪This story was produced with support from the Ridgeway Foundation for Science Journalism.⟫</p>
</div>
<div class="tags"><a href="/tag/forests">forests</a><a href="/tag/drought">drought</a><a href="/tag/fungi">fungi</a></div>
</article>
<aside class="related"><h3>Related</h3><ul><li><a href="/2024/02/peat-fires">⟪Peat fires burned longer than satellites showed⟫</a></li><li><a href="/2024/01/earthworm-census">⟪A citizen census counts earthworms in city parks⟫</a></li></ul></aside>
</main>
<footer class="site-foot"><p>⟪Field Notes Science articles are published under a Creative Commons Attribution-NoDerivatives licence.⟫</p><nav><a href="/about">About</a> <a href="/privacy">Privacy</a></nav></footer>
<script src="/js/republish-modal.js" defer></script>
</body>
</html>
"""
    return whole(
        "k-science-references",
        _K,
        "science-references",
        "en",
        "https://fieldnotes-science.example/2024/04/soil-fungi-drought/",
        doc,
    )


@_case
def qa_bold_speakers() -> Case:
    doc = """<!DOCTYPE html>
<html lang="en" class="no-js">
<head>
<meta charset="utf-8">
<title>&#8216;We close at dark, not at five&#8217;: a farm-stand owner on thirty summers | The Coastline Weekly</title>
<meta name="author" content="Daphne Achterberg">
<link rel="stylesheet" href="https://coastlineweekly.example/assets/site.css?v=88">
<script type="text/javascript">!function(){var s=document.createElement('script');s.src='https://cdn.example-analytics.net/a.js';document.head.appendChild(s)}();</script>
</head>
<body class="template-article interview">
<div class="alert-strip"><a href="/summer-guide">⟪The 2024 Summer Guide is here: 140 things to do on the coast⟫</a></div>
<header class="header"><div class="logo"><a href="/">The Coastline Weekly</a></div><nav class="nav"><a href="/news">News</a><a href="/people">People</a><a href="/food">Food</a><a href="/calendar">Calendar</a></nav><a class="btn-sub" href="/subscribe">Subscribe</a></header>
<div class="page">
<article class="article">
<div class="article-header"><span class="label">People</span><h1>&#8216;We close at dark, not at five&#8217;: a farm-stand owner on thirty summers</h1>
<p class="byline">Interview by Daphne Achterberg | June 14, 2024</p></div>
<div class="article-body rte">
<p>⟦Marguerite Lisowski has sold corn, tomatoes and pies from the same roadside stand on Route 6A since 1994. We talked with her on a slow Tuesday morning between deliveries.⟧</p>
<p><em>This interview has been edited for length and clarity.</em></p>
<p>⟦<strong>Coastline Weekly:</strong> How did the stand start?⟧</p>
<p>⟦<strong>Lisowski:</strong> My father grew too much squash one year and put a card table at the end of the driveway with an honesty box. By August the box had more money in it than his paycheck. The next spring he built the shed you are sitting in.⟧</p>
<p>⟦<strong>Coastline Weekly:</strong> What has changed the most?⟧</p>
<p>⟦<strong>Lisowski:</strong> The customers used to be neighbours. Now half of them find us on their phones and drive an hour. They want to know which field the corn came from, which is fair, and whether we take cards, which we finally do.⟧</p>
<div class="inline-promo"><a href="/newsletter">⟪Like this? Get our Sunday people profiles by email.⟫</a></div>
<p>⟦<strong>Coastline Weekly:</strong> Is it still a family business?⟧</p>
<p>⟦<strong>Lisowski:</strong> My nephew runs the fields now, and my granddaughter does the pies on weekends. I do the talking. Somebody has to.⟧</p>
<p>⟦<strong>Coastline Weekly:</strong> What would you tell someone starting a stand today?⟧</p>
<p>⟦<strong>Lisowski:</strong> Stay open until dark. People drive home from the beach at seven, sunburned and hungry. We close at dark, not at five, and that is half our sales.⟧</p>
</div>
<div class="article-footer"><div class="share">⟪Share on Facebook⟫ · ⟪Email this story⟫</div></div>
</article>
<section class="more"><h2>More People</h2><ul><li><a href="/people/harbormaster">⟪The harbormaster who answers every call⟫</a></li><li><a href="/people/librarian">⟪A librarian retires after 41 years of story hours⟫</a></li></ul></section>
</div>
<footer class="footer"><p>⟪The Coastline Weekly is published every Thursday by Outer Cape Media LLC.⟫</p><p><a href="/advertise">Advertise</a> · <a href="/contact">Contact</a></p></footer>
</body>
</html>
"""
    return whole(
        "k-qa-bold-speakers",
        _K,
        "qa-bold-speakers",
        "en",
        "https://coastlineweekly.example/people/farm-stand-thirty-summers",
        doc,
    )


@_case
def listicle_h2_items() -> Case:
    doc = """<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>7 walks near the city you can reach by bus | Northway Life</title>
<meta name="viewport" content="width=device-width">
<link rel="preload" as="font" href="/fonts/brand.woff2" crossorigin>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"7 walks near the city you can reach by bus","author":{"@type":"Person","name":"Priya Ramaswamy"}}</script>
<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
</head>
<body>
<div id="__next"><div class="app">
<header class="Header_header__x2Q"><a class="Header_logo__k1" href="/">Northway Life</a><nav class="Header_nav__9a"><a href="/travel">Travel</a><a href="/food-drink">Food &amp; Drink</a><a href="/home">Home</a><a href="/money">Money</a></nav></header>
<main class="Article_main__f0">
<div class="Article_header__p2"><a class="Article_section__z1" href="/travel">Travel</a><h1 class="Article_title__k9">7 walks near the city you can reach by bus</h1><p class="Article_dek__a3">No car, no problem: these routes start and end at a bus stop.</p><div class="Article_meta__e4">By Priya Ramaswamy · Updated 3 May 2024</div></div>
<div class="Disclosure_box__q1"><p>⟪We may earn a commission when you buy through links on our site.⟫</p></div>
<div class="Article_body__u7">
<p>⟦Spring is the best time to walk the hills around the city: the paths have dried out, the bluebells are up and the buses run their summer timetable from April. Every walk below starts at a stop served at least hourly on Sundays.⟧</p>
<h2>⟦1. Hollin Edge and the reservoirs⟧</h2>
<figure><img src="/img/hollin.jpg" alt="Reservoir path"><figcaption>Photo: Northway Life / J. Haworth</figcaption></figure>
<p>⟦Take the 81 to the Hollin Bridge stop and follow the waterworks track north. The loop around the two reservoirs is nine kilometres and almost flat, with a café at the dam wall that opens at ten.⟧</p>
<h2>⟦2. The old tram line to Stanbury⟧</h2>
<figure><img src="/img/stanbury.jpg" alt="Tramway embankment"><figcaption>Photo: Alamy</figcaption></figure>
<p>⟦The trackbed of the tramway closed in 1932 is now a gravel path through beech woods. Start at the Crossflatts terminus of the 12 and walk out and back, or carry on to the village and catch the 12 home.⟧</p>
<div class="Ad_slot__m2"><span>⟪Advertisement⟫</span><div id="gpt-mid-1"></div></div>
<h2>⟦3. Ravens Scar⟧</h2>
<figure><img src="/img/ravens.jpg" alt="Limestone scar"><figcaption>Photo: Getty Images</figcaption></figure>
<p>⟦This is the steepest of the seven: a short, hard climb from the Holme Lane stop to a limestone edge with views to three counties. Allow two hours and wear boots; the descent is loose after rain.⟧</p>
<div class="Product_card__w3"><img src="/img/boots.jpg" alt=""><p class="Product_name__b1">⟪Trailmaster Lite waterproof walking boots⟫</p><a class="Product_btn__c2" href="https://shop.example/boots">⟪Shop now at £89⟫</a></div>
<h2>⟦4. Saltaire to Shipley Glen⟧</h2>
<figure><img src="/img/glen.jpg" alt="Wooded glen"><figcaption>Photo: Northway Life</figcaption></figure>
<p>⟦From the mill village, cross the canal and climb through the woods to the glen, where a Victorian cable tramway still runs at weekends. Buses 662 and 622 stop by the mill.⟧</p>
<h2>⟦5. Meanwood Valley Trail⟧</h2>
<p>⟦A city walk that does not feel like one: seven kilometres of beck, woods and an urban farm, from Woodhouse Moor to Golden Acre Park. Catch the 1 back into town.⟧</p>
<h2>⟦6. Otley Chevin⟧</h2>
<p>⟦The forest park above the market town has waymarked trails of every length. The X84 stops at the foot of the hill; the Surprise View at the top is worth every step.⟧</p>
<h2>⟦7. Ilkley Moor and the Cow and Calf⟧</h2>
<p>⟦The classic. Take the train or the X84 to Ilkley and walk up through the town to the rocks. Go early on a bank holiday, when the moor fills up by noon.⟧</p>
</div>
<section class="Newsletter_box__r4"><h3>⟪Weekend inspiration, every Friday⟫</h3><form><input type="email" aria-label="Email"><button>Sign up</button></form></section>
<section class="Related_rail__j8"><h3>You might also like</h3><a href="/travel/tearooms">⟪The best tearooms on the canal⟫</a><a href="/travel/wild-swimming">⟪Wild swimming spots, and the rules⟫</a></section>
</main>
<footer class="Footer_footer__d1"><p>⟪Northway Life is part of Pennine Media Group. Registered in England No. 01234567.⟫</p></footer>
</div></div>
<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"id":"walks-bus"}},"page":"/[section]/[slug]","buildId":"k3H9"}</script>
</body>
</html>
"""
    return whole(
        "k-listicle-h2-items",
        _K,
        "listicle-h2-items",
        "en",
        "https://northwaylife.example/travel/walks-by-bus",
        doc,
    )


@_case
def inline_timeline() -> Case:
    doc = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>How a $3 million pool renovation became a five-year saga - Lakeport Tribune</title>
<meta property="og:title" content="How a $3 million pool renovation became a five-year saga">
<link rel="stylesheet" href="/css/arc-theme.css">
<script>window.Fusion=window.Fusion||{};Fusion.globalContent={"_id":"ABCD1234","type":"story"};</script>
</head>
<body>
<div id="fusion-app">
<nav class="c-nav"><a class="c-logo" href="/">Lakeport Tribune</a><ul><li><a href="/news/">News</a></li><li><a href="/investigations/">Investigations</a></li><li><a href="/sports/">Sports</a></li></ul><a href="/subscribe/" class="c-sub">⟪Subscribe for $1⟫</a></nav>
<main class="b-article-body">
<header class="a-header"><h1 class="headline">How a $3 million pool renovation became a five-year saga</h1><div class="byline">By <a href="/staff/h-nakamura/">Hiroko Nakamura</a> | Lakeport Tribune</div><time datetime="2024-05-19T10:00:00Z">May 19, 2024 at 6:00 a.m. EDT</time></header>
<article class="article-body">
<p class="c-paragraph">⟦When the Eastside municipal pool closed for repairs in the summer of 2019, the city promised it would reopen the next June. It is still closed, and the cost of the work has nearly doubled.⟧</p>
<p class="c-paragraph">⟦Records obtained by the Tribune show a project slowed by a contractor dispute, a design that had to be redrawn after the pool's shell was found to be cracked, and a pandemic that froze city spending for a year.⟧</p>
<div class="c-timeline"><h3 class="c-timeline__title">⟦Timeline: the Eastside pool⟧</h3>
<ul>
<li><strong>⟦August 2019:⟧</strong> ⟦Pool closes for what the city calls a one-season renovation budgeted at $3.1 million.⟧</li>
<li><strong>⟦March 2020:⟧</strong> ⟦Inspectors find cracks in the concrete shell; work stops while engineers redesign.⟧</li>
<li><strong>⟦June 2020:⟧</strong> ⟦The council freezes capital spending as tax revenue falls.⟧</li>
<li><strong>⟦October 2022:⟧</strong> ⟦A new contract is signed at $5.4 million.⟧</li>
<li><strong>⟦January 2024:⟧</strong> ⟦The contractor files a claim for $600,000 in extra costs; the city disputes it.⟧</li>
</ul></div>
<p class="c-paragraph">⟦Parks director Alvin Brandeis said the delays were frustrating but that reopening a cracked pool was never an option. &#8220;We could have patched it and closed it again in three years,&#8221; he said.⟧</p>
<div class="ad-slot"><span class="ad-label">⟪ADVERTISEMENT⟫</span><div id="arcad-feature-f0fz"></div></div>
<p class="c-paragraph">⟦Neighbours have organised summer bus trips to the county aquatic center, 11 miles away. &#8220;The kids here learned to swim in that pool,&#8221; said Rosalind Okafor, who runs a youth program two blocks from it. &#8220;Now a whole class of them hasn't.&#8221;⟧</p>
<p class="c-paragraph">⟦The city now expects the pool to open in July 2025, if the contract claim is settled this summer.⟧</p>
<div class="c-tip"><p>⟪Got a tip about city spending? Reach our investigations team securely at tips@lakeporttribune.example.⟫</p></div>
</article>
<section class="c-more"><h2>More from Investigations</h2><a href="/investigations/towing/">⟪Towing fees vary fourfold across the county⟫</a><a href="/investigations/school-buses/">⟪Why school buses keep breaking down⟫</a></section>
</main>
<footer class="c-footer"><p>⟪&copy; 2024 Lakeport Tribune. All rights reserved.⟫</p><a href="/privacy/">Privacy Policy</a> <a href="/terms/">Terms of Service</a></footer>
</div>
<script src="/pf/dist/engine/react.js"></script>
</body>
</html>
"""
    return whole(
        "k-inline-timeline",
        _K,
        "inline-timeline",
        "en",
        "https://lakeporttribune.example/investigations/2024/05/19/eastside-pool-delays/",
        doc,
    )


@_case
def photo_essay_captions() -> Case:
    doc = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>The last winter of the Kessler Street laundromat | Photo essay | The Ridge Observer</title>
<meta property="og:image" content="https://ridgeobserver.example/photos/kessler/01.jpg">
<link rel="stylesheet" href="/theme/css/gallery.css">
<script src="/theme/js/lightbox.js" defer></script>
</head>
<body class="photo-essay">
<header class="masthead"><a href="/" class="wordmark">The Ridge Observer</a><nav><a href="/local">Local</a><a href="/photo">Photo</a><a href="/arts">Arts</a><a href="/opinion">Opinion</a></nav></header>
<main>
<div class="essay-hero"><h1>The last winter of the Kessler Street laundromat</h1><p class="essay-credit">Photographs and text by Joaquim Brandão</p><p class="essay-date">February 25, 2024</p></div>
<div class="essay">
<p class="essay-intro">⟦For 46 years the Suds &amp; Spin on Kessler Street stayed open until midnight. It closes for good on March 1, when the building is demolished for apartments. I spent the last winter there.⟧</p>
<figure class="essay-photo"><img src="/photos/kessler/01.jpg" alt="Rows of washers under fluorescent light">
<figcaption><p>⟦Owner Vera Hrabal opens at 6 a.m. every day, as her mother did. The 22 top-loading washers are older than most of her customers; she repairs them herself with parts bought from laundromats that closed before hers.⟧</p><span class="credit">Joaquim Brandão / The Ridge Observer</span></figcaption></figure>
<figure class="essay-photo"><img src="/photos/kessler/02.jpg" alt="A man folding towels">
<figcaption><p>⟦Eduardo Flores, a line cook, comes in after his shift on Thursdays. He folds his towels the way his grandmother taught him and has done it at the same table for eleven years.⟧</p><span class="credit">Joaquim Brandão / The Ridge Observer</span></figcaption></figure>
<div class="essay-ad"><span>⟪Advertisement⟫</span></div>
<figure class="essay-photo"><img src="/photos/kessler/03.jpg" alt="Children doing homework">
<figcaption><p>⟦After school the back bench becomes a study hall. Hrabal keeps a jar of pencils by the dryers and lets children use the outlet for their tablets; some of their parents did their homework on the same bench.⟧</p><span class="credit">Joaquim Brandão / The Ridge Observer</span></figcaption></figure>
<figure class="essay-photo"><img src="/photos/kessler/04.jpg" alt="Notice board">
<figcaption><p>⟦The cork board by the door has carried notices for lost cats, room rentals and church suppers since 1978. In February someone pinned up a card that read only: Where will we go?⟧</p><span class="credit">Joaquim Brandão / The Ridge Observer</span></figcaption></figure>
<figure class="essay-photo"><img src="/photos/kessler/05.jpg" alt="The owner locking the door">
<figcaption><p>⟦On the last Saturday, Hrabal stayed until 1 a.m. so the regulars could finish their loads. She plans to sell the machines for scrap and keep one, she said, for the garage.⟧</p><span class="credit">Joaquim Brandão / The Ridge Observer</span></figcaption></figure>
</div>
<div class="essay-footer"><p class="prints">⟪Prints of photographs in this essay are available from our photo store.⟫</p>
<div class="more-essays"><h3>More photo essays</h3><a href="/photo/night-shift-bakery">⟪Night shift at the last bakery on the square⟫</a><a href="/photo/river-ice">⟪Ice fishermen on the reservoir⟫</a></div></div>
</main>
<footer class="footer"><p>⟪All photographs &copy; The Ridge Observer. Do not reproduce without permission.⟫</p></footer>
</body>
</html>
"""
    return whole(
        "k-photo-essay-captions",
        _K,
        "photo-essay-captions",
        "en",
        "https://ridgeobserver.example/photo/kessler-street-laundromat",
        doc,
    )
