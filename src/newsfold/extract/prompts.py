"""What a site says to its reader inside the text's container, told by its shape.

Session 19's held-out batch showed lines the word lists of :mod:`inserts` did not
reach because they were in the next language or the next wording: a Brazilian portal's
"📲 Participe do canal do Portal Serra no WhatsApp", an Indonesian one's bold "Simak
breaking news … Warta Borneo WhatsApp Channel.", a Turkish site's "Haberin Devamı" (the
label of an ad break). Each is told here by what the page does with it rather than by
its words:

- **a channel or newsletter prompt** (:func:`is_channel_prompt`): a short line that
  names a messaging or news platform and a channel on it (or Google News, which is only
  ever followed), or a newsletter, set as a prompt is: opened by a pictograph,
  emphasised whole, or with a link (the platform's name), and addressed to the reader:
  a verb that asks to join, follow, subscribe (:data:`_INVITE_RE`), "you" or "our"
  (:data:`_OWN_RE`), or the newsletter's label. A sentence of the text that names
  WhatsApp or a newsletter is none of those, bold or linked as it may be (a bold
  standfirst "The Guardian will close its climate newsletter ...");
- **a share bar's words** (:func:`is_share_line`): the verb to share in one of the
  world's news languages and the networks' names, nothing else ("Paylaş Facebook X",
  "Поделиться", "공유하기", "Sdílet:");
- **an ad's label by its word** (:func:`is_ad_label`): the word each market's sites
  print over an ad, alone on its line ("Hirdetés", "Διαφήμιση", "Mainos");
- **an ad break's label** (:func:`labels_ad_slot`): a few words with no sentence mark in
  an element that holds an empty ad slot (a class or id that names an ad, no text), or
  a ``<div>`` right before one (not a heading, a paragraph, a ``<div class="subhead">``):
  the label is whatever the site calls the break ("Advertisement", "Anzeige", "Haberin
  Devamı", "Story continues below"), the slot says what it is;
- **a price alone** (:func:`is_price`): "$4,199", "1 299 zł", "€ 39,90" on a line of its
  own is a product card's, never a sentence of the text (a table's cell is its data);
- **a release's contact block** (:func:`contact_run`): after the text, a label that ends
  in a colon, then only names, e-mail addresses, telephone numbers and web addresses,
  one or more of them an address or a number ("Media contact:", "Contacto de prensa:",
  "Pressekontakt:", whatever the words), an e-mail address among them or the release's
  close before (a helpline box, "For help, contact:" / "Lifeline" / "13 11 14", has
  neither and stays); and the wire's "SOURCE Harlow Foods" line
  (:func:`is_source_line`);
- **a membership or donation ask** (:func:`is_support_ask`): a short block with a
  sentence that opens by asking the reader to become a member, a subscriber or a
  supporter, or to donate, in the languages news is written in ("Become a sustaining
  member today.", "Devenez membre", "Werden Sie Mitglied", "Hazte socio", "Zostań
  patronem", "Donate now") in a block with a box's marks (a link, emphasis, a class or
  a container of its own); "Residents can become a member of the co-op for $10." (the
  words inside a sentence), a quoted or a reported ask ("Donate now, the Red Cross
  urged") and a plain paragraph among the text's are the text's;
- **a line of pictographs** (:func:`is_wordless`): "💌" alone is a card's icon, never
  text (marks alone stay: a rule, a table's "%", a wire's "___", which the development
  truths keep).
"""

from __future__ import annotations

import re
import unicodedata
from typing import Final

from lxml import etree

from newsfold.extract.boilerplate import HEADING_TAGS
from newsfold.extract.textblock import Block

__all__ = [
    "contact_run",
    "is_ad_label",
    "is_channel_prompt",
    "is_price",
    "is_share_line",
    "is_source_line",
    "is_support_ask",
    "is_wordless",
    "labels_ad_slot",
]

