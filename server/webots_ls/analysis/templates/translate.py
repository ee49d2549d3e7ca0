"""A PROTO template cut into pieces (literal text, code, expressions) and translated into a script, with the map
from script positions back to the template.

As Webots (``WbProtoModel``, ``WbTemplateEngine::generateJavascript``): only the PROTO body is a template, from the
interface's closing ``{`` to the last ``}`` of the file; ``%<`` opens a statement up to the next ``>%`` (Lua: ``%{``
``}%``), ``%<=`` an expression. Outside statements and double-quoted strings a ``#`` starts a VRML comment to the end
of the line, and a ``%<`` in it is comment text (the manual: "the VRML97 comment prevails"); Webots removes the
comments of a Lua template before evaluating it and keeps those of a JavaScript one. Positions here are indexes
in the Python string of the PROTO text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

TEXT, CODE, EXPRESSION, COMMENT = "text", "code", "expression", "comment"
TOKENS = {"javascript": ("%<", ">%"), "lua": ("%{", "}%")}


@dataclass(frozen=True)
class Piece:
    kind: Literal["text", "code", "expression", "comment"]
    start: int  # the piece in the PROTO text (a statement: from its opening token to after its closing one)
    end: int
    code_start: int  # the code between the tokens (text and comments: start/end)
    code_end: int


class TranslationError(Exception):
    def __init__(self, message: str, start: int, end: int):
        super().__init__(message)
        self.message, self.start, self.end = message, start, end


def split(text: str, start: int, end: int, language: str) -> list[Piece]:
    """The pieces of ``text[start:end]``; raises TranslationError for a statement never closed."""
    opening, closing = TOKENS[language]
    interesting = re.compile(re.escape(opening) + r'|["#]')
    pieces: list[Piece] = []
    literal_start = position = start
    in_quotes = False  # (a double-quoted string never spans lines here, as in Webots' line scan)
    while True:
        found = interesting.search(text, position, end)
        if found is None:
            break
        if in_quotes and "\n" in text[position:found.start()]:
            in_quotes = False
        position = found.start()
        if found.group() == opening:
            close = text.find(closing, position + len(opening), end)
            if close < 0:
                name = "JavaScript" if language == "javascript" else "Lua"
                raise TranslationError(f"Expected {name} closing token '{closing}' is missing.", position,
                                       position + len(opening))
            _add_text(pieces, literal_start, position)
            expression = text.startswith("=", position + len(opening))
            code_start = position + len(opening) + (1 if expression else 0)
            pieces.append(Piece(EXPRESSION if expression else CODE, position, close + len(closing), code_start, close))
            position = literal_start = close + len(closing)
        elif found.group() == '"':
            if position == start or text[position - 1] != "\\":
                in_quotes = not in_quotes
            position += 1
        elif in_quotes:
            position += 1
        else:  # a VRML comment, to the end of the line
            line_end = text.find("\n", position, end)
            line_end = end if line_end < 0 else line_end
            _add_text(pieces, literal_start, position)
            pieces.append(Piece(COMMENT, position, line_end, position, line_end))
            position = literal_start = line_end
    _add_text(pieces, literal_start, end)
    return pieces


def _add_text(pieces: list[Piece], start: int, end: int) -> None:
    if end > start:
        pieces.append(Piece(TEXT, start, end, start, end))


def place(text: str, piece: Piece, code_offset: int | None) -> tuple[int, int]:
    """Where an error at ``code_offset`` of a piece's code is shown: the line of a statement written on several
    lines (its written part), else the whole piece."""
    code = text[piece.code_start:piece.code_end]
    if piece.kind != CODE or code_offset is None or "\n" not in code.strip():
        return piece.start, piece.end
    position = piece.code_start + max(0, min(code_offset, len(code)))
    start = max(text.rfind("\n", 0, position) + 1, piece.code_start)
    end = text.find("\n", position, piece.code_end)
    end = piece.code_end if end < 0 else end
    line = text[start:end]
    if not line.strip():
        return piece.start, piece.end
    start += len(line) - len(line.lstrip())
    return start, start + len(line.strip())


def body_span(text: str, body_open_end: int) -> tuple[int, int] | None:
    """The template part of the PROTO text: after the body's ``{`` up to the last ``}`` of the file (None when the
    file has none after it)."""
    last = text.rfind("}")
    return (body_open_end, last) if last >= body_open_end else None


def regenerators(text: str, pieces: list[Piece], names: list[str]) -> set[str]:
    """The parameters a statement names as ``fields.NAME`` (``WbProtoModel``: only these reach the template, unless
    the header tags it ``indirectFieldAccess``)."""
    code = "\n".join(text[piece.code_start:piece.code_end] for piece in pieces if piece.kind in (CODE, EXPRESSION))
    return {name for name in names if re.search(r"(^|[^a-zA-Z0-9_])fields\." + re.escape(name) + r"($|[^a-zA-Z0-9_])",
                                                code)}


_IMPORT = re.compile(r"""\bimport\s+(?P<what>[^;'"]*?)\s*\bfrom\s*(?P<quote>['"])(?P<module>[^'"]*)(?P=quote)\s*;?"""
                     r"""|\bimport\s*(?P<quote2>['"])(?P<module2>[^'"]*)(?P=quote2)\s*;?""")


@dataclass(frozen=True)
class Import:
    module: str  # as written ('wbrandom.js')
    clause: str  # what it imports ('* as wbrandom', '{integer, real as r}', 'x', '' for none)
    start: int
    end: int

    def bindings(self, key: str) -> str:
        """The JavaScript declarations binding what it imports, from ``__wbImport(key)``."""
        source = f"__wbImport({key!r})"
        declarations = []
        for part in re.findall(r"\{[^}]*\}|[^,{}]+", self.clause):
            part = part.strip()
            if part.startswith("{"):
                names = [re.sub(r"\s+as\s+", ": ", name.strip()) for name in part[1:-1].split(",") if name.strip()]
                declarations.append(f"const {{{', '.join(names)}}} = {source};")
            elif part.startswith("*"):
                declarations.append(f"const {part.split()[-1]} = {source};")
            elif part:
                declarations.append(f"const {part} = {source}.default;")
        return " ".join(declarations) or f"{source};"


def find_imports(text: str, piece: Piece) -> list[Import]:
    """The ``import ... from '...'`` statements of a code piece (Webots hoists them out of the body)."""
    found = []
    for match in _IMPORT.finditer(text, piece.code_start, piece.code_end):
        module = match.group("module") if match.group("module") is not None else match.group("module2")
        found.append(Import(module, (match.group("what") or "").strip(), match.start(), match.end()))
    return found
