/*
 * newsfold.native._bucketindex: the in-memory LSH bucket index of batch folding.
 *
 * What it computes: newsfold.fold.index.MemoryFoldIndex keeps, per bucket
 * (band, key), the stories with an article in it (each with the sequence number of
 * its latest article there) and the number of articles that landed in it, capped
 * at MAX_BUCKET_ARTICLES.  BucketIndex.add() indexes one article's buckets exactly
 * as the dict-of-dicts code does, and BucketIndex.candidates() returns exactly what
 * rank_candidates(*weigh_buckets(buckets, held)) returns (as story numbers): the
 * weight of a story is the sum over the distinct buckets looked up of
 * weight // (stories in the bucket), its recency the largest sequence number among
 * them; stories are ranked by weight, then recency (descending), and the first
 * `limit` are kept.  Sequence numbers are unique per article and every article
 * belongs to one story, so two stories never share a recency and the story-id
 * tie-break of rank_candidates never decides (here the story number breaks ties,
 * only to keep the order total).
 *
 * Why in C: the dict code costs ~0.3 ms per article (tuples, dicts and ints for
 * ~110 buckets an article, looked up several times), the largest single cost of
 * folding, and ~350 bytes per bucket.  Here a bucket is one 32-byte slot of an
 * open-addressing table (linear probing, keys compared exactly) holding its first
 * story inline; a bucket with two or more stories points to a growable array of
 * (seq int64, story int32) pairs, 12 bytes a pair.  A lookup uses a per-story
 * scratch table stamped with a generation number, so it costs O(buckets looked up
 * + pairs found), never O(stories).
 *
 * The buckets come as int64 arrays of (band, key) pairs (buffers.h), read in one
 * pass: no Python object per bucket crosses the API.
 *
 * Only the limited C API of CPython 3.11 (the stable ABI; limited.h); C11.  Every
 * argument is parsed and checked before the
 * index changes, and every allocation an add needs is made before the first
 * change, so an error (TypeError, ValueError, OverflowError, MemoryError) leaves
 * the index as it was.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include "bucketindex.h"
#include "buffers.h"

#include <stdlib.h>

#include <limits.h>
#include <stdint.h>
#include <string.h>

/* On a slot's `articles`: the current add/lookup has met this bucket (dedupe). */
#define SEEN 0x8000u
#define ARTICLES_MASK 0x7fffu
/* On a slot's `nstories`: the stories are in an array (else the one story is inline). */
#define ARRAY 0x8000u
#define COUNT_MASK 0x7fffu
#define MAX_STORY 0x7ffffffeLL
#define MAX_WEIGHT 0x80000000LL
#define MIN_CAPACITY 64

typedef struct {
    int64_t band;
    int64_t key;
    union {
        int64_t seq;    /* inline: the one story's sequence number */
        int64_t *pairs; /* array: int64 seqs[cap], then int32 stories[cap] */
    } u;
    uint32_t story;    /* inline: the story; array: cap */
    uint16_t articles; /* articles that landed here (capped), | SEEN during a call */
    uint16_t nstories; /* stories here, | ARRAY; 0: empty slot */
} Slot;

_Static_assert(sizeof(Slot) == 32, "a bucket slot is 32 bytes");

#define PAIR_BYTES (sizeof(int64_t) + sizeof(int32_t))

typedef struct {
    uint32_t gen;
    int32_t unused;
    int64_t weight;
    int64_t recency;
} Scratch;

typedef struct {
    int64_t weight;
    int64_t recency;
    int32_t story;
} Candidate;

typedef struct {
    int64_t band;
    int64_t key;
    uint64_t hash;
    Py_ssize_t slot;
} Pair;

typedef struct {
    PyObject_HEAD
    Slot *slots;
    size_t mask; /* capacity - 1 (capacity is a power of two) */
    size_t used;
    size_t pair_bytes; /* bytes held by the arrays of multi-story buckets */
    int64_t max_articles;
    int64_t weight;
    Scratch *scratch; /* indexed by story number */
    int32_t *touched; /* stories met by the current lookup */
    size_t nscratch;
    uint32_t gen;
} BucketIndex;

