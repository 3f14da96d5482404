# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 2150-2169 (geospatial ML on Macs: rasterio, Fiona, GDAL, geopandas, SAM)
exposed, each read from real text.

A compiled extension's file name (CPython's EXT_SUFFIX, '.cpython-36m-darwin.so') names the interpreter's minor version;
so does python.org's Windows install folder ('C:\\Python27\\', '…\\Programs\\Python\\Python310\\') and Debian's
dist-packages; BuildKit's plain progress lines ('#11 6.510 Collecting …') are a docker build; a Mac's model joined to
its chip by a hyphen ('MacPro-M1') names the chip; a Python's architecture on Apple silicon is a macOS Python's only
(a Linux container's or a Linux server's Python is not 'under Rosetta' nor 'native arm64' in the Mac's sense).
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/conda-forge/rasterio-feedstock/issues/161 (the title; the person elided the path)
RASTERIO_FS_161 = """ImportError: dlopen(....../python3.6/site-packages/rasterio/_base.cpython-36m-darwin.so, 2): Symbol not found: _crc32

ocefpaf · comment
> wave hi there @ocefpaf !! me, yet again. i'm running into some issues with rasterio (i think) on MAC.
"""

# https://github.com/rasterio/rasterio/issues/2381
RASTERIO_2381 = """We're having trouble getting rasterio working for the first time when installing it onto an Ubuntu 18.04.5 LTS docker image that has been built for ARM processors, thought it works fine for us on Ubuntu 18.04.5 LTS for x86.

```
python -c "import rasterio"
Traceback (most recent call last):
  File "<string>", line 1, in <module>
  File "/usr/local/lib/python3.7/dist-packages/rasterio/__init__.py", line 9, in <module>
    from rasterio._base import gdal_version
  File "rasterio/_base.pyx", line 23, in init rasterio._base
  File "/usr/local/lib/python3.7/dist-packages/rasterio/crs.py", line 17, in <module>
    from rasterio._crs import _CRS, all_proj_keys, _epsg_treats_as_latlong, _epsg_treats_as_northingeasting
ImportError: /usr/local/lib/python3.7/dist-packages/rasterio/_crs.cpython-37m-aarch64-linux-gnu.so: undefined symbol: OSRFreeSRSArray
```
"""

# https://github.com/johntruckenbrodt/pyroSAR/issues/5
PYROSAR_5 = """```
>>> import gdal
Traceback (most recent call last):
  File "<stdin>", line 1, in <module>
  File "C:\\Python27\\lib\\site-packages\\gdal.py", line 2, in <module>
    from osgeo.gdal import deprecation_warn
  File "C:\\Python27\\lib\\site-packages\\osgeo\\__init__.py", line 21, in <mo
    _gdal = swig_import_helper()
ImportError: DLL load failed: The specified procedure could not be found.
```
"""

# https://github.com/ajnisbet/opentopodata/issues/55 (docker build on an M1 Mac; the reporter 'tried running make build in rosetta mode')
OPENTOPODATA_55 = """WARNING:root:Failed to get options via gdal-config (M1 mac)

I'm running `make build` on macOS (m1) 12.0.1 and encounter this issue:

```
#11 6.510 Collecting rasterio==1.2.9
#11 6.553   Downloading rasterio-1.2.9.tar.gz (2.3 MB)
#11 7.162   Installing build dependencies: started
#11 13.24   Installing build dependencies: finished with status 'done'
#11 13.45   ERROR: Command errored out with exit status 1:
#11 13.45    command: /usr/local/bin/python /usr/local/lib/python3.7/site-packages/pip/_vendor/pep517/in_process/_in_process.py get_requires_for_build_wheel /tmp/tmp_b8p17k_
#11 13.45   WARNING:root:Failed to get options via gdal-config: [Errno 2] No such file or directory: 'gdal-config': 'gdal-config'
```

HugoHeneault · comment
I also tried running `make build` in `rosetta` mode, still the same issue.
"""

# https://github.com/geopandas/geopandas/issues/2212 (a commenter's machine)
GEOPANDAS_2212 = """zeltpsi · comment
Installation still fails on MacPro-M1 with Monterey 12.5. However, it does install on Windows 11
"""

# https://github.com/rasterio/rasterio/issues/3167 (a Linux ARM server; the maintainer's M3 ran an Ubuntu container)
RASTERIO_3167 = """#### Environment Information
 - Python version: 3.11.9 (main, Aug 13 2024, 10:41:35) [GCC 12.2.0]
 - Operation System Information: Linux-5.10.223-212.873.amzn2.aarch64-aarch64-with-glibc2.36

sgillies · comment
I can't reproduce this in an Ubuntu container on my M3 Macbook. I have the `ghcr.io/osgeo:ubuntu-small-3.9.2` image.
"""


def test_extension_suffix_names_the_pythons_minor_version() -> None:
    facts, _ = read(RASTERIO_FS_161)
    assert facts.get("python.version") == "3.6" and facts.get("host.os") == "Darwin"
    found = ids(RASTERIO_FS_161)
    assert "python-too-old" in found and "apple-silicon" not in found
    facts, _ = read(RASTERIO_2381)
    assert facts.get("python.version") == "3.7" and facts.get("host.os") == "Linux"
    assert {"not-a-mac", "python-too-old"} <= ids(RASTERIO_2381)


def test_debian_dist_packages_path_names_the_minor_version() -> None:
    line = '  File "/usr/local/lib/python3.7/dist-packages/rasterio/__init__.py", line 9, in <module>\n'
    facts, _ = read("Ubuntu 18.04\n" + line)
    assert facts.get("python.version") == "3.7"


def test_windows_python_folder_names_the_version() -> None:
    facts, _ = read(PYROSAR_5)
    assert facts.get("python.version") == "2.7" and facts.get("host.os") == "Windows"
    assert {"not-a-mac", "python-too-old"} <= ids(PYROSAR_5)
    # dev 664 (the python.org 3.10 installer's per-user folder) and dev 1039 (a 32-bit 3.7)
    facts, _ = read('  File "C:\\Users\\andy\\AppData\\Local\\Programs\\Python\\Python310\\lib\\runpy.py", line 196, in _run_module_as_main\n')
    assert facts.get("python.version") == "3.10"
    facts, _ = read("C:\\Python\\Python37-32\\Scripts>pip install torch==1.5.1+cpu torchvision==0.6.1+cpu\n")
    assert facts.get("python.version") == "3.7"


def test_buildkit_plain_progress_is_a_docker_build_on_the_named_mac() -> None:
    facts, _ = read(OPENTOPODATA_55)
    assert facts.get("host.os") == "Linux" and facts.get("host.container_host") == "apple-silicon"
    found = ids(OPENTOPODATA_55)
    assert "apple-silicon" in found
    # the image's Python is no macOS process: 'rosetta mode' does not make it an x86_64 Python on the Mac
    assert "python-x86-on-arm" not in found and "python-native-arm64" not in found
    # one such line alone, in prose or a comment, is no build log
    facts, _ = read("#1 0.25 is the ratio we used on my M1 Mac\n")
    assert facts.get("host.container") is None


def test_mac_model_hyphen_chip() -> None:
    facts, _ = read(GEOPANDAS_2212)
    assert facts.get("host.cpu_brand") == "Apple M1"
    assert "apple-silicon" in ids(GEOPANDAS_2212)
    # dev 1284's title
    facts, _ = read("Unable to build scikit learn on Mac-M2, python3.11 and 3.9\n")
    assert facts.get("host.cpu_brand") == "Apple M2"
    # a URL's words are no machine (a forum thread's slug, dev corpus)
    facts, _ = read("see https://discourse.scverse.org/t/macbook-m1-m2-mps-acceleration-with-scvi/2075 on Linux\n")
    assert facts.get("host.cpu_brand") is None


def test_python_architecture_is_a_macos_pythons_only() -> None:
    found = ids(RASTERIO_3167)
    assert "not-a-mac" in found
    assert "python-native-arm64" not in found and "python-x86-on-arm" not in found and "apple-silicon" not in found


# https://github.com/kijai/ComfyUI-segment-anything-2/issues/25 (the maintainer's floor, then the reporter's torch)
COMFY_SAM2_25 = """kijai · comment
Which torch version do you have? There were still some hardcoded .cuda calls that I now replaced, but also  the attention code they had was cuda only originally, I did update it to use newer torch code, but that only runs if you have torch 2.3.1 minimum.

studiosobu-MK · comment
Thank you very much for updating it, now it runs smoothly! Torch Version is 2.4.0, so it was probably an issue with the hardcoded .cuda calls!
"""


def test_a_torch_floor_is_not_the_installed_torch() -> None:
    facts, _ = read(COMFY_SAM2_25)
    assert facts.get("torch.version") == "2.4.0"  # 'Torch Version is 2.4.0', with a capital V
    facts, _ = read(COMFY_SAM2_25.split("\n\n")[0] + "\n")
    assert facts.get("torch.version") is None  # 'torch 2.3.1 minimum' is a requirement
    # hard-wrapped at 80 columns: the floor's word and the reporter's version each start the next line
    wrapped = ("originally, I did update it to use newer torch code, but that only runs if you have torch 2.3.1\n"
               "minimum.\n\n"
               "Thank you very much for updating it, now it runs smoothly! Torch Version is\n"
               "2.4.0, so it was probably an issue with the hardcoded .cuda calls!\n")
    facts, _ = read(wrapped)
    assert facts.get("torch.version") == "2.4.0"


# https://github.com/kadirnar/segment-anything-video/issues/70 (SAM with device=mps on an Apple M1)
METASEG_70 = """Does anyone knows how can we use device=mps on Apple M1 Chip in MetaSeg apps?

csv610 · comment
Thank you very much. However, I still get the error:

 "Cannot convert a MPS Tensor to float64 dtype as the MPS framework doesn't support float64. Please use float32 instead."
"""


def test_mps_float64_is_a_dtype_the_fallback_does_not_cover() -> None:
    import macml_doctor

    found = {f.id: f for f in macml_doctor.check(text=METASEG_70).findings}
    assert {"apple-silicon", "mps-available", "mps-fallback"} <= set(found)
    gap = found["mps-fallback"]
    assert "float64" in gap.summary and "float32" in gap.summary and "no MPS kernel" not in gap.summary
    # the fix casts the data; enable-mps-fallback (the variable) does not reach a dtype
    assert gap.remedy is not None and gap.remedy.fix_id == "cast-float64-to-float32-for-mps"
    # an operator without an MPS kernel keeps the fallback's advice (https://github.com/opendatalab/MinerU/issues/347)
    op = ("NotImplementedError: The operator 'aten::upsample_bicubic2d.out' is not currently implemented for the MPS "
          "device. As a temporary fix, you can set the environment variable `PYTORCH_ENABLE_MPS_FALLBACK=1` to use the "
          "CPU as a fallback for this op.\n")
    gap = next(f for f in macml_doctor.check(text=op).findings if f.id == "mps-fallback")
    assert "no MPS kernel" in gap.summary
    assert gap.remedy is not None and gap.remedy.fix_id == "enable-mps-fallback"
