"""The sources configuration (``sources.yaml``), validated with line numbers.

A crawl is only as polite and as precise as its configuration, and a typo in
a YAML file should never silently crawl the wrong thing. So every key is
checked, unknown keys are refused, and every error names the file, the line
and the path of the bad value (``sources.yaml:12: sources[1].rank: ...``).

The YAML is read with a :class:`yaml.SafeLoader` subclass that remembers the
line of every mapping key and list item, which is what makes those messages
possible.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

import yaml

from newsfold.crawl.politeness import HostLimits
from newsfold.errors import ConfigError
from newsfold.extract import SourceHints
from newsfold.urls import DEFAULT_RULES, UrlRules, split_url

__all__ = [
    "CrawlConfig",
    "Source",
    "hints_by_source",
    "load_sources",
    "parse_sources",
]

_DEFAULT_UA = "newsfold/0.1 (+https://example.org/contact)"


class _MarkedDict(dict[Any, Any]):
    """A mapping that remembers its own line and the line of each key."""

    line: int = 0
    key_lines: dict[Any, int]


class _MarkedList(list[Any]):
    """A list that remembers its own line and the line of each item."""

    line: int = 0
    item_lines: list[int]


class _LineLoader(yaml.SafeLoader):
    """SafeLoader that keeps line marks on mappings and sequences."""


def _refuse_duplicate_keys(loader: yaml.SafeLoader, node: yaml.MappingNode) -> None:
    """A key written twice in one mapping is an error (YAML keeps the last one silently).

    Checked before merge keys (``<<``) are flattened: a key may override a merged one.
    """
    first: dict[Any, int] = {}
    for key_node, _ in node.value:
        if key_node.tag == "tag:yaml.org,2002:merge":
            continue
        key = loader.construct_object(key_node, deep=True)
        if not isinstance(key, Hashable):
            continue
        line = key_node.start_mark.line + 1
        if key in first:
            raise yaml.constructor.ConstructorError(
                None,
                None,
                f"duplicate key {key!r} (first given on line {first[key]})",
                key_node.start_mark,
            )
        first[key] = line


def _construct_mapping(loader: yaml.SafeLoader, node: yaml.MappingNode) -> _MarkedDict:
    _refuse_duplicate_keys(loader, node)
    loader.flatten_mapping(node)
    data = _MarkedDict()
    data.line = node.start_mark.line + 1
    data.key_lines = {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        data.key_lines[key] = key_node.start_mark.line + 1
        data[key] = loader.construct_object(value_node, deep=True)
    return data


def _construct_sequence(loader: yaml.SafeLoader, node: yaml.SequenceNode) -> _MarkedList:
    data = _MarkedList(loader.construct_object(child, deep=True) for child in node.value)
    data.line = node.start_mark.line + 1
    data.item_lines = [child.start_mark.line + 1 for child in node.value]
    return data


_LineLoader.add_constructor("tag:yaml.org,2002:map", _construct_mapping)
_LineLoader.add_constructor("tag:yaml.org,2002:seq", _construct_sequence)


@dataclass(frozen=True, slots=True)
class Source:
    """One publisher: where to start, what is in scope, how to treat it."""

    name: str
    url: str
    feeds: tuple[str, ...] = ()
    sitemaps: tuple[str, ...] = ()
    language: str | None = None
    timezone: str | None = None
    rank: float = 0.0
    #: Hosts whose URLs belong to this source (the home page's host is always in).
    hosts: tuple[str, ...] = ()
    #: Regular expressions on the path (with query); when given, one must match.
    allow: tuple[str, ...] = ()
    #: Regular expressions on the path (with query); none may match.
    deny: tuple[str, ...] = ()
    #: ``auto``: follow links on home and section pages only when no feed or sitemap is
    #: configured; ``always`` / ``never`` force it.
    follow_links: str = "auto"
    limits: HostLimits = field(default_factory=HostLimits)
    url_rules: UrlRules = DEFAULT_RULES
    #: Publisher name written on articles (defaults to ``name``).
    publisher: str | None = None
    #: This source's own revisit schedule (seconds); None: the crawl-wide value.
    feed_interval: float | None = None
    revisit_interval: float | None = None

    @property
    def host(self) -> str:
        """The home page's host (lower case, no port)."""
        return (urlsplit(self.url).hostname or "").lower()

    def allowed_hosts(self) -> frozenset[str]:
        """Every host (``host`` or ``host:port``) whose URLs are in scope."""
        out: set[str] = set()
        for raw in (urlsplit(self.url).netloc, *self.hosts):
            host = raw.lower()
            out.add(host)
            bare = host[4:] if host.startswith("www.") else host
            out.update({bare, "www." + bare})
        return frozenset(out)

    def in_scope(self, url: str) -> bool:
        """True when ``url`` is on an allowed host and passes the path patterns."""
        parts = split_url(url)
        if parts is None or parts.scheme not in ("http", "https"):
            return False
        netloc = parts.netloc.lower()
        allowed = self.allowed_hosts()
        if netloc not in allowed and (parts.hostname or "") not in allowed:
            return False
        target = parts.path + (f"?{parts.query}" if parts.query else "")
        if self.allow and not any(re.search(p, target) for p in self.allow):
            return False
        return not any(re.search(p, target) for p in self.deny)

    def wants_links(self) -> bool:
        """Whether article links are looked for on the home and section pages."""
        if self.follow_links == "always":
            return True
        if self.follow_links == "never":
            return False
        return not self.feeds and not self.sitemaps

    def hints(self) -> SourceHints:
        """What extraction is told about this publisher's pages."""
        return SourceHints(
            publisher=self.publisher or self.name,
            timezone=self.timezone,
            language=self.language,
            rank=self.rank,
            url_rules=self.url_rules,
        )


