"""Furniture inside the body's own container that no class word names.

The container rules and the class words catch a "related" box or a share bar when the
page names them; many pages do not, and set them as the body's own paragraphs (round
four's batch F, written by a second writer: "À lire aussi : …", "LEIA TAMBÉM: …", "Baca
juga: …" lines, "Partager sur Facebook", a Korean reporter's e-mail line and the portal's
"무단 전재 및 재배포 금지" notice after the text, "<< Back to News" under it). What they say
gives them away:

- **a pointer to another story** (:func:`is_insert`): a "read also" label in one of the
  languages the project reads, then a colon, a bracket or a dash and a title, the whole
  line short (a headline, not a paragraph that opens with the words);
- **a share prompt**: a short line that opens with "share" and what follows it ("Share
  this story", "Partager sur Facebook", "Compartir en WhatsApp");
- **a sign-up prompt**: a short line that opens with the pitch ("Sign up for …", "Get the
  Ledger in your inbox every Thursday.");
- **after the text** (:func:`trim_tail`): a short line that gives only a name and an
  e-mail address, a "back to the list" link line, the writer's bio (a name, then "covers
  … for …", "is a staff writer", in en, fr, es, de, it and pt), and a notice that forbids
  copying ("Reproduction without permission prohibited", "禁止转载") when it shares
  the last block with the text's lines. (A Korean portal's "무단전재 및 재배포 금지" stays:
  the development truths keep it, as they keep a wire's copyright line.) A wire's
  copyright line stays where the text's own block does not hold it (the development
  truths keep "© 2019 Associated Press. All Rights Reserved.": :func:`tidy.trim_lines`).
"""

from __future__ import annotations

import re
from typing import Final

from lxml import etree

from newsfold.extract.boilerplate import HEADING_TAGS
from newsfold.extract.pointers import LABEL_ALONE_RE, OPENINGS, READ_ALSO_RE
from newsfold.extract.prompts import (
    contact_run,
    is_ad_label,
    is_channel_prompt,
    is_price,
    is_share_line,
    is_source_line,
    is_support_ask,
    is_wordless,
    labels_ad_slot,
)
from newsfold.extract.signoffs import (
    is_agency_line,
    is_caption_run,
    is_credit_line,
    strip_credit,
)
from newsfold.extract.textblock import Block, text_units

__all__ = ["drop_ranks", "is_insert", "is_insert_text", "own_lines", "trim_tail"]

