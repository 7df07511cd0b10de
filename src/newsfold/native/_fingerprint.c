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
 *   casefold             str.casefold of ASCII/CJK text (newsfold.dedup.stream)
 *   lookup_flags         BMP flag table lookup (newsfold.dedup.stream._flags)
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
 * Parts: fp_hashes.c (n-grams, MinHash, winnowing, sketches), fp_text.c
 * (tokens, half width, flags, case folding), fp_buckets.c (bucket keys);
 * fingerprint.h holds what they share.
 *
 * Only the CPython C API and the buffer protocol are used (no numpy headers).
 * Outputs go into writable buffers that the Python wrappers allocate with
 * numpy, or come back as new Python objects.
 */
#include "fingerprint.h"

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_fingerprint",
    "C kernels of fingerprinting (twins of the numpy code in newsfold.text / newsfold.dedup).",
    -1, NULL, NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__fingerprint(void) {
    if (nf_hashes_init() < 0) return NULL;
    PyObject *m = PyModule_Create(&module);
    if (m == NULL) return NULL;
    if (PyModule_AddFunctions(m, nf_hash_methods) < 0 ||
        PyModule_AddFunctions(m, nf_text_methods) < 0 ||
        PyModule_AddFunctions(m, nf_bucket_methods) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
