"""A framework's import that raised: a pasted Python traceback that ends in ``ImportError`` (or
``ModuleNotFoundError``, ``OSError``) while a framework was being imported.

Three traceback shapes are read: CPython's (``Traceback (most recent call last):`` / ``File "…", line N, in
<module>``), IPython 8's (``ImportError   Traceback (most recent call last)`` / ``File /…/x.py:61, in <module>``)
and older IPython's (``~/…/site-packages/coremltools/__init__.py in <module>``). The import is the framework's
when a module-level frame runs a file of the framework's package, or when the failing line imports the framework
(``import mlx.core as mx`` / ``ImportError: dlopen(…)``). ``No module named 'torch'`` for the framework itself is a
missing framework, not a failed import (another clue reads it). IPython names the exception in its header, so a
paste cut before the last line still says what was raised.

Each hit records the fact the framework child records for a failed import (``tensorflow.import`` failed with
``ImportError: …``), which :mod:`macml_doctor.diagnose.packages` turns into its finding.
"""

from __future__ import annotations

from collections.abc import Sequence

from macml_doctor.facts import failed
from macml_doctor.paste.clues import SIGNATURE, Found, Line, continued, source_of
from macml_doctor.regex_cache import compiled

# The frameworks whose import the doctor checks (gather/frameworks.py), by the package directory they install
_PACKAGES = {"torch": "torch", "tensorflow": "tensorflow", "mlx": "mlx", "jax": "jax", "jaxlib": "jax",
             "coremltools": "coremltools"}
_NAMES = "|".join(_PACKAGES)
_EXCEPTIONS = "ImportError|ModuleNotFoundError|OSError"
# Packages of other distributions inside a framework's namespace: mlx-data installs mlx/data (its import failing on a
# libsndfile of the wrong architecture is not MLX's: https://github.com/ml-explore/mlx-data/issues/17)
_OTHER_DISTRIBUTION = compiled(r"(?:^|[\s/\\.])mlx[/\\.]data\b")
_CPYTHON_HEADER = compiled(r"Traceback \(most recent call last\):")
_IPYTHON_HEADER = compiled(rf"^\s*(?P<exc>{_EXCEPTIONS}|\w{{1,40}}(?:Error|Exception))\s+"
                           r"Traceback \(most recent call last\)")
# A module-level frame in one of the framework's files: inside site-packages (dist-packages), or the package's own
# __init__.py wherever it lies (a path the person shortened: "File /path/to/mlx/nn/__init__.py:3").
_FRAME = compiled(rf"(?:[/\\](?:site|dist)-packages[/\\](?P<pkg>{_NAMES})[/\\][^\s\"':]{{0,300}}\.py"
                  rf"|[/\\](?P<pkg2>{_NAMES})[/\\](?:[\w.-]{{1,80}}[/\\]){{0,6}}__init__\.py)"
                  r"(?:(?:\"?,\s*line\s+\d{1,6},|:\d{1,6},|\s)\s*in\s+<module>|:\d{1,6}\s*$)")
_IMPORT_LINE = compiled(rf"^\s*(?:-+>\s*\d{{1,6}}\s+)?(?:import|from)\s+(?P<pkg>{_NAMES})\b")
# dyld's message on macOS 12+ names each path it tried before the reason ("dlopen(P, 0x0002): tried: 'P' (mach-o file,
# but is an incompatible architecture (have …))"): with a long site-packages path the reason stands past 300 characters.
# A traceback a tool printed inside its own indented output (pip's "╰─> [12 lines of output]" of a setup.py that
# imports torch: https://github.com/likyoo/open-cd/issues/21) raises at the header's indent, not the margin.
_RAISED = compiled(rf"^(?P<exc>{_EXCEPTIONS}):\s*(?P<msg>.{{0,800}})")
_CONTINUATION_LINES = 6
# dyld's labels that continue its message, at the margin where a paste lost their indent or a hard wrap broke the line
# before them ('6): Symbol not found: _SecKeyCopyExternalRepresentation' / 'Referenced from:' / '/Users/…/libtensorflow_
# framework.2.dylib' / 'Expected in: /System/Library/Frameworks/Security.framework/…', wrapped at 80:
# https://github.com/ContinuumIO/anaconda-issues/issues/12113): the message goes on, and 'Expected in:' an OS library
# tells an OS too old from a Metal plugin built for another TensorFlow
_DYLD_LABEL = compiled(r"^\s*(?:Referenced\s+from|Expected\s+in|Reason|Did\s+find):")
_MESSAGE_CHARS = 800
# What follows an exception's message in a traceback, never a wrapped part of it
_NEW_PART = compiled(r"(?:During handling of|The above exception|Traceback\b|File\s+\""
                     r"|\w{1,40}(?:Error|Exception|Warning):)")
