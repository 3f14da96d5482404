# ruff: noqa: E501  (real pasted lines are kept whole)
"""Families the never-seen batch 1850-1869 (TensorFlow, tfjs-node, tensorflow-io and tensorflow-addons on Macs,
taken as found) exposed, each read from real text.

A framework's failed import in an interpreter older than any current release supports (a Homebrew Python 3.6) was
given 'reinstall tensorflow' as its remedy: pip finds no wheel for that Python, so the remedy is the new environment
python-too-old already proposes (fixes/create-native-env, chosen by the evidence python_below_floor).

The machine: a title's chip run on into its message ('macOs M2 -ERROR: …'), 'M1 Chip' capitalised as a template's
answer, 'macOS 13 ARM' (not 'missing Mac ARM wheels'), a Python framework path under /Library/Frameworks (macOS only),
a container 'in docker' on a 2019 Intel MacBook Pro. A SIGILL of node loading tfjs-node is node's, not a Python's
under Rosetta, and a maintainer's guess ('you may be running in rosetta') is no Rosetta Python. A failed import read
where TensorFlow 1.x re-raises with a traceback as its message ('ImportError: Traceback (most recent call last):'),
or where only the dlopen error of the framework's own module is pasted (a CPython traceback cut before its exception
still says nothing of the import: tests/paste/test_framework_batch_families.py); a symbol the OS lacks ('Expected in: /usr/lib/libSystem.B.dylib') is no Metal-plugin mismatch; TensorFlow's
dso_loader warning ('Could not load dynamic library 'libcudart.so.11.0'; dlerror: …') is no failed load.
"""

from __future__ import annotations

from macml_doctor.diagnose import engine
from macml_doctor.diagnose.symptoms import merge_symptoms
from macml_doctor.facts import Facts
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


def _facts(text: str) -> Facts:
    return inputs.parse_report(text, "test")


def _ids(text: str) -> set[str]:
    facts = _facts(text)
    return {f.id for f in merge_symptoms(engine.run_checks(facts), facts)}


def _import_error(text: str, framework: str = "tensorflow") -> str | None:
    fact = _facts(text).get(f"{framework}.import")
    return fact.error if fact is not None else None


# https://github.com/bmaltais/kohya_ss/issues/563 (dev 1850)
KOHYA_563 = """macOs M2 -ERROR: No matching distribution found for tensorflow-macos==2.12.0

Could not find a version that satisfies the requirement tensorflow-macos==2.12.0 (from versions: none)
ERROR: No matching distribution found for tensorflow-macos==2.12.0
"""


def test_a_titles_chip_run_on_into_its_message_is_the_machine() -> None:
    assert "apple-silicon" in _ids(KOHYA_563)
    for other in ("macOs M2 - M3 comparison of tensorflow-macos==2.12.0 wheels\n", "macOs M2 -m pip install tensorflow-macos\n"):
        assert _facts(KOHYA_563.replace(KOHYA_563.splitlines()[0] + "\n", other)).value("host.cpu_brand") is None, other


# https://github.com/tensorflow/addons/issues/2507 (dev 1859)
ADDONS_2507 = """No matching distribution found for tensorflow-addons

**System information**
- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): M1 Chip
- TensorFlow version and how it was installed (source or binary): tensorflow-macos       version 2.5.0
- Python version: 3.9.4
"""


def test_a_capitalised_chip_answer_is_the_machine() -> None:
    assert "apple-silicon" in _ids(ADDONS_2507)


# https://github.com/tensorflow/tensorflow/issues/61401 (dev 1855)
TF_61401 = """`tensorflow-cpu` 2.13.0 missing Mac ARM wheels

### OS platform and distribution

macOS 13 ARM

### Python version

3.10
"""


def test_an_arm_mac_named_with_its_macos_is_apple_silicon() -> None:
    assert "apple-silicon" in _ids(TF_61401)
    title_only = TF_61401.replace("macOS 13 ARM", "Sonoma")
    assert _facts(title_only).value("host.arm64_capable") is None
    assert _facts("Please publish macOS ARM wheels for tensorflow-cpu 2.13.0\n\npip install tensorflow-cpu==2.13.0\nERROR: No matching distribution found for tensorflow-cpu==2.13.0\n").value("host.arm64_capable") is None


# https://github.com/tensorflow/tfjs/issues/6381 (dev 1852)
TFJS_6381 = """tfjs-node "Illegal instruction: 4" error on macOS Monterey (M1)

**System information**
- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): macOS 12.1 (Monterey), 2020 MacBook Air M1
- TensorFlow.js installed from (npm or script link): npm
- TensorFlow.js version: "@tensorflow/tfjs": "^3.16.0", "@tensorflow/tfjs-node": "^3.16.0"

**Describe the problem**
In an empty project, installing and requiring @tensorflow/tfjs-node results in an "Illegal instruction: 4" error thrown.

- create an `index.js` file and add `const tf = require('@tensorflow/tfjs-node')` at the top of the file
- `node index.js` in project root
- observe error "Illegal instruction: 4" thrown
"""


def test_a_sigill_of_node_loading_tfjs_node_is_no_rosetta_python() -> None:
    ids = _ids(TFJS_6381)
    assert "apple-silicon" in ids and "python-x86-on-arm" not in ids
    # the same crash in a Python report is still read as its Python's
    python = TFJS_6381.replace("`node index.js` in project root", "`python -c 'import tensorflow'` in project root")
    assert "python-x86-on-arm" in _ids(python)


