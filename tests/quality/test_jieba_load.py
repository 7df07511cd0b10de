"""jieba's dictionary and word tags read the fast ways are jieba's own, entry for entry.

:func:`newsfold.jieba_load.jieba_ready` unmarshals jieba's cache file from its bytes and
:func:`newsfold.jieba_load.jieba_posseg` reads the word-tag table in one split, where jieba
reads both item by item (0.3 s of CPU less for the first Chinese page of a process);
once newsfold's grouped file of both exists (:mod:`newsfold.jieba_tables`, written by
the first process that loads them whole), they are read from it a group of words at a
time. What jieba cuts and tags depends on nothing else, so equal tables mean equal
outputs; the cuts are compared too.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from newsfold import jieba_tables
from newsfold.text import word_tags

pytest.importorskip("jieba")

# In a fresh interpreter: the fast loads first, then jieba's own (a new Tokenizer and
# POSTokenizer, which read the same files jieba's way), compared. With FAST set, jieba's
# own ways of filling the dictionary (building it, or marshal.load on the open cache file)
# raise during the fast load, so that only the cache read whole could have filled it; and
# the word-tag table's one split must read jieba's dict.txt.
_COMPARE = """
import io, marshal, os, jieba
import newsfold.jieba_load as load
from newsfold.jieba_tables import GroupedView
from newsfold.text import jieba_posseg, jieba_ready, word_tags
fast = os.environ.get("FAST") == "1"
grouped = os.environ.get("GROUPED") == "1"
if fast or grouped:
    built, loaded, split = jieba.Tokenizer.gen_pfdict, marshal.load, load.word_tags
    def refuse(*args):
        raise AssertionError("the dictionary was not read the fast way")
    def build(file):  # the grouped file's own build from dict.txt's bytes is let be
        if not isinstance(file, io.BytesIO):
            refuse()
        return built(file)
    jieba.Tokenizer.gen_pfdict, marshal.load = build, refuse
    if grouped:  # nor is dict.txt split for the tags
        load.word_tags = refuse
    else:
        with jieba.dt.get_dict_file() as file:
            assert word_tags(file.read().decode("utf-8")) is not None
ready = jieba_ready()
posseg = jieba_posseg()
if fast or grouped:
    jieba.Tokenizer.gen_pfdict, marshal.load, load.word_tags = built, loaded, split
assert ready is jieba and posseg.dt.tokenizer is jieba.dt
assert "get_dict_file" not in vars(jieba.dt)  # the import's stand-in is gone
assert isinstance(jieba.dt.FREQ, GroupedView) == grouped
assert isinstance(posseg.dt.word_tag_tab, GroupedView) == grouped
own = jieba.Tokenizer()
own.initialize()
tagger = posseg.POSTokenizer(own)
texts = ["国家统计局4月16日在北京发布数据。", "李克强总理会见了来访的德国总理默克尔。",
         "新华社上海电 上海证券交易所今天公布了2023年的交易数据，成交额创新高。",
         "记者王晓明报道：深圳市南山区科技园的华为公司与腾讯集团签署合作协议。",
         "Apple公司CEO库克（Tim Cook）访问杭州阿里巴巴总部，双方讨论了AI合作。"]
# the cuts first, while the grouped tables hold only the groups they read
for sentence in texts:
    for hmm in (True, False):
        assert list(tagger.cut(sentence, HMM=hmm)) == list(posseg.cut(sentence, HMM=hmm))
        assert own.lcut(sentence, HMM=hmm) == jieba.lcut(sentence, HMM=hmm)
if grouped:
    read = len(jieba.dt.FREQ._tables._groups)
    assert 0 < read < 1000, read  # a few groups read, not the tables
# every key, both ways: the same keys with the same values
for key, value in own.FREQ.items():
    assert key in jieba.dt.FREQ and jieba.dt.FREQ[key] == value
    assert jieba.dt.FREQ.get(key) == value
assert len(jieba.dt.FREQ) == len(own.FREQ) and own.total == jieba.dt.total
assert own.FREQ == jieba.dt.FREQ and tagger.word_tag_tab == posseg.dt.word_tag_tab
if not grouped:
    assert list(own.FREQ) == list(jieba.dt.FREQ)