_MISSING_ITSELF = compiled(rf"No module named '(?:{_NAMES})'")
# A traceback whose only frame is the command's own ('File "<string>", line 1, in <module>' under `python -c '…'`,
# 'File "<stdin>"' under the interactive prompt) raised in the import the command made; where that command imports a
# framework's submodule and the exception names the same framework's module ("python3.8 -c 'import tensorflow.keras'" /
# 'ModuleNotFoundError: No module named 'tensorflow.keras'', tensorflow-macos 2.8.0:
# https://github.com/tensorflow/tensorflow/issues/55433), the framework's import failed. A frame of any other file
# (a program's own, a library's) is the program's import, not the command's.
_OWN_FRAME = compiled(r'^\s*File\s+"<(?:string|stdin)>",\s+line\s+\d{1,6},\s+in\s+<module>\s*$')
_OTHER_FRAME = compiled(r'^\s*File\s+"(?!<(?:string|stdin)>")')
_COMMAND_IMPORT = compiled(rf"^\s*(?:(?:>>>\s*)?(?:import|from)\s+|\S{{0,200}}python[\d.]{{0,5}}\s+-c\s+['\"]"
                           rf"[^'\"\n]{{0,200}}?\b(?:import|from)\s+)(?P<pkg>{_NAMES})\b")
_NAMES_MODULE = compiled(rf"No module named '(?P<pkg>{_NAMES})\.[\w.]{{1,80}}'|cannot import name '\w{{1,80}}' from "
                         rf"'(?P<pkg2>{_NAMES})(?:\.[\w.]{{1,80}})?'")
# dlerror quoting a compiled module of a framework's own package ("ImportError: dlopen(/…/site-packages/tensorflow/
# python/_pywrap_tensorflow.so, 2): Symbol not found: ___sincos_stret"): that framework's import failed, even where
# the paste shows the exception's line alone, without the traceback above it (tensorflow/tensorflow#3034)
_DLOPEN_OWN = compiled(rf"^\s*dlopen\([^,()\n]{{0,300}}?[/\\](?:site|dist)-packages[/\\](?P<pkg>{_NAMES})[/\\]")
_BARE_RAISED = compiled(rf"^[\s>`*#]{{0,12}}(?P<exc>{_EXCEPTIONS}):\s*(?P<msg>.{{0,800}})")
# The same exception's line alone, without the traceback above it, naming a module inside a framework's own package
# ('# ModuleNotFoundError: No module named 'torch._C'', a thread's title over 'I got the same error after built from
# source' on OS X 10.12: https://github.com/pytorch/pytorch/issues/574 ; 'No module named 'mlx.core'', 'No module
# named 'tensorflow.python''): the framework's name was found, one of its modules was not, so its import failed (the
# framework missing altogether is 'No module named 'torch'', read by torch-module-missing). Not mlx.data (another
# distribution's package in MLX's namespace). The line may be a Markdown title ('# ModuleNotFoundError: …').
_OWN_SUBMODULE = compiled(rf"^No module named '(?P<pkg>{_NAMES})\.(?!(?<=mlx\.)data\b)[\w.]{{1,80}}'")
# A module TensorFlow 2 removed, imported by TF 1.x code (tf.contrib: tflearn's 'from tensorflow.contrib.framework.
# python.ops import add_arg_scope' / "ModuleNotFoundError: No module named 'tensorflow.contrib'" under TensorFlow 2.2.0
# on macOS Catalina: https://github.com/tensorflow/tensorflow/issues/39937 ; MAML's, under a pip list with tensorflow
# 2.0.0, 'Fixed by downgrading': https://github.com/cbfinn/maml/issues/68 ; the MNIST tutorial's 'from tensorflow.
# examples.tutorials.mnist import input_data', which TF 2 wheels no longer ship): TensorFlow imported, the program
# needs TF 1.x; its import did not fail (https://www.tensorflow.org/guide/migrate/upgrade: tf.contrib has no TF 2
# module).
REMOVED_IN_TF2 = compiled(r"\bNo module named [\"'`\u2018\u201c]?(?:tensorflow|tensorflow_core)\."
                          r"(?:contrib|examples\.tutorials)\b")
