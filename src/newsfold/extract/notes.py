"""An article's footnotes or endnotes, where the body's note marks link to them.

Essays, reports and blog posts number their notes: a mark in the text (``<sup><a
href="#fn1">1</a></sup>``) links to the note in a list after the text (``<li
id="fn1">``). Page builders often set that list in a container of its own (a
Squarespace page's second "html block" after a rule, a report's "Endnotes" section), which
the container search does not reach, or under a class word it reads as furniture
("footnotes"); the notes the author wrote were lost (round four's batch F). The link is
the page's own statement that the note belongs to the text, so the notes a kept
paragraph links to are kept too, after the text, in the page's order.

Only marks that look like note marks count (a number of up to three digits, or ``*``,
``†``, ``‡``, ``§``, brackets allowed), so a table of contents or a "back to top" link
brings nothing, and the notes may not outweigh the text they annotate. A mark's target
must be a note, not a container (a review found ``href="#story"`` on the ``<article>``,
``#top`` on ``<body>``, a comment count's ``#comments`` and a pager's ``#page1`` pulling
furniture back in): it may hold no chosen block nor sit in one, hold no other marked
target, hold at most :data:`_NOTE_CHARS` characters, and carry no comment or "related"
word in its own or its ancestors' id or class.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from lxml import etree

from newsfold.extract.textblock import Block

__all__ = ["note_lines"]

#: A note mark's text: "1", "[12]", "(3)", "*", "†".
_MARK_RE: Final = re.compile(r"^[\[(]?(?:\d{1,3}|[*†‡§])[\])]?$")
#: The back-link at the end of a note ("↩", "↩︎", "^"): a link, not the note's text.
_BACKLINK_RE: Final = re.compile(r"^(?:[↩↑⤴^]\ufe0e?\s*)+|(?:\s*[↩↑⤴^]\ufe0e?)+$")
#: One note's characters at most (a few hundred words): a longer target is a section.
_NOTE_CHARS: Final = 2000
#: A note mark written into the text, not linked: "[1]" or superscript digits ("¹").
_PLAIN_MARK_RE: Final = re.compile(r"\[(\d{1,3})\]|([¹²³⁴-⁹⁰]{1,3})(?![\w¹²³⁴-⁹⁰])")
_SUPERSCRIPTS: Final = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹", "0123456789")
#: A heading that names the notes after the text ("Notes", "Endnotes", "Sources").
_NOTES_HEADING_RE: Final = re.compile(
    r"^\W*(?:notes?|endnotes|footnotes|references|sources|notas|notes de bas de page|"
    r"anmerkungen|fußnoten|quellen|fonti|referencias|referências|fuentes|noten|bronnen|"
    r"przypisy|примечания|注释|注|参考文献|出典|脚注|주석|참고문헌)\W*$",
    re.I,
)
#: How many blocks may stand between the text's last block and the notes' heading.
_NOTES_GAP: Final = 2
#: An id or class that names a comments or "related" region, not notes.
_NOT_NOTES_RE: Final = re.compile(r"comment|discus|repl(?:y|ies)|respon|related|recommend", re.I)


def _names_no_notes(el: etree._Element) -> bool:
    """Whether ``el``'s id or class names a comments or "related" region."""
    return _NOT_NOTES_RE.search(f"{el.get('id') or ''} {el.get('class') or ''}") is not None


def _marked_ids(chosen: Sequence[Block]) -> list[str]:
    """The ids that the note marks in the chosen blocks link to, in order."""
    wanted: dict[str, None] = {}
    for block in chosen:
        if not block.link_chars:
            continue  # a block with no link holds no mark (most of them)
        for link in block.owner.iter("a"):
            href = link.get("href")
            if not href or len(href) < 2 or not href.startswith("#"):
                continue
            if _MARK_RE.match("".join(str(t) for t in link.itertext()).strip()):
                wanted[href[1:]] = None
    return list(wanted)


