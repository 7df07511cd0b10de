"""What the built-in entity rules read in a text: English names and Chinese tags.

:mod:`newsfold.quality.entities` gives every recogniser one shape (an
:class:`~newsfold.quality.entities.Entity` per mention, offsets in the field) and picks
one per language; the rule recogniser there turns what this module finds into entities.
The rules themselves (the word lists, the cues around a run of capitalised words, the
confidence each cue gives, jieba's tags) are a body of knowledge of their own, tuned and
tested apart (``tests/quality/test_scores_shortcuts.py`` holds them to the longer forms
they replace), so they live here, behind two cached readers:

- :func:`en_paragraph`: the ``(name, label, start, end, confidence)`` of one English
  paragraph (see the cues in :data:`RULE_CONFIDENCE`);
- :func:`zh_tagged`: jieba's person, place and organisation words of a Chinese text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache, lru_cache
from typing import Final

__all__ = ["RULE_CONFIDENCE", "Found", "en_paragraph", "zh_tagged"]


#: Confidence of a rule-found entity by the cue that labelled it.
RULE_CONFIDENCE: Final = {
    "title": 0.8,  # "Minister Ana Ruiz", "Dr Lee"
    "speech": 0.7,  # "Ana Ruiz said"
    "suffix": 0.75,  # "Harbor Bank", "Port Ellis City"
    "acronym": 0.6,  # "NATO"
    "preposition": 0.55,  # "in Kingsbridge"
    "two_words": 0.5,  # "Ana Ruiz" (most two- and three-word names are people)
    "none": 0.3,  # one capitalised word, no cue
    "zh_tag": 0.6,  # jieba nr / ns / nt
}


_ORG_SUFFIX: Final = frozenset(
    """inc corp corporation ltd limited plc group bank company co university college ministry
    department council committee party agency association institute commission authority fund
    federation union board court parliament congress senate police army navy airlines holdings
    partners foundation society club school hospital office service organization organisation
    exchange reserve times post news network systems industries motors technologies""".split()  # noqa: SIM905
)
_PLACE_SUFFIX: Final = frozenset(
    """city county province state island islands river valley bay street mountains republic
    kingdom sea ocean lake region district harbor harbour coast peninsula""".split()  # noqa: SIM905
)
_PLACE_PREFIX: Final = frozenset(("port", "lake", "mount", "fort", "saint", "san", "st"))
_PLACE_PREPOSITION: Final = frozenset(("in", "at", "from", "near", "across", "outside", "to"))
_TITLES: Final = frozenset(
    """mr mrs ms dr president minister senator governor judge chief professor prof sir dame
    mayor chancellor secretary chairman chairwoman ceo director spokesman spokeswoman
    spokesperson general colonel captain officer inspector reverend""".split()  # noqa: SIM905
)
_SPEECH: Final = re.compile(r"\s*,?\s*(?:said|says|told|added|noted|wrote|explained|argued)\b")
_ACRONYM: Final = re.compile(r"[A-Z]{2,6}")
_ZH_LABELS: Final = {
    "nr": "person",
    "nrfg": "person",
    "nrt": "person",
    "ns": "place",
    "nt": "organization",
}


#: Where a run of capitalised words must not continue: a sentence end or a new paragraph
#: (``Kingsbridge. NATO`` is two names; ``St. Louis`` and ``U.S. Bank`` stay one).
_EN_BREAK: Final = re.compile(r"(?<=[a-z]{2}[.!?])\s+|\s*\n\s*")
#: :data:`_EN_BREAK` for a paragraph (no line break in it): the same sentence ends (its
#: group 1), found five times faster (the search skips ahead to a full stop, ``!`` or
#: ``?``, where the expression above tried both of its branches at every character;
#: from each space, as this one did before, it was still 1.7 times this cost).
_EN_SENTENCE_END: Final = re.compile(r"[.!?](?<=[a-z][a-z][.!?])(\s+)")


#: One ``(name, label, start, end, confidence)`` found by the English rules.
Found = tuple[str, str, int, int, float]


@lru_cache(maxsize=8192)
def en_paragraph(text: str) -> tuple[Found, ...]:
    """The names the English rules find in one paragraph, in reading order (cached: copies
    repeat paragraphs; a text with a line break is cut at every break too)."""
    found: list[Found] = []
    begin = 0
    if "\n" in text:
        for brk in _EN_BREAK.finditer(text):
            _en_segment(text, begin, brk.start(), found)
            begin = brk.end()
    else:
        for brk in _EN_SENTENCE_END.finditer(text):
            _en_segment(text, begin, brk.start(1), found)
            begin = brk.end()
    _en_segment(text, begin, len(text), found)
    return tuple(found)


@cache
def _event_rules() -> tuple[re.Pattern[str], frozenset[str], frozenset[str]]:
    """The fold's event-key expression and stop list (imported on first use: the fold
    package imports much more than these), and the words a name never starts with."""
    from newsfold.fold.events import _EN_COMMON, _EN_ENTITY

    return _EN_ENTITY, _EN_COMMON, _EN_COMMON | _TITLES


_NON_SPACE: Final = re.compile(r"\S+")

#: What a run of capitalised words says by itself (:func:`_en_name`): the name's span
#: within the run, the name, its ``(label, confidence)`` when its own words tell (a
#: suffix), whether it is an acronym, its word count, and what the dropped leading
#: words say of the context (whether one is a title; the last of them, lower case).
_Name = tuple[int, int, str, tuple[str, float] | None, bool, int, bool, str | None]


@lru_cache(maxsize=1 << 16)
def _en_name(group: str) -> _Name | None:
    """The context-free part of reading one run of capitalised words (None: no name in
    it). Cached: a name recurs within an article and across copies, and German pages
    capitalise every noun, so most runs have been read before."""
    _, common, leading = _event_rules()
    words = group.split()
    # leading function words and titles are not part of the name ("The", "Mr")
    first = 0
    while first < len(words) and words[first].lower().strip("'’.") in leading:
        first += 1
    last = len(words)
    while last > first and words[last - 1].lower().rstrip(".") in common:
        last -= 1
    if last == first:
        return None
    kept = words[first:last]
    if len(words) == 1:  # the match is the word
        s, e = 0, len(group)
    else:  # \S+ splits as str.split() does (both use str.isspace)
        spans = [w.span() for w in _NON_SPACE.finditer(group)]
        s, e = spans[first][0], spans[last - 1][1]
    while e > s and group[e - 1] in ".,'’":
        e -= 1
    name = group[s:e]
    if len(name) < 3:
        return None
    tokens = [w.rstrip(".,").lower() for w in kept]
    suffix = _en_suffix(tokens)
    labelled = None if suffix is None else (suffix[0], RULE_CONFIDENCE[suffix[1]])
    dropped = words[:first]
    return (
        s,
        e,
        name,
        labelled,
        _ACRONYM.fullmatch(name) is not None,
        len(tokens),
        any(word.lower().strip(".") in _TITLES for word in dropped),
        dropped[-1].lower() if dropped else None,
    )


def _en_segment(text: str, begin: int, stop: int, out: list[Found]) -> None:
    """Append the names of ``text[begin:stop]`` (a run that no sentence end breaks) to ``out``.

    A run of function words alone (a sentence's opening "The") is dropped before its
    context is read; the context (the word before, a speech verb after) is read only
    for a name whose own words do not say what it is.
    """
    pattern = _event_rules()[0]
    for match in pattern.finditer(text, begin, stop):
        found = _en_name(match.group())
        if found is None:
            continue
        start = match.start()
        s_off, e_off, name, labelled, acronym, n_tokens, dropped_title, dropped_prev = found
        s, e = start + s_off, start + e_off
        if labelled is not None:
            out.append((name, labelled[0], s, e, labelled[1]))
            continue
        # the words before the name and after it decide
        if dropped_title:
            label, cue = "person", "title"
        else:
            prev = _en_word_before(text, begin, start)
            if prev in _TITLES:
                label, cue = "person", "title"
            elif acronym:
                label, cue = "organization", "acronym"
            elif n_tokens > 1 and _SPEECH.match(text, e) is not None:
                label, cue = "person", "speech"
            elif (prev if dropped_prev is None else dropped_prev) in _PLACE_PREPOSITION:
                label, cue = "place", "preposition"
            elif 2 <= n_tokens <= 3:
                label, cue = "person", "two_words"
            else:
                label, cue = "organization", "none"
        out.append((name, label, s, e, RULE_CONFIDENCE[cue]))


def _en_word_before(text: str, begin: int, start: int) -> str:
    """The word before ``start`` within the run that begins at ``begin`` (lower case,
    punctuation around it stripped; empty at the run's start)."""
    # ``text[max(begin, start - 40):start].rstrip().rsplit(None, 1)[-1]`` found by looking
    # back from ``start`` character by character (``isspace`` is the whitespace both use):
    # the slice, the strip and the split's list cost ten times more.
    low = max(begin, start - 40)
    end = start
    while end > low and text[end - 1].isspace():
        end -= 1
    first = end
    while first > low and not text[first - 1].isspace():
        first -= 1
    if first == end:
        return ""
    return text[first:end].lower().strip(".,;:'\"“(")


def _en_suffix(tokens: Sequence[str]) -> tuple[str, str] | None:
    """``(label, cue)`` when the name's own words say what it is (``Harbor Bank``)."""
    if tokens[-1] in _ORG_SUFFIX:
        return "organization", "suffix"
    if tokens[-1] in _PLACE_SUFFIX or (len(tokens) > 1 and tokens[0] in _PLACE_PREFIX):
        return "place", "suffix"
    return None


@lru_cache(maxsize=8192)
def zh_tagged(text: str, hmm: bool) -> tuple[tuple[str, str, int, int], ...]:
    """jieba's names in ``text`` with their offsets (cached: copies repeat headlines and leads)."""
    from newsfold.text import jieba_posseg

    posseg = jieba_posseg()

    out = []
    position = 0
    for word, flag in posseg.cut(text, HMM=hmm):
        start = position
        position += len(word)
        label = _ZH_LABELS.get(flag)
        if label and len(word) >= 2 and text[start:position] == word:
            out.append((word, label, start, position))
    return tuple(out)
