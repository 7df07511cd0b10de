"""Stories and how they spread: who publishes what, when, with which edits.

A story is planned from ``(seed, index)`` alone, so the generator can stream
any number of them in constant memory and a follow-up can regenerate the
story it follows instead of remembering it. Each plan yields
:class:`SimArticle` values, one per page: the original publication, the
syndicated copies (each with the edits real syndication makes), revisions at
the same URL later in the day, follow-up reports and hard negatives
(different stories on the same topic, short items sharing most of their words).

Story kinds (by share): wire stories copied widely, local stories copied a
little or not at all, follow-ups of a recent story, same-topic look-alikes of
a recent story, and brief market/weather items from templates.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from functools import lru_cache
from random import Random

from newsfold.sim.edits import EDITS, EditContext, person, reword
from newsfold.sim.outlets import OUTLETS, Outlet, article_path, outlets_for
from newsfold.sim.text import Prose, headline_from, load_prose

__all__ = ["EPOCH", "RELATIONS", "SimArticle", "StoryCore", "plan_story", "story_core"]

#: Time of story 0; story ``i`` is published about ``i * STORY_GAP`` later.
EPOCH = datetime(2020, 1, 6, 0, 0, tzinfo=UTC)
STORY_GAP = timedelta(seconds=150)
RELATIONS = ("original", "copy", "revision", "follow-up", "unrelated")

_KINDS = (("wire", 30), ("local", 32), ("followup", 12), ("sametopic", 10), ("brief", 16))
_KIND_TOTAL = sum(w for _, w in _KINDS)
_OUTLET_INDEX = {o.key: i for i, o in enumerate(OUTLETS)}


@dataclass(frozen=True, slots=True)
class StoryCore:
    """What a story says before any outlet touches it."""

    index: int
    story_id: str
    kind: str
    lang: str
    section: int
    headline: str
    paragraphs: tuple[str, ...]
    published: datetime
    parent_story_id: str | None = None
    near_story_id: str | None = None
    #: Index of the story a look-alike resembles (it is published by the same outlet).
    near_index: int | None = None
    #: Passages unrelated stories share, by paragraph index: ``background`` (a
    #: topic's stock paragraph) or ``borrowed`` (an odd sentence of another story).
    shared: tuple[tuple[int, str], ...] = ()


@dataclass(frozen=True, slots=True)
class SimArticle:
    """One page of the simulated web, with everything the ground truth states."""

    story_id: str
    relation: str
    outlet: Outlet
    article_id: int
    section: str
    path: str
    canonical_url: str
    headline: str
    paragraphs: tuple[str, ...]
    authors: tuple[str, ...]
    published: datetime
    modified: datetime
    fetched: datetime
    version: int = 0
    fetch_url: str = ""
    variant: str = "canonical"
    parent_story_id: str | None = None
    near_story_id: str | None = None
    #: Seed for the page furniture (related box, comments...): stable per page.
    decor_seed: int = 0
    #: Paragraphs unrelated stories share, by index: ``background`` (a topic's stock
    #: paragraph), ``borrowed`` (holds an odd sentence of another story) or
    #: ``boilerplate`` (the outlet's closing note).
    shared: tuple[tuple[int, str], ...] = ()

    @property
    def page_key(self) -> str:
        """Unique per page: the article and its version."""
        return f"{self.outlet.key}-{self.article_id}-v{self.version}"


def _rng(seed: int, index: int, salt: int) -> Random:
    return Random((seed * 0x9E3779B1 + index * 0x85EBCA77 + salt) & 0xFFFFFFFFFFFF)


_MASK = (1 << 64) - 1


def _unit(seed: int, index: int, salt: int) -> float:
    """A uniform number in [0, 1) from (seed, index, salt): splitmix64, no Random object.

    Used for the per-story draws made many times (kind, language), which the
    follow-up and look-alike searches repeat for neighbouring stories.
    """
    z = (seed * 0x9E3779B97F4A7C15 + index * 0xBF58476D1CE4E5B9 + salt * 0x94D049BB133111EB) & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return ((z ^ (z >> 31)) >> 11) / float(1 << 53)


def _kind(seed: int, index: int) -> str:
    roll = int(_unit(seed, index, 1) * _KIND_TOTAL)
    for kind, weight in _KINDS:
        if roll < weight:
            return kind
        roll -= weight
    return "local"


def _lang(seed: int, index: int) -> str:
    return "en" if _unit(seed, index, 2) < 0.55 else "zh"


def story_id(seed: int, index: int) -> str:
    """The id of story ``index`` under ``seed``."""
    return f"st{seed}-{index:07d}"


# --- cores ----------------------------------------------------------------------


def _published(seed: int, index: int) -> datetime:
    jitter = _unit(seed, index, 3) * STORY_GAP.total_seconds()
    return (EPOCH + STORY_GAP * index + timedelta(seconds=jitter)).replace(microsecond=0)


#: Stock background paragraphs per language and section: unrelated stories on one
#: topic repeat them ("The central bank has raised rates five times since..."),
#: which must not make them copies or follow-ups of one another.
BACKGROUNDS_PER_SECTION = 6
#: Share of plain stories with a background paragraph (not the lead) ...
BACKGROUND_SHARE = 0.35
#: ... and of plain stories that open with one (the news comes second).
BACKGROUND_LEAD_SHARE = 0.01
#: Share of stories that hold an odd sentence of an earlier, unrelated story.
BORROWED_SHARE = 0.1


@lru_cache(maxsize=64)
def background_paragraphs(seed: int, lang: str, section: int) -> tuple[str, ...]:
    """The stock background paragraphs of one topic (language and section)."""
    rng = Random(f"background-{seed}-{lang}-{section}")
    return tuple(load_prose(lang).paragraphs(rng, BACKGROUNDS_PER_SECTION))


def _plain_core(seed: int, index: int, kind: str, prose: Prose) -> StoryCore:
    rng = _rng(seed, index, 4)
    paragraphs = prose.paragraphs(rng, rng.randint(4, 9))
    section = rng.randrange(6)
    headline = headline_from(paragraphs[0], prose.lang, rng)
    shared: list[tuple[int, str]] = []
    extra = _rng(seed, index, 9)  # separate draws: the text above stays as it was
    roll = extra.random()
    if roll < BACKGROUND_SHARE + BACKGROUND_LEAD_SHARE:
        stock = background_paragraphs(seed, prose.lang, section)
        at = 0 if roll < BACKGROUND_LEAD_SHARE else extra.randint(1, len(paragraphs))
        paragraphs.insert(at, stock[int(extra.random() * len(stock))])
        shared.append((at, "background"))
    if extra.random() < BORROWED_SHARE and index > 0:
        donor = _plain_sentences(seed, index - extra.randint(1, 30), prose)
        if donor:
            at = extra.randint(1, len(paragraphs) - 1)
            if all(i != at for i, _ in shared):
                sentence = donor[int(extra.random() * len(donor))]
                paragraphs[at] = paragraphs[at] + prose.joiner + sentence
                shared.append((at, "borrowed"))
    return StoryCore(
        index=index,
        story_id=story_id(seed, index),
        kind=kind,
        lang=prose.lang,
        section=section,
        headline=headline,
        paragraphs=tuple(paragraphs),
        published=_published(seed, index),
        shared=tuple(sorted(shared)),
    )


def _plain_sentences(seed: int, index: int, prose: Prose) -> list[str]:
    """Sentences of the lead of story ``index`` when it is a plain story in ``prose``'s
    language (what an odd borrowed sentence is taken from), else none."""
    if index < 0 or _kind(seed, index) not in ("wire", "local") or _lang(seed, index) != prose.lang:
        return []
    rng = _rng(seed, index, 4)
    count = rng.randint(4, 9)  # as _plain_core draws: the lead comes next
    lead = prose.paragraphs(rng, count)[0]
    return [part for part in re.split(r"(?<=[.!?。！？])\s*", lead) if part]


def _neighbour(seed: int, index: int, rng: Random, lang: str) -> StoryCore | None:
    """A recent wire or local story in ``lang`` (what follow-ups and look-alikes refer to)."""
    start = index - rng.randint(1, 12)
    for j in range(start, max(-1, start - 40), -1):
        if j < 0:
            break
        if _kind(seed, j) in ("wire", "local") and _lang(seed, j) == lang:
            return _plain_core(seed, j, _kind(seed, j), load_prose(lang))
    return None


def story_core(seed: int, index: int) -> StoryCore:
    """The core of story ``index``: deterministic from ``(seed, index)``."""
    kind = _kind(seed, index)
    lang = _lang(seed, index)
    prose = load_prose(lang)
    if kind in ("followup", "sametopic"):
        rng = _rng(seed, index, 5)
        near = _neighbour(seed, index, rng, lang)
        if near is None:
            return _plain_core(seed, index, "local", prose)
        if kind == "followup":
            return _followup_core(seed, index, near, prose, rng)
        return _sametopic_core(seed, index, near, prose, rng)
    if kind == "brief":
        return _brief_core(seed, index, lang)
    return _plain_core(seed, index, kind, prose)


def _followup_core(
    seed: int, index: int, parent: StoryCore, prose: Prose, rng: Random
) -> StoryCore:
    new = prose.paragraphs(rng, rng.randint(3, 6))
    # a follow-up recaps the news of its parent: its lead, after any stock background
    stock = {i for i, kind in parent.shared if kind == "background"}
    news = [p for i, p in enumerate(parent.paragraphs) if i not in stock]
    repeated = [news[0]]
    if len(news) > 2 and rng.random() < 0.5:
        repeated.append(news[1])
    if rng.random() < 0.5:
        repeated = [reword(p, parent.lang, rng) for p in repeated]
    paragraphs = [new[0], *repeated, *new[1:]]
    return StoryCore(
        index=index,
        story_id=story_id(seed, index),
        kind="followup",
        lang=parent.lang,
        section=parent.section,
        headline=headline_from(new[0], parent.lang, rng),
        paragraphs=tuple(paragraphs),
        published=_published(seed, index),
        parent_story_id=parent.story_id,
    )


def _sametopic_core(seed: int, index: int, near: StoryCore, prose: Prose, rng: Random) -> StoryCore:
    paragraphs = prose.paragraphs(rng, rng.randint(4, 8))
    first_sentence = re.split(r"(?<=[.!?。！？])\s*", near.paragraphs[0], maxsplit=1)[0]
    paragraphs[0] = first_sentence + prose.joiner + prose.sentence(rng)
    own = headline_from(paragraphs[1], near.lang, rng)
    if near.lang == "zh":
        headline = near.headline[:4] + own[4:] if len(own) > 6 else near.headline[:4] + own
    else:
        words = near.headline.split()[:3]
        headline = " ".join(words + own.split()[3:]) if len(own.split()) > 5 else own
    return StoryCore(
        index=index,
        story_id=story_id(seed, index),
        kind="sametopic",
        lang=near.lang,
        section=near.section,
        headline=headline,
        paragraphs=tuple(paragraphs),
        published=_published(seed, index),
        near_story_id=near.story_id,
        near_index=near.index,
    )


_EN_DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
_ZH_DAYS = ("周一", "周二", "周三", "周四", "周五", "周六", "周日")
_EN_INDEXES = ("Arland Composite", "Northgate 100", "Harbor Industrial", "Pacific Growth")
_ZH_INDEXES = ("东海综合", "华通成份", "南岭创业板", "西川指数")
_EN_CITIES = ("Port Ellis", "Northgate", "Kingsbridge", "Marlow Bay", "Easton")
_ZH_CITIES = ("东海市", "南岭市", "西川市", "北辰市", "滨海新区")
_EN_SECTORS = ("energy", "banking", "technology", "retail", "mining", "utility")
_ZH_SECTORS = ("新能源", "银行", "半导体", "消费", "医药", "地产")


def _brief_core(seed: int, index: int, lang: str) -> StoryCore:
    rng = _rng(seed, index, 6)
    published = _published(seed, index)
    day = published.weekday()
    up = rng.random() < 0.5
    x = round(rng.uniform(0.1, 3.5), 2)
    if lang == "en":
        family = rng.randrange(2)
        if family == 0:
            idx = rng.choice(_EN_INDEXES)
            move = "rose" if up else "fell"
            sectors = rng.sample(_EN_SECTORS, 2)
            paragraphs = (
                f"The {idx} index {move} {x} percent to {rng.randint(3000, 9000):,} points on "
                f"{_EN_DAYS[day]}, with {sectors[0]} shares leading the move.",
                f"Trading volume reached {rng.randint(200, 900)} million shares, "
                f"{'above' if rng.random() < 0.5 else 'below'} the recent average, while "
                f"{sectors[1]} stocks were little changed.",
            )
            headline = f"{idx} index {'rises' if up else 'falls'} {x} percent"
        else:
            city = rng.choice(_EN_CITIES)
            high = rng.randint(-5, 34)
            paragraphs = (
                f"Forecasters expect a high of {high} degrees in {city} on {_EN_DAYS[day]}, "
                f"with a {rng.randint(5, 95)} percent chance of rain in the afternoon.",
                f"Winds are forecast at up to {rng.randint(10, 70)} kilometres an hour, easing "
                f"overnight, with a low of {high - rng.randint(3, 12)} degrees.",
            )
            headline = f"{city} weather: high of {high} degrees expected"
    else:
        family = rng.randrange(2)
        if family == 0:
            idx = rng.choice(_ZH_INDEXES)
            move = "上涨" if up else "下跌"
            sectors = rng.sample(_ZH_SECTORS, 2)
            paragraphs = (
                f"{_ZH_DAYS[day]}，{idx}指数收盘{move}{x}%，报{rng.randint(3000, 9000)}点，"
                f"两市成交额{rng.randint(3000, 12000)}亿元。",
                f"{sectors[0]}板块涨幅居前，{sectors[1]}板块跌幅较大，"
                f"北向资金净{'买入' if rng.random() < 0.5 else '卖出'}{rng.randint(5, 90)}亿元。",
            )
            headline = f"{idx}指数收{'涨' if up else '跌'}{x}%"
        else:
            city = rng.choice(_ZH_CITIES)
            high = rng.randint(-5, 36)
            paragraphs = (
                f"{city}气象台{_ZH_DAYS[day]}发布天气预报，预计明天最高气温{high}摄氏度，"
                f"最低气温{high - rng.randint(3, 12)}摄氏度，降水概率{rng.randint(5, 95)}%。",
                f"气象部门提醒，明天白天风力{rng.randint(2, 7)}级，市民出行请注意防范。",
            )
            headline = f"{city}明天最高气温{high}摄氏度"
    return StoryCore(
        index=index,
        story_id=story_id(seed, index),
        kind="brief",
        lang=lang,
        section=1,
        headline=headline,
        paragraphs=paragraphs,
        published=published,
    )


# --- placements -----------------------------------------------------------------


def _slug(headline: str) -> str:
    return "-".join(re.findall(r"[a-z0-9]+", headline.lower())[:8]) or "story"


_VARIANTS = ("amp", "print", "utm", "www", "slash", "www-utm", "amp-utm")


def variant_url(canonical_form: str, variant: str, rng: Random) -> str:
    """A URL for the same article in one of the forms crawlers meet (canonicalises back)."""
    scheme, rest = canonical_form.split("://", 1)
    host, _, path = rest.partition("/")
    path = "/" + path
    query = ""
    if "?" in path:
        path, query = path.split("?", 1)
    if "www" in variant:
        host = "www." + host
    if "amp" in variant:
        path = path.rstrip("/") + "/amp"
    if variant == "print":
        path = path.rstrip("/") + "/print"
    if variant == "slash" and not path.endswith("/"):
        path += "/"
    if "utm" in variant:
        source = rng.choice(("twitter", "newsletter", "facebook", "rss"))
        extra = f"utm_source={source}&utm_medium=social"
        query = f"{query}&{extra}" if query else extra
    return f"{scheme}://{host}{path}" + (f"?{query}" if query else "")


#: Share of an outlet's articles that close with its boilerplate paragraph (for the
#: outlets that have one: every other outlet).
BOILERPLATE_SHARE = 0.7


def boilerplate(outlet: Outlet) -> str | None:
    """The outlet's closing paragraph about itself, or None (written for this project)."""
    if _OUTLET_INDEX[outlet.key] % 2:
        return None
    if outlet.lang == "zh":
        return (
            f"{outlet.name}关注本地民生与城市发展，欢迎读者通过新闻热线提供线索，"
            "我们将及时核实并跟进报道，也欢迎对本文内容提出意见和建议。"
        )
    return (
        f"{outlet.name} covers the city and its region every day; readers can send tips, "
        "questions and corrections to the newsroom at any hour, and every message is read."
    )


