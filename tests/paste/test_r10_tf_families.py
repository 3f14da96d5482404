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

from macml_doctor.diagnose import engine
from macml_doctor.diagnose.symptoms import merge_symptoms
from macml_doctor.paste import import_tracebacks, inputs
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


# Linux named by its distribution: https://github.com/Shawn-Shan/fawkes/issues/7 ;
# https://github.com/13o-bbr-bbq/machine_learning_security/issues/13
def test_a_linux_distribution_named_as_the_machine_is_not_a_mac() -> None:
    for text in ("OS: Artix Linux x86_64\nShell: zsh and bash (tried on both)\n```\n./protection -d ~/Pictures/hawkes/\nzsh: illegal hardware instruction  ./protection -d ~/Pictures/hawkes\n```\n",
                 "[1]    4567 illegal hardware instruction  python DeepExploit.py -t 192.168.1.254 -m train\n\nIt is a Kali-rolling machine running on VMWare ESXI 6.5\n"):
        found = ids(text)
        assert "not-a-mac" in found
        assert not {"apple-silicon", "intel-mac", "python-x86-on-arm"} & found


def test_a_list_of_distributions_tested_on_names_no_machine() -> None:
    # dev 1256 (an Intel Mac's report quoting a tool's notes: 'Tested on Debian 11 (Bullseye), Fedora 34+ and openSUSE
    # Leap 15.4 or newer.'): a distribution in a list is no machine
    values, _ = read("Works with Fedora 34+ and openSUSE Leap 15.4 or newer.\n")
    assert values.get("host.os") != "Linux"


# https://github.com/apple/tensorflow_macos/issues/133
def test_a_macos_release_named_alone_before_intel_is_an_intel_mac() -> None:
    text = "Run identical code on Big Sur (Intel) in Python 3.8.5 from zsh (base) with TF 2.3.1\nNote that TFLiteConverter runs as expected\n"
    found = ids(text)
    assert "intel-mac" in found and "apple-silicon" not in found


# https://github.com/tensorflow/tensorflow/issues/44751 (the feature request, then a commenter's MacBook Air M1)
TF_44751 = """TensorFlow support for Apple Silicon (M1 Chips)

**Who will benefit with this feature?**
This will benefit everybody who buys an apple silicon mac right now, and in the future. This is a big change, and no one would buy intel macs after a few years.

sumeshthakr · comment · 2020-11-19
I  am getting following error when I am importing tensor flow on MacBook Air m1
zsh: illegal hardware instruction  python
"""


def test_what_people_in_general_would_buy_names_no_machine() -> None:
    found = ids(TF_44751)
    assert "apple-silicon" in found and "intel-mac" not in found


def test_importing_tensor_flow_in_prose_names_the_module_that_crashed() -> None:
    values, _ = read(TF_44751)
    symptoms = values["report.symptoms"]
    assert [s.get("module") for s in symptoms if s["id"] == "sigill"] == ["tensorflow"]


# https://github.com/tensorflow/tensorflow/issues/45631 (the feature-request template: one environment field)
TF_45631 = """Is there any support anywhere for Tensorflow on Apple Silicon?

**System information**
- TensorFlow version (you are using): 2.3
- Are you willing to contribute it (Yes/No): Not sure what this means?

**Who will benefit with this feature?**
People who own machines running Apple Silicon.

**Any Other info.**
Currently trying to import TF and Keras and I keep getting an error stating that it's an illegal hardware instruction.
"""


def test_the_feature_request_templates_tensorflow_version_is_read() -> None:
    values, _ = read(TF_45631)
    assert values.get("tensorflow.version") == "2.3"
    found = ids(TF_45631)
    assert {"apple-silicon", "import-crashed", "tf-x86-build", "python-x86-on-arm"} <= found


def test_a_guessed_range_is_no_installed_tensorflow() -> None:
    # https://github.com/tensorflow/tensorflow/issues/44751's template: "2.1+ (I don't know specifics)"
    text = "**System information**\n- TensorFlow version: 2.1+ (I don't know specifics)\n- Are you willing to contribute it (Yes/No): No, not enough repository knowledge.\n"
    values, _ = read(text)
    assert "tensorflow.version" not in values


# https://github.com/apple/tensorflow_macos/issues/69
def test_tensorflow_installed_and_imported_under_arch_x86_64_is_an_x86_64_build() -> None:
    text = ("With the old update, I was able to install tf using the `arch -x86_64` prefix and then I was able to use that environment. "
            "With the new update, when I follow the same setup steps, I'm not able to import tf, the kernel crashes, in command line when I try to import tf I get: "
            "`zsh: illegal hardware instruction  arch -x86_64 python` and python crashes.\n")
    found = ids(text)
    assert {"apple-silicon", "python-x86-on-arm", "import-crashed", "tf-x86-build"} <= found


