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

from newsfold.extract.textblock import Block

__all__ = ["is_insert", "is_insert_text", "trim_tail"]

#: "Read also" labels, each followed by what separates it from the title. Matched in
#: lower case at the text's first word character (:func:`_lead`), every alternative
#: opening with a letter: the regular expression engine then turns most texts away at
#: their first character instead of trying each label case-blind.
_INSERT_RE: Final = re.compile(
    r"(?:related(?: stories| articles| story| article| news)?|read (?:also|more|next)|"
    r"see also|also read|more on this(?: story)?|"
    r"à lire aussi|lire aussi|à lire également|lire également|voir aussi|"
    r"lesen sie auch|mehr zum thema|auch interessant|"
    r"leia (?:também|mais)|veja também|saiba mais|"
    r"leggi anche|vedi anche|"
    r"te puede interesar|lee también|lea también|ver también|"
    r"baca juga|lees ook|czytaj (?:też|także|również)|xem thêm|"
    r"читайте также|関連記事|관련\s?기사|相关阅读|延伸阅读|相关新闻|اقرأ أيضا)"
    r"\s*(?:[:：]|[】\]»›>|]|\s[-–—]\s?)\s*\S"
)
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
#: The first two letters (lower case) of every label and prompt above: a block that opens
#: otherwise is none, and is turned away before any regular expression runs (each match
#: costs about a microsecond; the check runs on every short block of every page).
_OPENINGS: Final = frozenset(
    (
        "re", "se", "al", "mo", "à ", "li", "vo", "le", "me", "au", "ve", "sa", "te", "ba",
        "cz", "xe", "чи", "関連", "관련", "相关", "延伸", "اق",
        "sh", "pa", "co", "de", "ud", "ch", "si", "su", "ge", "ab", "in", "is", "as",
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
#: Übersicht", "Retour à la liste", "返回列表").
_BACK_RE: Final = re.compile(
    r"^\W{0,3}(?:back to|zurück zu|retour (?:à|aux?)|volver a|torna a|voltar para|"
    r"terug naar|返回)\b",
    re.I,
)
_BACK_WORDS: Final = 5


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
    sentence mark inside, no full stop at its end, at most one comma ("Related: the dam
    also flooded two farms, and the families ... left." is the text's)."""
    rest = rest.rstrip()
    if rest.endswith(".") and not rest.endswith(".."):
        return False
    return not _SENTENCE_RE.search(rest.rstrip("!?！？")) and rest.count(",") <= 1


def is_insert_text(text: str, units: int, cjk: bool = False, linked: bool = False) -> bool:
    """Whether a short line of ``units`` units points to another story or asks for a
    share or a sign-up (see the module docstring). ``linked``: the line holds a link, so
    a "read also" label's remainder is a story's title even when it reads as a sentence."""
    if units > (_INSERT_CJK_UNITS if cjk else _INSERT_UNITS) or len(text) > _INSERT_CHARS:
        return False
    lead = text if text[:1].isalnum() else _lead(text)
    if lead[:2].lower() not in _OPENINGS:
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
    found = _INSERT_RE.match(head)
    if not found:
        return False
    if linked:
        # A title after the label, not sentences: at most one sentence mark inside.
        return len(_SENTENCE_RE.findall(text)) <= 1
    return _is_title(lead[found.end() - 1 :])


def is_insert(block: Block) -> bool:
    """:func:`is_insert_text` of a block (its first line opens the label)."""
    if block.units > (_INSERT_CJK_UNITS if block.cjk else _INSERT_UNITS):
        return False
    lines = block.lines
    first = lines[0]
    lead = first if first[:1].isalnum() else _lead(first)
    if lead[:2].lower() not in _OPENINGS:
        return False
    text = first if len(lines) == 1 else block.text
    return is_insert_text(text, block.units, block.cjk, block.link_chars > 0)


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
    r"é (?:jornalista|repórter|editora?)(?: (?:do|da|no|na|em|para) " + _PUB + r")?)"
    r"[.!]?(?=\s|$)"
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
        return True
    if line[found.end() - 1] not in ".!":
        return False  # a further clause in the bio's sentence
    sentences = [s for s in _SPLIT_RE.split(rest) if s]
    return len(sentences) < _BIO_SENTENCES and all(_CONTACT_RE.search(s) for s in sentences)


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
    if _BACK_RE.match(line) and len(line.split()) <= _BACK_WORDS:
        return True
    return _is_bio(line)


def trim_tail(lines: list[str], last_block: int = 1) -> list[str]:
    """Drop the name-and-address lines, "back to" links and the writer's bio after the
    text, and a notice that forbids copying when it is a line of the last block
    (``last_block``: how many of ``lines`` that block gave) beside the text's own lines;
    never the first line.

    A notice in a paragraph of its own stays, as :func:`tidy.trim_lines` leaves a
    copyright line (the development truths keep a wire's).
    """
    end = len(lines)
    floor = max(1, len(lines) - last_block + 1)
    while end > 1:
        line = lines[end - 1]
        notice = end > floor and len(line) <= _NOTICE_CHARS and bool(_NO_COPY_RE.search(line))
        if not (notice or _is_tail_line(line)):
            break
        end -= 1
    return lines if end == len(lines) else lines[:end]
