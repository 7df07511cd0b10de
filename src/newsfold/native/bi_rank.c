/*
 * rank_held(): candidate ranking over the store index's in-memory bucket view.
 *
 * What it computes: exactly rank_candidates(*weigh_buckets(buckets, held.get))
 * of newsfold.fold.index, for the dict-of-dicts view the SQL fold index keeps of
 * the buckets it has read ({(band, key): {story id: latest seq}}): each distinct
 * bucket looked up adds weight // (stories in it) to each of its stories, a
 * story's recency is the largest sequence number among them, and the first
 * `limit` stories by weight, then recency (both descending), then story id
 * (ascending) come back.
 *
 * Why in C: at scale the probed buckets fill up towards their cap, and the
 * Python loop over their stories became the part of an incremental fold that
 * grew most with the store (0.26 ms an article at 5,000 articles, 0.79 ms at
 * 100,000).  The work is the same here (a hash lookup per story met) without
 * the interpreter: an open-addressing table keyed by the story objects (their
 * cached hash, then identity or equality), sized from a first pass over the
 * buckets, so a call costs O(buckets + stories met) and allocates nothing per
 * story.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <stdint.h>

#include "bucketindex.h"

typedef struct {
    PyObject *story; /* borrowed from a held dict, NULL: empty slot */
    Py_hash_t hash;
    int64_t weight;
    int64_t recency;
} Tally;

/* -1 error, else 1 if a ranks before b. */
static int ranks_before(const Tally *a, const Tally *b)
{
    if (a->weight != b->weight)
        return a->weight > b->weight;
    if (a->recency != b->recency)
        return a->recency > b->recency;
    return PyObject_RichCompareBool(a->story, b->story, Py_LT);
}

/* The slot of `story` in the table (mask + 1 slots, never full), or -1 on error. */
static Py_ssize_t find_slot(Tally *table, size_t mask, PyObject *story, Py_hash_t hash)
{
    size_t i = (size_t)hash & mask;
    for (;;) {
        Tally *t = &table[i];
        if (t->story == NULL)
            return (Py_ssize_t)i;
        if (t->story == story)
            return (Py_ssize_t)i;
        if (t->hash == hash) {
            int eq = PyObject_RichCompareBool(t->story, story, Py_EQ);
            if (eq < 0)
                return -1;
            if (eq)
                return (Py_ssize_t)i;
        }
        i = (i + 1) & mask;
    }
}

/* The distinct held dicts of `buckets` (borrowed, non-empty ones), and the number
 * of (story, seq) pairs in them; 0 on success, -1 on error. */
static int held_dicts(PyObject *seq, PyObject *held, PyObject ***out, Py_ssize_t *n_out,
                      Py_ssize_t *pairs_out)
{
    Py_ssize_t n = nf_fast_size(seq);
    PyObject **dicts = PyMem_Malloc(((size_t)n + 1) * sizeof(PyObject *));
    PyObject *seen = PySet_New(NULL);
    if (dicts == NULL || seen == NULL) {
        PyMem_Free(dicts);
        Py_XDECREF(seen);
        PyErr_NoMemory();
        return -1;
    }
    Py_ssize_t m = 0, pairs = 0;
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *bucket = nf_fast_item(seq, i);
        PyObject *stories = PyDict_GetItemWithError(held, bucket);
        if (stories == NULL) {
            if (PyErr_Occurred())
                goto fail;
            continue;
        }
        if (!PyDict_Check(stories)) {
            char type[48];
            PyErr_Format(PyExc_TypeError, "held[%R] is a %s, not a dict", bucket,
                         nf_type_name(stories, type, sizeof type));
            goto fail;
        }
        Py_ssize_t size = PyDict_Size(stories);
        if (size == 0)
            continue;
        int fresh = PySet_Contains(seen, bucket);
        if (fresh < 0 || (fresh == 0 && PySet_Add(seen, bucket) < 0))
            goto fail;
        if (fresh)
            continue; /* a bucket counts once however often it is looked up */
        dicts[m++] = stories;
        pairs += size;
    }
    Py_DECREF(seen);
    *out = dicts;
    *n_out = m;
    *pairs_out = pairs;
    return 0;
fail:
    Py_DECREF(seen);
    PyMem_Free(dicts);
    return -1;
}

