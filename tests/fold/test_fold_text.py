"""Normalisation, syndication stripping, tokens and shingles."""

from __future__ import annotations

from newsfold.dedup.exact import body_key, headline_key
from newsfold.text import normalize, shingle_hashes, strip_syndication, tokens


def test_normalize_folds_width_and_case() -> None:
    assert normalize("ＢＲＥＡＫＩＮＧ　Ｎｅｗｓ １２３") == "breaking news 123"
    assert normalize("Straße") == "strasse"


def test_prefixes_suffixes_and_credit_lines_are_stripped() -> None:
    en = strip_syndication(
        [
            "UPDATED: (Reuters) - The bank held rates on Tuesday.",
            "More text here.",
            "(Harbor Daily contributed to this report.)",
            "Reporting by Anna Holt; editing by Tom Baker.",
            "This story was first published by Northgate Wire.",
        ]
    )
    assert en == ["The bank held rates on Tuesday.", "More text here."]
    zh = strip_syndication(
        [
            "【快讯】新华社北京4月16日电（记者 张伟）国家统计局今天发布数据。",
            "正文内容。（完）",
            "（来源：东海晨报）",
            "（记者 王伟 编辑 李娜）",
            "责任编辑：张三",
        ]
    )
    assert zh == ["国家统计局今天发布数据。", "正文内容。"]


def test_stripping_keeps_ordinary_text() -> None:
    text = ["Updated figures show growth.", "The report by the bank was late."]
    assert strip_syndication(text) == text


def test_copy_with_noise_has_the_same_exact_keys() -> None:
    original = ["The council approved the plan.", "Work starts in May."]
    copy = ["BREAKING: The Council approved the plan.", "Work starts in May.", "Reporting by X Y."]
    assert body_key(original) == body_key(copy)
    assert headline_key("【独家】地铁开通") == headline_key("地铁开通")
    assert body_key(original) != body_key(["The council rejected the plan.", "Work starts in May."])


def test_tokens_split_cjk_characters_and_mixed_text() -> None:
    assert tokens("GDP增长5.3%, up 3 points") == ["gdp", "增", "长", "5", "3", "up", "3", "points"]


def test_chinese_shingles_are_never_empty() -> None:
    assert shingle_hashes("地铁开通").size == 1  # shorter than n: one shingle
    assert (
        shingle_hashes("国家统计局今天发布一季度数据").size
        == len("国家统计局今天发布一季度数据") - 4
    )
    assert shingle_hashes("国家统计局今天发布数据", cjk="jieba").size >= 1


def test_word_shingles_count_and_order_sensitivity() -> None:
    a = shingle_hashes("one two three four five six")
    assert a.size == 2
    b = shingle_hashes("six five four three two one")
    assert set(a.tolist()).isdisjoint(b.tolist())


def test_fast_nfkc_equals_unicodedata_on_mixed_text() -> None:
    import unicodedata
    from random import Random

    from newsfold.text import nfkc

    rng = Random(7)
    alphabet = (
        "abcXYZ 123,.;"  # already normalised
        "，。：；！？（）　“”、"  # full-width punctuation and the ideographic space
        "ＡＢＣａｂｃ０１２"  # full-width letters and digits
        "ﬁﬂ①ⅰ㎏ｶﾞ"  # ligatures, circled and roman numerals, units, half-width kana
        "e\u0301\u0301é中文字"  # combining marks, precomposed, CJK
    )
    for _ in range(300):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 40)))
        assert nfkc(text) == unicodedata.normalize("NFKC", text), repr(text)


def test_winnow_with_lead_gives_anchors_of_the_lead_windows() -> None:
    import numpy as np

    from newsfold.dedup.windows import WINDOW, winnow, winnow_with_lead

    rng = np.random.default_rng(3)
    grams = rng.integers(0, 2**63, size=200, dtype=np.uint64)
    windows, anchors, lead = winnow_with_lead(grams, 60)
    full_windows, full_anchors = winnow(grams)
    assert np.array_equal(windows, full_windows)
    assert anchors == full_anchors
    # the lead's anchors are the anchors winnowing finds in the lead's windows alone
    assert lead == winnow(grams[:60])[1]
    assert set(lead) <= set(windows.tolist())
    # a lead shorter than one window still gives the first window's anchor
    assert winnow_with_lead(grams, WINDOW - 3)[2] == winnow(grams[:WINDOW])[1]


