# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 6440-6451 (topological data analysis and mesh / computational-geometry libraries
on Macs and beside them: giotto-tda, ripser, PyMeshLab, trimesh, libigl's Python bindings, pyvista/VTK, CGAL's
bindings) exposed, each read from real text.

- faulthandler's frame of a module's body whose path is longer than a hard wrap's width ('  File' /
  '"/Applications/anaconda3/envs/pyvista/lib/python3.11/site-packages/pyvista/core/_vtk_core.py",' / 'line 309 in
  <module>'): read with the one or two lines the wrap put it on, so the stack under 'Fatal Python error: Segmentation
  fault' still names the import that died.
"""

from __future__ import annotations

import textwrap

import pytest
from pasted import finding, ids, raised

# https://github.com/pyvista/pyvista/issues/5005 (dev 6445), the description as stored, cut inside the frame list
PYVISTA_5005 = """# Unable to import pyvista on Apple M2 Pro

kiyoomogi · description · 2023-10-02
### Describe the bug, what's wrong, and what you expected.

Every time I try to import pyvista I get the following warning:
Fatal Python error: Segmentation fault

Main thread:
Current thread 0x00000001fa9ede00 (most recent call first):
  File "<frozen importlib._bootstrap>", line 241 in _call_with_frames_removed
  File "<frozen importlib._bootstrap_external>", line 1233 in create_module
  File "<frozen importlib._bootstrap>", line 573 in module_from_spec
  File "<frozen importlib._bootstrap>", line 676 in _load_unlocked
  File "<frozen importlib._bootstrap>", line 1147 in _find_and_load_unlocked
  File "<frozen importlib._bootstrap>", line 1176 in _find_and_load
  File "/Applications/anaconda3/envs/pyvista/lib/python3.11/site-packages/pyvista/core/_vtk_core.py", line 309 in <module>
  File "<frozen importlib._bootstrap>", line 241 in _call_with_frames_removed
  File "<frozen importlib._bootstrap_external>", line 940 in exec_module
"""

# The loader's frames above a module's body, most recent first (faulthandler's order), as the stack above starts
_LOADER = """Fatal Python error: Segmentation fault

Current thread 0x00000001fa9ede00 (most recent call first):
  File "<frozen importlib._bootstrap>", line 241 in _call_with_frames_removed
  File "<frozen importlib._bootstrap_external>", line 1233 in create_module
  File "<frozen importlib._bootstrap>", line 573 in module_from_spec
"""


def _crashed(text: str) -> str:
    found = finding(text, "import-crashed")
    assert found is not None
    return found.summary


def test_pyvista_5005_reads_the_crash_in_pyvistas_import() -> None:
    assert {"apple-silicon", "import-crashed"} <= ids(PYVISTA_5005)
    assert "import pyvista" in _crashed(PYVISTA_5005)
    assert "SIGSEGV" in _crashed(PYVISTA_5005)


@pytest.mark.parametrize("width", [80, 90, 100])
def test_pyvista_5005_hard_wrapped_reads_the_same(width: int) -> None:
    wrapped = "\n".join(line if len(line) <= width else textwrap.fill(line, width, break_long_words=False,
                                                                       break_on_hyphens=False)
                        for line in PYVISTA_5005.split("\n"))
    assert wrapped != PYVISTA_5005
    assert "import pyvista" in _crashed(wrapped)


@pytest.mark.parametrize(("frame", "module"), [
    # the frame in three lines: 'File' / its path / its line and function (pyvista#5005 at 80 columns)
    ('  File\n"/Applications/anaconda3/envs/pyvista/lib/python3.11/site-packages/pyvista/core/_vtk_core.py",\nline 309 in <module>',
     "pyvista"),
    # in two: the path on the first line, 'line N in <module>' on the next
    ('  File "/opt/homebrew/lib/python3.12/site-packages/open3d/__init__.py",\nline 98 in <module>', "open3d"),
    # in two: 'File' alone, the rest on the next line
    ('  File\n"/Users/me/venv/lib/python3.10/site-packages/trimesh/ray/ray_pyembree.py", line 12 in <module>',
     "trimesh"),
    # a python.org framework Python's long path (CommanderGPT#2's 'objc/__init__.py' frame, dev 5082)
    ('  File\n"/Library/Frameworks/Python.framework/Versions/3.11/lib/python3.11/site-packages/objc/__init__.py",\nline 6 in <module>',
     "objc"),
])
def test_a_wrapped_frame_of_a_modules_body_names_the_import(frame: str, module: str) -> None:
    assert f"import {module}" in _crashed(_LOADER + frame + "\n")


@pytest.mark.parametrize("after", [
    # a blank line between 'File' and the rest: no frame is read across it
    '  File\n\n"/Applications/anaconda3/envs/pyvista/lib/python3.11/site-packages/pyvista/core/_vtk_core.py", line 309 in <module>',
    # a sentence that starts with 'File' after the frames, not one
    "  File names in the stack were cut\nby the terminal, sorry.",
    # a frame of a function, not a module's body: a run that crashed, no import
    '  File\n"/Users/me/venv/lib/python3.10/site-packages/pyvista/plotting/plotter.py",\nline 1267 in reset_camera',
])
def test_a_broken_or_other_frame_names_no_import(after: str) -> None:
    assert "import-crashed" not in raised(_LOADER + after + "\n")
