/*
 * newsfold.native._fingerprint, an entry's bucket keys (see _fingerprint.c for the module).
 *
 * Arithmetic only: int64 buffers in, one int64 buffer of (band, key) pairs out and
 * the counts of its parts; the Python side wraps the parts (newsfold.fold.buckets).
 * The pairs used to come back as a hundred Python tuples an article, each of two
 * Python ints, read back one by one through the limited API by the bucket index.
 */
#include "fingerprint.h"

/* ------------------------------------------------------------ bucket keys */

PyDoc_STRVAR(bucket_pairs_doc,
    "bucket_pairs(prefix, paired, anchors, lead_anchors, max_lead, lead_sketch, recap, head,\n"
    "             events, passages, bands, out) -> (own, probes, core, events, passages)\n\n"
    "An entry's (band, key) pairs into `out` (int64, two values a pair), in four runs:\n"
    "the lead buckets it looks up for itself (the first max_lead distinct lead\n"
    "anchors under WINDOW, the lead sketch's blocks under PROBE), its lead probes\n"
    "(window anchors under LEAD, recap blocks under LEAD_SKETCH), then the buckets it\n"
    "is indexed under, without repeats in first-seen order: prefix (int64 MinHash\n"
    "band keys, band i for the i-th; with `paired`, (band, key) pairs), window\n"
    "anchors, the distinct lead anchors under LEAD, the lead sketch's blocks under\n"
    "LEAD_SKETCH (lead_sketch: a 64-bit int, or None), the recap sketches' (uint64)\n"
    "blocks under PROBE, the headline key (or None), then the event keys and the\n"
    "passage keys under their bands. Returns how many pairs each run holds (the\n"
    "indexed ones as core, events, passages). newsfold.fold.entry._python_bucket_pairs\n"
    "is the reference. bands = (WINDOW, LEAD, LEAD_SKETCH, SKETCH_PROBE, HEADLINE,\n"
    "EVENT, PASSAGE); `out` must hold bucket_pairs_capacity(...) pairs.");

/* (band, key) pairs written into `out`, with the dedupe set of the indexed run. */
struct writer {
    int64_t *out;   /* the pairs, two values each */
    Py_ssize_t n;   /* pairs written */
    Py_ssize_t cap; /* pairs `out` holds */
    int32_t *slots; /* open-addressing set of pair indexes (-1 empty), or NULL */
    Py_ssize_t mask;
    Py_ssize_t first; /* the indexed run starts here (the set holds only those) */
};

static inline void put(struct writer *w, int64_t band, int64_t key) {
    w->out[2 * w->n] = band;
    w->out[2 * w->n + 1] = key;
    w->n++;
}

/* Adds (band, key) to the indexed run unless it is there already. */
static inline void put_distinct(struct writer *w, int64_t band, int64_t key) {
    uint64_t h = fmix64((uint64_t)key ^ ((uint64_t)band * TOKEN_LENGTH_MIX));
    Py_ssize_t s = (Py_ssize_t)(h & (uint64_t)w->mask);
    while (w->slots[s] >= 0) {
        const int64_t *q = &w->out[2 * (Py_ssize_t)w->slots[s]];
        if (q[0] == band && q[1] == key) return;
        s = (s + 1) & w->mask;
    }
    w->slots[s] = (int32_t)w->n;
    put(w, band, key);
}

/* The i-th 16-bit block of a sketch with its position mixed in (entry.sketch_blocks). */
static inline int64_t block(uint64_t sketch, int i) {
    return (int64_t)(((sketch >> (16 * i)) & 0xFFFF) | ((uint64_t)i << 16));
}

/* The first `limit` distinct values of keys[0..n) into `out`; their number. */
static Py_ssize_t first_distinct(const int64_t *keys, Py_ssize_t n, Py_ssize_t limit,
                                 int64_t *out) {
    if (n > limit) n = limit;
    Py_ssize_t m = 0;
    for (Py_ssize_t i = 0; i < n; i++) {
        int seen = 0;
        for (Py_ssize_t j = 0; j < m; j++) seen |= out[j] == keys[i];
        if (!seen) out[m++] = keys[i];
    }
    return m;
}

