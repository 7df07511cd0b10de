"""The pages: stories, one story, compare, review queue, calibration, login.

Every handler is a plain function (FastAPI runs it in its thread pool, beside
the blocking database calls). Reading follows ``web_read``; every POST needs
a logged-in editor (login itself excepted) and the form's CSRF token.
"""

from __future__ import annotations

import time
from datetime import date
from typing import Annotated, Any
from urllib.parse import quote

from fastapi import APIRouter, Depends, Form, HTTPException, Query, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response
from sqlalchemy import select

from newsfold.calibration import AUTO_PRECISION, MISSED_FOLD_COST, WRONG_FOLD_COST
from newsfold.errors import StoreError
from newsfold.store import schema as t
from newsfold.store.browse import SORTS, StoryQuery, filter_choices, story_detail
from newsfold.store.decisions import DECISIONS, DecisionError, decisions_for
from newsfold.store.reviews import list_reviews
from newsfold.store.search import MAX_QUERY_CHARS, search_status
from newsfold.store.thresholds import threshold_history
from newsfold.store.users import authenticate, end_session, start_session
from newsfold.web.app import WebContext
from newsfold.web.auth import SESSION_COOKIE, LoginLimitedError, safe_next
from newsfold.web.compare import compare_texts
from newsfold.web.health import health_days

__all__ = ["router"]

router = APIRouter(include_in_schema=False)  # pages; the API documents itself

#: Seconds the publisher and language menus are cached.
_CHOICES_TTL = 60.0


def ctx(request: Request) -> WebContext:
    """The app's :class:`WebContext`."""
    web: WebContext = request.app.state.web
    return web


Ctx = Annotated[WebContext, Depends(ctx)]


def reader(request: Request, web: Ctx) -> None:
    """Dependency: reading may need a login."""
    web.access.require_reader(request)


Read = Depends(reader)


def _editor(request: Request, web: WebContext, token: str | None) -> str:
    user = web.access.require_editor(request)
    web.access.check_csrf(request, token)
    return user.name


def _optional_date(value: str | None, name: str) -> date | None:
    if not value:
        return None
    try:
        return date.fromisoformat(value)
    except ValueError:
        raise HTTPException(status_code=400, detail=f"{name}: use a date like 2024-04-09") from None


def _optional_number(value: str | None, name: str, kind: type[int] | type[float]) -> Any:
    if value is None or value.strip() == "":
        return None
    try:
        number = kind(value)
    except ValueError:
        raise HTTPException(status_code=400, detail=f"{name}: not a number: {value!r}") from None
    if number < 0:
        raise HTTPException(status_code=400, detail=f"{name}: must not be negative")
    return number


def story_query(
    q: Annotated[str, Query(max_length=MAX_QUERY_CHARS)] = "",
    since: Annotated[str | None, Query(max_length=10)] = None,
    until: Annotated[str | None, Query(max_length=10)] = None,
    language: Annotated[str | None, Query(max_length=16)] = None,
    publisher: Annotated[str | None, Query(max_length=200)] = None,
    min_size: Annotated[str | None, Query(max_length=9)] = None,
    max_size: Annotated[str | None, Query(max_length=9)] = None,
    min_quality: Annotated[str | None, Query(max_length=9)] = None,
    sort: Annotated[str, Query(max_length=16)] = "newest",
    page: Annotated[int, Query(ge=1, le=10_000)] = 1,
    per_page: Annotated[int, Query(ge=1, le=100)] = 25,
) -> StoryQuery:
    """The list's query string, checked (bad values answer 400 with what to fix)."""
    if sort not in SORTS:
        raise HTTPException(status_code=400, detail=f"sort: use one of {', '.join(SORTS)}")
    return StoryQuery(
        q=q.strip(),
        since=_optional_date(since, "since"),
        until=_optional_date(until, "until"),
        language=language or None,
        publisher=publisher or None,
        min_size=_optional_number(min_size, "min_size", int),
        max_size=_optional_number(max_size, "max_size", int),
        min_quality=_optional_number(min_quality, "min_quality", float),
        sort=sort,
        page=page,
        per_page=per_page,
    )


