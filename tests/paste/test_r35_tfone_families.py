# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 5980-5991 (TensorFlow 1.x code and projects: tf.contrib, TF 1.13-1.15 pins,
tflearn, darkflow and MAML under TF 2, M1 Macs wanting TF 1) exposed, each read from real text.

- A module TensorFlow 2 removed ('tensorflow.contrib', 'tensorflow.examples.tutorials') that TF 1.x code imports is
  the program's failure, not TensorFlow's import: no import-failed, in a traceback, an exception line alone, a title
  or a sentence.
- A TensorFlow release named in a sentence that asks for it ('I need to get tensorflow 1.13.2') is wanted, not
  installed, as the torch reader already read it.
- The Python field named for Python 3 ('Python3 Version: 3.7.3') is the Python field.
- The Python named in a one-line list of the setup after a label ('environment:macos python3.7 tensorflow2.2.0').
- TensorFlow 1.x's HDFS probe ('HadoopFileSystem load error: libhdfs.so: cannot open shared object file') is a log
  line of a working import on Linux, no library that failed to load.
- An exception in Markdown's bold ('**ModuleNotFoundError: …**') is read as its rendered copy without the stars is.
- pip's 'from versions:' list is read up to its parenthesis on its line or the lines a wrap made, never through a
  blank line (a list the paste cut off).
"""

from __future__ import annotations

from pasted import fact, raised, read

# https://github.com/tensorflow/tensorflow/issues/39937 (dev 5984), the description
TF_39937 = """# No module named 'tensorflow.contrib'

Brandonli-13 · description · 2020-05-28
I'm using tensorflow with python3.8, but when I run the code, the output shows: `No module named 'tensorflow.contrib'`
Detailed:
`Traceback (most recent call last):
  File "/Users/brandonli/PycharmProjects/untitled/main.py", line 7, in <module>
    import tflearn
  File "/Library/Frameworks/Python.framework/Versions/3.8/lib/python3.8/site-packages/tflearn/__init__.py", line 4, in <module>
    from . import config
  File "/Library/Frameworks/Python.framework/Versions/3.8/lib/python3.8/site-packages/tflearn/config.py", line 5, in <module>
    from .variables import variable
  File "/Library/Frameworks/Python.framework/Versions/3.8/lib/python3.8/site-packages/tflearn/variables.py", line 7, in <module>
    from tensorflow.contrib.framework.python.ops import add_arg_scope as contrib_add_arg_scope
ModuleNotFoundError: No module named 'tensorflow.contrib'`
I'm running tensorflow 2.2.0
Running macOS Catalina
Python3.8"""

# https://github.com/tensorflow/tensorflow/issues/40236 (dev 5982), the description
TF_40236 = """# ModuleNotFoundError: No module named 'tensorflow.contrib'

ryankuang0618 · description · 2020-06-07
I want to train from tensorflow, but I always get error on this bug.
from tensorflow.contrib import data as tf_data
ModuleNotFoundError: No module named 'tensorflow.contrib'
I have try install lower version of tensorflow, but still didn't work.
environment:macos python3.7 tensorflow2.2.0"""

# https://github.com/SystemErrorWang/White-box-Cartoonization/issues/112 (dev 5986), the whole issue
WBC_112 = """# ModuleNotFoundError: No module named 'tensorflow.contrib'

dreamhacking · description · 2022-08-22
it gives me error
ModuleNotFoundError: No module named 'tensorflow.contrib'
 is it because of tenserflow version?"""

# https://github.com/tensorflow/tensorflow/issues/55519 (dev 5981), the description
TF_55519 = """# Tensorflow for M1 mac

akshatmanohar21 · description · 2022-04-06
I have a macbook air m1. I am trying to use tensorflow (for darkflow) in my mac. I need to get tensorflow 1.13.2 but brew and conda always installs the latest version. Now it gives me error ' tensorflow.contrib' not found as it was removed in 1.14. """

# https://github.com/tensorflow/tensorflow/issues/36269 (dev 5988), the error and the fields
TF_36269_ERROR = """This is the error.
2020-01-28 02:46:01.200715: E tensorflow/core/platform/hadoop/hadoop_file_system.cc:132] HadoopFileSystem load error: libhdfs.so: cannot open shared object file: No such file or directory
Traceback (most recent call last):
  File "train.py", line 48, in <module>
    from tensorflow.contrib import framework as contrib_framework
**ModuleNotFoundError: No module named 'tensorflow.contrib'**

It is from train.py in Tensorflow:"""

# https://github.com/tensorflow/tensorflow/issues/41830 (dev 5983), the problem
TF_41830 = """Today is my first time trying learn Tensorflow through LinkedIn Learning. I followed tutorials which uses Pycharm CE. It is through Pycharm where I installed Tensorflow. However, when it came to running the model, the response I got is that **ModuleNotFoundError: No module named 'tensorflow.contrib'**"""

TF_36269 = """Tensorflow Version: 1.14.0
Python3 Version: 3.7.3

