"""The pages of the hand-written date cases: their texts in 15 languages and the builders.

Written for this project: one short news story (a harbour board rebuilding a pier) in
each language a case uses, and the parts a CMS puts around it (masthead, headline,
byline or dateline, body, comments, a "latest" box, a footer), so that each case in
``benchmarks/date_cases.py`` only says what differs: where and how its date is written.
"""

from __future__ import annotations

import json
from html import escape

__all__ = ["byline", "comments", "jsonld", "latest", "meta", "page"]

# (html lang, headline, body paragraphs, "latest" box title)
_TEXTS: dict[str, tuple[str, str, tuple[str, ...], str]] = {
    "en": (
        "en",
        "Harbour board votes to rebuild storm-hit north pier",
        (
            "The harbour board voted on Tuesday to rebuild the north pier, which storms "
            "damaged twice last winter, and work is due to start in the spring.",
            "Engineers said the new pier would stand a metre higher than the old one and "
            "would be built from concrete rather than timber, at a cost of about four million.",
            "Fishermen who use the pier every morning welcomed the decision but asked the "
            "board to keep one berth open while the work goes on.",
        ),
        "Latest news",
    ),
    "de": (
        "de",
        "Hafenrat beschließt Neubau des sturmgeschädigten Nordpiers",
        (
            "Der Hafenrat hat am Dienstag beschlossen, den im vergangenen Winter zweimal "
            "von Stürmen beschädigten Nordpier neu zu bauen; die Arbeiten sollen im "
            "Frühjahr beginnen.",
            "Die Ingenieure sagten, der neue Pier werde einen Meter höher stehen als der alte "
            "und aus Beton statt aus Holz gebaut, für rund vier Millionen.",
            "Die Fischer, die den Pier jeden Morgen nutzen, begrüßten die Entscheidung.",
        ),
        "Neueste Meldungen",
    ),
    "fr": (
        "fr",
        "Le conseil du port vote la reconstruction de la jetée nord",
        (
            "Le conseil du port a voté mardi la reconstruction de la jetée nord, endommagée "
            "deux fois par les tempêtes l'hiver dernier ; les travaux commenceront au printemps.",
            "Les ingénieurs affirment que la nouvelle jetée sera plus haute d'un mètre et "
            "construite en béton plutôt qu'en bois, pour environ quatre millions.",
            "Les pêcheurs qui utilisent la jetée chaque matin ont salué la décision.",
        ),
        "Dernières actualités",
    ),
    "es": (
        "es",
        "La junta del puerto vota reconstruir el muelle norte",
        (
            "La junta del puerto votó el martes reconstruir el muelle norte, dañado dos veces "
            "por las tormentas el invierno pasado; las obras empezarán en primavera.",
            "Los ingenieros dijeron que el nuevo muelle será un metro más alto y de hormigón "
            "en lugar de madera, con un coste de unos cuatro millones.",
            "Los pescadores que usan el muelle cada mañana celebraron la decisión.",
        ),
        "Últimas noticias",
    ),
    "it": (
        "it",
        "Il consiglio del porto vota la ricostruzione del molo nord",
        (
            "Il consiglio del porto ha votato martedì la ricostruzione del molo nord, "
            "danneggiato due volte dalle tempeste lo scorso inverno; i lavori inizieranno "
            "in primavera.",
            "Gli ingegneri hanno detto che il nuovo molo sarà più alto di un metro e costruito "
            "in cemento invece che in legno, per circa quattro milioni.",
            "I pescatori che usano il molo ogni mattina hanno accolto la decisione.",
        ),
        "Ultime notizie",
    ),
    "pt": (
        "pt",
        "Conselho do porto aprova reconstrução do cais norte",
        (
            "O conselho do porto votou na terça-feira a reconstrução do cais norte, danificado "
            "duas vezes pelas tempestades no inverno passado; as obras começam na primavera.",
            "Os engenheiros disseram que o novo cais terá um metro a mais de altura e será "
            "construído em betão em vez de madeira, por cerca de quatro milhões.",
            "Os pescadores que usam o cais todas as manhãs saudaram a decisão.",
        ),
        "Últimas notícias",
    ),
    "nl": (
        "nl",
        "Havenbestuur stemt in met herbouw van noordpier",
        (
            "Het havenbestuur heeft dinsdag besloten de noordpier, die vorige winter twee keer "
            "door stormen werd beschadigd, opnieuw te bouwen; het werk begint in het voorjaar.",
            "De ingenieurs zeiden dat de nieuwe pier een meter hoger komt te liggen en van "
            "beton in plaats van hout wordt gebouwd, voor zo'n vier miljoen.",
            "De vissers die de pier elke ochtend gebruiken, verwelkomden het besluit.",
        ),
        "Laatste nieuws",
    ),
    "ru": (
        "ru",
        "Совет порта проголосовал за восстановление северного причала",
        (
            "Совет порта во вторник проголосовал за восстановление северного причала, "
            "который прошлой зимой дважды пострадал от штормов; работы начнутся весной.",
            "По словам инженеров, новый причал будет на метр выше старого и будет построен "
            "из бетона, а не из дерева, примерно за четыре миллиона.",
            "Рыбаки, которые каждое утро пользуются причалом, приветствовали решение.",
        ),
        "Последние новости",
    ),
    "pl": (
        "pl",
        "Zarząd portu zdecydował o odbudowie północnego mola",
        (
            "Zarząd portu zagłosował we wtorek za odbudową północnego mola, które zeszłej "
            "zimy dwukrotnie uszkodziły sztormy; prace ruszą wiosną.",
            "Inżynierowie powiedzieli, że nowe molo będzie o metr wyższe od starego i zostanie "
            "zbudowane z betonu zamiast drewna, za około cztery miliony.",
            "Rybacy, którzy codziennie rano korzystają z mola, przyjęli decyzję z zadowoleniem.",
        ),
        "Najnowsze wiadomości",
    ),
    "tr": (
        "tr",
        "Liman kurulu kuzey iskelesinin yeniden yapılmasına karar verdi",
        (
            "Liman kurulu salı günü geçen kış fırtınalarda iki kez hasar gören kuzey "
            "iskelesinin yeniden inşa edilmesine karar verdi; çalışmalar baharda başlayacak.",
            "Mühendisler yeni iskelenin eskisinden bir metre daha yüksek olacağını ve ahşap "
            "yerine betondan yapılacağını söyledi.",
            "İskeleyi her sabah kullanan balıkçılar kararı memnuniyetle karşıladı.",
        ),
        "Son haberler",
    ),
    "ja": (
        "ja",
        "港湾委員会、嵐で損傷した北桟橋の建て替えを決定",
        (
            "港湾委員会は火曜日、昨年の冬に二度にわたり嵐で損傷した北桟橋を建て替えることを決めた。工事は春に始まる予定だ。",
            "技術者によると、新しい桟橋は古いものより一メートル高く、木材ではなくコンクリートで造られる。",
            "毎朝桟橋を使う漁業者たちは決定を歓迎した。",
        ),
        "最新ニュース",
    ),
    "ko": (
        "ko",
        "항만위원회, 폭풍 피해 북쪽 부두 재건축 결정",
        (
            "항만위원회는 화요일 지난겨울 폭풍으로 두 차례 파손된 북쪽 부두를 다시 짓기로 "
            "결정했다. 공사는 봄에 시작될 예정이다.",
            "기술자들은 새 부두가 기존 부두보다 1미터 더 높고 목재 대신 콘크리트로 지어질 "
            "것이라고 말했다.",
            "매일 아침 부두를 이용하는 어민들은 이번 결정을 환영했다.",
        ),
        "최신 뉴스",
    ),
    "zh": (
        "zh-CN",
        "青禾市北码头明年春天开始重建",
        (
            "青禾市港务局周二表示，去年冬天两次被风暴损坏的北码头将于明年春天开始重建，工期预计为八个月。",
            "工程师介绍，新码头将比旧码头高出一米，并改用混凝土结构，总投资约四百万元。",
            "每天清晨在码头作业的渔民对这一决定表示欢迎，同时希望施工期间能保留一个泊位。",
        ),
        "最新新闻",
    ),
    "zh-TW": (
        "zh-TW",
        "青禾市北碼頭明年春天開始重建",
        (
            "青禾市港務局週二表示，去年冬天兩次被風暴損壞的北碼頭將於明年春天開始重建，工期預計為八個月。",
            "工程師介紹，新碼頭將比舊碼頭高出一米，並改用混凝土結構，總投資約四百萬元。",
            "每天清晨在碼頭作業的漁民對這一決定表示歡迎。",
        ),
        "最新新聞",
    ),
    "ar": (
        "ar",
        "مجلس الميناء يقرر إعادة بناء الرصيف الشمالي",
        (
            "صوّت مجلس الميناء يوم الثلاثاء على إعادة بناء الرصيف الشمالي الذي تضرر مرتين "
            "بسبب العواصف في الشتاء الماضي، على أن تبدأ الأعمال في الربيع.",
            "وقال المهندسون إن الرصيف الجديد سيكون أعلى بمتر من القديم وسيُبنى من الخرسانة "
            "بدلاً من الخشب.",
            "ورحّب الصيادون الذين يستخدمون الرصيف كل صباح بالقرار.",
        ),
        "آخر الأخبار",
    ),
}


