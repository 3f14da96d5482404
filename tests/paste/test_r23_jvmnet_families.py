# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4180-4191 (ML from the JVM and .NET on Macs: DL4J/ND4J, DJL, ML.NET, ONNX Runtime,
TorchSharp, NatML) exposed, each read from real text.

- dyld's wrong-architecture message inside a Java or .NET loader error (java.lang.UnsatisfiedLinkError,
  System.DllNotFoundException, their stack frames): the process that loads the library is a JVM or a .NET host, not a
  Python. Its architecture is no Python's (no python-x86-on-arm, no python-native-arm64), the Mac is still read from
  it, and the remedy is the runtime's, not a pip reinstall.
- A Java or .NET runtime naming the arm64 platform it runs on (DJL's and JavaCPP's cache folders, TensorFlow Java's
  'for OS: darwin, architecture: aarch64', a JVM's os.arch/os.name, `dotnet --info`'s RID): Apple silicon.
"""

from __future__ import annotations

from pasted import ids, raised, read

from macml_doctor.paste import inputs
from macml_doctor.pipeline import diagnose


def _fix_of(text: str, finding: str) -> str | None:
    report = diagnose(inputs.parse_report(text, "test"))
    remedies = [f.remedy.fix_id if f.remedy else None for f in report.findings if f.id == finding]
    assert remedies, finding
    return remedies[0]


PYTHONISH = {"python-x86-on-arm", "python-native-arm64", "conda-x86-distribution", "rosetta-missing"}

# https://github.com/volcengine/SecureUnionID/issues/30 (an x86_64 JDK on an M1: the arm64 JNI library is refused)
SECUREUNIONID_30 = r"""# apple m1 chip base on arm arch runtime error

leotody · description · 2022-07-02
Exception in thread "main" java.lang.UnsatisfiedLinkError: /private/var/folders/cw/wzm0tktn7w74_bdmqd62w69w0000gp/T/libsecureunionidjni7765529474779975093.dylib: dlopen(/private/var/folders/cw/wzm0tktn7w74_bdmqd62w69w0000gp/T/libsecureunionidjni7765529474779975093.dylib, 0x0001): tried: '/private/var/folders/cw/wzm0tktn7w74_bdmqd62w69w0000gp/T/libsecureunionidjni7765529474779975093.dylib' (mach-o file, but is an incompatible architecture (have 'arm64', need 'x86_64')), '/usr/lib/libsecureunionidjni7765529474779975093.dylib' (no such file)
	at java.lang.ClassLoader$NativeLibrary.load(Native Method)
	at java.lang.ClassLoader.loadLibrary0(ClassLoader.java:1934)
	at java.lang.ClassLoader.loadLibrary(ClassLoader.java:1817)
	at java.lang.Runtime.load0(Runtime.java:810)
	at java.lang.System.load(System.java:1086)
	at com.volcengine.secureunionid.NativeLibraryLoader.loadLibraryFromJar(NativeLibraryLoader.java:79)"""

# https://github.com/Boomaa23/open-ds/issues/10 (an arm64 JDK on an M1: the x86_64 JNI library is refused)
OPENDS_10 = r"""# Issue with Running on Arm

Spirit-Supreme · description · 2022-03-07
When executing jar file with `java -jar open-ds-v0.2.2.jar` I get the following error:
```
Exception in thread "main" java.lang.UnsatisfiedLinkError: /private/var/folders/qd/13b4hpw17r1_jj9k9qr99l_00000gn/T/ods-input-osx.jnilib: dlopen(/private/var/folders/qd/13b4hpw17r1_jj9k9qr99l_00000gn/T/ods-input-osx.jnilib, 0x0001): tried: '/private/var/folders/qd/13b4hpw17r1_jj9k9qr99l_00000gn/T/ods-input-osx.jnilib' (mach-o file, but is an incompatible architecture (have 'x86_64', need 'arm64e')), '/usr/lib/ods-input-osx.jnilib' (no such file)
	at java.base/jdk.internal.loader.NativeLibraries.load(Native Method)
	at java.base/jdk.internal.loader.NativeLibraries$NativeLibraryImpl.open(NativeLibraries.java:384)
```"""

# https://github.com/xoofx/Monocypher.NET/issues/4 (.NET 8 on an M1: dyld's tries quoted a few lines under the error)
MONOCYPHER_4 = r"""# System.DllNotFoundException on osx-arm64