#: A share prompt (the verb, then the word that says where or what: "Share this story",
#: "Partager sur Facebook") or a sign-up prompt, the newsletter's pitch ("Get the Ledger
#: in your inbox every Thursday.", "Sign up for our morning briefing").
_PROMPT_RE: Final = re.compile(
    r"(?:(?:share|partager|partagez|compartir|comparte|condividi|teilen|teile|"
    r"compartilhe|compartilhar|deel|udostępnij|chia sẻ)\s+(?:this|on|via|it|with|sur|cet|"
    r"cette|ce|en|este|esta|su|questo|questa|auf|diesen|diese|no|na|dit|deze|ten|tę|bài)|"
    r"sign up (?:for|to|here)|subscribe (?:to|for|now|here)|"
    r"get (?:[\w'’&-]+ ){1,5}in your inbox|abonnez-vous|inscrivez-vous|suscríbete|"
    r"abonnieren sie|iscriviti|assine)\b"
)
#: A prompt that names what is shared ("Share this story with a neighbor ...") or the
#: newsletter's inbox may run to a sentence; any other prompt is only the prompt
#: (:data:`_PROMPT_WORDS` words at most, marks such as "·" not counted, no sentence after
#: it: "Partager sur Facebook · Partager sur X"): "Share this with your
#: children: the mill was ...", "Sign up for the river cleanup was slow." are the text's.
_NAMED_PROMPT_RE: Final = re.compile(
    r"(?:share|partager|partagez|compartir|comparte|condividi|teilen|teile|compartilhe|"
    r"compartilhar|deel|udostępnij)\s+(?:this|cet|cette|ce|este|esta|questo|questa|diesen|"
    r"diese|dit|deze|ten|tę)\s+(?:story|article|post|page|essay|piece|link|video|"
    r"explainer|guide|report|interview|podcast|episode|newsletter|"
    r"artículo|nota|noticia|articolo|notizia|artikel|beitrag|artigo|matéria|notícia|"
    r"bericht|artykuł|wpis)\b|get (?:[\w'’&-]+ ){1,5}in your inbox\b"
)
#: A sign-up prompt that names the publication or "our" edition ("Subscribe to WIRED and
#: ...", "Subscribe now to our eNATION edition ..."), read on the line's own case: "Sign up
#: for the river cleanup ..." names neither.
_NAMED_SIGNUP_RE: Final = re.compile(
    r"(?:[Ss]ubscribe|[Ss]ign up)(?: now| today)? (?:to|for) (?:our\b|[A-Z])"
)
_PROMPT_WORDS: Final = 6
#: A prompt to follow the site on a social network ("Follow us on Instagram", "Siga o
#: Casa & Bolso no Instagram ...", "Suivez-nous sur Facebook", "Folgen Sie uns auf X"):
#: the imperative opens the line, its object is the reader's "us" (or a verb that holds
#: it, "Síguenos"), a handle or a name in capitals (the site's), and a network is named
#: after it. Read in the line's own case: "Follow the money, the councillor wrote on X"
#: and "Theo dõi các bài đăng trên Facebook, cảnh sát ..." (vi "monitoring the posts")
#: are prose, their objects in lower case.
_NETWORKS: Final = (
    r"(?i:instagram|facebook|twitter|x|tiktok|youtube|linkedin|telegram|whatsapp|threads|"
    r"bluesky|pinterest|google news|mastodon)\b"
)
_FOLLOW_RE: Final = re.compile(
    r"^(?:(?:[Ss][íi]guenos|[Ss]eguici|[Ss]eguinos|[Ss]iga-nos|[Ss]uivez-nous|[Ss]uis-nous|"
    r"[Ff]olgen [Ss]ie uns|[Ff]olge uns|[Vv]olg ons|[Ii]kuti kami|[Tt]heo dõi chúng tôi)|"
    r"(?:[Ff]ollow|[Ss]iga|[Ss]igam|[Ss]uivez|[Vv]olg|[Ff]olgen [Ss]ie|[Ff]olge|[Aa]companhe|"
    r"[Ii]kuti|[Tt]heo dõi) "
    r"(?:us|me|our|@\w+|(?:(?:o|a|os|as|el|la|le|les|die|der|das|the|de|het) )?"
    r"[A-Z][^\s,.!?]*(?: (?:&|[A-Z][^\s,.!?]*)){0,4}))"
    r"[^.!?,]{0,30}? (?:on|no|na|nas|nos|sur|en|auf|su|op|di|trên) " + _NETWORKS
)
#: A follow prompt's words at most: a line longer than a prompt is a paragraph.
_FOLLOW_WORDS: Final = 20
#: The first two letters (lower case) of every prompt above and every "read also" label
#: (:data:`pointers.OPENINGS`): a block that opens otherwise is none, and is turned away
#: before any regular expression runs (each match costs about a microsecond; the check
#: runs on every short block of every page).
_OPENINGS: Final = OPENINGS | frozenset(
    (
        "sh", "pa", "co", "de", "ud", "ch", "si", "su", "ge", "ab", "in", "is", "as",
        "fo", "sí", "ac", "ik", "th",
    )
)  # fmt: skip
#: How much of a line's start the labels and prompts are read in (lower-cased).
_HEAD_CHARS: Final = 80
#: How many marks may open such a line ("▶ 관련기사", "【関連記事】", "» Read also").
_LEAD_MARKS: Final = 3
#: A pointer or prompt is short: a title, not a paragraph.
_INSERT_UNITS: Final = 25
_INSERT_CJK_UNITS: Final = 40
#: ... and few characters: an unspaced run counts as one unit whatever its length.
_INSERT_CHARS: Final = 200
_SENTENCE_RE: Final = re.compile(r"[.!?。！？](?:\s|$)")

