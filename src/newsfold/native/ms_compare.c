/*
 * compare_rows(): the folder's Comparison objects from measure_rows' figures.
 *
 * What it computes: exactly the loop of newsfold.fold.folder.Folder.compare_many
 * (kept there as the reference and the fallback): for each (story id,
 * representative) it drops the rows that share less than `at_least` by every
 * measure (and neither lead), picks the thresholds for the shorter text from
 * the folder's cache (calling `rules_for(shorter)` on a miss, which fills it),
 * and builds the ParagraphMatch (or takes NO_MATCH) and the Comparison, with
 * the similarity the rules give, in the same order and with the same
 * floating-point operations.
 *
 * Why in C: with a dozen candidates an article, building the objects through
 * their dataclass __init__ (0.7 and 0.4 us each) and the Python loop around it
 * were a tenth of folding.  Here the instances are allocated by their type and
 * their slots filled through the classes' member descriptors (PyMember_SetOne,
 * what the descriptors themselves do), which register() looks up once.  Only
 * slotted classes with exactly the registered fields are accepted, so a change
 * of either dataclass fails loudly instead of building half-filled objects.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <structmember.h>

#include "measure.h"

#define COMPARISON_FIELDS 9
#define MATCH_FIELDS 4

static const char *comparison_names[COMPARISON_FIELDS] = {
    "story_id", "representative", "resemblance", "new_in_old", "old_in_new",
    "similarity", "rules", "paragraphs", "rank"};
static const char *match_names[MATCH_FIELDS] = {"a_in_b", "b_in_a", "a_lead_in_b",
                                                "b_lead_in_a"};

static PyTypeObject *comparison_type, *match_type;
static PyMemberDef *comparison_members[COMPARISON_FIELDS], *match_members[MATCH_FIELDS];
static PyObject *s_n_tokens, *s_numbers, *s_sketches, *s_size, *s_use_containment,
    *s_numbers_must_match, *s_low;

/* The member (slot) definitions of `names` on `type`, or -1 with an exception. */
static int members_of(PyTypeObject *type, const char **names, int n, PyMemberDef **out)
{
    if (type->tp_dictoffset != 0) {
        PyErr_Format(PyExc_TypeError, "%.100s must be a slotted class", type->tp_name);
        return -1;
    }
    for (int i = 0; i < n; i++) {
        PyObject *descr = PyDict_GetItemString(type->tp_dict, names[i]);
        if (descr == NULL || Py_TYPE(descr) != &PyMemberDescr_Type) {
            PyErr_Format(PyExc_TypeError, "%.100s has no slot %s", type->tp_name, names[i]);
            return -1;
        }
        PyMemberDef *member = ((PyMemberDescrObject *)descr)->d_member;
        if (member->type != T_OBJECT_EX || (member->flags & READONLY)) {
            PyErr_Format(PyExc_TypeError, "%.100s.%s is not a writable object slot",
                         type->tp_name, names[i]);
            return -1;
        }
        out[i] = member;
    }
    return 0;
}

PyObject *nf_register_comparison(PyObject *module, PyObject *args)
{
    PyObject *comparison, *match;
    if (!PyArg_ParseTuple(args, "O!O!:register", &PyType_Type, &comparison, &PyType_Type,
                          &match))
        return NULL;
    PyMemberDef *cm[COMPARISON_FIELDS], *mm[MATCH_FIELDS];
    if (members_of((PyTypeObject *)comparison, comparison_names, COMPARISON_FIELDS, cm) < 0 ||
        members_of((PyTypeObject *)match, match_names, MATCH_FIELDS, mm) < 0)
        return NULL;
    if (s_n_tokens == NULL) {
        s_n_tokens = PyUnicode_InternFromString("n_tokens");
        s_numbers = PyUnicode_InternFromString("numbers");
        s_sketches = PyUnicode_InternFromString("sketches");
        s_size = PyUnicode_InternFromString("size");
        s_use_containment = PyUnicode_InternFromString("use_containment");
        s_numbers_must_match = PyUnicode_InternFromString("numbers_must_match");
        s_low = PyUnicode_InternFromString("low");
        if (!s_n_tokens || !s_numbers || !s_sketches || !s_size || !s_use_containment ||
            !s_numbers_must_match || !s_low)
            return NULL;
    }
    Py_INCREF(comparison);
    Py_INCREF(match);
    Py_XSETREF(comparison_type, (PyTypeObject *)comparison);
    Py_XSETREF(match_type, (PyTypeObject *)match);
    memcpy(comparison_members, cm, sizeof cm);
    memcpy(match_members, mm, sizeof mm);
    Py_RETURN_NONE;
}

