"""The web app: factory, shared context, security headers, request limits.

:func:`create_app` builds one FastAPI app over one store. Pages
(:mod:`newsfold.web.pages`) are server-rendered Jinja2 with autoescaping on,
so article text (untrusted HTML from the web) is always shown as text; the
only script is the app's own static file and the vendored chart library, and
the Content-Security-Policy allows nothing else (no inline script, no other
origin). The JSON API (:mod:`newsfold.web.api`) sits beside the pages and
FastAPI publishes its OpenAPI schema at ``/api/openapi.json``; the
interactive docs are off, since they load scripts from a CDN.

A background thread keeps the search index up to date
(:func:`newsfold.store.search.sync_search`) while the app runs.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import AsyncIterator, Awaitable, Callable, MutableMapping
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any
from urllib.parse import quote, urlsplit

from fastapi import FastAPI, Request
from fastapi.exceptions import HTTPException, RequestValidationError
from fastapi.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from fastapi.staticfiles import StaticFiles
from fastapi.templating import Jinja2Templates

from newsfold import __version__
from newsfold.config import Settings
from newsfold.editorial import Editorial
from newsfold.errors import StoreError
from newsfold.models import iso_utc
from newsfold.store import Store, open_store
from newsfold.store.browse import COUNT_CAP, StoryPage, StoryQuery, list_stories
from newsfold.store.search import ensure_search, sync_search
from newsfold.web.auth import Access

__all__ = ["MAX_BODY_BYTES", "WebContext", "create_app"]

log = logging.getLogger(__name__)

_HERE = Path(__file__).parent
#: Request bodies larger than this are refused (forms here are a few hundred bytes).
MAX_BODY_BYTES = 64 * 1024
#: Seconds between two passes of the search index sync.
SEARCH_SYNC_INTERVAL = 5.0
#: Seconds a story count is remembered per filter (see :meth:`WebContext.story_page`).
COUNT_TTL = 15.0
_MAX_COUNTS = 1024

CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
)
_SECURITY_HEADERS = [
    (b"content-security-policy", CSP.encode()),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"same-origin"),
    (b"x-frame-options", b"DENY"),
    (b"cross-origin-opener-policy", b"same-origin"),
]

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]


class Guard:
    """ASGI middleware: security headers on every response, and a cap on request bodies
    (by ``Content-Length`` up front, and by counting for chunked bodies)."""

    def __init__(self, app: ASGIApp, max_body: int = MAX_BODY_BYTES) -> None:
        self.app = app
        self.max_body = max_body

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = dict(scope.get("headers") or [])
        length = headers.get(b"content-length")
        if length is not None and (not length.isdigit() or int(length) > self.max_body):
            await self._too_large(send)
            return
        seen = 0

        async def counted() -> Message:
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.max_body:
                    raise HTTPException(status_code=413, detail="request body too large")
            return message

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = list(message.get("headers", [])) + _SECURITY_HEADERS
            await send(message)

        await self.app(scope, counted, with_headers)

    @staticmethod
    async def _too_large(send: Send) -> None:
        await send(
            {
                "type": "http.response.start",
                "status": 413,
                "headers": [(b"content-type", b"text/plain; charset=utf-8"), *_SECURITY_HEADERS],
            }
        )
        await send({"type": "http.response.body", "body": b"request body too large"})


def web_url(value: str | None) -> str | None:
    """An article URL fit for ``href``: http(s) only (a ``javascript:`` URL is shown as text)."""
    if not value:
        return None
    try:
        scheme = urlsplit(value).scheme.lower()
    except ValueError:
        return None
    return value if scheme in ("http", "https") else None


def _when(value: datetime | None) -> str:
    if value is None:
        return "undated"
    return value.strftime("%Y-%m-%d %H:%M UTC")


def _duration(seconds: float | None) -> str:
    if seconds is None:
        return "–"
    hours = seconds / 3600
    return f"{hours:.1f} h" if hours < 48 else f"{hours / 24:.1f} d"


@dataclass
class WebContext:
    """What every request handler needs: the store, settings, templates, access control."""

    store: Store
    settings: Settings
    templates: Jinja2Templates
    access: Access
    editorial: Editorial
    choices: dict[str, list[str]] = field(default_factory=dict)
    choices_at: float = 0.0
    counts: dict[tuple[Any, ...], tuple[float, int]] = field(default_factory=dict)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def story_page(self, query: StoryQuery) -> StoryPage:
        """A page of the story list. The number of matching stories is remembered for
        :data:`COUNT_TTL` seconds per filter (paging through results, or sorting them
        otherwise, does not count them again); the page itself is always read fresh."""
        key = (
            query.q,
            query.since,
            query.until,
            query.language,
            query.publisher,
            query.min_size,
            query.max_size,
            query.min_quality,
        )
        now = time.monotonic()
        with self.lock:
            known = self.counts.get(key)
        total = known[1] if known is not None and now - known[0] < COUNT_TTL else None
        with self.store.engine.connect() as conn:
            page = list_stories(conn, query, total)
        if total is None:
            with self.lock:
                if len(self.counts) >= _MAX_COUNTS:
                    self.counts.clear()
                # the count as counted: a capped one stays "more than the cap"
                self.counts[key] = (now, page.total if page.total_exact else COUNT_CAP + 1)
        return page

    def render(
        self, request: Request, name: str, context: dict[str, Any], status: int = 200
    ) -> HTMLResponse:
        """A page, with the user, a CSRF token for its forms and the common values."""
        user = self.access.user(request)
        values = {
            "request": request,
            "user": user,
            "csrf": self.access.csrf_token(request),
            "read_open": self.settings.web_read == "open",
            "version": __version__,
            **context,
        }
        response = self.templates.TemplateResponse(request, name, values, status_code=status)
        response.headers["cache-control"] = "no-store"
        self.access.finish(request, response)
        return response


def _templates() -> Jinja2Templates:
    templates = Jinja2Templates(directory=str(_HERE / "templates"))
    env = templates.env
    env.autoescape = True  # every template, whatever its name: article text is untrusted
    env.filters["when"] = _when
    env.filters["iso"] = iso_utc
    env.filters["duration"] = _duration
    env.filters["web_url"] = web_url
    env.filters["seg"] = lambda v: quote(str(v), safe="")  # one URL path segment
    env.filters["pct"] = lambda v: "–" if v is None else f"{100 * float(v):.0f}%"
    return templates


def _search_loop(store: Store, stop: threading.Event) -> None:
    while not stop.is_set():
        try:
            sync_search(store.engine, stop=stop.is_set)
        except StoreError as exc:  # pragma: no cover - logged, retried on the next pass
            log.warning("search index sync failed: %s", exc)
        except Exception:  # a background thread must not die silently
            log.exception("search index sync failed")
        stop.wait(SEARCH_SYNC_INTERVAL)


def create_app(
    settings: Settings, store: Store | None = None, *, search_sync: bool = True
) -> FastAPI:
    """The newsroom app over ``store`` (opened from ``settings.db`` when not given)."""
    own_store = store is None
    the_store = store if store is not None else open_store(settings.db, create=False)
    with the_store.engine.begin() as conn:
        ensure_search(conn)  # so that reads never need to create it
    stop = threading.Event()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        worker = None
        if search_sync:
            worker = threading.Thread(
                target=_search_loop, args=(the_store, stop), name="search-sync", daemon=True
            )
            worker.start()
        try:
            yield
        finally:
            stop.set()
            if worker is not None:
                worker.join(timeout=30)
            if own_store:
                the_store.close()

    app = FastAPI(
        title="newsfold",
        version=__version__,
        description="Stories, spread timelines and the review queue of a newsfold store.",
        lifespan=lifespan,
        docs_url=None,
        redoc_url=None,
        openapi_url="/api/openapi.json",
    )
    context = WebContext(
        store=the_store,
        settings=settings,
        templates=_templates(),
        access=Access(the_store, settings),
        editorial=Editorial(the_store, settings),
    )
    app.state.web = context
    app.mount("/static", StaticFiles(directory=str(_HERE / "static")), name="static")

    from newsfold.web.api import router as api_router
    from newsfold.web.pages import router as page_router

    app.include_router(api_router)
    app.include_router(page_router)
    _error_pages(app, context)
    app.add_middleware(Guard)
    return app


def _wants_html(request: Request) -> bool:
    return not request.url.path.startswith("/api/")


def _error_pages(app: FastAPI, context: WebContext) -> None:
    @app.exception_handler(HTTPException)
    async def http_error(request: Request, exc: HTTPException) -> Response:
        if not _wants_html(request):
            return JSONResponse({"detail": exc.detail}, status_code=exc.status_code)
        if exc.status_code == 401 and request.method == "GET":
            target = request.url.path + (f"?{request.url.query}" if request.url.query else "")
            return RedirectResponse(f"/login?next={_quote(target)}", status_code=303)
        return context.render(
            request,
            "error.html",
            {"status": exc.status_code, "message": exc.detail},
            exc.status_code,
        )

    @app.exception_handler(RequestValidationError)
    async def bad_input(request: Request, exc: RequestValidationError) -> Response:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in e.get('loc', ())[1:])}: {e.get('msg')}"
            for e in exc.errors()
        )
        if not _wants_html(request):
            return JSONResponse({"detail": problems}, status_code=422)
        return context.render(request, "error.html", {"status": 422, "message": problems}, 422)


def _quote(value: str) -> str:
    return quote(value, safe="")
