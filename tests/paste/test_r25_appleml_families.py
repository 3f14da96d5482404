# ruff: noqa: E501, W291  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4500-4509 (Apple's own ML research and sample code repositories:
ml-stable-diffusion, mlx-examples) exposed, each read from real text.

- A person's own account that an older Python fixed it ('problem solved by re-config the env to python 3.8'), in a
  report that names a newer Python ('Python: 3.11.2'): that Python was too new for what it ran (python-too-new), as a
  framework said to have no release for it yet already reads. Not a hope, a question, a condition, a denial, nor a
  move to a newer Python.
"""

from __future__ import annotations

from pasted import ids, raised, read

# https://github.com/apple/ml-stable-diffusion/issues/152 (dev 4502)
MLSD_152 = r"""# `BloWriter not loaded` during generate Core ML model files

hsing0527 · description · 2023-04-04
Follow by the README.md steps, when generating CoreML model using below command line

`python -m python_coreml_stable_diffusion.torch2coreml --convert-unet --convert-text-encoder --convert-vae-decoder --convert-safety-checker --model-version=runwayml/stable-diffusion-v1-5 -o /Users/otto/Documents/pyt/convert_outcome`

but an error raised: BloWriter not loaded

<img width="1259" alt="Screenshot 2023-04-04 at 11 39 39 AM" src="https://user-images.githubusercontent.com/57891696/229682169-a917bde5-983a-4a09-ac32-3d03749a66e0.png">

atiorh · comment · 2023-04-04
Hi @hsing0527, could you please share your macOS version and Python version?

hsing0527 · comment · 2023-04-04
> 

Hi @atiorh 
here is the info
Python: 3.11.2
macOS: 13.3 (22E252)

hsing0527 · comment · 2023-04-04
mis-read the minimum environment requirements on md file, problem solved by re-config the env to python 3.8

atiorh · comment · 2023-04-04
Great!
"""

RESOLUTION = "problem solved by re-config the env to python 3.8"


def _with(resolution: str, python: str = "3.11.2") -> str:
    """The thread with another resolution sentence and another Python."""
    return MLSD_152.replace(RESOLUTION, resolution).replace("Python: 3.11.2", f"Python: {python}")


def _older(text: str) -> list[str]:
    """The older Pythons the report says fixed it."""
    facts, _ = read(text)
    return [s.get("older") for s in facts.get("report.symptoms") or []
            if isinstance(s, dict) and s.get("id") == "python-older-worked"]


def test_older_python_fixed_it_after_a_newer_one_is_python_too_new() -> None:
    assert _older(MLSD_152) == ["3.8"]
    found = ids(MLSD_152)
    assert "python-too-new" in found
    assert "python-too-old" not in found and "not-a-mac" not in found and "intel-mac" not in found


def test_older_python_fixed_it_family() -> None:
    for resolution, python in (
            ("I fixed it by downgrading Python to 3.10.", "3.12.1"),
            ("Resolved by recreating the conda env with Python 3.9", "3.11.4"),
            ("Solved it by switching to python3.10 instead.", "3.12.0"),
            ("fixed the issue after going back to Python 3.8", "3.10.6"),
            ("Downgrading python to 3.11 fixed it.", "3.12.2"),
            ("Switching to Python 3.10.13 solved the problem, thanks!", "3.11.5"),
            ("Recreating the venv with python 3.9 has fixed everything", "3.10.0")):
        text = _with(resolution, python)
        assert _older(text), resolution
        assert "python-too-new" in ids(text), resolution


def test_older_python_fixed_it_near_misses() -> None:
    for resolution, python in (
            # a question, a hope, a condition, a denial
            ("Has anyone solved it by switching to python 3.8?", "3.11.2"),
            ("It might be fixed by downgrading to python 3.8.", "3.11.2"),
            ("If it is solved by switching to python 3.8 I will close this.", "3.11.2"),
            ("It was not fixed by downgrading to Python 3.9.", "3.11.2"),
            ("I tried to get it fixed by switching to python 3.9, no luck", "3.11.2"),
            # a move up says the first Python was too old, not too new
            ("solved by switching to python 3.12", "3.10.4"),
            ("solved by upgrading to python 3.11", "3.8.10"),
            # the report's Python is the one that worked
            ("problem solved by using python 3.8", "3.8.16")):
        text = _with(resolution, python)
        assert "python-too-new" not in raised(text), resolution
    # a Python version that is not one ('solved by switching to python 3.8.1.2' is read as 3.8; a 4.0 is none)
    assert not _older(_with("solved by switching to python 4.0", "3.11.2"))
    # the sentence alone, in a report that names no Python of its own: nothing to compare
    alone = "# t\n\nx · comment · 2023-04-04\nproblem solved by re-config the env to python 3.8\n"
    assert "python-too-new" not in raised(alone)
