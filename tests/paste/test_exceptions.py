# ruff: noqa: E501  (real pasted lines are kept whole)
"""A traceback is a clue: a paste whose only content is an error the doctor does not know is a report of that error
(finding error-unexplained, with its line), not 'no environment report recognised'; so is a line of Python that
imports a module. Each text is quoted from the public thread cited."""

from __future__ import annotations

import json

import pytest
from pasted import fact, finding, raised

from macml_doctor import check
from macml_doctor.errors import InputError
from macml_doctor.facts import invalid_value
from macml_doctor.paste import inputs

# chnsh/DCRNN_PyTorch#6: the whole issue (torch's CUDA out-of-memory error, known since round 41: cuda-out-of-memory)
DCRNN = """When I run `python dcrnn_train_pytorch.py --config_filename=data/model/dcrnn_la.yaml` I get the error
`RuntimeError:CUDA out of memory. Tried to allocate 20.00 MiB (GPU 0; 5.80 GiB total capacity; 4.36 GiB already allocated; 6.69 MiB free; 4.63 GiB reserved in total by PyTorch)`"""
# datalab-to/marker#847: a traceback with no path the doctor reads a machine from (frames shortened to the project's)
MARKER = """Traceback (most recent call last):
  File "marker_gui_enhanced.py", line 175, in convert_document
    rendered = converter(file_path)
  File "surya/table_rec/__init__.py", line 131, in batch_table_recognition
    torch.stack(batch_input_ids)
RuntimeError: stack expects a non-empty TensorList"""
# DCRNN#6's sentence around marker#847's error, in inline code as the issue wrote its own
INLINE = """When I run `python dcrnn_train_pytorch.py --config_filename=data/model/dcrnn_la.yaml` I get the error
`RuntimeError: stack expects a non-empty TensorList`"""
# aditya-grover/node2vec#116: the title, all the stored thread holds
NODE2VEC = "ModuleNotFoundError: No module named 'node2vec', even after 'pip install node2vec'"


@pytest.mark.parametrize(("text", "error"), [
    (MARKER, "RuntimeError: stack expects a non-empty TensorList"),
    (NODE2VEC, "ModuleNotFoundError: No module named 'node2vec', even after 'pip install node2vec'"),
    # as pasted: quoted, in a fence, after a REPL prompt's output, a Markdown heading (the title)
    ("\n".join("> " + line for line in MARKER.splitlines()), "RuntimeError: stack expects a non-empty TensorList"),
    ("```\n" + MARKER + "\n```", "RuntimeError: stack expects a non-empty TensorList"),
    ("# " + NODE2VEC, "ModuleNotFoundError: No module named 'node2vec', even after 'pip install node2vec'"),
    # in inline code, as the issue wrote it
    (INLINE, "RuntimeError: stack expects a non-empty TensorList"),
    # a dotted class alone, as torch raises it (dev 3343)
    ("torch._inductor.exc.InductorError: KeyError: torch.float64", "torch._inductor.exc.InductorError: KeyError: torch.float64"),
    # a class of the project's own inside a traceback
    (MARKER.replace("RuntimeError", "TableRecognitionError"), "TableRecognitionError: stack expects a non-empty TensorList"),
])
def test_an_error_the_doctor_does_not_know_is_read_and_named(text: str, error: str) -> None:
    found = finding(text, "error-unexplained")
    assert found is not None
    shown = found.evidence["error"]  # a long message is cut, with an ellipsis
    assert shown == error or (shown.endswith("…") and error.startswith(shown[:-1]) and len(shown) >= 150)
    assert found.evidence["report line"].startswith("report line ")
    assert found.severity.value == "info"


def test_the_first_error_is_named_and_every_one_is_kept() -> None:
    text = MARKER + "\n\nDuring handling of the above exception, another exception occurred:\n\n" + MARKER.replace(
        "RuntimeError: stack expects a non-empty TensorList", "ValueError: Conversion failed")
    kept = fact(text, "report.exceptions")
    assert [e["type"] for e in kept] == ["RuntimeError", "ValueError"]
    assert finding(text, "error-unexplained").evidence["error"].startswith("RuntimeError: stack expects")


def test_an_unknown_error_beside_a_machine_still_gets_the_machine() -> None:
    # marker#847's error with the frames of a Linux home (One-2-3-45#25's path)
    text = INLINE + '\n  File "/home/joni/joni/test/One-2-3-45/run.py", line 12, in <module>'
    assert {"not-a-mac", "error-unexplained"} <= raised(text)


@pytest.mark.parametrize("text", [
    # torch's CUDA out-of-memory error explains its RuntimeError (cuda-out-of-memory), in inline code and dotted alone
    DCRNN,
    "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.69 GiB (GPU 0; 14.56 GiB total capacity)",
    # the MPS out-of-memory signature explains its RuntimeError (pytorch/pytorch#105839's message)
    "RuntimeError: MPS backend out of memory (MPS allocated: 0 bytes, other allocations: 0 bytes, max allowed: 18.13 GB). Tried to allocate 256 bytes on shared pool.",
    # a framework's failed import explains its ImportError (tensorflow/tensorflow#60387-style dyld message)
    "Traceback (most recent call last):\n  File \"<stdin>\", line 1, in <module>\nImportError: dlopen(/Users/me/miniforge3/lib/python3.10/site-packages/tensorflow/python/_pywrap_tensorflow_internal.so, 0x0002): tried: '/Users/me/miniforge3/lib/python3.10/site-packages/tensorflow/python/_pywrap_tensorflow_internal.so' (mach-o file, but is an incompatible architecture (have 'x86_64', need 'arm64e'))",
])
def test_a_known_signature_is_not_called_unexplained(text: str) -> None:
    assert raised(text)
    assert "error-unexplained" not in raised(text)


