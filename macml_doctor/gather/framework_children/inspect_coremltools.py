# macml-doctor child: coremltools in the target interpreter (version; whether its native parts load).
# Standard library + coremltools only; runs unchanged on CPython 3.8-3.13. Prints JSON lines (_child.py).
import sys

from _child import Child, isolate

isolate()


def main():
    child = Child("coremltools")
    ct = child.import_module("coremltools")
    if ct is None:
        return
    child.attempt("version", lambda: str(ct.__version__), "coremltools.__version__")
    child.stage("done")


if __name__ == "__main__":
    main()
    sys.stdout.flush()