#: A platform a site asks its readers to follow it on, in the line's own case.
_PLATFORM_RE: Final = re.compile(
    r"\b(?:WhatsApp|Whatsapp|WHATSAPP|Telegram|TELEGRAM|Viber|KakaoTalk|Zalo|LINE|Signal|"
    r"Instagram|Facebook|TikTok|YouTube|Google (?:News|Noticias|Notícias|Actualités|"
    r"Nachrichten|Notizie|Berita|Haberler|Wiadomości|Новости))\b"
)
#: A channel on it, in the languages of the world's news sites ("canal", "saluran",
#: "kanal", "قناة", "चैनल", "채널" …), or Google News, which a site names only to be
#: followed there.
_CHANNEL_RE: Final = re.compile(
    r"(?i:channel|canal|canale|kanal|kanaal|saluran|kênh|канал|κανάλι|ערוץ|ช่อง)|"
    r"قناة|قناتنا|کانال|चैनल|চ্যানেল|채널|チャンネル|频道|頻道|Google [A-Z]"
)
#: A newsletter, in the languages of the world's news sites: a sign-up prompt names it
#: ("Recevez notre infolettre …", "📩 Nieuwsbrief: …", "Zapisz się na nasz biuletyn").
#: Spelled out in the cases a line writes it: a case-blind search costs far more.
_NEWSLETTER_RE: Final = re.compile(
    r"[Nn]ewsletter|NEWSLETTER|[Nn]ieuwsbrief|[Ii]nfolettre|[Bb]olet[íi]n|[Bb]oletim|"
    r"[Bb]ülten|[Nn]yhetsbrev|[Nn]yhedsbrev|[Uu]utiskirje|[Hh]írlevél|[Bb]iuletyn|"
    r"[Рр]ассылк|[Рр]озсилк|[Бб]юлетин|뉴스레터|ニュースレター|النشرة البريدية|ניוזלטר|"
    r"न्यूज़लेटर|จดหมายข่าว|电子报|電子報"
)
#: What a prompt names, one of the two (a platform, a newsletter), as plain substrings:
#: asked first, before the expressions, of the few short blocks set as a prompt (bold
#: paragraphs are many: a case-blind or word-bounded expression searched at every
#: position of each cost 25 us a block).
_NAMES: Final = (
    "WhatsApp", "Whatsapp", "WHATSAPP", "Telegram", "TELEGRAM", "Viber", "KakaoTalk", "Zalo",
    "LINE", "Signal", "Instagram", "Facebook", "TikTok", "YouTube", "Google ", "ewsletter",
    "EWSLETTER", "ieuwsbrief", "nfolettre", "oletín", "oletin", "oletim", "ülten",
    "yhetsbrev", "yhedsbrev", "utiskirje", "írlevél", "iuletyn", "ассылк", "озсилк",
    "юлетин", "뉴스레터", "ニュースレター", "النشرة البريدية", "ניוזלטר", "न्यूज़लेटर",
    "จดหมายข่าว", "电子报", "電子報",
)  # fmt: skip


#: :data:`_NAMES` in ASCII, the ones an ASCII line (most lines) may hold.
_ASCII_NAMES: Final = tuple(name for name in _NAMES if name.isascii())


def _names_any(text: str) -> bool:
    """Whether ``text`` holds one of :data:`_NAMES`."""
    names = _ASCII_NAMES if text.isascii() else _NAMES
    return any(name in text for name in names)


