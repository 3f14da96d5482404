# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen TensorFlow-on-Mac batch 1375-1399 exposed, each read from real captured text (the
thread is named).

tensorflow-metal's start-up line 'Metal device set to: Apple M1' is printed when the plugin registers its GPU device,
so where the report is TensorFlow's (not jax-metal's, which prints the same line) TensorFlow has a GPU. A Mac with an
eGPU (or an NVIDIA GPU) is an Intel Mac: Apple-silicon Macs take no eGPU and no NVIDIA GPU. 'both Apple silicon and
AMD GPUs' names both kinds of Mac, so neither is the machine.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

TF_METAL_DEVICE = [
    ("https://github.com/iterative/example-repos-dev/issues/93",
     "I worked on this a bit, install TF and TF-Metal, but I got a set of exceptions: \n\n```\nMetal device set to: Apple M1\n\nsystemMemory: 16.00 GB\nmaxCacheSize: 5.33 GB\n\nModel: \"sequential\"\n```\n"),
    ("https://github.com/tensorflow/tensorflow/issues/56122",
     ">>> import tensorflow as tf\n>>> for _ in range(10):\n...     print(tf.random.uniform([]))\n... \nMetal device set to: Apple M1 Pro\n\nsystemMemory: 16.00 GB\nmaxCacheSize: 5.33 GB\n\n"),
    ("https://github.com/tensorflow/tensorflow/issues/87972 (tensorflow 2.19.0rc0 with tensorflow-metal)",
     "tomasz@tomaszkalinows-WQVX ~ % uv run --python 3.11 --with 'tensorflow==2.19.0rc0' --with 'tensorflow-metal' python -c 'import tensorflow as tf'\n2025-02-24 16:35:02.793541: I metal_plugin/src/device/metal_device.cc:1154] Metal device set to: Apple M4 Max\n2025-02-24 16:35:02.793566: I metal_plugin/src/device/metal_device.cc:296] systemMemory: 128.00 GB\n"),
]


@pytest.mark.parametrize(("thread", "text"), TF_METAL_DEVICE)
def test_tensorflow_metals_device_line_is_a_tensorflow_gpu(thread: str, text: str) -> None:
    found = ids(text)
    assert {"apple-silicon", "tf-gpu-available"} <= found, thread


def test_jax_metals_same_line_is_not_tensorflows_gpu() -> None:
    """jax-metal prints the same 'Metal device set to' line (jax-ml/jax#20338, dev 349): no TensorFlow there."""
    text = ("Platform 'METAL' is experimental and not all JAX functionality may be correctly supported!\n"
            "2024-03-20 11:03:11.083884: W pjrt_plugin/src/mps_client.cc:563] WARNING: JAX Apple GPU support is experimental and not all JAX functionality is correctly supported!\n"
            "Metal device set to: Apple M1\n\nsystemMemory: 16.00 GB\nmaxCacheSize: 5.33 GB\n")
    _, symptoms = read(text)
    assert "tf-gpu-listed" not in symptoms
    assert "tf-gpu-available" not in ids(text)


def test_the_device_line_without_tensorflow_named_says_nothing_of_tensorflow() -> None:
    _, symptoms = read("Metal device set to: Apple M1\n\nsystemMemory: 16.00 GB\nmaxCacheSize: 5.33 GB\n")
    assert "tf-gpu-listed" not in symptoms


EGPU_MACS = [
    ("https://github.com/gabrieleilertsen/hdrcnn/issues/21",
     "I'm working on a Mac with NVIDIA egpu so it's possible that is part of the problem.\n\nI've tried it with Tensorflow version 1.1.0 (the last officially supported GPU version on Mac) as well as the CPU version of 1.6.\n"),
    ("https://github.com/learex-zz/macOS-eGPU/issues/64",
     "I am using aorus 1080 egpu box with MBP2013(macOS 10.13.6) well. \n\nOfficial tensorflow does not support GPU on macOS anymore. But custom build can do.\n"),
    ("https://github.com/apple/tensorflow_macos/issues/78",
     "Will an AMD eGPU connected to an Intel MacBook Pro 16 be used by tensorflow?\n\nDoes this version of tensorflow support eGPUs?\n"),
]


@pytest.mark.parametrize(("thread", "text"), EGPU_MACS)
def test_a_mac_with_an_egpu_is_an_intel_mac(thread: str, text: str) -> None:
    found = ids(text)
    assert "intel-mac" in found, thread
    assert "apple-silicon" not in found, thread


def test_an_egpu_asked_of_an_m1_names_no_intel_mac() -> None:
    """AsahiLinux/linux#60: an M1 Air's owner asking after eGPUs."""
    found = ids("eGPU support\n\nthere is any estimate for eGPU thunderbolt compatibility on m1  air?\n")
    assert "intel-mac" not in found


def test_both_apple_silicon_and_amd_gpus_names_neither_kind_of_mac() -> None:
    """keras-team/keras#18437: 'the Metal GPU acceleration, which works on both Apple silicon and AMD GPUs'."""
    text = ("Using a Mac, I was trying to manually set a keras-core more with torch backend to benefit from the Metal GPU "
            "acceleration, which works on both Apple silicon and AMD GPUs. I noted this was not possible due to:\n")
    found = ids(text)
    assert "apple-silicon" not in found
    assert "intel-mac" not in found