@dataclass(frozen=True, slots=True)
class CrawlConfig:
    """The whole file: the identity we crawl under, crawl-wide settings and sources."""

    sources: tuple[Source, ...]
    user_agent: str = _DEFAULT_UA
    #: Where WARC files are written (relative paths are relative to the config file).
    archive_dir: str = "warc"
    warc_max_bytes: int = 1024 * 1024 * 1024
    connect_timeout: float = 10.0
    read_timeout: float = 30.0
    #: Hard limit on one whole request, so a server dripping bytes cannot hold a slot.
    total_timeout: float = 120.0
    max_body_bytes: int = 10 * 1024 * 1024
    max_decompressed_bytes: int = 50 * 1024 * 1024
    max_attempts: int = 4
    max_redirects: int = 5
    robots_ttl: float = 24 * 3600.0
    #: How soon an unreadable robots.txt (5xx, no answer) is asked for again.
    robots_error_ttl: float = 60.0
    #: How often feeds, sitemaps, home and section pages are fetched again (``--follow``).
    feed_interval: float = 15 * 60.0
    #: Articles are revisited for revisions while younger than this (seconds since discovery).
    revisit_window: float = 2 * 24 * 3600.0
    revisit_interval: float = 6 * 3600.0
    #: An HTTP proxy for every request (the simulated web is served as one).
    proxy: str | None = None

    def source(self, name: str) -> Source:
        """The source called ``name``."""
        for src in self.sources:
            if src.name == name:
                return src
        raise ConfigError(f"no source named {name!r}; known: {', '.join(self.names())}")

    def names(self) -> list[str]:
        """Source names in file order."""
        return [s.name for s in self.sources]


