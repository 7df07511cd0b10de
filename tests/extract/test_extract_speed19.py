"""Session 19's shortcuts on Chinese pages give what the long way gave.

- :func:`newsfold.extract.language._script_counts` (one pass over a table of code points)
  counts what seven regular expressions' runs counted, character ranges' edges, characters
  beyond the Basic Multilingual Plane and lone surrogates included.
- :func:`newsfold.extract.zhlines.is_chinese` (kana first, Han counted only beside kana)
  answers as counting every Han and kana character one by one did.
- :func:`newsfold.extract.zhlines.drop_furniture` asks whether the page is Chinese last:
  a page that is not (a Japanese one with a pager's and a template's lines) is returned as
  it came, and a Chinese one loses its furniture as before.
- :func:`newsfold.extract.zhlines.is_pager_line`'s substring test before its patterns
  answers as the patterns alone.
"""

from __future__ import annotations

import random
import re

from newsfold.extract import _parse, extract_content, language
from newsfold.extract.blocks import walk_tree
from newsfold.extract.encoding import decode_html
from newsfold.extract.textblock import Block
from newsfold.extract.zhlines import (
    _PAGER_RE,
    _PAGER_WORD_RE,
    drop_furniture,
    is_chinese,
    is_pager_line,
)
from newsfold.models import Page
from tests.extract.extract_pages import real_page_bodies

#: The classes the language step counted by, each with the regular expression's runs.
_CLASSES = {
    "han": "\u3400-\u4dbf\u4e00-\u9fff",
    "kana": "\u3040-\u30ff",
    "hangul": "\uac00-\ud7af",
    "cyrillic": "\u0400-\u04ff",
    "greek": "\u0370-\u03ff",
    "arabic": "\u0600-\u06ff",
    "latin": r"A-Za-z\u00c0-\u024f",
}
_RUNS = {name: re.compile(f"[{body}][{body}]*") for name, body in _CLASSES.items()}


def _counted_by_runs(sample: str) -> list[int]:
    return [sum(map(len, _RUNS[name].findall(sample))) for name in _CLASSES]


def _pages() -> list[bytes]:
    sets = ("extraction/en", "extraction/zh", "extraction/snippets")
    return real_page_bodies(seed=19, articles=30, sets=sets, per_set=25)


def _texts() -> list[str]:
    return [decode_html(body).text for body in _pages()]


def _edge_strings() -> list[str]:
    """Strings of the characters at and beside each range's ends, with astral characters
    and lone surrogates (which a page decoded with ``surrogateescape`` may hold)."""
    edges = [
        0x40, 0x41, 0x5A, 0x5B, 0x60, 0x61, 0x7A, 0x7B, 0xBF, 0xC0, 0x24F, 0x250,
        0x36F, 0x370, 0x3FF, 0x400, 0x4FF, 0x500, 0x5FF, 0x600, 0x6FF, 0x700,
        0x303F, 0x3040, 0x30FF, 0x3100, 0x33FF, 0x3400, 0x4DBF, 0x4DC0, 0x4DFF,
        0x4E00, 0x9FFF, 0xA000, 0xABFF, 0xAC00, 0xD7AF, 0xD7B0, 0xD800, 0xDFFF,
        0xFFFF, 0x10000, 0x20000, 0x2A6DF, 0x10FFFF,
    ]  # fmt: skip
    rng = random.Random(19)
    out = ["", "plain ascii", "".join(map(chr, edges))]
    for _ in range(200):
        out.append("".join(chr(rng.choice(edges)) for _ in range(rng.randrange(1, 40))))
    return out


def test_script_counts_are_the_runs_counts() -> None:
    samples = [text[: language._SAMPLE] for text in _texts()] + _edge_strings()
    assert len(samples) > 230
    for sample in samples:
        assert language._script_counts(sample) == _counted_by_runs(sample), sample[:80]


def test_language_of_real_pages_unchanged_by_script() -> None:
    """The scripts decide as before: a Chinese page is zh, an English one is left to its
    words (the counts are the same, so are the decisions; spot checks of both ends)."""
    assert language.detect_language("青禾市交通部门宣布，大桥将于下月起维修。", "en") == "zh"
    assert language.detect_language("東京の美術館は月曜日に休館します。", "zh") == "ja"
    assert language.detect_language("서울시는 다음 달부터 다리를 보수한다.", None) == "ko"
    assert language.detect_language("Μια γέφυρα θα επισκευαστεί.", None) == "el"
    assert language.detect_language("The bridge will be repaired next month.", "en") == "en"


