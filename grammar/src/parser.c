#include "tree_sitter/parser.h"

#if defined(__GNUC__) || defined(__clang__)
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"
#endif

#ifdef _MSC_VER
#pragma optimize("", off)
#elif defined(__clang__)
#pragma clang optimize off
#elif defined(__GNUC__)
#pragma GCC optimize ("O0")
#endif

#define LANGUAGE_VERSION 14
#define STATE_COUNT 278
#define LARGE_STATE_COUNT 2
#define SYMBOL_COUNT 102
#define ALIAS_COUNT 3
#define TOKEN_COUNT 63
#define EXTERNAL_TOKEN_COUNT 11
#define FIELD_COUNT 11
#define MAX_ALIAS_SEQUENCE_LENGTH 5
#define PRODUCTION_ID_COUNT 14

enum ts_symbol_identifiers {
  sym__word = 1,
  anon_sym_IMPORTABLE = 2,
  anon_sym_EXTERNPROTO = 3,
  anon_sym_PROTO = 4,
  anon_sym_LBRACK = 5,
  anon_sym_RBRACK = 6,
  anon_sym_field = 7,
  anon_sym_vrmlField = 8,
  anon_sym_w3dField = 9,
  anon_sym_hiddenField = 10,
  anon_sym_deprecatedField = 11,
  anon_sym_unconnectedField = 12,
  anon_sym_SFBool = 13,
  anon_sym_SFInt32 = 14,
  anon_sym_SFFloat = 15,
  anon_sym_SFString = 16,
  anon_sym_SFVec2f = 17,
  anon_sym_SFVec3f = 18,
  anon_sym_SFColor = 19,
  anon_sym_SFRotation = 20,
  anon_sym_SFNode = 21,
  anon_sym_MFBool = 22,
  anon_sym_MFInt32 = 23,
  anon_sym_MFFloat = 24,
  anon_sym_MFString = 25,
  anon_sym_MFVec2f = 26,
  anon_sym_MFVec3f = 27,
  anon_sym_MFColor = 28,
  anon_sym_MFRotation = 29,
  anon_sym_MFNode = 30,
  anon_sym_LBRACE = 31,
  anon_sym_PLUS = 32,
  anon_sym_RBRACE = 33,
  anon_sym_DEF = 34,
  anon_sym_USE = 35,
  sym_null = 36,
  anon_sym_hidden = 37,
  anon_sym_IS = 38,
  anon_sym_TRUE = 39,
  anon_sym_FALSE = 40,
  anon_sym_DQUOTE = 41,
  anon_sym_DQUOTE2 = 42,
  anon_sym_PERCENT_LT_EQ = 43,
  anon_sym_GT_PERCENT = 44,
  anon_sym_PERCENT_LBRACE_EQ = 45,
  anon_sym_RBRACE_PERCENT = 46,
  anon_sym_PERCENT_LT_EQ2 = 47,
  anon_sym_PERCENT_LBRACE_EQ2 = 48,
  anon_sym_PERCENT_LT = 49,
  anon_sym_PERCENT_LBRACE = 50,
  sym_comment = 51,
  sym_numbers = 52,
  sym_string_content = 53,
  sym_escape_sequence = 54,
  sym__javascript_code = 55,
  sym__lua_code = 56,
  sym_inactive_branch = 57,
  sym_version_line = 58,
  sym_info_line = 59,
  sym_bare_word = 60,
  sym__bare_word_same_line = 61,
  sym__error_sentinel = 62,
  sym_source_file = 63,
  sym_header = 64,
  sym_extern_proto = 65,
  sym_proto = 66,
  sym_interface = 67,
  sym_field_declaration = 68,
  sym_field_kind = 69,
  sym_field_type = 70,
  sym_restrictions = 71,
  sym_proto_body = 72,
  sym_node = 73,
  sym_def_name = 74,
  sym_node_type = 75,
  sym_node_body = 76,
  sym_use_node = 77,
  sym_use_name = 78,
  sym_field = 79,
  sym_hidden_field = 80,
  sym_is_reference = 81,
  sym__field_value = 82,
  sym__node_value = 83,
  sym__scalar = 84,
  sym_list = 85,
  sym_boolean = 86,
  sym_string = 87,
  sym_template = 88,
  sym__glued_template = 89,
  sym_template_statement = 90,
  aux_sym_source_file_repeat1 = 91,
  aux_sym_header_repeat1 = 92,
  aux_sym_interface_repeat1 = 93,
  aux_sym_restrictions_repeat1 = 94,
  aux_sym_proto_body_repeat1 = 95,
  aux_sym_def_name_repeat1 = 96,
  aux_sym_node_body_repeat1 = 97,
  aux_sym__field_value_repeat1 = 98,
  aux_sym__field_value_repeat2 = 99,
  aux_sym_list_repeat1 = 100,
  aux_sym_string_repeat1 = 101,
  alias_sym_field_name = 102,
  alias_sym_is_target = 103,
  alias_sym_proto_name = 104,
};

static const char * const ts_symbol_names[] = {
  [ts_builtin_sym_end] = "end",
  [sym__word] = "_word",
  [anon_sym_IMPORTABLE] = "IMPORTABLE",
  [anon_sym_EXTERNPROTO] = "EXTERNPROTO",
  [anon_sym_PROTO] = "PROTO",
  [anon_sym_LBRACK] = "[",
  [anon_sym_RBRACK] = "]",
  [anon_sym_field] = "field",
  [anon_sym_vrmlField] = "vrmlField",
  [anon_sym_w3dField] = "w3dField",
  [anon_sym_hiddenField] = "hiddenField",
  [anon_sym_deprecatedField] = "deprecatedField",
  [anon_sym_unconnectedField] = "unconnectedField",
  [anon_sym_SFBool] = "SFBool",
  [anon_sym_SFInt32] = "SFInt32",
  [anon_sym_SFFloat] = "SFFloat",
  [anon_sym_SFString] = "SFString",
  [anon_sym_SFVec2f] = "SFVec2f",
  [anon_sym_SFVec3f] = "SFVec3f",
  [anon_sym_SFColor] = "SFColor",
  [anon_sym_SFRotation] = "SFRotation",
  [anon_sym_SFNode] = "SFNode",
  [anon_sym_MFBool] = "MFBool",
  [anon_sym_MFInt32] = "MFInt32",
  [anon_sym_MFFloat] = "MFFloat",
  [anon_sym_MFString] = "MFString",
  [anon_sym_MFVec2f] = "MFVec2f",
  [anon_sym_MFVec3f] = "MFVec3f",
  [anon_sym_MFColor] = "MFColor",
  [anon_sym_MFRotation] = "MFRotation",
  [anon_sym_MFNode] = "MFNode",
  [anon_sym_LBRACE] = "{",
  [anon_sym_PLUS] = "+",
  [anon_sym_RBRACE] = "}",
  [anon_sym_DEF] = "DEF",
  [anon_sym_USE] = "USE",
  [sym_null] = "null",
  [anon_sym_hidden] = "hidden",
  [anon_sym_IS] = "IS",
  [anon_sym_TRUE] = "TRUE",
  [anon_sym_FALSE] = "FALSE",
  [anon_sym_DQUOTE] = "\"",
  [anon_sym_DQUOTE2] = "\"",
  [anon_sym_PERCENT_LT_EQ] = "%<=",
  [anon_sym_GT_PERCENT] = ">%",
  [anon_sym_PERCENT_LBRACE_EQ] = "%{=",
  [anon_sym_RBRACE_PERCENT] = "}%",
  [anon_sym_PERCENT_LT_EQ2] = "template",
  [anon_sym_PERCENT_LBRACE_EQ2] = "template",
  [anon_sym_PERCENT_LT] = "%<",
  [anon_sym_PERCENT_LBRACE] = "%{",
  [sym_comment] = "comment",
  [sym_numbers] = "numbers",
  [sym_string_content] = "string_content",
  [sym_escape_sequence] = "escape_sequence",
  [sym__javascript_code] = "template_code",
  [sym__lua_code] = "template_code",
  [sym_inactive_branch] = "inactive_branch",
  [sym_version_line] = "version_line",
  [sym_info_line] = "info_line",
  [sym_bare_word] = "bare_word",
  [sym__bare_word_same_line] = "bare_word",
  [sym__error_sentinel] = "_error_sentinel",
  [sym_source_file] = "source_file",
  [sym_header] = "header",
  [sym_extern_proto] = "extern_proto",
  [sym_proto] = "proto",
  [sym_interface] = "interface",
  [sym_field_declaration] = "field_declaration",
  [sym_field_kind] = "field_kind",
  [sym_field_type] = "field_type",
  [sym_restrictions] = "restrictions",
  [sym_proto_body] = "proto_body",
  [sym_node] = "node",
  [sym_def_name] = "def_name",
  [sym_node_type] = "node_type",
  [sym_node_body] = "node_body",
  [sym_use_node] = "use_node",
  [sym_use_name] = "use_name",
  [sym_field] = "field",
  [sym_hidden_field] = "hidden_field",
  [sym_is_reference] = "is_reference",
  [sym__field_value] = "_field_value",
  [sym__node_value] = "_node_value",
  [sym__scalar] = "_scalar",
  [sym_list] = "list",
  [sym_boolean] = "boolean",
  [sym_string] = "string",
  [sym_template] = "template",
  [sym__glued_template] = "_glued_template",
  [sym_template_statement] = "template_statement",
  [aux_sym_source_file_repeat1] = "source_file_repeat1",
  [aux_sym_header_repeat1] = "header_repeat1",
  [aux_sym_interface_repeat1] = "interface_repeat1",
  [aux_sym_restrictions_repeat1] = "restrictions_repeat1",
  [aux_sym_proto_body_repeat1] = "proto_body_repeat1",
  [aux_sym_def_name_repeat1] = "def_name_repeat1",
  [aux_sym_node_body_repeat1] = "node_body_repeat1",
  [aux_sym__field_value_repeat1] = "_field_value_repeat1",
  [aux_sym__field_value_repeat2] = "_field_value_repeat2",
  [aux_sym_list_repeat1] = "list_repeat1",
  [aux_sym_string_repeat1] = "string_repeat1",
  [alias_sym_field_name] = "field_name",
  [alias_sym_is_target] = "is_target",
  [alias_sym_proto_name] = "proto_name",
};

static const TSSymbol ts_symbol_map[] = {
  [ts_builtin_sym_end] = ts_builtin_sym_end,
  [sym__word] = sym__word,
  [anon_sym_IMPORTABLE] = anon_sym_IMPORTABLE,
  [anon_sym_EXTERNPROTO] = anon_sym_EXTERNPROTO,
  [anon_sym_PROTO] = anon_sym_PROTO,
  [anon_sym_LBRACK] = anon_sym_LBRACK,
  [anon_sym_RBRACK] = anon_sym_RBRACK,
  [anon_sym_field] = anon_sym_field,
  [anon_sym_vrmlField] = anon_sym_vrmlField,
  [anon_sym_w3dField] = anon_sym_w3dField,
  [anon_sym_hiddenField] = anon_sym_hiddenField,
  [anon_sym_deprecatedField] = anon_sym_deprecatedField,
  [anon_sym_unconnectedField] = anon_sym_unconnectedField,
  [anon_sym_SFBool] = anon_sym_SFBool,
  [anon_sym_SFInt32] = anon_sym_SFInt32,
  [anon_sym_SFFloat] = anon_sym_SFFloat,
  [anon_sym_SFString] = anon_sym_SFString,
  [anon_sym_SFVec2f] = anon_sym_SFVec2f,
  [anon_sym_SFVec3f] = anon_sym_SFVec3f,
  [anon_sym_SFColor] = anon_sym_SFColor,
  [anon_sym_SFRotation] = anon_sym_SFRotation,
  [anon_sym_SFNode] = anon_sym_SFNode,
  [anon_sym_MFBool] = anon_sym_MFBool,
  [anon_sym_MFInt32] = anon_sym_MFInt32,
  [anon_sym_MFFloat] = anon_sym_MFFloat,
  [anon_sym_MFString] = anon_sym_MFString,
  [anon_sym_MFVec2f] = anon_sym_MFVec2f,
  [anon_sym_MFVec3f] = anon_sym_MFVec3f,
  [anon_sym_MFColor] = anon_sym_MFColor,
  [anon_sym_MFRotation] = anon_sym_MFRotation,
  [anon_sym_MFNode] = anon_sym_MFNode,
  [anon_sym_LBRACE] = anon_sym_LBRACE,
  [anon_sym_PLUS] = anon_sym_PLUS,
  [anon_sym_RBRACE] = anon_sym_RBRACE,
  [anon_sym_DEF] = anon_sym_DEF,
  [anon_sym_USE] = anon_sym_USE,
  [sym_null] = sym_null,
  [anon_sym_hidden] = anon_sym_hidden,
  [anon_sym_IS] = anon_sym_IS,
  [anon_sym_TRUE] = anon_sym_TRUE,
  [anon_sym_FALSE] = anon_sym_FALSE,
  [anon_sym_DQUOTE] = anon_sym_DQUOTE,
  [anon_sym_DQUOTE2] = anon_sym_DQUOTE,
  [anon_sym_PERCENT_LT_EQ] = anon_sym_PERCENT_LT_EQ,
  [anon_sym_GT_PERCENT] = anon_sym_GT_PERCENT,
  [anon_sym_PERCENT_LBRACE_EQ] = anon_sym_PERCENT_LBRACE_EQ,
  [anon_sym_RBRACE_PERCENT] = anon_sym_RBRACE_PERCENT,
  [anon_sym_PERCENT_LT_EQ2] = sym_template,
  [anon_sym_PERCENT_LBRACE_EQ2] = sym_template,
  [anon_sym_PERCENT_LT] = anon_sym_PERCENT_LT,
  [anon_sym_PERCENT_LBRACE] = anon_sym_PERCENT_LBRACE,
  [sym_comment] = sym_comment,
  [sym_numbers] = sym_numbers,
  [sym_string_content] = sym_string_content,
  [sym_escape_sequence] = sym_escape_sequence,
  [sym__javascript_code] = sym__javascript_code,
  [sym__lua_code] = sym__javascript_code,
  [sym_inactive_branch] = sym_inactive_branch,
  [sym_version_line] = sym_version_line,
  [sym_info_line] = sym_info_line,
  [sym_bare_word] = sym_bare_word,
  [sym__bare_word_same_line] = sym_bare_word,
  [sym__error_sentinel] = sym__error_sentinel,
  [sym_source_file] = sym_source_file,
  [sym_header] = sym_header,
  [sym_extern_proto] = sym_extern_proto,
  [sym_proto] = sym_proto,
  [sym_interface] = sym_interface,
  [sym_field_declaration] = sym_field_declaration,
  [sym_field_kind] = sym_field_kind,
  [sym_field_type] = sym_field_type,
  [sym_restrictions] = sym_restrictions,
  [sym_proto_body] = sym_proto_body,
  [sym_node] = sym_node,
  [sym_def_name] = sym_def_name,
  [sym_node_type] = sym_node_type,
  [sym_node_body] = sym_node_body,
  [sym_use_node] = sym_use_node,
  [sym_use_name] = sym_use_name,
  [sym_field] = sym_field,
  [sym_hidden_field] = sym_hidden_field,
  [sym_is_reference] = sym_is_reference,
  [sym__field_value] = sym__field_value,
  [sym__node_value] = sym__node_value,
  [sym__scalar] = sym__scalar,
  [sym_list] = sym_list,
  [sym_boolean] = sym_boolean,
  [sym_string] = sym_string,
  [sym_template] = sym_template,
  [sym__glued_template] = sym__glued_template,
  [sym_template_statement] = sym_template_statement,
  [aux_sym_source_file_repeat1] = aux_sym_source_file_repeat1,
  [aux_sym_header_repeat1] = aux_sym_header_repeat1,
  [aux_sym_interface_repeat1] = aux_sym_interface_repeat1,
  [aux_sym_restrictions_repeat1] = aux_sym_restrictions_repeat1,
  [aux_sym_proto_body_repeat1] = aux_sym_proto_body_repeat1,
  [aux_sym_def_name_repeat1] = aux_sym_def_name_repeat1,
  [aux_sym_node_body_repeat1] = aux_sym_node_body_repeat1,
  [aux_sym__field_value_repeat1] = aux_sym__field_value_repeat1,
  [aux_sym__field_value_repeat2] = aux_sym__field_value_repeat2,
  [aux_sym_list_repeat1] = aux_sym_list_repeat1,
  [aux_sym_string_repeat1] = aux_sym_string_repeat1,
  [alias_sym_field_name] = alias_sym_field_name,
  [alias_sym_is_target] = alias_sym_is_target,
  [alias_sym_proto_name] = alias_sym_proto_name,
};

static const TSSymbolMetadata ts_symbol_metadata[] = {
  [ts_builtin_sym_end] = {
    .visible = false,
    .named = true,
  },
  [sym__word] = {
    .visible = false,
    .named = true,
  },
  [anon_sym_IMPORTABLE] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_EXTERNPROTO] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_PROTO] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_LBRACK] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_RBRACK] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_field] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_vrmlField] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_w3dField] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_hiddenField] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_deprecatedField] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_unconnectedField] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_SFBool] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_SFInt32] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_SFFloat] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_SFString] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_SFVec2f] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_SFVec3f] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_SFColor] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_SFRotation] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_SFNode] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_MFBool] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_MFInt32] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_MFFloat] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_MFString] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_MFVec2f] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_MFVec3f] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_MFColor] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_MFRotation] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_MFNode] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_LBRACE] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_PLUS] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_RBRACE] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DEF] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_USE] = {
    .visible = true,
    .named = false,
  },
  [sym_null] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_hidden] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_IS] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_TRUE] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_FALSE] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DQUOTE] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DQUOTE2] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_PERCENT_LT_EQ] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_GT_PERCENT] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_PERCENT_LBRACE_EQ] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_RBRACE_PERCENT] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_PERCENT_LT_EQ2] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_PERCENT_LBRACE_EQ2] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_PERCENT_LT] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_PERCENT_LBRACE] = {
    .visible = true,
    .named = false,
  },
  [sym_comment] = {
    .visible = true,
    .named = true,
  },
  [sym_numbers] = {
    .visible = true,
    .named = true,
  },
  [sym_string_content] = {
    .visible = true,
    .named = true,
  },
  [sym_escape_sequence] = {
    .visible = true,
    .named = true,
  },
  [sym__javascript_code] = {
    .visible = true,
    .named = true,
  },
  [sym__lua_code] = {
    .visible = true,
    .named = true,
  },
  [sym_inactive_branch] = {
    .visible = true,
    .named = true,
  },
  [sym_version_line] = {
    .visible = true,
    .named = true,
  },
  [sym_info_line] = {
    .visible = true,
    .named = true,
  },
  [sym_bare_word] = {
    .visible = true,
    .named = true,
  },
  [sym__bare_word_same_line] = {
    .visible = true,
    .named = true,
  },
  [sym__error_sentinel] = {
    .visible = false,
    .named = true,
  },
  [sym_source_file] = {
    .visible = true,
    .named = true,
  },
  [sym_header] = {
    .visible = true,
    .named = true,
  },
  [sym_extern_proto] = {
    .visible = true,
    .named = true,
  },
  [sym_proto] = {
    .visible = true,
    .named = true,
  },
  [sym_interface] = {
    .visible = true,
    .named = true,
  },
  [sym_field_declaration] = {
    .visible = true,
    .named = true,
  },
  [sym_field_kind] = {
    .visible = true,
    .named = true,
  },
  [sym_field_type] = {
    .visible = true,
    .named = true,
  },
  [sym_restrictions] = {
    .visible = true,
    .named = true,
  },
  [sym_proto_body] = {
    .visible = true,
    .named = true,
  },
  [sym_node] = {
    .visible = true,
    .named = true,
  },
  [sym_def_name] = {
    .visible = true,
    .named = true,
  },
  [sym_node_type] = {
    .visible = true,
    .named = true,
  },
  [sym_node_body] = {
    .visible = true,
    .named = true,
  },
  [sym_use_node] = {
    .visible = true,
    .named = true,
  },
  [sym_use_name] = {
    .visible = true,
    .named = true,
  },
  [sym_field] = {
    .visible = true,
    .named = true,
  },
  [sym_hidden_field] = {
    .visible = true,
    .named = true,
  },
  [sym_is_reference] = {
    .visible = true,
    .named = true,
  },
  [sym__field_value] = {
    .visible = false,
    .named = true,
  },
  [sym__node_value] = {
    .visible = false,
    .named = true,
  },
  [sym__scalar] = {
    .visible = false,
    .named = true,
  },
  [sym_list] = {
    .visible = true,
    .named = true,
  },
  [sym_boolean] = {
    .visible = true,
    .named = true,
  },
  [sym_string] = {
    .visible = true,
    .named = true,
  },
  [sym_template] = {
    .visible = true,
    .named = true,
  },
  [sym__glued_template] = {
    .visible = false,
    .named = true,
  },
  [sym_template_statement] = {
    .visible = true,
    .named = true,
  },
  [aux_sym_source_file_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_header_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_interface_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_restrictions_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_proto_body_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_def_name_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_node_body_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym__field_value_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym__field_value_repeat2] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_list_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_string_repeat1] = {
    .visible = false,
    .named = false,
  },
  [alias_sym_field_name] = {
    .visible = true,
    .named = true,
  },
  [alias_sym_is_target] = {
    .visible = true,
    .named = true,
  },
  [alias_sym_proto_name] = {
    .visible = true,
    .named = true,
  },
};

enum ts_field_identifiers {
  field_body = 1,
  field_def = 2,
  field_importable = 3,
  field_interface = 4,
  field_kind = 5,
  field_name = 6,
  field_restrictions = 7,
  field_target = 8,
  field_type = 9,
  field_url = 10,
  field_value = 11,
};

static const char * const ts_field_names[] = {
  [0] = NULL,
  [field_body] = "body",
  [field_def] = "def",
  [field_importable] = "importable",
  [field_interface] = "interface",
  [field_kind] = "kind",
  [field_name] = "name",
  [field_restrictions] = "restrictions",
  [field_target] = "target",
  [field_type] = "type",
  [field_url] = "url",
  [field_value] = "value",
};

static const TSFieldMapSlice ts_field_map_slices[PRODUCTION_ID_COUNT] = {
  [1] = {.index = 0, .length = 1},
  [2] = {.index = 1, .length = 1},
  [3] = {.index = 2, .length = 2},
  [4] = {.index = 4, .length = 2},
  [6] = {.index = 6, .length = 3},
  [7] = {.index = 9, .length = 3},
  [9] = {.index = 12, .length = 2},
  [10] = {.index = 14, .length = 2},
  [11] = {.index = 16, .length = 1},
  [12] = {.index = 17, .length = 4},
  [13] = {.index = 21, .length = 5},
};

static const TSFieldMapEntry ts_field_map_entries[] = {
  [0] =
    {field_url, 1},
  [1] =
    {field_name, 1},
  [2] =
    {field_body, 1},
    {field_type, 0},
  [4] =
    {field_importable, 0},
    {field_url, 2},
  [6] =
    {field_body, 3},
    {field_interface, 2},
    {field_name, 1},
  [9] =
    {field_body, 3},
    {field_def, 1},
    {field_type, 2},
  [12] =
    {field_name, 0},
    {field_value, 1},
  [14] =
    {field_name, 1},
    {field_value, 2},
  [16] =
    {field_target, 1},
  [17] =
    {field_kind, 0},
    {field_name, 2},
    {field_type, 1},
    {field_value, 3},
  [21] =
    {field_kind, 0},
    {field_name, 3},
    {field_restrictions, 2},
    {field_type, 1},
    {field_value, 4},
};

static const TSSymbol ts_alias_sequences[PRODUCTION_ID_COUNT][MAX_ALIAS_SEQUENCE_LENGTH] = {
  [0] = {0},
  [5] = {
    [1] = sym_template,
  },
  [6] = {
    [1] = alias_sym_proto_name,
  },
  [8] = {
    [2] = sym_template,
  },
  [9] = {
    [0] = alias_sym_field_name,
  },
  [10] = {
    [1] = alias_sym_field_name,
  },
  [11] = {
    [1] = alias_sym_is_target,
  },
  [12] = {
    [2] = alias_sym_field_name,
  },
  [13] = {
    [3] = alias_sym_field_name,
  },
};

static const uint16_t ts_non_terminal_alias_map[] = {
  0,
};

