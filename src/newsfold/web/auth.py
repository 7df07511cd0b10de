"""Who is asking, and whether they may: sessions, CSRF tokens, the login rate limit.

- The session cookie (``nf_session``) holds a random token; the store keeps
  its SHA-256 (:mod:`newsfold.store.users`). It is ``HttpOnly`` (no script
  reads it), ``SameSite=Lax`` (no other site's form posts it), ``Secure`` when
  the request came over HTTPS, and a new one is made at every login.
- Every form carries a CSRF token: an HMAC, under a secret kept in the store,
  of the session token (or, before login, of a random ``nf_anon`` cookie). A
  POST whose token does not match is refused, and so is one whose ``Origin``
  names another site.
- Failed logins are counted per client address and per user name; past
  ``web_login_attempts`` in 15 minutes the login answers 429 until the window
  has passed.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass
from datetime import timedelta
from urllib.parse import urlsplit

from fastapi import HTTPException, Request, Response

from newsfold.config import Settings
from newsfold.store import Store
from newsfold.store.users import User, count_failures, record_failure, secret, session_user
from newsfold.urls import split_url

__all__ = [
    "ANON_COOKIE",
    "LOGIN_WINDOW",
    "SESSION_COOKIE",
    "Access",
    "LoginLimitedError",
    "safe_next",
]

SESSION_COOKIE = "nf_session"
ANON_COOKIE = "nf_anon"
LOGIN_WINDOW = timedelta(minutes=15)


class LoginLimitedError(Exception):
    """Too many failed logins from this address or for this name."""


def safe_next(target: str | None) -> str:
    """A local path to go to after login (anything else, e.g. ``//evil.example``, goes home)."""
    if not target or not target.startswith("/") or target.startswith("//") or "\\" in target:
        return "/"
    parts = urlsplit(target)
    if parts.scheme or parts.netloc:
        return "/"
    return target


def _origin_host(origin: str) -> str | None:
    """The host[:port] an ``Origin`` header names; None for one urllib cannot parse.

    A malformed header (``http://[bad``) is a failed check like any other
    foreign origin, not a server error.
    """
    parts = split_url(origin)
    return parts.netloc if parts is not None else None


@dataclass
class Access:
    """Session and CSRF handling for one app (one store, one settings object)."""

    store: Store
    settings: Settings

    def __post_init__(self) -> None:
        with self.store.engine.begin() as conn:
            self._key = bytes.fromhex(secret(conn, "csrf"))

    # -- who ---------------------------------------------------------------------

    def user(self, request: Request) -> User | None:
        """The logged-in user of this request (looked up once per request)."""
        if not hasattr(request.state, "user"):
            token = request.cookies.get(SESSION_COOKIE, "")
            found = None
            if token:
                with self.store.engine.connect() as conn:
                    found = session_user(conn, token)
            request.state.user = found
        user: User | None = request.state.user
        return user

    def require_reader(self, request: Request) -> User | None:
        """Reading is open, or needs a login (``web_read = "login"``)."""
        user = self.user(request)
        if self.settings.web_read == "login" and user is None:
            raise HTTPException(status_code=401, detail="log in to read")
        return user

    def require_editor(self, request: Request) -> User:
        """Changes need a logged-in editor."""
        user = self.user(request)
        if user is None:
            raise HTTPException(status_code=401, detail="log in as an editor to do this")
        if not user.is_editor:
            raise HTTPException(status_code=403, detail="only editors may do this")
        return user

    # -- CSRF --------------------------------------------------------------------

    def _binding(self, request: Request) -> str | None:
        session = request.cookies.get(SESSION_COOKIE)
        if session and self.user(request) is not None:
            return "session:" + session
        anon = request.cookies.get(ANON_COOKIE) or getattr(request.state, "new_anon", None)
        return "anon:" + anon if anon else None

    def csrf_token(self, request: Request) -> str:
        """The token the forms of this response carry (an anonymous cookie is made if needed)."""
        binding = self._binding(request)
        if binding is None:
            request.state.new_anon = secrets.token_urlsafe(24)
            binding = "anon:" + request.state.new_anon
        return hmac.new(self._key, binding.encode(), hashlib.sha256).hexdigest()

    def check_csrf(self, request: Request, token: str | None) -> None:
        """Refuse a state-changing request without the right token or from another origin."""
        origin = request.headers.get("origin")
        if origin and origin != "null":
            host = request.headers.get("host", "")
            if _origin_host(origin) != host:
                raise HTTPException(status_code=403, detail="cross-site request refused")
        binding = self._binding(request)
        if not token or binding is None:
            raise HTTPException(status_code=403, detail="missing CSRF token; reload the page")
        expected = hmac.new(self._key, binding.encode(), hashlib.sha256).hexdigest()
        if not hmac.compare_digest(expected, token):
            raise HTTPException(status_code=403, detail="stale CSRF token; reload the page")

    def finish(self, request: Request, response: Response) -> None:
        """Set the anonymous cookie a CSRF token was bound to, if one was made."""
        anon = getattr(request.state, "new_anon", None)
        if anon:
            response.set_cookie(
                ANON_COOKIE,
                anon,
                httponly=True,
                samesite="strict",
                secure=request.url.scheme == "https",
                path="/",
            )

    # -- login -------------------------------------------------------------------

    @staticmethod
    def client(request: Request) -> str:
        """The client address the rate limit counts against."""
        return request.client.host if request.client else "unknown"

    def check_rate(self, request: Request, name: str) -> None:
        """Raise :class:`LoginLimitedError` when this address or name failed too often lately."""
        limit = self.settings.web_login_attempts
        with self.store.engine.connect() as conn:
            for key in (f"ip:{self.client(request)}", f"user:{name.strip().lower()}"):
                if count_failures(conn, key, LOGIN_WINDOW) >= limit:
                    raise LoginLimitedError(key)

    def failed(self, request: Request, name: str) -> None:
        """Count a failed login."""
        keys = [f"ip:{self.client(request)}", f"user:{name.strip().lower()[:64]}"]
        with self.store.engine.begin() as conn:
            record_failure(conn, keys)

    def set_session(self, request: Request, response: Response, token: str, hours: int) -> None:
        """The new session's cookie (HttpOnly, SameSite=Lax, Secure over HTTPS)."""
        response.set_cookie(
            SESSION_COOKIE,
            token,
            max_age=hours * 3600,
            httponly=True,
            samesite="lax",
            secure=request.url.scheme == "https",
            path="/",
        )
