# macml-doctor child: JAX (and the jax-metal plugin) in the target interpreter.
# Standard library + jax only; runs unchanged on CPython 3.8-3.13. Prints JSON lines (_child.py).
import sys

from _child import Child, isolate

isolate()


def main():
    child = Child("jax")
    jax = child.import_module("jax")
    if jax is None:
        return
    child.attempt("version", lambda: str(jax.__version__), "jax.__version__")
    child.attempt("jaxlib_version", lambda: str(__import__("jaxlib").__version__), "jaxlib.__version__")
    child.stage("devices")
    child.attempt("backend", lambda: str(jax.default_backend()), "jax.default_backend()")
    child.attempt("devices", lambda: [str(d.platform) + ":" + str(d.device_kind) for d in jax.devices()],
                  "jax.devices()")
    child.stage("done")


if __name__ == "__main__":
    main()
    sys.stdout.flush()
