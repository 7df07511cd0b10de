"""The parts of the hand-written extraction cases: the case record, the page builder, and
the furniture every CMS puts around an article.

Written for this project from general knowledge of how CMSes lay pages out (no page
copied). A case's page is built with a :class:`Sheet`: ``sheet.para()`` writes a body
paragraph and remembers its text as the article's, ``sheet.junk(text)`` remembers text as
boilerplate. The case's ``with`` passages (up to six, spread over the body, first and
last paragraph included) and ``without`` passages (up to six, spread over the furniture)
are chosen from those marks, so each label says what the page's author meant to be the
article and what not: the same metric as the multilingual snippets set
(``/work/shared/bench/README.md``).
"""

from __future__ import annotations

import html as _html
import re
from dataclasses import dataclass

from extract_case_text import Prose

__all__ = ["Case", "Sheet", "pick"]

_TAG_RE = re.compile(r"<[^>]+>")
_SENTENCE_RE = re.compile(r"[^.!?。！？]+[.!?。！？]")


def plain(fragment: str) -> str:
    """The text a reader sees in an HTML fragment (tags dropped, entities read)."""
    return " ".join(_html.unescape(_TAG_RE.sub("", fragment)).split())


@dataclass(frozen=True, slots=True)
class Case:
    """One hand-written page with the passages its body must and must not hold."""

    name: str
    batch: str
    family: str
    lang: str
    url: str
    body: bytes
    with_: tuple[str, ...]
    without: tuple[str, ...]
    #: The whole expected body, round three's pages only (``extract_case_whole``).
    truth: str = ""
    #: The ``Content-Type`` header the server sends with the page ('' for none): a case
    #: whose header and ``<meta>`` charset disagree (batch Z3) needs it.
    content_type: str = ""

    @property
    def headers(self) -> dict[str, str]:
        """The response headers the page comes with (its ``Content-Type`` only)."""
        return {"content-type": self.content_type} if self.content_type else {}

    @property
    def host(self) -> str:
        """The case's made-up host."""
        return self.url.split("/")[2]


def pick(items: list[str], count: int = 6) -> list[str]:
    """Up to ``count`` items spread evenly, the first and the last included."""
    if len(items) <= count:
        return list(items)
    step = (len(items) - 1) / (count - 1)
    return [items[round(i * step)] for i in range(count)]


def _passage(text: str, last: bool) -> str:
    """A sentence of a body paragraph: its first, or its last for the page's last one."""
    sentences = [s.strip() for s in _SENTENCE_RE.findall(text) if len(s.strip()) >= 12]
    if not sentences:
        return text
    return sentences[-1] if last else sentences[0]