# the code line that imports such a module, where a traceback is cut before its exception
_REMOVED_IMPORT = compiled(r"^\s*(?:import|from)\s+(?:tensorflow|tensorflow_core)\.(?:contrib|examples\.tutorials)\b")
# TensorFlow 1.x re-raises the native module's failure with the inner traceback as its message ("ImportError:
# Traceback (most recent call last):" … "Failed to load the native TensorFlow runtime."): the exception is raised
# there, whatever follows it is its message (tensorflow/tensorflow#19339)
_RAISED_TRACEBACK = compiled(rf"^(?P<exc>{_EXCEPTIONS}):\s*Traceback \(most recent call last\)")
_INNER = "Traceback (most recent call last): … (the inner traceback of a native module that failed to load)"
# A CPython traceback cut before its exception's line (the stored or pasted text ends inside it, or prose follows its
# last frame) whose every frame runs a module's top level, an import chain ('File "<stdin>", line 1, in <module>' after
# '>>> import tensorflow as tf', then tensorflow/__init__.py's 'in <module>': https://github.com/tensorflow/tensorflow/
# issues/5895 ; deeplabcut/__init__.py 'import tensorflow as tf' under `python -m`'s runpy frames, cut inside ctypes'
# 'in <modul': https://github.com/DeepLabCut/DeepLabCut/issues/2102 ; '>>> import onnx_coreml' whose converter.py runs
# 'from coremltools.converters.nnssa… import …': https://github.com/DeepVAC/TorchPod/issues/37): the import raised,
# whatever the exception was. Not a traceback with a function's frame (a call failed, not an import), nor one whose
# exception line is shown (read above, or another exception than an import's).
_ANY_FRAME = compiled(r'^\s*File\s+"(?P<path>[^"\n]{1,400})",\s+line\s+\d{1,6},\s+in\s*(?P<name>\S{0,80})\s*$')
# reticulate runs every Python import R makes through its own hooks around importlib's (rpytools/loader.py's
# _find_and_load_hook, _run_hook, _hook, _import_hook), so their frames stand between a module's top-level frames as
# importlib's do: 'File "/Library/Frameworks/R.framework/Versions/4.2-arm64/Resources/library/reticulate/python/
# rpytools/loader.py", line 119, in _find_and_load_hook' above 'File "/Users/…/miniforge3/lib/python3.9/site-packages/
# tensorflow/__init__.py", line 37, in <module>' (reticulate::py_last_error() after reticulate::import("tensorflow")
# failed: https://github.com/rstudio/tensorflow/issues/564 ; tensorflow's 'Detailed traceback:' with
# '…/rpytools/loader.py", line 39, in _import_hook': https://github.com/rstudio/tensorflow/issues/493)
_IMPORT_MACHINERY = compiled(r"(?:[/\\]runpy\.py|^<frozen importlib\._bootstrap(?:_external)?>"
                             r"|[/\\]reticulate[/\\]python[/\\]rpytools[/\\]loader\.py)$")
