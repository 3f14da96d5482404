# ruff: noqa: E501  (real pasted lines are kept whole)
"""What the lead generalised in the thirty-ninth round: Korean descriptions of the machine and its Python, and the
Python and the system that tools' JSON and dict dumps name.

Korean posts and notes describe a Mac ML setup in Hangul words the readers did not know, where the same text in
English, Chinese or Japanese was read: the Python version field ('파이썬 버전 : 3.9.13'), a macOS release's name
('카탈리나에서 빅서로 업데이트를 했다', '맥 OS 13 벤츄라'), and the writer's own Intel or Apple-silicon Mac
('인텔 맥북 프로를 … 사용하고', '애플실리콘 맥북을 이용하고'). A chip named with the Mac ('M2 맥북에어') now
also names macOS, as 'M2 MacBook Air' does. Every text is real: Korean posts and notes found with the code search,
cited by index id. Each family has its near misses: requirements, conditions, lists, and the places, cars and
perfumes that share the releases' names.

Tools that print their environment as JSON or a Python dict named the Python under a key the readers did not know
('"Python": "3.10.6"' in stable-diffusion-webui's Sysinfo, '"python_version": "3.11.9 (main, …)"' in ComfyUI's
/system_stats, pipenv --support's 'python_full_version', numpy's show_runtime()), nor print(sys.version_info)'s repr,
'"system": "Darwin"', or ComfyUI's mps device.
"""

from __future__ import annotations

import re

import pytest
from pasted import fact, raised

from macml_doctor.paste import scan
from macml_doctor.paste.evaluators import history


@pytest.mark.parametrize(("text", "python"), [
    ("   - 나의 파이썬 버전 : 3.9.13", "3.9.13"),  # index id 30548669666
    ("## 1.4. 개발환경\n    파이썬 버전 : Python3.6.3", "3.6.3"),  # index id 23098550
    ("### 1. 실습 환경\n1) 파이썬 버전 : 3.9.13 (Windows, 64bit)", "3.9.13"),  # index id 11515772554
    ("사용 파이썬 버전 : 3.11.9", "3.11.9"),  # index id 7831592673
])
def test_python_version_field_in_korean(text: str, python: str) -> None:
    assert fact(text, "python.version") == python


@pytest.mark.parametrize("text", [
    "  - 지원되는 파이썬 버전 : 3.6, 3.7, 3.8, 3.9, 3.10",  # the versions a package supports (index id 22314873724)
    "- 파이썬 버전 : 3.8 이상",  # a floor
    "* 파이썬 버전 == 3.6",  # a guide's requirement (index id 28761073603), no field's colon
])
def test_python_version_field_in_korean_not_a_requirement(text: str) -> None:
    assert fact(text, "python.version") is None


@pytest.mark.parametrize(("text", "major"), [
    ("사용하던 맥북을 카탈리나에서 빅서로 업데이트를 했다.", "11"),  # index id 22594322421: Big Sur, not Catalina
    ("# 맥 OS 13 벤츄라 rsync 옵션 (macOS 13 Ventura rsync unknown option): --iconv", "13"),  # index id 30840188502
    ("그러나 지금 Mac OS인 몬트레이에서 완전하게 잘 작동하는 세팅은 아니다.", "12"),  # index id 36996120450
    ("title: Mac 모하비 brew 에러 해결하기", "10.14"),  # index id 9529329862
])
def test_macos_release_named_in_korean(text: str, major: str) -> None:
    assert fact(text, "host.os") == "Darwin"
    assert fact(text, "host.macos_release") == major


def test_a_mojave_mac_named_in_korean_is_an_intel_mac() -> None:
    assert "intel-mac" in raised("title: Mac 모하비 brew 에러 해결하기")


@pytest.mark.parametrize("text", [
    "> 우클릭 → 열기는 macOS 세쿼이아부터 안 됩니다.",  # from Sequoia on (index id 59086081621)
    "- **Safari(macOS 소노마 이상):** 파일 → Dock에 추가.",  # Sonoma or later (index id 68284779163)
    "  '모하비': ['디젤 3.0'],",  # a car (index id 55978488577)
    "        namekor : \"모하비고스트 오 드 퍼퓸\",",  # a perfume (index id 16031326312)
    "빅서 여행 후기",  # the coast: no Mac word, version or update
])
def test_korean_release_names_that_are_not_the_macs(text: str) -> None:
    assert fact(text, "host.macos_release") is None


def test_a_table_of_korean_release_names_is_not_read() -> None:
    # a table of requirements (index id 66578391329): its 'macOS 13' is read as in English, no Korean name adds Sonoma
    text = "| **OS** | macOS 12 몬터레이 | macOS 13 벤투라 | macOS 소노마 |"
    assert fact(text, "host.macos_release") == "13"


