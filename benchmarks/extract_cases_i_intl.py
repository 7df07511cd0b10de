"""Hand-written extraction cases, batch I (session 19, HELD OUT): pages in other languages.

Written whole by session 19's writer before any change of the session, and never read
page by page to make one. One page each in fr, de, es, it, pt (Brazil), pl, ru, tr, ar,
id, vi, ja, ko, sv and hi, in the shapes those markets' sites use rather than in the
English half's: a French national daily's paragraphs with a metered cut-off ("Il vous
reste 62 % de cet article à lire"), a German regional paper's agency copy with its
"dpa-infocom" line and "Lesen Sie auch" boxes, a Spanish WordPress paper with "Te puede
interesar" links and a Google News prompt, an Italian local site with a photo gallery
and "Leggi anche", a Brazilian portal whose paragraphs are each a column ``<div>`` and
whose WhatsApp-channel and "VÍDEOS" lines sit between them, a Polish portal's bold lead
and "REKLAMA" breaks, a Russian agency's Telegram prompt, a Turkish site's "Haberin
Devamı" breaks, an Arabic page of ``<br>`` text, an Indonesian portal's "Baca juga" lines
and pager, a Vietnamese page with its author at the foot, a Japanese page of ``<br>``
text with a related list, a Korean page of text nodes in ``#article-view-content-div``,
a Swedish local paper's "Annons" labels and a Hindi page's "ये भी पढ़ें" lines. The
judgment calls are the English half's (``extract_cases_i``) and H's, and these:

- a lead set as the body's first paragraph (a Polish "lead" in ``<strong>``, an
  Indonesian dateline "BANJARMASIN, WARTA BORNEO -") is body, and so is a Vietnamese
  sapo (``p.description``) above it; a French, Swedish or Turkish standfirst in the
  header, outside the body's container, is left open;
- "read also" lines in each language (Lesen Sie auch, Te puede interesar, Leggi anche,
  Leia também, Zobacz też, Читайте также, İlgili Haber, اقرأ أيضا, Baca juga, Xem thêm,
  関連記事, 관련기사, Läs också, ये भी पढ़ें) are furniture, and so are prompts to follow
  a channel (WhatsApp, Telegram, Google News);
- an agency line at the end ("© dpa-infocom, dpa:…", "(ANP)", "(abc/def)") is
  furniture; an author's name alone at the foot (Vietnamese) is left open;
- a Korean page's reporter e-mail line and its reprint notice are furniture.
"""

from __future__ import annotations

from collections.abc import Callable

from extract_case_parts import Case
from extract_case_whole import whole

__all__ = ["BATCH_I_INTL"]

_I = "i"
BATCH_I_INTL: list[Callable[[], Case]] = []


def _case(fn: Callable[[], Case]) -> Callable[[], Case]:
    BATCH_I_INTL.append(fn)
    return fn


@_case
def fr_metered_daily() -> Case:
    page = """<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Dans le Jura, les fruitières à comté cherchent des fromagers</title></head>
<body class="article-page"><header class="Header"><a class="Header__logo">Le Quotidien de l'Est</a><nav class="Nav"><a class="Nav__item">⟪International⟫</a><a class="Nav__item">Économie</a><a class="Nav__item">Régions</a><a class="Nav__item">Culture</a></nav></header>
<main class="article article--content"><section class="article__header"><ul class="breadcrumb"><li>Économie</li><li>Agriculture</li></ul><h1 class="article__title">Dans le Jura, les fruitières à comté cherchent des fromagers</h1>
<p class="article__desc">Les coopératives peinent à recruter alors que la production de l'AOP n'a jamais été aussi élevée. Certaines font venir des apprentis de Savoie et de Suisse.</p>
<span class="meta__author">Par <a>Hélène Roussel</a></span> <span class="meta__date">Publié le 12 février 2025 à 06h00, modifié à 09h41</span> <span class="meta__reading-time">⟪Temps de Lecture 4 min.⟫</span></section>
<section class="article__wrapper"><article class="article__content">
<p class="article__paragraph">⟦À 5 heures du matin, la lumière est déjà allumée dans la fruitière de Foncine-le-Haut. Thierry Bourgeois, 58 ans, y fabrique du comté depuis trente-deux ans, et il cherche depuis deux ans quelqu'un pour lui succéder.⟧</p>
<p class="article__paragraph">⟦« Les jeunes aiment le produit, mais pas les horaires, résume-t-il. On travaille sept jours sur sept, le lait n'attend pas. »⟧</p>
<section class="catcher catcher--inline"><span class="catcher__title">⟪Lire aussi |⟫</span> <a class="catcher__desc">⟪Le prix du lait à comté atteint un niveau record⟫</a></section>
<p class="article__paragraph">⟦Selon l'interprofession, une quarantaine de postes de fromager restent vacants dans le massif, sur quelque 140 fruitières. Plusieurs coopératives ont relevé les salaires de 15 % depuis 2023, sans effet visible.⟧</p>
<div class="dfp-slot dfp__inread"><span class="dfp-label">⟪Publicité⟫</span></div>
<p class="article__paragraph">⟦À Mouthe, la coopérative a fini par recruter un apprenti venu de Haute-Savoie, logé gratuitement au-dessus de la fromagerie. « C'est le seul moyen qu'on a trouvé », explique son président.⟧</p>
</article>
<section class="paywall" id="js-paywall-content"><p class="paywall__title">⟪Il vous reste 62 % de cet article à lire. La suite est réservée aux abonnés.⟫</p><a class="paywall__btn">S'abonner</a><p class="paywall__login">Déjà abonné ? Se connecter</p></section></section>
<section class="services"><h2>⟪Services⟫</h2><ul><li><a>⟪Apprendre l'anglais avec Gymglish⟫</a></li><li><a>Codes promo</a></li></ul></section></main>
<footer class="Footer"><p>⟪© Le Quotidien de l'Est - Reproduction interdite de tous articles, sauf accord de l'administration.⟫</p></footer></body></html>"""
    return whole(
        "i-fr-metered",
        _I,
        "fr-daily",
        "fr",
        "https://www.quotidien-est.example/economie/article/2025/02/12/dans-le-jura-les-fruitieres-a-comte-cherchent-des-fromagers_6541230_3234.html",
        page,
    )


