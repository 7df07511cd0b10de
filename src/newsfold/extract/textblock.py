"""A block of a page's text and the figures the body scorer reads from it.

The walk (:mod:`newsfold.extract.blocks`) gathers each block-level element's inline
text and closes it here (:func:`emit_block`): lines normalised to single spaces, words
(each CJK character one), characters, link characters and punctuation counted as the
text is made, so no reader counts them again.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from lxml import etree

__all__ = ["Block", "as_sentences", "emit_block", "squeeze", "text_units"]

_CJK_RUN_RE: Final = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
_WORD_RE: Final = re.compile(r"\w+")
#: Every CJK character and CJK punctuation mark (``，、；。！？：``) is at or above U+3001.
_WIDE_RE: Final = re.compile("[\u3001-\U0010ffff]")
#: Scripts written without spaces between words (Thai, Lao, Tibetan, Myanmar, Khmer): a
#: space there ends a clause or a sentence, so a one-sentence Thai brief of 150
#: characters held three "words" and was no prose at all (the page had no body:
#: ``EmptyPageError``). Tibetan joins its syllables with the tsheg (``་``) and spaces
#: only after a shad (``།``): a Tibetan story's paragraphs were two or three "words".
_UNSPACED_RE: Final = re.compile("[\u0e00-\u0fff\u1000-\u109f\u1780-\u17ff]+")
#: The Ethiopic word space (``፡``): older Amharic and Tigrinya text puts it between
#: words instead of a space, so each counts as one.
_ETHIOPIC_WORDSPACE: Final = "\u1361"
#: The sentence and clause marks of every script, each counted as one of a block's
#: punctuation marks, as ``,;!?.`` are: every character of the Basic Multilingual Plane
#: with Unicode's ``Terminal_Punctuation`` property (PropList.txt, Unicode 14; the tests
#: check the table against it) but the ASCII ones and CJK's ``，、；。！？：`` (counted
#: apart), those of the scripts without word spaces (:data:`_UNSPACED_RE`: a space there
#: counts as a clause's end, and their marks stand before one) and the Ethiopic word
#: space (a word's end, not a clause's). Without them a Nepali or Marathi story whose
#: sentences end in the danda (``छ।``), an Amharic one (``።``, ``፣``) or one in any
#: script whose marks are its own read as no sentences at all when its paragraphs were
#: short and held no comma: no candidate scored and the page had "no article body"
#: (``EmptyPageError``). The marks beyond the BMP (Brahmi, Chakma, Newa and other
#: scripts rarely on the web) are left out: with one astral range in it the class is
#: matched range by range, fifteen times slower on every non-ASCII block; such a page
#: still has the last fallback (``extract_content``). One character class, found in one
#: scan of the text in C: about 3 µs for a 250-character paragraph.
_MARK_RE: Final = re.compile(
    "["
    "\u037e\u0387\u0589\u05c3\u060c\u061b\u061d-\u061f\u06d4\u0700-\u070a\u070c"
    "\u07f8-\u07f9\u0830-\u0835\u0837-\u083e\u085e\u0964-\u0965\u1362-\u1368"
    "\u166e\u16eb-\u16ed\u1735-\u1736\u1802-\u1805\u1808-\u1809\u1944-\u1945"
    "\u1aa8-\u1aab\u1b5a-\u1b5b\u1b5d-\u1b5f\u1b7d-\u1b7e\u1c3b-\u1c3f"
    "\u1c7e-\u1c7f\u2024\u203c-\u203d\u2047-\u2049\u2cf9-\u2cfb\u2e2e\u2e3c\u2e41"
    "\u2e4c\u2e4e-\u2e4f\u2e53-\u2e54\ua4fe-\ua4ff\ua60d-\ua60f\ua6f3-\ua6f7"
    "\ua876-\ua877\ua8ce-\ua8cf\ua92f\ua9c7-\ua9c9\uaa5d-\uaa5f\uaadf"
    "\uaaf0-\uaaf1\uabeb\ufe12\ufe15-\ufe16\ufe50-\ufe52\ufe54-\ufe57\uff0e\uff61"
    "\uff64"
    "]"
)
#: The danda typed as a bar (``|``), as many Hindi, Nepali and Marathi sites do: after a
#: letter of an Indic script, with or without a space between (a menu's bars stand
#: between links, which are no prose whatever their marks).
_BAR_DANDA_RE: Final = re.compile("[\u0900-\u0dff] ?\\|")
#: Characters of such a script per word: a Thai word is two syllables or so, about four
#: characters with its vowel and tone marks. Not fitted: the scale of a word, so that a
#: sentence counts about as many units as its translation.
_UNSPACED_WORD: Final = 4
#: A text holding at most one space in this many characters may be in such a script
#: (words of the spaced scripts are far shorter): only then is it searched for one.
_FEW_SPACES: Final = 12


def text_units(text: str) -> int:
    """Length in words, counting each CJK character as one word (punctuation is no word),
    about four characters of Thai, Lao, Tibetan, Myanmar or Khmer as one
    (``_UNSPACED_WORD``) and an Ethiopic word space as a space."""
    cjk = sum(map(len, _CJK_RUN_RE.findall(text)))
    if cjk:
        return _units(text, cjk)
    words = len(text.split())
    if len(text) > _FEW_SPACES * words and not text.isascii():
        words += _unspaced_chars(text) // _UNSPACED_WORD + text.count(_ETHIOPIC_WORDSPACE)
    return words


def _unspaced_chars(text: str) -> int:
    """How many characters of ``text`` are in a script written without word spaces."""
    return sum(map(len, _UNSPACED_RE.findall(text)))


def _units(text: str, cjk: int) -> int:
    """:func:`text_units` of a text holding ``cjk`` (> 0) CJK characters."""
    return cjk + len(_WORD_RE.findall(_CJK_RUN_RE.sub(" ", text)))


@dataclass(slots=True, init=False)
class Block:
    """The text of one block-level element, with the figures the scorer needs.

    Made only by the walk (:func:`emit_block`), which works out ``is_prose`` and
    ``is_sentence`` from the counts as it counts them.

    ``__init__`` is written out (the one the dataclass would make, field by field):
    compiled, a dataclass's generated ``__init__`` stays interpreted Python, a
    quarter of the walk's cost of closing a block; written out, it is compiled too.
    """

    owner: etree._Element
    tag: str
    lines: list[str]
    index: int
    link_chars: int = 0
    chars: int = 0
    units: int = 0
    punct: int = 0
    cjk: bool = False
    marks: tuple[etree._Element, ...] = ()
    #: Enough text to be a sentence: 10+ CJK characters or 6+ words, at most half links.
    is_prose: bool = False
    #: Prose that reads as sentences: punctuated, or long enough to be.
    is_sentence: bool = False

    def __init__(
        self,
        owner: etree._Element,
        tag: str,
        lines: list[str],
        index: int,
        link_chars: int = 0,
        chars: int = 0,
        units: int = 0,
        punct: int = 0,
        cjk: bool = False,
        marks: tuple[etree._Element, ...] = (),
        is_prose: bool = False,
        is_sentence: bool = False,
    ) -> None:
        self.owner = owner
        self.tag = tag
        self.lines = lines
        self.index = index
        self.link_chars = link_chars
        self.chars = chars
        self.units = units
        self.punct = punct
        self.cjk = cjk
        self.marks = marks
        self.is_prose = is_prose
        self.is_sentence = is_sentence

    @property
    def text(self) -> str:
        """All lines joined by spaces."""
        return " ".join(self.lines)

    @property
    def link_density(self) -> float:
        """Share of the block's characters inside links."""
        return self.link_chars / self.chars if self.chars else 1.0


