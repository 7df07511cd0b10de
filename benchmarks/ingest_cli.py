"""``newsfold ingest`` as a user runs it: a child process, timed whole (``--cli``) or
split at its steps (``--cli-split``), for :mod:`ingest` (``benchmarks/ingest.py``).

The whole command's CPU seconds are the child's user + system time (``os.wait4``):
Python's start-up, the imports, the store's creation, jieba's load, the pages, the
store's closing and the interpreter's exit, all of which the in-process figure of
``ingest.py`` leaves out or reads warm.

``--cli-split`` runs the same command through a small launcher (:data:`_SPLIT_CHILD`)
that reads the process's CPU clock (``os.times``, user + system) at the seams of the
command, and the cycle collector's time by ``gc.callbacks``: Python's start-up to the
launcher's first line; the imports of the CLI package and of what the ``ingest``
command imports (the pipeline, the store); the command's set-up (settings, the new
store's schema); ``pipeline.ingest`` itself, and of it jieba's load (the first Chinese
page's scores) and the collector; the summary and the store's closing; and what the
interpreter spends after the last line (``os.wait4`` less the last reading: freeing
the modules and what they hold).
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
import sys
from pathlib import Path
from typing import Any

#: The launcher: ``newsfold ingest ...`` with readings of the CPU clock at its seams,
#: written as JSON to the file ``NEWSFOLD_SPLIT_OUT`` names.
_SPLIT_CHILD = r"""
import atexit, gc, json, os, sys, time


def now():
    t = os.times()
    return t.user + t.system


marks = [("start", now())]
import newsfold.cli as cli
import newsfold.pipeline as pipeline
import newsfold.text as text

marks.append(("imports", now()))
spent = {"jieba": 0.0, "gc": 0.0}
inside = []


def timed(key, func):
    def wrapper(*args, **kwargs):
        if inside:
            return func(*args, **kwargs)
        inside.append(key)
        begin = time.process_time()
        try:
            return func(*args, **kwargs)
        finally:
            spent[key] += time.process_time() - begin
            inside.pop()
    return wrapper


text.jieba_ready = timed("jieba", text.jieba_ready)
text.jieba_posseg = timed("jieba", text.jieba_posseg)
collecting = []


def on_gc(phase, info):
    if phase == "start":
        collecting.append(time.process_time())
    elif collecting:
        spent["gc"] += time.process_time() - collecting.pop()


gc.callbacks.append(on_gc)
ingest = pipeline.ingest


def marked_ingest(*args, **kwargs):
    marks.append(("set-up", now()))
    result = ingest(*args, **kwargs)
    marks.append(("ingest", now()))
    return result


pipeline.ingest = marked_ingest


def report():
    marks.append(("summary, close", now()))
    with open(os.environ["NEWSFOLD_SPLIT_OUT"], "w") as out:
        json.dump({"marks": marks, "spent": spent}, out)


