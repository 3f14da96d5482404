# ruff: noqa: E501, W291, W293  (real pasted lines are kept whole, a diff's blank context lines and trailing blanks too)
"""Clue families the never-seen batch 5620-5631 (spiking neural networks and brain simulators on Macs: snnTorch, NEST,
NEURON, pyNeuroML, Lava) exposed, each read from real text.

- A purpose clause opening a sentence with no first person in it ('To build NEST natively on a Mac with Apple's M1 chip,
  you need to use Miniforge', install docs in a pull request's diff) tells the reader what a kind of Mac takes: it names
  no machine of the writer's.
"""

from __future__ import annotations

from pasted import fact, raised

# https://github.com/nest/nest-simulator/pull/1918 (dev 5621), a review thread's diff of NEST's Mac install docs
NEST_1918 = r"""# Revised Mac installation instructions

heplesser · description · 2021-02-05
This PR provides revised Mac installation instructions and also includes some additional updates to installation guidelines.

heplesser · review thread · 2021-02-08
doc/installation/mac_install.rst
[parent comment not available]
```diff
- .. code-block:: sh
+      conda env create -f extras/conda-environment-nest-simulator.yml
 
-       brew install gcc cmake gsl open-mpi libtool
+   .. note::
 
-#.  Create a directory for building and installing NEST (you should always build NEST outside the source code directory; installing NEST in a "place of its own" makes it easy to remove NEST later).
+      To build NEST natively on a Mac with Apple's M1 chip, you need to use Miniforge as 
+      described in :doc:`conda_tips`.
 
-#.  Extract the NEST tarball as a subdirectory in that directory or clone NEST from GitHub into a subdirectory:
+#. Activate the environment.
```"""


def test_install_docs_purpose_clause_names_no_machine() -> None:
    found = raised(NEST_1918)
    assert "apple-silicon" not in found and "intel-mac" not in found
    assert fact(NEST_1918, "host.cpu_brand") is None


def test_purpose_clause_family() -> None:
    for text in ("To build NEST natively on a Mac with Apple's M1 chip, you need to use Miniforge as described in the conda tips.",
                 "To run it on an M1 Mac you need Miniforge.",
                 "To use MPS on an M2 MacBook Pro, set the device to mps.",
                 "In order to build it on an M1 MacBook Air, install Xcode first.",
                 "For building on an M1 Mac, use Miniforge.",
                 "* To install on a MacBook with an M2 chip, use the arm64 installer.",
                 "To compile it on an Intel Mac, install libomp with Homebrew.",
                 "To build the wheel on an Intel Mac you must set ARCHFLAGS."):
        found = raised(text)
        assert "apple-silicon" not in found and "intel-mac" not in found, text


def test_the_writers_own_mac_in_or_after_a_purpose_clause_is_still_read() -> None:
    for text in ("To build it on an M1 Mac, I had to install Miniforge.",
                 "To reproduce on my M1 Mac: run the script.",
                 "To build on my M1 MacBook Pro I used Miniforge.",
                 "I tried to build it on an M1 Mac and it failed.",
                 "To my surprise, it crashed on my M1 Mac."):
        assert "apple-silicon" in raised(text), text
    assert "intel-mac" in raised("To compile it on my Intel Mac I installed libomp.")
