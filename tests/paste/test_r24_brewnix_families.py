# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4260-4270 (ML packages and Pythons from Homebrew formulae, MacPorts ports and
nixpkgs on Macs) exposed, each read from real text.

- nixpkgs-review's result for the aarch64-darwin system ('### `aarch64-darwin`' over its package counts, or 'Result of
  `nixpkgs-review pr N` run on aarch64-darwin'): built on Apple silicon; not a review over several systems.
- Homebrew's Intel prefix (brew config's 'HOMEBREW_PREFIX: /usr/local', a keg in /usr/local/Cellar, brew's own
  /usr/local/Homebrew/Library) in a post dated before the first Apple-silicon Mac: an Intel Mac.
- A torch that Nix, Homebrew or MacPorts builds (python3Packages.torch, the pytorch formula, py3NN-pytorch): PyPI's
  missing x86_64 macOS wheels do not bound it, so an Intel Mac is not told it cannot have torch >= 2.3.
"""

from __future__ import annotations

from pasted import ids, raised, read


def _facts(text: str) -> dict:
    return read(text)[0]


# https://github.com/NixOS/nixpkgs/pull/471546 (dev 4264)
NIXPKGS_471546 = r"""# python3Packages.torchao, python3Packages.torchtune: disable tests that fail on darwin, adopt

sarahec · comment · 2025-12-17
## `nixpkgs-review` result