I am currently coding in Raspberry Pi."""


# https://github.com/google-research/task_adaptation/issues/4 (dev 5991), the pip line as the store cuts it, then
# the maintainer's comment
TASK_ADAPTATION_4 = """Collecting tensorflow==1.15rc3 (from task-adaptation==0.1)
  Could not find a version that satisfies the requirement tensorflow==1.15rc3 (from task-adaptation==0.1) (from versions: 0.12.0rc0, 0.12.0rc1, 0.12.0, 0.12.1, 1.0.0, 1.0.1, 1.1.0rc0, 1.1.0rc1, 1.1.0rc2, 1.1.0, 1.2.0rc0, 1.2.0rc1, 1.2.0rc2, 1.2.0, 1.2.1, 1.3.0rc0, 1.3.0rc1, 1.3.0rc2, 1.3.0, 1.4.0rc0, 1.4.0rc1, 1.4.0, 1.4.1, 1.5.0rc0, 1.5.0rc

[...]

akolesnikoff · comment · 2019-11-05
Regarding the problem with installation of tensorflow 1.15, I suspect that you are using outdated version of pip. Could you make sure that pip version you are using is 19.3.1 and try again?

akolesnikoff · comment · 2020-08-17
Closing due inactivity.
(task_adaptation) david@david:~/Code/task_adaptation$"""


def _traceback(code: str, message: str) -> str:
    return f"""Traceback (most recent call last):
  File "train.py", line 3, in <module>
    {code}
ModuleNotFoundError: {message}"""


# ---------------------------------------------------------------- a module TF 2 removed is no failed import


def test_removed_tf1_module_is_no_failed_import_real() -> None:
    for text in (TF_39937, TF_40236, WBC_112):
        assert "import-failed" not in raised(text)
        assert fact(text, "tensorflow.import") is None
    assert {"intel-mac", "python-distribution"} <= raised(TF_39937)


def test_removed_tf1_module_variants() -> None:
    for text in (
        _traceback("import tensorflow.contrib.slim as slim", "No module named 'tensorflow.contrib'"),
        _traceback("from tensorflow.contrib import rnn", "No module named 'tensorflow.contrib'"),
        _traceback("from tensorflow.examples.tutorials.mnist import input_data", "No module named 'tensorflow.examples.tutorials'"),
        _traceback("from tensorflow.examples.tutorials.mnist import input_data", "No module named 'tensorflow.examples.tutorials.mnist'"),
        "# ModuleNotFoundError: No module named 'tensorflow.contrib'",
        "ImportError: No module named 'tensorflow.contrib.slim'",
        "# No module named tensorflow.contrib",
        "I get No module named 'tensorflow.contrib' when I run train.py.",
        "Running it says: No module named “tensorflow.contrib”",
    ):
        assert "import-failed" not in raised(text), text


def test_removed_tf1_module_near_misses_still_fail_the_import() -> None:
    for text in (
        _traceback("from tensorflow.python import pywrap_tensorflow", "No module named 'tensorflow.python'"),
        _traceback("import tensorflow.keras", "No module named 'tensorflow.keras'"),
        "# ModuleNotFoundError: No module named 'tensorflow.contribute'",
        "# ModuleNotFoundError: No module named 'tensorflow.examples.models'",
        "# No module named 'torch.contrib'",
    ):
        assert "import-failed" in raised(text), text
    # the framework missing altogether stays a missing framework
    assert fact("ModuleNotFoundError: No module named 'tensorflow'", "tensorflow.present") is False


# ---------------------------------------------------------------- a TF release asked for is not installed


def test_tf_release_asked_for_is_wanted_real() -> None:
    assert fact(TF_55519, "tensorflow.version") is None
    found = raised(TF_55519)
    assert "apple-silicon" in found and "tf-x86-build" not in found


def test_tf_release_asked_for_variants() -> None:
    for text in (
        "I need tensorflow 1.13.2 for darkflow.",
        "I need to get Tensorflow 1.15 on my M1.",
        "I am trying to install tensorflow 1.15.0 on my Mac.",
        "The repo requires tensorflow 1.14.",
        "I want to use TensorFlow 1.14 with it.",
        "I have an M1. Unable to install tensorflow 1.15.",
        "I need keras 2.2.4 for this project.",
    ):
        assert fact(text, "tensorflow.version") is None and fact(text, "keras.version") is None, text


def test_tf_release_installed_near_misses() -> None:
    for text, version in (
        ("I have tensorflow 2.6.0 installed.", "2.6.0"),
        ("I am running tensorflow 2.2.0", "2.2.0"),
        ("My code needs a GPU. I have tensorflow 2.5.0.", "2.5.0"),
        ("I need to get tensorflow 1.13.2. I have tensorflow 2.8.0 now.", "2.8.0"),
        ("It fails with tensorflow 2.4.1", "2.4.1"),
        ("I wrote a guide to install TensorFlow 2.4.0 on the M1.", "2.4.0"),
    ):
        assert fact(text, "tensorflow.version") == version, text


# ---------------------------------------------------------------- 'Python3 Version:' is the Python field


def test_python3_version_field_real() -> None:
    assert fact(TF_36269, "python.version") == "3.7.3"
    assert "python-too-old" in raised(TF_36269)


def test_python3_version_field_variants() -> None:
    for text, version in (
        ("Python 3 version: 3.8.10\n", "3.8.10"),
        ("- python3 version: 3.9\n", "3.9"),
        ("Python3: 3.6.9\n", "3.6.9"),
        ("**Python3 version**: 3.7\n", "3.7"),
        ("- Python version: 3.10\n", "3.10"),
    ):
        assert fact(text, "python.version") == version, text


def test_python3_version_field_near_misses() -> None:
    for text in ("Python33 version: 3.7\n", "Python3 version: 3.9+ recommended\n", "Python3 Version: 3.8 or later\n"):
        assert fact(text, "python.version") in (None, "3.9", "3.8"), text
    assert fact("Python3 version: 3.8 or later\n", "python.version") is None


# ---------------------------------------------------------------- the Python in a labelled one-line setup list


def test_env_label_python_real() -> None:
    assert fact(TF_40236, "python.version") == "3.7"
    assert "python-too-old" in raised(TF_40236)


def test_env_label_python_variants() -> None:
    for text, version in (
        ("environment: macos python3.7 tensorflow2.2.0", "3.7"),
        ("Environment: macOS 10.15, Python 3.8, TF 2.3", "3.8"),
        ("env: ubuntu python3.6", "3.6"),
        ("Setup: M1 Max / python3.10", "3.10"),
        ("Development environment: Mac, python3.9", "3.9"),
    ):
        assert fact(text, "python.version") == version, text


def test_env_label_python_near_misses() -> None:
    for text in (
        "env: python3.7 -m venv .venv",
        "environment: python 3.7-3.9",
        "the environment python3.7 is broken",
        "environment: macos linux windows arm64 python3.7",
    ):
        assert fact(text, "python.version") is None, text


# ---------------------------------------------------------------- TF 1.x's HDFS probe is no failed load


def test_hadoop_probe_is_linux_not_a_failed_load_real() -> None:
    found = raised(TF_36269_ERROR)
    assert "not-a-mac" in found and "import-failed" not in found
    assert fact(TF_36269_ERROR, "host.os") == "Linux"
    assert fact(TF_36269_ERROR.replace("**", ""), "host.os") == "Linux"
    assert "import-failed" not in raised(TF_36269_ERROR.replace("**", ""))


def test_hadoop_probe_near_misses() -> None:
    # another library's glibc message is still a library that did not load
    assert "import-failed" in raised("OSError: libcudnn.so.8: cannot open shared object file: No such file or directory")
    # a traceback cut inside an import of TensorFlow itself still fails its import
    cut = """Traceback (most recent call last):
  File "train.py", line 2, in <module>
    import tensorflow as tf
  File "/home/me/venv/lib/python3.7/site-packages/tensorflow/__init__.py", line 24, in <module>
    from tensorflow.python import pywrap_tensorflow"""
    assert "import-failed" in raised(cut)


def test_cut_traceback_importing_a_removed_module() -> None:
    cut = """Traceback (most recent call last):
  File "train.py", line 3, in <module>
    import tensorflow.contrib.slim as slim

I tried again and got the same."""
    assert "import-failed" not in raised(cut)


# ---------------------------------------------------------------- an exception in bold


def test_bold_exception_read_real() -> None:
    for text in (TF_41830, TF_41830.replace("**", "")):
        exceptions = fact(text, "report.exceptions")
        assert exceptions and exceptions[0]["type"] == "ModuleNotFoundError", text
        assert exceptions[0]["message"] == "No module named 'tensorflow.contrib'"


def test_bold_exception_variants_and_near_misses() -> None:
    for text in ("**ValueError: bad shape**", "It said **RuntimeError: boom** twice", "- **TypeError: x**"):
        assert fact(text, "report.exceptions"), text
    for text in ("**kwargs are passed on", "a **ValueError** in prose", "the *args"):
        assert not fact(text, "report.exceptions"), text


# ---------------------------------------------------------------- pip's version list ends on its lines


def test_cut_versions_list_not_read_through_a_blank_line_real() -> None:
    assert "pip-no-version" not in read(TASK_ADAPTATION_4)[1]


def test_versions_list_variants_and_near_misses() -> None:
    wrapped = """  Could not find a version that satisfies the requirement tensorflow==1.15rc3 (from versions: 0.12.0rc0, 0.12.0rc1,
1.13.1, 1.13.2, 1.14.0rc0, 1.14.0)
No matching distribution found for tensorflow==1.15rc3"""
    assert "pip-no-version" in read(wrapped)[1]
    assert "pip-no-version" in read(wrapped.replace(",\n1.13.1", ", 1.13.1"))[1]
    assert "pip-no-version" in read("ERROR: Could not find a version that satisfies the requirement tensorflow==1.15 (from versions: none)")[1]
    assert "pip-no-version" not in read(wrapped.replace(",\n1.13.1", ",\n\n1.13.1"))[1]
