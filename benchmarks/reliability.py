"""Reliability figures for docs/reliability.md: hostile inputs, parallel workers, kills.

Each sub-command builds its inputs from the simulated web and hostile records
made here, runs newsfold the way a user does (the CLI in subprocesses), and
prints one JSON line of figures, ending with ``data_lost``. A figure is a
property of the run, not a timing: it reproduces exactly with the same
arguments (kill points come from a seeded generator)::

    .venv/bin/python benchmarks/reliability.py hostile [--pg URL]
    .venv/bin/python benchmarks/reliability.py parallel --workers 3 --pages 3000 [--pg URL]
    .venv/bin/python benchmarks/reliability.py kills --kills 40 --pages 1000 [--pg URL]
    .venv/bin/python benchmarks/reliability.py --smoke

``--pg`` takes the URL of a PostgreSQL server database a run may create
databases beside (``postgresql+psycopg://user@host:port/postgres``).
"""

from __future__ import annotations

import argparse
import base64
import gzip
import json
import random
import resource
import sys
import tempfile
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "src")]

from tests.reliability.harness import (  # noqa: E402
    cli,
    cli_env,
    integrity_check,
    kill_at,
    run_cli,
    sim_records,
    snapshot,
    write_records,
)

_PARAS = [
    "The harbour works go on as planned, the council said on Monday in its report.",
    "A second phase opens next spring, when the new quay takes its first ships in.",
    "Residents asked for quieter nights; the contractor promised to stop at ten.",
]


def _page(headline: str, *, published: str = "2024-03-05T10:00:00Z", extra: str = "") -> str:
    ld = json.dumps({"@type": "NewsArticle", "headline": headline, "datePublished": published})
    body = "".join(f"<p>{p}</p>" for p in _PARAS)
    return (
        f"<html><head><title>{headline}</title><script type='application/ld+json'>{ld}"
        f"</script></head><body>{extra}<article><h1>{headline}</h1>{body}</article></body></html>"
    )


def _record(key: str, **fields: Any) -> dict[str, Any]:
    record: dict[str, Any] = {
        "id": f"hostile-{key}",
        "url": f"https://hostile.example/{key}",
        "html": _page(f"Hostile page {key}"),
    }
    record.update(fields)
    return record


#: The page id each hostile class's record asks for (classes with none are refused whole).
IDS: dict[str, str] = {}


def _outcomes(url: str, missing: str = "refused") -> dict[str, str]:
    """What became of each hostile class: ``done`` (an article), ``failed:KIND``, or refused."""
    from sqlalchemy import create_engine, text

    engine = create_engine(url)
    with engine.connect() as conn:
        rows = {
            str(i): (str(s), k)
            for i, s, k in conn.execute(text("SELECT id, state, error_kind FROM pages"))
        }
    engine.dispose()
    out = {}
    for name, page_id in IDS.items():
        state, kind = rows.get(page_id, (missing, None))
        out[name] = f"{state}:{kind}" if kind else state
    return out