_EXCEPTION_LIKE = compiled(r"^\s*[\w.]{1,80}(?:Error|Exception|Exit|Interrupt|Warning)\b|^\s*[\w.]{1,80}:\s")
_CUT = "an exception whose line the paste cuts off (the traceback ends inside the import)"
# Another exception than an import's, raised while a framework's own module ran its top level, every frame of the
# traceback a module's top level (or the import machinery): the framework's import failed all the same. Real text: a
# torch upgraded over an older one, its new Python files loading the old torch._C ('File "/Users/XXX/miniconda3/lib/
# python3.11/site-packages/torch/__init__.py", line 1208, in <module>' / '…/torch/_tensor.py", line 81, in <module>' /
# "AttributeError: module 'torch._C' has no attribute 'TensorBase'. Did you mean: '_TensorBase'?", macOS 14.3 x86_64:
# https://github.com/pytorch/pytorch/issues/118724). The frames below the framework's may be functions (protobuf's
# descriptor.py 'in __new__' under tensorflow/__init__.py: the import still raised). Not where a function's frame stands
# above the framework's first top-level frame (a call failed, and imported the framework lazily if at all), not a
# traceback that starts in the framework's file (that file run as a script: `python …/torch/utils/collect_env.py`), not
# one whose framework frame `python -m` started (runpy's frame just above it: torch.utils.collect_env run as __main__,
# its package imported already), and not the stack NumPy 2 prints for a module built against NumPy 1.x (_NUMPY_STACK).
# RuntimeError is left to the signature clues that read the ones raised at import with their meaning (jaxlib's 'This
# version of jaxlib was built using AVX instructions' under Rosetta: import-crashed, jax-ml/jax#13886; NumPy's C-API
# check): read here as well, the same failure would be reported twice.
_RAISED_OTHER = compiled(r"^(?P<exc>(?!RuntimeError\b)[A-Z]\w{0,40}Error):\s*(?P<msg>.{0,800})")
# NumPy 2 prints the stack of an import that loads a module built against NumPy 1.x under its own 'Traceback (most
# recent call last):' header, after 'A module that was compiled using NumPy 1.x cannot be run in NumPy 2.1.3 as it may
# crash', and the import goes on (torch warns 'Failed to initialize NumPy' and loads): a stack cut there is no failed
# import (numpy-abi-mismatch reads the message: https://github.com/ServiceNow/AgentLab/issues/209)
_NUMPY_STACK = compiled(r"compiled\s+using\s+NumPy\s+1\.x|cannot\s+be\s+run\s+in\s+NumPy\s+2")
_NUMPY_STACK_LINES = 16
# R's side of an import reticulate made: the R error names reticulate's import call and the Python exception follows,
# on its line or the next, indented ('Error in py_module_import(module, convert = convert) : ' / '  TypeError: Unable to
# convert function return value to a Python type! The signature was' after '```reticulate::import("tensorflow")```':
# https://github.com/rstudio/tensorflow/issues/564); any exception there is the import's. The module is the one the R
# code just above imports (reticulate::import("tensorflow"), tf <- import("tensorflow")); a call's error
# ('Error in py_call_impl(callable, …)') is no import.
_R_IMPORT_ERROR = compiled(r"\bError in (?:py_module_import\(module, convert = convert\)"
                           r"|\.Call\(_?reticulate_py_module_import\b[^\n]{0,40}\))\s*:\s*(?P<rest>.{0,800})$")
