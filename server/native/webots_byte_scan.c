/* Byte scans of whole documents that Python can only do with temporary copies. Optional: imported by
 * webots_ls/syntax/byte_scan.py, which documents them and holds the same functions in Python for where this
 * extension is not built (or WEBOTS_LS_PURE_PYTHON=1). A top-level module, installed beside the package: the tests
 * and the editor integrations run the server from the source tree (PYTHONPATH=server) and still find it.
 * Portable C11 on the limited API of Python 3.10 (one abi3 build serves every later Python): no buffer protocol
 * (limited API only from 3.11), no private functions; SSE2 only where the compiler says it is there. */

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

/* A bytes-like argument: a bytes object as it is, any other buffer (bytearray, memoryview) copied once into one. */
typedef struct {
    PyObject *owner;  /* the bytes object read (a new reference) */
    const unsigned char *data;
    Py_ssize_t length;
} ByteView;

static int read_bytes(PyObject *arg, ByteView *view) {
    char *data;
    view->owner = PyBytes_FromObject(arg);
    if (view->owner == NULL || PyBytes_AsStringAndSize(view->owner, &data, &view->length) < 0) {
        Py_CLEAR(view->owner);
        return -1;
    }
    view->data = (const unsigned char *)data;
    return 0;
}

static void release_bytes(ByteView *view) {
    Py_CLEAR(view->owner);
}

/* line_starts(source) -> list[int]: the offset of every line start; breaks are \n, \r\n and a lone \r. */
static PyObject *line_starts(PyObject *module, PyObject *arg) {
    ByteView view;
    if (read_bytes(arg, &view) < 0) {
        return NULL;
    }
    const char *text = (const char *)view.data;
    Py_ssize_t length = view.length, count = 1, capacity = 1024;
    Py_ssize_t *offsets = PyMem_Malloc(capacity * sizeof(Py_ssize_t));
    if (offsets == NULL) {
        release_bytes(&view);
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
                release_bytes(&view);
                return PyErr_NoMemory();
            }
            offsets = grown;
        }
        offsets[count++] = next;
        at = next;
    }
    release_bytes(&view);
    PyObject *starts = PyList_New(count);
    for (Py_ssize_t i = 0; starts != NULL && i < count; i++) {
        PyObject *start = PyLong_FromSsize_t(offsets[i]);
        if (start == NULL || PyList_SetItem(starts, i, start) < 0) {  /* (steals start, even on failure) */
            Py_CLEAR(starts);
        }
    }
    PyMem_Free(offsets);
    return starts;
}

/* Byte classes: bit 0 a number byte, bit 1 any other byte; 0 a separator. */
enum { SEPARATOR = 0, NUMBER = 1, OTHER = 2 };
static unsigned char float_classes[256], int_classes[256];
static unsigned char shape_word_ends[256];  /* item_shape: 1 for a byte that ends a word (a separator, {}[]#) */

/* The arguments of a METH_FASTCALL function: bytes (read_bytes) and integers, read without a format string
 * (PyArg_ParseTuple cost more than the scan of a small node: item_shape runs once per node of a big world). */
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

#if defined(__SSE2__) || defined(_M_X64)  /* (gcc and clang say __SSE2__; MSVC says _M_X64, where SSE2 always is) */
#include <emmintrin.h>

#if defined(_MSC_VER) && !defined(__clang__)
#include <intrin.h>
/* The zero bits below the lowest set bit / above the highest one of x, which is not 0. */
static inline unsigned trailing_zeros(uint64_t x) {
    unsigned long index;
    _BitScanForward64(&index, x);
    return (unsigned)index;
}
static inline unsigned leading_zeros(uint64_t x) {
    unsigned long index;
    _BitScanReverse64(&index, x);
    return 63u - (unsigned)index;
}
#else
static inline unsigned trailing_zeros(uint64_t x) { return (unsigned)__builtin_ctzll(x); }
static inline unsigned leading_zeros(uint64_t x) { return (unsigned)__builtin_clzll(x); }
#endif

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
        unsigned leading = gaps ? trailing_zeros(gaps) : (unsigned)width;  /* going on from before */
        scan->long_run |= (eight & (two >> 8)) != 0 || scan->run + leading >= 10;
        scan->run = gaps ? (Py_ssize_t)leading_zeros(gaps) - (64 - width) : scan->run + width;  /* to its end */
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
static void clamp_slice(const ByteView *view, Py_ssize_t *start, Py_ssize_t *end) {
    *start = *start < 0 ? 0 : *start > view->length ? view->length : *start;
    *end = *end > view->length ? view->length : *end < *start ? *start : *end;
}

