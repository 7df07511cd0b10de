"""Hand-written extraction cases, batch J (session 20, HELD OUT): pages in other languages.

Written whole by session 20's writer before any extraction change of the session, and
never read page by page to make one. One page each in nl, cs, ro, el, uk, he, fa, th,
ms, bn, sw, fi, da, hu and ta, in the shapes those markets' sites use: a Dutch regional
broadcaster's page with its video block and "Meer over" tags, a Czech portal's perex and
"Reklama" breaks with a ČTK line, a Romanian site's "Citește și" lines and Agerpres
credit, a Greek page with "ΔΙΑΒΑΣΤΕ ΕΠΙΣΗΣ" boxes and an ΑΠΕ-ΜΠΕ source, a Ukrainian
page with its "Ctrl+Enter" typo notice, a Hebrew portal's paragraphs in ``<span>``s with
"פרסומת" ad labels, a Persian agency's news code and "بیشتر بخوانید" lines, a Thai
page of ``<br>`` text with a LINE prompt, a Malaysian paper's "Artikel berkaitan" box and
"-- BERNAMA" line, a Bengali Quintype page whose paragraphs are each a story element, a
Swahili paper's "Soma zaidi" lines, a Finnish public broadcaster's page with "Lue myös"
and "Mainos", a Danish page with "Artiklen fortsætter efter annoncen" breaks and a
/ritzau/ line, a Hungarian portal with "Hirdetés" labels, an (MTI) line and a "Borítókép"
credit, and a Tamil page with "இதையும் படிக்க" lines. The judgment calls are the
English half's (``extract_cases_j``) and batch I's (``extract_cases_i_intl``), and these:

- a perex or lead set inside the body's container (Czech, Bengali) is body; a standfirst
  in the header is left open;
- "read also" lines and boxes in each language, "the article continues after the ad"
  breaks, ad labels and app or channel prompts are furniture;
- an agency line ("(ČTK)", "(AGERPRES/…)", "-- BERNAMA", "/ritzau/", "(MTI)") and a
  Persian news code are furniture; a photo credit line ("Borítókép:", "Φωτογραφία:",
  "צילום:") is left open;
- a Ukrainian "select the error and press Ctrl+Enter" notice is furniture.
"""

from __future__ import annotations

from collections.abc import Callable

from extract_case_parts import Case
from extract_case_whole import whole

__all__ = ["BATCH_J_INTL"]

_J = "j"
BATCH_J_INTL: list[Callable[[], Case]] = []


def _case(fn: Callable[[], Case]) -> Callable[[], Case]:
    BATCH_J_INTL.append(fn)
    return fn


@_case
def nl_regional_broadcaster() -> Case:
    page = """<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><title>Veerpont Hoekdijk vaart weer na maanden stilstand - Omroep Westland</title></head>
<body><div class="cookiebar"><p>⟪Omroep Westland gebruikt cookies om de website goed te laten werken en om te meten hoe vaak pagina's bezocht worden.⟫</p><button>⟪Akkoord⟫</button></div>
<header class="ow-header"><a class="ow-logo">Omroep Westland</a><nav><a>⟪Nieuws⟫</a><a>Sport</a><a>Radio</a><a>TV</a><a>Tip de redactie</a></nav></header>
<main><article class="news-article"><div class="news-article__meta"><span class="label">Lokaal</span> <time>vandaag, 14:07</time></div><h1 class="news-article__title">Veerpont Hoekdijk vaart weer na maanden stilstand</h1>
<div class="video-block"><div class="video-block__player" data-src="/media/veerpont.mp4"></div><p class="video-block__caption">⟪Bekijk hier de reportage van onze verslaggever⟫</p></div>
<div class="news-article__content">
<p>⟦Na bijna vijf maanden stilstand vaart de veerpont tussen Hoekdijk en Molenwaard sinds vanochtend weer. De pont lag sinds mei aan de kant door een kapotte schroefas.⟧</p>
<p>⟦Voor fietsers en scholieren betekende de storing een omweg van ruim twaalf kilometer via de brug bij Vreeland. &ldquo;Ik was elke ochtend drie kwartier onderweg, nu weer tien minuten,&rdquo; zegt Sanne (16), die in Molenwaard naar school gaat.⟧</p>
<p>⟦Volgens de gemeente duurde de reparatie zo lang omdat het onderdeel speciaal gemaakt moest worden in Duitsland. De kosten, ongeveer 180.000 euro, worden gedeeld door de gemeente en de provincie.⟧</p>
<p>⟦De pont vaart op werkdagen van 6.00 tot 21.00 uur en in het weekend vanaf 8.00 uur. Een overtocht blijft gratis voor voetgangers en fietsers.⟧</p>
</div>
<div class="app-promo">⟪Download de app van Omroep Westland en mis geen nieuws uit je buurt.⟫</div>
<div class="tags"><span>⟪Meer over:⟫</span> <a>veerpont</a> <a>Hoekdijk</a> <a>⟪verkeer⟫</a></div></article>
<aside class="related"><h2>⟪Meer nieuws⟫</h2><ul><li>⟪Brandweer rukt uit voor schuurbrand in Naaldwijk⟫</li><li>Kermis gaat door ondanks regen</li></ul></aside></main>
<footer class="ow-footer">⟪&copy; 2025 Omroep Westland · Privacy · Klachtenregeling⟫</footer></body></html>"""
    return whole(
        "j-nl-regional-omroep",
        _J,
        "nl-omroep",
        "nl",
        "https://www.omroepwestland.example/nieuws/veerpont-hoekdijk-vaart-weer",
        page,
    )


