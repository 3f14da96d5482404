"""Freeform descriptions (issue 9, clue family "freeform"): chips, Intel Macs, macOS names, Rosetta, Docker on a
Mac, GitHub runners, and the Python a person names. Every text is quoted from the public thread cited."""

from __future__ import annotations

import pytest
from pasted import ids

from macml_doctor.errors import InputError
from macml_doctor.paste import inputs
from macml_doctor.pipeline import diagnose


def certainty(text: str, finding: str) -> str:
    report = diagnose(inputs.parse_report(text, "test"))
    return next(f.certainty.value for f in report.findings if f.id == finding)


@pytest.mark.parametrize(("text", "present", "absent"), [
    # Lightning-AI/pytorch-lightning#17707
    ("isMPS : True\nMac Pro Intel 2020\nintel Xeon W 28 core\n2x Radeon Pro W6900X 32 GB GDDR6\nos Ventura 13.4",
     {"intel-mac", "mps-available"}, {"apple-silicon"}),
    # d2l-ai/d2l-en#2453
    ("Tested on mac 13.2.1 (intel chip), with pytorch 1.12 and 1.13.", {"intel-mac"}, {"apple-silicon"}),
    # setiastro/setiastrosuitepro#81
    ("Pytorch is running on my mac intel :\n>>> print(z.device)\nmps:0", {"intel-mac", "mps-available"},
     {"apple-silicon"}),
    # intel/intel-extension-for-pytorch#282: a 2019 model with macOS named is an Intel Mac
    ("Can it work on MacBook Pro 2019 (Intel Core i5 + Intel Iris Plus Graphics 645)? Yes, Mac OS 13.1",
     {"intel-mac"}, {"apple-silicon"}),
    # sandialabs/OpenCSP#215: "MacOS with an intel processor"
    ("### What happened?\n\nMatplotlib fails on MacOS with an intel processor.", {"intel-mac"}, {"apple-silicon"}),
    # a public project's benchmark table: the model year written before the model
    ("| Computer | 2019 MacBook Pro 16-inch, macOS 26.6.2, x86_64 |", {"intel-mac"}, {"apple-silicon"}),
    # Alex313031/Thorium-MacOS#82: a macOS name between "macOS" and its number, or after it, then "(Intel)"
    (" - OS: macOS Monterey 12.7.6 (Intel)", {"intel-mac"}, {"apple-silicon"}),
    ("# Thorium won't open on macOS 12 Monterey (Intel)", {"intel-mac"}, {"apple-silicon"}),
    # Intel CPUs named for a Mac in public projects' READMEs (found with the code search)
    ("I am running all of my tests on an Early 2015 Macbook Pro with an Intel i5 running\nOS X 10.11.5 (El Capitan).",
     {"intel-mac"}, {"apple-silicon"}),
    ("The performance is measured on an MacBook Pro with an Intel Core i7-4960HQ CPU\n"
     "running macOS Sierra (version 10.12.1).",
     {"intel-mac"}, {"apple-silicon"}),
    ("Using a\nMacBook Pro with an Intel i7 @2.4Ghz and the ECMAScript data model", {"intel-mac"}, {"apple-silicon"}),
    # tensorflow/tensorflow#43599: Mac hardware running Ubuntu is not a Mac for the Python
    ("macbook mid 2009\nUbuntu 20.04\npython 3.7.9, installed with pycharm", {"not-a-mac"},
     {"intel-mac", "apple-silicon"}),
])
def test_intel_macs_described_in_prose(text: str, present: set[str], absent: set[str]) -> None:
    found = ids(text)
    assert present <= found and not (absent & found), found


def test_the_persons_own_intel_cpu_named_in_prose() -> None:
    """foges/whisper-dictation#9: 'the intel CPU' is the person's own (the report reads: an Intel CPU, no Apple
    silicon); Intel Macs in general ('most intel MAC uses AMD GPU') say nothing of theirs."""
    text = ("it seems like fp16 is not supported on the intel CPU? Optimise the model to FP16 would be great\n\n"
            "2nd option is to use a dedicated GPU, but most intel MAC uses AMD GPU so it might. be a extra step")
    assert inputs.parse_report(text, "test").value("host.cpu_brand") == "Intel"
    assert "apple-silicon" not in ids(text)
    with pytest.raises(InputError):
        inputs.parse_report("most intel MAC uses AMD GPU so it might. be a extra step", "test")