@_case
def de_regional_dpa() -> Case:
    page = """<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Neue Fährverbindung nach Hiddensee startet im April | Ostsee-Bote</title></head>
<body class="page-article"><div class="consent-layer" id="cmp-container"><p>⟪Wir und unsere Partner verarbeiten Ihre Daten zu Werbezwecken. Mit Klick auf „Zustimmen“ willigen Sie ein.⟫</p><button>Zustimmen</button><button>Einstellungen</button></div>
<header class="site-head"><a class="site-head__logo">Ostsee-Bote</a><ul class="site-head__nav"><li>⟪Rostock⟫</li><li>Rügen</li><li>Stralsund</li><li>Sport</li></ul></header>
<main class="article-layout"><div class="article-layout__main"><article class="article"><div class="article__kicker">Tourismus</div><h1 class="article__headline">Neue Fährverbindung nach Hiddensee startet im April</h1><div class="article__meta"><span class="article__date">04.03.2025, 14:32 Uhr</span> <span class="article__source">Quelle: dpa</span></div>
<div class="article__body">
<p class="text">⟦Stralsund (dpa/mv) - Zwischen Stralsund und der Insel Hiddensee soll von April an eine zusätzliche Fähre verkehren. Das teilte die Reederei am Dienstag mit.⟧</p>
<p class="text">⟦Das Schiff bietet Platz für 250 Fahrgäste und 40 Fahrräder. Es soll in der Saison bis Ende Oktober dreimal täglich fahren, an Wochenenden viermal.⟧</p>
<div class="article__related-inline"><span class="related-label">⟪Lesen Sie auch⟫</span><a class="related-link">⟪Hiddensee: Inselgemeinde erhöht die Kurtaxe⟫</a></div>
<p class="text">⟦Hintergrund ist die wachsende Nachfrage. Im vergangenen Jahr hätten die bestehenden Verbindungen an vielen Sommertagen nicht ausgereicht, sagte ein Sprecher. Mehrfach mussten Tagesgäste in Stralsund zurückbleiben.⟧</p>
<div class="ad-container ad-container--medrec"><span class="ad-container__label">⟪Anzeige⟫</span><div id="ad-medrec-1"></div></div>
<p class="text">⟦Auf Hiddensee sind Autos für Besucher nicht erlaubt. Die Insel ist nur mit dem Schiff zu erreichen.⟧</p>
<p class="text dpa-info">⟪© dpa-infocom, dpa:250304-930-392811/2⟫</p>
</div>
<div class="article__plus-teaser"><div class="plus-badge">⟪OB+⟫</div><p>⟪Jetzt OB+ testen: alle Artikel aus Ihrer Region für 0,99 Euro im ersten Monat.⟫</p></div></article></div>
<aside class="article-layout__aside"><section class="most-read"><h2>⟪Meistgelesen⟫</h2><ol><li><a>⟪Sturmflut: Deich bei Ahrenshoop beschädigt⟫</a></li><li><a>Neuer Radweg auf Usedom</a></li></ol></section></aside></main>
<footer class="site-foot"><p>⟪Impressum | Datenschutz | AGB | © Ostsee-Bote Verlag GmbH⟫</p></footer></body></html>"""
    return whole(
        "i-de-regional-dpa",
        _I,
        "de-regional",
        "de",
        "https://www.ostsee-bote.example/mv/stralsund/neue-faehrverbindung-nach-hiddensee-startet-im-april-XK3PQ7.html",
        page,
    )


@_case
def es_wordpress_te_puede() -> Case:
    page = """<!DOCTYPE html><html lang="es-ES"><head><meta charset="UTF-8"><title>El Ayuntamiento de Arcos abrirá tres piscinas municipales en junio - Diario de la Sierra</title></head>
<body class="post-template-default single single-post td-standard-pack"><div class="td-header-wrap"><div class="td-header-top-menu">⟪martes, 20 mayo 2025⟫</div><div class="td-header-menu-wrap"><ul class="sf-menu"><li>Inicio</li><li>⟪Comarca⟫</li><li>Deportes</li><li>Opinión</li></ul></div></div>
<div class="td-main-content-wrap"><div class="td-container"><div class="td-pb-row"><div class="td-pb-span8 td-main-content"><div class="td-ss-main-content"><article class="post type-post">
<div class="td-post-header"><ul class="td-category"><li><a class="td-post-category">Arcos</a></li></ul><header class="td-post-title"><h1 class="entry-title">El Ayuntamiento de Arcos abrirá tres piscinas municipales en junio</h1><div class="td-module-meta-info"><div class="td-post-author-name">Por <a>Lucía Benítez</a></div><span class="td-post-date"><time class="entry-date">20 mayo, 2025</time></span></div></header></div>
<div class="td-post-content tagdiv-type">
<p>⟦El Ayuntamiento de Arcos abrirá el próximo 14 de junio las tres piscinas municipales, una semana antes que el año pasado, según anunció este lunes la concejala de Deportes, Rocío Medina.⟧</p>
<p>⟦Las instalaciones de El Santiscal, La Verbena y el polideportivo Manuel Ruiz estarán abiertas todos los días de 11.00 a 20.00 horas hasta el 7 de septiembre. La entrada costará dos euros para adultos y uno para menores de 14 años.⟧</p>
<p>⟪<strong>Te puede interesar:</strong> <a>La Junta licita la reforma de la carretera de El Bosque</a>⟫</p>
<p>⟦Como novedad, el Consistorio ofrecerá un bono de verano de 40 euros que permitirá el acceso ilimitado durante toda la temporada. Los vecinos empadronados con rentas bajas podrán solicitar un bono gratuito en los servicios sociales.⟧</p>
<p>⟦Medina explicó que en la piscina de La Verbena se han cambiado los vasos y las duchas durante el invierno, con una inversión de 180.000 euros.⟧</p>
<p>⟪<em>Síguenos en Google News para no perderte ninguna noticia de la Sierra.</em>⟫</p>
</div>
<footer><div class="td-post-source-tags"><ul class="td-tags"><li><span>⟪ETIQUETAS⟫</span></li><li><a>Arcos</a></li><li><a>piscinas</a></li></ul></div><div class="td-post-sharing-bottom"><a class="td-social-sharing-button">⟪Compartir⟫</a></div>
<div class="td-author-name-wrap"><div class="td-author-description">⟪Periodista de la comarca desde 2009. Escribe sobre Arcos y los pueblos blancos.⟫</div></div></footer></article>
<div class="td_block_related_posts"><h4 class="td-related-title">⟪Artículos relacionados⟫</h4><div class="td-module-container"><h3 class="entry-title td-module-title"><a>⟪Arcos celebra su feria de mayo con récord de casetas⟫</a></h3><h3 class="entry-title td-module-title"><a>Cortes de agua en el centro el jueves</a></h3></div></div>
</div></div><div class="td-pb-span4 td-main-sidebar"><aside class="widget"><h4 class="block-title">⟪Lo más leído⟫</h4><ul><li>⟪Detenido un hombre por robar en tres bares de Bornos⟫</li><li>El tiempo en la Sierra: calor hasta el domingo</li></ul></aside></div></div></div></div>
<div class="td-footer-wrapper"><p>⟪© Diario de la Sierra 2025. Todos los derechos reservados.⟫</p></div></body></html>"""
    return whole(
        "i-es-te-puede",
        _I,
        "wordpress-newspaper",
        "es",
        "https://www.diariodelasierra.example/arcos/piscinas-municipales-junio/",
        page,
    )