@_case
def cs_portal_perex_reklama() -> Case:
    page = """<!DOCTYPE html><html lang="cs"><head><meta charset="utf-8"><title>Kraj zavře porodnici v Pelhřimově, ženy budou jezdit do Jihlavy - Zprávy Vysočina</title></head>
<body><div id="portal-header"><a class="logo">Zprávy Vysočina</a><ul class="menu"><li>⟪Domácí⟫</li><li>Zahraničí</li><li>Ekonomika</li><li>Sport</li><li>Kultura</li></ul></div>
<div id="content"><div class="art-full"><h1 itemprop="name">Kraj zavře porodnici v Pelhřimově, ženy budou jezdit do Jihlavy</h1><div class="authors"><span>Martina Dvořáková</span><span class="time">22. ledna 2025 9:41</span></div>
<div class="bbtext" itemprop="articleBody">
<div class="opener">⟦Porodnice v pelhřimovské nemocnici skončí k 1. červnu. Krajská rada to schválila v pondělí kvůli nedostatku dětských lékařů a porodních asistentek. Rodičky budou jezdit do Jihlavy nebo Tábora.⟧</div>
<p>⟦Podle hejtmana je to krok, kterému se kraj snažil dva roky vyhnout. „Bez neonatologa nemůžeme porodnici provozovat bezpečně, a toho se nám sehnat nepodařilo,“ uvedl.⟧</p>
<div class="r-body"><div class="reklama">⟪Reklama⟫</div></div>
<p>⟦V Pelhřimově se loni narodilo 412 dětí. Nemocnice chce ve volných prostorách otevřít oddělení následné péče, o které je v regionu zájem.⟧</p>
<div class="art-related"><span>⟪Související⟫</span><ul><li><a>⟪Porodnice v Havlíčkově Brodě hledá lékaře i v zahraničí⟫</a></li></ul></div>
<p>⟦Starosta Pelhřimova kritizoval, že se o rozhodnutí dozvěděl z médií. Město chce vyjednat, aby v nemocnici zůstala alespoň gynekologická ambulance a poradna pro těhotné.⟧</p>
<p class="source">⟪(ČTK)⟫</p>
</div>
<div class="art-share">⟪Sdílet na Facebooku⟫ <a>X</a> <a>E-mail</a></div>
<div class="discussion"><a>⟪Diskuse (87)⟫</a></div></div>
<div class="aside-box"><h3>⟪Nejčtenější⟫</h3><ol><li>⟪Na D1 se srazilo pět aut⟫</li><li>Ceny bytů v Jihlavě</li></ol></div></div>
<div id="footer">⟪Copyright © 2025 Zprávy Vysočina, a.s. Všechna práva vyhrazena.⟫</div></body></html>"""
    return whole(
        "j-cs-perex-reklama",
        _J,
        "cs-portal",
        "cs",
        "https://www.zpravyvysocina.example/kraj/porodnice-pelhrimov-zavreni.A250122_094100_vysocina",
        page,
    )


@_case
def ro_citeste_si_agerpres() -> Case:
    page = """<!DOCTYPE html><html lang="ro-RO"><head><meta charset="UTF-8"><title>Primăria Sibiu închide Podul Minciunilor pentru consolidare | Ziarul Transilvan</title></head>
<body class="single"><header class="td-header-wrap"><div class="td-logo">Ziarul Transilvan</div><ul class="sf-menu"><li>⟪Actualitate⟫</li><li>Politică</li><li>Economie</li><li>Sport</li><li>Opinii</li></ul></header>
<div class="td-main-content"><article><h1 class="entry-title">Primăria Sibiu închide Podul Minciunilor pentru consolidare</h1><div class="td-module-meta-info"><span class="td-post-author-name">de Andrei Popa</span> <time class="entry-date">12 martie 2025</time></div>
<div class="td-post-content">
<p>⟦Podul Minciunilor din centrul istoric al Sibiului va fi închis pentru pietoni începând cu 1 aprilie, timp de aproximativ patru luni, pentru lucrări de consolidare, a anunțat luni Primăria.⟧</p>
<p>⟦Expertiza tehnică a arătat că structura din fontă, construită în 1859, are mai multe elemente corodate. Lucrările costă 2,3 milioane de lei și sunt finanțate din bugetul local.⟧</p>
<p><strong>⟪Citește și:⟫</strong> <a>⟪Turiștii străini au revenit în număr record la Sibiu⟫</a></p>
<p>⟦Pe durata lucrărilor, pietonii vor putea trece între Piața Mică și Orașul de Jos pe scările de lângă Turnul Sfaturilor. Podul va fi acoperit cu o schelă și o plasă de protecție.⟧</p>
<p>⟦Reprezentanții primăriei spun că lucrările au fost programate înainte de vârful sezonului turistic, iar podul ar trebui redeschis până la Festivalul de Teatru.⟧</p>
<p>⟪(AGERPRES/editor: Ioana Matei)⟫</p>
<div class="td-a-rec td-a-rec-id-content_bottom"><span class="td-adspot-title">⟪- Publicitate -⟫</span></div>
</div>
<div class="td-post-sharing">⟪Distribuie pe Facebook⟫ <a>WhatsApp</a></div></article>
<div class="td-related-row"><h4>⟪Articole similare⟫</h4><div><a>⟪Cum arată noul parc de pe malul Cibinului⟫</a></div></div></div>
<footer class="td-footer-wrapper">⟪© 2025 Ziarul Transilvan. Toate drepturile rezervate.⟫</footer></body></html>"""
    return whole(
        "j-ro-citeste-agerpres",
        _J,
        "ro-tagdiv",
        "ro",
        "https://ziarultransilvan.example/2025/03/12/primaria-sibiu-inchide-podul-minciunilor/",
        page,
    )