#: A notice that forbids copying the page ("Reproduction without permission prohibited").
#: Not a Korean portal's "무단전재 및 재배포 금지": the development truths keep it, even as
#: a line of the text's last block (two en pages lost 0.02 each in a first try).
_NO_COPY_RE: Final = re.compile(
    r"reproduction (?:without permission|prohibited|interdite)|"
    r"禁止转载|未经授权.{0,6}不得转载|無断(?:転載|複製)",
    re.I,
)
_NOTICE_CHARS: Final = 120
#: A line that gives only a name and an e-mail address ("김하늘 기자 sky@example.com").
_EMAIL_RE: Final = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_CONTACT_CHARS: Final = 60
_CONTACT_WORDS: Final = 5
#: A link back to the list the article came from ("<< Back to News", "Zurück zur
#: Übersicht", "Retour à la liste", "返回列表"): the words, then a mark that opens the line
#: or a place a site sends its readers back to (:data:`_BACK_PLACE_RE`), and no sentence
#: mark at the end: "Back to normal." closing a story is its last line.
_BACK_RE: Final = re.compile(
    r"^(\W{0,3})(?:back to|zurück zu[mr]?|retour (?:à|aux?)|volver a|torna a|voltar para|"
    r"terug naar|返回)\b\W*(.*)$",
    re.I,
)
_BACK_PLACE_RE: Final = re.compile(
    r"(?:the |all |our |la |les |l'|der |die |den |las |los |la |le |il |a |as |os |o |"
    r"het |de )?(?:news|top|home|homepage|index|blog|articles?|posts?|stories|list|listing|"
    r"overview|archives?|search(?: results)?|results|categor(?:y|ies)|section|page|"
    r"übersicht|startseite|liste|nachrichten|actualités|accueil|articles|noticias|inicio|"
    r"portada|notizie|elenco|notícias|início|nieuws|overzicht|列表|首页|目录)\b",
    re.I,
)
_BACK_WORDS: Final = 5
#: A signature in initials alone after the text ("C. D.", "J.-M. R."), as French and
#: Italian papers sign a brief: two initials at least, "No." or "Oh." closing a story is
#: its last word.
_INITIALS_RE: Final = re.compile(r"^(?:[A-Z][a-z]?\.(?:-[A-Z]\.)?\s?){2,3}$")
#: The desk's or agency's initials in brackets closing a story ("(rin/ags)", "(dpa)",
#: "(AP)", "[jdi]"), as agencies and regional papers sign their copy: letters only, one to
#: four codes.
#: Each code all lower case or all capitals (at most five): a Title-case word in
#: brackets closing a transcript ("(Applause)", "(Laughter)") is the text's.
_DESK_RE: Final = re.compile(
    r"^[(\[](?:[a-z]{2,8}|[A-Z]{2,5})(?:\s?[/,]\s?(?:[a-z]{2,8}|[A-Z]{2,5})){0,3}[)\]]$"
)
#: A section a "Back to" link names, as a site titles it: one to three capitalised words
#: and no sentence mark ("Back to Sports", "Back to Local News").
_BACK_SECTION_RE: Final = re.compile(r"^[A-Z][\w&'’-]*(?: (?:&|[A-Z][\w&'’-]*)){0,2}$")


def _lead(text: str) -> str:
    """``text`` from its first word character, or "" when more than three marks open it."""
    if not text or text[0].isalnum():
        return text
    for i, char in enumerate(text[: _LEAD_MARKS + 1]):
        if char.isalnum() or char == "_":
            return text[i:]
    return ""


def _is_title(rest: str) -> bool:
    """Whether what follows a "read also" label reads as a title, not a sentence: no
    full stop at its end, at most one comma ("Related: the dam also flooded two farms,
    and the families ... left." is the text's), and no sentence mark inside but after a
    kicker of a few words, a place or a topic, as headlines open ("Poznań. Od
    poniedziałku zmiany w kursowaniu tramwajów", "Update: Tram changes from Monday")."""
    rest = rest.rstrip()
    if rest.endswith(".") and not rest.endswith(".."):
        return False
    if rest.count(",") > 1:
        return False
    found = _SENTENCE_RE.search(rest.rstrip("!?！？"))
    if found is None:
        return True
    kicker = rest[: found.start()].split()
    after = rest[found.end() :].rstrip("!?！？")
    # The kicker is a name, each word capitalised ("Nowy Sącz."), not a clause ("The bill
    # passed.").
    return (
        len(kicker) <= _KICKER_WORDS
        and all(word[:1].isupper() or not word[:1].isalpha() for word in kicker)
        and _SENTENCE_RE.search(after) is None
    )


#: A headline's kicker before its first full stop ("Poznań.", "Nowy Sącz.").
_KICKER_WORDS: Final = 3


