"""``PieceText``: an edited text kept as pieces reads exactly like the joined bytes."""

from __future__ import annotations

import random

from webots_ls.syntax import piece_text
from webots_ls.syntax.piece_text import PieceText


def test_random_edits_read_like_the_joined_bytes() -> None:
    rng = random.Random(3)
    expected = b"".join(b"line %d DEF A Solid { }\n" % i for i in range(300))
    text: bytes | PieceText = expected
    for step in range(600):
        start = rng.randint(0, len(expected))
        old_end = min(len(expected), start + rng.choice((0, 0, 1, 2, 40)))
        data = rng.choice((b"", b"x", b"\n", b"\xe2\x85\xa9", b"USE A\n" * rng.randint(1, 3)))
        expected = expected[:start] + data + expected[old_end:]
        text = PieceText.edit(text, start, old_end, data)
        assert len(text) == len(expected)
        for _ in range(5):
            a, b = sorted((rng.randint(-5, len(expected) + 5), rng.randint(-5, len(expected) + 5)))
            assert text[a:b] == expected[a:b]
            assert text[a:] == expected[a:] and text[:b] == expected[:b]
            if 0 <= a < len(expected):
                assert text[a] == expected[a] and text[-1] == expected[-1]
                assert text.read(a) == expected[a : a + len(text.read(a))] and text.read(a)
            a, b = max(a, 0), min(b, len(expected))  # offsets in the text (no negative ones)
            assert piece_text.find_byte(text, b"\n", a, b) == expected.find(b"\n", a, b)
            assert piece_text.rfind_byte(text, b"\n", a, b) == expected.rfind(b"\n", a, b)
        assert text.read(len(expected)) == b""
        if step % 97 == 0:
            assert piece_text.whole(text) == expected  # joined once; it reads the same after
            assert piece_text.whole(text) is piece_text.whole(text)


def test_too_many_pieces_are_joined() -> None:
    text: bytes | PieceText = b"a" * 1000
    for position in range(0, 2 * piece_text.MAX_PIECES, 2):
        text = PieceText.edit(text, position, position, b"b")
    assert isinstance(text, bytes) or len(text._pieces) <= piece_text.MAX_PIECES + 2


def test_pieces_that_can_be_one_are_one() -> None:
    """Deleting a typed character puts the two halves of the buffer back together (the text is the buffer again,
    not a copy), and characters typed one after another are one piece, up to ``SMALL_PIECE`` bytes."""
    original = b"translation 0 0 0.1\n" * 1000
    at = 20 * 500 + 12  # (a line in the middle: the pieces around it are long)
    typed = PieceText.edit(original, at, at, b"7")
    assert len(typed._pieces) == 3
    back = PieceText.edit(typed, at, at + 1, b"")
    assert len(back._pieces) == 1 and back.bytes() is original
    text: bytes | PieceText = original
    for offset, character in enumerate(b"-0.25"):
        text = PieceText.edit(text, at + offset, at + offset, bytes([character]))
    assert len(text._pieces) == 3 and text[at : at + 5] == b"-0.25"
    more = b"x" * piece_text.SMALL_PIECE
    longer = PieceText.edit(text, at + 5, at + 5, more)
    assert len(longer._pieces) == 4 and longer[:] == original[:at] + b"-0.25" + more + original[at:]