def hostile_lines() -> dict[str, bytes]:
    """One JSONL line (or a few) per class of hostile record: the class name to its bytes."""
    big = "x" * (11 * 1024 * 1024)
    ld_nul = _page("Harbour\x00 works").replace("\\u0000", "\\u0000")
    classes: dict[str, Any] = {
        "nul_in_jsonld_headline": _record("nul-ld", html=ld_nul),
        "nul_in_id": _record("nul-id", id="bad\x00id"),
        "nul_in_url": _record("nul-url", url="https://hostile.example/a\x00b"),
        "surrogate_in_url": _record("sur-url", url="https://hostile.example/\ud800"),
        "fetched_at_number": _record("fa", fetched_at=1700000000),
        "status_not_a_number": _record("st", status="abc"),
        "source_object": _record("src", source={"x": 1}),
        "header_list": _record("hdr", headers={"Content-Type": ["text/html"]}),
        "html_number": _record("num", html=12),
        "html_b64_invalid": _record("b64", html=None, html_b64="@@@not base64"),
        "binary_body": _record(
            "png", html=None, html_b64=base64.b64encode(b"\x89PNG\r\n\x1a\n" + bytes(2000)).decode()
        ),
        "empty_html": _record("empty", html=""),
        "escape_sequences": _record(
            "esc", html=_page("Harbour \x1b[31mworks\x1b[0m\x1b]0;owned\x07")
        ),
        "bidi_override": _record("bidi", html=_page("Harbour \u202eskrow\u202c today")),
        "c0_c1_controls": _record("ctl", html=_page("Harbour\x07 works\x85 \x9b31m")),
        "text_node_11mb": _record(
            "script", html=_page("Big script", extra=f"<script>{big}</script>")
        ),
        "attribute_11mb": _record(
            "attr", html=_page("Big attribute", extra=f"<div data-x='{big}'>")
        ),
        "nesting_10000": _record(
            "deep", html="<html><body>" + "<div>" * 10000 + "<p>x</p></body></html>"
        ),
        "inline_nesting_10000": _record("inline", html="<p>" + "<b>" * 10000 + "x</p>"),
        "utf8_damaged": _record(
            "utf8",
            html=None,
            html_b64=base64.b64encode(
                _page("Café déjà vu à São Paulo, Zürich")
                .encode()
                .replace("déjà".encode(), b"d\xff\xfej\xe0")
            ).decode(),
        ),
        "offset_minus_24": _record(
            "off", html=_page("Bad offset", published="2024-03-05T10:00:00-24:00")
        ),
        "jsonld_nested_100000": _record(
            "ldnest",
            html=_page("Nested LD").replace(
                "</head>", "<script type='application/ld+json'>" + "[" * 100000 + "</script></head>"
            ),
        ),
        "jsonld_broken": _record(
            "ldbroken",
            html=_page("Broken LD").replace(
                "</head>", "<script type='application/ld+json'>{'a': ,,}</script></head>"
            ),
        ),
        "paragraphs_20000": _record(
            "manyp",
            html="<html><body><article>" + "<p>word</p>" * 20000 + "</article></body></html>",
        ),
        "script_only": _record(
            "scriptonly", html="<html><body><script>var a = 1;</script></body></html>"
        ),
        "page_over_limit": _record(
            "huge", html=_page("Huge", extra="<p>" + "word " * (5 * 1024 * 1024) + "</p>")
        ),
    }
    out = {name: (json.dumps(rec) + "\n").encode() for name, rec in classes.items()}
    for name, rec in classes.items():
        IDS[name] = str(rec["id"])
    out["invalid_utf8_line"] = (
        b'{"id": "hostile-latin1", "url": "https://hostile.example/l", "html": "caf\xe9"}\n'
    )
    out["not_json"] = b"{this is not json\n"
    out["json_array"] = b"[1, 2, 3]\n"
    out["same_id_other_content"] = (
        json.dumps(_record("dup"))
        + "\n"
        + json.dumps(_record("dup", url="https://hostile.example/other"))
        + "\n"
    ).encode()
    return out


def _hostile_files(folder: Path) -> dict[str, Path]:
    folder.mkdir(parents=True, exist_ok=True)
    bomb = folder / "bomb.html.gz"
    with gzip.open(bomb, "wb", compresslevel=9) as handle:
        chunk = b"\0" * (1 << 20)
        for _ in range(1024):  # 1 GiB inflated, about 1 MB on disk
            handle.write(chunk)
    cut = folder / "cut.html.gz"
    cut.write_bytes(gzip.compress(_page("Cut gzip").encode())[:-20])
    return {"gzip_bomb_1gib": bomb, "truncated_gzip": cut}


def _max_rss_mib() -> float:
    return resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024