#: The link text of a prompt set with a link: the platform's name or the sign-up's few
#: words ("WhatsApp", "Google Actualités", "newsletter"), never a sentence.
_PROMPT_LINK_CHARS: Final = 24
#: A prompt is short: a sentence or two.
_PROMPT_UNITS: Final = 35
#: ... and a sentence: "Follow us on Telegram", "Nieuwsbrief: elke vrijdag …".
_PROMPT_MIN_UNITS: Final = 4
_PROMPT_SENTENCES: Final = 2
_SENTENCE_RE: Final = re.compile(r"[.!?。！？](?:\s|$)")
_QUOTES: Final = frozenset('"“”«»„')
#: A verb that asks the reader to act on a channel or a newsletter (join, follow,
#: subscribe, sign up, get, receive ...) in the languages of :data:`_CHANNEL_RE` and
#: :data:`_NEWSLETTER_RE`; whole words in scripts with spaces.
_INVITE_RE: Final = re.compile(
    r"(?<!\w)(?i:join|follow|subscribe|sign[ -]up|get|receive|stay (?:up|informed|updated)|"
    r"click|tap|learn more|don[’']t miss|mehr erfahren|en savoir plus|únete|unete|únase|"
    r"síguenos|siguenos|síganos|suscríbete|"
    r"suscribete|suscríbase|recibe|reciba|apúntate|regístrate|participe|participa|siga|"
    r"sigam|entre (?:no|em)|inscreva-se|assine|receba|acompanhe|junte-se|cadastre-se|"
    r"abonnez|rejoignez|inscrivez|suivez|recevez|retrouvez|téléchargez|folgen sie|"
    r"folge uns|folgt uns|abonnieren|abonniere|melden sie sich|erhalten sie|iscriviti|"
    r"seguici|segui|unisciti|ricevi|abbonati|volg|abonneer|schrijf je in|meld je aan|"
    r"ontvang|word lid|zapisz się|dołącz|obserwuj|subskrybuj|zasubskrybuj|śledź|otrzymuj|"
    r"ikuti|gabung|bergabung|simak|langganan|berlangganan|dapatkan|klik|theo dõi|"
    r"tham gia|đăng ký|takip edin|takip et|katılın|abone ol(?:un)?|подпишитесь|"
    r"подписывайтесь|подпишись|присоединяйтесь|следите|підписуйтесь|приєднуйтесь|"
    r"стежте|ακολουθήστε|εγγραφείτε|följ|prenumerera|urmărește|abonează|alătură|"
    r"تابعوا|تابعونا|انضم|اشترك|تابع|הצטרפו|עקבו|بپیوندید|دنبال کنید|"
    r"जुड़ें|फॉलो|सब्सक्राइब|ติดตาม)(?!\w)|"
    r"구독|추가|팔로우|登録|フォロー|友だち追加|关注|關注|订阅|訂閱|加入"
)
#: The reader addressed ("you", "vous", "dich") or the site's own channel or newsletter
#: ("our channel", "nuestro canal", "notre infolettre"), as only the site's prompt
#: speaks of it.
_OWN_RE: Final = re.compile(
    r"(?<!\w)(?i:you|vous|dich|dir|dein|deine|deinen|our|your|nuestro|nuestra|nuestros|"
    r"notre|nos|votre|vos|unser|unsere|"
    r"unseren|unserem|unserer|nosso|nossa|nostro|nostra|nostri|onze|nasz|naszego|naszym|"
    r"naszą|kami|наш|нашего|нашем|нашу|наши|наших|нашій|нашого)(?!\w)"
)
#: A newsletter's label opening the line ("Nieuwsbrief: elke vrijdag …").
_NEWSLETTER_LABEL_RE: Final = re.compile(r"\w+\s?[:：]")
#: The inline tags that emphasise a whole line.
_EMPHASIS: Final = frozenset(("strong", "b", "em", "i"))


def is_channel_prompt(block: Block) -> bool:
    """Whether a short block asks the reader to follow the site on a platform's channel
    or to take its newsletter (see the module docstring): a platform and a channel
    named (:data:`_PLATFORM_RE`, :data:`_CHANNEL_RE`), or a newsletter
    (:data:`_NEWSLETTER_RE`); no quotation, at most two sentences; set as a prompt:
    opened by a pictograph, emphasised whole, or with a short link; and addressed to the
    reader: an inviting verb, or "you"/"our" or the newsletter's label with the
    pictograph, the emphasis or a link whose text is the platform's or newsletter's
    name."""
    if block.units > _PROMPT_UNITS or block.units < _PROMPT_MIN_UNITS or len(block.lines) != 1:
        return False  # a bold subhead of a few words is none
    text = block.lines[0]
    pictured = _pictograph(text[0])
    linked = 0 < block.link_chars <= _PROMPT_LINK_CHARS
    if not (pictured or linked or _emphasised(block.owner)):
        return False  # the cheap tests first: most short blocks are none of these
    if not _names_any(text):
        return False
    platform = _PLATFORM_RE.search(text)
    channel = platform is not None and _CHANNEL_RE.search(text) is not None
    if not channel and _NEWSLETTER_RE.search(text) is None:
        return False
    if not _QUOTES.isdisjoint(text) or len(_SENTENCE_RE.findall(text)) > _PROMPT_SENTENCES:
        return False
    # Set as a prompt and naming one is not enough: a bold standfirst or an italic
    # sentence names a newsletter or a Telegram channel as news. A prompt asks the
    # reader to act ("Sign up here", "Únete al canal", "Jetzt mehr erfahren"), or speaks
    # to the reader or of the site's own ("our channel"), or is the newsletter's label
    # ("📩 Nieuwsbrief: …").
    # The inviting verb alone makes a linked line a prompt only as a sentence's first
    # word, an imperative ("… coverage of UK politics. Subscribe to our daily newsletter
    # <a>here</a>."): within a sentence it is the news's verb ("Hamas said on its Telegram
    # channel it would join the <a>talks</a>", "Readers can still get the <a>Morning
    # Brief</a> newsletter …": review of session 20).
    invite = _INVITE_RE.search(text)
    if invite is not None and _opens_sentence(text, invite.start()):
        return True
    if invite is None and _OWN_RE.search(text) is None and not _newsletter_label(text):
        return False
    if pictured or _emphasised(block.owner):
        return True
    # Only the link is a prompt's mark: its text must be the platform's name (or the
    # newsletter's), not a title the sentence links ("The <a>Morning Brew</a> newsletter").
    name = platform.group() if channel and platform else None
    return any(_prompt_link(a, name) for a in block.owner.iter("a"))


