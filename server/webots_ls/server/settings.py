"""Client settings the server reads: ``inlayHints.units``, ``webotsHome``, ``diagnosticsDelay`` and
``templates.evaluate``
(initializationOptions, a didChangeConfiguration that carries settings, or else workspace/configuration of the
``webots`` section, VS Code's pull model, also asked once after ``initialized``). Each may be given flat or inside a
``webots`` object."""

from __future__ import annotations

import asyncio
import math
import sys
from typing import Any

from lsprotocol import types

from .. import __version__
from .project_files import webots_home_setting

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
        ls.set_webots_home(home)
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
