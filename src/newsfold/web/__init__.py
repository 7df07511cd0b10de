"""The newsroom web app (extra ``web``): stories, spread timelines, review queue, calibration.

``newsfold serve`` runs it; :func:`create_app` builds it for tests or another
ASGI server. FastAPI, Jinja2, uvicorn and argon2-cffi are imported only here,
with an install hint when they are missing.
"""

from __future__ import annotations

import dataclasses
import importlib.util
import json
import os
from typing import TYPE_CHECKING, Any

from newsfold.config import Settings
from newsfold.errors import ConfigError, MissingExtraError

if TYPE_CHECKING:
    from fastapi import FastAPI

    from newsfold.store import Store

__all__ = ["app_from_environment", "create_app", "serve"]


def create_app(settings: Settings, store: Store | None = None, **options: Any) -> FastAPI:
    """The app over ``store`` (or the store at ``settings.db``); see :mod:`newsfold.web.app`."""
    for module in ("fastapi", "jinja2", "multipart", "argon2"):
        if importlib.util.find_spec(module) is None:
            raise MissingExtraError("web", module)
    from newsfold.web.app import create_app as build

    return build(settings, store, **options)


#: The settings ``serve`` hands to worker processes (JSON of every field).
_SETTINGS_ENV = "NEWSFOLD_SERVE_SETTINGS"


def app_from_environment() -> FastAPI:
    """The app of one uvicorn worker process, with the settings :func:`serve` was given."""
    raw = os.environ.get(_SETTINGS_ENV)
    if not raw:
        raise ConfigError(f"{_SETTINGS_ENV} is not set: start the app with `newsfold serve`")
    return create_app(Settings(**json.loads(raw)))


def serve(
    settings: Settings, *, host: str = "127.0.0.1", port: int = 8000, workers: int = 1
) -> None:
    """Run the app with uvicorn until interrupted (``workers`` processes; SQLite readers
    do not block each other, and a second process uses the second core)."""
    try:
        import uvicorn
    except ModuleNotFoundError as exc:
        raise MissingExtraError("web", exc.name or "uvicorn") from exc
    if workers <= 1:
        uvicorn.run(create_app(settings), host=host, port=port, proxy_headers=True)
        return
    os.environ[_SETTINGS_ENV] = json.dumps(dataclasses.asdict(settings))
    uvicorn.run(
        "newsfold.web:app_from_environment",
        factory=True,
        host=host,
        port=port,
        workers=workers,
        proxy_headers=True,
    )