static inline uint64_t mix(int64_t band, int64_t key)
{
    uint64_t h = (uint64_t)key ^ ((uint64_t)band * 0x9E3779B97F4A7C15ULL);
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdULL;
    h ^= h >> 33;
    h *= 0xc4ceb9fe1a85ec53ULL;
    h ^= h >> 33;
    return h;
}

static inline unsigned count_of(const Slot *s) { return s->nstories & COUNT_MASK; }
static inline int32_t *stories_of(const Slot *s) { return (int32_t *)(s->u.pairs + s->story); }

/* The slot holding (band, key), or the empty slot where it would go. */
static inline size_t probe(const BucketIndex *self, const Pair *pair)
{
    const int64_t band = pair->band, key = pair->key;
    size_t i = (size_t)pair->hash & self->mask;
    for (;;) {
        const Slot *s = &self->slots[i];
        if (s->nstories == 0 || (s->key == key && s->band == band))
            return i;
        i = (i + 1) & self->mask;
    }
}

/* Room for `extra` more buckets (load factor at most 0.7). 0, or -1 (MemoryError). */
static int reserve(BucketIndex *self, size_t extra)
{
    size_t cap = self->mask + 1;
    if (extra > SIZE_MAX / 32 - self->used) {
        PyErr_NoMemory();
        return -1;
    }
    size_t need = self->used + extra;
    if (need * 10 <= cap * 7)
        return 0;
    size_t ncap = cap;
    while (need * 10 > ncap * 7) {
        if (ncap > SIZE_MAX / 4 / sizeof(Slot)) {
            PyErr_NoMemory();
            return -1;
        }
        ncap *= 2;
    }
    Slot *nslots = calloc(ncap, sizeof(Slot));
    if (nslots == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    size_t nmask = ncap - 1;
    for (size_t i = 0; i < cap; i++) {
        const Slot *s = &self->slots[i];
        if (s->nstories == 0)
            continue;
        size_t j = (size_t)mix(s->band, s->key) & nmask;
        while (nslots[j].nstories != 0)
            j = (j + 1) & nmask;
        nslots[j] = *s;
    }
    free(self->slots);
    self->slots = nslots;
    self->mask = nmask;
    return 0;
}

/* Scratch space for story numbers up to `story`. 0, or -1 (MemoryError). */
static int reserve_story(BucketIndex *self, int64_t story)
{
    if ((size_t)story < self->nscratch)
        return 0;
    size_t n = self->nscratch ? self->nscratch : 64;
    while (n <= (size_t)story)
        n *= 2;
    Scratch *scratch = realloc(self->scratch, n * sizeof(Scratch));
    if (scratch == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    self->scratch = scratch;
    int32_t *touched = realloc(self->touched, n * sizeof(int32_t));
    if (touched == NULL) {
        PyErr_NoMemory();
        return -1; /* nscratch is raised only once both are large enough */
    }
    self->touched = touched;
    memset(scratch + self->nscratch, 0, (n - self->nscratch) * sizeof(Scratch));
    self->nscratch = n;
    return 0;
}


static int as_int64(PyObject *obj, int64_t *out, const char *what)
{
    if (!PyLong_Check(obj) && !PyIndex_Check(obj)) {
        char type[48];
        PyErr_Format(PyExc_TypeError, "%s must be an int, not %s", what,
                     nf_type_name(obj, type, sizeof type));
        return -1;
    }
    long long v = PyLong_AsLongLong(obj);
    if (v == -1 && PyErr_Occurred()) {
        if (PyErr_ExceptionMatches(PyExc_OverflowError)) {
            PyErr_Clear();
            PyErr_Format(PyExc_OverflowError, "%s does not fit in a signed 64-bit integer", what);
        }
        return -1;
    }
    *out = (int64_t)v;
    return 0;
}

/* The (band, key) pairs of a C-contiguous int64 buffer (band, key, band, key, ...:
 * an (n, 2) array), in a new malloc'd array (NULL when empty), hashed, their
 * slots prefetched (most of a lookup is waiting for the table: one slot each,
 * anywhere in it). 0, or -1 with an exception set. */
static int parse_buckets(const BucketIndex *self, PyObject *buckets, Pair **out, Py_ssize_t *n)
{
    *out = NULL;
    *n = 0;
    Py_buffer view;
    if (get_buffer(buckets, &view, K_SIGNED, 8, 0, "buckets") < 0)
        return -1;
    Py_ssize_t values = items(&view);
    if (values % 2 != 0) {
        PyErr_Format(PyExc_ValueError,
                     "buckets must hold (band, key) pairs of int64 (an (n, 2) array), "
                     "not %zd values",
                     values);
        PyBuffer_Release(&view);
        return -1;
    }
    Py_ssize_t len = values / 2;
    if (len == 0) {
        PyBuffer_Release(&view);
        return 0;
    }
    Pair *pairs = malloc((size_t)len * sizeof(Pair));
    if (pairs == NULL) {
        PyBuffer_Release(&view);
        PyErr_NoMemory();
        return -1;
    }
    const int64_t *data = (const int64_t *)view.buf;
    for (Py_ssize_t i = 0; i < len; i++) {
        pairs[i].band = data[2 * i];
        pairs[i].key = data[2 * i + 1];
        pairs[i].slot = -1;
        pairs[i].hash = mix(pairs[i].band, pairs[i].key);
#if defined(__GNUC__) || defined(__clang__)
        __builtin_prefetch(&self->slots[pairs[i].hash & self->mask]);
#endif
    }
    PyBuffer_Release(&view);
    *out = pairs;
    *n = len;
    return 0;
}

/* Index of `story` among the bucket's stories, or -1. */
static inline Py_ssize_t find_story(const Slot *s, int32_t story)
{
    if (!(s->nstories & ARRAY))
        return (int32_t)s->story == story ? 0 : -1;
    const int32_t *stories = stories_of(s);
    unsigned n = count_of(s);
    for (unsigned i = 0; i < n; i++)
        if (stories[i] == story)
            return (Py_ssize_t)i;
    return -1;
}

/* Make sure the bucket can take one more story without allocating (turn the inline
 * story into an array, or grow a full array). Contents are unchanged, so calling it
 * when not needed is harmless. 0, or -1 (MemoryError). */
static int make_room(BucketIndex *self, Slot *s)
{
    unsigned n = count_of(s);
    if ((s->nstories & ARRAY) && n < s->story)
        return 0;
    size_t cap = (s->nstories & ARRAY) ? 2 * (size_t)s->story : 2;
    int64_t *pairs = malloc(cap * PAIR_BYTES);
    if (pairs == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    int32_t *stories = (int32_t *)(pairs + cap);
    if (s->nstories & ARRAY) {
        memcpy(pairs, s->u.pairs, n * sizeof(int64_t));
        memcpy(stories, stories_of(s), n * sizeof(int32_t));
        free(s->u.pairs);
        self->pair_bytes -= (size_t)s->story * PAIR_BYTES;
    }
    else {
        pairs[0] = s->u.seq;
        stories[0] = (int32_t)s->story;
    }
    s->u.pairs = pairs;
    s->story = (uint32_t)cap;
    s->nstories = (uint16_t)(n | ARRAY);
    self->pair_bytes += cap * PAIR_BYTES;
    return 0;
}

/* stories[story] = seq, in a bucket made ready by make_room when the story is new. */
static inline void store(Slot *s, int32_t story, int64_t seq)
{
    Py_ssize_t at = find_story(s, story);
    if (!(s->nstories & ARRAY)) {
        s->u.seq = seq; /* make_room was not needed: it is the inline story */
        return;
    }
    if (at < 0) {
        at = (Py_ssize_t)count_of(s);
        stories_of(s)[at] = story;
        s->nstories = (uint16_t)((at + 1) | ARRAY);
    }
    s->u.pairs[at] = seq;
}

/* ---- the type ---------------------------------------------------------------------- */

static int BucketIndex_init(BucketIndex *self, PyObject *args, PyObject *kwds)
{
    static char *kwlist[] = {"max_articles", "weight", NULL};
    long long max_articles, weight;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "LL:BucketIndex", kwlist, &max_articles, &weight))
        return -1;
    if (max_articles < 1 || max_articles > (long long)ARTICLES_MASK) {
        PyErr_Format(PyExc_ValueError, "max_articles must be in 1..%u, not %lld", ARTICLES_MASK,
                     max_articles);
        return -1;
    }
    if (weight < 0 || weight > MAX_WEIGHT) {
        PyErr_Format(PyExc_ValueError, "weight must be in 0..%lld, not %lld", (long long)MAX_WEIGHT,
                     weight);
        return -1;
    }
    if (self->slots != NULL) {
        PyErr_SetString(PyExc_RuntimeError, "BucketIndex is already initialised");
        return -1;
    }
    self->slots = calloc(MIN_CAPACITY, sizeof(Slot));
    if (self->slots == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    self->mask = MIN_CAPACITY - 1;
    self->used = 0;
    self->pair_bytes = 0;
    self->max_articles = max_articles;
    self->weight = weight;
    self->gen = 0;
    return 0;
}

static void BucketIndex_dealloc(BucketIndex *self)
{
    if (self->slots != NULL) {
        for (size_t i = 0; i <= self->mask; i++)
            if (self->slots[i].nstories & ARRAY)
                free(self->slots[i].u.pairs);
        free(self->slots);
    }
    free(self->scratch);
    free(self->touched);
    PyTypeObject *type = Py_TYPE((PyObject *)self); /* a heap type: instances hold a reference */
    freefunc tp_free = (freefunc)PyType_GetSlot(type, Py_tp_free);
    tp_free((PyObject *)self);
    Py_DECREF(type);
}

static int ready(BucketIndex *self)
{
    if (self->slots == NULL) {
        PyErr_SetString(PyExc_RuntimeError, "BucketIndex.__init__ was not called");
        return 0;
    }
    return 1;
}

PyDoc_STRVAR(add_doc,
             "add(buckets, story, seq)\n--\n\n"
             "Index one article of story number `story` (0 <= story < 2**31 - 1) with sequence\n"
             "number `seq` under its distinct (band, key) buckets (an int64 array of shape\n"
             "(n, 2), or any C-contiguous buffer of int64 pairs): in each bucket that has\n"
             "held fewer than max_articles articles, count the article and set the story's\n"
             "sequence number to `seq`.");

static PyObject *BucketIndex_add(BucketIndex *self, PyObject *args, PyObject *kwds)
{
    static char *kwlist[] = {"buckets", "story", "seq", NULL};
    PyObject *buckets, *story_obj, *seq_obj;
    int64_t story, seq;
    if (!ready(self))
        return NULL;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "OOO:add", kwlist, &buckets, &story_obj, &seq_obj))
        return NULL;
    if (as_int64(story_obj, &story, "story") < 0 || as_int64(seq_obj, &seq, "seq") < 0)
        return NULL;
    if (story < 0 || story > MAX_STORY) {
        PyErr_Format(PyExc_ValueError, "story must be in 0..%lld, not %lld", (long long)MAX_STORY,
                     (long long)story);
        return NULL;
    }
    Pair *pairs;
    Py_ssize_t n;
    if (parse_buckets(self, buckets, &pairs, &n) < 0)
        return NULL;
    if (n == 0)
        Py_RETURN_NONE;
    /* Every allocation first: after this the add cannot fail. */
    if (reserve_story(self, story) < 0 || reserve(self, (size_t)n) < 0)
        goto fail;
    const unsigned max_articles = (unsigned)self->max_articles;
    for (Py_ssize_t i = 0; i < n; i++) {
        size_t at = probe(self, &pairs[i]);
        Slot *s = &self->slots[at];
        if (s->nstories == 0)
            continue; /* a new bucket: inserted below (pairs[i].slot stays -1) */
        pairs[i].slot = (Py_ssize_t)at;
        if ((s->articles & ARTICLES_MASK) < max_articles && find_story(s, (int32_t)story) < 0 &&
            make_room(self, s) < 0)
            goto fail;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        size_t at = pairs[i].slot >= 0 ? (size_t)pairs[i].slot
                                        : probe(self, &pairs[i]);
        pairs[i].slot = (Py_ssize_t)at;
        Slot *s = &self->slots[at];
        if (s->nstories == 0) {
            s->band = pairs[i].band;
            s->key = pairs[i].key;
            s->u.seq = seq;
            s->story = (uint32_t)story;
            s->articles = 1 | SEEN;
            s->nstories = 1;
            self->used++;
            continue;
        }
        if (s->articles & SEEN)
            continue; /* listed twice: counts once */
        s->articles |= SEEN;
        if ((s->articles & ARTICLES_MASK) < max_articles) {
            s->articles++;
            store(s, (int32_t)story, seq);
        }
    }
    for (Py_ssize_t i = 0; i < n; i++)
        self->slots[pairs[i].slot].articles &= ARTICLES_MASK;
    free(pairs);
    Py_RETURN_NONE;
fail:
    free(pairs);
    return NULL;
}

