/* Byte scans of whole documents that Python can only do with temporary copies. Imported by
 * webots_ls/syntax/byte_scan.py, which documents them and holds the same functions in Python for a checkout where
 * this extension is not built; and long_json_string by webots_ls/server/stdio.py (without it: orjson). A top-level module, installed beside the package: the tests and the editor
 * integrations run the server from the source tree (PYTHONPATH=server) and still find it. */

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

/* line_starts(source) -> list[int]: the offset of every line start; breaks are \n, \r\n and a lone \r. */
static PyObject *line_starts(PyObject *module, PyObject *arg) {
    Py_buffer view;
    if (PyObject_GetBuffer(arg, &view, PyBUF_SIMPLE) < 0) {
        return NULL;
    }
    const char *text = view.buf;
    Py_ssize_t length = view.len, count = 1, capacity = 1024;
    Py_ssize_t *offsets = PyMem_Malloc(capacity * sizeof(Py_ssize_t));
    if (offsets == NULL) {
        PyBuffer_Release(&view);
        return PyErr_NoMemory();
    }
    offsets[0] = 0;
    int has_cr = memchr(text, '\r', (size_t)length) != NULL;
    Py_ssize_t at = 0;
    while (at < length) {
        Py_ssize_t next = -1;  /* the offset after the next line break */
        if (!has_cr) {  /* (the common case: memchr reads many bytes at a time) */
            const char *newline = memchr(text + at, '\n', (size_t)(length - at));
            next = newline == NULL ? -1 : newline - text + 1;
        } else {
            for (Py_ssize_t i = at; i < length; i++) {
                if (text[i] == '\n' || text[i] == '\r') {
                    next = text[i] == '\r' && i + 1 < length && text[i + 1] == '\n' ? i + 2 : i + 1;
                    break;
                }
            }
        }
        if (next < 0) {
            break;
        }
        if (count == capacity) {
            capacity *= 2;
            Py_ssize_t *grown = PyMem_Realloc(offsets, capacity * sizeof(Py_ssize_t));
            if (grown == NULL) {
                PyMem_Free(offsets);
                PyBuffer_Release(&view);
                return PyErr_NoMemory();
            }
            offsets = grown;
        }
        offsets[count++] = next;
        at = next;
    }
    PyBuffer_Release(&view);
    PyObject *starts = PyList_New(count);
    for (Py_ssize_t i = 0; starts != NULL && i < count; i++) {
        PyObject *start = PyLong_FromSsize_t(offsets[i]);
        if (start == NULL) {
            Py_CLEAR(starts);
        } else {
            PyList_SET_ITEM(starts, i, start);
        }
    }
    PyMem_Free(offsets);
    return starts;
}

/* Byte classes: bit 0 a number byte, bit 1 any other byte; 0 a separator. */
enum { SEPARATOR = 0, NUMBER = 1, OTHER = 2 };
static unsigned char float_classes[256], int_classes[256];
static unsigned char shape_word_ends[256];  /* item_shape: 1 for a byte that ends a word (a separator, {}[]#) */

/* The arguments of a METH_FASTCALL function: a buffer and integers, read without a format string (PyArg_ParseTuple
 * cost more than the scan of a small node: item_shape runs once per node of a big world). */
static int read_buffer(PyObject *arg, Py_buffer *view) {
    return PyObject_GetBuffer(arg, view, PyBUF_SIMPLE);
}

static int read_size(PyObject *arg, Py_ssize_t *value) {
    *value = PyNumber_AsSsize_t(arg, PyExc_OverflowError);  /* (as the "n" format: any integer, __index__ too) */
    return *value == -1 && PyErr_Occurred() ? -1 : 0;
}

/* What number_runs has read so far: numbers counted, whether the last byte read is a number byte, the length of the
 * run of number bytes it ends, and whether a byte of no class or (integers) a run of 10 was met. */
typedef struct {
    Py_ssize_t runs, run;
    unsigned previous_number, other, long_run;
} NumberScan;

#if defined(__SSE2__) && defined(__GNUC__)
#include <emmintrin.h>

