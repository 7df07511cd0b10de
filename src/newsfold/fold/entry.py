"""What the folder knows of one article: its fingerprints, computed once.

A :class:`FoldEntry` holds everything a later article is compared with, and
nothing else: exact keys, the MinHash signature (or the SimHash), the winnowed
window fingerprints for containment, sizes, and who published it when. The
:class:`Fingerprinter` makes one from an :class:`~newsfold.models.Article`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Literal

import numpy as np
import numpy.typing as npt
import xxhash

from newsfold.config import Settings
from newsfold.dedup.exact import body_key_of_stream, headline_key
from newsfold.dedup.minhash import MinHasher
from newsfold.dedup.paragraphs import MIN_TOKENS, paragraph_sketches_many
from newsfold.dedup.simhash import SimHasher
from newsfold.dedup.stream import TokenStream, token_streams
from newsfold.dedup.windows import WINDOW_BAND, winnow_arrays
from newsfold.errors import ConfigError
from newsfold.fold.buckets import Buckets
from newsfold.fold.events import EVENT_BAND, event_keys
from newsfold.fold.semantic import gist_of
from newsfold.models import Article
from newsfold.native import load
from newsfold.quality.entities import event_names
from newsfold.text import (
    CjkMode,
    hash_tokens,
    jieba_tokens,
    ngram_hashes,
    signed64,
    strip_syndication,
)

__all__ = [
    "HEADLINE_BAND",
    "LEAD_BAND",
    "METHODS",
    "PASSAGE_BAND",
    "Fingerprinter",
    "FoldEntry",
    "Method",
    "numbers_key",
    "passage_keys",
]

Method = Literal["minhash", "simhash"]
METHODS: tuple[Method, ...] = ("minhash", "simhash")
#: Band number under which the normalised headline key is indexed.
HEADLINE_BAND = -3
#: Band number of the window anchors of an article's lead paragraph. A new
#: article probes it with all its anchors, so a story whose lead it repeats
#: (a copy keeps the lead, a follow-up recaps it) is found through a bucket
#: that few stories share, however many stories share its other passages.
LEAD_BAND = -4
#: Band of the 16-bit blocks of the lead paragraph's sketch (its block number mixed
#: in): a reworded lead loses its window anchors but keeps most sketch bits, and
#: a sketch within 3 bits of the lead's shares at least one block with it.
LEAD_SKETCH_BAND = -5
#: Paragraphs (the first ones) whose sketch blocks are indexed under SKETCH_PROBE_BAND:
#: a follow-up recaps the story it continues near its top, right after its own lead;
#: indexing every paragraph only adds chance matches further down.
RECAP_PARAGRAPHS = 4
#: At most this many lead anchors are indexed per article.
MAX_LEAD_ANCHORS = 8
#: Band of every paragraph's whole sketch: the stories holding a passage word for
#: word, counted to tell a common one (boilerplate, stock background) from a rare
#: one. Indexed, never looked up for candidates.
PASSAGE_BAND = -8
#: Paragraphs indexed under PASSAGE_BAND per article, the first ones.
MAX_PASSAGES = 16

_EMPTY_SIG = np.zeros(0, dtype=np.uint32)
_EMPTY_WIN = np.zeros(0, dtype=np.int64)
_EMPTY_SKETCH = np.zeros(0, dtype=np.uint64)
_EMPTY_LENGTHS = np.zeros(0, dtype=np.int32)
_EMPTY_PASSAGES = np.zeros(0, dtype=np.int64)


@dataclass(slots=True)
class FoldEntry:
    """What the index remembers of one folded article."""

    article_id: str
    story_id: str
    canonical_url: str
    body_key: str
    signature: npt.NDArray[np.uint32] = field(default_factory=lambda: _EMPTY_SIG)
    size: int = 0
    published_at: datetime | None = None
    publisher: str | None = None
    rank: float = 0.0
    headline_key: str | None = None
    simhash: int | None = None
    windows: npt.NDArray[np.int64] = field(default_factory=lambda: _EMPTY_WIN)
    n_tokens: int = 0
    numbers: int = 0
    #: The buckets it is indexed under: :class:`~newsfold.fold.buckets.Buckets` (an
    #: int64 array, one allocation with ``probe_keys``, ``own_lead`` and the views
    #: below) when the fingerprinter made them.
    band_keys: Sequence[tuple[int, int]] = ()
    sketches: npt.NDArray[np.uint64] = field(default_factory=lambda: _EMPTY_SKETCH)
    sketch_lengths: npt.NDArray[np.int32] = field(default_factory=lambda: _EMPTY_LENGTHS)
    #: :func:`passage_keys`, one per sketch (or none): which passages many stories hold.
    passages: npt.NDArray[np.int64] = field(default_factory=lambda: _EMPTY_PASSAGES)
    #: ``band_keys[:lookup_end]`` are the ones looked up (PASSAGE_BAND keys follow them).
    lookup_end: int | None = None
    probe_keys: Sequence[tuple[int, int]] = ()
    #: Headline and lead (:func:`newsfold.fold.semantic.gist_of`); empty when loaded
    #: from the store, which reads it from the article on demand, and when no
    #: semantic check runs (:attr:`Fingerprinter.gists`).
    gist: str = ""
    language: str | None = None
    #: Event keys to look up (the publication day and the days either side);
    #: the article's own day keys are indexed among ``band_keys`` (EVENT_BAND).
    event_probes: list[int] = field(default_factory=list)
    #: :meth:`own_lead_buckets`, when the fingerprinter made this entry (it knows them
    #: already); None for entries read back from the store.
    own_lead: Sequence[tuple[int, int]] | None = None
    #: :meth:`lookup_buckets` and :meth:`lead_buckets` as the fingerprinter laid them
    #: out (each one slice of the entry's bucket array); None: worked out from the above.
    lookup: Sequence[tuple[int, int]] | None = field(default=None, repr=False)
    lead: Sequence[tuple[int, int]] | None = field(default=None, repr=False)
    #: Set by the C core (:mod:`newsfold.native._measure`) once it has checked the
    #: item kinds of the arrays above, which never change once the entry is made.
    native_checked: bool = field(default=False, repr=False, compare=False)

    def buckets(self) -> Sequence[tuple[int, int]]:
        """``(band, key)`` pairs to index (and to look up)."""
        return self.band_keys

    def lead_buckets(self) -> Sequence[tuple[int, int]]:
        """Buckets that tie this article to others through a lead paragraph: its lead
        probes (stories whose lead it repeats) and its own lead anchors among the
        window buckets (stories that repeat its lead). A bucket may be listed twice:
        both indexes count each once."""
        if self.lead is not None:
            return self.lead
        return [*self.probe_keys, *self.own_lead_buckets()]

    def own_lead_buckets(self) -> Sequence[tuple[int, int]]:
        """Buckets of stories that repeat this article's lead paragraph: its lead anchors
        among the window buckets and its lead's sketch blocks among recap paragraphs."""
        if self.own_lead is not None:
            return self.own_lead
        own_lead = [(WINDOW_BAND, key) for band, key in self.band_keys if band == LEAD_BAND]
        own_lead += [(SKETCH_PROBE_BAND, k) for b, k in self.band_keys if b == LEAD_SKETCH_BAND]
        return own_lead

    def lookup_buckets(self) -> Sequence[tuple[int, int]]:
        """``(band, key)`` pairs to look up: the indexed ones and the lead probes
        (event keys apart: they link stories, they never fold). Their order is no
        matter: both indexes weigh the distinct buckets looked up, whatever their order."""
        if self.lookup is not None:
            return self.lookup
        # passage keys come last among the indexed ones (never looked up: they count)
        own: Sequence[tuple[int, int]] = self.band_keys[: self.lookup_end]
        if self.event_probes:
            own = [b for b in own if b[0] != EVENT_BAND]
        if not self.probe_keys:
            return own
        return [*own, *self.probe_keys]  # repeats are counted once by both indexes

    def event_buckets(self) -> list[tuple[int, int]]:
        """Event keys to look up (:mod:`newsfold.fold.events`)."""
        return [(EVENT_BAND, key) for key in self.event_probes]