# -- is_chinese and drop_furniture ----------------------------------------------------------


_HAN_ONE = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_KANA_ONE = re.compile(r"[\u3041-\u3096\u30a1-\u30fa]")


def _chinese_one_by_one(blocks: list[Block]) -> bool:
    """Session 18's count: every character found one by one."""
    han = sum(len(_HAN_ONE.findall(b.text)) for b in blocks if b.cjk)
    kana = sum(len(_KANA_ONE.findall(b.text)) for b in blocks if b.cjk)
    return han > 0 and kana * 20 < han


def _blocks(html: str) -> list[Block]:
    return walk_tree(_parse(html))[0]


_JA_PAGE = (
    "<html><body><div class='main'>"
    + "".join(
        f"<p>美術館は{n}月から改装のため休館し、来年の春に再び開館する予定です。"
        "展示室の床と照明を新しくします。</p>"
        for n in range(1, 6)
    )
    + "<p>開館時間：9時 日付：5月1日 作者：広報課 来源：本館</p>"
    "<p>第1页 共3页 上一页 下一页</p></div></body></html>"
)
_ZH_PAGE = (
    "<html><body><div class='main'>"
    + "".join(
        f"<p>青禾市交通部门宣布，连接东西两岸的青禾大桥将于{n}月起进行为期三个月的维修。"
        "维修期间，大桥将实行单向通行，市民可绕行南湖隧道。</p>"
        for n in range(1, 6)
    )
    + "<p>第1页/共3页 << 上一页 | 下一页 >></p></div></body></html>"
)


def test_is_chinese_counts_as_one_by_one() -> None:
    lists = [_blocks(_JA_PAGE), _blocks(_ZH_PAGE)]
    for body in _pages():
        lists.append(walk_tree(_parse(decode_html(body).text))[0])
    # kana at the share's edge: one kana in 20 Han characters or just fewer
    for han in (19, 20, 21, 40, 41):
        lists.append(_blocks(f"<html><body><p>{'青' * han}の</p></body></html>"))
    assert sum(map(_chinese_one_by_one, lists)) > 10
    assert not all(map(_chinese_one_by_one, lists))
    for blocks in lists:
        assert is_chinese(blocks) == _chinese_one_by_one(blocks)


def test_a_page_that_is_not_chinese_keeps_every_block() -> None:
    for body in _pages():
        blocks = walk_tree(_parse(decode_html(body).text))[0]
        if not is_chinese(blocks):
            assert drop_furniture(blocks) is blocks
    japanese = _blocks(_JA_PAGE)
    assert not is_chinese(japanese)
    assert drop_furniture(japanese) is japanese


def test_a_chinese_page_loses_its_pager() -> None:
    blocks = _blocks(_ZH_PAGE)
    kept = drop_furniture(blocks)
    assert [b.text for b in kept] == [b.text for b in blocks[:-1]]
    content = extract_content(Page(url="https://example.cn/a", body=_ZH_PAGE.encode()))
    assert not any("下一页" in p for p in content.paragraphs)
    assert len(content.paragraphs) == 5


def test_pager_prefilter_answers_as_the_patterns() -> None:
    lines = [
        "第1页/共3页 << 上一页 | 下一页 >>",
        "上一页 1 2 3 下一页",
        "本文共3页，当前第1页",
        "余下全文",
        "1 2 3 4",
        "上一頁 下一頁",
        "全文阅读 共2页",
        "第 2 頁",
        "全文完",
    ]
    for body in _pages():
        for block in walk_tree(_parse(decode_html(body).text))[0]:
            lines += [line for line in block.lines if len(line) <= 80]
    assert sum(is_pager_line(line) for line in lines) >= 6
    for line in lines:
        expected = (
            len(line) <= 80
            and _PAGER_WORD_RE.search(line) is not None
            and _PAGER_RE.match(line) is not None
        )
        assert is_pager_line(line) == expected, line
