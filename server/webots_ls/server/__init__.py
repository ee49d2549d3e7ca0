"""The language server: pygls wiring only (see app, handlers, convert, diagnostics_scheduler, rename_policy)."""

from __future__ import annotations

from .app import WebotsLanguageServer
from .handlers import register


def make_server() -> WebotsLanguageServer:
    server = WebotsLanguageServer()
    register(server)
    return server


server = make_server()

__all__ = ["WebotsLanguageServer", "make_server", "server"]
