# macml-doctor child: MLX in the target interpreter (Metal availability, device info).
# Standard library + mlx only; runs unchanged on CPython 3.8-3.13. Prints JSON lines (_child.py).
import sys

from _child import Child, isolate

isolate()


def main():
    child = Child("mlx")
    core = child.import_module("mlx.core")
    if core is None:
        return
    if not hasattr(core, "array"):
        # An empty stub (a leftover mlx/ folder, a placeholder package) imports but is no MLX.
        where = getattr(core, "__file__", None) or "a namespace package"
        child.failed("import", "error:ImportError: mlx.core has no array type (%s): not MLX" % where, "import mlx.core")
        child.stage("done")
        return
    child.attempt("version", lambda: str(getattr(core, "__version__", "")) or None, "mlx.core.__version__")
    child.attempt("metal_available", lambda: bool(core.metal.is_available()), "mlx.core.metal.is_available()")
    child.attempt("default_device", lambda: str(core.default_device()), "mlx.core.default_device()")
    # Off the Mac, a GPU means MLX's CUDA backend (mlx.core.is_available appeared in MLX 0.26)
    if hasattr(core, "is_available"):
        child.attempt("gpu_available", lambda: bool(core.is_available(core.gpu)), "mlx.core.is_available(gpu)")
    if hasattr(core, "device_info"):
        child.attempt("device_name", lambda: str(core.device_info().get("device_name") or "") or None,
                      "mlx.core.device_info()['device_name']")
    child.stage("done")


if __name__ == "__main__":
    main()
    sys.stdout.flush()
