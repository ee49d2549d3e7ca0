"""The C extensions; pyproject.toml holds the rest of the build.

- ``tree_sitter_webots._binding``: the grammar (required: the server parses with it).
- ``webots_byte_scan``: whole-document byte scans (optional: when it fails to build, the install goes on and
  ``webots_ls.syntax.byte_scan`` gives the same answers in Python).

Both use only the limited API of Python 3.10, so one ``cp310-abi3`` wheel per platform serves CPython 3.10 and later.
Compile flags depend on the compiler: gcc and clang get ``-std=c11 -O2``, MSVC keeps setuptools' own (``/Ox``).
"""

import sysconfig

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

STABLE_ABI = not sysconfig.get_config_var("Py_GIL_DISABLED")  # (a free-threaded CPython has no stable ABI)
LIMITED_API = [("Py_LIMITED_API", "0x030A0000")] if STABLE_ABI else []  # Python 3.10's stable ABI
GCC_LIKE = {"unix", "mingw32", "cygwin"}  # setuptools' compiler types that run gcc or clang (macOS: clang)


class BuildExt(build_ext):
    def build_extension(self, ext):
        if self.compiler.compiler_type in GCC_LIKE:
            ext.extra_compile_args = [*ext.extra_compile_args, "-std=c11", "-O2"]
        super().build_extension(ext)


setup(
    ext_modules=[
        Extension(
            "tree_sitter_webots._binding",
            sources=[
                "grammar/bindings/python/tree_sitter_webots/binding.c",
                "grammar/src/parser.c",
                "grammar/src/scanner.c",
            ],
            include_dirs=["grammar/src"],
            define_macros=LIMITED_API,
            py_limited_api=STABLE_ABI,
        ),
        Extension(
            "webots_byte_scan",
            sources=["server/native/webots_byte_scan.c"],
            define_macros=LIMITED_API,
            py_limited_api=STABLE_ABI,
            optional=True,
        ),
    ],
    cmdclass={"build_ext": BuildExt},
    options={"bdist_wheel": {"py_limited_api": "cp310"}} if STABLE_ABI else {},
)
