# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3220-3232 (data labelling and annotation tools with ML assistance on Macs:
label-studio, AnyLabeling, labelme, CVAT) exposed, each read from real text.

A macOS release before 11 Big Sur named beside a Docker setup ('on macOS 10.14', then `docker compose … up -d`; 'MAC
10.15' with docker-compose) makes the container's host an Intel Mac: only Intel Macs ran those releases. The Docker
reading (a Linux container, not-a-mac at info) stays what it was; a later macOS (13.0) names no chip.

Label Studio's bug template answers its version field after the hint, after a colon or in place of the hint ('Label
Studio Version [e.g. 0.8.0] 1.6.0', 'Label Studio Version: Latest - 1.7.1', 'Label Studio Version 1.7.2'): the
label-studio distribution installed. The field left as the template has it names no version.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/cvat-ai/cvat/issues/8107
CVAT_8107 = """Deploy model with Nuclio on macOS

Hello everyone,

I am currently trying to configure CVAT so that I can also use the auto annotation function on macOS 10.14. I was able to get the SAM model to run, but not the other examples, e.g. dextr or yolo-v3-tf.

My approach:

Install of CVAT with ```docker compose -f docker-compose.yml -f components/serverless/docker-compose.serverless.yml up -d``` and nuclio, as it states on this [page](https://docs.cvat.ai/docs/administration/advanced/installation_automatic_annotation/). Then I have to install SAM with the following command:
"""
# https://github.com/docker/compose/issues/7007
COMPOSE_7007 = """MAC 10.15 implements the docker-compose entirely with errors

Does anyone have the same problem

ronald6818 · comment · 2019-11-06
Any docker-compose command will report this error
"""
# https://github.com/docker/for-mac/issues/6566
FORMAC_6566 = """Macos - Docker desktop: Cannot start Docker Compose application. Reason: exit status 1

Hi guys, after upgrading to macOS 13.0, I can't start or delete containers from the Docker Desktop GUI app anymore

It works fine on the terminal though

It keeps showing this error: `"Cannot start Docker Compose application. Reason: exit status 1"`
"""
# https://github.com/HumanSignal/label-studio/issues/2218
LABEL_STUDIO_2218 = """How to run on macbook m1 pro?

santhoshnumberone · comment · 2022-04-30
`Docker` working on `macbook m1`

```
docker pull heartexlabs/label-studio:latest
docker run -it -p 8080:8080 -v `pwd`/mydata:/label-studio/data heartexlabs/label-studio:latest
```
"""

# https://github.com/HumanSignal/label-studio/issues/3312
LABEL_STUDIO_3312 = """**Environment (please complete the following information):**
 - OS: [e.g. iOS] iOS
 - Label Studio Version [e.g. 0.8.0] 1.6.0

**Additional context**
Add any other context about the problem here.
"""
# https://github.com/HumanSignal/label-studio/issues/3645
LABEL_STUDIO_3645 = """**Environment (please complete the following information):**
 - OS: macOS Ventura 13.2
 - Label Studio Version: Latest - 1.7.1
 - Python version: 3.9.9 - also tried 3.7.12 and 3.8.10
 - Pip version: 23
"""
# https://github.com/HumanSignal/label-studio/issues/3955
LABEL_STUDIO_3955 = """**Environment (please complete the following information):**
 - OS: macOS 13.2.1
 - Label Studio Version 1.7.2
"""
# https://github.com/HumanSignal/label-studio/issues/6587
LABEL_STUDIO_6587 = """**Environment (please complete the following information):**
 - OS: windows
 - Label Studio Version 1.7.3
"""
# https://github.com/HumanSignal/label-studio/issues/5435 (the template left as it is)
LABEL_STUDIO_5435 = """**Environment (please complete the following information):**
 - OS: [e.g. iOS]
 - Label Studio Version [e.g. 0.8.0]

**Additional context**
Add any other context about the problem here.
"""


def test_a_macos_before_big_sur_beside_docker_makes_the_host_an_intel_mac() -> None:
    for text, version in ((CVAT_8107, "10.14"), (COMPOSE_7007, "10.15")):
        facts, _ = read(text)
        assert facts["host.container_host"] == "intel-mac"
        assert facts["host.os"] == "Linux"  # the program runs in the container
        assert facts["host.macos_version"] == version
        found = ids(text)
        assert "intel-mac" in found
        assert "apple-silicon" not in found


def test_a_later_macos_beside_docker_names_no_chip() -> None:
    facts, _ = read(FORMAC_6566)
    assert "host.container_host" not in facts
    found = ids(FORMAC_6566)
    assert "intel-mac" not in found
    assert "apple-silicon" not in found


def test_an_apple_chip_beside_docker_is_still_the_containers_host() -> None:
    facts, _ = read(LABEL_STUDIO_2218)
    assert facts["host.container_host"] == "apple-silicon"
    found = ids(LABEL_STUDIO_2218)
    assert "apple-silicon" in found
    assert "intel-mac" not in found


def test_label_studios_version_field_names_the_installed_distribution() -> None:
    for text, version in ((LABEL_STUDIO_3312, "1.6.0"), (LABEL_STUDIO_3645, "1.7.1"), (LABEL_STUDIO_3955, "1.7.2"),
                          (LABEL_STUDIO_6587, "1.7.3")):
        facts, _ = read(text)
        assert facts["python.packages"]["label-studio"]["version"] == version
    facts, _ = read(LABEL_STUDIO_3645)
    assert facts["python.version"] == "3.9.9"  # the Python field still read beside it


def test_label_studios_version_field_left_as_the_template_has_it_names_none() -> None:
    facts, _ = read(LABEL_STUDIO_5435)
    assert "label-studio" not in facts.get("python.packages", {})
