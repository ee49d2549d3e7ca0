"""Client settings the server reads: ``inlayHints.units``, ``webotsHome``, ``diagnosticsDelay`` and
``templates.evaluate``
(initializationOptions, a didChangeConfiguration that carries settings, or else workspace/configuration of the
``webots`` section, VS Code's pull model, also asked once after ``initialized``). Each may be given flat or inside a
``webots`` object. And the linter's configuration files (``LintSettings``): the diagnostics each document's closest
webots-ls.toml or ``[tool.webots-ls]`` reports, as ``webots-ls check`` does."""

from __future__ import annotations

import asyncio
import math
import os
import sys
from pathlib import Path
from typing import Any

from lsprotocol import types

from .. import __version__, lint
from ..analysis.lint_config import ConfigError
from .project_files import file_path, webots_home_setting

SECTION = "webots"


def units_setting(settings: Any) -> bool | None:
    """``inlayHints.units`` of a settings object (nested, or the dotted key); None when it is not given."""
    if not isinstance(settings, dict):
        return None
    if isinstance(settings.get(SECTION), dict):
        settings = settings[SECTION]
    if "inlayHints.units" in settings:
        return bool(settings["inlayHints.units"])
    hints = settings.get("inlayHints")
    return bool(hints["units"]) if isinstance(hints, dict) and "units" in hints else None


def templates_evaluate_setting(settings: Any) -> bool | None:
    """``templates.evaluate`` (nested, or the dotted key); None when it is not given."""
    if not isinstance(settings, dict):
        return None
    if isinstance(settings.get(SECTION), dict):
        settings = settings[SECTION]
    if "templates.evaluate" in settings:
        return bool(settings["templates.evaluate"])
    templates = settings.get("templates")
    return bool(templates["evaluate"]) if isinstance(templates, dict) and "evaluate" in templates else None


def diagnostics_delay_setting(settings: Any) -> float | None:
    """``diagnosticsDelay`` (milliseconds) in seconds; None when it is not given or not a finite number."""
    if not isinstance(settings, dict):
        return None
    if isinstance(settings.get(SECTION), dict):
        settings = settings[SECTION]
    value = settings.get("diagnosticsDelay")
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        return None
    return max(0.0, value / 1000)


def configure(ls: Any, initialization_options: Any) -> None:
    ls.inlay_units = units_setting(initialization_options) is not False
    ls.templates_evaluate = templates_evaluate_setting(initialization_options) is not False
    if (delay := diagnostics_delay_setting(initialization_options)) is not None:
        ls.diagnostics.delay = delay


def log_startup(ls: Any) -> None:
    """Tell the client's log which server, Python and Webots installation run (an editor's output channel)."""
    home = ls.project.webots_home or "none found, the bundled PROTO index"
    message = f"webots-ls {__version__} on Python {sys.version.split()[0]} ({sys.executable}); Webots: {home}"
    ls.window_log_message(types.LogMessageParams(types.MessageType.Info, message))


def configuration_changed(ls: Any, settings: Any) -> None:
    """Settings pushed with the notification apply before the next request; otherwise they are pulled."""
    if not _apply(ls, settings):
        asyncio.ensure_future(pull(ls))


async def pull(ls: Any) -> None:
    """The ``webots`` section by workspace/configuration, when the client supports it."""
    if not getattr(getattr(ls.client_capabilities, "workspace", None), "configuration", False):
        return
    answer = await ls.workspace_configuration_async(
        types.ConfigurationParams(items=[types.ConfigurationItem(section=SECTION)])
    )
    _apply(ls, answer[0] if answer else None)


def _apply(ls: Any, settings: Any) -> bool:
    """Apply the settings given; False when none of the server's is there."""
    value, home, delay = units_setting(settings), webots_home_setting(settings), diagnostics_delay_setting(settings)
    if value is not None:
        _set_units(ls, value)
    if home is not None:
        ls.set_webots_home(home or None)  # (emptied: found as without the setting, as after a restart)
    if delay is not None:
        ls.diagnostics.delay = delay  # from the next change on
    if (evaluate := templates_evaluate_setting(settings)) is not None:
        ls.templates_evaluate = evaluate
    return value is not None or home is not None or delay is not None or evaluate is not None


def _set_units(ls: Any, value: bool) -> None:
    changed = getattr(ls, "inlay_units", True) != value
    ls.inlay_units = value
    inlay = getattr(ls.client_capabilities.workspace, "inlay_hint", None)
    if changed and getattr(inlay, "refresh_support", False):
        ls.workspace_inlay_hint_refresh(None)


class LintSettings:
    """The linter configuration of each open document, found upward from its file (``lint.ConfigFinder``; a file
    is read again when its modification time or size changed, so an edit of it applies at the next run even without
    a watched-files event). A document excluded by it gets no diagnostics, as in ruff's server; a configuration
    that cannot be used is told once (``warn``) and the defaults apply."""

    def __init__(self) -> None:
        self.finder = lint.ConfigFinder()
        self._told: set[str] = set()

    def kept(self, snapshot: Any, findings: list, warn: Any) -> list:
        path = file_path(snapshot.uri)
        settings = None
        if path is not None:
            try:
                settings = self.finder.settings_for_file(path)
            except ConfigError as error:
                if str(error) not in self._told:
                    self._told.add(str(error))
                    warn(f"webots-ls: configuration error: {error} (the defaults apply)")
            if settings is not None and settings.excluded_below_root(Path(os.path.abspath(path))):
                return []
        return lint.kept_findings(findings, snapshot.source, settings, path, snapshot.tree)


def lint_configuration_changed(ls: Any) -> None:
    """A webots-ls.toml or pyproject.toml changed (``workspace/didChangeWatchedFiles``): every open document's
    diagnostics run again."""
    for open_file in ls.files.values():
        ls.diagnostics.schedule(open_file)
