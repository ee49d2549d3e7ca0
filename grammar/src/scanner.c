// External scanner for the Webots grammar: the tokens that a regular lexer cannot express.
//
// - numbers: a run of numbers, cut into chunks at content-defined boundaries (see scan_numbers), so an
//   edit inside a 100,000-number mesh re-lexes one chunk and tree-sitter reuses the rest.
// - string_content / escape_sequence: string text up to a quote, backslash, line break or template opening.
// - template code: everything up to the closing `>%` or `}%` (Webots ends a statement at the first one).
// - inactive_branch: an `else`/`elseif` branch of a template `if` whose VRML text leaves brackets
//   unbalanced (each branch opens its own node over a shared tail). The first branch stands as the
//   structure and the unbalanced else branch becomes one opaque token. Balanced branches parse normally.
// - version_line / info_line: the header line and the contiguous `#` block under it (WbTokenizer::readFileInfo).
//
// The scanner's only state is whether the header says `#VRML_OBJ`: bare words are accepted only there.

#include "tree_sitter/alloc.h"
#include "tree_sitter/parser.h"

#include <stdbool.h>
#include <stdint.h>

enum TokenType {
  NUMBERS,
  STRING_CONTENT,
  ESCAPE_SEQUENCE,
  JAVASCRIPT_CODE,
  LUA_CODE,
  INACTIVE_BRANCH,
  VERSION_LINE,
  INFO_LINE,
  BARE_WORD,
  BARE_WORD_SAME_LINE,
  GROUP_END,
  ERROR_SENTINEL,
};

enum Language { JAVASCRIPT, LUA };

// Content-defined chunking of number runs: a chunk ends after a number when the hash of that number and
// the one before it hits an anchor value (one pair in ANCHOR_PERIOD), but not before MIN_NUMBERS_PER_CHUNK
// numbers and never after MAX_NUMBERS_PER_CHUNK. Boundaries depend on nearby text only, so after an edit
// they fall back on the old ones within a chunk or two and tree-sitter reuses every chunk after that.
// Large chunks matter: tree-sitter re-pushes every sibling of a list on each reparse.
#define MIN_NUMBERS_PER_CHUNK 8
#define ANCHOR_PERIOD 64
#define MAX_NUMBERS_PER_CHUNK 1024

static inline void advance(TSLexer *lexer) { lexer->advance(lexer, false); }
static inline void skip(TSLexer *lexer) { lexer->advance(lexer, true); }

// QChar::isSpace plus the comma (WbToken::isSpace).
static bool is_space(int32_t c) {
  switch (c) {
    case ' ': case '\t': case '\n': case '\r': case '\v': case '\f': case ',':
    case 0x85: case 0xA0: case 0x1680: case 0x2028: case 0x2029: case 0x202F: case 0x205F:
    case 0x3000: case 0xFEFF:
      return true;
    default:
      return c >= 0x2000 && c <= 0x200A;
  }
}

// A word ends at whitespace, a comma, a bracket or a comment (WbTokenizer::readWord).
static bool is_word_end(TSLexer *lexer) {
  int32_t c = lexer->lookahead;
  return lexer->eof(lexer) || is_space(c) || c == '{' || c == '}' || c == '[' || c == ']' || c == '#';
}

static bool is_digit(int32_t c) { return c >= '0' && c <= '9'; }

static bool is_number_start(int32_t c) { return is_digit(c) || c == '+' || c == '-' || c == '.'; }

// Reads one number word as QString::toDouble accepts it: [+-] (digits [. digits] | . digits) [e [+-] digits].
// Returns false when the word is not a valid number; the caller's mark_end then excludes it.
static bool scan_number(TSLexer *lexer, uint32_t *hash) {
  uint32_t h = 2166136261u;
#define TAKE() (h = (h ^ (uint32_t)lexer->lookahead) * 16777619u, advance(lexer))
  if (lexer->lookahead == '+' || lexer->lookahead == '-') TAKE();
  bool digits = false;
  while (is_digit(lexer->lookahead)) { TAKE(); digits = true; }
  if (lexer->lookahead == '.') {
    TAKE();
    while (is_digit(lexer->lookahead)) { TAKE(); digits = true; }
  }
  if (!digits) return false;
  if (lexer->lookahead == 'e' || lexer->lookahead == 'E') {
    TAKE();
    if (lexer->lookahead == '+' || lexer->lookahead == '-') TAKE();
    if (!is_digit(lexer->lookahead)) return false;
    while (is_digit(lexer->lookahead)) TAKE();
  }
#undef TAKE
  *hash = h;
  return is_word_end(lexer);
}

