"""Hand-written extraction cases, batch K (session 21, HELD OUT): pages in other languages.

Written whole by session 21's writer before any extraction change of the session, and
never read page by page to make one. One page each in sk, sl, hr, sr (Cyrillic), bg, lt,
lv, et, ur, mr, te, tl, ka, hy and az, in the shapes those markets' sites use: a Slovak
portal with a "Čítajte aj" box, "Reklama" breaks and a (TASR) line; a Slovenian
broadcaster's page with "Preberite še" and an (STA) line; a Croatian portal with
"PROČITAJTE I" lines, "Oglas" and a /Hina/ line; a Serbian (Cyrillic) daily with
"Прочитајте још" and a Танјуг source; a Bulgarian agency-style page with "Прочетете още"
and a Telegram prompt; a Lithuanian portal with "Taip pat skaitykite" and the ELTA
copyright notice; a Latvian public broadcaster's page with "Lasi arī" and a LETA line; an
Estonian public broadcaster with "Loe ka", its "Toimetaja:" line and a BNS credit; an Urdu
daily (RTL) with "یہ بھی پڑھیں" and a WhatsApp prompt; a Marathi daily with "हेही वाचा"
and "जाहिरात"; a Telugu daily with "ఇవి కూడా చదవండి" and an app prompt; a Filipino TV
network's page with "BASAHIN" lines and its "—XYZ, … News" sign-off; a Georgian agency
with "ასევე წაიკითხეთ"; an Armenian agency with "Կարդացեք նաև" and "Գովազդ"; and an
Azerbaijani agency with "Oxşar xəbərlər". This module holds the eight European pages;
``extract_cases_k_asia`` the seven others. The judgment calls are the English half's
(``extract_cases_k``) and batches I's and J's (``extract_cases_i_intl``,
``extract_cases_j_intl``), and these:

- a lead in the article header (above the body's container) is left open; a lead set as
  the first paragraph of the body's container is body;
- "read also" lines and boxes in each language, ad labels, "the article continues below"
  breaks, newsletter, app, Telegram, WhatsApp and "follow us" prompts are furniture;
- an agency or source line ("(TASR)", "(STA)", "/Hina/", "Извор: Танјуг", "БТА", ELTA's
  copyright notice, "LETA", "BNS", APA's "© APA") and a network's initials sign-off
  ("—MDM, GMA Integrated News") are furniture; an editor's line ("Toimetaja:", "Уредник:")
  is furniture; a photo credit line ("Foto:", "Фото:", "Снимка:", "Nuotr.", "ფოტო:",
  "Լուսանկարը՝") is left open;
- a dateline opening the first paragraph ("BRATISLAVA -", "اسلام آباد (نمائندہ خصوصی)",
  "मुंबई :") is part of that paragraph.
"""

from __future__ import annotations

from collections.abc import Callable

from extract_case_parts import Case
from extract_case_whole import whole

__all__ = ["BATCH_K_INTL"]

_K = "k"
BATCH_K_INTL: list[Callable[[], Case]] = []


def _case(fn: Callable[[], Case]) -> Callable[[], Case]:
    BATCH_K_INTL.append(fn)
    return fn


