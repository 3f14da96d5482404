# ruff: noqa: E501  (real pasted lines are kept whole)
"""Two OpenMP runtimes loaded into one process (openmp-duplicate): the runtime's 'OMP: Error #15' aborts it. Each
text is quoted from the public thread cited."""

from __future__ import annotations

import pytest
from pasted import finding, fix_id, raised


@pytest.mark.parametrize("text", [
    # pytorch/pytorch#122705: torch 2.3.0's macOS wheels, two libomp copies
    "OMP: Error #15: Initializing libomp.dylib, but found libomp.dylib already initialized.\nOMP: Hint This means that multiple copies of the OpenMP runtime have been linked into the program.",
    # dml-cth/deep-machine-learning#2: Intel's runtime (MKL) beside LLVM's
    "OMP: Error #15: Initializing libiomp5.dylib, but found libomp.dylib already initialized.",
    # as Windows names it, quoted twice in a reply (layout-parser#7)
    "> > OMP: Error #15: Initializing libiomp5md.dll, but found libiomp5md.dll already initialized.",
    # wrapped by a terminal
    "OMP: Error #15: Initializing libiomp5.dylib, but found libomp.dylib\nalready initialized.",
])
def test_two_openmp_runtimes_in_one_process(text: str) -> None:
    found = finding(text, "openmp-duplicate")
    assert found is not None and found.severity.value == "error"
    assert fix_id(found) == "use-one-openmp-runtime"


@pytest.mark.parametrize("text", [
    "OMP: Info #276: omp_set_nested routine deprecated, please use omp_set_max_active_levels instead.",
    "I set KMP_DUPLICATE_LIB_OK=TRUE and it works now.",
])
def test_other_openmp_lines_are_not_the_clash(text: str) -> None:
    assert "openmp-duplicate" not in raised(text)
