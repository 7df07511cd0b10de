/*
 * Buffer arguments of the kernels (newsfold.native): numpy arrays and other
 * objects with the buffer protocol, checked for C-contiguity, item size and kind
 * (the format character) before a kernel reads or writes them. Part of the
 * limited API since CPython 3.11, so the kernels read arrays the Python side
 * made without touching a Python object per item.
 */
#ifndef NEWSFOLD_BUFFERS_H
#define NEWSFOLD_BUFFERS_H

#include "limited.h"

#include <string.h>

/* ------------------------------------------------------------------ buffers */

/* Kinds of buffer items accepted: unsigned integer, signed integer, bool. */
enum kind { K_UNSIGNED, K_SIGNED, K_BOOL };

static inline int format_ok(const char *fmt, enum kind kind) {
    if (fmt == NULL) fmt = "B";
    if (*fmt == '@' || *fmt == '=') {
        fmt++;
    } else if (*fmt == '<') {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        fmt++;
#else
        return 0;
#endif
    }
    if (fmt[0] == '\0' || fmt[1] != '\0') return 0;
    switch (kind) {
    case K_UNSIGNED:
        return strchr("BHILQN", fmt[0]) != NULL;
    case K_SIGNED:
        return strchr("bhilqn", fmt[0]) != NULL;
    case K_BOOL:
        return fmt[0] == '?';
    }
    return 0;
}

static inline const char *kind_name(enum kind kind) {
    switch (kind) {
    case K_UNSIGNED:
        return "unsigned integer";
    case K_SIGNED:
        return "signed integer";
    case K_BOOL:
        return "bool";
    }
    return "?";
}

/* Gets a C-contiguous buffer of `itemsize`-byte items of `kind` into `view`;
 * on failure sets an exception and returns -1 (nothing to release). */
static inline int get_buffer(PyObject *obj, Py_buffer *view, enum kind kind, Py_ssize_t itemsize,
                      int writable, const char *name) {
    int flags = PyBUF_C_CONTIGUOUS | PyBUF_FORMAT | (writable ? PyBUF_WRITABLE : 0);
    if (!PyObject_CheckBuffer(obj)) {
        char type[48];
        PyErr_Format(PyExc_TypeError, "%s: expected a buffer of %zd-byte %s items, got %s",
                     name, itemsize, kind_name(kind), nf_type_name(obj, type, sizeof type));
        return -1;
    }
    if (PyObject_GetBuffer(obj, view, flags) < 0) {
#if Py_LIMITED_API + 0 >= 0x030C0000
        PyObject *value = PyErr_GetRaisedException();
#else
        PyObject *type, *value, *tb;
        PyErr_Fetch(&type, &value, &tb);
        PyErr_NormalizeException(&type, &value, &tb);
        Py_XDECREF(type);
        Py_XDECREF(tb);
#endif
        PyErr_Format(PyExc_ValueError, "%s: need a %sC-contiguous buffer (%S)", name,
                     writable ? "writable " : "", value ? value : Py_None);
        Py_XDECREF(value);
        return -1;
    }
    if (view->itemsize != itemsize || !format_ok(view->format, kind)) {
        PyErr_Format(PyExc_TypeError, "%s: expected %zd-byte %s items, got format '%s' (%zd bytes)",
                     name, itemsize, kind_name(kind), view->format ? view->format : "B",
                     view->itemsize);
        PyBuffer_Release(view);
        return -1;
    }
    return 0;
}

static inline Py_ssize_t items(const Py_buffer *view) { return view->len / view->itemsize; }

/* What get_buffer() is asked of one argument. */
struct buffer_spec {
    PyObject *obj;
    Py_buffer *view;
    enum kind kind;
    Py_ssize_t itemsize;
    int writable;
    const char *name;
};

/* get_buffer() of each spec in order: 0 with every view held, or -1 with none held
 * (those already taken are released) and the first failure's exception set. */
static inline int get_buffers(const struct buffer_spec *specs, int n) {
    for (int i = 0; i < n; i++) {
        const struct buffer_spec *sp = &specs[i];
        if (get_buffer(sp->obj, sp->view, sp->kind, sp->itemsize, sp->writable, sp->name) < 0) {
            while (i-- > 0) PyBuffer_Release(specs[i].view);
            return -1;
        }
    }
    return 0;
}

#endif
