# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 5260-5271 (packaging and deploying ML code built on a Mac: AWS Lambda layers and
zips, serverless bundles, Docker images built on an M1) exposed, each read from real text.

- A Mac named by its OS with an ARM chip ('I am using MAC OS with ARM processor', 'my Mac has an ARM CPU') is an
  Apple-silicon Mac, as 'a Mac with an ARM chip' already was; a build, a download or support for it is not.
- The Python version written with the interpreter's name ('python version is python3.7') is the writer's Python, as
  'my python version is 3.7' already was; a required or minimum one is not.
- numpy's advice when its C extensions fail to import names the Python that imported it ('Check that you expected to
  use Python3.7 from "/var/lang/bin/python3.7"', '* The Python version is: Python3.9 from "…"', '(you're using …)').
- AWS Lambda's runtime paths (/var/lang/bin/python3.x, a compiled module under /var/task) are a Linux machine's.
- The Python an install tool put on the writer's machine ('then `brew install python` to install python 3.7.3', 'I used
  pyenv to install Python 3.10.4') is their Python; advice or a wish to do so is not.
"""

from __future__ import annotations

from pasted import fact, ids, read

# https://github.com/numpy/numpy/issues/27222 (dev 5260), the sentence that names the Mac
NUMPY_27222 = "That happened because I am using MAC OS with ARM processor and the Lambda Funcion runs Linux OS and X86 processor (you can configure the Lambda to runs on ARM too)"

# https://github.com/numpy/numpy/issues/13465 (dev 5264), the template's answers
NUMPY_13465 = """- how you installed Python
deleted python3 on my mac and then `brew install python` to install python 3.7.3
- how you installed numpy
Since I am installing to run on AWS Lambda, `pip install numpy --target .`
- your operating system
macOS Sierra 10.12.6
- whether or not you have multiple versions of Python installed
the native python 2.7.10 is still installed on my mac"""

# https://github.com/numpy/numpy/issues/16719 (dev 5263), the description up to the store's cut
NUMPY_16719 = r"""# Original error was: No module named 'numpy.core._multiarray_umath'

### problem description