/* a ranks before b: more weight, then more recent, then the lower story number. */
static inline int before(const Candidate *a, const Candidate *b)
{
    if (a->weight != b->weight)
        return a->weight > b->weight;
    if (a->recency != b->recency)
        return a->recency > b->recency;
    return a->story < b->story;
}

PyDoc_STRVAR(candidates_doc,
             "candidates(buckets, limit)\n--\n\n"
             "Story numbers with an article in at least one of the distinct buckets (an int64\n"
             "array of (band, key) pairs, as add() takes), best\n"
             "first, at most `limit`: what rank_candidates(*weigh_buckets(...)) gives\n"
             "(weight per story: sum of weight // stories-in-bucket over the buckets; then\n"
             "the largest sequence number among them; then the story number).");

static PyObject *BucketIndex_candidates(BucketIndex *self, PyObject *args, PyObject *kwds)
{
    static char *kwlist[] = {"buckets", "limit", NULL};
    PyObject *buckets;
    Py_ssize_t limit;
    if (!ready(self))
        return NULL;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "On:candidates", kwlist, &buckets, &limit))
        return NULL;
    if (limit < 0) {
        PyErr_Format(PyExc_ValueError, "limit must be >= 0, not %zd", limit);
        return NULL;
    }
    Pair *pairs;
    Py_ssize_t n;
    if (parse_buckets(self, buckets, &pairs, &n) < 0)
        return NULL;
    if (++self->gen == 0) {
        for (size_t i = 0; i < self->nscratch; i++)
            self->scratch[i].gen = 0;
        self->gen = 1;
    }
    const uint32_t gen = self->gen;
    Scratch *scratch = self->scratch;
    int32_t *touched = self->touched;
    size_t m = 0;
    for (Py_ssize_t i = 0; i < n; i++) {
        size_t at = probe(self, &pairs[i]);
        Slot *s = &self->slots[at];
        if (s->nstories == 0 || (s->articles & SEEN))
            continue;
        s->articles |= SEEN;
        pairs[i].slot = (Py_ssize_t)at;
        unsigned count = count_of(s);
        int64_t weight = self->weight / (int64_t)count;
        const int64_t *seqs = (s->nstories & ARRAY) ? s->u.pairs : &s->u.seq;
        const int32_t *stories = (s->nstories & ARRAY) ? stories_of(s) : (const int32_t *)&s->story;
        for (unsigned k = 0; k < count; k++) {
            Scratch *sc = &scratch[stories[k]];
            if (sc->gen != gen) {
                sc->gen = gen;
                sc->weight = 0;
                sc->recency = 0;
                touched[m++] = stories[k];
            }
            sc->weight += weight;
            if (seqs[k] > sc->recency)
                sc->recency = seqs[k];
        }
    }
    for (Py_ssize_t i = 0; i < n; i++)
        if (pairs[i].slot >= 0)
            self->slots[pairs[i].slot].articles &= ARTICLES_MASK;
    free(pairs);

    size_t keep = (size_t)limit < m ? (size_t)limit : m;
    Candidate stack[32];
    Candidate *top = stack;
    if (keep > 32) {
        top = malloc(keep * sizeof(Candidate));
        if (top == NULL)
            return PyErr_NoMemory();
    }
    size_t k = 0; /* top[0..k) sorted, best first */
    for (size_t i = 0; i < m && keep > 0; i++) {
        Candidate c = {scratch[touched[i]].weight, scratch[touched[i]].recency, touched[i]};
        if (k == keep && !before(&c, &top[k - 1]))
            continue;
        size_t j = k < keep ? k++ : k - 1;
        while (j > 0 && before(&c, &top[j - 1])) {
            top[j] = top[j - 1];
            j--;
        }
        top[j] = c;
    }
    PyObject *out = PyList_New((Py_ssize_t)k);
    if (out != NULL) {
        for (size_t i = 0; i < k; i++) {
            PyObject *story = PyLong_FromLong((long)top[i].story);
            if (story == NULL) {
                Py_CLEAR(out);
                break;
            }
            PyList_SetItem(out, (Py_ssize_t)i, story); /* a fresh list of k: cannot fail */
        }
    }
    if (top != stack)
        free(top);
    return out;
}