assert "國家統計局" not in jieba.dt.FREQ and jieba.dt.FREQ.get("國家統計局") is None
print(len(posseg.dt.word_tag_tab), len(jieba.dt.FREQ))
"""


def _run(code: str, tmp: Path, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, "TMPDIR": str(tmp), "XDG_CACHE_HOME": str(tmp / "cache"), **env},
    )


def _grouped_files(tmp: Path) -> list[Path]:
    return list((tmp / "cache" / "newsfold").glob("newsfold-jieba-groups-*.bin"))


@pytest.mark.parametrize("cache", ["jieba's own", "damaged"])
def test_fast_loads_equal_jiebas_own(tmp_path: Path, cache: str) -> None:
    # jieba's cache in a folder of the test's own: built by jieba, or damaged
    built = _run("import jieba; jieba.initialize()", tmp_path)
    assert built.returncode == 0, built.stderr
    assert (tmp_path / "jieba.cache").stat().st_size > 1_000_000
    if cache == "damaged":
        (tmp_path / "jieba.cache").write_bytes(b"not a marshalled dictionary")
    done = _run(_COMPARE, tmp_path, FAST="1" if cache == "jieba's own" else "0")
    assert done.returncode == 0, done.stderr
    tags, freq = map(int, done.stdout.split())
    assert tags > 300_000
    assert freq > tags
    if cache == "damaged":
        # jieba's own load in that process wrote its cache again, over the damaged one:
        # the grouped file of the damaged one's state no longer says what jieba loads,
        # and the next process writes the file of the new cache, removing the old one
        assert len(_grouped_files(tmp_path)) == 1
        done = _run("from newsfold.text import jieba_posseg; jieba_posseg()", tmp_path)
        assert done.returncode == 0, done.stderr
    # that process wrote the grouped file, which the next one reads instead
    assert len(_grouped_files(tmp_path)) == 1
    done = _run(_COMPARE, tmp_path, GROUPED="1")
    assert done.returncode == 0, done.stderr
    assert list(map(int, done.stdout.split())) == [tags, freq]


@pytest.mark.parametrize("damage", ["bytes", "stale", "cut"])
def test_a_grouped_file_that_does_not_hold_is_not_read(tmp_path: Path, damage: str) -> None:
    # jieba's cache first: the comparison's own jieba load would write it, and a new
    # cache is a new state for the grouped file
    built = _run("import jieba; jieba.initialize()", tmp_path)
    assert built.returncode == 0, built.stderr
    built = _run("from newsfold.text import jieba_posseg; jieba_posseg()", tmp_path)
    assert built.returncode == 0, built.stderr
    (path,) = _grouped_files(tmp_path)
    data = path.read_bytes()
    if damage == "bytes":  # a flipped byte in a group: the checksum refuses it
        path.write_bytes(data[:-1000] + bytes([data[-1000] ^ 1]) + data[-999:])
    elif damage == "cut":
        path.write_bytes(data[: len(data) // 2])
    else:  # under the name, a file made from another dict.txt: its key refuses it
        assert jieba_tables.write_grouped(str(path), "another dict.txt", {"一": 9}, {}, 9)
    done = _run(_COMPARE, tmp_path)  # read whole, and the file written again
    assert done.returncode == 0, done.stderr
    done = _run(_COMPARE, tmp_path, GROUPED="1")
    assert done.returncode == 0, done.stderr


_FREQ = {"中": 10, "中国": 50, "中国人": 7, "中国人民": 0, "国": 3, "国家": 40, "a": 1}
_TAGS = {"中": "f", "中国": "ns", "中国人": "n", "国": "n", "国家": "n", "a": "eng"}


def test_grouped_tables_answer_as_the_dicts_do(tmp_path: Path) -> None:
    path = str(tmp_path / "groups.bin")
    assert jieba_tables.write_grouped(path, "key", _FREQ, _TAGS, 111)
    assert jieba_tables.load_grouped(path, "other key") is None
    tables = jieba_tables.load_grouped(path, "key")
    assert tables is not None
    assert tables.total == 111
    freq, tags = tables.freq(), tables.tags()
    for key in [*_FREQ, "中华", "中国队", "国", "b", "", "国家队"]:
        assert (key in freq) == (key in _FREQ)
        assert freq.get(key) == _FREQ.get(key)
        assert tags.get(key, "x") == _TAGS.get(key, "x")
    assert freq["中国人民"] == 0  # a prefix: present, frequency 0
    with pytest.raises(KeyError):
        freq["中华"]
    assert 0 not in freq  # not a text key
    # writes as jieba's add_word and a user dictionary's tags make them
    freq["中华"], freq["中华民族"] = 0, 12
    tags.update({"中华民族": "nz"})
    assert freq["中华民族"] == 12
    assert tags["中华民族"] == "nz"
    assert dict(freq) == {**_FREQ, "中华": 0, "中华民族": 12}
    assert dict(tags) == {**_TAGS, "中华民族": "nz"}
    del freq["a"]
    assert "a" not in freq
    assert len(freq) == len(_FREQ) + 1


def test_grouped_file_refused_when_cut_or_damaged(tmp_path: Path) -> None:
    path = tmp_path / "groups.bin"
    assert jieba_tables.write_grouped(str(path), "key", _FREQ, _TAGS, 111)
    data = path.read_bytes()
    for broken in (data[:-3], data[:5], b"", data[:-1] + bytes([data[-1] ^ 0x40])):
        path.write_bytes(broken)
        assert jieba_tables.load_grouped(str(path), "key") is None
    # any one byte damaged, the header's (length, total, index) too
    for at in range(len(data)):
        for bit in (0x01, 0x80):
            path.write_bytes(data[:at] + bytes([data[at] ^ bit]) + data[at + 1 :])
            assert jieba_tables.load_grouped(str(path), "key") is None, at
    assert jieba_tables.load_grouped(str(tmp_path / "none.bin"), "key") is None
    assert not jieba_tables.write_grouped(str(tmp_path / "no" / "such.bin"), "k", {}, {}, 0)


def test_write_leaves_no_temporary_and_clears_old_ones(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    old, new = tmp_path / ".newsfold-jieba-old", tmp_path / ".newsfold-jieba-new"
    old.write_bytes(b"a killed writer's")
    new.write_bytes(b"a writer's at work")
    os.utime(old, (time.time() - 7200, time.time() - 7200))
    path = tmp_path / "groups.bin"
    assert jieba_tables.may_write(str(path))

    def full(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full)
    assert not jieba_tables.write_grouped(str(path), "key", _FREQ, _TAGS, 111)
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        ".newsfold-jieba-new",
        "groups.bin.failed",
    ]
    assert not jieba_tables.may_write(str(path))  # for a day


# A jieba.cache that is not dict.txt's dictionary (jieba reads its cache for the default
# dictionary without comparing it with dict.txt), or a word another thread adds while the
# first process loads: the grouped file holds what jieba itself loads (the stale cache,
# while it lasts) and never the other thread's word.
_STALE_CACHE = """
import marshal, os, jieba
own = jieba.Tokenizer()
own.initialize()
own.FREQ["奥利给"], own.FREQ["奥利"] = 99999, own.FREQ.get("奥利", 0)
with open(os.path.join(os.environ["TMPDIR"], "jieba.cache"), "wb") as out:
    marshal.dump((own.FREQ, own.total + 99999), out)