@_case
def sk_citajte_aj_tasr() -> Case:
    doc = """<!DOCTYPE html>
<html lang="sk">
<head>
<meta charset="utf-8">
<title>Košice rozšíria električkovú trať na sídlisko Ťahanovce | Východné správy</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta property="og:site_name" content="Východné správy">
<link rel="stylesheet" href="/assets/css/vs.3f1a.css">
<script src="https://cdn.example-cmp.sk/cmp.js" async></script>
</head>
<body class="article-page">
<div class="cmp-bar"><p>⟪Táto stránka používa súbory cookie na zlepšenie vašej skúsenosti a na zobrazovanie reklamy.⟫</p><button>Súhlasím</button></div>
<header class="header"><a class="logo" href="/">Východné správy</a><nav><a href="/domov">Domov</a><a href="/region">Región</a><a href="/ekonomika">Ekonomika</a><a href="/sport">Šport</a><a href="/kultura">Kultúra</a></nav></header>
<main class="main">
<article class="article">
<h1 class="article-title">Košice rozšíria električkovú trať na sídlisko Ťahanovce</h1>
<p class="article-perex">Mesto získalo na stavbu peniaze z eurofondov, prvé električky by mali na sídlisko jazdiť v roku 2027.</p>
<div class="article-meta"><span class="author">Zuzana Kráľová</span> <time datetime="2024-04-09T10:15:00+02:00">9. apríla 2024 10:15</time></div>
<figure><img src="/foto/tahanovce.jpg" alt=""><figcaption>Vizualizácia novej zastávky. Foto: Mesto Košice</figcaption></figure>
<div class="article-body">
<p>⟦KOŠICE - Mesto Košice podpísalo zmluvu na predĺženie električkovej trate z Námestia osloboditeľov na sídlisko Ťahanovce. Stavba dlhá 3,2 kilometra bude stáť takmer 48 miliónov eur a väčšinu nákladov pokryjú európske fondy.⟧</p>
<p>⟦Na trati pribudne šesť nových zastávok a dve križovatky so svetelnou signalizáciou. Podľa primátora sa cestovanie z Ťahanoviec do centra skráti v dopravnej špičke zhruba o desať minút.⟧</p>
<div class="box-related"><strong>⟪Čítajte aj:⟫</strong> <a href="/region/mhd-cestovne">⟪Cestovné v MHD od mája zdražie o desať centov⟫</a></div>
<p>⟦Obyvatelia sídliska sa na električku pýtajú už vyše tridsať rokov. Trať bola naplánovaná ešte v osemdesiatych rokoch, no stavba sa pre nedostatok peňazí nikdy nezačala.⟧</p>
<div class="ad-wrap"><span class="ad-label">⟪Reklama⟫</span><div id="ad-inarticle-1"></div></div>
<p>⟦Počas výstavby počíta dopravný podnik s obmedzeniami na Sokoľskej ulici. Autobusové linky 17 a 19 budú jazdiť po obchádzke, o ktorej mesto informuje na svojom webe.⟧</p>
<p>⟦Prvé električky by na sídlisko mohli vyraziť v lete 2027, ak sa stavba nepredĺži pre verejné obstarávanie alebo námietky.⟧</p>
<p class="source">⟪(TASR)⟫</p>
</div>
<div class="follow-box"><p>⟪Sledujte nás aj na Facebooku a Instagrame, nech vám neunikne nič z regiónu.⟫</p></div>
</article>
<section class="najcitanejsie"><h3>Najčítanejšie</h3><ol><li><a href="/region/most">⟪Oprava mosta na Moldavskej potrvá do jesene⟫</a></li><li><a href="/sport/hokej">⟪Hokejisti Košíc postúpili do semifinále⟫</a></li></ol></section>
</main>
<footer class="footer"><p>⟪Všetky práva vyhradené. Kopírovanie obsahu bez súhlasu vydavateľa je zakázané.⟫</p></footer>
</body>
</html>
"""
    return whole(
        "k-sk-citajte-aj-tasr",
        _K,
        "sk-citajte-aj-tasr",
        "sk",
        "https://vychodnespravy.example/region/kosice-elektricka-tahanovce",
        doc,
    )


