/*
 * newsfold.native._fingerprint, n-grams, MinHash, winnowing and paragraph sketches (see _fingerprint.c for the module).
 */
#include "fingerprint.h"

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
    const struct buffer_spec specs[] = {{ho, &h, K_UNSIGNED, 8, 0, "hashes"},
                                        {mo, &m, K_UNSIGNED, 8, 0, "mix"},
                                        {oo, &o, K_UNSIGNED, 8, 1, "out"}};
    if (get_buffers(specs, 3) < 0) return NULL;
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
    Py_ssize_t perms = items(&a), count = PyList_Size(sets);
    if (items(&o) != count * perms) {
        PyErr_Format(PyExc_ValueError, "out must hold %zd x %zd items, holds %zd", count, perms,
                     items(&o));
        goto done;
    }
    for (Py_ssize_t i = 0; i < PyList_Size(sets) && i < count; i++) {
        PyObject *item = PyList_GetItem(sets, i);
        Py_INCREF(item);
        Py_buffer s;
        int rc = get_buffer(item, &s, K_UNSIGNED, 8, 0, "sets[i]");
        Py_DECREF(item);
        if (rc < 0) goto done;
        minhash_core((const uint64_t *)s.buf, items(&s), (const uint32_t *)a.buf,
                     (const uint32_t *)b.buf, perms, (uint32_t *)o.buf + i * perms);
        PyBuffer_Release(&s);
    }
    if (PyList_Size(sets) != count) {
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

/* The anchors of picked[0:n] into out (as signed ints): values 0 modulo `mod` (else
 * the first smallest value), distinct, in order, at most `max_anchors`; their number. */
static Py_ssize_t anchors_of(const uint64_t *picked, Py_ssize_t n, uint64_t mod,
                             Py_ssize_t max_anchors, int64_t *out) {
    Py_ssize_t count = 0, any = 0;
    for (Py_ssize_t i = 0; i < n && count < max_anchors; i++) {
        uint64_t v = picked[i];
        if (v % mod != 0) continue;
        any = 1;
        Py_ssize_t k = 0;
        while (k < count && out[k] != (int64_t)v) k++;
        if (k == count) out[count++] = (int64_t)v;
    }
    if (!any && n > 0) {
        uint64_t smallest = picked[0];
        for (Py_ssize_t i = 1; i < n; i++)
            if (picked[i] < smallest) smallest = picked[i];
        if (max_anchors > 0) out[count++] = (int64_t)smallest;
    }
    return count;
}

/* v[i] = min(v[i], v[i + step]) for i < n (forward, so v[i + step] is still the old value). */
static void min_shifted(uint64_t *v, Py_ssize_t n, Py_ssize_t step) {
    for (Py_ssize_t i = 0; i < n; i++) {
        uint64_t a = v[i], b = v[i + step];
        v[i] = b < a ? b : a;
    }
}

PyDoc_STRVAR(winnow_doc,
             "winnow(ngrams, lead, window, anchor_mod, max_anchors, out, anchors) -> (count, "
             "n_anchors, n_lead_anchors)\n\n"
             "Winnowing of the uint64 n-gram hashes: the minimum of every window of\n"
             "``window`` (one minimum of all when there are no more than ``window``), the\n"
             "minima that differ from the one before (picked), the anchors of the picked\n"
             "into anchors[:n_anchors] and those of the first max(1, lead - window + 1)\n"
             "windows (when lead > 0) into anchors[max_anchors:max_anchors + n_lead_anchors],\n"
             "and the picked sorted as int64 and made unique in out[:count]\n"
             "(out: writable int64, at least max(1, len(ngrams) - window + 1) items;\n"
             "anchors: writable int64, at least 2 * max_anchors items).");

static PyObject *py_winnow(PyObject *self, PyObject *args) {
    PyObject *go, *oo, *ao;
    Py_ssize_t lead, window, max_anchors;
    unsigned long long mod;
    if (!PyArg_ParseTuple(args, "OnnKnOO:winnow", &go, &lead, &window, &mod, &max_anchors, &oo,
                          &ao))
        return NULL;
    if (window < 1) return PyErr_Format(PyExc_ValueError, "window must be >= 1, got %zd", window);
    if (mod == 0) return PyErr_Format(PyExc_ValueError, "anchor_mod must be >= 1");
    if (max_anchors < 0)
        return PyErr_Format(PyExc_ValueError, "max_anchors must be >= 0, got %zd", max_anchors);
    Py_buffer g, o, a;
    const struct buffer_spec specs[] = {{go, &g, K_UNSIGNED, 8, 0, "ngrams"},
                                        {oo, &o, K_SIGNED, 8, 1, "out"},
                                        {ao, &a, K_SIGNED, 8, 1, "anchors"}};
    if (get_buffers(specs, 3) < 0) return NULL;
    PyObject *result = NULL;
    const uint64_t *h = (const uint64_t *)g.buf;
    Py_ssize_t size = items(&g);
    Py_ssize_t windows = size <= window ? 1 : size - window + 1;
    if (items(&a) < 2 * max_anchors) {
        PyErr_Format(PyExc_ValueError, "anchors must hold at least %zd items, holds %zd",
                     2 * max_anchors, items(&a));
        goto done;
    }
    if (size == 0) {
        result = Py_BuildValue("nnn", (Py_ssize_t)0, (Py_ssize_t)0, (Py_ssize_t)0);
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
    int64_t *anchors = (int64_t *)a.buf;
    Py_ssize_t n_anchors = anchors_of(picked, npicked, mod, max_anchors, anchors);
    Py_ssize_t n_lead = lead > 0 ? anchors_of(picked, nlead, mod, max_anchors, anchors + max_anchors) : 0;
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
    result = Py_BuildValue("nnn", unique, n_anchors, n_lead);
done:
    PyBuffer_Release(&g);
    PyBuffer_Release(&o);
    PyBuffer_Release(&a);
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
    const struct buffer_spec specs[] = {{so, &s, K_UNSIGNED, 8, 1, "sketches"},
                                        {co, &c, K_SIGNED, 4, 1, "counts"},
                                        {bo, &b, K_SIGNED, 8, 1, "bounds"}};
    if (get_buffers(specs, 3) < 0) return NULL;
    PyObject *result = NULL;
    Py_ssize_t ndocs = PyList_Size(streams);
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
        if (PyList_Size(streams) != ndocs) {
            PyErr_SetString(PyExc_RuntimeError, "streams changed size during paragraph_sketches");
            goto done;
        }
        PyObject *stream = PyList_GetItem(streams, i);
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


int nf_hashes_init(void) {
    init_spread();
    if (STR_HASHES == NULL) {
        STR_HASHES = PyUnicode_InternFromString("hashes");
        STR_PARAGRAPH = PyUnicode_InternFromString("paragraph");
        STR_CJK = PyUnicode_InternFromString("cjk");
        if (!STR_HASHES || !STR_PARAGRAPH || !STR_CJK) return -1;
    }
    return 0;
}

PyMethodDef nf_hash_methods[] = {
    {"ngram_hashes", py_ngram_hashes, METH_VARARGS, ngram_hashes_doc},
    {"minhash", py_minhash, METH_VARARGS, minhash_doc},
    {"minhash_many", py_minhash_many, METH_VARARGS, minhash_many_doc},
    {"winnow", py_winnow, METH_VARARGS, winnow_doc},
    {"paragraph_sketches", py_paragraph_sketches, METH_VARARGS, paragraph_sketches_doc},
    {NULL, NULL, 0, NULL}};
