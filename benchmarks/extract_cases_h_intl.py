"""Hand-written extraction cases, batch H (round six, HELD OUT): pages in other languages.

Written whole by round six's writer before the round's change, and never read page by
page to make one. Where D, E and F drew Chinese portals and a page or two in each of a
few European languages, H draws fr, es, it, de, pt, nl, pl, vi, th, hi, ja and ko pages
in the shapes the English half has (``extract_cases_h``): a deck and a byline line as
plain paragraphs at the top of the body ("Par … Publié le …", "Por … | Madrid", "di …"),
"read also" lines in the body's own paragraphs with no class, a sign-off or bio at the
end, sectioned and list articles, a Q&A, endnotes, a TYPO3 body split over content
elements, and short briefs of one to three sentences in Thai, Vietnamese and Hindi
(scripts with no spaces between words, or few words per sentence). The judgment calls
are the English half's and these:

- a deck (chapô, entradilla, sommario) set as the body's first paragraph is left open; a
  byline and date line in the body ("Par Claire Dumas — Publié le …", "Por Redacción |
  Madrid") is furniture;
- "Lire aussi", "Te puede interesar", "Leggi anche", "Mehr zum Thema", "Leia mais",
  "Lees ook", "Czytaj też", "Xem thêm", "▶ 관련기사" lines in the body are furniture;
- a Korean page's "[기자명 기자]" opening and its e-mail / "무단전재 및 재배포 금지" lines
  are furniture; a Japanese interview's ―― question lines are body;
- "Riproduzione riservata ©" and the like at the end are furniture;
- a Thai, Vietnamese or Hindi brief of one to three sentences is the whole body, however
  long the teasers around it are.
"""

from __future__ import annotations

from collections.abc import Callable

from extract_case_parts import Case
from extract_case_whole import whole

__all__ = ["BATCH_H_INTL"]

_H = "h"
BATCH_H_INTL: list[Callable[[], Case]] = []


def _case(fn: Callable[[], Case]) -> Callable[[], Case]:
    BATCH_H_INTL.append(fn)
    return fn


@_case
def fr_deck_byline() -> Case:
    page = """<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Le marché couvert de Saint-Aubin rouvre après deux ans de travaux - L'Écho du Bocage</title></head>
<body class="article"><header id="header"><a class="logo">L'Écho du Bocage</a><nav><ul><li><a>⟪Actualités⟫</a></li><li><a>Sports</a></li><li><a>Agenda</a></li></ul></nav></header>
<div id="main"><div class="colonne-principale"><h1>Le marché couvert de Saint-Aubin rouvre après deux ans de travaux</h1>
<div class="texte-article">
<p><strong>Fermée depuis l'automne 2023, la halle du XIXe siècle accueille de nouveau ses commerçants ce samedi. Toiture, verrière et chauffage ont été refaits.</strong></p>
<p>⟪Par Claire Dumas — Publié le 5 avril 2025 à 18h12⟫</p>
<p>⟦Ils étaient une vingtaine à attendre devant les grilles dès 7 heures samedi matin. Après deux ans de travaux, le marché couvert de Saint-Aubin a rouvert ses portes, avec quatorze commerçants au lieu des onze d'avant la fermeture.⟧</p>
<p>⟦Le chantier a coûté 3,4 millions d'euros, dont la moitié payée par la région. La verrière, qui laissait passer la pluie depuis des années, a été entièrement remplacée, et la halle est désormais chauffée l'hiver.⟧</p>
<p>⟪Lire aussi : Saint-Aubin : le parking de la gare devient payant⟫</p>
<p>⟦« On a tenu deux hivers sous des barnums sur la place, raconte Josiane Leroux, fromagère depuis trente ans. Aujourd'hui, je retrouve mon emplacement, et en plus on n'a plus froid aux pieds. »⟧</p>
<p>⟦Le marché sera ouvert le mercredi et le samedi matin. La mairie envisage une ouverture le vendredi soir à partir de l'été.⟧</p>
<p>⟪C. D.⟫</p>
</div>
<div class="partage"><span>⟪Partager cet article⟫</span><a>Facebook</a><a>X</a></div></div>
<div class="colonne-droite"><h3>⟪Les plus lus⟫</h3><ul><li><a>⟪Un nouveau médecin s'installe à Vernoux⟫</a></li><li><a>Football : Saint-Aubin monte en R2</a></li></ul></div></div>
<footer><p>⟪© L'Écho du Bocage 2025 - Tous droits réservés⟫</p></footer></body></html>"""
    return whole(
        "h-fr-deck-byline",
        _H,
        "custom",
        "fr",
        "https://echodubocage.example/saint-aubin/marche-couvert-rouvre",
        page,
    )


