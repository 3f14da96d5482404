# ruff: noqa: E501, W291  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3840-3852 (conda and mamba environments failing to solve ML stacks on Macs:
environment files exported on Linux, CUDA environment files, missing channels) exposed, each read from real text.

- A Python pin among the specs conda could not find ('PackagesNotFoundError: The following packages are not available
  from current channels:' or 'ResolvePackageNotFound:' then '  - python=3.7*'): the environment file's pin the solver
  lacked for this machine, not the Python installed (python-version-field asks unresolved_spec, as
  framework-version-field does for torch and tensorflow pins).
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/Dataweekends/zero_to_deep_learning_video/issues/19 (dev 3844)
ZTDL_19 = r"""# Unable to create env

anshuverma25 · description · 2024-01-22
Hi, getting below error while creating the environment. Any inputs on how to resolve this?
$conda env create
Channels:
 - defaults
Platform: osx-arm64
Collecting package metadata (repodata.json): done
Solving environment: failed

PackagesNotFoundError: The following packages are not available from current channels:

  - matplotlib=3.3*
  - pandas=1.2*
  - pillow=8.2*
  - pip=21.0*
  - python=3.7*
  - scipy=1.6*

Current channels:

  - https://repo.anaconda.com/pkgs/main/osx-arm64
  - https://repo.anaconda.com/pkgs/r/osx-arm64

To search for alternate channels that may provide the conda package you're
looking for, navigate to

    https://anaconda.org

and use the search bar at the top of the page.
"""
# https://github.com/rinongal/textual_inversion/issues/30 (dev 3846)
TEXTUAL_INVERSION_30 = r"""# Conda env create fails on M1 Mac

sidyakinian · description · 2022-08-27
Running `conda env create -f environment.yaml` on M1 Mac fails with:

```
Collecting package metadata (repodata.json): done
Solving environment: failed

ResolvePackageNotFound: 
  - torchvision=0.11.3
  - cudatoolkit=11.3
  - pip=20.3
  - python=3.8.10
```

From a Google search, the problem seems to have something to do with exported env not working on other OS's, and the solution might be to include `--no-builds` option in `conda export`: https://github.com/conda/conda/issues/7311.

sidyakinian · comment · 2022-08-27
Just used Linux VPS.
"""
# https://github.com/eckertzhang/HumanRef/issues/11 (dev 3842)
HUMANREF_11 = r"""# cannot conda env create

pkuhunan · description · 2024-10-01
conda env create -n humanref -f
 environment.yml
Channels:
 - bottler
 - conda-forge
 - defaults
Platform: osx-arm64
Collecting package metadata (repodata.json): done
Solving environment: failed

PackagesNotFoundError: The following packages are not available from current channels:

  - zstd==1.5.5=hc292b87_0
  - zstandard==0.19.0=py38h5eee18b_0
  - zlib==1.2.13=h5eee18b_0
  - yaml==0.2.5=h7b6447c_0
  - xz==5.4.2=h5eee18b_0
  - urllib3==1.26.16=py38h06a4308_0
  - typing==3.10.0.0=py38h06a4308_0
  - tqdm==4.65.0=py38hb070fc8_0
  - toolz==0.12.0=py38h06a4308_0
  - tk==8.6.12=h1ccaba5_0
  - termcolor==2.1.0=py38h06a4308_0
  - tbb==2021.9.0=hf52228f_0
  - tabulate==0.8.10=py38h06a4308_0
  - sqlite==3.41.2=h5eee18b_0
  - setuptools==67.8.0=py38h06a4308_0
  - ruamel.yaml.clib==0.2.6=py38h5eee18b_1
  - ruamel.yaml==0.17.21=py38h5eee18b_0
  - requests==2.29.0=py38h06a4308_0
  - readline==8.2=h5eee18b_0
  - pyyaml==6.0=py38h5eee18b_1
  - python==3.8.16=h955ad1f_4
  - pysocks==1.7.1=py38h06a4308_0
  - pyopenssl==23.0.0=py38h06a4308_0
  - pyembree==0.1.6=py38hdc8b05c_3
  - pycosat==0.6.4=py38h5eee18b_0
  - portalocker==2.3.0=py38h06a4308_1
  - pluggy==1.0.0=py38h06a4308_1
  - packaging==23.0=py38h06a4308_0
  - openssl==3.1.1=hd590300_1
  - nvidiacub==1.10.0=0
  - ninja-base==1.10.2=hd09550d_5
  - ncurses==6.4=h6a678d5_0
  - nccl==2.18.1.1=h0800d71_0
"""


def test_python_pin_conda_could_not_find_is_not_the_installed_python() -> None:
    facts, _ = read(ZTDL_19)
    assert "python.version" not in facts
    found = ids(ZTDL_19)
    assert "python-too-old" not in found
    assert {"apple-silicon", "python-native-arm64"} <= found


def test_python_pin_under_resolvepackagenotfound_is_not_the_installed_python() -> None:
    facts, _ = read(TEXTUAL_INVERSION_30)
    assert "python.version" not in facts
    found = ids(TEXTUAL_INVERSION_30)
    assert "apple-silicon" in found
    assert "python-too-old" not in found and "cuda-available" not in found and "not-a-mac" not in found


def test_python_pin_with_build_string_in_the_list_is_not_read() -> None:
    facts, _ = read(HUMANREF_11)
    assert "python.version" not in facts
    assert {"apple-silicon", "python-native-arm64"} <= ids(HUMANREF_11)


def test_family_variants_of_unresolved_python_pins() -> None:
    for text in (
        # the header wrapped by a terminal or a web page
        "Platform: osx-arm64\nPackagesNotFoundError: The following packages are not available from current\nchannels:\n\n  - pip=21.0*\n  - python=3.6*\n",
        # conda 4.x's older spelling, the pin alone
        "On my M1 MacBook Air:\nSolving environment: failed\n\nResolvePackageNotFound: \n  - python=3.6\n",
        # the pin after a long list of other specs
        "macOS 12.5.1 (Intel)\nResolvePackageNotFound:\n" + "".join(f"  - pkg{i}=1.{i}\n" for i in range(30)) + "  - python=2.7\n",
    ):
        facts, _ = read(text)
        assert "python.version" not in facts, text
        assert "python-too-old" not in ids(text), text


def test_python_field_outside_an_unresolved_list_is_still_read() -> None:
    # a person's form and an environment file's dependencies (not a failed solve): the field keeps its reading
    for text, version in (
        ("- Python version: 3.7\n- OS: macOS 12.6\n", "3.7"),
        ("- python=3.6\n- tensorflow 1.15\n", "3.6"),
        ("PackagesNotFoundError: The following packages are not available from current channels:\n\n  - tensorflow-deps\n\nPython version: 3.6.9\n", "3.6.9"),
    ):
        facts, _ = read(text)
        assert facts.get("python.version") == version, text
    assert "python-too-old" in ids("- Python version: 3.6.9\n- OS: macOS 10.15.7\n")
    # a framework's field after conda's list is the machine's too (unresolved_spec reads only the list's items)
    facts, _ = read("PackagesNotFoundError: The following packages are not available from current channels:\n\n  - torchvision=0.11.3\n\nPyTorch version: 2.1.0\n")
    assert facts.get("torch.version") == "2.1.0"
    facts, _ = read("Platform: osx-arm64\nResolvePackageNotFound:\n  - pytorch=1.10.0\n")
    assert "torch.version" not in facts
    facts, _ = read("Python version: 3.9.7 (arm64)\n")
    assert facts["python.machine"] == "arm64"
