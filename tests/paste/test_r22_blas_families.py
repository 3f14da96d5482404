# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3940-3951 (BLAS and linear-algebra backends beside ML on Macs: Intel MKL,
OpenBLAS, Accelerate) exposed, each read from real text.

- Intel MKL names the library it could not load with the platform's suffix: a .so is Linux, a .dll Windows, and a
  .dylib (x86_64 macOS only) in a post dated before the first Apple-silicon Mac an Intel Mac.
- A Mac named in a thread's title as where something failed ('Mac MKL error with …'), over a description dated
  before the first Apple-silicon Mac: an Intel Mac. Not a title asking for a build or support, nor one giving advice.
"""

from __future__ import annotations

from pasted import ids, raised, read

# https://github.com/ageitgey/face_recognition/issues/61 (dev 3940)
FACE_RECOGNITION_61 = r"""# Intel MKL FATAL ERROR: Cannot load libmkl_core.dylib.

jsniff · description · 2017-04-18
When I run program, I also get following error:

Intel MKL FATAL ERROR: Cannot load libmkl_core.dylib.

Anybody have any work around?

jsniff · comment · 2017-04-18
think i got it :  export DYLD_LIBRARY_PATH=/path/to/libmkl/lib:$DYLD_LIBRARY_PATH

ageitgey · comment · 2017-04-18
Nice! That should do it."""
# https://github.com/ys7yoo/BrainCaffe/issues/6 (dev 3941)
BRAINCAFFE_6 = r"""# Using MKL

ys7yoo · description · 2017-07-18
Intel MKL FATAL ERROR: Cannot load libmkl_intel_thread.dylib.

It's here: /opt/intel/mkl/lib
But, not working for some reason...

Hahnnz · comment · 2017-07-19
  after updating the environment variables, now I can build Caffe with Intel MKL successfully.

follow the tutorial at http://hoondy.com/2015/04/03/how-to-install-caffe-on-mac-os-x-10-10-for-dummies-like-me/."""
# https://github.com/RevolutionAnalytics/RRO/issues/58 (dev 3943)
RRO_58 = r"""# Mac MKL error with mkl_blas_avx2_xdsyrk

cmosetick · description · 2014-12-04
```
source(url("http://r.research.att.com/benchmarks/R-benchmark-25.R"))
```

```
Loading required package: Matrix
Loading required package: SuppDists


   R Benchmark 2.5
   ===============
Number of times each test is run__________________________:  3

   I. Matrix calculation
   ---------------------
Creation, transp., deformation of a 2500x2500 matrix (sec):  1.07133333333328
2400x2400 normal distributed random matrix ^1000____ (sec):  0.219000000000013
Sorting of 7,000,000 random values__________________ (sec):  0.870000000000005
Intel MKL FATAL ERROR: Error on loading function mkl_blas_avx2_xdsyrk.
Intel MKL FATAL ERROR: Error on loading function mkl_blas_avx2_xdsyrk.
Intel MKL FATAL ERROR: Error on loading function mkl_blas_avx2_xdsyrk.
```

@sdgilley and I both get this error"""
# https://github.com/apache/mxnet/issues/8881 (dev 3944)
MXNET_8881 = r"""# Intel MKL FATAL ERROR: Cannot load libmkl_avx512_mic.so or libmkl_def.so.

wuzhijiexia · description · 2017-11-30
I run into the problem when I run cifar-10 on Intel KNL.
The description is as following:
![image 5](https://user-images.githubusercontent.com/19603119/33409028-51fb2e5c-d5b4-11e7-847c-d084ef1bb403.png)
I have excuted it "source xx/xx/mklvars.sh intel64".

jinhuang415 · comment · 2017-12-05
We also observed similar issue and found a bug in prepare_mkl.sh that would wrongly set flag USE_MKLML to 0 when building mxnet with mklml so libmxnet.so will link with incorrect library, would you try to patch below diff and retry?

diff --git a/prepare_mkl.sh b/prepare_mkl.sh
index 97a1e49..e048f59 100755
--- a/prepare_mkl.sh
+++ b/prepare_mkl.sh
@@ -115,7 +115,7 @@ if [ -z $MKLROOT ]; then
 fi

 \# Check what MKL lib we have in MKLROOT
-if [ -z `find $MKLROOT -name libmklml_gnu.so -o -name libmklml.dylib -print -quit` ]; then
+if [ -z `find $MKLROOT \( -name libmklml_gnu.so -o -name libmklml.dylib \) -print -quit` ]; then
   USE_MKLML=0
 elif [ -z `find $MKLROOT -name libmkl_core.so -print -quit` ]; then
   USE_MKLML=1

We plan to fix this issue and may submit pull request later.

harshitajain1994 · comment · 2018-03-10
Proposed Labels : "Bug", "MKL", "Data Loading"

pengzhao-intel · comment · 2018-03-13
Resolved by #9112 and the mklml has been replaced by MKL-DNN.
This should be closed. @sandeep-kris"""
# https://github.com/KratosMultiphysics/Kratos/issues/4701 (dev 3946)
KRATOS_4701 = r"""# [ExternalSolversApplication] Error when using any solver

loumalouomega · description · 2019-04-20
After some recent update I got the following error when running something with a solver of the ExternalSolversApplication:

~~~sh
Intel MKL FATAL ERROR: Cannot load libmkl_avx2.so or libmkl_def.so.
~~~

If you look into Google all the replies are related with numpy, so no idea.

loumalouomega · comment · 2019-04-20
Ok, I found in a Fedora forum a solution:

~~~sh
export LD_PRELOAD=/opt/intel/mkl/lib/intel64/libmkl_core.so:/opt/intel/mkl/lib/intel64/libmkl_sequential.so
~~~

Funny part is, I reply myself 5 minutes after, but I have been all day with this. i just found it just after posting. Sorry for the noise :P"""


