"""Diagnostic rules. Each rule is one function returning a list of ``Finding``.

A rule on DEF/USE takes a ``FileAnalysis``; a rule on the syntax tree takes ``(tree, source)``. ``analysis.rules``
lists them for ``features.diagnostics``.
"""

from __future__ import annotations

import re
from typing import Iterator

from tree_sitter import Node, Tree

from ..syntax import kinds
from ..syntax.kinds import Child
from ..syntax.positions import LineIndex
from ..syntax.text import node_text, span_text
from . import codes, proto_rules
from .codes import Finding, Severity
from .index import FileAnalysis
from .names import KEYWORDS, identifier_problem
from .project import ProjectNodeTypes
from .tree_pass import TreeCaptures
from .spans import Span
from .webots_parser import ParseError



# ------------------------------------------------------------------------------------------- DEF / USE


def unresolved_uses(analysis: FileAnalysis, file_pass: TreeCaptures | None = None) -> list[Finding]:
    """A USE with no registered DEF of its name before it in its scope (``WbNodeReader::readNode``).

    A USE inside the node of a same-name DEF gets one finding: Webots' text, then why that DEF does not count.
    ``file_pass``: the whole-file pass, where the PROTO instances are read (None: a query).
    """
    findings = []
    default_defs: dict[str, list[int]] | None = None
    for occurrence, target in analysis.uses_with_targets():
        if target is None:
            name = occurrence.name
            if default_defs is None:  # (read only when a USE is unbound: a walk over the file's PROTO instances)
                default_defs = _proto_default_defs(analysis, file_pass)
            if any(end <= occurrence.span.start for end in default_defs.get(name, ())):
                continue  # a DEF of a PROTO parameter's default value, registered by an instance before it
            message = f"Did not find a 'DEF {name}' to match 'USE {name}'"
            enclosing = analysis.enclosing_same_name(occurrence)
            if enclosing is not None:
                line = analysis.line_of(enclosing.start)
                message += f" (this USE is inside 'DEF {name}' of line {line}, which Webots registers only at its closing '}}')"
            templated = analysis.templated_def_before(occurrence)
            if templated is None:
                findings.append(codes.UNRESOLVED_USE.at(occurrence.span, message))
            else:
                # A template-made name is known only after generation (``WbTemplateEngine``): it may be this one.
                line = analysis.line_of(templated.start)
                hedge = f"{message}, unless the template-made DEF name at line {line} produces '{name}'"
                findings.append(codes.UNRESOLVED_USE.at(occurrence.span, hedge, severity="warning"))
    return findings


def _proto_default_defs(analysis: FileAnalysis, file_pass: TreeCaptures | None) -> dict[str, list[int]]:
    """``proto_rules.default_def_ends`` when the file's provider knows PROTOs of other files, else nothing."""
    if not isinstance(analysis.node_types, ProjectNodeTypes):
        return {}
    return proto_rules.default_def_ends(analysis.tree, analysis.source, analysis.node_types, file_pass)


def uses_inside_own_def(analysis: FileAnalysis) -> list[Finding]:
    """A USE inside the node of a DEF with its name that binds to an earlier DEF: that DEF is registered only at its
    ``}`` (``WbNodeReader::readNode``), so the USE refers to the earlier node. An unbound one is ``unresolved_uses``' finding."""
    findings = []
    for occurrence, target, enclosing in analysis.uses_inside_same_name():
        if target is None:
            continue  # reported once, by unresolved_uses
        enclosing_span = analysis.node_span(enclosing)
        if enclosing_span.start < target.start < enclosing_span.end:
            continue  # bound to a redefinition inside the node: the reader's rule 3, nothing self-referential
        name = occurrence.name
        where = f"'USE {name}' is inside the node 'DEF {name}' of line {analysis.line_of(enclosing.start)}"
        why = "Webots registers a DEF only when its closing '}' is read"
        outcome = f"so it refers to the earlier 'DEF {name}' at line {analysis.line_of(target.start)}"
        # Webots loads this (the USE is a copy of the earlier node), so it is a warning: rarely what was meant.
        findings.append(codes.USE_INSIDE_OWN_DEF.at(occurrence.span, f"{where}; {why}, {outcome}"))
    return findings