@_case
def sl_preberite_se_sta() -> Case:
    doc = """<!DOCTYPE html>
<html lang="sl">
<head>
<meta charset="UTF-8">
<title>V Posočju bodo obnovili sedem visečih mostov - Novice - Radio Primorje</title>
<meta name="description" content="Občine v Posočju bodo letos obnovile sedem visečih mostov čez Sočo in njene pritoke.">
<link rel="stylesheet" href="/static/css/portal.css?v=2024">
<script>window.dataLayer=[{"section":"novice","articleId":"66021"}];</script>
</head>
<body>
<header class="glava"><a href="/" class="logotip">Radio Primorje</a><nav><a href="/novice">Novice</a><a href="/sport">Šport</a><a href="/kultura">Kultura</a><a href="/v-zivo">V živo</a></nav></header>
<div class="vsebina">
<article class="clanek">
<h1>V Posočju bodo obnovili sedem visečih mostov</h1>
<div class="podatki">Tolmin, 14. 5. 2024, 12.40 | <span class="avtor">Avtor: M. K.</span></div>
<div class="clanek-besedilo">
<p class="uvod">⟦Občine Tolmin, Kobarid in Bovec bodo do konca poletja obnovile sedem visečih mostov, ki so jih lanske poplave poškodovale ali odnesle.⟧</p>
<p>⟦Najdlje, skoraj dva meseca, bo zaprt most pri Kamnem, ki ga uporabljajo pohodniki na poti proti slapu Kozjak. Obnova bo stala okoli 180.000 evrov, polovico denarja bo prispevala država.⟧</p>
<p>⟦Kobariški župan je povedal, da bodo nove jeklene vrvi in pohodne deske zdržale tudi višjo vodo, kot je bila lani avgusta. Pri dveh mostovih bodo opornike postavili višje, stran od struge.⟧</p>
<div class="preberite"><strong>⟪Preberite še:⟫</strong> <a href="/novice/poplave-leto-pozneje">⟪Leto po poplavah: kaj je bilo obnovljeno in kaj še čaka⟫</a></div>
<p>⟦Turistični delavci opozarjajo, da so viseči mostovi za mnoge obiskovalce glavni razlog za obisk doline. Med obnovo bodo pohodnike na obvoze usmerjale table ob izhodiščih poti.⟧</p>
<div class="oglas"><small>⟪Oglasno sporočilo⟫</small><div id="banner-clanek"></div></div>
<p>⟦Dela naj bi se končala do sredine avgusta, za tri mostove pa bodo občine morale najprej pridobiti soglasje direkcije za vode.⟧</p>
<p class="vir">⟪(STA)⟫</p>
</div>
<div class="komentarji"><h3>Komentarji (12)</h3><p>⟪Za komentiranje se morate prijaviti ali registrirati.⟫</p></div>
</article>
<aside class="stranski"><h3>Najbolj brano</h3><ul><li><a href="/novice/zeleznica">⟪Bohinjska proga bo jeseni zaprta tri tedne⟫</a></li><li><a href="/sport/kolesarstvo">⟪Dirka po Sloveniji bo letos startala v Novi Gorici⟫</a></li></ul></aside>
</div>
<footer class="noga"><p>⟪Vse pravice pridržane. Vsebine ni dovoljeno reproducirati brez dovoljenja uredništva.⟫</p></footer>
</body>
</html>
"""
    return whole(
        "k-sl-preberite-se-sta",
        _K,
        "sl-preberite-se-sta",
        "sl",
        "https://radioprimorje.example/novice/posocje-viseci-mostovi-66021",
        doc,
    )