"""
_READ_STALE = """
import jieba
from newsfold.jieba_tables import GroupedView
from newsfold.text import jieba_posseg
jieba_posseg()
assert isinstance(jieba.dt.FREQ, GroupedView)
own = jieba.Tokenizer()
own.initialize()  # the stale cache, as plain jieba reads it
assert jieba.dt.FREQ["奥利给"] == 99999 and jieba.dt.total == own.total
assert jieba.lcut("奥利给是个网络用语") == own.lcut("奥利给是个网络用语")
"""
_ADDED_WORD = """
import threading, time, jieba
from newsfold import jieba_tables
from newsfold.text import jieba_posseg
write = jieba_tables.write_grouped
adder = threading.Thread(target=jieba.add_word, args=("奥利给", 99999))
def write_meanwhile(*args):  # another thread adds a word while the file is written
    adder.start()
    time.sleep(0.2)
    return write(*args)
jieba_tables.write_grouped = write_meanwhile
jieba_posseg()
adder.join()
assert jieba.lcut("奥利给是个网络用语")[0] == "奥利给"
"""
_READ_BACK = """
import os, jieba
from newsfold.jieba_tables import GroupedView
from newsfold.text import jieba_posseg
jieba_posseg()
assert isinstance(jieba.dt.FREQ, GroupedView)
own = jieba.Tokenizer()
own.initialize()  # dict.txt itself: no cache file left
assert "奥利给" not in jieba.dt.FREQ and jieba.dt.total == own.total
assert jieba.lcut("奥利给是个网络用语") == own.lcut("奥利给是个网络用语")
"""
_LOAD = "from newsfold.text import jieba_posseg; jieba_posseg()"


@pytest.mark.parametrize("source", ["stale jieba.cache", "word added meanwhile"])
def test_grouped_file_holds_what_jieba_loads(tmp_path: Path, source: str) -> None:
    if source == "stale jieba.cache":
        for code in (_STALE_CACHE, _LOAD, _READ_STALE):
            done = _run(code, tmp_path)
            assert done.returncode == 0, done.stderr
        (tmp_path / "jieba.cache").unlink()  # the usual fix of a stale cache
        done = _run(_LOAD, tmp_path)  # dict.txt's file now; the stale cache's removed
    else:
        done = _run(_ADDED_WORD, tmp_path)
    assert done.returncode == 0, done.stderr
    assert len(_grouped_files(tmp_path)) == 1
    done = _run(_READ_BACK, tmp_path)
    assert done.returncode == 0, done.stderr


def test_grouped_file_in_the_users_own_cache_folder(tmp_path: Path) -> None:
    done = _run("from newsfold.text import jieba_posseg; jieba_posseg()", tmp_path)
    assert done.returncode == 0, done.stderr
    assert len(_grouped_files(tmp_path)) == 1
    assert (tmp_path / "cache" / "newsfold").stat().st_mode & 0o777 == 0o700
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(("newsfold", ".newsfold"))]


_PLAIN_JIEBA = "import jieba, logging; jieba.setLogLevel(logging.WARNING); jieba.initialize()"
_GROUPED_OR_NOT = """
import jieba
from newsfold.jieba_tables import GroupedView
from newsfold.text import jieba_ready
jieba_ready().lcut("市交通运输局相关负责人表示")
print(isinstance(jieba.dt.FREQ, GroupedView))
"""


def test_two_temporary_folders_share_one_grouped_file(tmp_path: Path) -> None:
    """Two hosts sharing a home folder, or two jobs with their own ``TMPDIR``, each with
    its own ``jieba.cache`` (equal bytes, other inodes): the grouped file was keyed on
    the cache's inode, so each start alternating between them removed the other's file
    and built the tables again (1.1 s of CPU, 18 MB written). Keyed on the cache's bytes,
    the second start reads the first one's file, and so does every start after."""
    cache = {"XDG_CACHE_HOME": str(tmp_path / "cache")}
    folders = [tmp_path / "host1", tmp_path / "host2"]
    for folder in folders:
        folder.mkdir()
        done = _run(_PLAIN_JIEBA, folder, **cache)
        assert done.returncode == 0, done.stderr
    one, two = ((f / "jieba.cache").read_bytes() for f in folders)
    assert one == two
    read = []
    for folder in folders * 2:
        done = _run(_GROUPED_OR_NOT, folder, **cache)
        assert done.returncode == 0, done.stderr
        read.append(done.stdout.strip())
    assert read == ["False", "True", "True", "True"]  # written once, then read
    assert len(_grouped_files(tmp_path)) == 1