def test_nfkc_equals_unicodedata_on_short_and_long_full_width_text() -> None:
    import unicodedata

    from newsfold.text import _FULL_WIDTH, _FULL_WIDTH_OFFSET, _half_width, _numpy_half_width, nfkc

    # the numpy fold relies on this offset for every full-width ASCII form
    assert all(
        _FULL_WIDTH[c] == (" " if c == 0x3000 else chr(c - _FULL_WIDTH_OFFSET)) for c in _FULL_WIDTH
    )
    sample = "新华社北京４月１６日电（记者　张三）　ＡＢＣ公司宣布：“增长５％。”①ﬁ\u3000カ\u3099"
    for text in (sample, sample * 40, "plain ascii text", "𠀋ＡＢＣ" * 100, "", "é　x"):
        assert nfkc(text) == unicodedata.normalize("NFKC", text)
        assert _half_width(text) == _numpy_half_width(text) == text.translate(_FULL_WIDTH)


def test_every_suffix_form_is_stripped_from_the_last_paragraph() -> None:
    from newsfold.text import strip_syndication

    body = "The council approved the plan on Tuesday"
    for suffix in (
        " (end)",
        "（完）",
        " 【责任编辑：张三】",
        " - Reuters",
        " — AFP  ",
        " (XINHUA)",
        " [来源:新华社]",
    ):
        assert strip_syndication(["Lead.", body + suffix]) == ["Lead.", body], suffix
    for kept in (" - the reuters report", " (a note)", " said AP."):
        assert strip_syndication(["Lead.", body + kept]) == ["Lead.", body + kept], kept


def test_only_c_and_capital_c_stand_for_c_in_the_credit_search() -> None:
    # _is_credit skips the case-insensitive "contributed" search on text without
    # "c" or "C": true only while re.I has no other form of "c"
    from newsfold.text import _CREDIT_ANYWHERE_RE

    forms = [c for c in range(0x110000) if _CREDIT_ANYWHERE_RE.fullmatch(chr(c) + "ontributed")]
    assert forms == [ord("C"), ord("c")]


def test_remembered_credit_checks_and_headline_keys_are_cleared() -> None:
    from newsfold.dedup.exact import _headline_key, clear_caches
    from newsfold.text import _is_credit

    paragraphs = ["Reporting by Ka Lo; Editing by Mi Ra", "Tor ka lo mi vor pel."]
    first = strip_syndication(paragraphs)
    assert strip_syndication(paragraphs) == first == ["Tor ka lo mi vor pel."]  # remembered, same
    headline_key("UPDATED: Tor ka lo")
    assert _is_credit.cache_info().currsize > 0
    assert _headline_key.cache_info().currsize > 0
    clear_caches()
    assert _is_credit.cache_info().currsize == 0
    assert _headline_key.cache_info().currsize == 0
    assert strip_syndication(paragraphs) == first


def test_code_point_flags_with_astral_code_points_equal_one_lookup_each() -> None:
    """The token flags of a batch with code points beyond the BMP (emoji, math letters,
    rare ideographs) equal looking up each code point alone, on the C path and the numpy
    path (each distinct astral code point is looked up once and written where it stands)."""
    from random import Random

    import numpy as np

    from newsfold.dedup import stream

    rng = Random(15)
    astral = [0x1F600, 0x1F44D, 0x20000, 0x2A6D6, 0x1D400, 0x1D7D9, 0x10FFFF, 0x10000]
    for size in (1, 2, 50, 4000):
        for share in (0.0, 0.01, 0.5, 1.0):
            codes = np.array(
                [
                    rng.choice(astral) if rng.random() < share else rng.randrange(0x10000)
                    for _ in range(size)
                ],
                dtype=np.uint32,
            )
            want = np.array([stream._flags_of(int(c)) for c in codes], dtype=np.uint8)
            saved = stream._native
            try:
                for native in (saved, None):
                    stream._native = native
                    got = stream._flags(codes)
                    assert got.dtype == np.uint8
                    assert np.array_equal(got, want)
            finally:
                stream._native = saved


def test_nfkc_of_text_with_line_breaks_equals_unicodedata() -> None:
    """:func:`nfkc` normalises a text's lines apart, only those that need it: the same
    text, because a line break is a stable code point (checked here against every code
    point on either side of it) and on random multi-line texts."""
    import sys
    import unicodedata
    from random import Random

    from newsfold.text import nfkc

    for code in range(sys.maxunicode + 1):
        char = chr(code)
        if 0xD800 <= code <= 0xDFFF:
            continue
        alone = unicodedata.normalize("NFKC", char)
        assert code == 10 or "\n" not in alone
        assert unicodedata.normalize("NFKC", "\n" + char + "\n") == "\n" + alone + "\n"
    rng = Random(15)
    alphabet = (
        "abc 12.\n\n\n"
        "，。（）　ＡＢ０"  # full-width forms
        "…ﬁ①㎏ｶﾞ"  # compatibility forms: the ellipsis, a ligature, units, half-width kana
        "e\u0301\u0327\u0300é中"  # combining marks (reordered, composed), precomposed, CJK
        "\u1100\u1161\u11a8"  # Hangul jamo, which compose into a syllable
    )
    for _ in range(5000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 60)))
        assert nfkc(text) == unicodedata.normalize("NFKC", text), repr(text)
