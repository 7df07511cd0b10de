"""Session 19: batch Z2 (HELD OUT), 20 Chinese pages by a new writer.

Batch Z2 (``benchmarks/extract_cases_z2.py``, ``extract_cases_z2_enc.py``) was written
whole in the shapes batch Z had few of or none (an 编者按 and a 专题 link, a county
融媒体中心 page with its 三审 line, WeChat ``<section>``/``<span>`` soup, Toutiao and
知乎 mirrors, a 新华社 wire story, page two of a paged article, a finance page with a
风险提示 box, 搜狐号 and 网易号 notices, a university's 撰稿 / 摄影 / 审核 line, a 快讯
page, a government notice and a 政策解读 Q&A) and in the bytes a crawl meets (Big5
declared and not, UTF-8 traditional Chinese, GB18030 with no declaration, GBK declared
GB2312, UTF-8 declared GBK, GB2312), and committed with its "before" figures (newsfold
0.974, trafilatura 0.907) before any change; it is scored only to report changes. Its
labels must be sound and its score must hold; the pages it misses are listed by name
(``benchmarks/README.md``, session 19): a new miss is a regression, a miss fixed means
the list may shrink.
"""

from __future__ import annotations

import pytest

from tests.extract.test_extract_cases_d import _cases, batch_f1, page_scores


def test_batch_z2_labels_are_sound() -> None:
    cases = _cases().batch("z2")
    assert len(cases) == 20
    assert len({c.name for c in cases}) == len(cases)
    assert {c.lang for c in cases} == {"zh"}
    for case in cases:
        assert _cases().check(case) == [], case.name
        assert case.truth == "\n".join(case.with_), case.name
    by_name = {c.name: c for c in cases}
    # Big5 declared and not; GB18030 outside GBK with no declaration; GBK outside
    # GB2312 declared GB2312; UTF-8 declared GBK.
    assert by_name["z2-big5-tw-app"].body.decode("big5")
    assert b"charset" not in by_name["z2-big5-no-decl"].body
    with pytest.raises(UnicodeDecodeError):
        by_name["z2-big5-no-decl"].body.decode("utf-8")
    assert b"charset" not in by_name["z2-gb18030-no-charset"].body
    with pytest.raises(UnicodeEncodeError):
        by_name["z2-gb18030-no-charset"].body.decode("gb18030").encode("gbk")
    assert b"charset=gb2312" in by_name["z2-gbk-declared-gb2312"].body
    with pytest.raises(UnicodeDecodeError):
        by_name["z2-gbk-declared-gb2312"].body.decode("gb2312")
    assert b"charset=gbk" in by_name["z2-utf8-declared-gbk"].body
    assert by_name["z2-utf8-declared-gbk"].body.decode("utf-8")
    earlier = {c.body for b in ("a", "b", "c", "d", "e", "f", "g", "z") for c in _cases().batch(b)}
    assert not earlier & {c.body for c in cases}


#: F1 on batch Z2 (``benchmarks/extraction.py --sets cases-z2``) before session 19's
#: changes: 0.974 (trafilatura 0.907).
_REACHED_Z2 = 0.97
#: Batch Z2's pages under 0.97 of matching shingles before any change: a 专题 link line,
#: photo captions (left open) with a WeChat END and credit line, a stock card and 风险提示
#: box, a 网易号's platform notices, a 撰稿 / 摄影 / 审核 line, a Big5 page's app prompt
#: (seven pages). Session 20 stated them as classes of page furniture
#: (:mod:`newsfold.extract.zhpage`, tested on other pages in
#: ``test_extract_zh_fixes20.py``): none is left (Z2 0.974 -> 1.000, spent).
_KNOWN_MISSES_Z2: set[str] = set()


def test_batch_z2_keeps_its_score() -> None:
    assert batch_f1("z2") >= _REACHED_Z2


def test_batch_z2_misses_only_the_known_pages() -> None:
    scores = page_scores("z2")
    assert {name for name, tp in scores.items() if tp < 0.97} == _KNOWN_MISSES_Z2
