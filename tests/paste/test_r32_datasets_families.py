# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 5680-5690 (dataset loading and streaming: Hugging Face datasets,
tensorflow-datasets, torchtext/torchdata) exposed, each read from real text.

- dyld's reason for a library that is no Mach-O file ('not a mach-o file'), told in a person's words as the error they
  get, or shown after the library's path with the dlopen call above it cut: a library of another OS refused, the
  import that loaded it failed.
- A TensorFlow companion library's own message on any ImportError of TensorFlow ('Failed to import TensorFlow. Please
  note that TensorFlow is not installed by default when you install TensorFlow Datasets.') is no person saying an
  installed TensorFlow fails to import: it says neither that TensorFlow is there nor that it broke.
"""

from __future__ import annotations

from pasted import raised, read

# https://github.com/tensorflow/datasets/issues/4852 (dev 5686), the title and the description's first lines
TFDS_4852 = r"""# "not a mach-o file" error when trying to import on M1 Mac

imadahmad97 · description · 2023-04-06
/!\ PLEASE INCLUDE THE FULL STACKTRACE AND CODE SNIPPET

**Short description**
I have set up a tensorflow-ready environment on my mac, but when I try to import tensorflow-datasets, I get the following output:"""

# https://github.com/google/array_record/issues/44 (linked from tensorflow/datasets#4814, dev 5688): dyld's tries, the
# dlopen call on a line of its own above them
ARRAY_RECORD_44 = r"""Hi, I am having trouble using this package on Apple Silicon (M2) due to the shared library file `array_record_module.so`.
ImportError: dlopen(
/Users/rp.eloff/.pyenv/versions/test-array-record-py39/lib/python3.9/site-packages/array_record/python/array_record_module.so, 0x0002): tried: '/Users/rp.eloff/.pyenv/versions/test-array-record-py39/lib/python3.9/site-packages/array_record/python/array_record_module.so' (not a mach-o file)"""

# https://github.com/tensorflow/datasets/issues/2872 (dev 5684), the description as stored
TFDS_2872 = r"""# tfds is not running on Apple Silicon M1

mabidou · description · 2020-12-16
I managed to install without any issue & here is what I get on listing it

```
(tfenv) mgd@MGD-m1 ~ % conda list tensorflow
# packages in environment at /Users/mgd/opt/anaconda3/envs/tfenv:
#
# Name                    Version                   Build  Channel
tensorflow-datasets       4.1.0                    pypi_0    pypi
tensorflow-metadata       0.26.0                   pypi_0    pypi
(tfenv) mgd@MGD-m1 ~ %
```

On running it even from terminal, I got the following error

```
(tfenv) mgd@MGD-m1 ~ % python
Python 3.8.5 (default, Sep  4 2020, 02:22:02)
[Clang 10.0.0 ] :: Anaconda, Inc. on darwin
Type "help", "copyright", "credits" or "license" for more information.
>>> import tensorflow_datasets as tfds


Failed to import TensorFlow. Please note that TensorFlow is not installed by default when you install TensorFlow Datasets. This is so that users can decide whether to install the GPU-enabled TensorFlow package. To use TensorFlow Datasets, please install the most recent version of TensorFlow, by following instructions at https://tensorflow.org/install.


Traceback (most recent call last):
  File "<stdin>", line 1, in <module>
  File "/Users/mgd/opt/anaconda3/envs/tfenv/lib/python3.8/site-packages/tensorflow_datasets/__init__.py", line 51, in <module>
    from tensorflow_datasets import __init__py3 as api"""


def _not_mach_o(text: str) -> bool:
    return "library-not-mach-o" in read(text)[1] and "import-failed" in raised(text)


def test_not_mach_o_error_in_a_title() -> None:
    assert _not_mach_o(TFDS_4852)
    assert "apple-silicon" in raised(TFDS_4852)


def test_not_mach_o_error_variants() -> None:
    for text in [
        "I get a 'not a mach-o file' error when importing tensorflow_datasets on my M1.",
        "Getting \u201cnot a mach-o file\u201d errors on import of array_record, MacBook Air M2",
        "import fails with a not a mach-o file error on my Mac",
        "# `not a mach-o file` exception when loading the dataset",
        "The import raises a \"Not a Mach-O file\" error on macOS 13.",
    ]:
        assert _not_mach_o(text), text


def test_not_mach_o_reason_after_the_path_alone() -> None:
    assert _not_mach_o(ARRAY_RECORD_44)
    for text in [
        "MacBook Pro M2\n  '/Users/rp/.pyenv/versions/x/lib/python3.9/site-packages/array_record/python/array_record_module.so' (not a mach-o file)",
        "tried: '/opt/homebrew/lib/python3.11/site-packages/foo/libfoo.dylib' (not a mach-o file), '/System/Volumes/Preboot/Cryptexes/OS/opt/homebrew/lib/python3.11/site-packages/foo/libfoo.dylib' (no such file)",
        "/Users/a/venv/lib/python3.10/site-packages/bitsandbytes/libbitsandbytes_cpu.so (not a mach-o file)",
    ]:
        assert _not_mach_o(text), text


def test_not_mach_o_near_misses() -> None:
    for text in [
        "error: install_name_tool: input file: build/libfoo.dylib is not a Mach-O file",
        "Is libfoo.so not a mach-o file? MacBook Pro M1",
        "The file is not a mach-o file but an ELF one, built on Linux.",
        "lipo: input file (build/libfoo.a) must be a fat file when the -extract option is specified (not a mach-o file)",
    ]:
        assert "library-not-mach-o" not in read(text)[1], text


def test_tfds_tensorflow_note_is_no_failed_tensorflow_import() -> None:
    found = raised(TFDS_2872)
    assert "tf-x86-build" not in found
    assert "import-failed" not in found
    assert {"apple-silicon", "python-x86-on-arm"} <= found


def test_companion_note_variants() -> None:
    for text in [
        "MacBook Air M1\n>>> import tensorflow_datasets as tfds\n\n\nFailed to import TensorFlow. Please note that TensorFlow is not installed by\ndefault when you install TensorFlow Datasets. This is so that users can decide",
        "MacBook Air M1. Failed to import TensorFlow. Please note that TensorFlow is not installed by default when you install TensorFlow Probability.",
        "MacBook Air M1\n> Failed to import TensorFlow.  Please note that TensorFlow is not installed by default when you install TF-Agents.",
    ]:
        found = raised(text)
        assert "import-failed" not in found and "tf-x86-build" not in found, text


def test_companion_note_near_misses() -> None:
    for text in [
        "MacBook Air M1. I failed to import tensorflow after pip install tensorflow-macos.",
        "MacBook Air M1. Failed to import TensorFlow. Please help, it crashes.",
        "# Unable to import tensorflow on my M1\nPlease note that TensorFlow is installed in the env.",
    ]:
        assert "import-failed" in raised(text), text