def _with_shared(
    core: StoryCore, outlet: Outlet, paragraphs: list[str], article_id: int
) -> tuple[list[str], tuple[tuple[int, str], ...]]:
    """The page's paragraphs with the outlet's boilerplate (on most of its pages), and
    which paragraphs unrelated stories share (found by text: copy edits move them)."""
    kinds = {core.paragraphs[i]: kind for i, kind in core.shared if i < len(core.paragraphs)}
    shared = [(i, kinds[p]) for i, p in enumerate(paragraphs) if p in kinds]
    closing = boilerplate(outlet)
    if closing is not None and Random(article_id).random() < BOILERPLATE_SHARE:
        shared.append((len(paragraphs), "boilerplate"))
        paragraphs = [*paragraphs, closing]
    return paragraphs, tuple(shared)


def _place(
    core: StoryCore,
    outlet: Outlet,
    relation: str,
    when: datetime,
    headline: str,
    paragraphs: list[str],
    rng: Random,
    seed: int,
) -> list[SimArticle]:
    """One publication at one outlet, with its revisions, as fetched pages."""
    article_id = 100_000 + core.index * 20 + _OUTLET_INDEX[outlet.key]
    paragraphs, shared = _with_shared(core, outlet, paragraphs, article_id)
    section = outlet.sections[core.section % len(outlet.sections)]
    slug = _slug(headline) if outlet.lang == "en" else "a"
    path = article_path(outlet, section, slug, article_id, when)
    own_url = outlet.base + path
    # Outlet URLs are built canonical but for a trailing slash (tests check this
    # against newsfold.urls.canonicalize for every page).
    canonical = own_url[:-1] if own_url.endswith("/") else own_url
    authors = (person(outlet.lang, rng),) if rng.random() < 0.8 else ()
    fetched = when + timedelta(minutes=rng.randint(10, 30 * 60))
    fetch_url = own_url
    variant = "canonical"
    if rng.random() < 0.3:
        variant = rng.choice(_VARIANTS)
        fetch_url = variant_url(own_url, variant, rng)
    first = SimArticle(
        story_id=core.story_id,
        relation=relation,
        outlet=outlet,
        article_id=article_id,
        section=section,
        path=path,
        canonical_url=canonical,
        headline=headline,
        paragraphs=tuple(paragraphs),
        authors=authors,
        published=when,
        modified=when,
        fetched=fetched,
        fetch_url=fetch_url,
        variant=variant,
        parent_story_id=core.parent_story_id,
        near_story_id=core.near_story_id,
        decor_seed=(seed * 7919 + article_id) & 0xFFFFFFFF,
        shared=shared,
    )
    pages = [first]
    if core.kind != "brief" and rng.random() < 0.08:
        prose = load_prose(outlet.lang)
        current = first
        for version in range(1, rng.randint(1, 2) + 1):
            modified = current.modified + timedelta(minutes=rng.randint(30, 6 * 60))
            paras = list(current.paragraphs)
            if rng.random() < 0.7:
                paras.append(prose.paragraph(rng))
            else:
                paras[-1] = reword(paras[-1], outlet.lang, rng) + prose.joiner + prose.sentence(rng)
            new_headline = current.headline
            if rng.random() < 0.5:
                new_headline = ("Updated: " if outlet.lang == "en" else "（更新）") + core.headline
            current = replace(
                current,
                relation="revision",
                headline=new_headline,
                paragraphs=tuple(paras),
                modified=modified,
                fetched=modified + timedelta(minutes=rng.randint(5, 240)),
                version=version,
                fetch_url=own_url,
                variant="canonical",
            )
            pages.append(current)
        # A version is fetched before the next one replaces it at the same URL.
        for i in range(len(pages) - 1):
            window = pages[i + 1].modified - pages[i].modified
            fetched = pages[i].modified + window * rng.uniform(0.1, 0.9)
            pages[i] = replace(pages[i], fetched=fetched.replace(microsecond=0))
    return pages


