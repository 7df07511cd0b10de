"""CMS templates for the hand-written date cases of sessions 16 and 17.

Written for this project from general knowledge of how the common publishing systems lay
out an article (no page copied from anyone): a WordPress theme (``entry-meta`` under the
headline, ``entry-footer`` after the text), Drupal (``node__meta``, RDFa ``submitted``),
Ghost (the date *above* the headline in the classic theme), Blogger (a ``date-header``
above the post title, a timestamp link in the post footer), a Medium-like reading page,
an Arc-like newspaper page (a ``Fusion.globalContent`` script), a Chinese portal (a
``来源`` line, a hot-news list with yearless dates) and a plain page. Each builder takes
the parts a case varies (``head`` markup, the dateline ``meta`` under or above the
headline, ``first`` prepended to the first paragraph, ``after`` the text, ``above`` in
the site header, ``side`` in a sidebar) and reuses the story texts of
``benchmarks/date_case_pages.py``, with a few more languages added here.

``benchmarks/date_cases2a.py`` and ``benchmarks/date_cases2b.py`` hold the cases.

Session 17's third round (``benchmarks/date_cases3a.py``, ``date_cases3b.py``) adds three
templates: a Next.js-like news site (hashed CSS-module classes, the story's data in a
script), a WeChat official-account article (``rich_media``, the date filled in by a
script) and a 1C-Bitrix news page (``news-detail``, ``news-date-time``), and Thai,
Romanian and Croatian texts; its pages are fetched at :data:`FETCHED3`.

Session 17's fourth round (``benchmarks/date_cases4.py``, held out, written by another
hand) adds four more: a Substack-like newsletter post (the date in a ``post-meta`` line
under the subtitle), a Brightspot-like newspaper page (``Page-datePublished`` and
``Page-dateModified`` blocks), a Japanese portal (a ranking list above the article, the
date in a ``article-header`` line) and a Korean portal (``입력``/``수정`` lines in an
``info-text`` box).

Session 18's fifth round (``benchmarks/date_cases5.py``, held out, a new writer) adds the
Hebrew, Persian and Hindi texts and no template; session 20's eighth
(``benchmarks/date_cases8.py``, held out) the Swahili text.
"""

from __future__ import annotations

from datetime import UTC, datetime
from html import escape

from date_case_pages import _TEXTS
from date_cases import Case

__all__ = ["FETCHED2", "FETCHED3", "TEMPLATES", "CaseBatch", "epoch", "make_case", "render"]

#: When the second round's pages were fetched, unless a case says otherwise (relative
#: dates are anchored on it; yearless dates read against it).
FETCHED2 = datetime(2025, 2, 10, 9, 0, tzinfo=UTC)
#: The third round's fetch time: 03:30 UTC is already the next day in Europe and Asia and
#: still the evening before in the Americas, so a date anchored on it (``vor 4 Stunden``,
#: ``昨天``) or shown in the page's zone falls on the page's own day only if read there.
FETCHED3 = datetime(2026, 12, 4, 3, 30, tzinfo=UTC)

