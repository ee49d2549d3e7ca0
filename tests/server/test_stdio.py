"""Reading messages off the pipe (``server.stdio``): a long didOpen text decoded straight to UTF-8 by the C scan
``long_json_string`` must read exactly as orjson reads it, and anything it does not take goes the usual way.
(Framing over a real pipe: tests/e2e/test_lifecycle.py.)"""

from __future__ import annotations

import asyncio
import json
import os
import random
import threading

import orjson
import pytest

from webots_ls.server import stdio

PIECES = [  # raw bytes of a literal's content: escapes, UTF-8, and what strict JSON refuses
    b"\\u00e9", b"\\ud834\\udd1e", b"\\uDBFF\\uDFFF", b"\\u0000", b"\\b\\f\\n\\r\\t", b"\\/", b'\\"', b"\\\\",
    b"abcdefghij", b"12345678", b"\xc3\xa9", b"\xf0\x9d\x84\x9e", b"\xef\xbf\xbf", b"\x7f",
    b"\\ud834", b"\\udd1e", b"\\ud834\\u0041", b"\\x", b"\\U0041", b"\\u00", b"\\uZZZZ", b"\\",  # bad escapes
    b"\xc3", b"\xc0\xaf", b"\xe0\x80\x80", b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\x01", b"\n",  # bad bytes
]
CHARACTERS = ["a", " ", '"', "\\", "\n", "\r", "\t", "\x00", "\x1f", "\x7f", "é", "✓", "𝄞", "\u2028", "\uffff", "/"]


def test_the_tests_run_the_c_scan():
    assert stdio.long_json_string is not None  # (built with the package: see test_byte_scan)


def _orjson_string(literal: bytes) -> str | None:
    try:
        value = orjson.loads(literal)
    except orjson.JSONDecodeError:
        return None
    return value if isinstance(value, str) else None


@pytest.mark.parametrize("seed", range(20))
def test_long_json_string_reads_each_literal_as_orjson_does(seed):
    """Valid literals give orjson's value as UTF-8; a literal orjson refuses gives None, or (a quote inside it not
    escaped) the shorter literal that ends there."""
    rng = random.Random(seed)
    for _ in range(1500):
        if rng.random() < 0.4:
            text = "".join(rng.choice(CHARACTERS) for _ in range(rng.randrange(40)))
            literal = json.dumps(text, ensure_ascii=rng.random() < 0.3).encode()
        else:
            literal = b'"' + b"".join(rng.choice(PIECES) for _ in range(rng.randrange(12))) + b'"'
        found = stdio.long_json_string(literal, 0)
        value = _orjson_string(literal)
        if value is not None:
            assert found == (0, len(literal), value.encode()), literal
        elif found is not None:
            start, end, decoded = found
            assert start == 0 and end < len(literal) and _orjson_string(literal[:end]).encode() == decoded, literal


def test_long_json_string_skips_shorter_literals_and_keys():
    body = b'{"jsonrpc":"2.0","t":"abcdefghij","x":"' + b"\\\\\\\"" + b'0123456789"}'
    assert stdio.long_json_string(body, 15) is None
    start, end, value = stdio.long_json_string(body, 12)
    assert body[start:end] == b'"\\\\\\"0123456789"' and value == b'\\"0123456789'
    assert stdio.long_json_string(b'{"a": "unclosed', 2) is None


def _opened(text: str, **document) -> bytes:
    item = {"uri": "file:///w.wbt", "languageId": "webots", "version": 3, "text": text, **document}
    return orjson.dumps({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": item}})


LONG = ("#VRML_SIM R2025a utf8\r\n" + 'Solid { name "é ✓ 𝄞 \\"x\\"" }\t# \u2028\n' * 3000)


def test_a_long_opened_text_comes_as_its_utf8_bytes_and_the_rest_as_orjson_reads_it():
    body = _opened(LONG)
    assert len(body) >= stdio.LONG_TEXT
    message = stdio.decode(body)
    expected = orjson.loads(body)
    assert message["params"]["textDocument"].pop("text") == LONG.encode()
    expected["params"]["textDocument"].pop("text")
    assert message == expected


@pytest.mark.parametrize("body", [
    _opened("x" * 100),  # short: not worth it
    _opened(LONG).replace("é".encode(), b"\\ud800", 1),  # a lone surrogate: orjson refuses, json.loads reads it
    _opened(LONG, uri="file:///" + "u" * 70_000),  # the first long string is not the text
    orjson.dumps({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
        "textDocument": {"uri": "file:///w.wbt", "version": 4}, "contentChanges": [{"text": LONG}]}}),
    orjson.dumps({"jsonrpc": "2.0", "id": 1, "method": "workspace/executeCommand", "params": {"arguments": [LONG]}}),
    _opened(LONG)[:-3] + b', "text": "second"}}}',  # a repeated key: the last one counts, as in orjson
], ids=["short", "lone-surrogate", "long-uri", "did-change", "request", "repeated-key"])
def test_other_messages_are_read_the_usual_way(body):
    try:
        expected = orjson.loads(body)
    except orjson.JSONDecodeError:
        expected = json.loads(body)
    assert stdio.decode(body) == expected


def test_bad_utf8_in_a_long_text_is_refused_as_before():
    body = _opened(LONG).replace("é".encode(), b"\xc3", 1)
    assert stdio.decode_opened_text(body) is None
    with pytest.raises(UnicodeDecodeError):  # what the reader logs (and answers nothing) for such a message
        stdio.decode(body)


def test_the_pipe_reader_grows_a_body_past_its_first_buffer_and_reads_on_after_it():
    """A body longer than ``FIRST_BODY_BYTES`` (the buffer grows as its bytes come) arrives whole, from writes of any
    size, and the frame after it is read as it was sent; the end of input gives None."""
    payload = bytes(range(256)) * ((stdio.FIRST_BODY_BYTES + 3 * PIPE_CHUNK) // 256)
    stream = b"Content-Length: %d\r\n\r\n" % len(payload) + payload + b"Content-Length: 2\r\n\r\n{}"
    read_end, write_end = os.pipe()

    def write() -> None:
        with open(write_end, "wb", buffering=0) as pipe:
            for at in range(0, len(stream), PIPE_CHUNK - 7):  # (pieces that do not line up with the reads)
                pipe.write(stream[at : at + PIPE_CHUNK - 7])

    async def read() -> list:
        reader = stdio.PipeReader(read_end)
        try:
            first = await reader.headers(), await reader.body(len(payload))
            second = await reader.headers(), await reader.body(2)
            return [*first, *second, await reader.headers()]
        finally:
            reader.close()

    writer = threading.Thread(target=write)
    writer.start()
    try:
        headers, body, next_headers, next_body, end = asyncio.run(read())
    finally:
        writer.join()
        os.close(read_end)
    assert headers == b"Content-Length: %d" % len(payload)
    assert body == payload
    assert (next_headers, next_body, end) == (b"Content-Length: 2", b"{}", None)


PIPE_CHUNK = 1 << 16
