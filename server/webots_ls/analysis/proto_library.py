"""Webots' PROTO library as a list: an installation's ``resources/proto-list.xml`` or the bundled index
(``webots_ls/data/proto_index.json``, made from a proto-list.xml by ``scripts/build-proto-index``).

Each entry says a library PROTO's name, base type (the built-in type it finally is), URL, description and
parameters; the files themselves are read only when an installation has them (``project``).

The bundled index is JSON written one PROTO per line (``index_lines``), so a server reads the names and parses an
entry only when it is first asked for: a first open asks for a few dozen of the 845 (the whole file's ``json.loads``
cost 7-15 ms of a fresh server's first open, the lines 1 ms).
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ElementTree
from dataclasses import dataclass
from functools import lru_cache
from importlib.resources import files
from pathlib import Path
from typing import Mapping

from ..syntax.parser import parse
from .protos import ProtoParameter, read_proto_interface

PARAMETER_COLUMNS = ["name", "type", "kind", "default", "restrictions", "doc"]


@dataclass(frozen=True)
class LibraryProto:
    name: str
    base_type: str | None
    url: str
    description: str = ""
    tags: tuple[str, ...] = ()
    needs_robot_ancestor: bool = False
    slot_type: str | None = None
    documentation_url: str = ""
    license: str = ""
    parameters: tuple[ProtoParameter, ...] = ()
    parameters_known: bool = True  # False: the list gives no <parameters> (not "none": RoadLine has some)

    def parameter(self, name: str) -> ProtoParameter | None:
        return next((parameter for parameter in self.parameters if parameter.name == name), None)


class ProtoLibrary:
    """Library PROTOs by name; a record is read when first asked for: its JSON text (bytes) parsed, the parameters
    of a proto-list.xml entry parsed."""

    def __init__(self, records: Mapping[str, dict | bytes]):
        self._records = dict(records)
        self._protos: dict[str, LibraryProto] = {}

    def _record(self, name: str) -> dict | None:
        record = self._records.get(name)
        if isinstance(record, bytes):
            record = self._records[name] = json.loads(record)
        return record

    def get(self, name: str) -> LibraryProto | None:
        proto = self._protos.get(name)
        if proto is None:
            record = self._record(name)
            if record is None:
                return None
            proto = self._protos[name] = _library_proto(name, record)
        return proto

    def __contains__(self, name: str) -> bool:
        return name in self._records

    def names(self) -> frozenset[str]:
        return frozenset(self._records)

    def url(self, name: str) -> str | None:
        record = self._record(name)
        return record["url"] if record is not None else None


def _library_proto(name: str, record: dict) -> LibraryProto:
    parameters = record["parameters"]
    if isinstance(parameters, str):  # from a proto-list.xml: parsed now
        parameters = parameter_rows(name, parameters, strict=False)
    known = parameters is not None
    parameters = parameters or ()
    return LibraryProto(
        name=name,
        base_type=record["base_type"],
        url=record["url"],
        description=record["description"],
        tags=tuple(record["tags"]),
        needs_robot_ancestor=record["needs_robot_ancestor"],
        slot_type=record["slot_type"],
        documentation_url=record["documentation_url"],
        license=record["license"],
        parameters=tuple(ProtoParameter(row[0], row[1], row[2], row[3], tuple(row[4]), row[5]) for row in parameters),
        parameters_known=known,
    )


@lru_cache(maxsize=1)
def bundled_library() -> ProtoLibrary:
    """The index shipped with the server (Webots' library when no installation is found)."""
    header, records = index_records(files("webots_ls").joinpath("data", "proto_index.json").read_bytes())
    assert header["parameter_columns"] == PARAMETER_COLUMNS, header["parameter_columns"]
    return ProtoLibrary(records)


def index_lines(index: dict) -> str:
    """The index as JSON, one PROTO a line: the header (all but the entries) on the first line, each
    ``"Name":{...}`` on its own line (JSON escapes a line break inside a string), then the closing line."""
    header = json.dumps({**index, "protos": {}}, ensure_ascii=False, separators=(",", ":"))
    assert header.endswith('"protos":{}}'), header  # (the entries last)
    entries = [json.dumps({name: entry}, ensure_ascii=False, separators=(",", ":"))[1:-1]
               for name, entry in index["protos"].items()]
    return header[:-2] + "\n" + ",\n".join(entries) + "\n}}\n"


def index_records(data: bytes) -> tuple[dict, dict[str, bytes]]:
    """The header (the index but its entries) and each PROTO's JSON text by name, of an index written by
    ``index_lines``; any other JSON is parsed whole."""
    lines = data.split(b"\n")
    if len(lines) >= 3 and lines[0].endswith(b'"protos":{') and lines[-2:] == [b"}}", b""]:
        records = {}
        for line in lines[1:-2]:
            key, colon, record = line.rstrip(b",").partition(b'":')
            if not (key.startswith(b'"') and record.startswith(b"{") and b"\\" not in key):
                break  # (not one entry a line)
            records[key[1:].decode("utf-8")] = record
        else:
            header = json.loads(lines[0] + b"}}")
            del header["protos"]
            return header, records
    index = json.loads(data)
    return index, index.pop("protos")


def read_proto_list(xml_path: Path) -> ProtoLibrary:
    """An installation's ``resources/proto-list.xml``; parameters are parsed when an entry is first asked for."""
    return ProtoLibrary(proto_list_records(xml_path.read_bytes(), parse_parameters=False))


def proto_list_records(data: bytes, parse_parameters: bool = True) -> dict[str, dict]:
    """Name → record of each ``<proto>`` of a proto-list.xml, the first entry of a name winning."""
    records: dict[str, dict] = {}
    for entry in ElementTree.fromstring(data).findall("proto"):
        name = entry.findtext("name", "").strip()
        if not name or name in records:
            continue
        parameters = entry.findtext("parameters")  # None: the list does not say (164 entries)
        if parameters is not None and parse_parameters:
            parameters = parameter_rows(name, parameters)
        records[name] = {
            "base_type": entry.findtext("base-type", "").strip() or None,
            "url": entry.findtext("url", "").strip(),
            "description": unescape_newlines(entry.findtext("description", "")).strip(),
            "tags": [tag for tag in entry.findtext("tags", "").replace(" ", "").split(",") if tag],
            "needs_robot_ancestor": entry.findtext("needs-robot-ancestor", "").strip().lower() == "true",
            "slot_type": entry.findtext("slot-type"),
            "documentation_url": entry.findtext("documentation-url", "").strip(),
            "license": entry.findtext("license", "").strip(),
            "parameters": parameters,
        }
    return records


def parameter_rows(name: str, parameters: str, strict: bool = True) -> list[list]:
    """The parameters of a proto-list entry as rows of ``PARAMETER_COLUMNS``, read by the PROTO interface reader.
    ``strict``: text that does not parse raises (the index builder); else what parses is kept."""
    text = unescape_newlines(parameters)
    source = f"#VRML_SIM R2025a utf8\nPROTO {name} [\n{text}\n]\n{{ }}\n".encode("utf-8")
    tree = parse(source)
    if strict and tree.root_node.has_error:
        raise ValueError(f"{name}: its parameters do not parse:\n{parameters}")
    interface = read_proto_interface(tree, source)
    if interface is None:
        return []
    return [[p.name, p.type, p.kind, p.default, list(p.restrictions), p.doc] for p in interface.parameters]


def unescape_newlines(text: str) -> str:
    """The list writes line breaks as the two characters ``\\n``, except inside strings, where a ``\\n`` is the
    PROTO's own escape; a comment ends at one."""
    out = []
    position, length = 0, len(text)
    in_string = in_comment = False
    while position < length:
        char = text[position]
        pair = text[position:position + 2]
        if pair == "\\n" and not in_string:
            out.append("\n")
            in_comment = False
            position += 2
            continue
        if in_string and char == "\\":
            out.append(pair)
            position += 2
            continue
        if char == "\n":
            in_comment = in_string = False
        elif char == "#" and not in_string:
            in_comment = True
        elif char == '"' and not in_comment:
            in_string = not in_string
        out.append(char)
        position += 1
    return "".join(out)


__all__ = [
    "LibraryProto",
    "PARAMETER_COLUMNS",
    "ProtoLibrary",
    "bundled_library",
    "index_lines",
    "index_records",
    "proto_list_records",
    "read_proto_list",
    "unescape_newlines",
]
