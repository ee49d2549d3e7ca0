"""``analysis.files``: what the server reads of a repository, and file URIs on this platform's terms."""

from __future__ import annotations

import nturl2path
import sys
from pathlib import Path

from webots_ls.analysis import files


def test_a_file_uri_is_a_local_path():
    if sys.platform == "win32":
        assert files.uri_path("file:///C:/w/a%20b.wbt") == Path("C:/w/a b.wbt")
        assert files.uri_path("file://server/share/w.wbt") == Path("//server/share/w.wbt")
    else:
        assert files.uri_path(Path("/tmp/a b/ü.wbt").as_uri()) == Path("/tmp/a b/ü.wbt")
    # what the platform's url2pathname gives on Windows for a drive letter (urlparse's path alone: '/C:/w/a b.wbt')
    assert nturl2path.url2pathname("/C:/w/a%20b.wbt") == "C:\\w\\a b.wbt"


def test_the_protocol_buffers_test_reads_the_content():
    assert files.is_protocol_buffers(b'syntax = "proto3";\nmessage A { int32 x = 1; }\n')
    assert files.is_protocol_buffers(b'// c\npackage robots.v1;\n')
    assert not files.is_protocol_buffers(b"#VRML_SIM R2025a utf8\nPROTO A [ ]\n{ Solid { } }\n")
    assert not files.is_protocol_buffers(b"# VRML_SIM R2023a utf8\nmessage A {\n")  # a Webots header wins
    assert not files.is_protocol_buffers(b"PROTO Wall [ ]\n{ Solid { } }\n")  # a PROTO that lost its header