static const TSStateId ts_primary_state_ids[STATE_COUNT] = {
  [0] = 0,
  [1] = 1,
  [2] = 2,
  [3] = 3,
  [4] = 4,
  [5] = 5,
  [6] = 6,
  [7] = 7,
  [8] = 8,
  [9] = 9,
  [10] = 8,
  [11] = 7,
  [12] = 12,
  [13] = 13,
  [14] = 14,
  [15] = 15,
  [16] = 16,
  [17] = 17,
  [18] = 18,
  [19] = 19,
  [20] = 20,
  [21] = 21,
  [22] = 22,
  [23] = 23,
  [24] = 24,
  [25] = 24,
  [26] = 13,
  [27] = 27,
  [28] = 14,
  [29] = 29,
  [30] = 30,
  [31] = 29,
  [32] = 30,
  [33] = 33,
  [34] = 34,
  [35] = 35,
  [36] = 23,
  [37] = 37,
  [38] = 38,
  [39] = 39,
  [40] = 40,
  [41] = 22,
  [42] = 42,
  [43] = 24,
  [44] = 22,
  [45] = 45,
  [46] = 35,
  [47] = 23,
  [48] = 48,
  [49] = 34,
  [50] = 33,
  [51] = 51,
  [52] = 52,
  [53] = 53,
  [54] = 51,
  [55] = 55,
  [56] = 56,
  [57] = 30,
  [58] = 29,
  [59] = 48,
  [60] = 45,
  [61] = 61,
  [62] = 34,
  [63] = 63,
  [64] = 35,
  [65] = 22,
  [66] = 48,
  [67] = 67,
  [68] = 33,
  [69] = 69,
  [70] = 51,
  [71] = 23,
  [72] = 72,
  [73] = 24,
  [74] = 63,
  [75] = 75,
  [76] = 76,
  [77] = 77,
  [78] = 67,
  [79] = 79,
  [80] = 69,
  [81] = 81,
  [82] = 72,
  [83] = 83,
  [84] = 84,
  [85] = 85,
  [86] = 86,
  [87] = 45,
  [88] = 88,
  [89] = 89,
  [90] = 30,
  [91] = 30,
  [92] = 29,
  [93] = 93,
  [94] = 29,
  [95] = 95,
  [96] = 27,
  [97] = 97,
  [98] = 85,
  [99] = 86,
  [100] = 100,
  [101] = 101,
  [102] = 102,
  [103] = 63,
  [104] = 104,
  [105] = 45,
  [106] = 106,
  [107] = 48,
  [108] = 35,
  [109] = 51,
  [110] = 110,
  [111] = 111,
  [112] = 112,
  [113] = 113,
  [114] = 114,
  [115] = 115,
  [116] = 67,
  [117] = 115,
  [118] = 33,
  [119] = 119,
  [120] = 120,
  [121] = 69,
  [122] = 85,
  [123] = 86,
  [124] = 37,
  [125] = 125,
  [126] = 39,
  [127] = 72,
  [128] = 128,
  [129] = 63,
  [130] = 67,
  [131] = 69,
  [132] = 72,
  [133] = 133,
  [134] = 101,
  [135] = 115,
  [136] = 101,
  [137] = 115,
  [138] = 101,
  [139] = 115,
  [140] = 101,
  [141] = 97,
  [142] = 30,
  [143] = 29,
  [144] = 76,
  [145] = 83,
  [146] = 67,
  [147] = 147,
  [148] = 148,
  [149] = 69,
  [150] = 84,
  [151] = 97,
  [152] = 152,
  [153] = 153,
  [154] = 72,
  [155] = 85,
  [156] = 86,
  [157] = 148,
  [158] = 63,
  [159] = 147,
  [160] = 148,
  [161] = 161,
  [162] = 148,
  [163] = 147,
  [164] = 147,
  [165] = 165,
  [166] = 166,
  [167] = 89,
  [168] = 168,
  [169] = 169,
  [170] = 170,
  [171] = 171,
  [172] = 172,
  [173] = 30,
  [174] = 113,
  [175] = 111,
  [176] = 168,
  [177] = 177,
  [178] = 178,
  [179] = 112,
  [180] = 180,
  [181] = 168,
  [182] = 114,
  [183] = 183,
  [184] = 169,
  [185] = 29,
  [186] = 171,
  [187] = 187,
  [188] = 168,
  [189] = 171,
  [190] = 171,
  [191] = 171,
  [192] = 169,
  [193] = 169,
  [194] = 169,
  [195] = 195,
  [196] = 196,
  [197] = 197,
  [198] = 198,
  [199] = 199,
  [200] = 200,
  [201] = 198,
  [202] = 202,
  [203] = 203,
  [204] = 204,
  [205] = 205,
  [206] = 197,
  [207] = 197,
  [208] = 199,
  [209] = 200,
  [210] = 198,
  [211] = 202,
  [212] = 203,
  [213] = 203,
  [214] = 204,
  [215] = 205,
  [216] = 216,
  [217] = 205,
  [218] = 198,
  [219] = 202,
  [220] = 203,
  [221] = 204,
  [222] = 205,
  [223] = 197,
  [224] = 224,
  [225] = 198,
  [226] = 202,
  [227] = 203,
  [228] = 202,
  [229] = 204,
  [230] = 230,
  [231] = 198,
  [232] = 202,
  [233] = 198,
  [234] = 202,
  [235] = 235,
  [236] = 236,
  [237] = 197,
  [238] = 238,
  [239] = 239,
  [240] = 240,
  [241] = 241,
  [242] = 242,
  [243] = 243,
  [244] = 244,
  [245] = 245,
  [246] = 243,
  [247] = 247,
  [248] = 241,
  [249] = 244,
  [250] = 250,
  [251] = 247,
  [252] = 252,
  [253] = 253,
  [254] = 243,
  [255] = 243,
  [256] = 244,
  [257] = 244,
  [258] = 258,
  [259] = 259,
  [260] = 250,
  [261] = 250,
  [262] = 243,
  [263] = 244,
  [264] = 247,
  [265] = 250,
  [266] = 243,
  [267] = 244,
  [268] = 268,
  [269] = 247,
  [270] = 259,
  [271] = 271,
  [272] = 272,
  [273] = 243,
  [274] = 244,
  [275] = 239,
  [276] = 180,
  [277] = 172,
};

static TSCharacterRange sym__word_character_set_1[] = {
  {'!', '!'}, {'$', '$'}, {'&', '&'}, {'(', '*'}, {'/', '/'}, {':', 'Z'}, {'^', 'z'}, {'|', '|'},
  {'~', 0x10ffff},
};

static TSCharacterRange sym__word_character_set_2[] = {
  {'!', '!'}, {'$', '$'}, {'&', '&'}, {'(', '+'}, {'-', '-'}, {'/', ';'}, {'=', 'Z'}, {'^', 'z'},
  {'|', '|'}, {'~', 0x10ffff},
};

static bool ts_lex(TSLexer *lexer, TSStateId state) {
  START_LEXER();
  eof = lexer->eof(lexer);
  switch (state) {
    case 0:
      if (eof) ADVANCE(172);
      ADVANCE_MAP(
        '"', 233,
        '#', 245,
        '%', 21,
        '+', 225,
        '>', 246,
        'E', 278,
        'F', 254,
        'M', 260,
        'S', 261,
        'T', 271,
        '[', 175,
        ']', 176,
        'd', 299,
        'f', 319,
        'u', 341,
        'v', 368,
        'w', 251,
        '{', 224,
        '}', 227,
        0xfeff, 387,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == ',') SKIP(167);
      if (lookahead > ' ' &&
          lookahead != '\'' &&
          (lookahead < '+' || '.' < lookahead) &&
          (lookahead < '0' || '9' < lookahead) &&
          (lookahead < '[' || ']' < lookahead)) ADVANCE(386);
      END_STATE();
    case 1:
      if (lookahead == '"') ADVANCE(233);
      if (lookahead == '#') ADVANCE(245);
      if (lookahead == '%') ADVANCE(22);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == ',' ||
          lookahead == 0xfeff) SKIP(11);
      END_STATE();
    case 2:
      if (lookahead == '"') ADVANCE(232);
      if (lookahead == '#') ADVANCE(245);
      if (lookahead == '%') ADVANCE(21);
      if (lookahead == 'F') ADVANCE(254);
      if (lookahead == 'T') ADVANCE(271);
      if (lookahead == ']') ADVANCE(176);
      if (lookahead == 0xfeff) ADVANCE(390);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == ',') SKIP(5);
      if (lookahead > ' ' &&
          lookahead != '\'' &&
          (lookahead < '+' || '.' < lookahead) &&
          (lookahead < '0' || '9' < lookahead) &&
          (lookahead < '[' || ']' < lookahead) &&
          lookahead != '{' &&
          lookahead != '}') ADVANCE(386);
      END_STATE();
    case 3:
      ADVANCE_MAP(
        '"', 232,
        '#', 245,
        '%', 22,
        '+', 225,
        'F', 254,
        'T', 271,
        '{', 224,
        '}', 227,
        0xfeff, 388,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == ',') SKIP(3);
      if (lookahead > ' ' &&
          lookahead != '\'' &&
          (lookahead < '+' || '.' < lookahead) &&
          (lookahead < '0' || '9' < lookahead) &&
          (lookahead < '[' || ']' < lookahead)) ADVANCE(386);
      END_STATE();
    case 4:
      ADVANCE_MAP(
        '"', 232,
        '#', 245,
        '%', 22,
        'F', 254,
        'T', 271,
        '[', 175,
        ']', 176,
        '{', 224,
        '}', 227,
        0xfeff, 390,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == ',') SKIP(4);
      if (lookahead > ' ' &&
          lookahead != '\'' &&
          (lookahead < '+' || '.' < lookahead) &&
          (lookahead < '0' || '9' < lookahead) &&
          (lookahead < '[' || ']' < lookahead)) ADVANCE(386);
      END_STATE();
    case 5:
      if (lookahead == '"') ADVANCE(232);
      if (lookahead == '#') ADVANCE(245);
      if (lookahead == '%') ADVANCE(22);
      if (lookahead == 'F') ADVANCE(254);
      if (lookahead == 'T') ADVANCE(271);
      if (lookahead == ']') ADVANCE(176);
      if (lookahead == 0xfeff) ADVANCE(390);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == ',') SKIP(5);
      if (lookahead > ' ' &&
          lookahead != '\'' &&
          (lookahead < '+' || '.' < lookahead) &&
          (lookahead < '0' || '9' < lookahead) &&
          (lookahead < '[' || ']' < lookahead) &&
          lookahead != '{' &&
          lookahead != '}') ADVANCE(386);
      END_STATE();
    case 6:
      ADVANCE_MAP(
        '#', 245,
        '%', 21,
        ']', 176,
        'd', 73,
        'f', 96,
        'h', 95,
        'u', 120,
        'v', 148,
        'w', 19,
        '{', 224,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == ',' ||
          lookahead == 0xfeff) SKIP(8);
      END_STATE();
    case 7:
      if (lookahead == '#') ADVANCE(245);
      if (lookahead == '%') ADVANCE(21);
      if (lookahead == '}') ADVANCE(227);
      if (lookahead == 0xfeff) ADVANCE(391);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == ',') SKIP(10);
      if (lookahead > ' ' &&
          lookahead != '"' &&
          lookahead != '#' &&
          lookahead != '\'' &&
          (lookahead < '+' || '.' < lookahead) &&
          (lookahead < '0' || '9' < lookahead) &&
          (lookahead < '[' || ']' < lookahead) &&
          lookahead != '{') ADVANCE(386);
      END_STATE();
    case 8:
      ADVANCE_MAP(
        '#', 245,
        '%', 22,
        ']', 176,
        'd', 73,
        'f', 96,
        'h', 95,
        'u', 120,
        'v', 148,
        'w', 19,
        '{', 224,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == ',' ||
          lookahead == 0xfeff) SKIP(8);
      END_STATE();
    case 9:
      if (lookahead == '#') ADVANCE(245);
      if (lookahead == '%') ADVANCE(22);
      if (lookahead == '{') ADVANCE(224);
      if (lookahead == '}') ADVANCE(227);
      if (lookahead == 0xfeff) ADVANCE(391);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == ',') SKIP(9);
      if (lookahead > ' ' &&
          lookahead != '"' &&
          lookahead != '#' &&
          lookahead != '\'' &&
          (lookahead < '+' || '.' < lookahead) &&
          (lookahead < '0' || '9' < lookahead) &&
          (lookahead < '[' || ']' < lookahead)) ADVANCE(386);
      END_STATE();
    case 10:
      if (lookahead == '#') ADVANCE(245);
      if (lookahead == '%') ADVANCE(22);
      if (lookahead == '}') ADVANCE(227);
      if (lookahead == 0xfeff) ADVANCE(391);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == ',') SKIP(10);
      if (lookahead > ' ' &&
          lookahead != '"' &&
          lookahead != '#' &&
          lookahead != '\'' &&
          (lookahead < '+' || '.' < lookahead) &&
          (lookahead < '0' || '9' < lookahead) &&
          (lookahead < '[' || ']' < lookahead) &&
          lookahead != '{') ADVANCE(386);
      END_STATE();
    case 11:
      if (lookahead == '#') ADVANCE(245);
      if (lookahead == '%') ADVANCE(22);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == ',' ||
          lookahead == 0xfeff) SKIP(11);
      END_STATE();
    case 12:
      if (lookahead == '%') ADVANCE(235);
      END_STATE();
    case 13:
      if (lookahead == '%') ADVANCE(238);
      END_STATE();
    case 14:
      if (lookahead == '2') ADVANCE(89);
      if (lookahead == '3') ADVANCE(90);
      END_STATE();
    case 15:
      if (lookahead == '2') ADVANCE(208);
      END_STATE();
    case 16:
      if (lookahead == '2') ADVANCE(190);
      END_STATE();
    case 17:
      if (lookahead == '2') ADVANCE(91);
      if (lookahead == '3') ADVANCE(92);
      END_STATE();
    case 18:
      if (lookahead == '3') ADVANCE(15);
      END_STATE();
    case 19:
      if (lookahead == '3') ADVANCE(66);
      END_STATE();
    case 20:
      if (lookahead == '3') ADVANCE(16);
      END_STATE();
    case 21:
      if (lookahead == '<') ADVANCE(241);
      if (lookahead == '{') ADVANCE(243);
      END_STATE();
    case 22:
      if (lookahead == '<') ADVANCE(242);
      if (lookahead == '{') ADVANCE(244);
      END_STATE();
    case 23:
      if (lookahead == '<') ADVANCE(242);
      if (lookahead == '{') ADVANCE(244);
      if (set_contains(sym__word_character_set_2, 10, lookahead)) ADVANCE(386);
      END_STATE();
    case 24:
      if (lookahead == 'A') ADVANCE(37);
      END_STATE();
    case 25:
      ADVANCE_MAP(
        'B', 137,
        'C', 141,
        'F', 112,
        'I', 124,
        'N', 142,
        'R', 132,
        'S', 157,
        'V', 76,
      );
      END_STATE();
    case 26:
      ADVANCE_MAP(
        'B', 139,
        'C', 143,
        'F', 117,
        'I', 126,
        'N', 145,
        'R', 146,
        'S', 162,
        'V', 81,
      );
      END_STATE();
    case 27:
      if (lookahead == 'E') ADVANCE(228);
      END_STATE();
    case 28:
      if (lookahead == 'E') ADVANCE(230);
      END_STATE();
    case 29:
      if (lookahead == 'E') ADVANCE(43);
      END_STATE();
    case 30:
      if (lookahead == 'F') ADVANCE(25);
      END_STATE();
    case 31:
      if (lookahead == 'F') ADVANCE(26);
      END_STATE();
    case 32:
      if (lookahead == 'F') ADVANCE(101);
      END_STATE();
    case 33:
      if (lookahead == 'F') ADVANCE(102);
      END_STATE();
    case 34:
      if (lookahead == 'F') ADVANCE(103);
      END_STATE();
    case 35:
      if (lookahead == 'F') ADVANCE(104);
      END_STATE();
    case 36:
      if (lookahead == 'F') ADVANCE(105);
      END_STATE();
    case 37:
      if (lookahead == 'L') ADVANCE(45);
      END_STATE();
    case 38:
      if (lookahead == 'N') ADVANCE(41);
      END_STATE();
    case 39:
      if (lookahead == 'O') ADVANCE(173);
      END_STATE();
    case 40:
      if (lookahead == 'O') ADVANCE(47);
      END_STATE();
    case 41:
      if (lookahead == 'P') ADVANCE(44);
      END_STATE();
    case 42:
      if (lookahead == 'R') ADVANCE(48);
      END_STATE();
    case 43:
      if (lookahead == 'R') ADVANCE(38);
      END_STATE();
    case 44:
      if (lookahead == 'R') ADVANCE(40);
      END_STATE();
    case 45:
      if (lookahead == 'S') ADVANCE(28);
      END_STATE();
    case 46:
      if (lookahead == 'T') ADVANCE(29);
      END_STATE();
    case 47:
      if (lookahead == 'T') ADVANCE(39);
      END_STATE();
    case 48:
      if (lookahead == 'U') ADVANCE(27);
      END_STATE();
    case 49:
      if (lookahead == 'X') ADVANCE(46);
      END_STATE();
    case 50:
      if (lookahead == 'a') ADVANCE(154);
      END_STATE();
    case 51:
      if (lookahead == 'a') ADVANCE(159);
      END_STATE();
    case 52:
      if (lookahead == 'a') ADVANCE(155);
      END_STATE();
    case 53:
      if (lookahead == 'a') ADVANCE(160);
      END_STATE();
    case 54:
      if (lookahead == 'a') ADVANCE(163);
      END_STATE();
    case 55:
      if (lookahead == 'c') ADVANCE(14);
      END_STATE();
    case 56:
      if (lookahead == 'c') ADVANCE(131);
      END_STATE();
    case 57:
      if (lookahead == 'c') ADVANCE(17);
      END_STATE();
    case 58:
      if (lookahead == 'c') ADVANCE(53);
      END_STATE();
    case 59:
      if (lookahead == 'c') ADVANCE(165);
      END_STATE();
    case 60:
      if (lookahead == 'd') ADVANCE(177);
      END_STATE();
    case 61:
      if (lookahead == 'd') ADVANCE(181);
      END_STATE();
    case 62:
      if (lookahead == 'd') ADVANCE(179);
      END_STATE();
    case 63:
      if (lookahead == 'd') ADVANCE(183);
      END_STATE();
    case 64:
      if (lookahead == 'd') ADVANCE(184);
      END_STATE();
    case 65:
      if (lookahead == 'd') ADVANCE(186);
      END_STATE();
    case 66:
      if (lookahead == 'd') ADVANCE(32);
      END_STATE();
    case 67:
      if (lookahead == 'd') ADVANCE(68);
      END_STATE();
    case 68:
      if (lookahead == 'd') ADVANCE(79);
      END_STATE();
    case 69:
      if (lookahead == 'd') ADVANCE(74);
      END_STATE();
    case 70:
      if (lookahead == 'd') ADVANCE(75);
      END_STATE();
    case 71:
      if (lookahead == 'd') ADVANCE(35);
      END_STATE();
    case 72:
      if (lookahead == 'd') ADVANCE(36);
      END_STATE();
    case 73:
      if (lookahead == 'e') ADVANCE(147);
      END_STATE();
    case 74:
      if (lookahead == 'e') ADVANCE(222);
      END_STATE();
    case 75:
      if (lookahead == 'e') ADVANCE(204);
      END_STATE();
    case 76:
      if (lookahead == 'e') ADVANCE(55);
      END_STATE();
    case 77:
      if (lookahead == 'e') ADVANCE(108);
      END_STATE();
    case 78:
      if (lookahead == 'e') ADVANCE(58);
      END_STATE();
    case 79:
      if (lookahead == 'e') ADVANCE(129);
      END_STATE();
    case 80:
      if (lookahead == 'e') ADVANCE(59);
      END_STATE();
    case 81:
      if (lookahead == 'e') ADVANCE(57);
      END_STATE();
    case 82:
      if (lookahead == 'e') ADVANCE(109);
      END_STATE();
    case 83:
      if (lookahead == 'e') ADVANCE(110);
      END_STATE();
    case 84:
      if (lookahead == 'e') ADVANCE(111);
      END_STATE();
    case 85:
      if (lookahead == 'e') ADVANCE(113);
      END_STATE();
    case 86:
      if (lookahead == 'e') ADVANCE(114);
      END_STATE();
    case 87:
      if (lookahead == 'e') ADVANCE(71);
      END_STATE();
    case 88:
      if (lookahead == 'e') ADVANCE(72);
      END_STATE();
    case 89:
      if (lookahead == 'f') ADVANCE(214);
      END_STATE();
    case 90:
      if (lookahead == 'f') ADVANCE(216);
      END_STATE();
    case 91:
      if (lookahead == 'f') ADVANCE(196);
      END_STATE();
    case 92:
      if (lookahead == 'f') ADVANCE(198);
      END_STATE();
    case 93:
      if (lookahead == 'g') ADVANCE(212);
      END_STATE();
    case 94:
      if (lookahead == 'g') ADVANCE(194);
      END_STATE();
    case 95:
      if (lookahead == 'i') ADVANCE(67);
      END_STATE();
    case 96:
      if (lookahead == 'i') ADVANCE(77);
      END_STATE();
    case 97:
      if (lookahead == 'i') ADVANCE(121);
      END_STATE();
    case 98:
      if (lookahead == 'i') ADVANCE(125);
      END_STATE();
    case 99:
      if (lookahead == 'i') ADVANCE(138);
      END_STATE();
    case 100:
      if (lookahead == 'i') ADVANCE(140);
      END_STATE();
    case 101:
      if (lookahead == 'i') ADVANCE(82);
      END_STATE();
    case 102:
      if (lookahead == 'i') ADVANCE(83);
      END_STATE();
    case 103:
      if (lookahead == 'i') ADVANCE(84);
      END_STATE();
    case 104:
      if (lookahead == 'i') ADVANCE(85);
      END_STATE();
    case 105:
      if (lookahead == 'i') ADVANCE(86);
      END_STATE();
    case 106:
      if (lookahead == 'l') ADVANCE(206);
      END_STATE();
    case 107:
      if (lookahead == 'l') ADVANCE(188);
      END_STATE();
    case 108:
      if (lookahead == 'l') ADVANCE(60);
      END_STATE();
    case 109:
      if (lookahead == 'l') ADVANCE(61);
      END_STATE();
    case 110:
      if (lookahead == 'l') ADVANCE(62);
      END_STATE();
    case 111:
      if (lookahead == 'l') ADVANCE(63);
      END_STATE();
    case 112:
      if (lookahead == 'l') ADVANCE(130);
      END_STATE();
    case 113:
      if (lookahead == 'l') ADVANCE(64);
      END_STATE();
    case 114:
      if (lookahead == 'l') ADVANCE(65);
      END_STATE();
    case 115:
      if (lookahead == 'l') ADVANCE(133);
      END_STATE();
    case 116:
      if (lookahead == 'l') ADVANCE(135);
      END_STATE();
    case 117:
      if (lookahead == 'l') ADVANCE(144);
      END_STATE();
    case 118:
      if (lookahead == 'l') ADVANCE(33);
      END_STATE();
    case 119:
      if (lookahead == 'm') ADVANCE(118);
      END_STATE();
    case 120:
      if (lookahead == 'n') ADVANCE(56);
      END_STATE();
    case 121:
      if (lookahead == 'n') ADVANCE(93);
      END_STATE();
    case 122:
      if (lookahead == 'n') ADVANCE(220);
      END_STATE();
    case 123:
      if (lookahead == 'n') ADVANCE(202);
      END_STATE();
    case 124:
      if (lookahead == 'n') ADVANCE(156);
      END_STATE();
    case 125:
      if (lookahead == 'n') ADVANCE(94);
      END_STATE();
    case 126:
      if (lookahead == 'n') ADVANCE(158);
      END_STATE();
    case 127:
      if (lookahead == 'n') ADVANCE(128);
      END_STATE();
    case 128:
      if (lookahead == 'n') ADVANCE(80);
      END_STATE();
    case 129:
      if (lookahead == 'n') ADVANCE(34);
      END_STATE();
    case 130:
      if (lookahead == 'o') ADVANCE(50);
      END_STATE();
    case 131:
      if (lookahead == 'o') ADVANCE(127);
      END_STATE();
    case 132:
      if (lookahead == 'o') ADVANCE(161);
      END_STATE();
    case 133:
      if (lookahead == 'o') ADVANCE(149);
      END_STATE();
    case 134:
      if (lookahead == 'o') ADVANCE(106);
      END_STATE();
    case 135:
      if (lookahead == 'o') ADVANCE(150);
      END_STATE();
    case 136:
      if (lookahead == 'o') ADVANCE(107);
      END_STATE();
    case 137:
      if (lookahead == 'o') ADVANCE(134);
      END_STATE();
    case 138:
      if (lookahead == 'o') ADVANCE(122);
      END_STATE();
    case 139:
      if (lookahead == 'o') ADVANCE(136);
      END_STATE();
    case 140:
      if (lookahead == 'o') ADVANCE(123);
      END_STATE();
    case 141:
      if (lookahead == 'o') ADVANCE(115);
      END_STATE();
    case 142:
      if (lookahead == 'o') ADVANCE(69);
      END_STATE();
    case 143:
      if (lookahead == 'o') ADVANCE(116);
      END_STATE();
    case 144:
      if (lookahead == 'o') ADVANCE(52);
      END_STATE();
    case 145:
      if (lookahead == 'o') ADVANCE(70);
      END_STATE();
    case 146:
      if (lookahead == 'o') ADVANCE(164);
      END_STATE();
    case 147:
      if (lookahead == 'p') ADVANCE(152);
      END_STATE();
    case 148:
      if (lookahead == 'r') ADVANCE(119);
      END_STATE();
    case 149:
      if (lookahead == 'r') ADVANCE(218);
      END_STATE();
    case 150:
      if (lookahead == 'r') ADVANCE(200);
      END_STATE();
    case 151:
      if (lookahead == 'r') ADVANCE(97);
      END_STATE();
    case 152:
      if (lookahead == 'r') ADVANCE(78);
      END_STATE();
    case 153:
      if (lookahead == 'r') ADVANCE(98);
      END_STATE();
    case 154:
      if (lookahead == 't') ADVANCE(210);
      END_STATE();
    case 155:
      if (lookahead == 't') ADVANCE(192);
      END_STATE();
    case 156:
      if (lookahead == 't') ADVANCE(18);
      END_STATE();
    case 157:
      if (lookahead == 't') ADVANCE(151);
      END_STATE();
    case 158:
      if (lookahead == 't') ADVANCE(20);
      END_STATE();
    case 159:
      if (lookahead == 't') ADVANCE(99);
      END_STATE();
    case 160:
      if (lookahead == 't') ADVANCE(87);
      END_STATE();
    case 161:
      if (lookahead == 't') ADVANCE(51);
      END_STATE();
    case 162:
      if (lookahead == 't') ADVANCE(153);
      END_STATE();
    case 163:
      if (lookahead == 't') ADVANCE(100);
      END_STATE();
    case 164:
      if (lookahead == 't') ADVANCE(54);
      END_STATE();
    case 165:
      if (lookahead == 't') ADVANCE(88);
      END_STATE();
    case 166:
      if (set_contains(sym__word_character_set_2, 10, lookahead)) ADVANCE(386);
      END_STATE();
    case 167:
      if (eof) ADVANCE(172);
      ADVANCE_MAP(
        '"', 232,
        '#', 245,
        '%', 22,
        '+', 225,
        '>', 246,
        'E', 278,
        'F', 254,
        'M', 260,
        'S', 261,
        'T', 271,
        '[', 175,
        ']', 176,
        'd', 299,
        'f', 319,
        'u', 341,
        'v', 368,
        'w', 251,
        '{', 224,
        '}', 227,
        0xfeff, 387,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == ',') SKIP(167);
      if (lookahead > ' ' &&
          lookahead != '\'' &&
          (lookahead < '+' || '.' < lookahead) &&
          (lookahead < '0' || '9' < lookahead) &&
          (lookahead < '[' || ']' < lookahead)) ADVANCE(386);
      END_STATE();
    case 168:
      if (eof) ADVANCE(172);
      ADVANCE_MAP(
        '"', 232,
        '#', 245,
        '%', 22,
        '>', 12,
        'E', 49,
        'F', 24,
        'M', 30,
        'S', 31,
        'T', 42,
        '[', 175,
        ']', 176,
        'd', 73,
        'f', 96,
        'h', 95,
        'u', 120,
        'v', 148,
        'w', 19,
        '{', 224,
        '}', 13,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == ',' ||
          lookahead == 0xfeff) SKIP(168);
      END_STATE();
    case 169:
      if (eof) ADVANCE(172);
      if (lookahead == '#') ADVANCE(245);
      if (lookahead == '%') ADVANCE(21);
      if (lookahead == 'E') ADVANCE(278);
      if (lookahead == 0xfeff) ADVANCE(389);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == ',') SKIP(171);
      if (set_contains(sym__word_character_set_1, 9, lookahead)) ADVANCE(386);
      END_STATE();
    case 170:
      if (eof) ADVANCE(172);
      if (lookahead == '#') ADVANCE(245);
      if (lookahead == '%') ADVANCE(22);
      if (lookahead == 'E') ADVANCE(278);
      if (lookahead == '{') ADVANCE(224);
      if (lookahead == 0xfeff) ADVANCE(389);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == ',') SKIP(170);
      if (lookahead > ' ' &&
          lookahead != '"' &&
          lookahead != '#' &&
          lookahead != '\'' &&
          (lookahead < '+' || '.' < lookahead) &&
          (lookahead < '0' || '9' < lookahead) &&
          (lookahead < '[' || ']' < lookahead) &&
          lookahead != '}') ADVANCE(386);
      END_STATE();
    case 171:
      if (eof) ADVANCE(172);
      if (lookahead == '#') ADVANCE(245);
      if (lookahead == '%') ADVANCE(22);
      if (lookahead == 'E') ADVANCE(278);
      if (lookahead == 0xfeff) ADVANCE(389);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == ',') SKIP(171);
      if (set_contains(sym__word_character_set_1, 9, lookahead)) ADVANCE(386);
      END_STATE();
    case 172:
      ACCEPT_TOKEN(ts_builtin_sym_end);
      END_STATE();
    case 173:
      ACCEPT_TOKEN(anon_sym_EXTERNPROTO);
      END_STATE();
    case 174:
      ACCEPT_TOKEN(anon_sym_EXTERNPROTO);
      if (lookahead == '%') ADVANCE(166);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 175:
      ACCEPT_TOKEN(anon_sym_LBRACK);
      END_STATE();
    case 176:
      ACCEPT_TOKEN(anon_sym_RBRACK);
      END_STATE();
    case 177:
      ACCEPT_TOKEN(anon_sym_field);
      END_STATE();
    case 178:
      ACCEPT_TOKEN(anon_sym_field);
      if (lookahead == '%') ADVANCE(166);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 179:
      ACCEPT_TOKEN(anon_sym_vrmlField);
      END_STATE();
    case 180:
      ACCEPT_TOKEN(anon_sym_vrmlField);
      if (lookahead == '%') ADVANCE(166);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 181:
      ACCEPT_TOKEN(anon_sym_w3dField);
      END_STATE();
    case 182:
      ACCEPT_TOKEN(anon_sym_w3dField);
      if (lookahead == '%') ADVANCE(166);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 183:
      ACCEPT_TOKEN(anon_sym_hiddenField);
      END_STATE();
    case 184:
      ACCEPT_TOKEN(anon_sym_deprecatedField);
      END_STATE();
    case 185:
      ACCEPT_TOKEN(anon_sym_deprecatedField);
      if (lookahead == '%') ADVANCE(166);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 186:
      ACCEPT_TOKEN(anon_sym_unconnectedField);
      END_STATE();
    case 187:
      ACCEPT_TOKEN(anon_sym_unconnectedField);
      if (lookahead == '%') ADVANCE(166);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 188:
      ACCEPT_TOKEN(anon_sym_SFBool);
      END_STATE();
    case 189:
      ACCEPT_TOKEN(anon_sym_SFBool);
      if (lookahead == '%') ADVANCE(166);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 190:
      ACCEPT_TOKEN(anon_sym_SFInt32);
      END_STATE();
    case 191:
      ACCEPT_TOKEN(anon_sym_SFInt32);
      if (lookahead == '%') ADVANCE(166);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 192:
      ACCEPT_TOKEN(anon_sym_SFFloat);
      END_STATE();
    case 193:
      ACCEPT_TOKEN(anon_sym_SFFloat);
      if (lookahead == '%') ADVANCE(166);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 194:
      ACCEPT_TOKEN(anon_sym_SFString);
      END_STATE();
    case 195:
      ACCEPT_TOKEN(anon_sym_SFString);
      if (lookahead == '%') ADVANCE(166);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 196:
      ACCEPT_TOKEN(anon_sym_SFVec2f);
      END_STATE();
    case 197:
      ACCEPT_TOKEN(anon_sym_SFVec2f);
      if (lookahead == '%') ADVANCE(166);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 198:
      ACCEPT_TOKEN(anon_sym_SFVec3f);
      END_STATE();
    case 199:
      ACCEPT_TOKEN(anon_sym_SFVec3f);
      if (lookahead == '%') ADVANCE(166);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 200:
      ACCEPT_TOKEN(anon_sym_SFColor);
      END_STATE();
    case 201:
      ACCEPT_TOKEN(anon_sym_SFColor);
      if (lookahead == '%') ADVANCE(166);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 202:
      ACCEPT_TOKEN(anon_sym_SFRotation);
      END_STATE();
    case 203:
      ACCEPT_TOKEN(anon_sym_SFRotation);
      if (lookahead == '%') ADVANCE(166);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 204:
      ACCEPT_TOKEN(anon_sym_SFNode);
      END_STATE();
    case 205:
      ACCEPT_TOKEN(anon_sym_SFNode);
      if (lookahead == '%') ADVANCE(166);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 206:
      ACCEPT_TOKEN(anon_sym_MFBool);
      END_STATE();
    case 207:
      ACCEPT_TOKEN(anon_sym_MFBool);
      if (lookahead == '%') ADVANCE(166);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 208:
      ACCEPT_TOKEN(anon_sym_MFInt32);
      END_STATE();
    case 209:
      ACCEPT_TOKEN(anon_sym_MFInt32);
      if (lookahead == '%') ADVANCE(166);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 210:
      ACCEPT_TOKEN(anon_sym_MFFloat);
      END_STATE();
    case 211:
      ACCEPT_TOKEN(anon_sym_MFFloat);
      if (lookahead == '%') ADVANCE(166);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 212:
      ACCEPT_TOKEN(anon_sym_MFString);
      END_STATE();
    case 213:
      ACCEPT_TOKEN(anon_sym_MFString);
      if (lookahead == '%') ADVANCE(166);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 214:
      ACCEPT_TOKEN(anon_sym_MFVec2f);
      END_STATE();
    case 215:
      ACCEPT_TOKEN(anon_sym_MFVec2f);
      if (lookahead == '%') ADVANCE(166);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 216:
      ACCEPT_TOKEN(anon_sym_MFVec3f);
      END_STATE();
    case 217:
      ACCEPT_TOKEN(anon_sym_MFVec3f);
      if (lookahead == '%') ADVANCE(166);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 218:
      ACCEPT_TOKEN(anon_sym_MFColor);
      END_STATE();
    case 219:
      ACCEPT_TOKEN(anon_sym_MFColor);
      if (lookahead == '%') ADVANCE(166);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 220:
      ACCEPT_TOKEN(anon_sym_MFRotation);
      END_STATE();
    case 221:
      ACCEPT_TOKEN(anon_sym_MFRotation);
      if (lookahead == '%') ADVANCE(166);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 222:
      ACCEPT_TOKEN(anon_sym_MFNode);
      END_STATE();
    case 223:
      ACCEPT_TOKEN(anon_sym_MFNode);
      if (lookahead == '%') ADVANCE(166);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 224:
      ACCEPT_TOKEN(anon_sym_LBRACE);
      END_STATE();
    case 225:
      ACCEPT_TOKEN(anon_sym_PLUS);
      END_STATE();
    case 226:
      ACCEPT_TOKEN(anon_sym_PLUS);
      if (lookahead == '%') ADVANCE(166);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 227:
      ACCEPT_TOKEN(anon_sym_RBRACE);
      END_STATE();
    case 228:
      ACCEPT_TOKEN(anon_sym_TRUE);
      END_STATE();
    case 229:
      ACCEPT_TOKEN(anon_sym_TRUE);
      if (lookahead == '%') ADVANCE(166);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 230:
      ACCEPT_TOKEN(anon_sym_FALSE);
      END_STATE();
    case 231:
      ACCEPT_TOKEN(anon_sym_FALSE);
      if (lookahead == '%') ADVANCE(166);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 232:
      ACCEPT_TOKEN(anon_sym_DQUOTE);
      END_STATE();
    case 233:
      ACCEPT_TOKEN(anon_sym_DQUOTE2);
      END_STATE();
    case 234:
      ACCEPT_TOKEN(anon_sym_PERCENT_LT_EQ);
      END_STATE();
    case 235:
      ACCEPT_TOKEN(anon_sym_GT_PERCENT);
      END_STATE();
    case 236:
      ACCEPT_TOKEN(anon_sym_GT_PERCENT);
      if (set_contains(sym__word_character_set_2, 10, lookahead)) ADVANCE(386);
      END_STATE();
    case 237:
      ACCEPT_TOKEN(anon_sym_PERCENT_LBRACE_EQ);
      END_STATE();
    case 238:
      ACCEPT_TOKEN(anon_sym_RBRACE_PERCENT);
      END_STATE();
    case 239:
      ACCEPT_TOKEN(anon_sym_PERCENT_LT_EQ2);
      END_STATE();
    case 240:
      ACCEPT_TOKEN(anon_sym_PERCENT_LBRACE_EQ2);
      END_STATE();
    case 241:
      ACCEPT_TOKEN(anon_sym_PERCENT_LT);
      if (lookahead == '=') ADVANCE(239);
      END_STATE();
    case 242:
      ACCEPT_TOKEN(anon_sym_PERCENT_LT);
      if (lookahead == '=') ADVANCE(234);
      END_STATE();
    case 243:
      ACCEPT_TOKEN(anon_sym_PERCENT_LBRACE);
      if (lookahead == '=') ADVANCE(240);
      END_STATE();
    case 244:
      ACCEPT_TOKEN(anon_sym_PERCENT_LBRACE);
      if (lookahead == '=') ADVANCE(237);
      END_STATE();
    case 245:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(245);
      END_STATE();
    case 246:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(236);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 247:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == '2') ADVANCE(313);
      if (lookahead == '3') ADVANCE(314);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 248:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == '2') ADVANCE(209);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 249:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == '2') ADVANCE(191);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 250:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == '2') ADVANCE(315);
      if (lookahead == '3') ADVANCE(316);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 251:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == '3') ADVANCE(294);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 252:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == '3') ADVANCE(248);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 253:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == '3') ADVANCE(249);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 254:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'A') ADVANCE(266);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 255:
      ACCEPT_TOKEN(sym__word);
      ADVANCE_MAP(
        '%', 166,
        'B', 358,
        'C', 362,
        'F', 335,
        'I', 345,
        'N', 351,
        'R', 353,
        'S', 378,
        'V', 302,
      );
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 256:
      ACCEPT_TOKEN(sym__word);
      ADVANCE_MAP(
        '%', 166,
        'B', 361,
        'C', 364,
        'F', 338,
        'I', 348,
        'N', 363,
        'R', 366,
        'S', 383,
        'V', 306,
      );
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 257:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'E') ADVANCE(229);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 258:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'E') ADVANCE(231);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 259:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'E') ADVANCE(272);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 260:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'F') ADVANCE(255);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 261:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'F') ADVANCE(256);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 262:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'F') ADVANCE(324);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 263:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'F') ADVANCE(325);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 264:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'F') ADVANCE(326);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 265:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'F') ADVANCE(327);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 266:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'L') ADVANCE(274);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 267:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'N') ADVANCE(270);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 268:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'O') ADVANCE(174);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 269:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'O') ADVANCE(276);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 270:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'P') ADVANCE(273);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 271:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'R') ADVANCE(277);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 272:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'R') ADVANCE(267);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 273:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'R') ADVANCE(269);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 274:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'S') ADVANCE(258);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 275:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'T') ADVANCE(259);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 276:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'T') ADVANCE(268);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 277:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'U') ADVANCE(257);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 278:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'X') ADVANCE(275);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 279:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'a') ADVANCE(374);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 280:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'a') ADVANCE(377);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 281:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'a') ADVANCE(375);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 282:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'a') ADVANCE(380);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 283:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'a') ADVANCE(382);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 284:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'c') ADVANCE(247);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 285:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'c') ADVANCE(352);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 286:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'c') ADVANCE(250);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 287:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'c') ADVANCE(282);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 288:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'c') ADVANCE(385);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 289:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'd') ADVANCE(178);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 290:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'd') ADVANCE(182);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 291:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'd') ADVANCE(180);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 292:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'd') ADVANCE(185);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 293:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'd') ADVANCE(187);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 294:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'd') ADVANCE(262);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 295:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'd') ADVANCE(300);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 296:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'd') ADVANCE(301);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 297:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'd') ADVANCE(264);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 298:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'd') ADVANCE(265);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 299:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'e') ADVANCE(367);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 300:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'e') ADVANCE(223);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 301:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'e') ADVANCE(205);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 302:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'e') ADVANCE(284);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 303:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'e') ADVANCE(330);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 304:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'e') ADVANCE(287);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 305:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'e') ADVANCE(288);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 306:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'e') ADVANCE(286);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 307:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'e') ADVANCE(331);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 308:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'e') ADVANCE(332);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 309:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'e') ADVANCE(333);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 310:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'e') ADVANCE(334);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 311:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'e') ADVANCE(297);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 312:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'e') ADVANCE(298);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 313:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'f') ADVANCE(215);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 314:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'f') ADVANCE(217);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 315:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'f') ADVANCE(197);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 316:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'f') ADVANCE(199);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 317:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'g') ADVANCE(213);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 318:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'g') ADVANCE(195);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 319:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'i') ADVANCE(303);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 320:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'i') ADVANCE(342);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 321:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'i') ADVANCE(346);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 322:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'i') ADVANCE(359);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 323:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'i') ADVANCE(360);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 324:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'i') ADVANCE(307);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 325:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'i') ADVANCE(308);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 326:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'i') ADVANCE(309);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 327:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'i') ADVANCE(310);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 328:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'l') ADVANCE(207);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 329:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'l') ADVANCE(189);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 330:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'l') ADVANCE(289);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 331:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'l') ADVANCE(290);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 332:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'l') ADVANCE(291);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 333:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'l') ADVANCE(292);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 334:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'l') ADVANCE(293);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 335:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'l') ADVANCE(350);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 336:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'l') ADVANCE(354);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 337:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'l') ADVANCE(356);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 338:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'l') ADVANCE(365);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 339:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'l') ADVANCE(263);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 340:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'm') ADVANCE(339);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 341:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'n') ADVANCE(285);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 342:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'n') ADVANCE(317);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 343:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'n') ADVANCE(221);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 344:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'n') ADVANCE(203);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 345:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'n') ADVANCE(376);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 346:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'n') ADVANCE(318);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 347:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'n') ADVANCE(349);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 348:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'n') ADVANCE(379);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 349:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'n') ADVANCE(305);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 350:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'o') ADVANCE(279);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 351:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'o') ADVANCE(295);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 352:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'o') ADVANCE(347);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 353:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'o') ADVANCE(381);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 354:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'o') ADVANCE(369);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 355:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'o') ADVANCE(328);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 356:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'o') ADVANCE(370);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 357:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'o') ADVANCE(329);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 358:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'o') ADVANCE(355);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 359:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'o') ADVANCE(343);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 360:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'o') ADVANCE(344);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 361:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'o') ADVANCE(357);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 362:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'o') ADVANCE(336);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 363:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'o') ADVANCE(296);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 364:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'o') ADVANCE(337);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 365:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'o') ADVANCE(281);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 366:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'o') ADVANCE(384);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 367:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'p') ADVANCE(372);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 368:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'r') ADVANCE(340);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 369:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'r') ADVANCE(219);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 370:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'r') ADVANCE(201);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 371:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'r') ADVANCE(320);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 372:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'r') ADVANCE(304);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 373:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 'r') ADVANCE(321);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 374:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 't') ADVANCE(211);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 375:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 't') ADVANCE(193);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 376:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 't') ADVANCE(252);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 377:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 't') ADVANCE(322);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 378:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 't') ADVANCE(371);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 379:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 't') ADVANCE(253);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 380:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 't') ADVANCE(311);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 381:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 't') ADVANCE(280);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 382:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 't') ADVANCE(323);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 383:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 't') ADVANCE(373);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 384:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 't') ADVANCE(283);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 385:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (lookahead == 't') ADVANCE(312);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 386:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(166);
      if (set_contains(sym__word_character_set_2, 10, lookahead) ||
          lookahead == '<') ADVANCE(386);
      END_STATE();
    case 387:
      ACCEPT_TOKEN(sym__word);
      ADVANCE_MAP(
        '%', 23,
        '+', 226,
        '>', 246,
        'E', 278,
        'F', 254,
        'M', 260,
        'S', 261,
        'T', 271,
        'd', 299,
        'f', 319,
        'u', 341,
        'v', 368,
        'w', 251,
        0xfeff, 387,
      );
      if (lookahead == '-' ||
          ('0' <= lookahead && lookahead <= '9')) ADVANCE(386);
      if (lookahead > ' ' &&
          lookahead != '"' &&
          lookahead != '#' &&
          lookahead != '\'' &&
          (lookahead < '+' || '.' < lookahead) &&
          (lookahead < '[' || ']' < lookahead) &&
          lookahead != '{' &&
          lookahead != '}') ADVANCE(386);
      END_STATE();
    case 388:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(23);
      if (lookahead == '+') ADVANCE(226);
      if (lookahead == 'F') ADVANCE(254);
      if (lookahead == 'T') ADVANCE(271);
      if (lookahead == 0xfeff) ADVANCE(388);
      if (lookahead == '-' ||
          ('0' <= lookahead && lookahead <= '9')) ADVANCE(386);
      if (lookahead > ' ' &&
          lookahead != '"' &&
          lookahead != '#' &&
          lookahead != '\'' &&
          (lookahead < '+' || '.' < lookahead) &&
          (lookahead < '[' || ']' < lookahead) &&
          lookahead != '{' &&
          lookahead != '}') ADVANCE(386);
      END_STATE();
    case 389:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(23);
      if (lookahead == 'E') ADVANCE(278);
      if (lookahead == 0xfeff) ADVANCE(389);
      if (lookahead == '+' ||
          lookahead == '-' ||
          ('0' <= lookahead && lookahead <= '9')) ADVANCE(386);
      if (lookahead > ' ' &&
          lookahead != '"' &&
          lookahead != '#' &&
          lookahead != '\'' &&
          (lookahead < '+' || '.' < lookahead) &&
          (lookahead < '[' || ']' < lookahead) &&
          lookahead != '{' &&
          lookahead != '}') ADVANCE(386);
      END_STATE();
    case 390:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(23);
      if (lookahead == 'F') ADVANCE(254);
      if (lookahead == 'T') ADVANCE(271);
      if (lookahead == 0xfeff) ADVANCE(390);
      if (lookahead == '+' ||
          lookahead == '-' ||
          ('0' <= lookahead && lookahead <= '9')) ADVANCE(386);
      if (lookahead > ' ' &&
          lookahead != '"' &&
          lookahead != '#' &&
          lookahead != '\'' &&
          (lookahead < '+' || '.' < lookahead) &&
          (lookahead < '[' || ']' < lookahead) &&
          lookahead != '{' &&
          lookahead != '}') ADVANCE(386);
      END_STATE();
    case 391:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '%') ADVANCE(23);
      if (lookahead == 0xfeff) ADVANCE(391);
      if (lookahead == '+' ||
          lookahead == '-' ||
          ('0' <= lookahead && lookahead <= '9')) ADVANCE(386);
      if (lookahead > ' ' &&
          lookahead != '"' &&
          lookahead != '#' &&
          lookahead != '\'' &&
          (lookahead < '+' || '.' < lookahead) &&
          (lookahead < '[' || ']' < lookahead) &&
          lookahead != '{' &&
          lookahead != '}') ADVANCE(386);
      END_STATE();
    default:
      return false;
  }
}