# More languages than session 15's texts: (html lang, headline, paragraphs, latest title).
_MORE: dict[str, tuple[str, str, tuple[str, ...], str]] = {
    "sv": (
        "sv",
        "Hamnstyrelsen beslutar att bygga om norra piren",
        (
            "Hamnstyrelsen beslutade i tisdags att bygga om norra piren, som skadades två "
            "gånger av stormar förra vintern. Arbetet ska börja i vår.",
            "Ingenjörerna säger att den nya piren blir en meter högre och byggs i betong.",
        ),
        "Senaste nytt",
    ),
    "da": (
        "da",
        "Havnebestyrelsen vil genopbygge den nordlige mole",
        (
            "Havnebestyrelsen besluttede tirsdag at genopbygge den nordlige mole, som to "
            "gange blev beskadiget af storme sidste vinter. Arbejdet begynder til foråret.",
            "Ingeniørerne siger, at den nye mole bliver en meter højere og bygges i beton.",
        ),
        "Seneste nyt",
    ),
    "cs": (
        "cs",
        "Přístavní rada rozhodla o obnově severního mola",
        (
            "Přístavní rada v úterý rozhodla o obnově severního mola, které loni v zimě "
            "dvakrát poškodily bouře. Práce začnou na jaře.",
            "Podle inženýrů bude nové molo o metr vyšší a postaví se z betonu místo dřeva.",
        ),
        "Nejnovější zprávy",
    ),
    "hu": (
        "hu",
        "A kikötői tanács újjáépíti az északi mólót",
        (
            "A kikötői tanács kedden döntött az északi móló újjáépítéséről, amelyet tavaly "
            "télen kétszer is megrongáltak a viharok. A munka tavasszal kezdődik.",
            "A mérnökök szerint az új móló egy méterrel magasabb lesz, és betonból épül.",
        ),
        "Friss hírek",
    ),
    "fi": (
        "fi",
        "Satamahallitus päätti rakentaa pohjoisen laiturin uudelleen",
        (
            "Satamahallitus päätti tiistaina rakentaa uudelleen pohjoisen laiturin, jota "
            "myrskyt vaurioittivat kahdesti viime talvena. Työt alkavat keväällä.",
            "Insinöörien mukaan uusi laituri on metrin korkeampi ja se tehdään betonista.",
        ),
        "Uusimmat",
    ),
    "id": (
        "id",
        "Dewan pelabuhan putuskan bangun ulang dermaga utara",
        (
            "Dewan pelabuhan pada Selasa memutuskan membangun ulang dermaga utara yang dua "
            "kali rusak diterjang badai musim dingin lalu. Pekerjaan dimulai pada musim semi.",
            "Para insinyur mengatakan dermaga baru akan satu meter lebih tinggi dan dibangun "
            "dari beton, bukan kayu.",
        ),
        "Berita terbaru",
    ),
    "vi": (
        "vi",
        "Ban quản lý cảng quyết định xây lại cầu tàu phía bắc",
        (
            "Ban quản lý cảng hôm thứ Ba đã quyết định xây lại cầu tàu phía bắc, vốn bị bão "
            "làm hư hại hai lần vào mùa đông năm ngoái. Công trình sẽ khởi công vào mùa xuân.",
            "Các kỹ sư cho biết cầu tàu mới sẽ cao hơn một mét và được xây bằng bê tông.",
        ),
        "Tin mới nhất",
    ),
    "uk": (
        "uk",
        "Рада порту вирішила відбудувати північний причал",
        (
            "Рада порту у вівторок ухвалила рішення відбудувати північний причал, який "
            "минулої зими двічі пошкодили шторми. Роботи почнуться навесні.",
            "За словами інженерів, новий причал буде на метр вищим і збудованим з бетону.",
        ),
        "Останні новини",
    ),
    "el": (
        "el",
        "Το λιμενικό συμβούλιο αποφάσισε την ανακατασκευή της βόρειας προβλήτας",
        (
            "Το λιμενικό συμβούλιο αποφάσισε την Τρίτη την ανακατασκευή της βόρειας "
            "προβλήτας, που υπέστη ζημιές δύο φορές από καταιγίδες τον περασμένο χειμώνα.",
            "Οι μηχανικοί είπαν ότι η νέα προβλήτα θα είναι ένα μέτρο ψηλότερη.",
        ),
        "Τελευταία νέα",
    ),
    "th": (
        "th",
        "คณะกรรมการท่าเรือมีมติสร้างท่าเทียบเรือด้านเหนือใหม่",
        (
            "คณะกรรมการท่าเรือมีมติเมื่อวันอังคารให้สร้างท่าเทียบเรือด้านเหนือขึ้นใหม่ "
            "หลังจากได้รับความเสียหายจากพายุสองครั้งในฤดูหนาวที่ผ่านมา งานจะเริ่มในฤดูใบไม้ผลิ",
            "วิศวกรกล่าวว่าท่าเทียบเรือใหม่จะสูงขึ้นหนึ่งเมตรและสร้างด้วยคอนกรีตแทนไม้",
        ),
        "ข่าวล่าสุด",
    ),
    "ro": (
        "ro",
        "Consiliul portului a decis reconstruirea debarcaderului nordic",
        (
            "Consiliul portului a votat marți reconstruirea debarcaderului nordic, avariat de "
            "două ori de furtuni iarna trecută. Lucrările vor începe în primăvară.",
            "Inginerii spun că noul debarcader va fi cu un metru mai înalt și construit din beton.",
        ),
        "Ultimele știri",
    ),
    "hr": (
        "hr",
        "Lučka uprava odlučila obnoviti sjeverni gat",
        (
            "Lučka uprava u utorak je odlučila obnoviti sjeverni gat, koji su prošle zime "
            "dvaput oštetile oluje. Radovi počinju na proljeće.",
            "Inženjeri kažu da će novi gat biti metar viši i izgrađen od betona umjesto drva.",
        ),
        "Najnovije vijesti",
    ),
    # Session 18's fifth round (``benchmarks/date_cases5.py``): Hebrew, Persian, Hindi.
    "he": (
        "he",
        "ועדת הנמל החליטה לבנות מחדש את המזח הצפוני",
        (
            "ועדת הנמל החליטה ביום שלישי לבנות מחדש את המזח הצפוני, שנפגע פעמיים בסערות "
            "בחורף שעבר. העבודות יחלו באביב.",
            "המהנדסים אמרו שהמזח החדש יהיה גבוה במטר מהישן וייבנה מבטון במקום מעץ.",
        ),
        "מבזקים",
    ),
    "fa": (
        "fa",
        "شورای بندر برای بازسازی اسکله شمالی تصمیم گرفت",
        (
            "شورای بندر روز سه‌شنبه تصمیم گرفت اسکله شمالی را که زمستان گذشته دو بار در "
            "طوفان آسیب دیده بود بازسازی کند. کار در بهار آغاز می‌شود.",
            "مهندسان گفتند اسکله جدید یک متر بلندتر خواهد بود و به جای چوب از بتن ساخته می‌شود.",
        ),
        "آخرین اخبار",
    ),
    "hi": (
        "hi",
        "बंदरगाह बोर्ड ने उत्तरी घाट को फिर से बनाने का फैसला किया",
        (
            "बंदरगाह बोर्ड ने मंगलवार को उत्तरी घाट को फिर से बनाने का फैसला किया, जो पिछली "
            "सर्दियों में तूफानों से दो बार क्षतिग्रस्त हुआ था। काम वसंत में शुरू होगा।",
            "इंजीनियरों ने कहा कि नया घाट पुराने से एक मीटर ऊंचा होगा और कंक्रीट से बनेगा।",
        ),
        "ताज़ा खबरें",
    ),
    # Session 20's eighth round (``benchmarks/date_cases8.py``): Swahili.
    "sw": (
        "sw",
        "Bodi ya bandari yaamua kujenga upya gati la kaskazini",
        (
            "Bodi ya bandari iliamua Jumanne kujenga upya gati la kaskazini, lililoharibiwa "
            "mara mbili na dhoruba mwaka jana. Kazi itaanza mwakani.",
            "Wahandisi walisema gati jipya litakuwa juu zaidi kwa mita moja na litajengwa kwa "
            "saruji badala ya mbao.",
        ),
        "Habari mpya",
    ),
}