@pytest.mark.parametrize(("text", "present"), [
    # AUTOMATIC1111/stable-diffusion-webui#10318
    (" - OS: macOS 13.3.1\n - Browser: Safari\n - Graphics card: M1 Max 64 GB", {"apple-silicon"}),
    # forums.developer.apple.com/forums/thread/701246
    ("System: M1 Max 64GB, macOS 12.2.1.", {"apple-silicon"}),
])
def test_chips_named_in_template_fields(text: str, present: set[str]) -> None:
    assert present <= ids(text)


@pytest.mark.parametrize("text", [
    # apple/tensorflow_macos#48
    "since we have the Mac M1 chip.  But actually since we wanted to install into Anaconda which runs through "
    "Rosetta2 as an Intel, we should install x86_64",
    # cocotb/cocotb#2986
    "I traced the issue to Rosetta being activated during some poetry commands and not during others.",
])
def test_a_python_said_to_run_under_rosetta_is_likely_x86(text: str) -> None:
    assert {"apple-silicon", "python-x86-on-arm"} <= ids(text)
    assert certainty(text, "python-x86-on-arm") == "likely"


@pytest.mark.parametrize(("text", "present"), [
    # computational-cell-analytics/micro-sam#380
    ("Test `test_mps_batched_mask_to_box` fails on our `macos-14` CI.", {"apple-silicon", "no-metal-device"}),
    # llvm/lighthouse#269
    ("I've added `macos-26` to the matrix in https://github.com/llvm/lighthouse/tree/macos, but the error in Torch",
     {"apple-silicon", "no-metal-device"}),
])
def test_github_runners_named_with_what_runs_on_them(text: str, present: set[str]) -> None:
    assert present <= ids(text)


@pytest.mark.parametrize(("text", "present", "absent"), [
    # pytorch/pytorch#81224: the Docker image is the subject; the Mac hosts it
    ("It'd be very helpful to release an ARM64 pytorch docker image for running pytorch models with docker on M1 "
     "chips natively using the MPS backend. ... now that my pytorch docker images are running in AMD64 emulation "
     "mode, it's so slow", {"apple-silicon", "no-metal-device"}, {"intel-mac", "mps-available"}),
    # sonoisa/arm64-docker-pytorch-tensorflow#3: Docker Desktop's linuxkit kernel on arm64
    (">>> platform.platform()\n'Linux-5.15.49-linuxkit-aarch64-with-glibc2.29'\n>>> import torch\n"
     ">>> torch.backends.mps.is_available()\nFalse", {"no-metal-device", "not-a-mac"}, {"intel-mac"}),
    # nomadkaraoke/python-audio-separator#192: native and container both described
    ("I can easily configure audio-separator to run locally on my mac using mps, and likewise in a docker "
     "container on a remote server. However, it seems impossible to build a docker image (which must be built "
     "with linux arm64) and run on Mac OS arm64 either with cpu or mps.", {"no-metal-device"}, {"intel-mac"}),
])
def test_a_container_on_a_mac_has_no_metal_device(text: str, present: set[str], absent: set[str]) -> None:
    found = ids(text)
    assert present <= found and not (absent & found), found


def test_a_container_host_is_apple_silicon_but_the_container_is_linux() -> None:
    """hexgrad/kokoro#228: both facts are true; the container cannot use MPS."""
    report = diagnose(inputs.parse_report(
        "I am using the default Docker setup (with GPU extras) from the repository's instructions, running on my "
        "Apple Silicon (M1) Mac.", "test"))
    found = {f.id: f for f in report.findings}
    assert {"not-a-mac", "apple-silicon", "no-metal-device"} <= set(found)
    assert "hosts the container" in found["apple-silicon"].summary


@pytest.mark.parametrize(("text", "version"), [
    ("uv add torch\nUsing CPython 3.13.1\nCreating virtual environment at: .venv", "3.13.1"),  # astral-sh/uv#10262
    ("PS. Using latest Python (3.12) I go the error for tensorflow-metal.", "3.12"),  # svpino/apple-silicon#1
    ("Python 3.11.1 , even with nightly version of PyTorch: ERROR: No matching distribution found for torch",
     "3.11.1"),  # pytorch/pytorch#91543
])
def test_the_python_a_person_names(text: str, version: str) -> None:
    assert inputs.parse_report(text, "test").value("python.version") == version



