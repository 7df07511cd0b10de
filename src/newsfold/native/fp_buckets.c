/*
 * newsfold.native._fingerprint, an entry's bucket keys (see _fingerprint.c for the module).
 */
#include "fingerprint.h"

/* ------------------------------------------------------------ bucket keys */

PyDoc_STRVAR(bucket_keys_doc,
    "bucket_keys(prefix, anchors, lead_anchors, max_lead, lead_sketch, recap, head, tail,\n"
    "            bands) -> (band_keys, own_lead, probe_keys)\n\n"
    "The (band, key) lists of one FoldEntry, as Fingerprinter._entry builds them in\n"
    "Python (newsfold.fold.entry._numpy_bucket_keys is the reference): prefix (band\n"
    "keys, enumerated, or (band, key) tuples), window anchors, the first max_lead\n"
    "distinct lead anchors, the lead sketch's blocks (lead_sketch, or None), the\n"
    "recap sketches' blocks, the headline key (or None) and tail tuples, without\n"
    "repeats in first-seen order; the lead keys an entry looks up for itself; and\n"
    "the probes. bands = (WINDOW, LEAD, LEAD_SKETCH, SKETCH_PROBE, HEADLINE).");

struct pair {
    int64_t band, key;
    PyObject *obj; /* the key as a Python int (borrowed or owned: see owned[]) */
};

struct pairs {
    struct pair *items;
    Py_ssize_t n, cap;
    PyObject **owned; /* key objects this call created */
    Py_ssize_t n_owned, cap_owned;
};

static int pairs_push(struct pairs *ps, int64_t band, int64_t key, PyObject *obj) {
    if (ps->n == ps->cap) {
        Py_ssize_t cap = ps->cap ? ps->cap * 2 : 256;
        struct pair *items = PyMem_Realloc(ps->items, (size_t)cap * sizeof(struct pair));
        if (items == NULL) {
            PyErr_NoMemory();
            return -1;
        }
        ps->items = items;
        ps->cap = cap;
    }
    ps->items[ps->n++] = (struct pair){band, key, obj};
    return 0;
}

/* A new Python int for `key`, kept alive until the call ends. */
static PyObject *pairs_own(struct pairs *ps, int64_t key) {
    if (ps->n_owned == ps->cap_owned) {
        Py_ssize_t cap = ps->cap_owned ? ps->cap_owned * 2 : 64;
        PyObject **owned = PyMem_Realloc(ps->owned, (size_t)cap * sizeof(PyObject *));
        if (owned == NULL) {
            PyErr_NoMemory();
            return NULL;
        }
        ps->owned = owned;
        ps->cap_owned = cap;
    }
    PyObject *obj = PyLong_FromLongLong((long long)key);
    if (obj != NULL) ps->owned[ps->n_owned++] = obj;
    return obj;
}

static void pairs_free(struct pairs *ps) {
    for (Py_ssize_t i = 0; i < ps->n_owned; i++) Py_DECREF(ps->owned[i]);
    PyMem_Free(ps->owned);
    PyMem_Free(ps->items);
}

static int as_int64(PyObject *obj, int64_t *out, const char *what) {
    /* PyLong_CheckExact is a pointer compare; PyLong_Check is a call in the limited API */
    if (!PyLong_CheckExact(obj) && !PyLong_Check(obj)) {
        char type[48];
        PyErr_Format(PyExc_TypeError, "%s must be ints, not %s", what,
                     nf_type_name(obj, type, sizeof type));
        return -1;
    }
#if LONG_MAX == INT64_MAX
    /* PyLong_AsLongLong goes through a byte array for multi-digit values on
     * CPython 3.11; this does not */
    int overflow;
    long v = PyLong_AsLongAndOverflow(obj, &overflow);
    if (overflow) {
        PyErr_Format(PyExc_OverflowError, "%s must fit in a signed 64-bit integer", what);
        return -1;
    }
#else
    long long v = PyLong_AsLongLong(obj);
#endif
    if (v == -1 && PyErr_Occurred()) return -1;
    *out = (int64_t)v;
    return 0;
}

/* Appends (band, item) for each int of `list` (first `limit` distinct ones when
 * limit >= 0); with `echo`, the same keys under echo_band go to `echo`. */
