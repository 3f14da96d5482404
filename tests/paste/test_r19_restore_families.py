# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3180-3193 (image restoration and upscaling on Macs: Real-ESRGAN, GFPGAN,
CodeFormer, Upscayl) exposed, each read from real text.

The batch scored 17/17 with no false alarm before any change; the one gap it showed was in context: a conda that a
version manager installed keeps its version in its folder's name (pyenv, asdf and mise install 'anaconda3-2022.05',
'miniconda3-latest', 'miniforge3-24.11.3-0'), and such a prefix was not read as a conda environment, so the
distribution went unnamed (asdf) or was named after the version manager (pyenv) instead of the conda it installed.
"""

from __future__ import annotations

from pasted import ids, read

from macml_doctor.diagnose import engine
from macml_doctor.paste import inputs

# https://github.com/invoke-ai/InvokeAI/issues/713
INVOKEAI_713 = """**Describe your environment**
- GPU: mps
- VRAM: [if known]
- CPU arch: arm
- OS: macOS
- Python: Anaconda
- Branch: development

**Describe the bug**
Using Codeformer face restoration fails with the following error:
>> Error running RealESRGAN or GFPGAN. Your image was not upscaled.
Placeholder storage has not been allocated on MPS device!

This is on an M1 Mac, freshly updated environment.

**Additional context**
Not sure if useful but a stack trace of the error:
```Traceback (most recent call last):
  File "/Users/andy/dev/mac/StableDiffusion/stable-diffusion/ldm/generate.py", line 548, in upscale_and_reconstruct
    image = CodeFormerRestoration().process(image=image, strength=strength, device=self.device, seed=seed, fidelity=codeformer_fidelity)
  File "/Users/andy/dev/mac/StableDiffusion/stable-diffusion/ldm/restoration/codeformer/codeformer.py", line 40, in process
    face_helper.get_face_landmarks_5(resize=640, eye_dist_threshold=5)
  File "/Users/andy/.asdf/installs/python/anaconda3-2022.05/envs/ldm/lib/python3.10/site-packages/facexlib/utils/face_restoration_helper.py", line 139, in get_face_landmarks_5
    bboxes = self.face_det.detect_faces(input_img, 0.97) * scale
"""
# https://github.com/qwopqwop200/GPTQ-for-LLaMa/issues/146
GPTQ_146_FRAME = """  File "/Users/devalias/.pyenv/versions/miniconda3-latest/envs/textgen_py3_9_16/lib/python3.9/site-packages/torch/utils/_contextlib.py", line 115, in decorate_context
"""
GPTQ_146_PIP = """Requirement already satisfied: safetensors==0.3.0 in /Users/devalias/.pyenv/versions/miniconda3-latest/envs/textgen/lib/python3.10/site-packages (from -r requirements.txt (line 1)) (0.3.0)
"""
# https://github.com/ekalinin/nodeenv/issues/280
NODEENV_280 = """      File "/Users/thc29/.pyenv/versions/3.9.1/lib/python3.9/runpy.py", line 197, in _run_module_as_main
        return _run_code(code, main_globals, None,
      File "/Users/thc29/.pyenv/versions/windquest/lib/python3.9/site-packages/nodeenv.py", line 1471, in <module>
"""
# https://github.com/danielegrattarola/spektral/issues/385
SPEKTRAL_385 = """I have also tried installing in a `Miniforge3-MacOSX-arm64` env and still have the same error.
"""


def _distribution(text: str) -> str | None:
    found = {f.id: f for f in engine.run_checks(inputs.parse_report(text, "test"))}
    return found["python-distribution"].evidence["distribution"] if "python-distribution" in found else None


def test_an_asdf_installed_anaconda_prefix_is_a_conda_env() -> None:
    """asdf's folder for an Anaconda it installed ('~/.asdf/installs/python/anaconda3-2022.05/envs/ldm') is a conda
    environment of Anaconda, on an M1 with MPS in use: nothing about it is x86."""
    facts, _ = read(INVOKEAI_713)
    assert facts["conda.env"] is True
    assert facts["conda.active_prefix"] == "/Users/andy/.asdf/installs/python/anaconda3-2022.05/envs/ldm"
    assert _distribution(INVOKEAI_713) == "Anaconda"
    found = ids(INVOKEAI_713)
    assert {"apple-silicon", "mps-available", "python-distribution"} <= found
    assert not {"conda-x86-distribution", "python-x86-on-arm", "intel-mac", "mps-unavailable"} & found


def test_a_pyenv_installed_miniconda_is_named_miniconda_not_pyenv() -> None:
    """pyenv's 'miniconda3-latest' version is a Miniconda: its env's frame names the conda, not pyenv."""
    assert read(GPTQ_146_FRAME)[0]["conda.env"] is True
    assert _distribution(GPTQ_146_FRAME) == "Miniconda"
    assert read(GPTQ_146_PIP)[0]["conda.env"] is True


def test_a_pyenv_cpython_and_an_installer_name_are_not_conda() -> None:
    """A pyenv CPython's version folder ('3.9.1') is no conda, and the name of Miniforge's installer is not a path
    into a conda prefix."""
    assert "conda.env" not in read(NODEENV_280)[0]
    assert _distribution(NODEENV_280) == "pyenv"
    assert "conda.env" not in read(SPEKTRAL_385)[0]
