"""Dates in a page's visible text, and in its description: weighed by where they sit.

:mod:`newsfold.dates.candidates` gathers what a page states for machines (``<meta>``,
JSON-LD, ``<time datetime>``, ``data-*`` stamps, scripts, the URL); this module reads
what it shows to readers, where the same words mean different things by place: a date
just under the headline is the byline's, one in a date-classed region is a dateline (the
first one after the headline the article's, later ones teasers', comments'), one in a
noise region (comments, related lists, footers) counts little, and the few words before
a date say whether it is the published or the modified one ("Published:", "发布时间：",
"Updated", "更新") or a copyright stamp. Its own rules, word lists and case-folding
shortcuts are those of text, which is why it stands apart from the markup's.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Sequence
from typing import Any, Final

from newsfold.dates.page import ANY, MODIFIED, PUBLISHED, PageView
from newsfold.dates.parse import find_dates, site_updated
from newsfold.dates.parsed import Candidate
from newsfold.dates.zones import get_zone

__all__ = ["REVIEWED", "description_candidates", "in_noise", "own_label", "text_candidates"]

#: The source of a date labelled as the day a page was reviewed ("Page last reviewed: 14
#: March 2026"): a modified date never taken for the published one.
REVIEWED: Final = "text:reviewed"


def _cases(*words: str) -> tuple[str, ...]:
    """Each word in lower case, capitalised and in capitals, to be matched as written:
    Cyrillic words are not read case-blind, since ``re`` folds some of their letters to
    characters ``str.lower`` keeps apart (``в`` and ``ᲀ``), and the lower-cased shortcut
    of :func:`_says` must find what the case-blind pattern finds."""
    return tuple(form for word in words for form in (word, word.capitalize(), word.upper()))


#: "publi" of "published", "publié", "gepubliceerd", "publikováno", "republished", but not
#: the word "public" ("Public hearing: December 3"), "publicly", "republic", "republican".
#: (Each starts with its letters: a pattern that starts with a lookbehind or a group is
#: tried at every position of every date's context, a literal start is skipped to.)
_PUBLI: Final = r"publi(?:(?<!republi)|(?=sh))(?!c(?:ly)?(?![^\W\d_]))"
#: German "Stand" ("Stand: 03.12.2026") as a word, not inside "standup", "Vorstandssitzung".
_STAND: Final = r"stand(?<![^\W\d_]stand)(?![^\W\d_])"

#: Japanese 公開 (released), 掲載 (carried), 配信 (distributed) label a page's date only
#: as the label itself, right before it ("公開日：", "掲載日", "配信日時"): inside a
#: sentence they name a film's or a stream's day ("配信開始：", "公開予定", "劇場公開").
_JA_PUB: Final = r"(?:(?<!劇場)公開|掲載|配信)(?:日時?)?[：:\s]*+\Z"
#: Korean 등록 (registered) right before the date, not a registration's ("접수 등록",
#: "신청 등록": a programme's deadline).
_KO_REGISTERED: Final = r"(?<!접수 )(?<!신청 )등록(?:일시?)?[：:\s]*+\Z"
#: Arabic نشر (published) and its feminine نشرت as whole words: not inside النشرة (a
#: newsletter, a bulletin).
_AR_PUBLISHED: Final = r"نشرت?(?![^\W\d_])"
#: Korean 수정 (modified) and Greek ενημέρ.. (updated) as the label right before the date
#: ("최종수정 2026.12.01", "Ενημερώθηκε: 3 Δεκεμβρίου"): in prose they are nouns, an
#: amendment bill's (수정안) and a public briefing's (Ενημέρωση πολιτών).
_KO_MODIFIED: Final = r"수정(?:일시?)?[：:\s]*+\Z"
_EL_UPDATED: Final = r"(?:ενημ[εέ]ρ|Ενημ[εέ]ρ|ΕΝΗΜ[ΕΈ]Ρ)[^\W\d_]*+[:.\s]*+\Z"

#: Words before a date that say what it is: read case-blind (the first tuple, each a
#: pattern) and as written (the second). The words of each language are its own
#: (``Обновлено``, ``Bijgewerkt``, ``Aktualizacja``...): a CMS labels its dates in the
#: page's language. Turkish "yayınlandı", "Yayınlanma" are listed with a dotted ``i``: the
#: case-blind pattern finds the dotless one by it (a text holding ``ı`` is read so, see
#: :data:`_FOLDED_APART`), and ``str.lower`` gives it for "YAYINLANDI".
_PUB_WORDS: Final = (
    (_PUBLI, "posted", "veröffentlicht", "erstellt", "erschienen", "datum", "date", _STAND,
     "publié", "publicado", "pubblicato", "geplaatst", "julkaistu", "közzétéve",
     "diterbitkan", "yayinlan", "yayimlan", "ngày đăng", "đăng lúc",
     "đăng ngày", "xuất bản"),
    ("发布", "发表", "日期", "时间", "時間", "发稿", "来源", "稿源", "作者",
     *_cases("опубликован", "опубліковано"),
     # ja 公開 掲載 配信 投稿, ko 입력 (기사입력) 등록 게재 발행 송고, ar نشر (نُشر), fa انتشار
     # منتشر, he פורסם, hi प्रकाशित, th เผยแพร่
     _JA_PUB, "投稿", "입력", _KO_REGISTERED, "게재", "발행", "송고", _AR_PUBLISHED, "نُشر",
     "انتشار", "منتشر", "פורסם", "प्रकाशित", "เผยแพร่"),
)  # fmt: skip
#: Turkish "güncelle" is the stem of the verb ("güncellendi") and of the noun
#: ("Güncelleme: 05.12.2026"); Vietnamese "cập nhật" is "updated".
_MOD_WORDS: Final = (
    ("updat", "modif", "aktuali", "geändert", "edited", "revised", "mis à jour", "mise à jour",
     "actualiza", r"last\s+changed", "atualiza", "aggiorna", "bijgewerkt", "gewijzigd",
     "uppdaterad", "opdateret", "oppdatert", "päivitetty", "frissítve", "módosítva",
     "diperbarui", "diperbaharui", "dikemas kini", "güncelle", "cập nhật", "ažurirano"),
    # ko 수정 (최종수정) 업데이트 갱신, ar تحديث تعديل, fa روزرسانی (به‌روزرسانی), he עודכן,
    # hi अपडेट अद्यतन, th อัปเดต, el ενημερώθηκε ενημέρωση
    ("更新", "修改", "编辑于", *_cases("обновлен", "изменен", "оновлено"), _EL_UPDATED,
     _KO_MODIFIED, "업데이트", "갱신", "تحديث", "تعديل", "روزرسانی", "עודכן", "अपडेट", "अद्यतन",
     "อัปเดต"),
)  # fmt: skip
_COPYRIGHT_WORDS: Final = (("©", r"\(c\)", "copyright"), ("版权",))
#: Words before a date that make it the day something began, never a post's publication:
#: an about page's "founded on April 1, 1998", a company profile's "設立 1998年4月1日", a
#: profile's "Member since" (each a whole word's start in the Latin scripts: "founded" not
#: inside "convinced"; "gegründet", "fondée", "fundada", "fondata", "opgericht",
#: "kuruluş", "didirikan", "založen", "założona", "grundad"; 設立 創業 創立 成立 创立 in
#: Japanese and Chinese, 설립 창립 in Korean, основан, заснований, تأسس تأسيس, تاسیس,
#: स्थापना, ก่อตั้ง, נוסד).
_FOUNDING_WORDS: Final = (
    (r"(?<![^\W\d_])(?:founded|established|member\s+since|gegründet|fond[ée]e?|"
     r"fundad[oa]|fondat[oa]|opgericht|kuruluş|didirikan|založen|założon|grundad)",),
    ("設立", "創業", "創立", "成立", "创立", "설립", "창립",
     *_cases("основан", "заснован"), "تأسس", "تأسيس", "تاسیس", "स्थापना", "ก่อตั้ง",
     "נוסד"),
)  # fmt: skip


#: Words before a date that make it the day a page was checked, not published: a page's
#: upkeep labels, "Page last reviewed", "Next review", "Review date" ("zuletzt geprüft",
#: "dernière révision", "última revisión", "ultima revisione"). A page that states nothing
#: else has no publication day (its review day is kept as the modified one); an article
#: with both keeps its own. Not the editorial words an article's byline holds beside its
#: own day ("Fact checked by Ann Moe · November 28", "Reviewed on PS5 · ...", "revisado
#: por ...", "Medically reviewed by ..."): the date there is the article's.
#: (Each word starts with a letter of its own, no group: ``re`` then skips ahead to the
#: words' first letters in C.)
_REVIEWED_WORDS: Final = (
    (r"last\s+reviewed", r"page\s+reviewed", r"content\s+reviewed", r"next\s+review",
     r"review\s+date", r"zuletzt\s+geprüft", r"dernière\s+révision", r"révisé\s+le",
     r"última\s+revisión", r"revisado\s+el", r"revisado\s+em", r"ultima\s+revisione",
     r"revisionato\s+il", r"laatst\s+beoordeeld", r"senast\s+granskad"),
    ("最終確認", "最終レビュー", "审核日期", "審核日期", "검토일", *_cases("проверено")),
)  # fmt: skip


def _context_re(words: tuple[tuple[str, ...], tuple[str, ...]]) -> re.Pattern[str]:
    return re.compile("(?i:" + "|".join(words[0]) + ")|" + "|".join(words[1]))


def _lowered_context_re(words: tuple[tuple[str, ...], tuple[str, ...]]) -> re.Pattern[str]:
    """:func:`_context_re` for a text in lower case (``str.lower``), where a plain search
    finds a word exactly when the case-blind one finds it in the text, unless the text
    holds a character of :data:`_FOLDED_APART`. Case-blind, ``re`` folds the text at every
    position and tries every word there (a date's 24 characters of context cost 37,000
    instructions); a plain search skips to the words' first letters.
    """
    return re.compile("|".join(words[0] + words[1]))


#: Where ``re``'s case-blind match and ``str.lower`` part: ``İ`` lowers to two characters
#: (``re`` folds it to ``i``), ``ı`` and ``ſ`` stay as they are (``re`` takes them for
#: ``i`` and ``s``). Every other character lowers to what ``re`` folds it to, or, if
#: ``re`` folds it to none of the words' letters, to none of them either (the test of
#: this module's shortcuts checks every code point).
_FOLDED_APART: Final = ("İ", "ı", "ſ")


_PUB_CONTEXT_RE: Final = _context_re(_PUB_WORDS)
_MOD_CONTEXT_RE: Final = _context_re(_MOD_WORDS)
_COPYRIGHT_RE: Final = _context_re(_COPYRIGHT_WORDS)
_PUB_CONTEXT_LOWER: Final = _lowered_context_re(_PUB_WORDS)
#: The publication words that can follow a modification word and still be the date's
#: label: not the words that only name a date or a time ("Update date", "更新时间") or
#: a byline's source and author.
_PUB_AFTER_WORDS: Final = tuple(
    tuple(w for w in words if w not in ("datum", "date", _STAND, "日期", "时间", "時間",
                                        "来源", "稿源", "作者"))
    for words in _PUB_WORDS
)  # fmt: skip
_PUB_AFTER_RE: Final = _context_re((_PUB_AFTER_WORDS[0], _PUB_AFTER_WORDS[1]))
_PUB_AFTER_LOWER: Final = _lowered_context_re((_PUB_AFTER_WORDS[0], _PUB_AFTER_WORDS[1]))
_MOD_CONTEXT_LOWER: Final = _lowered_context_re(_MOD_WORDS)
_COPYRIGHT_LOWER: Final = _lowered_context_re(_COPYRIGHT_WORDS)
#: Words right after a date that make it the day a figure holds on ("as of"): Japanese
#: 現在 and 時点, Chinese 现在 and 时点, Korean 현재 ("2026年4月現在", "2026년 4월 현재").
_AS_OF_AFTER: Final = ("現在", "现在", "時点", "时点", "현재", " 현재")
_REVIEWED_RE: Final = _context_re(_REVIEWED_WORDS)
_REVIEWED_LOWER: Final = _lowered_context_re(_REVIEWED_WORDS)
_FOUNDING_RE: Final = _context_re(_FOUNDING_WORDS)
_FOUNDING_LOWER: Final = _lowered_context_re(_FOUNDING_WORDS)
_YEAR_RE: Final = re.compile(r"(?:19|20)\d\d")
#: A date written with a two-digit year (``02.12.26``), as
#: :data:`~newsfold.dates.patterns.NUM_DMY_SHORT` reads it.
_SHORT_YEAR_RAW: Final = re.compile(r"\d\d?([./])\d\d?\1\d\d(?!\d)")


def _says(text: str, pattern: re.Pattern[str], lowered: re.Pattern[str]) -> bool:
    """Whether ``pattern`` (a :func:`_context_re`) finds a word in ``text``; ``lowered``
    is its :func:`_lowered_context_re`, searched in the lower-cased text instead."""
    if text.isascii() or not any(char in text for char in _FOLDED_APART):
        return lowered.search(text.lower()) is not None
    return pattern.search(text) is not None


def _label_role(text: str) -> str:
    """The role the words before a date give it (``text``: its 24 characters of context).

    Both kinds of label are read over the same characters: "Updated 9:15 AM ET, Thu
    December 3" puts "Updated" 24 characters before the date, and "date" inside it must
    not make it the published one. A modification word wins unless a publication word
    starts after it ("Updated Dec 1 · Published Dec 3"): the nearer label is the date's;
    a word that only names a date or a time ("更新时间") qualifies the word before it.
    """
    if text.isascii() or not any(char in text for char in _FOLDED_APART):
        text, mod_re, pub_re, after_re = (
            text.lower(),
            _MOD_CONTEXT_LOWER,
            _PUB_CONTEXT_LOWER,
            _PUB_AFTER_LOWER,
        )
    else:
        mod_re, pub_re, after_re = _MOD_CONTEXT_RE, _PUB_CONTEXT_RE, _PUB_AFTER_RE
    mod_end = -1
    for match in mod_re.finditer(text):
        mod_end = match.end()
    if mod_end < 0:
        return ANY if pub_re.search(text) is None else PUBLISHED
    return MODIFIED if after_re.search(text, mod_end) is None else PUBLISHED


def _founding(text: str) -> bool:
    """Whether the words before a date (``text``: its label context) say it is the day
    something began (:data:`_FOUNDING_WORDS`), with no publication or modification word
    after that word ("Founded 1998 · Updated December 3, 2026" labels the update)."""
    if text.isascii() or not any(char in text for char in _FOLDED_APART):
        text, found_re, mod_re, pub_re = (
            text.lower(),
            _FOUNDING_LOWER,
            _MOD_CONTEXT_LOWER,
            _PUB_AFTER_LOWER,
        )
    else:
        found_re, mod_re, pub_re = _FOUNDING_RE, _MOD_CONTEXT_RE, _PUB_AFTER_RE
    end = -1
    for match in found_re.finditer(text):
        end = match.end()
    return end >= 0 and mod_re.search(text, end) is None and pub_re.search(text, end) is None


#: "Live updates", "updates by email": the plural names the posts or the mails, it labels
#: no date ("Updated", "Update:", "Last update" do); blanked out of a date's context. Right
#: before the date on its line it is the date's label, as with a colon: "Updates
#: December 3 · Published December 1" (the context ends where the date starts), unless
#: a word comes right before it: "Live updates December 3", "Daily updates" name a blog.
_UPDATES_NOUN_RE: Final = re.compile(
    r"(?i:(?<![^\W\d_])updates(?![^\W\d_])(?!\s*+:)"
    r"(?:(?![^\S\n]*+\Z)|(?<=[^\W\d_][^\S\n]updates)))"
)


def _site_line(text: str, start: int) -> bool:
    """Whether the date at ``start`` closes a short line that says when the site was
    updated (a footer's "Website zuletzt aktualisiert am"), not a paragraph's "the council
    said its website was updated on ...", whose date is the story's."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", start)
    if (line_end if line_end >= 0 else len(text)) - line_start > _SITE_LINE:
        return False
    return site_updated(text[max(line_start, start - _SITE_CONTEXT) : start])


#: A line longer than this is a paragraph's, not a site's footer line.
_SITE_LINE: Final = 100


def _line_end(text: str, at: int) -> int:
    """The end of the line of the visible text that holds the first word at or after
    ``at`` (the headline's, for its offset), or -1 for no ``at``."""
    if at < 0:
        return -1
    while at < len(text) and text[at].isspace():
        at += 1
    end = text.find("\n", at)
    return len(text) if end < 0 else end


def _label_context(text: str, start: int, headline_end: int) -> str:
    """The words before the date at ``start`` that may be its label: the 30 characters
    before it, cut at the headline's end (``headline_end``: its line's end, or -1).

    A headline is no label of the dates under it: "Storm: live updates" made the byline's
    "By Ann Lee · December 1, 2026" the modified date, and "(更新)…", "…发布…" in a headline
    made the date under it one or the other. The noun "updates" is blanked
    (:data:`_UPDATES_NOUN_RE`): "Live updates by Ann Lee ·" labels no date.
    """
    low = max(0, start - 30)
    if low < headline_end <= start:
        low = headline_end
    context = text[low:start]
    if "pdates" in context.lower():
        context = _UPDATES_NOUN_RE.sub(lambda m: " " * len(m.group()), context)
    return context


def _in_regions(regions: Sequence[tuple[int, int, str]], at: int) -> str | None:
    index = bisect_right(regions, (at, 1 << 60, "~"))
    for start, end, role in reversed(regions[max(0, index - 8) : index]):
        if start <= at < end:
            return role
    return None


def in_noise(regions: Sequence[tuple[int, int]], at: int) -> bool:
    """Whether ``at`` falls in one of the page's noise regions (sorted, as the walk lists them)."""
    index = bisect_right(regions, (at, 1 << 60))
    return any(start <= at < end for start, end in regions[max(0, index - 8) : index])


#: Words that say a date is the post's publication (not "date", "Stand", "日期": a page
#: date, a footer's "Page date:", a data table's column), each at the start of a word
#: ("date" inside "Candidates" is no label, nor "public"), a few characters before the date.
_OWN_LABEL_RE: Final = re.compile(
    r"(?i:(?<![^\W\d_])(?:posted|(?:re(?=publish))?publi(?!c(?:ly)?(?![^\W\d_]))|veröffentlicht|erschienen|"
    r"erstellt|geplaatst|julkaistu|közzétéve|diterbitkan|yayinlan|yayimlan|ngày đăng|đăng lúc|"
    r"đăng ngày|xuất bản))|发布|发表|(?i:(?<![^\W\d_])опубл)"
    # the publication words of :data:`_PUB_WORDS` in scripts without case: ja, ko, ar, fa,
    # he, hi, th
    r"|公開|掲載|配信|投稿|입력|등록|게재|발행|송고|"
    + _AR_PUBLISHED
    + r"|نُشر|انتشار|منتشر|פורסם|प्रकाशित|เผยแพร่"
)
#: A byline sentence's label, "Posted by Mara Quill on" right before the date: the name
#: puts the word further back than :func:`own_label`'s 24 characters (a name is up to 40).
_POSTED_BY_RE: Final = re.compile(
    r"(?i:(?<![^\W\d_])(?:posted|published)\s++by\s++[^\n]{1,40}?\s(?:on|at)\s*+)\Z"
)
#: What may come before "Posted by" on its line for it to start a byline sentence: a
#: separator ("By Ann Lee · Posted by…", "| Published by…") or nothing. After a word it
#: is prose: "A video posted by the harbour master's office on December 1".
_BYLINE_STARTS: Final = frozenset("·|•–—-/:.»>")


def _posted_by(text: str, start: int, low: int) -> bool:
    """Whether a byline sentence ("Posted by Mara Quill on") labels the date at ``start``,
    looked for back to ``low`` at most (the headline's end). Most dates have no "on" or
    "at" in the four characters before them: two searches there say so."""
    near = max(low, start - 4)
    if text.rfind("on", near, start) < 0 and text.rfind("at", near, start) < 0:
        return False
    match = _POSTED_BY_RE.search(text, max(low, start - 72), start)
    if match is None:
        return False
    before = text[text.rfind("\n", 0, match.start()) + 1 : match.start()].rstrip()
    return not before or before[-1] in _BYLINE_STARTS


def own_label(view: PageView, position: int) -> bool:
    """Whether the date at ``position`` in the visible text is labelled as the post's own
    publication where the post, not its surroundings, states it: under the headline or
    in the article's own footer (the first footer after the headline), not in comments,
    related lists or a sidebar (noise regions that are no footer, or lie inside one).

    A labelled date there may overrule a structured date years before it; a comment's
    "Posted on", a related list's or a sidebar's date must not.
    """
    text = view.text
    if _OWN_LABEL_RE.search(text, max(0, position - 24), position) is None and not _posted_by(
        text, position, 0
    ):
        return False
    holding = [(s, e) for s, e in view.noise_regions if s <= position < e]
    if not holding:
        return True
    at = view.headline_at
    own = next((r for r in view.footer_regions if r[0] > at), None)
    return own is not None and all(region == own for region in holding)


#: How far before a date the words that make it the site's may stand ("Website zuletzt
#: aktualisiert am ", "This site was last updated on ").
_SITE_CONTEXT: Final = 40


def text_candidates(
    view: PageView,
    default_tz: str,
    *,
    fetched_at: Any,
    language: str | None,
    day_first: bool,
) -> list[Candidate]:
    """Dates in the visible text, weighed by where they sit and the words before them."""
    windows = [(start, end) for start, end, _ in view.date_regions]
    if view.headline_at >= 0:
        windows.append((max(0, view.headline_at - 300), view.headline_at + 1200))
    windows.sort()
    found = find_dates(
        view.text,
        default_tz,
        fetched_at=fetched_at,
        language=language,
        day_first=day_first,
        normalized=True,
        limit=300,
        windows=windows,
    )
    out: list[Candidate] = []
    anchor = view.headline_at
    headline_end = _line_end(view.text, anchor)
    region_hits = 0
    today = fetched_at.astimezone(get_zone(default_tz)).date() if fetched_at else None
    for start, end, parsed in found:
        before = view.text[max(0, start - 30) : start]
        label = _label_context(view.text, start, headline_end)
        if _says(before, _COPYRIGHT_RE, _COPYRIGHT_LOWER) or _site_line(view.text, start):
            if parsed.precision != "month" and not parsed.relative:
                # "© 19.12.2019 - 12:14": a stamp of the page, not a span of years; "©
                # 2025 ... This site was last updated on 5 December 2026": the site's day.
                # The faintest evidence, for pages that state no other date.
                out.append(
                    Candidate("text:stamp", "text", ANY, 0.05, parsed, view.text[start:end], start)
                )
            continue
        if view.text.startswith(_AS_OF_AFTER, end):
            # "従業員数 120名（2026年4月現在）", "2026년 4월 현재": the day a figure holds on,
            # a table's or a profile's, not the post's.
            continue
        if _founding(label[-24:]):
            # "founded on April 1, 1998", "設立 1998年4月1日": the day a company, a club,
            # a site began (an about page's, a profile's), not a post's.
            continue
        reviewed = _says(label[-28:], _REVIEWED_RE, _REVIEWED_LOWER)
        # "这是2026年11月28日拍摄的北码头": a photo's date, as a caption writes it.
        noise = in_noise(view.noise_regions, start) or (
            language == "zh" and view.text.startswith("拍摄", end)
        )
        region = _in_regions(view.date_regions, start)
        role = ANY
        # Words before the date decide its role; a class name alone does not (hAtom
        # themes mark the published date ``updated``), it only lowers the weight.
        role = _label_role(label[-24:])
        if reviewed and role != PUBLISHED:
            # "Page last reviewed: 14 March 2026": the day the page was checked, a
            # modification at most (``REVIEWED``: never promoted to a publication day)
            role = MODIFIED
        elif role == ANY and _posted_by(
            view.text, start, headline_end if 0 <= headline_end <= start else 0
        ):
            role = PUBLISHED
        near = anchor >= 0 and -400 <= start - anchor <= 1500
        raw = view.text[start:end]
        if region is None and role == ANY and not parsed.has_time and _SHORT_YEAR_RAW.match(raw):
            # "3.12.10", "21/12/25" in the story: a version, a score; a dateline's
            # two-digit year sits in a date region, after a label or beside a clock.
            continue
        if parsed.relative and (
            noise
            # A bare word ("today", "刚刚") is a menu or a widget; a count spelled as a
            # word ("an hour ago", "vor einer Stunde") is a dateline like "3 hours ago".
            or not (any(ch.isdigit() for ch in raw) or " " in raw.strip())
            or (region is None and not (anchor >= 0 and -300 <= start - anchor <= 1200))
        ):
            continue
        if noise:
            source, weight = "text:page", 0.1
        elif region is not None and (anchor < 0 or -3000 <= start - anchor <= 6000):
            # The first dateline after the headline is the article's; later ones are
            # teasers, comments and archive lists.
            source = "text:dateline"
            if anchor >= 0 and anchor - start > 300:
                weight = 0.3  # well above the headline: the header's "today", a teaser
            else:
                weight = max(0.2, 0.6 * 0.75**region_hits)
                region_hits += 1
            if region == MODIFIED:
                weight *= 0.8
        elif near:
            distance = abs(start - anchor)
            source, weight = "text:headline", 0.55 - 0.15 * min(distance, 1500) / 1500
            if start < anchor:
                weight -= 0.04  # bylines follow the headline more often than they precede it
        else:
            source, weight = "text:page", 0.12
        if role == PUBLISHED:
            # "发布时间：", "Published:" say outright what the date is, wherever it sits.
            weight = weight + 0.1 if noise else max(weight + 0.1, 0.3)
        if today is not None and parsed.local_day == today and not parsed.relative:
            weight *= 0.5  # the fetch day itself, undated by a clock: a "today" widget
        if parsed.precision == "month":
            weight *= 0.3
        elif not parsed.relative and not _YEAR_RE.search(raw):
            weight *= 0.7  # "01-26 15:30": the year is a guess from the fetch time
        if reviewed and role == MODIFIED:
            source = REVIEWED
        out.append(Candidate(source, "text", role, round(weight, 3), parsed, raw, start))
    return out


_DESCRIPTION_KEYS: Final = frozenset({"description", "og:description", "twitter:description"})


def description_candidates(
    metas: Sequence[tuple[str, str]],
    default_tz: str,
    *,
    fetched_at: Any,
    language: str | None,
    day_first: bool,
) -> list[Candidate]:
    """A full date written in the page's description ("Notizia del 14 Gennaio 2020").

    Weak (a summary may name an event's day), but independent of the markup, and on
    pages that state no date anywhere else the only one there is.
    """
    out: list[Candidate] = []
    for key, content in metas:
        if key.lower() not in _DESCRIPTION_KEYS or not _YEAR_RE.search(content):
            continue
        found = find_dates(
            content[:1000],
            default_tz,
            fetched_at=fetched_at,
            language=language,
            day_first=day_first,
            limit=3,
        )
        for _, _, parsed in found:
            if parsed.precision == "day" and not parsed.relative:
                out.append(
                    Candidate("meta:description", "description", ANY, 0.15, parsed, content[:80])
                )
        if out:
            break
    return out