def invalid_names(analysis: FileAnalysis) -> list[Finding]:
    """DEF/USE names must be identifiers and not keywords (``WbToken::isValidIdentifier``, ``WbParser::parseIdentifier``).

    Judged once per name (a USE chain writes each name twice), then reported at each occurrence of a bad one."""
    findings = []
    for name in analysis.names():
        if name.isidentifier() and name not in KEYWORDS:
            continue  # a Python identifier has none of the forbidden characters nor a digit first
        problem = identifier_problem(name)
        if problem is not None:
            for occurrence in analysis.occurrences_named(name):
                keyword = occurrence.kind.upper()
                findings.append(codes.INVALID_NAME.at(occurrence.span, f"Invalid {keyword} name '{name}': {problem}"))
    return findings


# ---------------------------------------------------------------------------------------------- syntax

_QUOTE_LIMIT = 40  # characters of a token quoted in a message


# WbTokenizer::readFileInfo (2023): line 1 is the header, `#VRML_SIM <version> utf8` once the leading `#` is
# removed and the line trimmed; node files exported for supervisors (.wbo) say `#VRML_OBJ`.
_HEADER = re.compile(rb"VRML_(?:SIM|OBJ) \S+ utf8")
CURRENT_HEADER = "#VRML_SIM R2025a utf8"
_HEADER_VERSION = re.compile(rb"\b(R\d{4}[a-z](?:-rev\d+)?|V\d+(?:\.\d+)*)\b")  # a version a broken header names


def header_problems(tree: Tree, source: bytes) -> list[Finding]:
    """A missing or invalid header line (``WbTokenizer::readFileInfo``): Webots refuses worlds and PROTOs without one.
    The suggested line keeps the file's own version when the line names one (an R2022b project is not told to write
    R2025a)."""
    end = source.find(b"\n")
    line = source[: len(source) if end < 0 else end]
    start = 3 if line.startswith(b"\xef\xbb\xbf") else 0
    text = line[start:]
    if text.startswith(b"#") and _HEADER.fullmatch(text[1:].strip()):
        return []
    version = _HEADER_VERSION.search(text)
    kind_word = "VRML_OBJ" if b"VRML_OBJ" in text else "VRML_SIM"
    header = f"#{kind_word} {version.group(1).decode()} utf8" if version else CURRENT_HEADER
    span = Span(start, len(line.rstrip(b"\r"))) if text.strip() else Span(0, 0)
    stripped = text.lstrip(b" \t")
    if stripped is not text and stripped.startswith(b"#") and _HEADER.fullmatch(stripped[1:].strip()):
        return [codes.HEADER.at(span, "Missing header: Webots R2022b read a first line that starts with a blank, "
                                      f'R2023a and later do not. Please modify the first line to "{header}".')]
    kind = "Invalid header." if text.startswith(b"#") else "Missing header."
    return [codes.HEADER.at(span, f'{kind} Please modify the first line to "{header}".')]


def syntax_errors(tree: Tree, source: bytes) -> list[Finding]:
    """ERROR and MISSING nodes of the tree, described the way a person would (``WbParser::reportUnexpected``)."""
    root = tree.root_node
    if not root.has_error:
        return []
    lines = LineIndex(source)
    findings: list[Finding] = []
    # Each node comes with its parent: a MISSING node is zero-width, and tree-sitter finds the parent of a
    # zero-width node by recursing once per level (`Node.parent` overflowed the C stack at depth 5,000).
    stack: list[tuple[Node, Node | None]] = [(root, None)]
    while stack:
        node, parent = stack.pop()
        if node.is_missing:
            findings.append(_describe_missing(node, parent, source, lines))
            continue
        if node.is_error:
            findings.append(_describe_error(node, source, lines))
            continue
        if node.child_count == 0 and node.type in _READABLE_NAMED:
            # a named wrapper of a hidden token that is missing, e.g. the node_type of `DEF Solid {}`
            findings.append(_describe_missing_word(node, parent, source))
            continue
        for index in range(node.child_count - 1, -1, -1):
            child = node.child(index)
            if child is not None and (child.has_error or child.is_missing):
                stack.append((child, node))
    findings.sort(key=lambda finding: finding.span.start)
    return findings


def _node_label(node: Node, source: bytes) -> str:
    """'Solid' / 'DEF ARM Solid' for a node, used to say which node a bracket belongs to."""
    type_node = node.child_by_field_name(Child.TYPE)
    type_text = node_text(source, type_node, _QUOTE_LIMIT) if type_node is not None and type_node.end_byte > type_node.start_byte else "node"
    def_node = node.child_by_field_name(Child.DEF)
    if def_node is not None and def_node.end_byte > def_node.start_byte:
        return f"DEF {node_text(source, def_node, _QUOTE_LIMIT)} {type_text}"
    return type_text


