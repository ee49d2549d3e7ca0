/* Python's object arenas (pymalloc's blocks of 1 MB, from which every small object comes) kept for reuse when
 * pymalloc frees them, instead of unmapped at once: a document opened after another one closed then finds its
 * objects' pages mapped already, where fresh pages fault in one by one at first touch (a 5 MB world of 35,000 names:
 * 20,000 faults a re-open, 1,200 with the arenas kept). Imported by webots_ls/heap.py, which says when they go back.
 * The allocator before ours (CPython's mmap and munmap) makes and unmaps every arena, so arenas made before ours was
 * set are kept and freed alike. */

#define PY_SSIZE_T_CLEAN
#include <Python.h>

#define MAX_KEPT 4096  /* arenas at most (4 GB) */

static PyObjectArenaAllocator previous;  /* the allocator before ours: makes and unmaps the arenas */
static void *kept[MAX_KEPT];
static size_t kept_sizes[MAX_KEPT];
static Py_ssize_t kept_count = 0, limit = 0, installed = 0;

/* (pymalloc calls these with the GIL held) */
static void *arena_alloc(void *context, size_t size) {
    for (Py_ssize_t i = kept_count - 1; i >= 0; i--) {
        if (kept_sizes[i] == size) {
            void *arena = kept[i];
            kept_count--;
            kept[i] = kept[kept_count];
            kept_sizes[i] = kept_sizes[kept_count];
            return arena;
        }
    }
    return previous.alloc(previous.ctx, size);
}

static void arena_free(void *context, void *arena, size_t size) {
    if (kept_count < limit) {
        kept[kept_count] = arena;
        kept_sizes[kept_count] = size;
        kept_count++;
    } else {
        previous.free(previous.ctx, arena, size);
    }
}

/* keep_arenas(count): keep up to count freed arenas for reuse (0: none, the freed ones go at once). */
static PyObject *keep_arenas(PyObject *module, PyObject *arg) {
    Py_ssize_t count = PyNumber_AsSsize_t(arg, PyExc_OverflowError);
    if (count == -1 && PyErr_Occurred()) {
        return NULL;
    }
    if (!installed) {
        PyObjectArenaAllocator ours = {NULL, arena_alloc, arena_free};
        PyObject_GetArenaAllocator(&previous);
        PyObject_SetArenaAllocator(&ours);
        installed = 1;
    }
    limit = count < 0 ? 0 : (count > MAX_KEPT ? MAX_KEPT : count);
    while (kept_count > limit) {
        kept_count--;
        previous.free(previous.ctx, kept[kept_count], kept_sizes[kept_count]);
    }
    Py_RETURN_NONE;
}

/* release_arenas() -> int: unmap the arenas kept, returns how many. */
static PyObject *release_arenas(PyObject *module, PyObject *unused) {
    Py_ssize_t released = kept_count;
    while (kept_count > 0) {
        kept_count--;
        previous.free(previous.ctx, kept[kept_count], kept_sizes[kept_count]);
    }
    return PyLong_FromSsize_t(released);
}

/* kept_arenas() -> int */
static PyObject *kept_arenas(PyObject *module, PyObject *unused) {
    return PyLong_FromSsize_t(kept_count);
}

static PyMethodDef methods[] = {
    {"keep_arenas", keep_arenas, METH_O, "Keep up to count freed object arenas for reuse."},
    {"release_arenas", release_arenas, METH_NOARGS, "Unmap the object arenas kept; returns how many."},
    {"kept_arenas", kept_arenas, METH_NOARGS, "How many freed object arenas are kept."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module_definition = {
    PyModuleDef_HEAD_INIT, "webots_heap", "Python's object arenas kept for reuse (see webots_ls/heap.py).", -1, methods,
};

PyMODINIT_FUNC PyInit_webots_heap(void) {
    return PyModule_Create(&module_definition);
}
