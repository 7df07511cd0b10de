"""Build the optional C core (``newsfold.native``); everything else is in pyproject.toml.

The extensions are ``optional``: on a machine without a C compiler the package
still installs and runs on its numpy code paths (same results, slower), and
``newsfold.native.AVAILABLE`` says which one is in use.
"""

from setuptools import Extension, setup

FLAGS = ["-O3", "-std=c11", "-Wall", "-Wextra", "-Wno-unused-parameter"]

setup(
    ext_modules=[
        Extension(
            f"newsfold.native.{name}",
            sources=[f"src/newsfold/native/{name}.c"],
            extra_compile_args=FLAGS,
            optional=True,
        )
        for name in ("_fingerprint", "_bucketindex", "_measure")
    ]
)