#: A call to act in a few words, the verb anywhere ("Jetzt mehr erfahren", "Hier anmelden").
_CALL_WORDS: Final = 4


def _opens_sentence(text: str, start: int) -> bool:
    """Whether the word at ``start`` opens ``text`` (after its pictographs, spaces and
    marks) or a sentence of it (after "?", "!", "." and a space), or stands in a sentence
    of a few words (German and Dutch calls end on the verb: "Jetzt mehr erfahren")."""
    before = text[:start].rstrip()
    if not any(char.isalnum() for char in before) or before[-1] in ".!?。！？":
        return True
    opened = max(before.rfind(mark) for mark in ".!?。！？") + 1
    closed = _SENTENCE_RE.search(text, start)
    sentence = text[opened : closed.start() if closed is not None else len(text)]
    return len(sentence.split()) <= _CALL_WORDS


def _newsletter_label(text: str) -> bool:
    """Whether ``text`` opens (after its pictographs) with a newsletter's name and a colon."""
    i = 0
    while i < len(text) and (_pictograph(text[i]) or text[i].isspace() or text[i] == "\ufe0f"):
        i += 1
    found = _NEWSLETTER_LABEL_RE.match(text, i)
    return found is not None and _NEWSLETTER_RE.search(found.group()) is not None


def _prompt_link(a: etree._Element, name: str | None) -> bool:
    """Whether link ``a``'s text is the platform's ``name`` or, with none, a newsletter's."""
    text = "".join(str(t) for t in a.itertext()).strip()
    if name is not None:
        return text == name
    return len(text) <= _PROMPT_LINK_CHARS and _NEWSLETTER_RE.search(text) is not None


def _pictograph(char: str) -> bool:
    """Whether ``char`` is a pictograph or a symbol ("📲", "👉", "▶"), as prompts open."""
    return char >= "\u2190" and unicodedata.category(char) == "So"


def _emphasised(owner: etree._Element) -> bool:
    """Whether ``owner``'s whole text is one bold or italic element's."""
    if len(owner) != 1 or (owner.text or "").strip():
        return False
    child = owner[0]
    return child.tag in _EMPHASIS and not (child.tail or "").strip()


#: A class or id that names an ad slot ("ad-inarticle", "AdSlot_slot", "adbox-2",
#: "div-gpt-ad-1", "dfp-slot", "reklama", "werbung"), read lower-cased.
_AD_SLOT_RE: Final = re.compile(
    r"(?<![a-z])(?:ad(?:s|v|verts?|vertising|vertisement|slot|unit|box|block|container|wrapper|"
    r"wrap|space|zone|holder|placement)?|dfp|gpt|reklam\w*|werbung|anzeige|publicidad|"
    r"publicite|pub)(?![a-z])"
)
#: An ad break's label: a few words.
_LABEL_UNITS: Final = 4
#: How many of the label's element's children are looked at for the slot.
_SLOT_CHILDREN: Final = 4