def is_insert_text(text: str, units: int, cjk: bool = False, linked: bool = False) -> bool:
    """Whether a short line of ``units`` units points to another story or asks for a
    share or a sign-up (see the module docstring). ``linked``: the line holds a link, so
    a "read also" label's remainder is a story's title even when it reads as a sentence."""
    if units > (_INSERT_CJK_UNITS if cjk else _INSERT_UNITS) or len(text) > _INSERT_CHARS:
        return False
    lead = text if text[:1].isalnum() else _lead(text)
    if lead[:2].lower()[:2] not in _OPENINGS:
        return False
    head = lead[:_HEAD_CHARS].lower()
    if _PROMPT_RE.match(head):
        marks = _SENTENCE_RE.findall(lead.rstrip())
        if _NAMED_PROMPT_RE.match(head) or _NAMED_SIGNUP_RE.match(lead):
            # What is shared is named: one sentence of it, or the pitch and "It's free."
            # ("Share this explainer: it helps more people understand the change.")
            return len(marks) <= 2
        # Only the prompt (and a network's name): no sentence, no clause after it.
        only = lead.rstrip().rstrip(".!")
        words = sum(1 for word in only.split() if any(c.isalnum() for c in word))
        return words <= _PROMPT_WORDS and not _SENTENCE_RE.search(only) and ":" not in only
    if _FOLLOW_RE.match(lead):
        # "Siga o Casa & Bolso no Instagram e receba dicas todos os dias.": the network
        # named, one sentence, or two ("Follow us on Instagram. It's where we post first.");
        # never quoted ("“Follow us on X,” the mayor told ..." is the text's).
        return (
            _QUOTES.isdisjoint(text)
            and len(lead.split()) <= _FOLLOW_WORDS
            and len(_SENTENCE_RE.findall(lead.rstrip())) <= 2
        )
    found = READ_ALSO_RE.match(head)
    if not found:
        # The label alone: the heading of a box of links, its links gone as such.
        return LABEL_ALONE_RE.match(head) is not None
    if linked:
        # A title after the label, not sentences: at most one sentence mark inside.
        return len(_SENTENCE_RE.findall(text)) <= 1
    if found.group(1) in _PHRASE_LABELS:
        return False  # "Te recomendamos: beber agua", "Recommended: 150 minutes a week"
    rest = lead[found.end() - 1 :]
    if _DASH_SEP_RE.search(found.group()) and _DASH_SEP_RE.search(rest):
        return False  # "Siehe auch – so der Bürgermeister – die Pläne ...": an aside
    return _is_title(rest)


#: "Read also" labels that are ordinary phrases too ("Te recomendamos: evitar el sol",
#: "Recommended: 150 minutes of exercise a week"): a label only with its link.
_PHRASE_LABELS: Final = frozenset(("recommended", "te recomendamos"))
#: A spaced dash, a "read also" label's separator or an aside's.
_DASH_SEP_RE: Final = re.compile(r"\s[-–—]\s")


#: A label standing alone on its line in the body, beside an ad's label
#: (:func:`prompts.is_ad_label`): a live blog's "Pinned" mark, a disclosure's heading.
_LABEL_RE: Final = re.compile(
    r"^\W*(?:pinned(?: post)?|épinglé|fijado|angeheftet|"
    r"(?:advertising|affiliate) disclosure)\W*$",
    re.I,
)
_LABEL_OPENINGS: Final = frozenset(("pi", "ép", "fi", "an", "ad", "af"))
#: A slide counter ("3 / 12", "2/6", "3 of 12"), a number of a larger one, or a card's
#: rank ("1", "2."), a number alone, and nothing else on the line.
_COUNTER_RE: Final = re.compile(
    r"^\W{0,2}(\d{1,3})(?:\s*(?:/|of|de|von|di|из|/)\s*(\d{1,3}))?[.)]?$"
)