static bool scan_numbers(TSLexer *lexer) {
  unsigned count = 0;
  uint32_t previous_hash = 0;
  for (;;) {
    uint32_t hash = 0;
    if (!scan_number(lexer, &hash)) break;
    lexer->mark_end(lexer);
    count++;
    uint32_t pair = (previous_hash * 31u) ^ hash;
    pair ^= pair >> 15;
    pair *= 2246822519u;
    pair ^= pair >> 13;
    previous_hash = hash;
    if (count >= MAX_NUMBERS_PER_CHUNK) break;
    if (count >= MIN_NUMBERS_PER_CHUNK && pair % ANCHOR_PERIOD == 0) break;
    while (!lexer->eof(lexer) && is_space(lexer->lookahead)) advance(lexer);
    if (!is_number_start(lexer->lookahead)) break;
  }
  if (count == 0) return false;
  lexer->result_symbol = NUMBERS;
  return true;
}

// String text (WbTokenizer::readWord): a raw line break ends the string with an error, `\x` is an escape.
static bool scan_string_part(TSLexer *lexer, const bool *valid_symbols) {
  if (lexer->lookahead == '\\') {
    if (!valid_symbols[ESCAPE_SEQUENCE]) return false;
    advance(lexer);
    if (lexer->eof(lexer) || lexer->lookahead == '\n' || lexer->lookahead == '\r') return false;
    advance(lexer);
    lexer->mark_end(lexer);
    lexer->result_symbol = ESCAPE_SEQUENCE;
    return true;
  }
  if (!valid_symbols[STRING_CONTENT]) return false;
  bool has_content = false;
  for (;;) {
    int32_t c = lexer->lookahead;
    if (lexer->eof(lexer) || c == '"' || c == '\\' || c == '\n' || c == '\r') break;
    if (c == '%') {
      lexer->mark_end(lexer);
      advance(lexer);
      if (lexer->lookahead == '<' || lexer->lookahead == '{') {
        if (!has_content) return false;
        lexer->result_symbol = STRING_CONTENT;
        return true;  // ends at the mark, before the template opening
      }
      has_content = true;
      continue;
    }
    advance(lexer);
    has_content = true;
  }
  if (!has_content) return false;
  lexer->mark_end(lexer);
  lexer->result_symbol = STRING_CONTENT;
  return true;
}

// Template code up to (not including) the closing token: `>%` for JavaScript, `}%` for Lua.
static bool scan_template_code(TSLexer *lexer, int32_t close, enum TokenType symbol) {
  bool has_code = false;
  for (;;) {
    if (lexer->eof(lexer)) {
      lexer->mark_end(lexer);
      break;
    }
    if (lexer->lookahead == close) {
      lexer->mark_end(lexer);
      advance(lexer);
      if (lexer->lookahead == '%') break;
      has_code = true;
      continue;
    }
    advance(lexer);
    has_code = true;
  }
  if (!has_code) return false;
  lexer->result_symbol = symbol;
  return true;
}

// ---------------------------------------------------------------------------------------------------------
// Inactive template branches.

// Nesting of the template language's blocks while reading statements.
// How far the scanner reads to find where an else branch ends. A longer branch is parsed as ordinary text (a
// balanced one loses nothing); the bound keeps pathological input (thousands of unclosed `if`s) from costing
// a scan to the end of the file per `else`.
#define BRANCH_BUDGET (32 * 1024)
// Template blocks nested deeper than this inside a branch also end the search (real PROTOs nest a few levels).
#define MAX_BLOCK_DEPTH 32

