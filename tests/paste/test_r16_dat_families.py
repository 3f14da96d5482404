# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 2338-2357 (data engineering and dataframe libraries on Macs: pyarrow, PySpark,
DuckDB, vaex, numba) exposed, each read from real text.

macOS's own shells name a process's death by a signal their own way: its bash with the signal's number ('Segmentation
fault: 11', 'Abort trap: 6', 'Bus error: 10'), zsh with the command after two spaces ('zsh: segmentation fault  python
…', '[1]    9776 segmentation fault  python3' for a job, '[1]    8912 abort      ipython'). After an import they are the
import dying, as Linux bash's 'Segmentation fault (core dumped)' already was; so is one written as a comment under a
script's commands ('python test.py' / '# Segmentation fault'), as GitHub renders it. A statement run at a REPL's prompt
after the import ('In [3]: embeddings.index([…])') is where the crash came from, not the import.

faulthandler's 'Fatal Python error: Segmentation fault' whose crashing thread starts in importlib's loader frames died
in an import: the module whose body the frames reach (its package under site-packages), or, with the frames cut inside
the loader, the import made just before.

The JVM under PySpark names the Mac in its own words: Spark's 'OS info Mac OS X, 14.5, aarch64' (os.name, os.version,
os.arch, logged by SparkContext and each Executor) and a HotSpot crash header's 'bsd-aarch64': an arm64 JVM on macOS,
so Apple silicon. An x86_64 JVM is an Intel Mac or one under Rosetta, and '10.16' is an old JDK's compatibility
version, no macOS release.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/pytorch/pytorch/issues/87041 (description: macOS's bash)
TORCH_87041 = """Segmentation fault: 11 when running "import torch" on Mac OS X

Hi team, I'm getting segmentation fault when trying to import torch in my local machine:
```
Python 3.7.12 | packaged by conda-forge | (default, Oct 26 2021, 05:59:23)
[Clang 11.1.0 ] on darwin
Type "help", "copyright", "credits" or "license" for more information.
>>> import torch
Segmentation fault: 11
```
"""

# https://github.com/pytorch/pytorch/issues/50873 (description: zsh's job line)
TORCH_50873 = """Segmentation Fault when importing torch on macOS Big Sur

```
> python3
Python 3.8.7 (default, Dec 30 2020, 10:14:55)
[Clang 12.0.0 (clang-1200.0.32.28)] on darwin
Type "help", "copyright", "credits" or "license" for more information.
>>> import torch
[1]    9776 segmentation fault  python3
```
"""

# https://github.com/scipy/scipy/issues/13998 (description: zsh with the command)
SCIPY_13998 = """```
$ python -c 'import scipy.sparse.linalg.eigen.arpack._arpack'
zsh: segmentation fault  python -c 'import scipy.sparse.linalg.eigen.arpack._arpack'
```
"""

# https://github.com/matterport/Mask_RCNN/issues/1283 (a comment: zsh's abort in IPython)
MRCNN_1283 = """When I imported mrcnn.model in ipython, it interrupted immediately. And ideas?
```
In [1]: import mrcnn # no errors

In [2]: import mrcnn.model
[1]    8912 abort      ipython
```
"""

# https://github.com/duckdb/duckdb/issues/3443 (description: the death as a comment under the script)
DUCKDB_3443 = """```sh
docker run -it python:3.9 bash
pip install duckdb==0.3.3 google-cloud-storage
echo "import duckdb" > test.py
echo "from google.cloud import storage" >> test.py
python test.py
# Segmentation fault
```
"""

# https://github.com/neuml/txtai/issues/717 (description: the crash came from a call after the import)
TXTAI_717 = """# Segmetation fault on macOS Sonoma 14.4.1 (MacBook Pro Apple M3 chip)

Python 3.11.7 (main, Feb  4 2024, 13:15:25) [Clang 15.0.0 (clang-1500.1.0.2.5)]
Type 'copyright', 'credits' or 'license' for more information
IPython 8.22.2 -- An enhanced Interactive Python. Type '?' for help.

In [1]: import txtai

In [2]: embeddings = txtai.Embeddings()

In [3]: embeddings.index(["Correct", "Not what we hoped"])
zsh: segmentation fault  ipython
"""


# a Spark 3.5.0 run log kept in a Kotlin project's notes (stored code corpus)
SPARK_ARM = """Using Spark's default log4j profile: org/apache/spark/log4j2-defaults.properties
24/06/02 20:20:32 INFO SparkContext: Running Spark version 3.5.0
24/06/02 20:20:32 INFO SparkContext: OS info Mac OS X, 14.5, aarch64
24/06/02 20:20:32 INFO SparkContext: Java version 17.0.7
24/06/02 20:20:32 WARN NativeCodeLoader: Unable to load native-hadoop library for your platform... using builtin-java classes where applicable
"""

# a Spark 3.5.1 install guide's spark-submit log (stored code corpus)
SPARK_X86 = """24/07/26 11:29:27 INFO SparkContext: Running Spark version 3.5.1
24/07/26 11:29:27 INFO SparkContext: OS info Mac OS X, 14.5, x86_64
24/07/26 11:29:27 INFO SparkContext: Java version 18.0.2
"""

# a Spark 3.5.3 tutorial's log with Java 11 (stored code corpus): the JDK's compatibility version
SPARK_1016 = """24/10/26 09:55:08 INFO SparkContext: Running Spark version 3.5.3
24/10/26 09:55:08 INFO SparkContext: OS info Mac OS X, 10.16, x86_64
24/10/26 09:55:08 INFO SparkContext: Java version 11
"""

# a HotSpot fatal error report in a JVM write-up (stored code corpus)
HOTSPOT_ARM = """#
# A fatal error has been detected by the Java Runtime Environment:
#
#  SIGSEGV (0xb) at pc=0x000000010837af80, pid=70206, tid=5635
#
# JRE version: OpenJDK Runtime Environment Corretto-21.0.1.12.1 (21.0.1+12) (build 21.0.1+12-LTS)
# Java VM: OpenJDK 64-Bit Server VM Corretto-21.0.1.12.1 (21.0.1+12-LTS, mixed mode, sharing, tiered, compressed oops, compressed class ptrs, g1 gc, bsd-aarch64)
# Problematic frame:
# V  [libjvm.dylib+0xa32f80]  Unsafe_PutLong(JNIEnv_*, _jobject*, _jobject*, long, long)+0x130
"""


# https://github.com/apache/arrow/issues/37010 (description, as stored: the frames are cut inside the loader)
ARROW_37010 = """[Python] macOS Segfault on Import, Both arm64 and x86_64

```sh
$ PYTHONFAULTHANDLER=1 python3.10 -c 'import pyarrow'
Fatal Python error: Segmentation fault

Current thread 0x00007ff84d123700 (most recent call first):
  File "<frozen importlib._bootstrap>", line 241 in _call_with_frames_removed
  File "<frozen importlib._bootstrap_external>", line 1176 in create_module
  File "<frozen importlib._bootstrap>", line 571 in module_from_spec
  File "<frozen importlib._bootstrap>", line 674 in _load_unlocked
"""

# https://github.com/apache/arrow/issues/38626 (a comment: pyarrow's body reached, imported by pandas)
ARROW_38626 = """please, I am having problems, I have tried many time find a solution and failed miserably:

>Fatal Python error: Segmentation fault
Current thread 0x00000001053fee00 (most recent call first):
  File "<frozen importlib._bootstrap>", line 488 in _call_with_frames_removed
  File "<frozen importlib._bootstrap_external>", line 1289 in create_module
  File "<frozen importlib._bootstrap>", line 813 in module_from_spec
  File "<frozen importlib._bootstrap>", line 921 in _load_unlocked
  File "<frozen importlib._bootstrap>", line 1331 in _find_and_load_unlocked
  File "<frozen importlib._bootstrap>", line 1360 in _find_and_load
  File "/Users/pong/Library/Python/3.12/lib/python/site-packages/pyarrow/__init__.py", line 65 in <module>
  File "<frozen importlib._bootstrap>", line 488 in _call_with_frames_removed
  File "<frozen importlib._bootstrap_external>", line 995 in exec_module
  File "<frozen importlib._bootstrap>", line 935 in _load_unlocked
  File "<frozen importlib._bootstrap>", line 1331 in _find_and_load_unlocked
  File "<frozen importlib._bootstrap>", line 1360 in _find_and_load
  File "/Users/pong/Library/Python/3.12/lib/python/site-packages/pandas/compat/pyarrow.py", line 8 in <module>
"""

# https://github.com/numpy/numpy/issues/31733 (description: another thread's frames, in a test run; no import)
NUMPY_31733 = """  .......................................Fatal Python error: Segmentation fault

  Thread 0x0000000170d7b000 (most recent call first):
    File "/private/var/folders/dq/2t71w9pd3jx50vh3kp15_dt40000gn/T/cibw-run-qnqf97vd/cp314-macosx_arm64/venv-test-arm64/lib/python3.14/site-packages/execnet/gateway_base.py", line 534 in read
    File "/private/var/folders/dq/2t71w9pd3jx50vh3kp15_dt40000gn/T/cibw-run-qnqf97vd/cp314-macosx_arm64/venv-test-arm64/lib/python3.14/site-packages/execnet/gateway_base.py", line 567 in from_io
"""


def _died(text: str) -> list[dict[str, object]]:
    facts, _ = read(text)
    return [s for s in facts.get("report.symptoms", []) if s["id"] == "import-died"]


def test_macos_bash_names_a_signal_with_its_number_after_an_import() -> None:
    died = _died(TORCH_87041)
    assert [(d.get("module"), d.get("signal")) for d in died] == [("torch", "SIGSEGV")]
    assert "import-crashed" in ids(TORCH_87041)
    assert _died(">>> import torch\nAbort trap: 6\n")[0].get("signal") == "SIGABRT"
    assert _died(">>> import torch\nBus error: 10\n")[0].get("signal") == "SIGBUS"


def test_zsh_names_the_signal_then_the_command_after_two_spaces() -> None:
    assert [(d.get("module"), d.get("signal")) for d in _died(TORCH_50873)] == [("torch", "SIGSEGV")]
    assert [d.get("module") for d in _died(SCIPY_13998)] == ["scipy"]
    assert [(d.get("module"), d.get("signal")) for d in _died(MRCNN_1283)] == [("mrcnn", "SIGABRT")]


def test_a_death_written_as_a_comment_under_a_script_is_read_as_github_renders_it() -> None:
    # the import nearest the death is the one named (the crash needs both here)
    assert [d.get("module") for d in _died(DUCKDB_3443)] == ["google"]
    rendered = DUCKDB_3443.replace("# Segmentation fault", "Segmentation fault")
    assert [(d.get("module"), d.get("signal")) for d in _died(rendered)] == [("google", "SIGSEGV")]


def test_a_title_or_a_sentence_naming_the_signal_is_no_death_line() -> None:
    # a title that goes on after the signal, and zsh's words with no command after them
    assert _died(">>> import torch\n# Segmentation fault: 11 on M1 Mac\n") == []
    assert _died(">>> import torch\nzsh: segmentation fault\n") == []
    assert _died("import duckdb\nI get a segmentation fault: 11 sometimes when I query.\n") == []


def test_a_statement_run_at_the_prompt_after_the_import_is_where_it_died() -> None:
    assert _died(TXTAI_717) == []
    assert _died(">>> import torch\n>>> x = torch.ones(3, device='mps')\nSegmentation fault: 11\n") == []


def test_sparks_os_info_line_names_the_mac_and_an_arm64_jvm_apple_silicon() -> None:
    facts, _ = read(SPARK_ARM)
    assert (facts.get("host.os"), facts.get("host.arm64_capable"), facts.get("host.macos_version")) == ("Darwin", 1, "14.5")
    assert "apple-silicon" in ids(SPARK_ARM)
    # Spark 4's structured log carries the same words in its message
    assert "apple-silicon" in ids('{"level":"INFO","msg":"OS info Mac OS X, 13.5.2, aarch64","logger":"SparkContext"}\n')


def test_an_x86_64_jvm_names_the_mac_and_its_release_but_no_chip() -> None:
    facts, _ = read(SPARK_X86)
    assert (facts.get("host.os"), facts.get("host.macos_version")) == ("Darwin", "14.5")
    assert "host.arm64_capable" not in facts
    assert not {"apple-silicon", "intel-mac", "python-x86-on-arm"} & ids(SPARK_X86)
    facts, _ = read(SPARK_1016)
    assert facts.get("host.os") == "Darwin" and "host.macos_version" not in facts
    assert "macos-too-old-for-mps" not in ids(SPARK_1016)


def test_a_hotspot_crash_header_for_bsd_aarch64_is_an_arm64_jvm_on_a_mac() -> None:
    facts, _ = read(HOTSPOT_ARM)
    assert facts.get("host.arm64_capable") == 1
    assert "apple-silicon" in ids(HOTSPOT_ARM)
    assert "host.arm64_capable" not in read(HOTSPOT_ARM.replace("bsd-aarch64", "bsd-amd64"))[0]


def test_faulthandler_frames_in_the_loader_are_an_import_dying() -> None:
    assert [(d.get("module"), d.get("signal")) for d in _died(ARROW_38626)] == [("pyarrow", "SIGSEGV")]
    assert "import-crashed" in ids(ARROW_38626)
    # cut inside the loader: the import just before
    assert [(d.get("module"), d.get("signal")) for d in _died(ARROW_37010)] == [("pyarrow", "SIGSEGV")]


def test_faulthandler_frames_of_a_run_are_no_import() -> None:
    assert _died(NUMPY_31733) == []
    # the crashing thread ran a function, not a module's body, below the loader
    ran = ARROW_38626.replace("line 65 in <module>", "line 65 in _load")
    assert _died(ran) == []
