"""``webots-ls check``'s text escaping: the one-regex test for unprintable characters is exactly the definition by
Unicode categories it stands for (Cc, Cs, Zl, Zp, bidi controls), over every code point."""

from __future__ import annotations

import sys

import pytest

from webots_ls.report_formats import _UNPRINTABLE, _is_unprintable, escape_controls


@pytest.mark.slow
def test_unprintable_class_is_the_unicode_categories():
    matched = {ord(char) for char in _UNPRINTABLE.findall("".join(map(chr, range(sys.maxunicode + 1))))}
    assert matched == {point for point in range(sys.maxunicode + 1) if _is_unprintable(chr(point))}


def test_escape_controls_keeps_printable_text_and_escapes_the_rest():
    assert escape_controls("USE Ⅹ9 [unresolved-use] 𝔸") == "USE Ⅹ9 [unresolved-use] 𝔸"
    assert escape_controls("a\x00b\u202ec\udc80\td") == "a\\x00b\\u202ec\\x80\\td"
    assert escape_controls("a\tb", keep="\t") == "a\tb"
