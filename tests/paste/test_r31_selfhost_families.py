# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 5420-5432 (self-hosted photo, media and home services that run ML models:
Immich's machine learning, PhotoPrism's TensorFlow, Home Assistant's Wyoming whisper) exposed, each read from real text.

- "M5" before an M5Stack board's name ('the M5 stack device', 'M5 Atom Echo', 'M5StickC', 'M5 Core2'), Home
  Assistant's common voice satellite, is no Apple M5; an M5 Mac, chip or MacBook still is.
- A Proxmox host or an LXC container named as the machine ('LXC Container 120 was successfully created', 'the Proxmox
  Shell', 'as VM on Proxmox') is Linux; Proxmox as a topic or a template list's name is not read.
- Home Assistant OS (HAOS, HassOS) or Home Assistant Supervised named as the installation is Linux (the form's 'What
  type of installation are you running?' answered 'Home Assistant OS'); Home Assistant Core and Container are not.
- TensorFlow's start-up abort names whichever instruction set the CPU lacks ('compiled to use SSE3 instructions, but
  these aren't available on your machine'), not only AVX: the same refusal, said of that set; its info line about
  instructions the build does not use ('Your CPU supports instructions that this TensorFlow binary was not compiled to
  use') is no failure.
"""

from __future__ import annotations

from pasted import fact, ids, raised, read

# https://github.com/home-assistant/core/issues/98417 (dev 5429), the description's voice lines and the comment's
# traceback head
HA_98417 = r"""# Cannot get wyoming faster-whisper container to work after upgrade to version 1 and Home Assistant 2023-8-2

simowilso · description · 2023-08-14
### The problem

I can type commands into assist, and the work, but voice commands, nothing.
I have tried both with the M5 stack device and using Assist in the Android companion app.

### What type of installation are you running?

Home Assistant Container

Maxcodesthings · comment · 2023-08-15
```
2023-08-15 20:42:15.251 ERROR (MainThread) [aiohttp.server] Error handling request
Traceback (most recent call last):
  File "/usr/local/lib/python3.11/site-packages/aiohttp/web_protocol.py", line 433, in _handle_request
    resp = await request_handler(request)
```"""

# https://github.com/tteck/Proxmox/issues/191 (dev 5426), the script's last lines and the maintainer's answer
PROXMOX_191 = r"""# PhotoPrism script doesn't appear to complete correctly

kezc7 · description · 2022-04-25
When running the PhotoPrism script, it appears to terminate prematurely when running the TensorFlow section:

 ✓ LXC Container 120 was successfully created.
 ✓ Started LXC Container
 ✓ Installed Golang
 - Installing Tensorflow...root@proxmox2:~#

tteck · comment · 2022-04-25
The script tries to determin which Advanced Vector Extensions (AVX) your CPU has, then install the correct version of Tensorflow. If you'd run this `grep -o -m1 'avx[^ ]*' /proc/cpuinfo` ln the Proxmox Shell and share the output."""


def test_an_m5stack_board_is_no_apple_chip() -> None:
    assert fact(HA_98417, "host.cpu_brand") is None
    assert not {"apple-silicon", "python-x86-on-arm"} & raised(HA_98417)


def test_m5stack_board_family() -> None:
    for text in ("I have tried both with the M5 stack device and using Assist in the Android companion app.",
                 "My M5 Atom Echo does not wake up any more.",
                 "with the M5 Stack Atom as satellite",
                 "I use an M5Stack Atom Echo as satellite.",
                 "on my M5 Core2 the wake word fails",
                 "Device: M5 Stack Atom Echo",
                 "using the M5 Dial with the voice pipeline",
                 "flashing my M5StickC Plus"):
        assert fact(text, "host.cpu_brand") is None, text
        assert "apple-silicon" not in raised(text), text


def test_an_m5_mac_is_still_apple_silicon() -> None:
    for text, chip in (("I am on an M5 Mac.", "Apple M5"), ("MacBook Pro M5 Pro, macOS 26.1", "Apple M5 Pro"),
                       ("my M5 chip", "Apple M5"), ("Chip: Apple M5", "Apple M5"), ("on my M5", "Apple M5"),
                       ("my M5 stackable thing runs on my M5", "Apple M5")):
        assert fact(text, "host.cpu_brand") == chip, text
    assert "apple-silicon" in ids("I am on an M5 Mac.")


def test_a_proxmox_lxc_host_is_linux() -> None:
    assert fact(PROXMOX_191, "host.os") == "Linux"
    assert "not-a-mac" in ids(PROXMOX_191)
    assert not {"apple-silicon", "intel-mac"} & ids(PROXMOX_191)


def test_proxmox_lxc_family() -> None:
    for text in (" ✓ LXC Container 120 was successfully created.",
                 "If you'd run this in the Proxmox Shell and share the output.",
                 "installing into a Debian 11 LXC container on a 10 year old CPU",
                 "Ubuntu minimal server 22.04 as VM on Proxmox",
                 "I run it in an LXC container",
                 "Running on proxmox 7.4 host",
                 "It runs on Proxmox VE 8.1 with a GPU passed through"):
        assert fact(text, "host.os") == "Linux", text
        assert "not-a-mac" in raised(text), text


def test_proxmox_as_a_topic_is_not_read() -> None:
    for text in ("I read about Proxmox online.", " ✓ Updated LXC Template List", "proxmox-backup-client works",
                 "helper scripts for proxmox users", "I am not on Proxmox."):
        assert fact(text, "host.os") is None, text


# https://github.com/photoprism/photoprism/issues/278 (dev 5428), the description, the maintainer's question and the docker
# version's first lines
PHOTOPRISM_278 = r"""# Docker "photoprism/photoprism" Exited (134)

majnerp1 · description · 2020-04-05
Container stoped with exited(134):
_The TensorFlow library was compiled to use SSE3 instructions, but these aren't available on your machine_
Can you help me?

lastzero · comment · 2020-04-05
Interesting, thought we ship TensorFlow without SSE support. You're using the latest Docker image?

majnerp1 · comment · 2020-04-05
Client: Docker Engine - Community
 Version:           19.03.8
 OS/Arch:           linux/amd64"""


def _crash_summary(text: str) -> str:
    from macml_doctor.diagnose import engine
    from macml_doctor.diagnose.symptoms import merge_symptoms
    from macml_doctor.paste import inputs

    facts = inputs.parse_report(text, "test")
    return next(f.summary for f in merge_symptoms(engine.run_checks(facts), facts) if f.id == "import-crashed")


def test_tensorflows_abort_for_sse3_is_the_cpus_missing_instructions() -> None:
    assert "avx-missing" in read(PHOTOPRISM_278)[1]
    assert {"import-crashed", "not-a-mac"} <= ids(PHOTOPRISM_278)
    assert not {"apple-silicon", "python-x86-on-arm", "tf-x86-build"} & ids(PHOTOPRISM_278)
    assert "lacks SSE3" in _crash_summary(PHOTOPRISM_278)


def test_tensorflow_cpu_feature_abort_family() -> None:
    linux = "Ubuntu 20.04 server\n"
    for isa in ("AVX", "AVX2", "FMA", "SSE4.1", "SSE4.2", "AVX512F"):
        text = f"{linux}The TensorFlow library was compiled to use {isa} instructions, but these aren't available on your machine."
        assert "avx-missing" in read(text)[1], isa
        assert f"lacks {isa}" in _crash_summary(text), isa
    wrapped = ("2020-04-05 10:00:00.000000: F tensorflow/core/platform/cpu_feature_guard.cc:37] The TensorFlow library\n"
               "was compiled to use AVX2 instructions, but these arent available on your machine.\nAborted (core dumped)")
    assert "avx-missing" in read(wrapped)[1]
    jaxlib = f"{linux}jaxlib was built using AVX instructions, which your CPU and/or operating system do not support"
    assert "lacks AVX (see" in _crash_summary(jaxlib)  # jaxlib's own words name no set: AVX, as before


def test_tensorflows_unused_instructions_line_is_no_abort() -> None:
    for text in ("I tensorflow/core/platform/cpu_feature_guard.cc:193] Your CPU supports instructions that this TensorFlow binary was not compiled to use: SSE4.1 SSE4.2 AVX AVX2 FMA",
                 "This TensorFlow binary is optimized to use available CPU instructions in performance-critical operations. To enable the following instructions: AVX2 FMA, in other operations, rebuild TensorFlow",
                 "The TensorFlow library was compiled to use SSE3 instructions"):
        assert "avx-missing" not in read(text)[1], text


# https://github.com/home-assistant/core/issues/92386 (dev 5432), the form's installation answer and the log's head
HA_92386 = r"""# Whisper not working does not respond to voice commands

andiukas · description · 2023-05-03
### The problem

does not respond to voice commands

### What type of installation are you running?

Home Assistant OS

### Diagnostics information

Error processing audio stream: [Errno 104] Connection reset by peer
Traceback (most recent call last):
  File "/usr/src/homeassistant/homeassistant/components/wyoming/stt.py", line 107, in async_process_audio_stream
    await client.write_event(chunk.event())
  File "/usr/local/lib/python3.10/site-packages/wyoming/client.py", line 22, in write_event
    await async_write_event(event, self._writer)
asyncio.exceptions.CancelledError"""


def test_home_assistant_os_is_linux() -> None:
    assert fact(HA_92386, "host.os") == "Linux"
    assert "not-a-mac" in ids(HA_92386)
    assert not {"apple-silicon", "intel-mac", "python-x86-on-arm"} & ids(HA_92386)


def test_home_assistant_os_family() -> None:
    for text in ("running HAOS in a VM on Debian", "I run Home Assistant Operating System on a NUC",
                 "Installation: Home Assistant Supervised", "HassOS 9.5 on a Pi",
                 "### What type of installation are you running?\n\nHome Assistant OS\n"):
        assert fact(text, "host.os") == "Linux", text
        assert "not-a-mac" in raised(text), text


def test_home_assistant_core_or_container_names_no_system() -> None:
    for text in ("### What type of installation are you running?\n\nHome Assistant Core\n",
                 "### What type of installation are you running?\n\nHome Assistant Container\n",
                 "the home-assistant-os repo", "a HAOS-style image"):
        assert fact(text, "host.os") is None, text
