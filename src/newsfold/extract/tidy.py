"""Step 4 of body extraction: what is dropped from inside the chosen container.

Link lists and blocks that are mostly links (a sentence with a link in it stays), the
headline repeated (alone, or before the site name its title kept), "related"/"热点" lists
after a heading that names them, lines that only label an ad slot (in the languages the
project reads) or only give a time (a live blog's entry stamps, when two or more open
entries: a programme's slots and a timetable's cells stay), pull quotes that repeat
a paragraph, and non-prose blocks before the first paragraph, and a line that only names
the writers above it; after the last one, only a short sign-off in the same parent (a
source line) stays. A Chinese page's editorial lines at either edge of the text (the
editor in charge, the original headline, a disclaimer, a date-and-source line) go: a
reader does not call them the article (round three of the hand-written cases, batch D).
Once the blocks are chosen, the headline, byline and date lines that open the text and
the copyright and editor's lines that close it inside the body's own element go
(:func:`trim_lines`; round four, from batches D and E: old table layouts keep them as
``<br>`` lines of the body's ``<td>``). Kept apart
from :mod:`newsfold.extract.body`, which finds the container: these rules judge the
blocks one by one (the block model's additions go through some of them too). What a
site's copyright notice or disclaimer is, is :mod:`newsfold.extract.notices`'s to say.
"""

from __future__ import annotations

import re
from typing import Final

from lxml import etree

from newsfold.dates.normalize import normalize_text
from newsfold.dates.parse import find_dates
from newsfold.extract.blocks import Block
from newsfold.extract.boilerplate import HEADING_TAGS
from newsfold.extract.byline import is_byline_line
from newsfold.extract.inserts import is_insert
from newsfold.extract.names import is_cjk_name

# The site's notices are read in their own module (split in session 19); ``body`` and the
# tests import the three below from here as they did before.
from newsfold.extract.notices import (
    DISCLAIMER_RE,
    is_notice,
    lead_text,
    notice_chars,
    opens_with_notice,
)
from newsfold.extract.zhpage import is_page_tail

__all__ = [
    "clean_blocks",
    "drop_repeats",
    "has_ancestor",
    "is_byline_text",
    "is_editor_line",
    "is_linky",
    "is_list_heading",
    "lead_text",
    "notice_chars",
    "opens_with_notice",
    "page_has",
    "trim_lines",
]

