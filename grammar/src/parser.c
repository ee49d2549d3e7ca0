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
#define STATE_COUNT 279
#define LARGE_STATE_COUNT 2
#define SYMBOL_COUNT 102
#define ALIAS_COUNT 3
#define TOKEN_COUNT 63
#define EXTERNAL_TOKEN_COUNT 11
#define FIELD_COUNT 11
#define MAX_ALIAS_SEQUENCE_LENGTH 5
#define PRODUCTION_ID_COUNT 12

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
  [anon_sym_PERCENT_LT_EQ2] = "%<=",
  [anon_sym_PERCENT_LBRACE_EQ2] = "%{=",
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
  [sym__glued_template] = "template",
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
  [anon_sym_PERCENT_LT_EQ2] = anon_sym_PERCENT_LT_EQ,
  [anon_sym_PERCENT_LBRACE_EQ2] = anon_sym_PERCENT_LBRACE_EQ,
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
  [sym__glued_template] = sym_template,
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
    .named = false,
  },
  [anon_sym_PERCENT_LBRACE_EQ2] = {
    .visible = true,
    .named = false,
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
    .visible = true,
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
  [5] = {.index = 6, .length = 3},
  [6] = {.index = 9, .length = 3},
  [7] = {.index = 12, .length = 2},
  [8] = {.index = 14, .length = 2},
  [9] = {.index = 16, .length = 1},
  [10] = {.index = 17, .length = 4},
  [11] = {.index = 21, .length = 5},
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
    [1] = alias_sym_proto_name,
  },
  [7] = {
    [0] = alias_sym_field_name,
  },
  [8] = {
    [1] = alias_sym_field_name,
  },
  [9] = {
    [1] = alias_sym_is_target,
  },
  [10] = {
    [2] = alias_sym_field_name,
  },
  [11] = {
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
  [10] = 10,
  [11] = 11,
  [12] = 12,
  [13] = 8,
  [14] = 9,
  [15] = 15,
  [16] = 16,
  [17] = 17,
  [18] = 18,
  [19] = 10,
  [20] = 12,
  [21] = 21,
  [22] = 22,
  [23] = 23,
  [24] = 24,
  [25] = 25,
  [26] = 26,
  [27] = 25,
  [28] = 24,
  [29] = 24,
  [30] = 24,
  [31] = 25,
  [32] = 25,
  [33] = 25,
  [34] = 24,
  [35] = 35,
  [36] = 36,
  [37] = 37,
  [38] = 37,
  [39] = 39,
  [40] = 40,
  [41] = 40,
  [42] = 42,
  [43] = 42,
  [44] = 39,
  [45] = 45,
  [46] = 46,
  [47] = 47,
  [48] = 48,
  [49] = 36,
  [50] = 35,
  [51] = 37,
  [52] = 52,
  [53] = 35,
  [54] = 54,
  [55] = 55,
  [56] = 36,
  [57] = 57,
  [58] = 58,
  [59] = 59,
  [60] = 60,
  [61] = 52,
  [62] = 55,
  [63] = 58,
  [64] = 64,
  [65] = 54,
  [66] = 40,
  [67] = 42,
  [68] = 68,
  [69] = 57,
  [70] = 70,
  [71] = 59,
  [72] = 72,
  [73] = 47,
  [74] = 35,
  [75] = 45,
  [76] = 36,
  [77] = 37,
  [78] = 78,
  [79] = 52,
  [80] = 58,
  [81] = 81,
  [82] = 59,
  [83] = 83,
  [84] = 84,
  [85] = 85,
  [86] = 86,
  [87] = 87,
  [88] = 88,
  [89] = 81,
  [90] = 84,
  [91] = 91,
  [92] = 92,
  [93] = 93,
  [94] = 94,
  [95] = 95,
  [96] = 96,
  [97] = 54,
  [98] = 85,
  [99] = 55,
  [100] = 57,
  [101] = 87,
  [102] = 102,
  [103] = 42,
  [104] = 40,
  [105] = 40,
  [106] = 86,
  [107] = 57,
  [108] = 93,
  [109] = 92,
  [110] = 59,
  [111] = 42,
  [112] = 54,
  [113] = 113,
  [114] = 114,
  [115] = 115,
  [116] = 116,
  [117] = 117,
  [118] = 118,
  [119] = 40,
  [120] = 42,
  [121] = 87,
  [122] = 122,
  [123] = 123,
  [124] = 58,
  [125] = 125,
  [126] = 126,
  [127] = 127,
  [128] = 128,
  [129] = 129,
  [130] = 130,
  [131] = 81,
  [132] = 132,
  [133] = 95,
  [134] = 95,
  [135] = 96,
  [136] = 96,
  [137] = 84,
  [138] = 138,
  [139] = 115,
  [140] = 85,
  [141] = 87,
  [142] = 81,
  [143] = 84,
  [144] = 55,
  [145] = 85,
  [146] = 146,
  [147] = 147,
  [148] = 116,
  [149] = 85,
  [150] = 150,
  [151] = 84,
  [152] = 95,
  [153] = 122,
  [154] = 154,
  [155] = 87,
  [156] = 125,
  [157] = 81,
  [158] = 126,
  [159] = 96,
  [160] = 160,
  [161] = 116,
  [162] = 127,
  [163] = 163,
  [164] = 163,
  [165] = 165,
  [166] = 166,
  [167] = 163,
  [168] = 168,
  [169] = 169,
  [170] = 170,
  [171] = 170,
  [172] = 170,
  [173] = 163,
  [174] = 170,
  [175] = 175,
  [176] = 176,
  [177] = 42,
  [178] = 178,
  [179] = 178,
  [180] = 178,
  [181] = 178,
  [182] = 182,
  [183] = 183,
  [184] = 176,
  [185] = 185,
  [186] = 40,
  [187] = 187,
  [188] = 176,
  [189] = 176,
  [190] = 190,
  [191] = 176,
  [192] = 183,
  [193] = 183,
  [194] = 183,
  [195] = 183,
  [196] = 196,
  [197] = 197,
  [198] = 198,
  [199] = 199,
  [200] = 200,
  [201] = 198,
  [202] = 202,
  [203] = 203,
  [204] = 199,
  [205] = 205,
  [206] = 206,
  [207] = 207,
  [208] = 208,
  [209] = 202,
  [210] = 203,
  [211] = 199,
  [212] = 202,
  [213] = 205,
  [214] = 206,
  [215] = 215,
  [216] = 207,
  [217] = 203,
  [218] = 202,
  [219] = 203,
  [220] = 199,
  [221] = 205,
  [222] = 206,
  [223] = 207,
  [224] = 224,
  [225] = 202,
  [226] = 203,
  [227] = 199,
  [228] = 207,
  [229] = 202,
  [230] = 203,
  [231] = 202,
  [232] = 203,
  [233] = 205,
  [234] = 200,
  [235] = 207,
  [236] = 236,
  [237] = 206,
  [238] = 238,
  [239] = 239,
  [240] = 240,
  [241] = 241,
  [242] = 242,
  [243] = 239,
  [244] = 244,
  [245] = 239,
  [246] = 246,
  [247] = 247,
  [248] = 248,
  [249] = 249,
  [250] = 240,
  [251] = 241,
  [252] = 252,
  [253] = 248,
  [254] = 244,
  [255] = 244,
  [256] = 256,
  [257] = 246,
  [258] = 239,
  [259] = 247,
  [260] = 244,
  [261] = 239,
  [262] = 244,
  [263] = 239,
  [264] = 264,
  [265] = 241,
  [266] = 244,
  [267] = 239,
  [268] = 268,
  [269] = 240,
  [270] = 244,
  [271] = 240,
  [272] = 241,
  [273] = 273,
  [274] = 274,
  [275] = 275,
  [276] = 276,
  [277] = 182,
  [278] = 190,
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
      ADVANCE_MAP(
        '"', 232,
        '#', 245,
        '%', 21,
        'F', 254,
        'T', 271,
        '[', 175,
        ']', 176,
        '{', 224,
        0xfeff, 390,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == ',') SKIP(5);
      if (lookahead > ' ' &&
          lookahead != '\'' &&
          (lookahead < '+' || '.' < lookahead) &&
          (lookahead < '0' || '9' < lookahead) &&
          (lookahead < '[' || ']' < lookahead) &&
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
      ADVANCE_MAP(
        '"', 232,
        '#', 245,
        '%', 22,
        'F', 254,
        'T', 271,
        '[', 175,
        ']', 176,
        '{', 224,
        0xfeff, 390,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == ',') SKIP(5);
      if (lookahead > ' ' &&
          lookahead != '\'' &&
          (lookahead < '+' || '.' < lookahead) &&
          (lookahead < '0' || '9' < lookahead) &&
          (lookahead < '[' || ']' < lookahead) &&
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
  [2] = {.lex_state = 2, .external_lex_state = 3},
  [3] = {.lex_state = 4, .external_lex_state = 3},
  [4] = {.lex_state = 4, .external_lex_state = 3},
  [5] = {.lex_state = 4, .external_lex_state = 3},
  [6] = {.lex_state = 168, .external_lex_state = 4},
  [7] = {.lex_state = 168, .external_lex_state = 4},
  [8] = {.lex_state = 4, .external_lex_state = 5},
  [9] = {.lex_state = 4, .external_lex_state = 5},
  [10] = {.lex_state = 168, .external_lex_state = 5},
  [11] = {.lex_state = 4, .external_lex_state = 5},
  [12] = {.lex_state = 168, .external_lex_state = 5},
  [13] = {.lex_state = 4, .external_lex_state = 5},
  [14] = {.lex_state = 4, .external_lex_state = 5},
  [15] = {.lex_state = 170, .external_lex_state = 4},
  [16] = {.lex_state = 170, .external_lex_state = 4},
  [17] = {.lex_state = 170, .external_lex_state = 4},
  [18] = {.lex_state = 170, .external_lex_state = 4},
  [19] = {.lex_state = 4, .external_lex_state = 5},
  [20] = {.lex_state = 4, .external_lex_state = 5},
  [21] = {.lex_state = 3, .external_lex_state = 5},
  [22] = {.lex_state = 3, .external_lex_state = 5},
  [23] = {.lex_state = 3, .external_lex_state = 5},
  [24] = {.lex_state = 9, .external_lex_state = 4},
  [25] = {.lex_state = 9, .external_lex_state = 4},
  [26] = {.lex_state = 9, .external_lex_state = 4},
  [27] = {.lex_state = 9, .external_lex_state = 4},
  [28] = {.lex_state = 9, .external_lex_state = 4},
  [29] = {.lex_state = 9, .external_lex_state = 4},
  [30] = {.lex_state = 9, .external_lex_state = 4},
  [31] = {.lex_state = 9, .external_lex_state = 4},
  [32] = {.lex_state = 9, .external_lex_state = 4},
  [33] = {.lex_state = 9, .external_lex_state = 4},
  [34] = {.lex_state = 9, .external_lex_state = 4},
  [35] = {.lex_state = 2, .external_lex_state = 5},
  [36] = {.lex_state = 2, .external_lex_state = 5},
  [37] = {.lex_state = 2, .external_lex_state = 5},
  [38] = {.lex_state = 6, .external_lex_state = 4},
  [39] = {.lex_state = 168, .external_lex_state = 5},
  [40] = {.lex_state = 4, .external_lex_state = 5},
  [41] = {.lex_state = 168, .external_lex_state = 5},
  [42] = {.lex_state = 4, .external_lex_state = 5},
  [43] = {.lex_state = 168, .external_lex_state = 5},
  [44] = {.lex_state = 4, .external_lex_state = 5},
  [45] = {.lex_state = 168, .external_lex_state = 5},
  [46] = {.lex_state = 168, .external_lex_state = 4},
  [47] = {.lex_state = 168, .external_lex_state = 5},
  [48] = {.lex_state = 168, .external_lex_state = 4},
  [49] = {.lex_state = 169, .external_lex_state = 4},
  [50] = {.lex_state = 169, .external_lex_state = 4},
  [51] = {.lex_state = 169, .external_lex_state = 4},
  [52] = {.lex_state = 168, .external_lex_state = 5},
  [53] = {.lex_state = 6, .external_lex_state = 4},
  [54] = {.lex_state = 2, .external_lex_state = 5},
  [55] = {.lex_state = 168, .external_lex_state = 5},
  [56] = {.lex_state = 6, .external_lex_state = 4},
  [57] = {.lex_state = 2, .external_lex_state = 5},
  [58] = {.lex_state = 168, .external_lex_state = 5},
  [59] = {.lex_state = 2, .external_lex_state = 5},
  [60] = {.lex_state = 168, .external_lex_state = 4},
  [61] = {.lex_state = 4, .external_lex_state = 5},
  [62] = {.lex_state = 4, .external_lex_state = 5},
  [63] = {.lex_state = 4, .external_lex_state = 5},
  [64] = {.lex_state = 4, .external_lex_state = 5},
  [65] = {.lex_state = 6, .external_lex_state = 4},
  [66] = {.lex_state = 3, .external_lex_state = 5},
  [67] = {.lex_state = 3, .external_lex_state = 5},
  [68] = {.lex_state = 3, .external_lex_state = 5},
  [69] = {.lex_state = 6, .external_lex_state = 4},
  [70] = {.lex_state = 9, .external_lex_state = 4},
  [71] = {.lex_state = 6, .external_lex_state = 4},
  [72] = {.lex_state = 9, .external_lex_state = 4},
  [73] = {.lex_state = 4, .external_lex_state = 5},
  [74] = {.lex_state = 7, .external_lex_state = 4},
  [75] = {.lex_state = 4, .external_lex_state = 5},
  [76] = {.lex_state = 7, .external_lex_state = 4},
  [77] = {.lex_state = 7, .external_lex_state = 4},
  [78] = {.lex_state = 9, .external_lex_state = 4},
  [79] = {.lex_state = 3, .external_lex_state = 5},
  [80] = {.lex_state = 3, .external_lex_state = 5},
  [81] = {.lex_state = 4, .external_lex_state = 5},
  [82] = {.lex_state = 169, .external_lex_state = 4},
  [83] = {.lex_state = 170, .external_lex_state = 6},
  [84] = {.lex_state = 4, .external_lex_state = 5},
  [85] = {.lex_state = 3, .external_lex_state = 5},
  [86] = {.lex_state = 168, .external_lex_state = 7},
  [87] = {.lex_state = 3, .external_lex_state = 5},
  [88] = {.lex_state = 170, .external_lex_state = 6},
  [89] = {.lex_state = 3, .external_lex_state = 5},
  [90] = {.lex_state = 3, .external_lex_state = 5},
  [91] = {.lex_state = 4, .external_lex_state = 5},
  [92] = {.lex_state = 168, .external_lex_state = 7},
  [93] = {.lex_state = 168, .external_lex_state = 7},
  [94] = {.lex_state = 170, .external_lex_state = 6},
  [95] = {.lex_state = 4, .external_lex_state = 5},
  [96] = {.lex_state = 4, .external_lex_state = 5},
  [97] = {.lex_state = 169, .external_lex_state = 4},
  [98] = {.lex_state = 4, .external_lex_state = 5},
  [99] = {.lex_state = 3, .external_lex_state = 5},
  [100] = {.lex_state = 169, .external_lex_state = 4},
  [101] = {.lex_state = 4, .external_lex_state = 5},
  [102] = {.lex_state = 3, .external_lex_state = 5},
  [103] = {.lex_state = 170, .external_lex_state = 4},
  [104] = {.lex_state = 170, .external_lex_state = 4},
  [105] = {.lex_state = 168, .external_lex_state = 4},
  [106] = {.lex_state = 9, .external_lex_state = 7},
  [107] = {.lex_state = 7, .external_lex_state = 4},
  [108] = {.lex_state = 9, .external_lex_state = 7},
  [109] = {.lex_state = 9, .external_lex_state = 7},
  [110] = {.lex_state = 7, .external_lex_state = 4},
  [111] = {.lex_state = 168, .external_lex_state = 4},
  [112] = {.lex_state = 7, .external_lex_state = 4},
  [113] = {.lex_state = 170, .external_lex_state = 4},
  [114] = {.lex_state = 170, .external_lex_state = 6},
  [115] = {.lex_state = 168, .external_lex_state = 7},
  [116] = {.lex_state = 170, .external_lex_state = 4},
  [117] = {.lex_state = 168, .external_lex_state = 4},
  [118] = {.lex_state = 168, .external_lex_state = 4},
  [119] = {.lex_state = 9, .external_lex_state = 4},
  [120] = {.lex_state = 9, .external_lex_state = 4},
  [121] = {.lex_state = 170, .external_lex_state = 4},
  [122] = {.lex_state = 168, .external_lex_state = 4},
  [123] = {.lex_state = 9, .external_lex_state = 4},
  [124] = {.lex_state = 170, .external_lex_state = 4},
  [125] = {.lex_state = 168, .external_lex_state = 4},
  [126] = {.lex_state = 168, .external_lex_state = 4},
  [127] = {.lex_state = 168, .external_lex_state = 4},
  [128] = {.lex_state = 170, .external_lex_state = 4},
  [129] = {.lex_state = 168, .external_lex_state = 4},
  [130] = {.lex_state = 170, .external_lex_state = 4},
  [131] = {.lex_state = 170, .external_lex_state = 4},
  [132] = {.lex_state = 170, .external_lex_state = 4},
  [133] = {.lex_state = 170, .external_lex_state = 4},
  [134] = {.lex_state = 168, .external_lex_state = 4},
  [135] = {.lex_state = 168, .external_lex_state = 4},
  [136] = {.lex_state = 170, .external_lex_state = 4},
  [137] = {.lex_state = 170, .external_lex_state = 4},
  [138] = {.lex_state = 170, .external_lex_state = 4},
  [139] = {.lex_state = 9, .external_lex_state = 7},
  [140] = {.lex_state = 168, .external_lex_state = 4},
  [141] = {.lex_state = 168, .external_lex_state = 4},
  [142] = {.lex_state = 168, .external_lex_state = 4},
  [143] = {.lex_state = 168, .external_lex_state = 4},
  [144] = {.lex_state = 170, .external_lex_state = 4},
  [145] = {.lex_state = 170, .external_lex_state = 4},
  [146] = {.lex_state = 170, .external_lex_state = 4},
  [147] = {.lex_state = 170, .external_lex_state = 4},
  [148] = {.lex_state = 168, .external_lex_state = 4},
  [149] = {.lex_state = 9, .external_lex_state = 4},
  [150] = {.lex_state = 9, .external_lex_state = 4},
  [151] = {.lex_state = 9, .external_lex_state = 4},
  [152] = {.lex_state = 9, .external_lex_state = 4},
  [153] = {.lex_state = 9, .external_lex_state = 4},
  [154] = {.lex_state = 9, .external_lex_state = 4},
  [155] = {.lex_state = 9, .external_lex_state = 4},
  [156] = {.lex_state = 9, .external_lex_state = 4},
  [157] = {.lex_state = 9, .external_lex_state = 4},
  [158] = {.lex_state = 9, .external_lex_state = 4},
  [159] = {.lex_state = 9, .external_lex_state = 4},
  [160] = {.lex_state = 9, .external_lex_state = 4},
  [161] = {.lex_state = 9, .external_lex_state = 4},
  [162] = {.lex_state = 9, .external_lex_state = 4},
  [163] = {.lex_state = 1, .external_lex_state = 8},
  [164] = {.lex_state = 1, .external_lex_state = 8},
  [165] = {.lex_state = 7, .external_lex_state = 4},
  [166] = {.lex_state = 7, .external_lex_state = 4},
  [167] = {.lex_state = 1, .external_lex_state = 8},
  [168] = {.lex_state = 9, .external_lex_state = 4},
  [169] = {.lex_state = 1, .external_lex_state = 8},
  [170] = {.lex_state = 1, .external_lex_state = 8},
  [171] = {.lex_state = 1, .external_lex_state = 8},
  [172] = {.lex_state = 1, .external_lex_state = 8},
  [173] = {.lex_state = 1, .external_lex_state = 8},
  [174] = {.lex_state = 1, .external_lex_state = 8},
  [175] = {.lex_state = 9, .external_lex_state = 4},
  [176] = {.lex_state = 9, .external_lex_state = 4},
  [177] = {.lex_state = 1, .external_lex_state = 8},
  [178] = {.lex_state = 9, .external_lex_state = 4},
  [179] = {.lex_state = 9, .external_lex_state = 4},
  [180] = {.lex_state = 9, .external_lex_state = 4},
  [181] = {.lex_state = 9, .external_lex_state = 4},
  [182] = {.lex_state = 1, .external_lex_state = 8},
  [183] = {.lex_state = 9, .external_lex_state = 4},
  [184] = {.lex_state = 9, .external_lex_state = 4},
  [185] = {.lex_state = 6, .external_lex_state = 4},
  [186] = {.lex_state = 1, .external_lex_state = 8},
  [187] = {.lex_state = 6, .external_lex_state = 4},
  [188] = {.lex_state = 9, .external_lex_state = 4},
  [189] = {.lex_state = 9, .external_lex_state = 4},
  [190] = {.lex_state = 1, .external_lex_state = 8},
  [191] = {.lex_state = 9, .external_lex_state = 4},
  [192] = {.lex_state = 9, .external_lex_state = 4},
  [193] = {.lex_state = 9, .external_lex_state = 4},
  [194] = {.lex_state = 9, .external_lex_state = 4},
  [195] = {.lex_state = 9, .external_lex_state = 4},
  [196] = {.lex_state = 9, .external_lex_state = 4},
  [197] = {.lex_state = 9, .external_lex_state = 4},
  [198] = {.lex_state = 168, .external_lex_state = 9},
  [199] = {.lex_state = 168, .external_lex_state = 4},
  [200] = {.lex_state = 168, .external_lex_state = 10},
  [201] = {.lex_state = 168, .external_lex_state = 9},
  [202] = {.lex_state = 168, .external_lex_state = 10},
  [203] = {.lex_state = 168, .external_lex_state = 9},
  [204] = {.lex_state = 168, .external_lex_state = 4},
  [205] = {.lex_state = 168, .external_lex_state = 10},
  [206] = {.lex_state = 168, .external_lex_state = 9},
  [207] = {.lex_state = 168, .external_lex_state = 4},
  [208] = {.lex_state = 168, .external_lex_state = 4},
  [209] = {.lex_state = 168, .external_lex_state = 10},
  [210] = {.lex_state = 168, .external_lex_state = 9},
  [211] = {.lex_state = 168, .external_lex_state = 4},
  [212] = {.lex_state = 168, .external_lex_state = 10},
  [213] = {.lex_state = 168, .external_lex_state = 10},
  [214] = {.lex_state = 168, .external_lex_state = 9},
  [215] = {.lex_state = 9, .external_lex_state = 4},
  [216] = {.lex_state = 168, .external_lex_state = 4},
  [217] = {.lex_state = 168, .external_lex_state = 9},
  [218] = {.lex_state = 168, .external_lex_state = 10},
  [219] = {.lex_state = 168, .external_lex_state = 9},
  [220] = {.lex_state = 168, .external_lex_state = 4},
  [221] = {.lex_state = 168, .external_lex_state = 10},
  [222] = {.lex_state = 168, .external_lex_state = 9},
  [223] = {.lex_state = 168, .external_lex_state = 4},
  [224] = {.lex_state = 168, .external_lex_state = 4},
  [225] = {.lex_state = 168, .external_lex_state = 10},
  [226] = {.lex_state = 168, .external_lex_state = 9},
  [227] = {.lex_state = 168, .external_lex_state = 4},
  [228] = {.lex_state = 168, .external_lex_state = 4},
  [229] = {.lex_state = 168, .external_lex_state = 10},
  [230] = {.lex_state = 168, .external_lex_state = 9},
  [231] = {.lex_state = 168, .external_lex_state = 10},
  [232] = {.lex_state = 168, .external_lex_state = 9},
  [233] = {.lex_state = 168, .external_lex_state = 10},
  [234] = {.lex_state = 168, .external_lex_state = 10},
  [235] = {.lex_state = 168, .external_lex_state = 4},
  [236] = {.lex_state = 168, .external_lex_state = 4},
  [237] = {.lex_state = 168, .external_lex_state = 9},
  [238] = {.lex_state = 168, .external_lex_state = 4},
  [239] = {.lex_state = 168, .external_lex_state = 4},
  [240] = {.lex_state = 168, .external_lex_state = 4},
  [241] = {.lex_state = 168, .external_lex_state = 4},
  [242] = {.lex_state = 168, .external_lex_state = 4},
  [243] = {.lex_state = 168, .external_lex_state = 4},
  [244] = {.lex_state = 168, .external_lex_state = 4},
  [245] = {.lex_state = 168, .external_lex_state = 4},
  [246] = {.lex_state = 168, .external_lex_state = 4},
  [247] = {.lex_state = 9, .external_lex_state = 4},
  [248] = {.lex_state = 168, .external_lex_state = 4},
  [249] = {.lex_state = 9, .external_lex_state = 4},
  [250] = {.lex_state = 168, .external_lex_state = 4},
  [251] = {.lex_state = 168, .external_lex_state = 4},
  [252] = {.lex_state = 168, .external_lex_state = 4},
  [253] = {.lex_state = 168, .external_lex_state = 4},
  [254] = {.lex_state = 168, .external_lex_state = 4},
  [255] = {.lex_state = 168, .external_lex_state = 4},
  [256] = {.lex_state = 9, .external_lex_state = 4},
  [257] = {.lex_state = 168, .external_lex_state = 4},
  [258] = {.lex_state = 168, .external_lex_state = 4},
  [259] = {.lex_state = 9, .external_lex_state = 4},
  [260] = {.lex_state = 168, .external_lex_state = 4},
  [261] = {.lex_state = 168, .external_lex_state = 4},
  [262] = {.lex_state = 168, .external_lex_state = 4},
  [263] = {.lex_state = 168, .external_lex_state = 4},
  [264] = {.lex_state = 9, .external_lex_state = 4},
  [265] = {.lex_state = 168, .external_lex_state = 4},
  [266] = {.lex_state = 168, .external_lex_state = 4},
  [267] = {.lex_state = 168, .external_lex_state = 4},
  [268] = {.lex_state = 9, .external_lex_state = 4},
  [269] = {.lex_state = 168, .external_lex_state = 4},
  [270] = {.lex_state = 168, .external_lex_state = 4},
  [271] = {.lex_state = 168, .external_lex_state = 4},
  [272] = {.lex_state = 168, .external_lex_state = 4},
  [273] = {.lex_state = 9, .external_lex_state = 4},
  [274] = {.lex_state = 168, .external_lex_state = 4},
  [275] = {.lex_state = 168, .external_lex_state = 4},
  [276] = {.lex_state = 168, .external_lex_state = 4},
  [277] = {(TSStateId)(-1)},
  [278] = {(TSStateId)(-1)},
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
    [sym_source_file] = STATE(242),
    [sym_header] = STATE(17),
    [sym_extern_proto] = STATE(147),
    [sym_proto] = STATE(147),
    [sym_node] = STATE(116),
    [sym_node_type] = STATE(199),
    [sym_use_node] = STATE(116),
    [sym__node_value] = STATE(147),
    [sym_template] = STATE(113),
    [sym_template_statement] = STATE(1),
    [aux_sym_source_file_repeat1] = STATE(16),
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
  [0] = 30,
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
      anon_sym_LBRACE,
    ACTIONS(35), 1,
      anon_sym_DEF,
    ACTIONS(37), 1,
      anon_sym_USE,
    ACTIONS(39), 1,
      sym_null,
    ACTIONS(41), 1,
      anon_sym_IS,
    ACTIONS(45), 1,
      anon_sym_DQUOTE,
    ACTIONS(47), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(49), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(51), 1,
      anon_sym_PERCENT_LT_EQ2,
    ACTIONS(53), 1,
      anon_sym_PERCENT_LBRACE_EQ2,
    ACTIONS(55), 1,
      sym_numbers,
    ACTIONS(57), 1,
      sym_bare_word,
    STATE(2), 1,
      sym_template_statement,
    STATE(19), 1,
      aux_sym__field_value_repeat1,
    STATE(44), 1,
      sym_template,
    STATE(65), 1,
      sym__glued_template,
    STATE(73), 1,
      sym__scalar,
    STATE(154), 1,
      sym__field_value,
    STATE(185), 1,
      aux_sym_def_name_repeat1,
    STATE(204), 1,
      sym_node_type,
    ACTIONS(43), 2,
      anon_sym_TRUE,
      anon_sym_FALSE,
    STATE(75), 2,
      sym_boolean,
      sym_string,
    STATE(161), 2,
      sym_node,
      sym_use_node,
    STATE(153), 3,
      sym_is_reference,
      sym__node_value,
      sym_list,
  [96] = 25,
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
    ACTIONS(35), 1,
      anon_sym_DEF,
    ACTIONS(37), 1,
      anon_sym_USE,
    ACTIONS(39), 1,
      sym_null,
    ACTIONS(41), 1,
      anon_sym_IS,
    ACTIONS(45), 1,
      anon_sym_DQUOTE,
    ACTIONS(47), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(49), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(55), 1,
      sym_numbers,
    ACTIONS(57), 1,
      sym_bare_word,
    STATE(3), 1,
      sym_template_statement,
    STATE(19), 1,
      aux_sym__field_value_repeat1,
    STATE(44), 1,
      sym_template,
    STATE(73), 1,
      sym__scalar,
    STATE(150), 1,
      sym__field_value,
    STATE(204), 1,
      sym_node_type,
    ACTIONS(43), 2,
      anon_sym_TRUE,
      anon_sym_FALSE,
    STATE(75), 2,
      sym_boolean,
      sym_string,
    STATE(161), 2,
      sym_node,
      sym_use_node,
    STATE(153), 3,
      sym_is_reference,
      sym__node_value,
      sym_list,
  [177] = 25,
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
    ACTIONS(59), 1,
      anon_sym_LBRACK,
    ACTIONS(61), 1,
      anon_sym_DEF,
    ACTIONS(63), 1,
      anon_sym_USE,
    ACTIONS(65), 1,
      sym_null,
    ACTIONS(67), 1,
      anon_sym_IS,
    ACTIONS(71), 1,
      anon_sym_DQUOTE,
    ACTIONS(73), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(75), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(77), 1,
      sym_numbers,
    ACTIONS(79), 1,
      sym_bare_word,
    STATE(4), 1,
      sym_template_statement,
    STATE(10), 1,
      aux_sym__field_value_repeat1,
    STATE(39), 1,
      sym_template,
    STATE(47), 1,
      sym__scalar,
    STATE(117), 1,
      sym__field_value,
    STATE(227), 1,
      sym_node_type,
    ACTIONS(69), 2,
      anon_sym_TRUE,
      anon_sym_FALSE,
    STATE(45), 2,
      sym_boolean,
      sym_string,
    STATE(148), 2,
      sym_node,
      sym_use_node,
    STATE(122), 3,
      sym_is_reference,
      sym__node_value,
      sym_list,
  [258] = 25,
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
    ACTIONS(59), 1,
      anon_sym_LBRACK,
    ACTIONS(61), 1,
      anon_sym_DEF,
    ACTIONS(63), 1,
      anon_sym_USE,
    ACTIONS(65), 1,
      sym_null,
    ACTIONS(67), 1,
      anon_sym_IS,
    ACTIONS(71), 1,
      anon_sym_DQUOTE,
    ACTIONS(73), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(75), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(77), 1,
      sym_numbers,
    ACTIONS(79), 1,
      sym_bare_word,
    STATE(5), 1,
      sym_template_statement,
    STATE(10), 1,
      aux_sym__field_value_repeat1,
    STATE(39), 1,
      sym_template,
    STATE(47), 1,
      sym__scalar,
    STATE(118), 1,
      sym__field_value,
    STATE(227), 1,
      sym_node_type,
    ACTIONS(69), 2,
      anon_sym_TRUE,
      anon_sym_FALSE,
    STATE(45), 2,
      sym_boolean,
      sym_string,
    STATE(148), 2,
      sym_node,
      sym_use_node,
    STATE(122), 3,
      sym_is_reference,
      sym__node_value,
      sym_list,
  [339] = 6,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(6), 1,
      sym_template_statement,
    STATE(196), 1,
      sym_field_type,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(81), 18,
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
  [376] = 5,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(7), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(87), 18,
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
  [410] = 19,
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
    ACTIONS(45), 1,
      anon_sym_DQUOTE,
    ACTIONS(47), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(49), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(89), 1,
      anon_sym_RBRACK,
    ACTIONS(91), 1,
      anon_sym_DEF,
    ACTIONS(93), 1,
      anon_sym_USE,
    ACTIONS(95), 1,
      sym_null,
    ACTIONS(97), 1,
      sym_numbers,
    STATE(8), 1,
      sym_template_statement,
    STATE(9), 1,
      aux_sym_list_repeat1,
    STATE(64), 1,
      sym_template,
    STATE(211), 1,
      sym_node_type,
    ACTIONS(43), 2,
      anon_sym_TRUE,
      anon_sym_FALSE,
    STATE(91), 4,
      sym_node,
      sym_use_node,
      sym_boolean,
      sym_string,
  [472] = 19,
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
    ACTIONS(45), 1,
      anon_sym_DQUOTE,
    ACTIONS(47), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(49), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(91), 1,
      anon_sym_DEF,
    ACTIONS(93), 1,
      anon_sym_USE,
    ACTIONS(95), 1,
      sym_null,
    ACTIONS(97), 1,
      sym_numbers,
    ACTIONS(99), 1,
      anon_sym_RBRACK,
    STATE(9), 1,
      sym_template_statement,
    STATE(11), 1,
      aux_sym_list_repeat1,
    STATE(64), 1,
      sym_template,
    STATE(211), 1,
      sym_node_type,
    ACTIONS(43), 2,
      anon_sym_TRUE,
      anon_sym_FALSE,
    STATE(91), 4,
      sym_node,
      sym_use_node,
      sym_boolean,
      sym_string,
  [534] = 13,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(77), 1,
      sym_numbers,
    ACTIONS(105), 1,
      anon_sym_DQUOTE,
    ACTIONS(107), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(109), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    STATE(10), 1,
      sym_template_statement,
    STATE(12), 1,
      aux_sym__field_value_repeat1,
    STATE(47), 1,
      sym__scalar,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(103), 2,
      anon_sym_TRUE,
      anon_sym_FALSE,
    STATE(45), 3,
      sym_boolean,
      sym_string,
      sym_template,
    ACTIONS(101), 7,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
  [584] = 18,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(111), 1,
      sym__word,
    ACTIONS(114), 1,
      anon_sym_RBRACK,
    ACTIONS(116), 1,
      anon_sym_DEF,
    ACTIONS(119), 1,
      anon_sym_USE,
    ACTIONS(122), 1,
      sym_null,
    ACTIONS(128), 1,
      anon_sym_DQUOTE,
    ACTIONS(131), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(134), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(137), 1,
      sym_numbers,
    STATE(64), 1,
      sym_template,
    STATE(211), 1,
      sym_node_type,
    ACTIONS(125), 2,
      anon_sym_TRUE,
      anon_sym_FALSE,
    STATE(11), 2,
      sym_template_statement,
      aux_sym_list_repeat1,
    STATE(91), 4,
      sym_node,
      sym_use_node,
      sym_boolean,
      sym_string,
  [644] = 12,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(145), 1,
      anon_sym_DQUOTE,
    ACTIONS(148), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(151), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(154), 1,
      sym_numbers,
    STATE(47), 1,
      sym__scalar,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(142), 2,
      anon_sym_TRUE,
      anon_sym_FALSE,
    STATE(12), 2,
      sym_template_statement,
      aux_sym__field_value_repeat1,
    STATE(45), 3,
      sym_boolean,
      sym_string,
      sym_template,
    ACTIONS(140), 7,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
  [692] = 19,
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
    ACTIONS(45), 1,
      anon_sym_DQUOTE,
    ACTIONS(47), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(49), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(91), 1,
      anon_sym_DEF,
    ACTIONS(93), 1,
      anon_sym_USE,
    ACTIONS(95), 1,
      sym_null,
    ACTIONS(97), 1,
      sym_numbers,
    ACTIONS(157), 1,
      anon_sym_RBRACK,
    STATE(13), 1,
      sym_template_statement,
    STATE(14), 1,
      aux_sym_list_repeat1,
    STATE(64), 1,
      sym_template,
    STATE(211), 1,
      sym_node_type,
    ACTIONS(43), 2,
      anon_sym_TRUE,
      anon_sym_FALSE,
    STATE(91), 4,
      sym_node,
      sym_use_node,
      sym_boolean,
      sym_string,
  [754] = 19,
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
    ACTIONS(45), 1,
      anon_sym_DQUOTE,
    ACTIONS(47), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(49), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(91), 1,
      anon_sym_DEF,
    ACTIONS(93), 1,
      anon_sym_USE,
    ACTIONS(95), 1,
      sym_null,
    ACTIONS(97), 1,
      sym_numbers,
    ACTIONS(159), 1,
      anon_sym_RBRACK,
    STATE(11), 1,
      aux_sym_list_repeat1,
    STATE(14), 1,
      sym_template_statement,
    STATE(64), 1,
      sym_template,
    STATE(211), 1,
      sym_node_type,
    ACTIONS(43), 2,
      anon_sym_TRUE,
      anon_sym_FALSE,
    STATE(91), 4,
      sym_node,
      sym_use_node,
      sym_boolean,
      sym_string,
  [816] = 19,
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
    ACTIONS(161), 1,
      ts_builtin_sym_end,
    STATE(15), 1,
      sym_template_statement,
    STATE(18), 1,
      aux_sym_source_file_repeat1,
    STATE(113), 1,
      sym_template,
    STATE(199), 1,
      sym_node_type,
    STATE(116), 2,
      sym_node,
      sym_use_node,
    STATE(147), 3,
      sym_extern_proto,
      sym_proto,
      sym__node_value,
  [877] = 19,
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
    ACTIONS(163), 1,
      ts_builtin_sym_end,
    STATE(16), 1,
      sym_template_statement,
    STATE(18), 1,
      aux_sym_source_file_repeat1,
    STATE(113), 1,
      sym_template,
    STATE(199), 1,
      sym_node_type,
    STATE(116), 2,
      sym_node,
      sym_use_node,
    STATE(147), 3,
      sym_extern_proto,
      sym_proto,
      sym__node_value,
  [938] = 19,
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
    ACTIONS(163), 1,
      ts_builtin_sym_end,
    STATE(15), 1,
      aux_sym_source_file_repeat1,
    STATE(17), 1,
      sym_template_statement,
    STATE(113), 1,
      sym_template,
    STATE(199), 1,
      sym_node_type,
    STATE(116), 2,
      sym_node,
      sym_use_node,
    STATE(147), 3,
      sym_extern_proto,
      sym_proto,
      sym__node_value,
  [999] = 18,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(165), 1,
      ts_builtin_sym_end,
    ACTIONS(167), 1,
      sym__word,
    ACTIONS(170), 1,
      anon_sym_IMPORTABLE,
    ACTIONS(173), 1,
      anon_sym_EXTERNPROTO,
    ACTIONS(176), 1,
      anon_sym_PROTO,
    ACTIONS(179), 1,
      anon_sym_DEF,
    ACTIONS(182), 1,
      anon_sym_USE,
    ACTIONS(185), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(188), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    STATE(113), 1,
      sym_template,
    STATE(199), 1,
      sym_node_type,
    STATE(18), 2,
      sym_template_statement,
      aux_sym_source_file_repeat1,
    STATE(116), 2,
      sym_node,
      sym_use_node,
    STATE(147), 3,
      sym_extern_proto,
      sym_proto,
      sym__node_value,
  [1058] = 14,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(45), 1,
      anon_sym_DQUOTE,
    ACTIONS(47), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(49), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(55), 1,
      sym_numbers,
    STATE(19), 1,
      sym_template_statement,
    STATE(20), 1,
      aux_sym__field_value_repeat1,
    STATE(73), 1,
      sym__scalar,
    ACTIONS(43), 2,
      anon_sym_TRUE,
      anon_sym_FALSE,
    STATE(75), 3,
      sym_boolean,
      sym_string,
      sym_template,
    ACTIONS(191), 6,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_hidden,
      sym__word,
  [1109] = 13,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(198), 1,
      anon_sym_DQUOTE,
    ACTIONS(201), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(204), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(207), 1,
      sym_numbers,
    STATE(73), 1,
      sym__scalar,
    ACTIONS(195), 2,
      anon_sym_TRUE,
      anon_sym_FALSE,
    STATE(20), 2,
      sym_template_statement,
      aux_sym__field_value_repeat1,
    STATE(75), 3,
      sym_boolean,
      sym_string,
      sym_template,
    ACTIONS(193), 6,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_hidden,
      sym__word,
  [1158] = 17,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(210), 1,
      sym__word,
    ACTIONS(216), 1,
      anon_sym_RBRACE,
    ACTIONS(218), 1,
      anon_sym_DEF,
    ACTIONS(224), 1,
      anon_sym_DQUOTE,
    ACTIONS(227), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(230), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(233), 1,
      sym_numbers,
    STATE(68), 1,
      sym_template,
    STATE(220), 1,
      sym_node_type,
    ACTIONS(213), 2,
      anon_sym_PLUS,
      sym_null,
    ACTIONS(221), 2,
      anon_sym_TRUE,
      anon_sym_FALSE,
    STATE(21), 2,
      sym_template_statement,
      aux_sym_restrictions_repeat1,
    STATE(102), 3,
      sym_node,
      sym_boolean,
      sym_string,
  [1215] = 18,
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
    ACTIONS(238), 1,
      anon_sym_RBRACE,
    ACTIONS(240), 1,
      anon_sym_DEF,
    ACTIONS(244), 1,
      anon_sym_DQUOTE,
    ACTIONS(246), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(248), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(250), 1,
      sym_numbers,
    STATE(22), 1,
      sym_template_statement,
    STATE(23), 1,
      aux_sym_restrictions_repeat1,
    STATE(68), 1,
      sym_template,
    STATE(220), 1,
      sym_node_type,
    ACTIONS(236), 2,
      anon_sym_PLUS,
      sym_null,
    ACTIONS(242), 2,
      anon_sym_TRUE,
      anon_sym_FALSE,
    STATE(102), 3,
      sym_node,
      sym_boolean,
      sym_string,
  [1274] = 18,
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
    ACTIONS(240), 1,
      anon_sym_DEF,
    ACTIONS(244), 1,
      anon_sym_DQUOTE,
    ACTIONS(246), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(248), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(250), 1,
      sym_numbers,
    ACTIONS(252), 1,
      anon_sym_RBRACE,
    STATE(21), 1,
      aux_sym_restrictions_repeat1,
    STATE(23), 1,
      sym_template_statement,
    STATE(68), 1,
      sym_template,
    STATE(220), 1,
      sym_node_type,
    ACTIONS(236), 2,
      anon_sym_PLUS,
      sym_null,
    ACTIONS(242), 2,
      anon_sym_TRUE,
      anon_sym_FALSE,
    STATE(102), 3,
      sym_node,
      sym_boolean,
      sym_string,
  [1333] = 18,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(35), 1,
      anon_sym_DEF,
    ACTIONS(37), 1,
      anon_sym_USE,
    ACTIONS(254), 1,
      sym__word,
    ACTIONS(256), 1,
      anon_sym_RBRACE,
    ACTIONS(258), 1,
      sym_null,
    ACTIONS(260), 1,
      anon_sym_hidden,
    ACTIONS(262), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(264), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    STATE(24), 1,
      sym_template_statement,
    STATE(26), 1,
      aux_sym_node_body_repeat1,
    STATE(123), 1,
      sym_template,
    STATE(204), 1,
      sym_node_type,
    STATE(161), 2,
      sym_node,
      sym_use_node,
    STATE(160), 3,
      sym_field,
      sym_hidden_field,
      sym__node_value,
  [1391] = 18,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(35), 1,
      anon_sym_DEF,
    ACTIONS(37), 1,
      anon_sym_USE,
    ACTIONS(254), 1,
      sym__word,
    ACTIONS(258), 1,
      sym_null,
    ACTIONS(260), 1,
      anon_sym_hidden,
    ACTIONS(262), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(264), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(266), 1,
      anon_sym_RBRACE,
    STATE(24), 1,
      aux_sym_node_body_repeat1,
    STATE(25), 1,
      sym_template_statement,
    STATE(123), 1,
      sym_template,
    STATE(204), 1,
      sym_node_type,
    STATE(161), 2,
      sym_node,
      sym_use_node,
    STATE(160), 3,
      sym_field,
      sym_hidden_field,
      sym__node_value,
  [1449] = 17,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(268), 1,
      sym__word,
    ACTIONS(271), 1,
      anon_sym_RBRACE,
    ACTIONS(273), 1,
      anon_sym_DEF,
    ACTIONS(276), 1,
      anon_sym_USE,
    ACTIONS(279), 1,
      sym_null,
    ACTIONS(282), 1,
      anon_sym_hidden,
    ACTIONS(285), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(288), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    STATE(123), 1,
      sym_template,
    STATE(204), 1,
      sym_node_type,
    STATE(26), 2,
      sym_template_statement,
      aux_sym_node_body_repeat1,
    STATE(161), 2,
      sym_node,
      sym_use_node,
    STATE(160), 3,
      sym_field,
      sym_hidden_field,
      sym__node_value,
  [1505] = 18,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(35), 1,
      anon_sym_DEF,
    ACTIONS(37), 1,
      anon_sym_USE,
    ACTIONS(254), 1,
      sym__word,
    ACTIONS(258), 1,
      sym_null,
    ACTIONS(260), 1,
      anon_sym_hidden,
    ACTIONS(262), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(264), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(291), 1,
      anon_sym_RBRACE,
    STATE(27), 1,
      sym_template_statement,
    STATE(28), 1,
      aux_sym_node_body_repeat1,
    STATE(123), 1,
      sym_template,
    STATE(204), 1,
      sym_node_type,
    STATE(161), 2,
      sym_node,
      sym_use_node,
    STATE(160), 3,
      sym_field,
      sym_hidden_field,
      sym__node_value,
  [1563] = 18,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(35), 1,
      anon_sym_DEF,
    ACTIONS(37), 1,
      anon_sym_USE,
    ACTIONS(254), 1,
      sym__word,
    ACTIONS(258), 1,
      sym_null,
    ACTIONS(260), 1,
      anon_sym_hidden,
    ACTIONS(262), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(264), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(293), 1,
      anon_sym_RBRACE,
    STATE(26), 1,
      aux_sym_node_body_repeat1,
    STATE(28), 1,
      sym_template_statement,
    STATE(123), 1,
      sym_template,
    STATE(204), 1,
      sym_node_type,
    STATE(161), 2,
      sym_node,
      sym_use_node,
    STATE(160), 3,
      sym_field,
      sym_hidden_field,
      sym__node_value,
  [1621] = 18,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(35), 1,
      anon_sym_DEF,
    ACTIONS(37), 1,
      anon_sym_USE,
    ACTIONS(254), 1,
      sym__word,
    ACTIONS(258), 1,
      sym_null,
    ACTIONS(260), 1,
      anon_sym_hidden,
    ACTIONS(262), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(264), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(295), 1,
      anon_sym_RBRACE,
    STATE(26), 1,
      aux_sym_node_body_repeat1,
    STATE(29), 1,
      sym_template_statement,
    STATE(123), 1,
      sym_template,
    STATE(204), 1,
      sym_node_type,
    STATE(161), 2,
      sym_node,
      sym_use_node,
    STATE(160), 3,
      sym_field,
      sym_hidden_field,
      sym__node_value,
  [1679] = 18,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(35), 1,
      anon_sym_DEF,
    ACTIONS(37), 1,
      anon_sym_USE,
    ACTIONS(254), 1,
      sym__word,
    ACTIONS(258), 1,
      sym_null,
    ACTIONS(260), 1,
      anon_sym_hidden,
    ACTIONS(262), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(264), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(297), 1,
      anon_sym_RBRACE,
    STATE(26), 1,
      aux_sym_node_body_repeat1,
    STATE(30), 1,
      sym_template_statement,
    STATE(123), 1,
      sym_template,
    STATE(204), 1,
      sym_node_type,
    STATE(161), 2,
      sym_node,
      sym_use_node,
    STATE(160), 3,
      sym_field,
      sym_hidden_field,
      sym__node_value,
  [1737] = 18,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(35), 1,
      anon_sym_DEF,
    ACTIONS(37), 1,
      anon_sym_USE,
    ACTIONS(254), 1,
      sym__word,
    ACTIONS(258), 1,
      sym_null,
    ACTIONS(260), 1,
      anon_sym_hidden,
    ACTIONS(262), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(264), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(299), 1,
      anon_sym_RBRACE,
    STATE(29), 1,
      aux_sym_node_body_repeat1,
    STATE(31), 1,
      sym_template_statement,
    STATE(123), 1,
      sym_template,
    STATE(204), 1,
      sym_node_type,
    STATE(161), 2,
      sym_node,
      sym_use_node,
    STATE(160), 3,
      sym_field,
      sym_hidden_field,
      sym__node_value,
  [1795] = 18,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(35), 1,
      anon_sym_DEF,
    ACTIONS(37), 1,
      anon_sym_USE,
    ACTIONS(254), 1,
      sym__word,
    ACTIONS(258), 1,
      sym_null,
    ACTIONS(260), 1,
      anon_sym_hidden,
    ACTIONS(262), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(264), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(301), 1,
      anon_sym_RBRACE,
    STATE(32), 1,
      sym_template_statement,
    STATE(34), 1,
      aux_sym_node_body_repeat1,
    STATE(123), 1,
      sym_template,
    STATE(204), 1,
      sym_node_type,
    STATE(161), 2,
      sym_node,
      sym_use_node,
    STATE(160), 3,
      sym_field,
      sym_hidden_field,
      sym__node_value,
  [1853] = 18,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(35), 1,
      anon_sym_DEF,
    ACTIONS(37), 1,
      anon_sym_USE,
    ACTIONS(254), 1,
      sym__word,
    ACTIONS(258), 1,
      sym_null,
    ACTIONS(260), 1,
      anon_sym_hidden,
    ACTIONS(262), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(264), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(303), 1,
      anon_sym_RBRACE,
    STATE(30), 1,
      aux_sym_node_body_repeat1,
    STATE(33), 1,
      sym_template_statement,
    STATE(123), 1,
      sym_template,
    STATE(204), 1,
      sym_node_type,
    STATE(161), 2,
      sym_node,
      sym_use_node,
    STATE(160), 3,
      sym_field,
      sym_hidden_field,
      sym__node_value,
  [1911] = 18,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(35), 1,
      anon_sym_DEF,
    ACTIONS(37), 1,
      anon_sym_USE,
    ACTIONS(254), 1,
      sym__word,
    ACTIONS(258), 1,
      sym_null,
    ACTIONS(260), 1,
      anon_sym_hidden,
    ACTIONS(262), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(264), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(305), 1,
      anon_sym_RBRACE,
    STATE(26), 1,
      aux_sym_node_body_repeat1,
    STATE(34), 1,
      sym_template_statement,
    STATE(123), 1,
      sym_template,
    STATE(204), 1,
      sym_node_type,
    STATE(161), 2,
      sym_node,
      sym_use_node,
    STATE(160), 3,
      sym_field,
      sym_hidden_field,
      sym__node_value,
  [1969] = 11,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(309), 1,
      anon_sym_PERCENT_LT_EQ2,
    ACTIONS(311), 1,
      anon_sym_PERCENT_LBRACE_EQ2,
    ACTIONS(313), 1,
      sym_numbers,
    STATE(35), 1,
      sym_template_statement,
    STATE(36), 1,
      aux_sym_def_name_repeat1,
    STATE(54), 1,
      sym__glued_template,
    ACTIONS(307), 10,
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
  [2012] = 11,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(309), 1,
      anon_sym_PERCENT_LT_EQ2,
    ACTIONS(311), 1,
      anon_sym_PERCENT_LBRACE_EQ2,
    ACTIONS(317), 1,
      sym_numbers,
    STATE(36), 1,
      sym_template_statement,
    STATE(37), 1,
      aux_sym_def_name_repeat1,
    STATE(54), 1,
      sym__glued_template,
    ACTIONS(315), 10,
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
  [2055] = 10,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(321), 1,
      anon_sym_PERCENT_LT_EQ2,
    ACTIONS(324), 1,
      anon_sym_PERCENT_LBRACE_EQ2,
    ACTIONS(327), 1,
      sym_numbers,
    STATE(54), 1,
      sym__glued_template,
    STATE(37), 2,
      sym_template_statement,
      aux_sym_def_name_repeat1,
    ACTIONS(319), 10,
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
  [2096] = 9,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(329), 1,
      anon_sym_PERCENT_LT_EQ2,
    ACTIONS(332), 1,
      anon_sym_PERCENT_LBRACE_EQ2,
    STATE(65), 1,
      sym__glued_template,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(319), 2,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
    STATE(38), 2,
      sym_template_statement,
      aux_sym_def_name_repeat1,
    ACTIONS(327), 8,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_LBRACE,
  [2134] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(337), 1,
      anon_sym_LBRACE,
    STATE(39), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(335), 13,
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
  [2166] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(341), 1,
      sym_numbers,
    STATE(40), 1,
      sym_template_statement,
    ACTIONS(339), 13,
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
  [2200] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(41), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(341), 14,
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
  [2230] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(345), 1,
      sym_numbers,
    STATE(42), 1,
      sym_template_statement,
    ACTIONS(343), 13,
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
  [2264] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(43), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(345), 14,
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
  [2294] = 8,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(33), 1,
      anon_sym_LBRACE,
    ACTIONS(335), 1,
      sym_numbers,
    STATE(44), 1,
      sym_template_statement,
    ACTIONS(347), 11,
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
  [2329] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(45), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(335), 13,
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
  [2358] = 11,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(349), 1,
      anon_sym_RBRACK,
    ACTIONS(353), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(355), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    STATE(6), 1,
      sym_field_kind,
    STATE(46), 1,
      sym_template_statement,
    STATE(60), 1,
      aux_sym_interface_repeat1,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    STATE(129), 2,
      sym_field_declaration,
      sym_template,
    ACTIONS(351), 6,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
  [2399] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(47), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(357), 13,
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
  [2428] = 10,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(359), 1,
      anon_sym_RBRACK,
    ACTIONS(364), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(367), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    STATE(6), 1,
      sym_field_kind,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    STATE(48), 2,
      sym_template_statement,
      aux_sym_interface_repeat1,
    STATE(129), 2,
      sym_field_declaration,
      sym_template,
    ACTIONS(361), 6,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
  [2467] = 11,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(317), 1,
      ts_builtin_sym_end,
    ACTIONS(370), 1,
      anon_sym_PERCENT_LT_EQ2,
    ACTIONS(372), 1,
      anon_sym_PERCENT_LBRACE_EQ2,
    STATE(49), 1,
      sym_template_statement,
    STATE(51), 1,
      aux_sym_def_name_repeat1,
    STATE(97), 1,
      sym__glued_template,
    ACTIONS(315), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [2508] = 11,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(313), 1,
      ts_builtin_sym_end,
    ACTIONS(370), 1,
      anon_sym_PERCENT_LT_EQ2,
    ACTIONS(372), 1,
      anon_sym_PERCENT_LBRACE_EQ2,
    STATE(49), 1,
      aux_sym_def_name_repeat1,
    STATE(50), 1,
      sym_template_statement,
    STATE(97), 1,
      sym__glued_template,
    ACTIONS(307), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [2549] = 10,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(327), 1,
      ts_builtin_sym_end,
    ACTIONS(374), 1,
      anon_sym_PERCENT_LT_EQ2,
    ACTIONS(377), 1,
      anon_sym_PERCENT_LBRACE_EQ2,
    STATE(97), 1,
      sym__glued_template,
    STATE(51), 2,
      sym_template_statement,
      aux_sym_def_name_repeat1,
    ACTIONS(319), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [2588] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(52), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(380), 13,
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
  [2617] = 10,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(51), 1,
      anon_sym_PERCENT_LT_EQ2,
    ACTIONS(53), 1,
      anon_sym_PERCENT_LBRACE_EQ2,
    STATE(53), 1,
      sym_template_statement,
    STATE(56), 1,
      aux_sym_def_name_repeat1,
    STATE(65), 1,
      sym__glued_template,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(307), 2,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(313), 7,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
  [2656] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(54), 1,
      sym_template_statement,
    ACTIONS(384), 3,
      sym_numbers,
      anon_sym_PERCENT_LT_EQ2,
      anon_sym_PERCENT_LBRACE_EQ2,
    ACTIONS(382), 10,
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
  [2689] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(55), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(386), 13,
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
  [2718] = 10,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(51), 1,
      anon_sym_PERCENT_LT_EQ2,
    ACTIONS(53), 1,
      anon_sym_PERCENT_LBRACE_EQ2,
    STATE(38), 1,
      aux_sym_def_name_repeat1,
    STATE(56), 1,
      sym_template_statement,
    STATE(65), 1,
      sym__glued_template,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(315), 2,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(317), 7,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
  [2757] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(57), 1,
      sym_template_statement,
    ACTIONS(390), 3,
      sym_numbers,
      anon_sym_PERCENT_LT_EQ2,
      anon_sym_PERCENT_LBRACE_EQ2,
    ACTIONS(388), 10,
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
  [2790] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(58), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(392), 13,
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
  [2819] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(59), 1,
      sym_template_statement,
    ACTIONS(396), 3,
      sym_numbers,
      anon_sym_PERCENT_LT_EQ2,
      anon_sym_PERCENT_LBRACE_EQ2,
    ACTIONS(394), 10,
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
  [2852] = 11,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(353), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(355), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(398), 1,
      anon_sym_RBRACK,
    STATE(6), 1,
      sym_field_kind,
    STATE(48), 1,
      aux_sym_interface_repeat1,
    STATE(60), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    STATE(129), 2,
      sym_field_declaration,
      sym_template,
    ACTIONS(351), 6,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
  [2893] = 7,
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
    STATE(61), 1,
      sym_template_statement,
    ACTIONS(400), 12,
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
  [2926] = 7,
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
    STATE(62), 1,
      sym_template_statement,
    ACTIONS(402), 12,
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
  [2959] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(392), 1,
      sym_numbers,
    STATE(63), 1,
      sym_template_statement,
    ACTIONS(404), 12,
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
  [2992] = 8,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(33), 1,
      anon_sym_LBRACE,
    ACTIONS(408), 1,
      sym_numbers,
    STATE(64), 1,
      sym_template_statement,
    ACTIONS(406), 10,
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
  [3026] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(65), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(382), 2,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(384), 10,
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
  [3056] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(341), 1,
      sym_numbers,
    STATE(66), 1,
      sym_template_statement,
    ACTIONS(339), 11,
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
  [3088] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(345), 1,
      sym_numbers,
    STATE(67), 1,
      sym_template_statement,
    ACTIONS(343), 11,
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
  [3120] = 8,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(33), 1,
      anon_sym_LBRACE,
    ACTIONS(412), 1,
      sym_numbers,
    STATE(68), 1,
      sym_template_statement,
    ACTIONS(410), 10,
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
  [3154] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(69), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(388), 2,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(390), 10,
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
  [3184] = 16,
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
    ACTIONS(35), 1,
      anon_sym_DEF,
    ACTIONS(37), 1,
      anon_sym_USE,
    ACTIONS(262), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(264), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(414), 1,
      anon_sym_RBRACE,
    STATE(70), 1,
      sym_template_statement,
    STATE(72), 1,
      aux_sym_proto_body_repeat1,
    STATE(168), 1,
      sym_template,
    STATE(175), 1,
      sym__node_value,
    STATE(204), 1,
      sym_node_type,
    STATE(161), 2,
      sym_node,
      sym_use_node,
  [3234] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(71), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(394), 2,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(396), 10,
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
  [3264] = 16,
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
    ACTIONS(35), 1,
      anon_sym_DEF,
    ACTIONS(37), 1,
      anon_sym_USE,
    ACTIONS(262), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(264), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(416), 1,
      anon_sym_RBRACE,
    STATE(72), 1,
      sym_template_statement,
    STATE(78), 1,
      aux_sym_proto_body_repeat1,
    STATE(168), 1,
      sym_template,
    STATE(175), 1,
      sym__node_value,
    STATE(204), 1,
      sym_node_type,
    STATE(161), 2,
      sym_node,
      sym_use_node,
  [3314] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(357), 1,
      sym_numbers,
    STATE(73), 1,
      sym_template_statement,
    ACTIONS(418), 11,
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
  [3346] = 10,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(420), 1,
      anon_sym_PERCENT_LT_EQ2,
    ACTIONS(422), 1,
      anon_sym_PERCENT_LBRACE_EQ2,
    STATE(74), 1,
      sym_template_statement,
    STATE(76), 1,
      aux_sym_def_name_repeat1,
    STATE(112), 1,
      sym__glued_template,
    ACTIONS(307), 8,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [3384] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(335), 1,
      sym_numbers,
    STATE(75), 1,
      sym_template_statement,
    ACTIONS(347), 11,
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
  [3416] = 10,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(420), 1,
      anon_sym_PERCENT_LT_EQ2,
    ACTIONS(422), 1,
      anon_sym_PERCENT_LBRACE_EQ2,
    STATE(76), 1,
      sym_template_statement,
    STATE(77), 1,
      aux_sym_def_name_repeat1,
    STATE(112), 1,
      sym__glued_template,
    ACTIONS(315), 8,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [3454] = 9,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(424), 1,
      anon_sym_PERCENT_LT_EQ2,
    ACTIONS(427), 1,
      anon_sym_PERCENT_LBRACE_EQ2,
    STATE(112), 1,
      sym__glued_template,
    STATE(77), 2,
      sym_template_statement,
      aux_sym_def_name_repeat1,
    ACTIONS(319), 8,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [3490] = 15,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(430), 1,
      sym__word,
    ACTIONS(433), 1,
      anon_sym_RBRACE,
    ACTIONS(435), 1,
      anon_sym_DEF,
    ACTIONS(438), 1,
      anon_sym_USE,
    ACTIONS(441), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(444), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    STATE(168), 1,
      sym_template,
    STATE(175), 1,
      sym__node_value,
    STATE(204), 1,
      sym_node_type,
    STATE(78), 2,
      sym_template_statement,
      aux_sym_proto_body_repeat1,
    STATE(161), 2,
      sym_node,
      sym_use_node,
  [3538] = 7,
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
  [3569] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(392), 1,
      sym_numbers,
    STATE(80), 1,
      sym_template_statement,
    ACTIONS(404), 10,
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
  [3600] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(449), 1,
      sym_numbers,
    STATE(81), 1,
      sym_template_statement,
    ACTIONS(447), 10,
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
  [3631] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(82), 1,
      sym_template_statement,
    ACTIONS(396), 3,
      ts_builtin_sym_end,
      anon_sym_PERCENT_LT_EQ2,
      anon_sym_PERCENT_LBRACE_EQ2,
    ACTIONS(394), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [3662] = 9,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(451), 1,
      ts_builtin_sym_end,
    ACTIONS(455), 1,
      sym_info_line,
    STATE(83), 1,
      sym_template_statement,
    STATE(94), 1,
      aux_sym_header_repeat1,
    ACTIONS(453), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [3697] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(459), 1,
      sym_numbers,
    STATE(84), 1,
      sym_template_statement,
    ACTIONS(457), 10,
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
  [3728] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(463), 1,
      sym_numbers,
    STATE(85), 1,
      sym_template_statement,
    ACTIONS(461), 10,
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
  [3759] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(465), 1,
      sym__bare_word_same_line,
    STATE(86), 1,
      sym_template_statement,
    STATE(92), 1,
      aux_sym__field_value_repeat2,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(101), 9,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [3790] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(469), 1,
      sym_numbers,
    STATE(87), 1,
      sym_template_statement,
    ACTIONS(467), 10,
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
  [3821] = 9,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(455), 1,
      sym_info_line,
    ACTIONS(471), 1,
      ts_builtin_sym_end,
    STATE(83), 1,
      aux_sym_header_repeat1,
    STATE(88), 1,
      sym_template_statement,
    ACTIONS(473), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [3856] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(449), 1,
      sym_numbers,
    STATE(89), 1,
      sym_template_statement,
    ACTIONS(447), 10,
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
  [3887] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(459), 1,
      sym_numbers,
    STATE(90), 1,
      sym_template_statement,
    ACTIONS(457), 10,
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
  [3918] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(408), 1,
      sym_numbers,
    STATE(91), 1,
      sym_template_statement,
    ACTIONS(406), 10,
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
  [3949] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(465), 1,
      sym__bare_word_same_line,
    STATE(92), 1,
      sym_template_statement,
    STATE(93), 1,
      aux_sym__field_value_repeat2,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(475), 9,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [3980] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(479), 1,
      sym__bare_word_same_line,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    STATE(93), 2,
      sym_template_statement,
      aux_sym__field_value_repeat2,
    ACTIONS(477), 9,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [4009] = 8,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(482), 1,
      ts_builtin_sym_end,
    ACTIONS(486), 1,
      sym_info_line,
    STATE(94), 2,
      sym_template_statement,
      aux_sym_header_repeat1,
    ACTIONS(484), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [4042] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(491), 1,
      sym_numbers,
    STATE(95), 1,
      sym_template_statement,
    ACTIONS(489), 10,
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
  [4073] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(313), 1,
      sym_numbers,
    STATE(96), 1,
      sym_template_statement,
    ACTIONS(307), 10,
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
  [4104] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(97), 1,
      sym_template_statement,
    ACTIONS(384), 3,
      ts_builtin_sym_end,
      anon_sym_PERCENT_LT_EQ2,
      anon_sym_PERCENT_LBRACE_EQ2,
    ACTIONS(382), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [4135] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(463), 1,
      sym_numbers,
    STATE(98), 1,
      sym_template_statement,
    ACTIONS(461), 10,
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
  [4166] = 7,
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
    STATE(99), 1,
      sym_template_statement,
    ACTIONS(402), 10,
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
  [4197] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(100), 1,
      sym_template_statement,
    ACTIONS(390), 3,
      ts_builtin_sym_end,
      anon_sym_PERCENT_LT_EQ2,
      anon_sym_PERCENT_LBRACE_EQ2,
    ACTIONS(388), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [4228] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(469), 1,
      sym_numbers,
    STATE(101), 1,
      sym_template_statement,
    ACTIONS(467), 10,
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
  [4259] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(412), 1,
      sym_numbers,
    STATE(102), 1,
      sym_template_statement,
    ACTIONS(410), 10,
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
  [4290] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(345), 1,
      ts_builtin_sym_end,
    STATE(103), 1,
      sym_template_statement,
    ACTIONS(343), 9,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_LBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [4320] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(341), 1,
      ts_builtin_sym_end,
    STATE(104), 1,
      sym_template_statement,
    ACTIONS(339), 9,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_LBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [4350] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(105), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(341), 10,
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
  [4376] = 8,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(493), 1,
      sym__bare_word_same_line,
    STATE(106), 1,
      sym_template_statement,
    STATE(109), 1,
      aux_sym__field_value_repeat2,
    ACTIONS(191), 8,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [4408] = 7,
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
    ACTIONS(390), 2,
      anon_sym_PERCENT_LT_EQ2,
      anon_sym_PERCENT_LBRACE_EQ2,
    ACTIONS(388), 8,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [4438] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(497), 1,
      sym__bare_word_same_line,
    STATE(108), 2,
      sym_template_statement,
      aux_sym__field_value_repeat2,
    ACTIONS(495), 8,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [4468] = 8,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(493), 1,
      sym__bare_word_same_line,
    STATE(108), 1,
      aux_sym__field_value_repeat2,
    STATE(109), 1,
      sym_template_statement,
    ACTIONS(500), 8,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [4500] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(110), 1,
      sym_template_statement,
    ACTIONS(396), 2,
      anon_sym_PERCENT_LT_EQ2,
      anon_sym_PERCENT_LBRACE_EQ2,
    ACTIONS(394), 8,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [4530] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(111), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(345), 10,
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
  [4556] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(112), 1,
      sym_template_statement,
    ACTIONS(384), 2,
      anon_sym_PERCENT_LT_EQ2,
      anon_sym_PERCENT_LBRACE_EQ2,
    ACTIONS(382), 8,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [4586] = 8,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(33), 1,
      anon_sym_LBRACE,
    ACTIONS(502), 1,
      ts_builtin_sym_end,
    STATE(113), 1,
      sym_template_statement,
    ACTIONS(504), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [4618] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(114), 1,
      sym_template_statement,
    ACTIONS(506), 2,
      sym_info_line,
      ts_builtin_sym_end,
    ACTIONS(508), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [4648] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(115), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(510), 10,
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
  [4674] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(512), 1,
      ts_builtin_sym_end,
    STATE(116), 1,
      sym_template_statement,
    ACTIONS(514), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [4703] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(117), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(516), 9,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [4728] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(118), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(518), 9,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [4753] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(119), 1,
      sym_template_statement,
    ACTIONS(339), 9,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [4780] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(120), 1,
      sym_template_statement,
    ACTIONS(343), 9,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [4807] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(469), 1,
      ts_builtin_sym_end,
    STATE(121), 1,
      sym_template_statement,
    ACTIONS(467), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [4836] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(122), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(101), 9,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [4861] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(33), 1,
      anon_sym_LBRACE,
    STATE(123), 1,
      sym_template_statement,
    ACTIONS(520), 8,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [4890] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(392), 1,
      ts_builtin_sym_end,
    STATE(124), 1,
      sym_template_statement,
    ACTIONS(404), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [4919] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(125), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(522), 9,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [4944] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(126), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(524), 9,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [4969] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(127), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(526), 9,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [4994] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(528), 1,
      ts_builtin_sym_end,
    STATE(128), 1,
      sym_template_statement,
    ACTIONS(530), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [5023] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(129), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(532), 9,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [5048] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(534), 1,
      ts_builtin_sym_end,
    STATE(130), 1,
      sym_template_statement,
    ACTIONS(536), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [5077] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(449), 1,
      ts_builtin_sym_end,
    STATE(131), 1,
      sym_template_statement,
    ACTIONS(447), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [5106] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(538), 1,
      ts_builtin_sym_end,
    STATE(132), 1,
      sym_template_statement,
    ACTIONS(540), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [5135] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(491), 1,
      ts_builtin_sym_end,
    STATE(133), 1,
      sym_template_statement,
    ACTIONS(489), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [5164] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(134), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(491), 9,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [5189] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(135), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(313), 9,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [5214] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(313), 1,
      ts_builtin_sym_end,
    STATE(136), 1,
      sym_template_statement,
    ACTIONS(307), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [5243] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(459), 1,
      ts_builtin_sym_end,
    STATE(137), 1,
      sym_template_statement,
    ACTIONS(457), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [5272] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(542), 1,
      ts_builtin_sym_end,
    STATE(138), 1,
      sym_template_statement,
    ACTIONS(544), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [5301] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(510), 1,
      sym__bare_word_same_line,
    STATE(139), 1,
      sym_template_statement,
    ACTIONS(546), 8,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [5330] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(140), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(463), 9,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [5355] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(141), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(469), 9,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [5380] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(142), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(449), 9,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [5405] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(143), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(459), 9,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [5430] = 7,
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
    STATE(144), 1,
      sym_template_statement,
    ACTIONS(402), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [5459] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(463), 1,
      ts_builtin_sym_end,
    STATE(145), 1,
      sym_template_statement,
    ACTIONS(461), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [5488] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(548), 1,
      ts_builtin_sym_end,
    STATE(146), 1,
      sym_template_statement,
    ACTIONS(550), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [5517] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(502), 1,
      ts_builtin_sym_end,
    STATE(147), 1,
      sym_template_statement,
    ACTIONS(504), 8,
      anon_sym_IMPORTABLE,
      anon_sym_EXTERNPROTO,
      anon_sym_PROTO,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [5546] = 5,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(148), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(512), 9,
      anon_sym_RBRACK,
      anon_sym_field,
      anon_sym_vrmlField,
      anon_sym_w3dField,
      anon_sym_hiddenField,
      anon_sym_deprecatedField,
      anon_sym_unconnectedField,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [5571] = 6,
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
    ACTIONS(461), 8,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [5597] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(150), 1,
      sym_template_statement,
    ACTIONS(552), 8,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [5623] = 6,
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
    ACTIONS(457), 8,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [5649] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(152), 1,
      sym_template_statement,
    ACTIONS(489), 8,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [5675] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(153), 1,
      sym_template_statement,
    ACTIONS(191), 8,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [5701] = 6,
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
    ACTIONS(554), 8,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [5727] = 6,
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
    ACTIONS(467), 8,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [5753] = 6,
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
    ACTIONS(556), 8,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [5779] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(157), 1,
      sym_template_statement,
    ACTIONS(447), 8,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [5805] = 6,
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
    ACTIONS(558), 8,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [5831] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(159), 1,
      sym_template_statement,
    ACTIONS(307), 8,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [5857] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(160), 1,
      sym_template_statement,
    ACTIONS(520), 8,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [5883] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(161), 1,
      sym_template_statement,
    ACTIONS(514), 8,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [5909] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    STATE(162), 1,
      sym_template_statement,
    ACTIONS(560), 8,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      sym_null,
      anon_sym_hidden,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [5935] = 9,
    ACTIONS(562), 1,
      anon_sym_DQUOTE2,
    ACTIONS(564), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(566), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(568), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(570), 1,
      anon_sym_PERCENT_LBRACE,
    STATE(163), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(572), 2,
      sym_string_content,
      sym_escape_sequence,
    STATE(171), 2,
      sym_template,
      aux_sym_string_repeat1,
  [5966] = 9,
    ACTIONS(564), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(566), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(568), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(570), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(574), 1,
      anon_sym_DQUOTE2,
    STATE(164), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(576), 2,
      sym_string_content,
      sym_escape_sequence,
    STATE(170), 2,
      sym_template,
      aux_sym_string_repeat1,
  [5997] = 11,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(420), 1,
      anon_sym_PERCENT_LT_EQ2,
    ACTIONS(422), 1,
      anon_sym_PERCENT_LBRACE_EQ2,
    ACTIONS(578), 1,
      sym__word,
    STATE(112), 1,
      sym__glued_template,
    STATE(165), 1,
      sym_template_statement,
    STATE(166), 1,
      aux_sym_def_name_repeat1,
    ACTIONS(580), 2,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [6032] = 11,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(420), 1,
      anon_sym_PERCENT_LT_EQ2,
    ACTIONS(422), 1,
      anon_sym_PERCENT_LBRACE_EQ2,
    ACTIONS(582), 1,
      sym__word,
    STATE(77), 1,
      aux_sym_def_name_repeat1,
    STATE(112), 1,
      sym__glued_template,
    STATE(166), 1,
      sym_template_statement,
    ACTIONS(584), 2,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [6067] = 9,
    ACTIONS(564), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(566), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(568), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(570), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(586), 1,
      anon_sym_DQUOTE2,
    STATE(167), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(588), 2,
      sym_string_content,
      sym_escape_sequence,
    STATE(172), 2,
      sym_template,
      aux_sym_string_repeat1,
  [6098] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(33), 1,
      anon_sym_LBRACE,
    STATE(168), 1,
      sym_template_statement,
    ACTIONS(590), 6,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [6125] = 8,
    ACTIONS(592), 1,
      anon_sym_DQUOTE2,
    ACTIONS(594), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(597), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(600), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(603), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(606), 2,
      sym_string_content,
      sym_escape_sequence,
    STATE(169), 3,
      sym_template,
      sym_template_statement,
      aux_sym_string_repeat1,
  [6154] = 9,
    ACTIONS(564), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(566), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(568), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(570), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(609), 1,
      anon_sym_DQUOTE2,
    STATE(170), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(611), 2,
      sym_string_content,
      sym_escape_sequence,
    STATE(169), 2,
      sym_template,
      aux_sym_string_repeat1,
  [6185] = 9,
    ACTIONS(564), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(566), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(568), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(570), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(613), 1,
      anon_sym_DQUOTE2,
    STATE(171), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(611), 2,
      sym_string_content,
      sym_escape_sequence,
    STATE(169), 2,
      sym_template,
      aux_sym_string_repeat1,
  [6216] = 9,
    ACTIONS(564), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(566), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(568), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(570), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(615), 1,
      anon_sym_DQUOTE2,
    STATE(172), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(611), 2,
      sym_string_content,
      sym_escape_sequence,
    STATE(169), 2,
      sym_template,
      aux_sym_string_repeat1,
  [6247] = 9,
    ACTIONS(564), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(566), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(568), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(570), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(617), 1,
      anon_sym_DQUOTE2,
    STATE(173), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(619), 2,
      sym_string_content,
      sym_escape_sequence,
    STATE(174), 2,
      sym_template,
      aux_sym_string_repeat1,
  [6278] = 9,
    ACTIONS(564), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(566), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(568), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(570), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(621), 1,
      anon_sym_DQUOTE2,
    STATE(174), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(611), 2,
      sym_string_content,
      sym_escape_sequence,
    STATE(169), 2,
      sym_template,
      aux_sym_string_repeat1,
  [6309] = 6,
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
    ACTIONS(590), 6,
      anon_sym_RBRACE,
      anon_sym_DEF,
      anon_sym_USE,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
      sym__word,
  [6333] = 10,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(623), 1,
      sym__word,
    ACTIONS(625), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(627), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    STATE(176), 1,
      sym_template_statement,
    STATE(223), 1,
      sym_node_type,
    STATE(252), 1,
      sym_template,
  [6364] = 4,
    STATE(177), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(343), 2,
      anon_sym_PERCENT_LT,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(345), 5,
      sym_string_content,
      sym_escape_sequence,
      anon_sym_DQUOTE2,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [6383] = 10,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(262), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(264), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(629), 1,
      sym__word,
    STATE(152), 1,
      sym_use_name,
    STATE(159), 1,
      sym_template,
    STATE(178), 1,
      sym_template_statement,
  [6414] = 10,
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
    ACTIONS(631), 1,
      sym__word,
    STATE(133), 1,
      sym_use_name,
    STATE(136), 1,
      sym_template,
    STATE(179), 1,
      sym_template_statement,
  [6445] = 10,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(625), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(627), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(633), 1,
      sym__word,
    STATE(134), 1,
      sym_use_name,
    STATE(135), 1,
      sym_template,
    STATE(180), 1,
      sym_template_statement,
  [6476] = 10,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(47), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(49), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(635), 1,
      sym__word,
    STATE(95), 1,
      sym_use_name,
    STATE(96), 1,
      sym_template,
    STATE(181), 1,
      sym_template_statement,
  [6507] = 4,
    STATE(182), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(639), 2,
      anon_sym_PERCENT_LT,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(637), 5,
      sym_string_content,
      sym_escape_sequence,
      anon_sym_DQUOTE2,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [6526] = 10,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(262), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(264), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(641), 1,
      sym__word,
    STATE(183), 1,
      sym_template_statement,
    STATE(184), 1,
      sym_def_name,
    STATE(197), 1,
      sym_template,
  [6557] = 10,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(623), 1,
      sym__word,
    ACTIONS(625), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(627), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    STATE(184), 1,
      sym_template_statement,
    STATE(235), 1,
      sym_node_type,
    STATE(252), 1,
      sym_template,
  [6588] = 9,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(51), 1,
      anon_sym_PERCENT_LT_EQ2,
    ACTIONS(53), 1,
      anon_sym_PERCENT_LBRACE_EQ2,
    ACTIONS(643), 1,
      anon_sym_LBRACE,
    STATE(38), 1,
      aux_sym_def_name_repeat1,
    STATE(65), 1,
      sym__glued_template,
    STATE(185), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [6617] = 4,
    STATE(186), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(339), 2,
      anon_sym_PERCENT_LT,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(341), 5,
      sym_string_content,
      sym_escape_sequence,
      anon_sym_DQUOTE2,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [6636] = 9,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(51), 1,
      anon_sym_PERCENT_LT_EQ2,
    ACTIONS(53), 1,
      anon_sym_PERCENT_LBRACE_EQ2,
    ACTIONS(337), 1,
      anon_sym_LBRACE,
    STATE(65), 1,
      sym__glued_template,
    STATE(185), 1,
      aux_sym_def_name_repeat1,
    STATE(187), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [6665] = 10,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(623), 1,
      sym__word,
    ACTIONS(625), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(627), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    STATE(188), 1,
      sym_template_statement,
    STATE(207), 1,
      sym_node_type,
    STATE(252), 1,
      sym_template,
  [6696] = 10,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(623), 1,
      sym__word,
    ACTIONS(625), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(627), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    STATE(189), 1,
      sym_template_statement,
    STATE(216), 1,
      sym_node_type,
    STATE(252), 1,
      sym_template,
  [6727] = 4,
    STATE(190), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
    ACTIONS(647), 2,
      anon_sym_PERCENT_LT,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(645), 5,
      sym_string_content,
      sym_escape_sequence,
      anon_sym_DQUOTE2,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [6746] = 10,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(623), 1,
      sym__word,
    ACTIONS(625), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(627), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    STATE(191), 1,
      sym_template_statement,
    STATE(228), 1,
      sym_node_type,
    STATE(252), 1,
      sym_template,
  [6777] = 10,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(262), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(264), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(641), 1,
      sym__word,
    STATE(188), 1,
      sym_def_name,
    STATE(192), 1,
      sym_template_statement,
    STATE(197), 1,
      sym_template,
  [6808] = 10,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(262), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(264), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(641), 1,
      sym__word,
    STATE(189), 1,
      sym_def_name,
    STATE(193), 1,
      sym_template_statement,
    STATE(197), 1,
      sym_template,
  [6839] = 10,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(262), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(264), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(641), 1,
      sym__word,
    STATE(176), 1,
      sym_def_name,
    STATE(194), 1,
      sym_template_statement,
    STATE(197), 1,
      sym_template,
  [6870] = 10,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(262), 1,
      anon_sym_PERCENT_LT_EQ,
    ACTIONS(264), 1,
      anon_sym_PERCENT_LBRACE_EQ,
    ACTIONS(641), 1,
      sym__word,
    STATE(191), 1,
      sym_def_name,
    STATE(195), 1,
      sym_template_statement,
    STATE(197), 1,
      sym_template,
  [6901] = 8,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(649), 1,
      sym__word,
    ACTIONS(651), 1,
      anon_sym_LBRACE,
    STATE(196), 1,
      sym_template_statement,
    STATE(268), 1,
      sym_restrictions,
  [6926] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(578), 1,
      sym__word,
    STATE(197), 1,
      sym_template_statement,
    ACTIONS(580), 2,
      anon_sym_PERCENT_LT_EQ,
      anon_sym_PERCENT_LBRACE_EQ,
  [6949] = 6,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(653), 1,
      anon_sym_RBRACE_PERCENT,
    ACTIONS(655), 1,
      sym__lua_code,
    STATE(198), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [6969] = 6,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(657), 1,
      anon_sym_LBRACE,
    STATE(145), 1,
      sym_node_body,
    STATE(199), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [6989] = 6,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(659), 1,
      anon_sym_GT_PERCENT,
    ACTIONS(661), 1,
      sym__javascript_code,
    STATE(200), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7009] = 6,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(659), 1,
      anon_sym_RBRACE_PERCENT,
    ACTIONS(663), 1,
      sym__lua_code,
    STATE(201), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7029] = 6,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(665), 1,
      anon_sym_GT_PERCENT,
    ACTIONS(667), 1,
      sym__javascript_code,
    STATE(202), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7049] = 6,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(665), 1,
      anon_sym_RBRACE_PERCENT,
    ACTIONS(669), 1,
      sym__lua_code,
    STATE(203), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7069] = 6,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(671), 1,
      anon_sym_LBRACE,
    STATE(149), 1,
      sym_node_body,
    STATE(204), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7089] = 6,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(673), 1,
      anon_sym_GT_PERCENT,
    ACTIONS(675), 1,
      sym__javascript_code,
    STATE(205), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7109] = 6,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(673), 1,
      anon_sym_RBRACE_PERCENT,
    ACTIONS(677), 1,
      sym__lua_code,
    STATE(206), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7129] = 6,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(671), 1,
      anon_sym_LBRACE,
    STATE(157), 1,
      sym_node_body,
    STATE(207), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7149] = 6,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(679), 1,
      anon_sym_DQUOTE,
    STATE(132), 1,
      sym_string,
    STATE(208), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7169] = 6,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(681), 1,
      anon_sym_GT_PERCENT,
    ACTIONS(683), 1,
      sym__javascript_code,
    STATE(209), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7189] = 6,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(681), 1,
      anon_sym_RBRACE_PERCENT,
    ACTIONS(685), 1,
      sym__lua_code,
    STATE(210), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7209] = 6,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(687), 1,
      anon_sym_LBRACE,
    STATE(98), 1,
      sym_node_body,
    STATE(211), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7229] = 6,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(689), 1,
      anon_sym_GT_PERCENT,
    ACTIONS(691), 1,
      sym__javascript_code,
    STATE(212), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7249] = 6,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(693), 1,
      anon_sym_GT_PERCENT,
    ACTIONS(695), 1,
      sym__javascript_code,
    STATE(213), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7269] = 6,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(693), 1,
      anon_sym_RBRACE_PERCENT,
    ACTIONS(697), 1,
      sym__lua_code,
    STATE(214), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7289] = 7,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(699), 1,
      sym__word,
    ACTIONS(701), 1,
      anon_sym_LBRACE,
    STATE(215), 1,
      sym_template_statement,
  [7311] = 6,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(687), 1,
      anon_sym_LBRACE,
    STATE(81), 1,
      sym_node_body,
    STATE(216), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7331] = 6,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(689), 1,
      anon_sym_RBRACE_PERCENT,
    ACTIONS(703), 1,
      sym__lua_code,
    STATE(217), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7351] = 6,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(705), 1,
      anon_sym_GT_PERCENT,
    ACTIONS(707), 1,
      sym__javascript_code,
    STATE(218), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7371] = 6,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(705), 1,
      anon_sym_RBRACE_PERCENT,
    ACTIONS(709), 1,
      sym__lua_code,
    STATE(219), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7391] = 6,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(711), 1,
      anon_sym_LBRACE,
    STATE(85), 1,
      sym_node_body,
    STATE(220), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7411] = 6,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(713), 1,
      anon_sym_GT_PERCENT,
    ACTIONS(715), 1,
      sym__javascript_code,
    STATE(221), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7431] = 6,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(713), 1,
      anon_sym_RBRACE_PERCENT,
    ACTIONS(717), 1,
      sym__lua_code,
    STATE(222), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7451] = 6,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(711), 1,
      anon_sym_LBRACE,
    STATE(89), 1,
      sym_node_body,
    STATE(223), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7471] = 6,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(679), 1,
      anon_sym_DQUOTE,
    STATE(128), 1,
      sym_string,
    STATE(224), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7491] = 6,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(719), 1,
      anon_sym_GT_PERCENT,
    ACTIONS(721), 1,
      sym__javascript_code,
    STATE(225), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7511] = 6,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(719), 1,
      anon_sym_RBRACE_PERCENT,
    ACTIONS(723), 1,
      sym__lua_code,
    STATE(226), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7531] = 6,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(725), 1,
      anon_sym_LBRACE,
    STATE(140), 1,
      sym_node_body,
    STATE(227), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7551] = 6,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(725), 1,
      anon_sym_LBRACE,
    STATE(142), 1,
      sym_node_body,
    STATE(228), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7571] = 6,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(727), 1,
      anon_sym_GT_PERCENT,
    ACTIONS(729), 1,
      sym__javascript_code,
    STATE(229), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7591] = 6,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(727), 1,
      anon_sym_RBRACE_PERCENT,
    ACTIONS(731), 1,
      sym__lua_code,
    STATE(230), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7611] = 6,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(733), 1,
      anon_sym_GT_PERCENT,
    ACTIONS(735), 1,
      sym__javascript_code,
    STATE(231), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7631] = 6,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(733), 1,
      anon_sym_RBRACE_PERCENT,
    ACTIONS(737), 1,
      sym__lua_code,
    STATE(232), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7651] = 6,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(739), 1,
      anon_sym_GT_PERCENT,
    ACTIONS(741), 1,
      sym__javascript_code,
    STATE(233), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7671] = 6,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(653), 1,
      anon_sym_GT_PERCENT,
    ACTIONS(743), 1,
      sym__javascript_code,
    STATE(234), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7691] = 6,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(657), 1,
      anon_sym_LBRACE,
    STATE(131), 1,
      sym_node_body,
    STATE(235), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7711] = 6,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(745), 1,
      anon_sym_LBRACE,
    STATE(130), 1,
      sym_proto_body,
    STATE(236), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7731] = 6,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(739), 1,
      anon_sym_RBRACE_PERCENT,
    ACTIONS(747), 1,
      sym__lua_code,
    STATE(237), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7751] = 6,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(749), 1,
      anon_sym_LBRACK,
    STATE(236), 1,
      sym_interface,
    STATE(238), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7771] = 5,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(751), 1,
      anon_sym_RBRACE_PERCENT,
    STATE(239), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7788] = 5,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(753), 1,
      anon_sym_GT_PERCENT,
    STATE(240), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7805] = 5,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(753), 1,
      anon_sym_RBRACE_PERCENT,
    STATE(241), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7822] = 5,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(755), 1,
      ts_builtin_sym_end,
    STATE(242), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7839] = 5,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(757), 1,
      anon_sym_RBRACE_PERCENT,
    STATE(243), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7856] = 5,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(759), 1,
      anon_sym_GT_PERCENT,
    STATE(244), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7873] = 5,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(759), 1,
      anon_sym_RBRACE_PERCENT,
    STATE(245), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7890] = 5,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(761), 1,
      anon_sym_GT_PERCENT,
    STATE(246), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7907] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(763), 1,
      sym__word,
    STATE(247), 1,
      sym_template_statement,
  [7926] = 5,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(765), 1,
      anon_sym_RBRACE_PERCENT,
    STATE(248), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7943] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(767), 1,
      sym__word,
    STATE(249), 1,
      sym_template_statement,
  [7962] = 5,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(769), 1,
      anon_sym_GT_PERCENT,
    STATE(250), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7979] = 5,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(769), 1,
      anon_sym_RBRACE_PERCENT,
    STATE(251), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [7996] = 5,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(337), 1,
      anon_sym_LBRACE,
    STATE(252), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [8013] = 5,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(761), 1,
      anon_sym_RBRACE_PERCENT,
    STATE(253), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [8030] = 5,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(771), 1,
      anon_sym_GT_PERCENT,
    STATE(254), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [8047] = 5,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(751), 1,
      anon_sym_GT_PERCENT,
    STATE(255), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [8064] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(773), 1,
      sym__word,
    STATE(256), 1,
      sym_template_statement,
  [8083] = 5,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(765), 1,
      anon_sym_GT_PERCENT,
    STATE(257), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [8100] = 5,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(771), 1,
      anon_sym_RBRACE_PERCENT,
    STATE(258), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [8117] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(775), 1,
      sym__word,
    STATE(259), 1,
      sym_template_statement,
  [8136] = 5,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(777), 1,
      anon_sym_GT_PERCENT,
    STATE(260), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [8153] = 5,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(777), 1,
      anon_sym_RBRACE_PERCENT,
    STATE(261), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [8170] = 5,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(779), 1,
      anon_sym_GT_PERCENT,
    STATE(262), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [8187] = 5,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(779), 1,
      anon_sym_RBRACE_PERCENT,
    STATE(263), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [8204] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(781), 1,
      sym__word,
    STATE(264), 1,
      sym_template_statement,
  [8223] = 5,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(783), 1,
      anon_sym_RBRACE_PERCENT,
    STATE(265), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [8240] = 5,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(785), 1,
      anon_sym_GT_PERCENT,
    STATE(266), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [8257] = 5,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(785), 1,
      anon_sym_RBRACE_PERCENT,
    STATE(267), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [8274] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(787), 1,
      sym__word,
    STATE(268), 1,
      sym_template_statement,
  [8293] = 5,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(783), 1,
      anon_sym_GT_PERCENT,
    STATE(269), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [8310] = 5,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(757), 1,
      anon_sym_GT_PERCENT,
    STATE(270), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [8327] = 5,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(789), 1,
      anon_sym_GT_PERCENT,
    STATE(271), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [8344] = 5,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(789), 1,
      anon_sym_RBRACE_PERCENT,
    STATE(272), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [8361] = 6,
    ACTIONS(3), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(5), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(7), 1,
      sym_comment,
    ACTIONS(9), 1,
      sym_inactive_branch,
    ACTIONS(791), 1,
      sym__word,
    STATE(273), 1,
      sym_template_statement,
  [8380] = 5,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(793), 1,
      anon_sym_EXTERNPROTO,
    STATE(274), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [8397] = 5,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(795), 1,
      anon_sym_LBRACE,
    STATE(275), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [8414] = 5,
    ACTIONS(83), 1,
      anon_sym_PERCENT_LT,
    ACTIONS(85), 1,
      anon_sym_PERCENT_LBRACE,
    ACTIONS(797), 1,
      anon_sym_LBRACE,
    STATE(276), 1,
      sym_template_statement,
    ACTIONS(9), 2,
      sym_inactive_branch,
      sym_comment,
  [8431] = 1,
    ACTIONS(637), 1,
      ts_builtin_sym_end,
  [8435] = 1,
    ACTIONS(645), 1,
      ts_builtin_sym_end,
};

