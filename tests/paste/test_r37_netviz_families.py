# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 6180-6191 (visualising models and training on Macs: Keras plot_model with
pydot and Graphviz, torchviz, torchinfo, torchview, Graphviz installs from Homebrew and conda) exposed, each read from
real text.

- An exception is named like one by its class: not only …Error, …Exception, …Interrupt and …Exit, but the classes
  libraries name for what went wrong without that suffix (graphviz's ExecutableNotFound, pkg_resources'
  VersionConflict and DistributionNotFound, torch._dynamo's BackendCompilerFailed, requests' ReadTimeout,
  subprocess's TimeoutExpired) and any class of a library's exceptions module (torch._dynamo.exc.Unsupported,
  docker.errors.NotFound). A paste that shows only such an error is a report of an error the doctor does not know
  (error-unexplained), not "no report". Outside a traceback, only a dotted class is read, as for every exception.
- IPython's header names the class of the exception its traceback shows ('FileNotFoundError
  Traceback (most recent call last)'): where the paste is cut before the traceback's last line, the header still says
  which error it is, and the report names it; where the last line is shown, its message is the one kept.
"""

from __future__ import annotations

import pytest
from pasted import fact, raised

# https://github.com/szagoruyko/pytorchviz/pull/89 (dev 6188), the whole description
PYTORCHVIZ_89 = """# Better Error Handling If Graphviz Not Installed

jonasdieker · description · 2025-11-18
Currently, if Graphviz is not installed, `pytorchviz` only fails when trying to render the `Digraph`:
```
graphviz.backend.execute.ExecutableNotFound: failed to execute PosixPath('dot'), make sure the Graphviz executables are on your systems' PATH
```

Maybe it makes sense to check to fail early?

I added an explicit check for the `dot` executable. If `dot` is not found, it raises a `RuntimeError`.
"""


def _types(text: str) -> list[str]:
    return [e["type"] for e in fact(text, "report.exceptions") or []]


def test_pytorchviz_89_reads_as_an_unexplained_error() -> None:
    assert _types(PYTORCHVIZ_89)[0] == "graphviz.backend.execute.ExecutableNotFound"
    found = raised(PYTORCHVIZ_89)
    assert "error-unexplained" in found
    assert not found & {"apple-silicon", "intel-mac", "not-a-mac", "import-failed", "build-tool-missing"}


@pytest.mark.parametrize(("text", "error"), [
    # the real line, alone, in a fence, quoted, in backticks inside a sentence
    ("graphviz.backend.execute.ExecutableNotFound: failed to execute PosixPath('dot'), make sure the Graphviz executables are on your systems' PATH",
     "graphviz.backend.execute.ExecutableNotFound"),
    ("```\ngraphviz.backend.execute.ExecutableNotFound: failed to execute PosixPath('dot'), make sure the Graphviz executables are on your systems' PATH\n```",
     "graphviz.backend.execute.ExecutableNotFound"),
    ("> graphviz.backend.ExecutableNotFound: failed to execute ['dot', '-Tpdf', '-O', 'test-output/aoc.gv.pdf'], make sure the Graphviz executables are on your systems' PATH",
     "graphviz.backend.ExecutableNotFound"),
    ("When I render I get `graphviz.ExecutableNotFound: failed to execute WindowsPath('dot')` every time",
     "graphviz.ExecutableNotFound"),
    # wrapped after the class's colon
    ("graphviz.backend.execute.ExecutableNotFound:\nfailed to execute PosixPath('dot'), make sure the Graphviz executables are on your systems' PATH",
     "graphviz.backend.execute.ExecutableNotFound"),
    # other libraries' classes of the family
    ("pkg_resources.VersionConflict: (numpy 2.0.1 (/opt/homebrew/lib/python3.12/site-packages), Requirement.parse('numpy<2'))",
     "pkg_resources.VersionConflict"),
    ("pkg_resources.DistributionNotFound: The 'tqdm>=4.27' distribution was not found and is required by transformers",
     "pkg_resources.DistributionNotFound"),
    ("torch._dynamo.exc.BackendCompilerFailed: backend='inductor' raised:\nAssertionError: Device mps not supported",
     "torch._dynamo.exc.BackendCompilerFailed"),
    ("torch._dynamo.exc.Unsupported: call_function BuiltinVariable(setattr) [TensorVariable()] {}",
     "torch._dynamo.exc.Unsupported"),
    ("requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='huggingface.co', port=443): Read timed out. (read timeout=10)",
     "requests.exceptions.ReadTimeout"),
    ("subprocess.TimeoutExpired: Command '['dot', '-Tpng']' timed out after 30 seconds",
     "subprocess.TimeoutExpired"),
])
def test_a_library_exception_without_the_error_suffix_is_read(text: str, error: str) -> None:
    assert _types(text)[0] == error
    assert "error-unexplained" in raised(text)


@pytest.mark.parametrize("text", [
    # Lightning-AI/litgpt#1107 (dev 1152): a blank line between; MIC-DKFZ/nnUNet#2244 (dev 2130): none
    "torch._dynamo.exc.BackendCompilerFailed: backend='inductor' raised:\n\nAssertionError: Device mps not supported",
    "torch._dynamo.exc.BackendCompilerFailed: backend='inductor' raised:\nAssertionError: Device mps not supported\n",
])
def test_a_wrapper_names_the_error_it_raised(text: str) -> None:
    kept = fact(text, "report.exceptions")
    assert kept[0]["type"] == "torch._dynamo.exc.BackendCompilerFailed"
    assert kept[0]["message"] == "backend='inductor' raised: AssertionError: Device mps not supported"


@pytest.mark.parametrize(("text", "message"), [
    # a list, a post's header, a path after the colon: not an error the message announces
    ("RuntimeError: Could not load libtorchcodec. Likely causes:\n          1. FFmpeg is not properly installed in your environment.",
     "Could not load libtorchcodec. Likely causes:"),
    ("RuntimeError: Python type cannot be used as a value:\n\nlutzroeder · comment · 2020-12-03",
     "Python type cannot be used as a value:"),
])
def test_only_an_error_on_the_next_line_continues_a_message(text: str, message: str) -> None:
    assert fact(text, "report.exceptions")[0]["message"] == message


def test_in_a_traceback_the_class_may_stand_undotted() -> None:
    text = ('Traceback (most recent call last):\n  File "viz.py", line 12, in <module>\n    dot.render("model")\n'
            "ExecutableNotFound: failed to execute ['dot', '-Tpdf'], make sure the Graphviz executables are on your systems' PATH")
    assert _types(text) == ["ExecutableNotFound"]


@pytest.mark.parametrize("text", [
    # undotted and outside a traceback: anyone's word
    "`ExecutableNotFound: failed to execute ['dot', '-Tsvg'], make sure the Graphviz executables are on your systems' PATH`",
    "VersionConflict: numpy 2 against numpy<2, as usual",
    # the suffix alone, or not a class's
    "Failed: 3 tests, Passed: 10",
    "NotFound: the page you asked for",
    "Build Failed: see the log",
    "Connection Timeout: retry later",
    # a dotted name that is no exception class (pip debug's vendored flag, a file, a bundle)
    "pip._vendor.DEBUNDLED: False",
    "Info.plist: missing NSCameraUsageDescription",
    "my_errors.Helper: a helper class of my project",
    # an exceptions module named in prose, not raised
    "see requests.exceptions for the list of classes",
])
def test_no_exception_is_read_where_none_is_certain(text: str) -> None:
    assert fact(text, "report.exceptions") is None


# https://github.com/AppliedDataSciencePartners/DeepReinforcementLearning/issues/3 (dev 6184), cut inside subprocess
DRL_3 = """# Failed to import pydot. You must install pydot and graphviz for `pydotprint` to work.

jbarrigapartarrieu · description · 2018-01-27
Trying to run the second block in run.ipynb (start learning process) but I get the following error. I have Python 3.5 installed. Both pydot and graphviz are installed in the proper environment. This is the error I get. Thanks in advance for your help.

---------------------------------------------------------------------------
FileNotFoundError                         Traceback (most recent call last)
~/anaconda2/envs/py35/lib/python3.5/site-packages/pydot.py in create(self, prog, format)
   1877                 shell=False,
-> 1878                 stderr=subprocess.PIPE, stdout=subprocess.PIPE)
   1879         except OSError as e:
"""

# https://github.com/ijmbarr/causalgraphicalmodels/issues/9 (dev 6186), IPython's newer frames ('File ~/…:76, in …')
CGM_9 = """FileNotFoundError                         Traceback (most recent call last)
File ~/Library/Python/3.10/lib/python/site-packages/graphviz/backend/execute.py:76, in run_check(cmd, input_lines, encoding, quiet, **kwargs)
     75         kwargs['stdout'] = kwargs['stderr'] = subprocess.PIPE
---> 76     proc = _run_input_lines(cmd, input_lines, kwargs=kwargs)
"""


def test_drl_3_names_the_error_its_cut_traceback_shows() -> None:
    kept = fact(DRL_3, "report.exceptions")
    assert [(e["type"], e["message"]) for e in kept] == [("FileNotFoundError", "")]
    found = raised(DRL_3)
    assert {"error-unexplained", "python-too-old"} <= found
    assert not found & {"apple-silicon", "intel-mac", "import-failed"}


@pytest.mark.parametrize("text", [
    CGM_9,
    # quoted, as a reply quotes it
    "\n".join("> " + line for line in CGM_9.splitlines()),
    # indented in a list item, fewer spaces before 'Traceback'
    "  FileNotFoundError   Traceback (most recent call last)\n  <ipython-input-3-1d2c> in <module>\n  ----> 1 dot.render()",
])
def test_ipython_header_names_the_error(text: str) -> None:
    assert _types(text) == ["FileNotFoundError"]
    assert "error-unexplained" in raised(text)


def test_the_last_line_gives_the_message_where_it_is_shown() -> None:
    text = CGM_9 + "\nExecutableNotFound: failed to execute PosixPath('dot'), make sure the Graphviz executables are on your systems' PATH\n"
    kept = fact(text, "report.exceptions")
    assert [e["type"] for e in kept] == ["ExecutableNotFound", "FileNotFoundError"]
    assert kept[0]["message"].startswith("failed to execute PosixPath('dot')")
    shown = CGM_9 + "\nFileNotFoundError: [Errno 2] No such file or directory: PosixPath('dot')\n"
    assert [(e["type"], e["message"]) for e in fact(shown, "report.exceptions")] == [
        ("FileNotFoundError", "[Errno 2] No such file or directory: PosixPath('dot')")]


def test_the_header_comes_after_the_errors_shown_with_their_message() -> None:
    # jax-ml/jax#16287 (dev 4327): IPython names the class undotted, the last line dotted
    text = ("XlaRuntimeError                           Traceback (most recent call last)\nCell In[3], line 1\n"
            "jaxlib.xla_extension.XlaRuntimeError: UNKNOWN: <unknown>:0: error: failed to legalize operation 'mhlo.custom_call'")
    assert _types(text) == ["jaxlib.xla_extension.XlaRuntimeError"]
    # napari-sam#27 (dev 1986): a chained error's message shown, the header's own cut
    chained = ("EmitLoopError                             Traceback (most recent call last)\n"
               "TypeError: Cannot convert a MPS Tensor to float64 dtype as the MPS framework doesn't support float64.")
    assert _types(chained) == ["TypeError", "EmitLoopError"]


@pytest.mark.parametrize("text", [
    # one space only, or words between: a sentence, not IPython's header
    "FileNotFoundError Traceback (most recent call last) is what I get",
    "I get a FileNotFoundError    Traceback (most recent call last) every time",
    # a class not named like an exception
    "Graphviz                         Traceback (most recent call last)",
])
def test_no_header_is_read_where_none_is_shown(text: str) -> None:
    assert fact(text, "report.exceptions") is None