@_case
def it_gallery_leggi_anche() -> Case:
    page = """<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><title>Treviglio, riapre il mulino sul fosso: diventerà un museo del pane | Bassa Notizie</title></head>
<body class="articolo"><div id="cookie-bar">⟪Questo sito utilizza cookie tecnici e di profilazione. Chiudendo questo banner acconsenti all'uso dei cookie.⟫ <a>OK</a></div>
<header id="testata"><a class="logo">Bassa Notizie</a><ul id="menu"><li>⟪Cronaca⟫</li><li>Attualità</li><li>Sport</li><li>Eventi</li></ul></header>
<div id="contenitore"><div id="colonna-sx"><h1 class="titolo">Treviglio, riapre il mulino sul fosso: diventerà un museo del pane</h1><div class="occhiello">Attualità | 8 ottobre 2025 | di Marco Ghezzi</div>
<div class="testo">
<p>⟦Dopo quasi cinquant'anni di abbandono, il mulino sul fosso bergamasco tornerà a girare. Il Comune di Treviglio ha approvato il progetto che lo trasformerà in un piccolo museo dedicato al pane e alla farina.⟧</p>
<p>⟦I lavori, finanziati con 420mila euro di fondi regionali, partiranno a gennaio e dovrebbero concludersi entro l'estate. La ruota in legno verrà ricostruita da un artigiano di Crema seguendo i disegni originali del 1890.⟧</p>
<p><strong>⟪LEGGI ANCHE: Caravaggio, chiude dopo sessant'anni il forno di piazza Garibaldi⟫</strong></p>
<p>⟦«Ogni trevigliese over 60 ha un ricordo legato al mulino», spiega l'assessore alla Cultura Paola Rossi. «Volevamo che tornasse a essere un luogo vivo, dove i bambini delle scuole possano vedere come si macinava il grano».⟧</p>
<div class="galleria"><div class="galleria-titolo">⟪FOTOGALLERY⟫</div><div class="galleria-slide"><img src="/foto/mulino1.jpg"><span class="didascalia">Il mulino oggi</span></div><div class="galleria-slide"><img src="/foto/mulino2.jpg"><span class="didascalia">La ruota nel 1960</span></div><span class="galleria-contatore">1/6</span></div>
<p>⟦Il museo sarà gestito da un'associazione di volontari e aprirà il sabato e la domenica. Sono previsti anche laboratori di panificazione per le famiglie.⟧</p>
<p class="copyright">⟪© Riproduzione riservata⟫</p>
</div>
<div class="condividi">⟪Condividi su:⟫ <a>Facebook</a> <a>WhatsApp</a></div>
<div class="correlati"><h3>⟪Potrebbe interessarti⟫</h3><ul><li><a>⟪Treviglio, la fiera di San Martino torna in centro⟫</a></li><li><a>Brignano, nuovi orari per la biblioteca</a></li></ul></div></div>
<div id="colonna-dx"><div class="box-meteo">⟪Meteo Treviglio: sereno, 18°⟫</div><div class="box-adv">Pubblicità</div></div></div>
<div id="piede">⟪Bassa Notizie - testata registrata presso il Tribunale di Bergamo n. 12/2011 - P.IVA 03344550165⟫</div></body></html>"""
    return whole(
        "i-it-gallery",
        _I,
        "it-local",
        "it",
        "https://www.bassanotizie.example/attualita/treviglio-riapre-il-mulino-sul-fosso-museo-del-pane-112847/",
        page,
    )


def _mc(html: str) -> str:
    """One Brazilian-portal content column: a paragraph in its own column ``<div>``."""
    return (
        '<div class="mc-column content-text active-extra-styles" data-block-type="unstyled">'
        f'<p class="content-text__container" data-track-category="Link no Texto">{html}</p></div>'
    )


@_case
def pt_br_portal_columns() -> Case:
    page = f"""<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>Chuva de granizo atinge cidades do Sul de Minas e derruba árvores | Sul de Minas | Portal Serra</title></head>
<body><div id="glb-topo"><a class="logo">Portal Serra</a><nav><a>⟪Minas Gerais⟫</a><a>Economia</a><a>Esportes</a></nav></div>
<main class="mc-body"><div class="mc-article-header"><div class="title"><h1 class="content-head__title">Chuva de granizo atinge cidades do Sul de Minas e derruba árvores</h1></div><div class="medium-centered subtitle"><h2 class="content-head__subtitle">Defesa Civil registrou ocorrências em Pouso Alegre, Varginha e Lavras; não houve feridos.</h2></div>
<div class="content-publication-data"><p class="content-publication-data__from">Por Redação Portal Serra, Sul de Minas</p><p class="content-publication-data__updated"><time>18/10/2025 19h42</time></p></div></div>
<article itemprop="articleBody" class="protected-content">
{_mc("⟦Uma forte chuva de granizo atingiu cidades do Sul de Minas na tarde deste sábado (18). Em Pouso Alegre, pedras de gelo cobriram ruas do Centro e derrubaram pelo menos seis árvores, segundo a Defesa Civil.⟧")}
{_mc("⟦Em Varginha, a água invadiu lojas na Avenida Rio Branco e um trecho da rodovia ficou interditado por cerca de uma hora por causa de uma árvore caída.⟧")}
{_mc("⟪📲 Participe do canal do Portal Serra no WhatsApp⟫")}
{_mc("⟦De acordo com a Defesa Civil estadual, não houve registro de feridos. Equipes da Cemig trabalhavam na noite deste sábado para religar a energia em bairros de Lavras e Três Corações.⟧")}
<div class="mc-column content-intertitle"><h2>⟦Previsão para domingo⟧</h2></div>
{_mc("⟦O Instituto Nacional de Meteorologia mantém alerta amarelo para tempestades em toda a região até a manhã de domingo. A previsão é de temperaturas mais amenas no início da semana.⟧")}
{_mc("⟪<strong>Leia também:</strong> <a>Produtores de café avaliam prejuízo com a seca</a>⟫")}
<div class="mc-column content-video"><div class="video-player"><p class="video-title">⟪VÍDEOS: veja as notícias mais vistas do Sul de Minas⟫</p></div></div>
</article>
<div class="mc-column entities"><span class="entities__title">⟪Veja também⟫</span><ul><li><a>⟪Homem é preso com carga roubada na Fernão Dias⟫</a></li><li><a>Festival de inverno divulga atrações</a></li></ul></div></main>
<footer id="glb-rodape"><p>⟪© Copyright 2000-2025 Portal Serra. Todos os direitos reservados.⟫</p></footer></body></html>"""
    return whole(
        "i-pt-br-columns",
        _I,
        "pt-portal",
        "pt",
        "https://portalserra.example/mg/sul-de-minas/noticia/2025/10/18/chuva-de-granizo-atinge-cidades-do-sul-de-minas.ghtml",
        page,
    )