@pytest.mark.parametrize("text", [
    "Error: Cannot find module 'express'",  # every tool's bare 'Error:'
    "ERROR: this build failed",
    "UserWarning: the default value of antialias will change",  # a warning is no error
    "ConversionError: the table was empty",  # a class of its own, alone: not Python's for sure
    "I get a RuntimeError when I run it.",  # prose naming an error
])
def test_no_exception_is_read_where_none_is_certain(text: str) -> None:
    assert fact(text, "report.exceptions") is None
    with pytest.raises(InputError):
        inputs.parse_report(text, "test")


def test_the_json_report_carries_the_finding_and_a_replay_keeps_it() -> None:
    report = check(text=MARKER)
    doc = report.to_json()
    ids = [f["id"] for f in doc["findings"]]
    assert "error-unexplained" in ids
    replayed = check(text=json.dumps({"schema_version": 1, "facts": doc["facts"], "target": doc["target"]}))
    assert "error-unexplained" in [f.id for f in replayed.findings]


def test_a_malformed_exceptions_fact_is_refused_on_load() -> None:
    assert invalid_value("report.exceptions", ["RuntimeError"]) is not None
    assert invalid_value("report.exceptions", [{"type": "RuntimeError", "message": "x", "line": "report line 1"}]) is None


def test_a_framework_read_missing_from_the_error_is_no_unexplained_error() -> None:
    # AUTOMATIC1111/stable-diffusion-webui#4109's last line: torch-missing says what it means
    text = "Traceback (most recent call last):\n  File \"launch.py\", line 2, in <module>\n    import torch\nModuleNotFoundError: No module named 'torch'"
    assert "torch-missing" in raised(text)
    assert "error-unexplained" not in raised(text)
    # another error beside it is still named
    assert finding(text + "\nTypeError: bar() got an unexpected keyword argument 'size'", "error-unexplained") is not None


# pykeen/pykeen#1489: the post's code, its environment a screenshot
PYKEEN = """from pykeen.pipeline import pipeline

result = pipeline(
    dataset='Nations',
    model='TransE',
)"""


@pytest.mark.parametrize("text", [
    PYKEEN,
    ">>> import mlx.core as mx\n>>> mx.default_device()",  # at a REPL
    "In [3]: import numpy as np, pandas as pd",  # in a notebook
    "```python\nimport pykeen  # the library\n```",
])
def test_a_line_of_python_is_a_report_of_its_user(text: str) -> None:
    assert fact(text, "report.python_code") is True
    assert "report-undecided" in raised(text)  # what it says nothing of, and what would tell


@pytest.mark.parametrize("text", [
    'import React from "react";',  # JavaScript
    "import java.util.List;",  # Java
    "from here on import the data by hand",  # prose
])
def test_other_languages_and_prose_are_no_python_import(text: str) -> None:
    assert fact(text, "report.python_code") is None


# drivendataorg/cyfi#114 (the store cut the path), onnx/onnx-coreml#356, and pymc's IPython frame (pymc-devs/pymc#7332)
CYFI = "OSError: dlopen(/Users/emily/opt/anaconda3/envs/cyfi/lib/python3.10/site-packages/lightgbm/lib/lib_lightgbm.s"
ONNX = "No, this doesn't actually work. I cannot import onnx_coreml: `ModuleNotFoundError: No module named 'onnx_coreml'`. I'm on python 3.7.0."
IPYTHON = """File ~/micromamba/envs/pymc5_new/lib/python3.12/site-packages/jax/_src/compiler.py:267, in backend_compile(backend, module, options, host_callbacks)

XlaRuntimeError: UNKNOWN: <ipython-input-1-5ac960273fe0>:9:12: error: failed to legalize operation 'mhlo.popcnt'"""


@pytest.mark.parametrize(("text", "error"), [
    (CYFI, "OSError"),
    ("OSError:\n" + CYFI.removeprefix("OSError: "), "OSError"),  # a wrap put the message on the next line
    (ONNX, "ModuleNotFoundError"),  # quoted inside a sentence
    ("No, this doesn't actually work. I cannot import onnx_coreml:\n`ModuleNotFoundError: No module named 'onnx_coreml'`. I'm on python 3.7.0.",
     "ModuleNotFoundError"),  # the same, a wrap putting it at a line's start
    (IPYTHON, "XlaRuntimeError"),
    (IPYTHON.replace("File ~/", "File\n~/"), "XlaRuntimeError"),  # a wrap putting the frame's long path after 'File'
    ("\n\n".join(reversed(IPYTHON.split("\n\n"))), "XlaRuntimeError"),  # the exception before its traceback
])
def test_an_exception_reads_the_same_however_the_paste_was_wrapped_or_ordered(text: str, error: str) -> None:
    found = finding(text, "error-unexplained")
    assert found is not None and found.evidence["error"].startswith(error + ": ")


@pytest.mark.parametrize("text", [
    "Pressing Ctrl-C raises KeyboardInterrupt in the loop",  # a class named alone inside a sentence
    "I get a TypeError sometimes",
])
def test_a_class_named_in_a_sentence_is_no_exception(text: str) -> None:
    assert fact(text, "report.exceptions") is None