@pytest.mark.parametrize(("text", "present", "absent"), [
    # chenfei-wu/TaskMatrix#431: cmd.exe's prompt is a drive path
    ("D:\\VisualGPT\\TaskMatrix>pip install -r requirements.txt\nERROR: Could not find a version that satisfies the "
     "requirement torch==1.13.1 (from versions: 2.0.0, 2.0.1)", {"not-a-mac"}, {"apple-silicon", "intel-mac"}),
    # tkgs0/Momoko#1
    ("### 操作系统\n\nwin11 22H2", {"not-a-mac"}, {"apple-silicon"}),
    # InternLM/InternLM#463: the chip named with its tier alone
    ("硬件配置：\nM2  Ultra, 内存192G\n这样的配置使用mps加速运行20B模型", {"apple-silicon"}, {"intel-mac"}),
    # lllyasviel/Fooocus#1418: docker compose's log prefix on an M1 MacBook
    ("after removing `driver: nvidia` the image could be started on my M1 Macbook.\n"
     "app-1  | Traceback (most recent call last):\n"
     "app-1  |   File \"/usr/lib/python3.10/threading.py\", line 1016, in _bootstrap_inner",
     {"apple-silicon", "no-metal-device"}, {"intel-mac", "python-native-arm64"}),
    # tensorflow/tensorflow#61092: Keras's own fallback warning
    ("WARNING:absl:There is a known slowdown when using v2.11+ Keras optimizers on M1/M2 Macs. Falling back to the "
     "legacy Keras optimizer, i.e., `tf.keras.optimizers.legacy.Adam`.", {"keras-legacy-optimizer-fallback"},
     {"tf-x86-build", "intel-mac"}),
])
def test_second_batch_families(text: str, present: set[str], absent: set[str]) -> None:
    found = ids(text)
    assert present <= found and not (absent & found), found


@pytest.mark.parametrize("text", [
    # keras-team/keras#18844: Keras 3 with TF 2.15 and the Metal plugin, all in prose
    "Testing some example code which is running on tensorflow 2.15 with tensorflow-metal installed.\nWhen I run the "
    "same code but converted to Keras 3.0.0 with tf as the backend the model does not run on the GPU",
    # keras-team/keras#19009: Keras 3.0.0 beside TF 2.14 and tensorflow-metal 1.1.0 (conda list)
    "tensorflow                2.14.0                   pypi_0    pypi\ntensorflow-deps           2.10.0"
    "                        0    apple\ntensorflow-macos          2.14.0                   pypi_0    pypi\n"
    "tensorflow-metal          1.1.0                    pypi_0    pypi\nkeras                     3.0.0"
    "                    pypi_0    pypi",
])
def test_keras_3_beside_tensorflow_metal_before_2_16(text: str) -> None:
    assert "tf-keras3-metal" in ids(text)


def test_a_range_is_not_a_version() -> None:
    """tensorflow#61092's 'TensorFlow 2.11+' names a range, not an installed plain tensorflow 2.11."""
    facts = inputs.parse_report("there's a slowdown on M1, M1 Max and M2 chips when I use TensorFlow 2.11+", "test")
    assert facts.value("tensorflow.version") is None


def test_a_grep_of_pip_list_shows_what_is_missing() -> None:
    """forums.developer.apple.com (antoniothomacelli): `pip list | grep tensorflow` without tensorflow-metal (with a
    native arm64 platform line added, so the interpreter is known)."""
    text = ("I use Apple Macbook M3, happens same problem\nPython platform: macOS-14.4-arm64-arm-64bit\n"
            "(AppleTensorflow) antoniothomacelli@mbp-de-antonio Aula001 % pip list | grep tensorflow\n"
            "tensorflow 2.16.1\ntensorflow-macos 2.16.1\n"
            "(AppleTensorflow) antoniothomacelli@mbp-de-antonio Aula001 %")
    assert "tf-metal-missing" in ids(text)
    with_metal = text.replace("tensorflow-macos 2.16.1", "tensorflow-macos 2.16.1\ntensorflow-metal 1.2.0")
    assert "tf-metal-missing" not in ids(with_metal)


