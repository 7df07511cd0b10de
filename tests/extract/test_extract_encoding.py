"""Decoding: BOM, declared charsets reconciled, detection, replacement characters flagged."""

from __future__ import annotations

import codecs
import random

import pytest
from lxml import etree

from newsfold.errors import DecodeError
from newsfold.extract import _parse_stopped, encoding, extract_article
from newsfold.extract.encoding import decode_html, normalize_charset, utf8_bytes
from tests.extract.extract_pages import ZH_PARAS, page, zh_article_page

# A character outside GB2312 but inside GBK: pages labelled gb2312 routinely use such.
GBK_ONLY = "镕"


def test_gb2312_and_gbk_are_read_as_gb18030() -> None:
    assert normalize_charset("GB2312") == "gb18030"
    assert normalize_charset("gbk") == "gb18030"
    assert normalize_charset("x-gbk") == "gb18030"
    assert normalize_charset("no-such-charset") is None


def test_gbk_character_in_page_labelled_gb2312() -> None:
    text = f"<html><head><meta charset='gb2312'></head><body><p>朱{GBK_ONLY}基</p></body></html>"
    with pytest.raises(UnicodeEncodeError):
        text.encode("gb2312")
    decoded = decode_html(text.encode("gbk"))
    assert GBK_ONLY in decoded.text
    assert decoded.encoding == "gb18030"
    assert not decoded.had_errors


def test_bom_wins_over_a_wrong_declaration() -> None:
    body = codecs.BOM_UTF8 + "<meta charset='gbk'><p>Grüße, 你好</p>".encode()
    decoded = decode_html(body, "text/html; charset=iso-8859-1")
    assert decoded.source == "bom"
    assert "Grüße, 你好" in decoded.text


def test_utf16_with_bom() -> None:
    body = codecs.BOM_UTF16_LE + "<p>你好，世界</p>".encode("utf-16-le")
    assert "你好，世界" in decode_html(body).text


def test_gbk_page_with_wrong_http_charset_uses_meta() -> None:
    body = zh_article_page(charset="gbk").encode("gbk")
    decoded = decode_html(body, "text/html; charset=iso-8859-1")
    assert decoded.encoding == "gb18030"
    assert decoded.source == "meta"
    assert ZH_PARAS[0] in decoded.text


def test_gbk_page_with_wrong_utf8_header_and_no_meta_is_detected() -> None:
    body = zh_article_page(charset=None).encode("gbk")
    decoded = decode_html(body, "text/html; charset=utf-8")
    assert decoded.source == "detected"
    assert ZH_PARAS[1] in decoded.text
    assert not decoded.had_errors


def test_gbk_page_declared_latin1_everywhere_is_not_mojibake() -> None:
    body = zh_article_page(charset="iso-8859-1").encode("gbk")
    decoded = decode_html(body, "text/html; charset=iso-8859-1")
    assert ZH_PARAS[2] in decoded.text


def test_utf8_page_declared_latin1_is_read_as_utf8() -> None:
    body = "<meta charset='iso-8859-1'><p>Café crème à São Paulo</p>".encode()
    decoded = decode_html(body)
    assert "Café crème à São Paulo" in decoded.text
    assert decoded.encoding == "utf-8"


def test_real_latin1_page_stays_latin1() -> None:
    body = "<meta charset='iso-8859-1'><p>Café crème à São Paulo</p>".encode("latin-1")
    decoded = decode_html(body)
    assert "Café crème à São Paulo" in decoded.text


