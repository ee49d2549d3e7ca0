"""Client settings the server reads: ``inlayHints.units`` (initializationOptions, a didChangeConfiguration that
carries settings, or else workspace/configuration of the ``webots`` section, VS Code's pull model)."""

from __future__ import annotations

import asyncio
from typing import Any

from lsprotocol import types

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


def configure(ls: Any, initialization_options: Any) -> None:
    ls.inlay_units = units_setting(initialization_options) is not False


def configuration_changed(ls: Any, settings: Any) -> None:
    """Settings pushed with the notification apply before the next request; otherwise they are pulled."""
    value = units_setting(settings)
    if value is not None:
        _set_units(ls, value)
    elif getattr(ls.client_capabilities.workspace, "configuration", False):
        asyncio.ensure_future(_pull_units_setting(ls))


async def _pull_units_setting(ls: Any) -> None:
    answer = await ls.workspace_configuration_async(
        types.ConfigurationParams(items=[types.ConfigurationItem(section=SECTION)])
    )
    value = units_setting(answer[0] if answer else None)
    if value is not None:
        _set_units(ls, value)


def _set_units(ls: Any, value: bool) -> None:
    changed = getattr(ls, "inlay_units", True) != value
    ls.inlay_units = value
    inlay = getattr(ls.client_capabilities.workspace, "inlay_hint", None)
    if changed and getattr(inlay, "refresh_support", False):
        ls.workspace_inlay_hint_refresh(None)
