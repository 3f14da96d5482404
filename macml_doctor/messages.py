"""Every user-facing sentence the doctor prints, in one place.

Finding summaries are templates filled from Facts (``SUMMARIES[id].format(**values)``), so that the
prose is derived from data and the JSON and text reports can never disagree.
"""

from __future__ import annotations

from typing import Any, Final

MARKS: Final = {"ok": "✓", "info": "•", "warning": "!", "error": "✗"}

REASSURANCE: Final = "If your training already runs fine on the GPU, warnings are only advice."
UNKNOWN_VERSION: Final = "(version unknown)"  # in summaries, where the facts do not give a version
SOME_PROGRAM: Final = "a program"  # a SIGILL the shell reports where the report shows no import and names no program
VERSION_BEFORE: Final = "before {bound}"  # a version known only as an upper bound (an error only an older one raises)
VERDICT_HEALTHY: Final = "No issues found."
VERDICT_PROBLEMS: Final = "Found {problems} in {areas}."  # problems: "2 errors and 1 warning"
VERDICT_HINT: Final = "Run `macml-doctor explain ID` for the why and the fix; `macml-doctor fix` applies fixes."
INSPECTING: Final = "Inspecting {python}  ({reason})"

# Why this interpreter is the target (macml_doctor/gather/target.py).
TARGET_GIVEN: Final = "given with --python"
TARGET_MODULE: Final = "the interpreter running `python -m macml_doctor`"
TARGET_VENV: Final = "the active virtual environment (${var})"
TARGET_CONDA: Final = "the active conda env (${var})"
TARGET_PATH: Final = "python3 on PATH (no active venv or conda env)"
TARGET_OWN: Final = "the doctor's own interpreter (no python3 on PATH)"
TARGET_SKIPPED: Final = "skipped {what}"
TARGET_SKIPPED_TOOL: Final = "{python} (the doctor's {kind} tool environment)"
TARGET_SKIPPED_STUB: Final = (
    "{python} (a stub until the Command Line Tools are installed; running it opens their install dialog)"
)
TARGET_NONE: Final = (
    "no Python to inspect: the only python3 on PATH is a tool environment; give one with --python PATH "
    "or activate the environment first"
)
TARGET_STUB_GIVEN: Final = (
    "--python {python}: on this Mac it is a stub that opens the Command Line Tools install dialog; install them "
    "first (xcode-select --install) or give another Python"
)
REPLAYING: Final = "Replaying {what}"  # what: the target's reason, e.g. "snapshot: collect_env of …"
REPORT_ISSUES: Final = "https://github.com/macml-doctor/macml-doctor/issues"
INTERNAL_ERROR: Final = (
    "macml-doctor failed: {error}. This is a bug in the doctor, not in your environment; "
    "please report it at " + REPORT_ISSUES + " with the output of `macml-doctor facts --redact`."
)
CHECK_CRASHED: Final = (
    "The check {check} crashed ({error}): this is a bug in macml-doctor, please report it at " + REPORT_ISSUES
    + " with the text below. Every other result is shown; this check's is missing."
)
CHECK_CRASHED_PASTE: Final = "macml-doctor {version}: check {check} crashed at {where}: {error}"
DOCTOR_MARK: Final = "☠"  # the doctor area: a bug in macml-doctor, never advice
INTERRUPTED: Final = "macml-doctor: interrupted ({signal}); every process it started for a check was ended"
OWN_MARKDOWN_VISIBLE: Final = "a macml-doctor Markdown report without its JSON block (read from its finding lines)"
# A framework's import the report says fails, its exception not shown (paste.evaluators.import_said_to_fail)
IMPORT_SAID_TO_FAIL: Final = "the report says so ('{said}') but shows no exception"
INPUT_CUT: Final = "the input was longer than {limit}; only that much of it was read"
OUTPUT_CUT: Final = "its output passed {limit} and was cut there (something in it prints without end)"
CHILD_NO_RESULT: Final = ("it exited (status {rc}) before reporting its result (something it imports ended "
                          "the process, e.g. os._exit)")

# Why a child process died, by signal name. "illegal hardware instruction" is zsh's wording for SIGILL.
SIGNALS: Final = {
    "SIGILL": (
        "illegal hardware instruction: native code contains CPU instructions this process cannot run; "
        "typically an x86_64 build compiled with AVX running under Rosetta, which does not emulate AVX"
    ),
    # on a host that is not Apple silicon (traits.host_without_rosetta), where Rosetta plays no part
    "SIGILL-native": "illegal hardware instruction: native code contains CPU instructions this CPU lacks "
    "(see cpu-without-avx)",
    "SIGSEGV": "segmentation fault: native code crashed (often a build for another "
    "library version or architecture)",
    "SIGABRT": "abort: native code called abort() (often a failed assertion or a missing symbol at load time)",
    "SIGBUS": "bus error: native code crashed on a misaligned or unmapped memory access",
    "SIGKILL": "killed: the process was killed (out of memory, or by the system)",
}


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


