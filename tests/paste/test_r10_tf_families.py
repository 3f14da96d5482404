# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 1605-1626 (TensorFlow, Keras and Apple's tensorflow_macos on macOS:
tensorflow-metal, M1/M2 install failures, 'illegal hardware instruction', the issue templates' System information)
exposed, each read from real text.

dyld's macOS 12+ message names each path it tried before its reason, so with a long site-packages path the reason
stands past 300 characters of the ImportError line; cut before its '(have …, need …)' it still names a library of the
wrong architecture. A hard wrap that leaves 'ImportError:' alone on its line moves dyld's message to the lines after
it, unindented: they are still the message.
"""

from __future__ import annotations

import textwrap

from pasted import ids, read

from macml_doctor.paste import import_tracebacks
from macml_doctor.paste.clues import split_lines

# https://github.com/tensorflow/tensorflow/issues/55450 (the stored issue ends mid-message)
TF_55450 = """Python Import error for tensorflow, tflearn and nltk libraries!

```
Traceback (most recent call last):
  File "/Library/Frameworks/Python.framework/Versions/3.10/lib/python3.10/site-packages/tensorflow/python/__init__.py", line 61, in <module>
    from tensorflow.python import pywrap_tensorflow
  File "/Library/Frameworks/Python.framework/Versions/3.10/lib/python3.10/site-packages/tensorflow/python/pywrap_tensorflow.py", line 28, in <module>
    _pywrap_tensorflow = swig_import_helper()
  File "/Library/Frameworks/Python.framework/Versions/3.10/lib/python3.10/site-packages/tensorflow/python/pywrap_tensorflow.py", line 24, in swig_import_helper
    _mod = imp.load_module('_pywrap_tensorflow', fp, pathname, description)
  File "/Library/Frameworks/Python.framework/Versions/3.10/lib/python3.10/imp.py", line 243, in load_module
    return load_dynamic(name, filename, file)
  File "/Library/Frameworks/Python.framework/Versions/3.10/lib/python3.10/imp.py", line 343, in load_dynamic
    return _load(spec)
ImportError: dlopen(/Library/Frameworks/Python.framework/Versions/3.10/lib/python3.10/site-packages/tensorflow/python/_pywrap_tensorflow.so, 0x000A): tried: '/Library/Frameworks/Python.framework/Versions/3.10/lib/python3.10/site-packages/tensorflow/python/_pywrap_tensorflow.so' (mach-o file, but is an incompatible architecture
"""


def test_dyld_cut_before_its_architectures_is_still_a_module_of_the_wrong_architecture() -> None:
    found = ids(TF_55450)
    assert "incompatible-arch-extension" in found
    assert "import-failed" not in found


def test_dyld_cut_before_its_architectures_says_no_direction() -> None:
    values, _ = read(TF_55450)
    assert "python.machine" not in values and "host.arm64_capable" not in values
    assert values.get("host.os") == "Darwin"


def test_the_reason_of_a_long_dyld_message_is_read_past_300_characters() -> None:
    # the same line whole, as dyld writes it on macOS 12+ (the pair from the copy in mattdesl/canvas-sketch#151)
    text = TF_55450.rstrip("\n") + " (have 'x86_64', need 'arm64e'))\n"
    found = ids(text)
    assert {"incompatible-arch-extension", "apple-silicon"} <= found
    assert "import-failed" not in found


# https://github.com/apple/tensorflow_macos/issues/212
TFMACOS_212 = """Failed to load the native TensorFlow runtime on Mac M1

This is the complete stacktrace:

Traceback (most recent call last):
  File "/Users/stefanozimmitti/tensorflow_macos_venv/lib/python3.8/site-packages/tensorflow/python/pywrap_tensorflow.py", line 64, in <module>
    from tensorflow.python._pywrap_tensorflow_internal import *
ImportError: dlopen(/Users/stefanozimmitti/tensorflow_macos_venv/lib/python3.8/site-packages/tensorflow/python/_pywrap_tensorflow_internal.so, 6): no suitable image found.  Did find:
\t/Users/stefanozimmitti/tensorflow_macos_venv/lib/python3.8/site-packages/tensorflow/python/_pywrap_tensorflow_internal.so: mach-o, but wrong architecture
\t/Users/stefanozimmitti/tensorflow_macos_venv/lib/python3.8/site-packages/tensorflow/python/_pywrap_tensorflow_internal.so: mach-o, but wrong architecture

During handling of the above exception, another exception occurred:
"""


def _wrapped(text: str, width: int) -> str:
    return "\n".join(line if len(line) <= width else textwrap.fill(line, width, break_long_words=False,
                                                                     break_on_hyphens=False)
                     for line in text.split("\n"))


def test_a_hard_wrapped_dyld_message_is_still_the_import_error() -> None:
    for width in (80, 100):
        found = ids(_wrapped(TFMACOS_212, width))
        assert "incompatible-arch-extension" in found
        assert "import-failed" not in found, width


def test_the_next_part_of_a_traceback_is_no_wrapped_message() -> None:
    # a short exception line, then the chained traceback's header at the margin: not part of the message
    text = ("Traceback (most recent call last):\n"
            '  File "/Users/a/venv/lib/python3.8/site-packages/tensorflow/__init__.py", line 41, in <module>\n'
            "ImportError: cannot import name 'x'\n"
            "During handling of the above exception, another exception occurred: mach-o, but wrong architecture\n")
    errors = [c.value.error for c in import_tracebacks.parse(split_lines(text)).clues]
    assert errors == ["ImportError: cannot import name 'x'"]
