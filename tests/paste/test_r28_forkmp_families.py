# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 5040-5050 (multiprocessing on macOS in ML code: DataLoader workers, fork vs
spawn, the bootstrapping-phase RuntimeError, the tokenizers fork warning) exposed, each read from real text.

- A DataLoader worker refusing a tensor with '_share_filename_: only available on CPU' (the file_system sharing
  strategy, macOS's default) was handed a tensor on MPS: the paste is a Mac's and MPS ran.
- A condition on the OS ('if the os is windows', 'when the OS is Windows', 'unless the platform is linux') names the
  OS a rule is for, not the writer's.
- Two operating systems offered as alternatives ('on windows or mac') name neither machine; the Mac named in lower
  case after 'for' or beside another OS ('for mac and windows', 'windows or mac') is a Mac topic, so such a text is
  read (and undecided) rather than rejected.
- multiprocessing's 'An attempt has been made to start a new process before the current process has finished its
  bootstrapping phase' names the start method (spawn or forkserver), not the OS: a text with only this is read and
  left undecided, not rejected.
"""

from __future__ import annotations

from pasted import fact, ids, raised, read

# https://github.com/huggingface/transformers/pull/38819 (dev 5043), the description's opening
TRANSFORMERS_38819 = r"""# Fix Mac mps dataloader_num_workers > 1 causes RuntimeError: _share_filename_: only available on CPU

AmitMY · description · 2025-06-13
# What does this PR do?

I have encountered an error during training on an M1 mac, similar to:
https://github.com/pytorch/pytorch/issues/87688

I have implemented the suggested fix, and it works."""

# https://github.com/EagerAI/fastai/issues/93 (dev 5042), the description and the maintainer's two comments
FASTAI_93 = r"""# num workers for Dataloaders

henry090 · description · 2020-12-23
If !os=="linux", num_workers always == 0. Fix for all data loaders, e.g. image laoders

henry090 · comment · 2020-12-23
@Cdk29 There could be potential issues with ```num_workers``` in different data loaders. They all need to be set to 0 if the os is windows or mac. Below is how I do that:

https://github.com/henry090/fastai/blob/a34f08cfa667c179f8b5cd6554d4396cca704942/R/vision_core.R#L551-L561

henry090 · comment · 2020-12-23
Actually, yes. Because without this, the tests for mac and windows hang or fail. See test here: https://github.com/henry090/fastai/blob/master/tests/testthat/test-nn_module.R"""


# https://github.com/brucechou1983/CheXNet-Keras/issues/56 (dev 5049), whole
CHEXNET_56 = r"""# Run time error of Like 'new process before the current process has finished its bootstrapping phase'

Aliktk · description · 2021-06-01
Hello I am getting this issue what will be the solution if anyone knows>?
    raise RuntimeError('''
RuntimeError:
        An attempt has been made to start a new process before the
        current process has finished its bootstrapping phase.

        This probably means that you are not using fork to start your
        child processes and you have forgotten to use the proper idiom
        in the main module:

            if __name__ == '__main__':
                freeze_support()
                ...

        The "freeze_support()" line can be omitted if the program
        is not going to be frozen to produce an executable."""


def test_share_filename_refusal_in_a_title_is_mps_on_a_mac() -> None:
    facts, _ = read(TRANSFORMERS_38819)
    assert facts.get("host.os") == "Darwin"
    assert facts.get("torch.mps_available") is True
    found = ids(TRANSFORMERS_38819)
    assert {"apple-silicon", "mps-available"} <= found
    assert not found & {"mps-unavailable", "intel-mac", "not-a-mac", "torch-not-built-with-mps"}


def test_share_filename_refusal_reads_the_same_however_it_is_quoted() -> None:
    for text in (
        "RuntimeError: _share_filename_: only available on CPU",
        "raise RuntimeError('_share_filename_: only available on CPU')",
        "    metadata = storage._share_filename_cpu_()\nRuntimeError: _share_filename_: only available on CPU\n",
        "> RuntimeError: _share_filename_:\n> only available on CPU",
        "RuntimeError: _share_filename_: only available on CPU; when running with mps on mac",
        "DataLoader worker failed: `_share_filename_: only available on CPU` (num_workers=2)",
    ):
        assert fact(text, "torch.mps_available") is True, text
        assert fact(text, "host.os") == "Darwin", text
        assert "mps-available" in ids(text), text


def test_share_fd_refusal_is_not_a_mac() -> None:
    # Linux's file_descriptor strategy (an Intel XPU's tensor: pytorch/pytorch#151549)
    for text in ("RuntimeError: _share_fd_: only available on CPU",
                 "Reason: 'RuntimeError('_share_fd_: only available on CPU')'",
                 "storage._share_filename_cpu_() was called"):
        assert fact(text, "torch.mps_available") is None, text
        assert fact(text, "host.os") != "Darwin", text


def test_a_condition_on_the_os_names_no_machine() -> None:
    facts, _ = read(FASTAI_93)
    assert facts.get("host.os") is None
    assert "not-a-mac" not in raised(FASTAI_93)
    assert "report-undecided" in raised(FASTAI_93)  # read, not rejected as no report
    for text in (
        "They all need to be set to 0 if the os is windows or mac.",
        "num_workers must be 0 when the OS is Windows.",
        "if OS is windows, set num_workers=0",
        "If the operating system is Windows, use 0 workers.",
        "In case the OS is Windows, use 0.",
        "In case that the system is Windows, the DataLoader hangs.",
        "Unless the platform is linux, set num_workers to 0.",
        "Whenever the OS is Windows the tests hang.",
    ):
        assert fact(text, "host.os") is None, text
        assert "not-a-mac" not in raised(text), text


def test_the_writers_own_os_is_still_read() -> None:
    for text in (
        "My OS is windows 10",
        "I'm on Windows.",
        "If my OS is Windows, does it work?",
        "I get this error because my OS is Windows.",
        "When I run it, the OS is Windows 11 and it hangs.",
        "I am using windows 10 and it fails",
        "It fails on Windows 10 or Windows 11.",
    ):
        assert fact(text, "host.os") == "Windows", text


def test_two_operating_systems_offered_as_alternatives_name_neither() -> None:
    for text in (
        "They need to be set to 0 on windows or mac.",
        "num_workers must be 0 on Windows or macOS.",
        "either Windows or Linux is fine",
        "the dataloader hangs on windows, or on mac",
    ):
        assert fact(text, "host.os") is None, text
        assert "not-a-mac" not in raised(text), text


def test_the_mac_named_in_lower_case_beside_another_os_is_a_mac_topic() -> None:
    for text in (
        "the tests for mac and windows hang or fail",
        "works on mac or linux",
        "Linux/mac users should set num_workers=0",
        "num_workers has to be 0 for mac",
    ):
        assert fact(text, "report.mac_named") is True, text
        assert not raised(text) & {"apple-silicon", "intel-mac", "not-a-mac"}, text
    for text in ("for mac in addresses:", "the mac address for mac address"):
        assert fact(text, "report.mac_named") is None, text


def test_the_bootstrapping_phase_error_alone_is_read_and_undecided() -> None:
    assert fact(CHEXNET_56, "python.mp_start_method") == "spawn or forkserver"
    assert fact(CHEXNET_56, "host.os") is None
    assert raised(CHEXNET_56) == {"report-undecided"}
    for text in (
        "RuntimeError: \n        An attempt has been made to start a new process before the\n        current process has finished its bootstrapping phase.",
        "''' An attempt has been made to start a new process before the\n        current process has finished its bootstrapping phase.",
        "# RuntimeError: attempt has been made to start new process before current process has finished",
        "BUG: MacOS M4 RuntimeError: An attempt has been made to start a new process before the current process has finished its bootstrapping phase.",
        "> An attempt has been made to start a new process before the\n> current process has finished its bootstrapping phase.",
    ):
        assert fact(text, "python.mp_start_method") == "spawn or forkserver", text
        assert "not-a-mac" not in raised(text), text
    for text in ("Wait until the current process has finished.", "a new process starts before the old one has ended"):
        assert fact(text, "python.mp_start_method") is None, text
