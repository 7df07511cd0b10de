"""A site's notices: the copyright line and the legal disclaimer that a page's footer
holds, in the languages the project reads.

Two steps of body extraction ask about them, each with its own question.
:mod:`newsfold.extract.body` scores the page's elements and must not choose the
site's notice for the text (an old table layout's footer is a bare ``<td>`` like the
text's, often longer and without links): :func:`opens_with_notice` reads an element's
first sentence (:func:`lead_text`, bounded: a layout table's text may run to
megabytes) and :func:`notice_chars` adds the notices' characters up the tree.
:mod:`newsfold.extract.tidy` drops a copyright line that closes the text inside the
body's own element (:func:`is_notice`, from ``tidy.trim_lines``) and a Chinese
publisher's disclaimer at the text's edge (``DISCLAIMER_RE``).

What a notice is: short; opening with the mark or the label ("Copyright 2003 Valley
Courier.", "© 2025 Example News", "版权所有：某某日报社", "저작권자 ⓒ 연합뉴스") or ending
with the rights phrase as a sentence of its own ("Alle Rechte vorbehalten.", "無断転載を
禁じます"); besides names, years and the notice's own words, at most one lower-case
word (a few in the scripts without case). A sentence that names copyright is not one.
Split from ``tidy`` in session 19 (the module had grown past 700 lines); the rules are
those of sessions 17 and 18, unchanged.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Final

from lxml import etree

from newsfold.extract.blocks import Block
from newsfold.extract.boilerplate import BLOCK_TAGS, TEXT_BREAK_TAGS

__all__ = [
    "DISCLAIMER_RE",
    "is_notice",
    "lead_text",
    "notice_chars",
    "opens_with_notice",
]

#: A publisher's disclaimer at the text's edge, its name before 声明 ("新浪声明：此消息系
#: 转载自合作媒体……"): longer than an editor's line, so it has a limit of its own. It must
#: say what a disclaimer says (reprinted, not the site's view, for reference, rights,
#: infringement): a quoted statement ("市水务局声明：网传……消息不实") is the article's text.
DISCLAIMER_RE: Final = re.compile(
    r"^\W{0,2}[\u4e00-\u9fff]{0,4}声明\s*[:：]"
    r".*(?:转载|不代表|观点|立场|仅供参考|版权|侵权|删除|原作者|来源于|真实性)"
)
#: A copyright line: the site's footer, not the article's sign-off. It opens with the
#: mark (a Chinese one followed by a separator or nothing, not by more words: "版权所有人
#: 已向法院……" is a sentence) or ends with "all rights reserved"; see :func:`is_notice`.
_COPYRIGHT_RE: Final = re.compile(
    r"^\W{0,2}(?:copyright\b|[©ⓒ]|\(c\)\s*\d{4}|(?:版权所有|版權所有)(?=[\s:：©(（]|$)"
    # "저작권자 ⓒ 연합뉴스": the label before the mark or a colon ("저작권자 단체들은……"
    # is a sentence about copyright holders).
    r"|저작권자(?=\s*[:©ⓒ(])"
    # The Japanese label before the mark, a colon or a year ("著作権 © 2025 南海日報"),
    # or the sentence that gives the rights to the outlet ("著作権は南海日報社に帰属します");
    # the Vietnamese label before the mark, a year or "thuộc về" ("Bản quyền thuộc về …").
    r"|著作権(?=\s*[:：©ⓒ(（]|\s*\d{4})|著作権は.{1,30}?に帰属"
    r"|bản quyền(?=\s*[:©ⓒ(]|\s+\d{4}|\s+thuộc về))",
    re.I,
)
#: ... or ends with "all rights reserved" in the languages the project reads, or the
#: Japanese and Korean "no reproduction without permission" line that ends a notice
#: there (compared in lower case after the last word: a scan from the end, where a
#: regular expression's search tried every position of the line).
_RESERVED_ENDS: Final = (
    "all rights reserved",
    "tous droits réservés",
    "todos los derechos reservados",
    "alle rechte vorbehalten",
    "tutti i diritti riservati",
    "todos os direitos reservados",
    "alle rechten voorbehouden",
    "все права защищены",
    "tüm hakları saklıdır",
    "hak cipta dilindungi undang-undang",
    "جميع الحقوق محفوظة",
    "無断転載を禁じます",
    "無断転載禁じます",
    "無断転載禁止",
    "無断転載を禁止",
)
_KO_NOTICE_RE: Final = re.compile(r"무단\s*전재.{0,30}금지")
_KO_NOTICE_END_RE: Final = re.compile(_KO_NOTICE_RE.pattern + "$")
#: The phrases above in the scripts without case, left out of a notice's word count.
_RESERVED_CASELESS: Final = tuple(p for p in _RESERVED_ENDS if p.lower() == p.upper())
#: What a Japanese notice names before its "no reproduction" phrase: the site and the kinds
#: of content it covers ("本サイトに掲載の記事・写真の", "掲載記事の"), nothing else (a
#: sentence's subject, "同社は記事の", is no scope).
_JA_SCOPE_RE: Final = re.compile(
    r"^(?:(?:本|当|この)(?:サイト|ウェブサイト|ホームページ|ページ)|掲載(?:され(?:た|ている))?|"
    r"記事|写真|画像|動画|映像|図表|コンテンツ|情報|内容|すべて|全て|等|など|[のにで・、,\s])+$"
)
#: What may stand before a notice's rights phrase: a separator, the mark, a bracket.
_NOTICE_SEPARATORS: Final = frozenset(".,;:|·•—–-/©ⓒ)]】>»、，。：；｜")
_CLOSING_QUOTES: Final = frozenset('"”’」』»')
_WORD_RE: Final = re.compile(r"[^\W\d_]+")
#: Hangul, kana and Arabic letters: the caseless scripts whose notices the rules read.
_CASELESS_RE: Final = re.compile(
    r"[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af\u3040-\u30ff\u0600-\u06ff]"
)
#: A Korean notice's label, not a word of a sentence.
_LABEL_WORDS: Final = frozenset(("저작권자",))
#: How many caseless words a notice holds besides its own: the outlet's name (a Korean
#: "ⓒ 사진은 독자가 보내온 것으로 ……" is a photo's caption, not a notice).
_CASELESS_WORDS: Final = 3
#: The mark, a year and a capitalised name: a notice whatever follows.
_NOTICE_HEAD_RE: Final = re.compile(
    r"^\W{0,2}(?i:copyright|[©ⓒ]|\(c\))(?:\s*(?i:[©ⓒ]|\(c\)))?\s*\d{4}(?:\s*[-–]\s*\d{4})?,?\s+[A-Z]"
)
#: Words a Latin copyright notice holds besides names and years.
_NOTICE_WORDS: Final = frozenset(
    {"copyright", "by", "of", "the", "and", "all", "rights", "reserved", "inc", "ltd", "co"}
    # "All rights reserved" in the other languages of ``_COPYRIGHT_RE`` (a cased script's
    # sentence that ends like a notice has more lower-case words than these).
    | {"tous", "droits", "réservés", "todos", "los", "derechos", "reservados", "rechte"}
    | {"vorbehalten", "tutti", "i", "diritti", "riservati", "os", "direitos", "все", "права"}
    | {"защищены", "alle", "rechten", "voorbehouden", "tüm", "hakları", "saklıdır", "hak"}
    | {"cipta", "dilindungi", "undang"}
    # Vietnamese: "Bản quyền thuộc về …" (the rights belong to …)
    | {"bản", "quyền", "thuộc", "về"}
)
#: A disclaimer's label in the languages the project reads, as "免责声明：" is a Chinese
#: one's (``DISCLAIMER_RE``): the words a site's legal notice opens with, followed by
#: the colon (a label, not a sentence that names a disclaimer).
_DISCLAIMER_LABEL_RE: Final = re.compile(
    r"^\W{0,2}(?:disclaimer|haftungsausschluss|clause de non-responsabilité|"
    r"avis de non-responsabilité|avertissement légal|aviso legal|descargo de responsabilidad|"
    r"esclusione di responsabilità|isenção de responsabilidade|отказ от ответственности|"
    r"yasal uyarı|إخلاء المسؤولية|免責事項|면책\s*조항)\s*[:：]",
    re.I,
)
#: A text's first sentence (of a notice: "Copyright 2003 Example Corp.").
_FIRST_SENTENCE_RE: Final = re.compile(r"[^.!?。！？\n]*[.!?。！？]?")
#: Elements whose text a browser does not show (:func:`lead_text`).
_UNSHOWN_TAGS: Final = frozenset(("script", "style", "noscript", "template"))


def opens_with_notice(text: str) -> bool:
    """Whether ``text`` opens with the site's copyright or disclaimer notice: its first
    sentence is a copyright notice (:func:`is_notice`: "Copyright 2003 Example Corp.",
    "版权所有：某某县人民政府办公室，……。", not "Copyright lawyers said ...") or it opens
    with a disclaimer's label ("免责声明：……仅供参考……", ``DISCLAIMER_RE``; "Disclaimer:").
    An old table layout's footer is a bare ``<td>`` like the text's, often longer than
    the text and with no links, so the scores alone can take it for the article.
    """
    text = text.lstrip()
    first = _FIRST_SENTENCE_RE.match(text)
    if first is not None and is_notice(first.group()):
        return True
    return bool(DISCLAIMER_RE.match(text) or _DISCLAIMER_LABEL_RE.match(text))


def lead_text(el: etree._Element, size: int = 120) -> str:
    """The first ``size`` or so characters of the text ``el`` shows, its white space
    squeezed: all :func:`opens_with_notice` reads (a layout table's text may run to
    megabytes). A script's, a style's or a ``<noscript>``'s text is not shown (a footer
    cell that opens with ``document.write``'s year is still the site's notice), nor a
    comment's; their tails are."""
    parts: list[str] = []
    total = 0
    if el.text:
        parts.append(el.text)
        total = len(el.text.strip())
    # A walk with a stack of child iterators (no recursion on deep markup): an element's
    # tail is read when its children are done.
    levels = [iter(el)]
    open_elements: list[etree._Element] = []
    while levels and total < size:
        child = next(levels[-1], None)
        if child is None:
            levels.pop()
            if open_elements:
                closed = open_elements.pop()
                if closed.tag in BLOCK_TAGS:
                    parts.append(" ")
                tail = closed.tail
                if tail:
                    parts.append(tail)
                    total += len(tail.strip())
            continue
        tag = child.tag
        if isinstance(tag, str) and tag not in _UNSHOWN_TAGS:
            # A block-level child (or a ``<br>``) breaks the text, as between the walk's
            # blocks: "© 2024 Example News" and a ``<p>`` after it are two sentences, not
            # "Example NewsAll rights". Inline children join as they stand (CJK text).
            if tag in TEXT_BREAK_TAGS:
                parts.append(" ")
            if child.text:
                parts.append(child.text)
                total += len(child.text.strip())
            levels.append(iter(child))
            open_elements.append(child)
        elif child.tail:
            parts.append(child.tail)
            total += len(child.tail.strip())
    return " ".join("".join(parts).split())