SUMMARIES: Final[dict[str, str]] = {
    # platform
    "apple-silicon": "Apple silicon{chip}, macOS {macos}",
    "intel-mac": "Intel Mac ({chip}), macOS {macos}: no MPS in PyTorch ≥ 2.3 (no x86_64 macOS wheels)",
    "not-a-mac": "{os_name} ({detail}): Mac-specific checks do not apply",
    "intel-mac-container-host": "An Intel Mac ({chip}) hosts the container: no Metal device reaches a container, and "
    "on the Mac itself no MPS in PyTorch ≥ 2.3 (no x86_64 macOS wheels)",
    "apple-silicon-container-host": "Apple silicon{chip} hosts the container: the Mac can use MPS natively, the "
    "Linux container cannot",
    "macos-too-old-for-mps": "macOS {macos} is older than {floor}, which {needs} needs for the MPS GPU backend",
    "low-power-mode": "Low Power Mode is on: GPU and CPU throughput are cut (an M4 Pro GPU ran at 69 %)",
    # python
    "python-native-arm64": "Python {version} runs natively (arm64)",
    "python-x86-on-arm": "Python {version} is an x86_64 process under Rosetta on Apple silicon: "
    "MPS is usually unavailable, and pip installs x86_64 wheels",
    "python-distribution": "{distribution}",
    "python-externally-managed": "{owner} is externally managed (PEP 668): pip refuses to install into it outside a "
    "virtual environment; put ML packages in a venv made from it",
    "conda-x86-distribution": "conda environment is {subdir} (Intel) on Apple silicon: it installs x86_64 "
    "packages that run under Rosetta, usually without MPS",
    "python-too-old": "Python {version} is too old: {why}",
    "collector-crashed": "The target interpreter crashed while being inspected ({signal}: {meaning})",
    "collector-timeout": "The target interpreter did not answer within {timeout:.0f} s",
    "collector-failed": "The target interpreter could not be inspected: {error}",
    "input-truncated": "{source} was longer than {limit} MiB: only that much of it was read",
    "error-unexplained": "The report's error matches none the doctor knows: {error}",
    # packages, torch, tensorflow, other frameworks (issue 3)
    "import-crashed": "{where} crashed with {signal}: {meaning}",
    "cpu-without-avx": "{where} died with SIGILL on {host}, which is not Apple silicon: this CPU lacks an "
    "instruction set the build was compiled for (TensorFlow's binaries need AVX from 1.6); Rosetta plays no part "
    "and reinstalling the same wheels changes nothing",
    "cpu-without-avx-container": "{where} died with SIGILL in a Linux container on an Apple-silicon Mac: an amd64 "
    "image runs there emulated (Docker's Rosetta, or a QEMU before 7.2), without AVX, so a build compiled for it "
    "crashes; an arm64 image (or a build without AVX) runs natively, and reinstalling the same wheels changes nothing",
    "import-timeout": "{where} did not finish within {timeout:g} s (set MACML_DOCTOR_IMPORT_TIMEOUT to wait longer)",
    "import-failed": "{where} failed: {error}",
    "incompatible-arch-extension": "{package}: a compiled module is for another CPU architecture ({file}): {archs}",
    "incompatible-arch-extension-scan": "{package}: {count} compiled module(s) cannot load in this {arch} "
    "Python, e.g. {file} ({archs})",
    "numpy-abi-mismatch": "{package} does not work with NumPy {numpy}: {why}",
    "python-too-new-frameworks": "Python {version} is newer than these frameworks publish wheels for: {frameworks}",
    "python-too-old-frameworks": "Python {version} is older than these frameworks publish wheels for: {frameworks}",
    "torch-missing": "PyTorch is not installed in this environment",
    "torch-x86-build": "torch {version} is an x86_64 build running under Rosetta on Apple silicon: "
    "MPS is usually unavailable",
    "torch-not-built-with-mps": "torch {version} was built without MPS (torch.backends.mps.is_built() is False)",
    "mps-available": "MPS is available to torch {version}{memory}",
    "mps-unavailable": "MPS is built into torch {version} but not available: {reason}",
    "no-metal-device": "No usable Metal device although the setup is right: {where}",
    "torch-no-x86-mac-wheels": "PyTorch publishes no macOS wheels for {machine} after {last}: no torch ≥ 2.3, no MPS",
    "torch-outdated": "torch {version} is older than {floor}: {why}",
    "mps-fallback": "{var} is {state}{op}: set it before `import torch` (it is read once, at import) to run "
    "operators without an MPS kernel on the CPU",
    "cuda-available": "CUDA is available to torch {version}{build}{devices}",
    "cuda-unavailable": "torch {version} cannot use the NVIDIA GPU: {why}",
    "cuda-driver-too-old": "The NVIDIA driver is too old for this torch (CUDA {cuda}): {warning}",
    "torch-cpu-only": "torch {version} runs on the CPU only ({build}; no NVIDIA GPU found)",
    "tensorflow-missing": "TensorFlow is not installed in this environment",
    "tf-x86-build": "TensorFlow {version} is an x86_64 build on Apple silicon ({why}): AVX code crashes under "
    "Rosetta and there is no Metal GPU",
    "tf-no-x86-mac-wheels": "TensorFlow publishes no x86_64 macOS pip packages after {last}",
    "tf-metal-missing": "TensorFlow {version} has no tensorflow-metal plugin: it runs on the CPU only",
    "tf-metal-version-mismatch": "TensorFlow {tf} with tensorflow-metal {metal} {how}. Working pairs: {pairs}",
    "tensorflow-macos-deprecated": "tensorflow-macos {version}{beside} is deprecated: from TF 2.13 install "
    "`tensorflow` itself",
    "tensorflow-macos-empty": "tensorflow-macos {version} is an empty package: it installs no TensorFlow "
    "(`import tensorflow` fails); install `tensorflow` instead",
    "tf-metal-without-tensorflow": "tensorflow-metal {metal} is installed without TensorFlow: the plugin does not "
    "depend on it, so pip installed none. Install its pair: {pair}",
    "keras-legacy-optimizer-fallback": "Keras {keras} on Apple silicon swaps tf.keras optimizers for the legacy "
    "ones (and logs 'Falling back to the legacy Keras optimizer')",
    "tf-keras3-metal": "TensorFlow {tf} uses Keras {keras}; with tensorflow-metal the GPU was reported unused: "
    "use tf-keras with TF_USE_LEGACY_KERAS=1, or TF 2.15",
    "tf-gpu-available": "TensorFlow {version} sees the GPU: {devices}",
    "tf-cpu-only": "TensorFlow {version} ({dist}) sees no GPU: it runs on the CPU",
    "mlx-available": "MLX {version} can use {device}",
    "mlx-cpu-only": "MLX {version} runs on the CPU here ({device}): a working install; off the Mac, MLX reaches a "
    "GPU only through its CUDA backend (mlx-cuda)",
    "jax-backend": "JAX {version} runs on its {backend} backend: {devices}",
    "mlx-unsupported": "MLX {version} cannot use the GPU here: {why}",
    "mlx-metal-missing": "mlx {version} is installed without {package}=={version}, which holds its Metal library "
    "on macOS: `import mlx.core` fails",
    "jax-metal-version-mismatch": "jax-metal {metal} does not match: {problems} (its row: jaxlib {jaxlib}, "
    "jax {jax}, macOS {macos}+)",
    "coremltools-info": "coremltools {version} ({support}); {where}",
    "knowledge-stale": "{packages}: newer than this doctor knows (its tables were checked on {checked}); the "
    "advice may be stale",
    # probe (issue 4)
    "probe-speedup": "{framework} on {device}: {speedups}{roofline}",
    "probe-no-accelerator": "{framework}: no accelerator ({why}); measured the CPU only: {numbers}",
    "probe-device-unavailable": "{framework}: --device {device} was asked for, but {why}",
    "probe-slow": "{framework} on {device} is far below what {chip} reaches: {what}{context}",
    "probe-invalid": "{framework} timing is not trustworthy ({why}): re-run; close other apps / plug in power",
    "probe-mismatch": "{framework}: {device} training disagrees with the CPU ({compared}: losses differ by "
    "{loss:.1e}, weights by {params:.1e}; tolerance {tol:.0e})",
    "probe-framework-missing": "{framework} is not installed in {python}: nothing to probe",
    "probe-crashed": "The {framework} probe did not finish: {why}",
}

