"""A publisher's template change on a given day: what publisher health must notice.

From ``day`` on (by fetch time, UTC), the outlet serves its articles from a
new "app shell" CMS, as sites do when they move to a JavaScript front end:
the visible HTML has only the headline in a plain ``<div>`` and a teaser (the
first sentence of the lead); the full text, the dates and the byline move
into a state the script assigns (``window.__STATE__ = {…}``: not JSON-LD, and
not a ``<script type="application/json">``, whose prose the body extraction
reads from a thin shell since session 17, so no extractor reads it); the
``<title>`` is the outlet's name. Extraction then finds short or no bodies,
no dates and few headlines: the figures ``newsfold health`` watches fall
sharply against the publisher's own baseline, which is the alert the
simulated web exists to show. The ground truth is unchanged (the page still
*is* the article), with ``template: "changed"`` added.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from datetime import UTC, date, datetime
from email.utils import format_datetime
from html import escape

from newsfold.errors import InputError
from newsfold.sim.render import RenderedPage
from newsfold.sim.stories import SimArticle

__all__ = ["TemplateChange", "parse_template_change", "render_changed"]


@dataclass(frozen=True, slots=True)
class TemplateChange:
    """Outlet ``outlet`` (its key, e.g. ``harbor``) changes template on ``day`` (UTC)."""

    outlet: str
    day: date

    def applies(self, art: SimArticle) -> bool:
        """Whether this page is served with the new template."""
        return art.outlet.key == self.outlet and art.fetched.astimezone(UTC).date() >= self.day

    def describe(self) -> str:
        """``outlet@YYYY-MM-DD``, as the command line writes it."""
        return f"{self.outlet}@{self.day.isoformat()}"


def parse_template_change(text: str) -> TemplateChange:
    """Read ``OUTLET@YYYY-MM-DD`` (an outlet key of :data:`newsfold.sim.outlets.OUTLETS`)."""
    from newsfold.sim.outlets import OUTLETS

    outlet, _, day = text.partition("@")
    keys = [o.key for o in OUTLETS]
    if outlet not in keys:
        raise InputError(f"unknown outlet {outlet!r} in {text!r}; known: {', '.join(keys)}")
    try:
        when = date.fromisoformat(day)
    except ValueError as exc:
        raise InputError(f"cannot read the day in {text!r}; write OUTLET@YYYY-MM-DD") from exc
    return TemplateChange(outlet, when)


_FIRST_SENTENCE = re.compile(r"^.+?[.!?。！？]")


def render_changed(art: SimArticle) -> RenderedPage:
    """The page as the new CMS serves it (UTF-8 whatever the outlet used before)."""
    outlet = art.outlet
    lead = art.paragraphs[0] if art.paragraphs else ""
    match = _FIRST_SENTENCE.match(lead)
    teaser = match.group() if match else lead[:80]
    state = {
        "article": {
            "title": art.headline,
            "paragraphs": list(art.paragraphs),
            "byline": list(art.authors),
            "ts": int(art.published.timestamp()),
        }
    }
    blob = json.dumps(state, ensure_ascii=False).replace("</", "<\\/")
    html = (
        '<!DOCTYPE html>\n<html>\n<head>\n<meta charset="utf-8">\n'
        f"<title>{escape(outlet.name)}</title>\n</head>\n<body>\n"
        f'<div id="root"><div class="shell"><div class="x1">{escape(art.headline)}</div>\n'
        f'<div class="x2">{escape(teaser)}</div>\n'
        '<div class="x3">Loading…</div></div></div>\n'
        f"<script>window.__STATE__ = {blob};</script>\n"
        '<script src="/static/app.js"></script>\n</body>\n</html>\n'
    )
    headers = {
        "Content-Type": "text/html; charset=utf-8",
        "Date": format_datetime(art.fetched, usegmt=True),
    }
    return RenderedPage(html.encode("utf-8"), headers, "utf-8")


def first_changed_day(change: TemplateChange) -> datetime:
    """Midnight UTC of the change's day."""
    return datetime(change.day.year, change.day.month, change.day.day, tzinfo=UTC)