def test_long_latin1_page_with_few_accents_is_not_read_as_utf8() -> None:
    # A long page, mostly ASCII, whose few accented letters are Latin-1 bytes: under one
    # invalid UTF-8 byte per 1,000 characters, but not one valid UTF-8 sequence.
    filler = "<p>" + "Die Vorlesungen an der Uni starten bald wieder. " * 40 + "</p>\n"
    html = (
        "<html><head><meta http-equiv='Content-Type' content='text/html; charset=iso-8859-1'>"
        f"</head><body>{filler * 10}<p>Gesine aus Tübingen läuft die Zeit davon.</p>"
        f"{filler * 10}<form accept-charset='UTF-8'></form></body></html>"
    )
    body = html.encode("latin-1")
    decoded = decode_html(body)
    assert "Gesine aus Tübingen läuft die Zeit davon." in decoded.text
    assert not decoded.had_errors
    assert decoded.source == "meta"
    # The same page as UTF-8 with one corrupt byte is still UTF-8 (its accents decode).
    damaged = html.encode("utf-8").replace(b"starten bald", b"starten\xffbald", 1)
    assert "Tübingen läuft" in decode_html(damaged).text
    # And UTF-8 declared, one stray Latin-1 byte in ASCII text: the declaration holds.
    stray = html.replace("iso-8859-1", "utf-8").replace("Tübingen läuft", "Tubingen lauft")
    cut = stray.encode("ascii").replace(b"bald", b"b\xe4ld", 1)
    assert decode_html(cut).encoding == "utf-8"


def test_latin1_label_is_read_as_windows_1252_as_browsers_do() -> None:
    # 0x93/0x94 are curly quotes in windows-1252 and invisible C1 controls in ISO-8859-1.
    body = "<meta charset='iso-8859-1'><p>Er sagte: \u201cGrüß Gott\u201d</p>".encode("cp1252")
    decoded = decode_html(body, "text/html; charset=latin1")
    assert "Er sagte: \u201cGrüß Gott\u201d" in decoded.text
    assert decoded.encoding == "cp1252"
    assert normalize_charset("ISO-8859-1") == normalize_charset("l1") == "cp1252"
    assert normalize_charset("latin5") == "cp1254"
    # A Thai page labelled TIS-620 is read as windows-874, as browsers read it: its C1
    # bytes stay C1 controls, its curly quotes and no-break space are read as such.
    thai = (
        b"<meta charset='tis-620'><p>\x93"
        + "ภาษาไทย".encode("tis-620") * 20
        + b"\x94\xa0\x96\x81</p>"
    )
    decoded = decode_html(thai)
    assert "\u201c" + "ภาษาไทย" * 20 + "\u201d\xa0\u2013\x81" in decoded.text
    assert (decoded.encoding, decoded.source, decoded.had_errors) == ("cp874", "meta", False)
    assert normalize_charset("ISO-8859-11") == normalize_charset("TIS-620") == "cp874"
    # 0x9E: a C1 control in windows-1254 as browsers read it, undefined in Python's cp1254.
    turkish = "<meta charset='iso-8859-9'><p>\u201cİstanbul\u201d".encode("cp1254") + b" \x9e</p>"
    decoded = decode_html(turkish)
    assert "\u201cİstanbul\u201d \x9e" in decoded.text
    assert (decoded.encoding, decoded.had_errors) == ("cp1254", False)
    # The five bytes windows-1252 leaves undefined are C1 controls, not a failed decode.
    odd = body.replace(b"Gott", b"Go\x81tt")
    decoded = decode_html(odd)
    assert "Go\x81tt" in decoded.text
    assert (decoded.encoding, decoded.source, decoded.had_errors) == ("cp1252", "meta", False)


def test_damaged_bytes_are_flagged_in_the_article_record() -> None:
    good = zh_article_page(charset="gbk").encode("gbk")
    cut = good.index("维修期间".encode("gbk"))
    damaged = good[:cut] + b"\xff\xfe" + good[cut:]
    article = extract_article(page(damaged))
    assert article.decode_errors is True
    assert article.to_record()["decode_errors"] is True
    assert article.quality["replacement_chars"] >= 1
    # The rest of the text is still read in the declared charset, not as Latin-1 gibberish.
    assert any(ZH_PARAS[0] in p for p in article.paragraphs)


def test_clean_page_is_not_flagged() -> None:
    article = extract_article(page(zh_article_page(charset="gbk").encode("gbk")))
    assert article.decode_errors is False
    assert "replacement_chars" not in article.quality


@pytest.mark.parametrize(
    "body",
    [
        b"\x89PNG\r\n\x1a\n" + bytes(200),
        b"%PDF-1.7\n" + bytes(range(256)) * 4,
        bytes(range(32)) * 64,
    ],
    ids=["png", "pdf", "control-bytes"],
)
def test_binary_bodies_raise_decode_error(body: bytes) -> None:
    with pytest.raises(DecodeError, match="not a text page"):
        decode_html(body)


