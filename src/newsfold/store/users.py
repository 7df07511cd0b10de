"""Editors and readers of the web app: accounts, sessions, failed logins, secrets.

Passwords are kept as argon2id hashes (argon2-cffi, part of the ``web``
extra), verified in constant time by the library, and re-hashed on login when
its parameters have been raised since. A session is a random token in the
browser's cookie and only its SHA-256 here, so reading the database does not
give anyone a live session; a login always makes a new one (the old token, if
any, is dropped), which is what "rotated at login" means.
"""

from __future__ import annotations

import hashlib
import logging
import secrets
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import Connection, delete, func, insert, select, update
from sqlalchemy.exc import IntegrityError

from newsfold.errors import MissingExtraError, StoreError
from newsfold.store.editorial import login_attempts, new_id_of, users, web_secrets, web_sessions

__all__ = [
    "MAX_PASSWORD",
    "MIN_PASSWORD",
    "ROLES",
    "User",
    "add_user",
    "authenticate",
    "count_failures",
    "end_session",
    "list_users",
    "record_failure",
    "secret",
    "session_user",
    "set_password",
    "start_session",
]

log = logging.getLogger(__name__)

#: ``editor``: may decide review items and apply thresholds; ``reader``: may read.
ROLES = ("editor", "reader")
MIN_PASSWORD = 10
#: Longer input is refused before hashing (a hash of megabytes is a cheap denial of service).
MAX_PASSWORD = 1024
_NAME_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789._-@")


@dataclass(frozen=True, slots=True)
class User:
    """An account (never with its hash)."""

    id: int
    name: str
    role: str
    disabled: bool
    created_at: datetime

    @property
    def is_editor(self) -> bool:
        """Whether this user may change stories and thresholds."""
        return self.role == "editor" and not self.disabled


def _hasher() -> Any:
    try:
        from argon2 import PasswordHasher
    except ModuleNotFoundError as exc:
        raise MissingExtraError("web", exc.name or "argon2") from exc
    return PasswordHasher()


def _now() -> datetime:
    return datetime.now(UTC)


def _user(row: Any) -> User:
    return User(row.id, row.name, row.role, bool(row.disabled), row.created_at)


def _check_password(password: str) -> None:
    if len(password) < MIN_PASSWORD:
        raise StoreError(f"a password needs at least {MIN_PASSWORD} characters")
    if len(password) > MAX_PASSWORD:
        raise StoreError(f"a password may have at most {MAX_PASSWORD} characters")


def add_user(conn: Connection, name: str, password: str, role: str = "editor") -> User:
    """Create an account; the name is lower-case letters, digits and ``._-@``."""
    name = name.strip().lower()
    if not name or len(name) > 64 or not set(name) <= _NAME_CHARS:
        raise StoreError(
            f"user name {name!r}: use 1-64 lower-case letters, digits, '.', '_', '-' or '@'"
        )
    if role not in ROLES:
        raise StoreError(f"unknown role {role!r}; use {' or '.join(ROLES)}")
    _check_password(password)
    row = {
        "name": name,
        "password_hash": _hasher().hash(password),
        "role": role,
        "disabled": False,
        "created_at": _now(),
    }
    try:
        with conn.begin_nested():
            new_id = new_id_of(conn.execute(insert(users).values(**row)))
    except IntegrityError as exc:
        raise StoreError(f"user {name!r} exists already") from exc
    return User(int(new_id), name, role, False, row["created_at"])


def set_password(conn: Connection, name: str, password: str) -> None:
    """Replace a user's password (every session of theirs ends)."""
    _check_password(password)
    found = conn.execute(select(users.c.id).where(users.c.name == name.lower())).scalar()
    if found is None:
        raise StoreError(f"no user {name!r}")
    conn.execute(
        update(users).where(users.c.id == found).values(password_hash=_hasher().hash(password))
    )
    conn.execute(delete(web_sessions).where(web_sessions.c.user_id == found))


def list_users(conn: Connection) -> list[User]:
    """Every account, by name."""
    return [_user(row) for row in conn.execute(select(users).order_by(users.c.name))]


def authenticate(conn: Connection, name: str, password: str) -> User | None:
    """The user when the password is right (and the account enabled), else None.

    An unknown name costs a hash too, so timing does not tell which names exist.
    """
    from argon2.exceptions import InvalidHashError, VerificationError

    hasher = _hasher()
    if len(password) > MAX_PASSWORD:
        return None
    row = conn.execute(select(users).where(users.c.name == name.strip().lower())).first()
    if row is None:
        hasher.hash(password)  # the same work as a real check
        return None
    try:
        hasher.verify(row.password_hash, password)
    except (VerificationError, InvalidHashError):
        return None
    if row.disabled:
        return None
    if hasher.check_needs_rehash(row.password_hash):
        conn.execute(
            update(users).where(users.c.id == row.id).values(password_hash=hasher.hash(password))
        )
    return _user(row)


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def start_session(
    conn: Connection, user: User, hours: int, replaces: str | None = None
) -> tuple[str, datetime]:
    """A new session for ``user``: ``(token for the cookie, expiry)``; ``replaces`` ends."""
    if replaces:
        end_session(conn, replaces)
    now = _now()
    conn.execute(delete(web_sessions).where(web_sessions.c.expires_at < now))
    token = secrets.token_urlsafe(32)
    expires = now + timedelta(hours=hours)
    conn.execute(
        insert(web_sessions).values(
            id=_digest(token), user_id=user.id, created_at=now, expires_at=expires
        )
    )
    return token, expires


def session_user(conn: Connection, token: str) -> User | None:
    """The user of a live session token, or None (unknown, expired, or account disabled)."""
    if not token or len(token) > 128:
        return None
    row = conn.execute(
        select(users)
        .join(web_sessions, web_sessions.c.user_id == users.c.id)
        .where(web_sessions.c.id == _digest(token), web_sessions.c.expires_at > _now())
    ).first()
    if row is None or row.disabled:
        return None
    return _user(row)


def end_session(conn: Connection, token: str) -> None:
    """Forget a session (logout, or a login replacing it)."""
    conn.execute(delete(web_sessions).where(web_sessions.c.id == _digest(token)))


def record_failure(conn: Connection, keys: list[str]) -> None:
    """Count a failed login against each key (``ip:...``, ``user:...``)."""
    now = _now()
    conn.execute(delete(login_attempts).where(login_attempts.c.at < now - timedelta(days=1)))
    conn.execute(insert(login_attempts), [{"key": key, "at": now} for key in keys])


def count_failures(conn: Connection, key: str, window: timedelta) -> int:
    """Failed logins against ``key`` within ``window``."""
    return int(
        conn.execute(
            select(func.count()).where(
                login_attempts.c.key == key, login_attempts.c.at >= _now() - window
            )
        ).scalar_one()
    )


def secret(conn: Connection, name: str) -> str:
    """A random secret kept in the store (made on first use), shared by every server process."""
    found = conn.execute(select(web_secrets.c.value).where(web_secrets.c.name == name)).scalar()
    if found is not None:
        return str(found)
    value = secrets.token_hex(32)
    try:
        with conn.begin_nested():
            conn.execute(insert(web_secrets).values(name=name, value=value, created_at=_now()))
    except IntegrityError:  # another process made it first: use theirs
        return str(
            conn.execute(select(web_secrets.c.value).where(web_secrets.c.name == name)).scalar_one()
        )
    return value
