/*
 * newsfold.native._fingerprint: the per-article loops of fingerprinting.
 *
 * What it computes (each function is the C twin of a numpy function that stays
 * as the fallback and the reference; tests/native/test_fingerprint.py checks
 * they agree bit for bit):
 *
 *   token_streams        tokens, token hashes, paragraph ids and CJK/digit
 *                        flags of a batch of normalised texts
 *                        (newsfold.dedup.stream.token_streams)
 *   ngram_hashes         polynomial n-gram hashes + murmur3 fmix64
 *                        (newsfold.text.ngram_hashes)
 *   minhash/minhash_many MinHash minimums (a*x + b) mod 2**32
 *                        (newsfold.dedup.minhash.MinHasher.signature(s))
 *   winnow               window minima, picked fingerprints, anchors, lead
 *                        anchors, sorted unique int64 fingerprints
 *                        (newsfold.dedup.windows.winnow_with_lead)
 *   paragraph_sketches   per-paragraph bitwise majority of token features
 *                        (newsfold.dedup.paragraphs.paragraph_sketches_many)
 *   half_width           full-width ASCII forms folded (newsfold.text.nfkc)
 *   bucket_keys          an entry's (band, key) lists
 *                        (newsfold.fold.entry._python_bucket_keys)
 *
 * Why C: each of these is a handful of numpy passes over a few hundred to a
 * few thousand values per article, so numpy's per-call cost and temporaries
 * dominate; one tight loop per article is several times faster. All
 * arithmetic is uint64_t / uint32_t wraparound arithmetic, exactly what numpy
 * does on uint64 / uint32 arrays, so the values (which the store keeps on disk)
 * are identical.
 *
 * Only the CPython C API and the buffer protocol are used (no numpy headers).
 * Outputs go into writable buffers that the Python wrappers allocate with
 * numpy, or come back as new Python objects.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

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

static int format_ok(const char *fmt, enum kind kind) {
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

static const char *kind_name(enum kind kind) {
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
static int get_buffer(PyObject *obj, Py_buffer *view, enum kind kind, Py_ssize_t itemsize,
                      int writable, const char *name) {
    int flags = PyBUF_C_CONTIGUOUS | PyBUF_FORMAT | (writable ? PyBUF_WRITABLE : 0);
    if (!PyObject_CheckBuffer(obj)) {
        PyErr_Format(PyExc_TypeError, "%s: expected a buffer of %zd-byte %s items, got %.100s",
                     name, itemsize, kind_name(kind), Py_TYPE(obj)->tp_name);
        return -1;
    }
    if (PyObject_GetBuffer(obj, view, flags) < 0) {
#if PY_VERSION_HEX >= 0x030C0000
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

/* ------------------------------------------------------------ ngram hashes */

static void ngrams_core(const uint64_t *restrict h, Py_ssize_t count, Py_ssize_t n,
                        const uint64_t *restrict mix, uint64_t *restrict out) {
    for (Py_ssize_t i = 0; i < count; i++) {
        uint64_t acc = h[i] * mix[0];
        for (Py_ssize_t j = 1; j < n; j++) acc += h[i + j] * mix[j];
        out[i] = fmix64(acc + (uint64_t)n);
    }
}

PyDoc_STRVAR(ngram_hashes_doc,
             "ngram_hashes(hashes, n, mix, out) -> None\n\n"
             "out[i] = fmix64(sum_j hashes[i+j] * mix[j] + n) for the len(hashes)-n+1 runs of n\n"
             "(uint64 buffers; 1 <= n <= min(len(hashes), len(mix)), len(out) == len(hashes)-n+1).");

static PyObject *py_ngram_hashes(PyObject *self, PyObject *args) {
    PyObject *ho, *mo, *oo;
    Py_ssize_t n;
    if (!PyArg_ParseTuple(args, "OnOO:ngram_hashes", &ho, &n, &mo, &oo)) return NULL;
    Py_buffer h, m, o;
    if (get_buffer(ho, &h, K_UNSIGNED, 8, 0, "hashes") < 0) return NULL;
    if (get_buffer(mo, &m, K_UNSIGNED, 8, 0, "mix") < 0) {
        PyBuffer_Release(&h);
        return NULL;
    }
    if (get_buffer(oo, &o, K_UNSIGNED, 8, 1, "out") < 0) {
        PyBuffer_Release(&h);
        PyBuffer_Release(&m);
        return NULL;
    }
    PyObject *result = NULL;
    Py_ssize_t size = items(&h);
    if (n < 1 || n > items(&m) || n > size) {
        PyErr_Format(PyExc_ValueError,
                     "n must be in 1..min(len(hashes), len(mix)) = 1..%zd, got %zd",
                     size < items(&m) ? size : items(&m), n);
    } else if (items(&o) != size - n + 1) {
        PyErr_Format(PyExc_ValueError, "out must hold %zd items, holds %zd", size - n + 1,
                     items(&o));
    } else {
        ngrams_core((const uint64_t *)h.buf, size - n + 1, n, (const uint64_t *)m.buf,
                    (uint64_t *)o.buf);
        result = Py_NewRef(Py_None);
    }
    PyBuffer_Release(&h);
    PyBuffer_Release(&m);
    PyBuffer_Release(&o);
    return result;
}

/* ----------------------------------------------------------------- minhash */