/* The number bytes and the separators among 16 bytes, as bit masks (bit k: byte k), from byte compares. */
static inline void classify_block(const unsigned char *text, int integers, unsigned *numbers, unsigned *separators) {
    __m128i bytes = _mm_loadu_si128((const __m128i *)text);
    __m128i digits = _mm_sub_epi8(bytes, _mm_set1_epi8('0'));
    __m128i number = _mm_cmpeq_epi8(_mm_min_epu8(digits, _mm_set1_epi8(9)), digits);  /* 0-9: digits - '0' <= 9 */
    number = _mm_or_si128(number, _mm_cmpeq_epi8(bytes, _mm_set1_epi8('+')));
    number = _mm_or_si128(number, _mm_cmpeq_epi8(bytes, _mm_set1_epi8('-')));
    if (!integers) {
        number = _mm_or_si128(number, _mm_cmpeq_epi8(bytes, _mm_set1_epi8('.')));
        number = _mm_or_si128(number, _mm_cmpeq_epi8(bytes, _mm_set1_epi8('e')));
        number = _mm_or_si128(number, _mm_cmpeq_epi8(bytes, _mm_set1_epi8('E')));
    }
    __m128i separator = _mm_cmpeq_epi8(bytes, _mm_set1_epi8(' '));
    separator = _mm_or_si128(separator, _mm_cmpeq_epi8(bytes, _mm_set1_epi8('\t')));
    separator = _mm_or_si128(separator, _mm_cmpeq_epi8(bytes, _mm_set1_epi8('\r')));
    separator = _mm_or_si128(separator, _mm_cmpeq_epi8(bytes, _mm_set1_epi8('\n')));
    separator = _mm_or_si128(separator, _mm_cmpeq_epi8(bytes, _mm_set1_epi8(',')));
    *numbers = (unsigned)_mm_movemask_epi8(number);
    *separators = (unsigned)_mm_movemask_epi8(separator);
}

/* The set bits of x, without a call (x86-64's baseline has no popcnt instruction: gcc calls __popcountdi2). */
static inline unsigned bit_count(uint64_t x) {
    x -= (x >> 1) & 0x5555555555555555ULL;
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return (unsigned)((x * 0x0101010101010101ULL) >> 56);
}

/* Adds a block of `width` bytes (16 or 64) to the scan, from its masks (bit k: byte k): 0 when a byte of it is neither
 * a number byte nor a separator. */
static inline int scan_block(NumberScan *scan, uint64_t numbers, uint64_t separators, int width, int integers) {
    uint64_t all = width == 64 ? ~0ULL : (1ULL << width) - 1, gaps = ~numbers & all;
    if ((numbers | separators) != all) {
        scan->other = 1;
        return 0;
    }
    scan->runs += bit_count(numbers & ~((numbers << 1) | scan->previous_number));  /* run starts */
    scan->previous_number = (unsigned)(numbers >> (width - 1));
    if (integers) {
        /* a run of 10 inside: bit k set where bytes k..k+9 all are (runs of 2, 4, 8, then 8 + 2) */
        uint64_t two = numbers & (numbers >> 1), four = two & (two >> 2), eight = four & (four >> 4);
        unsigned leading = gaps ? (unsigned)__builtin_ctzll(gaps) : (unsigned)width;  /* going on from before */
        scan->long_run |= (eight & (two >> 8)) != 0 || scan->run + leading >= 10;
        scan->run = gaps ? (Py_ssize_t)__builtin_clzll(gaps) - (64 - width) : scan->run + width;  /* to its end */
    }
    return 1;
}

/* 64 bytes a step: four blocks' masks joined, then counted at once (the count and the run bookkeeping per 16 bytes
 * cost as much as the compares: 25M -> 12M instructions for the number arrays of a 3.8 MB world); then 16. */
