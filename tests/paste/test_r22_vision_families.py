# ruff: noqa: E501, W291  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3920-3931 (torchvision, torchaudio and torchtext beside torch on Macs) exposed,
each read from real text.

- A domain library built for another torch: pip's dependency check ('torchvision 0.6.0 has requirement torch==1.5.0,
  but you'll have torch 1.6.0.dev20200413 which is incompatible.', and pip 20.3+'s 'requires … but you have …') and
  torchvision's own "Couldn't load custom C++ ops. This can happen if your PyTorch and torchvision versions are
  incompatible": the library's compiled ops do not load (import-failed, fixed by installing matching builds).
- torch's CUDA check printed with its answer ('torch.cuda.is_available: True'): torch opened a CUDA device, so
  cuda-available, and no Mac.
- macOS's default shell prompt whose host is the Mac's local name ('ShirleydeMacBook-Pro:~ shirleytse$', made from
  'Shirley的MacBook Pro'), in a post dated before the first Apple-silicon Mac: an Intel Mac; and a Mac named right
  after a Chinese or Japanese possessive ('我的MacBook Pro') in such a post.
"""

from __future__ import annotations

from pasted import ids, read

from macml_doctor.paste import scan

# https://github.com/pytorch/vision/issues/2098 (dev 3928)
VISION_2098 = r"""# Error when installing using official command

zasdfgbnm · description · 2020-04-14
## 🐛 Bug

```
ERROR: torchvision 0.6.0 has requirement torch==1.5.0, but you'll have torch 1.6.0.dev20200413 which is incompatible.
```

## To Reproduce

Go to: https://pytorch.org/get-started/locally/ and copy-paste the command provided:

```
pip install numpy
pip install --pre torch torchvision -f https://download.pytorch.org/whl/nightly/cu101/torch_nightly.html
```"""
# https://github.com/pytorch/pytorch/issues/40013 (dev 3927)
PYTORCH_40013 = r"""# ERROR: torchvision has requirement torch which is incompatible

lutzroeder · description · 2020-06-15
```
~: python -m pip install --quiet --pre torch torchvision -f https://download.pytorch.org/whl/nightly/cpu/torch_nightly.html 

ERROR: torchvision 0.7.0.dev20200610 has requirement torch==1.6.0.dev20200609, but you'll have torch 1.6.0.dev20200610 which is incompatible.
```"""
# https://github.com/pytorch/vision/pull/8977 (dev 3922)
VISION_8977 = r"""# Disable M1 3.11 unittests

NicolasHug · description · 2025-03-17
They've been failing for a while with

```
c:\actions-runner\_work\vision\vision\pytorch\vision\torchvision\io\image.py:14: UserWarning: Failed to load image Python extension: 'Could not find module 'C:\actions-runner\_work\vision\vision\pytorch\vision\torchvision\image.pyd' (or one of its dependencies). Try using the full path with constructor syntax.'If you don't plan on using image functionality from `torchvision.io`, you can ignore this warning. Otherwise, there might be something wrong with your environment. Did you have `libjpeg` or `libpng` installed before building `torchvision` from source?
  warn(
Traceback (most recent call last):
  File "C:\actions-runner\_work\vision\vision\pytorch\vision\test\smoke_test.py", line 147, in <module>
torchvision: 0.22.0a0+48722e8
    main()
torch.cuda.is_available: True
  File "C:\actions-runner\_work\vision\vision\pytorch\vision\test\smoke_test.py", line 119, in main
    print(f"{torch.ops.image._jpeg_version() = }")
  File "C:\Jenkins\Miniconda3\envs\ci\lib\site-packages\torch\_ops.py", line 1267, in __getattr__
    raise AttributeError(
AttributeError: '_OpNamespace' 'image' object has no attribute '_jpeg_version'
```

All other M1 jobs run fine (3.9, 3.10, 3.12, etc.). I'm unable to dedicate time to this, so I'm disabling the job."""
# https://github.com/pytorch/pytorch/issues/35459 (dev 3930)
PYTORCH_35459 = r"""# I cannot install torchvision (GPU)

ShirleyTse · description · 2020-03-26
## 🐛 Bug

I have installed pytorch1.0 (GPU). But I cannot install torchvision.