def test_every_korean_spelling_is_read() -> None:
    # the clue's pattern and checks/history.toml's korean spellings name the same releases
    pattern = next(rule.pattern for rule in scan.rules() if rule.id == "macos-name-ko")
    names = re.compile(re.search(r"\(\?P<name>((?:[^()]|\([^()]*\))*)\)", pattern).group(1))
    rows = [(spelling, row["macos"]) for row in history()["macos_name"] for spelling in row.get("korean", ())]
    assert len(rows) >= 10
    for spelling, major in rows:
        assert names.fullmatch(spelling), spelling
        assert fact(f"맥 {spelling}로 업데이트했습니다", "host.macos_release") == major, spelling


def test_intel_mac_used_in_korean() -> None:
    text = "20년에 구매한 인텔 맥북 프로를 그럭저럭 사용하고 있다가, 24년 11월에 갑자기 맥북이 켜지지 않아 수리를 맡겼습니다."  # index id 599426
    assert fact(text, "host.cpu_brand") == "Intel"
    assert "intel-mac" in raised(text)


@pytest.mark.parametrize("text", [
    "(인텔 맥북을 써봤다면, 그 당시 VMWARE로 윈도우를 맥 OS에서 돌리는 것을 기억해볼 수 있을 듯 하다.)",  # a condition (index id 59368853642)
    '    grade = "💻 Mid급 (보통 노트북 / M1, i5, 인텔 맥북 에어)"',  # a list (index id 19112396479)
    "## Step 1. 인텔 맥북에서 설치",  # a guide's heading for Intel Macs (index id 51869361112)
])
def test_intel_mac_in_korean_not_the_writers(text: str) -> None:
    assert fact(text, "host.cpu_brand") != "Intel"


def test_apple_silicon_mac_used_in_korean() -> None:
    text = "우선 저는 애플실리콘 맥북을 이용하고있기 때문에 로제타2니 뭐니 해서 지원안하는 프로그램도 많고 복잡합니다... 텐서플로우 같은 것도 설정하기 정말 힘들다고하네요."  # index id 8942654803
    assert fact(text, "host.arm64_capable") == 1
    assert fact(text, "host.os") == "Darwin"
    assert "apple-silicon" in raised(text)


@pytest.mark.parametrize("text", [
    'DEVICE = None  # 애플 실리콘이면 "mps" 로 바꾸면 빨라집니다',  # a condition (index id 70974973821)
    "크게 상관은 없지만 인텔 기반보다는 애플 실리콘 기반 맥북에 초점을 맞췄습니다.",  # a focus (index id 15977085919)
])
def test_apple_silicon_in_korean_not_the_writers(text: str) -> None:
    assert fact(text, "host.arm64_capable") is None


def test_a_chip_named_with_the_mac_names_macos() -> None:
    # index id 15977085919: 'M2 MacBook Air' read before; in Korean the chip alone was read, not the Mac's macOS
    text = "저는 현재 M2 맥북에어 24GB 모델을 사용 중입니다."
    assert fact(text, "host.cpu_brand") == "Apple M2"
    assert fact(text, "host.os") == "Darwin"
    assert "apple-silicon" in raised(text)


# stable-diffusion-webui's Sysinfo, https://github.com/AUTOMATIC1111/stable-diffusion-webui/issues/15637
A1111_SYSINFO = """{
    "Platform": "macOS-12.1-arm64-arm-64bit",
    "Python": "3.10.14",
    "Version": "v1.9.3",
    "Commit": "1c0a0c4c26f78c32095ebc7f8af82f5c04fca8c0",
    "Torch env info": {
        "torch_version": "2.1.0",
        "is_debug_build": "False",
        "cuda_compiled_version": null,
        "os": "macOS 12.1 (arm64)",
        "python_version": "3.10.14 (main, Mar 20 2024, 03:57:45) [Clang 14.0.0 (clang-1400.0.29.202)] (64-bit runtime)",
        "python_platform": "macOS-12.1-arm64-arm-64bit","""

# ComfyUI's /system_stats on a Mac (code-search index id 1801199570)
COMFYUI_STATS = """                "system": {
                    "os": "posix",
                    "comfyui_version": "v0.2.2",
                    "python_version": "3.11.9 (main, Apr  2 2024, 08:25:04) [Clang 15.0.0 (clang-1500.3.9.4)]",
                    "pytorch_version": "2.1.2",
                    "embedded_python": false,
                    "argv": [
                        "main.py"
                    ]
                },
                "devices": [
                    {
                        "name": "mps",
                        "type": "mps",
                        "index": null,"""