@_case
def hr_procitajte_i_hina() -> Case:
    doc = """<!DOCTYPE html>
<html lang="hr">
<head>
<meta charset="utf-8">
<title>Split dobiva novu liniju brodske veze prema Šolti | Dalmatinski portal</title>
<meta property="og:locale" content="hr_HR">
<link rel="stylesheet" href="https://dalmatinskiportal.example/css/main.min.css">
<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
</head>
<body class="single">
<div class="top-bar"><span class="date">utorak, 4. lipnja 2024.</span><a href="/impressum">Impressum</a></div>
<header><a class="logo" href="/">Dalmatinski portal</a><nav><ul><li><a href="/vijesti">Vijesti</a></li><li><a href="/split">Split</a></li><li><a href="/sport">Sport</a></li><li><a href="/magazin">Magazin</a></li></ul></nav></header>
<main>
<article>
<div class="article-header"><h1>Split dobiva novu liniju brodske veze prema Šolti</h1>
<div class="meta">Autor: Ivana Perić | Objavljeno: 04.06.2024. u 09:20</div></div>
<figure class="main-photo"><img src="/slike/solta.jpg" alt=""><figcaption>Foto: Pixsell</figcaption></figure>
<div class="article-text">
<p>⟦Od 15. lipnja između Splita i Rogača na Šolti prometovat će i brzi brod, najavila je Agencija za obalni linijski promet. Putovanje će trajati 25 minuta, upola kraće nego trajektom.⟧</p>
<p>⟦Brzi brod isplovljavat će iz splitske luke četiri puta dnevno, a posljednja polazna linija iz Rogača bit će u 21 sat, što otočani traže godinama.⟧</p>
<p class="procitajte"><strong>⟪PROČITAJTE I:⟫</strong> <a href="/split/trajekti-ljeto">⟪Ljetni red plovidbe: gužve na trajektima već od lipnja⟫</a></p>
<p>⟦Karta za brzi brod stajat će 4,50 eura, a stanovnici otoka s otočkom iskaznicom plaćat će je upola manje. Vozila brod ne prevozi, pa će trajektna linija ostati kao i dosad.⟧</p>
<div class="banner-inline"><span class="oznaka">⟪Oglas⟫</span><div id="gpt-inarticle"></div></div>
<p>⟦Načelnik općine Šolta kaže da će nova linija olakšati život učenicima i zaposlenima koji svakodnevno putuju u Split, ali upozorava da je zimi potrebno barem tri polaska dnevno.⟧</p>
<p class="izvor">⟪/Hina/⟫</p>
</div>
<div class="share-bar">⟪Podijeli na Facebooku⟫</div>
</article>
<section class="vezano"><h3>Vezane vijesti</h3><ul><li><a href="/split/riva">⟪Obnova Rive ulazi u završnu fazu⟫</a></li><li><a href="/vijesti/otoci-voda">⟪Otocima prijeti nestašica vode⟫</a></li></ul></section>
</main>
<footer><p>⟪Sva prava pridržana. Zabranjeno preuzimanje sadržaja bez dozvole izdavača.⟫</p></footer>
</body>
</html>
"""
    return whole(
        "k-hr-procitajte-hina",
        _K,
        "hr-procitajte-i-hina",
        "hr",
        "https://dalmatinskiportal.example/split/brzi-brod-solta",
        doc,
    )


