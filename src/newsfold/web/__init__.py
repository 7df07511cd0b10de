"""The newsroom web app (extra ``web``): stories, spread timelines, review queue, calibration.

``newsfold serve`` runs it; :func:`create_app` builds it for tests or another
ASGI server. FastAPI, Jinja2, uvicorn and argon2-cffi are imported only here,
with an install hint when they are missing.
"""

from __future__ import annotations

import importlib.util
from typing import TYPE_CHECKING, Any

from newsfold.config import Settings
from newsfold.errors import MissingExtraError

if TYPE_CHECKING:
    from fastapi import FastAPI

    from newsfold.store import Store

__all__ = ["create_app", "serve"]


def create_app(settings: Settings, store: Store | None = None, **options: Any) -> FastAPI:
    """The app over ``store`` (or the store at ``settings.db``); see :mod:`newsfold.web.app`."""
    for module in ("fastapi", "jinja2", "multipart", "argon2"):
        if importlib.util.find_spec(module) is None:
            raise MissingExtraError("web", module)
    from newsfold.web.app import create_app as build

    return build(settings, store, **options)


def serve(settings: Settings, *, host: str = "127.0.0.1", port: int = 8000) -> None:
    """Run the app with uvicorn until interrupted."""
    try:
        import uvicorn
    except ModuleNotFoundError as exc:
        raise MissingExtraError("web", exc.name or "uvicorn") from exc
    app = create_app(settings)
    uvicorn.run(app, host=host, port=port, proxy_headers=True, log_level="info")
