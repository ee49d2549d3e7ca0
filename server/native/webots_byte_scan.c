/* Byte scans of whole documents that Python can only do with temporary copies. Imported by
 * webots_ls/syntax/byte_scan.py, which documents them and holds the same functions in Python for a checkout where
 * this extension is not built. A top-level module, installed beside the package: the tests and the editor
 * integrations run the server from the source tree (PYTHONPATH=server) and still find it. */

#define PY_SSIZE_T_CLEAN
#include <Python.h>
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

/* What number_runs has read so far: numbers counted, whether the last byte read is a number byte, the length of the
 * run of number bytes it ends, and whether a byte of no class or (integers) a run of 10 was met. */
typedef struct {
    Py_ssize_t runs, run;
    unsigned previous_number, other, long_run;
} NumberScan;

#if defined(__SSE2__) && defined(__GNUC__)
#include <emmintrin.h>

/* 16 bytes a step (8x a byte a step): the bits of the number bytes and of the separators, from byte compares. */
static Py_ssize_t scan_blocks(const unsigned char *text, Py_ssize_t i, Py_ssize_t end, int integers, NumberScan *scan) {
    const __m128i zero = _mm_set1_epi8('0'), nine = _mm_set1_epi8(9);
    for (; i + 16 <= end; i += 16) {
        __m128i bytes = _mm_loadu_si128((const __m128i *)(text + i));
        __m128i digits = _mm_sub_epi8(bytes, zero);
        __m128i number = _mm_cmpeq_epi8(_mm_min_epu8(digits, nine), digits);  /* 0-9: digits - '0' <= 9, unsigned */
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
        unsigned numbers = (unsigned)_mm_movemask_epi8(number);  /* bit k: byte i + k */
        if ((numbers | (unsigned)_mm_movemask_epi8(separator)) != 0xFFFF) {
            scan->other = 1;
            return end;
        }
        scan->runs += __builtin_popcount(numbers & ~((numbers << 1) | scan->previous_number));  /* run starts */
        scan->previous_number = numbers >> 15;
        if (integers) {
            unsigned inside = numbers;  /* a run of 10 inside the block: bit k set where bytes k..k+9 all are */
            for (int shift = 1; shift < 10; shift++) {
                inside &= numbers >> shift;
            }
            unsigned leading = (unsigned)__builtin_ctz(~numbers);  /* the run going on from the block before */
            scan->long_run |= inside != 0 || scan->run + leading >= 10;
            scan->run = numbers == 0xFFFF ? scan->run + 16 : __builtin_clz((~numbers & 0xFFFF) << 16);
        }
    }
    return i;
}
#else
static Py_ssize_t scan_blocks(const unsigned char *text, Py_ssize_t i, Py_ssize_t end, int integers, NumberScan *scan) {
    return i;  /* (no SSE2: every byte goes through the loop below) */
}
#endif

/* number_runs(source, start, end, integers) -> int: the count of numbers in source[start:end] when it holds only
 * number bytes and separators; -1 when it holds any other byte; -2 when ``integers`` and a run of 10 number bytes
 * (maybe beyond int32) is found. Number bytes: 0-9 + - and, unless ``integers``, . e E; separators: space, tab, CR,
 * LF and comma. A number is a maximal run of number bytes. */
static PyObject *number_runs(PyObject *module, PyObject *args) {
    Py_buffer view;
    Py_ssize_t start, end;
    int integers;
    if (!PyArg_ParseTuple(args, "y*nnp:number_runs", &view, &start, &end, &integers)) {
        return NULL;
    }
    start = start < 0 ? 0 : start;
    end = end > view.len ? view.len : end;
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

static PyMethodDef methods[] = {
    {"line_starts", line_starts, METH_O, "The offset of every line start (\\n, \\r\\n, \\r)."},
    {"number_runs", number_runs, METH_VARARGS, "The count of numbers in a slice of numbers and separators."},
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
    }
    return PyModule_Create(&module_definition);
}
