"""Error lines and REPL output with known signatures, found anywhere in the paste.

Each hit becomes a ``report.symptoms`` entry (``{"id", "line", ...}``) that the symptom checks
(:mod:`macml_doctor.diagnose.symptoms`) turn into findings, plus the facts the live framework
children would have recorded for the same event (``tensorflow.import`` failed with ``signal:SIGILL``,
``torch.mps_available`` False, ``tensorflow.gpu_devices`` …), so that the framework checks agree.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from typing import Any

from macml_doctor.facts import failed
from macml_doctor.paste import sentence
from macml_doctor.paste.clues import (
    PROSE,
    SIGNATURE,
    WRAPPED,
    Found,
    Line,
    continued,
    source_of,
    unhinted,
    wrapped_into,
)
from macml_doctor.paste.needles import needles
from macml_doctor.paste.wanted import support_said, wanted
from macml_doctor.regex_cache import compiled

# SIGILL as shells and tools write it: zsh's "illegal hardware instruction", bash's "Illegal instruction: 4", PyCharm's
# "Process finished with exit code 132 (interrupted by signal 4: SIGILL)", Python's subprocess "<Signals.SIGILL: 4>",
# a macOS crash report's "EXC_BAD_INSTRUCTION (SIGILL)"; not the bare word SIGILL (prose about it). In the plural as
# people name the error ('I always get the "Illegal Instructions" error when importing tensorflow', an amd64 image on
# an M1: yaroslavvb/tensorflow-community-wheels#225).
# R's handler for SIGILL (' *** caught illegal operation ***' / "address 0x12dcd06d9, cause 'illegal opcode'"; R's
# main.c) is one too: https://github.com/rstudio/tensorflow/issues/527 ; https://github.com/rstudio/keras3/issues/313
_SIGILL = compiled(r"(?i)\billegal (?:hardware )?instructions?\b|\binterrupted by signal 4\b|\bSignals\.SIGILL\b"
                   r"|\bEXC_BAD_INSTRUCTION\b|\bcaught illegal operation\b")
# R's crash handler prints the R calls under way ('Traceback:' / ' 1: py_module_import(module, convert = convert)' /
# ' 2: import(module)'; reticulate < 1.25 ' 1: .Call(_reticulate_py_module_import, module, convert)'): reticulate was
# importing a Python module when the process died. Its other signals: ' *** caught segfault ***', ' *** caught bus
# error ***' (a rendered copy drops the stars, which Markdown reads as emphasis). The module is the one the R code
# imports (import("tensorflow")), or the Python module R named (`$.python.builtin.module`(tf, Session): the tensorflow
# R package's `tf`), or TensorFlow where the report uses the R packages keras or tensorflow, which import nothing else
# that crashes so (library(keras) then dataset_mnist(): https://github.com/rstudio/tensorflow/issues/527 ; tf$Session:
# https://github.com/rstudio/keras3/issues/313)
_MODULES = "torch|tensorflow|mlx|jax|numpy|keras|scipy|pandas"  # the modules an import in code is read for
_R_CAUGHT = compiled(r"\bcaught (?P<what>segfault|bus error|illegal operation)\b")
_R_IMPORT_FRAME = compiled(r"^[\s#>]{0,8}\d{1,3}:\s+(?:py_module_import\(|\.Call\(_?reticulate_py_module_import\b)")
_R_FRAME = compiled(r"^[\s#>]{0,8}\d{1,3}:\s")
_R_IMPORT_CALL = compiled(rf"\bimport\(\s*[\"'](?P<pkg>{_MODULES})\b")
_R_PYTHON_MODULE = compiled(r"\$\.python\.builtin\.module`?\(\s*(?P<obj>tf|keras|np|torch)\b")
_R_TF_PACKAGE = compiled(r"\b(?:library|require)\(\s*[\"']?(?:keras3?|tensorflow)[\"']?\s*\)"
                         r"|\b(?:keras3?|tensorflow)::"
                         r"|\binstall_(?:keras|tensorflow)\(|\btf\$\w")
_R_OBJECTS = {"tf": "tensorflow", "keras": "tensorflow", "np": "numpy", "torch": "torch"}
_IMPORT = compiled(rf"\bimport\s+({_MODULES})\b"
                   # in prose: "when I try to import tf I get: zsh: illegal hardware instruction", "trying to import
                   # TF and Keras", "importing tensor flow" (tensorflow#45631, tensorflow_macos#69, tensorflow#44751),
                   # also as a sentence's last word ("… error when importing tensorflow.", tensorflow-community-wheels
                   # #225), not a module path after it ("import tf.keras")
                   r"|(?i:\bimport(?:ing)?\s+(tf|tensor\s?flow|torch|pytorch|keras)\b)(?!\.\w)")
# The command a shell names after the signal (zsh: "zsh: illegal hardware instruction  whisper --model tiny.en …", or
# "[1]    28367 illegal hardware instruction  whisper …" for a job): two spaces, then the command as typed; only where
# what follows reads as a command line (nothing, an option, a path or a file), not a title's prose ("zsh: illegal
# hardware instruction  error in Macbook Pro M1 Chip").
_SHELL_COMMAND = compiled(r"\billegal hardware instruction  (?P<cmd>[\w./~+-]{1,200})"
                          r"(?=[ \t]*$|[ \t]*[`\"']|[ \t]+-|[ \t]+[^\s]*[/.=])", re.M)
# A macOS app's own executable, named by its bundle path ('/Applications/PrinterSetup.app/Contents/MacOS/PrinterSetup'):
# a SIGILL of that program is a native app's crash, no Python's (an app that bundles a Python runs it from elsewhere
# in the bundle: Contents/Resources or Contents/Frameworks).
_APP_EXECUTABLE = compiled(r"\.app/Contents/MacOS/(?P<name>[\w.+-]{1,100})(?![\w/.+-])")
# Commands that start a Python (a SIGILL there is a module's): the interpreter, its tools, a script run through one.
_PYTHON_COMMAND = compiled(r"(?i)^(?:[ip]?python[\d.]*w?|jupyter(?:-\w+)?|conda|mamba|pip\d?|uv|arch|env|sudo|"
                           r"poetry|pipenv|pytest|streamlit|.*\.(?:py|sh|command))$")
# A notebook kernel or interpreter that died on an import, as IDEs, notebook servers and people write it (the process
# died without a Python error: native code crashed; which signal is unsaid): a death tied to an import in one line
# ("Kernel crashed when importing torch", "crashed while importing tensorflow", "TF crashes on import", "tensorflow
# crashes at import time", "Kernel keeps dying when PyTorch is imported", "whenever I run `import torch` the kernel
# dies", "try \"import tensorflow\", I have a kernel crash", "Importing tensorflow is resulting in killing of kernel",
# "import the tensorflow package, it just simply breaks the python kernel", "import TensorFlow in the terminal … I got
# the message **killed python**"; a native signal said in words: "Testing the binaries on Bigsur 11.6.5 leads to a
# segfault when `import torch`", pytorch#77662; "Segmentation Fault when importing torch", pytorch#50873; "bus error
# when importing"), or a kernel-death line of a log within four lines of text after the import
# (">>>import tensorflow as tf" … "Error: Direct kernel connection broken"). Threads: pytorch#117494,
# spyder#16791, astroML-notebooks#35, jupyter/notebook#2782, apple/tensorflow_macos#45, jonkrohn/DLTFpT#8,
# lewagon/data-setup#250, conda-forge/miniforge#224, microsoft/vscode-jupyter#4645 and #7600.
_DEATH = (r"(?:kernel\b[^\n]{0,30}?\b(?:crash\w*|die[sd]?|dying|dead|restart(?:s|ed|ing)?\b(?! requested))"
          r"|(?:crash\w*|kill\w*|break\w*)\s+(?:of\s+)?(?:the\s+)?(?:python\s+|jupyter\s+|ipython\s+)?kernel"
          r"|appears\s+to\s+have\s+died|\bkilled\s+python|\bzsh:\s+killed\b|segmentation\s+fault|abort\s+trap)")
_FRAMEWORK = r"(?:torch|pytorch|tensor\s?flow|tf|keras|jax|mlx|numpy|scipy|pandas)"
# R's own process dying where reticulate runs the Python in it: in R a framework's first access (library(tensorflow)
# then tf$constant(…)) is its import, so an R session or RStudio that dies when tensorflow is first touched died in the
# import ("whenever I try and access tensorflow, my R session crashes (both in Rstudio and R.app)", "Every call to
# tensorflow/keras crashes Rstudio", an M1's x86 Miniconda: rstudio/keras3#1165; R's own "An irrecoverable exception
# occurred. R is aborting now ...", rstudio/tensorflow#465). Only the first access: a fit() that aborts later is a run.
_R_DEATH = (r"(?:\bR\s*(?:studio\s+)?session\b[^.!?\n]{0,20}?\b(?:crash\w*|abort\w*|die[sd]?|dying|terminat\w*)"
            r"|\bcrash(?:es|ed|ing)?\s+(?:the\s+|my\s+)?(?:R\s*studio|R\.app|R\s+session)\b"
            r"|\bR\s*studio\s+(?:crash\w*|abort\w*|die[sd]?)|\bR\s+is\s+aborting\b)")
# Any module's import as code writes it ("When invoking `from tsai.all import *`, the Jupyter kernel dies",
# timeseriesAI/tsai#456: inline code's backticks are gone by now), with the death after it on the line.
_IMPORT_DIED = compiled(
    r"(?i)\b(?:crash(?:es|ed|ing)?|die[sd]?|dying|dead|kill(?:s|ed|ing)|breaks?"
    r"|seg(?:mentation)?[ -]?fault(?:s|ed|ing)?|bus\s+error|abort(?:s|ed)?)\b[^.!?\n]{0,40}?"
    r"\b(?:when|while|on|at|after|upon|the\s+moment)\s+"
    r"(?:(?:I\s+)?(?:try(?:ing)?\s+to\s+)?import(?:ing)?\b|import\s+time"
    r"|(?:(?:running|executing|calling)\s+)?[`'\"]?from\s+(?P<from>[A-Za-z_]\w*)[\w.]*\s+import\s+[\w*(]"
    r"|(?:\w+\s+){0,2}?" + _FRAMEWORK + r"\s+(?:is|was|gets?|got)\s+imported)"
    r"|\bimport(?:ing)?\s+(?:the\s+)?`?" + _FRAMEWORK + r"\b[^\n]{0,120}?" + _DEATH
    + r"|\bfrom\s+(?P<mod>[A-Za-z_]\w*)[\w.]*\s+import\s+[\w*(][^\n]{0,120}?" + _DEATH
    + r"|\b(?:access|load|import|initiali[sz]e)(?:es|s|ed|ing)?\s+(?:the\s+)?" + _FRAMEWORK + r"\b[^.!?\n]{0,60}?"
    + _R_DEATH
    + r"|\b(?:any|every|each|the\s+first)\s+(?:call|use)\s+(?:to|of)\s+" + _FRAMEWORK + r"\b[^.!?\n]{0,60}?"
    + _R_DEATH
    + r"|" + _R_DEATH + r"[^.!?\n]{0,40}?\b(?:when|whenever|while|as\s+soon\s+as)\s+(?:I\s+)?"
    r"(?:try(?:ing)?\s+(?:to|and)\s+)?(?:access|load|import|initiali[sz]e)(?:es|s|ed|ing)?\s+(?:the\s+)?"
    + _FRAMEWORK + r"\b")
_KERNEL_DIED_LOG = compiled(r"(?i)the kernel appears to have died|kernel process died|\bkernel is dead\b"
                            r"|direct kernel connection broken|KernelRestarter: restarting kernel"
                            r"|jupyter_client/restarter\.py|the kernel crashed while executing")
# A death denied ('not crash', 'never dies', "doesn't segfault" (the n't inside a word), 'no segfault', 'no more
# crashes when importing torch'): no import died
_NOT_DIED = compiled(r"(?i)(?:\b(?:not|never|no longer|without)|n't)\s+(?:\w+\s+){0,2}?(?:crash|die|kill|break|seg"
                     r"|bus\s+error|abort)|\bno\s+(?:more\s+)?(?:crash|seg|bus\s+error|abort)")
# The signal a death sentence names in words ('a segfault when `import torch`': SIGSEGV), by its first three letters
_SIGNAL_SAID = compiled(r"(?i)\bseg(?:mentation)?[ -]?fault|\bbus\s+error|\babort")
_SIGNAL_SAID_NAMES = {"seg": "SIGSEGV", "bus": "SIGBUS", "abo": "SIGABRT"}
# The order of two imports as the condition of a crash, not the moment of it ('We had a separate segfault issue when
# torch is imported before lightgbm', the two OpenMP runtimes crashing a later run: dev 1594, pytorch#121101; 'crashes
# when importing torch after lightgbm.', 'dies when lightgbm is imported first'): which import comes first decides a
# crash of the run, so no import is said to have died
_IMPORT_ORDER = compiled(r"\s+(?:[`'\"]?[A-Za-z_][\w.]*[`'\"]?\s+)?(?:first\b|(?:before|after)\s+(?:importing\s+)?"
                         r"[`'\"]?[a-z_][\w.]*[`'\"]?(?:\s+(?:is|was)\s+imported)?(?=\s*(?:[.,;:!?)]|$)))")
# A line without an import or one of these (read lower-cased) cannot start a death (a wrap may leave the death on
# the next line; a wrap may also cut 'from tsai.all' / 'import *')
_DIED_NEEDLES = compiled(r"kernel|crash|kill|die[sd]\b|dying|\bdead\b|break|broke|fault|abort|by signal|target signal"
                         r"|bus error"
                         r"|restarter|\bfrom(?:\s+[\w.]+)?\s*$")
# An IDE's run console when the program died of a signal (PyCharm: "Process finished with exit code 139 (interrupted by
# signal 11: SIGSEGV)"; 134 and signal 6: SIGABRT; 138 and signal 10: SIGBUS): native code crashed, in an import where
# one of the lines of text just before imports a module, whichever ("`import torch_geometric as tg`" / "I get the error"
# / "Process finished with exit code 139 (interrupted by signal 11: SIGSEGV)" on an Apple M1,
# https://github.com/pyg-team/pytorch_geometric/issues/5553). Not an import made further up, the one the report
# makes (a crash while a model loads, lines of log after `from sentence_transformers import …`, dev case 1219):
# a run that crashed later. Signal 4, SIGILL, is _SIGILL's. The same death as other hosts report it: QEMU's user-mode
# emulator for the process it runs (an amd64 image in Docker on Apple silicon: '>>> import tensorflow as tf', a fatal
# 'F …sampler.cc:42] Check failed', then 'qemu: uncaught target signal 6 (Aborted) - core dumped', docker/for-mac#5342),
# and bash for its child, on a line of its own ('Aborted', 'Segmentation fault (core dumped)', 'Bus error': bash's
# names for SIGABRT, SIGSEGV and SIGBUS; 'Aborted' after `python -c "import tensorflow"`, tensorflow/tensorflow#52972).
# macOS's shells name them their own way: its bash with the signal's number ('Segmentation fault: 11' after
# '>>> import torch', pytorch/pytorch#87041; 'Bus error: 10', 'Abort trap: 6'), zsh with the command after two spaces
# ('zsh: segmentation fault  python -c …', scipy/scipy#13998; '[1]    9776 segmentation fault  python3' for a job,
# pytorch/pytorch#50873; 'zsh: abort', 'zsh: bus error'). Any of them may stand as a comment under the commands of a
# script ('python test.py' / '# Segmentation fault', duckdb/duckdb#3443), as the rendered page shows it without the '#'.
_PROCESS_SIGNAL = compiled(r"(?i)\bexit code 1[34]\d \(interrupted by signal (?:6|7|10|11): "
                           r"(?P<sig>SIG(?:ABRT|BUS|SEGV))\)"
                           r"|\bqemu(?:-\w{1,12})?:\s+uncaught\s+target\s+signal\s+(?P<num>6|7|11)\b"
                           r"|^\s*(?:#{1,3}\s*)?(?P<bash>Aborted|Segmentation fault|Bus error)"
                           r"(?: \(core dumped\))?\s*$"
                           r"|^\s*(?:#{1,3}\s*)?(?P<darwin>Segmentation fault: 11|Bus error: 10|Abort trap: 6)\s*$"
                           r"|^\s*(?:#{1,3}\s*)?(?:zsh:|\[\d{1,3}\]\s+(?:[+-]\s+)?\d{1,7})\s+"
                           r"(?P<zsh>segmentation fault|bus error|abort)\s{2,}\S")
# A death line that names the call that died, made after the imports ('# This import order fails on MacOS when calling
# lgb.train: Process finished with exit code 139 (interrupted by signal 11: SIGSEGV)', a LightGBM training after
# `import torch`: https://github.com/autogluon/autogluon/issues/1442): a run that crashed, not an import.
_DIED_ON_CALL = compiled(r"(?i)\b(?:when|while|on|during|after)\s+(?:calling|running|training|fitting|predicting)\b")
# An import the sentence says worked, with the death after it tied to a later step of the run ('These instruction worked
# fine for importing tensor flow on Apple M1. However my kernel is dying when I run the
# tensorflow.keras.models.Sequential.Fit() method.', https://github.com/apple/tensorflow_macos/issues/262): the import
# and the death stand in one match of _IMPORT_DIED, but the death is the run's. Two signs, either enough: the words
# after the death name the step it came at (training, fit, an epoch, a prediction, a method called: 'when I call
# model.fit()', 'during training') and no import; or the import's own sentence says it worked ('import torch works
# fine', 'importing tensorflow succeeded') and the death stands in a later sentence or after a 'but'/'however'. An
# import that worked elsewhere ('import tensorflow works in the terminal, but in Jupyter the kernel dies') is no sign:
# there the import is what kills the kernel.
_DEATH_AT_STEP = compiled(r"(?i)\b(?:when(?:ever)?|while|during|as\s+soon\s+as|once|at|on|in)\s+"
                          r"(?:[^\s.!?]+\s+){0,6}?(?:[\w.]*?\b(?:train(?:s|ed|ing)?|fit(?:s|ting)?|epochs?|predict(?:s|ed|ing|ion)?"
                          r"|inference)\b|[\w.]*\w\.\w+\()")
_IMPORT_WORKED = compiled(r"(?i)\b(?:work(?:s|ed)?|succe(?:eds?|eded|ssful(?:ly)?)|fine|ok(?:ay)?)\b")
_IMPORT_WORKED_DENIED = compiled(r"(?i)\b(?:not|never|no\s+longer)\b|n't\b|\b(?:in|from)\s+(?:the\s+|a\s+)?"
                                 r"(?:terminal|shell|command[\s-]line|cmd|console|python|ipython|repl|script)\b")
_SENTENCE_END = compiled(r"[.!?](?=\s|$)")
_CONTRAST = compiled(r"(?i)[.!?;]\s|\b(?:but|however|though|although|yet)\b")


def _death_after_import_is_the_runs(text: str, died: re.Match[str]) -> bool:
    """Whether a death matched after an import (:data:`_IMPORT_DIED`'s import-first forms) is the run's, not the
    import's (:data:`_DEATH_AT_STEP`, :data:`_IMPORT_WORKED`)."""
    if died.group(0)[:4].lower() not in ("impo", "from"):
        return False
    end = _SENTENCE_END.search(text, died.end())
    after = text[died.end(): end.start() if end else len(text)]
    if "mport" not in after and _DEATH_AT_STEP.search(after):
        return True
    start = max((m.end() for m in _SENTENCE_END.finditer(text, 0, died.start())), default=0)
    stop = _SENTENCE_END.search(text, died.start())
    said = text[start: stop.start() if stop else len(text)]
    if not _IMPORT_WORKED.search(said) or _IMPORT_WORKED_DENIED.search(said):
        return False
    return (stop is not None and stop.start() < died.end()) or _CONTRAST.search(died.group(0)) is not None


# A commented-out import in code ('# import torch' under '# This import order works:', the same thread): no import ran.
_COMMENTED_IMPORT = compiled(r"^\s*#+\s*(?:import|from)\s+[A-Za-z_][\w.]*(?:\s+(?:as|import)\s+[\w., ]+)?\s*$")
# faulthandler's report of a fatal signal (`python -X faulthandler`, PYTHONFAULTHANDLER=1, pytest): 'Fatal Python error:
# Segmentation fault', then each thread's frames, most recent first. The crashing thread's ('Current thread 0x… (most
# recent call first):', or 'Stack (…)' when only it is dumped) topped by frames of importlib's loader, then a module's
# body ('File "…/site-packages/pyarrow/__init__.py", line 65 in <module>'), died while that module was imported
# (`PYTHONFAULTHANDLER=1 python3.10 -c 'import pyarrow'` on macOS, apache/arrow#37010; pyarrow imported by pandas,
# apache/arrow#38626). A thread running anything else died in a run. 'Illegal instruction' is _SIGILL's.
_FAULT = compiled(r"Fatal Python error: (?P<sig>Segmentation fault|Aborted|Bus error)\b")
_THREAD_HEAD = compiled(r"^\s*(?:(?P<current>Current thread|Stack)|Thread) [^\n]{0,40}"
                        r"\(most recent call first\):?\s*$")
_FRAME_LINE = compiled(r'^\s*File "(?P<path>[^"\n]{1,400})", line \d{1,6} in (?P<func>[<\w][\w<>.]{0,80})\s*$')
_LOADER = "<frozen importlib._bootstrap"
_SITE_PACKAGE = compiled(r"[/\\](?:site|dist)-packages[/\\](?P<pkg>[A-Za-z_]\w*)")
_SCRIPT = compiled(r"(?P<stem>[A-Za-z_]\w*)(?:[/\\]__init__)?\.py$")
# The signal each names (QEMU's numbers are the emulated Linux process's: 7 is SIGBUS there)
_SIGNAL_NAMES = {"6": "SIGABRT", "7": "SIGBUS", "11": "SIGSEGV", "aborted": "SIGABRT", "segmentation fault": "SIGSEGV",
                 "bus error": "SIGBUS", "abort": "SIGABRT", "segmentation fault: 11": "SIGSEGV",
                 "bus error: 10": "SIGBUS", "abort trap: 6": "SIGABRT"}
# An import statement of any module, as code starts it (a line, a REPL prompt, inline code or `python -c "…"`).
_ANY_IMPORT = compiled(r"(?:^|[`'\"]|>>>)\s*(?:import\s+([A-Za-z_]\w*)|from\s+([A-Za-z_]\w*)[\w.]*\s+import\s)")
_NAMED = compiled(r"(?i)\b(" + _FRAMEWORK + r")\b(?!\.)")
_PROSE_MODULE = {"tf": "tensorflow", "tensor flow": "tensorflow", "tensorflow": "tensorflow", "torch": "torch",
                 "pytorch": "torch", "keras": "keras"}
_METAL_SYMBOL = compiled(r"(?i)(?:libmetal_plugin\.dylib|metal plugin)\b.{0,300}?symbol not found"
                         r"(?:[^_\n]{0,40}(_\w{1,80}))?")
_SYMBOL_NOT_FOUND = compiled(r"(?i)symbol not found(?:[^_\n]{0,40}(_\w{1,80}))?")
# torch 2.9 and later write "macOS" (https://github.com/pytorch/pytorch/issues/177819), earlier ones "MacOS"
# (https://github.com/pytorch/pytorch/issues/164943)
_MPS_FLOOR = compiled(r"The MPS backend is supported on [Mm]ac[Oo][Ss] (\d{1,2}\.\d{1,2})\+")
_SIZE = r"([\d.]+ (?:[KMGT]i?B|bytes|B))"
_MPS_OOM = compiled(rf"MPS backend out of memory(?: \(MPS allocated: {_SIZE}(?:, other allocations: {_SIZE})?,"
                    rf" max allowed: {_SIZE}\)\. Tried to allocate {_SIZE})?")
# The message named in words or a title, in any case ('Runtimeerror Mps Backend Out Of Memory', 'the runtimeerror mps
# backend out of memory issue': a page about the error, https://d2wozrt205r2fu.cloudfront.net/p/ai-playbook-knowledge-
# runtimeerror-mps-backend-out-of-memory-cat-ai): the symptom, without the allocator's figures.
_MPS_OOM_WORDS = compiled(r"(?i)\bmps[^\S\n]+backend[^\S\n]+out[^\S\n]+of[^\S\n]+memory\b")
# Without its 'backend' word ('MPS out of memory') the phrase is also a troubleshooting table's or a README's heading
# ('"CUDA out of memory" or "MPS out of memory"', '| MPS out of memory | Script handles this automatically |'), so it
# counts only as the error a run met: after a verb of failing or meeting it ('it constantly crashes with MPS out of
# memory error', a 16 GB M2 running tortoise-tts: https://github.com/neonbjb/tortoise-tts/issues/773 ; 'You hit MPS out
# of memory because the model is too large for batch_size=2 on 32GB RAM': inclusionAI/AReaL,
# examples/local_gsm8k/quick_fix_commands.md),
# as the exception's message ('Failed: RuntimeError: MPS out of memory') or as an event ('unexpected MPS out of memory
# issue' on a 64GB Mac mini: https://github.com/mattmireles/gemma-tuner-multimodal/issues/21); not a heading ('# MPS
# Out of Memory Solutions'), nor denied, avoided or met only on a condition ('to avoid getting …', 'if you get …').
_MPS_OOM_SAID = compiled(r"(?i)(?:\b(?:crash(?:es|ed|ing)?|fail(?:s|ed|ing)?|di(?:es|ed)|dying|abort(?:s|ed|ing)?"
                         r"|stop(?:s|ped)?|throw(?:s|ing)?|threw|rais(?:es|ed|ing)|get(?:s|ting)?|got|hit(?:s|ting)?)"
                         r"[^\S\n]+(?:with[^\S\n]+|on[^\S\n]+)?(?:an?[^\S\n]+|the[^\S\n]+)?|\bRuntimeError:[^\S\n]*"
                         r"|\b(?:unexpected|sudden|random|constant|frequent|repeated)[^\S\n]+)"
                         r"[\"'`]?mps[^\S\n]+out[^\S\n]+of[^\S\n]+memory\b")
# The abbreviation met on MPS, in a sentence that names MPS as the device ('When running set_finetuning_example.ipynb on
# a MacBook on the mps backend I seem to be hitting an OOM, is this expected?', TRL's SFT notebook on a MacBook:
# https://github.com/huggingface/smol-course/issues/67 ; 'Received OOM Error while training BasicLM with pytorch' above
# the allocator's message on an M1 Max: https://github.com/LucasSte/MLX-vs-Pytorch/pull/2): met, not avoided or
# conditional (_MPS_OOM_UNMET before the verb), and never the word alone ('CUDA OOM', a README's 'OOM' heading).
_OOM_MET = compiled(r"(?i)\b(?:hit(?:s|ting)?|get(?:s|ting)?|got|crash(?:es|ed|ing)?(?:[^\S\n]+with)?"
                    r"|fail(?:s|ed|ing)?[^\S\n]+with|throw(?:s|ing)?|threw|raise[sd]?|receiv(?:es|ed|ing)|r[au]n(?:s|ning)?[^\S\n]+into"
                    r"|(?:is|was)[^\S\n]+(?:running[^\S\n]+)?)[^\S\n]+(?:an?[^\S\n]+|the[^\S\n]+)?(?:mps[^\S\n]+)?OOM\b")
_MPS_DEVICE_NAMED = compiled(r"(?i)\b(?:on|with|using|via)[^\S\n]+(?:the[^\S\n]+)?[`'\"]?mps\b|\bmps[`'\"]?[^\S\n]+"
                             r"(?:backend|device)\b|\bdevice[^\S\n]*=[^\S\n]*[`'\"]mps\b")
_OTHER_OOM = compiled(r"(?i)\b(?:cuda|gpu[^\S\n]+0|nvidia|rocm|hip|xpu|tpu)\b[^.?!\n]{0,20}\bOOM\b")
_MPS_OOM_UNMET = compiled(r"(?i)(?:\b(?:not|never|no|avoid(?:s|ed|ing)?|prevent(?:s|ed|ing)?|if|when|whenever"
                          r"|unless)\b|n't)[^.?!;\n]{0,60}\Z")
_NUMPY_ABI = compiled(r"compiled using NumPy 1\.x cannot be run in(?:\s+NumPy (\d[\w.]{0,20}))?")
_NUMPY_NEXT = compiled(r"^\s*NumPy (\d[\w.]{0,20}) as it may crash")
_MPS_IS = compiled(r"(?i)\bis\s*MPS(?:\s+\([^)]{0,60}\))?\s+(built|available)\s?\??\s*[:=]?\s*(True|False)\b")
_MPS_CALL = compiled(r"torch\.backends\.mps\.(is_available|is_built)\(\)\)?['\"]?\s*$")
# "isMPS : True", "MPS available: True", "torch.backends.mps: True": a label naming MPS, printed with its answer
# (and perhaps a comment after it: "MPS avail: True       # Metal GPU acceleration works").
# A bracketed aside may follow the label ('MPS (Metal) available: True', a test script's line found with the code
# search, index id 15121504469).
_MPS_LABEL_HEAD = r"(?i)^\s*[\w.]{0,30}mps[\w. ]{0,30}?(?:\([^()\n]{1,30}\)[\w. ]{0,20}?)?"
_MPS_LABEL = compiled(_MPS_LABEL_HEAD + r"\s*[:=]\s*(True|False)\s*(?:#[^\n]{0,200})?$")
# The same label saying 'available', which alone is read in lower case ('mps available: False') and with Yes or No
# ('MPS (Metal) Available: Yes', a device report's line, index id 67324173054): a config's 'use_mps: false' or a
# template's 'Using MPS: No' says what was chosen, not what the Mac can do.
_MPS_AVAILABLE_LABEL = compiled(_MPS_LABEL_HEAD
                                + r"\bavail(?:able)?\s*[:=]\s*(True|False|Yes|No)\s*(?:#[^\n]{0,200})?$")
# Both calls printed on one line ('print(torch.backends.mps.is_available(), torch.backends.mps.is_built())', or their
# tuple at the REPL) and their two answers on the next, in the same order.
_MPS_TWO_CALLS = compiled(r"torch\.backends\.mps\.(is_available|is_built)\(\)\s*,\s*(?:torch\.backends\.)?mps\."
                          r"(is_available|is_built)\(\)\)?['\"]?\s*$")
_TWO_ANSWERS = compiled(r"^\s*(?:Out\[\d{1,4}\]:\s*)?\(?(True|False)\s*,?\s+(True|False)\)?\s*$")
_DEVICE_PRINT = compiled(r"print\(\s*[\w.]{1,60}\.device\s*\)\s*$")
# The call and its answer in a sentence; two calls joined by "and" share the answer ("both
# torch.backends.mps.is_available() and torch.backends.mps.is_built() return True"). The answer may be said shown or
# printed, and quoted ('torch.backends.mps.is_available() shows "True".', a MacBook M1 Pro:
# https://github.com/Lightning-AI/pytorch-lightning/issues/17683); not what it should or would return.
_MPS_CALL_INLINE = compiled(r"torch\.backends\.mps\.(is_available|is_built)\(\)\)?\}?`?"
                              r"(?:\s*(?:and|&|,)\s*`?(?:torch\.backends\.mps\.)?(is_available|is_built)\(\)\)?\}?`?)?\s*"
                              r"(?:(?:both|all)\s+)?(?:(?:still|now|also|always)\s+)?"
                              r"(?:=>|->|returns?|returned|results\s+in|gives|give|gave|is|are|==?|:"
                              r"|shows?|showed|shown|prints?|printed|outputs?|says|said|evaluates\s+to|yields?)\s*"
                              r"(?:(?:both|all)\s+)?[`\"']?(True|False)\b")
# The answers said first, the calls after them ('when running this commands I get True, True' and then, quoted,
# print(torch.backends.mps.is_available()) and print(torch.backends.mps.is_built()), an M1 Pro:
# https://github.com/timeseriesAI/tsai/issues/556); not a condition or a question ('if I get True', 'should I get').
_ANSWERS_FIRST = compiled(r"(?i)\b(?:I|we)\s+(?:get|got|see|saw)\s+`?(True|False)`?"
                          r"(?:\s*(?:,|and|&)\s*`?(True|False)`?)?\s*[.:!]?\s*$")
_ANSWERS_UNMET = compiled(r"(?i)\b(?:if|whether|should|would|could|do|does|did|will|can|to|expect|expected)\s+\Z")
_MPS_CALL_ANY = compiled(r"torch\.backends\.mps\.(is_available|is_built)\(\)")
_MPS_DEVICE = compiled(r"device\(type='mps'(?:, index=\d{1,3})?\)|tensor\(\[.{0,200}\],\s*device='mps:\d{1,3}'")
_TF_GPU_CALL = compiled(r"list_physical_devices\(\s*['\"]GPU['\"]\s*\)")
# TensorFlow's install guide prints the count of GPUs it sees (`print("Num GPUs Available: ",
# len(tf.config.list_physical_devices('GPU')))`), the answer alone on its line; a guide's or a helper's words on the
# line or two before ('You should see … this line at the bottom') make it what should print, not what did.
_TF_GPU_COUNT = compiled(r"^\s*Num\s+GPUs\s+Available:?\s+(\d{1,2})\s*(?:<=*[^\n]{0,40})?$")
_TF_GPU_COUNT_TOLD = compiled(r"(?i)\b(?:should|must|expect(?:ed)?|will|would)\b[^\n]{0,80}"
                              r"\b(?:see|print|show|say|get|output)|\bexpected\s+output\b")
_MACHINE = compiled(r"platform\.machine\(\)`?\s*(?:returns|->|=|:)?\s*`?'?(x86_64|arm64)'?`?")
_BARE_MACHINE = compiled(r"^\s*(?:Returned value:\s*)?`?'(x86_64|arm64)'`?\s*$")
_TORCH_PRINT = compiled(r"^\s*(?:torch|PyTorch)\s*(?:version)?\s*[:=]?\s*"
                        r"'?(\d\.\d{1,2}\.\d{1,2}(?:\.dev\d{8}|a0\+\w{1,12}|\+\w{1,12})?)'?\s*$")
# A release named as a floor after it ("only runs if you have torch 2.3.1 minimum", "torch 2.1 or later") is a
# requirement, not the installed one (https://github.com/kijai/ComfyUI-segment-anything-2/issues/25).
_FLOOR_AFTER = compiled(r"\s*(?:minimum\b|min\b|at\s+least\b|or\s+(?:later|higher|newer|above|greater|up)\b"
                        r"|and\s+(?:above|up|later|higher|newer)\b)")
# "my torch is 2.8.0" (beside "my Python is 3.12.8", where collect_env could not be run:
# https://github.com/pytorch/pytorch/issues/166426): the person's own torch, after "my" or "our"; or a clause of the
# person's own that opens on it after "and", "but" or a comma ("I tried to opt out on bf16 with accelerate config, and
# torch is 2.9.1 ... so I guess it is the device part?": https://github.com/kohya-ss/musubi-tuner/issues/790), not a
# release described ("the latest torch is 2.9.1", "since torch is 2.x").
# People type the name 'tourch' too ('env:' / 'Python 3.12.2' / 'tourch 2.3.1' / 'ultralytics 8.2.45':
# https://github.com/THU-MIG/yolov10/issues/305 ; 'Reinstalled tourch 2.2.2 instead':
# https://github.com/shiragannavar/Testing-RAG/issues/2).
_TORCH_PROSE = compiled(r"(?:\b(?i:my|our)\s+(?i:PyTorch|torch)\s+(?i:is|was)"
                        r"|(?:,[ \t]*|\b(?i:and|but)[ \t]+)(?i:PyTorch|torch)[ \t]+(?i:is|was)"
                        r"|\b(?i:PyTorch|torch|(?:py)?tourch)(?:\s+(?i:version)(?:\s+is|\s*[:=])?)?)\s+`?v?"
                        r"(\d\.\d{1,2}\.\d{1,2}(?:\.dev\d{8}|a0\+\w{1,12}|\+\w{1,12})?)\b")
# The name glued to its release in a list of the environment's parts ('My environment is below:' / 'pytorch1.7.1' /
# 'cuda11.1' / 'A600': https://github.com/tianweiy/CenterPoint-KITTI/issues/23 ; 'torch1.10.0+cu113, python3.8'), read
# as the spaced form is; not inside a path or an index's URL ('…/mmcv/dist/cu110/torch1.7.0/index.html', a wheel index
# named for the torch it builds for), nor inside a name ('env_pytorch1.7.1', 'pytorch1.7.1-env').
_TORCH_GLUED = compiled(r"(?<![\w/.\\-])(?i:py)?(?i:torch)(\d\.\d{1,2}\.\d{1,2}(?:\+\w{1,12})?)(?![\w/\\-]|\.\d)")
# A release named by its minor only counts where the person says they use it ("I'm also using PyTorch 2.0"), not in a
# sentence about the release ("Torch 1.13 has GPU acceleration", "When PyTorch 1.12 dropped MPS support").
_TORCH_PROSE_MINOR = compiled(r"\b(?i:using|use|running|run|on|with|have|got)\s+(?i:PyTorch|torch)\s+`?v?"
                              r"(\d\.\d{1,2})(?![\d.]|\.\d)\b")
# A release named by its minor in a list of the environment's parts beside the Python's version ("Python 3.9
# (platform.processor() => 'arm'), PyTorch 1.13 (torch.backends.mps.is_available() => True), installed through conda",
# "Python 3.10 / torch 2.1"): the installed one, as in a form.
_PARENS = r"(?:\s*\((?:[^()\n]|\(\)){0,80}\))?"  # a remark in parentheses, perhaps with a call's () in it
_TORCH_LISTED_MINOR = compiled(r"(?i)\bpython\s+v?3\.\d{1,2}(?:\.\d{1,2})?\b" + _PARENS + r"\s*[,;/|]\s*"
                               r"(?:py)?torch\s+v?(\d\.\d{1,2})(?![\d.])"
                               r"|\b(?:py)?torch\s+v?(\d\.\d{1,2})(?![\d.])" + _PARENS
                               + r"\s*[,;/|]\s*python\s+v?3\.\d")
# A release named by its minor on a line of its own, in a block that lists the environment's parts one a line
# ("MacOS 13.6 (Same issue on 14.0 Sonoma)" / "Apple Silicon M1 Ultra / 64G" / "PyTorch 2.1 (release)":
# https://github.com/open-mmlab/mmcv/issues/2951): the installed one, as in a form. A remark after it may name the
# release's channel, not a verdict ("PyTorch 2.0 (works)" beside "PyTorch 2.1 (fails)" compares two), and a line
# beside it must name another part of the machine (the OS, the chip, the Python, the memory); a block under a
# heading of requirements ("Requirements:" / "macOS 13" / "PyTorch 2.1") names what is needed, not what is there.
_TORCH_LINE_MINOR = compiled(r"(?i)^\s*(?:[-*•]\s+)?(?:py)?torch\s+v?(\d\.\d{1,2})(?![\d.+])"
                             r"(?:\s*\((?:release|stable|stable\s+release|nightly|preview|latest|pip|conda|pypi"
                             r"|official(?:\s+release)?)\))?\s*$")
_ENV_PART = compiled(r"(?i)\b(?:mac\s?os|os\s?x|python|apple|intel|ubuntu|windows|linux|cuda|chip|cpu|gpu|ram"
                     r"|memory|m[1-5](?:\s?(?:pro|max|ultra))?|\d{1,3}\s?gb?)\b")
_NEEDED = compiled(r"(?i)\b(?:requirements?|required|requires|prerequisites?|supported|compatib\w*|dependencies"
                   r"|minimum|recommended|needs?)\b")


def _listed_alone(lines: Sequence[Line], i: int) -> bool:
    """Whether line *i* stands in a block of short lines naming the environment's parts (_TORCH_LINE_MINOR)."""
    beside = [lines[j].text for j in (i - 1, i + 1) if 0 <= j < len(lines) and lines[j].text.strip()]
    if not any(len(t) <= 80 and _ENV_PART.search(t) for t in beside):
        return False
    j = i - 1
    while j >= 0 and i - j <= 8 and lines[j].text.strip():
        if _NEEDED.search(lines[j].text):
            return False
        j -= 1
    return True


# PyTorch named by its distribution's file-name form ('torch-1.8.1', as pip writes a release) in a sentence that says
# it is installed or in use ('Currently with `v0.1.0`,  `torch-1.8.1` is installed which throws the error
# `AssertionError: Torch not compiled with CUDA enabled`', Windows 10: https://github.com/autogluon/autogluon/issues/1070):
# the release the person has, as 'torch 1.8.1 is installed' says; not a wheel's, an archive's or a folder's name
# ('torch-1.8.1-cp38-cp38-win_amd64.whl', 'torch-1.8.1.dist-info', '/pkgs/pytorch-1.8.1-py3.8_0'), nor pip's lines
# about a release it removes ('Uninstalling torch-1.8.1:', 'Successfully uninstalled torch-1.8.1').
_TORCH_DIST = compiled(r"(?<![\w/.\\-])(?i:py)?(?i:torch)-(\d\.\d{1,2}\.\d{1,2}(?:\+\w{1,12})?)(?![\w/\\+-]|\.\w)")
_DIST_INSTALLED_AFTER = compiled(r"\A`?[ \t]+(?i:is|was|gets|got|has[ \t]+been)[ \t]+(?:(?i:already|now|still)[ \t]+)?"
                                 r"(?i:installed)\b")
_DIST_IN_USE_BEFORE = compiled(r"\b(?i:using|running|with|have|had)[ \t]+`?\Z")
# The release in parentheses after the framework, where the person says it is the one in use ("With current pip
# version of PyTorch (1.12), it raises the following exception"); not an installer's step ("Installing torch (2.5.1):
# Failed", wanted) nor a project's own stack ("built on a PyTorch (2.4.0) with Nvidia GPU").
_TORCH_PAREN = compiled(r"\b(?i:version\s+of|using|running|with|have)\s+(?:the\s+)?(?i:PyTorch|torch)\s*\(\s*v?"
                        r"(\d\.\d{1,2}(?:\.\d{1,2})?)\s*\)")
# `>>> torch.__version__` answers with a repr ('2.0.0'); `print(torch.__version__)`, also in `python -c '…'`, bare
_TORCH_VERSION_REPL = compiled(r"torch\.__version__\s*(\)?)\s*['\"]?\s*$")
_VERSION_ANSWER = compiled(r"^\s*('?)(\d\.\d{1,2}\.\d{1,2}[\w.+]{0,30})\1\s*$")
_VM = compiled(r"(?i)github[- ]hosted runner|github actions|\bGHA\b|\bmacos-\d{2}(?:-\w{1,10})?\.?x?large\b"
               r"|virtuali[sz]ation framework|apple's virtuali[sz]ation|virtual machines?\b|\bsandbox(?:ed)?\b"
               r"|nested virt"
               # the Mac itself called virtualised ("virtualized Mac does not support MPS", torchchat#1416 on its
               # GitHub CI), and GitHub's CI named as the place ("problem occurs in github ci/cd")
               r"|(?<!not a )(?<!not )\bvirtuali[sz]ed\s+(?:macs?|mac\s?os(?:\s?x)?|runners?)\b"
               r"|\bgithub\s+ci\b"
               # GitHub's runs and its macOS runners named as the place ("A number of github runs have been failing
               # due an MPS out of memory issue", "the MacOS runner environment": kitzeslab/opensoundscape#851); not
               # a self-hosted runner (_VM_RULED_OUT)
               r"|\bgithub\s+(?:actions?\s+|ci\s+|workflow\s+)?runs\b|\bgithub(?:'s)?\s+(?:hosted\s+)?mac\s?os\s+runners?\b"
               r"|\bmac\s?os(?:-\w{1,12})?\s+runners?\s+on\s+github\b"
               # a hypervisor of PCs named as where macOS runs ("I'm using VMWare with sequoia OS on a ryzen 2600",
               # Xcode then saying "metal is not supported": dortania/macOS-VMware-Guide#19); a Windows or Linux
               # guest of one is no Mac's Metal question (diagnose/symptoms.py)
               r"|\bvmware\b|\bvirtualbox\b"
               # a VM as the machine, by its abbreviation in upper case ("VMs can't run MPS", "inside a VM");
               # not "non-VM" nor "not in a VM", nor virtual memory ("VM Region Summary") or a language's VM
               # ("VM crashes")
               r"|(?<!non-)(?<!non )(?-i:\bVMs\b)"
               r"|(?<!not )\b(?:in|on|inside|within|under)\s+(?:a|an|the|my|our|this)\s+(?:macOS\s+)?(?-i:VM)\b")
# GitHub Actions as the object of a plan ("2. Add GitHub Actions to build on MacOS", a to-do list under "Add MacOS+M1
# Support": https://github.com/painebenjamin/app.enfugue.ai/issues/40 ; "Add GitHub Actions to run the Cypress suite in
# CI", "Set Up CI/CD / Add GitHub Actions to auto-deploy on push" in plans found with the code search) is CI still to be
# written, not the machine the report ran on; a past "added" may be a run on the runner, so it is kept
_VM_PLANNED = compiled(r"(?i)\b(?:add(?:ing)?|set(?:ting)?[- ]?up|creat(?:e|ing)|configur(?:e|ing))\s+"
                       r"(?:a\s+|the\s+)?github actions\b")
# A sandbox or VM the sentence rules out is not the machine: 'Not a sandbox artifact — I ran the probe both inside and
# outside a sandbox and got nil either way' (an M2 Ultra in its own console session,
# https://github.com/JustVugg/colibri/pull/1602), 'not running in a VM', 'without a sandbox', 'non-sandboxed',
# Chromium's '--no-sandbox'. A bare 'outside the sandbox' stays read: it says the failure is inside one ('works outside
# the sandbox'), and so does 'not available in the sandbox' (the negation is the device's, not the sandbox's)
_VM_RULED_OUT = compiled(r"(?i)\b(?:not|never|isn't|wasn't|no)\s+(?:(?:running|run|ran)\s+)?"
                         r"(?:(?:in|inside|on|under|within)\s+)?(?:(?:a|an|the|any)\s+)?"
                         r"(?:sandbox(?:ed|es)?|virtual\s+machines?|VMs?)\b"
                         r"|\b(?:un|non)-?sandboxed\b|--no-sandbox\b"
                         r"|\b(?:inside|in)\s+and\s+outside\s+(?:of\s+)?(?:(?:a|an|the|any)\s+)?"
                         r"(?:sandbox(?:es)?|virtual\s+machines?|VMs?)\b"
                         r"|\bwithout\s+(?:(?:a|an|the|any)\s+)?(?:sandbox(?:es)?|virtual\s+machines?|VMs?)\b"
                         # a self-hosted runner is the person's own Mac, not GitHub's VM ('registering the Mac mini
                         # as a `self-hosted` GitHub Actions runner … running it as a launchd service',
                         # https://github.com/FriendlyInternet/nuxt-crouton/issues/653 ; 'purchase an Apple M2 Mini
                         # to utilise as a self-hosted GitHub runner', https://github.com/pybamm-team/PyBaMM/issues/2884)
                         r"|\bself[- ]?hosted[`'\"]?\s+"
                         r"(?:(?:GitHub|Actions|GHA|CI|macOS|mac|arm64|M\d\w{0,4})\s+){0,3}runners?\b(?:\s*\((?:GitHub\s+Actions|GHA|GitHub)\))?"
                         r"|\b(?:GitHub\s+Actions|GHA)\s+self[- ]?hosted\s+runners?\b"
                         r"|\bself[- ]?hosted\s+(?:on\s+)?(?:GitHub\s+Actions|GHA)\b")
# A VM's or sandbox's word inside a web address or a file path is part of a name, not the machine the report ran on: a
# maintainer's Colab gist link ('I've tested this code on colab, it works fine in this
# [gist](https://colab.sandbox.google.com/gist/dhantule/…)', under a report from a Mac running Keras on Metal:
# https://github.com/keras-team/keras/issues/21542), GitHub's page on its runners
# ('https://docs.github.com/…/about-github-hosted-runners'), a folder named so ('File "/Users/user/sandbox/roop/…"',
# '~/sandbox/add-mlx'). A sentence saying so ('I ran it in a sandbox', 'on a GitHub-hosted runner') stays read.
_VM_IN_NAME = compiled(r"(?i)\b(?:https?|ftp)://\S+|\bwww\.\S+"
                       r"|\b(?:[\w-]+\.)+(?:com|org|net|io|dev|ai|app)\b(?:/\S*)?"
                       r"|(?<![\w/])(?:~|\.{1,2})?(?:/[\w.@+~%-]+){2,}/?|(?<![\w/])(?:~|\.{1,2})/[\w.@+~%-]+"
                       r"|\b[a-z]:\\\S+")
# A lower-cased line without one of _VM's needles cannot match it
_VM_NEEDLES = compiled("|".join(re.escape(n.lower()) for n in sorted(needles(_VM.pattern) or [""])))
_NO_DIST = compiled(r"No matching distribution found for ([\w.\[\],<>=!~-]{1,120})")
# Poetry's own words for the same refusal, the release in parentheses: no file of it fits the environment ('Unable to
# find installation candidates for torch (2.1.2)' under Poetry's 'RuntimeError', a Python 3.12 on a macOS runner and
# torch 2.1.2 without cp312 wheels: https://github.com/JasonGross/guarantees-based-mechanistic-interpretability/issues/10
# ; 'for torch (2.4.1)' on an Intel Mac, which has no torch wheels after 2.2.2:
# https://github.com/sinaptik-ai/pandas-ai/issues/1415). Not the line of Poetry's source its traceback quotes ('raise
# RuntimeError(f"Unable to find installation candidates for {package}")').
_POETRY_NO_CANDIDATES = compiled(r"Unable to find installation candidates for ([A-Za-z0-9][\w.-]{0,80})"
                                 r" \(([\w.+!-]{1,40})\)")
# setuptools' easy_install, which `python setup.py install|develop` runs for a project's install_requires, says the
# same as pip's refusal in its own words ("error: Could not find suitable distribution for
# Requirement.parse('nuscenes-devkit')", mmdetection3d's setup.py: https://github.com/open-mmlab/mmdetection3d/issues/2941
# ; "No local packages or working download links found for spconv>=1.2" before it:
# https://github.com/open-mmlab/OpenPCDet/issues/567): the requirement could not be installed.
_NO_SUITABLE = compiled(r"Could\s+not\s+find\s+suitable\s+distribution\s+for\s+Requirement\.parse\(\s*['\"]"
                        r"([^'\"\s]{1,120})['\"]|No\s+local\s+packages\s+or\s+working\s+download\s+links\s+found\s+for\s+"
                        r"([\w.\[\],<>=!~-]{1,120})")
_GPU_TOPIC = compiled(r"(?i)\bMPS\b|\bmetal\b")


def parse(lines: Sequence[Line]) -> Found:
    found = Found("signatures")
    vm_lines: list[Line] = []
    crashes: list[int] = []  # the lines that report a SIGILL
    whole = _Whole(lines)
    gpu_topic = traceback = False
    for i, line in enumerate(lines):
        text = line.text
        if not text:
            continue
        if "Traceback (most recent call last)" in text:
            traceback = True
        if "llegal" in text or "LLEGAL" in text or "ignal" in text or "BAD_INSTRUCTION" in text:  # may wrap
            m = _SIGILL.search(continued(lines, i))
            if m and m.start() < len(text):
                crashes.append(i)
        if "caught segfault" in text or "caught bus error" in text:
            _r_caught(found, lines, i)
        low = text.lower()
        may_die, vm = _signs(text)
        if "mport" in text or may_die:
            _import_died(found, whole, i)
        if "Fatal Python error" in text:
            _faulthandler(found, lines, i)
        if "ymbol not found" in text or "ymbol Not Found" in text:
            _metal(found, lines, i)
        if "MPS" in text or ("mps" in text and _MPS_AVAILABLE_LABEL.match(text)):  # lower case: 'mps available: False'
            gpu_topic = True
            _mps(found, lines, i)
        elif not gpu_topic and _GPU_TOPIC.search(text):
            gpu_topic = True
        if ("emory" in text or "EMORY" in text) and "MPS backend out of memory" not in text:
            before = wrapped_into(lines, i)  # the verb that met it may sit before a wrap ('crashed with' / 'MPS out…')
            joined = before + text
            m = _MPS_OOM_WORDS.search(text) or next((said for said in _MPS_OOM_SAID.finditer(joined)
                                                     if said.end() > len(before)), None)
            if m and (m.re is _MPS_OOM_WORDS or not _MPS_OOM_UNMET.search(joined, 0, m.start())):
                symptom(found, "mps-out-of-memory", line)
        elif "OOM" in text.upper() or (i + 1 < len(lines) and "OOM" in lines[i + 1].text.upper()):
            _mps_oom_met(found, lines, i)
        elif "mps" in text or "MPS" in text:
            _mps_oom_wrapped(found, lines, i)
        if "NumPy 1.x" in text:
            m = _NUMPY_ABI.search(text)
            if m:
                version = m.group(1)
                if version is None and i + 1 < len(lines):
                    nxt = _NUMPY_NEXT.match(lines[i + 1].text)
                    version = nxt.group(1) if nxt else None
                symptom(found, "numpy-abi", line, numpy=version)
                if version:
                    found.add("python.packages", ("numpy", {"version": version}), line, SIGNATURE)
        if "mps" in text:
            _mps_repl(found, lines, i)
        if "GPU" in text:
            _tf_gpus(found, lines, i)
        if "machine" in text or "'x86_64'" in text or "'arm64'" in text:
            _machine(found, lines, i)
        if "torch" in low or "tourch" in low:
            _torch_version(found, lines, i)
        if "installation candidates" in text and (m := _POETRY_NO_CANDIDATES.search(text)):
            symptom(found, "pip-no-matching-distribution", line, requirement=f"{m.group(1)}=={m.group(2)}")
        if "No matching distribution found for" in text:
            m = _NO_DIST.search(continued(lines, i))  # the requirement may stand on the next line, after a wrap
            if m and m.start() < len(text):
                symptom(found, "pip-no-matching-distribution", line, requirement=m.group(1))
        elif "Could not find" in text or "No local packages" in text:
            _easy_install_refusal(found, lines, i)
        if vm:
            vm_lines.append(line)
    if crashes:
        _sigill(found, whole, crashes)
    if vm_lines and gpu_topic:
        symptom(found, "virtual-machine", vm_lines[0], mentions=len(vm_lines))
    _one_death_per_signal(found)
    if traceback or any(c.key == "report.symptom" for c in found.clues):
        found.formats.add("traceback")
    return found


@functools.lru_cache(maxsize=4096)
def _signs(text: str) -> tuple[bool, bool]:
    """Whether a line may tell of a death (one of _DIED_NEEDLES, read lower-cased), and whether it speaks of a VM or a
    sandbox as the machine: read once for each text (a long paste repeats its lines)."""
    low = text.lower()
    vm = bool(_VM_NEEDLES.search(low)
              and _VM.search(_VM_RULED_OUT.sub("", _VM_PLANNED.sub("", _VM_IN_NAME.sub(" ", text)))))
    return bool(_DIED_NEEDLES.search(low)), vm


def _one_death_per_signal(found: Found) -> None:
    """One import's death told twice with its signal, by a sentence and by the shell ("I'm getting segmentation fault
    when trying to import torch" over '>>> import torch' / 'Segmentation fault: 11', pytorch#87041), is one death: the
    last telling (the shell's output follows the sentence that tells of it) is kept, and a telling that names no
    module ('macOS Segfault on Import' over faulthandler's frames of `import pyarrow`, apache/arrow#37010) gives way
    to one that does."""
    deaths = [c for c in found.clues if c.key == "report.symptom" and c.value.get("id") == "import-died"
              and c.value.get("signal")]
    if len(deaths) < 2:
        return
    last = {(c.value.get("module"), c.value["signal"]): c for c in deaths}
    named = {signal for module, signal in last if module}
    keep = {id(c) for (module, signal), c in last.items() if module or signal not in named}
    found.clues[:] = [c for c in found.clues if c not in deaths or id(c) in keep]


def symptom(found: Found, ident: str, line: Line, **detail: Any) -> None:
    found.add("report.symptom", {"id": ident, "line": source_of(line),
                                 **{k: v for k, v in detail.items() if v is not None}}, line, SIGNATURE)


def _module(m: re.Match[str]) -> str:
    """The module an import names, as code writes it or as prose does ('import TF', 'importing tensor flow')."""
    return m.group(1) or _PROSE_MODULE[re.sub(r"\s+", " ", m.group(2).lower())]


# Any sign of a Python in the report: its name, its tools, its packages' names, a module path, a traceback. A SIGILL
# in a container, in a report with none of them, is the container's own program's (a Rust validator in an x86_64 image
# under emulation): no module's import, and no Mac Python's architecture to deduce from it. (Outside a container a
# bare "zsh: illegal hardware instruction" in an ML project's issue is still read as its Python's crash.)
_CONTAINER = compiled(r"(?i)\bdocker|\bcontainer\b|\bpodman\b|\bqemu\b")
_PYTHONIC = compiled(r"(?i)python|\bpip\d?\b|\bconda\b|\bimport\b|\.py\b|\bsite-packages\b|\btorch|tensorflow|"
                     r"\bkeras\b|\bjax\b|\bmlx\b|\bnumpy\b|\bjupyter|\btraceback\b|\bpoetry\b|\buv\s+(?:run|pip)\b")
# A Node.js report (TensorFlow.js's tfjs-node, required by a script node runs, installed by npm or yarn) with no sign
# only a Python leaves: its SIGILL is node's loading libtensorflow, whatever 'tensorflow' its package names say
# (tensorflow/tfjs#6381: 'const tf = require('@tensorflow/tfjs-node')' … 'Illegal instruction: 4' on an M1).
_NODE = compiled(r"(?i)\brequire\(\s*['\"]|\b(?:npm|yarn|pnpm)\s+(?:i|install|add|ci|run)\b|"
                 r"\bnode\s+[\w./-]+\.[cm]?js\b|\btfjs-node\b|@tensorflow/tfjs|\bnode\.js\b")
_PYTHON_ONLY = compiled(r"(?i)python|\bpip\d?\s|\bconda\b|\.py\b|\bsite-packages\b|\btraceback\b|\bjupyter|"
                        r"\bpoetry\b|^\s*>>>|\bimport\s+(?:torch|tensorflow|keras|jax|mlx|numpy)\b")


_NODE_PROGRAM = compiled(r"(?i)^(?:node(?:js)?|npm|npx|yarn|pnpm|deno|bun)$")


def _node_report(lines: Sequence[Line]) -> bool:
    return _any_line(_NODE, lines) and not _any_line(_PYTHON_ONLY, lines)


def _any_line(regex: re.Pattern[str], lines: Sequence[Line]) -> bool:
    """Whether a line matches; only a line that holds one of the pattern's needles can (paste/needles.py)."""
    some = needles(regex.pattern)
    if some is None or any(n != n.lower() for n in some):
        return any(regex.search(x.text) for x in lines)
    return any(regex.search(x.text) for x in lines if any(n in low for low in [x.text.lower()] for n in some))


def _last_text(lines: Sequence[Line], start: int, end: int, count: int = 4) -> list[Line]:
    """The last *count* lines of text in ``lines[start:end]``, the nearest first (blank lines, a fence's, are no
    text)."""
    return [prev for prev in reversed(lines[max(0, start): end]) if prev.text.strip()][:count]


def _imported_near(lines: Sequence[Line], start: int, end: int) -> str | None:
    """The module imported on the nearest of the last four lines of text in ``lines[start:end]`` that imports one."""
    return next((_module(m) for prev in _last_text(lines, start, end) for m in [_IMPORT.search(prev.text)] if m),
                None)


def _any_imported_near(lines: Sequence[Line], start: int, end: int) -> str | None:
    """The module, any, that the nearest of the last four lines of text in ``lines[start:end]`` imports."""
    return next((m.group(1) or m.group(2) for prev in _last_text(lines, start, end)
                 for m in [_ANY_IMPORT.search(prev.text)] if m), None)


class _Whole:
    """What the whole report says that the reading of a line may ask, each read once (a long paste asks it often)."""

    def __init__(self, lines: Sequence[Line]) -> None:
        self.lines = lines

    @functools.cached_property
    def imports(self) -> set[str]:
        """The modules the report imports."""
        return {_module(m) for x in self.lines if "mport" in x.text for m in _IMPORT.finditer(x.text)}

    @functools.cached_property
    def raised(self) -> list[int]:
        """The lines that open an import's exception (:data:`_IMPORT_RAISED`)."""
        return [i for i, x in enumerate(self.lines) if "Error" in x.text and _IMPORT_RAISED.match(x.text)]

    @functools.cached_property
    def died_in_run(self) -> bool:
        """Whether a sentence of the report names the kernel with a run (:data:`_RUN_WORDS`) and no import."""
        return any(_KERNEL_WORD.search(part) and "mport" not in part and _RUN_WORDS.search(part)
                   for x in self.lines if "ernel" in x.text for part in re.split(r"(?<=[.!?])\s+", x.text))


def _only_import(whole: _Whole) -> str | None:
    """The one module the whole report imports; None when it imports none or several."""
    return next(iter(whole.imports)) if len(whole.imports) == 1 else None


def _sigill(found: Found, whole: _Whole, crashes: Sequence[int]) -> None:
    """Each SIGILL, with the module whose import crashed: the one imported on the crash line or on the three lines of
    text before it (blank lines, a fence's, are no text: the command may stand in the code block before the one that
    shows its output); else the one module the whole report imports, wherever it stands (a title naming the crash
    comes before the steps that import it)."""
    lines = whole.lines
    pythonic: bool | None = None
    for i in crashes:
        module = (_r_imported(lines, i) if _R_CAUGHT.search(lines[i].text) else None) or _imported_near(
            lines, i - 12, i + 1) or _only_import(whole)
        line = lines[i]
        app = None if module else _app_started(lines, i)
        if module is None and app is None and pythonic is None:
            pythonic = not _node_report(lines) and (_any_line(_PYTHONIC, lines)
                                                    or not _any_line(_CONTAINER, lines))
        program = None if module else app or _program(line.text)
        node = program is not None and _NODE_PROGRAM.match(program) is not None  # 'zsh: … instruction  node ./index.js'
        symptom(found, "sigill", line, module=module, program=program,
                python=None if module or (pythonic and app is None and not node) else False, app=True if app else None)
        if module in ("torch", "tensorflow", "mlx", "jax"):
            found.add(f"{module}.import", failed("signal:SIGILL", source_of(line)), line, SIGNATURE)


def _r_frames(lines: Sequence[Line], i: int) -> list[str]:
    """The R calls R's crash handler printed under its 'Traceback:' after the crash line *i*, or the nearest ones
    before it where none follow (a paste in another order)."""
    for span in (lines[i + 1: i + 40], lines[max(0, i - 40): i][::-1]):
        frames: list[str] = []
        for x in span:
            if _R_FRAME.match(x.text):
                frames.append(x.text)
            elif frames and x.text.strip():
                break
        if frames:
            return frames
    return []


def _r_imported(lines: Sequence[Line], i: int) -> str | None:
    """The Python module whose import by reticulate the R crash at line *i* killed (:data:`_R_CAUGHT`): None where R's
    traceback shows no import under way."""
    frames = _r_frames(lines, i)
    if not any(_R_IMPORT_FRAME.match(f) for f in frames):
        return None
    for f in frames:
        m = _R_PYTHON_MODULE.search(f)
        if m:
            return _R_OBJECTS[m.group("obj")]
    called = next((m.group("pkg") for x in reversed(lines[max(0, i - 40): i]) for m in [_R_IMPORT_CALL.search(x.text)]
                   if m), None)
    if called:
        return called
    return "tensorflow" if _any_line(_R_TF_PACKAGE, lines[max(0, i - 80): i + 40]) else None


def _r_caught(found: Found, lines: Sequence[Line], i: int) -> None:
    """R's crash handler killing an import reticulate made (:data:`_R_CAUGHT`) with a segfault or a bus error (its
    SIGILL is read with the others, :func:`_sigill`)."""
    m = _R_CAUGHT.search(lines[i].text)
    if m is None or m.group("what") == "illegal operation":
        return
    module = _r_imported(lines, i)
    if module:
        symptom(found, "import-died", lines[i], module=module,
                signal="SIGSEGV" if m.group("what") == "segfault" else "SIGBUS")


def _import_died(found: Found, whole: _Whole, i: int) -> None:
    """A kernel or interpreter that died on an import (:data:`_IMPORT_DIED`, read across a wrap), or a notebook log's
    kernel death after an import: the one imported within four lines of text before it, else the one module the whole
    report imports (sections in another order put the import after the log). The module is the one the line imports
    or names, else the one imported nearby. A SIGILL line is read by :func:`_sigill` instead."""
    lines = whole.lines
    line = lines[i]
    text = continued(lines, i)
    if _SIGILL.search(text) or _NOT_DIED.search(text):
        return
    died = _IMPORT_DIED.search(text)
    if died and (_IMPORT_ORDER.match(text, died.end()) or _death_after_import_is_the_runs(text, died)):
        return
    if died and died.start() < len(line.text):
        m = _IMPORT.search(text)
        named = _NAMED.search(text)
        module = (_module(m) if m else _PROSE_MODULE.get(re.sub(r"\s+", " ", named.group(1).lower()),
                                                          named.group(1).lower()) if named
                  else died.group("mod") or died.group("from") or _prose_module(text, died)
                  or _prose_installed_module(text, died))
        told = _SIGNAL_SAID.search(died.group(0))
        signame = _SIGNAL_SAID_NAMES[told.group(0).lower()[:3]] if told else None
    else:
        log = _KERNEL_DIED_LOG.search(text)
        if not log or log.start() >= len(line.text):
            signal = _PROCESS_SIGNAL.search(line.text)
            if signal and not _DIED_ON_CALL.search(line.text) and not _ran_after_import(lines, i):
                code = [x for x in lines[max(0, i - 12): i] if not _COMMENTED_IMPORT.match(x.text)]
                module = _imported_near(code, 0, len(code)) or _any_imported_near(code, 0, len(code))
                said = signal.group("num") or signal.group("bash") or signal.group("darwin") or signal.group("zsh")
                signame = signal.group("sig") or _SIGNAL_NAMES[said.lower()]
                if module:
                    symptom(found, "import-died", line, module=module, signal=signame.upper())
            return
        module = None
        signame = None
    module = module or _imported_near(lines, i - 12, i) or (None if _ran_after_import(lines, i)
                                                             or (not died and whole.died_in_run)
                                                             else _only_import(whole))
    if module is None and not died:
        return
    if died and module and _raised_at_import(whole, module):
        return
    symptom(found, "import-died", line, module=module, signal=signame)


# The exception an import raised, from its first line: Python printed it, so the process did not die there
_IMPORT_RAISED = compiled(r"^\W{0,4}(?:ImportError|ModuleNotFoundError)\b\s*:")


def _raised_at_import(whole: _Whole, module: str) -> bool:
    """Whether the report shows *module*'s import raising a Python exception: an ImportError (or ModuleNotFoundError)
    whose text, with the two lines after it (a dlopen message wrapped as pasted), names the module, or which follows
    a line of text importing it. People call that traceback a crash ('macos-14 crash when importing pydantic' over
    'from pydantic import BaseModel, …' / 'ImportError: dlopen(…/site-packages/pydantic/__init__.cpython-311-darwin.so,
    0x0002): … (mach-o file, but is an incompatible architecture …)': https://github.com/pydantic/pydantic/issues/11543),
    but the interpreter printed it and lived: an import that failed, not one that killed the process."""
    lines = whole.lines
    name = re.compile(rf"(?<![\w.-]){re.escape(module)}(?![\w-])", re.I)
    for i in whole.raised:
        if any(name.search(y.text) for y in lines[i: i + 3]):
            return True
        if any(m and (m.group(1) or m.group(2)).lower() == module.lower() for prev in _last_text(lines, i - 4, i)
               for m in [_ANY_IMPORT.search(prev.text.strip())]):
            return True
    return False


def _fault_frame(lines: Sequence[Line], j: int) -> tuple[re.Match[str] | None, int]:
    """faulthandler's frame on line *j* and the index of the line after it. A frame whose path is longer than a hard
    wrap's width falls into up to three lines ('  File' / '"/Applications/anaconda3/envs/pyvista/lib/python3.11/site-
    packages/pyvista/core/_vtk_core.py",' / 'line 309 in <module>', pyvista/pyvista#5005 wrapped at 80): a line that
    starts a frame but is no whole frame is read with the one or two lines after it, rejoined at the spaces the wrap
    took (a blank line ends a frame, never crossed)."""
    text = lines[j].text
    frame = _FRAME_LINE.match(text)
    if frame or not text.lstrip().startswith("File"):
        return frame, j + 1
    for end in (j + 2, j + 3):
        if end > len(lines) or not lines[end - 1].text.strip():
            break
        frame = _FRAME_LINE.match(" ".join([text.rstrip()] + [x.text.strip() for x in lines[j + 1: end]]))
        if frame:
            return frame, end
    return None, j + 1


def _faulthandler(found: Found, lines: Sequence[Line], i: int) -> None:
    """faulthandler's fatal signal (:data:`_FAULT`) in an import: the crashing thread's frames start in importlib's
    loader and reach a module's body; that module (its package under site-packages, else the file's name) died. Frames
    cut inside the loader name no body: the import made just before the report is the one."""
    m = _FAULT.search(lines[i].text)
    if not m:
        return
    frames: list[re.Match[str]] = []
    current = False
    j, stop = i + 1, min(i + 80, len(lines))
    while j < stop:
        x = lines[j]
        head = _THREAD_HEAD.match(x.text)
        if head:
            if frames:
                break
            current = bool(head.group("current"))
            j += 1
            continue
        frame, j = _fault_frame(lines, j)
        if frame and current:
            frames.append(frame)
        elif frames and x.text.strip():
            break
    if not frames or not frames[0].group("path").startswith(_LOADER):
        return
    body = next((f for f in frames if not f.group("path").startswith(_LOADER)), None)
    if body is None:  # the frames cut inside the loader: the import just before the report ran
        module = _imported_near(lines, i - 12, i) or _any_imported_near(lines, i - 12, i)
    elif body.group("func") != "<module>":
        return
    else:
        package = _SITE_PACKAGE.search(body.group("path")) or _SCRIPT.search(body.group("path"))
        module = package.group(package.lastgroup or "pkg") if package else None
    if module:
        symptom(found, "import-died", lines[i], module=module, signal=_SIGNAL_NAMES[m.group("sig").lower()])


# The module a sentence says was imported when the kernel died ('Kernel dead right after import bertopic',
# MaartenGr/BERTopic#868; 'Kernel dies when importing imageai.Detection', OlafenwaMoses/ImageAI#643): a lower-case
# name after the word (a dotted one's top package), not an article, a pronoun or a noun for one
_PROSE_IMPORTED = compiled(r"\s+(?:the\s+)?[`'\"]?([a-z_][a-z0-9_]{1,40})\b(?![-(])")
_NOT_MODULES = frozenset({"time", "it", "its", "this", "that", "them", "my", "our", "your", "any", "some", "package",
                          "packages", "module", "modules", "library", "libraries", "statement", "error", "line",
                          "and", "or", "of", "in", "on", "from", "with", "into", "is", "was", "fails", "failed"})


def _prose_module(text: str, died: re.Match[str]) -> str | None:
    """The module named right after the import a death sentence ends on ('… after import bertopic in …')."""
    if not died.group(0).lower().endswith(("import", "importing")):
        return None
    m = _PROSE_IMPORTED.match(text, died.end())
    return m.group(1) if m and m.group(1) not in _NOT_MODULES else None


# The package a death sentence names before its death, as the one installed or as its subject with a version: the
# import that died is that package's ('pip install pyarrow==17.0.0 causes segmentation fault 11 upon import with mac';
# 'Upon pip installing PyArrow (17.0.0) on two separate machines … quit with a segmentation fault 11 upon import':
# https://github.com/apache/arrow/issues/43339 ; 'After upgrading to shap 0.41.0 the kernel dies on import'; 'pyarrow
# 17.0.0 segfaults on import'; 'Updated duckdb to 1.0.0 and now it crashes on import'). A name after pip's install, or
# after installing / upgrading / updating (to) with a version after it (or 'to' and one), or a sentence's first word
# with a version after it; not a requirements file, an option, a word for a thing ('pip install everything'), nor
# Python, a notebook, an editor or the OS ('Python 3.12 crashes on import'), nor a package of an earlier sentence.
_INSTALLED_NAME = r"[`'\"]?(?P<{}>[A-Za-z][A-Za-z0-9_.-]{{0,40}}?)[`'\"]?"
_INSTALLED_VERSION = r"\s*(?:==\s*|\(\s*|v)?\d{1,4}(?:\.\d{1,4}){1,3}\b"
_PROSE_INSTALLED = compiled(
    r"(?i)\bpip3?\s+install(?:s|ed|ing)?\s+(?:(?:-U|--upgrade|--user|--force-reinstall|--no-cache-dir)\s+)*"
    + _INSTALLED_NAME.format("pip") + r"(?=\s|[=<>~!]=|\(|,|;|$)"
    + r"|\b(?:install(?:s|ed|ing)|upgrad(?:es?|ed|ing)|updat(?:es?|ed|ing))\s+(?:to\s+)?"
    + _INSTALLED_NAME.format("pkg") + r"(?=(?:\s+to)?" + _INSTALLED_VERSION + r")")
_PROSE_SUBJECT = compiled(r"^\W{0,3}" + _INSTALLED_NAME.format("pkg")
                          + r"(?=" + _INSTALLED_VERSION + r"\)?[`'\"]?\s)")
_NOT_INSTALLED = _NOT_MODULES | frozenset({
    "python", "python3", "ipython", "jupyter", "jupyterlab", "notebook", "kernel", "pip", "conda", "anaconda",
    "miniconda", "miniforge", "homebrew", "brew", "macos", "osx", "mac", "xcode", "vscode", "pycharm", "spyder",
    "everything", "all", "them", "requirements", "version", "release", "latest", "the", "a", "an", "to", "sonoma",
    "ventura", "monterey", "sequoia", "tahoe", "catalina", "mojave", "ubuntu", "windows", "linux", "debian"})


def _prose_installed_module(text: str, died: re.Match[str]) -> str | None:
    """The package the death sentence installed or starts with (:data:`_PROSE_INSTALLED`), as an import's name."""
    start = max((m.end() for m in _SENTENCE_END.finditer(text, 0, died.start())), default=0)
    sentence = text[start: died.start()]
    found = _PROSE_INSTALLED.search(sentence) or _PROSE_SUBJECT.match(sentence)
    if not found:
        return None
    name = (found.groupdict().get("pip") or found.group("pkg")).rstrip(".").lower()
    if name in _NOT_INSTALLED or name.endswith((".txt", ".whl", ".toml", ".py", ".cfg")) or "." in name:
        return None
    from macml_doctor.kb import module_packages  # read only here: a death told in prose is rare

    return module_packages.module(name) or _IMPORT_NAMES.get(name, name.replace("-", "_"))


# pip's name for a package whose import is another's, beyond those checks/module_packages.toml knows (scikit-learn,
# pillow, opencv-python, …: their rows are checked against each wheel's files)
_IMPORT_NAMES = {"beautifulsoup4": "bs4", "tensorflow-macos": "tensorflow", "protobuf": "google.protobuf"}


# A statement of code: an assignment or a call ("inputs = torch.Tensor(…).to(\"mps\")", "loss(inputs, targets)"), also
# at a REPL's prompt ("In [3]: embeddings.index([…])" before 'zsh: segmentation fault  ipython', neuml/txtai#717)
_STATEMENT = compiled(r"^\s*(?:>>>\s*|In \[\d{1,4}\]:\s*)?[A-Za-z_][\w.]*(?:\[[^\]\n]{0,40}\])?\s*(?:=(?!=)|\()")
_FRAME = compiled(r'\bline \d{1,6}, in [<\w][\w<>.]{0,80}\s*$')  # 'File "…", line 27, in poll', perhaps wrapped


# A sentence that puts the kernel's death in a run, not an import: training, fitting, an epoch, predicting, or a
# numbered cell ("when I tried to train a convolutional neural net today my kernel stopped", "the kernel is
# interrupted at the cell 31", microsoft/vscode-jupyter#9157). There the one module a report imports elsewhere (a
# comment's 'import TensorFlow as tf') is not what died.
_RUN_WORDS = compiled(r"(?i)\b(?:train(?:s|ed|ing)?|fit(?:s|ting)?|epochs?|predict(?:s|ed|ing|ion)?|inference"
                      r"|(?:at|in|on)\s+(?:the\s+)?cell\s*(?:#\s*)?\d{1,4})\b")
_KERNEL_WORD = compiled(r"(?i)\bkernel\b")


# A training run's own log: Keras's epoch header and its progress bar with the step count ('Epoch 1/50' /
# '60/60 [==============================] - ETA: 0s - loss: 0.6377 - accuracy: 0.6485' / 'Segmentation fault: 11',
# training on tensorflow_macos after `import tensorflow as tf;`: https://github.com/keras-team/keras/issues/14473),
# or a loss printed with its value ('loss: 2.3416'). Printed after the imports, so a death under it is the run's.
_TRAINING_LOG = compiled(r"^\s*Epoch\s+\d{1,6}/\d{1,6}\s*$|^\s*\d{1,9}/\d{1,9}\s+\[[=>.]{3,}\]|\bloss:\s*\d")


def _ran_after_import(lines: Sequence[Line], i: int) -> bool:
    """Whether the code above the death line ran statements after its last import (the crash came from them: tensors
    moved to 'mps' and a loss computed before 'The Kernel crashed while executing code in the current cell', pytorch
    #110463), or a training log (:data:`_TRAINING_LOG`) stands between them. A traceback's source lines (after a
    frame's 'File "…", line N, in f') are no statements the person ran."""
    last = next((k for k in range(i - 1, -1, -1) if "mport" in lines[k].text and _ANY_IMPORT.search(lines[k].text)),
                None)
    if last is None:
        return False
    return any((_STATEMENT.match(lines[k].text) and "import" not in lines[k].text
                and not (k > 0 and _FRAME.search(lines[k - 1].text))) or _TRAINING_LOG.search(lines[k].text)
               for k in range(last + 1, i))


def _app_started(lines: Sequence[Line], i: int) -> str | None:
    """The macOS app whose own executable the crash line, or one of the two lines of text before it, names (the
    command that started it: 'Starting via commandline `/Applications/X.app/Contents/MacOS/X` exits with')."""
    return next((m.group("name") for x in _last_text(lines, i - 4, i + 1, 3)
                 for m in [_APP_EXECUTABLE.search(x.text)] if m), None)


def _program(text: str) -> str | None:
    """The program the shell says died, where it is no Python (a SIGILL there is no module's import)."""
    m = _SHELL_COMMAND.search(text)
    name = m.group("cmd").rstrip(".").rsplit("/", 1)[-1] if m else ""
    return name if name and not _PYTHON_COMMAND.match(name) else None


def _metal(found: Found, lines: Sequence[Line], i: int) -> None:
    joined = " ".join(x.text for x in lines[max(0, i - 1): i + 1])
    m = _METAL_SYMBOL.search(joined) if "etal" in joined else None
    if not m:
        return
    line = lines[i]
    symbol = m.group(1)
    if symbol is None:
        s = _SYMBOL_NOT_FOUND.search(line.text)
        symbol = s.group(1) if s else None
    symptom(found, "metal-plugin-symbol", line, symbol=symbol)
    found.add("tensorflow.load_error_text", line.text.strip()[:1000], line, SIGNATURE)


def _mps(found: Found, lines: Sequence[Line], i: int) -> None:
    line = lines[i]
    text = line.text
    m = _MPS_FLOOR.search(continued(lines, i))
    if m and m.start() < len(text):
        symptom(found, "mps-macos-floor-error", line, claimed_floor=m.group(1))
        found.add("torch.mps_available", False, line, SIGNATURE)
    m = _MPS_OOM.search(continued(lines, i))
    if m and m.start() < len(text):
        symptom(found, "mps-out-of-memory", line, mps_allocated=m.group(1), other_allocations=m.group(2),
                max_allowed=m.group(3), tried_to_allocate=m.group(4))
    m = _MPS_IS.search(text)
    if m is None and "built" not in text.lower():
        label = _MPS_LABEL.match(text) or _MPS_AVAILABLE_LABEL.match(text)
        if label:
            _mps_said(found, "available", label.group(1).lower() in ("true", "yes"), line)
            return
    if m:
        _mps_said(found, m.group(1).lower(), m.group(2) == "True", line)


def _mps_said(found: Found, call: str, answer: bool, line: Line) -> None:
    """What torch.backends.mps.is_available() or is_built() answered (*call* 'is_available', 'available', 'is_built'
    or 'built'), with the symptom an availability answer is."""
    if call.endswith("available"):
        found.add("torch.mps_available", answer, line, SIGNATURE)
        symptom(found, "mps-available" if answer else "mps-not-available", line)
    else:
        found.add("torch.mps_built", answer, line, SIGNATURE)


def _mps_repl(found: Found, lines: Sequence[Line], i: int) -> None:
    line = lines[i]
    if _MPS_DEVICE.search(line.text):
        symptom(found, "mps-tensor", line)
        found.add("torch.mps_available", True, line, SIGNATURE)
        return
    answers = [m for m in _MPS_CALL_INLINE.finditer(continued(lines, i)) if m.start() < len(line.text)]
    for inline in answers:
        answer = inline.group(3) == "True"
        for call in dict.fromkeys(c for c in inline.group(1, 2) if c):
            _mps_said(found, call, answer, line)
    if answers:
        return
    if line.text.strip() in ("mps:0", "mps") and i > 0 and _DEVICE_PRINT.search(lines[i - 1].text):
        symptom(found, "mps-tensor", line)  # print(x.device) answered mps:0: a tensor lives on MPS
        found.add("torch.mps_available", True, line, SIGNATURE)
        return
    two = _MPS_TWO_CALLS.search(line.text)
    both = _TWO_ANSWERS.match(lines[i + 1].text) if two and i + 1 < len(lines) else None
    if two and both:
        for call, said in zip(two.groups(), both.groups()):
            _mps_said(found, call, said == "True", lines[i + 1])
        return
    m = _MPS_CALL.search(line.text)
    if m and i + 1 < len(lines) and lines[i + 1].text.strip() in ("True", "False"):
        _mps_said(found, m.group(1), lines[i + 1].text.strip() == "True", lines[i + 1])
    elif m:
        _mps_answers_first(found, lines, i)


def _mps_answers_first(found: Found, lines: Sequence[Line], i: int) -> None:
    """The calls' answers said on a line a little before them ('I get True, True', then the two calls): each call from
    that line on takes its answer in turn, or the one answer where a single one is said for them all."""
    for j in range(i - 1, max(-1, i - 11), -1):
        said = _ANSWERS_FIRST.search(lines[j].text)
        if said is None:
            continue
        if _ANSWERS_UNMET.search(lines[j].text[:said.start()]):
            return
        answers = [a == "True" for a in said.groups() if a]
        calls = [(k, c.group(1)) for k in range(j + 1, i + 1) for c in _MPS_CALL_ANY.finditer(lines[k].text)]
        if len(answers) > 1 and len(answers) != len(calls):
            return
        for n, (k, call) in enumerate(calls):
            _mps_said(found, call, answers[n] if len(answers) > 1 else answers[0], lines[k])
        return


def _tf_gpus(found: Found, lines: Sequence[Line], i: int) -> None:
    line = lines[i]
    text = line.text.strip().strip("`")
    if "PhysicalDevice(name='/physical_device:GPU" in text:
        names = re.findall(r"'(/physical_device:GPU:\d+)'", text)
        symptom(found, "tf-gpu-listed", line, devices=names)
        found.add("tensorflow.gpu_devices", names, line, SIGNATURE)
        return
    if _TF_GPU_CALL.search(text) and i + 1 < len(lines) and lines[i + 1].text.strip() == "[]":
        symptom(found, "tf-gpu-empty", lines[i + 1])
        found.add("tensorflow.gpu_devices", [], lines[i + 1], SIGNATURE)
        return
    count = _TF_GPU_COUNT.match(text)
    if count and not any(_TF_GPU_COUNT_TOLD.search(lines[j].text) for j in range(max(0, i - 3), i)):
        names = [f"/physical_device:GPU:{n}" for n in range(int(count.group(1)))]
        if names:
            symptom(found, "tf-gpu-listed", line, devices=names)
        else:
            symptom(found, "tf-gpu-empty", line)
        found.add("tensorflow.gpu_devices", names, line, SIGNATURE)


def _machine(found: Found, lines: Sequence[Line], i: int) -> None:
    line = lines[i]
    m = _MACHINE.search(line.text)
    if m:
        found.add("python.machine", m.group(1), line, SIGNATURE)
        found.formats.add("platform_string")
        return
    m = _BARE_MACHINE.match(line.text)
    if m and i > 0 and "machine" in " ".join(x.text for x in lines[max(0, i - 4): i]) and not _wrapped_onto(lines, i):
        found.add("python.machine", m.group(1), line, SIGNATURE)
        found.formats.add("platform_string")


def _wrapped_onto(lines: Sequence[Line], i: int) -> bool:
    """Whether line *i* may be the end of the line before it, cut by a wrap: that line is long enough to have been
    wrapped and is no call whose answer line *i* would be (``…and platform_machine ==`` / ``'arm64'``)."""
    before = lines[i - 1].text.rstrip()
    return len(before) >= WRAPPED and not before.endswith(")")


def _a_floor(lines: Sequence[Line], i: int, end: int) -> bool:
    """Whether the version ending at *end* of line *i* is named as a floor ('torch 2.3.1 minimum'); the floor's word
    may stand on the next line where a wrap broke the sentence there."""
    rest = lines[i].text[end:]
    if not rest.strip() and i + 1 < len(lines):
        rest = " " + lines[i + 1].text
    return bool(_FLOOR_AFTER.match(rest))


# A catalog entry printed as JSON lists the releases it applies to ('"versions": [' { '"version": "PyTorch 2.1.0"', … },
# { '"version": "macOS 14.0"', … } ]: an error catalog's entry for the MPS out-of-memory message, pasted whole, dev
# 1899): releases the entry names, not a torch anyone has installed.
_JSON_VERSION_ENTRY = compiled(r'^\s*"version"\s*:\s*"')
_JSON_VERSIONS_LIST = compiled(r'"\w{0,30}versions"\s*:\s*\[\s*$')
_JSON_LIST_END = compiled(r"^\s*\]")
_VERSIONS_LIST_LINES = 60


def _in_versions_list(lines: Sequence[Line], i: int) -> bool:
    """Whether line *i* is a '"version": "…"' member of a JSON list of versions opened above it and not yet closed."""
    if not _JSON_VERSION_ENTRY.match(lines[i].text):
        return False
    for prev in reversed(lines[max(0, i - _VERSIONS_LIST_LINES): i]):
        if _JSON_LIST_END.match(prev.text):
            return False
        if _JSON_VERSIONS_LIST.search(prev.text):
            return True
    return False


def _easy_install_refusal(found: Found, lines: Sequence[Line], i: int) -> None:
    """setuptools' refusal to fetch a requirement (_NO_SUITABLE) that starts on line *i*, read across a wrap after it
    (a long title holding the whole message, hard-wrapped inside it)."""
    m = _NO_SUITABLE.search(continued(lines, i))
    if m and m.start() < len(lines[i].text):
        symptom(found, "pip-no-matching-distribution", lines[i], requirement=m.group(1) or m.group(2))


def _torch_version(found: Found, lines: Sequence[Line], i: int) -> None:
    bare = unhinted(lines[i].text)
    if bare != lines[i].text:  # a template's example ('4. ML framework version(s) [e.g. torch 1.7.1]:') is no answer
        lines = [*lines[:i], Line(lines[i].number, bare), *lines[i + 1:]]
    line = lines[i]
    if _in_versions_list(lines, i):
        return
    m = _TORCH_PRINT.match(line.text)
    if m:
        found.add("torch.version", m.group(1), line, SIGNATURE)
        return
    asked = _TORCH_VERSION_REPL.search(line.text)
    if asked and i + 1 < len(lines):
        q = _VERSION_ANSWER.match(lines[i + 1].text)
        if q and (q.group(1) or asked.group(1)):
            found.add("torch.version", q.group(2), lines[i + 1], SIGNATURE)
            return
    text = continued(lines, i)  # a wrap may have broken the sentence after "Torch Version is"
    lead = wrapped_into(lines, i)  # or before it ("You should setup your" / "environment with … pytorch 1.0.1")
    m = _TORCH_PROSE.search(text) or _TORCH_GLUED.search(text)
    # "trying to install PyTorch 2.7.1": asked for, not installed; "torch 2.3.1 minimum": a floor; "torch 1.13.1 does
    # not support Python 3.11": the release's support
    if m and m.start() < len(line.text) and not wanted(lead + text[: m.start()]) and \
            not _FLOOR_AFTER.match(text, m.end()) and not support_said(lead + text[: m.start()], text[m.end():]):
        found.add("torch.version", m.group(1), line, PROSE)
        return
    m = _TORCH_DIST.search(text)
    if (m and m.start() < len(line.text) and _dist_in_use(lead + text[: m.start()], text[m.end():])
            and not wanted(lead + text[: m.start()])):
        found.add("torch.version", m.group(1), line, PROSE)
        return
    m = _TORCH_PROSE_MINOR.search(line.text)
    if (m and sentence.rules().first_person.search(line.text) and not wanted(lead + line.text[: m.start()])
            and not _a_floor(lines, i, m.end())):
        found.add("torch.version", m.group(1), line, PROSE)
        return
    for pattern in (_TORCH_LISTED_MINOR, _TORCH_PAREN):
        m = pattern.search(line.text)
        if m and not wanted(lead + line.text[: m.start()]):
            found.add("torch.version", next(g for g in m.groups() if g), line, PROSE)
            return
    m = _TORCH_LINE_MINOR.match(line.text)
    if m and _listed_alone(lines, i):
        found.add("torch.version", m.group(1), line, PROSE)


def _dist_in_use(before: str, after: str) -> bool:
    """Whether the words around a release named in its distribution form say it is installed ('… is installed') or in
    use ('using torch-2.0.1')."""
    return bool(_DIST_INSTALLED_AFTER.match(after) or _DIST_IN_USE_BEFORE.search(before))


def _mps_oom_wrapped(found: Found, lines: Sequence[Line], i: int) -> None:
    """The out-of-memory said of MPS in prose, where a wrap broke the phrase after line *i*'s MPS ('…after several
    hundred iterations, getting "MPS out' / 'of memory".', a transformers Trainer on an M2:
    https://github.com/pytorch/pytorch/issues/121113): the phrase read across the break, as on one line."""
    text = lines[i].text
    whole = continued(lines, i)
    if len(whole) == len(text):
        return
    m = _MPS_OOM_WORDS.search(whole) or _MPS_OOM_SAID.search(whole)
    if (m and m.start() < len(text) < m.end()
            and (m.re is _MPS_OOM_WORDS or not _MPS_OOM_UNMET.search(whole, 0, m.start()))):
        symptom(found, "mps-out-of-memory", lines[i])


def _mps_oom_met(found: Found, lines: Sequence[Line], i: int) -> None:
    """An OOM met on MPS, in the sentence of line *i* read across the wraps around it (_OOM_MET): a match that starts
    on line *i*, in a sentence that names MPS as the device and no other accelerator's OOM."""
    before = wrapped_into(lines, i)
    sentence = before + continued(lines, i)
    start, end = len(before), len(before) + len(lines[i].text)
    for m in _OOM_MET.finditer(sentence):
        if not start <= m.start() < end:
            continue
        if ((" mps " in m.group(0).lower() or _MPS_DEVICE_NAMED.search(sentence)) and not _OTHER_OOM.search(sentence)
                and not _MPS_OOM_UNMET.search(sentence, max(0, m.start() - 60), m.start())):
            symptom(found, "mps-out-of-memory", lines[i])
        return
