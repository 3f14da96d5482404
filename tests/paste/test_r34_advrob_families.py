# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 5860-5871 (adversarial robustness and attack libraries: ART, Carlini-Wagner's
attacks, AutoAttack, robusta, torchattacks, TextAttack, CleverHans) exposed, each read from real text.

- An adversarial-attack or robustness library named by a post with no other clue makes a report about that library's
  user (report.other_framework_named), as the graph libraries do; ART's 'art', robusta and 'robustness' only as
  packages.
- "No module named 'tensorflow'" raised by the program's interpreter: TensorFlow is not installed in it
  (tensorflow.present, as "No module named 'torch'" reads torch.present).
- A Windows wheel pip fetched ('Using cached …-win_amd64.whl') means Windows, as a manylinux one means Linux; one the
  writer installs from its file name possibly does, unless pip refuses it.
- The writer asking whether they can run the project on their Mac ('Can I run this on a Mac OS?'), in a post dated
  before the first Apple-silicon Mac, names an Intel Mac, as 'Can I use gpu on Macbook Pro?' does.
"""

from __future__ import annotations

from pasted import fact, raised

# https://github.com/cleverhans-lab/cleverhans/issues/1215 (dev 5871), the whole stored issue
CLEVERHANS_1215 = "# ModuleNotFoundError: No module named 'cleverhans.utils_tf'"

# https://github.com/bethgelab/robustness/issues/9 (dev 5864), the description
ROBUSTA_9 = """# import robusta

cuitaoyong · description · 2023-05-10
Dear Authors,
Thanks for the wonderful repo.
After I use this command “pip install git+https://github.com/bethgelab/robustness.git” to install the package, I still can't import the package such as “import robusta”"""

# https://github.com/Trusted-AI/adversarial-robustness-toolbox/issues/1191 (dev 5861), the first traceback
ART_1191 = """# add non-framework install option

Embeddave · description · 2021-06-25
**Describe the bug**
I'm getting import errors when I try to `import art`.

```
  File "/home/ubuntu/.cache/pypoetry/virtualenvs/defencse-IFQZQpf5-py3.7/lib/python3.7/site-packages/art/attacks/evasion/__init__.py", line 32, in <module>
    from art.attacks.evasion.pe_malware_attack import MalwareGDTensorFlow
  File "/home/ubuntu/.cache/pypoetry/virtualenvs/defencse-IFQZQpf5-py3.7/lib/python3.7/site-packages/art/attacks/evasion/pe_malware_attack.py", line 33, in <module>
    import tensorflow as tf
ModuleNotFoundError: No module named 'tensorflow'
```"""

# https://github.com/QData/TextAttack/issues/720 (dev 5870), the solution
TEXTATTACK_720 = """# pip install textattack error while building wheel for pycld2

qaixerabbas · description · 2023-03-15
I am using Python 3.9 and while installing textattack I ran into following issue:

Solution:

To install pycld2 go to [this](https://www.lfd.uci.edu/~gohlke/pythonlibs/) link and download .whl file for whatever version of python you are using (I downlaoded for python 3.9). Then go to the directory where the .whl file was installed and write:

`pip install pycld2-0.41-cp39-cp39-win_amd64.whl`

After this hopefully you can install textattack successfully."""

# https://github.com/QData/TextAttack/issues/560 (dev 5866), pip's lines
TEXTATTACK_560 = """Collecting pandas>=1.0.1
  Using cached pandas-1.3.4-cp38-cp38-win_amd64.whl (10.2 MB)
Collecting more-itertools
  Using cached more_itertools-8.10.0-py3-none-any.whl (51 kB)"""

# https://github.com/carlini/nn_robust_attacks/issues/28 (dev 5862), the whole stored thread
NN_ROBUST_28 = """# Can I run this on a Mac OS?

onezeero · description · 2018-11-05
Can I run this on a Mac OS? I've run into problems loading tensorflow-gpu libraries.

carlini · comment · 2018-11-05
Yes, you should be able to. If you can't install tensorflow-gpu it should work with just tensorflow, but will be very slow."""


def _post(date: str, body: str) -> str:
    return f"# a question\n\nsomeone · description · {date}\n{body}"


def test_an_adversarial_library_named_alone_makes_a_report() -> None:
    for text in (CLEVERHANS_1215, ROBUSTA_9):
        assert fact(text, "report.other_framework_named") is True, text
        found = raised(text)
        assert found, text
        assert not found & {"apple-silicon", "intel-mac", "not-a-mac", "torch-missing", "tensorflow-missing", "import-failed"}, (text, found)


