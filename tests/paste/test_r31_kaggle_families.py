# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 5480-5490 (Kaggle CLI installs and Kaggle, Colab or course notebooks run locally
on Macs) exposed, each read from real text.

- A shell prompt whose host the person named with MacBook Pro's or Air's short name ('Lauras-MBP:~ Lels7$'), or with
  the model run together ('Johns-MacBookPro'), is a Mac's prompt as 'Johns-MacBook-Pro' is; in a post dated before the
  first Apple-silicon Mac, an Intel Mac.
- A distribution's metadata folder under site-packages ('…/lib/python3.6/site-packages/kaggle-1.3.11.1.dist-info')
  names a package installed in that Python, with no slash after it too.
- pip's scripts folder in macOS's user scheme (~/Library/Python/X.Y/bin): a script under it ('/Users/Library/Python/3.7/
  bin/kaggle') or pip's warning that it is not on PATH names the Python's minor version; the home folder with its user
  name elided ('/Users/Library/Python/3.7/…') or root's ('/var/root/…') is a home folder too. The folder alone, as a
  PATH setting names it, is read as nothing.
"""

from __future__ import annotations

from pasted import fact, ids

# https://github.com/Kaggle/kaggle-cli/issues/27 (dev 5486), cut after the first downloads
KAGGLE_27 = r"""# downloading library

lelsener7 · description · 2018-04-16
I installed the library using pip install kaggle and then created the token and saved my API credentials in ~/.kaggle/

However, when I try to run any of the kaggle commands in terminal, I get this error:
-bash: kaggle: command not found

lelsener7 · comment · 2018-04-18
This is the output from terminal after installing kaggle:

Lauras-MBP:~ Lels7$ pip install kaggle
Collecting kaggle"""

# https://github.com/Kaggle/kaggle-cli/issues/59 (dev 5488), the description's list
KAGGLE_59 = r"""As a reference I already did or tried the following :
- pip install --user kaggle

This placed various Kaggle files in :
-  /Users/laurxxtkrxxef/.local/bin/kaggle
- and in :  /Users/laurxxtkrxxef/.local/lib/python3.6/site-packages/kaggle-1.3.11.1.dist-info"""

# https://github.com/Kaggle/kaggle-cli/issues/324 (dev 5489)
KAGGLE_324 = r"""I keep having this **"-bash: kaggle: command not found"** error message. But I noticed that my default installation location is **'/Users/Library/Python/3.7/bin/kaggle'**.

But I still keep having this error. And when I type pip3 uninstall kaggle, I got my locations info as:
"
Would remove:
    /Users/Library/Python/3.7/bin/kaggle
    /Users/Library/Python/3.7/lib/python/site-packages/kaggle-1.5.10.dist-info/*
    /Users/Library/Python/3.7/lib/python/site-packages/kaggle/*
"
"""


def _dated(body: str, date: str = "2018-04-16") -> str:
    return f"# kaggle: command not found\n\nsomeone · description · {date}\n{body}"


def test_a_prompt_host_named_mbp_in_a_dated_post_is_an_intel_mac() -> None:
    assert "intel-mac" in ids(KAGGLE_27)
    assert fact(KAGGLE_27, "host.os") == "Darwin"


def test_prompt_host_short_name_family() -> None:
    for line in ("Lauras-MBP:~ Lels7$ pip install kaggle",
                 "(base) Lauras-MBP:titanic Lels7$ jupyter notebook",
                 "laura@Lauras-MBP ~ % pip3 install kaggle",
                 "Johns-MBA:~ john$ kaggle competitions list",
                 "john@MBP ~ % python train.py",
                 "Johns-MacBookPro:~ john$ pip install kaggle",
                 "Johns-MacBookAir:kaggle john$ python baseline.py",
                 "Lauras-MBP-2:~ Lels7$ pip install kaggle"):
        assert "intel-mac" in ids(_dated(line)), line


def test_prompt_host_short_name_near_misses() -> None:
    for line in ("Lauras-MBP:~ Lels7$ pip install kaggle",
                 "john@Johns-MBP ~ % pip install kaggle"):
        # after the first Apple-silicon Macs the prompt names a Mac but no chip
        assert not {"intel-mac", "apple-silicon"} & ids(_dated(line, "2022-05-01")), line
    for line in ("xmbp:~ john$ pip install kaggle",          # MBP inside a longer word
                 "dumbass:~ john$ pip install kaggle",          # 'mba' inside a word
                 "My MBP is slow",                              # prose without a year or a chip: no prompt
                 "john@linux-box ~ % pip install kaggle"):
        assert "intel-mac" not in ids(_dated(line + "\nPython 3.9.1")), line


def test_a_metadata_folder_under_site_packages_names_the_python() -> None:
    assert fact(KAGGLE_59, "python.version") == "3.6"
    assert "python-too-old" in ids(KAGGLE_59)


def test_metadata_folder_family() -> None:
    for text, version in (("/Users/x/.local/lib/python3.6/site-packages/kaggle-1.3.11.1.dist-info", "3.6"),
                          ("/Users/x/.local/lib/python3.6/site-packages/kaggle-1.3.11.1.dist-info/*", "3.6"),
                          ("  /opt/homebrew/lib/python3.11/site-packages/kaggle-1.6.6.dist-info", "3.11"),
                          ("/home/u/venv/lib/python3.10/site-packages/kaggle-1.5.16.egg-info", "3.10"),
                          ("Location: installed in ~/miniforge3/lib/python3.9/site-packages/torch-2.1.0.dist-info.", "3.9"),
                          ("/Users/x/Library/Python/3.8/lib/python/site-packages/kaggle-1.5.12.dist-info", "3.8")):
        assert fact(text, "python.version") == version, text


def test_metadata_folder_near_misses() -> None:
    for text in ("/Users/x/.local/lib/python3.6/site-packages",       # the folder alone
                 "/Users/x/.local/lib/python3.6/site-packages-old/kaggle.dist-info",
                 "/Users/x/.local/lib/python3.6/site-packages/kaggle.dist-information"):
        assert fact(text, "python.version") is None, text


def test_a_script_in_the_macos_user_bin_names_the_python() -> None:
    assert fact(KAGGLE_324, "python.version") == "3.7"
    assert "python-too-old" in ids(KAGGLE_324)
    assert fact(KAGGLE_324, "host.os") == "Darwin"


def test_macos_user_bin_family() -> None:
    for text, version in (("my default installation location is '/Users/Library/Python/3.7/bin/kaggle'", "3.7"),
                          ("Would remove:\n    /Users/emily/Library/Python/3.7/bin/kaggle", "3.7"),
                          ("  WARNING: The script kaggle is installed in '/Users/emily/Library/Python/3.8/bin' which is not on PATH.", "3.8"),
                          ("  WARNING: The scripts pip, pip3 and pip3.8 are installed in '/Users/genaroparedes/Library/Python/3.8/bin' which is not on PATH.\n  Consider adding this directory to PATH", "3.8"),
                          ("WARNING: The script kaggle is installed in '/var/root/Library/Python/2.7/bin' which is not on PATH.", "2.7"),
                          ("/Users/ericsakkas/Library/Python/3.8/bin/pip3 install mdtraj", "3.8"),
                          ("~/Library/Python/3.9/bin/kaggle competitions download -c titanic", "3.9"),
                          ("/Users/Library/Python/3.7/lib/python/site-packages/kaggle/*", "3.7")):
        assert fact(text, "python.version") == version, text


def test_macos_user_bin_near_misses() -> None:
    for text in ("even after adding `/var/root/Library/Python/2.7/bin` to my path",  # a PATH setting: the folder alone
                 "delete the three files(path: ~/Library/Python/2.7/bin) with the warning",
                 "export PATH='$PATH:/Users/John/Library/Python/3.8/bin'",
                 "/Users/john/Library/Python/3.8/bin/",
                 "/Users/john/project/Library/Python/3.8/bin/kaggle",     # a Library folder inside a project
                 "/Users/john/Library/Python/3.8/binaries/kaggle"):
        assert fact(text, "python.version") is None, text
