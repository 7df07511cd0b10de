/*
 * Shared by the parts of newsfold.native._fingerprint (see _fingerprint.c):
 * the hash finaliser and each part's method table (the buffer checks are in buffers.h).
 */
#ifndef NEWSFOLD_FINGERPRINT_H
#define NEWSFOLD_FINGERPRINT_H

#include "buffers.h"
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

/* Each part's functions (added to the module by PyInit__fingerprint). */
extern PyMethodDef nf_hash_methods[];   /* fp_hashes.c */
extern PyMethodDef nf_text_methods[];   /* fp_text.c */
extern PyMethodDef nf_bucket_methods[]; /* fp_buckets.c */
int nf_hashes_init(void);               /* tables and interned names of fp_hashes.c */

#endif
