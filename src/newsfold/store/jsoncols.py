"""The text of the store's JSON columns (the engine's ``json_serializer``).

It is the text of ``json.dumps`` with its defaults, exactly, for every value. The one
value that costs is an article's ``quality``: its entity records (about 140 an article,
one dict of seven fields each, the English rules marking every capitalised run) are
18 KB of JSON, which the standard encoder wrote in 0.19 ms an article, 2 % of an ingest,
walking each record as a general mapping (a list of its items, each key escaped again).
Here a record of the usual shape (the seven keys of
:func:`~newsfold.quality.entities.entity_records`, in its order, each value of its
usual type: text, label and field ``str``, offsets ``int``, a finite ``float``
confidence, a ``bool``) is written by a format of its own, compiled (mypyc); the
labels, fields and confidences, which repeat, are escaped or formatted once. Anything
else (another shape, another type, a value that is not finite) goes to the standard
encoder whole, so the text is ``json.dumps``'s in every case
(``tests/store/test_jsoncols.py``: the scores of real pages, and made-up values of
every kind).

No check for a value that contains itself (``check_circular=False``): column values
never do (lists and maps of text and numbers), and that check kept a map of every list
and dict being written, a tenth of the encoding's time. A value that did would fail
with ``RecursionError`` instead of ``ValueError``.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from json.encoder import encode_basestring_ascii
from typing import Any, Final

__all__ = ["json_text"]

#: ``json.dumps`` with its defaults, less the check for a value containing itself.
_ENCODE: Final[Callable[[Any], str]] = json.JSONEncoder(check_circular=False).encode
#: The keys of an entity record, in the order the scores write them.
_RECORD_KEYS: Final = ("text", "label", "field", "start", "end", "confidence", "unsure")
#: Texts met in every record (labels, fields) escaped once, and confidences formatted
#: once (positive floats only: ``0.0`` and ``-0.0`` are one key with two texts); each
#: held to :data:`_MEMO_MAX` entries (a model's confidences take any value).
_ESCAPED: Final[dict[str, str]] = {}
_FLOATS: Final[dict[float, str]] = {}
_MEMO_MAX: Final = 4096


def json_text(value: Any) -> str:
    """``json.dumps(value)``'s text (see the module doc)."""
    if type(value) is dict:
        entities = value.get("entities")
        if type(entities) is list and entities:
            return _with_records(value)
    return _ENCODE(value)


def _with_records(value: dict[Any, Any]) -> str:
    """A map holding entity records (``quality``): its items one by one, the records
    by :func:`_records`; anything but text keys goes to the standard encoder whole."""
    parts: list[str] = []
    for key, item in value.items():
        if type(key) is not str:
            return _ENCODE(value)  # json turns such keys to text its own way
        text = _records(item) if key == "entities" and type(item) is list else _ENCODE(item)
        parts.append(encode_basestring_ascii(key) + ": " + text)
    return "{" + ", ".join(parts) + "}"


def _records(records: list[Any]) -> str:
    """A list of entity records; the standard encoder's text of it if any record is not
    of the usual shape."""
    out: list[str] = []
    for record in records:
        if type(record) is not dict or tuple(record) != _RECORD_KEYS:
            return _ENCODE(records)
        text, label, field = record["text"], record["label"], record["field"]
        start, end, confidence = record["start"], record["end"], record["confidence"]
        unsure = record["unsure"]
        if not (
            type(text) is str
            and type(label) is str
            and type(field) is str
            and type(start) is int
            and type(end) is int
            and type(confidence) is float
            and type(unsure) is bool
        ):
            return _ENCODE(records)
        number = _float_text(confidence)
        if number is None:
            return _ENCODE(records)
        # one f-string: compiled, its pieces are measured and copied once
        flag = "true" if unsure else "false"
        out.append(
            f'{{"text": {encode_basestring_ascii(text)}, "label": {_escaped(label)}, '
            f'"field": {_escaped(field)}, "start": {start}, "end": {end}, '
            f'"confidence": {number}, "unsure": {flag}}}'
        )
    return "[" + ", ".join(out) + "]"


def _escaped(text: str) -> str:
    known = _ESCAPED.get(text)
    if known is None:
        known = encode_basestring_ascii(text)
        if len(_ESCAPED) < _MEMO_MAX:
            _ESCAPED[text] = known
    return known


def _float_text(number: float) -> str | None:
    """``repr`` of a finite float, as json writes it (None: not finite, which json
    writes its own way)."""
    if number > 0:
        known = _FLOATS.get(number)
        if known is None:
            if math.isinf(number):
                return None
            known = repr(number)
            if len(_FLOATS) < _MEMO_MAX:
                _FLOATS[number] = known
        return known
    if not math.isfinite(number):
        return None
    return repr(number)