def test_utf8_bytes_are_the_page_bytes_only_when_they_are_the_text() -> None:
    markup = "<html><body><p>Café “quoted” 新闻</p></body></html>".encode()
    decoded = decode_html(markup)
    assert utf8_bytes(markup, decoded) is markup
    with_bom = codecs.BOM_UTF8 + markup
    assert utf8_bytes(with_bom, decode_html(with_bom)) == markup
    gbk = "<html><head><meta charset='gbk'></head><body><p>新闻</p></body></html>".encode("gbk")
    assert utf8_bytes(gbk, decode_html(gbk)) is None
    damaged = markup + b"\xe4\xb8"  # cut mid-character: read with a replacement character
    decoded = decode_html(damaged)
    assert decoded.had_errors
    assert utf8_bytes(damaged, decoded) is None


def test_parsing_the_page_bytes_gives_the_tree_of_the_text() -> None:
    for text in (
        "<html><body><p>Café “quoted” 新闻</p></body></html>",
        '<?xml version="1.0" encoding="utf-8"?><html><body><p>XHTML é</p></body></html>',
        "<html><body><p>NUL\x00 inside</p></body></html>",
        "<html><body><p>新闻\x00 “wide” NUL\x00</p></body></html>",  # NULs in a wide str
    ):
        data = text.encode()
        from_text, _ = _parse_stopped(text)
        from_bytes, _ = _parse_stopped(text, data)
        assert etree.tostring(from_bytes) == etree.tostring(from_text)
        assert b"<?xml" not in etree.tostring(from_bytes)
        assert b"\x00" not in etree.tostring(from_bytes)
        # libxml2 would read a NUL as U+FFFD: the NULs go before parsing.
        assert "\ufffd" not in "".join(from_bytes.itertext())


def test_characters_beyond_ascii_are_counted_as_one_by_one() -> None:
    """``_beyond_ascii`` (the ASCII encoding that ignores the rest) against counting each
    character over U+007F, on random texts with surrogates and replacement characters."""
    rng = random.Random(8)
    pool = ["a", " ", "\x7f", "\x80", "é", "\ufffd", "中", "\ud800", "\udfff", "\U0001f600"]
    texts = ["", "abc", "\x80", "\ud800"]
    texts += ["".join(rng.choice(pool) for _ in range(rng.randint(1, 40))) for _ in range(5000)]
    for text in texts:
        assert encoding._beyond_ascii(text) == sum(1 for char in text if char > "\x7f")


def test_windows_874_page_reads_undefined_c1_bytes_as_browsers_do() -> None:
    """A Thai page labelled windows-874 with bytes 0x81-0x9F that Python's cp874 leaves
    undefined: the web reads them as C1 controls (WHATWG Encoding), so the declaration
    decodes the page cleanly instead of losing to detection. Its bytes with no character
    on the web either (0xDB-0xDE, 0xFC-0xFF) stay errors."""
    text = "ข่าวภาษาไทย “กรุงเทพฯ” … ราคา 100 € "
    body = b"<meta charset='windows-874'><p>" + text.encode("cp874") * 20 + b"\x81\x9f</p>"
    decoded = decode_html(body)
    assert (decoded.encoding, decoded.source, decoded.had_errors) == ("cp874", "meta", False)
    assert text * 20 + "\x81\x9f</p>" in decoded.text
    # every byte 0x80-0x9F: what cp874 defines, else the C1 control of the same value
    c1 = bytes(range(0x80, 0xA0))
    assert encoding._strict(c1, "cp874") == "".join(
        bytes([b]).decode("cp874") if b in (0x80, 0x85, *range(0x91, 0x98)) else chr(b) for b in c1
    )
    # the other undefined bytes: a strict decode fails, a lenient one replaces them
    assert encoding._strict(b"\xdb", "cp874") is None
    assert encoding._strict(b"\xfc" + c1, "cp874") is None
    lenient = encoding._lenient(b"a\xfcb\x81c\xded", "cp874", "lenient")
    assert (lenient.text, lenient.replacements) == ("a\ufffdb\x81c\ufffdd", 2)
