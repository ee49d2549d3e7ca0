"""Reading messages off the pipe (``server.stdio``): orjson, and the standard library for what orjson refuses.
(Framing over a real pipe: tests/e2e/test_lifecycle.py.)"""

from __future__ import annotations

import asyncio
import json
import os
import threading

import orjson
import pytest

from webots_ls.server import stdio


def _opened(text: str, **document) -> bytes:
    item = {"uri": "file:///w.wbt", "languageId": "webots", "version": 3, "text": text, **document}
    return orjson.dumps({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": item}})


LONG = ("#VRML_SIM R2025a utf8\r\n" + 'Solid { name "é ✓ 𝄞 \\"x\\"" }\t# \u2028\n' * 3000)


@pytest.mark.parametrize("body", [
    _opened("x" * 100),
    _opened(LONG),
    _opened(LONG).replace("é".encode(), b"\\ud800", 1),  # a lone surrogate: orjson refuses, json.loads reads it
    _opened(LONG, uri="file:///" + "u" * 70_000),
    orjson.dumps({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
        "textDocument": {"uri": "file:///w.wbt", "version": 4}, "contentChanges": [{"text": LONG}]}}),
    orjson.dumps({"jsonrpc": "2.0", "id": 1, "method": "workspace/executeCommand", "params": {"arguments": [LONG]}}),
    _opened(LONG)[:-3] + b', "text": "second"}}}',  # a repeated key: the last one counts, as in orjson
], ids=["short", "long", "lone-surrogate", "long-uri", "did-change", "request", "repeated-key"])
def test_other_messages_are_read_the_usual_way(body):
    try:
        expected = orjson.loads(body)
    except orjson.JSONDecodeError:
        expected = json.loads(body)
    assert stdio.decode(body) == expected


def test_bad_utf8_in_a_long_text_is_refused_as_before():
    body = _opened(LONG).replace("é".encode(), b"\xc3", 1)
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