Listing = Annotated[StoryQuery, Depends(story_query)]


def _choices(web: WebContext) -> dict[str, list[str]]:
    now = time.monotonic()
    if not web.choices or now - web.choices_at > _CHOICES_TTL:
        with web.store.engine.connect() as conn:
            web.choices = filter_choices(conn)
        web.choices_at = now
    return web.choices


@router.get("/", response_class=HTMLResponse, dependencies=[Read])
def stories_page(request: Request, web: Ctx, query: Listing) -> Response:
    """The story list: search, filters, sort, pages."""
    page = web.story_page(query)
    with web.store.engine.connect() as conn:
        indexed = query.q or query.language or query.publisher or query.min_quality is not None
        status = search_status(conn) if indexed else None
    params = {k: v for k, v in request.query_params.items() if k != "page"}
    return web.render(
        request,
        "stories.html",
        {
            "page": page,
            "query": query,
            "choices": _choices(web),
            "sorts": SORTS,
            "params": params,
            "search_status": status,
        },
    )


@router.get("/stories/{story_id:path}", response_class=HTMLResponse, dependencies=[Read])
def story_page(request: Request, web: Ctx, story_id: str) -> Response:
    """One story: representative, members, spread timeline, follow-ups, related."""
    if len(story_id) > 200:
        raise HTTPException(status_code=404, detail="no such story")
    with web.store.engine.connect() as conn:
        story = story_detail(conn, story_id)
    if story is None:
        raise HTTPException(status_code=404, detail="no such story")
    if story.merged_into and not story.members:
        return RedirectResponse(
            f"/stories/{quote(story.merged_into, safe='')}?from={quote(story_id, safe='')}",
            status_code=303,
        )
    decided = request.query_params.get("decided")
    return web.render(
        request,
        "story.html",
        {
            "story": story,
            "decided": int(decided) if decided and decided.isdigit() else None,
            "came_from": request.query_params.get("from"),
        },
    )


def _article(web: WebContext, article_id: str) -> Any:
    with web.store.engine.connect() as conn:
        row = conn.execute(select(t.articles).where(t.articles.c.id == article_id)).first()
    if row is None:
        raise HTTPException(status_code=404, detail=f"no article {article_id!r}")
    return row


@router.get("/compare", response_class=HTMLResponse, dependencies=[Read])
def compare_page(
    request: Request,
    web: Ctx,
    a: Annotated[str, Query(max_length=200)],
    b: Annotated[str, Query(max_length=200)],
) -> Response:
    """Two articles side by side, shared passages highlighted."""
    left, right = _article(web, a), _article(web, b)
    comparison = compare_texts(list(left.paragraphs), list(right.paragraphs))
    return web.render(
        request,
        "compare.html",
        {"left": left, "right": right, "comparison": comparison, "item": None},
    )


@router.get("/review", response_class=HTMLResponse, dependencies=[Read])
def review_queue(
    request: Request,
    web: Ctx,
    status: Annotated[str, Query(pattern="^(open|accepted|rejected|all)$")] = "open",
    kind: Annotated[str | None, Query(pattern="^(fold|related)$")] = None,
) -> Response:
    """The review queue, oldest first."""
    with web.store.engine.connect() as conn:
        items = list_reviews(conn, kind=kind, status=None if status == "all" else status, limit=200)
        recent = decisions_for(conn)[:20]
    return web.render(
        request,
        "review_list.html",
        {"items": items, "status": status, "kind": kind, "recent": recent},
    )