static bool ts_lex_keywords(TSLexer *lexer, TSStateId state) {
  START_LEXER();
  eof = lexer->eof(lexer);
  switch (state) {
    case 0:
      if (lookahead == 'D') ADVANCE(1);
      if (lookahead == 'I') ADVANCE(2);
      if (lookahead == 'N') ADVANCE(3);
      if (lookahead == 'P') ADVANCE(4);
      if (lookahead == 'U') ADVANCE(5);
      if (lookahead == 'h') ADVANCE(6);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == ',' ||
          lookahead == 0xfeff) SKIP(0);
      END_STATE();
    case 1:
      if (lookahead == 'E') ADVANCE(7);
      END_STATE();
    case 2:
      if (lookahead == 'M') ADVANCE(8);
      if (lookahead == 'S') ADVANCE(9);
      END_STATE();
    case 3:
      if (lookahead == 'U') ADVANCE(10);
      END_STATE();
    case 4:
      if (lookahead == 'R') ADVANCE(11);
      END_STATE();
    case 5:
      if (lookahead == 'S') ADVANCE(12);
      END_STATE();
    case 6:
      if (lookahead == 'i') ADVANCE(13);
      END_STATE();
    case 7:
      if (lookahead == 'F') ADVANCE(14);
      END_STATE();
    case 8:
      if (lookahead == 'P') ADVANCE(15);
      END_STATE();
    case 9:
      ACCEPT_TOKEN(anon_sym_IS);
      END_STATE();
    case 10:
      if (lookahead == 'L') ADVANCE(16);
      END_STATE();
    case 11:
      if (lookahead == 'O') ADVANCE(17);
      END_STATE();
    case 12:
      if (lookahead == 'E') ADVANCE(18);
      END_STATE();
    case 13:
      if (lookahead == 'd') ADVANCE(19);
      END_STATE();
    case 14:
      ACCEPT_TOKEN(anon_sym_DEF);
      END_STATE();
    case 15:
      if (lookahead == 'O') ADVANCE(20);
      END_STATE();
    case 16:
      if (lookahead == 'L') ADVANCE(21);
      END_STATE();
    case 17:
      if (lookahead == 'T') ADVANCE(22);
      END_STATE();
    case 18:
      ACCEPT_TOKEN(anon_sym_USE);
      END_STATE();
    case 19:
      if (lookahead == 'd') ADVANCE(23);
      END_STATE();
    case 20:
      if (lookahead == 'R') ADVANCE(24);
      END_STATE();
    case 21:
      ACCEPT_TOKEN(sym_null);
      END_STATE();
    case 22:
      if (lookahead == 'O') ADVANCE(25);
      END_STATE();
    case 23:
      if (lookahead == 'e') ADVANCE(26);
      END_STATE();
    case 24:
      if (lookahead == 'T') ADVANCE(27);
      END_STATE();
    case 25:
      ACCEPT_TOKEN(anon_sym_PROTO);
      END_STATE();
    case 26:
      if (lookahead == 'n') ADVANCE(28);
      END_STATE();
    case 27:
      if (lookahead == 'A') ADVANCE(29);
      END_STATE();
    case 28:
      ACCEPT_TOKEN(anon_sym_hidden);
      END_STATE();
    case 29:
      if (lookahead == 'B') ADVANCE(30);
      END_STATE();
    case 30:
      if (lookahead == 'L') ADVANCE(31);
      END_STATE();
    case 31:
      if (lookahead == 'E') ADVANCE(32);
      END_STATE();
    case 32:
      ACCEPT_TOKEN(anon_sym_IMPORTABLE);
      END_STATE();
    default:
      return false;
  }
}