# Why MPS is built but unavailable (mps-unavailable's reason), by reason id.
MPS_REASONS: Final = {
    "python-x86-on-arm": "the Python is x86_64 under Rosetta",
    "x86-python-undecided": "the Python is x86_64: under Rosetta if this Mac has Apple silicon, else an Intel Mac "
    "(`sysctl -n machdep.cpu.brand_string` decides)",
    "macos-too-old-for-mps": "macOS is below the floor this torch needs",
    "no-metal-device": "no Metal device is visible (VM, CI runner, sandbox or remote session)",
    "op-failed": "is_available() is True but a one-element op on 'mps' failed",
    "intel-mac": "an Intel Mac (MPS needs a supported AMD GPU there, and torch ≤ 2.2)",
    "unknown": "the reason is not known; see the evidence",
}
NO_DEVICE_SIGNS: Final = {
    "vmm_present": "this macOS runs in a virtual machine (kern.hv_vmm_present=1)",
    "CI": "a CI job (CI is set)",
    "GITHUB_ACTIONS": "a GitHub Actions runner",
    "SSH_CONNECTION": "a remote SSH session",
    "mps_device_count": "torch.mps.device_count() is 0",
}
NO_DEVICE_UNKNOWN: Final = "likely a sandbox or virtualised session that hides the GPU"
CUDA_CPU_BUILD: Final = "this is a CPU-only torch build; install a CUDA build"
CUDA_UNKNOWN: Final = "torch.cuda.is_available() is False"
MLX_NEEDS: Final = {
    "chip": "MLX needs an Apple-silicon Mac",
    "native": "MLX needs a native arm64 Python, not x86_64 under Rosetta",
    "macos": "MLX needs macOS {floor}+ (this is {macos})",
    "python": "MLX needs Python {spec} (this is {version})",
    "metal": "mlx.core.metal.is_available() is False",
}
JAX_METAL_CANNOT_LOAD: Final = "macOS {macos} (its plugin binary needs macOS {loader}+: it cannot load)"
JAX_METAL_BELOW_SUPPORTED: Final = (
    "macOS {macos} (Apple supports it from {floor}; the plugin loads from {loader} but fails at run time below "
    "the supported macOS)"
)
COREMLTOOLS_BEFORE: Final = (
    "coremltools before {release} (its warning names torch {tested} as the newest it was tested with; wheels up to "
    "Python {python})"
)
COREML_PREDICT_MAC: Final = "Core ML predictions run on this Mac"
COREML_PREDICT_NOT_MAC: Final = "it converts models here, but Core ML predictions run only on macOS"


def summary(finding_id: str, **values: Any) -> str:
    return SUMMARIES[finding_id].format(**values)


# the parts of cuda-available's summary a report may not give: the build's CUDA, the devices torch named
CUDA_BUILD: Final = " (CUDA {cuda})"
CUDA_DEVICES: Final = ": {devices}"

MLX_METAL_GPU: Final = "the Metal GPU"
MLX_CUDA_GPU: Final = "the CUDA GPU ({name})"


# --- config files, --ignore / --only, --format summary (issue 12) ------------------------------------
CONFIG_UNREADABLE: Final = "config {path}: cannot read it ({error})"
CONFIG_UNKNOWN_KEY: Final = "config {path}: unknown key {key!r} (known: {known})"
CONFIG_BAD_VALUE: Final = "config {path}: {key} must be {want}"
CONFIG_UNKNOWN_ID: Final = "{where}: unknown finding id {id!r}; `macml-doctor list` shows every id"
CONFIG_UNKNOWN_AREA: Final = "{where}: unknown area {area!r} (areas: {known})"
# Live progress of a check's children (macml_doctor/render/progress.py), on stderr.
PROGRESS_STATES: Final = {"running": "running", "done": "done", "absent": "not installed", "failed": "failed",
                          "timeout": "timed out"}
PROGRESS_MARKS: Final = {"running": "…", "done": "✓", "absent": "•", "failed": "✗", "timeout": "✗"}
PROGRESS_ROW: Final = "  {mark} {name:<12} {state:<13} {seconds:5.1f} s"
PROGRESS_LINE: Final = "{name}: {state} ({seconds:.1f} s)"
ALL_ENVS_LINE: Final = "{python}  {line}"  # check --all-envs: one line per environment
ALL_ENVS_NONE: Final = "No Python environments found in the usual places."
SUMMARY_LINE: Final = "{status}: {counts}{ids}"  # one line for an MDM extension attribute or a CI log
SUMMARY_IDS: Final = " ({ids})"
SUMMARY_MAX_IDS: Final = 3
SUMMARY_NONE: Final = "no errors or warnings"


