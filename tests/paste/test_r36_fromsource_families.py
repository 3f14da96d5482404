# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 6100-6110 (building ML frameworks from source on Macs: PyTorch's setup.py
develop and Metal builds, jaxlib and TensorFlow with Bazel, MLX, torchaudio) exposed, each read from real text.

- Bazel names its exec configuration's output folder after the CPU of the machine that runs the build's tools
  ('bazel-out/darwin_arm64-opt-exec-ST-<hash>/bin/…/wrapped_clang'), and `bazel version` names the configuration its
  own release was built for ('Build target: bazel-out/darwin_arm64-opt/bin/…/BazelServer_deploy.jar'): darwin_arm64
  there is a native arm64 Bazel, so an Apple-silicon Mac.
- TensorFlow's ./configure lists the library paths of the Python it will build for ('Found possible Python library
  paths:'), offers one as the default and writes it as PYTHON_LIB_PATH: their lib/pythonX.Y names that Python's minor.
"""

from __future__ import annotations

import pytest
from pasted import fact, ids, raised

# https://github.com/jax-ml/jax/issues/33112 (dev 6102), the description's Bazel output and system info
JAX_33112 = """# jaxlib build issue on macOS Tahoe

adamjstewart · description · 2025-11-05
I'm trying to build jaxlib on macOS Tahoe but running into the following build errors:
```
ERROR: /private/var/folders/jv/cgkfvslj6nq1l7cw0c8c_8gm0000gn/T/Adam/spack-stage/spack-stage-py-jaxlib-0.7.0-2fdpjq5ndhxges6ylua74ar7kiqu4hl7/spack-src/jaxlib/BUILD:244:19: Compiling jaxlib/cpu_feature_guard.c failed: (Aborted): wrapped_clang failed: error executing CppCompile command (from target //jaxlib:cpu_feature_guard.so)
dyld[80996]: missing LC_UUID load command in /private/var/tmp/_bazel_Adam/a4ca9b84557b894ca9411ade52d5713d/execroot/__main__/bazel-out/darwin_arm64-opt-exec-ST-0465588ec812/bin/external/local_config_apple_cc/wrapped_clang
dyld[80996]: missing LC_UUID load command
Target //jaxlib/tools:build_wheel failed to build
ERROR: Build did NOT complete successfully
```

* Python 3.13.8
* Jaxlib 0.7.0
* Bazel 7.7.0
* macOS Tahoe 26.0.1
* Apple Clang 17.0.0
"""


def test_jax_33112_reads_the_apple_silicon_bazel_host() -> None:
    found = ids(JAX_33112)
    assert "apple-silicon" in found
    assert not found & {"intel-mac", "code-signature-blocked", "incompatible-arch-extension", "python-x86-on-arm"}


@pytest.mark.parametrize("line", [
    # https://github.com/jax-ml/jax/issues/33112
    "dyld[80996]: missing LC_UUID load command in /private/var/tmp/_bazel_Adam/a4ca9b84557b894ca9411ade52d5713d/execroot/__main__/bazel-out/darwin_arm64-opt-exec-ST-0465588ec812/bin/external/local_config_apple_cc/wrapped_clang",
    # rules_go's builder, Bazel 5's hash (code-search index id 4697171830)
    "GoCompilePkg main_lib.a failed: (Exit 1): builder failed: error executing command (from target //:main_lib) bazel-out/darwin_arm64-opt-exec-2B5CBBC6/bin/external/go_sdk/builder_reset/builder compilepkg -sdk external/go_sdk",
    # the exec folder without its hash (index id 57037751922)
    "package genrule failed: `bazel-out/darwin_arm64-opt-exec/bin/scripts/verify_reference_clean: No such file or directory`.",
    "ERROR: x failed: (Exit 1): protoc failed: bazel-out/darwin_arm64-fastbuild-exec-ST-d57f47055a04/bin/external/com_google_protobuf/protoc --cpp_out=x",
    # bazel version of a darwin_arm64 release (index id 23695438510)
    "$ bazel version\nBazelisk version: development\nBuild label: 5.3.2\nBuild target: bazel-out/darwin_arm64-opt/bin/src/main/java/com/google/devtools/build/lib/bazel/BazelServer_deploy.jar\nBuild time: Wed Oct 19 18:35:48 2022 (1666204548)",
    # wrapped at a narrow terminal between the label and the path
    "Build label: 6.1.0\nBuild target:\n  bazel-out/darwin_arm64-opt/bin/src/main/java/com/google/devtools/build/lib/bazel/BazelServer_deploy.jar",
])
def test_bazel_darwin_arm64_exec_names_apple_silicon(line: str) -> None:
    assert fact(line, "host.arm64_capable") == 1
    assert "apple-silicon" in ids(line)


@pytest.mark.parametrize("line", [
    # an x86_64 Bazel: an Intel Mac, or Rosetta on Apple silicon
    "error executing command bazel-out/darwin_x86_64-opt-exec-2B5CBBC6/bin/external/go_sdk/builder_reset/builder compilepkg",
    "Build target: bazel-out/darwin_x86_64-opt/bin/src/main/java/com/google/devtools/build/lib/bazel/BazelServer_deploy.jar",
    # the target configuration: a --cpu=darwin_arm64 cross-build writes there from an Intel Mac too
    "INFO: From Linking tensorflow/libtensorflow_framework.2.dylib: bazel-out/darwin_arm64-opt/bin/tensorflow/libtensorflow_framework.2.dylib",
    # Linux's exec configuration, and an iOS one
    "ERROR: x failed: bazel-out/k8-opt-exec-2B5CBBC6/bin/external/go_sdk/builder compilepkg",
    "ERROR: x failed: bazel-out/ios_arm64-opt-exec-2B5CBBC6/bin/tool",
    # a folder named in prose, not Bazel's layout
    "my-bazel-out/darwin_arm64-opt-exec-ST-0465588ec812/bin/tool",
])
def test_other_bazel_folders_name_no_chip(line: str) -> None:
    assert fact(line, "host.arm64_capable") is None


# https://github.com/tensorflow/tensorflow/issues/4319 (dev 6110), ./configure's prompts for a virtualenv's Python
TF_4319 = """# Error when building tensorflow from source

