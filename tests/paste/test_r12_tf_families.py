# ruff: noqa: E501  (real pasted lines are kept whole)
"""Families the never-seen batch 1850-1869 (TensorFlow, tfjs-node, tensorflow-io and tensorflow-addons on Macs,
taken as found) exposed, each read from real text.

A framework's failed import in an interpreter older than any current release supports (a Homebrew Python 3.6) was
given 'reinstall tensorflow' as its remedy: pip finds no wheel for that Python, so the remedy is the new environment
python-too-old already proposes (fixes/create-native-env, chosen by the evidence python_below_floor).
"""

from __future__ import annotations

from macml_doctor.paste import inputs
from macml_doctor.pipeline import diagnose

# https://github.com/TomHeaven/tensorflow-osx-build/issues/6 (dev 1861)
TFOSX_6 = """Library not loaded: /usr/local/lib/libgomp.1.dylib

I got following error when importing tensorflow :
`
>>> import tensorflow as tf
Traceback (most recent call last):
  File "/Users/abc/Sites/tfgpu/lib/python3.6/site-packages/tensorflow/python/pywrap_tensorflow.py", line 58, in <module>
    from tensorflow.python.pywrap_tensorflow_internal import *
  File "/Users/abc/Sites/tfgpu/lib/python3.6/site-packages/tensorflow/python/pywrap_tensorflow_internal.py", line 24, in swig_import_helper
    _mod = imp.load_module('_pywrap_tensorflow_internal', fp, pathname, description)
  File "/usr/local/Cellar/python/3.6.5_1/Frameworks/Python.framework/Versions/3.6/lib/python3.6/imp.py", line 243, in load_module
    return load_dynamic(name, filename, file)
ImportError: dlopen(/Users/abc/Sites/tfgpu/lib/python3.6/site-packages/tensorflow/python/_pywrap_tensorflow_internal.so, 6): Library not loaded: /usr/local/lib/libgomp.1.dylib
  Referenced from: /Users/abc/Sites/tfgpu/lib/python3.6/site-packages/tensorflow/python/_pywrap_tensorflow_internal.so
"""


def _fix_of(text: str, finding: str) -> str | None:
    report = diagnose(inputs.parse_report(text, "test"))
    remedies = [f.remedy.fix_id if f.remedy else None for f in report.findings if f.id == finding]
    assert remedies, finding
    return remedies[0]


def test_a_failed_import_in_a_python_below_every_release_is_fixed_by_a_new_environment() -> None:
    assert _fix_of(TFOSX_6, "import-failed") == "create-native-env"
    assert _fix_of(TFOSX_6, "python-too-old") == "create-native-env"


def test_a_failed_import_in_a_supported_python_is_still_reinstalled() -> None:
    text = TFOSX_6.replace("python3.6", "python3.11").replace("3.6.5_1", "3.11.4").replace("Versions/3.6", "Versions/3.11")
    assert _fix_of(text, "import-failed") == "reinstall-native-packages"