/* number_runs(source, start, end, integers) -> int: the count of numbers in source[start:end] when it holds only
 * number bytes and separators; -1 when it holds any other byte; -2 when ``integers`` and a run of 10 number bytes
 * (maybe beyond int32) is found. Number bytes: 0-9 + - and, unless ``integers``, . e E; separators: space, tab, CR,
 * LF and comma. A number is a maximal run of number bytes. */
static PyObject *number_runs(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    ByteView view;
    Py_ssize_t start, end;
    if (nargs != 4) {
        return PyErr_Format(PyExc_TypeError, "number_runs takes 4 arguments (%zd given)", nargs);
    }
    if (read_size(args[1], &start) < 0 || read_size(args[2], &end) < 0) {
        return NULL;
    }
    int integers = PyObject_IsTrue(args[3]);
    if (integers < 0 || read_bytes(args[0], &view) < 0) {
        return NULL;
    }
    clamp_slice(&view, &start, &end);
    const unsigned char *text = view.data;
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
    release_bytes(&view);
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
    Py_ssize_t count = PySequence_Size(arg);
    if (count < 0) {
        return NULL;
    }
    if (count > SHAPE_MAX_KEYWORDS) {
        return PyErr_Format(PyExc_ValueError, "at most %d keywords", SHAPE_MAX_KEYWORDS);
    }
    shape_keyword_count = 0;
    for (Py_ssize_t k = 0; k < count; k++) {
        PyObject *word = PySequence_GetItem(arg, k);
        Py_ssize_t length = word != NULL && PyBytes_Check(word) ? PyBytes_Size(word) : SHAPE_KEYWORD_BYTES;
        if (length >= SHAPE_KEYWORD_BYTES) {
            Py_XDECREF(word);
            return PyErr_Occurred() ? NULL
                                    : PyErr_Format(PyExc_ValueError, "a keyword must be bytes shorter than %d",
                                                   SHAPE_KEYWORD_BYTES);
        }
        memcpy(shape_keywords[k], PyBytes_AsString(word), (size_t)length);
        shape_keyword_lengths[k] = length;
        Py_DECREF(word);
    }
    shape_keyword_count = (int)count;
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
    ByteView view, expected = {NULL, NULL, 0};
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
    if (read_bytes(args[0], &view) < 0) {
        return NULL;
    }
    if (nargs == 5 && read_bytes(args[4], &expected) < 0) {
        release_bytes(&view);
        return NULL;
    }
    clamp_slice(&view, &start, &end);
    const unsigned char *text = view.data;
    const unsigned char *want = mode == 3 ? expected.data : NULL;  /* mode 3: the shape the item must have */
    Py_ssize_t want_length = want != NULL ? expected.length : 0;
    PyObject *result = NULL;  /* modes 1-3: the list of offsets */
    unsigned char *key = NULL;  /* mode 0: the shape being written (no larger than the item) */
    Py_ssize_t length = 0;
    if (mode == 0) {
        key = PyMem_Malloc((size_t)(end - start));
        if (key == NULL) {
            PyErr_NoMemory();
        }
    } else {
        result = PyList_New(0);
        if (result != NULL && append_offset(result, start) < 0) {
            Py_CLEAR(result);
        }
    }
    if (result == NULL && key == NULL) {
        release_bytes(&view);
        release_bytes(&expected);
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
    release_bytes(&view);
    release_bytes(&expected);
    if (key) {
        result = PyBytes_FromStringAndSize((const char *)key, length);
        PyMem_Free(key);
        return result;
    }
    if (want && result != NULL && length != want_length) {
        Py_DECREF(result);
        Py_RETURN_NONE;  /* a shorter shape */
    }
    return result;
differs:
uncertain:
    release_bytes(&view);
    release_bytes(&expected);
    Py_XDECREF(result);
    PyMem_Free(key);
    Py_RETURN_NONE;
}

static PyMethodDef methods[] = {
    {"line_starts", line_starts, METH_O, "The offset of every line start (\\n, \\r\\n, \\r)."},
    {"number_runs", (PyCFunction)(void (*)(void))number_runs, METH_FASTCALL,
     "The count of numbers in a slice of numbers and separators."},
    {"item_shape", (PyCFunction)(void (*)(void))item_shape, METH_FASTCALL,
     "A top-level item's bytes with names, plain numbers and strings masked."},
    {"set_shape_keywords", set_shape_keywords, METH_O, "The words item_shape never masks as names."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module_definition = {
    .m_base = PyModuleDef_HEAD_INIT,
    .m_name = "webots_byte_scan",
    .m_doc = "Byte scans of whole documents (see webots_ls/syntax/byte_scan.py).",
    .m_size = -1,
    .m_methods = methods,
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