@_case
def sr_cyrillic_tanjug() -> Case:
    doc = """<!DOCTYPE html>
<html lang="sr-Cyrl">
<head>
<meta charset="utf-8">
<title>Нови мост преко Дунава код Новог Сада биће завршен до краја године | Дневни лист Војводина</title>
<meta name="description" content="Радови на новом мосту преко Дунава одвијају се према плану.">
<link rel="stylesheet" href="/css/style.css?v=31">
<script src="/js/lat-cyr.js"></script>
</head>
<body>
<div class="script-switch"><a href="?alphabet=cyr" class="active">Ћирилица</a> | <a href="?alphabet=lat">Latinica</a></div>
<header class="zaglavlje"><a href="/" class="logo">Војводина</a><nav><a href="/drustvo">Друштво</a><a href="/politika">Политика</a><a href="/ekonomija">Економија</a><a href="/novi-sad">Нови Сад</a><a href="/sport">Спорт</a></nav></header>
<main>
<article class="vest">
<h1>Нови мост преко Дунава код Новог Сада биће завршен до краја године</h1>
<p class="nadnaslov">Радови у пуном јеку</p>
<div class="info">Аутор: Д. Милошевић | 27.08.2024. 08:30</div>
<figure><img src="/slike/most.jpg" alt=""><figcaption>Фото: Танјуг/ Јарослав Пап</figcaption></figure>
<div class="tekst">
<p>⟦НОВИ САД - Радови на новом мосту преко Дунава, који ће повезати Нови Сад и Сремску Каменицу, одвијају се према плану и мост би требало да буде пуштен у саобраћај до краја године, изјавио је данас градоначелник.⟧</p>
<p>⟦Мост дуг 474 метра имаће по две саобраћајне траке у оба смера, бициклистичке стазе и пешачке стазе. Вредност радова процењује се на 110 милиона евра.⟧</p>
<div class="procitajte"><h4>⟪Прочитајте још⟫</h4><ul><li><a href="/novi-sad/bulevar">⟪Завршена реконструкција Булевара ослобођења⟫</a></li><li><a href="/novi-sad/autobusi">⟪Нове аутобуске линије за Петроварадин⟫</a></li></ul></div>
<p>⟦Према речима извођача, тренутно се монтира челична конструкција средњег распона, а затим следе асфалтирање и постављање расвете.⟧</p>
<div class="reklama"><span>⟪Реклама⟫</span></div>
<p>⟦Нови мост требало би да растерети Мост слободе, преко ког сваког дана пређе више од 50.000 возила, и скрати пут између Фрушке горе и центра града.⟧</p>
<p class="izvor">⟪Извор: Танјуг⟫</p>
<p class="urednik">⟪Уредник: Марко Станковић⟫</p>
</div>
<div class="social">⟪Пратите нас на Фејсбуку и Инстаграму⟫</div>
</article>
<aside class="najnovije"><h3>Најновије</h3><ul><li><a href="/drustvo/skole">⟪Почиње нова школска година⟫</a></li></ul></aside>
</main>
<footer class="podnozje"><p>⟪Сва права задржана. Преузимање садржаја дозвољено уз навођење извора.⟫</p></footer>
</body>
</html>
"""
    return whole(
        "k-sr-cyrillic-tanjug",
        _K,
        "sr-cyrillic-tanjug",
        "sr",
        "https://dnevnik-vojvodina.example/novi-sad/novi-most-dunav",
        doc,
    )


@_case
def bg_procetete_oshte_telegram() -> Case:
    doc = """<!DOCTYPE html>
<html lang="bg">
<head>
<meta charset="utf-8">
<title>Пловдив въвежда зелени зони за паркиране в още три квартала - Новини Пловдив</title>
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link href="/templates/np/css/template.css" rel="stylesheet">
<script type="text/javascript">var googletag=googletag||{};googletag.cmd=googletag.cmd||[];</script>
</head>
<body class="com_content view-article">
<div class="cookie-notice"><p>⟪Този сайт използва бисквитки, за да подобри работата си. Като продължите, вие се съгласявате с това.⟫</p><a href="#">Разбрах</a></div>
<header class="header"><a class="brand" href="/">Новини Пловдив</a><ul class="nav menu"><li><a href="/plovdiv">Пловдив</a></li><li><a href="/bulgaria">България</a></li><li><a href="/sviat">Свят</a></li><li><a href="/sport">Спорт</a></li></ul></header>
<main class="main">
<div class="item-page">
<h2 itemprop="headline">Пловдив въвежда зелени зони за паркиране в още три квартала</h2>
<dl class="article-info"><dd class="published"><time datetime="2024-03-18T11:05:00+02:00">18 Март 2024, 11:05</time></dd><dd class="hits">Прочетена: 2 418</dd></dl>
<div itemprop="articleBody">
<p>⟦Общинският съвет в Пловдив реши зелената зона за платено паркиране да обхване от 1 юни и кварталите Кършияка, Мараша и Кючук Париж. Часът ще струва 1 лев, а живущите ще могат да си купят годишен абонамент за 20 лева.⟧</p>
<p><img src="/images/2024/03/parking.jpg" alt=""><br><em>Снимка: БГНЕС</em></p>
<p>⟦Според общинската фирма за паркиране в тези квартали всеки ден паркират хиляди коли на хора, които пътуват до центъра и оставят автомобилите си пред жилищните блокове.⟧</p>
<p><strong>⟪Прочетете още:⟫</strong> <a href="/plovdiv/avtobusi-nowi">⟪Нови електробуси тръгват по линия 1⟫</a></p>
<p>⟦Опозицията гласува против с мотива, че таксата ще натовари пенсионерите, които нямат гараж. Кметът отговори, че първата година абонаментът за пенсионери ще е безплатен.⟧</p>
<div class="banner"><span>⟪Реклама⟫</span></div>
<p>⟦Зоните ще действат в делнични дни от 8 до 19 часа. Глобите за неплатено паркиране остават 20 лева, а паякът ще вдига само коли, спрели на тротоари и кръстовища.⟧</p>
<p>⟪Последвайте ни в Telegram, за да научавате първи новините от Пловдив.⟫</p>
</div>
<div class="tags">Етикети: <a href="/tag/parking">паркиране</a></div>
</div>
<div class="related"><h3>Свързани новини</h3><ul><li><a href="/plovdiv/ulici">⟪Ремонтът на бул. „Руски“ приключва през май⟫</a></li></ul></div>
</main>
<footer class="footer"><p>⟪Всички права запазени. Използването на материали от сайта е разрешено само с активен линк.⟫</p></footer>
</body>
</html>
"""
    return whole(
        "k-bg-procetete-telegram",
        _K,
        "bg-procetete-oshte-telegram",
        "bg",
        "https://novini-plovdiv.example/plovdiv/zeleni-zoni-parkirane",
        doc,
    )


