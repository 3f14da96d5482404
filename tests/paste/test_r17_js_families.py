# ruff: noqa: E501, W291  (real pasted lines are kept whole, with their trailing blanks)
"""Clue families the never-seen batch 2640-2653 (ML from JavaScript/Node and Electron: tfjs-node, onnxruntime-node,
transformers.js) exposed, each read from real text.

node-gyp and node-pre-gyp print the node that runs them with its platform and arch ('node-pre-gyp info using
node@18.12.1 | darwin | arm64'): an arm64 node on darwin runs only on Apple silicon; an x64 one runs on an Intel Mac
and under Rosetta alike, so it says only 'a Mac'. 'x64', Node's (and Windows') name for x86-64, names an Intel Mac as
x86-64 does ('MacOS x64', 'macOS 12+ (darwin x64)', 'fails on x64 macOS'). A package's native addon named for a
platform ('the MacOS arm64 bindings') is what the package ships, not the machine.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/tensorflow/tfjs/issues/6785 (a commenter's npm log, first lines)
TFJS_6785_LOG = """tfjs-node fails to install with Yarn PnP on MacBook

npm ERR! code 1
npm ERR! command sh -c node scripts/install.js
npm ERR! CPU-darwin-4.12.0.tar.gz
npm ERR! node-pre-gyp install failed with error: Error: Command failed: node-pre-gyp install --fallback-to-build
npm ERR! node-pre-gyp info it worked if it ends with ok
npm ERR! node-pre-gyp info using node-pre-gyp@0.17.0
npm ERR! node-pre-gyp info using node@18.12.1 | darwin | arm64
npm ERR! node-pre-gyp WARN Using needle for node-pre-gyp https download 
"""

# https://github.com/tensorflow/tfjs/issues/4514 (a reply by mail: the version masked; the machine an M1)
TFJS_4514_LOG = """npm ERR! node-pre-gyp install failed with error: Error: Command failed:
node-pre-gyp install --fallback-to-build
npm ERR! node-pre-gyp info it worked if it ends with ok
npm ERR! node-pre-gyp info using ***@***.***
npm ERR! node-pre-gyp info using ***@***.*** | darwin | x64
npm ERR! node-pre-gyp WARN Using request for node-pre-gyp https download
"""

# https://github.com/huggingface/transformers.js/issues/1634 (System Info and the first lines of the description)
TJS_1634 = """@huggingface/transformers.js 4.0.1: onnxruntime-node 1.24.3 does not ship with x64 darwin (MacOS) bindings.

### System Info

transformers.js 4.0.1
Node 22.21.0
MacOS x64

### Description

When using ^4.0.1, @huggingface/transformers.js installs onnxruntime-node ^1.24.3 as a dependency. However, onnxruntime-node ^1.24.3 does not ship with the ./bin/napi-v6/darwin/x64/onnxruntime_binding.node. It only ships with the MacOS arm64 bindings.
"""

# https://github.com/23blocks-OS/ai-maestro/issues/233 (title, and the Environment list)
AIMAESTRO_233_TITLE = "onnxruntime-node v1.24.1+ fails on x64 macOS (missing darwin/x64 binary)\n"
AIMAESTRO_233_ENV = """## Environment

- macOS 12+ (darwin x64)
- Node.js 20.x
- onnxruntime-node v1.24.1 (broken) vs v1.17.0
"""


def test_node_gyp_naming_an_arm64_node_on_darwin() -> None:
    facts, _ = read(TFJS_6785_LOG)
    assert facts.get("host.os") == "Darwin"
    assert facts.get("host.arm64_capable") == 1
    assert "apple-silicon" in ids(TFJS_6785_LOG)
    assert not {"intel-mac", "not-a-mac", "python-x86-on-arm", "rosetta-missing"} & ids(TFJS_6785_LOG)


def test_node_gyp_naming_an_x64_node_on_darwin_says_only_a_mac() -> None:
    facts, _ = read(TFJS_4514_LOG)
    assert facts.get("host.os") == "Darwin"
    assert facts.get("host.arm64_capable") is None  # an Intel Mac, or Rosetta (tfjs#4514's was an M1)
    assert not {"apple-silicon", "intel-mac", "python-x86-on-arm"} & ids(TFJS_4514_LOG)


def test_x64_names_an_intel_mac() -> None:
    for text in (TJS_1634, AIMAESTRO_233_TITLE, AIMAESTRO_233_ENV):
        facts, _ = read(text)
        assert facts.get("host.os") == "Darwin", text
        assert "intel-mac" in ids(text), text
        assert not {"apple-silicon", "python-native-arm64", "not-a-mac"} & ids(text), text


def test_a_platform_named_for_what_a_package_ships_is_not_the_machine() -> None:
    # the bindings a package ships (was read as an arm64 Python on Apple silicon)
    line = "It only ships with the MacOS arm64 bindings.\n"
    facts, _ = read("onnxruntime-node on a Mac\n\n" + line)
    assert facts.get("host.arm64_capable") is None
    assert facts.get("python.machine") is None
    # builds asked for, and a pair of platforms
    for text in ("We need MacOS x64 builds of the addon\n", "The binding fails on macOS x64 and arm64\n",
                 "onnxruntime-node ships no bindings for macOS x64\n"):
        facts, _ = read(text)
        assert facts.get("host.arm64_capable") is None, text
        assert "intel-mac" not in ids(text), text
