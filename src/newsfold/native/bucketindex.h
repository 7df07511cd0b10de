/* Functions of the _bucketindex extension defined outside _bucketindex.c. */
#ifndef NEWSFOLD_BUCKETINDEX_H
#define NEWSFOLD_BUCKETINDEX_H

#include "limited.h"

/* rank_held(buckets, held, weight, limit) -> list (bi_rank.c). */
PyObject *nf_rank_held(PyObject *module, PyObject *args, PyObject *kwds);

/* hold_rows(rows, sizes, held, band=None) -> None (bi_rank.c). */
PyObject *nf_hold_rows(PyObject *module, PyObject *args, PyObject *kwds);

#endif