def note_lines(chosen: Sequence[Block], every: Sequence[Block]) -> list[str]:
    """The lines of the notes the chosen blocks link to, that are not chosen already.

    ``every`` is the page's blocks in document order. Empty when the text marks no note,
    when the notes are in the text already, or when they would hold more characters
    than the text.
    """
    if not chosen:
        return []
    wanted = _marked_ids(chosen)
    if not wanted:
        return _endnote_lines(chosen, every)
    ids = set(wanted)
    root = chosen[0].owner.getroottree().getroot()
    targets = [el for el in root.iter() if el.get("id") in ids]
    # A target that holds or sits in a chosen block, or holds another target, is a
    # container; one walk up from each target and each chosen block tells (depth <= 256).
    owners = {b.owner for b in chosen}
    around: set[etree._Element] = set()
    for owner in owners:
        around.update(owner.iterancestors())
    marked = set(targets)
    rejected: set[etree._Element] = set()
    for target in targets:
        for up in target.iterancestors():
            if up in marked:
                rejected.add(up)
            if up in owners:
                rejected.add(target)
            if _names_no_notes(up):
                rejected.add(target)
        if target in around or target in owners:
            rejected.add(target)
        if _names_no_notes(target):
            rejected.add(target)
    by_owner: dict[etree._Element, list[Block]] = {}
    for block in every:
        by_owner.setdefault(block.owner, []).append(block)
    inside: set[etree._Element] = set()
    for target in targets:
        if target in rejected:
            continue
        # No two kept targets nest, so these walks see each element once.
        subtree = list(target.iter())
        if sum(b.chars for el in subtree for b in by_owner.get(el, ())) > _NOTE_CHARS:
            continue  # a section, not a note
        inside.update(subtree)
    kept = {b.index for b in chosen}
    first = chosen[0].index
    notes = [b for b in every if b.owner in inside and b.index not in kept and b.index > first]
    if not notes:
        return []
    if sum(b.chars for b in notes) > sum(b.chars for b in chosen):
        return []
    lines = [_BACKLINK_RE.sub("", line) for b in notes for line in b.lines]
    return [line for line in lines if line]


def _plain_marks(chosen: Sequence[Block]) -> int:
    """The count of the notes the text marks without links, when its marks number them
    from 1 with no gap ("[1]" ... "[3]", "¹" ... "³"); 0 otherwise."""
    # The first mark is "[1]" or "¹": a page with neither (nearly all) is done after a
    # plain substring search of each block (the expression's search over every
    # character of every page cost 5 % of the extraction's instructions).
    if not any("[1]" in block.text or "¹" in block.text for block in chosen):
        return 0
    numbers: set[int] = set()
    for block in chosen:
        for bracket, sup in _PLAIN_MARK_RE.findall(block.text):
            numbers.add(int(bracket or sup.translate(_SUPERSCRIPTS)))
    if not numbers or numbers != set(range(1, len(numbers) + 1)):
        return 0
    return len(numbers)


def _endnote_lines(chosen: Sequence[Block], every: Sequence[Block]) -> list[str]:
    """The endnotes the text numbers without linking to them ("... stayed the same.[1]"):
    right after the text (at most :data:`_NOTES_GAP` blocks between), a heading that
    names them, then exactly as many entries as the text has marks, each a list item or
    a paragraph of at most :data:`_NOTE_CHARS` characters, none chosen already. A
    numbered list of another kind after the text, or notes the text does not number
    from 1, bring nothing."""
    count = _plain_marks(chosen)
    if not count:
        return []
    last = chosen[-1].index
    kept = {b.index for b in chosen}
    for gap in range(1, _NOTES_GAP + 2):
        at = last + gap
        if at >= len(every):
            return []
        heading = every[at]
        if heading.index in kept:
            return []
        if heading.units <= 5 and _NOTES_HEADING_RE.match(heading.text):
            break
    else:
        return []
    notes = list(every[at + 1 : at + 1 + count])
    if len(notes) != count or any(
        b.index in kept or b.tag not in ("li", "p") or b.chars > _NOTE_CHARS for b in notes
    ):
        return []
    after = every[at + 1 + count] if at + 1 + count < len(every) else None
    if (
        after is not None
        and after.tag == "li"
        and after.owner.getparent() is notes[-1].owner.getparent()
    ):
        return []  # the list goes on: more entries than marks, not these notes
    if sum(b.chars for b in notes) > sum(b.chars for b in chosen):
        return []
    return [line for b in notes for line in b.lines]
