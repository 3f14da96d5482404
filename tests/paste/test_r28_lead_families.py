"""Round 28, lead: GitHub's `macos-latest` runner label read by the date of the post that names it."""

from __future__ import annotations

import pytest
from pasted import fact, ids

# `macos-latest` moved from macOS 12 (Intel) to macOS 14 (arm64) over twelve weeks from 2024-04-01
# (https://github.blog/changelog/2024-04-01-macos-14-sonoma-is-generally-available-and-the-latest-macos-runner-image/).
# A wrong-architecture module on the runner, in a post of each period (the post header is the stored thread's).
_CI_FAILURE = (
    "# wheel fails to load on CI\n\n"
    "octocat · {kind} · {date}\n"
    "Our job on `{label}` fails:\n"
    "ImportError: dlopen(/Users/runner/work/x/x/_ext.so, 0x0002): tried: '/Users/runner/work/x/x/_ext.so' "
    "(mach-o file, but is an incompatible architecture (have 'arm64', need 'x86_64'))\n"
)


def _ci(date: str, label: str = "macos-latest", kind: str = "description") -> str:
    return _CI_FAILURE.format(date=date, label=label, kind=kind)


@pytest.mark.parametrize("date", ["2021-06-01", "2023-02-03", "2024-03-31"])
def test_macos_latest_before_its_move_was_an_intel_runner(date: str) -> None:
    assert fact(_ci(date), "host.arm64_capable") == 0
    assert "intel-mac" in ids(_ci(date))
    assert not {"apple-silicon", "no-metal-device", "python-x86-on-arm"} & ids(_ci(date))


@pytest.mark.parametrize("date", ["2024-04-01", "2024-05-10", "2024-06-30"])
def test_macos_latest_during_its_move_names_no_chip(date: str) -> None:
    assert fact(_ci(date), "host.arm64_capable") is None
    assert not {"apple-silicon", "intel-mac", "no-metal-device", "python-x86-on-arm"} & ids(_ci(date))


@pytest.mark.parametrize("text", [_ci("2024-07-01"), _ci("2025-09-02", kind="comment"),
                                  _ci("2024-09-01").split("\n", 3)[3]])  # undated: today's runner
def test_macos_latest_after_its_move_or_undated_is_an_arm64_runner(text: str) -> None:
    assert fact(text, "host.arm64_capable") == 1
    assert {"apple-silicon", "no-metal-device"} <= ids(text)


@pytest.mark.parametrize("date", ["2023-02-03", "2025-09-02"])
def test_the_larger_latest_labels_have_one_cpu_whatever_the_date(date: str) -> None:
    # https://github.com/static-frame/static-frame/issues/1114: 'macos-latest-xlarge' arm64, 'macos-latest-large' Intel
    assert fact(_ci(date, "macos-latest-large"), "host.arm64_capable") == 0
    assert fact(_ci(date, "macos-latest-xlarge"), "host.arm64_capable") == 1