def notice_chars(
    blocks: Sequence[Block], parents: Mapping[etree._Element, etree._Element | None]
) -> dict[etree._Element, int]:
    """The characters of the notice blocks (:func:`opens_with_notice`) under each element, up
    the ``parents`` of every block owner."""
    totals: dict[etree._Element, int] = {}
    for block in blocks:
        if not opens_with_notice(block.text):
            continue
        node: etree._Element | None = block.owner
        while node is not None:
            totals[node] = totals.get(node, 0) + block.chars
            node = parents.get(node)
    return totals


def _reserved_at(line: str) -> int:
    """Where the "all rights reserved" that ends ``line`` starts (``_RESERVED_ENDS``, the
    Korean ``_KO_NOTICE_END_RE``), or -1. A quoted phrase ("공지에서 “무단 전재 금지”")
    is a sentence citing it, not the notice."""
    end = len(line)
    while end and not (line[end - 1].isalnum() or line[end - 1] == "_"):
        end -= 1
    if any(c in _CLOSING_QUOTES for c in line[end:]):
        return -1
    text = line[:end]
    lowered = text.lower()
    for phrase in _RESERVED_ENDS:
        if lowered.endswith(phrase):
            return end - len(phrase)
    if text.endswith("금지"):
        match = _KO_NOTICE_END_RE.search(text)
        if match is not None:
            return match.start()
    return -1