_CHROME: dict[str, dict[str, str]] = {
    "en": {
        "cookie": "We use cookies to personalise content and ads and to analyse our traffic. "
        "By continuing to browse this site you agree to our use of cookies.",
        "accept": "Accept all",
        "newsletter": "Sign up for the Morning Briefing and get the day's top stories in your "
        "inbox before breakfast.",
        "ad": "Advertisement",
        "related": "Related stories",
        "most_read": "Most read",
        "share": "Share this article on Facebook",
        "rights": "All rights reserved. No part of this site may be reproduced without permission.",
        "comments": "Join the conversation",
        "read_more": "Read more:",
        "subscribe": "Subscribe now to keep reading: unlimited access to every story for the price "
        "of one coffee a month.",
        "bio": "{name} covers local government and transport for the paper. Before joining the "
        "newsroom in 2016 {name} reported on courts for a regional radio station.",
    },
    "de": {
        "cookie": "Wir verwenden Cookies, um Inhalte und Anzeigen zu personalisieren. Mit der "
        "weiteren Nutzung der Seite stimmen Sie der Verwendung von Cookies zu.",
        "accept": "Alle akzeptieren",
        "newsletter": "Melden Sie sich für unseren Newsletter an und erhalten Sie jeden Morgen "
        "die wichtigsten Nachrichten aus der Region.",
        "ad": "Anzeige",
        "related": "Das könnte Sie auch interessieren",
        "most_read": "Meistgelesen",
        "share": "Artikel auf Facebook teilen",
        "rights": "Alle Rechte vorbehalten. Vervielfältigung nur mit Genehmigung des Verlags.",
        "comments": "Kommentare",
        "read_more": "Lesen Sie auch:",
        "subscribe": "Jetzt weiterlesen mit dem Digital-Abo: alle Artikel für nur 9,99 Euro im "
        "Monat, jederzeit kündbar.",
        "bio": "{name} ist Redakteurin im Lokalressort und schreibt seit 2015 über Verkehr und "
        "Stadtentwicklung.",
    },
    "fr": {
        "cookie": "Nous utilisons des cookies pour améliorer votre expérience. En poursuivant "
        "votre navigation, vous acceptez l'utilisation des cookies.",
        "accept": "Tout accepter",
        "newsletter": "Inscrivez-vous à notre lettre d'information et recevez chaque matin "
        "l'essentiel de l'actualité régionale.",
        "ad": "Publicité",
        "related": "À lire aussi",
        "most_read": "Les plus lus",
        "share": "Partager cet article sur Facebook",
        "rights": "Tous droits réservés. Toute reproduction est interdite sans autorisation.",
        "comments": "Commentaires",
        "read_more": "Lire aussi :",
        "subscribe": "Abonnez-vous pour lire la suite de cet article : accès illimité pour un "
        "euro le premier mois.",
        "bio": "{name} est journaliste au service Société et suit les questions de transport "
        "depuis 2014.",
    },
    "es": {
        "cookie": "Utilizamos cookies propias y de terceros para mejorar nuestros servicios. Si "
        "continúa navegando, consideramos que acepta su uso.",
        "accept": "Aceptar todo",
        "newsletter": "Suscríbase a nuestro boletín y reciba cada mañana las noticias más "
        "importantes de su ciudad.",
        "ad": "Publicidad",
        "related": "Noticias relacionadas",
        "most_read": "Lo más leído",
        "share": "Compartir en Facebook",
        "rights": "Todos los derechos reservados. Prohibida su reproducción total o parcial.",
        "comments": "Comentarios",
        "read_more": "Lea también:",
        "subscribe": "Suscríbase para seguir leyendo: acceso ilimitado a todas las noticias por "
        "un euro al mes.",
        "bio": "{name} es redactora de la sección de Local y cubre temas de urbanismo desde 2013.",
    },
    "ru": {
        "cookie": "Мы используем файлы cookie, чтобы сайт работал лучше. Продолжая пользоваться "
        "сайтом, вы соглашаетесь с их использованием.",
        "accept": "Принять",
        "newsletter": "Подпишитесь на нашу рассылку и получайте главные новости города каждое утро.",
        "ad": "Реклама",
        "related": "Читайте также",
        "most_read": "Самое читаемое",
        "share": "Поделиться во ВКонтакте",
        "rights": "Все права защищены. Перепечатка материалов без разрешения редакции запрещена.",
        "comments": "Комментарии",
        "read_more": "Читайте также:",
        "subscribe": "Оформите подписку, чтобы дочитать статью до конца.",
        "bio": "{name} пишет о городском хозяйстве и транспорте с 2012 года.",
    },
    "ja": {
        "cookie": "当サイトではサービス向上のためにクッキーを使用しています。サイトの閲覧を続けることで、"
        "クッキーの使用に同意したものとみなします。",
        "accept": "同意する",
        "newsletter": "メールマガジンに登録すると、毎朝主要ニュースをお届けします。",
        "ad": "広告",
        "related": "関連記事",
        "most_read": "アクセスランキング",
        "share": "この記事をシェアする",
        "rights": "無断転載を禁じます。すべての著作権は当社に帰属します。",
        "comments": "コメント",
        "read_more": "あわせて読みたい：",
        "subscribe": "この記事の続きは有料会員になるとお読みいただけます。",
        "bio": "{name}　社会部記者。2015年入社、主に交通と都市開発を担当。",
    },
    "ar": {
        "cookie": "نستخدم ملفات تعريف الارتباط لتحسين تجربتك على موقعنا. بمواصلة التصفح فإنك "
        "توافق على استخدامها.",
        "accept": "موافق",
        "newsletter": "اشترك في نشرتنا البريدية لتصلك أهم الأخبار كل صباح.",
        "ad": "إعلان",
        "related": "أخبار ذات صلة",
        "most_read": "الأكثر قراءة",
        "share": "شارك المقال على فيسبوك",
        "rights": "جميع الحقوق محفوظة. يمنع النسخ أو إعادة النشر دون إذن مسبق.",
        "comments": "التعليقات",
        "read_more": "اقرأ أيضا:",
        "subscribe": "اشترك الآن لمتابعة قراءة المقال كاملا.",
        "bio": "{name} صحفية في القسم المحلي تغطي شؤون النقل والبلديات منذ عام 2014.",
    },
    "zh": {
        "cookie": "本网站使用Cookie以提升您的浏览体验，继续浏览即表示您同意我们使用Cookie。",
        "accept": "同意",
        "newsletter": "订阅我们的早报，每天早上把最重要的新闻送到您的邮箱。",
        "ad": "广告",
        "related": "相关新闻",
        "most_read": "热门排行",
        "share": "分享到微博",
        "rights": "版权所有，未经书面授权禁止转载、摘编、复制或建立镜像。",
        "comments": "网友评论",
        "read_more": "延伸阅读：",
        "subscribe": "开通会员即可阅读全文。",
        "bio": "{name}，本报记者，长期关注城市交通与公共服务。",
    },
}