class _Reader:
    """Typed accessors that raise :class:`ConfigError` naming file, line and path."""

    def __init__(self, origin: str) -> None:
        self.origin = origin

    def fail(self, line: int, path: str, message: str) -> ConfigError:
        where = f"{self.origin}:{line}" if line else self.origin
        return ConfigError(f"{where}: {path}: {message}")

    def mapping(self, value: Any, line: int, path: str, known: Sequence[str]) -> _MarkedDict:
        if not isinstance(value, _MarkedDict):
            raise self.fail(line, path, f"expected a mapping, got {_show(value)}")
        for key in value:
            if key not in known:
                raise self.fail(
                    value.key_lines.get(key, value.line),
                    f"{path}.{key}" if path else str(key),
                    f"unknown key; known keys: {', '.join(known)}",
                )
        return value

    def get(
        self,
        data: _MarkedDict,
        key: str,
        path: str,
        check: Callable[[Any, int, str], Any],
        default: Any = None,
        *,
        required: bool = False,
    ) -> Any:
        where = f"{path}.{key}" if path else key
        if key not in data or data[key] is None:
            if required:
                raise self.fail(data.line, where, "is required")
            return default
        return check(data[key], data.key_lines.get(key, data.line), where)

    def text(self, value: Any, line: int, path: str) -> str:
        if not isinstance(value, str) or not value.strip():
            raise self.fail(line, path, f"expected a non-empty string, got {_show(value)}")
        return value.strip()

    def url(self, value: Any, line: int, path: str) -> str:
        text = self.text(value, line, path)
        parts = split_url(text)
        if parts is None or parts.scheme not in ("http", "https") or not parts.hostname:
            raise self.fail(line, path, f"expected an absolute http(s) URL, got {text!r}")
        return text

    def url_list(self, value: Any, line: int, path: str) -> tuple[str, ...]:
        items = self._list(value, line, path)
        lines = getattr(items, "item_lines", [line] * len(items))
        return tuple(
            self.url(v, ln, f"{path}[{i}]")
            for i, (v, ln) in enumerate(zip(items, lines, strict=True))
        )

    def text_list(self, value: Any, line: int, path: str) -> tuple[str, ...]:
        items = self._list(value, line, path)
        lines = getattr(items, "item_lines", [line] * len(items))
        return tuple(
            self.text(v, ln, f"{path}[{i}]")
            for i, (v, ln) in enumerate(zip(items, lines, strict=True))
        )

    def regex_list(self, value: Any, line: int, path: str) -> tuple[str, ...]:
        patterns = self.text_list(value, line, path)
        for i, pattern in enumerate(patterns):
            try:
                re.compile(pattern)
            except re.error as exc:
                raise self.fail(line, f"{path}[{i}]", f"bad regular expression: {exc}") from exc
        return patterns

    def _list(self, value: Any, line: int, path: str) -> list[Any]:
        if isinstance(value, str):
            return [value]
        if not isinstance(value, list):
            raise self.fail(line, path, f"expected a list, got {_show(value)}")
        return value

    def number(self, lo: float, hi: float) -> Callable[[Any, int, str], float]:
        def check(value: Any, line: int, path: str) -> float:
            if isinstance(value, bool) or not isinstance(value, int | float):
                raise self.fail(line, path, f"expected a number, got {_show(value)}")
            if not lo <= float(value) <= hi:
                raise self.fail(line, path, f"must be between {lo:g} and {hi:g}, got {value}")
            return float(value)

        return check

    def integer(self, lo: int, hi: int) -> Callable[[Any, int, str], int]:
        def check(value: Any, line: int, path: str) -> int:
            if isinstance(value, bool) or not isinstance(value, int):
                raise self.fail(line, path, f"expected a whole number, got {_show(value)}")
            if not lo <= value <= hi:
                raise self.fail(line, path, f"must be between {lo} and {hi}, got {value}")
            return value

        return check

    def boolean(self, value: Any, line: int, path: str) -> bool:
        if not isinstance(value, bool):
            raise self.fail(line, path, f"expected true or false, got {_show(value)}")
        return value

    def timezone(self, value: Any, line: int, path: str) -> str:
        name = self.text(value, line, path)
        try:
            ZoneInfo(name)
        except (ZoneInfoNotFoundError, ValueError) as exc:
            raise self.fail(
                line, path, f"unknown time zone {name!r} (use an IANA name like Asia/Shanghai)"
            ) from exc
        return name

    def choice(self, *options: str) -> Callable[[Any, int, str], str]:
        def check(value: Any, line: int, path: str) -> str:
            text = "always" if value is True else "never" if value is False else value
            if text not in options:
                raise self.fail(line, path, f"expected one of {', '.join(options)}, got {value!r}")
            return str(text)

        return check


def _show(value: Any) -> str:
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    return f"{type(value).__name__} {value!r}"