static Py_ssize_t scan_blocks(const unsigned char *text, Py_ssize_t i, Py_ssize_t end, int integers, NumberScan *scan) {
    for (; i + 64 <= end; i += 64) {
        uint64_t numbers = 0, separators = 0;
        for (int k = 0; k < 4; k++) {
            unsigned block_numbers, block_separators;
            classify_block(text + i + 16 * k, integers, &block_numbers, &block_separators);
            numbers |= (uint64_t)block_numbers << (16 * k);
            separators |= (uint64_t)block_separators << (16 * k);
        }
        if (!scan_block(scan, numbers, separators, 64, integers)) {
            return end;
        }
    }
    for (; i + 16 <= end; i += 16) {
        unsigned numbers, separators;
        classify_block(text + i, integers, &numbers, &separators);
        if (!scan_block(scan, numbers, separators, 16, integers)) {
            return end;
        }
    }
    return i;
}
#else
static Py_ssize_t scan_blocks(const unsigned char *text, Py_ssize_t i, Py_ssize_t end, int integers, NumberScan *scan) {
    return i;  /* (no SSE2: every byte goes through the loop below) */
}
#endif

/* start:end made a slice of the buffer, as Python slices clamp (an empty one when end < start). */
static void clamp_slice(const Py_buffer *view, Py_ssize_t *start, Py_ssize_t *end) {
    *start = *start < 0 ? 0 : *start > view->len ? view->len : *start;
    *end = *end > view->len ? view->len : *end < *start ? *start : *end;
}

/* number_runs(source, start, end, integers) -> int: the count of numbers in source[start:end] when it holds only
 * number bytes and separators; -1 when it holds any other byte; -2 when ``integers`` and a run of 10 number bytes
 * (maybe beyond int32) is found. Number bytes: 0-9 + - and, unless ``integers``, . e E; separators: space, tab, CR,
 * LF and comma. A number is a maximal run of number bytes. */
static PyObject *number_runs(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    Py_buffer view;
    Py_ssize_t start, end;
    if (nargs != 4) {
        return PyErr_Format(PyExc_TypeError, "number_runs takes 4 arguments (%zd given)", nargs);
    }
    if (read_size(args[1], &start) < 0 || read_size(args[2], &end) < 0) {
        return NULL;
    }
    int integers = PyObject_IsTrue(args[3]);
    if (integers < 0 || read_buffer(args[0], &view) < 0) {
        return NULL;
    }
    clamp_slice(&view, &start, &end);
    const unsigned char *text = view.buf;
    const unsigned char *classes = integers ? int_classes : float_classes;
    NumberScan scan = {0, 0, 0, 0, 0};
    Py_ssize_t i = scan_blocks(text, start, end, integers, &scan);
    for (; i < end && !scan.other; i++) {  /* the bytes after the last whole block, or all of them */
        unsigned class = classes[text[i]];
        scan.other = class == OTHER;
        scan.runs += class == NUMBER && !scan.previous_number;
        scan.previous_number = class == NUMBER;
        scan.run = class == NUMBER ? scan.run + 1 : 0;
        scan.long_run |= scan.run >= 10;
    }
    PyBuffer_Release(&view);
    return PyLong_FromSsize_t(scan.other ? -1 : integers && scan.long_run ? -2 : scan.runs);
}

/* Item shapes: a top-level node's bytes with its DEF and USE names, plain numbers and plain strings each replaced by
 * one byte of its class. Two items of the same shape are the same tokens but for those (see item_shape in
 * byte_scan.py, which holds the same function in Python and documents the rules). */
enum { SHAPE_NAME = 1, SHAPE_INT = 2, SHAPE_FLOAT = 3, SHAPE_STRING = 4, SHAPE_MAX_KEYWORDS = 64, SHAPE_KEYWORD_BYTES = 32 };
static char shape_keywords[SHAPE_MAX_KEYWORDS][SHAPE_KEYWORD_BYTES];
static Py_ssize_t shape_keyword_lengths[SHAPE_MAX_KEYWORDS];
static int shape_keyword_count = 0;

