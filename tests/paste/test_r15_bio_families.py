# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 2170-2189 (bioinformatics on Macs: scanpy, scimap, scranpy, cellxgene-census,
cellpose) exposed, each read from real text.

The CPython tag of a wheel pip downloads ('cp36-cp36m') is the Python pip installs for; a Python named after ', and'
at the end of a platform's description, and `uname -a` quoted inside that sentence; the Python something is imported
into or installed in ('import scanpy into python 3.5.2'); Windows with its release opening an item of a person's list; 'it uses the GPU'
said of a run whose device is MPS.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/ebi-gene-expression-group/scanpy-scripts/issues/81 (a maintainer's pip log on Linux)
SCANPY_SCRIPTS_81 = """All good on 3.6:

```
> pip install scanpy-scripts==0.2.11
Collecting scanpy-scripts==0.2.11
  Downloading scanpy_scripts-0.2.11-py3-none-any.whl (43 kB)
     |████████████████████████████████| 43 kB 256 kB/s
Collecting louvain<=0.6.1
  Downloading louvain-0.6.1.tar.gz (84 kB)
     |████████████████████████████████| 84 kB 275 kB/s
Collecting h5py<2.10
  Downloading h5py-2.9.0-cp36-cp36m-manylinux1_x86_64.whl (2.8 MB)
     |████████████████████████████████| 2.8 MB 14.2 MB/s
Collecting pandas
  Downloading pandas-1.1.0-cp36-cp36m-manylinux1_x86_64.whl (10.5 MB)
     |████████████████████████████████| 10.5 MB 26.3 MB/s
"""

# https://github.com/pytorch/pytorch/issues/137281 (torch's wheels carry 'none' as their ABI tag)
TORCH_137281 = "Downloading torch-2.2.2-cp312-none-macosx_10_9_x86_64.whl (150.8 MB)\n"

# https://github.com/scverse/scanpy/issues/276
SCANPY_276 = """My platform is Linux login-0-1.local 2.6.32-504.16.2.el6.x86_64 #1 SMP Wed Apr 22 06:48:29 UTC 2015 x86_64 x86_64 x86_64 GNU/Linux, and Python 2.7.10。
"""

# https://github.com/scverse/scanpy/issues/1567
SCANPY_1567 = """Everytime I run the code _sc.pp.neighbors_ the kernel dies. Unfortunately, there is no error message or error code. It just dies while computing neighbors.

I'm using:

- windows 10 64-bit 24 gb ram
- python 3.8.5 in jupyter notebook
- numpy 1.19.4
- scanpy 1.6.0
"""

# https://github.com/MouseLand/cellpose/issues/1455 (the stored issue ends inside the second log)
CELLPOSE_1455 = """When I run cellpose from the command line using the recommended setting for a macbook using apple silicon I get the following error
```
python -m cellpose --dir . --use_gpu --gpu_device mps --save_rois --save_png --diameter 230 --verbose
2026-05-17 23:01:40,118 [INFO] WRITING LOG OUTPUT TO /Users/x/.cellpose/run.log
2026-05-17 23:01:40,118 [INFO]
cellpose version: 	4.1.1
platform:       	darwin
python version: 	3.14.4
torch version:  	2.10.0
2026-05-17 23:01:40,132 [INFO] Neither TORCH CUDA nor MPS version not installed/working.
2026-05-17 23:01:40,132 [INFO] >>>> using CPU
2026-05-17 23:01:40,132 [INFO] >>>> using CPU
```
Instead when I run the same commands ommiting the `--gpu_device mps` it uses the GPU and the runtime is 1/5 of before
"""


def test_a_downloaded_wheels_cpython_tag_is_the_python_pip_installs_for() -> None:
    facts, _ = read(SCANPY_SCRIPTS_81)
    assert facts.get("python.version") == "3.6" and facts.get("host.os") == "Linux"
    assert {"not-a-mac", "python-too-old"} <= ids(SCANPY_SCRIPTS_81)
    facts, _ = read(TORCH_137281)
    assert facts.get("python.version") == "3.12"
    facts, _ = read("Downloading numpy-1.16.6-cp27-cp27mu-manylinux1_x86_64.whl (17.0 MB)\n")
    assert facts.get("python.version") == "2.7"


def test_an_abi3_or_pure_wheel_names_no_python() -> None:
    for line in ("Downloading psutil-6.0.0-cp36-abi3-manylinux_2_12_x86_64.manylinux2010_x86_64.whl (290 kB)\n",
                 "Downloading scanpy_scripts-0.2.11-py3-none-any.whl (43 kB)\n",
                 # the two tags of one wheel disagree: no one minor is named
                 "Downloading h5py-2.9.0-cp36-cp37m-manylinux1_x86_64.whl (2.8 MB)\n"):
        facts, _ = read(line)
        assert "python.version" not in facts, line


def test_python_named_after_comma_and_at_the_end_of_the_platform() -> None:
    facts, _ = read(SCANPY_276)
    assert facts.get("python.version") == "2.7.10" and facts.get("host.os") == "Linux"
    assert {"not-a-mac", "python-too-old"} <= ids(SCANPY_276)


def test_uname_a_quoted_inside_a_sentence_is_linux() -> None:
    # the platform sentence of scanpy#276 names Linux by `uname -a`'s whole record, to its closing 'GNU/Linux'
    facts, _ = read(SCANPY_276.replace(", and Python 2.7.10。", "."))
    assert facts.get("host.os") == "Linux" and facts.get("host.kernel_release") == "2.6.32-504.16.2.el6.x86_64"
    wrapped = SCANPY_276.replace(" Wed Apr 22", "\nWed Apr 22")  # hard-wrapped inside the record
    facts, _ = read(wrapped)
    assert facts.get("host.os") == "Linux"
    # a Linux named in passing is not a uname record
    facts, _ = read("My M1 Mac runs it, and a Linux box #2 with x86_64 too.\n")
    assert facts.get("host.os") != "Linux"


def test_windows_with_its_release_opening_a_list_item() -> None:
    facts, _ = read(SCANPY_1567)
    assert facts.get("host.os") == "Windows"
    found = ids(SCANPY_1567)
    assert "not-a-mac" in found and "apple-silicon" not in found and "intel-mac" not in found
    # the word alone, or a program's windows, is no OS
    facts, _ = read("- windows opened by the GUI stay blank\n- python 3.8.5 in jupyter notebook\n")
    assert facts.get("host.os") != "Windows"
    facts, _ = read("- Windows 10.5 px border\n- python 3.8.5\n")
    assert facts.get("host.os") != "Windows"


def test_it_uses_the_gpu_where_the_device_is_mps() -> None:
    facts, symptoms = read(CELLPOSE_1455)
    assert facts.get("torch.mps_available") is True and "mps-available" in symptoms
    found = ids(CELLPOSE_1455)
    assert {"apple-silicon", "mps-available"} <= found and "mps-unavailable" not in found
    # a wish, a question or a negation is no run; nor is a GPU where no MPS is named, or an NVIDIA one
    for text in ("I want to make sure it uses the GPU with --gpu_device mps on my M1.\n",
                 "On my M1 with --gpu_device mps, does it uses the GPU?\n",
                 "On my M1 with --gpu_device mps it never uses the GPU.\n",
                 "On my M1 MacBook it uses the GPU through tensorflow-metal.\n",
                 "With CUDA on the RTX 3090 it uses the GPU; on my M1 I set the device to mps later.\n"):
        facts, _ = read(text)
        assert facts.get("torch.mps_available") is not True, text


# https://github.com/scverse/scanpy/issues/855 (Ubuntu 16.04)
SCANPY_855 = """When I tried to import scanpy into python 3.5.2, I got the following error message,
"""


def test_the_python_something_is_imported_into_or_installed_in() -> None:
    facts, _ = read(SCANPY_855)
    assert facts.get("python.version") == "3.5.2"
    # https://github.com/pytorch/pytorch/issues/19406
    facts, _ = read("I'm also getting the same problem, trying to install pytorch in python3.9 with macOS Catalina\n")
    assert facts.get("python.version") == "3.9"
    # a Python it works well only in, or one named with no action in it, is not the person's
    for text in ("It looks like tensorflow-metal utilizes the Apple Silicon GPU well only in Python 3.8\n",
                 "The f-strings were added in Python 3.6.\n",
                 "I installed torch but not in python 3.7.\n"):
        facts, _ = read(text)
        assert "python.version" not in facts, text