#: Band of every paragraph's sketch blocks, probed with a lead's blocks (the reverse of
#: LEAD_SKETCH_BAND: stories that repeat this article's lead).
SKETCH_PROBE_BAND = -6


def sketch_blocks(sketch: int) -> list[int]:
    """The four 16-bit blocks of a 64-bit sketch, each with its position mixed in.

    The keys are below 2**18, so they are the same signed or unsigned.
    """
    return [
        sketch & 0xFFFF,
        ((sketch >> 16) & 0xFFFF) | 0x10000,
        ((sketch >> 32) & 0xFFFF) | 0x20000,
        ((sketch >> 48) & 0xFFFF) | 0x30000,
    ]


_native = load("_fingerprint")
_BANDS = (
    WINDOW_BAND,
    LEAD_BAND,
    LEAD_SKETCH_BAND,
    SKETCH_PROBE_BAND,
    HEADLINE_BAND,
    EVENT_BAND,
    PASSAGE_BAND,
)
_NO_KEYS = np.zeros(0, dtype=np.int64)
_NO_SKETCHES = np.zeros(0, dtype=np.uint64)


@dataclass(frozen=True, slots=True)
class BucketLayout:
    """An entry's buckets in one ``(n, 2)`` int64 array, and the length of each run.

    The runs, in order: the entry's own lead buckets, its lead probes, then the
    buckets it is indexed under (core, event keys, passage keys). Every view the
    folder asks for is then one slice: :meth:`FoldEntry.lead_buckets` is the first
    two runs, :meth:`FoldEntry.lookup_buckets` the probes and the core (with the
    event keys when the entry probes no event).
    """

    pairs: npt.NDArray[np.int64]
    own: int
    probes: int
    core: int
    events: int
    passages: int

    def views(self, probes_events: bool) -> tuple[Buckets, Buckets, Buckets, Buckets, Buckets]:
        """The FoldEntry fields ``band_keys``, ``own_lead``, ``probe_keys``, ``lookup``
        and ``lead``, for an entry that probes event keys or not."""
        pairs, own, probes = self.pairs, self.own, self.probes
        lead_end = own + probes
        looked = lead_end + self.core + (0 if probes_events else self.events)
        return (
            Buckets(pairs[lead_end:]),
            Buckets(pairs[:own]),
            Buckets(pairs[own:lead_end]),
            Buckets(pairs[own:looked]),
            Buckets(pairs[:lead_end]),
        )