static const TSLexMode ts_lex_modes[STATE_COUNT] = {
  [0] = {.lex_state = 0, .external_lex_state = 1},
  [1] = {.lex_state = 170, .external_lex_state = 2},
  [2] = {.lex_state = 4, .external_lex_state = 3},
  [3] = {.lex_state = 4, .external_lex_state = 3},
  [4] = {.lex_state = 4, .external_lex_state = 3},
  [5] = {.lex_state = 4, .external_lex_state = 3},
  [6] = {.lex_state = 168, .external_lex_state = 4},
  [7] = {.lex_state = 4, .external_lex_state = 5},
  [8] = {.lex_state = 4, .external_lex_state = 5},
  [9] = {.lex_state = 168, .external_lex_state = 4},
  [10] = {.lex_state = 4, .external_lex_state = 5},
  [11] = {.lex_state = 4, .external_lex_state = 5},
  [12] = {.lex_state = 4, .external_lex_state = 5},
  [13] = {.lex_state = 168, .external_lex_state = 5},
  [14] = {.lex_state = 168, .external_lex_state = 5},
  [15] = {.lex_state = 170, .external_lex_state = 4},
  [16] = {.lex_state = 3, .external_lex_state = 5},
  [17] = {.lex_state = 170, .external_lex_state = 4},
  [18] = {.lex_state = 3, .external_lex_state = 5},
  [19] = {.lex_state = 170, .external_lex_state = 4},
  [20] = {.lex_state = 3, .external_lex_state = 5},
  [21] = {.lex_state = 170, .external_lex_state = 4},
  [22] = {.lex_state = 2, .external_lex_state = 5},
  [23] = {.lex_state = 2, .external_lex_state = 5},
  [24] = {.lex_state = 2, .external_lex_state = 5},
  [25] = {.lex_state = 6, .external_lex_state = 4},
  [26] = {.lex_state = 4, .external_lex_state = 5},
  [27] = {.lex_state = 168, .external_lex_state = 5},
  [28] = {.lex_state = 4, .external_lex_state = 5},
  [29] = {.lex_state = 168, .external_lex_state = 5},
  [30] = {.lex_state = 4, .external_lex_state = 5},
  [31] = {.lex_state = 4, .external_lex_state = 5},
  [32] = {.lex_state = 168, .external_lex_state = 5},
  [33] = {.lex_state = 4, .external_lex_state = 5},
  [34] = {.lex_state = 168, .external_lex_state = 5},
  [35] = {.lex_state = 4, .external_lex_state = 5},
  [36] = {.lex_state = 169, .external_lex_state = 4},
  [37] = {.lex_state = 168, .external_lex_state = 5},
  [38] = {.lex_state = 168, .external_lex_state = 4},
  [39] = {.lex_state = 168, .external_lex_state = 5},
  [40] = {.lex_state = 168, .external_lex_state = 4},
  [41] = {.lex_state = 169, .external_lex_state = 4},
  [42] = {.lex_state = 168, .external_lex_state = 4},
  [43] = {.lex_state = 169, .external_lex_state = 4},
  [44] = {.lex_state = 6, .external_lex_state = 4},
  [45] = {.lex_state = 2, .external_lex_state = 5},
  [46] = {.lex_state = 168, .external_lex_state = 5},
  [47] = {.lex_state = 6, .external_lex_state = 4},
  [48] = {.lex_state = 2, .external_lex_state = 5},
  [49] = {.lex_state = 4, .external_lex_state = 5},
  [50] = {.lex_state = 168, .external_lex_state = 5},
  [51] = {.lex_state = 2, .external_lex_state = 5},
  [52] = {.lex_state = 9, .external_lex_state = 4},
  [53] = {.lex_state = 9, .external_lex_state = 4},
  [54] = {.lex_state = 6, .external_lex_state = 4},
  [55] = {.lex_state = 3, .external_lex_state = 5},
  [56] = {.lex_state = 4, .external_lex_state = 5},
  [57] = {.lex_state = 3, .external_lex_state = 5},
  [58] = {.lex_state = 3, .external_lex_state = 5},
  [59] = {.lex_state = 6, .external_lex_state = 4},
  [60] = {.lex_state = 6, .external_lex_state = 4},
  [61] = {.lex_state = 9, .external_lex_state = 4},
  [62] = {.lex_state = 3, .external_lex_state = 5},
  [63] = {.lex_state = 4, .external_lex_state = 5},
  [64] = {.lex_state = 3, .external_lex_state = 5},
  [65] = {.lex_state = 7, .external_lex_state = 4},
  [66] = {.lex_state = 169, .external_lex_state = 4},
  [67] = {.lex_state = 4, .external_lex_state = 5},
  [68] = {.lex_state = 3, .external_lex_state = 5},
  [69] = {.lex_state = 4, .external_lex_state = 5},
  [70] = {.lex_state = 169, .external_lex_state = 4},
  [71] = {.lex_state = 7, .external_lex_state = 4},
  [72] = {.lex_state = 4, .external_lex_state = 5},
  [73] = {.lex_state = 7, .external_lex_state = 4},
  [74] = {.lex_state = 3, .external_lex_state = 5},
  [75] = {.lex_state = 170, .external_lex_state = 6},
  [76] = {.lex_state = 168, .external_lex_state = 7},
  [77] = {.lex_state = 3, .external_lex_state = 5},
  [78] = {.lex_state = 3, .external_lex_state = 5},
  [79] = {.lex_state = 4, .external_lex_state = 5},
  [80] = {.lex_state = 3, .external_lex_state = 5},
  [81] = {.lex_state = 170, .external_lex_state = 6},
  [82] = {.lex_state = 3, .external_lex_state = 5},
  [83] = {.lex_state = 168, .external_lex_state = 7},
  [84] = {.lex_state = 168, .external_lex_state = 7},
  [85] = {.lex_state = 4, .external_lex_state = 5},
  [86] = {.lex_state = 4, .external_lex_state = 5},
  [87] = {.lex_state = 169, .external_lex_state = 4},
  [88] = {.lex_state = 170, .external_lex_state = 6},
  [89] = {.lex_state = 168, .external_lex_state = 7},
  [90] = {.lex_state = 168, .external_lex_state = 4},
  [91] = {.lex_state = 170, .external_lex_state = 4},
  [92] = {.lex_state = 170, .external_lex_state = 4},
  [93] = {.lex_state = 170, .external_lex_state = 6},
  [94] = {.lex_state = 168, .external_lex_state = 4},
  [95] = {.lex_state = 170, .external_lex_state = 4},
  [96] = {.lex_state = 4, .external_lex_state = 5},
  [97] = {.lex_state = 170, .external_lex_state = 4},
  [98] = {.lex_state = 170, .external_lex_state = 4},
  [99] = {.lex_state = 170, .external_lex_state = 4},
  [100] = {.lex_state = 170, .external_lex_state = 4},
  [101] = {.lex_state = 9, .external_lex_state = 4},
  [102] = {.lex_state = 168, .external_lex_state = 4},
  [103] = {.lex_state = 170, .external_lex_state = 4},
  [104] = {.lex_state = 168, .external_lex_state = 4},
  [105] = {.lex_state = 7, .external_lex_state = 4},
  [106] = {.lex_state = 170, .external_lex_state = 4},
  [107] = {.lex_state = 7, .external_lex_state = 4},
  [108] = {.lex_state = 170, .external_lex_state = 4},
  [109] = {.lex_state = 7, .external_lex_state = 4},
  [110] = {.lex_state = 170, .external_lex_state = 4},
  [111] = {.lex_state = 168, .external_lex_state = 4},
  [112] = {.lex_state = 168, .external_lex_state = 4},
  [113] = {.lex_state = 168, .external_lex_state = 4},
  [114] = {.lex_state = 168, .external_lex_state = 4},
  [115] = {.lex_state = 9, .external_lex_state = 4},
  [116] = {.lex_state = 170, .external_lex_state = 4},
  [117] = {.lex_state = 9, .external_lex_state = 4},
  [118] = {.lex_state = 170, .external_lex_state = 4},
  [119] = {.lex_state = 168, .external_lex_state = 4},
  [120] = {.lex_state = 170, .external_lex_state = 4},
  [121] = {.lex_state = 170, .external_lex_state = 4},
  [122] = {.lex_state = 168, .external_lex_state = 4},
  [123] = {.lex_state = 168, .external_lex_state = 4},
  [124] = {.lex_state = 4, .external_lex_state = 5},
  [125] = {.lex_state = 170, .external_lex_state = 4},
  [126] = {.lex_state = 4, .external_lex_state = 5},
  [127] = {.lex_state = 170, .external_lex_state = 4},
  [128] = {.lex_state = 9, .external_lex_state = 4},
  [129] = {.lex_state = 168, .external_lex_state = 4},
  [130] = {.lex_state = 168, .external_lex_state = 4},
  [131] = {.lex_state = 168, .external_lex_state = 4},
  [132] = {.lex_state = 168, .external_lex_state = 4},
  [133] = {.lex_state = 170, .external_lex_state = 4},
  [134] = {.lex_state = 9, .external_lex_state = 4},
  [135] = {.lex_state = 9, .external_lex_state = 4},
  [136] = {.lex_state = 9, .external_lex_state = 4},
  [137] = {.lex_state = 9, .external_lex_state = 4},
  [138] = {.lex_state = 9, .external_lex_state = 4},
  [139] = {.lex_state = 9, .external_lex_state = 4},
  [140] = {.lex_state = 9, .external_lex_state = 4},
  [141] = {.lex_state = 168, .external_lex_state = 4},
  [142] = {.lex_state = 9, .external_lex_state = 4},
  [143] = {.lex_state = 9, .external_lex_state = 4},
  [144] = {.lex_state = 9, .external_lex_state = 7},
  [145] = {.lex_state = 9, .external_lex_state = 7},
  [146] = {.lex_state = 9, .external_lex_state = 4},
  [147] = {.lex_state = 1, .external_lex_state = 8},
  [148] = {.lex_state = 1, .external_lex_state = 8},
  [149] = {.lex_state = 9, .external_lex_state = 4},
  [150] = {.lex_state = 9, .external_lex_state = 7},
  [151] = {.lex_state = 9, .external_lex_state = 4},
  [152] = {.lex_state = 7, .external_lex_state = 4},
  [153] = {.lex_state = 7, .external_lex_state = 4},
  [154] = {.lex_state = 9, .external_lex_state = 4},
  [155] = {.lex_state = 9, .external_lex_state = 4},
  [156] = {.lex_state = 9, .external_lex_state = 4},
  [157] = {.lex_state = 1, .external_lex_state = 8},
  [158] = {.lex_state = 9, .external_lex_state = 4},
  [159] = {.lex_state = 1, .external_lex_state = 8},
  [160] = {.lex_state = 1, .external_lex_state = 8},
  [161] = {.lex_state = 9, .external_lex_state = 4},
  [162] = {.lex_state = 1, .external_lex_state = 8},
  [163] = {.lex_state = 1, .external_lex_state = 8},
  [164] = {.lex_state = 1, .external_lex_state = 8},
  [165] = {.lex_state = 1, .external_lex_state = 8},
  [166] = {.lex_state = 9, .external_lex_state = 4},
  [167] = {.lex_state = 9, .external_lex_state = 7},
  [168] = {.lex_state = 9, .external_lex_state = 4},
  [169] = {.lex_state = 9, .external_lex_state = 4},
  [170] = {.lex_state = 9, .external_lex_state = 4},
  [171] = {.lex_state = 9, .external_lex_state = 4},
  [172] = {.lex_state = 1, .external_lex_state = 8},
  [173] = {.lex_state = 1, .external_lex_state = 8},
  [174] = {.lex_state = 9, .external_lex_state = 4},
  [175] = {.lex_state = 9, .external_lex_state = 4},
  [176] = {.lex_state = 9, .external_lex_state = 4},
  [177] = {.lex_state = 9, .external_lex_state = 4},
  [178] = {.lex_state = 9, .external_lex_state = 4},
  [179] = {.lex_state = 9, .external_lex_state = 4},
  [180] = {.lex_state = 1, .external_lex_state = 8},
  [181] = {.lex_state = 9, .external_lex_state = 4},
  [182] = {.lex_state = 9, .external_lex_state = 4},
  [183] = {.lex_state = 6, .external_lex_state = 4},
  [184] = {.lex_state = 9, .external_lex_state = 4},
  [185] = {.lex_state = 1, .external_lex_state = 8},
  [186] = {.lex_state = 9, .external_lex_state = 4},
  [187] = {.lex_state = 6, .external_lex_state = 4},
  [188] = {.lex_state = 9, .external_lex_state = 4},
  [189] = {.lex_state = 9, .external_lex_state = 4},
  [190] = {.lex_state = 9, .external_lex_state = 4},
  [191] = {.lex_state = 9, .external_lex_state = 4},
  [192] = {.lex_state = 9, .external_lex_state = 4},
  [193] = {.lex_state = 9, .external_lex_state = 4},
  [194] = {.lex_state = 9, .external_lex_state = 4},
  [195] = {.lex_state = 9, .external_lex_state = 4},
  [196] = {.lex_state = 9, .external_lex_state = 4},
  [197] = {.lex_state = 168, .external_lex_state = 4},
  [198] = {.lex_state = 168, .external_lex_state = 9},
  [199] = {.lex_state = 168, .external_lex_state = 9},
  [200] = {.lex_state = 168, .external_lex_state = 10},
  [201] = {.lex_state = 168, .external_lex_state = 9},
  [202] = {.lex_state = 168, .external_lex_state = 10},
  [203] = {.lex_state = 168, .external_lex_state = 4},
  [204] = {.lex_state = 168, .external_lex_state = 9},
  [205] = {.lex_state = 168, .external_lex_state = 10},
  [206] = {.lex_state = 168, .external_lex_state = 4},
  [207] = {.lex_state = 168, .external_lex_state = 4},
  [208] = {.lex_state = 168, .external_lex_state = 9},
  [209] = {.lex_state = 168, .external_lex_state = 10},
  [210] = {.lex_state = 168, .external_lex_state = 9},
  [211] = {.lex_state = 168, .external_lex_state = 10},
  [212] = {.lex_state = 168, .external_lex_state = 4},
  [213] = {.lex_state = 168, .external_lex_state = 4},
  [214] = {.lex_state = 168, .external_lex_state = 9},
  [215] = {.lex_state = 168, .external_lex_state = 10},
  [216] = {.lex_state = 168, .external_lex_state = 4},
  [217] = {.lex_state = 168, .external_lex_state = 10},
  [218] = {.lex_state = 168, .external_lex_state = 9},
  [219] = {.lex_state = 168, .external_lex_state = 10},
  [220] = {.lex_state = 168, .external_lex_state = 4},
  [221] = {.lex_state = 168, .external_lex_state = 9},
  [222] = {.lex_state = 168, .external_lex_state = 10},
  [223] = {.lex_state = 168, .external_lex_state = 4},
  [224] = {.lex_state = 168, .external_lex_state = 4},
  [225] = {.lex_state = 168, .external_lex_state = 9},
  [226] = {.lex_state = 168, .external_lex_state = 10},
  [227] = {.lex_state = 168, .external_lex_state = 4},
  [228] = {.lex_state = 168, .external_lex_state = 10},
  [229] = {.lex_state = 168, .external_lex_state = 9},
  [230] = {.lex_state = 168, .external_lex_state = 4},
  [231] = {.lex_state = 168, .external_lex_state = 9},
  [232] = {.lex_state = 168, .external_lex_state = 10},
  [233] = {.lex_state = 168, .external_lex_state = 9},
  [234] = {.lex_state = 168, .external_lex_state = 10},
  [235] = {.lex_state = 168, .external_lex_state = 4},
  [236] = {.lex_state = 9, .external_lex_state = 4},
  [237] = {.lex_state = 168, .external_lex_state = 4},
  [238] = {.lex_state = 9, .external_lex_state = 4},
  [239] = {.lex_state = 168, .external_lex_state = 4},
  [240] = {.lex_state = 168, .external_lex_state = 4},
  [241] = {.lex_state = 9, .external_lex_state = 4},
  [242] = {.lex_state = 168, .external_lex_state = 4},
  [243] = {.lex_state = 168, .external_lex_state = 4},
  [244] = {.lex_state = 168, .external_lex_state = 4},
  [245] = {.lex_state = 9, .external_lex_state = 4},
  [246] = {.lex_state = 168, .external_lex_state = 4},
  [247] = {.lex_state = 168, .external_lex_state = 4},
  [248] = {.lex_state = 9, .external_lex_state = 4},
  [249] = {.lex_state = 168, .external_lex_state = 4},
  [250] = {.lex_state = 168, .external_lex_state = 4},
  [251] = {.lex_state = 168, .external_lex_state = 4},
  [252] = {.lex_state = 168, .external_lex_state = 4},
  [253] = {.lex_state = 168, .external_lex_state = 4},
  [254] = {.lex_state = 168, .external_lex_state = 4},
  [255] = {.lex_state = 168, .external_lex_state = 4},
  [256] = {.lex_state = 168, .external_lex_state = 4},
  [257] = {.lex_state = 168, .external_lex_state = 4},
  [258] = {.lex_state = 9, .external_lex_state = 4},
  [259] = {.lex_state = 168, .external_lex_state = 4},
  [260] = {.lex_state = 168, .external_lex_state = 4},
  [261] = {.lex_state = 168, .external_lex_state = 4},
  [262] = {.lex_state = 168, .external_lex_state = 4},
  [263] = {.lex_state = 168, .external_lex_state = 4},
  [264] = {.lex_state = 168, .external_lex_state = 4},
  [265] = {.lex_state = 168, .external_lex_state = 4},
  [266] = {.lex_state = 168, .external_lex_state = 4},
  [267] = {.lex_state = 168, .external_lex_state = 4},
  [268] = {.lex_state = 9, .external_lex_state = 4},
  [269] = {.lex_state = 168, .external_lex_state = 4},
  [270] = {.lex_state = 168, .external_lex_state = 4},
  [271] = {.lex_state = 168, .external_lex_state = 4},
  [272] = {.lex_state = 9, .external_lex_state = 4},
  [273] = {.lex_state = 168, .external_lex_state = 4},
  [274] = {.lex_state = 168, .external_lex_state = 4},
  [275] = {.lex_state = 168, .external_lex_state = 4},
  [276] = {(TSStateId)(-1)},
  [277] = {(TSStateId)(-1)},
};

static const uint16_t ts_parse_table[LARGE_STATE_COUNT][SYMBOL_COUNT] = {
  [0] = {
    [sym_template_statement] = STATE(0),
    [ts_builtin_sym_end] = ACTIONS(1),
    [sym__word] = ACTIONS(1),
    [anon_sym_IMPORTABLE] = ACTIONS(1),
    [anon_sym_EXTERNPROTO] = ACTIONS(1),
    [anon_sym_PROTO] = ACTIONS(1),
    [anon_sym_LBRACK] = ACTIONS(1),
    [anon_sym_RBRACK] = ACTIONS(1),
    [anon_sym_field] = ACTIONS(1),
    [anon_sym_vrmlField] = ACTIONS(1),
    [anon_sym_w3dField] = ACTIONS(1),
    [anon_sym_deprecatedField] = ACTIONS(1),
    [anon_sym_unconnectedField] = ACTIONS(1),
    [anon_sym_SFBool] = ACTIONS(1),
    [anon_sym_SFInt32] = ACTIONS(1),
    [anon_sym_SFFloat] = ACTIONS(1),
    [anon_sym_SFString] = ACTIONS(1),
    [anon_sym_SFVec2f] = ACTIONS(1),
    [anon_sym_SFVec3f] = ACTIONS(1),
    [anon_sym_SFColor] = ACTIONS(1),
    [anon_sym_SFRotation] = ACTIONS(1),
    [anon_sym_SFNode] = ACTIONS(1),
    [anon_sym_MFBool] = ACTIONS(1),
    [anon_sym_MFInt32] = ACTIONS(1),
    [anon_sym_MFFloat] = ACTIONS(1),
    [anon_sym_MFString] = ACTIONS(1),
    [anon_sym_MFVec2f] = ACTIONS(1),
    [anon_sym_MFVec3f] = ACTIONS(1),
    [anon_sym_MFColor] = ACTIONS(1),
    [anon_sym_MFRotation] = ACTIONS(1),
    [anon_sym_MFNode] = ACTIONS(1),
    [anon_sym_LBRACE] = ACTIONS(1),
    [anon_sym_PLUS] = ACTIONS(1),
    [anon_sym_RBRACE] = ACTIONS(1),
    [anon_sym_DEF] = ACTIONS(1),
    [anon_sym_USE] = ACTIONS(1),
    [sym_null] = ACTIONS(1),
    [anon_sym_hidden] = ACTIONS(1),
    [anon_sym_IS] = ACTIONS(1),
    [anon_sym_TRUE] = ACTIONS(1),
    [anon_sym_FALSE] = ACTIONS(1),
    [anon_sym_DQUOTE] = ACTIONS(1),
    [anon_sym_DQUOTE2] = ACTIONS(1),
    [anon_sym_PERCENT_LT_EQ] = ACTIONS(1),
    [anon_sym_GT_PERCENT] = ACTIONS(1),
    [anon_sym_PERCENT_LBRACE_EQ] = ACTIONS(1),
    [anon_sym_PERCENT_LT_EQ2] = ACTIONS(1),
    [anon_sym_PERCENT_LBRACE_EQ2] = ACTIONS(1),
    [anon_sym_PERCENT_LT] = ACTIONS(3),
    [anon_sym_PERCENT_LBRACE] = ACTIONS(5),
    [sym_comment] = ACTIONS(7),
    [sym_numbers] = ACTIONS(1),
    [sym_string_content] = ACTIONS(1),
    [sym_escape_sequence] = ACTIONS(1),
    [sym__javascript_code] = ACTIONS(1),
    [sym__lua_code] = ACTIONS(1),
    [sym_inactive_branch] = ACTIONS(9),
    [sym_version_line] = ACTIONS(1),
    [sym_info_line] = ACTIONS(1),
    [sym_bare_word] = ACTIONS(1),
    [sym__bare_word_same_line] = ACTIONS(1),
    [sym__error_sentinel] = ACTIONS(1),
  },
  [1] = {
    [sym_source_file] = STATE(271),
    [sym_header] = STATE(15),
    [sym_extern_proto] = STATE(110),
    [sym_proto] = STATE(110),
    [sym_node] = STATE(97),
    [sym_node_type] = STATE(213),
    [sym_use_node] = STATE(97),
    [sym__node_value] = STATE(110),
    [sym_template] = STATE(95),
    [sym_template_statement] = STATE(1),
    [aux_sym_source_file_repeat1] = STATE(19),
    [ts_builtin_sym_end] = ACTIONS(11),
    [sym__word] = ACTIONS(13),
    [anon_sym_IMPORTABLE] = ACTIONS(15),
    [anon_sym_EXTERNPROTO] = ACTIONS(17),
    [anon_sym_PROTO] = ACTIONS(19),
    [anon_sym_DEF] = ACTIONS(21),
    [anon_sym_USE] = ACTIONS(23),
    [anon_sym_PERCENT_LT_EQ] = ACTIONS(25),
    [anon_sym_PERCENT_LBRACE_EQ] = ACTIONS(27),
    [anon_sym_PERCENT_LT] = ACTIONS(3),
    [anon_sym_PERCENT_LBRACE] = ACTIONS(5),
    [sym_comment] = ACTIONS(7),
    [sym_inactive_branch] = ACTIONS(9),
    [sym_version_line] = ACTIONS(29),
  },
};