/* set_shape_keywords(words): the words a name must not be (the grammar's keywords). */
static PyObject *set_shape_keywords(PyObject *module, PyObject *arg) {
    PyObject *words = PySequence_Fast(arg, "keywords must be a sequence of bytes");
    if (words == NULL) {
        return NULL;
    }
    Py_ssize_t count = PySequence_Fast_GET_SIZE(words);
    if (count > SHAPE_MAX_KEYWORDS) {
        Py_DECREF(words);
        return PyErr_Format(PyExc_ValueError, "at most %d keywords", SHAPE_MAX_KEYWORDS);
    }
    for (Py_ssize_t k = 0; k < count; k++) {
        PyObject *word = PySequence_Fast_GET_ITEM(words, k);
        if (!PyBytes_Check(word) || PyBytes_GET_SIZE(word) >= SHAPE_KEYWORD_BYTES) {
            Py_DECREF(words);
            shape_keyword_count = 0;
            return PyErr_Format(PyExc_ValueError, "a keyword must be bytes shorter than %d", SHAPE_KEYWORD_BYTES);
        }
        memcpy(shape_keywords[k], PyBytes_AS_STRING(word), (size_t)PyBytes_GET_SIZE(word));
        shape_keyword_lengths[k] = PyBytes_GET_SIZE(word);
    }
    shape_keyword_count = (int)count;
    Py_DECREF(words);
    Py_RETURN_NONE;
}

static inline int is_shape_separator(unsigned char c) { return int_classes[c] == SEPARATOR; }
static inline int is_shape_digit(unsigned char c) { return c >= '0' && c <= '9'; }
static inline int is_shape_word_end(unsigned char c) { return shape_word_ends[c]; }

/* A name that may be masked: [A-Za-z_][A-Za-z0-9_-]*, not a keyword. */
static int is_shape_name(const unsigned char *word, Py_ssize_t length) {
    unsigned char first = word[0];
    if (!((first >= 'A' && first <= 'Z') || (first >= 'a' && first <= 'z') || first == '_')) {
        return 0;
    }
    for (Py_ssize_t i = 1; i < length; i++) {
        unsigned char c = word[i];
        if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || is_shape_digit(c) || c == '_' || c == '-')) {
            return 0;
        }
    }
    for (int k = 0; k < shape_keyword_count; k++) {
        if (shape_keyword_lengths[k] == length && memcmp(shape_keywords[k], word, (size_t)length) == 0) {
            return 0;
        }
    }
    return 1;
}

/* The class of a word that is one number ([+-] (digits [. digits] | . digits) [e [+-] digits]): SHAPE_INT for
 * [+-]digits of at most 9 bytes, SHAPE_FLOAT for any other number, 0 for anything else (an integer of 10 bytes or
 * more is kept: it may be beyond int32). */
static int shape_number_class(const unsigned char *word, Py_ssize_t length) {
    Py_ssize_t i = 0;
    int digits = 0, plain = 1;
    if (word[i] == '+' || word[i] == '-') {
        i++;
    }
    while (i < length && is_shape_digit(word[i])) {
        i++;
        digits = 1;
    }
    if (i < length && word[i] == '.') {
        plain = 0;
        i++;
        while (i < length && is_shape_digit(word[i])) {
            i++;
            digits = 1;
        }
    }
    if (!digits) {
        return 0;
    }
    if (i < length && (word[i] == 'e' || word[i] == 'E')) {
        plain = 0;
        i++;
        if (i < length && (word[i] == '+' || word[i] == '-')) {
            i++;
        }
        if (i == length || !is_shape_digit(word[i])) {
            return 0;
        }
        while (i < length && is_shape_digit(word[i])) {
            i++;
        }
    }
    if (i != length) {
        return 0;
    }
    return plain ? (length <= 9 ? SHAPE_INT : 0) : SHAPE_FLOAT;
}

static int append_offset(PyObject *offsets, Py_ssize_t offset) {
    PyObject *value = PyLong_FromSsize_t(offset);
    int failed = value == NULL || PyList_Append(offsets, value) < 0;
    Py_XDECREF(value);
    return failed ? -1 : 0;
}

/* item_shape(source, start, end, mode[, shape]) -> mode 0: the shape (bytes), or None when the item has a byte that
 * makes its tokens uncertain here; mode 1: a list, the item's start then the end of every masked token; mode 2: a
 * list, the item's start then the start and end of every masked token; mode 3: mode 1's list if the item's shape is
 * ``shape``, else None (read only as far as the first byte that differs). */