def _text(lang: str) -> tuple[str, str, tuple[str, ...], str]:
    return _MORE[lang] if lang in _MORE else _TEXTS[lang]


def _paras(lang: str, first: str) -> str:
    paras = list(_text(lang)[2])
    out = [f"<p>{first}{escape(paras[0])}</p>"]
    out += [f"<p>{escape(p)}</p>" for p in paras[1:]]
    return "\n".join(out)


def _doc(lang: str, head: str, body: str, charset: str) -> str:
    html_lang, headline = _text(lang)[:2]
    if charset == "utf-8":
        decl = '<meta charset="utf-8">'
    else:
        decl = f'<meta http-equiv="Content-Type" content="text/html; charset={charset}">'
    return (
        f'<!DOCTYPE html><html lang="{html_lang}"><head>{decl}'
        f"<title>{escape(headline)}</title>"
        f'<meta name="viewport" content="width=device-width, initial-scale=1">{head}</head>'
        f"<body>{body}</body></html>"
    )


def _side(lang: str, side: str) -> str:
    return (
        f'<aside class="widget-area"><h3>{escape(_text(lang)[3])}</h3>{side}</aside>'
        if side
        else ""
    )


def _wordpress(lang: str, meta: str, first: str, after: str, above: str, side: str) -> str:
    h = escape(_text(lang)[1])
    return (
        f'<div id="page" class="site"><header id="masthead" class="site-header">'
        f'<p class="site-title"><a href="/">Quay Chronicle</a></p>{above}</header>'
        f'<div id="content" class="site-content"><main id="main" class="site-main">'
        f'<article id="post-4711" class="post-4711 post type-post status-publish">'
        f'<header class="entry-header"><h1 class="entry-title">{h}</h1>'
        f'<div class="entry-meta">{meta}</div></header>'
        f'<div class="entry-content">{_paras(lang, first)}</div>'
        f'<footer class="entry-footer">{after}</footer></article></main>{_side(lang, side)}</div>'
        f'<footer id="colophon" class="site-footer"><div class="site-info">'
        f"Proudly powered by WordPress</div></footer></div>"
    )


