"""jieba made ready for newsfold: its dictionary and word tags loaded once, quietly, fast.

Every caller of jieba (the tokens of :mod:`newsfold.text`, the entity rules, the event
keys) goes through :func:`jieba_ready` or :func:`jieba_posseg` first, so that a user's
``newsfold ingest`` prints none of jieba's log and the tables are loaded the cheap way:
from newsfold's grouped file of them (:mod:`newsfold.jieba_tables`) a group of words at
a time, or jieba's cache file read whole and the word tags in one split of ``dict.txt``.
(Split from :mod:`newsfold.text`, which had grown to 587 lines: tokens and shingles there,
the loading of jieba here.)
"""

from __future__ import annotations

import importlib
import io
import logging
import marshal
import os
import sys
import tempfile
import threading
from collections.abc import MutableMapping
from functools import lru_cache
from typing import Any

from newsfold import jieba_tables

__all__ = ["jieba_posseg", "jieba_ready", "word_tags"]

#: Held while :func:`jieba_posseg` imports the tagger and gives it its table.
_POSSEG_LOCK = threading.Lock()


@lru_cache(maxsize=1)
def jieba_ready() -> Any:
    """jieba with its dictionary loaded and its log quiet.

    jieba logs "Building prefix dict... Loading model cost ..." at DEBUG to its own
    stderr handler the first time any of its cutters runs; every caller (the tokens
    here, the entity rules, the event keys) goes through this first so that a user's
    ``newsfold ingest`` prints none of it.

    For jieba's default dictionary, untouched yet, the dictionary and the word tags are
    read a group of words at a time from newsfold's grouped file of them
    (:mod:`newsfold.jieba_tables`), when there is one made from the same ``dict.txt``.
    Otherwise the dictionary comes from jieba's own cache file when it can (see
    :func:`_load_jieba_cache`), or ``jieba.initialize`` loads it, building that cache
    the first time, as it always does; then the grouped file is written for the next
    process (once: 0.5 s).
    """
    import jieba

    jieba.setLogLevel(logging.WARNING)
    fresh = _untouched_default(jieba)
    if fresh and _install_grouped(jieba):
        return jieba
    _load_jieba_cache(jieba)
    jieba.initialize()  # nothing to do when the cache was read
    if fresh:
        _write_grouped(jieba)
    return jieba


#: The word tags the tagger is given (:func:`jieba_posseg`), when :func:`jieba_ready`
#: has them: from the grouped file, or read to write it.
_TAGS: dict[str, MutableMapping[str, str]] = {}


def _untouched_default(jieba: Any) -> bool:
    """Whether jieba's tokenizer is still to load its default dictionary from its own
    cache name (what the grouped file and :func:`_load_jieba_cache` stand in for)."""
    tokenizer = jieba.dt
    return not (
        tokenizer.initialized
        or tokenizer.dictionary != jieba.DEFAULT_DICT
        or tokenizer.cache_file
        or tokenizer.dictionary in jieba.DICT_WRITING
    )


def _grouped_source(jieba: Any) -> tuple[str, str, bytes] | None:
    """The grouped file for jieba's default dictionary, what it must be made from and the
    bytes of that ``dict.txt`` (None: the dictionary file cannot be read, or there is no
    cache folder of the user's own to keep it in)."""
    dict_path = os.path.join(os.path.dirname(jieba.__file__), jieba.DEFAULT_DICT_NAME)
    try:
        with open(dict_path, "rb") as file:
            data = file.read()
    except OSError:
        return None
    folder = jieba_tables.cache_folder()
    if folder is None:
        return None
    key = jieba_tables.source_key(data, str(jieba.__version__))
    return jieba_tables.grouped_path(folder, key), key, data


def _install_grouped(jieba: Any) -> bool:
    """Give jieba's tokenizer the grouped file's dictionary (and keep its tags for the
    tagger); False when there is no usable file."""
    source = _grouped_source(jieba)
    if source is None:
        return False
    tables = jieba_tables.load_grouped(*source[:2])
    if tables is None:
        return False
    tokenizer = jieba.dt
    with tokenizer.lock:
        if not _untouched_default(jieba):
            return False  # another thread loaded it meanwhile
        tokenizer.FREQ, tokenizer.total = tables.freq(), tables.total
        tokenizer.initialized = True
    _TAGS["default"] = tables.tags()
    return True