static PyObject *item_shape(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    Py_buffer view, expected = {0};
    Py_ssize_t start, end, mode;
    if (nargs != 4 && nargs != 5) {
        return PyErr_Format(PyExc_TypeError, "item_shape takes 4 or 5 arguments (%zd given)", nargs);
    }
    if (read_size(args[1], &start) < 0 || read_size(args[2], &end) < 0 || read_size(args[3], &mode) < 0) {
        return NULL;
    }
    if (mode == 3 && nargs == 4) {
        return PyErr_Format(PyExc_TypeError, "item_shape mode 3 takes the shape to compare with");
    }
    if (read_buffer(args[0], &view) < 0) {
        return NULL;
    }
    if (nargs == 5 && read_buffer(args[4], &expected) < 0) {
        PyBuffer_Release(&view);
        return NULL;
    }
    clamp_slice(&view, &start, &end);
    const unsigned char *text = view.buf;
    const unsigned char *want = mode == 3 ? expected.buf : NULL;  /* mode 3: the shape the item must have */
    Py_ssize_t want_length = want != NULL ? expected.len : 0;
    PyObject *result = NULL;
    unsigned char *key = NULL;  /* mode 0: the shape being written */
    Py_ssize_t length = 0;
    if (mode == 0) {
        result = PyBytes_FromStringAndSize(NULL, end - start);
        if (result != NULL) {
            key = (unsigned char *)PyBytes_AS_STRING(result);
        }
    } else {
        result = PyList_New(0);
        if (result != NULL && append_offset(result, start) < 0) {
            Py_CLEAR(result);
        }
    }
    if (result == NULL) {
        PyBuffer_Release(&view);
        PyBuffer_Release(&expected);
        return NULL;
    }
    int after_def_or_use = 0;  /* the last word, separators aside, was DEF or USE */
    Py_ssize_t i = start;
    while (i < end) {
        unsigned char c = text[i];
        Py_ssize_t token_start = i;
        int masked = 0, def_or_use = 0;
        if (is_shape_separator(c)) {
            if (key) key[length] = c;
            if (want && (length >= want_length || want[length] != c)) goto differs;
            length++;
            i++;
            continue;  /* (DEF and its name stay paired across separators) */
        }
        if (c == '#') {  /* a comment, kept, up to the line feed (at least as far as the tokenizer reads it) */
            while (i < end && text[i] != '\n') {
                i++;
            }
        } else if (c == '{' || c == '}' || c == '[' || c == ']') {
            i++;
        } else if (c == '"') {
            Py_ssize_t j = i + 1;
            int plain = 1;
            while (j < end && text[j] != '"') {
                if (text[j] == '\\') {  /* an escape: the byte after it is read as one of the string */
                    plain = 0;
                    if (++j == end) {
                        break;
                    }
                }
                if (text[j] == '\n' || text[j] == '\r' || text[j] == '%') {
                    goto uncertain;
                }
                j++;
            }
            if (j >= end || (j + 1 < end && !is_shape_word_end(text[j + 1]))) {
                goto uncertain;  /* unterminated, or glued to what follows */
            }
            i = j + 1;
            masked = plain ? SHAPE_STRING : 0;
        } else {
            while (i < end && !is_shape_word_end(text[i])) {
                if (text[i] < 0x20 || text[i] >= 0x7F || text[i] == '"' || text[i] == '%') {
                    goto uncertain;
                }
                i++;
            }
            const unsigned char *word = text + token_start;
            Py_ssize_t word_length = i - token_start;
            masked = after_def_or_use && is_shape_name(word, word_length) ? SHAPE_NAME : shape_number_class(word, word_length);
            def_or_use = word_length == 3 && (memcmp(word, "DEF", 3) == 0 || memcmp(word, "USE", 3) == 0);
        }
        after_def_or_use = def_or_use;
        if (want) {  /* mode 3: the same bytes as the expected shape so far */
            Py_ssize_t n = masked ? 1 : i - token_start;
            if (length + n > want_length || (masked ? want[length] != (unsigned char)masked
                                                    : memcmp(want + length, text + token_start, (size_t)n) != 0)) {
                goto differs;
            }
        }
        if (key) {
            if (masked) {
                key[length++] = (unsigned char)masked;
            } else {
                memcpy(key + length, text + token_start, (size_t)(i - token_start));
                length += i - token_start;
            }
        } else {
            length += masked ? 1 : i - token_start;
            if (masked && ((mode == 2 && append_offset(result, token_start) < 0) || append_offset(result, i) < 0)) {
                Py_CLEAR(result);
                break;
            }
        }
    }
    PyBuffer_Release(&view);
    if (want && result != NULL && length != want_length) {
        PyBuffer_Release(&expected);
        Py_DECREF(result);
        Py_RETURN_NONE;  /* a shorter shape */
    }
    PyBuffer_Release(&expected);
    if (key && _PyBytes_Resize(&result, length) < 0) {
        return NULL;
    }
    return result;
differs:
uncertain:
    PyBuffer_Release(&view);
    PyBuffer_Release(&expected);
    Py_DECREF(result);
    Py_RETURN_NONE;
}