#: An affiliate disclosure ("We may earn a commission when you buy through links on our
#: site.", "As an Amazon Associate we earn from qualifying purchases.", "This post contains
#: affiliate links."): the site's statement about its links, set in the body's container
#: on shopping pages. Read only in a short block that names a commission, affiliates or
#: qualifying purchases (:data:`_DISCLOSURE_WORDS`), and never with a quotation in it;
#: the writer or the site is the statement's subject: "... use affiliate links to label
#: them", "five per cent back on qualifying purchases", "ended its affiliate
#: partnerships" are news.
_DISCLOSURE_RE: Final = re.compile(
    # the writer or the site earning a commission, wherever in the block ("If you click
    # this link and make a purchase, we earn a commission ...") ...
    r"\b(?:we|i|this (?:site|page|post|article|story|review|guide))\b[^.!?]{0,60}?\b"
    r"(?:may |might |can )?(?:earn|earns|receive|receives|get|make|collect)s? (?:a |an )?"
    r"(?:small |affiliate )?(?:commission|share of (?:sales|the sale|revenue))|"
    # ... or a sentence (or what follows a label's colon) that opens with the writer's
    # or the site's statement about its links
    r"(?:^|(?<=[.!?:;] ))\W*(?:"
    r"as an amazon associate|"
    r"(?:we|i) (?:may )?(?:use|include) (?:some )?affiliate links?|"
    r"(?:this|our) (?:site|page|post|article|story|review|guide)s? "
    r"(?:contains?|includes?|uses?|may contain) (?:some )?affiliate links?|"
    r"(?:affiliate|advertising) disclosure\b|"
    r"(?:cet article|cette page|ce site|nous|este artículo|esta página|questo articolo|"
    r"dieser artikel|diese seite|wir)\b[^.!?]{0,60}?"
    r"(?:liens? affiliés?|enlaces? de afiliad[oa]s?|affiliate-links?|link di affiliazione))"
)
#: Read in the line's own case, without its first letter ("Commission", "Affiliate"):
#: lower-casing every short block first cost more than the check.
_DISCLOSURE_WORDS: Final = ("ommission", "ffili", "ualifying purchase", "FFILI", "OMMISSION")
_DISCLOSURE_UNITS: Final = 45
_QUOTES: Final = frozenset('"“”«»„')


def _is_disclosure(block: Block) -> bool:
    """Whether a short block is the site's affiliate disclosure (:data:`_DISCLOSURE_RE`):
    at most :data:`_DISCLOSURE_UNITS` units and three sentences, no quotation ("'We
    earn a commission on each sale,' the owner said." is the text's)."""
    if block.units > _DISCLOSURE_UNITS or block.cjk:
        return False
    text = block.text
    if not any(word in text for word in _DISCLOSURE_WORDS):
        return False
    lower = text.lower()
    if not _QUOTES.isdisjoint(lower) or " said" in lower:
        return False
    return len(_SENTENCE_RE.findall(lower)) <= 3 and bool(_DISCLOSURE_RE.search(lower))


def _is_label(block: Block) -> bool:
    """Whether a one-line block is only a label: an ad slot's, a pin mark, a slide
    counter or a card's rank number (:data:`_LABEL_RE`, :data:`_COUNTER_RE`). A number
    in a table cell is the table's data, and one in a list item its entry."""
    if block.units > 3 or len(block.lines) != 1:
        return False
    text = block.lines[0]
    lead = _lead(text) if text[:1] and not text[:1].isalnum() else text
    if lead[:1].isdigit():
        found = _COUNTER_RE.match(text)
        if found is None or block.tag in ("td", "th", "li"):
            return False
        total = found.group(2)
        # A number alone is a card's rank only above its title (:func:`drop_ranks`).
        return (
            total is not None
            and int(found.group(1)) <= int(total)
            and (block.tag != "p" or _in_slideshow(block))
        )
    if is_ad_label(lead):
        return True
    return lead[:2].lower() in _LABEL_OPENINGS and bool(_LABEL_RE.match(text))


#: The class or id words of a slideshow or a gallery, around a slide's counter.
_SLIDESHOW_RE: Final = re.compile(r"slide|gallery|galerie|carousel|swiper|slick|lightbox", re.I)
_SLIDESHOW_DEPTH: Final = 4


def _in_slideshow(block: Block) -> bool:
    """Whether ``block`` sits in a slideshow or a gallery (:data:`_SLIDESHOW_RE` on its
    element or the few above it). A counter's shape in a paragraph of its own ("9/11",
    "3 of 4") is the text's, unless the page set it in such a widget; a counter outside
    a paragraph (a ``<div>`` or ``<span>`` of its own) is a widget's wherever it is."""
    el: etree._Element | None = block.owner
    for _ in range(_SLIDESHOW_DEPTH):
        if el is None:
            return False
        words = f"{el.get('class') or ''} {el.get('id') or ''}"
        if words.strip() and _SLIDESHOW_RE.search(words):
            return True
        el = el.getparent()
    return False


