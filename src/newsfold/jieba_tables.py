"""jieba's dictionary and word tags, read a group of words at a time from a file of newsfold's own.

jieba cuts a text with two tables read from its ``dict.txt``: the prefix dictionary
(``FREQ``: each word and each prefix of a word, 498,113 keys, with its frequency) and,
for the part-of-speech tagger, each word's tag (349,045 words). Loading both whole costs
0.3-0.4 s of CPU once per process (unmarshalling jieba's cache of the first, a split of
``dict.txt`` for the second: :func:`newsfold.jieba_load.jieba_posseg`), which is 3-4 % of a
``newsfold ingest`` of 1,100 pages; yet the scores and event keys tag only the headline
and lead of the Chinese pages, and every key jieba looks up for a text is a piece of that
text. The 41 Chinese development pages ask about 22,000 keys, which fall in 2,300 of the
190,000 groups of keys that share their first two characters.

So both tables are written once (by the first process that loads them whole) to a file
in the user's cache folder (see below), grouped by a key's first two characters (a one-character key
in a group of its own), with a two-level index: the first character's entry locates that
character's record of its groups (see :class:`GroupedTables`), which locates each
group. :class:`GroupedTables` reads a group when a key of it is first asked for. The
mappings it gives jieba (:meth:`GroupedTables.freq`, :meth:`GroupedTables.tags`) answer
every key exactly as jieba's own tables do (the same keys, the same values), so jieba's
cuts and tags are the same (``tests/quality/test_jieba_load.py`` compares the tables key
by key with jieba's own, and the cuts and tags of sentences both ways).

The file holds the prefix dictionary jieba itself would load in the process that wrote
it (its cache file when it has one: jieba reads that for the default dictionary, stale
against ``dict.txt`` or not; else built from ``dict.txt``), never the tokenizer's tables
in memory, which a thread's ``add_word`` may already have changed, and ``dict.txt``'s
word tags; it is used only when it was made from the same bytes of ``dict.txt``, the
same state of jieba's cache file (its content, or none), by the same jieba version and
in this layout (:func:`source_key`, :data:`FORMAT`), and when its checksum, which covers
the header (total, index) as well as the groups, holds; anything else (missing, stale,
damaged) is left to the whole tables as before (:mod:`newsfold.jieba_load`).

It lives in the user's own cache folder (:func:`cache_folder`: ``$XDG_CACHE_HOME`` or
``~/.cache``, then ``newsfold``, made 0700), not in a shared temporary folder under a
name anyone can work out. A write goes to a temporary file in that folder, removed on any
error, and clears temporary files older than an hour that a killed writer left; when a
write fails a marker beside the file (:func:`failed_marker`) stops the next processes
from building the tables again for a day, and an unwritable folder is not built for. A
file's name says the place it serves (one installation of jieba: its ``dict.txt``) and
the source it was made from; writing one removes the files of the same place made from
another source (:func:`remove_stale`), and session 19's files.
"""

from __future__ import annotations

import logging
import marshal
import os
import re
import stat
import tempfile
import threading
import time
import zlib
from collections.abc import Iterator, Mapping, MutableMapping
from typing import Any, Final

__all__ = [
    "FORMAT",
    "GroupedTables",
    "GroupedView",
    "cache_folder",
    "failed_marker",
    "load_grouped",
    "may_write",
    "remove_stale",
    "source_key",
    "write_grouped",
]

log = logging.getLogger(__name__)

#: The layout of the file; a file of another layout is not read.
FORMAT: Final = "newsfold-jieba-groups-3"
#: The header's length field (little-endian) before the header itself.
_LENGTH: Final = 8
#: Then the crc32 (little-endian) of everything after it: header and groups.
_CHECK: Final = 4
#: The temporary files' prefix, and the age past which one is a killed writer's.
_TEMPORARY: Final = ".newsfold-jieba-"
_STALE_TEMPORARY_S: Final = 3600
#: The grouped files' names: ``PREFIX{place:08x}-{source:08x}.bin`` (:func:`grouped_path`),
#: or session 19's ``PREFIX{source:08x}.bin``; a failed write's marker adds ``.failed``.
_GROUPED: Final = "newsfold-jieba-groups-"
_NAME: Final = re.compile(r"newsfold-jieba-groups-(?:([0-9a-f]{8})-)?[0-9a-f]{8}\.bin(?:\.failed)?")
#: How long a failed write stops the next processes from building the tables again.
_FAILED_S: Final = 86400
#: ``FREQ`` and the tags are the two halves of a group.
_FREQ, _TAGS = 0, 1