_HEADLINES: dict[str, tuple[str, ...]] = {
    "en": (
        "Ferry operator cuts winter crossings to the outer islands",
        "Police appeal for witnesses after crash on the ring road",
        "New head teacher named for the grammar school",
        "Shoppers return to the high street as rents fall",
        "Drought warning issued for three northern counties",
        "Stadium plan clears its last hurdle at the planning board",
        "Hospital waiting lists shorten for the first time in years",
        "Why the price of a pint keeps rising in the old town",
        "Volunteers plant ten thousand trees along the canal",
        "Airport expansion faces a fresh legal challenge",
        "The bakery that has opened at dawn for ninety years",
        "Council tax to rise by three per cent next April",
    ),
    "de": (
        "Neue Buslinie verbindet Nordstadt und Bahnhof",
        "Polizei sucht Zeugen nach Unfall auf der Bundesstraße",
        "Stadtbibliothek verlängert ihre Öffnungszeiten",
        "Hochwasserschutz am Fluss kostet mehr als geplant",
        "Wochenmarkt zieht auf den Rathausplatz um",
        "Schwimmbad öffnet nach zwei Jahren Sanierung",
    ),
    "fr": (
        "Une nouvelle ligne de bus relie la gare au nord de la ville",
        "La police lance un appel à témoins après un accident",
        "La médiathèque allonge ses horaires d'ouverture",
        "Les digues du fleuve coûteront plus cher que prévu",
        "Le marché du samedi déménage sur la place de l'hôtel de ville",
        "La piscine rouvre après deux ans de travaux",
    ),
    "es": (
        "Una nueva línea de autobús unirá la estación con el norte",
        "La policía busca testigos tras un accidente en la autovía",
        "La biblioteca amplía su horario de apertura",
        "Las defensas del río costarán más de lo previsto",
        "El mercado de los sábados se traslada a la plaza del ayuntamiento",
        "La piscina reabre tras dos años de obras",
    ),
    "ru": (
        "Новый автобусный маршрут свяжет вокзал с северным районом",
        "Полиция ищет свидетелей аварии на объездной дороге",
        "Городская библиотека продлила часы работы",
        "Защита от паводков обойдётся дороже, чем планировали",
        "Субботний рынок переедет на площадь у мэрии",
        "Бассейн откроется после двух лет ремонта",
    ),
    "ja": (
        "駅と北部地区を結ぶ新しいバス路線が開業へ",
        "国道の事故で警察が目撃者を捜す",
        "市立図書館が開館時間を延長",
        "河川の堤防工事、費用が計画を上回る見通し",
        "土曜市が市役所前の広場に移転",
        "市民プールが二年ぶりに営業再開",
    ),
    "ar": (
        "خط حافلات جديد يربط المحطة بالأحياء الشمالية",
        "الشرطة تبحث عن شهود بعد حادث على الطريق الدائري",
        "المكتبة العامة تمدد ساعات عملها",
        "حماية ضفاف النهر تكلف أكثر من المتوقع",
        "سوق السبت ينتقل إلى ساحة البلدية",
        "المسبح البلدي يعيد فتح أبوابه بعد عامين من الأشغال",
    ),
    "zh": (
        "我市新开通三条夜间公交线路",
        "交警提醒：节假日出行注意错峰",
        "市图书馆延长周末开放时间",
        "老旧小区加装电梯工作全面启动",
        "沿江步道国庆前将全线贯通",
        "今年首批保障性住房正式交付",
        "多部门联合开展食品安全专项检查",
        "市民热线上半年受理诉求超十万件",
    ),
}