/* -- JSON strings -------------------------------------------------------------------------------------------------
 * long_json_string(body, min_length) -> (start, end, value) | None: the first string literal of the JSON text `body`
 * whose raw content is at least min_length bytes long: start is the offset of its opening quote, end the offset after
 * its closing one, value its value as UTF-8 bytes. None when there is no such literal, or when it is not one that a
 * strict JSON reader takes (a raw control byte, bytes that are not UTF-8, an unknown escape, a lone surrogate escape,
 * no closing quote): the caller then reads the message the usual way, which reports or handles those. */

#define WORD_HIGH 0x8080808080808080ULL
#define WORD_ONES 0x0101010101010101ULL

/* The length of the valid UTF-8 sequence at p (at most `available` bytes), 0 when there is none (Unicode 15, table
 * 3-7: no overlong forms, no surrogates, nothing past U+10FFFF). */
static Py_ssize_t utf8_sequence(const unsigned char *p, Py_ssize_t available) {
    unsigned char lead = p[0], low = 0x80, high = 0xBF;
    Py_ssize_t length;
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        if (lead == 0xE0) low = 0xA0;
        if (lead == 0xED) high = 0x9F;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        if (lead == 0xF0) low = 0x90;
        if (lead == 0xF4) high = 0x8F;
    } else {
        return 0;
    }
    if (available < length || p[1] < low || p[1] > high) {
        return 0;
    }
    for (Py_ssize_t i = 2; i < length; i++) {
        if (p[i] < 0x80 || p[i] > 0xBF) {
            return 0;
        }
    }
    return length;
}

static int hex_digits(const unsigned char *p, unsigned int *value) {
    unsigned int v = 0;
    for (int i = 0; i < 4; i++) {
        unsigned char c = p[i];
        v <<= 4;
        if (c >= '0' && c <= '9') v |= c - '0';
        else if (c >= 'a' && c <= 'f') v |= c - 'a' + 10;
        else if (c >= 'A' && c <= 'F') v |= c - 'A' + 10;
        else return 0;
    }
    *value = v;
    return 1;
}