@_case
def el_diavaste_episis() -> Case:
    page = """<!DOCTYPE html><html lang="el"><head><meta charset="utf-8"><title>Νέα γραμμή πλοίου συνδέει τη Σύρο με τη Νάξο όλο τον χρόνο | Αιγαίο Σήμερα</title></head>
<body><header class="main-header"><a class="logo">Αιγαίο Σήμερα</a><nav><a>⟪Ειδήσεις⟫</a><a>Πολιτική</a><a>Οικονομία</a><a>Νησιά</a><a>Αθλητικά</a></nav></header>
<main><article class="article"><div class="article-category">Νησιά</div><h1 class="article-title">Νέα γραμμή πλοίου συνδέει τη Σύρο με τη Νάξο όλο τον χρόνο</h1><div class="article-date">Τετάρτη, 05 Φεβρουαρίου 2025 11:20</div>
<figure class="article-image"><img src="/images/syros-port.jpg"><figcaption>Το λιμάνι της Ερμούπολης. Φωτογραφία: Νίκος Βαλσάμης</figcaption></figure>
<div class="article-body">
<p>⟦Από τον Μάρτιο θα λειτουργεί για πρώτη φορά όλο τον χρόνο ακτοπλοϊκή γραμμή ανάμεσα στη Σύρο και τη Νάξο, με τρία δρομολόγια την εβδομάδα, ανακοίνωσε το υπουργείο Ναυτιλίας.⟧</p>
<p>⟦Μέχρι σήμερα η σύνδεση των δύο νησιών γινόταν μόνο το καλοκαίρι, ενώ τον χειμώνα οι επιβάτες έπρεπε να περάσουν από τον Πειραιά ή την Πάρο.⟧</p>
<div class="read-also"><span class="read-also__title">⟪ΔΙΑΒΑΣΤΕ ΕΠΙΣΗΣ⟫</span><a>⟪Κλειστό λόγω ανέμων το λιμάνι της Τήνου⟫</a></div>
<p>⟦Η γραμμή θα επιδοτείται με 1,4 εκατ. ευρώ τον χρόνο για τρία χρόνια. Το εισιτήριο για μόνιμους κατοίκους θα κοστίζει 12 ευρώ.⟧</p>
<p>⟦«Είναι ένα αίτημα που κάναμε εδώ και δεκαπέντε χρόνια», δήλωσε ο περιφερειάρχης, σημειώνοντας ότι η γραμμή θα εξυπηρετεί και ασθενείς που πηγαίνουν στο νοσοκομείο της Σύρου.⟧</p>
<p class="source">⟪Πηγή: ΑΠΕ-ΜΠΕ⟫</p>
</div>
<div class="google-news">⟪Ακολουθήστε το Αιγαίο Σήμερα στο Google News⟫</div>
<div class="tags">⟪Tags: Σύρος Νάξος ακτοπλοΐα⟫</div></article>
<aside><h3>⟪Δημοφιλή⟫</h3><ul><li>⟪Σεισμός 4,1 Ρίχτερ ανοιχτά της Αμοργού⟫</li></ul></aside></main>
<footer>⟪© 2025 Αιγαίο Σήμερα. Με την επιφύλαξη παντός δικαιώματος.⟫</footer></body></html>"""
    return whole(
        "j-el-diavaste-episis",
        _J,
        "el-regional",
        "el",
        "https://www.aigaiosimera.example/nisia/nea-grammi-syros-naxos",
        page,
    )


@_case
def uk_ctrl_enter() -> Case:
    page = """<!DOCTYPE html><html lang="uk"><head><meta charset="utf-8"><title>У Житомирі відкрили перший у місті пункт прийому батарейок на зупинці - Житомирські Вісті</title></head>
<body><div class="top-line">⟪Курс валют: USD 41,25 · EUR 44,80⟫</div><header><a class="logo">Житомирські Вісті</a><ul class="main-menu"><li>⟪Новини⟫</li><li>Політика</li><li>Економіка</li><li>Спорт</li></ul></header>
<div class="container"><div class="news-full"><h1>У Житомирі відкрили перший у місті пункт прийому батарейок на зупинці</h1><div class="date">14 квітня 2025, 10:32</div>
<div class="news-text">
<p>⟦На зупинці громадського транспорту біля Житнього ринку встановили перший у Житомирі контейнер для використаних батарейок. Його обслуговуватиме комунальне підприємство, яке вивозить відходи.⟧</p>
<p>⟦За словами заступника міського голови, до кінця року такі контейнери з'являться ще на дванадцяти зупинках, переважно біля шкіл і великих магазинів.⟧</p>
<p><strong>⟪Читайте також:⟫</strong> <a>⟪У місті запустять нові тролейбусні маршрути⟫</a></p>
<p>⟦Зібрані батарейки передаватимуть на переробку підприємству у Львові. Минулого року житомиряни здали в пункти прийому близько двох тонн батарейок.⟧</p>
<p>⟦У мерії просять не викидати батарейки у звичайні урни, адже одна батарейка здатна забруднити до двадцяти квадратних метрів ґрунту.⟧</p>
</div>
<div class="error-notice">⟪Якщо ви помітили помилку, виділіть її мишкою та натисніть Ctrl+Enter.⟫</div>
<div class="news-theme"><h3>⟪Новини за темою⟫</h3><ul><li>⟪Житомир отримав нові сміттєвози⟫</li><li>На Крошні облаштують сквер</li></ul></div></div></div>
<footer>⟪© 2025 Житомирські Вісті. При використанні матеріалів посилання обов'язкове.⟫</footer></body></html>"""
    return whole(
        "j-uk-ctrl-enter",
        _J,
        "uk-regional",
        "uk",
        "https://zhytomyrvisti.example/news/punkt-pryiomu-batareiok-zupynka",
        page,
    )


