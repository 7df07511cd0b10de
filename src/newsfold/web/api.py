"""The JSON API beside the pages: the same reads, typed for FastAPI's OpenAPI schema.

``GET /api/stories`` takes the list's query string (search, filters, sort,
pages); ``GET /api/stories/{id}`` one story with members and timeline;
``GET /api/review`` the queue. ``POST /api/review/{id}/decision`` applies a
decision like the page's buttons, for a logged-in editor whose request carries
the session cookie and the CSRF token in an ``X-CSRF-Token`` header (the token
is in every page, ``<meta name="csrf-token">``). Times are ISO 8601 UTC.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any

from fastapi import APIRouter, Header, HTTPException, Query, Request
from pydantic import BaseModel, Field

from newsfold.store.browse import story_detail
from newsfold.store.decisions import DECISIONS, DecisionError
from newsfold.store.reviews import list_reviews
from newsfold.web.pages import Ctx, Listing, Read

__all__ = ["router"]

router = APIRouter(prefix="/api", tags=["api"])


class StorySummary(BaseModel):
    """One story of the list."""

    id: str
    headline: str | None
    publisher: str | None = Field(description="the representative article's publisher")
    language: str | None
    first_seen: datetime | None
    last_seen: datetime | None
    members: int
    outlets: int
    follows: str | None
    time_to_10th_outlet_s: float | None
    quality: float | None


class StoryList(BaseModel):
    """A page of stories and how many match in all."""

    total: int = Field(
        description="stories matching; when total_exact is false, the least there are "
        "(counting stops past 1,000)"
    )
    total_exact: bool = Field(description="whether total is the exact number")
    page: int
    per_page: int
    pages: int = Field(description="pages; when total_exact is false, the pages known to exist")
    has_next: bool = Field(description="whether a next page exists")
    items: list[StorySummary]


class Member(BaseModel):
    """An article of a story."""

    article_id: str
    relation: str
    similarity: float
    review: bool
    publisher: str | None
    url: str | None
    published_at: datetime | None
    headline: str | None
    language: str | None


class TimelinePoint(BaseModel):
    """An outlet's first appearance: when, hours after the first, outlets so far."""

    outlet: str
    at: datetime
    hours: float
    outlets: int


class StoryRef(BaseModel):
    """Another story, by id and headline."""

    id: str
    headline: str | None


class StoryOut(BaseModel):
    """One story in full."""

    id: str
    headline: str | None
    representative_id: str
    body: list[str]
    first_seen: datetime | None
    last_seen: datetime | None
    outlets: int
    tenth_outlet_at: datetime | None
    members: list[Member]
    timeline: list[TimelinePoint]
    follows: StoryRef | None
    followed_by: list[StoryRef]
    related: list[StoryRef]
    merged_into: str | None


class ReviewSide(BaseModel):
    """One article of a review item."""

    id: str
    headline: str | None = None
    publisher: str | None = None
    url: str | None = None
    published_at: datetime | None = None
    paragraphs: int | None = None


class ReviewOut(BaseModel):
    """A review item."""

    review_id: int
    kind: str
    status: str
    story_id: str
    similarity: float
    created_at: datetime | None
    article: ReviewSide
    other: ReviewSide
    shared_paragraphs: list[list[int]]
    decided_by: str | None
    decided_at: datetime | None


class DecisionIn(BaseModel):
    """An editor's answer to a review item."""

    decision: str = Field(description="same, different, follow-up or related")


class DecisionOut(BaseModel):
    """What a decision did."""

    review_id: int
    decision: str
    story_id: str = Field(description="the story the item's article is in now")
    stories: list[str] = Field(description="stories whose members or links changed")


@router.get("/stories", response_model=StoryList, dependencies=[Read])
def api_stories(web: Ctx, query: Listing) -> StoryList:
    """Stories matching the search and filters, one page at a time."""
    page = web.story_page(query)
    return StoryList(
        total=page.total,
        total_exact=page.total_exact,
        page=page.page,
        per_page=page.per_page,
        pages=page.pages,
        has_next=page.has_next,
        items=[
            StorySummary(
                id=s.id,
                headline=s.headline,
                publisher=s.publisher,
                language=s.language,
                first_seen=s.first_seen,
                last_seen=s.last_seen,
                members=s.n_members,
                outlets=s.n_outlets,
                follows=s.follows,
                time_to_10th_outlet_s=s.time_to_tenth_s,
                quality=s.quality,
            )
            for s in page.items
        ],
    )


@router.get("/stories/{story_id}", response_model=StoryOut, dependencies=[Read])
def api_story(web: Ctx, story_id: str) -> StoryOut:
    """One story with its members, spread timeline, follow-ups and related stories."""
    with web.store.engine.connect() as conn:
        story = story_detail(conn, story_id[:200])
    if story is None:
        raise HTTPException(status_code=404, detail="no such story")
    rep = story.representative
    return StoryOut(
        id=story.id,
        headline=story.headline,
        representative_id=str(rep["id"]),
        body=list(rep.get("paragraphs") or []),
        first_seen=story.first_seen,
        last_seen=story.last_seen,
        outlets=story.n_outlets,
        tenth_outlet_at=story.tenth_outlet_at,
        members=[Member(**m) for m in story.members],
        timeline=[TimelinePoint(**p) for p in story.timeline],
        follows=StoryRef(**story.follows) if story.follows else None,
        followed_by=[StoryRef(**s) for s in story.followed_by],
        related=[StoryRef(**s) for s in story.related],
        merged_into=story.merged_into,
    )


def _review_out(row: Any) -> ReviewOut:
    return ReviewOut(
        review_id=row.id,
        kind=row.kind,
        status=row.status,
        story_id=row.story_id,
        similarity=row.similarity,
        created_at=row.created_at,
        article=ReviewSide(**row.article),
        other=ReviewSide(**row.other),
        shared_paragraphs=row.shared_paragraphs,
        decided_by=row.decided_by,
        decided_at=row.decided_at,
    )


@router.get("/review", response_model=list[ReviewOut], dependencies=[Read])
def api_review(
    web: Ctx,
    status: Annotated[str, Query(pattern="^(open|accepted|rejected|all)$")] = "open",
    kind: Annotated[str | None, Query(pattern="^(fold|related)$")] = None,
    limit: Annotated[int, Query(ge=1, le=1000)] = 100,
) -> list[ReviewOut]:
    """Review items, oldest first."""
    with web.store.engine.connect() as conn:
        rows = list_reviews(
            conn, kind=kind, status=None if status == "all" else status, limit=limit
        )
    return [_review_out(r) for r in rows]


@router.post("/review/{review_id}/decision", response_model=DecisionOut)
def api_decide(
    request: Request,
    web: Ctx,
    review_id: int,
    body: DecisionIn,
    x_csrf_token: Annotated[str | None, Header(max_length=128)] = None,
) -> DecisionOut:
    """Apply a decision (editors only; session cookie plus ``X-CSRF-Token``)."""
    user = web.access.require_editor(request)
    web.access.check_csrf(request, x_csrf_token)
    if body.decision not in DECISIONS:
        raise HTTPException(status_code=422, detail=f"decision: use one of {', '.join(DECISIONS)}")
    try:
        done = web.editorial.decide(review_id, body.decision, user.name)
    except DecisionError as exc:
        raise HTTPException(status_code=409, detail=str(exc)) from exc
    return DecisionOut(
        review_id=done.review_id,
        decision=done.decision,
        story_id=done.story_id,
        stories=done.stories,
    )
