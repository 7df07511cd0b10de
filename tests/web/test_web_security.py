"""Access: logins, sessions, CSRF, rate limit, escaping of article content, request limits."""

from __future__ import annotations

import re

from sqlalchemy import select

from newsfold.store import Store
from newsfold.store.editorial import users, web_sessions
from newsfold.web.app import web_url
from newsfold.web.auth import safe_next

from .helpers import PASSWORD, csrf_of
from .webclient import client_for, login


def _hostile_story(client) -> str:  # type: ignore[no-untyped-def]
    found = client.get("/api/stories", params={"publisher": "Copy Times"}).json()["items"]
    return str(found[0]["id"])


def test_article_markup_is_shown_as_text(sim_store: Store) -> None:
    with client_for(sim_store) as client:
        story_id = _hostile_story(client)
        page = client.get(f"/stories/{story_id}").text
        assert "&lt;script&gt;window.__pwned = 1&lt;/script&gt;" in page
        assert "&lt;img src=x onerror=&#34;window.__pwned = 2&#34;&gt;" in page
        assert "<script>window.__pwned" not in page
        assert "<img src=x" not in page
        assert 'href="javascript:' not in page  # the copy's URL is shown, not linked
        assert "javascript:alert(1)//bad.example/council" in page
        listing = client.get("/", params={"q": "council library"}).text
        assert "&lt;script&gt;window.__pwned = 1&lt;/script&gt; Council &lt;b&gt;vote" in listing
        headers = client.get("/").headers
        assert "script-src 'self'" in headers["content-security-policy"]
        assert headers["x-content-type-options"] == "nosniff"
        assert headers["x-frame-options"] == "DENY"


def test_web_url_and_safe_next() -> None:
    assert web_url("https://a.example/x") == "https://a.example/x"
    for bad in ("javascript:alert(1)", "JaVaScRiPt:x", "data:text/html,x", "vbscript:x", "", None):
        assert web_url(bad) is None
    assert safe_next("/review/3?x=1") == "/review/3?x=1"
    for bad in ("//evil.example", "https://evil.example", "/\\evil.example", "", None, "evil"):
        assert safe_next(bad) == "/"


def test_login_sets_a_fresh_httponly_samesite_session(sim_store: Store) -> None:
    with client_for(sim_store) as client:
        form = client.get("/login")
        assert "nf_anon=" in form.headers["set-cookie"]
        response = client.post(
            "/login",
            data={
                "name": "Editor",
                "password": PASSWORD,
                "csrf_token": csrf_of(form.text),
                "next": "//evil.example/x",
            },
            follow_redirects=False,
        )
        assert response.status_code == 303
        assert response.headers["location"] == "/"
        cookie = response.headers["set-cookie"]
        assert cookie.startswith("nf_session=")
        assert "HttpOnly" in cookie
        assert "SameSite=lax" in cookie
        first = client.cookies["nf_session"]
        with sim_store.engine.connect() as conn:
            stored = conn.execute(select(web_sessions.c.id)).scalars().all()
            hashes = conn.execute(select(users.c.password_hash)).scalars().all()
        assert first not in stored  # only its hash is kept
        assert all(h.startswith("$argon2id$") for h in hashes)
        # logging in again (same browser) rotates the session: the old token is dead
        login(client)
        second = client.cookies["nf_session"]
        assert second != first
        with sim_store.engine.connect() as conn:
            assert len(conn.execute(select(web_sessions.c.id)).all()) == 1
        page = client.get("/")
        assert 'data-user="editor"' in page.text
        client.post("/logout", data={"csrf_token": csrf_of(page.text)})
        assert 'data-user="editor"' not in client.get("/").text


def test_changes_need_an_editor_and_a_csrf_token(sim_store: Store) -> None:
    with client_for(sim_store) as client:
        item = client.get("/api/review").json()[0]["review_id"]
        url = f"/review/{item}/decide"
        anonymous = client.post(url, data={"decision": "same"}, follow_redirects=False)
        assert anonymous.status_code == 401
        login(client, "reader")
        token = csrf_of(client.get("/").text)
        assert client.post(url, data={"decision": "same", "csrf_token": token}).status_code == 403
        login(client, "editor")
        token = csrf_of(client.get("/").text)
        assert client.post(url, data={"decision": "same"}).status_code == 403
        assert (
            client.post(url, data={"decision": "same", "csrf_token": "0" * 64}).status_code == 403
        )
        cross = client.post(
            url,
            data={"decision": "same", "csrf_token": token},
            headers={"origin": "https://evil.example"},
        )
        assert cross.status_code == 403
        # an Origin urllib cannot parse is refused like any foreign one, not a 500
        for malformed in ("http://[bad", "http://[::1", "https://]x["):
            broken = client.post(
                url,
                data={"decision": "same", "csrf_token": token},
                headers={"origin": malformed},
                follow_redirects=False,
            )
            assert broken.status_code == 403, malformed
        done = client.post(
            url, data={"decision": "same", "csrf_token": token}, follow_redirects=False
        )
        assert done.status_code == 303
        assert "/stories/" in done.headers["location"]
        # every form on the pages carries the token
        for path in ("/", f"/review/{item}", "/calibrate", "/review"):
            page = client.get(path).text
            forms = re.findall(r"<form method=\"post\".*?</form>", page, re.S)
            assert all('name="csrf_token"' in f for f in forms), path


def test_login_is_rate_limited(sim_store: Store) -> None:
    with client_for(sim_store, web_login_attempts=3) as client:
        token = csrf_of(client.get("/login").text)
        for _ in range(3):
            wrong = client.post(
                "/login", data={"name": "editor", "password": "not it at all", "csrf_token": token}
            )
            assert wrong.status_code == 401
            assert "Wrong name or password" in wrong.text
        limited = client.post(
            "/login", data={"name": "editor", "password": PASSWORD, "csrf_token": token}
        )
        assert limited.status_code == 429
        assert limited.headers["retry-after"] == "900"
        assert "nf_session" not in client.cookies


def test_reading_behind_login(sim_store: Store) -> None:
    with client_for(sim_store, web_read="login") as client:
        home = client.get("/", follow_redirects=False)
        assert home.status_code == 303
        assert home.headers["location"].startswith("/login?next=")
        assert client.get("/api/stories").status_code == 401
        login(client, "reader")
        assert client.get("/").status_code == 200
        assert client.get("/api/stories").status_code == 200


def test_request_limits(sim_store: Store) -> None:
    with client_for(sim_store) as client:
        huge = client.post(
            "/login",
            content=b"x" * 100_000,
            headers={"content-type": "application/x-www-form-urlencoded"},
        )
        assert huge.status_code == 413
        long_password = client.post(
            "/login",
            data={"name": "editor", "password": "x" * 5000, "csrf_token": "t"},
        )
        assert long_password.status_code == 422