shkr · description · 2016-09-10
```bash
mkvirtualenv tensorflow_dev
brew install bazel swig
cd $TF_DIR && ./configure

Please specify the location of python. [Default is /Users/shashank/.virtualenvs/tensorflow_dev/bin/python]:
Do you wish to build TensorFlow with Google Cloud Platform support? [y/N]
No Google Cloud Platform support will be enabled for TensorFlow
Found possible Python library paths:
  /Users/shashank/Documents/py_config/
  /Users/shashank/.virtualenvs/tensorflow_dev/lib/python2.7/site-packages
Please input the desired Python library path to use.  Default is [/Users/shashank/Documents/py_config/]

/Users/shashank/Documents/py_config/
Do you wish to build TensorFlow with GPU support? [y/N]
No GPU support will be enabled for TensorFlow
Configuration finished
```
"""


def test_tf_4319_reads_the_configured_python() -> None:
    assert fact(TF_4319, "python.version") == "2.7"
    assert "python-too-old" in raised(TF_4319)


@pytest.mark.parametrize(("text", "version"), [
    # https://github.com/tensorflow/tensorflow/issues/4319
    ("Found possible Python library paths:\n  /Users/shashank/Documents/py_config/\n  /Users/shashank/.virtualenvs/tensorflow_dev/lib/python2.7/site-packages\nPlease input the desired Python library path to use.  Default is [/Users/shashank/Documents/py_config/]", "2.7"),
    # https://github.com/tensorflow/tensorflow/issues/57936 (dev 1572): the default, and the bazelrc line
    ("Please input the desired Python library path to use.  Default is [/opt/homebrew/Cellar/python@3.10/3.10.6_2/Frameworks/Python.framework/Versions/3.10/lib/python3.10/site-packages]", "3.10"),
    ("INFO: Reading rc options for 'build' from /Users/Benjamin/tensorflow/.tf_configure.bazelrc:\n  'build' options: --action_env PYTHON_BIN_PATH=/opt/homebrew/opt/python@3.10/bin/python3.10 --action_env PYTHON_LIB_PATH=/opt/homebrew/Cellar/python@3.10/3.10.6_2/Frameworks/Python.framework/Versions/3.10/lib/python3.10/site-packages --python_path=/opt/homebrew/opt/python@3.10/bin/python3.10", "3.10"),
    # a Debian-style list: the version-less folder is skipped, the first with a minor read
    ("Found possible Python library paths:\n  /usr/lib/python3/dist-packages\n  /usr/local/lib/python3.6/dist-packages\nPlease input the desired Python library path to use.  Default is [/usr/lib/python3/dist-packages]", "3.6"),
    # a quoted bazelrc value, an Anaconda env's path alone on its line
    ('build --action_env PYTHON_LIB_PATH="/Users/me/anaconda3/envs/tfb/lib/python3.8/site-packages"', "3.8"),
    ("Found possible Python library paths:\n/Users/me/anaconda3/envs/tf/lib/python3.5/site-packages\n", "3.5"),
])
def test_tf_configure_library_path_names_the_python(text: str, version: str) -> None:
    assert fact(text, "python.version") == version


@pytest.mark.parametrize("text", [
    # a folder named in prose
    "I put the library in /usr/local/lib/python2.7/site-packages by hand",
    # Debian's version-less folder only
    "Found possible Python library paths:\n  /usr/lib/python3/dist-packages\nPlease input the desired Python library path to use.  Default is [/usr/lib/python3/dist-packages]",
    # the prompt without a path under lib/pythonX.Y
    "Found possible Python library paths:\n  /Users/shashank/Documents/py_config/\nPlease input the desired Python library path to use.  Default is [/Users/shashank/Documents/py_config/]",
    # another variable's value
    "--action_env PYTHON_BIN_PATH=/usr/local/lib/python2.7/site-packages/bin",
])
def test_other_library_paths_name_no_python(text: str) -> None:
    assert fact(text, "python.version") is None