@_case
def pl_lead_reklama() -> Case:
    page = """<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"><title>Nowy most na Warcie otwarty. Kierowcy skrócą drogę o 12 kilometrów - Wiadomości Wielkopolska</title></head>
<body><div class="rodo-popup">⟪Szanowny Użytkowniku, zanim przejdziesz do serwisu, prosimy o zapoznanie się z informacjami dotyczącymi przetwarzania danych osobowych.⟫<button>Przejdź do serwisu</button></div>
<div class="header"><a class="logo">Wiadomości Wielkopolska</a><ul class="menu"><li>⟪Poznań⟫</li><li>Region</li><li>Sport</li><li>Kultura</li></ul></div>
<div class="main"><div class="art-content"><h1 class="art-title">Nowy most na Warcie otwarty. Kierowcy skrócą drogę o 12 kilometrów</h1><div class="art-author">Krzysztof Nowak | 21.11.2025, 11:15</div>
<div class="art-body">
<div class="art-lead"><strong>⟦W piątek przed południem otwarto nowy most na Warcie między Obornikami a Rożnowem. Inwestycja kosztowała 86 mln zł i skraca drogę z północy powiatu do Poznania o około 12 kilometrów.⟧</strong></div>
<p>⟦Przeprawa ma 420 metrów długości i dwa pasy ruchu, a także ścieżkę rowerową po północnej stronie. Budowa trwała dwa lata, o trzy miesiące dłużej, niż zakładano.⟧</p>
<div class="ad-break"><span class="ad-break__label">⟪REKLAMA⟫</span><div class="ad-break__slot"></div></div>
<p>⟦- Do tej pory mieszkańcy Rożnowa jeździli do Obornik przez Ryczywół albo promem, który nie kursował zimą - mówił podczas otwarcia starosta obornicki Jan Wiśniewski.⟧</p>
<p class="zobacz">⟪Zobacz też: Poznań. Od poniedziałku zmiany w kursowaniu tramwajów⟫</p>
<p>⟦Prom, który przez ponad pół wieku łączył oba brzegi, przestanie kursować z końcem roku. Gmina zastanawia się, czy przekazać go do muzeum.⟧</p>
<div class="ad-break"><span class="ad-break__label">REKLAMA</span><div class="ad-break__slot"></div></div>
<p>⟦Most został sfinansowany w 70 procentach ze środków unijnych.⟧</p>
</div>
<div class="art-source">⟪Źródło: Wiadomości Wielkopolska⟫</div>
<div class="art-comments"><h3>⟪Komentarze (23)⟫</h3><div class="comment"><p>⟪Nareszcie! Czekaliśmy na ten most dwadzieścia lat.⟫</p></div></div></div>
<div class="side"><h3>⟪Najczęściej czytane⟫</h3><ul><li><a>⟪Wypadek na S11. Droga zablokowana⟫</a></li><li><a>Jarmark bożonarodzeniowy otwarty</a></li></ul></div></div>
<div class="footer">⟪Copyright © 2025 Wiadomości Wielkopolska. Wszelkie prawa zastrzeżone.⟫</div></body></html>"""
    return whole(
        "i-pl-lead-reklama",
        _I,
        "pl-portal",
        "pl",
        "https://wielkopolska.wiadomosci.example/nowy-most-na-warcie-otwarty/ar/c1-18844120",
        page,
    )


@_case
def ru_agency_telegram() -> Case:
    page = """<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><title>В Твери отремонтируют 40 дворов до конца лета — Верхневолжское агентство новостей</title></head>
<body><div class="header"><a class="header__logo">ВАН</a><div class="header__menu"><a>⟪Политика⟫</a><a>Общество</a><a>Экономика</a><a>Происшествия</a></div></div>
<div class="layout"><div class="layout__content"><div class="article" itemscope itemtype="http://schema.org/NewsArticle"><div class="article__info-date">14:20 03.06.2025</div><h1 class="article__title">В Твери отремонтируют 40 дворов до конца лета</h1>
<div class="article__announce-text">Работы начнутся в Московском и Пролетарском районах</div>
<div class="article__body js-mediator-article">
<div class="article__block" data-type="text"><div class="article__text">⟦ТВЕРЬ, 3 июня — ВАН. В Твери этим летом отремонтируют 40 дворов, сообщили в администрации города во вторник.⟧</div></div>
<div class="article__block" data-type="text"><div class="article__text">⟦В списке — дворы многоквартирных домов в Московском и Пролетарском районах. Там заменят асфальт, установят новые скамейки и детские площадки, а в части дворов сделают парковочные карманы.⟧</div></div>
<div class="article__block" data-type="article"><div class="article__article"><span class="article__article-title">⟪Читайте также⟫</span><a class="article__article-link">⟪В Тверской области открылся сезон речных прогулок⟫</a></div></div>
<div class="article__block" data-type="text"><div class="article__text">⟦Общая стоимость работ составит около 260 миллионов рублей. Большую часть денег выделяет областной бюджет.⟧</div></div>
<div class="article__block" data-type="text"><div class="article__text">⟦Жители могут следить за ходом ремонта на сайте администрации: там опубликован график по каждому адресу.⟧</div></div>
</div>
<div class="article__telegram"><a>⟪Подписывайтесь на наш канал в Telegram, чтобы первыми узнавать о главных новостях региона⟫</a></div>
<div class="article__tags"><a class="article__tags-item">⟪Тверь⟫</a><a class="article__tags-item">ЖКХ</a></div></div></div>
<div class="layout__sidebar"><div class="lenta"><div class="lenta__title">⟪Лента новостей⟫</div><div class="lenta__item"><span>14:05</span><a>⟪На трассе М-10 ограничат движение из-за ремонта моста⟫</a></div><div class="lenta__item"><span>13:48</span><a>Тверские школьники вышли в финал олимпиады</a></div></div></div></div>
<div class="footer">⟪© 2025 ВАН. Все права защищены. 18+⟫</div></body></html>"""
    return whole(
        "i-ru-agency-telegram",
        _I,
        "ru-agency",
        "ru",
        "https://vanews.example/20250603/tver-dvory-remont-1889412.html",
        page,
    )