typedef struct {
  enum Language language;
  int depth;        // open blocks, counting the `if` whose branch is being read as 1
  int min_depth;    // lowest depth reached inside the current statement
  bool closed;      // the statement's closing token was found
  uint32_t budget;  // characters left to read (BRANCH_BUDGET)
} BlockState;

static bool is_lua_word_char(int32_t c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || is_digit(c) || c == '_';
}

static void lower_depth(BlockState *state) {
  state->depth--;
  if (state->depth < state->min_depth) state->min_depth = state->depth;
}

// Lua keyword seen in a statement: `if function do repeat` open a block, `end until` close one, and
// `else elseif` close the current branch (a dip one level down).
static void lua_keyword(BlockState *state, const char *word, unsigned length) {
#define IS(s) (length == sizeof(s) - 1 && __builtin_memcmp(word, s, length) == 0)
  if (IS("if") || IS("function") || IS("do") || IS("repeat")) {
    state->depth++;
  } else if (IS("end") || IS("until")) {
    lower_depth(state);
  } else if (IS("else") || IS("elseif")) {
    if (state->depth - 1 < state->min_depth) state->min_depth = state->depth - 1;
  }
#undef IS
}

// Reads a statement's code after its opening token, through its closing token, tracking block depth.
// Quoted strings and comments of the template language do not count, but the closing token always ends
// the statement, as in WbTokenizer.
static void read_statement(TSLexer *lexer, BlockState *state) {
  int32_t close = state->language == JAVASCRIPT ? '>' : '}';
  int32_t quote = 0;
  bool line_comment = false, block_comment = false;
  char word[16];
  unsigned word_length = 0;
  bool in_word = false;
  state->min_depth = state->depth;
  state->closed = false;
  while (!lexer->eof(lexer) && state->budget > 0) {
    state->budget--;
    int32_t c = lexer->lookahead;
    if (c == close) {
      advance(lexer);
      if (lexer->lookahead == '%') {
        advance(lexer);
        if (in_word && state->language == LUA) lua_keyword(state, word, word_length);
        state->closed = true;
        return;
      }
      in_word = false;
      continue;
    }
    advance(lexer);
    if (line_comment) {
      if (c == '\n') line_comment = false;
      continue;
    }
    if (block_comment) {
      if (state->language == JAVASCRIPT && c == '*' && lexer->lookahead == '/') {
        advance(lexer);
        block_comment = false;
      } else if (state->language == LUA && c == ']' && lexer->lookahead == ']') {
        advance(lexer);
        block_comment = false;
      }
      continue;
    }
    if (quote) {
      if (c == '\\') {
        if (lexer->lookahead != close) advance(lexer);
      } else if (c == quote || (c == '\n' && quote != '`')) {
        quote = 0;
      }
      continue;
    }
    if (state->language == LUA && is_lua_word_char(c)) {
      if (!in_word) word_length = 0;
      in_word = true;
      if (word_length < sizeof(word)) word[word_length++] = (char)c;
      else word_length = sizeof(word);  // too long to be a keyword
      if (!is_lua_word_char(lexer->lookahead)) {
        in_word = false;
        lua_keyword(state, word, word_length);
      }
      continue;
    }
    in_word = false;
    if (c == '"' || c == '\'' || (c == '`' && state->language == JAVASCRIPT)) {
      quote = c;
    } else if (state->language == JAVASCRIPT && c == '/' && lexer->lookahead == '/') {
      line_comment = true;
    } else if (state->language == JAVASCRIPT && c == '/' && lexer->lookahead == '*') {
      advance(lexer);
      block_comment = true;
    } else if (state->language == LUA && c == '-' && lexer->lookahead == '-') {
      advance(lexer);
      if (lexer->lookahead == '[') {
        advance(lexer);
        if (lexer->lookahead == '[') block_comment = true;
        else line_comment = true;
      } else {
        line_comment = true;
      }
    } else if (state->language == JAVASCRIPT && c == '{') {
      state->depth++;
    } else if (state->language == JAVASCRIPT && c == '}') {
      lower_depth(state);
    }
  }
}