#: Lines that only label an ad slot or a "continue" break inside the body.
_AD_LABEL_RE: Final = re.compile(
    r"^\W*(?:advertisement|advert|ad|ads|sponsored(?: content)?|promoted|"
    r"(?:story|article) continues below(?: advertisement)?|continue reading(?: below)?|"
    r"scroll to continue(?: with content)?|广告|推广|赞助内容|"
    # The same label in the other languages the project reads (de fr es it pt ru ar ja).
    r"anzeige|werbung|publicité|publicidad|pubblicità|publicidade|реклама|إعلان|広告|"
    # ... and their "the story goes on after the ad" breaks (round four, batch E).
    r"weiter nach der anzeige|la suite après (?:la|cette) publicité|"
    r"continúa después de la publicidad|continua dopo la pubblicità|"
    r"continua após a publicidade|продолжение после рекламы)\W*$",
    re.I,
)
#: A line that is only a time of day: a live blog's entry stamp when it opens an entry
#: (:func:`_drop_stamps`).
_TIME_LINE_RE: Final = re.compile(
    r"^[^\w%]{0,3}\d{1,2}[:h]\d{2}(?:\s*(?:[ap]\.?m\.?|uhr|h|bst|gmt|utc|et|cet))?[\s.)\]]*$", re.I
)
#: A Chinese page's editorial line at the text's edge: the editor in charge, the original
#: headline, a disclaimer, an editor and proof-reader pair ("（责任编辑：李娜）",
#: "原标题：……", "编辑：黄颖 校对：吴敏"), or a date-and-source line above the text
#: ("发布时间：2022年05月18日 来源：……"). A line that only names its source ("来源：……")
#: is left alone: the development pages' truths keep some of those.
_EDITOR_LINE_RE: Final = re.compile(
    r"^\W{0,2}(?:责任编辑|责编|原标题|免责声明|本文来源)\s*[:：]|责任编辑\s*[:：]"
    # Role: name pairs set apart by commas, two or more ("编辑：王伟，审核：李明",
    # "（编辑：王伟，实习生：李明）"): a sentence is no list of names.
    r"|^\W{0,2}(?:(?:编辑|校对|审核|审校|责编|终审|监制|统筹|美编|实习生|记者)\s*[:：]\s*"
    r"[\u4e00-\u9fff·]{2,4}\s*(?:[，,；;、]\s*|\W{0,2}$)){2,}$"
)
#: Role and name pairs with no colon, two or more on the line ("编辑 周伟 审核 吕强"); with
#: no colon to vouch for them, each name must read as one (:func:`_role_pairs`): "统筹协调
#: 审核把关" is a line of role verbs, not two editors.
_ROLE_WORDS: Final = r"(?:责任编辑|编辑|责编|校对|审核|审校|终审|监制|统筹|美编)"
_ROLE_PAIRS_RE: Final = re.compile(
    rf"^\W{{0,2}}(?:{_ROLE_WORDS}\s*[\u4e00-\u9fff·]{{2,4}}(?:\s+|\W{{0,2}}$)){{2,}}$"
)
_ROLE_PAIR_RE: Final = re.compile(rf"{_ROLE_WORDS}(\s*)([\u4e00-\u9fff·]{{2,4}})(?:\s+|\W{{0,2}}$)")
#: The same with a bare label (声明, 审核, 编辑, 发布时间: words a sentence may open
#: with, "审核：区交通部门将在五个工作日内完成审核……"): an editorial line only when what
#: follows is a name or a date, short and without a sentence's punctuation, or, after
#: 发布时间, opens with the date ("发布时间：2023-11-20，来源：镇政府办，浏览：321次。").
_BARE_EDITOR_RE: Final = re.compile(
    r"^\W{0,2}(?:声明|发布时间|发布日期|编辑|校对|审核)\s*[:：]([^。，；！？,;!?]{1,40})$"
    r"|^\W{0,2}(?:发布时间|发布日期)\s*[:：]\s*\d"
)
_EDGE_LINE_UNITS: Final = 40
_DISCLAIMER_UNITS: Final = 120
#: A line that ends on a colon labels what follows it (a share widget's "分享到：").
_LABEL_END_RE: Final = re.compile(r"[:：]\s*$")
#: What a live blog's entry holds after its stamp at least (prose units).
_ENTRY_UNITS: Final = 12
#: A site or channel name after a title's separator ("--教育频道", " | The Post").
_SITE_SUFFIX_RE: Final = re.compile(r"^\s*(?:--|_|\||\s[-–—]\s)\s*\S.{0,20}$")
_MAX_REPEAT_CHECK: Final = 400
#: A line that only names the writer, in the languages the project reads ("By EDNA
#: PARR, Courier Correspondent", "Par Julien Roux", "Von Jana Köhler").
#: The word may follow what the writer did ("Propos recueillis par Luc Moreau", "Interview
#: by Hal Okafor", "Text and photos by Ann Lee").
_LATIN_BYLINE_RE: Final = re.compile(
    r"^(?:(?:propos recueillis|entretien réalisé|interview|interviewed|reporting|reported|"
    r"written|words|text|texte|photos|edited|compiled)(?: (?:and|et|und) \w+)?\s+)?"
    r"(?:by|par|von|por|di|door|av|oleh|от)\s+(?=[^\W\d])",
    re.I,
)
#: A line that ends a sentence: not a headline, byline or date line.
_SENTENCE_END_RE: Final = re.compile(r"[.!?。！？…\"”」』]\W{0,2}$")
_SENTENCE_SPLIT_RE: Final = re.compile(r"[.!?。！？](?:\s|$)")
#: How many of the text's first lines may be its headline, byline and date.
_HEAD_LINES: Final = 4
_LIST_HEADING_RE: Final = re.compile(
    r"^(?:related|more (?:from|on|stories|news)|read (?:more|next|also)|see also|"
    r"recommended|trending|most (?:read|popular|viewed)|popular|latest (?:news|stories)|"
    r"you (?:may|might) also|top stories|also read|"
    r"相关|热点|热门|推荐|延伸阅读|猜你喜欢|更多|最新|排行|精彩推荐|热读|专题|"
    # The same headings in the other languages the project reads (round four, batch E),
    # as the whole line: "Mehr zum Thema Rente" and "Meistgelesene Bücher der
    # Stadtbibliothek" are the article's own headings.
    r"(?:mehr zum thema|lesen sie auch|meistgelesene?(?: artikel)?|(?:à )?lire aussi|"
    r"les plus lus|sur le même sujet|lo más leído|más leídas|leia também|mais lidas|"
    r"leggi anche|i più letti|читайте также|самое читаемое|関連記事|اقرأ أيضا|"
    r"الأكثر قراءة)\W*$)",
    re.I,
)