@_case
def tr_haberin_devami() -> Case:
    page = """<!DOCTYPE html><html lang="tr"><head><meta charset="utf-8"><title>İzmir'de yeni metro hattının temeli atıldı - Ege Haber</title></head>
<body><header class="header"><a class="logo">Ege Haber</a><nav class="main-menu"><a>⟪Gündem⟫</a><a>Ekonomi</a><a>Spor</a><a>Yaşam</a></nav></header>
<div class="news-detail"><div class="container"><div class="row"><div class="col-md-8"><h1 class="news-title">İzmir'de yeni metro hattının temeli atıldı</h1><h2 class="news-spot">Buca ile Bornova arasındaki hat 2029'da hizmete girecek</h2><div class="news-date">Güncelleme: 27.09.2025 16:40</div>
<div class="news-content">
<p>⟦İzmir'de Buca ile Bornova'yı birbirine bağlayacak metro hattının temeli cumartesi günü düzenlenen törenle atıldı. 13,5 kilometre uzunluğundaki hatta 11 istasyon bulunacak.⟧</p>
<div class="haberin-devami"><span>⟪Haberin Devamı⟫</span><div class="ad-inarticle"></div></div>
<p>⟦Projenin toplam maliyetinin yaklaşık 1,1 milyar avro olduğu açıklandı. Hattın 2029 yılında yolcu taşımaya başlaması planlanıyor.⟧</p>
<p>⟦Törende konuşan belediye başkanı, hattın günde 400 bin yolcu taşıyacağını ve Buca'dan Bornova'ya ulaşım süresinin 60 dakikadan 20 dakikaya ineceğini söyledi.⟧</p>
<div class="related-news-box"><span class="related-news-box__label">⟪İlgili Haber⟫</span><a>⟪İzmir'de toplu taşımaya yüzde 25 zam⟫</a></div>
<div class="haberin-devami"><span>Haberin Devamı</span><div class="ad-inarticle"></div></div>
<p>⟦Çalışmalar sırasında bazı caddelerde trafik düzenlemesi yapılacak. Belediye, alternatif güzergâhları internet sitesinden duyuracağını bildirdi.⟧</p>
</div>
<div class="news-source">⟪Kaynak: Ege Haber Ajansı⟫</div>
<div class="social-share">⟪Paylaş⟫ <a>Facebook</a> <a>X</a> <a>WhatsApp</a></div>
<div class="comment-area"><h3>⟪Yorumlar⟫</h3><p>⟪Yorum yapabilmek için giriş yapmalısınız.⟫</p></div></div>
<div class="col-md-4"><div class="sidebar-box"><h3>⟪Çok Okunanlar⟫</h3><ul><li>⟪Karşıyaka'da su kesintisi: hangi mahalleler etkilenecek?⟫</li><li>Hava durumu: İzmir'e yağmur geliyor</li></ul></div></div></div></div></div>
<footer class="footer">⟪© 2025 Ege Haber - Tüm hakları saklıdır. İzinsiz kullanılamaz.⟫</footer></body></html>"""
    return whole(
        "i-tr-haberin-devami",
        _I,
        "tr-portal",
        "tr",
        "https://www.egehaber.example/gundem/izmirde-yeni-metro-hattinin-temeli-atildi-2231845",
        page,
    )


@_case
def ar_br_text() -> Case:
    page = """<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>افتتاح أكبر محطة لتحلية المياه في المنطقة الشرقية | صحيفة الساحل</title></head>
<body><div class="top-nav"><a class="logo">صحيفة الساحل</a><ul><li>⟪محليات⟫</li><li>اقتصاد</li><li>رياضة</li><li>منوعات</li></ul></div>
<div class="page"><div class="right-col"><div class="news-title"><h1>افتتاح أكبر محطة لتحلية المياه في المنطقة الشرقية</h1></div><div class="news-info"><span>الخميس 15 مايو 2025</span> <span>الساحل - خاص</span></div>
<div class="news-img"><img src="/uploads/desal.jpg"><p class="img-caption">جانب من المحطة الجديدة</p></div>
<div class="news-text" id="NewsText">
⟦افتتحت الهيئة العامة للمياه اليوم الخميس محطة جديدة لتحلية مياه البحر في المنطقة الشرقية، بطاقة إنتاجية تبلغ 600 ألف متر مكعب يوميا، لتكون الأكبر من نوعها في المنطقة.⟧<br><br>
⟦وقال رئيس الهيئة إن المحطة ستغطي احتياجات أكثر من مليوني نسمة، وإنها تعمل بتقنية التناضح العكسي التي تستهلك طاقة أقل من المحطات الحرارية القديمة.⟧<br><br>
⟪<b>اقرأ أيضا:</b> <a>ارتفاع درجات الحرارة في المنطقة الشرقية مع بداية الأسبوع</a>⟫<br><br>
⟦وبلغت تكلفة المشروع نحو 3.2 مليار ريال، واستغرق تنفيذه ثلاث سنوات. وأوضح أن جزءا من الكهرباء التي تحتاجها المحطة سيأتي من ألواح شمسية أقيمت بجوارها.⟧<br><br>
⟦ومن المتوقع أن تبدأ المحطة ضخ المياه إلى شبكة التوزيع بشكل كامل مطلع الشهر المقبل.⟧
</div>
<div class="share">⟪شارك الخبر⟫ <a>تويتر</a> <a>فيسبوك</a> <a>واتساب</a></div>
<div class="related"><h3>⟪أخبار ذات صلة⟫</h3><ul><li><a>⟪خطة لخفض استهلاك المياه في المدارس⟫</a></li><li><a>بدء صيانة شبكة الصرف في حي الشاطئ</a></li></ul></div></div>
<div class="left-col"><div class="box"><h3>⟪الأكثر قراءة⟫</h3><ul><li><a>⟪موعد صرف الرواتب لشهر يونيو⟫</a></li><li><a>الأرصاد: رياح نشطة على الساحل</a></li></ul></div></div></div>
<div class="footer">⟪جميع الحقوق محفوظة لصحيفة الساحل 2025⟫</div></body></html>"""
    return whole(
        "i-ar-br-text",
        _I,
        "ar-news",
        "ar",
        "https://www.alsahel.example/news/local/2025/05/15/118422",
        page,
    )