#: One group: the ``FREQ`` entries and the tags of the keys with the same first two
#: characters.
_Group = tuple[dict[str, int], dict[str, str]]


class GroupedTables:
    """The two tables over the bytes of a grouped file (see the module doc).

    A group is unmarshalled the first time one of its keys is asked for and kept;
    writes (jieba's ``add_word``, a user dictionary's tags) land in the group, so the
    tables stay what jieba's own would be after the same calls.

    The groups of one first character lie together: its one-character group, then its
    two-character groups in the order of their second characters, then the character's
    record ``(start, one-character group's size, second characters, ends)``, ``ends``
    the end of each two-character group (4 bytes each, little-endian, from the end of the
    one-character group). A record makes no object per group: a common character has a
    thousand groups, and the first texts read touch a thousand characters.
    """

    def __init__(
        self, data: bytes, base: int, total: int, first: dict[str, tuple[int, int]]
    ) -> None:
        self._data = memoryview(data)
        self._base = base
        self.total = total
        self._first = first
        self._records: dict[str, tuple[int, int, str, bytes]] = {}
        self._groups: dict[str, _Group] = {}
        self._lock = threading.Lock()

    def group(self, key: str) -> _Group:
        """The group of ``key``: the keys with its first two characters (a shorter key's
        group is the key itself), read on first use."""
        prefix = key[:2]
        found = self._groups.get(prefix)
        if found is None:
            found = self._load(prefix)
        return found

    def _load(self, prefix: str) -> _Group:
        with self._lock:
            found = self._groups.get(prefix)
            if found is not None:
                return found
            found = self._read_group(prefix)
            self._groups[prefix] = found
            return found

    def _record(self, head: str) -> tuple[int, int, str, bytes]:
        record = self._records.get(head)
        if record is None:
            at = self._first.get(head)
            record = (0, 0, "", b"") if at is None else self._read(*at)
            self._records[head] = record
        return record

    def _read_group(self, prefix: str) -> _Group:
        start, single, seconds, ends = self._record(prefix[:1])
        group: _Group = ({}, {})
        if len(prefix) < 2:
            if single:
                group = self._read(start, single)
            return group
        i = seconds.find(prefix[1])
        if i >= 0:
            begin = int.from_bytes(ends[4 * i - 4 : 4 * i], "little") if i else 0
            end = int.from_bytes(ends[4 * i : 4 * i + 4], "little")
            group = self._read(start + single + begin, end - begin)
        return group

    def _read(self, start: int, size: int) -> Any:
        start += self._base
        return marshal.loads(self._data[start : start + size])

    def all_groups(self) -> list[_Group]:
        """Every group, all read now (only for a caller that walks a whole table), and
        any a write made for keys the file does not hold."""
        for head in list(self._first):
            self.group(head)
            for second in self._record(head)[2]:
                self.group(head + second)
        return list(self._groups.values())

    def freq(self) -> GroupedView:
        """jieba's prefix dictionary (``Tokenizer.FREQ``)."""
        return GroupedView(self, _FREQ)

    def tags(self) -> GroupedView:
        """The tagger's word tags (``POSTokenizer.word_tag_tab``)."""
        return GroupedView(self, _TAGS)


class GroupedView(MutableMapping[str, Any]):
    """One of the two tables as the mapping jieba reads (``in``, ``[]``, ``get``) and
    writes (``[]=``, ``update``); walking it reads every group."""

    __slots__ = ("_tables", "_which")

    def __init__(self, tables: GroupedTables, which: int) -> None:
        self._tables = tables
        self._which = which

    def __contains__(self, key: object) -> bool:
        if not isinstance(key, str):
            return False
        return key in self._tables.group(key)[self._which]

    def __getitem__(self, key: str) -> Any:
        return self._tables.group(key)[self._which][key]

    def get(self, key: str, default: Any = None) -> Any:
        """The value of ``key``, else ``default`` (jieba's most frequent call)."""
        return self._tables.group(key)[self._which].get(key, default)

    def __setitem__(self, key: str, value: Any) -> None:
        self._tables.group(key)[self._which][key] = value

    def __delitem__(self, key: str) -> None:
        del self._tables.group(key)[self._which][key]

    def __iter__(self) -> Iterator[str]:
        for group in self._tables.all_groups():
            yield from list(group[self._which])

    def __len__(self) -> int:
        return sum(len(group[self._which]) for group in self._tables.all_groups())


