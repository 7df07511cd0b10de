"""Story assignment: fingerprints, the fold index, and the folder's decisions.

``newsfold.fold`` was one module; it is a package now, re-exporting the same
names, so ``from newsfold.fold import Folder, MemoryFoldIndex`` keeps working.
"""

from newsfold.fold.entry import METHODS, Fingerprinter, FoldEntry, Method, numbers_key
from newsfold.fold.folder import Folder, FoldStage
from newsfold.fold.index import Assignment, FoldIndex, MemoryFoldIndex, StoryState
from newsfold.fold.rules import Comparison, Thresholds, thresholds_for
from newsfold.fold.spread import Spread, spread_of

__all__ = [
    "METHODS",
    "Assignment",
    "Comparison",
    "Fingerprinter",
    "FoldEntry",
    "FoldIndex",
    "FoldStage",
    "Folder",
    "MemoryFoldIndex",
    "Method",
    "Spread",
    "StoryState",
    "Thresholds",
    "numbers_key",
    "spread_of",
    "thresholds_for",
]