def has_ancestor(el: etree._Element, tag: str) -> bool:
    """Whether ``el`` sits inside a ``tag`` element (a quotation, a nested article)."""
    return any(True for _ in el.iterancestors(tag))


def page_has(el: etree._Element, tag: str) -> bool:
    """Whether the page ``el`` belongs to holds a ``tag`` element anywhere (when it holds
    none, no element of it sits inside one: :func:`has_ancestor` is false for each)."""
    root = el.getroottree().getroot()
    return any(True for _ in root.iter(tag))


def is_list_heading(block: Block) -> bool:
    """A short heading that names a list of other stories ("Related", "热点")."""
    return block.units <= 12 and bool(_LIST_HEADING_RE.match(block.text.strip()))


def _is_headline(text: str, headline: str | None) -> bool:
    """Whether ``text`` (lower-cased) is the headline, or the headline before a short
    site or channel name the title kept ("……女子足球队--教育频道")."""
    if headline is None or not text:
        return False
    if text == headline:
        return True
    if len(text) < 6 or not headline.startswith(text):
        return False
    rest = headline[len(text) :]
    return bool(_SITE_SUFFIX_RE.match(rest))


def is_editor_line(block: Block) -> bool:
    """A short editorial line at the text's edge (see ``_EDITOR_LINE_RE``,
    ``_BARE_EDITOR_RE`` and ``DISCLAIMER_RE``)."""
    text = block.text
    if block.units <= _EDGE_LINE_UNITS and _is_editor_text(text):
        return True
    return block.units <= _DISCLAIMER_UNITS and bool(DISCLAIMER_RE.match(text))


def _is_editor_text(text: str) -> bool:
    return bool(
        _EDITOR_LINE_RE.search(text) or _BARE_EDITOR_RE.match(text.strip()) or _role_pairs(text)
    )


#: A space a typesetter put inside a role word or a two-character name to line it up with
#: three-character ones ("编　辑 周伟", "编辑　周　伟　审核　吕　强"): between two CJK
#: characters that stand alone between separators. A slash set between a role and its
#: name ("编辑/周伟") is read as a space.
_PADDING_RE: Final = re.compile(
    r"(^|[\s：:/])([\u4e00-\u9fff])[ \u3000]([\u4e00-\u9fff])(?=[\s：:/]|$)"
)
_ROLE_SLASH_RE: Final = re.compile(rf"({_ROLE_WORDS})\s*[/／|｜]\s*")
_PADDED_CHARS: Final = 60
#: A character of every role word (``_ROLE_WORDS``), padded or not.
_ROLE_CHARS: Final = ("编", "校", "审", "监", "统")


def _role_pairs(text: str) -> bool:
    """:func:`_role_pairs_as_set` of the line, or of it with a typesetter's padding
    spaces and slashes taken out (:data:`_PADDING_RE`)."""
    if _role_pairs_as_set(text):
        return True
    if len(text) > _PADDED_CHARS or not ("\u3000" in text or " " in text or "/" in text):
        return False
    if not any(char in text for char in _ROLE_CHARS):
        return False  # no role word: most lines
    squeezed = _ROLE_SLASH_RE.sub(r"\1 ", _PADDING_RE.sub(r"\1\2\3", text))
    return squeezed != text and _role_pairs_as_set(squeezed)


def _role_pairs_as_set(text: str) -> bool:
    """Role and name pairs with no colon ("编辑 周伟 审核 吕强"): each name set apart from
    its role by a space (name-shaped, 2-4 CJK characters, ``_ROLE_PAIR_RE``: "编辑 冼伟
    审核 麦强", "编辑 其其格 审核 多杰" whatever their surnames), or, glued to its role, one
    that opens with a common surname (:func:`names.is_cjk_name`, "编辑周伟"). A line of
    role verbs glues each verb to the next ("统筹协调 审核把关", "编辑部署 校对核实")."""
    if not _ROLE_PAIRS_RE.match(text):
        return False
    return all(
        bool(m.group(1)) or is_cjk_name(m.group(2), vouched=False)
        for m in _ROLE_PAIR_RE.finditer(text)
    )