def _owner_field(node: Node, source: bytes) -> str | None:
    """The field name a value belongs to, if the value sits in a field or field declaration."""
    parent = node.parent
    while parent is not None and parent.type in (kinds.LIST,):
        parent = parent.parent
    if parent is not None and parent.type in (kinds.FIELD, kinds.HIDDEN_FIELD, kinds.FIELD_DECLARATION):
        name = parent.child_by_field_name(Child.NAME)
        if name is not None and not name.is_missing:
            return node_text(source, name, _QUOTE_LIMIT)
    return None


def _opening(container: Node, bracket: str) -> Node | None:
    for child in container.children:
        if child.type == bracket:
            return child
    return None


_READABLE_NAMED = {
    "node_body": "'{' and a node body",
    "node_type": "a node type",
    "def_name": "a DEF name",
    "use_name": "a USE name",
    "field_name": "a field name",
    "proto_name": "a PROTO name",
    "is_target": "a PROTO parameter name after 'IS'",
    "field_type": "a field type",
    "field_kind": "a field kind",
    "interface": "a PROTO interface '[ ... ]'",
    "proto_body": "a PROTO body '{ ... }'",
    "string": "a string",
}


def _describe_missing(node: Node, parent: Node | None, source: bytes, lines: LineIndex) -> Finding:
    missing = node.type
    span = Span(node.start_byte, node.end_byte)
    message = None
    if parent is not None and missing in ("}", "]", '"'):
        opening = _opening(parent, {"}": "{", "]": "[", '"': '"'}[missing])
        opened = f" opened at line {lines.line_number(opening.start_byte)}" if opening is not None else ""
        if parent.type == kinds.NODE_BODY and parent.parent is not None:
            message = f"missing '}}' to close '{_node_label(parent.parent, source)}'{opened}"
        elif parent.type == kinds.PROTO_BODY:
            message = f"missing '}}' to close the PROTO body{opened}"
        elif parent.type == kinds.LIST:
            owner = _owner_field(parent, source)
            what = f"the list of field '{owner}'" if owner else "the list"
            message = f"missing ']' to close {what}{opened}"
        elif parent.type == kinds.INTERFACE:
            message = f"missing ']' to close the PROTO interface{opened}"
        elif parent.type == kinds.RESTRICTIONS:
            message = f"missing '}}' to close the list of accepted values{opened}"
        elif parent.type == kinds.STRING:
            message = f"missing '\"' to close the string{opened}"
    if message is None and parent is not None and missing in (">%", "}%"):
        opening = next((c for c in parent.children if c.type.startswith("%")), None)
        opened = f" opened at line {lines.line_number(opening.start_byte)}" if opening is not None else ""
        message = f"missing '{missing}' to close the template{opened}"
    if message is None and parent is not None and parent.type in _READABLE_NAMED and missing not in _READABLE_NAMED:
        return _describe_missing_word(parent, None, source)
    if message is None:
        if parent is not None and parent.type == kinds.FIELD and missing not in _READABLE_NAMED:
            name = parent.child_by_field_name(Child.NAME)
            message = f"expected a value for field '{node_text(source, name, _QUOTE_LIMIT)}'" if name is not None else None
        if message is None:
            readable = _READABLE_NAMED.get(missing, f"'{missing}'")
            message = f"missing {readable}"
    return codes.MISSING.at(span, message)


def _describe_missing_word(wrapper: Node, parent: Node | None, source: bytes) -> Finding:
    """A missing name, reported as what it would have been (node type, field name, ...). ``parent``: the wrapper's,
    when the caller knows it (a zero-width node's ``Node.parent`` recurses once per level of the tree)."""
    span = Span(wrapper.start_byte, wrapper.end_byte)
    if wrapper.type == kinds.NODE_TYPE and parent is None:
        parent = wrapper.parent
    if wrapper.type == kinds.NODE_TYPE and parent is not None:
        def_node = parent.child_by_field_name(Child.DEF)
        if def_node is not None:
            name = node_text(source, def_node, _QUOTE_LIMIT)
            message = f"missing node type after 'DEF {name}' ('{name}' is read as the DEF name)"
            return codes.MISSING.at(span, message)
    return codes.MISSING.at(span, f"missing {_READABLE_NAMED[wrapper.type]}")


def _first_leaf(node: Node) -> Node:
    while node.child_count:
        first = node.child(0)
        if first is None:
            break
        node = first
    return node


_WORD_END = frozenset(b" \t\r\n\v\f,{}[]#\"")


