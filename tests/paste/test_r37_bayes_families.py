# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 6160-6170 (Bayesian modelling and probabilistic programming on Macs: PyMC with
Theano/Aesara/PyTensor, PyStan, CmdStan through cmdstanpy, cmdstanr and MatlabStan, TensorFlow Probability) exposed,
each read from real text.

- A macOS release name inside a web address (a forum thread's slug, a Stack Overflow question's, a blog post's, a
  release tag) names the page linked to, not the writer's macOS.
- pip's own line for the build it runs ('command: <prefix>/bin/python -u -c …', 'Complete output from command …', the
  PEP 517 hook's '… /pip/_vendor/pep517/_in_process.py') names the interpreter pip installs into: its prefix, and so
  its distribution.
"""

from __future__ import annotations

import pytest
from pasted import fact, raised

# https://github.com/stan-dev/cmdstanr/pull/756 (dev 6167), verbatim as stored (cut in the review thread's diff)
CMDSTANR_756 = "# Add stanc M1 make patch, suppress boost warnings\n\nandrjohns · description · 2023-04-06\n#### Submission Checklist\n\n- [x] Run unit tests\n- [x] Declare copyright holder and agree to license (see below)\n\n#### Summary\n\nBuilding cmdstan versions < 2.31 fails on M1/M2 macs due to a makefile setting which has [since been patched](https://github.com/stan-dev/cmdstan/pull/1127). This PR adds the automatic updating of the `stanc` makefile where necessary so that M1/M2 users can install older versions of cmdstan.\n\nI've also added the `-Wno-deprecated-declarations` flag to suppress the warnings [coming from Boost](https://discourse.mc-stan.org/t/running-cmdstan-on-ventura/30948/11)\n\n#### Copyright and Licensing\n\nPlease list the copyright holder for the work you are submitting\n(this will be you or your assignee, such as a university or company):\nAndrew Johnson\n\nBy submitting this pull request, the copyright holder is agreeing to\nlicense the submitted work under the following licenses:\n\n- Code: BSD 3-clause (https://opensource.org/licenses/BSD-3-Clause)\n- Documentation: CC-BY 4.0 (https://creativecommons.org/licenses/by/4.0/)\n\nrok-cesnovar · review · 2023-04-06\nLooks good, potentially one thing to fine-tune, but feel free to merge.\n\nrok-cesnovar · review thread · 2023-04-06\nR/install.R:212\n```diff\n@@ -205,6 +205,18 @@ install_cmdstan <- function(dir = NULL,\n       append = TRUE\n     )\n   }\n+\n+  # Building fails on Apple silicon with < v2.\n"

# https://github.com/pymc-devs/pymc2/issues/202 (dev 6160), verbatim as stored (cut in f2py's options)
PYMC2_202 = "# Why can't PyMC be installed on MAC?\n\nHeBe-lab · description · 2021-08-15\nHello teacher, I am HeBe. I want to know why PyMC cannot be installed in Apple system? I tried to build pymc using pip install pymc, but it failed.The following error occurred .\n\nERROR: Command errored out with exit status 1:\n command: /Users/caoxingxing/opt/anaconda3/bin/python -u -c 'import sys, setuptools, tokenize; \nsys.argv[0] = '\"'\"'/private/var/folders/gp/3jwsx6yj1hz1rgsjb9yhrnvh0000gn/T/pip-install-9psedhkz/\npymc_aae48aeefa3142d8bfc5c72105bf13a5/setup.py'\"'\"'; __file__='\"'\"'/private/var/folders/gp/\n3jwsx6yj1hz1rgsjb9yhrnvh0000gn/T/pip-install-9psedhkz/\npymc_aae48aeefa3142d8bfc5c72105bf13a5/setup.py'\"'\"';f=getattr(tokenize, '\"'\"'open'\"'\"', open)\n(__file__);code=f.read().replace('\"'\"'\\r\\n'\"'\"', '\"'\"'\\n'\"'\"');f.close();exec(compile(code, __file__, \n'\"'\"'exec'\"'\"'))' bdist_wheel -d /private/var/folders/gp/3jwsx6yj1hz1rgsjb9yhrnvh0000gn/T/pip-wheelq6fjas1n\n cwd: /private/var/folders/gp/3jwsx6yj1hz1rgsjb9yhrnvh0000gn/T/pip-install-9psedhkz/\npymc_aae48aeefa3142d8bfc5c72105bf13a5/\n Complete output (1014 lines):\n running bdist_wheel\n running build\n running config_cc\n unifing config_cc, config, build_clib, build_ext, build commands --compiler options\n running config_fc\n unifing config_fc, config, build_clib, build_ext, build commands --fcompiler options\n running build_src\n build_src\n building extension \"pymc.flib\" sources\n f2py options: ['s\n"


def test_cmdstanr_756_reads_no_macos_from_a_forum_link() -> None:
    assert fact(CMDSTANR_756, "host.macos_release") is None
    assert fact(CMDSTANR_756, "host.macos_major") is None


@pytest.mark.parametrize("text", [
    # https://github.com/stan-dev/cmdstanr/pull/756
    "I've also added the `-Wno-deprecated-declarations` flag to suppress the warnings [coming from Boost](https://discourse.mc-stan.org/t/running-cmdstan-on-ventura/30948/11)",
    # https://github.com/pycaret/pycaret/issues/3307 (dev 2821), from an Apple-silicon Mac
    "- https://stackoverflow.com/questions/61883115/how-to-install-pycaret-python-library-in-mac-mojave",
    # https://github.com/DeepLabCut/DeepLabCut/pull/1519 (dev 5091)
    "https://dbaontap.com/2019/11/11/python-abort-trap-6-fix-after-catalina-update/",
    # https://github.com/scipy/scipy/issues/19387 (dev 168), the link alone
    "I use gfortran 12.2 from [here](https://github.com/fxcoudert/gfortran-for-macOS/releases/tag/12.2-ventura)",
    "read www.example.com/blog/pytorch-on-monterey-m1 first",
    "see <https://example.com/sonoma-fix> for the workaround",
    "HTTP://EXAMPLE.ORG/HOW-TO-FIX-PIP-ON-BIGSUR-11.2",
    "the fix: https://apple.stackexchange.com/questions/1/python-crash-after-sequoia-15.1-update",
])
def test_macos_name_in_a_web_address_is_not_read(text: str) -> None:
    assert fact(text, "host.macos_release") is None
    assert fact(text, "host.macos_major") is None
    assert fact(text, "host.macos_version") is None
    assert fact(text, "host.arm64_capable") is None


@pytest.mark.parametrize(("text", "major"), [
    # https://github.com/scipy/scipy/issues/19387 (dev 168): the writer's own release before the link
    ("On macOS Sonoma I use gfortran 12.2 from [here](https://github.com/fxcoudert/gfortran-for-macOS/releases/tag/12.2-ventura)", "14"),
    ("[the guide](https://example.com/x) on Monterey 12.6 fails on my Mac", "12"),
    ("I'm on macOS Ventura 13.4, see https://example.com/issue", "13"),
    ("https://example.com/issue\nOS: macOS Big Sur 11.6", "11"),
    ("(https://example.com) Catalina 10.15.7 here", "10.15"),
])
def test_macos_name_beside_a_web_address_is_still_read(text: str, major: str) -> None:
    got = fact(text, "host.macos_major") or fact(text, "host.macos_release") or fact(text, "host.macos_version")
    assert got is not None and str(got).startswith(major)


def test_pymc2_202_reads_the_anaconda_python_pip_ran() -> None:
    assert fact(PYMC2_202, "python.base_prefix") == "/Users/caoxingxing/opt/anaconda3"
    assert "python-distribution" in raised(PYMC2_202)
    assert "apple-silicon" not in raised(PYMC2_202) and "intel-mac" not in raised(PYMC2_202)


@pytest.mark.parametrize(("text", "prefix"), [
    # https://github.com/pymc-devs/pymc2/issues/202
    (" command: /Users/caoxingxing/opt/anaconda3/bin/python -u -c 'import sys, setuptools, tokenize; ", "/Users/caoxingxing/opt/anaconda3"),
    # https://github.com/pytorch/audio/issues/57 (dev 6107), pip before 19
    ("    Complete output from command /Users/grokmachine/anaconda3/envs/torch/bin/python -c \"import setuptools, tokenize;__file__='/Users/grokmachine/pytorch/audio/setup.py'\" develop --no-deps:", "/Users/grokmachine/anaconda3/envs/torch"),
    # the PEP 517 hook pip 20-21 runs
    ("  command: /usr/local/opt/python@3.9/bin/python3.9 /usr/local/lib/python3.9/site-packages/pip/_vendor/pep517/_in_process.py get_requires_for_build_wheel /var/folders/x/T/tmpabc", "/usr/local/opt/python@3.9"),
    ("  command: /Users/me/miniforge3/envs/test_env/bin/python3.10 -u -c 'import io, os, sys, setuptools, tokenize'", "/Users/me/miniforge3/envs/test_env"),
    ("  command: /Library/Developer/CommandLineTools/usr/bin/python3 -u -c 'import sys'", "/Library/Developer/CommandLineTools/usr"),
    ("  command: /Users/me/venv/bin/python /private/var/folders/ab/T/pip-standalone-pip-fnjm6ps0/__env_pip__.zip/pip install --ignore-installed setuptools", "/Users/me/venv"),
    ("Complete output from command /Users/ihf/anaconda2/bin/python -u -c \"import setuptools\"", "/Users/ihf/anaconda2"),
    # the same lines hard-wrapped at a space, as mail clients and terminals cut them
    ("ERROR: Command errored out with exit status 1:\n command:\n/Users/caoxingxing/opt/anaconda3/bin/python -u -c 'import sys'", "/Users/caoxingxing/opt/anaconda3"),
    ("  command: /usr/local/opt/python@3.9/bin/python3.9\n/usr/local/lib/python3.9/site-packages/pip/_vendor/pep517/_in_process.py get_requires_for_build_wheel", "/usr/local/opt/python@3.9"),
    ("    Complete output from command /Users/me/anaconda3/envs/torch/bin/python -u\n-c \"import setuptools\"", "/Users/me/anaconda3/envs/torch"),
])
def test_pip_build_command_names_its_interpreter(text: str, prefix: str) -> None:
    assert fact(text, "python.base_prefix") == prefix


def test_pyg_1321_keeps_the_printed_python_version() -> None:
    # https://github.com/pyg-team/pytorch_geometric/issues/1321 (dev 6042): the template's version, not pip's 'python3.7'
    text = "Python version: Python 3.7.6\n   command: /Users/chowsavio/anaconda3/envs/PyTorch/bin/python3.7 -u -c 'import sys, setuptools, tokenize;'"
    assert fact(text, "python.version") == "3.7.6"
    assert fact(text, "python.base_prefix") == "/Users/chowsavio/anaconda3/envs/PyTorch"


@pytest.mark.parametrize("text", [
    "which python\n/Users/me/anaconda3/bin/python",
    "command: /Users/me/anaconda3/bin/python script.py",
    "PATH=/Users/me/anaconda3/bin/python:/usr/bin",
    "#!/Users/me/anaconda3/bin/python -u",
    "the command /Users/me/anaconda3/bin/python -u -c 'x' is what pip runs",
])
def test_interpreter_named_elsewhere_is_not_read_as_pips(text: str) -> None:
    assert fact(text, "python.base_prefix") is None
