# ruff: noqa: E501, W291, W293  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4220-4230 (tensorflow-metal and tensorflow-macos questions on Apple's forums and
other Q&A pages) exposed, each read from real text.

- TensorFlow's issue template answering its OS field with a phone's or tablet's OS ('iOS 15.5', 'iPadOS', 'Android
  12'): TFLite on that device, not a Mac. The Mobile device field alone is not read (it is answered 'iPhone' on a Mac).
- A macOS release named in quotes after a word that makes it a bound ('Issues from "Big Sur" to "Monterey"'): the
  quoted first release is where the person came from, as it is unquoted.
- TensorFlow's own log lines are dated: a TensorFlow that logged before the 2.16 line (the last with x86_64 macOS
  wheels) was tagged is of an older line, so on an Intel Mac the gap after 2.16 is not what the report is about.
- A person's resolution that a Python did not work with a framework and an older one did: that Python was too new.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/tensorflow/tensorflow/issues/56287 (dev 4228)
TF_56287 = r"""# Leak when using Metal delegate

w3sip · description · 2022-05-27
<details><summary>Click to expand!</summary> 
 
 ### Issue Type

Bug

### Source

source

### Tensorflow Version

2.7.3

### Custom Code

Yes

### OS Platform and Distribution

iOS 15.5

### Mobile device

iPad

### Current Behaviour?

```shell
Whenever we enable Metal delegate, a fast memory leak is observed. Using just CoreML delegate, and the same exact app/code, the memory use is steady.
```"""

# https://github.com/tensorflow/tensorflow/issues/92062 (dev 4222): 'Mobile device: iPhone' on a Mac
TF_92062 = r"""# The pip instructions to download and install tensorflow for macOS don't work

sjlearmonth · description · 2025-04-23
### TensorFlow version

The latest stable version as described on the webpage

### OS platform and distribution

macOS Srquioa 15.4.1

### Mobile device

iPhone

### Python version

3.11.9

### Standalone code to reproduce the issue

```shell
M4-MacBook-Pro:~$ python3 -m pip install tensorflow
ERROR: Could not find a version that satisfies the requirement tensorflow (from versions: none)
ERROR: No matching distribution found for tensorflow
```"""

# https://github.com/tlkh/tf-metal-experiments/issues/16 (dev 4223)
TFMETAL_16 = r"""# Issues from "Big Sur" to "Monterey"

leoeduardo69 · description · 2022-02-20
Hi all,

I just update my M1 to OS Monterey, and my tensorflow was spoiled (problems with memory allocation and malloc)

Then I reintall tensorflow metal and then it only train on GPU."""

# https://developer.apple.com/forums/thread/723610 (dev 4220)
FORUM_723610 = r"""HERE IS A FULL DUMP OF THE SESSION:
2023-01-21 17:12:37.085285: I tensorflow/core/platform/cpu_feature_guard.cc:193] This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) to use the following CPU instructions in performance-critical operations:  SSE4.1 SSE4.2 AVX AVX2 FMA
To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.
>>> from tensorflow.keras.optimizers.legacy import Adam
>>> cifar = tf.keras.datasets.cifar100
Metal device set to: AMD Radeon RX Vega 64
systemMemory: 32.00 GB
maxCacheSize: 3.99 GB"""

# https://github.com/rstudio/tensorflow/issues/532 (dev 4224)
RSTUDIO_532 = r"""# Installation Issue on M1 mac when using conda env

[turn 0 by njtierney, continued]
```
> tensorflow::install_tensorflow(envname = "greta-env")
Installing: tensorflow-deps
+ '/Users/nick/Library/r-miniconda-arm64/bin/conda' 'create' '--yes' '--name' 'greta-env' 'python' '--quiet' '-c' 'apple' '-c' 'conda-forge'
    python-3.10.4              |h14b404e_0_cpython        12.4 MB  conda-forge
  bzip2              conda-forge/osx-arm64::bzip2-1.0.8-h3422bc3_4

njtierney · comment · 2022-05-13
Ah! 

OK I have solved this issue.

It turns out that I was using Python version 3.10 in the "greta-env" conda environment that I was setting up, and this didn't play well at all with tensorflow. Once I changed the conda environment to use 3.8, then all was well."""


def _os_field(value: str) -> str:
    return TF_56287.replace("iOS 15.5", value)


def _no_wheels_yet(text: str) -> list[str]:
    return [s.get("minor") for s in read(text)[0].get("report.symptoms", []) if s.get("id") == "python-no-wheels-yet"]


# --- TensorFlow's OS field answered with a phone's or tablet's OS -------------------------------------------------


def test_tf_template_os_field_ios_is_not_a_mac():
    facts, _ = read(TF_56287)
    assert facts.get("host.os") == "iOS"
    assert "not-a-mac" in ids(TF_56287)
    assert "apple-silicon" not in ids(TF_56287)


def test_tf_template_os_field_other_mobile_spellings():
    assert read(_os_field("iPadOS 16.1"))[0].get("host.os") == "iOS"
    assert read(_os_field("Android 12"))[0].get("host.os") == "Android"
    assert read(_os_field("android"))[0].get("host.os") == "Android"
    assert "not-a-mac" in ids(_os_field("Android 12"))
    # the old template, the value after the field's colon
    old = ("**System information**\n- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): Android 11\n"
           "- TensorFlow installed from (source or binary): binary\n- TensorFlow version (use command below): 2.4.1\n")
    assert read(old)[0].get("host.os") == "Android"