#: The word each market's sites print over an ad, alone on its line, in the languages
#: news is written in, beyond the ones :data:`tidy._AD_LABEL_RE` names (pl/cs "REKLAMA",
#: nl "Advertentie", hu "Hirdetés", ro "- Publicitate -", fi "Mainos", el "Διαφήμιση", he
#: "פרסומת", ...: one list rather than the ones a batch showed), and a sponsor's label.
#: Not "annonce": the Danish label is the French word for an announcement, a line of
#: the text; beside an ad's slot it goes as any label does (:func:`labels_ad_slot`).
#: The whole line, bar marks around it: "Reklama wyborcza kosztowała ..." is a sentence.
_AD_LABELS: Final = (
    "reklama", "reklam", "reklame", "reklaam", "reklāma", "reklamă", "reclamă", "reclama",
    "advertentie", "publicitate", "hirdetés", "mainos", "annons", "annonse",
    "auglýsing", "oglas", "оглас", "реклама", "διαφήμιση", "פרסומת", "تبلیغات", "آگهی",
    "اشتہار", "বিজ্ঞাপন", "விளம்பரம்", "ప్రకటన", "ಜಾಹೀರಾತು", "പരസ്യം", "जाहिरात",
    "विज्ञापन", "โฆษณา", "quảng cáo", "광고", "iklan", "tangazo", "patalastas", "anuncio",
    "anúncio", "sponsored", "gesponsert", "sponsorisé", "patrocinado", "sponsorowane",
    "sponzorováno", "sponsoroitu", "sponsrad", "sponsoreret", "sponset",
)  # fmt: skip
_AD_LABEL_RE: Final = re.compile(
    r"^\W*(?:" + "|".join(re.escape(label) for label in _AD_LABELS) + r")\W*$", re.I
)
_AD_OPENINGS: Final = frozenset(label[:2] for label in _AD_LABELS)


def is_ad_label(lead: str) -> bool:
    """Whether a short line (``lead``: from its first word character) is an ad's label
    alone (:data:`_AD_LABELS`), marks around it allowed ("- Publicitate -")."""
    return lead[:2].lower() in _AD_OPENINGS and _AD_LABEL_RE.match(lead) is not None


def labels_ad_slot(block: Block) -> bool:
    """Whether a block of a few words with no sentence mark labels an ad slot: the slot
    (an empty element named as an ad, :func:`_empty_ad`) is a child of the label's
    element, or the element right after a label's ``<div>`` or ``<span>``; never a
    heading, a paragraph or a ``<div>`` whose class names a heading (a section's heading,
    a bold subhead, a sentence may stand by an ad the site inserted)."""
    if block.units > _LABEL_UNITS or len(block.lines) != 1 or block.tag in ("li", "td", "th"):
        return False
    text = block.lines[0]
    if _SENTENCE_RE.search(text) or text.endswith((".", ":")):
        return False
    if not any(char.isalpha() for char in text):
        return False  # a rule ("*", "* * *") before the slot is the text's
    owner = block.owner
    if block.tag in HEADING_TAGS or block.tag == "p":
        return False  # a section's heading or a bold paragraph may stand by an ad
    for i, child in enumerate(owner):
        if i >= _SLOT_CHILDREN:
            break
        if _empty_ad(child):
            return True
    if _subhead_class(owner):
        return False  # a ``<div class="subhead">`` is the text's heading, an ad after it
    after = owner.getnext()
    return after is not None and _empty_ad(after)


#: A class that names a heading of the text ("subhead", "sub-heading", "crosshead",
#: "zwischentitel", "intertitre", "subtitulo"), read lower-cased.
_SUBHEAD_CLASS_RE: Final = re.compile(
    r"head|title|titel|titre|titulo|título|titolo|intertit|zwischen"
)


def _subhead_class(el: etree._Element) -> bool:
    """Whether ``el``'s class names a heading, not an ad: a CMS that sets its subheads
    as ``<div>``."""
    cls = (el.get("class") or "").lower()
    return _SUBHEAD_CLASS_RE.search(cls) is not None and _AD_SLOT_RE.search(cls) is None


def _empty_ad(el: etree._Element) -> bool:
    """Whether ``el`` is an ad slot: a class or id that names an ad, and no text."""
    if not isinstance(el.tag, str):
        return False
    words = f"{el.get('class') or ''} {el.get('id') or ''}".lower()
    if not words.strip() or _AD_SLOT_RE.search(words) is None:
        return False
    return not "".join(str(t) for t in el.itertext()).strip()


def is_wordless(block: Block) -> bool:
    """Whether a short block is pictographs alone ("💌", "📌"): a card's icon. Marks
    alone ("* * *", "---", "…", a table's "%" or "-") are left as they stand: a rule, a
    cell, a line of dialogue."""
    text = block.text
    return (
        block.units <= 3
        and block.tag not in ("td", "th", "li")
        and _pictograph(text[0])
        and not any(char.isalnum() or char == "_" for char in text)
    )