atexit.register(report)
sys.argv = ["newsfold", *sys.argv[1:]]
cli.main()
"""


def cli_env(work: Path, *, as_is: bool = False) -> dict[str, str]:
    """The child's environment: this one, but with Python's bytecode cached (in
    ``work/pycache``) even where ``PYTHONDONTWRITEBYTECODE`` is set, as it is for an
    installed package (pip compiles it); without that, each run compiled newsfold's
    pure-Python modules from source again, about 0.1 s of CPU no user pays. ``as_is``:
    this environment unchanged (how ``--cli`` ran before session 13)."""
    env = dict(os.environ)
    if not as_is:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(work / "pycache")
    return env


def run_cli(
    folder: Path, workdir: Path, env: dict[str, str] | None = None, *, split: Path | None = None
) -> float:
    """``newsfold ingest folder`` in a child process into a fresh store: its CPU seconds
    (user + system of the whole process, imports and start-up included). With ``split``,
    through :data:`_SPLIT_CHILD`, which writes its readings there."""
    db = workdir / "cli.db"
    for leftover in workdir.glob("cli.db*"):
        leftover.unlink()
    args = ["ingest", str(folder), "--db", f"sqlite:///{db}"]
    if split is None:
        command = [str(Path(sys.executable).with_name("newsfold")), *args]
    else:
        command = [sys.executable, "-c", _SPLIT_CHILD, *args]
        env = dict(os.environ if env is None else env, NEWSFOLD_SPLIT_OUT=str(split))
    with open(os.devnull, "wb") as quiet:
        # The child's own usage, not the children's total of this process so far.
        pid = os.posix_spawn(
            command[0],
            command,
            os.environ if env is None else env,
            file_actions=[
                (os.POSIX_SPAWN_DUP2, quiet.fileno(), 1),
                (os.POSIX_SPAWN_DUP2, quiet.fileno(), 2),
            ],
        )
        _, status, usage = os.wait4(pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"newsfold {' '.join(args)} failed ({os.waitstatus_to_exitcode(status)})")
    return float(usage.ru_utime + usage.ru_stime)


class CliRuns:
    """The command's whole-process runs over every page, taken one at a time between
    the in-process runs (each beside the trafilatura run it is paired with: on a shared
    machine a section of command runs after all the in-process ones met another load),
    and its fixed cost, the command on one page of each language, once they are done."""

    def __init__(self, files: list[Path], work: Path, *, env_as_is: bool = False) -> None:
        self.pages = len(files)
        self.work = work
        self.env = cli_env(work, as_is=env_as_is)
        self.rates: list[float] = []
        self.folders: dict[str, Path] = {}
        for label, subset in (("en", "extraction-en"), ("zh", "extraction-zh")):
            one = [f for f in files if f.parent.name == subset][:1]
            if not one:
                continue
            folder = work / f"one-{label}"
            folder.mkdir(exist_ok=True)
            shutil.copyfile(one[0], folder / one[0].name)
            self.folders[label] = folder
            run_cli(folder, work, self.env)  # untimed: the bytecode cache

    def run_whole(self) -> float:
        """One run over every page; its pages per CPU-second."""
        self.rates.append(self.pages / run_cli(self.work / "pages", self.work, self.env))
        return self.rates[-1]

    def result(self, runs: int) -> dict[str, Any]:
        """The rates so far, and the fixed cost (median of ``runs`` one-page runs)."""
        fixed = {
            label: statistics.median(
                run_cli(folder, self.work, self.env) for _ in range(max(1, runs))
            )
            for label, folder in self.folders.items()
        }
        return {"cli_pages_per_cpu_second": self.rates, "cli_one_page_cpu_seconds": fixed}


def split_run(folder: Path, work: Path, env: dict[str, str]) -> dict[str, float]:
    """One split run (see the module doc): CPU seconds of each step of the command."""
    out = work / "split.json"
    whole = run_cli(folder, work, env, split=out)
    readings = json.loads(out.read_text(encoding="utf-8"))
    steps: dict[str, float] = {}
    before = 0.0
    for label, at in readings["marks"]:
        steps["Python's start-up" if label == "start" else label] = at - before
        before = at
    steps["interpreter exit"] = whole - before
    steps["of ingest: jieba's load"] = readings["spent"]["jieba"]
    steps["of all: cycle collector"] = readings["spent"]["gc"]
    steps["whole command"] = whole
    return steps


def run_split_section(
    files: list[Path], work: Path, runs: int, *, env_as_is: bool = False
) -> dict[str, Any]:
    """The command over every page, split at its steps, ``runs`` times (after one
    untimed run that writes the bytecode cache); each step's median."""
    env = cli_env(work, as_is=env_as_is)
    split_run(work / "pages", work, env)  # untimed: the bytecode cache
    done = [split_run(work / "pages", work, env) for _ in range(max(1, runs))]
    medians = {step: statistics.median(run[step] for run in done) for step in done[0]}
    return {"cli_split_runs": done, "cli_split_median": medians, "pages": len(files)}


def print_split(split: dict[str, Any]) -> None:
    """The split's table: each step's median CPU seconds and each run's."""
    print("\n| `newsfold ingest FOLDER`, its steps | CPU-s (median) | runs |")
    print("|---|---|---|")
    for step, median in split["cli_split_median"].items():
        runs = " / ".join(f"{run[step]:.2f}" for run in split["cli_split_runs"])
        print(f"| {step} | {median:.2f} | {runs} |")
    rates = [split["pages"] / run["whole command"] for run in split["cli_split_runs"]]
    print(
        f"| pages per CPU-second, whole command | {statistics.median(rates):.1f} | "
        + " / ".join(f"{r:.1f}" for r in rates)
        + " |"
    )
