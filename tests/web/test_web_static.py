"""The vendored chart library is the file its notes name, with its licence, served locally."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

import newsfold.web

VENDOR = Path(newsfold.web.__file__).parent / "static" / "vendor" / "chartjs"


def test_vendored_chartjs_matches_its_notes() -> None:
    notes = (VENDOR / "VENDOR.md").read_text(encoding="utf-8")
    digest = re.search(r"sha256 \| `([0-9a-f]{64})`", notes)
    version = re.search(r"version \| (\S+)", notes)
    assert digest
    assert version
    data = (VENDOR / "chart.umd.min.js").read_bytes()
    assert hashlib.sha256(data).hexdigest() == digest.group(1)
    assert f"Chart.js v{version.group(1)}" in data[:200].decode()
    assert "MIT License" in (VENDOR / "LICENSE.md").read_text(encoding="utf-8")


def test_templates_load_no_outside_script() -> None:
    templates = Path(newsfold.web.__file__).parent / "templates"
    for page in templates.glob("*.html"):
        text = page.read_text(encoding="utf-8")
        assert not re.search(r"<script[^>]+src=\"(https?:)?//", text), page.name
        # only data blocks inline: the CSP forbids inline script
        for tag in re.findall(r"<script(?![^>]*\bsrc=)[^>]*>", text):
            assert 'type="application/json"' in tag, (page.name, tag)
