"""C twin of :mod:`newsfold.fold.measure` and of the single-pair measures."""

from typing import Protocol

import numpy as np
import numpy.typing as npt

class _Entry(Protocol):
    """What is read of a :class:`newsfold.fold.entry.FoldEntry`."""

    @property
    def signature(self) -> npt.NDArray[np.uint32]: ...
    @property
    def windows(self) -> npt.NDArray[np.int64]: ...
    @property
    def sketches(self) -> npt.NDArray[np.uint64]: ...
    @property
    def sketch_lengths(self) -> npt.NDArray[np.int32]: ...

def measure_many(
    new: _Entry,
    reps: list[_Entry] | tuple[_Entry, ...],
    floats: npt.NDArray[np.float64],
    flags: npt.NDArray[np.bool_],
    max_distance: int,
    /,
) -> None: ...
def estimate_jaccard(a: npt.NDArray[np.uint32], b: npt.NDArray[np.uint32], /) -> float: ...
def containment(a: npt.NDArray[np.int64], b: npt.NDArray[np.int64], /) -> tuple[float, float]: ...
def match(
    a: npt.NDArray[np.uint64],
    a_lengths: npt.NDArray[np.int32],
    b: npt.NDArray[np.uint64],
    b_lengths: npt.NDArray[np.int32],
    max_distance: int,
    /,
) -> tuple[float, float, bool, bool] | None: ...
