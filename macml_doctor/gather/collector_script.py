# macml-doctor live collector.
#
# Executed by the *target* interpreter as a child process: standard library only, and it must run
# unchanged on every CPython from 3.8 to 3.13 (no walrus-free guarantees needed, but no 3.9+ syntax:
# no `dict | dict`, no `list[str]` at runtime, no match). It never imports an ML framework.
# It prints one JSON document: {"collector": 1, "facts": {key: {"state", "value"?, "source", "error"?}}}.
# Raw macOS command output is passed through (filtered to the relevant lines) so that the doctor's
# parsers, which are tested on real captured text, do the parsing.
import json
import os
import platform
import struct
import subprocess
import sys
import sysconfig

FACTS = {}

RELEVANT = (
    "torch", "torchvision", "torchaudio", "tensorflow", "tensorflow-macos", "tensorflow-metal",
    "tensorflow-cpu", "tensorflow-intel", "tensorflow-deps", "tf-keras", "keras", "tf-nightly",
    "mlx", "mlx-metal", "mlx-lm", "jax", "jaxlib", "jax-metal", "coremltools", "numpy", "scipy",
    "pandas", "scikit-learn", "transformers", "accelerate", "pillow", "opencv-python", "onnxruntime",
    "h5py", "grpcio", "protobuf", "ml-dtypes", "triton", "pip", "setuptools", "conda", "mamba",
    "macml-doctor",
)
RELEVANT_CONDA = RELEVANT + ("python", "pytorch", "libtorch", "pytorch-cpu", "tensorflow-base", "libtensorflow")
ENV_VARS = (
    "PYTORCH_ENABLE_MPS_FALLBACK", "PYTORCH_MPS_HIGH_WATERMARK_RATIO", "PYTORCH_MPS_LOW_WATERMARK_RATIO",
    "PYTORCH_MPS_PREFER_METAL", "PYTORCH_MPS_FAST_MATH", "PYTORCH_DEBUG_MPS_ALLOCATOR", "CONDA_SUBDIR",
    "CONDA_PREFIX", "CONDA_DEFAULT_ENV", "CONDA_EXE", "VIRTUAL_ENV", "UV_PYTHON", "PYENV_VERSION",
    "TF_CPP_MIN_LOG_LEVEL", "TF_USE_LEGACY_KERAS", "KERAS_BACKEND", "CUDA_VISIBLE_DEVICES",
    "ENABLE_PJRT_COMPATIBILITY", "SYSTEM_VERSION_COMPAT", "DYLD_LIBRARY_PATH", "DYLD_INSERT_LIBRARIES",
    "LD_LIBRARY_PATH", "ARCHPREFERENCE", "SSH_CONNECTION", "CI", "GITHUB_ACTIONS",
)


def known(key, value, source):
    FACTS[key] = {"state": "known", "value": value, "source": source}


def absent(key, source):
    FACTS[key] = {"state": "absent", "source": source}


def failed(key, error, source):
    FACTS[key] = {"state": "failed", "error": str(error)[:500], "source": source}


def run(argv, timeout=4.0):
    """Run a command; return (rc, stdout) or raise OSError/TimeoutExpired."""
    proc = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout,
                          universal_newlines=True, errors="replace")
    return proc.returncode, proc.stdout


# --- macOS sysctl, in-process through ctypes: a child `sysctl` of a translated process would be
# translated too, and the true answers (hw.optional.arm64, sysctl.proc_translated) need this process.
_libc = None


def _sysctl_raw(name):
    global _libc
    import ctypes
    import ctypes.util
    if _libc is None:
        _libc = ctypes.CDLL(ctypes.util.find_library("c") or "/usr/lib/libSystem.B.dylib", use_errno=True)
    size = ctypes.c_size_t(0)
    if _libc.sysctlbyname(name.encode(), None, ctypes.byref(size), None, 0) != 0:
        err = ctypes.get_errno()
        raise OSError(err, os.strerror(err))
    buf = ctypes.create_string_buffer(size.value)
    if _libc.sysctlbyname(name.encode(), buf, ctypes.byref(size), None, 0) != 0:
        err = ctypes.get_errno()
        raise OSError(err, os.strerror(err))
    return buf.raw[: size.value]


def sysctl_int(name):
    raw = _sysctl_raw(name)
    if len(raw) == 4:
        return struct.unpack("<i", raw)[0]
    if len(raw) == 8:
        return struct.unpack("<q", raw)[0]
    raise OSError(0, "unexpected size %d" % len(raw))


def sysctl_str(name):
    return _sysctl_raw(name).split(b"\0", 1)[0].decode("utf-8", "replace")


