# ruff: noqa: E501, W291  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3620-3632 (ML environment reports on Macs, searched in Russian, Turkish,
Vietnamese, Indonesian, Portuguese, Persian and Hindi) exposed or confirmed, each read from real text.

- A Mac named, then its chip after a connector of the writer's own language (Russian 'на' and 'с', Portuguese 'com',
  Spanish/Italian 'con', German 'mit', French 'avec', Vietnamese 'với', Indonesian 'dengan', Turkish 'ile', Persian
  'با', Arabic 'مع'), often with the word for chip between ('Macbook Air на M1', 'MAC OS Ventura com CHIP M1'):
  Apple silicon, as the English 'MacBook Air with M1' is read. Not a class of Macs with two chips ('MacBook Air на
  M1 и M2'), advice under a condition ('Se estiver usando um Mac com chip M1'), or an iPad ('iPad Air com chip M1').
- The batch's own reports, read as a careful reader reads them (kept so that later changes cannot lose them): Intel
  MKL's fatal CPU check on an M1 Pro (an x86_64 Python under Rosetta), an x86_64 extension under a /opt/homebrew
  Python ('need 'arm64e''), 'MPS backend out of memory' in prose, 'Using device: mps'.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/kaixindelele/ChatPaper/issues/57 (dev 3626)
CHATPAPER_57 = r"""# Problem for running on M1 macbook

YanQH-Gausoul · description · 2023-03-18
I got the ERRORs as below, when running the demo in my m1pro MacBook: python chat_paper.py --pdf_path "demo.pdf":
```
Intel MKL FATAL ERROR: This system does not meet the minimum requirements for use of the Intel(R) Math Kernel Library.
The processor must support the Intel(R) Supplemental Streaming SIMD Extensions 3 (Intel(R) SSSE3) instructions.
The processor must support the Intel(R) Streaming SIMD Extensions 4.2 (Intel(R) SSE4.2) instructions.
The processor must support the Intel(R) Advanced Vector Extensions (Intel(R) AVX) instructions.
```

YanQH-Gausoul · comment · 2023-03-18
Reinstalling the MKL works:
```
conda remove mkl mkl-service
conda install mkl mkl-include numpy
```
"""

# https://github.com/rusty1s/pytorch_sparse/issues/199 (dev 3630)
PYTORCH_SPARSE_199 = r"""# Apple silicon (m1 Mac) compatibility

amitt1236 · description · 2022-02-02
All of the following packages has the same issue:
pytorch_sparse
pytorch_scatter
pytorch_cluster
pytorch_spline_conv

They install fine on M1 Mac but you can't import them because they compiled to x86_64
Even when I tried building from source, I encountered the same problem.

```
OSError: dlopen(/opt/homebrew/lib/python3.9/site-packages/torch_spline_conv/_version_cpu.so, 0x0006): tried:  

'/opt/homebrew/lib/python3.9/site-packages/torch_spline_conv/_version_cpu.so' (mach-o file, but is an incompatible   

architecture (have 'x86_64', need 'arm64e')), '/usr/local/lib/_version_cpu.so' (no such file), '/usr/lib/_version_cpu.so' (no   

such file)
```
"""

# https://github.com/Stability-AI/generative-models/issues/107 (dev 3621)
GENERATIVE_MODELS_107 = r"""# M1 mac doesn't work with fp16 on tutorial script - LLVM ERROR: Failed to infer result type(s)

mbewley · description · 2023-08-07
Getting this issue still on trying the basic tutorial for SDXL inference (16GB MacBook Pro M1).

This mostly works (if I strip out the tutorial's recommendation for fp16) - but takes forever (iteration time 66 seconds), and then dies on the 50th iteration due to "MPS backend out of memory":
"""

# https://github.com/xjdr-alt/entropix/issues/50 (dev 3625)
ENTROPIX_50 = r"""# Torch doesn't work on mac.

OohBen · description · 2024-10-08
When trying to use this on a mac I get this error (M3 Max):
➜  entropix git:(main) ✗  PYTHONPATH=. poetry run python entropix/torch_main.py
Using device: mps
"""

# A Russian README (found with the code search): the writer's own MacBook Air, its chip after 'на' (on)
RU_README = "У меня нет iPhone, но есть Macbook Air на M1. Я не заядлый \"яблочный пользователь\" и, вероятно, не знаю каких-то фишек экосистемы Apple."
# A Portuguese code header (found with the code search): 'code developed using MAC OS Ventura with CHIP M1'
PT_HEADER = "// Especificações:\n// código desenvolvido utilizando MAC OS Ventura com CHIP M1 e {...}"
# Vietnamese and Indonesian listings (found with the code search): 'with chip M3', 'with chip M2'
VI_LISTING = "description: 'MacBook Pro với chip M3, hiệu năng vượt trội',"
ID_LISTING = 'description: "MacBook Pro 13 inch dengan chip M2, RAM 16GB, SSD 512GB. Kondisi sangat baik.",'

# Near misses, all real (found with the code search)
RU_CLASS = "ФАКТ, КОТОРЫЙ ОТЛИЧАЕТ СТРАНИЦУ ОТ КОНКУРЕНТОВ: у MacBook Air на M1 и M2\nвентилятора нет вообще, чистить от пыли там нечего."
# (its sentence of advice alone; the heading before it, 'Nota para usuários do Mac M1 (ARM)', names a Mac kind the old clues read)
PT_CONDITION = "Se estiver usando um Mac com chip M1, verifique se todas as dependências necessárias para a arquitetura ARM estão sendo instaladas corretamente no Dockerfile."
PT_IPAD = "description: 'iPad Air com chip M1 oferece desempenho impressionante em um design elegante e versátil para trabalho e diversão.',"


def _chip(text: str) -> str | None:
    facts, _ = read(text)
    return facts.get("host.cpu_brand")


def test_intel_mkl_fatal_on_an_m1_pro_is_an_x86_python_under_rosetta() -> None:
    found = ids(CHATPAPER_57)
    assert {"apple-silicon", "python-x86-on-arm"} <= found
    assert "cpu-without-avx" not in found and "intel-mac" not in found


def test_x86_extension_under_a_homebrew_arm64_python() -> None:
    found = ids(PYTORCH_SPARSE_199)
    assert {"apple-silicon", "incompatible-arch-extension", "python-native-arm64"} <= found
    assert "python-x86-on-arm" not in found


def test_mps_out_of_memory_in_prose_and_using_device_mps() -> None:
    assert {"apple-silicon", "mps-out-of-memory"} <= ids(GENERATIVE_MODELS_107)
    assert {"apple-silicon", "mps-available"} <= ids(ENTROPIX_50)


def test_mac_then_chip_after_a_connector_of_another_language() -> None:
    assert _chip(RU_README) == "Apple M1"
    assert "apple-silicon" in ids(RU_README)
    facts, _ = read(PT_HEADER)
    assert facts["host.cpu_brand"] == "Apple M1" and facts["host.macos_release"] == "13"
    assert _chip(VI_LISTING) == "Apple M3"
    assert _chip(ID_LISTING) == "Apple M2"


def test_the_same_connectors_in_other_languages_and_a_tier() -> None:
    for text, chip in (
        ("Mac mini на M2", "Apple M2"),
        ("MacBook Air mit M1", "Apple M1"),
        ("MacBook Air avec M1", "Apple M1"),
        ("MacBook Pro con chip M1 Pro", "Apple M1 Pro"),
        ("MacBook Air با M1", "Apple M1"),
        ("MacBook Pro 14 inch với chip M3, RAM 16GB", "Apple M3"),
    ):
        assert _chip(text) == chip, text


def test_a_class_of_macs_a_condition_or_an_ipad_is_not_the_writers_chip() -> None:
    for text in (RU_CLASS, PT_CONDITION):
        facts, _ = read(text)
        assert facts.get("host.cpu_brand") is None, text
        assert "apple-silicon" not in ids(text), text
    facts, _ = read(PT_IPAD + "\nimport torch")
    assert facts.get("host.cpu_brand") is None
