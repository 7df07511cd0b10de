/*
 * newsfold.native._measure: one new article measured against its candidate
 * stories' representatives.
 *
 * What it computes (each function is the C twin of numpy code that stays as
 * the fallback and the reference; tests/native/test_measure.py checks they
 * agree bit for bit):
 *
 *   measure_many      for each representative: MinHash resemblance (share of
 *                     equal signature positions), window containment both
 *                     ways (sorted int64 fingerprints, merged), paragraph
 *                     twins both ways (uint64 sketches within max_distance
 *                     bits, weighted by int32 paragraph lengths) and the
 *                     lead paragraph flags
 *                     (newsfold.fold.measure._numpy_measure_many)
 *   estimate_jaccard  one pair's resemblance
 *                     (newsfold.dedup.minhash.estimate_jaccard)
 *   containment       one pair's window containment both ways
 *                     (newsfold.dedup.windows.containment)
 *   match             one pair's paragraph coverage both ways and lead flags
 *                     (newsfold.dedup.paragraphs.match)
 *
 * Why C: the folder measures every folded article against 10-40
 * representatives, each with a signature of ~128 values and a few dozen to a
 * few hundred windows and paragraphs. In numpy that is a dozen calls on small
 * arrays, where the per-call cost, not the arithmetic, is the time; here it
 * is one loop over the representatives' arrays, read in place.
 *
 * Floats are produced with the same operations, in the same order and types,
 * as the numpy code (integer counts and sums converted to float64, then one
 * division; bincount's float64 running sums done as float64 running sums), so
 * every figure, and therefore every folding decision, is identical.
 *
 * Only the CPython C API and the buffer protocol are used (no numpy headers).
 * Outputs go into writable buffers that the Python wrapper allocates with
 * numpy, or come back as new Python objects.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include "limited.h"

#include <stdint.h>
#include <string.h>

#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__) && defined(__linux__)
/* Sketch distances are popcounts: the popcnt instruction where the CPU has
 * it, a bit-twiddling fallback elsewhere. Integer arithmetic, same result. */
#define NF_CLONES __attribute__((target_clones("popcnt", "default")))
#else
#define NF_CLONES
#endif

/* ------------------------------------------------------------------ */
/* Buffers                                                             */
/* ------------------------------------------------------------------ */

enum kind { K_SIGNED, K_UNSIGNED, K_FLOAT, K_FLAG };

static const char *kind_name[] = {"a signed integer", "an unsigned integer", "a float", "a bool"};

/* The struct format code of a buffer's items (byte order prefix removed),
 * or 0 when the items are not in native byte order or not a single code. */
static char format_code(const char *fmt)
{
    if (fmt == NULL) {
        return 'B';
    }
    if (*fmt == '@' || *fmt == '=') {
        fmt++;
    }
    else if (*fmt == '<' || *fmt == '>' || *fmt == '!') {
#if PY_LITTLE_ENDIAN
        if (*fmt != '<') {
            return 0;
        }
#else
        if (*fmt == '<') {
            return 0;
        }
#endif
        fmt++;
    }
    if (fmt[0] == '\0' || fmt[1] != '\0') {
        return 0;
    }
    return fmt[0];
}

static int kind_matches(char code, enum kind kind)
{
    switch (code) {
    case 'b': /* a bool buffer may come as signed or unsigned bytes */
        return kind == K_SIGNED || kind == K_FLAG;
    case 'h': case 'i': case 'l': case 'q': case 'n':
        return kind == K_SIGNED;
    case 'B':
        return kind == K_UNSIGNED || kind == K_FLAG;
    case 'H': case 'I': case 'L': case 'Q': case 'N':
        return kind == K_UNSIGNED;
    case 'd':
        return kind == K_FLOAT;
    case '?':
        return kind == K_FLAG;
    default:
        return 0;
    }
}

/* Where a buffer came from, for error messages: "new.windows", "reps[3].sketches". */
struct label {
    const char *owner; /* "new", "reps", "a", ... */
    Py_ssize_t index;  /* -1: no index */
    const char *attr;  /* NULL: no attribute */
};

static void set_error(PyObject *exc, struct label at, const char *what)
{
    if (at.index >= 0) {
        PyErr_Format(exc, "%s[%zd].%s: %s", at.owner, at.index, at.attr, what);
    }
    else if (at.attr != NULL) {
        PyErr_Format(exc, "%s.%s: %s", at.owner, at.attr, what);
    }
    else {
        PyErr_Format(exc, "%s: %s", at.owner, what);
    }
}