@_case
def es_deck_byline() -> Case:
    page = """<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>Vuelve el tranvía a Puerto Alto cuarenta años después | Diario del Sur</title></head>
<body><div class="wrapper"><header class="cabecera"><a class="logo">Diario del Sur</a><nav><a>⟪Local⟫</a><a>Provincia</a><a>Deportes</a><a>Opinión</a></nav></header>
<main class="noticia"><h1 class="titular">Vuelve el tranvía a Puerto Alto cuarenta años después</h1>
<div class="cuerpo-noticia">
<p><em>La primera línea, de 6,2 kilómetros, une la estación con el puerto pesquero y tendrá once paradas</em></p>
<p>⟪Por Redacción | Puerto Alto | 12 de mayo de 2025⟫</p>
<p>⟦El tranvía volvió este lunes a las calles de Puerto Alto, cuarenta y un años después de que dejara de circular el último convoy. Cientos de vecinos hicieron cola en la estación para subir en el primer viaje, gratuito durante toda la semana.⟧</p>
<p>⟦La línea recorre 6,2 kilómetros entre la estación de tren y el puerto pesquero, con once paradas. Los tranvías pasarán cada diez minutos en hora punta y cada quince el resto del día.⟧</p>
<p>⟪Te puede interesar: El Ayuntamiento aprueba el presupuesto de 2025⟫</p>
<p>⟦La obra ha costado 118 millones de euros y ha tardado tres años, uno más de lo previsto, por los restos arqueológicos hallados junto al mercado.⟧</p>
<p>⟦«Mi abuelo era conductor del tranvía antiguo», contaba Lucía Ferrán, de 34 años, a la salida del primer viaje. «Él no lo ha podido ver, pero yo he venido por él.»⟧</p>
</div>
<div class="compartir"><span>⟪Compartir en WhatsApp⟫</span></div>
<section class="relacionadas"><h2>⟪Noticias relacionadas⟫</h2><ul><li><a>⟪Cortes de tráfico por las obras del paseo⟫</a></li><li><a>El puerto bate su récord de cruceros</a></li></ul></section></main></div>
<footer><p>⟪© Diario del Sur. Todos los derechos reservados.⟫</p></footer></body></html>"""
    return whole(
        "h-es-deck-byline",
        _H,
        "custom",
        "es",
        "https://diariodelsur.example/local/vuelve-tranvia-puerto-alto",
        page,
    )


@_case
def it_byline_riproduzione() -> Case:
    page = """<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><title>Ponte chiuso sul Serio, dieci giorni di deviazioni | La Voce della Valle</title></head>
<body class="single"><header class="testata"><a class="logo">La Voce della Valle</a><ul class="menu"><li><a>⟪Cronaca⟫</a></li><li><a>Politica</a></li><li><a>Sport</a></li></ul></header>
<div class="contenuto"><article class="articolo"><h1>Ponte chiuso sul Serio, dieci giorni di deviazioni</h1>
<p class="sommario">Lavori urgenti dopo le crepe segnalate dai tecnici della Provincia</p>
<div class="testo">
<p>⟪di Marco Bellandi⟫</p>
<p>⟦Il ponte sul Serio tra Albino e Comenduno resterà chiuso al traffico da lunedì per almeno dieci giorni. La Provincia ha deciso la chiusura dopo che un'ispezione ha trovato crepe in due delle travi principali.⟧</p>
<p>⟦Le auto saranno deviate sul ponte di Nembro, con un allungamento di circa sei chilometri. I pedoni e le biciclette potranno continuare a passare su una corsia protetta.⟧</p>
<p>⟪Leggi anche: Albino, via libera alla nuova scuola media⟫</p>
<p>⟦«Non c'è un pericolo immediato, ma non vogliamo rischiare», ha detto l'assessore provinciale ai lavori pubblici, Franca Rota. I lavori costeranno circa 400mila euro.⟧</p>
<p>⟦Gli autobus della linea 3 seguiranno la deviazione e potranno accumulare fino a un quarto d'ora di ritardo nelle ore di punta.⟧</p>
<p>⟪© Riproduzione riservata⟫</p>
</div></article>
<aside class="laterale"><h3>⟪I più letti⟫</h3><ol><li><a>⟪Nembro, chiude dopo 60 anni la storica latteria⟫</a></li><li><a>Atalanta, il programma del ritiro</a></li></ol></aside></div>
<footer><p>⟪La Voce della Valle - P.IVA 01234567890⟫</p></footer></body></html>"""
    return whole(
        "h-it-byline-riproduzione",
        _H,
        "wordpress",
        "it",
        "https://vocedellavalle.example/cronaca/ponte-chiuso-serio",
        page,
    )