def _stands_alone(line: str, start: int) -> bool:
    """Whether the rights phrase at ``start`` is a sentence of its own, as a notice's is
    ("Talbote Verlag GmbH. Alle Rechte vorbehalten.", "ⓒ 계곡일보, 무단 전재 ……"), not
    the end of a sentence that says so ("Dem Land Bayern bleiben alle Rechte
    vorbehalten.", "وأكدت الشركة أن جميع الحقوق محفوظة.", "同社は記事の無断転載を禁止。"):
    nothing before it, or a separator, a year or the mark; in a cased script a capital
    letter ("All Rights Reserved"); in a caseless one a single word before it, the
    outlet's name ("谷新聞社 無断転載を禁じます")."""
    head = line[:start]
    before = head.rstrip()
    if not before or before[-1] in _NOTICE_SEPARATORS or before[-1].isdigit():
        return True
    first = line[start]
    if first.isupper():
        return True
    if _JA_SCOPE_RE.match(before):
        return True  # "本サイトに掲載の記事・写真の無断転載を禁じます": what is covered
    return (
        not first.islower()
        and len(before) < len(head)
        and len(_WORD_RE.findall(before)) == 1
        and before[-1].isalpha()
    )


def _caseless_words(line: str) -> int:
    """The words of ``line`` in a script without case that the notice rules read
    (Hangul, kana, Arabic), besides the notice's own: such a sentence has no lower-case
    words to count (a Chinese line is left to the length bound, as before)."""
    return sum(
        1 for w in _WORD_RE.findall(line) if _CASELESS_RE.search(w) and w not in _LABEL_WORDS
    )


