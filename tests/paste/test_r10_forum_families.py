# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 1680-1697 (forum, Q&A and blog pages about ML environments on Macs, taken as
found) exposed, each read from real captured text (the page is named).

Releases enumerated in parallel items of one list (an error catalogue's affected versions, a table of which release
needs which CUDA) are none of them the installed one. 'using MPS-specific optimizations' names a kind of code, not the
device a program ran on.
"""

from __future__ import annotations

from pasted import ids, read

# https://errorcanon.top/errors/pytorch/mps-float64-cast-fallback/index.json (the stored page's 'versions' list)
CATALOGUE = """{
  "id": "pytorch/mps-float64-cast-fallback",
  "signature": "RuntimeError: MPS backend does not support float64. Falling back to float32. Please cast your tensors to float32 explicitly.",
  "versions": [
    {
      "version": "PyTorch 2.0.0",
      "introduced": null,
      "status": "active"
    },
    {
      "version": "PyTorch 2.1.0",
      "introduced": null,
      "status": "active"
    },
    {
      "version": "macOS 13 Ventura",
      "introduced": null,
      "status": "active"
    },
    {
      "version": "Apple M1",
      "introduced": null,
      "status": "active"
    }
"""


def test_releases_listed_in_parallel_items_are_not_installed() -> None:
    values, _ = read(CATALOGUE)
    assert "torch.version" not in values
    assert "torch-outdated" not in ids(CATALOGUE)


def test_a_table_of_releases_names_no_installed_torch() -> None:
    # https://uwarg-docs.atlassian.net/wiki/spaces/CV/pages/2246377476/CUDA+and+PyTorch (dev 779)
    text = ("Each PyTorch version has a minimum CUDA version that it can use. Specifically:\n\n"
            "  • PyTorch 1.13.1 requires CUDA 10.2 or greater:\n\n"
            "  • PyTorch 2.0.0 requires CUDA 11.0 or greater:\n")
    values, _ = read(text)
    assert "torch.version" not in values


def test_one_release_said_twice_or_in_different_sentences_still_counts() -> None:
    # the guard's side: the same release on lines of one shape, and two releases in sentences of different shapes
    # (https://github.com/AUTOMATIC1111/stable-diffusion-webui/issues/10267, dev 1071, whose webui check line names
    # the torch it runs) keep their reading
    values, _ = read("  • PyTorch 1.13.1 requires CUDA 10.2 or greater:\n  • PyTorch 1.13.1 requires CUDA 10.2 or greater:\n")
    assert values["torch.version"] == "1.13.1"
    text = ("[Bug]: Torch 2.1.0.dev20230510 installed but still showing [!] torch version 1.12.1 installed.\n"
            "I have installed Torch 2.1.0 dev and before that I have installed torch 1.13.1, but the web UI is still taking torch version 1.12.1\n"
            "[!] torch version 1.12.1 installed.\n")
    assert "torch.version" in read(text)[0]


def test_mps_as_an_adjective_of_code_is_no_run_on_mps() -> None:
    # https://taourl.com/read-2609029.html
    text = ("The Apple M4 chip, with its advanced neural engine and unified memory architecture, presents unique challenges when running TensorFlow models with non-linear activation functions.\n"
            "The solution involves forcing IEEE-compliant math or using MPS-specific optimizations:\n")
    found = ids(text)
    assert "apple-silicon" in found
    assert "mps-available" not in found
    # the guard's side: the device itself, used ('using the MPS backend', https://github.com/kuprel/min-dalle/issues/102)
    assert "mps-available" in ids("Generating images on my M1 Max using the MPS backend only produces images that appear to be white noise.\n")
