# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 2318-2333 (LLM agent and RAG frameworks run with local models on Macs:
privateGPT, llama-index, chromadb, h2oGPT, QAnything, distilabel, simonw/llm, localGPT, txtai) exposed, each read
from real text.

The word Mac alone, capitalised, names the Mac world (a text with no other clue is read, not rejected); an offer to
test on a machine ('I'll test this on Mac (M1)') names the machine a test is to run on, not the failing one; a build
said to be missing for a chip ('there probably wasn't a build for Apple Silicon M1') is the writer's machine, weakly,
not a target; a helper's machine where it works, in a sentence that turns to the reader's ('It works fine on my M2 (but
maybe you have intel)'), is no machine of the report; 'intel CPU macbook' is an Intel Mac; an issue form's empty
'- docker-compose:' field puts nothing in a container.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/simonw/llm/issues/309 (description)
LLM_309 = """Following simonw's blog yields `Error:`

Hi! I have followed every step in [Run Llama 2 on your own Mac using LLM and Homebrew](https://simonwillison.net/2023/Aug/1/llama-2-mac/), in particular:

```
pipx install llm # python 3.11
llm install llm-llama-cpp
llm install llama-cpp-python
```

Next, I ran

```
❯ llm -m l2c 'Tell me a joke about a llama'
Error:
```
"""

# https://github.com/h2oai/h2ogpt/issues/631 (the end of the description and two comments)
H2OGPT_631 = """ERROR: Could not find a version that satisfies the requirement onnxruntime>=1.14.1 (from chromadb) (from versions: none)
ERROR: No matching distribution found for onnxruntime>=1.14.1

pseudotensor: I'm unsure why chroma  needs it, probably doesn't really need it so maybe you can ignore.  Or you can ask chroma-core team what is wrong since it doesn't have to do with h2oGPT specifically.

I can try on my mac (CPU) a bit later.

Mathanraj-Sharma: @pseudotensor I'll test this on Mac (M1)
"""

# https://github.com/chroma-core/chroma/issues/1364 (the versions and the reporter's comment)
CHROMA_1364 = """### Versions

Chroma 0.14.6, Python 3.11.5, MacOS 13.5.2

• Installing onnxruntime (1.16.2): Failed

  RuntimeError

  Unable to find installation candidates for onnxruntime (1.16.2)

pchalasani: fixed by freezing onnxruntime to 1.16.1
(apparently 1.16.2 was released yesterday, so there probably wasn't a build for Apple Silicon M1)
"""

# https://github.com/run-llama/llama_index/issues/8217 (description and the maintainer's reply)
LLAMAINDEX_8217 = """[Bug]: llama_new_context_with_model: ggml_metal_init() failed

### Bug Description

This bug seems related to the Macbook GPU. I have attached the Github issue from llama-cpp-python that I think is relevant.

logan-markewich: You can see the full config for llama cpp here

Just set num_gpu_layers tk zero

It's likely a probably with your installation? It works fine on my M2 (but maybe you have intel)

Anyways,  closing this then.
"""

# https://github.com/chroma-core/chroma/issues/2731 (title)
CHROMA_2731 = """[Bug]: Chroma 0.5.5 not working on intel CPU macbook

### Versions

0.5.5
"""

# https://github.com/netease-youdao/QAnything/issues/309 (the issue form and the start of the log)
QANYTHING_309 = """mac M2 本地环境启动报错 ggml_metal_init: error: Error

### 运行环境 | Environment

```Markdown
- OS: mac m2
- NVIDIA Driver:
- CUDA:
- docker:
- docker-compose:
- NVIDIA GPU:
- NVIDIA GPU Memory:
```

### QAnything日志 | QAnything logs

ggml_metal_init: allocating
ggml_metal_init: found device: Apple M2 Max
ggml_metal_init: picking default device: Apple M2 Max
ggml_metal_init: using embedded metal library
llama_new_context_with_model: failed to initialize Metal backend
"""


def test_the_word_mac_alone_names_the_mac_world() -> None:
    facts, _ = read(LLM_309)
    assert facts.get("report.mac_named") is True
    assert "report-undecided" in ids(LLM_309)
    assert facts.get("host.os") is None  # a guide's title says nothing of which machine
    # a MAC address, in capitals, or followed by the word, names no computer
    assert read("Set the MAC address of eth0 to the one below and run pip install llm.\n")[0].get("report.mac_named") is None
    assert read("The Mac address filter blocks pip install llm.\n")[0].get("report.mac_named") is None


def test_an_offer_to_test_on_a_machine_is_not_the_reports_machine() -> None:
    found = ids(H2OGPT_631)
    assert "apple-silicon" not in found
    assert "intel-mac" not in found
    assert "apple-silicon" not in ids("pip install chromadb fails on macOS 13.\n\nI will try to reproduce it on an M2 tomorrow.\n")
    # a machine where it was tried, past, still names it
    assert "apple-silicon" in ids("pip install chromadb fails.\n\nI tried on my M1 and got the same error.\n")


def test_a_build_said_missing_for_a_chip_is_the_writers_machine() -> None:
    assert "apple-silicon" in ids(CHROMA_1364)
    # a build for a chip that exists is still a target
    assert "apple-silicon" not in ids("Chroma 0.4.16, Python 3.11.5, MacOS 13.5.2\nonnxruntime 1.16.1 has a build for Apple Silicon M1 now.\n")
    # the failing machine's own clue wins over the weak one
    found = ids(CHROMA_1364 + "\nMy MacBook Pro 2019 with an Intel i9 fails the same way.\n")
    assert "intel-mac" in found
    assert "apple-silicon" not in found


def test_a_helpers_machine_where_it_works_beside_a_word_on_the_readers_is_not_the_reports() -> None:
    found = ids(LLAMAINDEX_8217)
    assert "apple-silicon" not in found
    assert "intel-mac" not in found
    # a me-too that speaks to the reader still names the replier's machine
    assert "apple-silicon" in ids("ggml_metal_init() failed\n\nI also have the same problem on my M2 as you described.\n")


def test_intel_cpu_before_macbook_is_an_intel_mac() -> None:
    found = ids(CHROMA_2731)
    assert "intel-mac" in found
    assert "apple-silicon" not in found
    assert "intel-mac" in ids("chromadb segfaults on my Intel chip MacBook Pro.\n")


def test_an_empty_docker_field_of_an_issue_form_is_no_container() -> None:
    facts, _ = read(QANYTHING_309)
    assert facts.get("host.container") is None
    found = ids(QANYTHING_309)
    assert "no-metal-device" not in found
    assert "apple-silicon" in found
    # the same form's field filled in still names Docker (a Linux container)
    filled = QANYTHING_309.replace("- docker-compose:\n", "- docker-compose: v2.24.6\n")
    assert "container-on-mac" in read(filled)[1]
    assert "container-on-mac" not in read(QANYTHING_309)[1]


# https://github.com/simonw/llm/issues/189 (a commenter's two replies)
LLM_189 = """af: Ran into the same issue, FWIW I installed via `brew install llm`

On macOS 13.4.1 with Python 3.11.5

af: @nikp Still not sure what my issue was, but I tried this alternate setup step from the link in this issue and it now works for me 🎉 :

```
llm install https://static.simonwillison.net/static/2023/llama_cpp_python-0.1.77-cp311-cp311-macosx_13_0_arm64.whl
```
"""


def test_a_mac_wheel_given_as_what_made_it_work_names_the_pythons_architecture() -> None:
    facts, _ = read(LLM_189)
    assert facts.get("python.machine") == "arm64"
    assert {"apple-silicon", "python-native-arm64"} <= ids(LLM_189)
    # the command alone, with no word that it worked, says nothing (it may be refused)
    alone = LLM_189.replace(" and it now works for me 🎉 :", ":")
    assert read(alone)[0].get("python.machine") is None


# https://github.com/abetlen/llama-cpp-python/issues/956 (the end of the traceback)
LLAMACPP_956 = """Llama-cpp-python installation issues on MacOS with M2

  File "/Users/erlebach/src/2023/llama-cpp-python/llama_cpp/__init__.py", line 1, in <module>
    from .llama_cpp import *
  File "/Users/erlebach/src/2023/llama-cpp-python/llama_cpp/llama_cpp.py", line 82, in <module>
    _lib = _load_shared_library(_lib_base_name)
  File "/Users/erlebach/src/2023/llama-cpp-python/llama_cpp/llama_cpp.py", line 73, in _load_shared_library
    raise FileNotFoundError(
FileNotFoundError: Shared library with base name 'llama' not found
"""


def test_a_ggml_binding_finding_no_compiled_library_failed_its_import() -> None:
    _, symptoms = read(LLAMACPP_956)
    assert "library-not-loaded" in symptoms
    assert {"apple-silicon", "import-failed"} <= ids(LLAMACPP_956)