static const uint32_t ts_small_parse_table_map[] = {
  [SMALL_STATE(2)] = 0,
  [SMALL_STATE(3)] = 96,
  [SMALL_STATE(4)] = 177,
  [SMALL_STATE(5)] = 258,
  [SMALL_STATE(6)] = 339,
  [SMALL_STATE(7)] = 376,
  [SMALL_STATE(8)] = 410,
  [SMALL_STATE(9)] = 472,
  [SMALL_STATE(10)] = 534,
  [SMALL_STATE(11)] = 584,
  [SMALL_STATE(12)] = 644,
  [SMALL_STATE(13)] = 692,
  [SMALL_STATE(14)] = 754,
  [SMALL_STATE(15)] = 816,
  [SMALL_STATE(16)] = 877,
  [SMALL_STATE(17)] = 938,
  [SMALL_STATE(18)] = 999,
  [SMALL_STATE(19)] = 1058,
  [SMALL_STATE(20)] = 1109,
  [SMALL_STATE(21)] = 1158,
  [SMALL_STATE(22)] = 1215,
  [SMALL_STATE(23)] = 1274,
  [SMALL_STATE(24)] = 1333,
  [SMALL_STATE(25)] = 1391,
  [SMALL_STATE(26)] = 1449,
  [SMALL_STATE(27)] = 1505,
  [SMALL_STATE(28)] = 1563,
  [SMALL_STATE(29)] = 1621,
  [SMALL_STATE(30)] = 1679,
  [SMALL_STATE(31)] = 1737,
  [SMALL_STATE(32)] = 1795,
  [SMALL_STATE(33)] = 1853,
  [SMALL_STATE(34)] = 1911,
  [SMALL_STATE(35)] = 1969,
  [SMALL_STATE(36)] = 2012,
  [SMALL_STATE(37)] = 2055,
  [SMALL_STATE(38)] = 2096,
  [SMALL_STATE(39)] = 2134,
  [SMALL_STATE(40)] = 2166,
  [SMALL_STATE(41)] = 2200,
  [SMALL_STATE(42)] = 2230,
  [SMALL_STATE(43)] = 2264,
  [SMALL_STATE(44)] = 2294,
  [SMALL_STATE(45)] = 2329,
  [SMALL_STATE(46)] = 2358,
  [SMALL_STATE(47)] = 2399,
  [SMALL_STATE(48)] = 2428,
  [SMALL_STATE(49)] = 2467,
  [SMALL_STATE(50)] = 2508,
  [SMALL_STATE(51)] = 2549,
  [SMALL_STATE(52)] = 2588,
  [SMALL_STATE(53)] = 2617,
  [SMALL_STATE(54)] = 2656,
  [SMALL_STATE(55)] = 2689,
  [SMALL_STATE(56)] = 2718,
  [SMALL_STATE(57)] = 2757,
  [SMALL_STATE(58)] = 2790,
  [SMALL_STATE(59)] = 2819,
  [SMALL_STATE(60)] = 2852,
  [SMALL_STATE(61)] = 2893,
  [SMALL_STATE(62)] = 2926,
  [SMALL_STATE(63)] = 2959,
  [SMALL_STATE(64)] = 2992,
  [SMALL_STATE(65)] = 3026,
  [SMALL_STATE(66)] = 3056,
  [SMALL_STATE(67)] = 3088,
  [SMALL_STATE(68)] = 3120,
  [SMALL_STATE(69)] = 3154,
  [SMALL_STATE(70)] = 3184,
  [SMALL_STATE(71)] = 3234,
  [SMALL_STATE(72)] = 3264,
  [SMALL_STATE(73)] = 3314,
  [SMALL_STATE(74)] = 3346,
  [SMALL_STATE(75)] = 3384,
  [SMALL_STATE(76)] = 3416,
  [SMALL_STATE(77)] = 3454,
  [SMALL_STATE(78)] = 3490,
  [SMALL_STATE(79)] = 3538,
  [SMALL_STATE(80)] = 3569,
  [SMALL_STATE(81)] = 3600,
  [SMALL_STATE(82)] = 3631,
  [SMALL_STATE(83)] = 3662,
  [SMALL_STATE(84)] = 3697,
  [SMALL_STATE(85)] = 3728,
  [SMALL_STATE(86)] = 3759,
  [SMALL_STATE(87)] = 3790,
  [SMALL_STATE(88)] = 3821,
  [SMALL_STATE(89)] = 3856,
  [SMALL_STATE(90)] = 3887,
  [SMALL_STATE(91)] = 3918,
  [SMALL_STATE(92)] = 3949,
  [SMALL_STATE(93)] = 3980,
  [SMALL_STATE(94)] = 4009,
  [SMALL_STATE(95)] = 4042,
  [SMALL_STATE(96)] = 4073,
  [SMALL_STATE(97)] = 4104,
  [SMALL_STATE(98)] = 4135,
  [SMALL_STATE(99)] = 4166,
  [SMALL_STATE(100)] = 4197,
  [SMALL_STATE(101)] = 4228,
  [SMALL_STATE(102)] = 4259,
  [SMALL_STATE(103)] = 4290,
  [SMALL_STATE(104)] = 4320,
  [SMALL_STATE(105)] = 4350,
  [SMALL_STATE(106)] = 4376,
  [SMALL_STATE(107)] = 4408,
  [SMALL_STATE(108)] = 4438,
  [SMALL_STATE(109)] = 4468,
  [SMALL_STATE(110)] = 4500,
  [SMALL_STATE(111)] = 4530,
  [SMALL_STATE(112)] = 4556,
  [SMALL_STATE(113)] = 4586,
  [SMALL_STATE(114)] = 4618,
  [SMALL_STATE(115)] = 4648,
  [SMALL_STATE(116)] = 4674,
  [SMALL_STATE(117)] = 4703,
  [SMALL_STATE(118)] = 4728,
  [SMALL_STATE(119)] = 4753,
  [SMALL_STATE(120)] = 4780,
  [SMALL_STATE(121)] = 4807,
  [SMALL_STATE(122)] = 4836,
  [SMALL_STATE(123)] = 4861,
  [SMALL_STATE(124)] = 4890,
  [SMALL_STATE(125)] = 4919,
  [SMALL_STATE(126)] = 4944,
  [SMALL_STATE(127)] = 4969,
  [SMALL_STATE(128)] = 4994,
  [SMALL_STATE(129)] = 5023,
  [SMALL_STATE(130)] = 5048,
  [SMALL_STATE(131)] = 5077,
  [SMALL_STATE(132)] = 5106,
  [SMALL_STATE(133)] = 5135,
  [SMALL_STATE(134)] = 5164,
  [SMALL_STATE(135)] = 5189,
  [SMALL_STATE(136)] = 5214,
  [SMALL_STATE(137)] = 5243,
  [SMALL_STATE(138)] = 5272,
  [SMALL_STATE(139)] = 5301,
  [SMALL_STATE(140)] = 5330,
  [SMALL_STATE(141)] = 5355,
  [SMALL_STATE(142)] = 5380,
  [SMALL_STATE(143)] = 5405,
  [SMALL_STATE(144)] = 5430,
  [SMALL_STATE(145)] = 5459,
  [SMALL_STATE(146)] = 5488,
  [SMALL_STATE(147)] = 5517,
  [SMALL_STATE(148)] = 5546,
  [SMALL_STATE(149)] = 5571,
  [SMALL_STATE(150)] = 5597,
  [SMALL_STATE(151)] = 5623,
  [SMALL_STATE(152)] = 5649,
  [SMALL_STATE(153)] = 5675,
  [SMALL_STATE(154)] = 5701,
  [SMALL_STATE(155)] = 5727,
  [SMALL_STATE(156)] = 5753,
  [SMALL_STATE(157)] = 5779,
  [SMALL_STATE(158)] = 5805,
  [SMALL_STATE(159)] = 5831,
  [SMALL_STATE(160)] = 5857,
  [SMALL_STATE(161)] = 5883,
  [SMALL_STATE(162)] = 5909,
  [SMALL_STATE(163)] = 5935,
  [SMALL_STATE(164)] = 5966,
  [SMALL_STATE(165)] = 5997,
  [SMALL_STATE(166)] = 6032,
  [SMALL_STATE(167)] = 6067,
  [SMALL_STATE(168)] = 6098,
  [SMALL_STATE(169)] = 6125,
  [SMALL_STATE(170)] = 6154,
  [SMALL_STATE(171)] = 6185,
  [SMALL_STATE(172)] = 6216,
  [SMALL_STATE(173)] = 6247,
  [SMALL_STATE(174)] = 6278,
  [SMALL_STATE(175)] = 6309,
  [SMALL_STATE(176)] = 6333,
  [SMALL_STATE(177)] = 6364,
  [SMALL_STATE(178)] = 6383,
  [SMALL_STATE(179)] = 6414,
  [SMALL_STATE(180)] = 6445,
  [SMALL_STATE(181)] = 6476,
  [SMALL_STATE(182)] = 6507,
  [SMALL_STATE(183)] = 6526,
  [SMALL_STATE(184)] = 6557,
  [SMALL_STATE(185)] = 6588,
  [SMALL_STATE(186)] = 6617,
  [SMALL_STATE(187)] = 6636,
  [SMALL_STATE(188)] = 6665,
  [SMALL_STATE(189)] = 6696,
  [SMALL_STATE(190)] = 6727,
  [SMALL_STATE(191)] = 6746,
  [SMALL_STATE(192)] = 6777,
  [SMALL_STATE(193)] = 6808,
  [SMALL_STATE(194)] = 6839,
  [SMALL_STATE(195)] = 6870,
  [SMALL_STATE(196)] = 6901,
  [SMALL_STATE(197)] = 6926,
  [SMALL_STATE(198)] = 6949,
  [SMALL_STATE(199)] = 6969,
  [SMALL_STATE(200)] = 6989,
  [SMALL_STATE(201)] = 7009,
  [SMALL_STATE(202)] = 7029,
  [SMALL_STATE(203)] = 7049,
  [SMALL_STATE(204)] = 7069,
  [SMALL_STATE(205)] = 7089,
  [SMALL_STATE(206)] = 7109,
  [SMALL_STATE(207)] = 7129,
  [SMALL_STATE(208)] = 7149,
  [SMALL_STATE(209)] = 7169,
  [SMALL_STATE(210)] = 7189,
  [SMALL_STATE(211)] = 7209,
  [SMALL_STATE(212)] = 7229,
  [SMALL_STATE(213)] = 7249,
  [SMALL_STATE(214)] = 7269,
  [SMALL_STATE(215)] = 7289,
  [SMALL_STATE(216)] = 7311,
  [SMALL_STATE(217)] = 7331,
  [SMALL_STATE(218)] = 7351,
  [SMALL_STATE(219)] = 7371,
  [SMALL_STATE(220)] = 7391,
  [SMALL_STATE(221)] = 7411,
  [SMALL_STATE(222)] = 7431,
  [SMALL_STATE(223)] = 7451,
  [SMALL_STATE(224)] = 7471,
  [SMALL_STATE(225)] = 7491,
  [SMALL_STATE(226)] = 7511,
  [SMALL_STATE(227)] = 7531,
  [SMALL_STATE(228)] = 7551,
  [SMALL_STATE(229)] = 7571,
  [SMALL_STATE(230)] = 7591,
  [SMALL_STATE(231)] = 7611,
  [SMALL_STATE(232)] = 7631,
  [SMALL_STATE(233)] = 7651,
  [SMALL_STATE(234)] = 7671,
  [SMALL_STATE(235)] = 7691,
  [SMALL_STATE(236)] = 7711,
  [SMALL_STATE(237)] = 7731,
  [SMALL_STATE(238)] = 7751,
  [SMALL_STATE(239)] = 7771,
  [SMALL_STATE(240)] = 7788,
  [SMALL_STATE(241)] = 7805,
  [SMALL_STATE(242)] = 7822,
  [SMALL_STATE(243)] = 7839,
  [SMALL_STATE(244)] = 7856,
  [SMALL_STATE(245)] = 7873,
  [SMALL_STATE(246)] = 7890,
  [SMALL_STATE(247)] = 7907,
  [SMALL_STATE(248)] = 7926,
  [SMALL_STATE(249)] = 7943,
  [SMALL_STATE(250)] = 7962,
  [SMALL_STATE(251)] = 7979,
  [SMALL_STATE(252)] = 7996,
  [SMALL_STATE(253)] = 8013,
  [SMALL_STATE(254)] = 8030,
  [SMALL_STATE(255)] = 8047,
  [SMALL_STATE(256)] = 8064,
  [SMALL_STATE(257)] = 8083,
  [SMALL_STATE(258)] = 8100,
  [SMALL_STATE(259)] = 8117,
  [SMALL_STATE(260)] = 8136,
  [SMALL_STATE(261)] = 8153,
  [SMALL_STATE(262)] = 8170,
  [SMALL_STATE(263)] = 8187,
  [SMALL_STATE(264)] = 8204,
  [SMALL_STATE(265)] = 8223,
  [SMALL_STATE(266)] = 8240,
  [SMALL_STATE(267)] = 8257,
  [SMALL_STATE(268)] = 8274,
  [SMALL_STATE(269)] = 8293,
  [SMALL_STATE(270)] = 8310,
  [SMALL_STATE(271)] = 8327,
  [SMALL_STATE(272)] = 8344,
  [SMALL_STATE(273)] = 8361,
  [SMALL_STATE(274)] = 8380,
  [SMALL_STATE(275)] = 8397,
  [SMALL_STATE(276)] = 8414,
  [SMALL_STATE(277)] = 8431,
  [SMALL_STATE(278)] = 8435,
};