static const uint16_t ts_small_parse_table[] = {
  [0] = 25,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(13), 1,
      sym__word,
    ACTIONS(31), 1,
      anon_sym_LBRACK,
    ACTIONS(33), 1,
      anon_sym_DEF,
    ACTIONS(35), 1,
      anon_sym_USE,
    ACTIONS(37), 1,
      sym_null,
    ACTIONS(39), 1,
      anon_sym_IS,
    ACTIONS(43), 1,
      anon_sym_DQUOTE,
    ACTIONS(45), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(47), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(49), 1,
      sym_numbers,
    ACTIONS(51), 1,
      sym_bare_word,
    STATE(2), 1,
      sym_template_statement,
    STATE(26), 1,
      aux_sym__field_value_repeat1,
    STATE(96), 1,
      sym_template,
    STATE(126), 1,
      sym__scalar,
    STATE(177), 1,
      sym__field_value,
    STATE(203), 1,
      sym_node_type,
    ACTIONS(41), 2,
      anon_sym_TRUE,
      anon_sym_FALSE,
    STATE(124), 2,
      sym_boolean,
      sym_string,
    STATE(151), 2,
      sym_node,
      sym_use_node,
    STATE(175), 3,
      sym_is_reference,
      sym__node_value,
      sym_list,
  [81] = 25,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(13), 1,
      sym__word,
    ACTIONS(31), 1,
      anon_sym_LBRACK,
    ACTIONS(33), 1,
      anon_sym_DEF,
    ACTIONS(35), 1,
      anon_sym_USE,
    ACTIONS(37), 1,
      sym_null,
    ACTIONS(39), 1,
      anon_sym_IS,
    ACTIONS(43), 1,
      anon_sym_DQUOTE,
    ACTIONS(45), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(47), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(49), 1,
      sym_numbers,
    ACTIONS(51), 1,
      sym_bare_word,
    STATE(3), 1,
      sym_template_statement,
    STATE(26), 1,
      aux_sym__field_value_repeat1,
    STATE(96), 1,
      sym_template,
    STATE(126), 1,
      sym__scalar,
    STATE(170), 1,
      sym__field_value,
    STATE(203), 1,
      sym_node_type,
    ACTIONS(41), 2,
      anon_sym_TRUE,
      anon_sym_FALSE,
    STATE(124), 2,
      sym_boolean,
      sym_string,
    STATE(151), 2,
      sym_node,
      sym_use_node,
    STATE(175), 3,
      sym_is_reference,
      sym__node_value,
      sym_list,
  [162] = 25,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(13), 1,
      sym__word,
    ACTIONS(53), 1,
      anon_sym_LBRACK,
    ACTIONS(55), 1,
      anon_sym_DEF,
    ACTIONS(57), 1,
      anon_sym_USE,
    ACTIONS(59), 1,
      sym_null,
    ACTIONS(61), 1,
      anon_sym_IS,
    ACTIONS(65), 1,
      anon_sym_DQUOTE,
    ACTIONS(67), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(69), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(71), 1,
      sym_numbers,
    ACTIONS(73), 1,
      sym_bare_word,
    STATE(4), 1,
      sym_template_statement,
    STATE(13), 1,
      aux_sym__field_value_repeat1,
    STATE(27), 1,
      sym_template,
    STATE(39), 1,
      sym__scalar,
    STATE(102), 1,
      sym__field_value,
    STATE(227), 1,
      sym_node_type,
    ACTIONS(63), 2,
      anon_sym_TRUE,
      anon_sym_FALSE,
    STATE(37), 2,
      sym_boolean,
      sym_string,
    STATE(141), 2,
      sym_node,
      sym_use_node,
    STATE(111), 3,
      sym_is_reference,
      sym__node_value,
      sym_list,
  [243] = 25,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(13), 1,
      sym__word,
    ACTIONS(53), 1,
      anon_sym_LBRACK,
    ACTIONS(55), 1,
      anon_sym_DEF,
    ACTIONS(57), 1,
      anon_sym_USE,
    ACTIONS(59), 1,
      sym_null,
    ACTIONS(61), 1,
      anon_sym_IS,
    ACTIONS(65), 1,
      anon_sym_DQUOTE,
    ACTIONS(67), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(69), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(71), 1,
      sym_numbers,
    ACTIONS(73), 1,
      sym_bare_word,
    STATE(5), 1,
      sym_template_statement,
    STATE(13), 1,
      aux_sym__field_value_repeat1,
    STATE(27), 1,
      sym_template,
    STATE(39), 1,
      sym__scalar,
    STATE(104), 1,
      sym__field_value,
    STATE(227), 1,
      sym_node_type,
    ACTIONS(63), 2,
      anon_sym_TRUE,
      anon_sym_FALSE,
    STATE(37), 2,
      sym_boolean,
      sym_string,
    STATE(141), 2,
      sym_node,
      sym_use_node,
    STATE(111), 3,
      sym_is_reference,
      sym__node_value,
      sym_list,
  [324] = 6,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(6), 1,
      sym_template_statement,
    STATE(196), 1,
      sym_field_type,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(75), 18,
      anon_sym_SFBool,
      anon_sym_SFInt32,
      anon_sym_SFFloat,
      anon_sym_SFString,
      anon_sym_SFVec2f,
      anon_sym_SFVec3f,
      anon_sym_SFColor,
      anon_sym_SFRotation,
      anon_sym_SFNode,
      anon_sym_MFBool,
      anon_sym_MFInt32,
      anon_sym_MFFloat,
      anon_sym_MFString,
      anon_sym_MFVec2f,
      anon_sym_MFVec3f,
      anon_sym_MFColor,
      anon_sym_MFRotation,
      anon_sym_MFNode,
  [361] = 19,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(13), 1,
      sym__word,
    ACTIONS(43), 1,
      anon_sym_DQUOTE,
    ACTIONS(45), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(47), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(81), 1,
      anon_sym_RBRACK,
    ACTIONS(83), 1,
      anon_sym_DEF,
    ACTIONS(85), 1,
      anon_sym_USE,
    ACTIONS(87), 1,
      sym_null,
    ACTIONS(89), 1,
      sym_numbers,
    STATE(7), 1,
      sym_template_statement,
    STATE(12), 1,
      aux_sym_list_repeat1,
    STATE(56), 1,
      sym_template,
    STATE(212), 1,
      sym_node_type,
    ACTIONS(41), 2,
      anon_sym_TRUE,
      anon_sym_FALSE,
    STATE(79), 4,
      sym_node,
      sym_use_node,
      sym_boolean,
      sym_string,
  [423] = 19,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(13), 1,
      sym__word,
    ACTIONS(43), 1,
      anon_sym_DQUOTE,
    ACTIONS(45), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(47), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(83), 1,
      anon_sym_DEF,
    ACTIONS(85), 1,
      anon_sym_USE,
    ACTIONS(87), 1,
      sym_null,
    ACTIONS(89), 1,
      sym_numbers,
    ACTIONS(91), 1,
      anon_sym_RBRACK,
    STATE(7), 1,
      aux_sym_list_repeat1,
    STATE(8), 1,
      sym_template_statement,
    STATE(56), 1,
      sym_template,
    STATE(212), 1,
      sym_node_type,
    ACTIONS(41), 2,
      anon_sym_TRUE,
      anon_sym_FALSE,
    STATE(79), 4,
      sym_node,
      sym_use_node,
      sym_boolean,
      sym_string,
  [485] = 5,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(9), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(93), 18,
      anon_sym_SFBool,
      anon_sym_SFInt32,
      anon_sym_SFFloat,
      anon_sym_SFString,
      anon_sym_SFVec2f,
      anon_sym_SFVec3f,
      anon_sym_SFColor,
      anon_sym_SFRotation,
      anon_sym_SFNode,
      anon_sym_MFBool,
      anon_sym_MFInt32,
      anon_sym_MFFloat,
      anon_sym_MFString,
      anon_sym_MFVec2f,
      anon_sym_MFVec3f,
      anon_sym_MFColor,
      anon_sym_MFRotation,
      anon_sym_MFNode,
  [519] = 19,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(13), 1,
      sym__word,
    ACTIONS(43), 1,
      anon_sym_DQUOTE,
    ACTIONS(45), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(47), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(83), 1,
      anon_sym_DEF,
    ACTIONS(85), 1,
      anon_sym_USE,
    ACTIONS(87), 1,
      sym_null,
    ACTIONS(89), 1,
      sym_numbers,
    ACTIONS(95), 1,
      anon_sym_RBRACK,
    STATE(10), 1,
      sym_template_statement,
    STATE(11), 1,
      aux_sym_list_repeat1,
    STATE(56), 1,
      sym_template,
    STATE(212), 1,
      sym_node_type,
    ACTIONS(41), 2,
      anon_sym_TRUE,
      anon_sym_FALSE,
    STATE(79), 4,
      sym_node,
      sym_use_node,
      sym_boolean,
      sym_string,
  [581] = 19,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(13), 1,
      sym__word,
    ACTIONS(43), 1,
      anon_sym_DQUOTE,
    ACTIONS(45), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(47), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(83), 1,
      anon_sym_DEF,
    ACTIONS(85), 1,
      anon_sym_USE,
    ACTIONS(87), 1,
      sym_null,
    ACTIONS(89), 1,
      sym_numbers,
    ACTIONS(97), 1,
      anon_sym_RBRACK,
    STATE(11), 1,
      sym_template_statement,
    STATE(12), 1,
      aux_sym_list_repeat1,
    STATE(56), 1,
      sym_template,
    STATE(212), 1,
      sym_node_type,
    ACTIONS(41), 2,
      anon_sym_TRUE,
      anon_sym_FALSE,
    STATE(79), 4,
      sym_node,
      sym_use_node,
      sym_boolean,
      sym_string,
  [643] = 18,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(99), 1,
      sym__word,
    ACTIONS(102), 1,
      anon_sym_RBRACK,
    ACTIONS(104), 1,
      anon_sym_DEF,
    ACTIONS(107), 1,
      anon_sym_USE,
    ACTIONS(110), 1,
      sym_null,
    ACTIONS(116), 1,
      anon_sym_DQUOTE,
    ACTIONS(119), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(122), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(125), 1,
      sym_numbers,
    STATE(56), 1,
      sym_template,
    STATE(212), 1,
      sym_node_type,
    ACTIONS(113), 2,
      anon_sym_TRUE,
      anon_sym_FALSE,
    STATE(12), 2,
      sym_template_statement,
      aux_sym_list_repeat1,
    STATE(79), 4,
      sym_node,
      sym_use_node,
      sym_boolean,
      sym_string,
  [703] = 13,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(71), 1,
      sym_numbers,
    ACTIONS(132), 1,
      anon_sym_DQUOTE,
    ACTIONS(134), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(136), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    STATE(13), 1,
      sym_template_statement,
    STATE(14), 1,
      aux_sym__field_value_repeat1,
    STATE(39), 1,
      sym__scalar,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(130), 2,
      anon_sym_TRUE,
      anon_sym_FALSE,
    STATE(37), 3,
      sym_boolean,
      sym_string,
      sym_template,
    ACTIONS(128), 7,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
  [753] = 12,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(143), 1,
      anon_sym_DQUOTE,
    ACTIONS(146), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(149), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(152), 1,
      sym_numbers,
    STATE(39), 1,
      sym__scalar,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(140), 2,
      anon_sym_TRUE,
      anon_sym_FALSE,
    STATE(14), 2,
      sym_template_statement,
      aux_sym__field_value_repeat1,
    STATE(37), 3,
      sym_boolean,
      sym_string,
      sym_template,
    ACTIONS(138), 7,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
  [801] = 19,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(13), 1,
      sym__word,
    ACTIONS(15), 1,
      anon_sym_IMPORTABLE,
    ACTIONS(17), 1,
      anon_sym_EXTERNPROTO,
    ACTIONS(19), 1,
      anon_sym_PROTO,
    ACTIONS(21), 1,
      anon_sym_DEF,
    ACTIONS(23), 1,
      anon_sym_USE,
    ACTIONS(25), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(27), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(155), 1,
      ts_builtin_sym_end,
    STATE(15), 1,
      sym_template_statement,
    STATE(17), 1,
      aux_sym_source_file_repeat1,
    STATE(95), 1,
      sym_template,
    STATE(213), 1,
      sym_node_type,
    STATE(97), 2,
      sym_node,
      sym_use_node,
    STATE(110), 3,
      sym_extern_proto,
      sym_proto,
      sym__node_value,
  [862] = 18,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(13), 1,
      sym__word,
    ACTIONS(159), 1,
      anon_sym_RBRACE,
    ACTIONS(161), 1,
      anon_sym_DEF,
    ACTIONS(165), 1,
      anon_sym_DQUOTE,
    ACTIONS(167), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(169), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(171), 1,
      sym_numbers,
    STATE(16), 1,
      sym_template_statement,
    STATE(20), 1,
      aux_sym_restrictions_repeat1,
    STATE(55), 1,
      sym_template,
    STATE(220), 1,
      sym_node_type,
    ACTIONS(157), 2,
      anon_sym_PLUS,
      sym_null,
    ACTIONS(163), 2,
      anon_sym_TRUE,
      anon_sym_FALSE,
    STATE(77), 3,
      sym_node,
      sym_boolean,
      sym_string,
  [921] = 19,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(13), 1,
      sym__word,
    ACTIONS(15), 1,
      anon_sym_IMPORTABLE,
    ACTIONS(17), 1,
      anon_sym_EXTERNPROTO,
    ACTIONS(19), 1,
      anon_sym_PROTO,
    ACTIONS(21), 1,
      anon_sym_DEF,
    ACTIONS(23), 1,
      anon_sym_USE,
    ACTIONS(25), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(27), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(173), 1,
      ts_builtin_sym_end,
    STATE(17), 1,
      sym_template_statement,
    STATE(21), 1,
      aux_sym_source_file_repeat1,
    STATE(95), 1,
      sym_template,
    STATE(213), 1,
      sym_node_type,
    STATE(97), 2,
      sym_node,
      sym_use_node,
    STATE(110), 3,
      sym_extern_proto,
      sym_proto,
      sym__node_value,
  [982] = 17,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(175), 1,
      sym__word,
    ACTIONS(181), 1,
      anon_sym_RBRACE,
    ACTIONS(183), 1,
      anon_sym_DEF,
    ACTIONS(189), 1,
      anon_sym_DQUOTE,
    ACTIONS(192), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(195), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(198), 1,
      sym_numbers,
    STATE(55), 1,
      sym_template,
    STATE(220), 1,
      sym_node_type,
    ACTIONS(178), 2,
      anon_sym_PLUS,
      sym_null,
    ACTIONS(186), 2,
      anon_sym_TRUE,
      anon_sym_FALSE,
    STATE(18), 2,
      sym_template_statement,
      aux_sym_restrictions_repeat1,
    STATE(77), 3,
      sym_node,
      sym_boolean,
      sym_string,
  [1039] = 19,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(13), 1,
      sym__word,
    ACTIONS(15), 1,
      anon_sym_IMPORTABLE,
    ACTIONS(17), 1,
      anon_sym_EXTERNPROTO,
    ACTIONS(19), 1,
      anon_sym_PROTO,
    ACTIONS(21), 1,
      anon_sym_DEF,
    ACTIONS(23), 1,
      anon_sym_USE,
    ACTIONS(25), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(27), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(155), 1,
      ts_builtin_sym_end,
    STATE(19), 1,
      sym_template_statement,
    STATE(21), 1,
      aux_sym_source_file_repeat1,
    STATE(95), 1,
      sym_template,
    STATE(213), 1,
      sym_node_type,
    STATE(97), 2,
      sym_node,
      sym_use_node,
    STATE(110), 3,
      sym_extern_proto,
      sym_proto,
      sym__node_value,
  [1100] = 18,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(13), 1,
      sym__word,
    ACTIONS(161), 1,
      anon_sym_DEF,
    ACTIONS(165), 1,
      anon_sym_DQUOTE,
    ACTIONS(167), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(169), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(171), 1,
      sym_numbers,
    ACTIONS(201), 1,
      anon_sym_RBRACE,
    STATE(18), 1,
      aux_sym_restrictions_repeat1,
    STATE(20), 1,
      sym_template_statement,
    STATE(55), 1,
      sym_template,
    STATE(220), 1,
      sym_node_type,
    ACTIONS(157), 2,
      anon_sym_PLUS,
      sym_null,
    ACTIONS(163), 2,
      anon_sym_TRUE,
      anon_sym_FALSE,
    STATE(77), 3,
      sym_node,
      sym_boolean,
      sym_string,
  [1159] = 18,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(203), 1,
      ts_builtin_sym_end,
    ACTIONS(205), 1,
      sym__word,
    ACTIONS(208), 1,
      anon_sym_IMPORTABLE,
    ACTIONS(211), 1,
      anon_sym_EXTERNPROTO,
    ACTIONS(214), 1,
      anon_sym_PROTO,
    ACTIONS(217), 1,
      anon_sym_DEF,
    ACTIONS(220), 1,
      anon_sym_USE,
    ACTIONS(223), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(226), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    STATE(95), 1,
      sym_template,
    STATE(213), 1,
      sym_node_type,
    STATE(21), 2,
      sym_template_statement,
      aux_sym_source_file_repeat1,
    STATE(97), 2,
      sym_node,
      sym_use_node,
    STATE(110), 3,
      sym_extern_proto,
      sym_proto,
      sym__node_value,
  [1218] = 11,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(231), 1,
      anon_sym_PERCENT_LT_EQ2,
    ACTIONS(233), 1,
      anon_sym_PERCENT_LBRACE_EQ2,
    ACTIONS(235), 1,
      sym_numbers,
    STATE(22), 1,
      sym_template_statement,
    STATE(23), 1,
      aux_sym_def_name_repeat1,
    STATE(45), 1,
      sym__glued_template,
    ACTIONS(229), 10,
      anon_sym_RBRACK,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_TRUE,
      anon_sym_FALSE,
      anon_sym_DQUOTE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [1261] = 11,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(231), 1,
      anon_sym_PERCENT_LT_EQ2,
    ACTIONS(233), 1,
      anon_sym_PERCENT_LBRACE_EQ2,
    ACTIONS(239), 1,
      sym_numbers,
    STATE(23), 1,
      sym_template_statement,
    STATE(24), 1,
      aux_sym_def_name_repeat1,
    STATE(45), 1,
      sym__glued_template,
    ACTIONS(237), 10,
      anon_sym_RBRACK,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_TRUE,
      anon_sym_FALSE,
      anon_sym_DQUOTE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [1304] = 10,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(243), 1,
      anon_sym_PERCENT_LT_EQ2,
    ACTIONS(246), 1,
      anon_sym_PERCENT_LBRACE_EQ2,
    ACTIONS(249), 1,
      sym_numbers,
    STATE(45), 1,
      sym__glued_template,
    STATE(24), 2,
      sym_template_statement,
      aux_sym_def_name_repeat1,
    ACTIONS(241), 10,
      anon_sym_RBRACK,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_TRUE,
      anon_sym_FALSE,
      anon_sym_DQUOTE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [1345] = 9,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(251), 1,
      anon_sym_PERCENT_LT_EQ2,
    ACTIONS(254), 1,
      anon_sym_PERCENT_LBRACE_EQ2,
    STATE(60), 1,
      sym__glued_template,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(241), 2,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
    STATE(25), 2,
      sym_template_statement,
      aux_sym_def_name_repeat1,
    ACTIONS(249), 8,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_LBRACE,
  [1383] = 14,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(43), 1,
      anon_sym_DQUOTE,
    ACTIONS(45), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(47), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(49), 1,
      sym_numbers,
    STATE(26), 1,
      sym_template_statement,
    STATE(28), 1,
      aux_sym__field_value_repeat1,
    STATE(126), 1,
      sym__scalar,
    ACTIONS(41), 2,
      anon_sym_TRUE,
      anon_sym_FALSE,
    ACTIONS(257), 3,
      anon_sym_RBRACE,
      anon_sym_hidden,
      sym__word,
    STATE(124), 3,
      sym_boolean,
      sym_string,
      sym_template,
  [1431] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(261), 1,
      anon_sym_LBRACE,
    STATE(27), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(259), 13,
      sym_numbers,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_TRUE,
      anon_sym_FALSE,
      anon_sym_DQUOTE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [1463] = 13,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(268), 1,
      anon_sym_DQUOTE,
    ACTIONS(271), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(274), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(277), 1,
      sym_numbers,
    STATE(126), 1,
      sym__scalar,
    ACTIONS(265), 2,
      anon_sym_TRUE,
      anon_sym_FALSE,
    STATE(28), 2,
      sym_template_statement,
      aux_sym__field_value_repeat1,
    ACTIONS(263), 3,
      anon_sym_RBRACE,
      anon_sym_hidden,
      sym__word,
    STATE(124), 3,
      sym_boolean,
      sym_string,
      sym_template,
  [1509] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(29), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(280), 14,
      sym_numbers,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_LBRACE,
      anon_sym_TRUE,
      anon_sym_FALSE,
      anon_sym_DQUOTE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [1539] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(284), 1,
      sym_numbers,
    STATE(30), 1,
      sym_template_statement,
    ACTIONS(282), 13,
      anon_sym_RBRACK,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_hidden,
      anon_sym_TRUE,
      anon_sym_FALSE,
      anon_sym_DQUOTE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [1573] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(280), 1,
      sym_numbers,
    STATE(31), 1,
      sym_template_statement,
    ACTIONS(286), 13,
      anon_sym_RBRACK,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_hidden,
      anon_sym_TRUE,
      anon_sym_FALSE,
      anon_sym_DQUOTE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [1607] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(32), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(284), 14,
      sym_numbers,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_LBRACE,
      anon_sym_TRUE,
      anon_sym_FALSE,
      anon_sym_DQUOTE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [1637] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(290), 1,
      sym_numbers,
    STATE(33), 1,
      sym_template_statement,
    ACTIONS(288), 12,
      anon_sym_RBRACK,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_hidden,
      anon_sym_TRUE,
      anon_sym_FALSE,
      anon_sym_DQUOTE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [1670] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(34), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(292), 13,
      sym_numbers,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_TRUE,
      anon_sym_FALSE,
      anon_sym_DQUOTE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [1699] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(296), 1,
      sym_numbers,
    STATE(35), 1,
      sym_template_statement,
    ACTIONS(294), 12,
      anon_sym_RBRACK,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_hidden,
      anon_sym_TRUE,
      anon_sym_FALSE,
      anon_sym_DQUOTE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [1732] = 11,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(239), 1,
      ts_builtin_sym_end,
    ACTIONS(298), 1,
      anon_sym_PERCENT_LT_EQ2,
    ACTIONS(300), 1,
      anon_sym_PERCENT_LBRACE_EQ2,
    STATE(36), 1,
      sym_template_statement,
    STATE(43), 1,
      aux_sym_def_name_repeat1,
    STATE(87), 1,
      sym__glued_template,
    ACTIONS(237), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [1773] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(37), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(259), 13,
      sym_numbers,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_TRUE,
      anon_sym_FALSE,
      anon_sym_DQUOTE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [1802] = 11,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(302), 1,
      anon_sym_RBRACK,
    ACTIONS(306), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(308), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    STATE(6), 1,
      sym_field_kind,
    STATE(38), 1,
      sym_template_statement,
    STATE(42), 1,
      aux_sym_interface_repeat1,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    STATE(119), 2,
      sym_field_declaration,
      sym_template,
    ACTIONS(304), 6,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
  [1843] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(39), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(310), 13,
      sym_numbers,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_TRUE,
      anon_sym_FALSE,
      anon_sym_DQUOTE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [1872] = 10,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(312), 1,
      anon_sym_RBRACK,
    ACTIONS(317), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(320), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    STATE(6), 1,
      sym_field_kind,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    STATE(40), 2,
      sym_template_statement,
      aux_sym_interface_repeat1,
    STATE(119), 2,
      sym_field_declaration,
      sym_template,
    ACTIONS(314), 6,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
  [1911] = 11,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(235), 1,
      ts_builtin_sym_end,
    ACTIONS(298), 1,
      anon_sym_PERCENT_LT_EQ2,
    ACTIONS(300), 1,
      anon_sym_PERCENT_LBRACE_EQ2,
    STATE(36), 1,
      aux_sym_def_name_repeat1,
    STATE(41), 1,
      sym_template_statement,
    STATE(87), 1,
      sym__glued_template,
    ACTIONS(229), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [1952] = 11,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(306), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(308), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(323), 1,
      anon_sym_RBRACK,
    STATE(6), 1,
      sym_field_kind,
    STATE(40), 1,
      aux_sym_interface_repeat1,
    STATE(42), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    STATE(119), 2,
      sym_field_declaration,
      sym_template,
    ACTIONS(304), 6,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
  [1993] = 10,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(249), 1,
      ts_builtin_sym_end,
    ACTIONS(325), 1,
      anon_sym_PERCENT_LT_EQ2,
    ACTIONS(328), 1,
      anon_sym_PERCENT_LBRACE_EQ2,
    STATE(87), 1,
      sym__glued_template,
    STATE(43), 2,
      sym_template_statement,
      aux_sym_def_name_repeat1,
    ACTIONS(241), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [2032] = 10,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(331), 1,
      anon_sym_PERCENT_LT_EQ2,
    ACTIONS(333), 1,
      anon_sym_PERCENT_LBRACE_EQ2,
    STATE(44), 1,
      sym_template_statement,
    STATE(47), 1,
      aux_sym_def_name_repeat1,
    STATE(60), 1,
      sym__glued_template,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(229), 2,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(235), 7,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
  [2071] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(45), 1,
      sym_template_statement,
    ACTIONS(337), 3,
      sym_numbers,
      anon_sym_PERCENT_LT_EQ2,
      anon_sym_PERCENT_LBRACE_EQ2,
    ACTIONS(335), 10,
      anon_sym_RBRACK,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_TRUE,
      anon_sym_FALSE,
      anon_sym_DQUOTE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [2104] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(46), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(296), 13,
      sym_numbers,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_TRUE,
      anon_sym_FALSE,
      anon_sym_DQUOTE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [2133] = 10,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(331), 1,
      anon_sym_PERCENT_LT_EQ2,
    ACTIONS(333), 1,
      anon_sym_PERCENT_LBRACE_EQ2,
    STATE(25), 1,
      aux_sym_def_name_repeat1,
    STATE(47), 1,
      sym_template_statement,
    STATE(60), 1,
      sym__glued_template,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(237), 2,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(239), 7,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
  [2172] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(48), 1,
      sym_template_statement,
    ACTIONS(341), 3,
      sym_numbers,
      anon_sym_PERCENT_LT_EQ2,
      anon_sym_PERCENT_LBRACE_EQ2,
    ACTIONS(339), 10,
      anon_sym_RBRACK,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_TRUE,
      anon_sym_FALSE,
      anon_sym_DQUOTE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [2205] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(292), 1,
      sym_numbers,
    STATE(49), 1,
      sym_template_statement,
    ACTIONS(343), 12,
      anon_sym_RBRACK,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_hidden,
      anon_sym_TRUE,
      anon_sym_FALSE,
      anon_sym_DQUOTE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [2238] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(50), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(290), 13,
      sym_numbers,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_TRUE,
      anon_sym_FALSE,
      anon_sym_DQUOTE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [2267] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(51), 1,
      sym_template_statement,
    ACTIONS(347), 3,
      sym_numbers,
      anon_sym_PERCENT_LT_EQ2,
      anon_sym_PERCENT_LBRACE_EQ2,
    ACTIONS(345), 10,
      anon_sym_RBRACK,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_TRUE,
      anon_sym_FALSE,
      anon_sym_DQUOTE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [2300] = 16,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(13), 1,
      sym__word,
    ACTIONS(33), 1,
      anon_sym_DEF,
    ACTIONS(35), 1,
      anon_sym_USE,
    ACTIONS(349), 1,
      anon_sym_RBRACE,
    ACTIONS(351), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(353), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    STATE(52), 1,
      sym_template_statement,
    STATE(53), 1,
      aux_sym_proto_body_repeat1,
    STATE(161), 1,
      sym_template,
    STATE(166), 1,
      sym__node_value,
    STATE(203), 1,
      sym_node_type,
    STATE(151), 2,
      sym_node,
      sym_use_node,
  [2350] = 15,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(355), 1,
      sym__word,
    ACTIONS(358), 1,
      anon_sym_RBRACE,
    ACTIONS(360), 1,
      anon_sym_DEF,
    ACTIONS(363), 1,
      anon_sym_USE,
    ACTIONS(366), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(369), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    STATE(161), 1,
      sym_template,
    STATE(166), 1,
      sym__node_value,
    STATE(203), 1,
      sym_node_type,
    STATE(53), 2,
      sym_template_statement,
      aux_sym_proto_body_repeat1,
    STATE(151), 2,
      sym_node,
      sym_use_node,
  [2398] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(54), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(345), 2,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(347), 10,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_LBRACE,
      anon_sym_PERCENT_LT_EQ2,
      anon_sym_PERCENT_LBRACE_EQ2,
  [2428] = 8,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(374), 1,
      anon_sym_LBRACE,
    ACTIONS(376), 1,
      sym_numbers,
    STATE(55), 1,
      sym_template_statement,
    ACTIONS(372), 10,
      anon_sym_PLUS,
      anon_sym_RBRACE,
      anon_sym_DEF,
      sym_null,
      anon_sym_TRUE,
      anon_sym_FALSE,
      anon_sym_DQUOTE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [2462] = 8,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(374), 1,
      anon_sym_LBRACE,
    ACTIONS(380), 1,
      sym_numbers,
    STATE(56), 1,
      sym_template_statement,
    ACTIONS(378), 10,
      anon_sym_RBRACK,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_TRUE,
      anon_sym_FALSE,
      anon_sym_DQUOTE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [2496] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(284), 1,
      sym_numbers,
    STATE(57), 1,
      sym_template_statement,
    ACTIONS(282), 11,
      anon_sym_LBRACE,
      anon_sym_PLUS,
      anon_sym_RBRACE,
      anon_sym_DEF,
      sym_null,
      anon_sym_TRUE,
      anon_sym_FALSE,
      anon_sym_DQUOTE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [2528] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(280), 1,
      sym_numbers,
    STATE(58), 1,
      sym_template_statement,
    ACTIONS(286), 11,
      anon_sym_LBRACE,
      anon_sym_PLUS,
      anon_sym_RBRACE,
      anon_sym_DEF,
      sym_null,
      anon_sym_TRUE,
      anon_sym_FALSE,
      anon_sym_DQUOTE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [2560] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(59), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(339), 2,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(341), 10,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_LBRACE,
      anon_sym_PERCENT_LT_EQ2,
      anon_sym_PERCENT_LBRACE_EQ2,
  [2590] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(60), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(335), 2,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(337), 10,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_LBRACE,
      anon_sym_PERCENT_LT_EQ2,
      anon_sym_PERCENT_LBRACE_EQ2,
  [2620] = 16,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(13), 1,
      sym__word,
    ACTIONS(33), 1,
      anon_sym_DEF,
    ACTIONS(35), 1,
      anon_sym_USE,
    ACTIONS(351), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(353), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(382), 1,
      anon_sym_RBRACE,
    STATE(52), 1,
      aux_sym_proto_body_repeat1,
    STATE(61), 1,
      sym_template_statement,
    STATE(161), 1,
      sym_template,
    STATE(166), 1,
      sym__node_value,
    STATE(203), 1,
      sym_node_type,
    STATE(151), 2,
      sym_node,
      sym_use_node,
  [2670] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(292), 1,
      sym_numbers,
    STATE(62), 1,
      sym_template_statement,
    ACTIONS(343), 10,
      anon_sym_PLUS,
      anon_sym_RBRACE,
      anon_sym_DEF,
      sym_null,
      anon_sym_TRUE,
      anon_sym_FALSE,
      anon_sym_DQUOTE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [2701] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(386), 1,
      sym_numbers,
    STATE(63), 1,
      sym_template_statement,
    ACTIONS(384), 10,
      anon_sym_RBRACK,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_TRUE,
      anon_sym_FALSE,
      anon_sym_DQUOTE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [2732] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(296), 1,
      sym_numbers,
    STATE(64), 1,
      sym_template_statement,
    ACTIONS(294), 10,
      anon_sym_PLUS,
      anon_sym_RBRACE,
      anon_sym_DEF,
      sym_null,
      anon_sym_TRUE,
      anon_sym_FALSE,
      anon_sym_DQUOTE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [2763] = 10,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(388), 1,
      anon_sym_PERCENT_LT_EQ2,
    ACTIONS(390), 1,
      anon_sym_PERCENT_LBRACE_EQ2,
    STATE(65), 1,
      sym_template_statement,
    STATE(71), 1,
      aux_sym_def_name_repeat1,
    STATE(105), 1,
      sym__glued_template,
    ACTIONS(229), 7,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [2800] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(66), 1,
      sym_template_statement,
    ACTIONS(341), 3,
      ts_builtin_sym_end,
      anon_sym_PERCENT_LT_EQ2,
      anon_sym_PERCENT_LBRACE_EQ2,
    ACTIONS(339), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [2831] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(394), 1,
      sym_numbers,
    STATE(67), 1,
      sym_template_statement,
    ACTIONS(392), 10,
      anon_sym_RBRACK,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_TRUE,
      anon_sym_FALSE,
      anon_sym_DQUOTE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [2862] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(290), 1,
      sym_numbers,
    STATE(68), 1,
      sym_template_statement,
    ACTIONS(288), 10,
      anon_sym_PLUS,
      anon_sym_RBRACE,
      anon_sym_DEF,
      sym_null,
      anon_sym_TRUE,
      anon_sym_FALSE,
      anon_sym_DQUOTE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [2893] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(398), 1,
      sym_numbers,
    STATE(69), 1,
      sym_template_statement,
    ACTIONS(396), 10,
      anon_sym_RBRACK,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_TRUE,
      anon_sym_FALSE,
      anon_sym_DQUOTE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [2924] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(70), 1,
      sym_template_statement,
    ACTIONS(347), 3,
      ts_builtin_sym_end,
      anon_sym_PERCENT_LT_EQ2,
      anon_sym_PERCENT_LBRACE_EQ2,
    ACTIONS(345), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [2955] = 10,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(388), 1,
      anon_sym_PERCENT_LT_EQ2,
    ACTIONS(390), 1,
      anon_sym_PERCENT_LBRACE_EQ2,
    STATE(71), 1,
      sym_template_statement,
    STATE(73), 1,
      aux_sym_def_name_repeat1,
    STATE(105), 1,
      sym__glued_template,
    ACTIONS(237), 7,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [2992] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(402), 1,
      sym_numbers,
    STATE(72), 1,
      sym_template_statement,
    ACTIONS(400), 10,
      anon_sym_RBRACK,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_TRUE,
      anon_sym_FALSE,
      anon_sym_DQUOTE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [3023] = 9,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(404), 1,
      anon_sym_PERCENT_LT_EQ2,
    ACTIONS(407), 1,
      anon_sym_PERCENT_LBRACE_EQ2,
    STATE(105), 1,
      sym__glued_template,
    STATE(73), 2,
      sym_template_statement,
      aux_sym_def_name_repeat1,
    ACTIONS(241), 7,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [3058] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(386), 1,
      sym_numbers,
    STATE(74), 1,
      sym_template_statement,
    ACTIONS(384), 10,
      anon_sym_PLUS,
      anon_sym_RBRACE,
      anon_sym_DEF,
      sym_null,
      anon_sym_TRUE,
      anon_sym_FALSE,
      anon_sym_DQUOTE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [3089] = 9,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(410), 1,
      ts_builtin_sym_end,
    ACTIONS(414), 1,
      sym_info_line,
    STATE(75), 1,
      sym_template_statement,
    STATE(81), 1,
      aux_sym_header_repeat1,
    ACTIONS(412), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [3124] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(416), 1,
      sym__bare_word_same_line,
    STATE(76), 1,
      sym_template_statement,
    STATE(83), 1,
      aux_sym__field_value_repeat2,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(128), 9,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [3155] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(376), 1,
      sym_numbers,
    STATE(77), 1,
      sym_template_statement,
    ACTIONS(372), 10,
      anon_sym_PLUS,
      anon_sym_RBRACE,
      anon_sym_DEF,
      sym_null,
      anon_sym_TRUE,
      anon_sym_FALSE,
      anon_sym_DQUOTE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [3186] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(394), 1,
      sym_numbers,
    STATE(78), 1,
      sym_template_statement,
    ACTIONS(392), 10,
      anon_sym_PLUS,
      anon_sym_RBRACE,
      anon_sym_DEF,
      sym_null,
      anon_sym_TRUE,
      anon_sym_FALSE,
      anon_sym_DQUOTE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [3217] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(380), 1,
      sym_numbers,
    STATE(79), 1,
      sym_template_statement,
    ACTIONS(378), 10,
      anon_sym_RBRACK,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_TRUE,
      anon_sym_FALSE,
      anon_sym_DQUOTE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [3248] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(398), 1,
      sym_numbers,
    STATE(80), 1,
      sym_template_statement,
    ACTIONS(396), 10,
      anon_sym_PLUS,
      anon_sym_RBRACE,
      anon_sym_DEF,
      sym_null,
      anon_sym_TRUE,
      anon_sym_FALSE,
      anon_sym_DQUOTE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [3279] = 8,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(418), 1,
      ts_builtin_sym_end,
    ACTIONS(422), 1,
      sym_info_line,
    STATE(81), 2,
      sym_template_statement,
      aux_sym_header_repeat1,
    ACTIONS(420), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [3312] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(402), 1,
      sym_numbers,
    STATE(82), 1,
      sym_template_statement,
    ACTIONS(400), 10,
      anon_sym_PLUS,
      anon_sym_RBRACE,
      anon_sym_DEF,
      sym_null,
      anon_sym_TRUE,
      anon_sym_FALSE,
      anon_sym_DQUOTE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [3343] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(416), 1,
      sym__bare_word_same_line,
    STATE(83), 1,
      sym_template_statement,
    STATE(84), 1,
      aux_sym__field_value_repeat2,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(425), 9,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [3374] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(429), 1,
      sym__bare_word_same_line,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    STATE(84), 2,
      sym_template_statement,
      aux_sym__field_value_repeat2,
    ACTIONS(427), 9,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [3403] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(434), 1,
      sym_numbers,
    STATE(85), 1,
      sym_template_statement,
    ACTIONS(432), 10,
      anon_sym_RBRACK,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_TRUE,
      anon_sym_FALSE,
      anon_sym_DQUOTE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [3434] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(235), 1,
      sym_numbers,
    STATE(86), 1,
      sym_template_statement,
    ACTIONS(229), 10,
      anon_sym_RBRACK,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_TRUE,
      anon_sym_FALSE,
      anon_sym_DQUOTE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [3465] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(87), 1,
      sym_template_statement,
    ACTIONS(337), 3,
      ts_builtin_sym_end,
      anon_sym_PERCENT_LT_EQ2,
      anon_sym_PERCENT_LBRACE_EQ2,
    ACTIONS(335), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [3496] = 9,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(414), 1,
      sym_info_line,
    ACTIONS(436), 1,
      ts_builtin_sym_end,
    STATE(75), 1,
      aux_sym_header_repeat1,
    STATE(88), 1,
      sym_template_statement,
    ACTIONS(438), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [3531] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(89), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(440), 10,
      sym__bare_word_same_line,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [3557] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(90), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(284), 10,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_LBRACE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [3583] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(284), 1,
      ts_builtin_sym_end,
    STATE(91), 1,
      sym_template_statement,
    ACTIONS(282), 9,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_LBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [3613] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(280), 1,
      ts_builtin_sym_end,
    STATE(92), 1,
      sym_template_statement,
    ACTIONS(286), 9,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_LBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [3643] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(93), 1,
      sym_template_statement,
    ACTIONS(442), 2,
      sym_info_line,
      ts_builtin_sym_end,
    ACTIONS(444), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [3673] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(94), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(280), 10,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_LBRACE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [3699] = 8,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(374), 1,
      anon_sym_LBRACE,
    ACTIONS(446), 1,
      ts_builtin_sym_end,
    STATE(95), 1,
      sym_template_statement,
    ACTIONS(448), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [3731] = 8,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(259), 1,
      sym_numbers,
    ACTIONS(374), 1,
      anon_sym_LBRACE,
    STATE(96), 1,
      sym_template_statement,
    ACTIONS(450), 8,
      anon_sym_RBRACE,
      anon_sym_hidden,
      anon_sym_TRUE,
      anon_sym_FALSE,
      anon_sym_DQUOTE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [3763] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(452), 1,
      ts_builtin_sym_end,
    STATE(97), 1,
      sym_template_statement,
    ACTIONS(454), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [3792] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(434), 1,
      ts_builtin_sym_end,
    STATE(98), 1,
      sym_template_statement,
    ACTIONS(432), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [3821] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(235), 1,
      ts_builtin_sym_end,
    STATE(99), 1,
      sym_template_statement,
    ACTIONS(229), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [3850] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(456), 1,
      ts_builtin_sym_end,
    STATE(100), 1,
      sym_template_statement,
    ACTIONS(458), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [3879] = 12,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(351), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(353), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(460), 1,
      sym__word,
    ACTIONS(462), 1,
      anon_sym_RBRACE,
    ACTIONS(464), 1,
      anon_sym_hidden,
    STATE(101), 1,
      sym_template_statement,
    STATE(117), 1,
      aux_sym_node_body_repeat1,
    STATE(178), 3,
      sym_field,
      sym_hidden_field,
      sym_template,
  [3918] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(102), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(466), 9,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [3943] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(386), 1,
      ts_builtin_sym_end,
    STATE(103), 1,
      sym_template_statement,
    ACTIONS(384), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [3972] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(104), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(468), 9,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [3997] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(105), 1,
      sym_template_statement,
    ACTIONS(337), 2,
      anon_sym_PERCENT_LT_EQ2,
      anon_sym_PERCENT_LBRACE_EQ2,
    ACTIONS(335), 7,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [4026] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(470), 1,
      ts_builtin_sym_end,
    STATE(106), 1,
      sym_template_statement,
    ACTIONS(472), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [4055] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(107), 1,
      sym_template_statement,
    ACTIONS(341), 2,
      anon_sym_PERCENT_LT_EQ2,
      anon_sym_PERCENT_LBRACE_EQ2,
    ACTIONS(339), 7,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [4084] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(296), 1,
      ts_builtin_sym_end,
    STATE(108), 1,
      sym_template_statement,
    ACTIONS(294), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [4113] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(109), 1,
      sym_template_statement,
    ACTIONS(347), 2,
      anon_sym_PERCENT_LT_EQ2,
      anon_sym_PERCENT_LBRACE_EQ2,
    ACTIONS(345), 7,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [4142] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(446), 1,
      ts_builtin_sym_end,
    STATE(110), 1,
      sym_template_statement,
    ACTIONS(448), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [4171] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(111), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(128), 9,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [4196] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(112), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(474), 9,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [4221] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(113), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(476), 9,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [4246] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(114), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(478), 9,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [4271] = 12,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(351), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(353), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(460), 1,
      sym__word,
    ACTIONS(464), 1,
      anon_sym_hidden,
    ACTIONS(480), 1,
      anon_sym_RBRACE,
    STATE(115), 1,
      sym_template_statement,
    STATE(128), 1,
      aux_sym_node_body_repeat1,
    STATE(178), 3,
      sym_field,
      sym_hidden_field,
      sym_template,
  [4310] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(394), 1,
      ts_builtin_sym_end,
    STATE(116), 1,
      sym_template_statement,
    ACTIONS(392), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [4339] = 12,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(351), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(353), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(460), 1,
      sym__word,
    ACTIONS(464), 1,
      anon_sym_hidden,
    ACTIONS(482), 1,
      anon_sym_RBRACE,
    STATE(117), 1,
      sym_template_statement,
    STATE(128), 1,
      aux_sym_node_body_repeat1,
    STATE(178), 3,
      sym_field,
      sym_hidden_field,
      sym_template,
  [4378] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(290), 1,
      ts_builtin_sym_end,
    STATE(118), 1,
      sym_template_statement,
    ACTIONS(288), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [4407] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(119), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(484), 9,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [4432] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(486), 1,
      ts_builtin_sym_end,
    STATE(120), 1,
      sym_template_statement,
    ACTIONS(488), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [4461] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(398), 1,
      ts_builtin_sym_end,
    STATE(121), 1,
      sym_template_statement,
    ACTIONS(396), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [4490] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(122), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(434), 9,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [4515] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(123), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(235), 9,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [4540] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(259), 1,
      sym_numbers,
    STATE(124), 1,
      sym_template_statement,
    ACTIONS(450), 8,
      anon_sym_RBRACE,
      anon_sym_hidden,
      anon_sym_TRUE,
      anon_sym_FALSE,
      anon_sym_DQUOTE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [4569] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(490), 1,
      ts_builtin_sym_end,
    STATE(125), 1,
      sym_template_statement,
    ACTIONS(492), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [4598] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(310), 1,
      sym_numbers,
    STATE(126), 1,
      sym_template_statement,
    ACTIONS(494), 8,
      anon_sym_RBRACE,
      anon_sym_hidden,
      anon_sym_TRUE,
      anon_sym_FALSE,
      anon_sym_DQUOTE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [4627] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(402), 1,
      ts_builtin_sym_end,
    STATE(127), 1,
      sym_template_statement,
    ACTIONS(400), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [4656] = 11,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(496), 1,
      sym__word,
    ACTIONS(499), 1,
      anon_sym_RBRACE,
    ACTIONS(501), 1,
      anon_sym_hidden,
    ACTIONS(504), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(507), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    STATE(128), 2,
      sym_template_statement,
      aux_sym_node_body_repeat1,
    STATE(178), 3,
      sym_field,
      sym_hidden_field,
      sym_template,
  [4693] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(129), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(386), 9,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [4718] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(130), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(394), 9,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [4743] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(131), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(398), 9,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [4768] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(132), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(402), 9,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [4793] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(510), 1,
      ts_builtin_sym_end,
    STATE(133), 1,
      sym_template_statement,
    ACTIONS(512), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [4822] = 12,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(351), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(353), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(460), 1,
      sym__word,
    ACTIONS(464), 1,
      anon_sym_hidden,
    ACTIONS(514), 1,
      anon_sym_RBRACE,
    STATE(134), 1,
      sym_template_statement,
    STATE(135), 1,
      aux_sym_node_body_repeat1,
    STATE(178), 3,
      sym_field,
      sym_hidden_field,
      sym_template,
  [4861] = 12,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(351), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(353), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(460), 1,
      sym__word,
    ACTIONS(464), 1,
      anon_sym_hidden,
    ACTIONS(516), 1,
      anon_sym_RBRACE,
    STATE(128), 1,
      aux_sym_node_body_repeat1,
    STATE(135), 1,
      sym_template_statement,
    STATE(178), 3,
      sym_field,
      sym_hidden_field,
      sym_template,
  [4900] = 12,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(351), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(353), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(460), 1,
      sym__word,
    ACTIONS(464), 1,
      anon_sym_hidden,
    ACTIONS(518), 1,
      anon_sym_RBRACE,
    STATE(136), 1,
      sym_template_statement,
    STATE(137), 1,
      aux_sym_node_body_repeat1,
    STATE(178), 3,
      sym_field,
      sym_hidden_field,
      sym_template,
  [4939] = 12,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(351), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(353), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(460), 1,
      sym__word,
    ACTIONS(464), 1,
      anon_sym_hidden,
    ACTIONS(520), 1,
      anon_sym_RBRACE,
    STATE(128), 1,
      aux_sym_node_body_repeat1,
    STATE(137), 1,
      sym_template_statement,
    STATE(178), 3,
      sym_field,
      sym_hidden_field,
      sym_template,
  [4978] = 12,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(351), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(353), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(460), 1,
      sym__word,
    ACTIONS(464), 1,
      anon_sym_hidden,
    ACTIONS(522), 1,
      anon_sym_RBRACE,
    STATE(138), 1,
      sym_template_statement,
    STATE(139), 1,
      aux_sym_node_body_repeat1,
    STATE(178), 3,
      sym_field,
      sym_hidden_field,
      sym_template,
  [5017] = 12,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(351), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(353), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(460), 1,
      sym__word,
    ACTIONS(464), 1,
      anon_sym_hidden,
    ACTIONS(524), 1,
      anon_sym_RBRACE,
    STATE(128), 1,
      aux_sym_node_body_repeat1,
    STATE(139), 1,
      sym_template_statement,
    STATE(178), 3,
      sym_field,
      sym_hidden_field,
      sym_template,
  [5056] = 12,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(351), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(353), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(460), 1,
      sym__word,
    ACTIONS(464), 1,
      anon_sym_hidden,
    ACTIONS(526), 1,
      anon_sym_RBRACE,
    STATE(115), 1,
      aux_sym_node_body_repeat1,
    STATE(140), 1,
      sym_template_statement,
    STATE(178), 3,
      sym_field,
      sym_hidden_field,
      sym_template,
  [5095] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(141), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(452), 9,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [5120] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(142), 1,
      sym_template_statement,
    ACTIONS(282), 8,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [5146] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(143), 1,
      sym_template_statement,
    ACTIONS(286), 8,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [5172] = 8,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(528), 1,
      sym__bare_word_same_line,
    STATE(144), 1,
      sym_template_statement,
    STATE(145), 1,
      aux_sym__field_value_repeat2,
    ACTIONS(257), 5,
      anon_sym_RBRACE,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [5201] = 8,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(528), 1,
      sym__bare_word_same_line,
    STATE(145), 1,
      sym_template_statement,
    STATE(150), 1,
      aux_sym__field_value_repeat2,
    ACTIONS(530), 5,
      anon_sym_RBRACE,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [5230] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(146), 1,
      sym_template_statement,
    ACTIONS(392), 7,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [5255] = 9,
    ACTIONS(532), 1,
      anon_sym_DQUOTE2,
    ACTIONS(534), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(536), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(538), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(540), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(147), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(542), 2,
      sym_string_content,
      sym_escape_sequence,
    STATE(165), 2,
      sym_template,
      aux_sym_string_repeat1,
  [5286] = 9,
    ACTIONS(534), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(536), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(538), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(540), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(544), 1,
      anon_sym_DQUOTE2,
    STATE(148), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(546), 2,
      sym_string_content,
      sym_escape_sequence,
    STATE(147), 2,
      sym_template,
      aux_sym_string_repeat1,
  [5317] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(149), 1,
      sym_template_statement,
    ACTIONS(396), 7,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [5342] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(550), 1,
      sym__bare_word_same_line,
    STATE(150), 2,
      sym_template_statement,
      aux_sym__field_value_repeat2,
    ACTIONS(548), 5,
      anon_sym_RBRACE,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [5369] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(151), 1,
      sym_template_statement,
    ACTIONS(454), 7,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [5394] = 11,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(388), 1,
      anon_sym_PERCENT_LT_EQ2,
    ACTIONS(390), 1,
      anon_sym_PERCENT_LBRACE_EQ2,
    ACTIONS(553), 1,
      sym__word,
    STATE(105), 1,
      sym__glued_template,
    STATE(152), 1,
      sym_template_statement,
    STATE(153), 1,
      aux_sym_def_name_repeat1,
    ACTIONS(555), 2,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [5429] = 11,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(388), 1,
      anon_sym_PERCENT_LT_EQ2,
    ACTIONS(390), 1,
      anon_sym_PERCENT_LBRACE_EQ2,
    ACTIONS(557), 1,
      sym__word,
    STATE(73), 1,
      aux_sym_def_name_repeat1,
    STATE(105), 1,
      sym__glued_template,
    STATE(153), 1,
      sym_template_statement,
    ACTIONS(559), 2,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [5464] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(154), 1,
      sym_template_statement,
    ACTIONS(400), 7,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [5489] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(155), 1,
      sym_template_statement,
    ACTIONS(432), 7,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [5514] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(156), 1,
      sym_template_statement,
    ACTIONS(229), 7,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [5539] = 9,
    ACTIONS(534), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(536), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(538), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(540), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(561), 1,
      anon_sym_DQUOTE2,
    STATE(157), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(563), 2,
      sym_string_content,
      sym_escape_sequence,
    STATE(159), 2,
      sym_template,
      aux_sym_string_repeat1,
  [5570] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(158), 1,
      sym_template_statement,
    ACTIONS(384), 7,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [5595] = 9,
    ACTIONS(534), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(536), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(538), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(540), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(565), 1,
      anon_sym_DQUOTE2,
    STATE(159), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(542), 2,
      sym_string_content,
      sym_escape_sequence,
    STATE(165), 2,
      sym_template,
      aux_sym_string_repeat1,
  [5626] = 9,
    ACTIONS(534), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(536), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(538), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(540), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(567), 1,
      anon_sym_DQUOTE2,
    STATE(160), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(569), 2,
      sym_string_content,
      sym_escape_sequence,
    STATE(164), 2,
      sym_template,
      aux_sym_string_repeat1,
  [5657] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(374), 1,
      anon_sym_LBRACE,
    STATE(161), 1,
      sym_template_statement,
    ACTIONS(571), 6,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [5684] = 9,
    ACTIONS(534), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(536), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(538), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(540), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(573), 1,
      anon_sym_DQUOTE2,
    STATE(162), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(575), 2,
      sym_string_content,
      sym_escape_sequence,
    STATE(163), 2,
      sym_template,
      aux_sym_string_repeat1,
  [5715] = 9,
    ACTIONS(534), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(536), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(538), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(540), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(577), 1,
      anon_sym_DQUOTE2,
    STATE(163), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(542), 2,
      sym_string_content,
      sym_escape_sequence,
    STATE(165), 2,
      sym_template,
      aux_sym_string_repeat1,
  [5746] = 9,
    ACTIONS(534), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(536), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(538), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(540), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(579), 1,
      anon_sym_DQUOTE2,
    STATE(164), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(542), 2,
      sym_string_content,
      sym_escape_sequence,
    STATE(165), 2,
      sym_template,
      aux_sym_string_repeat1,
  [5777] = 8,
    ACTIONS(581), 1,
      anon_sym_DQUOTE2,
    ACTIONS(583), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(586), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(589), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(592), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(595), 2,
      sym_string_content,
      sym_escape_sequence,
    STATE(165), 3,
      sym_template,
      sym_template_statement,
      aux_sym_string_repeat1,
  [5806] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(166), 1,
      sym_template_statement,
    ACTIONS(571), 6,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [5830] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(440), 1,
      sym__bare_word_same_line,
    STATE(167), 1,
      sym_template_statement,
    ACTIONS(598), 5,
      anon_sym_RBRACE,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [5856] = 10,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(25), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(27), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(600), 1,
      sym__word,
    STATE(98), 1,
      sym_use_name,
    STATE(99), 1,
      sym_template,
    STATE(168), 1,
      sym_template_statement,
  [5887] = 10,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(351), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(353), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(602), 1,
      sym__word,
    STATE(169), 1,
      sym_template_statement,
    STATE(171), 1,
      sym_def_name,
    STATE(195), 1,
      sym_template,
  [5918] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(170), 1,
      sym_template_statement,
    ACTIONS(604), 5,
      anon_sym_RBRACE,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [5941] = 10,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(606), 1,
      sym__word,
    ACTIONS(608), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(610), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    STATE(171), 1,
      sym_template_statement,
    STATE(207), 1,
      sym_node_type,
    STATE(240), 1,
      sym_template,
  [5972] = 4,
    STATE(172), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(614), 2,
      anon_sym_PERCENT_LT,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(612), 5,
      sym_string_content,
      sym_escape_sequence,
      anon_sym_DQUOTE2,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [5991] = 4,
    STATE(173), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(282), 2,
      anon_sym_PERCENT_LT,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(284), 5,
      sym_string_content,
      sym_escape_sequence,
      anon_sym_DQUOTE2,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [6010] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(174), 1,
      sym_template_statement,
    ACTIONS(616), 5,
      anon_sym_RBRACE,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [6033] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(175), 1,
      sym_template_statement,
    ACTIONS(257), 5,
      anon_sym_RBRACE,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [6056] = 10,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(45), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(47), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(618), 1,
      sym__word,
    STATE(85), 1,
      sym_use_name,
    STATE(86), 1,
      sym_template,
    STATE(176), 1,
      sym_template_statement,
  [6087] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(177), 1,
      sym_template_statement,
    ACTIONS(620), 5,
      anon_sym_RBRACE,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [6110] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(178), 1,
      sym_template_statement,
    ACTIONS(622), 5,
      anon_sym_RBRACE,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [6133] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(179), 1,
      sym_template_statement,
    ACTIONS(624), 5,
      anon_sym_RBRACE,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [6156] = 4,
    STATE(180), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(628), 2,
      anon_sym_PERCENT_LT,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(626), 5,
      sym_string_content,
      sym_escape_sequence,
      anon_sym_DQUOTE2,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [6175] = 10,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(608), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(610), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(630), 1,
      sym__word,
    STATE(122), 1,
      sym_use_name,
    STATE(123), 1,
      sym_template,
    STATE(181), 1,
      sym_template_statement,
  [6206] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(182), 1,
      sym_template_statement,
    ACTIONS(632), 5,
      anon_sym_RBRACE,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [6229] = 9,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(261), 1,
      anon_sym_LBRACE,
    ACTIONS(331), 1,
      anon_sym_PERCENT_LT_EQ2,
    ACTIONS(333), 1,
      anon_sym_PERCENT_LBRACE_EQ2,
    STATE(60), 1,
      sym__glued_template,
    STATE(183), 1,
      sym_template_statement,
    STATE(187), 1,
      aux_sym_def_name_repeat1,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [6258] = 10,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(351), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(353), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(602), 1,
      sym__word,
    STATE(184), 1,
      sym_template_statement,
    STATE(189), 1,
      sym_def_name,
    STATE(195), 1,
      sym_template,
  [6289] = 4,
    STATE(185), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(286), 2,
      anon_sym_PERCENT_LT,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(280), 5,
      sym_string_content,
      sym_escape_sequence,
      anon_sym_DQUOTE2,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [6308] = 10,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(606), 1,
      sym__word,
    ACTIONS(608), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(610), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    STATE(186), 1,
      sym_template_statement,
    STATE(237), 1,
      sym_node_type,
    STATE(240), 1,
      sym_template,
  [6339] = 9,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(331), 1,
      anon_sym_PERCENT_LT_EQ2,
    ACTIONS(333), 1,
      anon_sym_PERCENT_LBRACE_EQ2,
    ACTIONS(634), 1,
      anon_sym_LBRACE,
    STATE(25), 1,
      aux_sym_def_name_repeat1,
    STATE(60), 1,
      sym__glued_template,
    STATE(187), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [6368] = 10,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(351), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(353), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(636), 1,
      sym__word,
    STATE(155), 1,
      sym_use_name,
    STATE(156), 1,
      sym_template,
    STATE(188), 1,
      sym_template_statement,
  [6399] = 10,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(606), 1,
      sym__word,
    ACTIONS(608), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(610), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    STATE(189), 1,
      sym_template_statement,
    STATE(206), 1,
      sym_node_type,
    STATE(240), 1,
      sym_template,
  [6430] = 10,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(606), 1,
      sym__word,
    ACTIONS(608), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(610), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    STATE(190), 1,
      sym_template_statement,
    STATE(197), 1,
      sym_node_type,
    STATE(240), 1,
      sym_template,
  [6461] = 10,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(606), 1,
      sym__word,
    ACTIONS(608), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(610), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    STATE(191), 1,
      sym_template_statement,
    STATE(223), 1,
      sym_node_type,
    STATE(240), 1,
      sym_template,
  [6492] = 10,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(351), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(353), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(602), 1,
      sym__word,
    STATE(191), 1,
      sym_def_name,
    STATE(192), 1,
      sym_template_statement,
    STATE(195), 1,
      sym_template,
  [6523] = 10,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(351), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(353), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(602), 1,
      sym__word,
    STATE(186), 1,
      sym_def_name,
    STATE(193), 1,
      sym_template_statement,
    STATE(195), 1,
      sym_template,
  [6554] = 10,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(351), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(353), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(602), 1,
      sym__word,
    STATE(190), 1,
      sym_def_name,
    STATE(194), 1,
      sym_template_statement,
    STATE(195), 1,
      sym_template,
  [6585] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(553), 1,
      sym__word,
    STATE(195), 1,
      sym_template_statement,
    ACTIONS(555), 2,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [6608] = 8,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(638), 1,
      sym__word,
    ACTIONS(640), 1,
      anon_sym_LBRACE,
    STATE(196), 1,
      sym_template_statement,
    STATE(272), 1,
      sym_restrictions,
  [6633] = 6,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(642), 1,
      anon_sym_LBRACE,
    STATE(131), 1,
      sym_node_body,
    STATE(197), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [6653] = 6,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(644), 1,
      anon_sym_GT_PERCENT,
    ACTIONS(646), 1,
      sym__javascript_code,
    STATE(198), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [6673] = 6,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(648), 1,
      anon_sym_GT_PERCENT,
    ACTIONS(650), 1,
      sym__javascript_code,
    STATE(199), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [6693] = 6,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(648), 1,
      anon_sym_RBRACE_PERCENT,
    ACTIONS(652), 1,
      sym__lua_code,
    STATE(200), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [6713] = 6,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(654), 1,
      anon_sym_GT_PERCENT,
    ACTIONS(656), 1,
      sym__javascript_code,
    STATE(201), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [6733] = 6,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(654), 1,
      anon_sym_RBRACE_PERCENT,
    ACTIONS(658), 1,
      sym__lua_code,
    STATE(202), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [6753] = 6,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(660), 1,
      anon_sym_LBRACE,
    STATE(158), 1,
      sym_node_body,
    STATE(203), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [6773] = 6,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(662), 1,
      anon_sym_GT_PERCENT,
    ACTIONS(664), 1,
      sym__javascript_code,
    STATE(204), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [6793] = 6,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(662), 1,
      anon_sym_RBRACE_PERCENT,
    ACTIONS(666), 1,
      sym__lua_code,
    STATE(205), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [6813] = 6,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(660), 1,
      anon_sym_LBRACE,
    STATE(149), 1,
      sym_node_body,
    STATE(206), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [6833] = 6,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(668), 1,
      anon_sym_LBRACE,
    STATE(121), 1,
      sym_node_body,
    STATE(207), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [6853] = 6,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(670), 1,
      anon_sym_GT_PERCENT,
    ACTIONS(672), 1,
      sym__javascript_code,
    STATE(208), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [6873] = 6,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(670), 1,
      anon_sym_RBRACE_PERCENT,
    ACTIONS(674), 1,
      sym__lua_code,
    STATE(209), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [6893] = 6,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(676), 1,
      anon_sym_GT_PERCENT,
    ACTIONS(678), 1,
      sym__javascript_code,
    STATE(210), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [6913] = 6,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(676), 1,
      anon_sym_RBRACE_PERCENT,
    ACTIONS(680), 1,
      sym__lua_code,
    STATE(211), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [6933] = 6,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(682), 1,
      anon_sym_LBRACE,
    STATE(63), 1,
      sym_node_body,
    STATE(212), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [6953] = 6,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(668), 1,
      anon_sym_LBRACE,
    STATE(103), 1,
      sym_node_body,
    STATE(213), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [6973] = 6,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(684), 1,
      anon_sym_GT_PERCENT,
    ACTIONS(686), 1,
      sym__javascript_code,
    STATE(214), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [6993] = 6,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(684), 1,
      anon_sym_RBRACE_PERCENT,
    ACTIONS(688), 1,
      sym__lua_code,
    STATE(215), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7013] = 6,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(690), 1,
      anon_sym_DQUOTE,
    STATE(106), 1,
      sym_string,
    STATE(216), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7033] = 6,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(692), 1,
      anon_sym_RBRACE_PERCENT,
    ACTIONS(694), 1,
      sym__lua_code,
    STATE(217), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7053] = 6,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(696), 1,
      anon_sym_GT_PERCENT,
    ACTIONS(698), 1,
      sym__javascript_code,
    STATE(218), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7073] = 6,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(696), 1,
      anon_sym_RBRACE_PERCENT,
    ACTIONS(700), 1,
      sym__lua_code,
    STATE(219), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7093] = 6,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(702), 1,
      anon_sym_LBRACE,
    STATE(74), 1,
      sym_node_body,
    STATE(220), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7113] = 6,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(704), 1,
      anon_sym_GT_PERCENT,
    ACTIONS(706), 1,
      sym__javascript_code,
    STATE(221), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7133] = 6,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(704), 1,
      anon_sym_RBRACE_PERCENT,
    ACTIONS(708), 1,
      sym__lua_code,
    STATE(222), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7153] = 6,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(702), 1,
      anon_sym_LBRACE,
    STATE(80), 1,
      sym_node_body,
    STATE(223), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7173] = 6,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(710), 1,
      anon_sym_LBRACK,
    STATE(224), 1,
      sym_template_statement,
    STATE(235), 1,
      sym_interface,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7193] = 6,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(712), 1,
      anon_sym_GT_PERCENT,
    ACTIONS(714), 1,
      sym__javascript_code,
    STATE(225), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7213] = 6,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(712), 1,
      anon_sym_RBRACE_PERCENT,
    ACTIONS(716), 1,
      sym__lua_code,
    STATE(226), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7233] = 6,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(642), 1,
      anon_sym_LBRACE,
    STATE(129), 1,
      sym_node_body,
    STATE(227), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7253] = 6,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(644), 1,
      anon_sym_RBRACE_PERCENT,
    ACTIONS(718), 1,
      sym__lua_code,
    STATE(228), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7273] = 6,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(692), 1,
      anon_sym_GT_PERCENT,
    ACTIONS(720), 1,
      sym__javascript_code,
    STATE(229), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7293] = 6,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(690), 1,
      anon_sym_DQUOTE,
    STATE(125), 1,
      sym_string,
    STATE(230), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7313] = 6,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(722), 1,
      anon_sym_GT_PERCENT,
    ACTIONS(724), 1,
      sym__javascript_code,
    STATE(231), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7333] = 6,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(722), 1,
      anon_sym_RBRACE_PERCENT,
    ACTIONS(726), 1,
      sym__lua_code,
    STATE(232), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7353] = 6,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(728), 1,
      anon_sym_GT_PERCENT,
    ACTIONS(730), 1,
      sym__javascript_code,
    STATE(233), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7373] = 6,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(728), 1,
      anon_sym_RBRACE_PERCENT,
    ACTIONS(732), 1,
      sym__lua_code,
    STATE(234), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7393] = 6,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(734), 1,
      anon_sym_LBRACE,
    STATE(120), 1,
      sym_proto_body,
    STATE(235), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7413] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(736), 1,
      sym__word,
    ACTIONS(738), 1,
      anon_sym_LBRACE,
    STATE(236), 1,
      sym_template_statement,
  [7435] = 6,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(682), 1,
      anon_sym_LBRACE,
    STATE(69), 1,
      sym_node_body,
    STATE(237), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7455] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(740), 1,
      sym__word,
    STATE(238), 1,
      sym_template_statement,
  [7474] = 5,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(742), 1,
      anon_sym_RBRACE_PERCENT,
    STATE(239), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7491] = 5,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(261), 1,
      anon_sym_LBRACE,
    STATE(240), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7508] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(744), 1,
      sym__word,
    STATE(241), 1,
      sym_template_statement,
  [7527] = 5,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(746), 1,
      anon_sym_EXTERNPROTO,
    STATE(242), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7544] = 5,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(748), 1,
      anon_sym_GT_PERCENT,
    STATE(243), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7561] = 5,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(748), 1,
      anon_sym_RBRACE_PERCENT,
    STATE(244), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7578] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(750), 1,
      sym__word,
    STATE(245), 1,
      sym_template_statement,
  [7597] = 5,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(752), 1,
      anon_sym_GT_PERCENT,
    STATE(246), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7614] = 5,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(754), 1,
      anon_sym_RBRACE_PERCENT,
    STATE(247), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7631] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(756), 1,
      sym__word,
    STATE(248), 1,
      sym_template_statement,
  [7650] = 5,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(752), 1,
      anon_sym_RBRACE_PERCENT,
    STATE(249), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7667] = 5,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(758), 1,
      anon_sym_GT_PERCENT,
    STATE(250), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7684] = 5,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(758), 1,
      anon_sym_RBRACE_PERCENT,
    STATE(251), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7701] = 5,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(760), 1,
      anon_sym_LBRACE,
    STATE(252), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7718] = 5,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(762), 1,
      anon_sym_LBRACE,
    STATE(253), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7735] = 5,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(764), 1,
      anon_sym_GT_PERCENT,
    STATE(254), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7752] = 5,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(766), 1,
      anon_sym_GT_PERCENT,
    STATE(255), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7769] = 5,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(766), 1,
      anon_sym_RBRACE_PERCENT,
    STATE(256), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7786] = 5,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(764), 1,
      anon_sym_RBRACE_PERCENT,
    STATE(257), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7803] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(768), 1,
      sym__word,
    STATE(258), 1,
      sym_template_statement,
  [7822] = 5,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(742), 1,
      anon_sym_GT_PERCENT,
    STATE(259), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7839] = 5,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(770), 1,
      anon_sym_GT_PERCENT,
    STATE(260), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7856] = 5,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(754), 1,
      anon_sym_GT_PERCENT,
    STATE(261), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7873] = 5,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(772), 1,
      anon_sym_GT_PERCENT,
    STATE(262), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7890] = 5,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(772), 1,
      anon_sym_RBRACE_PERCENT,
    STATE(263), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7907] = 5,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(770), 1,
      anon_sym_RBRACE_PERCENT,
    STATE(264), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7924] = 5,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(774), 1,
      anon_sym_GT_PERCENT,
    STATE(265), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7941] = 5,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(776), 1,
      anon_sym_GT_PERCENT,
    STATE(266), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7958] = 5,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(776), 1,
      anon_sym_RBRACE_PERCENT,
    STATE(267), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7975] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(778), 1,
      sym__word,
    STATE(268), 1,
      sym_template_statement,
  [7994] = 5,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(774), 1,
      anon_sym_RBRACE_PERCENT,
    STATE(269), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [8011] = 5,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(780), 1,
      anon_sym_GT_PERCENT,
    STATE(270), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [8028] = 5,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(782), 1,
      ts_builtin_sym_end,
    STATE(271), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [8045] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(784), 1,
      sym__word,
    STATE(272), 1,
      sym_template_statement,
  [8064] = 5,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(786), 1,
      anon_sym_GT_PERCENT,
    STATE(273), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [8081] = 5,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(786), 1,
      anon_sym_RBRACE_PERCENT,
    STATE(274), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [8098] = 5,
    ACTIONS(77), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(79), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(780), 1,
      anon_sym_RBRACE_PERCENT,
    STATE(275), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [8115] = 1,
    ACTIONS(626), 1,
      ts_builtin_sym_end,
  [8119] = 1,
    ACTIONS(612), 1,
      ts_builtin_sym_end,
};

