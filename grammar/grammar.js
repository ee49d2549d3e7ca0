/**
 * @file Tree-sitter grammar for Webots scene files (.wbt worlds, .proto node definitions, .wbo nodes).
 * Lexical rules follow Webots' WbTokenizer/WbToken (readWord, isValidIdentifierChar), syntax WbParser.
 * Commas are whitespace, `#` starts a comment, and a word ends at whitespace, a comma, `{}[]` or `#`.
 */

/// <reference types="tree-sitter-cli/dsl" />
// @ts-check

// Characters that can never be part of a Webots identifier (WbToken::isValidIdentifierChar): controls, space, " # ' , . [ \ ] { }.
const NOT_IDENT = '\\x00-\\x20"#\',.\\[\\\\\\]{}';

// Items of a long sequence (top-level nodes, fields, list items) are grouped into runs that end at a
// zero-width `_group_end` token the scanner places at content-defined points. Tree-sitter reuses a whole
// run after an edit elsewhere, so a reparse touches a few runs instead of every one of 20,000 siblings.
// Runs are hidden: the visible tree is the flat list of items.
function grouped($, run) {
  return seq(repeat(seq(run, $._group_end)), optional(run));
}

// The same, where a single item stands without a run: one hidden node less per one-field node body. (Lists
// keep the run: without it, `children [ Shape { } ] "Floor"` recovered as an ERROR over the whole body.)
function grouped_lone($, item, run) {
  return seq(repeat(seq(choice(item, run), $._group_end)), optional(choice(item, run)));
}

// A run is its first item, then its other items in chunks of up to 4 (a hidden rule). A repetition of
// items costs two tree nodes per item (one wrapping it, one joining); of chunks, about three per four items.
// Shifting is preferred, so chunks are as long as they can be.
function chunk(item) {
  return choice(
    prec.right(seq(item, item, item, item)), prec.right(seq(item, item, item)), prec.right(seq(item, item)), prec.right(item),
  );
}

