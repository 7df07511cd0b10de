"""jieba made ready for newsfold: its dictionary and word tags loaded once, quietly, fast.

Every caller of jieba (the tokens of :mod:`newsfold.text`, the entity rules, the event
keys) goes through :func:`jieba_ready` or :func:`jieba_posseg` first, so that a user's
``newsfold ingest`` prints none of jieba's log and the tables are loaded the cheap way:

- for jieba's default dictionary, untouched yet, from newsfold's grouped file of both
  tables (:mod:`newsfold.jieba_tables`), a group of words at a time;
- otherwise as jieba itself would load them, only faster where it can (its cache file
  read whole, the word tags in one split of ``dict.txt``); and the first process that has
  them whole writes the grouped file for the next ones, from the same tables it gives the
  tokenizer, built or read once.

What jieba cuts is the grouped file's only when that file holds what jieba itself would
load in this process: jieba reads its cache file (``jieba.cache``) for the default
dictionary whenever there is one, stale against ``dict.txt`` or not, and builds from
``dict.txt`` only without one. So the grouped file is keyed on ``dict.txt``'s bytes (the
word tags' source) *and* on the bytes of that cache file (or its absence), and holds
the cache's dictionary when there is one: newsfold cuts as plain jieba cuts, in every
state of the cache (``tests/quality/test_jieba_load.py``).
"""

from __future__ import annotations

import importlib
import io
import logging
import marshal
import os
import stat
import sys
import tempfile
import threading
from collections.abc import MutableMapping
from functools import lru_cache
from typing import Any, Literal, NamedTuple

from newsfold import jieba_tables

__all__ = ["jieba_posseg", "jieba_ready", "word_tags"]

#: Held while :func:`jieba_posseg` imports the tagger and gives it its table.
_POSSEG_LOCK = threading.Lock()
#: The word tags the tagger is given (:func:`jieba_posseg`), when :func:`jieba_ready`
#: has them: from the grouped file, or read to write it.
_TAGS: dict[str, MutableMapping[str, str]] = {}


class _Source(NamedTuple):
    """What the grouped file for jieba's default dictionary is made from, read once a
    process (``dict.txt`` is 5 MB and its xxh64 2 ms): passed from the attempt to read
    the file to the write of a new one."""

    path: str  # the grouped file
    key: str  # what it must have been made from (jieba_tables.source_key)
    data: bytes  # dict.txt's bytes
    cache: str  # jieba's cache file, the one jieba.initialize would read
    cache_id: str  # that file's content when the key was made ("" when there is none)


@lru_cache(maxsize=1)
def jieba_ready() -> Any:
    """jieba with its dictionary loaded and its log quiet.

    jieba logs "Building prefix dict... Loading model cost ..." at DEBUG to its own
    stderr handler the first time any of its cutters runs; this sets it to WARNING first.

    For jieba's default dictionary, untouched yet: the grouped file when there is one
    for this ``dict.txt`` and this state of jieba's cache file; else the dictionary jieba
    would load (its cache file read whole, or built from ``dict.txt`` once), given to the
    tokenizer after the grouped file is written from it (:func:`_install_and_write`).
    Where no grouped file can be written (no cache folder of the user's own, a write
    that failed lately), or for any other dictionary, jieba loads it its own way, its
    cache file read whole first (:func:`_load_jieba_cache`).
    """
    import jieba

    jieba.setLogLevel(logging.WARNING)
    if _untouched_default(jieba):
        source = _grouped_source(jieba)
        if source is not None and (
            _install_grouped(jieba, source) or _install_and_write(jieba, source)
        ):
            return jieba
    _load_jieba_cache(jieba)
    jieba.initialize()  # nothing to do when the cache was read
    return jieba


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


def _jieba_cache(jieba: Any) -> str:
    """The cache file ``jieba.initialize`` reads for the default dictionary."""
    return os.path.join(jieba.dt.tmp_dir or tempfile.gettempdir(), "jieba.cache")


def _content_id(data: bytes) -> str:
    """The grouped file's key part for jieba's cache file: its length and xxh64 (a few
    ms for its 20 MB), never where the file lies.

    Two processes that read equal cache files (two hosts sharing one home folder and
    one virtual environment, each with its own ``/tmp/jieba.cache``; two jobs each with
    its own ``TMPDIR``) must make one key: a key of the file's identity (device, inode,
    mtime) gave each its own, and each write removed the other's file
    (:func:`jieba_tables.remove_stale`), so every start alternating between them built
    the tables again and wrote 18 MB."""
    import xxhash

    return f"{len(data)}:{xxhash.xxh64_hexdigest(data)}"


def _cache_bytes(cache: str) -> bytes | None:
    """jieba's cache file's bytes, None when there is none (jieba then builds from
    ``dict.txt``) or it cannot be read; a file that is there but does not unmarshal has
    bytes too: jieba builds from ``dict.txt`` while it lasts, and so does the grouped
    file made under its key."""
    try:
        status = os.stat(cache)  # jieba's os.path.isfile follows links too
        if not stat.S_ISREG(status.st_mode):
            return None
        with open(cache, "rb") as file:
            return file.read()
    except OSError:
        return None