# https://github.com/tensorflow/tfjs/issues/4514 (dev 1851)
TFJS_4514 = """Unsupported system error when installing on M1 / Apple Silicon

ozenhaluk · comment · 2022-04-06
But the main reason i am posting is to ask for any idea or even it would be possible to use the instance of Tensorflow on Conda Env. with Metal Plugin (which i already succeded to run GPU based phyton runs) .

mehimanshupatil · comment · 2022-04-06
for Monterey, tfjs-node is installed, but while running code gives error
`zsh: illegal hardware instruction  node ./index.js`

mattsoulanille · comment · 2023-09-14
`Error: Unsupported platform: darwin_x86_32` - This seems like you may be running in rosetta since it says x86. I'm not entirely sure what could be causing this

sgonzalez-pluto · comment · 2023-09-14
Hi @mattsoulanille I was running the terminal without rosetta. I'm using Node 20.5.1.
"""


def test_nodes_crash_and_a_guessed_rosetta_name_no_rosetta_python() -> None:
    facts = _facts(TFJS_4514)
    assert facts.value("python.translated") is None and facts.value("python.machine") is None
    assert "python-x86-on-arm" not in _ids(TFJS_4514)
    said = TFJS_4514.replace("you may be running in rosetta", "you are running in rosetta")
    assert _facts(said).value("python.translated") == 1


# https://github.com/tensorflow/tensorflow/issues/19339 (dev 1862)
TF_19339 = """Failed to load the native TensorFlow runtime.

CPU: 3.1 GHz Intel Core i7
GPU: Intel Iris Graphics 6100 1536 MB
Python Version: 2.7

Traceback (most recent call last):
  File "classify_image.py", line 46, in <module>
    import tensorflow as tf
  File "/Library/Frameworks/Python.framework/Versions/2.7/lib/python2.7/site-packages/tensorflow/__init__.py", line 24, in <module>
    from tensorflow.python import *
  File "/Library/Frameworks/Python.framework/Versions/2.7/lib/python2.7/site-packages/tensorflow/python/pywrap_tensorflow.py", line 52, in <module>
    raise ImportError(msg)
ImportError: Traceback (most recent call last):
  File "/Library/Frameworks/Python.framework/Versions/2.7/lib/python2.7/site-packages/tensorflow/python/pywrap_tensorflow.py", line 41, in <module>
    from tensorflow.python.pywrap_tensorflow_internal import *
"""


def test_tf1s_reraised_traceback_is_a_failed_import_on_a_python_framework_mac() -> None:
    ids = _ids(TF_19339)
    assert {"intel-mac", "import-failed"} <= ids
    assert (_import_error(TF_19339) or "").startswith("ImportError: Traceback")


# https://github.com/tensorflow/tensorflow/issues/3034 (dev 1867)
TF_3034 = """Tensorflow import error on OS X 10.8.5

I have installed tensorflow using acadonda virtual envoronment. When I import it is giving following error.

```
ImportError: dlopen(/Users/SummerREU/anaconda/lib/python2.7/site-packages/tensorflow/python/_pywrap_tensorflow.so, 2): Symbol not found: ___sincos_stret
  Referenced from: /Users/SummerREU/anaconda/lib/python2.7/site-packages/tensorflow/python/_pywrap_tensorflow.so
  Expected in: /usr/lib/libSystem.B.dylib
 in /Users/SummerREU/anaconda/lib/python2.7/site-packages/tensorflow/python/_pywrap_tensorflow.so
```
"""


def test_a_frameworks_own_dlopen_error_alone_is_a_failed_import_and_an_os_symbol_no_plugin_mismatch() -> None:
    ids = _ids(TF_3034)
    assert {"intel-mac", "import-failed"} <= ids
    assert "tf-metal-version-mismatch" not in ids
    plugin = TF_3034.replace("tensorflow/python/_pywrap_tensorflow.so, 2): Symbol not found: ___sincos_stret",
                             "tensorflow-plugins/libmetal_plugin.dylib, 6): Symbol not found: _TF_AssignUpdateVariable")
    assert _facts(plugin).get("tensorflow.import") is None  # the plugin's path is no module of tensorflow's package


# https://github.com/intel/intel-extension-for-tensorflow/issues/21 (dev 1866)
ITEX_21 = """import tensorflow error

I tried to use this project in docker, but when I imported TensorFlow, I got the errors below.
Is this mean my device is not supported by this project?
My device : MacBook Pro 2019, Intel Core i5 + Intel Iris Plus Graphics 645 .

import tensorflow as tf

2023-01-16 05:11:46.761791: W tensorflow/compiler/xla/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: No such file or directory
2023-01-16 05:11:46.761822: I tensorflow/compiler/xla/stream_executor/cuda/cudart_stub.cc:29] Ignore above cudart dlerror if you do not have a GPU set up on your machine.
"""


def test_tfs_dso_loader_warning_is_no_failed_load_and_the_container_host_is_an_intel_mac() -> None:
    ids = _ids(ITEX_21)
    assert "import-failed" not in ids and "intel-mac" in ids
    assert "library-not-loaded" not in str(_facts(ITEX_21).value("report.symptoms"))
    # glibc's own message, outside that warning, is still a library not loaded
    raw = ITEX_21.replace("Could not load dynamic library 'libcudart.so.11.0'; dlerror: ", "OSError: ")
    assert "library-not-loaded" in str(_facts(raw).value("report.symptoms"))


def test_an_os_run_in_docker_is_no_container_python() -> None:
    # rlan/notebooks#106 (dev 1776): a maintainer's aside
    assert _facts("Running OSX in docker seems extra work [1]. It's better to install natively.\nimport torch\n").value("host.os") != "Linux"