def source_key(dict_bytes: bytes, version: str, cache_id: str) -> str:
    """What a grouped file must have been made from: the layout, jieba's version, the
    bytes of its ``dict.txt`` (length and xxh64: 2 ms for its 5 MB) and the content of
    jieba's cache file (its length and xxh64, "" for none)."""
    import xxhash

    digest = xxhash.xxh64_hexdigest(dict_bytes)
    return f"{FORMAT}|{version}|{len(dict_bytes)}|{digest}|{cache_id}"


def cache_folder() -> str | None:
    """The user's own folder for the grouped file: ``$XDG_CACHE_HOME/newsfold``, else
    ``~/.cache/newsfold`` (the XDG convention; newsfold has no cache setting of its own).

    None when that is not an absolute path (no HOME and no passwd entry, or a relative
    ``XDG_CACHE_HOME``, which the XDG rules say to ignore): a relative folder would put an
    18 MB file, and its build, in every working directory."""
    base = os.environ.get("XDG_CACHE_HOME", "")
    if not os.path.isabs(base):
        base = os.path.join(os.path.expanduser("~"), ".cache")
    if not os.path.isabs(base):
        return None
    return os.path.join(base, "newsfold")


def grouped_path(folder: str, key: str, place: str) -> str:
    """The file of the tables made from ``key`` for ``place`` in ``folder``: one name per
    place and source, so that a new source replaces the old one's file of the same place
    (:func:`remove_stale`) and two places (two installations of jieba, in two virtual
    environments) never remove each other's."""
    return os.path.join(folder, f"{_GROUPED}{_crc(place):08x}-{_crc(key):08x}.bin")


def _crc(text: str) -> int:
    return zlib.crc32(text.encode("utf-8", "surrogatepass"))


def failed_marker(path: str) -> str:
    """The marker a failed write of ``path`` leaves (see :func:`may_write`)."""
    return path + ".failed"


def may_write(path: str) -> bool:
    """Whether building the tables for ``path`` is worth it: its folder can be made (0700,
    the user's own) and written, and no write of it failed in the last day (a file that
    cannot be written would otherwise cost every process the 0.5 s build again)."""
    folder = os.path.dirname(path) or "."
    try:
        os.makedirs(folder, mode=0o700, exist_ok=True)
        if not _owned(os.stat(folder)) or not os.access(folder, os.W_OK):
            return False
        failed = os.stat(failed_marker(path)).st_mtime
    except FileNotFoundError:
        return True
    except OSError:
        return False
    return time.time() - failed > _FAILED_S


def _owned(status: os.stat_result) -> bool:
    """Whether a file or folder is this user's own (as :func:`may_write` demands to write)."""
    return status.st_uid == os.getuid()


def load_grouped(path: str, key: str) -> GroupedTables | None:
    """The tables of the grouped file at ``path``, or None when there is none, it was
    made from another source than ``key``, or it does not read back whole (the checksum
    covers the header and the groups; the index must point inside the groups)."""
    try:
        with open(path, "rb") as file:
            if not _owned(os.fstat(file.fileno())) or not _owned(
                os.stat(os.path.dirname(path) or ".")
            ):
                return None  # only what this user wrote (it is unmarshalled)
            data = file.read()
    except OSError:
        return None
    head = _LENGTH + _CHECK
    if len(data) < head or zlib.crc32(memoryview(data)[head:]) != int.from_bytes(
        data[_LENGTH:head], "little"
    ):
        return None
    try:
        size = int.from_bytes(data[:_LENGTH], "little")
        made_from, total, first = marshal.loads(data[head : head + size])
    except (EOFError, ValueError, TypeError):
        return None
    if made_from != key or not isinstance(total, int) or not isinstance(first, dict):
        return None
    groups = len(data) - head - size
    for at in first.values():
        if not (
            isinstance(at, tuple)
            and len(at) == 2
            and all(isinstance(n, int) and n >= 0 for n in at)
            and at[0] + at[1] <= groups
        ):
            return None
    # the index's offsets count from the start of the groups, after the header
    return GroupedTables(data, head + size, total, first)