static int one_bucket(BucketIndex *self, PyObject *args, const char *fmt, const Slot **found)
{
    PyObject *band_obj, *key_obj;
    Pair pair;
    if (!ready(self) || !PyArg_ParseTuple(args, fmt, &band_obj, &key_obj) ||
        as_int64(band_obj, &pair.band, "band") < 0 || as_int64(key_obj, &pair.key, "key") < 0)
        return -1;
    pair.hash = mix(pair.band, pair.key);
    const Slot *s = &self->slots[probe(self, &pair)];
    *found = s->nstories ? s : NULL;
    return 0;
}

PyDoc_STRVAR(stories_doc, "stories(band, key)\n--\n\n"
                          "The bucket's {story: seq} (in first-stored order), or None.");

static PyObject *BucketIndex_stories(BucketIndex *self, PyObject *args)
{
    const Slot *s;
    if (one_bucket(self, args, "OO:stories", &s) < 0)
        return NULL;
    if (s == NULL)
        Py_RETURN_NONE;
    PyObject *out = PyDict_New();
    if (out == NULL)
        return NULL;
    unsigned count = count_of(s);
    const int64_t *seqs = (s->nstories & ARRAY) ? s->u.pairs : &s->u.seq;
    const int32_t *stories = (s->nstories & ARRAY) ? stories_of(s) : (const int32_t *)&s->story;
    for (unsigned k = 0; k < count; k++) {
        PyObject *story = PyLong_FromLong((long)stories[k]);
        PyObject *seq = story ? PyLong_FromLongLong((long long)seqs[k]) : NULL;
        int rc = seq ? PyDict_SetItem(out, story, seq) : -1;
        Py_XDECREF(story);
        Py_XDECREF(seq);
        if (rc < 0) {
            Py_DECREF(out);
            return NULL;
        }
    }
    return out;
}