static const uint32_t ts_small_parse_table_map[] = {
  [SMALL_STATE(2)] = 0,
  [SMALL_STATE(3)] = 81,
  [SMALL_STATE(4)] = 162,
  [SMALL_STATE(5)] = 243,
  [SMALL_STATE(6)] = 324,
  [SMALL_STATE(7)] = 361,
  [SMALL_STATE(8)] = 423,
  [SMALL_STATE(9)] = 485,
  [SMALL_STATE(10)] = 519,
  [SMALL_STATE(11)] = 581,
  [SMALL_STATE(12)] = 643,
  [SMALL_STATE(13)] = 703,
  [SMALL_STATE(14)] = 753,
  [SMALL_STATE(15)] = 801,
  [SMALL_STATE(16)] = 862,
  [SMALL_STATE(17)] = 921,
  [SMALL_STATE(18)] = 982,
  [SMALL_STATE(19)] = 1039,
  [SMALL_STATE(20)] = 1100,
  [SMALL_STATE(21)] = 1159,
  [SMALL_STATE(22)] = 1218,
  [SMALL_STATE(23)] = 1261,
  [SMALL_STATE(24)] = 1304,
  [SMALL_STATE(25)] = 1345,
  [SMALL_STATE(26)] = 1383,
  [SMALL_STATE(27)] = 1431,
  [SMALL_STATE(28)] = 1463,
  [SMALL_STATE(29)] = 1509,
  [SMALL_STATE(30)] = 1539,
  [SMALL_STATE(31)] = 1573,
  [SMALL_STATE(32)] = 1607,
  [SMALL_STATE(33)] = 1637,
  [SMALL_STATE(34)] = 1670,
  [SMALL_STATE(35)] = 1699,
  [SMALL_STATE(36)] = 1732,
  [SMALL_STATE(37)] = 1773,
  [SMALL_STATE(38)] = 1802,
  [SMALL_STATE(39)] = 1843,
  [SMALL_STATE(40)] = 1872,
  [SMALL_STATE(41)] = 1911,
  [SMALL_STATE(42)] = 1952,
  [SMALL_STATE(43)] = 1993,
  [SMALL_STATE(44)] = 2032,
  [SMALL_STATE(45)] = 2071,
  [SMALL_STATE(46)] = 2104,
  [SMALL_STATE(47)] = 2133,
  [SMALL_STATE(48)] = 2172,
  [SMALL_STATE(49)] = 2205,
  [SMALL_STATE(50)] = 2238,
  [SMALL_STATE(51)] = 2267,
  [SMALL_STATE(52)] = 2300,
  [SMALL_STATE(53)] = 2350,
  [SMALL_STATE(54)] = 2398,
  [SMALL_STATE(55)] = 2428,
  [SMALL_STATE(56)] = 2462,
  [SMALL_STATE(57)] = 2496,
  [SMALL_STATE(58)] = 2528,
  [SMALL_STATE(59)] = 2560,
  [SMALL_STATE(60)] = 2590,
  [SMALL_STATE(61)] = 2620,
  [SMALL_STATE(62)] = 2670,
  [SMALL_STATE(63)] = 2701,
  [SMALL_STATE(64)] = 2732,
  [SMALL_STATE(65)] = 2763,
  [SMALL_STATE(66)] = 2800,
  [SMALL_STATE(67)] = 2831,
  [SMALL_STATE(68)] = 2862,
  [SMALL_STATE(69)] = 2893,
  [SMALL_STATE(70)] = 2924,
  [SMALL_STATE(71)] = 2955,
  [SMALL_STATE(72)] = 2992,
  [SMALL_STATE(73)] = 3023,
  [SMALL_STATE(74)] = 3058,
  [SMALL_STATE(75)] = 3089,
  [SMALL_STATE(76)] = 3124,
  [SMALL_STATE(77)] = 3155,
  [SMALL_STATE(78)] = 3186,
  [SMALL_STATE(79)] = 3217,
  [SMALL_STATE(80)] = 3248,
  [SMALL_STATE(81)] = 3279,
  [SMALL_STATE(82)] = 3312,
  [SMALL_STATE(83)] = 3343,
  [SMALL_STATE(84)] = 3374,
  [SMALL_STATE(85)] = 3403,
  [SMALL_STATE(86)] = 3434,
  [SMALL_STATE(87)] = 3465,
  [SMALL_STATE(88)] = 3496,
  [SMALL_STATE(89)] = 3531,
  [SMALL_STATE(90)] = 3557,
  [SMALL_STATE(91)] = 3583,
  [SMALL_STATE(92)] = 3613,
  [SMALL_STATE(93)] = 3643,
  [SMALL_STATE(94)] = 3673,
  [SMALL_STATE(95)] = 3699,
  [SMALL_STATE(96)] = 3731,
  [SMALL_STATE(97)] = 3763,
  [SMALL_STATE(98)] = 3792,
  [SMALL_STATE(99)] = 3821,
  [SMALL_STATE(100)] = 3850,
  [SMALL_STATE(101)] = 3879,
  [SMALL_STATE(102)] = 3918,
  [SMALL_STATE(103)] = 3943,
  [SMALL_STATE(104)] = 3972,
  [SMALL_STATE(105)] = 3997,
  [SMALL_STATE(106)] = 4026,
  [SMALL_STATE(107)] = 4055,
  [SMALL_STATE(108)] = 4084,
  [SMALL_STATE(109)] = 4113,
  [SMALL_STATE(110)] = 4142,
  [SMALL_STATE(111)] = 4171,
  [SMALL_STATE(112)] = 4196,
  [SMALL_STATE(113)] = 4221,
  [SMALL_STATE(114)] = 4246,
  [SMALL_STATE(115)] = 4271,
  [SMALL_STATE(116)] = 4310,
  [SMALL_STATE(117)] = 4339,
  [SMALL_STATE(118)] = 4378,
  [SMALL_STATE(119)] = 4407,
  [SMALL_STATE(120)] = 4432,
  [SMALL_STATE(121)] = 4461,
  [SMALL_STATE(122)] = 4490,
  [SMALL_STATE(123)] = 4515,
  [SMALL_STATE(124)] = 4540,
  [SMALL_STATE(125)] = 4569,
  [SMALL_STATE(126)] = 4598,
  [SMALL_STATE(127)] = 4627,
  [SMALL_STATE(128)] = 4656,
  [SMALL_STATE(129)] = 4693,
  [SMALL_STATE(130)] = 4718,
  [SMALL_STATE(131)] = 4743,
  [SMALL_STATE(132)] = 4768,
  [SMALL_STATE(133)] = 4793,
  [SMALL_STATE(134)] = 4822,
  [SMALL_STATE(135)] = 4861,
  [SMALL_STATE(136)] = 4900,
  [SMALL_STATE(137)] = 4939,
  [SMALL_STATE(138)] = 4978,
  [SMALL_STATE(139)] = 5017,
  [SMALL_STATE(140)] = 5056,
  [SMALL_STATE(141)] = 5095,
  [SMALL_STATE(142)] = 5120,
  [SMALL_STATE(143)] = 5146,
  [SMALL_STATE(144)] = 5172,
  [SMALL_STATE(145)] = 5201,
  [SMALL_STATE(146)] = 5230,
  [SMALL_STATE(147)] = 5255,
  [SMALL_STATE(148)] = 5286,
  [SMALL_STATE(149)] = 5317,
  [SMALL_STATE(150)] = 5342,
  [SMALL_STATE(151)] = 5369,
  [SMALL_STATE(152)] = 5394,
  [SMALL_STATE(153)] = 5429,
  [SMALL_STATE(154)] = 5464,
  [SMALL_STATE(155)] = 5489,
  [SMALL_STATE(156)] = 5514,
  [SMALL_STATE(157)] = 5539,
  [SMALL_STATE(158)] = 5570,
  [SMALL_STATE(159)] = 5595,
  [SMALL_STATE(160)] = 5626,
  [SMALL_STATE(161)] = 5657,
  [SMALL_STATE(162)] = 5684,
  [SMALL_STATE(163)] = 5715,
  [SMALL_STATE(164)] = 5746,
  [SMALL_STATE(165)] = 5777,
  [SMALL_STATE(166)] = 5806,
  [SMALL_STATE(167)] = 5830,
  [SMALL_STATE(168)] = 5856,
  [SMALL_STATE(169)] = 5887,
  [SMALL_STATE(170)] = 5918,
  [SMALL_STATE(171)] = 5941,
  [SMALL_STATE(172)] = 5972,
  [SMALL_STATE(173)] = 5991,
  [SMALL_STATE(174)] = 6010,
  [SMALL_STATE(175)] = 6033,
  [SMALL_STATE(176)] = 6056,
  [SMALL_STATE(177)] = 6087,
  [SMALL_STATE(178)] = 6110,
  [SMALL_STATE(179)] = 6133,
  [SMALL_STATE(180)] = 6156,
  [SMALL_STATE(181)] = 6175,
  [SMALL_STATE(182)] = 6206,
  [SMALL_STATE(183)] = 6229,
  [SMALL_STATE(184)] = 6258,
  [SMALL_STATE(185)] = 6289,
  [SMALL_STATE(186)] = 6308,
  [SMALL_STATE(187)] = 6339,
  [SMALL_STATE(188)] = 6368,
  [SMALL_STATE(189)] = 6399,
  [SMALL_STATE(190)] = 6430,
  [SMALL_STATE(191)] = 6461,
  [SMALL_STATE(192)] = 6492,
  [SMALL_STATE(193)] = 6523,
  [SMALL_STATE(194)] = 6554,
  [SMALL_STATE(195)] = 6585,
  [SMALL_STATE(196)] = 6608,
  [SMALL_STATE(197)] = 6633,
  [SMALL_STATE(198)] = 6653,
  [SMALL_STATE(199)] = 6673,
  [SMALL_STATE(200)] = 6693,
  [SMALL_STATE(201)] = 6713,
  [SMALL_STATE(202)] = 6733,
  [SMALL_STATE(203)] = 6753,
  [SMALL_STATE(204)] = 6773,
  [SMALL_STATE(205)] = 6793,
  [SMALL_STATE(206)] = 6813,
  [SMALL_STATE(207)] = 6833,
  [SMALL_STATE(208)] = 6853,
  [SMALL_STATE(209)] = 6873,
  [SMALL_STATE(210)] = 6893,
  [SMALL_STATE(211)] = 6913,
  [SMALL_STATE(212)] = 6933,
  [SMALL_STATE(213)] = 6953,
  [SMALL_STATE(214)] = 6973,
  [SMALL_STATE(215)] = 6993,
  [SMALL_STATE(216)] = 7013,
  [SMALL_STATE(217)] = 7033,
  [SMALL_STATE(218)] = 7053,
  [SMALL_STATE(219)] = 7073,
  [SMALL_STATE(220)] = 7093,
  [SMALL_STATE(221)] = 7113,
  [SMALL_STATE(222)] = 7133,
  [SMALL_STATE(223)] = 7153,
  [SMALL_STATE(224)] = 7173,
  [SMALL_STATE(225)] = 7193,
  [SMALL_STATE(226)] = 7213,
  [SMALL_STATE(227)] = 7233,
  [SMALL_STATE(228)] = 7253,
  [SMALL_STATE(229)] = 7273,
  [SMALL_STATE(230)] = 7293,
  [SMALL_STATE(231)] = 7313,
  [SMALL_STATE(232)] = 7333,
  [SMALL_STATE(233)] = 7353,
  [SMALL_STATE(234)] = 7373,
  [SMALL_STATE(235)] = 7393,
  [SMALL_STATE(236)] = 7413,
  [SMALL_STATE(237)] = 7435,
  [SMALL_STATE(238)] = 7455,
  [SMALL_STATE(239)] = 7474,
  [SMALL_STATE(240)] = 7491,
  [SMALL_STATE(241)] = 7508,
  [SMALL_STATE(242)] = 7527,
  [SMALL_STATE(243)] = 7544,
  [SMALL_STATE(244)] = 7561,
  [SMALL_STATE(245)] = 7578,
  [SMALL_STATE(246)] = 7597,
  [SMALL_STATE(247)] = 7614,
  [SMALL_STATE(248)] = 7631,
  [SMALL_STATE(249)] = 7650,
  [SMALL_STATE(250)] = 7667,
  [SMALL_STATE(251)] = 7684,
  [SMALL_STATE(252)] = 7701,
  [SMALL_STATE(253)] = 7718,
  [SMALL_STATE(254)] = 7735,
  [SMALL_STATE(255)] = 7752,
  [SMALL_STATE(256)] = 7769,
  [SMALL_STATE(257)] = 7786,
  [SMALL_STATE(258)] = 7803,
  [SMALL_STATE(259)] = 7822,
  [SMALL_STATE(260)] = 7839,
  [SMALL_STATE(261)] = 7856,
  [SMALL_STATE(262)] = 7873,
  [SMALL_STATE(263)] = 7890,
  [SMALL_STATE(264)] = 7907,
  [SMALL_STATE(265)] = 7924,
  [SMALL_STATE(266)] = 7941,
  [SMALL_STATE(267)] = 7958,
  [SMALL_STATE(268)] = 7975,
  [SMALL_STATE(269)] = 7994,
  [SMALL_STATE(270)] = 8011,
  [SMALL_STATE(271)] = 8028,
  [SMALL_STATE(272)] = 8045,
  [SMALL_STATE(273)] = 8064,
  [SMALL_STATE(274)] = 8081,
  [SMALL_STATE(275)] = 8098,
  [SMALL_STATE(276)] = 8115,
  [SMALL_STATE(277)] = 8119,
};

