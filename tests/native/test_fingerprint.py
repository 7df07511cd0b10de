"""The C fingerprint kernels give exactly what their numpy twins give.

Token hashes, n-gram hashes, MinHash signatures, window fingerprints and
paragraph sketches are stored and compared across runs, so the C path
(``newsfold.native._fingerprint``) must match the numpy path bit for bit: on
simulated news in English and Chinese (UTF-8, GBK and GB18030 outlets) and on
edge cases. The numpy path is called directly (``_numpy_*``), so these tests
also keep the fallback honest.
"""

from __future__ import annotations

from collections.abc import Iterator
from random import Random

import numpy as np
import numpy.typing as npt
import pytest

from newsfold import native
from newsfold.dedup import paragraphs as para_mod
from newsfold.dedup import stream as stream_mod
from newsfold.dedup import windows as win_mod
from newsfold.dedup.minhash import MinHasher
from newsfold.dedup.paragraphs import (
    MIN_TOKENS,
    _numpy_paragraph_sketches_many,
    paragraph_sketches_many,
)
from newsfold.dedup.stream import TokenStream, token_streams
from newsfold.dedup.windows import _numpy_winnow_with_lead, winnow_with_lead
from newsfold.sim.stories import plan_story
from newsfold.text import _MIX, _numpy_ngram_hashes, ngram_hashes, strip_syndication
from tests.fold.fold_helpers import paragraph, zh_paragraph

_fp = native.load("_fingerprint")
pytestmark = pytest.mark.skipif(_fp is None, reason="C core not built or NEWSFOLD_PURE_PYTHON set")

U64 = npt.NDArray[np.uint64]


@pytest.fixture(scope="module")
def documents() -> list[list[str]]:
    """Stripped paragraphs of simulated pages: English and Chinese, every wire encoding."""
    pages = [p for i in range(40) for p in plan_story(7, i)]
    assert {p.outlet.lang for p in pages} == {"en", "zh"}
    assert {"gbk", "gb18030", "utf-8"} <= {p.outlet.encoding for p in pages}
    return [strip_syndication(list(p.paragraphs)) for p in pages]


EDGE_DOCUMENTS: list[list[str]] = [
    [],
    [""],
    ["..."],
    ["a"],
    ["Digits 2024 and x1 and 3,000.50 items"],
    ["Mixed 中文text 和 English, ＦＵＬＬ　ｗｉｄｔｈ ＡＢＣ"],
    ["Astral 𝐀𝐁𝐂 𠀀𠀁 😀 emoji, 𝟙𝟚 digits", "second ひらがな カタカナ"],
    ["", "", "after two empty paragraphs"],
    ["Ünïcödé straße İstanbul ǅ"],
]


def _numpy_streams(docs: list[list[str]]) -> list[TokenStream]:
    saved = stream_mod._native
    stream_mod._native = None
    try:
        return token_streams(docs)
    finally:
        stream_mod._native = saved


def _assert_same(a: np.ndarray, b: np.ndarray) -> None:  # type: ignore[type-arg]
    assert a.dtype == b.dtype
    assert np.array_equal(a, b)


def _assert_streams_equal(got: list[TokenStream], want: list[TokenStream]) -> None:
    assert len(got) == len(want)
    for g, w in zip(got, want, strict=True):
        for field in ("hashes", "paragraph", "cjk", "digit"):
            _assert_same(getattr(g, field), getattr(w, field))


# ------------------------------------------------------------------ streams


def test_token_streams_match_numpy_on_simulated_news(documents: list[list[str]]) -> None:
    got = token_streams(documents)
    _assert_streams_equal(got, _numpy_streams(documents))
    assert sum(s.mostly_cjk for s in got)
    assert sum(not s.mostly_cjk for s in got)


@pytest.mark.parametrize("doc", EDGE_DOCUMENTS, ids=range(len(EDGE_DOCUMENTS)))
def test_token_streams_match_numpy_on_edge_cases(doc: list[str]) -> None:
    _assert_streams_equal(token_streams([doc]), _numpy_streams([doc]))
    batch = [doc, *EDGE_DOCUMENTS, doc]
    _assert_streams_equal(token_streams(batch), _numpy_streams(batch))


def test_token_streams_long_tokens_and_separators_inside_text() -> None:
    docs = [["x" * 5000 + " " + "9" * 300, "a\x1eb c"], ["中" * 3000]]
    _assert_streams_equal(token_streams(docs), _numpy_streams(docs))