// True when the statement that starts here is `} else ...` (JavaScript) or `else` / `elseif` (Lua).
// Consumes the statement, leaving `state` as it is after it.
static bool read_else_statement(TSLexer *lexer, BlockState *state) {
  while (!lexer->eof(lexer) && is_space(lexer->lookahead) && lexer->lookahead != ',') advance(lexer);
  if (state->language == JAVASCRIPT) {
    if (lexer->lookahead != '}') return false;
    advance(lexer);
    state->depth--;
    while (!lexer->eof(lexer) && is_space(lexer->lookahead) && lexer->lookahead != ',') advance(lexer);
  }
  const char *keyword = "else";
  for (const char *k = keyword; *k; k++) {
    if (lexer->lookahead != *k) return false;
    advance(lexer);
  }
  if (state->language == LUA) {
    if (lexer->lookahead == 'i') {  // elseif
      advance(lexer);
      if (lexer->lookahead != 'f') return false;
      advance(lexer);
    }
    if (is_lua_word_char(lexer->lookahead)) return false;
  } else if (is_lua_word_char(lexer->lookahead) || lexer->lookahead == '$') {
    return false;
  }
  read_statement(lexer, state);
  return state->closed;
}

// Having consumed `%`, checks for the language's opening token and consumes it (and a following `=`).
static bool read_opening(TSLexer *lexer, enum Language language) {
  if (lexer->lookahead != (language == JAVASCRIPT ? '<' : '{')) return false;
  advance(lexer);
  if (lexer->lookahead == '=') advance(lexer);
  return true;
}

static bool scan_inactive_branch(TSLexer *lexer) {
  // At `%`, already checked by the caller.
  advance(lexer);
  BlockState state = {.depth = 1, .budget = BRANCH_BUDGET};
  if (lexer->lookahead == '<') state.language = JAVASCRIPT;
  else if (lexer->lookahead == '{') state.language = LUA;
  else return false;
  advance(lexer);
  if (lexer->lookahead == '=') return false;  // an expression, not a branch
  if (!read_else_statement(lexer, &state)) return false;
  if (state.depth != 1) return false;  // `} else {` must leave us inside one block

  // Read the branch's VRML text up to the statement that leaves it, counting brackets outside strings
  // and comments. Templates count everywhere, even inside strings and comments.
  int brackets = 0, min_brackets = 0;
  bool in_string = false, in_comment = false;
  for (;;) {
    if (lexer->eof(lexer) || state.budget == 0) return false;  // unterminated or too long: ordinary text
    state.budget--;
    int32_t c = lexer->lookahead;
    if (c == '%') {
      lexer->mark_end(lexer);
      advance(lexer);
      if (!read_opening(lexer, state.language)) continue;
      read_statement(lexer, &state);
      if (!state.closed || state.depth > MAX_BLOCK_DEPTH) return false;
      if (state.min_depth <= 0) break;  // this statement ends the branch; the token ends at the mark
      continue;
    }
    advance(lexer);
    if (in_comment) {
      if (c == '\n') in_comment = false;
    } else if (in_string) {
      if (c == '\\') {
        if (lexer->lookahead == '"' || lexer->lookahead == '\\') advance(lexer);
      } else if (c == '"' || c == '\n') {
        in_string = false;
      }
    } else if (c == '"') {
      in_string = true;
    } else if (c == '#') {
      in_comment = true;
    } else if (c == '{' || c == '[') {
      brackets++;
    } else if (c == '}' || c == ']') {
      brackets--;
      if (brackets < min_brackets) min_brackets = brackets;
    }
  }
  if (brackets == 0 && min_brackets == 0) return false;  // balanced: parse it as ordinary text
  lexer->result_symbol = INACTIVE_BRANCH;
  return true;
}

// ---------------------------------------------------------------------------------------------------------
// Header.

static void read_to_line_end(TSLexer *lexer) {
  while (!lexer->eof(lexer) && lexer->lookahead != '\n' && lexer->lookahead != '\r') advance(lexer);
  lexer->mark_end(lexer);
}

typedef struct {
  bool object_file;  // `#VRML_OBJ` header: a node file exported for supervisors, may hold placeholders
} Scanner;