#: A price and nothing else: a currency's sign or code before or after the amount.
_PRICE_RE: Final = re.compile(
    r"^(?:(?:US|A|C|NZ|R|HK|S)?[$€£¥₹₩₽₺]|EUR|USD|GBP|CHF|Rs\.?)\s?\d[\d,.\s]*$|"
    r"^\d[\d,.\s]*\s?(?:[$€£¥₹₩₽₺]|zł|kr|Kč|Ft|lei|TL|EUR|USD|CHF|руб\.?|円|元|원|₫|đ)$"
)


def is_price(block: Block) -> bool:
    """Whether a one-line block outside a table or a list is a price alone."""
    return (
        block.units <= 3
        and len(block.lines) == 1
        and block.tag not in ("td", "th", "li")
        and _PRICE_RE.match(block.lines[0]) is not None
    )


#: A contact line of a release's closing block: an e-mail address, a telephone number
#: or a web address alone, a label before it ("Email:", "Tel.") allowed.
_CONTACT_LINE_RE: Final = re.compile(
    r"^(?:[^\W\d]{1,12}\.?\s?:?\s?)?(?:[\w.+-]+@[\w-]+(?:\.[\w-]+)+|"
    r"\+?\(?\d[\d\s().\-/]{6,}\d|(?:https?://|www\.)\S+)$"
)
#: A name in the block: up to four words in capitals, no sentence mark, no digit.
_NAME_LINE_RE: Final = re.compile(r"^[^\W\d_][^\s\d,;:!?]*(?: [^\W\d_][^\s\d,;:!?]*){0,3}$")
#: The label that opens the block: a few words and a colon.
_LABEL_LINE_RE: Final = re.compile(r"^[^\W\d_][^:.!?]{0,40}:$")
_CONTACT_LINES: Final = 8
#: A contact line's characters at most (a label, a name, an address, a number).
_CONTACT_CHARS: Final = 60


def contact_run(lines: list[str], end: int) -> int:
    """How many lines before ``end`` are a contact block (see the module docstring): a
    label line ending in a colon, then names and contact lines, at least one of them an
    address or a number, an e-mail address among them or a release's close before
    (:func:`_released`); 0 when they are not."""
    start = end
    contacts = 0
    mailed = False
    while start > 0 and end - start < _CONTACT_LINES:
        line = lines[start - 1]
        if len(line) > _CONTACT_CHARS:
            return 0  # a paragraph (the text's last, on nearly every page)
        if _CONTACT_LINE_RE.match(line):
            contacts += 1
            mailed = mailed or "@" in line
        elif _LABEL_LINE_RE.match(line) and len(line.split()) <= _LABEL_UNITS:
            if not contacts or start - 1 <= 0:
                return 0
            # A release's block gives an e-mail address, or follows the release's own
            # close; a helpline box ("For help, contact:" / "Lifeline" / "13 11 14") has
            # neither and is the story's.
            return end - start + 1 if mailed or _released(lines, start - 1) else 0
        elif not (_NAME_LINE_RE.match(line) and line[:1].isupper()):
            return 0
        start -= 1
    return 0


def _released(lines: list[str], label: int) -> bool:
    """Whether a release's close stands before line ``label``: a "SOURCE" line, the wire's
    "###" or an "About <Company>" heading among the few lines before it."""
    for line in lines[max(0, label - _CONTACT_LINES) : label]:
        if line.startswith(("###", "- ###")) or is_source_line(line):
            return True
        if line.startswith("About ") and len(line) <= _CONTACT_CHARS and line[-1:] != ".":
            return True  # the "About Harlow Foods" heading, not "About 200 people ..."
    return False


#: A wire's source line closing a release ("SOURCE Harlow Foods, Inc."): the word in
#: capitals, then the issuer's name, no sentence.
_SOURCE_RE: Final = re.compile(r"^SOURCE [A-Z][^.!?]{0,80}(?:Inc\.|Ltd\.|Co\.|Corp\.)?$")


def is_source_line(line: str) -> bool:
    """Whether ``line`` is a wire's "SOURCE …" line (:data:`_SOURCE_RE`)."""
    return line.startswith("SOURCE ") and _SOURCE_RE.match(line) is not None