def test_token_streams_kernel_rejects_bad_buffers() -> None:
    assert _fp is not None
    codes = np.frombuffer("ab c".encode("utf-32-le"), dtype=np.uint32)
    flags = stream_mod._flags(codes)
    outs = [np.empty(4, np.uint64), np.empty(4, np.int32), np.empty(4, np.bool_)]
    outs.append(np.empty(4, np.bool_))

    def call(c: object = codes, f: object = flags, bounds: object = None) -> object:
        assert _fp is not None
        b = np.empty(2, np.int64) if bounds is None else bounds
        return _fp.token_streams(c, f, 10, 30, 0x100000001B3, *outs, b)

    assert call() == 2
    with pytest.raises(TypeError, match="codes"):
        call(c=codes.astype(np.int64))
    with pytest.raises(ValueError, match="differ in length"):
        call(f=flags[:2])
    with pytest.raises(ValueError, match="bounds"):
        call(bounds=np.empty(3, np.int64))
    with pytest.raises(ValueError, match="separator"):
        call(c=np.array([97, 10], np.uint32), f=np.array([1, 1], np.uint8))
    with pytest.raises(TypeError):
        call(c=[97, 98])


# ------------------------------------------------------------------- ngrams


def _token_hashes(documents: list[list[str]]) -> Iterator[U64]:
    for stream in token_streams(documents):
        yield stream.hashes


@pytest.mark.parametrize("n", [1, 2, 5, 64, 100])
def test_ngram_hashes_match_numpy(documents: list[list[str]], n: int) -> None:
    for hashes in _token_hashes(documents[:30]):
        _assert_same(ngram_hashes(hashes, n), _numpy_ngram_hashes(hashes, n))


@pytest.mark.parametrize("size", [0, 1, 4, 5, 6, 65])
def test_ngram_hashes_match_numpy_on_short_sequences(size: int) -> None:
    hashes = np.random.default_rng(size).integers(0, 2**64, size, dtype=np.uint64)
    for n in (1, 5, size, size + 1):
        _assert_same(ngram_hashes(hashes, n), _numpy_ngram_hashes(hashes, n))
    # a strided view takes the numpy path and still answers
    _assert_same(ngram_hashes(hashes[::2], 3), _numpy_ngram_hashes(hashes[::2], 3))


def test_ngram_kernel_rejects_bad_buffers() -> None:
    assert _fp is not None
    hashes = np.arange(10, dtype=np.uint64)
    out = np.empty(6, dtype=np.uint64)
    with pytest.raises(TypeError, match="hashes"):
        _fp.ngram_hashes(hashes.astype(np.int64), 5, _MIX, out)
    with pytest.raises(ValueError, match="C-contiguous"):
        _fp.ngram_hashes(np.arange(20, dtype=np.uint64)[::2], 5, _MIX, out)
    with pytest.raises(ValueError, match="out must hold"):
        _fp.ngram_hashes(hashes, 5, _MIX, np.empty(5, dtype=np.uint64))
    with pytest.raises(ValueError, match="n must be"):
        _fp.ngram_hashes(hashes, 11, _MIX, out)
    with pytest.raises(ValueError, match="n must be"):
        _fp.ngram_hashes(hashes, 0, _MIX, out)
    read_only = np.empty(6, dtype=np.uint64)
    read_only.flags.writeable = False
    with pytest.raises(ValueError, match="writable"):
        _fp.ngram_hashes(hashes, 5, _MIX, read_only)
    with pytest.raises(TypeError):
        _fp.ngram_hashes("not a buffer", 5, _MIX, out)


# ------------------------------------------------------------------ minhash


def test_signatures_match_numpy(documents: list[list[str]]) -> None:
    hasher = MinHasher()
    sets = [ngram_hashes(h, 5) for h in _token_hashes(documents)]
    sets += [np.zeros(0, np.uint64), np.array([2**64 - 1], np.uint64)]
    got = hasher.signatures(sets)
    want = np.stack([hasher._numpy_signature(s) for s in sets])
    _assert_same(got, want)
    for s, row in zip(sets, want, strict=True):
        _assert_same(hasher.signature(s), row)
    assert hasher.signatures([]).shape == (0, 128)
    other = MinHasher(num_perm=12, bands=3, seed=5)  # not a multiple of the vector width
    _assert_same(other.signatures(sets), np.stack([other._numpy_signature(s) for s in sets]))


def test_signatures_fall_back_on_sets_the_kernel_does_not_take() -> None:
    hasher = MinHasher()
    base = np.random.default_rng(3).integers(0, 2**64, 40, dtype=np.uint64)
    sets = [base, base[::2]]
    want = np.stack([hasher._numpy_signature(s) for s in sets])
    _assert_same(hasher.signatures(sets), want)