@pytest.mark.parametrize(("text", "present", "absent"), [
    # actions/runner-images#7638: the unticked images of the form are choices not made; macos-13 is an Intel runner
    ("I tried to use the runs-on: tag with the macos-13 but it still provisions x86_64 machines and not arm64\n\n"
     "### Runner images affected\n\n- [ ] Ubuntu 20.04\n- [ ] Ubuntu 22.04\n- [ ] macOS 11\n- [X] macOS 12\n"
     "- [X] macOS 13\n- [ ] Windows Server 2019", {"intel-mac"}, {"not-a-mac", "apple-silicon"}),
    # utmapp/UTM#6205: a field label's list of choices '(Intel, M1, ...)' is a hint, the answer follows the colon
    ("* UTM Version: 4.4.5\n* macOS Version: Sonoma 14.2.1\n* Mac Chip (Intel, M1, ...): M2", {"apple-silicon"},
     {"intel-mac"}),
    # vllm-project/vllm-metal#379: uv's own '(e.g., `macosx_26_0_x86_64`)' is its answer, not a template hint
    ("Not able to install vLLM in my new mac machine M5 pro\n  ╰─▶ Because torch==2.11.0+cpu has no wheels with a "
     "matching platform tag (e.g., `macosx_26_0_x86_64`) and you require torch==2.11.0+cpu, we can conclude that your "
     "requirements are unsatisfiable.", {"apple-silicon", "python-x86-on-arm"}, {"intel-mac", "not-a-mac"}),
    # albert-mueller/OpenCore-Legacy-Patcher-T2#334: a model identifier in prose and an Intel MacBook Pro by its year
    ("Anyone else having this issue on a macbookpro16,3\nmacos 26 tahoe", {"intel-mac"}, {"apple-silicon"}),
    ("T2 — MacBook Pro 13-inch (2020, 2 thunderbolt 3 ports, Intel)", {"intel-mac"}, {"apple-silicon"}),
    # pymss-project/pymss-studio#18: CJK text runs into the Latin words
    ("是否有考虑支持intel AMD GPU 的macos ？", {"intel-mac"}, {"apple-silicon"}),
    # invoke-ai/InvokeAI#7176: an issue form's answers sit under their headings; an NVIDIA GPU in a Mac is an Intel Mac
    ("### Operating system\n\nmacOS\n\n### GPU vendor\n\nNvidia (CUDA)\n\n### What happened\n\nERROR: Could not find a "
     "version that satisfies the requirement torch==2.4.1 (from invokeai) (from versions: 1.11.0, 1.12.0, 2.2.0, "
     "2.2.1, 2.2.2)", {"intel-mac", "torch-no-x86-mac-wheels"},
     {"apple-silicon", "python-x86-on-arm", "cuda-available"}),
    # rohitg00/ai-engineering-from-scratch#316: a printed answer with a comment after it
    ("### Verified result (macOS, Apple Silicon)\n\n```\ntorch 2.12.1\nCUDA avail: False     # expected — no "
     "NVIDIA GPU on Mac\nMPS avail: True       # Metal GPU acceleration works\n```", {"mps-available"},
     {"mps-unavailable"}),
    # apple/turicreate#3462: setuptools builds for the interpreter's platform, whatever the Rosetta shell's uname says
    ("Darwin Mohammeds-MacBook-Pro.local 21.6.0 Darwin Kernel Version 21.6.0: Mon Aug 22 20:20:05 PDT 2022; "
     "root:xnu-8020.140.49~2/RELEASE_ARM64_T8101 x86_64\n      installing to build/bdist.macosx-11.1-arm64/wheel",
     {"apple-silicon", "python-native-arm64"}, {"python-x86-on-arm"}),
    # bigsk1/voice-chat-ai#19: a macOS form answer behind its hint, and torch offered past the last x86_64 macOS wheel
    (" - OS: [e.g. iOS] MacOS\n - Version [e.g. 22] Python 3.10\nERROR: Could not find a version that satisfies the "
     "requirement torch==2.3.1+cpu (from versions: 1.11.0, 2.2.2, 2.3.0, 2.3.1, 2.7.0)",
     {"apple-silicon", "python-native-arm64"}, {"not-a-mac", "torch-no-x86-mac-wheels"}),
    # pyenv/pyenv#2168 and pytorch/pytorch#148528: a tier written without a space, a macOS with its number attached
    ("it does not work ion MacBook Pro M1Max", {"apple-silicon"}, {"intel-mac"}),
    ("macos15 M4 can not install torch-2.6.0-cp310-none-macosx_11_0_arm64.whl", {"apple-silicon"}, {"intel-mac"}),
    # utmapp/UTM#5872: 'on intel' with macOS named on the line
    ("UTM on intel doesn't display the ability to make Mac OS VM", {"intel-mac"}, {"apple-silicon"}),
    # pyenv/pyenv#2705: a ticked form whose field labels carry hints; 'OS architecture: arm' with macOS
    ("- [x] Platform information (e.g. Ubuntu Linux 16.04): MacOS Ventura 13.4 (22F66)\n"
     "- [x] OS architecture (e.g. amd64): arm", {"apple-silicon"}, {"not-a-mac", "intel-mac"}),
    # massgravel/Microsoft-Activation-Scripts#742 and python/cpython#125872: Windows in a VM on an M1 Mac
    ("Crashes on W11 ARM (MBPro 2020, M1)\n\nWindows 11 ARM, Parallels, running on a M1 MBPro here.",
     {"not-a-mac"}, {"apple-silicon", "intel-mac"}),
    ("Installing (AMD) 64-bit Python on Windows 11 ARM is not a problem\n\nFor completeness: I'm running Windows 11 "
     "ARM on an M1 MacBook using UTM.", {"not-a-mac"}, {"apple-silicon", "no-metal-device"}),
    # TorchStudio/torchstudio#10: Intel MKL's CPU check on an M1 is an x86_64 process under Rosetta
    ("unable to get it working out of the box on a **2020 M1 MacBook Pro** using the latest version of **MacOS "
     "(Monterey 12.1)**\n`Intel MKL FATAL ERROR: This system does not meet the minimum requirements for use of the "
     "Intel(R) Math Kernel Library.", {"apple-silicon", "python-x86-on-arm"}, {"intel-mac", "python-native-arm64"}),
])
def test_freeform_third_batch_families(text: str, present: set[str], absent: set[str]) -> None:
    found = ids(text)
    assert present <= found and not (absent & found), found