@_case
def de_typo3_elements() -> Case:
    def ce(uid: int, html: str) -> str:
        return (
            f'<div id="c{uid}" class="frame frame-default frame-type-text frame-layout-0">'
            f'<div class="ce-bodytext">{html}</div></div>'
        )

    page = f"""<!DOCTYPE html><html lang="de-DE"><head><meta charset="utf-8"><meta name="generator" content="TYPO3 CMS"><title>Stadtbücherei verlängert Öffnungszeiten: Stadt Lindenau</title></head>
<body id="p412"><header class="page-header"><a class="logo">Stadt Lindenau</a><nav class="main-nav"><ul><li><a>⟪Rathaus⟫</a></li><li><a>Leben</a></li><li><a>Wirtschaft</a></li></ul></nav></header>
<main id="content"><div class="news news-single"><div class="article" itemscope itemtype="http://schema.org/Article">
<div class="header"><h1 itemprop="headline">Stadtbücherei verlängert Öffnungszeiten</h1></div>
<div class="footer"><p><span class="news-list-date"><time datetime="2025-02-17">17.02.2025</time></span></p></div>
<div class="teaser-text" itemprop="description"><p>Ab März ist die Bücherei auch am Samstagnachmittag geöffnet.</p></div>
<div class="news-text-wrap" itemprop="articleBody">
{ce(881, "<p>⟦Die Stadtbücherei Lindenau öffnet ab dem 1. März länger. Sie ist dann dienstags bis freitags von 10 bis 19 Uhr und samstags von 10 bis 16 Uhr geöffnet, zwei Stunden länger als bisher.⟧</p>")}
{ce(882, "<p>⟦Möglich wird das durch eine zusätzliche Stelle, die der Stadtrat im Dezember bewilligt hat. Außerdem helfen samstags Ehrenamtliche des Fördervereins bei der Ausleihe.⟧</p>")}
<div id="c883" class="frame frame-default frame-type-image"><figure class="image"><img src="/fileadmin/news/buecherei.jpg" alt=""><figcaption class="image-caption">Die Stadtbücherei am Marktplatz.</figcaption></figure></div>
{ce(884, "<p>⟪Mehr zum Thema: Neue Leseecke für Kinder eröffnet⟫</p>")}
{ce(885, "<p>⟦„Viele Berufstätige haben uns gesagt, dass sie unter der Woche nie vor 18 Uhr kommen können“, sagt Büchereileiterin Sabine Krämer. Am Samstagnachmittag soll es außerdem einmal im Monat eine Vorlesestunde geben.⟧</p>")}
{ce(886, "<p>⟦Die Ausleihe bleibt für Kinder und Jugendliche kostenlos; der Jahresausweis für Erwachsene kostet weiterhin 15 Euro.⟧</p>")}
</div>
<div class="news-backlink-wrap"><a>⟪Zurück zur Übersicht⟫</a></div></div></div></main>
<footer class="page-footer"><p>⟪Stadt Lindenau · Marktplatz 1 · Impressum · Datenschutz⟫</p></footer></body></html>"""
    return whole(
        "h-de-typo3-elements",
        _H,
        "typo3",
        "de",
        "https://lindenau.example/aktuelles/news/stadtbuecherei-verlaengert-oeffnungszeiten",
        page,
    )


