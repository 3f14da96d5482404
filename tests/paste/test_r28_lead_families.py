"""Round 28, lead: GitHub's `macos-latest` runner label read by the date of the post that names it."""

from __future__ import annotations

import pytest
from pasted import fact, ids, import_failures

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


# The machines of the writer's users, customers or students are theirs, not the writer's (a maintainer whose own CI is
# an Intel runner: https://github.com/LLNL/zfp/issues/175), read like another person's machine.
_ZFP = ("# zfpy universal2 wheels\n\nwilliam-silversmith · description · 2022-08-14\n"
        "I have recently started using zfp and {users} are asking if zfpy universal2 wheels could be made "
        "available.\n\n"
        "da-wad · comment · 2022-08-24\n"
        "Delocate has a `-v` flag which for x86_64 gives this output:\n"
        "`INFO:delocate.delocating:Copying library "
        "/Users/runner/work/zfpy-wheels/zfpy-wheels/build/lib/libzfp.1.0.0.dylib to zfpy.dylibs/libzfp.1.0.0.dylib\n")


@pytest.mark.parametrize("users", ["some of my users on Apple Silicon", "our users with M1 Macs",
                                   "my students running M2 MacBooks", "many of our customers on Apple silicon"])
def test_the_writers_users_machines_are_not_the_writers(users: str) -> None:
    text = _ZFP.format(users=users)
    assert fact(text, "host.arm64_capable") == 0  # the Intel runner of the 2022 post decides
    assert "apple-silicon" not in ids(text)


def test_the_writer_beside_their_users_is_still_read() -> None:
    assert fact("My users report it fails, and it fails on my M1 Mac too.\n", "host.arm64_capable") == 1
    assert fact("It fails for our users and on my M2 MacBook Air.\n", "host.arm64_capable") == 1


# A chip among several named together, qualifying a thing made for them, names a kind of Mac ("The M1 and M2 platforms
# uses an arm64 architecture for the chip", LLNL/zfp#175), as one chip alone does ("the M1 platforms").
@pytest.mark.parametrize("text", [
    "The M1 and M2 platforms uses an arm64 architecture for the chip, but includes a program called rosetta2.",
    "M1/M2 users report the same crash.",
    "We ship Intel or Apple Silicon wheels.",
    "There are M1, M2 and M3 builds on PyPI.",
])
def test_several_chips_qualifying_a_thing_name_no_machine(text: str) -> None:
    assert fact(text + "\nPython 3.11.4\n", "host.arm64_capable") is None


@pytest.mark.parametrize("text", ["It fails on my M1 and M2 Macs.", "My M1 and my M2 both crash.",
                                  "I tested on an M1 and an M2: both crash."])
def test_several_chips_of_ones_own_are_still_read(text: str) -> None:
    assert fact(text, "host.arm64_capable") == 1


# A macOS framework's symbol missing in dyld's flat namespace: the library was built without linking the framework
# (checks/history.toml unlinked_framework), not against another release. Real text: grpcio's cygrpc in a Miniforge env
# on an M1 (https://github.com/ray-project/ray/issues/35509, older dyld, two lines) and on Apple silicon
# (https://github.com/Unity-Technologies/ml-agents/pull/6067, macOS 12+ dyld, one line).
_RAY = ("ImportError: dlopen(/Users/shrekris/miniforge3/envs/aehf/lib/python3.10/site-packages/grpc/_cython/"
        "cygrpc.cpython-310-darwin.so, 2): Symbol not found: _CFRelease\n"
        "  Referenced from: /Users/shrekris/miniforge3/envs/aehf/lib/python3.10/site-packages/grpc/_cython/"
        "cygrpc.cpython-310-darwin.so\n"
        "  Expected in: flat namespace\n")
_MLAGENTS = ("ImportError: dlopen(/Users/me/miniconda3/envs/mlagents/lib/python3.10/site-packages/grpc/_cython/"
             "cygrpc.cpython-310-darwin.so, 0x0002): symbol not found in flat namespace '_CFRelease'\n")



@pytest.mark.parametrize("text", [
    _RAY, _MLAGENTS,
    _RAY.replace("  Referenced from", "Referenced from").replace("  Expected", "Expected"),  # pasted flush left
    "> " + _MLAGENTS,  # quoted in a reply
    _MLAGENTS.replace("_CFRelease", "_CFStringCreateWithCString"),
    _MLAGENTS.replace("grpc/_cython/cygrpc", "pyobjus/pyobjus").replace("_CFRelease", "_kCFBooleanTrue"),
    _MLAGENTS.replace("_CFRelease", "_SecItemCopyMatching"),
    _MLAGENTS.replace("_CFRelease", "_IOServiceGetMatchingServices"),
])
def test_a_frameworks_symbol_missing_in_the_flat_namespace_is_a_build_that_did_not_link_it(text: str) -> None:
    [(summary, fix)] = import_failures(text)
    assert "without linking it" in summary and ("cygrpc" in summary or "pyobjus" in summary)
    assert fix == "install-build-linking-framework"


def test_a_frameworks_symbol_expected_in_the_framework_is_a_build_for_a_newer_macos() -> None:
    text = _RAY.replace("Expected in: flat namespace",
                        "Expected in: /System/Library/Frameworks/CoreFoundation.framework/Versions/A/CoreFoundation")
    [(summary, fix)] = import_failures(text)
    assert "CoreFoundation.framework" in summary and fix == "use-build-for-this-macos"


@pytest.mark.parametrize("symbol", ["_cblas_sgemm", "_PyCF_Foo", "__ZN4grpc7ChannelD1Ev", "_CFx", "_IOx"])
def test_other_symbols_in_the_flat_namespace_stay_another_releases(symbol: str) -> None:
    [(summary, fix)] = import_failures(_MLAGENTS.replace("_CFRelease", symbol))
    assert "without linking" not in summary and fix == "install-matching-builds"
