"""webots-ls: a language server for Webots scene files (.wbt, .proto, .wbo)."""

from importlib import metadata as _metadata

try:
    __version__ = _metadata.version("webots-ls")
except _metadata.PackageNotFoundError:  # running from a source tree that is not installed
    __version__ = "0.0.0+unknown"