/* A C-contiguous buffer of `itemsize`-byte items of `kind`, one-dimensional
 * unless `any_dim`. On failure: an exception set, nothing held, -1. */
static int get_array_as(PyObject *obj, Py_buffer *view, struct label at, enum kind kind,
                        Py_ssize_t itemsize, int writable, int any_dim, int trusted);

static int get_array(PyObject *obj, Py_buffer *view, struct label at, enum kind kind,
                     Py_ssize_t itemsize, int writable, int any_dim)
{
    return get_array_as(obj, view, at, kind, itemsize, writable, any_dim, 0);
}

/* get_array; `trusted`: the array's item kind was checked before (an entry whose
 * arrays never change), so only the item size and shape are: without
 * PyBUF_FORMAT numpy does not build a format string (printf) for the request. */
static int get_array_as(PyObject *obj, Py_buffer *view, struct label at, enum kind kind,
                        Py_ssize_t itemsize, int writable, int any_dim, int trusted)
{
    int flags = PyBUF_C_CONTIGUOUS | (trusted ? 0 : PyBUF_FORMAT) | (writable ? PyBUF_WRITABLE : 0);
    char what[96];
    /* asked first, checked after: PyObject_CheckBuffer is a call in the limited API */
    if (PyObject_GetBuffer(obj, view, flags) < 0) {
        if (!PyObject_CheckBuffer(obj)) {
            char type[48];
            PyErr_Clear();
            PyOS_snprintf(what, sizeof what, "expected an array, got %s",
                          nf_type_name(obj, type, sizeof type));
            set_error(PyExc_TypeError, at, what);
        }
        return -1;
    }
    if ((!trusted && !kind_matches(format_code(view->format), kind)) ||
        view->itemsize != itemsize) {
        PyOS_snprintf(what, sizeof what, "expected %s array of %zd-byte items (format %.10s, itemsize %zd)",
                      kind_name[kind], itemsize, view->format ? view->format : "B", view->itemsize);
        PyBuffer_Release(view);
        set_error(PyExc_TypeError, at, what);
        return -1;
    }
    if (!any_dim && view->ndim != 1) {
        PyOS_snprintf(what, sizeof what, "expected a one-dimensional array, got %d dimensions",
                      view->ndim);
        PyBuffer_Release(view);
        set_error(PyExc_ValueError, at, what);
        return -1;
    }
    return 0;
}

static Py_ssize_t count_of(const Py_buffer *view) { return view->len / view->itemsize; }

/* ------------------------------------------------------------------ */
/* An entry's four arrays                                              */
/* ------------------------------------------------------------------ */

enum { A_SIGNATURE, A_WINDOWS, A_SKETCHES, A_LENGTHS, N_ARRAYS };

static const char *attr_names[N_ARRAYS] = {"signature", "windows", "sketches", "sketch_lengths"};
static const enum kind attr_kinds[N_ARRAYS] = {K_UNSIGNED, K_SIGNED, K_UNSIGNED, K_SIGNED};
static const Py_ssize_t attr_sizes[N_ARRAYS] = {4, 8, 8, 4};
static PyObject *attr_strings[N_ARRAYS]; /* interned at import */
/* FoldEntry.native_checked: True once this module has checked the entry's array
 * kinds (they never change), so later reads skip the format (see get_array_as). */
static PyObject *checked_string;

struct entry {
    Py_buffer views[N_ARRAYS];
    int held;
    const uint32_t *signature;
    Py_ssize_t n_signature;
    const int64_t *windows;
    Py_ssize_t n_windows;
    const uint64_t *sketches;
    const int32_t *lengths;
    Py_ssize_t n_sketches;
};

static void release_entry(struct entry *e)
{
    for (int i = 0; i < e->held; i++) {
        PyBuffer_Release(&e->views[i]);
    }
    e->held = 0;
}

/* Reads `signature`, `windows`, `sketches` and `sketch_lengths` of a
 * FoldEntry-like object. On failure: an exception set, nothing held, -1. */