# a server's system_info (index id 53272317193)
SYSTEM_INFO = """    "platform": {
        "name": "platform",
        "processor": "arm",
        "release": "25.3.0",
        "system": "Darwin",
        "version": "Darwin Kernel Version 25.3.0: Wed Jan 28 20:53:05 PST 2026; root:xnu-12377.81.4~5/RELEASE_ARM64_T6020"
    },
    "python_version": "3.12.11","""

# pipenv --support's PEP 508 block (dev 3667, tensorflow/tensorflow#50370)
PIPENV_PEP508 = """{'implementation_name': 'cpython',
 'implementation_version': '3.7.10',
 'os_name': 'posix',
 'platform_machine': 'x86_64',
 'platform_system': 'Linux',
 'python_full_version': '3.7.10',
 'python_version': '3.7',
 'sys_platform': 'linux'}"""


@pytest.mark.parametrize(("text", "python"), [
    (A1111_SYSINFO, "3.10.14"),
    ('{\n    "Platform": "macOS-13.6.3-x86_64-i386-64bit",\n    "Python": "3.10.6",\n    "Version": "v1.8.0"', "3.10.6"),  # stable-diffusion-webui#15192
    (COMFYUI_STATS, "3.11.9"),
    (SYSTEM_INFO, "3.12.11"),
    (PIPENV_PEP508, "3.7.10"),
    ('{\n  "cpu_brand": "Apple M5 Max",\n  "machine": "arm64",\n  "python": "3.12.14",\n  "system": "macOS-26.5-arm64-arm-64bit"\n}', "3.12.14"),  # index id 62738410273
    ('{\n  "platform": "osx-64",\n  "python_version": "3.9.12.final.0",\n  "conda_version": "4.12.0"\n}', "3.9.12"),  # conda info --json
])
def test_python_version_in_a_json_or_dict_dump(text: str, python: str) -> None:
    assert fact(text, "python.version") == python


@pytest.mark.parametrize("text", [
    '    "_meta": {\n        "pipfile-spec": 6,\n        "requires": {\n            "python_version": "3.8"\n        },',  # Pipfile.lock: required
    '  "engines": {\n    "python": ">=3.8"\n  }',  # a range
    '    "python_version": "3.12.x ...",',  # a placeholder in a reference (index id 69577655675)
])
def test_python_version_keys_that_are_no_installed_python(text: str) -> None:
    assert fact(text, "python.version") is None


@pytest.mark.parametrize(("text", "python"), [
    (" - Python version (check it with `import sys; print(sys.version_info)`)\n sys.version_info(major=3, minor=9, micro=11, releaselevel='final', serial=0)", "3.9.11"),  # index id 55103164233
    ("version_info   = sys.version_info(major=3, minor=12, micro=3, releaselevel='final', serial=0)", "3.12.3"),  # index id 68697782223
    ("    ## sys.version_info(major=3, minor=7, micro=4, releaselevel='final', serial=0)", "3.7.4"),  # index id 22349923278
])
def test_sys_version_info_printed(text: str, python: str) -> None:
    assert fact(text, "python.version") == python


@pytest.mark.parametrize("text", [
    "            # Version info sys.version_info(major=3, minor=7, micro=6,\n            # releaselevel='final', serial=0)",  # a comment (index id 28335270093)
    "/// - Have a descriptive repr: `sys.version_info(major=3, minor=14, ...)`",  # documentation (index id 51971499303)
])
def test_sys_version_info_not_printed(text: str) -> None:
    assert fact(text, "python.version") is None


def test_system_darwin_in_a_json_dump() -> None:
    assert fact(SYSTEM_INFO, "host.os") == "Darwin"
    # a health endpoint's response (index id 30732645104)
    assert fact('{\n  "system": "Darwin",\n  "processor": "arm",\n  "machine": "arm64",', "host.os") == "Darwin"
    assert fact(PIPENV_PEP508, "host.os") != "Darwin"


def test_comfyui_mps_device() -> None:
    assert fact(COMFYUI_STATS, "torch.mps_available") is True
    assert "mps-available" in raised(COMFYUI_STATS)
    # a PC's lists its card (index id 18608299836); a name alone is no device list
    pc = COMFYUI_STATS.replace('"name": "mps",', '"name": "cuda:0 NVIDIA GeForce RTX 2080 Ti : cudaMallocAsync",').replace('"type": "mps"', '"type": "cuda"')
    assert fact(pc, "torch.mps_available") is None
    assert fact('{"name": "mps-demo", "type": "mps"}', "torch.mps_available") is None