def test_tf_template_os_field_desktop_os_or_simulator_wins():
    # the machine building for the phone is the desktop the field names first
    assert read(_os_field("macOS 13.1, building for iOS 16"))[0].get("host.os") == "Darwin"
    assert read(_os_field("Ubuntu 20.04 (app for Android 11)"))[0].get("host.os") == "Linux"
    assert read(_os_field("Windows 11 / Android"))[0].get("host.os") == "Windows"
    # iOS's simulator runs on the Mac: not read as a phone
    assert read(_os_field("iOS Simulator 17.0"))[0].get("host.os") is None
    # the old template's hint names iOS and Android inside the field's name (dev 1977): the answer is the Mac
    hint = ("- OS Platform and Distribution (e.g. Linux Ubuntu 16.04, Android 11, iOS 14.4): Mac Os M1\n"
            "- Python version: 3.7.13\n")
    assert read(hint)[0].get("host.os") == "Darwin"


def test_tf_template_mobile_device_field_alone_is_not_read():
    facts, _ = read(TF_92062)
    assert facts.get("host.os") == "Darwin"
    assert "not-a-mac" not in ids(TF_92062)
    assert "apple-silicon" in ids(TF_92062)


# --- a quoted macOS release after a bound word --------------------------------------------------------------------


def test_quoted_release_after_from_is_where_the_person_came_from():
    assert read(TFMETAL_16)[0].get("host.macos_release") == "12"
    title_only = '# Issues from "Big Sur" to "Monterey"\n\nsomething broke on my M1'
    assert read(title_only)[0].get("host.macos_release") == "12"


def test_quoted_release_variants():
    assert read("After upgrading from 'Catalina' to 'Big Sur' my MacBook Pro fails")[0].get("host.macos_release") == "11"
    assert read("It broke when I went from \u201cVentura\u201d to \u201cSonoma\u201d on my M2")[0].get("host.macos_release") == "14"
    # a floor in quotes, the bound word before or after it
    assert read('requires "Monterey" or later; I have an M1 on Big Sur')[0].get("host.macos_release") == "11"
    assert read('macOS "Ventura" or newer is required. I have an M2 on Monterey')[0].get("host.macos_release") == "12"


def test_quoted_release_with_no_bound_word_is_the_machines():
    assert read('I run "Monterey" on my M1')[0].get("host.macos_release") == "12"
    assert read("my M1 on Big Sur worked fine")[0].get("host.macos_release") == "11"
    assert read("my M2 runs Ventura or later")[0].get("host.macos_release") is None  # a bound, unquoted, as before


# --- a TensorFlow log line's date -----------------------------------------------------------------------------------


def test_tf_log_dated_before_the_last_x86_line_is_an_older_line():
    facts, _ = read(FORUM_723610)
    assert facts.get("tensorflow.older_than") == "2.16"
    found = ids(FORUM_723610)
    assert "intel-mac" in found and "tf-gpu-available" in found
    assert "tf-no-x86-mac-wheels" not in found


def test_tf_log_dated_after_the_last_x86_line_keeps_the_gap():
    later = FORUM_723610.replace("2023-01-21", "2024-08-02")
    assert read(later)[0].get("tensorflow.older_than") is None
    assert "tf-no-x86-mac-wheels" in ids(later)
    # the day before the 2.16 line's first tag still predates it
    assert read(FORUM_723610.replace("2023-01-21", "2024-02-25"))[0].get("tensorflow.older_than") == "2.16"


def test_jaxlib_log_of_tensorflow_sources_is_not_tensorflows():
    jax = ("2021-11-03 10:00:00.123456: W external/org_tensorflow/tensorflow/compiler/xla/service/platform_util.cc:210] hi\n"
           "Metal device set to: AMD Radeon Pro 5500M\n")
    assert read(jax)[0].get("tensorflow.older_than") is None


# --- a Python that did not work with a framework, an older one that did -------------------------------------------


def test_python_too_new_from_the_persons_resolution():
    assert _no_wheels_yet(RSTUDIO_532) == ["3.10"]
    found = ids(RSTUDIO_532)
    assert "python-too-new" in found
    assert "apple-silicon" in found


def test_python_too_new_resolution_variants():
    torch = "I was using python 3.12 and it does not work with torch. I downgraded to python 3.11 and it works now."
    assert _no_wheels_yet(torch) == ["3.12"]
    assert "python-too-new" in ids(torch)
    mlx = "Python 3.13 won't work with mlx at all; I went back to 3.12."
    assert _no_wheels_yet(mlx) == ["3.13"]


def test_python_resolution_near_misses():
    # a move up says the first Python was too old, not too new
    assert _no_wheels_yet("My python 3.8 did not work with tensorflow, so I switched to 3.10 and it works.") == []
    # the same minor again
    assert _no_wheels_yet("python 3.10 didn't work with tensorflow. I changed to 3.10.4 and still nothing.") == []
    # a question, not a report
    assert _no_wheels_yet("Does python 3.12 not work with torch? I switched to 3.11 to try.") == []
    # another version between the Python and the verdict: 'works but 3.12 does not' is not about 3.11
    both = "Python 3.11 works but python 3.12 does not work with tensorflow; I switched to 3.11."
    assert _no_wheels_yet(both) == ["3.12"]
    assert "python-too-new" not in ids(both)  # the Python in use is 3.11, which the verdict is not about
