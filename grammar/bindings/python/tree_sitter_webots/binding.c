// Python binding: `language()` returns the grammar as the PyCapsule that py-tree-sitter's Language expects.
#include <Python.h>

typedef struct TSLanguage TSLanguage;

TSLanguage *tree_sitter_webots(void);

static PyObject *binding_language(PyObject *Py_UNUSED(self), PyObject *Py_UNUSED(args)) {
  return PyCapsule_New(tree_sitter_webots(), "tree_sitter.Language", NULL);
}

static PyMethodDef methods[] = {
    {"language", binding_language, METH_NOARGS, "Get the tree-sitter language for Webots scene files."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    .m_base = PyModuleDef_HEAD_INIT,
    .m_name = "_binding",
    .m_doc = NULL,
    .m_size = -1,
    .m_methods = methods,
};

PyMODINIT_FUNC PyInit__binding(void) { return PyModule_Create(&module); }
