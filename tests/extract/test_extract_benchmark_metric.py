"""The extraction benchmark's metric on toy examples worked out by hand."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest

from tests.benchmark_modules import load_benchmark


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    return load_benchmark("extraction.py", "newsfold_bench_extraction")


def test_tokens_words_and_cjk_characters(bench: ModuleType) -> None:
    assert bench.tokenize("Hello, world! 2024") == ["Hello", "world", "2024"]
    assert bench.tokenize("青禾大桥 GDP增长5%") == ["青禾大桥", "GDP增长5"]
    assert bench.tokenize("青禾大桥 GDP增长5%", cjk_chars=True) == [
        "青", "禾", "大", "桥", "GDP", "增", "长", "5",
    ]  # fmt: skip


def test_shingles_are_a_multiset(bench: ModuleType) -> None:
    counts = bench.shingle_counts(["a", "b", "c", "d", "a", "b", "c", "d"])
    assert counts[("a", "b", "c", "d")] == 2
    assert sum(counts.values()) == 5
    assert bench.shingle_counts(["a", "b"]) == {("a", "b"): 1}
    assert bench.shingle_counts([]) == {}


def test_page_scores(bench: ModuleType) -> None:
    truth = "one two three four five six"  # shingles: 1234 2345 3456
    pred = "one two three four five seven"  # shingles: 1234 2345 3457
    tp, fp, fn = bench.match_page(truth, pred)
    assert (tp, fp, fn) == pytest.approx((2 / 4, 1 / 4, 1 / 4))


def test_averages_and_f1(bench: ModuleType) -> None:
    truths = {
        "a": "one two three four five six",
        "b": "alpha beta gamma delta epsilon",
        "c": "",
    }
    preds = {
        "a": "one two three four five six",  # perfect: P=R=1
        "b": "",  # empty prediction: counts for recall (0) but not precision
        "c": "stray words from a page",  # empty truth: counts for precision (0) only
    }
    scores = bench.score_pages(truths, preds)
    assert scores.precision == pytest.approx((1.0 + 0.0) / 2)
    assert scores.recall == pytest.approx((1.0 + 0.0) / 2)
    assert scores.f1 == pytest.approx(0.5)
    assert scores.accuracy == pytest.approx(1 / 3)


def test_accuracy_ignores_punctuation_and_spacing(bench: ModuleType) -> None:
    scores = bench.score_pages({"a": "Hello, world.\n\nBye!"}, {"a": "Hello world Bye"})
    assert scores.accuracy == 1.0
    assert scores.f1 == 1.0


def test_benchmark_command_end_to_end(bench: ModuleType, tmp_path: Path) -> None:
    import gzip
    import json

    from tests.extract.extract_pages import EN_PARAS, ZH_PARAS, en_article_page, zh_article_page

    en = tmp_path / "extraction" / "en"
    zh = tmp_path / "extraction" / "zh"
    (en / "pages").mkdir(parents=True)
    (zh / "pages").mkdir(parents=True)
    (en / "pages" / "a.html.gz").write_bytes(gzip.compress(en_article_page().encode()))
    (en / "ground-truth.json").write_text(
        json.dumps({"a": {"articleBody": "\n\n".join(EN_PARAS), "url": "https://k.example/a"}})
    )
    (zh / "pages" / "b.html").write_bytes(zh_article_page(charset="gbk").encode("gbk"))
    (zh / "ground-truth.json").write_text(
        json.dumps({"b": {"articleBody": "\n".join(ZH_PARAS)}}, ensure_ascii=False)
    )
    snippets = tmp_path / "extraction" / "snippets"
    (snippets / "pages").mkdir(parents=True)
    (snippets / "pages" / "c.html.gz").write_bytes(gzip.compress(en_article_page().encode()))
    (snippets / "ground-truth.json").write_text(
        json.dumps(
            {
                "c": {
                    "url": "https://s.example/c",
                    "with": [EN_PARAS[0][:40], EN_PARAS[-1][-40:]],
                    "without": ["We use cookies", "All rights reserved"],
                }
            }
        )
    )
    out = tmp_path / "results.json"
    code = bench.main(
        ["--bench", str(tmp_path), "--no-trafilatura", "--sim", "24", "--json", str(out)]
    )
    assert code == 0
    results = json.loads(out.read_text())
    for name in ("en", "zh", "snippets"):
        for tool in ("newsfold", "newsfold-full", "newsfold-rules"):
            assert results[name][tool]["f1"] == 1.0
            assert results[name][tool]["accuracy"] == 1.0
            assert results[name][tool]["pages_per_cpu_second"] > 0
        # Each page extracted by a model trained without its site's fold.
        assert results[name]["newsfold"]["f1_out_of_fold"] == 1.0


def test_snippets_metric_counts_passages(bench: ModuleType) -> None:
    truths = {"a": (["alpha beta", "gamma"], ["menu"]), "b": (["delta"], ["footer  text"])}
    preds = {"a": "alpha\n beta and menu", "b": "nothing here but footer text"}
    scores = bench.score_snippets(truths, preds)
    # tp 1 (alpha beta), fn 2 (gamma, delta), fp 2 (menu, footer text)
    assert scores.precision == pytest.approx(1 / 3)
    assert scores.recall == pytest.approx(1 / 3)
    assert scores.per_page["b"] == (0.0, 1.0, 1.0)
    assert scores.accuracy == 0.0


def test_folds_group_pages_by_site() -> None:
    folds = load_benchmark("folds.py", "newsfold_bench_folds")
    assert folds.site_of("https://www.example.com/a/1", b"") == "example.com"
    archived = "https://web.archive.org/web/20160820205919/http://blog.example.org/x"
    assert folds.site_of(archived, b"") == "blog.example.org"
    page = b"<html><head><link rel='canonical' href='https://news.example.cn/2020/a.html'>"
    assert folds.site_of(None, page) == "news.example.cn"
    links = b"<a href='http://bbs.example.net/1'>a</a><a href='http://bbs.example.net/2'>b</a>"
    assert folds.site_of("https://bench.invalid/zh/k", links) == "bbs.example.net"
    sites = {f"p{i}": f"site{i % 7}.example" for i in range(70)}
    assigned = folds.assign_folds(sites)
    for site in set(sites.values()):
        assert len({assigned[k] for k, s in sites.items() if s == site}) == 1
    assert set(assigned.values()) <= set(range(folds.FOLDS))
    assert folds.assign_folds(sites) == assigned  # fixed by the names alone
