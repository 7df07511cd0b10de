"""Language of an article: the page's declaration, checked against its script.

We need the language mainly to pick tokenisation (words or CJK characters)
and the time zone fallback, so a script-based check is enough and needs no
model: a page declared ``en`` whose body is mostly Han characters is Chinese.
"""

from __future__ import annotations

import re

__all__ = ["detect_language"]

_HAN_RE = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")
_KANA_RE = re.compile(r"[\u3040-\u30ff]")
_HANGUL_RE = re.compile(r"[\uac00-\ud7af]")
_LATIN_RE = re.compile(r"[A-Za-z]")


def _script_language(text: str) -> str | None:
    sample = text[:5000]
    han = len(_HAN_RE.findall(sample))
    kana = len(_KANA_RE.findall(sample))
    hangul = len(_HANGUL_RE.findall(sample))
    latin = len(_LATIN_RE.findall(sample))
    total = han + kana + hangul + latin
    if total == 0:
        return None
    if kana > 0.05 * total:
        return "ja"
    if hangul > 0.3 * total:
        return "ko"
    if han > 0.3 * total:
        return "zh"
    return None


def detect_language(text: str, declared: str | None = None) -> str | None:
    """A BCP-47 primary language code: declared unless the script says otherwise."""
    primary = declared.strip().split("-")[0].split("_")[0].lower() if declared else None
    by_script = _script_language(text)
    if by_script and by_script != primary:
        return by_script
    if primary:
        return primary
    if text and _LATIN_RE.search(text[:2000]):
        return "en"
    return None