PyObject *nf_rank_held(PyObject *module, PyObject *args, PyObject *kwds)
{
    static char *kwlist[] = {"buckets", "held", "weight", "limit", NULL};
    PyObject *buckets, *held;
    long long weight;
    Py_ssize_t limit;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "OO!Ln:rank_held", kwlist, &buckets,
                                     &PyDict_Type, &held, &weight, &limit))
        return NULL;
    if (limit < 0 || weight < 1) {
        PyErr_Format(PyExc_ValueError, "need limit >= 0 and weight >= 1, not %zd and %lld",
                     limit, weight);
        return NULL;
    }
    PyObject *seq = PySequence_Fast(buckets, "buckets must be a sequence of (band, key)");
    if (seq == NULL)
        return NULL;
    PyObject **dicts = NULL;
    Py_ssize_t ndicts = 0, npairs = 0;
    if (held_dicts(seq, held, &dicts, &ndicts, &npairs) < 0) {
        Py_DECREF(seq);
        return NULL;
    }
    size_t cap = 16;
    while (cap < 2 * (size_t)npairs)
        cap <<= 1;
    Tally *table = PyMem_Calloc(cap, sizeof(Tally));
    Py_ssize_t *touched = PyMem_Malloc(((size_t)npairs + 1) * sizeof(Py_ssize_t));
    Tally *top = PyMem_Malloc(((size_t)limit + 1) * sizeof(Tally));
    PyObject *out = NULL;
    if (table == NULL || touched == NULL || top == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    const size_t mask = cap - 1;
    Py_ssize_t m = 0;
    for (Py_ssize_t d = 0; d < ndicts; d++) {
        PyObject *stories = dicts[d], *story, *value;
        const int64_t share = (int64_t)weight / (int64_t)PyDict_Size(stories);
        Py_ssize_t pos = 0;
        while (PyDict_Next(stories, &pos, &story, &value)) {
            Py_hash_t hash = PyObject_Hash(story);
            if (hash == -1)
                goto done;
            long long s = PyLong_AsLongLong(value);
            if (s == -1 && PyErr_Occurred())
                goto done;
            Py_ssize_t at = find_slot(table, mask, story, hash);
            if (at < 0)
                goto done;
            Tally *t = &table[at];
            if (t->story == NULL) {
                t->story = story;
                t->hash = hash;
                touched[m++] = at;
            }
            t->weight += share;
            if (s > t->recency)
                t->recency = s;
        }
    }
    /* the best `limit`, best first, by insertion into a sorted prefix */
    Py_ssize_t k = 0;
    for (Py_ssize_t i = 0; i < m && limit > 0; i++) {
        const Tally *c = &table[touched[i]];
        if (k == limit) {
            int better = ranks_before(c, &top[k - 1]);
            if (better < 0)
                goto done;
            if (!better)
                continue;
        }
        Py_ssize_t j = k < limit ? k++ : k - 1;
        while (j > 0) {
            int better = ranks_before(c, &top[j - 1]);
            if (better < 0)
                goto done;
            if (!better)
                break;
            top[j] = top[j - 1];
            j--;
        }
        top[j] = *c;
    }
    out = PyList_New(k);
    if (out != NULL)
        for (Py_ssize_t i = 0; i < k; i++) {
            Py_INCREF(top[i].story);
            PyList_SetItem(out, i, top[i].story); /* a fresh list of k: cannot fail */
        }
done:
    PyMem_Free(top);
    PyMem_Free(touched);
    PyMem_Free(table);
    PyMem_Free(dicts);
    Py_DECREF(seq);
    return out;
}

/* held[bucket][story] = seq and sizes[bucket] += n for one stored row; 0 or -1. */
static int hold_one(PyObject *sizes, PyObject *held, PyObject *band, PyObject *key,
                    PyObject *story, PyObject *n, PyObject *seq)
{
    PyObject *bucket = PyTuple_Pack(2, band, key);
    if (bucket == NULL)
        return -1;
    int rc = -1;
    PyObject *total = NULL, *stories = NULL;
    PyObject *had = PyDict_GetItemWithError(sizes, bucket);
    if (had == NULL && PyErr_Occurred())
        goto done;
    total = had == NULL ? Py_NewRef(n) : PyNumber_Add(had, n);
    if (total == NULL || PyDict_SetItem(sizes, bucket, total) < 0)
        goto done;
    stories = PyDict_GetItemWithError(held, bucket);
    if (stories != NULL) {
        if (!PyDict_Check(stories)) {
            PyErr_Format(PyExc_TypeError, "held[%R] is not a dict", bucket);
            goto done;
        }
        rc = PyDict_SetItem(stories, story, seq);
        goto done;
    }
    if (PyErr_Occurred())
        goto done;
    PyObject *fresh = PyDict_New();
    if (fresh == NULL)
        goto done;
    rc = PyDict_SetItem(fresh, story, seq);
    if (rc == 0)
        rc = PyDict_SetItem(held, bucket, fresh);
    Py_DECREF(fresh);
done:
    Py_XDECREF(total);
    Py_DECREF(bucket);
    return rc;
}

PyObject *nf_hold_rows(PyObject *module, PyObject *args, PyObject *kwds)
{
    static char *kwlist[] = {"rows", "sizes", "held", "band", NULL};
    PyObject *rows, *sizes, *held, *band = Py_None;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "OO!O!|O:hold_rows", kwlist, &rows,
                                     &PyDict_Type, &sizes, &PyDict_Type, &held, &band))
        return NULL;
    const Py_ssize_t width = band == Py_None ? 5 : 4;
    PyObject *seq = PySequence_Fast(rows, "rows must be a sequence of tuples");
    if (seq == NULL)
        return NULL;
    Py_ssize_t n = nf_fast_size(seq);
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *row = nf_fast_item(seq, i);
        if (!PyTuple_Check(row) || PyTuple_Size(row) != width) {
            PyErr_Format(PyExc_TypeError, "row %zd is not a tuple of %zd values", i, width);
            Py_DECREF(seq);
            return NULL;
        }
        PyObject *v[5];
        for (Py_ssize_t j = 0; j < width; j++)
            v[j] = PyTuple_GetItem(row, j);
        int rc = width == 5 ? hold_one(sizes, held, v[0], v[1], v[2], v[3], v[4])
                            : hold_one(sizes, held, band, v[0], v[1], v[2], v[3]);
        if (rc < 0) {
            Py_DECREF(seq);
            return NULL;
        }
    }
    Py_DECREF(seq);
    Py_RETURN_NONE;
}