/* A Python int or None as an optional int64 / uint64: 1 given, 0 None, -1 error. */
static int optional_int(PyObject *obj, int is_unsigned, int64_t *out, const char *what) {
    if (obj == Py_None) return 0;
    if (!PyLong_CheckExact(obj) && !PyLong_Check(obj)) {
        char type[48];
        PyErr_Format(PyExc_TypeError, "%s must be an int or None, not %s", what,
                     nf_type_name(obj, type, sizeof type));
        return -1;
    }
    if (is_unsigned) {
        unsigned long long v = PyLong_AsUnsignedLongLong(obj);
        if (v == (unsigned long long)-1 && PyErr_Occurred()) return -1;
        *out = (int64_t)v;
    } else {
        long long v = PyLong_AsLongLong(obj);
        if (v == -1 && PyErr_Occurred()) return -1;
        *out = (int64_t)v;
    }
    return 1;
}

#define N_BUFFERS 7
#define STACK_SLOTS 1024

static PyObject *py_bucket_pairs(PyObject *self, PyObject *args) {
    PyObject *objs[N_BUFFERS], *lead_sketch_obj, *head_obj;
    int paired;
    Py_ssize_t max_lead;
    long long b[7];
    /* prefix, anchors, lead_anchors, recap, events, passages, out */
    if (!PyArg_ParseTuple(args, "OpOOnOOOOO(LLLLLLL)O:bucket_pairs", &objs[0], &paired, &objs[1],
                          &objs[2], &max_lead, &lead_sketch_obj, &objs[3], &head_obj, &objs[4],
                          &objs[5], &b[0], &b[1], &b[2], &b[3], &b[4], &b[5], &b[6], &objs[6]))
        return NULL;
    if (max_lead < 0) {
        PyErr_SetString(PyExc_ValueError, "max_lead must be >= 0");
        return NULL;
    }
    int64_t lead_sketch = 0, head = 0;
    int has_sketch = optional_int(lead_sketch_obj, 1, &lead_sketch, "lead_sketch");
    int has_head = has_sketch < 0 ? -1 : optional_int(head_obj, 0, &head, "head");
    if (has_head < 0) return NULL;
    const int64_t WINDOW = b[0], LEAD = b[1], LEAD_SKETCH = b[2], PROBE = b[3], HEADLINE = b[4],
                  EVENT = b[5], PASSAGE = b[6];
    Py_buffer v[N_BUFFERS];
    const struct buffer_spec specs[N_BUFFERS] = {
        {objs[0], &v[0], K_SIGNED, 8, 0, "prefix"},
        {objs[1], &v[1], K_SIGNED, 8, 0, "anchors"},
        {objs[2], &v[2], K_SIGNED, 8, 0, "lead_anchors"},
        {objs[3], &v[3], K_UNSIGNED, 8, 0, "recap"},
        {objs[4], &v[4], K_SIGNED, 8, 0, "events"},
        {objs[5], &v[5], K_SIGNED, 8, 0, "passages"},
        {objs[6], &v[6], K_SIGNED, 8, 1, "out"},
    };
    if (get_buffers(specs, N_BUFFERS) < 0) return NULL;
    PyObject *result = NULL;
    int32_t stack[STACK_SLOTS];
    int32_t *slots = stack;
    const int64_t *prefix = v[0].buf, *anchors = v[1].buf, *lead = v[2].buf;
    const uint64_t *recap = v[3].buf;
    const int64_t *events = v[4].buf, *passages = v[5].buf;
    Py_ssize_t n_prefix = items(&v[0]), n_anchors = items(&v[1]), n_lead = items(&v[2]);
    Py_ssize_t n_recap = items(&v[3]), n_events = items(&v[4]), n_passages = items(&v[5]);
    if (paired && n_prefix % 2 != 0) {
        PyErr_SetString(PyExc_ValueError, "a paired prefix must hold (band, key) pairs");
        goto done;
    }
    if (paired) n_prefix /= 2;
    Py_ssize_t n_distinct_max = n_lead < max_lead ? n_lead : max_lead;
    /* own + probes + indexed, at most (the capacity bucket_pairs_capacity gives) */
    Py_ssize_t own_max = n_distinct_max + 4;
    Py_ssize_t probes_n = n_anchors + 4 * n_recap;
    Py_ssize_t indexed_max =
        n_prefix + n_anchors + n_distinct_max + 4 + 4 * n_recap + 1 + n_events + n_passages;
    Py_ssize_t need = own_max + probes_n + indexed_max;
    if (items(&v[6]) < 2 * need) {
        PyErr_Format(PyExc_ValueError, "out holds %zd pairs, %zd needed", items(&v[6]) / 2,
                     need);
        goto done;
    }
    Py_ssize_t cap = 16;
    while (cap < 2 * indexed_max) cap <<= 1;
    if (cap > STACK_SLOTS) {
        slots = PyMem_Malloc((size_t)cap * sizeof(int32_t));
        if (slots == NULL) {
            PyErr_NoMemory();
            goto done;
        }
    }
    if (need > INT32_MAX) {
        PyErr_SetString(PyExc_OverflowError, "too many bucket keys");
        goto done;
    }
    for (Py_ssize_t i = 0; i < cap; i++) slots[i] = -1;
    struct writer w = {v[6].buf, 0, need, slots, cap - 1, 0};

    int64_t distinct[64];
    int64_t *lead_keys = distinct;
    if (n_distinct_max > 64) {
        lead_keys = PyMem_Malloc((size_t)n_distinct_max * sizeof(int64_t));
        if (lead_keys == NULL) {
            PyErr_NoMemory();
            goto done;
        }
    }
    Py_ssize_t n_lead_keys = first_distinct(lead, n_lead, max_lead, lead_keys);

    /* own lead buckets */
    for (Py_ssize_t i = 0; i < n_lead_keys; i++) put(&w, WINDOW, lead_keys[i]);
    if (has_sketch)
        for (int i = 0; i < 4; i++) put(&w, PROBE, block((uint64_t)lead_sketch, i));
    Py_ssize_t n_own = w.n;
    /* lead probes */
    for (Py_ssize_t i = 0; i < n_anchors; i++) put(&w, LEAD, anchors[i]);
    for (Py_ssize_t r = 0; r < n_recap; r++)
        for (int i = 0; i < 4; i++) put(&w, LEAD_SKETCH, block(recap[r], i));
    Py_ssize_t n_probes = w.n - n_own;
    /* indexed, without repeats */
    w.first = w.n;
    for (Py_ssize_t i = 0; i < n_prefix; i++) {
        if (paired)
            put_distinct(&w, prefix[2 * i], prefix[2 * i + 1]);
        else
            put_distinct(&w, (int64_t)i, prefix[i]);
    }
    for (Py_ssize_t i = 0; i < n_anchors; i++) put_distinct(&w, WINDOW, anchors[i]);
    for (Py_ssize_t i = 0; i < n_lead_keys; i++) put_distinct(&w, LEAD, lead_keys[i]);
    if (has_sketch)
        for (int i = 0; i < 4; i++) put_distinct(&w, LEAD_SKETCH, block((uint64_t)lead_sketch, i));
    for (Py_ssize_t r = 0; r < n_recap; r++)
        for (int i = 0; i < 4; i++) put_distinct(&w, PROBE, block(recap[r], i));
    if (has_head) put_distinct(&w, HEADLINE, head);
    Py_ssize_t core_end = w.n;
    for (Py_ssize_t i = 0; i < n_events; i++) put_distinct(&w, EVENT, events[i]);
    Py_ssize_t events_end = w.n;
    for (Py_ssize_t i = 0; i < n_passages; i++) put_distinct(&w, PASSAGE, passages[i]);
    if (lead_keys != distinct) PyMem_Free(lead_keys);
    result = Py_BuildValue("(nnnnn)", n_own, n_probes, core_end - w.first, events_end - core_end,
                           w.n - events_end);
done:
    if (slots != stack) PyMem_Free(slots);
    for (int i = 0; i < N_BUFFERS; i++) PyBuffer_Release(&v[i]);
    return result;
}


PyMethodDef nf_bucket_methods[] = {
    {"bucket_pairs", py_bucket_pairs, METH_VARARGS, bucket_pairs_doc},
    {NULL, NULL, 0, NULL}};