def sysctl_fact(key, name, kind, missing_means=None):
    source = "sysctlbyname(%s)" % name
    try:
        known(key, sysctl_int(name) if kind == "int" else sysctl_str(name), source)
    except OSError as exc:
        if exc.errno == 2 and missing_means is not None:  # ENOENT: this kernel has no such key
            known(key, missing_means, source + ": no such key")
        elif exc.errno == 2:
            absent(key, source + ": no such key")
        else:
            failed(key, exc, source)
    except Exception as exc:  # noqa: BLE001 - any ctypes failure is a failed fact
        failed(key, exc, source)


def raw_command(key, argv, keep=None, timeout=4.0):
    source = " ".join(argv)
    try:
        rc, out = run(argv, timeout)
    except FileNotFoundError:
        absent(key, source + ": command not found")
        return
    except subprocess.TimeoutExpired:
        failed(key, "timed out after %.0fs" % timeout, source)
        return
    except OSError as exc:
        failed(key, exc, source)
        return
    if rc != 0 and not out.strip():
        failed(key, "exit status %d" % rc, source)
        return
    if keep is not None:
        out = "\n".join(line for line in out.splitlines() if any(k in line for k in keep))
    known(key, out, source)


def collect_macos():
    sysctl_fact("host.arm64_capable", "hw.optional.arm64", "int", missing_means=0)
    sysctl_fact("python.translated", "sysctl.proc_translated", "int", missing_means=0)
    sysctl_fact("host.cpu_brand", "machdep.cpu.brand_string", "str")
    sysctl_fact("host.memory_bytes", "hw.memsize", "int")
    sysctl_fact("host.perf_cores", "hw.perflevel0.physicalcpu", "int")
    sysctl_fact("host.efficiency_cores", "hw.perflevel1.physicalcpu", "int")
    sysctl_fact("host.vmm_present", "kern.hv_vmm_present", "int", missing_means=0)
    sysctl_fact("host.macos_version", "kern.osproductversion", "str")
    if FACTS["host.macos_version"]["state"] != "known":
        raw_command("raw.sw_vers", ["sw_vers"])
    known("host.mac_ver_compat", platform.mac_ver()[0], "platform.mac_ver()")
    raw_command("raw.ioreg_gpu", ["ioreg", "-rc", "AGXAccelerator", "-d", "1"], keep=("gpu-core-count", "model"))
    raw_command("raw.pmset", ["pmset", "-g"])
    raw_command("raw.pmset_batt", ["pmset", "-g", "batt"])


def collect_linux():
    try:
        with open("/etc/os-release") as fh:
            info = dict(line.rstrip("\n").split("=", 1) for line in fh if "=" in line)
        known("host.linux_distro", info.get("PRETTY_NAME", "").strip('"'), "/etc/os-release")
    except OSError as exc:
        failed("host.linux_distro", exc, "/etc/os-release")
    try:
        with open("/proc/meminfo") as fh:
            for line in fh:
                if line.startswith("MemTotal:"):
                    known("host.memory_bytes", int(line.split()[1]) * 1024, "/proc/meminfo")
                    break
    except (OSError, ValueError) as exc:
        failed("host.memory_bytes", exc, "/proc/meminfo")
    try:
        with open("/proc/cpuinfo") as fh:
            for line in fh:
                if line.startswith("model name"):
                    known("host.cpu_brand", line.split(":", 1)[1].strip(), "/proc/cpuinfo")
                    break
    except OSError as exc:
        failed("host.cpu_brand", exc, "/proc/cpuinfo")
    raw_command("raw.nvidia_smi", ["nvidia-smi", "--query-gpu=name,driver_version,memory.total",
                                   "--format=csv,noheader"], timeout=8.0)


def collect_python():
    known("python.version", platform.python_version(), "platform.python_version()")
    known("python.implementation", platform.python_implementation(), "platform.python_implementation()")
    known("python.executable", sys.executable, "sys.executable")
    known("python.realpath", os.path.realpath(sys.executable), "os.path.realpath(sys.executable)")
    known("python.machine", platform.machine(), "platform.machine()")
    known("python.sysconfig_platform", sysconfig.get_platform(), "sysconfig.get_platform()")
    known("python.sys_version", sys.version, "sys.version")
    known("python.bits", struct.calcsize("P") * 8, "struct.calcsize('P')")
    known("python.prefix", sys.prefix, "sys.prefix")
    base = getattr(sys, "base_prefix", sys.prefix)
    known("python.base_prefix", base, "sys.base_prefix")
    known("python.in_venv", sys.prefix != base, "sys.prefix != sys.base_prefix")
    # PEP 668: Homebrew's, Debian's and uv's own Pythons refuse `pip install` outside a venv.
    marker = os.path.join(sysconfig.get_path("stdlib") or "", "EXTERNALLY-MANAGED")
    known("python.externally_managed", sys.prefix == base and os.path.isfile(marker), marker)
    cfg_path = os.path.join(sys.prefix, "pyvenv.cfg")
    if os.path.isfile(cfg_path):
        cfg = {}
        try:
            with open(cfg_path) as fh:
                for line in fh:
                    if "=" in line:
                        k, v = line.split("=", 1)
                        cfg[k.strip()] = v.strip()
            known("python.pyvenv_cfg", cfg, cfg_path)
        except OSError as exc:
            failed("python.pyvenv_cfg", exc, cfg_path)
    else:
        absent("python.pyvenv_cfg", cfg_path)
    collect_project()
    known("host.os", platform.system(), "platform.system()")
    known("host.kernel_release", platform.release(), "platform.release()")
    known("host.cpu_count", os.cpu_count(), "os.cpu_count()")