def is_notice(line: str) -> bool:
    """A copyright notice ("Copyright 2003 Valley Courier. All rights reserved.", "© 2025
    Example News", "版权所有：某某日报社"), not a sentence that names copyright ("Copyright
    lawyers said ...", "(c) 2025 marks the fifth year ..."): short, opening with the mark
    or the label or ending with the rights phrase as a sentence of its own
    (:func:`_stands_alone`), and besides names, years and the notice's own words at most
    one lower-case word (in Hangul, kana or Arabic, which have no case, at most
    ``_CASELESS_WORDS`` words), unless it opens with the mark, a year and a name
    ("Copyright 2024 Hartsville Courier. Contact ...")."""
    if len(line) > 120:
        return False
    start = -1 if _COPYRIGHT_RE.match(line) else _reserved_at(line)
    if start >= 0 and not _stands_alone(line, start):
        return False
    if start < 0 and not _COPYRIGHT_RE.match(line):
        return False
    if _NOTICE_HEAD_RE.match(line):
        return True
    lower = [w for w in _WORD_RE.findall(line) if w.islower() and w not in _NOTICE_WORDS]
    if len(lower) > 1:
        return False
    rest = _KO_NOTICE_RE.sub(" ", line)
    for phrase in _RESERVED_CASELESS:
        rest = rest.replace(phrase, " ")
    return _caseless_words(rest) <= _CASELESS_WORDS