@_case
def he_span_paragraphs() -> Case:
    page = """<!DOCTYPE html><html lang="he" dir="rtl"><head><meta charset="utf-8"><title>עיריית חיפה תפתח שלושה חופים חדשים לרחצה בקיץ - חדשות הצפון</title></head>
<body><header class="mainHeader"><a class="logo">חדשות הצפון</a><nav><a>⟪חדשות⟫</a><a>כלכלה</a><a>ספורט</a><a>תרבות</a></nav></header>
<main><article class="ArticleBodyComponent"><h1 class="mainTitle">עיריית חיפה תפתח שלושה חופים חדשים לרחצה בקיץ</h1><div class="authorInfo"><span>מיכל אברהמי</span> <span class="date">פורסם: 18.04.25, 08:15</span></div>
<div class="text_editor_paragraph"><span data-text="true">⟦עיריית חיפה הודיעה כי בקיץ הקרוב ייפתחו לרחצה שלושה חופים חדשים בדרום העיר, עם מצילים, מקלחות ושבילי נגישות.⟧</span></div>
<div class="text_editor_paragraph"><span data-text="true">⟦החופים נסגרו לפני כעשור בגלל זיהום מנחל סמוך. לדברי העירייה, בדיקות המים בשנתיים האחרונות היו תקינות לאורך כל העונה.⟧</span></div>
<div class="ad-placeholder"><span class="ad-label">⟪פרסומת⟫</span></div>
<div class="text_editor_paragraph"><span data-text="true">⟦עלות השיפוץ מוערכת בכ-14 מיליון שקל, ורובה ממומנת על ידי משרד הפנים. החופים צפויים להיפתח בתחילת יוני.⟧</span></div>
<figure><img src="/pic/beach.jpg"><figcaption>החוף הדרומי בחיפה (צילום: רון לוי)</figcaption></figure>
<div class="text_editor_paragraph"><span data-text="true">⟦תושבי השכונות הסמוכות מברכים על המהלך, אך חוששים ממחסור בחניה בסופי שבוע.⟧</span></div>
<div class="related_articles"><h4>⟪כתבות נוספות⟫</h4><a>⟪הרכבת לנהריה תחזור לפעול בשבוע הבא⟫</a></div></article>
<div class="talkbacks"><h3>⟪תגובות⟫</h3><div class="talkback">⟪סוף סוף! חיכינו לזה שנים⟫</div></div></main>
<footer>⟪כל הזכויות שמורות © חדשות הצפון 2025⟫</footer></body></html>"""
    return whole(
        "j-he-span-paragraphs",
        _J,
        "he-portal",
        "he",
        "https://www.hadashot-hatsafon.example/article/haifa-beaches-summer",
        page,
    )


@_case
def fa_news_code() -> Case:
    page = """<!DOCTYPE html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><title>آغاز مرمت بازار تاریخی تبریز با مشارکت کسبه - خبرگزاری آذرپرس</title></head>
<body><header class="header"><a class="logo">خبرگزاری آذرپرس</a><ul class="menu"><li>⟪سیاسی⟫</li><li>اقتصادی</li><li>اجتماعی</li><li>فرهنگی</li><li>ورزشی</li></ul></header>
<div class="container"><div class="news-page"><div class="news-info"><span class="news-code">⟪کد خبر: ۸۴۳۲۱۶⟫</span> <span class="news-date">۱۴۰۴/۰۱/۲۰ - ۱۰:۴۵</span></div>
<h1 class="title">آغاز مرمت بازار تاریخی تبریز با مشارکت کسبه</h1>
<div class="lead">مرمت بخش‌هایی از بازار تاریخی تبریز با همکاری میراث فرهنگی و کسبه آغاز شد.</div>
<div class="body">
<p style="text-align: justify;">⟦به گزارش خبرنگار آذرپرس، عملیات مرمت سقف‌های آجری راسته بازار تبریز از این هفته آغاز شده و قرار است تا پایان تابستان به پایان برسد.⟧</p>
<p style="text-align: justify;">⟦مدیرکل میراث فرهنگی استان گفت نیمی از هزینه این طرح را کسبه بازار پرداخت می‌کنند و نیم دیگر از بودجه ملی تأمین می‌شود.⟧</p>
<p style="text-align: justify;"><strong>⟪بیشتر بخوانید:⟫</strong> <a>⟪ثبت جهانی بازار تبریز؛ بیست سال بعد⟫</a></p>
<p style="text-align: justify;">⟦وی افزود: در این مرحله سقف هفت تیمچه و دو سرا مرمت می‌شود و مغازه‌ها در طول کار باز خواهند بود.⟧</p>
<p style="text-align: justify;">⟦بازار تبریز از بزرگ‌ترین بازارهای سرپوشیده جهان است و در سال ۱۳۸۹ در فهرست میراث جهانی یونسکو ثبت شد.⟧</p>
</div>
<div class="news-tags">⟪برچسب‌ها: بازار تبریز، میراث فرهنگی⟫</div>
<div class="short-link">⟪لینک کوتاه: azarpress.example/x8Kq⟫</div></div>
<div class="side"><h3>⟪پربازدیدترین⟫</h3><ul><li>⟪برف راه ۲۰ روستا را بست⟫</li></ul></div></div>
<footer>⟪کلیه حقوق این سایت متعلق به خبرگزاری آذرپرس است.⟫</footer></body></html>"""
    return whole(
        "j-fa-news-code",
        _J,
        "fa-agency",
        "fa",
        "https://www.azarpress.example/news/843216",
        page,
    )