def _write_grouped(jieba: Any) -> None:
    """Write the grouped file of ``dict.txt``'s dictionary and word tags, both read from
    ``dict.txt`` here, never from the tokenizer: what it holds may have come from a stale
    ``jieba.cache``, or from another thread's ``add_word`` since it loaded; unless the
    folder cannot take it or a write of it failed lately (:func:`jieba_tables.may_write`)."""
    source = _grouped_source(jieba)
    if source is None:
        return
    path, key, data = source
    tags = word_tags(data.decode("utf-8"))
    if tags is None:
        return
    _TAGS["default"] = tags
    if not jieba_tables.may_write(path):
        return
    try:
        freq, total = jieba.Tokenizer.gen_pfdict(io.BytesIO(data))
    except ValueError:
        return  # a line jieba's own build refuses too
    jieba_tables.write_grouped(path, key, freq, tags, total)


def _load_jieba_cache(jieba: Any) -> None:
    """Read jieba's prefix dictionary from the cache file ``jieba.initialize`` reads.

    The same file, the same test of whether it applies (the default dictionary and
    jieba's own cache name: ``jieba.cache`` in jieba's ``tmp_dir`` or the temporary folder) and the
    same ``(FREQ, total)``; only read whole first and unmarshalled from the bytes, where
    jieba's ``marshal.load`` on the open file makes one read call per string of its
    half a million: 0.12 s instead of 0.38 s of CPU, once per process. Anything else
    (no cache yet, another dictionary, a file that does not unmarshal) is left to
    ``jieba.initialize``, which then does what it always did.
    """
    tokenizer = jieba.dt
    with tokenizer.lock:
        if not _untouched_default(jieba):
            return
        cache = os.path.join(tokenizer.tmp_dir or tempfile.gettempdir(), "jieba.cache")
        try:
            with open(cache, "rb") as file:
                freq, total = marshal.loads(file.read())
        except (OSError, EOFError, ValueError, TypeError):
            return  # jieba.initialize reads or rebuilds it
        tokenizer.FREQ, tokenizer.total = freq, total
        tokenizer.initialized = True


@lru_cache(maxsize=1)
def jieba_posseg() -> Any:
    """``jieba.posseg`` (the part-of-speech tagger) ready, with jieba's dictionary loaded.

    Importing ``jieba.posseg`` reads the word-tag table (349,045 words of jieba's
    ``dict.txt``) line by line (0.15 s of CPU); here the default dictionary's table is
    the grouped file's (:func:`jieba_ready`), or read from the same file in one split
    (0.09 s), and jieba's own reading is kept for any other dictionary or a file the
    split does not read line for line (``tests/quality/test_jieba_load.py`` checks the
    tables are equal).
    """
    jieba = jieba_ready()
    with _POSSEG_LOCK:  # no thread may see the tagger before its table is in
        if "jieba.posseg" in sys.modules or jieba.dt.dictionary != jieba.DEFAULT_DICT:
            return importlib.import_module("jieba.posseg")
        tags = _TAGS.get("default")
        if tags is None:
            with jieba.dt.get_dict_file() as file:
                text = file.read().decode("utf-8")
            tags = word_tags(text)
            if tags is None:
                return importlib.import_module("jieba.posseg")
        # posseg builds its tagger at import, reading the table there: give it nothing
        # to read, then the table read here
        jieba.dt.get_dict_file = lambda: io.BytesIO(b"")
        try:
            posseg = importlib.import_module("jieba.posseg")
        finally:
            del jieba.dt.get_dict_file
        posseg.dt.word_tag_tab = tags
        return posseg


def word_tags(text: str) -> dict[str, str] | None:
    """jieba's word-tag table of a dictionary's text (``word freq tag`` lines), or None.

    The same table as ``POSTokenizer.load_word_tag``: the last tag of each word. None
    where one split over the whole text could read it otherwise than line by line: not
    three fields a line on the count (a blank line, white space other than the two
    spaces inside a line), or a frequency that is not a number (fields out of step).
    """
    fields = text.split()
    lines = text.count("\n") + (not text.endswith("\n"))
    if len(fields) != 3 * lines or not all(map(str.isdigit, fields[1::3])):
        return None
    return dict(zip(fields[0::3], fields[2::3], strict=True))
