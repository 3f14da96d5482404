# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 1810-1827 (untargeted threads of ML frameworks on Macs: Lua Torch7 on old
macOS, GPBoost and ViZDoom import failures, Krita AI Diffusion's torch install, trainers' speed questions) exposed,
each read from real text.

dyld's 'Library not loaded:' took the first word of the next paragraph as the library's name when the message was cut
after its colon ('(thanks is missing)'), and found no name at all when dyld (macOS 12+) quoted it. uv's resolver says
'torch>=2.7.0 has no wheels with a matching platform tag (e.g., `macosx_14_0_x86_64`)' as well as its hint form. The
machine is named 'MacOSX Arm64' with the old name of the OS, and El Capitan is misspelled 'El Captian'.
"""

from __future__ import annotations

from pasted import ids, read

from macml_doctor.diagnose import engine
from macml_doctor.diagnose.symptoms import merge_symptoms
from macml_doctor.paste import inputs

# https://github.com/fabsig/GPBoost/issues/60 (the stored excerpt ends after 'Library not loaded:')
GPBOOST_60 = """Cannot import gpboost on an M1 Mac

I am having an issue importing gpboost on an M1 Mac (Silicon Chip).

```
  File "/opt/anaconda3/envs/swine/lib/python3.7/ctypes/__init__.py", line 364, in __init__
    self._handle = _dlopen(self._name, mode)
OSError: dlopen(/opt/anaconda3/envs/swine/lib/python3.7/site-packages/gpboost/lib_gpboost.so, 0x0006): Library not loaded:
"""


def _import_failed(text: str) -> list[str]:
    facts = inputs.parse_report(text, "test")
    return [f.summary for f in merge_symptoms(engine.run_checks(facts), facts) if f.id == "import-failed"]


def test_a_library_not_loaded_cut_after_its_colon_is_still_a_failed_load() -> None:
    summaries = _import_failed(GPBOOST_60)
    assert summaries and "a library is missing" in summaries[0]


def test_the_next_paragraph_is_no_library_name() -> None:
    for tail in ("\nthanks\n", "\n\nAny ideas?\n", "\n\nSent from my iPhone\n"):
        summaries = _import_failed(GPBOOST_60 + tail)
        assert summaries and "a library is missing" in summaries[0], tail


def test_a_hard_wrapped_library_name_is_still_read() -> None:
    # IBM/ado#1189 (dev 525): the name wrapped to the next line
    text = ("Error message(s): [\"dlopen(/Users/alessandropomponio/Work/tries/ado-2.0-documentation/ado/.venv/lib/python3.11/site-packages/xgboost/lib/libxgboost.dylib, 0x0006): Library not loaded:\n"
            "@rpath/libomp.dylib\\n  Referenced from: <58FE87DD-A5B4-3D80-BC4B-11FC831B9707> /Users/alessandropomponio/Work/tries/ado-2.0-documentation/ado/.venv/lib/python3.11/site-packages/xgboost/lib/libxgboost.dylib\\n\n")
    summaries = _import_failed(text)
    assert summaries and "@rpath/libomp.dylib is missing" in summaries[0]


def test_a_quoted_library_name_is_read() -> None:
    # iusztinpaul/energy-forecasting#15 (dev 140): dyld of macOS 12+ quotes the name
    text = ("OSError: dlopen(/Users/vatulparakh/Library/Caches/pypoetry/virtualenvs/training-pipeline-8avOwJ3R-py3.9/lib/python3.9/site-packages/lightgbm/lib_lightgbm.so, 0x0006): Library not loaded: '/usr/local/opt/libomp/lib/libomp.dylib'\n"
            "Referenced from: '/Users/vatulparakh/Library/Caches/pypoetry/virtualenvs/training-pipeline-8avOwJ3R-py3.9/lib/python3.9/site-packages/lightgbm/lib_lightgbm.so'\n")
    summaries = _import_failed(text)
    assert summaries and "/usr/local/opt/libomp/lib/libomp.dylib is missing" in summaries[0]


# https://github.com/Acly/krita-ai-diffusion/issues/1822
KRITA_1822 = """Installing plugin on MacOS 14.7.6, get the following error

```
2025-06-11 16:02:58,707 INFO Executing /usr/local/bin/uv pip install torch~=2.7.0 torchvision~=0.22.0 torchaudio~=2.7.0
2025-06-11 16:02:59,094 ERROR Error during installation: Using Python 3.12.9 environment at: venv
  × No solution found when resolving dependencies:
  ╰─▶ Because only the following versions of torch are available:
          torch<=2.7.0
          torch==2.7.1
      and torch>=2.7.0 has no wheels with a matching platform tag (e.g.,
      `macosx_14_0_x86_64`), we can conclude that torch>=2.7.0 cannot be used.
      And because you require torch>=2.7.0, we can conclude that your
      requirements are unsatisfiable.