# --- fix and setup (issue 5) -----------------------------------------------------------------------
FIX_UNKNOWN_ID: Final = "unknown fix or finding id {id!r}; `macml-doctor list` shows every id"
FIX_FINDING_ABSENT: Final = "{id}: this finding is not present on this machine, so there is nothing to fix"
FIX_NO_RECIPE: Final = "{id}: this finding has no fix recipe; `macml-doctor explain {id}` says what to do"
FIX_NOT_APPLICABLE: Final = (
    "fix {id!r} does not apply to this environment: none of the findings it fixes ({findings}) is present"
)
FIX_FROM_NEEDS_DRY_RUN: Final = "fix --from only prints the plan for a saved report: add --dry-run"
FIX_JSON_NEEDS_DRY_RUN: Final = "fix --format json prints the plan only: add --dry-run"
FIX_NOTHING: Final = "Nothing to fix: no error or warning finding has a fix."
FIX_PLAN_INTRO: Final = "Fix plan for {python} ({n} fix(es)). Nothing has run yet."
FIX_PLAN_HEAD: Final = "[{i}/{n}] {title}  [{id}]"
FIX_PLAN_TARGET: Final = "target: {python}  (manager: {manager}; environment: {prefix})"
FIX_ALREADY_SATISFIED: Final = "already in place: nothing to do"
FIX_WILL_RUN: Final = "will run (no shell, no sudo):"
FIX_WILL_EDIT: Final = "will edit {path} (backed up first; only the macml-doctor block changes):"
FIX_NOTHING_FOR_MANAGER: Final = "no commands for a {manager} environment; follow the steps below"
FIX_MANUAL: Final = "needs you: the doctor does not do this itself. Steps:"
FIX_BY_HAND: Final = "or by hand:"
FIX_MANUAL_COMMANDS: Final = "commands for these steps (the doctor does not run them; run them yourself):"
FIX_DRY_RUN: Final = "Dry run: nothing was changed. Apply with `macml-doctor fix --yes` (same ids)."
FIX_NO_TTY: Final = (
    "Not applied: there is no terminal to ask for confirmation. "
    "Re-run with --yes to apply, or --dry-run to only print the plan."
)
FIX_ASK: Final = "Apply {title} [{id}]?"
FIX_APPLYING: Final = "Applying {id} …"
FIX_RECHECK: Final = "Re-checking the environment …"
FIX_EXIT: Final = "exit status {rc}"
FIX_BACKUP: Final = "backup: {path}"
FIX_FAILED_STEP: Final = "failed at: {step} ({detail}); the steps after it were not run"
FIX_EXPECT_MISSED: Final = "{name} is still not {spec}"
FIX_EDIT_MISSING: Final = "the file edit is not in place"
FIX_SHELL_DIFFERS: Final = (
    "a new {shell} shell still gets {name}={seen!r} (wanted {value!r}): a later line overrides it"
)
FIX_UNFILLED: Final = ("needs you: the facts do not say {names}; the doctor will not run these. "
                       "Run them yourself with the right value:")
FIX_VALUE_REJECTED: Final = ("not filled in: {{{name}}} would be \"{value}\", which is {why}; "
                             "the doctor will not run a command with it")
EXPLAIN_UNKNOWN: Final = "unknown id {id!r}; `macml-doctor list` shows every finding and fix id"
EXPLAIN_NO_FIX: Final = "No fix recipe: the summary says what to do."
EXPLAIN_WHEN: Final = "when {conditions}"  # conditions: "reason is 'no-metal-device'"
EXPLAIN_OTHERWISE: Final = "otherwise"
EXPLAIN_WHEN_ASKED: Final = "only when asked for: macml-doctor fix {id}"
EXPLAIN_AUTO: Final = "the doctor can apply it"
EXPLAIN_MANUAL: Final = "manual"
REMEDY_MANUAL: Final = "the doctor does not do this itself"
REMEDY_UNFILLED: Final = "the facts do not say {names}"
REMEDY_FILL_IN: Final = "(fill in {names} first: the facts do not say)"
REMEDY_NO_COMMANDS: Final = "no commands for a {manager} environment"
REMEDY_EXTERNALLY_MANAGED: Final = (
    "this {owner} Python refuses pip installs outside a virtual environment (PEP 668): make one with "
    "`macml-doctor setup`, or `{python} -m venv ~/.venvs/ml`, and install there")
FIX_NEW_ERROR: Final = "a new error appeared after the fix: {id}: {summary}"
FIX_VERIFY: Final = "then verify: {verify}"
FIX_LOG: Final = "Log: {path}"
FIX_STATUS: Final = {
    "fixed": "fixed (re-check passed)",
    "still-broken": "still broken after applying; new evidence:",
    "failed": "failed",
    "skipped": "not applied",
    "manual": "needs you (manual steps above)",
    "nothing-to-do": "nothing to do (already in place)",
    "interrupted": "interrupted: the steps below say what was and was not done",
}
FIX_STATUS_MARK: Final = {
    "fixed": "✓", "nothing-to-do": "✓", "still-broken": "✗", "failed": "✗", "skipped": "!", "manual": "!",
    "interrupted": "✗",
}
SETUP_BAD_FRAMEWORKS: Final = "--frameworks {given!r}: choose from {known} (comma-separated)"
SETUP_BAD_PYTHON: Final = "--python-version {given!r}: give a minor version such as 3.11"
SETUP_NO_PYTHON: Final = (
    "no python{version} on PATH to build a venv from; install it, or use --manager uv / --manager conda, "
    "which fetch their own Python"
)
SETUP_NO_PYTHON_IN_RANGE: Final = (
    "no Python {low}–{high} (the versions every chosen package has wheels for) on PATH as python3.N, and this "
    "doctor runs on {current}; install one, or use --manager uv or conda (Miniforge), which fetch their own Python"
)
SETUP_MLX_UNSUPPORTED: Final = "MLX cannot be set up here: {reason}"
SETUP_NO_MPS: Final = (
    "note: no PyTorch release has the MPS (GPU) backend on this Mac ({reason}); torch will run on the CPU. "
    "Upgrade macOS to train on the GPU."
)
SETUP_PREFIX_NOT_DIR: Final = "--prefix {prefix} exists and is not a folder; choose another --prefix"
SETUP_PREFIX_NOT_ENV: Final = "{prefix} exists and is not a Python environment; choose another --prefix"
SETUP_NO_UV: Final = (
    "--manager uv: uv is not installed (no uv on PATH); install it (`pipx install uv`, or `python3 -m pip install uv` "
    "in a venv) or choose --manager venv"
)
SETUP_NO_VENV: Final = (
    "{python} cannot make a venv ({why}); on Debian/Ubuntu install python3-venv, or use --manager uv"
)
SETUP_TORCH_CPU: Final = (
    "note: no NVIDIA GPU: PyTorch's CPU build from its CPU index (PyPI's Linux torch is the CUDA build, "
    "gigabytes of CUDA libraries this machine cannot use)"
)
SETUP_TORCH_CUDA: Final = "note: NVIDIA driver {driver}: PyTorch's CUDA {cuda} build ({tag}; needs driver {min}+)"
SETUP_TORCH_DRIVER_OLD: Final = (
    "note: NVIDIA driver {driver} is older than CUDA {cuda} needs ({min}+): PyTorch's CPU build; update the driver "
    "to train on the GPU, then run setup again"
)
SETUP_NO_CONDA: Final = "asked for, but no native conda/mamba is on PATH"
SETUP_MANAGER_ASKED: Final = "asked for"
SETUP_MANAGER_CONDA: Final = "native {exe} ({platform}) found"
SETUP_MANAGER_UV: Final = "no native conda; uv found"
SETUP_MANAGER_VENV: Final = "no native conda or uv; the standard library's venv"
SETUP_PYTHON_OUT_OF_RANGE: Final = (
    "note: Python {version} is outside {low}–{high}, the versions every chosen package has wheels for"
)
SETUP_MINIFORGE_INTRO: Final = (
    "No native conda here. Install Miniforge (conda-forge's conda + mamba), verifying the published "
    "SHA-256 before running anything:"
)
SETUP_PLAN_INTRO: Final = "Setup plan for this machine ({host}). Nothing has run yet."
SETUP_NEW: Final = "new"
SETUP_REUSE: Final = "exists: reused, missing packages are installed into it; nothing is deleted"
SETUP_THEN_VERIFY: Final = "then: macml-doctor check --python {python} (and the GPU probe when available)"
SETUP_DRY_RUN: Final = "Dry run: nothing was created. Add --yes to create it without asking."
SETUP_NO_TTY: Final = (
    "Not created: there is no terminal to ask for confirmation. Re-run with --yes, or --dry-run to only print "
    "the plan."
)
SETUP_ASK: Final = "Create {prefix} and install?"
SETUP_ASK_REUSE: Final = "{prefix} already exists. Install into it (nothing is deleted)?"
SETUP_DECLINED: Final = "Nothing was created."
SETUP_FAILED: Final = (
    "Setup stopped: `{command}` failed ({rc}). {done} step(s) had completed; {prefix} may be partly "
    "installed: re-run the same setup to continue (it reuses the env), or delete the folder yourself."
)
SETUP_INTERRUPTED: Final = (
    "Interrupted after {done} of {total} step(s); {prefix} may be partly installed: re-run setup to continue."
)
SETUP_CHECKING: Final = "Checking the new environment: {python}"
SETUP_PROBE_FAILED: Final = "probe failed: {why}"
SETUP_READY: Final = "Ready: {prefix}"
SETUP_NOT_READY: Final = "Created {prefix}, but the check found errors (above)."
SETUP_NOT_READY_PROBE: Final = "Created {prefix}, but the GPU probe failed: {why}"


