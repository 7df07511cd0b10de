"""Vectorised 64-bit mixing shared by the text and fingerprint code.

One definition of the murmur3 finaliser, so tokens, shingles and band keys
that must agree across modules are mixed by exactly the same function.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

__all__ = ["FMIX_1", "FMIX_2", "fmix64"]

FMIX_1 = np.uint64(0xFF51AFD7ED558CCD)
FMIX_2 = np.uint64(0xC4CEB9FE1A85EC53)


def fmix64(values: npt.NDArray[np.uint64]) -> npt.NDArray[np.uint64]:
    """The murmur3 64-bit finaliser: every input bit affects every output bit."""
    with np.errstate(over="ignore"):
        values = values ^ (values >> np.uint64(33))
        values = values * FMIX_1
        values = values ^ (values >> np.uint64(33))
        values = values * FMIX_2
        return values ^ (values >> np.uint64(33))