_LIMIT_KEYS = (
    "concurrency",
    "min_delay",
    "max_delay",
    "autothrottle",
    "target_concurrency",
    "retry_after_cap",
    "park_after",
    "park_base",
    "park_max",
)
_RULE_KEYS = (
    "drop_www",
    "keep_params",
    "tracking_prefixes",
    "strip_amp_print",
    "drop_trailing_slash",
)
_SOURCE_KEYS = (
    "name",
    "url",
    "feeds",
    "sitemaps",
    "language",
    "timezone",
    "rank",
    "hosts",
    "allow",
    "deny",
    "follow_links",
    "politeness",
    "url_rules",
    "publisher",
    "feed_interval",
    "revisit_interval",
)
_TOP_KEYS = (
    "user_agent",
    "archive_dir",
    "warc_max_bytes",
    "connect_timeout",
    "read_timeout",
    "total_timeout",
    "max_body_bytes",
    "max_decompressed_bytes",
    "max_attempts",
    "max_redirects",
    "robots_ttl",
    "robots_error_ttl",
    "feed_interval",
    "revisit_window",
    "revisit_interval",
    "proxy",
    "politeness",
    "sources",
)


def _limits(r: _Reader, data: Any, line: int, path: str, base: HostLimits) -> HostLimits:
    block = r.mapping(data, line, path, _LIMIT_KEYS)
    seconds = r.number(0.0, 86400.0)
    values: dict[str, Any] = {
        "concurrency": r.get(block, "concurrency", path, r.integer(1, 64), base.concurrency),
        "min_delay": r.get(block, "min_delay", path, seconds, base.min_delay),
        "max_delay": r.get(block, "max_delay", path, seconds, base.max_delay),
        "autothrottle": r.get(block, "autothrottle", path, r.boolean, base.autothrottle),
        "target_concurrency": r.get(
            block, "target_concurrency", path, r.number(0.1, 64.0), base.target_concurrency
        ),
        "retry_after_cap": r.get(block, "retry_after_cap", path, seconds, base.retry_after_cap),
        "park_after": r.get(block, "park_after", path, r.integer(1, 100), base.park_after),
        "park_base": r.get(block, "park_base", path, seconds, base.park_base),
        "park_max": r.get(block, "park_max", path, seconds, base.park_max),
    }
    if values["max_delay"] < values["min_delay"]:
        raise r.fail(block.line, path, "max_delay must be at least min_delay")
    return HostLimits(**values)


def _rules(r: _Reader, data: Any, line: int, path: str) -> UrlRules:
    block = r.mapping(data, line, path, _RULE_KEYS)
    d = DEFAULT_RULES
    return UrlRules(
        tracking_prefixes=tuple(
            p.lower()
            for p in r.get(block, "tracking_prefixes", path, r.text_list, d.tracking_prefixes)
        ),
        keep_params=tuple(
            p.lower() for p in r.get(block, "keep_params", path, r.text_list, d.keep_params)
        ),
        drop_www=r.get(block, "drop_www", path, r.boolean, d.drop_www),
        strip_amp_print=r.get(block, "strip_amp_print", path, r.boolean, d.strip_amp_print),
        drop_trailing_slash=r.get(
            block, "drop_trailing_slash", path, r.boolean, d.drop_trailing_slash
        ),
    )


def _source(r: _Reader, data: Any, line: int, path: str, base: HostLimits) -> Source:
    block = r.mapping(data, line, path, _SOURCE_KEYS)
    limits = base
    if block.get("politeness") is not None:
        limits = _limits(r, block["politeness"], block.key_lines["politeness"], path, base)
    rules = DEFAULT_RULES
    if block.get("url_rules") is not None:
        rules = _rules(r, block["url_rules"], block.key_lines["url_rules"], f"{path}.url_rules")
    return Source(
        name=r.get(block, "name", path, r.text, required=True),
        url=r.get(block, "url", path, r.url, required=True),
        feeds=r.get(block, "feeds", path, r.url_list, ()),
        sitemaps=r.get(block, "sitemaps", path, r.url_list, ()),
        language=r.get(block, "language", path, r.text),
        timezone=r.get(block, "timezone", path, r.timezone),
        rank=r.get(block, "rank", path, r.number(0.0, 1e6), 0.0),
        hosts=tuple(h.lower() for h in r.get(block, "hosts", path, r.text_list, ())),
        allow=r.get(block, "allow", path, r.regex_list, ()),
        deny=r.get(block, "deny", path, r.regex_list, ()),
        follow_links=r.get(
            block, "follow_links", path, r.choice("auto", "always", "never"), "auto"
        ),
        limits=limits,
        url_rules=rules,
        publisher=r.get(block, "publisher", path, r.text),
        feed_interval=r.get(block, "feed_interval", path, r.number(0.0, 30 * 86400.0)),
        revisit_interval=r.get(block, "revisit_interval", path, r.number(0.0, 30 * 86400.0)),
    )