def page(
    lang: str,
    *,
    head: str = "",
    top: str = "",
    bottom: str = "",
    above: str = "",
    latest: str = "",
) -> str:
    """A page as a CMS emits it: ``top`` under the headline (byline, dateline), ``bottom``
    after the body (tags, comments), ``above`` before the article (a header strip),
    ``latest`` in a sidebar box after it."""
    html_lang, headline, paras, latest_title = _TEXTS[lang]
    body = "".join(f"<p>{escape(p)}</p>\n" for p in paras)
    box = (
        f'<aside class="sidebar"><h3>{escape(latest_title)}</h3><ul>{latest}</ul></aside>'
        if latest
        else ""
    )
    return (
        f'<!DOCTYPE html><html lang="{html_lang}"><head><meta charset="utf-8">'
        f"<title>{escape(headline)} | Harbour Post</title>"
        f'<meta name="viewport" content="width=device-width, initial-scale=1">{head}</head>'
        f'<body><header class="site-header"><a class="logo" href="/">Harbour Post</a>'
        f'<nav class="main-menu"><a href="/news">News</a> <a href="/sport">Sport</a></nav>{above}'
        f'</header><main id="content"><article class="post">'
        f'<h1 class="entry-title">{escape(headline)}</h1>{top}'
        f'<div class="entry-content">{body}</div>{bottom}</article>{box}</main>'
        f'<footer class="site-footer"><p>© 2024 Harbour Post. All rights reserved.</p>'
        f"</footer></body></html>"
    )


