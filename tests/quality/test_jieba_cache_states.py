"""jieba's tables in every state of its caches: loaded once, cut as plain jieba cuts.

:mod:`newsfold.jieba_load` reads ``dict.txt`` once a process and builds (or reads) the
dictionary once, where the first process used to build it twice; a new grouped file
removes the stale ones of its place only (:func:`newsfold.jieba_tables.remove_stale`);
and newsfold's cuts equal plain jieba's on real Chinese text whatever it finds: no
``jieba.cache``, jieba's own, a stale one, a damaged one, with and without the grouped
file.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from newsfold import jieba_tables

pytest.importorskip("jieba")


def _run(code: str, tmp: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", code, *args],
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, "TMPDIR": str(tmp), "XDG_CACHE_HOME": str(tmp / "cache"), **env},
    )


def _grouped_files(tmp: Path) -> list[Path]:
    folder = tmp / "cache" / "newsfold"
    return [p for p in folder.glob("newsfold-jieba-groups-*.bin") if p.is_file()]


# How often the first process makes the grouped file's key (reading and hashing dict.txt's
# 5 MB) and builds the prefix dictionary, in each state it may find.
_COUNT = """
import json, os, jieba
from newsfold import jieba_load, jieba_tables
calls = {"key": 0, "build": 0}
key, build = jieba_tables.source_key, jieba.Tokenizer.gen_pfdict
def counted_key(*args):
    calls["key"] += 1
    return key(*args)
def counted_build(file):
    calls["build"] += 1
    return build(file)
jieba_tables.source_key = counted_key
jieba.Tokenizer.gen_pfdict = staticmethod(counted_build)
if os.environ.get("UNWRITABLE") == "1":  # a folder where the file goes: no write
    os.makedirs(jieba_load._grouped_source(jieba).path)
    calls["key"] = 0
jieba_load.jieba_posseg()
assert jieba.lcut("国家统计局4月16日在北京发布数据。")[0] == "国家统计局"
print(json.dumps(calls))
"""


@pytest.mark.parametrize(
    ("state", "builds"),
    [("no jieba.cache", 1), ("jieba.cache there", 0), ("grouped file unwritable", 1)],
)
def test_dict_txt_read_and_the_dictionary_built_once(
    tmp_path: Path, state: str, builds: int
) -> None:
    if state == "jieba.cache there":
        done = _run("import jieba; jieba.initialize()", tmp_path)
        assert done.returncode == 0, done.stderr
    done = _run(_COUNT, tmp_path, UNWRITABLE=str(int(state == "grouped file unwritable")))
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {"key": 1, "build": builds}
    assert len(_grouped_files(tmp_path)) == (state != "grouped file unwritable")


def _private_folder(tmp_path: Path) -> Path:
    folder = tmp_path / "newsfold"
    folder.mkdir()
    folder.chmod(0o700)
    return folder


def test_writing_removes_the_stale_files_of_its_place_only(tmp_path: Path) -> None:
    folder = _private_folder(tmp_path)
    path = jieba_tables.grouped_path(str(folder), "new source", "jieba A")

    def grouped(key: str, place: str) -> Path:
        return Path(jieba_tables.grouped_path(str(folder), key, place))

    stale = [
        grouped("old source", "jieba A"),
        Path(jieba_tables.failed_marker(str(grouped("older source", "jieba A")))),
        folder / "newsfold-jieba-groups-0123abcd.bin",  # session 19's name
        folder / "newsfold-jieba-groups-0123abcd.bin.failed",
    ]
    outside = tmp_path / "outside.bin"
    kept = [
        grouped("old source", "jieba B"),  # another installation's
        folder / "notes.txt",
        folder / "newsfold-jieba-groups-0123abcd.bin.bak",
        folder / ".newsfold-jieba-writing",  # a writer's temporary file
        outside,
    ]
    for file in [*stale, *kept]:
        file.write_bytes(b"x")
    link = grouped("linked source", "jieba A")
    link.symlink_to(outside)  # a link is not followed, nor removed
    (folder / "newsfold-jieba-groups-fedcba98.bin").mkdir()  # nor a folder
    assert jieba_tables.write_grouped(path, "new source", {"国家": 30}, {"国家": "n"}, 30)
    assert not [p.name for p in stale if p.exists()]
    assert all(p.exists() for p in kept)
    assert link.is_symlink()
    assert outside.read_bytes() == b"x"
    assert (folder / "newsfold-jieba-groups-fedcba98.bin").is_dir()
    assert jieba_tables.load_grouped(path, "new source") is not None
    assert jieba_tables.remove_stale(path) == []  # nothing left to remove


@pytest.mark.skipif(os.getuid() != 0, reason="giving a file to another user needs root")
def test_another_users_file_is_not_removed(tmp_path: Path) -> None:
    folder = _private_folder(tmp_path)
    theirs = Path(jieba_tables.grouped_path(str(folder), "old source", "jieba A"))
    theirs.write_bytes(b"x")
    os.chown(theirs, 12345, 12345)
    path = jieba_tables.grouped_path(str(folder), "new source", "jieba A")
    assert jieba_tables.write_grouped(path, "new source", {"国家": 30}, {"国家": "n"}, 30)
    assert theirs.exists()


@pytest.mark.parametrize("folder_state", ["mode 0755", "reached by a link"])
def test_nothing_removed_outside_a_private_folder(tmp_path: Path, folder_state: str) -> None:
    folder = _private_folder(tmp_path)
    old = Path(jieba_tables.grouped_path(str(folder), "old source", "jieba A"))
    old.write_bytes(b"x")
    if folder_state == "mode 0755":
        folder.chmod(0o755)
    else:
        (tmp_path / "link").symlink_to(folder)
        folder = tmp_path / "link"
    path = jieba_tables.grouped_path(str(folder), "new source", "jieba A")
    assert jieba_tables.remove_stale(path) == []
    assert old.exists()


def _bench() -> Path | None:
    """The development sets: a ``shared/bench`` folder beside the checkout or above it."""
    for parent in Path(__file__).resolve().parents[2:]:
        if (parent / "shared" / "bench").is_dir():
            return parent / "shared" / "bench"
    return None


def _chinese_texts() -> list[str]:
    """Real Chinese news text: the first 1,200 characters of each Chinese development
    article's body (their ground truth), where the development sets are there."""
    bench = _bench()
    truth = bench / "extraction" / "zh" / "ground-truth.json" if bench else None
    if truth is None or not truth.is_file():
        pytest.skip("no shared/bench/extraction/zh beside the checkout")
    articles = json.loads(truth.read_text(encoding="utf-8"))
    texts = [str(a.get("articleBody") or "")[:1200] for a in articles.values()]
    return [t for t in texts if t.strip()]