# Findings read from a pasted report's error lines (macml_doctor/diagnose/symptoms.py), keyed by symptom.
SYMPTOM_SUMMARIES: Final[dict[str, str]] = {
    "incompatible-arch": "A compiled module is {have} but the interpreter needs {need}: {file}",
    "import-died": "import {module} killed the Python process (a notebook kernel died, or the interpreter was killed) "
    "without a Python error: native code crashed; run the import in a terminal Python to see the signal",
    "import-died-signal": "import {module} killed the Python process with {signal}, without a Python error: native "
    "code in the module crashed",
    "sigill": "import {module} died with SIGILL (illegal hardware instruction): typically an x86_64 build "
    "using AVX under Rosetta, which does not emulate AVX",
    "sigill-native": "import {module} died with SIGILL (illegal hardware instruction): native code uses CPU "
    "instructions this CPU lacks (see cpu-without-avx)",
    "sigill-program": "{program} died with SIGILL (illegal hardware instruction): typically an x86_64 build using "
    "AVX under Rosetta, which does not emulate AVX",
    "sigill-native-program": "{program} died with SIGILL (illegal hardware instruction): native code uses CPU "
    "instructions this CPU lacks (see cpu-without-avx)",
    "metal-plugin-symbol": "The tensorflow-metal plugin failed to load (Symbol not found{symbol}): "
    "tensorflow-metal does not match the installed TensorFlow",
    "mps-macos-floor-error": "MPS refused to start (\"supported on MacOS {claimed_floor}+\")",
    "mps-not-available": "torch.backends.mps.is_available() is False in the report",
    "mps-available": "MPS works in the report (torch.backends.mps.is_available() is True)",
    "mps-tensor": "MPS works in the report (a tensor was placed on the mps device)",
    "mps-unimplemented-op": "{op} has no MPS kernel in this torch: set PYTORCH_ENABLE_MPS_FALLBACK=1 before "
    "`import torch` to run it on the CPU, or upgrade torch",
    "mps-op-fell-back": "{op} has no MPS kernel in this torch and ran on the CPU (PYTORCH_ENABLE_MPS_FALLBACK is "
    "on): the run goes on, slower; a newer torch may have the kernel",
    "mps-unimplemented-dtype": "MPS has no {dtype}: a {dtype} tensor was moved to the mps device; cast it to "
    "float32 first (PYTORCH_ENABLE_MPS_FALLBACK runs missing operators on the CPU, not a missing dtype)",
    "mps-buffer-too-large": "One tensor of {size} is larger than the largest buffer the Mac's GPU allows, so MPS "
    "refused it ('Invalid buffer size'): split the work (a smaller batch, a lower resolution or fewer frames, tiled or "
    "chunked attention); PYTORCH_MPS_HIGH_WATERMARK_RATIO does not lift this limit",
    "mps-bfloat16-unsupported": "MPS has bfloat16 only from macOS 14 on Apple silicon: this run's bfloat16 "
    "tensors fail on the mps device; load the model in float16 (or float32), or upgrade macOS "
    "(PYTORCH_ENABLE_MPS_FALLBACK runs missing operators on the CPU, not a missing dtype)",
    "mps-bfloat16-old-torch": "{torch} has no bfloat16 on the mps device: MPS has it from torch {since} on macOS 14 "
    "and later, and this Mac runs macOS {macos}; upgrade torch, or load the model in float16 (or float32)",
    "mps-device-mismatch": "An op got tensors on mps and on the CPU: an input, a weight or the model was not moved; "
    "move them all with .to('mps') (MPS itself works)",
    "cuda-out-of-memory": "CUDA ran out of GPU memory{numbers}: torch reached the GPU (CUDA works) and the run does "
    "not fit; reduce the batch size, the resolution or the precision (float16/bfloat16), free what other processes "
    "hold (nvidia-smi), or set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True where much is reserved but unallocated",
    "mps-out-of-memory": "MPS ran out of memory{numbers}: reduce the batch size or model size; "
    "PYTORCH_MPS_HIGH_WATERMARK_RATIO only moves the ceiling (0.0 removes it and may freeze the system) "
    "and must be set before `import torch`",
    "numpy-abi": "A module compiled against NumPy 1.x is imported with NumPy {numpy}: pin numpy<2 or upgrade "
    "that module",
    "numpy-c-api-mismatch": "A compiled module was built against NumPy's C API {built} but the NumPy running is "
    "older (C API {running}, a NumPy 1.x): upgrade numpy, or reinstall that module built for the installed numpy",
    "torch-numpy-unavailable": "torch says 'Numpy is not available': this torch (before 2.3) was built against "
    "NumPy 1.x and cannot use the NumPy 2 installed beside it; pin numpy<2 or upgrade torch to 2.3 or later",
    "tf-gpu-listed": "TensorFlow lists a GPU in the report ({devices})",
    "tf-gpu-empty": "TensorFlow lists no GPU and tensorflow-metal is not installed: TensorFlow runs on the CPU only",
    "bad-cpu-type": "An x86_64 program could not start on Apple silicon (Bad CPU type in executable): "
    "Rosetta 2 is not installed; install native arm64 tools instead (or `softwareupdate --install-rosetta`)",
    "virtual-machine": "The report describes a VM, CI runner or sandbox: Apple's virtualization exposes no usable "
    "Metal device, so MPS cannot work there",
    "hidden-metal-device": "MPS is unavailable although macOS {macos} meets {needs}'s floor ({floor}): the Metal "
    "device is hidden (VM, CI runner, sandbox or remote session)",
    "tf-x86-build": "tensorflow {version} is an x86_64-only build on Apple silicon (arm64 TensorFlow before "
    "{first} was tensorflow-macos); under Rosetta it dies with SIGILL",
    "incompatible-arch-undirected": "A compiled module is built for the other CPU architecture than the "
    "interpreter loading it (\"mach-o, but wrong architecture\"): {file}",
    "incompatible-arch-runtime": "A native library is {have} but the {runtime} process loading it is {need} (no "
    "Python is involved): {file}",
    "incompatible-arch-runtime-undirected": "A native library is built for the other CPU architecture than the "
    "{runtime} process loading it (no Python is involved): {file}",
    "library-not-loaded": "A compiled library could not be loaded ({library} is missing): the package was built "
    "against a library this system lacks; reinstall it from the same channel as its dependencies",
    "signature-refused": "macOS refused to load {file} for its code signature (library validation: a quarantined "
    "download that is not notarized, or an unsigned or ad-hoc-signed library in a hardened or sandboxed app): the file "
    "is there and of the right architecture; clear its quarantine attribute or sign it",
    "signature-killed": "macOS killed the process for an invalid code signature (a code-signing termination): a "
    "binary or library it mapped is unsigned or its signature was broken by a patch, a copy or a build; sign it ad "
    "hoc or reinstall an intact copy",
    "gatekeeper-blocked": "Gatekeeper refused to open a downloaded binary (quarantined, and not signed and notarized "
    "by an identified developer): allow it once in System Settings > Privacy & Security, or clear the quarantine "
    "attribute of a download you trust",
    "command-line-tools-missing": "A build could not run xcrun: Apple's Command Line Tools are not installed (a "
    "macOS upgrade removes them), so pip cannot compile this package; install them with `xcode-select --install`",
    "rust-compiler-missing": "pip is building a package with a Rust extension from its source and finds no Rust "
    "compiler: a newer pip may take a prebuilt wheel instead; else install Rust (rustup or Homebrew's rust)",
    "torch-not-compiled-cuda": "The code asks PyTorch for CUDA on a Mac ('Torch not compiled with CUDA enabled'): no "
    "macOS build of PyTorch has CUDA; use the 'mps' device (or 'cpu') instead",
    "ctranslate2-not-compiled-cuda": "The code asks CTranslate2 (faster-whisper, WhisperX) for CUDA on a Mac ('This "
    "CTranslate2 package was not compiled with CUDA support'): CTranslate2 has no GPU backend on macOS; run it on the "
    "CPU (device='cpu', compute_type='int8')",
    "cuda-checkpoint": "A checkpoint saved on a CUDA GPU is loaded on a Mac as it is ('Attempting to deserialize "
    "object on a CUDA device'): pass torch.load a map_location ('mps' or 'cpu')",
    "pip-externally-managed": "pip refused to install into this Python (externally-managed-environment, PEP 668): it "
    "belongs to Homebrew or the OS; make a virtual environment from it (python3 -m venv .venv) and install there, not "
    "with --break-system-packages",
    "openmp-duplicate": "Two OpenMP runtimes in one process ('Initializing {first}, but found {second} already "
    "initialized'): packages from different builds link their own; install them from one source "
    "(KMP_DUPLICATE_LIB_OK only hides it and may give wrong results)",
    "cmake-missing": "A package's build needs CMake and finds none: install it (`pip install cmake` in the same "
    "environment, or Homebrew's cmake), or take a wheel of the package that needs no build",
    "library-not-mach-o": "A compiled library is no macOS binary ({file}: not a Mach-O file, a build for another "
    "OS such as Linux's ELF): install or build that package for macOS",
    "symbol-not-found": "A compiled library ({file}) lacks a symbol a library it links to should provide "
    "({symbol}): the two were built from different versions; install releases made for each other{companion}",
    "symbol-not-found-unlinked": "A compiled library ({file}) calls {symbol} from macOS's {framework} framework "
    "without linking it (dyld looked it up in the flat namespace): a faulty build of that package, which loads only "
    "in a process that already has {framework} loaded; install a build of it that links {framework}",
    "symbol-not-found-system": "A compiled library ({file}) needs {symbol} from macOS's own {expected}, which this "
    "macOS lacks: it was built for a newer macOS; install a release built for this macOS, or upgrade macOS",
    "companion-torch-mismatch": "{package} {version} is built for torch {wanted} but torch {have} is installed "
    "(pip: 'which is incompatible'): its compiled ops do not load against another torch; install the {package} "
    "release made for the torch you keep, in one pip command with torch pinned",
    "companion-ops-not-loaded": "torchvision could not load its compiled C++ ops: the torch and torchvision "
    "installed are not made for each other (or a source build of torchvision failed); install the torchvision "
    "release made for the torch you keep, in one pip command with torch pinned",
    "extension-not-loaded": "A package warned that one of its compiled extensions could not be loaded ({library} "
    "is missing) and went on without it: the import worked, that extension's features (torchvision.io's image "
    "decoding, for one) do not; reinstall the package from the same channel as its dependencies",
    "jax-metal-incompatible": "jax-metal cannot run this JAX: {detail}; pin jax, jaxlib and jax-metal to a "
    "pairing from jax-metal's table (or use the CPU backend)",
    "pjrt-mismatch": "The jax-metal PJRT plugin was built for another jaxlib (\"Mismatched PJRT plugin PJRT API "
    "version\"): pin jax/jaxlib to jax-metal's pairing",
    "mlx-metallib-unsupported": "MLX's Metal library{language} is newer than this macOS supports: upgrade macOS, "
    "or install an MLX release built for this macOS",
    "mlx-libmlx-missing": "mlx's extension cannot load libmlx.dylib, the Metal library that the mlx-metal wheel "
    "holds from mlx 0.26.5: install mlx-metal at the version of your mlx",
    "mlx-no-metal-device": "MLX found no Metal device (an empty device list): the process runs where macOS shows it "
    "no GPU (a VM, a headless or remote session, a sandbox)",
    "mps-not-built": "This torch build has no MPS (\"not built with MPS enabled\"): install the macOS arm64 "
    "wheel from PyPI",
    "pip-no-wheels": "pip finds no {package} release at all for this interpreter: MLX publishes wheels only for "
    "macOS on Apple silicon with a native Python (and later Linux); none for Windows or an x86_64 macOS Python",
    "torch-x86-mac-list": "pip offers torch only up to {newest} for {requirement}: that list is the macOS x86_64 "
    "one (PyTorch's last x86_64 macOS release is {last}), so this Python is x86_64",
    "python-older-than-wanted": "pip offers {framework} only up to {newest} for {requirement}: its wanted releases "
    "need Python {needs}+, so this Python is older than that",
    "python-older-than-pins": "pip skipped every release that needs Python {below}+ and found nothing to install: "
    "this Python is older than {below}",
    "python-below-requires-python": "The installer refused a package that needs Python {below}+: this Python "
    "({python}) is older than that",
    "tf-x86-mac-list": "pip offers tensorflow only up to {newest} for {requirement}: that list is the macOS x86_64 "
    "one (TensorFlow's last x86_64 macOS release is {last}), so this Python is x86_64",
    "library-needs-newer-macos": "A library was built for macOS {needs} and cannot load on this older macOS: "
    "upgrade macOS or install a build for this one",
    "metal-needs-newer-macos": "The tensorflow-metal plugin was built for macOS {needs}: this macOS is older, so "
    "the Metal GPU is out of reach until macOS is upgraded",
    "avx-missing": "An x86_64 build refused to run without AVX: under Rosetta on Apple silicon there is no AVX; use a "
    "native arm64 Python and its arm64 wheels",
    "avx-missing-container": "An x86_64 build refused to run without AVX in a Linux container on an Apple-silicon "
    "Mac: an amd64 image runs there emulated (QEMU or Docker's Rosetta), which has no AVX; use an arm64 image and its "
    "aarch64 wheels",
    "avx-missing-native": "An x86_64 build refused to run without {isa}: this machine's CPU lacks {isa} (see "
    "cpu-without-avx); use a build made without {isa}",
    "torch-no-x86-wheel": "torch {version} has no wheel for this macOS x86_64 interpreter (PyTorch's last x86_64 "
    "macOS release is {last}): use a native arm64 Python",
    "mlx-needs-newer-macos": "This MLX build needs macOS {needs} or newer (a missing Accelerate symbol): upgrade "
    "macOS or install an MLX release built for this macOS",
    "mps-oom-vm": "MPS failed its first allocation with nothing allocated (\"MPS allocated: 0 bytes\"): the "
    "signature of a virtual Mac (CI runner, VM) whose Metal device cannot allocate, not of a full memory",
    "virtual-machine-macos": "The report describes a macOS virtual machine: Apple's virtualization gives guests no "
    "usable Metal device for MPS",
    "github-runner-arm64": "The report runs on a GitHub-hosted Apple-silicon runner ({label}): a VM without "
    "GPU access, so MPS and Metal are not available there",
    "keras-legacy-optimizer": "Keras swapped in its legacy optimizers (its v2.11+ optimizers are slow on "
    "Apple silicon, as its warning in the report says): expected, not an error",
    "cuda-driver-older": "The NVIDIA driver is older than {needs} the build or container needs: update the driver, "
    "or use a build or container made for an older CUDA",
    "container-on-mac": "The report runs Python in a Docker container on a Mac: the container is Linux in a VM "
    "and no container reaches the Mac's Metal GPU (MPS works only in a native macOS Python)",
}