```
(base) ShirleydeMacBook-Pro:~ shirleytse$ pip3 install -U torchvision
Looking in indexes: https://pypi.tuna.tsinghua.edu.cn/simple
Requirement already up-to-date: torchvision in /usr/local/lib/python3.7/site-packages (0.5.0)
Collecting torch==1.4.0
  Downloading https://pypi.tuna.tsinghua.edu.cn/packages/4a/72/0282449efe6e8a7ab6354ac990b8275bd8c881dcbf95b3ef0a041da3897b/torch-1.4.0-cp37-none-macosx_10_9_x86_64.whl (81.1 MB)
```"""
# https://github.com/OpenTalker/SadTalker/issues/543 (dev 2398): torchvision's own message
SADTALKER_543_LINE = "RuntimeError: Couldn't load custom C++ ops. This can happen if your PyTorch and torchvision versions are incompatible, or if you had errors while compiling torchvision from source."


def _post(body: str, date: str = "2020-03-26") -> str:
    return f"# a title\n\nsomeone · description · {date}\n{body}\n"


def _remedy(text: str) -> str | None:
    from macml_doctor.paste import inputs
    from macml_doctor.pipeline import diagnose

    failed = next(f for f in diagnose(inputs.load_text(text, "t")).findings if f.id == "import-failed")
    return failed.remedy.fix_id if failed.remedy is not None else None


# --- a domain library built for another torch ---------------------------------------------------------------------

def test_pips_conflict_between_torchvision_and_torch_is_a_failed_load_of_its_ops() -> None:
    for text, package, have in ((VISION_2098, "torchvision", "1.6.0.dev20200413"),
                                (PYTORCH_40013, "torchvision", "1.6.0.dev20200610")):
        facts, symptoms = read(text)
        assert symptoms == ["companion-torch-mismatch"], text
        s = facts["report.symptoms"][0]
        assert (s["package"], s["have"]) == (package, have)
        assert "import-failed" in ids(text)
        assert _remedy(text) == "install-matching-builds"


def test_pips_conflict_family() -> None:
    for line in ("torchvision 0.15.2 requires torch==2.0.1, but you have torch 2.1.0 which is incompatible.",
                 "torchaudio 2.0.2 requires torch==2.0.1, but you have torch 2.2.0 which is incompatible.",
                 "ERROR: torchtext 0.6.0 has requirement torch>=1.4, but you'll have torch 1.3.1 which is incompatible.",
                 "torchvision 0.17.0 requires torch==2.2.0, but you have torch 2.1.2+cu121 which is incompatible.",
                 "torchvision 0.15.2 requires torch==2.0.1, but you have\ntorch 2.1.0 which is incompatible."):
        text = _post("```\n" + line + "\n```")
        assert read(text)[1] == ["companion-torch-mismatch"], line
        assert "import-failed" in ids(text), line


def test_other_packages_conflicts_are_not_a_companion_mismatch() -> None:
    for line in ("tensorflow 2.12.0 requires numpy<1.24,>=1.22, but you have numpy 1.26.4 which is incompatible.",
                 "torch 2.1.0 requires sympy, which is not installed.",
                 "torchmetrics 1.2.0 requires torch>=1.8.1, but you have torch 1.7.0 which is incompatible.",
                 "mytorchvision 0.1 requires torch==2.0.1, but you have torch 2.1.0 which is incompatible.",
                 "torchvision 0.15.2 requires pillow, but you have pillow 5.0 which is incompatible."):
        assert "companion-torch-mismatch" not in read(_post(line))[1], line


def test_torchvisions_own_custom_ops_message() -> None:
    text = _post("Mac M2芯片 生成过程中" + SADTALKER_543_LINE, date="2023-05-10")
    assert read(text)[1] == ["companion-ops-not-loaded"]
    assert "import-failed" in ids(text)
    assert _remedy(text) == "install-matching-builds"
    # other messages about torchvision's ops say nothing of a mismatch (a matched pair fails this way under torch.hub)
    assert "companion-ops-not-loaded" not in read(_post("RuntimeError: operator torchvision::nms does not exist"))[1]


# --- torch's CUDA check printed with its answer ---------------------------------------------------------------------

def test_cuda_check_printed_true_is_cuda_available_and_no_mac() -> None:
    facts, _ = read(VISION_8977)
    assert facts["torch.cuda_available"] is True
    assert {"cuda-available", "not-a-mac"} <= ids(VISION_8977)
    assert "apple-silicon" not in ids(VISION_8977)


def test_cuda_check_printed_family() -> None:
    for body in ("torch.cuda.is_available(): True",
                 "torch.cuda.is_available()=True",
                 "torch.cuda.is_available() = True",
                 "`torch.cuda.is_available()` returns `True` on this box",
                 ">>> torch.cuda.is_available()\nTrue",
                 ">>> print(torch.cuda.is_available())\nTrue"):
        text = _post("Python 3.10.12\n" + body, date="2024-05-01")
        assert read(text)[0].get("torch.cuda_available") is True, body


def test_cuda_check_in_code_a_condition_or_false_is_not_read() -> None:
    rule = next(r for r in scan.rules() if r.id == "torch-cuda-is-available-printed-true")
    for line in ('device = "cuda" if torch.cuda.is_available() else "cpu"',
                 "if torch.cuda.is_available():\n    model.cuda()",
                 "assert torch.cuda.is_available() == True",
                 "torch.cuda.is_available: False",
                 "torch.cuda.is_available = lambda: True",
                 "torch.cuda.is_available() or True"):
        assert rule.regex.search(line) is None, line
    for sentence in ("if torch.cuda.is_available() returns True, the model moves to the GPU",
                     "it should print torch.cuda.is_available(): True"):
        text = _post("Python 3.10.12\n" + sentence, date="2024-05-01")
        assert read(text)[0].get("torch.cuda_available") is None, sentence


# --- a Mac's default shell prompt in a dated post ------------------------------------------------------------------

def test_mac_hostname_glued_to_a_chinese_name_in_a_2020_prompt_is_an_intel_mac() -> None:
    facts, _ = read(PYTORCH_35459)
    assert facts.get("host.arm64_capable") == 0
    assert facts.get("host.cpu_brand") == "Intel"
    assert "intel-mac" in ids(PYTORCH_35459)


def test_mac_hostname_prompt_family() -> None:
    for prompt in ("(base) ShirleydeMacBook-Pro:~ shirleytse$ pip3 install -U torchvision",
                   "TaronoMacBook-Air:project taro$ python3 train.py",
                   "Mahzads-MacBook-Pro-2:detector mahzad$ python setup.py",
                   "LideiMac:~ li$ conda list",
                   "anne@AnnedeMacBook-Pro ~ % pip install torch",
                   "我的MacBook Pro上安装torchvision失败"):
        text = _post(prompt, date="2019-08-01")
        assert read(text)[0].get("host.arm64_capable") == 0, prompt
        assert "intel-mac" in ids(text), prompt


def test_mac_hostname_prompt_not_read_undated_later_or_in_paths() -> None:
    prompt = "(base) ShirleydeMacBook-Pro:~ shirleytse$ pip3 install -U torchvision"
    assert read(f"# a title\n\n{prompt}\n")[0].get("host.arm64_capable") is None
    assert read(_post(prompt, date="2022-03-26"))[0].get("host.arm64_capable") is None
    rule = next(r for r in scan.rules() if r.id == "macos-hostname-prompt-in-dated-post")
    for line in ("see ~/Pictures/ShirleydeMacBook-Pro.png for the screenshot",
                 "ShirleydeMacBook-Pro-M1:~ shirleytse$ ls",
                 "https://example.com/MacBook-Pro:8080/ x$",
                 "I bought a MacBook-Pro: it is fast"):
        assert rule.regex.search(line) is None, line
    # the prose clue still refuses a Mac's name glued to ASCII letters or an underscore
    mac = next(r for r in scan.rules() if r.id == "mac-in-dated-post")
    for word in ("mymacbook pro", "old_macbook air", "2macbook"):
        assert mac.regex.search(word) is None, word


# --- Windows's DLL search directories -------------------------------------------------------------------------------

# https://github.com/pytorch/audio/issues/3789 (dev 3926)
AUDIO_3789 = r"""# Torchaudio is not detecting FFmpeg