def _first_token_span(node: Node, source: bytes) -> Span:
    """The first token of an ERROR node. Words are hidden tokens, so when the first visible leaf does not start the
    node (e.g. it is a comment after `ISNOT translation`), the word is read from the text instead."""
    leaf = _first_leaf(node)
    if leaf.start_byte == node.start_byte and leaf.end_byte > leaf.start_byte:
        return Span(leaf.start_byte, leaf.end_byte)
    start = end = node.start_byte
    while end < node.end_byte and source[end] not in _WORD_END:
        end += 1
    if end == start:
        end = min(node.end_byte, start + 1)
    return Span(start, end) if end > start else Span(node.start_byte, node.end_byte)


def _describe_error(node: Node, source: bytes, lines: LineIndex) -> Finding:
    span = _first_token_span(node, source)
    parent = node.parent
    text = span_text(source, node.start_byte, node.end_byte, _QUOTE_LIMIT)

    unclosed = _unclosed_at_end(node, source, lines)
    if unclosed is not None:
        return unclosed
    last = node.child(node.child_count - 1) if node.child_count else None
    if last is not None and last.type in ("USE", "DEF"):
        what = "a name after 'USE'" if last.type == "USE" else "a name and a node after 'DEF'"
        return codes.SYNTAX_ERROR.at(Span(last.start_byte, last.end_byte), f"expected {what}")
    if text in ("}", "]"):
        opener = "{" if text == "}" else "["
        return codes.SYNTAX_ERROR.at(span, f"unmatched '{text}': no '{opener}' is open here")
    if parent is not None and parent.type == kinds.NODE_BODY and node.child_count == 0 and _is_word(text):
        # `translation }`: a field name with nothing after it
        return codes.SYNTAX_ERROR.at(span, f"expected a value for field '{text}'")
    previous = node.prev_sibling
    while previous is not None and previous.is_extra:  # a comment between the type and the error
        previous = previous.prev_sibling
    if parent is not None and parent.type == kinds.NODE and previous is not None:
        if previous.type == kinds.NODE_TYPE:
            type_text = node_text(source, previous, _QUOTE_LIMIT)
            shown = span_text(source, span.start, span.end, _QUOTE_LIMIT)
            return codes.SYNTAX_ERROR.at(span, f"expected '{{' after '{type_text}', found '{shown}'")
    if parent is not None and parent.type == kinds.FIELD and previous is not None:
        if previous.type == kinds.FIELD_NAME:
            field_name = node_text(source, previous, _QUOTE_LIMIT)
            return codes.SYNTAX_ERROR.at(span, f"unexpected '{span_text(source, span.start, span.end, _QUOTE_LIMIT)}' in the value of field '{field_name}'")
    if not text.strip():
        return codes.SYNTAX_ERROR.at(span, "unexpected text")
    shown = span_text(source, span.start, span.end, _QUOTE_LIMIT)
    return codes.SYNTAX_ERROR.at(span, f"unexpected '{shown}'{_context_phrase(parent, source)}")


def _is_word(text: str) -> bool:
    return bool(text) and not any(c.isspace() or c in '{}[]"#,' for c in text) and text[0] not in "0123456789+-."


_NOT_BLANK = re.compile(rb"\S")  # what bytes.strip() would keep


def _unclosed_at_end(error: Node, source: bytes, lines: LineIndex) -> Finding | None:
    """An ERROR running to the end of the file with brackets or a string left open: say what is not closed.

    Tree-sitter gives up on the whole region when more than one closing token is missing at the end of file.
    """
    if _NOT_BLANK.search(source, error.end_byte):  # (a search, not a copy of the rest: thousands of errors)
        return None
    open_tokens: list[tuple[Node, str]] = []
    previous: Node | None = None
    for child in error.children:
        kind = child.type
        if kind in ("{", "["):
            open_tokens.append((child, _opener_label(child, previous, source)))
        elif kind in ("}", "]"):
            if open_tokens and open_tokens[-1][0].type == ("{" if kind == "}" else "["):
                open_tokens.pop()
        elif kind in ("%<", "%<=", "%{", "%{=") and not any(
            sibling.type in (">%", "}%") for sibling in _following_siblings(child)
        ):
            closer = ">%" if kind.startswith("%<") else "}%"
            line = lines.line_number(child.start_byte)
            return codes.MISSING.at(Span(child.start_byte, child.end_byte), f"missing '{closer}' to close the template opened at line {line}")
        elif kind == '"' and not child.is_missing:
            nxt = child.next_sibling
            if nxt is None or nxt.type != '"':
                line = lines.line_number(child.start_byte)
                return codes.MISSING.at(Span(child.start_byte, child.end_byte), f"missing '\"' to close the string opened at line {line}")
        if child.is_named or kind not in ("{", "["):
            previous = child
    if not open_tokens:
        return None
    innermost, label = open_tokens[-1]
    closer = "}" if innermost.type == "{" else "]"
    message = f"missing '{closer}' to close {label} opened at line {lines.line_number(innermost.start_byte)}"
    if len(open_tokens) > 1:
        outer_tokens = list(reversed(open_tokens[:-1]))
        outer = ", ".join(f"{lab} (line {lines.line_number(tok.start_byte)})" for tok, lab in outer_tokens[:5])
        more = f" and {len(outer_tokens) - 5} more" if len(outer_tokens) > 5 else ""
        message += f"; also not closed: {outer}{more}"
    return codes.MISSING.at(Span(error.end_byte, error.end_byte), message)


