"""Event keys: the same event told in different words, linked for review.

A two-line flash ("Arland Composite rises 3%") and the long article written an
hour later share almost no n-grams, so no fingerprint relates them, and they
must not be folded: they are different texts. What they share is *who or what*
and *how much*, on the same day. An event key is a hash of one named entity,
one figure and the publication day, taken from the headline and the lead;
an article gets a few (each entity with each figure, or pairs of entities
when there is no figure), indexed under :data:`EVENT_BAND` for its own day and
looked up for the day before, the same day and the day after. Stories that
share a key are linked as ``related`` and opened for review; they are never
folded automatically.

Entities are found without a model: in English, runs of capitalised words
(leading function words, weekdays and months dropped); in Chinese, place,
person, organisation and other proper names from jieba's part-of-speech
tagger, run on the headline only (it is short, and jieba's tagger is slow).
Figures are digit groups with their decimal part and a percent sign.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from datetime import datetime

import xxhash

from newsfold.text import nfkc, signed64

__all__ = [
    "EVENT_BAND",
    "MAX_ENTITIES",
    "MAX_FIGURES",
    "entities",
    "event_keys",
    "figures",
]

#: Band number of event keys in the bucket index.
EVENT_BAND = -7
#: Entities and figures used per article (the first ones, in reading order).
MAX_ENTITIES = 3
MAX_FIGURES = 2

_EN_ENTITY = re.compile(r"[A-Z][\w'’&.-]*(?:\s+(?:of|de|du|la|and|&)?\s*[A-Z][\w'’&.-]*)*")
_FIGURE = re.compile(r"\d+(?:[.,]\d+)*\s*%?")
#: Capitalised words that name no one: function words that open a sentence,
#: days and months (the day is part of the key already), titles.
_EN_COMMON = frozenset(
    """a an the this that these those it its in on at of for from by with after before
    as but and or if when while since until during over under about into than then
    there here he she they we i you his her their our my your new breaking updated
    exclusive update live video watch read more says said mr mrs ms dr
    monday tuesday wednesday thursday friday saturday sunday january february march
    april may june july august september october november december today yesterday
    although though however meanwhile despite nearly almost about around according
    last next first second third one two three some many most all both each every
    several no not yes so also just only even still yet now once how what why who
    where which whose there's it's that's here's we're they're i'm don't can't
    according while earlier later officials""".split()  # noqa: SIM905
)
_ZH_NAME_FLAGS = frozenset(("ns", "nr", "nt", "nz", "nrt", "nrfg"))


def figures(text: str) -> list[str]:
    """Figures in reading order, normalised (``1,200`` -> ``1200``; ``3%``, ``3 %`` and
    ``3 per cent`` all give ``3``: the unit is written too many ways to compare)."""
    out: list[str] = []
    for match in _FIGURE.finditer(nfkc(text)):
        value = match.group().replace(",", "").replace(" ", "").rstrip("%").rstrip(".")
        if value and value not in out:
            out.append(value)
    return out


def entities(headline: str, lead: str, language: str | None) -> list[str]:
    """Named entities of the headline and lead, in reading order, lower-cased."""
    if language and language.lower().startswith("zh"):
        return _zh_entities(headline)
    out: list[str] = []
    for match in _EN_ENTITY.finditer(f"{headline}\n{lead}"):
        words = match.group().rstrip(".").split()
        while words and words[0].lower().strip("'’") in _EN_COMMON:
            words.pop(0)
        while words and words[-1].lower() in _EN_COMMON:
            words.pop()
        name = " ".join(words).lower()
        if len(name) >= 3 and name not in out:
            out.append(name)
    return out


def _zh_entities(headline: str) -> list[str]:
    from newsfold.text import jieba_posseg

    posseg = jieba_posseg()

    out: list[str] = []
    for word, flag in posseg.cut(nfkc(headline)):
        if flag in _ZH_NAME_FLAGS and len(word) >= 2 and word not in out:
            out.append(word)
    return out


def _key(parts: Sequence[str], day: int) -> int:
    return signed64(xxhash.xxh3_64_intdigest("\x1f".join([*parts, str(day)]).encode()))


#: Names of a text in a language, lower-cased, in reading order (a model's, in place of
#: the rules of this module: see the ``entities`` setting and :mod:`newsfold.quality.entities`).
NameFinder = Callable[[str, str | None], list[str]]


def event_keys(
    headline: str | None,
    paragraphs: Sequence[str],
    language: str | None,
    published_at: datetime | None,
    *,
    day_offsets: Sequence[int] = (0,),
    names: NameFinder | None = None,
) -> list[int]:
    """Event keys of an article for its publication day shifted by ``day_offsets``.

    Index with ``(0,)`` and look up with ``(-1, 0, 1)``: two articles then meet
    when they share a key and were published at most a day apart. An article
    without a publication time, or with fewer than two clues, has no key.
    ``names`` replaces the built-in rules (the same rules the quality scores use
    by default), so the keys use the entities the scores show.
    """
    if published_at is None:
        return []
    head = headline or ""
    lead = paragraphs[0] if paragraphs else ""
    combos: list[tuple[str, str]] = []
    if language and language.lower().startswith("zh"):
        # names from the headline (the tagger is slow), figures from it and the lead's
        # first sentence: a Chinese headline states the subject, a flash its figure too
        found = (names(head, language) if names else _zh_entities(head))[:MAX_ENTITIES]
        numbers = figures(head + "\n" + _sentences(lead)[:1][0] if lead else head)
        combos = [(name, number) for name in found for number in numbers[:MAX_FIGURES]]
    else:
        # an entity and a figure count together only within one sentence: the flash's
        # headline and the article's lead state the same fact in one sentence each
        def english(text: str) -> list[str]:
            return names(text, language) if names else entities(text, "", "en")

        for sentence in [head, *_sentences(lead)[:2]]:
            found = english(sentence)[:MAX_ENTITIES]
            numbers = figures(sentence)[:MAX_FIGURES]
            combos += [(name, number) for name in found for number in numbers]
        if not combos:
            found = english(head)[:MAX_ENTITIES]
            combos = [(a, b) for i, a in enumerate(found) for b in found[i + 1 :]]
    combos = list(dict.fromkeys(combos))
    day = published_at.toordinal()
    return [_key(combo, day + offset) for offset in day_offsets for combo in combos]


_SENTENCE_END = re.compile(r"(?<=[.!?。！？])\s*")


def _sentences(text: str) -> list[str]:
    return [part for part in _SENTENCE_END.split(text) if part.strip()]