NF_CLONES
static void minhash_core(const uint64_t *restrict shingles, Py_ssize_t n,
                         const uint32_t *restrict a, const uint32_t *restrict b, Py_ssize_t perms,
                         uint32_t *restrict out) {
    for (Py_ssize_t p = 0; p < perms; p++) out[p] = 0xFFFFFFFFu;
    for (Py_ssize_t i = 0; i < n; i++) {
        uint32_t key = (uint32_t)(shingles[i] >> 32);
        for (Py_ssize_t p = 0; p < perms; p++) {
            uint32_t v = key * a[p] + b[p];
            out[p] = v < out[p] ? v : out[p];
        }
    }
}

/* a, b: uint32 buffers of equal length; sets to an exception and returns -1 if not. */
static int get_perms(PyObject *ao, PyObject *bo, Py_buffer *a, Py_buffer *b) {
    if (get_buffer(ao, a, K_UNSIGNED, 4, 0, "a") < 0) return -1;
    if (get_buffer(bo, b, K_UNSIGNED, 4, 0, "b") < 0) {
        PyBuffer_Release(a);
        return -1;
    }
    if (items(a) != items(b)) {
        PyErr_Format(PyExc_ValueError, "a and b differ in length (%zd, %zd)", items(a), items(b));
        PyBuffer_Release(a);
        PyBuffer_Release(b);
        return -1;
    }
    return 0;
}

PyDoc_STRVAR(minhash_doc,
             "minhash(shingles, a, b, out) -> None\n\n"
             "out[p] = min over shingles of (a[p] * (uint32)(s >> 32) + b[p]) mod 2**32, or\n"
             "0xFFFFFFFF for no shingles (shingles uint64; a, b, out uint32 of one length).");

static PyObject *py_minhash(PyObject *self, PyObject *args) {
    PyObject *so, *ao, *bo, *oo;
    if (!PyArg_ParseTuple(args, "OOOO:minhash", &so, &ao, &bo, &oo)) return NULL;
    Py_buffer s, a, b, o;
    if (get_perms(ao, bo, &a, &b) < 0) return NULL;
    if (get_buffer(so, &s, K_UNSIGNED, 8, 0, "shingles") < 0) goto fail_ab;
    if (get_buffer(oo, &o, K_UNSIGNED, 4, 1, "out") < 0) goto fail_s;
    if (items(&o) != items(&a)) {
        PyErr_Format(PyExc_ValueError, "out must hold %zd items, holds %zd", items(&a),
                     items(&o));
        PyBuffer_Release(&o);
        goto fail_s;
    }
    minhash_core((const uint64_t *)s.buf, items(&s), (const uint32_t *)a.buf,
                 (const uint32_t *)b.buf, items(&a), (uint32_t *)o.buf);
    PyBuffer_Release(&o);
    PyBuffer_Release(&s);
    PyBuffer_Release(&a);
    PyBuffer_Release(&b);
    Py_RETURN_NONE;
fail_s:
    PyBuffer_Release(&s);
fail_ab:
    PyBuffer_Release(&a);
    PyBuffer_Release(&b);
    return NULL;
}

PyDoc_STRVAR(minhash_many_doc,
             "minhash_many(sets, a, b, out) -> None\n\n"
             ":func:`minhash` of every uint64 buffer of the list ``sets`` into the rows of\n"
             "``out`` (uint32, C-contiguous, len(sets) * len(a) items).");

static PyObject *py_minhash_many(PyObject *self, PyObject *args) {
    PyObject *sets, *ao, *bo, *oo;
    if (!PyArg_ParseTuple(args, "O!OOO:minhash_many", &PyList_Type, &sets, &ao, &bo, &oo))
        return NULL;
    Py_buffer a, b, o;
    if (get_perms(ao, bo, &a, &b) < 0) return NULL;
    if (get_buffer(oo, &o, K_UNSIGNED, 4, 1, "out") < 0) {
        PyBuffer_Release(&a);
        PyBuffer_Release(&b);
        return NULL;
    }
    PyObject *result = NULL;
    Py_ssize_t perms = items(&a), count = PyList_GET_SIZE(sets);
    if (items(&o) != count * perms) {
        PyErr_Format(PyExc_ValueError, "out must hold %zd x %zd items, holds %zd", count, perms,
                     items(&o));
        goto done;
    }
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(sets) && i < count; i++) {
        PyObject *item = PyList_GET_ITEM(sets, i);
        Py_INCREF(item);
        Py_buffer s;
        int rc = get_buffer(item, &s, K_UNSIGNED, 8, 0, "sets[i]");
        Py_DECREF(item);
        if (rc < 0) goto done;
        minhash_core((const uint64_t *)s.buf, items(&s), (const uint32_t *)a.buf,
                     (const uint32_t *)b.buf, perms, (uint32_t *)o.buf + i * perms);
        PyBuffer_Release(&s);
    }
    if (PyList_GET_SIZE(sets) != count) {
        PyErr_SetString(PyExc_RuntimeError, "sets changed size during minhash_many");
        goto done;
    }
    result = Py_NewRef(Py_None);
done:
    PyBuffer_Release(&a);
    PyBuffer_Release(&b);
    PyBuffer_Release(&o);
    return result;
}

/* ------------------------------------------------------------------ winnow */