def clean_blocks(blocks: list[Block], headline: str | None) -> list[Block]:
    """Drop link-heavy, repeated-headline and edge furniture blocks (see module docstring)."""
    kept: list[Block] = []
    skipping_list = False
    norm_headline = " ".join(headline.split()).lower() if headline else None
    # Lower-casing never shortens a text: a longer one cannot be the headline.
    size = len(norm_headline) if norm_headline else -1
    for block in blocks:
        text = block.text  # normalised: single spaces between words
        if len(text) <= size and _is_headline(text.lower(), norm_headline):
            continue
        if block.tag in HEADING_TAGS and is_list_heading(block):
            skipping_list = True
            continue
        if skipping_list:
            # Only links are swallowed: a list item with no link in it ("Effi Briest
            # von Theodor Fontane") is the article's own list.
            if block.tag in HEADING_TAGS or (
                (block.is_prose or block.tag == "li") and block.link_density < 0.2
            ):
                skipping_list = False
            else:
                continue
        if is_linky(block) or (block.units <= 6 and _AD_LABEL_RE.match(text)):
            continue
        if is_insert(block):
            continue  # "Read also: ...", "Share this story": no class word needed
        kept.append(block)
    return _trim_edges(drop_repeats(_drop_stamps(kept)))


def _is_stamp(block: Block) -> bool:
    """A time-only line outside a table (a table's times are its data: a timetable's)."""
    if block.units > 6 or not _TIME_LINE_RE.match(block.text):
        return False
    owner = block.owner
    return owner.tag not in ("td", "th") and not any(True for _ in owner.iterancestors("td", "th"))


def _opens_entry(run: list[Block]) -> bool:
    """Whether the blocks after a time line, up to the next, are a live blog's entry: at
    least a sentence's worth of prose that ends like one (a schedule's "Gates open", a
    set's next score, are not)."""
    units = sum(b.units for b in run if b.is_prose)
    return units >= _ENTRY_UNITS and any(_SENTENCE_END_RE.search(b.text) for b in run)


def _drop_stamps(blocks: list[Block]) -> list[Block]:
    """Drop a live blog's stamps: its time-only lines, when at least two of them each open
    an entry (:func:`_opens_entry`). Elsewhere a time of day alone on its line is a
    programme's slot ("9:30" above "Gates open"), a timetable's cell, a set's score
    ("25:23") or a verse ("3:16"): those stay."""
    stamps = [i for i, b in enumerate(blocks) if _is_stamp(b)]
    if len(stamps) < 2:
        return blocks
    ends = [*stamps[1:], len(blocks)]
    runs = [blocks[i + 1 : end] for i, end in zip(stamps, ends, strict=True)]
    opening = sum(1 for run in runs if _opens_entry(run))
    if opening < 2:
        return blocks
    # A live blog: its other time-only lines are stamps too (a "key events" list's, whose
    # links went as furniture).
    drop = set(stamps)
    return [b for i, b in enumerate(blocks) if i not in drop]


def drop_repeats(blocks: list[Block]) -> list[Block]:
    """Drop quotations that repeat part of a paragraph: pull quotes.

    Only blocks outside plain paragraphs (in a ``blockquote``, ``div``, ``aside``-like
    element) are checked: a paragraph is the article's own text even when another
    paragraph happens to repeat it.
    """
    if len(blocks) > _MAX_REPEAT_CHECK:
        return blocks
    quoted: list[int] = []
    # Whether the page holds a <blockquote> at all, asked at the first paragraph: most
    # pages hold none, and then no paragraph sits in one (one walk in C, where asking
    # each paragraph for its ancestors made an iterator per paragraph).
    quotes: bool | None = None
    for i, block in enumerate(blocks):
        if block.units < 5 or block.tag in HEADING_TAGS:
            continue
        if block.tag == "p":
            if quotes is None:
                quotes = page_has(block.owner, "blockquote")
            if not quotes or not has_ancestor(block.owner, "blockquote"):
                continue
        quoted.append(i)
    if not quoted:
        return list(blocks)
    texts = [b.text for b in blocks]
    # The texts longest first, joined by a character no text holds (block lines are
    # whitespace-normalised): a text is inside a longer one exactly when it occurs in
    # the part of the joined string that holds the texts longer than it.
    by_length = sorted(texts, key=len, reverse=True)
    joined = "\n".join(by_length)
    ends: dict[int, int] = {}  # length -> where the texts longer than that end
    end = -1
    for text in by_length:
        ends.setdefault(len(text), max(end, 0))
        end += len(text) + 1
    dropped = {i for i in quoted if joined.find(texts[i], 0, ends[len(texts[i])]) >= 0}
    return [block for i, block in enumerate(blocks) if i not in dropped]


