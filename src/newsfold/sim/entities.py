"""Entity truth of the simulated web: the people, places and organisations it writes.

Most of a simulated article is real prose recombined (:mod:`newsfold.sim.text`): the
names in it are whatever the source sentences held, and nobody has labelled them.
The sim also writes text of its own, from templates and vocabularies it knows, and
there the truth is complete:

``weather``  brief weather reports: the city (a place) in the headline and the lead
             (Chinese: ``东海市气象台``, the city's observatory, also counts, as an
             organisation, since either reading is right);
``market``   brief market reports: the index ("Arland Composite", "东海综合") is a
             name but no person, place or organisation, so mentions overlapping it
             are *ignored* (neither right nor wrong);
``boilerplate``  an outlet's closing note about itself: the outlet (an organisation);
``credit``   the credit lines syndication appends: the outlet a copy credits (an
             organisation), the reporter and editor (people).

:func:`entity_truth` finds these parts in a page's text by their templates (the
generator is not touched, so every page keeps its bytes) and lists each part
whose truth is complete with its mentions. Only those parts can score precision:
a name found anywhere else may well be right, and is not counted.
:func:`score_entities` compares a recogniser's entities with the truth,
exact (same span, same label) and overlapping (same label, spans overlap).

Offsets are code points into the part's own text (the headline, or one paragraph).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from newsfold.sim.edits import _EN_FIRST, _EN_LAST, _ZH_GIVEN, _ZH_SURNAME
from newsfold.sim.outlets import OUTLETS
from newsfold.sim.stories import (
    _EN_CITIES,
    _EN_DAYS,
    _EN_INDEXES,
    _EN_SECTORS,
    _ZH_CITIES,
    _ZH_DAYS,
    _ZH_INDEXES,
    _ZH_SECTORS,
    SimArticle,
    boilerplate,
)

__all__ = [
    "EntityCounts",
    "Mention",
    "Part",
    "entity_truth",
    "score_entities",
]

#: The kinds of templated text with complete entity truth.
FAMILIES = ("weather", "market", "boilerplate", "credit")


@dataclass(frozen=True, slots=True)
class Mention:
    """One true mention: ``text == part_text[start:end]``; ``also`` lists other spans
    ``(start, end, label)`` that are right as well (a reading that includes "The")."""

    text: str
    label: str
    start: int
    end: int
    also: tuple[tuple[int, int, str], ...] = ()

    def readings(self) -> tuple[tuple[int, int, str], ...]:
        """Every right ``(start, end, label)``."""
        return ((self.start, self.end, self.label), *self.also)


@dataclass(frozen=True, slots=True)
class Part:
    """A headline or paragraph whose entity truth is complete."""

    #: ``headline`` or ``body``.
    field: str
    #: The paragraph's index in the page's paragraphs (None for the headline).
    paragraph: int | None
    text: str
    family: str
    mentions: tuple[Mention, ...]
    #: Spans ``(start, end)`` holding a name of none of the three kinds (a market index).
    ignored: tuple[tuple[int, int], ...] = ()

    def to_record(self) -> dict[str, Any]:
        """The ground-truth record form (``truth.jsonl``'s ``entities``)."""
        return {
            "field": self.field,
            "paragraph": self.paragraph,
            "family": self.family,
            "mentions": [
                {
                    "text": m.text,
                    "label": m.label,
                    "start": m.start,
                    "end": m.end,
                    "also": [list(a) for a in m.also],
                }
                for m in self.mentions
            ],
            "ignored": [list(span) for span in self.ignored],
        }


def _alt(words: Iterable[str]) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


_OUTLET_NAMES = _alt(o.name for o in OUTLETS)
_EN_PERSON = rf"(?:{_alt(_EN_FIRST)}) (?:{_alt(_EN_LAST)})"
_ZH_PERSON = rf"[{_ZH_SURNAME}][{''.join(_ZH_GIVEN)}]{{1,2}}"
_NUM = r"-?\d+(?:\.\d+)?"

# (family, field, pattern): named groups ``place``/``org``/``person``/``person2`` are
# mentions, ``index`` an ignored span, ``obs`` the observatory (place + 气象台).
_TEMPLATES: tuple[tuple[str, str, re.Pattern[str]], ...] = tuple(
    (family, where, re.compile(pattern))
    for family, where, pattern in (
        ("weather", "headline", rf"(?P<place>{_alt(_EN_CITIES)}) weather: high of {_NUM} degrees "
         r"expected"),
        ("weather", "body", rf"Forecasters expect a high of {_NUM} degrees in "
         rf"(?P<place>{_alt(_EN_CITIES)}) on (?:{_alt(_EN_DAYS)}), with a \d+ percent chance of "
         r"rain in the afternoon\."),
        ("weather", "body", rf"Winds are forecast at up to \d+ kilometres an hour, easing "
         rf"overnight, with a low of {_NUM} degrees\."),
        ("market", "headline", rf"(?P<index>{_alt(_EN_INDEXES)}) index (?:rises|falls) {_NUM} "
         r"percent"),
        ("market", "body", rf"The (?P<index>{_alt(_EN_INDEXES)}) index (?:rose|fell) {_NUM} "
         rf"percent to [\d,]+ points on (?:{_alt(_EN_DAYS)}), with (?:{_alt(_EN_SECTORS)}) "
         r"shares leading the move\."),
        ("market", "body", r"Trading volume reached \d+ million shares, (?:above|below) the "
         rf"recent average, while (?:{_alt(_EN_SECTORS)}) stocks were little changed\."),
        ("weather", "headline", rf"(?P<place>{_alt(_ZH_CITIES)})明天最高气温{_NUM}摄氏度"),
        ("weather", "body", rf"(?P<obs>(?P<place>{_alt(_ZH_CITIES)})气象台)(?:{_alt(_ZH_DAYS)})"
         rf"发布天气预报，预计明天最高气温{_NUM}摄氏度，最低气温{_NUM}摄氏度，降水概率\d+%。"),
        ("weather", "body", r"气象部门提醒，明天白天风力\d+级，市民出行请注意防范。"),
        ("market", "headline", rf"(?P<index>{_alt(_ZH_INDEXES)})指数收[涨跌]{_NUM}%"),
        ("market", "body", rf"(?:{_alt(_ZH_DAYS)})，(?P<index>{_alt(_ZH_INDEXES)})指数收盘"
         rf"(?:上涨|下跌){_NUM}%，报\d+点，两市成交额\d+亿元。"),
        ("market", "body", rf"(?:{_alt(_ZH_SECTORS)})板块涨幅居前，(?:{_alt(_ZH_SECTORS)})板块"
         r"跌幅较大，北向资金净(?:买入|卖出)\d+亿元。"),
        ("credit", "body", rf"\((?P<org>{_OUTLET_NAMES}) contributed to this report\.\)"),
        ("credit", "body", rf"Reporting by (?P<person>{_EN_PERSON}); editing by "
         rf"(?P<person2>{_EN_PERSON})\."),
        ("credit", "body", rf"This story was first published by (?P<org>{_OUTLET_NAMES})\."),
        # the punctuation edit may turn full-width marks half-width; rewording makes
        # 记者 本报记者
        ("credit", "body", rf"[（(]来源[：:](?P<org>{_OUTLET_NAMES})[）)]"),
        ("credit", "body", rf"[（(](?:本报)?记者 (?P<person>{_ZH_PERSON}) 编辑 "
         rf"(?P<person2>{_ZH_PERSON})[）)]"),
        ("credit", "body", rf"本文来源[：:](?P<org>{_OUTLET_NAMES})"),
    )
)  # fmt: skip

_LABELS = {"place": "place", "org": "organization", "person": "person", "person2": "person"}


def _mention(text: str, start: int, end: int, label: str) -> Mention:
    also: tuple[tuple[int, int, str], ...] = ()
    if text.startswith("The "):  # "The Riverside Post": with or without its article
        also = ((start + 4, end, label),)
    return Mention(text, label, start, end, also)


def _templated(text: str, where: str) -> Part | None:
    for family, field_, pattern in _TEMPLATES:
        if field_ != where:
            continue
        match = pattern.fullmatch(text)
        if match is None:
            continue
        groups = match.groupdict()
        mentions: list[Mention] = []
        for name, label in _LABELS.items():
            if groups.get(name) is not None:
                mentions.append(_mention(groups[name], *match.span(name), label))
        if groups.get("obs") is not None:  # 东海市气象台: the city, or its observatory
            place = mentions.pop()
            s, e = match.span("obs")
            mentions.append(Mention(place.text, "place", place.start, place.end,
                                    ((s, e, "organization"),)))  # fmt: skip
        ignored = (match.span("index"),) if groups.get("index") is not None else ()
        mentions.sort(key=lambda m: m.start)
        return Part(where, None, text, family, tuple(mentions), ignored)
    return None


@lru_cache(maxsize=64)
def _boilerplates() -> dict[str, str]:
    return {note: o.name for o in OUTLETS if (note := boilerplate(o)) is not None}


def entity_truth(headline: str, paragraphs: Sequence[str]) -> list[Part]:
    """The parts of an article (the sim's headline and paragraphs) whose entity truth is
    complete, with their mentions; parts of recombined prose are left out."""
    parts: list[Part] = []
    head = _templated(headline, "headline")
    if head is not None:
        parts.append(head)
    for i, text in enumerate(paragraphs):
        part: Part | None
        name = _boilerplates().get(text)
        if name is not None:
            start = text.index(name)
            mention = _mention(name, start, start + len(name), "organization")
            part = Part("body", i, text, "boilerplate", (mention,))
        else:
            part = _templated(text, "body")
        if part is not None:
            parts.append(Part("body", i, text, part.family, part.mentions, part.ignored))
    return parts


def article_truth(art: SimArticle) -> list[Part]:
    """:func:`entity_truth` of one simulated page's article."""
    return entity_truth(art.headline, art.paragraphs)


# --- scoring ------------------------------------------------------------------------------


@dataclass(slots=True)
class EntityCounts:
    """True positives, false positives and false negatives, exact and overlapping."""

    tp: int = 0
    fp: int = 0
    fn: int = 0
    tp_overlap: int = 0
    fp_overlap: int = 0
    fn_overlap: int = 0
    by_label: dict[str, list[int]] = field(default_factory=dict)

    def add(self, other: EntityCounts) -> None:
        """Add ``other``'s counts to these."""
        self.tp += other.tp
        self.fp += other.fp
        self.fn += other.fn
        self.tp_overlap += other.tp_overlap
        self.fp_overlap += other.fp_overlap
        self.fn_overlap += other.fn_overlap
        for label, (tp, fp, fn) in other.by_label.items():
            mine = self.by_label.setdefault(label, [0, 0, 0])
            mine[0] += tp
            mine[1] += fp
            mine[2] += fn

    @staticmethod
    def _ratio(a: int, b: int) -> float | None:
        return a / b if b else None

    @property
    def precision(self) -> float | None:
        """Exact precision (None without predictions)."""
        return self._ratio(self.tp, self.tp + self.fp)

    @property
    def recall(self) -> float | None:
        """Exact recall (None without true mentions)."""
        return self._ratio(self.tp, self.tp + self.fn)

    @property
    def precision_overlap(self) -> float | None:
        """Precision when an overlapping span with the right label counts."""
        return self._ratio(self.tp_overlap, self.tp_overlap + self.fp_overlap)

    @property
    def recall_overlap(self) -> float | None:
        """Recall when an overlapping span with the right label counts."""
        return self._ratio(self.tp_overlap, self.tp_overlap + self.fn_overlap)


def _overlaps(a: tuple[int, int], b: tuple[int, int]) -> bool:
    return a[0] < b[1] and b[0] < a[1]


def score_entities(part: Part, found: Iterable[tuple[int, int, str]]) -> EntityCounts:
    """Compare a recogniser's ``(start, end, label)`` in one part with its truth.

    Each true mention is matched at most once, by one prediction; a prediction
    overlapping an ignored span is left out. Exact: the span and label equal one of
    the mention's readings. Overlapping: the label equals a reading's and the spans
    overlap.
    """
    predictions = sorted(
        {p for p in found if not any(_overlaps((p[0], p[1]), span) for span in part.ignored)}
    )
    counts = EntityCounts()
    for exact in (True, False):
        used: set[int] = set()
        tp = 0
        for m in part.mentions:
            for j, (s, e, label) in enumerate(predictions):
                if j in used:
                    continue
                hit = any(
                    label == rl and ((s, e) == (rs, re_) if exact else _overlaps((s, e), (rs, re_)))
                    for rs, re_, rl in m.readings()
                )
                if hit:
                    used.add(j)
                    tp += 1
                    if exact:
                        row = counts.by_label.setdefault(m.label, [0, 0, 0])
                        row[0] += 1
                    break
            else:
                if exact:
                    counts.by_label.setdefault(m.label, [0, 0, 0])[2] += 1
        fp = len(predictions) - len(used)
        fn = len(part.mentions) - tp
        if exact:
            counts.tp, counts.fp, counts.fn = tp, fp, fn
            for j, (_, _, label) in enumerate(predictions):
                if j not in used:
                    counts.by_label.setdefault(label, [0, 0, 0])[1] += 1
        else:
            counts.tp_overlap, counts.fp_overlap, counts.fn_overlap = tp, fp, fn
    return counts