@_case
def pt_br_listicle() -> Case:
    page = """<!DOCTYPE html><html lang="pt-BR"><head><meta charset="UTF-8"><title>5 dicas para economizar na conta de luz no verão | Casa &amp; Bolso</title></head>
<body class="post-template-default single single-post"><div class="site"><header class="site-header"><a class="site-logo">Casa &amp; Bolso</a><nav><ul><li><a>⟪Finanças⟫</a></li><li><a>Casa</a></li><li><a>Consumo</a></li></ul></nav></header>
<main class="site-main"><article class="post"><h1 class="entry-title">5 dicas para economizar na conta de luz no verão</h1><div class="entry-meta">Por Renata Ximenes · 10/01/2025</div>
<div class="entry-content">
<p>⟦Com o calor, o ar-condicionado e a geladeira trabalham mais, e a conta de luz sobe. Algumas mudanças simples ajudam a segurar o valor sem passar calor.⟧</p>
<h2>⟦1. Regule o ar-condicionado em 23 graus⟧</h2>
<p>⟦Cada grau a menos aumenta o consumo em cerca de 8%. Em 23 graus o ambiente fica confortável e o aparelho não trabalha no limite.⟧</p>
<h2>⟦2. Limpe os filtros todo mês⟧</h2>
<p>⟦Filtro sujo obriga o aparelho a fazer mais força para o mesmo resultado. A limpeza leva cinco minutos e só precisa de água e sabão neutro.⟧</p>
<p>⟪Leia mais: Bandeira tarifária de janeiro: o que muda na sua conta⟫</p>
<h2>⟦3. Afaste a geladeira da parede⟧</h2>
<p>⟦A grade de trás precisa de ventilação. Deixe pelo menos 15 centímetros de espaço e não use a grade para secar panos.⟧</p>
<div class="publicidade"><span>⟪Publicidade⟫</span></div>
<h2>⟦4. Tome banhos mais curtos⟧</h2>
<p>⟦O chuveiro elétrico é o maior vilão da conta. No verão, a posição "verão" ou "morno" já basta para a maioria das pessoas.⟧</p>
<h2>⟦5. Tire os aparelhos da tomada⟧</h2>
<p>⟦Televisão, micro-ondas e carregadores consomem energia mesmo desligados. Uma régua com interruptor facilita desligar tudo de uma vez.⟧</p>
<p>⟪Siga o Casa &amp; Bolso no Instagram e receba dicas todos os dias.⟫</p>
</div></article>
<section class="relacionados"><h3>⟪Veja também⟫</h3><ul><li><a>⟪Como negociar dívidas no cartão de crédito⟫</a></li><li><a>Aluguel ou financiamento?</a></li></ul></section></main>
<footer><p>⟪© 2025 Casa &amp; Bolso. Todos os direitos reservados.⟫</p></footer></div></body></html>"""
    return whole(
        "h-pt-br-listicle",
        _H,
        "wordpress",
        "pt",
        "https://casaebolso.example/economizar-conta-de-luz-verao/",
        page,
    )


@_case
def nl_qa_interview() -> Case:
    page = """<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><title>'Een dijk is nooit af': dijkgraaf over vijftig jaar waterbeheer | Polderpost</title></head>
<body><header class="kop"><a class="logo">Polderpost</a><nav><a>⟪Nieuws⟫</a><a>Regio</a><a>Achtergrond</a></nav></header>
<main><article class="artikel"><h1>'Een dijk is nooit af': dijkgraaf over vijftig jaar waterbeheer</h1><p class="artikel-meta">Door Bart de Wilde, 22 maart 2025</p>
<div class="artikel-tekst">
<p>⟦Na twaalf jaar stopt Henk Zwartjes als dijkgraaf van het waterschap. Een gesprek over droge zomers, natte winters en waarom hij nooit op een dijk fietst zonder te kijken.⟧</p>
<p><b>⟦Wat is er in twaalf jaar het meest veranderd?⟧</b></p>
<p>⟦De zomers. Toen ik begon, ging het over te veel water. Nu gaat de helft van onze vergaderingen over te weinig. We houden water vast in sloten die we vroeger zo snel mogelijk leegpompten.⟧</p>
<p><b>⟦Zijn de dijken klaar voor de komende vijftig jaar?⟧</b></p>
<p>⟦Een dijk is nooit af. We versterken nu veertig kilometer, en als dat klaar is, begint de volgende keuring. Dat is geen falen, zo werkt het gewoon.⟧</p>
<p>⟪Lees ook: Waterschap verhoogt heffing met 6 procent⟫</p>
<p><b>⟦En u, fietst u nog over de dijk?⟧</b></p>
<p>⟦Elke zondag. Mijn vrouw wordt er gek van, want ik stop bij elke natte plek in het gras.⟧</p>
</div>
<div class="deel"><span>⟪Deel dit artikel⟫</span></div></article>
<aside><h3>⟪Meest gelezen⟫</h3><ul><li><a>⟪Nieuwe fietsbrug over de Vaart open⟫</a></li><li><a>Boeren zorgen over droogte</a></li></ul></aside></main>
<footer><p>⟪© Polderpost 2025⟫</p></footer></body></html>"""
    return whole(
        "h-nl-qa-interview",
        _H,
        "custom",
        "nl",
        "https://polderpost.example/achtergrond/dijkgraaf-zwartjes-interview",
        page,
    )


