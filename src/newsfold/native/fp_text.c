/*
 * newsfold.native._fingerprint, tokens and text folding (see _fingerprint.c for the module).
 */
#include "fingerprint.h"

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
    const struct buffer_spec specs[7] = {
        {co, &bufs[0], K_UNSIGNED, 4, 0, "codes"},    {fo, &bufs[1], K_UNSIGNED, 1, 0, "flags"},
        {ho, &bufs[2], K_UNSIGNED, 8, 1, "hashes"},   {po, &bufs[3], K_SIGNED, 4, 1, "paragraph"},
        {jo, &bufs[4], K_BOOL, 1, 1, "cjk"},          {dgo, &bufs[5], K_BOOL, 1, 1, "digit"},
        {bo, &bufs[6], K_SIGNED, 8, 1, "bounds"}};
    if (get_buffers(specs, 7) < 0) return NULL;
    PyObject *result = NULL;
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
                         specs[k].name, size, items(&bufs[k]));
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
    for (int k = 0; k < 7; k++) PyBuffer_Release(&bufs[k]);
    return result;
}

/* -------------------------------------------------------------- half width */

PyDoc_STRVAR(half_width_doc,
    "half_width(text) -> str\n\n"
    "text with full-width ASCII forms (U+FF01..U+FF5E) as ASCII and the ideographic\n"
    "space (U+3000) as a space: their NFKC forms. str.translate does this at ~130 ns\n"
    "a character; Chinese news has them in every sentence.");

/* A str of the n code points of buf. The limited API has no
 * PyUnicode_FromKindAndData; where wchar_t is UCS4 (Linux, macOS) wide-char
 * conversion is a copy at the narrowest width, else a native-order UTF-32
 * decode (any byte order mark kept as text). */
static PyObject *from_ucs4(const Py_UCS4 *buf, Py_ssize_t n) {
#if SIZEOF_WCHAR_T == 4
    return PyUnicode_FromWideChar((const wchar_t *)buf, n);
#else
#if PY_LITTLE_ENDIAN
    int order = -1;
#else
    int order = 1;
#endif
    return PyUnicode_DecodeUTF32((const char *)buf, n * (Py_ssize_t)sizeof(Py_UCS4), "strict",
                                 &order);
#endif
}

static PyObject *py_half_width(PyObject *self, PyObject *arg) {
    if (!PyUnicode_Check(arg)) {
        PyErr_SetString(PyExc_TypeError, "half_width() takes a str");
        return NULL;
    }
    Py_ssize_t n = PyUnicode_GetLength(arg);
    if (n < 0) return NULL;
    Py_UCS4 *buf = PyUnicode_AsUCS4Copy(arg);
    if (buf == NULL) return NULL;
    Py_ssize_t first = -1;
    for (Py_ssize_t i = 0; i < n; i++) {
        Py_UCS4 c = buf[i];
        if ((c >= 0xFF01 && c <= 0xFF5E) || c == 0x3000) {
            first = i;
            break;
        }
    }
    if (first < 0) {
        PyMem_Free(buf);
        return Py_NewRef(arg);
    }
    for (Py_ssize_t i = first; i < n; i++) {
        Py_UCS4 c = buf[i];
        if (c >= 0xFF01 && c <= 0xFF5E)
            buf[i] = c - 0xFEE0;
        else if (c == 0x3000)
            buf[i] = 0x20;
    }
    PyObject *result = from_ucs4(buf, n);
    PyMem_Free(buf);
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
    const struct buffer_spec specs[] = {{codes_obj, &codes, K_UNSIGNED, 4, 0, "codes"},
                                        {table_obj, &table, K_UNSIGNED, 1, 0, "table"},
                                        {out_obj, &out, K_UNSIGNED, 1, 1, "out"}};
    if (get_buffers(specs, 3) < 0) return NULL;
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
    Py_ssize_t n = PyUnicode_GetLength(arg);
    if (n < 0) return NULL;
    Py_UCS4 *buf = PyUnicode_AsUCS4Copy(arg);
    if (buf == NULL) return NULL;
    int changed = 0;
    for (Py_ssize_t i = 0; i < n; i++) {
        Py_UCS4 c = buf[i];
        if (c < 0x80) {
            if (c >= 'A' && c <= 'Z') {
                buf[i] = c + ('a' - 'A');
                changed = 1;
            }
        } else if (!caseless(c)) {
            PyMem_Free(buf);
            return PyObject_CallMethod(arg, "casefold", NULL);
        }
    }
    /* nothing to fold (most Chinese text): the same str, as str.casefold's equal copy */
    PyObject *result = changed ? from_ucs4(buf, n) : Py_NewRef(arg);
    PyMem_Free(buf);
    return result;
}


PyMethodDef nf_text_methods[] = {
    {"token_streams", py_token_streams, METH_VARARGS, token_streams_doc},
    {"half_width", py_half_width, METH_O, half_width_doc},
    {"lookup_flags", py_lookup_flags, METH_VARARGS, lookup_flags_doc},
    {"casefold", py_casefold, METH_O, casefold_doc},
    {NULL, NULL, 0, NULL}};