def _cache_identity(cache: str) -> str:
    """The key part of jieba's cache file (:func:`_content_id`), "" when there is none."""
    data = _cache_bytes(cache)
    return "" if data is None else _content_id(data)


def _grouped_source(jieba: Any) -> _Source | None:
    """The grouped file for jieba's default dictionary and what it is made from (None:
    ``dict.txt`` cannot be read, or there is no cache folder of the user's own)."""
    dict_path = os.path.join(os.path.dirname(jieba.__file__), jieba.DEFAULT_DICT_NAME)
    try:
        with open(dict_path, "rb") as file:
            data = file.read()
    except OSError:
        return None
    folder = jieba_tables.cache_folder()
    if folder is None:
        return None
    cache = _jieba_cache(jieba)
    cache_id = _cache_identity(cache)
    key = jieba_tables.source_key(data, str(jieba.__version__), cache_id)
    # one file an installation of jieba (its dict.txt), whatever the temporary folder
    # (a batch system's job each with its own shares it, where a place of the cache's
    # folder would leave a file a job)
    path = jieba_tables.grouped_path(folder, key, place=dict_path)
    return _Source(path, key, data, cache, cache_id)


def _install_grouped(jieba: Any, source: _Source) -> bool:
    """Give jieba's tokenizer the grouped file's dictionary (and keep its tags for the
    tagger); False when there is no usable file."""
    tables = jieba_tables.load_grouped(source.path, source.key)
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


def _install_and_write(jieba: Any, source: _Source) -> bool:
    """Load the dictionary jieba would load, write the grouped file of it and of
    ``dict.txt``'s word tags, then give it to the tokenizer: built or read once, where
    this process used to let ``jieba.initialize`` build it and then build it again from
    ``dict.txt`` for the file (1.9 s of CPU in all instead of 0.7-1.0 s).

    The file is written before the tokenizer has the dictionary, under its lock, so no
    ``add_word`` of another thread can reach the file. False (jieba then loads it its
    own way) where the file is not to be written (:func:`jieba_tables.may_write`), the
    word tags do not read in one split, or jieba's cache file changed since the key was
    made. Where a write fails after a build, jieba's cache file is written as
    ``jieba.initialize`` would have (:func:`_dump_jieba_cache`)."""
    tags = word_tags(source.data.decode("utf-8"))
    if tags is None:
        return False
    _TAGS["default"] = tags
    if not jieba_tables.may_write(source.path):
        return False
    tokenizer = jieba.dt
    with tokenizer.lock:
        if not _untouched_default(jieba):
            return False  # another thread loaded it meanwhile
        loaded = _read_jieba_cache(source.cache, source.cache_id)
        if loaded is False:
            return False  # replaced since the key was made: the next process writes
        if loaded is None:
            try:
                loaded = jieba.Tokenizer.gen_pfdict(io.BytesIO(source.data))
            except ValueError:
                return False  # a line jieba's own build refuses too
        freq, total = loaded
        written = _plain_table(freq, total) and jieba_tables.write_grouped(
            source.path, source.key, freq, tags, total
        )
        if not written and not source.cache_id:
            _dump_jieba_cache(source.cache, freq, total)
        tokenizer.FREQ, tokenizer.total = freq, total
        tokenizer.initialized = True
    return True


def _read_jieba_cache(cache: str, cache_id: str) -> tuple[Any, Any] | Literal[False] | None:
    """jieba's cache file as ``jieba.initialize`` reads it: ``(FREQ, total)``; None where
    jieba would build from ``dict.txt`` instead (no file, or one that does not unmarshal
    to a pair); False when the file does not hold what ``cache_id`` was made from any
    more (replaced or rewritten since)."""
    data = _cache_bytes(cache)
    if data is None:
        return None if not cache_id else False
    if _content_id(data) != cache_id:
        return False
    try:
        freq, total = marshal.loads(data)
    except (EOFError, ValueError, TypeError):
        return None  # jieba's own load fails too, and it builds from dict.txt
    return freq, total


def _dump_jieba_cache(cache: str, freq: Any, total: Any) -> None:
    """Write jieba's cache file of what was built from ``dict.txt``, as ``jieba.initialize``
    does after a build (a temporary file in the same folder, renamed), where no grouped
    file could be written: the next processes then read it (0.12 s) instead of building
    the dictionary again (0.6 s)."""
    try:
        fd, temporary = tempfile.mkstemp(dir=os.path.dirname(cache))
        try:
            with os.fdopen(fd, "wb") as out:
                marshal.dump((freq, total), out)
            os.replace(temporary, cache)
        except BaseException:
            os.unlink(temporary)
            raise
    except OSError:
        return  # jieba logs it and goes on; so does newsfold


def _plain_table(freq: Any, total: Any) -> bool:
    """Whether a dictionary read from a cache file is one the grouped file can hold
    (text keys, integer frequencies): jieba takes whatever unmarshals, newsfold gives
    the tokenizer the same but writes no file of anything else."""
    return (
        type(freq) is dict
        and type(total) is int
        and all(type(word) is str for word in freq)
        and all(type(count) is int for count in freq.values())
    )


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
        try:
            with open(_jieba_cache(jieba), "rb") as file:
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
