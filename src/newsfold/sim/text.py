"""The prose source of the simulated web: real sentences, recombined.

Articles in the simulated web are made of sentences taken from the MIT-licensed
article bodies in ``../shared/bench/extraction`` (English and Chinese), so the
language is natural even though the stories are not. The package bundles a
compact derived file per language (``data/prose_en.txt.gz``,
``data/prose_zh.txt.gz``: one sentence a line, a blank line between source
documents) so generation never needs the shared folder or the network;
``python -m newsfold.sim.text SRC_DIR`` rebuilds them from the source.

A paragraph is a run of two or three *consecutive* sentences of one source
document, so paragraphs read coherently; an article strings paragraphs from
different documents together. The recombined texts are not factual reports.
"""

from __future__ import annotations

import gzip
import json
import logging
import re
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache
from html import escape
from importlib import resources
from pathlib import Path
from random import Random

__all__ = ["Prose", "build_prose_files", "headline_from", "load_prose"]

log = logging.getLogger(__name__)

_EN_SPLIT = re.compile(r"(?<=[.!?])[\"”’]?\s+(?=[A-Z“\"])")
_EN_BAD = re.compile(
    r"https?:|www\.|@|\bclick\b|\bsubscribe\b|\bnewsletter\b|\bcookie|\bRRP\b|\|"
    r"|\(Reuters\)|\bReuters\b|\bAP\b|Photo:|Image:",
    re.IGNORECASE,
)
_EN_STOP = frozenset(
    [
        "the",
        "a",
        "an",
        "of",
        "to",
        "and",
        "in",
        "is",
        "was",
        "for",
        "on",
        "that",
        "with",
        "by",
        "from",
        "at",
        "as",
    ]
)
_EN_PREFIX = re.compile(r"^[A-Z][A-Z .,'’-]{2,40}\s+[—–-]+\s+")
_ZH_SENT = re.compile(r"[^。！？]*[。！？][”」』]?")
_CJK = re.compile(r"[\u4e00-\u9fff]")
_ZH_ALLOWED = re.compile(r"^[\u4e00-\u9fff0-9A-Za-z%．.，、；：？！。“”‘’「」《》（）·—\-]+$")