@_case
def id_baca_juga_pager() -> Case:
    page = """<!DOCTYPE html><html lang="id"><head><meta charset="utf-8"><title>Pasar Terapung Banjarmasin Kembali Ramai Usai Renovasi Dermaga Halaman all - Warta Borneo</title></head>
<body><div class="header"><a class="logo">Warta Borneo</a><div class="nav"><a>⟪Regional⟫</a><a>Nasional</a><a>Ekonomi</a><a>Travel</a></div></div>
<div class="container"><div class="col-bs10-7"><div class="read__header"><h1 class="read__title">Pasar Terapung Banjarmasin Kembali Ramai Usai Renovasi Dermaga</h1><div class="read__time">Warta Borneo - 09/08/2025, 10:12 WIB</div><div class="read__credit"><div class="credit-title-name">Penulis Rina Kusuma | Editor Agus Salim</div></div></div>
<div class="read__content"><div class="clearfix">
<p>⟦<strong>BANJARMASIN, WARTA BORNEO</strong> - Pasar terapung di Sungai Martapura, Banjarmasin, Kalimantan Selatan, kembali ramai dikunjungi wisatawan setelah dermaga di tepi sungai selesai direnovasi pekan lalu.⟧</p>
<p>⟦Sejak pukul 05.00 WITA, puluhan perahu pedagang sudah berkumpul menawarkan buah, sayur, dan kue tradisional. Wisatawan bisa membeli langsung dari perahu atau menyewa kelotok untuk berkeliling.⟧</p>
<p><strong>⟪Baca juga: Festival Sungai Kalimantan Digelar Akhir Bulan Ini⟫</strong></p>
<p>⟦"Dulu dermaganya licin dan banyak papan yang rusak, sekarang orang tua dan anak-anak bisa turun dengan aman," kata Siti Aminah, pedagang kue yang sudah berjualan di pasar itu selama 20 tahun.⟧</p>
<p>⟦Kepala Dinas Pariwisata Kota Banjarmasin mengatakan jumlah pengunjung pada akhir pekan naik hampir dua kali lipat dibanding bulan sebelumnya.⟧</p>
<p><strong>⟪Simak breaking news dan berita pilihan kami langsung di ponselmu. Pilih saluran andalanmu akses berita Warta Borneo WhatsApp Channel.⟫</strong></p>
<p>⟪(rin/ags)⟫</p>
</div>
<div class="read__paging"><span>⟪Halaman:⟫</span><a class="paging__link paging__link--active">1</a><a class="paging__link">2</a><a class="paging__link">Selanjutnya</a><a class="paging__link paging__link--show">Tampilkan semua</a></div></div>
<div class="tag"><h3 class="tag__title">⟪Tag⟫</h3><ul><li><a>Banjarmasin</a></li><li><a>pasar terapung</a></li></ul></div>
<div class="most"><h3>⟪Terpopuler⟫</h3><div class="most__item"><a>⟪Jalan Trans Kalimantan Ditutup Sementara karena Longsor⟫</a></div><div class="most__item"><a>Harga Cabai Naik di Pasar Lama</a></div></div></div></div>
<div class="footer">⟪Copyright 2008 - 2025 Warta Borneo. All Rights Reserved.⟫</div></body></html>"""
    return whole(
        "i-id-baca-juga",
        _I,
        "id-portal",
        "id",
        "https://regional.wartaborneo.example/read/2025/08/09/101200178/pasar-terapung-banjarmasin-kembali-ramai",
        page,
    )


@_case
def vi_author_foot() -> Case:
    page = """<!DOCTYPE html><html lang="vi"><head><meta charset="utf-8"><title>Đà Lạt thí điểm cấm xe máy quanh hồ Xuân Hương vào cuối tuần - Tin Nhanh Cao Nguyên</title></head>
<body><section class="top-header"><a class="logo">Tin Nhanh Cao Nguyên</a><nav class="main-nav"><a>⟪Thời sự⟫</a><a>Kinh doanh</a><a>Du lịch</a><a>Đời sống</a></nav></section>
<section class="section page-detail"><div class="container"><div class="sidebar-1"><div class="header-content"><ul class="breadcrumb"><li>Thời sự</li><li>Giao thông</li></ul><span class="date">Thứ bảy, 5/4/2025, 08:00 (GMT+7)</span></div>
<h1 class="title-detail">Đà Lạt thí điểm cấm xe máy quanh hồ Xuân Hương vào cuối tuần</h1>
<p class="description">⟦Từ ngày 12/4, xe máy và ô tô không được đi vào các tuyến đường quanh hồ Xuân Hương từ 18h đến 23h thứ bảy và chủ nhật.⟧</p>
<article class="fck_detail">
<p class="Normal">⟦UBND thành phố Đà Lạt cho biết việc thí điểm kéo dài ba tháng nhằm giảm ùn tắc và tạo không gian đi bộ cho người dân, du khách vào buổi tối cuối tuần.⟧</p>
<p class="Normal">⟦Trong thời gian cấm, xe buýt điện miễn phí sẽ chạy vòng quanh hồ, mỗi chuyến cách nhau 10 phút. Thành phố bố trí bốn bãi giữ xe ở các tuyến đường lân cận.⟧</p>
<p class="Normal">⟪<strong>Xem thêm:</strong> <a>Đà Lạt đón hơn 100.000 lượt khách dịp lễ</a>⟫</p>
<p class="Normal">⟦Nhiều chủ cửa hàng quanh hồ lo ngại lượng khách giảm. Tuy nhiên, theo đại diện phòng Quản lý đô thị, kinh nghiệm từ các phố đi bộ ở nơi khác cho thấy lượng khách thường tăng sau vài tuần.⟧</p>
<p class="Normal">⟦Sau thời gian thí điểm, thành phố sẽ lấy ý kiến người dân trước khi quyết định có áp dụng lâu dài hay không.⟧</p>
<p class="Normal" style="text-align:right;"><strong>Minh Châu</strong></p>
</article>
<div class="footer-content"><div class="tags"><h4>⟪Tags:⟫</h4><a>Đà Lạt</a><a>hồ Xuân Hương</a></div><div class="social">⟪Chia sẻ⟫</div></div>
<div class="box-comment"><h3>⟪Ý kiến bạn đọc⟫</h3><div class="comment-item"><p>⟪Nên làm từ lâu rồi, tối cuối tuần quanh hồ kẹt xe kinh khủng.⟫</p></div></div></div>
<div class="sidebar-2"><div class="box-tinkhac"><h3>⟪Tin khác⟫</h3><ul><li><a>⟪Mở rộng đèo Prenn: hoàn thành trước Tết⟫</a></li><li><a>Lâm Đồng tăng chuyến xe khách dịp lễ</a></li></ul></div></div></div></section>
<footer class="footer">⟪© Copyright 1997-2025 Tin Nhanh Cao Nguyên. Toàn bộ bản quyền thuộc Tin Nhanh Cao Nguyên.⟫</footer></body></html>"""
    return whole(
        "i-vi-author-foot",
        _I,
        "vi-news",
        "vi",
        "https://tinnhanhcaonguyen.example/da-lat-thi-diem-cam-xe-may-quanh-ho-xuan-huong-4871123.html",
        page,
    )