/* Sorts v[0:n] as signed 64-bit values, ascending (tmp: scratch of n items).
 * Short arrays (a typical article picks about a hundred): insertion sort; longer: LSD radix sort on bytes of the value
 * with its sign bit flipped (unsigned order = signed order), all eight byte
 * histograms in one pass, bytes every value shares skipped. Linear, no worst
 * case, and branch-free where quicksort on random hashes mispredicts. */
static void sort_signed(uint64_t *v, uint64_t *tmp, Py_ssize_t n) {
    const uint64_t sign = 1ULL << 63;
    if (n <= 160) {
        for (Py_ssize_t i = 1; i < n; i++) {
            int64_t x = (int64_t)v[i];
            Py_ssize_t j = i;
            while (j > 0 && (int64_t)v[j - 1] > x) {
                v[j] = v[j - 1];
                j--;
            }
            v[j] = (uint64_t)x;
        }
        return;
    }
    Py_ssize_t counts[8][256];
    memset(counts, 0, sizeof(counts));
    for (Py_ssize_t i = 0; i < n; i++) {
        uint64_t key = v[i] ^ sign;
        v[i] = key;
        for (int d = 0; d < 8; d++) counts[d][(key >> (8 * d)) & 0xFF]++;
    }
    uint64_t *src = v, *dst = tmp;
    for (int d = 0; d < 8; d++) {
        Py_ssize_t *count = counts[d];
        if (count[(src[0] >> (8 * d)) & 0xFF] == n) continue; /* one byte value: no move */
        Py_ssize_t total = 0;
        for (int k = 0; k < 256; k++) {
            Py_ssize_t c = count[k];
            count[k] = total;
            total += c;
        }
        for (Py_ssize_t i = 0; i < n; i++) dst[count[(src[i] >> (8 * d)) & 0xFF]++] = src[i];
        uint64_t *t = src;
        src = dst;
        dst = t;
    }
    for (Py_ssize_t i = 0; i < n; i++) v[i] = src[i] ^ sign;
}

/* The anchors of picked[0:n] as a list of signed ints: values 0 modulo `mod`
 * (else the first smallest value), distinct, in order, at most `max_anchors`. */
static PyObject *anchors_of(const uint64_t *picked, Py_ssize_t n, uint64_t mod,
                            Py_ssize_t max_anchors) {
    PyObject *out = PyList_New(0);
    if (out == NULL) return NULL;
    uint64_t seen[64];
    uint64_t *kept = seen;
    if (max_anchors > 64) {
        kept = PyMem_Malloc((size_t)max_anchors * sizeof(uint64_t));
        if (kept == NULL) {
            Py_DECREF(out);
            return PyErr_NoMemory();
        }
    }
    Py_ssize_t count = 0, any = 0;
    for (Py_ssize_t i = 0; i < n && count < max_anchors; i++) {
        uint64_t v = picked[i];
        if (v % mod != 0) continue;
        any = 1;
        Py_ssize_t k = 0;
        while (k < count && kept[k] != v) k++;
        if (k == count) kept[count++] = v;
    }
    if (!any && n > 0) {
        uint64_t smallest = picked[0];
        for (Py_ssize_t i = 1; i < n; i++)
            if (picked[i] < smallest) smallest = picked[i];
        if (max_anchors > 0) kept[count++] = smallest;
    }
    for (Py_ssize_t k = 0; k < count; k++) {
        PyObject *value = PyLong_FromLongLong((long long)(int64_t)kept[k]);
        if (value == NULL || PyList_Append(out, value) < 0) {
            Py_XDECREF(value);
            Py_CLEAR(out);
            break;
        }
        Py_DECREF(value);
    }
    if (kept != seen) PyMem_Free(kept);
    return out;
}

/* v[i] = min(v[i], v[i + step]) for i < n (forward, so v[i + step] is still the old value). */
static void min_shifted(uint64_t *v, Py_ssize_t n, Py_ssize_t step) {
    for (Py_ssize_t i = 0; i < n; i++) {
        uint64_t a = v[i], b = v[i + step];
        v[i] = b < a ? b : a;
    }
}

PyDoc_STRVAR(winnow_doc,
             "winnow(ngrams, lead, window, anchor_mod, max_anchors, out) -> (count, anchors, "
             "lead_anchors)\n\n"
             "Winnowing of the uint64 n-gram hashes: the minimum of every window of\n"
             "``window`` (one minimum of all when there are no more than ``window``), the\n"
             "minima that differ from the one before (picked), the anchors of the picked\n"
             "and of those of the first max(1, lead - window + 1) windows (when lead > 0),\n"
             "and the picked sorted as int64 and made unique in out[:count]\n"
             "(out: writable int64, at least max(1, len(ngrams) - window + 1) items).");