@_case
def pl_sections_bio() -> Case:
    page = """<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"><title>Nowy rozkład jazdy PKS. Co się zmienia od 1 lipca - Kurier Powiatowy</title></head>
<body><header class="naglowek"><a class="logo">Kurier Powiatowy</a><nav><a>⟪Wiadomości⟫</a><a>Sport</a><a>Ogłoszenia</a></nav></header>
<main class="tresc"><article><h1>Nowy rozkład jazdy PKS. Co się zmienia od 1 lipca</h1><div class="autor-data">Anna Wróbel, 24.06.2025</div>
<div class="artykul">
<p>⟦Od 1 lipca autobusy PKS w powiecie będą jeździć według nowego rozkładu. Przewoźnik dodaje kursy do szpitala, ale likwiduje dwa wieczorne połączenia do mniejszych wsi.⟧</p>
<h2>⟦Więcej kursów do szpitala⟧</h2>
<p>⟦Autobusy do szpitala powiatowego będą odjeżdżać z dworca co godzinę, a nie co dwie. Pierwszy kurs wyjedzie o 5.40, ostatni o 21.10.⟧</p>
<div class="reklama">⟪REKLAMA⟫</div>
<h2>⟦Koniec wieczornych połączeń⟧</h2>
<p>⟦Znikają kursy o 20.30 do Dębowej Woli i Zalesia. Według przewoźnika jeździło nimi średnio trzech pasażerów. Sołtys Zalesia zapowiada, że mieszkańcy będą zbierać podpisy pod protestem.⟧</p>
<p>⟪Czytaj też: Remont drogi wojewódzkiej potrwa do października⟫</p>
<h2>⟦Bilety bez zmian⟧</h2>
<p>⟦Ceny biletów i miesięcznych nie zmieniają się do końca roku. Uczniowie nadal mają 50 procent zniżki.⟧</p>
<p>⟪Anna Wróbel jest dziennikarką Kuriera od 2019 roku. Pisze o transporcie i samorządzie.⟫</p>
</div></article>
<aside><h3>⟪Najczęściej czytane⟫</h3><ol><li><a>⟪Festyn w parku miejskim⟫</a></li><li><a>Nowy dyrektor szkoły</a></li></ol></aside></main>
<footer><p>⟪© Kurier Powiatowy 2025. Wszelkie prawa zastrzeżone.⟫</p></footer></body></html>"""
    return whole(
        "h-pl-sections-bio",
        _H,
        "custom",
        "pl",
        "https://kurierpowiatowy.example/wiadomosci/nowy-rozklad-pks",
        page,
    )


@_case
def vi_brief() -> Case:
    page = """<!DOCTYPE html><html lang="vi"><head><meta charset="utf-8"><title>Cấm xe tải qua cầu Bến Lức từ ngày 15/8 - Báo Miền Tây</title></head>
<body><div class="header"><a class="logo">Báo Miền Tây</a><ul class="menu"><li><a>⟪Thời sự⟫</a></li><li><a>Kinh tế</a></li><li><a>Xã hội</a></li><li><a>Thể thao</a></li></ul></div>
<div class="container"><div class="col-main"><div class="detail"><h1 class="title-detail">Cấm xe tải qua cầu Bến Lức từ ngày 15/8</h1><div class="date-detail">Thứ hai, 11/8/2025 09:30</div>
<div class="content-detail"><p>⟦Từ ngày 15/8, xe tải trên 10 tấn không được đi qua cầu Bến Lức để sửa chữa mặt cầu trong hai tháng. Các xe này phải đi theo đường tránh qua huyện Tân Trụ.⟧</p></div>
<p class="author-detail">⟪Minh Khang⟫</p></div></div>
<div class="col-side"><div class="box-news"><h3>⟪Tin mới nhất⟫</h3>
<div class="item-news"><h4><a>⟪Giá lúa tăng mạnh sau mưa lớn⟫</a></h4><p class="description">⟪Giá lúa tại nhiều tỉnh miền Tây tăng từ 300 đến 500 đồng mỗi ký sau đợt mưa lớn kéo dài cả tuần, khiến nhiều ruộng bị ngập và thương lái phải đến tận nơi để thu mua.⟫</p></div>
<div class="item-news"><h4><a>Khai giảng năm học mới sớm một tuần</a></h4><p class="description">Sở Giáo dục thông báo các trường trong tỉnh sẽ khai giảng năm học mới sớm hơn một tuần so với năm ngoái để học sinh có thêm thời gian ôn tập trước kỳ thi cuối năm.</p></div></div></div></div>
<div class="footer"><p>⟪© Báo Miền Tây. Giấy phép số 123/GP-BTTTT⟫</p></div></body></html>"""
    return whole(
        "h-vi-brief",
        _H,
        "custom",
        "vi",
        "https://baomientay.example/thoi-su/cam-xe-tai-qua-cau-ben-luc-123456.html",
        page,
    )