#: Invisible marks that only hint where a line may or may not break: the soft hyphen
#: (German and Dutch pages put one between syllables: "Mit\u00adtel\u00adal\u00adter"), the
#: word joiner and the zero-width no-break space. Left in, a word is split for every
#: reader (search, snippets, the fold's tokens). The zero-width space stays: Thai and
#: Khmer pages mark word boundaries with it; so do the joiners (ZWJ, ZWNJ) that
#: Persian and Indic scripts and emoji need.
_BREAK_HINT_CHARS: Final = "\u00ad\u2060\ufeff"
_BREAK_HINTS: Final = dict.fromkeys(map(ord, _BREAK_HINT_CHARS))


def squeeze(text: str) -> str:
    """``" ".join(text.split())``: whitespace runs made single spaces, none at either end,
    and without the invisible line-break hints (``_BREAK_HINTS``).

    A text that is so already (most lines of a page's blocks) is returned as it is,
    without cutting it into words and joining them again. Printable text holds no
    whitespace but the space (every other whitespace character is a control character
    or a separator, which ``isprintable`` refuses), so such a text is one without two
    spaces in a row or a space at either end; it holds no hint either (they are format
    characters, which ``isprintable`` refuses too).
    """
    if (
        text.isprintable()
        and "  " not in text
        and not text.startswith(" ")
        and not text.endswith(" ")
    ):
        return text
    if any(char in text for char in _BREAK_HINT_CHARS):
        text = text.translate(_BREAK_HINTS)
    return " ".join(text.split())