# What a report leaves undecided, and what would decide it (finding `report-undecided`).
UNDECIDED: Final[dict[str, str]] = {
    "x86-python-chip": "an x86_64 Python on macOS: under Rosetta (usually no MPS) if the Mac has Apple silicon, native "
    "if it is an Intel Mac (`sysctl -n machdep.cpu.brand_string` decides)",
    "chip": "which chip the Mac has (`sysctl -n machdep.cpu.brand_string`)",
    "python-arch": "the Python's architecture (`python -c \"import platform; print(platform.machine())\"`)",
    "translated-shell": "whether the Python runs under Rosetta: the shell does, so a universal or x86_64 interpreter "
    "started from it runs x86_64 while an arm64-only one (conda's, Homebrew's) stays native "
    "(`python -c \"import platform; print(platform.machine())\"` decides)",
    "macos": "the macOS version (`sw_vers -productVersion`)",
    "os": "which machine and OS it comes from (`python -c \"import platform; print(platform.platform())\"`: "
    "macOS-…-arm64 is a Mac with Apple silicon)",
}
UNDECIDED_SUMMARY: Final = "The report does not say {unknowns}"

# A symptom finding whose cause the report also shows (checks/symptoms.toml [[root_cause]]).
CAUSED_BY: Final = "caused by [{cause}] above: its fix fixes this too"

