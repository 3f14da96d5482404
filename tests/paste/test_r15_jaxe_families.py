# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 2286-2296 (the JAX ecosystem on Macs beyond jax-metal, and R / Julia users
calling Python on Macs: reticulate, PyCall, pyjulia, juliacall) exposed, each read from real text.

An R session or RStudio that dies when tensorflow is first touched from R died in the import (reticulate imports the
module on its first access); the M chips right after 'Mac' or 'MacOS using' name Apple silicon; Conda.jl's own
Miniconda root (~/.julia/conda/3) is a conda install, so an x86_64 Python there on Apple silicon is an osx-64 conda.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/rstudio/keras3/issues/1165 (description)
KERAS_1165 = """Basic install of keras and tensorflow on M1 Mac leads to crashes

Hello! I am trying to get keras and tensorflow to run on R 4.0.3 on a brand new installation on an M1 macbook pro.

I installed both keras and tensorflow libraries, ran `install_keras()` and `install_tensorflow()` and installed miniconda along with them as prompted.

However, whenever I try and access tensorflow, my R session crashes (both in Rstudio and R.app).
"""

# https://github.com/rstudio/keras3/issues/1165 (a comment)
KERAS_1165_COMMENT = """Hi. Same issue here. I have tried the above, install the AppleML tensorflow version succesfully in a venv. Then with reticulate and use_python pointing to this python distribution. However, same issue. Every call to tensorflow/keras crashes Rstudio.
"""

# https://github.com/rstudio/keras3/issues/1165 (another comment: a crash in training, after the import worked)
KERAS_1165_FIT = """And I compile a simple neural network with Keras API with no problem. However when I fit the model, after a couple of seconds the session aborts.
"""

# https://github.com/QSTheory/fftarray/issues/50
FFTARRAY_50 = """JAX problem with pip install via setup.py on Mac M chips

When installing fftarray via setup.py, e.g., using `pip install .`, jax and jaxlib are installed via pip. However, this leads to a problem with Mac M chips, see [this Stackoverflow thread including a solution](https://stackoverflow.com/questions/68327863/importing-jax-fails-on-mac-with-m1-chip).

The reason for this issue is to answer the question if we can automate the installation to also work with MacOS using M chips.
"""

# https://github.com/JuliaPy/PyCall.jl/issues/943
PYCALL_943 = """Seems not work in M1 macbook Air

julia> using PyCall

julia> PyObject([1, 2])
INTEL MKL ERROR: dlopen(/Users/jinrae/.julia/conda/3/lib/libmkl_intel_thread.1.dylib, 9): Library not loaded: @rpath/libiomp5.dylib
  Referenced from: /Users/jinrae/.julia/conda/3/lib/libmkl_intel_thread.1.dylib
  Reason: image not found.
Intel MKL FATAL ERROR: Cannot load libmkl_intel_thread.1.dylib.
"""

# https://github.com/JuliaPy/PyCall.jl/issues/1010 (macOS 12.6, Homebrew's Python named, PyCall's conda failing)
PYCALL_1010 = """PyCall broken on M1 Mac and Julia 1.8.2?

    dlopen(/Users/glenhenshaw/.julia/conda/3/lib/libpython3.9.dylib) ==> ErrorException("could not load library \\"/Users/glenhenshaw/.julia/conda/3/lib/libpython3.9.dylib\\"
"""


def test_an_r_session_dying_on_the_first_access_of_tensorflow_is_the_import_crashing() -> None:
    facts, symptoms = read(KERAS_1165)
    assert "import-died" in symptoms
    assert facts["report.symptoms"][0].get("module") == "tensorflow"
    assert {"apple-silicon", "import-crashed"} <= ids(KERAS_1165)
    _, symptoms = read(KERAS_1165_COMMENT)
    assert "import-died" in symptoms
    # R's own words for its death, after the framework's first use
    _, symptoms = read("library(tensorflow)\nWhen I load tensorflow the R session aborts.\n")
    assert "import-died" in symptoms
    # a fit() that aborts the session later is a run, not the import
    _, symptoms = read(KERAS_1165_FIT)
    assert "import-died" not in symptoms
    _, symptoms = read("The R session crashes when calling keras fit() on a big batch.\n")
    assert "import-died" not in symptoms


def test_the_m_chips_right_after_the_mac_name_apple_silicon() -> None:
    facts, _ = read(FFTARRAY_50)
    assert facts.get("host.arm64_capable") == 1
    assert "apple-silicon" in ids(FFTARRAY_50)
    assert "apple-silicon" in ids("It fails on my Mac M-series chip with jaxlib 0.4.28.\n")
    assert "apple-silicon" in ids("Tested on macOS using an M chip.\n")


def test_conda_jl_root_is_a_conda_install() -> None:
    facts, _ = read(PYCALL_943)
    assert facts.get("conda.env") is True
    found = ids(PYCALL_943)
    # MKL's libraries make the process x86_64; in a conda on Apple silicon that conda is osx-64
    assert {"apple-silicon", "python-x86-on-arm", "conda-x86-distribution"} <= found
    assert "intel-mac" not in found
    # a conda of unknown architecture stays unknown
    facts, _ = read(PYCALL_1010)
    assert facts.get("conda.env") is True
    assert "conda-x86-distribution" not in ids(PYCALL_1010) and "python-x86-on-arm" not in ids(PYCALL_1010)
    # Conda.jl's per-architecture roots, as newer releases name them
    facts, _ = read("[ Info: Running `conda install -y numpy` in root environment\n/Users/me/.julia/conda/3/aarch64/bin/python\n")
    assert facts.get("conda.env") is True