def test_mkl_dylib_in_a_post_dated_before_apple_silicon_is_an_intel_mac() -> None:
    for text in (FACE_RECOGNITION_61, BRAINCAFFE_6):
        facts, _ = read(text)
        assert facts["host.os"] == "Darwin"
        assert facts["host.arm64_capable"] == 0
        found = ids(text)
        assert "intel-mac" in found
        assert "apple-silicon" not in found and "not-a-mac" not in found and "python-x86-on-arm" not in found


def test_mkl_dylib_family_other_libraries_and_messages() -> None:
    for line in ("Intel MKL FATAL ERROR: Cannot load libmkl_avx2.dylib or libmkl_def.dylib.",
                 "Intel MKL FATAL ERROR: Cannot load libmkl_avx512.dylib or libmkl_def.dylib.",
                 "Intel MKL FATAL ERROR: Cannot load libmkl_vml_avx2.dylib or libmkl_vml_def.dylib.",
                 "INTEL MKL ERROR: dlopen(/Users/me/anaconda3/lib/libmkl_intel_thread.1.dylib, 9): image not found.",
                 "Intel MKL FATAL ERROR: Cannot load libmkl_tbb_thread.2.dylib."):
        text = "# a title\n\nsomeone · description · 2018-03-02\n" + line + "\n"
        assert read(text)[0].get("host.arm64_capable") == 0, line
        assert "intel-mac" in ids(text), line


def test_mkl_dylib_not_dated_intel_after_apple_silicon_or_undated() -> None:
    later = FACE_RECOGNITION_61.replace("2017-04-18", "2022-04-18")
    facts, _ = read(later)
    assert facts["python.machine"] == "x86_64"  # still an x86_64 process on macOS
    assert facts.get("host.arm64_capable") is None
    assert "intel-mac" not in ids(later)
    undated = "Intel MKL FATAL ERROR: Cannot load libmkl_core.dylib.\n"
    assert read(undated)[0].get("host.arm64_capable") is None
    # the post speaks of the DTK: not read by its date
    dtk = "# t\n\nx · comment · 2020-07-10\nOn the DTK: Intel MKL FATAL ERROR: Cannot load libmkl_core.dylib.\n"
    assert "intel-mac" not in raised(dtk)
    # MXNet's MKLML library named in a build script is not MKL's loader
    script = "# t\n\nx · comment · 2017-12-05\n-if [ -z `find $MKLROOT -name libmklml_gnu.so -o -name libmklml.dylib -print -quit` ]; then\n"
    assert not raised(script) or read(script)[0].get("host.os") is None


