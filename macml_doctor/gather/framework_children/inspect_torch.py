# macml-doctor child: what PyTorch in the target interpreter can do (MPS on macOS, CUDA elsewhere).
# Standard library + torch only; runs unchanged on CPython 3.8-3.13. Prints JSON lines (see _child.py).
import os
import platform
import sys
import warnings

from _child import Child, isolate, last_line

isolate()


def main():
    child = Child("torch")
    torch = child.import_module("torch")
    if torch is None:
        return
    child.attempt("version", lambda: str(torch.__version__), "torch.__version__")
    child.attempt("debug_build", lambda: bool(torch.version.debug), "torch.version.debug")
    child.attempt("file", lambda: torch.__file__, "torch.__file__")
    mps = getattr(torch.backends, "mps", None)
    if mps is None:
        child.known("mps_built", False, "torch.backends has no mps (torch < 1.12)")
    else:
        built = child.attempt("mps_built", lambda: bool(mps.is_built()), "torch.backends.mps.is_built()")
        child.stage("mps_built")
        available = child.attempt("mps_available", lambda: bool(mps.is_available()),
                                  "torch.backends.mps.is_available()")
        if hasattr(torch, "mps") and hasattr(torch.mps, "device_count"):
            child.attempt("mps_device_count", lambda: int(torch.mps.device_count()), "torch.mps.device_count()")
        if built and platform.system() == "Darwin":
            child.stage("mps_op")
            child.attempt("mps_op", lambda: float((torch.ones(1, device="mps") + 1).cpu().item()),
                          "(torch.ones(1, device='mps') + 1).cpu().item()")
            if available and hasattr(torch, "mps") and hasattr(torch.mps, "recommended_max_memory"):
                child.attempt("mps_recommended_max_memory", lambda: int(torch.mps.recommended_max_memory()),
                              "torch.mps.recommended_max_memory()")
    child.attempt("cuda_version", lambda: torch.version.cuda, "torch.version.cuda")
    child.stage("cuda")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        cuda = child.attempt("cuda_available", lambda: bool(torch.cuda.is_available()), "torch.cuda.is_available()")
    texts = [last_line(w.message).split(": ", 1)[-1] for w in caught if "cuda" in str(w.message).lower()]
    if texts:
        child.known("cuda_warning", texts[0], "warning from torch.cuda.is_available()")
    if cuda:
        child.attempt("cuda_devices",
                      lambda: [torch.cuda.get_device_name(i) for i in range(torch.cuda.device_count())],
                      "torch.cuda.get_device_name(i)")
    child.attempt("fallback_env", lambda: os.environ.get("PYTORCH_ENABLE_MPS_FALLBACK"), "os.environ in the child")
    child.stage("done")


if __name__ == "__main__":
    main()
    sys.stdout.flush()