#: Section headings inside articles: never the same words as another story's headline.
_HEADINGS: dict[str, tuple[str, ...]] = {
    "en": (
        "Start early in the day",
        "Check the small print",
        "Ask the neighbours first",
        "Keep the receipts",
        "Look beyond the town centre",
        "Mind the tide tables",
        "Talk to the ward councillor",
        "Book well ahead",
        "Bring cash for the ferry",
        "Read the minutes",
    ),
    "de": (
        "Früh aufbrechen",
        "Vorher reservieren",
        "Bargeld mitnehmen",
        "Karte einpacken",
        "Auf das Wetter achten",
        "Einheimische fragen",
    ),
    "fr": (
        "Partir tôt",
        "Réserver à l'avance",
        "Prévoir de la monnaie",
        "Emporter une carte",
        "Surveiller la météo",
        "Demander aux habitants",
    ),
    "es": (
        "Salir temprano",
        "Reservar con antelación",
        "Llevar efectivo",
        "Llevar un mapa",
        "Mirar el tiempo",
        "Preguntar a los vecinos",
    ),
    "ru": (
        "Выезжайте рано",
        "Бронируйте заранее",
        "Возьмите наличные",
        "Возьмите карту",
        "Следите за погодой",
        "Спросите местных",
    ),
    "ja": (
        "朝早く出かける",
        "事前に予約する",
        "現金を用意する",
        "地図を持っていく",
        "天気を確かめる",
        "地元の人に聞く",
    ),
    "ar": ("انطلق مبكرا", "احجز مسبقا", "احمل نقودا", "خذ خريطة", "راقب الطقس", "اسأل السكان"),
    "zh": ("早出发", "提前预约", "备好零钱", "带上地图", "关注天气", "多问当地人"),
}

_COMMENTS: dict[str, tuple[str, ...]] = {
    "en": (
        "I have lived here for thirty years and nobody ever asked us what we wanted, so "
        "forgive me if I don't believe a word of it.",
        "Great piece, thank you for actually going down there and talking to people.",
        "Same promises every four years. Wake me up when the diggers turn up.",
        "My son takes that train every morning and it is late at least twice a week, "
        "whatever the timetable says.",
        "Does anyone know whether the car park will stay open while the work is done?",
        "This is what happens when the budget is spent on consultants instead of repairs.",
    ),
    "zh": (
        "早就该修了，每次下雨这条路都积水，希望这次能真正落实。",
        "支持！家门口多了公交线路，老人出门方便多了。",
        "说得好听，关键看执行，去年的承诺到现在还没兑现。",
        "请问施工期间附近的停车场还能用吗？",
    ),
    "de": (
        "Ich wohne seit dreißig Jahren hier, und gefragt hat uns nie jemand.",
        "Danke für den gründlichen Bericht, endlich schreibt mal jemand darüber.",
    ),
    "fr": (
        "J'habite ici depuis trente ans et personne ne nous a jamais demandé notre avis.",
        "Merci pour cet article, enfin quelqu'un qui en parle sérieusement.",
    ),
    "es": (
        "Vivo aquí desde hace treinta años y nadie nos ha preguntado nunca nuestra opinión.",
        "Gracias por el artículo, por fin alguien habla de esto en serio.",
    ),
    "ru": (
        "Живу здесь тридцать лет, и никто ни разу не спросил нашего мнения.",
        "Спасибо за статью, наконец-то кто-то написал об этом всерьёз.",
    ),
    "ja": (
        "三十年ここに住んでいますが、意見を聞かれたことは一度もありません。",
        "丁寧な取材をありがとうございます。",
    ),
    "ar": (
        "أسكن هنا منذ ثلاثين عاما ولم يسألنا أحد عن رأينا قط.",
        "شكرا على هذا التقرير، أخيرا هناك من يتحدث عن الموضوع بجدية.",
    ),
}