@router.get("/review/{review_id}", response_class=HTMLResponse, dependencies=[Read])
def review_item(request: Request, web: Ctx, review_id: int) -> Response:
    """One item: the compare view, the similarity figures, the decision buttons."""
    with web.store.engine.connect() as conn:
        rows = list_reviews(conn, status=None, review_id=review_id)
        history = decisions_for(conn, review_id=review_id)
    if not rows:
        raise HTTPException(status_code=404, detail="no such review item")
    item = rows[0]
    left, right = _article(web, item.article["id"]), _article(web, item.other["id"])
    comparison = compare_texts(list(left.paragraphs), list(right.paragraphs))
    active = next((d for d in history if d["undone_at"] is None), None)
    return web.render(
        request,
        "review_item.html",
        {
            "item": item,
            "left": left,
            "right": right,
            "comparison": comparison,
            "history": history,
            "active": active,
            "decisions": DECISIONS,
            "message": request.query_params.get("message"),
        },
    )


@router.post("/review/{review_id}/decide")
def decide_item(
    request: Request,
    web: Ctx,
    review_id: int,
    decision: Annotated[str, Form(max_length=16)],
    csrf_token: Annotated[str, Form(max_length=128)] = "",
) -> Response:
    """Apply a decision and show the story as it is now."""
    who = _editor(request, web, csrf_token)
    if decision not in DECISIONS:
        raise HTTPException(status_code=400, detail=f"decision: use one of {', '.join(DECISIONS)}")
    try:
        done = web.editorial.decide(review_id, decision, who)
    except DecisionError as exc:
        raise HTTPException(status_code=409, detail=str(exc)) from exc
    return RedirectResponse(
        f"/stories/{quote(done.story_id, safe='')}?decided={review_id}", status_code=303
    )


@router.post("/review/{review_id}/undo")
def undo_item(
    request: Request,
    web: Ctx,
    review_id: int,
    csrf_token: Annotated[str, Form(max_length=128)] = "",
) -> Response:
    """Undo the decision on an item and show the story it is back in."""
    who = _editor(request, web, csrf_token)
    try:
        done = web.editorial.undo(review_id, who)
    except DecisionError as exc:
        raise HTTPException(status_code=409, detail=str(exc)) from exc
    return RedirectResponse(
        f"/stories/{quote(done.story_id, safe='')}?undone={review_id}", status_code=303
    )


def _costs(wrong: str | None, missed: str | None, precision: str | None) -> tuple[float, ...]:
    values = []
    for raw, default, name in (
        (wrong, WRONG_FOLD_COST, "wrong_fold_cost"),
        (missed, MISSED_FOLD_COST, "missed_fold_cost"),
        (precision, AUTO_PRECISION, "auto_precision"),
    ):
        number = _optional_number(raw, name, float)
        if number is not None and (number <= 0 or number > 1000):
            raise HTTPException(status_code=400, detail=f"{name}: use a number above 0")
        values.append(default if number is None else number)
    if values[2] > 1:
        raise HTTPException(status_code=400, detail="auto_precision: at most 1")
    return tuple(values)


@router.get("/calibrate", response_class=HTMLResponse, dependencies=[Read])
def calibrate_page(
    request: Request,
    web: Ctx,
    wrong_fold_cost: Annotated[str | None, Query(max_length=9)] = None,
    missed_fold_cost: Annotated[str | None, Query(max_length=9)] = None,
    auto_precision: Annotated[str | None, Query(max_length=9)] = None,
) -> Response:
    """The thresholds the decisions propose, with precision and recall per candidate."""
    wrong, missed, precision = _costs(wrong_fold_cost, missed_fold_cost, auto_precision)
    calibration = web.editorial.calibrate(
        wrong_fold_cost=wrong, missed_fold_cost=missed, auto_precision=precision
    )
    with web.store.engine.connect() as conn:
        history = threshold_history(conn)
    return web.render(
        request,
        "calibrate.html",
        {
            "cal": calibration,
            "now": web.editorial.thresholds(),
            "history": history,
            "configured": (web.settings.fold_low, web.settings.fold_high),
        },
    )


