# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 1540-1559 (reinforcement learning, robotics and simulation on Macs: mujoco,
mujoco-py, pybullet, dm_control, stable-baselines3, Ray/RLlib, taken as found) exposed, each read from real captured
text (the thread is named).

A Mac model named as the place something ran or was installed ('pip install mujoco-mjx on MacBook') is a Mac, though
the chip is unknown; a page named after a Mac is not. The Python named as the last of the parts a person says they use
('using conda version 4.8.3 and python 3.6') is theirs; a requirement is not. The release in parentheses after PyTorch
where the person says it is the one in use ('current pip version of PyTorch (1.12)') is the installed torch; an
installer's step ('Installing torch (2.5.1): Failed') is not.
"""

from __future__ import annotations

from pasted import ids, read


def test_a_mac_model_named_as_where_the_install_ran_is_a_mac() -> None:
    # https://github.com/google-deepmind/mujoco/issues/1104 (rejected as unreadable before)
    text = ("tried to pip install mujoco-mjx on MacBook , I got the error:\n\n"
            "note: This error originates from a subprocess, and is likely not a problem with pip.\n"
            "  ERROR: Failed building wheel for mujoco\n"
            "Failed to build mujoco\n"
            "ERROR: Could not build wheels for mujoco, which is required to install pyproject.toml-based projects\n")
    values, _ = read(text)
    assert values["host.os"] == "Darwin"
    found = ids(text)
    assert "not-a-mac" not in found
    assert "apple-silicon" not in found and "intel-mac" not in found


def test_a_page_named_after_the_mac_is_no_mac() -> None:
    # dev 490 (ComfyUI#2775): the words of a guide, not where anything ran
    values, _ = read("I installed torchvision use below command line as it is written on Macbook MPS Document.\n")
    assert values.get("host.os") != "Darwin"


def test_the_python_named_last_in_a_list_of_what_is_used() -> None:
    # https://github.com/benelot/pybullet-gym/issues/51
    text = ("pybullet build error on macos 10.15.5\n\n"
            "After I upgraded to the latest macOS 10.15.5 pybullet stopped working for me. I am using conda version 4.8.3 and python 3.6. When attempting to reinstall, I get the following output\n")
    values, _ = read(text)
    assert values["python.version"] == "3.6"
    found = ids(text)
    assert "python-too-old" in found
    assert "intel-mac" in found


def test_a_required_python_in_a_list_is_not_the_one_in_use() -> None:
    # the rule's other side: a requirement is wanted, not installed (same words, as a requirement)
    text = "pybullet build error on macos 10.15.5\n\nThis package requires conda 4.8 and python 3.6 or newer.\n"
    values, _ = read(text)
    assert values.get("python.version") != "3.6"


def test_the_torch_release_in_parentheses_that_is_in_use() -> None:
    # https://github.com/DLR-RM/stable-baselines3/issues/914
    text = ("With current pip version of PyTorch (1.12), it raises the following exception:\n\n"
            "Traceback (most recent call last):\n"
            '  File "/Users/quentingallouedec/stable-baselines3/try_mps.py", line 7, in <module>\n'
            "    ppo.learn(total_timesteps=1000)\n")
    values, _ = read(text)
    assert values["torch.version"] == "1.12"
    assert "torch-outdated" in ids(text)


def test_an_installer_step_with_torch_in_parentheses_is_no_installed_torch() -> None:
    # poetry's step lines in earlier dev reports ('Installing torch (2.5.1): Failed' then 'Unable to find installation
    # candidates for torch (2.5.1)'): wanted, not installed
    text = ("I am on an M1 Mac.\n"
            "  - Installing torch (2.5.1): Failed\n"
            "  Unable to find installation candidates for torch (2.5.1)\n")
    values, _ = read(text)
    assert values.get("torch.version") != "2.5.1"