PyDoc_STRVAR(articles_doc, "articles(band, key)\n--\n\n"
                           "Articles counted in the bucket (at most max_articles; 0 if unknown).");

static PyObject *BucketIndex_articles(BucketIndex *self, PyObject *args)
{
    const Slot *s;
    if (one_bucket(self, args, "OO:articles", &s) < 0)
        return NULL;
    return PyLong_FromLong(s ? (long)(s->articles & ARTICLES_MASK) : 0L);
}

PyDoc_STRVAR(sizes_doc, "sizes()\n--\n\n"
                        "A new dict {(band, key): articles counted} of every bucket (for inspection).");

static PyObject *BucketIndex_sizes(BucketIndex *self, PyObject *unused)
{
    if (!ready(self))
        return NULL;
    PyObject *out = PyDict_New();
    if (out == NULL)
        return NULL;
    for (size_t i = 0; i <= self->mask; i++) {
        const Slot *s = &self->slots[i];
        if (s->nstories == 0)
            continue;
        PyObject *bucket = Py_BuildValue("(LL)", (long long)s->band, (long long)s->key);
        PyObject *n = bucket ? PyLong_FromLong((long)(s->articles & ARTICLES_MASK)) : NULL;
        int rc = n ? PyDict_SetItem(out, bucket, n) : -1;
        Py_XDECREF(bucket);
        Py_XDECREF(n);
        if (rc < 0) {
            Py_DECREF(out);
            return NULL;
        }
    }
    return out;
}

