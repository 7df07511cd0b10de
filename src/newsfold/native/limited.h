/*
 * Shared by every kernel of newsfold.native: what the stable ABI needs where
 * the full C API had macros or struct fields.
 *
 * The kernels are built for CPython's limited API of 3.11 (Py_LIMITED_API
 * 0x030B0000, set by setup.py), so one abi3 wheel per platform serves every
 * CPython from 3.11 on and users without a compiler get the fast path. The
 * limited API hides the layout of objects: no Py_TYPE(o)->tp_name, no
 * PyList_GET_ITEM or PySequence_Fast_ITEMS, no str internals. These helpers
 * are the checked function calls that replace them (a few nanoseconds each,
 * next to kernels that loop over hundreds of values per call).
 */
#ifndef NEWSFOLD_LIMITED_H
#define NEWSFOLD_LIMITED_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>

/* The name of obj's type, copied into buf (for error messages). */
static inline const char *nf_type_name(PyObject *obj, char *buf, size_t size)
{
    PyObject *name = PyType_GetName(Py_TYPE(obj));
    const char *utf8 = name != NULL ? PyUnicode_AsUTF8AndSize(name, NULL) : NULL;
    PyOS_snprintf(buf, size, "%s", utf8 != NULL ? utf8 : "?");
    if (utf8 == NULL) {
        PyErr_Clear();
    }
    Py_XDECREF(name);
    return buf;
}

/* Size and item (borrowed) of PySequence_Fast's result, a list or a tuple.
 * (The *_CheckExact tests compare a pointer; *_Check is a call in this API.) */
static inline Py_ssize_t nf_fast_size(PyObject *seq)
{
    return PyList_CheckExact(seq) || PyList_Check(seq) ? PyList_Size(seq) : PyTuple_Size(seq);
}

static inline PyObject *nf_fast_item(PyObject *seq, Py_ssize_t i)
{
    return PyList_CheckExact(seq) || PyList_Check(seq) ? PyList_GetItem(seq, i)
                                                       : PyTuple_GetItem(seq, i);
}

#endif