def _drupal(lang: str, meta: str, first: str, after: str, above: str, side: str) -> str:
    h = escape(_text(lang)[1])
    return (
        f'<div class="dialog-off-canvas-main-canvas"><header role="banner">'
        f'<div class="region region-header"><a href="/" rel="home">Quay Chronicle</a></div>'
        f'{above}</header><main role="main"><div class="region region-content">'
        f'<h1 class="page-title"><span class="field field--name-title">{h}</span></h1>'
        f'<article role="article" class="node node--type-article node--view-mode-full">'
        f'<div class="node__meta">{meta}</div>'
        f'<div class="node__content">'
        f'<div class="field field--name-body field--type-text-with-summary">'
        f"{_paras(lang, first)}</div>{after}</div></article></div></main>"
        f'{_side(lang, side)}<footer role="contentinfo">Quay Chronicle</footer></div>'
    )


def _ghost(lang: str, meta: str, first: str, after: str, above: str, side: str) -> str:
    h = escape(_text(lang)[1])
    return (
        f'<div class="site-wrapper"><header class="site-header"><div class="site-nav">'
        f'<a class="site-nav-logo" href="/">Quay Notes</a></div>{above}</header>'
        f'<main id="site-main" class="site-main outer"><div class="inner">'
        f'<article class="post-full post tag-harbour">'
        f'<header class="post-full-header"><section class="post-full-meta">{meta}</section>'
        f'<h1 class="post-full-title">{h}</h1></header>'
        f'<section class="post-full-content"><div class="post-content">{_paras(lang, first)}'
        f"</div></section>{after}</article></div></main>{_side(lang, side)}"
        f'<footer class="site-footer outer">Quay Notes &copy; 2025</footer></div>'
    )


def _blogger(lang: str, meta: str, first: str, after: str, above: str, side: str) -> str:
    h = escape(_text(lang)[1])
    return (
        f'<div class="content-outer"><header><div class="header-outer"><h1 class="title">'
        f'<a href="/">Quay Diary</a></h1></div>{above}</header>'
        f'<div class="main-inner"><div class="blog-posts hfeed">'
        f'<div class="date-outer">{meta}<div class="date-posts"><div class="post-outer">'
        f'<div class="post hentry"><h3 class="post-title entry-title">{h}</h3>'
        f'<div class="post-body entry-content">{_paras(lang, first)}</div>'
        f'<div class="post-footer">{after}</div></div></div></div></div></div></div>'
        f"{_side(lang, side)}</div>"
    )


def _medium(lang: str, meta: str, first: str, after: str, above: str, side: str) -> str:
    h = escape(_text(lang)[1])
    return (
        f'<div id="root"><div class="a b c"><nav class="metabar">{above}</nav>'
        f'<article><div class="l"><section><div class="ab ac">'
        f'<h1 id="a1b2" class="pw-post-title" data-testid="storyTitle">{h}</h1>'
        f'<div class="speechify-ignore"><div class="pw-author"><a href="/@mquill">Mara Quill</a>'
        f"</div>{meta}</div>"
        f'<div class="pw-post-body-paragraph">{_paras(lang, first)}</div>'
        f"</div></section></div>{after}</article>{_side(lang, side)}</div></div>"
    )


def _arc(lang: str, meta: str, first: str, after: str, above: str, side: str) -> str:
    h = escape(_text(lang)[1])
    return (
        f'<div id="fusion-app"><header class="site-header"><a href="/" class="masthead">'
        f"The Quay Times</a>{above}</header><main><article>"
        f'<div class="headline"><h1 data-qa="headline">{h}</h1></div>'
        f'<div class="byline-and-date" data-qa="attribution">{meta}</div>'
        f'<div class="article-body" data-qa="article-body">{_paras(lang, first)}</div>'
        f"{after}</article>{_side(lang, side)}</main></div>"
    )


