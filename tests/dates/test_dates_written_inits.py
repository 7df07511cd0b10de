"""The dates' frozen dataclasses have their ``__init__`` written out (compiled, the one
the dataclass makes stays interpreted): each must be the dataclass's own, frozen still."""

from __future__ import annotations

import dataclasses
from datetime import UTC, date, datetime

import pytest

from newsfold.dates import reading
from newsfold.dates.parsed import Candidate, ParsedDate

_INSTANT = datetime(2020, 1, 26, 10, 0, tzinfo=UTC)
_PARSED = ParsedDate(_INSTANT, "2020-01-26", False, True, "day")


@pytest.mark.parametrize(
    ("cls", "values"),
    [
        (
            ParsedDate,
            [_INSTANT, "2020-01-26T10:00", True, False, "second", True, date(2020, 1, 25),
             _PARSED, True],
        ),
        (Candidate, ["meta:date", "structured", "published", 0.6, _PARSED, "2020-01-26", 7, True]),
        (reading.Context, [UTC, "de", _INSTANT, True]),
    ],
)  # fmt: skip
def test_written_init_is_the_dataclass_one(cls: type, values: list[object]) -> None:
    fields = dataclasses.fields(cls)
    names = [f.name for f in fields]
    made = cls(*values)
    assert [getattr(made, name) for name in names] == values
    assert made == cls(**dict(zip(names, values, strict=True)))
    assert hash(made) == hash(cls(*values))
    required = [f for f in fields if f.default is dataclasses.MISSING]
    short = cls(*values[: len(required)])
    for field in fields[len(required) :]:
        assert getattr(short, field.name) == field.default
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(made, names[0], values[0])
    changed = dataclasses.replace(made, **{names[1]: values[1]})
    assert changed == made
    assert repr(made).startswith(cls.__name__ + "(")
