# ruff: noqa: E501, W291  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3900-3910 (spaCy and its stack on Macs: blis, thinc, srsly, spacy-transformers,
spacy info and validate) exposed, each read from real text.

- A macOS home folder (/Users/<name>/) in the machine's own paths, in a post dated before the first Apple-silicon Mac:
  an Intel Mac (as mac-in-dated-post reads a Mac model, and python-framework-path-in-dated-post a framework Python).
- A range of chips written with a hyphen ('Mac with M1-M4 processors'): Apple silicon, as with an en dash.
- A container named by its official Linux image ('we use `docker.io/library/python:3.12.3-slim` image'): the Python
  runs Linux in Docker, and the Apple-silicon Mac named beside it is the container's host.
"""

from __future__ import annotations

from pasted import ids, raised, read

# https://github.com/explosion/spaCy/issues/1374 (dev 3907)
SPACY_1374 = r"""# thinc.extra.MaxViolation has wrong size (thinc 6.8.2)

dnm1977 · description · 2017-09-28
I tried to install spacy in a fresh virtual env, but after downloading the 'en_core_web_sm' model and loading, I get a ValueError to do with spacy.syntax.arg_eager (full stack trace to follow below):
```
$ virtualenv -p python3 ~/virtualenvs/spacy_2_0
...[creates venv]...
$ source ~/virtualenvs/spacy_2_0/bin/activate
(spacy_2_0) $ pip3 install spacy-nightly
...[installs spacy with no apparent issues, none reported, that is]...
(spacy_2_0) $  python3 -m spacy download en_core_web_sm
...
Linking successful
...
You can now load the model via spacy.load('en_core_web_sm')
(spacy_2_0) $ python3 -c "import spacy; nlp = spacy.load('en_core_web_sm')"
Traceback (most recent call last):
  File "<string>", line 1, in <module>
  File "/Users/dennismehay/.virtualenvs/spacy_2_0/lib/python3.6/site-packages/spacy/__init__.py", line 13, in load
    return util.load_model(name, **overrides)
  File "/Users/dennismehay/.virtualenvs/spacy_2_0/lib/python3.6/site-packages/spacy/util.py", line 103, in load_model
    return load_model_from_link(name, **overrides)
  File "/Users/dennismehay/.virtualenvs/spacy_2_0/lib/python3.6/site-packages/spacy/util.py", line 122, in load_model_from_link
    return cls.load(**overrides)"""
# https://github.com/explosion/srsly/issues/115 (dev 3908)
SRSLY_115 = r"""# Missing ARM pre-built for manylinux

EHadoux · description · 2025-01-02
It looks like the latest version (2.5.0) is missing the ARM builds for manylinux (and musl). The previous versions had them. Thanks!

Anton-Aracor · comment · 2025-01-06
Seems that problem is on Mac with M1-M4 processors, as they have ARM.

It works if I install on MacOS itself - all good.

But when we try to build our project inside the Docket container it fails with (we use `docker.io/library/python:3.12.3-slim` image):
```
18.09   • Installing srsly (2.5.0)
18.11   • Installing tenacity (8.5.0)
18.12   • Installing torch (2.5.1)
18.12   • Installing tzdata (2024.2)
18.14   • Installing wrapt (1.17.0)
23.19 
23.19   ChefBuildError
23.19 
23.19   Backend subprocess exited when trying to invoke build_wheel
23.19   
23.19   running bdist_wheel
23.19   running build
23.19   running build_py
23.19   creating build/lib.linux-aarch64-cpython-312/murmurhash
23.19   copying murmurhash/about.py -> build/lib.linux-aarch64-cpython-312/murmurhash
23.19   copying murmurhash/__init__.py -> build/lib.linux-aarch64-cpython-312/murmurhash
23.19   creating build/lib.linux-aarch64-cpython-312/murmurhash/tests
23.19   copying murmurhash/tests/test_import.py -> build/lib.linux-aarch64-cpython-312/murmurhash/tests
23.19   copying murmurhash/tests/__init__.py -> build/lib.linux-aarch64-cpython-312/murmurhash/tests
23.19   copying murmurhash/tests/test_hash.py -> build/lib.linux-aarch64-cpython-312/murmurhash/tests"""


def _undated(text: str) -> str:
    """The same thread with its post headers taken off: nothing dates its posts."""
    return "\n".join(line for line in text.splitlines() if " · description · " not in line and " · comment · " not in line)


def test_users_home_path_in_a_post_dated_before_apple_silicon_is_an_intel_mac() -> None:
    facts, _ = read(SPACY_1374)
    assert facts["host.arm64_capable"] == 0
    assert facts["host.cpu_brand"] == "Intel"
    found = ids(SPACY_1374)
    assert "intel-mac" in found and "python-too-old" in found
    assert "apple-silicon" not in found and "not-a-mac" not in found


def test_users_home_path_family_other_paths() -> None:
    # a site-packages path, a conda prefix and a shell's cd: each a home folder of the Mac in 2019
    for line in ('  File "/Users/jane/miniconda3/lib/python3.7/site-packages/numpy/__init__.py", line 140, in <module>',
                 "Requirement already satisfied: six in /Users/bob.smith/.local/lib/python3.6/site-packages (1.12.0)",
                 "(base) $ cd /Users/ana/projects/nlp && python train.py"):
        text = "# a title\n\nsomeone · description · 2019-05-02\n" + line + "\n"
        assert read(text)[0].get("host.arm64_capable") == 0, line
        assert "intel-mac" in ids(text), line


def test_users_home_path_not_read_undated_after_apple_silicon_or_on_windows() -> None:
    # no post header: nothing dates the post
    undated = _undated(SPACY_1374)
    assert read(undated)[0].get("host.arm64_capable") is None
    assert "intel-mac" not in ids(undated)
    # a post from after the first Apple-silicon Mac: the home folder says nothing of the chip
    later = SPACY_1374.replace("2017-09-28", "2022-09-28")
    assert read(later)[0].get("host.arm64_capable") is None
    assert "intel-mac" not in ids(later)
    # the post speaks of Apple silicon: not read by its date
    dtk = "# t\n\nx · comment · 2020-07-10\nOn the DTK (arm64): /Users/me/venv/lib/python3.8/site-packages/foo.py fails\n"
    assert "intel-mac" not in raised(dtk)
    # Windows' and WSL's Users folders are not macOS's
    for line in ('  File "C:/Users/jane/AppData/Local/Programs/Python/Python37/lib/site.py", line 3',
                 "$ ls /mnt/c/Users/jane/projects", "$ ls /c/Users/jane/projects"):
        text = "# a title\n\nsomeone · description · 2019-05-02\n" + line + "\n"
        assert read(text)[0].get("host.arm64_capable") is None, line
        assert "intel-mac" not in raised(text), line


def test_chip_range_with_a_hyphen_is_apple_silicon() -> None:
    for text in ("Seems that problem is on Mac with M1-M4 processors, as they have ARM.",
                 "It fails on our MacBooks with M1-M3 chips.", "It breaks on M1-M2 Macs.",
                 "on Macs with M1–M3 chips"):
        assert read(text)[0].get("host.cpu_brand") == "Apple M1", text
        assert "apple-silicon" in ids(text), text


def test_chip_followed_by_other_hyphenated_words_is_not_read_as_a_range() -> None:
    # 'M1-based' and a part number are not the prose-chip reading (the hyphen rule is unchanged for them)
    for text in ("with M1-based", "with M2-16GB-512 configuration", "with M2-M3 comparison of wheels",
                 "on Mac with M1 - M4 chips"):
        assert read(text)[0].get("host.cpu_brand") is None, text


def test_official_linux_image_named_is_a_container_on_the_named_mac() -> None:
    facts, _ = read(SRSLY_115)
    assert facts["host.os"] == "Linux"
    assert facts["host.container_host"] == "apple-silicon"
    found = ids(SRSLY_115)
    assert "apple-silicon" in found and "not-a-mac" in found
    assert "intel-mac" not in found and "python-x86-on-arm" not in found


def test_official_linux_image_family() -> None:
    for text in ("we build it in docker.io/library/ubuntu:22.04 on my M2 Mac",
                 "The build uses the `python:3.11-slim` image, on my M1 Mac."):
        facts, _ = read(text)
        assert facts.get("host.os") == "Linux", text
        assert facts.get("host.container_host") == "apple-silicon", text
        assert {"apple-silicon", "not-a-mac"} <= ids(text), text


def test_image_words_that_are_not_a_container() -> None:
    # a Python version, an image file and a registry of another OS's images name no Linux container
    for words in ("python:3.12 is what I run", "the image python.png is blank",
                  "mcr.microsoft.com/windows/servercore:ltsc2022 image", "mydocker.io/library/python:3.12"):
        text = words + " on my M1 Mac"
        facts, _ = read(text)
        assert facts.get("host.container_host") is None and facts.get("host.os") != "Linux", text
        assert "not-a-mac" not in ids(text), text
