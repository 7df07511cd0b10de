"""A TestClient on the app over a test store, with login."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager

from fastapi.testclient import TestClient

from newsfold.config import Settings
from newsfold.store import Store
from newsfold.web import create_app

from .helpers import PASSWORD, csrf_of


@contextmanager
def client_for(store: Store, **settings: object) -> Iterator[TestClient]:
    """The app over ``store`` (search index synced by the fixture, no background thread)."""
    app = create_app(Settings(db=store.url, **settings), store, search_sync=False)  # type: ignore[arg-type]
    with TestClient(app, base_url="http://testserver") as client:
        yield client


def login(client: TestClient, name: str = "editor", password: str = PASSWORD) -> None:
    """Log in through the form, as a browser would."""
    form = client.get("/login")
    response = client.post(
        "/login",
        data={"name": name, "password": password, "csrf_token": csrf_of(form.text), "next": "/"},
        follow_redirects=False,
    )
    assert response.status_code == 303, response.text


def first_story_link(page: str) -> str:
    found = re.search(r'href="(/stories/[^"?]+)" class="story-link"', page)
    assert found, "no story on the page"
    return found.group(1)
