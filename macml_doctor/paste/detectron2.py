"""detectron2's ``python -m detectron2.utils.collect_env`` table (``name  value`` rows under dashes)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from macml_doctor.paste.clues import TOOL, Found, Line
from macml_doctor.regex_cache import compiled

# Rows of every era: 'GPU available  Yes' / 'No: torch.cuda.is_available() == False' (0.6), 'True' / 'False' (0.2-0.4),
# 'CUDA available  True' (0.1); one GPU row per model, naming its indices ('GPU 0', 'GPU 0,1').
_ROW = compiled(r"^(sys\.platform|Python|numpy|detectron2|PyTorch|PyTorch debug build|GPU available|CUDA available"
                r"|GPU \d{1,2}(?:,\d{1,2}){0,63}|Driver version|CUDA compiler|torchvision|Pillow|fvcore|iopath|cv2"
                r"|Compiler)\s{2,}(\S.{0,500})$")
_AVAILABLE = {"yes": True, "true": True, "no": False, "false": False}
_PY = compiled(r"^(\d\.\d{1,2}(?:\.\d{1,2})?)\s*(.*)$")
_INTEL_MKL = "for Intel(R) 64 architecture"


def parse(lines: Sequence[Line]) -> Found:
    found = Found("detectron2")
    rows = 0
    seen_platform = False
    for line in lines:
        text = line.text
        if not text or text[0] in " -|#`":
            if seen_platform and _INTEL_MKL in text:
                found.add("torch.build_cpu", "x86_64 (Intel MKL)", line, TOOL)
            continue
        m = _ROW.match(text)
        if not m:
            continue
        rows += 1
        name, value = m.group(1), m.group(2).strip()
        if name == "sys.platform":
            seen_platform = True
            os_name = {"darwin": "Darwin", "linux": "Linux", "win32": "Windows"}.get(value.split()[0])
            found.add("host.os", os_name, line, TOOL)
        elif name == "Python":
            pm = _PY.match(value)
            if pm:
                found.add("python.version", pm.group(1), line, TOOL)
                found.add("python.sys_version", value, line, TOOL)
        elif name in ("numpy", "torchvision", "Pillow", "detectron2", "fvcore", "iopath"):
            version = value.split()[0]
            if version[:1].isdigit():
                found.add("python.packages", (name.lower(), {"version": version}), line, TOOL)
        elif name == "PyTorch":
            version = value.split()[0]
            if version[:1].isdigit():
                found.add("torch.version", version, line, TOOL)
                found.add("python.packages", ("torch", {"version": version}), line, TOOL)
        elif name in ("GPU available", "CUDA available"):
            word = value.split(":", 1)[0].strip().lower()
            found.add("torch.cuda_available", _AVAILABLE.get(word), line, TOOL)
        elif name.startswith("GPU "):
            found.add("collect_env.gpu", re.sub(r"\s*\(arch=[^)]*\)\s*$", "", value), line, TOOL)
        elif name == "Driver version":
            found.add("collect_env.nvidia_driver", value.split()[0], line, TOOL)
        elif name == "CUDA compiler" and value.startswith("CUDA "):
            found.add("torch.cuda_version", value.split()[1], line, TOOL + 5)
    if seen_platform and rows >= 3:
        found.formats.add("collect_env_detectron2")
    else:
        found.clues = []
    return found