/* A new instance of `type` with its slots set to `values` (new references taken). */
static PyObject *build(PyTypeObject *type, PyMemberDef **members, PyObject **values, int n)
{
    PyObject *obj = type->tp_alloc(type, 0);
    if (obj == NULL)
        return NULL;
    for (int i = 0; i < n; i++)
        if (PyMember_SetOne((char *)obj, members[i], values[i]) < 0) {
            Py_DECREF(obj);
            return NULL;
        }
    return obj;
}

/* Attribute `name` of `obj` as a C long long / truth value; -1 with an exception. */
static int get_ll(PyObject *obj, PyObject *name, long long *out)
{
    PyObject *v = PyObject_GetAttr(obj, name);
    if (v == NULL)
        return -1;
    *out = PyLong_AsLongLong(v);
    Py_DECREF(v);
    return (*out == -1 && PyErr_Occurred()) ? -1 : 0;
}

static int get_truth(PyObject *obj, PyObject *name)
{
    PyObject *v = PyObject_GetAttr(obj, name);
    if (v == NULL)
        return -1;
    int truth = PyObject_IsTrue(v);
    Py_DECREF(v);
    return truth;
}

/* The i-th item of row `r` of a list of lists, as a double / truth value. */
static int row_double(PyObject *rows, Py_ssize_t r, Py_ssize_t i, double *out)
{
    PyObject *v = PyList_GET_ITEM(PyList_GET_ITEM(rows, r), i);
    *out = PyFloat_AsDouble(v);
    return (*out == -1.0 && PyErr_Occurred()) ? -1 : 0;
}

static int check_rows(PyObject *rows, Py_ssize_t n_rows, Py_ssize_t k, const char *what)
{
    if (!PyList_Check(rows) || PyList_GET_SIZE(rows) != n_rows) {
        PyErr_Format(PyExc_TypeError, "%s must be a list of %zd lists", what, n_rows);
        return -1;
    }
    for (Py_ssize_t r = 0; r < n_rows; r++) {
        PyObject *row = PyList_GET_ITEM(rows, r);
        if (!PyList_Check(row) || PyList_GET_SIZE(row) != k) {
            PyErr_Format(PyExc_ValueError, "%s[%zd] must be a list of %zd values", what, r, k);
            return -1;
        }
    }
    return 0;
}

typedef struct {
    PyObject *rules; /* borrowed from the cache */
    int use_containment, numbers_must_match;
    double low;
} Rules;

/* Facts of a Thresholds object, remembered for the last few met. */
static int rules_facts(PyObject *rules, Rules *seen, int *nseen, const Rules **out)
{
    for (int i = 0; i < *nseen; i++)
        if (seen[i].rules == rules) {
            *out = &seen[i];
            return 0;
        }
    Rules r = {rules, get_truth(rules, s_use_containment), get_truth(rules, s_numbers_must_match),
               0.0};
    if (r.use_containment < 0 || r.numbers_must_match < 0)
        return -1;
    PyObject *low = PyObject_GetAttr(rules, s_low);
    if (low == NULL)
        return -1;
    r.low = PyFloat_AsDouble(low);
    Py_DECREF(low);
    if (r.low == -1.0 && PyErr_Occurred())
        return -1;
    int at = *nseen < 8 ? (*nseen)++ : 7;
    seen[at] = r;
    *out = &seen[at];
    return 0;
}

