"""Session 21: batch Z4 (HELD OUT), 20 Chinese pages by a new writer.

Batch Z4 (``benchmarks/extract_cases_z4.py``, ``extract_cases_z4_enc.py``) was written
whole in the shapes Z, Z2 and Z3 had few of or none (a 新闻联播 文字版, a 虎嗅-style 题图
credit and 授权 note, 股吧 links and a 郑重声明, an 观察者网-style exclusive with comments,
an 环球网 特约记者 opening, a 腾讯新闻 creator page with 举报 and 免责声明, a 政策解读 with
附件, a hospital's holiday clinic notice, a 中央社-style editor code, 新浪财经 app prompts,
a 科普 article with 出品 / 审核 lines and 参考文献, a TV station's 记者 / 摄像 / 编辑 line) and
under the charset labels and declarations a crawl meets and the earlier batches did not
use (an XML declaration only; ``x-gbk``; ``cp936``; ``EUC-CN`` and ``GB_2312-80`` over
GBK-only characters; a charset after another ``http-equiv`` parameter; a GB2312 header
over UTF-8 whose ``<meta>`` comes after the first 1,024 bytes; Big5-HKSCS declared Big5),
and committed with its "before" figures (newsfold 0.984, trafilatura 0.935, on main
``0fc6fe2``) before any extraction change of session 21; it is scored only to report
changes. Its labels must be sound and its score must hold; the pages it misses are listed
by name (``benchmarks/README.md``, session 21): a new miss is a regression, a miss fixed
means the list may shrink.
"""

from __future__ import annotations

import pytest

from tests.extract.test_extract_cases_d import _cases, batch_f1, page_scores


def test_batch_z4_labels_are_sound() -> None:
    cases = _cases().batch("z4")
    assert len(cases) == 20
    assert len({c.name for c in cases}) == len(cases)
    assert {c.lang for c in cases} == {"zh"}
    for case in cases:
        assert _cases().check(case) == [], case.name
        assert case.truth == "\n".join(case.with_), case.name
    earlier = {
        c.body
        for b in ("a", "b", "c", "d", "e", "f", "g", "z", "z2", "z3")
        for c in _cases().batch(b)
    }
    assert not earlier & {c.body for c in cases}


def test_batch_z4_bytes_and_labels_are_the_hard_ones() -> None:
    by_name = {c.name: c for c in _cases().batch("z4")}
    # GBK whose only declaration is the XML one.
    school = by_name["z4-school-xml-decl-only"].body
    assert school.startswith(b'<?xml version="1.0" encoding="gbk"?>')
    assert b"charset" not in school
    with pytest.raises(UnicodeDecodeError):
        school.decode("utf-8")
    # Labels Python's codecs do not all know, over GBK bytes.
    assert b'charset="x-gbk"' in by_name["z4-county-x-gbk"].body
    assert b"charset=cp936" in by_name["z4-company-cp936"].body
    assert b"charset=EUC-CN" in by_name["z4-culture-euc-cn"].body
    assert b"charset=GB_2312-80" in by_name["z4-award-gb2312-80"].body
    assert b"Content-Language=zh-CN; charset=GBK" in by_name["z4-district-http-equiv-params"].body
    # GBK-only characters under a GB2312 label.
    for name, chars in (("z4-culture-euc-cn", "昇珺"), ("z4-award-gb2312-80", "玥琇翀旻")):
        text = by_name[name].body.decode("gbk")
        for ch in chars:
            assert ch in text, (name, ch)
            with pytest.raises(UnicodeEncodeError):
                ch.encode("gb2312")
    # A GB2312 header over UTF-8 bytes whose <meta> comes after the first 1,024 bytes.
    late = by_name["z4-header-gb2312-late-meta"]
    assert "gb2312" in late.headers["content-type"]
    assert late.body.index(b'<meta charset="utf-8">') > 1024
    assert late.body.decode("utf-8")
    # Big5-HKSCS characters (氹, 啱, 嘢, 㗎) under a plain Big5 declaration.
    macau = by_name["z4-macau-big5-hkscs"].body
    assert b"charset=big5" in macau
    assert "氹仔" in macau.decode("big5hkscs")
    with pytest.raises(UnicodeDecodeError):
        macau.decode("big5")


#: F1 on batch Z4 (``benchmarks/extraction.py --sets cases-z4``) before session 21's
#: changes: 0.984 (trafilatura 0.935).
_REACHED_Z4 = 0.976
#: Batch Z4's pages under 0.97 of matching shingles before any change: a 虎嗅-style origin
#: and 授权 note, a 文章来源 line, an 观察者网 author line (open), a 政策解读's 附件 list and
#: 相关文件 line, a notice's addressee dropped, an ad label and a 中央社 editor code
#: (``benchmarks/README.md``, session 21). After session 21's Chinese page frame (zhfix21,
#: 4e00ef7, made without opening the batch) one page crossed 0.97: z4-hospital-tingzhen.
_KNOWN_MISSES_Z4 = {
    "z4-huxiu-titu-shouquan",
    "z4-eastmoney-guba-links",
    "z4-guancha-exclusive",
    "z4-gov-jiedu-attachments",
    "z4-cna-taiwan-editor-code",
}


def test_batch_z4_keeps_its_score() -> None:
    assert batch_f1("z4") >= _REACHED_Z4


def test_batch_z4_misses_only_the_known_pages() -> None:
    scores = page_scores("z4")
    assert {name for name, tp in scores.items() if tp < 0.97} == _KNOWN_MISSES_Z4