static int load_entry(PyObject *obj, struct entry *e, const char *owner, Py_ssize_t index)
{
    e->held = 0;
    int trusted = 0;
    PyObject *checked = PyObject_GetAttr(obj, checked_string);
    if (checked == NULL) {
        PyErr_Clear(); /* an entry-like object without the flag: always checked */
    } else {
        trusted = checked == Py_True;
        Py_DECREF(checked);
    }
    for (int i = 0; i < N_ARRAYS; i++) {
        struct label at = {owner, index, attr_names[i]};
        PyObject *value = PyObject_GetAttr(obj, attr_strings[i]);
        if (value == NULL) {
            release_entry(e);
            return -1;
        }
        int failed = get_array_as(value, &e->views[i], at, attr_kinds[i], attr_sizes[i], 0, 0,
                                  trusted);
        Py_DECREF(value); /* the buffer holds its own reference */
        if (failed) {
            release_entry(e);
            return -1;
        }
        e->held++;
    }
    e->signature = (const uint32_t *)e->views[A_SIGNATURE].buf;
    e->n_signature = count_of(&e->views[A_SIGNATURE]);
    e->windows = (const int64_t *)e->views[A_WINDOWS].buf;
    e->n_windows = count_of(&e->views[A_WINDOWS]);
    e->sketches = (const uint64_t *)e->views[A_SKETCHES].buf;
    e->lengths = (const int32_t *)e->views[A_LENGTHS].buf;
    e->n_sketches = count_of(&e->views[A_SKETCHES]);
    if (count_of(&e->views[A_LENGTHS]) != e->n_sketches) {
        struct label at = {owner, index, "sketch_lengths"};
        char what[96];
        PyOS_snprintf(what, sizeof what, "%zd lengths for %zd sketches",
                      count_of(&e->views[A_LENGTHS]), e->n_sketches);
        release_entry(e);
        set_error(PyExc_ValueError, at, what);
        return -1;
    }
    if (!trusted && PyObject_SetAttr(obj, checked_string, Py_True) < 0) {
        PyErr_Clear(); /* no such slot: checked again next time */
    }
    return 0;
}

/* ------------------------------------------------------------------ */
/* Kernels                                                             */
/* ------------------------------------------------------------------ */

static int is_sorted(const int64_t *a, Py_ssize_t n)
{
    for (Py_ssize_t i = 1; i < n; i++) {
        if (a[i] < a[i - 1]) {
            return 0;
        }
    }
    return 1;
}

static Py_ssize_t equal_positions(const uint32_t *a, const uint32_t *b, Py_ssize_t n)
{
    Py_ssize_t equal = 0;
    for (Py_ssize_t i = 0; i < n; i++) {
        equal += a[i] == b[i];
    }
    return equal;
}

/* The new article's windows as an open-addressing hash set, built once per
 * call: each representative's windows are then looked up independently of
 * one another, where a merge walks both arrays one dependent, unpredictable
 * step at a time (the fingerprints are hashes: the steps go either way at
 * random). Membership is exact, so the count is numpy's searchsorted +
 * equality count for the sorted new windows. */
#define EMPTY_SLOT INT64_MIN

struct window_set {
    int64_t *slots;
    uint64_t mask;
    int shift;
    int has_empty; /* EMPTY_SLOT itself is one of the windows */
};

static inline uint64_t slot_of(const struct window_set *set, int64_t x)
{
    return ((uint64_t)x * 0x9E3779B97F4A7C15ULL) >> set->shift;
}