def test_minhash_kernel_rejects_bad_buffers() -> None:
    assert _fp is not None
    a = np.ones(8, np.uint32)
    shingles = np.arange(5, dtype=np.uint64)
    with pytest.raises(ValueError, match="differ in length"):
        _fp.minhash(shingles, a, a[:4], np.empty(8, np.uint32))
    with pytest.raises(ValueError, match="out must hold"):
        _fp.minhash(shingles, a, a, np.empty(7, np.uint32))
    with pytest.raises(TypeError, match="out"):
        _fp.minhash(shingles, a, a, np.empty(8, np.int32))
    with pytest.raises(TypeError, match="shingles"):
        _fp.minhash(shingles.astype(np.uint32), a, a, np.empty(8, np.uint32))
    with pytest.raises(TypeError):
        _fp.minhash_many((shingles,), a, a, np.empty((1, 8), np.uint32))
    with pytest.raises(ValueError, match="out must hold"):
        _fp.minhash_many([shingles], a, a, np.empty((2, 8), np.uint32))
    with pytest.raises(TypeError, match="sets"):
        _fp.minhash_many([shingles, "x"], a, a, np.empty((2, 8), np.uint32))


# ------------------------------------------------------------------ winnow


def _assert_winnow_same(ngrams: U64, lead: int, window: int = win_mod.WINDOW) -> None:
    got = winnow_with_lead(ngrams, lead, window)
    want = _numpy_winnow_with_lead(ngrams, lead, window)
    _assert_same(got[0], want[0])
    assert got[1] == want[1]
    assert got[2] == want[2]
    arrays = win_mod.winnow_arrays(ngrams, lead, window)  # what the fingerprinter reads
    assert arrays[1].dtype == arrays[2].dtype == np.int64
    assert arrays[1].tolist() == want[1]
    assert arrays[2].tolist() == want[2]


def test_winnow_matches_numpy(documents: list[list[str]]) -> None:
    for hashes in _token_hashes(documents):
        grams = ngram_hashes(hashes, 5)
        for lead in (-1, 0, 1, 7, 8, 9, 40, 10**6, 2**70):
            _assert_winnow_same(grams, lead)


@pytest.mark.parametrize("size", [0, 1, 7, 8, 9, 15, 16, 300])
def test_winnow_matches_numpy_on_edge_cases(size: int) -> None:
    rng = np.random.default_rng(size)
    cases = [
        rng.integers(0, 2**64, size, dtype=np.uint64),
        np.full(size, 7, dtype=np.uint64),  # nothing 0 mod ANCHOR_MOD: the smallest
        np.full(size, 2**63, dtype=np.uint64),  # negative as int64
        rng.integers(0, 4, size, dtype=np.uint64) * np.uint64(2**62),  # many repeats
        (rng.integers(0, 2**62, size, dtype=np.uint64) * np.uint64(4)),  # all anchors
        np.arange(size, dtype=np.uint64)[::-1].copy(),
    ]
    for grams in cases:
        for lead in (0, 1, 8, 9, size):
            for window in (1, 3, win_mod.WINDOW):
                _assert_winnow_same(grams, lead, window)


def test_winnow_kernel_rejects_bad_buffers() -> None:
    assert _fp is not None
    grams = np.arange(20, dtype=np.uint64)
    anchors = np.empty(64, np.int64)
    with pytest.raises(ValueError, match="at least 13"):
        _fp.winnow(grams, 0, 8, 4, 32, np.empty(12, np.int64), anchors)
    with pytest.raises(TypeError, match="out"):
        _fp.winnow(grams, 0, 8, 4, 32, np.empty(13, np.uint64), anchors)
    with pytest.raises(ValueError, match="window"):
        _fp.winnow(grams, 0, 0, 4, 32, np.empty(21, np.int64), anchors)
    with pytest.raises(ValueError, match="anchor_mod"):
        _fp.winnow(grams, 0, 8, 0, 32, np.empty(13, np.int64), anchors)
    with pytest.raises(TypeError, match="ngrams"):
        _fp.winnow(grams.astype(np.float64), 0, 8, 4, 32, np.empty(13, np.int64), anchors)
    with pytest.raises(ValueError, match="anchors must hold at least 64"):
        _fp.winnow(grams, 0, 8, 4, 32, np.empty(13, np.int64), np.empty(63, np.int64))
    with pytest.raises(TypeError, match="anchors"):
        _fp.winnow(grams, 0, 8, 4, 32, np.empty(13, np.int64), [0] * 64)


# ---------------------------------------------------------------- sketches


def _assert_sketches_same(streams: list[TokenStream]) -> None:
    got = paragraph_sketches_many(streams)
    want = _numpy_paragraph_sketches_many(streams)
    assert len(got) == len(want)
    for (gs, gc), (ws, wc) in zip(got, want, strict=True):
        _assert_same(gs, ws)
        _assert_same(gc, wc)