def emit_block(
    blocks: list[Block],
    parts: list[list[str]],
    link_chars: int,
    owner: etree._Element,
    tag: str,
    marks: list[etree._Element],
) -> None:
    """Close the block being built (its inline text pieces, line by line) as a :class:`Block`.

    Lines are normalised to single spaces, so words, characters and punctuation are
    counted with ``str.count`` rather than by splitting or matching again.
    """
    if len(parts) == 1:
        text = squeeze("".join(parts[0]))
        if not text:
            return
        lines = [text]
    else:
        lines = [squeeze("".join(line)) for line in parts]
        lines = [line for line in lines if line]
        if not lines:
            return
        text = " ".join(lines)
    spaces = text.count(" ")
    chars = len(text) - spaces
    # What _PUNCT_RE finds: the marks, and a full stop at a space or at the end (the text
    # holds no other whitespace). Each ``text.count`` is called as such, not through a
    # bound method: compiled, that is a direct C call, where a bound ``count`` went
    # through Python's call and argument parsing (a third of closing a block).
    punct = (
        text.count(",")
        + text.count(";")
        + text.count("!")
        + text.count("?")
        + text.count(". ")
        + (text[-1] == ".")
    )
    if text.isascii():
        units, cjk = spaces + 1, False
    elif _WIDE_RE.search(text) is None:
        units, cjk = spaces + 1, False  # no CJK character or punctuation
        punct += len(_MARK_RE.findall(text))
        if "|" in text:
            punct += len(_BAR_DANDA_RE.findall(text))
        if chars > _FEW_SPACES * units:
            # Few spaces for its length: Thai or another script without word spaces?
            unspaced = _unspaced_chars(text)
            units += unspaced // _UNSPACED_WORD + text.count(_ETHIOPIC_WORDSPACE)
            if unspaced * 2 >= chars:
                # These scripts have no full stop: a space ends a clause or a sentence,
                # and so does the end of the block (as a full stop does above).
                punct += spaces + 1
    else:
        punct += (
            text.count("，")
            + text.count("、")
            + text.count("；")
            + text.count("。")
            + text.count("！")
            + text.count("？")
            + text.count("：")
            + len(_MARK_RE.findall(text))
        )
        if "|" in text:
            punct += len(_BAR_DANDA_RE.findall(text))
        # The text between CJK runs: what is not in them is CJK, and joined with
        # spaces it is the text with each run made a space (as _units counts words).
        between = _CJK_RUN_RE.split(text)
        if len(between) > 1:
            cjk_chars = len(text) - sum(map(len, between))
            units = cjk_chars + len(_WORD_RE.findall(" ".join(between)))
        else:
            cjk_chars = 0
            units = spaces + 1
        cjk = cjk_chars * 3 >= chars
    link_chars = min(link_chars, chars)
    prose = link_chars * 2 <= chars and units >= (10 if cjk else 6)
    blocks.append(
        Block(
            owner,
            tag,
            lines,
            len(blocks),
            link_chars,
            chars,
            units,
            punct,
            cjk,
            tuple(marks),
            prose,
            prose and (punct > 0 or units >= 25),
        )
    )


def as_sentences(blocks: list[Block]) -> list[Block]:
    """The blocks again, each block of prose taken as sentences whatever its marks: the
    last reading of a page whose blocks gave no body at all (``extract_content``'s
    fallback), so that a story in a script or a style whose sentence marks nothing here
    knows (none, or a new one) still yields its prose rather than "no article body"."""
    return [
        Block(
            b.owner,
            b.tag,
            b.lines,
            b.index,
            b.link_chars,
            b.chars,
            b.units,
            b.punct,
            b.cjk,
            b.marks,
            b.is_prose,
            b.is_prose,
        )
        for b in blocks
    ]