def parse_sources(text: str, origin: str = "sources.yaml") -> CrawlConfig:
    """Validate a sources document; every error names ``origin``, a line and a path."""
    reader = _Reader(origin)
    try:
        data = yaml.load(text, Loader=_LineLoader)
    except yaml.MarkedYAMLError as exc:
        line = exc.problem_mark.line + 1 if exc.problem_mark else 0
        raise reader.fail(line, "(yaml)", str(exc.problem or exc)) from exc
    except yaml.YAMLError as exc:
        raise ConfigError(f"{origin}: cannot parse YAML: {exc}") from exc
    if data is None:
        raise ConfigError(f"{origin}: the file is empty; it needs a 'sources:' list")
    top = reader.mapping(data, 1, "", _TOP_KEYS)
    base = HostLimits()
    if top.get("politeness") is not None:
        base = _limits(reader, top["politeness"], top.key_lines["politeness"], "politeness", base)
    items = reader.get(top, "sources", "", lambda v, ln, p: reader._list(v, ln, p), required=True)
    if not items:
        raise reader.fail(top.key_lines.get("sources", 1), "sources", "needs at least one source")
    lines = getattr(items, "item_lines", [top.line] * len(items))
    sources = [
        _source(reader, item, ln, f"sources[{i}]", base)
        for i, (item, ln) in enumerate(zip(items, lines, strict=True))
    ]
    seen: dict[str, int] = {}
    for i, src in enumerate(sources):
        if src.name in seen:
            raise reader.fail(
                lines[i],
                f"sources[{i}].name",
                f"duplicate name {src.name!r} (also sources[{seen[src.name]}])",
            )
        seen[src.name] = i
    seconds = reader.number(0.0, 30 * 86400.0)
    positive = reader.number(0.001, 3600.0)
    sizes = reader.integer(1024, 1 << 40)
    g = reader.get
    return CrawlConfig(
        sources=tuple(sources),
        user_agent=g(top, "user_agent", "", reader.text, _DEFAULT_UA),
        archive_dir=g(top, "archive_dir", "", reader.text, "warc"),
        warc_max_bytes=g(top, "warc_max_bytes", "", sizes, 1024 * 1024 * 1024),
        connect_timeout=g(top, "connect_timeout", "", positive, 10.0),
        read_timeout=g(top, "read_timeout", "", positive, 30.0),
        total_timeout=g(top, "total_timeout", "", positive, 120.0),
        max_body_bytes=g(top, "max_body_bytes", "", sizes, 10 * 1024 * 1024),
        max_decompressed_bytes=g(top, "max_decompressed_bytes", "", sizes, 50 * 1024 * 1024),
        max_attempts=g(top, "max_attempts", "", reader.integer(1, 100), 4),
        max_redirects=g(top, "max_redirects", "", reader.integer(0, 50), 5),
        robots_ttl=g(top, "robots_ttl", "", seconds, 24 * 3600.0),
        robots_error_ttl=g(top, "robots_error_ttl", "", seconds, 60.0),
        feed_interval=g(top, "feed_interval", "", seconds, 15 * 60.0),
        revisit_window=g(top, "revisit_window", "", seconds, 2 * 24 * 3600.0),
        revisit_interval=g(top, "revisit_interval", "", seconds, 6 * 3600.0),
        proxy=g(top, "proxy", "", reader.url),
    )


def load_sources(path: str | Path) -> CrawlConfig:
    """Read and validate a ``sources.yaml`` file.

    A relative ``archive_dir`` is resolved against the file's folder, so the
    same file works from any working directory.
    """
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"cannot read sources file {path}: {exc}") from exc
    config = parse_sources(text, str(path))
    archive = Path(config.archive_dir)
    if not archive.is_absolute():
        archive = path.resolve().parent / archive
    return replace(config, archive_dir=str(archive))


def hints_by_source(config: CrawlConfig) -> Mapping[str, SourceHints]:
    """Extraction hints keyed by source name (what ``Page.source`` holds)."""
    return {src.name: src.hints() for src in config.sources}