@_case
def vi_news_xem_them() -> Case:
    page = """<!DOCTYPE html><html lang="vi"><head><meta charset="utf-8"><title>Hà Nội mở thêm 12 tuyến xe buýt điện | Tin Đô Thị</title></head>
<body><header><a class="logo">Tin Đô Thị</a><nav><a>Giao thông</a><a>⟪Quy hoạch đô thị⟫</a><a>Đời sống</a></nav></header>
<main><article class="article"><h1>Hà Nội mở thêm 12 tuyến xe buýt điện</h1><div class="meta">Thanh Hà - 03/09/2025 14:20</div>
<div class="article-body">
<p><b>Sở Giao thông vận tải cho biết các tuyến mới sẽ chạy từ tháng 10, chủ yếu ở các quận phía tây.</b></p>
<p>⟦Hà Nội sẽ đưa vào hoạt động thêm 12 tuyến xe buýt điện từ tháng 10, nâng tổng số tuyến xe buýt điện của thành phố lên 29 tuyến.⟧</p>
<p>⟦Các tuyến mới chủ yếu nối các khu đô thị phía tây với trung tâm, thời gian giãn cách từ 10 đến 15 phút. Giá vé giữ nguyên như xe buýt thường.⟧</p>
<p>⟪Xem thêm: Hà Nội thí điểm vé điện tử trên toàn mạng xe buýt⟫</p>
<p>⟦Theo Sở Giao thông vận tải, mỗi xe buýt điện giúp giảm khoảng 60 tấn khí thải mỗi năm so với xe chạy dầu.⟧</p>
</div></article>
<section class="related"><h3>⟪Tin liên quan⟫</h3><ul><li><a>⟪Cấm xe máy ở nội đô: lộ trình thế nào?⟫</a></li><li><a>Metro số 3 chạy thử đoạn ngầm</a></li></ul></section></main>
<footer><p>⟪Bản quyền thuộc về Tin Đô Thị⟫</p></footer></body></html>"""
    return whole(
        "h-vi-news-xem-them",
        _H,
        "custom",
        "vi",
        "https://tindothi.example/giao-thong/ha-noi-mo-them-12-tuyen-xe-buyt-dien.html",
        page,
    )


@_case
def th_brief_one() -> Case:
    page = """<!DOCTYPE html><html lang="th"><head><meta charset="utf-8"><title>กรมอุตุฯ เตือนฝนตกหนักภาคใต้ 3 วัน - ข่าวเมืองใต้</title></head>
<body><div id="header"><a class="logo">ข่าวเมืองใต้</a><ul class="nav"><li><a>⟪หน้าแรก⟫</a></li><li><a>ข่าวภูมิภาค</a></li><li><a>เศรษฐกิจ</a></li></ul></div>
<div id="content"><div class="news-detail"><h1>กรมอุตุฯ เตือนฝนตกหนักภาคใต้ 3 วัน</h1><div class="news-date">12 พ.ย. 2568 08:15 น.</div>
<div class="news-body"><p>⟦กรมอุตุนิยมวิทยาประกาศเตือนฝนตกหนักถึงหนักมากในจังหวัดภาคใต้ตั้งแต่วันที่ 13 ถึง 15 พฤศจิกายน ขอให้ประชาชนในพื้นที่เสี่ยงระวังน้ำท่วมฉับพลันและน้ำป่าไหลหลาก⟧</p></div></div>
<div class="news-side"><h3>⟪ข่าวล่าสุด⟫</h3><ul><li><a>⟪ราคายางพาราปรับขึ้นต่อเนื่องเป็นสัปดาห์ที่สาม⟫</a></li><li><a>เปิดเส้นทางเดินเรือใหม่สู่เกาะสมุย</a></li></ul></div></div>
<div id="footer"><p>⟪สงวนลิขสิทธิ์ ข่าวเมืองใต้⟫</p></div></body></html>"""
    return whole(
        "h-th-brief-one",
        _H,
        "custom",
        "th",
        "https://khaomuangtai.example/news/12345",
        page,
    )


@_case
def th_brief_three() -> Case:
    page = """<!DOCTYPE html><html lang="th"><head><meta charset="utf-8"><title>เชียงใหม่เปิดตลาดนัดคนเดินถนนสายใหม่ | ลานนานิวส์</title></head>
<body><header class="site-header"><a class="logo">ลานนานิวส์</a><nav><a>⟪ข่าว⟫</a><a>ท่องเที่ยว</a><a>กีฬา</a></nav></header>
<main class="container"><article class="entry"><h1 class="entry-title">เชียงใหม่เปิดตลาดนัดคนเดินถนนสายใหม่</h1><div class="entry-meta">โดย กองบรรณาธิการ | 4 ม.ค. 2568</div>
<div class="entry-content"><p>⟦เทศบาลนครเชียงใหม่เปิดถนนคนเดินสายใหม่ที่ถนนช้างม่อยทุกวันเสาร์ตั้งแต่สัปดาห์นี้⟧</p><p>⟦ตลาดเปิดตั้งแต่สี่โมงเย็นถึงสี่ทุ่ม มีร้านค้าประมาณ 200 ร้าน⟧</p><p>⟦เทศบาลขอให้ผู้มาเที่ยวใช้รถสาธารณะเพราะที่จอดรถมีจำนวนจำกัด⟧</p></div>
<div class="share"><span>⟪แชร์ข่าวนี้⟫</span></div></article>
<aside class="related"><h3>⟪ข่าวที่เกี่ยวข้อง⟫</h3><div class="card"><a>⟪ดอยสุเทพคนล้นช่วงปีใหม่ เจ้าหน้าที่ขอให้ขึ้นรถแดงแทนรถส่วนตัว⟫</a><p>⟪เจ้าหน้าที่อุทยานแห่งชาติดอยสุเทพ-ปุยเผยว่าในช่วงวันหยุดปีใหม่มีนักท่องเที่ยวขึ้นไปไหว้พระธาตุมากกว่าปีที่แล้วเกือบเท่าตัว จึงขอความร่วมมือให้ใช้รถสองแถวแดงจากเชิงดอยแทนการขับรถขึ้นไปเอง⟫</p></div></aside></main>
<footer><p>⟪© 2025 ลานนานิวส์⟫</p></footer></body></html>"""
    return whole(
        "h-th-brief-three",
        _H,
        "wordpress",
        "th",
        "https://lannanews.example/2025/01/04/walking-street-chang-moi/",
        page,
    )