def is_linky(block: Block) -> bool:
    """Mostly links: a menu entry or a teaser, not a sentence that cites a source.

    A paragraph whose own words make a sentence keeps its links (``The suspect was
    <a>sentenced to life</a>``), and so does a quotation (embedded posts quote
    their links).
    """
    if block.tag == "li":
        return block.link_density > 0.3
    if block.link_density <= 0.5:
        return False
    if block.tag == "blockquote" or has_ancestor(block.owner, "blockquote"):
        return False
    own = block.chars - block.link_chars
    return block.tag != "p" or own < (10 if block.cjk else 30)


def _is_byline_block(block: Block) -> bool:
    return block.units <= 20 and is_byline_line(block.text)


def _trim_edges(blocks: list[Block]) -> list[Block]:
    """Remove non-prose blocks before the first and after the last run of prose."""
    prose_idx = [i for i, b in enumerate(blocks) if b.is_prose]
    if not prose_idx:
        return blocks
    # A line that only names the writers ("本报记者 周杰 黄伟静") opens the text of many
    # Chinese pages in a block of its own: the page's metadata (the authors field), not
    # the article's first paragraph, though its characters count as prose. Past an
    # editorial line the text starts (or ends) at the next prose block, as the edges are
    # trimmed: furniture between ("字号：大 中 小", "分享到：") is no more the article than
    # it was at the edge.
    start = first = prose_idx[0]
    last = prose_idx[-1]
    while first < last:
        if _is_byline_block(blocks[first]):
            first += 1
        elif is_editor_line(blocks[first]):
            first = next(i for i in prose_idx if i > first)
        else:
            break
    stepped = False  # whether an editorial line ends the text
    while last > first and is_editor_line(blocks[last]):
        earlier = [i for i in prose_idx if first <= i < last]
        last = earlier[-1] if earlier else first
        stepped = True
    # Headings before the text stay (a section's title), and so do those between the
    # lines stepped past; the lines themselves do not.
    head = [
        b
        for i, b in enumerate(blocks[:first])
        if b.tag in HEADING_TAGS
        and b.tag != "h1"
        and b.units >= 3
        and (i < start or not (b.is_prose or _is_byline_block(b) or is_editor_line(b)))
    ]
    # A short line right after the last paragraph, in the same parent, is the article's
    # own sign-off (a source line); anything further out is furniture, and so are the
    # editorial lines at either edge. Where an editorial line ended the text, a label
    # between it and the text announces a widget ("分享到："), not a sign-off.
    parent = blocks[last].owner.getparent()
    tail: list[Block] = []
    for block in blocks[last + 1 :]:
        if block.owner.getparent() is not parent or block.tag in HEADING_TAGS:
            break
        if is_editor_line(block):
            stepped = True
        else:
            tail.append(block)
    if stepped:
        tail = [b for b in tail if not _LABEL_END_RE.search(b.text)]
    return head + blocks[first : last + 1] + tail


def _is_date_line(line: str) -> bool:
    """Only a date, maybe with its weekday or a short label ("Friday, October 4, 2024",
    "2023年11月20日", "Publié le 22 juillet 2024"): under 12 letters besides the date."""
    if len(line) > 60 or not any(ch.isdigit() for ch in line):
        return False
    text = normalize_text(line)
    found = find_dates(text, normalized=True, limit=3)
    if not found:
        return False
    # "Jan. 14, 2025: Cuts proposed" is a timeline's entry, not the article's date.
    if re.match(r"\s*[:：]\s*[^\W\d]", text[found[-1][1] :]):
        return False
    rest = text
    for start, end, _ in reversed(found):
        rest = rest[:start] + rest[end:]
    return sum(1 for ch in rest if ch.isalpha()) <= 12