@_case
def ja_br_related() -> Case:
    page = """<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><title>商店街の空き店舗に「まちの保健室」　看護師が週3日常駐　：地域ニュース　北陸ウェブ新聞</title></head>
<body><div id="header"><div class="logo">北陸ウェブ新聞</div><ul class="gnav"><li>⟪社会⟫</li><li>経済</li><li>スポーツ</li><li>くらし</li></ul></div>
<div id="contents"><div id="main"><div class="article-head"><p class="category">地域ニュース</p><h1>商店街の空き店舗に「まちの保健室」　看護師が週3日常駐</h1><p class="date">2025年6月18日 11時30分</p></div>
<div class="article-body">
<div class="photo"><img src="/img/hoken.jpg"><p class="caption">「まちの保健室」で血圧を測る住民（金沢市で）</p></div>
<div class="text">⟦金沢市の中心部にある商店街の空き店舗に、看護師が常駐して住民の健康相談に応じる「まちの保健室」が開設された。⟧<br><br>⟦保健室は月、水、金曜の午前10時から午後4時まで開いており、予約なしで血圧や体重を測ったり、薬の飲み方や介護について相談したりできる。利用は無料。⟧<br><br>⟦運営するのは市内の訪問看護ステーション。代表の看護師は「病院に行くほどではないけれど不安、という人が気軽に立ち寄れる場所にしたい」と話す。⟧<br><br>⟦開設から２週間で延べ約１２０人が訪れた。商店街で買い物をした帰りに寄る高齢者が多いという。⟧</div>
<div class="ad-inline"><span>⟪広告⟫</span></div>
</div>
<div class="sns-share">⟪この記事をシェアする⟫<a>X</a><a>LINE</a><a>はてブ</a></div>
<div class="related"><h2>⟪関連記事⟫</h2><ul><li><a>⟪高齢者の見守りにＡＩ活用　能登の町が実証実験⟫</a></li><li><a>商店街に子ども食堂　週末に開店</a></li></ul></div></div>
<div id="side"><div class="ranking"><h2>⟪アクセスランキング⟫</h2><ol><li><a>⟪北陸新幹線　大雨で一部運転見合わせ⟫</a></li><li><a>兼六園で夜間特別公開</a></li></ol></div></div></div>
<div id="footer">⟪北陸ウェブ新聞に掲載の記事・写真・図表などの無断転載を禁止します。⟫</div></body></html>"""
    return whole(
        "i-ja-br-related",
        _I,
        "ja-news",
        "ja",
        "https://www.hokuriku-web.example/news/local/20250618-OYTNT50112/",
        page,
    )


@_case
def ko_text_nodes() -> Case:
    page = """<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"><title>전주 한옥마을 야간 관광 확대…10월까지 매주 금·토 운영 - 호남일보</title></head>
<body><div id="user-wrap"><header id="user-header"><div class="logo">호남일보</div><nav class="nav"><a>⟪정치⟫</a><a>경제</a><a>사회</a><a>문화</a></nav></header>
<div id="user-container"><div class="user-content"><section class="article-view-header"><div class="article-head-title">전주 한옥마을 야간 관광 확대…10월까지 매주 금·토 운영</div><ul class="infomation"><li><i class="icon-user"></i> 김서연 기자</li><li><i class="icon-clock"></i> 입력 2025.05.09 14:21</li></ul></section>
<article id="article-view-content-div" class="article-veiw-body view-page font-size17" itemprop="articleBody">
<figure class="photo-layout"><img src="/news/photo/202505/88123_1.jpg"><figcaption>전주 한옥마을 경기전 앞 야경. /사진=전주시 제공</figcaption></figure>
⟦전주시가 한옥마을 야간 관광 프로그램을 확대한다고 9일 밝혔다.⟧<br><br>⟦시는 이달부터 10월까지 매주 금요일과 토요일 저녁 7시부터 10시까지 경기전과 오목대 일대에서 야간 개방과 국악 공연을 진행한다. 지난해에는 한 달에 두 차례만 운영했다.⟧<br><br>⟦야간 프로그램에는 한복을 입고 골목을 걷는 투어, 전통 등 만들기 체험 등이 포함된다. 참가비는 무료이며 일부 체험은 사전 예약이 필요하다.⟧<br><br>⟪▶ 관련기사: 전주 한옥마을 주말 방문객 역대 최대⟫<br><br>⟦시 관계자는 \"낮에만 들렀다 가는 관광객이 하룻밤 머물도록 하는 것이 목표\"라고 말했다.⟧<br><br>⟪김서연 기자 seoyeon@honamilbo.example⟫<br><br>⟪저작권자 © 호남일보 무단전재 및 재배포 금지⟫
</article>
<div class="article-copy"><div class="share">⟪공유하기⟫</div></div>
<div class="relation"><h3>⟪관련기사⟫</h3><ul><li><a>⟪군산 근대역사박물관 야간 개장⟫</a></li><li><a>익산 미륵사지 미디어아트 공연</a></li></ul></div>
<div class="comments"><h3>⟪댓글 0⟫</h3><p>⟪로그인 후 댓글을 남길 수 있습니다.⟫</p></div></div>
<aside class="user-aside"><div class="auto-article"><h3>⟪많이 본 뉴스⟫</h3><ol><li><a>⟪광주~전주 고속버스 증편⟫</a></li><li><a>새만금 잼버리 부지 활용 방안 발표</a></li></ol></div></aside></div>
<footer id="user-footer">⟪호남일보 | 등록번호 전북 아00123 | 발행인 박민수 | Copyright © 2025 호남일보. All rights reserved.⟫</footer></div></body></html>"""
    return whole(
        "i-ko-text-nodes",
        _I,
        "ko-news",
        "ko",
        "https://www.honamilbo.example/news/articleView.html?idxno=88123",
        page,
    )