@_case
def lt_taip_pat_elta() -> Case:
    doc = """<!DOCTYPE html>
<html lang="lt">
<head>
<meta charset="utf-8">
<title>Kaune atnaujinamas Aleksoto funikulierius: vėl važiuos nuo rugsėjo - Kauno žinios</title>
<meta property="og:type" content="article">
<link rel="stylesheet" href="/build/app.css">
<script async src="https://www.googletagmanager.com/gtm.js?id=GTM-KZ01"></script>
</head>
<body>
<header class="site-header"><a href="/" class="logo">Kauno žinios</a><nav><a href="/miestas">Miestas</a><a href="/lietuva">Lietuva</a><a href="/pasaulis">Pasaulis</a><a href="/verslas">Verslas</a><a href="/sportas">Sportas</a></nav></header>
<main>
<article class="article">
<div class="article-head"><h1>Kaune atnaujinamas Aleksoto funikulierius: vėl važiuos nuo rugsėjo</h1><div class="article-info"><span>Rūta Jankauskienė</span>, <time>2024-06-20 14:32</time></div></div>
<figure><img src="/img/funikulierius.jpg" alt=""><figcaption>Aleksoto funikulierius. Nuotr. ELTA / Justinas Auškelis</figcaption></figure>
<div class="article-body">
<p>⟦Kauno savivaldybė pradėjo Aleksoto funikulieriaus remontą. Daugiau nei devyniasdešimties metų senumo keltuvas keleivius vėl turėtų vežti nuo rugsėjo pradžios.⟧</p>
<p>⟦Remonto metu bus pakeisti lynai, stabdžių sistema ir elektros įranga, o medinius vagonėlius restauruos specialistai, dirbantys su kultūros paveldo objektais. Darbai kainuos apie 640 tūkst. eurų.⟧</p>
<div class="also-read"><span>⟪Taip pat skaitykite:⟫</span> <a href="/miestas/zaliakalnio-funikulierius">⟪Žaliakalnio funikulierius šiemet švenčia jubiliejų⟫</a></div>
<p>⟦Funikulierius kalno viršūnę pasiekia per beveik minutę ir yra vienas lankomiausių miesto objektų. Pernai juo pasinaudojo daugiau kaip 120 tūkst. keleivių.⟧</p>
<div class="advert"><span>⟪Reklama⟫</span></div>
<p>⟦Kol vyksta darbai, į Aleksoto apžvalgos aikštelę galima patekti laiptais arba autobusu, kurio stotelė yra šalia viršutinės funikulieriaus stoties.⟧</p>
<p class="copyright-note">⟪ELTA naujienų agentūros turinį atgaminti, kopijuoti ar platinti be išankstinio raštiško sutikimo draudžiama.⟫</p>
</div>
<div class="newsletter"><p>⟪Užsiprenumeruokite naujienlaiškį ir kiekvieną rytą gaukite svarbiausias Kauno naujienas.⟫</p></div>
</article>
<aside><h3>Skaitomiausi</h3><ol><li><a href="/miestas/laisves-aleja">⟪Laisvės alėjoje atsiras daugiau suoliukų⟫</a></li><li><a href="/sportas/zalgiris">⟪Žalgiris paskelbė naujo sezono sudėtį⟫</a></li></ol></aside>
</main>
<footer><p>⟪Visos teisės saugomos. Kopijuoti be leidimo draudžiama.⟫</p></footer>
</body>
</html>
"""
    return whole(
        "k-lt-taip-pat-elta",
        _K,
        "lt-taip-pat-elta",
        "lt",
        "https://kaunozinios.example/miestas/aleksoto-funikulierius-remontas",
        doc,
    )