Generated using [`nixpkgs-review`](https://github.com/Mic92/nixpkgs-review).

Command: `nixpkgs-review pr 471546`
Commit: `a4d4812f409c5029df4ce4becdc946c76a65c30f`

---
### `aarch64-darwin`
<details>
  <summary>:x: 4 packages failed to build:</summary>
  <ul>
    <li>python312Packages.executorch</li>
    <li>python312Packages.executorch.dist</li>
    <li>python313Packages.executorch</li>
    <li>python313Packages.executorch.dist</li>
  </ul>
</details>
<details>
  <summary>:white_check_mark: 8 packages built:</summary>
  <ul>
    <li>python312Packages.torchao</li>
    <li>python312Packages.torchao.dist</li>
  </ul>
</details>
"""

# https://github.com/NixOS/nixpkgs/pull/536976 (dev 4265)
NIXPKGS_536976 = r"""# python3Packages.torch: cleanup dependencies

[turn 3 by GaetanLepage, continued]
### `aarch64-darwin`
<details>
  <summary>:x: 20 packages failed to build:</summary>
  <ul>
    <li>optiland</li>
    <li>python313Packages.lancedb</li>
  </ul>
</details>
"""

# https://github.com/NixOS/nixpkgs/pull/414066 (dev 4266): several systems, several builders
NIXPKGS_414066 = r"""# python3Packages.torch: 2.7.0 -> 2.7.1

GaetanLepage · comment · 2025-06-06
## `nixpkgs-review` result

Command: `nixpkgs-review pr 414066 --package python3Packages.torch.tests`

---
### `x86_64-linux`
<details>
  <summary>:white_check_mark: 7 packages built:</summary>
  <ul>
    <li>python3Packages.torch.tests.compileCpu</li>
  </ul>
</details>

---
### `aarch64-darwin`
<details>
  <summary>:white_check_mark: 5 packages built:</summary>
  <ul>
    <li>python3Packages.torch.tests.compileCpu</li>
  </ul>
</details>
"""

# https://github.com/Homebrew/homebrew-science/issues/5345 (dev 4270)
HOMEBREW_SCIENCE_5345 = r"""# OpenCV3 fatal error: 'Python.h' file not found

olalonde · description · 2017-03-28
### Bug reports / build errors:

```
/tmp/opencv3-20170328-36729-y3x42d/opencv-3.2.0/modules/python/src2/cv2.cpp:6:10: fatal error: 'Python.h' file not found
#include <Python.h>
```
#### The complete command that you issued:

```
brew install opencv3 --with-contrib --with-python3
```

#### Output of `brew config`:

```
~$ brew config
HOMEBREW_VERSION: 1.1.11
ORIGIN: https://github.com/Homebrew/brew.git
HOMEBREW_PREFIX: /usr/local
HOMEBREW_REPOSITORY: /usr/local/Homebrew
HOMEBREW_CELLAR: /usr/local/Cellar
"""

# https://github.com/NixOS/nixpkgs/issues/430472 (dev 4262)
NIXPKGS_430472 = r"""# Build failure: python3Packages.torch on x86_64-darwin

GaetanLepage · comment · 2025-08-03
Very likely to be caused by https://github.com/NixOS/nixpkgs/pull/424873. CC @sarahec

sarahec · comment · 2025-08-03
Well, nuts. Thank you for catching this.

I need to repro this on my intel mac before building a pr. That's going to take a while to build.
"""


# --- nixpkgs-review's aarch64-darwin result --------------------------------------------------------------------------

def test_nixpkgs_review_aarch64_darwin_section_is_apple_silicon() -> None:
    for text in (NIXPKGS_471546, NIXPKGS_536976):
        facts = _facts(text)
        assert facts.get("host.os") == "Darwin"
        assert facts.get("host.arm64_capable") == 1
        found = ids(text)
        assert "apple-silicon" in found
        assert "intel-mac" not in found and "not-a-mac" not in found


def test_nixpkgs_review_variants() -> None:
    # the older one-line form, and the rendered page's copy (the heading's '###' gone, the system alone on its line)
    oneline = "Result of `nixpkgs-review pr 177812` run on aarch64-darwin [1](https://github.com/Mic92/nixpkgs-review)\n"
    rendered = "nixpkgs-review result\n\naarch64-darwin\n\n:x: 2 packages failed to build:\npython313Packages.foo\n"
    skipped = "### `aarch64-darwin`\n<details>\n  <summary>:fast_forward: 44 packages marked as broken and skipped:</summary>\n"
    for text in (oneline, rendered, skipped):
        assert _facts(text).get("host.arm64_capable") == 1, text
        assert "apple-silicon" in raised(text), text


def test_nixpkgs_review_near_misses_not_read() -> None:
    # a review over several systems is several builders: no one machine
    assert _facts(NIXPKGS_414066).get("host.arm64_capable") is None
    assert "apple-silicon" not in raised(NIXPKGS_414066)
    # x86_64-darwin alone is an Intel Mac or Rosetta: not read by this family
    intel = NIXPKGS_536976.replace("aarch64-darwin", "x86_64-darwin")
    assert "apple-silicon" not in raised(intel)
    # a heading that names the system without nixpkgs-review's package counts under it (a flake's docs, a target)
    for text in ("### aarch64-darwin\n\nTo build for this system run nix build .#packages.aarch64-darwin.default\n",
                 "Result of `nix build` for aarch64-darwin: pending\n",
                 "nix build --system aarch64-darwin .#foo\n"):
        assert _facts(text).get("host.arm64_capable") is None, text


# --- Homebrew's Intel prefix in a dated post ------------------------------------------------------------------------

def test_brew_config_intel_prefix_in_a_post_dated_before_apple_silicon_is_an_intel_mac() -> None:
    facts = _facts(HOMEBREW_SCIENCE_5345)
    assert facts.get("host.arm64_capable") == 0
    assert facts.get("host.cpu_brand") == "Intel"
    found = ids(HOMEBREW_SCIENCE_5345)
    assert "intel-mac" in found
    assert "apple-silicon" not in found and "not-a-mac" not in found


def test_homebrew_intel_prefix_family_other_paths() -> None:
    for line in ("HOMEBREW_CELLAR: /usr/local/Cellar",
                 "/usr/local/Homebrew/Library/Taps/homebrew/homebrew-core/Formula/python.rb:102:in `install'",
                 "==> Pouring /usr/local/Cellar/opencv/3.4.0_1/lib/python3.6/site-packages/cv2.so",
                 "-L/usr/local/Cellar/libomp/10.0.0/lib"):
        text = "# a title\n\nsomeone · description · 2018-09-17\n" + line + "\n"
        assert _facts(text).get("host.arm64_capable") == 0, line
        assert "intel-mac" in raised(text), line