static int push_ints(struct pairs *ps, PyObject *list, int64_t band, Py_ssize_t limit,
                     struct pairs *echo, int64_t echo_band, const char *what) {
    if (!PyList_Check(list)) {
        PyErr_Format(PyExc_TypeError, "%s must be a list", what);
        return -1;
    }
    Py_ssize_t n = PyList_Size(list);
    if (limit >= 0 && n > limit) n = limit;
    Py_ssize_t start = ps->n;
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *obj = PyList_GetItem(list, i);
        int64_t key;
        if (as_int64(obj, &key, what) < 0) return -1;
        if (limit >= 0) { /* dict.fromkeys(...) of the first `limit` */
            int seen = 0;
            for (Py_ssize_t j = start; j < ps->n; j++) seen |= ps->items[j].key == key;
            if (seen) continue;
        }
        if (pairs_push(ps, band, key, obj) < 0) return -1;
        if (echo != NULL && pairs_push(echo, echo_band, key, obj) < 0) return -1;
    }
    return 0;
}

/* The four 16-bit blocks of a sketch with their position mixed in (entry.sketch_blocks). */
static int push_blocks(struct pairs *ps, uint64_t sketch, int64_t band, struct pairs *echo,
                       int64_t echo_band, struct pairs *owner) {
    for (int i = 0; i < 4; i++) {
        int64_t key = (int64_t)(((sketch >> (16 * i)) & 0xFFFF) | ((uint64_t)i << 16));
        PyObject *obj = pairs_own(owner, key);
        if (obj == NULL || pairs_push(ps, band, key, obj) < 0) return -1;
        if (echo != NULL && pairs_push(echo, echo_band, key, obj) < 0) return -1;
    }
    return 0;
}

static PyObject *pairs_to_tuple(const struct pairs *ps, int dedupe) {
    /* first-seen order without repeats: an open-addressing set of indexes */
    Py_ssize_t cap = 16;
    while (cap < ps->n * 4) cap <<= 1;
    Py_ssize_t *slots = NULL;
    if (dedupe) {
        slots = PyMem_Malloc((size_t)cap * sizeof(Py_ssize_t));
        if (slots == NULL) return PyErr_NoMemory();
        for (Py_ssize_t i = 0; i < cap; i++) slots[i] = -1;
    }
    PyObject *out = PyList_New(0);
    if (out == NULL) goto fail;
    for (Py_ssize_t i = 0; i < ps->n; i++) {
        const struct pair *p = &ps->items[i];
        if (dedupe) {
            uint64_t h = fmix64((uint64_t)p->key ^ ((uint64_t)p->band * TOKEN_LENGTH_MIX));
            Py_ssize_t s = (Py_ssize_t)(h & (uint64_t)(cap - 1));
            int seen = 0;
            while (slots[s] >= 0) {
                const struct pair *q = &ps->items[slots[s]];
                if (q->band == p->band && q->key == p->key) {
                    seen = 1;
                    break;
                }
                s = (s + 1) & (cap - 1);
            }
            if (seen) continue;
            slots[s] = i;
        }
        PyObject *band = PyLong_FromLongLong((long long)p->band);
        if (band == NULL) goto fail;
        Py_INCREF(p->obj);
        PyObject *pair = PyTuple_Pack(2, band, p->obj);
        Py_DECREF(band);
        Py_DECREF(p->obj);
        /* Two ints can hold no reference cycle: untracked now, the collector never
         * visits the hundred pairs an article has (it would untrack them itself
         * on its first pass, after traversing them; _PyTuple_MaybeUntrack). */
        if (pair != NULL) PyObject_GC_UnTrack(pair);
        if (pair == NULL || PyList_Append(out, pair) < 0) {
            Py_XDECREF(pair);
            goto fail;
        }
        Py_DECREF(pair);
    }
    PyMem_Free(slots);
    /* a tuple of untracked pairs: untracked too, never walked by the collector */
    PyObject *frozen = PyList_AsTuple(out);
    Py_DECREF(out);
    if (frozen != NULL) PyObject_GC_UnTrack(frozen);
    return frozen;
fail:
    PyMem_Free(slots);
    Py_XDECREF(out);
    return NULL;
}