static Py_ssize_t BucketIndex_len(BucketIndex *self)
{
    return self->slots ? (Py_ssize_t)self->used : 0;
}

static PyObject *BucketIndex_nbytes(BucketIndex *self, void *closure)
{
    size_t table = self->slots ? (self->mask + 1) * sizeof(Slot) : 0;
    size_t scratch = self->nscratch * (sizeof(Scratch) + sizeof(int32_t));
    return PyLong_FromSize_t(sizeof(BucketIndex) + table + self->pair_bytes + scratch);
}

static PyObject *BucketIndex_capacity(BucketIndex *self, void *closure)
{
    return PyLong_FromSize_t(self->slots ? self->mask + 1 : 0);
}

static PyMethodDef BucketIndex_methods[] = {
    {"add", (PyCFunction)(void (*)(void))BucketIndex_add, METH_VARARGS | METH_KEYWORDS, add_doc},
    {"candidates", (PyCFunction)(void (*)(void))BucketIndex_candidates,
     METH_VARARGS | METH_KEYWORDS, candidates_doc},
    {"stories", (PyCFunction)BucketIndex_stories, METH_VARARGS, stories_doc},
    {"articles", (PyCFunction)BucketIndex_articles, METH_VARARGS, articles_doc},
    {"sizes", (PyCFunction)BucketIndex_sizes, METH_NOARGS, sizes_doc},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef BucketIndex_getset[] = {
    {"nbytes", (getter)BucketIndex_nbytes, NULL,
     "Bytes held: the slot table, the arrays of multi-story buckets and the scratch.", NULL},
    {"capacity", (getter)BucketIndex_capacity, NULL, "Slots in the table (a power of two).", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

PyDoc_STRVAR(BucketIndex_doc,
             "BucketIndex(max_articles, weight)\n--\n\n"
             "(band, key) buckets -> stories with an article there (story number -> latest\n"
             "sequence number) and the articles counted there (at most max_articles), for\n"
             "newsfold.fold.index.MemoryFoldIndex. len() is the number of buckets.");

static PyType_Slot BucketIndex_slots[] = {
    {Py_tp_dealloc, (void *)BucketIndex_dealloc},
    {Py_sq_length, (void *)BucketIndex_len},
    {Py_tp_doc, (void *)BucketIndex_doc},
    {Py_tp_methods, BucketIndex_methods},
    {Py_tp_getset, BucketIndex_getset},
    {Py_tp_init, (void *)BucketIndex_init},
    {Py_tp_new, (void *)PyType_GenericNew},
    {0, NULL},
};

/* A heap type (the limited API has no static type objects). */
static PyType_Spec BucketIndex_spec = {
    .name = "newsfold.native._bucketindex.BucketIndex",
    .basicsize = sizeof(BucketIndex),
    .itemsize = 0,
    .flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_IMMUTABLETYPE,
    .slots = BucketIndex_slots,
};

PyDoc_STRVAR(rank_held_doc,
             "rank_held(buckets, held, weight, limit)\n--\n\n"
             "rank_candidates(*weigh_buckets(buckets, held.get))[:limit] for a dict\n"
             "{(band, key): {story: seq}} (the SQL fold index's view of its buckets), with\n"
             "weight as BUCKET_WEIGHT; see bi_rank.c.");

PyDoc_STRVAR(hold_rows_doc,
             "hold_rows(rows, sizes, held, band=None)\n--\n\n"
             "For each stored row (band, key, story, n, seq), or (key, story, n, seq) with\n"
             "`band` given: sizes[(band, key)] += n and held[(band, key)][story] = seq, as\n"
             "newsfold.store.index.SqlFoldIndex._hold does; see bi_rank.c.");

static PyMethodDef module_methods[] = {
    {"hold_rows", (PyCFunction)(void (*)(void))nf_hold_rows, METH_VARARGS | METH_KEYWORDS,
     hold_rows_doc},
    {"rank_held", (PyCFunction)(void (*)(void))nf_rank_held, METH_VARARGS | METH_KEYWORDS,
     rank_held_doc},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT,
    .m_name = "_bucketindex",
    .m_doc = "The LSH bucket index of batch folding, and candidate ranking for the store's "
             "(see newsfold.fold.index).",
    .m_size = -1,
    .m_methods = module_methods,
};

PyMODINIT_FUNC PyInit__bucketindex(void)
{
    PyObject *m = PyModule_Create(&module);
    if (m == NULL)
        return NULL;
    PyObject *type = PyType_FromSpec(&BucketIndex_spec);
    if (type == NULL || PyModule_AddObject(m, "BucketIndex", type) < 0) {
        Py_XDECREF(type);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