static bool scan_version_line(TSLexer *lexer, Scanner *scanner) {
  if (lexer->lookahead == 0xFEFF) skip(lexer);
  if (lexer->lookahead != '#' || lexer->get_column(lexer) != 0) return false;
  advance(lexer);
  // Webots strips the `#` of each header line, then trims it: `# VRML_SIM R2023a utf8` is a header too
  while (lexer->lookahead == ' ' || lexer->lookahead == '\t') advance(lexer);
  for (const char *k = "VRML"; *k; k++) {
    if (lexer->lookahead != *k) return false;
    advance(lexer);
  }
  scanner->object_file = false;
  if (lexer->lookahead == '_') {
    advance(lexer);
    scanner->object_file = true;
    for (const char *k = "OBJ"; *k; k++) {
      if (lexer->lookahead != *k) scanner->object_file = false;
      if (lexer->lookahead == '\n' || lexer->lookahead == '\r' || lexer->eof(lexer)) break;
      advance(lexer);
    }
  }
  read_to_line_end(lexer);
  lexer->result_symbol = VERSION_LINE;
  return true;
}

// The header block is every consecutive line starting with `#` right after the version line.
static bool scan_info_line(TSLexer *lexer) {
  if (lexer->lookahead == '\r') skip(lexer);
  if (lexer->lookahead != '\n') return false;
  skip(lexer);
  if (lexer->lookahead != '#') return false;
  read_to_line_end(lexer);
  lexer->result_symbol = INFO_LINE;
  return true;
}

// ---------------------------------------------------------------------------------------------------------
// Group ends: zero-width tokens between the items of a long sequence (see `grouped` in grammar.js). One
// item start in GROUP_PERIOD, chosen by a hash of its first characters, gets one, so the boundaries depend
// on nearby text only and survive edits elsewhere.

#define GROUP_PERIOD 32
#define GROUP_HASH_LENGTH 24

static bool scan_group_end(TSLexer *lexer) {
  lexer->mark_end(lexer);
  uint32_t hash = 2166136261u;
  for (unsigned i = 0; i < GROUP_HASH_LENGTH && !lexer->eof(lexer); i++) {
    hash = (hash ^ (uint32_t)lexer->lookahead) * 16777619u;
    advance(lexer);
  }
  hash ^= hash >> 15;
  hash *= 2246822519u;
  hash ^= hash >> 13;
  if (hash % GROUP_PERIOD != 0) return false;
  lexer->result_symbol = GROUP_END;
  return true;
}

// ---------------------------------------------------------------------------------------------------------
// Bare words: `channel __id__`, `translation translationX translationY translationZ` in node files that a
// supervisor fills in before importing them. Webots rejects them ("Expected floating point value"); the
// grammar keeps them as values so the rest of the file keeps its structure and the server reports them.
// A word is a bare value only where it cannot be a field name or a node type: it is not followed by `{`
// (a node) nor by a value (then it is the next field's name).

static bool is_word_start(int32_t c) {
  return c > 0x20 && c != '"' && c != '#' && c != '\'' && c != ',' && c != '.' && c != '[' && c != '\\' &&
         c != ']' && c != '{' && c != '}' && c != '%' && c != '+' && c != '-' && !is_digit(c);
}

static bool is_word_char(int32_t c) {
  return c > 0x20 && c != '"' && c != '#' && c != '\'' && c != ',' && c != '.' && c != '[' && c != '\\' &&
         c != ']' && c != '{' && c != '}' && c != '%' && !is_space(c);
}

// Reads a word into `word` (truncated), returning its length (0 when there is none).
static unsigned read_word(TSLexer *lexer, char *word, unsigned size) {
  unsigned length = 0;
  if (!is_word_start(lexer->lookahead)) return 0;
  while (!lexer->eof(lexer) && is_word_char(lexer->lookahead)) {
    if (length < size) word[length] = lexer->lookahead < 0x80 ? (char)lexer->lookahead : '?';
    length++;
    advance(lexer);
  }
  return length;
}

static bool is_value_keyword(const char *word, unsigned length) {
  static const char *const keywords[] = {"TRUE", "FALSE", "NULL", "USE", "DEF", "IS", "hidden"};
  for (unsigned i = 0; i < sizeof(keywords) / sizeof(keywords[0]); i++) {
    unsigned n = (unsigned)__builtin_strlen(keywords[i]);
    if (n == length && __builtin_memcmp(word, keywords[i], n) == 0) return true;
  }
  return false;
}