/* At most an eighth full, so a lookup nearly always ends at its first slot. */
static int build_set(struct window_set *set, const int64_t *windows, Py_ssize_t n)
{
    int bits = 4;
    while (((Py_ssize_t)1 << bits) < 8 * n) {
        bits++;
    }
    size_t capacity = (size_t)1 << bits;
    set->slots = PyMem_Malloc(capacity * sizeof(int64_t));
    if (set->slots == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    set->mask = capacity - 1;
    set->shift = 64 - bits;
    set->has_empty = 0;
    for (size_t i = 0; i < capacity; i++) {
        set->slots[i] = EMPTY_SLOT;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        int64_t x = windows[i];
        if (x == EMPTY_SLOT) {
            set->has_empty = 1;
            continue;
        }
        uint64_t h = slot_of(set, x);
        while (set->slots[h] != EMPTY_SLOT && set->slots[h] != x) {
            h = (h + 1) & set->mask;
        }
        set->slots[h] = x;
    }
    return 0;
}

/* How many of `theirs` are in the set (each counted once per occurrence). */
static Py_ssize_t hits_in(const struct window_set *set, const int64_t *theirs, Py_ssize_t n)
{
    Py_ssize_t hits = 0;
    for (Py_ssize_t j = 0; j < n; j++) {
        int64_t x = theirs[j];
        if (x == EMPTY_SLOT) {
            hits += set->has_empty;
            continue;
        }
        uint64_t h = slot_of(set, x);
        int64_t v = set->slots[h];
        while (v != x && v != EMPTY_SLOT) {
            h = (h + 1) & set->mask;
            v = set->slots[h];
        }
        hits += v == x;
    }
    return hits;
}

/* Whether a sorted array has no repeated value. */
static int is_strict(const int64_t *a, Py_ssize_t n)
{
    for (Py_ssize_t i = 1; i < n; i++) {
        if (a[i] <= a[i - 1]) {
            return 0;
        }
    }
    return 1;
}

/* The size of the intersection of two strictly ascending arrays (branch-free merge). */
static Py_ssize_t intersection(const int64_t *a, Py_ssize_t na, const int64_t *b, Py_ssize_t nb)
{
    Py_ssize_t shared = 0, i = 0, j = 0;
    while (i < na && j < nb) {
        int64_t x = a[i], y = b[j];
        shared += x == y;
        i += x <= y;
        j += y <= x;
    }
    return shared;
}

/* The number of distinct values in two sorted arrays together. */
static Py_ssize_t distinct_union(const int64_t *a, Py_ssize_t na, const int64_t *b, Py_ssize_t nb)
{
    Py_ssize_t i = 0, j = 0, distinct = 0;
    int64_t last = 0;
    while (i < na || j < nb) {
        int64_t x;
        if (j >= nb || (i < na && a[i] <= b[j])) {
            x = a[i++];
        }
        else {
            x = b[j++];
        }
        if (distinct == 0 || x != last) {
            distinct++;
            last = x;
        }
    }
    return distinct;
}

/* Paragraph twins between a (the new article) and b (a representative).
 * ours[i]: a's paragraph i has a twin in b. Sums over b's paragraphs, in
 * order, both as float64 running sums (numpy bincount) and as int64 sums. */
struct twins {
    double matched_f, total_f; /* b's lengths with a twin in a, all of b's lengths */
    int64_t matched_b, total_b;
    int64_t matched_a; /* a's lengths with a twin in b */
    int b_lead;        /* b's first paragraph has a twin in a */
};

NF_CLONES
static void paragraph_twins(const uint64_t *a, const int32_t *a_lengths, Py_ssize_t na,
                            const uint64_t *b, const int32_t *b_lengths, Py_ssize_t nb,
                            int max_distance, unsigned char *ours, struct twins *out)
{
    uint64_t matched_b = 0, total_b = 0, matched_a = 0; /* numpy int64: wraparound */
    double matched_f = 0.0, total_f = 0.0;
    memset(ours, 0, (size_t)na);
    for (Py_ssize_t j = 0; j < nb; j++) {
        uint64_t sketch = b[j];
        int twin = 0;
        for (Py_ssize_t i = 0; i < na; i++) {
            int close = __builtin_popcountll(a[i] ^ sketch) <= max_distance;
            twin |= close;
            ours[i] |= (unsigned char)close;
        }
        int64_t length = b_lengths[j];
        matched_f += (double)(twin ? length : 0);
        total_f += (double)length;
        matched_b += twin ? (uint64_t)length : 0;
        total_b += (uint64_t)length;
        if (j == 0) {
            out->b_lead = twin;
        }
    }
    for (Py_ssize_t i = 0; i < na; i++) {
        matched_a += ours[i] ? (uint64_t)(int64_t)a_lengths[i] : 0;
    }
    out->matched_f = matched_f;
    out->total_f = total_f;
    out->matched_b = (int64_t)matched_b;
    out->total_b = (int64_t)total_b;
    out->matched_a = (int64_t)matched_a;
}

static int64_t length_sum(const int32_t *lengths, Py_ssize_t n)
{
    uint64_t total = 0;
    for (Py_ssize_t i = 0; i < n; i++) {
        total += (uint64_t)(int64_t)lengths[i];
    }
    return (int64_t)total;
}

/* ------------------------------------------------------------------ */
/* measure_many                                                        */
/* ------------------------------------------------------------------ */

PyDoc_STRVAR(measure_many_doc,
"measure_many(new, reps, floats, flags, max_distance)\n"
"--\n\n"
"Measure ``new`` against each of ``reps`` (a list or tuple of FoldEntry-like\n"
"objects: their ``signature`` uint32, ``windows`` sorted int64, ``sketches``\n"
"uint64 and ``sketch_lengths`` int32 arrays are read in place). Fills\n"
"``floats`` (float64, 5*k values: resemblance, windows new-in-old and\n"
"old-in-new, paragraphs new-in-old and old-in-new, k each) and ``flags``\n"
"(bool, 2*k values: new lead in old, old lead in new). Returns None.");

static PyObject *measure_many(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    if (nargs != 5) {
        PyErr_Format(PyExc_TypeError, "measure_many() takes 5 arguments (%zd given)", nargs);
        return NULL;
    }
    PyObject *new = args[0], *reps = args[1];
    if (!PyList_Check(reps) && !PyTuple_Check(reps)) {
        char type[48];
        PyErr_Format(PyExc_TypeError, "measure_many(): reps must be a list or tuple, not %s",
                     nf_type_name(reps, type, sizeof type));
        return NULL;
    }
    long max_distance = PyLong_AsLong(args[4]);
    if (max_distance == -1 && PyErr_Occurred()) {
        return NULL;
    }
    if (max_distance < -1 || max_distance > 64) {
        PyErr_SetString(PyExc_ValueError, "measure_many(): max_distance must be in [-1, 64]");
        return NULL;
    }
    Py_ssize_t k = nf_fast_size(reps);

    PyObject *result = NULL;
    unsigned char *ours = NULL;
    Py_buffer floats_view, flags_view;
    int have_floats = 0, have_flags = 0;
    struct entry mine;
    struct window_set window_set = {NULL, 0, 0, 0};
    mine.held = 0;

    if (get_array(args[2], &floats_view, (struct label){"floats", -1, NULL}, K_FLOAT, 8, 1, 1) < 0) {
        goto done;
    }
    have_floats = 1;
    if (get_array(args[3], &flags_view, (struct label){"flags", -1, NULL}, K_FLAG, 1, 1, 1) < 0) {
        goto done;
    }
    have_flags = 1;
    if (count_of(&floats_view) != 5 * k || count_of(&flags_view) != 2 * k) {
        PyErr_Format(PyExc_ValueError,
                     "measure_many(): %zd representatives need 5*%zd floats and 2*%zd flags, "
                     "got %zd and %zd", k, k, k, count_of(&floats_view), count_of(&flags_view));
        goto done;
    }
    if (load_entry(new, &mine, "new", -1) < 0) {
        goto done;
    }
    if (!is_sorted(mine.windows, mine.n_windows)) {
        PyErr_SetString(PyExc_ValueError, "new.windows: not sorted");
        goto done;
    }
    ours = PyMem_Malloc(mine.n_sketches > 0 ? (size_t)mine.n_sketches : 1);
    if (ours == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    if (build_set(&window_set, mine.windows, mine.n_windows) < 0) {
        goto done;
    }

    double *resemblance = (double *)floats_view.buf;
    double *win_new_in_old = resemblance + k, *win_old_in_new = resemblance + 2 * k;
    double *par_new_in_old = resemblance + 3 * k, *par_old_in_new = resemblance + 4 * k;
    unsigned char *new_lead = (unsigned char *)flags_view.buf, *old_lead = new_lead + k;
    double new_windows = (double)mine.n_windows, new_signature = (double)mine.n_signature;
    double new_lengths = (double)length_sum(mine.lengths, mine.n_sketches);

    for (Py_ssize_t c = 0; c < k; c++) {
        if (c >= nf_fast_size(reps)) {
            PyErr_SetString(PyExc_RuntimeError, "measure_many(): reps changed size");
            goto done;
        }
        PyObject *rep = nf_fast_item(reps, c);
        struct entry theirs;
        Py_INCREF(rep); /* reading attributes may run Python code */
        int failed = load_entry(rep, &theirs, "reps", c);
        Py_DECREF(rep);
        if (failed) {
            goto done;
        }

        resemblance[c] = 0.0;
        if (mine.n_signature > 0 && theirs.n_signature == mine.n_signature) {
            Py_ssize_t equal = equal_positions(mine.signature, theirs.signature, mine.n_signature);
            resemblance[c] = (double)equal / new_signature;
        }

        win_new_in_old[c] = win_old_in_new[c] = 0.0;
        if (mine.n_windows > 0 && theirs.n_windows > 0) {
            double shared =
                (double)hits_in(&window_set, theirs.windows, theirs.n_windows);
            win_new_in_old[c] = shared / new_windows;
            win_old_in_new[c] = shared / (double)theirs.n_windows;
        }

        par_new_in_old[c] = par_old_in_new[c] = 0.0;
        new_lead[c] = old_lead[c] = 0;
        if (mine.n_sketches > 0 && theirs.n_sketches > 0) {
            struct twins t;
            paragraph_twins(mine.sketches, mine.lengths, mine.n_sketches, theirs.sketches,
                            theirs.lengths, theirs.n_sketches, (int)max_distance, ours, &t);
            par_new_in_old[c] = (double)t.matched_a / new_lengths;
            par_old_in_new[c] = t.matched_f / t.total_f;
            new_lead[c] = ours[0];
            old_lead[c] = (unsigned char)t.b_lead;
        }
        release_entry(&theirs);
    }
    result = Py_None;
    Py_INCREF(result);

done:
    PyMem_Free(window_set.slots);
    PyMem_Free(ours);
    release_entry(&mine);
    if (have_flags) {
        PyBuffer_Release(&flags_view);
    }
    if (have_floats) {
        PyBuffer_Release(&floats_view);
    }
    return result;
}

/* ------------------------------------------------------------------ */
/* Single pairs                                                        */
/* ------------------------------------------------------------------ */

static int check_nargs(const char *name, Py_ssize_t nargs, Py_ssize_t want)
{
    if (nargs != want) {
        PyErr_Format(PyExc_TypeError, "%s() takes %zd arguments (%zd given)", name, want, nargs);
        return -1;
    }
    return 0;
}

PyDoc_STRVAR(estimate_jaccard_doc,
"estimate_jaccard(a, b)\n"
"--\n\n"
"Share of equal positions of two uint32 MinHash signatures (0.0 when either is\n"
"empty or their sizes differ).");

static PyObject *estimate_jaccard(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    Py_buffer a, b;
    if (check_nargs("estimate_jaccard", nargs, 2) < 0 ||
        get_array(args[0], &a, (struct label){"a", -1, NULL}, K_UNSIGNED, 4, 0, 0) < 0) {
        return NULL;
    }
    if (get_array(args[1], &b, (struct label){"b", -1, NULL}, K_UNSIGNED, 4, 0, 0) < 0) {
        PyBuffer_Release(&a);
        return NULL;
    }
    Py_ssize_t n = count_of(&a);
    double jaccard = 0.0;
    if (n > 0 && n == count_of(&b)) {
        jaccard = (double)equal_positions(a.buf, b.buf, n) / (double)n;
    }
    PyBuffer_Release(&a);
    PyBuffer_Release(&b);
    return PyFloat_FromDouble(jaccard);
}

PyDoc_STRVAR(containment_doc,
"containment(a, b)\n"
"--\n\n"
"Share of ``a``'s window fingerprints in ``b`` and of ``b``'s in ``a`` (two\n"
"sorted int64 arrays; (0.0, 0.0) when either is empty). The shared count is\n"
"numpy's ``intersect1d(a, b, assume_unique=True).size``. ValueError when an\n"
"array is not sorted.");

static PyObject *containment(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    Py_buffer a, b;
    if (check_nargs("containment", nargs, 2) < 0 ||
        get_array(args[0], &a, (struct label){"a", -1, NULL}, K_SIGNED, 8, 0, 0) < 0) {
        return NULL;
    }
    if (get_array(args[1], &b, (struct label){"b", -1, NULL}, K_SIGNED, 8, 0, 0) < 0) {
        PyBuffer_Release(&a);
        return NULL;
    }
    const int64_t *x = a.buf, *y = b.buf;
    Py_ssize_t na = count_of(&a), nb = count_of(&b);
    PyObject *result = NULL;
    if (!is_sorted(x, na) || !is_sorted(y, nb)) {
        PyErr_SetString(PyExc_ValueError, "containment(): arrays must be sorted");
    }
    else if (na == 0 || nb == 0) {
        result = Py_BuildValue("(dd)", 0.0, 0.0);
    }
    else {
        /* intersect1d(assume_unique=True): equal neighbours in the sorted concatenation,
         * which for unique arrays is the size of their intersection */
        Py_ssize_t same = is_strict(x, na) && is_strict(y, nb) ? intersection(x, na, y, nb)
                                                               : na + nb - distinct_union(x, na, y, nb);
        double shared = (double)same;
        result = Py_BuildValue("(dd)", shared / (double)na, shared / (double)nb);
    }
    PyBuffer_Release(&a);
    PyBuffer_Release(&b);
    return result;
}

PyDoc_STRVAR(match_doc,
"match(a, a_lengths, b, b_lengths, max_distance)\n"
"--\n\n"
"Paragraph twins of two articles (uint64 sketches within ``max_distance``\n"
"bits, int32 lengths): ``(share of a's length with a twin in b, share of b's\n"
"length with a twin in a, a's lead has a twin, b's lead has a twin)``, or\n"
"None when either has no paragraph. ZeroDivisionError when a side's lengths\n"
"sum to zero, as in Python.");

static PyObject *match(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    Py_buffer views[4];
    static const char *names[4] = {"a", "a_lengths", "b", "b_lengths"};
    static const enum kind kinds[4] = {K_UNSIGNED, K_SIGNED, K_UNSIGNED, K_SIGNED};
    static const Py_ssize_t sizes[4] = {8, 4, 8, 4};
    int held = 0;
    PyObject *result = NULL;
    unsigned char *ours = NULL;
    if (check_nargs("match", nargs, 5) < 0) {
        return NULL;
    }
    long max_distance = PyLong_AsLong(args[4]);
    if (max_distance == -1 && PyErr_Occurred()) {
        return NULL;
    }
    if (max_distance < -1 || max_distance > 64) {
        PyErr_SetString(PyExc_ValueError, "match(): max_distance must be in [-1, 64]");
        return NULL;
    }
    for (; held < 4; held++) {
        struct label at = {names[held], -1, NULL};
        if (get_array(args[held], &views[held], at, kinds[held], sizes[held], 0, 0) < 0) {
            goto done;
        }
    }
    Py_ssize_t na = count_of(&views[0]), nb = count_of(&views[2]);
    if (count_of(&views[1]) != na || count_of(&views[3]) != nb) {
        PyErr_SetString(PyExc_ValueError, "match(): one length per sketch needed");
        goto done;
    }
    if (na == 0 || nb == 0) {
        result = Py_None;
        Py_INCREF(result);
        goto done;
    }
    ours = PyMem_Malloc((size_t)na);
    if (ours == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    struct twins t;
    const int32_t *a_lengths = views[1].buf;
    paragraph_twins(views[0].buf, a_lengths, na, views[2].buf, views[3].buf, nb,
                    (int)max_distance, ours, &t);
    double a_total = (double)length_sum(a_lengths, na), b_total = (double)t.total_b;
    if (a_total == 0.0 || b_total == 0.0) {
        PyErr_SetString(PyExc_ZeroDivisionError, "float division by zero");
        goto done;
    }
    result = Py_BuildValue("(ddNN)", (double)t.matched_a / a_total, (double)t.matched_b / b_total,
                           PyBool_FromLong(ours[0]), PyBool_FromLong(t.b_lead));

done:
    PyMem_Free(ours);
    for (int i = 0; i < held; i++) {
        PyBuffer_Release(&views[i]);
    }
    return result;
}

/* ------------------------------------------------------------------ */
/* Module                                                              */
/* ------------------------------------------------------------------ */

static PyMethodDef methods[] = {
    {"measure_many", (PyCFunction)(void (*)(void))measure_many, METH_FASTCALL, measure_many_doc},
    {"estimate_jaccard", (PyCFunction)(void (*)(void))estimate_jaccard, METH_FASTCALL,
     estimate_jaccard_doc},
    {"containment", (PyCFunction)(void (*)(void))containment, METH_FASTCALL, containment_doc},
    {"match", (PyCFunction)(void (*)(void))match, METH_FASTCALL, match_doc},
    {NULL, NULL, 0, NULL},
};

PyDoc_STRVAR(module_doc, "C twin of newsfold.fold.measure and the single-pair measures.");

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_measure", module_doc, -1, methods, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__measure(void)
{
    for (int i = 0; i < N_ARRAYS; i++) {
        if (attr_strings[i] == NULL) {
            attr_strings[i] = PyUnicode_InternFromString(attr_names[i]);
            if (attr_strings[i] == NULL) {
                return NULL;
            }
        }
    }
    if (checked_string == NULL) {
        checked_string = PyUnicode_InternFromString("native_checked");
        if (checked_string == NULL) {
            return NULL;
        }
    }
    return PyModule_Create(&module);
}