I was trying to learn lambda function of AWS,  I packaged library and source code to a deployment package and upload thme, so I can invoke it  .however ,when it comes to the matmul function ,it didn't work, I had try third version of numpy, none of them works,  python version is python3.7, numpy version is 1.16,1.18,1.19. the lambda code is very esay,[matmul function](https://github.com/kmu-bigdata/serverless-faas-workbench/blob/master/aws/cpu-memory/matmul/lambda_function.py)
and this is the log cotent
```
[ERROR] Runtime.ImportModuleError: Unable to import module 'lambda_function':

IMPORTANT: PLEASE READ THIS FOR ADVICE ON HOW TO SOLVE THIS ISSUE!

Importing the numpy c-extensions failed.
- Try uninstalling and reinstalling numpy.
- If you have already done that, then:
  1. Check that you expected to use Python3.7 from "/var/lang/bin/python3.7",
"""


def test_mac_os_with_an_arm_processor_is_apple_silicon() -> None:
    assert fact(NUMPY_27222, "host.arm64_capable") == 1
    assert "apple-silicon" in ids(NUMPY_27222)
    assert "intel-mac" not in ids(NUMPY_27222)


def test_mac_named_by_its_os_or_verb_with_an_arm_chip_family() -> None:
    for text in ("I am on macOS with an ARM chip.", "I run Mac OS X with an ARM processor.", "my Mac has an ARM CPU",
                 "macOS on an ARM chip, same error", "I'm using a MacOS with arm64 architecture"):
        assert read(text)[0].get("host.arm64_capable") == 1, text
        assert "apple-silicon" in ids(text), text


def test_arm_macos_builds_wishes_and_negations_stay_unread() -> None:
    for text in ("wheels for macOS ARM processors", "Is there a build for Mac OS with ARM processor?",
                 "I am not on a Mac with an ARM chip", "macOS with ARM processor support is planned"):
        assert read(text)[0].get("host.arm64_capable") is None, text
        assert "apple-silicon" not in ids(text), text


def test_python_version_written_with_the_interpreters_name() -> None:
    for text, version in (("python version is python3.7, numpy version is 1.16,1.18,1.19.", "3.7"),
                          ("My Python version is Python 3.9.6", "3.9.6"), ("my python version is Python3.11", "3.11")):
        assert fact(text, "python.version") == version, text


def test_python_version_required_with_the_interpreters_name_stays_unread() -> None:
    for text in ("the required python version is python3.9", "the minimum Python version is Python 3.10"):
        assert fact(text, "python.version") is None, text


def test_numpy_import_advice_on_a_lambda_is_linux_python_37() -> None:
    facts, _ = read(NUMPY_16719)
    assert facts.get("python.version") == "3.7"
    assert facts.get("host.os") == "Linux"
    found = ids(NUMPY_16719)
    assert {"not-a-mac", "python-too-old"} <= found
    assert "apple-silicon" not in found and "intel-mac" not in found and "numpy-abi-mismatch" not in found


def test_numpy_import_advice_names_the_python_in_each_release_wording() -> None:
    for text, version in (('  1. Check that you expected to use Python3.7 from "/var/lang/bin/python3.7",', "3.7"),
                          ('  * The Python version is: Python3.9 from "/var/lang/bin/python3.9"', "3.9"),
                          ("  1. Check that you are using the Python you expect (you're using /var/lang/bin/python3.7),", "3.7"),
                          ('* The Python version is: Python3.11 from "/Users/me/venv/bin/python"', "3.11")):
        assert fact(text, "python.version") == version, text


def test_numpy_advice_on_a_mac_path_stays_a_mac() -> None:
    text = '* The Python version is: Python3.11 from "/Users/me/venv/bin/python"'
    assert fact(text, "host.os") == "Darwin"
    assert "not-a-mac" not in ids(text)


def test_aws_lambda_runtime_paths_are_linux() -> None:
    for text in ('* The Python version is: Python3.8 from "/var/lang/bin/python3.8"',
                 "ImportError: /var/task/PIL/_imaging.so: invalid ELF header",
                 'File "/var/lang/lib/python3.12/importlib/__init__.py", line 90, in import_module'):
        assert fact(text, "host.os") == "Linux", text
        assert "not-a-mac" in ids(text), text


def test_var_paths_that_are_not_the_lambda_runtime_stay_unread() -> None:
    for text in ("/var/task is where the zip is unpacked", "cp -r build/ /var/tasks/backup/",
                 "/var/language/bin/python3 is not a path", "my.var/lang/bin/python3"):
        assert fact(text, "host.os") is None, text


def test_python_an_install_tool_put_on_the_mac() -> None:
    facts, _ = read(NUMPY_13465)
    assert facts.get("python.version") == "3.7.3"
    found = ids(NUMPY_13465)
    assert {"intel-mac", "python-too-old"} <= found
    assert "apple-silicon" not in found and "not-a-mac" not in found


def test_python_installed_with_a_tool_family() -> None:
    for text, version in (("I used pyenv to install Python 3.10.4", "3.10.4"), ("I used Homebrew to install python 3.9", "3.9"),
                          ("we ran brew install python@3.9 to get python 3.9.18", "3.9.18"),
                          ("I used the official installer to install Python 3.11.2.", "3.11.2")):
        assert fact(text, "python.version") == version, text


def test_python_install_advice_wishes_and_lists_stay_unread() -> None:
    for text in ("Run `brew install python` to install python 3.12", "you can use pyenv to install Python 3.10",
                 "I want to use pyenv to install Python 3.11", "Use pyenv to install Python 3.10",
                 "I used pyenv to install Python 3.10 and 3.11"):
        assert fact(text, "python.version") is None, text