def is_insert(block: Block) -> bool:
    """:func:`is_insert_text` of a block (its first line opens the label), a label line
    (:func:`_is_label`), or what :mod:`prompts` tells by its shape: a channel prompt, an
    ad break's label, a membership ask, a line of no words."""
    if block.units > (_INSERT_CJK_UNITS if block.cjk else _INSERT_UNITS):
        return _is_disclosure(block) or is_channel_prompt(block) or is_support_ask(block)
    if block.units <= 3 and (_is_label(block) or is_wordless(block) or is_price(block)):
        return True
    if (
        labels_ad_slot(block)
        or _is_disclosure(block)
        or is_channel_prompt(block)
        or is_share_line(block)
        or is_support_ask(block)
    ):
        return True
    lines = block.lines
    first = lines[0]
    lead = first if first[:1].isalnum() else _lead(first)
    if lead[:2].lower()[:2] not in _OPENINGS:
        return False
    text = first if len(lines) == 1 else block.text
    return is_insert_text(text, block.units, block.cjk, block.link_chars > 0)


def own_lines(block: Block) -> list[str]:
    """``block``'s lines without the ones that are inserts (:func:`is_insert_text`): a
    block of ``<br>`` lines (an Arabic or Korean page's whole text, a table cell) holds
    its "read also" and prompt lines among the text's, where no block test sees them."""
    lines = block.lines
    if len(lines) == 1:
        return lines
    kept = [line for line in lines if not _is_insert_line(line)]
    return kept if len(kept) < len(lines) else lines


def _is_insert_line(line: str) -> bool:
    """:func:`is_insert_text` of one line of a block, its units counted only when it
    opens as a label or a prompt may."""
    lead = line if line[:1].isalnum() else _lead(line)
    if lead[:2].lower()[:2] not in _OPENINGS:
        return False
    units = text_units(line)
    return is_insert_text(line, units, units > line.count(" ") + 1)


