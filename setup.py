"""Build the optional C core (``newsfold.native``); everything else is in pyproject.toml.

The extensions are ``optional``: on a machine without a C compiler the package
still installs and runs on its numpy code paths (same results, slower), and
``newsfold.native.available()`` says which kernels are in use. The names must
match ``newsfold.native.KERNELS``.
"""

from setuptools import Extension, setup

FLAGS = ["-O3", "-std=c11", "-Wall", "-Wextra", "-Wno-unused-parameter"]
NATIVE = "src/newsfold/native"
#: Extension module -> its C sources (the first holds the module definition).
SOURCES = {
    "_fingerprint": ["_fingerprint.c", "fp_hashes.c", "fp_text.c", "fp_buckets.c"],
    "_bucketindex": ["_bucketindex.c", "bi_rank.c"],
    "_measure": ["_measure.c", "ms_compare.c"],
}

setup(
    ext_modules=[
        Extension(
            f"newsfold.native.{name}",
            sources=[f"{NATIVE}/{source}" for source in sources],
            depends=[
                f"{NATIVE}/{h}"
                for h in ("fingerprint.h", "fast_int.h", "bucketindex.h", "measure.h")
            ],
            extra_compile_args=FLAGS,
            optional=True,
        )
        for name, sources in SOURCES.items()
    ]
)