_R_EXCEPTION = compiled(r"^[\s#>]{0,8}(?P<exc>[A-Z]\w{0,40}(?:Error|Exception)):\s*(?P<msg>.{0,800})")
_R_IMPORT_CALL = compiled(rf"\bimport\(\s*[\"'](?P<pkg>{_NAMES})(?:\.[\w.]{{1,80}})?[\"']")
# The tensorflow R package's own report of the same failure: 'Error: Valid installation of TensorFlow not found.', the
# Pythons it searched, then 'Python exception encountered:' and the exception (' NotFoundError: dlopen(…/
# tensorflow-plugins/libmetal_plugin.dylib, 6): Symbol not found: …': https://github.com/rstudio/tensorflow/issues/493)
_R_TF_NOT_FOUND = compiled(r"\bValid installation of TensorFlow not found\b")
_R_EXCEPTION_ENCOUNTERED = compiled(r"^[\s#>]{0,8}Python exception encountered:\s*$")


def parse(lines: Sequence[Line]) -> Found:
    found = Found("import-tracebacks")
    header: Line | None = None
    header_exc: str | None = None
    framework: str | None = None
    indent = ""
    command: str | None = None  # the framework the command above the header imports, while only its frames follow
    imported = False  # the framework's first top-level frame ended an import chain (_Chain.imported_into)
    chain = _Chain()  # the frames of the traceback under way, for one cut before its exception (_ANY_FRAME)
    for i, line in enumerate(lines):
        text = line.text
        if header is not None:
            chain.read(text, lines, i)
        if "Traceback" in text:
            joined = continued(lines, i)  # a wrap may have cut the header after "Traceback (most recent call"
            raised = _RAISED_TRACEBACK.match(text)
            if raised and header is not None and framework is not None:
                _record(found, framework, raised.group("exc"), _INNER, line)
                header = header_exc = framework = None
                continue
            if _CPYTHON_HEADER.search(joined) or _IPYTHON_HEADER.match(joined):
                if header is not None and header_exc is not None and framework is not None:
                    _record(found, framework, header_exc, "", header)  # an IPython traceback cut before its last line
                elif header is not None and header_exc is None:
                    _record_cut(found, chain, framework or command, header)
                m = _IPYTHON_HEADER.match(joined)
                header, header_exc, framework = line, (m.group("exc") if m else None), None
                indent = text[: len(text) - len(text.lstrip())]
                command = _command_import(lines, i)
                chain = _Chain()
                chain.numpy_stack = any(_NUMPY_STACK.search(prev.text)
                                        for prev in lines[max(0, i - _NUMPY_STACK_LINES): i + 1])
                continue
        if "py_module_import" in text or "exception encountered" in text:
            _r_import_error(found, lines, i)
        if header is None:
            m = _BARE_RAISED.match(continued(lines, i)) if "Error" in text else None  # the message perhaps wrapped
            own = (_DLOPEN_OWN.match(m.group("msg")) or _OWN_SUBMODULE.match(m.group("msg"))) if m else None
            if m and own and not _OTHER_DISTRIBUTION.search(text):
                _record(found, _PACKAGES[own.group("pkg")], m.group("exc"), _message(lines, i, m.group("msg")), line)
            continue
        if "-packages" in text or "__init__.py" in text:  # a frame's path, its "in <module>" perhaps wrapped away
            joined = continued(lines, i)
            m = _FRAME.search(joined)
            if m and not _OTHER_DISTRIBUTION.search(joined):
                if framework is None:
                    imported = chain.imported_into()
                framework = _PACKAGES[m.group("pkg") or m.group("pkg2")]
                continue
        if command is not None and _OTHER_FRAME.match(text) and not _OWN_FRAME.match(text):
            command = None
        at_margin = text[len(indent):] if indent and text.startswith(indent) else text
        m = _RAISED.match(at_margin)
        if m is None and framework is not None and imported and "Error" in text and not chain.numpy_stack:
            other = _RAISED_OTHER.match(at_margin)
            if other is not None:
                _record(found, framework, other.group("exc"), _message(lines, i, other.group("msg")), line,
                        any_exception=True)
                header = header_exc = framework = command = None
                continue
        if m:
            culprit = framework or _imported_on(lines, i) or _named_by_command(command, m.group("msg"))
            if culprit is not None and not _MISSING_ITSELF.search(m.group("msg")):
                _record(found, culprit, m.group("exc"), _message(lines, i, m.group("msg")), line)
            header = header_exc = framework = command = None
    if header is not None and header_exc is not None and framework is not None:
        _record(found, framework, header_exc, "", header)
    elif header is not None and header_exc is None:
        _record_cut(found, chain, framework or command, header)
    return found