#: The writer's bio after the text: a real name (two to four capitalised words, no
#: pronoun, article or title: "She covers the city for the Herald, where ...", "The Mayor is
#: the editor ...", "Elle est journaliste depuis vingt ans ..." are the text's), then what
#: the writer does for a living and for whom, and nothing more in that sentence ("Cal
#: Brennan covers agriculture for the Herald.", "Dana Ruiz is a staff writer at the Valley
#: Ledger.", "Campus Wire is produced by students of ..."). What the writer covers must be
#: for a publication: an outlet's closing line about itself ("Northgate Wire covers the
#: city and its region every day; ...", the simulated web's) is its article's last
#: paragraph, which the syndicated copies share. When unsure the line stays.
_NOT_NAME: Final = (
    r"(?!(?:He|She|They|It|We|I|You|His|Her|Their|Il|Elle|Ils|Elles|Er|Sie|Es|Ella|Él|Ellos|"
    r"Lei|Lui|Ele|Ela|The|A|An|This|That|These|Le|La|Les|Un|Une|Der|Die|Das|Ein|Eine|El|Los|"
    r"Las|Lo|Gli|O|Os|As|Mr|Mrs|Ms|Dr|Mme|Herr|Frau|Sr|Sra)\b)"
)
_NAME: Final = _NOT_NAME + r"[A-Z][\w'’-]*\.?(?: " + _NOT_NAME + r"[A-Z][\w'’-]*\.?){1,3}"
#: A publication's name: capitalised words, with the small words titles hold.
_PUB: Final = (
    r"(?:the )?[A-Z][\w'’&-]*(?: (?:[A-Z][\w'’&-]*|of|de|du|des|la|le|del|der|di|do|da|and|&)){0,5}"
)
_BIO_RE: Final = re.compile(
    r"^" + _NAME + r",? (?:"
    r"(?:covers|writes about|reports on|has (?:covered|written about|reported on)) [^.;,]{1,80}? "
    r"for " + _PUB + r"|(?:writes|reports) for " + _PUB + r"|is produced by [^.;,]{1,100}|"
    r"(?:is|was) (?:a|an|the) (?:[\w-]+ ){0,3}(?:writer|reporter|journalist|editor|"
    r"correspondent|columnist|fellow|photographer|contributor|critic)"
    r"(?: (?:at|for|with|of) " + _PUB + r")?|"
    r"est (?:journaliste|rédactrice|rédacteur|correspondante?)"
    r"(?: (?:à|au|pour|chez) " + _PUB + r")?|"
    r"es (?:periodista|redactora?|corresponsal)(?: (?:en|de|del|para) " + _PUB + r")?|"
    r"ist (?:Redakteurin|Redakteur|Journalistin|Journalist|Korrespondentin|Korrespondent)"
    r"(?: (?:bei|für|der|beim) " + _PUB + r")?|"
    r"è (?:giornalista|redattrice|redattore)(?: (?:a|per|di|del|de) " + _PUB + r")?|"
    r"é (?:jornalista|repórter|editora?)(?: (?:do|da|no|na|em|para) " + _PUB + r")?|"
    r"is (?:journalist|verslaggever|redacteur|correspondent)(?: (?:bij|van|voor) " + _PUB + r")?|"
    r"jest (?:dziennikar(?:zem|ką)|reporter(?:em|ką)|redaktor(?:em|ką)|korespondent(?:em|ką)|"
    r"publicyst(?:ą|ką)) (?:w |z )?" + _PUB + r"|"
    # What the writer writes about, the sentence ending there ("Hal Okafor writes about
    # food and small businesses."): no publication needed, no clause after it.
    r"(?P<topic>(?:writes|reports) (?:about|on) [^.;,!?:]{1,80}(?=[.!])|"
    r"écrit sur [^.;,!?:]{1,80}(?=[.!])|escribe sobre [^.;,!?:]{1,80}(?=[.!])|"
    r"schreibt über [^.;,!?:]{1,80}(?=[.!])|pisze o [^.;,!?:]{1,80}(?=[.!])))"
    # ... since when ("... dziennikarką Kuriera od 2019 roku.", "... since 2019.").
    r"(?: (?:since|depuis|desde|seit|dal|od|sinds) (?:19|20)\d\d(?: roku| r\.)?)?"
    r"[.!]?(?=\s|$)"
)
#: A further sentence of the bio after its first: one about the writer, opening with a
#: pronoun ("His last piece for The Corner Table was ...", "She lives in Ames.") or with
#: a writing verb whose subject the language leaves out ("Pisze o transporcie ...").
_BIO_MORE_RE: Final = re.compile(
    r"^(?:He|She|They|His|Her|Their|Il|Elle|Son|Sa|Ses|Er|Sie|Sein|Seine|Ihr|Ihre|Ella|Él|"
    r"Su|Sus|Lei|Lui|Ele|Ela|On|Ona|Jego|Jej|Hij|Zij|Zijn|Haar)\b|"
    r"^(?P<verb>Pisze|Zajmuje się|Escribe|Écrit|Schreibt|Scrive|Escreve|Schrijft) "
)
#: The writer's trade in a bio's further sentence.
_TRADE_RE: Final = re.compile(
    r"\b(?:piece|pieces|column|columns|articles?|stories|story|reporting|reporter|journalist|"
    r"editor|writer|correspondent|newsroom|desk|covered|wrote|written|byline|artikel|"
    r"artykuł\w*|tekst\w*|dziennikar\w*|redak\w*|journaliste|rédact\w*|periodista|"
    r"reportage|Zeitung|giornal\w*|jornal\w*)\b",
    re.I,
)
#: What may follow the bio's sentence: how to reach the writer ("Reach him at 555-0143.").
_CONTACT_RE: Final = re.compile(
    r"^(?:reach|contact|email|e-mail|follow|write to|joindre|contacto|kontakt)\b|@|\d{3}\D?\d{4}",
    re.I,
)
_SPLIT_RE: Final = re.compile(r"(?<=[.!?])\s+")
_BIO_CHARS: Final = 300
_BIO_SENTENCES: Final = 3


def _is_bio(line: str) -> bool:
    if len(line) > _BIO_CHARS:
        return False
    found = _BIO_RE.match(line)
    if not found:
        return False
    rest = line[found.end() :].strip()
    if not rest:
        # What someone writes or reports about, with no publication, is a bio only with
        # more of it after ("Statistics Canada reports on the June figures on Friday.").
        return found.group("topic") is None
    if line[found.end() - 1] not in ".!":
        return False  # a further clause in the bio's sentence
    sentences = [s for s in _SPLIT_RE.split(rest) if s]
    return len(sentences) < _BIO_SENTENCES and all(
        _CONTACT_RE.search(s) or _more_bio(s) for s in sentences
    )


def _more_bio(sentence: str) -> bool:
    """Whether a sentence after a bio's first is more of it (:data:`_BIO_MORE_RE`): a
    writing verb, or a pronoun and the writer's trade ("His last piece was ..."), not
    any sentence ("They are expected to show ...", "Her new novel is out ...")."""
    found = _BIO_MORE_RE.match(sentence)
    return found is not None and (
        found.group("verb") is not None or _TRADE_RE.search(sentence) is not None
    )


