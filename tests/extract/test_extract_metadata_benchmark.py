"""The metadata benchmark runs and its out-of-fold judging does what it claims (a smoke)."""

from __future__ import annotations

import json
from pathlib import Path
from types import ModuleType

from newsfold.extract.names import LEXICON
from tests.benchmark_modules import load_benchmark

_PATH = Path(__file__).resolve().parents[2] / "benchmarks" / "metadata.py"


def _bench() -> ModuleType:
    return load_benchmark("metadata.py", "metadata_bench")


def test_smoke_run_scores_the_cases(tmp_path: Path) -> None:
    bench = _bench()
    out = tmp_path / "m.json"
    code = bench.main(
        [
            "--sets",
            "cases",
            "sim",
            "--sim-pages",
            "30",
            "--no-trafilatura",
            "--no-oof",
            "--json",
            str(out),
        ]
    )
    assert code == 0
    figures = json.loads(out.read_text(encoding="utf-8"))["sets"]
    for name in ("cases", "sim"):
        for field in ("headline", "authors", "publisher"):
            right, total = figures[name]["newsfold"][field]
            assert total > 0
            assert right / total >= 0.9, (name, field, right, total)


def test_scores_compare_authors_as_sets() -> None:
    bench = _bench()
    item = bench.Item("k", "cases", "zh", "s", "u", b"", {"authors": ["赵 培", "Jenny  Smith"]})
    good = bench.Prediction(authors=frozenset({"Jenny Smith", "赵培"}))
    bad = bench.Prediction(authors=frozenset({"Jenny Smith"}))
    assert bench.right(item, good, "authors")
    assert not bench.right(item, bad, "authors")


def test_out_of_fold_drops_what_only_one_site_taught() -> None:
    bench = _bench()
    page = (
        "<html><head><title>Pier</title></head><body><h1>Pier</h1>"
        "<span class='byline'>Von Jenny Schmidt und Jonas Weber</span>"
        + "<p>The harbour board voted to rebuild the north pier after two storms.</p>" * 3
        + "</body></html>"
    )
    names = {
        "a": ("Von Jenny Schmidt und Jonas Weber", ["Jenny Schmidt", "Jonas Weber"]),
        "b": ("By Omar Haddad", ["Omar Haddad"]),
        "c": ("By Lena Holt", ["Lena Holt"]),
    }
    items = [
        bench.Item(
            key,
            "cases",
            "en",
            f"site-{key}",
            f"https://{key}.example/1",
            page.replace("Von Jenny Schmidt und Jonas Weber", line).encode(),
            {"authors": truth},
        )
        for key, (line, truth) in names.items()
    ]
    base = {i.key: bench.run_newsfold(i) for i in items}
    assert all(bench.right(i, base[i.key], "authors") for i in items)
    oof = bench.out_of_fold(items, base, bench.logging.getLogger("test"))
    # "von" and "und" only site a uses: out of fold, site a is read without them; "By"
    # and the byline class, which sites b and c share, stay.
    assert "by_words:von" in oof.pruned_by_site["site-a"]
    assert not bench.right(items[0], oof.preds["a"], "authors")
    assert bench.right(items[1], oof.preds["b"], "authors")
    assert bench.right(items[2], oof.preds["c"], "authors")
    assert "site-b" not in oof.pruned_by_site
    assert oof.entries == len(list(LEXICON.entries()))
    # Most entries change nothing on three pages of bylines: they are counted as unused.
    assert 0 < oof.unused < oof.entries - oof.site_bound
