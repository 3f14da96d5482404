# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 5340-5351 (Python embedded in other applications on Macs: QGIS, Anki, Houdini,
Orange, their bundled Pythons and the packages pip-installed into them) exposed, each read from real text.

- A Windows-only distribution of an application's Python named as what the writer installed with, used or runs in
  ('I used OSGEO4W to install … QGIS', 'installed QGIS via OSGeo4W', 'in the WinPython command prompt') puts the
  paste on Windows; an uninstall, a question or advice to the reader about it says nothing of the writer's OS.
"""

from __future__ import annotations

import pytest
from pasted import fact, ids

# https://github.com/semiautomaticgit/SemiAutomaticClassificationPlugin/issues/345 (dev 5345)
SCP_345 = r"""# Failed installation

lelekieu · description · 2024-03-14
I've received this message when trying to install the plug in.

> RuntimeError: module compiled against API version 0x10 but this version of numpy is 0xf . Check the section C-API incompatibility at the Troubleshooting ImportError section at https://numpy.org/devdocs/user/troubleshooting-importerror.html#c-api-incompatibility for indications on how to solve this problem.

I used OSGEO4W to install the release candidate version (3.36), the LTR version (3.34) of QGIS, and the additional packages as guided in the documentation, i.e., Remotior Sensus, scikit-learn and PyTorch. The plug in was failed to install on both QGIS versions.

Anyone know the possible solutions for that? Thank you!

semiautomaticgit · comment · 2024-03-16
Hello @lelekieu , it is not a plugin issue. It is something related to numpy compiled version.
Generally, you should uninstall OSGEO4W and then reinstall it."""


def test_osgeo4w_install_names_windows() -> None:
    assert fact(SCP_345, "host.os") == "Windows"
    found = ids(SCP_345)
    assert "not-a-mac" in found
    assert not {"apple-silicon", "intel-mac", "numpy-abi-mismatch"} & found


@pytest.mark.parametrize(
    "text",
    [
        "I used OSGeo4W to install QGIS 3.34 and the plugin fails with No module named 'torch'.",
        "I installed QGIS 3.28 via OSGeo4W and then pip installed scikit-learn.",
        "QGIS was installed with the OSGeo4W network installer; the plugin can't import numpy.",
        "I ran pip install torch in the OSGeo4W Shell and it still says No module named 'torch'.",
        "Installed QGIS LTR through osgeo4w64, then scikit-learn from pip.",
        "I'm running the plugin from WinPython 3.10 and it fails to import torch.",
        "I used\nOSGEO4W to install the LTR version (3.34) of QGIS.",
        "> i used osgeo4w to install qgis and scikit-learn",
    ],
)
def test_windows_only_distribution_variants(text: str) -> None:
    assert fact(text, "host.os") == "Windows"


@pytest.mark.parametrize(
    "text",
    [
        "Generally, you should uninstall OSGEO4W and then reinstall it.",
        "You should install OSGeo4W instead of the standalone installer.",
        "Is there an OSGeo4W for macOS? I only find the dmg.",
        "If you are using OSGeo4W, open its shell first.",
        "OSGeo4W is only for Windows, so on my Mac I installed QGIS from the dmg.",
        "The OSGeo4W instructions in the docs do not apply here.",
    ],
)
def test_windows_only_distribution_near_misses(text: str) -> None:
    assert fact(text, "host.os") != "Windows"