def jsonld(data: object) -> str:
    return f'<script type="application/ld+json">{json.dumps(data, ensure_ascii=False)}</script>'


def news_article(**fields: object) -> str:
    """A NewsArticle's JSON-LD script with the given fields (the case batches' usual one)."""
    return jsonld({"@context": "https://schema.org", "@type": "NewsArticle", **fields})


def meta(name: str, content: str, attr: str = "name") -> str:
    return f'<meta {attr}="{name}" content="{escape(content)}">'


def byline(text: str, cls: str = "byline") -> str:
    return f'<div class="{cls}">{text}</div>'


def comments(*entries: tuple[str, str]) -> str:
    items = "".join(
        f'<li class="comment"><div class="comment-meta"><b>{escape(who)}</b> '
        f'<span class="comment-date">{escape(when)}</span></div>'
        f"<p>I walk past that pier every day, good to see it fixed.</p></li>"
        for who, when in entries
    )
    return (
        f'<section id="comments" class="comments-area"><h2>Comments</h2><ol>{items}</ol></section>'
    )


def latest(*entries: tuple[str, str]) -> str:
    return "".join(
        f'<li><a href="/news/{i}">{escape(title)}</a> <span class="date">{escape(when)}</span></li>'
        for i, (title, when) in enumerate(entries, 1)
    )
