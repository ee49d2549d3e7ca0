; Syntax highlighting for Webots scene files.

(comment) @comment
(version_line) @keyword.directive
(info_line) @comment.documentation
(inactive_branch) @comment

[
  "DEF"
  "USE"
  "IS"
  "PROTO"
  "EXTERNPROTO"
  "IMPORTABLE"
  "hidden"
] @keyword

(field_kind) @keyword.modifier
(field_type) @type.builtin

(proto_name) @type.definition
(node_type) @type

(def_name) @label
(use_name) @label
(field_name) @property
(is_target) @variable.parameter
(bare_word) @variable

(numbers) @number
(boolean) @boolean
(null) @constant.builtin

(string) @string
(escape_sequence) @string.escape

[
  "%<"
  "%<="
  ">%"
  "%{"
  "%{="
  "}%"
] @punctuation.special

"+" @operator

[
  "{"
  "}"
  "["
  "]"
] @punctuation.bracket