def _origin(seed: int, index: int, kind: str, lang: str) -> Outlet:
    """The outlet that first publishes story ``index`` (recomputable by look-alikes)."""
    outlets = outlets_for(lang)
    if kind == "wire":
        return next(o for o in outlets if o.wire)
    others = [o for o in outlets if not o.wire]
    return others[int(_unit(seed, index, 8) * len(others))]


def plan_story(seed: int, index: int) -> list[SimArticle]:
    """Every page of story ``index``, ordered by the time it was fetched."""
    core = story_core(seed, index)
    rng = _rng(seed, index, 7)
    outlets = outlets_for(core.lang)
    wire = next(o for o in outlets if o.wire)
    others = [o for o in outlets if not o.wire]
    first_relation = {"followup": "follow-up", "sametopic": "unrelated", "brief": "unrelated"}.get(
        core.kind, "original"
    )
    if core.kind == "wire":
        origin = wire
        copies = rng.sample(others, rng.randint(2, min(7, len(others))))
    else:
        origin = _origin(seed, index, core.kind, core.lang)
        if core.near_index is not None:  # a look-alike: same outlet, same template
            origin = _origin(seed, core.near_index, _kind(seed, core.near_index), core.lang)
        n = rng.choice((0, 0, 0, 1, 2)) if core.kind in ("local", "followup") else 0
        copies = rng.sample([o for o in outlets if o is not origin], n)
    pages = _place(
        core,
        origin,
        first_relation,
        core.published,
        core.headline,
        list(core.paragraphs),
        rng,
        seed,
    )
    prose = load_prose(core.lang)
    for outlet in copies:
        when = core.published + timedelta(minutes=rng.randint(5, 6 * 60))
        paras = list(core.paragraphs)
        headline = core.headline
        ctx = EditContext(core.lang, origin, prose)
        for edit in rng.sample(EDITS, rng.randint(1, 4)):
            headline = edit(headline, paras, rng, ctx)
        pages.extend(_place(core, outlet, "copy", when, headline, paras, rng, seed))
    pages.sort(key=lambda p: (p.fetched, p.page_key))
    return pages