@router.post("/calibrate/apply")
def calibrate_apply(
    request: Request,
    web: Ctx,
    wrong_fold_cost: Annotated[str, Form(max_length=9)],
    missed_fold_cost: Annotated[str, Form(max_length=9)],
    auto_precision: Annotated[str, Form(max_length=9)],
    note: Annotated[str, Form(max_length=500)] = "",
    csrf_token: Annotated[str, Form(max_length=128)] = "",
) -> Response:
    """Apply the proposal made with these costs (recomputed now, from the decisions in force)."""
    who = _editor(request, web, csrf_token)
    wrong, missed, precision = _costs(wrong_fold_cost, missed_fold_cost, auto_precision)
    calibration = web.editorial.calibrate(
        wrong_fold_cost=wrong, missed_fold_cost=missed, auto_precision=precision
    )
    try:
        web.editorial.apply(calibration, who, note or None)
    except StoreError as exc:
        raise HTTPException(status_code=409, detail=str(exc)) from exc
    return RedirectResponse("/calibrate", status_code=303)


@router.post("/calibrate/reset")
def calibrate_reset(
    request: Request, web: Ctx, csrf_token: Annotated[str, Form(max_length=128)] = ""
) -> Response:
    """Go back to the configured thresholds (as a new version)."""
    who = _editor(request, web, csrf_token)
    web.editorial.reset(who)
    return RedirectResponse("/calibrate", status_code=303)


@router.get("/login", response_class=HTMLResponse)
def login_page(
    request: Request, web: Ctx, next: Annotated[str, Query(max_length=500)] = "/"
) -> Response:
    """The login form."""
    return web.render(request, "login.html", {"next": safe_next(next), "error": None})


@router.post("/login")
def login(
    request: Request,
    web: Ctx,
    name: Annotated[str, Form(max_length=64)],
    password: Annotated[str, Form(max_length=1024)],
    next: Annotated[str, Form(max_length=500)] = "/",
    csrf_token: Annotated[str, Form(max_length=128)] = "",
) -> Response:
    """Check the password (rate limited), then start a new session."""
    web.access.check_csrf(request, csrf_token)
    target = safe_next(next)
    try:
        web.access.check_rate(request, name)
    except LoginLimitedError:
        response = web.render(
            request,
            "login.html",
            {"next": target, "error": "Too many failed logins: try again in 15 minutes."},
            status=429,
        )
        response.headers["retry-after"] = "900"
        return response
    with web.store.engine.begin() as conn:
        user = authenticate(conn, name, password)
    if user is None:
        web.access.failed(request, name)
        return web.render(
            request,
            "login.html",
            {"next": target, "error": "Wrong name or password."},
            status=401,
        )
    with web.store.engine.begin() as conn:
        token, _ = start_session(
            conn,
            user,
            web.settings.web_session_hours,
            replaces=request.cookies.get(SESSION_COOKIE),
        )
    redirect = RedirectResponse(target, status_code=303)
    web.access.set_session(request, redirect, token, web.settings.web_session_hours)
    return redirect


@router.post("/logout")
def logout(
    request: Request, web: Ctx, csrf_token: Annotated[str, Form(max_length=128)] = ""
) -> Response:
    """End the session."""
    web.access.check_csrf(request, csrf_token)
    token = request.cookies.get(SESSION_COOKIE)
    if token:
        with web.store.engine.begin() as conn:
            end_session(conn, token)
    response = RedirectResponse("/", status_code=303)
    response.delete_cookie(SESSION_COOKIE, path="/")
    return response


@router.get("/health", response_class=HTMLResponse, dependencies=[Read])
def health_page(
    request: Request, web: Ctx, days: Annotated[int, Query(ge=1, le=90)] = 14
) -> Response:
    """Publisher health per day, alerts marked (figures from ``newsfold.quality.health``)."""
    rows = health_days(web.store, days)
    columns = list(dict.fromkeys(k for r in rows or [] for k in r.figures))
    return web.render(request, "health.html", {"rows": rows, "columns": columns, "days": days})
