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
    url_time_budget: float = 300.0
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