Skareeg · comment · 2025-03-23
After a couple hours of constant attempts at different solutions, including using the above, I managed a fully working solution by simply copying out the code from _init_dll_path in the torchaudio extensions and having it run if this is a Windows platform. Changing the version within the library code of torchaudio works just fine, yes, but I would rather not do that and want something that is replicable to anyone who would be interested in running my Jupyter notebooks without having to make such modifications.

The reason for copying the code out is because for reasons unknown to me (I am not very experienced with Python modules), simply attempting to import the _init_dll_path module and running that does not seem to want to work when I then import torchaudio down below. (As in, the FFMPEG backend is not produced, even though the PATH is added to the DLL directories.)"""


def test_path_added_to_the_dll_directories_is_windows() -> None:
    facts, _ = read(AUDIO_3789)
    assert facts.get("host.os") == "Windows"
    assert "not-a-mac" in ids(AUDIO_3789)


def test_dll_directories_family_and_advice() -> None:
    for body in ("os.add_dll_directory(r\"C:\\ffmpeg\\bin\")\nimport torchaudio",
                 "I call add_dll_directory(ffmpeg_dir) before the import and it still fails",
                 "my ffmpeg folder was added to the DLL search path but torchaudio finds nothing"):
        assert read(_post(body, date="2025-03-01"))[0].get("host.os") == "Windows", body
    for body in ("you need to add the folder to the DLL directories with os.add_dll_directory(path)",
                 "one might get the folder added to the DLL search path by hand",
                 "it works if the PATH is added to the DLL directories",
                 "the loader reads DLL directories differently from dylib paths"):
        assert read(_post(body, date="2025-03-01"))[0].get("host.os") is None, body
