# ruff: noqa: W291  (real pasted lines are kept whole, with their trailing blanks)
"""Clue families the never-seen batch 2450-2464 (reports written in Korean and Japanese: konlpy and JPype on Macs,
a Docker build on an M1) exposed, each read from real text.

Anaconda's `python --version` appends its distributor after '::' ('Python 3.5.2 :: Anaconda custom (x86_64)'), so it
is met inside a sentence. A pyenv path names a Python 2.7 as it names a 3.x. An environment named after its Python
('py33 환경', 'the py36 environment') names that Python. A title opening with the asker's Intel Mac in Korean
('인텔맥에서 …') names an Intel Mac, not a title asking for a build for one. A conda Python 3.8 older than 3.8.6 on
Apple silicon is an x86_64 one: no conda channel built one for osx-arm64.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/konlpy/konlpy/issues/118 (the description's first lines)
KONLPY_118 = """Jpype 설치 문제 관련 이슈

안녕하세요, 
 **mac OS 10.12(16A323)** 와 **Python 3.5.2 :: Anaconda custom (x86_64)** 사용중인데,
document를 참고해서 Jpype를 다운로드 하던 중 문제가 발생했습니다.
"""

# https://github.com/konlpy/konlpy/issues/76 (a comment's traceback)
KONLPY_76 = """Mac (Yosemite 10.10.4) 에서 실행 시 자바 런타임을 찾을 수 없는 문제

Traceback (most recent call last):
  File "<stdin>", line 1, in <module>
  File "/Users/shaynekang/.pyenv/versions/2.7.10/lib/python2.7/site-packages/jpype/_core.py", line 50, in startJVM
    _jpype.startup(jvm, tuple(args), True)
"""

# https://github.com/konlpy/konlpy/issues/64 (title; the error itself is a screenshot)
KONLPY_64 = """py33 환경에서 konlpy 설치 오류

![py33_pip_konlpy_error](https://cloud.githubusercontent.com/assets/11333119/8516634/afe7229a-23f1-11e5-9640-f4e5a8d46edf.png)
"""

# https://github.com/konlpy/konlpy/issues/356 (title and description)
KONLPY_356 = """인텔맥에서 설치 안됨 이슈

아래와 같은 이슈와 함께 설치가 되지 않습니다. 맥버젼은 11.4입니다.

Collecting Okt
  Using cached okt-0.0.3-py3-none-any.whl (4.5 kB)
ERROR: Could not find a version that satisfies the requirement oktapysdk (from okt) (from versions: none)
ERROR: No matching distribution found for oktapysdk
"""

# https://github.com/konlpy/konlpy/issues/375 (the description's environment and a traceback frame)
KONLPY_375 = """m1 실행시 FileNotFoundError: [Errno 2] JVM DLL not found 에러 발생

안녕하세요 저는 m1 맥북 유저입니다. 
콘다 가상환경에서 실행중이고  
Mac os: bigsur
python :   3.8.0 64bit 
konlpy==0.5.2
JPype1==1.3.0

Traceback (most recent call last):
  File "/Users/sk.c/urclass_git/ds-cp02/testcode.py", line 2, in <module>
    okt = Okt()
  File "/Users/sk.c/opt/anaconda3/envs/ds-cp-02/lib/python3.8/site-packages/konlpy/tag/_okt.py", line 91, in __init__
    jvm.init_jvm(jvmpath, max_heap_size)
"""


def test_anacondas_python_version_output_inside_a_sentence() -> None:
    facts, _ = read(KONLPY_118)
    assert facts.get("python.version") == "3.5.2"
    found = ids(KONLPY_118)
    assert {"intel-mac", "python-too-old"} <= found
    # 'Python 2.7.11 :: Continuum Analytics, Inc.' (conda's documentation of an env named py27, code search)
    facts, _ = read("$ python --version\nPython 2.7.11 :: Continuum Analytics, Inc.\n")
    assert facts.get("python.version") == "2.7.11"
    # a placeholder names no version
    facts, _ = read("Notes on macOS 10.13\n\nPython 3.x.y :: Anaconda custom (x86_64)  # where x >= 5\n")
    assert facts.get("python.version") is None


def test_a_pyenv_path_names_a_python_27() -> None:
    facts, _ = read(KONLPY_76)
    assert facts.get("python.version") == "2.7.10"
    assert {"intel-mac", "python-too-old"} <= ids(KONLPY_76)


def test_an_environment_named_after_its_python() -> None:
    facts, _ = read(KONLPY_64)  # was rejected as unreadable
    assert facts.get("python.version") == "3.3"
    assert "python-too-old" in ids(KONLPY_64)
    facts, _ = read("Notes\n\nthe py36 environment fails to build JPype1\n")
    assert facts.get("python.version") == "3.6"
    # run into the word, which the reader spaces ('py36環境' reads 'py36 境')
    for word in ("py36環境でエラー", "py36환경에서 오류", "py36가상환경에서 오류"):
        facts, _ = read(f"Notes on macOS 14.5\n\n{word}\n")
        assert facts.get("python.version") == "3.6", word
    # not a word that merely ends so, nor the name without the word environment, nor 'in the case of py36'
    for text in ("Notes on macOS 14.5\n\nnumpy36 env fails\n", "Notes on macOS 14.5\n\nconda activate py36\n",
                 "Notes on macOS 14.5\n\npy36 경우에는 됩니다\n"):
        facts, _ = read(text)
        assert facts.get("python.version") is None, text


def test_a_korean_title_opening_with_the_askers_intel_mac() -> None:
    facts, _ = read(KONLPY_356)
    assert facts.get("host.cpu_brand") == "Intel"
    found = ids(KONLPY_356)
    assert "intel-mac" in found and "apple-silicon" not in found
    assert "intel-mac" in ids("인텔 맥북 프로에서 실행 오류\n\nmacOS 12.6\n")
    # a title asking for a build for Intel Macs, and the words further down the paste, name no machine
    for text in ("인텔맥 지원 계획이 있나요?\n\nmacOS 14.5\n", "인텔맥용 설치 파일 문의\n\nmacOS 14.5\n",
                 "Install notes on macOS 14.5\n\n인텔맥에서도 되나요?\n"):
        assert "intel-mac" not in ids(text), text


def test_a_conda_python_38_older_than_the_first_osx_arm64_build() -> None:
    facts, _ = read(KONLPY_375)
    assert facts.get("python.machine") == "x86_64"
    found = ids(KONLPY_375)
    assert {"apple-silicon", "python-x86-on-arm"} <= found
    # 3.8.6 was built for osx-arm64; '3.8' alone may be any 3.8; outside conda (Apple's Command Line Tools ship a
    # universal 3.8.2) nothing is inferred
    for text in (KONLPY_375.replace("3.8.0 64bit", "3.8.6 64bit"), KONLPY_375.replace("3.8.0 64bit", "3.8 64bit"),
                 "Notes\n\n저는 m1 맥북 유저입니다.\npython : 3.8.2\n"):
        facts, _ = read(text)
        assert facts.get("python.machine") is None, text
