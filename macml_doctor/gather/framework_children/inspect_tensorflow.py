# macml-doctor child: what TensorFlow (+ tensorflow-metal, Keras) in the target interpreter can do.
# Standard library + tensorflow only; runs unchanged on CPython 3.8-3.13. Prints JSON lines (_child.py).
import os
import sys

from _child import Child, isolate

isolate()
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "1")  # keep errors, drop info chatter


def main():
    child = Child("tensorflow")
    tf = child.import_module("tensorflow")
    if tf is None:
        return
    child.attempt("version", lambda: str(tf.__version__), "tf.__version__")
    child.attempt("git_version", lambda: str(tf.version.GIT_VERSION), "tf.version.GIT_VERSION")
    child.attempt("built_with_cuda", lambda: bool(tf.test.is_built_with_cuda()), "tf.test.is_built_with_cuda()")
    child.stage("devices")
    child.attempt("gpu_devices", lambda: [d.name for d in tf.config.list_physical_devices("GPU")],
                  "tf.config.list_physical_devices('GPU')")
    child.attempt("keras_version", lambda: str(tf.keras.__version__) if hasattr(tf.keras, "__version__")
                  else str(__import__("keras").__version__), "tf.keras.__version__")
    child.attempt("keras_legacy_optimizers", lambda: hasattr(tf.keras.optimizers, "legacy"),
                  "hasattr(tf.keras.optimizers, 'legacy')")
    plugins = os.path.join(os.path.dirname(os.path.dirname(tf.__file__)), "tensorflow-plugins")
    child.attempt("plugins", lambda: sorted(os.listdir(plugins)) if os.path.isdir(plugins) else [],
                  "os.listdir(site-packages/tensorflow-plugins)")
    child.attempt("use_legacy_keras_env", lambda: os.environ.get("TF_USE_LEGACY_KERAS"), "os.environ in the child")
    child.stage("done")


if __name__ == "__main__":
    main()
    sys.stdout.flush()