class Sheet:
    """A case page being written: its prose, and what is article and what furniture."""

    def __init__(self, name: str, lang: str = "en", site: str = "The Courier") -> None:
        self.name = name
        self.lang = lang
        self.site = site
        self.prose = Prose(name, lang)
        self.chrome = _CHROME[lang]
        self._body: list[str] = []
        self._junk: list[str] = []
        self._headline_i = sum(map(ord, name)) % len(_HEADLINES[lang])
        self._heading_i = -1
        self._headings: list[str] = []

    # -- marks ---------------------------------------------------------------------------

    def body(self, fragment: str) -> str:
        """Mark an HTML fragment's text as the article's; return the fragment."""
        self._body.append(plain(fragment))
        return fragment

    def junk(self, fragment: str) -> str:
        """Mark an HTML fragment's text as furniture; return the fragment."""
        self._junk.append(plain(fragment))
        return fragment

    def text(self, sentences: int | None = None) -> str:
        """A body paragraph's text, marked as the article's, without markup."""
        return self.body(self.prose.paragraph(sentences))

    def para(self, sentences: int | None = None, attrs: str = "") -> str:
        """A body ``<p>``."""
        return f"<p{attrs}>{self.text(sentences)}</p>"

    def paras(self, count: int, sentences: int | None = None) -> str:
        """``count`` body ``<p>``s."""
        return "".join(self.para(sentences) for _ in range(count))

    def headline(self) -> str:
        """A headline of another story (unmarked: the caller marks it where it is furniture)."""
        items = _HEADLINES[self.lang]
        self._headline_i += 1
        return items[self._headline_i % len(items)]

    def heading(self) -> str:
        """A section heading inside the article (unmarked: headings are neither ``with``
        nor ``without``; whether a body keeps them is left open)."""
        items = _HEADINGS[self.lang]
        self._heading_i += 1
        head = items[self._heading_i % len(items)]
        self._headings.append(head)
        return head

    # -- furniture -------------------------------------------------------------------------

    def cookie(self, cls: str = "cookie-banner") -> str:
        """A consent banner."""
        text = self.junk(self.chrome["cookie"])
        return f"<div class='{cls}' role='dialog'><p>{text}</p><button>{self.chrome['accept']}</button></div>"

    def nav(self, sections: tuple[str, ...] = ("News", "Sport", "Business", "Culture")) -> str:
        """A masthead with the site's sections."""
        links = "".join(f"<li><a href='/{s.lower()}/'>{s}</a></li>" for s in sections)
        return (
            f"<header class='site-header'><a class='logo' href='/'>{self.site}</a>"
            f"<nav class='main-nav'><ul>{links}</ul></nav></header>"
        )

    def share(self) -> str:
        """A share bar."""
        text = self.junk(self.chrome["share"])
        return (
            f"<div class='share-tools'><a href='#' class='share-fb'>{text}</a>"
            "<a href='#' class='share-x'>X</a><a href='#' class='share-mail'>Email</a></div>"
        )

    def newsletter(self, tag: str = "aside", cls: str = "newsletter-signup") -> str:
        """A sign-up box."""
        text = self.junk(self.chrome["newsletter"])
        return (
            f"<{tag} class='{cls}'><p>{text}</p><form><input type='email' "
            f"placeholder='Email'><button>OK</button></form></{tag}>"
        )

    def ad(self, slot: int = 1) -> str:
        """An ad slot with its label."""
        return (
            f"<div class='ad-container' id='ad-slot-{slot}'><span class='ad-label'>"
            f"{self.chrome['ad']}</span><div id='div-gpt-ad-{slot}'></div></div>"
        )

    def teasers(self, count: int = 4, deks: bool = False, cls: str = "related") -> str:
        """A list of other stories (headlines, optionally with a one-sentence dek each)."""
        items = []
        for i in range(count):
            head = self.junk(self.headline())
            dek = f"<p class='dek'>{self.junk(self.prose.sentence())}</p>" if deks else ""
            items.append(f"<li><a href='/story/{i + 11}'><h4>{head}</h4></a>{dek}</li>")
        return f"<ul class='{cls}-list'>{''.join(items)}</ul>"

    def related(self, count: int = 4, deks: bool = False) -> str:
        """A "related stories" box."""
        return (
            f"<aside class='related-articles'><h3>{self.chrome['related']}</h3>"
            f"{self.teasers(count, deks)}</aside>"
        )

    def most_read(self, count: int = 5) -> str:
        """A "most read" box of numbered headlines."""
        items = "".join(
            f"<li><span class='rank'>{i + 1}</span><a href='/top/{i}'>{self.junk(self.headline())}</a></li>"
            for i in range(count)
        )
        return f"<section class='most-popular'><h3>{self.chrome['most_read']}</h3><ol>{items}</ol></section>"

    def read_more(self) -> str:
        """A "Read more: <headline>" insert inside the body."""
        head = self.junk(self.headline())
        return (
            f"<p class='read-more'><strong>{self.chrome['read_more']}</strong> "
            f"<a href='/story/99'>{head}</a></p>"
        )

    def bio(self, name: str) -> str:
        """An author box with a biography."""
        text = self.junk(self.chrome["bio"].format(name=name))
        return (
            f"<div class='author-bio'><img src='/a.jpg' alt=''><h4>{name}</h4><p>{text}</p></div>"
        )

    def comments(self, count: int = 3) -> str:
        """A comment section of readers' posts."""
        texts = _COMMENTS[self.lang]
        posts = "".join(
            f"<li class='comment'><div class='comment-author'>reader{i + 7}</div>"
            f"<div class='comment-meta'>2 days ago</div>"
            f"<div class='comment-content'><p>{self.junk(texts[i % len(texts)])}</p></div>"
            f"<a class='reply' href='#'>Reply</a></li>"
            for i in range(count)
        )
        return (
            f"<section id='comments' class='comments-area'><h3>{self.chrome['comments']}</h3>"
            f"<ol class='comment-list'>{posts}</ol></section>"
        )

    def footer(self) -> str:
        """A site footer with the copyright line."""
        rights = self.junk(self.chrome["rights"])
        return (
            "<footer class='site-footer'><ul><li><a href='/about'>About us</a></li>"
            "<li><a href='/contact'>Contact</a></li><li><a href='/privacy'>Privacy</a></li></ul>"
            f"<p>© 2024 {self.site}. {rights}</p></footer>"
        )

    def paywall(self) -> str:
        """A subscription prompt where the rest of the article would be."""
        text = self.junk(self.chrome["subscribe"])
        return (
            f"<div class='paywall-prompt'><h3>{self.site}+</h3><p>{text}</p>"
            "<a class='btn' href='/subscribe'>Subscribe</a> <a href='/login'>Log in</a></div>"
        )

    # -- the page ----------------------------------------------------------------------------

    def page(
        self, body: str, *, title: str = "", head: str = "", charset: str = "utf-8", dir_: str = ""
    ) -> str:
        """The whole document around a ``<body>``'s content."""
        ttl = _html.escape(title or f"{self.site}")
        direction = f" dir='{dir_}'" if dir_ else ""
        return (
            f"<!DOCTYPE html><html lang='{self.lang}'{direction}><head>"
            f"<meta charset='{charset}'><title>{ttl}</title>{head}</head>"
            f"<body>{body}</body></html>"
        )

    def case(
        self,
        batch: str,
        family: str,
        url: str,
        document: str,
        *,
        encoding: str = "utf-8",
        with_: tuple[str, ...] = (),
        without: tuple[str, ...] = (),
    ) -> Case:
        """The finished case: passages chosen from the marks unless given."""
        if not with_:
            chosen = pick(self._body)
            with_ = tuple(
                _passage(text, last=text is self._body[-1] and i == len(chosen) - 1)
                for i, text in enumerate(chosen)
            )
        if not without:
            junk = list(dict.fromkeys(self._junk))  # a share bar per post is one passage
            without = tuple(_passage(t, last=False) if len(t) > 160 else t for t in pick(junk))
        article = self._body + self._headings
        clash = [w for w in without if any(w in text for text in article)]
        if clash:
            raise ValueError(f"{self.name}: furniture passage inside the article: {clash}")
        return Case(
            self.name, batch, family, self.lang, url, document.encode(encoding), with_, without
        )