@_case
def th_br_line_prompt() -> Case:
    page = """<!DOCTYPE html><html lang="th"><head><meta charset="utf-8"><title>เชียงใหม่เปิดเส้นทางจักรยานรอบคูเมือง ระยะทาง 6 กิโลเมตร - ข่าวเหนือวันนี้</title></head>
<body><div class="navbar"><a class="brand">ข่าวเหนือวันนี้</a><ul><li>⟪หน้าแรก⟫</li><li>ข่าวท้องถิ่น</li><li>เศรษฐกิจ</li><li>ท่องเที่ยว</li></ul></div>
<div class="main-content"><div class="entry"><h1 class="entry-title">เชียงใหม่เปิดเส้นทางจักรยานรอบคูเมือง ระยะทาง 6 กิโลเมตร</h1><span class="entry-date">10 ม.ค. 2568 09:30 น.</span>
<div class="entry-content"><div class="detail">⟦เทศบาลนครเชียงใหม่เปิดใช้เส้นทางจักรยานรอบคูเมืองอย่างเป็นทางการเมื่อวันพฤหัสบดี ระยะทางรวมประมาณ 6 กิโลเมตร โดยแยกช่องทางจากรถยนต์ด้วยแนวกั้นตลอดเส้นทาง⟧<br><br>⟦นายกเทศมนตรีกล่าวว่า เส้นทางนี้จะช่วยลดการใช้รถยนต์ในเขตเมืองเก่า และเป็นทางเลือกให้นักท่องเที่ยวเที่ยวชมวัดและกำแพงเมืองได้สะดวกขึ้น⟧<br><br>⟪อ่านข่าวที่เกี่ยวข้อง : เชียงใหม่ค่าฝุ่นเกินมาตรฐานต่อเนื่อง⟫<br><br>⟦ในระยะแรกจะมีจุดเช่าจักรยาน 12 จุด ค่าบริการชั่วโมงละ 20 บาท และเปิดให้บริการตั้งแต่ 06.00 ถึง 20.00 น.⟧<br><br>⟦ชาวบ้านบางส่วนกังวลเรื่องที่จอดรถหน้าร้านค้าที่ลดลง ทางเทศบาลระบุว่าจะเปิดลานจอดรถชั่วคราวเพิ่มอีกสองแห่ง⟧</div>
<div class="line-box">⟪ติดตามข่าวสารล่าสุด เพิ่มเพื่อน LINE @khaonuea⟫</div></div>
<div class="tags">⟪แท็ก: เชียงใหม่ จักรยาน คูเมือง⟫</div></div>
<div class="sidebar"><h3>⟪ข่าวยอดนิยม⟫</h3><ul><li>⟪ดอยสุเทพหนาวจัด 8 องศา⟫</li></ul></div></div>
<footer>⟪Copyright © 2025 ข่าวเหนือวันนี้ สงวนลิขสิทธิ์⟫</footer></body></html>"""
    return whole(
        "j-th-br-line",
        _J,
        "th-br",
        "th",
        "https://www.khaonuea.example/news/local/chiang-mai-moat-bike-lane",
        page,
    )


@_case
def ms_bernama_berkaitan() -> Case:
    page = """<!DOCTYPE html><html lang="ms"><head><meta charset="utf-8"><title>Jambatan baharu Sungai Pahang siap lebih awal | Harian Semenanjung</title></head>
<body><header class="hs-header"><a class="hs-logo">Harian Semenanjung</a><nav><a>⟪Nasional⟫</a><a>Dunia</a><a>Bisnes</a><a>Sukan</a><a>Hiburan</a></nav></header>
<main><div class="article-page"><div class="article-breadcrumb">Nasional</div><h1>Jambatan baharu Sungai Pahang siap lebih awal</h1><div class="article-byline">Oleh Aminah Zulkifli &middot; Januari 15, 2025 @ 4:12pm</div>
<div class="article-content">
<p>⟦KUANTAN: Jambatan baharu merentasi Sungai Pahang di Pekan dijangka dibuka kepada orang ramai pada Mac ini, tiga bulan lebih awal daripada jadual asal.⟧</p>
<p>⟦Menteri Kerja Raya berkata, jambatan sepanjang 1.2 kilometer itu akan memendekkan perjalanan penduduk di tebing utara ke bandar Pekan daripada 40 minit kepada kira-kira 10 minit.⟧</p>
<div class="artikel-berkaitan"><h4>⟪Artikel Berkaitan⟫</h4><ul><li><a>⟪Banjir: Jalan ke Pekan ditutup sementara⟫</a></li><li><a>Projek lebuh raya pantai timur diteruskan</a></li></ul></div>
<p>⟦Projek bernilai RM310 juta itu dimulakan pada 2021 dan sempat tertangguh beberapa bulan ketika banjir besar pada hujung tahun lalu.⟧</p>
<p>⟦Beliau berkata, jambatan lama akan dikekalkan untuk kegunaan pejalan kaki dan penunggang basikal.⟧</p>
<p>⟪-- BERNAMA⟫</p>
</div>
<div class="telegram-cta">⟪Sertai saluran Telegram Harian Semenanjung untuk berita terkini.⟫</div></div>
<aside><h3>⟪Paling Popular⟫</h3><ol><li>⟪Harga minyak masak naik minggu depan⟫</li></ol></aside></main>
<footer>⟪Hak cipta terpelihara © 2025 Harian Semenanjung⟫</footer></body></html>"""
    return whole(
        "j-ms-bernama",
        _J,
        "ms-daily",
        "ms",
        "https://www.hariansemenanjung.example/nasional/2025/01/jambatan-baharu-sungai-pahang",
        page,
    )


