"""The registry of diagnostic codes: every finding the server reports is made from one entry here.

An entry gives the code's default severity, the Webots source function whose behaviour (and message, where Webots
has one) the rule follows, and a one-line description. ``docs/diagnostics.md`` is generated from ``CODES``
(``cd server && python -m webots_ls.analysis.codes > ../docs/diagnostics.md``); a test fails when the two disagree.

Adding a code: one ``_entry(...)`` line below, then ``docs/diagnostics.md`` regenerated.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Literal, Mapping

from .spans import Span

Severity = Literal["error", "warning", "information", "hint"]
SEVERITIES = ("error", "warning", "information", "hint")


@dataclass(frozen=True, slots=True)
class Finding:
    span: Span
    severity: Severity
    message: str
    code: str


@dataclass(frozen=True)
class DiagnosticCode:
    code: str
    severity: str
    webots_function: str
    description: str

    def at(self, span: Span, message: str, severity: Severity | None = None) -> Finding:
        """A finding of this code; ``severity`` overrides the default (a hedged finding is a warning)."""
        return Finding(span, severity or self.severity, message, self.code)  # type: ignore[arg-type]


_codes: dict[str, DiagnosticCode] = {}


def _entry(code: str, severity: Severity, webots_function: str, description: str) -> DiagnosticCode:
    assert code not in _codes and severity in SEVERITIES, code
    entry = _codes[code] = DiagnosticCode(code, severity, webots_function, description)
    return entry


# ------------------------------------------------------------------------------------------------- syntax
HEADER = _entry(
    "header", "error", "WbTokenizer::readFileInfo",
    "The first line is not a `#VRML_SIM <version> utf8` (or `#VRML_OBJ`) header.",
)
SYNTAX_ERROR = _entry(
    "syntax-error", "error", "WbParser::reportUnexpected",
    "Text the grammar cannot read where it stands.",
)
MISSING = _entry(
    "missing", "error", "WbParser::reportUnexpected",
    "A closing bracket, quote, template end or word is missing.",
)
INVALID_ESCAPE = _entry(
    "invalid-escape", "error", "WbTokenizer::readWord",
    "A backslash in a string is not followed by `\"`, `\\` or `n`.",
)

# ---------------------------------------------------------------------------------------------- DEF / USE
UNRESOLVED_USE = _entry(
    "unresolved-use", "error", "WbNodeReader::readNode",
    "A USE with no DEF of its name registered before it in its scope (a warning when a template-made DEF may "
    "supply it).",
)
USE_INSIDE_OWN_DEF = _entry(
    "use-inside-own-def", "warning", "WbNodeReader::readNode",
    "A USE inside the node of a same-name DEF: it refers to an earlier DEF, since a DEF is registered at its "
    "closing `}`.",
)
INVALID_NAME = _entry(
    "invalid-name", "error", "WbParser::parseIdentifier",
    "A DEF or USE name that is not a valid identifier or is a keyword.",
)
EMISSIVE_USE = _entry(
    "emissive-use", "warning", "WbDictionary::checkChargerAndLedConstraints",
    "A Material or light USE'd in the first child of an LED or a Charger whose DEF is outside that child "
    "(Webots changes its emissive color).",
)
TRACK_TEXTURE_USE = _entry(
    "track-texture-use", "warning", "WbTrack::updateTextureTransform",
    "The TextureTransform of a Track's animated Shape is a USE or inside one, or missing with texture "
    "animation on.",
)
MISPLACED_NODE = _entry(
    "misplaced-node", "warning", "WbNodeUtilities::isAllowedToInsert",
    "A node (or a USE) in a field that does not take its type (`Cannot insert %1 node in '%2' field of %3 node.`, "
    "a PROTO parameter's restrictions); Webots skips it when it loads the file.",
)
FORBIDDEN_USE = _entry(
    "forbidden-use", "warning", "WbNodeUtilities::isAValidUseableNode",
    "A USE of a node Webots cannot USE (a Solid, a joint, a device, or a node holding one); Webots turns it "
    "into a DEF.",
)

# ------------------------------------------------------------------------------------------ values, schema
VALUE_TYPE = _entry(
    "value-type", "error", "WbParser::parseFieldValue",
    "A field value that does not fit the field's type (`Expected ..., found ...`).",
)
LEGACY_TYPE = _entry(
    "legacy-type", "warning", "WbParser::parseFieldValue",
    "A value of a type the field had in an older Webots version.",
)
LEGACY_VALUE = _entry(
    "legacy-value", "warning", "WbParser::parseField",
    "A legacy value Webots converts when it loads an old file (`WorldInfo.gravity` vector, boolean "
    "`ImageTexture.filtering`).",
)
NON_INTEGER = _entry(
    "non-integer", "warning", "WbSFInt::readSFInt",
    "A number in an SFInt32/MFInt32 field that is not a 32-bit integer: Webots reads it as 0.",
)
UNKNOWN_FIELD = _entry(
    "unknown-field", "warning", "WbParser::parseNode",
    "A field name the built-in node does not have (`Skipped unknown '%1' field in %2 node`).",
)
STRAY_VALUE = _entry(
    "stray-value", "error", "WbParser::parseField",
    "A node, USE or NULL where a field (or parameter) name is expected.",
)
DEPRECATED_NODE = _entry(
    "deprecated-node", "warning", "WbNodeModel::compatibleNodeName",
    "A deprecated built-in node name (`Deprecated '%1', please use '%2' node instead`).",
)

# ------------------------------------------------------------------------------------------------- PROTO
IS_OUTSIDE_PROTO = _entry(
    "is-outside-proto", "error", "WbParser::parseField",
    "An `IS` in a field of a built-in node outside a .proto file.",
)
IS_TYPE_MISMATCH = _entry(
    "is-type-mismatch", "error", "WbProtoModel::verifyNodeAliasing",
    "A field linked by `IS` to a PROTO parameter of another type.",
)
UNKNOWN_IS_TARGET = _entry(
    "unknown-is-target", "warning", "WbNode::readFields",
    "An `IS` naming no parameter of the PROTO interface.",
)
UNUSED_PARAMETER = _entry(
    "unused-parameter", "warning", "WbProtoModel::verifyAliasing",
    "A PROTO parameter (not an `unconnectedField`) that no `IS` uses.",
)

# ------------------------------------------------------------------------------------ PROTOs across files
MISSING_DECLARATION = _entry("missing-declaration", "error", "WbProtoManager::findModel", "An R2022b+ file uses a PROTO of the project or of Webots' library without declaring it (`Missing declaration for '%1', add: 'EXTERNPROTO \"%2\"' to '%3'.`).")
UNKNOWN_NODE = _entry("unknown-node", "warning", "WbParser::parseNode", "A node type that is neither built in nor a PROTO the file can see (`Skipped unknown '%1' node or PROTO`); a warning, since a PROTO may sit where the workspace does not reach.")
UNKNOWN_PARAMETER = _entry("unknown-parameter", "warning", "WbParser::parseNode", "A field a PROTO instance writes that its PROTO does not declare (`Skipped unknown '%1' parameter in %2 PROTO`).")
PROTO_NAME_MISMATCH = _entry("proto-name-mismatch", "error", "WbProtoModel::WbProtoModel", "A PROTO whose name is not its file's name (`'%1' PROTO identifier does not match filename`).")
RECURSIVE_PROTO = _entry("recursive-proto", "error", "WbProtoModel::WbProtoModel", "A PROTO whose chain of base PROTOs comes back to itself (`Recursive definition of PROTO node '%1' is not supported`).")
RESTRICTED_VALUE = _entry("restricted-value", "warning", "WbFieldValueRestriction::isNodeAccepted", "A PROTO instance's value that its parameter's restrictions do not list (`Invalid '%1' changed to %2. The value should be in the list: {%3}.`, `Invalid '%1' removed from '%2' field. The values should be in the list: {%3}.`); Webots uses the first allowed value or drops the node.")
DEFAULT_DEF_ORDER = _entry("default-def-order", "warning", "WbNode::createProtoInstance", "An instance writes the parameters of a PROTO whose default values hold DEFs out of interface order (`Wrong order of fields in the instance of PROTO %1: USE nodes might refer to the wrong DEF nodes.`).")
DERIVED_PARAMETER_NAME = _entry("derived-parameter-name", "error", "WbProtoModel::WbProtoModel", "A derived PROTO declares a parameter of its base PROTO's name but does not link it as `name IS name` (`Derived and base PROTO can use the same parameter name only if it is linked directly, like '%1 IS %1'.`).")

CODES: Mapping[str, DiagnosticCode] = MappingProxyType(_codes)


def markdown() -> str:
    """``docs/diagnostics.md``: one row per code, in registry order."""
    lines = [
        "# Diagnostic codes",
        "",
        "Generated from `server/webots_ls/analysis/codes.py` by",
        "`cd server && python -m webots_ls.analysis.codes > ../docs/diagnostics.md`; a test fails when this file and",
        "the registry disagree. The severity is the default one; the Webots function is the source function whose",
        "behaviour (and message, where Webots has one) the rule follows.",
        "",
        "| Code | Severity | Webots function | Description |",
        "| --- | --- | --- | --- |",
    ]
    for entry in CODES.values():
        description = entry.description.replace("|", "\\|")
        lines.append(f"| `{entry.code}` | {entry.severity} | `{entry.webots_function}` | {description} |")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    import sys

    sys.stdout.write(markdown())