module.exports = grammar({
  name: 'webots',

  externals: $ => [
    $.numbers,            // a run of numbers, chunked so that edits in big meshes reparse locally
    $.string_content,
    $.escape_sequence,
    $._javascript_code,   // between %< and >%
    $._lua_code,          // between %{ and }%
    $.inactive_branch,    // an else/elseif template branch that leaves the brackets unbalanced
    $.version_line,       // #VRML_SIM R2023b utf8, on the first line
    $.info_line,          // each following `#` line of the contiguous header block
    $.bare_word,          // a word where a value belongs (`channel __id__`): Webots rejects it, the server says why
    $._bare_word_same_line,
    $._group_end,         // zero-width, at content-defined points between items (see `grouped`)
    $._error_sentinel,    // never in the grammar: tells the scanner that the parser is recovering
  ],

  extras: $ => [
    /[\s,\uFEFF]/,
    $.comment,
    $.template_statement,
    $.inactive_branch,
  ],

  word: $ => $._word,

  supertypes: $ => [],

  // Hidden choices are inlined: a hidden rule is still a node of the tree (an 88-byte allocation for one
  // child), several per item, where an inlined one costs nothing. The visible tree is the same.
  inline: $ => [
    $._top_level_item, $._proto_body_item, $._node_body_item, $._node_value, $._field_value, $._scalar, $._list_item,
  ],

  rules: {
    source_file: $ => seq(optional($.header), grouped($, $._top_level_run)),

    // A run is a real rule, not a bare repeat: tree-sitter can reuse a finished run as one piece.
    _top_level_run: $ => seq($._top_level_item, repeat($._top_level_chunk)),

    _top_level_chunk: $ => chunk($._top_level_item),

    _top_level_item: $ => choice($.extern_proto, $.proto, $._node_value, $.template),

    header: $ => seq($.version_line, repeat($.info_line)),

    extern_proto: $ => seq(
      optional(field('importable', 'IMPORTABLE')),
      'EXTERNPROTO',
      field('url', $.string),
    ),

    // PROTO Name [ interface ] { body }
    proto: $ => seq(
      'PROTO',
      field('name', alias($._word, $.proto_name)),
      field('interface', $.interface),
      field('body', $.proto_body),
    ),

    interface: $ => seq('[', repeat(choice($.field_declaration, $.template)), ']'),

    field_declaration: $ => seq(
      field('kind', $.field_kind),
      field('type', $.field_type),
      optional(field('restrictions', $.restrictions)),
      field('name', alias($._word, $.field_name)),
      field('value', $._field_value),
    ),

    field_kind: _ => choice(
      'field', 'vrmlField', 'w3dField', 'hiddenField', 'deprecatedField', 'unconnectedField',
    ),

    field_type: _ => choice(
      'SFBool', 'SFInt32', 'SFFloat', 'SFString', 'SFVec2f', 'SFVec3f', 'SFColor', 'SFRotation', 'SFNode',
      'MFBool', 'MFInt32', 'MFFloat', 'MFString', 'MFVec2f', 'MFVec3f', 'MFColor', 'MFRotation', 'MFNode',
    ),

    // field SFString{"a", "b"} ... / field SFNode{Solid{}+, Group{}} ...
    restrictions: $ => seq(
      '{',
      repeat(choice($.numbers, $.string, $.boolean, $.node, $.null, $.template, '+')),
      '}',
    ),

    proto_body: $ => seq('{', grouped($, $._proto_body_run), '}'),

    // A run is a real rule, not a bare repeat: tree-sitter can reuse a finished run as one piece.
    _proto_body_run: $ => seq($._proto_body_item, repeat($._proto_body_chunk)),

    _proto_body_chunk: $ => chunk($._proto_body_item),

    _proto_body_item: $ => choice($._node_value, $.template),

    // [DEF name] Type { fields }
    node: $ => seq(
      optional(seq('DEF', field('def', $.def_name))),
      field('type', $.node_type),
      field('body', $.node_body),
    ),

    // A name may be made by a template: `DEF %<= name >% Solid`, `DEF LEG%<= i >% Solid`.
    def_name: $ => choice(seq($._word, repeat(alias($._glued_template, $.template))), $.template),

    node_type: $ => choice(seq($._word, repeat(alias($._glued_template, $.template))), $.template),

    // A node or USE directly in a body is a second value for the field before it, as left by
    // `geometry %< if (a) { >% Box {} %< } else { >% Sphere {} %< } >%`; the server judges it.
    node_body: $ => seq('{', grouped_lone($, $._node_body_item, $._node_body_run), '}'),

    // A run is a real rule, not a bare repeat: tree-sitter can reuse a finished run as one piece. Two items
    // at least: a single one stands alone (grouped_lone).
    _node_body_run: $ => seq($._node_body_item, repeat1($._node_body_chunk)),

    _node_body_chunk: $ => chunk($._node_body_item),

    _node_body_item: $ => choice($.field, $.hidden_field, $.template, $._node_value, $.null),

    // A plain USE name is a leaf (the `_word` token aliased): one heap node less per USE. A templated one is
    // a use_name node holding the template. (def_name and node_type stay nodes: tree-sitter's error recovery
    // inserts `DEF Solid {`'s MISSING type only after a reduction, and shows a leaf inside an ERROR as a bare
    // hidden token, which the server's messages name by.)
    use_node: $ => seq('USE', field('name', choice(alias($._word, $.use_name), alias($._use_name_templated, $.use_name)))),

    _use_name_templated: $ => choice(seq($._word, repeat1(alias($._glued_template, $.template))), $.template),

    null: _ => 'NULL',

    // A field name may be made by a template (`%<= 'na' + 'me' >% "x"`, `translation%<= i >% 1 2 3`); only
    // rendering knows which field it is. A lone template before a word, a node or another template stays a
    // template item (it may produce whole fields): only a plain value after it makes it a name.
    field: $ => seq(
      field('name', choice(alias($._word, $.field_name), alias($._field_name_templated, $.field_name))),
      field('value', $._field_value),
    ),

    _field_name_templated: $ => choice(seq($._word, repeat1(alias($._glued_template, $.template))), prec(-1, $.template)),

    // `hidden translation_0 0 0 0`: hidden kinematic parameters written by Webots in PROTO instances.
    hidden_field: $ => seq(
      'hidden',
      field('name', alias($._word, $.field_name)),
      field('value', $._field_value),
    ),

    is_reference: $ => seq('IS', field('target', alias($._word, $.is_target))),

    _field_value: $ => choice(
      $.is_reference,
      $._node_value,
      $.null,
      $.list,
      prec.right(repeat1($._scalar)),
      seq($.bare_word, repeat(alias($._bare_word_same_line, $.bare_word))),
    ),

    _node_value: $ => choice($.node, $.use_node),

    _scalar: $ => choice($.numbers, $.string, $.boolean, $.template),

    list: $ => seq('[', grouped($, $._list_run), ']'),

    // A run is a real rule, not a bare repeat: tree-sitter can reuse a finished run as one piece.
    _list_run: $ => seq($._list_item, repeat($._list_chunk)),

    _list_chunk: $ => chunk($._list_item),

    _list_item: $ => choice($.numbers, $.string, $.boolean, $.node, $.use_node, $.null, $.template),

    boolean: _ => choice('TRUE', 'FALSE'),

    string: $ => seq(
      '"',
      repeat(choice($.string_content, $.escape_sequence, $.template, $.template_statement)),
      token.immediate('"'),
    ),

    // Expression templates produce text, so they stand where a value or a name stands.
    template: $ => choice(
      seq('%<=', optional(alias($._javascript_code, $.template_code)), '>%'),
      seq('%{=', optional(alias($._lua_code, $.template_code)), '}%'),
    ),

    // An expression template written right after a word, with no space, is part of that name.
    _glued_template: $ => choice(
      seq(token.immediate(prec(1, '%<=')), optional(alias($._javascript_code, $.template_code)), '>%'),
      seq(token.immediate(prec(1, '%{=')), optional(alias($._lua_code, $.template_code)), '}%'),
    ),

    // Statement templates are control flow and declarations: they may appear anywhere, like comments.
    template_statement: $ => choice(
      seq('%<', optional(alias($._javascript_code, $.template_code)), '>%'),
      seq('%{', optional(alias($._lua_code, $.template_code)), '}%'),
    ),

    comment: _ => token(seq('#', /[^\r\n]*/)),

    // WbToken::isValidIdentifier: no digit, sign, dot or `%` first; `%` inside only when it does not open a template.
    _word: _ => new RegExp(
      `[^${NOT_IDENT}0-9+\\-%]([^${NOT_IDENT}%]|%[^${NOT_IDENT}%<{])*`,
    ),
  },
});