# The cuts a process makes of the texts (argv[1], a JSON file): jieba.lcut with and without
# the HMM, newsfold's jieba_tokens, and the tagger's pairs of each text's start. PLAIN=1:
# plain jieba loaded its own way (newsfold's tokens then run on it), else newsfold's load;
# GROUPED says which load newsfold made (whether the tables came from the grouped file).
_CUTS = """
import json, os, sys, jieba
from newsfold import text
from newsfold.jieba_tables import GroupedView
texts = json.load(open(sys.argv[1], encoding="utf-8"))
if os.environ.get("PLAIN") == "1":
    import jieba.posseg as posseg
    text.jieba_ready = lambda: jieba
else:
    posseg = text.jieba_posseg()
grouped = isinstance(jieba.dt.FREQ, GroupedView)
cuts = [
    [jieba.lcut(t) for t in texts],
    [jieba.lcut(t, HMM=False) for t in texts],
    [text.jieba_tokens(t) for t in texts],
    [[(p.word, p.flag) for p in posseg.lcut(t[:300])] for t in texts],
]
print(json.dumps({"grouped": grouped, "cuts": cuts}, ensure_ascii=False))
"""
# A stale jieba.cache: dict.txt's dictionary with one more word, a run of the texts' own
# characters that dict.txt does not hold, so plain jieba cuts the texts otherwise
_STALE = """
import json, marshal, os, re, sys, jieba
texts = json.load(open(sys.argv[1], encoding="utf-8"))
own = jieba.Tokenizer()
own.initialize()
word = next(w for t in texts for w in re.findall("[\\u4e00-\\u9fff]{4}", t) if w not in own.FREQ)
for end in range(1, len(word)):
    own.FREQ.setdefault(word[:end], 0)
own.FREQ[word] = 10**7
with open(os.path.join(os.environ["TMPDIR"], "jieba.cache"), "wb") as out:
    marshal.dump((own.FREQ, own.total + 10**7), out)
"""


def test_cuts_equal_plain_jiebas_in_every_cache_state(tmp_path: Path) -> None:
    texts = tmp_path / "texts.json"
    texts.write_text(json.dumps(_chinese_texts(), ensure_ascii=False), encoding="utf-8")
    cache = tmp_path / "jieba.cache"

    def cuts(folder: Path = tmp_path, plain: bool = False) -> tuple[bool, object]:
        done = _run(_CUTS, folder, str(texts), PLAIN=str(int(plain)))
        assert done.returncode == 0, done.stderr
        out = json.loads(done.stdout)
        return out["grouped"], out["cuts"]

    def newsfold_twice(expected: object) -> None:
        # the first process writes the grouped file of this state, the second reads it
        assert cuts() == (False, expected)
        assert len(_grouped_files(tmp_path)) == 1  # the last state's file removed
        assert cuts() == (True, expected)

    # plain jieba without a cache builds from dict.txt (in a folder of its own: it
    # writes its cache there)
    reference = tmp_path / "reference"
    reference.mkdir()
    from_dict = cuts(reference, plain=True)[1]
    # no jieba.cache
    newsfold_twice(from_dict)
    assert not cache.exists()  # newsfold writes none; plain jieba then does
    assert cuts(plain=True)[1] == from_dict
    assert cache.exists()
    # jieba's own cache, as plain jieba wrote it
    newsfold_twice(from_dict)
    # a stale cache: plain jieba reads it and cuts otherwise; so must newsfold
    done = _run(_STALE, tmp_path, str(texts))
    assert done.returncode == 0, done.stderr
    stale = cuts(plain=True)[1]
    assert stale != from_dict  # the test tells the two apart
    newsfold_twice(stale)
    # a damaged cache: plain jieba builds from dict.txt (and writes its cache: run last)
    cache.write_bytes(b"not a marshalled dictionary")
    newsfold_twice(from_dict)
    assert cuts(plain=True)[1] == from_dict