def test_mkl_so_library_is_linux() -> None:
    for text in (MXNET_8881, KRATOS_4701):
        facts, _ = read(text)
        assert facts["host.os"] == "Linux"
        found = ids(text)
        assert "not-a-mac" in found
        assert "intel-mac" not in found and "apple-silicon" not in found


def test_mkl_so_and_dll_family() -> None:
    for line, system in (("Intel MKL FATAL ERROR: Cannot load libmkl_avx2.so.2 or libmkl_def.so.2.", "Linux"),
                         ("Intel MKL FATAL ERROR: Cannot load /opt/intel/oneapi/mkl/latest/lib/intel64/libmkl_core.so.", "Linux"),
                         ("INTEL MKL ERROR: /home/u/miniconda3/lib/libmkl_avx512.so.1: cannot open shared object file", "Linux"),
                         ("Intel MKL FATAL ERROR: Cannot load mkl_avx.dll or mkl_def.dll.", "Windows"),
                         ("Intel MKL FATAL ERROR: Cannot load mkl_intel_thread.2.dll.", "Windows")):
        assert read(line)[0].get("host.os") == system, line
        assert "not-a-mac" in ids(line), line


def test_mkl_so_name_outside_mkls_message_is_not_read() -> None:
    # a build script's search and a library list are not MKL's loader speaking
    for line in ("elif [ -z `find $MKLROOT -name libmkl_core.so -print -quit` ]; then",
                 "mkl_libs = mkl_intel_lp64, mkl_intel_thread, mkl_core, iomp5, mkl_rt",
                 "the build links libmkl_intel_lp64.so and libmkl_core.so from $MKLROOT/lib/intel64"):
        assert not raised(line) or read(line)[0].get("host.os") != "Linux", line


def test_mac_named_in_a_failure_title_over_an_old_description_is_an_intel_mac() -> None:
    facts, _ = read(RRO_58)
    assert facts["host.arm64_capable"] == 0
    found = ids(RRO_58)
    assert "intel-mac" in found
    assert "apple-silicon" not in found and "not-a-mac" not in found


def test_title_mac_family_variants() -> None:
    for title in ("# Intel MKL FATAL ERROR on MacOS", "# Problems running INLA on a mac", "# Build fails on OS X",
                  "# [Mac] crash when importing numpy", "# macOS: segmentation fault in dgemm",
                  "# Mac MKL error with mkl_blas_avx2_xdsyrk"):
        text = title + "\n\nsomeone · description · 2016-05-02\nIt stops here.\n"
        assert read(text)[0].get("host.arm64_capable") == 0, title
        assert "intel-mac" in ids(text), title


def test_title_mac_near_misses() -> None:
    body = "\n\nsomeone · description · 2016-05-02\nIt stops here.\n"
    # no failure in the title: a build or support asked for
    for title in ("# Mac build not linking against MKL?", "# Mac support", "# Add macOS wheels", "# Port to OS X"):
        assert read(title + body)[0].get("host.arm64_capable") is None, title
    # advice to others, or asking how
    for title in ("# For those having issues installing AutoGluon on MacOS", "# How to fix the MKL error on Mac"):
        assert read(title + body)[0].get("host.arm64_capable") is None, title
    # a description dated after the first Apple-silicon Macs, or a title over a comment (an excerpt from later on)
    late = "# Problems running INLA on a mac\n\nsomeone · description · 2022-12-09\nIt stops here.\n"
    assert read(late)[0].get("host.arm64_capable") is None
    over_comment = "# Intel MKL FATAL ERROR on MacOS\n\nsomeone · comment · 2016-05-02\nIt stops here.\n"
    assert read(over_comment)[0].get("host.arm64_capable") is None
    # the description speaks of Apple silicon
    dtk = "# Build fails on macOS\n\nsomeone · description · 2020-08-02\nOn the DTK (arm64) the wheel fails.\n"
    assert read(dtk)[0].get("host.arm64_capable") is None
    # the Mac named in the body, not the title, is not this rule's
    body_only = "# Build fails\n\nsomeone · description · 2016-05-02\nThe build fails on OS X as well.\n"
    assert "intel-mac" not in raised(body_only)
    # 'Mac' as part of another word or a MAC address
    for title in ("# MacPorts build error", "# Error reading mac-address", "# mac.py fails"):
        assert read(title + body)[0].get("host.arm64_capable") is None, title
