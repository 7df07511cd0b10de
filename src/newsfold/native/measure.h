/* Functions of the _measure extension defined outside _measure.c. */
#ifndef NEWSFOLD_MEASURE_H
#define NEWSFOLD_MEASURE_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>

/* register_comparison(comparison_type, match_type) -> None (ms_compare.c). */
PyObject *nf_register_comparison(PyObject *module, PyObject *args);
/* compare_rows(new, reps, floats, flags, at_least, rules_of, rules_for, no_match) -> list. */
PyObject *nf_compare_rows(PyObject *module, PyObject *args);

#endif
