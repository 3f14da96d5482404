# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 5700-5708 (image deduplication, similarity search and CLIP/embedding image
search on Macs: find_similar_image, CLIP, pixeltable, rclip, faiss, DeepDetect, findimagedupes, khoj) exposed, each
read from real text.

- The interpreter's name written again before its version, as `python --version` prints it ('with python
  `Python 3.6.8`'), names the Python as much as 'with python 3.6.8'.
- A run time measured on MPS and labelled by the device ('- MPS: 3 hours 8 minutes 50.21 seconds'), or a run on mps
  said to have taken a time or a share of the CPU's ('on mps took 37% of time'), shows MPS works.
"""

from __future__ import annotations

from pasted import fact, raised, read

# https://github.com/limkokhole/find_similar_image/issues/1 (dev 5700)
FIND_SIMILAR_1 = r"""baalan92 · comment · 2019-09-03
@limkokhole , Thank you. I used this `python3 similar_img.py test_17.JPEG -d /home/user/images -md 1 -p 100` command on ubuntu 18.04 server with python `Python 3.6.8`. ut I got this on terminal `No such image file exists. Abort.`"""

# https://github.com/yurijmikhalevich/rclip/pull/64 (dev 5703)
RCLIP_64 = r"""# feat(macOS): default to 'mps' for performance boost

yurijmikhalevich · description · 2023-08-17
This PR makes `rclip` use `mps` on macOS if it's available. It also adds the `--device cpu` support to allow manually switch back to using CPU on macOS.

Impact, measured on M1 Max, indexing 1.28 million ImageNet-1k dataset:
- CPU: 8 hours 31 minutes 26.68 seconds
- MPS: 3 hours 8 minutes 50.21 seconds

Indexing imagenet on mps took 37% of time it used to take to index it on CPU."""


def test_python_named_twice_before_its_version_is_read() -> None:
    assert fact(FIND_SIMILAR_1, "python.version") == "3.6.8"
    assert "python-too-old" in raised(FIND_SIMILAR_1)


def test_python_named_twice_family() -> None:
    for text, version in (("I ran it on ubuntu 18.04 with python `Python 3.6.8`.", "3.6.8"),
                          ("I am using python (Python 3.9.7) on Windows 10.", "3.9.7"),
                          ("It fails on my Linux box with python: Python 3.10.12", "3.10.12"),
                          ("installed python Python 3.7.3 and it fails", "3.7.3"),
                          ("running my python python3.8 on Ubuntu", "3.8"),
                          ("> I used it with python `Python 3.11.4` on Debian", "3.11.4")):
        assert fact(text, "python.version") == version, text


def test_python_named_twice_near_misses() -> None:
    for text in ("I ran it with python similar_img.py 3.6 times.",
                 "the python Python Software Foundation 3.6 license",
                 "tested with python Python 3.8 to 3.11"):
        assert fact(text, "python.version") is None, text


def test_labelled_mps_run_time_shows_mps_works() -> None:
    assert "mps-available" in raised(RCLIP_64)
    assert fact(RCLIP_64, "torch.mps_available") is True


def test_labelled_mps_run_time_family() -> None:
    for text in ("- CPU: 124 s\n- MPS: 73 s",
                 "* MPS: 3 hours 8 minutes",
                 "**MPS**: 12.5 seconds",
                 "MPS = 41 min",
                 "Training on mps took 20 minutes instead of an hour on the CPU.",
                 "Indexing the photos with the mps device took 3 hours."):
        assert fact(text, "torch.mps_available") is True, text


def test_labelled_mps_run_time_near_misses() -> None:
    for text in ("- MPS: not available",
                 "MPS: 2",
                 "I expected that on mps took 3 hours less.",
                 "How long would it take on mps? MPS: 3 hours would be fine."):
        assert fact(text, "torch.mps_available") is not True, text


# https://github.com/jolibrain/deepdetect/issues/1368 (dev 5705), the issue form's configuration list
DEEPDETECT_1368 = r"""#### Configuration

- Version of DeepDetect:
    - [ ] Locally compiled on:
        - [ ] Ubuntu 18.04 LTS
        - [ ] Other:
    - [x] Docker CPU
    - [x] Docker GPU
    - [ ] Amazon AMI"""


def _in_numbered_list(text: str) -> str:
    return "1. Here is my environment:\n\n" + "\n".join("   " + line if line else "" for line in text.splitlines())


def test_an_unticked_item_nested_deep_names_no_machine() -> None:
    assert fact(DEEPDETECT_1368, "host.os") is None
    assert fact(_in_numbered_list(DEEPDETECT_1368), "host.os") is None


def test_unticked_nested_items_family() -> None:
    for text in ("            - [ ] Ubuntu 20.04",
                 "\t\t\t- [ ] Ubuntu 22.04 LTS",
                 "               * [ ] macOS 14 on an M2",
                 "1. Setup:\n\n   - OS:\n           - [ ] Windows 11\n           - [ ] Ubuntu 18.04 LTS"):
        found = read(text)[0]
        assert "host.os" not in found and "host.arm64_capable" not in found, text


def test_ticked_nested_items_are_still_read() -> None:
    assert fact("            - [x] Ubuntu 20.04 LTS", "host.os") == "Linux"
    assert fact("1. Setup:\n\n   - OS:\n           - [x] macOS 14 on an M2 Mac", "host.os") == "Darwin"


# https://github.com/jolibrain/deepdetect/issues/1368 (dev 5705), the description's problem statement
DEEPDETECT_1368_PROBLEM = r"""- Version of DeepDetect:
    - [x] Docker CPU
    - [x] Docker GPU

Performing a prediction/search using simsearch, after building the index, but ONLY when using IVF style indexes causes DD to segfault and crash"""


def test_similarity_search_library_named_is_a_report() -> None:
    assert read(DEEPDETECT_1368_PROBLEM)[0].get("report.other_framework_named") is True


def test_similarity_search_library_family() -> None:
    for text in ("pip install faiss-cpu crashes", "import faiss segfaults", "hnswlib fails to build",
                 "annoy index build hangs", "usearch wheel missing", "pymilvus cannot connect", "DeepDetect server dies"):
        assert fact(text, "report.other_framework_named") is True, text


def test_similarity_search_library_near_misses() -> None:
    for text in ("The annoyance is real.", "faissal is a name", "milvusish"):
        assert fact(text, "report.other_framework_named") is not True, text