def _en_sentences(body: str) -> list[str]:
    out: list[str] = []
    for para in re.split(r"\n\s*\n|\n", body):
        para = _EN_PREFIX.sub("", " ".join(para.split()))
        for sentence in _EN_SPLIT.split(para):
            s = sentence.strip()
            if s.endswith("”") and s.count("“") < s.count("”"):
                continue
            if not 40 <= len(s) <= 280 or _EN_BAD.search(s):
                continue
            if not s[0].isupper() or s[-1] not in ".!?":
                continue
            if s.count("“") != s.count("”") or s.count('"') % 2:
                continue
            words = re.findall(r"[a-z]+", s.lower())
            if sum(w in _EN_STOP for w in words) < max(2, len(words) // 8):
                continue  # a few source bodies are not English
            out.append(s)
    return out


def _zh_sentences(body: str) -> list[str]:
    # Source bodies are hard-wrapped mid-sentence: drop all whitespace first.
    text = re.sub(r"\s+", "", body.replace("\u3000", " "))
    out: list[str] = []
    for match in _ZH_SENT.finditer(text):
        s = match.group(0)
        if not 14 <= len(s) <= 150 or not _ZH_ALLOWED.match(s):
            continue
        if len(_CJK.findall(s)) < 0.75 * len(s):
            continue
        if s.count("“") != s.count("”") or s.count("「") != s.count("」"):
            continue
        try:
            s.encode("gbk")
        except UnicodeEncodeError:
            continue  # some simulated outlets serve GBK; keep every sentence encodable
        out.append(s)
    return out


def build_prose_files(src: Path, out_dir: Path) -> dict[str, int]:
    """Write ``prose_{en,zh}.txt.gz`` from the extraction benchmark's ground truth.

    Returns the number of sentences written per language.
    """
    counts: dict[str, int] = {}
    for lang, split in (("en", _en_sentences), ("zh", _zh_sentences)):
        data = json.loads((src / lang / "ground-truth.json").read_text(encoding="utf-8"))
        docs: list[list[str]] = []
        for key in sorted(data):
            body = data[key].get("articleBody") or ""
            sentences = split(body)
            if len(sentences) >= 3:
                docs.append(sentences)
        text = "\n\n".join("\n".join(doc) for doc in docs) + "\n"
        with gzip.GzipFile(out_dir / f"prose_{lang}.txt.gz", "wb", mtime=0) as handle:
            handle.write(text.encode("utf-8"))
        counts[lang] = sum(len(d) for d in docs)
    return counts


_EN_TAIL = frozenset(
    ("a", "an", "the", "of", "to", "and", "or", "in", "on", "at", "for", "with", "by", "from")
)


def headline_from(text: str, lang: str, rng: Random) -> str:
    """A headline cut from a sentence: a clause of six to eleven words, or of 8-26 characters."""
    if lang == "zh":
        sentence = re.split(r"[。！？]", text, maxsplit=1)[0]
        clauses = [c for c in re.split(r"[，；：、]", sentence) if c]
        head = ""
        for clause in clauses:
            head += ("，" if head else "") + clause
            if len(head) >= 8:
                break
        head = head.strip("“”「」《》（）")
        return head[:26] if len(head) > 26 else head
    words = text.split()
    limit = rng.randint(6, 11)
    cut = words[:limit]
    while len(cut) > 3 and (cut[-1].lower().strip(",;:") in _EN_TAIL):
        cut.pop()
    head = " ".join(cut).rstrip(',;:.—–-“"')
    head = head.replace("“", "").replace("”", "")
    return head[:1].upper() + head[1:]


@dataclass(frozen=True)
class Prose:
    """The sentences of one language, grouped by source document."""

    lang: str
    docs: tuple[tuple[str, ...], ...]

    @property
    def joiner(self) -> str:
        """What goes between two sentences of a paragraph."""
        return " " if self.lang == "en" else ""

    def paragraph(self, rng: Random, sentences: int | None = None) -> str:
        """Two or three sentences of :meth:`spliced` prose.

        Not a run of one document's sentences: the prose holds a few thousand
        sentences, so runs (or whole sentences drawn at random) would make
        unrelated stories share whole sentences, paragraphs and even leads by
        chance, over and over, which real unrelated reports do not. The
        passages unrelated stories really share (an outlet's boilerplate, a
        topic's background, an odd borrowed sentence) are placed on purpose
        (:mod:`newsfold.sim.stories`), with their truth.
        """
        n = sentences or (3 if rng.random() < 0.34 else 2)
        return self.joiner.join(self.spliced(rng) for _ in range(n))

    def spliced(self, rng: Random) -> str:
        """A sentence made of the opening clause of one prose sentence and the rest
        of another (split at a comma), so that sentences rarely repeat whole: the
        pool of a few thousand sentences gives millions of them."""
        head = self.sentence(rng)
        tail = self.sentence(rng)
        comma = "，" if self.lang == "zh" else ", "
        cut = head.find(comma)
        at = tail.find(comma)
        if cut <= 0 or at <= 0:
            return head
        return head[:cut] + tail[at:]

    def sentence(self, rng: Random) -> str:
        """One random sentence."""
        doc = self.docs[int(rng.random() * len(self.docs))]
        return doc[int(rng.random() * len(doc))]

    @cached_property
    def titles(self) -> tuple[str, ...]:
        """Headline-like phrases cut from every sentence (related boxes, captions, tags)."""
        rng = Random(len(self.docs))
        return tuple(headline_from(s, self.lang, rng) for doc in self.docs for s in doc)

    def title(self, rng: Random) -> str:
        """One random headline-like phrase."""
        return self.titles[int(rng.random() * len(self.titles))]

    @cached_property
    def titles_html(self) -> tuple[str, ...]:
        """:attr:`titles`, HTML-escaped once (the renderer's hot path)."""
        return tuple(escape(t, quote=True) for t in self.titles)

    @cached_property
    def sentences_html(self) -> tuple[str, ...]:
        """Every sentence, HTML-escaped once."""
        return tuple(escape(s, quote=False) for doc in self.docs for s in doc)

    def title_html(self, rng: Random) -> str:
        """One random headline-like phrase, HTML-escaped."""
        return self.titles_html[int(rng.random() * len(self.titles_html))]

    def sentence_html(self, rng: Random) -> str:
        """One random sentence (uniform over sentences), HTML-escaped."""
        return self.sentences_html[int(rng.random() * len(self.sentences_html))]

    def paragraphs(self, rng: Random, count: int) -> list[str]:
        """``count`` distinct paragraphs."""
        seen: set[str] = set()
        out: list[str] = []
        while len(out) < count:
            p = self.paragraph(rng)
            if p not in seen:
                seen.add(p)
                out.append(p)
        return out


def _parse(text: str, lang: str) -> Prose:
    docs = tuple(
        tuple(line for line in block.splitlines() if line.strip())
        for block in text.split("\n\n")
        if block.strip()
    )
    return Prose(lang, docs)


@lru_cache(maxsize=4)
def load_prose(lang: str) -> Prose:
    """The bundled prose of ``lang`` (``en`` or ``zh``), loaded once per process."""
    if lang not in ("en", "zh"):
        raise ValueError(f"no prose for language {lang!r}; use 'en' or 'zh'")
    raw = (resources.files("newsfold.sim") / "data" / f"prose_{lang}.txt.gz").read_bytes()
    return _parse(gzip.decompress(raw).decode("utf-8"), lang)


def _main(argv: Sequence[str]) -> int:
    if len(argv) != 1:
        sys.stderr.write(
            "usage: python -m newsfold.sim.text SRC_DIR (e.g. ../shared/bench/extraction)\n"
        )
        return 2
    out_dir = Path(str(resources.files("newsfold.sim") / "data"))
    counts = build_prose_files(Path(argv[0]), out_dir)
    sys.stdout.write(json.dumps(counts) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(_main(sys.argv[1:]))
