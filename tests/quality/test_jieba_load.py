"""jieba's dictionary and word tags read the fast way are jieba's own, entry for entry.

:func:`newsfold.text.jieba_ready` unmarshals jieba's cache file from its bytes and
:func:`newsfold.text.jieba_posseg` reads the word-tag table in one split, where jieba
reads both item by item (0.3 s of CPU less for the first Chinese page of a process).
What jieba cuts and tags depends on nothing else, so equal tables mean equal outputs.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from newsfold.text import word_tags

pytest.importorskip("jieba")

# In a fresh interpreter: the fast loads first, then jieba's own (a new Tokenizer and
# POSTokenizer, which read the same files jieba's way), compared.
_COMPARE = """
import jieba
from newsfold.text import jieba_posseg, jieba_ready
ready = jieba_ready()
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


def test_fast_loads_equal_jiebas_own() -> None:
    done = subprocess.run(
        [sys.executable, "-c", _COMPARE], capture_output=True, text=True, timeout=300
    )
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
