# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 2880-2891 (vector search and recommender libraries on Macs: faiss, hnswlib,
chromadb, lancedb, annoy, lightfm, implicit) exposed, each read from real text.

An x86 CPU's model in lscpu's or /proc/cpuinfo's output ('Model name: AMD EPYC 7571') is the Linux machine that
runs the container: a Mac named beside it (where the same container runs) is not that container's host, so a SIGILL
there is the x86 CPU's missing instructions, not Apple silicon's emulation of an amd64 image. An amd64 container
emulated on Apple silicon shows no x86 model (lscpu: 'Vendor ID: 0x00' with ARM flags), and stays on its Mac.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/chroma-core/chroma/issues/506 (thefedoration's comment; dev case 2882)
CHROMA_506 = """Same here. Could run my docker container with chroma on my M1 Mac, when I deploy to render.com initiating the client induces `Illegal instruction (core dumped)`

Info on the machine that breaks:
```
Architecture:            x86_64
  CPU op-mode(s):        32-bit, 64-bit
  Address sizes:         48 bits physical, 48 bits virtual
  Byte Order:            Little Endian
CPU(s):                  16
  On-line CPU(s) list:   0-15
Vendor ID:               AuthenticAMD
  Model name:            AMD EPYC 7571
    CPU family:          23
    Model:               1
    Thread(s) per core:  2
    Core(s) per socket:  8
    Socket(s):           1
    Stepping:            2
    BogoMIPS:            4399.99
    Flags:               fpu vme de pse tsc msr pae mce cx8 apic sep mtrr pge mca cmov pat pse36 clflush mmx fxsr sse sse2 ht s
                         yscall nx mmxext fxsr_opt pdpe1gb rdtscp lm constant_tsc rep_good nopl nonstop_tsc cpuid extd_apicid a
                         perfmperf tsc_known_freq pni pclmulqdq ssse3 fma cx16 sse4_1 sse4_2 movbe popcnt aes xsave avx f16c rd
                         rand hypervisor lahf_lm cmp_legacy cr8_legacy abm sse4a misalignsse 3dnowprefetch topoext perfctr_core
                          vmmcall fsgsbase bmi1 avx2 smep bmi2 rdseed adx smap clflushopt sha_ni xsaveopt xsavec xgetbv1 clzero
```
"""
# https://github.com/Cinnamon/kotaemon/issues/257 (ivanovd's comment: an Intel host, Apple's chips named only as a
# kind of CPU with known issues)
KOTAEMON_257 = """I see. It seems that I get the same illegal instruction error as you:

```
sudo docker run -e GRADIO_SERVER_NAME=0.0.0.0 -e GRADIO_SERVER_PORT=7860 -p 7860:7860 -it --entrypoint /bin/bash ghcr.io/cinnamon/kotaemon:latest
root@a80b0fa9a6bc:/app# python app.py
[nltk_data] Downloading package punkt_tab to
[nltk_data]     /usr/local/lib/python3.10/site-
[nltk_data]     packages/llama_index/core/_static/nltk_cache...
[nltk_data]   Unzipping tokenizers/punkt_tab.zip.
Illegal instruction (core dumped)
```

This is the host machine CPU info, I know that there are issues with Apple M-series CPUs, but I am not aware of issues with the Intel CPUs and don't see any requirements in the readme:

```
lscpu
Architecture:             x86_64
  CPU op-mode(s):         32-bit, 64-bit
  Address sizes:          36 bits physical, 48 bits virtual
  Byte Order:             Little Endian
CPU(s):                   4
  On-line CPU(s) list:    0-3
Vendor ID:                GenuineIntel
  Model name:             Intel(R) Core(TM) i5-3470T CPU @ 2.90GHz
```
"""
# https://github.com/moby/moby/issues/43782 (an amd64 container's lscpu on an M1: no x86 model, ARM flags)
MOBY_43782 = """Apple M1 cross x86_64 support missing CPU instructions

When running docker commands that target a non-native platform such as `linux/amd64`. CPU instructions such as SSE and SSE2 are missing inside of the container, while being being available on the host machine.

```
~ ❯❯❯ docker run -it --platform linux/amd64 'ubuntu:20.04' lscpu
Architecture:                    x86_64
CPU op-mode(s):                  32-bit
Byte Order:                      Little Endian
CPU(s):                          6
On-line CPU(s) list:             0-5
Thread(s) per core:              1
Core(s) per socket:              6
Socket(s):                       1
Vendor ID:                       0x00
Model:                           0
Stepping:                        0x0
BogoMIPS:                        48.00
Flags:                           fp asimd evtstrm aes pmull sha1 sha2 crc32 atomics fphp asimdhp cpuid asimdrdm jscvt fcma
```
"""
# The same commenter's sentence without the render.com host's lscpu: the container is described on the M1 Mac only
# (a cut of CHROMA_506, to show that only the x86 model line moves the container off the Mac)
CHROMA_506_SENTENCE = CHROMA_506.split("Info on the machine")[0]


def test_x86_cpu_model_is_the_linux_host_not_the_mac_beside_it() -> None:
    values, symptoms = read(CHROMA_506)
    assert values["host.os"] == "Linux"
    assert "host.container_host" not in values
    assert "sigill" in symptoms
    found = ids(CHROMA_506)
    assert {"not-a-mac", "cpu-without-avx"} <= found
    assert "apple-silicon" not in found and "intel-mac" not in found


def test_the_sentence_alone_still_puts_the_container_on_the_m1() -> None:
    values, _ = read(CHROMA_506_SENTENCE)
    assert values.get("host.container_host") == "apple-silicon"


def test_intel_host_lscpu_is_read_as_an_intel_linux_machine() -> None:
    values, symptoms = read(KOTAEMON_257)
    assert values["host.os"] == "Linux"
    assert values.get("host.container_host") != "apple-silicon"
    assert "sigill" in symptoms
    found = ids(KOTAEMON_257)
    assert "not-a-mac" in found
    assert "apple-silicon" not in found


def test_emulated_amd64_container_lscpu_has_no_x86_model() -> None:
    values, _ = read(MOBY_43782)
    assert values.get("host.container_host") == "apple-silicon"