def _clear_stale_temporaries(folder: str) -> None:
    """Remove the temporary files of writers killed over an hour ago."""
    try:
        names = [name for name in os.listdir(folder) if name.startswith(_TEMPORARY)]
    except OSError:
        return
    for name in names:
        temporary = os.path.join(folder, name)
        try:
            if time.time() - os.stat(temporary).st_mtime > _STALE_TEMPORARY_S:
                os.unlink(temporary)
        except OSError:
            continue


def write_grouped(
    path: str, key: str, freq: Mapping[str, int], tags: Mapping[str, str], total: int
) -> bool:
    """Write both tables grouped to ``path`` (atomically: a temporary file in the same
    folder renamed, removed on any error); False when the folder cannot take it, and
    then a marker says so to the next processes (:func:`may_write`)."""
    groups: dict[str, _Group] = {}
    for word, count in freq.items():
        group = groups.get(word[:2])
        if group is None:
            group = groups[word[:2]] = ({}, {})
        group[0][word] = count
    for word, tag in tags.items():
        group = groups.get(word[:2])
        if group is None:
            group = groups[word[:2]] = ({}, {})
        group[1][word] = tag
    by_first: dict[str, dict[str, _Group]] = {}
    for prefix, group in groups.items():
        by_first.setdefault(prefix[:1], {})[prefix[1:]] = group
    chunks: list[bytes] = []
    offset = 0
    first: dict[str, tuple[int, int]] = {}
    for head, seconds in by_first.items():
        # this character's groups, then its record (see GroupedTables)
        start = offset
        single = seconds.pop("", None)
        single_blob = marshal.dumps(single) if single is not None else b""
        chunks.append(single_blob)
        offset += len(single_blob)
        ends = bytearray()
        end = 0
        for group in seconds.values():
            blob = marshal.dumps(group)
            chunks.append(blob)
            end += len(blob)
            ends += end.to_bytes(4, "little")
        offset += end
        record = marshal.dumps((start, len(single_blob), "".join(seconds), bytes(ends)))
        first[head] = (offset, len(record))
        chunks.append(record)
        offset += len(record)
    body = b"".join(chunks)
    header = marshal.dumps((key, total, first))
    check = zlib.crc32(body, zlib.crc32(header))
    folder = os.path.dirname(path) or "."
    _clear_stale_temporaries(folder)
    try:
        fd, temporary = tempfile.mkstemp(dir=folder, prefix=_TEMPORARY)
        try:
            with os.fdopen(fd, "wb") as out:
                out.write(len(header).to_bytes(_LENGTH, "little"))
                out.write(check.to_bytes(_CHECK, "little"))
                out.write(header)
                out.write(body)
            os.replace(temporary, path)
        except BaseException:
            os.unlink(temporary)
            raise
    except OSError as exc:
        log.debug("jieba's grouped tables not written to %s: %s", path, exc)
        try:
            with open(failed_marker(path), "w", encoding="utf-8") as marker:
                marker.write(f"{exc}\n")
        except OSError:
            pass
        return False
    remove_stale(path)
    return True


def remove_stale(path: str) -> list[str]:
    """Remove the grouped files ``path`` replaces, and their markers; the names removed.

    Those are the files of the same place made from another source (a new jieba or
    ``dict.txt`` there, another state of jieba's cache file), and session 19's files, whose names
    said no place (an older newsfold beside this one writes its file again, once). Only
    in the user's own folder of mode 0700, reached without following a link, and only
    plain files the user owns, never links (``unlink`` removes a name, whatever it
    became since: it follows nothing). Nothing else in the folder is touched, nor the
    files of other places, which other installations of jieba may still read.
    """
    folder, name = os.path.split(path)
    found = _NAME.fullmatch(name)
    if found is None or found.group(1) is None:
        return []
    place = found.group(1)
    removed: list[str] = []
    try:
        fd = os.open(folder or ".", os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW)
    except OSError:
        return removed
    try:
        status = os.fstat(fd)
        if not _owned(status) or stat.S_IMODE(status.st_mode) != 0o700:
            return removed
        for entry in os.listdir(fd):
            other = _NAME.fullmatch(entry)
            if (
                other is None
                or other.group(1) not in (place, None)
                or entry in (name, failed_marker(name))
            ):
                continue
            try:
                found_status = os.stat(entry, dir_fd=fd, follow_symlinks=False)
                if stat.S_ISREG(found_status.st_mode) and _owned(found_status):
                    os.unlink(entry, dir_fd=fd)
                    removed.append(entry)
            except OSError:
                continue
    finally:
        os.close(fd)
    return removed
