/*
 * Shared by the parts of newsfold.native._fingerprint (see _fingerprint.c):
 * the hash finaliser, the buffer checks, and each part's method table.
 */
#ifndef NEWSFOLD_FINGERPRINT_H
#define NEWSFOLD_FINGERPRINT_H

#include "limited.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__) && defined(__linux__)
/* The MinHash loop is 128 lanes of 32-bit multiply-add-min: AVX2 does it
 * twice as wide as the SSE2 baseline. Integer arithmetic, same result. */
#define NF_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define NF_CLONES
#endif

#define FMIX_1 0xFF51AFD7ED558CCDULL
#define FMIX_2 0xC4CEB9FE1A85EC53ULL
#define TOKEN_LENGTH_MIX 0x9E3779B97F4A7C15ULL

static inline uint64_t fmix64(uint64_t v) {
    v ^= v >> 33;
    v *= FMIX_1;
    v ^= v >> 33;
    v *= FMIX_2;
    v ^= v >> 33;
    return v;
}

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

/* Each part's functions (added to the module by PyInit__fingerprint). */
extern PyMethodDef nf_hash_methods[];   /* fp_hashes.c */
extern PyMethodDef nf_text_methods[];   /* fp_text.c */
extern PyMethodDef nf_bucket_methods[]; /* fp_buckets.c */
int nf_hashes_init(void);               /* tables and interned names of fp_hashes.c */

#endif