def _portal(lang: str, meta: str, first: str, after: str, above: str, side: str) -> str:
    h = escape(_text(lang)[1])
    box = (
        f'<div class="right"><div class="hot"><h3>热点新闻</h3><ul>{side}</ul></div></div>'
        if side
        else ""
    )
    return (
        f'<div class="top_nav"><a href="/">青禾网首页</a> <a href="/news/">新闻</a>'
        f' <a href="/finance/">财经</a>{above}</div>'
        f'<div class="wrap"><div class="left"><div class="crumbs">当前位置：'
        f'<a href="/">首页</a> &gt; <a href="/news/">本地新闻</a></div>'
        f'<div class="article"><h1>{h}</h1><div class="info">{meta}</div>'
        f'<div class="content" id="Content">{_paras(lang, first)}</div>'
        f'<div class="editor">（责任编辑：周雨）</div>{after}</div></div>{box}</div>'
        f'<div class="footer"><p>青禾网 版权所有 Copyright © 2008-2025</p>'
        f"<p>备案号：青ICP备00000000号</p></div>"
    )


def _plain(lang: str, meta: str, first: str, after: str, above: str, side: str) -> str:
    h = escape(_text(lang)[1])
    return (
        f'<header class="top"><a href="/">The Quay</a>{above}</header>'
        f'<div class="container"><div class="story"><h1>{h}</h1>{meta}'
        f'<div class="story-body">{_paras(lang, first)}</div>{after}</div>'
        f"{_side(lang, side)}</div><footer><p>Contact us · Privacy</p></footer>"
    )


def _nextjs(lang: str, meta: str, first: str, after: str, above: str, side: str) -> str:
    h = escape(_text(lang)[1])
    return (
        f'<div id="__next"><header class="Header_header__x1"><a href="/" class="Header_logo__a2">'
        f'Quay Daily</a>{above}</header><main class="Layout_main__k3">'
        f'<article class="Article_article__z9"><h1 class="Headline_title__q7">{h}</h1>'
        f'<div class="Byline_byline__p1">{meta}</div>'
        f'<div class="ArticleBody_body__m4">{_paras(lang, first)}</div>{after}</article>'
        f'{_side(lang, side)}</main><footer class="Footer_footer__f1">Quay Daily</footer></div>'
    )


def _wechat(lang: str, meta: str, first: str, after: str, above: str, side: str) -> str:
    h = escape(_text(lang)[1])
    return (
        f'<div id="js_article" class="rich_media">{above}<div class="rich_media_inner">'
        f'<div id="page-content" class="rich_media_area_primary">'
        f'<h1 class="rich_media_title" id="activity-name">{h}</h1>'
        f'<div id="meta_content" class="rich_media_meta_list">'
        f'<span class="rich_media_meta rich_media_meta_nickname" id="profileBt">'
        f'<a href="javascript:void(0);" id="js_name">青禾发布</a></span>{meta}</div>'
        f'<div class="rich_media_content" id="js_content">{_paras(lang, first)}</div>'
        f"</div></div>{_side(lang, side)}</div>{after}"
    )


def _bitrix(lang: str, meta: str, first: str, after: str, above: str, side: str) -> str:
    h = escape(_text(lang)[1])
    return (
        f'<div class="wrapper"><header class="header"><a class="logo" href="/">Quay Herald</a>'
        f'{above}</header><div class="workarea"><div class="breadcrumbs"><a href="/">Home</a>'
        f' / <a href="/news/">News</a></div><div class="news-detail"><h1>{h}</h1>{meta}'
        f'<div class="news-detail-text">{_paras(lang, first)}</div>{after}</div>'
        f'{_side(lang, side)}</div><footer class="footer">Quay Herald</footer></div>'
    )


def _substack(lang: str, meta: str, first: str, after: str, above: str, side: str) -> str:
    h = escape(_text(lang)[1])
    return (
        f'<div id="entry"><div class="main-menu">{above}<a href="/" class="navbar-title">'
        f'Quay Letters</a></div><div class="single-post-container"><article class="post">'
        f'<div class="post-header"><h1 class="post-title">{h}</h1>'
        f'<h3 class="subtitle">Notes from the waterfront</h3>'
        f'<div class="post-meta"><a href="/@mquill" class="profile-hover-card">Mara Quill</a>'
        f"{meta}</div></div>"
        f'<div class="available-content"><div class="body markup">{_paras(lang, first)}</div>'
        f'</div><div class="post-footer">{after}</div></article></div>{_side(lang, side)}</div>'
    )


