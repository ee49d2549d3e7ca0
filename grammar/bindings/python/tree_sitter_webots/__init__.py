"""Tree-sitter grammar for Webots scene files (.wbt, .proto, .wbo)."""

from importlib.resources import files as _files

from ._binding import language

__all__ = ["language", "query_source"]


def query_source(name: str) -> str:
    """Text of a bundled query file: "highlights", "folds", "locals" or "injections"."""
    return (_files(__package__) / "queries" / f"{name}.scm").read_text(encoding="utf-8")