def test_sketches_match_numpy(documents: list[list[str]]) -> None:
    streams = token_streams(documents)
    assert sum(int(s[0].size) for s in paragraph_sketches_many(streams)) > 50
    _assert_sketches_same(streams)
    for stream in streams[:20]:
        _assert_sketches_same([stream])


def _words(n: int, seed: int) -> str:
    return " ".join(paragraph(Random(seed), n).split()[:n])


def test_sketches_match_numpy_on_edge_cases() -> None:
    rng = Random(4)
    docs = [
        [],
        ["one"],
        [_words(MIN_TOKENS, 1), _words(MIN_TOKENS - 1, 2), _words(MIN_TOKENS + 1, 3)],
        [zh_paragraph(rng, MIN_TOKENS), zh_paragraph(rng, MIN_TOKENS - 1)],
        [zh_paragraph(rng, 40)],  # ends in CJK: no bigram across documents
        [zh_paragraph(rng, 40) + " tail words here"],
        [_words(600, 5)],  # past the 255-token counter flush
        [],
        ["two words"],
    ]
    streams = token_streams(docs)
    _assert_sketches_same(streams)
    for i in range(len(streams)):
        _assert_sketches_same(streams[i:])
        _assert_sketches_same([streams[i]])
    assert paragraph_sketches_many([]) == []


def test_sketches_of_a_very_long_paragraph_match_numpy() -> None:
    # over 65,535 tokens the numpy code takes its unpacking route
    hashes = np.random.default_rng(1).integers(0, 2**64, 70_000, dtype=np.uint64)
    stream = TokenStream(
        hashes, np.zeros(hashes.size, np.int32), hashes % np.uint64(3) == 0, hashes < 0
    )
    _assert_sketches_same([stream])


def test_sketch_kernel_rejects_bad_streams() -> None:
    assert _fp is not None
    good = token_streams([[_words(30, 1)]])[0]
    bad_dtype = TokenStream(good.hashes, good.paragraph.astype(np.int64), good.cjk, good.digit)
    bad_length = TokenStream(good.hashes, good.paragraph[:-1], good.cjk, good.digit)

    def call(streams: list[object], capacity: int = 4) -> None:
        assert _fp is not None
        _fp.paragraph_sketches(
            streams,
            MIN_TOKENS,
            int(para_mod._MIX),
            np.empty(capacity, np.uint64),
            np.empty(capacity, np.int32),
            np.empty(len(streams) + 1, np.int64),
        )

    call([good])
    with pytest.raises(TypeError, match="paragraph"):
        call([good, bad_dtype])
    with pytest.raises(ValueError, match="differ in length"):
        call([bad_length])
    with pytest.raises(ValueError, match="hold only"):
        call([good], capacity=0)
    with pytest.raises(AttributeError):
        call([good, object()])
    # the public function still answers for the stream the kernel refuses (numpy path)
    _assert_sketches_same([good, bad_dtype])


def test_flags_lookup_equals_the_table_and_handles_astral_code_points() -> None:
    table = stream_mod._char_table()
    rng = Random(2)
    bmp = np.array([rng.randrange(0x10000) for _ in range(5000)], dtype=np.uint32)
    assert np.array_equal(stream_mod._flags(bmp), table[bmp])
    astral = np.concatenate([bmp[:10], np.array([0x20000, 0x1F600], dtype=np.uint32), bmp[10:20]])
    want = np.array([stream_mod._flags_of(int(c)) for c in astral], dtype=np.uint8)
    assert np.array_equal(stream_mod._flags(astral), want)
    assert _fp is not None
    with pytest.raises(ValueError, match="shorter"):
        _fp.lookup_flags(bmp, table, np.empty(3, dtype=np.uint8))


def test_casefold_equals_str_casefold() -> None:
    assert _fp is not None
    ranges = [(0x2000, 0x206F), (0x3000, 0x30FF), (0x3400, 0x4DBF), (0x4E00, 0x9FFF)]
    every = "".join(chr(c) for a, b in ranges for c in range(a, b + 1))
    ascii_ = "".join(chr(c) for c in range(0x80))
    for text in (
        every + ascii_,
        ascii_,
        "Straße ΣΑΣ İstanbul 中文",
        "中文ＡＢＣ",
        "中𠀋A",
        "",
        "中",
    ):
        assert _fp.casefold(text) == text.casefold(), text[:20]
    rng = Random(4)
    pool = [
        chr(c) for c in (0x41, 0x5A, 0x61, 0x4E2D, 0x3002, 0x201C, 0x3042, 0xDF, 0x130, 0x1F600)
    ]
    for _ in range(300):
        text = "".join(rng.choice(pool) for _ in range(rng.randint(0, 12)))
        assert _fp.casefold(text) == text.casefold()
    with pytest.raises(TypeError):
        _fp.casefold(b"x")  # type: ignore[arg-type]