#: A share bar's words: the verb alone or with where to ("Paylaş", "Поделиться:", "Dela
#: på Facebook"), then only networks' names. Matched lower-cased on the whole line.
_SHARE_LINE_RE: Final = re.compile(
    r"^\W{0,3}(?:share(?: this(?: article| story)?)?|partager|teilen|compartir|condividi|"
    r"compartilhar|compartilhe|delen|deel|udostępnij|sdílet|zdieľať|megosztás|distribuie|"
    r"podijeli|podeli|поделиться|поділитися|споделете|сподели|μοιραστείτε|κοινοποίηση|"
    r"paylaş|bagikan|chia sẻ|شارك(?: الخبر)?|مشاركة|اشتراک‌گذاری|שתפו|שתף|शेयर करें|"
    r"শেয়ার করুন|แชร์|シェア(?:する)?|공유하기|공유|分享到?|dela|del|jaa|jaga|bagikan)"
    r"(?:\s?(?:on|en|sur|auf|su|em|no|na|på|op|di|trên|в|на|via|:|·|\|))?"
    r"(?:\s?(?:facebook|x|twitter|whatsapp|telegram|linkedin|e-?mail|messenger|pinterest|"
    r"reddit|vk|line|kakaotalk|weibo|wechat|微博|微信|print|copy link|[·|,/]))*\W{0,3}$"
)
_SHARE_UNITS: Final = 12


#: The first two letters (lower case) of every share verb above: a line that opens
#: otherwise (with a letter) is none, and is turned away before the expression runs.
_SHARE_OPENINGS: Final = frozenset(
    (
        "sh", "pa", "te", "co", "de", "ud", "sd", "zd", "me", "di", "po", "по", "сп", "со",
        "μο", "κο", "ba", "ch", "شا", "مش", "اش", "שת", "शे", "শে", "แช", "シェ", "공유", "分享",
        "ja",
    )
)  # fmt: skip


def is_share_line(block: Block) -> bool:
    """Whether a short one-line block is a share bar's words (:data:`_SHARE_LINE_RE`)."""
    if block.units > _SHARE_UNITS or len(block.lines) != 1:
        return False
    text = block.lines[0]
    if text[:1].isalpha() and text[:2].lower() not in _SHARE_OPENINGS:
        return False
    return _SHARE_LINE_RE.match(text.lower()) is not None


#: The ask that opens a sentence: the imperative to become a member, a subscriber, a
#: supporter or a patron, or to donate, in the languages news is written in (read in
#: the line's own case, after a sentence's start: an imperative opens its sentence).
_SUPPORT_RE: Final = re.compile(
    r"(?:^|(?<=[.!?] ))\W{0,3}(?:"
    r"(?:Become|Join us as) an? (?:[\w-]+ ){0,3}(?:member|subscriber|supporter|patron|donor|"
    r"sustainer)s?\b|(?:Donate|Give) (?:now|today|to (?:support|keep|help))|"
    r"Support (?:our|local|independent|nonprofit|non-profit|this) (?:[\w-]+ ){0,2}"
    r"(?:journalism|reporting|newsroom|work)|"
    r"Make a (?:tax-deductible |one-time |monthly |recurring )?(?:donation|gift)"
    r"(?=[.!]|\s(?:today|now|to|before|online|here)\b)|"
    r"Devenez (?:membre|abonnée?|donateur|donatrice)|Soutenez (?:notre|le) journalisme|"
    r"Faites un don|Werden Sie (?:Mitglied|Abonnent|Unterstützer|Förderer)|Werde "
    r"(?:Mitglied|Abonnent|Unterstützer)|Unterstützen Sie (?:unseren|unabhängigen) "
    r"Journalismus|Jetzt spenden|Hazte (?:socio|socia|miembro|suscriptor|suscriptora|"
    r"mecenas)|Hágase (?:socio|miembro|suscriptor)|Apoya (?:el|nuestro) periodismo|Dona "
    r"(?:ahora|hoy)|Torne-se (?:membro|assinante|apoiador)|Apoie o (?:nosso )?jornalismo|"
    r"Diventa (?:socio|socia|abbonato|abbonata|sostenitore)|Sostieni (?:il|il nostro) "
    r"giornalismo|Word (?:lid|abonnee|donateur)|Steun (?:onze|onafhankelijke) journalistiek|"
    r"Zostań (?:członkiem|członkinią|subskrybentem|patronem|darczyńcą)|Wesprzyj "
    r"(?:nas|naszą|niezależne)|Staňte se (?:členem|předplatitelem|podporovatelem)|"
    r"Podpořte (?:nás|nezávislou)|Bli (?:medlem|prenumerant|månadsgivare)|Bliv "
    r"(?:medlem|abonnent)|Ryhdy (?:jäseneksi|tilaajaksi|tukijaksi)|Станьте "
    r"(?:подписчиком|участником|членом)|Поддержите (?:нас|независимую)|Станьте "
    r"(?:донатором|меценатом)|Підтримайте (?:нас|незалежну)|Γίνετε (?:μέλος|συνδρομητής)|"
    r"Dukung (?:kami|jurnalisme))(?!\w)"
)
#: The ask's first word, as it opens the block's first or last sentence: the cheap test
#: before the expression (two ``startswith`` at the sentences' starts, no search).
_SUPPORT_OPENERS: Final = (
    "Become ", "Join us", "Donate", "Give ", "Support ", "Make a", "Devenez", "Soutenez",
    "Faites un", "Werden Sie", "Werde ", "Unterstützen", "Jetzt spenden", "Hazte", "Hágase",
    "Apoya", "Dona ", "Torne-se", "Apoie", "Diventa", "Sostieni", "Word ", "Steun",
    "Zostań", "Wesprzyj", "Staňte", "Podpořte", "Bli ", "Bliv ", "Ryhdy", "Станьте",
    "Поддержите", "Підтримайте", "Γίνετε", "Dukung",
)  # fmt: skip
#: An ask is short: a sentence or three.
_SUPPORT_UNITS: Final = 40
#: Marks that may open an ask ("» Become a member").
_ASK_MARKS: Final = " »›>→►▶•·-–—*"
_SUPPORT_SENTENCES: Final = 3