def _following_siblings(node: Node) -> Iterator[Node]:
    sibling = node.next_sibling
    while sibling is not None:
        yield sibling
        sibling = sibling.next_sibling


def _opener_label(opener: Node, previous: Node | None, source: bytes) -> str:
    if opener.type == "{":
        if previous is not None and previous.type == kinds.NODE_TYPE:
            return f"'{node_text(source, previous, _QUOTE_LIMIT)}'"
        if previous is not None and previous.type == kinds.INTERFACE:
            return "the PROTO body"
        return "a '{'"
    # `[`: the word before it is the field name (hidden in an ERROR, so read the text)
    before = source[max(0, opener.start_byte - 200) : opener.start_byte].decode("utf-8", "replace").split()
    if previous is not None and previous.type == kinds.PROTO_NAME or (before and before[-1] == "PROTO"):
        return "the PROTO interface"
    if before and _is_word(before[-1]):
        return f"the list of field '{before[-1]}'"
    return "a list"


def _context_phrase(parent: Node | None, source: bytes) -> str:
    if parent is None:
        return ""
    if parent.type == kinds.NODE_BODY and parent.parent is not None:
        return f" in '{_node_label(parent.parent, source)}' (expected a field name or '}}')"
    if parent.type == kinds.LIST:
        owner = _owner_field(parent, source)
        return f" in the list of field '{owner}'" if owner else " in a list"
    if parent.type == kinds.INTERFACE:
        return " in the PROTO interface (expected a field declaration or ']')"
    if parent.type == kinds.SOURCE_FILE:
        return " at the top level (expected a node)"
    if parent.type == kinds.PROTO:
        return " in the PROTO header (expected 'PROTO Name [ interface ] { body }')"
    if parent.type == kinds.FIELD_DECLARATION:
        return " in a field declaration (expected 'field Type name value')"
    if parent.type == kinds.STRING:
        return " in a string"
    return ""


__all__ = [
    "Finding",
    "Severity",
    "header_problems",
    "invalid_names",
    "syntax_errors",
    "unresolved_uses",
    "uses_inside_own_def",
]


def with_webots_text(findings: list[Finding], error: ParseError | None, source: bytes) -> list[Finding]:
    """``findings`` where a syntax finding on the line of Webots' first syntax error (``webots_parser``) also
    carries Webots' console text, on a line of its own (``plain message\\nWebots: Expected ...``), so that a user who
    saw Webots' message finds it; when no finding is on that line, Webots' text is a finding of its own. Nothing
    changes when a finding there already says Webots' text. (An error at the end of the file is on the line of the
    file's last token, where Webots' tokenizer puts it.)"""
    if error is None:
        return findings
    line_start = source.rfind(b"\n", 0, error.span.start) + 1
    line_end = source.find(b"\n", error.span.start) % (len(source) + 1)  # (-1: the last line)
    on_line = [f for f in findings if line_start <= f.span.start <= line_end]
    said = error.message.rstrip(".")
    if any(f.message.rstrip(".") == said or f.message.startswith(said + " (") for f in on_line):
        return findings  # (Webots' text, maybe followed by a note in parentheses)
    syntax = [f for f in on_line if f.code in (codes.SYNTAX_ERROR.code, codes.MISSING.code)]
    if not syntax:
        return [*findings, codes.SYNTAX_ERROR.at(error.span, error.message)]
    # the finding at Webots' token, else the first on the line
    chosen = next((f for f in syntax if f.span.start <= error.span.start < max(f.span.end, f.span.start + 1)),
                  syntax[0])
    carried = codes.CODES[chosen.code].at(chosen.span, f"{chosen.message}\nWebots: {error.message}", chosen.severity)
    return [carried if f is chosen else f for f in findings]
