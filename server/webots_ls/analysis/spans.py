"""Byte spans into the UTF-8 source: half-open ``[start, end)``."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, order=True, slots=True)  # slots: findings and node extents hold one each
class Span:
    start: int
    end: int

    def __len__(self) -> int:
        return self.end - self.start

    def contains(self, offset: int) -> bool:
        """True if ``offset`` is inside the span or right after its last byte (a cursor at a word's end)."""
        return self.start <= offset <= self.end