# How the text report hedges a finding that a pasted report makes only likely or possible.
HEDGE: Final[dict[str, str]] = {"likely": "likely: ", "possible": "possibly: "}

# For a finding from a report that is not certain: what the reporter could run to settle it.
DECIDES: Final[dict[str, str]] = {
    "apple-silicon": "`sysctl -n machdep.cpu.brand_string` (Apple M… or Intel)",
    "intel-mac": "`sysctl -n machdep.cpu.brand_string` (Apple M… or Intel)",
    "python-x86-on-arm": "`python -c \"import platform; print(platform.machine())\"` and "
    "`sysctl -n sysctl.proc_translated` (1 = Rosetta)",
    "python-native-arm64": "`python -c \"import platform; print(platform.machine())\"`",
    "conda-x86-distribution": "`conda info` (platform: osx-64 or osx-arm64)",
    "torch-no-x86-mac-wheels": "`python -c \"import platform; print(platform.machine())\"`",
    "macos-too-old-for-mps": "`sw_vers -productVersion`",
    "low-power-mode": "`pmset -g | grep -i powermode` while the work runs (lowpowermode 1 or powermode 1: on)",
    "no-metal-device": "`python -c \"import torch; print(torch.backends.mps.is_available())\"` on the machine itself",
    "cuda-requested-on-mac": "`python -c \"import platform; print(platform.platform())\"` (macOS-… is a Mac)",
    "cuda-unavailable": "`python -c \"import torch; print(torch.cuda.is_available(), torch.version.cuda)\"` and "
    "`nvidia-smi` on that machine",
    "mlx-unsupported": "`sw_vers -productVersion` and `python -c \"import platform; print(platform.machine())\"`",
    "mps-available": "`python -c \"import torch; print(torch.backends.mps.is_available())\"`",
    "mlx-available": "`python -c \"import mlx.core as mx; print(mx.default_device())\"` (Device(gpu, 0) on the "
    "Mac's GPU)",
    "mps-unavailable": "`python -c \"import torch; print(torch.backends.mps.is_available())\"`",
    "not-a-mac": "`python -c \"import platform; print(platform.platform())\"`",
    "python-too-new": "`python --version` in the environment that installs",
    "python-too-old": "`python --version` in the environment that installs",
    "torch-x86-build": "`python -c \"import platform, torch; print(platform.machine(), torch.__version__)\"`",
    "tf-x86-build": "`python -c \"import platform; print(platform.machine())\"` and "
    "`pip show tensorflow tensorflow-macos`",
    "tf-no-x86-mac-wheels": "`python -c \"import platform; print(platform.machine())\"`",
    "tf-keras3-metal": "`pip show tensorflow tensorflow-metal keras`",
    "tf-cpu-only": "`python -c \"import tensorflow as tf; print(tf.config.list_physical_devices('GPU'))\"`",
    "tf-gpu-available": "`python -c \"import tensorflow as tf; print(tf.config.list_physical_devices('GPU'))\"`",
    "rosetta-missing": "`/usr/bin/pgrep -q oahd && echo installed || echo missing` (Rosetta's daemon)",
    "jax-metal-version-mismatch": "`pip show jax jaxlib jax-metal`",
    "python-distribution": "`python -c \"import sys; print(sys.executable, sys.version)\"`",
    "cpu-without-avx": "`sysctl -n machdep.cpu.features machdep.cpu.leaf7_features` on a Mac, "
    "`grep -m1 -o -w avx /proc/cpuinfo` on Linux (AVX listed or not)",
    "mps-fallback": "`python -c \"import os; print(os.environ.get('PYTORCH_ENABLE_MPS_FALLBACK'))\"` and the warning "
    "naming the operator that runs on the CPU",
    "torch-outdated": "`python -c \"import torch; print(torch.__version__)\"`",
    "mlx-metal-missing": "`pip show mlx mlx-metal` (both installed, at the same version)",
    "incompatible-arch-extension": "`file` on the compiled module named (Mach-O … arm64 or x86_64) and "
    "`python -c \"import platform; print(platform.machine())\"`",
    "import-failed": "`python -c \"import …\"` with the module named, in the same environment (the whole error)",
    "build-tool-missing": "`xcode-select -p`, `rustc --version` and `cmake --version` in the shell the build ran "
    "from (each prints a path or a version where the tool is there)",
    "numpy-abi-mismatch": "`pip show numpy torch` in the same environment (NumPy 2 beside a torch before 2.3, or "
    "beside the module the error names)",
    "code-signature-blocked": "`xattr -l FILE` (com.apple.quarantine listed or not) and `codesign -dv FILE` (its "
    "signature, or none)",
    "import-crashed": "`python -X faulthandler -c \"import …\"` with the module named, in the same environment (the "
    "signal and the frames)",
}