```
"""


def test_uv_no_matching_platform_tag_for_torch_on_x86_64_macos_is_the_wheel_gap() -> None:
    facts = inputs.parse_report(KRITA_1822, "test")
    found = {f.id: f for f in merge_symptoms(engine.run_checks(facts), facts)}
    assert found["torch-no-x86-mac-wheels"].severity.value == "error"
    assert "torch 2.7.0" in found["torch-no-x86-mac-wheels"].summary
    assert "mps-available" not in found and "python-native-arm64" not in found


def test_uv_no_matching_platform_tag_with_a_marker() -> None:
    # vllm-project/vllm-metal#379 (dev 963)
    text = ("  ╰─▶ Because torch{platform_machine == 'aarch64' or platform_machine == 's390x' or platform_machine == 'x86_64'}==2.11.0+cpu has no wheels with a matching platform tag (e.g., `macosx_26_0_x86_64`) and you require\n"
            "      torch{platform_machine == 'aarch64' or platform_machine == 's390x' or platform_machine == 'x86_64'}==2.11.0+cpu, we can conclude that your requirements are unsatisfiable.\n")
    _, symptoms = read(text)
    assert "torch-no-x86-wheel" in symptoms


def test_a_torch_up_to_the_last_x86_release_missing_is_not_the_wheel_gap() -> None:
    # the same words for torch 2.2.2 (the last x86_64 macOS release) mean the Python's minor has no wheel
    text = KRITA_1822.replace("torch>=2.7.0 has", "torch==2.2.2 has")
    facts = inputs.parse_report(text, "test")
    found = {f.id: f for f in merge_symptoms(engine.run_checks(facts), facts)}
    assert "torch-no-x86-mac-wheels" not in found or found["torch-no-x86-mac-wheels"].severity.value != "error"


def test_uv_no_matching_arm64_tag_is_not_the_x86_gap() -> None:
    # prefix-dev/pixi#5731 (dev 1025): mlx on macosx_13_0_arm64
    _, symptoms = read("Because only mlx<=0.31.1 is available and mlx==0.31.1 has no wheels with a matching platform tag (e.g., `macosx_13_0_arm64`), we can conclude that mlx>=0.31\n")
    assert "torch-no-x86-wheel" not in symptoms


# https://github.com/plenoptic-org/plenoptic/issues/194 ; https://github.com/LabForComputationalVision/pyrtools/issues/21
def test_macosx_arm64_names_an_apple_silicon_mac() -> None:
    for text in ("Failure to import on MacOSX Arm64\n\n**Describe the bug**\nFailure to import on MacOSX Arm64, either installed via git clone ... ;  pip install -e .\n",
                 "C code fails to compile on MacOSX Arm64\n",
                 "Tested on Mac OS X arm64 with Python 3.10\n"):
        found = ids(text)
        assert "apple-silicon" in found, text
        assert "intel-mac" not in found


def test_macosx_arm64_wheels_name_no_machine() -> None:
    values, _ = read("Please publish MacOSX arm64 wheels for this package.\n")
    assert values.get("host.arm64_capable") is None


# https://github.com/xchoo/spaun2.0/issues/5
def test_a_misspelled_el_capitan_is_an_intel_mac() -> None:
    text = ("I use MAC(OSX El Captian) to run the code but it fails and says \n\n"
            "ImportError: dlopen(/Users/liudong/Downloads/spaun2.0-master/_spaun/arms/three_link/py3LinkArm.so, 2): no suitable image found.  Did find:\n"
            "\t/Users/liudong/Downloads/spaun2.0-master/_spaun/arms/three_link/py3LinkArm.so: unknown file type, first eight bytes: 0x7F 0x45 0x4C 0x46 0x02 0x01 0x01 0x00\n")
    found = ids(text)
    assert "intel-mac" in found
    assert not {"apple-silicon", "incompatible-arch-extension", "python-x86-on-arm"} & found
    for name in ("El Captain", "El Capitain"):
        assert "intel-mac" in ids(f"I run the code on OS X {name} and it fails\n"), name