def test_a_terminal_opened_with_rosetta_is_about_a_python_only_in_a_python_report() -> None:
    """JohanDegraeve/xdripswift#254 ran CocoaPods from a Rosetta Terminal: Apple silicon, but no Python to blame;
    cocotb/cocotb#2986 (poetry, pip) keeps its x86_64 interpreter."""
    pods = "Running op an MacBook Air with M1 chip.\n\nI solved it. I should run Terminal \"Open with Rosetta\"."
    assert "python-x86-on-arm" not in ids(pods) and "apple-silicon" in ids(pods)
    poetry = ("I traced the issue to Rosetta being activated during some poetry commands and not during others. So for "
              "example it might use Rosetta for 'poetry install' but not for 'poetry add' or 'pip install'")
    assert "python-x86-on-arm" in ids(poetry)


def test_a_macos_named_as_a_floor_is_not_the_machines() -> None:
    """ultralytics/ultralytics#4031: torch's warning names macOS 13.0 as a floor; the person runs 12.6.2, in either
    order."""
    warning = ("UserWarning: MPS: passing scale factor to upsample ops is supported natively starting from macOS 13.0. "
               "Falling back on CPU.")
    machine = "M1 Macbook Pro running macOS 12.6.2"
    for text in (f"{warning}\n\n{machine}", f"{machine}\n\n{warning}"):
        assert inputs.parse_report(text, "test").value("host.macos_version") == "12.6.2"


def test_a_wheel_file_name_at_the_start_of_a_line_is_not_a_version_field() -> None:
    """pytorch/pytorch#148528 and astral-sh/uv#13512, wrapped so that a wheel's name starts a line: the wheel was only
    tried, its version is not the installed torch's."""
    text = ("macos15 M4 can not install torch-2.6.0-cp310-none-macosx_11_0_arm64.whl\nI also tried\n"
            "torch-2.6.0-cp312-none-macosx_11_0_arm64.whl, torch-2.6.0-cp313-none-macosx_11_0_arm64.whl.")
    assert inputs.parse_report(text, "test").value("torch.version") is None
    assert inputs.parse_report("torch: 2.6.0", "test").value("torch.version") == "2.6.0"

