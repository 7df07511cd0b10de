"""End to end in a real browser: Debian's chromium driven by Playwright, against the real app.

The app runs under uvicorn on a free loopback port in a thread of the test
process; chromium starts headless with a fresh profile (never a downloaded
browser: ``executable_path`` is the system's). Screenshots of the main pages
are taken every run; with ``NEWSFOLD_SCREENSHOTS=1`` they go to
``docs/screenshots/`` for the README (otherwise to a temporary folder, so a
test run leaves the working tree as it was).

Without chromium (or Playwright) the tests are skipped with the reason shown;
under ``CI=true`` that is a failure, since CI must run them, unless ``.ci/run``
found that chromium cannot be installed on the machine at all and said why in
``NEWSFOLD_BROWSER_UNAVAILABLE``.
"""

from __future__ import annotations

import os
import shutil
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from newsfold.config import Settings
from newsfold.store import open_store
from newsfold.web import create_app

from .helpers import HOSTILE_HEADLINE, PASSWORD

pytestmark = pytest.mark.browser

CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
DOCS_SCREENSHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


@pytest.fixture(scope="module")
def shots(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where screenshots go (see the module docstring)."""
    if os.environ.get("NEWSFOLD_SCREENSHOTS") == "1":
        DOCS_SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        return DOCS_SCREENSHOTS
    return tmp_path_factory.mktemp("screenshots")


def _chromium() -> str:
    """Path of the system chromium, or skip (fail under CI) with the reason."""
    unavailable = os.environ.get("NEWSFOLD_BROWSER_UNAVAILABLE")
    if unavailable:
        pytest.skip(f"browser tests skipped: {unavailable}")
    found = shutil.which("chromium") or shutil.which("chromium-browser")
    reason = None
    if found is None:
        reason = "Debian's chromium is not installed (apt-get install chromium)"
    else:
        try:
            import playwright.sync_api  # noqa: F401
        except ModuleNotFoundError:
            reason = "the playwright package is not installed (pip install -e '.[dev]')"
    if reason:
        if os.environ.get("CI") == "true":
            pytest.fail(f"{reason}: CI must run the browser tests")
        pytest.skip(reason)
    assert found is not None
    return found


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture
def server(sim_url: str) -> Iterator[str]:
    """The app over a private copy of the test store, served by uvicorn on loopback."""
    import uvicorn

    store = open_store(sim_url)
    app = create_app(Settings(db=sim_url), store)
    port = _free_port()
    config = uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", lifespan="on")
    uv = uvicorn.Server(config)
    thread = threading.Thread(target=uv.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not uv.started:
        if time.monotonic() > deadline or not thread.is_alive():
            pytest.fail("the web app did not start")
        time.sleep(0.05)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        uv.should_exit = True
        thread.join(timeout=20)
        store.close()


@pytest.fixture
def page(tmp_path: Path) -> Iterator[Any]:
    """A chromium page with a fresh profile; any JavaScript dialog fails the test."""
    executable = _chromium()
    from playwright.sync_api import sync_playwright

    dialogs: list[str] = []
    with sync_playwright() as pw:
        context = pw.chromium.launch_persistent_context(
            str(tmp_path / "profile"),
            executable_path=executable,
            headless=True,
            args=CHROMIUM_FLAGS,
            viewport={"width": 1280, "height": 900},
        )
        try:
            tab = context.new_page()
            tab.set_default_timeout(15_000)
            tab.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
            yield tab
        finally:
            context.close()
    assert dialogs == [], f"a script ran and opened a dialog: {dialogs}"


def _shot(tab: Any, folder: Path, name: str) -> None:
    path = folder / f"{name}.png"
    tab.screenshot(path=str(path), full_page=False)
    assert path.stat().st_size > 10_000  # a page was drawn, not a blank


def _log_in(tab: Any, base: str) -> None:
    tab.goto(f"{base}/login")
    tab.fill("input[name=name]", "editor")
    tab.fill("input[name=password]", PASSWORD)
    tab.click("form.login button[type=submit]")
    tab.wait_for_selector('[data-user="editor"]')


def _members(tab: Any) -> list[str]:
    return list(
        tab.eval_on_selector_all("#members tbody tr", "rows => rows.map(r => r.dataset.article)")
    )


def test_editor_searches_reads_decides_and_undoes(server: str, page: Any, shots: Path) -> None:
    tab = page
    _log_in(tab, server)

    # search
    tab.goto(server)
    _shot(tab, shots, "stories")
    total = int(tab.text_content("#story-count").split()[0])
    tab.fill("input[name=q]", "minister")
    tab.press("input[name=q]", "Enter")
    tab.wait_for_url("**/?q=minister*")
    found = int(tab.text_content("#story-count").split()[0])
    assert 0 < found < total

    # open a story: its timeline chart is drawn, one point per outlet
    tab.goto(f"{server}/?sort=outlets")
    tab.click("a.story-link >> nth=0")
    tab.wait_for_selector("canvas#timeline[data-drawn]")
    points = int(tab.get_attribute("canvas#timeline", "data-drawn"))
    outlets = len(
        set(
            tab.eval_on_selector_all(
                "#members tbody tr td:first-child", "cells => cells.map(c => c.textContent)"
            )
        )
    )
    assert points == outlets >= 2
    drawn = tab.evaluate(
        "() => { const c = document.getElementById('timeline');"
        " const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;"
        " let n = 0; for (let i = 3; i < d.length; i += 4) if (d[i]) n++; return n; }"
    )
    assert drawn > 1000  # pixels painted on the canvas
    _shot(tab, shots, "story")

    # work a review item: split the article out, see the story change, undo
    tab.goto(f"{server}/review")
    _shot(tab, shots, "review-queue")
    tab.click("a.review-link >> nth=0")
    tab.wait_for_selector("button.decision")
    _shot(tab, shots, "review-item")
    story_link = tab.get_attribute("dl.figures a", "href")
    tab.goto(f"{server}{story_link}")
    before = _members(tab)
    tab.go_back()
    tab.click("button.decision[data-decision=different]")
    tab.wait_for_selector("#decided-banner")
    after_split = _members(tab)
    assert len(after_split) == 1
    (moved,) = after_split
    assert moved in before
    tab.goto(f"{server}{story_link}")
    assert sorted(_members(tab)) == sorted(m for m in before if m != moved)
    tab.go_back()
    tab.click("#undo-button")
    tab.wait_for_url(f"**{story_link}*")
    assert sorted(_members(tab)) == sorted(before)

    tab.goto(f"{server}/calibrate")
    tab.wait_for_selector("#fold-low")
    _shot(tab, shots, "calibrate")


def test_article_markup_renders_as_text(server: str, page: Any, shots: Path) -> None:
    tab = page
    tab.goto(f"{server}/?q=council+library")
    tab.click("a.story-link >> nth=0")
    headline = tab.text_content("#story-headline")
    assert headline is not None
    assert headline.strip() == HOSTILE_HEADLINE
    body = tab.text_content("#story-body") or ""
    assert "<script>window.__pwned = 3</script>" in body
    assert 'onerror="window.__pwned = 2"' in body
    assert tab.evaluate("() => window.__pwned === undefined")
    assert (
        tab.eval_on_selector_all(
            "#story-body img, #story-body script, #story-headline b", "n => n.length"
        )
        == 0
    )
    links = tab.eval_on_selector_all("#members a", "a => a.map(x => x.getAttribute('href'))")
    assert not [h for h in links if h.lower().startswith("javascript:")]
    tab.click("text=compare")
    tab.wait_for_selector(".compare")
    assert tab.evaluate("() => window.__pwned === undefined")
    _shot(tab, shots, "compare")