static PyObject *py_winnow(PyObject *self, PyObject *args) {
    PyObject *go, *oo;
    Py_ssize_t lead, window, max_anchors;
    unsigned long long mod;
    if (!PyArg_ParseTuple(args, "OnnKnO:winnow", &go, &lead, &window, &mod, &max_anchors, &oo))
        return NULL;
    if (window < 1) return PyErr_Format(PyExc_ValueError, "window must be >= 1, got %zd", window);
    if (mod == 0) return PyErr_Format(PyExc_ValueError, "anchor_mod must be >= 1");
    if (max_anchors < 0)
        return PyErr_Format(PyExc_ValueError, "max_anchors must be >= 0, got %zd", max_anchors);
    Py_buffer g, o;
    if (get_buffer(go, &g, K_UNSIGNED, 8, 0, "ngrams") < 0) return NULL;
    if (get_buffer(oo, &o, K_SIGNED, 8, 1, "out") < 0) {
        PyBuffer_Release(&g);
        return NULL;
    }
    PyObject *anchors = NULL, *lead_anchors = NULL, *result = NULL;
    const uint64_t *h = (const uint64_t *)g.buf;
    Py_ssize_t size = items(&g);
    Py_ssize_t windows = size <= window ? 1 : size - window + 1;
    if (size == 0) {
        anchors = PyList_New(0);
        lead_anchors = PyList_New(0);
        if (anchors && lead_anchors) result = Py_BuildValue("nOO", (Py_ssize_t)0, anchors, lead_anchors);
        goto done;
    }
    if (items(&o) < windows) {
        PyErr_Format(PyExc_ValueError, "out must hold at least %zd items, holds %zd", windows,
                     items(&o));
        goto done;
    }
    /* picked values go to out (as uint64 bits) in reading order */
    uint64_t *picked = (uint64_t *)o.buf;
    Py_ssize_t inside = 0; /* windows that end within the lead */
    if (lead > 0) inside = lead - window + 1 > 1 ? lead - window + 1 : 1;
    Py_ssize_t npicked = 0, nlead = 0;
    if (size <= window) {
        uint64_t m = h[0];
        for (Py_ssize_t i = 1; i < size; i++) m = h[i] < m ? h[i] : m;
        picked[npicked++] = m;
        nlead = 1;
    } else {
        /* window minima by doubling: after the pass with step s, minima[i] is the
         * minimum of h[i .. i + 2s); the last pass overlaps to cover `window` */
        uint64_t *minima = PyMem_Malloc((size_t)size * sizeof(uint64_t));
        if (minima == NULL) {
            PyErr_NoMemory();
            goto done;
        }
        memcpy(minima, h, (size_t)size * sizeof(uint64_t));
        Py_ssize_t span = 1;
        while (span < window) {
            Py_ssize_t step = 2 * span <= window ? span : window - span;
            Py_ssize_t valid = size - span - step + 1; /* entries with a full new span */
            min_shifted(minima, valid, step);
            span += step;
        }
        /* branch-free: a minimum is kept when it differs from the one before */
        picked[npicked++] = minima[0];
        nlead = 1;
        for (Py_ssize_t i = 1; i < windows; i++) {
            picked[npicked] = minima[i];
            npicked += minima[i] != minima[i - 1];
            nlead = i < inside ? npicked : nlead;
        }
        PyMem_Free(minima);
    }
    anchors = anchors_of(picked, npicked, mod, max_anchors);
    if (anchors == NULL) goto done;
    lead_anchors = lead > 0 ? anchors_of(picked, nlead, mod, max_anchors) : PyList_New(0);
    if (lead_anchors == NULL) goto done;
    if (npicked > 1) {
        uint64_t *scratch = PyMem_Malloc((size_t)npicked * sizeof(uint64_t));
        if (scratch == NULL) {
            PyErr_NoMemory();
            goto done;
        }
        sort_signed(picked, scratch, npicked);
        PyMem_Free(scratch);
    }
    Py_ssize_t unique = 0;
    for (Py_ssize_t i = 0; i < npicked; i++)
        if (unique == 0 || picked[i] != picked[unique - 1]) picked[unique++] = picked[i];
    result = Py_BuildValue("nOO", unique, anchors, lead_anchors);
done:
    Py_XDECREF(anchors);
    Py_XDECREF(lead_anchors);
    PyBuffer_Release(&g);
    PyBuffer_Release(&o);
    return result;
}

/* ------------------------------------------------------ paragraph sketches */

/* SPREAD[v]: bit j of the byte v moved to bit 8*j (one 8-bit counter lane per bit). */
static uint64_t SPREAD[256];

static void init_spread(void) {
    for (int v = 0; v < 256; v++) {
        uint64_t lanes = 0;
        for (int j = 0; j < 8; j++)
            if (v >> j & 1) lanes |= 1ULL << (8 * j);
        SPREAD[v] = lanes;
    }
}

/* Bitwise majority of the features of tokens [start, end) of one document of
 * `n` tokens: a CJK token's feature is the mixed bigram with the next token. */
static uint64_t sketch_of(const uint64_t *h, const uint8_t *cjk, Py_ssize_t n, Py_ssize_t start,
                          Py_ssize_t end, uint64_t mix) {
    uint64_t ones[64] = {0};
    uint64_t lanes[8] = {0};
    int pending = 0;
    for (Py_ssize_t t = start; t < end; t++) {
        uint64_t f = h[t];
        if (cjk[t] && t + 1 < n) {
            uint64_t pair = h[t] * mix + h[t + 1];
            f = pair ^ (pair >> 29);
        }
        for (int k = 0; k < 8; k++) lanes[k] += SPREAD[(f >> (8 * k)) & 0xFF];
        if (++pending == 255 || t + 1 == end) {
            for (int k = 0; k < 8; k++) {
                for (int j = 0; j < 8; j++) ones[8 * k + j] += (lanes[k] >> (8 * j)) & 0xFF;
                lanes[k] = 0;
            }
            pending = 0;
        }
    }
    uint64_t count = (uint64_t)(end - start), sketch = 0;
    for (int c = 0; c < 64; c++)
        if (ones[c] * 2 > count) sketch |= 1ULL << c;
    return sketch;
}