def test_homebrew_intel_prefix_near_misses_not_read() -> None:
    # undated: the prefix alone is an Intel Homebrew, which Apple silicon also runs under Rosetta
    undated = HOMEBREW_SCIENCE_5345.replace("olalonde · description · 2017-03-28\n", "")
    assert _facts(undated).get("host.arm64_capable") is None
    assert "intel-mac" not in raised(undated)
    # a post after the first Apple-silicon Mac
    later = HOMEBREW_SCIENCE_5345.replace("2017-03-28", "2022-03-28")
    assert _facts(later).get("host.arm64_capable") is None
    # Apple silicon's prefix, Linuxbrew's, and any Unix's /usr/local/lib or /usr/local/bin
    for line in ("HOMEBREW_PREFIX: /opt/homebrew",
                 "/home/linuxbrew/.linuxbrew/Cellar/python@3.9/3.9.1/bin/python3",
                 "Requirement already satisfied: numpy in /usr/local/lib/python3.6/site-packages (1.14.0)",
                 "$ /usr/local/bin/python3 -m pip install opencv-python"):
        text = "# a title\n\nsomeone · description · 2018-09-17\n" + line + "\n"
        assert _facts(text).get("host.arm64_capable") != 0, line
        assert "intel-mac" not in raised(text), line


# --- a torch built by Nix, Homebrew or MacPorts ---------------------------------------------------------------------

def test_nix_torch_on_an_intel_mac_is_not_told_of_pypi_wheels() -> None:
    facts = _facts(NIXPKGS_430472)
    assert facts.get("torch.distro") == "Nix"
    found = ids(NIXPKGS_430472)
    assert "intel-mac" in found
    assert "torch-no-x86-mac-wheels" not in found


def test_distro_torch_family_variants() -> None:
    for line, distro in (("I use python311Packages.torch from nixpkgs-unstable", "Nix"),
                         ('  File "/nix/store/0123456789abcdfghijklmnpqrsvwxyz-python3.11-torch-2.5.1/lib/python3.11/site-packages/torch/__init__.py", line 1', "Nix"),
                         ("I did brew install pytorch and then imported it", "Homebrew"),
                         ("/usr/local/opt/pytorch/libexec/lib/python3.12/site-packages/torch/__init__.py", "Homebrew"),
                         ("/opt/homebrew/opt/pytorch-python312@2.5.1/libexec/lib/python3.12/site-packages/torch/_C.so", "Homebrew"),
                         ("$ sudo port install py311-pytorch", "MacPorts")):
        assert _facts(line).get("torch.distro") == distro, line
        on_intel = "I am on an Intel Mac (2019 MacBook Pro). " + line + "\n"
        assert "torch-no-x86-mac-wheels" not in raised(on_intel), line


def test_distro_torch_near_misses_keep_the_wheel_finding() -> None:
    # other packages named after torch are no torch of the distro's
    for line in ("python3Packages.torch-audiomentations failed", "brew install pytorch-lightning",
                 "sudo port install py311-pytorch-lightning", "python312Packages.torchvision built"):
        assert _facts(line).get("torch.distro") is None, line
    # an Intel Mac with a PyPI torch in sight still hears of the wheel gap
    plain = "I am on an Intel Mac (2019 MacBook Pro) and want torch 2.5 for my project.\n"
    assert "torch-no-x86-mac-wheels" in raised(plain)
    # and a pip install of torch that failed beside a brewed one is still the wheel gap's
    failed = ("I am on an Intel Mac. brew install pytorch worked, but in my venv:\n"
              "$ pip install torch==2.5.1\n"
              "ERROR: Could not find a version that satisfies the requirement torch==2.5.1 (from versions: 2.0.0, 2.0.1, 2.1.0, 2.1.1, 2.1.2, 2.2.0, 2.2.1, 2.2.2)\n"
              "ERROR: No matching distribution found for torch==2.5.1\n")
    assert "torch-no-x86-mac-wheels" in raised(failed)