# --- probe (issue 4) --------------------------------------------------------------------------------
# A previous run of the same machine and environment: changed beyond the noise of both runs, or not.
PROBE_WAS: Final = ", was {value} on {date}"
PROBE_SAME: Final = ", as on {date} ({value}, within the noise)"
PROBE_HISTORY_UNREADABLE: Final = "the probe history {path} cannot be read ({error}); move it aside to start a new one"
PROBE_SKIPPED: Final = "skipped: {stage}: {reason}"
PROBE_STAGE_ERROR: Final = "failed: {stage}: {error}"
PROBE_NO_FROM: Final = "--probe runs the probe on this machine; it cannot be combined with --from"
PROBE_HISTORY_EMPTY: Final = "No probe results stored yet ({path}). Run `macml-doctor probe`."
PROBE_HISTORY_TREND: Final = "trend ({what}, oldest → newest): {spark}"
PROBE_HISTORY_GROUP: Final = "{machine} · {environment} · {device}:"
PROBE_BUDGET_MAX: Final = "at most {max} seconds (an hour); the probe needs well under a minute"
PROBE_BUDGET_SPENT: Final = "not run: the budget was spent ({left:.1f} s left, too little to start it)"
PROBE_CORRECTNESS_NA: Final = "not applicable"
PROBE_SLOW_CONTEXT: Final = {
    "low_power_mode": "Low Power Mode is on",
    "on_battery": "running on battery",
    "rosetta": "the Python runs under Rosetta",
    "mps_fallback": "PYTORCH_ENABLE_MPS_FALLBACK=1 (some ops may run on the CPU)",
}


# --- profile edits: a block the user damaged ------------------------------------------------------
EDIT_NOT_REGULAR: Final = "{path} is not a regular file (a device, a FIFO or a folder); the doctor edits files only"
EDIT_READ_ONLY: Final = "{path} is read-only; the doctor does not replace it (make it writable, or edit it by hand)"
EDIT_CANNOT_READ: Final = "cannot read {path}: {error}"
EDIT_CANNOT_WRITE: Final = "cannot write {path}: {error}; the file was not changed"
EDIT_BLOCK_DAMAGED: Final = "the macml-doctor block in {path} is damaged ({why}); fix or remove it by hand"
EDIT_BLOCK_NO_END: Final = "BEGIN without END"
EDIT_BLOCK_NO_BEGIN: Final = "END without BEGIN"
EDIT_BLOCK_END_FIRST: Final = "END before BEGIN"
EDIT_BLOCK_TWICE: Final = "more than one block"
EDIT_BLOCK_BAD_LINE: Final = "cannot read the line {line!r}: {error}"