static PyObject *STR_HASHES, *STR_PARAGRAPH, *STR_CJK;

PyDoc_STRVAR(
    paragraph_sketches_doc,
    "paragraph_sketches(streams, min_tokens, mix, sketches, counts, bounds) -> None\n\n"
    "For every TokenStream-like object of the list ``streams`` (attributes ``hashes``\n"
    "uint64, ``paragraph`` int32, ``cjk`` bool, one length) with at least 2 tokens: the\n"
    "64-bit majority sketch and token count of every run of equal paragraph ids of at\n"
    "least ``min_tokens`` tokens, into sketches (uint64) and counts (int32); document i's\n"
    "are at bounds[i]:bounds[i+1] (bounds: int64, len(streams) + 1 items).");

static PyObject *py_paragraph_sketches(PyObject *self, PyObject *args) {
    PyObject *streams, *so, *co, *bo;
    Py_ssize_t min_tokens;
    unsigned long long mix;
    if (!PyArg_ParseTuple(args, "O!nKOOO:paragraph_sketches", &PyList_Type, &streams,
                          &min_tokens, &mix, &so, &co, &bo))
        return NULL;
    Py_buffer s, c, b;
    if (get_buffer(so, &s, K_UNSIGNED, 8, 1, "sketches") < 0) return NULL;
    if (get_buffer(co, &c, K_SIGNED, 4, 1, "counts") < 0) {
        PyBuffer_Release(&s);
        return NULL;
    }
    if (get_buffer(bo, &b, K_SIGNED, 8, 1, "bounds") < 0) {
        PyBuffer_Release(&s);
        PyBuffer_Release(&c);
        return NULL;
    }
    PyObject *result = NULL;
    Py_ssize_t ndocs = PyList_GET_SIZE(streams);
    Py_ssize_t capacity = items(&s) < items(&c) ? items(&s) : items(&c);
    uint64_t *sketches = (uint64_t *)s.buf;
    int32_t *counts = (int32_t *)c.buf;
    int64_t *bounds = (int64_t *)b.buf;
    if (items(&b) != ndocs + 1) {
        PyErr_Format(PyExc_ValueError, "bounds must hold %zd items, holds %zd", ndocs + 1,
                     items(&b));
        goto done;
    }
    Py_ssize_t kept = 0;
    bounds[0] = 0;
    for (Py_ssize_t i = 0; i < ndocs; i++) {
        if (PyList_GET_SIZE(streams) != ndocs) {
            PyErr_SetString(PyExc_RuntimeError, "streams changed size during paragraph_sketches");
            goto done;
        }
        PyObject *stream = PyList_GET_ITEM(streams, i);
        Py_INCREF(stream);
        PyObject *ho = PyObject_GetAttr(stream, STR_HASHES);
        PyObject *po = ho ? PyObject_GetAttr(stream, STR_PARAGRAPH) : NULL;
        PyObject *jo = po ? PyObject_GetAttr(stream, STR_CJK) : NULL;
        Py_DECREF(stream);
        int ok = jo != NULL;
        Py_buffer hv, pv, jv;
        int got = 0;
        if (ok && get_buffer(ho, &hv, K_UNSIGNED, 8, 0, "stream.hashes") == 0) got = 1;
        if (got == 1 && get_buffer(po, &pv, K_SIGNED, 4, 0, "stream.paragraph") == 0) got = 2;
        if (got == 2 && get_buffer(jo, &jv, K_BOOL, 1, 0, "stream.cjk") == 0) got = 3;
        Py_XDECREF(ho);
        Py_XDECREF(po);
        Py_XDECREF(jo);
        if (got == 3) {
            Py_ssize_t n = items(&hv);
            if (items(&pv) != n || items(&jv) != n) {
                PyErr_Format(PyExc_ValueError,
                             "stream %zd: hashes, paragraph and cjk differ in length "
                             "(%zd, %zd, %zd)",
                             i, n, items(&pv), items(&jv));
                got = -3;
            } else if (n >= 2) {
                const uint64_t *h = (const uint64_t *)hv.buf;
                const int32_t *para = (const int32_t *)pv.buf;
                const uint8_t *cjk = (const uint8_t *)jv.buf;
                Py_ssize_t start = 0;
                while (start < n) {
                    Py_ssize_t end = start + 1;
                    while (end < n && para[end] == para[start]) end++;
                    if (end - start >= min_tokens) {
                        if (kept >= capacity) {
                            PyErr_Format(PyExc_ValueError,
                                         "sketches and counts hold only %zd paragraphs", capacity);
                            got = -3;
                            break;
                        }
                        sketches[kept] = sketch_of(h, cjk, n, start, end, mix);
                        counts[kept] = (int32_t)(end - start);
                        kept++;
                    }
                    start = end;
                }
            }
        }
        if (got >= 3 || got == -3) PyBuffer_Release(&jv);
        if (got >= 2 || got == -3) PyBuffer_Release(&pv);
        if (got >= 1 || got == -3) PyBuffer_Release(&hv);
        if (got != 3) goto done;
        bounds[i + 1] = kept;
    }
    result = Py_NewRef(Py_None);
done:
    PyBuffer_Release(&s);
    PyBuffer_Release(&c);
    PyBuffer_Release(&b);
    return result;
}