@_case
def hi_brief() -> Case:
    page = """<!DOCTYPE html><html lang="hi"><head><meta charset="utf-8"><title>इंदौर में दो दिन बंद रहेगी जलापूर्ति | नगर समाचार</title></head>
<body><header class="top-bar"><a class="logo">नगर समाचार</a><nav><a>⟪होम⟫</a><a>शहर</a><a>राज्य</a><a>खेल</a></nav></header>
<div class="main-wrap"><div class="story"><h1>इंदौर में दो दिन बंद रहेगी जलापूर्ति</h1><div class="story-meta">नगर संवाददाता | 18 जून 2025</div>
<div class="story-text"><p>⟦नर्मदा पाइपलाइन की मरम्मत के कारण इंदौर के पश्चिमी हिस्से में 20 और 21 जून को नलों में पानी नहीं आएगा। नगर निगम ने लोगों से पहले से पानी भरकर रखने को कहा है।⟧</p><p>⟦जरूरत पड़ने पर निगम टैंकरों से पानी पहुंचाएगा।⟧</p></div></div>
<div class="sidebar"><h3>⟪ताज़ा खबरें⟫</h3><ul><li><a>⟪बारिश से पहले नालों की सफाई का काम तेज, निगम आयुक्त ने किया निरीक्षण⟫</a></li><li><a>शहर में नए बस स्टॉप बनेंगे</a></li></ul></div></div>
<footer><p>⟪© नगर समाचार 2025 सर्वाधिकार सुरक्षित⟫</p></footer></body></html>"""
    return whole(
        "h-hi-brief",
        _H,
        "custom",
        "hi",
        "https://nagarsamachar.example/indore/water-supply-shutdown",
        page,
    )


@_case
def ja_interview() -> Case:
    page = """<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><title>「町の本屋は減っても、本を手渡す場所は残る」店主に聞く | 地域ウェブマガジン まちのわ</title></head>
<body><header class="l-header"><a class="logo">まちのわ</a><nav><ul><li><a>⟪特集⟫</a></li><li><a>インタビュー</a></li><li><a>イベント</a></li></ul></nav></header>
<main class="l-main"><article class="p-article"><h1 class="p-article__title">「町の本屋は減っても、本を手渡す場所は残る」店主に聞く</h1><div class="p-article__meta"><time>2025.04.08</time><span>取材・文：森本さやか</span></div>
<div class="p-article__body">
<p>⟦駅前の商店街で40年続く小さな書店「ひなた書房」。二代目店主の川端誠さんは昨年、店の奥に読書会のスペースを作った。⟧</p>
<p>⟦――読書会を始めたきっかけは？⟧</p>
<p>⟦お客さんが減ったからです。正直に言うと、売り上げだけ見れば店を閉めてもおかしくなかった。でも、本の話をしたい人はまだたくさんいると思ったんです。⟧</p>
<p>⟪【関連記事】商店街の空き店舗、若手が次々と出店⟫</p>
<p>⟦――参加者はどんな人ですか？⟧</p>
<p>⟦高校生から80代までいます。毎月一冊を決めて読んできて、感想を話すだけです。最近は参加者が次の本を選ぶようになりました。⟧</p>
<p>⟦――これからの目標は？⟧</p>
<p>⟦店を大きくするつもりはありません。この場所で、本を手渡しで売り続けることが目標です。⟧</p>
</div>
<div class="p-share"><span>⟪この記事をシェアする⟫</span></div></article>
<section class="p-ranking"><h2>⟪人気記事ランキング⟫</h2><ol><li><a>⟪春の古本市、今年は二日間開催⟫</a></li><li><a>駅前に新しいパン屋がオープン</a></li></ol></section></main>
<footer class="l-footer"><p>⟪© まちのわ編集部⟫</p></footer></body></html>"""
    return whole(
        "h-ja-interview",
        _H,
        "wordpress",
        "ja",
        "https://machinowa.example/interview/hinata-shobo",
        page,
    )


