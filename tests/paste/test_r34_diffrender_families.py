# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 5920-5931 (differentiable rendering and 3D deep learning: PyTorch3D, Kaolin,
nvdiffrast) exposed, each read from real text.

- A CUDA call that failed on a device the program had opened (nvdiffrast's 'Cuda error: 700[cudaLaunchKernel(…',
  torch's 'CUDA error: an illegal memory access was encountered', 'CUDA out of memory. Tried to allocate …') says torch
  opened a CUDA device: no macOS build of PyTorch can, so with no OS named the machine is not a Mac.
- IPython 8's traceback frame with a Windows path ('File ~\\FlexiCubes\\examples\\render.py:91, in render_mesh(') is
  a Windows machine's, as the quoted frame with backslashes is.
- A file in a folder under Colab's /content named in a command ('!mamba env create -f /content/X-Mesh/xmesh.yml'), and
  a run of the writer's said to be on Colab ('when I run the code … on colab I get this error'), are Colab's Linux VM.
- An installer's step line that opens on 'Installing' ('[SAM3DObjects] Installing PyTorch 2.4.1 with CUDA 12.4...'),
  its 'Install … failed' line, and an install command printed as a subprocess's argument list name a release wanted,
  not installed.
"""

from __future__ import annotations

import pytest
from pasted import fact, raised

# https://github.com/NVlabs/nvdiffrast/issues/196 (dev 5927), the whole stored thread's description
NVDIFFRAST_196 = """# Cuda error 700

ziangcao0312 · description · 2024-08-14
When I use the nvdiffrast to render 9 512x512 images, I face this error. How can I know the reason for this error?

File "/mnt/petrelfs/caoziang.p/anaconda3/envs/lrm_flex/lib/python3.10/site-packages/nvdiffrast/torch/ops.py", line 248, in forward
    out, out_db = _get_plugin().rasterize_fwd_cuda(raster_ctx.cpp_wrapper, pos, tri, resolution, ranges, peeling_idx)
RuntimeError: Cuda error: 700[cudaLaunchKernel((void*)triangleSetupKernel, dim3(setupBlocks, 1, m_numImages), dim3(32, CR_SETUP_WARPS), args, 0, stream);]"""

# https://github.com/NVlabs/nvdiffrast/issues/182 (dev 5929), the description's last frames
NVDIFFRAST_182 = """# RuntimeError: Cuda error: 2[cudaMalloc(&m_gpuPtr, bytes);]

Gatswei · description · 2024-05-23
  File "/data/zcw/anaconda3/envs/mip-splatting/lib/python3.8/site-packages/nvdiffrast/torch/ops.py", line 248, in forward
    out, out_db = _get_plugin().rasterize_fwd_cuda(raster_ctx.cpp_wrapper, pos, tri, resolution, ranges, peeling_idx)
RuntimeError: Cuda error: 2[cudaMalloc(&m_gpuPtr, bytes);]
What is the reason for this？Looking forward to your reply. Thank you."""

# https://github.com/NVlabs/nvdiffrast/issues/167 (dev 5926), the description's traceback
NVDIFFRAST_167 = """# Runtime cuda error

MHassan1122 · description · 2024-02-01
RuntimeError                              Traceback (most recent call last)
Cell In[16], line 3
      1 camera = render.get_rotate_camera(0)
----> 3 output = render.render_mesh(init_mesh, camera, [512, 512], return_types=['normals'])

File ~\\FlexiCubes\\examples\\render.py:91, in render_mesh(mesh, camera, iter_res, return_types, white_bg, wireframe_thickness)
     88 vertices_clip = (proj @ homogeneous_vecs.unsqueeze(-1)).squeeze(-1)
     89 faces_int = mesh.faces.int()

RuntimeError: Cuda error: 400[cudaGraphicsMapResources(2, &s.cudaPosBuffer, stream);]
i wonder that i correctly installed and import as see in the render.py"""

# https://github.com/NVIDIAGameWorks/kaolin/issues/798 (dev 5925), the description's first lines
KAOLIN_798 = """# ERROR: Failed building wheel for kaolin

merterbak · description · 2024-05-21
when I run the code !mamba env create -f /content/X-Mesh/xmesh.yml on colab I get this error.

xmesh.yml file below:
name: xmesh
dependencies:
  - python=3.9
  - pytorch=1.12.1"""

# https://github.com/PozzettiAndrea/ComfyUI-SAM3DObjects/issues/21 (dev 5923), the description's first lines
SAM3D_21 = """# Doesn't work on MacOS

edasque · description · 2025-12-06
PyTorch/CUDA issue

```
[SAM3DObjects] Installing PyTorch 2.4.1 with CUDA 12.4...
[SAM3DObjects] ERROR: Install PyTorch 2.4.1 via uv failed!
[SAM3DObjects] ERROR: Check logs at: /Users/ed/Documents/ComfyUI/custom_nodes/ComfyUI-SAM3DObjects/install.log

Error output:
      and torch>=2.4.1,<=2.4.1+cu124 has no wheels with a matching platform tag (e.g., `macosx_26_0_arm64`), we can conclude that torch>=2.4.1,<=2.4.1+cu124 cannot be used.

[SAM3DObjects] ERROR: PyTorch installation failed: Command '['/Users/ed/Documents/ComfyUI/custom_nodes/ComfyUI-SAM3DObjects/_env/bin/python', '-m', 'uv', 'pip', 'install', 'torch==2.4.1', 'torchvision==0.19.1', '--index-url', 'https://download.pytorch.org/whl/cu124']' returned non-zero exit status 1.
```"""

# A line that makes a text a report by itself (a Python version) and names no OS, for the near misses.
_PYTHON = "Python 3.10.12\n"


@pytest.mark.parametrize("text", [NVDIFFRAST_196, NVDIFFRAST_182])
def test_a_cuda_call_failing_on_an_opened_device_is_not_a_mac(text: str) -> None:
    assert fact(text, "torch.cuda_available") is True
    found = raised(text)
    assert "not-a-mac" in found and not found & {"apple-silicon", "intel-mac", "mps-out-of-memory", "cuda-unavailable"}


@pytest.mark.parametrize("line", [
    "RuntimeError: Cuda error: 9[cudaLaunchKernel(func_tbl[func_idx], gridSize, blockSize, args, 0, stream);]",
    "RuntimeError: Cuda error: 801[cudaGraphicsGLRegisterImage(&s.cudaColorBuffer[i], s.glColorBuffer[i], GL_TEXTURE_3D, cudaGraphicsRegisterFlagsReadOnly);]",
    "Error processing typical_building_castle: Cuda error: 700[cudaStreamSynchronize(stream);]",
    "RuntimeError: CUDA error: an illegal memory access was encountered",
    "RuntimeError: CUDA error: device-side assert triggered\nCUDA kernel errors might be asynchronously reported at some other API call",
    "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 20.00 MiB (GPU 0; 10.76 GiB total capacity; 9.52 GiB already allocated)",
    "RuntimeError: CUDA out of\nmemory. Tried to allocate 2.00 GiB",
    "> RuntimeError: CUDA error: unspecified launch failure",
])
def test_cuda_error_variants_read_the_same(line: str) -> None:
    text = _PYTHON + line
    assert fact(text, "torch.cuda_available") is True, line
    assert "not-a-mac" in raised(text), line


@pytest.mark.parametrize("line", [
    "RuntimeError: Cuda error: 100[cudaGetDeviceCount(&count);]",
    "RuntimeError: Cuda error: 35[cudaSetDevice(0);]",
    "AssertionError: Torch not compiled with CUDA enabled",
    "RuntimeError: Found no NVIDIA driver on your system.",
    "RuntimeError: CUDA error: no CUDA-capable device is detected",
    "I get CUDA out of memory errors on the cluster sometimes",
    "cuda error 700 happens in nvdiffrast, see the docs",
])
def test_cuda_messages_of_no_usable_device_are_not_read(line: str) -> None:
    text = _PYTHON + line
    assert fact(text, "torch.cuda_available") is not True, line


def test_a_mac_named_beside_the_cuda_error_stays_a_mac() -> None:
    text = "On my MacBook Pro M1 with macOS 14.4 I get\nRuntimeError: CUDA error: an illegal memory access was encountered"
    assert fact(text, "host.os") == "Darwin"
    assert "not-a-mac" not in raised(text)


def test_an_ipython_frame_with_a_windows_path_is_windows() -> None:
    assert fact(NVDIFFRAST_167, "host.os") == "Windows"
    found = raised(NVDIFFRAST_167)
    assert "not-a-mac" in found and not found & {"apple-silicon", "intel-mac"}


@pytest.mark.parametrize("frame", [
    "File c:\\users\\me\\miniconda3\\lib\\site-packages\\torch\\nn\\modules\\module.py:1501, in Module._call_impl(self, *args, **kwargs)",
    "File ~\\Documents\\proj\\train.py:12, in <module>",
    "File D:\\\\work\\\\nerf\\\\run.py:40, in main()",
    "File src\\model.py:3, in forward(self, x)",
])
def test_ipython_windows_frame_variants_read_the_same(frame: str) -> None:
    text = "Cell In[3], line 1\n" + frame + "\nRuntimeError: boom"
    assert fact(text, "host.os") == "Windows", frame


@pytest.mark.parametrize("frame", [
    "File ~/FlexiCubes/examples/render.py:91, in render_mesh(mesh, camera)",
    "File /home/me/proj/train.py:12, in <module>",
    "File /Users/me/proj/train.py:12, in <module>",
    "Files: a\\b.py:3, in the folder",
])
def test_ipython_frames_with_slashes_are_not_windows(frame: str) -> None:
    text = _PYTHON + "Cell In[3], line 1\n" + frame + "\nRuntimeError: boom"
    assert fact(text, "host.os") != "Windows", frame


def test_a_file_under_colab_content_in_a_command_is_linux() -> None:
    assert fact(KAOLIN_798, "host.os") == "Linux"
    found = raised(KAOLIN_798)
    assert "not-a-mac" in found and not found & {"apple-silicon", "intel-mac"}


@pytest.mark.parametrize("line", [
    "!mamba env create -f /content/X-Mesh/xmesh.yml",
    "['/usr/local/envs/xmesh/bin/python', '-m', 'pip', 'install', '-U', '-r', '/content/X-Mesh/condaenv.pzymv1fo.requirements.txt', '--exists-action=b']",
    "!python /content/repo/train.py --epochs 3",
    "model = torch.load('/content/weights/model.pth')",
    "> !pip install -r /content/TRELLIS/requirements.txt",
])
def test_colab_content_file_variants_read_the_same(line: str) -> None:
    assert fact(_PYTHON + line, "host.os") == "Linux", line


@pytest.mark.parametrize("line", [
    "python /Users/me/content/repo/train.py",
    "see https://example.com/content/x.py",
    "hugo builds site/content/posts/a.md",
    "cd /content/repo",
    "wp-content/plugins/a.py",
])
def test_content_paths_off_colab_are_not_read(line: str) -> None:
    assert fact(_PYTHON + line, "host.os") != "Linux", line


@pytest.mark.parametrize("line", [
    "when I run the code on colab I get this error.",
    "When I tried to run the notebook in Google Colab I got RuntimeError: boom",
    "while I was trying to install it on Colab, pip failed",
    "If I run !pip install kaolin==0.15.0 on colab it fails to build",
])
def test_a_run_said_to_be_on_colab_variants_read_the_same(line: str) -> None:
    assert fact(line, "host.os") == "Linux", line


@pytest.mark.parametrize("line", [
    "when I ran it on my Mac, then on Colab, it failed",
    "When I run it on colab it works, but on my MacBook Pro M1 it fails with ImportError",
])
def test_a_run_on_colab_does_not_outweigh_the_mac(line: str) -> None:
    assert fact(line, "host.os") == "Darwin", line


def test_an_installer_step_names_a_wanted_torch() -> None:
    assert fact(SAM3D_21, "torch.version") is None
    found = raised(SAM3D_21)
    assert "torch-outdated" not in found
    assert {"apple-silicon", "python-native-arm64"} <= found


@pytest.mark.parametrize("line", [
    "Installing torch 2.1.0 ...",
    "==> Installing PyTorch 2.2.2",
    "Step 3/5: Installing torch 2.1.0",
    "INFO: Installing PyTorch 2.0.1 for macOS",
    "[node] ERROR: Install PyTorch 2.4.1 via pip failed!",
    "subprocess.CalledProcessError: Command '['python', '-m', 'pip', 'install', 'torch==1.13.1']' returned non-zero exit status 1.",
    "Command '[\"uv\", \"pip\", \"install\", \"torch==2.1.0\"]' returned non-zero exit status 2.",
])
def test_installer_step_variants_read_the_same(line: str) -> None:
    assert fact(_PYTHON + line, "torch.version") is None, line


@pytest.mark.parametrize(("line", "version"), [
    ("I have installed torch 1.13.1 on my Mac", "1.13.1"),
    ("after installing torch 2.4.1 it works on my Mac", "2.4.1"),
    ("I was Installing torch 2.0.0 last week and now I have torch 2.0.0", "2.0.0"),
])
def test_installed_releases_are_still_read(line: str, version: str) -> None:
    assert str(fact(line, "torch.version")) == version, line