/* ----------------------------------------------------------- token streams */

#define FLAG_WORD 1
#define FLAG_CJK 2
#define FLAG_ALPHA 4

PyDoc_STRVAR(
    token_streams_doc,
    "token_streams(codes, flags, separator, doc_separator, mult, hashes, paragraph, cjk, "
    "digit, bounds) -> int\n\n"
    "Tokens of the code points ``codes`` (uint32) given their ``flags`` (uint8: 1 word\n"
    "character, 2 CJK, 4 alphabetic): each CJK character, and each run of other word\n"
    "characters. Per token: the hash fmix64(sum_i (code_i + 1) * mult**i + length *\n"
    "0x9E3779B97F4A7C15) (uint64), the paragraph id (int32: separators and\n"
    "doc_separators up to its first character), whether it is CJK and whether a\n"
    "character is not alphabetic (bool). Document d (split at doc_separator) has tokens\n"
    "bounds[d]:bounds[d+1] (int64, documents + 1 items, documents = doc_separators + 1).\n"
    "The outputs hold at least len(codes) items; returns the number of tokens.");

static PyObject *py_token_streams(PyObject *self, PyObject *args) {
    PyObject *co, *fo, *ho, *po, *jo, *dgo, *bo;
    unsigned long long separator, doc_separator, mult;
    if (!PyArg_ParseTuple(args, "OOKKKOOOOO:token_streams", &co, &fo, &separator, &doc_separator,
                          &mult, &ho, &po, &jo, &dgo, &bo))
        return NULL;
    Py_buffer bufs[7];
    static const struct {
        enum kind kind;
        Py_ssize_t itemsize;
        int writable;
        const char *name;
    } spec[7] = {{K_UNSIGNED, 4, 0, "codes"},    {K_UNSIGNED, 1, 0, "flags"},
                 {K_UNSIGNED, 8, 1, "hashes"},   {K_SIGNED, 4, 1, "paragraph"},
                 {K_BOOL, 1, 1, "cjk"},          {K_BOOL, 1, 1, "digit"},
                 {K_SIGNED, 8, 1, "bounds"}};
    PyObject *objs[7] = {co, fo, ho, po, jo, dgo, bo};
    int got = 0;
    for (; got < 7; got++)
        if (get_buffer(objs[got], &bufs[got], spec[got].kind, spec[got].itemsize,
                       spec[got].writable, spec[got].name) < 0)
            break;
    PyObject *result = NULL;
    if (got < 7) goto done;
    Py_ssize_t size = items(&bufs[0]);
    const uint32_t *codes = (const uint32_t *)bufs[0].buf;
    const uint8_t *flags = (const uint8_t *)bufs[1].buf;
    uint64_t *hashes = (uint64_t *)bufs[2].buf;
    int32_t *paragraph = (int32_t *)bufs[3].buf;
    uint8_t *cjk = (uint8_t *)bufs[4].buf;
    uint8_t *digit = (uint8_t *)bufs[5].buf;
    int64_t *bounds = (int64_t *)bufs[6].buf;
    Py_ssize_t ndocs_out = items(&bufs[6]);
    if (items(&bufs[1]) != size) {
        PyErr_Format(PyExc_ValueError, "codes and flags differ in length (%zd, %zd)", size,
                     items(&bufs[1]));
        goto done;
    }
    for (int k = 2; k < 6; k++) {
        if (items(&bufs[k]) < size) {
            PyErr_Format(PyExc_ValueError, "%s must hold at least %zd items, holds %zd",
                         spec[k].name, size, items(&bufs[k]));
            goto done;
        }
    }
    Py_ssize_t ndocs = 1;
    for (Py_ssize_t i = 0; i < size; i++) {
        int is_doc = codes[i] == doc_separator;
        if ((is_doc || codes[i] == separator) && (flags[i] & FLAG_WORD)) {
            PyErr_Format(PyExc_ValueError, "flags mark the separator at %zd as a word character",
                         i);
            goto done;
        }
        ndocs += is_doc;
    }
    if (ndocs_out != ndocs + 1) {
        PyErr_Format(PyExc_ValueError, "bounds must hold %zd items (documents + 1), holds %zd",
                     ndocs + 1, ndocs_out);
        goto done;
    }
    Py_ssize_t ntokens = 0, doc = 0;
    int32_t para = 0;
    bounds[0] = 0;
    Py_ssize_t i = 0;
    while (i < size) {
        uint32_t code = codes[i];
        uint8_t f = flags[i];
        if (!(f & FLAG_WORD)) {
            if (code == separator || code == doc_separator) para++;
            if (code == doc_separator) bounds[++doc] = ntokens;
            i++;
            continue;
        }
        /* a token: one CJK character, or a run of non-CJK word characters */
        uint64_t acc = (uint64_t)code + 1, power = 1;
        int not_alpha = !(f & FLAG_ALPHA);
        Py_ssize_t length = 1;
        int is_cjk = (f & FLAG_CJK) != 0;
        if (!is_cjk) {
            while (i + length < size) {
                uint8_t g = flags[i + length];
                if ((g & (FLAG_WORD | FLAG_CJK)) != FLAG_WORD) break;
                power *= mult;
                acc += ((uint64_t)codes[i + length] + 1) * power;
                not_alpha |= !(g & FLAG_ALPHA);
                length++;
            }
        }
        hashes[ntokens] = fmix64(acc + (uint64_t)length * TOKEN_LENGTH_MIX);
        paragraph[ntokens] = para;
        cjk[ntokens] = (uint8_t)is_cjk;
        digit[ntokens] = (uint8_t)not_alpha;
        ntokens++;
        i += length;
    }
    bounds[++doc] = ntokens;
    result = PyLong_FromSsize_t(ntokens);
done:
    for (int k = 0; k < got; k++) PyBuffer_Release(&bufs[k]);
    return result;
}