# A grouped file that cannot be written (a folder under its name stands for another
# user's file, or a full disk): the failure is noted once, and the next process does not
# build the tables again (0.5 s each) but loads jieba's own way.
_UNWRITABLE = """
import os, jieba
from newsfold import jieba_load, text
path = jieba_load._grouped_source(jieba).path
os.makedirs(path)
text.jieba_posseg()
assert os.path.exists(path + ".failed")
"""
_NOT_AGAIN = """
import jieba
from newsfold import text
def refuse(*args):
    raise AssertionError("built again")
jieba.Tokenizer.gen_pfdict = refuse  # jieba.cache is read, only a build would call it
text.jieba_posseg()
assert jieba.lcut("国家统计局") == ["国家统计局"]
"""


def test_a_failed_write_is_not_tried_again(tmp_path: Path) -> None:
    done = _run(_UNWRITABLE, tmp_path)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "jieba.cache").exists()
    done = _run(_NOT_AGAIN, tmp_path)
    assert done.returncode == 0, done.stderr


def test_word_tags_reads_jiebas_lines() -> None:
    assert word_tags("一 2 m\n国家 30 n\n国家 31 ns\n") == {"一": "m", "国家": "ns"}
    assert word_tags("一 2 m\n国家 30 n") == {"一": "m", "国家": "n"}  # no final newline


@pytest.mark.parametrize(
    "text",
    [
        "一 2 m\n\n国家 30 n\n",  # a blank line
        "一 2 m\n国\u3000家 30 n\n",  # white space inside a word
        "一 2\n国家 30 n x\n",  # two fields, then four
        "",
    ],
)
def test_word_tags_refuses_what_one_split_would_misread(text: str) -> None:
    assert word_tags(text) is None


@pytest.mark.parametrize("xdg", ["", "relative/cache"])
def test_no_cache_folder_without_an_absolute_home(
    monkeypatch: pytest.MonkeyPatch, xdg: str
) -> None:
    # no HOME and no passwd entry leaves "~" as it is: a relative folder would put the
    # 18 MB file (and its build) in every working directory; a relative XDG_CACHE_HOME
    # is ignored as the XDG rules say
    monkeypatch.setenv("XDG_CACHE_HOME", xdg)
    monkeypatch.setattr(os.path, "expanduser", lambda path: path)
    assert jieba_tables.cache_folder() is None
    monkeypatch.setenv("XDG_CACHE_HOME", "/abs/cache")
    assert jieba_tables.cache_folder() == "/abs/cache/newsfold"


def test_a_grouped_file_of_another_user_is_not_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the file is unmarshalled: only one this user owns, in a folder this user owns
    key = "k"
    path = jieba_tables.grouped_path(str(tmp_path), key, "place")
    jieba_tables.write_grouped(path, key, {"国家": 30}, {"国家": "n"}, 30)
    assert jieba_tables.load_grouped(path, key) is not None
    monkeypatch.setattr(os, "getuid", lambda: os.stat(path).st_uid + 1)
    assert jieba_tables.load_grouped(path, key) is None