def bucket_pairs(
    prefix: npt.NDArray[np.int64],
    anchors: npt.NDArray[np.int64],
    lead_anchors: npt.NDArray[np.int64],
    lead_sketch: int | None,
    recap: npt.NDArray[np.uint64],
    head: int | None,
    events: npt.NDArray[np.int64] = _NO_KEYS,
    passages: npt.NDArray[np.int64] = _NO_KEYS,
) -> BucketLayout:
    """An entry's buckets to index, its own lead buckets and its lead probes.

    ``prefix`` is the MinHash band keys (band ``i`` for the ``i``-th) or, 2-D, the
    SimHash ``(band, key)`` pairs; then come the window anchors, the first
    :data:`MAX_LEAD_ANCHORS` distinct lead anchors, the blocks of the lead
    paragraph's sketch (``lead_sketch``, when the lead is sketched), the blocks
    of the recap paragraphs' sketches, the headline key, the event keys and the
    passage keys, without repeats (the lead buckets and probes keep theirs). In
    C when the core is built (int64 buffers in and out); a hundred tuples an
    article, built in C and read back one by one, were the largest traffic
    through the limited API.
    """
    if _native is None:
        return _python_bucket_pairs(
            prefix, anchors, lead_anchors, lead_sketch, recap, head, events, passages
        )
    paired = prefix.ndim == 2
    n_prefix = prefix.shape[0]
    n_lead = min(len(lead_anchors), MAX_LEAD_ANCHORS)
    n_anchors, n_recap = len(anchors), len(recap)
    # the most each run can hold (the C kernel checks the same bound)
    need = n_lead + 4 + n_anchors + 4 * n_recap
    need += n_prefix + n_anchors + n_lead + 4 + 4 * n_recap + 1 + len(events) + len(passages)
    out = np.empty((need, 2), dtype=np.int64)
    own, probes, core, n_events, n_passages = _native.bucket_pairs(
        prefix,
        paired,
        anchors,
        lead_anchors,
        MAX_LEAD_ANCHORS,
        lead_sketch,
        recap,
        head,
        events,
        passages,
        _BANDS,
        out,
    )
    used = own + probes + core + n_events + n_passages
    return BucketLayout(out[:used], own, probes, core, n_events, n_passages)


