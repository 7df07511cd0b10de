/*
 * Shared by the C kernels of newsfold.native: a Python int read as int64
 * without a call where CPython's layout allows it.
 */
#ifndef NEWSFOLD_FAST_INT_H
#define NEWSFOLD_FAST_INT_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>

/* A Python int as int64 straight from its digits (CPython before 3.12 keeps
 * 30-bit digits and the sign in ob_size): no call, where PyLong_AsLongAndOverflow
 * was a third of a bucket lookup. 0 when not applicable (then the API path runs,
 * and raises what it should). */
static inline int nf_fast_int64(PyObject *obj, int64_t *out)
{
#if PY_VERSION_HEX < 0x030C0000 && PYLONG_BITS_IN_DIGIT == 30 && !defined(Py_LIMITED_API)
    if (!PyLong_CheckExact(obj)) {
        return 0;
    }
    Py_ssize_t size = Py_SIZE(obj);
    const digit *d = ((PyLongObject *)obj)->ob_digit;
    uint64_t mag;
    switch (size < 0 ? -size : size) {
    case 0:
        *out = 0;
        return 1;
    case 1:
        mag = d[0];
        break;
    case 2:
        mag = (uint64_t)d[0] | ((uint64_t)d[1] << 30);
        break;
    case 3:
        if (d[2] > 15) {
            return 0;
        }
        mag = (uint64_t)d[0] | ((uint64_t)d[1] << 30) | ((uint64_t)d[2] << 60);
        break;
    default:
        return 0;
    }
    if (size > 0) {
        if (mag > (uint64_t)INT64_MAX) {
            return 0;
        }
        *out = (int64_t)mag;
    }
    else {
        if (mag > (uint64_t)INT64_MAX + 1) {
            return 0;
        }
        *out = (int64_t)(0 - mag);
    }
    return 1;
#else
    (void)obj;
    (void)out;
    return 0;
#endif
}

#endif
