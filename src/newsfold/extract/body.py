"""The article's own paragraphs, without the page around them.

First version: drop elements that are boilerplate by tag (nav, aside,
footer, forms, figures...) or by class/id words (share, related, comment,
cookie...), then take the block whose paragraphs carry the most text with
the fewest links, preferring ``<article>``/``<main>`` when they hold text.
Short paragraphs are measured in characters for CJK text and in words
otherwise, since a 20-character Chinese sentence is a full sentence.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from lxml import etree

__all__ = ["extract_paragraphs", "text_units"]

_DROP_TAGS = (
    "script",
    "style",
    "noscript",
    "nav",
    "header",
    "footer",
    "aside",
    "form",
    "figure",
    "figcaption",
    "iframe",
    "button",
    "select",
    "svg",
    "template",
    "object",
    "embed",
    "input",
)
_BOILERPLATE_RE = re.compile(
    r"(?:^|[\s_\-])(?:nav|navbar|menu|breadcrumbs?|share|sharing|social|related|recommend\w*|"
    r"comments?|cookie\w*|consent|footer|header|sidebar|side-bar|promo|advert\w*|ads?|banner|"
    r"newsletter|subscribe|signup|popular|trending|hot|most-read|tags?|caption|byline|"
    r"author-bio|pagination|pager|toolbar|masthead|modal|popup)(?:$|[\s_\-])",
    re.I,
)
_PARA_TAGS = {"p", "h2", "h3", "h4", "blockquote", "li", "pre"}
_CJK_RE = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_WS_RE = re.compile(r"\s+")


def text_units(text: str) -> int:
    """Length in words, counting each CJK character as a word."""
    cjk = len(_CJK_RE.findall(text))
    if cjk:
        return cjk + len(_CJK_RE.sub(" ", text).split())
    return len(text.split())


def _clean_text(element: etree._Element) -> str:
    return _WS_RE.sub(" ", "".join(str(t) for t in element.itertext())).strip()


def _is_boilerplate(element: etree._Element) -> bool:
    if element.tag in _DROP_TAGS:
        return True
    marker = f"{element.get('class') or ''} {element.get('id') or ''} {element.get('role') or ''}"
    if marker.strip() and _BOILERPLATE_RE.search(marker):
        return True
    return element.get("aria-hidden") == "true" or element.get("hidden") is not None


def _prune(root: etree._Element) -> None:
    doomed = [
        el
        for el in root.iter()
        if isinstance(el.tag, str) and el is not root and _is_boilerplate(el)
    ]
    for el in doomed:
        parent = el.getparent()
        if parent is None:
            continue
        tail = el.tail
        parent.remove(el)
        if tail and tail.strip():
            prev = parent[-1] if len(parent) else None
            if prev is not None:
                prev.tail = (prev.tail or "") + tail
            else:
                parent.text = (parent.text or "") + tail


def _link_density(element: etree._Element, text_len: int) -> float:
    if not text_len:
        return 1.0
    linked = sum(len(_clean_text(a)) for a in element.iter("a"))
    return min(1.0, linked / text_len)


def _paragraphs_of(block: etree._Element) -> list[str]:
    out: list[str] = []
    for el in block.iter():
        if not isinstance(el.tag, str) or el.tag not in _PARA_TAGS:
            continue
        if any(anc.tag in _PARA_TAGS for anc in el.iterancestors()):
            continue
        text = _clean_text(el)
        if not text:
            continue
        if el.tag == "li" and text_units(text) < 8:
            continue
        if _link_density(el, len(text)) > 0.5:
            continue
        out.append(text)
    return out


def _score(block: etree._Element) -> float:
    paras = _paragraphs_of(block)
    return float(sum(min(text_units(p), 200) for p in paras if text_units(p) >= 5))


def _candidates(root: etree._Element) -> Iterable[etree._Element]:
    seen: set[int] = set()
    for p in root.iter("p"):
        parent = p.getparent()
        grandparent = parent.getparent() if parent is not None else None
        for anc in (parent, grandparent):
            if anc is not None and id(anc) not in seen:
                seen.add(id(anc))
                yield anc


def extract_paragraphs(tree: etree._Element) -> tuple[list[str], str]:
    """Return the article paragraphs in order and the method that found them."""
    body = tree.find(".//body")
    root = body if body is not None else tree
    _prune(root)

    for hint in ("article", "main"):
        blocks = list(root.iter(hint))
        if blocks:
            best = max(blocks, key=_score)
            paras = [p for p in _paragraphs_of(best) if text_units(p) >= 3]
            if sum(text_units(p) for p in paras) >= 25:
                return paras, f"body:{hint}"

    best_block: etree._Element | None = None
    best_score = 0.0
    for candidate in _candidates(root):
        score = _score(candidate)
        if score > best_score:
            best_block, best_score = candidate, score
    if best_block is None:
        return [], "none"
    return [p for p in _paragraphs_of(best_block) if text_units(p) >= 3], "body:density"