def _python_bucket_pairs(
    prefix: npt.NDArray[np.int64],
    anchors: npt.NDArray[np.int64],
    lead_anchors: npt.NDArray[np.int64],
    lead_sketch: int | None,
    recap: npt.NDArray[np.uint64],
    head: int | None,
    events: npt.NDArray[np.int64] = _NO_KEYS,
    passages: npt.NDArray[np.int64] = _NO_KEYS,
) -> BucketLayout:
    """:func:`bucket_pairs` without the C core (and its reference)."""
    buckets: list[tuple[int, int]]
    if prefix.ndim == 2:
        buckets = [(band, key) for band, key in prefix.tolist()]
    else:
        buckets = list(enumerate(prefix.tolist()))
    anchor_keys = anchors.tolist()
    buckets.extend([(WINDOW_BAND, key) for key in anchor_keys])
    lead_keys = list(dict.fromkeys(lead_anchors[:MAX_LEAD_ANCHORS].tolist()))
    buckets.extend([(LEAD_BAND, key) for key in lead_keys])
    own_lead = [(WINDOW_BAND, key) for key in lead_keys]
    if lead_sketch is not None:
        lead_blocks = sketch_blocks(lead_sketch)
        buckets.extend([(LEAD_SKETCH_BAND, key) for key in lead_blocks])
        own_lead += [(SKETCH_PROBE_BAND, key) for key in lead_blocks]
    blocks = [key for s in recap.tolist() for key in sketch_blocks(s)]
    buckets.extend([(SKETCH_PROBE_BAND, key) for key in blocks])
    if head is not None:
        buckets.append((HEADLINE_BAND, head))
    core = list(dict.fromkeys(buckets))
    seen = set(core)
    event_pairs = list(dict.fromkeys((EVENT_BAND, k) for k in events.tolist()))
    event_pairs = [b for b in event_pairs if b not in seen]
    seen.update(event_pairs)
    passage_pairs = list(dict.fromkeys((PASSAGE_BAND, k) for k in passages.tolist()))
    passage_pairs = [b for b in passage_pairs if b not in seen]
    probes = [(LEAD_BAND, key) for key in anchor_keys] + [(LEAD_SKETCH_BAND, k) for k in blocks]
    every = own_lead + probes + core + event_pairs + passage_pairs
    pairs = np.array(every, dtype=np.int64).reshape(-1, 2)
    return BucketLayout(
        pairs, len(own_lead), len(probes), len(core), len(event_pairs), len(passage_pairs)
    )


def passage_keys(stream: TokenStream, sketched: int) -> npt.NDArray[np.int64]:
    """A key per sketched paragraph (those of at least ``MIN_TOKENS`` tokens, in order,
    as :func:`~newsfold.dedup.paragraphs.paragraph_sketches_many` picks them): a hash
    of its tokens alone, in their order, so the same paragraph has the same key
    wherever it stands (a CJK sketch also reads the character before the
    paragraph). Empty when the paragraphs do not line up with the ``sketched`` count.
    """
    return passage_keys_many([stream], [sketched])[0]