PROJECT_FILES = ("pixi.toml", "pixi.lock", "pyproject.toml", "uv.lock", "requirements.lock",
                 "requirements-dev.lock", "poetry.lock", ".python-version", ".tool-versions", "mise.toml", ".mise.toml")


def collect_project():
    """The project an environment belongs to: <root>/.pixi/envs/<name> or <root>/.venv, and the manager files
    beside it (gather/managers.py decides the manager from them)."""
    parts = sys.prefix.replace(os.sep, "/").rstrip("/").split("/")
    env_name = None
    if len(parts) >= 4 and parts[-3] == ".pixi" and parts[-2] == "envs":
        root, env_name = "/".join(parts[:-3]), parts[-1]
    elif parts[-1] in (".venv", "venv", ".env"):
        root = "/".join(parts[:-1])
    else:
        absent("python.project", "sys.prefix is not a project's environment folder")
        return
    files = [name for name in PROJECT_FILES if os.path.isfile(os.path.join(root, name))]
    tools = []
    if "pyproject.toml" in files:
        try:
            with open(os.path.join(root, "pyproject.toml")) as fh:
                text = fh.read(200000)
            tools = [t for t in ("pixi", "uv", "rye", "poetry") if "[tool." + t in text]
        except (OSError, UnicodeDecodeError):
            pass
    known("python.project", {"root": root or "/", "env_name": env_name, "files": files, "pyproject_tools": tools},
          "files beside sys.prefix")


def site_dirs():
    import site
    dirs = []
    try:
        dirs.extend(site.getsitepackages())
    except AttributeError:
        pass
    for scheme_key in ("purelib", "platlib"):
        path = sysconfig.get_paths().get(scheme_key)
        if path:
            dirs.append(path)
    user = getattr(site, "ENABLE_USER_SITE", False) and site.getusersitepackages()
    if user:
        dirs.append(user)
    seen = []
    for d in dirs:
        if d and os.path.isdir(d) and d not in seen:
            seen.append(d)
    return seen


def norm(name):
    out = []
    for ch in name.lower():
        out.append("-" if ch in "_." else ch)
    return "".join(out)


def read_headers(path, wanted, limit=80):
    found = {}
    try:
        with open(path, encoding="utf-8", errors="replace") as fh:
            for _ in range(limit):
                line = fh.readline()
                if not line or line == "\n":
                    break
                key, sep, value = line.partition(":")
                if sep and key in wanted:
                    found.setdefault(key, []).append(value.strip())
    except OSError:
        pass
    return found


def path_dirs(site):
    """sys.path folders outside the site folders: PYTHONPATH entries and folders that .pth files add."""
    std = sysconfig.get_paths().get("stdlib") or ""
    out = []
    for entry in sys.path:
        if not entry:
            continue  # the current folder: the doctor's, not the environment's
        path = os.path.abspath(entry)
        if (path in site or path in out or not os.path.isdir(path)
                or (std and (path == std or path.startswith(std + os.sep)))):
            continue
        out.append(path)
    return out