static const TSParseActionEntry ts_parse_actions[] = {
  [0] = {.entry = {.count = 0, .reusable = false}},
  [1] = {.entry = {.count = 1, .reusable = false}}, RECOVER(),
  [3] = {.entry = {.count = 1, .reusable = false}}, SHIFT(208),
  [5] = {.entry = {.count = 1, .reusable = false}}, SHIFT(209),
  [7] = {.entry = {.count = 1, .reusable = false}}, SHIFT_EXTRA(),
  [9] = {.entry = {.count = 1, .reusable = true}}, SHIFT_EXTRA(),
  [11] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 0, 0, 0),
  [13] = {.entry = {.count = 1, .reusable = false}}, SHIFT(183),
  [15] = {.entry = {.count = 1, .reusable = false}}, SHIFT(242),
  [17] = {.entry = {.count = 1, .reusable = false}}, SHIFT(230),
  [19] = {.entry = {.count = 1, .reusable = false}}, SHIFT(258),
  [21] = {.entry = {.count = 1, .reusable = false}}, SHIFT(169),
  [23] = {.entry = {.count = 1, .reusable = false}}, SHIFT(168),
  [25] = {.entry = {.count = 1, .reusable = false}}, SHIFT(198),
  [27] = {.entry = {.count = 1, .reusable = false}}, SHIFT(228),
  [29] = {.entry = {.count = 1, .reusable = true}}, SHIFT(88),
  [31] = {.entry = {.count = 1, .reusable = false}}, SHIFT(10),
  [33] = {.entry = {.count = 1, .reusable = false}}, SHIFT(184),
  [35] = {.entry = {.count = 1, .reusable = false}}, SHIFT(188),
  [37] = {.entry = {.count = 1, .reusable = false}}, SHIFT(175),
  [39] = {.entry = {.count = 1, .reusable = false}}, SHIFT(248),
  [41] = {.entry = {.count = 1, .reusable = false}}, SHIFT(49),
  [43] = {.entry = {.count = 1, .reusable = false}}, SHIFT(157),
  [45] = {.entry = {.count = 1, .reusable = false}}, SHIFT(225),
  [47] = {.entry = {.count = 1, .reusable = false}}, SHIFT(226),
  [49] = {.entry = {.count = 1, .reusable = true}}, SHIFT(124),
  [51] = {.entry = {.count = 1, .reusable = true}}, SHIFT(144),
  [53] = {.entry = {.count = 1, .reusable = false}}, SHIFT(8),
  [55] = {.entry = {.count = 1, .reusable = false}}, SHIFT(194),
  [57] = {.entry = {.count = 1, .reusable = false}}, SHIFT(181),
  [59] = {.entry = {.count = 1, .reusable = false}}, SHIFT(111),
  [61] = {.entry = {.count = 1, .reusable = false}}, SHIFT(241),
  [63] = {.entry = {.count = 1, .reusable = false}}, SHIFT(34),
  [65] = {.entry = {.count = 1, .reusable = false}}, SHIFT(160),
  [67] = {.entry = {.count = 1, .reusable = false}}, SHIFT(233),
  [69] = {.entry = {.count = 1, .reusable = false}}, SHIFT(234),
  [71] = {.entry = {.count = 1, .reusable = true}}, SHIFT(37),
  [73] = {.entry = {.count = 1, .reusable = true}}, SHIFT(76),
  [75] = {.entry = {.count = 1, .reusable = true}}, SHIFT(236),
  [77] = {.entry = {.count = 1, .reusable = true}}, SHIFT(208),
  [79] = {.entry = {.count = 1, .reusable = true}}, SHIFT(209),
  [81] = {.entry = {.count = 1, .reusable = false}}, SHIFT(114),
  [83] = {.entry = {.count = 1, .reusable = false}}, SHIFT(193),
  [85] = {.entry = {.count = 1, .reusable = false}}, SHIFT(176),
  [87] = {.entry = {.count = 1, .reusable = false}}, SHIFT(79),
  [89] = {.entry = {.count = 1, .reusable = true}}, SHIFT(79),
  [91] = {.entry = {.count = 1, .reusable = false}}, SHIFT(112),
  [93] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_field_kind, 1, 0, 0),
  [95] = {.entry = {.count = 1, .reusable = false}}, SHIFT(179),
  [97] = {.entry = {.count = 1, .reusable = false}}, SHIFT(182),
  [99] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_list_repeat1, 2, 0, 0), SHIFT_REPEAT(183),
  [102] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_list_repeat1, 2, 0, 0),
  [104] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_list_repeat1, 2, 0, 0), SHIFT_REPEAT(193),
  [107] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_list_repeat1, 2, 0, 0), SHIFT_REPEAT(176),
  [110] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_list_repeat1, 2, 0, 0), SHIFT_REPEAT(79),
  [113] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_list_repeat1, 2, 0, 0), SHIFT_REPEAT(49),
  [116] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_list_repeat1, 2, 0, 0), SHIFT_REPEAT(157),
  [119] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_list_repeat1, 2, 0, 0), SHIFT_REPEAT(225),
  [122] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_list_repeat1, 2, 0, 0), SHIFT_REPEAT(226),
  [125] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_list_repeat1, 2, 0, 0), SHIFT_REPEAT(79),
  [128] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__field_value, 1, 0, 0),
  [130] = {.entry = {.count = 1, .reusable = true}}, SHIFT(34),
  [132] = {.entry = {.count = 1, .reusable = true}}, SHIFT(160),
  [134] = {.entry = {.count = 1, .reusable = true}}, SHIFT(233),
  [136] = {.entry = {.count = 1, .reusable = true}}, SHIFT(234),
  [138] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__field_value_repeat1, 2, 0, 0),
  [140] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__field_value_repeat1, 2, 0, 0), SHIFT_REPEAT(34),
  [143] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__field_value_repeat1, 2, 0, 0), SHIFT_REPEAT(160),
  [146] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__field_value_repeat1, 2, 0, 0), SHIFT_REPEAT(233),
  [149] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__field_value_repeat1, 2, 0, 0), SHIFT_REPEAT(234),
  [152] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__field_value_repeat1, 2, 0, 0), SHIFT_REPEAT(37),
  [155] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 1, 0, 0),
  [157] = {.entry = {.count = 1, .reusable = false}}, SHIFT(77),
  [159] = {.entry = {.count = 1, .reusable = false}}, SHIFT(238),
  [161] = {.entry = {.count = 1, .reusable = false}}, SHIFT(192),
  [163] = {.entry = {.count = 1, .reusable = false}}, SHIFT(62),
  [165] = {.entry = {.count = 1, .reusable = false}}, SHIFT(162),
  [167] = {.entry = {.count = 1, .reusable = false}}, SHIFT(231),
  [169] = {.entry = {.count = 1, .reusable = false}}, SHIFT(232),
  [171] = {.entry = {.count = 1, .reusable = true}}, SHIFT(77),
  [173] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 2, 0, 0),
  [175] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_restrictions_repeat1, 2, 0, 0), SHIFT_REPEAT(183),
  [178] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_restrictions_repeat1, 2, 0, 0), SHIFT_REPEAT(77),
  [181] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_restrictions_repeat1, 2, 0, 0),
  [183] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_restrictions_repeat1, 2, 0, 0), SHIFT_REPEAT(192),
  [186] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_restrictions_repeat1, 2, 0, 0), SHIFT_REPEAT(62),
  [189] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_restrictions_repeat1, 2, 0, 0), SHIFT_REPEAT(162),
  [192] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_restrictions_repeat1, 2, 0, 0), SHIFT_REPEAT(231),
  [195] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_restrictions_repeat1, 2, 0, 0), SHIFT_REPEAT(232),
  [198] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_restrictions_repeat1, 2, 0, 0), SHIFT_REPEAT(77),
  [201] = {.entry = {.count = 1, .reusable = false}}, SHIFT(245),
  [203] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [205] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(183),
  [208] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(242),
  [211] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(230),
  [214] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(258),
  [217] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(169),
  [220] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(168),
  [223] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(198),
  [226] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(228),
  [229] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_use_name, 1, 0, 0),
  [231] = {.entry = {.count = 1, .reusable = true}}, SHIFT(221),
  [233] = {.entry = {.count = 1, .reusable = true}}, SHIFT(222),
  [235] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_use_name, 1, 0, 0),
  [237] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_use_name, 2, 0, 0),
  [239] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_use_name, 2, 0, 0),
  [241] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_def_name_repeat1, 2, 0, 0),
  [243] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_def_name_repeat1, 2, 0, 0), SHIFT_REPEAT(221),
  [246] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_def_name_repeat1, 2, 0, 0), SHIFT_REPEAT(222),
  [249] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_def_name_repeat1, 2, 0, 0),
  [251] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_def_name_repeat1, 2, 0, 0), SHIFT_REPEAT(229),
  [254] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_def_name_repeat1, 2, 0, 0), SHIFT_REPEAT(217),
  [257] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__field_value, 1, 0, 0),
  [259] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__scalar, 1, 0, 0),
  [261] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_node_type, 1, 0, 0),
  [263] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym__field_value_repeat1, 2, 0, 0),
  [265] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym__field_value_repeat1, 2, 0, 0), SHIFT_REPEAT(49),
  [268] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym__field_value_repeat1, 2, 0, 0), SHIFT_REPEAT(157),
  [271] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym__field_value_repeat1, 2, 0, 0), SHIFT_REPEAT(225),
  [274] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym__field_value_repeat1, 2, 0, 0), SHIFT_REPEAT(226),
  [277] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__field_value_repeat1, 2, 0, 0), SHIFT_REPEAT(124),
  [280] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_template, 3, 0, 0),
  [282] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_template, 2, 0, 0),
  [284] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_template, 2, 0, 0),
  [286] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_template, 3, 0, 0),
  [288] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_string, 3, 0, 0),
  [290] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_string, 3, 0, 0),
  [292] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_boolean, 1, 0, 0),
  [294] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_string, 2, 0, 0),
  [296] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_string, 2, 0, 0),
  [298] = {.entry = {.count = 1, .reusable = true}}, SHIFT(214),
  [300] = {.entry = {.count = 1, .reusable = true}}, SHIFT(215),
  [302] = {.entry = {.count = 1, .reusable = true}}, SHIFT(252),
  [304] = {.entry = {.count = 1, .reusable = true}}, SHIFT(9),
  [306] = {.entry = {.count = 1, .reusable = true}}, SHIFT(218),
  [308] = {.entry = {.count = 1, .reusable = true}}, SHIFT(219),
  [310] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__field_value_repeat1, 1, 0, 0),
  [312] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_interface_repeat1, 2, 0, 0),
  [314] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_interface_repeat1, 2, 0, 0), SHIFT_REPEAT(9),
  [317] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_interface_repeat1, 2, 0, 0), SHIFT_REPEAT(218),
  [320] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_interface_repeat1, 2, 0, 0), SHIFT_REPEAT(219),
  [323] = {.entry = {.count = 1, .reusable = true}}, SHIFT(253),
  [325] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_def_name_repeat1, 2, 0, 0), SHIFT_REPEAT(214),
  [328] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_def_name_repeat1, 2, 0, 0), SHIFT_REPEAT(215),
  [331] = {.entry = {.count = 1, .reusable = true}}, SHIFT(229),
  [333] = {.entry = {.count = 1, .reusable = true}}, SHIFT(217),
  [335] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_def_name_repeat1, 1, 0, 0),
  [337] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_def_name_repeat1, 1, 0, 0),
  [339] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__glued_template, 2, 0, 5),
  [341] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__glued_template, 2, 0, 5),
  [343] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_boolean, 1, 0, 0),
  [345] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__glued_template, 3, 0, 8),
  [347] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__glued_template, 3, 0, 8),
  [349] = {.entry = {.count = 1, .reusable = false}}, SHIFT(100),
  [351] = {.entry = {.count = 1, .reusable = false}}, SHIFT(201),
  [353] = {.entry = {.count = 1, .reusable = false}}, SHIFT(202),
  [355] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_proto_body_repeat1, 2, 0, 0), SHIFT_REPEAT(183),
  [358] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_proto_body_repeat1, 2, 0, 0),
  [360] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_proto_body_repeat1, 2, 0, 0), SHIFT_REPEAT(184),
  [363] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_proto_body_repeat1, 2, 0, 0), SHIFT_REPEAT(188),
  [366] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_proto_body_repeat1, 2, 0, 0), SHIFT_REPEAT(201),
  [369] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_proto_body_repeat1, 2, 0, 0), SHIFT_REPEAT(202),
  [372] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_restrictions_repeat1, 1, 0, 0),
  [374] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_node_type, 1, 0, 0),
  [376] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_restrictions_repeat1, 1, 0, 0),
  [378] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_list_repeat1, 1, 0, 0),
  [380] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_list_repeat1, 1, 0, 0),
  [382] = {.entry = {.count = 1, .reusable = false}}, SHIFT(133),
  [384] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_node, 2, 0, 3),
  [386] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_node, 2, 0, 3),
  [388] = {.entry = {.count = 1, .reusable = true}}, SHIFT(204),
  [390] = {.entry = {.count = 1, .reusable = true}}, SHIFT(205),
  [392] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_node_body, 2, 0, 0),
  [394] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_node_body, 2, 0, 0),
  [396] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_node, 4, 0, 7),
  [398] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_node, 4, 0, 7),
  [400] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_node_body, 3, 0, 0),
  [402] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_node_body, 3, 0, 0),
  [404] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_def_name_repeat1, 2, 0, 0), SHIFT_REPEAT(204),
  [407] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_def_name_repeat1, 2, 0, 0), SHIFT_REPEAT(205),
  [410] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_header, 2, 0, 0),
  [412] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_header, 2, 0, 0),
  [414] = {.entry = {.count = 1, .reusable = true}}, SHIFT(93),
  [416] = {.entry = {.count = 1, .reusable = true}}, SHIFT(89),
  [418] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_header_repeat1, 2, 0, 0),
  [420] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_header_repeat1, 2, 0, 0),
  [422] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_header_repeat1, 2, 0, 0), SHIFT_REPEAT(93),
  [425] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__field_value, 2, 0, 0),
  [427] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__field_value_repeat2, 2, 0, 0),
  [429] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__field_value_repeat2, 2, 0, 0), SHIFT_REPEAT(89),
  [432] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_use_node, 2, 0, 2),
  [434] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_use_node, 2, 0, 2),
  [436] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_header, 1, 0, 0),
  [438] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_header, 1, 0, 0),
  [440] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__field_value_repeat2, 1, 0, 0),
  [442] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_header_repeat1, 1, 0, 0),
  [444] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_header_repeat1, 1, 0, 0),
  [446] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 1, 0, 0),
  [448] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 1, 0, 0),
  [450] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__scalar, 1, 0, 0),
  [452] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__node_value, 1, 0, 0),
  [454] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__node_value, 1, 0, 0),
  [456] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_proto_body, 3, 0, 0),
  [458] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_proto_body, 3, 0, 0),
  [460] = {.entry = {.count = 1, .reusable = false}}, SHIFT(2),
  [462] = {.entry = {.count = 1, .reusable = false}}, SHIFT(116),
  [464] = {.entry = {.count = 1, .reusable = false}}, SHIFT(268),
  [466] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_field_declaration, 4, 0, 12),
  [468] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_field_declaration, 5, 0, 13),
  [470] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_extern_proto, 3, 0, 4),
  [472] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_extern_proto, 3, 0, 4),
  [474] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_list, 2, 0, 0),
  [476] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_is_reference, 2, 0, 11),
  [478] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_list, 3, 0, 0),
  [480] = {.entry = {.count = 1, .reusable = false}}, SHIFT(132),
  [482] = {.entry = {.count = 1, .reusable = false}}, SHIFT(127),
  [484] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_interface_repeat1, 1, 0, 0),
  [486] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_proto, 4, 0, 6),
  [488] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_proto, 4, 0, 6),
  [490] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_extern_proto, 2, 0, 1),
  [492] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_extern_proto, 2, 0, 1),
  [494] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym__field_value_repeat1, 1, 0, 0),
  [496] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_node_body_repeat1, 2, 0, 0), SHIFT_REPEAT(2),
  [499] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_node_body_repeat1, 2, 0, 0),
  [501] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_node_body_repeat1, 2, 0, 0), SHIFT_REPEAT(268),
  [504] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_node_body_repeat1, 2, 0, 0), SHIFT_REPEAT(201),
  [507] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_node_body_repeat1, 2, 0, 0), SHIFT_REPEAT(202),
  [510] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_proto_body, 2, 0, 0),
  [512] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_proto_body, 2, 0, 0),
  [514] = {.entry = {.count = 1, .reusable = false}}, SHIFT(146),
  [516] = {.entry = {.count = 1, .reusable = false}}, SHIFT(154),
  [518] = {.entry = {.count = 1, .reusable = false}}, SHIFT(67),
  [520] = {.entry = {.count = 1, .reusable = false}}, SHIFT(72),
  [522] = {.entry = {.count = 1, .reusable = false}}, SHIFT(78),
  [524] = {.entry = {.count = 1, .reusable = false}}, SHIFT(82),
  [526] = {.entry = {.count = 1, .reusable = false}}, SHIFT(130),
  [528] = {.entry = {.count = 1, .reusable = true}}, SHIFT(167),
  [530] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__field_value, 2, 0, 0),
  [532] = {.entry = {.count = 1, .reusable = true}}, SHIFT(118),
  [534] = {.entry = {.count = 1, .reusable = true}}, SHIFT(210),
  [536] = {.entry = {.count = 1, .reusable = true}}, SHIFT(211),
  [538] = {.entry = {.count = 1, .reusable = false}}, SHIFT(199),
  [540] = {.entry = {.count = 1, .reusable = false}}, SHIFT(200),
  [542] = {.entry = {.count = 1, .reusable = true}}, SHIFT(165),
  [544] = {.entry = {.count = 1, .reusable = true}}, SHIFT(108),
  [546] = {.entry = {.count = 1, .reusable = true}}, SHIFT(147),
  [548] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym__field_value_repeat2, 2, 0, 0),
  [550] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__field_value_repeat2, 2, 0, 0), SHIFT_REPEAT(167),
  [553] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_def_name, 1, 0, 0),
  [555] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_def_name, 1, 0, 0),
  [557] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_def_name, 2, 0, 0),
  [559] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_def_name, 2, 0, 0),
  [561] = {.entry = {.count = 1, .reusable = true}}, SHIFT(35),
  [563] = {.entry = {.count = 1, .reusable = true}}, SHIFT(159),
  [565] = {.entry = {.count = 1, .reusable = true}}, SHIFT(33),
  [567] = {.entry = {.count = 1, .reusable = true}}, SHIFT(46),
  [569] = {.entry = {.count = 1, .reusable = true}}, SHIFT(164),
  [571] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_proto_body_repeat1, 1, 0, 0),
  [573] = {.entry = {.count = 1, .reusable = true}}, SHIFT(64),
  [575] = {.entry = {.count = 1, .reusable = true}}, SHIFT(163),
  [577] = {.entry = {.count = 1, .reusable = true}}, SHIFT(68),
  [579] = {.entry = {.count = 1, .reusable = true}}, SHIFT(50),
  [581] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_string_repeat1, 2, 0, 0),
  [583] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_string_repeat1, 2, 0, 0), SHIFT_REPEAT(210),
  [586] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_string_repeat1, 2, 0, 0), SHIFT_REPEAT(211),
  [589] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_string_repeat1, 2, 0, 0), SHIFT_REPEAT(199),
  [592] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_string_repeat1, 2, 0, 0), SHIFT_REPEAT(200),
  [595] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_string_repeat1, 2, 0, 0), SHIFT_REPEAT(165),
  [598] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym__field_value_repeat2, 1, 0, 0),
  [600] = {.entry = {.count = 1, .reusable = true}}, SHIFT(41),
  [602] = {.entry = {.count = 1, .reusable = true}}, SHIFT(152),
  [604] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_hidden_field, 3, 0, 10),
  [606] = {.entry = {.count = 1, .reusable = true}}, SHIFT(183),
  [608] = {.entry = {.count = 1, .reusable = false}}, SHIFT(218),
  [610] = {.entry = {.count = 1, .reusable = false}}, SHIFT(219),
  [612] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_template_statement, 2, 0, 0),
  [614] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_template_statement, 2, 0, 0),
  [616] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_is_reference, 2, 0, 11),
  [618] = {.entry = {.count = 1, .reusable = true}}, SHIFT(22),
  [620] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_field, 2, 0, 9),
  [622] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_node_body_repeat1, 1, 0, 0),
  [624] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_list, 2, 0, 0),
  [626] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_template_statement, 3, 0, 0),
  [628] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_template_statement, 3, 0, 0),
  [630] = {.entry = {.count = 1, .reusable = true}}, SHIFT(44),
  [632] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_list, 3, 0, 0),
  [634] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_node_type, 2, 0, 0),
  [636] = {.entry = {.count = 1, .reusable = true}}, SHIFT(65),
  [638] = {.entry = {.count = 1, .reusable = true}}, SHIFT(4),
  [640] = {.entry = {.count = 1, .reusable = false}}, SHIFT(16),
  [642] = {.entry = {.count = 1, .reusable = true}}, SHIFT(140),
  [644] = {.entry = {.count = 1, .reusable = true}}, SHIFT(91),
  [646] = {.entry = {.count = 1, .reusable = true}}, SHIFT(273),
  [648] = {.entry = {.count = 1, .reusable = true}}, SHIFT(172),
  [650] = {.entry = {.count = 1, .reusable = true}}, SHIFT(259),
  [652] = {.entry = {.count = 1, .reusable = true}}, SHIFT(239),
  [654] = {.entry = {.count = 1, .reusable = true}}, SHIFT(142),
  [656] = {.entry = {.count = 1, .reusable = true}}, SHIFT(246),
  [658] = {.entry = {.count = 1, .reusable = true}}, SHIFT(249),
  [660] = {.entry = {.count = 1, .reusable = true}}, SHIFT(134),
  [662] = {.entry = {.count = 1, .reusable = true}}, SHIFT(107),
  [664] = {.entry = {.count = 1, .reusable = true}}, SHIFT(260),
  [666] = {.entry = {.count = 1, .reusable = true}}, SHIFT(264),
  [668] = {.entry = {.count = 1, .reusable = true}}, SHIFT(101),
  [670] = {.entry = {.count = 1, .reusable = true}}, SHIFT(277),
  [672] = {.entry = {.count = 1, .reusable = true}}, SHIFT(270),
  [674] = {.entry = {.count = 1, .reusable = true}}, SHIFT(275),
  [676] = {.entry = {.count = 1, .reusable = true}}, SHIFT(173),
  [678] = {.entry = {.count = 1, .reusable = true}}, SHIFT(254),
  [680] = {.entry = {.count = 1, .reusable = true}}, SHIFT(257),
  [682] = {.entry = {.count = 1, .reusable = true}}, SHIFT(136),
  [684] = {.entry = {.count = 1, .reusable = true}}, SHIFT(66),
  [686] = {.entry = {.count = 1, .reusable = true}}, SHIFT(265),
  [688] = {.entry = {.count = 1, .reusable = true}}, SHIFT(269),
  [690] = {.entry = {.count = 1, .reusable = true}}, SHIFT(148),
  [692] = {.entry = {.count = 1, .reusable = true}}, SHIFT(59),
  [694] = {.entry = {.count = 1, .reusable = true}}, SHIFT(247),
  [696] = {.entry = {.count = 1, .reusable = true}}, SHIFT(90),
  [698] = {.entry = {.count = 1, .reusable = true}}, SHIFT(243),
  [700] = {.entry = {.count = 1, .reusable = true}}, SHIFT(244),
  [702] = {.entry = {.count = 1, .reusable = true}}, SHIFT(138),
  [704] = {.entry = {.count = 1, .reusable = true}}, SHIFT(48),
  [706] = {.entry = {.count = 1, .reusable = true}}, SHIFT(250),
  [708] = {.entry = {.count = 1, .reusable = true}}, SHIFT(251),
  [710] = {.entry = {.count = 1, .reusable = true}}, SHIFT(38),
  [712] = {.entry = {.count = 1, .reusable = true}}, SHIFT(30),
  [714] = {.entry = {.count = 1, .reusable = true}}, SHIFT(255),
  [716] = {.entry = {.count = 1, .reusable = true}}, SHIFT(256),
  [718] = {.entry = {.count = 1, .reusable = true}}, SHIFT(274),
  [720] = {.entry = {.count = 1, .reusable = true}}, SHIFT(261),
  [722] = {.entry = {.count = 1, .reusable = true}}, SHIFT(57),
  [724] = {.entry = {.count = 1, .reusable = true}}, SHIFT(262),
  [726] = {.entry = {.count = 1, .reusable = true}}, SHIFT(263),
  [728] = {.entry = {.count = 1, .reusable = true}}, SHIFT(32),
  [730] = {.entry = {.count = 1, .reusable = true}}, SHIFT(266),
  [732] = {.entry = {.count = 1, .reusable = true}}, SHIFT(267),
  [734] = {.entry = {.count = 1, .reusable = true}}, SHIFT(61),
  [736] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_field_type, 1, 0, 0),
  [738] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_field_type, 1, 0, 0),
  [740] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_restrictions, 2, 0, 0),
  [742] = {.entry = {.count = 1, .reusable = true}}, SHIFT(180),
  [744] = {.entry = {.count = 1, .reusable = true}}, SHIFT(113),
  [746] = {.entry = {.count = 1, .reusable = true}}, SHIFT(216),
  [748] = {.entry = {.count = 1, .reusable = true}}, SHIFT(94),
  [750] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_restrictions, 3, 0, 0),
  [752] = {.entry = {.count = 1, .reusable = true}}, SHIFT(143),
  [754] = {.entry = {.count = 1, .reusable = true}}, SHIFT(54),
  [756] = {.entry = {.count = 1, .reusable = true}}, SHIFT(174),
  [758] = {.entry = {.count = 1, .reusable = true}}, SHIFT(51),
  [760] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_interface, 2, 0, 0),
  [762] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_interface, 3, 0, 0),
  [764] = {.entry = {.count = 1, .reusable = true}}, SHIFT(185),
  [766] = {.entry = {.count = 1, .reusable = true}}, SHIFT(31),
  [768] = {.entry = {.count = 1, .reusable = true}}, SHIFT(224),
  [770] = {.entry = {.count = 1, .reusable = true}}, SHIFT(109),
  [772] = {.entry = {.count = 1, .reusable = true}}, SHIFT(58),
  [774] = {.entry = {.count = 1, .reusable = true}}, SHIFT(70),
  [776] = {.entry = {.count = 1, .reusable = true}}, SHIFT(29),
  [778] = {.entry = {.count = 1, .reusable = true}}, SHIFT(3),
  [780] = {.entry = {.count = 1, .reusable = true}}, SHIFT(276),
  [782] = {.entry = {.count = 1, .reusable = true}},  ACCEPT_INPUT(),
  [784] = {.entry = {.count = 1, .reusable = true}}, SHIFT(5),
  [786] = {.entry = {.count = 1, .reusable = true}}, SHIFT(92),
};