def is_support_ask(block: Block) -> bool:
    """Whether a short block asks the reader to become a member or a subscriber, or to
    donate (:data:`_SUPPORT_RE`): the ask opens its first or its last sentence (the
    site's thanks, then the ask: "Thank you for supporting local journalism. Become a
    member."); at most :data:`_SUPPORT_UNITS` units and three sentences, one line, no
    quotation."""
    if block.units > _SUPPORT_UNITS or block.cjk or len(block.lines) != 1:
        return False
    text = block.lines[0]
    start = 0 if text[:1].isalpha() else len(text) - len(text.lstrip(_ASK_MARKS))
    if not text.startswith(_SUPPORT_OPENERS, start):
        end = max(text.rfind(". "), text.rfind("! "))
        if end < 0 or not text.startswith(_SUPPORT_OPENERS, end + 2):
            return False
    if not _QUOTES.isdisjoint(text) or len(_SENTENCE_RE.findall(text)) > _SUPPORT_SENTENCES:
        return False
    if _ATTRIBUTION_RE.search(text) is not None or not _set_apart(block):
        return False
    return _SUPPORT_RE.search(text) is not None


#: A speaker after a comma: the ask is reported ("Donate now, the Red Cross urged
#: residents", "Werden Sie Mitglied, warb der Vorsitzende", "Станьте участником
#: марафона, призвал горожан мэр"), the story's sentence, not the site's ask.
_ATTRIBUTION_RE: Final = re.compile(
    r",\s(?:\S+\s){0,4}?(?:said|says|urged|urges|told|wrote|added|warned|asked|appealed|"
    r"sagte|sagt|warb|rief|forderte|appellierte|bat|rådde|sade|sa|uppmanade|sagde|opfordrede|"
    r"dit|a dit|lance|a lancé|exhorte|a déclaré|dijo|pidió|instó|afirmó|disse|pediu|"
    r"ha detto|ha esortato|zei|riep|kata|ujar|katanya|mówił|apelował|powiedział|řekl|"
    r"vyzval|sanoi|kehotti|сказал|сказала|призвал|призвала|заявил|заявила|закликав|"
    r"είπε|δήλωσε)(?!\w)"
)
#: Tags that set a line apart among the text's paragraphs: the ask's emphasis or link.
_BOX_MARKS: Final = frozenset(("a", "strong", "b", "em", "button"))


def _set_apart(block: Block) -> bool:
    """Whether ``block`` bears a box's marks, not a paragraph's among the text: a link
    or emphasis in it, a class on it, another tag than ``<p>``, or a container of its
    own (no other ``<p>`` beside it). A plain ``<p>`` among the text's paragraphs is
    the text's ("Become a member of the museum for $50 a year and get free entry")."""
    el = block.owner
    if block.link_chars or el.tag != "p" or el.get("class"):
        return True
    if any(child.tag in _BOX_MARKS for child in el.iterdescendants()):
        return True
    parent = el.getparent()
    if parent is None:
        return True
    return not any(sibling is not el and sibling.tag == "p" for sibling in parent)