def passage_keys_many(
    streams: Sequence[TokenStream], sketched: Sequence[int]
) -> list[npt.NDArray[np.int64]]:
    """:func:`passage_keys` of many streams in one set of numpy passes: each key
    depends only on its paragraph's tokens (each token mixed with its place in the
    paragraph, summed per paragraph, mod 2**64), so a stream's keys do not depend
    on its neighbours; per stream, what is left is a slice. A dozen numpy calls
    per article were a tenth of fingerprinting."""
    sizes = np.array([s.size for s in streams], dtype=np.int64)
    wanted = np.array(sketched, dtype=np.int64)
    usable = (sizes >= 2) & (wanted > 0)
    out = [_EMPTY_PASSAGES] * len(streams)
    if not usable.any():
        return out
    picked = [s for s, ok in zip(streams, usable.tolist(), strict=True) if ok]
    hashes = np.concatenate([s.hashes for s in picked])
    para = np.concatenate([s.paragraph for s in picked])
    lengths = sizes[usable]
    doc_starts = np.concatenate(([0], np.cumsum(lengths)[:-1]))
    change = np.empty(para.size, dtype=np.bool_)
    change[0] = True
    np.not_equal(para[1:], para[:-1], out=change[1:])
    change[doc_starts] = True  # a stream's first paragraph starts there, whatever its number
    starts = np.flatnonzero(change)
    counts = np.diff(np.append(starts, para.size))
    place = np.arange(para.size, dtype=np.uint64) - np.repeat(starts, counts).astype(np.uint64)
    with np.errstate(over="ignore"):
        mixed = (hashes ^ (place * _PLACE_MIX)) * _TOKEN_MIX
        keys = np.add.reduceat(mixed, starts) ^ counts.astype(np.uint64)
    keep = counts >= MIN_TOKENS
    # the paragraphs of each stream, and how many of them are sketched
    first = np.searchsorted(starts, doc_starts)
    kept_before = np.concatenate(([0], np.cumsum(keep)))
    kept = kept_before[np.append(first[1:], starts.size)] - kept_before[first]
    kept_keys = keys[keep].view(np.int64)
    bounds = kept_before[first].tolist()
    matches = (kept == wanted[usable]).tolist()
    for slot, begin, n, ok in zip(
        np.flatnonzero(usable).tolist(), bounds, kept.tolist(), matches, strict=True
    ):
        if ok:
            out[slot] = kept_keys[begin : begin + n]
    return out


_PLACE_MIX = np.uint64(0x9E3779B97F4A7C15)
_TOKEN_MIX = np.uint64(0xBF58476D1CE4E5B9)


def numbers_key(stream: TokenStream) -> int:
    """Signed 64-bit key of the set of number tokens (0 when there are none).

    Short items that differ only in a figure ("rose 2%" / "rose 3%") are
    different news; comparing this key is one of the stricter short-item rules.
    """
    found = sorted(set(stream.hashes[stream.digit].tolist()))
    if not found:
        return 0
    return signed64(xxhash.xxh3_64_intdigest(np.array(found, dtype=np.uint64).tobytes()))


