# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 6580-6591 (recommender-system libraries on Macs and beside them: LightFM,
implicit, scikit-surprise, TorchRec and FBGEMM, TensorFlow Recommenders, Cornac, NVIDIA Merlin) exposed, each read
from real text.

- Python's 'No module named …' for torch or tensorflow retyped at the end of a sentence, its full stop after the bare
  name ('ImportError: No module named tensorflow.'): the framework is missing, as without the stop; a dot that opens a
  submodule ('tensorflow.keras', 'torch._C') is still no missing framework.
- A helper asking whether or which Docker container the reporter uses, or a condition on it ('which container do you
  use if you use a merlin docker container?'): no container anything ran in, so no Linux; the reporter's own account
  of a container stays read.
"""

from __future__ import annotations

import pytest
from pasted import fact, ids, raised

# https://github.com/NVIDIA-Merlin/models/issues/1227 (dev 6591), the description as stored
MERLIN_1227 = """# [BUG]

Space-Dream-42 · description · 2023-11-10
### Bug description

Merlin Model does not install all dependencies. E.g it is not possible to execute the Jupyter Notebook examples/01-Getting-started.ipynb.

### Steps/Code to reproduce bug

1. Set up a virtual environment.
2. Run `pip install -v merlin-models` in the terminal.
3. Install Jupyter in your virtual environment.
4. Run `jupyter notebook` in your terminal.
5. Open: examples/01-Getting-started.ipynb
6. Execute the import cell.

Result:
ImportError: No module named tensorflow.

### Expected behavior

No import Errors.

### Environment details

- Merlin version: v23.08.00
- Platform: MacOS
- Python version: Python 3.9.6
"""

# https://github.com/NVIDIA-Merlin/Transformers4Rec/issues/461 (dev 6586), the stored comments
T4REC_461 = """# [BUG] nvtabular never registered with registry torch.dataloader_loader

rnyak · comment · 2022-07-25
@farrokhsiar thanks for your interest in Transformers4Rec. We need more details:

- which example notebook is that?
-  which container do you use if you use a merlin docker container? if not, what env you run this example in?
- what's your cuda driver version, cuda version and cuda toolkit version? (run `nvidia-smi` and share the results here pls.)
-  do you have a GPU? what's your HW specs?

Thanks.

farrokhsiar · comment · 2022-07-25
I am referring to the Transformers4Rec/examples/end-to-end-session-based. I have executed the first notebook on a machine with NVidia GPU. I could run the notebook successfully, and the I transfered the processed data to a Mac M1. I'm trying to run the modeling section on the Mac.

rnyak · comment · 2022-07-25
`I'm trying to run the modeling section on the Mac.`

Does your Mac has Merlin libaries (i.e. Transformers4Rec and Nvtabular) installed? if yes how did you install them?
"""


def test_merlin_1227_reads_tensorflow_missing() -> None:
    found = ids(MERLIN_1227)
    assert "tensorflow-missing" in found
    assert not {"import-failed", "not-a-mac", "apple-silicon", "intel-mac"} & found


@pytest.mark.parametrize("line", [
    "ImportError: No module named tensorflow.",
    "ModuleNotFoundError: No module named tensorflow.",
    "I get No module named tensorflow. I installed merlin-models with pip.",
    "ImportError: No module named 'tensorflow'.",
    "ImportError: No module named tensorflow",
])
def test_tensorflow_missing_with_or_without_a_full_stop(line: str) -> None:
    text = f"On my Mac, import fails:\n\n{line}\n"
    assert fact(text, "tensorflow.present") is False


@pytest.mark.parametrize("line", [
    "ImportError: No module named torch.",
    "ModuleNotFoundError: No module named torch.",
    "The notebook says No module named torch. I use a venv.",
])
def test_torch_missing_with_a_full_stop(line: str) -> None:
    text = f"On my Mac, import fails:\n\n{line}\n"
    assert fact(text, "torch.present") is False


@pytest.mark.parametrize("line", [
    "ImportError: No module named tensorflow.keras",
    "ModuleNotFoundError: No module named tensorflow.python.keras.",
    "ImportError: No module named torch._C",
    "ImportError: No module named torch.nn.",
    "If you get No module named tensorflow. then install it first.",
])
def test_a_submodule_or_a_condition_is_no_missing_framework(line: str) -> None:
    text = f"On my Mac, import fails:\n\n{line}\n"
    assert fact(text, "tensorflow.present") is not False
    assert fact(text, "torch.present") is not False


def test_t4rec_461_reads_the_mac_not_a_container() -> None:
    found = raised(T4REC_461)
    assert "apple-silicon" in found
    assert not {"not-a-mac", "no-metal-device", "cuda-available"} & found
    assert fact(T4REC_461, "host.os") != "Linux"


@pytest.mark.parametrize("question", [
    "which container do you use if you use a merlin docker container? if not, what env you run this example in?",
    "Are you using a Docker container?",
    "Do you run it inside Docker?",
    "Could you tell us whether you're running in a docker container?",
    "Have you tried running it in a docker container?",
])
def test_a_question_about_the_readers_container_is_no_container(question: str) -> None:
    text = f"maintainer · comment · 2022-07-25\n{question}\n\nreporter · comment · 2022-07-25\nI am on a Mac M1.\n"
    assert fact(text, "host.os") != "Linux"
    assert "not-a-mac" not in raised(text)


@pytest.mark.parametrize("statement", [
    "I use a docker container for the training.",
    "If I run it in a docker container, it fails the same way.",
    "Did you ask? I run it inside Docker on the Mac.",
])
def test_the_reporters_own_container_stays_read(statement: str) -> None:
    text = f"reporter · comment · 2022-07-25\nI am on a Mac M1. {statement}\n"
    assert fact(text, "host.os") == "Linux"
    assert fact(text, "host.container_host") == "apple-silicon"