@_case
def bn_quintype_elements() -> Case:
    def el(text: str) -> str:
        return (
            '<div class="story-element story-element-text"><div class="text-m">'
            f"<p>⟦{text}⟧</p></div></div>"
        )

    page = f"""<!DOCTYPE html><html lang="bn"><head><meta charset="utf-8"><title>রাজশাহীতে আমের মৌসুম শুরু, প্রথম দিনেই বাজারে ৩০০ টন - দৈনিক উত্তরবার্তা</title></head>
<body><div id="container"><header class="header-m"><a class="logo">দৈনিক উত্তরবার্তা</a><nav><a>⟪সর্বশেষ⟫</a><a>বাংলাদেশ</a><a>অর্থনীতি</a><a>খেলা</a></nav></header>
<div class="story-grid"><div class="story-head"><span class="section-tag">বাণিজ্য</span><h1 class="headline">রাজশাহীতে আমের মৌসুম শুরু, প্রথম দিনেই বাজারে ৩০০ টন</h1><div class="author">নিজস্ব প্রতিবেদক, রাজশাহী</div><time>প্রকাশ: ১৫ মে ২০২৫, ১০: ২০</time></div>
<div class="story-content">
{el("রাজশাহীতে গতকাল বৃহস্পতিবার থেকে গাছ থেকে আম পাড়া শুরু হয়েছে। প্রথম দিনেই বানেশ্বর হাটে প্রায় ৩০০ টন গুটি আম উঠেছে বলে জানিয়েছেন ব্যবসায়ীরা।")}
{el("জেলা প্রশাসনের নির্ধারিত সময় অনুযায়ী গোপালভোগ পাড়া যাবে ২২ মে থেকে, আর ল্যাংড়া ও ফজলি জুনের প্রথম সপ্তাহ থেকে।")}
<div class="story-element story-element-also-read"><span class="also-read-title">⟪আরও পড়ুন⟫</span><a>⟪আমের দাম নিয়ে শঙ্কায় চাষিরা⟫</a></div>
{el("চাষিরা বলছেন, এ বছর মুকুল কম এসেছে, তাই ফলনও গত বছরের চেয়ে কম হতে পারে। তবে দাম ভালো থাকায় তাঁরা সন্তুষ্ট।")}
<div class="story-element story-element-image"><figure><img src="/img/mango.jpg"><figcaption>বানেশ্বর হাটে আম বিক্রি চলছে। ছবি: সংগৃহীত</figcaption></figure></div>
{el("কৃষি বিভাগের হিসাবে, এ মৌসুমে জেলায় প্রায় আড়াই লাখ টন আম উৎপাদনের লক্ষ্য ধরা হয়েছে।")}
</div>
<div class="follow-gn">⟪উত্তরবার্তার খবর পেতে গুগল নিউজ চ্যানেল ফলো করুন⟫</div></div>
<div class="collection"><h3>⟪সর্বাধিক পঠিত⟫</h3><ul><li>⟪পদ্মায় নৌকাডুবি, নিখোঁজ ৩⟫</li></ul></div></div>
<footer>⟪স্বত্ব © ২০২৫ দৈনিক উত্তরবার্তা⟫</footer></body></html>"""
    return whole(
        "j-bn-quintype",
        _J,
        "bn-quintype",
        "bn",
        "https://www.uttorbarta.example/business/rajshahi-mango-season-starts",
        page,
    )


@_case
def sw_soma_zaidi() -> Case:
    page = """<!DOCTYPE html><html lang="sw"><head><meta charset="utf-8"><title>Wakulima wa kahawa Moshi walalamikia bei ndogo | Sauti ya Pwani</title></head>
<body><header class="site-header"><a class="logo">Sauti ya Pwani</a><nav><a>⟪Habari⟫</a><a>Biashara</a><a>Michezo</a><a>Burudani</a><a>Maoni</a></nav></header>
<main><article class="article"><h1>Wakulima wa kahawa Moshi walalamikia bei ndogo</h1><div class="byline">Na Rehema Mushi &middot; Jumanne, Machi 11, 2025</div>
<div class="article-body">
<p>⟦Moshi. Wakulima wa kahawa wilayani Moshi wamesema bei ya kahawa msimu huu haitoshi kulipia gharama za mbolea na vibarua, na wameiomba Serikali kuingilia kati.⟧</p>
<p>⟦Mwenyekiti wa chama cha ushirika cha wakulima, Elias Kimaro, amesema kilo moja ya kahawa ya arabika inanunuliwa kwa Sh4,800, wakati gharama ya kuizalisha inafikia Sh5,200.⟧</p>
<p><strong>⟪Soma zaidi:⟫</strong> <a>⟪Bodi ya Kahawa yatangaza mnada mpya⟫</a></p>
<p>⟦Ofisa kilimo wa wilaya amesema Serikali inaandaa mpango wa kuwapa wakulima miche bora na mbolea kwa bei nafuu kuanzia msimu ujao.⟧</p>
<p>⟦Baadhi ya wakulima wameanza kupanda migomba na parachichi kwenye mashamba ya kahawa ili kupata kipato cha ziada.⟧</p>
</div>
<div class="newsletter-box">⟪Jiunge na jarida letu upate habari kila asubuhi.⟫</div></article>
<aside class="most-read"><h3>⟪Zilizosomwa zaidi⟫</h3><ol><li>⟪Mvua kubwa yaharibu barabara Same⟫</li></ol></aside></main>
<footer>⟪© 2025 Sauti ya Pwani. Haki zote zimehifadhiwa.⟫</footer></body></html>"""
    return whole(
        "j-sw-soma-zaidi",
        _J,
        "sw-daily",
        "sw",
        "https://www.sautiyapwani.example/habari/wakulima-kahawa-moshi-bei",
        page,
    )