samuel-lucas6 · description · 2024-02-19
I get the following exception on an M1 MacBook using Monocypher.NET [v0.4.0](https://github.com/xoofx/Monocypher.NET/releases/tag/0.4.0):

```
System.Reflection.TargetInvocationException: Exception has been thrown by the target of an invocation.
 ---> System.DllNotFoundException: Unable to load shared library 'monocypher_native' or one of its dependencies.
```

Then lots of (truncated for clarity):

```
dlopen(.../bin/Release/net8.0/runtimes/osx-arm64/native/monocypher_native.dylib, 0x0001): tried:
net8.0/runtimes/osx-arm64/native/monocypher_native.dylib (no such file)
osx-arm64/native/libmonocypher_native.dylib (mach-o file, but is an incompatible architecture (have 'x86_64', need 'arm64'))
...
```

Didn't have this problem with the previous version."""

# A Python's own loader error: the process is the Python (the rule's near miss), as dyld-incompatible-arch read it before.
PYTHON_DLOPEN = r"""Traceback (most recent call last):
  File "/Users/me/venv/lib/python3.10/site-packages/foo/__init__.py", line 3, in <module>
    from ._native import bar
ImportError: dlopen(/Users/me/venv/lib/python3.10/site-packages/foo/_native.cpython-310-darwin.so, 0x0002): tried: '/Users/me/venv/lib/python3.10/site-packages/foo/_native.cpython-310-darwin.so' (mach-o file, but is an incompatible architecture (have 'arm64', need 'x86_64'))"""


def test_x86_jdk_refusing_an_arm64_jni_library_is_no_python_under_rosetta() -> None:
    facts, symptoms = read(SECUREUNIONID_30)
    assert "python.machine" not in facts  # the JVM's architecture (a premise, program.machine), no Python's
    assert facts["host.arm64_capable"] == 1
    assert "incompatible-arch" in symptoms
    found = ids(SECUREUNIONID_30)
    assert "apple-silicon" in found and "incompatible-arch-extension" in found
    assert not found & PYTHONISH
    assert _fix_of(SECUREUNIONID_30, "incompatible-arch-extension") == "match-runtime-library-architecture"


def test_arm64_jdk_refusing_an_x86_jni_library_is_no_native_python() -> None:
    facts, _ = read(OPENDS_10)
    assert "python.machine" not in facts and facts["host.arm64_capable"] == 1
    found = ids(OPENDS_10)
    assert "apple-silicon" in found and not found & PYTHONISH
    assert _fix_of(OPENDS_10, "incompatible-arch-extension") == "match-runtime-library-architecture"


def test_dotnet_loader_error_with_dyld_tries_a_few_lines_under_it() -> None:
    facts, _ = read(MONOCYPHER_4)
    assert "python.machine" not in facts and facts["host.arm64_capable"] == 1
    found = ids(MONOCYPHER_4)
    assert "apple-silicon" in found and not found & PYTHONISH
    assert _fix_of(MONOCYPHER_4, "incompatible-arch-extension") == "match-runtime-library-architecture"


def test_runtime_loader_family_variants() -> None:
    dylib = "/Users/me/app/bin/Debug/net8.0/runtimes/osx-arm64/native/libonnxruntime.dylib"
    texts = {
        # .NET's message with dyld's on the same line, the x64 dotnet under Rosetta
        "dotnet same line": "Unhandled exception. System.DllNotFoundException: Unable to load shared library 'onnxruntime' or one of its dependencies. In order to help diagnose loading problems, consider setting the DYLD_PRINT_LIBRARIES environment variable: dlopen(" + dylib + ", 0x0001): tried: '" + dylib + "' (mach-o file, but is an incompatible architecture (have 'arm64', need 'x86_64'))",
        # .NET's with dlopen on the next line
        "dotnet next line": "System.DllNotFoundException: Unable to load shared library 'llama' or one of its dependencies. In order to help diagnose loading problems, consider setting the DYLD_PRINT_LIBRARIES environment variable: \ndlopen(/Users/me/llama/libllama.dylib, 0x0001): tried: '/Users/me/llama/libllama.dylib' (mach-o file, but is an incompatible architecture (have 'x86_64', need 'arm64'))",
        # JNA's message: the library name on the error's line, dyld's tries on the lines under it
        "jna": "java.lang.UnsatisfiedLinkError: Unable to load library 'onnxruntime':\ndlopen(libonnxruntime.dylib, 0x0009): tried: 'libonnxruntime.dylib' (no such file)\ndlopen(/Users/me/lib/libonnxruntime.dylib, 0x0009): tried: '/Users/me/lib/libonnxruntime.dylib' (mach-o file, but is an incompatible architecture (have 'x86_64', need 'arm64e' or 'arm64'))",
        # no error class kept, only the JVM's frames after dyld's words
        "java frames": "dlopen(/Users/me/.cache/libfoo.dylib, 0x0001): tried: '/Users/me/.cache/libfoo.dylib' (mach-o file, but is an incompatible architecture (have 'arm64', need 'x86_64'))\n\tat java.base/jdk.internal.loader.NativeLibraries.load(Native Method)\n\tat java.base/java.lang.System.load(System.java:1953)",
        # .NET's frames after it
        "dotnet frames": "dlopen(/Users/me/app/libSDL2.dylib, 0x0001): tried: '/Users/me/app/libSDL2.dylib' (mach-o file, but is an incompatible architecture (have 'x86_64', need 'arm64'))\n   at System.Runtime.InteropServices.NativeLibrary.Load(String libraryPath)",
        # old dyld (before macOS 12) with the architecture in the library's path, from a JVM
        "old dyld": "java.lang.UnsatisfiedLinkError: /Users/me/.cache/natives/macosx-arm64/libfoo.dylib: dlopen(/Users/me/.cache/natives/macosx-arm64/libfoo.dylib, 1): no suitable image found.  Did find:\n\t/Users/me/.cache/natives/macosx-arm64/libfoo.dylib: mach-o, but wrong architecture",
    }
    for name, text in texts.items():
        facts, symptoms = read(text)
        assert "python.machine" not in facts, name
        assert facts.get("host.arm64_capable") == 1, name
        assert "incompatible-arch" in symptoms, name
        found = raised(text)
        assert "apple-silicon" in found and not found & PYTHONISH, name


def test_a_python_loading_a_library_is_still_the_python() -> None:
    facts, _ = read(PYTHON_DLOPEN)
    assert facts["python.machine"] == "x86_64"
    found = ids(PYTHON_DLOPEN)
    assert "python-x86-on-arm" in found
    assert _fix_of(PYTHON_DLOPEN, "incompatible-arch-extension") != "match-runtime-library-architecture"
    # a Java error far above (more than nine lines) is another incident: the Python's reading stands
    far = "java.lang.UnsatisfiedLinkError: no foo in java.library.path\n" + "\n".join(f"line {i}" for i in range(12)) + "\n" + PYTHON_DLOPEN
    assert read(far)[0].get("python.machine") == "x86_64"
    # Python frames after dyld's words are no runtime's
    assert read(PYTHON_DLOPEN + '\n  File "/Users/me/x.py", line 1, in <module>')[0].get("python.machine") == "x86_64"


# The arm64 platform a Java or .NET runtime names: Apple silicon.
DJL_TOKENIZERS_CACHE = r"""[INFO] DEBUG ai.djl.huggingface.tokenizers.jni.LibUtils -- Using cache dir: /Users/msmiths/.djl.ai/tokenizers/0.21.0-0.36.0-cpu-osx-aarch64
[INFO] DEBUG ai.djl.huggingface.tokenizers.jni.LibUtils -- Loading huggingface library from: /Users/msmiths/.djl.ai/tokenizers/0.21.0-0.36.0-cpu-osx-aarch64
[INFO] DEBUG ai.djl.huggingface.tokenizers.jni.LibUtils -- Loading native library: /Users/msmiths/.djl.ai/tokenizers/0.21.0-0.36.0-cpu-osx-aarch64/libtokenizers.dylib"""
# https://github.com/tensorflow/java/issues/394
JAVACPP_CACHE = r"""Debug: Loading /Users/klessard/.javacpp/cache/tensorflow-core-api-0.5.0-SNAPSHOT-macosx-arm64.jar/org/tensorflow/internal/c_api/macosx-arm64/libtensorflow_framework.2.dylib"""
# https://github.com/Kotlin/kotlindl/issues/164
KOTLINDL_164 = r"""```
java.lang.UnsatisfiedLinkError: Cannot find TensorFlow native library for OS: darwin, architecture: aarch64. See https://github.com/tensorflow/tensorflow/tree/master/tensorflow/java/README.md for possible solutions (such as building the library from source). Additional information on attempts to find the native library can be obtained by adding org.tensorflow.NativeLibrary.DEBUG=1 to the system properties of the JVM.
  at org.tensorflow.NativeLibrary.load(NativeLibrary.java:77)
  at org.tensorflow.TensorFlow.init(TensorFlow.java:67)

```"""
JAVA_PROPERTIES = r"""    java.vm.vendor = Azul Systems, Inc.
    java.vm.version = 19+36
    jdk.debug = release
    line.separator = \n
    native.encoding = UTF-8
    os.arch = aarch64
    os.name = Mac OS X
    os.version = 13.0.1
    path.separator = :"""
DOTNET_INFO = r"""# .NET Info
```
.NET SDK:
 Version:           8.0.101
 Commit:            6eceda187b
 Workload version:  8.0.100-manifests.69afb982

Runtime Environment:
 OS Name:     Mac OS X
 OS Version:  14.2
 OS Platform: Darwin
 RID:         osx-arm64
 Base Path:   /usr/local/share/dotnet/sdk/8.0.101/
```"""


def test_arm64_runtime_platform_names_are_apple_silicon() -> None:
    for name, text in {"djl": DJL_TOKENIZERS_CACHE, "javacpp": JAVACPP_CACHE, "tf-java": KOTLINDL_164,
                       "java properties": JAVA_PROPERTIES, "dotnet --info": DOTNET_INFO}.items():
        facts, _ = read(text)
        assert facts.get("host.arm64_capable") == 1, name
        assert "python.machine" not in facts, name
        found = ids(text)
        assert "apple-silicon" in found, name
        assert not found & (PYTHONISH | {"intel-mac", "not-a-mac"}), name


def test_arm64_runtime_platform_variants() -> None:
    for text in ("[DEBUG] - Using cache dir: /Users/me/.djl.ai/pytorch/2.1.1-cpu-osx-aarch64",
                 "Loading native library: /Users/me/.djl.ai/onnxruntime/1.17.1-cpu-osx-aarch64/libonnxruntime.dylib",
                 "Caused by: java.lang.UnsatisfiedLinkError: Can't load library: /Users/me/.javacpp/cache/nd4j-native-1.0.0-M2.1-macosx-arm64.jar/org/nd4j/linalg/cpu/nativecpu/bindings/macosx-arm64/libjnind4jcpu.dylib",
                 "Exception: Cannot find TensorFlow native library for OS: darwin,  architecture: aarch64.",
                 "os.name: Mac OS X\nos.version: 14.4\nos.arch: aarch64",
                 "  RID:         osx-arm64"):
        assert read(text)[0].get("host.arm64_capable") == 1, text
        assert "apple-silicon" in ids(text), text


def test_runtime_platform_near_misses_stay_unread() -> None:
    for text in (
            # the x86_64 names: an Intel Mac or a runtime under Rosetta (dev 4189's DJL cache)
            "[DEBUG] - Using cache dir: /Users/shnash/.djl.ai/pytorch/1.13.0-cpu-osx-x86_64",
            "Debug: Loading /Users/me/.javacpp/cache/javacpp-1.5.7-macosx-x86_64.jar/org/bytedeco/javacpp/macosx-x86_64/libjnijavacpp.dylib",
            "Cannot find TensorFlow native library for OS: darwin, architecture: x86_64.",
            " RID:         osx-x64",
            # ARM Linux: not a Mac
            "java.lang.UnsatisfiedLinkError: Cannot find TensorFlow native library for OS: linux, architecture: aarch64.",
            "        // os.name = Linux\n        // os.arch = aarch64\n        // os.version = 6.6.62+rpt-rpi-2712",
            # a dependency list names what was asked for, not what runs (dev 4181's build.gradle)
            'implementation "org.nd4j:nd4j-native:1.0.0-M2:macosx-arm64"\nimplementation "org.bytedeco:openblas:0.3.21-1.5.8:macosx-arm64"',
            # a script's list of RIDs, os.arch alone
            " * rid:         osx-arm64 | osx-x64 | linux-x64 | linux-arm64 | win-x64 | win-arm64",
            "    os.arch = aarch64"):
        assert read(text)[0].get("host.arm64_capable") != 1, text
        assert "apple-silicon" not in raised(text), text
