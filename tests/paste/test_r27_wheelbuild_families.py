# ruff: noqa: E501, W293  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4940-4949 (building macOS arm64, x86_64 and universal2 wheels: cibuildwheel,
delocate, CI runners) exposed, each read from real text.

- A GitHub-hosted macOS runner (its own folders, a build step in its workspace, or the runner named in words) in a post
  dated before GitHub had any arm64 macOS runner (checks/history.toml first_github_arm64_macos_runner_date): an Intel
  Mac, the CI's machine.
"""

from __future__ import annotations

from pasted import ids, raised, read

# https://github.com/pypa/cibuildwheel/issues/1385 (dev 4946)
CIBW_1385 = r"""# universal2 wheel build fails on github action macos runner

jonathanunderwood · description · 2022-12-29
### Description

When building a universal2 wheel using github actions and a MacOS runner, the build fails to delocate the wheel, as below. This is with cibuildwheel 2.11.4.

```console
Repairing wheel...
  
  + delocate-wheel --require-archs x86_64,arm64 -w /private/var/folders/24/8k48jl6d249_n_qfxwsl6xvm0000gn/T/cibw-run-183j578h/cp311-macosx_universal2/repaired_wheel -v /private/var/folders/24/8k48jl6d249_n_qfxwsl6xvm0000gn/T/cibw-run-183j578h/cp311-macosx_universal2/built_wheel/lz4-4.2.1.dev1+gcae2a15-cp311-cp311-macosx_10_9_universal2.whl
  INFO:delocate.delocating:Copying library /usr/local/Cellar/lz4/1.9.4/lib/liblz4.1.9.4.dylib to lz4/.dylibs/liblz4.1.9.4.dylib
"""
# https://github.com/llnl/zfp/issues/175 (dev 4947), da-wad's second comment
ZFP_175_COMMENT = r"""# Support MacOS Universal2 or arm64 Wheels

da-wad · comment · 2022-08-24
**Update**

Delocate has a `-v` flag which for x86_64 gives this output:
`INFO:delocate.delocating:Copying library /Users/runner/work/zfpy-wheels/zfpy-wheels/build/lib/libzfp.1.0.0.dylib to zfpy.dylibs/libzfp.1.0.0.dylib
  INFO:delocate.delocating:Copying library /usr/local/Cellar/libomp/14.0.6/lib/libomp.dylib to zfpy.dylibs/libomp.dylib
"""
# https://github.com/pypa/cibuildwheel/issues/1415 (dev 4940): the runner's own actions folder (under a plain title: the
# real one names the macos-12 runner, which github-runner-label-after already reads)
CIBW_1415_LOG = r"""# the artifact filename contains x86_64

azagniotov · description · 2023-02-10
```
2023-02-10T07:10:40.6877550Z installing cibuildwheel from spec '/Users/runner/work/_actions/pypa/cibuildwheel/v2.12.0'...
2023-02-10T07:10:48.3877460Z cibuildwheel version 2.12.0
"""


def _post(date: str, body: str) -> str:
    return f"# a title\n\nsomeone · description · {date}\n{body}\n"


def test_github_actions_macos_runner_in_a_2022_post_is_an_intel_mac() -> None:
    facts, _ = read(CIBW_1385)
    assert facts["host.arm64_capable"] == 0
    assert facts["host.cpu_brand"] == "Intel"
    found = ids(CIBW_1385)
    assert "intel-mac" in found
    assert "apple-silicon" not in found and "python-x86-on-arm" not in found and "not-a-mac" not in found


def test_runner_workspace_build_step_in_a_2022_comment_is_an_intel_mac() -> None:
    facts, _ = read(ZFP_175_COMMENT)
    assert facts["host.cpu_brand"] == "Intel"
    assert "intel-mac" in ids(ZFP_175_COMMENT)


def test_runner_own_folders_in_a_2023_post_are_an_intel_mac() -> None:
    facts, _ = read(CIBW_1415_LOG)
    assert facts["host.arm64_capable"] == 0
    assert "intel-mac" in ids(CIBW_1415_LOG)


def test_hosted_runner_family_variants() -> None:
    for body in ("The wheels are built on a macOS runner on GitHub Actions and the arm64 one holds x86_64 code.",
                 "Our GitHub-hosted macOS runners cross-compile the arm64 wheels.",
                 "GitHub's macOS runners produce an x86_64 .so inside the arm64 wheel.",
                 "We use GitHub Actions with the macOS VMs to build the wheels.",
                 "  Processing /Users/runner/work/eos/eos",
                 "  output_dir: /Users/runner/work/my-project/my-project/wheelhouse",
                 "+ cd /Users/runner/work/pkg/pkg && python -m build",
                 "Python location: /Users/runner/hostedtoolcache/Python/3.10.8/x64/bin/python"):
        text = _post("2022-11-21", body)
        assert read(text)[0].get("host.arm64_capable") == 0, body
        assert "intel-mac" in ids(text), body


def test_hosted_runner_not_read_after_arm64_runners_undated_self_hosted_or_wished() -> None:
    # after GitHub had arm64 macOS runners: the runner may be either
    later = _post("2024-03-01", "When building a universal2 wheel using github actions and a MacOS runner, the build fails.")
    assert read(later)[0].get("host.arm64_capable") is None
    assert "intel-mac" not in raised(later)
    # undated (a title alone, no post header)
    undated = "# universal2 wheel build fails on github action macos runner\n\nThe build fails to delocate.\n"
    assert read(undated)[0].get("host.arm64_capable") is None
    for body in ("We build on a self-hosted macOS runner on GitHub Actions (a Mac mini in the office).",
                 "We need a macOS runner on GitHub Actions to build the arm64 wheels.",
                 "There are no macOS runners in GitHub Actions for arm64 yet.",
                 "Please add a GitHub-hosted macOS job."):
        text = _post("2022-11-21", body)
        assert read(text)[0].get("host.cpu_brand") != "Intel", body
        assert "intel-mac" not in raised(text), body


def test_runner_workspace_path_compiled_into_a_binary_is_not_the_machine() -> None:
    # paths of the CI that built a package, printed on the user's own Mac: not the runner's step
    for body in ("UserWarning: The operator 'aten::nonzero' is not currently supported on the MPS backend (Triggered internally at /Users/runner/work/pytorch/pytorch/pytorch/aten/src/ATen/mps/MPSFallback.mm:11.)",
                 "  Reason: tried: '/Users/runner/work/pywhispercpp/pywhispercpp/build/lib.macosx-10.9-universal2-cpython-38/libggml.dylib' (no such file)",
                 "[E:onnxruntime:, sequential_executor.cc:514] /Users/runner/work/1/s/onnxruntime/core/providers/coreml/model/model.mm:71 failed"):
        text = _post("2022-11-21", body)
        assert read(text)[0].get("host.cpu_brand") != "Intel", body
        assert "intel-mac" not in raised(text), body