/* Decodes the raw literal content in[0:length] into out; returns the bytes written, -1 when it is not strict JSON. */
static Py_ssize_t decode_json_string(const unsigned char *in, Py_ssize_t length, unsigned char *out) {
    Py_ssize_t i = 0, o = 0;
    while (i < length) {
        if (i + 8 <= length) {  /* 8 plain ASCII bytes at a time: no control byte, no high bit, no backslash */
            uint64_t word;
            memcpy(&word, in + i, 8);
            uint64_t controls = (word - WORD_ONES * 0x20) & ~word & WORD_HIGH;
            uint64_t backslash = word ^ (WORD_ONES * '\\');
            backslash = (backslash - WORD_ONES) & ~backslash & WORD_HIGH;
            if (!((word & WORD_HIGH) | controls | backslash)) {
                memcpy(out + o, &word, 8);
                i += 8;
                o += 8;
                continue;
            }
        }
        unsigned char c = in[i];
        if (c >= 0x20 && c < 0x80 && c != '\\') {
            out[o++] = c;
            i++;
        } else if (c >= 0x80) {
            Py_ssize_t n = utf8_sequence(in + i, length - i);
            if (!n) return -1;
            memcpy(out + o, in + i, n);
            i += n;
            o += n;
        } else if (c < 0x20 || i + 1 >= length) {
            return -1;
        } else {
            unsigned char e = in[i + 1];
            unsigned int code;
            i += 2;
            switch (e) {
            case '"': case '\\': case '/': out[o++] = e; continue;
            case 'b': out[o++] = '\b'; continue;
            case 'f': out[o++] = '\f'; continue;
            case 'n': out[o++] = '\n'; continue;
            case 'r': out[o++] = '\r'; continue;
            case 't': out[o++] = '\t'; continue;
            case 'u': break;
            default: return -1;
            }
            if (i + 4 > length || !hex_digits(in + i, &code)) return -1;
            i += 4;
            if (code >= 0xDC00 && code <= 0xDFFF) return -1;  /* a lone low surrogate */
            if (code >= 0xD800 && code <= 0xDBFF) {  /* a pair, or a lone high surrogate */
                unsigned int low;
                if (i + 6 > length || in[i] != '\\' || in[i + 1] != 'u' || !hex_digits(in + i + 2, &low) ||
                    low < 0xDC00 || low > 0xDFFF) {
                    return -1;
                }
                i += 6;
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
            }
            if (code < 0x80) {
                out[o++] = (unsigned char)code;
            } else if (code < 0x800) {
                out[o++] = 0xC0 | (code >> 6);
                out[o++] = 0x80 | (code & 0x3F);
            } else if (code < 0x10000) {
                out[o++] = 0xE0 | (code >> 12);
                out[o++] = 0x80 | ((code >> 6) & 0x3F);
                out[o++] = 0x80 | (code & 0x3F);
            } else {
                out[o++] = 0xF0 | (code >> 18);
                out[o++] = 0x80 | ((code >> 12) & 0x3F);
                out[o++] = 0x80 | ((code >> 6) & 0x3F);
                out[o++] = 0x80 | (code & 0x3F);
            }
        }
    }
    return o;
}

static PyObject *long_json_string(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    Py_buffer view;
    Py_ssize_t min_length;
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "long_json_string(body, min_length)");
        return NULL;
    }
    if ((min_length = PyNumber_AsSsize_t(args[1], PyExc_OverflowError)) == -1 && PyErr_Occurred()) {
        return NULL;
    }
    if (PyObject_GetBuffer(args[0], &view, PyBUF_SIMPLE) < 0) {
        return NULL;
    }
    const unsigned char *body = view.buf, *end = body + view.len, *at = body;
    PyObject *result = NULL;
    while (at < end) {
        const unsigned char *open = memchr(at, '"', end - at), *close;
        if (open == NULL) {
            break;
        }
        for (at = open + 1;; at = close + 1) {  /* its closing quote: one after an even run of backslashes */
            close = at < end ? memchr(at, '"', end - at) : NULL;
            if (close == NULL) {
                goto none;  /* not closed */
            }
            const unsigned char *b = close;
            while (b > open + 1 && b[-1] == '\\') b--;
            if ((close - b) % 2 == 0) {
                break;
            }
        }
        at = close + 1;
        Py_ssize_t raw = close - (open + 1);
        if (raw < min_length) {
            continue;
        }
        PyObject *value = PyBytes_FromStringAndSize(NULL, raw);
        if (value == NULL) {
            goto done;
        }
        Py_ssize_t written;
        Py_BEGIN_ALLOW_THREADS
        written = decode_json_string(open + 1, raw, (unsigned char *)PyBytes_AS_STRING(value));
        Py_END_ALLOW_THREADS
        if (written < 0) {
            Py_DECREF(value);
            goto none;
        }
        if (written < raw && _PyBytes_Resize(&value, written) < 0) {
            goto done;
        }
        result = Py_BuildValue("(nnN)", (Py_ssize_t)(open - body), (Py_ssize_t)(close + 1 - body), value);
        goto done;
    }
none:
    result = Py_NewRef(Py_None);
done:
    PyBuffer_Release(&view);
    return result;
}

