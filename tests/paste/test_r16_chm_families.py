# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 2434-2448 (chemistry, materials and physics ML on Macs: DeepChem, openmm-ml,
chemprop, PySCF, SchNetPack, molecule-generation) exposed, each read from real text.

A system named as where the thing worked ('This worked for me on Ubuntu albeit it failed on Mac', 'Works out of the
box on Linux.') is not the failing machine: 'worked for me on', a subjectless 'Works out of the box on' and 'albeit'
as a contrast join the forms the sentence reader already took ('it works fine on', 'but').
"""

from __future__ import annotations

from pasted import ids

# https://github.com/deepchem/deepchem/issues/1469 (a comment; the reporter's errors are screenshots)
DEEPCHEM_1469 = """deepchem tutorials errors

RodrigoZepeda · comment · 2019-04-22
I had a similar issue with the installation. This worked for me on Ubuntu albeit it failed on Mac:
```
#Create an environment
conda create -n deepchemenv
```
"""

# https://github.com/deepchem/deepchem/issues/1575 (the reporter's comment and the maintainer's reply)
DEEPCHEM_1575 = """alexbw · comment · 2019-04-17
Works out of the box on Linux.

peastman · comment · 2019-04-17
Can you try with DeepChem 2.2 instead of 2.1?

If that doesn't work, can you run `conda list` and see what version of RDKit is installed?  Some versions of it have had issues with crashing on Macs.
"""


def test_a_system_where_it_worked_for_me_is_not_the_failing_machine() -> None:
    found = ids(DEEPCHEM_1469)
    assert "not-a-mac" not in found
    # the same words about the machine itself still name it
    assert "not-a-mac" in ids("I am running on Ubuntu 22.04 and the import fails.\n")
    assert "not-a-mac" in ids("It fails for me on Ubuntu with the same error.\n")


def test_works_out_of_the_box_on_linux_is_elsewhere() -> None:
    found = ids(DEEPCHEM_1575)
    assert "not-a-mac" not in found
    assert "report-undecided" in found
    # with the reporter's macOS release the Mac is told
    found = ids("OSX 10.14.3\n\nFresh anaconda install, Python 3.7\n\n" + DEEPCHEM_1575)
    assert "intel-mac" in found and "not-a-mac" not in found