def _is_byline(line: str) -> bool:
    """Only the writer's name, with a role or a date ("By EDNA PARR, Courier
    Correspondent", "Par Julien Roux — Publié le 22 juillet 2024", "本报记者 周杰")."""
    if len(line) > 80 or _SENTENCE_END_RE.search(line):
        return False
    byline = _LATIN_BYLINE_RE.match(line)
    if byline is not None and len(line.split()) <= 12:
        # A name after the word ("By the Associated Press" too; a script with no case
        # counts): "By the numbers", "Von der Leyen unter Druck", "Por qué importa"
        # are headings.
        words = line[byline.end() :].split()
        if words and words[0].lower() == "the":
            words = words[1:]
        return bool(words) and not words[0][0].islower()
    return is_byline_line(line)


def is_byline_text(line: str) -> bool:
    """:func:`_is_byline` for the readers of the text's head (:mod:`heads`): a byline
    below a deck is how :func:`trim_lines` tells the deck, so it is left to it."""
    return _is_byline(line)


def _is_meta_line(line: str) -> bool:
    """A byline or a date line (see :func:`trim_lines`)."""
    return _is_byline(line) or _is_date_line(line)


def _one_sentence(line: str, own_block: bool) -> bool:
    """A deck, not a paragraph: one short sentence, or, when the line is a block of its
    own (``own_block``), two that together are as short as a deck is ("Fermée depuis
    l'automne 2023, la halle ... ce samedi. Toiture, verrière et chauffage ont été
    refaits.": 24 words). Two sentences that share a ``<td>`` with the byline and the
    text ("The ferry will run every forty minutes. A second boat passed inspection.")
    may be its lead: deck or lead is not told apart there, and the text is kept."""
    words = line.split()
    if len(words) > 30 or len(line) > 200:
        return False
    return len(_SENTENCE_SPLIT_RE.findall(line)) <= (2 if own_block else 1)


def trim_lines(
    lines: list[str],
    headline: str | None,
    last_block: int = 1,
    first_block: int = 1,
    chinese: bool = False,
) -> list[str]:
    """Drop the headline, byline and date lines that open the text, and the editorial
    and copyright lines that close it, when they are lines of the body's own element.

    Old table layouts set the headline, the byline and the date in the same ``<td>`` as
    the text, separated by ``<br>`` (round four, from batch E's old ``<font>`` pages):
    the block rules see one block and keep it whole. Among the first few lines, up to
    the last byline or date line, every line must be short and not end a sentence (a
    headline, a kicker) for any to go; a date inside a paragraph stays. At the end, a
    copyright line or an editor's line goes when it is a line of the last block
    (``last_block``: how many of ``lines`` that block gave), beside the text's own lines
    (the footer shares the body's ``<td>``); a copyright notice in a paragraph of its own
    is left alone: the development sets' truths keep a wire's ("© 2019 Associated Press.
    All Rights Reserved."). On a Chinese page (``chinese``), a line about the page
    (:func:`zhpage.is_page_tail`) closing the last block goes too; another page's
    Chinese last line ("扫码支付，请勿使用现金" quoted by an English story) stays.
    """
    if len(lines) < 2:
        return lines
    norm_headline = " ".join(headline.split()).lower() if headline else None
    cut = -1
    # A one-sentence deck right above the byline is the standfirst, not the first
    # paragraph ("Faute de neige, plusieurs stations diversifient leurs activités.").
    # (``first_block``: how many of ``lines`` the first block gave.)
    deck = len(lines) > 2 and _is_byline(lines[1]) and _one_sentence(lines[0], first_block == 1)
    for i, line in enumerate(lines[: min(_HEAD_LINES, len(lines) - 1)]):
        if i == 0 and deck:
            continue
        if _is_meta_line(line):
            cut = i
        elif norm_headline and line.lower() == norm_headline:
            continue
        elif (
            len(line) > 120
            or len(line.split()) > 15
            or _SENTENCE_END_RE.search(line)
            or line.rstrip().endswith((":", "："))
        ):
            # A sentence, or a line that introduces what follows (a list): the text.
            break
    start = cut + 1
    end = len(lines)
    floor = max(start + 1, len(lines) - last_block + 1)
    while end > floor and (
        is_notice(lines[end - 1])
        or (len(lines[end - 1]) <= _EDGE_LINE_UNITS and _is_editor_text(lines[end - 1]))
        or (chinese and is_page_tail(lines[end - 1]))
    ):
        end -= 1
    return lines if start == 0 and end == len(lines) else lines[start:end]