class Fingerprinter:
    """Computes :class:`FoldEntry` objects with one method's fingerprints."""

    def __init__(
        self,
        settings: Settings | None = None,
        method: Method = "minhash",
        hasher: MinHasher | None = None,
        cjk: CjkMode = "char",
        simhash_blocks: int = 4,
        gists: bool | None = None,
    ) -> None:
        if method not in METHODS:
            raise ConfigError(f"unknown fold method {method!r}; choose one of {METHODS}")
        self.settings = settings or Settings()
        self.method: Method = method
        self.cjk: CjkMode = cjk
        self.hasher = hasher or MinHasher(
            self.settings.num_perm, self.settings.bands, self.settings.seed
        )
        self.simhasher = SimHasher(simhash_blocks)
        #: Whether entries carry their gist (headline and lead), which only the
        #: semantic check reads: by default when the settings turn it on (a
        #: :class:`~newsfold.fold.folder.Folder` with a semantic check turns it on).
        self.gists = self.settings.semantic != "off" if gists is None else gists

    def describe(self) -> str:
        """The method, its parameters and the candidate threshold they imply."""
        return self.hasher.describe() if self.method == "minhash" else self.simhasher.describe()

    def fingerprint(self, article: Article, rank: float = 0.0) -> FoldEntry:
        """Every fingerprint of one article (its story not yet known)."""
        return self.fingerprint_many([article], [rank])[0]

    def fingerprint_many(
        self, articles: Sequence[Article], ranks: Sequence[float] | None = None
    ) -> list[FoldEntry]:
        """:meth:`fingerprint` of many articles, tokenised and MinHashed in one pass.

        Each entry is exactly what :meth:`fingerprint` gives for that article
        alone; batching only spreads numpy's per-call cost (``newsfold fold``
        and the benchmark fingerprint in batches, ingest one page at a time).
        """
        texts = [strip_syndication(a.paragraphs) for a in articles]
        streams = token_streams(texts)
        grams_of: list[npt.NDArray[np.uint64]] = []
        for paragraphs, stream in zip(texts, streams, strict=True):
            toks = stream.hashes
            if not stream.mostly_cjk:
                n = self.settings.shingle_words
            elif self.cjk == "jieba":
                n = max(2, self.settings.shingle_chars // 2)
                toks = hash_tokens(jieba_tokens("\n".join(paragraphs)))
            else:
                n = self.settings.shingle_chars
            grams_of.append(ngram_hashes(toks, n))  # repeats kept: a minimum does not care
        sketches_of = paragraph_sketches_many(streams)
        passages_of = passage_keys_many(streams, [int(s.size) for s, _ in sketches_of])
        signatures = self.hasher.signatures(grams_of) if self.method == "minhash" else None
        bands = (
            np.ascontiguousarray(self.hasher.band_keys_many(signatures))
            if signatures is not None
            else None
        )
        out: list[FoldEntry] = []
        for i, article in enumerate(articles):
            out.append(
                self._entry(
                    article,
                    ranks[i] if ranks is not None else 0.0,
                    texts[i],
                    streams[i],
                    grams_of[i],
                    sketches_of[i],
                    passages_of[i],
                    None if signatures is None or bands is None else (signatures[i], bands[i]),
                )
            )
        return out

    def _entry(
        self,
        article: Article,
        rank: float,
        paragraphs: list[str],
        stream: TokenStream,
        grams: npt.NDArray[np.uint64],
        sketched: tuple[npt.NDArray[np.uint64], npt.NDArray[np.int32]],
        passages: npt.NDArray[np.int64],
        minhash: tuple[npt.NDArray[np.uint32], npt.NDArray[np.int64]] | None,
    ) -> FoldEntry:
        lead_tokens = 0
        n_tokens = stream.size
        if n_tokens:
            lead_tokens = int(stream.paragraph.searchsorted(stream.paragraph[0], "right"))
        windows, anchors, lead_anchors = winnow_arrays(grams, lead_tokens)
        prefix: npt.NDArray[np.int64]
        simhash: int | None = None
        if minhash is not None:
            signature, prefix = minhash
        else:
            signature = _EMPTY_SIG
            if stream.mostly_cjk:
                simhash = self.simhasher.fingerprint("\n".join(paragraphs))
            else:
                unique, counts = np.unique(stream.hashes, return_counts=True)
                weights = 1.0 + np.log(counts.astype(np.float64))
                simhash = self.simhasher.fingerprint_features(unique, weights)
            prefix = np.array(self.simhasher.bucket_keys(simhash), dtype=np.int64)
        sketches, lengths = sketched
        lead_sketch = None
        if sketches.size and n_tokens and lengths[0] == lead_tokens:
            lead_sketch = int(sketches[0])
        head = headline_key(article.headline)
        probes: list[int] = []
        events = _NO_KEYS
        if self.settings.event_links:
            title, published = article.headline, article.published_at
            names = event_names(self.settings.entities)
            own_day = event_keys(title, paragraphs, article.language, published, names=names)
            events = np.array(own_day, dtype=np.int64)
            probes = event_keys(
                title, paragraphs, article.language, published, day_offsets=(-1, 0, 1), names=names
            )
        layout = bucket_pairs(
            prefix,
            anchors,
            lead_anchors,
            lead_sketch,
            sketches[:RECAP_PARAGRAPHS],
            signed64(int(head, 16)) if head is not None else None,
            events,
            passages[:MAX_PASSAGES],
        )
        band_keys, own_lead, probe_keys, lookup, lead = layout.views(bool(probes))
        return FoldEntry(
            article_id=article.id,
            story_id="",
            canonical_url=article.canonical_url,
            body_key=body_key_of_stream(stream),
            signature=signature,
            size=int(grams.size),
            published_at=article.published_at,
            publisher=article.publisher,
            rank=rank,
            headline_key=head,
            simhash=simhash,
            windows=windows,
            n_tokens=n_tokens,
            numbers=numbers_key(stream),
            sketches=sketches,
            sketch_lengths=lengths,
            passages=passages,
            lookup_end=layout.core + layout.events,
            gist=gist_of(article.headline, paragraphs) if self.gists else "",
            event_probes=probes,
            language=article.language,
            band_keys=band_keys,
            own_lead=own_lead,
            probe_keys=probe_keys,
            lookup=lookup,
            lead=lead,
        )
