# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 1705-1729 (ML libraries on Macs: transformers, Lightning, ultralytics, faiss,
LightGBM, spaCy, sentence-transformers, diffusers; taken as found) exposed, each read from real captured text (the
thread is named).

A module loaded from <prefix>/lib/python3.X/site-packages/<package>/ names the running Python's minor. SIGILL as
PyCharm writes it ('interrupted by signal 4: SIGILL') is an import that crashed, like zsh's 'illegal hardware
instruction'. 'the MPS is already available' said by its user is a working MPS, not a check or a condition. A Mac
named only as what a request or a change is to support ('Mac M1 support') makes the thread a Mac's, undecided, not
an unreadable text.
"""

from __future__ import annotations

from pasted import ids, read


def test_a_site_packages_module_path_names_the_python_minor() -> None:
    # https://github.com/autogluon/autogluon/issues/101 (the whole description)
    text = ("Issue installing and using lightgbm\n\n"
            "Reported in bug bash. Once installed libomp, still get an error:\n\n"
            "/Users/mli/miniconda3/lib/python3.7/site-packages/lightgbm/__init__.py:48: UserWarning: Starting from version 2.2.1, the library file in distribution wheels for macOS is built by the Apple Clang (Xcode_8.3.3) compiler.This means that in case of installing LightGBM from PyPI via the pip install lightgbm command, you don't need to install the gcc compiler anymore.Instead of that, you need to install the OpenMP library, which is required for running LightGBM on the system with the Apple Clang compiler.You can install the OpenMP library by the following command: brew install libomp. \"You can install the OpenMP library by the following command: brew install libomp.\", UserWarning)I\n")
    values, _ = read(text)
    assert values["python.version"] == "3.7"
    assert "python-too-old" in ids(text)
    # a traceback frame (https://github.com/explosion/spaCy/issues/10680) names it the same way
    values, _ = read('  File "/opt/homebrew/lib/python3.9/site-packages/spacy/__init__.py", line 11, in <module>\n')
    assert values["python.version"] == "3.9"
    # the folder alone, with no package under it, is a prefix, not a module that was loaded
    values, _ = read("export PYTHONPATH=/Users/me/venv/lib/python3.7/site-packages\n")
    assert values.get("python.version") != "3.7"


def test_a_frame_in_the_environment_beats_a_python_said_in_prose() -> None:
    # dev 282 (coremltools#1320): 'I tried with Python 3.6, 3.7, and 3.8', then the traceback of the 3.8 env
    text = ("The import of coremltools (version 5.0) fails with the following exception on OS X Mojave 10.14.6, I tried with Python 3.6, 3.7, and 3.8:\n\n"
            "~/opt/anaconda3/envs/test_env2/lib/python3.8/site-packages/coremltools/__init__.py in <module>\n")
    values, _ = read(text)
    assert values["python.version"] == "3.8"


def test_pycharm_signal_4_sigill_is_an_import_that_crashed() -> None:
    # https://github.com/huggingface/sentence-transformers/issues/1788 (the whole description)
    text = ("Process finished with exit code 132 (interrupted by signal 4: SIGILL)\n\n"
            "Hello, I am trying to get sentence-transformer set up but keep running into an issue where when I import the package, python closes with:\n\n"
            "`Process finished with exit code 132 (interrupted by signal 4: SIGILL)`\n\n"
            "I suspect it is related to the Apple M1 on my laptop and was hoping someone might have a bit of insight to get it working.\n")
    _, symptoms = read(text)
    assert "sigill" in symptoms
    found = ids(text)
    assert {"apple-silicon", "import-crashed"} <= found
    assert "intel-mac" not in found
    # the word alone, in prose about it, is no crash
    _, symptoms = read("SIGILL on a Mac usually means an x86_64 build with AVX under Rosetta.\n")
    assert "sigill" not in symptoms


def test_mps_said_available_by_its_user_is_a_working_mps() -> None:
    # https://github.com/ultralytics/hub/issues/1062
    text = ("MPS in Macbook Pro M4 is not working\n\n"
            "I already follow all instruction to train model yolov11 dataset annotated with roboflow in M4 macbook pro, but still the GPU is not working. \n\n"
            "i already running this command\n\n"
            'results = model.train(data="coco8.yaml", epochs=100, imgsz=640, device="mps")\n\n'
            "and yet the training model still using the CPU\n\n"
            "the MPS is already available but i can't use it.\n")
    found = ids(text)
    assert {"apple-silicon", "mps-available"} <= found
    assert "mps-unavailable" not in found


def test_mps_available_as_a_check_a_condition_or_a_claim_is_not() -> None:
    # https://github.com/Lightning-AI/pytorch-lightning/pull/14642
    values, _ = read("Note: We currently have no way to detect that MPS is available when running in an Intel emulated environment.\n")
    assert "torch.mps_available" not in values
    # dev 706 (pytorch#125197) and a program's own message
    for line in ("Pytorch running on macosx-14.xlarge reports MPS is available when it is not.\n",
                 "CI fails after checking whether MPS is available (macos-14.xlarge says it is, but it's a VM)\n",
                 '    print(f"MPS is available: {torch.backends.mps.is_available()}.")\n',
                 "MPS is available on macOS 12.3+ with an Apple silicon or AMD GPU.\n",
                 "MPS is not available on this machine.\n"):
        values, _ = read(line)
        assert values.get("torch.mps_available") is not True, line


def test_a_mac_named_as_what_to_support_is_a_macs_thread_undecided() -> None:
    # https://github.com/thu-ml/unidiffuser/issues/3 (the whole stored thread is its title)
    text = "# Mac M1 support\n"
    values, _ = read(text)
    assert values["host.os"] == "Darwin"
    found = ids(text)
    assert "report-undecided" in found
    assert not found & {"apple-silicon", "intel-mac", "not-a-mac"}
    # https://github.com/patrickjohncyh/fashion-clip/pull/43 and https://github.com/transformerlab/transformerlab-api/pull/1
    for text in ("# feat: add MPS support for M-series Mac\n\nAdds support for MPS on Mac and fixes #40\n",
                 "While it is possible to use Transformer Lab API on a non GPU machine, such as a Mac, it's not a great experience right now so we are leaving that out of the official documentation. After we have some time updating the tooling to support Macs, we can update the docs to show support.\n"):
        found = ids(text)
        assert "report-undecided" in found
        assert not found & {"apple-silicon", "intel-mac", "not-a-mac", "no-metal-device", "torch-cpu-only"}


def test_support_for_another_system_or_a_mac_address_names_no_mac() -> None:
    for line in ("Add support for Windows and Linux.\n", "The mac address support was added.\n"):
        values, _ = read(line)
        assert values.get("host.os") != "Darwin", line


def test_a_known_python_beside_torch_named_still_gets_the_mps_floor() -> None:
    # dev 748 (https://github.com/huggingface/tokenizers/issues/712): torch nightly installed on Big Sur 11.0.1, the
    # Python's minor read from the traceback's site-packages path; torch is named, so this is no other framework's user
    text = ("**System Info:**  Macbook Air M1 2020 with Mac OS 11.0.1\n\n"
            "2. install pytorch (easiest way i've found so far on arm64 is to install nightly via `pip`) `pip install --pre torch -f https://download.pytorch.org/whl/nightly/cpu/torch_nightly.html`\n\n"
            "ImportError: dlopen(/Users/khuynh/me/test/venv-bad/lib/python3.9/site-packages/tokenizers/tokenizers.cpython-39-darwin.so, 2): no suitable image found.  Did find:\n")
    assert "macos-too-old-for-mps" in ids(text)
    # dev 118 (a matplotlib import on macOS 11.1, no torch named): a Python with no torch is not told MPS floors
    text = ("( macOS 11.1 )\n\n"
            "So I’ll keep it short. I’m on an apple silicon machine and after I installed matplotlib ( regular pip install. got version 3.3.3 of matplotlib ) and tried to import .pyplot I got the following error:\n\n"
            '  File "/Users/justinbuan/miniforge3/envs/equinox/lib/python3.8/site-packages/matplotlib/__init__.py", line 174, in <module>\n')
    assert "macos-too-old-for-mps" not in ids(text)