def _is_tail_line(line: str) -> bool:
    if len(line) > _BIO_CHARS:
        return False  # a paragraph (most last lines): none of these
    if (
        len(line) <= _CONTACT_CHARS
        and len(line.split()) <= _CONTACT_WORDS
        and _EMAIL_RE.search(line)
    ):
        # Only a name and the address: no sentence ("Write to jo@example.com." is one).
        return not line.rstrip().endswith((".", "!", "?", "。"))
    if len(line.split()) <= _BACK_WORDS:
        back = _BACK_RE.match(line)
        if (
            back is not None
            and not line.rstrip().endswith((".", "!", "?", "。"))
            and (
                back.group(1).strip()
                or _BACK_PLACE_RE.match(back.group(2))
                or _BACK_SECTION_RE.match(back.group(2))
            )
        ):
            return True
        if _INITIALS_RE.match(line.strip()) or _DESK_RE.match(line):
            return True
    return _is_bio(line)


def _forbids_copying(line: str) -> bool:
    """Whether ``line`` is a notice that forbids copying (:data:`_NO_COPY_RE`), not a
    Japanese sentence that reports one: no topic or subject particle before the phrase
    ("同社は記事の無断転載を禁止。" says what a company did)."""
    found = _NO_COPY_RE.search(line)
    if found is None:
        return False
    # The site as the subject ("当サイトが掲載している記事の…") is the notice's own.
    head = _SITE_SUBJECT_RE.sub("", line[: found.start()])
    return "は" not in head and "が" not in head


_SITE_SUBJECT_RE: Final = re.compile(
    r"^(?:本|当|この)(?:サイト|ウェブサイト|ホームページ|ページ)[がは]"
)


def trim_tail(lines: list[str], last_block: int = 1) -> list[str]:
    """Drop the name-and-address lines, "back to" links, the writer's bio, a release's
    contact block and "SOURCE" line (:func:`prompts.contact_run`), an agency's sign-off
    and a photo's credit (:mod:`newsfold.extract.signoffs`: a credit closing a line of
    words is cut off it, a run of captions stays) after the text, and a notice
    that forbids copying when it is a line of the last block (``last_block``: how many
    of ``lines`` that block gave) beside the text's own lines; never the first line.

    A notice in a paragraph of its own stays, as :func:`tidy.trim_lines` leaves a
    copyright line (the development truths keep a wire's).
    """
    end = len(lines)
    floor = max(1, len(lines) - last_block + 1)
    while end > 1:
        line = lines[end - 1]
        notice = end > floor and len(line) <= _NOTICE_CHARS and _forbids_copying(line)
        if is_caption_run(lines, end):
            break  # a photo story's captions, each with its credit: the text
        if (
            notice
            or _is_tail_line(line)
            or is_source_line(line)
            or is_agency_line(line)
            or is_credit_line(line)
        ):
            end -= 1
            continue
        kept = strip_credit(line)
        if kept is not None:
            # the text's last sentence, or a caption, with a picture's credit after
            # it: the credit goes, the words stay, and the text is reached
            return [*lines[: end - 1], kept]
        run = contact_run(lines, end)  # a release's "Media contact:" block
        if not run or run >= end:
            break
        end -= run
    return lines if end == len(lines) else lines[:end]


def drop_ranks(blocks: list[Block]) -> list[Block]:
    """Drop the rank numbers of a ranked list's cards ("1" set apart above "Best overall:
    the Harwell 12-cup"): a block of only a number right above a heading. A number
    alone elsewhere is data (a chart's or a table's values, a score) and stays."""
    drop = [
        i
        for i, block in enumerate(blocks[:-1])
        if block.units == 1
        and block.tag not in ("td", "th", "li")
        and blocks[i + 1].tag in HEADING_TAGS
        and _RANK_RE.match(block.text)
    ]
    if len(drop) < _RANKS:
        # One number above a heading is the text's figure ("42" above "Passengers
        # waiting at noon"); a ranked list numbers several of its cards.
        return blocks
    gone = set(drop)
    return [b for i, b in enumerate(blocks) if i not in gone]


_RANK_RE: Final = re.compile(r"^\W{0,2}\d{1,3}[.)]?$")
#: How many numbers above headings make a ranked list.
_RANKS: Final = 2