def _brightspot(lang: str, meta: str, first: str, after: str, above: str, side: str) -> str:
    h = escape(_text(lang)[1])
    return (
        f'<div class="Page-header"><div class="Page-header-bar"><a class="Page-logo" href="/">'
        f'The Quay Ledger</a></div>{above}</div><main class="Page-main">'
        f'<div class="Page-content"><div class="Page-headline"><h1 class="Page-headline-title">'
        f'{h}</h1></div><div class="Page-byline"><div class="Page-authors">By '
        f'<a href="/people/mara-quill">Mara Quill</a></div>{meta}</div>'
        f'<div class="RichTextArticleBody RichTextBody">{_paras(lang, first)}</div>{after}'
        f'</div>{_side(lang, side)}</main><footer class="Page-footer">The Quay Ledger</footer>'
    )


def _jportal(lang: str, meta: str, first: str, after: str, above: str, side: str) -> str:
    h = escape(_text(lang)[1])
    return (
        f'<div id="wrapper"><header id="header"><a href="/" class="logo">みなとニュース</a>'
        f'</header>{above}<div id="contents"><div id="main"><article class="article">'
        f'<header class="article-header"><h1>{h}</h1><div class="article-header-info">'
        f'{meta}</div></header><div class="article-body">{_paras(lang, first)}</div>{after}'
        f'</article></div>{_side(lang, side)}</div><footer id="footer">'
        f"&copy; みなとニュース</footer></div>"
    )


def _kportal(lang: str, meta: str, first: str, after: str, above: str, side: str) -> str:
    h = escape(_text(lang)[1])
    return (
        f'<div id="wrap"><div id="header"><a href="/" class="logo">항구일보</a>{above}</div>'
        f'<div id="container"><div class="article-view-head"><h3 class="heading">{h}</h3>'
        f'<div class="info-text"><ul class="infomation"><li>기자명 김하늘 기자</li>{meta}'
        f'</ul></div></div><div id="article-view-content-div" class="article-body">'
        f"{_paras(lang, first)}</div>{after}{_side(lang, side)}</div>"
        f'<div id="footer">항구일보 Copyright &copy; 2025</div></div>'
    )


TEMPLATES = {
    "wordpress": _wordpress,
    "drupal": _drupal,
    "ghost": _ghost,
    "blogger": _blogger,
    "medium": _medium,
    "arc": _arc,
    "portal": _portal,
    "plain": _plain,
    "nextjs": _nextjs,
    "wechat": _wechat,
    "bitrix": _bitrix,
    "substack": _substack,
    "brightspot": _brightspot,
    "jportal": _jportal,
    "kportal": _kportal,
}


def render(
    template: str,
    lang: str,
    *,
    head: str = "",
    meta: str = "",
    first: str = "",
    after: str = "",
    above: str = "",
    side: str = "",
    charset: str = "utf-8",
) -> str:
    """A whole page: ``template``'s body for the story in ``lang``, with the case's parts."""
    body = TEMPLATES[template](lang, meta, first, after, above, side)
    return _doc(lang, head, body, charset)


def make_case(
    name: str,
    family: str,
    lang: str,
    truth: str | None,
    template: str = "plain",
    *,
    url: str | None = None,
    fetched_at: datetime = FETCHED2,
    charset: str = "utf-8",
    **parts: str,
) -> Case:
    """One case on a made-up host of its own (``url`` may name another host)."""
    host = f"{name.replace('_', '-')}.example"
    return Case(
        name=name,
        family=family,
        lang=lang,
        html=render(template, lang, charset=charset, **parts),
        url=url or f"https://{host}/news/harbour-board-north-pier",
        truth=truth,
        fetched_at=fetched_at,
        encoding=charset,
    )


class CaseBatch:
    """A batch's cases in the order they are written, family by family: each batch module
    names a family, then adds its cases (:func:`make_case` with that family)."""

    def __init__(self, fetched_at: datetime = FETCHED2) -> None:
        self.cases: list[Case] = []
        self._family = ""
        #: When this batch's pages were fetched, unless a case says otherwise.
        self.fetched_at = fetched_at

    def family(self, name: str) -> None:
        """The family of the cases added from now on."""
        self._family = name

    def add(
        self, name: str, lang: str, truth: str | None, template: str = "plain", **kw: object
    ) -> None:
        """One case of the current family (see :func:`make_case`)."""
        kw.setdefault("fetched_at", self.fetched_at)
        self.cases.append(make_case(name, self._family, lang, truth, template, **kw))  # type: ignore[arg-type]


def epoch(day: str) -> int:
    """Seconds since 1970 of an ISO 8601 instant with its offset (for ``data-*`` stamps)."""
    return int(datetime.fromisoformat(day).timestamp())