// `line_break`: whether the blanks before the word held a line break.
static bool scan_bare_word(TSLexer *lexer, bool same_line_only, bool line_break) {
  if (same_line_only && line_break) return false;
  char word[16];
  unsigned length = read_word(lexer, word, sizeof(word));
  if (length == 0 || is_value_keyword(word, length)) return false;
  lexer->mark_end(lexer);
  // What follows decides: skip blanks and comments.
  for (;;) {
    while (!lexer->eof(lexer) && is_space(lexer->lookahead)) advance(lexer);
    if (lexer->lookahead != '#') break;
    while (!lexer->eof(lexer) && lexer->lookahead != '\n') advance(lexer);
  }
  int32_t c = lexer->lookahead;
  if (lexer->eof(lexer) || c == '}' || c == ']') {
    lexer->result_symbol = same_line_only ? BARE_WORD_SAME_LINE : BARE_WORD;
    return true;
  }
  if (c == '{' || c == '[' || c == '"' || c == '%' || is_number_start(c)) return false;
  length = read_word(lexer, word, sizeof(word));
  if (length == 0 || is_value_keyword(word, length)) return false;
  lexer->result_symbol = same_line_only ? BARE_WORD_SAME_LINE : BARE_WORD;
  return true;
}

// ---------------------------------------------------------------------------------------------------------

void *tree_sitter_webots_external_scanner_create(void) { return ts_calloc(1, sizeof(Scanner)); }

void tree_sitter_webots_external_scanner_destroy(void *payload) { ts_free(payload); }

unsigned tree_sitter_webots_external_scanner_serialize(void *payload, char *buffer) {
  buffer[0] = ((Scanner *)payload)->object_file ? 1 : 0;
  return 1;
}

void tree_sitter_webots_external_scanner_deserialize(void *payload, const char *buffer, unsigned length) {
  ((Scanner *)payload)->object_file = length > 0 && buffer[0] == 1;
}

bool tree_sitter_webots_external_scanner_scan(void *payload, TSLexer *lexer, const bool *valid_symbols) {
  Scanner *scanner = payload;
  bool recovering = valid_symbols[ERROR_SENTINEL];

  if (!recovering) {
    if (valid_symbols[STRING_CONTENT] || valid_symbols[ESCAPE_SEQUENCE]) {
      return scan_string_part(lexer, valid_symbols);
    }
    if (valid_symbols[JAVASCRIPT_CODE]) return scan_template_code(lexer, '>', JAVASCRIPT_CODE);
    if (valid_symbols[LUA_CODE]) return scan_template_code(lexer, '}', LUA_CODE);
    if (valid_symbols[VERSION_LINE] && (lexer->lookahead == '#' || lexer->lookahead == 0xFEFF)) {
      return scan_version_line(lexer, scanner);
    }
    if (valid_symbols[INFO_LINE]) return scan_info_line(lexer);
  }

  bool line_break = false;
  while (!lexer->eof(lexer) && is_space(lexer->lookahead)) {
    if (lexer->lookahead == '\n' || lexer->lookahead == '\r') line_break = true;
    skip(lexer);
  }

  if (!recovering && valid_symbols[INACTIVE_BRANCH] && lexer->lookahead == '%') {
    return scan_inactive_branch(lexer);
  }
  if (valid_symbols[NUMBERS] && is_number_start(lexer->lookahead)) return scan_numbers(lexer);
  if (!recovering && valid_symbols[GROUP_END] && !lexer->eof(lexer) && lexer->lookahead != '}' &&
      lexer->lookahead != ']' && !(scanner->object_file && (valid_symbols[BARE_WORD] || valid_symbols[BARE_WORD_SAME_LINE]))) {
    return scan_group_end(lexer);
  }
  if (!recovering && scanner->object_file && (valid_symbols[BARE_WORD] || valid_symbols[BARE_WORD_SAME_LINE])) {
    return scan_bare_word(lexer, !valid_symbols[BARE_WORD], line_break);
  }
  return false;
}