@_case
def sv_annons_las_ocksa() -> Case:
    page = """<!DOCTYPE html><html lang="sv"><head><meta charset="utf-8"><title>Färjan till Ven får ny tidtabell – fler turer på kvällen | Öresundsposten</title></head>
<body><div class="cmp-banner">⟪Vi använder cookies för att ge dig en bättre upplevelse. Genom att fortsätta godkänner du det.⟫<button>Godkänn</button></div>
<header class="site-header"><a class="site-header__logo">Öresundsposten</a><nav><a>⟪Nyheter⟫</a><a>Sport</a><a>Kultur</a><a>Familj</a></nav></header>
<main><article class="article"><div class="article__tag">Landskrona</div><h1 class="article__title">Färjan till Ven får ny tidtabell – fler turer på kvällen</h1><p class="article__lead">Från den 1 juni går den sista båten från Ven en timme senare. Det är ett svar på klagomål från både boende och besökare.</p>
<div class="article__byline">Sofia Lindahl <span>Publicerad 14 maj 2025 kl 06.00</span></div>
<div class="article__body">
<p>⟦Hittills har den sista turen från Bäckviken gått klockan 21.30 under sommaren. Med den nya tidtabellen går den klockan 22.30, och på fredagar och lördagar klockan 23.30.⟧</p>
<p>⟦– Många som bor på Ven och jobbar i Landskrona har inte kunnat gå på något efter jobbet, säger Lars-Erik Holm i Vens byalag.⟧</p>
<div class="ad ad--panorama"><span class="ad__label">⟪Annons⟫</span></div>
<p>⟦Kommunen betalar för de extra turerna, som kostar ungefär 1,8 miljoner kronor per säsong. Beslutet gäller i första hand i två år.⟧</p>
<div class="also-read"><span class="also-read__label">⟪Läs också:⟫</span><a>⟪Rekordmånga cyklister på Ven i fjol⟫</a></div>
<p>⟦Rederiet räknar med att behöva anställa två nya däcksmän inför sommaren.⟧</p>
</div>
<div class="article__paywall-teaser"><p>⟪Prenumerera på Öresundsposten – första månaden för 1 krona.⟫</p></div></article>
<aside class="sidebar"><section><h2>⟪Mest läst⟫</h2><ol><li><a>⟪Brand i flerfamiljshus på Karlslund⟫</a></li><li><a>Ny restaurang i gamla tullhuset</a></li></ol></section></aside></main>
<footer>⟪Öresundsposten · Ansvarig utgivare: Per Ahlgren · © 2025⟫</footer></body></html>"""
    return whole(
        "i-sv-annons",
        _I,
        "sv-local",
        "sv",
        "https://www.oresundsposten.example/landskrona/farjan-till-ven-far-ny-tidtabell-fler-turer-pa-kvallen/",
        page,
    )


@_case
def hi_ye_bhi_padhen() -> Case:
    page = """<!DOCTYPE html><html lang="hi"><head><meta charset="utf-8"><title>इंदौर में अब रात 11 बजे तक चलेंगी सिटी बसें, 12 रूटों पर शुरू हुई सेवा - मालवा समाचार</title></head>
<body><div class="header"><a class="logo">मालवा समाचार</a><ul class="menu"><li>⟪देश⟫</li><li>मध्य प्रदेश</li><li>खेल</li><li>मनोरंजन</li></ul></div>
<div class="main-wrap"><div class="story-section"><h1 class="story-title">इंदौर में अब रात 11 बजे तक चलेंगी सिटी बसें, 12 रूटों पर शुरू हुई सेवा</h1><div class="story-meta"><span>संवाददाता, इंदौर</span> <span>अपडेटेड: 22 जुलाई 2025, 08:15 AM IST</span></div>
<div class="story-content">
<p>⟦इंदौर में सिटी बसें अब रात 11 बजे तक चलेंगी। नगर निगम ने सोमवार से 12 प्रमुख रूटों पर देर रात तक बस सेवा शुरू कर दी है। अब तक आखिरी बस रात 9 बजे चलती थी।⟧</p>
<p>⟦अधिकारियों के अनुसार यह फैसला उन लोगों की मांग पर लिया गया है जो दुकानों, अस्पतालों और कारखानों में देर शाम तक काम करते हैं। रात की बसों में किराया दिन के बराबर ही रहेगा।⟧</p>
<p><strong>⟪ये भी पढ़ें: इंदौर-भोपाल एक्सप्रेसवे पर टोल दरें बढ़ीं⟫</strong></p>
<p>⟦पहले हफ्ते में हर रूट पर बस हर 30 मिनट में मिलेगी। यात्रियों की संख्या देखकर आगे फेरे बढ़ाए जा सकते हैं। महिलाओं की सुरक्षा के लिए रात की सभी बसों में कैमरे और एक महिला कंडक्टर रहेंगी।⟧</p>
<p>⟦नगर निगम ने यात्रियों से बसों की लाइव लोकेशन के लिए मोबाइल ऐप इस्तेमाल करने की अपील की है।⟧</p>
</div>
<div class="story-follow">⟪ताज़ा खबरों के लिए हमें फॉलो करें⟫ <a>Google News</a></div>
<div class="story-related"><h3>⟪संबंधित खबरें⟫</h3><ul><li><a>⟪उज्जैन में महाकाल लोक के पास नई पार्किंग⟫</a></li><li><a>मध्य प्रदेश में भारी बारिश का अलर्ट</a></li></ul></div></div>
<div class="side-section"><h3>⟪सबसे ज्यादा पढ़ी गई⟫</h3><ul><li><a>⟪पेट्रोल-डीजल के नए दाम जारी⟫</a></li><li><a>इंदौर नगर निगम का बजट पेश</a></li></ul></div></div>
<div class="footer">⟪कॉपीराइट © 2025 मालवा समाचार. सर्वाधिकार सुरक्षित.⟫</div></body></html>"""
    return whole(
        "i-hi-ye-bhi",
        _I,
        "hi-news",
        "hi",
        "https://www.malwasamachar.example/madhya-pradesh/indore/city-bus-night-service-12-routes-8812456",
        page,
    )