PyObject *nf_compare_rows(PyObject *module, PyObject *args)
{
    PyObject *new, *reps, *floats, *flags, *rules_of, *rules_for, *no_match;
    double at_least;
    if (!PyArg_ParseTuple(args, "OO!OOdO!OO:compare_rows", &new, &PyList_Type, &reps, &floats,
                          &flags, &at_least, &PyDict_Type, &rules_of, &rules_for, &no_match))
        return NULL;
    if (comparison_type == NULL) {
        PyErr_SetString(PyExc_RuntimeError, "compare_rows: register() was not called");
        return NULL;
    }
    if (Py_TYPE(no_match) != match_type) {
        PyErr_SetString(PyExc_TypeError, "no_match must be a registered ParagraphMatch");
        return NULL;
    }
    const Py_ssize_t k = PyList_GET_SIZE(reps);
    if (check_rows(floats, 5, k, "floats") < 0 || check_rows(flags, 2, k, "flags") < 0)
        return NULL;
    long long n_tokens, new_sketches = 0;
    if (get_ll(new, s_n_tokens, &n_tokens) < 0)
        return NULL;
    PyObject *sk = PyObject_GetAttr(new, s_sketches);
    if (sk == NULL)
        return NULL;
    int bad = get_ll(sk, s_size, &new_sketches);
    Py_DECREF(sk);
    if (bad < 0)
        return NULL;
    PyObject *numbers = PyObject_GetAttr(new, s_numbers);
    if (numbers == NULL)
        return NULL;
    double no_a, no_b;
    {
        PyObject *va = PyMember_GetOne((const char *)no_match, match_members[0]);
        PyObject *vb = va ? PyMember_GetOne((const char *)no_match, match_members[1]) : NULL;
        no_a = va ? PyFloat_AsDouble(va) : -1.0;
        no_b = vb ? PyFloat_AsDouble(vb) : -1.0;
        Py_XDECREF(va);
        Py_XDECREF(vb);
        if (PyErr_Occurred()) {
            Py_DECREF(numbers);
            return NULL;
        }
    }
    PyObject *out = PyList_New(0);
    if (out == NULL) {
        Py_DECREF(numbers);
        return NULL;
    }
    Rules seen[8];
    int nseen = 0;
    for (Py_ssize_t i = 0; i < k; i++) {
        PyObject *pair = PyList_GET_ITEM(reps, i);
        if (!PyTuple_Check(pair) || PyTuple_GET_SIZE(pair) != 2) {
            PyErr_Format(PyExc_TypeError, "reps[%zd] is not a (story id, entry) pair", i);
            goto fail;
        }
        PyObject *story_id = PyTuple_GET_ITEM(pair, 0), *rep = PyTuple_GET_ITEM(pair, 1);
        double r, a, b, x, y;
        if (row_double(floats, 0, i, &r) < 0 || row_double(floats, 1, i, &a) < 0 ||
            row_double(floats, 2, i, &b) < 0 || row_double(floats, 3, i, &x) < 0 ||
            row_double(floats, 4, i, &y) < 0)
            goto fail;
        PyObject *la_obj = PyList_GET_ITEM(PyList_GET_ITEM(flags, 0), i);
        PyObject *lb_obj = PyList_GET_ITEM(PyList_GET_ITEM(flags, 1), i);
        int la = PyObject_IsTrue(la_obj), lb = PyObject_IsTrue(lb_obj);
        if (la < 0 || lb < 0)
            goto fail;
        if (at_least > 0.0 && !(la || lb || r >= at_least || a >= at_least || b >= at_least ||
                                x >= at_least || y >= at_least))
            continue;
        long long rep_tokens, rep_sketches;
        if (get_ll(rep, s_n_tokens, &rep_tokens) < 0)
            goto fail;
        long long shorter = n_tokens < rep_tokens ? n_tokens : rep_tokens;
        PyObject *key = PyLong_FromLongLong(shorter);
        if (key == NULL)
            goto fail;
        PyObject *rules = PyDict_GetItemWithError(rules_of, key); /* borrowed */
        if (rules == NULL && !PyErr_Occurred()) {
            PyObject *made = PyObject_CallOneArg(rules_for, key);
            if (made != NULL) {
                Py_DECREF(made); /* rules_for stores it in rules_of; take the stored one */
                rules = PyDict_GetItemWithError(rules_of, key);
                if (rules == NULL && !PyErr_Occurred())
                    PyErr_SetString(PyExc_RuntimeError, "rules_for did not fill rules_of");
            }
        }
        Py_DECREF(key);
        if (rules == NULL)
            goto fail;
        const Rules *facts;
        if (rules_facts(rules, seen, &nseen, &facts) < 0)
            goto fail;
        PyObject *paragraphs;
        int none_shared = new_sketches == 0 || !(x != 0.0 || y != 0.0 || la || lb);
        if (!none_shared) {
            PyObject *rs = PyObject_GetAttr(rep, s_sketches);
            if (rs == NULL)
                goto fail;
            bad = get_ll(rs, s_size, &rep_sketches);
            Py_DECREF(rs);
            if (bad < 0)
                goto fail;
            none_shared = rep_sketches == 0;
        }
        if (none_shared) {
            paragraphs = Py_NewRef(no_match);
            x = no_a;
            y = no_b;
        } else {
            PyObject *vals[MATCH_FIELDS] = {PyFloat_FromDouble(x), PyFloat_FromDouble(y),
                                            Py_NewRef(la ? Py_True : Py_False),
                                            Py_NewRef(lb ? Py_True : Py_False)};
            paragraphs = (vals[0] && vals[1])
                             ? build(match_type, match_members, vals, MATCH_FIELDS)
                             : NULL;
            for (int v = 0; v < MATCH_FIELDS; v++)
                Py_XDECREF(vals[v]);
            if (paragraphs == NULL)
                goto fail;
        }
        double new_in_old = x > a ? x : a;
        double old_in_new = y > b ? y : b;
        double similarity = r;
        if (facts->use_containment) {
            if (new_in_old > similarity)
                similarity = new_in_old;
            if (old_in_new > similarity)
                similarity = old_in_new;
        }
        if (facts->numbers_must_match) {
            PyObject *theirs = PyObject_GetAttr(rep, s_numbers);
            int differ = theirs ? PyObject_RichCompareBool(numbers, theirs, Py_NE) : -1;
            Py_XDECREF(theirs);
            if (differ < 0) {
                Py_DECREF(paragraphs);
                goto fail;
            }
            double cap = facts->low * 0.99;
            if (differ && cap < similarity)
                similarity = cap; /* min(similarity, cap): the first of equals */
        }
        PyObject *vals[COMPARISON_FIELDS] = {
            Py_NewRef(story_id),           Py_NewRef(rep),
            PyFloat_FromDouble(r),         PyFloat_FromDouble(new_in_old),
            PyFloat_FromDouble(old_in_new), PyFloat_FromDouble(similarity),
            Py_NewRef(rules),              paragraphs,
            Py_NewRef(Py_None)};
        PyObject *comparison = NULL;
        if (vals[2] && vals[3] && vals[4] && vals[5])
            comparison = build(comparison_type, comparison_members, vals, COMPARISON_FIELDS);
        for (int v = 0; v < COMPARISON_FIELDS; v++)
            Py_XDECREF(vals[v]);
        if (comparison == NULL)
            goto fail;
        int rc = PyList_Append(out, comparison);
        Py_DECREF(comparison);
        if (rc < 0)
            goto fail;
    }
    Py_DECREF(numbers);
    return out;
fail:
    Py_DECREF(numbers);
    Py_DECREF(out);
    return NULL;
}