@contextmanager
def _stores(pg: str | None, tmp: Path, names: list[str]) -> Iterator[dict[str, str]]:
    if pg is None:
        yield {n: f"sqlite:///{tmp / (n + '.db')}" for n in names}
        return
    from sqlalchemy import create_engine, text

    admin = create_engine(pg, isolation_level="AUTOCOMMIT")
    made = {n: f"nf_{n}_{uuid.uuid4().hex[:8]}" for n in names}
    with admin.connect() as conn:
        for db in made.values():
            conn.execute(text(f'CREATE DATABASE "{db}"'))
    base = pg.rsplit("/", 1)[0]
    try:
        yield {n: f"{base}/{db}" for n, db in made.items()}
    finally:
        with admin.connect() as conn:
            for db in made.values():
                conn.execute(text(f'DROP DATABASE IF EXISTS "{db}" WITH (FORCE)'))
        admin.dispose()


def hostile(pages: int, pg: str | None) -> dict[str, Any]:
    """Every hostile class beside normal pages: the normal pages come out as without them."""
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        normal = sim_records(seed=41, articles=pages)
        clean_file = write_records(tmp / "normal.jsonl", normal)
        lines = hostile_lines()
        mixed = tmp / "mixed" / "pages.jsonl"
        mixed.parent.mkdir()
        with mixed.open("wb") as handle:
            step = max(1, len(normal) // (len(lines) + 1))
            extra = iter(lines.values())
            for i, record in enumerate(normal):
                handle.write((json.dumps(record, ensure_ascii=False) + "\n").encode())
                if i % step == step - 1:
                    handle.write(next(extra, b""))
            for rest in extra:
                handle.write(rest)
        files = _hostile_files(tmp / "mixed")
        with _stores(pg, tmp, ["clean", "mixed"]) as urls:
            assert run_cli("ingest", str(clean_file), "--db", urls["clean"]).returncode == 0
            before = _max_rss_mib()
            started = time.monotonic()
            run = run_cli("ingest", str(tmp / "mixed"), "--db", urls["mixed"], timeout=1800)
            took = time.monotonic() - started
            rss = max(before, _max_rss_mib())
            want, got = snapshot(urls["clean"]), snapshot(urls["mixed"])
            outcomes = _outcomes(urls["mixed"])
        normal_ids = {r["id"] for r in want.export}
        kept = {r["id"]: r for r in got.export if r["id"] in normal_ids}
        changed = sorted(
            i for i, r in kept.items() if r != next(x for x in want.export if x["id"] == i)
        )
        unsafe = [
            r["id"]
            for r in got.export
            if any(ch in (r["headline"] or "") for ch in "\x00\x1b\u202e\x07\x85\x9b")
        ]
    return {
        "what": "hostile",
        "backend": "postgresql" if pg else "sqlite",
        "hostile_classes": len(lines) + len(files),
        "normal_pages": len(normal_ids),
        "normal_pages_stored": len(kept),
        "normal_pages_changed": len(changed),
        "unsafe_text_in_export": len(unsafe),
        "store_problems": got.problems(),
        "traceback": "Traceback" in run.stderr,
        "exit_status": run.returncode,
        "peak_rss_mib": round(rss),
        "wall_s": round(took, 1),
        "data_lost": len(normal_ids) - len(kept) + len(changed),
        "outcomes": outcomes,
        "failed_by_kind": _failed_kinds(run.stdout),
    }


def _failed_kinds(summary: str) -> dict[str, int]:
    """The ``failed: KIND  N`` rows of an ingest summary table."""
    import re

    return {k: int(n) for k, n in re.findall(r"failed: (\w+)\s*\S\s*(\d+)", summary)}


def parallel(workers: int, pages: int, rounds: int, pg: str | None) -> dict[str, Any]:
    """``workers`` ingests at once on overlapping slices, against one process on all pages."""
    import subprocess

    out: dict[str, Any] = {"what": "parallel", "backend": "postgresql" if pg else "sqlite"}
    lost = mismatched = crashed = 0
    for round_ in range(rounds):
        with tempfile.TemporaryDirectory() as tmp_name:
            tmp = Path(tmp_name)
            records = sim_records(seed=50 + round_, articles=pages)
            everything = write_records(tmp / "all.jsonl", records)
            size = 2 * pages // workers
            parts = []
            for w in range(workers):
                start = w * pages // workers
                chunk = (records + records)[start : start + size]
                parts.append(write_records(tmp / f"part{w}.jsonl", chunk))
            with _stores(pg, tmp, ["one", "many"]) as urls:
                assert (
                    run_cli("ingest", str(everything), "--db", urls["one"], timeout=3600).returncode
                    == 0
                )
                procs = [
                    subprocess.Popen(
                        cli("ingest", str(p), "--db", urls["many"]),
                        env=cli_env(),
                        stdout=subprocess.DEVNULL,
                        stderr=subprocess.PIPE,
                        text=True,
                    )
                    for p in parts
                ]
                errors = [proc.communicate(timeout=3600)[1] for proc in procs]
                crashed += sum(
                    1
                    for p, e in zip(procs, errors, strict=True)
                    if p.returncode or "Traceback" in e
                )
                one, many = snapshot(urls["one"]), snapshot(urls["many"])
            lost += len(set(one.pages) - set(many.pages)) + len(
                set(one.articles) - set(many.articles)
            )
            mismatched += int(many.articles != one.articles) + int(many.stories != one.stories)
            mismatched += int(many.export != one.export)
            mismatched += len(many.problems())
    out.update(
        workers=workers,
        pages=pages,
        rounds=rounds,
        crashed_processes=crashed,
        mismatches=mismatched,
        data_lost=lost,
    )
    return out


def kills(n_kills: int, pages: int, pg: str | None, seed: int = 7) -> dict[str, Any]:
    """``n_kills`` SIGKILLs of ingest at seeded random points, then a run to the end."""
    env = {"NEWSFOLD_MAX_BATCH_BYTES": str(1024 * 1024)}
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        pages_file = write_records(tmp / "pages.jsonl", sim_records(seed=60, articles=pages))
        with _stores(pg, tmp, ["clean", "killed"]) as urls:
            started = time.monotonic()
            assert (
                run_cli(
                    "ingest", str(pages_file), "--db", urls["clean"], timeout=3600, **env
                ).returncode
                == 0
            )
            took = time.monotonic() - started
            rng = random.Random(seed)
            delays = [rng.uniform(0.2, took) for _ in range(n_kills)]
            landed = kill_at(
                cli("ingest", str(pages_file), "--db", urls["killed"]), delays, env=cli_env(**env)
            )
            assert (
                run_cli(
                    "ingest", str(pages_file), "--db", urls["killed"], timeout=3600, **env
                ).returncode
                == 0
            )
            want, got = snapshot(urls["clean"]), snapshot(urls["killed"])
        integrity = integrity_check(tmp / "killed.db") if pg is None else "n/a"
    lost = len(set(want.pages) - set(got.pages)) + len(set(want.articles) - set(got.articles))
    return {
        "what": "kills",
        "backend": "postgresql" if pg else "sqlite",
        "pages": pages,
        "kills_tried": n_kills,
        "kills_landed": len(landed),
        "stories_equal": got.stories == want.stories,
        "export_equal": got.export == want.export,
        "store_problems": got.problems(),
        "integrity_check": integrity,
        "data_lost": lost,
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("what", nargs="?", choices=["hostile", "parallel", "kills"])
    parser.add_argument("--pg", help="PostgreSQL server URL (default: SQLite files)")
    parser.add_argument("--pages", type=int, default=None)
    parser.add_argument("--workers", type=int, default=3)
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--kills", type=int, default=10)
    parser.add_argument("--smoke", action="store_true", help="a small run of each, for CI")
    args = parser.parse_args(argv)
    runs: list[Callable[[], dict[str, Any]]] = []
    if args.smoke:
        runs = [lambda: parallel(3, 60, 1, args.pg), lambda: kills(2, 120, args.pg)]
    elif args.what == "hostile":
        runs = [lambda: hostile(args.pages or 300, args.pg)]
    elif args.what == "parallel":
        runs = [lambda: parallel(args.workers, args.pages or 3000, args.rounds, args.pg)]
    elif args.what == "kills":
        runs = [lambda: kills(args.kills, args.pages or 1000, args.pg)]
    else:
        parser.error("say what to run, or --smoke")
    for run in runs:
        print(json.dumps(run()), flush=True)


if __name__ == "__main__":
    main()
