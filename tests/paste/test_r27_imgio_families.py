# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4900-4912 (image I/O and processing libraries beside ML on Macs: Pillow,
scikit-image, imageio and imageio-ffmpeg, pyvips, Wand/ImageMagick, pyheif) exposed, each read from real text.

- A macOS version glued into a file's or a binary's name ('libfreeimage-3.16.0-osx10.6.dylib', python.org's
  'python-3.9.1-macosx10.9.pkg', CMake's 'cmake-3.19.2-macos10.10-universal.dmg') is the release that file was built
  for, not the machine's macOS: it is not read as one (it made an Apple-silicon Mac 'macOS 10.6', and alone an Intel
  Mac for certain). An SDK's name (SDKs/MacOSX10.15.sdk) and a version written as prose stay read.
"""

from __future__ import annotations

from pasted import ids, raised, read

# https://github.com/imageio/imageio-binaries/issues/23 (dev 4906)
IMAGEIO_BINARIES_23 = r"""# Missing arm64 libfreeimage dylib(for Mac OS X - M1, M2 Silicon)

Hurderella · description · 2023-10-27
On imageio/core/findlib.py, load_lib function, Occur Exception below.

---------- ERROR LOG -----------
One or more freeimage libraries were found, but could not be loaded due to the following errors:
/User/###### PERSONAL PATH ###### /libfreeimage.dylib:
dlopen(/Users/###### PERSONAL PATH ###### /libfreeimage.dylib, 0x0006): tried: '/Users/###### PERSONAL PATH ###### /libfreeimage.dylib' (mach-o file, but is an incompatible architecture (have 'x86_64', need 'arm64')), '/System/Volumes/Preboot/Cryptexes/OS/Users/###### PERSONAL PATH ###### /libfreeimage.dylib' (no such file), '/Users/###### PERSONAL PATH ###### /libfreeimage.dylib' (mach-o file, but is an incompatible architecture (have 'x86_64', need 'arm64')), '/Users/###### PERSONAL PATH ###### /libfreeimage-3.16.0-osx10.6.dylib' (mach-o file, but is an incompatible architecture (have 'x86_64', need 'arm64')), '/System/Volumes/Preboot/Cryptexes/OS/Users/###### PERSONAL PATH ###### /libfreeimage-3.16.0-osx10.6.dylib' (no such file), '/Users/###### PERSONAL PATH ###### /libfreeimage-3.16.0-osx10.6.dylib' (mach-o file, but is an incompatible architecture (have 'x86_64', need 'arm64'))
------------------------------------

As you know, that dylib build by x86_64.
But, Apple silicon need arm64 binary library.
"""


def test_file_name_macos_target_is_not_the_macs_release() -> None:
    facts, symptoms = read(IMAGEIO_BINARIES_23)
    assert facts.get("host.macos_version") is None
    assert facts["python.machine"] == "arm64"
    assert "incompatible-arch" in symptoms
    found = ids(IMAGEIO_BINARIES_23)
    assert {"apple-silicon", "python-native-arm64", "incompatible-arch-extension"} <= found
    assert "intel-mac" not in found and "macos-too-old-for-mps" not in found


def test_file_name_macos_target_family() -> None:
    # a dylib, python.org's installer, CMake's disk image, a script, a binary with its version after: none is the
    # machine's macOS, and none makes the Mac an Intel one
    for line in ("tried: '/Users/me/lib/libfreeimage-3.16.0-osx10.6.dylib' (no such file)",
                 "I installed python-3.9.1-macosx10.9.pkg from python.org on my Mac",
                 "Installed cmake-3.19.2-macos10.10-universal.dmg on my Mac",
                 "then run `sh _runme_to_fix_dylib_osx10.11.sh` on my Mac",
                 "Using ffmpeg-osx10.9-v3.2.4 on my Mac mini"):
        assert read(line)[0].get("host.macos_version") is None, line
        assert "intel-mac" not in raised(line), line
    # beside the Mac's own chip, the installer's name does not contest it
    text = "I installed python-3.9.1-macosx10.9.pkg on my M1 MacBook Air"
    assert "apple-silicon" in raised(text) and "intel-mac" not in raised(text)


def test_macos_written_as_prose_or_an_sdk_stays_read() -> None:
    # glued to the word but ending a sentence, spaced before an architecture, or after the chip: the machine's macOS
    for text, version in (("My Mac is on OSX10.15.7.", "10.15.7"), ("macOS13.2.1 on M2", "13.2.1"),
                          ("OS: macOS 13.2-arm64 here", "13.2"), ("I'm on Mac OS X 10.14 (Mojave)", "10.14")):
        assert read(text)[0].get("host.macos_version") == version, text
    assert "intel-mac" in raised("My Mac is on OSX10.15.7.")
    # the Command Line Tools' SDK is read as the macOS they came with, as before
    sdk = "clang: -isysroot /Library/Developer/CommandLineTools/SDKs/MacOSX10.15.sdk"
    assert read(sdk)[0].get("host.macos_version") == "10.15"