@_case
def fi_lue_myos_mainos() -> Case:
    page = """<!DOCTYPE html><html lang="fi"><head><meta charset="utf-8"><title>Tampereen ratikka saa jatko-osan Hervantaan – rakentaminen alkaa 2026 | Pirkanmaan Uutiset</title></head>
<body><div class="consent-wall"><p>⟪Käytämme evästeitä sisällön ja mainosten personointiin.⟫</p><button>⟪Hyväksy kaikki⟫</button></div>
<header class="pu-header"><a class="pu-logo">Pirkanmaan Uutiset</a><nav><a>⟪Uutiset⟫</a><a>Urheilu</a><a>Kulttuuri</a><a>Mielipide</a></nav></header>
<main><article class="yle-article"><header class="yle-article__header"><h1 class="yle-article__heading">Tampereen ratikka saa jatko-osan Hervantaan – rakentaminen alkaa 2026</h1><p class="yle-article__lead">Kaupunginvaltuusto hyväksyi uuden osuuden äänin 52–15.</p><span class="yle-article__author">Juho Lehtinen</span> <time>3.6.2025 klo 19.40</time></header>
<section class="yle-article__content">
<p class="yle-article__paragraph">⟦Tampereen kaupunginvaltuusto päätti maanantaina rakentaa raitiotielle noin neljän kilometrin jatko-osan Hervannan kampukselta Vuoreksen kautta Lakalaivaan.⟧</p>
<p class="yle-article__paragraph">⟦Osuuden kustannusarvio on 128 miljoonaa euroa, josta valtio maksaa noin kolmanneksen. Rakentaminen alkaa aikaisintaan keväällä 2026.⟧</p>
<div class="ad-slot"><span class="ad-slot__label">⟪Mainos⟫</span><div class="ad-slot__inner"></div></div>
<p class="yle-article__paragraph">⟦Vastustajat pitivät hanketta liian kalliina ja olisivat korvanneet sen sähköbusseilla. Kannattajien mukaan Vuoreksen asukasmäärä kasvaa niin nopeasti, että bussit eivät riitä.⟧</p>
<p class="yle-article__paragraph"><strong>⟪Lue myös:⟫</strong> <a>⟪Ratikan matkustajamäärät ylittivät ennusteet⟫</a></p>
<p class="yle-article__paragraph">⟦Ensimmäiset vaunut voisivat kulkea uudella osuudella vuonna 2029.⟧</p>
<p class="yle-article__paragraph">⟪(STT)⟫</p>
</section></article>
<section class="related"><h2>⟪Luetuimmat⟫</h2><ul><li>⟪Näsijärven jäät lähtivät⟫</li></ul></section></main>
<footer>⟪© Pirkanmaan Uutiset 2025⟫</footer></body></html>"""
    return whole(
        "j-fi-lue-myos",
        _J,
        "fi-regional",
        "fi",
        "https://www.pirkanmaanuutiset.example/uutiset/ratikka-hervanta-jatko-osa",
        page,
    )


@_case
def da_fortsaetter_ritzau() -> Case:
    page = """<!DOCTYPE html><html lang="da"><head><meta charset="utf-8"><title>Aarhus vil lukke bilerne ude af Latinerkvarteret om sommeren | Jyllands Dagblad</title></head>
<body><div id="cmp">⟪Vi bruger cookies til at forbedre din oplevelse.⟫ <button>⟪Accepter alle⟫</button></div>
<header class="masthead"><a class="masthead__logo">Jyllands Dagblad</a><nav><a>⟪Indland⟫</a><a>Udland</a><a>Erhverv</a><a>Sport</a></nav></header>
<main><article class="article"><h1 class="article__title">Aarhus vil lukke bilerne ude af Latinerkvarteret om sommeren</h1><p class="article__summary">Forsøget skal køre fra juni til august.</p><div class="article__byline">Af Mette Skov &middot; 7. april 2025 kl. 06:00</div>
<div class="article__body">
<p>⟦Aarhus Kommune vil lukke gaderne i Latinerkvarteret for biltrafik fra 1. juni til 31. august som et forsøg. Det har et flertal i teknisk udvalg besluttet.⟧</p>
<p>⟦Kun varelevering vil være tilladt mellem klokken 6 og 11. Beboere med p-tilladelse får anvist pladser i et parkeringshus ved Nørreport.⟧</p>
<div class="ad-break"><span class="ad-break__text">⟪Artiklen fortsætter efter annoncen⟫</span></div>
<p>⟦Handelsforeningen i kvarteret er delt. Caféerne glæder sig over mere plads til udeservering, mens flere butikker frygter, at kunder udefra bliver væk.⟧</p>
<p>⟦Kommunen vil tælle fodgængere og måle omsætningen i butikkerne før, under og efter forsøget.⟧</p>
<div class="ad-break"><span class="ad-break__text">Artiklen fortsætter efter annoncen</span></div>
<p>⟦Forsøget koster omkring 2,5 millioner kroner.⟧</p>
<p>⟪/ritzau/⟫</p>
</div>
<div class="article__share">⟪Del artiklen⟫</div></article>
<aside><h3>⟪Mest læste⟫</h3><ul><li>⟪Storm lukker Storebæltsbroen⟫</li></ul></aside></main>
<footer>⟪© Jyllands Dagblad 2025. Alle rettigheder forbeholdes.⟫</footer></body></html>"""
    return whole(
        "j-da-ritzau",
        _J,
        "da-daily",
        "da",
        "https://jyllandsdagblad.example/indland/aarhus-latinerkvarteret-bilfri-sommer",
        page,
    )