def collect_packages():
    dirs = site_dirs()
    known("python.site_packages", dirs, "site.getsitepackages() + sysconfig purelib/platlib")
    known("python.path_dirs", path_dirs(dirs), "sys.path (PYTHONPATH, .pth files) beyond the site folders")
    packages = {}
    for d in dirs:
        try:
            entries = sorted(os.listdir(d))
        except OSError:
            continue
        for entry in entries:
            if entry.endswith(".dist-info"):
                meta = read_headers(os.path.join(d, entry, "METADATA"), ("Name", "Version"))
            elif entry.endswith(".egg-info"):
                info = os.path.join(d, entry)
                meta = read_headers(os.path.join(info, "PKG-INFO") if os.path.isdir(info) else info,
                                    ("Name", "Version"))
            else:
                continue
            name = norm((meta.get("Name") or [entry.split("-", 1)[0]])[0])
            if name not in RELEVANT or name in packages:
                continue
            record = {"version": (meta.get("Version") or [None])[0], "location": d, "metadata_dir": entry}
            if entry.endswith(".dist-info"):
                wheel = read_headers(os.path.join(d, entry, "WHEEL"), ("Tag",))
                record["tags"] = wheel.get("Tag", [])
                try:
                    with open(os.path.join(d, entry, "INSTALLER")) as fh:
                        record["installer"] = fh.read().strip()
                except OSError:
                    pass
            packages[name] = record
    known("python.packages", packages, "*.dist-info/METADATA, WHEEL, INSTALLER in site-packages")


def collect_conda():
    meta = os.path.join(sys.prefix, "conda-meta")
    if not os.path.isdir(meta):
        absent("conda.env", meta + " does not exist")
        return
    known("conda.env", True, meta)
    pkgs = {}
    python_record = None
    try:
        names = os.listdir(meta)
    except OSError as exc:
        failed("conda.packages", exc, meta)
        return
    for fname in names:
        if not fname.endswith(".json"):
            continue
        parts = fname[:-5].rsplit("-", 2)
        if len(parts) != 3:
            continue
        name, version, build = parts
        if name in RELEVANT_CONDA:
            pkgs[name] = {"version": version, "build": build}
        if name == "python" and version[:1].isdigit():
            python_record = os.path.join(meta, fname)
    known("conda.packages", pkgs, meta + "/*.json")
    state = os.path.join(meta, "state")  # `conda env config vars set` writes {"env_vars": {...}} here
    if os.path.isfile(state):
        try:
            with open(state) as fh:
                env_vars = json.load(fh).get("env_vars") or {}
            known("conda.env_vars", {str(k): str(v) for k, v in env_vars.items()}, state)
        except (OSError, ValueError, AttributeError) as exc:
            failed("conda.env_vars", exc, state)
    else:
        absent("conda.env_vars", state)
    if python_record:
        try:
            with open(python_record) as fh:
                rec = json.load(fh)
            known("conda.python_subdir", rec.get("subdir"), python_record)
            known("conda.python_channel", rec.get("channel") or rec.get("url") or rec.get("schannel"),
                  python_record)
        except (OSError, ValueError) as exc:
            failed("conda.python_subdir", exc, python_record)
    else:
        absent("conda.python_subdir", "no python-*.json in " + meta)
    condarc = os.path.join(sys.prefix, ".condarc")
    subdir = None
    if os.path.isfile(condarc):
        try:
            with open(condarc) as fh:
                for line in fh:
                    if line.strip().startswith("subdir:"):
                        subdir = line.split(":", 1)[1].strip().strip("'\"")
        except OSError:
            pass
    if subdir:
        known("conda.env_subdir_setting", subdir, condarc)
    else:
        absent("conda.env_subdir_setting", condarc)
    parent = os.path.dirname(os.path.abspath(sys.prefix))
    base = os.path.dirname(parent) if os.path.basename(parent) == "envs" else sys.prefix
    known("conda.base_prefix", base, "sys.prefix (parent of envs/ when inside one)")
    if base != sys.prefix:
        base_meta = os.path.join(base, "conda-meta")
        try:
            for fname in os.listdir(base_meta):
                if fname.startswith("python-") and fname.endswith(".json") and fname[7:8].isdigit():
                    with open(os.path.join(base_meta, fname)) as fh:
                        known("conda.base_python_subdir", json.load(fh).get("subdir"), base_meta + "/" + fname)
                    break
        except (OSError, ValueError) as exc:
            failed("conda.base_python_subdir", exc, base_meta)
    elif FACTS.get("conda.python_subdir", {}).get("state") == "known":
        known("conda.base_python_subdir", FACTS["conda.python_subdir"]["value"], "this env is the base")


def collect_env():
    found = {}
    for name in ENV_VARS:
        if name in os.environ:
            found[name] = os.environ[name]
    known("env", found, "os.environ")


def main():
    steps = [collect_python, collect_env, collect_packages, collect_conda]
    system = platform.system()
    if system == "Darwin":
        steps.append(collect_macos)
    elif system == "Linux":
        steps.append(collect_linux)
    for step in steps:
        try:
            step()
        except Exception as exc:  # noqa: BLE001 - one broken step must not lose the others
            failed("collector." + step.__name__, "%s: %s" % (type(exc).__name__, exc), step.__name__)
    sys.stdout.write(json.dumps({"collector": 1, "facts": FACTS}))
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