def test_adversarial_library_family() -> None:
    for text in ("from art.estimators.classification import LightGBMClassifier",
                 "import art.attacks.evasion",
                 '  File "/usr/lib/python3.9/site-packages/art/attacks/evasion/fast_gradient.py", line 3',
                 "pip install adversarial-robustness-toolbox[lightgbm]",
                 "I use Foolbox 3.3 with a ResNet",
                 'torchattacks/attack.py", line 26, in __init__',
                 "pip install textattack",
                 "pip install git+https://github.com/fra31/auto-attack",
                 "from autoattack import AutoAttack",
                 "from robustbench.utils import load_model",
                 "from advertorch.attacks import LinfPGDAttack",
                 "DeepRobust fails to import",
                 "pip install robusta",
                 "from robustness import model_utils, datasets"):
        assert fact(text, "report.other_framework_named") is True, text


def test_words_that_name_no_adversarial_library() -> None:
    for text in ("state of the art results",
                 "from art import tprint",
                 "I love robusta beans",
                 "adversarial robustness to noise is poor",
                 "the robustness of the model",
                 "an automatic attack plan"):
        assert fact(text, "report.other_framework_named") is None, text


def test_no_module_named_tensorflow_is_tensorflow_missing() -> None:
    assert fact(ART_1191, "tensorflow.present") is False
    assert {"not-a-mac", "python-too-old", "tensorflow-missing"} <= raised(ART_1191)


def test_no_module_named_tensorflow_family() -> None:
    for text in ("ModuleNotFoundError: No module named 'tensorflow'",
                 "ImportError: No module named tensorflow",
                 'ModuleNotFoundError: No module named "tensorflow"',
                 "# No module named 'tensorflow' after pip install",
                 "    import tensorflow as tf\n> ModuleNotFoundError: No module named 'tensorflow'"):
        assert fact(text, "tensorflow.present") is False, text
        assert "tensorflow-missing" in raised(text), text


def test_tensorflow_missing_near_misses() -> None:
    for text in ("ModuleNotFoundError: No module named 'tensorflow.keras'",
                 "ModuleNotFoundError: No module named 'tensorflow_addons'",
                 "ModuleNotFoundError: No module named 'tensorflow_text'",
                 "If you get No module named 'tensorflow', install it first",
                 "  Getting requirements to build wheel ... error\n      ModuleNotFoundError: No module named 'tensorflow'"):
        assert fact(text, "tensorflow.present") is None, text
        assert "tensorflow-missing" not in raised(text), text
    # a TensorFlow version the paste shows wins
    assert "tensorflow-missing" not in raised("tensorflow 2.15.0\nModuleNotFoundError: No module named 'tensorflow'")


def test_windows_wheels_are_windows() -> None:
    assert fact(TEXTATTACK_560, "host.os") == "Windows"
    assert fact(TEXTATTACK_720, "host.os") == "Windows"
    assert "not-a-mac" in raised(TEXTATTACK_720)


def test_windows_wheel_family() -> None:
    for text in ("Downloading torch-2.0.0%2Bcu118-cp310-cp310-win_amd64.whl (2610.4 MB)",
                 "Collecting numpy\n  Downloading numpy-1.21.6-cp37-cp37m-win32.whl (11.7 MB)",
                 "  Using cached onnxruntime-1.17.0-cp311-cp311-win_arm64.whl (5.1 MB)",
                 "pip install PyAudio-0.2.11-cp37-cp37m-win_amd64.whl",
                 "pip install --user ./dist/mypkg-1.0-cp311-cp311-win_amd64.whl"):
        assert fact(text, "host.os") == "Windows", text


def test_windows_wheel_near_misses() -> None:
    for text in ("pip install foo-1.0-cp39-cp39-win_amd64.whl\nERROR: foo-1.0-cp39-cp39-win_amd64.whl is not a supported wheel on this platform.",
                 "the release page lists foo-1.0-cp39-cp39-win_amd64.whl and foo-1.0-cp39-cp39-macosx_11_0_arm64.whl",
                 "Windows users can download foo-1.0-cp39-cp39-win_amd64.whl from the releases"):
        assert fact(text, "host.os") is None, text


def test_asking_to_run_on_a_mac_in_a_dated_post_is_an_intel_mac() -> None:
    assert "intel-mac" in raised(NN_ROBUST_28)
    assert "apple-silicon" not in raised(NN_ROBUST_28)


def test_asking_to_run_on_a_mac_family() -> None:
    for body in ("Can I run this on a Mac OS? It fails to import.",
                 "Can I install this on macOS?",
                 "Can I run the code on Mac OS X?",
                 "can i use it on a mac?"):
        assert "intel-mac" in raised(_post("2019-01-05", body)), body


def test_asking_to_run_on_a_mac_near_misses() -> None:
    # a question about the project, not the writer's machine; one dated after the first Apple-silicon Mac
    for text in (_post("2019-01-05", "Can this run on a Mac?"),
                 _post("2019-01-05", "Does it run on Mac?"),
                 _post("2023-01-05", "Can I run this on a Mac?")):
        assert "intel-mac" not in raised(text), text