enum ts_external_scanner_symbol_identifiers {
  ts_external_token_numbers = 0,
  ts_external_token_string_content = 1,
  ts_external_token_escape_sequence = 2,
  ts_external_token__javascript_code = 3,
  ts_external_token__lua_code = 4,
  ts_external_token_inactive_branch = 5,
  ts_external_token_version_line = 6,
  ts_external_token_info_line = 7,
  ts_external_token_bare_word = 8,
  ts_external_token__bare_word_same_line = 9,
  ts_external_token__error_sentinel = 10,
};

static const TSSymbol ts_external_scanner_symbol_map[EXTERNAL_TOKEN_COUNT] = {
  [ts_external_token_numbers] = sym_numbers,
  [ts_external_token_string_content] = sym_string_content,
  [ts_external_token_escape_sequence] = sym_escape_sequence,
  [ts_external_token__javascript_code] = sym__javascript_code,
  [ts_external_token__lua_code] = sym__lua_code,
  [ts_external_token_inactive_branch] = sym_inactive_branch,
  [ts_external_token_version_line] = sym_version_line,
  [ts_external_token_info_line] = sym_info_line,
  [ts_external_token_bare_word] = sym_bare_word,
  [ts_external_token__bare_word_same_line] = sym__bare_word_same_line,
  [ts_external_token__error_sentinel] = sym__error_sentinel,
};

static const bool ts_external_scanner_states[11][EXTERNAL_TOKEN_COUNT] = {
  [1] = {
    [ts_external_token_numbers] = true,
    [ts_external_token_string_content] = true,
    [ts_external_token_escape_sequence] = true,
    [ts_external_token__javascript_code] = true,
    [ts_external_token__lua_code] = true,
    [ts_external_token_inactive_branch] = true,
    [ts_external_token_version_line] = true,
    [ts_external_token_info_line] = true,
    [ts_external_token_bare_word] = true,
    [ts_external_token__bare_word_same_line] = true,
    [ts_external_token__error_sentinel] = true,
  },
  [2] = {
    [ts_external_token_inactive_branch] = true,
    [ts_external_token_version_line] = true,
  },
  [3] = {
    [ts_external_token_numbers] = true,
    [ts_external_token_inactive_branch] = true,
    [ts_external_token_bare_word] = true,
  },
  [4] = {
    [ts_external_token_inactive_branch] = true,
  },
  [5] = {
    [ts_external_token_numbers] = true,
    [ts_external_token_inactive_branch] = true,
  },
  [6] = {
    [ts_external_token_inactive_branch] = true,
    [ts_external_token_info_line] = true,
  },
  [7] = {
    [ts_external_token_inactive_branch] = true,
    [ts_external_token__bare_word_same_line] = true,
  },
  [8] = {
    [ts_external_token_string_content] = true,
    [ts_external_token_escape_sequence] = true,
    [ts_external_token_inactive_branch] = true,
  },
  [9] = {
    [ts_external_token__javascript_code] = true,
    [ts_external_token_inactive_branch] = true,
  },
  [10] = {
    [ts_external_token__lua_code] = true,
    [ts_external_token_inactive_branch] = true,
  },
};

#ifdef __cplusplus
extern "C" {
#endif
void *tree_sitter_webots_external_scanner_create(void);
void tree_sitter_webots_external_scanner_destroy(void *);
bool tree_sitter_webots_external_scanner_scan(void *, TSLexer *, const bool *);
unsigned tree_sitter_webots_external_scanner_serialize(void *, char *);
void tree_sitter_webots_external_scanner_deserialize(void *, const char *, unsigned);

#ifdef TREE_SITTER_HIDE_SYMBOLS
#define TS_PUBLIC
#elif defined(_WIN32)
#define TS_PUBLIC __declspec(dllexport)
#else
#define TS_PUBLIC __attribute__((visibility("default")))
#endif

TS_PUBLIC const TSLanguage *tree_sitter_webots(void) {
  static const TSLanguage language = {
    .version = LANGUAGE_VERSION,
    .symbol_count = SYMBOL_COUNT,
    .alias_count = ALIAS_COUNT,
    .token_count = TOKEN_COUNT,
    .external_token_count = EXTERNAL_TOKEN_COUNT,
    .state_count = STATE_COUNT,
    .large_state_count = LARGE_STATE_COUNT,
    .production_id_count = PRODUCTION_ID_COUNT,
    .field_count = FIELD_COUNT,
    .max_alias_sequence_length = MAX_ALIAS_SEQUENCE_LENGTH,
    .parse_table = &ts_parse_table[0][0],
    .small_parse_table = ts_small_parse_table,
    .small_parse_table_map = ts_small_parse_table_map,
    .parse_actions = ts_parse_actions,
    .symbol_names = ts_symbol_names,
    .field_names = ts_field_names,
    .field_map_slices = ts_field_map_slices,
    .field_map_entries = ts_field_map_entries,
    .symbol_metadata = ts_symbol_metadata,
    .public_symbol_map = ts_symbol_map,
    .alias_map = ts_non_terminal_alias_map,
    .alias_sequences = &ts_alias_sequences[0][0],
    .lex_modes = ts_lex_modes,
    .lex_fn = ts_lex,
    .keyword_lex_fn = ts_lex_keywords,
    .keyword_capture_token = sym__word,
    .external_scanner = {
      &ts_external_scanner_states[0][0],
      ts_external_scanner_symbol_map,
      tree_sitter_webots_external_scanner_create,
      tree_sitter_webots_external_scanner_destroy,
      tree_sitter_webots_external_scanner_scan,
      tree_sitter_webots_external_scanner_serialize,
      tree_sitter_webots_external_scanner_deserialize,
    },
    .primary_state_ids = ts_primary_state_ids,
  };
  return &language;
}
#ifdef __cplusplus
}
#endif
