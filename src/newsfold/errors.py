"""One exception hierarchy for newsfold.

Callers catch :class:`NewsfoldError` to handle anything the library raises on
purpose; anything else escaping is a bug. The tree::

    NewsfoldError
    ├── ConfigError          bad settings file, environment value or flag
    ├── InputError           an input file or record that cannot be read at all
    ├── OutputError          an output file that cannot be written
    ├── PageError            one page could not be turned into an article
    │   ├── DecodeError      bytes could not be decoded to text
    │   ├── ParseError       the HTML (or other markup) could not be parsed
    │   ├── EmptyPageError   parsed, but no article body was found
    │   └── PageTooLargeError  over the configured size limit
    ├── DateError            a date string that no supported format matches
    ├── StoreError           the database refused or is not what we expect
    └── MissingExtraError    an optional extra (postgres, spark, web, semantic) is not installed

``PageError`` carries a short machine-readable ``kind`` so batch runs can count
failures by reason and write ``{"error": {"kind", "message"}}`` records.
"""

from __future__ import annotations

__all__ = [
    "ConfigError",
    "DateError",
    "DecodeError",
    "EmptyPageError",
    "InputError",
    "MissingExtraError",
    "NewsfoldError",
    "OutputError",
    "PageError",
    "PageTooLargeError",
    "ParseError",
    "StoreError",
]


class NewsfoldError(Exception):
    """Base of every error newsfold raises on purpose."""


class ConfigError(NewsfoldError):
    """A setting could not be read or has an invalid value."""


class InputError(NewsfoldError):
    """An input file or record is unreadable as a whole."""


class OutputError(NewsfoldError):
    """An output file (``--out``) cannot be written; nothing partial is left behind."""


class PageError(NewsfoldError):
    """One page failed; the batch goes on and counts it under ``kind``."""

    kind: str = "page_error"

    def __init__(self, message: str, *, kind: str | None = None) -> None:
        super().__init__(message)
        if kind is not None:
            self.kind = kind


class DecodeError(PageError):
    """The page's bytes could not be decoded."""

    kind = "decode_error"


class ParseError(PageError):
    """The page could not be parsed as HTML."""

    kind = "parse_error"


class EmptyPageError(PageError):
    """The page parsed but holds no article text."""

    kind = "empty"


class PageTooLargeError(PageError):
    """The page is larger than the configured limit."""

    kind = "too_large"


class DateError(NewsfoldError):
    """A date string matched no supported format."""


class StoreError(NewsfoldError):
    """The store could not be opened, migrated or written."""


class MissingExtraError(NewsfoldError):
    """An optional dependency is missing; the message says which extra to install."""

    def __init__(self, extra: str, module: str) -> None:
        super().__init__(
            f"{module!r} is not installed: install the extra with `pip install 'newsfold[{extra}]'`"
        )
        self.extra = extra
        self.module = module