@_case
def lv_lasi_ari_leta() -> Case:
    doc = """<!DOCTYPE html>
<html lang="lv">
<head>
<meta charset="utf-8">
<title>Liepājā atklāj atjaunoto Ziemeļu molu / Raksts / Kurzemes Vārds Online</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="stylesheet" href="/static/css/kv.css">
<script>var cX=cX||{};cX.callQueue=cX.callQueue||[];</script>
</head>
<body class="page-article">
<div class="sikdatnes"><p>⟪Mēs izmantojam sīkdatnes, lai uzlabotu vietnes darbību. Turpinot lietot vietni, jūs piekrītat sīkdatņu izmantošanai.⟫</p><button>Piekrītu</button></div>
<header><a class="logo" href="/">Kurzemes Vārds</a><nav><a href="/zinas">Ziņas</a><a href="/liepaja">Liepāja</a><a href="/novads">Novads</a><a href="/sports">Sports</a></nav></header>
<main>
<article>
<h1>Liepājā atklāj atjaunoto Ziemeļu molu</h1>
<div class="raksta-info">Inga Bērziņa | 2024. gada 12. jūlijs, 16:40</div>
<div class="raksta-teksts">
<p>⟦Piektdien Liepājā pēc divu gadu rekonstrukcijas svinīgi atklāja Ziemeļu molu, kas ir viena no iecienītākajām pastaigu vietām pilsētā.⟧</p>
<p>⟦Mola garums ir gandrīz 1,8 kilometri. Būvnieki nomainīja bojātos betona blokus, izbūvēja jaunu pastaigu celiņu ar apgaismojumu un skatu platformu mola galā pie bākas.⟧</p>
<p class="lasi-ari">⟪Lasi arī:⟫ <a href="/liepaja/pludmale">⟪Liepājas pludmalei atkal piešķirts Zilais karogs⟫</a></p>
<p>⟦Rekonstrukcija izmaksāja 9,4 miljonus eiro, no kuriem lielāko daļu sedza Eiropas Savienības fondi. Ostas pārvalde sola, ka molu turpmāk varēs apmeklēt visu gadu, izņemot spēcīgas vētras laikā.⟧</p>
<div class="reklama"><small>⟪Reklāma⟫</small></div>
<p>⟦Makšķernieki, kuri molu izmantoja desmitiem gadu, jaunajā celiņā saņēmuši atsevišķu zonu ar margām, lai netraucētu gājējiem.⟧</p>
<p class="avots">⟪Ziņu aģentūra LETA⟫</p>
<p class="foto-autors">Foto: Rolands Kalniņš</p>
</div>
<div class="dalies">⟪Dalies ar rakstu draugiem⟫</div>
</article>
<section class="citas"><h3>Citas ziņas</h3><ul><li><a href="/novads/ceļi">⟪Kurzemē remontēs vēl 40 kilometrus ceļu⟫</a></li><li><a href="/sports/basketbols">⟪Liepājas basketbolisti sāk treniņus⟫</a></li></ul></section>
</main>
<footer><p>⟪Materiālu pārpublicēšana bez redakcijas rakstiskas atļaujas aizliegta.⟫</p></footer>
</body>
</html>
"""
    return whole(
        "k-lv-lasi-ari-leta",
        _K,
        "lv-lasi-ari-leta",
        "lv",
        "https://kurzemesvards.example/liepaja/ziemelu-mols-atklats",
        doc,
    )