class _Chain:
    """The frames of one CPython traceback as they are read: whether each runs a module's top level (or the import
    machinery), the code line under the last one, and whether anything like an exception's line followed them."""

    def __init__(self) -> None:
        self.frames = 0
        self.module_level = True
        self.code: str | None = None
        self.excepted = False
        self.numpy_stack = False  # the stack NumPy 2 prints for a module built against NumPy 1.x (_NUMPY_STACK)
        self.run_as_main = False  # a frame just after runpy's: a module `python -m` ran as __main__
        self._after_runpy = False

    def imported_into(self) -> bool:
        """Read at a framework's first top-level frame: whether it was imported by an import chain, every frame so far
        a module's top level (or the import machinery), at least one above it (a traceback that starts in the
        framework's file ran that file as a script), none run by `python -m` as __main__ (_RAISED_OTHER)."""
        return self.frames > 1 and self.module_level and not self.run_as_main and not self.numpy_stack

    def read(self, text: str, lines: Sequence[Line], i: int) -> None:
        # a frame's line a hard wrap broke before its ', line N, in <module>' is read with the line after it
        if self.excepted or not self.module_level or (not self.frames and "File" not in text):
            return  # decided already, or nothing to read before the first frame
        m = _ANY_FRAME.match(text) if "File" in text else None
        if m is not None and not m.group("name"):
            m = _ANY_FRAME.match(continued(lines, i)) or m
        elif m is None and "File" in text:
            m = _ANY_FRAME.match(continued(lines, i))
        if m:
            name = m.group("name")
            self.frames += 1
            self.code = None
            runpy = m.group("path").endswith("runpy.py")
            if self._after_runpy and not runpy and not _IMPORT_MACHINERY.search(m.group("path")):
                self.run_as_main = True
            self._after_runpy = runpy
            # '<modul', '': a frame's name the paste cut off
            if not ("<module>".startswith(name.rstrip(">") or "<")
                    or _IMPORT_MACHINERY.search(m.group("path"))):
                self.module_level = False
            return
        if not self.frames or self.excepted or not text.strip():
            return
        if text[:1].isspace() and not _EXCEPTION_LIKE.match(text):
            if self.code is None and text.strip("^~ \t"):
                self.code = text.strip()
            return
        if _EXCEPTION_LIKE.match(text) or text.lstrip().startswith(("During handling", "The above exception")):
            self.excepted = True


def _record_cut(found: Found, chain: _Chain, framework: str | None, header: Line) -> None:
    """A traceback cut before its exception's line whose frames are all an import chain: the framework whose files
    it runs (or whose import the command made), else the one the last frame's line imports, failed to import."""
    if not chain.frames or not chain.module_level or chain.excepted or chain.numpy_stack:
        return
    if framework is None and chain.code is not None:
        if _REMOVED_IMPORT.match(chain.code):
            return  # the program imports a module TF 2 removed (REMOVED_IN_TF2), whatever the cut exception was
        m = _IMPORT_LINE.match(chain.code)
        framework = _PACKAGES[m.group("pkg")] if m and not _OTHER_DISTRIBUTION.search(chain.code) else None
    if framework is None:
        return
    found.add(f"{framework}.import", failed(_CUT, source_of(header)), header, SIGNATURE, "likely")
    found.formats.add("traceback")


def _command_import(lines: Sequence[Line], header: int) -> str | None:
    """The framework the command on the nearest line of text above a traceback's header imports
    (:data:`_COMMAND_IMPORT`: `python -c '…import …'`, or an import typed at the prompt)."""
    for prev in reversed(lines[max(0, header - 3): header]):
        if prev.text.strip():
            m = _COMMAND_IMPORT.match(prev.text)
            return _PACKAGES[m.group("pkg")] if m and not _OTHER_DISTRIBUTION.search(prev.text) else None
    return None