# https://github.com/apple/tensorflow_macos/issues/146 (a commenter's python.org 3.8.6, the Intel-only installer)
TFMACOS_146 = """Cant start tensorflow on M1

(tensorflow_macos_venv) lastname@firstname-MacBook-Pro ~ % python
Python 3.8.6 (v3.8.6:db455296be, Sep 23 2020, 13:31:39)
[Clang 6.0 (clang-600.0.57)] on darwin
Type "help", "copyright", "credits" or "license" for more information.
Traceback (most recent call last):
  File "/Users/lastname/tensorflow_macos_venv/lib/python3.8/site-packages/tensorflow/python/pywrap_tensorflow.py", line 64, in <module>
    from tensorflow.python._pywrap_tensorflow_internal import *
ImportError: dlopen(/Users/lastname/tensorflow_macos_venv/lib/python3.8/site-packages/tensorflow/python/_pywrap_tensorflow_internal.so, 6): no suitable image found.  Did find:
\t/Users/lastname/tensorflow_macos_venv/lib/python3.8/site-packages/tensorflow/python/_pywrap_tensorflow_internal.so: mach-o, but wrong architecture
"""


def test_a_python_built_before_xcode_12_is_x86_64() -> None:
    values, _ = read(TFMACOS_146)
    assert values.get("python.machine") == "x86_64"
    found = ids(TFMACOS_146)
    assert {"apple-silicon", "python-x86-on-arm", "incompatible-arch-extension"} <= found


def test_a_tensorflow_the_x86_64_python_refuses_is_no_x86_64_build() -> None:
    assert "tf-x86-build" not in ids(TFMACOS_146)


def test_a_python_built_with_xcode_12_or_later_says_no_architecture() -> None:
    # python.org's universal2 3.8.10 (a README found with the code search)
    values, _ = read("Python 3.8.10 (v3.8.10:3d8993a744, May  3 2021, 09:09:08) \n[Clang 12.0.5 (clang-1205.0.22.9)] on darwin\n")
    assert "python.machine" not in values


# https://github.com/tensorflow/tensorflow/issues/11085
TF_11085 = """Tensorflow - Metal Support for Mac OS

Announced apart of WWDC21 you can now get metal support in TensorFlow 2.5 via a plugin provided by apple.

> @nicollis using it on Big Sur on Macmini M1 with 16GB RAM. Using the plugin with mnist I get 10 seconds per epoch which is extremly slow. With the standard CPU tensorflow compiled from source I get 1 second per epoch. So Apples plugin is 10 times slower using GPU (I've checked GPU is used 100%) than using CPU only on same machine.
"""


def test_the_gpu_said_fully_used_by_the_metal_plugin_is_tensorflows_gpu() -> None:
    assert {"apple-silicon", "tf-gpu-available"} <= ids(TF_11085)


def test_the_gpu_said_busy_under_apples_ml_compute_fork_lists_no_device() -> None:
    # tensorflow_macos's alpha (mlcompute) drives the GPU without listing a device (its maintainers, tensorflow_macos#112)
    text = TF_11085 + "\nfrom tensorflow.python.compiler.mlcompute import mlcompute\n"
    assert "tf-gpu-available" not in ids(text)


def test_a_sigill_on_linux_is_not_blamed_on_rosetta() -> None:
    # https://github.com/13o-bbr-bbq/machine_learning_security/issues/26 (Debian 9 and Kali, TensorFlow 1.8)
    text = ("Always getting illigal hardware instruction\n\nOn a debian 9 system as well as on a kali system I keep getting \n"
            "[1]    1728 illegal hardware instruction  python3 ./DeepExploit.py\n\nI did install -r requirements, it is using tenserflow 1.8\n")
    facts = inputs.parse_report(text, "test")
    found = {f.id: f.summary for f in merge_symptoms(engine.run_checks(facts), facts)}
    assert "cpu-without-avx" in found and "not-a-mac" in found
    assert "Rosetta" not in found["import-crashed"]


def test_a_sigill_on_apple_silicon_still_names_rosetta() -> None:
    facts = inputs.parse_report(TF_44751, "test")
    found = {f.id: f.summary for f in merge_symptoms(engine.run_checks(facts), facts)}
    assert "Rosetta" in found["import-crashed"]