/* find_all(text, needle, anchor): every offset of needle in text, in order (non-overlapping: from each one's end).
 * Found by memchr on needle[anchor], a byte the caller knows is rare in the text (many bytes a step), then a compare:
 * bytes.find steps over a mesh a few bytes at a time (3.8 MB: 1.0 ms against 0.13 ms). */
static PyObject *find_all(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    Py_buffer text, needle;
    Py_ssize_t anchor;
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, "find_all(text, needle, anchor)");
        return NULL;
    }
    if ((anchor = PyNumber_AsSsize_t(args[2], PyExc_OverflowError)) == -1 && PyErr_Occurred()) {
        return NULL;
    }
    if (PyObject_GetBuffer(args[0], &text, PyBUF_SIMPLE) < 0) {
        return NULL;
    }
    if (PyObject_GetBuffer(args[1], &needle, PyBUF_SIMPLE) < 0) {
        PyBuffer_Release(&text);
        return NULL;
    }
    PyObject *found = NULL;
    if (needle.len == 0 || anchor < 0 || anchor >= needle.len) {
        PyErr_SetString(PyExc_ValueError, "find_all: an empty needle, or an anchor outside it");
        goto done;
    }
    if ((found = PyList_New(0)) == NULL) {
        goto done;
    }
    const char *start = text.buf, *key = needle.buf;
    Py_ssize_t length = text.len, size = needle.len, at = anchor;  /* at: where needle[anchor] may be next */
    while (at < length) {
        const char *hit = memchr(start + at, key[anchor], (size_t)(length - at));
        if (hit == NULL) {
            break;
        }
        Py_ssize_t offset = hit - start - anchor;
        if (offset + size <= length && memcmp(start + offset, key, (size_t)size) == 0) {
            PyObject *number = PyLong_FromSsize_t(offset);
            if (number == NULL || PyList_Append(found, number) < 0) {
                Py_XDECREF(number);
                Py_CLEAR(found);
                goto done;
            }
            Py_DECREF(number);
            at = offset + size + anchor;
        } else {
            at = hit - start + 1;
        }
    }
done:
    PyBuffer_Release(&needle);
    PyBuffer_Release(&text);
    return found;
}

static PyMethodDef methods[] = {
    {"line_starts", line_starts, METH_O, "The offset of every line start (\\n, \\r\\n, \\r)."},
    {"number_runs", (PyCFunction)(void (*)(void))number_runs, METH_FASTCALL,
     "The count of numbers in a slice of numbers and separators."},
    {"item_shape", (PyCFunction)(void (*)(void))item_shape, METH_FASTCALL,
     "A top-level item's bytes with names, plain numbers and strings masked."},
    {"set_shape_keywords", set_shape_keywords, METH_O, "The words item_shape never masks as names."},
    {"long_json_string", (PyCFunction)(void (*)(void))long_json_string, METH_FASTCALL,
     "The first long string literal of a JSON text, decoded to UTF-8."},
    {"find_all", (PyCFunction)(void (*)(void))find_all, METH_FASTCALL,
     "Every offset of a needle in a text, found by memchr on one of its bytes."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module_definition = {
    PyModuleDef_HEAD_INIT, "webots_byte_scan", "Byte scans of whole documents (see webots_ls/syntax/byte_scan.py).", -1, methods,
};

PyMODINIT_FUNC PyInit_webots_byte_scan(void) {
    const char *number_bytes = "0123456789+-", *fraction_bytes = ".eE", *separators = " \t\r\n,";
    memset(float_classes, OTHER, sizeof float_classes);
    memset(int_classes, OTHER, sizeof int_classes);
    for (const char *c = number_bytes; *c; c++) {
        float_classes[(unsigned char)*c] = int_classes[(unsigned char)*c] = NUMBER;
    }
    for (const char *c = fraction_bytes; *c; c++) {
        float_classes[(unsigned char)*c] = NUMBER;
    }
    for (const char *c = separators; *c; c++) {
        float_classes[(unsigned char)*c] = int_classes[(unsigned char)*c] = SEPARATOR;
        shape_word_ends[(unsigned char)*c] = 1;
    }
    for (const char *c = "{}[]#"; *c; c++) {
        shape_word_ends[(unsigned char)*c] = 1;
    }
    return PyModule_Create(&module_definition);
}