def _named_by_command(command: str | None, message: str) -> str | None:
    """The framework whose import the command made, where the exception names a module of that same framework."""
    m = _NAMES_MODULE.search(message) if command else None
    return command if m and _PACKAGES[m.group("pkg") or m.group("pkg2")] == command else None


def _imported_on(lines: Sequence[Line], i: int) -> str | None:
    """The framework the code line just above the exception imports (blank lines skipped)."""
    for prev in reversed(lines[max(0, i - 3): i]):
        if prev.text.strip():
            m = _IMPORT_LINE.match(prev.text)
            return _PACKAGES[m.group("pkg")] if m and not _OTHER_DISTRIBUTION.search(prev.text) else None
    return None


def _message(lines: Sequence[Line], i: int, first: str) -> str:
    """The exception's message with the indented lines dyld continues it on ('  Referenced from: …', '  Reason: …',
    '\t…: mach-o, but wrong architecture'), and the lines a hard wrap cut it into (they start at the margin: the
    line before was cut at a space, clues.continued, and the next is no new part of the traceback)."""
    parts = [first.strip()]
    dangling = False  # the line before is a dyld label whose value a wrap put on this line ('Referenced from:')
    for j in range(i + 1, min(len(lines), i + 1 + _CONTINUATION_LINES)):
        nxt = lines[j].text
        if not nxt.strip():
            break
        label = _DYLD_LABEL.match(nxt)
        if not (nxt[:1].isspace() or label or dangling) and (continued(lines, j - 1) == lines[j - 1].text
                                                              or _NEW_PART.match(nxt)):
            break
        dangling = label is not None and nxt.rstrip().endswith(":")
        parts.append(nxt.strip())
    return " ".join(parts)[:_MESSAGE_CHARS]


def _record(found: Found, framework: str, exc: str, message: str, line: Line, any_exception: bool = False) -> None:
    if exc not in ("ImportError", "ModuleNotFoundError", "OSError") and not any_exception:
        return
    if framework == "tensorflow" and REMOVED_IN_TF2.search(message):
        return  # the program's TF 1.x import, not TensorFlow's (REMOVED_IN_TF2)
    error = f"{exc}: {message.strip()}" if message.strip() else exc
    found.add(f"{framework}.import", failed(error, source_of(line)), line, SIGNATURE)
    found.formats.add("traceback")


def _r_import_error(found: Found, lines: Sequence[Line], i: int) -> None:
    """An import reticulate made from R that raised (:data:`_R_IMPORT_ERROR`, :data:`_R_TF_NOT_FOUND`): the exception
    on the error's line or the next line of text, the framework the R code above imports (or TensorFlow, whose R package
    says so)."""
    text = lines[i].text
    r_error = _R_IMPORT_ERROR.search(text)
    if r_error is not None:
        framework = next((_PACKAGES[m.group("pkg")] for prev in reversed(lines[max(0, i - 6): i])
                          for m in [_R_IMPORT_CALL.search(prev.text)] if m), None)
        first = r_error.group("rest")
    elif _R_EXCEPTION_ENCOUNTERED.match(text) and any(_R_TF_NOT_FOUND.search(prev.text)
                                                      for prev in lines[max(0, i - 12): i]):
        framework, first = "tensorflow", ""
    else:
        return
    if framework is None:
        return
    at = i
    m = _R_EXCEPTION.match(first) if first.strip() else None
    if m is None:
        at = next((j for j in range(i + 1, min(len(lines), i + 3)) if lines[j].text.strip("#> \t")), i)
        m = _R_EXCEPTION.match(lines[at].text) if at != i else None
    if m is None or _MISSING_ITSELF.search(m.group("msg")):
        return
    _record(found, framework, m.group("exc"), _message(lines, at, m.group("msg")) if at != i else m.group("msg"),
            lines[at], any_exception=True)