/* -------------------------------------------------------------- half width */

PyDoc_STRVAR(half_width_doc,
    "half_width(text) -> str\n\n"
    "text with full-width ASCII forms (U+FF01..U+FF5E) as ASCII and the ideographic\n"
    "space (U+3000) as a space: their NFKC forms. str.translate does this at ~130 ns\n"
    "a character; Chinese news has them in every sentence.");

static PyObject *py_half_width(PyObject *self, PyObject *arg) {
    if (!PyUnicode_Check(arg)) {
        PyErr_SetString(PyExc_TypeError, "half_width() takes a str");
        return NULL;
    }
    int kind = PyUnicode_KIND(arg);
    Py_ssize_t n = PyUnicode_GET_LENGTH(arg);
    const void *data = PyUnicode_DATA(arg);
    Py_ssize_t first = -1;
    if (kind != PyUnicode_1BYTE_KIND) {
        for (Py_ssize_t i = 0; i < n; i++) {
            Py_UCS4 c = PyUnicode_READ(kind, data, i);
            if ((c >= 0xFF01 && c <= 0xFF5E) || c == 0x3000) {
                first = i;
                break;
            }
        }
    }
    if (first < 0) return Py_NewRef(arg);
    Py_UCS4 *out = PyMem_Malloc((size_t)n * sizeof(Py_UCS4) + 1);
    if (out == NULL) return PyErr_NoMemory();
    for (Py_ssize_t i = 0; i < n; i++) {
        Py_UCS4 c = PyUnicode_READ(kind, data, i);
        if (c >= 0xFF01 && c <= 0xFF5E)
            c -= 0xFEE0;
        else if (c == 0x3000)
            c = 0x20;
        out[i] = c;
    }
    PyObject *result = PyUnicode_FromKindAndData(PyUnicode_4BYTE_KIND, out, n);
    PyMem_Free(out);
    return result;
}

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
    if (!PyLong_Check(obj)) {
        PyErr_Format(PyExc_TypeError, "%s must be ints, not %.80s", what, Py_TYPE(obj)->tp_name);
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
    Py_ssize_t n = PyList_GET_SIZE(list);
    if (limit >= 0 && n > limit) n = limit;
    Py_ssize_t start = ps->n;
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *obj = PyList_GET_ITEM(list, i);
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

    Py_ssize_t n = PyList_GET_SIZE(prefix);
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *item = PyList_GET_ITEM(prefix, i);
        int64_t band, key;
        PyObject *obj;
        if (PyTuple_Check(item) && PyTuple_GET_SIZE(item) == 2) {
            if (as_int64(PyTuple_GET_ITEM(item, 0), &band, "prefix bands") < 0) goto done;
            obj = PyTuple_GET_ITEM(item, 1);
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
    n = PyList_GET_SIZE(recap);
    for (Py_ssize_t i = 0; i < n; i++) {
        unsigned long long s = PyLong_AsUnsignedLongLong(PyList_GET_ITEM(recap, i));
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
    n = PyList_GET_SIZE(tail);
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *item = PyList_GET_ITEM(tail, i);
        int64_t band, key;
        if (!PyTuple_Check(item) || PyTuple_GET_SIZE(item) != 2) {
            PyErr_SetString(PyExc_TypeError, "tail must hold (band, key) tuples");
            goto done;
        }
        if (as_int64(PyTuple_GET_ITEM(item, 0), &band, "tail bands") < 0 ||
            as_int64(PyTuple_GET_ITEM(item, 1), &key, "tail keys") < 0 ||
            pairs_push(&all, band, key, PyTuple_GET_ITEM(item, 1)) < 0)
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

/* ------------------------------------------------------------------ flags */

PyDoc_STRVAR(lookup_flags_doc,
    "lookup_flags(codes, table, out) -> bool\n\n"
    "out[i] = table[codes[i]] for uint32 code points below len(table) (the BMP flag\n"
    "table of newsfold.dedup.stream); False, with out partly written, at the first\n"
    "code point beyond it (the caller then takes the slow path). numpy's fancy\n"
    "indexing does the same at several times the cost.");

static PyObject *py_lookup_flags(PyObject *self, PyObject *args) {
    PyObject *codes_obj, *table_obj, *out_obj;
    if (!PyArg_ParseTuple(args, "OOO:lookup_flags", &codes_obj, &table_obj, &out_obj)) return NULL;
    Py_buffer codes, table, out;
    if (get_buffer(codes_obj, &codes, K_UNSIGNED, 4, 0, "codes") < 0) return NULL;
    if (get_buffer(table_obj, &table, K_UNSIGNED, 1, 0, "table") < 0) {
        PyBuffer_Release(&codes);
        return NULL;
    }
    if (get_buffer(out_obj, &out, K_UNSIGNED, 1, 1, "out") < 0) {
        PyBuffer_Release(&codes);
        PyBuffer_Release(&table);
        return NULL;
    }
    PyObject *result = NULL;
    Py_ssize_t n = codes.len / 4, size = table.len;
    if (out.len < n) {
        PyErr_SetString(PyExc_ValueError, "lookup_flags: out is shorter than codes");
    } else {
        const uint32_t *c = codes.buf;
        const uint8_t *t = table.buf;
        uint8_t *o = out.buf;
        int complete = 1;
        for (Py_ssize_t i = 0; i < n; i++) {
            if ((Py_ssize_t)c[i] >= size) {
                complete = 0;
                break;
            }
            o[i] = t[c[i]];
        }
        result = PyBool_FromLong(complete);
    }
    PyBuffer_Release(&codes);
    PyBuffer_Release(&table);
    PyBuffer_Release(&out);
    return result;
}

/* --------------------------------------------------------------- casefold */

PyDoc_STRVAR(casefold_doc,
    "casefold(text) -> str\n\n"
    "text.casefold(), in one pass for text of ASCII, general punctuation, CJK\n"
    "punctuation, kana and CJK ideographs (the ranges where case folding is plain\n"
    "ASCII lowering or nothing: checked over every code point by the tests); any\n"
    "other character hands the whole text to str.casefold. Python folds each\n"
    "character through its full case-mapping record, ~100 instructions a\n"
    "character of Chinese text.");

static inline int caseless(Py_UCS4 c) {
    return (c >= 0x2000 && c <= 0x206F) || (c >= 0x3000 && c <= 0x30FF) ||
           (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x4E00 && c <= 0x9FFF);
}

static PyObject *py_casefold(PyObject *self, PyObject *arg) {
    if (!PyUnicode_Check(arg)) {
        PyErr_SetString(PyExc_TypeError, "casefold() takes a str");
        return NULL;
    }
    int kind = PyUnicode_KIND(arg);
    if (kind == PyUnicode_1BYTE_KIND) return PyObject_CallMethod(arg, "casefold", NULL);
    Py_ssize_t n = PyUnicode_GET_LENGTH(arg);
    const void *data = PyUnicode_DATA(arg);
    PyObject *out = PyUnicode_New(n, PyUnicode_MAX_CHAR_VALUE(arg));
    if (out == NULL) return NULL;
    int out_kind = PyUnicode_KIND(out);
    void *out_data = PyUnicode_DATA(out);
    if (kind == PyUnicode_2BYTE_KIND && out_kind == PyUnicode_2BYTE_KIND) {
        /* the common case (Chinese text): one loop without kind switches */
        const Py_UCS2 *src = data;
        Py_UCS2 *dst = out_data;
        for (Py_ssize_t i = 0; i < n; i++) {
            Py_UCS2 c = src[i];
            if (c < 0x80) {
                if (c >= 'A' && c <= 'Z') c += 'a' - 'A';
            } else if (!caseless(c)) {
                Py_DECREF(out);
                return PyObject_CallMethod(arg, "casefold", NULL);
            }
            dst[i] = c;
        }
        return out;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        Py_UCS4 c = PyUnicode_READ(kind, data, i);
        if (c < 0x80) {
            if (c >= 'A' && c <= 'Z') c += 'a' - 'A';
        } else if (!caseless(c)) {
            Py_DECREF(out);
            return PyObject_CallMethod(arg, "casefold", NULL);
        }
        PyUnicode_WRITE(out_kind, out_data, i, c);
    }
    return out;
}

/* ------------------------------------------------------------------ module */

static PyMethodDef methods[] = {
    {"ngram_hashes", py_ngram_hashes, METH_VARARGS, ngram_hashes_doc},
    {"minhash", py_minhash, METH_VARARGS, minhash_doc},
    {"minhash_many", py_minhash_many, METH_VARARGS, minhash_many_doc},
    {"winnow", py_winnow, METH_VARARGS, winnow_doc},
    {"paragraph_sketches", py_paragraph_sketches, METH_VARARGS, paragraph_sketches_doc},
    {"token_streams", py_token_streams, METH_VARARGS, token_streams_doc},
    {"half_width", py_half_width, METH_O, half_width_doc},
    {"bucket_keys", py_bucket_keys, METH_VARARGS, bucket_keys_doc},
    {"lookup_flags", py_lookup_flags, METH_VARARGS, lookup_flags_doc},
    {"casefold", py_casefold, METH_O, casefold_doc},
    {NULL, NULL, 0, NULL}};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_fingerprint",
    "C kernels of fingerprinting (twins of the numpy code in newsfold.text / newsfold.dedup).",
    -1, methods, NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__fingerprint(void) {
    init_spread();
    if (STR_HASHES == NULL) {
        STR_HASHES = PyUnicode_InternFromString("hashes");
        STR_PARAGRAPH = PyUnicode_InternFromString("paragraph");
        STR_CJK = PyUnicode_InternFromString("cjk");
        if (!STR_HASHES || !STR_PARAGRAPH || !STR_CJK) return NULL;
    }
    return PyModule_Create(&module);
}
