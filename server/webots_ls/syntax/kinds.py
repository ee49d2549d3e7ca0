"""The grammar's vocabulary: every named node kind and field name of `grammar/src/node-types.json`, as constants.

Code compares ``node.type`` with these names and calls ``child_by_field_name(Child.…)``, never with string literals,
so a renamed kind in the grammar is one edit here (tests/syntax/test_kinds.py checks this module against
node-types.json).
"""

from __future__ import annotations

# -- named node kinds ----------------------------------------------------------------------------
BARE_WORD = "bare_word"
BOOLEAN = "boolean"
COMMENT = "comment"
DEF_NAME = "def_name"
ESCAPE_SEQUENCE = "escape_sequence"
EXTERN_PROTO = "extern_proto"
FIELD = "field"
FIELD_DECLARATION = "field_declaration"
FIELD_KIND = "field_kind"
FIELD_NAME = "field_name"
FIELD_TYPE = "field_type"
HEADER = "header"
HIDDEN_FIELD = "hidden_field"
INACTIVE_BRANCH = "inactive_branch"
INFO_LINE = "info_line"
INTERFACE = "interface"
IS_REFERENCE = "is_reference"
IS_TARGET = "is_target"
LIST = "list"
NODE = "node"
NODE_BODY = "node_body"
NODE_TYPE = "node_type"
NULL = "null"
NUMBERS = "numbers"
PROTO = "proto"
PROTO_BODY = "proto_body"
PROTO_NAME = "proto_name"
RESTRICTIONS = "restrictions"
SOURCE_FILE = "source_file"
STRING = "string"
STRING_CONTENT = "string_content"
TEMPLATE = "template"
TEMPLATE_CODE = "template_code"
TEMPLATE_STATEMENT = "template_statement"
USE_NAME = "use_name"
USE_NODE = "use_node"
VERSION_LINE = "version_line"

NODE_KINDS = frozenset({
    BARE_WORD, BOOLEAN, COMMENT, DEF_NAME, ESCAPE_SEQUENCE, EXTERN_PROTO, FIELD, FIELD_DECLARATION,
    FIELD_KIND, FIELD_NAME, FIELD_TYPE, HEADER, HIDDEN_FIELD, INACTIVE_BRANCH,
    INFO_LINE, INTERFACE, IS_REFERENCE, IS_TARGET, LIST, NODE,
    NODE_BODY, NODE_TYPE, NULL, NUMBERS, PROTO, PROTO_BODY,
    PROTO_NAME, RESTRICTIONS, SOURCE_FILE, STRING, STRING_CONTENT, TEMPLATE,
    TEMPLATE_CODE, TEMPLATE_STATEMENT, USE_NAME, USE_NODE, VERSION_LINE,
})


class Child:
    """Field names of the grammar (``Node.child_by_field_name``)."""

    BODY = "body"
    DEF = "def"
    IMPORTABLE = "importable"
    INTERFACE = "interface"
    KIND = "kind"
    NAME = "name"
    RESTRICTIONS = "restrictions"
    TARGET = "target"
    TYPE = "type"
    URL = "url"
    VALUE = "value"


FIELD_NAMES = frozenset({Child.BODY, Child.DEF, Child.IMPORTABLE, Child.INTERFACE, Child.KIND, Child.NAME,
                         Child.RESTRICTIONS, Child.TARGET, Child.TYPE, Child.URL, Child.VALUE})

# tree-sitter's own kind for text it could not parse (not in node-types.json)
ERROR = "ERROR"

# -- groups ---------------------------------------------------------------------------------------
TEMPLATE_KINDS = frozenset({TEMPLATE, TEMPLATE_STATEMENT, INACTIVE_BRANCH})  # text Webots runs before parsing
NODE_ITEMS = frozenset({NODE, USE_NODE, NULL})  # what may stand in an SFNode/MFNode value
