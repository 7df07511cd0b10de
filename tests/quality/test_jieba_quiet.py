"""jieba's loading chatter never reaches the user's terminal.

jieba logs "Loading model cost ..." to stderr at DEBUG the first time a cutter runs;
the Chinese entity rules and event keys reach it through ``jieba.posseg``, which
used to print it in every ``newsfold ingest`` and demo with Chinese pages.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

pytest.importorskip("jieba")

CASES = {
    "entity rules": (
        "from newsfold.quality.entity_rules import zh_tagged; "
        "print(len(zh_tagged('国家统计局4月16日在北京发布数据。', True)))"
    ),
    "event keys": (
        "from newsfold.fold.events import _zh_entities; "
        "print(len(_zh_entities('国家统计局在北京发布数据')))"
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_first_chinese_cut_prints_nothing_to_stderr(name: str) -> None:
    done = subprocess.run(
        [sys.executable, "-c", CASES[name]], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert int(done.stdout.strip()) > 0  # jieba really ran
    assert "Loading model" not in done.stderr
    assert "prefix dict" not in done.stderr
