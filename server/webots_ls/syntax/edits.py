"""A text edit expressed in byte offsets of the UTF-8 source."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class ByteEdit:
    """Bytes ``[start_byte, old_end_byte)`` of the old source became ``[start_byte, new_end_byte)``."""

    start_byte: int
    old_end_byte: int
    new_end_byte: int

    @property
    def delta(self) -> int:
        """How far bytes after the edit moved."""
        return self.new_end_byte - self.old_end_byte
