# Shared helpers of the framework child scripts (imported by them from this folder).
#
# Standard library only; runs unchanged on CPython 3.8-3.13. Each script prints one JSON line per
# stage ({"stage": ..., "facts": {...}}) and flushes, so that a child that dies by a signal or hangs
# still tells the doctor how far it got and what it had learned.
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def isolate():
    """Drop this folder from sys.path: nothing here may shadow the framework under test."""
    sys.path[:] = [p for p in sys.path if os.path.abspath(p or os.curdir) != HERE]


def last_line(exc):
    """`Type: last non-empty line of the message`, the way a traceback ends."""
    lines = [line.strip() for line in str(exc).splitlines() if line.strip()]
    return ("%s: %s" % (type(exc).__name__, lines[-1] if lines else ""))[:1000]


class Child(object):
    def __init__(self, framework):
        self.framework = framework
        self.facts = {}

    def known(self, key, value, source):
        self.facts[self.framework + "." + key] = {"state": "known", "value": value, "source": source}

    def absent(self, key, source):
        self.facts[self.framework + "." + key] = {"state": "absent", "source": source}

    def failed(self, key, error, source):
        self.facts[self.framework + "." + key] = {"state": "failed", "error": str(error)[:1000],
                                                  "source": source}

    def stage(self, name):
        sys.stdout.write(json.dumps({"framework": self.framework, "stage": name, "facts": self.facts}) + "\n")
        sys.stdout.flush()

    def attempt(self, key, func, source):
        """Record func()'s value as a known fact, or its exception's last line as a failed one."""
        try:
            value = func()
        except Exception as exc:  # noqa: BLE001 - any failure is a fact
            self.failed(key, last_line(exc), source)
            return None
        if value is None:
            self.absent(key, source + " is None")
        else:
            self.known(key, value, source)
        return value

    def import_module(self, name, key="import"):
        """Import the framework; returns the module, or None (with the reason recorded as facts)."""
        import importlib
        import importlib.util

        source = "import %s" % name
        try:
            spec = importlib.util.find_spec(name.split(".")[0])
            if spec is not None and "." in name:
                spec = importlib.util.find_spec(name)
        except (ImportError, ValueError) as exc:
            spec, err = None, exc
        else:
            err = None
        if spec is None:
            if err is not None:
                self.failed(key, "error:" + last_line(err), source)
            else:
                self.absent(key, "importlib.util.find_spec(%r) is None" % name)
            self.stage("done")
            return None
        self.stage("importing")
        try:
            module = importlib.import_module(name)
        except BaseException as exc:  # noqa: BLE001 - SystemExit/KeyboardInterrupt from a module too
            self.failed(key, "error:" + last_line(exc), source)
            self.stage("done")
            return None
        self.known(key, "ok", source)
        self.stage("imported")
        return module