@_case
def hu_hirdetes_mti() -> Case:
    page = """<!DOCTYPE html><html lang="hu"><head><meta charset="utf-8"><title>Újra jár a kisvasút a Bükkben, hét év szünet után - Észak Online</title></head>
<body><header class="header"><a class="logo">Észak Online</a><nav><a>⟪Belföld⟫</a><a>Külföld</a><a>Gazdaság</a><a>Sport</a><a>Kultúra</a></nav></header>
<main><div class="article"><div class="rovat">Belföld</div><h1 class="cikk-cim">Újra jár a kisvasút a Bükkben, hét év szünet után</h1><div class="szerzo">Kovács Dániel</div> <div class="datum">2025. május 1. 09:12</div>
<div class="cikk-torzs">
<p>⟦Hét év szünet után május elsején újra elindult a lillafüredi kisvasút teljes vonala Miskolc és Garadna között. Az első szerelvényre már hajnalban sorban álltak az utasok.⟧</p>
<p>⟦A pálya felújítása négy évig tartott és 3,1 milliárd forintba került. Kicserélték a síneket, megerősítették a hidakat, és két új megállót is építettek.⟧</p>
<div class="hirdetes"><span>⟪Hirdetés⟫</span></div>
<p>⟦A vasút üzemeltetője szerint hétvégén óránként, hétköznap kétóránként indulnak a vonatok. Egy felnőtt jegy a teljes útra 1800 forint.⟧</p>
<div class="kapcsolodo"><h4>⟪Kapcsolódó⟫</h4><a>⟪Elkészült a Hámori-tó körüli sétány⟫</a></div>
<p>⟦A turisztikai ügynökség azt várja, hogy a kisvasút évente 150 ezer utast szállít majd.⟧</p>
<p>⟪(MTI)⟫</p>
<p class="kepalairas">Borítókép: a kisvasút első szerelvénye Lillafüreden (Fotó: Szabó Petra)</p>
</div>
<div class="megosztas">⟪Megosztás a Facebookon⟫</div></div>
<aside><h3>⟪Legolvasottabb⟫</h3><ol><li>⟪Dugó alakult ki a 3-as főúton⟫</li></ol></aside></main>
<footer>⟪© 2025 Észak Online. Minden jog fenntartva.⟫</footer></body></html>"""
    return whole(
        "j-hu-hirdetes-mti",
        _J,
        "hu-portal",
        "hu",
        "https://www.eszakonline.example/belfold/2025/05/lillafuredi-kisvasut-ujraindult",
        page,
    )


@_case
def ta_idhaiyum_padikka() -> Case:
    page = """<!DOCTYPE html><html lang="ta"><head><meta charset="utf-8"><title>மதுரை மெட்ரோ ரயில் திட்டத்துக்கு மத்திய அரசு ஒப்புதல் | தென்னகச் செய்தி</title></head>
<body><header class="hdr"><a class="logo">தென்னகச் செய்தி</a><nav><a>⟪தமிழ்நாடு⟫</a><a>இந்தியா</a><a>உலகம்</a><a>விளையாட்டு</a><a>சினிமா</a></nav></header>
<main><article class="article"><h1>மதுரை மெட்ரோ ரயில் திட்டத்துக்கு மத்திய அரசு ஒப்புதல்</h1><div class="meta">Updated on: 20 ஜூன் 2025, 7:45 am</div>
<div class="article-body">
<p>⟦மதுரையில் மெட்ரோ ரயில் திட்டத்தின் முதல் கட்டத்துக்கு மத்திய அரசு ஒப்புதல் அளித்துள்ளது. திருமங்கலம் முதல் ஒத்தக்கடை வரை சுமார் 31 கி.மீ. தொலைவுக்கு இந்தப் பாதை அமைக்கப்படும்.⟧</p>
<p>⟦இந்தத் திட்டத்தின் மொத்த மதிப்பு ரூ. 11,360 கோடி என மதிப்பிடப்பட்டுள்ளது. இதில் பாதிக்கும் மேற்பட்ட தொகை வெளிநாட்டுக் கடன் மூலம் பெறப்படும்.⟧</p>
<p><strong>⟪இதையும் படிக்க:⟫</strong> <a>⟪கோவை மெட்ரோ: விரிவான திட்ட அறிக்கை தயார்⟫</a></p>
<p>⟦மீனாட்சி அம்மன் கோயில் அருகே சுரங்கப் பாதையாக ரயில் செல்லும் என்றும், பணிகள் அடுத்த ஆண்டு தொடங்கும் என்றும் அதிகாரிகள் தெரிவித்தனர்.⟧</p>
<p>⟦திட்டம் நிறைவடைந்தால் நகரின் போக்குவரத்து நெரிசல் கணிசமாகக் குறையும் என எதிர்பார்க்கப்படுகிறது.⟧</p>
</div>
<div class="whatsapp-follow">⟪தென்னகச் செய்தியை வாட்ஸ்அப்பில் பின்தொடர இங்கே கிளிக் செய்யவும்⟫</div></article>
<aside><h3>⟪அதிகம் படித்தவை⟫</h3><ul><li>⟪சென்னையில் கனமழை எச்சரிக்கை⟫</li></ul></aside></main>
<footer>⟪© 2025 தென்னகச் செய்தி. அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை.⟫</footer></body></html>"""
    return whole(
        "j-ta-idhaiyum-padikka",
        _J,
        "ta-daily",
        "ta",
        "https://www.thennagam.example/tamilnadu/madurai-metro-approval",
        page,
    )