static const TSParseActionEntry ts_parse_actions[] = {
  [0] = {.entry = {.count = 0, .reusable = false}},
  [1] = {.entry = {.count = 1, .reusable = false}}, RECOVER(),
  [3] = {.entry = {.count = 1, .reusable = false}}, SHIFT(234),
  [5] = {.entry = {.count = 1, .reusable = false}}, SHIFT(198),
  [7] = {.entry = {.count = 1, .reusable = false}}, SHIFT_EXTRA(),
  [9] = {.entry = {.count = 1, .reusable = true}}, SHIFT_EXTRA(),
  [11] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 0, 0, 0),
  [13] = {.entry = {.count = 1, .reusable = false}}, SHIFT(187),
  [15] = {.entry = {.count = 1, .reusable = false}}, SHIFT(274),
  [17] = {.entry = {.count = 1, .reusable = false}}, SHIFT(208),
  [19] = {.entry = {.count = 1, .reusable = false}}, SHIFT(256),
  [21] = {.entry = {.count = 1, .reusable = false}}, SHIFT(183),
  [23] = {.entry = {.count = 1, .reusable = false}}, SHIFT(179),
  [25] = {.entry = {.count = 1, .reusable = false}}, SHIFT(212),
  [27] = {.entry = {.count = 1, .reusable = false}}, SHIFT(217),
  [29] = {.entry = {.count = 1, .reusable = true}}, SHIFT(88),
  [31] = {.entry = {.count = 1, .reusable = false}}, SHIFT(8),
  [33] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_node_type, 1, 0, 0),
  [35] = {.entry = {.count = 1, .reusable = false}}, SHIFT(192),
  [37] = {.entry = {.count = 1, .reusable = false}}, SHIFT(178),
  [39] = {.entry = {.count = 1, .reusable = false}}, SHIFT(153),
  [41] = {.entry = {.count = 1, .reusable = false}}, SHIFT(259),
  [43] = {.entry = {.count = 1, .reusable = false}}, SHIFT(61),
  [45] = {.entry = {.count = 1, .reusable = false}}, SHIFT(163),
  [47] = {.entry = {.count = 1, .reusable = false}}, SHIFT(225),
  [49] = {.entry = {.count = 1, .reusable = false}}, SHIFT(226),
  [51] = {.entry = {.count = 1, .reusable = true}}, SHIFT(233),
  [53] = {.entry = {.count = 1, .reusable = true}}, SHIFT(237),
  [55] = {.entry = {.count = 1, .reusable = true}}, SHIFT(75),
  [57] = {.entry = {.count = 1, .reusable = true}}, SHIFT(106),
  [59] = {.entry = {.count = 1, .reusable = false}}, SHIFT(13),
  [61] = {.entry = {.count = 1, .reusable = false}}, SHIFT(195),
  [63] = {.entry = {.count = 1, .reusable = false}}, SHIFT(180),
  [65] = {.entry = {.count = 1, .reusable = false}}, SHIFT(122),
  [67] = {.entry = {.count = 1, .reusable = false}}, SHIFT(247),
  [69] = {.entry = {.count = 1, .reusable = false}}, SHIFT(52),
  [71] = {.entry = {.count = 1, .reusable = false}}, SHIFT(173),
  [73] = {.entry = {.count = 1, .reusable = false}}, SHIFT(231),
  [75] = {.entry = {.count = 1, .reusable = false}}, SHIFT(232),
  [77] = {.entry = {.count = 1, .reusable = true}}, SHIFT(45),
  [79] = {.entry = {.count = 1, .reusable = true}}, SHIFT(86),
  [81] = {.entry = {.count = 1, .reusable = true}}, SHIFT(215),
  [83] = {.entry = {.count = 1, .reusable = true}}, SHIFT(234),
  [85] = {.entry = {.count = 1, .reusable = true}}, SHIFT(198),
  [87] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_field_kind, 1, 0, 0),
  [89] = {.entry = {.count = 1, .reusable = false}}, SHIFT(156),
  [91] = {.entry = {.count = 1, .reusable = false}}, SHIFT(193),
  [93] = {.entry = {.count = 1, .reusable = false}}, SHIFT(181),
  [95] = {.entry = {.count = 1, .reusable = false}}, SHIFT(91),
  [97] = {.entry = {.count = 1, .reusable = true}}, SHIFT(91),
  [99] = {.entry = {.count = 1, .reusable = false}}, SHIFT(162),
  [101] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__field_value, 1, 0, 0),
  [103] = {.entry = {.count = 1, .reusable = true}}, SHIFT(52),
  [105] = {.entry = {.count = 1, .reusable = true}}, SHIFT(173),
  [107] = {.entry = {.count = 1, .reusable = true}}, SHIFT(231),
  [109] = {.entry = {.count = 1, .reusable = true}}, SHIFT(232),
  [111] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_list_repeat1, 2, 0, 0), SHIFT_REPEAT(187),
  [114] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_list_repeat1, 2, 0, 0),
  [116] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_list_repeat1, 2, 0, 0), SHIFT_REPEAT(193),
  [119] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_list_repeat1, 2, 0, 0), SHIFT_REPEAT(181),
  [122] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_list_repeat1, 2, 0, 0), SHIFT_REPEAT(91),
  [125] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_list_repeat1, 2, 0, 0), SHIFT_REPEAT(61),
  [128] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_list_repeat1, 2, 0, 0), SHIFT_REPEAT(163),
  [131] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_list_repeat1, 2, 0, 0), SHIFT_REPEAT(225),
  [134] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_list_repeat1, 2, 0, 0), SHIFT_REPEAT(226),
  [137] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_list_repeat1, 2, 0, 0), SHIFT_REPEAT(91),
  [140] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__field_value_repeat1, 2, 0, 0),
  [142] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__field_value_repeat1, 2, 0, 0), SHIFT_REPEAT(52),
  [145] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__field_value_repeat1, 2, 0, 0), SHIFT_REPEAT(173),
  [148] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__field_value_repeat1, 2, 0, 0), SHIFT_REPEAT(231),
  [151] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__field_value_repeat1, 2, 0, 0), SHIFT_REPEAT(232),
  [154] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__field_value_repeat1, 2, 0, 0), SHIFT_REPEAT(45),
  [157] = {.entry = {.count = 1, .reusable = false}}, SHIFT(125),
  [159] = {.entry = {.count = 1, .reusable = false}}, SHIFT(127),
  [161] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 2, 0, 0),
  [163] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 1, 0, 0),
  [165] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [167] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(187),
  [170] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(274),
  [173] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(208),
  [176] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(256),
  [179] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(183),
  [182] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(179),
  [185] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(212),
  [188] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(217),
  [191] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__field_value, 1, 0, 0),
  [193] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym__field_value_repeat1, 2, 0, 0),
  [195] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym__field_value_repeat1, 2, 0, 0), SHIFT_REPEAT(61),
  [198] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym__field_value_repeat1, 2, 0, 0), SHIFT_REPEAT(163),
  [201] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym__field_value_repeat1, 2, 0, 0), SHIFT_REPEAT(225),
  [204] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym__field_value_repeat1, 2, 0, 0), SHIFT_REPEAT(226),
  [207] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__field_value_repeat1, 2, 0, 0), SHIFT_REPEAT(75),
  [210] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_restrictions_repeat1, 2, 0, 0), SHIFT_REPEAT(187),
  [213] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_restrictions_repeat1, 2, 0, 0), SHIFT_REPEAT(102),
  [216] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_restrictions_repeat1, 2, 0, 0),
  [218] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_restrictions_repeat1, 2, 0, 0), SHIFT_REPEAT(194),
  [221] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_restrictions_repeat1, 2, 0, 0), SHIFT_REPEAT(79),
  [224] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_restrictions_repeat1, 2, 0, 0), SHIFT_REPEAT(167),
  [227] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_restrictions_repeat1, 2, 0, 0), SHIFT_REPEAT(229),
  [230] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_restrictions_repeat1, 2, 0, 0), SHIFT_REPEAT(230),
  [233] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_restrictions_repeat1, 2, 0, 0), SHIFT_REPEAT(102),
  [236] = {.entry = {.count = 1, .reusable = false}}, SHIFT(102),
  [238] = {.entry = {.count = 1, .reusable = false}}, SHIFT(249),
  [240] = {.entry = {.count = 1, .reusable = false}}, SHIFT(194),
  [242] = {.entry = {.count = 1, .reusable = false}}, SHIFT(79),
  [244] = {.entry = {.count = 1, .reusable = false}}, SHIFT(167),
  [246] = {.entry = {.count = 1, .reusable = false}}, SHIFT(229),
  [248] = {.entry = {.count = 1, .reusable = false}}, SHIFT(230),
  [250] = {.entry = {.count = 1, .reusable = true}}, SHIFT(102),
  [252] = {.entry = {.count = 1, .reusable = false}}, SHIFT(264),
  [254] = {.entry = {.count = 1, .reusable = false}}, SHIFT(2),
  [256] = {.entry = {.count = 1, .reusable = false}}, SHIFT(143),
  [258] = {.entry = {.count = 1, .reusable = false}}, SHIFT(160),
  [260] = {.entry = {.count = 1, .reusable = false}}, SHIFT(273),
  [262] = {.entry = {.count = 1, .reusable = false}}, SHIFT(202),
  [264] = {.entry = {.count = 1, .reusable = false}}, SHIFT(203),
  [266] = {.entry = {.count = 1, .reusable = false}}, SHIFT(141),
  [268] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_node_body_repeat1, 2, 0, 0), SHIFT_REPEAT(2),
  [271] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_node_body_repeat1, 2, 0, 0),
  [273] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_node_body_repeat1, 2, 0, 0), SHIFT_REPEAT(192),
  [276] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_node_body_repeat1, 2, 0, 0), SHIFT_REPEAT(178),
  [279] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_node_body_repeat1, 2, 0, 0), SHIFT_REPEAT(160),
  [282] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_node_body_repeat1, 2, 0, 0), SHIFT_REPEAT(273),
  [285] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_node_body_repeat1, 2, 0, 0), SHIFT_REPEAT(202),
  [288] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_node_body_repeat1, 2, 0, 0), SHIFT_REPEAT(203),
  [291] = {.entry = {.count = 1, .reusable = false}}, SHIFT(121),
  [293] = {.entry = {.count = 1, .reusable = false}}, SHIFT(137),
  [295] = {.entry = {.count = 1, .reusable = false}}, SHIFT(151),
  [297] = {.entry = {.count = 1, .reusable = false}}, SHIFT(84),
  [299] = {.entry = {.count = 1, .reusable = false}}, SHIFT(155),
  [301] = {.entry = {.count = 1, .reusable = false}}, SHIFT(87),
  [303] = {.entry = {.count = 1, .reusable = false}}, SHIFT(101),
  [305] = {.entry = {.count = 1, .reusable = false}}, SHIFT(90),
  [307] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_use_name, 1, 0, 0),
  [309] = {.entry = {.count = 1, .reusable = true}}, SHIFT(221),
  [311] = {.entry = {.count = 1, .reusable = true}}, SHIFT(222),
  [313] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_use_name, 1, 0, 0),
  [315] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_use_name, 2, 0, 0),
  [317] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_use_name, 2, 0, 0),
  [319] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_def_name_repeat1, 2, 0, 0),
  [321] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_def_name_repeat1, 2, 0, 0), SHIFT_REPEAT(221),
  [324] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_def_name_repeat1, 2, 0, 0), SHIFT_REPEAT(222),
  [327] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_def_name_repeat1, 2, 0, 0),
  [329] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_def_name_repeat1, 2, 0, 0), SHIFT_REPEAT(233),
  [332] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_def_name_repeat1, 2, 0, 0), SHIFT_REPEAT(237),
  [335] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__scalar, 1, 0, 0),
  [337] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_node_type, 1, 0, 0),
  [339] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_template, 2, 0, 0),
  [341] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_template, 2, 0, 0),
  [343] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_template, 3, 0, 0),
  [345] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_template, 3, 0, 0),
  [347] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__scalar, 1, 0, 0),
  [349] = {.entry = {.count = 1, .reusable = true}}, SHIFT(275),
  [351] = {.entry = {.count = 1, .reusable = true}}, SHIFT(7),
  [353] = {.entry = {.count = 1, .reusable = true}}, SHIFT(218),
  [355] = {.entry = {.count = 1, .reusable = true}}, SHIFT(219),
  [357] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__field_value_repeat1, 1, 0, 0),
  [359] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_interface_repeat1, 2, 0, 0),
  [361] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_interface_repeat1, 2, 0, 0), SHIFT_REPEAT(7),
  [364] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_interface_repeat1, 2, 0, 0), SHIFT_REPEAT(218),
  [367] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_interface_repeat1, 2, 0, 0), SHIFT_REPEAT(219),
  [370] = {.entry = {.count = 1, .reusable = true}}, SHIFT(213),
  [372] = {.entry = {.count = 1, .reusable = true}}, SHIFT(214),
  [374] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_def_name_repeat1, 2, 0, 0), SHIFT_REPEAT(213),
  [377] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_def_name_repeat1, 2, 0, 0), SHIFT_REPEAT(214),
  [380] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_boolean, 1, 0, 0),
  [382] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_def_name_repeat1, 1, 0, 0),
  [384] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_def_name_repeat1, 1, 0, 0),
  [386] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_string, 2, 0, 0),
  [388] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__glued_template, 2, 0, 0),
  [390] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__glued_template, 2, 0, 0),
  [392] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_string, 3, 0, 0),
  [394] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__glued_template, 3, 0, 0),
  [396] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__glued_template, 3, 0, 0),
  [398] = {.entry = {.count = 1, .reusable = true}}, SHIFT(276),
  [400] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_boolean, 1, 0, 0),
  [402] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_string, 2, 0, 0),
  [404] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_string, 3, 0, 0),
  [406] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_list_repeat1, 1, 0, 0),
  [408] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_list_repeat1, 1, 0, 0),
  [410] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_restrictions_repeat1, 1, 0, 0),
  [412] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_restrictions_repeat1, 1, 0, 0),
  [414] = {.entry = {.count = 1, .reusable = false}}, SHIFT(138),
  [416] = {.entry = {.count = 1, .reusable = false}}, SHIFT(146),
  [418] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym__field_value_repeat1, 1, 0, 0),
  [420] = {.entry = {.count = 1, .reusable = true}}, SHIFT(205),
  [422] = {.entry = {.count = 1, .reusable = true}}, SHIFT(206),
  [424] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_def_name_repeat1, 2, 0, 0), SHIFT_REPEAT(205),
  [427] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_def_name_repeat1, 2, 0, 0), SHIFT_REPEAT(206),
  [430] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_proto_body_repeat1, 2, 0, 0), SHIFT_REPEAT(187),
  [433] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_proto_body_repeat1, 2, 0, 0),
  [435] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_proto_body_repeat1, 2, 0, 0), SHIFT_REPEAT(192),
  [438] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_proto_body_repeat1, 2, 0, 0), SHIFT_REPEAT(178),
  [441] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_proto_body_repeat1, 2, 0, 0), SHIFT_REPEAT(202),
  [444] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_proto_body_repeat1, 2, 0, 0), SHIFT_REPEAT(203),
  [447] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_node, 4, 0, 6),
  [449] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_node, 4, 0, 6),
  [451] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_header, 2, 0, 0),
  [453] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_header, 2, 0, 0),
  [455] = {.entry = {.count = 1, .reusable = true}}, SHIFT(114),
  [457] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_node_body, 3, 0, 0),
  [459] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_node_body, 3, 0, 0),
  [461] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_node, 2, 0, 3),
  [463] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_node, 2, 0, 3),
  [465] = {.entry = {.count = 1, .reusable = true}}, SHIFT(115),
  [467] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_node_body, 2, 0, 0),
  [469] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_node_body, 2, 0, 0),
  [471] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_header, 1, 0, 0),
  [473] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_header, 1, 0, 0),
  [475] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__field_value, 2, 0, 0),
  [477] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__field_value_repeat2, 2, 0, 0),
  [479] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__field_value_repeat2, 2, 0, 0), SHIFT_REPEAT(115),
  [482] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_header_repeat1, 2, 0, 0),
  [484] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_header_repeat1, 2, 0, 0),
  [486] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_header_repeat1, 2, 0, 0), SHIFT_REPEAT(114),
  [489] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_use_node, 2, 0, 2),
  [491] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_use_node, 2, 0, 2),
  [493] = {.entry = {.count = 1, .reusable = true}}, SHIFT(139),
  [495] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym__field_value_repeat2, 2, 0, 0),
  [497] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__field_value_repeat2, 2, 0, 0), SHIFT_REPEAT(139),
  [500] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__field_value, 2, 0, 0),
  [502] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 1, 0, 0),
  [504] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 1, 0, 0),
  [506] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_header_repeat1, 1, 0, 0),
  [508] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_header_repeat1, 1, 0, 0),
  [510] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__field_value_repeat2, 1, 0, 0),
  [512] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__node_value, 1, 0, 0),
  [514] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__node_value, 1, 0, 0),
  [516] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_field_declaration, 4, 0, 10),
  [518] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_field_declaration, 5, 0, 11),
  [520] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_node_body_repeat1, 1, 0, 0),
  [522] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_list, 2, 0, 0),
  [524] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_is_reference, 2, 0, 9),
  [526] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_list, 3, 0, 0),
  [528] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_extern_proto, 3, 0, 4),
  [530] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_extern_proto, 3, 0, 4),
  [532] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_interface_repeat1, 1, 0, 0),
  [534] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_proto, 4, 0, 5),
  [536] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_proto, 4, 0, 5),
  [538] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_extern_proto, 2, 0, 1),
  [540] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_extern_proto, 2, 0, 1),
  [542] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_proto_body, 2, 0, 0),
  [544] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_proto_body, 2, 0, 0),
  [546] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym__field_value_repeat2, 1, 0, 0),
  [548] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_proto_body, 3, 0, 0),
  [550] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_proto_body, 3, 0, 0),
  [552] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_hidden_field, 3, 0, 8),
  [554] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_field, 2, 0, 7),
  [556] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_list, 2, 0, 0),
  [558] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_is_reference, 2, 0, 9),
  [560] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_list, 3, 0, 0),
  [562] = {.entry = {.count = 1, .reusable = true}}, SHIFT(62),
  [564] = {.entry = {.count = 1, .reusable = true}}, SHIFT(209),
  [566] = {.entry = {.count = 1, .reusable = true}}, SHIFT(210),
  [568] = {.entry = {.count = 1, .reusable = false}}, SHIFT(200),
  [570] = {.entry = {.count = 1, .reusable = false}}, SHIFT(201),
  [572] = {.entry = {.count = 1, .reusable = true}}, SHIFT(171),
  [574] = {.entry = {.count = 1, .reusable = true}}, SHIFT(144),
  [576] = {.entry = {.count = 1, .reusable = true}}, SHIFT(170),
  [578] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_def_name, 1, 0, 0),
  [580] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_def_name, 1, 0, 0),
  [582] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_def_name, 2, 0, 0),
  [584] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_def_name, 2, 0, 0),
  [586] = {.entry = {.count = 1, .reusable = true}}, SHIFT(99),
  [588] = {.entry = {.count = 1, .reusable = true}}, SHIFT(172),
  [590] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_proto_body_repeat1, 1, 0, 0),
  [592] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_string_repeat1, 2, 0, 0),
  [594] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_string_repeat1, 2, 0, 0), SHIFT_REPEAT(209),
  [597] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_string_repeat1, 2, 0, 0), SHIFT_REPEAT(210),
  [600] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_string_repeat1, 2, 0, 0), SHIFT_REPEAT(200),
  [603] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_string_repeat1, 2, 0, 0), SHIFT_REPEAT(201),
  [606] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_string_repeat1, 2, 0, 0), SHIFT_REPEAT(169),
  [609] = {.entry = {.count = 1, .reusable = true}}, SHIFT(124),
  [611] = {.entry = {.count = 1, .reusable = true}}, SHIFT(169),
  [613] = {.entry = {.count = 1, .reusable = true}}, SHIFT(63),
  [615] = {.entry = {.count = 1, .reusable = true}}, SHIFT(80),
  [617] = {.entry = {.count = 1, .reusable = true}}, SHIFT(55),
  [619] = {.entry = {.count = 1, .reusable = true}}, SHIFT(174),
  [621] = {.entry = {.count = 1, .reusable = true}}, SHIFT(58),
  [623] = {.entry = {.count = 1, .reusable = true}}, SHIFT(187),
  [625] = {.entry = {.count = 1, .reusable = false}}, SHIFT(218),
  [627] = {.entry = {.count = 1, .reusable = false}}, SHIFT(219),
  [629] = {.entry = {.count = 1, .reusable = true}}, SHIFT(74),
  [631] = {.entry = {.count = 1, .reusable = true}}, SHIFT(50),
  [633] = {.entry = {.count = 1, .reusable = true}}, SHIFT(53),
  [635] = {.entry = {.count = 1, .reusable = true}}, SHIFT(35),
  [637] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_template_statement, 3, 0, 0),
  [639] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_template_statement, 3, 0, 0),
  [641] = {.entry = {.count = 1, .reusable = true}}, SHIFT(165),
  [643] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_node_type, 2, 0, 0),
  [645] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_template_statement, 2, 0, 0),
  [647] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_template_statement, 2, 0, 0),
  [649] = {.entry = {.count = 1, .reusable = true}}, SHIFT(4),
  [651] = {.entry = {.count = 1, .reusable = false}}, SHIFT(22),
  [653] = {.entry = {.count = 1, .reusable = true}}, SHIFT(278),
  [655] = {.entry = {.count = 1, .reusable = true}}, SHIFT(248),
  [657] = {.entry = {.count = 1, .reusable = true}}, SHIFT(27),
  [659] = {.entry = {.count = 1, .reusable = true}}, SHIFT(190),
  [661] = {.entry = {.count = 1, .reusable = true}}, SHIFT(246),
  [663] = {.entry = {.count = 1, .reusable = true}}, SHIFT(253),
  [665] = {.entry = {.count = 1, .reusable = true}}, SHIFT(119),
  [667] = {.entry = {.count = 1, .reusable = true}}, SHIFT(254),
  [669] = {.entry = {.count = 1, .reusable = true}}, SHIFT(258),
  [671] = {.entry = {.count = 1, .reusable = true}}, SHIFT(31),
  [673] = {.entry = {.count = 1, .reusable = true}}, SHIFT(107),
  [675] = {.entry = {.count = 1, .reusable = true}}, SHIFT(240),
  [677] = {.entry = {.count = 1, .reusable = true}}, SHIFT(241),
  [679] = {.entry = {.count = 1, .reusable = true}}, SHIFT(164),
  [681] = {.entry = {.count = 1, .reusable = true}}, SHIFT(186),
  [683] = {.entry = {.count = 1, .reusable = true}}, SHIFT(260),
  [685] = {.entry = {.count = 1, .reusable = true}}, SHIFT(261),
  [687] = {.entry = {.count = 1, .reusable = true}}, SHIFT(33),
  [689] = {.entry = {.count = 1, .reusable = true}}, SHIFT(104),
  [691] = {.entry = {.count = 1, .reusable = true}}, SHIFT(270),
  [693] = {.entry = {.count = 1, .reusable = true}}, SHIFT(100),
  [695] = {.entry = {.count = 1, .reusable = true}}, SHIFT(271),
  [697] = {.entry = {.count = 1, .reusable = true}}, SHIFT(272),
  [699] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_field_type, 1, 0, 0),
  [701] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_field_type, 1, 0, 0),
  [703] = {.entry = {.count = 1, .reusable = true}}, SHIFT(243),
  [705] = {.entry = {.count = 1, .reusable = true}}, SHIFT(105),
  [707] = {.entry = {.count = 1, .reusable = true}}, SHIFT(244),
  [709] = {.entry = {.count = 1, .reusable = true}}, SHIFT(245),
  [711] = {.entry = {.count = 1, .reusable = true}}, SHIFT(32),
  [713] = {.entry = {.count = 1, .reusable = true}}, SHIFT(57),
  [715] = {.entry = {.count = 1, .reusable = true}}, SHIFT(250),
  [717] = {.entry = {.count = 1, .reusable = true}}, SHIFT(251),
  [719] = {.entry = {.count = 1, .reusable = true}}, SHIFT(40),
  [721] = {.entry = {.count = 1, .reusable = true}}, SHIFT(255),
  [723] = {.entry = {.count = 1, .reusable = true}}, SHIFT(239),
  [725] = {.entry = {.count = 1, .reusable = true}}, SHIFT(25),
  [727] = {.entry = {.count = 1, .reusable = true}}, SHIFT(66),
  [729] = {.entry = {.count = 1, .reusable = true}}, SHIFT(262),
  [731] = {.entry = {.count = 1, .reusable = true}}, SHIFT(263),
  [733] = {.entry = {.count = 1, .reusable = true}}, SHIFT(41),
  [735] = {.entry = {.count = 1, .reusable = true}}, SHIFT(266),
  [737] = {.entry = {.count = 1, .reusable = true}}, SHIFT(267),
  [739] = {.entry = {.count = 1, .reusable = true}}, SHIFT(69),
  [741] = {.entry = {.count = 1, .reusable = true}}, SHIFT(269),
  [743] = {.entry = {.count = 1, .reusable = true}}, SHIFT(257),
  [745] = {.entry = {.count = 1, .reusable = true}}, SHIFT(70),
  [747] = {.entry = {.count = 1, .reusable = true}}, SHIFT(265),
  [749] = {.entry = {.count = 1, .reusable = true}}, SHIFT(46),
  [751] = {.entry = {.count = 1, .reusable = true}}, SHIFT(42),
  [753] = {.entry = {.count = 1, .reusable = true}}, SHIFT(110),
  [755] = {.entry = {.count = 1, .reusable = true}},  ACCEPT_INPUT(),
  [757] = {.entry = {.count = 1, .reusable = true}}, SHIFT(103),
  [759] = {.entry = {.count = 1, .reusable = true}}, SHIFT(111),
  [761] = {.entry = {.count = 1, .reusable = true}}, SHIFT(182),
  [763] = {.entry = {.count = 1, .reusable = true}}, SHIFT(126),
  [765] = {.entry = {.count = 1, .reusable = true}}, SHIFT(277),
  [767] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_restrictions, 2, 0, 0),
  [769] = {.entry = {.count = 1, .reusable = true}}, SHIFT(59),
  [771] = {.entry = {.count = 1, .reusable = true}}, SHIFT(120),
  [773] = {.entry = {.count = 1, .reusable = true}}, SHIFT(238),
  [775] = {.entry = {.count = 1, .reusable = true}}, SHIFT(158),
  [777] = {.entry = {.count = 1, .reusable = true}}, SHIFT(177),
  [779] = {.entry = {.count = 1, .reusable = true}}, SHIFT(67),
  [781] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_restrictions, 3, 0, 0),
  [783] = {.entry = {.count = 1, .reusable = true}}, SHIFT(71),
  [785] = {.entry = {.count = 1, .reusable = true}}, SHIFT(43),
  [787] = {.entry = {.count = 1, .reusable = true}}, SHIFT(5),
  [789] = {.entry = {.count = 1, .reusable = true}}, SHIFT(82),
  [791] = {.entry = {.count = 1, .reusable = true}}, SHIFT(3),
  [793] = {.entry = {.count = 1, .reusable = true}}, SHIFT(224),
  [795] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_interface, 2, 0, 0),
  [797] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_interface, 3, 0, 0),
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
    [ts_external_token__lua_code] = true,
    [ts_external_token_inactive_branch] = true,
  },
  [10] = {
    [ts_external_token__javascript_code] = true,
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
