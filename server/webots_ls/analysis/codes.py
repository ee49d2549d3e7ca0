"""The registry of diagnostic rules and their codes: one entry per rule, declaring the codes it reports; every
finding the server reports is made from one of these codes (``DiagnosticCode.at``).

A rule entry names the rule function and what it reads (``rules.RULES`` is made from the entries); a code gives its
default severity, the Webots source function whose behaviour (and message, where Webots has one) the rule follows,
and a one-line description. ``docs/diagnostics.md`` is generated from the registry
(``cd server && python -m webots_ls.analysis.codes > ../docs/diagnostics.md``); a test fails when the two disagree.

One place per rule: from an entry a reader finds the rule's function (``rule("module.function", ...)``, under
``webots_ls.analysis``), each code's quick fix (``diagnostic(..., fix="fixes.module.function")``, under
``webots_ls.features``: a fix is per code, whichever rule reported it; named, not imported, since fixes are
features-layer code; ``features.code_actions`` resolves them) and each code's tests (``tests/rules/test_<code>.py``,
the code with underscores, its test functions named after the code; ``DiagnosticCode.tests``).

Adding a rule: its function in the module of its topic; one ``rule(...)`` entry below, its new codes declared in it
(with ``fix=`` when a fix goes with a code: the fix in ``features/fixes/<topic>.py``); for each new code
``tests/rules/test_<code>.py`` through the real server (``tests/rules/test_registry.py`` fails without it);
``docs/diagnostics.md`` regenerated.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from types import MappingProxyType
from typing import Callable, Literal, Mapping

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
    fix: str | None = None  # its quick fix, ``module.function`` under ``webots_ls.features`` (named, not imported)

    @property
    def tests(self) -> str:
        """The file of its end-to-end tests (the test functions in it are named after the code too)."""
        return f"tests/rules/test_{self.code.replace('-', '_')}.py"

    def at(self, span: Span, message: str, severity: Severity | None = None) -> Finding:
        """A finding of this code; ``severity`` overrides the default (a hedged finding is a warning)."""
        return Finding(span, severity or self.severity, message, self.code)  # type: ignore[arg-type]


_codes: dict[str, DiagnosticCode] = {}


def diagnostic(code: str, severity: Severity, webots_function: str, description: str,
               fix: str | None = None) -> DiagnosticCode:
    """A new code (in a ``rule``/``value_rule`` entry below); ``fix``: its quick fix, ``fixes.<module>.<function>``."""
    assert code not in _codes and severity in SEVERITIES, code
    entry = _codes[code] = DiagnosticCode(code, severity, webots_function, description, fix)
    return entry


Reads = Literal["syntax", "schema", "value", "analysis", "project", "rendering"]


@dataclass(frozen=True)
class RuleEntry:
    """One diagnostic rule: ``function``, its ``module.function`` under ``webots_ls.analysis`` (named, not imported:
    the rule modules import this one), what it reads (``rules``), and the codes it reports. A value rule
    (``reads`` "value", ``schema.VALUE_RULES``): ``name`` is its sweep rule's name and ``function`` the check the
    shared pass calls per field (``with_types``: it also takes the file's ``NodeTypes``). ``with_pass``: the function
    also takes the whole-file pass, as ``file_pass=`` (``tree_pass.TreeCaptures``; every "schema" rule does)."""

    name: str
    function: str
    reads: Reads
    codes: tuple[DiagnosticCode, ...]
    with_types: bool = False
    with_pass: bool = False


_rules: list[RuleEntry] = []


def rule(function: str, reads: Reads, *reported: DiagnosticCode, with_pass: bool = False) -> RuleEntry:
    entry = RuleEntry(function.rpartition(".")[2], function, reads, reported, with_pass=with_pass or reads == "schema")
    _rules.append(entry)
    return entry


def value_rule(name: str, function: str, *reported: DiagnosticCode, with_types: bool = False) -> RuleEntry:
    entry = RuleEntry(name, function, "value", reported, with_types, with_pass=True)  # (its sweep rule's)
    _rules.append(entry)
    return entry


def resolve(function: str) -> Callable:
    """The function an entry names (its module imported if it is not yet)."""
    module, _, name = function.rpartition(".")
    return getattr(importlib.import_module(f"{__package__}.{module}"), name)


# Every rule in the order ``features.diagnostics`` runs them (by what they read: syntax, analysis, schema with the
# value rules first, project), each with the codes it reports; a code is declared (``NAME := diagnostic(...)``, a
# module constant: ``codes.NAME.at(span, message)``) in the first entry that reports it.

# ------------------------------------------------------------------------------------------------------ syntax
rule("checks.header_problems", "syntax",
    HEADER := diagnostic("header", "error", "WbTokenizer::readFileInfo",
        "The first line is not a `#VRML_SIM <version> utf8` (or `#VRML_OBJ`) header.",
        fix="fixes.header.header_line"))
rule("checks.syntax_errors", "syntax",
    SYNTAX_ERROR := diagnostic("syntax-error", "error", "WbParser::reportUnexpected",
        "Text the grammar cannot read where it stands."),
    MISSING := diagnostic("missing", "error", "WbParser::reportUnexpected",
        "A closing bracket, quote, template end or word is missing."))

# --------------------------------------------------------------------------------------------------- DEF / USE
rule("checks.unresolved_uses", "analysis",
    UNRESOLVED_USE := diagnostic("unresolved-use", "error", "WbNodeReader::readNode",
        "A USE with no DEF of its name registered before it in its scope (a warning when a template-made DEF may "
        "supply it).",
        fix="fixes.use_names.use_names"), with_pass=True)
rule("checks.uses_inside_own_def", "analysis",
    USE_INSIDE_OWN_DEF := diagnostic("use-inside-own-def", "warning", "WbNodeReader::readNode",
        "A USE inside the node of a same-name DEF: it refers to an earlier DEF, since a DEF is registered at its "
        "closing `}`."))
rule("checks.invalid_names", "analysis",
    INVALID_NAME := diagnostic("invalid-name", "error", "WbParser::parseIdentifier",
        "A DEF or USE name that is not a valid identifier or is a keyword."))
rule("use_rules.forbidden_uses", "analysis",
    FORBIDDEN_USE := diagnostic("forbidden-use", "warning", "WbNodeUtilities::isAValidUseableNode",
        "A USE of a node Webots cannot USE (a Solid, a joint, a device, or a node holding one); Webots turns it into "
        "a DEF.",
        fix="fixes.use_copy.copy_for_use"))
rule("slot_typing.misplaced_nodes", "analysis",
    MISPLACED_NODE := diagnostic("misplaced-node", "warning", "WbNodeUtilities::isAllowedToInsert",
        "A node (or a USE) in a field that does not take its type (`Cannot insert %1 node in '%2' field of %3 "
        "node.`, a PROTO parameter's restrictions); Webots skips it when it loads the file."), with_pass=True)
rule("first_child_rules.emissive_uses", "analysis",
    EMISSIVE_USE := diagnostic("emissive-use", "warning", "WbDictionary::checkChargerAndLedConstraints",
        "A Material or light USE'd in the first child of an LED or a Charger whose DEF is outside that child (Webots "
        "changes its emissive color)."), with_pass=True)
rule("first_child_rules.track_texture_uses", "analysis",
    TRACK_TEXTURE_USE := diagnostic("track-texture-use", "warning", "WbTrack::updateTextureTransform",
        "The TextureTransform of a Track's animated Shape is a USE or inside one, or missing with texture animation "
        "on."), with_pass=True)

# ---------------------------------------------------------------------------------------------- values, schema
value_rule("value_shapes", "schema.field_value_shapes",
    VALUE_TYPE := diagnostic("value-type", "error", "WbParser::parseFieldValue",
        "A field value that does not fit the field's type (`Expected ..., found ...`)."),
    LEGACY_TYPE := diagnostic("legacy-type", "warning", "WbParser::parseFieldValue",
        "A value of a type the field had in an older Webots version."),
    LEGACY_VALUE := diagnostic("legacy-value", "warning", "WbParser::parseField",
        "A legacy value Webots converts when it loads an old file (`WorldInfo.gravity` vector, boolean "
        "`ImageTexture.filtering`)."))
value_rule("non_integer_values", "schema.field_non_integers",
    NON_INTEGER := diagnostic("non-integer", "warning", "WbSFInt::readSFInt",
        "A number in an SFInt32/MFInt32 field that is not a 32-bit integer: Webots reads it as 0."))
value_rule("restricted_values", "proto_values.restricted_values",
    RESTRICTED_VALUE := diagnostic("restricted-value", "warning", "WbFieldValueRestriction::isNodeAccepted",
        "A PROTO instance's value that its parameter's restrictions do not list (`Invalid '%1' changed to %2. The "
        "value should be in the list: {%3}.`, `Invalid '%1' removed from '%2' field. The values should be in the "
        "list: {%3}.`); Webots uses the first allowed value or drops the node."),
    with_types=True,
)
rule("schema.unknown_fields", "schema",
    UNKNOWN_FIELD := diagnostic("unknown-field", "warning", "WbParser::parseNode",
        "A field name the built-in node does not have (`Skipped unknown '%1' field in %2 node`).",
        fix="fixes.field_names.field_names"))
rule("is_links.is_outside_proto", "schema",
    IS_OUTSIDE_PROTO := diagnostic("is-outside-proto", "error", "WbParser::parseField",
        "An `IS` in a field of a built-in node outside a .proto file."))
rule("escapes.invalid_escapes", "schema",
    INVALID_ESCAPE := diagnostic("invalid-escape", "error", "WbTokenizer::readWord",
        "A backslash in a string is not followed by `\"`, `\\` or `n`."))
rule("schema.stray_values", "schema",
    STRAY_VALUE := diagnostic("stray-value", "error", "WbParser::parseField",
        "A node, USE or NULL where a field (or parameter) name is expected."))
rule("deprecated_nodes.deprecated_node_names", "schema",
    DEPRECATED_NODE := diagnostic("deprecated-node", "warning", "WbNodeModel::compatibleNodeName",
        "A deprecated built-in node name (`Deprecated '%1', please use '%2' node instead`)."))

# ------------------------------------------------------------------------------------------- linter comments
rule("lint_config.unknown_ignore_codes", "schema",
    UNKNOWN_IGNORE_CODE := diagnostic("unknown-ignore-code", "warning", "WbTokenizer::skipWhiteSpace",
        "A name in an inline `# webots-ls: ignore[...]` comment (to Webots a comment, skipped) that is no code: it "
        "ignores nothing."))

# ------------------------------------------------------------------------------------------------------- PROTO
rule("is_links.is_type_mismatches", "schema",
    IS_TYPE_MISMATCH := diagnostic("is-type-mismatch", "error", "WbProtoModel::verifyNodeAliasing",
        "A field linked by `IS` to a PROTO parameter of another type."),
    LEGACY_TYPE)  # (declared above)
rule("is_links.unknown_is_targets", "schema",
    UNKNOWN_IS_TARGET := diagnostic("unknown-is-target", "warning", "WbNode::readFields",
        "An `IS` naming no parameter of the PROTO interface."))
rule("is_links.unused_proto_parameters", "schema",
    UNUSED_PARAMETER := diagnostic("unused-parameter", "warning", "WbProtoModel::verifyAliasing",
        "A PROTO parameter (not an `unconnectedField`) that no `IS` uses."))

# ----------------------------------------------------------------------------------------- PROTOs across files
rule("proto_rules.unknown_node_types", "project",
    MISSING_DECLARATION := diagnostic("missing-declaration", "error", "WbProtoManager::findModel",
        "An R2022b+ file uses a PROTO of the project or of Webots' library without declaring it (`Missing "
        "declaration for '%1', add: 'EXTERNPROTO \"%2\"' to '%3'.`).",
        fix="fixes.extern_proto.declaration"),
    UNKNOWN_NODE := diagnostic("unknown-node", "warning", "WbParser::parseNode",
        "A node type that is neither built in nor a PROTO the file can see (`Skipped unknown '%1' node or PROTO`); a "
        "warning, since a PROTO may sit where the workspace does not reach.",
        fix="fixes.node_types.node_types"), with_pass=True)
rule("extern_proto_rules.unreadable_extern_protos", "project",
    UNREADABLE_PROTO := diagnostic("unreadable-proto", "error", "WbProtoTreeItem::parseItem",
        "An EXTERNPROTO whose local file is missing, is not a regular file (a FIFO, a device) or is too large to "
        "read; Webots stops at it with `File '%1' is not readable.`, and the PROTO's nodes are unknown.",
        fix="fixes.extern_proto.same_name_files"))
rule("proto_rules.unknown_parameters", "project",
    UNKNOWN_PARAMETER := diagnostic("unknown-parameter", "warning", "WbParser::parseNode",
        "A field a PROTO instance writes that its PROTO does not declare (`Skipped unknown '%1' parameter in %2 "
        "PROTO`).",
        fix="fixes.field_names.field_names"), with_pass=True)
rule("proto_rules.proto_name_mismatch", "project",
    PROTO_NAME_MISMATCH := diagnostic("proto-name-mismatch", "error", "WbProtoModel::WbProtoModel",
        "A PROTO whose name is not its file's name (`'%1' PROTO identifier does not match filename`)."),
    RECURSIVE_PROTO := diagnostic("recursive-proto", "error", "WbProtoModel::WbProtoModel",
        "A PROTO whose chain of base PROTOs comes back to itself (`Recursive definition of PROTO node '%1' is not "
        "supported`)."), with_pass=True)
rule("proto_rules.recursive_instances", "project",
    RECURSIVE_PROTO, with_pass=True)  # (declared above)
rule("proto_rules.too_deep_instances", "project",
    PROTO_TOO_DEEP := diagnostic("proto-too-deep", "error", "WbProtoModel::WbProtoModel",
        "An instance of a PROTO that derives from 100 or more base PROTOs: it is not resolved further (a limit of "
        "webots-ls; Webots recurses without one)."), with_pass=True)
rule("proto_rules.default_def_order", "project",
    DEFAULT_DEF_ORDER := diagnostic("default-def-order", "warning", "WbNode::createProtoInstance",
        "An instance writes the parameters of a PROTO whose default values hold DEFs out of interface order (`Wrong "
        "order of fields in the instance of PROTO %1: USE nodes might refer to the wrong DEF nodes.`)."),
    with_pass=True)
rule("proto_rules.derived_parameter_names", "project",
    DERIVED_PARAMETER_NAME := diagnostic("derived-parameter-name", "error", "WbProtoModel::WbProtoModel",
        "A derived PROTO declares a parameter of its base PROTO's name but does not link it as `name IS name` "
        "(`Derived and base PROTO can use the same parameter name only if it is linked directly, like '%1 IS %1'.`)."),
    with_pass=True)
# (a "rendering" rule runs after a procedural PROTO renders, off the event loop: server.template_pass, not
# features.diagnostics)
rule("template_checks.template_errors", "rendering",
    TEMPLATE_ERROR := diagnostic("template-error", "error", "WbProtoModel::generateRoot",
        "A procedural PROTO's template fails to render (`Template engine error: %1`: a JavaScript or Lua syntax "
        "error, an exception, the time or memory limit): on the template code that raised it in the PROTO file at "
        "its defaults, on the instance whose values make it fail; the PROTO is not loaded."))
rule("template_checks.not_rendered", "rendering",
    TEMPLATES_NOT_RENDERED := diagnostic("templates-not-rendered", "warning", "WbProtoModel::generateRoot",
        "A file's procedural instances took more than the render budget (5 s of rendering a file, counted the same "
        "whether a render was made or remembered): this instance and the ones after it are not rendered, so the "
        "text they generate is not checked (a limit of webots-ls: Webots renders each instance however long it "
        "takes, and a template that loops holds it until it is stopped)."))

CODES: Mapping[str, DiagnosticCode] = MappingProxyType(_codes)
REGISTRY: tuple[RuleEntry, ...] = tuple(_rules)


def _rule_path(rule: RuleEntry) -> str:
    """``module.name`` of a rule (a value rule by its sweep rule's name)."""
    return f"`{rule.function.rpartition('.')[0]}.{rule.name}`"


def markdown() -> str:
    """``docs/diagnostics.md``: one row per code, in registry order."""
    lines = [
        "# Diagnostic codes",
        "",
        "Generated from `server/webots_ls/analysis/codes.py` by",
        "`cd server && python -m webots_ls.analysis.codes > ../docs/diagnostics.md`; a test fails when this file and",
        "the registry disagree. The severity is the default one; the Webots function is the source function whose",
        "behaviour (and message, where Webots has one) the rule follows; the rules are the functions (in",
        "`server/webots_ls/analysis/`) that report the code; the quick fix is the function (in",
        "`server/webots_ls/features/`) that fixes it, whichever rule reported it; the tests drive the real server.",
        "",
        "| Code | Severity | Webots function | Description | Rules | Quick fix | Tests |",
        "| --- | --- | --- | --- | --- | --- | --- |",
    ]
    for entry in CODES.values():
        description = entry.description.replace("|", "\\|")
        reporting = ", ".join(_rule_path(rule) for rule in REGISTRY if entry in rule.codes)
        fix = f"`{entry.fix}`" if entry.fix else ""
        lines.append(f"| `{entry.code}` | {entry.severity} | `{entry.webots_function}` | {description} | {reporting} "
                     f"| {fix} | `{entry.tests}` |")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    import sys

    sys.stdout.write(markdown())
