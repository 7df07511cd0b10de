"""Build the optional C core (``newsfold.native``); everything else is in pyproject.toml.

The extensions are ``optional``: on a machine without a C compiler the package
still installs and runs on its numpy code paths (same results, slower), and
``newsfold.native.available()`` says which kernels are in use. The names must
match ``newsfold.native.KERNELS``.

The kernels use only CPython's limited API of 3.11 (``Py_LIMITED_API``), so they
are built for the stable ABI: modules named ``*.abi3.so`` and a wheel tagged
``cp311-abi3`` that every CPython from 3.11 on loads. One wheel per platform
then gives users without a C compiler the fast path (``tests/native/test_abi3.py``
builds the wheel and checks its tag and modules).
"""

from setuptools import Extension, setup

#: CPython 3.11's limited API (Py_buffer and PyType_GetName joined it in 3.11).
LIMITED_API = "0x030B0000"
FLAGS = ["-O3", "-std=c11", "-Wall", "-Wextra", "-Wno-unused-parameter"]
NATIVE = "src/newsfold/native"
#: Extension module -> its C sources (the first holds the module definition).
SOURCES = {
    "_fingerprint": ["_fingerprint.c", "fp_hashes.c", "fp_text.c", "fp_buckets.c"],
    "_bucketindex": ["_bucketindex.c", "bi_rank.c"],
    "_measure": ["_measure.c"],
}

setup(
    ext_modules=[
        Extension(
            f"newsfold.native.{name}",
            sources=[f"{NATIVE}/{source}" for source in sources],
            depends=[
                f"{NATIVE}/{h}"
                for h in ("limited.h", "buffers.h", "fingerprint.h", "bucketindex.h")
            ],
            extra_compile_args=FLAGS,
            define_macros=[("Py_LIMITED_API", LIMITED_API)],
            py_limited_api=True,
            optional=True,
        )
        for name, sources in SOURCES.items()
    ],
    options={"bdist_wheel": {"py_limited_api": "cp311"}},
)