static PyObject *py_bucket_keys(PyObject *self, PyObject *args) {
    PyObject *prefix, *anchors, *lead_anchors, *lead_sketch, *recap, *head, *tail, *bands;
    Py_ssize_t max_lead;
    long long b[5];
    if (!PyArg_ParseTuple(args, "O!O!O!nOO!OO!(LLLLL):bucket_keys", &PyList_Type, &prefix,
                          &PyList_Type, &anchors, &PyList_Type, &lead_anchors, &max_lead,
                          &lead_sketch, &PyList_Type, &recap, &head, &PyList_Type, &tail, &b[0],
                          &b[1], &b[2], &b[3], &b[4]))
        return NULL;
    (void)bands;
    if (max_lead < 0) {
        PyErr_SetString(PyExc_ValueError, "max_lead must be >= 0");
        return NULL;
    }
    const int64_t WINDOW = b[0], LEAD = b[1], LEAD_SKETCH = b[2], PROBE = b[3], HEADLINE = b[4];
    struct pairs all = {0}, own = {0}, probes = {0}, keys = {0};
    PyObject *result = NULL, *l_all = NULL, *l_own = NULL, *l_probes = NULL;

    Py_ssize_t n = PyList_Size(prefix);
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *item = PyList_GetItem(prefix, i);
        int64_t band, key;
        PyObject *obj;
        if ((PyTuple_CheckExact(item) || PyTuple_Check(item)) && PyTuple_Size(item) == 2) {
            if (as_int64(PyTuple_GetItem(item, 0), &band, "prefix bands") < 0) goto done;
            obj = PyTuple_GetItem(item, 1);
            if (as_int64(obj, &key, "prefix keys") < 0) goto done;
        } else {
            band = (int64_t)i;
            obj = item;
            if (as_int64(obj, &key, "band keys") < 0) goto done;
        }
        if (pairs_push(&all, band, key, obj) < 0) goto done;
    }
    if (push_ints(&all, anchors, WINDOW, -1, &probes, LEAD, "anchors") < 0) goto done;
    if (push_ints(&all, lead_anchors, LEAD, max_lead, &own, WINDOW, "lead anchors") < 0)
        goto done;
    if (lead_sketch != Py_None) {
        unsigned long long s = PyLong_AsUnsignedLongLong(lead_sketch);
        if (s == (unsigned long long)-1 && PyErr_Occurred()) goto done;
        if (push_blocks(&all, (uint64_t)s, LEAD_SKETCH, &own, PROBE, &keys) < 0) goto done;
    }
    Py_ssize_t first_recap = all.n;
    n = PyList_Size(recap);
    for (Py_ssize_t i = 0; i < n; i++) {
        unsigned long long s = PyLong_AsUnsignedLongLong(PyList_GetItem(recap, i));
        if (s == (unsigned long long)-1 && PyErr_Occurred()) goto done;
        if (push_blocks(&all, (uint64_t)s, PROBE, NULL, 0, &keys) < 0) goto done;
    }
    for (Py_ssize_t i = first_recap; i < all.n; i++)
        if (pairs_push(&probes, LEAD_SKETCH, all.items[i].key, all.items[i].obj) < 0) goto done;
    if (head != Py_None) {
        int64_t key;
        if (as_int64(head, &key, "head") < 0 || pairs_push(&all, HEADLINE, key, head) < 0)
            goto done;
    }
    n = PyList_Size(tail);
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *item = PyList_GetItem(tail, i);
        int64_t band, key;
        if (!PyTuple_Check(item) || PyTuple_Size(item) != 2) {
            PyErr_SetString(PyExc_TypeError, "tail must hold (band, key) tuples");
            goto done;
        }
        if (as_int64(PyTuple_GetItem(item, 0), &band, "tail bands") < 0 ||
            as_int64(PyTuple_GetItem(item, 1), &key, "tail keys") < 0 ||
            pairs_push(&all, band, key, PyTuple_GetItem(item, 1)) < 0)
            goto done;
    }
    l_all = pairs_to_tuple(&all, 1);
    l_own = l_all ? pairs_to_tuple(&own, 0) : NULL;
    l_probes = l_own ? pairs_to_tuple(&probes, 0) : NULL;
    if (l_probes != NULL) result = PyTuple_Pack(3, l_all, l_own, l_probes);
done:
    Py_XDECREF(l_all);
    Py_XDECREF(l_own);
    Py_XDECREF(l_probes);
    pairs_free(&all);
    pairs_free(&own);
    pairs_free(&probes);
    pairs_free(&keys);
    return result;
}


PyMethodDef nf_bucket_methods[] = {
    {"bucket_keys", py_bucket_keys, METH_VARARGS, bucket_keys_doc},
    {NULL, NULL, 0, NULL}};