@_case
def ko_reporter_lines() -> Case:
    page = """<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"><title>시내버스 심야 노선 3개 신설…내달부터 운행 - 한빛일보</title></head>
<body><div id="header"><a class="logo">한빛일보</a><ul class="gnb"><li><a>⟪정치⟫</a></li><li><a>경제</a></li><li><a>사회</a></li><li><a>지역</a></li></ul></div>
<div id="container"><div class="article-head"><h1 class="article-title">시내버스 심야 노선 3개 신설…내달부터 운행</h1><div class="article-info"><span>입력 2025.05.20 10:12</span></div></div>
<div class="article-body" id="articleBody">
<p>⟪[한빛일보 박서준 기자]⟫</p>
<p>⟦시가 다음 달 1일부터 심야 시내버스 노선 3개를 새로 운행한다고 20일 밝혔다. 심야버스는 밤 11시 30분부터 새벽 4시까지 30분 간격으로 다닌다.⟧</p>
<p>⟦새 노선은 시청과 대학병원, 산업단지를 잇는다. 시는 야간 근무자와 대학생의 이용이 많을 것으로 보고 있다.⟧</p>
<p>⟪▶ 관련기사: 시내버스 요금 내년 동결⟫</p>
<p>⟦요금은 일반 버스와 같은 1,500원이며, 환승 할인도 적용된다. 시는 석 달 동안 이용객 수를 보고 노선을 늘릴지 정할 계획이다.⟧</p>
<p>⟪박서준 기자 sjpark@hanbit.example⟫</p>
<p>⟪&lt;저작권자 © 한빛일보 무단전재 및 재배포 금지&gt;⟫</p>
</div>
<div class="article-side"><h3>⟪많이 본 뉴스⟫</h3><ol><li><a>⟪도심 공원 야간 개장 시작⟫</a></li><li><a>아파트 분양가 상승세</a></li></ol></div></div>
<div id="footer"><p>⟪한빛일보 | 등록번호 00000 | 발행인 홍길동⟫</p></div></body></html>"""
    return whole(
        "h-ko-reporter-lines",
        _H,
        "custom",
        "ko",
        "https://hanbit.example/news/articleView.html?idxno=20250520",
        page,
    )


@_case
def es_endnotes() -> Case:
    page = """<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>Las acequias de la vega: mil años de reparto del agua - Cuadernos de Historia Local</title></head>
<body class="single-post"><header class="site-header"><a class="site-title">Cuadernos de Historia Local</a><nav><a>⟪Artículos⟫</a><a>Archivo</a><a>Contacto</a></nav></header>
<main><article class="post"><h1 class="entry-title">Las acequias de la vega: mil años de reparto del agua</h1><p class="entry-meta">Publicado el 7 de febrero de 2025 por Tomás Aguado</p>
<div class="entry-content">
<p>⟦Las acequias que riegan la vega siguen repartiendo el agua por turnos, como lo hacían en el siglo XI. Cada regante tiene su hora, y la hora se hereda con la tierra.¹⟧</p>
<p>⟦El tribunal de regantes se reúne todavía los jueves a la puerta de la iglesia, aunque hoy la mayoría de los casos se resuelven por teléfono antes de llegar a él.²⟧</p>
<p>⟦Lo que sí ha cambiado es el agua: en los años secos de la última década, los turnos se han acortado a la mitad, y algunos regantes han dejado de plantar hortalizas.⟧</p>
<h3>Notas</h3>
<p>⟦1. Archivo Municipal, Libro de repartimiento, fol. 12-15.⟧</p>
<p>⟦2. Entrevista con el síndico de la acequia mayor, noviembre de 2024.⟧</p>
</div>
<div class="post-tags">⟪Etiquetas:⟫ <a>agua</a>, <a>vega</a></div></article>
<section class="comments"><h3>⟪2 comentarios⟫</h3><div class="comment"><p>⟪Mi abuelo tenía el turno de los martes por la noche. Gracias por el artículo.⟫</p></div></section></main>
<footer><p>⟪Cuadernos de Historia Local · Licencia CC BY-NC⟫</p></footer></body></html>"""
    return whole(
        "h-es-endnotes",
        _H,
        "wordpress",
        "es",
        "https://cuadernoshistorialocal.example/2025/02/acequias-de-la-vega/",
        page,
    )
