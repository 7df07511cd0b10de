"""jieba's dictionary and word tags read the fast way are jieba's own, entry for entry.

:func:`newsfold.text.jieba_ready` unmarshals jieba's cache file from its bytes and
:func:`newsfold.text.jieba_posseg` reads the word-tag table in one split, where jieba
reads both item by item (0.3 s of CPU less for the first Chinese page of a process).
What jieba cuts and tags depends on nothing else, so equal tables mean equal outputs.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from newsfold.text import word_tags

pytest.importorskip("jieba")

# In a fresh interpreter: the fast loads first, then jieba's own (a new Tokenizer and
# POSTokenizer, which read the same files jieba's way), compared. With FAST set, jieba's
# own ways of filling the dictionary (building it, or marshal.load on the open cache file)
# raise during the fast load, so that only the cache read whole could have filled it; and
# the word-tag table's one split must read jieba's dict.txt.
_COMPARE = """
import marshal, os, jieba
from newsfold.text import jieba_posseg, jieba_ready, word_tags
fast = os.environ.get("FAST") == "1"
if fast:
    built, loaded = jieba.Tokenizer.gen_pfdict, marshal.load
    def refuse(*args):
        raise AssertionError("the dictionary was not read the fast way")
    jieba.Tokenizer.gen_pfdict = marshal.load = refuse
    with jieba.dt.get_dict_file() as file:
        assert word_tags(file.read().decode("utf-8")) is not None
ready = jieba_ready()
if fast:
    jieba.Tokenizer.gen_pfdict, marshal.load = built, loaded
posseg = jieba_posseg()
assert ready is jieba and posseg.dt.tokenizer is jieba.dt
assert "get_dict_file" not in vars(jieba.dt)  # the import's stand-in is gone
own = jieba.Tokenizer()
own.initialize()
assert own.FREQ == jieba.dt.FREQ and own.total == jieba.dt.total
assert list(own.FREQ) == list(jieba.dt.FREQ)
tagger = posseg.POSTokenizer(own)
assert tagger.word_tag_tab == posseg.dt.word_tag_tab
texts = ["国家统计局4月16日在北京发布数据。", "李克强总理会见了来访的德国总理默克尔。",
         "新华社上海电 上海证券交易所今天公布了2023年的交易数据，成交额创新高。"]
for text in texts:
    for hmm in (True, False):
        assert list(tagger.cut(text, HMM=hmm)) == list(posseg.cut(text, HMM=hmm))
        assert own.lcut(text, HMM=hmm) == jieba.lcut(text, HMM=hmm)
print(len(posseg.dt.word_tag_tab), len(jieba.dt.FREQ))
"""


def _run(code: str, tmp: Path, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, "TMPDIR": str(tmp), **env},
    )


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