@_case
def et_loe_ka_toimetaja() -> Case:
    doc = """<!DOCTYPE html>
<html lang="et">
<head>
<meta charset="utf-8">
<title>Tartu avab jõeäärse ujula juba juuni alguses | Lõuna-Eesti Uudised</title>
<meta name="description" content="Emajõe kaldale rajatud ujula avatakse juuni alguses.">
<link rel="stylesheet" href="/assets/main.8c21.css">
<script defer src="/assets/main.8c21.js"></script>
</head>
<body>
<div id="app">
<header class="header"><a class="logo" href="/">Lõuna-Eesti Uudised</a><nav><a href="/eesti">Eesti</a><a href="/tartu">Tartu</a><a href="/majandus">Majandus</a><a href="/kultuur">Kultuur</a><a href="/sport">Sport</a></nav></header>
<main class="main">
<article class="article">
<h1 class="article-title">Tartu avab jõeäärse ujula juba juuni alguses</h1>
<div class="lead">Linn lubab, et vee kvaliteeti kontrollitakse kogu suve jooksul igal nädalal.</div>
<div class="meta"><time>24.05.2024 10:12</time></div>
<div class="body">
<p>⟦Tartu linn avab Emajõe kaldale rajatud ujula 1. juunil. Ujulas on kaks basseini, mida eraldavad jõest ujuvpontoonid, ning puidust päevitusterrass.⟧</p>
<p>⟦Linnavalitsuse sõnul on vee kvaliteet jões viimastel aastatel märgatavalt paranenud ja proovid on vastanud suplusvee nõuetele kolm suve järjest.⟧</p>
<div class="loe-ka"><strong>⟪Loe ka:⟫</strong> <a href="/tartu/rattaringlus">⟪Rattaringlus laieneb Tartus veel kümne jaamaga⟫</a></div>
<p>⟦Ujula on avatud iga päev kella 9–21 ning selle kasutamine on tasuta. Päevasel ajal valvavad suplejaid kaks vetelpäästjat.⟧</p>
<div class="ad"><span>⟪Reklaam⟫</span></div>
<p>⟦Projekt läks maksma umbes 1,2 miljonit eurot. Kui suvi õnnestub, kaalub linn ujula hooaja pikendamist septembri lõpuni.⟧</p>
<p class="editor">⟪Toimetaja: Kadri Tamm⟫</p>
<p class="source">⟪Allikas: BNS⟫</p>
</div>
<div class="app-banner">⟪Laadi alla meie äpp ja saa olulisemad uudised kohe telefoni.⟫</div>
</article>
<aside class="related"><h3>Seotud lood</h3><ul><li><a href="/tartu/emajogi-laevad">⟪Emajõel hakkavad taas sõitma jõelaevad⟫</a></li></ul></aside>
</main>
<footer class="footer"><p>⟪Kõik õigused kaitstud. Materjalide kasutamine ilma loata on keelatud.⟫</p></footer>
</div>
</body>
</html>
"""
    return whole(
        "k-et-loe-ka-toimetaja",
        _K,
        "et-loe-ka-toimetaja",
        "et",
        "https://louna-uudised.example/tartu/joeaarne-ujula-avatakse",
        doc,
    )
